// The cluster barrier's counter protocol (what async-lower-cluster-barrier
// emits inside a role): the checker proves its op order and follows the
// counter's values (0 at kernel start, then each instance's store), so the
// slots and parities it names get the counts and the model check.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
//
// The lowering's safe order on examples/cluster_reduce.mlir: verified, no
// warning; the unsafe order (named barrier, then the load): the race, at
// each load.
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --pass-pipeline='async-lower-cluster-barrier,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=SAFE
// SAFE-NOT: {{error|warning}}
// RUN: %not %async-opt %S/../../examples/cluster_reduce.mlir --pass-pipeline='async-lower-cluster-barrier{unsafe-order},async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=UNSAFE
// UNSAFE: cluster_reduce.mlir:125:9: error: the counter of barrier 'consumer.cluster_barrier' is loaded with no CTA barrier between the load and the arrives, wait and store that use it: a delayed thread of warps 4-7 (role 'consumer') can load it after the leader's store of the same instance, so two warps' snapshots differ
// UNSAFE: cluster_reduce.mlir:147:9: error: the counter of barrier 'consumer.cluster_barrier' is loaded with no CTA barrier

// The fixed protocol, written by hand: load, CTA barrier, lanes 0 and 1
// arrive on slot c & 1 of CTAs 0 and 1, wait with parity (c >> 1) & 1,
// thread 0 stores (c + 1) & 3, tail barrier; in a loop, so the counter
// wraps. No report.
gpu.module @counter_safe {
  gpu.func @counter_safe(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      gpu.barrier
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      async.barrier.wait %b, %parity mode try
      %leader = arith.cmpi eq, %tid, %zero : i32
      scf.if %leader {
        %next = arith.addi %c, %one : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// The unsafe order: the CTA barrier first, then the load. A thread that
// reaches the load late can read the value the leader stored for the next
// instance.
gpu.module @counter_late_load {
  gpu.func @counter_late_load(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      gpu.barrier
      // expected-error @+1 {{the counter of barrier 'cb' is loaded with no CTA barrier between the load and the arrives, wait and store that use it: a delayed thread of the CTA's warps can load it after the leader's store of the same instance, so two warps' snapshots differ and they arrive and wait on different slots (load it before the named barrier)}}
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      async.barrier.wait %b, %parity mode try
      %leader = arith.cmpi eq, %tid, %zero : i32
      scf.if %leader {
        %next = arith.addi %c, %one : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// No tail barrier: the next lap's load races with this lap's store.
gpu.module @counter_no_tail {
  gpu.func @counter_no_tail(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      gpu.barrier
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      async.barrier.wait %b, %parity mode try
      %leader = arith.cmpi eq, %tid, %zero : i32
      // expected-error @+1 {{the counter of barrier 'cb' is stored here and the loop's next lap loads it with no CTA barrier between: a thread of the CTA's warps can load it before the store and another after it, so their snapshots differ (put a tail barrier after the store, or make the store before the arrives that the next wait acquires)}}
      scf.if %leader {
        %next = arith.addi %c, %one : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
    }
    gpu.return
  }
}

// -----

// Its fixed twin without a tail barrier: the leader stores right after the
// barrier, its warp meets, and the lanes' release arrives carry the store to
// every thread that passes the wait: silent.
gpu.module @counter_store_first {
  gpu.func @counter_store_first(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      gpu.barrier
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %leader = arith.cmpi eq, %tid, %zero : i32
      scf.if %leader {
        %next = arith.addi %c, %one : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
      llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      async.barrier.wait %b, %parity mode try
    }
    gpu.return
  }
}

// -----

// The store before the arrives but no warp meeting between: the other lanes'
// arrives do not order the leader's store.
gpu.module @counter_store_first_no_meeting {
  gpu.func @counter_store_first_no_meeting(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      gpu.barrier
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %leader = arith.cmpi eq, %tid, %zero : i32
      // expected-error @+1 {{the counter of barrier 'cb' is stored here and the loop's next lap loads it with no CTA barrier between}}
      scf.if %leader {
        %next = arith.addi %c, %one : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      async.barrier.wait %b, %parity mode try
    }
    gpu.return
  }
}

// -----

// A counter that the leader never advances: every instance names slot 0
// with parity 0, so the second wait passes on the first phase.
gpu.module @counter_stuck {
  gpu.func @counter_stuck(%n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %cb = async.barrier.alloc "cb" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ctr = async.barrier.counter %cb : !async.mbarrier_array<2>
    scf.for %k = %c0 to %n step %c1 {
      %c = llvm.load volatile %ctr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      gpu.barrier
      %slot32 = arith.andi %c, %one : i32
      %slot = arith.index_castui %slot32 : i32 to index
      %hi = arith.shrui %c, %one : i32
      %parity = arith.trunci %hi : i32 to i1
      %b = async.barrier.get %cb[%slot] : !async.mbarrier_array<2>
      %sender = arith.cmpi ult, %tid, %two : i32
      scf.if %sender {
        async.barrier.arrive %b cta(%tid)
      }
      // expected-error @+1 {{this wait passes twice on the same completed phase}}
      async.barrier.wait %b, %parity mode try
      %leader = arith.cmpi eq, %tid, %zero : i32
      scf.if %leader {
        %next = arith.addi %c, %zero : i32
        %wrapped = arith.andi %next, %three : i32
        llvm.store volatile %wrapped, %ctr {alignment = 4 : i64} : i32, !llvm.ptr<3>
      }
      gpu.barrier
    }
    gpu.return
  }
}
