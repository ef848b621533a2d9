// `phaselock-mutate --help` prints the usage and every option, and exits 0.
// REQUIRES: phaselock-mutate
// RUN: %phaselock-mutate --help | %FileCheck %s
// CHECK: Usage: phaselock-mutate [OPTIONS] [INPUT]...
// CHECK: Options:
// CHECK-NEXT: --async-opt <PATH>
// CHECK-NEXT: --gemm-gen <PATH>
// CHECK-NEXT: --gemm <SET>
// CHECK: --operators <A,B,...>
// CHECK-NEXT: --list-operators
// CHECK-NEXT: --list
// CHECK-NEXT: --jobs <N>
// CHECK-NEXT: --timeout <SECONDS>
// CHECK-NEXT: --no-strict
// CHECK-NEXT: --work <DIR>
// CHECK: --markdown <FILE>
// CHECK-NEXT: --json <FILE>
// CHECK-NEXT: --quiet
// CHECK-NEXT: -h, --help
