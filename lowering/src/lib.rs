//! Lowering of the `async` dialect to NVVM, LLVM IR, PTX and cubin.

use phaselock_passes::PassInfo;

/// The passes of this crate.
pub const PASSES: &[PassInfo] = &[];
