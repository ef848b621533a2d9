// A value used before its definition, in an input with an scf.index_switch:
// MLIR 22's scf.index_switch parser frees the case region that defines it
// when a later region fails to parse, while the earlier use still points at
// it (a use after free the fuzz smoke found). The precheck rejects the
// forward use, located, before MLIR parses anything.
// RUN: %not %async-opt %s --split-input-file 2>&1 | %FileCheck %s --implicit-check-not=Invalid
// CHECK: index-switch-forward.mlir:[[@LINE+3]]:19: error: '%fwd' is used before its definition: with an scf.index_switch in the input this is not supported
func.func @forward(%i: index) {
  %c0 = arith.constant 0 : index
  %x = arith.addi %fwd, %c0 : index
  scf.index_switch %i
  case 0 {
    %fwd = arith.constant 1 : index
    scf.yield
  }
  default {
    %y = arith.addi %c0, %c0 : i32
    scf.yield
  }
  return
}
