// The generic-proxy shared stores beyond plain st.shared, through the whole
// compile (the checker on, as by default): async-insert-fences puts
// fence.proxy.async between each store and the bulk store that reads the
// memory, the checker finds nothing left, and the PTX assembles. A matrix
// store, a masked vector store (lowered to predicated st.shared), inline
// st.shared::cta, cp.async (the fence after its wait) and memref.copy into
// shared memory (a byte loop: the fence after the loop).
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.sm90.ptx 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// QUIET-NOT: {{.}}

// CHECK-LABEL: .entry stmatrix_store(
// CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16 [{{%r[0-9]+}}], {{[{]}}{{.*}}{{[}]}};
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
// CHECK-LABEL: .entry maskedstore_store(
// CHECK: st.shared.b32 [{{%r[0-9]+}}+12], {{%r[0-9]+}};
// CHECK-NOT: cp.async.bulk
// CHECK: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
// CHECK-LABEL: .entry asm_store(
// CHECK: st.shared::cta.b32 [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK-NOT: cp.async.bulk
// CHECK: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
// CHECK-LABEL: .entry cp_async_store(
// CHECK: cp.async.cg.shared.global
// CHECK-NEXT: cp.async.commit_group;
// CHECK-NEXT: cp.async.wait_group 0;
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
// CHECK-LABEL: .entry copy_store(
// CHECK: st.shared.b8
// CHECK-NOT: cp.async.bulk
// CHECK: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @stmatrix_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    nvvm.stmatrix %src, %v, %v, %v, %v {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @maskedstore_store(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    vector.maskedstore %buf[%i], %mask, %vec : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @asm_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.shared::cta.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @cp_async_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>) kernel {
    nvvm.cp.async.shared.global %src, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 0
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @copy_store(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %g: memref<1024xi32>) kernel {
    memref.copy %g, %buf : memref<1024xi32> to memref<1024xi32, 3>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}
