// The staging rule's second pass: where no CTA or named barrier orders a
// store with a bulk store's read but an mbarrier chain might, the rule
// follows the mbarriers' phases in the run to the kernel's end that the
// model check found. Here thread 0 arrives on 'ready' before its bulk store
// and on 'read' after it; the writers wait on 'ready', whose phase
// completes before the read: nothing orders their stores after it, an
// error.
// RUN: %not %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READY
// READY: staging-phases.mlir:[[#@LINE+38]]:7: error: no CTA or named barrier orders this store by thread 32 (bytes 0..4 of @staging) with the 'async.copy.bulk_store' of thread 0 that reads bytes 0..2048 of it through the async proxy, nor do the mbarriers' phases in a run to the kernel's end that the model check found
// READY: staging-phases.mlir:[[#@LINE+29]]:7: note: the 'async.copy.bulk_store' that reads them
// The same kernel in clusters of 2 (the simulation runs one CTA, the other
// mirrored: that may order more than the hardware does, never less):
// RUN: sed -e 's/known_block_size = array<i32: 64, 1, 1>}/known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>}/' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CLUSTER
// CLUSTER: error: no CTA or named barrier orders this store by thread 32 {{.*}}, nor do the mbarriers' phases
//
// The fixed twin waits on 'read': the phases order the stores after the
// read in that run, which proves nothing of the others, and the rule says
// so (a warning; --check=strict refuses it).
// RUN: sed -e 's/barrier.wait %r,/barrier.wait %d,/' %s | %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ
// READ: warning: shared-memory accesses of kernel @phased not verified: no CTA or named barrier orders this op with the 'async.copy.bulk_store'
gpu.module @phased [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @staging() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<512 x i32>
  gpu.func @phased(%dst: !llvm.ptr<1>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ready = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %read = async.barrier.alloc "read" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %buf = llvm.mlir.addressof @staging : !llvm.ptr<3>
    %r = async.barrier.get %ready[%c0] : !async.mbarrier_array<1>
    %d = async.barrier.get %read[%c0] : !async.mbarrier_array<1>
    %is_storer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_storer {
      async.barrier.arrive %r
      async.fence.proxy_async
      async.copy.bulk_store %dst, %buf bytes 2048 : !llvm.ptr<3>
      async.barrier.arrive %d
    }
    %is_writer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_writer {
      async.barrier.wait %r, %false mode try
      %w = arith.subi %tid, %i32_32 : i32
      %at = llvm.getelementptr %buf[%w] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %tid, %at : i32, !llvm.ptr<3>
    }
    gpu.return
  }
}
