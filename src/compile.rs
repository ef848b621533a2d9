//! The whole path, as one library call: `async` MLIR → NVVM → LLVM IR → PTX
//! → cubin, for a chip.

use crate::{
    pipeline::{Pipeline, PipelineConfig},
    source, Diag, DiagnosticCollector, Error, Severity,
};
use melior::{ir::Module, pass::PassManager, Context};
use phaselock_ir::{
    target::{module_chip, resolve_chip},
    Chip, Op,
};
use phaselock_lowering::{llvm, ptxas};
use phaselock_passes::instrument::Instrument;
use std::{fmt, path::PathBuf, str::FromStr, sync::Arc};

pub use crate::default_pipeline::{
    async_to_ptx, async_to_ptx_with, through_checker, LOWERING_PIPELINE, PIPELINE_PASSES,
};

/// What to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Emit {
    /// MLIR after the pipeline (the driver's default).
    #[default]
    Mlir,
    /// LLVM IR of the kernel module.
    Llvm,
    /// PTX assembly.
    Ptx,
    /// A cubin from ptxas.
    Cubin,
}

impl FromStr for Emit {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "mlir" => Ok(Emit::Mlir),
            "llvm" => Ok(Emit::Llvm),
            "ptx" => Ok(Emit::Ptx),
            "cubin" => Ok(Emit::Cubin),
            other => Err(format!(
                "unknown --emit kind `{other}`: expected mlir, llvm, ptx or cubin"
            )),
        }
    }
}

/// How the protocol checker takes part in a compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Check {
    /// The checker runs; a finding fails the compile, what it cannot
    /// decide is a warning (the default).
    #[default]
    On,
    /// As `On`, and a warning (a part of the protocol not verified) fails
    /// the compile too.
    Strict,
    /// The checker does not run.
    Off,
}

impl FromStr for Check {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "on" => Ok(Check::On),
            "strict" => Ok(Check::Strict),
            "off" => Ok(Check::Off),
            other => Err(format!(
                "unknown check mode `{other}`: expected on, strict or off"
            )),
        }
    }
}

/// Options of [`compile`].
#[derive(Debug, Clone, Default)]
pub struct CompileOptions {
    /// The chip; `None`: the `gpu.module`'s `#nvvm.target`, else sm_90a.
    pub chip: Option<Chip>,
    /// What to produce.
    pub emit: Emit,
    /// ptxas to use for cubins; `None`: `$PTXAS`, the project's `.venv`, `PATH`.
    pub ptxas: Option<PathBuf>,
    /// Print each kernel's arena layout to stderr (`async-ring-alloc`).
    pub print_layout: bool,
    /// Print each kernel's barrier ledger to stderr (`async-check-protocol`):
    /// `markdown` or `json`; `None`: not printed.
    pub print_ledger: Option<String>,
    /// Watchdog and delay injection (`async-instrument`); `None`: off.
    pub instrument: Option<Instrument>,
    /// The protocol checker: on (default), strict or off.
    pub check: Check,
}

impl CompileOptions {
    /// The pipeline configuration these options give, with `chip` for
    /// every pass: each option set on the pass that takes it.
    pub fn pipeline_config(&self, chip: Option<Chip>) -> PipelineConfig {
        let mut config = PipelineConfig::for_chip(chip);
        if self.print_layout {
            config.set("async-ring-alloc", "print-layout", "true");
        }
        if let Some(format) = &self.print_ledger {
            config.set("async-check-protocol", "print-ledger", format);
        }
        for (key, value) in self.instrument.iter().flat_map(Instrument::to_options) {
            config.set("async-instrument", key, &value);
        }
        config
    }
}

/// A compile's result: the artifacts and the warnings on the way (what the
/// checker could not verify, for one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiled {
    /// The MLIR of the whole module ([`Emit::Mlir`]), else the LLVM IR, PTX
    /// or cubin of the first `gpu.module` (the only one, mostly; every
    /// one's is in [`Compiled::modules`]).
    pub artifact: Artifact,
    /// One entry per `gpu.module`, in the order of the input.
    pub modules: Vec<GpuModule>,
    /// Warnings and remarks.
    pub diagnostics: Vec<Diag>,
}

/// The result for one `gpu.module` of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GpuModule {
    /// Its symbol name (`@name`; empty when it has none).
    pub name: String,
    /// The chip it was compiled for.
    pub chip: Chip,
    /// Its kernels (`gpu.func`s marked `kernel`), in order.
    pub kernels: Vec<String>,
    /// Its MLIR after the pipeline, LLVM IR, PTX or cubin.
    pub artifact: Artifact,
}

/// Passes of the embedder's own, run by [`compile_module_with`] in a pass
/// manager of their own on the whole module.
#[derive(Clone)]
pub enum Passes {
    /// A textual pipeline, as `async-opt --pass-pipeline` takes it:
    /// upstream MLIR's passes and phaselock's, e.g.
    /// `canonicalize,gpu.module(cse)`.
    Text(String),
    /// A function that adds passes to an empty pass manager (with
    /// `add_pass`, `nested_under`, `melior::pass::parse_pass_pipeline`);
    /// its `Err` fails the compile with that message.
    Build(PassBuilder),
}

/// The function of [`Passes::Build`].
pub type PassBuilder = Arc<dyn Fn(&PassManager<'_>) -> Result<(), String> + Send + Sync>;

impl Passes {
    /// [`Passes::Text`] of `pipeline`.
    pub fn text(pipeline: impl Into<String>) -> Self {
        Passes::Text(pipeline.into())
    }

    /// [`Passes::Build`] of `build`.
    pub fn build(
        build: impl Fn(&PassManager<'_>) -> Result<(), String> + Send + Sync + 'static,
    ) -> Self {
        Passes::Build(Arc::new(build))
    }
}

impl fmt::Debug for Passes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Passes::Text(text) => f.debug_tuple("Text").field(text).finish(),
            Passes::Build(_) => f.write_str("Build(..)"),
        }
    }
}

/// Where an embedder's passes run in a compile.
#[derive(Debug, Clone, Default)]
pub struct Hooks {
    /// Before phaselock's pipeline, on the module as given (e.g. the
    /// lowering of a DSL's own dialect to `async`; the `gpu.module`s are
    /// looked up after these ran).
    pub before: Vec<Passes>,
    /// After the pipeline, on the module in the LLVM and NVVM dialects,
    /// before the translation to LLVM IR and PTX.
    pub after: Vec<Passes>,
}

/// A compilation result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Artifact {
    /// MLIR, LLVM IR or PTX text.
    Text(String),
    /// A cubin.
    Binary(Vec<u8>),
}

impl fmt::Display for Artifact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Artifact::Text(text) => f.write_str(text),
            Artifact::Binary(bytes) => write!(f, "<{} bytes of cubin>", bytes.len()),
        }
    }
}

/// Compiles MLIR source text (named `file` in diagnostics).
pub fn compile(source_text: &str, file: &str, options: &CompileOptions) -> Result<Compiled, Error> {
    compile_with(source_text, file, options, &Hooks::default())
}

/// [`compile`] with the embedder's passes before and after the pipeline.
pub fn compile_with(
    source_text: &str,
    file: &str,
    options: &CompileOptions,
    hooks: &Hooks,
) -> Result<Compiled, Error> {
    let context = crate::dialect::create_context()
        .map_err(|e| Diag::new(Severity::Error, file, 0, 0, e.to_string()))?;
    let mut module = source::parse(&context, file, source_text.as_bytes(), 1)
        .map_err(|d| Error::new(file, d))?;
    compile_module_with(&context, &mut module, file, options, hooks)
}

fn module_op(module: &Module<'_>) -> Op {
    Op(module.as_operation().to_raw())
}

/// Compiles a parsed module in place (it holds the LLVM dialect afterwards).
/// With [`Check::Strict`], a warning fails the compile.
pub fn compile_module<'c>(
    context: &'c Context,
    module: &mut Module<'c>,
    file: &str,
    options: &CompileOptions,
) -> Result<Compiled, Error> {
    compile_module_with(context, module, file, options, &Hooks::default())
}

/// [`compile_module`] with the embedder's passes before and after the
/// pipeline.
pub fn compile_module_with<'c>(
    context: &'c Context,
    module: &mut Module<'c>,
    file: &str,
    options: &CompileOptions,
    hooks: &Hooks,
) -> Result<Compiled, Error> {
    let collector = DiagnosticCollector::attach(context, file);
    let compiled = compile_artifact(context, module, file, options, hooks, &collector);
    let mut diagnostics = collector.take();
    match compiled {
        Err(mut errors) => {
            diagnostics.append(&mut errors);
            Err(Error::new(file, diagnostics))
        }
        Ok(_) if options.check == Check::Strict && !diagnostics.is_empty() => {
            for d in diagnostics.iter_mut() {
                if d.severity == Severity::Warning {
                    d.severity = Severity::Error;
                    d.message.push_str(" (an error with --check=strict)");
                }
            }
            Err(Error::new(file, diagnostics))
        }
        Ok((artifact, modules)) => Ok(Compiled {
            artifact,
            modules,
            diagnostics,
        }),
    }
}

/// Runs the embedder's `passes` on `module` in a pass manager of their own.
fn run_hook<'c>(
    context: &'c Context,
    module: &mut Module<'c>,
    file: &str,
    passes: &Passes,
    when: &str,
    config: &PipelineConfig,
    collector: &DiagnosticCollector<'c>,
) -> Result<(), Vec<Diag>> {
    let error = |message: String| vec![Diag::new(Severity::Error, file, 0, 0, message)];
    let ok = match passes {
        Passes::Text(text) => Pipeline::parse(context, text, config)
            .map_err(|d| error(format!("the passes {when} the pipeline: {}", d.message)))?
            .run(module),
        Passes::Build(build) => {
            let manager = PassManager::new(context);
            build(&manager).map_err(|m| error(format!("the passes {when} the pipeline: {m}")))?;
            manager.run(module).is_ok()
        }
    };
    if ok {
        return Ok(());
    }
    let mut diagnostics = collector.take();
    if !diagnostics.iter().any(|d| d.severity == Severity::Error) {
        diagnostics.append(&mut error(format!("the passes {when} the pipeline failed")));
    }
    Err(diagnostics)
}

/// The chip of a `gpu.module`: the option, its target, else sm_90a.
fn chip_for(gpu_module: Op, options: &CompileOptions) -> Result<Chip, String> {
    resolve_chip(gpu_module, options.chip)
        .map(|chip| chip.unwrap_or(Chip::Sm90a))
        .map_err(|e| e.to_string())
}

fn symbol(op: Op) -> String {
    op.str_attr("sym_name").unwrap_or_default()
}

/// The kernels of a `gpu.module` before lowering.
fn kernels_of(gpu_module: Op) -> Vec<String> {
    gpu_module
        .children()
        .into_iter()
        .filter(|op| op.name() == "gpu.func" && op.attr("gpu.kernel").is_some())
        .map(symbol)
        .collect()
}

fn print(op: Op) -> String {
    phaselock_ir::print_to_string(|callback, user| unsafe {
        // SAFETY: `op` is a live operation of the module being compiled.
        mlir_sys::mlirOperationPrint(op.0, callback, user)
    })
}

/// The artifact of the whole compile and one per `gpu.module`.
type Artifacts = (Artifact, Vec<GpuModule>);

/// What each step of a compile reads: the context, the file, the options
/// and the collector of the diagnostics.
struct Session<'a, 'c> {
    context: &'c Context,
    file: &'a str,
    options: &'a CompileOptions,
    collector: &'a DiagnosticCollector<'c>,
}

impl<'c> Session<'_, 'c> {
    /// An error of the compile, at no line of the file.
    fn error(&self, message: String) -> Vec<Diag> {
        vec![Diag::new(Severity::Error, self.file, 0, 0, message)]
    }

    /// Runs the embedder's `passes`, one after the other, `when` (`before`
    /// or `after`) the pipeline.
    fn run_hooks(
        &self,
        module: &mut Module<'c>,
        passes: &[Passes],
        when: &str,
        config: &PipelineConfig,
    ) -> Result<(), Vec<Diag>> {
        for passes in passes {
            run_hook(
                self.context,
                module,
                self.file,
                passes,
                when,
                config,
                self.collector,
            )?;
        }
        Ok(())
    }

    /// The chip every pass gets (`None` where the `gpu.module`s target
    /// different chips, each naming its own) and each `gpu.module`'s name
    /// with its kernels.
    fn plan(&self, module: &Module<'c>) -> Result<(Option<Chip>, ModuleKernels), Vec<Diag>> {
        let gpu_modules: Vec<Op> = module_op(module).descendants_named("gpu.module");
        if gpu_modules.is_empty() {
            return Err(self.error("the input holds no gpu.module to compile".into()));
        }
        let mut chips = Vec::new();
        for gpu_module in &gpu_modules {
            chips.push(chip_for(*gpu_module, self.options).map_err(|e| self.error(e))?);
        }
        // One chip for all: the passes get it. Several: each pass reads the
        // chip of the gpu.module it works in, so each must name its own.
        let shared_chip = chips.iter().all(|c| *c == chips[0]).then_some(chips[0]);
        if shared_chip.is_none() {
            if let Some(untargeted) = gpu_modules.iter().find(|m| module_chip(**m).is_none()) {
                return Err(self.error(format!(
                    "gpu.module @{} has no #nvvm.target while the others target different chips: \
                     give it one, or set the chip of the compile",
                    symbol(*untargeted)
                )));
            }
        }
        let kernels = gpu_modules
            .iter()
            .map(|m| (symbol(*m), kernels_of(*m)))
            .collect();
        Ok((shared_chip, kernels))
    }

    /// Runs phaselock's pipeline, down to the LLVM and NVVM dialects.
    fn lower(&self, module: &mut Module<'c>, shared_chip: Option<Chip>) -> Result<(), Vec<Diag>> {
        let options = self.options;
        let config = options.pipeline_config(shared_chip);
        let pipeline = Pipeline::parse(
            self.context,
            &async_to_ptx_with(options.instrument.is_some(), options.check != Check::Off),
            &config,
        )
        .map_err(|d| vec![d])?;
        if !pipeline.run(module) {
            let mut diagnostics = self.collector.take();
            if diagnostics.is_empty() {
                diagnostics = self.error("lowering to the LLVM dialect failed".into());
            }
            return Err(diagnostics);
        }
        Ok(())
    }

    /// The diagnostics so far, then a failure of the LLVM translation or
    /// of ptxas.
    fn located(&self, e: ptxas::Error) -> Vec<Diag> {
        let mut diagnostics = self.collector.take();
        diagnostics.push(Diag::new(Severity::Error, self.file, 0, 0, e.to_string()));
        diagnostics
    }

    /// Each lowered `gpu.module`'s artifact, with its name, chip and the
    /// kernels it had before lowering.
    fn emit_modules(
        &self,
        lowered: Vec<Op>,
        kernels: &ModuleKernels,
    ) -> Result<Vec<GpuModule>, Vec<Diag>> {
        let options = self.options;
        let located = |e| self.located(e);
        let ptxas_path = match options.emit {
            Emit::Cubin => Some(ptxas::find_ptxas(options.ptxas.as_deref()).map_err(located)?),
            _ => None,
        };
        let mut modules = Vec::new();
        for gpu_module in lowered {
            let chip = chip_for(gpu_module, options).map_err(|e| self.error(e))?;
            let name = symbol(gpu_module);
            let artifact = match (options.emit, &ptxas_path) {
                (Emit::Llvm, _) => {
                    Artifact::Text(llvm::llvm_ir(gpu_module, chip).map_err(located)?)
                }
                (Emit::Ptx, _) => Artifact::Text(llvm::ptx(gpu_module, chip).map_err(located)?),
                (Emit::Cubin, Some(ptxas_path)) => {
                    let ptx = llvm::ptx(gpu_module, chip).map_err(located)?;
                    Artifact::Binary(ptxas::assemble(&ptx, chip, ptxas_path).map_err(located)?)
                }
                _ => Artifact::Text(print(gpu_module)),
            };
            let kernels = kernels
                .iter()
                .find(|(module_name, _)| *module_name == name)
                .map(|(_, kernels)| kernels.clone())
                .unwrap_or_default();
            modules.push(GpuModule {
                name,
                chip,
                kernels,
                artifact,
            });
        }
        Ok(modules)
    }
}

/// Each `gpu.module`'s name with its kernels, before lowering.
type ModuleKernels = Vec<(String, Vec<String>)>;

/// Runs the embedder's passes and the pipeline on `module`, then makes the
/// artifacts `options` ask for.
fn compile_artifact<'c>(
    context: &'c Context,
    module: &mut Module<'c>,
    file: &str,
    options: &CompileOptions,
    hooks: &Hooks,
    collector: &DiagnosticCollector<'c>,
) -> Result<Artifacts, Vec<Diag>> {
    let session = Session {
        context,
        file,
        options,
        collector,
    };
    let hook_config = PipelineConfig::for_chip(options.chip);
    session.run_hooks(module, &hooks.before, "before", &hook_config)?;
    let (shared_chip, kernels) = session.plan(module)?;
    session.lower(module, shared_chip)?;
    session.run_hooks(module, &hooks.after, "after", &hook_config)?;
    // The pipeline rewrote the module: look the kernel modules up again.
    let lowered = module_op(module).descendants_named("gpu.module");
    if lowered.is_empty() {
        return Err(session.error("the gpu.modules disappeared during lowering".into()));
    }
    let modules = session.emit_modules(lowered, &kernels)?;
    let artifact = match options.emit {
        Emit::Mlir => Artifact::Text(module.as_operation().to_string()),
        _ => modules[0].artifact.clone(),
    };
    Ok((artifact, modules))
}
