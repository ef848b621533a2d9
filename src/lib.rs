//! phaselock: a compiler for GPU asynchronous synchronization on MLIR.
//!
//! This is the crate a DSL compiler embeds. It re-exports the dialect, the
//! passes and the lowering, and offers the driver's jobs as library calls:
//! [`source::parse`] reads MLIR text into a module with located diagnostics,
//! [`pipeline::Pipeline`] runs a textual pass pipeline that mixes phaselock's
//! passes with upstream MLIR's, [`compile::compile`] takes MLIR text to
//! LLVM IR, PTX or a cubin, and [`compile::compile_module`] compiles a
//! module built in the embedder's own context; their [`Error`] holds the
//! diagnostics. [`melior`] is re-exported at the version phaselock is built
//! with, so an embedder need not pin it.

pub mod compile;
pub mod default_pipeline;
pub mod error;
pub mod expect;
pub mod pipeline;
pub mod precheck;
pub mod source;

pub use error::Error;
/// The MLIR bindings phaselock is built on, at the version it uses: an
/// embedder's `Context`, `Module` and builders come from here.
pub use melior;
pub use phaselock_checker as checker;
pub use phaselock_dialect as dialect;
pub use phaselock_dialect::diagnostics::{Diag, DiagnosticCollector, Severity};
pub use phaselock_ir as ir;
pub use phaselock_ir::{Chip, PassOptions};
pub use phaselock_lowering as lowering;
pub use phaselock_passes as passes;

/// Every phaselock pass, in the order `--list-passes` shows them.
pub fn all_passes() -> Vec<passes::PassInfo> {
    passes::PASSES
        .iter()
        .chain(checker::PASSES)
        .chain(lowering::PASSES)
        .copied()
        .collect()
}

#[cfg(test)]
mod tests;
