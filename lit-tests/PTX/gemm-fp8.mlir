// The FP8 GEMM of phaselock-dsl (`gemm-gen --dtype e4m3|e5m2`):
// examples/gemm_e4m3.mlir is the generator's e4m3 output (it fails here when
// it is stale; regenerate with `gemm-gen --dtype e4m3 --source -o
// examples/gemm_e4m3.mlir`). Each variant compiles with the checker on,
// strict, nothing reported; the PTX assembles with no spill and without
// ptxas serializing the wgmmas (C7514: a non-wgmma instruction reading an
// accumulator of a wgmma in flight, which the promotion must not do); the
// ledger proves all trip counts. Variants: e5m2, fast accumulation (128 x
// 256 tiles), clusters of 2, the generator's choice for a shape, and the
// configurations it refuses.
// REQUIRES: ptxas, gemm-gen
// RUN: %gemm-gen --dtype e4m3 --source 2>/dev/null | diff -u %S/../../examples/gemm_e4m3.mlir -
// RUN: %gemm-gen --dtype e4m3 --check strict --emit ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=CONTRACT
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// RUN: %FileCheck %s < %t.ptx
// RUN: %async-opt %S/../../examples/gemm_e4m3.mlir --emit=ptx --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER
// RUN: %gemm-gen --dtype e5m2 --check strict --emit ptx -o %t.e5m2.ptx 2>&1 | %FileCheck %s --check-prefix=E5M2
// RUN: %ptxas -arch=sm_90a -v %t.e5m2.ptx -o %t.e5m2.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// RUN: %FileCheck %s --check-prefix=E5M2-PTX < %t.e5m2.ptx
// RUN: %gemm-gen --dtype e4m3 --fast-accum --check strict --emit ptx -o %t.fast.ptx 2>&1 | %FileCheck %s --check-prefix=FAST
// RUN: %ptxas -arch=sm_90a -v %t.fast.ptx -o %t.fast.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// RUN: %FileCheck %s --check-prefix=FAST-PTX < %t.fast.ptx
// 128-wide tiles (the promoted kernel's of before) and fast accumulation on
// 192-wide ones: proven under strict, no spills.
// RUN: %gemm-gen --dtype e4m3 --tile-n 128 --check strict --emit ptx -o %t.n128.ptx 2>&1 | %FileCheck %s --check-prefix=N128
// RUN: %ptxas -arch=sm_90a -v %t.n128.ptx -o %t.n128.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// RUN: grep -c 'wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3' %t.n128.ptx | %FileCheck %s --check-prefix=NONZERO
// RUN: %gemm-gen --dtype e4m3 --fast-accum --tile-n 192 --check strict --emit ptx -o %t.fast192.ptx 2>&1 | %FileCheck %s --check-prefix=N192
// RUN: %ptxas -arch=sm_90a -v %t.fast192.ptx -o %t.fast192.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// N128: tile: 128 x 128 x 128, 4 stages
// N192: tile: 128 x 192 x 128, 4 stages
// NONZERO: {{^[1-9][0-9]*$}}
// RUN: %gemm-gen --dtype e4m3 --cluster 2 --check strict --emit ptx -o %t.c2.ptx 2>&1 | %FileCheck %s --check-prefix=PAIR
// RUN: %ptxas -arch=sm_90a -v %t.c2.ptx -o %t.c2.cubin 2>&1 | %FileCheck %s --check-prefix=PTXAS
// --shape: an FP8 row is K bytes, so K = 8200 and 8256 (not multiples of
// 128) give clusters of 2, K = 8192 and 4096 do not.
// RUN: %gemm-gen --dtype e4m3 --shape 8192x8192x8200 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PAIR
// RUN: %gemm-gen --dtype e4m3 --shape 8192x8192x8192 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SINGLE
// RUN: %gemm-gen --shape 8192x8192x8256 --dtype e4m3 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PAIR
// RUN: %gemm-gen --shape 4096x4096x4096 --dtype e4m3 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SINGLE
// What it refuses, with the reason.
// RUN: %not %gemm-gen --dtype e4m3 --tile-n 256 --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WIDE
// RUN: %not %gemm-gen --fast-accum --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BF16FAST
// RUN: %not %gemm-gen --dtype e4m3 --pingpong --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SCHEDULE
// RUN: %not %gemm-gen --dtype e4m3 --direct-store --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SCHEDULE
// RUN: %not %gemm-gen --dtype e2m1 --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TYPE
// RUN: %not %gemm-gen --dtype e4m3 --stages 8 --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BIG
// The source states no phase bit, init count, byte count or barrier offset.
// RUN: grep -v '^ *//' %S/../../examples/gemm_e4m3.mlir | %not grep -nE 'barrier\.(alloc|get|wait|arrive)|tx_bytes|[{ ,](bytes|count|offset|barrier_offset) = [0-9]|phase([^l]|$)|parity'

// CONTRACT: kernel gemm_e4m3: C = scale_a * scale_b * (A * B^T), e4m3 in, bf16 out, each K step's partial sum (128 K elements) promoted into an f32 accumulator
// CONTRACT: a (tensor map of A, M x K e4m3, box 128 x 128, 128-byte swizzle), b (tensor map of B, N x K e4m3, box 192 x 128, 128-byte swizzle)
// CONTRACT-SAME: scale_a, scale_b (pointers to one f32 each), m, n, k_tiles = ceil(K / 128)
// CONTRACT: tile: 128 x 192 x 128, 4 stages
// CONTRACT-NOT: warning
// CONTRACT-NOT: error
// PTXAS-NOT: C7514
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C7514
// LEDGER: Trip counts: verified for all trip counts

// CHECK-LABEL: .entry gemm_e4m3(
// CHECK-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-DAG: wgmma.mma_async.sync.aligned.m64n192k32.f32.e4m3.e4m3
// The promotion: each K step's group retires, then its fragment is added.
// CHECK-DAG: wgmma.wait_group.sync.aligned {{[[:space:]]*}}0;
// CHECK-DAG: add.rn.f32
// The scales, read once from global memory, and the bf16 epilogue.
// CHECK-DAG: ld.global.b32
// CHECK-DAG: cvt.rn.bf16x2.f32
// CHECK-DAG: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group

// E5M2: kernel gemm_e5m2: C = scale_a * scale_b * (A * B^T), e5m2 in
// E5M2-NOT: warning
// E5M2-PTX: wgmma.mma_async.sync.aligned.m64n192k32.f32.e5m2.e5m2
// FAST: e4m3 in, bf16 out, f32 accumulation in the wgmma accumulator (fast accumulation)
// FAST: tile: 128 x 256 x 128, 4 stages
// FAST-NOT: warning
// FAST-PTX: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3
// FAST-PTX: wgmma.wait_group.sync.aligned {{[[:space:]]*}}1;
// PAIR: b (tensor map of B, N x K e4m3, box 64 x 128, 128-byte swizzle)
// PAIR: grid: 2 min(pairs, SMs / 2) x 1 x 1 in clusters of 2
// PAIR-NOT: warning
// SINGLE: b (tensor map of B, N x K e4m3, box 192 x 128, 128-byte swizzle)
// SINGLE: grid: min(tiles, SMs) x 1 x 1
// WIDE: gemm-gen: error: promoting FP8 partial sums keeps a fragment and its f32 sum (tile_n registers of a consumer thread's 232): tile_n must be 128 or 192 (or use fast accumulation), got 256
// BF16FAST: gemm-gen: error: fast accumulation is an option of the FP8 kernels
// SCHEDULE: gemm-gen: error: the e4m3 kernel is the cooperative schedule with TMA stores (no --pingpong, no --direct-store)
// TYPE: unknown element type 'e2m1' (bf16, e4m3 or e5m2)
// BIG: gemm-gen: error: 8 stages of 128 x 128 and 192 x 128 e4m3 tiles and the epilogue's 49152-byte staging need 378880 bytes of shared memory, more than the 232448 a CTA has
