// Upstream canonicalize, cse and loop-invariant code motion never merge,
// hoist or drop a barrier op: every barrier, stage, copy and selection op
// declares that it reads and writes shared memory (roles: any memory). Two
// identical arrives stay two, two identical waits stay two, a wait with a
// loop-invariant phase stays in its loop, and an unused barrier.get stays.
// RUN: %async-opt %s --pass-pipeline='builtin.module(canonicalize,cse,gpu.module(gpu.func(loop-invariant-code-motion)),canonicalize,cse)' | %FileCheck %s

// CHECK-LABEL: gpu.func @kept
// CHECK: async.barrier.alloc{{( |$)}}
// CHECK-COUNT-2: async.barrier.get{{( |$)}}
// CHECK-COUNT-2: async.barrier.arrive{{( |$)}}
// CHECK-COUNT-2: async.barrier.wait{{( |$)}}
// CHECK: scf.for
// CHECK-NEXT: async.barrier.wait{{( |$)}}
// CHECK: async.barrier.get{{( |$)}}
// CHECK: gpu.return
gpu.module @m {
  gpu.func @kept(%i: index, %p: i1, %n: index) kernel {
    %a = async.barrier.alloc "b" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %b1 = async.barrier.get %a[%i] : !async.mbarrier_array<2>
    %b2 = async.barrier.get %a[%i] : !async.mbarrier_array<2>
    async.barrier.arrive %b1
    async.barrier.arrive %b2
    async.barrier.wait %b1, %p mode try
    async.barrier.wait %b1, %p mode try
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %n step %c1 {
      async.barrier.wait %b1, %p mode try
    }
    %unused = async.barrier.get %a[%i] : !async.mbarrier_array<2>
    gpu.return
  }
}
