// async.cluster_barrier through the whole pipeline (--emit=ptx), for both
// chips, each PTX assembled by ptxas for its chip. Inside a role: the
// counter protocol, with the volatile counter load BEFORE the role's local
// barrier.sync, and the leader's volatile store after the
// try_wait.parity.acquire.cluster loop, before the tail barrier.sync. With
// async-lower-cluster-barrier{unsafe-order} run first (UNSAFE), the
// barrier.sync comes before the load (the checker reports that race, so it
// compiles only with --no-check). Outside roles: the hardware
// barrier.cluster.arrive / barrier.cluster.wait.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s --check-prefixes=CHECK,SM90 < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %s --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s --check-prefixes=CHECK,SM100 < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin
// RUN: %async-opt %s --pass-pipeline='async-verify,async-lower-cluster-barrier{unsafe-order}' -o %t.unsafe.mlir
// The checker reports the race at the load; --no-check compiles it anyway.
// RUN: %not %async-opt %t.unsafe.mlir --emit=ptx --chip=sm_90a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=RACE
// RACE: error: the counter of barrier 'consumer.cluster_barrier' is loaded with no CTA barrier between the load and the arrives, wait and store that use it
// RUN: %async-opt %t.unsafe.mlir --no-check --emit=ptx --chip=sm_90a -o %t.unsafe.ptx
// RUN: %FileCheck %s --check-prefix=UNSAFE < %t.unsafe.ptx
// RUN: %ptxas -arch=sm_90a %t.unsafe.ptx -o %t.unsafe.cubin

// SM90: .version 8.0
// SM90: .target sm_90a
// SM100: .version 8.6
// SM100: .target sm_100a

// CHECK-LABEL: .entry in_role(
// CHECK: .explicitcluster
// CHECK-NEXT: .reqnctapercluster 2, 1, 1
// The consumer's state: 2 barriers and the counter word.
// CHECK: .shared .align 128 .b8 __async_arena_in_role[24];
// CHECK: mbarrier.init.shared.b64 [__async_arena_in_role], [[TWO:%r[0-9]+]];
// CHECK-NEXT: mbarrier.init.shared.b64 [__async_arena_in_role+8], [[TWO]];
// CHECK-NEXT: st.shared.b64 [__async_arena_in_role+16], 0;
// CHECK-NEXT: fence.mbarrier_init.release.cluster;
// The init ritual's cluster barrier (every thread of the cluster).
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// Load first ...
// CHECK-NOT: barrier.sync
// CHECK: ld.volatile.shared.b32 {{%r[0-9]+}}, [__async_arena_in_role+16];
// ... then the role's local barrier (id 2, the consumer's 128 threads).
// CHECK-NOT: __async_arena_in_role+16
// CHECK: barrier.sync 2, 128;
// The leader's store of the next counter, then every warp meets.
// CHECK: st.volatile.shared.b32 [__async_arena_in_role+16], {{%r[0-9]+}};
// CHECK: bar.warp.sync -1;
// Lanes 0 and 1 of the role's first warp (tid - 32 <= 1) arrive on the slot
// in CTA 0 and CTA 1, one arrive each, in parallel; then everyone waits.
// CHECK: setp.gt.u32 [[NOT:%p[0-9]+]], [[TID:%r[0-9]+]], 129;
// CHECK-NEXT: @[[NOT]] bra
// CHECK-NEXT: add.s32 [[LANE:%r[0-9]+]], [[TID]], -128;
// CHECK-NEXT: mapa.shared::cluster.u32 [[REMOTE:%r[0-9]+]], [[SLOT:%r[0-9]+]], [[LANE]];
// CHECK-NOT: mapa
// CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [[[REMOTE]]], {{%r[0-9]+}};
// CHECK-NOT: mapa
// CHECK: PHASELOCK_TRY_WAIT:
// CHECK-NEXT: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %done, [[[SLOT]]], {{%r[0-9]+}};
// CHECK-NEXT: @!%done bra PHASELOCK_TRY_WAIT;
// No tail barrier after the wait.
// CHECK-NOT: barrier.sync
// CHECK-NOT: __async_arena_in_role+16
// No hardware cluster barrier for the role's cluster barrier: only the
// kernel's exit, where every thread meets the cluster.
// CHECK-NOT: barrier.cluster
// CHECK: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK-NEXT: ret;

// UNSAFE-LABEL: .entry in_role(
// UNSAFE-NOT: ld.volatile.shared
// UNSAFE: barrier.sync 2, 128;
// UNSAFE: ld.volatile.shared.b32 {{%r[0-9]+}}, [__async_arena_in_role+16];
// UNSAFE: st.volatile.shared.b32 [__async_arena_in_role+16], {{%r[0-9]+}};
// UNSAFE: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64
// UNSAFE: ret;

// Outside any role: the hardware cluster barrier, no state, no named barrier.
// CHECK-LABEL: .entry no_role(
// CHECK-NOT: mbarrier
// CHECK: st.global.b32
// CHECK-NEXT: barrier.cluster.arrive;
// CHECK-NEXT: barrier.cluster.wait;
// CHECK-NEXT: st.global.b32
// CHECK-NOT: barrier.sync
// CHECK: ret;
// UNSAFE-LABEL: .entry no_role(
// UNSAFE: barrier.cluster.arrive;
// UNSAFE-NEXT: barrier.cluster.wait;

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @in_role(%out: !llvm.ptr<1>, %v: i32) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    async.warp_specialize {
      async.role "producer" warps 4 {
      }
      async.role "consumer" warps 4 {
        async.cluster_barrier
        llvm.store %v, %out : i32, !llvm.ptr<1>
      }
    }
    gpu.return
  }
  gpu.func @no_role(%out: !llvm.ptr<1>, %v: i32) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    llvm.store %v, %out : i32, !llvm.ptr<1>
    async.cluster_barrier
    llvm.store %v, %out : i32, !llvm.ptr<1>
    gpu.return
  }
}
