// The PTX of every example, bench kernel, the generators' main variants and
// every lit RUN line that compiles a file of the repository to PTX, pinned by
// its SHA-256 (scripts/ptx-hashes.sh; the table in Inputs/ptx-hashes.txt).
// A change meant to leave the generated code alone (a refactor) leaves the
// table alone; a change of the generated code updates it in the same commit:
//   scripts/ptx-hashes.sh > lit-tests/PTX/Inputs/ptx-hashes.txt
// REQUIRES: gemm-gen, attn-gen
// RUN: %S/../../scripts/ptx-hashes.sh %async-opt %gemm-gen %attn-gen | diff -u %S/Inputs/ptx-hashes.txt -
