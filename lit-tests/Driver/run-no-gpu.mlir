// Without a CUDA device, --run says so and exits 1.
// UNSUPPORTED: gpu
// RUN: %not %async-opt %S/../../examples/ring_reduce.mlir --run 2>&1 | %FileCheck %s
// CHECK: examples/ring_reduce.mlir: error: no CUDA device
// The GEMM contract is recognized before the device is needed.
// RUN: %not %async-opt %S/../../examples/gemm_bf16.mlir --run --gemm-shape 256x256x128 2>&1 | %FileCheck %s --check-prefix=GEMM
// GEMM: examples/gemm_bf16.mlir: error: no CUDA device
