// A schedule the pass cannot prove is reported at a consumer's wait, with a
// note at each side's op: the producer's acquire and the consumer's wait,
// since the one to change may be either (here it is the producer, whose
// loop stops one stage early).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases'
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' -o /dev/null 2>&1 | %FileCheck %s

gpu.module @short_producer {
  gpu.func @short_producer(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "load" warps 1 {
        %last = arith.subi %n, %c1 : index
        scf.for %k = %c0 to %last step %c1 {
          // expected-note @+1 {{role 'load' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "math" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // CHECK: schedule-notes.mlir:[[@LINE+5]]:16: error: cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'load' visits cursors 0 to %n - 1 (exclusive), but role 'math' visits cursors 0 to %n (exclusive)
          // CHECK-NEXT: schedule-notes.mlir:[[@LINE-7]]:16: note: role 'load' acquires its stages here
          // CHECK-NEXT: schedule-notes.mlir:[[@LINE+3]]:16: note: role 'math' waits on its stages here
          // expected-error @+2 {{role 'load' visits cursors 0 to %n - 1 (exclusive), but role 'math' visits cursors 0 to %n (exclusive)}}
          // expected-note @+1 {{role 'math' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Producer roles that fill different stages: the error at the second
// producer, a note at each producer's acquire.
gpu.module @producers_differ {
  gpu.func @producers_differ(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "a" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-note @+1 {{role 'a' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "b" warps 1 {
        scf.for %k = %c0 to %m step %c1 {
          // CHECK: schedule-notes.mlir:[[@LINE+5]]:16: error: the producer roles of pipeline 'ring' must each fill every stage, but role 'b' visits cursors 0 to %m (exclusive) while role 'a' visits cursors 0 to %n (exclusive)
          // CHECK-NEXT: schedule-notes.mlir:[[@LINE+4]]:16: note: role 'b' acquires its stages here
          // CHECK-NEXT: schedule-notes.mlir:[[@LINE-8]]:16: note: role 'a' acquires its stages here
          // expected-error @+2 {{the producer roles of pipeline 'ring' must each fill every stage}}
          // expected-note @+1 {{role 'b' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "c" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
