//! The MLIR context phaselock works in.
//!
//! [`create_context`] registers exactly the upstream dialects, passes and LLVM
//! translations the project uses, then loads the `async` dialect (its C++
//! classes are generated from `td/AsyncOps.td` by `mlir-tblgen`).
//! [`load_async_dialect`] does the loading alone, for a DSL compiler that brings
//! its own context; it refuses, with an error, a context in which upstream
//! MLIR's host-side `async` dialect is registered, where MLIR itself would abort
//! the process. [`async_dialect_handle`] is the dialect's handle, for a
//! registry of one's own.

use melior::{
    dialect::{DialectHandle, DialectRegistry},
    Context,
};
use std::{fmt, sync::Once};

/// Why the `async` dialect could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialectError {
    /// Upstream MLIR's `async` dialect is registered or loaded in the context.
    UpstreamAsyncPresent,
    /// The dialect did not load.
    Load(String),
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UpstreamAsyncPresent => write!(
                f,
                "the context already has upstream MLIR's `async` dialect; phaselock's `async` \
                 dialect needs a context without it"
            ),
            Self::Load(message) => write!(f, "cannot load the `async` dialect: {message}"),
        }
    }
}

impl std::error::Error for DialectError {}

/// The upstream dialects phaselock's inputs and lowerings use.
fn upstream_dialects() -> [DialectHandle; 11] {
    [
        DialectHandle::func(),
        DialectHandle::arith(),
        DialectHandle::scf(),
        DialectHandle::cf(),
        DialectHandle::gpu(),
        DialectHandle::llvm(),
        DialectHandle::memref(),
        // SAFETY: the handles come from the MLIR C API of the linked MLIR.
        unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__index__()) },
        unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__nvvm__()) },
        unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__vector__()) },
        unsafe { DialectHandle::from_raw(mlirGetDialectHandle__math__()) },
    ]
}

extern "C" {
    /// MLIR's C API registration of the `math` dialect (`mlir-c/Dialect/Math.h`).
    fn mlirGetDialectHandle__math__() -> mlir_sys::MlirDialectHandle;
}

extern "C" {
    /// Defined in `cpp/AsyncDialect.cpp`.
    fn phaselockAsyncDialectHandle() -> mlir_sys::MlirDialectHandle;
}

/// The handle of phaselock's `async` dialect. Inserting it into a registry
/// that also holds upstream MLIR's `async` dialect is an error MLIR reports by
/// aborting; [`load_async_dialect`] checks for that case.
pub fn async_dialect_handle() -> DialectHandle {
    // SAFETY: the shim returns a pointer to static registration hooks.
    unsafe { DialectHandle::from_raw(phaselockAsyncDialectHandle()) }
}

static REGISTER_PASSES: Once = Once::new();

/// Registers, once per process, the upstream passes that textual pass
/// pipelines may name: generic transforms (canonicalize, cse, ...), the
/// conversions (`convert-gpu-to-nvvm`, `convert-nvvm-to-llvm`,
/// `convert-scf-to-cf`, ...), the GPU passes and the LLVM passes.
pub fn register_upstream_passes() {
    REGISTER_PASSES.call_once(|| unsafe {
        mlir_sys::mlirRegisterTransformsPasses();
        mlir_sys::mlirRegisterConversionPasses();
        mlir_sys::mlirRegisterGPUPasses();
        mlir_sys::mlirRegisterLLVMPasses();
        mlir_sys::mlirRegisterSCFPasses();
        mlir_sys::mlirRegisterArithPasses();
        mlir_sys::mlirRegisterMemRefPasses();
    });
}

/// Creates a context holding the upstream dialects phaselock needs, their
/// LLVM IR translations and the `async` dialect.
pub fn create_context() -> Result<Context, DialectError> {
    let registry = DialectRegistry::new();
    for handle in upstream_dialects() {
        handle.insert_dialect(&registry);
    }
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    // The C API offers only the all-dialects form; translations of dialects
    // that are not loaded are never used.
    unsafe { mlir_sys::mlirRegisterAllLLVMTranslations(context.to_raw()) };
    register_upstream_passes();
    load_async_dialect(&context)?;
    Ok(context)
}

/// Loads the `async` dialect into `context`.
///
/// Succeeds at once when the dialect is already loaded, or registered in the
/// context's registry. Fails with [`DialectError::UpstreamAsyncPresent`] when
/// upstream MLIR's `async` dialect is registered in the context.
pub fn load_async_dialect(context: &Context) -> Result<(), DialectError> {
    if is_loaded(context) {
        return Ok(());
    }
    // A dialect named `async` that the registry knows is either ours or
    // upstream's: loading ours beside upstream's makes MLIR abort.
    let name = c"async";
    let existing = unsafe {
        mlir_sys::mlirContextGetOrLoadDialect(
            context.to_raw(),
            mlir_sys::mlirStringRefCreateFromCString(name.as_ptr()),
        )
    };
    if !existing.ptr.is_null() {
        return if is_loaded(context) {
            Ok(())
        } else {
            Err(DialectError::UpstreamAsyncPresent)
        };
    }
    async_dialect_handle().load_dialect(context);
    if is_loaded(context) {
        Ok(())
    } else {
        Err(DialectError::Load(
            "its operations are not registered after loading".into(),
        ))
    }
}

fn is_loaded(context: &Context) -> bool {
    context.is_registered_operation("async.barrier.alloc")
}
