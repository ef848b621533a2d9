// The `mma` arrive unit and pipelines without a buffer, refused where they
// cannot work: on sm_90a (no tcgen05), on a cluster pipeline (the commit
// reaches this CTA's barrier only), and a stage buffer of a pipeline that
// has none.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @hopper() kernel {
    // expected-error @+1 {{consumer_unit = "mma" commits tcgen05 MMAs, which needs sm_100a; the target is sm_90a}}
    %p = async.pipeline.create "r" stages 2 scope cta buffer memref<1024xi32, 3> {consumer_unit = "mma"} : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
  gpu.func @cluster() kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    // expected-error @+1 {{producer_unit = "mma" commits to this CTA's barrier only, but pipeline scope cluster arrives on every CTA's: use scope cta}}
    %p = async.pipeline.create "acc" stages 1 scope cluster {producer_unit = "mma"} : !async.pipeline<1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
  gpu.func @no_buffer(%k: index) kernel {
    %p = async.pipeline.create "acc" stages 1 scope cta {producer_unit = "mma"} : !async.pipeline<1>
    %s = async.stage.consumer_wait %p[%k] : !async.pipeline<1>
    // expected-error @+1 {{pipeline 'acc' has no 'buffer': its stages hold no shared memory (their data lives elsewhere, e.g. in tensor memory)}}
    %b = async.stage.buffer %p, %s : !async.pipeline<1> -> memref<16xi32, 3>
    async.stage.consumer_release %p, %s : !async.pipeline<1>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @unit_typo() kernel {
    // expected-error @+1 {{attribute 'consumer_unit' failed to satisfy constraint: arrive unit: `thread`, `warp`, `warpgroup`, `cta` or `mma`}}
    %p = async.pipeline.create "acc" stages 1 scope cta {consumer_unit = "umma"} : !async.pipeline<1>
    gpu.return
  }
}
