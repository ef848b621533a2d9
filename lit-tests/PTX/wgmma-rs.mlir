// wgmma with A from registers (`async.warpgroup.mma` with a
// `vector<4xi32>` A): Inputs/wgmma-gemm-rs.mlir loads each thread's A
// fragment from global memory and reads B MN-major from a 4-stage ring. It
// compiles proven under --check=strict to the register form of
// wgmma.mma_async (A's four registers, B's descriptor, the transpose of B
// only). On the H100 it computes C = A B within the f32 accumulation's
// rounding (bench/probe_wgmma_mn.py, bench/results/wgmma-rs-2026-12-06/).
// RUN: %async-opt %S/Inputs/wgmma-gemm-rs.mlir --emit=ptx --check=strict | %FileCheck %s
// CHECK: .entry wgmma_gemm_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
//
// The stage released before the wait that retires the wgmma reading it:
// the MMA-release rule sees the register form's B descriptor.
// RUN: sed -e '87{h;d}' -e '88G' %S/Inputs/wgmma-gemm-rs.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: <stdin>:87:11: error: release on barrier 'b.empty'[0] hands back a stage buffer that the wgmma at <stdin>:83:19 may still be reading
//
// No wgmma.fence between the loads of A's registers and the wgmma that
// reads them.
// RUN: sed -e '81d' %S/Inputs/wgmma-gemm-rs.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FENCE
// FENCE: <stdin>:82:19: error: this wgmma reads A registers written by ordinary instructions at <stdin>:79:21 with no nvvm.wgmma.fence.aligned between
//
// B's descriptor started 8 K rows in: the last K slice reads past the stage.
// RUN: sed -e '82s/%%sb\[%%j\] {major = "mn"}/%%sb[%%j, %%c8] {major = "mn"}/' -e '16s/.*/    %%c4 = arith.constant 4 : index\n    %%c8 = arith.constant 8 : index/' %S/Inputs/wgmma-gemm-rs.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PAST
// PAST: error: this wgmma's B operand reads bytes {{[0-9]+}}..{{[0-9]+}} of the arena, 1024 past the end of the stage buffer
//
// One K slice too many: slice 4 of an MN-major 64-row stage starts 64 rows
// in, wholly in the next slot's buffer, which this thread does not hold
// (the window rule reads each wgmma operand at its issue).
// RUN: sed -e '55s/to %%c4 step/to %%c5 step/' -e '16s/.*/    %%c4 = arith.constant 4 : index\n    %%c5 = arith.constant 5 : index/' %S/Inputs/wgmma-gemm-rs.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SLICE
// SLICE: <stdin>:84:19: error: stage buffer used outside its window: thread 0 (role 'mma') reads bytes 9216..11264 of @__async_arena_wgmma_gemm_rs, in the stage buffer 9216..17408 that copies complete on 'b.full'[1], but this thread waited on 'b.full'[0]
