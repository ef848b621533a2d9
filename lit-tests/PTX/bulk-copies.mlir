// Bulk copies in both directions and the barrier counter word, for both
// chips, each PTX assembled by ptxas: a copy into a shared memref, a
// multicast copy with a CTA mask, a bulk store out of shared memory (commit,
// then wait until the source has been read), and the zeroed counter.
// REQUIRES: ptxas
// These kernels exercise op forms, not whole protocols: compiled with
// --no-check (the protocol checker is on by default).
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin

// CHECK: .entry copies(
// CHECK: mbarrier.init.shared.b64 [__async_arena_copies], {{%r[0-9]+}};
// CHECK-NEXT: st.shared.b64 [__async_arena_copies+8], 0;
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}], {{%r[0-9]+}}, [{{%r[0-9]+}}];
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [{{%r[0-9]+}}], [{{%rd[0-9]+}}], {{%r[0-9]+}}, [{{%r[0-9]+}}], {{%rs[0-9]+}};
// CHECK: st.shared.b32
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.global.shared::cta.bulk_group [{{%rd[0-9]+}}], [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// CHECK: ld.shared.b32 {{%r[0-9]+}}, [__async_arena_copies+8];
gpu.module @m attributes {} {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x i32>
  gpu.func @copies(%src: !llvm.ptr<1>, %dst: !llvm.ptr<1>, %mask: i16, %v: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %bars = async.barrier.alloc "b" size 1 count 1 scope cta {counter} : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    %g = memref.get_global @buffer : memref<256xi32, 3>
    async.copy.bulk %g, %src, %b bytes 1024 : memref<256xi32, 3>
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 4096 : !llvm.ptr<3>
    llvm.store %v, %tile : i32, !llvm.ptr<3>
    async.copy.bulk_store %dst, %tile bytes 4096 : !llvm.ptr<3>
    %counter = async.barrier.counter %bars : !async.mbarrier_array<1>
    %c = llvm.load %counter : !llvm.ptr<3> -> i32
    llvm.store %c, %dst : i32, !llvm.ptr<1>
    gpu.return
  }
  memref.global "private" @buffer : memref<256xi32, 3> {alignment = 128 : i64}
}
