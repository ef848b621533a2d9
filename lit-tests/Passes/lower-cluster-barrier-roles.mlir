// async-lower-cluster-barrier with several roles that together are the whole
// CTA: where every role's cluster barriers form the same sequence (the same
// loops over the same bounds, the same conditions, defined outside the
// warp_specialize), all before the role's other synchronizing ops or all
// after them, every thread of every CTA reaches the same barriers and one
// hardware barrier adds no wait between the roles that could deadlock, so
// the barriers stay for the hardware barrier.cluster (no counter state),
// marked `hardware`. This needs the warp_specialize alone in the kernel's
// one block (under no loop or branch, nothing outside it synchronizing but
// barriers of every thread) and bounds that are the same on every thread
// (the uniformity analysis, not a search for thread reads). Anything else
// gets the counter protocol, one state per role.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-lower-cluster-barrier,async-verify' | %FileCheck %s
// The kernels that keep the hardware barrier pass the checker, which models
// it as one meeting of every thread of the cluster.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CHECKED
// CHECKED-NOT: {{error|warning}}
// A loop bound that the warp index chooses is no trip count the checker
// sets: the claim stops at the counts it ran.
// CHECKED: error: protocol of kernel @hidden_thread_bound not verified for all trip counts: the loop at {{.*}}:298:9 ran only {0} laps in the checked configurations{{.*}}
// CHECKED-NOT: {{error|warning}}

// Two roles (1 + 4 warps = the 160 threads), each a loop of barriers over
// the same kernel argument: the hardware barrier.
// CHECK-LABEL: gpu.func @same_loops
// CHECK-NOT: async.barrier.alloc
// CHECK: async.role "producer"
// CHECK-NEXT: scf.for
// CHECK-NEXT: async.cluster_barrier {hardware}
// CHECK: async.role "consumer"
// CHECK-NEXT: scf.for
// CHECK-NEXT: async.cluster_barrier {hardware}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @same_loops(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
      async.role "consumer" warps 4 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// A barrier before each role's other synchronization and one after it, and
// a branch on a kernel argument around the tail's: the hardware barrier.
// CHECK-LABEL: gpu.func @head_and_tail
// CHECK-NOT: async.barrier.alloc
// CHECK-COUNT-4: async.cluster_barrier
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @head_and_tail(%flag: i1) kernel attributes {nvvm.cluster_dim = array<i32: 4, 1, 1>, known_block_size = array<i32: 96, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        scf.if %flag {
          async.cluster_barrier
        }
      }
      async.role "b" warps 2 {
        async.cluster_barrier
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        scf.if %flag {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// A barrier between two synchronizing ops of a role: one hardware barrier
// would make the other role wait for this one's second op, so the counter
// protocol, one state per role.
// CHECK-LABEL: gpu.func @between_syncs
// CHECK-DAG: async.barrier.alloc "a.cluster_barrier"
// CHECK-DAG: async.barrier.alloc "b.cluster_barrier"
// CHECK-NOT: async.cluster_barrier{{( |$)}}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @between_syncs() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        async.cluster_barrier
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
      }
      async.role "b" warps 1 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// The roles' sequences differ: one barrier against two, a tail against a
// head, loops over different arguments, a bound computed in each role, a
// role without any: the counter protocol.
// CHECK-LABEL: gpu.func @counts_differ
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @head_vs_tail
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @bounds_differ
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @bound_inside
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @one_role_without
// CHECK: async.barrier.alloc "a.cluster_barrier"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @counts_differ() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        async.cluster_barrier
        async.cluster_barrier
      }
    }
    gpu.return
  }
  gpu.func @head_vs_tail() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
      }
      async.role "b" warps 1 {
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        async.cluster_barrier
      }
    }
    gpu.return
  }
  gpu.func @bounds_differ(%n: index, %m: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "a" warps 1 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
      async.role "b" warps 1 {
        scf.for %i = %c0 to %m step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
  gpu.func @bound_inside(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "a" warps 1 {
        %k = arith.addi %n, %c1 : index
        scf.for %i = %c0 to %k step %c1 {
          async.cluster_barrier
        }
      }
      async.role "b" warps 1 {
        %k = arith.addi %n, %c1 : index
        scf.for %i = %c0 to %k step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
  gpu.func @one_role_without() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
      }
      async.role "b" warps 1 {
      }
    }
    gpu.return
  }
}

// -----

// The same sequences, but the roles are 2 of the block's 3 warps: the third
// warp never reaches barrier.cluster, so the counter protocol.
// CHECK-LABEL: gpu.func @roles_short_of_cta
// CHECK-DAG: async.barrier.alloc "a.cluster_barrier"
// CHECK-DAG: async.barrier.alloc "b.cluster_barrier"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @roles_short_of_cta() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 96, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// A role with no other synchronization meets the barriers whenever they
// come: its two barriers match the other role's head and tail.
// CHECK-LABEL: gpu.func @free_role
// CHECK-NOT: async.barrier.alloc
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @free_role() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        async.cluster_barrier
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// The same sequences, but after the warp_specialize an mbarrier is waited
// on: a role held at its tail barrier could be what that wait needs, so
// the counter protocol.
// CHECK-LABEL: gpu.func @wait_after
// CHECK-DAG: async.barrier.alloc "a.cluster_barrier"
// CHECK-DAG: async.barrier.alloc "b.cluster_barrier"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wait_after() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %bars = async.barrier.alloc "late" size 1 count 64 scope cta : !async.mbarrier_array<1>
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        async.cluster_barrier
      }
    }
    %bar = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive %bar
    async.barrier.wait %bar, %false mode try
    gpu.return
  }
}

// -----

// What only looks alike. A bound that is an scf.if's result yielding the
// warp index (no thread read on its operands' chain, but not the same on
// every thread); the warp_specialize in a loop; a thread-dependent wait
// before it; two loops over the same bounds, one compared unsigned: the
// counter protocol. (A role that spins: lower-cluster-barrier-spin.mlir.)
// CHECK-LABEL: gpu.func @hidden_thread_bound
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @in_loop
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @wait_before
// CHECK: async.barrier.alloc "a.cluster_barrier"
// CHECK-LABEL: gpu.func @signedness
// CHECK: async.barrier.alloc "a.cluster_barrier"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @hidden_thread_bound(%flag: i1) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %w = arith.index_cast %warp : i32 to index
    %k = scf.if %flag -> (index) {
      scf.yield %w : index
    } else {
      scf.yield %c0 : index
    }
    async.warp_specialize {
      async.role "a" warps 1 {
        scf.for %i = %c0 to %k step %c1 {
          async.cluster_barrier
        }
      }
      async.role "b" warps 1 {
        scf.for %i = %c0 to %k step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
  gpu.func @in_loop(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %j = %c0 to %n step %c1 {
      async.warp_specialize {
        async.role "a" warps 1 {
          async.cluster_barrier
        }
        async.role "b" warps 1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
  gpu.func @wait_before() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %i32_32 = arith.constant 32 : i32
    %bars = async.barrier.alloc "early" size 1 count 32 scope cta : !async.mbarrier_array<1>
    %bar = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi ult, %tid, %i32_32 : i32
    scf.if %first {
      async.barrier.wait %bar, %false mode try
    }
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
      }
      async.role "b" warps 1 {
        async.cluster_barrier
        async.barrier.arrive %bar
      }
    }
    gpu.return
  }
  gpu.func @signedness(%hi: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %lo = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "a" warps 1 {
        scf.for %i = %lo to %hi step %c1 {
          async.cluster_barrier
        }
      }
      async.role "b" warps 1 {
        scf.for unsigned %i = %lo to %hi step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}
