// Bad input of every kind: a located diagnostic and exit 1, never a panic,
// a backtrace or an LLVM abort.
// RUN: printf '\x00\xff\xfe\x80garbage' > %t.garbage.mlir
// RUN: %not %async-opt %t.garbage.mlir 2>&1 | %FileCheck %s --check-prefix=GARBAGE --implicit-check-not=panicked --implicit-check-not="LLVM ERROR" --implicit-check-not=backtrace
// GARBAGE: garbage.mlir:1:2: error: input is not valid UTF-8 text

// RUN: printf 'module {\n' > %t.nul.mlir && printf '\x00' >> %t.nul.mlir
// RUN: %not %async-opt %t.nul.mlir 2>&1 | %FileCheck %s --check-prefix=NUL --implicit-check-not=panicked
// NUL: nul.mlir:2:1: error: input contains a NUL byte

// RUN: printf '' > %t.empty.mlir
// RUN: %not %async-opt %t.empty.mlir 2>&1 | %FileCheck %s --check-prefix=EMPTY --implicit-check-not=panicked
// EMPTY: empty.mlir:1:1: error: input holds no operation

// RUN: printf 'func.func @f() {\n  %%%%0 = "async.barrier.alloc"() {size = 2 : i64\n' > %t.trunc.mlir
// RUN: %not %async-opt %t.trunc.mlir 2>&1 | %FileCheck %s --check-prefix=TRUNC --implicit-check-not=panicked
// TRUNC: trunc.mlir:2:47: error: expected '}' in attribute dictionary

// RUN: printf 'func.func @f() {\n  "async.nope"() : () -> ()\n  return\n}\n' > %t.nope.mlir
// RUN: %not %async-opt %t.nope.mlir 2>&1 | %FileCheck %s --check-prefix=NOPE --implicit-check-not=panicked
// NOPE: nope.mlir:2:3: error: unregistered operation 'async.nope' found in dialect ('async') that does not allow unknown operations

// RUN: printf 'async.nope\n' | %not %async-opt - 2>&1 | %FileCheck %s --check-prefix=CUSTOM --implicit-check-not=panicked
// CUSTOM: <stdin>:1:1: error: custom op 'async.nope' is unknown

// RUN: %not %async-opt %t.does-not-exist.mlir 2>&1 | %FileCheck %s --check-prefix=MISSING --implicit-check-not=panicked
// MISSING: async-opt: error: cannot read '{{.*}}does-not-exist.mlir'

// RUN: %not %async-opt %s --chip=sm_75 2>&1 | %FileCheck %s --check-prefix=CHIP
// CHIP: async-opt: error: unsupported chip `sm_75`: expected sm_90a or sm_100a

// RUN: %not %async-opt %s --no-such-flag 2>&1 | %FileCheck %s --check-prefix=FLAG
// FLAG: error: unexpected argument '--no-such-flag'
func.func @f() {
  return
}
