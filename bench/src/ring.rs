//! The streaming ring reduction by the method of `bench/RESULTS.md`
//! (`phaselock-bench ring DIR [ptx|cubin] [HAND_MODULE] [RAW]`): ours
//! (`examples/ring_reduce.mlir` at 1, 2, 3, 4, 6 and 8 stages) against the
//! hand-written ring of the same design (`bench/baselines/ring_reduce.cu`),
//! at one CTA per SM and at the best occupancy each kernel gets, over one
//! 1 GiB input (about 17 times the H200's L2, so no launch finds in L2
//! what the last one read: the input needs no rotation); then our best
//! configuration against the plain read kernel. Steady state, interleaved
//! and burst, paired ratios, clocks (`crate::method`).
//!
//! A control runs beside the two in every configuration: the hand-written
//! kernel again, from a second module loaded from the same file, in a slot
//! of its own. Its ratio to the hand-written kernel is what the harness and
//! the machine's drift alone give; a configuration where ours / hand-written
//! misses while the control scatters as far is not a cost of our code.

use crate::method::{self, median_mhz, median_watts, ratio, summary, Raw, Rounds, Runner, Side};
use crate::{s, Res};
use phaselock_runtime::{
    reduce::{input, TILE},
    Arg, Device, DeviceBuffer, Kernel, LaunchConfig, Module, Stream,
};
use std::path::Path;

/// The stage counts of the ring.
pub const STAGES: [u32; 6] = [1, 2, 3, 4, 6, 8];
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
    fn new(device: &Device, data: &RingInput, kernel: &'a Kernel<'a>, ctas: u32) -> Res<Self> {
        let tiles = TOTAL_TILES.div_ceil(ctas as u64) as u32;
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

    /// Enqueues one launch (the sums add up from launch to launch: only a
    /// checked launch starts from zero).
    fn enqueue(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        let config = LaunchConfig {
            shared_bytes: self.kernel.dynamic_shared_bytes,
            ..LaunchConfig::linear(self.ctas, 160)
        };
        let args = [data.src.arg(), self.out.arg(), Arg::I32(self.tiles as i32)];
        stream.launch(self.kernel, &config, &args).map_err(s)
    }

    /// One launch from zeroed sums, checked against the CPU.
    fn checked(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        stream.synchronize(None).map_err(s)?;
        self.out.zero().map_err(s)?;
        self.enqueue(stream, data)?;
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

/// One row of the table: a stage count and a launch configuration.
struct Config<'a> {
    stages: u32,
    label: &'static str,
    ours: RingLaunch<'a>,
    hand: RingLaunch<'a>,
    /// The hand-written kernel from a second module (the control).
    control: RingLaunch<'a>,
}

/// Ours, the hand-written kernel and the control of a configuration, as
/// sides (in that order).
fn sides_of<'a>(c: &'a Config<'a>, stream: &'a Stream, data: &'a RingInput) -> Vec<Side<'a>> {
    vec![
        Side::new("ours", move |_| c.ours.enqueue(stream, data)),
        Side::new("hand-written", move |_| c.hand.enqueue(stream, data)),
        Side::new("control", move |_| c.control.enqueue(stream, data)),
    ]
}

/// GB/s per round of each side.
fn gbs(rounds: &Rounds, bytes: &[f64]) -> Vec<Vec<f64>> {
    rounds
        .iter()
        .zip(bytes)
        .map(|(side, b)| side.iter().map(|r| b / (r.median_ms() * 1e6)).collect())
        .collect()
}

/// What one configuration measured: per phase, GB/s per round of ours and
/// the hand-written kernel, and the rounds (for the readings).
#[derive(Default)]
struct Measured {
    phases: Vec<(&'static str, Vec<Vec<f64>>, Rounds)>,
}

impl Measured {
    fn get(&self, phase: &str) -> Option<&(&'static str, Vec<Vec<f64>>, Rounds)> {
        self.phases.iter().find(|p| p.0 == phase)
    }

    /// `median (min-max)` of a/b per round in `phase` (sides 0 and 1).
    fn paired(&self, phase: &str) -> Res<String> {
        self.paired_sides(phase, 0, 1)
    }

    /// `median (min-max)` of side `a` over side `b` per round in `phase`.
    fn paired_sides(&self, phase: &str, a: usize, b: usize) -> Res<String> {
        match self.get(phase) {
            Some((_, g, _)) if g.len() > a.max(b) => Ok(summary(&ratio(&g[a], &g[b])?)),
            _ => Ok("-".into()),
        }
    }

    fn median_gbs(&self, phase: &str, side: usize) -> f64 {
        self.get(phase)
            .map(|(_, g, _)| method::median(&g[side]))
            .unwrap_or(0.0)
    }

    fn readings(&self, phase: &str, side: usize) -> Vec<method::Reading> {
        self.get(phase)
            .map(|(_, _, r)| r[side].iter().flat_map(|x| x.readings.clone()).collect())
            .unwrap_or_default()
    }
}

/// Two sides measured together (one table row) and what they measured.
struct Pair<'a> {
    config: String,
    sides: Vec<Side<'a>>,
    bytes: Vec<f64>,
    estimates: Vec<f64>,
    measured: Measured,
}

impl<'a> Pair<'a> {
    /// The pair, its seconds per launch estimated.
    fn new(
        config: String,
        sides: Vec<Side<'a>>,
        bytes: Vec<f64>,
        runner: &mut Runner<'_>,
    ) -> Res<Self> {
        let estimates = runner.estimates(&sides)?;
        Ok(Pair {
            config,
            sides,
            bytes,
            estimates,
            measured: Measured::default(),
        })
    }

    /// Measures `which` (`steady`, `interleaved`, `burst`) and records it.
    fn measure(&mut self, which: &'static str, runner: &mut Runner<'_>, raw: &mut Raw) -> Res<()> {
        let (sides, estimates) = (&self.sides, &self.estimates);
        let rounds = match which {
            "steady" => runner.steady(sides, estimates)?,
            "interleaved" => runner.interleaved(sides, Some(estimates))?,
            _ => runner.burst(sides, estimates)?,
        };
        let figures = gbs(&rounds, &self.bytes);
        raw.phase(
            ["ring", &self.config, which],
            sides,
            &rounds,
            &figures,
            "GB/s",
        )?;
        self.measured.phases.push((which, figures, rounds));
        Ok(())
    }
}

/// The configurations of the table, each kernel's launch checked.
fn configs<'a>(
    device: &Device,
    stream: &Stream,
    data: &RingInput,
    stage_counts: &[u32],
    ours_kernels: &'a [Kernel<'a>],
    hand_kernels: &'a [(Kernel<'a>, Kernel<'a>)],
) -> Res<Vec<Config<'a>>> {
    let sms = device.multiprocessors as u32;
    let mut configs = Vec::new();
    for ((&stages, ours), (hand, control)) in
        stage_counts.iter().zip(ours_kernels).zip(hand_kernels)
    {
        let ours_best = ours
            .ctas_per_sm(160, ours.dynamic_shared_bytes)
            .map_err(s)?
            .max(1) as u32;
        let hand_best = hand.ctas_per_sm(160, 0).map_err(s)?.max(1) as u32;
        for (label, o, h) in [("1 CTA/SM", 1, 1), ("best occupancy", ours_best, hand_best)] {
            let c = Config {
                stages,
                label,
                ours: RingLaunch::new(device, data, ours, sms * o)?,
                hand: RingLaunch::new(device, data, hand, sms * h)?,
                control: RingLaunch::new(device, data, control, sms * h)?,
            };
            c.ours.checked(stream, data)?;
            c.hand.checked(stream, data)?;
            c.control.checked(stream, data)?;
            configs.push(c);
        }
    }
    Ok(configs)
}

/// `phaselock-bench ring`: ours loaded from `ring_reduce.sN.<ours_ext>`
/// (`ptx`: JIT-compiled by the driver; `ptxas.cubin`: assembled by
/// ptxas), the hand-written kernels and the plain read kernel from
/// `hand_file`, both in `dir`; the raw output to `raw`. Every
/// configuration's steady and interleaved phases first, then ours at its
/// best against the plain read kernel, then the bursts; every kernel's
/// launch checked before and after.
pub fn ring(dir: &Path, ours_ext: &str, hand_file: &str, raw: Option<&Path>) -> Res<()> {
    let device = Device::open(0).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let mut runner = Runner::new(&device, &stream, method::Settings::from_env()?);
    let mut raw = Raw::create(raw)?;
    let stage_counts = ring_selection()?;
    println!("## Streaming ring reduction by the method\n");
    println!(
        "Device: {} ({}, {} SMs); {}. {}.\n\nOurs from ring_reduce.sN.{ours_ext}, hand-written and plain read from {hand_file}.\n",
        device.name,
        device.arch(),
        device.multiprocessors,
        runner.nvml.info,
        runner.settings.describe()
    );
    // Rounding the tiles per CTA up adds at most one tile per CTA.
    let data = ring_input(&device, TOTAL_TILES + 64 * device.multiprocessors as u64)?;
    let baseline = device.load_file(&dir.join(hand_file)).map_err(s)?;
    let control = device.load_file(&dir.join(hand_file)).map_err(s)?;
    let ours_modules = stage_counts
        .iter()
        .map(|n| device.load_file(&dir.join(format!("ring_reduce.s{n}.{ours_ext}"))))
        .collect::<Result<Vec<Module<'_>>, _>>()
        .map_err(s)?;
    let ours_kernels = ours_modules
        .iter()
        .map(|m| m.kernel("ring_reduce"))
        .collect::<Result<Vec<_>, _>>()
        .map_err(s)?;
    let hand_kernels = stage_counts
        .iter()
        .map(|n| {
            let name = format!("ring_reduce_s{n}");
            Ok::<_, phaselock_runtime::Error>((baseline.kernel(&name)?, control.kernel(&name)?))
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(s)?;
    let configs = configs(
        &device,
        &stream,
        &data,
        &stage_counts,
        &ours_kernels,
        &hand_kernels,
    )?;
    let plain = plain_read(&device, &stream, &baseline, &data)?;
    measure_ring(&mut runner, &mut raw, &configs, &plain, &stream, &data)
}

/// The warm-up, every configuration's steady and interleaved phases (their
/// table printed), ours at its best against the plain read kernel, the
/// bursts, the checks after, and the tables.
fn measure_ring(
    runner: &mut Runner<'_>,
    raw: &mut Raw,
    configs: &[Config<'_>],
    plain: &PlainRead<'_>,
    stream: &Stream,
    data: &RingInput,
) -> Res<()> {
    // The warm-up: the heaviest load, the best occupancy at 3 stages (or
    // the last configuration).
    let heavy = configs
        .iter()
        .find(|c| c.stages == 3 && c.label != "1 CTA/SM")
        .or(configs.last())
        .ok_or("no configuration")?;
    println!("{}\n", runner.warmup(&sides_of(heavy, stream, data))?);
    println!("{}\n", plain.choose(runner, stream, data)?);
    let mut pairs = Vec::new();
    for c in configs {
        let config = format!("{} stages, {}", c.stages, c.label);
        let bytes = vec![c.ours.bytes(), c.hand.bytes(), c.control.bytes()];
        let mut pair = Pair::new(config, sides_of(c, stream, data), bytes, runner)?;
        for which in ["steady", "interleaved"] {
            pair.measure(which, runner, raw)?;
        }
        pairs.push(pair);
    }
    let best = (0..configs.len())
        .max_by(|&a, &b| {
            let gbs = |i: usize| pairs[i].measured.median_gbs("steady", 0);
            gbs(a).total_cmp(&gbs(b))
        })
        .ok_or("no configuration")?;
    let c = &configs[best];
    let plain_sides = vec![
        Side::new("ours", move |_| c.ours.enqueue(stream, data)),
        Side::new("plain read", move |_| plain.enqueue(stream, data)),
    ];
    let bytes = vec![c.ours.bytes(), plain.bytes()];
    let mut against_plain = Pair::new(
        "best of ours vs plain read".into(),
        plain_sides,
        bytes,
        runner,
    )?;
    for which in ["steady", "interleaved"] {
        against_plain.measure(which, runner, raw)?;
    }
    let measured: Vec<&Measured> = pairs.iter().map(|p| &p.measured).collect();
    println!("(Before the bursts.)\n");
    print_table(configs, &measured, &against_plain.measured, c)?;
    for pair in pairs.iter_mut().chain([&mut against_plain]) {
        pair.measure("burst", runner, raw)?;
    }
    for c in configs {
        c.ours.checked(stream, data)?;
        c.hand.checked(stream, data)?;
        c.control.checked(stream, data)?;
    }
    plain.checked(stream, data)?;
    let measured: Vec<&Measured> = pairs.iter().map(|p| &p.measured).collect();
    print_table(configs, &measured, &against_plain.measured, c)
}

/// The tables of the ring.
fn print_table(
    configs: &[Config<'_>],
    results: &[&Measured],
    plain: &Measured,
    best: &Config<'_>,
) -> Res<()> {
    println!("### Streaming ring reduction, 1 GiB of i32 (4 KiB tiles)\n");
    println!("GB/s: the median over the steady rounds of each round's median launch; ratios: ours / hand-written per round (> 1: ours faster), median (min-max); control: the hand-written kernel from a second module, over the hand-written kernel, the same way (what drift alone gives).\n");
    println!("| stages | config | CTAs | ours GB/s | hand-written GB/s | ours / hand-written, steady | interleaved | burst | control / hand-written, steady | control, interleaved | ours GB/s, burst | hand-written GB/s, burst | SM MHz ours / hand-written, steady | W ours / hand-written, steady | SM MHz, burst |");
    println!("|---:|---|---:|---:|---:|---|---|---|---|---|---:|---:|---:|---:|---:|");
    for (c, m) in configs.iter().zip(results) {
        let ctas = if c.ours.ctas == c.hand.ctas {
            c.ours.ctas.to_string()
        } else {
            format!("{} / {}", c.ours.ctas, c.hand.ctas)
        };
        let mut burst_readings = m.readings("burst", 0);
        burst_readings.extend(m.readings("burst", 1));
        println!(
            "| {} | {} | {ctas} | {:.1} | {:.1} | {} | {} | {} | {} | {} | {:.1} | {:.1} | {} / {} | {} / {} | {} |",
            c.stages,
            c.label,
            m.median_gbs("steady", 0),
            m.median_gbs("steady", 1),
            m.paired("steady")?,
            m.paired("interleaved")?,
            m.paired("burst")?,
            m.paired_sides("steady", 2, 1)?,
            m.paired_sides("interleaved", 2, 1)?,
            m.median_gbs("burst", 0),
            m.median_gbs("burst", 1),
            median_mhz(&m.readings("steady", 0)),
            median_mhz(&m.readings("steady", 1)),
            median_watts(&m.readings("steady", 0)),
            median_watts(&m.readings("steady", 1)),
            median_mhz(&burst_readings),
        );
    }
    println!(
        "\nBest configuration of ours (steady): {} stages, {} ({} CTAs). Against the plain read kernel ({:.1} GB/s steady, {:.1} burst): ours / plain read steady {}, interleaved {}, burst {} (target >= 0.97).\n",
        best.stages,
        best.label,
        best.ours.ctas,
        plain.median_gbs("steady", 1),
        plain.median_gbs("burst", 1),
        plain.paired("steady")?,
        plain.paired("interleaved")?,
        plain.paired("burst")?
    );
    Ok(())
}

/// The plain read kernel: a grid-stride reduction with 16-byte loads, at
/// `ctas` CTAs of 256 threads.
struct PlainRead<'a> {
    kernel: Kernel<'a>,
    ctas: std::cell::Cell<u32>,
    sms: u32,
    out: DeviceBuffer<i32>,
}

impl PlainRead<'_> {
    fn n4() -> i64 {
        (TOTAL_TILES as usize * TILE / 4) as i64
    }

    fn enqueue(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        let config = LaunchConfig::linear(self.ctas.get(), 256);
        let args = [data.src.arg(), self.out.arg(), Arg::I64(Self::n4())];
        stream.launch(&self.kernel, &config, &args).map_err(s)
    }

    fn checked(&self, stream: &Stream, data: &RingInput) -> Res<()> {
        stream.synchronize(None).map_err(s)?;
        self.out.zero().map_err(s)?;
        self.enqueue(stream, data)?;
        stream.synchronize(Some("plain_read")).map_err(s)?;
        let want = data.tile_sums[..TOTAL_TILES as usize]
            .iter()
            .fold(0i32, |a, v| a.wrapping_add(*v));
        let got = self.out.to_host().map_err(s)?[0];
        if got != want {
            return Err(format!("plain_read got {got}, expected {want}"));
        }
        Ok(())
    }

    fn bytes(&self) -> f64 {
        Self::n4() as f64 * 16.0
    }

    /// Sets the grid to the fastest of 1, 2, 4, 8 and 16 CTAs per SM (each
    /// checked, then timed by the runner's estimate); a line saying which.
    fn choose(&self, runner: &mut Runner<'_>, stream: &Stream, data: &RingInput) -> Res<String> {
        let mut best: Option<(f64, u32)> = None;
        for per_sm in [1, 2, 4, 8, 16] {
            self.ctas.set(self.sms * per_sm);
            self.checked(stream, data)?;
            let side = [Side::new("plain read", |_| self.enqueue(stream, data))];
            let seconds = runner.estimates(&side)?[0];
            if best.is_none_or(|(b, _)| seconds < b) {
                best = Some((seconds, per_sm));
            }
        }
        let (_, per_sm) = best.ok_or("no plain read configuration")?;
        self.ctas.set(self.sms * per_sm);
        Ok(format!(
            "Plain read kernel: {per_sm} CTAs of 256 threads per SM (the fastest of 1..16)."
        ))
    }
}

/// The plain read kernel of `module`, its grid chosen later.
fn plain_read<'m>(
    device: &Device,
    stream: &Stream,
    module: &'m Module<'_>,
    data: &RingInput,
) -> Res<PlainRead<'m>> {
    let p = PlainRead {
        kernel: module.kernel("plain_read").map_err(s)?,
        ctas: std::cell::Cell::new(device.multiprocessors as u32),
        sms: device.multiprocessors as u32,
        out: DeviceBuffer::<i32>::alloc(device, 1).map_err(s)?,
    };
    p.checked(stream, data)?;
    Ok(p)
}

/// The stage counts of `phaselock-bench ring`: all of [`STAGES`], or
/// `PHASELOCK_RING_STAGES` (e.g. `4,6`).
fn ring_selection() -> Res<Vec<u32>> {
    match std::env::var("PHASELOCK_RING_STAGES") {
        Ok(list) => list
            .split(',')
            .map(|v| match v.trim().parse::<u32>() {
                Ok(n) if STAGES.contains(&n) => Ok(n),
                _ => Err(format!(
                    "PHASELOCK_RING_STAGES: `{v}` is not one of {STAGES:?}"
                )),
            })
            .collect(),
        Err(_) => Ok(STAGES.to_vec()),
    }
}
