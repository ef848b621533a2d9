// examples/bulk_copy_reduce.mlir with the producer's reuse wait on `empty`
// given the wrong initial phase (the parity of the lap to come instead of
// the previous one): from its third tile on the producer waits for a phase
// the consumers can never complete.
gpu.module @bulk_copy_reduce [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2048 x i32>

  gpu.func @bulk_copy_reduce(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 128 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %tile_bytes = arith.constant 4096 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %n = arith.index_cast %tiles : i32 to index
    %cta_idx = arith.index_cast %cta : i32 to index
    %first_tile = arith.muli %cta_idx, %n : index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>

    // Producer: thread 0.
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %reuse = arith.cmpi uge, %k, %c2 : index
        scf.if %reuse {
          %prev = arith.subi %lap, %c1 : index
          %prev64 = arith.index_cast %prev : index to i64
          %stale = arith.trunci %prev64 : i64 to i1
          %one = arith.constant true
          %free_phase = arith.xori %stale, %one : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free_phase mode try
        }
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive_expect_tx %f, %tile_bytes
        %dst_off = arith.muli %slot, %c1024 : index
        %dst_off64 = arith.index_cast %dst_off : index to i64
        %dst = llvm.getelementptr %stages[%dst_off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %tile = arith.addi %first_tile, %k : index
        %src_off = arith.muli %tile, %c1024 : index
        %src_off64 = arith.index_cast %src_off : index to i64
        %from = llvm.getelementptr %src[%src_off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        async.copy.bulk %dst, %from, %f bytes 4096 : !llvm.ptr<3>
      }
    }

    // Consumers: warps 1..4.
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %ctid32 = arith.subi %tid, %i32_32 : i32
      %ctid = arith.index_cast %ctid32 : i32 to index
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %ready_phase = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %ready_phase mode try
        %base = arith.muli %slot, %c1024 : index
        %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
          %jj = arith.muli %j, %c128 : index
          %o1 = arith.addi %base, %jj : index
          %o2 = arith.addi %o1, %ctid : index
          %o64 = arith.index_cast %o2 : index to i64
          %ptr = llvm.getelementptr %stages[%o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          %v = llvm.load %ptr : !llvm.ptr<3> -> i32
          %np = arith.addi %p, %v : i32
          scf.yield %np : i32
        }
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        scf.yield %part : i32
      }
      %warp_sum = async.warp_reduce add %sum width 32 : i32
      %lane = arith.remui %ctid32, %i32_32 : i32
      %is_lane0 = arith.cmpi eq, %lane, %zero : i32
      scf.if %is_lane0 {
        %cta64 = arith.extui %cta : i32 to i64
        %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %old = llvm.atomicrmw add %dst, %warp_sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}
