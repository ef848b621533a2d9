// Runs the double-buffered bulk-copy example on the GPU and checks every
// CTA's sum against the CPU. Without a CUDA device this test is reported as
// unsupported (skipped), never as passed.
// REQUIRES: gpu, nvcc
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --emit=ptx --chip=sm_90a -o %t.ptx
// RUN: nvcc -O2 -o %t.run %S/../../examples/launcher/run_reduce.cu -lcuda
// RUN: %t.run %t.ptx bulk_copy_reduce 160 1 1 | %FileCheck %s
// RUN: %t.run %t.ptx bulk_copy_reduce 160 7 3 | %FileCheck %s
// RUN: %t.run %t.ptx bulk_copy_reduce 160 132 64 | %FileCheck %s
// RUN: %t.run %t.ptx bulk_copy_reduce 160 264 257 | %FileCheck %s
// CHECK: mismatches=0 -> PASS
