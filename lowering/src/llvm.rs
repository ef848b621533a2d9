//! From the LLVM dialect to LLVM IR and PTX, in-process.
//!
//! The `gpu.module`'s body is translated with MLIR's LLVM IR translation
//! into an LLVM context owned by inkwell (melior and inkwell link the same
//! static LLVM, so the handles are shared), optimized at O3 and compiled by
//! LLVM's NVPTX backend for the chip and its PTX version.

use crate::ptxas::Error;
use inkwell::{
    context::Context as LlvmContext,
    module::Module as LlvmModule,
    passes::PassBuilderOptions,
    targets::{
        CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
    },
    OptimizationLevel,
};
use phaselock_ir::{Chip, Op};
use std::sync::Mutex;

const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// What [`generate`] produces from the translated module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Output {
    /// LLVM IR text after O3.
    LlvmIr,
    /// PTX assembly.
    Ptx,
}

/// Whether LLVM's optimizer and NVPTX backend run in a child process (the
/// default): `PHASELOCK_CODEGEN=in-process` turns it off.
fn isolated() -> bool {
    std::env::var("PHASELOCK_CODEGEN").map_or(true, |v| v != "in-process")
}

/// Translates the LLVM-dialect body of `gpu_module` to LLVM IR, checks it,
/// and optimizes and compiles it for `chip`.
///
/// The translation runs here; the optimization and code generation run in
/// a forked child process (see [`isolated`]), so that an LLVM crash or a
/// `LLVM ERROR` abort on some input the pre-checks did not foresee becomes
/// an [`Error`] with LLVM's message instead of ending the host process.
/// LLVM's diagnostics go to a handler (without one, LLVM prints an error
/// and exits the process) and become the error's message.
fn generate(gpu_module: Op, chip: Chip, output: Output) -> Result<String, Error> {
    if !crate::precheck::check(gpu_module) {
        return Err(Error::Translation(
            "the LLVM dialect holds what LLVM cannot translate or compile (see the errors above)"
                .into(),
        ));
    }
    let machine = target_machine(chip)?;
    let context = LlvmContext::create();
    let messages: Box<Mutex<Vec<String>>> = Box::default();
    // SAFETY: `messages` outlives every use of the context (both end here).
    unsafe {
        inkwell::llvm_sys::core::LLVMContextSetDiagnosticHandler(
            context.raw(),
            Some(collect_llvm_error),
            (&*messages as *const Mutex<Vec<String>>).cast_mut().cast(),
        )
    };
    // LLVM's own errors, when it reported any, say more than what follows.
    let reported = || {
        let messages = messages.lock().map(|m| m.clone()).unwrap_or_default();
        (!messages.is_empty()).then(|| Error::Ptx(format!("LLVM: {}", messages.join("; "))))
    };
    let module = translate(gpu_module, &context, &machine);
    if let Some(error) = reported() {
        return Err(error);
    }
    let module = module?;
    let run = || {
        let result = codegen(&module, &machine, output);
        reported().map_or(result, Err)
    };
    if isolated() {
        crate::isolate::in_child(run)
    } else {
        run()
    }
}

/// Receives LLVM's diagnostics: errors are kept for the caller (at most
/// 16), the rest dropped.
extern "C" fn collect_llvm_error(
    info: inkwell::llvm_sys::prelude::LLVMDiagnosticInfoRef,
    user: *mut std::ffi::c_void,
) {
    use inkwell::llvm_sys::core::{
        LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity,
    };
    // SAFETY: `user` is the `Mutex<Vec<String>>` of `generate`, alive while
    // its context is.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != inkwell::llvm_sys::LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let text = LLVMGetDiagInfoDescription(info);
        if text.is_null() {
            return;
        }
        let message = std::ffi::CStr::from_ptr(text)
            .to_string_lossy()
            .into_owned();
        LLVMDisposeMessage(text);
        if let Ok(mut messages) = (*user.cast::<Mutex<Vec<String>>>()).lock() {
            if messages.len() < 16 {
                messages.push(message);
            }
        }
    }
}

/// The gpu.module's body as a verified LLVM module of `context`.
fn translate<'ctx>(
    gpu_module: Op,
    context: &'ctx LlvmContext,
    machine: &TargetMachine,
) -> Result<LlvmModule<'ctx>, Error> {
    let raw = unsafe {
        // A builtin.module holding copies of the gpu.module's ops: the LLVM IR
        // translation expects a module-like op.
        let location = gpu_module.location();
        let module = mlir_sys::mlirModuleCreateEmpty(location);
        let body = mlir_sys::mlirModuleGetBody(module);
        let block = mlir_sys::mlirRegionGetFirstBlock(gpu_module.region(0));
        let mut child = mlir_sys::mlirBlockGetFirstOperation(block);
        while !child.ptr.is_null() {
            mlir_sys::mlirBlockAppendOwnedOperation(body, mlir_sys::mlirOperationClone(child));
            child = mlir_sys::mlirOperationGetNextInBlock(child);
        }
        let op = mlir_sys::mlirModuleGetOperation(module);
        let translated = mlir_sys::mlirTranslateModuleToLLVMIR(op, context.raw().cast());
        mlir_sys::mlirModuleDestroy(module);
        translated
    };
    if raw.is_null() {
        return Err(Error::Translation(
            "the module cannot be translated to LLVM IR (see the diagnostics above)".into(),
        ));
    }
    // SAFETY: the module was created in `context` and is owned from here on.
    let module = unsafe { LlvmModule::new(raw.cast()) };
    module.set_triple(&TargetTriple::create(TRIPLE));
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    module
        .verify()
        .map_err(|e| Error::Translation(format!("invalid LLVM IR: {}", e.to_string())))?;
    Ok(module)
}

/// O3, then the requested text.
fn codegen(
    module: &LlvmModule<'_>,
    machine: &TargetMachine,
    output: Output,
) -> Result<String, Error> {
    mark_inline_asm_convergent(module);
    module
        .run_passes("default<O3>", machine, PassBuilderOptions::create())
        .map_err(|e| Error::Translation(format!("LLVM optimization failed: {}", e.to_string())))?;
    match output {
        Output::LlvmIr => Ok(module.print_to_string().to_string()),
        Output::Ptx => {
            let buffer = machine
                .write_to_memory_buffer(module, FileType::Assembly)
                .map_err(|e| Error::Ptx(format!("PTX emission failed: {}", e.to_string())))?;
            String::from_utf8(buffer.as_slice().to_vec())
                .map_err(|_| Error::Ptx("PTX emission produced non-UTF-8 text".into()))
        }
    }
}

/// Marks every inline-assembly call `convergent`, as CUDA compilers do for
/// GPU inline assembly: the optimizer must not duplicate an mbarrier wait
/// loop into both sides of a divergent branch (a leader's `if` before it),
/// which would make the lanes of a warp wait one after the other.
fn mark_inline_asm_convergent(module: &LlvmModule<'_>) {
    use inkwell::llvm_sys::core::*;
    use inkwell::values::AsValueRef;
    // SAFETY: plain walks over a verified module owned by this thread.
    unsafe {
        let ctx = LLVMGetModuleContext(module.as_mut_ptr());
        let name = "convergent";
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        let attribute = LLVMCreateEnumAttribute(ctx, kind, 0);
        for function in module.get_functions() {
            for block in function.get_basic_blocks() {
                let mut inst = block.get_first_instruction();
                while let Some(i) = inst {
                    let raw = i.as_value_ref();
                    if !LLVMIsACallInst(raw).is_null() {
                        let callee = LLVMGetCalledValue(raw);
                        if !callee.is_null() && !LLVMIsAInlineAsm(callee).is_null() {
                            LLVMAddCallSiteAttribute(
                                raw,
                                inkwell::llvm_sys::LLVMAttributeFunctionIndex,
                                attribute,
                            );
                        }
                    }
                    inst = i.get_next_instruction();
                }
            }
        }
    }
}

/// The NVPTX target machine for `chip`.
pub fn target_machine(chip: Chip) -> Result<TargetMachine, Error> {
    Target::initialize_nvptx(&InitializationConfig::default());
    short_shared_pointers();
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple)
        .map_err(|e| Error::Ptx(format!("no NVPTX target: {}", e.to_string())))?;
    let machine = target
        .create_target_machine(
            &triple,
            chip.name(),
            chip.ptx_feature(),
            OptimizationLevel::Aggressive,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| Error::Ptx(format!("cannot create an NVPTX target machine for {chip}")))?;
    let layout = machine.get_target_data().get_data_layout();
    let layout = layout.as_str().to_string_lossy();
    if !layout.contains("p3:32") {
        return Err(Error::Ptx(format!(
            "the NVPTX target machine does not use 32-bit shared-memory pointers (data layout '{layout}'); the lowering's inline assembly needs them"
        )));
    }
    Ok(machine)
}

/// Makes the NVPTX backend use 32-bit pointers for the shared, constant and
/// local address spaces (`-nvptx-short-ptr`), once per process, before the
/// first target machine is made (its data layout depends on it).
///
/// Shared memory is at most 228 KiB and its addresses (`shared::cta` and
/// `shared::cluster`) are 32-bit in PTX: with 64-bit pointers every address
/// computation, `mapa` and `mbarrier` operand carries a register pair, which
/// hand-written CUDA avoids. The inline assembly of the lowering takes its
/// shared-memory operands in 32-bit registers (`r`) accordingly.
fn short_shared_pointers() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [c"phaselock".as_ptr(), c"-nvptx-short-ptr".as_ptr()];
        // SAFETY: two NUL-terminated strings that outlive the call. The C
        // API parses without exiting on errors (they go nowhere):
        // `target_machine` checks the resulting data layout instead.
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(
                args.len() as i32,
                args.as_ptr(),
                c"phaselock".as_ptr(),
            );
        }
    });
}

/// LLVM IR text of the `gpu.module`.
pub fn llvm_ir(gpu_module: Op, chip: Chip) -> Result<String, Error> {
    generate(gpu_module, chip, Output::LlvmIr)
}

/// PTX of the `gpu.module`.
pub fn ptx(gpu_module: Op, chip: Chip) -> Result<String, Error> {
    generate(gpu_module, chip, Output::Ptx)
}
