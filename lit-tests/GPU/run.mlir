// async-opt --run compiles each example for this GPU and runs it, checked
// against the CPU.
// REQUIRES: gpu
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --run --ctas 132 --tiles 64 | %FileCheck %s
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --run --ctas 132 --tiles 64 | %FileCheck %s
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --run | %FileCheck %s
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --run --gemm-shape 1000x1000x1000 | %FileCheck %s
// CHECK: mismatches=0 -> PASS
