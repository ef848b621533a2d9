// LLVM's masked compress-store and expand-load on generic pointers compile
// (on shared or global pointers they are refused before the translation:
// Fuzz/emit-ptx.mlir); cast with llvm.addrspacecast first.
// RUN: %async-opt %s --emit=ptx -o - | %FileCheck %s
// CHECK: .visible .entry k(
// CHECK: st.b8
// CHECK: st.global.v4.b32
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: vector<4xi32>, %m: vector<4xi1>) kernel {
    %q = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
    "llvm.intr.masked.compressstore"(%v, %q, %m) : (vector<4xi32>, !llvm.ptr, vector<4xi1>) -> ()
    %h = llvm.addrspacecast %g : !llvm.ptr<1> to !llvm.ptr
    %e = "llvm.intr.masked.expandload"(%h, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
    llvm.store %e, %g : vector<4xi32>, !llvm.ptr<1>
    gpu.return
  }
}
