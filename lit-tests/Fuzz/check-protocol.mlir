// Inputs that once crashed or hung async-check-protocol (with the ledger
// printed): each ends with a located error or a result, never a crash.
// RUN: %not %async-opt %s --split-input-file --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not="LLVM ERROR" --implicit-check-not=Segmentation --implicit-check-not=backtrace --implicit-check-not="internal error"
// RUN: %not %async-opt %s --split-input-file --pass-pipeline=async-check-protocol --async-print-ledger=json -o /dev/null 2>&1 | %FileCheck %s --check-prefix=JSON --implicit-check-not=panicked --implicit-check-not=Segmentation

// 67 million threads: the simulation once ran every warp.
gpu.module @m {
  // CHECK-DAG: check-protocol.mlir:[[@LINE+2]]:3: error: 'known_block_size' [1024, 1024, 64] makes 67108864 threads per CTA, more than the hardware's 1024
  // JSON: error: 'known_block_size' [1024, 1024, 64]
  gpu.func @k() kernel attributes {known_block_size = array<i32: 1024, 1024, 64>} {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    gpu.return
  }
}

// -----

// Role warps without a block size: the roles' threads were simulated.
gpu.module @m {
  gpu.func @k() kernel {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    async.warp_specialize {
      // CHECK-DAG: check-protocol.mlir:[[@LINE+1]]:7: error: 'warps' is 2097152, more than 32
      async.role "consumer" warps 2097152 {
      }
    }
    gpu.return
  }
}

// -----

// 10^9 barriers: the ledger once made a row for each.
gpu.module @m {
  gpu.func @k() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    // CHECK-DAG: check-protocol.mlir:[[@LINE+1]]:10: error: 'size' is 1000000000, more than 29056
    %b = async.barrier.alloc "b" size 1000000000 count 1 scope cta : !async.mbarrier_array<1000000000>
    gpu.return
  }
}

// -----

// i64::MIN / -1 and i64::MIN % -1 are undefined in arith: the simulation
// panicked on them. Now the path is not evaluated, and the ledger says so.
gpu.module @m {
  gpu.func @k() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %min = arith.constant -9223372036854775808 : i64
    %m1 = arith.constant -1 : i64
    %q = arith.divsi %min, %m1 : i64
    %r = arith.remsi %min, %m1 : i64
    %s = arith.addi %q, %r : i64
    %n = arith.index_cast %s : i64 to index
    %bar = async.barrier.get %b[%c0] : !async.mbarrier_array<1>
    scf.for %k = %c0 to %n step %c1 {
      async.barrier.arrive %bar
    }
    gpu.return
  }
}
// CHECK-DAG: check-protocol.mlir:[[@LINE-6]]:5: warning: protocol of kernel @k not verified: the simulation stops at this op (a loop whose bounds the checker cannot evaluate); only the static checks ran

// -----

// A wait in a loop whose phase is a kernel argument: the "defined inside the
// loop" walk once climbed past the module and dereferenced a null block.
gpu.module @m {
  gpu.func @k(%phase: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %bar = async.barrier.get %b[%c0] : !async.mbarrier_array<1>
    scf.for %k = %c0 to %c4 step %c1 {
      async.barrier.arrive %bar
      // CHECK-DAG: check-protocol.mlir:[[@LINE+1]]:7: error: this wait's phase is the same on every iteration of its loop
      async.barrier.wait %bar, %phase mode try
    }
    gpu.return
  }
}
// CHECK-DAG: Model check: not run (see the diagnostics of this kernel)
// CHECK-DAG: Trip counts: not verified: the kernel has errors (reported above)
// CHECK-DAG: Trip counts: not verified (see the warnings)
