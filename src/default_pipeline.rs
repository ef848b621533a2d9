//! The default pipeline, as text: `async-to-ptx`, the project's passes each
//! followed by the verifier and the protocol checker after the fences, then
//! the lowering to the LLVM dialect. [`crate::compile`] runs it and
//! [`crate::pipeline`] expands the name `async-to-ptx` into it; neither
//! depends on the other for it.

/// The passes from barrier-level `async` IR to the LLVM dialect inside each
/// `gpu.module`.
pub const LOWERING_PIPELINE: &str = "async-verify,convert-async-to-nvvm,convert-math-to-nvvm,convert-scf-to-cf,expand-strided-metadata,lower-affine,\
     convert-cf-to-llvm{index-bitwidth=64},finalize-memref-to-llvm{index-bitwidth=64},gpu.module(convert-vector-to-llvm,convert-gpu-to-nvvm{index-bitwidth=64},convert-nvvm-to-llvm,\
     convert-arith-to-llvm,convert-index-to-llvm),reconcile-unrealized-casts,async-tensor-map-params,canonicalize,cse";

/// `async-to-ptx`: the pipeline passes, each followed by the verifier, the
/// protocol checker after `async-insert-fences` (so that what the passes
/// generated is checked, on every kernel), then [`LOWERING_PIPELINE`].
/// `--emit=llvm|ptx|cubin` and [`crate::compile::compile`] run it;
/// `--pass-pipeline=async-to-ptx` names it.
pub fn async_to_ptx() -> String {
    async_to_ptx_with(false, true)
}

/// [`async_to_ptx`], with `async-instrument` after `async-insert-fences`
/// when `instrument` is set, and without the checker unless `check`.
pub fn async_to_ptx_with(instrument: bool, check: bool) -> String {
    let mut text = String::from("async-verify");
    for pass in phaselock_passes::PIPELINE_PASSES {
        text.push(',');
        text.push_str(pass);
        text.push_str(",async-verify");
        if *pass == "async-insert-fences" {
            if check {
                text.push_str(",async-check-protocol");
            }
            if instrument {
                text.push_str(",async-instrument,async-verify");
            }
        }
    }
    text.push(',');
    text.push_str(LOWERING_PIPELINE);
    text
}
