// Valid pipeline-level kernels whose generated protocol once crashed or
// overflowed the stack of async-check-protocol.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace --implicit-check-not="internal error" --implicit-check-not=error:
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null

// consumer_wait on the outer loop's index inside an inner loop: the phase
// becomes a value of the outer loop, and the checker's walk once climbed to
// the module and dereferenced a null block.
gpu.module @m {
  gpu.func @nested() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = "async.pipeline.create"() {stages = 3 : i64, tx_bytes = 0 : i64, buffer = memref<16xi32, 3>, name = "ring", scope = "cta"} : () -> !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    "async.warp_specialize"() ({
      "async.role"() ({
        scf.for %k = %c0 to %c7 step %c1 {
          %s = "async.stage.producer_acquire"(%ring, %k) : (!async.pipeline<3>, index) -> !async.stage
          "async.stage.producer_commit"(%ring, %s) : (!async.pipeline<3>, !async.stage) -> ()
        }
        gpu.yield
      }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({
        scf.for %k = %c0 to %c7 step %c1 {
          scf.for %j = %c0 to %c1 step %c1 {
            %s = "async.stage.consumer_wait"(%ring, %k) : (!async.pipeline<3>, index) -> !async.stage
            "async.stage.consumer_release"(%ring, %s) : (!async.pipeline<3>, !async.stage) -> ()
          }
        }
        gpu.yield
      }) {name = "consumer", warps = 1 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @nested
// CHECK: Model check: no deadlock and no stale-phase completion in any interleaving

// -----

// 20,000 laps of a 2-stage ring: the model check once recursed per step.
gpu.module @m {
  gpu.func @long() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 0 : i64, buffer = memref<16xi32, 3>, name = "ring", scope = "cta"} : () -> !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 20000 : index
    "async.warp_specialize"() ({
      "async.role"() ({
        scf.for %k = %c0 to %n step %c1 {
          %s = "async.stage.producer_acquire"(%ring, %k) : (!async.pipeline<2>, index) -> !async.stage
          "async.stage.producer_commit"(%ring, %s) : (!async.pipeline<2>, !async.stage) -> ()
        }
        gpu.yield
      }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({
        scf.for %k = %c0 to %n step %c1 {
          %s = "async.stage.consumer_wait"(%ring, %k) : (!async.pipeline<2>, index) -> !async.stage
          "async.stage.consumer_release"(%ring, %s) : (!async.pipeline<2>, !async.stage) -> ()
        }
        gpu.yield
      }) {name = "consumer", warps = 1 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @long
// CHECK: Model check: no deadlock
