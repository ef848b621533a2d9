// The persistent kernel of persistent-ring.mlir with a second ring that
// moves on once per tile, as a persistent attention kernel's Q does: one
// stage (`q_full`, `q_empty`), filled by thread 0 before a tile's steps,
// waited for by warp 1 before them and released after them. Its slot and
// phase follow the tile `t`, not the step cursor `t * k_tiles + k`.
gpu.module @persistent_ring [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @stages() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<512 x i32>
  llvm.mlir.global internal @q() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>

  gpu.func @persistent_ring(%src: !llvm.ptr<1>, %m: i32, %k_tiles: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "full"} : () -> !async.mbarrier_array<2>
    %empty = "async.barrier.alloc"() {size = 2 : i64, count = 32 : i64, scope = "cta", name = "empty"} : () -> !async.mbarrier_array<2>
    %q_full = "async.barrier.alloc"() {size = 1 : i64, count = 1 : i64, scope = "cta", name = "q_full"} : () -> !async.mbarrier_array<1>
    %q_empty = "async.barrier.alloc"() {size = 1 : i64, count = 32 : i64, scope = "cta", name = "q_empty"} : () -> !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %bytes = arith.constant 1024 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tiles32 = arith.divui %m, %i32_64 : i32
    %tiles = arith.index_cast %tiles32 : i32 to index
    %steps = arith.index_cast %k_tiles : i32 to index
    %nonempty = arith.cmpi sgt, %steps, %c0 : index
    %stages = llvm.mlir.addressof @stages : !llvm.ptr<3>
    %q = llvm.mlir.addressof @q : !llvm.ptr<3>

    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %t = %c0 to %tiles step %c1 {
        %base = arith.muli %t, %steps : index
        scf.if %nonempty {
          %t64 = arith.index_cast %t : index to i64
          %tbit = arith.trunci %t64 : i64 to i1
          %qfree = arith.xori %tbit, %true : i1
          %qe = "async.barrier.get"(%q_empty, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
          "async.barrier.wait"(%qe, %qfree) {mode = "try"} : (!async.mbarrier, i1) -> ()
          %qf = "async.barrier.get"(%q_full, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
          "async.barrier.arrive_expect_tx"(%qf, %bytes) : (!async.mbarrier, i32) -> ()
          "async.copy.bulk"(%q, %src, %qf) {bytes = 1024 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
        }
        scf.for %k = %c0 to %steps step %c1 {
          %cursor = arith.addi %base, %k : index
          %slot = arith.remui %cursor, %c2 : index
          %lap = arith.divui %cursor, %c2 : index
          %lap64 = arith.index_cast %lap : index to i64
          %lapbit = arith.trunci %lap64 : i64 to i1
          %free = arith.xori %lapbit, %true : i1
          %e = "async.barrier.get"(%empty, %slot) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
          "async.barrier.wait"(%e, %free) {mode = "try"} : (!async.mbarrier, i1) -> ()
          %f = "async.barrier.get"(%full, %slot) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
          "async.barrier.arrive_expect_tx"(%f, %bytes) : (!async.mbarrier, i32) -> ()
          %off = arith.muli %slot, %c256 : index
          %off64 = arith.index_cast %off : index to i64
          %dst = llvm.getelementptr %stages[%off64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          "async.copy.bulk"(%dst, %src, %f) {bytes = 1024 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
        }
      }
    }

    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %t = %c0 to %tiles step %c1 {
        %cbase = arith.muli %t, %steps : index
        scf.if %nonempty {
          %ct64 = arith.index_cast %t : index to i64
          %qphase = arith.trunci %ct64 : i64 to i1
          %cqf = "async.barrier.get"(%q_full, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
          "async.barrier.wait"(%cqf, %qphase) {mode = "try"} : (!async.mbarrier, i1) -> ()
          %s0 = arith.remui %cbase, %c2 : index
          %l0 = arith.divui %cbase, %c2 : index
          %l064 = arith.index_cast %l0 : index to i64
          %p0 = arith.trunci %l064 : i64 to i1
          %f0 = "async.barrier.get"(%full, %s0) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
          "async.barrier.wait"(%f0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
          scf.for %k = %c1 to %steps step %c1 {
            %cursor = arith.addi %cbase, %k : index
            %slot = arith.remui %cursor, %c2 : index
            %lap = arith.divui %cursor, %c2 : index
            %lap64 = arith.index_cast %lap : index to i64
            %lapbit = arith.trunci %lap64 : i64 to i1
            %f = "async.barrier.get"(%full, %slot) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
            "async.barrier.wait"(%f, %lapbit) {mode = "try"} : (!async.mbarrier, i1) -> ()
            %prev = arith.subi %cursor, %c1 : index
            %pslot = arith.remui %prev, %c2 : index
            %e = "async.barrier.get"(%empty, %pslot) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
            "async.barrier.arrive"(%e) : (!async.mbarrier) -> ()
          }
          %end = arith.addi %cbase, %steps : index
          %last = arith.subi %end, %c1 : index
          %lslot = arith.remui %last, %c2 : index
          %le = "async.barrier.get"(%empty, %lslot) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
          "async.barrier.arrive"(%le) : (!async.mbarrier) -> ()
          %cqe = "async.barrier.get"(%q_empty, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
          "async.barrier.arrive"(%cqe) : (!async.mbarrier) -> ()
        }
      }
    }
    gpu.return
  }
}
