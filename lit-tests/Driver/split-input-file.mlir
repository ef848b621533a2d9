// --split-input-file: every piece runs; those that succeed are printed,
// separated by `// -----`, those that fail are reported, and the exit
// status is 1 if any failed.
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='builtin.module(async-verify)' 2>%t.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// CHECK:     func.func @first
// CHECK-NOT: func.func @second
// CHECK:     // -----
// CHECK:     func.func @third
// ERR: split-input-file.mlir:[[@LINE+10]]:8: error: 'size' must be at least 1, got 0
// ERR-NOT: error

func.func @first() {
  return
}

// -----

func.func @second() {
  %0 = async.barrier.alloc "x" size 0 count 1 scope cta : !async.mbarrier_array<0>
  return
}

// -----

func.func @third() {
  return
}
