// async-ring-alloc errors: an arena over the chip's shared memory names its
// largest users, for both chips.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-ring-alloc'

gpu.module @over [#nvvm.target<chip = "sm_90a">] {
  // expected-error @+1 {{the shared-memory arena of kernel @big needs 240128 bytes, more than the 232448 of sm_90a; largest users: 'ring.stages' (240000 bytes), 'ring.full' (8 bytes), 'ring.empty' (8 bytes)}}
  gpu.func @big() kernel {
    %a = async.pipeline.create "ring" stages 1 scope cta buffer memref<60000xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<1>
    gpu.return
  }
}

// -----

gpu.module @over_many [#nvvm.target<chip = "sm_100a">] {
  // expected-error @+1 {{largest users: 'b.stages' (147456 bytes), 'a.stages' (98304 bytes), 'b.full' (48 bytes)}}
  gpu.func @big2() kernel {
    %a = async.pipeline.create "a" stages 3 scope cta buffer memref<8192xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<3>
    %b = async.pipeline.create "b" stages 6 scope cta buffer memref<6144xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<6>
    gpu.return
  }
}
