//! The default pipeline, defined here alone: `async-to-ptx`, the project's
//! passes each followed by the verifier and the protocol checker after the
//! fences, then the lowering to the LLVM dialect. [`crate::compile`] runs
//! it, [`crate::pipeline`] expands the name `async-to-ptx` into it, and
//! [`through_checker`] is its part up to the checker (what the checker's
//! fuzz target runs).

/// The pipeline passes in the order `async-to-ptx` runs them, each followed
/// by `async-verify`. With a watchdog configuration, `async-instrument`
/// runs after `async-insert-fences`. The cluster barrier comes first
/// because it allocates barrier arrays that the arena must hold; the roles
/// are lowered last because the other passes derive counts and barrier ids
/// from them.
pub const PIPELINE_PASSES: &[&str] = &[
    "async-lower-cluster-barrier",
    "async-ring-alloc",
    "async-insert-phases",
    "async-insert-fences",
    "async-lower-warp-specialize",
];

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
    for pass in PIPELINE_PASSES {
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

/// [`async_to_ptx`] up to and including the protocol checker: the pipeline
/// passes before the roles are lowered, each followed by the verifier, then
/// `async-check-protocol`.
pub fn through_checker() -> String {
    let full = async_to_ptx();
    let end = full
        .find("async-check-protocol")
        .map_or(full.len(), |at| at + "async-check-protocol".len());
    full[..end].to_string()
}
