// Parse errors: located, with the source line and a caret under the column.
// RUN: %not %async-opt %s 2>&1 | %FileCheck %s --strict-whitespace --implicit-check-not=panicked --implicit-check-not="cannot parse the input"
// CHECK:      parse-errors.mlir:[[@LINE+8]]:26: error: expected ','
// CHECK-NEXT: {{^}}    async.barrier.wait %b mode try{{$}}
// CHECK-NEXT: {{^}}                         ^{{$}}
// A syntax error on a line that writes an op of ours has a note with the
// op's custom form from the reference (and no second caret).
// CHECK-NEXT: parse-errors.mlir:[[@LINE+3]]:26: note: 'async.barrier.wait' is written like `async.barrier.wait %b, %phase mode try` (docs/ops.md); the generic form quotes the name: `"async.barrier.wait"(...)`{{$}}
// CHECK-NOT:  ^
func.func @wait(%b: !async.mbarrier) {
    async.barrier.wait %b mode try
    return
}

// An op of ours with its attribute dictionary where the custom form wants
// its name: the error points at the dictionary.
// RUN: printf 'func.func @f() {\n  %%%%0 = async.barrier.alloc {size = 2 : i64}\n  return\n}\n' > %t.alloc.mlir
// RUN: %not %async-opt %t.alloc.mlir 2>&1 | %FileCheck %s --check-prefix=ALLOC --strict-whitespace
// ALLOC:      alloc.mlir:2:28: error: custom op 'async.barrier.alloc' invalid kind of attribute specified
// ALLOC-NEXT: {{^}}  %0 = async.barrier.alloc {size = 2 : i64}{{$}}
// ALLOC-NEXT: {{^}}                           ^{{$}}

// MLIR's own parse errors get the line and the caret too; a tab before the
// column stays a tab, so the caret lines up.
// RUN: printf 'func.func @f() {\n\t%%%%0 = arith.constant 1 : i32 junk\n  return\n}\n' > %t.junk.mlir
// RUN: %not %async-opt %t.junk.mlir 2>&1 | %FileCheck %s --check-prefix=JUNK --strict-whitespace
// JUNK:      junk.mlir:2:30: error: custom op 'junk' is unknown
// JUNK-NEXT: {{^}}	%0 = arith.constant 1 : i32 junk{{$}}
// JUNK-NEXT: {{^}}	                            ^{{$}}

// An unknown op name of our dialect.
// RUN: printf 'async.nope\n' | %not %async-opt - 2>&1 | %FileCheck %s --check-prefix=NOPE --implicit-check-not=note
// NOPE:      <stdin>:1:1: error: custom op 'async.nope' is unknown
// NOPE-NEXT: async.nope
// NOPE-NEXT: ^

// Our op names inside comments and strings are not ops: the input parses.
// RUN: printf 'func.func @f() {\n  // async.fence.proxy_async\n  "test.op"() {a = "async.fence.proxy_async"} : () -> ()\n  return\n}\n' > %t.quoted.mlir
// RUN: %async-opt %t.quoted.mlir --allow-unregistered-dialect 2>&1 | %FileCheck %s --check-prefix=QUOTED --implicit-check-not=error
// QUOTED: "test.op"() {a = "async.fence.proxy_async"} : () -> ()

// --verify-diagnostics matches the error; --run reports it as the compile
// does.
// RUN: %async-opt %S/Inputs/custom-form-expected.mlir --verify-diagnostics
// RUN: %not %async-opt %S/Inputs/custom-form-expected.mlir --run 2>&1 | %FileCheck %s --check-prefix=LAUNCH --strict-whitespace
// LAUNCH-NOT: cuda
// LAUNCH:      custom-form-expected.mlir:3:26: error: expected operation name in quotes
// LAUNCH-NEXT: {{^}}  async.fence.proxy_async(){{$}}
// LAUNCH-NEXT: {{^}}                         ^{{$}}

// --split-input-file: every chunk is reported with the lines of the whole
// file; the chunks that parse are still printed.
// RUN: %not %async-opt %S/Inputs/parse-error-chunks.mlir --split-input-file 2>%t.err | %FileCheck %s --check-prefix=CHUNKS-OUT
// RUN: %FileCheck %s --check-prefix=CHUNKS-ERR --strict-whitespace < %t.err
// CHUNKS-OUT:     func.func @first
// CHUNKS-OUT-NOT: func.func @second
// CHUNKS-OUT:     // -----
// CHUNKS-OUT:     func.func @fourth
// CHUNKS-ERR:      parse-error-chunks.mlir:7:26: error: expected operation name in quotes
// CHUNKS-ERR-NEXT: {{^}}  async.fence.proxy_async(){{$}}
// CHUNKS-ERR-NEXT: {{^}}                         ^{{$}}
// CHUNKS-ERR-NEXT: parse-error-chunks.mlir:12:35: error: expected non-function type
// CHUNKS-ERR-NEXT: {{^}}  %0 = "async.barrier.alloc"() : (%x) -> ()
// CHUNKS-ERR-NEXT: {{^}}                                  ^{{$}}
