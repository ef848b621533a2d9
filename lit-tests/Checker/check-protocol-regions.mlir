// The simulation runs the bodies of scf.while, scf.index_switch and
// scf.execute_region (a result takes, lane by lane, the value of the path
// its lane took), and stops with a warning at an op whose regions it does
// not run when they hold barrier ops, and at a branch between blocks.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol' -o /dev/null

// The consumer's loop is an scf.while (k < n): its waits and arrives are
// simulated; the correct ring has no report.
gpu.module @while_ok {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @while_ok(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %last = scf.while (%k = %c0) : (index) -> index {
        %more = arith.cmpi ult, %k, %n : index
        scf.condition(%more) %k : index
      } do {
      ^bb0(%k: index):
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        %next = arith.addi %k, %c1 : index
        scf.yield %next : index
      }
    }
    gpu.return
  }
}

// -----

// The same with the consumer's first wait on the wrong phase, inside the
// scf.while.
gpu.module @while_phase {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @while_phase(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %last = scf.while (%k = %c0) : (index) -> index {
        %more = arith.cmpi ult, %k, %n : index
        scf.condition(%more) %k : index
      } do {
      ^bb0(%k: index):
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{this wait passes on a fresh barrier before any byte has landed on it: its initial phase is wrong}}
        async.barrier.wait %f, %true mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        %next = arith.addi %k, %c1 : index
        scf.yield %next : index
      }
    }
    gpu.return
  }
}

// -----

// Lane 0 of the consumer runs one lap more than its warp (its bound is
// n + 1): the lanes leave the scf.while at different iterations, and lane 0
// waits for a fill that never comes.
gpu.module @while_diverge {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @while_diverge(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %first = arith.cmpi eq, %lane, %zero : i32
    %np1 = arith.addi %n, %c1 : index
    %bound = arith.select %first, %np1, %n : index
    scf.if %is_consumer {
      %last = scf.while (%k = %c0) : (index) -> index {
        %more = arith.cmpi ult, %k, %bound : index
        scf.condition(%more) %k : index
      } do {
      ^bb0(%k: index):
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{deadlock: warp 1 waits on 'full'[1] for parity 0 while it is in phase 2 (bounded model check, integer arguments = 5}}
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        %next = arith.addi %k, %c1 : index
        scf.yield %next : index
      }
    }
    gpu.return
  }
}

// -----

// A loop condition read from memory: the simulation stops there, with a
// warning.
gpu.module @while_memory {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @while_memory(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    %flagp = llvm.getelementptr %src[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    scf.if %is_consumer {
      %last = scf.while (%k = %c0) : (index) -> index {
        %flag = llvm.load %flagp : !llvm.ptr<1> -> i32
        %more = arith.cmpi ne, %flag, %zero : i32
        // expected-warning @+1 {{protocol of kernel @while_memory not verified: the simulation stops at this op (a loop condition the checker cannot evaluate); only the static checks ran}}
        scf.condition(%more) %k : index
      } do {
      ^bb0(%k: index):
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        %next = arith.addi %k, %c1 : index
        scf.yield %next : index
      }
    }
    gpu.return
  }
}

// -----

// The consumer's lap in case 1 of an scf.index_switch on the warp index:
// simulated, no report.
gpu.module @switch_ok {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @switch_ok(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %wi = arith.index_cast %warp : i32 to index
    scf.for %k = %c0 to %n step %c1 {
      scf.index_switch %wi
      case 0 {
        scf.yield
      }
      case 1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        scf.yield
      }
      default {
        scf.yield
      }
    }
    gpu.return
  }
}

// -----

// The lap with the arrive on 'empty' is in case 2 (no such warp); warp 1
// takes the default, which only waits: the producer's second lap on a slot
// waits forever.
gpu.module @switch_default {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @switch_default(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %wi = arith.index_cast %warp : i32 to index
    scf.for %k = %c0 to %n step %c1 {
      scf.index_switch %wi
      case 0 {
        scf.yield
      }
      case 2 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        scf.yield
      }
      default {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{deadlock: warp 1 waits on 'full'[0] for parity 1 while it is in phase 1; warp 0 waits on 'empty'[0] for parity 0 while it is in phase 0 (bounded model check}}
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        scf.yield
      }
    }
    gpu.return
  }
}

// -----

// The consumer's parity is the result of an scf.execute_region, and its
// arrive lies in another: simulated, no report.
gpu.module @region_ok {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @region_ok(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %parity = scf.execute_region -> i1 {
          %lap = arith.divui %k, %c2 : index
          %lap64 = arith.index_cast %lap : index to i64
          %lapbit = arith.trunci %lap64 : i64 to i1
          %flip = arith.xori %lapbit, %true : i1
          scf.yield %lapbit : i1
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %parity mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        scf.execute_region {
          async.barrier.arrive %e
          scf.yield
        }
      }
    }
    gpu.return
  }
}

// -----

// The same with the region yielding the flipped parity.
gpu.module @region_phase {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @region_phase(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %parity = scf.execute_region -> i1 {
          %lap = arith.divui %k, %c2 : index
          %lap64 = arith.index_cast %lap : index to i64
          %lapbit = arith.trunci %lap64 : i64 to i1
          %flip = arith.xori %lapbit, %true : i1
          scf.yield %flip : i1
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{this wait passes on a fresh barrier before any byte has landed on it: its initial phase is wrong}}
        async.barrier.wait %f, %parity mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        scf.execute_region {
          async.barrier.arrive %e
          scf.yield
        }
      }
    }
    gpu.return
  }
}

// -----

// A barrier op inside a region the simulation does not run (scf.parallel):
// a warning, not a silent pass.
gpu.module @parallel {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @parallel(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      // expected-warning @+1 {{protocol of kernel @parallel not verified: the simulation stops at this op ('scf.parallel' holds 'async.barrier.wait' in a region the simulation does not run)}}
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        scf.reduce
      }
    }
    gpu.return
  }
}

// -----

// The same loop with no barrier op inside: nothing lost, no report (the
// consumer's lap runs in an scf.for).
gpu.module @parallel_plain {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @parallel_plain(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    %sum = scf.parallel (%i) = (%c0) to (%c2) step (%c1) init (%c0) -> index {
      scf.reduce(%i : index) {
      ^bb0(%a: index, %b: index):
        %s = arith.addi %a, %b : index
        scf.reduce.return %s : index
      }
    }
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// A branch to another block: the simulation follows structured control
// flow only, and says so.
gpu.module @branch {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @branch(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    // expected-warning @+1 {{protocol of kernel @branch not verified: the simulation stops at this op ('cf.br' branches to another block, and the simulation follows structured control flow only)}}
    cf.br ^consume
  ^consume:
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// A call into a function that arrives: the simulation does not follow calls,
// so it stops with the warning (and the static rule does not call the wait
// unproduced, since the call hides its producer).
gpu.module @calls {
  func.func @release(%b: !async.mbarrier) {
    async.barrier.arrive %b
    return
  }
  gpu.func @calls() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = async.barrier.alloc "a" size 1 count 32 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // expected-warning @+1 {{protocol of kernel @calls not verified: the simulation stops at this op ('func.call' calls a function that holds 'async.barrier.arrive', and the simulation does not follow calls)}}
    func.call @release(%b) : (!async.mbarrier) -> ()
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}
