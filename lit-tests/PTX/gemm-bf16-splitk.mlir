// Split-K in phaselock-gemm (`gemm-gen --split-k S`): CTA c computes part
// c mod S of every K step range of its tiles into an f32 workspace, and a
// second kernel of the same module, gemm_bf16_reduce, adds the S parts in
// order (0, 1, ...) into C. The GEMM compiles with --check=strict and no
// report, its protocol proven for every pair of trip counts (the parts'
// K steps are the inner loop, k_tiles / S of them); the reduction has no
// barrier. The PTX holds both entries and assembles. `--shape` chooses a
// split where the tiles fill at most half of 132 SMs: 4 for 32 tiles,
// 2 for 64, none for 128 (bench/RESULTS.md, "Split-K").
// REQUIRES: ptxas, gemm-gen
// RUN: %gemm-gen --split-k 4 --emit ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=CONTRACT
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: %FileCheck %s < %t.ptx
// RUN: %gemm-gen --split-k 4 --source -o %t.mlir 2>/dev/null
// RUN: %async-opt %t.mlir --emit=ptx --check=strict --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER --implicit-check-not=warning --implicit-check-not=error
// RUN: %gemm-gen --shape 1024x1024x32768 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FOUR
// RUN: %gemm-gen --shape 1024x2048x16384 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TWO
// RUN: %gemm-gen --shape 2048x2048x8192 --source -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NONE

// CONTRACT: kernel gemm_bf16: the parts of C = A * B^T, bf16 in, f32 parts, split-K 4
// CONTRACT: grid: 4 min(tiles, SMs / 4) x 1 x 1
// CONTRACT: then kernel gemm_bf16_reduce: C[r, c] = bf16(sum of the 4 parts in order 0..4)
// CONTRACT-NOT: warning
// CONTRACT-NOT: error
// LEDGER: Barrier ledger of kernel @gemm_bf16
// LEDGER: Trip counts: verified for all trip counts
// FOUR: split-K 4
// TWO: split-K 2
// NONE: kernel gemm_bf16: C = A * B^T, bf16 in and out

// The parts go out as f32 pairs; the reduction loads each part's pair and
// stores one bf16 pair.
// CHECK-LABEL: .entry gemm_bf16(
// CHECK: st.global.v2.b32
// CHECK-LABEL: .entry gemm_bf16_reduce(
// CHECK-COUNT-4: ld.global.v2.b32
// CHECK: st.global.b32
