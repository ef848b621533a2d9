// examples/bugs/lost_release.mlir, the deliberately deadlocking kernel of
// the watchdog tests: the checker reports its init count at the
// barrier.alloc, and it compiles with the watchdog in both expiry modes.
// RUN: %not %async-opt %S/../../examples/bugs/lost_release.mlir --pass-pipeline=async-check-protocol 2>&1 | %FileCheck %s --check-prefix=STATIC
// RUN: %async-opt %S/../../examples/bugs/lost_release.mlir --no-check --emit=ptx --chip=sm_90a --async-instrument='timeout-ms=1000' -o %t.trap.ptx
// RUN: %FileCheck %s --check-prefix=TRAP < %t.trap.ptx
// RUN: %async-opt %S/../../examples/bugs/lost_release.mlir --no-check --emit=ptx --chip=sm_90a --async-instrument='timeout-ms=1000 on-expiry=give-up' -o %t.giveup.ptx
// RUN: %FileCheck %s --check-prefix=GIVEUP < %t.giveup.ptx
// REQUIRES: ptxas
// RUN: %ptxas -arch=sm_90a %t.trap.ptx -o %t.trap.cubin
// RUN: %ptxas -arch=sm_90a %t.giveup.ptx -o %t.giveup.cubin

// STATIC: lost_release.mlir:16:14: error: barrier 'empty'[0] is initialized to expect 129 arrival(s) per phase, but 128 arrive per phase

// The two waits (producer on empty, consumers on full), each bounded.
// TRAP: .visible .global .align 16 .b8 __async_watchdog_record[64];
// TRAP-NEXT: .visible .global .align 8 .u64 __async_watchdog_host;
// TRAP: __async_watchdog_sites[{{[0-9]+}}] = {48, 9, 101, 109, 112, 116, 121, 9,
// TRAP: mbarrier.try_wait.parity.shared::cta.b64
// TRAP: atom.global.add.u32 {{.*}}[__async_watchdog_record], 1;
// TRAP: ld.volatile.global.b64 {{.*}}[__async_watchdog_host];
// TRAP: fence.sc.sys;
// TRAP: trap;
// TRAP: mbarrier.try_wait.parity.shared::cta.b64
// TRAP: trap;

// GIVEUP: __async_watchdog_host;
// GIVEUP-NOT: trap;
