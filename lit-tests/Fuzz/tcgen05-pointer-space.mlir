// tcgen05's alloc and commit take any pointer in the NVVM dialect, but
// their translation declares a generic and a shared form only: on another
// address space LLVM's verifier rejected the call after the translation,
// unlocated (found by the fuzz smoke's mutants). Now a located error.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not="Call parameter" --implicit-check-not="LLVM ERROR" --implicit-check-not=panicked
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
  gpu.func @k(%slot: !llvm.ptr<1>, %bar: !llvm.ptr<5>, %columns: i32) kernel {
    // CHECK: tcgen05-pointer-space.mlir:[[@LINE+1]]:5: error: 'nvvm.tcgen05.alloc' on a pointer in address space 1: its translation to LLVM IR declares it for generic and shared pointers (address spaces 0 and 3) only
    nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<1>, i32
    // CHECK: tcgen05-pointer-space.mlir:[[@LINE+1]]:5: error: 'nvvm.tcgen05.commit' on a pointer in address space 5
    nvvm.tcgen05.commit %bar : !llvm.ptr<5>
    // CHECK: tcgen05-pointer-space.mlir: error: the LLVM dialect holds what LLVM cannot translate or compile
    gpu.return
  }
}

// -----

// The shared and generic forms compile.
// CHECK-NOT: error:
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
  gpu.func @k(%slot: !llvm.ptr<3>, %any: !llvm.ptr, %columns: i32) kernel {
    nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    nvvm.tcgen05.alloc %any, %columns : !llvm.ptr, i32
    gpu.return
  }
}
