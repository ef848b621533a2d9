//! The whole path, as one library call: `async` MLIR → NVVM → LLVM IR → PTX
//! → cubin, for a chip.

use crate::{
    pipeline::{Pipeline, PipelineConfig},
    source, Diag, DiagnosticCollector, PassOptions, Severity,
};
use melior::{ir::Module, Context};
use phaselock_lowering::{llvm, ptxas};
use phaselock_passes::{ir::Op, target::module_chip, Chip};
use std::{fmt, path::PathBuf, str::FromStr};

/// The passes from barrier-level `async` IR to the LLVM dialect inside each
/// `gpu.module`.
pub const LOWERING_PIPELINE: &str = "async-verify,convert-async-to-nvvm,convert-scf-to-cf,\
     convert-cf-to-llvm{index-bitwidth=64},finalize-memref-to-llvm{index-bitwidth=64},gpu.module(convert-vector-to-llvm,convert-gpu-to-nvvm{index-bitwidth=64},\
     convert-arith-to-llvm,convert-index-to-llvm),reconcile-unrealized-casts,canonicalize,cse";

/// `async-to-ptx`: the pipeline passes, each followed by the verifier, the
/// protocol checker after `async-insert-fences` (so that what the passes
/// generated is checked, on every kernel), then [`LOWERING_PIPELINE`].
/// `--emit=llvm|ptx|cubin` and [`compile`] run it;
/// `--pass-pipeline=async-to-ptx` names it.
pub fn async_to_ptx() -> String {
    async_to_ptx_with(false, true)
}

/// [`async_to_ptx`], with `async-instrument` after `async-insert-fences`
/// when `instrument` is set, and without the checker unless `check`.
pub fn async_to_ptx_with(instrument: bool, check: bool) -> String {
    let mut text = String::from("async-verify");
    for pass in phaselock_passes::PIPELINE_PASSES {
        text.push(',');
        text.push_str(pass);
        text.push_str(",async-verify");
        if *pass == "async-insert-fences" {
            if check {
                text.push_str(",async-check-protocol");
            }
            if instrument {
                text.push_str(",async-instrument,async-verify");
            }
        }
    }
    text.push(',');
    text.push_str(LOWERING_PIPELINE);
    text
}

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
    /// Watchdog and delay injection (`async-instrument`); `None`: off.
    pub instrument: Option<phaselock_passes::instrument::Instrument>,
    /// The protocol checker: on (default), strict or off.
    pub check: Check,
}

/// A compile's result: the artifact and the warnings on the way (what the
/// checker could not verify, for one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiled {
    /// The MLIR, LLVM IR, PTX or cubin.
    pub artifact: Artifact,
    /// Warnings and remarks.
    pub diagnostics: Vec<Diag>,
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
pub fn compile(
    source_text: &str,
    file: &str,
    options: &CompileOptions,
) -> Result<Compiled, Vec<Diag>> {
    let context = crate::dialect::create_context()
        .map_err(|e| vec![Diag::new(Severity::Error, file, 0, 0, e.to_string())])?;
    let mut module = source::parse(&context, file, source_text.as_bytes(), 1)?;
    compile_module(&context, &mut module, file, options)
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
) -> Result<Compiled, Vec<Diag>> {
    let collector = DiagnosticCollector::attach(context, file);
    let artifact = compile_artifact(context, module, file, options, &collector);
    let mut diagnostics = collector.take();
    match artifact {
        Err(mut errors) => {
            diagnostics.append(&mut errors);
            Err(diagnostics)
        }
        Ok(_) if options.check == Check::Strict && !diagnostics.is_empty() => {
            for d in diagnostics.iter_mut() {
                if d.severity == Severity::Warning {
                    d.severity = Severity::Error;
                    d.message.push_str(" (an error with --check=strict)");
                }
            }
            Err(diagnostics)
        }
        Ok(artifact) => Ok(Compiled {
            artifact,
            diagnostics,
        }),
    }
}

fn compile_artifact<'c>(
    context: &'c Context,
    module: &mut Module<'c>,
    file: &str,
    options: &CompileOptions,
    collector: &DiagnosticCollector<'c>,
) -> Result<Artifact, Vec<Diag>> {
    let error = |message: String| vec![Diag::new(Severity::Error, file, 0, 0, message)];
    let gpu_modules: Vec<Op> = module_op(module).descendants_named("gpu.module");
    let gpu_module = match gpu_modules.as_slice() {
        [one] => *one,
        [] => return Err(error("the input holds no gpu.module to compile".into())),
        many => {
            return Err(error(format!(
                "the input holds {} gpu.modules; compile one at a time",
                many.len()
            )));
        }
    };
    let chip = match options.chip {
        Some(chip) => chip,
        None => match module_chip(gpu_module) {
            Some(Ok(chip)) => chip,
            Some(Err(e)) => return Err(error(e.to_string())),
            None => Chip::Sm90a,
        },
    };
    let config = PipelineConfig {
        pass_options: PassOptions {
            chip: Some(chip),
            print_layout: options.print_layout,
            instrument: options.instrument.clone(),
            ..Default::default()
        },
        print_ir_after_all: false,
    };
    let pipeline = Pipeline::parse(
        context,
        &async_to_ptx_with(options.instrument.is_some(), options.check != Check::Off),
        &config,
    )
    .map_err(|d| vec![d])?;
    if !pipeline.run(module) {
        let mut diagnostics = collector.take();
        if diagnostics.is_empty() {
            diagnostics = error("lowering to the LLVM dialect failed".into());
        }
        return Err(diagnostics);
    }
    // The pipeline rewrote the module: look the kernel module up again.
    let gpu_module = module_op(module)
        .descendants()
        .into_iter()
        .find(|op| op.name() == "gpu.module")
        .ok_or_else(|| error("the gpu.module disappeared during lowering".into()))?;
    let located = |e: ptxas::Error| {
        let mut diagnostics = collector.take();
        diagnostics.push(Diag::new(Severity::Error, file, 0, 0, e.to_string()));
        diagnostics
    };
    match options.emit {
        Emit::Mlir => Ok(Artifact::Text(module.as_operation().to_string())),
        Emit::Llvm => llvm::llvm_ir(gpu_module, chip)
            .map(Artifact::Text)
            .map_err(located),
        Emit::Ptx => llvm::ptx(gpu_module, chip)
            .map(Artifact::Text)
            .map_err(located),
        Emit::Cubin => {
            let ptxas_path = ptxas::find_ptxas(options.ptxas.as_deref()).map_err(located)?;
            let ptx = llvm::ptx(gpu_module, chip).map_err(located)?;
            ptxas::assemble(&ptx, chip, &ptxas_path)
                .map(Artifact::Binary)
                .map_err(located)
        }
    }
}
