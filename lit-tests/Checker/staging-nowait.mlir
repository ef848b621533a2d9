// A nowait bulk or tensor store reads its source until an
// async.copy.store_wait of its thread retires it (groups retire in the order
// issued): a store into those bytes must come after that wait (by a barrier,
// for another thread), and the thread must retire every store before it
// exits. Each bug below is the fixed kernel at the end of this file with one
// line changed; the fixed kernel is proven.
// RUN: %async-opt %s --check=strict --emit=ptx -o - | %FileCheck %s --check-prefix=PTX
// PTX: cp.async.bulk.global.shared::cta.bulk_group
// PTX-NEXT: cp.async.bulk.commit_group;
// PTX-NOT: wait_group
// PTX: cp.async.bulk.global.shared::cta.bulk_group
// PTX-NEXT: cp.async.bulk.commit_group;
// PTX-NOT: wait_group
// PTX: cp.async.bulk.wait_group.read 1;
// PTX: cp.async.bulk.wait_group.read 0;
//
// No barrier between the wait that retires box 0's store and the other
// threads' next stores into it:
// RUN: sed -e '/AFTER-WAIT/d' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NOBAR
// NOBAR: <stdin>:[[#]]:5: error: no CTA or named barrier orders this store by thread 1 (bytes 4..8 of @boxes) with the 'async.copy.bulk_store' of thread 0 that reads bytes 0..512 of it through the async proxy: the store may land before the copy engine reads them or while it does (a barrier both threads pass between the stores and the 'async.copy.bulk_store', and another between the async.copy.store_wait of thread 0 that retires it and the next stores?)
//
// The wait leaves two stores in flight, box 0's among them:
// RUN: sed -e 's/pending 1/pending 2/' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PENDING
// PENDING: <stdin>:[[#]]:5: error: this store by thread 0 (bytes 0..4 of @boxes) may land while the copy engine still reads bytes 0..512 of it for the thread's own nowait 'async.copy.bulk_store': retire that store first (async.copy.store_wait)
// PENDING: <stdin>:[[#]]:7: note: the 'async.copy.bulk_store' that reads them
//
// The next stores go to box 1, whose store the wait leaves in flight:
// RUN: sed -e 's/llvm.store %v, %at0/llvm.store %v, %at1/' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BOX1
// BOX1: error: this store by thread 0 (bytes 512..516 of @boxes) may land while the copy engine still reads bytes 512..1024 of it
//
// No wait at the end: the thread may exit while its last stores are read.
// RUN: sed -e '/pending 0/d' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EXIT
// EXIT: <stdin>:[[#]]:7: error: thread 0 may exit while the copy engine still reads this nowait store's source: no async.copy.store_wait of the thread retires it (async.copy.store_wait pending 0 before the thread's end)
//
// A synchronous store retires the thread's nowait stores too (its wait is
// for every group): the last store without nowait, and no final wait.
// RUN: sed -e '/pending 0/d' -e 's/bytes 512 nowait : !llvm.ptr<3> \/\/ LAST/bytes 512 : !llvm.ptr<3>/' %s | %async-opt --check=strict --emit=ptx -o /dev/null
gpu.module @nowait [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @boxes() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @nowait(%dst: !llvm.ptr<1>) kernel
      attributes {known_block_size = array<i32: 128, 1, 1>} {
    // An mbarrier, so that the kernel is simulated.
    %bar = async.barrier.alloc "unused" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %zero = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %box0 = llvm.mlir.addressof @boxes : !llvm.ptr<3>
    %box1 = llvm.getelementptr %box0[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %at0 = llvm.getelementptr %box0[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %at1 = llvm.getelementptr %box1[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %tid, %at0 : i32, !llvm.ptr<3>
    llvm.store %tid, %at1 : i32, !llvm.ptr<3>
    gpu.barrier
    scf.if %first {
      async.fence.proxy_async
      async.copy.bulk_store %dst, %box0 bytes 512 nowait : !llvm.ptr<3>
      async.copy.bulk_store %dst, %box1 bytes 512 nowait : !llvm.ptr<3>
      // Box 0 has been read; box 1 may still be.
      async.copy.store_wait pending 1
    }
    gpu.barrier // AFTER-WAIT
    %v = arith.addi %tid, %c128 : i32
    llvm.store %v, %at0 : i32, !llvm.ptr<3>
    gpu.barrier
    scf.if %first {
      async.fence.proxy_async
      async.copy.bulk_store %dst, %box0 bytes 512 nowait : !llvm.ptr<3> // LAST
      async.copy.store_wait pending 0
    }
    gpu.return
  }
}
