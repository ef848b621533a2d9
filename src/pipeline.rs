//! Textual pass pipelines that mix phaselock's passes with upstream MLIR's.
//!
//! MLIR's C API cannot add passes written in Rust to MLIR's textual pass
//! registry, so the pipeline text is split here: each top-level element
//! that names a phaselock pass becomes that pass (an MLIR external pass);
//! every other element goes to MLIR's own pipeline parser. The whole runs in
//! one MLIR pass manager, so `--mlir-print-ir-after-all` and the verifier
//! between passes cover both kinds.

use crate::{all_passes, Diag, Severity};
use melior::{
    ir::{operation::OperationPrintingFlags, r#type::TypeId, Module},
    pass::{PassIrPrintingOptions, PassManager},
    Context,
};
use phaselock_ir::{Chip, Op, PassInfo, PassOptions};
use std::{cell::Cell, ffi::c_void};

/// How to run a pipeline.
#[derive(Debug, Clone, Default)]
pub struct PipelineConfig {
    /// The chip every phaselock pass is told; `None`: each `gpu.module`'s
    /// `#nvvm.target`.
    pub chip: Option<Chip>,
    /// Options of single passes, `(pass, key, value)`, beneath what the
    /// pipeline text writes (`pass{key=value}`): what a driver's flags set,
    /// e.g. `("async-ring-alloc", "print-layout", "true")`. Each is checked
    /// against the options its pass declares when a pipeline runs the pass.
    pub pass_options: Vec<(String, String, String)>,
    /// Print the IR after every pass to stderr.
    pub print_ir_after_all: bool,
}

impl PipelineConfig {
    /// A configuration that tells every pass `chip`.
    pub fn for_chip(chip: Option<Chip>) -> Self {
        PipelineConfig {
            chip,
            ..Default::default()
        }
    }

    /// Sets option `key` of pass `pass` to `value`.
    pub fn set(&mut self, pass: &str, key: &str, value: &str) {
        self.pass_options
            .push((pass.to_string(), key.to_string(), value.to_string()));
    }
}

/// What pass managers print while they run, as `mlir-opt`'s
/// `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`,
/// `--mlir-timing`, `--mlir-print-op-generic` and `--mlir-print-debuginfo`
/// ask; see [`set_instrumentation`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Instrumentation {
    /// Print the IR before every pass to stderr.
    pub print_ir_before_all: bool,
    /// Print the IR after every pass to stderr.
    pub print_ir_after_all: bool,
    /// Print a report of the time each pass took to stderr when the
    /// pipeline is dropped.
    pub timing: bool,
    /// Print the IR in MLIR's generic form.
    pub generic_form: bool,
    /// Print the IR with its locations.
    pub debug_info: bool,
}

impl Instrumentation {
    /// The flags that print IR as these options ask.
    pub fn printing_flags(&self) -> OperationPrintingFlags {
        let mut flags = OperationPrintingFlags::new();
        if self.generic_form {
            flags = flags.print_generic_operation_form();
        }
        if self.debug_info {
            flags = flags.enable_debug_info(true, false);
        }
        flags
    }
}

thread_local! {
    static INSTRUMENTATION: Cell<Instrumentation> = const {
        Cell::new(Instrumentation {
            print_ir_before_all: false,
            print_ir_after_all: false,
            timing: false,
            generic_form: false,
            debug_info: false,
        })
    };
}

/// Sets the instrumentation of every pipeline parsed on this thread from
/// now on, those that [`crate::compile`] builds included (on top of
/// [`PipelineConfig::print_ir_after_all`]). For a driver, whose flags apply
/// to every pass manager it runs.
pub fn set_instrumentation(instrumentation: Instrumentation) {
    INSTRUMENTATION.with(|cell| cell.set(instrumentation));
}

/// The instrumentation set by [`set_instrumentation`] on this thread.
pub fn instrumentation() -> Instrumentation {
    INSTRUMENTATION.with(Cell::get)
}

/// A parsed pass pipeline, ready to run on modules.
pub struct Pipeline<'c> {
    manager: PassManager<'c>,
}

#[repr(align(8))]
struct PassId(#[allow(dead_code)] u8);

static PASS_IDS: [PassId; 32] = [const { PassId(0) }; 32];

/// One phaselock pass as MLIR sees it: the pass and its options, owned by
/// the MLIR pass object through the callbacks below.
#[derive(Clone)]
struct RustPass {
    info: PassInfo,
    options: PassOptions,
}

unsafe extern "C" fn pass_construct(_pass: *mut c_void) {}

unsafe extern "C" fn pass_destruct(pass: *mut c_void) {
    // SAFETY: `pass` is the box made by `external_pass` or `pass_clone`,
    // destroyed once by MLIR; the allocation goes with it.
    drop(unsafe { Box::from_raw(pass.cast::<RustPass>()) });
}

unsafe extern "C" fn pass_initialize(
    _context: mlir_sys::MlirContext,
    _pass: *mut c_void,
) -> mlir_sys::MlirLogicalResult {
    mlir_sys::MlirLogicalResult { value: 1 }
}

unsafe extern "C" fn pass_run(
    operation: mlir_sys::MlirOperation,
    mlir_pass: mlir_sys::MlirExternalPass,
    pass: *mut c_void,
) {
    // SAFETY: `pass` is this pass's live box.
    let pass = unsafe { &*pass.cast::<RustPass>() };
    if !run_guarded(pass.info, Op(operation), &pass.options) {
        unsafe { mlir_sys::mlirExternalPassSignalFailure(mlir_pass) };
    }
}

unsafe extern "C" fn pass_clone(pass: *mut c_void) -> *mut c_void {
    // SAFETY: `pass` is a live box; the clone is a box of its own.
    let pass = unsafe { &*pass.cast::<RustPass>() };
    Box::into_raw(Box::new(pass.clone())).cast()
}

/// An MLIR external pass running a phaselock pass. (melior's
/// `create_external` never frees the pass's box: 168 bytes per pass per
/// pipeline, which a DSL compiler that compiles many kernels keeps
/// paying; these callbacks free it.)
fn external_pass(index: usize, info: PassInfo, options: PassOptions) -> melior::pass::Pass {
    let text = |s: &str| mlir_sys::MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    };
    let callbacks = mlir_sys::MlirExternalPassCallbacks {
        construct: Some(pass_construct),
        destruct: Some(pass_destruct),
        initialize: Some(pass_initialize),
        run: Some(pass_run),
        clone: Some(pass_clone),
    };
    let user = Box::into_raw(Box::new(RustPass { info, options }));
    // SAFETY: the strings are 'static or copied by MLIR; the callbacks match
    // the box handed over, which MLIR owns from here on.
    unsafe {
        melior::pass::Pass::from_raw(mlir_sys::mlirCreateExternalPass(
            TypeId::create(&PASS_IDS[index]).to_raw(),
            text(info.name),
            text(info.name),
            text(info.description),
            text("builtin.module"),
            0,
            std::ptr::null_mut(),
            callbacks,
            user.cast(),
        ))
    }
}

/// Runs one phaselock pass: first the hardware limits every pass relies on
/// ([`phaselock_ir::limits::guard`]), then the pass. A panic inside it
/// (a bug of ours, never an answer to bad input) becomes a located
/// "internal error" instead of unwinding into MLIR, which would abort.
fn run_guarded(info: PassInfo, module: Op, options: &PassOptions) -> bool {
    let run = || phaselock_ir::limits::guard(module) && (info.run)(module, options);
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
        Ok(ok) => ok,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            module.error(&format!(
                "internal error in pass '{}': {what} (please report this input)",
                info.name
            ));
            false
        }
    }
}

/// Splits `a,b{x=1},c(d,e)` at its top-level commas.
fn split_elements(text: &str) -> Result<Vec<String>, String> {
    let mut elements = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return Err("unbalanced ')' or '}' in the pass pipeline".into());
        }
        if c == ',' && depth == 0 {
            elements.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    if depth != 0 {
        return Err("unbalanced '(' or '{' in the pass pipeline".into());
    }
    elements.push(current);
    Ok(elements
        .into_iter()
        .map(|e| e.trim().to_string())
        .filter(|e| !e.is_empty())
        .collect())
}

/// The options of one phaselock pass: the configuration's chip and its
/// options for this pass, then `{key=value ...}` as the pipeline wrote
/// them, each checked against the options the pass declares.
fn pass_options(
    info: &PassInfo,
    text: &str,
    config: &PipelineConfig,
) -> Result<PassOptions, String> {
    let mut options = PassOptions::for_chip(config.chip);
    let configured = config
        .pass_options
        .iter()
        .filter(|(pass, _, _)| pass == info.name)
        .map(|(_, key, value)| (key.as_str(), value.as_str()));
    let written = text
        .split_whitespace()
        .map(|item| item.split_once('=').unwrap_or((item, "true")));
    for (key, value) in configured.chain(written) {
        info.check_option(key, value)?;
        match key {
            "chip" => options.chip = value.parse().ok(),
            _ => options.set(key, value),
        }
    }
    Ok(options)
}

/// Sets up the IR printing and timing that `config` and
/// [`instrumentation`] ask for.
fn instrument(context: &Context, manager: &PassManager, config: &PipelineConfig) {
    let wanted = instrumentation();
    let after_all = config.print_ir_after_all || wanted.print_ir_after_all;
    if after_all || wanted.print_ir_before_all {
        // IR printing needs a single thread to keep the dumps in order.
        context.enable_multi_threading(false);
        manager.enable_ir_printing(&PassIrPrintingOptions {
            before_all: wanted.print_ir_before_all,
            after_all,
            module_scope: true,
            on_change: false,
            on_failure: false,
            flags: wanted.printing_flags(),
            tree_printing_path: Default::default(),
        });
    }
    if wanted.timing {
        // SAFETY: the pass manager is live; MLIR prints the report when it
        // is destroyed.
        unsafe { mlir_sys::mlirPassManagerEnableTiming(manager.to_raw()) };
    }
}

fn ours_names() -> Vec<&'static str> {
    all_passes().iter().map(|p| p.name).collect()
}

unsafe extern "C" fn collect_error(message: mlir_sys::MlirStringRef, user: *mut c_void) {
    // SAFETY: `user` is the `String` passed by `add_upstream`.
    let out = unsafe { &mut *user.cast::<String>() };
    out.push_str(&phaselock_ir::string(message));
}

impl<'c> Pipeline<'c> {
    /// Parses `text`, e.g. `builtin.module(async-verify,canonicalize)` or
    /// `async-verify,canonicalize`.
    pub fn parse(context: &'c Context, text: &str, config: &PipelineConfig) -> Result<Self, Diag> {
        let error = |message: String| Diag::new(Severity::Error, "<pass-pipeline>", 0, 0, message);
        let mut body = text.trim();
        if let Some(inner) = body.strip_prefix("builtin.module(") {
            body = inner
                .strip_suffix(')')
                .ok_or_else(|| error("unbalanced parentheses in the pass pipeline".into()))?;
        }
        let manager = PassManager::new(context);
        instrument(context, &manager, config);
        let ours = all_passes();
        let top = manager.as_operation_pass_manager();
        let mut elements = Vec::new();
        for element in split_elements(body).map_err(error)? {
            // `async-to-ptx{opts}` names the whole default pipeline; its
            // options go to each of its phaselock passes.
            match element.strip_prefix("async-to-ptx") {
                Some(rest) if rest.is_empty() || rest.starts_with('{') => {
                    let options = rest.trim_start_matches('{').trim_end_matches('}');
                    let allowed = |item: &&str| item.starts_with("chip");
                    let shared: Vec<&str> = options.split_whitespace().filter(allowed).collect();
                    if let Some(other) = options.split_whitespace().find(|i| !allowed(i)) {
                        return Err(error(format!(
                            "pass 'async-to-ptx' has no option '{other}'"
                        )));
                    }
                    let suffix = if shared.is_empty() {
                        String::new()
                    } else {
                        format!("{{{}}}", shared.join(" "))
                    };
                    for part in
                        split_elements(&crate::default_pipeline::async_to_ptx()).map_err(error)?
                    {
                        if ours_names().contains(&part.as_str()) {
                            elements.push(format!("{part}{suffix}"));
                        } else {
                            elements.push(part);
                        }
                    }
                }
                _ => elements.push(element),
            }
        }
        for element in elements {
            let name_end = element.find(['{', '(']).unwrap_or(element.len());
            let name = element[..name_end].trim();
            if let Some((index, info)) = ours.iter().enumerate().find(|(_, p)| p.name == name) {
                let options_text = element[name_end..]
                    .trim()
                    .trim_start_matches('{')
                    .trim_end_matches('}');
                let options = pass_options(info, options_text, config).map_err(error)?;
                manager.add_pass(external_pass(index, *info, options));
            } else {
                let mut message = String::new();
                let result = unsafe {
                    mlir_sys::mlirOpPassManagerAddPipeline(
                        top.to_raw(),
                        phaselock_ir::sref(&element),
                        Some(collect_error),
                        (&mut message as *mut String).cast(),
                    )
                };
                if result.value == 0 {
                    if let Some((_, rest)) = message.split_once("Parser:1:1: error: ") {
                        message = rest.trim().to_string();
                    }
                    if message.is_empty() {
                        message = format!("cannot parse pass pipeline element '{element}'");
                    }
                    return Err(error(message));
                }
            }
        }
        Ok(Self { manager })
    }

    /// Runs the pipeline on `module`; the diagnostics go to the context's
    /// handlers. `false` on failure.
    pub fn run(&self, module: &mut Module<'c>) -> bool {
        self.manager.run(module).is_ok()
    }
}
