// A warp evaluates an op whose values depend only on constants, the
// kernel's arguments and thread ids once per run, and again when lanes it
// has not evaluated it for reach it. Here the consumer's lanes take the
// branch that computes the slot offset from the thread index: half of them
// in the first lap, all of them from the second on. Every lane's slot must
// be known in every lap, else the simulation stops with "a barrier that
// cannot be told at compile time".
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol' -o /dev/null
// RUN: %async-opt %s --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s

// The slot goes through the branch, so the value analysis does not show it
// periodic: the claim is narrowed to the counts simulated, which each lap
// of every lane reached.
// CHECK: Trip counts: verified for trip counts {0, 1, 2, 3, 4, 5}; not for all trip counts: the slot or parity
gpu.module @lanes_join {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  // expected-warning @+1 {{not shown periodic in the loop counter by the value analysis}}
  gpu.func @lanes_join(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c15 = arith.constant 15 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tidx = arith.index_cast %tid : i32 to index
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %lanex = arith.index_cast %lane : i32 to index
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
        // Lanes 0-15 in the first lap, every lane from the second on.
        %reach = arith.muli %k, %c16 : index
        %upto = arith.addi %reach, %c15 : index
        %joined = arith.cmpi ule, %lanex, %upto : index
        %offset = scf.if %joined -> (index) {
          // 0 for every thread of the CTA: a value of the thread index.
          %zero_offset = arith.divui %tidx, %c64 : index
          scf.yield %zero_offset : index
        } else {
          scf.yield %c0 : index
        }
        %at = arith.addi %k, %offset : index
        %slot = arith.remui %at, %c2 : index
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
