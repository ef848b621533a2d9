// Without a CUDA device, --run says so and exits 1.
// UNSUPPORTED: gpu
// RUN: %not %async-opt %S/../../examples/ring_reduce.mlir --run 2>&1 | %FileCheck %s
// CHECK: examples/ring_reduce.mlir: error: no CUDA device
