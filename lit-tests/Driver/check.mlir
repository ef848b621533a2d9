// The protocol checker is on in every compile: a finding fails --emit at
// the op, --no-check (or --check=off) skips it, and --check=strict makes
// what it cannot verify (a warning) an error.
//
// RUN: %not %async-opt %S/../../examples/bugs/lost_release.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FOUND
// FOUND: lost_release.mlir:16:14: error: barrier 'empty'[0] is initialized to expect 129 arrival(s) per phase, but 128 arrive per phase
//
// RUN: %async-opt %S/../../examples/bugs/lost_release.mlir --no-check --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/bugs/lost_release.mlir --check=off --emit=ptx -o /dev/null
//
// The correct examples compile with the checker and no report.
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/pingpong_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/pingpong_stores_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/broadcast_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/carried_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// The ping-pong ring over 3 stages that copies fill: refused, at the op.
// RUN: sed -e 's/ stages 4 scope / stages 3 scope /' -e 's/pipeline<4>/pipeline<3>/g' %S/../../examples/pingpong_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TURNS
// TURNS: <stdin>:16:13: error: the 2 consumer roles of pipeline 'ring' take its 3 stages in turn, and its stages are filled by copies (tx_bytes = 4096): that needs a stage count that is a multiple of 2
// CLEAN-NOT: {{error|warning}}
//
// The cluster kernel's counter protocol (the cluster barrier inside a role)
// is followed too: no report, and none with --check=strict.
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %async-opt %S/../../bench/kernels/cluster_sync.mlir --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// Both roles meet the barrier alike: it stays the hardware barrier.cluster,
// in each role's code, with no mbarrier protocol.
// RUN: %async-opt %S/../../bench/kernels/cluster_sync_roles.mlir --emit=ptx --check=strict -o - 2>&1 | %FileCheck %s --check-prefix=ROLES
// ROLES-NOT: {{error|warning}}
// ROLES: .entry cluster_sync_roles(
// ROLES-NOT: {{mapa|mbarrier}}
// ROLES: barrier.cluster.arrive;
// ROLES-NEXT: barrier.cluster.wait;
// ROLES-NOT: {{mapa|mbarrier}}
// ROLES: barrier.cluster.arrive;
// ROLES-NEXT: barrier.cluster.wait;
// ROLES-NOT: {{mapa|mbarrier}}
// ROLES: ret;
// The same at 16 CTAs, the non-portable cluster size.
// RUN: sed 's/array<i32: 2, 1, 1>/array<i32: 16, 1, 1>/' %S/../../bench/kernels/cluster_sync.mlir | %async-opt --emit=ptx --check=strict -o - 2>&1 | %FileCheck %s --check-prefix=C16
// C16-NOT: {{error|warning}}
// C16: .reqnctapercluster 16, 1, 1
// C16-NOT: {{error|warning}}
//
// What the checker cannot follow is a warning, and with --check=strict an
// error (a loop bound read from memory).
// RUN: %async-opt %S/Inputs/memory-loop.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WARN
// WARN: memory-loop.mlir:11:5: warning: protocol of kernel @memory_loop not verified: the simulation stops at this op (a loop whose bounds the checker cannot evaluate); only the static checks ran
// RUN: %not %async-opt %S/Inputs/memory-loop.mlir --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRICT
// STRICT: memory-loop.mlir:11:5: error: protocol of kernel @memory_loop not verified: {{.*}} (an error with --check=strict)
//
// RUN: %not %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx --check=maybe 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: error: unknown check mode `maybe`: expected on, strict or off
