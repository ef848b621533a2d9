// Runs the pipeline-level examples (ring_reduce for stages 1, 2, 3, 4, 6;
// cluster_reduce for the same stages and cluster sizes 1, 2, 4) on the GPU
// and checks every result against the CPU. Without a CUDA device this test
// is reported as unsupported (skipped), never as passed.
// REQUIRES: gpu, nvcc
// RUN: env ASYNC_OPT=%async-opt %S/../../scripts/gpu-examples.sh build %t
// RUN: %S/../../scripts/gpu-examples.sh run %t | %FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ALL PASS
