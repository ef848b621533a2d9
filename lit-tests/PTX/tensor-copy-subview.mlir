// A view of part of a stage buffer as a tensor copy's destination: the
// stage holds two 64 x 64 bf16 boxes (memref<2x64x64xbf16>, as a 64 x 128
// tile with the 128-byte swizzle must be laid out: one box per 64 columns),
// and each box is filled by its own copy into a `memref.subview` of one
// slice of the outer dimension, a contiguous view at a static offset. The
// copy writes to the view's first element: the aligned pointer plus the
// offset (here 4096 elements, 8192 bytes past the stage's start). The
// checker follows the views: the consumer reads both boxes, and both are
// filled; the protocol is proven under --check=strict.
// RUN: %async-opt %s --emit=ptx --check=strict | %FileCheck %s
// CHECK: .entry halves(
// CHECK: add.s32 [[LEFT:%r[0-9]+]], [[STAGE:%r[0-9]+]], 1024;
// CHECK: add.s32 [[RIGHT:%r[0-9]+]], [[STAGE]], 9216;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [[[LEFT]]]
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [[[RIGHT]]]
// Both copies into the first box (line 44 writes %left): the second box is
// never filled, and the consumer's read of it is refused.
// RUN: sed -e '44s/async.copy.tensor %right, %in\[%row, %i32_64\], %full : memref<64x64xbf16, strided<\[64, 1\], offset: 4096>, 3>/async.copy.tensor %left, %in[%row, %i32_64], %full : memref<64x64xbf16, strided<[64, 1]>, 3>/' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=UNFILLED
// UNFILLED: <stdin>:[[# @LINE + 35]]:16: error: this load reads bytes 9216..9218 of the stage buffer 1024..17408 of 'ring' (slot 0), but no copy into that stage writes bytes 9216..9218 (its copies write 1024..9216)
gpu.module @halves [#nvvm.target<chip = "sm_90a">] {
  gpu.func @halves(%in: !async.tensor_map<64x64xbf16, swizzle 128>, %n: index) kernel {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<2x64x64xbf16, 3> {producer_unit = "warp", consumer_unit = "warp", swizzle = 128 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<2x64x64xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %row = arith.muli %k32, %i32_32 : i32
            // The stage's two 64 x 64 boxes: columns 0-63 and 64-127.
            %left = memref.subview %buf[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1]>, 3>
            %right = memref.subview %buf[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>
            async.copy.tensor %left, %in[%row, %zero], %full : memref<64x64xbf16, strided<[64, 1]>, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
            async.copy.tensor %right, %in[%row, %i32_64], %full : memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %cbuf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<2x64x64xbf16, 3>
          %x = memref.load %cbuf[%c0, %c0, %c0] : memref<2x64x64xbf16, 3>
          %y = memref.load %cbuf[%c1, %c0, %c0] : memref<2x64x64xbf16, 3>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
