// An intrinsic form that LLVM's NVPTX instruction selection cannot select
// stops LLVM with an abort. Code generation runs in a child process, so the
// abort becomes an error of the compile, with LLVM's message. (The forms
// known to abort are located errors of async-verify, e.g. a tensor copy with
// isCTAOnly on sm_90a in Dialect/invalid.mlir; this one, a float redux that
// only sm_100a has, stands for those not foreseen.)
// RUN: %not %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace
// CHECK: error: LLVM's code generation crashed on this module (it was killed by signal 6); LLVM said: Cannot select: intrinsic %llvm.nvvm.redux.sync.fmin
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%v: f32, %m: i32, %p: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %r = nvvm.redux.sync fmin %v, %m : f32 -> f32
    llvm.store %r, %p : f32, !llvm.ptr<1>
    llvm.return
  }
}
