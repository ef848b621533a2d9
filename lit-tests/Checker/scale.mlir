// The model check's partial-order reduction (checker/src/model_check/
// reduce.rs): kernels whose every interleaving outgrew the bound of 200,000
// states are proven, with the same verdicts as the full search.
//
// Three and four consumer warpgroups taking a ring's stages in turn, and
// two rings with three roles over 12 laps, proven for all trip counts:
// RUN: %async-opt %S/Inputs/three-consumers.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PROVEN --implicit-check-not=error --implicit-check-not=warning
// RUN: %async-opt %S/Inputs/four-consumers.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PROVEN --implicit-check-not=error --implicit-check-not=warning
// PROVEN: Trip counts: verified for all trip counts
// RUN: %async-opt %S/Inputs/two-rings.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=RINGS --implicit-check-not=error --implicit-check-not=warning
// RINGS: Model check: no deadlock and no stale-phase completion in any interleaving
// RINGS: Trip counts: verified
//
// The reduction turned off (PHASELOCK_CHECK_REDUCE=0), the two rings' search
// stops at its bound, and the compile says so (an error under strict):
// RUN: env PHASELOCK_CHECK_REDUCE=0 %not %async-opt %S/Inputs/two-rings.mlir --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BOUND
// BOUND: error: protocol not verified for integer arguments = {{[0-9]+}}: the model check stopped at its bound of 200000 states, with no finding so far
//
// The cluster reduction at 16 CTAs (non-portable), the whole cluster in one
// model check, proven:
// RUN: sed 's/array<i32: 2, 1, 1>/array<i32: 16, 1, 1>/' %S/../../examples/cluster_reduce.mlir | %async-opt --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLUSTER16
// CLUSTER16-NOT: {{error|warning}}
//
// Buggy twins: the last consumer of four without its release, the second
// of the two rings' consumers without its release of 'kr'. Each would
// deadlock (the model check found it, with the reduction and without), and
// async-insert-phases now refuses both before the check: the empty
// barrier's count would leave the role out and the producer refill stages
// it still reads.
// RUN: sed '120d' %S/Inputs/four-consumers.mlir > %t.four.mlir
// RUN: %not %async-opt %t.four.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FOUR
// FOUR: four.mlir:111:17: error: role 'consumer3' waits for the stages of pipeline 'ring' but releases none
// RUN: sed '100d' %S/Inputs/two-rings.mlir > %t.rings.mlir
// RUN: %not %async-opt %t.rings.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NOK
// NOK: rings.mlir:87:17: error: role 'consumer1' waits for the stages of pipeline 'kr' but releases none
