// A kernel whose loop bound is read from memory: the checker cannot
// simulate it (a warning), and with --check=strict that is an error.
gpu.module @memory_loop [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memory_loop(%bound: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %bar = "async.barrier.alloc"() {size = 1 : i64, count = 32 : i64, scope = "cta", name = "bar"} : () -> !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n32 = llvm.load %bound : !llvm.ptr<1> -> i32
    %n = arith.index_cast %n32 : i32 to index
    %b = "async.barrier.get"(%bar, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
    scf.for %k = %c0 to %n step %c1 {
      %k64 = arith.index_cast %k : index to i64
      %parity = arith.trunci %k64 : i64 to i1
      "async.barrier.arrive"(%b) : (!async.mbarrier) -> ()
      "async.barrier.wait"(%b, %parity) {mode = "try"} : (!async.mbarrier, i1) -> ()
    }
    gpu.return
  }
}
