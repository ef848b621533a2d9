// Tensor maps of FP8 elements (f8E4M3FN, f8E5M2): a ring of 64 x 128 e4m3
// tiles (128-byte rows, 128-byte swizzle) filled by tensor copies. Each
// element is one byte: the stage's copies bring 8192 bytes, derived by the
// compiler, and the copy is a 2-D bulk tensor copy. The host encodes such a
// map with the driver's 8-bit unsigned type (`ElementType::F8E4M3` /
// `F8E5M2` in the runtime): TMA copies bytes. The protocol is proven under
// --check=strict. Other 8-bit float types (f8E4M3FNUZ, f8E5M2FNUZ: no
// Hopper type) are refused at the kernel's signature.
// RUN: %async-opt %s --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s --check-prefix=TX
// TX: async.barrier.arrive_expect_tx %{{[0-9]+}}, %c8192_i32
// RUN: %async-opt %s --emit=ptx --check=strict | %FileCheck %s --check-prefix=PTX
// PTX: .entry f8_tiles(
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// RUN: sed -e 's/f8E4M3FN/f8E5M2/g' %s | %async-opt --emit=ptx --check=strict | %FileCheck %s --check-prefix=PTX
// RUN: sed -e 's/f8E4M3FN/f8E4M3FNUZ/g' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FNUZ
// FNUZ: <stdin>:[[# @LINE + 3]]:3: error: argument 0 (!async.tensor_map<64x128xf8E4M3FNUZ, swizzle 128>): element type f8E4M3FNUZ is not one a tensor map holds (i8, i16, i32, i64, f8E4M3FN, f8E5M2, f16, bf16, f32, f64)

gpu.module @f8_tiles [#nvvm.target<chip = "sm_90a">] {
  gpu.func @f8_tiles(%in: !async.tensor_map<64x128xf8E4M3FN, swizzle 128>, %n: index) kernel {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<64x128xf8E4M3FN, 3> {producer_unit = "warp", consumer_unit = "warp", swizzle = 128 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<64x128xf8E4M3FN, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %row = arith.muli %k32, %i32_32 : i32
            async.copy.tensor %buf, %in[%row, %zero], %full : memref<64x128xf8E4M3FN, 3>, !async.tensor_map<64x128xf8E4M3FN, swizzle 128>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
