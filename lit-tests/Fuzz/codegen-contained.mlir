// An intrinsic form that LLVM's NVPTX instruction selection cannot select
// stops LLVM with an abort. Code generation runs in a child process, so the
// abort becomes an error of the compile, with LLVM's message.
// RUN: %not %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace
// CHECK: error: LLVM's code generation crashed on this module (it was killed by signal 6); LLVM said: Cannot select: intrinsic %llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d
gpu.module @m {
  llvm.func @k(%d: !llvm.ptr<3>, %t: !llvm.ptr, %b: !llvm.ptr<3>, %c: i32) attributes {gpu.kernel, nvvm.kernel} {
    nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %b, box[%c, %c] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
    llvm.return
  }
}
