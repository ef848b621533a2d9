// Pipelines mix phaselock passes with upstream ones; errors in the pipeline
// text are reported, not aborted on.
// RUN: %async-opt %s --pass-pipeline='builtin.module(async-verify,canonicalize,async-verify)' | %FileCheck %s
// RUN: %async-opt %s --pass-pipeline='async-verify{chip=sm_100a},canonicalize' | %FileCheck %s
// RUN: %async-opt %s --pass-pipeline='builtin.module(async-verify)' --mlir-print-ir-after-all 2>&1 >/dev/null | %FileCheck %s --check-prefix=PRINT
// RUN: %not %async-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// RUN: %not %async-opt %s --pass-pipeline='builtin.module(async-verify' 2>&1 | %FileCheck %s --check-prefix=UNBALANCED
// RUN: %not %async-opt %s --pass-pipeline='async-verify{chip=sm_80}' 2>&1 | %FileCheck %s --check-prefix=BADCHIP
// RUN: %not %async-opt %s --pass-pipeline='async-verify{fast=1}' 2>&1 | %FileCheck %s --check-prefix=BADOPT

// CHECK-LABEL: func.func @fold
// CHECK-NOT: arith.addi
// CHECK: async.barrier.alloc{{( |$)}}
// PRINT: // -----// IR Dump After async-verify
// UNKNOWN: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNBALANCED: error: unbalanced parentheses in the pass pipeline
// BADCHIP: error: pass 'async-verify': unsupported chip `sm_80`: expected sm_90a or sm_100a
// BADOPT: error: pass 'async-verify' has no option 'fast' (only chip)
func.func @fold() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %0 = async.barrier.alloc "x" size 2 count 1 scope cta : !async.mbarrier_array<2>
  return %s : index
}

// `async-to-ptx` names the whole default pipeline; it takes the chip option
// and nothing else.
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-to-ptx' | %FileCheck %s --check-prefix=TOPTX
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-to-ptx{chip=sm_100a}' | %FileCheck %s --check-prefix=TOPTX
// TOPTX: llvm.func @ring_reduce
// TOPTX-NOT: "async.
// RUN: %not %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline='async-to-ptx{print-layout}' 2>&1 | %FileCheck %s --check-prefix=TOPTX-BAD
// TOPTX-BAD: error: pass 'async-to-ptx' has no option 'print-layout'

// The checker's options.
// RUN: %not %async-opt %s --pass-pipeline='async-check-protocol{print-ledger=yaml}' 2>&1 | %FileCheck %s --check-prefix=LEDGER-BAD
// LEDGER-BAD: error: pass 'async-check-protocol': option 'print-ledger' takes markdown or json, got 'yaml'
// RUN: %not %async-opt %s --pass-pipeline='async-check-protocol{trips=1000}' 2>&1 | %FileCheck %s --check-prefix=TRIPS-BAD
// TRIPS-BAD: error: pass 'async-check-protocol': option 'trips' takes an integer in 0..=64, got '1000'
// RUN: %not %async-opt %s --async-print-ledger=xml 2>&1 | %FileCheck %s --check-prefix=FLAG-BAD
// FLAG-BAD: error: --async-print-ledger takes markdown or json, got 'xml'

// Each pass takes the options it declares, and names them when one is not.
// RUN: %not %async-opt %s --pass-pipeline='async-ring-alloc{trips=2}' 2>&1 | %FileCheck %s --check-prefix=OTHER-PASS
// OTHER-PASS: error: pass 'async-ring-alloc' has no option 'trips' (it takes chip, print-layout)
// RUN: %not %async-opt %s --pass-pipeline='async-instrument{timeout-ms=0}' 2>&1 | %FileCheck %s --check-prefix=INSTR-BAD
// INSTR-BAD: error: pass 'async-instrument': option 'timeout-ms' takes 1..=3600000 (one hour), got '0'
// RUN: %not %async-opt %s --pass-pipeline='async-lower-cluster-barrier{unsafe-order=maybe}' 2>&1 | %FileCheck %s --check-prefix=FLAG-VALUE
// FLAG-VALUE: error: pass 'async-lower-cluster-barrier': option 'unsafe-order' takes true or false, got 'maybe'
