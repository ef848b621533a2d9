//! phaselock's benchmarks, each measured side by side in one run with its
//! baseline, every figure reported as a ratio to that baseline.
//!
//! `phaselock-bench gpu DIR [RAW_DIR]`: on a GPU, with DIR made by
//! `bench/run.sh sync-inputs` (or `build`), the three benchmarks below in
//! turn, each by the method of `bench/RESULTS.md` (`method.rs`): every side
//! in one process, rounds in a rotating order, steady state as the
//! headline, interleaved and burst beside it, paired ratios, the SM clock
//! and power read during the run; the raw output (one line per side per
//! round) into RAW_DIR:
//! - `ring DIR EXT HAND_MODULE [RAW]`: the streaming ring reduction over 1
//!   GiB (examples/ring_reduce.mlir) for stages 1, 2, 3, 4, 6, 8, at one CTA
//!   per SM and at the best occupancy, against the hand-written CUDA ring of
//!   the same design (bench/baselines/ring_reduce.cu) and a plain
//!   vectorized read kernel (`ring.rs`);
//! - `handoff DIR [RAW]`: handoff latency between two warps through one
//!   mbarrier pair, against five hand-written forms (`latency.rs`);
//! - `cluster DIR [RAW]`: `async.cluster_barrier` for clusters of 2, 4, 8
//!   and 16 CTAs (16: non-portable), against the same protocol written by
//!   hand and the hardware `barrier.cluster`, and the protocol's
//!   hand-written variants (bench/baselines/cluster_variants.cu).
//!
//! `phaselock-bench cycles MODULE CTAS THREADS KERNEL...`: cycles per
//! iteration of latency kernels of one module, a quick look (median of 6
//! launches).
//!
//! `phaselock-bench compile ASYNC_OPT DIR`: compile time of `async-opt` to
//! PTX for the examples and for generated modules of 1k, 10k and 100k async
//! ops.
//!
//! `phaselock-bench race ...` and `deadlock ...`: the cluster barrier's race
//! reproduction and the watchdog on a deadlocking kernel (see `race.rs`).
//!
//! `phaselock-bench --help` lists the commands. Output: markdown on stdout.

mod gemm;
mod latency;
mod method;
mod race;
mod ring;

use phaselock_runtime::{Arg, Device, DeviceBuffer, Kernel, LaunchConfig, Stream};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

type Res<T> = Result<T, String>;

/// What `--help` prints: the commands and their arguments.
const HELP: &str = "\
phaselock's benchmarks, each measured side by side with its baseline (markdown on stdout)

Usage: phaselock-bench <COMMAND> [ARGS]...

Commands:
  gpu DIR [RAW_DIR]            the handoff, cluster barrier and ring reduction by the method of
                               bench/RESULTS.md, against hand-written CUDA (DIR made by
                               bench/run.sh sync-inputs); raw output into RAW_DIR
  gemm PTX KERNEL THREADS TILE_M TILE_N GRID MxNxK...
                               the bf16 GEMM on each shape, checked against the CPU (GRID:
                               persistent or one-tile, with -ptr when C is a pointer, -c2 for
                               clusters of 2)
  ring DIR EXT HAND_MODULE [RAW]
                               the streaming ring by the method: ours from DIR/ring_reduce.sN.EXT
                               (ptx or ptxas.cubin) against the hand-written kernels of
                               HAND_MODULE; raw output to RAW
  handoff DIR [RAW]            handoff latency by the method, ours against hand-written forms
  cluster DIR [RAW]            the cluster barrier by the method, and its protocol's variants
  cycles MODULE CTAS THREADS KERNEL...
                               cycles per iteration of the latency kernels of MODULE
  compile ASYNC_OPT DIR        compile time of ASYNC_OPT to PTX for the examples and generated
                               modules of 1k, 10k and 100k async ops
  race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL
                               the cluster barrier's race reproduction: RUNS instrumented
                               launches, PARALLEL at a time
  deadlock PTX RUNS            the watchdog on a deadlocking kernel, RUNS launches

Options:
  -h, --help  Print help
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["-h" | "--help" | "help", ..] => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        ["race-one", ptx, kernel, ctas, threads, iters] => {
            let parse = |v: &str| v.parse::<u32>().unwrap_or(1);
            return race::race_one(
                Path::new(ptx),
                kernel,
                parse(ctas),
                parse(threads),
                parse(iters) as i32,
            );
        }
        ["race", rest @ ..] => race::race(rest),
        ["deadlock-one", ptx] => return race::deadlock_one(Path::new(ptx)),
        ["deadlock", rest @ ..] => race::deadlock(rest),
        ["gpu", dir] => gpu(Path::new(dir), None),
        ["gpu", dir, raw] => gpu(Path::new(dir), Some(Path::new(raw))),
        ["ring", dir, ours_ext, hand_file, raw @ ..] if raw.len() <= 1 => ring::ring(
            Path::new(dir),
            ours_ext,
            hand_file,
            raw.first().map(Path::new),
        ),
        ["handoff", dir, raw @ ..] if raw.len() <= 1 => {
            latency::handoff(Path::new(dir), raw.first().map(Path::new))
        }
        ["cluster", dir, raw @ ..] if raw.len() <= 1 => {
            latency::cluster(Path::new(dir), raw.first().map(Path::new))
        }
        ["gemm", ptx, kernel, threads, tile_m, tile_n, grid, shapes @ ..] => gemm::gemm(
            Path::new(ptx),
            kernel,
            [threads, tile_m, tile_n],
            grid,
            shapes,
        ),
        ["cycles", file, ctas, threads, kernels @ ..] => cycles(file, ctas, threads, kernels),
        ["compile", opt, dir] => compile_time(Path::new(opt), Path::new(dir)),
        _ => Err("usage: phaselock-bench gpu DIR [RAW_DIR] | gemm PTX KERNEL THREADS TILE_M TILE_N persistent|one-tile MxNxK... | ring DIR EXT HAND_MODULE [RAW] | handoff DIR [RAW] | cluster DIR [RAW] | cycles MODULE CTAS THREADS KERNEL... | compile ASYNC_OPT DIR | race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL | deadlock PTX RUNS (--help says more)".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn s<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        0.0
    } else {
        v[v.len() / 2]
    }
}

/// `phaselock-bench gpu`: the handoff, the cluster barrier and the ring,
/// each by the method, one after the other; the raw output of each into
/// `raw` (`handoff.tsv`, `cluster.tsv`, `ring.tsv`). Ours is the ptxas
/// cubin of our PTX where DIR has one, else the PTX.
fn gpu(dir: &Path, raw: Option<&Path>) -> Res<()> {
    if let Some(r) = raw {
        std::fs::create_dir_all(r).map_err(|e| format!("cannot create {}: {e}", r.display()))?;
    }
    let file = |name: &str| raw.map(|r| r.join(name));
    let ext = if dir.join("ring_reduce.s1.ptxas.cubin").exists() {
        "ptxas.cubin"
    } else {
        "ptx"
    };
    latency::handoff(dir, file("handoff.tsv").as_deref())?;
    latency::cluster(dir, file("cluster.tsv").as_deref())?;
    ring::ring(dir, ext, "ring_reduce.cubin", file("ring.tsv").as_deref())
}

/// Cycles per iteration of a `(out: !llvm.ptr<1>, iters: i32)` kernel that
/// stores its `clock64` cycles to `out[0]`: the median of 6 launches after
/// a warm-up.
fn cycles_per_iteration(
    device: &Device,
    stream: &Stream,
    kernel: &Kernel<'_>,
    ctas: u32,
    threads: u32,
    iters: i32,
) -> Res<f64> {
    let out = DeviceBuffer::<i64>::alloc(device, 1).map_err(s)?;
    let mut runs = Vec::new();
    for _ in 0..7 {
        stream
            .launch(
                kernel,
                &LaunchConfig::linear(ctas, threads),
                &[out.arg(), Arg::I32(iters)],
            )
            .map_err(s)?;
        stream.synchronize(Some(&kernel.name)).map_err(s)?;
        runs.push(out.to_host().map_err(s)?[0] as f64 / iters as f64);
    }
    Ok(median(runs[1..].to_vec()))
}

/// `phaselock-bench cycles`: cycles per iteration (as [`cycles_per_iteration`]
/// measures them) of each named kernel of one module, one cluster of `ctas`
/// CTAs of `threads` threads, 20,000 iterations, a line each.
fn cycles(file: &str, ctas: &str, threads: &str, kernels: &[&str]) -> Res<()> {
    let number = |v: &str| v.parse::<u32>().map_err(|e| format!("`{v}`: {e}"));
    let (ctas, threads) = (number(ctas)?, number(threads)?);
    let device = Device::open(0).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let module = device.load_file(Path::new(file)).map_err(s)?;
    for name in kernels {
        let kernel = module.kernel(name).map_err(s)?;
        let c = cycles_per_iteration(&device, &stream, &kernel, ctas, threads, 20_000)?;
        println!("{name} {ctas} {c:.1}");
    }
    Ok(())
}

/// A module of `kernels` kernels, each with one barrier array and 99
/// barrier ops (get, arrive, wait in turn): 100 async ops per kernel. Each
/// kernel is a correct protocol the checker proves (one warp, every lane
/// arrives on a barrier expecting 32, then waits for the phase it
/// completed), so its share is that of a full check.
fn generated_module(kernels: usize) -> String {
    let mut m = String::from("gpu.module @generated [#nvvm.target<chip = \"sm_90a\">] {\n");
    for k in 0..kernels {
        m.push_str(&format!(
            "  gpu.func @k{k}() kernel attributes {{known_block_size = array<i32: 32, 1, 1>}} {{\n    %a = \"async.barrier.alloc\"() {{size = 4 : i64, count = 32 : i64, scope = \"cta\", name = \"a\"}} : () -> !async.mbarrier_array<4>\n    %i = arith.constant 0 : index\n    %p0 = arith.constant false\n    %p1 = arith.constant true\n"
        ));
        for j in 0..33 {
            let p = j % 2;
            m.push_str(&format!(
                "    %b{j} = \"async.barrier.get\"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier\n    \"async.barrier.arrive\"(%b{j}) : (!async.mbarrier) -> ()\n    \"async.barrier.wait\"(%b{j}, %p{p}) {{mode = \"try\"}} : (!async.mbarrier, i1) -> ()\n"
            ));
        }
        m.push_str("    gpu.return\n  }\n");
    }
    m.push_str("}\n");
    m
}

fn time_compile(opt: &Path, file: &Path, check: &str) -> Res<f64> {
    let mut best = f64::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        let out = Command::new(opt)
            .arg(file)
            .args(["--emit=ptx", "--chip=sm_90a", check, "-o", "/dev/null"])
            .output()
            .map_err(|e| format!("cannot run {}: {e}", opt.display()))?;
        if !out.status.success() {
            return Err(format!(
                "async-opt failed on {}: {}",
                file.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    Ok(best)
}

fn compile_time(opt: &Path, dir: &Path) -> Res<()> {
    std::fs::create_dir_all(dir).map_err(s)?;
    println!("## Compile time of async-opt to PTX\n");
    println!("Best of 3 runs of `async-opt FILE --emit=ptx --chip=sm_90a` (the whole pipeline, the protocol checker, LLVM O3 and the NVPTX backend included), wall time; the checker's share is 1 - (time with `--no-check`) / (time with it).\n");
    println!("| input | async ops | seconds | ops per second | seconds per op / that of 1k | checker's share |");
    println!("|---|---:|---:|---:|---:|---:|");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for example in [
        "ring_reduce",
        "cluster_reduce",
        "bulk_copy_reduce",
        "pingpong_reduce",
        "pingpong_stores_reduce",
        "broadcast_reduce",
        "carried_reduce",
        "tma_tile",
        "tma_tile_multicast",
        "wgmma_gemm",
        "gemm_bf16",
        "attention_causal",
    ] {
        let file = root.join("examples").join(format!("{example}.mlir"));
        let text = std::fs::read_to_string(&file).map_err(s)?;
        let ops = async_ops(&text);
        let t = time_compile(opt, &file, "--check=on")?;
        let unchecked = time_compile(opt, &file, "--no-check")?;
        println!(
            "| examples/{example}.mlir | {ops} | {t:.3} | {:.0} | | {:.2} |",
            ops as f64 / t,
            1.0 - unchecked / t
        );
    }
    let mut base = 0.0;
    for kernels in [10usize, 100, 1000] {
        let ops = kernels * 100;
        let file = dir.join(format!("generated_{ops}.mlir"));
        std::fs::write(&file, generated_module(kernels)).map_err(s)?;
        let t = time_compile(opt, &file, "--check=on")?;
        let unchecked = time_compile(opt, &file, "--no-check")?;
        let per_op = t / ops as f64;
        if kernels == 10 {
            base = per_op;
        }
        println!(
            "| generated, {kernels} kernels | {ops} | {t:.3} | {:.0} | {:.3} | {:.2} |",
            ops as f64 / t,
            per_op / base,
            1.0 - unchecked / t
        );
    }
    println!();
    Ok(())
}

/// The `async` ops of an MLIR text, in the custom or the generic form: the
/// lines whose op (after any `%results =`) is `async.*` or `"async.*"`.
fn async_ops(text: &str) -> usize {
    text.lines()
        .filter(|line| {
            let line = line.trim_start();
            let op = match line.split_once(" = ") {
                Some((results, rest)) if results.starts_with('%') => rest,
                _ => line,
            };
            op.starts_with("async.") || op.starts_with("\"async.")
        })
        .count()
}
