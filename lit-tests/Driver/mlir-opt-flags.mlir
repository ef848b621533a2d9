// mlir-opt's flags, and its long options with one dash.

// --mlir-print-op-generic prints every op in generic form.
// RUN: %async-opt %s --mlir-print-op-generic | %FileCheck %s --check-prefix=GENERIC
// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = () -> index, sym_name = "f"}> ({
// GENERIC: "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC: "func.return"

// --mlir-print-debuginfo prints the locations.
// RUN: %async-opt %s --mlir-print-debuginfo | %FileCheck %s --check-prefix=DEBUGINFO
// DEBUGINFO: arith.constant 1 : index loc([[LOC:#loc[0-9]+]])
// DEBUGINFO: [[LOC]] = loc("{{.*}}mlir-opt-flags.mlir":{{[0-9]+}}:8)

// --mlir-timing reports the passes' times to stderr; the IR still goes to stdout.
// RUN: %async-opt %s --pass-pipeline='builtin.module(async-verify,canonicalize)' --mlir-timing 2>%t.timing | %FileCheck %s --check-prefix=TIMED
// RUN: %FileCheck %s --check-prefix=TIMING < %t.timing
// TIMED: func.func @f
// TIMING: Execution time report
// TIMING: async-verify
// TIMING: Canonicalizer
// TIMING: Total
// Without a pipeline the report holds the total alone.
// RUN: %async-opt %s --mlir-timing 2>&1 >/dev/null | %FileCheck %s --check-prefix=BARE-TIMING
// BARE-TIMING: Execution time report
// BARE-TIMING: Total

// --mlir-print-ir-before-all, for phaselock's passes and upstream ones.
// RUN: %async-opt %s --pass-pipeline='builtin.module(async-verify,canonicalize)' --mlir-print-ir-before-all 2>&1 >/dev/null | %FileCheck %s --check-prefix=BEFORE
// BEFORE: // -----// IR Dump Before async-verify
// BEFORE: func.func @f
// BEFORE: // -----// IR Dump Before Canonicalizer (canonicalize)
// BEFORE-NOT: IR Dump After

// The printing flags apply to the dumps too.
// RUN: %async-opt %s --pass-pipeline='builtin.module(canonicalize)' --mlir-print-ir-after-all --mlir-print-op-generic 2>&1 >/dev/null | %FileCheck %s --check-prefix=AFTER-GENERIC
// AFTER-GENERIC: // -----// IR Dump After Canonicalizer (canonicalize)
// AFTER-GENERIC: "func.func"()

// --mlir-print-ir-after-all with --emit: the IR after every pass of the
// lowering on stderr, then the artifact.
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --emit=llvm --mlir-print-ir-after-all 2>%t.dumps | %FileCheck %s --check-prefix=EMIT
// RUN: %FileCheck %s --check-prefix=EMIT-DUMPS < %t.dumps
// EMIT: define {{.*}}@ring_reduce
// EMIT-DUMPS: // -----// IR Dump After async-verify
// EMIT-DUMPS: // -----// IR Dump After async-insert-phases
// EMIT-DUMPS: // -----// IR Dump After convert-async-to-nvvm
// EMIT-DUMPS: llvm.func @ring_reduce

// --allow-unregistered-dialect keeps ops of unknown dialects; without it they
// are errors that name the flag.
// RUN: printf 'func.func @f() {\n  "test.op"() {x = 1 : i32} : () -> ()\n  return\n}\n' > %t.unregistered.mlir
// RUN: %async-opt %t.unregistered.mlir --allow-unregistered-dialect --pass-pipeline='builtin.module(async-verify)' | %FileCheck %s --check-prefix=UNREG
// UNREG: "test.op"() {x = 1 : i32} : () -> ()
// RUN: %not %async-opt %t.unregistered.mlir 2>&1 | %FileCheck %s --check-prefix=UNREG-ERR
// UNREG-ERR: unregistered.mlir:2:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect

// Long options with one dash, as mlir-opt takes them; -o and values that
// start with a dash are left alone.
// RUN: %async-opt %s -pass-pipeline='builtin.module(canonicalize)' -mlir-print-op-generic -o %t.dash.mlir
// RUN: %FileCheck %s --check-prefix=GENERIC < %t.dash.mlir
// RUN: printf 'func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n' > %t.split.mlir
// RUN: %async-opt -split-input-file %t.split.mlir -pass-pipeline 'builtin.module(async-verify)' | %FileCheck %s --check-prefix=DASH-SPLIT
// DASH-SPLIT: func.func @a
// DASH-SPLIT: // -----
// DASH-SPLIT: func.func @b
// RUN: cat %s | %async-opt - -mlir-print-debuginfo -o - | %FileCheck %s --check-prefix=DASH-STDIN
// DASH-STDIN: loc("<stdin>":
// RUN: %not %async-opt %s -no-such-flag 2>&1 | %FileCheck %s --check-prefix=DASH-BAD
// DASH-BAD: error: unexpected argument '-n' found

// --help lists them.
// RUN: %async-opt --help | %FileCheck %s --check-prefix=HELP
// HELP-DAG: --mlir-print-ir-before-all
// HELP-DAG: --mlir-print-ir-after-all
// HELP-DAG: --mlir-timing
// HELP-DAG: --mlir-print-op-generic
// HELP-DAG: --mlir-print-debuginfo
// HELP-DAG: --allow-unregistered-dialect

func.func @f() -> index {
  %c = arith.constant 1 : index
  return %c : index
}
