//! The MLIR context phaselock works in.
//!
//! [`create_context`] registers exactly the upstream dialects, passes and LLVM
//! translations the project uses, then loads the `async` dialect from its IRDL
//! definition. [`load_async_dialect`] does the loading alone, for a DSL compiler
//! that brings its own context; it refuses, with an error, a context in which
//! upstream MLIR's host-side `async` dialect is registered, where MLIR itself
//! would abort the process.

use melior::{
    dialect::{DialectHandle, DialectRegistry},
    ir::{
        attribute::{AttributeLike, StringAttribute},
        operation::OperationLike,
        BlockLike, Module, RegionLike,
    },
    Context,
};
use std::{fmt, sync::Once};

/// Why the `async` dialect could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialectError {
    /// Upstream MLIR's `async` dialect is registered or loaded in the context.
    UpstreamAsyncPresent,
    /// The generated IRDL module did not parse or load.
    Irdl(String),
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UpstreamAsyncPresent => write!(
                f,
                "the context already has upstream MLIR's `async` dialect; phaselock's `async` \
                 dialect needs a context without it"
            ),
            Self::Irdl(message) => write!(f, "cannot load the `async` dialect: {message}"),
        }
    }
}

impl std::error::Error for DialectError {}

/// The upstream dialects phaselock's inputs and lowerings use.
fn upstream_dialects() -> [DialectHandle; 10] {
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
    ]
}

fn irdl_handle() -> DialectHandle {
    // SAFETY: as above.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__irdl__()) }
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
    });
}

/// Creates a context holding the upstream dialects phaselock needs, their
/// LLVM IR translations and the `async` dialect.
pub fn create_context() -> Result<Context, DialectError> {
    let registry = DialectRegistry::new();
    for handle in upstream_dialects() {
        handle.insert_dialect(&registry);
    }
    irdl_handle().insert_dialect(&registry);
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

/// Loads the `async` dialect into `context` from its IRDL definition.
///
/// Succeeds at once when the dialect is already loaded. Fails with
/// [`DialectError::UpstreamAsyncPresent`] when upstream MLIR's `async`
/// dialect is registered in the context.
pub fn load_async_dialect(context: &Context) -> Result<(), DialectError> {
    if context.is_registered_operation("async.barrier.alloc") {
        return Ok(());
    }
    // Any other dialect named `async` is upstream's: loading ours beside it
    // makes MLIR abort.
    let name = c"async";
    let existing = unsafe {
        mlir_sys::mlirContextGetOrLoadDialect(
            context.to_raw(),
            mlir_sys::mlirStringRefCreateFromCString(name.as_ptr()),
        )
    };
    if !existing.ptr.is_null() {
        return Err(DialectError::UpstreamAsyncPresent);
    }
    irdl_handle().load_dialect(context);
    let module = Module::parse(context, crate::IRDL_SOURCE)
        .ok_or_else(|| DialectError::Irdl("the generated IRDL module does not parse".into()))?;
    rename_dotted_ops(context, &module)?;
    if !melior::utility::load_irdl_dialects(&module) {
        return Err(DialectError::Irdl("mlirLoadIRDLDialects failed".into()));
    }
    Ok(())
}

/// IRDL accepts only `[a-z0-9_]` in op names; the generated module spells
/// `barrier.alloc` as `barrier_alloc`. The real names, from the op table
/// generated with the IRDL module, are restored here, after the IRDL verifier
/// has run and before the dialect is loaded.
fn rename_dotted_ops(context: &Context, module: &Module) -> Result<(), DialectError> {
    let dialect = module
        .body()
        .first_operation()
        .ok_or_else(|| DialectError::Irdl("empty IRDL module".into()))?;
    let block = dialect
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .ok_or_else(|| DialectError::Irdl("irdl.dialect has no body".into()))?;
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("irdl.operation") {
            let attribute = op
                .attribute("sym_name")
                .map_err(|e| DialectError::Irdl(e.to_string()))?;
            let irdl_name = StringAttribute::try_from(attribute)
                .map_err(|e| DialectError::Irdl(e.to_string()))?
                .value()
                .to_string();
            let name = crate::ops::OPS
                .iter()
                .map(|op| &op.name["async.".len()..])
                .find(|name| name.replace('.', "_") == irdl_name)
                .ok_or_else(|| DialectError::Irdl(format!("no op for IRDL name `{irdl_name}`")))?;
            let key = c"sym_name";
            unsafe {
                mlir_sys::mlirOperationSetAttributeByName(
                    op.to_raw(),
                    mlir_sys::mlirStringRefCreateFromCString(key.as_ptr()),
                    StringAttribute::new(context, name).to_raw(),
                );
            }
        }
        next = op.next_in_block();
    }
    Ok(())
}
