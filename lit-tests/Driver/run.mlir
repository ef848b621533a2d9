// async-opt --run: its input checks come first and need no GPU; on a
// machine without a CUDA device the run itself is a clear error, exit 1.
// RUN: %not %async-opt %s --split-input-file --run 2>&1 | %FileCheck %s --check-prefix=FLAGS
// FLAGS: error: --run compiles and runs one input: it takes no --split-input-file, --pass-pipeline or --emit
// RUN: %not %async-opt %s --run 2>&1 | %FileCheck %s --check-prefix=SIGNATURE
// SIGNATURE: error: --run knows three kernel signatures: the reduction examples' (src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32), the GEMM's (a, b: !async.tensor_map<... x bf16, ...>, c, m, n, k_tiles: i32, or for FP8 a, b of f8E4M3FN or f8E5M2, c, scale_a, scale_b: !llvm.ptr<1>, m, n, k_tiles: i32) and attn-gen's attention ({{.*}}); kernel 'other' takes (!llvm.ptr<1>, i32)
// The GEMM contract: the schedule must be stated; the shape is checked
// before any GPU is needed.
// RUN: sed 's/phaselock.schedule = "persistent"/phaselock.schedule = "rows"/' %S/../../examples/gemm_bf16.mlir > %t.gemm.mlir
// RUN: %not %async-opt %t.gemm.mlir --run 2>&1 | %FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: error: --run: the GEMM kernel 'gemm_bf16' needs phaselock.schedule = "persistent" or "one_tile", got 'rows'
// RUN: %not %async-opt %S/../../examples/gemm_bf16.mlir --run --gemm-shape 64x0x64 2>&1 | %FileCheck %s --check-prefix=SHAPE
// SHAPE: error: invalid value '64x0x64' for '--gemm-shape <GEMM_SHAPE>': expected MxNxK with positive numbers, got '64x0x64'
// RUN: %not %async-opt %S/../PTX/bulk-copies.mlir --run 2>&1 | %FileCheck %s --check-prefix=BLOCK
// BLOCK: error: --run needs the block size of kernel 'copies': give it known_block_size = array<i32: X, 1, 1>
// RUN: %not %async-opt %S/Inputs/two-kernels.mlir --run 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: error: --run needs exactly one kernel in the input, found 2
gpu.module @m {
  gpu.func @other(%p: !llvm.ptr<1>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
}
