// tcgen05.fence around the synchronization that orders tensor-memory work
// between threads (sm_100a: compiled, not run): each buggy kernel with its
// fixed twin. The rule follows every path of a thread's program order:
// one role of a warp_specialize, one region of an scf.if; NVVM ops and
// inline assembly alike.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'
// Where each finding points (the access or wait it names, and its role):
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-check-protocol' 2>&1 | %FileCheck %s
// CHECK: :49:5: error: this op lets other threads go on after the tensor-memory access at {{.*}}:40:17 (role 'epilogue') with no tcgen05.fence::before_thread_sync between
// CHECK: :121:5: error: this op lets other threads go on after the tcgen05 MMA, copy or shift at {{.*}}:118:7 with neither a tcgen05.commit nor a tcgen05.fence::before_thread_sync between
// CHECK: :194:5: error: this op lets other threads go on after the tensor-memory access at {{.*}}:192:5 with no tcgen05.fence::before_thread_sync between
// CHECK: :197:7: error: this tcgen05 op follows the wait at {{.*}}:194:5 with no tcgen05.fence::after_thread_sync between
// CHECK: :239:5: error: this op lets other threads go on after the tensor-memory access at {{.*}}:233:15 with no tcgen05.fence::before_thread_sync between
// CHECK: :278:5: error: this op lets other threads go on after the tensor-memory access at {{.*}}:272:13 with no tcgen05.fence::before_thread_sync between
// CHECK-NOT: error

// The epilogue role reads tensor memory and ends with no before-fence; the
// MMA role's fence is no fence for the epilogue's threads: the CTA barrier
// after the roles lets warp 0 free the columns while the loads may run.
gpu.module @role_path [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @role_path() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    scf.if %warp0 {
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    async.warp_specialize {
      async.role "epilogue" warps 4 {
        %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
        nvvm.tcgen05.wait <load>
      }
      async.role "mma" warps 1 {
        llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 1;", "" : () -> ()
        nvvm.tcgen05.fence <before>
      }
    }
    // expected-error @+1 {{this op lets other threads go on after the tensor-memory access at}}
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    scf.if %warp0 {
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}

// -----

// Fixed: the epilogue fences its loads before it leaves its role.
gpu.module @role_path_fixed [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @role_path_fixed() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %columns = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    %slot = llvm.mlir.addressof @base : !llvm.ptr<3>
    scf.if %warp0 {
      nvvm.tcgen05.alloc %slot, %columns : !llvm.ptr<3>, i32
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %addr : i32 to !llvm.ptr<6>
    async.warp_specialize {
      async.role "epilogue" warps 4 {
        %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
        nvvm.tcgen05.wait <load>
        nvvm.tcgen05.fence <before>
      }
      async.role "mma" warps 1 {
        llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 1;", "" : () -> ()
        nvvm.tcgen05.fence <before>
      }
    }
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    scf.if %warp0 {
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}

// -----

// An MMA handed on to another thread: thread 0 issues the first MMA into
// the accumulator, thread 32 the next one after a CTA barrier. The two are
// a tcgen05 pipeline only with thread 0's before-fence ahead of the barrier
// (or a commit) and thread 32's after-fence behind it.
gpu.module @mma_handoff [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma_handoff(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %da = arith.constant 4611686293305294848 : i64
    %db = arith.constant 4611686293305295872 : i64
    %idesc = arith.constant 135267472 : i32
    %false = arith.constant false
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %second = arith.cmpi eq, %tid, %i32_32 : i32
    scf.if %first {
      nvvm.tcgen05.mma %tmem, %da, %db, %idesc, %false {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
    }
    // expected-error @+1 {{this op lets other threads go on after the tcgen05 MMA, copy or shift at}}
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    scf.if %second {
      nvvm.tcgen05.mma %tmem, %da, %db, %idesc, %true {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
    }
    gpu.return
  }
}

// -----

// Fixed: thread 0's before-fence (in inline assembly) ahead of the barrier.
gpu.module @mma_handoff_fenced [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma_handoff_fenced(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %da = arith.constant 4611686293305294848 : i64
    %db = arith.constant 4611686293305295872 : i64
    %idesc = arith.constant 135267472 : i32
    %false = arith.constant false
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %second = arith.cmpi eq, %tid, %i32_32 : i32
    scf.if %first {
      nvvm.tcgen05.mma %tmem, %da, %db, %idesc, %false {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
      llvm.inline_asm has_side_effects "tcgen05.fence::before_thread_sync;", "" : () -> ()
    }
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    scf.if %second {
      nvvm.tcgen05.mma %tmem, %da, %db, %idesc, %true {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
    }
    gpu.return
  }
}

// -----

// Fixed the other way: thread 0 commits its MMA (inline assembly) before
// the barrier; the commit's arrive carries the before-fence.
gpu.module @mma_handoff_committed [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma_handoff_committed(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    %second = arith.cmpi eq, %tid, %i32_32 : i32
    scf.if %first {
      llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 0;", "" : () -> ()
      llvm.inline_asm has_side_effects "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r3];", "" : () -> ()
    }
    nvvm.barrier0
    llvm.inline_asm has_side_effects "tcgen05.fence::after_thread_sync;", "" : () -> ()
    scf.if %second {
      llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 1;", "" : () -> ()
    }
    gpu.return
  }
}

// -----

// Tensor-memory loads in inline assembly, then a CTA barrier: without the
// before-fence; and the after-fence of the thread that issues the next
// MMA missing.
gpu.module @asm_ld [#nvvm.target<chip = "sm_100a">] {
  gpu.func @asm_ld() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    llvm.inline_asm has_side_effects "tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r0}, [%r1];\0Atcgen05.wait::ld.sync.aligned;", "" : () -> ()
    // expected-error @+1 {{this op lets other threads go on after the tensor-memory access at}}
    nvvm.barrier0
    scf.if %first {
      // expected-error @+1 {{this tcgen05 op follows the wait at}}
      llvm.inline_asm has_side_effects "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 1;", "" : () -> ()
    }
    gpu.return
  }
}

// -----

// Fixed: the fences in the same assembly strings as the load and the MMA.
gpu.module @asm_ld_fenced [#nvvm.target<chip = "sm_100a">] {
  gpu.func @asm_ld_fenced() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi eq, %tid, %zero : i32
    llvm.inline_asm has_side_effects "tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r0}, [%r1];\0Atcgen05.wait::ld.sync.aligned;\0Atcgen05.fence::before_thread_sync;", "" : () -> ()
    nvvm.barrier0
    scf.if %first {
      llvm.inline_asm has_side_effects "tcgen05.fence::after_thread_sync;\0Atcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, 1;", "" : () -> ()
    }
    gpu.return
  }
}

// -----

// A fence in the other branch is no fence for the threads that read: the
// warp that loads takes the then-branch, and the barrier releases its
// loads unfenced.
gpu.module @branch [#nvvm.target<chip = "sm_100a">] {
  gpu.func @branch(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    scf.if %warp0 {
      %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      nvvm.tcgen05.wait <load>
    } else {
      nvvm.tcgen05.fence <before>
    }
    // expected-error @+1 {{this op lets other threads go on after the tensor-memory access at}}
    nvvm.barrier0
    gpu.return
  }
}

// -----

// Fixed: the fence after the branch, on both paths.
gpu.module @branch_fixed [#nvvm.target<chip = "sm_100a">] {
  gpu.func @branch_fixed(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %warp0 = arith.cmpi eq, %warp, %zero : i32
    scf.if %warp0 {
      %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      nvvm.tcgen05.wait <load>
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    gpu.return
  }
}

// -----

// A fence inside a loop that may run no lap (its count is an argument) is
// no fence for the load before the loop.
gpu.module @loop [#nvvm.target<chip = "sm_100a">] {
  gpu.func @loop(%tmem: !llvm.ptr<6>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
    nvvm.tcgen05.wait <load>
    scf.for %i = %c0 to %n step %c1 {
      nvvm.tcgen05.fence <before>
    }
    // expected-error @+1 {{this op lets other threads go on after the tensor-memory access at}}
    nvvm.barrier0
    gpu.return
  }
}

// -----

// Fixed: a loop of a constant count runs its fence.
gpu.module @loop_fixed [#nvvm.target<chip = "sm_100a">] {
  gpu.func @loop_fixed(%tmem: !llvm.ptr<6>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %bits = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
    nvvm.tcgen05.wait <load>
    scf.for %i = %c0 to %c2 step %c1 {
      nvvm.tcgen05.fence <before>
    }
    nvvm.barrier0
    gpu.return
  }
}
