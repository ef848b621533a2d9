// A causal-style kernel: CTA c streams the first min(n, c) tiles of its
// row (the blocks strictly before the diagonal) through a two-slot ring,
// after a Q tile that every consumer waits on first. Thread 0 produces,
// warps 1..4 consume and release. Only CTAs with three tiles or more reuse
// a slot: CTA 0 runs no lap whatever n is.
gpu.module @causal [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i32>
  llvm.mlir.global internal @q() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x i32>

  gpu.func @causal(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 128 scope cta : !async.mbarrier_array<2>
    %qbar = async.barrier.alloc "q" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0 : i32
    %false = arith.constant false
    %i32_32 = arith.constant 32 : i32
    %tile_bytes = arith.constant 4096 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %n_all = arith.index_cast %tiles : i32 to index
    %cta_idx = arith.index_cast %cta : i32 to index
    // The causal bound.
    %n = arith.minui %n_all, %cta_idx : index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    %qbuf = llvm.mlir.addressof @q : !llvm.ptr<3>
    %qb = async.barrier.get %qbar[%c0] : !async.mbarrier_array<1>

    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      async.barrier.arrive_expect_tx %qb, %tile_bytes
      async.copy.bulk %qbuf, %src, %qb bytes 4096 : !llvm.ptr<3>
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %free_phase = arith.trunci %prev64 : i64 to i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free_phase mode try
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %tile_bytes
        %dst_off = arith.muli %slot, %c1024 : index
        %dst_off64 = arith.index_cast %dst_off : index to i64
        %dst = llvm.getelementptr %stages[%dst_off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %src_off = arith.muli %k, %c1024 : index
        %src_off64 = arith.index_cast %src_off : index to i64
        %from = llvm.getelementptr %src[%src_off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 4096 : !llvm.ptr<3>
      }
    }

    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %ctid32 = arith.subi %tid, %i32_32 : i32
      %ctid = arith.index_cast %ctid32 : i32 to index
      async.barrier.wait %qb, %false mode try
      %q64 = arith.index_cast %ctid : index to i64
      %qptr = llvm.getelementptr %qbuf[%q64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %qv = llvm.load %qptr : !llvm.ptr<3> -> i32
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %qv) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready_phase = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %ready_phase mode try
        %base = arith.muli %slot, %c1024 : index
        %o = arith.addi %base, %ctid : index
        %o64 = arith.index_cast %o : index to i64
        %ptr = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %v = llvm.load %ptr : !llvm.ptr<3> -> i32
        %np = arith.addi %acc, %v : i32
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e // RELEASE
        scf.yield %np : i32
      }
      %cta64 = arith.extui %cta : i32 to i64
      %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %old = llvm.atomicrmw add %dst, %sum monotonic : !llvm.ptr<1>, i32
    }
    gpu.return
  }
}
