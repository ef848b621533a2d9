// A float or math op without a native PTX form is refused at the op, before
// code generation, instead of becoming a libdevice call that ptxas cannot
// resolve (its error has no line).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='convert-math-to-nvvm'
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=__nv_

gpu.module @powf {
  gpu.func @powf(%out: memref<1xf32, 1>, %a: f32, %b: f32) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: math-invalid.mlir:[[@LINE+2]]:10: error: 'math.powf' on f32 has no native PTX form: it would become a call into libdevice, which is not linked; the math ops with one are
    // expected-error @+1 {{'math.powf' on f32 has no native PTX form: it would become a call into libdevice, which is not linked; the math ops with one are math.absf, math.fma, math.sqrt, math.floor, math.ceil, math.trunc, math.round, math.roundeven, math.copysign, math.ctlz, math.cttz, math.ctpop, math.absi, math.exp2, math.log2, math.exp, math.log, math.rsqrt, math.sin, math.cos, math.tanh}}
    %p = math.powf %a, %b : f32
    memref.store %p, %out[%c0] : memref<1xf32, 1>
    gpu.return
  }
}

// -----

// The approximations are f32 only.
gpu.module @exp_f64 {
  gpu.func @exp_f64(%out: memref<1xf64, 1>, %a: f64) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: math-invalid.mlir:[[@LINE+2]]:10: error: 'math.exp' on f64 has no native PTX form
    // expected-error @+1 {{'math.exp' on f64 has no native PTX form: it would become a call into libdevice, which is not linked; it has one for f32 scalars and vectors (the PTX approximations, element by element)}}
    %e = math.exp %a : f64
    memref.store %e, %out[%c0] : memref<1xf64, 1>
    gpu.return
  }
}

// -----

gpu.module @remf {
  gpu.func @remf(%out: memref<1xf32, 1>, %a: f32, %b: f32) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: math-invalid.mlir:[[@LINE+2]]:10: error: 'arith.remf' on f32 has no native PTX form
    // expected-error @+1 {{'arith.remf' on f32 has no native PTX form}}
    %r = arith.remf %a, %b : f32
    memref.store %r, %out[%c0] : memref<1xf32, 1>
    gpu.return
  }
}

// -----

// Integer ops take integers, not index.
gpu.module @ctlz_index {
  gpu.func @ctlz_index(%out: memref<1xindex, 1>, %a: index) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: math-invalid.mlir:[[@LINE+2]]:10: error: 'math.ctlz' on index has no native PTX form
    // expected-error @+1 {{'math.ctlz' on index has no native PTX form: it would become a call into libdevice, which is not linked; it has one for integer scalars and vectors (not index)}}
    %r = math.ctlz %a : index
    memref.store %r, %out[%c0] : memref<1xindex, 1>
    gpu.return
  }
}
