// An input that ends in an identifier, with no newline after it: the text
// handed to MLIR's parser had no NUL after it, and the lexer read the byte
// past the end of the buffer while it took the identifier (a one-byte heap
// over-read, seen by valgrind; scripts/memcheck.sh runs this file). The text
// is now NUL-terminated; the input gets MLIR's error at the identifier.
// This file must not end in a newline.
// RUN: %not %async-opt %s -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=error:
// CHECK: trailing-identifier.mlir:[[@LINE+3]]:1: error: custom op 'foo' is unknown
gpu.module @m {
}
foo