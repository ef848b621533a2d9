//! The latency benchmarks by the method of `bench/RESULTS.md`: the handoff
//! between two warps (`phaselock-bench handoff DIR [RAW]`) and the cluster
//! barrier (`phaselock-bench cluster DIR [RAW]`), ours against hand-written
//! CUDA, every side in one process, steady, interleaved and burst
//! (`crate::method`). Each launch stores its `clock64` cycles in its own
//! slot of the side's output, so every timed launch gives cycles per
//! iteration (independent of the clock's speed) and, from its CUDA events,
//! nanoseconds per iteration (a second clock).

use crate::method::{
    self, least_per_round, median_mhz, ratio, summary, Raw, Rounds, Runner, Settings, Side,
};
use crate::{s, Res};
use phaselock_runtime::{Arg, Device, DeviceBuffer, Kernel, LaunchConfig, Module, Stream};
use std::path::Path;

/// Output slots per side: more than the launches of any phase.
const SLOTS: usize = 16_384;

/// A `(out: !llvm.ptr<1>, iters: i32)` kernel that stores its cycles to
/// `out[0]`, one cluster (or CTA) of it.
pub struct Latency<'a> {
    kernel: &'a Kernel<'a>,
    ctas: u32,
    threads: u32,
    iters: i32,
    out: DeviceBuffer<i64>,
}

impl<'a> Latency<'a> {
    /// `ctas` CTAs of `threads` threads, `iters` iterations a launch.
    pub fn new(
        device: &Device,
        kernel: &'a Kernel<'a>,
        ctas: u32,
        threads: u32,
        iters: i32,
    ) -> Res<Self> {
        let out = DeviceBuffer::from_host(device, &vec![-1i64; SLOTS]).map_err(s)?;
        Ok(Latency {
            kernel,
            ctas,
            threads,
            iters,
            out,
        })
    }

    fn enqueue(&self, stream: &Stream, slot: usize) -> Res<()> {
        if slot >= SLOTS {
            return Err(format!(
                "{}: more than {SLOTS} launches in a phase",
                self.kernel.name
            ));
        }
        let Arg::Ptr(base) = self.out.arg() else {
            return Err("a device buffer's argument is a pointer".into());
        };
        let args = [Arg::Ptr(base + 8 * slot as u64), Arg::I32(self.iters)];
        let config = LaunchConfig::linear(self.ctas, self.threads);
        stream.launch(self.kernel, &config, &args).map_err(s)
    }

    /// Every slot back to -1, so that an unwritten one is seen.
    fn poison(&self) -> Res<()> {
        self.out.copy_from(&vec![-1i64; SLOTS]).map_err(s)
    }

    /// Cycles per iteration of the launches in `slots` (the stream idle).
    fn cycles(&self, slots: &[usize]) -> Res<Vec<f64>> {
        let host = self.out.to_host().map_err(s)?;
        slots
            .iter()
            .map(|&slot| match host[slot] {
                c if c > 0 => Ok(c as f64 / self.iters as f64),
                c => Err(format!(
                    "{}: launch {slot} stored {c} cycles (nothing written?)",
                    self.kernel.name
                )),
            })
            .collect()
    }
}

/// One phase's figures: `[side][round]` cycles and ns per iteration.
pub struct Figures {
    /// Cycles per iteration: per round, the median over its timed launches.
    pub cycles: Vec<Vec<f64>>,
    /// Nanoseconds per iteration from the CUDA events.
    pub ns: Vec<Vec<f64>>,
    /// The rounds (positions, readings).
    pub rounds: Rounds,
}

/// A group of sides measured together (one table row).
pub struct Group<'a> {
    /// Where it goes in the raw output.
    pub section: &'static str,
    /// Its row.
    pub config: String,
    /// The sides' names and kernels.
    pub sides: Vec<(&'static str, Latency<'a>)>,
    /// Seconds per launch of each side.
    estimates: Vec<f64>,
    /// The phases measured.
    pub phases: Vec<(&'static str, Figures)>,
}

impl<'a> Group<'a> {
    /// The group, each side launched once and its cycles checked.
    pub fn new(
        section: &'static str,
        config: String,
        sides: Vec<(&'static str, Latency<'a>)>,
        stream: &Stream,
    ) -> Res<Self> {
        for (_, l) in &sides {
            l.poison()?;
            l.enqueue(stream, 0)?;
            stream.synchronize(Some(&l.kernel.name)).map_err(s)?;
            l.cycles(&[0])?;
        }
        Ok(Group {
            section,
            config,
            sides,
            estimates: Vec::new(),
            phases: Vec::new(),
        })
    }

    fn as_sides<'b>(&'b self, stream: &'b Stream) -> Vec<Side<'b>> {
        self.sides
            .iter()
            .map(|(name, l)| Side::new(name, move |slot| l.enqueue(stream, slot)))
            .collect()
    }

    /// Measures `which` (`steady`, `interleaved`, `burst`; `interleaved-1`:
    /// interleaved, one launch of each side a round) and records it.
    pub fn measure(
        &mut self,
        which: &'static str,
        runner: &mut Runner<'_>,
        raw: &mut Raw,
        stream: &Stream,
    ) -> Res<()> {
        if self.estimates.is_empty() && which != "interleaved-1" {
            let estimates = runner.estimates(&self.as_sides(stream))?;
            self.estimates = estimates;
        }
        let sides = self.as_sides(stream);
        for (_, l) in &self.sides {
            l.poison()?;
        }
        let rounds = match which {
            "steady" => runner.steady(&sides, &self.estimates)?,
            "interleaved" => runner.interleaved(&sides, Some(&self.estimates))?,
            "interleaved-1" => runner.interleaved(&sides, None)?,
            _ => runner.burst(&sides, &self.estimates)?,
        };
        let mut cycles = Vec::new();
        let mut ns = Vec::new();
        for ((_, l), side) in self.sides.iter().zip(&rounds) {
            let mut c = Vec::new();
            let mut n = Vec::new();
            for round in side {
                c.push(method::median(&l.cycles(&round.slots)?));
                n.push(round.median_ms() * 1e6 / l.iters as f64);
            }
            cycles.push(c);
            ns.push(n);
        }
        raw.phase(
            [self.section, &self.config, which],
            &sides,
            &rounds,
            &cycles,
            "cycles/iteration",
        )?;
        drop(sides);
        self.phases.push((which, Figures { cycles, ns, rounds }));
        Ok(())
    }

    fn side(&self, name: &str) -> Res<usize> {
        self.sides
            .iter()
            .position(|(n, _)| *n == name)
            .ok_or(format!("no side {name}"))
    }

    fn figures(&self, which: &str) -> Option<&Figures> {
        self.phases.iter().find(|p| p.0 == which).map(|p| &p.1)
    }

    /// Median cycles of side `name` in `which` (`-` where not measured).
    pub fn cycles(&self, which: &str, name: &str) -> String {
        match (self.side(name), self.figures(which)) {
            (Ok(i), Some(f)) => format!("{:.1}", method::median(&f.cycles[i])),
            _ => "-".into(),
        }
    }

    /// The per-round cycles of `name`, or of the least of several names
    /// per round (a baseline at its best).
    fn series(&self, f: &Figures, names: &[&str], ns: bool) -> Res<Vec<f64>> {
        let table = if ns { &f.ns } else { &f.cycles };
        let columns = names
            .iter()
            .map(|n| self.side(n).map(|i| table[i].as_slice()))
            .collect::<Res<Vec<_>>>()?;
        Ok(least_per_round(&columns))
    }

    /// `median (min-max)` of `a / b` per round in `which` (cycles, or ns
    /// from the events); `b` may be several sides, the least per round.
    /// `-` where not measured.
    pub fn paired(&self, which: &str, a: &str, b: &[&str], ns: bool) -> Res<String> {
        let present = std::iter::once(&a).chain(b).all(|n| self.side(n).is_ok());
        match self.figures(which) {
            Some(f) if present => Ok(summary(&ratio(
                &self.series(f, &[a], ns)?,
                &self.series(f, b, ns)?,
            )?)),
            _ => Ok("-".into()),
        }
    }

    /// Median SM MHz of the readings of side `name` in `which`.
    pub fn mhz(&self, which: &str, name: &str) -> String {
        match (self.side(name), self.figures(which)) {
            (Ok(i), Some(f)) => {
                let all: Vec<_> = f.rounds[i]
                    .iter()
                    .flat_map(|r| r.readings.clone())
                    .collect();
                median_mhz(&all)
            }
            _ => "-".into(),
        }
    }
}

/// The handoff kernels: ours from its ptxas cubin and from its PTX (the
/// driver's JIT), the hand-written variants of `bench/baselines/handoff.cu`.
const HAND_HANDOFF: [&str; 5] = [
    "handoff",
    "handoff_lane0",
    "handoff_test",
    "handoff_cpp",
    "handoff_unroll2",
];

/// `phaselock-bench handoff DIR [RAW]`.
pub fn handoff(dir: &Path, raw: Option<&Path>) -> Res<()> {
    let device = Device::open(0).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let mut runner = Runner::new(&device, &stream, Settings::from_env()?);
    let mut raw = Raw::create(raw)?;
    let ours_cubin = device
        .load_file(&dir.join("handoff.ptxas.cubin"))
        .map_err(s)?;
    let ours_ptx = device.load_file(&dir.join("handoff.ptx")).map_err(s)?;
    let hand = device.load_file(&dir.join("handoff.cubin")).map_err(s)?;
    let kernels = [
        ours_cubin.kernel("handoff").map_err(s)?,
        ours_ptx.kernel("handoff").map_err(s)?,
    ];
    let hand_kernels = HAND_HANDOFF
        .iter()
        .map(|n| hand.kernel(n))
        .collect::<Result<Vec<_>, _>>()
        .map_err(s)?;
    let iters = 100_000;
    let mut sides = vec![
        ("ours", Latency::new(&device, &kernels[0], 1, 64, iters)?),
        (
            "ours-jit",
            Latency::new(&device, &kernels[1], 1, 64, iters)?,
        ),
    ];
    for (name, k) in HAND_HANDOFF.iter().zip(&hand_kernels) {
        sides.push((*name, Latency::new(&device, k, 1, 64, iters)?));
    }
    let mut group = Group::new("handoff", "1 CTA, 2 warps".into(), sides, &stream)?;
    println!("## Handoff latency between two warps by the method\n");
    println!(
        "Device: {} ({}); {}. {}.\n",
        device.name,
        device.arch(),
        runner.nvml.info,
        runner.settings.describe()
    );
    println!("{}\n", runner.warmup(&group.as_sides(&stream))?);
    for which in ["steady", "interleaved", "burst"] {
        group.measure(which, &mut runner, &mut raw, &stream)?;
    }
    print_handoff(&group)
}

fn print_handoff(g: &Group<'_>) -> Res<()> {
    println!("### Handoff latency (one full/empty mbarrier pair, 100,000 round trips a launch)\n");
    println!("| side | cycles per round trip, steady | interleaved | burst | ns per round trip, steady | SM MHz, steady | SM MHz, burst |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, _) in &g.sides {
        let i = g.side(name)?;
        let ns = g
            .figures("steady")
            .map(|f| format!("{:.1}", method::median(&f.ns[i])))
            .unwrap_or("-".into());
        println!(
            "| {name} | {} | {} | {} | {ns} | {} | {} |",
            g.cycles("steady", name),
            g.cycles("interleaved", name),
            g.cycles("burst", name),
            g.mhz("steady", name),
            g.mhz("burst", name)
        );
    }
    println!("\nRatios of cycles per round trip, per round (< 1: ours faster), median (min-max); `hand-written best`: the least of the {} hand-written variants in each round.\n", HAND_HANDOFF.len());
    println!("| ratio | steady | interleaved | burst | wall clock (ns from events), steady |");
    println!("|---|---|---|---|---|");
    let mut rows: Vec<(String, &str, Vec<&str>)> = vec![
        (
            "ours / hand-written best".into(),
            "ours",
            HAND_HANDOFF.to_vec(),
        ),
        (
            "ours-jit / hand-written best".into(),
            "ours-jit",
            HAND_HANDOFF.to_vec(),
        ),
    ];
    for h in HAND_HANDOFF {
        rows.push((format!("ours / {h}"), "ours", vec![h]));
    }
    for (label, a, b) in rows {
        println!(
            "| {label} | {} | {} | {} | {} |",
            g.paired("steady", a, &b, false)?,
            g.paired("interleaved", a, &b, false)?,
            g.paired("burst", a, &b, false)?,
            g.paired("steady", a, &b, true)?
        );
    }
    println!("\nTarget: ours / hand-written best <= 1.0 (steady).\n");
    Ok(())
}

/// The cluster sizes.
const CLUSTERS: [u32; 4] = [2, 4, 8, 16];
/// The hand-written variants of `bench/baselines/cluster_variants.cu`.
const VARIANTS: [&str; 13] = [
    "ours", "reg", "warp", "warp_reg", "relaxed", "frel", "split", "splitw", "onewait", "localown",
    "norel", "stasync", "hwrel",
];

/// The modules of one cluster size.
struct ClusterModules<'d> {
    counter: Module<'d>,
    whole: Module<'d>,
    roles: Module<'d>,
}

/// `phaselock-bench cluster DIR [RAW]`: ours (ptxas cubins) against the
/// hand-written protocol and the hardware barrier at 2, 4, 8 and 16 CTAs;
/// then the protocol's variants, interleaved.
pub fn cluster(dir: &Path, raw: Option<&Path>) -> Res<()> {
    let device = Device::open(0).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let mut runner = Runner::new(&device, &stream, Settings::from_env()?);
    let mut raw = Raw::create(raw)?;
    println!("## Cluster barrier by the method\n");
    println!(
        "Device: {} ({}); {}. {}.\n",
        device.name,
        device.arch(),
        runner.nvml.info,
        runner.settings.describe()
    );
    let hand = device
        .load_file(&dir.join("cluster_sync.cubin"))
        .map_err(s)?;
    let variants = device
        .load_file(&dir.join("cluster_variants.cubin"))
        .map_err(s)?;
    let load = |stem: &str, n: u32| {
        device
            .load_file(&dir.join(format!("{stem}.c{n}.ptxas.cubin")))
            .map_err(s)
    };
    let modules = CLUSTERS
        .iter()
        .map(|&n| {
            Ok(ClusterModules {
                counter: load("cluster_sync", n)?,
                whole: load("cluster_sync_cta", n)?,
                roles: load("cluster_sync_roles", n)?,
            })
        })
        .collect::<Res<Vec<_>>>()?;
    let kernels = modules
        .iter()
        .zip(CLUSTERS)
        .map(|(m, n)| {
            Ok([
                m.counter.kernel("cluster_sync").map_err(s)?,
                m.whole.kernel("cluster_sync_cta").map_err(s)?,
                m.roles.kernel("cluster_sync_roles").map_err(s)?,
                hand.kernel(&format!("cluster_sync_mbar_c{n}")).map_err(s)?,
                hand.kernel(&format!("cluster_sync_hw_c{n}")).map_err(s)?,
            ])
        })
        .collect::<Res<Vec<_>>>()?;
    measure_clusters(&device, &stream, &variants, &kernels, &mut runner, &mut raw)
}

/// Barriers per launch of the cluster kernels.
const CLUSTER_ITERS: i32 = 20_000;

/// The group of one cluster size: `names` of counter, whole CTA, both
/// roles, hand-written, hardware (the kernels in that order).
fn cluster_group<'a>(
    device: &Device,
    stream: &Stream,
    k: &'a [Kernel<'a>; 5],
    n: u32,
    names: &[&'static str],
) -> Res<Group<'a>> {
    let all = [
        "counter",
        "whole CTA",
        "both roles",
        "hand-written",
        "hardware",
    ];
    let threads = [160, 128, 160, 128, 128];
    let mut sides = Vec::new();
    for (i, name) in all.iter().enumerate() {
        if names.contains(name) {
            sides.push((
                *name,
                Latency::new(device, &k[i], n, threads[i], CLUSTER_ITERS)?,
            ));
        }
    }
    Group::new("cluster", format!("{n} CTAs"), sides, stream)
}

/// The warm-up; every cluster size's steady and interleaved phases; the
/// variants; the bursts of the sides of the targets (the counter against
/// the hand-written protocol and the hardware barrier).
fn measure_clusters(
    device: &Device,
    stream: &Stream,
    variants: &Module<'_>,
    kernels: &[[Kernel<'_>; 5]],
    runner: &mut Runner<'_>,
    raw: &mut Raw,
) -> Res<()> {
    let all = [
        "counter",
        "whole CTA",
        "both roles",
        "hand-written",
        "hardware",
    ];
    let mut groups = Vec::new();
    for (k, &n) in kernels.iter().zip(&CLUSTERS) {
        groups.push(cluster_group(device, stream, k, n, &all)?);
    }
    println!("{}\n", runner.warmup(&groups[0].as_sides(stream))?);
    for g in groups.iter_mut() {
        for which in ["steady", "interleaved"] {
            g.measure(which, runner, raw, stream)?;
        }
    }
    print_cluster(&groups, &["steady", "interleaved"])?;
    cluster_variants(device, stream, variants, kernels, runner, raw)?;
    let mut bursts = Vec::new();
    for (k, &n) in kernels.iter().zip(&CLUSTERS) {
        let mut g = cluster_group(
            device,
            stream,
            k,
            n,
            &["counter", "hand-written", "hardware"],
        )?;
        g.measure("burst", runner, raw, stream)?;
        bursts.push(g);
    }
    print_cluster(&bursts, &["burst"])
}

fn print_cluster(groups: &[Group<'_>], phases: &[&str]) -> Res<()> {
    for &which in phases {
        println!("### Cluster barrier, {which}: cycles per barrier (one cluster, 20,000 barriers a launch)\n");
        println!("Ratios of cycles per round (< 1: the first faster), median (min-max); the last column: counter / hardware from the events' ns.\n");
        println!("| CTAs | counter (a role of 4 of 5 warps) | role = whole CTA | both roles meet it | hand-written mbarrier protocol | hardware barrier.cluster | counter / hand-written | counter / hardware | whole CTA / hardware | both roles / hardware | SM MHz (counter) | counter / hardware, ns |");
        println!("|---:|---:|---:|---:|---:|---:|---|---|---|---|---:|---|");
        for g in groups {
            println!(
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                g.config.trim_end_matches(" CTAs"),
                g.cycles(which, "counter"),
                g.cycles(which, "whole CTA"),
                g.cycles(which, "both roles"),
                g.cycles(which, "hand-written"),
                g.cycles(which, "hardware"),
                g.paired(which, "counter", &["hand-written"], false)?,
                g.paired(which, "counter", &["hardware"], false)?,
                g.paired(which, "whole CTA", &["hardware"], false)?,
                g.paired(which, "both roles", &["hardware"], false)?,
                g.mhz(which, "counter"),
                g.paired(which, "counter", &["hardware"], true)?,
            );
        }
        println!();
    }
    Ok(())
}

/// The protocol's hand-written variants next to ours and the hardware
/// barrier: interleaved rounds of one launch of every kernel.
fn cluster_variants(
    device: &Device,
    stream: &Stream,
    variants: &Module<'_>,
    kernels: &[[Kernel<'_>; 5]],
    runner: &mut Runner<'_>,
    raw: &mut Raw,
) -> Res<()> {
    let mut table: Vec<Vec<String>> = vec![Vec::new(); VARIANTS.len() + 2];
    for (k, &n) in kernels.iter().zip(&CLUSTERS) {
        let names = VARIANTS
            .iter()
            .map(|v| format!("cluster_{v}_c{n}"))
            .collect::<Vec<_>>();
        let vk = names
            .iter()
            .map(|v| variants.kernel(v))
            .collect::<Result<Vec<_>, _>>()
            .map_err(s)?;
        let mut sides = vec![
            (
                "counter (ours)",
                Latency::new(device, &k[0], n, 160, 20_000)?,
            ),
            (
                "hardware",
                Latency::new(device, &k[4], n, 128, CLUSTER_ITERS)?,
            ),
        ];
        for (v, kernel) in VARIANTS.iter().zip(&vk) {
            sides.push((*v, Latency::new(device, kernel, n, 160, CLUSTER_ITERS)?));
        }
        let mut g = Group::new("cluster-variants", format!("{n} CTAs"), sides, stream)?;
        g.measure("interleaved-1", runner, raw, stream)?;
        for (row, (name, _)) in table.iter_mut().zip(&g.sides) {
            let i = g.side(name)?;
            let f = g.figures("interleaved-1").ok_or("no rounds")?;
            let lo = f.cycles[i].iter().copied().fold(f64::INFINITY, f64::min);
            let hi = f.cycles[i]
                .iter()
                .copied()
                .fold(f64::NEG_INFINITY, f64::max);
            row.push(format!(
                "{:.1} ({lo:.1}-{hi:.1})",
                method::median(&f.cycles[i])
            ));
        }
    }
    println!("### The counter protocol's variants, interleaved (cycles per barrier, median (min-max) over the rounds, one launch of every kernel a round)\n");
    println!("| variant | 2 CTAs | 4 CTAs | 8 CTAs | 16 CTAs |\n|---|---:|---:|---:|---:|");
    let names = [
        "ours (`async-opt`'s PTX)".to_string(),
        "hardware `barrier.cluster`".to_string(),
    ]
    .into_iter()
    .chain(VARIANTS.iter().map(|v| format!("`{v}`")));
    for (name, row) in names.zip(&table) {
        println!("| {name} | {} |", row.join(" | "));
    }
    println!();
    Ok(())
}
