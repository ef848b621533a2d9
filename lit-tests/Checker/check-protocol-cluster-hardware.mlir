// async-check-protocol on cluster barriers that async-lower-cluster-barrier
// leaves to the hardware barrier.cluster in several roles: the checker
// models each as one meeting of every thread of the cluster, so a role
// that never gets there holds the others at it, and the report names the
// hardware cluster barrier.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-lower-cluster-barrier,async-check-protocol'

// Role 'a' waits forever at named barrier 12 (64 threads, it is 32) before
// its tail barrier; role 'b' meets nothing else, so the barrier stays for
// the hardware, and 'b' waits there for 'a'.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @stuck() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        llvm.inline_asm has_side_effects "bar.sync 12, 64;", "" : () -> ()
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        // expected-error @+1 {{deadlock: role 'b' (warp 1) waits at the hardware cluster barrier for its 64 threads; role 'a' (warp 0) waits at named barrier 12 for its 64 threads}}
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// The same roles, 'a' through its named barrier with a partner warp: the
// barrier meets both roles of both CTAs, no report.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @met(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 4, 1, 1>, known_block_size = array<i32: 96, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "a" warps 2 {
        llvm.inline_asm has_side_effects "bar.sync 12, 64;", "" : () -> ()
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
      async.role "b" warps 1 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// A barrier marked `hardware` by hand in one of two roles: the other role
// never gets there, and the checker reports the wait.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asked(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        // expected-error @+1 {{deadlock: role 'a' (warp 0) waits at the hardware cluster barrier for its 64 threads}}
        async.cluster_barrier {hardware}
      }
      async.role "b" warps 1 {
      }
    }
    gpu.return
  }
}
