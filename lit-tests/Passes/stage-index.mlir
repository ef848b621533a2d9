// async.stage.index: the slot a stage occupies, `cursor mod stages`. The
// compiler gives it the slot register it keeps for the stage's barriers
// (here carried through the consumer's loop): no division in the loop. It
// is a plain value, used after the release; the protocol is proven under
// --check=strict.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// RUN: %not %async-opt %s --split-input-file --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRICT --allow-empty
// STRICT-NOT: warning
// STRICT: stage-index.mlir:68:19: error: this async.stage.index of pipeline 'other'
// STRICT-NOT: warning

// CHECK-LABEL: gpu.func @slot_index
// CHECK: async.role "consumer"
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[SLOT:.*]] = %{{.*}}, %{{.*}} = %false) -> (index, i1)
// CHECK: async.barrier.get %{{.*}}[%[[SLOT]]]
// CHECK: %[[V:.*]] = arith.index_cast %[[SLOT]] : index to i32
// CHECK: memref.store %[[V]], %{{.*}}[%[[K]]]
// CHECK-NOT: async.stage.index
gpu.module @slot_index [#nvvm.target<chip = "sm_90a">] {
  gpu.func @slot_index(%n: index, %out: memref<?xi32, 1>) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
          // The slot, after the release: a plain value.
          %slot = async.stage.index %p, %s : !async.pipeline<3>
          %v = arith.index_cast %slot : index to i32
          memref.store %v, %out[%k] : memref<?xi32, 1>
        }
      }
    }
    gpu.return
  }
}

// -----

// The stage of one pipeline with another's index: refused, as for its other views.
gpu.module @other_ring [#nvvm.target<chip = "sm_90a">] {
  gpu.func @other_ring(%n: index, %out: memref<?xi32, 1>) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %q = async.pipeline.create "other" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
          // The slot, after the release: a plain value.
          // expected-error @+1 {{this async.stage.index of pipeline 'other' takes a stage of pipeline 'ring'}}
          %slot = async.stage.index %q, %s : !async.pipeline<2>
          %v = arith.index_cast %slot : index to i32
          memref.store %v, %out[%k] : memref<?xi32, 1>
        }
      }
    }
    gpu.return
  }
}

