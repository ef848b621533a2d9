//! The phaselock passes over the `async` dialect.
//!
//! Each pass is a plain function over a `builtin.module` in a file of its
//! own, with a header stating what it expects and what it guarantees. Passes
//! report problems as located MLIR error diagnostics and return `false`;
//! they never panic on bad input.

pub mod ir;
pub mod target;
pub mod verify;

pub use target::Chip;

/// Options shared by every pass of a pipeline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// The chip to check and lower for. `None`: taken from the `#nvvm.target`
    /// of each `gpu.module`, and target rules are skipped where there is none.
    pub chip: Option<Chip>,
}

/// A pass: runs on a `builtin.module`, returns `false` after emitting at
/// least one error diagnostic.
pub type PassFn = fn(ir::Op, &PassOptions) -> bool;

/// A named pass, as listed by `async-opt --list-passes`.
#[derive(Debug, Clone, Copy)]
pub struct PassInfo {
    /// The name used in `--pass-pipeline`.
    pub name: &'static str,
    /// One line saying what the pass does.
    pub description: &'static str,
    /// The pass itself.
    pub run: PassFn,
}

/// The passes of this crate.
pub const PASSES: &[PassInfo] = &[PassInfo {
    name: "async-verify",
    description: "check the rules of the async dialect that IRDL cannot express",
    run: verify::run,
}];
