// Loops from the smallest index to 4: insert-phases once overflowed
// counting their laps and stages (an internal error). The first kernel
// compiles; the second, whose consumer waits under a condition, is
// refused at the op.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_90a -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not="internal error" --implicit-check-not=error
gpu.module @m {
  gpu.func @k() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %min = arith.constant -9223372036854775808 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %min to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %min to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<128xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %min = arith.constant -9223372036854775808 : index
    %c57 = arith.constant 57 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %min to %c4 step %c57 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %min to %c4 step %c57 {
          scf.if %true {
            // CHECK: trip-overflow.mlir:[[@LINE+1]]:18: error: cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}
