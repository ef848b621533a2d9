// The pipeline-level examples through the default pipeline (async-to-ptx)
// for both chips, each PTX assembled by ptxas for its chip: one arena per
// kernel, derived init counts, phase registers without any division,
// register budgets, the cluster size, and no hand-written barrier state in
// the examples' sources.
// REQUIRES: ptxas
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx --chip=sm_90a -o %t.ring.sm90.ptx
// RUN: %FileCheck %s --check-prefixes=RING,SM90 < %t.ring.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.ring.sm90.ptx -o %t.ring.sm90.cubin
// RUN: %async-opt %S/../../examples/ring_reduce.mlir --emit=ptx --chip=sm_100a -o %t.ring.sm100.ptx
// RUN: %FileCheck %s --check-prefixes=RING,SM100 < %t.ring.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.ring.sm100.ptx -o %t.ring.sm100.cubin
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --emit=ptx --chip=sm_90a -o %t.cluster.sm90.ptx
// RUN: %FileCheck %s --check-prefixes=CLUSTER,SM90 < %t.cluster.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.cluster.sm90.ptx -o %t.cluster.sm90.cubin
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --emit=ptx --chip=sm_100a -o %t.cluster.sm100.ptx
// RUN: %FileCheck %s --check-prefixes=CLUSTER,SM100 < %t.cluster.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.cluster.sm100.ptx -o %t.cluster.sm100.cubin
// The sources state no phase bit, no init count and no barrier offset.
// RUN: grep -hv '^ *//' %S/../../examples/ring_reduce.mlir %S/../../examples/cluster_reduce.mlir %S/../../examples/pingpong_reduce.mlir %S/../../examples/pingpong_stores_reduce.mlir %S/../../examples/broadcast_reduce.mlir %S/../../examples/carried_reduce.mlir | %not grep -nE 'barrier\.(alloc|get|wait|arrive)|count =|offset|phase|parity'

// SM90: .target sm_90a
// SM100: .target sm_100a

// RING: .entry ring_reduce(
// RING-NOT: {{(rem|div)\.u(32|64)}}
// RING: .shared .align 128 .b8 __async_arena_ring_reduce[16512];
// Four `full` barriers expecting one arrival, four `empty` expecting 4 warps.
// RING: mov.b32 [[ONE:%r[0-9]+]], 1;
// RING-NEXT: mbarrier.init.shared.b64 [__async_arena_ring_reduce], [[ONE]];
// RING-NEXT: mbarrier.init.shared.b64 [__async_arena_ring_reduce+8], [[ONE]];
// RING-NEXT: mbarrier.init.shared.b64 [__async_arena_ring_reduce+16], [[ONE]];
// RING-NEXT: mbarrier.init.shared.b64 [__async_arena_ring_reduce+24], [[ONE]];
// RING-NEXT: mov.b32 [[FOUR:%r[0-9]+]], 4;
// RING-NEXT: mbarrier.init.shared.b64 [__async_arena_ring_reduce+32], [[FOUR]];
// RING: fence.mbarrier_init.release.cluster;
// RING: bar.sync 0;
// The producer, one warp filling the stage with copies only: its lane 0
// arrives with the expected bytes as soon as the slot is free (the
// commit's arrival folded in), then copies; no second arrive.
// RING: mbarrier.try_wait.parity.shared::cta.b64
// RING: bar.warp.sync -1
// RING-NOT: mbarrier.expect_tx
// RING: mbarrier.arrive.expect_tx.shared::cta.b64
// RING-NOT: mbarrier.arrive
// RING: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// RING-NOT: mbarrier.arrive
// The consumers.
// RING: mbarrier.try_wait.parity.shared::cta.b64
// RING: ld.shared.b32
// RING: bar.warp.sync -1
// RING: mbarrier.arrive.shared::cta.b64
// RING-NOT: {{(rem|div)\.u(32|64)}}

// CLUSTER: .entry cluster_reduce(
// CLUSTER: .maxnreg 136
// CLUSTER: .explicitcluster
// CLUSTER: .reqnctapercluster 2, 1, 1
// CLUSTER-NOT: {{(rem|div)\.u(32|64)}}
// CLUSTER: .shared .align 128 .b8 __async_arena_cluster_reduce[12416];
// The cluster barrier's state comes first: 2 barriers expecting 2 CTAs and
// the zeroed counter; the `empty` ring counts 1 warpgroup x 2 CTAs.
// CLUSTER: mbarrier.init.shared.b64 [__async_arena_cluster_reduce], [[TWO:%r[0-9]+]];
// CLUSTER: st.shared.b64 [__async_arena_cluster_reduce+16], 0;
// CLUSTER: barrier.cluster.arrive;
// CLUSTER-NEXT: barrier.cluster.wait;
// CLUSTER: setmaxnreg.dec.sync.aligned.u32 40;
// CLUSTER: setmaxnreg.inc.sync.aligned.u32 232;
// CLUSTER: mbarrier.arrive.release.cluster.shared::cluster.b64
// CLUSTER: ld.volatile.shared.b32 [[C:%r[0-9]+]], [__async_arena_cluster_reduce+16];
// CLUSTER: barrier.sync 2, 128;
// CLUSTER: st.volatile.shared.b32 [__async_arena_cluster_reduce+16]
// CLUSTER: bar.warp.sync -1;
// CLUSTER: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64
// CLUSTER: ld.shared::cluster.b32
// CLUSTER-NOT: {{(rem|div)\.u(32|64)}}
