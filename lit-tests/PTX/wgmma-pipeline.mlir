// A one-CTA wgmma mainloop on sm_90a through the default pipeline, the
// protocol checker on: a producer warp fills a 3-stage, 128-byte-swizzled
// ring with bulk copies; a consumer warpgroup issues four m64n64k16 bf16
// wgmmas per stage on the stage's descriptors (one per 32-byte K slice),
// keeps one group in flight and releases the previous stage (the CUTLASS
// pattern). No report; the PTX assembles.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// QUIET-NOT: {{error|warning}}
// CHECK: .target sm_90a
// The arena is aligned to the 128-byte swizzle atom; the stages start at 1024.
// CHECK: .shared .align 1024 .b8 __async_arena_previous_stage[25600];
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: wgmma.fence.sync.aligned;
// The descriptor's fixed fields: LBO 1, SBO 64, mode 1 (128-byte swizzle).
// CHECK: or.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4611686293305360384;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned {{[[:space:]]*}}1;
// CHECK: mbarrier.arrive.shared::cta.b64
// CHECK: wgmma.wait_group.sync.aligned {{[[:space:]]*}}0;
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
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
