// convert-async-to-nvvm: allocation, the init ritual, arrive, expect_tx, wait.
// RUN: %async-opt %s --split-input-file --pass-pipeline='builtin.module(async-verify,convert-async-to-nvvm)' | %FileCheck %s

// CHECK-LABEL: gpu.module @cta
// CHECK: llvm.mlir.global internal @__async_mbarrier_alloc_0_full() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<3 x i64>
// CHECK: llvm.mlir.global internal @__async_mbarrier_alloc_1_empty() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
// CHECK-LABEL: gpu.func @alloc
// The init ritual comes first: thread (0,0,0) inits every barrier, fences, then the CTA barrier.
// CHECK-NEXT: %[[X:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[Y:.*]] = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT: %[[Z:.*]] = nvvm.read.ptx.sreg.tid.z : i32
// CHECK: %[[FIRST:.*]] = arith.cmpi eq
// CHECK: scf.if %[[FIRST]] {
// CHECK:   %[[F:.*]] = llvm.mlir.addressof @__async_mbarrier_alloc_0_full : !llvm.ptr<3>
// CHECK:   %[[C1:.*]] = arith.constant 1 : i32
// CHECK:   nvvm.mbarrier.init %[[F]], %[[C1]] : !llvm.ptr<3>, i32
// CHECK:   %[[F1:.*]] = llvm.getelementptr %[[F]][1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// CHECK:   nvvm.mbarrier.init %[[F1]], %[[C1]]
// CHECK:   %[[F2:.*]] = llvm.getelementptr %[[F]][2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// CHECK:   nvvm.mbarrier.init %[[F2]], %[[C1]]
// CHECK:   %[[E:.*]] = llvm.mlir.addressof @__async_mbarrier_alloc_1_empty : !llvm.ptr<3>
// CHECK:   %[[C96:.*]] = arith.constant 96 : i32
// CHECK:   nvvm.mbarrier.init %[[E]], %[[C96]]
// CHECK:   nvvm.fence.mbarrier.init
// CHECK: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: async.
gpu.module @cta {
  gpu.func @alloc(%i: index, %ph: i1) kernel {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 1 count 96 scope cta : !async.mbarrier_array<1>
    // CHECK: %[[BASE:.*]] = llvm.mlir.addressof @__async_mbarrier_alloc_0_full
    // CHECK: %[[I:.*]] = arith.index_cast %{{.*}} : index to i64
    // CHECK: %[[B:.*]] = llvm.getelementptr %[[BASE]][%[[I]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
    %b = async.barrier.get %full[%i] : !async.mbarrier_array<3>
    // CHECK: llvm.inline_asm has_side_effects "{{.*}}mbarrier.arrive.shared::cta.b64 %state, [$0], $1;{{.*}}", "r,r" %[[B]]
    async.barrier.arrive %b
    // CHECK: %[[C3:.*]] = arith.constant 3 : i32
    // CHECK: mbarrier.arrive.shared::cta.b64 %state, [$0], $1;{{.*}}", "r,r" %[[B]], %[[C3]]
    async.barrier.arrive %b count 3
    %c512 = arith.constant 512 : i32
    // CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 %state, [$0], $1;{{.*}}", "r,r" %[[B]], %{{.*}}
    async.barrier.arrive_expect_tx %b, %c512
    // CHECK: "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;", "r,r" %[[B]]
    async.barrier.expect_tx %b, %c512
    // CHECK: %[[P:.*]] = arith.extui %{{.*}} : i1 to i32
    // CHECK: PHASELOCK_TRY_WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 %done, [$0], $1;\0A\09@!%done bra PHASELOCK_TRY_WAIT;{{.*}}", "r,r" %[[B]], %[[P]]
    async.barrier.wait %b, %ph mode try
    // CHECK: PHASELOCK_TEST_WAIT:\0A\09mbarrier.test_wait.parity.shared::cta.b64 %done, [$0], $1;\0A\09@!%done bra PHASELOCK_TEST_WAIT;
    async.barrier.wait %b, %ph mode test
    gpu.return
  }
}

// -----

// Cluster scope: the init is followed by the cluster barrier, waits acquire
// at cluster scope, a remote arrive maps the address into the peer CTA.
// CHECK-LABEL: gpu.func @cluster
// CHECK: nvvm.fence.mbarrier.init
// CHECK: }
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NOT: nvvm.barrier0
gpu.module @cluster {
  gpu.func @cluster(%rank: i32, %ph: i1) kernel {
    %peer = async.barrier.alloc "peer" size 2 count 2 scope cluster : !async.mbarrier_array<2>
    %c1 = arith.constant 1 : index
    %b = async.barrier.get %peer[%c1] : !async.mbarrier_array<2>
    // CHECK: %[[R:.*]] = nvvm.mapa %{{.*}}, %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
    // CHECK: "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0], $1;", "r,r" %[[R]]
    async.barrier.arrive %b cta(%rank)
    // CHECK: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64
    async.barrier.wait %b, %ph mode try
    // CHECK: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64
    async.barrier.wait %b, %ph mode test
    gpu.return
  }
}

// -----

// A kernel without barriers gets no init ritual.
// CHECK-LABEL: gpu.func @no_barriers
// CHECK-NOT: nvvm.mbarrier.init
// CHECK-NOT: nvvm.barrier0
// CHECK: gpu.return
gpu.module @none {
  gpu.func @no_barriers(%v: f32) kernel {
    gpu.return
  }
}
