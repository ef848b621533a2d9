// async-instrument on a module without waits once built an empty, invalid
// site table; a timeout beyond the bound once overflowed in nanoseconds.
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --pass-pipeline=async-instrument -o - 2>&1 | %FileCheck %s --implicit-check-not=error
// RUN: %not %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx --async-instrument=timeout-ms=9223372036854775807 -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TIMEOUT --implicit-check-not=panicked
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx --async-instrument=timeout-ms=3600000 -o - | %FileCheck %s --check-prefix=HOUR

// CHECK: llvm.mlir.global external constant @__async_watchdog_sites("\0A")
// TIMEOUT: option 'timeout-ms' takes 1..=3600000 (one hour), got '9223372036854775807'
// HOUR: setp.lt.u64 {{.*}}, 3600000000001;
