// A hand-written ring whose producer waits on the fresh 'empty' barrier
// with parity 0 on its first lap (it should be 1): deadlock.
gpu.module @deadlock {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @deadlock(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
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
          async.barrier.wait %e, %lapbit mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}