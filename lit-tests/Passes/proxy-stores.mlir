// Every way of writing shared memory through the generic proxy is a store
// that the async proxy sees only after fence.proxy.async, for the checker and
// for async-insert-fences alike. One split per form: the kernel without the
// fence (reported by the checker at the store; async-insert-fences puts the
// fence right before the async-proxy reader) and its fixed twin (fence
// present: no report, no second fence). The last splits hold what is not a
// generic shared store (global targets, async-proxy writers, loads).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-insert-fences' | %FileCheck %s
// After the pass, the checker finds nothing.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-insert-fences,async-check-protocol' -o /dev/null


// nvvm.stmatrix: a warp's matrix store to shared memory.
// CHECK-LABEL: gpu.func @stmatrix(
// CHECK-NEXT: nvvm.stmatrix %{{.*}} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @stmatrix_fenced(
// CHECK-NEXT: nvvm.stmatrix %{{.*}} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @stmatrix [#nvvm.target<chip = "sm_90a">] {
  gpu.func @stmatrix(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    nvvm.stmatrix %src, %v, %v, %v, %v {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @stmatrix_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    nvvm.stmatrix %src, %v, %v, %v, %v {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// nvvm.wmma.store to a shared pointer.
// CHECK-LABEL: gpu.func @wmma_store(
// CHECK-NEXT: nvvm.wmma.store %{{.*}} : !llvm.ptr<3>,
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @wmma_store_fenced(
// CHECK-NEXT: nvvm.wmma.store %{{.*}} : !llvm.ptr<3>,
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @wmma_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wmma_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %h: vector<2xf16>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    nvvm.wmma.store %src, %v, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @wmma_store_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %h: vector<2xf16>) kernel {
    nvvm.wmma.store %src, %v, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// nvvm.st.bulk: zeroes a range of shared memory with ordinary stores.
// CHECK-LABEL: gpu.func @st_bulk(
// CHECK-NEXT: nvvm.st.bulk %{{.*}}, size = %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @st_bulk_fenced(
// CHECK-NEXT: nvvm.st.bulk %{{.*}}, size = %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @st_bulk [#nvvm.target<chip = "sm_90a">] {
  gpu.func @st_bulk(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %n: i64) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    nvvm.st.bulk %src, size = %n : !llvm.ptr<3>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @st_bulk_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %n: i64) kernel {
    nvvm.st.bulk %src, size = %n : !llvm.ptr<3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// nvvm.inline_ptx holding st.shared.
// CHECK-LABEL: gpu.func @inline_ptx(
// CHECK-NEXT: nvvm.inline_ptx "st.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @inline_ptx_fenced(
// CHECK-NEXT: nvvm.inline_ptx "st.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @inline_ptx [#nvvm.target<chip = "sm_90a">] {
  gpu.func @inline_ptx(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    nvvm.inline_ptx "st.shared.b32 [$0], $1;" ro(%src, %v : !llvm.ptr<3>, i32)
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @inline_ptx_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    nvvm.inline_ptx "st.shared.b32 [$0], $1;" ro(%src, %v : !llvm.ptr<3>, i32)
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.cmpxchg on a shared pointer.
// CHECK-LABEL: gpu.func @cmpxchg(
// CHECK-NEXT: llvm.cmpxchg %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @cmpxchg_fenced(
// CHECK-NEXT: llvm.cmpxchg %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @cmpxchg [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cmpxchg(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    %old = llvm.cmpxchg %src, %v, %v acq_rel monotonic : !llvm.ptr<3>, i32
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @cmpxchg_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    %old = llvm.cmpxchg %src, %v, %v acq_rel monotonic : !llvm.ptr<3>, i32
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.masked.store into a shared pointer.
// CHECK-LABEL: gpu.func @masked_store(
// CHECK-NEXT: llvm.intr.masked.store %{{.*}} into !llvm.ptr<3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @masked_store_fenced(
// CHECK-NEXT: llvm.intr.masked.store %{{.*}} into !llvm.ptr<3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @masked_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @masked_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.intr.masked.store %vec, %src, %mask {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr<3>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @masked_store_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    llvm.intr.masked.store %vec, %src, %mask {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr<3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.masked.scatter through a vector of shared pointers.
// CHECK-LABEL: gpu.func @masked_scatter(
// CHECK-NEXT: llvm.intr.masked.scatter %{{.*}} into vector<4x!llvm.ptr<3>>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @masked_scatter_fenced(
// CHECK-NEXT: llvm.intr.masked.scatter %{{.*}} into vector<4x!llvm.ptr<3>>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @masked_scatter [#nvvm.target<chip = "sm_90a">] {
  gpu.func @masked_scatter(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>, %ptrs: vector<4x!llvm.ptr<3>>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.intr.masked.scatter %vec, %ptrs, %mask {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into vector<4x!llvm.ptr<3>>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @masked_scatter_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>, %ptrs: vector<4x!llvm.ptr<3>>) kernel {
    llvm.intr.masked.scatter %vec, %ptrs, %mask {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into vector<4x!llvm.ptr<3>>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.masked.compressstore into a shared pointer (generic form).
// CHECK-LABEL: gpu.func @masked_compressstore(
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%{{.*}}) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @masked_compressstore_fenced(
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%{{.*}}) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @masked_compressstore [#nvvm.target<chip = "sm_90a">] {
  gpu.func @masked_compressstore(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    "llvm.intr.masked.compressstore"(%vec, %src, %mask) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @masked_compressstore_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    "llvm.intr.masked.compressstore"(%vec, %src, %mask) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.matrix.column.major.store into a shared pointer.
// CHECK-LABEL: gpu.func @matrix_store(
// CHECK-NEXT: llvm.intr.matrix.column.major.store %{{.*}} : vector<48xf32> to !llvm.ptr<3> stride i64
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @matrix_store_fenced(
// CHECK-NEXT: llvm.intr.matrix.column.major.store %{{.*}} : vector<48xf32> to !llvm.ptr<3> stride i64
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @matrix_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @matrix_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %m: vector<48xf32>, %stride: i64) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.intr.matrix.column.major.store %m, %src, <stride=%stride> {isVolatile = 0 : i1, rows = 3 : i32, columns = 16 : i32} : vector<48xf32> to !llvm.ptr<3> stride i64
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @matrix_store_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %m: vector<48xf32>, %stride: i64) kernel {
    llvm.intr.matrix.column.major.store %m, %src, <stride=%stride> {isVolatile = 0 : i1, rows = 3 : i32, columns = 16 : i32} : vector<48xf32> to !llvm.ptr<3> stride i64
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.memcpy into shared memory.
// CHECK-LABEL: gpu.func @memcpy(
// CHECK-NEXT: "llvm.intr.memcpy"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memcpy_fenced(
// CHECK-NEXT: "llvm.intr.memcpy"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memcpy [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memcpy(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i64) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    "llvm.intr.memcpy"(%src, %g, %n) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @memcpy_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i64) kernel {
    "llvm.intr.memcpy"(%src, %g, %n) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.memset of shared memory.
// CHECK-LABEL: gpu.func @memset(
// CHECK-NEXT: "llvm.intr.memset"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, i8, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memset_fenced(
// CHECK-NEXT: "llvm.intr.memset"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, i8, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memset [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memset(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %z: i8, %n: i64) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    "llvm.intr.memset"(%src, %z, %n) <{isVolatile = false}> : (!llvm.ptr<3>, i8, i64) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @memset_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %z: i8, %n: i64) kernel {
    "llvm.intr.memset"(%src, %z, %n) <{isVolatile = false}> : (!llvm.ptr<3>, i8, i64) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.memmove into shared memory.
// CHECK-LABEL: gpu.func @memmove(
// CHECK-NEXT: "llvm.intr.memmove"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memmove_fenced(
// CHECK-NEXT: "llvm.intr.memmove"(%{{.*}}) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memmove [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memmove(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i64) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    "llvm.intr.memmove"(%src, %g, %n) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @memmove_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i64) kernel {
    "llvm.intr.memmove"(%src, %g, %n) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// llvm.intr.vp.store into a shared pointer.
// CHECK-LABEL: gpu.func @vp_store(
// CHECK-NEXT: "llvm.intr.vp.store"(%{{.*}}) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>, i32) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vp_store_fenced(
// CHECK-NEXT: "llvm.intr.vp.store"(%{{.*}}) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>, i32) -> ()
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vp_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vp_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>, %evl: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    "llvm.intr.vp.store"(%vec, %src, %mask, %evl) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @vp_store_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %vec: vector<4xi32>, %mask: vector<4xi1>, %evl: i32) kernel {
    "llvm.intr.vp.store"(%vec, %src, %mask, %evl) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline stmatrix (shared memory only, with or without the state space).
// CHECK-LABEL: gpu.func @asm_stmatrix(
// CHECK-NEXT: llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x1.shared.b16 [$0]
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_stmatrix_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x1.shared.b16 [$0]
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_stmatrix [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_stmatrix(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x1.shared.b16 [$0], {$1};", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_stmatrix_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x1.shared.b16 [$0], {$1};", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline st.volatile.shared.
// CHECK-LABEL: gpu.func @asm_st_volatile(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.volatile.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_st_volatile_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.volatile.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_st_volatile [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_st_volatile(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "st.volatile.shared.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_st_volatile_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.volatile.shared.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline st.relaxed.cta.shared (a scope between the qualifiers).
// CHECK-LABEL: gpu.func @asm_st_relaxed(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.relaxed.cta.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_st_relaxed_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.relaxed.cta.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_st_relaxed [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_st_relaxed(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "st.relaxed.cta.shared.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_st_relaxed_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.relaxed.cta.shared.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline st.shared::cta.
// CHECK-LABEL: gpu.func @asm_st_shared_cta(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.shared::cta.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_st_shared_cta_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.shared::cta.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_st_shared_cta [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_st_shared_cta(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "st.shared::cta.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_st_shared_cta_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.shared::cta.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline st.shared::cluster (a store into a CTA of the cluster).
// CHECK-LABEL: gpu.func @asm_st_shared_cluster(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.shared::cluster.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_st_shared_cluster_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.shared::cluster.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_st_shared_cluster [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_st_shared_cluster(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "st.shared::cluster.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_st_shared_cluster_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.shared::cluster.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline atom.shared.
// CHECK-LABEL: gpu.func @asm_atom_shared(
// CHECK-NEXT: llvm.inline_asm has_side_effects "atom.shared.add.u32 $0, [$1], $2;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_atom_shared_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "atom.shared.add.u32 $0, [$1], $2;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_atom_shared [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_atom_shared(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    %r = llvm.inline_asm has_side_effects "atom.shared.add.u32 $0, [$1], $2;", "=r,r,r" %addr, %v : (i32, i32) -> i32
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_atom_shared_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    %r = llvm.inline_asm has_side_effects "atom.shared.add.u32 $0, [$1], $2;", "=r,r,r" %addr, %v : (i32, i32) -> i32
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline red.shared::cta.
// CHECK-LABEL: gpu.func @asm_red_shared(
// CHECK-NEXT: llvm.inline_asm has_side_effects "red.shared::cta.add.u32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_red_shared_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "red.shared::cta.add.u32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_red_shared [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_red_shared(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "red.shared::cta.add.u32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_red_shared_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "red.shared::cta.add.u32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// inline st.bulk (shared memory only).
// CHECK-LABEL: gpu.func @asm_st_bulk(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.bulk.weak [$0], 128, 0;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_st_bulk_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "st.bulk.weak [$0], 128, 0;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_st_bulk [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_st_bulk(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "st.bulk.weak [$0], 128, 0;", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_st_bulk_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.bulk.weak [$0], 128, 0;", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// a predicated st.shared in a block of several instructions, after a label.
// CHECK-LABEL: gpu.func @asm_predicated(
// CHECK-NEXT: llvm.inline_asm has_side_effects "{{.*}} @p st.shared.b32 [$0], $1; }"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @asm_predicated_fenced(
// CHECK-NEXT: llvm.inline_asm has_side_effects "{{.*}} @p st.shared.b32 [$0], $1; }"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @asm_predicated [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_predicated(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $1, 0; done: @p st.shared.b32 [$0], $1; }", "r,r" %addr, %v : (i32, i32) -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @asm_predicated_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $1, 0; done: @p st.shared.b32 [$0], $1; }", "r,r" %addr, %v : (i32, i32) -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// vector.store to a shared memref.
// CHECK-LABEL: gpu.func @vector_store(
// CHECK-NEXT: vector.store %{{.*}} : memref<1024xi32, 3>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vector_store_fenced(
// CHECK-NEXT: vector.store %{{.*}} : memref<1024xi32, 3>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vector_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vector_store(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    vector.store %vec, %buf[%i] : memref<1024xi32, 3>, vector<4xi32>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @vector_store_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>) kernel {
    vector.store %vec, %buf[%i] : memref<1024xi32, 3>, vector<4xi32>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// vector.maskedstore to a shared memref.
// CHECK-LABEL: gpu.func @vector_maskedstore(
// CHECK-NEXT: vector.maskedstore %{{.*}} : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vector_maskedstore_fenced(
// CHECK-NEXT: vector.maskedstore %{{.*}} : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vector_maskedstore [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vector_maskedstore(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    vector.maskedstore %buf[%i], %mask, %vec : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @vector_maskedstore_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    vector.maskedstore %buf[%i], %mask, %vec : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// vector.scatter into a shared memref.
// CHECK-LABEL: gpu.func @vector_scatter(
// CHECK-NEXT: vector.scatter %{{.*}} : memref<1024xi32, 3>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vector_scatter_fenced(
// CHECK-NEXT: vector.scatter %{{.*}} : memref<1024xi32, 3>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vector_scatter [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vector_scatter(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>, %idx: vector<4xi32>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    vector.scatter %buf[%i][%idx], %mask, %vec : memref<1024xi32, 3>, vector<4xi32>, vector<4xi1>, vector<4xi32>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @vector_scatter_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>, %idx: vector<4xi32>) kernel {
    vector.scatter %buf[%i][%idx], %mask, %vec : memref<1024xi32, 3>, vector<4xi32>, vector<4xi1>, vector<4xi32>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// vector.transfer_write to a shared memref.
// CHECK-LABEL: gpu.func @vector_transfer_write(
// CHECK-NEXT: vector.transfer_write %{{.*}} : vector<4xi32>, memref<1024xi32, 3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vector_transfer_write_fenced(
// CHECK-NEXT: vector.transfer_write %{{.*}} : vector<4xi32>, memref<1024xi32, 3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vector_transfer_write [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vector_transfer_write(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    vector.transfer_write %vec, %buf[%i] {in_bounds = [true]} : vector<4xi32>, memref<1024xi32, 3>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @vector_transfer_write_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>) kernel {
    vector.transfer_write %vec, %buf[%i] {in_bounds = [true]} : vector<4xi32>, memref<1024xi32, 3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// vector.compressstore to a shared memref.
// CHECK-LABEL: gpu.func @vector_compressstore(
// CHECK-NEXT: vector.compressstore %{{.*}} : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @vector_compressstore_fenced(
// CHECK-NEXT: vector.compressstore %{{.*}} : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @vector_compressstore [#nvvm.target<chip = "sm_90a">] {
  gpu.func @vector_compressstore(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    vector.compressstore %buf[%i], %mask, %vec : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @vector_compressstore_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<4xi32>, %mask: vector<4xi1>) kernel {
    vector.compressstore %buf[%i], %mask, %vec : memref<1024xi32, 3>, vector<4xi1>, vector<4xi32>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// memref.atomic_rmw on a shared memref.
// CHECK-LABEL: gpu.func @memref_atomic_rmw(
// CHECK-NEXT: memref.atomic_rmw addi %{{.*}} : (i32, memref<1024xi32, 3>) -> i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memref_atomic_rmw_fenced(
// CHECK-NEXT: memref.atomic_rmw addi %{{.*}} : (i32, memref<1024xi32, 3>) -> i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memref_atomic_rmw [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memref_atomic_rmw(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    %old = memref.atomic_rmw addi %v, %buf[%i] : (i32, memref<1024xi32, 3>) -> i32
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @memref_atomic_rmw_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    %old = memref.atomic_rmw addi %v, %buf[%i] : (i32, memref<1024xi32, 3>) -> i32
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// memref.copy into a shared memref.
// CHECK-LABEL: gpu.func @memref_copy(
// CHECK-NEXT: memref.copy %{{.*}} : memref<1024xi32> to memref<1024xi32, 3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memref_copy_fenced(
// CHECK-NEXT: memref.copy %{{.*}} : memref<1024xi32> to memref<1024xi32, 3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memref_copy [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memref_copy(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %g: memref<1024xi32>) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    memref.copy %g, %buf : memref<1024xi32> to memref<1024xi32, 3>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @memref_copy_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %g: memref<1024xi32>) kernel {
    memref.copy %g, %buf : memref<1024xi32> to memref<1024xi32, 3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}


// -----

// memref.generic_atomic_rmw on a shared memref (the store is the op with its
// region).
// CHECK-LABEL: gpu.func @memref_generic_atomic_rmw(
// CHECK: memref.atomic_yield
// CHECK-NEXT: }
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @memref_generic_atomic_rmw_fenced(
// CHECK: memref.atomic_yield
// CHECK-NEXT: }
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @memref_generic_atomic_rmw [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memref_generic_atomic_rmw(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    %old = memref.generic_atomic_rmw %buf[%i] : memref<1024xi32, 3> {
    ^bb0(%cur: i32):
      %new = arith.addi %cur, %v : i32
      memref.atomic_yield %new : i32
    }
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
  gpu.func @memref_generic_atomic_rmw_fenced(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    %old = memref.generic_atomic_rmw %buf[%i] : memref<1024xi32, 3> {
    ^bb0(%cur: i32):
      %new = arith.addi %cur, %v : i32
      memref.atomic_yield %new : i32
    }
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// gpu.subgroup_mma_store_matrix into a shared memref.
// CHECK-LABEL: gpu.func @subgroup_mma_store(
// CHECK: gpu.subgroup_mma_store_matrix
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @subgroup_mma_store_fenced(
// CHECK: gpu.subgroup_mma_store_matrix
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @subgroup_mma_store [#nvvm.target<chip = "sm_90a">] {
  gpu.func @subgroup_mma_store(%dst: !llvm.ptr<1>, %buf: memref<16x16xf16, 3>, %i: index, %h: f16) kernel {
    %m = gpu.subgroup_mma_constant_matrix %h : !gpu.mma_matrix<16x16xf16, "COp">
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    gpu.subgroup_mma_store_matrix %m, %buf[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16, 3>
    async.copy.bulk_store %dst, %buf bytes 512 : memref<16x16xf16, 3>
    gpu.return
  }
  gpu.func @subgroup_mma_store_fenced(%dst: !llvm.ptr<1>, %buf: memref<16x16xf16, 3>, %i: index, %h: f16) kernel {
    %m = gpu.subgroup_mma_constant_matrix %h : !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %m, %buf[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16, 3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 512 : memref<16x16xf16, 3>
    gpu.return
  }
}

// -----

// cp.async writes shared memory through the generic proxy, but its bytes
// land at the wait: the store is the wait, and a synchronization between the
// copy and its wait needs no fence. Both the op and the inline form.
// CHECK-LABEL: gpu.func @cp_async(
// CHECK: nvvm.cp.async.shared.global
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @cp_async_fenced(
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @cp_async_asm(
// CHECK: llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 16;"
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: llvm.inline_asm has_side_effects "cp.async.wait_all;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-LABEL: gpu.func @cp_async_asm_fenced(
// CHECK: llvm.inline_asm has_side_effects "cp.async.wait_group 0;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @cp_async [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cp_async(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>) kernel {
    nvvm.cp.async.shared.global %src, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.commit.group
    gpu.barrier
    // expected-error @+1 {{generic store to shared memory (the cp.async copies that land at this wait) reaches 'async.copy.bulk_store' at}}
    nvvm.cp.async.wait.group 0
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @cp_async_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %g: !llvm.ptr<1>) kernel {
    nvvm.cp.async.shared.global %src, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.commit.group
    gpu.barrier
    nvvm.cp.async.wait.group 0
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @cp_async_asm(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %g: i64) kernel {
    llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 16;", "r,l" %addr, %g : (i32, i64) -> ()
    gpu.barrier
    // expected-error @+1 {{generic store to shared memory (the cp.async copies that land at this wait) reaches 'async.copy.bulk_store' at}}
    llvm.inline_asm has_side_effects "cp.async.wait_all;", "" : () -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @cp_async_asm_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %addr: i32, %g: i64) kernel {
    llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 16;", "r,l" %addr, %g : (i32, i64) -> ()
    gpu.barrier
    llvm.inline_asm has_side_effects "cp.async.wait_group 0;", "" : () -> ()
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// Not generic stores to shared memory: stores to global memory (llvm, memref,
// vector and intrinsic forms), a copy out of shared memory, loads, the async
// proxy's writers and waits (st.async, red.async, the bulk copies' wait), and
// instructions that only name the shared space in their operands. No fence,
// no report.
// CHECK-LABEL: gpu.func @not_shared_stores(
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @not_shared_stores [#nvvm.target<chip = "sm_90a">] {
  gpu.func @not_shared_stores(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %buf: memref<1024xi32, 3>, %gbuf: memref<1024xi32>, %i: index, %v: i32, %addr: i32, %vec: vector<4xi32>, %mask: vector<4xi1>, %n: i64) kernel {
    llvm.store %v, %dst : i32, !llvm.ptr<1>
    llvm.intr.masked.store %vec, %dst, %mask {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr<1>
    "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<3>, i64) -> ()
    memref.store %v, %gbuf[%i] : memref<1024xi32>
    memref.copy %buf, %gbuf : memref<1024xi32, 3> to memref<1024xi32>
    vector.store %vec, %gbuf[%i] : memref<1024xi32>, vector<4xi32>
    vector.transfer_write %vec, %gbuf[%i] {in_bounds = [true]} : vector<4xi32>, memref<1024xi32>
    %x = memref.load %buf[%i] : memref<1024xi32, 3>
    %y = llvm.inline_asm has_side_effects "ld.shared.b32 $0, [$1];", "=r,r" %addr : (i32) -> i32
    llvm.inline_asm has_side_effects "st.global.b32 [$0], $1;", "l,r" %n, %v : (i64, i32) -> ()
    llvm.inline_asm has_side_effects "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$0];", "r,r" %addr, %v : (i32, i32) -> ()
    llvm.inline_asm has_side_effects "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [$0], $1, [$0];", "r,r" %addr, %v : (i32, i32) -> ()
    llvm.inline_asm has_side_effects "cp.async.bulk.wait_group.read 0;", "" : () -> ()
    llvm.inline_asm has_side_effects "mapa.shared::cluster.u32 $0, $0, 1; // st.shared", "r" %addr : (i32) -> ()
    nvvm.cp.async.bulk.wait_group 0
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}
