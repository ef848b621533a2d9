// The TMA tile examples, compiled with the default pipeline (checker on,
// nothing reported) for both chips and assembled by ptxas; the byte count
// each stage's `full` barrier expects is derived from the copies' boxes
// (4096: a 32 x 32 f32 box, or a 16 x 32 box multicast to 2 CTAs).
// REQUIRES: ptxas
// RUN: %async-opt %S/../../examples/tma_tile.mlir --emit=ptx --chip=sm_90a -o %t.tile.sm90.ptx 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %FileCheck %s --check-prefix=TILE < %t.tile.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.tile.sm90.ptx -o %t.tile.sm90.cubin
// RUN: %async-opt %S/../../examples/tma_tile.mlir --emit=ptx --chip=sm_100a -o %t.tile.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.tile.sm100.ptx -o %t.tile.sm100.cubin
// RUN: %async-opt %S/../../examples/tma_tile_multicast.mlir --emit=ptx --chip=sm_90a -o %t.mc.sm90.ptx 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %FileCheck %s --check-prefix=MC < %t.mc.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.mc.sm90.ptx -o %t.mc.sm90.cubin
// RUN: %async-opt %S/../../examples/tma_tile_multicast.mlir --emit=ptx --chip=sm_100a -o %t.mc.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.mc.sm100.ptx -o %t.mc.sm100.cubin
// The sources state no byte count, phase bit, init count or barrier offset.
// RUN: grep -hv '^ *//' %S/../../examples/tma_tile.mlir %S/../../examples/tma_tile_multicast.mlir | %not grep -nE 'barrier\.(alloc|get|wait|arrive)|tx_bytes|[{ ,](bytes|count|offset|barrier_offset) = [0-9]|phase|parity'
// The ledger: every barrier verified for all trip counts.
// RUN: %async-opt %S/../../examples/tma_tile.mlir --pass-pipeline='async-ring-alloc,async-insert-phases,async-insert-fences,async-check-protocol{print-ledger=markdown}' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LEDGER

// QUIET-NOT: {{.}}

// TILE: .entry tma_tile(
// TILE-NEXT: .param .align 64 .b8 tma_tile_param_0[128],
// TILE-NEXT: .param .align 64 .b8 tma_tile_param_1[128],
// TILE: mov.b32 [[BYTES:%r[0-9]+]], 4096;
// TILE: mbarrier.arrive.expect_tx.shared::cta.b64 %state, [{{%r[0-9]+}}], [[BYTES]];
// TILE: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// The consumers' stores, the fence, the named barrier, then the store.
// TILE: st.shared.b32
// TILE: fence.proxy.async.shared::cta;
// TILE-NEXT: bar.sync 1, 128;
// TILE: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// TILE-NEXT: cp.async.bulk.commit_group;
// TILE-NEXT: cp.async.bulk.wait_group.read 0;
// TILE: mbarrier.arrive.shared::cta.b64

// MC: .entry tma_tile_multicast(
// MC: .reqnctapercluster 2, 1, 1
// MC: mov.b32 [[BYTES:%r[0-9]+]], 4096;
// MC: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [{{%r[0-9]+}}], [[BYTES]];
// MC: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// MC: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// MC: mbarrier.arrive.release.cluster.shared::cluster.b64

// LEDGER: verified for all trip counts
// LEDGER: | 'ring.full'[0] | arena +0 | cta | 1 | 1 | 4096 / 4096 |
