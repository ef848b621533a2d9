// async-insert-fences: in a kernel that holds an async-proxy reader of shared
// memory, every generic store to shared memory (llvm.store/atomicrmw to
// !llvm.ptr<3>, memref.store to a shared memref, inline st.shared) gets one
// async.fence.proxy_async right before the first synchronization or
// async-proxy read that follows it on the same thread (leaving enclosing
// regions and following loop back edges), unless a fence already lies
// between them. No fence without an async-proxy reader, none for global
// stores, and a second run of the pass adds nothing (second RUN line: same
// checks).
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-insert-fences,async-verify' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-insert-fences,async-insert-fences,async-verify' | %FileCheck %s

// llvm.store to shared memory, then a bulk store that reads it: the fence goes
// right before the reader, not right after the store.
// CHECK-LABEL: gpu.func @llvm_store
// CHECK-NOT: async.fence.proxy_async
// CHECK: llvm.store %{{.*}}, %[[SRC:.*]] : i32, !llvm.ptr<3>
// CHECK-NEXT: %[[ONE:.*]] = arith.addi
// CHECK-NEXT: llvm.store %[[ONE]], %{{.*}} : i32, !llvm.ptr<1>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store %{{.*}}, %[[SRC]] bytes 4096
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @llvm_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %flag: !llvm.ptr<1>, %v: i32) kernel {
    llvm.store %v, %src : i32, !llvm.ptr<3>
    %w = arith.addi %v, %v : i32
    llvm.store %w, %flag : i32, !llvm.ptr<1>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// memref.store to a memref in address space 3, read by a bulk store of that memref.
// CHECK-LABEL: gpu.func @memref_store
// CHECK-NOT: async.fence.proxy_async
// CHECK: memref.store %{{.*}}, %[[BUF:.*]][%{{.*}}] : memref<1024xi32, 3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store %{{.*}}, %[[BUF]] bytes 4096 : memref<1024xi32, 3>
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @memref_store(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    memref.store %v, %buf[%i] : memref<1024xi32, 3>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// The shared space spelled #gpu.address_space<workgroup>.
// CHECK-LABEL: gpu.func @workgroup_memref
// CHECK-NOT: async.fence.proxy_async
// CHECK: memref.store
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @workgroup_memref(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, #gpu.address_space<workgroup>>, %i: index, %v: i32) kernel {
    memref.store %v, %buf[%i] : memref<1024xi32, #gpu.address_space<workgroup>>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Two stores (one in an scf.if) before the same reader: one fence.
// CHECK-LABEL: gpu.func @two_stores
// CHECK-NOT: async.fence.proxy_async
// CHECK: scf.if
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: memref.store
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @two_stores(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %v: i32, %c: i1) kernel {
    scf.if %c {
      memref.store %v, %buf[%i] : memref<1024xi32, 3>
    }
    memref.store %v, %buf[%i] : memref<1024xi32, 3>
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// A fence already between the store and the reader: none added.
// CHECK-LABEL: gpu.func @existing_fence
// CHECK-NOT: async.fence.proxy_async
// CHECK: llvm.store
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: arith.addi
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @existing_fence(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    llvm.store %v, %src : i32, !llvm.ptr<3>
    async.fence.proxy_async
    %w = arith.addi %v, %v : i32
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// The writer role stores then arrives; the storer role waits, then issues the
// bulk store. The fence runs on the writer's thread, before its arrive; the
// storer gets none.
// CHECK-LABEL: gpu.func @store_then_arrive
// CHECK-NOT: async.fence.proxy_async
// CHECK: %[[B:.*]] = async.barrier.get{{( |$)}}
// CHECK: async.role
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.barrier.arrive %[[B]]
// CHECK-NEXT: }
// CHECK-NEXT: async.role
// CHECK-NEXT: async.barrier.wait %[[B]], %{{.*}} mode try
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NEXT: }
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @store_then_arrive(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %ph: i1) kernel {
    %bars = async.barrier.alloc "ready" size 1 count 32 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    async.warp_specialize {
      async.role "writer" warps 1 {
        llvm.store %v, %src : i32, !llvm.ptr<3>
        async.barrier.arrive %b
      }
      async.role "storer" warps 1 {
        async.barrier.wait %b, %ph mode try
        async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
      }
    }
    gpu.return
  }
}

// -----

// The first synchronization after the store gets the fence (a named barrier
// here), not the reader behind it; an atomic is a store too.
// CHECK-LABEL: gpu.func @first_sync
// CHECK-NOT: async.fence.proxy_async
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr<3>, i32
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: llvm.inline_asm has_side_effects "barrier.sync 1, 64;"
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @first_sync(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    %old = llvm.atomicrmw add %src, %v monotonic : !llvm.ptr<3>, i32
    llvm.inline_asm has_side_effects "barrier.sync 1, 64;", "" : () -> ()
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// Inline st.shared, read by an inline wgmma: the fence is between them.
// CHECK-LABEL: gpu.func @inline_asm
// CHECK-NOT: async.fence.proxy_async
// CHECK: llvm.inline_asm has_side_effects "st.shared.b32 [$0], $1;"
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.mma_async
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @inline_asm(%addr: i32, %v: i32) kernel {
    llvm.inline_asm has_side_effects "st.shared.b32 [$0], $1;", "r,r" %addr, %v : (i32, i32) -> ()
    llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;", "" : () -> ()
    gpu.return
  }
}

// -----

// Loop back edge: the store at the end of the body reaches the bulk store at
// the start of the next iteration. The fence goes there.
// CHECK-LABEL: gpu.func @loop_back_edge
// CHECK-NOT: async.fence.proxy_async
// CHECK: scf.for
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @loop_back_edge(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %n step %c1 {
      async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
      %k64 = arith.index_cast %k : index to i64
      %at = llvm.getelementptr %src[%k64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %v, %at : i32, !llvm.ptr<3>
    }
    gpu.return
  }
}

// -----

// Back edge out of a nested region: the store in an scf.if at the end of the
// body reaches the arrive at the start of the next iteration. (The kernel's
// reader comes before the loop, so the loop exit reaches no synchronization.)
// CHECK-LABEL: gpu.func @loop_nested_store
// CHECK-NOT: async.fence.proxy_async
// CHECK: async.copy.bulk_store{{( |$)}}
// CHECK-NEXT: scf.for
// CHECK-NEXT: async.fence.proxy_async
// CHECK-NEXT: async.barrier.arrive{{( |$)}}
// CHECK-NEXT: scf.if
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @loop_nested_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %n: index, %c: i1) kernel {
    %bars = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    scf.for %k = %c0 to %n step %c1 {
      async.barrier.arrive %b
      scf.if %c {
        llvm.store %v, %src : i32, !llvm.ptr<3>
      }
    }
    gpu.return
  }
}

// -----

// No async-proxy reader in the kernel: no fence at all, even before syncs.
// CHECK-LABEL: gpu.func @no_reader
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @no_reader(%src: !llvm.ptr<3>, %buf: memref<1024xi32, 3>, %i: index, %v: i32) kernel {
    %bars = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %bars[%c0] : !async.mbarrier_array<1>
    llvm.store %v, %src : i32, !llvm.ptr<3>
    memref.store %v, %buf[%i] : memref<1024xi32, 3>
    async.barrier.arrive %b
    gpu.barrier
    gpu.return
  }
}

// -----

// Only a global store before the reader: no fence.
// CHECK-LABEL: gpu.func @global_store
// CHECK-NOT: async.fence.proxy_async
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<1>
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @global_store(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    llvm.store %v, %dst : i32, !llvm.ptr<1>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// A store after the last synchronization: nothing follows it, no fence.
// CHECK-LABEL: gpu.func @store_at_end
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @store_at_end(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    llvm.store %v, %src : i32, !llvm.ptr<3>
    gpu.return
  }
}

// -----

// A store in one role and the bulk store in another: the writer's fence goes
// at the end of its own path (none is reachable inside its role, so none), never
// between the roles; the storer's role gets no fence for a store it did not make.
// CHECK-LABEL: gpu.func @across_roles
// CHECK: async.role{{( |$)}}
// CHECK: llvm.store
// CHECK-NEXT: }
// CHECK: async.role{{( |$)}}
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
// CHECK-NOT: async.fence.proxy_async
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @across_roles(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    async.warp_specialize {
      async.role "writer" warps 1 {
        llvm.store %v, %src : i32, !llvm.ptr<3>
      }
      async.role "storer" warps 1 {
        async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
      }
    }
    gpu.return
  }
}

// -----

// A store inside a loop reaches both the next iteration's sync (back edge)
// and the reader after the loop (exit): both get a fence.
// CHECK-LABEL: gpu.func @loop_exit
// CHECK: scf.for
// CHECK-NEXT: async.fence.proxy_async{{( |$)}}
// CHECK-NEXT: async.barrier.arrive{{( |$)}}
// CHECK-NEXT: llvm.store
// CHECK-NEXT: }
// CHECK-NEXT: async.fence.proxy_async{{( |$)}}
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @loop_exit(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %n: index) kernel {
    %b0 = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %b = async.barrier.get %b0[%c0] : !async.mbarrier_array<1>
    scf.for %i = %c0 to %n step %c1 {
      async.barrier.arrive %b
      llvm.store %v, %src : i32, !llvm.ptr<3>
    }
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// scf.while: a store in the `do` region reaches the reader in the `before`
// region through the back edge.
// CHECK-LABEL: gpu.func @while_back_edge
// CHECK: scf.while
// CHECK-NEXT: async.fence.proxy_async{{( |$)}}
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @while_back_edge(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %go: i1) kernel {
    scf.while : () -> () {
      async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
      scf.condition(%go)
    } do {
      llvm.store %v, %src : i32, !llvm.ptr<3>
      scf.yield
    }
    gpu.return
  }
}

// -----

// scf.while: a store in the `before` region reaches the reader in `do`.
// CHECK-LABEL: gpu.func @while_forward
// CHECK: } do {
// CHECK-NEXT: async.fence.proxy_async{{( |$)}}
// CHECK-NEXT: async.copy.bulk_store{{( |$)}}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @while_forward(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32, %go: i1) kernel {
    scf.while : () -> () {
      llvm.store %v, %src : i32, !llvm.ptr<3>
      scf.condition(%go)
    } do {
      async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
      scf.yield
    }
    gpu.return
  }
}
