// A 2 x 2 cluster: the right column's CTAs (cluster.ctaid.x = 1) each send
// one arrival to the CTA on their left, which waits for it. Ranks are
// x-major (rank = x + 2 y), so the left CTA of row y is rank 2 y.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'

// The target computed as rank y: row 1 sends to rank 1 (a right-column CTA,
// which never waits) and rank 2 waits for an arrival that never comes.
gpu.module @row_target_wrong {
  gpu.func @row_target_wrong() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 2, 1>} {
    %g = async.barrier.alloc "gather" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %two = arith.constant 2 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %x = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
    %y = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
    %is_lane0 = arith.cmpi eq, %tid, %zero : i32
    %is_left = arith.cmpi eq, %x, %zero : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    %target = arith.addi %y, %zero : i32
    %is_right = arith.cmpi ne, %x, %zero : i32
    %send = arith.andi %is_right, %is_lane0 : i1
    scf.if %send {
      async.barrier.arrive %b cta(%target)
    }
    scf.if %is_left {
      // expected-error @+1 {{barrier 'gather'[0] of CTA rank 2 expects 1 arrival(s) per phase and CTA 2's waits need 1 phase(s) (1 arrivals), but the cluster's CTAs make 0 arrival(s) on it (0 of its own local arrives; remote arrives from none)}}
      async.barrier.wait %b, %false mode try
    }
    gpu.return
  }
}

// -----

// Fixed: the left CTA of row y is rank 2 y. No report.
gpu.module @row_target {
  gpu.func @row_target() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 2, 1>} {
    %g = async.barrier.alloc "gather" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %two = arith.constant 2 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %x = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
    %y = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
    %is_lane0 = arith.cmpi eq, %tid, %zero : i32
    %is_left = arith.cmpi eq, %x, %zero : i32
    %b = async.barrier.get %g[%c0] : !async.mbarrier_array<1>
    %target = arith.muli %y, %two : i32
    %is_right = arith.cmpi ne, %x, %zero : i32
    %send = arith.andi %is_right, %is_lane0 : i1
    scf.if %send {
      async.barrier.arrive %b cta(%target)
    }
    scf.if %is_left {
      async.barrier.wait %b, %false mode try
    }
    gpu.return
  }
}
