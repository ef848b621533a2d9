//! phaselock's benchmarks, each measured side by side in one run with its
//! baseline, every figure reported as a ratio to that baseline.
//!
//! `phaselock-bench gpu DIR`: on a GPU, with DIR made by `bench/run.sh`:
//! - the streaming ring reduction over 1 GiB (examples/ring_reduce.mlir)
//!   for stages 1, 2, 3, 4, 6, 8, at one CTA per SM and at the best
//!   occupancy, against the hand-written CUDA ring of the same design
//!   (bench/baselines/ring_reduce.cu) and a plain vectorized read kernel;
//! - handoff latency between two warps through one mbarrier pair;
//! - `async.cluster_barrier` for clusters of 2, 4, 8 and 16 CTAs (16: non-portable), against the same
//!   protocol written by hand and the hardware `barrier.cluster`.
//!
//! `phaselock-bench cycles MODULE CTAS THREADS KERNEL...`: cycles per
//! iteration of latency kernels of one module (the cluster barrier's
//! variants, bench/baselines/cluster_variants.cu).
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
mod race;

use phaselock_runtime::{
    reduce::{input, TILE},
    Arg, Device, DeviceBuffer, Event, Kernel, LaunchConfig, Module, Stream,
};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

type Res<T> = Result<T, String>;

/// What `--help` prints: the commands and their arguments.
const HELP: &str = "\
phaselock's benchmarks, each measured side by side with its baseline (markdown on stdout)

Usage: phaselock-bench <COMMAND> [ARGS]...

Commands:
  gpu DIR                      the ring reduction, handoff latency and cluster barrier, against
                               hand-written CUDA (DIR made by bench/run.sh)
  gemm PTX KERNEL THREADS TILE_M TILE_N GRID MxNxK...
                               the bf16 GEMM on each shape, checked against the CPU (GRID:
                               persistent or one-tile, with -ptr when C is a pointer, -c2 for
                               clusters of 2)
  ring DIR ptx|cubin HAND_MODULE
                               the streaming ring table: ours from DIR against the hand-written
                               kernels of HAND_MODULE
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
        ["gpu", dir] => gpu(Path::new(dir)),
        ["ring", dir, ours_ext, hand_file] => Device::open(0).map_err(s).and_then(|device| {
            let stream = Stream::new(&device).map_err(s)?;
            ring_table(&device, &stream, Path::new(dir), ours_ext, hand_file)
        }),
        ["gemm", ptx, kernel, threads, tile_m, tile_n, grid, shapes @ ..] => gemm::gemm(
            Path::new(ptx),
            kernel,
            [threads, tile_m, tile_n],
            grid,
            shapes,
        ),
        ["cycles", file, ctas, threads, kernels @ ..] => cycles(file, ctas, threads, kernels),
        ["compile", opt, dir] => compile_time(Path::new(opt), Path::new(dir)),
        _ => Err("usage: phaselock-bench gpu DIR | gemm PTX KERNEL THREADS TILE_M TILE_N persistent|one-tile MxNxK... | ring DIR ptx|cubin HAND_MODULE | cycles MODULE CTAS THREADS KERNEL... | compile ASYNC_OPT DIR | race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL | deadlock PTX RUNS (--help says more)".into()),
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

/// Times `launch` `reps` times after one warm-up; median milliseconds.
fn time_ms(
    device: &Device,
    stream: &Stream,
    reps: usize,
    mut launch: impl FnMut() -> Res<()>,
) -> Res<f64> {
    let (start, end) = (
        Event::new(device).map_err(s)?,
        Event::new(device).map_err(s)?,
    );
    launch()?;
    stream.synchronize(None).map_err(s)?;
    let mut times = Vec::new();
    for _ in 0..reps {
        start.record(stream).map_err(s)?;
        launch()?;
        end.record(stream).map_err(s)?;
        times.push(end.elapsed_since(&start).map_err(s)? as f64);
    }
    Ok(median(times))
}

const STAGES: [u32; 6] = [1, 2, 3, 4, 6, 8];
/// 2^18 tiles of 4 KiB: 1 GiB.
const TOTAL_TILES: u64 = 1 << 18;

struct RingInput {
    src: DeviceBuffer<i32>,
    /// Sum of each tile.
    tile_sums: Vec<i32>,
    tiles: u64,
}

fn ring_input(device: &Device, tiles: u64) -> Res<RingInput> {
    let host = input(tiles as usize * TILE);
    let tile_sums = host
        .chunks(TILE)
        .map(|c| c.iter().fold(0i32, |a, v| a.wrapping_add(*v)))
        .collect();
    let src = DeviceBuffer::from_host(device, &host).map_err(s)?;
    Ok(RingInput {
        src,
        tile_sums,
        tiles,
    })
}

/// One ring launch to time: a kernel and its grid.
struct RingLaunch<'a> {
    kernel: &'a Kernel<'a>,
    ctas: u32,
    tiles: u32,
    out: DeviceBuffer<i32>,
}

impl<'a> RingLaunch<'a> {
    fn new(
        device: &Device,
        data: &RingInput,
        kernel: &'a Kernel<'a>,
        ctas: u32,
        tiles: u32,
    ) -> Res<Self> {
        if ctas as u64 * tiles as u64 > data.tiles {
            return Err("input too small".into());
        }
        let out = DeviceBuffer::<i32>::alloc(device, ctas as usize).map_err(s)?;
        Ok(Self {
            kernel,
            ctas,
            tiles,
            out,
        })
    }

    fn launch(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        let config = LaunchConfig {
            shared_bytes: self.kernel.dynamic_shared_bytes,
            ..LaunchConfig::linear(self.ctas, 160)
        };
        self.out.zero().map_err(s)?;
        let args = [data.src.arg(), self.out.arg(), Arg::I32(self.tiles as i32)];
        stream.launch(self.kernel, &config, &args).map_err(s)
    }

    /// Checks the last launch's sums against the CPU.
    fn check(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        stream.synchronize(Some(&self.kernel.name)).map_err(s)?;
        let got = self.out.to_host().map_err(s)?;
        for (c, g) in got.iter().enumerate() {
            let first = c * self.tiles as usize;
            let want = data.tile_sums[first..first + self.tiles as usize]
                .iter()
                .fold(0i32, |a, v| a.wrapping_add(*v));
            if *g != want {
                return Err(format!(
                    "{}: CTA {c} got {g}, expected {want}",
                    self.kernel.name
                ));
            }
        }
        Ok(())
    }

    fn bytes(&self) -> f64 {
        self.ctas as f64 * self.tiles as f64 * (TILE * 4) as f64
    }
}

/// Times two launches interleaved, `rounds` times each after a checked
/// warm-up; median GB/s of each, and the median of the paired ratios (each
/// launch of `a` over the launch of `b` right after it, so a drift of the
/// machine between rounds cancels out).
fn ring_pair(
    device: &Device,
    stream: &Stream,
    data: &RingInput,
    a: &RingLaunch<'_>,
    b: &RingLaunch<'_>,
    rounds: usize,
) -> Res<(f64, f64, f64)> {
    for l in [a, b] {
        l.launch(stream, data)?;
        l.check(stream, data)?;
    }
    let (start, end) = (
        Event::new(device).map_err(s)?,
        Event::new(device).map_err(s)?,
    );
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        for (l, times) in [(a, &mut ta), (b, &mut tb)] {
            start.record(stream).map_err(s)?;
            l.launch(stream, data)?;
            end.record(stream).map_err(s)?;
            let ms = end.elapsed_since(&start).map_err(s)? as f64;
            times.push(l.bytes() / (ms * 1e6));
        }
    }
    a.check(stream, data)?;
    b.check(stream, data)?;
    let paired = ta.iter().zip(&tb).map(|(x, y)| x / y).collect();
    Ok((median(ta), median(tb), median(paired)))
}

fn plain_read(
    device: &Device,
    stream: &Stream,
    module: &Module<'_>,
    data: &RingInput,
) -> Res<(f64, u32)> {
    let kernel = module.kernel("plain_read").map_err(s)?;
    let out = DeviceBuffer::<i32>::alloc(device, 1).map_err(s)?;
    let n4 = (TOTAL_TILES as usize * TILE / 4) as i64;
    let want = data.tile_sums[..TOTAL_TILES as usize]
        .iter()
        .fold(0i32, |a, v| a.wrapping_add(*v));
    let mut best = (0.0, 0);
    for per_sm in [1, 2, 4, 8, 16] {
        let ctas = device.multiprocessors as u32 * per_sm;
        let config = LaunchConfig::linear(ctas, 256);
        let args = [data.src.arg(), out.arg(), Arg::I64(n4)];
        let ms = time_ms(device, stream, 5, || {
            out.zero().map_err(s)?;
            stream.launch(&kernel, &config, &args).map_err(s)
        })?;
        let got = out.to_host().map_err(s)?[0];
        if got != want {
            return Err(format!("plain_read got {got}, expected {want}"));
        }
        let gbs = (n4 as f64 * 16.0) / (ms * 1e6);
        if gbs > best.0 {
            best = (gbs, per_sm);
        }
    }
    Ok(best)
}

fn gpu(dir: &Path) -> Res<()> {
    let device = Device::open(0).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let sms = device.multiprocessors as u32;
    println!("## GPU benchmarks\n");
    println!(
        "Device: {} ({}, {} SMs). Ring figures: median of 41 launches of ours and 41 of the hand-written kernel, interleaved, after a warm-up (CUDA events), and the median of the 41 paired ratios (each launch of ours over the hand-written launch right after it); latency figures: median of 6 launches after a warm-up (clock64 in the kernel). Every result is checked against the CPU.\n",
        device.name,
        device.arch(),
        sms
    );

    // 1. The streaming ring: ours JIT-compiled from its PTX, the
    // hand-written kernel from nvcc's cubin.
    ring_table(&device, &stream, dir, "ptx", "ring_reduce.cubin")?;

    // 2. Handoff latency.
    let iters = 100_000;
    let ours_module = device.load_file(&dir.join("handoff.ptx")).map_err(s)?;
    let hand_module = device.load_file(&dir.join("handoff.cubin")).map_err(s)?;
    let ours = ours_module.kernel("handoff").map_err(s)?;
    let hand = hand_module.kernel("handoff").map_err(s)?;
    let cycles = |k: &Kernel<'_>| cycles_per_iteration(&device, &stream, k, 1, 64, iters);
    let (o, h) = (cycles(&ours)?, cycles(&hand)?);
    println!("### Handoff latency between two warps (one full/empty mbarrier pair)\n");
    println!("| | cycles per round trip |\n|---|---:|");
    println!("| ours (1-stage pipeline, warp arrive unit) | {o:.1} |");
    println!("| hand-written (lane 0 arrives after __syncwarp) | {h:.1} |");
    println!(
        "| **ours / hand-written** | **{:.3}** (target <= 1.05) |\n",
        o / h
    );

    // 3. Cluster barrier.
    let iters = 20_000;
    println!("### Cluster barrier (one cluster; 128 threads per CTA take part)\n");
    println!("| CTAs | ours, counter protocol (a role of 4 of 5 warps) | ours, role = whole CTA | ours, both roles meet it | hand-written mbarrier protocol | hardware barrier.cluster | counter / hand-written | counter / hardware | whole CTA / hardware | both roles / hardware |");
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let hand_module = device
        .load_file(&dir.join("cluster_sync.cubin"))
        .map_err(s)?;
    for ctas in [2u32, 4, 8, 16] {
        let counter_module = device
            .load_file(&dir.join(format!("cluster_sync.c{ctas}.ptx")))
            .map_err(s)?;
        let cta_module = device
            .load_file(&dir.join(format!("cluster_sync_cta.c{ctas}.ptx")))
            .map_err(s)?;
        let roles_module = device
            .load_file(&dir.join(format!("cluster_sync_roles.c{ctas}.ptx")))
            .map_err(s)?;
        let counter = counter_module.kernel("cluster_sync").map_err(s)?;
        let whole = cta_module.kernel("cluster_sync_cta").map_err(s)?;
        let both = roles_module.kernel("cluster_sync_roles").map_err(s)?;
        let mbar = hand_module
            .kernel(&format!("cluster_sync_mbar_c{ctas}"))
            .map_err(s)?;
        let hw = hand_module
            .kernel(&format!("cluster_sync_hw_c{ctas}"))
            .map_err(s)?;
        let per = |k: &Kernel<'_>, threads| {
            cycles_per_iteration(&device, &stream, k, ctas, threads, iters)
        };
        let (o, c, r) = (per(&counter, 160)?, per(&whole, 128)?, per(&both, 160)?);
        let (m, w) = (per(&mbar, 128)?, per(&hw, 128)?);
        println!(
            "| {ctas} | {o:.1} | {c:.1} | {r:.1} | {m:.1} | {w:.1} | {:.3} | {:.3} | {:.3} | {:.3} |",
            o / m,
            o / w,
            c / w,
            r / w
        );
    }
    println!();
    Ok(())
}

/// The streaming ring table: ours loaded from `ring_reduce.sN.<ours_ext>`
/// (`ptx`: JIT-compiled by the driver; `cubin`: assembled by ptxas), the
/// hand-written kernels and the plain read kernel from `hand_file` (nvcc's
/// cubin, or its PTX for the driver's JIT), both in `dir`.
fn ring_table(
    device: &Device,
    stream: &Stream,
    dir: &Path,
    ours_ext: &str,
    hand_file: &str,
) -> Res<()> {
    let sms = device.multiprocessors as u32;
    println!("Ring: ours from ring_reduce.sN.{ours_ext}, hand-written from {hand_file}.\n");
    // Rounding the tiles per CTA up adds at most one tile per CTA.
    let most = TOTAL_TILES + 64 * sms as u64;
    let data = ring_input(device, most)?;
    let baseline = device.load_file(&dir.join(hand_file)).map_err(s)?;
    let (plain, plain_per_sm) = plain_read(device, stream, &baseline, &data)?;
    println!("### Streaming ring reduction, 1 GiB of i32 (4 KiB tiles)\n");
    println!(
        "Plain vectorized read kernel (int4 loads, grid-stride, best of 1..16 CTAs of 256 threads per SM: {plain_per_sm}/SM): **{plain:.1} GB/s**.\n"
    );
    println!("| stages | config | CTAs | ours GB/s | hand-written GB/s | ours / hand-written | paired ratio | ours / plain read |");
    println!("|---:|---|---:|---:|---:|---:|---:|---:|");
    let mut best_ours: f64 = 0.0;
    let (stage_counts, rounds, hand_first) = ring_selection()?;
    for stages in stage_counts {
        let ours_module = device
            .load_file(&dir.join(format!("ring_reduce.s{stages}.{ours_ext}")))
            .map_err(s)?;
        let ours = ours_module.kernel("ring_reduce").map_err(s)?;
        let hand = baseline
            .kernel(&format!("ring_reduce_s{stages}"))
            .map_err(s)?;
        let occupancy = ours
            .ctas_per_sm(160, ours.dynamic_shared_bytes)
            .map_err(s)?
            .max(1) as u32;
        let hand_occupancy = hand.ctas_per_sm(160, 0).map_err(s)?.max(1) as u32;
        for (label, per_sm, hand_per_sm) in [
            ("1 CTA/SM", 1, 1),
            ("best occupancy", occupancy, hand_occupancy),
        ] {
            let ctas = sms * per_sm;
            let tiles = TOTAL_TILES.div_ceil(ctas as u64) as u32;
            let hand_ctas = sms * hand_per_sm;
            let hand_tiles = TOTAL_TILES.div_ceil(hand_ctas as u64) as u32;
            let ours_launch = RingLaunch::new(device, &data, &ours, ctas, tiles)?;
            let hand_launch = RingLaunch::new(device, &data, &hand, hand_ctas, hand_tiles)?;
            let (o, h, ratio) = if hand_first {
                let (h, o, r) =
                    ring_pair(device, stream, &data, &hand_launch, &ours_launch, rounds)?;
                (o, h, 1.0 / r)
            } else {
                ring_pair(device, stream, &data, &ours_launch, &hand_launch, rounds)?
            };
            best_ours = best_ours.max(o);
            let ctas_text = if ctas == hand_ctas {
                ctas.to_string()
            } else {
                format!("{ctas} / {hand_ctas}")
            };
            println!(
                "| {stages} | {label} | {ctas_text} | {o:.1} | {h:.1} | {:.3} | {ratio:.3} | {:.3} |",
                o / h,
                o / plain
            );
        }
    }
    println!(
        "\nBest configuration of ours over the plain read kernel: **{:.3}** (target >= 0.97).\n",
        best_ours / plain
    );
    Ok(())
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

/// The stage counts and timed rounds of `phaselock-bench ring`, and
/// whether the hand-written kernel goes first in each round: all of
/// [`STAGES`], 41 rounds, ours first; or `PHASELOCK_RING_STAGES` (e.g.
/// `4,6`), `PHASELOCK_RING_ROUNDS` (a profiler run wants few launches) and
/// `PHASELOCK_RING_ORDER=hand-first` (the order's own effect).
fn ring_selection() -> Res<(Vec<u32>, usize, bool)> {
    let stages = match std::env::var("PHASELOCK_RING_STAGES") {
        Ok(list) => list
            .split(',')
            .map(|v| match v.trim().parse::<u32>() {
                Ok(n) if STAGES.contains(&n) => Ok(n),
                _ => Err(format!(
                    "PHASELOCK_RING_STAGES: `{v}` is not one of {STAGES:?}"
                )),
            })
            .collect::<Res<Vec<u32>>>()?,
        Err(_) => STAGES.to_vec(),
    };
    let rounds = match std::env::var("PHASELOCK_RING_ROUNDS") {
        Ok(v) => v.parse::<usize>().ok().filter(|&n| n > 0).ok_or(format!(
            "PHASELOCK_RING_ROUNDS: `{v}` is not a positive number"
        ))?,
        Err(_) => 41,
    };
    let hand_first = std::env::var("PHASELOCK_RING_ORDER").as_deref() == Ok("hand-first");
    Ok((stages, rounds, hand_first))
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
    ] {
        let file = root.join("examples").join(format!("{example}.mlir"));
        let text = std::fs::read_to_string(&file).map_err(s)?;
        let ops = text.matches("\"async.").count();
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
