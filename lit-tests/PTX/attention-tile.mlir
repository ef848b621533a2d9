// One causal attention tile through the fragment ops and wgmma with A from
// registers (Inputs/attention-tile.mlir): S = Q K^T, the masked row
// maximum, exp2, the row sums, P packed into A registers, O = P V with V
// MN-major, O / rowsum. Proven under --check=strict with no warning; on
// the H100 it matches an f32 reference with P rounded to bf16 within 6e-4
// and SDPA within 8e-3 (bench/probe_attention_tile.py,
// bench/results/attention-tile-2026-12-06/).
// RUN: %async-opt %S/Inputs/attention-tile.mlir --emit=ptx --check=strict 2>&1 | %FileCheck %s
// CHECK-NOT: warning
// CHECK: .entry attention_tile(
// CHECK-COUNT-4: shfl.sync.bfly.b32
// CHECK: ex2.approx.ftz.f32
// CHECK: cvt.rn.bf16x2.f32
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
//
// V's stage released before the wait that retires P V.
// RUN: sed -e '74{h;d}' -e '75G' %S/Inputs/attention-tile.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: <stdin>:74:9: error: release on barrier 'v.empty'[0] hands back a stage buffer that the wgmma at <stdin>:69:15 may still be reading
//
// No wgmma.fence between packing P and the wgmma that reads it.
// RUN: sed -e '68d' %S/Inputs/attention-tile.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FENCE
// FENCE: <stdin>:68:15: error: this wgmma reads A registers written by ordinary instructions at <stdin>:56:15 with no nvvm.wgmma.fence.aligned between
//
// The row maximum taken by lane 0 alone: its shuffles need the whole warp.
// RUN: sed -e '50s/.*/        %%max = scf.if %%is_lane0 -> (vector<2xf32>) {\n          %%m = async.fragment.reduce_rows max %%masked : vector<32xf32> -> vector<2xf32>\n          scf.yield %%m : vector<2xf32>\n        } else {\n          %%z = arith.constant dense<0.0> : vector<2xf32>\n          scf.yield %%z : vector<2xf32>\n        }/' %S/Inputs/attention-tile.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LANE
// LANE: <stdin>:51:16: error: fragment.reduce_rows shuffles over the full warp, but only lane 0 of warp 0 (role 'mma') reaches it: the other lanes never join, so the warp waits forever (take the row reduction in code every lane of the warp runs)
