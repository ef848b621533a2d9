// async-insert-phases lowers async.stage.descriptor to the wgmma matrix
// descriptor of the slot's buffer: the arena's shared address plus the
// stage's offset plus 32 bytes per k_block, bits 4-17 in bits 0-13, or-ed
// with the fixed fields: LBO 1 (bits 16-29), SBO = 8 rows x span >> 4
// (bits 32-45), base offset 0, swizzle mode in bits 62-63 (128 B -> 1,
// 64 B -> 2, 32 B -> 3). The `empty` array records the buffers it hands
// back.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s

// 128-byte swizzle: 1 << 16 | (1024 >> 4) << 32 | 1 << 62.
// CHECK-LABEL: gpu.module @sw128
// CHECK: async.barrier.alloc "ab.empty" {{.*}}count 1 {{.*}}buffer_stride = 8192 : i64{{.*}}buffers = 1024 : i64
// // The stage at 1024 + slot * 8192, slice k at + 32 k.
// CHECK: %[[ARENA:.*]] = memref.get_global @__async_arena_sw128 : memref<25600xi8, 3>
// CHECK: %[[STRIDE:.*]] = arith.constant 8192 : index
// CHECK: %[[OFF:.*]] = arith.constant 1024 : index
// CHECK: %[[SCALED:.*]] = arith.muli %{{.*}}, %[[STRIDE]] : index
// CHECK: %[[AT:.*]] = arith.addi %[[OFF]], %[[SCALED]] : index
// CHECK: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[ARENA]]
// CHECK: %[[STAGE:.*]] = arith.addi %[[BASE]], %[[AT]] : index
// CHECK: %[[K:.*]] = arith.constant 32 : index
// CHECK: %[[KB:.*]] = arith.muli %{{.*}}, %[[K]] : index
// CHECK: %[[ADDR:.*]] = arith.addi %[[STAGE]], %[[KB]] : index
// CHECK: %[[A64:.*]] = arith.index_castui %[[ADDR]] : index to i64
// CHECK: %[[MASK:.*]] = arith.constant 262143 : i64
// CHECK: %[[WIN:.*]] = arith.andi %[[A64]], %[[MASK]] : i64
// CHECK: %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK: %[[START:.*]] = arith.shrui %[[WIN]], %[[FOUR]] : i64
// CHECK: %[[FIXED:.*]] = arith.constant 4611686293305360384 : i64
// CHECK: %[[D:.*]] = arith.ori %[[START]], %[[FIXED]] : i64
// CHECK: nvvm.wgmma.mma_async %[[D]], %[[D]]
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
gpu.module @sw128 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sw128(%src: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ab" stages 3 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 8192 : i64, swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8192 = arith.constant 8192 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        %acc0 = llvm.mlir.undef : !acc
        %accn = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (!acc) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          nvvm.wgmma.fence.aligned
          %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (!acc) {
            %d = async.stage.descriptor %ring, %s[%j] : !async.pipeline<3>
            %a2 = nvvm.wgmma.mma_async %d, %d, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
            scf.yield %a2 : !acc
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %r : !acc
        }
        nvvm.wgmma.wait.group.sync.aligned 0
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<64x64xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c8192 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            async.copy.bulk %buf, %from, %full bytes 8192 : memref<64x64xbf16, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// 64-byte swizzle: 1 << 16 | (512 >> 4) << 32 | 2 << 62, as a signed i64.
// CHECK-LABEL: gpu.module @sw64
// CHECK: arith.constant -9223371899415756800 : i64
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
gpu.module @sw64 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sw64(%src: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ab" stages 3 scope cta buffer memref<64x32xbf16, 3> {tx_bytes = 4096 : i64, swizzle = 64 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4096 = arith.constant 4096 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        %acc0 = llvm.mlir.undef : !acc
        %accn = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (!acc) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          nvvm.wgmma.fence.aligned
          %r = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %acc) -> (!acc) {
            %d = async.stage.descriptor %ring, %s[%j] : !async.pipeline<3>
            %a2 = nvvm.wgmma.mma_async %d, %d, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
            scf.yield %a2 : !acc
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %r : !acc
        }
        nvvm.wgmma.wait.group.sync.aligned 0
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<64x32xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c4096 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            async.copy.bulk %buf, %from, %full bytes 4096 : memref<64x32xbf16, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// 32-byte swizzle: 1 << 16 | (256 >> 4) << 32 | 3 << 62, as a signed i64.
// CHECK-LABEL: gpu.module @sw32
// CHECK: arith.constant -4611685949707845632 : i64
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
gpu.module @sw32 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sw32(%src: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ab" stages 3 scope cta buffer memref<64x16xbf16, 3> {tx_bytes = 2048 : i64, swizzle = 32 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2048 = arith.constant 2048 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        %acc0 = llvm.mlir.undef : !acc
        %accn = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (!acc) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          nvvm.wgmma.fence.aligned
          %r = scf.for %j = %c0 to %c1 step %c1 iter_args(%a = %acc) -> (!acc) {
            %d = async.stage.descriptor %ring, %s[%j] : !async.pipeline<3>
            %a2 = nvvm.wgmma.mma_async %d, %d, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
            scf.yield %a2 : !acc
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %r : !acc
        }
        nvvm.wgmma.wait.group.sync.aligned 0
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<64x16xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c2048 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            async.copy.bulk %buf, %from, %full bytes 2048 : memref<64x16xbf16, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// sm_100a: the tcgen05 shared-memory descriptor of the same stage: the same
// start address and offsets, the constant 0b001 in bits 46-48 and the
// 128-byte swizzle as 2 in bits 61-63:
// 1 << 16 | 64 << 32 | 1 << 46 | 2 << 61 (as a signed i64).
// CHECK-LABEL: gpu.module @tcgen05_sw128
// CHECK: arith.shrui
// CHECK: %[[FIXED:.*]] = arith.constant 4611756662049538048 : i64
// CHECK: arith.ori %{{.*}}, %[[FIXED]] : i64
gpu.module @tcgen05_sw128 [#nvvm.target<chip = "sm_100a">] {
  gpu.func @k(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          %d = async.stage.descriptor %p, %s : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
