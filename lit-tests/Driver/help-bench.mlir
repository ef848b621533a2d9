// `phaselock-bench --help` lists the commands with their arguments and
// exits 0; no command is an error (exit 1) that points at --help.
// REQUIRES: phaselock-bench
// RUN: %phaselock-bench --help | %FileCheck %s
// RUN: %phaselock-bench -h | %FileCheck %s
// RUN: %not %phaselock-bench 2>&1 | %FileCheck %s --check-prefix=BAD
// CHECK: Usage: phaselock-bench <COMMAND> [ARGS]...
// CHECK: Commands:
// CHECK-NEXT: gpu DIR
// CHECK: gemm PTX KERNEL THREADS TILE_M TILE_N GRID MxNxK...
// CHECK: ring DIR EXT HAND_MODULE [RAW]
// CHECK: handoff DIR [RAW]
// CHECK: cluster DIR [RAW]
// CHECK: cycles MODULE CTAS THREADS KERNEL...
// CHECK: compile ASYNC_OPT DIR
// CHECK: race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL
// CHECK: deadlock PTX RUNS
// CHECK: Options:
// CHECK-NEXT: -h, --help
// BAD: error: usage: phaselock-bench gpu DIR [RAW_DIR] | {{.*}}(--help says more)
