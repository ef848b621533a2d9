// A tensor map whose element type the hardware lacks is reported once, at
// the kernel's signature: not again at every copy through it, and not as
// bytes of those copies that the pipeline's count cannot derive.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(async-verify)'
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=error:

// A copy into a stage of a pipeline that derives its bytes (no tx_bytes).
gpu.module @load {
  // CHECK: tensor-map-one-cause.mlir:[[@LINE+2]]:3: error: argument 0 (!async.tensor_map<64x64xi1>): element type i1 is not one a tensor map holds
  // expected-error @+1 {{argument 0 (!async.tensor_map<64x64xi1>): element type i1 is not one a tensor map holds (i8, i16, i32, i64, f8E4M3FN, f8E5M2, f16, bf16, f32, f64)}}
  gpu.func @load(%map: !async.tensor_map<64x64xi1>, %x: i32, %y: i32) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<4096xi8, 3> : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<4096xi8, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          async.copy.tensor %buf, %map[%x, %y], %full : memref<4096xi8, 3>, !async.tensor_map<64x64xi1>
          async.copy.tensor %buf, %map[%y, %x], %full : memref<4096xi8, 3>, !async.tensor_map<64x64xi1>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A store out of shared memory through a map whose box is too long.
gpu.module @store {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x i8>
  // CHECK: tensor-map-one-cause.mlir:[[@LINE+2]]:3: error: argument 0 (!async.tensor_map<512x4xf32>): box dimension 0 is 512
  // expected-error @+1 {{argument 0 (!async.tensor_map<512x4xf32>): box dimension 0 is 512: each must be 1 to 256}}
  gpu.func @store(%map: !async.tensor_map<512x4xf32>, %x: i32, %y: i32, %src: memref<2048xf32, 3>) kernel {
    async.copy.tensor_store %map[%x, %y], %src : !async.tensor_map<512x4xf32>, memref<2048xf32, 3>
    gpu.return
  }
}
