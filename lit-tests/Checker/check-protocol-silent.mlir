// The checker is never silent: a kernel it cannot check gets a warning
// saying why (pipeline-level ops left, no block size), never a quiet pass.
// RUN: %async-opt %s --split-input-file --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s

gpu.module @m {
  gpu.func @pipeline() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    // CHECK: check-protocol-silent.mlir:[[@LINE+1]]:13: warning: protocol of kernel @pipeline not verified: it holds pipeline-level ops, whose barriers async-insert-phases makes
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  // CHECK: check-protocol-silent.mlir:[[@LINE+1]]:3: warning: protocol of kernel @unsized not verified: it has no block size to simulate
  gpu.func @unsized() kernel {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %bar = async.barrier.get %b[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive %bar
    async.barrier.wait %bar, %false mode try
    gpu.return
  }
}
