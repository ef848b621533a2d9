// The shared side of a tensor copy must be contiguous and aligned: the
// identity layout, or a view whose strides are the row-major ones at a
// static offset that is a multiple of the copy's alignment.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

// Columns 0-31 of each row of a box: rows 128 bytes apart, not contiguous.
gpu.module @columns [#nvvm.target<chip = "sm_90a">] {
  gpu.func @columns(%in: !async.tensor_map<64x64xbf16, swizzle 128>, %n: index) kernel {
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
            // The stage's two 64 x 128 halves: columns 0-127 and 128-255.
            %left = memref.subview %buf[0, 0, 0] [1, 64, 32] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x32xbf16, strided<[64, 1]>, 3>
            %right = memref.subview %buf[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>
                        // expected-error @+1 {{'dst' must be contiguous: the identity layout, or a view whose strides are the row-major ones of its static shape at a static offset (a subview of whole rows, or of one slice of the outer dimension), got memref<64x32xbf16, strided<[64, 1]>, 3>}}
            async.copy.tensor %left, %in[%row, %zero], %full : memref<64x32xbf16, strided<[64, 1]>, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
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

// -----

// Rows 4-35 of a box: 512 bytes in, half a swizzle atom.
gpu.module @half_atom [#nvvm.target<chip = "sm_90a">] {
  gpu.func @half_atom(%in: !async.tensor_map<64x64xbf16, swizzle 128>, %n: index) kernel {
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
            // The stage's two 64 x 128 halves: columns 0-127 and 128-255.
            %left = memref.subview %buf[0, 4, 0] [1, 32, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<32x64xbf16, strided<[64, 1], offset: 256>, 3>
            %right = memref.subview %buf[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>
                        // expected-error @+1 {{the shared-memory side of a tensor copy must be 1024-byte aligned with the tensor map's 128-byte swizzle, but this view of memref<32x64xbf16, strided<[64, 1], offset: 256>, 3> starts 512 bytes into its buffer: a multiple of 1024}}
            async.copy.tensor %left, %in[%row, %zero], %full : memref<32x64xbf16, strided<[64, 1], offset: 256>, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
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

// -----

// A bulk copy into a view 8 bytes in: the copy engine needs 16-byte
// aligned shared addresses.
func.func @bulk_dst_offset(%buf: memref<64xi32, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  %v = memref.subview %buf[2] [32] [1] : memref<64xi32, 3> to memref<32xi32, strided<[1], offset: 2>, 3>
  // expected-error @+1 {{'dst' starts 8 bytes into its buffer (memref<32xi32, strided<[1], offset: 2>, 3>): the copy engine needs a 16-byte aligned shared address}}
  async.copy.bulk %v, %src, %b bytes 128 : memref<32xi32, strided<[1], offset: 2>, 3>
  return
}
