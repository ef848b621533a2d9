// The checker's advice on a barrier's scope names the op the source has:
// for a pipeline's barriers, made by async-insert-phases where the
// pipeline is, its async.pipeline.create (whose scope cluster gives them
// cluster scope), not an async.barrier.alloc the input does not hold.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol'
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' 2>&1 | %FileCheck %s --check-prefix=IR

// A pipeline of scope cta filled by multicast copies.
gpu.module @multicast_cta [#nvvm.target<chip = "sm_90a">] {
  gpu.func @multicast_cta(%src: !llvm.ptr<1>) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    // CHECK: error: multicast copy completes on barrier 'ring.full' {{.*}}; give its async.pipeline.create at {{.*}}check-protocol-pipeline-scope.mlir:[[@LINE+1]]:10 scope cluster
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xi32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %mask = arith.constant 3 : i16
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xi32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %lead {
            // expected-error @+1 {{multicast copy completes on barrier 'ring.full' of every CTA in its mask, but no barrier of the kernel has scope cluster, so the barriers' initialization is only made visible inside each CTA and another CTA's copy can reach 'ring.full' first; give its async.pipeline.create at}}
            async.copy.bulk %buf, %src, %full cta_mask(%mask) bytes 512 : memref<256xi32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// The fixed twin: scope cluster gives both barriers cluster scope.
// IR-LABEL: gpu.func @multicast_cluster
// IR: async.barrier.alloc "ring.full" {{.*}}scope cluster
// IR: async.barrier.alloc "ring.empty" {{.*}}scope cluster
gpu.module @multicast_cluster [#nvvm.target<chip = "sm_90a">] {
  gpu.func @multicast_cluster(%src: !llvm.ptr<1>) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xi32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %mask = arith.constant 3 : i16
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xi32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %lead {
            async.copy.bulk %buf, %src, %full cta_mask(%mask) bytes 512 : memref<256xi32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A remote arrive on a `full` barrier of a cluster pipeline gives that
// barrier cluster scope as a multicast copy does; what remains is the
// count, which the pipeline's producers alone make.
// IR-LABEL: gpu.func @remote_full
// IR: async.barrier.alloc "ring.full" {{.*}}scope cluster
gpu.module @remote_full [#nvvm.target<chip = "sm_90a">] {
  gpu.func @remote_full() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    // expected-error @+1 {{barrier 'ring.full'[0] is initialized to expect 1 arrival(s) per phase, but 2 arrive per phase}}
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %lead {
            async.barrier.arrive %full cta(%one)
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
