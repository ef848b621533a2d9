//! The trip plan: which loop counts the checker simulates, and what a run
//! of them without findings proves (the argument is in the crate header,
//! "Every trip count"). The arguments of each loop level come from
//! [`levels`], the pairs of a nest from [`nest`], and what the nested
//! argument takes for granted is checked on the traces by [`premises`].

pub mod grid;
pub mod levels;
pub mod nest;
pub mod period;
pub mod premises;

use crate::kinds::is_barrier_op_but;
use crate::simt::{Grid, WarpTrace};
use grid::GridUse;
use levels::{Levels, Nesting};
use nest::Nest;
use phaselock_ir::{self as ir, Op, OpKind, PassOptions};
use premises::Premises;
use std::collections::BTreeSet;

/// The loop counts of one configuration: the outer loops' and, in a nest
/// whose levels have arguments of their own, the inner loops' (otherwise
/// equal to the outer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Trips {
    /// The outer loops' trip count (every loop's, outside a nest).
    pub outer: i64,
    /// The inner loops' trip count.
    pub inner: i64,
}

impl Trips {
    /// The same count at both levels.
    pub fn both(t: i64) -> Trips {
        Trips { outer: t, inner: t }
    }

    /// The laps of the inner loops in a run, all tiles together.
    fn laps(self) -> i64 {
        self.outer.max(0) * self.inner.max(0)
    }
}

/// The value of the integer arguments in the ledger's configuration.
pub const DEFAULT_TRIPS: i64 = 5;

/// Longest period checked in full (2 * lcm of the barrier array sizes).
const MAX_PERIOD: i64 = 64;

/// The most states the model checks of a nest's pairs may take together,
/// as estimated from the first configuration (see
/// [`TripPlan::plan_pairs`]), in units of the state bound of one check.
const NEST_BUDGET: usize = 20;

/// A nest with a level of arguments each.
#[derive(Debug)]
pub struct NestPlan {
    /// Its loops and their arguments.
    pub levels: Levels,
    /// The period of the barriers' pattern.
    period: i64,
    /// The counts checked at both levels alike when the pairs are not
    /// (the plan of a loop that the nest is not known to be).
    diagonal: Vec<Trips>,
    /// The window, when the pairs that cover every trip count are checked;
    /// `Err` why they are not (`Ok(None)` before the first configuration).
    window: Result<Option<i64>, String>,
    /// The premises, over the configurations seen.
    premises: Premises,
    /// The period in tiles of the rings that move on once per tile, from
    /// the first configuration ([`premises::tile_period`]).
    tile_period: Option<i64>,
    /// Those rings' barrier arrays, by name, as the ledger names them.
    tile_rings: Vec<String>,
    /// The laps a tile runs beyond its inner count (`d`, from the first
    /// configuration's traces, [`premises::tile_laps`]): a peeled step
    /// outside the inner loop that takes a ring slot of its own. The pairs
    /// are built in tile laps and checked at inner count `laps - d`.
    offset: Option<i64>,
}

/// Which values of the loop counts are checked, and what they cover.
#[derive(Debug)]
pub struct TripPlan {
    /// The configurations, in the order they are checked.
    pub trips: Vec<Trips>,
    /// The configuration whose ledger is printed when all pass.
    pub ledger: Trips,
    /// The period of the barrier arrays' (slot, phase) pattern, when the
    /// checked values of one loop level cover every trip count.
    period: Option<i64>,
    /// Whether any integer argument bounds a loop.
    pub has_arguments: bool,
    /// The arguments that bound loops (see [`crate::simt::Config::loop_args`]).
    pub loop_args: u64,
    /// The period of the barriers' pattern, when short enough to shorten
    /// long constant loops by (see [`crate::simt::Config::period`]).
    pub pattern: Option<i64>,
    /// A nest whose levels take counts of their own.
    pub nest: Option<NestPlan>,
    /// Why a nest's counts are the same at both levels, when they are.
    alike: Option<&'static str>,
    /// How the kernel's control depends on the grid ([`grid`]).
    pub grid: GridUse,
    /// The cluster's shape, in CTAs per dimension.
    cluster_dims: [i64; 3],
    /// The grids checked, over all configurations.
    pub grids_seen: Vec<Grid>,
    /// The loops whose trip count the plan sets (bounded by the arguments
    /// or the grid), with the lap counts their runs took in the traces.
    follow: Vec<(Op, BTreeSet<i64>)>,
    /// The count of the option `trips=T`, when given.
    fixed: Option<i64>,
    /// The period premise ([`period`]), once checked: `Ok` how it was
    /// discharged, `Err` why it does not hold.
    period_premise: Option<Result<String, String>>,
}

/// The trip counts to check (see the crate header: the values a protocol
/// can tell apart).
pub fn trip_plan(
    func: Op,
    allocs: &[Op],
    options: &PassOptions,
    cluster_dims: [i64; 3],
) -> TripPlan {
    let loop_args = levels::loop_bound_arguments(func);
    let nesting = levels::nesting(func);
    let nest_levels = match &nesting {
        Nesting::Nested(levels) => Some(levels),
        _ => None,
    };
    let grid = grid::grid_use(func, nest_levels);
    let mut plan = TripPlan {
        trips: vec![Trips::both(DEFAULT_TRIPS)],
        ledger: Trips::both(DEFAULT_TRIPS),
        period: None,
        has_arguments: loop_args != 0 || grid.varied(),
        loop_args,
        pattern: barrier_period(allocs),
        nest: None,
        alike: None,
        follow: followed_loops(func),
        period_premise: None,
        fixed: crate::fixed_trips(options),
        grid,
        cluster_dims,
        grids_seen: Vec::new(),
    };
    if let Some(t) = crate::fixed_trips(options) {
        plan.trips = vec![Trips::both(t)];
        plan.ledger = Trips::both(t);
        return plan;
    }
    if !plan.has_arguments {
        plan.period = Some(1);
        return plan;
    }
    let lcm = barrier_lcm(allocs);
    let period = 2 * lcm;
    let nested = !matches!(nesting, Nesting::Flat);
    let counts = one_level(lcm, nested).map(Trips::both);
    if let (Nesting::Nested(levels), true) = (&nesting, period <= MAX_PERIOD) {
        // The pairs come once the first configuration gave the window.
        plan.nest = Some(NestPlan {
            levels: levels.clone(),
            period,
            diagonal: counts.collect(),
            window: Ok(None),
            premises: Premises::default(),
            tile_period: None,
            tile_rings: Vec::new(),
            offset: None,
        });
        return plan;
    }
    // The ledger's configuration first: it is the one shown, and a time
    // bound that stops the later ones leaves it checked.
    plan.trips.extend(counts);
    plan.period = (period <= MAX_PERIOD && !nested).then_some(period);
    plan.alike = match nesting {
        Nesting::Other(why) => Some(why),
        Nesting::Nested(_) => Some("the barriers' period is too long"),
        Nesting::Flat => None,
    };
    plan
}

/// The counts of one loop level besides [`DEFAULT_TRIPS`]: the small ones,
/// up to one lap of the largest array and one more (at most 9), where a
/// first lap differs from the later ones, and the wrap of the period
/// `2 * lcm` around it while the period is checked in full (in a nest run
/// at both levels alike, while it stays small).
fn one_level(lcm: i64, nested: bool) -> impl Iterator<Item = i64> {
    let period = 2 * lcm;
    let mut trips: Vec<i64> = (0..=(lcm + 1).min(9)).collect();
    if period <= MAX_PERIOD && (!nested || period < 9) {
        trips.extend([period - 1, period, period + 1]);
    }
    trips.sort_unstable();
    trips.dedup();
    trips.retain(|t| *t >= 0 && *t != DEFAULT_TRIPS);
    trips.into_iter()
}

impl TripPlan {
    /// The grids to check at configuration `trips`: the default grid alone
    /// unless the kernel's control depends on the grid ([`grid::points`]).
    pub fn grid_points(&self, trips: Trips) -> Vec<Grid> {
        if !self.grid.varied() {
            return vec![Grid::default()];
        }
        grid::points(
            self.grid.dims,
            self.cluster_dims,
            &[trips.outer, trips.inner],
        )
    }

    /// Records the lap counts of the followed loops' runs in `traces`.
    /// A loop no warp reached (under a guard such as `scf.if %n > 0`) ran
    /// no lap.
    pub fn record_laps(&mut self, traces: &[WarpTrace]) {
        for (op, seen) in &mut self.follow {
            let mut reached = false;
            for run in traces.iter().flat_map(|t| t.loops.iter()) {
                if run.op == *op {
                    reached = true;
                    seen.insert(run.laps.len() as i64);
                }
            }
            if !reached {
                seen.insert(0);
            }
        }
    }

    /// The premise of the period argument that each loop the plan sets
    /// runs an affine function `a * T + c` of the checked counts `T` (a
    /// peeled first lap runs `T - 1`, a loop over two CTAs' shares `2T`;
    /// divided by the step of a loop that takes every s-th cursor): `Err`
    /// names a loop whose runs did not, with the counts they took.
    fn laps_follow(&self, checked: &[Trips]) -> Result<(), String> {
        let wanted: BTreeSet<i64> = checked.iter().map(|t| t.outer).collect();
        for (op, seen) in &self.follow {
            // A loop that takes every s-th cursor (roles taking turns) runs
            // about 1/s of them.
            let step = ir::constant_int(op.operand(2))
                .filter(|s| *s > 0)
                .unwrap_or(1);
            // An affine function of the count, a * T + c (a loop over the
            // K steps of two CTAs runs 2T), in steps of s; or one clamped
            // to at least one lap (`arith.maxsi(n, 1)`: at T = 0 it runs
            // what T = 1 runs, a count the plan checks anyway).
            let covered = (1..=16i64).any(|a| {
                (-2..=2).any(|c| {
                    (0..=1).any(|least| {
                        wanted.iter().all(|t| {
                            let cursors = a.saturating_mul(*t).saturating_add(c).max(least);
                            let (down, rest) = (cursors / step, cursors % step);
                            seen.contains(&down) || rest != 0 && seen.contains(&(down + 1))
                        })
                    })
                })
            });
            if !covered {
                let list: Vec<String> = seen.iter().map(|l| l.to_string()).collect();
                return Err(format!(
                    "the loop at {} ran only {{{}}} laps in the checked configurations, not an affine function of the checked trip count (its bound depends on values that the plan does not set)",
                    ir::location_text(*op),
                    list.join(", ")
                ));
            }
        }
        Ok(())
    }

    /// The long run that checks the period premise directly, when the
    /// claim rests on the period: its trip count and grid (the grid where
    /// the loops run longest, when it is varied).
    pub fn period_run(&self) -> Option<(Trips, Grid)> {
        let p = self.period?;
        if self.follow.is_empty() || self.period_premise.is_some() {
            return None;
        }
        let laps = (8 * p + 8).max(200);
        let grid = if self.grid.varied() {
            *grid::points(self.grid.dims, self.cluster_dims, &[laps]).last()?
        } else {
            Grid::default()
        };
        Some((Trips::both(laps), grid))
    }

    /// Records what the long run of [`TripPlan::period_run`] showed
    /// (`None`: the simulation could not run it): a lap that differs from
    /// the one a period before adds its trip count to the plan.
    pub fn observe_period(&mut self, traces: Option<&[WarpTrace]>) {
        let Some(p) = self.period else {
            return;
        };
        let loops: Vec<Op> = self.follow.iter().map(|(op, _)| *op).collect();
        let Some(traces) = traces else {
            self.period_premise = Some(Err(
                "the long run that checks the period of the barriers' slot and phase stopped (see the warnings)".into(),
            ));
            return;
        };
        let laps = self.period_run().map_or(0, |(t, _)| t.outer);
        if let Some((lap, op)) = period::lap_mismatch(traces, &loops, p) {
            let trips = Trips::both(lap as i64 + 1);
            if !self.trips.contains(&trips) {
                self.trips.push(trips);
            }
            self.period_premise = Some(Err(format!(
                "the barrier ops of lap {lap} (at {}) differ from those of lap {}: their slot and phase do not repeat every {p} laps",
                ir::location_text(op),
                lap as i64 - p
            )));
            return;
        }
        self.period_premise = Some(match crate::simt::cursors::cursor_shape(&loops, p) {
            Ok(()) => Ok(format!(
                "each barrier op's slot and parity is loop-invariant, loop-carried, or a periodic function of the loop counter with a period dividing {p} (value analysis), and in a run of {laps} laps every lap from the {}th on repeats the one {p} before (checked on the values)",
                2 * p
            )),
            Err(op) => Err(format!(
                "the slot or parity of the barrier op at {} is not shown periodic in the loop counter by the value analysis (a run of {laps} laps repeats every {p} laps, but later laps are not covered)",
                ir::location_text(op)
            )),
        });
    }

    /// A premise of the claim for all trip counts that the checked
    /// configurations `checked` did not discharge, when the claim rests on
    /// the period or on the nest's argument: the reason (a warning; an
    /// error under `--check=strict`).
    pub fn unmet_premise(&self, checked: &[Trips]) -> Option<String> {
        if let Some(nest) = &self.nest {
            // The nest's argument: a broken premise narrows the claim to
            // the pairs checked.
            return nest.premises.broken().or_else(|| nest.window.clone().err());
        }
        if let (None, Some(why)) = (self.period, self.alike) {
            // Both levels of a nest took each count alike: the claim is
            // the counts run.
            return Some(why.into());
        }
        self.period?;
        if let Err(why) = self.laps_follow(checked) {
            return Some(why);
        }
        match &self.period_premise {
            Some(Err(why)) => Some(why.clone()),
            _ => None,
        }
    }

    /// The premises of the claim and how each was discharged, for the
    /// ledger.
    pub fn premises(&self, checked: &[Trips]) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(t) = self.fixed {
            out.push(format!("trip counts: the option trips={t} checks one configuration; nothing is claimed beyond it"));
        } else if self.loop_args == 0 {
            out.push("trip counts: no loop bound depends on an integer argument".into());
        } else {
            let args: Vec<String> = (0..64)
                .filter(|a| self.loop_args & (1 << a) != 0)
                .map(|a| format!("#{a}"))
                .collect();
            out.push(format!(
                "trip counts: the integer arguments {} bound loops; each configuration sets them (divided ones to the count times the divisor)",
                args.join(", ")
            ));
        }
        out.push(format!("grid: {}", self.grid_premise()));
        if self.nest.is_none() && self.period.is_some_and(|p| p > 1) {
            out.push(match self.laps_follow(checked) {
                Ok(()) => format!(
                    "laps: each of the {} loops whose bound the plan sets ran an affine function of the checked trip count (checked on the traces)",
                    self.follow.len()
                ),
                Err(why) => format!("laps: not discharged: {why}"),
            });
            out.push(match &self.period_premise {
                Some(Ok(how)) => format!("period: {how}"),
                Some(Err(why)) => format!("period: not discharged: {why}"),
                None => "period: no loop that the plan sets holds a barrier op".into(),
            });
        }
        if let Some(nest) = &self.nest {
            let broken = nest.premises.broken().or_else(|| nest.window.clone().err());
            out.push(match broken {
                Some(why) => format!("nest: not discharged: {why}"),
                None => format!("nest: the outer loop ran each outer count and the inner loops each inner count plus a fixed offset, every tile and every lap did the same barrier operations, each inner op moved one slot per lap and {} per tile, laps repeated a period later, tiles repeated at the same lap and tile residues, and the roles stayed within the window (checked on the traces of every pair)", match nest.offset {
                    Some(d) if d > 0 => format!("the inner count plus {d} (the laps its rings count: a step outside the inner loop takes a slot of its own; the pairs are checked at inner count = tile laps - {d})"),
                    _ => "the inner count".to_string(),
                }),
            });
        }
        out
    }

    /// Records that grid `grid` was checked.
    pub fn grid_checked(&mut self, grid: Grid) {
        if !self.grids_seen.contains(&grid) {
            self.grids_seen.push(grid);
        }
    }

    /// What the plan assumes of the grid, and how it was discharged, for
    /// the ledger.
    pub fn grid_premise(&self) -> String {
        if self.grid.varied() {
            let at = self
                .grid
                .first
                .map(|op| format!(" (first at {})", ir::location_text(op)))
                .unwrap_or_default();
            format!(
                "loop bounds, branches or barrier operands depend on the CTA's place in the grid{at}: varied over {}",
                grid::describe(&self.grids_seen, self.cluster_dims)
            )
        } else if self.grid.outer_only {
            "the grid reaches only the bounds of the nest's outer loops: it chooses a CTA's outer trip count, and every outer count is covered".into()
        } else {
            "no loop bound, branch or barrier operand depends on the CTA's place in the grid".into()
        }
    }

    /// The arguments that take the inner count ([`crate::simt::Config::inner_args`]).
    pub fn inner_args(&self) -> u64 {
        self.nest.as_ref().map_or(0, |n| n.levels.inner_args)
    }

    /// Records what the traces of configuration `trips` show (`allocs`:
    /// the allocations as they number their barriers; `states`: the states
    /// its model check explored, `None` when a bound stopped it). The
    /// first configuration gives a nest its window and with it the pairs
    /// to check after it ([`TripPlan::plan_pairs`]).
    pub fn observe(
        &mut self,
        trips: Trips,
        traces: &[WarpTrace],
        allocs: &[Op],
        states: Option<usize>,
    ) {
        let Some(nest) = &mut self.nest else {
            return;
        };
        if nest.tile_period.is_none() {
            // The offset is the first configuration's; where its rings
            // disagree, none is taken and the cursor premise decides. Only
            // 0 and 1 are taken: with 1 every inner count `I >= 0` is the
            // tile laps `I + 1 >= 1` of a pair (those without laps have no
            // window), while a larger offset leaves tile laps that no count
            // runs and a negative one counts that no pair runs.
            nest.offset = match premises::tile_laps(&nest.levels, traces) {
                Ok(Some(laps)) if (0..=1).contains(&(laps - trips.inner)) => {
                    Some(laps - trips.inner)
                }
                _ => None,
            };
            let arrays = premises::per_tile_arrays(&nest.levels, traces);
            nest.tile_period = Some(premises::tile_period(&arrays, allocs));
            nest.tile_rings = arrays
                .into_iter()
                .map(|a| {
                    allocs
                        .get(a)
                        .and_then(|op| op.str_attr("name"))
                        .map_or_else(|| format!("#{a}"), |n| format!("'{n}'"))
                })
                .collect();
        }
        let tile_period = nest.tile_period.unwrap_or(1);
        nest.premises.observe(&premises::Seen {
            levels: &nest.levels,
            trips,
            period: nest.period,
            tile_period,
            offset: nest.offset,
            allocs,
            traces,
        });
        if matches!(nest.window, Ok(None)) {
            nest.window = match (
                nest.premises.broken(),
                premises::window(&nest.levels, traces),
            ) {
                (Some(why), _) => Err(why),
                (None, Some(window)) => Ok(Some(window)),
                (None, None) => {
                    Err("the roles are not held within a window of laps of each other".into())
                }
            };
            self.plan_pairs(trips, states);
        }
    }

    /// Adds the nest's pairs to the plan, after its first configuration
    /// `trips` whose model check explored `states`: the pairs of its
    /// window, unless it broke a premise or the pairs' model checks would
    /// take more than [`NEST_BUDGET`] state bounds (estimated at the first
    /// one's states per lap), or one of them more than two bounds (at twice
    /// that); then both levels take the counts of one loop, alike, and the
    /// ledger says why.
    fn plan_pairs(&mut self, trips: Trips, states: Option<usize>) {
        let Some(nest) = &mut self.nest else {
            return;
        };
        // The pairs in tile laps, checked at the inner count that runs them
        // (a count no argument gives, below the offset, has no run).
        let d = nest.offset.unwrap_or(0);
        let mut pairs: Vec<Trips> = match nest.window {
            Ok(Some(window)) => Nest {
                period: nest.period,
                window,
                tile_period: nest.tile_period.unwrap_or(1),
            }
            .pairs()
            .into_iter()
            .filter(|t| t.inner >= d)
            .map(|t| Trips {
                outer: t.outer,
                inner: t.inner - d,
            })
            .collect(),
            _ => Vec::new(),
        };
        // The first configuration's states per lap; a run of short tiles
        // takes up to about twice as many.
        let per_lap = states.map(|s| s / trips.laps().max(1) as usize + 1);
        let cost = |t: &Trips| per_lap.map(|p| p * t.laps() as usize);
        let largest = 2 * pairs.iter().filter_map(cost).max().unwrap_or(0);
        let total: usize = pairs.iter().filter_map(cost).sum();
        let bound = crate::STATE_LIMIT;
        // `largest` is a pessimistic estimate (twice the first rate): one
        // pair may take up to two bounds by it. A pair whose model check
        // does reach its bound is reported and leaves the claim unmade.
        let over = per_lap.is_none() || largest > 2 * bound || total > NEST_BUDGET * bound;
        if over && nest.window.is_ok() {
            nest.window = Err(format!(
                "the {} pairs of outer and inner trip counts that cover them would take the model check past its bounds",
                pairs.len()
            ));
        }
        if nest.window.is_err() {
            pairs = nest.diagonal.clone();
        }
        self.trips
            .extend(pairs.into_iter().filter(|t| *t != self.ledger));
    }

    /// The ledger's statement of what was verified: `checked` are the
    /// configurations checked in full, `ok` whether no error was
    /// reported, `complete` whether no model check stopped at a bound.
    pub fn coverage(&self, checked: &[Trips], ok: bool, complete: bool) -> String {
        if !ok {
            return "not verified: the kernel has errors (reported above)".into();
        }
        let all = complete && checked.len() == self.trips.len();
        let list = format!("{{{}}}", self.values(checked));
        if !all {
            return if checked.is_empty() {
                "not verified (see the warnings)".into()
            } else {
                format!("not verified beyond trip counts {list} (see the warnings)")
            };
        }
        if !self.has_arguments {
            return "verified (the kernel has no integer arguments: one configuration)".into();
        }
        if let (Some(_), Err(why)) = (self.period, self.laps_follow(checked)) {
            return format!("verified for trip counts {list}; not for all trip counts: {why}");
        }
        if let (Some(_), Some(Err(why))) = (self.period, &self.period_premise) {
            return format!("verified for trip counts {list}; not for all trip counts: {why}");
        }
        if let Some(p) = self.period {
            return format!(
                "verified for all trip counts (checked {list}: the small counts, and the period {p} of the barriers' slot and phase pattern with the counts around its wrap)"
            );
        }
        match (&self.nest, self.alike) {
            (Some(nest), _) => nest.coverage(checked, &list),
            (None, Some(why)) => format!(
                "verified for trip counts {list} (each at both levels of the loop nest; not for all trip counts: {why})"
            ),
            (None, None) => format!("verified for trip counts {list}"),
        }
    }

    /// The configurations `trips`, as a warning names them: "integer
    /// arguments = 0, 1, 5", or "outer and inner trip counts (0, 0), (1,
    /// 0), ..." for a nest.
    pub fn configurations(&self, trips: &[Trips]) -> String {
        match self.nest {
            Some(_) => format!("outer and inner trip counts {}", self.values(trips)),
            None => format!("integer arguments = {}", self.values(trips)),
        }
    }

    /// `trips` in order, as the reports write them: `0, 1, 5`, or
    /// `(outer, inner), ...` for a nest.
    pub fn values(&self, trips: &[Trips]) -> String {
        let mut sorted = trips.to_vec();
        sorted.sort_unstable_by_key(|t| (t.inner, t.outer));
        sorted.dedup();
        let text: Vec<String> = sorted
            .iter()
            .map(|t| match self.nest {
                Some(_) => format!("({}, {})", t.outer, t.inner),
                None => t.outer.to_string(),
            })
            .collect();
        text.join(", ")
    }
}

impl NestPlan {
    /// What the nest's checked pairs cover.
    fn coverage(&self, checked: &[Trips], list: &str) -> String {
        let why = match (&self.window, self.premises.broken()) {
            (Err(why), _) => why.clone(),
            (_, Some(why)) => why,
            (Ok(Some(w)), None) => {
                let periods = match self.tile_period {
                    Some(pt) if pt > 1 => format!(
                        "the period {} of the barriers' slot and phase pattern and the period {pt} in tiles of the rings that move on once per tile ({}, as the first configuration's traces show them)",
                        self.period,
                        self.tile_rings.join(", ")
                    ),
                    _ => format!(
                        "the period {} of the barriers' slot and phase pattern",
                        self.period
                    ),
                };
                return format!(
                    "verified for all trip counts (checked {} pairs of outer and inner trip counts whose runs hold every window of {w} laps either side of a lap that any run holds: where the tiles begin and end, at each residue of {periods})",
                    checked.len(),
                );
            }
            (Ok(None), None) => "the first configuration did not run".into(),
        };
        format!("verified for trip counts (outer, inner) {list}; not for all trip counts: {why}")
    }
}

/// The `scf.for` loops with barrier ops inside whose bounds depend on the
/// kernel's arguments or on the grid: the loops whose trip counts the plan
/// sets.
fn followed_loops(func: Op) -> Vec<(Op, BTreeSet<i64>)> {
    func.descendants_named("scf.for")
        .into_iter()
        .filter(|lp| {
            let bounds = crate::simt::loops::bounds(*lp);
            let holds_barrier = lp
                .descendants()
                .iter()
                .any(|op| is_barrier_op_but(*op, OpKind::BarrierGet));
            holds_barrier
                && (levels::arguments_of(func, bounds.iter().copied()) != 0
                    || bounds
                        .iter()
                        .any(|b| grid::grid_dims(*b).iter().any(|d| *d)))
        })
        .map(|lp| (lp, BTreeSet::new()))
        .collect()
}

/// The lcm of the barrier array sizes (capped past [`MAX_PERIOD`] / 2).
fn barrier_lcm(allocs: &[Op]) -> i64 {
    // The (slot, phase) pattern of an array of N barriers repeats every 2N
    // laps; all arrays together every 2 * lcm of their sizes.
    let mut lcm: i64 = 1;
    for alloc in allocs {
        let n = alloc.int_attr("size").unwrap_or(1).max(1);
        lcm = lcm / gcd(lcm, n) * n;
        if lcm > MAX_PERIOD / 2 {
            break;
        }
    }
    lcm
}

/// The period of the barriers' pattern, when at most [`MAX_PERIOD`].
fn barrier_period(allocs: &[Op]) -> Option<i64> {
    let period = 2 * barrier_lcm(allocs);
    (period <= MAX_PERIOD).then_some(period)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}
