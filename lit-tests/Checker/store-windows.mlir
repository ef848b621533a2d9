// The buffer-window check on stages filled by stores in a hand-written
// (barrier-level) kernel (checker/src/buffers.rs, `store_fills`): a warp's
// stores into a shared buffer, followed by its arrive on an mbarrier that
// another warp waits on before reading those bytes, fill a stage as a copy
// would. The stage's window opens at the reader's wait on that barrier and
// closes at its release arrive (the barrier the filler waits on before
// refilling); a read outside it, or of the slot not waited for, is an
// error at the read.
//
// A two-stage ring: warp 0 stores one element of slot k mod 2 per lane and
// its lane 0 arrives on full[slot]; warp 1 waits on full[slot], loads,
// and arrives on empty[slot], which warp 0 waits on from the second lap.
//
// The consumer's load moved after its release arrive:
// RUN: sed -e '\#// LOAD-HERE#d' -e 's|// LOAD-LATE|%%v = llvm.load %%p : !llvm.ptr<3> -> i32|' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LATE
// LATE: <stdin>:120:14: error: stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..128 that stores fill before an arrive on 'full'[0], after this thread's release arrive at <stdin>:119:9, before its next wait on 'full'[0]: the producer may already be refilling them
// LATE-NOT: error
//
// The consumer reading the other slot than the one it waited for:
// RUN: sed -e 's/%%other = arith.constant 0 : index/%%other = arith.constant 32 : index/' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SLOT
// SLOT: <stdin>:121:14: error: stage buffer used outside its window: thread 32 reads bytes 128..132 of @stages, in the stage buffer 128..256 that stores fill before an arrive on 'full'[1], but this thread waited on 'full'[0] (at <stdin>:120:9), the barrier of the stage buffer 0..128: the index of another slot than the one waited for
// SLOT-NOT: error
//
// The consumer's load before its wait:
// RUN: sed -e '\#// LOAD-HERE#d' -e 's|// LOAD-EARLY|%%v = llvm.load %%p : !llvm.ptr<3> -> i32|' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: <stdin>:117:14: error: stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..128 that stores fill before an arrive on 'full'[0], before this thread waits on 'full'[0]: the stores may not be done
// EARLY-NOT: error
//
// Two warps filling each stage (the second kernel): warp 1's stores reach
// the readers through the named barrier before thread 0's arrive, so they
// fill a stage too. Warp 2's second load after its release, and both of
// its loads moved one stage on:
// RUN: sed -e '/GROUP-LOAD-HERE/d' -e 's|// GROUP-LOAD-LATE|%%w = llvm.load %%q : !llvm.ptr<3> -> i32|' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=GROUP-LATE
// GROUP-LATE: <stdin>:214:14: error: stage buffer used outside its window: thread 64 reads bytes 128..132 of @stages, in the stage buffer 128..256 that stores fill before an arrive on 'full'[0], after this thread's release arrive at <stdin>:213:9
// GROUP-LATE-NOT: error
// RUN: sed -e 's/%%group_other = arith.constant 0 : index/%%group_other = arith.constant 64 : index/' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=GROUP-SLOT
// GROUP-SLOT: <stdin>:213:14: error: stage buffer used outside its window: thread 64 reads bytes 256..260 of @stages, in the stage buffer 256..384 that stores fill before an arrive on 'full'[1], but this thread waited on 'full'[0]
// GROUP-SLOT: <stdin>:214:14: error: stage buffer used outside its window: thread 64 reads bytes 384..388 of @stages, in the stage buffer 384..512 that stores fill before an arrive on 'full'[1], but this thread waited on 'full'[0]
// GROUP-SLOT-NOT: error
//
// The producer refilling a slot without its wait on empty[slot] is the
// model check's (the consumer's wait then finds a later phase):
// RUN: sed -e '/async.barrier.wait %%e, %%free mode try/d' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=REFILL
// REFILL: error: deadlock: warp 1 waits on 'full'[0] for parity 1 while it is in phase 3
//
// The fixed twins, as written, are proven (the build before the rule
// compiled the five window mutants silently; it reported the refill):
// RUN: %async-opt %s --split-input-file --check=strict --emit=ptx -o /dev/null

gpu.module @store_ring [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @store_ring(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %other = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %all = arith.constant -1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: warp 0 fills slot k mod 2 of tile k, one element a lane.
    %is_producer = arith.cmpi ult, %tid, %i32_32 : i32
    scf.if %is_producer {
      %lane = arith.index_cast %tid : i32 to index
      %is_lane0 = arith.cmpi eq, %tid, %zero : i32
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
        }
        %goff = arith.muli %k, %c32 : index
        %g = arith.addi %goff, %lane : index
        %g64 = arith.index_cast %g : index to i64
        %from = llvm.getelementptr %src[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %x = llvm.load %from : !llvm.ptr<1> -> i32
        %off = arith.muli %slot, %c32 : index
        %o = arith.addi %off, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %dst = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %x, %dst : i32, !llvm.ptr<3>
        nvvm.bar.warp.sync %all : i32
        scf.if %is_lane0 {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive %f
        }
      }
    }
    // Consumers: warp 1, one element of the slot per thread.
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        %base = arith.muli %slot, %c32 : index
        %moved = arith.addi %base, %other : index
        %b = arith.addi %moved, %lane : index
        %at = arith.remui %b, %c64 : index
        %at64 = arith.index_cast %at : index to i64
        %p = llvm.getelementptr %stages[%at64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        // LOAD-EARLY
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32 // LOAD-HERE
        async.barrier.arrive %e
        // LOAD-LATE
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// Two warps fill each stage, meet at a named barrier, and thread 0 arrives
// on full[slot] for both: each warp's stores before the barrier are part
// of the fill; warp 2 reads the whole stage.
gpu.module @group_store_ring [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @group_store_ring(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 96, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %group_other = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producers: warps 0 and 1 fill slot k mod 2, one element a thread.
    %is_producer = arith.cmpi ult, %tid, %i32_64 : i32
    scf.if %is_producer {
      %t = arith.index_cast %tid : i32 to index
      %is_thread0 = arith.cmpi eq, %tid, %zero : i32
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
        }
        %goff = arith.muli %k, %c64 : index
        %g = arith.addi %goff, %t : index
        %g64 = arith.index_cast %g : index to i64
        %from = llvm.getelementptr %src[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %x = llvm.load %from : !llvm.ptr<1> -> i32
        %off = arith.muli %slot, %c64 : index
        %o = arith.addi %off, %t : index
        %o64 = arith.index_cast %o : index to i64
        %dst = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %x, %dst : i32, !llvm.ptr<3>
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
        scf.if %is_thread0 {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive %f
        }
      }
    }
    // Consumer: warp 2, two elements of the slot per thread.
    %is_consumer = arith.cmpi uge, %tid, %i32_64 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_64 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        %base = arith.muli %slot, %c64 : index
        %moved = arith.addi %base, %group_other : index
        %lo = arith.addi %moved, %lane : index
        %hi = arith.addi %lo, %c32 : index
        %lo_at = arith.remui %lo, %c128 : index
        %hi_at = arith.remui %hi, %c128 : index
        %lo64 = arith.index_cast %lo_at : index to i64
        %hi64 = arith.index_cast %hi_at : index to i64
        %p = llvm.getelementptr %stages[%lo64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %q = llvm.getelementptr %stages[%hi64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %w = llvm.load %q : !llvm.ptr<3> -> i32 // GROUP-LOAD-HERE
        async.barrier.arrive %e
        // GROUP-LOAD-LATE
        %vw = arith.addi %v, %w : i32
        %next = arith.addi %acc, %vw : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// A producer that also writes a per-slot count word far past its stage
// (bytes 384 on), and a consumer with scratch of its own between them
// (bytes 256 to 384): the fills are the stage and the count word apart
// (stored intervals merged only within 64 bytes), so the consumer's own
// scratch lies in no stage: proven.
gpu.module @hull_twin [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @hull_twin(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %shift = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %all = arith.constant -1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: warp 0 fills slot k mod 2 of tile k, one element a lane.
    %is_producer = arith.cmpi ult, %tid, %i32_32 : i32
    scf.if %is_producer {
      %lane = arith.index_cast %tid : i32 to index
      %is_lane0 = arith.cmpi eq, %tid, %zero : i32
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
        }
        %goff = arith.muli %k, %c32 : index
        %g = arith.addi %goff, %lane : index
        %g64 = arith.index_cast %g : index to i64
        %from = llvm.getelementptr %src[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %x = llvm.load %from : !llvm.ptr<1> -> i32
        %off = arith.muli %slot, %c32 : index
        %o = arith.addi %off, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %dst = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %x, %dst : i32, !llvm.ptr<3>
        scf.if %is_lane0 {
          %c96 = arith.constant 96 : index
          %ci = arith.addi %c96, %slot : index
          %ci64 = arith.index_cast %ci : index to i64
          %cnt = llvm.getelementptr %stages[%ci64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %tiles, %cnt : i32, !llvm.ptr<3>
        }
        nvvm.bar.warp.sync %all : i32
        scf.if %is_lane0 {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive %f
        }
      }
    }
    // Consumers: warp 1, one element of the slot per thread.
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        %base = arith.muli %slot, %c32 : index
        %moved = arith.addi %base, %shift : index
        %b = arith.addi %moved, %lane : index
        %at = arith.remui %b, %c64 : index
        %at64 = arith.index_cast %at : index to i64
        %p = llvm.getelementptr %stages[%at64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %c64s = arith.constant 64 : index
        %si = arith.addi %c64s, %lane : index
        %si64 = arith.index_cast %si : index to i64
        %sp = llvm.getelementptr %stages[%si64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %acc, %sp : i32, !llvm.ptr<3>
        %back = llvm.load %sp : !llvm.ptr<3> -> i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        async.barrier.arrive %e
        %next = arith.addi %back, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// A producer that accumulates into its slot (a load, an add, a store of
// its own bytes before its arrive), after the consumer zero-filled the
// buffer behind a CTA barrier: the fill's copy stands at the start of the
// producer's run, so its read-modify-write lies in its own window: proven.
gpu.module @accumulate_twin [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @accumulate_twin(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %shift = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %all = arith.constant -1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    %stz = llvm.mlir.addressof @stages : !llvm.ptr<3>
    %tidx = arith.index_cast %tid : i32 to index
    %in_range = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %in_range {
      %tl = arith.subi %tidx, %c32 : index
      %t64 = arith.index_cast %tl : index to i64
      %z0 = llvm.getelementptr %stz[%t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %zero, %z0 : i32, !llvm.ptr<3>
      %t2 = arith.addi %tl, %c32 : index
      %t264 = arith.index_cast %t2 : index to i64
      %z1 = llvm.getelementptr %stz[%t264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %zero, %z1 : i32, !llvm.ptr<3>
    }
    gpu.barrier
    // Producer: warp 0 fills slot k mod 2 of tile k, one element a lane.
    %is_producer = arith.cmpi ult, %tid, %i32_32 : i32
    scf.if %is_producer {
      %lane = arith.index_cast %tid : i32 to index
      %is_lane0 = arith.cmpi eq, %tid, %zero : i32
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
        }
        %goff = arith.muli %k, %c32 : index
        %g = arith.addi %goff, %lane : index
        %g64 = arith.index_cast %g : index to i64
        %from = llvm.getelementptr %src[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %x = llvm.load %from : !llvm.ptr<1> -> i32
        %off = arith.muli %slot, %c32 : index
        %o = arith.addi %off, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %dst = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %old0 = llvm.load %dst : !llvm.ptr<3> -> i32
        %x2 = arith.addi %old0, %x : i32
        llvm.store %x2, %dst : i32, !llvm.ptr<3>
        nvvm.bar.warp.sync %all : i32
        scf.if %is_lane0 {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive %f
        }
      }
    }
    // Consumers: warp 1, one element of the slot per thread.
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        %base = arith.muli %slot, %c32 : index
        %moved = arith.addi %base, %shift : index
        %b = arith.addi %moved, %lane : index
        %at = arith.remui %b, %c64 : index
        %at64 = arith.index_cast %at : index to i64
        %p = llvm.getelementptr %stages[%at64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        async.barrier.arrive %e
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}
