// Float max/min and the math ops become PTX instructions, never a call into
// libdevice (which is not linked: ptxas would stop at an unresolved
// extern such as '__nv_fmaxf', with no line to point at). Each PTX is
// assembled by ptxas for its chip.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s --implicit-check-not=extern --implicit-check-not=call < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %s --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s --implicit-check-not=extern --implicit-check-not=call < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin

gpu.module @math [#nvvm.target<chip = "sm_90a">] {
  // CHECK-LABEL: .entry minmax(
  // CHECK-DAG: max.f32
  // CHECK-DAG: min.f32
  // CHECK-DAG: max.NaN.f32
  // CHECK-DAG: min.NaN.f32
  // CHECK-DAG: max.f64
  // CHECK-DAG: min.f16
  gpu.func @minmax(%out: memref<8xf32, 1>, %outd: memref<1xf64, 1>, %outh: memref<1xf16, 1>, %a: f32, %b: f32, %d: f64, %e: f64, %h: f16, %g: f16) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x = arith.maxnumf %a, %b : f32
    %y = arith.minnumf %a, %b : f32
    %z = arith.maximumf %a, %b : f32
    %w = arith.minimumf %a, %b : f32
    memref.store %x, %out[%c0] : memref<8xf32, 1>
    memref.store %y, %out[%c1] : memref<8xf32, 1>
    memref.store %z, %out[%c2] : memref<8xf32, 1>
    memref.store %w, %out[%c3] : memref<8xf32, 1>
    %dm = arith.maxnumf %d, %e : f64
    memref.store %dm, %outd[%c0] : memref<1xf64, 1>
    %hm = arith.minnumf %h, %g : f16
    memref.store %hm, %outh[%c0] : memref<1xf16, 1>
    gpu.return
  }

  // CHECK-LABEL: .entry fast(
  // CHECK-DAG: ex2.approx.ftz.f32
  // CHECK-DAG: lg2.approx.ftz.f32
  // CHECK-DAG: rsqrt.approx.ftz.f32
  // CHECK-DAG: sin.approx.ftz.f32
  // CHECK-DAG: cos.approx.ftz.f32
  // CHECK-DAG: tanh.approx.f32
  // CHECK-DAG: fma.rn.f32
  // CHECK-DAG: abs.f32
  // CHECK-DAG: sqrt.rn.f32
  // CHECK-DAG: copysign.f32
  // CHECK-DAG: cvt.rmi.f32.f32
  // CHECK-DAG: cvt.rpi.f32.f32
  // CHECK-DAG: cvt.rzi.f32.f32
  // CHECK-DAG: cvt.rni.f32.f32
  // CHECK-DAG: sqrt.rn.f64
  // CHECK-DAG: fma.rn.f64
  // CHECK-DAG: clz.b32
  // CHECK-DAG: popc.b32
  gpu.func @fast(%out: memref<32xf32, 1>, %outd: memref<2xf64, 1>, %outi: memref<4xi32, 1>, %a: f32, %b: f32, %d: f64, %i: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c14 = arith.constant 14 : index
    %c15 = arith.constant 15 : index
    %e2 = math.exp2 %a : f32
    memref.store %e2, %out[%c0] : memref<32xf32, 1>
    %l2 = math.log2 %a : f32
    memref.store %l2, %out[%c1] : memref<32xf32, 1>
    %e = math.exp %b : f32
    memref.store %e, %out[%c2] : memref<32xf32, 1>
    %l = math.log %b : f32
    memref.store %l, %out[%c3] : memref<32xf32, 1>
    %r = math.rsqrt %a : f32
    memref.store %r, %out[%c4] : memref<32xf32, 1>
    %s = math.sin %a : f32
    memref.store %s, %out[%c5] : memref<32xf32, 1>
    %co = math.cos %a : f32
    memref.store %co, %out[%c6] : memref<32xf32, 1>
    %t = math.tanh %a : f32
    memref.store %t, %out[%c7] : memref<32xf32, 1>
    %f = math.fma %a, %b, %a : f32
    memref.store %f, %out[%c8] : memref<32xf32, 1>
    %ab = math.absf %b : f32
    memref.store %ab, %out[%c9] : memref<32xf32, 1>
    %sq = math.sqrt %b : f32
    memref.store %sq, %out[%c10] : memref<32xf32, 1>
    %cs = math.copysign %a, %b : f32
    memref.store %cs, %out[%c11] : memref<32xf32, 1>
    %fl = math.floor %a : f32
    memref.store %fl, %out[%c12] : memref<32xf32, 1>
    %ce = math.ceil %a : f32
    memref.store %ce, %out[%c13] : memref<32xf32, 1>
    %tr = math.trunc %a : f32
    memref.store %tr, %out[%c14] : memref<32xf32, 1>
    %re = math.roundeven %a : f32
    memref.store %re, %out[%c15] : memref<32xf32, 1>
    %ds = math.sqrt %d : f64
    memref.store %ds, %outd[%c0] : memref<2xf64, 1>
    %df = math.fma %d, %d, %d : f64
    memref.store %df, %outd[%c1] : memref<2xf64, 1>
    %cl = math.ctlz %i : i32
    memref.store %cl, %outi[%c0] : memref<4xi32, 1>
    %cp = math.ctpop %i : i32
    memref.store %cp, %outi[%c1] : memref<4xi32, 1>
    gpu.return
  }
}
