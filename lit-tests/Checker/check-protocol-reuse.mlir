// The static rule "ready/free loop not closed" (checker/src/rules.rs,
// checker/src/window.rs): a bulk copy that refills one buffer every
// iteration without an mbarrier wait before it is accepted when a CTA
// barrier (gpu.barrier, nvvm.barrier0) or a named barrier (nvvm.barrier id,
// bar.sync; the readers may only bar.arrive when the copier syncs) orders
// every reader's last read before the next copy; the same
// kernels without that barrier, or with one that does not order the reads
// (placed before them, or holding too few threads), are reported at the
// copy. The correct kernels compile through the whole pipeline, the
// checker included, with no report.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline=async-check-protocol -o /dev/null
// RUN: %async-opt %s --split-input-file --verify-diagnostics --emit=ptx -o /dev/null

// One buffer, refilled every iteration by thread 0's bulk copy, read by
// every thread after the wait on 'full'; the gpu.barrier after the reads
// orders them before the next iteration's copy: no free mbarrier needed.
gpu.module @cta_barrier [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @cta_barrier(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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

// The same with nvvm.barrier0.
gpu.module @barrier0_after_reads [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @barrier0_after_reads(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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
      nvvm.barrier0
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}

// -----

// Named barrier 1 over all 64 threads of the CTA, after the reads.
gpu.module @named_barrier_one_loop [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier_one_loop(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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
      nvvm.barrier id = %i32_1 number_of_threads = %i32_64
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}

// -----

// The copying warp and the reading warp run loops of their own and meet
// on named barrier 1 (64 threads) once per iteration: the reader after its
// read, the copier after its copy, so read k comes before copy k + 1.
gpu.module @named_barrier [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    %n = arith.index_cast %tiles : i32 to index
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %f = async.barrier.get %full[%c0] : !async.mbarrier_array<1>
    %is_w0 = arith.cmpi eq, %warp, %zero : i32
    %is_w1 = arith.cmpi eq, %warp, %i32_1 : i32
    // Warp 0: thread 0 copies each tile into the one buffer.
    scf.if %is_w0 {
      scf.for %k = %c0 to %n step %c1 {
        scf.if %is_producer {
          async.barrier.arrive_expect_tx %f, %bytes
          %off = arith.muli %k, %c32 : index
          %off64 = arith.index_cast %off : index to i64
          %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
        }
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
      }
    }
    // Warp 1: reads each tile.
    scf.if %is_w1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %k64 = arith.index_cast %k : index to i64
        %phase = arith.trunci %k64 : i64 to i1
        async.barrier.wait %f, %phase mode try
        %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// The same with bar.sync in inline assembly.
gpu.module @named_barrier_asm [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier_asm(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    %n = arith.index_cast %tiles : i32 to index
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %f = async.barrier.get %full[%c0] : !async.mbarrier_array<1>
    %is_w0 = arith.cmpi eq, %warp, %zero : i32
    %is_w1 = arith.cmpi eq, %warp, %i32_1 : i32
    // Warp 0: thread 0 copies each tile into the one buffer.
    scf.if %is_w0 {
      scf.for %k = %c0 to %n step %c1 {
        scf.if %is_producer {
          async.barrier.arrive_expect_tx %f, %bytes
          %off = arith.muli %k, %c32 : index
          %off64 = arith.index_cast %off : index to i64
          %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
        }
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
      }
    }
    // Warp 1: reads each tile.
    scf.if %is_w1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %k64 = arith.index_cast %k : index to i64
        %phase = arith.trunci %k64 : i64 to i1
        async.barrier.wait %f, %phase mode try
        %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// The readers only arrive (bar.arrive) after their reads, the copier syncs
// (bar.sync) on the same barrier: its copy still comes after their reads.
gpu.module @named_barrier_arrive [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier_arrive(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    %n = arith.index_cast %tiles : i32 to index
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %f = async.barrier.get %full[%c0] : !async.mbarrier_array<1>
    %is_w0 = arith.cmpi eq, %warp, %zero : i32
    %is_w1 = arith.cmpi eq, %warp, %i32_1 : i32
    // Warp 0: thread 0 copies each tile into the one buffer.
    scf.if %is_w0 {
      scf.for %k = %c0 to %n step %c1 {
        scf.if %is_producer {
          async.barrier.arrive_expect_tx %f, %bytes
          %off = arith.muli %k, %c32 : index
          %off64 = arith.index_cast %off : index to i64
          %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
        }
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
      }
    }
    // Warp 1: reads each tile.
    scf.if %is_w1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %k64 = arith.index_cast %k : index to i64
        %phase = arith.trunci %k64 : i64 to i1
        async.barrier.wait %f, %phase mode try
        %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        llvm.inline_asm has_side_effects "bar.arrive 1, 64;", "" : () -> ()
        %next = arith.addi %acc, %v : i32
        scf.yield %next : i32
      }
      %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}

// -----

// No barrier and no free mbarrier: the next copy may overwrite the tile
// while the other warp still reads it.
gpu.module @no_barrier [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @no_barrier(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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
        // expected-error @+1 {{the buffer is refilled every iteration, but no wait precedes the copy in the loop, and no CTA or named barrier orders the readers' last reads before it}}
        async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
      }
      %k64 = arith.index_cast %k : index to i64
      %phase = arith.trunci %k64 : i64 to i1
      async.barrier.wait %f, %phase mode try
      %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %v = llvm.load %p : !llvm.ptr<3> -> i32
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}

// -----

// A gpu.barrier that does not order the reads before the reuse: it sits
// between the wait and the reads, so thread 0 may issue the next copy
// while the other threads still read this tile.
gpu.module @barrier_before_reads [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @barrier_before_reads(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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
        // expected-error @+1 {{the buffer is refilled every iteration, but no wait precedes the copy in the loop, and no CTA or named barrier orders the readers' last reads before it}}
        async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
      }
      %k64 = arith.index_cast %k : index to i64
      %phase = arith.trunci %k64 : i64 to i1
      async.barrier.wait %f, %phase mode try
      gpu.barrier
      %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %v = llvm.load %p : !llvm.ptr<3> -> i32
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}

// -----

// The reading warp meets the named barrier before its read: copy k + 1
// follows barrier k, which the read of tile k does not precede.
gpu.module @named_barrier_before_reads [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier_before_reads(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    %n = arith.index_cast %tiles : i32 to index
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %f = async.barrier.get %full[%c0] : !async.mbarrier_array<1>
    %is_w0 = arith.cmpi eq, %warp, %zero : i32
    %is_w1 = arith.cmpi eq, %warp, %i32_1 : i32
    // Warp 0: thread 0 copies each tile into the one buffer.
    scf.if %is_w0 {
      scf.for %k = %c0 to %n step %c1 {
        scf.if %is_producer {
          async.barrier.arrive_expect_tx %f, %bytes
          %off = arith.muli %k, %c32 : index
          %off64 = arith.index_cast %off : index to i64
          %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          // expected-error @+1 {{the buffer is refilled every iteration, but no wait precedes the copy in the loop, and no CTA or named barrier orders the readers' last reads before it}}
          async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
        }
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
      }
    }
    // Warp 1: reads each tile.
    scf.if %is_w1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %k64 = arith.index_cast %k : index to i64
        %phase = arith.trunci %k64 : i64 to i1
        async.barrier.wait %f, %phase mode try
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
        %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
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

// Named barrier 1 over 32 threads in a loop that 64 threads run: each
// warp completes it alone, so it orders nothing between the reading warp
// and thread 0's next copy.
gpu.module @named_barrier_too_few [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x i32>
  gpu.func @named_barrier_too_few(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane32 = arith.remui %tid, %i32_32 : i32
    %lane = arith.extui %lane32 : i32 to i64
    %warp = arith.divui %tid, %i32_32 : i32
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
        // expected-error @+1 {{the buffer is refilled every iteration, but no wait precedes the copy in the loop, and no CTA or named barrier orders the readers' last reads before it}}
        async.copy.bulk %tile, %from, %f bytes 128 : !llvm.ptr<3>
      }
      %k64 = arith.index_cast %k : index to i64
      %phase = arith.trunci %k64 : i64 to i1
      async.barrier.wait %f, %phase mode try
      %p = llvm.getelementptr %tile[%lane] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %v = llvm.load %p : !llvm.ptr<3> -> i32
      nvvm.barrier id = %i32_1 number_of_threads = %i32_32
      %next = arith.addi %acc, %v : i32
      scf.yield %next : i32
    }
    %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
    gpu.return
  }
}
