// A tcgen05 fence under an `scf.if` without else fences only the threads
// that run it: where the condition may be false for a thread that does
// the tensor-memory work after it, the fence may be skipped. A fence under
// the very condition that guards the work (the same SSA value, not one a
// loop recomputes between them) runs wherever the work does. Each buggy
// kernel with its fixed twin. (An `if` holding a leader's commit or arrive
// and no fence is taken to run, as the guard of the thread doing the work
// does: examples/tcgen05_gemm.mlir.)
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-check-protocol' 2>&1 | %FileCheck %s
// CHECK: :43:7: error: this tcgen05 op follows the wait at {{.*}}:37:5 with no tcgen05.fence::after_thread_sync between
// CHECK: :138:17: error: this tcgen05 op follows the wait at {{.*}}:142:7 with no tcgen05.fence::after_thread_sync between
// CHECK-NOT: error

// Warp 1's after-fence is no fence for warp 0, which frees the columns.
gpu.module @unrelated_guard [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @unrelated_guard() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %warp1 = arith.cmpi eq, %warp, %one : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    scf.if %warp0 {
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %warp1 {
      nvvm.tcgen05.fence <after>
    }
    scf.if %warp0 {
      // expected-error @+1 {{this tcgen05 op follows the wait at}}
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}

// -----

// Fixed: the fence under the dealloc's own guard.
gpu.module @same_guard [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @same_guard() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    scf.if %warp0 {
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %warp0 {
      nvvm.tcgen05.fence <after>
    }
    scf.if %warp0 {
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}

// -----

// Fixed: in a loop, the fence and the load under the condition of the
// same lap.
gpu.module @same_lap [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @same_lap() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    scf.for %k = %c0 to %c4 step %c1 {
      %odd = arith.andi %k, %c1 : index
      %even = arith.cmpi eq, %odd, %c0 : index
      nvvm.tcgen05.fence <before>
      nvvm.barrier0
      scf.if %even {
        nvvm.tcgen05.fence <after>
      }
      scf.if %even {
        %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
        nvvm.tcgen05.wait <load>
      }
    }
    gpu.return
  }
}

// -----

// The fence at the end of an even lap, the load at the start of the next
// even lap: the odd lap between passed the barrier without it.
gpu.module @lap_before [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @lap_before() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    scf.for %k = %c0 to %c4 step %c1 {
      %odd = arith.andi %k, %c1 : index
      %even = arith.cmpi eq, %odd, %c0 : index
      scf.if %even {
        // expected-error @+1 {{this tcgen05 op follows the wait at}}
        %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
        nvvm.tcgen05.wait <load>
      }
      nvvm.tcgen05.fence <before>
      nvvm.barrier0
      scf.if %even {
        nvvm.tcgen05.fence <after>
      }
    }
    gpu.return
  }
}
