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
use phaselock_passes::{ir::Op, Chip};

const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Translates the LLVM-dialect body of `gpu_module` and runs `then` on the
/// LLVM module.
pub fn with_llvm_module<T>(
    gpu_module: Op,
    chip: Chip,
    then: impl FnOnce(&LlvmModule<'_>, &TargetMachine) -> Result<T, Error>,
) -> Result<T, Error> {
    if !crate::precheck::check(gpu_module) {
        return Err(Error::Translation(
            "the LLVM dialect holds what LLVM cannot translate or compile (see the errors above)"
                .into(),
        ));
    }
    let machine = target_machine(chip)?;
    let context = LlvmContext::create();
    let mut messages: Vec<String> = Vec::new();
    // SAFETY: `messages` outlives every use of the context (both end here).
    unsafe {
        inkwell::llvm_sys::core::LLVMContextSetDiagnosticHandler(
            context.raw(),
            Some(collect_llvm_error),
            (&mut messages as *mut Vec<String>).cast(),
        )
    };
    let result = translate_and_run(gpu_module, &context, &machine, then);
    match (result, messages.is_empty()) {
        (Ok(value), true) => Ok(value),
        (Err(e), true) => Err(e),
        (_, false) => Err(Error::Ptx(format!("LLVM: {}", messages.join("; ")))),
    }
}

/// Receives LLVM's diagnostics (without a handler, LLVM prints an error and
/// exits the process): errors are kept for the caller, the rest dropped.
extern "C" fn collect_llvm_error(
    info: inkwell::llvm_sys::prelude::LLVMDiagnosticInfoRef,
    user: *mut std::ffi::c_void,
) {
    use inkwell::llvm_sys::core::{LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity};
    // SAFETY: `user` is the `Vec<String>` of `with_llvm_module`; LLVM calls
    // this on the thread that compiles, while that vector lives.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != inkwell::llvm_sys::LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let text = LLVMGetDiagInfoDescription(info);
        if text.is_null() {
            return;
        }
        let message = std::ffi::CStr::from_ptr(text).to_string_lossy().into_owned();
        LLVMDisposeMessage(text);
        let messages = &mut *user.cast::<Vec<String>>();
        if messages.len() < 16 {
            messages.push(message);
        }
    }
}

fn translate_and_run<T>(
    gpu_module: Op,
    context: &LlvmContext,
    machine: &TargetMachine,
    then: impl FnOnce(&LlvmModule<'_>, &TargetMachine) -> Result<T, Error>,
) -> Result<T, Error> {
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
    mark_inline_asm_convergent(&module);
    module
        .run_passes("default<O3>", machine, PassBuilderOptions::create())
        .map_err(|e| Error::Translation(format!("LLVM optimization failed: {}", e.to_string())))?;
    then(&module, machine)
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
    with_llvm_module(gpu_module, chip, |module, _| {
        Ok(module.print_to_string().to_string())
    })
}

/// PTX of the `gpu.module`.
pub fn ptx(gpu_module: Op, chip: Chip) -> Result<String, Error> {
    with_llvm_module(gpu_module, chip, |module, machine| {
        let buffer = machine
            .write_to_memory_buffer(module, FileType::Assembly)
            .map_err(|e| Error::Ptx(format!("PTX emission failed: {}", e.to_string())))?;
        String::from_utf8(buffer.as_slice().to_vec())
            .map_err(|_| Error::Ptx("PTX emission produced non-UTF-8 text".into()))
    })
}
