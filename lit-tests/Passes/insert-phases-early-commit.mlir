// async-insert-phases folds a producer's commit into the arrival with the
// expected bytes (one `arrive_expect_tx` right after the slot is free, no
// arrive at the commit) when the stage is filled by copies only and the
// producer is one warp with the warp arrive unit. Otherwise the commit
// arrives on its own after `expect_tx`: a producer that stores into the
// stage (its stores must come before the arrival), a producer of several
// warps (the commit's meeting keeps them within a lap of each other), the
// thread arrive unit (no warp-wide election on every stage). Every kernel
// also compiles with the checker on and no report.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PTX --allow-empty
// PTX-NOT: {{error|warning}}

// Folded.
// CHECK-LABEL: gpu.func @folded
// CHECK: async.barrier.arrive_expect_tx{{( |$)}}
// CHECK-NOT: async.barrier.expect_tx{{( |$)}}
// CHECK: async.copy.bulk{{( |$)}}
// CHECK-NOT: async.barrier.arrive{{( |$)}}
// CHECK: }
gpu.module @folded [#nvvm.target<chip = "sm_90a">] {
  gpu.func @folded(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f0 = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = arith.constant 0 : i32
    %is_first = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xf32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %is_first {
            async.copy.bulk %buf, %src, %full bytes 1024 : memref<256xf32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A store into the stage: not folded.
// CHECK-LABEL: gpu.func @stores
// CHECK: async.barrier.expect_tx{{( |$)}}
// CHECK: async.copy.bulk{{( |$)}}
// CHECK: memref.store
// CHECK: async.barrier.arrive{{( |$)}}
gpu.module @stores [#nvvm.target<chip = "sm_90a">] {
  gpu.func @stores(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f0 = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = arith.constant 0 : i32
    %is_first = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xf32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %is_first {
            async.copy.bulk %buf, %src, %full bytes 1024 : memref<256xf32, 3>
          }
          %i0 = arith.constant 0 : index
          memref.store %f0, %buf[%i0] : memref<256xf32, 3>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A producer of 4 warps, one arrival for the role: not folded.
// CHECK-LABEL: gpu.func @four_warps
// CHECK: async.barrier.expect_tx{{( |$)}}
// CHECK: async.copy.bulk{{( |$)}}
// CHECK: async.barrier.arrive{{( |$)}}
gpu.module @four_warps [#nvvm.target<chip = "sm_90a">] {
  gpu.func @four_warps(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "cta", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f0 = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = arith.constant 0 : i32
    %is_first = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xf32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %is_first {
            async.copy.bulk %buf, %src, %full bytes 1024 : memref<256xf32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// The thread arrive unit: not folded.
// CHECK-LABEL: gpu.func @thread_unit
// CHECK: async.barrier.expect_tx{{( |$)}}
// CHECK: async.barrier.arrive{{( |$)}}
gpu.module @thread_unit [#nvvm.target<chip = "sm_90a">] {
  gpu.func @thread_unit(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "thread", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f0 = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = arith.constant 0 : i32
    %is_first = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xf32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %is_first {
            async.copy.bulk %buf, %src, %full bytes 1024 : memref<256xf32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
