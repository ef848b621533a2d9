// async-check-protocol on asynchronous readers: a stage read by a wgmma
// (through async.stage.descriptor) may be released only after the wgmma
// group that reads it has retired (wgmma.wait_group deep enough after its
// commit). Each buggy kernel is followed by its fixed twin, which gets no
// report. The pipeline passes run first, so the check sees what they
// generate: the release's arrive, the descriptor's arithmetic on the arena.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol'

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// Buggy: wait_group 1 right after the commit leaves the group that reads
// the stage pending, and the stage is released at once.
gpu.module @wait_one [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wait_one(%src: !llvm.ptr<1>, %tiles: i32) kernel
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
          nvvm.wgmma.wait.group.sync.aligned 1
          // expected-error @+1 {{may still be reading (role 'mma', warp 0): wgmma reads shared memory asynchronously, so the producer can overwrite its operands; its group is the most recent one, so only nvvm.wgmma.wait.group.sync.aligned 0 retires it before the release}}
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

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// Fixed: wait_group 0 retires it.
gpu.module @wait_zero [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wait_zero(%src: !llvm.ptr<1>, %tiles: i32) kernel
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

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// Buggy: released before the MMAs are even committed.
gpu.module @uncommitted [#nvvm.target<chip = "sm_90a">] {
  gpu.func @uncommitted(%src: !llvm.ptr<1>, %tiles: i32) kernel
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
          // expected-error @+1 {{may still be reading (role 'mma', warp 0): wgmma reads shared memory asynchronously, so the producer can overwrite its operands; commit its group (nvvm.wgmma.commit.group.sync.aligned) and wait for it with nvvm.wgmma.wait.group.sync.aligned 0 before the release}}
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
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

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// Fixed, the CUTLASS mainloop: keep one group in flight (wait_group 1)
// and release the previous stage, whose group that wait retired; drain
// with wait_group 0 before the last release.
gpu.module @previous_stage [#nvvm.target<chip = "sm_90a">] {
  gpu.func @previous_stage(%src: !llvm.ptr<1>, %tiles: i32) kernel
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
        %nonempty = arith.cmpi sgt, %n, %c0 : index
        scf.if %nonempty {
          %s0 = async.stage.consumer_wait %ring[%c0] : !async.pipeline<3>
          %acc = llvm.mlir.undef : !acc
          nvvm.wgmma.fence.aligned
          %r0 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (!acc) {
            %d = async.stage.descriptor %ring, %s0[%j] : !async.pipeline<3>
            %a2 = nvvm.wgmma.mma_async %d, %d, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
            scf.yield %a2 : !acc
          }
          nvvm.wgmma.commit.group.sync.aligned
          %last:2 = scf.for %k = %c1 to %n step %c1 iter_args(%prev = %s0, %acc2 = %r0) -> (!async.stage, !acc) {
            %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
            nvvm.wgmma.fence.aligned
            %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc2) -> (!acc) {
              %d = async.stage.descriptor %ring, %s[%j] : !async.pipeline<3>
              %a2 = nvvm.wgmma.mma_async %d, %d, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
              scf.yield %a2 : !acc
            }
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 1
            async.stage.consumer_release %ring, %prev : !async.pipeline<3>
            scf.yield %s, %r : !async.stage, !acc
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring, %last#0 : !async.pipeline<3>
        }
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
