// The exact PTX of every barrier-level op, for both chips; each PTX is
// assembled by ptxas for its chip.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s --check-prefixes=CHECK,SM90 < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %s --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s --check-prefixes=CHECK,SM100 < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin

// SM90: .version 8.0
// SM90: .target sm_90a
// SM100: .version 8.6
// SM100: .target sm_100a
// CHECK: .entry barrier_ops(
// The arena of async-ring-alloc: `full` at 0, `peer` at 16.
// CHECK: .shared .align 128 .b8 __async_arena_barrier_ops[24];
// CHECK: mov.u32 {{.*}}%tid.x;
// CHECK: mbarrier.init.shared.b64 [__async_arena_barrier_ops], [[ONE:%r[0-9]+]];
// CHECK: mbarrier.init.shared.b64 [__async_arena_barrier_ops+8], [[ONE]];
// CHECK: mbarrier.init.shared.b64 [__async_arena_barrier_ops+16], {{%r[0-9]+}};
// CHECK-NEXT: fence.mbarrier_init.release.cluster;
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK: mbarrier.arrive.shared::cta.b64 %state, [[[B:%r[0-9]+]]], {{%r[0-9]+}};
// CHECK: mapa.shared::cluster.u32 [[REMOTE:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [[[REMOTE]]], {{%r[0-9]+}};
// A CTA-scoped release (release = "cta"): the plain remote arrive (the
// same peer address, computed once).
// CHECK: mbarrier.arrive.shared::cluster.b64 _, [[[REMOTE]]], {{%r[0-9]+}};
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 %state, [[[B]]], {{%r[0-9]+}};
// CHECK: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [[[B]]], {{%r[0-9]+}};
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}], {{%r[0-9]+}}, [[[B]]];
// CHECK: PHASELOCK_TRY_WAIT:
// CHECK-NEXT: mbarrier.try_wait.parity.shared::cta.b64 %done, [[[B]]], [[PH:%r[0-9]+]];
// CHECK-NEXT: @!%done bra PHASELOCK_TRY_WAIT;
// CHECK: PHASELOCK_TEST_WAIT:
// CHECK-NEXT: mbarrier.test_wait.parity.shared::cta.b64 %done, [[[B]]], [[PH]];
// CHECK-NEXT: @!%done bra PHASELOCK_TEST_WAIT;
// CHECK: PHASELOCK_TRY_WAIT:
// CHECK-NEXT: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %done
// One probe each (`barrier.try_wait`), its predicate as a value: the
// CTA-scope barrier, then the cluster-scope one with the cluster-scope acquire.
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 %done, [[[B]]], [[PH]];
// CHECK-NEXT: selp.u32 {{%r[0-9]+}}, 1, 0, %done;
// CHECK: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %done, [{{%r[0-9]+}}], [[PH]];
// CHECK-NEXT: selp.u32 {{%r[0-9]+}}, 1, 0, %done;
// CHECK: fence.proxy.async.shared::cta;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 31, -1;
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
gpu.module @k {
  gpu.func @barrier_ops(%ph: i1, %i: index, %rank: i32, %bytes: i32, %dst: !llvm.ptr<3>, %src: !llvm.ptr<1>,
                        %v: f32, %out: !llvm.ptr<1>) kernel {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %peer = async.barrier.alloc "peer" size 1 count 2 scope cluster : !async.mbarrier_array<1>
    %b = async.barrier.get %full[%i] : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %r = async.barrier.get %peer[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive %b
    async.barrier.arrive %r cta(%rank)
    async.barrier.arrive %r cta(%rank) release cta
    async.barrier.arrive_expect_tx %b, %bytes
    async.barrier.expect_tx %b, %bytes
    async.copy.bulk %dst, %src, %b bytes 4096 : !llvm.ptr<3>
    async.barrier.wait %b, %ph mode try
    async.barrier.wait %b, %ph mode test
    async.barrier.wait %r, %ph mode try
    %probe = async.barrier.try_wait %b, %ph
    %probe_r = async.barrier.try_wait %r, %ph
    %both = arith.andi %probe, %probe_r : i1
    %flag = arith.extui %both : i1 to i32
    llvm.store %flag, %out : i32, !llvm.ptr<1>
    async.fence.proxy_async
    %s = async.warp_reduce add %v width 32 : f32
    llvm.store %s, %out : f32, !llvm.ptr<1>
    async.cluster_barrier
    gpu.return
  }
}
