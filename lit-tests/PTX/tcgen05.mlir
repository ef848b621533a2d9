// tcgen05.commit on sm_100a, assembled by ptxas; a located error on sm_90a.
// REQUIRES: ptxas
// These kernels exercise op forms, not whole protocols: compiled with
// --no-check (the protocol checker is on by default).
// RUN: %async-opt %s --no-check --emit=ptx --chip=sm_100a -o %t.ptx
// RUN: %FileCheck %s --check-prefix=SM100 < %t.ptx
// RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
// RUN: %not %async-opt %s --no-check --emit=ptx --chip=sm_90a 2>&1 | %FileCheck %s --check-prefix=SM90
// SM100: .target sm_100a
// SM100: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [{{%r[0-9]+}}];
// SM90: tcgen05.mlir:[[# @LINE + 5]]:5: error: 'async.barrier.commit_mma' uses tcgen05, which needs sm_100a; the target is sm_90a
gpu.module @k {
  gpu.func @commit(%i: index) kernel {
    %a = async.barrier.alloc "mma" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %b = async.barrier.get %a[%i] : !async.mbarrier_array<2>
    async.barrier.commit_mma %b
    gpu.return
  }
}
