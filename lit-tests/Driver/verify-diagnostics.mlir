// --verify-diagnostics fails on a missing or an unexpected diagnostic, and
// on a diagnostic on the wrong line.
// RUN: %not %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(async-verify)' 2>&1 | %FileCheck %s

func.func @missing() {
  // CHECK: verify-diagnostics.mlir:[[# @LINE + 1]]:1: error: expected error "never emitted" was not produced
// expected-error @+1 {{never emitted}}
  return
}

// -----

func.func @unexpected() {
  // CHECK: verify-diagnostics.mlir:[[# @LINE + 1]]:8: error: unexpected error: 'size' must be at least 1, got 0
  %0 = async.barrier.alloc "x" size 0 count 1 scope cta : !async.mbarrier_array<0>
  return
}

// -----

func.func @wrong_line() {
  // expected-error @+1 {{'size' must be at least 1}}
  // CHECK: verify-diagnostics.mlir:[[# @LINE + 1]]:8: error: unexpected error: 'size' must be at least 1, got 0
  %0 = async.barrier.alloc "x" size 0 count 1 scope cta : !async.mbarrier_array<0>
  return
}
