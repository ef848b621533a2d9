// tcgen05.commit exists on sm_100a only.
// RUN: %async-opt %s --pass-pipeline='builtin.module(convert-async-to-nvvm{chip=sm_100a})' | %FileCheck %s --check-prefix=SM100
// RUN: %not %async-opt %s --pass-pipeline='builtin.module(convert-async-to-nvvm{chip=sm_90a})' 2>&1 | %FileCheck %s --check-prefix=SM90
// RUN: %not %async-opt %s --pass-pipeline='builtin.module(convert-async-to-nvvm)' 2>&1 | %FileCheck %s --check-prefix=NOCHIP

// SM100: llvm.inline_asm has_side_effects "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r"
// SM90: commit-mma.mlir:[[# @LINE + 8]]:5: error: 'async.barrier.commit_mma' uses tcgen05, which needs sm_100a; the target is sm_90a
// NOCHIP: commit-mma.mlir:[[# @LINE + 7]]:5: error: 'async.barrier.commit_mma' uses tcgen05 and needs the target chip sm_100a
gpu.module @mma {
  gpu.func @commit() kernel {
    %a = async.barrier.alloc "mma_done" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %a[%c0] : !async.mbarrier_array<1>
    // Line of the op checked above.
    async.barrier.commit_mma %b
    gpu.return
  }
}
