//! Lowering of the `async` dialect to NVVM, LLVM IR, PTX and cubin.
//!
//! [`convert`] is the `convert-async-to-nvvm` pass, [`math`] the
//! `convert-math-to-nvvm` pass; [`compile`] runs the whole
//! path in-process: the phaselock passes, the upstream conversions to the
//! LLVM dialect, translation to LLVM IR, PTX from LLVM's NVPTX backend and a
//! cubin from ptxas.

pub use phaselock_ir::builder;
mod bulk;
pub mod convert;
pub mod fragment;
pub mod isolate;
pub mod llvm;
pub mod math;
mod mbarrier;
pub mod precheck;
pub mod ptxas;
mod shuffle;
mod storage;
pub mod tensor;
pub mod wgmma;

use phaselock_ir::PassInfo;

/// The passes of this crate.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "convert-async-to-nvvm",
        description: "lower the barrier-level async ops to the nvvm, llvm, arith and scf dialects",
        options: &[],
        run: convert::run,
    },
    PassInfo {
        name: "convert-math-to-nvvm",
        description: "lower float max/min and the math ops of the kernels to native PTX instructions; what would need libdevice is an error at the op",
        options: &[],
        run: math::run,
    },
    PassInfo {
        name: "async-tensor-map-params",
        description: "make the tensor-map arguments of the llvm.func kernels 128-byte byval grid-constant parameters",
        options: &[],
        run: tensor::run_params,
    },
];
