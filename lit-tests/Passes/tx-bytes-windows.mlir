// The bytes a stage's copies complete on its full barrier, derived per
// stage (one acquire's window) when the pipeline gives no 'tx_bytes': a
// role that fills the ring at two places (a ping-pong producer filling
// each warpgroup's blocks) brings 32768 bytes to each stage, not the sum
// of its two places.
// REQUIRES: gemm-gen
// RUN: %gemm-gen --pingpong --shared-ring | %async-opt --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// CHECK-COUNT-2: async.barrier.expect_tx %{{[0-9]+}}, %c32768_i32
// CHECK-NOT: async.barrier.expect_tx
//
// Windows of one role that bring different bytes cannot share one count:
// the error names both and asks for 'tx_bytes'.
// Here the second window's B copy (line 2236) is gone.
// RUN: %gemm-gen --pingpong --shared-ring | sed -e '2236{/async.copy.tensor/d}' | %not %async-opt --pass-pipeline='async-verify' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=DIFF
// DIFF: <stdin>:2235:19: error: the copies of this stage bring 16384 bytes, but those of the same role's stage at <stdin>:2188:19 bring 32768: every stage must receive the same bytes; write the pipeline's 'tx_bytes'
