// Every op and type of the async dialect written in the generic form: it
// parses, prints in the custom form, and parses again.
// RUN: %async-opt %s | %async-opt | %FileCheck %s
// RUN: %async-opt %s -o %t.1.mlir && %async-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir

// CHECK-LABEL: gpu.func @barrier_level
gpu.module @k {
  gpu.func @barrier_level(%ph: i1, %i: index, %rank: i32, %bytes: i32,
                          %dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %v: f32, %w: i32) kernel {
    // CHECK: %[[A:.*]] = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %full = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "full"} : () -> !async.mbarrier_array<2>
    // CHECK: async.barrier.alloc "remote" size 1 count 4 scope cluster : !async.mbarrier_array<1>
    %cl = "async.barrier.alloc"() {size = 1 : i64, count = 4 : i64, scope = "cluster", name = "remote"} : () -> !async.mbarrier_array<1>
    // CHECK: %[[B:.*]] = async.barrier.get %[[A]][%{{.*}}] : !async.mbarrier_array<2>
    %b = "async.barrier.get"(%full, %i) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
    %c0 = arith.constant 0 : index
    %r = "async.barrier.get"(%cl, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
    // CHECK: async.barrier.arrive %[[B]]
    "async.barrier.arrive"(%b) : (!async.mbarrier) -> ()
    // CHECK: async.barrier.arrive %{{.*}} cta(%{{.*}}) count 2
    "async.barrier.arrive"(%r, %rank) {count = 2 : i64} : (!async.mbarrier, i32) -> ()
    // CHECK: async.barrier.arrive_expect_tx %[[B]], %
    "async.barrier.arrive_expect_tx"(%b, %bytes) : (!async.mbarrier, i32) -> ()
    // CHECK: async.barrier.expect_tx %[[B]], %
    "async.barrier.expect_tx"(%b, %bytes) : (!async.mbarrier, i32) -> ()
    // CHECK: async.barrier.wait %[[B]], %{{.*}} mode try
    "async.barrier.wait"(%b, %ph) {mode = "try"} : (!async.mbarrier, i1) -> ()
    // CHECK: async.barrier.wait %[[B]], %{{.*}} mode test
    "async.barrier.wait"(%b, %ph) {mode = "test"} : (!async.mbarrier, i1) -> ()
    // CHECK: async.barrier.commit_mma %[[B]]
    "async.barrier.commit_mma"(%b) : (!async.mbarrier) -> ()
    // CHECK: async.copy.bulk %{{.*}}, %{{.*}}, %[[B]] bytes 4096 : !llvm.ptr<3>
    "async.copy.bulk"(%dst, %src, %b) {bytes = 4096 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
    // CHECK: async.copy.bulk %{{.*}}, %{{.*}}, %[[B]] cta_mask(%{{.*}}) bytes 1024 : !llvm.ptr<3>
    %mask = arith.constant 3 : i16
    "async.copy.bulk"(%dst, %src, %b, %mask) {bytes = 1024 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier, i16) -> ()
    // CHECK: async.copy.bulk_store %{{.*}}, %{{.*}} bytes 4096 : !llvm.ptr<3>
    "async.copy.bulk_store"(%src, %dst) {bytes = 4096 : i64} : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
    // CHECK: async.copy.bulk_store %{{.*}}, %{{.*}} bytes 4096 nowait : !llvm.ptr<3>
    "async.copy.bulk_store"(%src, %dst) {bytes = 4096 : i64, nowait} : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
    // CHECK: async.copy.store_wait pending 0
    "async.copy.store_wait"() {pending = 0 : i64} : () -> ()
    // CHECK: async.barrier.alloc "with_counter" size 2 count 2 scope cluster {counter, offset = 64 : i64}
    %wc = "async.barrier.alloc"() {size = 2 : i64, count = 2 : i64, scope = "cluster", name = "with_counter", counter, offset = 64 : i64} : () -> !async.mbarrier_array<2>
    // CHECK: async.barrier.counter %{{.*}} : !async.mbarrier_array<2>
    %ctr = "async.barrier.counter"(%wc) : (!async.mbarrier_array<2>) -> !llvm.ptr<3>
    // CHECK: async.fence.proxy_async
    "async.fence.proxy_async"() : () -> ()
    // CHECK: async.warp_reduce add %{{.*}} width 32 : f32
    %s = "async.warp_reduce"(%v) {kind = "add", width = 32 : i64} : (f32) -> f32
    // CHECK: async.warp_reduce max %{{.*}} width 8 : i32
    %m = "async.warp_reduce"(%w) {kind = "max", width = 8 : i64} : (i32) -> i32
    // CHECK: async.cluster_barrier
    "async.cluster_barrier"() : () -> ()
    gpu.return
  }

  // CHECK-LABEL: gpu.func @pipeline_level
  gpu.func @pipeline_level(%k: index) kernel {
    // CHECK: %[[P:.*]] = async.pipeline.create "ring" stages 3 scope cta buffer memref<1024xf32, 3> {consumer_unit = "warp", producer_unit = "thread", tx_bytes = 4096 : i64} : !async.pipeline<3>
    %p = "async.pipeline.create"() {stages = 3 : i64, tx_bytes = 4096 : i64, buffer = memref<1024xf32, 3>,
           name = "ring", scope = "cta", producer_unit = "thread", consumer_unit = "warp"} : () -> !async.pipeline<3>
    // CHECK: async.warp_specialize {
    "async.warp_specialize"() ({
      // CHECK-NEXT: async.role "producer" warps 1 registers 40 {
      "async.role"() ({
        // CHECK: %[[S:.*]] = async.stage.producer_acquire %[[P]][%{{.*}}] : !async.pipeline<3>
        %s = "async.stage.producer_acquire"(%p, %k) : (!async.pipeline<3>, index) -> !async.stage
        // CHECK: async.stage.barrier full %[[P]], %[[S]] : !async.pipeline<3>
        %full = "async.stage.barrier"(%p, %s) {kind = "full"} : (!async.pipeline<3>, !async.stage) -> !async.mbarrier
        // CHECK: async.stage.producer_commit %[[P]], %[[S]] : !async.pipeline<3>
        "async.stage.producer_commit"(%p, %s) : (!async.pipeline<3>, !async.stage) -> ()
        gpu.yield
      // CHECK-NEXT: }
      }) {name = "producer", warps = 1 : i64, registers = 40 : i64} : () -> ()
      // CHECK-NEXT: async.role "consumer" warps 4 registers 232 {
      "async.role"() ({
        // CHECK: %[[T:.*]] = async.stage.consumer_wait %[[P]][%{{.*}}] : !async.pipeline<3>
        %t = "async.stage.consumer_wait"(%p, %k) : (!async.pipeline<3>, index) -> !async.stage
        // CHECK: async.stage.buffer %[[P]], %[[T]] : !async.pipeline<3> -> memref<1024xf32, 3>
        %buf = "async.stage.buffer"(%p, %t) : (!async.pipeline<3>, !async.stage) -> memref<1024xf32, 3>
        // CHECK: async.stage.consumer_release %[[P]], %[[T]] : !async.pipeline<3>
        "async.stage.consumer_release"(%p, %t) : (!async.pipeline<3>, !async.stage) -> ()
        gpu.yield
      // CHECK-NEXT: }
      }) {name = "consumer", warps = 4 : i64, registers = 232 : i64} : () -> ()
      gpu.yield
    // CHECK-NEXT: }
    // CHECK-NEXT: gpu.return
    }) : () -> ()
    gpu.return
  }
}
