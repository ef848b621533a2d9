// The fragment ops round-trip and lower: reduce_rows to the thread's
// elements of each row combined, then two bfly shuffles (lane offsets 1
// and 2); broadcast_rows to a shuffle of the pair; coordinates to the
// warp's rows and the lane's columns; pack to bf16x2 conversions; math on
// a fragment to the PTX approximation per element.
// RUN: %async-opt %s --pass-pipeline='async-verify' | %FileCheck %s
// RUN: %async-opt %s --emit=ptx | %FileCheck %s --check-prefix=PTX
// CHECK: async.fragment.reduce_rows max %{{.*}} : vector<8xf32> -> vector<2xf32>
// CHECK: async.fragment.reduce_rows add %{{.*}} : vector<8xf32> -> vector<2xf32>
// CHECK: async.fragment.broadcast_rows %{{.*}} : vector<2xf32> -> vector<8xf32>
// CHECK: async.fragment.coordinates : vector<8xi32>, vector<8xi32>
// CHECK: async.fragment.pack %{{.*}} : vector<8xf32> -> vector<4xi32>
// CHECK: async.fragment.pack %{{.*}} {type = "f16"} : vector<8xf32> -> vector<4xi32>
// PTX-COUNT-3: max.NaN.f32
// PTX: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// PTX: shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// PTX: ex2.approx.ftz.f32
// PTX: cvt.rn.bf16x2.f32
// PTX: cvt.rn.f16x2.f32
gpu.module @fragments [#nvvm.target<chip = "sm_90a">] {
  gpu.func @fragments(%s: vector<8xf32>, %out: !llvm.ptr<1>) kernel {
    %m = async.fragment.reduce_rows max %s : vector<8xf32> -> vector<2xf32>
    %l = async.fragment.reduce_rows add %s : vector<8xf32> -> vector<2xf32>
    %mb = async.fragment.broadcast_rows %m : vector<2xf32> -> vector<8xf32>
    %d = arith.subf %s, %mb : vector<8xf32>
    %e = math.exp2 %d : vector<8xf32>
    %r, %c = async.fragment.coordinates : vector<8xi32>, vector<8xi32>
    %keep = arith.cmpi sle, %c, %r : vector<8xi32>
    %zero = arith.constant dense<0.0> : vector<8xf32>
    %p = arith.select %keep, %e, %zero : vector<8xi1>, vector<8xf32>
    %bf = async.fragment.pack %p : vector<8xf32> -> vector<4xi32>
    %hf = async.fragment.pack %p {type = "f16"} : vector<8xf32> -> vector<4xi32>
    %x = arith.xori %bf, %hf : vector<4xi32>
    llvm.store %x, %out : vector<4xi32>, !llvm.ptr<1>
    %i = arith.constant 16 : i32
    %at = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    llvm.store %l, %at : vector<2xf32>, !llvm.ptr<1>
    gpu.return
  }
}
