//! `phaselock-checker`: the protocol checker, an analysis apart from the
//! transformations. `async-check-protocol` proves a kernel's barrier protocol or shows the
//! bug, at the op that causes it.
//!
//! Expects: barrier-level `async` ops (pipeline-level ones are correct by
//! construction; run the pass after `async-insert-phases` to check what it
//! generated, kernels with pipeline-level ops left are skipped).
//!
//! Static checks, on the IR:
//! - a wait on a barrier array that nothing arrives on or completes bytes
//!   on (no producer can complete it);
//! - an MMA commit (`barrier.commit_mma`) on a barrier array nobody waits on;
//! - a generic store to shared memory that reaches an async-proxy read (bulk
//!   store, MMA) or the synchronization before it without
//!   `fence.proxy.async` (the analysis of `async-insert-fences`);
//! - a CTA-wide or cluster-wide collective inside a branch on the thread
//!   index (only some threads or roles reach it);
//! - a multicast copy or a remote arrive reaching a barrier of another CTA
//!   when no barrier of the kernel has scope `cluster` (the initialization
//!   is only made visible inside each CTA: the other CTA's copy or arrive
//!   may land before it), and an `expect_tx` on a multicast barrier that
//!   only some CTAs run (a condition on the CTA rank);
//! - a bulk copy in a loop with no wait before it in the loop (the stage
//!   buffer has a ready barrier but no release barrier: the ready/free loop
//!   is not closed), unless a CTA or named barrier orders every reader's
//!   last read of the buffer before the next copy ([`window`]).
//! - a collective (CTA or cluster barrier, named barrier sync, full-warp
//!   `elect.sync` / `bar.warp.sync`) inside a loop whose trip count
//!   differs between the threads that run it together ([`order`]);
//! - a `wgmma.mma_async` whose accumulator ordinary instructions wrote with
//!   no `wgmma.fence` between, and tcgen05 work after a wait (or a signal
//!   after tcgen05 work) with no `tcgen05.fence` (or commit) between, on
//!   any path of the thread's program order ([`fences`]);
//! - a load or store of another CTA's shared memory with no cluster
//!   barrier before it, or none after it before the kernel ends
//!   ([`dsmem`]).
//!
//! Checks on a simulation ([`crate::simt`]) of one CTA per configuration, for
//! kernels with mbarriers or a protocol of named barriers (an arrive-only
//! `bar.arrive`, or an id other than 0)
//! (block size from `known_block_size` or the roles; the integer arguments
//! that loop bounds depend on take the configuration's trip count, those
//! of a nest's inner loops its inner count, the other integer arguments
//! 5; see "Every trip count" below):
//! - init count ≠ arrivals per phase (per role, and × the cluster's CTAs for
//!   remote arrivals), reported at the `barrier.alloc` with the arriving ops;
//! - expected bytes ≠ the bytes of the copies completing on the barrier;
//! - a full-warp collective (`elect.sync` or `bar.warp.sync` with the full
//!   mask, as a warp arrive unit uses) that only some lanes of a warp
//!   reach: the warp waits forever;
//! - an index of a load or store on a shared memref of static shape
//!   outside that shape (in a ring: an access to the next stage), and an
//!   `nvvm.mapa` of a rank outside the cluster;
//! - an `expect_tx` after an arrive of the same warp on the same barrier
//!   with no wait or barrier sync between, and a plain arrive after tcgen05
//!   MMAs that no `barrier.commit_mma` covers yet ([`order`]);
//! - a release (arrive on an array that records the buffers it hands
//!   back) while a wgmma group that reads those bytes may be pending: no
//!   `wgmma.wait_group` deep enough since its commit ([`mma_release`]);
//! - a read of stage bytes that no copy into the stage writes, or, in a
//!   stage that stores fill, no store ([`coverage`]); an access of a stage
//!   buffer outside the thread's window on it ([`buffers`]; in hand-written
//!   kernels the stages that copies or a warp's stores fill), an access
//!   of a pipeline's stages outside the slots the thread holds ([`held`]),
//!   and an access through a stage's address past that stage (the
//!   simulation's stage provenance, [`simt::memory`]);
//! - the bounded model check ([`crate::model_check`]): deadlock, a wait
//!   that passes twice on one phase (not toggled, or toggled twice), a wait
//!   that passes on a fresh barrier that copies fill (wrong initial phase),
//!   each with a counterexample trace as notes.
//!
//! With `print-ledger=markdown|json` (driver: `--async-print-ledger=`) the
//! pass prints each kernel's barrier ledger to stderr: barrier, storage,
//! init scope, expected arrivals, tx bytes, producers and their arrival
//! mechanism, consumers and their wait phases, the barrier they release,
//! and a phase table (first round, one steady-state lap, final drain), and
//! says what was verified: for all trip counts, for some, or not (why).
//!
//! Every trip count. A kernel's barrier state at the start of lap `k` is
//! the (slot, phase) of each barrier array it cycles through, plus the
//! pending counts, which a lap that balances (arrivals = init count, bytes
//! = expected bytes, both checked per lap) returns to where they were. An
//! array of `N` barriers used round-robin repeats its (slot, phase) every
//! `2N` laps, so all arrays together every `P = 2 * lcm(N...)` laps: a lap
//! `k >= P` meets the same barrier states as lap `k - P`. A run of `T`
//! laps therefore shows nothing that the runs of at most `P + 1` laps do
//! not: its first lap is a first lap, its last lap a last lap, and every
//! lap between meets a state that some shorter run meets with the same
//! neighbours. The checked trip counts are the small ones, `0..=min(lcm +
//! 1, 9)` (the first laps, where the producer's waits pass on fresh
//! barriers, and the drain), and `P - 1`, `P`, `P + 1` (the wrap of the
//! pattern), plus 5, when `P <= 64`; for a longer period the ledger says
//! which counts were verified. The argument holds for loops whose laps do
//! the same barrier operations (the simulation follows whatever the IR
//! does, so lap-dependent control flow is checked for the counts above
//! only). A kernel whose loop bounds depend on no integer argument has one
//! configuration. The option `trips=T` checks `T` alone, at every loop
//! level. The simulations (every CTA of a cluster) and the model checks of
//! one kernel share a time budget of [`CHECK_TIME`].
//!
//! Nested loops ([`trips`]). Barrier ops inside two loops bounded by the
//! arguments, where the outer loops' bounds come from arguments of their
//! own (a persistent GEMM's tiles, from `m` and `n`) and the inner loops'
//! from others (its K steps, `k_tiles`), get the two counts apart: a
//! configuration is a pair `(O, I)`, `O` tiles of `I` inner laps (an
//! argument divided by a constant, `m / 128` or `(m + 127) / 128`, takes
//! the count times the divisor). Number the inner laps of a run in order,
//! `L = t·I + k`. With the ring cursor running on across tiles, each
//! barrier's (slot, phase) in lap `L` is a function of `L mod P`, and a
//! lap differs from another only in that residue and in where the tile
//! boundaries and the kernel's ends fall around it (an op before or after
//! the inner loop, a peeled first wait or a last release, belongs to its
//! tile's first or last lap).
//! Rings used in the tile loop and in none of its inner loops (a
//! persistent attention kernel's Q, [`trips::premises::per_tile_arrays`])
//! move on once per tile: their (slot, phase) in tile `t` is a function of
//! `t mod P_t`, `P_t` twice the lcm of their sizes (a divisor of `P`), and
//! a lap's residues are `(L mod P, t mod P_t)`. Those rings bound how many
//! tiles apart two roles are, not laps: they are left out of the window's
//! constraints below (the inner rings hold the roles within `W` laps, and
//! the per-tile ops belong to their tile's first or last lap, which the
//! window's shapes tell apart).
//!
//! The window `W`. A role that waits on an array another role arrives on
//! is at most `d` laps ahead of it, `d` the number of the array's barriers
//! whose first wait passes at once (a ring's `empty` barriers: its stages;
//! `full`: none). These difference constraints between the roles' laps
//! bound how far apart two roles can be and how far back the arrivals a
//! wait needs can lie; `W` is the larger bound, from the first
//! configuration's traces (a 4-stage ring: 4). In a state of the
//! interleavings whose slowest role is in lap `L`, every role is in laps
//! `L ..= L + W` and every earlier lap is done, so each barrier's phase is
//! fixed by the lap's residues (every lap and tile balances); which such
//! states are reachable and what moves from them depends on the ops of laps `L - W
//! ..= L + W` alone, as the arrivals a move needs lie at most `W` laps
//! back. What a run can show while its slowest role is in lap `L` (a
//! deadlock, a stale or early phase, an imbalance at its end) is thus
//! decided by the lap's window: its residues and, for each lap `L - W ..=
//! L + W`, whether the run has it and whether it is its tile's first or
//! last.
//! A run shows nothing that runs holding all of its windows do not.
//!
//! The pairs that hold every window ([`trips::nest::Nest::pairs`], which a
//! unit test checks by enumerating the windows of every run up to three
//! times the sizes below): no laps, `(0, 0)`, `(1, 0)`, `(2, 0)`; for an
//! inner count `I < 2W + 2`, where a window can hold two tile boundaries,
//! every `O` up to `max(ceil(2W / I) + P' - 1, ceil((2W + lcm(I, P)) /
//! I))`, `P' = P / gcd(I, P)`: the short runs whose start and end windows
//! meet, once the ends are apart the drains at each residue of `O·I mod
//! P` (the cursor comes back to a residue every `P'` tiles), and a run
//! holding each residue of `L` mod `lcm(I, P)` away from both ends; for
//! `I >= 2W + 2`, where a window holds one boundary at most and `I`
//! matters only mod `P`, one tile of each `I` in `2W + 2 .. 2W + 2 + P` (the
//! kernel's end at each residue, a tile's middle at each) and `P + 1`
//! tiles of the first such `I` prime to `P` (a tile boundary at each
//! residue). For the 4-stage bf16 GEMM (`P = 8`, `W = 4`): 88 pairs.
//! With rings per tile the drains and middles are counted in `lcm(P',
//! P_t)` tiles, and the longer inner counts up to `2W + 2 + P` run 1 to
//! `P + 1` tiles each (the ends, boundaries and middles at every residue of
//! the tile too): 58 pairs for `attn-gen --persistent` at head dim 128.
//! Only their windows matter, so the plan checks a cheaper set of runs
//! that holds the same windows ([`trips::nest`]'s `cover`: a greedy set
//! cover among the runs no larger than the largest constructed one,
//! weighed by each run's configurations, tiles and laps, which the same
//! unit test checks): 70 pairs for the GEMM (a fifth less check time), 36
//! for the persistent attention kernel. Each
//! CTA's tile count also depends on the grid (`ceil((tiles - ctaid) /
//! nctaid)`); every count `O` is covered, so every CTA's is.
//!
//! What the argument takes for granted is checked on the traces of every
//! pair ([`trips::premises`]): the outer loop ran `O` laps and each inner
//! loop `I + c` (`c` fixed: a peeled first step leaves `I - 1`); every
//! tile, and every lap of an inner loop, does the same barrier operations,
//! and a tile without inner laps none (so every `(O, 0)` runs what `(0, 0)`
//! does); each inner-loop op moves on by one slot per lap and by `I` slots
//! from one tile's run to the next (the cursor is `t·I + k`; where a
//! peeled step outside the inner loop takes a slot of its own, a tile runs
//! `I + d` laps as its rings count them, `d` read off the first
//! configuration, 0 or 1, checked on every pair, and the pairs built in
//! tile laps run at inner count `laps - d`); a lap repeats
//! `P` laps later, and a tile in every tile that starts at the same
//! residues (`t·I mod P`, `t mod P_t`); the ops outside the nest are the same in every configuration;
//! and the roles are held within a window. Where one fails, where the nest
//! has another shape (three levels, an argument bounding both, an
//! `scf.while`), or where the pairs' model checks would pass their bounds
//! (estimated from the first configuration), both levels take the counts of
//! one loop above, alike, and the ledger says "verified for trip counts
//! (outer, inner) {...}" and why not for all.
//!
//! The accesses to the stage buffers ([`buffers`]), on the same
//! simulation, which also evaluates shared-memory addresses (globals,
//! `llvm.getelementptr`, memref views; [`crate::simt::memory`]): a load or
//! store of the bytes a bulk copy fills, by a thread whose window on them
//! is not open, reported at the access. The window opens at the thread's
//! wait on the copy's barrier (or at a CTA or named barrier, or a full-warp
//! sync, that a thread with the window open also reaches) and closes at
//! its arrive on the barrier the copier waits on before refilling (or at
//! the CTA or named barrier the copier passes before refilling), and at
//! the thread's own refill: a read before the wait, a read or write after
//! the release, and a read of another slot than the one waited for. This
//! is each thread's program order, not every interleaving: which lap a
//! wait passes on is the model check's concern, a happens-before order
//! between all accesses and copies in the explored interleavings is not
//! attempted, and async-proxy readers (MMAs, bulk stores) are not
//! accesses. Where an access's or a copy's address cannot be evaluated the
//! kernel gets a "not verified" warning for its windows. At pipeline level
//! a read before the wait cannot be written (`stage.buffer` needs the
//! stage value), and `async-verify` reports a use after the commit or
//! release (`passes/src/stage_window.rs`); the static rule above reports a
//! refill that nothing orders after the reads.
//!
//! What a stage's readers read, the copies into it write ([`coverage`]):
//! a generic load of a copy-filled stage buffer, or a wgmma operand read
//! through a descriptor, of bytes that no copy into that stage lands on
//! (and, for a load, that the thread did not store itself), reported at
//! the reader. The expected bytes follow the copies, so a box smaller than
//! the stage completes the barrier and leaves the rest unwritten. Stage
//! buffers filled by multicast copies are not followed.
//!
//! Stores into what a bulk or tensor store reads ([`staging`]): every
//! shared store by another lane to bytes a bulk store reads through the
//! async proxy happens before that read or after the bulk store returned,
//! in the happens-before order of program order and the CTA and named
//! barrier instances (vector clocks over the lanes of the simulated run);
//! a pair that only mbarriers might order is a "not verified" warning.
//!
//! The crate holds one file per concern: the pass and its counterexample
//! report here, the static rules ([`rules`]) and the barrier-ordered
//! buffer reuse they accept ([`window`]), the rules on the order of a
//! thread's operations ([`order`]), the counter protocol and cluster ranks
//! ([`cluster`]), the per-phase counts
//! ([`counts`]), the buffer windows ([`buffers`]), what the copies must
//! fill ([`coverage`]), the stores into a bulk store's source ([`staging`]), the SIMT simulation
//! ([`simt`]), the trip counts it runs and what they cover ([`trips`]),
//! the bounded model check ([`model_check`]) and the ledger ([`ledger`]).

pub mod buffers;
pub mod cluster;
pub mod counts;
pub mod coverage;
pub mod descriptors;
pub mod dsmem;
pub mod fences;
pub mod fragments;
pub mod held;
mod kinds;
pub mod ledger;
mod maps;
pub mod mma_release;
pub mod model_check;
pub mod order;
pub mod profile;
pub mod rules;
pub mod simt;
pub mod staging;
pub mod tmem;
pub mod trips;
pub mod window;

use crate::{
    counts::count_checks,
    ledger::{print_ledger, Summary},
    model_check::{Finding, Group, Step},
    rules::static_checks,
    simt::{BarrierId, Config, Event, EventKind},
    trips::{trip_plan, TripPlan, Trips, DEFAULT_TRIPS},
};
use phaselock_ir::{
    self as ir,
    pass::PassOption,
    roles::{cluster_ctas, roles_of},
    Op, OpKind, PassInfo, PassOptions,
};
use std::fmt::Write as _;

/// The checker's pass, as listed by `async-opt --list-passes`.
pub const PASSES: &[PassInfo] = &[PassInfo {
    name: "async-check-protocol",
    description: "prove the barrier protocol (ledger, counts, bytes, fences, bounded model check) or show the bug",
    options: OPTIONS,
    run,
}];

/// The options of `async-check-protocol`.
pub const OPTIONS: &[PassOption] = &[
    PassOption {
        key: "trips",
        help: "simulate this one trip count (0..=64) for every integer kernel argument instead of the plan's",
        check: |value| match trips_option(value) {
            Some(_) => Ok(()),
            None => Err(format!("takes an integer in 0..=64, got '{value}'")),
        },
    },
    PassOption {
        key: "print-ledger",
        help: "print each kernel's barrier ledger to stderr: markdown or json",
        check: |value| match value {
            "markdown" | "json" => Ok(()),
            other => Err(format!("takes markdown or json, got '{other}'")),
        },
    },
];

/// The `trips` option's value, when it is one.
fn trips_option(value: &str) -> Option<i64> {
    value.parse().ok().filter(|t: &i64| (0..=64).contains(t))
}

/// The `trips` option of `options`.
pub(crate) fn fixed_trips(options: &PassOptions) -> Option<i64> {
    options.get("trips").and_then(trips_option)
}

/// Slots of a barrier array that the ledger shows although no event
/// touches them.
pub(crate) const LEDGER_IDLE_SLOTS: i64 = 64;

/// Largest number of states the model check explores per kernel.
pub const STATE_LIMIT: usize = 200_000;

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !phaselock_ir::limits::guard(module) {
        return false;
    }
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    let mut ok = true;
    for func in funcs {
        ok &= check_kernel(func, options);
    }
    ok
}

/// The cluster's shape from `nvvm.cluster_dim`, or `cluster` CTAs in x.
fn cluster_dims(func: Op, cluster: i64) -> [i64; 3] {
    match func.dense_i32_array("nvvm.cluster_dim").as_deref() {
        Some([x, y, z]) if x * y * z == cluster => [*x, *y, *z],
        _ => [cluster, 1, 1],
    }
}

/// Whether `op` arrives on a named barrier without waiting, or syncs on a
/// named barrier other than the CTA's barrier 0: a protocol of named
/// barriers, which the simulation checks.
fn named_protocol(op: Op) -> bool {
    phaselock_ir::roles::named_barrier_uses(op)
        .iter()
        .any(|u| u.arrive || u.id != Some(0))
}

fn check_kernel(func: Op, options: &PassOptions) -> bool {
    // The simulation's facts about the kernel are read once for all its
    // configurations.
    simt::kernel::begin();
    let ok = check_kernel_facts(func, options);
    simt::kernel::end();
    ok
}

fn check_kernel_facts(func: Op, options: &PassOptions) -> bool {
    let ops = func.descendants();
    if let Some(op) = ops.iter().find(|op| op.facts().pipeline_level) {
        ir::emit_warning(
            op.location(),
            &format!(
                "protocol of kernel @{} not verified: it holds pipeline-level ops, whose barriers async-insert-phases makes (run it before async-check-protocol, as every compile does)",
                kernel_name(func)
            ),
        );
        return true;
    }
    let allocs: Vec<Op> = ops
        .iter()
        .copied()
        .filter(|op| op.kind() == Some(OpKind::BarrierAlloc))
        .collect();
    // The static rules hold for kernels without mbarriers too (a collective
    // under a thread-dependent branch, a store the async proxy reads
    // without a fence); the simulation needs barriers to say anything:
    // mbarriers, or named barriers that some threads only arrive on or that
    // have an id of their own, or a hardware cluster barrier in roles.
    let mut ok = static_checks(func, &ops, &allocs);
    ok &= cluster::counter_order(&ops);
    ok &= order::loop_collectives(&ops, block_threads(func));
    ok &= fences::wgmma_fences(func, &ops);
    ok &= fragments::early_reads(func, &ops);
    ok &= fences::tcgen05_fences(func, &ops);
    ok &= dsmem::check(func, &ops);
    let hardware_in_role = |op: Op| {
        op.kind() == Some(OpKind::ClusterBarrier)
            && op.attr("hardware").is_some()
            && op.ancestor(OpKind::Role.name()).is_some()
    };
    if allocs.is_empty()
        && !ops
            .iter()
            .any(|op| named_protocol(*op) || hardware_in_role(*op))
    {
        return ok;
    }

    let threads = block_threads(func);
    let cluster = cluster_ctas(func).unwrap_or(1);
    let Some(threads) = threads else {
        ir::emit_warning(
            func.location(),
            &format!(
                "protocol of kernel @{} not verified: it has no block size to simulate (give it known_block_size, or roles); only the static checks ran",
                kernel_name(func)
            ),
        );
        return ok;
    };
    let dims = cluster_dims(func, cluster);
    let mut plan = trip_plan(func, &allocs, options, dims);
    let base = Config {
        threads,
        cluster,
        dims,
        trips: DEFAULT_TRIPS,
        inner: DEFAULT_TRIPS,
        other: DEFAULT_TRIPS,
        loop_args: plan.loop_args,
        inner_args: plan.inner_args(),
        period: plan.pattern,
        grid: simt::Grid::default(),
        deadline: None,
    };
    let started = std::time::Instant::now();
    let run = run_plan(func, &allocs, &mut plan, base, ok);
    profile::report(&kernel_name(func), plan.trips.len(), started.elapsed());
    ok &= run.ok;
    conclude(func, allocs, &plan, run, ok, options);
    ok
}

/// Reports what the configurations of `plan` left unverified (a bound
/// that stopped a model check, waits that no configuration ran) and
/// prints the ledger with what they cover (`ok`: no error was reported).
fn conclude(
    func: Op,
    allocs: Vec<Op>,
    plan: &TripPlan,
    run: PlanRun,
    ok: bool,
    options: &PassOptions,
) {
    if let Some((config, bound)) = run.bounded.first() {
        ir::emit_warning(
            func.location(),
            &format!(
                "protocol not verified for {}: the model check stopped at its bound of {bound}, with no finding so far",
                config.arguments()
            ),
        );
    }
    // Waits in the code that no configuration ran: the trip counts checked
    // say nothing about them.
    let has_waits = func.descendants().iter().any(|op| {
        matches!(
            op.kind(),
            Some(OpKind::BarrierWait | OpKind::BarrierTryWait)
        )
    });
    let vacuous = ok && !run.stopped && !run.exercised && !run.checked.is_empty() && has_waits;
    if vacuous {
        ir::emit_warning(
            func.location(),
            &format!(
                "protocol of kernel @{} not verified: in no simulated configuration ({}) does a thread wait on a barrier, so the loops that use them never ran (their bounds depend on the arguments through arithmetic that the configurations do not reach, e.g. a tile count of m / 128 with m <= 9)",
                kernel_name(func),
                plan.configurations(&plan.trips),
            ),
        );
    }
    let unmet = (ok && !run.stopped && !vacuous)
        .then(|| plan.unmet_premise(&run.checked))
        .flatten();
    if let Some(why) = &unmet {
        ir::emit_warning(
            func.location(),
            &format!(
                "protocol of kernel @{} not verified for all trip counts: {why}",
                kernel_name(func)
            ),
        );
    }
    let coverage = if vacuous {
        "not verified: no simulated configuration runs a barrier wait (see the warnings)".into()
    } else {
        plan.coverage(&run.checked, ok, !run.stopped && run.bounded.is_empty())
    };
    if let (Some(format), Some((config, groups, outcome, view))) =
        (options.get("print-ledger"), run.ledger)
    {
        // The groups number the barriers as the simulation did.
        let allocs = if view.is_empty() { allocs } else { view };
        let count = |b: BarrierId| init_count(&allocs, b);
        let premises = plan.premises(&run.checked);
        let summary = Summary {
            config: &config,
            outcome: &outcome,
            coverage: &coverage,
            premises: &premises,
        };
        print_ledger(func, &allocs, &groups, &count, &summary, format);
    }
}

/// The configuration whose ledger is printed: its groups, the outcome of
/// its model check and the allocations as its barriers number them.
type Shown = (Config, Vec<Group>, model_check::Outcome, Vec<Op>);

/// What the configurations of a plan showed.
struct PlanRun {
    /// No error was reported.
    ok: bool,
    /// The configurations checked in full.
    checked: Vec<Trips>,
    /// The configurations whose model check stopped at a bound, and the bound.
    bounded: Vec<(Config, String)>,
    /// The simulation could not follow the kernel.
    stopped: bool,
    /// Some configuration ran a wait or a named barrier sync.
    exercised: bool,
    /// The ledger's configuration.
    ledger: Option<Shown>,
}

/// Checks the configurations of `plan` in order (the plan may grow with
/// what the first shows), until one reports an error or the time of
/// [`CHECK_TIME`] is spent.
fn run_plan(
    func: Op,
    allocs: &[Op],
    plan: &mut TripPlan,
    base: Config,
    static_ok: bool,
) -> PlanRun {
    let started = std::time::Instant::now();
    let bound = check_time();
    // Every simulation of every configuration, each CTA of a cluster
    // included, stops at the kernel's bound.
    let base = Config {
        deadline: Some(started + bound),
        ..base
    };
    let mut run = PlanRun::new();
    let mut warned = Warned::default();
    // The traces checked so far (by their digest), when the grid varies:
    // a configuration whose traces are those of one checked before would
    // show the same.
    let mut seen = plan.grid.varied().then(crate::maps::HashSet::default);
    let mut next = 0;
    'plan: loop {
        if next == plan.trips.len() && run.ok && !run.stopped {
            check_period(func, allocs, plan, &base);
        }
        let Some(&trips) = plan.trips.get(next) else {
            break;
        };
        next += 1;
        let mut complete = true;
        for grid in plan.grid_points(trips) {
            let config = Config {
                trips: trips.outer,
                inner: trips.inner,
                grid,
                ..base
            };
            let left = bound.saturating_sub(started.elapsed());
            if left.is_zero() {
                run.bounded.push((
                    config,
                    format!("{} s for all trip counts", bound.as_secs_f64()),
                ));
                break 'plan;
            }
            let started_config = std::time::Instant::now();
            let checked = check_config(func, allocs, &config, left, static_ok, seen.as_mut());
            profile::config(
                trips,
                started_config.elapsed(),
                checked.as_ref().map(|c| c.outcome.states),
            );
            let Some(result) = checked else {
                plan.grid_checked(grid);
                continue;
            };
            warned.warn(func, &result);
            let stop = !result.ok || result.stopped;
            complete &= !result.stopped;
            run.record(plan, trips, config, result);
            if stop {
                break 'plan;
            }
        }
        if complete {
            run.checked.push(trips);
        }
    }
    run
}

/// The period premise, checked on one long run once the plan is done; a
/// lap it finds wrong adds its trip count.
fn check_period(func: Op, allocs: &[Op], plan: &mut TripPlan, base: &Config) {
    if let Some((trips, grid)) = plan.period_run() {
        let config = Config {
            trips: trips.outer,
            inner: trips.inner,
            grid,
            ..*base
        };
        let traces = simulate_cluster(func, allocs, &config).ok().flatten();
        plan.observe_period(traces.as_ref().map(|(t, _)| &t[..]));
    }
}

/// The first `nvvm.mapa` of `traces` whose CTA rank the simulation could
/// not tell, as what the configuration leaves unverified.
fn unknown_mapa(traces: &[simt::WarpTrace]) -> Option<(Op, String)> {
    let op = traces.iter().find_map(|t| t.unknown_mapa)?;
    Some((
        op,
        "the simulation cannot tell the CTA rank this mapa maps (an nvvm.mapa of a rank it cannot evaluate, or a mapa in inline assembly, which it does not read), so whether the distributed shared-memory address lies in the cluster is not checked".into(),
    ))
}

/// The warnings a kernel's configurations give once.
#[derive(Default)]
struct Warned {
    /// Shared-memory accesses not verified.
    windows: bool,
    /// A wgmma whose descriptor the simulation cannot evaluate.
    mma: bool,
    /// A tcgen05.mma whose stage bytes are not known.
    tcgen05: bool,
}

impl Warned {
    /// Warns of what `result` could not verify, unless an earlier
    /// configuration did.
    fn warn(&mut self, func: Op, result: &Checked) {
        if let (Some((op, why)), false) = (&result.unverified, self.windows) {
            self.windows = true;
            ir::emit_warning(
                op.location(),
                &format!(
                    "shared-memory accesses of kernel @{} not verified: {why}; the barrier protocol is checked without them",
                    kernel_name(func)
                ),
            );
        }
        if let (Some(op), false) = (result.unread_mma, self.mma) {
            self.mma = true;
            ir::emit_warning(
                op.location(),
                &format!(
                    "releases of kernel @{} not verified against this wgmma: the simulation cannot evaluate its shared-memory descriptor, so the stage buffer it reads is not known (build the descriptor with async.stage.descriptor)",
                    kernel_name(func)
                ),
            );
        }
        if let (Some((op, why)), false) = (result.unread_tcgen05, self.tcgen05) {
            self.tcgen05 = true;
            ir::emit_warning(
                op.location(),
                &format!(
                    "stage reads of kernel @{} not verified against this tcgen05.mma: {why}, so the bytes it reads are not checked against its stage",
                    kernel_name(func)
                ),
            );
        }
    }
}

impl PlanRun {
    /// A run with nothing checked yet.
    fn new() -> PlanRun {
        PlanRun {
            ok: true,
            checked: Vec::new(),
            bounded: Vec::new(),
            stopped: false,
            exercised: false,
            ledger: None,
        }
    }

    /// Records what configuration `config` (of trip counts `trips`)
    /// showed, in the run and in the plan.
    fn record(&mut self, plan: &mut TripPlan, trips: Trips, config: Config, result: Checked) {
        let grid = config.grid;
        let stop = !result.ok || result.stopped;
        self.exercised |= result.groups.iter().any(|g| {
            g.events
                .iter()
                .any(|e| matches!(e.kind, EventKind::Wait(_) | EventKind::Sync(..)))
        });
        if let Some(bound) = &result.outcome.bound {
            self.bounded.push((config, bound.clone()));
        }
        if result.stopped {
            self.stopped = true;
        } else {
            plan.grid_checked(grid);
            plan.record_laps(&result.traces);
            // The nest's premises and window are about the grid whose
            // outer count is the configuration's.
            if grid == simt::Grid::default() {
                let states = (!result.outcome.bounded).then_some(result.outcome.states);
                plan.observe(trips, &result.traces, &result.allocs, states);
            }
        }
        let ok = result.ok;
        let first_grid = grid == simt::Grid::default();
        if stop || (first_grid && (trips == plan.ledger || self.ledger.is_none())) {
            self.ledger = Some((config, result.groups, result.outcome, result.allocs));
        }
        if stop {
            self.ok &= ok;
        }
    }
}

/// Longest time the check of one kernel takes, the simulations (of every
/// CTA of a cluster) and the model checks of all trip counts together. The
/// nest of a persistent GEMM takes about a second of one core in a release
/// build, over 20 s in a debug build beside a second test process; the
/// bound leaves room for that (a check that reaches it says so, and claims
/// nothing past what it checked).
pub const CHECK_TIME: std::time::Duration = std::time::Duration::from_secs(60);

/// The check's time bound: `PHASELOCK_CHECK_TIME_MS` when it is set to a
/// number of milliseconds, else [`CHECK_TIME`].
pub fn check_time() -> std::time::Duration {
    std::env::var("PHASELOCK_CHECK_TIME_MS")
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map_or(CHECK_TIME, std::time::Duration::from_millis)
}

/// Whether the model check reduces its search by partial order (see
/// `model_check`): yes, unless `PHASELOCK_CHECK_REDUCE` is `0`, which
/// explores every interleaving (slower; the same verdicts, which the
/// checker's tests compare).
pub fn check_reduce() -> bool {
    std::env::var("PHASELOCK_CHECK_REDUCE").map_or(true, |v| v.trim() != "0")
}

/// The result of checking one configuration.
struct Checked {
    /// No error was reported.
    ok: bool,
    /// The simulation could not follow the kernel (a warning says where).
    stopped: bool,
    groups: Vec<Group>,
    outcome: model_check::Outcome,
    /// The allocations as the groups' barriers number them (once per
    /// simulated CTA; empty when nothing was simulated).
    allocs: Vec<Op>,
    /// Why the buffer windows were not verified ([`buffers`]), at which op.
    unverified: Option<(Op, String)>,
    /// A wgmma whose descriptor the simulation could not evaluate.
    unread_mma: Option<Op>,
    /// A tcgen05.mma whose stage bytes are not known, and why.
    unread_tcgen05: Option<(Op, &'static str)>,
    /// The warps' traces (of every simulated CTA; empty when nothing was
    /// simulated).
    traces: Vec<simt::WarpTrace>,
}

/// The outcome of a model check that did not run.
fn not_run() -> model_check::Outcome {
    model_check::Outcome {
        finding: None,
        states: 0,
        bounded: true,
        bound: None,
        witness: None,
    }
}

impl Checked {
    /// A configuration whose traces were not checked: the simulation
    /// stopped (`stopped`; `ok` is then the static checks' verdict), or
    /// found the ranks' arrivals unbalanced (reported).
    fn unchecked(ok: bool, stopped: bool) -> Checked {
        Checked {
            ok,
            stopped,
            groups: Vec::new(),
            outcome: not_run(),
            allocs: Vec::new(),
            unverified: None,
            unread_mma: None,
            unread_tcgen05: None,
            traces: Vec::new(),
        }
    }
}

/// The allocations' init count of barrier `b` (1 when not given).
fn init_count(allocs: &[Op], b: BarrierId) -> i64 {
    allocs
        .get(b.0)
        .and_then(|a| a.int_attr("count"))
        .unwrap_or(1)
}

/// Simulates `config`, checks the counts and runs the model check,
/// reporting what it finds; `None` when `seen` holds the digest of its
/// traces already (they were checked in another configuration).
fn check_config(
    func: Op,
    allocs: &[Op],
    config: &Config,
    time: std::time::Duration,
    static_ok: bool,
    seen: Option<&mut crate::maps::HashSet<u64>>,
) -> Option<Checked> {
    // `allocs` as the traces number their barriers: once per simulated CTA.
    let (traces, view) = match simulated(func, allocs, config) {
        Ok(simulated) => simulated,
        Err(stopped) => return Some(Checked::unchecked(stopped && static_ok, stopped)),
    };
    if let Some(seen) = seen {
        if !seen.insert(simt::digest(&traces)) {
            return None;
        }
    }
    // One CTA's traces (the others mirrored, or alike), not the whole
    // cluster's joint view.
    let one_cta = view.len() == allocs.len();
    let allocs = &view[..];
    let facts = simt::kernel::facts(func);
    let name = |b: usize| facts.bases.names.get(b).cloned().unwrap_or_default();
    let found = trace_rules(func, allocs, &traces, config, static_ok, &name);
    let mut ok = found.ok;
    let groups = model_check::groups(&traces);
    let count = |b: BarrierId| init_count(allocs, b);
    // Counts are checked on a structurally sound protocol, and the model
    // check on one whose counts add up: otherwise they would only restate
    // the errors above as their consequences.
    if ok {
        ok &= count_checks(allocs, &groups, &count);
    }
    let outcome = if ok {
        run_model_check(&groups, &count, time)
    } else {
        not_run()
    };
    if let Some(finding) = &outcome.finding {
        ok = false;
        report(func, allocs, &groups, finding, config);
    }
    // Stores the staging rule could not order without the mbarriers'
    // phases: in the model check's run to the end, are they ordered?
    let mut staging = found.staging;
    if let (true, Some(_), Some(witness)) = (ok, &staging.unverified, &outcome.witness) {
        // On one CTA's traces only: the joint view renumbers the events the
        // memory logs point at. Where the other CTAs are mirrored, a remote
        // arrival counts as this CTA's own (its twin's, at the same point
        // of the same program): that may order more than the hardware
        // does, never less, so a store the phases leave unordered is
        // unordered in the run where every CTA moves in step.
        if one_cta && phased_staging(&traces, &name, &groups, witness, config) {
            ok = false;
            staging.unverified = None;
        }
    }
    Some(Checked {
        ok,
        stopped: false,
        groups,
        outcome,
        allocs: allocs.to_vec(),
        unverified: found
            .windows
            .unverified
            .or(found.held.unverified)
            .or(staging.unverified)
            .or(found.covered.unverified)
            .or(unknown_mapa(&traces)),
        unread_mma: traces
            .iter()
            .flat_map(|t| t.wgmma.iter())
            .find(|m| m.unknown)
            .map(|m| m.op),
        unread_tcgen05: descriptors::unread_tcgen05(allocs, &traces),
        traces,
    })
}

/// The model check of `groups` (`count`: each barrier's init count),
/// within `time` and the state bound.
fn run_model_check(
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
    time: std::time::Duration,
) -> model_check::Outcome {
    let limits = model_check::Limits {
        time: time.min(model_check::Limits::with_states(STATE_LIMIT).time),
        reduce: check_reduce(),
        ..model_check::Limits::with_states(STATE_LIMIT)
    };
    profile::timed(profile::Part::ModelCheck, || {
        model_check::check(groups, count, limits)
    })
}

/// The traces of `config` with the allocations as they number their
/// barriers ([`simulate_cluster`]); `Err(true)` when the simulation
/// stopped (a warning says where), `Err(false)` when the ranks' arrivals
/// do not balance (reported).
fn simulated(func: Op, allocs: &[Op], config: &Config) -> Result<Simulated, bool> {
    match profile::timed(profile::Part::Simulate, || {
        simulate_cluster(func, allocs, config)
    }) {
        Ok(Some(t)) => Ok(t),
        Ok(None) => Err(false),
        Err((op, why)) => {
            ir::emit_warning(
                op.location(),
                &format!(
                    "protocol of kernel @{} not verified: the simulation stops at this op ({why}); only the static checks ran",
                    kernel_name(func)
                ),
            );
            Err(true)
        }
    }
}

/// What the rules on one configuration's traces found.
struct TraceRules {
    /// No error was reported (the static checks' verdict included).
    ok: bool,
    /// What the stages' copies must fill ([`coverage`]).
    covered: coverage::Outcome,
    /// The buffer windows ([`buffers`]).
    windows: buffers::Outcome,
    /// The stages held ([`held`]).
    held: held::Outcome,
    /// The stores into a bulk store's source ([`staging`]).
    staging: staging::Outcome,
}

/// Runs the rules on the traces of `config` (`name`: each shared buffer's
/// name), reporting what they find; the window and staging rules only on
/// a protocol with no error so far.
fn trace_rules(
    func: Op,
    allocs: &[Op],
    traces: &[simt::WarpTrace],
    config: &Config,
    static_ok: bool,
    name: &dyn Fn(usize) -> String,
) -> TraceRules {
    let mut ok = static_ok;
    // Full-warp collectives that part of a warp reaches: a hang on the GPU.
    let mut seen = crate::maps::HashSet::default();
    for (op, message) in traces.iter().flat_map(|t| t.findings.iter()) {
        if seen.insert(op.0.ptr as usize) {
            op.error(message);
            ok = false;
        }
    }
    let rules = std::time::Instant::now();
    // Arrivals out of order with what they signal (a late expect_tx, MMAs
    // signalled by a plain arrive).
    ok &= order::trace_checks(allocs, traces);
    // Tensor memory taken and given back by the same warp.
    ok &= tmem::check(traces);
    // Stage buffers released while a wgmma that reads them may run.
    ok &= mma_release::check(allocs, traces);
    // The bytes each wgmma reads lie in one stage buffer.
    ok &= descriptors::check(allocs, traces);
    // What the stages' readers read, their copies or stores wrote.
    let ranks = config.cluster <= 1
        || cluster::per_rank(func, config.cluster)
        || !func
            .descendants()
            .iter()
            .any(|op| ir::reads_cta_rank(&op.name()));
    let covered = coverage::check(func, allocs, traces, name, ranks);
    ok &= !covered.reported;
    // Stage-buffer accesses outside the thread's window, on a protocol
    // with no error so far (a refill that nothing orders, reported at the
    // copy, would show again at every read).
    let windows = if ok {
        buffers::check(traces, allocs, name)
    } else {
        buffers::Outcome::default()
    };
    ok &= !windows.reported;
    // Accesses of a pipeline's stages while a thread holds some: in the
    // stages it holds, however they are filled.
    let held = if ok {
        held::check(allocs, traces, name)
    } else {
        held::Outcome::default()
    };
    ok &= !held.reported;
    // Accesses through a stage's address past that stage, where the window
    // and stage rules said nothing at them.
    for (op, message) in traces.iter().flat_map(|t| t.past_views.iter()) {
        let at = op.0.ptr as usize;
        if !windows.ops.contains(&at) && !held.ops.contains(&at) && seen.insert(at) {
            op.error(message);
            ok = false;
        }
    }
    profile::add(profile::Part::Rules, rules.elapsed());
    // Stores into a bulk store's source ordered with its read.
    let staging = if ok {
        profile::timed(profile::Part::Staging, || {
            staging::check(traces, name, &mut staging::Budget::until(config.deadline))
        })
    } else {
        staging::Outcome::default()
    };
    ok &= !staging.reported;
    TraceRules {
        ok,
        covered,
        windows,
        held,
        staging,
    }
}

/// The staging rule again, with the mbarriers' phases of the model
/// check's `witness` run ([`staging::check_phased`]): whether it reported
/// a store.
fn phased_staging(
    traces: &[simt::WarpTrace],
    name: &dyn Fn(usize) -> String,
    groups: &[Group],
    witness: &[Step],
    config: &Config,
) -> bool {
    let phases = staging::Phases::of(groups, witness);
    let mut budget = staging::Budget::until(config.deadline);
    let phased = profile::timed(profile::Part::StagingPhased, || {
        staging::check_phased(traces, name, &phases, &mut budget)
    });
    phased.reported
}

/// The traces of a configuration, with the allocations as their barriers
/// number them (once per simulated CTA).
type Simulated = (Vec<simt::WarpTrace>, Vec<Op>);

/// The traces to check: one CTA's, or, for a kernel whose CTAs differ by
/// rank (see [`cluster::per_rank`]), each rank's [`cluster::received_view`]
/// after [`cluster::balance`] of the remote arrivals (`None`: it reported
/// a mismatch).
fn simulate_cluster(
    func: Op,
    allocs: &[Op],
    config: &Config,
) -> Result<Option<Simulated>, (Op, String)> {
    if !cluster::per_rank(func, config.cluster) {
        return simt::simulate(func, config).map(|t| Some((t, allocs.to_vec())));
    }
    let runs = (0..config.cluster)
        .map(|r| simt::simulate_rank(func, config, r))
        .collect::<Result<Vec<_>, _>>()?;
    if cluster::alike(&runs) {
        let mut runs = runs.into_iter();
        let Some(mut first) = runs.next() else {
            return Ok(None);
        };
        // The other ranks' multicast copies land in this CTA too, what
        // their simulation found stands, and their accesses are checked
        // against the stages they hold.
        for other in runs {
            for (mine, theirs) in first.traces.iter_mut().zip(other.traces) {
                mine.findings.extend(theirs.findings);
                mine.past_views.extend(theirs.past_views);
                mine.memory.landed.extend(
                    theirs
                        .memory
                        .events
                        .iter()
                        .filter(|e| {
                            matches!(e.kind, simt::memory::MemKind::Copy { cast: Some(_), .. })
                        })
                        .cloned(),
                );
                mine.memory.ranks.push(theirs.memory);
            }
        }
        return Ok(Some((first.traces, allocs.to_vec())));
    }
    let count = |b: BarrierId| init_count(allocs, b);
    if !cluster::balance(&runs, allocs, &count) {
        return Ok(None);
    }
    // The whole cluster at once: every rank's warps, each rank's barriers
    // an allocation set of their own (see `cluster::joint_view`).
    let view: Vec<Op> = (0..runs.len())
        .flat_map(|_| allocs.iter().copied())
        .collect();
    Ok(Some((cluster::joint_view(&runs, allocs.len()), view)))
}

pub(crate) fn kernel_name(func: Op) -> String {
    func.str_attr("sym_name").unwrap_or_default()
}

/// Threads per CTA: `known_block_size`, else the roles' warps.
fn block_threads(func: Op) -> Option<i64> {
    if let Some(dims) = func.dense_i32_array("known_block_size") {
        return Some(phaselock_ir::limits::volume(&dims));
    }
    let ws = *func
        .descendants_named(OpKind::WarpSpecialize.name())
        .first()?;
    Some(roles_of(ws).iter().map(|r| r.threads()).sum())
}

pub(crate) fn barrier_name(allocs: &[Op], b: BarrierId) -> String {
    let name = allocs
        .get(b.0)
        .and_then(|a| a.str_attr("name"))
        .unwrap_or_default();
    format!("'{name}'[{}]", b.1)
}

fn step_text(allocs: &[Op], groups: &[Group], s: &Step) -> String {
    let e = &s.event;
    let warps = groups[s.group].warps.len() as i64;
    let what = match e.kind {
        EventKind::Wait(p) => format!("wait parity {p}"),
        EventKind::Arrive(c) => format!("arrive x{}", c * e.lanes * warps),
        EventKind::ExpectTx(b) => format!("expect_tx {b} B"),
        EventKind::ArriveExpectTx(b) => format!("arrive + expect_tx {b} B"),
        EventKind::Copy(b) if s.landed => format!("copy of {b} B lands"),
        EventKind::Copy(b) => format!("copy {b} B issued"),
        EventKind::CommitMma if s.landed => "MMAs complete (commit arrives)".into(),
        EventKind::CommitMma => "MMA commit issued".into(),
        EventKind::Sync(id, n) | EventKind::NamedArrive(id, n) => {
            let arrive = if matches!(e.kind, EventKind::NamedArrive(..)) {
                "arrive on "
            } else {
                ""
            };
            return format!(
                "{} | {arrive}{} | {}",
                groups[s.group].describe(),
                sync_text(id, n),
                ir::location_text(e.op)
            );
        }
    };
    format!(
        "{} | barrier {} slot {} | phase {} | {what} | {}",
        groups[s.group].describe(),
        barrier_name(allocs, e.barrier)
            .split('[')
            .next()
            .unwrap_or(""),
        e.barrier.1,
        s.phase,
        ir::location_text(e.op)
    )
}

/// A `Sync`'s barrier as a report names it.
fn sync_name(id: i64) -> String {
    if id == simt::CLUSTER_BARRIER {
        "the hardware cluster barrier".into()
    } else {
        format!("named barrier {id}")
    }
}

/// A `Sync`'s barrier with the threads it meets, for a trace step.
fn sync_text(id: i64, n: i64) -> String {
    let each = if id == simt::CLUSTER_BARRIER {
        " of each CTA"
    } else {
        ""
    };
    format!("{} ({n} threads{each})", sync_name(id))
}

/// Reports `finding` of the model check of `config`, with its
/// counterexample trace (the last 24 steps) and, for a deadlock, the
/// steps each blocked group waits at.
fn report(func: Op, allocs: &[Op], groups: &[Group], finding: &Finding, config: &Config) {
    let (at, message, trace) = finding_text(func, allocs, groups, finding);
    let shown: Vec<&Step> = if trace.len() > 24 {
        trace.iter().skip(trace.len() - 24).collect()
    } else {
        trace.iter().collect()
    };
    let mut text = format!(
        "{message} (bounded model check, {}; counterexample: role | barrier slot | phase | event | at)",
        config.arguments()
    );
    if trace.len() > shown.len() {
        let _ = write!(text, "\n  ... {} earlier steps", trace.len() - shown.len());
    }
    for s in shown {
        let _ = write!(text, "\n  trace: {}", step_text(allocs, groups, s));
    }
    if let Finding::Deadlock { blocked, .. } = finding {
        for (g, e, phase) in blocked {
            let step = Step {
                group: *g,
                index: 0,
                event: *e,
                phase: *phase,
                landed: false,
            };
            let _ = write!(text, "\n  blocked: {}", step_text(allocs, groups, &step));
        }
    }
    at.error(&text);
}

/// The op `finding` is reported at, its message and its trace.
fn finding_text<'f>(
    func: Op,
    allocs: &[Op],
    groups: &[Group],
    finding: &'f Finding,
) -> (Op, String, &'f Vec<Step>) {
    let last = |trace: &Vec<Step>| trace.last().map(|s| s.event.op).unwrap_or(func);
    let alloc = |b: &BarrierId| allocs.get(b.0).copied().unwrap_or(func);
    match finding {
        Finding::Deadlock { trace, blocked } => {
            let first = blocked.first().map(|b| b.1.op).unwrap_or(func);
            (first, deadlock_text(allocs, groups, blocked), trace)
        }
        Finding::StalePhase { trace } => (
            last(trace),
            "this wait passes twice on the same completed phase: its phase bit is not toggled once per lap (not toggled, or toggled twice)".to_string(),
            trace,
        ),
        Finding::Unbalanced {
            trace,
            barrier,
            state,
            count,
        } => (
            alloc(barrier),
            unbalanced_text(allocs, *barrier, state, *count),
            trace,
        ),
        Finding::Unwaited {
            trace,
            barrier,
            phase,
        } => (
            alloc(barrier),
            format!(
                "at the end of the kernel nobody has waited for phase {phase} of barrier {}, which copies fill: a role stops a lap early or late (the CTA can exit, or the buffer be refilled, while those bytes are still landing)",
                barrier_name(allocs, *barrier)
            ),
            trace,
        ),
        Finding::EarlyWait { trace, shared } => {
            let message = if *shared {
                "this wait passes on a fresh barrier before any byte has landed on it. Either its initial phase is wrong (a wait for a phase that is still to come needs parity 0 on the first lap), or it waits on a later lap of a barrier whose earlier laps another role waits on: a parity cannot tell the lap it wants from one two laps earlier, which may still be incomplete while its copy lands (copies land out of order); give every slot to one role (stages taken in turn need a stage count that is a multiple of the roles)"
            } else {
                "this wait passes on a fresh barrier before any byte has landed on it: its initial phase is wrong (a wait for a phase that is still to come needs parity 0 on the first lap)"
            };
            (last(trace), message.to_string(), trace)
        }
    }
}

/// The message of a deadlock: what each blocked group waits for.
fn deadlock_text(allocs: &[Op], groups: &[Group], blocked: &[(usize, Event, i64)]) -> String {
    let waits = blocked
        .iter()
        .map(|(g, e, phase)| match e.kind {
            EventKind::Wait(p) => format!(
                "{} waits on {} for parity {p} while it is in phase {phase}",
                groups[*g].describe(),
                barrier_name(allocs, e.barrier)
            ),
            EventKind::Sync(id, n) => format!(
                "{} waits at {} for its {n} threads",
                groups[*g].describe(),
                sync_name(id)
            ),
            _ => format!("{} waits at a named barrier", groups[*g].describe()),
        })
        .collect::<Vec<_>>()
        .join("; ");
    format!("deadlock: {waits}")
}

/// The message of a barrier left in the middle of a phase (`state`, of
/// `count` arrivals) at the end of the kernel.
fn unbalanced_text(
    allocs: &[Op],
    barrier: BarrierId,
    state: &model_check::Bar,
    count: i64,
) -> String {
    let arrived = count - state.pending;
    let bytes = if state.tx > 0 {
        format!(" and {} expected bytes have not landed", state.tx)
    } else if state.tx < 0 {
        format!(
            " and {} bytes landed that no expect_tx announced",
            -state.tx
        )
    } else {
        String::new()
    };
    format!(
        "at the end of the kernel barrier {} is left in the middle of phase {}: {arrived} of its {count} arrival(s) came{bytes}; a role stops a lap early or late (every phase a role starts must complete before the kernel exits)",
        barrier_name(allocs, barrier),
        state.completed
    )
}
