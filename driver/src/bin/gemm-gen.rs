//! `gemm-gen`: builds the bf16 GEMM of `phaselock-dsl` through typed
//! builders into a module of phaselock's context and compiles it through
//! the embedding API (`compile_module`, checker on), as a DSL compiler
//! would; no MLIR text is generated or parsed on the way.
//!
//! `gemm-gen [--shape MxNxK] [--dtype bf16|e4m3|e5m2 [--fast-accum]] [--tile-n 128|256] [--stages N] [--pingpong [--shared-ring]] [--one-tile]
//! [--group-m G] [--cluster 1|2] [--direct-store] [--split-k N] [--emit mlir|llvm|ptx|cubin] [--source [--locations]]
//! [--check on|strict|off] [-o FILE]` (`--help` lists them):
//! `--shape` starts from the configuration the generator chooses for the
//! problem ([`Config::for_shape`]: clusters of 2 where K's row pitch is not
//! a multiple of 128 bytes), which a given `--cluster` overrides;
//! `--source` prints the built pipeline-level module (what
//! `examples/gemm_bf16.mlir` holds); `--emit` compiles it (the later of the
//! two wins). `--direct-store` writes C from the accumulator registers
//! instead of by TMA stores (whole tiles only). The launch contract goes to
//! stderr.

use async_opt::cli;
use clap::Parser;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use phaselock::compile::{compile_module, Check, CompileOptions, Emit};
use phaselock_dsl::gemm::{module, Config, Elem};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli: Cli = match cli::parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli.args()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("gemm-gen: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The command line, as clap reads it.
#[derive(Parser)]
#[command(
    name = "gemm-gen",
    about = "phaselock's bf16 and FP8 GEMM generator for sm_90a: builds the kernel through typed builders and prints its pipeline-level module or compiles it (checker on); the launch contract goes to stderr"
)]
struct Cli {
    /// The problem the kernel is for: the generator chooses its configuration (clusters of 2 where 2 K bytes is not a multiple of 128); the options below override it
    #[arg(long, value_name = "MxNxK", value_parser = cli::mnk)]
    shape: Option<(u32, u32, u32)>,
    /// The element type of A and B: bf16, or FP8 e4m3 or e5m2 (per-tensor scales, bf16 C)
    #[arg(long, value_name = "TYPE", default_value = "bf16", value_parser = parse_elem)]
    dtype: Elem,
    /// FP8: add every K step's products in the wgmma accumulator instead of promoting each K step's partial sum into f32 registers (faster, less precise; allows --tile-n 256; promoted sums take 128 or 192)
    #[arg(long)]
    fast_accum: bool,
    /// Columns of C per CTA tile: 128, 192 or 256 (rows are 128) [default: 256, 128 with --pingpong, 192 for FP8 without --fast-accum]
    #[arg(long, value_name = "N")]
    tile_n: Option<u32>,
    /// Stages of each TMA ring [default: 4; with --pingpong 3 per warpgroup, 6 with --shared-ring]
    #[arg(long, value_name = "N")]
    stages: Option<u32>,
    /// The ping-pong schedule: each consumer warpgroup computes whole 128 x 128 tiles from rings of its own, the two taking turns at the tensor cores (one's epilogue under the other's mainloop)
    #[arg(long)]
    pingpong: bool,
    /// With --pingpong: one ring the two warpgroups share out a tile's K steps at a time (deeper, faster at small K; its protocol is checked for the trip counts run, not proven for all: a warning)
    #[arg(long, requires = "pingpong")]
    shared_ring: bool,
    /// One output tile per CTA (the default is a persistent kernel looping over tiles)
    #[arg(long)]
    one_tile: bool,
    /// Tile rows per raster group of a persistent kernel, at least 1
    #[arg(long, value_name = "G", default_value_t = Config::default().group_m)]
    group_m: u32,
    /// CTAs per cluster: 1, or 2 (the pair shares and multicasts the B tile) [default: 1, or what --shape chooses]
    #[arg(long, value_name = "1|2")]
    cluster: Option<u32>,
    /// Write C from the accumulator registers instead of by TMA stores (whole tiles only)
    #[arg(long)]
    direct_store: bool,
    /// Columns of its 64 rows a consumer warpgroup's TMA epilogue stages at a time: 128, the tile's whole width (one pass; twice the staging's shared memory), or 64 (one box at a time into two in turn, an even number of passes) [default: 128; the whole tile at --tile-n 192]
    #[arg(long, value_name = "N")]
    staging_columns: Option<u32>,
    /// Split each tile's K steps into N equal parts (2 to 16; 1: none): the parts' f32 sums go to a workspace, a second kernel adds them in order into C [default: what --shape chooses: a split where the tiles fill at most half of 132 SMs]
    #[arg(long, value_name = "N")]
    split_k: Option<u32>,
    /// Compile the kernel to this: mlir (after the pipeline), llvm, ptx or cubin
    #[arg(long, value_name = "KIND", value_parser = parse_emit, overrides_with = "source")]
    emit: Option<Emit>,
    /// Print the built pipeline-level module itself (the default; what examples/gemm_bf16.mlir holds)
    #[arg(long, overrides_with = "emit")]
    source: bool,
    /// With --source: print each op's location (the generator's source line that built it)
    #[arg(long)]
    locations: bool,
    /// The protocol checker when compiling: on, strict or off
    #[arg(long, value_name = "MODE", default_value = "on", value_parser = parse_check)]
    check: Check,
    /// Output file (default: stdout)
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
}

/// The ping-pong schedule's tile columns and stages per ring when none
/// are given: 128 x 128 tiles, and the most stages that fit beside the
/// epilogue's staging, of two rings or (with `--shared-ring`) of one.
const PINGPONG_TILE_N: u32 = 128;
/// See [`PINGPONG_TILE_N`].
const PINGPONG_STAGES: u32 = 3;
/// See [`PINGPONG_TILE_N`].
const SHARED_RING_STAGES: u32 = 6;

fn parse_emit(text: &str) -> Result<Emit, String> {
    text.parse()
}

fn parse_elem(text: &str) -> Result<Elem, String> {
    text.parse()
}

fn parse_check(text: &str) -> Result<Check, String> {
    text.parse()
}

/// What to do.
struct Args {
    config: Config,
    /// What to compile the kernel to; none: print the built module.
    emit: Option<Emit>,
    locations: bool,
    check: Check,
    output: Option<String>,
}

impl Cli {
    fn args(self) -> Args {
        // Without a shape, the configuration of an aligned one.
        let (m, n, k) = self.shape.unwrap_or((0, 0, 0));
        let chosen = Config::for_problem(m, n, k, (self.dtype, self.fast_accum));
        let cluster = self.cluster.unwrap_or(chosen.cluster);
        // The generator's width for the cluster taken (the shape's, or the
        // one asked for).
        let (tile_n, stages) = if self.shared_ring {
            (PINGPONG_TILE_N, SHARED_RING_STAGES)
        } else if self.pingpong {
            (PINGPONG_TILE_N, PINGPONG_STAGES)
        } else {
            let tile_n = Config::tile_n_for((self.dtype, self.fast_accum), cluster);
            (tile_n, chosen.stages)
        };
        let split_k = self.split_k.unwrap_or(chosen.split_k);
        let tile_n = self.tile_n.unwrap_or(tile_n);
        let staging_columns = self.staging_columns.unwrap_or(Config::staging_for(tile_n));
        Args {
            config: Config {
                tile_n,
                stages: self.stages.unwrap_or(stages),
                persistent: !self.one_tile,
                group_m: self.group_m,
                // Split-K writes its parts from the registers.
                tma_store: !self.direct_store && split_k == 1,
                cluster,
                pingpong: self.pingpong,
                shared_ring: self.shared_ring,
                elem: self.dtype,
                fast_accum: self.fast_accum,
                split_k,
                staging_columns,
            },
            emit: if self.source { None } else { self.emit },
            locations: self.locations,
            check: self.check,
            output: self.output,
        }
    }
}

fn run(args: Args) -> Result<(), String> {
    args.config.check()?;
    eprintln!("{}", args.config.contract());
    let context = phaselock::dialect::create_context().map_err(|e| e.to_string())?;
    let mut module = module(&context, &args.config)?;
    let Some(emit) = args.emit else {
        let flags = OperationPrintingFlags::new().enable_debug_info(args.locations, false);
        let text = module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| format!("cannot print the module: {e}"))?;
        return cli::write(args.output.as_deref(), text.as_bytes());
    };
    let options = CompileOptions {
        emit,
        check: args.check,
        ..Default::default()
    };
    let name = format!("{}.generated", args.config.kernel_name());
    let compiled =
        compile_module(&context, &mut module, &name, &options).map_err(|e| e.to_string())?;
    cli::write_compiled(&compiled, args.output.as_deref())
}
