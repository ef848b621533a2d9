// Barrier scope is per barrier: a remote arrive may reach a barrier only
// when that barrier's own async.barrier.alloc has scope cluster, even when
// another barrier of the kernel has it (a multicast copy needs only the
// cluster-wide init sync that any barrier of scope cluster brings). Each buggy kernel has its fixed twin; the report names the
// allocation to change.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-check-protocol' 2>&1 | %FileCheck %s

// Scope is per barrier: 'sync' has scope cluster, but the remote arrives
// land on 'peer', whose own allocation has scope cta. The fixed kernel
// gives 'peer' cluster scope.
gpu.module @remote_scope_per_barrier {
  gpu.func @peer_cta_scope() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %s = async.barrier.alloc "sync" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    // CHECK: error: arrive on barrier 'peer' {{.*}}; give its async.barrier.alloc at {{.*}}check-protocol-scope.mlir:[[@LINE+1]]:10 scope cluster
    %d = async.barrier.alloc "peer" size 1 count 2 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %r0 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    scf.if %lead {
      // expected-error @+1 {{arrive on barrier 'peer' of another CTA of the cluster, but 'peer' has scope cta (only 'sync' has scope cluster): its waits acquire at CTA scope}}
      async.barrier.arrive %b cta(%r0)
      // expected-error @+1 {{arrive on barrier 'peer' of another CTA of the cluster, but 'peer' has scope cta}}
      async.barrier.arrive %b cta(%r1)
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
  gpu.func @peer_cluster_scope() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %s = async.barrier.alloc "sync" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %d = async.barrier.alloc "peer" size 1 count 2 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %r0 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    scf.if %lead {
      async.barrier.arrive %b cta(%r0)
      async.barrier.arrive %b cta(%r1)
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// Multicast copies differ: 'empty' has scope cluster (the init sync spans
// the cluster), and the copies of both CTAs complete on 'ready', which has
// scope cta. The bytes land in each CTA's own memory and complete on its
// own barrier, so a CTA-scope wait that sees the phase complete sees them:
// accepted, as with scope cluster.
gpu.module @multicast_scope_per_barrier {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @ready_cta_scope(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %mask = arith.constant 3 : i16
    %e = async.barrier.alloc "empty" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %d = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 2048 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    }
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
  gpu.func @ready_cluster_scope(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %mask = arith.constant 3 : i16
    %e = async.barrier.alloc "empty" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 2048 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    }
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
}
