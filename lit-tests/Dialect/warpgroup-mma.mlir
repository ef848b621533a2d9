// async.warpgroup.mma: the custom form round-trips, the register and the
// descriptor forms of A, the accumulate flag, the element types and the
// transposes; each form lowers to its wgmma.mma_async.
// RUN: %async-opt %s --pass-pipeline='async-verify' | %FileCheck %s
// RUN: %async-opt %s --emit=ptx | %FileCheck %s --check-prefix=PTX
// CHECK: async.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {b_major = "mn"} : vector<64xf32>, vector<4xi32>
// CHECK: async.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} : vector<64xf32>, i64
// CHECK: async.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {a_major = "mn", a_type = "f16", b_major = "mn", b_type = "f16"} : vector<4xf32>, i64
// CHECK: async.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {a_type = "e4m3", b_type = "e5m2"} : vector<128xf32>, vector<4xi32>
// PTX: setp.ne.b32 p, %r{{[0-9]+}}, 0;
// PTX-NEXT: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// PTX: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// PTX: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 1, 1;
// PTX: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1;
gpu.module @forms [#nvvm.target<chip = "sm_90a">] {
  gpu.func @forms(%acc: vector<64xf32>, %a: vector<4xi32>, %da: i64, %b: i64, %p: i1,
                  %small: vector<4xf32>, %wide: vector<128xf32>, %out: !llvm.ptr<1>) kernel {
    %0 = async.warpgroup.mma %acc, %a, %b {b_major = "mn"} : vector<64xf32>, vector<4xi32>
    %1 = async.warpgroup.mma %0, %da, %b accumulate %p : vector<64xf32>, i64
    %2 = async.warpgroup.mma %small, %da, %b {a_type = "f16", b_type = "f16", a_major = "mn", b_major = "mn"} : vector<4xf32>, i64
    %3 = async.warpgroup.mma %wide, %a, %b {a_type = "e4m3", b_type = "e5m2"} : vector<128xf32>, vector<4xi32>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    %i = arith.constant 0 : i32
    %x = llvm.extractelement %1[%i : i32] : vector<64xf32>
    %y = llvm.extractelement %2[%i : i32] : vector<4xf32>
    %z = llvm.extractelement %3[%i : i32] : vector<128xf32>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    llvm.store %t, %out : f32, !llvm.ptr<1>
    gpu.return
  }
}
