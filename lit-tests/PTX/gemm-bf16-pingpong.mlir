// The ping-pong schedule of phaselock-gemm (`gemm-gen --pingpong`): the two
// consumer warpgroups compute whole 128 x 128 tiles from rings of their
// own, taking turns at the tensor cores (async.turn.wait / pass; the
// compiler gives the turns named barriers 15 and 14, above the epilogue's
// 12 and 13 and the warpgroups' 8-10). It
// compiles with the checker on and nothing reported, --check=strict too,
// the PTX assembles, and the ledger proves it for every pair of trip
// counts (units of two tiles and K steps apart), at 3 stages per
// warpgroup (the default) and at 2. The cluster-of-2 kernel, whose pairs
// of tile rows count `((m + 127) / 128 + 1) / 2` units, is proven for
// every pair too: the plan sets M to the count times 256.
// REQUIRES: ptxas, gemm-gen
// RUN: %gemm-gen --pingpong --emit ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=CONTRACT
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: %FileCheck %s < %t.ptx
// RUN: %gemm-gen --pingpong --source -o %t.mlir 2>/dev/null
// RUN: %async-opt %t.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER --implicit-check-not=warning --implicit-check-not=error
// RUN: %gemm-gen --pingpong --stages 2 --source -o %t.s2.mlir 2>/dev/null
// RUN: %async-opt %t.s2.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER2 --implicit-check-not=warning --implicit-check-not=error
// RUN: %not %gemm-gen --pingpong --stages 4 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BIG
// RUN: %gemm-gen --cluster 2 --source -o %t.c2.mlir 2>/dev/null
// RUN: %async-opt %t.c2.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PAIRS --implicit-check-not=warning --implicit-check-not=error

// CONTRACT: tile: 128 x 128 x 64, 3 stages
// CONTRACT: block: 384 threads; grid: min(units, SMs) x 1 x 1, units = ceil(M / 256) * ceil(N / 128)
// CONTRACT-NOT: warning
// CONTRACT-NOT: error
// LEDGER: Simulated: 384 threads, cluster of 1, outer trip count 5, inner trip count 5.
// LEDGER: Trip counts: verified for all trip counts (checked 41 pairs of outer and inner trip counts whose runs hold every window of 3 laps either side of a lap that any run holds: where the tiles begin and end, at each residue of the period 6 of the barriers' slot and phase pattern).
// LEDGER: - nest: the outer loop ran each outer count
// LEDGER2: Trip counts: verified for all trip counts (checked 23 pairs
// BIG: gemm-gen: error: two rings (one per consumer warpgroup) of 4 stages of 128 x 64 and 128 x 64 bf16 tiles and the epilogue's 32768-byte staging need 296960 bytes
// PAIRS: Simulated: 384 threads, cluster of 2, outer trip count 5, inner trip count 5.
// PAIRS: Trip counts: verified for all trip counts (checked 70 pairs
// PAIRS: - nest: the outer loop ran each outer count

// CHECK-LABEL: .entry gemm_bf16(
// CHECK-DAG: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// The turns: each warpgroup arrives on one named barrier and waits on the
// other, 256 threads each.
// CHECK-DAG: bar.arrive {{.*}}
// CHECK-DAG: bar.sync {{.*}}
// Two m64n128k16 wgmmas per K slice, the first slice with scale-d 0.
// CHECK-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-DAG: wgmma.wait_group.sync.aligned {{[[:space:]]*}}1;
// CHECK-DAG: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
