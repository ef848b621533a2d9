// A loop whose laps each make remote arrives on the other CTA of the
// cluster, bounded by a kernel argument (here 625 laps per unit of %n): the
// checker's simulation once searched every remote arrive recorded so far on
// each new one, and the cluster balance searched them again per event, so its
// time grew with the square of the laps (40,000 laps took over a minute). It
// is linear now: the 40,000 laps of trips=64 take about a second, far inside
// the timeout.
// RUN: timeout 30 %async-opt %s --pass-pipeline='async-check-protocol{trips=64}' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// CHECK: Simulated: 32 threads, cluster of 2, integer arguments = 64. Model check: no deadlock and no stale-phase completion in any interleaving
// CHECK: Trip counts: verified for trip counts {64}.
// CHECK: 'data'[0] | phase 0 completes: role 'CTA 1' (warp 1) arrives x32 | {{.*}} | phase 39999 completes: role 'CTA 1' (warp 1) arrives x32 |
//
// The simulation is bounded in time as well as in steps
// (PHASELOCK_SIMULATION_TIME_MS lowers the bound of 20 s): past the bound the
// kernel gets a warning that names it and the op where the simulation gave
// up, and the ledger claims nothing.
// RUN: env PHASELOCK_SIMULATION_TIME_MS=0 %async-opt %s --pass-pipeline='async-check-protocol{trips=2}' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TIME
// TIME: Trip counts: not verified (see the warnings).
// TIME: remote-arrive-laps.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: protocol of kernel @handshake not verified: the simulation stops at this op (the simulation gives up at its time bound (0 s for a CTA, 60 s for the kernel's check), after 1024 steps (all warps together)); only the static checks ran
gpu.module @m {
  gpu.func @handshake(%n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %g = async.barrier.alloc "data" size 1 count 32 scope cluster : !async.mbarrier_array<1>
    %a = async.barrier.alloc "ack" size 1 count 32 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c625 = arith.constant 625 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %is_rank0 = arith.cmpi eq, %rank, %zero : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    %k = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    %laps = arith.muli %n, %c625 : index
    scf.for %i = %c0 to %laps step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %bit = arith.trunci %i64 : i64 to i1
      scf.if %is_rank0 {
        async.barrier.wait %b, %bit mode try
        async.barrier.arrive %k cta(%one)
      } else {
        async.barrier.arrive %b cta(%zero)
        async.barrier.wait %k, %bit mode try
      }
    }
    gpu.return
  }
}
