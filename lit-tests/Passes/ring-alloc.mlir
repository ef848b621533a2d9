// async-ring-alloc: one arena per kernel, barriers first (8-byte aligned),
// then the stage buffers (128-byte aligned, more when the element asks),
// the layout report, idempotence, and the over-budget error.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-ring-alloc' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-ring-alloc{print-layout}' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAYOUT
// RUN: %async-opt %s --split-input-file --async-print-layout --pass-pipeline='async-ring-alloc' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAYOUT
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-ring-alloc,async-ring-alloc' | %FileCheck %s

// Two pipelines (3 and 6 stages) and a barrier array with a counter.
// CHECK-LABEL: gpu.module @normal
// CHECK: memref.global "private" @__async_arena_k : memref<37120xi8, 3> {alignment = 128 : i64}
// CHECK: gpu.func @k
// CHECK: async.pipeline.create "a" stages 3 {{.*}}barrier_offset = 0 : i64{{.*}}offset = 256 : i64
// CHECK: async.pipeline.create "b" stages 6 {{.*}}barrier_offset = 48 : i64{{.*}}offset = 12544 : i64
// CHECK: async.barrier.alloc "sync" {{.*}}count 2 {{.*}}counter{{.*}}offset = 144 : i64
// LAYOUT-LABEL: kernel @k: arena @__async_arena_k, 37120 bytes of 232448, aligned to 128
// LAYOUT-NEXT: group holds offset bytes
// LAYOUT-NEXT: a.full 3 barriers 0 24
// LAYOUT-NEXT: a.empty 3 barriers 24 24
// LAYOUT-NEXT: b.full 6 barriers 48 48
// LAYOUT-NEXT: b.empty 6 barriers 96 48
// LAYOUT-NEXT: sync 2 barriers + counter 144 24
// LAYOUT-NEXT: a.stages 3 stages x 4096 B 256 12288
// LAYOUT-NEXT: b.stages 6 stages x 4096 B 12544 24576
gpu.module @normal [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %a = async.pipeline.create "a" stages 3 scope cta buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64} : !async.pipeline<3>
    %b = async.pipeline.create "b" stages 6 scope cta buffer memref<32x32xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<6>
    %s = async.barrier.alloc "sync" size 2 count 2 scope cluster {counter} : !async.mbarrier_array<2>
    gpu.return
  }
}

// -----

// One stage whose buffer is not a multiple of 128 bytes: the stride rounds up.
// CHECK-LABEL: gpu.module @one_stage
// CHECK: memref.global "private" @__async_arena_k1 : memref<256xi8, 3>
// CHECK: barrier_offset = 0 : i64{{.*}}offset = 128 : i64
// LAYOUT-LABEL: kernel @k1: arena @__async_arena_k1, 256 bytes
// LAYOUT: one.stages 1 stages x 128 B 128 128
gpu.module @one_stage {
  gpu.func @k1() kernel {
    %a = async.pipeline.create "one" stages 1 scope cta buffer memref<5xi32, 3> {tx_bytes = 16 : i64} : !async.pipeline<1>
    gpu.return
  }
}

// -----

// Two kernels get two arenas; a kernel without async storage gets none.
// CHECK-LABEL: gpu.module @two_kernels
// CHECK-DAG: memref.global "private" @__async_arena_x : memref<8xi8, 3>
// CHECK-DAG: memref.global "private" @__async_arena_y : memref<40xi8, 3>
// CHECK-NOT: @__async_arena_z
// LAYOUT-LABEL: kernel @x: arena @__async_arena_x, 8 bytes
// LAYOUT-LABEL: kernel @y: arena @__async_arena_y, 40 bytes
gpu.module @two_kernels {
  gpu.func @x() kernel {
    %b = async.barrier.alloc "b" size 1 count 1 scope cta : !async.mbarrier_array<1>
    gpu.return
  }
  gpu.func @y() kernel {
    %b = async.barrier.alloc "c" size 5 count 1 scope cta : !async.mbarrier_array<5>
    gpu.return
  }
  gpu.func @z() kernel {
    gpu.return
  }
}

// -----

// An arena above 48 KiB is dynamic shared memory; the module publishes its
// size for the launcher.
// CHECK-LABEL: gpu.module @dynamic
// CHECK: memref.global "public" @__async_arena_big : memref<0xi8, 3> {alignment = 128 : i64}
// CHECK: llvm.mlir.global external constant @__async_dynamic_shared_bytes_big() {addr_space = 4 : i32, alignment = 4 : i64} : i32
// CHECK: llvm.mlir.constant(65792 : i32) : i32
// LAYOUT-LABEL: kernel @big: arena @__async_arena_big, 65792 bytes
gpu.module @dynamic {
  gpu.func @big() kernel {
    %a = async.pipeline.create "ring" stages 16 scope cta buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64} : !async.pipeline<16>
    gpu.return
  }
}
