//! The trip plan: which loop counts the checker simulates, and what a run
//! of them without findings proves (the argument is in the crate header,
//! "Every trip count"). The arguments of each loop level come from
//! [`levels`], the pairs of a nest from [`nest`], and what the nested
//! argument takes for granted is checked on the traces by [`premises`].

pub mod levels;
pub mod nest;
pub mod premises;

use crate::simt::WarpTrace;
use levels::{Levels, Nesting};
use nest::Nest;
use phaselock_passes::{ir::Op, PassOptions};
use premises::Premises;

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
}

/// The trip counts to check (see the crate header: the values a protocol
/// can tell apart).
pub fn trip_plan(func: Op, allocs: &[Op], options: &PassOptions) -> TripPlan {
    let loop_args = levels::loop_bound_arguments(func);
    let mut plan = TripPlan {
        trips: vec![Trips::both(DEFAULT_TRIPS)],
        ledger: Trips::both(DEFAULT_TRIPS),
        period: None,
        has_arguments: loop_args != 0,
        loop_args,
        pattern: barrier_period(allocs),
        nest: None,
        alike: None,
    };
    if let Some(t) = options.trips {
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
    let nesting = levels::nesting(func);
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
        nest.premises.observe(&premises::Seen {
            levels: &nest.levels,
            trips,
            period: nest.period,
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
        let mut pairs = match nest.window {
            Ok(Some(window)) => Nest {
                period: nest.period,
                window,
            }
            .pairs(),
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
                return format!(
                    "verified for all trip counts (checked {} pairs of outer and inner trip counts: every outer count up to past the drains of each residue for the inner counts below {}, one and {} tiles of the longer ones; a window of {w} laps and the period {} of the barriers' slot and phase pattern)",
                    checked.len(),
                    2 * w + 2,
                    self.period + 1,
                    self.period
                )
            }
            (Ok(None), None) => "the first configuration did not run".into(),
        };
        format!("verified for trip counts (outer, inner) {list}; not for all trip counts: {why}")
    }
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
