// The verifier on tensor maps and TMA tensor copies: map types the
// hardware lacks, coordinates that do not match the box, destinations too
// small or not in shared memory, maps that are not kernel arguments, and
// stage byte counts that cannot be derived.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(async-verify)'

gpu.module @m {
  // expected-error @+1 {{argument 0 (!async.tensor_map<300x4xf32>): box dimension 0 is 300: each must be 1 to 256}}
  gpu.func @box_too_long(%t: !async.tensor_map<300x4xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{with the 64-byte swizzle the box's innermost dimension may span at most 64 bytes, it spans 128}}
  gpu.func @span_past_swizzle(%t: !async.tensor_map<8x64xbf16, swizzle 64>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{the box's innermost dimension is 12 bytes: it must be a multiple of 16}}
  gpu.func @inner_not_16(%t: !async.tensor_map<4x3xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{swizzle must be 0, 32, 64 or 128 bytes, got 16}}
  gpu.func @bad_swizzle(%t: !async.tensor_map<8xf32, swizzle 16>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{element type i1 is not one a tensor map holds}}
  gpu.func @bad_element(%t: !async.tensor_map<128xi1>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{a tensor map box has 1 to 5 dimensions, got 6}}
  gpu.func @rank_six(%t: !async.tensor_map<1x1x1x1x1x4xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{only a kernel takes a tensor map (a grid-constant parameter)}}
  gpu.func @not_a_kernel(%t: !async.tensor_map<4x4xf32>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @too_few_coordinates(%t: !async.tensor_map<4x4xf32>, %x: i32, %dst: memref<16xf32, 3>) kernel {
    %a = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // expected-error @+1 {{expected 2 coordinates (one per box dimension, outermost first), then optionally the CTA mask, got 1 index operands}}
    async.copy.tensor %dst, %t[%x], %b : memref<16xf32, 3>, !async.tensor_map<4x4xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @store_with_mask(%t: !async.tensor_map<4x4xf32>, %x: i32, %src: memref<16xf32, 3>) kernel {
    // expected-error @+1 {{expected 2 coordinates (one per box dimension, outermost first), got 3 index operands}}
    async.copy.tensor_store %t[%x, %x, %x], %src : !async.tensor_map<4x4xf32>, memref<16xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @destination_too_small(%t: !async.tensor_map<8x8xf32>, %x: i32, %dst: memref<32xf32, 3>) kernel {
    %a = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // expected-error @+1 {{the copy writes 256 bytes, more than the 128 bytes of 'dst' (memref<32xf32, 3>)}}
    async.copy.tensor %dst, %t[%x, %x], %b : memref<32xf32, 3>, !async.tensor_map<8x8xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @destination_global(%t: !async.tensor_map<8x8xf32>, %x: i32, %dst: memref<64xf32, 1>) kernel {
    %a = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // expected-error @+1 {{'dst' must be in shared memory (address space 3), got memref<64xf32, 1>}}
    async.copy.tensor %dst, %t[%x, %x], %b : memref<64xf32, 1>, !async.tensor_map<8x8xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @cache_hint_unknown(%t: !async.tensor_map<4x4xf32>, %x: i32, %src: memref<16xf32, 3>) kernel {
    // expected-error @+1 {{attribute 'cache' failed to satisfy constraint: L2 cache hint: `evict_normal`, `evict_first`, `evict_last` or `evict_unchanged`}}
    async.copy.tensor_store %t[%x, %x], %src {cache = "evict_soon"} : !async.tensor_map<4x4xf32>, memref<16xf32, 3>
    gpu.return
  }
}

// -----

// A copy issued in a loop inside the stage: its bytes per stage are not a
// count the compiler can read off.
gpu.module @m {
  gpu.func @copy_in_a_loop(%t: !async.tensor_map<8x32xf32>, %n: index) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<1024xf32, 3> : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %z = arith.constant 0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<1024xf32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.for %j = %c0 to %c4 step %c1 {
            // expected-error @+1 {{this copy completes on the stage's full barrier inside a loop of the stage}}
            async.copy.tensor %buf, %t[%z, %z], %full : memref<1024xf32, 3>, !async.tensor_map<8x32xf32>
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

// -----

// A multicast mask that is not a constant: how many CTAs send their part
// is not known.
gpu.module @m {
  gpu.func @mask_not_constant(%t: !async.tensor_map<8x32xf32>, %n: index, %mask: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cluster buffer memref<1024xf32, 3> : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<1024xf32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          // expected-error @+1 {{this multicast copy's CTA mask is not a constant}}
          async.copy.tensor %buf, %t[%z, %z, %mask], %full : memref<1024xf32, 3>, !async.tensor_map<8x32xf32>
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

// -----

// A 128-byte-swizzled tensor map into a stage buffer of a pipeline without
// swizzle: the stage's readers would see the bytes permuted.
gpu.module @m {
  gpu.func @swizzle_mismatch(%t: !async.tensor_map<64x64xbf16, swizzle 128>, %n: index) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<64x64xbf16, 3> : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<64x64xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          // expected-error @+1 {{the tensor map's swizzle is 128 bytes but the stage buffer of pipeline 'ring' has swizzle 0: give the pipeline swizzle = 128 (or the map 0)}}
          async.copy.tensor %buf, %t[%z, %z], %full : memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
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

// -----

// A 128-byte-swizzled copy into a global declared 512-byte aligned: the
// swizzle atom (1024 bytes) would straddle the copy's start.
gpu.module @m {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 512 : i64} : !llvm.array<4096 x i8>
  gpu.func @swizzle_misaligned(%t: !async.tensor_map<64x64xbf16, swizzle 128>, %x: i32) kernel {
    %a = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    %dst = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // expected-error @+1 {{the shared-memory side of a tensor copy must be 1024-byte aligned with the tensor map's 128-byte swizzle, but global @tile is declared with alignment 512: give it alignment = 1024}}
    async.copy.tensor %dst, %t[%x, %x], %b : !llvm.ptr<3>, !async.tensor_map<64x64xbf16, swizzle 128>
    gpu.return
  }
}

// -----

// Without an alignment a global is not known to be 128-byte aligned.
gpu.module @m {
  memref.global "private" @plain : memref<64x64xbf16, 3>
  gpu.func @no_alignment(%t: !async.tensor_map<64x64xbf16>, %x: i32) kernel {
    %a = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    %dst = memref.get_global @plain : memref<64x64xbf16, 3>
    // expected-error @+1 {{the shared-memory side of a tensor copy must be 128-byte aligned, but global @plain declares no alignment: give it alignment = 128}}
    async.copy.tensor %dst, %t[%x, %x], %b : memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16>
    gpu.return
  }
}
