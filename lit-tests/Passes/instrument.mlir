// async-instrument: every barrier wait becomes a bounded loop of probes that
// stops after the timeout (or once another wait's report is out); the first
// expiring thread writes the report to the device record and to the
// host-mapped copy, then traps (default) while the other expired threads
// sleep, or (on-expiry=give-up) every expired thread waits for the report to
// be out and runs on; delay injection sleeps before the chosen ops in the
// chosen warps. Without a configuration the pass is off
// (async-to-ptx does not run it unless asked). Instrumented PTX assembles for
// both chips.
// These kernels exercise op forms, not whole protocols: compiled with
// --no-check (the protocol checker is on by default).
// RUN: %async-opt %s --pass-pipeline='async-instrument{timeout-ms=250}' | %FileCheck %s
// RUN: %async-opt %s --pass-pipeline='async-instrument{delay-ns=4000 delay-warps=all-but-first delay-ops=wait seed=9}' | %FileCheck %s --check-prefix=DELAY
// RUN: %async-opt %s --pass-pipeline='async-instrument{on-expiry=give-up}' | %FileCheck %s --check-prefix=GIVEUP
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_90a | %FileCheck %s --check-prefix=OFF
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_90a --async-instrument='timeout-ms=250 delay-ns=1000 delay-ops=wait+arrive' -o %t.90.ptx
// RUN: %FileCheck %s --check-prefix=PTX < %t.90.ptx
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_100a --async-instrument -o %t.100.ptx
// RUN: %not %async-opt %s --async-instrument='delay-ops=everything' 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: %not %async-opt %s --pass-pipeline='async-instrument{timeout-ms=-3}' 2>&1 | %FileCheck %s --check-prefix=BADPASS
// RUN: %not %async-opt %s --async-instrument='on-expiry=retry' 2>&1 | %FileCheck %s --check-prefix=BADEXPIRY
// REQUIRES: ptxas
// RUN: %ptxas -arch=sm_90a %t.90.ptx -o %t.90.cubin
// RUN: %ptxas -arch=sm_100a %t.100.ptx -o %t.100.cubin

// CHECK: llvm.mlir.global external @__async_watchdog_record(dense<0> : tensor<16xi32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<16 x i32>
// CHECK: llvm.mlir.global external @__async_watchdog_host(0 : i64) {addr_space = 1 : i32, alignment = 8 : i64} : i64
// CHECK: llvm.mlir.global external constant @__async_watchdog_sites("0\09ready\09{{.*}}instrument.mlir:{{[0-9]+}}:{{[0-9]+}}\0A")
// CHECK: gpu.func @k
// CHECK: %[[T0:.*]] = nvvm.read.ptx.sreg.globaltimer : i64
// CHECK: %[[LIMIT:.*]] = arith.constant 250000000 : i64
// CHECK: %[[DONE:.*]] = scf.while : () -> i1 {
// CHECK: %[[PROBE:.*]] = async.barrier.try_wait %{{.*}}, %
// CHECK: nvvm.read.ptx.sreg.globaltimer
// CHECK: arith.cmpi ugt, %{{.*}}, %[[LIMIT]] : i64
// CHECK: %[[OUT:.*]] = llvm.getelementptr %{{.*}}[8]
// CHECK: llvm.load volatile %[[OUT]] : !llvm.ptr<1> -> i32
// CHECK: scf.condition(%{{.*}}) %[[PROBE]] : i1
// CHECK: %[[FAILED:.*]] = arith.xori %[[DONE]], %true
// CHECK: scf.if %[[FAILED]] {
// CHECK: %[[REC:.*]] = llvm.mlir.addressof @__async_watchdog_record
// CHECK: %[[OLD:.*]] = llvm.atomicrmw add %[[REC]], %{{.*}} acq_rel : !llvm.ptr<1>, i32
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[OLD]], %c0_i32
// CHECK: scf.if %[[FIRST]] {
// CHECK: llvm.store volatile
// CHECK: "fence.sc.gpu;"
// CHECK: %[[HOSTSLOT:.*]] = llvm.mlir.addressof @__async_watchdog_host
// CHECK: %[[HOST:.*]] = llvm.load volatile %[[HOSTSLOT]] : !llvm.ptr<1> -> i64
// CHECK: %[[MAPPED:.*]] = arith.cmpi ne, %[[HOST]], %c0_i64
// CHECK: scf.if %[[MAPPED]] {
// CHECK: llvm.inttoptr %[[HOST]] : i64 to !llvm.ptr<1>
// CHECK-COUNT-7: llvm.store volatile
// CHECK-NEXT: "fence.sc.sys;"
// CHECK: %[[FLAG:.*]] = llvm.getelementptr %{{.*}}[0]
// CHECK-NEXT: llvm.store volatile %{{.*}}, %[[FLAG]]
// CHECK-NEXT: "fence.sc.sys;"
// CHECK: %[[OUT2:.*]] = llvm.getelementptr %[[REC]][8]
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: llvm.store volatile %{{.*}}, %[[OUT2]]
// CHECK-NEXT: "fence.sc.gpu;"
// CHECK-NEXT: llvm.inline_asm has_side_effects "trap;"
// CHECK: scf.while : () -> () {
// CHECK-NEXT: arith.constant 100000 : i32
// CHECK-NEXT: "nanosleep.u32 $0;"
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: scf.condition(%[[TRUE]])
// CHECK-NOT: async.barrier.wait{{( |$)}}

// GIVEUP: scf.if %[[FIRST:.*]] {
// GIVEUP-NOT: trap
// GIVEUP: "fence.sc.sys;"
// GIVEUP: scf.while : () -> () {
// GIVEUP: %[[AT:.*]] = llvm.getelementptr %{{.*}}[8]
// GIVEUP-NEXT: %[[V:.*]] = llvm.load volatile %[[AT]]
// GIVEUP-NEXT: arith.constant 0 : i32
// GIVEUP-NEXT: %[[PENDING:.*]] = arith.cmpi eq, %[[V]]
// GIVEUP-NEXT: scf.condition(%[[PENDING]])
// GIVEUP: "nanosleep.u32 $0;"
// GIVEUP-NOT: trap

// DELAY: %[[W:.*]] = arith.divui %{{.*}}, %c32_i32 : i32
// DELAY: %[[CHOSEN:.*]] = arith.cmpi ne, %[[W]], %c0_i32 : i32
// DELAY: scf.if %[[CHOSEN]] {
// DELAY-NEXT: llvm.inline_asm has_side_effects "nanosleep.u32 $0;"
// DELAY: scf.while

// OFF-NOT: globaltimer
// OFF-NOT: __async_watchdog
// OFF: mbarrier.try_wait.parity

// PTX: .visible .global .align 16 .b8 __async_watchdog_record[64];
// PTX-NEXT: .visible .global .align 8 .u64 __async_watchdog_host;
// PTX: nanosleep.u32
// PTX: mov.u64 {{%rd[0-9]+}}, %globaltimer;
// PTX: mbarrier.try_wait.parity.shared::cta.b64 %done
// PTX: atom.global.add.u32
// PTX: fence.sc.sys;
// PTX: trap;

// BAD: error: --async-instrument: option 'delay-ops' takes counter, wait, arrive or all (joined with '+'), got 'everything'
// BADEXPIRY: error: --async-instrument: option 'on-expiry' takes trap or give-up, got 'retry'
// BADPASS: error: pass 'async-instrument': option 'timeout-ms' takes a non-negative integer, got '-3'
gpu.module @m {
  gpu.func @k(%ph: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %a = async.barrier.alloc "ready" size 1 count 64 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive %b
    async.barrier.wait %b, %ph mode try
    gpu.return
  }
}
