// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(convert-async-to-nvvm)'

func.func @outside_kernel() {
  // expected-error @+1 {{'async.fence.proxy_async' must be inside a gpu.func kernel to be lowered}}
  async.fence.proxy_async
  return
}

// -----

gpu.module @k {
  // expected-error @+1 {{block argument #0 has type !async.mbarrier: async values cannot cross function or block boundaries}}
  gpu.func @barrier_argument(%b: !async.mbarrier) kernel {
    async.barrier.arrive %b
    gpu.return
  }
}

// -----

gpu.module @k {
  gpu.func @pipeline_level() kernel {
    // expected-error @+1 {{'async.pipeline.create' is a pipeline-level op: convert-async-to-nvvm lowers barrier-level ops only, run the pipeline passes first}}
    %p = async.pipeline.create "p" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    gpu.return
  }
}
