// async-check-protocol's buffer-window check (checker/src/buffers.rs): in
// hand-written (barrier-level) kernels every load and store of a stage
// buffer's bytes, the destination of a bulk copy, must come after the
// thread's wait on the barrier the copy completes on and before its release
// (the arrive on the barrier the copier waits on before refilling, or the
// CTA barrier it passes), and must read the slot waited for. One buggy
// kernel per bug class, reported at the access, and its fixed twin with no
// report: (a) a read before the wait, (b) a read or write after the release
// arrive, (c) a read of another slot than the one waited for; producers of
// one thread and of an elected lane of a warp, 2 and 3 stages, trip counts
// from a kernel argument, pointers and memrefs.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline=async-check-protocol -o /dev/null
// RUN: %async-opt %s --split-input-file --verify-diagnostics --emit=ptx -o /dev/null

// (a) Thread-0 producer, 2 stages: the consumers load their element of the
// slot before the wait on full[slot].
gpu.module @read_before_wait [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @read_before_wait(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        // expected-error @+1 {{stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..128 that copies complete on 'full'[0], before this thread waits on 'full'[0]: the copy may still be landing}}
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        async.barrier.wait %f, %ready mode try
        async.barrier.arrive %e
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// Its fixed twin: the load after the wait, before the release.
gpu.module @read_after_wait [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @read_after_wait(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        async.barrier.arrive %e
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// (b) The release arrive on empty[slot] before the load: the producer may
// refill the slot under it.
gpu.module @read_after_release [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @read_after_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        async.barrier.arrive %e
        // expected-error @+1 {{stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..128 that copies complete on 'full'[0], after this thread's release arrive at}}
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// (b) A store into the slot (clearing it) after its release.
gpu.module @write_after_release [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @write_after_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        async.barrier.arrive %e
        // expected-error @+1 {{stage buffer used outside its window: thread 32 writes bytes 0..4 of @stages, in the stage buffer 0..128 that copies complete on 'full'[0], after this thread's release arrive at}}
        llvm.store %zero, %p : i32, !llvm.ptr<3>
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// Its fixed twin: the store before the release.
gpu.module @write_before_release [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @write_before_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        llvm.store %zero, %p : i32, !llvm.ptr<3>
        async.barrier.arrive %e
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// (b) Elected-lane warp producer, 3 stages, a consumer warp that releases
// the slot as a warp (bar.warp.sync, then one lane arrives): a second load
// after that arrive, by lanes other than the one that arrived, is outside
// their window too.
gpu.module @warp_release_then_read [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<3 x array<32 x i32>>
  gpu.func @warp_release_then_read(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i64_0 = arith.constant 0 : i64
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    // Producer: warp 0 waits for the slot to be free, its elected lane
    // fills it.
    %is_producer = arith.cmpi eq, %warp, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %reuse = arith.cmpi uge, %k, %c3 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.wait %e, %free mode try
        }
        %elected = nvvm.elect.sync -> i1
        scf.if %elected {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
          async.barrier.arrive_expect_tx %f, %bytes
          %slot64 = arith.index_cast %slot : index to i64
          %dst = llvm.getelementptr %ring[%i64_0, %slot64] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<3 x array<32 x i32>>
          %goff = arith.muli %k, %c32 : index
          %goff64 = arith.index_cast %goff : index to i64
          %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
        }
      }
    }
    // Consumer: warp 1 reads the slot, then releases it as a warp (a full
    // warp sync, one lane arrives).
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane64 = arith.extui %lane32 : i32 to i64
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %f, %ready mode try
        %slot64 = arith.index_cast %slot : index to i64
        %p = llvm.getelementptr %ring[%i64_0, %slot64, %lane64] : (!llvm.ptr<3>, i64, i64, i64) -> !llvm.ptr<3>, !llvm.array<3 x array<32 x i32>>
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        %elected = nvvm.elect.sync -> i1
        scf.if %elected {
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.arrive %e
        }
        // expected-error @+3 {{stage buffer used outside its window: thread 33 reads bytes 4..8 of @ring, in the stage buffer 0..128 that copies complete on 'full'[0], after this thread's release arrive at}}
        %not_first = arith.cmpi ne, %lane32, %zero : i32
        %w = scf.if %not_first -> (i32) {
          %x = llvm.load %p : !llvm.ptr<3> -> i32
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        %part = arith.addi %acc, %v : i32
        %next = arith.addi %part, %w : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// Its fixed twin: no load after the release.
gpu.module @warp_release [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<3 x array<32 x i32>>
  gpu.func @warp_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i64_0 = arith.constant 0 : i64
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %ring = llvm.mlir.addressof @ring : !llvm.ptr<3>
    // Producer: warp 0 waits for the slot to be free, its elected lane
    // fills it.
    %is_producer = arith.cmpi eq, %warp, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %reuse = arith.cmpi uge, %k, %c3 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.wait %e, %free mode try
        }
        %elected = nvvm.elect.sync -> i1
        scf.if %elected {
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
          async.barrier.arrive_expect_tx %f, %bytes
          %slot64 = arith.index_cast %slot : index to i64
          %dst = llvm.getelementptr %ring[%i64_0, %slot64] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<3 x array<32 x i32>>
          %goff = arith.muli %k, %c32 : index
          %goff64 = arith.index_cast %goff : index to i64
          %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
        }
      }
    }
    // Consumer: warp 1 reads the slot, then releases it as a warp (a full
    // warp sync, one lane arrives).
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane64 = arith.extui %lane32 : i32 to i64
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %f, %ready mode try
        %slot64 = arith.index_cast %slot : index to i64
        %p = llvm.getelementptr %ring[%i64_0, %slot64, %lane64] : (!llvm.ptr<3>, i64, i64, i64) -> !llvm.ptr<3>, !llvm.array<3 x array<32 x i32>>
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
        %elected = nvvm.elect.sync -> i1
        scf.if %elected {
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.arrive %e
        }
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// (c) Memrefs (a view per slot of one arena), 3 stages:
// the consumers read the slot after the one they waited for.
gpu.module @wrong_slot [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @arena : memref<384xi8, 3> {alignment = 128 : i64}
  gpu.func @wrong_slot(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 32 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %arena = memref.get_global @arena : memref<384xi8, 3>
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %reuse = arith.cmpi uge, %k, %c3 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.wait %e, %free mode try
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive_expect_tx %f, %bytes
        %at = arith.muli %slot, %c128 : index
        %buf = memref.view %arena[%at][] : memref<384xi8, 3> to memref<32xi32, 3>
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %buf, %from, %f bytes 128 : memref<32xi32, 3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %f, %ready mode try
        // The slot after the one waited for.
        %next_k = arith.addi %k, %c1 : index
        %wrong = arith.remui %next_k, %c3 : index
        %at = arith.muli %wrong, %c128 : index
        %buf = memref.view %arena[%at][] : memref<384xi8, 3> to memref<32xi32, 3>
        %in_row = arith.remui %lane, %c3 : index
        %i = arith.addi %in_row, %c8 : index
        // expected-error @+1 {{stage buffer used outside its window: thread 32 reads bytes 160..164 of @arena, in the stage buffer 128..256 that copies complete on 'full'[1], but this thread waited on 'full'[0] (at}}
        %v = memref.load %buf[%i] : memref<32xi32, 3>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive %e
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// Its fixed twin: the slot waited for.
gpu.module @right_slot [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @arena : memref<384xi8, 3> {alignment = 128 : i64}
  gpu.func @right_slot(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 32 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %arena = memref.get_global @arena : memref<384xi8, 3>
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %reuse = arith.cmpi uge, %k, %c3 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
          async.barrier.wait %e, %free mode try
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive_expect_tx %f, %bytes
        %at = arith.muli %slot, %c128 : index
        %buf = memref.view %arena[%at][] : memref<384xi8, 3> to memref<32xi32, 3>
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %buf, %from, %f bytes 128 : memref<32xi32, 3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %lane32 = arith.subi %tid, %i32_32 : i32
      %lane = arith.index_cast %lane32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %f, %ready mode try
        %at = arith.muli %slot, %c128 : index
        %buf = memref.view %arena[%at][] : memref<384xi8, 3> to memref<32xi32, 3>
        %in_row = arith.remui %lane, %c3 : index
        %i = arith.addi %in_row, %c8 : index

        %v = memref.load %buf[%i] : memref<32xi32, 3>
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive %e
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// One buffer whose reuse a CTA barrier orders (no release mbarrier): the
// window closes at that barrier, which lets thread 0 issue the next copy,
// and every read comes before it (a read after it is the static rule
// "ready/free loop not closed", check-protocol-reuse.mlir).
gpu.module @read_before_cta_barrier [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @read_before_cta_barrier(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    %n = arith.index_cast %tiles : i32 to index
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %f = async.barrier.get %full[%c0] : !async.mbarrier_array<1>
    %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      scf.if %is_producer {
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %k, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
      }
      %k64 = arith.index_cast %k : index to i64
      %phase = arith.trunci %k64 : i64 to i1
      async.barrier.wait %f, %phase mode try
      %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %v = llvm.load %p : !llvm.ptr<3> -> i32
      // Every thread is done with this tile before the next copy.
      gpu.barrier
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}

// -----

// A load through an address the simulation cannot follow (a 32-bit
// integer made a pointer again): the windows are not verified, and the
// kernel says so.
gpu.module @unknown_address [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @unknown_address(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    // Producer: thread 0 fills slot k mod 2 of tile k.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
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
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %bytes
        %off = arith.muli %slot, %c32 : index
        %off64 = arith.index_cast %off : index to i64
        %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %goff = arith.muli %k, %c32 : index
        %goff64 = arith.index_cast %goff : index to i64
        %from = llvm.getelementptr %src[%goff64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 128 : !llvm.ptr<3>
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
        %o = arith.addi %base, %lane : index
        %o64 = arith.index_cast %o : index to i64
        %p = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        async.barrier.wait %f, %ready mode try
        %raw = llvm.ptrtoint %p : !llvm.ptr<3> to i32
        %q = llvm.inttoptr %raw : i32 to !llvm.ptr<3>
        // expected-warning @+1 {{shared-memory accesses of kernel @unknown_address not verified: the simulation cannot evaluate the shared-memory address of this access; the barrier protocol is checked without them}}
        %v = llvm.load %q : !llvm.ptr<3> -> i32
        %next = arith.addi %acc, %v : i32
        async.barrier.arrive %e
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}
