// An scf.index_switch whose values are all defined before their uses
// (results, iter_args, loop variables, block arguments, result lists)
// passes the precheck.
// RUN: %async-opt %s | %FileCheck %s
// CHECK-LABEL: func.func @defined
// CHECK: scf.index_switch
func.func @defined(%i: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %r = scf.index_switch %i -> index
    case 0 {
      %a = arith.addi %acc, %k : index
      scf.yield %a : index
    }
    default {
      scf.yield %acc : index
    }
    scf.yield %r : index
  }
  %q:2 = scf.execute_region -> (index, index) {
    cf.br ^bb1(%s : index)
  ^bb1(%v: index):
    scf.yield %v, %v : index, index
  }
  return %q#1 : index
}
