// On a GPU, --run with --async-instrument ends the deliberately deadlocking
// kernel with the watchdog's report at the wait, instead of hanging.
// REQUIRES: gpu
// RUN: %not %async-opt %S/../../examples/bugs/lost_release.mlir --no-check --run --tiles 4 --async-instrument=timeout-ms=500 2>&1 | %FileCheck %s
// CHECK: lost_release.mlir:{{45:11|71:9}}: error: deadlock: barrier '{{empty|full}}' slot 0 never completed the phase of parity {{0|1}}
