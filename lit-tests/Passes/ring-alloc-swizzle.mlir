// async-ring-alloc with swizzled stage buffers: a ring with `swizzle` S is
// aligned to its swizzle atom, 8 x S bytes (128 -> 1024, 64 -> 512,
// 32 -> 256), the arena to the largest, and the report shows both.
// RUN: %async-opt %s --pass-pipeline='async-verify,async-ring-alloc' | %FileCheck %s
// RUN: %async-opt %s --async-print-layout --pass-pipeline='async-ring-alloc' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAYOUT

// CHECK: memref.global "private" @__async_arena_k : memref<21504xi8, 3> {alignment = 1024 : i64}
// CHECK: async.pipeline.create
// CHECK: async.pipeline.create
// CHECK: async.pipeline.create
// CHECK: async.pipeline.create
// LAYOUT: kernel @k: arena @__async_arena_k, 21504 bytes of 232448, aligned to 1024
// LAYOUT: plain.stages 1 stages x 128 B 128 128
// LAYOUT-NEXT: s32.stages 2 stages x 256 B, swizzle 32 B, align 256 256 512
// LAYOUT-NEXT: s64.stages 2 stages x 1024 B, swizzle 64 B, align 512 1024 2048
// LAYOUT-NEXT: s128.stages 2 stages x 9216 B, swizzle 128 B, align 1024 3072 18432
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %p = async.pipeline.create "plain" stages 1 scope cta buffer memref<8x8xf16, 3> {tx_bytes = 0 : i64, swizzle = 0 : i64} : !async.pipeline<1>
    %a = async.pipeline.create "s32" stages 2 scope cta buffer memref<8x16xf16, 3> {tx_bytes = 0 : i64, swizzle = 32 : i64} : !async.pipeline<2>
    %b = async.pipeline.create "s64" stages 2 scope cta buffer memref<16x32xbf16, 3> {tx_bytes = 0 : i64, swizzle = 64 : i64} : !async.pipeline<2>
    // 72 rows of 128 B: 9216 B, a multiple of the 1024-byte atom.
    %c = async.pipeline.create "s128" stages 2 scope cta buffer memref<72x128xi8, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    gpu.return
  }
}
