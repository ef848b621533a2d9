// async-lower-warp-specialize: every role becomes `scf.if` on its range of
// warps (counted from 0 in role order), the warp index is computed once from
// the linear thread index as tid / 32, with no shfl.sync broadcast;
// register budgets give the kernel `nvvm.maxnreg` = the threads-weighted mean
// of the budgets rounded up to a multiple of 8 (or keep the kernel's own when
// it suffices) and put setmaxnreg.dec/inc at the start of the roles below/above
// it. Also every error of the pass: kernel maxnreg too small, a budget on a
// role that does not cover whole warpgroups, CTA-/cluster-wide collectives in
// a role, a nested warp_specialize, more than 7 roles; and a budget on some
// roles only, which the pipeline's limits reject before the pass.
//
// Error cases produce no IR, so one run checks both the diagnostics and the IR.
// The second run has the pass alone (no async-verify, no
// async-lower-cluster-barrier): same IR, same diagnostics.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-lower-warp-specialize' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-lower-warp-specialize' | %FileCheck %s

// Two roles, no budgets: warp 0 and warps 1-4.
// CHECK-LABEL: gpu.func @two_roles
// CHECK-NOT: nvvm.maxnreg
// CHECK-SAME: kernel {
// CHECK-NEXT: %[[V:.*]] = arith.constant 7 : i32
// The linear thread index tid.x + ntid.x * (tid.y + ntid.y * tid.z).
// CHECK-NEXT: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[TY:.*]] = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT: %[[TZ:.*]] = nvvm.read.ptx.sreg.tid.z : i32
// CHECK-NEXT: %[[NX:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK-NEXT: %[[NY:.*]] = nvvm.read.ptx.sreg.ntid.y : i32
// CHECK-NEXT: %[[ZY:.*]] = arith.muli %[[NY]], %[[TZ]] : i32
// CHECK-NEXT: %[[YZ:.*]] = arith.addi %[[TY]], %[[ZY]] : i32
// CHECK-NEXT: %[[ROW:.*]] = arith.muli %[[NX]], %[[YZ]] : i32
// CHECK-NEXT: %[[TID:.*]] = arith.addi %[[TX]], %[[ROW]] : i32
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i32
// No shfl.sync broadcast of the warp index: ptxas would then drop the
// YIELD from the roles' wait loops (see the pass's header).
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID]], %[[C32]] : i32
// CHECK-NOT: nvvm.shfl.sync
// Role "producer": 0 <= warp < 1.
// CHECK-NEXT: %[[P0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[P1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[PGE:.*]] = arith.cmpi uge, %[[WARP]], %[[P0]] : i32
// CHECK-NEXT: %[[PLT:.*]] = arith.cmpi ult, %[[WARP]], %[[P1]] : i32
// CHECK-NEXT: %[[PIN:.*]] = arith.andi %[[PGE]], %[[PLT]] : i1
// CHECK-NEXT: scf.if %[[PIN]] {
// CHECK-NEXT:   llvm.store %[[V]], %arg0 : i32, !llvm.ptr<1>
// CHECK-NEXT: }
// Role "consumer": 1 <= warp < 5, same warp index.
// CHECK-NEXT: %[[Q1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[Q5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[QGE:.*]] = arith.cmpi uge, %[[WARP]], %[[Q1]] : i32
// CHECK-NEXT: %[[QLT:.*]] = arith.cmpi ult, %[[WARP]], %[[Q5]] : i32
// CHECK-NEXT: %[[QIN:.*]] = arith.andi %[[QGE]], %[[QLT]] : i1
// CHECK-NEXT: scf.if %[[QIN]] {
// CHECK-NEXT:   %[[W:.*]] = arith.constant 9 : i32
// CHECK-NEXT:   llvm.store %[[W]], %arg0 : i32, !llvm.ptr<1>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NOT: setmaxnreg
// CHECK-NOT: async.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @two_roles(%p: !llvm.ptr<1>) kernel {
    %v = arith.constant 7 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        llvm.store %v, %p : i32, !llvm.ptr<1>
      }
      async.role "consumer" warps 4 {
        %w = arith.constant 9 : i32
        llvm.store %w, %p : i32, !llvm.ptr<1>
      }
    }
    gpu.return
  }
}

// -----

// Three roles of 2, 1 and 3 warps: warps 0-1, warp 2, warps 3-5, one warp index.
// CHECK-LABEL: gpu.func @three_roles
// CHECK-NOT: nvvm.maxnreg
// CHECK-SAME: kernel {
// CHECK: %[[WARP:.*]] = arith.divui
// CHECK-NOT: arith.divui
// CHECK: %[[A0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[A2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[AGE:.*]] = arith.cmpi uge, %[[WARP]], %[[A0]] : i32
// CHECK-NEXT: %[[ALT:.*]] = arith.cmpi ult, %[[WARP]], %[[A2]] : i32
// CHECK-NEXT: %[[AIN:.*]] = arith.andi %[[AGE]], %[[ALT]] : i1
// CHECK-NEXT: scf.if %[[AIN]] {
// CHECK-NEXT:   arith.constant 10 : i32
// CHECK:      }
// CHECK-NEXT: %[[B2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[B3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[BGE:.*]] = arith.cmpi uge, %[[WARP]], %[[B2]] : i32
// CHECK-NEXT: %[[BLT:.*]] = arith.cmpi ult, %[[WARP]], %[[B3]] : i32
// CHECK-NEXT: %[[BIN:.*]] = arith.andi %[[BGE]], %[[BLT]] : i1
// CHECK-NEXT: scf.if %[[BIN]] {
// CHECK-NEXT:   arith.constant 20 : i32
// CHECK:      }
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[CGE:.*]] = arith.cmpi uge, %[[WARP]], %[[C3]] : i32
// CHECK-NEXT: %[[CLT:.*]] = arith.cmpi ult, %[[WARP]], %[[C6]] : i32
// CHECK-NEXT: %[[CIN:.*]] = arith.andi %[[CGE]], %[[CLT]] : i1
// CHECK-NEXT: scf.if %[[CIN]] {
// CHECK-NEXT:   arith.constant 30 : i32
// CHECK:      }
// CHECK-NEXT: gpu.return
// CHECK-NOT: setmaxnreg
// CHECK-NOT: async.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @three_roles(%p: !llvm.ptr<1>) kernel {
    async.warp_specialize {
      async.role "load" warps 2 {
        %a = arith.constant 10 : i32
        llvm.store %a, %p : i32, !llvm.ptr<1>
      }
      async.role "mma" warps 1 {
        %b = arith.constant 20 : i32
        llvm.store %b, %p : i32, !llvm.ptr<1>
      }
      async.role "epilogue" warps 3 {
        %c = arith.constant 30 : i32
        llvm.store %c, %p : i32, !llvm.ptr<1>
      }
    }
    gpu.return
  }
}

// -----

// Budgets 40, 200, 232 on one warpgroup each: mean 157.33, rounded up to a
// multiple of 8: 160. Below it: dec; above it: inc, first thing in the role.
// CHECK-LABEL: gpu.func @budgets_rounded
// CHECK-SAME: attributes {nvvm.maxnreg = 160 : i32}
// CHECK: %[[WARP:.*]] = arith.divui
// CHECK: %[[A0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[A4:.*]] = arith.constant 4 : i32
// CHECK: scf.if
// CHECK-NEXT: llvm.inline_asm has_side_effects "setmaxnreg.dec.sync.aligned.u32 40;", ""
// CHECK-NEXT: arith.constant 1 : i32
// CHECK: }
// CHECK-NEXT: %[[B4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[B8:.*]] = arith.constant 8 : i32
// CHECK: scf.if
// CHECK-NEXT: llvm.inline_asm has_side_effects "setmaxnreg.inc.sync.aligned.u32 200;", ""
// CHECK-NEXT: arith.constant 2 : i32
// CHECK: }
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[C12:.*]] = arith.constant 12 : i32
// CHECK: scf.if
// CHECK-NEXT: llvm.inline_asm has_side_effects "setmaxnreg.inc.sync.aligned.u32 232;", ""
// CHECK-NEXT: arith.constant 3 : i32
// CHECK: }
// CHECK-NEXT: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budgets_rounded(%p: !llvm.ptr<1>) kernel {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 {
        %a = arith.constant 1 : i32
        llvm.store %a, %p : i32, !llvm.ptr<1>
      }
      async.role "mma" warps 4 registers 200 {
        %b = arith.constant 2 : i32
        llvm.store %b, %p : i32, !llvm.ptr<1>
      }
      async.role "consumer" warps 4 registers 232 {
        %c = arith.constant 3 : i32
        llvm.store %c, %p : i32, !llvm.ptr<1>
      }
    }
    gpu.return
  }
}

// -----

// The mean is weighted by threads: 24 on 4 warps and 232 on 8 warps give
// (24 * 128 + 232 * 256) / 384 = 162.67 -> 168 (the unweighted mean would be 128).
// CHECK-LABEL: gpu.func @budgets_weighted
// CHECK-SAME: attributes {nvvm.maxnreg = 168 : i32}
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.dec.sync.aligned.u32 24;"
// CHECK: arith.constant 4 : i32
// CHECK-NEXT: arith.constant 12 : i32
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.inc.sync.aligned.u32 232;"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budgets_weighted() kernel {
    async.warp_specialize {
      async.role "producer" warps 4 registers 24 { gpu.yield }
      async.role "consumer" warps 8 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// A role whose budget equals the entry count (40, 136, 232 -> 136) gets no
// setmaxnreg.
// CHECK-LABEL: gpu.func @budget_equals_entry
// CHECK-SAME: attributes {nvvm.maxnreg = 136 : i32}
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK: arith.constant 4 : i32
// CHECK-NEXT: arith.constant 8 : i32
// CHECK: scf.if
// CHECK-NOT: setmaxnreg
// CHECK-NEXT: %[[M:.*]] = arith.constant 2 : i32
// CHECK-NEXT: llvm.store %[[M]]
// CHECK-NEXT: }
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.inc.sync.aligned.u32 232;"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budget_equals_entry(%p: !llvm.ptr<1>) kernel {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "mma" warps 4 registers 136 {
        %m = arith.constant 2 : i32
        llvm.store %m, %p : i32, !llvm.ptr<1>
      }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// Every role has a budget or none has: a role without one next to roles
// with one is an error before the pass runs (limits::guard), the pass alone
// included.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @role_without_budget(%p: !llvm.ptr<1>) kernel {
    // expected-error @+1 {{role 'scheduler' has no register budget but roles 'producer', 'consumer' have one: give every role of an async.warp_specialize a budget ('registers') or none}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
      async.role "scheduler" warps 1 {
        %s = arith.constant 3 : i32
        llvm.store %s, %p : i32, !llvm.ptr<1>
      }
    }
    gpu.return
  }
}

// -----

// The kernel's own nvvm.maxnreg is kept when it suffices (168 >= 136); the
// budgets are relative to it.
// CHECK-LABEL: gpu.func @kernel_maxnreg_kept
// CHECK-SAME: attributes {nvvm.maxnreg = 168 : i32}
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.inc.sync.aligned.u32 232;"
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @kernel_maxnreg_kept() kernel attributes {nvvm.maxnreg = 168 : i32} {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// Exactly the count needed (136) is enough. A kernel maxnreg equal to a role's
// budget (232 here) means that role needs no setmaxnreg.
// CHECK-LABEL: gpu.func @kernel_maxnreg_exact
// CHECK-SAME: attributes {nvvm.maxnreg = 136 : i32}
// CHECK: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK: "setmaxnreg.inc.sync.aligned.u32 232;"
// CHECK-LABEL: gpu.func @kernel_maxnreg_is_budget
// CHECK-SAME: attributes {nvvm.maxnreg = 232 : i32}
// CHECK: scf.if
// CHECK-NEXT: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK: scf.if
// CHECK-NOT: setmaxnreg
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @kernel_maxnreg_exact() kernel attributes {nvvm.maxnreg = 136 : i32} {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
    }
    gpu.return
  }
  gpu.func @kernel_maxnreg_is_budget() kernel attributes {nvvm.maxnreg = 232 : i32} {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @kernel_maxnreg_too_small() kernel attributes {nvvm.maxnreg = 128 : i32} {
    // expected-error @+1 {{the roles' register budgets need 136 registers per thread at entry, but the kernel's nvvm.maxnreg is 128}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 4 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// The second budgeted role starts at warp 1, in the middle of warpgroup 0
// (and the first covers only a part of it).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budget_misaligned_start() kernel {
    async.warp_specialize {
      // expected-error @+1 {{role 'producer' has a register budget but runs warp 0: setmaxnreg is warpgroup-wide}}
      async.role "producer" warps 1 registers 40 { gpu.yield }
      // expected-error @+1 {{role 'consumer' has a register budget but runs warps 1-4: setmaxnreg is warpgroup-wide, so the role must cover whole warpgroups (multiples of 4 warps)}}
      async.role "consumer" warps 4 registers 232 {
      }
    }
    gpu.return
  }
}

// -----

// The first budgeted role starts on a warpgroup but covers only half of
// it; the second covers the other half.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budget_partial_warpgroup() kernel {
    async.warp_specialize {
      // expected-error @+1 {{role 'producer' has a register budget but runs warps 0-1: setmaxnreg is warpgroup-wide}}
      async.role "producer" warps 2 registers 40 {
      }
      // expected-error @+1 {{role 'consumer' has a register budget but runs warps 2-3: setmaxnreg is warpgroup-wide}}
      async.role "consumer" warps 2 registers 40 { gpu.yield }
    }
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @gpu_barrier_in_role() kernel {
    async.warp_specialize {
      async.role "producer" warps 1 { gpu.yield }
      async.role "consumer" warps 4 {
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c1 = arith.constant 1 : index
        scf.for %i = %c0 to %c4 step %c1 {
          // expected-error @+1 {{'gpu.barrier' is a CTA-wide or cluster-wide collective inside a role: only the warps of role 'consumer' reach it, so it would never complete; synchronize the role with a named barrier or an mbarrier}}
          gpu.barrier
        }
      }
    }
    gpu.return
  }
}

// -----

// The other CTA- and cluster-wide collectives; a role's own named barrier
// (barrier.sync 1, 64) is fine.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @collectives_in_role() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    async.warp_specialize {
      async.role "worker" warps 2 {
        // expected-error @+1 {{'nvvm.barrier0' is a CTA-wide or cluster-wide collective inside a role: only the warps of role 'worker' reach it}}
        nvvm.barrier0
        // expected-error @+1 {{'nvvm.cluster.arrive' is a CTA-wide or cluster-wide collective inside a role}}
        nvvm.cluster.arrive
        // expected-error @+1 {{'nvvm.cluster.arrive.relaxed' is a CTA-wide or cluster-wide collective inside a role}}
        nvvm.cluster.arrive.relaxed
        // expected-error @+1 {{'nvvm.cluster.wait' is a CTA-wide or cluster-wide collective inside a role}}
        nvvm.cluster.wait
        // expected-error @+1 {{'llvm.inline_asm' is a CTA-wide or cluster-wide collective inside a role: only the warps of role 'worker' reach it}}
        llvm.inline_asm has_side_effects "barrier.cluster.arrive.aligned;", "" : () -> ()
        // expected-error @+1 {{'llvm.inline_asm' is a CTA-wide or cluster-wide collective inside a role}}
        llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
        llvm.inline_asm has_side_effects "barrier.sync 1, 64;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @nested() kernel {
    async.warp_specialize {
      async.role "outer" warps 2 {
        // expected-error @+1 {{async.warp_specialize cannot be nested inside an async.role}}
        async.warp_specialize {
          async.role "inner" warps 1 { gpu.yield }
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @eight_roles() kernel {
    // expected-error @+1 {{async.warp_specialize has 8 roles; at most 7 are supported (named barriers 1-7 belong to roles)}}
    async.warp_specialize {
      async.role "r0" warps 1 { gpu.yield }
      async.role "r1" warps 1 { gpu.yield }
      async.role "r2" warps 1 { gpu.yield }
      async.role "r3" warps 1 { gpu.yield }
      async.role "r4" warps 1 { gpu.yield }
      async.role "r5" warps 1 { gpu.yield }
      async.role "r6" warps 1 { gpu.yield }
      async.role "r7" warps 1 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// Seven roles are the limit, and fine: the last one runs warp 6.
// CHECK-LABEL: gpu.func @seven_roles
// CHECK-COUNT-7: scf.if
// CHECK-NOT: scf.if
// CHECK: gpu.return
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @seven_roles() kernel {
    async.warp_specialize {
      async.role "r0" warps 1 { gpu.yield }
      async.role "r1" warps 1 { gpu.yield }
      async.role "r2" warps 1 { gpu.yield }
      async.role "r3" warps 1 { gpu.yield }
      async.role "r4" warps 1 { gpu.yield }
      async.role "r5" warps 1 { gpu.yield }
      async.role "r6" warps 1 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// async-lower-cluster-barrier has not run: the cluster barrier is still there.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_barrier_not_lowered() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    async.warp_specialize {
      async.role "consumer" warps 4 {
        // expected-error @+1 {{'async.cluster_barrier' is a CTA-wide or cluster-wide collective inside a role: run async-lower-cluster-barrier before async-lower-warp-specialize}}
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// Two warp_specializes in one kernel: the kernel takes the larger entry
// count (40/256 on 4+4 warps needs 152), and since code follows the first
// one, its roles go back to that count at their end.
// CHECK-LABEL: gpu.func @two_specializations
// CHECK-SAME: nvvm.maxnreg = 152 : i32
// CHECK: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK: "setmaxnreg.inc.sync.aligned.u32 152;"
// CHECK-NEXT: }
// CHECK: "setmaxnreg.inc.sync.aligned.u32 232;"
// CHECK: "setmaxnreg.dec.sync.aligned.u32 152;"
// CHECK-NEXT: }
// CHECK: "setmaxnreg.dec.sync.aligned.u32 40;"
// CHECK-NOT: "setmaxnreg.inc.sync.aligned.u32 152;"
// CHECK: "setmaxnreg.inc.sync.aligned.u32 256;"
// CHECK-NOT: setmaxnreg
// CHECK: gpu.return
gpu.module @m {
  gpu.func @two_specializations() kernel {
    async.warp_specialize {
      async.role "a" warps 4 registers 40 {
      }
      async.role "b" warps 4 registers 232 {
      }
    }
    async.warp_specialize {
      async.role "c" warps 4 registers 40 {
      }
      async.role "d" warps 4 registers 256 {
      }
    }
    gpu.return
  }
}

// -----

// The CTA barrier in other spellings is caught too.
gpu.module @m {
  gpu.func @cta_barrier_spellings() kernel {
    %c0 = arith.constant 0 : i32
    async.warp_specialize {
      async.role "worker" warps 1 {
        // expected-error @+1 {{'llvm.inline_asm' is a CTA-wide or cluster-wide collective inside a role}}
        llvm.inline_asm has_side_effects "barrier.sync 0;", "" : () -> ()
        // expected-error @+1 {{'nvvm.barrier' is a CTA-wide or cluster-wide collective inside a role}}
        nvvm.barrier id = %c0
      }
    }
    gpu.return
  }
}
