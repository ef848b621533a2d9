

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
