// Upstream wgmma ops inside a role lower through convert-nvvm-to-llvm
// (inline PTX) on sm_90a and assemble; on sm_100a, which has no wgmma,
// each is a located error instead of an LLVM abort.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.ptx
// RUN: %FileCheck %s --check-prefix=SM90 < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: %not %async-opt %s --emit=ptx --chip=sm_100a 2>&1 | %FileCheck %s --check-prefix=SM100
// SM90: .target sm_90a
// SM90: wgmma.fence.sync.aligned;
// SM90: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{[{]}}{{(%r[0-9]+, )+}}%r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// SM90: wgmma.commit_group.sync.aligned;
// SM90: wgmma.wait_group.sync.aligned {{[[:space:]]*}}0;
// SM100: wgmma.mlir:[[# @LINE + 10]]:9: error: 'nvvm.wgmma.fence.aligned' is a wgmma op, which needs sm_90a; the target is sm_100a (use tcgen05 there)
// SM100: wgmma.mlir:[[# @LINE + 10]]:17: error: 'nvvm.wgmma.mma_async' is a wgmma op, which needs sm_90a; the target is sm_100a
// SM100: wgmma.mlir:[[# @LINE + 10]]:9: error: 'nvvm.wgmma.commit.group.sync.aligned' is a wgmma op
// SM100: wgmma.mlir:[[# @LINE + 10]]:9: error: 'nvvm.wgmma.wait.group.sync.aligned' is a wgmma op
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  gpu.func @mma(%da: i64, %db: i64) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    async.warp_specialize {
      async.role "mma" warps 4 {
        %acc0 = llvm.mlir.undef : !acc
        nvvm.wgmma.fence.aligned
        %acc1 = nvvm.wgmma.mma_async %da, %db, %acc0, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
      }
    }
    gpu.return
  }
}
