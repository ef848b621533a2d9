// TMA tensor copies for both chips, each PTX assembled by ptxas: a 2-D
// tile load into a shared memref, a 1-D load through a pointer, a 3-D
// multicast load with an L2 hint, a 5-D load, and tensor stores (commit,
// then wait until the source has been read). Coordinates are written
// outermost first and reach PTX innermost first. The tensor maps are
// 128-byte, 64-byte aligned parameters whose address the copies take in
// the parameter space.
// REQUIRES: ptxas
// These kernels exercise op forms, not whole protocols: compiled with
// --no-check (the protocol checker is on by default).
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin
// The tensor-map arguments on the way: `!llvm.ptr` byval grid-constant.
// RUN: %async-opt %s --no-check --pass-pipeline=async-to-ptx | %FileCheck %s --check-prefix=MLIR

// MLIR: llvm.func @tensors(%{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// MLIR-NOT: async.tensor_maps

// CHECK: .entry tensors(
// CHECK-NEXT: .param .align 64 .b8 tensors_param_0[128],
// CHECK-NEXT: .param .align 64 .b8 tensors_param_1[128],
// CHECK-NEXT: .param .align 64 .b8 tensors_param_2[128],
// CHECK-NEXT: .param .align 64 .b8 tensors_param_3[128],
// CHECK-NEXT: .param .u32 tensors_param_4,
// CHECK-NEXT: .param .u32 tensors_param_5,
// CHECK-NEXT: .param .u32 tensors_param_6
// CHECK: cvta.param.u64
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {[[COL:%r[0-9]+]], [[ROW:%r[0-9]+]]}], [{{%r[0-9]+}}];
// CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {[[ROW]]}], [{{%r[0-9]+}}];
// CHECK: createpolicy.fractional.L2::evict_last.b64 {{%rd[0-9]+}}, 1.0;
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {[[COL]], [[ROW]], {{%r[0-9]+}}}], [{{%r[0-9]+}}], {{%rs[0-9]+}}, {{%rd[0-9]+}};
// CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%r[0-9]+}}];
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [{{%rd[0-9]+}}, {[[COL]], [[ROW]]}], [{{%r[0-9]+}}];
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// CHECK: createpolicy.fractional.L2::evict_first.b64
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [{{%rd[0-9]+}}, {[[COL]], [[ROW]]}], [{{%r[0-9]+}}], {{%rd[0-9]+}};
// A nowait store: committed, not waited for; the store wait waits.
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [{{%rd[0-9]+}}, {[[COL]], [[ROW]]}], [{{%r[0-9]+}}];
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NOT: wait_group
// CHECK: cp.async.bulk.wait_group.read 3;
gpu.module @m attributes {} {
  llvm.mlir.global internal @flat() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<64 x i32>
  gpu.func @tensors(%a: !async.tensor_map<64x64xbf16, swizzle 128>,
                    %v: !async.tensor_map<64xi32>,
                    %t: !async.tensor_map<2x8x32xf16, swizzle 64>,
                    %h: !async.tensor_map<1x2x2x4x16xi8>,
                    %row: i32, %col: i32, %mask: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %bars = async.barrier.alloc "b" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i32
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    %tile = memref.get_global @tile : memref<64x64xbf16, 3>
    async.copy.tensor %tile, %a[%row, %col], %b : memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
    %flat = llvm.mlir.addressof @flat : !llvm.ptr<3>
    async.copy.tensor %flat, %v[%row], %b : !llvm.ptr<3>, !async.tensor_map<64xi32>
    %small = memref.get_global @small : memref<512xf16, 3>
    async.copy.tensor %small, %t[%z, %row, %col, %mask], %b {cache = "evict_last"} : memref<512xf16, 3>, !async.tensor_map<2x8x32xf16, swizzle 64>
    %bytes = memref.get_global @bytes : memref<256xi8, 3>
    async.copy.tensor %bytes, %h[%z, %z, %z, %z, %z], %b : memref<256xi8, 3>, !async.tensor_map<1x2x2x4x16xi8>
    async.copy.tensor_store %a[%row, %col], %tile : !async.tensor_map<64x64xbf16, swizzle 128>, memref<64x64xbf16, 3>
    async.copy.tensor_store %a[%row, %col], %tile {cache = "evict_first"} : !async.tensor_map<64x64xbf16, swizzle 128>, memref<64x64xbf16, 3>
    async.copy.tensor_store %a[%row, %col], %tile nowait : !async.tensor_map<64x64xbf16, swizzle 128>, memref<64x64xbf16, 3>
    async.copy.store_wait pending 3
    gpu.return
  }
  memref.global "private" @tile : memref<64x64xbf16, 3> {alignment = 1024 : i64}
  memref.global "private" @small : memref<512xf16, 3> {alignment = 512 : i64}
  memref.global "private" @bytes : memref<256xi8, 3> {alignment = 128 : i64}
}
