// async-check-protocol's reports: the model check's counterexample for a
// wrong initial phase, the barrier ledger of the examples in markdown and
// json, and no report on any correct example (barrier level, and what
// async-insert-phases generates for the pipeline-level ones).
// RUN: %not %async-opt %S/Inputs/wrong-reuse-phase.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TRACE
// TRACE: wrong-reuse-phase.mlir:68:9: error: deadlock: warps 1-4 waits on 'full'[0] for parity 1 while it is in phase 1; warp 0 waits on 'empty'[0] for parity 1 while it is in phase 1 (bounded model check, integer arguments = 5; counterexample: role | barrier slot | phase | event | at)
// TRACE-NEXT: trace: warp 0 | barrier 'full' slot 0 | phase 0 | arrive + expect_tx 4096 B | {{.*}}wrong-reuse-phase.mlir:45:9
// TRACE-NEXT: trace: warp 0 | barrier 'full' slot 0 | phase 0 | copy 4096 B issued | {{.*}}:53:9
// TRACE: trace: warp 0 | barrier 'full' slot 0 | phase 1 | copy of 4096 B lands | {{.*}}:53:9
// TRACE-NEXT: trace: warps 1-4 | barrier 'full' slot 0 | phase 1 | wait parity 0 | {{.*}}:68:9
// TRACE-NEXT: trace: warps 1-4 | barrier 'empty' slot 0 | phase 1 | arrive x128 | {{.*}}:81:9
// TRACE: blocked: warps 1-4 | barrier 'full' slot 0 | phase 1 | wait parity 1 | {{.*}}:68:9
// TRACE-NEXT: blocked: warp 0 | barrier 'empty' slot 0 | phase 1 | wait parity 1 | {{.*}}:42:11
//
// RUN: %not %async-opt %S/Inputs/wrong-initial-phase.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=INITIAL
// INITIAL: error: deadlock: warp 1 waits on 'full'[0] for parity 0 while it is in phase 0; warp 0 waits on 'empty'[0] for parity 0 while it is in phase 0
// INITIAL-NEXT: blocked: warp 1 | barrier 'full' slot 0 | phase 0 | wait parity 0
// INITIAL-NEXT: blocked: warp 0 | barrier 'empty' slot 0 | phase 0 | wait parity 0
//
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER
// LEDGER: ## Barrier ledger of kernel @bulk_copy_reduce
// LEDGER: Simulated: 160 threads, cluster of 1, integer arguments = 5. Model check: no deadlock and no stale-phase completion in any interleaving
// LEDGER: Trip counts: verified for all trip counts (checked {0, 1, 2, 3, 4, 5}: the small counts, and the period 4 of the barriers' slot and phase pattern with the counts around its wrap).
// LEDGER: | barrier | storage | init scope | expected arrivals | arrivals per phase | tx bytes (expected / copied) | producers (mechanism) | consumers (wait phases) | consumers then arrive on |
// LEDGER: | 'full'[0] | own shared array, element 0 | cta | 1 | 1 | 4096 / 4096 | warp 0 (thread arrival + expected bytes, {{.*}}); warp 0 (copy bytes, {{.*}}) | warps 1-4 (parity 0,1,0) | 'empty'[0] |
// LEDGER: | 'empty'[1] | own shared array, element 1 | cta | 128 | 128 | 0 / 0 | warps 1-4 (thread arrivals, {{.*}}) | warp 0 (parity 0) | 'full'[1] |
// LEDGER: ### Phase table
// LEDGER: | barrier | first round | steady state | final drain |
// LEDGER: | 'full'[0] | phase 0 completes: warp 0 arrives + expects 4096 B, warp 0's copy lands 4096 B | phase 1 completes: {{.*}} | phase 2 completes: {{.*}} |
// LEDGER: | 'empty'[0] | phase 0 completes: warps 1-4 arrives x128 |
//
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol{print-ledger=json}' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=JSON
// JSON: {"kernel": "ring_reduce", "threads": 160, "cluster": 1, "trips": 5, "model_check": "no deadlock and no stale-phase completion in any interleaving ({{[0-9]+}} states)", "trip_counts": "verified for all trip counts (checked {0, 1, 2, 3, 4, 5, 7, 8, 9}: the small counts, and the period 8 of the barriers' slot and phase pattern with the counts around its wrap)", "premises": ["trip counts: {{.*}}", "grid: no loop bound, branch or barrier operand depends on the CTA{{.}}s place in the grid", "laps: {{.*}}", "period: {{.*}}"], "barriers": [{"name": "ring.full", "slot": 0, "storage": "arena +0", "scope": "cta", "init_count": 1, "arrivals_per_phase": 1, "tx_bytes_expected": 4096, "tx_bytes_copied": 4096,
// JSON-SAME: {"name": "ring.empty", "slot": 0, "storage": "arena +32", "scope": "cta", "init_count": 4, "arrivals_per_phase": 4,
//
// No report on the correct examples, for several configurations.
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol{trips=13}' -o /dev/null
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CLUSTER
// CLUSTER: Simulated: 256 threads, cluster of 2, integer arguments = 5. Model check: no deadlock and no stale-phase completion in any interleaving
// CLUSTER: | 'ring.empty'[0] | arena +24 | cluster | 2 | 2 |
// RUN: sed 's/array<i32: 2, 1, 1>/array<i32: 4, 1, 1>/' %S/../../examples/cluster_reduce.mlir | %async-opt --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null
// With the cluster barriers lowered to their counter protocol, as every
// compile does: the counter's slots are simulated too.
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --pass-pipeline='async-lower-cluster-barrier,async-ring-alloc,async-insert-phases,async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CLUSTER-COUNTER
// CLUSTER-COUNTER: Simulated: 256 threads, cluster of 2, integer arguments = 5. Model check: no deadlock and no stale-phase completion in any interleaving
// CLUSTER-COUNTER: Trip counts: verified for all trip counts
// CLUSTER-COUNTER: | 'consumer.cluster_barrier'[0] | arena +0 | cluster | 2 | 2 | 0 / 0 | role 'consumer' (warp 4) (thread arrivals, {{.*}}cluster_reduce.mlir:125:9) | role 'consumer' (warp 4) (parity 0); role 'consumer' (warps 5-7) (parity 0) | 'consumer.cluster_barrier'[1] |
// CLUSTER-COUNTER: | 'consumer.cluster_barrier'[1] | arena +8 | cluster | 2 | 2 | 0 / 0 | role 'consumer' (warp 4) (thread arrivals, {{.*}}cluster_reduce.mlir:147:9) | role 'consumer' (warp 4) (parity 0); role 'consumer' (warps 5-7) (parity 0) | - |
// RUN: sed 's/array<i32: 2, 1, 1>/array<i32: 4, 1, 1>/' %S/../../examples/cluster_reduce.mlir | %async-opt --pass-pipeline='async-lower-cluster-barrier,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN4
// CLEAN4-NOT: {{error|warning}}
// The whole compile at 8 CTAs (the portable maximum), strict: proven.
// RUN: sed 's/array<i32: 2, 1, 1>/array<i32: 8, 1, 1>/' %S/../../examples/cluster_reduce.mlir | %async-opt --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN8
// CLEAN8-NOT: {{error|warning}}
// At 16 CTAs (non-portable) the whole cluster is proven too, with the
// model check's partial-order reduction (lit-tests/Checker/scale.mlir).
// RUN: %async-opt %S/../../bench/kernels/handoff.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --pass-pipeline=async-check-protocol -o /dev/null
//
// The json ledger is valid JSON.
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-check-protocol{print-ledger=json}' -o /dev/null 2>&1 | grep '^{' | python3 -c 'import json, sys; d = json.load(sys.stdin); b = d["barriers"]; assert d["kernel"] == "cluster_reduce" and len(b) == 6 and all(x["tx_bytes_expected"] == x["tx_bytes_copied"] for x in b) and b[0]["tx_bytes_copied"] == 4096, b[0]'
