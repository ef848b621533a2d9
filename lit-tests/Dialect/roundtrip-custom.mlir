// Every op of the async dialect in its custom form: it parses and prints
// back unchanged, and its generic form (--mlir-print-op-generic) parses back
// to the same custom text.
// RUN: %async-opt %s | %FileCheck %s
// RUN: %async-opt %s -o %t.custom.mlir
// RUN: %async-opt %s --mlir-print-op-generic -o %t.generic.mlir
// RUN: %async-opt %t.generic.mlir -o %t.again.mlir
// RUN: diff %t.custom.mlir %t.again.mlir
// RUN: %FileCheck %s --check-prefix=GENERIC < %t.generic.mlir

!tile = !async.tensor_map<64x64xbf16, swizzle 128>

gpu.module @k {
  // CHECK-LABEL: gpu.func @barrier_level
  gpu.func @barrier_level(%ph: i1, %i: index, %rank: i32, %bytes: i32,
                          %dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %v: f32, %w: i32) kernel {
    // CHECK: %[[A:.*]] = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    // GENERIC: "async.barrier.alloc"() {count = 1 : i64, name = "full", scope = "cta", size = 2 : i64} : () -> !async.mbarrier_array<2>
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    // CHECK: %[[B:.*]] = async.barrier.get %[[A]][%{{.*}}] : !async.mbarrier_array<2>
    // GENERIC: "async.barrier.get"(%{{.*}}, %{{.*}}) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
    %b = async.barrier.get %full[%i] : !async.mbarrier_array<2>
    // CHECK: async.barrier.arrive %[[B]]{{$}}
    async.barrier.arrive %b
    // CHECK: async.barrier.arrive %[[B]] cta(%{{.*}}) count 2{{$}}
    // GENERIC: "async.barrier.arrive"(%{{.*}}, %{{.*}}) {count = 2 : i64} : (!async.mbarrier, i32) -> ()
    async.barrier.arrive %b cta(%rank) count 2
    // CHECK: async.barrier.arrive_expect_tx %[[B]], %{{.*}}{{$}}
    async.barrier.arrive_expect_tx %b, %bytes
    // CHECK: async.barrier.expect_tx %[[B]], %{{.*}}{{$}}
    async.barrier.expect_tx %b, %bytes
    // CHECK: async.barrier.wait %[[B]], %{{.*}} mode try{{$}}
    // GENERIC: "async.barrier.wait"(%{{.*}}, %{{.*}}) {mode = "try"} : (!async.mbarrier, i1) -> ()
    async.barrier.wait %b, %ph mode try
    // CHECK: async.barrier.wait %[[B]], %{{.*}} mode test{{$}}
    async.barrier.wait %b, %ph mode test
    // CHECK: %{{.*}} = async.barrier.try_wait %[[B]], %{{.*}}{{$}}
    %done = async.barrier.try_wait %b, %ph
    // CHECK: async.barrier.commit_mma %[[B]]{{$}}
    async.barrier.commit_mma %b
    // CHECK: async.copy.bulk %{{.*}}, %{{.*}}, %[[B]] bytes 4096 : !llvm.ptr<3>
    // GENERIC: "async.copy.bulk"(%{{.*}}, %{{.*}}, %{{.*}}) {bytes = 4096 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
    async.copy.bulk %dst, %src, %b bytes 4096 : !llvm.ptr<3>
    %mask = arith.constant 3 : i16
    // CHECK: async.copy.bulk %{{.*}}, %{{.*}}, %[[B]] cta_mask(%{{.*}}) bytes 1024 : !llvm.ptr<3>
    async.copy.bulk %dst, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    // CHECK: async.copy.bulk_store %{{.*}}, %{{.*}} bytes 4096 : !llvm.ptr<3>
    async.copy.bulk_store %src, %dst bytes 4096 : !llvm.ptr<3>
    // CHECK: async.copy.bulk_store %{{.*}}, %{{.*}} bytes 4096 nowait : !llvm.ptr<3>
    async.copy.bulk_store %src, %dst bytes 4096 nowait : !llvm.ptr<3>
    // CHECK: %[[C:.*]] = async.barrier.alloc "with_counter" size 2 count 2 scope cluster {counter, offset = 64 : i64} : !async.mbarrier_array<2>
    %wc = async.barrier.alloc "with_counter" size 2 count 2 scope cluster {counter, offset = 64 : i64} : !async.mbarrier_array<2>
    // CHECK: async.barrier.counter %[[C]] : !async.mbarrier_array<2>
    // GENERIC: "async.barrier.counter"(%{{.*}}) : (!async.mbarrier_array<2>) -> !llvm.ptr<3>
    %ctr = async.barrier.counter %wc : !async.mbarrier_array<2>
    // CHECK: async.fence.proxy_async{{$}}
    // GENERIC: "async.fence.proxy_async"() : () -> ()
    async.fence.proxy_async
    // CHECK: async.warp_reduce add %{{.*}} width 32 : f32
    // GENERIC: "async.warp_reduce"(%{{.*}}) {kind = "add", width = 32 : i64} : (f32) -> f32
    %s = async.warp_reduce add %v width 32 : f32
    // CHECK: async.warp_reduce max %{{.*}} width 8 : i32
    %m = async.warp_reduce max %w width 8 : i32
    // CHECK: async.cluster_barrier{{$}}
    async.cluster_barrier
    gpu.return
  }

  // CHECK-LABEL: gpu.func @tensor_copies
  gpu.func @tensor_copies(%tmap: !tile, %buf: memref<64x64xbf16, 3>, %b: !async.mbarrier,
                          %row: i32, %col: i32, %mask: i32) kernel {
    // CHECK: async.copy.tensor %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
    // GENERIC: "async.copy.tensor"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16, swizzle 128>, !async.mbarrier, i32, i32) -> ()
    async.copy.tensor %buf, %tmap[%row, %col], %b : memref<64x64xbf16, 3>, !tile
    // CHECK: async.copy.tensor %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} {cache = "evict_last"} : memref<64x64xbf16, 3>
    async.copy.tensor %buf, %tmap[%row, %col, %mask], %b {cache = "evict_last"} : memref<64x64xbf16, 3>, !tile
    // CHECK: async.copy.tensor_store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !async.tensor_map<64x64xbf16, swizzle 128>, memref<64x64xbf16, 3>
    async.copy.tensor_store %tmap[%row, %col], %buf : !tile, memref<64x64xbf16, 3>
    // CHECK: async.copy.tensor_store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} nowait : !async.tensor_map<64x64xbf16, swizzle 128>, memref<64x64xbf16, 3>
    async.copy.tensor_store %tmap[%row, %col], %buf nowait : !tile, memref<64x64xbf16, 3>
    // CHECK: async.copy.store_wait pending 1
    async.copy.store_wait pending 1
    gpu.return
  }

  // CHECK-LABEL: gpu.func @pipeline_level
  gpu.func @pipeline_level(%k: index, %j: index) kernel {
    // CHECK: %[[P:.*]] = async.pipeline.create "ring" stages 3 scope cta buffer memref<64x64xbf16, 3> {consumer_unit = "warp", producer_unit = "thread", swizzle = 128 : i64, tx_bytes = 8192 : i64} : !async.pipeline<3>
    // GENERIC: "async.pipeline.create"() {buffer = memref<64x64xbf16, 3>, consumer_unit = "warp", name = "ring", producer_unit = "thread", scope = "cta", stages = 3 : i64, swizzle = 128 : i64, tx_bytes = 8192 : i64} : () -> !async.pipeline<3>
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<64x64xbf16, 3>
           {consumer_unit = "warp", producer_unit = "thread", swizzle = 128 : i64, tx_bytes = 8192 : i64} : !async.pipeline<3>
    // CHECK: async.warp_specialize {
    // GENERIC: "async.warp_specialize"() ({
    async.warp_specialize {
      // CHECK-NEXT: async.role "producer" warps 1 registers 40 {
      // GENERIC: "async.role"() ({
      async.role "producer" warps 1 registers 40 {
        // CHECK-NEXT: %[[S:.*]] = async.stage.producer_acquire %[[P]][%{{.*}}] : !async.pipeline<3>
        // GENERIC: "async.stage.producer_acquire"(%{{.*}}, %{{.*}}) : (!async.pipeline<3>, index) -> !async.stage
        %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
        // CHECK-NEXT: async.stage.barrier full %[[P]], %[[S]] : !async.pipeline<3>
        // GENERIC: "async.stage.barrier"(%{{.*}}, %{{.*}}) {kind = "full"} : (!async.pipeline<3>, !async.stage) -> !async.mbarrier
        %full = async.stage.barrier full %p, %s : !async.pipeline<3>
        // CHECK-NEXT: async.stage.producer_commit %[[P]], %[[S]] : !async.pipeline<3>
        async.stage.producer_commit %p, %s : !async.pipeline<3>
        // GENERIC: gpu.yield
        // GENERIC-NEXT: }) {name = "producer", registers = 40 : i64, warps = 1 : i64} : () -> ()
      // CHECK-NEXT: }
      }
      // CHECK-NEXT: async.role "consumer" warps 4 {
      async.role "consumer" warps 4 {
        // CHECK-NEXT: %[[T:.*]] = async.stage.consumer_wait %[[P]][%{{.*}}] : !async.pipeline<3>
        %t = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
        // CHECK-NEXT: async.stage.buffer %[[P]], %[[T]] : !async.pipeline<3> -> memref<64x64xbf16, 3>
        // GENERIC: "async.stage.buffer"(%{{.*}}, %{{.*}}) : (!async.pipeline<3>, !async.stage) -> memref<64x64xbf16, 3>
        %buf = async.stage.buffer %p, %t : !async.pipeline<3> -> memref<64x64xbf16, 3>
        // CHECK-NEXT: async.stage.descriptor %[[P]], %[[T]] : !async.pipeline<3>
        %d0 = async.stage.descriptor %p, %t : !async.pipeline<3>
        // CHECK-NEXT: async.stage.descriptor %[[P]], %[[T]][%{{.*}}] : !async.pipeline<3>
        // GENERIC: "async.stage.descriptor"(%{{.*}}, %{{.*}}, %{{.*}}) : (!async.pipeline<3>, !async.stage, index) -> i64
        %d1 = async.stage.descriptor %p, %t[%j] : !async.pipeline<3>
        // CHECK-NEXT: async.stage.consumer_release %[[P]], %[[T]] : !async.pipeline<3>
        async.stage.consumer_release %p, %t : !async.pipeline<3>
      // CHECK-NEXT: }
      }
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: gpu.return
    gpu.return
  }
}
