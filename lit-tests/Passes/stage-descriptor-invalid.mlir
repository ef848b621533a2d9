// async-verify on swizzled pipelines and async.stage.descriptor: the span,
// the rows of a swizzled buffer, what a descriptor can describe, the K
// slice, and the chip (wgmma is sm_90a only).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

gpu.module @span [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'swizzle' must be 0, 32, 64 or 128 (bytes), got 16}}
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<8x8xbf16, 3> {tx_bytes = 0 : i64, swizzle = 16 : i64} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @rank [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{a 128-byte swizzled stage buffer must have rows (rank 2 or more), got memref<512xbf16, 3>}}
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<512xbf16, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @row [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{the rows of a 128-byte swizzled stage buffer must be exactly 128 bytes (the span: TMA boxes and wgmma's K-major layout have rows of one span), got 256 bytes in memref<64x128xbf16, 3>}}
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x128xbf16, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @rows [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{a 64-byte swizzled stage buffer must have a multiple of 8 rows (a swizzle atom is 8 rows), got 12 in memref<12x32xf16, 3>}}
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<12x32xf16, 3> {tx_bytes = 0 : i64, swizzle = 64 : i64} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @unswizzled [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %p = async.pipeline.create "plain" stages 2 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{pipeline 'plain' has no 'swizzle': a wgmma descriptor describes a swizzled K-major tile (swizzle = 32, 64 or 128 on async.pipeline.create)}}
    %d = async.stage.descriptor %p, %s : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @element [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %p = async.pipeline.create "ints" stages 2 scope cta buffer memref<8x32xi32, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{wgmma cannot read elements of type i32 from shared memory (f16, bf16, f32 as tf32, f8E4M3FN, f8E5M2 or i8)}}
    %d = async.stage.descriptor %p, %s : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @k_block [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x32xbf16, 3> {tx_bytes = 0 : i64, swizzle = 64 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{'k_block' is 2, but a 64-byte row holds 2 K slices of 32 bytes}}
    %d = async.stage.descriptor %p, %s[%c2] : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

// MN-major descriptors: 16-bit elements only, K steps within the block,
// `major` one of its two values, sm_90a only.
gpu.module @mn_tf32 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x32xf32, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{wgmma reads only 16-bit elements (f16, bf16) MN-major, got f32}}
    %d = async.stage.descriptor %p, %s[%c0] {major = "mn"} : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @mn_k_block [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{'k_block' is 4, but an MN-major block of 64 rows holds 4 K steps of 16 rows}}
    %d = async.stage.descriptor %p, %s[%c4] {major = "mn"} : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @mn_value [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 0 : i64, swizzle = 128 : i64} : !async.pipeline<2>
    %s = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{attribute 'major' failed to satisfy constraint: operand major: `k` or `mn`}}
    %d = async.stage.descriptor %p, %s[%c0] {major = "n"} : !async.pipeline<2>
    async.stage.consumer_release %p, %s : !async.pipeline<2>
    gpu.return
  }
}
