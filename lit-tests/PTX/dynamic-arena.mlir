// An arena above 48 KiB becomes `.extern .shared` (dynamic shared memory)
// and the module publishes its size as a `.const` the launcher reads; at
// most 48 KiB it stays static and the published size is 0. Both assembled by ptxas.
// REQUIRES: ptxas
// RUN: %async-opt %s --emit=ptx --chip=sm_90a -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: %async-opt %s --emit=ptx --chip=sm_100a -o %t.100.ptx
// RUN: %FileCheck %s < %t.100.ptx
// RUN: %ptxas -arch=sm_100a %t.100.ptx -o %t.100.cubin

// CHECK-DAG: .extern .shared .align 128 .b8 __async_arena_big[];
// CHECK-DAG: .visible .const .align 4 .u32 __async_dynamic_shared_bytes_big = 65920;
// CHECK-DAG: .shared .align 128 .b8 __async_arena_small[8320];
// CHECK-DAG: .visible .const .align 4 .u32 __async_dynamic_shared_bytes_small;
gpu.module @m {
  gpu.func @big(%dst: !llvm.ptr<1>) kernel {
    %a = async.barrier.alloc "a" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %p = async.pipeline.create "ring" stages 16 scope cta buffer memref<1024xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<16>
    gpu.return
  }
  gpu.func @small(%dst: !llvm.ptr<1>) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<1024xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    gpu.return
  }
}
