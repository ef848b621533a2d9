// Kernels with no mbarrier at all still get the checker's static rules: a
// generic store that a bulk store reads without fence.proxy.async, and a
// CTA barrier that only some threads reach. Each has its fixed twin.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
// In a compile, async-insert-fences puts the missing fence in before the
// checker runs, so only the collective is reported there.
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not="generic store"
// CHECK: error: 'gpu.barrier' is a CTA-wide or cluster-wide collective, but only some threads reach it

gpu.module @fence {
  gpu.func @nofence(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.store %v, %src : i32, !llvm.ptr<3>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    llvm.store %v, %src : i32, !llvm.ptr<3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}


// -----

gpu.module @collective {
  gpu.func @collective() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c32 : i32
    scf.if %low {
      // expected-error @+1 {{'gpu.barrier' is a CTA-wide or cluster-wide collective, but only some threads reach it}}
      gpu.barrier
    }
    gpu.barrier
    gpu.return
  }
  gpu.func @collective_fixed(%out: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c32 : i32
    scf.if %low {
      llvm.store %v, %out : i32, !llvm.ptr<3>
    }
    gpu.barrier
    gpu.return
  }
}

