// convert-async-to-nvvm: bulk copy, proxy fence, warp reduce, cluster barrier,
// the same NVVM for both chips.
// RUN: %async-opt %s --split-input-file --pass-pipeline='builtin.module(convert-async-to-nvvm{chip=sm_90a})' | %FileCheck %s --check-prefix=CHECK
// RUN: %async-opt %s --split-input-file --pass-pipeline='builtin.module(convert-async-to-nvvm{chip=sm_100a})' | %FileCheck %s --check-prefix=CHECK

// CHECK-LABEL: gpu.func @copy
gpu.module @copy {
  gpu.func @copy(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>) kernel {
    %a = async.barrier.alloc "full" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // CHECK: %[[B:.*]] = llvm.getelementptr
    // CHECK: %[[N:.*]] = arith.constant 8192 : i32
    // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r" %arg0, %arg1, %[[N]], %[[B]]
    async.copy.bulk %dst, %src, %b bytes 8192 : !llvm.ptr<3>
    // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    async.fence.proxy_async
    gpu.return
  }
}

// -----

// The butterfly ladder: offsets 16, 8, 4, 2, 1 for width 32; c = ((32 - w) << 8) | 31.
// CHECK-LABEL: gpu.func @reduce32
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C:.*]] = arith.constant 31 : i32
// CHECK: %[[S16:.*]] = nvvm.shfl.sync bfly %[[M]], %arg0, %{{.*}}, %[[C]] : f32 -> f32
// CHECK: %[[A1:.*]] = arith.addf %arg0, %[[S16]] : f32
// CHECK: nvvm.shfl.sync bfly %[[M]], %[[A1]]
// CHECK: arith.addf
// CHECK: nvvm.shfl.sync bfly
// CHECK: arith.addf
// CHECK: nvvm.shfl.sync bfly
// CHECK: arith.addf
// CHECK: nvvm.shfl.sync bfly
// CHECK: %[[R:.*]] = arith.addf
// CHECK-NOT: nvvm.shfl.sync
// CHECK: gpu.return
gpu.module @r32 {
  gpu.func @reduce32(%v: f32, %out: !llvm.ptr<1>) kernel {
    %s = async.warp_reduce add %v width 32 : f32
    llvm.store %s, %out : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// Width 4: offsets 2, 1 and c = (28 << 8) | 31 = 7199; integer max.
// CHECK-LABEL: gpu.func @reduce4
// CHECK-DAG: %[[C:.*]] = arith.constant 7199 : i32
// CHECK-DAG: %[[O2:.*]] = arith.constant 2 : i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %arg0, %[[O2]], %[[C]] : i32 -> i32
// CHECK: arith.maxsi
// CHECK: nvvm.shfl.sync bfly
// CHECK: arith.maxsi
// CHECK-NOT: nvvm.shfl.sync
gpu.module @r4 {
  gpu.func @reduce4(%v: i32, %out: !llvm.ptr<1>) kernel {
    %s = async.warp_reduce max %v width 4 : i32
    llvm.store %s, %out : i32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// Width 1 is the identity: no shuffle.
// CHECK-LABEL: gpu.func @reduce1
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.store %arg0
gpu.module @r1 {
  gpu.func @reduce1(%v: f32, %out: !llvm.ptr<1>) kernel {
    %s = async.warp_reduce min %v width 1 : f32
    llvm.store %s, %out : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// Outside warp-specialized code the cluster barrier is the hardware one.
// CHECK-LABEL: gpu.func @cluster_barrier
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
gpu.module @cb {
  gpu.func @cluster_barrier() kernel {
    async.cluster_barrier
    gpu.return
  }
}
