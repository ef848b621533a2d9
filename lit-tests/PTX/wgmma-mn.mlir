// MN-major (transposed) stage descriptors: `async.stage.descriptor
// {major = "mn"}` for wgmma's B operand in layout `row` (Inputs/
// wgmma-gemm-mn.mlir: the wgmma tile GEMM with B K x N, N contiguous).
// The descriptor's leading-dimension byte offset is the 64-row block
// (8192 bytes, >> 4 = 512 in bits 16-29), the stride-dimension byte offset
// one atom of 8 K rows (1024, >> 4 = 64 in bits 32-45), the 128-byte swizzle
// (1 in bits 62-63): 0x4000004002000000; K step j starts 16 j rows in. The
// kernel computes C = A B on the H100 with the same errors as the K-major
// example (bench/probe_wgmma_mn.py, bench/results/wgmma-mn-2026-12-06/).
// RUN: %async-opt %S/Inputs/wgmma-gemm-mn.mlir --emit=ptx --check=strict | %FileCheck %s
// CHECK: .entry wgmma_gemm_mn(
// CHECK: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293338849280;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, p, 1,  1, 0,  1;
// RUN: %async-opt %S/Inputs/wgmma-gemm-mn.mlir --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s --check-prefix=STEP
// STEP: arith.constant 2048 : index
// STEP: arith.constant 4611686293338849280 : i64
//
// The checker reads the MN-major footprint: 16 K rows (two atoms, SBO
// apart) of each 64-column block. B's descriptor started 8 rows in
// (`[%j, %c8]`) makes the last K step read 1024 bytes past the stage.
// RUN: sed -e '18s/.*/    %%c4 = arith.constant 4 : index\n    %%c8 = arith.constant 8 : index/' -e '43s/%%sb0\[%%j\] {major = "mn"}/%%sb0[%%j, %%c8] {major = "mn"}/' %S/Inputs/wgmma-gemm-mn.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PAST
// PAST: <stdin>:45:19: error: this wgmma's B operand reads bytes 40960..43008 of the arena, 1024 past the end of the stage buffer 33792..41984 of 'b' (slot 0)
//
// 128-column tiles (Inputs/wgmma-gemm-mn128.mlir): B's stage is two
// 64-column blocks (memref<2x64x64xbf16>), filled by tensor copies into
// subviews of each, and one m64n128k16 wgmma reads both through one
// descriptor (the same fields: the leading-dimension offset is the block
// of 64 K rows, 8192 bytes). Proven under --check=strict.
// RUN: %async-opt %S/Inputs/wgmma-gemm-mn128.mlir --emit=ptx --check=strict | %FileCheck %s --check-prefix=N128
// N128: .entry wgmma_gemm_mn128(
// N128: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293338849280;
// N128: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, p, 1,  1, 0,  1;
