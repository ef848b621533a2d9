//! A SIMT interpreter of barrier-level kernels, for the protocol checker.
//!
//! Each warp of one CTA runs the kernel body with 32 lanes and an active
//! mask: `scf.if`, `scf.index_switch` and `scf.while` narrow the mask (a
//! lane that leaves a `scf.while` early waits for the others at its end;
//! see [`regions`]), `scf.execute_region` runs its block, `scf.for` needs
//! bounds that agree across the active lanes, `async.role` runs on its
//! warps only, `nvvm.elect.sync` picks the lowest active lane. Integer arithmetic, comparisons, casts and
//! the thread/CTA/cluster special registers are evaluated, and so are
//! shared-memory addresses ([`memory`]); memory contents are unknown. The barrier ops become [`Event`]s of the warp's trace, with
//! the number of lanes that ran them (a named barrier's sync, and its
//! arrive-only form `bar.arrive` / `nvvm.barrier.arrive`, too); the tcgen05 ops that issue or commit
//! asynchronous work become [`Mark`]s between the events.
//!
//! Integer kernel arguments take one value for the whole run (the trip
//! count of the simulated configuration). [`simulate_rank`] runs the
//! cluster's CTA of one rank (`%cluster_ctarank`, and `cluster.ctaid.x/y/z`
//! from it, x-major, in a cluster of any shape); a remote arrive on rank r counts in its
//! trace as the arrive that CTA r's twin makes on ours, and is also
//! recorded lane by lane with its target (see [`crate::cluster`] for how
//! ranks that differ are put together). The counter word of a
//! `barrier.alloc` with `counter` is followed: a warp's k-th load of it
//! reads the value of the k-th store (0 before any), which
//! [`crate::cluster::counter_order`] proves is what the GPU reads.
//!
//! What cannot be evaluated (a loop bound, a loop condition or a branch
//! condition that depends on memory) stops the simulation with a reason, and
//! so does what it does not follow: an op whose regions it does not run
//! (`scf.parallel`, `scf.forall`, `affine.for`, ...) when they hold barrier
//! ops, a branch between blocks, an mbarrier or cluster barrier written in
//! NVVM ops or PTX. The checker then reports only its static findings for
//! that kernel, with a warning. Ops of no barrier effect that it does not
//! know give unknown results.

use crate::maps::HashMap;
use mlir_sys::*;
use phaselock_ir::limits::MBARRIER_COUNT_LIMIT;
use phaselock_ir::roles::roles_of;
use phaselock_ir::uniform::Pred;
use phaselock_ir::OpKind;
use phaselock_ir::{self as ir, Op};
use std::time::{Duration, Instant};

use decoded::Sim;
use footprint::{tcgen05_asm_read, tcgen05_read, Tcgen05Read};
use tcgen05::Tcgen05;
use wgmma::WgmmaMark;

mod arguments;
pub(crate) mod counter;
pub mod cursors;
mod decoded;
pub mod footprint;
mod invariant;
pub(crate) mod kernel;
pub(crate) mod loops;
pub mod memory;
pub(crate) mod regions;
mod skip;
pub mod tcgen05;
mod values;
pub mod wgmma;

/// A barrier: the `barrier.alloc` (by position in the kernel) and the index.
pub type BarrierId = (usize, i64);

/// What a barrier op does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// `barrier.wait` with this parity.
    Wait(i64),
    /// `barrier.arrive` of this count (a remote arrive counts the same).
    Arrive(i64),
    /// `barrier.expect_tx` of these bytes.
    ExpectTx(i64),
    /// `barrier.arrive_expect_tx` of these bytes.
    ArriveExpectTx(i64),
    /// `copy.bulk` completing these bytes on the barrier.
    Copy(i64),
    /// `barrier.commit_mma`: one arrival when the MMAs complete.
    CommitMma,
    /// A named (or the CTA) barrier: id and thread count.
    Sync(i64, i64),
    /// An arrival on a named barrier that does not wait for it
    /// (`bar.arrive`): id and thread count.
    NamedArrive(i64, i64),
}

/// The id under which a `Sync` is the hardware cluster barrier kept for
/// roles (`barrier.cluster`, not one of the CTA's 16 named barriers).
pub const CLUSTER_BARRIER: i64 = 32;

/// One barrier op run by a warp.
#[derive(Debug, Clone, Copy)]
pub struct Event {
    /// What it does.
    pub kind: EventKind,
    /// On which barrier (unused for `Sync` and `NamedArrive`).
    pub barrier: BarrierId,
    /// Lanes of the warp that ran it.
    pub lanes: i64,
    /// The op.
    pub op: Op,
}

/// The trace of one warp.
#[derive(Debug, Clone, Default)]
pub struct WarpTrace {
    /// The warp's index in the CTA.
    pub warp: usize,
    /// Its role's name, if it runs in one.
    pub role: Option<String>,
    /// Its events, in program order.
    pub events: Vec<Event>,
    /// Definite errors seen on the way: a full-warp collective
    /// (`elect.sync` or `bar.warp.sync` with the full mask) that only some
    /// of the warp's lanes reach. The op and the message.
    pub findings: Vec<(Op, String)>,
    /// Loads, stores and copies past the view their address was derived
    /// from ([`memory::Views`]), the op and the message: errors that the
    /// stage rules may report more precisely ([`crate::held`]), so reported
    /// after them, where they did not.
    pub past_views: Vec<(Op, String)>,
    /// The tcgen05 operations the warp ran that are no barrier events (see
    /// [`Mark`]), in program order.
    pub marks: Vec<Mark>,
    /// The wgmma ops the warp ran (see [`wgmma`]), in program order.
    pub wgmma: Vec<WgmmaMark>,
    /// The shared-memory bytes each `tcgen05.mma` the warp ran reads
    /// through its descriptors ([`Tcgen05Read`]).
    pub tcgen05: Vec<Tcgen05Read>,
    /// Its barrier events, bulk copies and shared-memory accesses lane by
    /// lane, for the buffer-window check ([`memory`]).
    pub memory: memory::Log,
    /// Its runs of loops whose bounds are not all constants, each recorded
    /// when it ends (an inner loop's runs before the outer loop's).
    pub loops: Vec<LoopRun>,
    /// The first `nvvm.mapa` whose CTA rank the simulation could not
    /// evaluate on an active lane, or inline assembly with a `mapa` (which
    /// it does not read): whether its address lies in the cluster is not
    /// checked.
    pub unknown_mapa: Option<Op>,
}

/// One run of an `scf.for` whose bounds are not all constants, in a warp's
/// trace.
#[derive(Debug, Clone)]
pub struct LoopRun {
    /// The loop.
    pub op: Op,
    /// The number of the warp's events before the loop.
    pub start: usize,
    /// Per lap, the number of the warp's events before it.
    pub laps: Vec<usize>,
    /// The number of the warp's events when the loop ended.
    pub end: usize,
}

/// A tcgen05 operation in a warp's trace that is not a barrier event: an
/// asynchronous MMA, copy or shift issued, or a `tcgen05.commit` written
/// directly (see [`tcgen05::tcgen05_kind`]).
#[derive(Debug, Clone, Copy)]
pub struct Mark {
    /// Its place among the warp's events: it comes before `events[at]`.
    pub at: usize,
    /// What it is.
    pub kind: Tcgen05,
    /// The op.
    pub op: Op,
}

/// The simulated configuration.
#[derive(Debug, Clone, Copy)]
pub struct Config {
    /// Threads per CTA.
    pub threads: i64,
    /// CTAs per cluster.
    pub cluster: i64,
    /// The cluster's shape in x, y, z (its product is `cluster`).
    pub dims: [i64; 3],
    /// The trip count of the loops that integer kernel arguments bound
    /// (of the outer loops, in a nest whose levels have arguments of their
    /// own: see [`Config::inner_args`]).
    pub trips: i64,
    /// The trip count of the inner loops of such a nest.
    pub inner: i64,
    /// The value of the other integer kernel arguments.
    pub other: i64,
    /// The positions of the arguments that bound loops (bit `a` for
    /// argument `a`).
    pub loop_args: u64,
    /// Those of them that bound the inner loops of a nest and take
    /// [`Config::inner`] (0: every loop-bounding argument takes
    /// [`Config::trips`]).
    pub inner_args: u64,
    /// The period `P` of the barriers' (slot, phase) pattern, when known:
    /// the loops with constant bounds and barrier ops inside leave out the
    /// same number of cursors, a multiple of `P` (see [`loops::trimmed_cursors`]).
    pub period: Option<i64>,
    /// The simulated cluster's place in the grid (see [`Grid`]).
    pub grid: Grid,
    /// When the check of the whole kernel gives up, if it has a bound: the
    /// simulation of every CTA of the cluster stops there too, whatever is
    /// left of its own bound ([`SIMULATION_TIME`]).
    pub deadline: Option<Instant>,
}

/// Where the simulated cluster sits in the grid: its cluster index and the
/// grid's size in clusters, per dimension. The CTA index of the rank-`r`
/// CTA is `cluster_id * cluster_dim + cluster.ctaid` and the grid's size
/// in CTAs `clusters * cluster_dim` (a kernel without clusters has
/// clusters of one CTA: the cluster index is the CTA index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    /// The cluster's index in x, y, z (`%clusterid`).
    pub cluster_id: [i64; 3],
    /// The grid's size in clusters in x, y, z (`%nclusterid`).
    pub clusters: [i64; 3],
}

impl Default for Grid {
    /// The first cluster of a grid of one cluster.
    fn default() -> Grid {
        Grid {
            cluster_id: [0; 3],
            clusters: [1; 3],
        }
    }
}

impl Config {
    /// The loop counts of the configuration, as the reports write them:
    /// "integer arguments = 5", or "outer trip count 3, inner trip count
    /// 7" for a nest whose levels have arguments of their own.
    pub fn arguments(&self) -> String {
        let counts = if self.inner_args == 0 {
            format!("integer arguments = {}", self.trips)
        } else {
            format!(
                "outer trip count {}, inner trip count {}",
                self.trips, self.inner
            )
        };
        format!("{counts}{}", self.grid_text())
    }

    /// The grid, as the reports add it to the counts when it is not the
    /// default one: ", ctaid.x = 4 of nctaid.x = 7" (the first CTA of the
    /// simulated cluster).
    pub fn grid_text(&self) -> String {
        let mut out = String::new();
        for (d, axis) in ["x", "y", "z"].iter().enumerate() {
            let (id, n) = (self.grid.cluster_id[d], self.grid.clusters[d]);
            if (id, n) != (0, 1) {
                let size = self.dims[d].max(1);
                out += &format!(
                    ", ctaid.{axis} = {} of nctaid.{axis} = {}",
                    id * size,
                    n * size
                );
            }
        }
        out
    }
}

/// Most ops the simulation runs, all warps of the CTA together.
pub const STEP_LIMIT: usize = 2_000_000;

/// Longest time the simulation of one CTA runs, its reruns for the counter
/// history included (and never past the kernel's [`Config::deadline`]).
/// Each step costs about the same, so the bound is far above what
/// [`STEP_LIMIT`] steps take on an idle core; a loaded machine or an op the
/// simulation is slow on still cannot make it run longer. The environment
/// variable `PHASELOCK_SIMULATION_TIME_MS` sets another bound.
pub const SIMULATION_TIME: Duration = Duration::from_secs(20);

/// The simulation's time bound: `PHASELOCK_SIMULATION_TIME_MS` when it is
/// set to a number of milliseconds, else [`SIMULATION_TIME`].
pub fn simulation_time() -> Duration {
    std::env::var("PHASELOCK_SIMULATION_TIME_MS")
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map_or(SIMULATION_TIME, Duration::from_millis)
}

/// Steps between two looks at the clock.
const CLOCK_STEPS: usize = 1024;

type Lanes = [Option<i64>; 32];
const NONE: Lanes = [None; 32];

struct Warp<'a> {
    index: usize,
    config: &'a Config,
    /// The values computed so far ([`values`]).
    values: values::Values,
    allocs: &'a [Op],
    events: Vec<Event>,
    role: Option<String>,
    steps: usize,
    /// The lanes the warp has (all 32 but in a partial last warp).
    live: u32,
    findings: Vec<(Op, String)>,
    /// See [`WarpTrace::past_views`].
    past_views: Vec<(Op, String)>,
    /// See [`WarpTrace::unknown_mapa`].
    unknown_mapa: Option<Op>,
    /// The CTA's rank in the cluster.
    rank: i64,
    counters: &'a mut Counters,
    /// Counter loads and stores of this warp so far, per allocation.
    loads: HashMap<usize, usize>,
    stores: HashMap<usize, usize>,
    sends: Vec<Send>,
    /// Where in `sends` each (op, target rank, barrier) is.
    send_index: HashMap<(usize, i64, BarrierId), usize>,
    targets: Vec<(usize, i64, i64)>,
    /// When the simulation gives up (see [`SIMULATION_TIME`]).
    deadline: Instant,
    /// Multicast copies: (index in the warp's events, the CTA mask).
    multicast: Vec<(usize, i64)>,
    marks: Vec<Mark>,
    wgmma: Vec<WgmmaMark>,
    tcgen05: Vec<Tcgen05Read>,
    /// The memory log ([`memory`]) and the shared buffers it names.
    memory: Vec<memory::MemEvent>,
    bases: &'a memory::Bases,
    /// The views its addresses were derived from ([`memory::Views`]).
    views: memory::Views,
    loops: Vec<LoopRun>,
    /// What the simulation reads once per kernel ([`kernel`]): the ops it
    /// leaves out ([`skip`]), the invariant ops ([`invariant`]).
    facts: &'a kernel::Facts,
    /// The cursors every long constant loop leaves out ([`loops::trimmed_cursors`]).
    trim: i64,
}

fn count(mask: u32) -> i64 {
    mask.count_ones() as i64
}

fn width_of(v: MlirValue) -> u32 {
    let ty = ir::value_type(v);
    unsafe {
        if mlirTypeIsAInteger(ty) {
            mlirIntegerTypeGetWidth(ty)
        } else {
            64
        }
    }
}

fn wrap(x: i64, width: u32) -> i64 {
    if width >= 64 {
        x
    } else {
        let m = (1i64 << width) - 1;
        x & m
    }
}

fn signed(x: i64, width: u32) -> i64 {
    if width >= 64 || width == 0 {
        x
    } else {
        let shift = 64 - width;
        (x << shift) >> shift
    }
}

/// `arith.cmpi` of predicate `pred` (MLIR's number) on `width`-bit values
/// `x` and `y`: the semantics of [`Pred::apply`], the one definition the
/// uniformity analysis uses too.
fn compare(pred: i64, x: i64, y: i64, width: u32) -> bool {
    Pred::from_number(pred)
        .unwrap_or(Pred::Uge)
        .apply(x as u64, y as u64, width)
}

/// Whether `op` (a `memref.extract_aligned_pointer_as_index`) takes the
/// address of the arena itself.
fn arena_address(op: Op) -> bool {
    ir::defining_op(op.operand(0)).is_some_and(|g| {
        g.name() == "memref.get_global"
            && g.attr("name")
                .map(memory::symbol_text)
                .is_some_and(|n| n.starts_with("@__async_arena_"))
    })
}

/// `f` of `ins` lane by lane on the lanes of `mask` (`None` on a lane
/// where an operand is unknown), wrapped to `width` bits.
fn lanes_of(ins: &[&Lanes], mask: u32, width: u32, f: impl Fn(&[i64]) -> Option<i64>) -> Lanes {
    let mut out = NONE;
    // One argument vector for every lane: on the stack for up to four
    // operands (every `arith` op), else one allocation.
    let mut few = [0i64; 4];
    let mut many = Vec::new();
    let args: &mut [i64] = if ins.len() <= few.len() {
        &mut few[..ins.len()]
    } else {
        many.resize(ins.len(), 0);
        &mut many
    };
    // The operands' values on lane `l`, if all are known.
    let read = |args: &mut [i64], l: usize| {
        ins.iter().zip(args.iter_mut()).all(|(v, a)| match v[l] {
            Some(x) => {
                *a = x;
                true
            }
            None => false,
        })
    };
    // Operands equal on every active lane (loop counters, addresses
    // of a warp's tile): the result once, copied to every lane.
    let first = mask.trailing_zeros() as usize;
    let alike = |v: &&Lanes| {
        let x = v[first];
        if mask == u32::MAX {
            v.iter().all(|y| *y == x)
        } else {
            (0..32).all(|l| mask & (1 << l) == 0 || v[l] == x)
        }
    };
    if first < 32 && ins.iter().all(alike) {
        if read(args, first) {
            let x = f(args).map(|x| wrap(x, width));
            if mask == u32::MAX {
                return [x; 32];
            }
            for (l, slot) in out.iter_mut().enumerate() {
                if mask & (1 << l) != 0 {
                    *slot = x;
                }
            }
        }
        return out;
    }
    for (l, slot) in out.iter_mut().enumerate() {
        if mask & (1 << l) != 0 && read(args, l) {
            *slot = f(args).map(|x| wrap(x, width));
        }
    }
    out
}

/// Simulates every warp of one CTA of `func` (the cluster's CTA 0).
/// `Err` says why it cannot.
pub fn simulate(func: Op, config: &Config) -> Result<Vec<WarpTrace>, (Op, String)> {
    simulate_rank(func, config, 0).map(|run| run.traces)
}

/// A remote arrive of one warp, toward one CTA rank.
#[derive(Debug, Clone, Copy)]
pub struct Send {
    /// The `barrier.arrive`.
    pub op: Op,
    /// The barrier (of the target CTA).
    pub barrier: BarrierId,
    /// The target CTA's rank.
    pub to: i64,
    /// The arrivals it makes there.
    pub arrivals: i64,
}

/// One CTA of the cluster, simulated.
#[derive(Debug, Clone, Default)]
pub struct RankRun {
    /// Its warps' traces (a remote arrive counts on its own barrier, as
    /// the arrive the target's twin would make on it).
    pub traces: Vec<WarpTrace>,
    /// Its remote arrives, lane by lane grouped by target rank.
    pub sends: Vec<Send>,
    /// Per warp, its remote-arrive events: (index in the warp's events,
    /// target rank, lanes that target it).
    pub targets: Vec<Vec<(usize, i64, i64)>>,
    /// Per warp, its multicast copies: (index in the warp's events, the
    /// mask of CTAs they land on). Their events count one copy per CTA of
    /// the mask on the warp's own barrier (the CTAs taken alike).
    pub multicast: Vec<Vec<(usize, i64)>>,
}

/// Reruns of the simulation that the counter history may need (a warp
/// that loads the counter before the warp that stores it has run).
const COUNTER_RERUNS: usize = 16;

/// The error of a counter load whose value no simulated store gave yet.
const PENDING: &str = "a load of a barrier counter that no store of the previous instance precedes";

/// The values of the cluster barriers' counter words (see
/// [`crate::cluster`]): entry `k` is what the `k`-th load of each warp
/// reads, 0 at kernel start and then each instance's store.
#[derive(Default)]
struct Counters {
    history: HashMap<usize, Vec<i64>>,
    grew: bool,
}

/// Simulates every warp of the cluster's CTA `rank` of `func`. `Err` says
/// why it cannot.
pub fn simulate_rank(func: Op, config: &Config, rank: i64) -> Result<RankRun, (Op, String)> {
    let mut counters = Counters::default();
    let mut attempt = 0;
    let own = Instant::now() + simulation_time();
    let deadline = config.deadline.map_or(own, |d| d.min(own));
    loop {
        counters.grew = false;
        let (run, pending) = simulate_once(func, config, rank, &mut counters, deadline)?;
        match pending {
            None => return Ok(run),
            Some(op) if !counters.grew || attempt >= COUNTER_RERUNS => {
                return Err((op, PENDING.into()))
            }
            Some(_) => attempt += 1,
        }
    }
}

/// One run of every warp; a warp that meets a pending counter load is
/// left off, and the load returned.
fn simulate_once(
    func: Op,
    config: &Config,
    rank: i64,
    counters: &mut Counters,
    deadline: Instant,
) -> Result<(RankRun, Option<Op>), (Op, String)> {
    let facts = kernel::facts(func);
    let cta = Cta {
        config,
        facts: &facts,
        rank,
        deadline,
        trim: config.period.map_or(0, |p| facts.trimmed(func, p)),
    };
    let warps = ((config.threads + 31) / 32) as usize;
    let body = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    let mut run = RankRun::default();
    let mut pending = None;
    let mut steps = 0;
    for w in 0..warps {
        let mut warp = Warp::new(w, &cta, &mut *counters, steps);
        warp.bind_arguments(body);
        match warp.block(body, warp.live) {
            Err((op, why)) if why == PENDING => {
                pending.get_or_insert(op);
            }
            r => r?,
        }
        steps = warp.steps;
        warp.finish(&mut run);
    }
    name_roles(func, &mut run.traces);
    Ok((run, pending))
}

/// Names each warp's role: the first role op whose range holds it.
fn name_roles(func: Op, traces: &mut [WarpTrace]) {
    for ws in func.descendants_named(OpKind::WarpSpecialize.name()) {
        for role in roles_of(ws) {
            for t in traces.iter_mut() {
                let w = t.warp as i64;
                if w >= role.first_warp && w < role.first_warp + role.warps {
                    t.role = Some(role.name());
                }
            }
        }
    }
}

/// What the warps of one run of a CTA share.
struct Cta<'a> {
    /// The simulated configuration.
    config: &'a Config,
    /// The kernel's facts ([`kernel`]).
    facts: &'a kernel::Facts,
    /// The CTA's rank in the cluster.
    rank: i64,
    /// When the simulation gives up (see [`SIMULATION_TIME`]).
    deadline: Instant,
    /// The cursors every long constant loop leaves out ([`loops::trimmed_cursors`]).
    trim: i64,
}

impl<'a> Warp<'a> {
    /// Warp `index` of the CTA, after warps that took `steps` steps.
    fn new(index: usize, cta: &Cta<'a>, counters: &'a mut Counters, steps: usize) -> Warp<'a> {
        let first = index as i64 * 32;
        let live = (cta.config.threads - first).clamp(0, 32);
        let mask: u32 = if live == 32 {
            u32::MAX
        } else {
            (1u32 << live) - 1
        };
        Warp {
            index,
            config: cta.config,
            values: values::Values::new(),
            allocs: &cta.facts.allocs,
            events: Vec::new(),
            role: None,
            steps,
            live: mask,
            findings: Vec::new(),
            past_views: Vec::new(),
            unknown_mapa: None,
            rank: cta.rank,
            counters,
            loads: HashMap::default(),
            stores: HashMap::default(),
            sends: Vec::new(),
            send_index: HashMap::default(),
            targets: Vec::new(),
            deadline: cta.deadline,
            multicast: Vec::new(),
            marks: Vec::new(),
            wgmma: Vec::new(),
            tcgen05: Vec::new(),
            memory: Vec::new(),
            bases: &cta.facts.bases,
            views: memory::Views::default(),
            loops: Vec::new(),
            facts: cta.facts,
            trim: cta.trim,
        }
    }

    /// Gives the arguments of the kernel body `body` their values
    /// ([`arguments`]) on every lane.
    fn bind_arguments(&mut self, body: MlirBlock) {
        for (a, value) in arguments::argument_values(&self.facts.divisors, self.config)
            .into_iter()
            .enumerate()
        {
            let arg = unsafe { mlirBlockGetArgument(body, a as isize) };
            self.set(arg, value.map_or(NONE, |v| [Some(v); 32]));
        }
    }

    /// Adds the warp's trace, remote arrives and multicast copies to `run`.
    fn finish(self, run: &mut RankRun) {
        run.sends.extend(self.sends);
        run.targets.push(self.targets);
        run.multicast.push(self.multicast);
        run.traces.push(WarpTrace {
            warp: self.index,
            role: None,
            events: self.events,
            findings: self.findings,
            past_views: self.past_views,
            marks: self.marks,
            wgmma: self.wgmma,
            tcgen05: self.tcgen05,
            memory: memory::Log {
                cta: self.rank,
                events: self.memory,
                landed: Vec::new(),
                ranks: Vec::new(),
            },
            loops: self.loops,
            unknown_mapa: self.unknown_mapa,
        });
    }
}

/// A digest of `traces`: equal for traces that are the same event for
/// event, mark for mark and access for access (the checks of a
/// configuration see nothing else of it).
pub fn digest(traces: &[WarpTrace]) -> u64 {
    use std::hash::Hasher;
    /// Feeds what is written into the hasher, without building the text.
    struct Feed(std::collections::hash_map::DefaultHasher);
    impl std::fmt::Write for Feed {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.write(s.as_bytes());
            Ok(())
        }
    }
    let mut feed = Feed(std::collections::hash_map::DefaultHasher::new());
    // Writing into a hasher cannot fail.
    let _ = std::fmt::Write::write_fmt(&mut feed, format_args!("{traces:?}"));
    feed.0.finish()
}

/// The grid special register `reg` (`ctaid.x`, `nctaid.y`, `clusterid.z`,
/// `nclusterid.x`, ...): its kind and dimension.
pub(crate) fn grid_register(reg: &str) -> Option<(&'static str, usize)> {
    let (kind, dim) = reg.split_once('.')?;
    let kind = ["ctaid", "nctaid", "clusterid", "nclusterid"]
        .into_iter()
        .find(|k| *k == kind)?;
    let d = ["x", "y", "z"].iter().position(|x| *x == dim)?;
    Some((kind, d))
}

impl Warp<'_> {
    /// The CTA's index in its cluster in x, y, z (`%cluster_ctaid`): the
    /// rank is x-major, x + dx * (y + dy * z).
    fn cluster_ctaid(&self) -> [i64; 3] {
        let dims = self.config.dims.map(|x| x.max(1));
        [
            self.rank % dims[0],
            self.rank / dims[0] % dims[1],
            self.rank / (dims[0] * dims[1]),
        ]
    }

    /// The value of grid register `reg` for this warp's CTA (see [`Grid`]),
    /// `None` for the other registers.
    fn grid_value(&self, reg: &str) -> Option<i64> {
        let (kind, d) = grid_register(reg)?;
        let dims = self.config.dims.map(|x| x.max(1));
        let inside = self.cluster_ctaid()[d];
        let grid = &self.config.grid;
        Some(match kind {
            "ctaid" => grid.cluster_id[d] * dims[d] + inside,
            "nctaid" => grid.clusters[d] * dims[d],
            "clusterid" => grid.cluster_id[d],
            _ => grid.clusters[d],
        })
    }

    /// Records a full-warp collective that only the lanes of `mask` reach.
    fn partial_warp(&mut self, op: Op, what: &str, mask: u32) {
        if mask == self.live || self.findings.iter().any(|(o, _)| *o == op) {
            return;
        }
        let lanes: Vec<i64> = (0..32).filter(|l| mask & (1 << l) != 0).collect();
        let reach = if lanes.len() == 1 { "reaches" } else { "reach" };
        let lanes = phaselock_ir::roles::indices_text("lane", "lanes", &lanes);
        let role = self
            .role
            .as_deref()
            .map(|r| format!(" (role '{r}')"))
            .unwrap_or_default();
        self.findings.push((
            op,
            format!(
                "{what} over the full warp, but only {lanes} of warp {}{role} {reach} it: the other lanes never join, so the warp waits forever{}",
                self.index,
                if what.starts_with("fragment.") {
                    " (take the row reduction in code every lane of the warp runs)"
                } else {
                    " (a warp arrive unit needs every lane of the warp at its commit or release)"
                }
            ),
        ));
    }

    /// The facts of the kernel that holds `ws` (its turn sequences: see
    /// [`phaselock_ir::turns`]).
    fn facts_of(ws: Op) -> std::rc::Rc<kernel::Facts> {
        kernel::facts(ws.ancestor("gpu.func").unwrap_or(ws))
    }

    /// The named-barrier event of turn op `op`: a `bar.sync` on its role's
    /// id (`wait`), or a `bar.arrive` on the next role's.
    fn turn(&self, op: Op, wait: bool) -> Option<EventKind> {
        let role = phaselock_ir::roles::enclosing_role(op)?;
        let ws = role.op.ancestor(OpKind::WarpSpecialize.name())?;
        let name = op.str_attr("sequence")?;
        let facts = Self::facts_of(ws);
        let s = facts
            .turns
            .get(&(ws.0.ptr as usize))?
            .iter()
            .find(|s| s.name == name)?;
        Some(if wait {
            let (id, n) = s.wait_of(role)?;
            EventKind::Sync(id, n)
        } else {
            let (id, n) = s.pass_of(role)?;
            EventKind::NamedArrive(id, n)
        })
    }

    /// The pass a sequence's last role makes as it starts (so that the
    /// first role's first wait goes through).
    fn start_turns(&mut self, ws: Op, role: phaselock_ir::roles::Role, mask: u32) {
        let facts = Self::facts_of(ws);
        for s in facts.turns.get(&(ws.0.ptr as usize)).into_iter().flatten() {
            if let (true, Some((id, n))) = (s.starts_passing(role), s.pass_of(role)) {
                self.event(role.op, EventKind::NamedArrive(id, n), (0, 0), mask);
            }
        }
    }

    /// `nvvm.barrier`'s barrier: its optional id (0 when absent) and
    /// thread count (the CTA's when absent), evaluated on the active
    /// lanes; `None` when either cannot be told.
    fn nvvm_barrier(&self, op: Op, mask: u32) -> Option<EventKind> {
        let segments = op
            .dense_i32_array("operandSegmentSizes")
            .unwrap_or_else(|| vec![op.num_operands().min(1) as i64, 0, 0]);
        let has_id = segments.first().is_some_and(|n| *n > 0);
        let has_threads = segments.get(1).is_some_and(|n| *n > 0);
        let operand = |i: usize| (i < op.num_operands()).then(|| op.operand(i));
        let id = if has_id {
            self.uniform(operand(0)?, mask)?
        } else {
            0
        };
        let threads = if has_threads {
            self.uniform(operand(usize::from(has_id))?, mask)?
        } else {
            self.config.threads
        };
        Some(EventKind::Sync(id, threads))
    }

    /// The upper bound to simulate a loop to: a loop with constant bounds
    /// and barrier ops inside leaves out the last [`Warp::trim`] cursors of
    /// its range (see [`loops::trimmed_cursors`]).
    fn shortened(&self, op: Op, lb: i64, ub: i64) -> i64 {
        let constant = (0..3).all(|i| ir::constant_int(op.operand(i)).is_some());
        if self.trim == 0 || !constant || !self.facts.barrier_loops.contains(&(op.0.ptr as usize)) {
            return ub;
        }
        ub.saturating_sub(self.trim).max(lb)
    }

    fn get(&self, v: MlirValue) -> Lanes {
        *self.values.get(self.facts.slots.slot(v))
    }

    fn set(&mut self, v: MlirValue, lanes: Lanes) {
        self.values.set(self.facts.slots.slot(v), lanes);
    }

    /// One value agreed on by the active lanes.
    fn uniform(&self, v: MlirValue, mask: u32) -> Option<i64> {
        let lanes = self.get(v);
        let mut out = None;
        for (l, x) in lanes.iter().enumerate() {
            if mask & (1 << l) != 0 {
                let x = (*x)?;
                match out {
                    None => out = Some(x),
                    Some(y) if y != x => return None,
                    _ => {}
                }
            }
        }
        out
    }

    fn block(&mut self, block: MlirBlock, mask: u32) -> Result<(), (Op, String)> {
        for (op, named) in kernel::live_ops(block, self.facts).iter() {
            if named.invariant {
                if self
                    .values
                    .evaluated(named.id)
                    .is_some_and(|m| mask & !m == 0)
                {
                    // Still a step: the bound counts the ops visited.
                    self.step(*op)?;
                    continue;
                }
                self.values.evaluate(named.id, mask);
            }
            self.op(*op, named, mask)?;
        }
        Ok(())
    }

    fn region_block(op: Op, r: usize) -> Option<MlirBlock> {
        if r >= op.num_regions() {
            return None;
        }
        let b = unsafe { mlirRegionGetFirstBlock(op.region(r)) };
        (!b.ptr.is_null()).then_some(b)
    }

    fn event(&mut self, op: Op, kind: EventKind, barrier: BarrierId, mask: u32) {
        if mask != 0 {
            self.events.push(Event {
                kind,
                barrier,
                lanes: count(mask),
                op,
            });
            self.note_event(op, kind, barrier, mask);
        }
    }

    fn barrier_of(&self, v: MlirValue, mask: u32) -> Result<BarrierId, String> {
        let lanes = self.get(v);
        let mut id = None;
        for (l, x) in lanes.iter().enumerate() {
            if mask & (1 << l) != 0 {
                match (id, x) {
                    (_, None) => return Err("a barrier that cannot be told at compile time".into()),
                    (None, Some(x)) => id = Some(*x),
                    (Some(y), Some(x)) if y != *x => {
                        return Err("lanes of one warp use different barriers".into())
                    }
                    _ => {}
                }
            }
        }
        let encoded = id.unwrap_or(0);
        Ok(((encoded >> 32) as usize, encoded & 0xffff_ffff))
    }

    /// Sets the result of the decoded op `d` lane by lane to `f` of its
    /// operands (`None` on a lane where one is unknown), wrapped to the
    /// result's width.
    fn lanewise(&mut self, d: &kernel::Named, mask: u32, f: impl Fn(&[i64]) -> Option<i64>) {
        let n = d.operands.len();
        // The operands' lanes: up to four without an allocation (every
        // `arith` op).
        let mut few: [&Lanes; 4] = [&NONE; 4];
        let many: Vec<&Lanes>;
        let ins: &[&Lanes] = if n <= few.len() {
            for (slot, s) in few.iter_mut().zip(d.operands.iter()) {
                *slot = self.values.get(*s);
            }
            &few[..n]
        } else {
            many = d.operands.iter().map(|s| self.values.get(*s)).collect();
            &many
        };
        let out = lanes_of(ins, mask, d.width_out, f);
        if let Some(r) = d.result {
            self.values.set(r, out);
        }
    }

    /// Runs `op` with the lanes of `mask`: counts the step, records the
    /// tcgen05 and wgmma ops, and dispatches on what the op is.
    fn op(&mut self, op: Op, named: &kernel::Named, mask: u32) -> Result<(), (Op, String)> {
        self.step(op)?;
        self.mma_marks(op, named, mask);
        match named.sim {
            Sim::Async(kind) => self.async_op(op, named, kind, mask),
            _ if self.value_op(op, named, mask) || self.thread_value(op, named, mask) => Ok(()),
            _ => self.control_op(op, named, mask),
        }
    }

    /// Counts one step of the simulation: `Err` past [`STEP_LIMIT`] steps
    /// (all warps together) or past the deadline.
    fn step(&mut self, op: Op) -> Result<(), (Op, String)> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return Err((
                op,
                format!(
                    "the simulation exceeds its bound of {STEP_LIMIT} steps (all warps together)"
                ),
            ));
        }
        if self.steps.is_multiple_of(CLOCK_STEPS) && Instant::now() >= self.deadline {
            return Err((
                op,
                format!(
                    "the simulation gives up at its time bound ({} s for a CTA, {} s for the kernel's check), after {} steps (all warps together)",
                    simulation_time().as_secs_f64(),
                    crate::check_time().as_secs_f64(),
                    self.steps
                ),
            ));
        }
        Ok(())
    }

    /// Records `op` (named `name`, of kind `op_kind` in the `async` dialect)
    /// when it is a tcgen05 op ([`Mark`]), a wgmma op ([`wgmma`]) or a
    /// `tcgen05.mma` reading shared memory ([`Tcgen05Read`]).
    fn mma_marks(&mut self, op: Op, named: &kernel::Named, mask: u32) {
        // tcgen05 and wgmma ops are NVVM ops (tcgen05 also inline assembly).
        let (name, nvvm): (&str, _) = (&named.name, named.nvvm);
        if let Some(kind) = named.tcgen05.filter(|_| mask != 0) {
            let at = self.events.len();
            self.marks.push(Mark { at, kind, op });
            if kind == Tcgen05::Issue
                && name == "llvm.inline_asm"
                && op
                    .str_attr("asm_string")
                    .is_some_and(|t| t.contains("tcgen05.mma"))
            {
                self.tcgen05.push(tcgen05_asm_read(op));
            }
        }
        if (nvvm || named.kind == Some(OpKind::WarpgroupMma)) && mask != 0 {
            self.wgmma_mark(op, name, mask);
            if name.starts_with("nvvm.tcgen05.") {
                self.note_tensor(op, mask);
            }
            if name == "nvvm.tcgen05.mma" {
                let lane = mask.trailing_zeros() as usize;
                let read = tcgen05_read(op, |i| self.get(op.operand(i))[lane]);
                self.tcgen05.extend(read);
            }
        }
    }

    /// The integer values an op computes lane by lane: the arena's
    /// address, and `arith` constants, binary ops, casts, selects and
    /// comparisons. `false` when `op` is none of them.
    fn value_op(&mut self, op: Op, d: &kernel::Named, mask: u32) -> bool {
        let (result, w) = (d.result, d.width_in);
        match d.sim {
            Sim::ArenaAddress => {
                // The arena's own address is 0, so that the wgmma
                // descriptors built from it hold its offsets; the address
                // of a view into it is the memory model's ([`memory`]).
                self.set(op.result(0), [Some(0); 32]);
            }
            Sim::Constant(v) => {
                if let Some(r) = result {
                    self.values.set(r, [v; 32]);
                }
            }
            Sim::Bin(bin) => {
                // `arith`'s semantics as the uniformity analysis has them:
                // wrapping, and `None` (poison, the path not evaluated) for
                // a zero divisor, signed `MIN / -1` and over-wide shifts.
                self.lanewise(d, mask, move |a| {
                    // On the hardware's addresses; the tag of a lone
                    // tagged operand rides along (memory::retagged).
                    let (x, y) = (memory::untagged(a[0]), memory::untagged(a[1]));
                    let r = bin.apply(x as u64, y as u64, w)? as i64;
                    Some(memory::retagged(a[0], a[1], r))
                })
            }
            Sim::Unsigned => self.lanewise(d, mask, |a| Some(a[0])),
            // index_cast sign-extends when it widens, truncates otherwise.
            Sim::Signed => self.lanewise(d, mask, move |a| Some(signed(a[0], w))),
            Sim::Select => self.lanewise(d, mask, |a| Some(if a[0] != 0 { a[1] } else { a[2] })),
            Sim::Compare(pred) => self.lanewise(d, mask, move |a| {
                let (x, y) = (memory::untagged(a[0]), memory::untagged(a[1]));
                Some(compare(pred, x, y, w) as i64)
            }),
            _ => return false,
        }
        true
    }

    /// The values that tell the warp's threads apart: the special
    /// registers, the thread and lane ids, `elect.sync` and the broadcast
    /// of lane 0's value. `false` when `op` is none of them.
    fn thread_value(&mut self, op: Op, d: &kernel::Named, mask: u32) -> bool {
        match d.sim {
            Sim::SpecialRegister => {
                self.special_register(op, &d.name["nvvm.read.ptx.sreg.".len()..]);
            }
            Sim::ThreadId(lane) => self.thread_id(op, lane),
            Sim::ElectSync => {
                let full = op.num_operands() == 0
                    || ir::constant_int(op.operand(0)).is_some_and(|m| m as u32 == u32::MAX);
                if full {
                    self.partial_warp(op, "elect.sync", mask);
                }
                let lowest = mask.trailing_zeros() as usize;
                let mut out = [Some(0); 32];
                if lowest < 32 {
                    out[lowest] = Some(1);
                }
                self.set(op.result(0), out);
            }
            Sim::Shuffle => {
                // The warp index broadcast of lowered roles: lane 0's value.
                let src = self.get(op.operand(1));
                let idx = op.attr("kind").map(ir::attr_string).unwrap_or_default();
                let out = if idx.contains("idx") && ir::constant_int(op.operand(2)) == Some(0) {
                    [src[mask.trailing_zeros().min(31) as usize]; 32]
                } else {
                    NONE
                };
                self.set(op.result(0), out);
            }
            _ => return false,
        }
        true
    }

    /// Special register `reg` (`tid.x`, `cluster.ctarank`, `ctaid.y`,
    /// ...) of every lane of the warp.
    fn special_register(&mut self, op: Op, reg: &str) {
        let dims = self.config.dims;
        let placed = self.grid_value(reg);
        let inside = self.cluster_ctaid();
        let mut out = NONE;
        for (l, slot) in out.iter_mut().enumerate() {
            let tid = self.index as i64 * 32 + l as i64;
            *slot = match reg {
                "tid.x" => Some(tid),
                "cluster.ctarank" => Some(self.rank),
                "cluster.ctaid.x" => Some(inside[0]),
                "cluster.ctaid.y" => Some(inside[1]),
                "cluster.ctaid.z" => Some(inside[2]),
                "cluster.nctaid.x" => Some(dims[0]),
                "cluster.nctaid.y" => Some(dims[1]),
                "cluster.nctaid.z" => Some(dims[2]),
                "tid.y" | "tid.z" => Some(0),
                "ntid.x" => Some(self.config.threads),
                "ntid.y" | "ntid.z" => Some(1),
                // The CTA's place in the grid (see `Grid`).
                _ if placed.is_some() => placed,
                "cluster.nctarank" => Some(self.config.cluster),
                "laneid" => Some(l as i64),
                "warpid" => Some(self.index as i64),
                _ => None,
            };
        }
        self.set(op.result(0), out);
    }

    /// `gpu.thread_id` (`lane_only`: `gpu.lane_id`) of every lane.
    fn thread_id(&mut self, op: Op, lane_only: bool) {
        // The CTA is one-dimensional: `x` is the linear index.
        let dim = op.attr("dimension").map(ir::attr_string);
        let x = dim.as_deref().is_none_or(|d| d.contains('x'));
        let mut out = NONE;
        for (l, slot) in out.iter_mut().enumerate() {
            let tid = self.index as i64 * 32 + l as i64;
            *slot = Some(if lane_only {
                l as i64
            } else if x {
                tid
            } else {
                0
            });
        }
        self.set(op.result(0), out);
    }

    /// The ops that are neither `async` nor values: named barriers and
    /// inline assembly, the `scf` regions, loads and stores, `mapa`, and
    /// the rest ([`Warp::other`]).
    fn control_op(&mut self, op: Op, d: &kernel::Named, mask: u32) -> Result<(), (Op, String)> {
        let name: &str = &d.name;
        match d.sim {
            Sim::InlineAsm => self.inline_asm(op, mask)?,
            Sim::NamedBarrier => self.named_barrier(op, name, mask)?,
            Sim::If => self.scf_if(op, mask)?,
            Sim::IndexSwitch => self.index_switch(op, mask)?,
            Sim::ExecuteRegion => self.execute_region(op, mask)?,
            Sim::While => self.scf_while(op, mask)?,
            Sim::For => self.scf_for(op, mask)?,
            Sim::Terminator => {}
            Sim::Counter => self.counter(op, mask)?,
            Sim::Access => self.access(op, name, mask),
            Sim::Mapa => self.mapa(op, mask),
            Sim::Opaque => self.unknown_results(op),
            _ => self.other(op, name, mask)?,
        }
        Ok(())
    }

    /// The CTA barrier and named barriers written as NVVM or GPU ops:
    /// `nvvm.barrier.arrive`, `gpu.barrier`, `nvvm.barrier0`,
    /// `nvvm.barrier`.
    fn named_barrier(&mut self, op: Op, name: &str, mask: u32) -> Result<(), (Op, String)> {
        let unknown = || {
            Err((
                op,
                "a named barrier whose id or thread count the checker cannot evaluate".to_string(),
            ))
        };
        let kind = match name {
            "nvvm.barrier.arrive" => {
                // `(id = %id)? number_of_threads = %n`: the id defaults to 0.
                let threads = op.operand(op.num_operands().saturating_sub(1));
                let id = (op.num_operands() > 1).then(|| op.operand(0));
                let (Some(id), Some(n)) = (
                    id.map_or(Some(0), |v| self.uniform(v, mask)),
                    self.uniform(threads, mask),
                ) else {
                    return unknown();
                };
                EventKind::NamedArrive(id, n)
            }
            "nvvm.barrier" => {
                let Some(kind) = self.nvvm_barrier(op, mask) else {
                    return unknown();
                };
                kind
            }
            _ => EventKind::Sync(0, self.config.threads),
        };
        self.event(op, kind, (0, 0), mask);
        Ok(())
    }

    /// `scf.for`: its bounds agreed on by the active lanes, its laps run
    /// one after the other (the upper bound [`Warp::shortened`]), a run of
    /// a loop whose bounds are not all constants recorded ([`LoopRun`]).
    fn scf_for(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        let fail = |why: &str| Err((op, why.to_string()));
        let (Some(lb), Some(ub), Some(step)) = (
            self.uniform(op.operand(0), mask),
            self.uniform(op.operand(1), mask),
            self.uniform(op.operand(2), mask),
        ) else {
            return fail("a loop whose bounds the checker cannot evaluate");
        };
        let w = width_of(op.operand(0));
        let (lb, ub, step) = (signed(lb, w), signed(ub, w), signed(step, w));
        if step <= 0 {
            return fail("a loop with a non-positive step");
        }
        let Some(body) = Self::region_block(op, 0) else {
            return Ok(());
        };
        let ub = self.shortened(op, lb, ub);
        let iter_count = op.num_operands() - 3;
        let mut carried: Vec<Lanes> = (0..iter_count)
            .map(|i| self.get(op.operand(3 + i)))
            .collect();
        let dynamic = (0..3).any(|i| ir::constant_int(op.operand(i)).is_none());
        let mut run = dynamic.then(|| LoopRun {
            op,
            start: self.events.len(),
            laps: Vec::new(),
            end: 0,
        });
        let mut k = lb;
        while k < ub {
            if let Some(run) = &mut run {
                run.laps.push(self.events.len());
            }
            let iv = unsafe { mlirBlockGetArgument(body, 0) };
            self.set(iv, [Some(k); 32]);
            for (i, c) in carried.iter().enumerate() {
                let arg = unsafe { mlirBlockGetArgument(body, i as isize + 1) };
                self.set(arg, *c);
            }
            self.block(body, mask)?;
            let term = Op(unsafe { mlirBlockGetTerminator(body) });
            carried = (0..iter_count).map(|i| self.get(term.operand(i))).collect();
            match k.checked_add(step) {
                Some(next) => k = next,
                None => break,
            }
        }
        for (i, c) in carried.iter().enumerate() {
            self.set(op.result(i), *c);
        }
        if let Some(mut run) = run {
            run.end = self.events.len();
            self.loops.push(run);
        }
        Ok(())
    }

    /// An op of the `async` dialect, by its kind: every kind has its arm,
    /// so that a new op does not compile until the simulation says what it
    /// does with it.
    fn async_op(
        &mut self,
        op: Op,
        d: &kernel::Named,
        kind: OpKind,
        mask: u32,
    ) -> Result<(), (Op, String)> {
        match kind {
            OpKind::TurnWait | OpKind::TurnPass => {
                let Some(event) = self.turn(op, kind == OpKind::TurnWait) else {
                    return Err((op, "a turn of a sequence async-verify refuses".into()));
                };
                self.event(op, event, (0, 0), mask);
            }
            OpKind::FragmentReduceRows => {
                // Its quad shuffles take every lane of the warp.
                self.partial_warp(op, "fragment.reduce_rows shuffles", mask);
                self.set(op.result(0), NONE);
            }
            OpKind::ClusterBarrier => self.cluster_barrier(op, mask),
            OpKind::WarpSpecialize => self.warp_specialize(op, mask)?,
            OpKind::BarrierAlloc => {
                let index = self.allocs.iter().position(|a| *a == op).unwrap_or(0) as i64;
                self.set(op.result(0), [Some(index << 32); 32]);
            }
            OpKind::BarrierGet => {
                self.lanewise(d, mask, |a| {
                    Some((a[0] & !0xffff_ffff) | (a[1] & 0xffff_ffff))
                });
            }
            OpKind::BarrierWait => self.barrier_wait(op, mask)?,
            OpKind::BarrierArrive => {
                let b = self.barrier_of(op.operand(0), mask).map_err(|e| (op, e))?;
                let c = op.int_attr("count").unwrap_or(1);
                if op.num_operands() > 1 {
                    self.record_sends(op, b, c, mask)?;
                }
                self.event(op, EventKind::Arrive(c), b, mask);
            }
            OpKind::BarrierArriveExpectTx | OpKind::BarrierExpectTx => {
                self.expect_tx(op, kind, mask)?
            }
            OpKind::CopyBulk | OpKind::CopyTensor => self.copy(op, mask)?,
            OpKind::BarrierCommitMma => {
                let b = self.barrier_of(op.operand(0), mask).map_err(|e| (op, e))?;
                self.event(op, EventKind::CommitMma, b, mask);
            }
            OpKind::PipelineCreate
            | OpKind::StageProducerAcquire
            | OpKind::StageProducerCommit
            | OpKind::StageConsumerWait
            | OpKind::StageConsumerRelease
            | OpKind::StageBuffer
            | OpKind::StageIndex
            | OpKind::StageBarrier
            | OpKind::StageDescriptor => {
                return Err((
                    op,
                    "pipeline-level ops: run async-insert-phases before async-check-protocol"
                        .into(),
                ));
            }
            OpKind::CopyBulkStore | OpKind::CopyTensorStore => {
                self.note_async_read(op, mask);
            }
            OpKind::CopyStoreWait => self.note_store_wait(op, mask),
            // No barrier event: values the simulation does not know,
            // addresses, or ops the lowering erases.
            OpKind::BarrierCounter
            | OpKind::BarrierTryWait
            | OpKind::FenceProxyAsync
            | OpKind::FragmentBroadcastRows
            | OpKind::FragmentCoordinates
            | OpKind::FragmentPack
            | OpKind::Role
            | OpKind::WarpReduce
            | OpKind::WarpgroupMma => self.other(op, kind.name(), mask)?,
        }
        Ok(())
    }

    /// `async.cluster_barrier`: the cluster's CTAs behave alike, so for one
    /// CTA the barrier is its participants' meeting: the role's, or, for
    /// one marked `hardware` (kept by the lowering, or asked for), every
    /// thread's at the cluster barrier; else the CTA's.
    fn cluster_barrier(&mut self, op: Op, mask: u32) {
        let hardware = op.attr("hardware").is_some();
        let kind = match phaselock_ir::roles::enclosing_role(op) {
            Some(_) if hardware => EventKind::Sync(CLUSTER_BARRIER, self.config.threads),
            Some(role) => EventKind::Sync(role.barrier_id(), role.threads()),
            None => EventKind::Sync(0, self.config.threads),
        };
        self.event(op, kind, (0, 0), mask);
    }

    /// `async.warp_specialize`: the body of the role the warp belongs to,
    /// after the passes its role makes as it starts.
    fn warp_specialize(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        for role in roles_of(op) {
            let w = self.index as i64;
            if w >= role.first_warp && w < role.first_warp + role.warps {
                self.role = Some(role.name());
                self.start_turns(op, role, mask);
                if let Some(b) = Self::region_block(role.op, 0) {
                    self.block(b, mask)?;
                }
            }
        }
        Ok(())
    }

    /// `async.barrier.wait`: a wait with the parity the active lanes agree
    /// on.
    fn barrier_wait(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        let b = self.barrier_of(op.operand(0), mask).map_err(|e| (op, e))?;
        let Some(parity) = self.uniform(op.operand(1), mask) else {
            return Err((op, "a wait whose phase the checker cannot evaluate".into()));
        };
        self.event(op, EventKind::Wait(parity & 1), b, mask);
        Ok(())
    }

    /// `async.barrier.expect_tx` and `async.barrier.arrive_expect_tx`
    /// (`kind`): the bytes the active lanes agree on, a finding when they
    /// lie outside the mbarrier's range.
    fn expect_tx(&mut self, op: Op, kind: OpKind, mask: u32) -> Result<(), (Op, String)> {
        let b = self.barrier_of(op.operand(0), mask).map_err(|e| (op, e))?;
        let Some(bytes) = self.uniform(op.operand(1), mask) else {
            return Err((op, "a byte count the checker cannot evaluate".into()));
        };
        if !(0..=MBARRIER_COUNT_LIMIT).contains(&bytes) {
            self.finding(
                op,
                format!("expects {bytes} transaction bytes, outside the mbarrier's range 0..={MBARRIER_COUNT_LIMIT}"),
            );
            return Ok(());
        }
        let kind = if kind == OpKind::BarrierExpectTx {
            EventKind::ExpectTx(bytes)
        } else {
            EventKind::ArriveExpectTx(bytes)
        };
        self.event(op, kind, b, mask);
        Ok(())
    }

    /// `async.copy.bulk` and `async.copy.tensor`: the bytes they complete
    /// on their barrier. A multicast copy lands on the barrier of every CTA
    /// in its mask; the CTAs behaving alike, ours receives one such copy
    /// from each CTA whose mask holds it.
    fn copy(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        let b = self.barrier_of(op.operand(2), mask).map_err(|e| (op, e))?;
        let bytes = phaselock_ir::tensor::copy_bytes(op).unwrap_or(0);
        let mut cast = None;
        let copies = if let Some(m) = phaselock_ir::tensor::copy_mask(op) {
            let Some(m) = self.uniform(m, mask) else {
                return Err((op, "a multicast mask the checker cannot evaluate".into()));
            };
            let ranks = (1i64 << self.config.cluster.min(16)) - 1;
            cast = Some(m & ranks);
            (m & ranks).count_ones() as i64
        } else {
            1
        };
        let before = self.events.len();
        self.event(op, EventKind::Copy(bytes.saturating_mul(copies)), b, mask);
        self.note_copy(op, b, bytes, cast, mask);
        if let (Some(m), true) = (cast, self.events.len() > before) {
            self.multicast.push((before, m));
        }
        Ok(())
    }

    /// An op no arm of [`Warp::control_op`] or [`Warp::async_op`] models: an
    /// address it evaluates, else (if it is not one the simulation must
    /// follow) results the checker does not know.
    /// Sets every result of `op` to unknown on every lane.
    fn unknown_results(&mut self, op: Op) {
        for r in 0..op.num_results() {
            self.set(op.result(r), NONE);
        }
    }

    fn other(&mut self, op: Op, name: &str, mask: u32) -> Result<(), (Op, String)> {
        if self.address(op, name, mask) {
            return Ok(());
        }
        if let Some(why) = regions::unfollowed(op) {
            return Err((op, why));
        }
        self.unknown_results(op);
        Ok(())
    }
}

impl Warp<'_> {
    /// `nvvm.mapa`: a rank outside the cluster maps to no CTA's shared
    /// memory (a finding, for the first lane that asks); a rank the
    /// simulation cannot tell is recorded ([`WarpTrace::unknown_mapa`]);
    /// the address it gives is not followed.
    fn mapa(&mut self, op: Op, mask: u32) {
        let ranks = self.get(op.operand(1));
        if (0..32).any(|l| mask & (1 << l) != 0 && ranks[l].is_none()) {
            self.unknown_mapa.get_or_insert(op);
        }
        let cluster = self.config.cluster.max(1);
        let width = width_of(op.operand(1));
        if let Some((l, r)) = (0..32).filter(|l| mask & (1 << l) != 0).find_map(|l| {
            Some((l, signed(ranks[l]?, width))).filter(|(_, r)| !(0..cluster).contains(r))
        }) {
            self.findings.push((
                op,
                format!(
                    "thread {} maps the shared memory of CTA rank {r}, but the cluster has {cluster} CTAs (ranks 0..{}): no CTA owns that address",
                    self.index * 32 + l,
                    cluster - 1
                ),
            ));
        }
        self.set(op.result(0), NONE);
    }

    /// An `llvm.inline_asm`: a named barrier's sync or arrive (see
    /// [`named_asm`]), `bar.warp.sync` over the full warp, `activemask`;
    /// other assembly on a barrier stops the simulation, the rest has
    /// unknown results.
    fn inline_asm(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        let text = op.str_attr("asm_string").unwrap_or_default();
        // A `mapa` in assembly is not read: its rank is not checked.
        if text.contains("mapa") {
            self.unknown_mapa.get_or_insert(op);
        }
        if let Some((arrive, operands)) = named_asm(&text) {
            // `$i` names the op's operand `i` after its results.
            let value = |t: &str| match t.strip_prefix('$') {
                Some(i) => {
                    let i = i.parse::<usize>().ok()?.checked_sub(op.num_results())?;
                    (i < op.num_operands()).then(|| self.uniform(op.operand(i), mask))?
                }
                None => immediate(t),
            };
            let id = operands.first().and_then(|t| value(t));
            let threads = operands
                .get(1)
                .map_or(Some(self.config.threads), |t| value(t));
            let (Some(id), Some(n)) = (id, threads) else {
                return Err((
                    op,
                    "a named barrier whose id or thread count the checker cannot evaluate".into(),
                ));
            };
            let kind = if arrive {
                EventKind::NamedArrive(id, n)
            } else {
                EventKind::Sync(id, n)
            };
            self.event(op, kind, (0, 0), mask);
        } else if let Some(m) = text.strip_prefix("bar.warp.sync ") {
            let m = m.trim_end_matches(';').trim();
            if m == "-1" || m.eq_ignore_ascii_case("0xffffffff") {
                self.note_warp_sync(op, mask);
                self.partial_warp(op, "bar.warp.sync", mask);
            }
        } else if text.contains("wgmma.") && self.wgmma_asm_mark(op, mask, &text) {
            // Its results (the accumulators) are unknown.
            self.unknown_results(op);
        } else if text.starts_with("activemask") && op.num_results() > 0 {
            self.set(op.result(0), [Some(mask as i64); 32]);
        } else if regions::unmodelled_asm(&text) {
            return Err((
                op,
                "inline assembly on a barrier that the simulation does not model".into(),
            ));
        } else {
            self.unknown_results(op);
        }
        Ok(())
    }
}

/// A named barrier in inline assembly, one statement: `bar.sync`,
/// `barrier.sync`, `bar.arrive` or `barrier.arrive`, with `.cta` and
/// `.aligned` allowed. Whether it only arrives, and its operands (an
/// immediate, or `$i`).
fn named_asm(text: &str) -> Option<(bool, Vec<&str>)> {
    let statement = text.trim().trim_end_matches(';').trim();
    if statement.contains([';', '@', '{', '\n']) {
        return None;
    }
    let (opcode, operands) = statement.split_once(char::is_whitespace)?;
    let mut parts = opcode.split('.');
    if !matches!(parts.next(), Some("bar" | "barrier")) {
        return None;
    }
    let rest: Vec<&str> = parts.filter(|p| !matches!(*p, "cta" | "aligned")).collect();
    let arrive = match rest.as_slice() {
        ["sync"] => false,
        ["arrive"] => true,
        _ => return None,
    };
    Some((arrive, operands.split(',').map(str::trim).collect()))
}

/// A decimal or `0x` hexadecimal immediate.
fn immediate(t: &str) -> Option<i64> {
    match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => t.parse().ok(),
    }
}

impl Warp<'_> {
    /// Records the remote arrive `op` of the lanes of `mask`, by target:
    /// per target rank, the lanes of the event it is about to be (the
    /// `targets` entries of this call, the last ones), and the arrivals per
    /// op, target and barrier (`sends`, found through `send_index`). The
    /// cost does not grow with the trace.
    fn record_sends(
        &mut self,
        op: Op,
        b: BarrierId,
        c: i64,
        mask: u32,
    ) -> Result<(), (Op, String)> {
        let targets = self.get(op.operand(1));
        let at = self.events.len();
        let first = self.targets.len();
        for (l, target) in targets.iter().enumerate() {
            if mask & (1 << l) == 0 {
                continue;
            }
            let Some(to) = *target else {
                return Err((
                    op,
                    "a remote arrive whose CTA rank the checker cannot evaluate".into(),
                ));
            };
            match self.targets[first..].iter_mut().find(|t| t.1 == to) {
                Some(t) => t.2 += 1,
                None => self.targets.push((at, to, 1)),
            }
            let sends = &mut self.sends;
            let s = *self
                .send_index
                .entry((op.0.ptr as usize, to, b))
                .or_insert_with(|| {
                    sends.push(Send {
                        op,
                        barrier: b,
                        to,
                        arrivals: 0,
                    });
                    sends.len() - 1
                });
            sends[s].arrivals = sends[s].arrivals.saturating_add(c);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{immediate, named_asm};

    #[test]
    fn named_barriers_in_assembly() {
        assert_eq!(named_asm("bar.sync 1, 64;"), Some((false, vec!["1", "64"])));
        assert_eq!(
            named_asm("barrier.arrive $0, $1;"),
            Some((true, vec!["$0", "$1"]))
        );
        assert_eq!(
            named_asm("bar.cta.arrive.aligned 2, 128;"),
            Some((true, vec!["2", "128"]))
        );
        assert_eq!(named_asm("barrier.sync 0;"), Some((false, vec!["0"])));
        assert_eq!(named_asm("bar.warp.sync -1;"), None);
        assert_eq!(named_asm("bar.red.popc.u32 $0, 1, $1;"), None);
        assert_eq!(named_asm("@p bar.sync 1;"), None);
        assert_eq!(named_asm("bar.sync 1; bar.arrive 2, 64;"), None);
        assert_eq!(immediate("0x40"), Some(64));
        assert_eq!(immediate("96"), Some(96));
        assert_eq!(immediate("$0"), None);
    }
}
