//! `gemm-gen`: generates the bf16 GEMM of `phaselock-gemm` and compiles it
//! through phaselock's embedding API, as a DSL compiler would: the text is
//! parsed into a module of phaselock's context and handed to
//! `compile_module` (checker on).
//!
//! `gemm-gen [--tile-n 128|256] [--stages N] [--one-tile] [--group-m G] [--cluster 1|2] [--direct-store]
//! [--emit mlir|ptx|cubin] [--source] [-o FILE]`: `--source` writes the
//! generated pipeline-level MLIR itself (what `examples/gemm_bf16.mlir`
//! holds); `--emit` compiles it. `--direct-store` writes C from the
//! accumulator registers instead of by TMA stores (whole tiles only). The launch contract goes to stderr.

use melior::ir::Module;
use phaselock::compile::{compile_module, Artifact, CompileOptions, Emit};
use phaselock_gemm::{generate, Config};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("gemm-gen: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The command line.
struct Args {
    config: Config,
    emit: Option<Emit>,
    output: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        config: Config::default(),
        emit: None,
        output: None,
    };
    let mut it = std::env::args().skip(1);
    let number = |v: Option<String>, what: &str| -> Result<u32, String> {
        v.ok_or(format!("{what} needs a value"))?
            .parse()
            .map_err(|e| format!("{what}: {e}"))
    };
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--tile-n" => args.config.tile_n = number(it.next(), "--tile-n")?,
            "--stages" => args.config.stages = number(it.next(), "--stages")?,
            "--group-m" => args.config.group_m = number(it.next(), "--group-m")?,
            "--cluster" => args.config.cluster = number(it.next(), "--cluster")?,
            "--one-tile" => args.config.persistent = false,
            "--direct-store" => args.config.tma_store = false,
            "--source" => args.emit = None,
            "--emit" => {
                let kind = it.next().ok_or("--emit needs a value")?;
                args.emit = Some(kind.parse()?);
            }
            "-o" => args.output = Some(it.next().ok_or("-o needs a file")?),
            other => {
                return Err(format!(
                    "unknown argument `{other}` (see the header of driver/src/bin/gemm-gen.rs)"
                ))
            }
        }
    }
    Ok(args)
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let text = generate(&args.config)?;
    eprintln!("{}", args.config.contract());
    let Some(emit) = args.emit else {
        return write(&args.output, text.as_bytes());
    };
    let context = phaselock::dialect::create_context().map_err(|e| e.to_string())?;
    let mut module = Module::parse(&context, &text)
        .ok_or("the generated kernel does not parse (a generator bug)")?;
    let options = CompileOptions {
        emit,
        ..Default::default()
    };
    let compiled = compile_module(&context, &mut module, "gemm_bf16.mlir", &options)
        .map_err(|e| e.to_string())?;
    for d in &compiled.diagnostics {
        eprintln!("{d}");
    }
    match compiled.artifact {
        Artifact::Text(t) => write(&args.output, t.as_bytes()),
        Artifact::Binary(b) => write(&args.output, &b),
    }
}

fn write(output: &Option<String>, bytes: &[u8]) -> Result<(), String> {
    match output {
        Some(path) => {
            std::fs::write(path, bytes).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        None => {
            use std::io::Write;
            std::io::stdout()
                .write_all(bytes)
                .map_err(|e| format!("cannot write the output: {e}"))
        }
    }
}
