// The bf16 GEMM of phaselock-gemm: examples/gemm_bf16.mlir is the
// generator's default output (it fails here when it is stale; regenerate
// with `gemm-gen --source -o examples/gemm_bf16.mlir`); it compiles with
// the default pipeline and the checker on, nothing reported, through the
// library call (`gemm-gen --emit ptx`) as through async-opt; the PTX
// assembles; the ledger says it is verified for all trip counts (tile
// and K step counts apart, see the checker's crate header). Other
// configurations: 128-wide tiles with 6 stages, one tile per CTA, and a
// configuration that does not fit.
// REQUIRES: ptxas, gemm-gen
// RUN: %gemm-gen --source 2>/dev/null | diff -u %S/../../examples/gemm_bf16.mlir -
// RUN: %gemm-gen --emit ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=CONTRACT
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: %FileCheck %s < %t.ptx
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-insert-fences,async-check-protocol{print-ledger=markdown}' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --emit=ptx --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER
// RUN: %gemm-gen --tile-n 128 --stages 6 --emit ptx -o %t.128.ptx 2>&1 | %FileCheck %s --check-prefix=CONTRACT128
// RUN: %ptxas -arch=sm_90a %t.128.ptx -o %t.128.cubin
// RUN: %gemm-gen --one-tile --emit ptx -o %t.one.ptx 2>&1 | %FileCheck %s --check-prefix=ONE
// RUN: %not %gemm-gen --stages 6 --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BIG
// The source states no phase bit, init count, byte count or barrier offset.
// RUN: grep -v '^ *//' %S/../../examples/gemm_bf16.mlir | %not grep -nE 'barrier\.(alloc|get|wait|arrive)|tx_bytes|[{ ,](bytes|count|offset|barrier_offset) = [0-9]|phase|parity'

// CONTRACT: kernel gemm_bf16: C = A * B^T, bf16 in and out, f32 accumulation
// CONTRACT: block: 384 threads; grid: min(tiles, SMs) x 1 x 1
// CONTRACT-NOT: warning
// CONTRACT-NOT: error
// CONTRACT128: tile: 128 x 128 x 64, 6 stages
// CONTRACT128-NOT: warning
// ONE: grid: N / tile_n x M / 128 x 1
// ONE-NOT: warning
// BIG: gemm-gen: error: 6 stages of 128 x 64 and 256 x 64 bf16 tiles need 296960 bytes of shared memory, more than the 232448 a CTA has
// QUIET-NOT: {{.}}
// LEDGER: Simulated: 384 threads, cluster of 1, outer trip count 5, inner trip count 5.
// LEDGER: Trip counts: verified for all trip counts (checked 88 pairs of outer and inner trip counts: {{.*}}; a window of 4 laps and the period 8 of the barriers' slot and phase pattern).

// CHECK-LABEL: .entry gemm_bf16(
// The producer warpgroup gives registers back, the consumers take them.
// CHECK-DAG: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK-DAG: wgmma.wait_group.sync.aligned {{[[:space:]]*}}1;
// The epilogue through shared memory (--tma-store): the fence, the
// warpgroup's named barrier, the TMA stores of C; checked, no report.
// RUN: %gemm-gen --tma-store --emit ptx -o %t.tma.ptx 2>&1 | %FileCheck %s --check-prefix=TMA
// RUN: %ptxas -arch=sm_90a %t.tma.ptx -o %t.tma.cubin
// RUN: %FileCheck %s --check-prefix=TMASTORE < %t.tma.ptx
// TMA: c (tensor map of C, M x N bf16, box 64 x 64, 128-byte swizzle)
// TMA-NOT: warning
// TMASTORE-DAG: fence.proxy.async.shared::cta;
// TMASTORE-DAG: bar.sync {{[[:space:]]*}}12, 128;
// TMASTORE-DAG: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
