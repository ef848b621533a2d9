//! `async-opt`: the phaselock driver.
//!
//! Follows `mlir-opt`'s conventions: an input file (or `-` for stdin), `-o`,
//! `--pass-pipeline`, `--split-input-file`, `--verify-diagnostics`,
//! `--mlir-print-ir-after-all`, `--list-passes`. Exits 0 on success and 1 on
//! any error, with diagnostics as `file:line:col: error: message`.

mod run;

use clap::Parser;
use phaselock::{
    compile::{compile_module, Artifact, Check, CompileOptions, Emit},
    dialect::{create_context, OPS_MD},
    expect,
    pipeline::{Pipeline, PipelineConfig},
    source, Chip, Diag, DiagnosticCollector, PassOptions, Severity,
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
    /// Print the IR after every pass to stderr.
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
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
    /// example (src, out, tiles), checked against the CPU.
    #[arg(long = "run")]
    run: bool,
    /// --run: CTAs to launch (default: 2 per SM).
    #[arg(long = "ctas")]
    ctas: Option<u32>,
    /// --run: tiles of 1024 i32 per CTA.
    #[arg(long = "tiles", default_value_t = 64)]
    tiles: u32,
    /// --run: launches; the time of the last is reported.
    #[arg(long = "repeat", default_value_t = 3)]
    repeat: u32,
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
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(diagnostics) => {
            for d in diagnostics {
                eprintln!("{d}");
            }
            ExitCode::FAILURE
        }
    }
}

fn tool_error(message: impl Into<String>) -> Vec<Diag> {
    vec![Diag::new(Severity::Error, "async-opt", 0, 0, message)]
}

fn run(cli: &Cli) -> Result<(), Vec<Diag>> {
    if cli.list_passes {
        let mut out = String::from("phaselock passes:\n");
        for pass in phaselock::all_passes() {
            out.push_str(&format!("  {:<28} {}\n", pass.name, pass.description));
        }
        out.push_str("pipelines:\n");
        out.push_str(&format!(
            "  {:<28} {}\n",
            "async-to-ptx",
            "the pipeline passes, each followed by async-verify, then the lowering to the LLVM dialect"
        ));
        return write_output(&cli.output, out.as_bytes());
    }
    if cli.print_op_docs {
        return write_output(&cli.output, OPS_MD.as_bytes());
    }
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
    let input = read_input(&cli.input)?;
    let file = if cli.input == "-" {
        "<stdin>"
    } else {
        cli.input.as_str()
    };
    let context = create_context().map_err(|e| tool_error(e.to_string()))?;
    let config = PipelineConfig {
        pass_options: PassOptions {
            chip,
            print_layout: cli.print_layout,
            print_ledger: cli.print_ledger.clone(),
            instrument: instrument.clone(),
            ..Default::default()
        },
        print_ir_after_all: cli.print_ir_after_all,
    };
    let pipeline = match &cli.pass_pipeline {
        Some(text) => Some(Pipeline::parse(&context, text, &config).map_err(|d| vec![d])?),
        None => None,
    };

    if cli.run {
        if cli.split_input_file || cli.pass_pipeline.is_some() || cli.emit != "mlir" {
            return Err(tool_error(
                "--run compiles and runs one input: it takes no --split-input-file, --pass-pipeline or --emit",
            ));
        }
        let collector = DiagnosticCollector::attach(&context, file);
        let mut module = source::parse(&context, file, &input, 1)?;
        let result = run::run(
            &context,
            &mut module,
            file,
            run::RunSizes {
                ctas: cli.ctas,
                tiles: cli.tiles,
                repeat: cli.repeat,
                instrument: instrument.clone(),
                check,
            },
        );
        let mut diagnostics = collector.take();
        return match result {
            Ok(()) => Ok(()),
            Err(mut errors) => {
                diagnostics.append(&mut errors);
                Err(diagnostics)
            }
        };
    }
    let pieces = if cli.split_input_file {
        source::split(&input)
    } else {
        vec![(1, input.as_slice())]
    };
    if emit == Emit::Cubin && cli.split_input_file {
        return Err(tool_error(
            "--emit=cubin produces one binary: it cannot be combined with --split-input-file",
        ));
    }
    let compile_options = CompileOptions {
        chip,
        emit,
        ptxas: cli.ptxas.clone(),
        print_layout: cli.print_layout,
        instrument: instrument.clone(),
        check,
    };
    let mut outputs: Vec<Vec<u8>> = Vec::new();
    let mut failures = Vec::new();
    for (first_line, text) in pieces {
        let collector = DiagnosticCollector::attach(&context, file);
        let mut diagnostics = Vec::new();
        let mut printed = None;
        match source::parse(&context, file, text, first_line) {
            Err(parse_diagnostics) => diagnostics.extend(parse_diagnostics),
            Ok(mut module) => {
                let ok = pipeline.as_ref().is_none_or(|p| p.run(&mut module));
                diagnostics.extend(collector.take());
                if ok && !diagnostics.iter().any(|d| d.severity == Severity::Error) {
                    if emit == Emit::Mlir {
                        printed = Some(module.as_operation().to_string().into_bytes());
                    } else {
                        match compile_module(&context, &mut module, file, &compile_options) {
                            Ok(compiled) => {
                                diagnostics.extend(compiled.diagnostics);
                                printed = Some(match compiled.artifact {
                                    Artifact::Text(text) => text.into_bytes(),
                                    Artifact::Binary(bytes) => bytes,
                                });
                            }
                            Err(errors) => diagnostics.extend(errors),
                        }
                        diagnostics.extend(collector.take());
                    }
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
            failures.extend(expect::check(file, &diagnostics, &expected));
        } else if diagnostics.iter().any(|d| d.severity == Severity::Error) || printed.is_none() {
            failures.extend(diagnostics);
            if failures.is_empty() {
                failures.push(Diag::new(
                    Severity::Error,
                    file,
                    first_line,
                    1,
                    "the pass pipeline failed",
                ));
            }
        } else {
            for d in diagnostics {
                eprintln!("{d}");
            }
        }
        if let Some(ir) = printed {
            outputs.push(ir);
        }
    }
    if !failures.is_empty() {
        return Err(failures);
    }
    if emit == Emit::Cubin {
        return write_output(&cli.output, &outputs.concat());
    }
    let mut text = outputs.join(&b"\n// -----\n"[..]);
    if text.last() != Some(&b'\n') {
        text.push(b'\n');
    }
    write_output(&cli.output, &text)
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
