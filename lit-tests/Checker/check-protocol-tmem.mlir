// Tensor memory (sm_100a): a warp that allocates columns frees them before
// the kernel ends, and only the warp that took them frees them.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'

// Never freed: the next CTA on the SM would wait in tcgen05.alloc forever.
gpu.module @never_freed [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @never_freed() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %bars = async.barrier.alloc "done" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %warp1 = arith.cmpi eq, %warp, %one : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    scf.if %warp0 {
      // expected-error @+1 {{warp 0 allocates tensor memory here and still holds 32 columns of it when the kernel ends: a CTA that exits without tcgen05.dealloc leaves them taken, and the next CTA on the SM waits in tcgen05.alloc forever}}
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    scf.if %first {
      async.barrier.arrive %b
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// Fixed: warp 0 frees its columns. No report.
gpu.module @freed [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @freed() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %bars = async.barrier.alloc "done" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %warp1 = arith.cmpi eq, %warp, %one : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    scf.if %warp0 {
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    scf.if %first {
      async.barrier.arrive %b
    }
    async.barrier.wait %b, %false mode try
    nvvm.tcgen05.fence <after>
    scf.if %warp0 {
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}

// -----

// Freed by warp 1, which took nothing (and warp 0 keeps its columns).
gpu.module @freed_by_another_warp [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @freed_by_another_warp() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %bars = async.barrier.alloc "done" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %warp1 = arith.cmpi eq, %warp, %one : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    scf.if %warp0 {
      // expected-error @+1 {{warp 0 allocates tensor memory here and still holds 32 columns of it when the kernel ends}}
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    scf.if %first {
      async.barrier.arrive %b
    }
    async.barrier.wait %b, %false mode try
    nvvm.tcgen05.fence <after>
    scf.if %warp1 {
      // expected-error @+1 {{warp 1 frees 32 columns of tensor memory here but holds 0: tensor memory must be freed by the warp that allocated it, no more than it took}}
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}
