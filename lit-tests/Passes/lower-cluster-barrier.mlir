// async-lower-cluster-barrier: an async.cluster_barrier inside a role becomes
// the two-slot x parity counter protocol on a per-role state (a cluster-scope
// async.barrier.alloc of 2 barriers with a counter, count = the cluster's
// CTAs, name "<role>.cluster_barrier", at kernel entry): volatile load of the
// counter, THEN the role's named barrier (barrier.sync 1 + role index,
// threads), lane r of the role's first warp arrives on the slot in CTA r
// (r in 0..N-1, one arrive per lane, in parallel), everyone waits on the
// parity, the first thread stores (c + 1) & 3, then the tail named barrier.
// The unsafe-order option (second RUN) swaps the load and the first named
// barrier. A cluster barrier outside any role is left alone, and so is one in
// a role that is the whole CTA with no thread-dependent loop or branch around
// it (the hardware barrier serves it); inside a role, the kernel needs
// nvvm.cluster_dim.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-lower-cluster-barrier,async-verify' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-lower-cluster-barrier{unsafe-order},async-verify' | %FileCheck %s --check-prefix=UNSAFE

// Cluster of 2 CTAs, barrier in the second role (warps 1-4: barrier id 2,
// 128 threads, first thread 32). The whole protocol, in order.
// CHECK-LABEL: gpu.func @cluster2
// CHECK-SAME: attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
// CHECK-NEXT: %[[S:.*]] = async.barrier.alloc "consumer.cluster_barrier" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
// CHECK-NOT: async.barrier.alloc
// CHECK: async.role "producer" warps 1 {
// CHECK-NEXT: }
// CHECK-NEXT: async.role
// CHECK-NEXT: %[[CTR:.*]] = async.barrier.counter %[[S]] : !async.mbarrier_array<2>
// CHECK-NEXT: %[[C:.*]] = llvm.load volatile %[[CTR]] {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NEXT: llvm.inline_asm has_side_effects "barrier.sync 2, 128;", ""
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i32
// slot = c & 1, parity = (c >> 1) & 1.
// CHECK-NEXT: %[[SLOT32:.*]] = arith.andi %[[C]], %[[ONE]] : i32
// CHECK-NEXT: %[[SLOT:.*]] = arith.index_castui %[[SLOT32]] : i32 to index
// CHECK-NEXT: %[[LAP:.*]] = arith.shrui %[[C]], %[[ONE]] : i32
// CHECK-NEXT: %[[PARITY:.*]] = arith.trunci %[[LAP]] : i32 to i1
// CHECK-NEXT: %[[BAR:.*]] = async.barrier.get %[[S]][%[[SLOT]]] : !async.mbarrier_array<2>
// The role's first thread: linear thread index == 32.
// CHECK-NEXT: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[TY:.*]] = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT: %[[TZ:.*]] = nvvm.read.ptx.sreg.tid.z : i32
// CHECK-NEXT: %[[NX:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK-NEXT: %[[NY:.*]] = nvvm.read.ptx.sreg.ntid.y : i32
// CHECK-NEXT: %[[ZY:.*]] = arith.muli %[[NY]], %[[TZ]] : i32
// CHECK-NEXT: %[[YZ:.*]] = arith.addi %[[TY]], %[[ZY]] : i32
// CHECK-NEXT: %[[ROW:.*]] = arith.muli %[[NX]], %[[YZ]] : i32
// CHECK-NEXT: %[[TID:.*]] = arith.addi %[[TX]], %[[ROW]] : i32
// CHECK-NEXT: %[[FIRST:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[LEADER:.*]] = arith.cmpi eq, %[[TID]], %[[FIRST]] : i32
// The first thread stores (c + 1) & 3 (every thread has loaded c), then
// every warp meets: the store is ordered before the first warp's arrives.
// CHECK-NEXT: scf.if %[[LEADER]] {
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[C]], %[[ONE]] : i32
// CHECK-NEXT: %[[WRAP:.*]] = arith.andi %[[NEXT]], %[[THREE]] : i32
// CHECK-NEXT: llvm.store volatile %[[WRAP]], %[[CTR]] {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""
// Lane r = tid - 32 arrives on the slot of CTA r, for r < 2, and no other.
// CHECK-NEXT: %[[LANE:.*]] = arith.subi %[[TID]], %[[FIRST]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[ARRIVES:.*]] = arith.cmpi ult, %[[LANE]], %[[N]] : i32
// CHECK-NEXT: scf.if %[[ARRIVES]] {
// CHECK-NEXT: async.barrier.arrive %[[BAR]] cta(%[[LANE]])
// CHECK-NEXT: }
// Every thread waits on its own CTA's slot with the parity; no tail barrier.
// CHECK-NEXT: async.barrier.wait %[[BAR]], %[[PARITY]] mode try
// CHECK-NEXT: }
// CHECK-NOT: async.cluster_barrier
// CHECK: gpu.return

// The unsafe order: the named barrier first, then the counter load; the rest
// is the same.
// UNSAFE-LABEL: gpu.func @cluster2
// UNSAFE-NEXT: %[[S:.*]] = async.barrier.alloc "consumer.cluster_barrier" size 2 count 2 scope cluster {counter}
// UNSAFE: async.role "producer" warps 1 {
// UNSAFE-NEXT: }
// UNSAFE-NEXT: async.role
// UNSAFE-NEXT: %[[CTR:.*]] = async.barrier.counter %[[S]]
// UNSAFE-NEXT: llvm.inline_asm has_side_effects "barrier.sync 2, 128;", ""
// UNSAFE-NEXT: %[[C:.*]] = llvm.load volatile %[[CTR]] {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// UNSAFE-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// UNSAFE-NEXT: %[[THREE:.*]] = arith.constant 3 : i32
// UNSAFE-NEXT: arith.andi %[[C]], %[[ONE]] : i32
// UNSAFE: llvm.store volatile %{{.*}}, %[[CTR]] {alignment = 4 : i64} : i32, !llvm.ptr<3>
// UNSAFE: async.barrier.arrive{{( |$)}}
// UNSAFE: async.barrier.wait{{( |$)}}
// UNSAFE-NEXT: }
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster2() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    async.warp_specialize {
      async.role "producer" warps 1 {
      }
      async.role "consumer" warps 4 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// Cluster of 1 CTA: count 1, one arrive (on CTA 0). First role: barrier id 1,
// 64 threads, first thread 0.
// CHECK-LABEL: gpu.func @cluster1
// CHECK-NEXT: %[[S:.*]] = async.barrier.alloc "solo.cluster_barrier" size 2 count 1 scope cluster {counter}
// CHECK: %[[C:.*]] = llvm.load volatile
// CHECK-NEXT: llvm.inline_asm has_side_effects "barrier.sync 1, 64;", ""
// CHECK: %[[BAR:.*]] = async.barrier.get %[[S]][%{{.*}}]
// CHECK: %[[FIRST:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[LEADER:.*]] = arith.cmpi eq, %{{.*}}, %[[FIRST]] : i32
// CHECK-NEXT: scf.if %[[LEADER]] {
// CHECK: llvm.store volatile
// CHECK: llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""
// CHECK-NEXT: %[[LANE:.*]] = arith.subi %{{.*}}, %[[FIRST]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ARRIVES:.*]] = arith.cmpi ult, %[[LANE]], %[[N]] : i32
// CHECK-NEXT: scf.if %[[ARRIVES]] {
// CHECK-NEXT: async.barrier.arrive %[[BAR]] cta(%[[LANE]])
// CHECK-NEXT: }
// CHECK-NEXT: async.barrier.wait %[[BAR]], %{{.*}} mode try
// CHECK-NEXT: }
// CHECK-NOT: async.cluster_barrier
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster1() kernel attributes {nvvm.cluster_dim = array<i32: 1, 1, 1>} {
    async.warp_specialize {
      async.role "solo" warps 2 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// Cluster of 2 x 2 x 1 = 4 CTAs: count 4, lanes 0-3 arrive on CTAs 0-3.
// CHECK-LABEL: gpu.func @cluster4
// CHECK-NEXT: %[[S:.*]] = async.barrier.alloc "consumer.cluster_barrier" size 2 count 4 scope cluster {counter}
// CHECK: %[[BAR:.*]] = async.barrier.get %[[S]][%{{.*}}]
// CHECK: %[[LEADER:.*]] = arith.cmpi eq
// CHECK-NEXT: scf.if %[[LEADER]] {
// CHECK: "bar.warp.sync -1;"
// CHECK-NEXT: %[[LANE:.*]] = arith.subi
// CHECK-NEXT: %[[N:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[ARRIVES:.*]] = arith.cmpi ult, %[[LANE]], %[[N]] : i32
// CHECK-NEXT: scf.if %[[ARRIVES]] {
// CHECK-NEXT: async.barrier.arrive %[[BAR]] cta(%[[LANE]])
// CHECK-NEXT: }
// CHECK-NEXT: async.barrier.wait %[[BAR]], %{{.*}} mode try
// CHECK-NOT: async.cluster_barrier
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster4() kernel attributes {nvvm.cluster_dim = array<i32: 2, 2, 1>} {
    async.warp_specialize {
      async.role "consumer" warps 4 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// Two roles, each with its own state and its own named barrier (id 1 with 32
// threads, id 2 with 128 threads); the two barriers of the consumer share
// one state. The barrier outside the roles is left for the hardware barrier.
// CHECK-LABEL: gpu.func @two_roles
// CHECK-NEXT: %[[SC:.*]] = async.barrier.alloc "consumer.cluster_barrier" size 2 count 2 scope cluster {counter}
// CHECK-NEXT: %[[SP:.*]] = async.barrier.alloc "producer.cluster_barrier" size 2 count 2 scope cluster {counter}
// CHECK-NOT: async.barrier.alloc
// CHECK: async.cluster_barrier
// CHECK-NEXT: async.warp_specialize
// CHECK-NEXT: async.role
// CHECK-NEXT: %[[CP:.*]] = async.barrier.counter %[[SP]]
// CHECK-NEXT: llvm.load volatile %[[CP]]
// CHECK-NEXT: "barrier.sync 1, 32;"
// CHECK: async.barrier.get{{( |$)}}
// CHECK: %[[F0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.cmpi eq, %{{.*}}, %[[F0]] : i32
// CHECK: "bar.warp.sync -1;"
// CHECK: async.barrier.wait{{( |$)}}
// CHECK-NEXT: }
// CHECK-NEXT: async.role
// CHECK-NEXT: %[[CC:.*]] = async.barrier.counter %[[SC]]
// CHECK-NEXT: llvm.load volatile %[[CC]]
// CHECK-NEXT: "barrier.sync 2, 128;"
// CHECK: async.barrier.get{{( |$)}}
// CHECK: %[[F1:.*]] = arith.constant 32 : i32
// CHECK-NEXT: arith.cmpi eq, %{{.*}}, %[[F1]] : i32
// CHECK: async.barrier.wait{{( |$)}}
// CHECK-NEXT: arith.constant 5 : i32
// CHECK-NEXT: %[[CC2:.*]] = async.barrier.counter %[[SC]]
// CHECK-NEXT: llvm.load volatile %[[CC2]]
// CHECK-NEXT: "barrier.sync 2, 128;"
// CHECK: async.barrier.get{{( |$)}}
// CHECK: async.barrier.wait{{( |$)}}
// CHECK-NEXT: }
// CHECK-NOT: async.cluster_barrier
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @two_roles() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    async.cluster_barrier
    async.warp_specialize {
      async.role "producer" warps 1 {
        async.cluster_barrier
      }
      async.role "consumer" warps 4 {
        async.cluster_barrier
        %x = arith.constant 5 : i32
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// A cluster barrier in a loop: the protocol is in the loop body, the state at
// kernel entry, outside the loop.
// CHECK-LABEL: gpu.func @in_loop
// CHECK-NEXT: %[[S:.*]] = async.barrier.alloc "consumer.cluster_barrier" size 2 count 2 scope cluster {counter}
// CHECK-NOT: async.barrier.alloc
// CHECK: scf.for
// CHECK-NEXT: %[[CTR:.*]] = async.barrier.counter %[[S]]
// CHECK-NEXT: llvm.load volatile %[[CTR]]
// CHECK-NEXT: "barrier.sync 1, 128;"
// CHECK: llvm.store volatile %{{.*}}, %[[CTR]] {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK: "bar.warp.sync -1;"
// CHECK: async.barrier.arrive{{( |$)}}
// CHECK: async.barrier.wait{{( |$)}}
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: async.cluster_barrier
// UNSAFE-LABEL: gpu.func @in_loop
// UNSAFE: scf.for
// UNSAFE-NEXT: async.barrier.counter{{( |$)}}
// UNSAFE-NEXT: "barrier.sync 1, 128;"
// UNSAFE-NEXT: llvm.load volatile
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @in_loop(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// Outside any role (even without nvvm.cluster_dim): unchanged, no state.
// CHECK-LABEL: gpu.func @no_role
// CHECK-NOT: async.barrier
// CHECK: async.cluster_barrier
// CHECK-NEXT: llvm.store
// CHECK-NEXT: async.cluster_barrier
// CHECK-NEXT: gpu.return
// CHECK-NOT: barrier.sync
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @no_role(%p: !llvm.ptr<1>, %v: i32) kernel {
    async.cluster_barrier
    llvm.store %v, %p : i32, !llvm.ptr<1>
    async.cluster_barrier
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @no_cluster_dim() kernel {
    async.warp_specialize {
      async.role "consumer" warps 4 {
        // expected-error @+1 {{async.cluster_barrier inside a role needs the cluster size: give the kernel an nvvm.cluster_dim attribute}}
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// A cluster size with a zero dimension is reported as such, before the
// pass relies on it.
gpu.module @m {
  // expected-error @+1 {{'nvvm.cluster_dim' [0, 1, 1] must have positive dimensions}}
  gpu.func @zero_dim() kernel attributes {nvvm.cluster_dim = array<i32: 0, 1, 1>} {
    async.warp_specialize {
      async.role "consumer" warps 4 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// A role that is the whole CTA (4 warps, known_block_size 128), the barrier
// in a loop over a kernel argument: every thread of every CTA reaches it, so
// it stays for the hardware barrier (no state).
// CHECK-LABEL: gpu.func @whole_cta
// CHECK-NOT: async.barrier.alloc
// CHECK: scf.for
// CHECK-NEXT: async.cluster_barrier
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @whole_cta(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "all" warps 4 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// The whole CTA again, but the loop's bound depends on the thread: not every
// thread reaches the same barriers, so the counter protocol (not the
// hardware barrier).
// CHECK-LABEL: gpu.func @whole_cta_thread_loop
// CHECK-NEXT: async.barrier.alloc "all.cluster_barrier" {{.*}}count 2 {{.*}}counter
// CHECK-NOT: async.cluster_barrier{{( |$)}}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @whole_cta_thread_loop() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tid : i32 to index
    async.warp_specialize {
      async.role "all" warps 4 {
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// A role of 4 warps in a block of 160 threads: not the whole CTA, so the
// counter protocol.
// CHECK-LABEL: gpu.func @part_of_cta
// CHECK-NEXT: async.barrier.alloc "consumer.cluster_barrier" {{.*}}count 2 {{.*}}counter
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @part_of_cta() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    async.warp_specialize {
      async.role "producer" warps 1 {
      }
      async.role "consumer" warps 4 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}
