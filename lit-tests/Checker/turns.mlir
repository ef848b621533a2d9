// Turns: Inputs/pingpong-turns.mlir, two consumer warpgroups that take
// turns at their loads with async.turn.wait / async.turn.pass. The
// compiler gives each role of the sequence a named barrier of its own
// above the CTA's warpgroups' (384 threads: 8-10), 15 for consumer0 and 14
// for consumer1; a wait is a bar.sync of both roles' 256 threads, a pass a
// bar.arrive on the next role's, and consumer1, the last, passes once as
// it starts. The protocol is proven for every trip count.
// RUN: %async-opt %S/Inputs/pingpong-turns.mlir --emit=ptx --check=strict 2>&1 | %FileCheck %s
// CHECK-NOT: warning
// CHECK: bar.sync{{[[:space:]]+}}15, 256;
// CHECK: bar.arrive
// CHECK: bar.sync{{[[:space:]]+}}14, 256;
// RUN: %async-opt %S/Inputs/pingpong-turns.mlir --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-insert-fences,async-lower-warp-specialize' | %FileCheck %s --check-prefix=LOWER
// LOWER: %[[ID0:.*]] = arith.constant 15 : i32
// LOWER: %[[N0:.*]] = arith.constant 256 : i32
// LOWER: nvvm.barrier id = %[[ID0]] number_of_threads = %[[N0]]
// LOWER: %[[ID1:.*]] = arith.constant 14 : i32
// LOWER: %[[N1:.*]] = arith.constant 256 : i32
// LOWER: nvvm.barrier.arrive id = %[[ID1]] number_of_threads = %[[N1]]
// LOWER-NOT: async.turn
//
// consumer1 never passes back: consumer0's second wait is never met.
// RUN: sed -e '89d' %S/Inputs/pingpong-turns.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NOPASS
// NOPASS: error: deadlock
// NOPASS: named barrier 15 (256 threads)
//
// consumer0 waits twice a lap and never passes.
// RUN: sed -e '66s/turn.pass/turn.wait/' %S/Inputs/pingpong-turns.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TWICE
// TWICE: error: deadlock: role 'consumer1' (warps 9-11) waits at named barrier 14 for its 256 threads
