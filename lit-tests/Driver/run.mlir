// async-opt --run: its input checks come first and need no GPU; on a
// machine without a CUDA device the run itself is a clear error, exit 1.
// RUN: %not %async-opt %s --split-input-file --run 2>&1 | %FileCheck %s --check-prefix=FLAGS
// FLAGS: error: --run compiles and runs one input: it takes no --split-input-file, --pass-pipeline or --emit
// RUN: %not %async-opt %s --run 2>&1 | %FileCheck %s --check-prefix=SIGNATURE
// SIGNATURE: error: --run knows the reduction examples' signature (src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32); kernel 'other' takes (!llvm.ptr<1>, i32)
// RUN: %not %async-opt %S/../PTX/bulk-copies.mlir --run 2>&1 | %FileCheck %s --check-prefix=BLOCK
// BLOCK: error: --run needs the block size of kernel 'copies': give it known_block_size = array<i32: X, 1, 1>
// RUN: %not %async-opt %S/Inputs/two-kernels.mlir --run 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: error: --run needs exactly one kernel in the input, found 2
gpu.module @m {
  gpu.func @other(%p: !llvm.ptr<1>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
}
