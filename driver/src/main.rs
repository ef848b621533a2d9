//! `async-opt`: the phaselock driver.
//!
//! Follows `mlir-opt`'s conventions: an input file (or `-` for stdin), `-o`,
//! `--pass-pipeline`, `--split-input-file`, `--verify-diagnostics`,
//! `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`, `--mlir-timing`,
//! `--mlir-print-op-generic`, `--mlir-print-debuginfo`,
//! `--allow-unregistered-dialect`, `--list-passes`; long options also with
//! one dash (`-split-input-file`). Exits 0 on success and 1 on any error,
//! with diagnostics as `file:line:col: error: message` (parse errors followed
//! by their source line and a caret).

mod args;
mod excerpt;
mod run;

use async_opt::cli;
use clap::Parser;
use melior::ir::operation::OperationLike;
use phaselock::{
    compile::{compile_module, Artifact, Check, CompileOptions, Emit},
    dialect::{create_context, OPS_MD},
    expect,
    pipeline::{set_instrumentation, Instrumentation, Pipeline, PipelineConfig},
    source, Chip, Diag, DiagnosticCollector, Severity,
};
use std::{
    io::{Read, Write},
    process::ExitCode,
};

/// Command-line options.
#[derive(Parser, Debug)]
#[command(
    name = "async-opt",
    version,
    about = "phaselock: GPU asynchronous synchronization on MLIR"
)]
struct Cli {
    /// Input file, `-` for stdin.
    #[arg(default_value = "-")]
    input: String,
    /// Output file, `-` for stdout.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// The pass pipeline, e.g. `builtin.module(async-verify,canonicalize)`.
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Treat `// -----` lines as separators between independent inputs.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Check diagnostics against `expected-*` comments in the input.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Print the IR before every pass to stderr.
    #[arg(long = "mlir-print-ir-before-all")]
    print_ir_before_all: bool,
    /// Print the IR after every pass to stderr (with --emit: of the
    /// lowering's passes too, before the artifact).
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// Print a report of the time each pass took to stderr.
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// Print the IR in MLIR's generic form.
    #[arg(long = "mlir-print-op-generic")]
    print_op_generic: bool,
    /// Print the IR with its locations.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,
    /// Accept ops of dialects that are not registered (kept as they are).
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered_dialect: bool,
    /// List the phaselock passes and exit.
    #[arg(long = "list-passes")]
    list_passes: bool,
    /// Print the op reference generated from the dialect definition and exit.
    #[arg(long = "print-op-docs")]
    print_op_docs: bool,
    /// Target chip: sm_90a or sm_100a.
    #[arg(long = "chip")]
    chip: Option<String>,
    /// What to produce: mlir (after --pass-pipeline), llvm, ptx or cubin
    /// (after the whole lowering).
    #[arg(long = "emit", default_value = "mlir")]
    emit: String,
    /// Instrument the kernel (async-instrument): bounded waits that report
    /// and trap, and with options (e.g. "timeout-ms=500 delay-ns=4000
    /// delay-warps=all-but-first delay-ops=counter seed=7") delay injection.
    #[arg(long = "async-instrument", num_args = 0..=1, require_equals = true, default_missing_value = "")]
    instrument: Option<String>,
    /// Print the barrier ledger of async-check-protocol to stderr:
    /// markdown or json.
    #[arg(long = "async-print-ledger")]
    print_ledger: Option<String>,
    /// Print the shared-memory arena layout chosen by async-ring-alloc to
    /// stderr.
    #[arg(long = "async-print-layout")]
    print_layout: bool,
    /// Compile the input for this machine's GPU and run it: a reduction
    /// example (src, out, tiles), the bf16 GEMM (see --gemm-shape) or
    /// attn-gen's attention (see --attention-shape),
    /// checked against the CPU.
    #[arg(long = "run")]
    run: bool,
    /// --run: CTAs to launch (default: 2 per SM).
    #[arg(long = "ctas")]
    ctas: Option<u32>,
    /// --run: tiles of 1024 i32 per CTA.
    #[arg(long = "tiles", default_value_t = 64)]
    tiles: u32,
    /// --run: launches; the time of the last is reported (of a GEMM: the
    /// median).
    #[arg(long = "repeat", default_value_t = 3)]
    repeat: u32,
    /// --run of a GEMM kernel: M x N x K, e.g. 4096x4096x4096.
    #[arg(long = "gemm-shape", default_value = "2048x2048x1024", value_parser = cli::mnk)]
    gemm_shape: (u32, u32, u32),
    /// --run of an attention kernel: batch x heads x K/V heads x sequence length, e.g. 2x16x16x4096.
    #[arg(long = "attention-shape", default_value = "1x4x2x1000", value_parser = cli::bhhs)]
    attention_shape: (u32, u32, u32, u32),
    /// ptxas for --emit=cubin (default: $PTXAS, the project's .venv, PATH).
    #[arg(long = "ptxas")]
    ptxas: Option<std::path::PathBuf>,
    /// The protocol checker in --emit and --run: on (default; a finding is
    /// an error, what it cannot verify a warning), strict (warnings are
    /// errors) or off.
    #[arg(long = "check", default_value = "on")]
    check: String,
    /// --emit and --run without the protocol checker (--check=off).
    #[arg(long = "no-check")]
    no_check: bool,
}

fn main() -> ExitCode {
    let cli: Cli = match cli::parse(args::with_double_dashes(std::env::args_os())) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Diagnostics(diagnostics)) => {
            for d in diagnostics {
                eprintln!("{d}");
            }
            ExitCode::FAILURE
        }
        Err(Failure::Reported) => ExitCode::FAILURE,
    }
}

/// Why the driver exits 1.
enum Failure {
    /// Diagnostics still to print.
    Diagnostics(Vec<Diag>),
    /// The failures are printed already.
    Reported,
}

impl From<Vec<Diag>> for Failure {
    fn from(diagnostics: Vec<Diag>) -> Self {
        Self::Diagnostics(diagnostics)
    }
}

fn tool_error(message: impl Into<String>) -> Vec<Diag> {
    vec![Diag::new(Severity::Error, "async-opt", 0, 0, message)]
}

/// The driver's settings, checked, from the command line.
struct Settings {
    chip: Option<Chip>,
    emit: Emit,
    check: Check,
    instrument: Option<phaselock::passes::instrument::Instrument>,
    instrumentation: Instrumentation,
}

impl Settings {
    fn new(cli: &Cli) -> Result<Self, Vec<Diag>> {
        let chip = match &cli.chip {
            Some(name) => Some(
                name.parse::<Chip>()
                    .map_err(|e| tool_error(e.to_string()))?,
            ),
            None => None,
        };
        let emit: Emit = cli.emit.parse().map_err(tool_error)?;
        let check: Check = if cli.no_check {
            Check::Off
        } else {
            cli.check.parse().map_err(tool_error)?
        };
        let instrument = match &cli.instrument {
            None => None,
            Some(text) => {
                let mut config = phaselock::passes::instrument::Instrument::default();
                for item in text.split_whitespace() {
                    let (key, value) = item.split_once('=').unwrap_or((item, ""));
                    phaselock::passes::instrument::set_option(&mut config, key, value)
                        .map_err(|e| tool_error(format!("--async-instrument: {e}")))?;
                }
                Some(config)
            }
        };
        if let Some(format) = &cli.print_ledger {
            if format != "markdown" && format != "json" {
                return Err(tool_error(format!(
                    "--async-print-ledger takes markdown or json, got '{format}'"
                )));
            }
        }
        let instrumentation = Instrumentation {
            print_ir_before_all: cli.print_ir_before_all,
            print_ir_after_all: cli.print_ir_after_all,
            timing: cli.timing,
            generic_form: cli.print_op_generic,
            debug_info: cli.print_debuginfo,
        };
        Ok(Self {
            chip,
            emit,
            check,
            instrument,
            instrumentation,
        })
    }
}

/// The input as read: its name in diagnostics and its bytes.
struct Input {
    file: String,
    bytes: Vec<u8>,
}

impl Input {
    /// Parse errors with their source lines and carets.
    fn show(&self, diagnostics: &[Diag]) -> Vec<String> {
        diagnostics
            .iter()
            .map(|d| excerpt::render(d, &self.file, &self.bytes))
            .collect()
    }
}

fn run(cli: &Cli) -> Result<(), Failure> {
    if cli.list_passes {
        return Ok(write_output(&cli.output, list_passes().as_bytes())?);
    }
    if cli.print_op_docs {
        return Ok(write_output(&cli.output, OPS_MD.as_bytes())?);
    }
    let settings = Settings::new(cli)?;
    let input = Input {
        file: if cli.input == "-" {
            "<stdin>".to_string()
        } else {
            cli.input.clone()
        },
        bytes: read_input(&cli.input)?,
    };
    let context = create_context().map_err(|e| tool_error(e.to_string()))?;
    if cli.allow_unregistered_dialect {
        context.set_allow_unregistered_dialects(true);
    }
    set_instrumentation(settings.instrumentation);
    let config = PipelineConfig {
        print_ir_after_all: cli.print_ir_after_all,
        ..compile_options(cli, &settings).pipeline_config(settings.chip)
    };
    // With --mlir-timing and no pipeline, an empty one reports the total,
    // as mlir-opt does.
    let pipeline_text = match &cli.pass_pipeline {
        Some(text) => Some(text.as_str()),
        None => (cli.timing && !cli.run).then_some(""),
    };
    let pipeline = match pipeline_text {
        Some(text) => Some(Pipeline::parse(&context, text, &config).map_err(|d| vec![d])?),
        None => None,
    };
    if cli.run {
        return run_on_gpu(cli, &settings, &context, &input);
    }
    run_pieces(cli, &settings, &context, pipeline.as_ref(), &input)
}

/// The compile options the flags give.
fn compile_options(cli: &Cli, settings: &Settings) -> CompileOptions {
    CompileOptions {
        chip: settings.chip,
        emit: settings.emit,
        ptxas: cli.ptxas.clone(),
        print_layout: cli.print_layout,
        print_ledger: cli.print_ledger.clone(),
        instrument: settings.instrument.clone(),
        check: settings.check,
    }
}

fn list_passes() -> String {
    let mut out = String::from("phaselock passes:\n");
    for pass in phaselock::all_passes() {
        out.push_str(&format!("  {:<28} {}\n", pass.name, pass.description));
        for option in pass.options {
            out.push_str(&format!("    {:<26} {}\n", option.key, option.help));
        }
    }
    out.push_str("pipelines:\n");
    out.push_str(&format!(
        "  {:<28} {}\n",
        "async-to-ptx",
        "the pipeline passes, each followed by async-verify, then the lowering to the LLVM dialect"
    ));
    out
}

/// `--run`: compiles the one input and runs it on this machine's GPU.
fn run_on_gpu(
    cli: &Cli,
    settings: &Settings,
    context: &melior::Context,
    input: &Input,
) -> Result<(), Failure> {
    if cli.split_input_file || cli.pass_pipeline.is_some() || cli.emit != "mlir" {
        return Err(tool_error(
            "--run compiles and runs one input: it takes no --split-input-file, --pass-pipeline or --emit",
        )
        .into());
    }
    let file = input.file.as_str();
    let collector = DiagnosticCollector::attach(context, file);
    let mut module = match source::parse(context, file, &input.bytes, 1) {
        Ok(module) => module,
        Err(errors) => {
            for shown in input.show(&errors) {
                eprintln!("{shown}");
            }
            return Err(Failure::Reported);
        }
    };
    let result = run::run(
        context,
        &mut module,
        file,
        run::RunSizes {
            ctas: cli.ctas,
            tiles: cli.tiles,
            repeat: cli.repeat,
            instrument: settings.instrument.clone(),
            check: settings.check,
            gemm_shape: cli.gemm_shape,
            attention_shape: cli.attention_shape,
        },
    );
    let mut diagnostics = collector.take();
    match result {
        Ok(()) => Ok(()),
        Err(mut errors) => {
            diagnostics.append(&mut errors);
            Err(diagnostics.into())
        }
    }
}

/// What one piece of the input (the whole input without
/// `--split-input-file`) gave.
struct Piece {
    /// The printed IR or the artifact, when it succeeded.
    output: Option<Vec<u8>>,
    /// Its failures, as printed.
    failures: Vec<String>,
}

/// Runs every piece; prints the output of those that succeed (separated by
/// `// -----`), then reports those that failed.
fn run_pieces(
    cli: &Cli,
    settings: &Settings,
    context: &melior::Context,
    pipeline: Option<&Pipeline>,
    input: &Input,
) -> Result<(), Failure> {
    if settings.emit == Emit::Cubin && cli.split_input_file {
        return Err(tool_error(
            "--emit=cubin produces one binary: it cannot be combined with --split-input-file",
        )
        .into());
    }
    let pieces = if cli.split_input_file {
        source::split(&input.bytes)
    } else {
        vec![(1, input.bytes.as_slice())]
    };
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    let mut failures = Vec::new();
    for (first_line, text) in pieces {
        let piece = run_piece(cli, settings, context, pipeline, input, first_line, text)?;
        outputs.extend(piece.output);
        failures.extend(piece.failures);
    }
    if !outputs.is_empty() {
        if settings.emit == Emit::Cubin {
            write_output(&cli.output, &outputs.concat())?;
        } else {
            let mut text = outputs.join(&b"\n// -----\n"[..]);
            if text.last() != Some(&b'\n') {
                text.push(b'\n');
            }
            write_output(&cli.output, &text)?;
        }
    }
    if failures.is_empty() {
        return Ok(());
    }
    for failure in failures {
        eprintln!("{failure}");
    }
    Err(Failure::Reported)
}

/// Parses one piece (starting at `first_line` of the input), runs the
/// pipeline and the compile on it, and checks or collects its diagnostics.
fn run_piece(
    cli: &Cli,
    settings: &Settings,
    context: &melior::Context,
    pipeline: Option<&Pipeline>,
    input: &Input,
    first_line: usize,
    text: &[u8],
) -> Result<Piece, Failure> {
    let file = input.file.as_str();
    let collector = DiagnosticCollector::attach(context, file);
    let mut diagnostics = Vec::new();
    let mut output = None;
    let mut parse_failed = false;
    match source::parse(context, file, text, first_line) {
        Err(parse_diagnostics) => {
            diagnostics.extend(parse_diagnostics);
            parse_failed = true;
        }
        Ok(mut module) => {
            let ok = pipeline.is_none_or(|p| p.run(&mut module));
            diagnostics.extend(collector.take());
            if ok && !diagnostics.iter().any(|d| d.severity == Severity::Error) {
                output = produce(cli, settings, context, &mut module, file, &mut diagnostics)?;
                diagnostics.extend(collector.take());
            }
        }
    }
    drop(collector);
    if cli.verify_diagnostics {
        let text = String::from_utf8_lossy(text);
        let expected = expect::expectations(&text, first_line).map_err(|mut d| {
            d.file = file.to_string();
            vec![d]
        })?;
        let mismatches = expect::check(file, &diagnostics, &expected);
        let failures = mismatches.iter().map(|d| d.to_string()).collect();
        return Ok(Piece { output, failures });
    }
    if diagnostics.iter().any(|d| d.severity == Severity::Error) || output.is_none() {
        if diagnostics.is_empty() {
            diagnostics.push(Diag::new(
                Severity::Error,
                file,
                first_line,
                1,
                "the pass pipeline failed",
            ));
        }
        let failures = if parse_failed {
            input.show(&diagnostics)
        } else {
            diagnostics.iter().map(|d| d.to_string()).collect()
        };
        return Ok(Piece {
            output: None,
            failures,
        });
    }
    for d in diagnostics {
        eprintln!("{d}");
    }
    Ok(Piece {
        output,
        failures: Vec::new(),
    })
}

/// The output of a module that passed the pipeline: the IR printed as the
/// flags ask (`--emit=mlir`) or the compiled artifact. `None` when the
/// compile failed; its diagnostics join `diagnostics`.
fn produce<'c>(
    cli: &Cli,
    settings: &Settings,
    context: &'c melior::Context,
    module: &mut melior::ir::Module<'c>,
    file: &str,
    diagnostics: &mut Vec<Diag>,
) -> Result<Option<Vec<u8>>, Failure> {
    if settings.emit == Emit::Mlir {
        let flags = settings.instrumentation.printing_flags();
        let text = module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| tool_error(format!("cannot print the IR: {e}")))?;
        return Ok(Some(text.into_bytes()));
    }
    let options = compile_options(cli, settings);
    match compile_module(context, module, file, &options) {
        Ok(compiled) if compiled.modules.len() > 1 => {
            // One output holds one module's code: never drop the others.
            let names: Vec<String> = compiled
                .modules
                .iter()
                .map(|m| format!("@{}", m.name))
                .collect();
            diagnostics.extend(compiled.diagnostics);
            diagnostics.extend(tool_error(format!(
                "the input holds {} gpu.modules ({}), and --emit={} writes the code of one: put each in its own file, or separate them with `// -----` and pass --split-input-file",
                names.len(),
                names.join(", "),
                match settings.emit {
                    Emit::Llvm => "llvm",
                    Emit::Cubin => "cubin",
                    _ => "ptx",
                }
            )));
            Ok(None)
        }
        Ok(compiled) => {
            diagnostics.extend(compiled.diagnostics);
            Ok(Some(match compiled.artifact {
                Artifact::Text(text) => text.into_bytes(),
                Artifact::Binary(bytes) => bytes,
            }))
        }
        Err(errors) => {
            diagnostics.extend(errors);
            Ok(None)
        }
    }
}

fn read_input(path: &str) -> Result<Vec<u8>, Vec<Diag>> {
    let mut bytes = Vec::new();
    let result = if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(path)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map(|_| ())
    };
    result.map_err(|e| tool_error(format!("cannot read '{path}': {e}")))?;
    Ok(bytes)
}

fn write_output(path: &str, bytes: &[u8]) -> Result<(), Vec<Diag>> {
    let result = if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes).and_then(|_| out.flush())
    } else {
        std::fs::write(path, bytes)
    };
    result.map_err(|e| tool_error(format!("cannot write '{path}': {e}")))
}
