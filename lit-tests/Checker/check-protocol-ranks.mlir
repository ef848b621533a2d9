// Cluster kernels whose CTAs differ by rank: each rank's CTA is simulated,
// the arrivals every rank's remote arrives send count on the target rank's
// barrier, and the model check runs on all ranks together. CTA 0 gathers (waits on 'gather'), the other CTAs send:
// a `select` on the rank gives CTA 0 no sender lane.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'

// The count assumes every rank sends one arrival, but CTA 0 sends none:
// CTA 0's barrier gets 1 of its 2.
gpu.module @gather_short {
  gpu.func @gather_short() kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %g = async.barrier.alloc "gather" size 1 count 2 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %is_rank0 = arith.cmpi eq, %rank, %zero : i32
    %senders = arith.select %is_rank0, %zero, %one : i32
    %send = arith.cmpi ult, %tid, %senders : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    scf.if %send {
      async.barrier.arrive %b cta(%zero)
    }
    scf.if %is_rank0 {
      // expected-error @+1 {{barrier 'gather'[0] of CTA rank 0 expects 2 arrival(s) per phase and CTA 0's waits need 1 phase(s) (2 arrivals), but the cluster's CTAs make 1 arrival(s) on it (0 of its own local arrives; remote arrives from CTA 1: 1)}}
      async.barrier.wait %b, %false mode try
    }
    gpu.return
  }
}

// -----

// Fixed: the count is the one sending CTA. No report.
gpu.module @gather_one {
  gpu.func @gather_one() kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %g = async.barrier.alloc "gather" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %is_rank0 = arith.cmpi eq, %rank, %zero : i32
    %senders = arith.select %is_rank0, %zero, %one : i32
    %send = arith.cmpi ult, %tid, %senders : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    scf.if %send {
      async.barrier.arrive %b cta(%zero)
    }
    scf.if %is_rank0 {
      async.barrier.wait %b, %false mode try
    }
    gpu.return
  }
}

// -----

// A handshake between the two CTAs in a loop: CTA 1 sends on CTA 0's 'data'
// and waits for CTA 0's 'ack' before the next send. The whole cluster is
// model-checked at once (every rank's warps, each rank's barriers apart), so
// the sender's waits hold it back: no report.
gpu.module @handshake {
  gpu.func @handshake(%n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %g = async.barrier.alloc "data" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %a = async.barrier.alloc "ack" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %is_rank0 = arith.cmpi eq, %rank, %zero : i32
    %lane0 = arith.cmpi eq, %tid, %zero : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    %k = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    scf.for %i = %c0 to %n step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %bit = arith.trunci %i64 : i64 to i1
      scf.if %is_rank0 {
        async.barrier.wait %b, %bit mode try
        scf.if %lane0 {
          async.barrier.arrive %k cta(%one)
        }
      } else {
        scf.if %lane0 {
          async.barrier.arrive %b cta(%zero)
        }
        async.barrier.wait %k, %bit mode try
      }
    }
    gpu.return
  }
}

// -----

// The ack sent before CTA 0 waits for the data: CTA 1 may send twice
// before CTA 0 waits once, so 'data' completes two phases ahead of CTA 0's
// parity wait.
gpu.module @handshake_early_ack {
  gpu.func @handshake_early_ack(%n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %g = async.barrier.alloc "data" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %a = async.barrier.alloc "ack" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %is_rank0 = arith.cmpi eq, %rank, %zero : i32
    %lane0 = arith.cmpi eq, %tid, %zero : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    %k = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    scf.for %i = %c0 to %n step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %bit = arith.trunci %i64 : i64 to i1
      scf.if %is_rank0 {
        scf.if %lane0 {
          async.barrier.arrive %k cta(%one)
        }
        async.barrier.wait %b, %bit mode try
      } else {
        scf.if %lane0 {
          async.barrier.arrive %b cta(%zero)
        }
        // expected-error @+1 {{deadlock: role 'CTA 1' (warp 1) waits on 'ack'[0] for parity 1 while it is in phase 1; role 'CTA 0' (warp 0) waits on 'data'[0] for parity 0 while it is in phase 2}}
        async.barrier.wait %k, %bit mode try
      }
    }
    gpu.return
  }
}

// -----

// Rank 0 multicasts one tile to both CTAs of the cluster, each of which
// expects its bytes: in the model check of the whole cluster the copy lands
// on every CTA of its mask. No report.
gpu.module @multicast_both {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @multicast_both(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %bytes = arith.constant 1024 : i32
    %mask = arith.constant 3 : i16
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %first = arith.cmpi eq, %rank, %zero : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      scf.if %first {
        async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
      }
    }
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
}

// -----

// The mask holds rank 0 only: rank 1 expects bytes that never come.
gpu.module @multicast_only0 {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @multicast_only0(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %bytes = arith.constant 1024 : i32
    %mask = arith.constant 1 : i16
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %first = arith.cmpi eq, %rank, %zero : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    scf.if %lead {
      // expected-error @+1 {{barrier 'ready'[0] expects 1024 bytes per phase, but the copies completing on it bring 0}}
      async.barrier.arrive_expect_tx %b, %bytes
      scf.if %first {
        async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
      }
    }
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
}
