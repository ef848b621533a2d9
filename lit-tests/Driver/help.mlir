// `--help` prints the usage and every option, and exits 0; a wrong option
// is an error (exit 1) that points at --help.
// RUN: %async-opt --help | %FileCheck %s
// RUN: %not %async-opt --no-such-option 2>&1 | %FileCheck %s --check-prefix=BAD
// CHECK: Usage: async-opt [OPTIONS] [INPUT]
// CHECK: Options:
// CHECK: -o <OUTPUT>
// CHECK: --pass-pipeline <PASS_PIPELINE>
// CHECK: --split-input-file
// CHECK: --verify-diagnostics
// CHECK: --chip <CHIP>
// CHECK: --emit <EMIT>
// CHECK: --check <CHECK>
// CHECK: -h, --help
// BAD: error: unexpected argument '--no-such-option' found
// BAD: For more information, try '--help'.
