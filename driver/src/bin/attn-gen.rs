//! `attn-gen`: builds the attention forward of `phaselock-dsl` through
//! typed builders into a module of phaselock's context and compiles it
//! through the embedding API (`compile_module`, checker on), as a DSL
//! compiler would; no MLIR text is generated or parsed on the way.
//!
//! `attn-gen [--head-dim 64|128|256] [--causal] [--seq S] [--stages N] [--block-n N] [--consumers 2|3] [--persistent | --one-tile] [--direct-store | --tma-store-three] [--emit
//! mlir|llvm|ptx|cubin] [--source] [--print-contract] [--check on|strict|off] [-o FILE]`
//! (`--help` lists them). `--source` prints the built module (the
//! pipeline-level kernel); the launch contract goes to stderr;
//! `--print-contract` prints it as JSON and builds nothing.

use async_opt::cli;
use clap::Parser;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use phaselock::compile::{compile_module, Check, CompileOptions, Emit};
use phaselock_dsl::attention::{build_kernel, Config};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli: Cli = match cli::parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("attn-gen: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The command line, as clap reads it.
#[derive(Parser)]
#[command(
    name = "attn-gen",
    about = "phaselock's attention forward generator for sm_90a (FlashAttention-3's schedule: a TMA producer, two or three consumer warpgroups taking turns at the tensor cores): builds the kernel through typed builders and compiles it (checker on); the launch contract goes to stderr"
)]
struct Cli {
    /// Head dimension: 64, 128 or 256
    #[arg(long, value_name = "D", default_value_t = 128)]
    head_dim: u32,
    /// Mask key j for query i < j
    #[arg(long)]
    causal: bool,
    /// Stages of the K and V rings
    #[arg(long, value_name = "N", default_value_t = 2)]
    stages: u32,
    /// Sequences of this many tokens: the generator chooses the schedule (persistent or one CTA per tile) and the consumer warpgroups measured fastest for the length (`attention::Config::for_length`); --persistent, --one-tile and --consumers override it
    #[arg(long, value_name = "S", value_parser = clap::value_parser!(u32).range(1..))]
    seq: Option<u32>,
    /// One CTA per tile (the default without --seq)
    #[arg(long, conflicts_with = "persistent")]
    one_tile: bool,
    /// A persistent kernel: at most one CTA per SM, each looping over (query block, head) tiles; causal (head dim 64 and 128), a tile is a pair of a head's query blocks i and n - 1 - i, every tile n + 1 key blocks long; its protocol is proven for all trip counts (a longer check: 11-19 s)
    #[arg(long)]
    persistent: bool,
    /// Write O from the accumulator registers, two bf16 per store; by default O goes through shared memory and nowait TMA tensor stores where the staging fits beside the rings, or in Q's stage at head dim 256 one CTA per tile (two consumer warpgroups, not paired), else from the registers
    #[arg(long)]
    direct_store: bool,
    /// Three consumer warpgroups write O through TMA stores too (proven for all trip counts; by default they write from the registers, measured as fast)
    #[arg(long, conflicts_with = "direct_store")]
    tma_store_three: bool,
    /// Causal, one CTA per tile: the CTAs take the tiles longest first across every head and batch (the grid's shape unchanged), instead of each head's blocks longest first in turn
    #[arg(long)]
    longest_first: bool,
    /// Consumer warpgroups taking turns, 64 query rows each: 2 (240 registers) or 3 (160 registers; head dim 64, not persistent) [default: 3 at head dim 64 non-causal and not persistent, else 2]
    #[arg(long, value_name = "N")]
    consumers: Option<u32>,
    /// Keys per K/V block, a multiple of 16 [default: 128, 80 at head dim 256]
    #[arg(long, value_name = "N")]
    block_n: Option<u32>,
    /// Compile the kernel to this: mlir (after the pipeline), llvm, ptx or cubin
    #[arg(long, value_name = "KIND", value_parser = parse_emit, overrides_with = "source")]
    emit: Option<Emit>,
    /// Print the built pipeline-level module itself (the default)
    #[arg(long, overrides_with = "emit")]
    source: bool,
    /// With --source: print each op's location (the generator's source line that built it)
    #[arg(long)]
    locations: bool,
    /// Print the launch contract as JSON (kernel, head_dim, causal, persistent, consumers, block_m, block_n, threads) and build nothing
    #[arg(long)]
    print_contract: bool,
    /// The protocol checker when compiling: on, strict or off
    #[arg(long, value_name = "MODE", default_value = "on", value_parser = parse_check)]
    check: Check,
    /// Output file (default: stdout)
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
}

fn parse_emit(text: &str) -> Result<Emit, String> {
    text.parse()
}

fn parse_check(text: &str) -> Result<Check, String> {
    text.parse()
}

/// The configuration of the command line: `--seq`'s choice, else the
/// defaults (one CTA per tile), with the flags given over it; the chosen
/// consumer count only with the chosen schedule.
fn configure(cli: &Cli) -> Config {
    let chosen = match cli.seq {
        Some(seq) => Config::for_length(cli.head_dim, cli.causal, seq),
        None => Config::default(),
    };
    let persistent = if cli.persistent || cli.one_tile {
        cli.persistent
    } else {
        chosen.persistent
    };
    let consumers = match cli.consumers {
        Some(n) => Some(n),
        None if persistent == chosen.persistent => chosen.consumers,
        None => None,
    };
    Config {
        head_dim: cli.head_dim,
        causal: cli.causal,
        stages: cli.stages,
        block_n: cli.block_n,
        persistent,
        consumers,
        tma_store: !cli.direct_store,
        tma_store_three: cli.tma_store_three,
        longest_first: cli.longest_first,
    }
}

fn run(cli: Cli) -> Result<(), String> {
    let config = configure(&cli);
    config.check()?;
    if cli.print_contract {
        return cli::write(cli.output.as_deref(), config.contract_json().as_bytes());
    }
    eprintln!("{}", config.contract());
    let context = phaselock::dialect::create_context().map_err(|e| e.to_string())?;
    let args = config.arg_types();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let attributes = config.attributes();
    let mut module = phaselock_dsl::kernel_module(
        &context,
        &config.kernel_name(),
        (&args, &attributes),
        config.threads() as i32,
        |kb, values| build_kernel(&config, kb, values),
    )?;
    if config.o_by_tma() && !config.o_in_q() {
        let staging = ("o_staging", config.staging_bytes(), 1024);
        phaselock_dsl::add_shared_buffer(&context, &module, staging)?;
    }
    let emit = match cli.emit {
        Some(emit) if !cli.source => emit,
        _ => {
            let flags = OperationPrintingFlags::new().enable_debug_info(cli.locations, false);
            let text = module
                .as_operation()
                .to_string_with_flags(flags)
                .map_err(|e| format!("cannot print the module: {e}"))?;
            return cli::write(cli.output.as_deref(), text.as_bytes());
        }
    };
    let options = CompileOptions {
        emit,
        check: cli.check,
        ..Default::default()
    };
    let name = format!("{}.generated", config.kernel_name());
    let compiled =
        compile_module(&context, &mut module, &name, &options).map_err(|e| e.to_string())?;
    cli::write_compiled(&compiled, cli.output.as_deref())
}
