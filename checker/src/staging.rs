//! Stores by several threads into a buffer that one thread's bulk or
//! tensor store reads (an epilogue's staging buffer, a stage transformed in
//! place before its TMA store): each such store must happen before the
//! copy engine's read, or after the bulk store returned (its read done).
//! The same order, on the same clocks, for tensor memory: the address word
//! `tcgen05.alloc` writes to shared memory and every load of it by another
//! thread, and every thread's tensor-memory access (`tcgen05.ld`, `st`,
//! `mma`, `cp`, `shift`) and the `tcgen05.dealloc` of another thread.
//!
//! Input: the simulation's memory logs ([`crate::simt::memory`]) of one
//! configuration: per lane, in program order, its shared-memory stores,
//! its bulk and tensor stores (`MemKind::AsyncRead`: the source bytes, read
//! through the async proxy and done when the op returns, or for a `nowait`
//! one at the store wait that retires it), its store waits, its tcgen05
//! allocs, tensor-memory accesses and deallocs, its passes of
//! CTA and named barriers (`bar.sync`, `bar.arrive`, `gpu.barrier`,
//! `nvvm.barrier`), its full-warp `bar.warp.sync`s, and its mbarrier
//! arrives and waits.
//!
//! Happens-before, per CTA, by vector clocks over the lanes: program
//! order, and the barrier instances. The `k`-th pass of barrier id `X` by
//! each lane is instance `(X, k)`; everything a participant did before
//! reaching it happens before what a participant that waits there (not an
//! arrive-only `bar.arrive`) does after it (an MMA commit counts as an
//! arrive, for the mbarrier chains below). A full-warp `bar.warp.sync`
//! is an instance of the warp's lanes. The order is computed by running the
//! lanes' logs against each other, each waiting pass until every lane
//! with that instance has reached it; logs whose instances cannot all
//! complete (a deadlock, which the model check reports) leave the rule
//! unverified.
//!
//! A `nowait` bulk or tensor store's read lasts from the op to the
//! `async.copy.store_wait` (or synchronous store) of its lane that retires
//! it, groups retiring in the order issued; one never retired lasts to the
//! lane's end, and a lane that ends with one is reported (the copy engine
//! may read the CTA's shared memory after the thread exits).
//!
//! For every store by lane `A` to bytes that a bulk or tensor store by
//! lane `B` reads, the store must happen before the read starts or after
//! it is done in that order (for `A` = `B`: program order, which only a
//! `nowait` store's read can leave unordered), else:
//! - an mbarrier chain might order them: it would have to start with an
//!   arrive of the earlier side after its access that the later access
//!   does not happen before, and end with a wait of the later side before
//!   its access that does not happen before the earlier access. Where
//!   either end is missing in both directions, no chain exists, and the
//!   store is reported, with the bulk store as a note;
//! - otherwise the mbarriers' phases would decide, which this rule does not
//!   follow: the kernel gets a "not verified" warning at the store.
//!
//! Taken for granted, not checked here: that the `k`-th pass of an id is
//! one hardware instance for all its lanes (ids shared by disjoint thread
//! groups in turn would merge instances and hide a missing order), the
//! proxy fence between the generic stores and the async read (the fence
//! rule's concern, [`crate::rules`]), and stores the simulation does not
//! log (`stmatrix`, inline assembly, addresses it cannot evaluate).

use crate::maps::{HashMap, HashSet};
use crate::model_check::{Group, Step};
use crate::simt::memory::{decode, lanes_hull, MemEvent, MemKind};
use crate::simt::{BarrierId, EventKind, WarpTrace};
use phaselock_ir::{self as ir, Op, OpKind};
use std::ops::ControlFlow;
use std::rc::Rc;
use std::time::Instant;

/// The outcome of the rule on one configuration.
#[derive(Debug, Default)]
pub struct Outcome {
    /// An error was reported.
    pub reported: bool,
    /// Why the rule could not decide, at which op.
    pub unverified: Option<(Op, String)>,
}

/// A byte range of one shared buffer.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Range {
    base: usize,
    lo: i64,
    hi: i64,
}

impl Range {
    fn overlaps(&self, o: &Range) -> bool {
        self.base == o.base && self.lo < o.hi && o.lo < self.hi
    }
}

/// What one lane's log entry is to this rule.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// A pass of barrier instance `key`; `waits`: not an arrive-only one.
    Pass {
        key: (i64, usize),
        waits: bool,
    },
    /// A run of stores with no other event of the lane between (they are
    /// ordered alike with every other lane's events): the bulk-store
    /// ranges they meet (bits of [`Ranges`]), and where its first stores
    /// start in the lane's [`Lane::segments`] (one per range it meets).
    Stores {
        meets: u64,
        n: usize,
    },
    /// A read of the range, done at event `until` of the lane: the read
    /// itself, a later [`Kind::Retire`] (a `nowait` store), or
    /// [`NEVER`] (one the lane never retires).
    Read {
        range: Range,
        until: usize,
    },
    /// A store wait or synchronous store that retires `nowait` stores.
    Retire,
    Arrive,
    Wait,
    /// An mbarrier arrive counted in phase `phase` of `bar`, or a wait that
    /// observed that phase (`waits`), in the run [`Phases`] was read from.
    Phase {
        bar: BarrierId,
        phase: i64,
        waits: bool,
    },
}

/// The phase of `bar` each mbarrier arrive counted in and each wait
/// observed, in one run of the model check to the kernel's end (its
/// witness): by (warp, index of the event in the warp's trace).
pub struct Phases(HashMap<(usize, usize), i64>);

impl Phases {
    /// The phases of the run `witness` of `groups`.
    pub fn of(groups: &[Group], witness: &[Step]) -> Phases {
        let mut completed: HashMap<BarrierId, i64> = HashMap::default();
        let mut map = HashMap::default();
        for s in witness {
            let before = completed.get(&s.event.barrier).copied().unwrap_or(0);
            let phase = match s.event.kind {
                EventKind::Wait(_) => Some(s.phase - 1),
                EventKind::Arrive(_) | EventKind::ArriveExpectTx(_) if !s.landed => Some(before),
                // An MMA commit's arrival comes when it lands.
                EventKind::CommitMma if s.landed => Some(before),
                _ => None,
            };
            if !matches!(
                s.event.kind,
                EventKind::Sync(..) | EventKind::NamedArrive(..)
            ) {
                completed.insert(s.event.barrier, s.phase);
            }
            if let Some(p) = phase {
                for w in &groups[s.group].warps {
                    map.insert((*w, s.index), p);
                }
            }
        }
        Phases(map)
    }
}

#[derive(Debug, Clone, Copy)]
struct Event {
    op: Op,
    kind: Kind,
}

/// One lane of the CTA.
struct Lane {
    warp: usize,
    lane: usize,
    events: Vec<Event>,
    /// Per run of stores in turn: the first store meeting each bulk-store
    /// range (its index, the op, the bytes).
    segments: Vec<(usize, Op, Range)>,
}

impl Lane {
    /// The first stores of the run at `n` meeting the ranges of `meets`.
    fn segment(&self, n: usize, meets: u64) -> &[(usize, Op, Range)] {
        &self.segments[n..n + meets.count_ones() as usize]
    }
}

/// The `until` of a read no event of its lane retires.
const NEVER: usize = usize::MAX;

/// The distinct byte ranges the bulk stores of a CTA read (at most 64).
type Ranges = Vec<Range>;

/// Most distinct bulk-store ranges per CTA the rule follows.
const RANGE_LIMIT: usize = 64;

/// The time the rule may take: the kernel's check deadline, or sooner
/// `PHASELOCK_CHECK_STAGING_MS` milliseconds from the rule's start when
/// that is set (a bound of the rule alone, which no load on the machine
/// moves into the simulation before it), looked at every
/// [`Budget::EVERY`] steps of the order's computation and the pairs'
/// walk. Past it the rule stops with "not verified".
pub struct Budget {
    deadline: Option<Instant>,
    ticks: u32,
}

impl Budget {
    /// Steps between two looks at the clock.
    const EVERY: u32 = 4096;

    /// A budget that ends at `deadline` (`None`: no bound).
    pub fn until(deadline: Option<Instant>) -> Budget {
        let own = std::env::var("PHASELOCK_CHECK_STAGING_MS")
            .ok()
            .and_then(|ms| ms.trim().parse().ok())
            .map(|ms| Instant::now() + std::time::Duration::from_millis(ms));
        let deadline = match (deadline, own) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Budget { deadline, ticks: 0 }
    }

    /// Counts one step; whether the deadline has passed.
    fn spent(&mut self) -> bool {
        self.ticks = self.ticks.wrapping_add(1);
        self.ticks.is_multiple_of(Self::EVERY) && self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// Why the rule stopped at the time bound.
const OUT_OF_TIME: &str = "the order of the stores into a bulk store's source was not fully followed: the check's time bound (PHASELOCK_CHECK_TIME_MS, or the rule's own, PHASELOCK_CHECK_STAGING_MS) was spent in it";

/// Runs the rule on every CTA of `traces`; `names` gives each shared
/// buffer's name.
pub fn check(
    traces: &[WarpTrace],
    names: &dyn Fn(usize) -> String,
    budget: &mut Budget,
) -> Outcome {
    check_with(traces, names, None, budget)
}

/// The rule again, on a kernel it left unverified, with the mbarriers'
/// phases of one run of the model check (`phases`) as barrier instances
/// too: a store that even those do not order with a read races with it in
/// that run, and is reported. (Ordered in that run proves nothing of the
/// others: the warning stays.) Kernels of one CTA per cluster only.
pub fn check_phased(
    traces: &[WarpTrace],
    names: &dyn Fn(usize) -> String,
    phases: &Phases,
    budget: &mut Budget,
) -> Outcome {
    check_with(traces, names, Some(phases), budget)
}

fn check_with(
    traces: &[WarpTrace],
    names: &dyn Fn(usize) -> String,
    phases: Option<&Phases>,
    budget: &mut Budget,
) -> Outcome {
    let mut ctas: Vec<i64> = traces.iter().map(|t| t.memory.cta).collect();
    ctas.sort_unstable();
    ctas.dedup();
    let mut outcome = Outcome::default();
    for cta in ctas {
        let warps: Vec<&WarpTrace> = traces.iter().filter(|t| t.memory.cta == cta).collect();
        let one = check_cta(&warps, names, phases, budget);
        outcome.reported |= one.reported;
        if outcome.unverified.is_none() {
            outcome.unverified = one.unverified;
        }
    }
    outcome
}

fn check_cta(
    warps: &[&WarpTrace],
    names: &dyn Fn(usize) -> String,
    phases: Option<&Phases>,
    budget: &mut Budget,
) -> Outcome {
    let mut exits = false;
    if phases.is_none() {
        if let Some((op, thread)) = unretired(warps) {
            op.error(&format!(
                "thread {thread} may exit while the copy engine still reads this nowait store's source: no async.copy.store_wait of the thread retires it (async.copy.store_wait pending 0 before the thread's end)"
            ));
            exits = true;
        }
    }
    let mut outcome = check_reads(warps, names, phases, budget);
    outcome.reported |= exits;
    outcome
}

/// A `nowait` store a lane has not retired at the end of its log, and
/// the lane's thread (logs that overflowed are not followed).
fn unretired(warps: &[&WarpTrace]) -> Option<(Op, usize)> {
    for w in warps {
        let events = &w.memory.events;
        if events.iter().any(|e| matches!(e.kind, MemKind::Overflow)) {
            continue;
        }
        let mut open: Vec<Vec<Op>> = vec![Vec::new(); 32];
        for e in events {
            for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
                match &e.kind {
                    MemKind::AsyncRead { deferred: true, .. } => open[l].push(e.op),
                    MemKind::AsyncRead { .. } => open[l].clear(),
                    MemKind::StoreWait { pending } => {
                        let keep = usize::try_from(*pending).unwrap_or(0);
                        let n = open[l].len();
                        open[l].drain(..n.saturating_sub(keep));
                    }
                    _ => {}
                }
            }
        }
        if let Some((l, ops)) = open.iter().enumerate().find(|(_, o)| !o.is_empty()) {
            return Some((ops[0], w.warp * 32 + l));
        }
    }
    None
}

/// The rule's order of stores and reads on one CTA.
fn check_reads(
    warps: &[&WarpTrace],
    names: &dyn Fn(usize) -> String,
    phases: Option<&Phases>,
    budget: &mut Budget,
) -> Outcome {
    let ranges = read_ranges(warps);
    let gap = unfollowed(warps);
    if ranges.is_empty() {
        let unknown_read = gap.filter(|(op, _)| {
            matches!(
                op.kind(),
                Some(OpKind::CopyBulkStore | OpKind::CopyTensorStore)
            )
        });
        return Outcome {
            reported: false,
            unverified: unknown_read,
        };
    }
    if ranges.len() > RANGE_LIMIT {
        let op = warps
            .iter()
            .flat_map(|w| w.memory.events.iter())
            .find(|e| matches!(e.kind, MemKind::AsyncRead { .. }))
            .map(|e| e.op);
        return Outcome {
            reported: false,
            unverified: op.map(|op| {
                (
                    op,
                    format!("the bulk stores read more than {RANGE_LIMIT} distinct buffers, more than the order of the stores into them is followed for"),
                )
            }),
        };
    }
    // The mbarriers' arrives and waits move no clock here (without
    // `phases`): they matter only to a pair that the barriers leave
    // unordered. The order is first computed without them, the many
    // waits of a K loop left out; only where a pair is unordered is it
    // computed again with them.
    let mut marks = phases.is_some();
    loop {
        let Some(lanes) = lanes_of(warps, &ranges, phases, marks) else {
            return Outcome::default();
        };
        let clocks = match Clocks::run(&lanes, budget) {
            Ok(clocks) => clocks,
            Err(stop) => return stopped(stop),
        };
        if !marks {
            if all_ordered(&lanes, &ranges, &clocks, budget) {
                return Outcome {
                    reported: false,
                    unverified: gap,
                };
            }
            marks = true;
            continue;
        }
        let mut outcome = pairs(&lanes, &ranges, &clocks, names, phases.is_some(), budget);
        outcome.unverified = outcome.unverified.or(gap);
        return outcome;
    }
}

/// The outcome where the order's computation stopped.
fn stopped(stop: Stop) -> Outcome {
    match stop {
        Stop::Time(op) => Outcome {
            reported: false,
            unverified: Some((op, OUT_OF_TIME.into())),
        },
        Stop::Stuck(op) => Outcome {
            reported: false,
            unverified: Some((
                op,
                "the CTA and named barriers of the simulated run do not all complete, so the order of the stores into a bulk store's source is not known".into(),
            )),
        },
    }
}

/// The tensor memory, as one range: its accesses are the writes a
/// dealloc (its read) must come after.
const TENSOR: Range = Range {
    base: usize::MAX,
    lo: 0,
    hi: 1,
};

/// The distinct ranges that must be ordered with their writers: what the
/// bulk stores read, the address words that `tcgen05.alloc` writes (their
/// readers are the loads of them), and the tensor memory where a dealloc
/// frees it.
fn read_ranges(warps: &[&WarpTrace]) -> Ranges {
    let mut ranges: Ranges = Vec::new();
    let mut known = HashSet::default();
    let mut add = |r: Range| {
        if known.len() <= RANGE_LIMIT && known.insert((r.base, r.lo, r.hi)) {
            ranges.push(r);
        }
    };
    for e in warps.iter().flat_map(|w| w.memory.events.iter()) {
        let lanes = (0..32).filter(|l| e.mask & (1 << l) != 0);
        match &e.kind {
            MemKind::AsyncRead {
                bytes: Some(bytes),
                src,
                ..
            } => lanes
                .filter_map(|l| range(src[l], *bytes))
                .for_each(&mut add),
            MemKind::AllocAddress { at } => {
                lanes.filter_map(|l| range(at[l], 4)).for_each(&mut add)
            }
            MemKind::Tensor { dealloc: true } => add(TENSOR),
            _ => {}
        }
    }
    ranges
}

/// A bulk store whose bytes or source the simulation cannot tell, or a
/// warp's log that overflowed, in a CTA with something to order: what the
/// rule cannot follow.
fn unfollowed(warps: &[&WarpTrace]) -> Option<(Op, String)> {
    for e in warps.iter().flat_map(|w| w.memory.events.iter()) {
        match &e.kind {
            MemKind::AsyncRead { bytes, src, .. } => {
                let unknown = bytes.is_none()
                    || (0..32).any(|l| e.mask & (1 << l) != 0 && src[l].and_then(decode).is_none());
                if unknown {
                    return Some((e.op, "the simulation cannot tell the bytes this bulk store reads, so the order of the stores into them is not checked".into()));
                }
            }
            MemKind::Overflow => {
                return Some((e.op, "its warps make more shared-memory accesses than the check follows, so the order of the stores into a bulk store's source is not checked past them".into()));
            }
            _ => {}
        }
    }
    None
}

/// The bytes `[at, at + bytes)` of a lane's address.
fn range(at: Option<i64>, bytes: i64) -> Option<Range> {
    let (base, lo) = decode(at?)?;
    Some(Range {
        base,
        lo,
        hi: lo.saturating_add(bytes.max(1)),
    })
}

/// Each lane's events, from its warp's log: its stores into the bulk
/// stores' `ranges` (in runs), bulk stores, barrier passes, arrives and
/// waits.
/// With `phases`, arrives and waits are [`Kind::Phase`] instances; `None`
/// when one of them has no phase there.
/// Without `marks` (and without `phases`), mbarrier arrives and waits are
/// left out.
fn lanes_of(
    warps: &[&WarpTrace],
    ranges: &Ranges,
    phases: Option<&Phases>,
    marks: bool,
) -> Option<Vec<Lane>> {
    let alloc_words = alloc_words(warps);
    let mut lanes = Vec::new();
    for w in warps {
        let mut logs = LaneLogs {
            warp: w.warp,
            ranges,
            alloc_words: &alloc_words,
            phases,
            marks,
            events: vec![Vec::new(); 32],
            segments: vec![Vec::new(); 32],
            passes: vec![HashMap::default(); 32],
            open: vec![Vec::new(); 32],
        };
        for e in &w.memory.events {
            let within = logs.within_one(e);
            for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
                if within.is_some_and(|bit| logs.in_run(l, bit)) {
                    // It joins the lane's run and meets nothing new.
                    continue;
                }
                logs.add(e, l)?;
            }
        }
        logs.finish(&mut lanes);
    }
    Some(lanes)
}

/// The address words that `tcgen05.alloc` writes in `warps`' logs.
fn alloc_words(warps: &[&WarpTrace]) -> HashSet<(usize, i64, i64)> {
    warps
        .iter()
        .flat_map(|w| w.memory.events.iter())
        .filter_map(|e| match &e.kind {
            MemKind::AllocAddress { at } => Some((0..32).filter_map(|l| range(at[l], 4))),
            _ => None,
        })
        .flatten()
        .map(|r| (r.base, r.lo, r.hi))
        .collect()
}

/// The events of one warp's lanes, while [`lanes_of`] reads its log.
struct LaneLogs<'a> {
    /// The warp.
    warp: usize,
    /// The bulk stores' ranges.
    ranges: &'a Ranges,
    /// The address words `tcgen05.alloc` writes ([`alloc_words`]).
    alloc_words: &'a HashSet<(usize, i64, i64)>,
    /// The mbarriers' phases, if arrives and waits are instances.
    phases: Option<&'a Phases>,
    /// Whether arrives and waits are kept without `phases`.
    marks: bool,
    /// Per lane, its events.
    events: Vec<Vec<Event>>,
    /// Per lane, its runs' first stores (see [`Lane::segments`]).
    segments: Vec<Vec<(usize, Op, Range)>>,
    /// Per lane, the passes of each barrier id so far.
    passes: Vec<HashMap<i64, usize>>,
    /// Per lane, its `nowait` stores' reads not yet retired (their
    /// events), in the order issued.
    open: Vec<Vec<usize>>,
}

impl LaneLogs<'_> {
    /// Adds lane `l`'s events for memory event `e`; `None` when it is an
    /// arrive or wait with no phase in `phases`.
    fn add(&mut self, e: &MemEvent, l: usize) -> Option<()> {
        let written = match &e.kind {
            MemKind::Access {
                store: true,
                bytes: Some(bytes),
                at,
            } => range(at[l], *bytes),
            MemKind::AllocAddress { at } => range(at[l], 4),
            MemKind::Tensor { dealloc: false } => Some(TENSOR),
            _ => None,
        };
        let kind = match &e.kind {
            _ if written.is_some() => {
                let Some(r) = written else {
                    return Some(());
                };
                match self.store(l, e.op, r) {
                    Some(kind) => kind,
                    None => return Some(()),
                }
            }
            MemKind::AsyncRead {
                bytes,
                src,
                deferred,
            } => match self.async_read(l, bytes.and_then(|b| range(src[l], b)), *deferred) {
                Some(kind) => kind,
                None => return Some(()),
            },
            MemKind::StoreWait { pending } => {
                let here = self.events[l].len();
                if !self.retire(l, *pending, here) {
                    return Some(());
                }
                Kind::Retire
            }
            // A load of an address word that tcgen05.alloc writes.
            MemKind::Access {
                store: false,
                bytes: Some(bytes),
                at,
            } => match range(at[l], *bytes)
                .filter(|r| self.alloc_words.contains(&(r.base, r.lo, r.hi)))
            {
                Some(r) => Kind::Read {
                    range: r,
                    until: self.events[l].len(),
                },
                None => return Some(()),
            },
            MemKind::Tensor { dealloc: true } => {
                // The dealloc is warp-wide: the warp meets at it.
                self.warp_meets(l, e.op);
                Kind::Read {
                    range: TENSOR,
                    until: self.events[l].len(),
                }
            }
            MemKind::Sync(id, waits) => pass(&mut self.passes[l], *id, *waits),
            // A warp's own instances, apart from every barrier id.
            MemKind::WarpSync => pass(&mut self.passes[l], -1 - self.warp as i64, true),
            MemKind::Arrive(bar, i) | MemKind::Wait(bar, i) => {
                let waits = matches!(e.kind, MemKind::Wait(..));
                match self.phases {
                    None if !self.marks => return Some(()),
                    None if waits => Kind::Wait,
                    None => Kind::Arrive,
                    Some(p) => Kind::Phase {
                        bar: *bar,
                        phase: *p.0.get(&(self.warp, *i))?,
                        waits,
                    },
                }
            }
            _ => return Some(()),
        };
        self.events[l].push(Event { op: e.op, kind });
        if matches!(e.kind, MemKind::AllocAddress { .. }) {
            // The alloc is warp-wide: the warp meets at it.
            self.warp_meets(l, e.op);
        }
        Some(())
    }

    /// For a store whose lanes' bytes all lie in one bulk-store range and
    /// meet no other, that range's bit: each lane's store meets it alone.
    fn within_one(&self, e: &MemEvent) -> Option<u64> {
        let MemKind::Access {
            store: true,
            bytes: Some(bytes),
            at,
        } = &e.kind
        else {
            return None;
        };
        let (base, lo, hi) = lanes_hull(e.mask, &at[..], *bytes)?;
        let hull = Range { base, lo, hi };
        let mut meets = self
            .ranges
            .iter()
            .enumerate()
            .filter(|(_, g)| g.overlaps(&hull));
        let (g, range) = meets.next()?;
        let inside = range.lo <= hull.lo && hull.hi <= range.hi;
        (inside && meets.next().is_none()).then_some(1 << g)
    }

    /// Lane `l`'s bulk or tensor store reading `r` (`None`: bytes the
    /// simulation cannot tell): its read, open until a wait retires it if
    /// `deferred`, else done at once with the lane's open reads; `None`
    /// where it adds no event.
    fn async_read(&mut self, l: usize, r: Option<Range>, deferred: bool) -> Option<Kind> {
        let here = self.events[l].len();
        if deferred {
            // Unknown bytes (the gap's warning) still count among the
            // lane's groups.
            self.open[l].push(if r.is_some() { here } else { NEVER });
            return r.map(|range| Kind::Read {
                range,
                until: NEVER,
            });
        }
        // Its wait retires the lane's earlier `nowait` stores.
        let retired = self.retire(l, 0, here);
        match r {
            Some(range) => Some(Kind::Read { range, until: here }),
            None if retired => Some(Kind::Retire),
            None => None,
        }
    }

    /// Retires lane `l`'s open reads but the last `pending` at its event
    /// `here`; whether there were any.
    fn retire(&mut self, l: usize, pending: i64, here: usize) -> bool {
        let keep = usize::try_from(pending).unwrap_or(0);
        let n = self.open[l].len();
        if n <= keep {
            return false;
        }
        for at in self.open[l].drain(..n - keep) {
            if let Some(Event {
                kind: Kind::Read { until, .. },
                ..
            }) = self.events[l].get_mut(at)
            {
                *until = here;
            }
        }
        true
    }

    /// Whether lane `l`'s last event is a run of stores that meets the
    /// ranges of `bits`.
    fn in_run(&self, l: usize, bits: u64) -> bool {
        matches!(self.events[l].last(), Some(Event { kind: Kind::Stores { meets, .. }, .. }) if meets & bits == bits)
    }

    /// Lane `l`'s pass of the warp's own barrier instance at `op`.
    fn warp_meets(&mut self, l: usize, op: Op) {
        let meet = pass(&mut self.passes[l], -1 - self.warp as i64, true);
        self.events[l].push(Event { op, kind: meet });
    }

    /// Lane `l`'s store `op` of the bytes `r`: a new run of stores, or
    /// `None` when it meets no bulk-store range or joins the lane's last
    /// run (which then records the ranges it meets first).
    fn store(&mut self, l: usize, op: Op, r: Range) -> Option<Kind> {
        let ranges = self.ranges;
        let meets = ranges
            .iter()
            .enumerate()
            .filter(|(_, g)| g.overlaps(&r))
            .fold(0u64, |m, (i, _)| m | 1 << i);
        if meets == 0 {
            return None;
        }
        // The lane's last run is the last in its segments: its new first
        // stores go after the others.
        if let Some(Event {
            kind: Kind::Stores { meets: m, .. },
            ..
        }) = self.events[l].last_mut()
        {
            let segments = &mut self.segments[l];
            for i in (0..ranges.len()).filter(|i| meets & !*m & (1 << i) != 0) {
                segments.push((i, op, r));
            }
            *m |= meets;
            return None;
        }
        let n = self.segments[l].len();
        self.segments[l].extend(
            (0..ranges.len())
                .filter(|i| meets & (1 << i) != 0)
                .map(|i| (i, op, r)),
        );
        Some(Kind::Stores { meets, n })
    }

    /// Adds the lanes that have events to `lanes`.
    fn finish(self, lanes: &mut Vec<Lane>) {
        let warp = self.warp;
        for (l, (events, segments)) in self.events.into_iter().zip(self.segments).enumerate() {
            if !events.is_empty() {
                lanes.push(Lane {
                    warp,
                    lane: l,
                    events,
                    segments,
                });
            }
        }
    }
}

/// A lane's next pass of barrier `id`: instance `(id, k)`.
fn pass(passes: &mut HashMap<i64, usize>, id: i64, waits: bool) -> Kind {
    let k = passes.entry(id).or_insert(0);
    *k += 1;
    Kind::Pass {
        key: (id, *k - 1),
        waits,
    }
}

/// A lane's vector clock: an entry per lane, a count of its events (`c`
/// for lane `L`: its first `c` events happen before). Lanes that waited at
/// one barrier instance share its clock (`base`); their own entry is kept
/// apart (`own`), so a pass costs a pointer copy for each waiter, and a
/// join per distinct clock among its participants.
#[derive(Clone)]
struct Clock {
    base: Rc<Vec<u32>>,
    lane: usize,
    own: u32,
}

impl Clock {
    fn get(&self, t: usize) -> u32 {
        if t == self.lane {
            self.own.max(self.base[t])
        } else {
            self.base[t]
        }
    }
}

/// What the rule keeps of a lane's clock at one of its events: the clock
/// at each store run, bulk store, alloc, tensor-memory op, arrive and
/// wait (a pointer and the lane's own entry).
#[derive(Clone)]
enum Kept {
    None,
    Full(Clock),
}

/// One barrier instance: who has reached it, and its clock once complete.
#[derive(Default)]
struct Instance {
    arrived: usize,
    bases: Vec<Rc<Vec<u32>>>,
    /// The clocks in `bases`, by address.
    seen: HashSet<usize>,
    owns: Vec<(usize, u32)>,
    clock: Option<Rc<Vec<u32>>>,
}

impl Instance {
    fn reach(&mut self, c: &Clock) {
        self.arrived += 1;
        if self.seen.insert(Rc::as_ptr(&c.base) as usize) {
            self.bases.push(Rc::clone(&c.base));
        }
        self.owns.push((c.lane, c.own));
    }

    /// The join of every participant's clock (computed once).
    fn clock(&mut self, n: usize) -> Rc<Vec<u32>> {
        if let Some(c) = &self.clock {
            return Rc::clone(c);
        }
        let mut out = vec![0u32; n];
        for b in &self.bases {
            for (a, x) in out.iter_mut().zip(b.iter()) {
                *a = (*a).max(*x);
            }
        }
        for &(t, own) in &self.owns {
            out[t] = out[t].max(own);
        }
        let c = Rc::new(out);
        self.clock = Some(Rc::clone(&c));
        self.bases.clear();
        c
    }
}

/// The element-wise maximum of two clocks.
fn join(a: &[u32], b: &[u32]) -> Vec<u32> {
    a.iter().zip(b).map(|(x, y)| (*x).max(*y)).collect()
}

/// The mbarrier phases as instances: a phase is complete once every
/// arrive counted in it has come, and its clock joins theirs and the
/// phase before it (phases complete in order).
struct PhaseClocks {
    /// The arrives each (barrier, phase) counts.
    expected: HashMap<(BarrierId, i64), usize>,
    arrived: HashMap<(BarrierId, i64), Instance>,
    /// The clock of each complete phase, the earlier ones joined in.
    complete: HashMap<(BarrierId, i64), Rc<Vec<u32>>>,
}

impl PhaseClocks {
    fn of(lanes: &[&Lane]) -> PhaseClocks {
        let mut expected = HashMap::default();
        for e in lanes.iter().flat_map(|l| l.events.iter()) {
            if let Kind::Phase {
                bar,
                phase,
                waits: false,
            } = e.kind
            {
                *expected.entry((bar, phase)).or_insert(0) += 1;
            }
        }
        PhaseClocks {
            expected,
            arrived: HashMap::default(),
            complete: HashMap::default(),
        }
    }

    fn arrive(&mut self, key: (BarrierId, i64), clock: &Clock) {
        self.arrived.entry(key).or_default().reach(clock);
    }

    /// The clock of phase `phase` of `bar` once it and every earlier one
    /// are complete (zero for a phase before the first: a wait that passes
    /// on a fresh barrier); `None` before.
    fn done(&mut self, bar: BarrierId, phase: i64, n: usize) -> Option<Rc<Vec<u32>>> {
        if phase < 0 {
            return Some(Rc::new(vec![0; n]));
        }
        let mut from = phase;
        while from >= 0 && !self.complete.contains_key(&(bar, from)) {
            from -= 1;
        }
        let mut last = self.complete.get(&(bar, from)).cloned();
        for p in from + 1..=phase {
            let expected = self.expected.get(&(bar, p)).copied().unwrap_or(0);
            let instance = self.arrived.entry((bar, p)).or_default();
            if instance.arrived < expected {
                return None;
            }
            let own = instance.clock(n);
            let clock = Rc::new(match &last {
                Some(e) => join(&own, e),
                None => own.to_vec(),
            });
            self.complete.insert((bar, p), Rc::clone(&clock));
            last = Some(clock);
        }
        last
    }
}

/// Why the order's computation stopped, at which op.
enum Stop {
    /// A pass that never completes.
    Stuck(Op),
    /// The time bound.
    Time(Op),
}

/// The clocks the rule keeps, per class of lanes and event.
struct Clocks {
    /// Each lane's class ([`classes`]).
    class: Vec<usize>,
    at: Vec<Vec<Kept>>,
}

/// The lanes in classes of lanes whose logs are alike: the same passes of
/// the same barrier instances and the same runs of stores meeting the same
/// bulk-store ranges, and nothing else (a lane with a bulk store, an
/// arrive, a wait or a phase is a class alone). The lanes of a class move
/// through the barriers together, so one of them stands for all in the
/// order's computation: the clock of each at each event is the class's,
/// the entry of another lane of the class the class's own entry from the
/// barriers alone. Per lane its class; per class its first lane (classes
/// in the order of their first lanes).
fn classes(lanes: &[Lane]) -> (Vec<usize>, Vec<usize>) {
    let alone = |l: &Lane| {
        l.events
            .iter()
            .any(|e| !matches!(e.kind, Kind::Pass { .. } | Kind::Stores { .. }))
    };
    let mut class = Vec::with_capacity(lanes.len());
    let mut firsts: Vec<usize> = Vec::new();
    let mut by_hash: HashMap<u64, Vec<usize>> = HashMap::default();
    for (t, lane) in lanes.iter().enumerate() {
        let found = if alone(lane) {
            None
        } else {
            let list = by_hash.entry(log_hash(lane)).or_default();
            let found = list
                .iter()
                .copied()
                .find(|c| alike(&lanes[firsts[*c]], lane));
            if found.is_none() {
                list.push(firsts.len());
            }
            found
        };
        class.push(found.unwrap_or_else(|| {
            firsts.push(t);
            firsts.len() - 1
        }));
    }
    (class, firsts)
}

/// What of an event makes two lanes' logs alike ([`classes`]).
fn log_key(k: &Kind) -> (i64, usize, u64) {
    match *k {
        Kind::Pass { key, waits } => (key.0, key.1, waits as u64),
        Kind::Stores { meets, .. } => (i64::MIN, 0, meets),
        _ => (i64::MAX, 0, 0),
    }
}

fn log_hash(lane: &Lane) -> u64 {
    use std::hash::{Hash, Hasher};
    // The checker's Fx hash (`crate::maps`): the keys are small tuples.
    let mut h = rustc_hash::FxHasher::default();
    for e in &lane.events {
        log_key(&e.kind).hash(&mut h);
    }
    h.finish()
}

fn alike(a: &Lane, b: &Lane) -> bool {
    a.events.len() == b.events.len()
        && a.events
            .iter()
            .zip(&b.events)
            .all(|(x, y)| log_key(&x.kind) == log_key(&y.kind))
}

impl Clocks {
    /// Runs every lane's log against the others' barrier instances; the
    /// op of a pass that never completes is the error (or the op it
    /// stopped at when the time bound passed).
    fn run(all: &[Lane], budget: &mut Budget) -> Result<Clocks, Stop> {
        Clocks::run_in(all, classes(all), budget)
    }

    /// [`Clocks::run`] with the lanes in the classes given (per lane its
    /// class, per class its first lane).
    fn run_in(
        all: &[Lane],
        (class, firsts): (Vec<usize>, Vec<usize>),
        budget: &mut Budget,
    ) -> Result<Clocks, Stop> {
        let lanes: Vec<&Lane> = firsts.iter().map(|t| &all[*t]).collect();
        let n = lanes.len();
        let mut expected: HashMap<(i64, usize), usize> = HashMap::default();
        for l in &lanes {
            for e in &l.events {
                if let Kind::Pass { key, .. } = e.kind {
                    *expected.entry(key).or_insert(0) += 1;
                }
            }
        }
        let zero = Rc::new(vec![0u32; n]);
        let mut clock: Vec<Clock> = (0..n)
            .map(|t| Clock {
                base: Rc::clone(&zero),
                lane: t,
                own: 0,
            })
            .collect();
        let mut instances: HashMap<(i64, usize), Instance> = HashMap::default();
        let mut phases = PhaseClocks::of(&lanes);
        let mut cursor = vec![0usize; n];
        let mut arrived = vec![false; n];
        let mut at: Vec<Vec<Kept>> = lanes
            .iter()
            .map(|l| vec![Kept::None; l.events.len()])
            .collect();
        loop {
            let mut moved = false;
            for t in 0..n {
                while cursor[t] < lanes[t].events.len() {
                    let i = cursor[t];
                    let e = lanes[t].events[i];
                    if budget.spent() {
                        return Err(Stop::Time(e.op));
                    }
                    clock[t].own = i as u32 + 1;
                    match e.kind {
                        Kind::Phase {
                            bar,
                            phase,
                            waits: false,
                        } => phases.arrive((bar, phase), &clock[t]),
                        Kind::Phase {
                            bar,
                            phase,
                            waits: true,
                        } => match phases.done(bar, phase, n) {
                            Some(done) => clock[t].base = Rc::new(join(&clock[t].base, &done)),
                            None => break,
                        },
                        _ => {}
                    }
                    if let Kind::Pass { key, waits } = e.kind {
                        let instance = instances.entry(key).or_default();
                        if !arrived[t] {
                            arrived[t] = true;
                            instance.reach(&clock[t]);
                        }
                        if waits {
                            if instance.arrived < expected.get(&key).copied().unwrap_or(0) {
                                break;
                            }
                            clock[t].base = instance.clock(n);
                        }
                        arrived[t] = false;
                    }
                    at[t][i] = match e.kind {
                        Kind::Pass { .. } => Kept::None,
                        _ => Kept::Full(clock[t].clone()),
                    };
                    cursor[t] += 1;
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
        if let Some(t) = (0..n).find(|t| cursor[*t] < lanes[*t].events.len()) {
            return Err(Stop::Stuck(lanes[t].events[cursor[t]].op));
        }
        Ok(Clocks { class, at })
    }

    /// Whether event `i` of lane `a` happens before event `j` of lane `b`
    /// (`false` where no clock is kept at `(b, j)`: a pass).
    fn before(&self, (a, i): (usize, usize), (b, j): (usize, usize)) -> bool {
        let (ca, cb) = (self.class[a], self.class[b]);
        let entry = match &self.at[cb][j] {
            // Another lane of `b`'s class: what the barriers order alone.
            Kept::Full(c) if ca == cb && a != b => Some(c.base[ca]),
            Kept::Full(c) => Some(c.get(ca)),
            Kept::None => None,
        };
        entry.is_some_and(|c| c as usize > i)
    }
}

/// A bulk store's read: lane, event, the event it is done at
/// ([`Kind::Read`]), bytes, op.
#[derive(Clone, Copy)]
struct Read {
    lane: usize,
    at: usize,
    until: usize,
    range: Range,
    op: Op,
}

impl Read {
    /// A `nowait` store's read, done at a later event (or never).
    fn deferred(&self) -> bool {
        self.until != self.at
    }
}

/// The reads of each bulk-store range, per lane, each list in the lane's
/// program order: a store meets the few distinct ranges, and in each list
/// the reads it is not ordered with form one run (a store that happens
/// before a read happens before the lane's later reads, a read that
/// happens before it so do the lane's earlier ones). Indexed by the
/// range's place in `ranges`, then by lane.
fn read_lists(lanes: &[Lane], ranges: &Ranges) -> Vec<Vec<(usize, Vec<Read>)>> {
    let mut by_range: Vec<Vec<(usize, Vec<Read>)>> = vec![Vec::new(); ranges.len()];
    let mut place: HashMap<(usize, usize), usize> = HashMap::default();
    for (t, l) in lanes.iter().enumerate() {
        for (i, e) in l.events.iter().enumerate() {
            let Kind::Read { range, until } = e.kind else {
                continue;
            };
            let Some(g) = ranges.iter().position(|g| *g == range) else {
                continue;
            };
            let read = Read {
                lane: t,
                at: i,
                until,
                range,
                op: e.op,
            };
            let lists = &mut by_range[g];
            match place.entry((g, t)) {
                std::collections::hash_map::Entry::Occupied(k) => lists[*k.get()].1.push(read),
                std::collections::hash_map::Entry::Vacant(k) => {
                    k.insert(lists.len());
                    lists.push((t, vec![read]));
                }
            }
        }
    }
    by_range
}

/// A store of a run: its lane, its event, the op and its bytes.
type Store = (usize, usize, Op, Range);

/// Calls `f` for every store and read of the bytes it writes where
/// neither the store happens before the read nor the read's end (its
/// retiring wait, for a `nowait` store; the lane's own stores between the
/// two race too) before the store, until `f` breaks; `Err` with the
/// store's op when the budget runs out.
fn unordered(
    lanes: &[Lane],
    ranges: &Ranges,
    clocks: &Clocks,
    budget: &mut Budget,
    mut f: impl FnMut(Store, &Read) -> ControlFlow<()>,
) -> Result<(), Op> {
    let by_range = read_lists(lanes, ranges);
    for (a, lane) in lanes.iter().enumerate() {
        for (i, e) in lane.events.iter().enumerate() {
            let Kind::Stores { n, meets } = e.kind else {
                continue;
            };
            for &(g, op, range) in lane.segment(n, meets) {
                for (_, list) in &by_range[g] {
                    let s = (a, i);
                    // Reads before `after` are done before the stores; reads
                    // from `before` on happen after them (the ends of a
                    // lane's reads come in its program order).
                    let after = list.partition_point(|r| {
                        r.until != NEVER && clocks.before((r.lane, r.until), s)
                    });
                    let before = list.partition_point(|r| !clocks.before(s, (r.lane, r.at)));
                    for r in list.get(after..before.max(after)).unwrap_or_default() {
                        if budget.spent() {
                            return Err(op);
                        }
                        if f((a, i, op, range), r).is_break() {
                            return Ok(());
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether every store is ordered with every read of its bytes by the
/// CTA and named barriers alone (a budget run out counts as not).
fn all_ordered(lanes: &[Lane], ranges: &Ranges, clocks: &Clocks, budget: &mut Budget) -> bool {
    let mut found = false;
    let walked = unordered(lanes, ranges, clocks, budget, |_, _| {
        found = true;
        ControlFlow::Break(())
    });
    walked.is_ok() && !found
}

/// Checks every store against every bulk store that reads its bytes.
fn pairs(
    lanes: &[Lane],
    ranges: &Ranges,
    clocks: &Clocks,
    names: &dyn Fn(usize) -> String,
    phased: bool,
    budget: &mut Budget,
) -> Outcome {
    let mut outcome = Outcome::default();
    let mut seen = HashSet::default();
    let mut decided = HashSet::default();
    let marks = Marks::of(lanes);
    let walked = unordered(lanes, ranges, clocks, budget, |(a, i, op, range), r| {
        if !decided.insert((r.op.0.ptr as usize, op.0.ptr as usize)) {
            return ControlFlow::Continue(());
        }
        let (s, x) = ((a, i), (r.lane, r.at));
        let done = (r.until != NEVER).then_some((r.lane, r.until));
        if !phased
            && (chain(&marks, clocks, s, x) || done.is_some_and(|d| chain(&marks, clocks, d, s)))
        {
            outcome.unverified.get_or_insert_with(|| {
                (op, format!(
                    "no CTA or named barrier orders this op with the '{}' at {} (one must come before the other); mbarriers may, but that they do in every run is not proven",
                    r.op.name(),
                    ir::location_text(r.op)
                ))
            });
            return ControlFlow::Continue(());
        }
        if seen.insert(r.op.0.ptr as usize) {
            report(lanes, (a, op, range), r, names, phased);
            outcome.reported = true;
        }
        ControlFlow::Continue(())
    });
    if let Err(op) = walked {
        outcome.unverified.get_or_insert((op, OUT_OF_TIME.into()));
    }
    outcome
}

/// Whether an mbarrier chain might order event `x` before event `y`: an
/// arrive of any lane that `x` comes before (in its program order or the
/// barriers' order) and `y` does not, and a wait of any lane that comes
/// before `y` and not before `x`. Over-approximated (the phases are not
/// followed): a chain that cannot exist only turns an error into the
/// warning.
fn chain(marks: &Marks, clocks: &Clocks, x: (usize, usize), y: (usize, usize)) -> bool {
    let upto =
        |p: (usize, usize), q: (usize, usize)| (p.0 == q.0 && p.1 <= q.1) || clocks.before(p, q);
    let start = marks
        .arrives
        .iter()
        .any(|a| upto(x, *a) && !clocks.before(y, *a));
    start
        && marks
            .waits
            .iter()
            .any(|w| upto(*w, y) && !clocks.before(*w, x))
}

/// Every lane's arrives and waits, as (lane, event).
struct Marks {
    arrives: Vec<(usize, usize)>,
    waits: Vec<(usize, usize)>,
}

impl Marks {
    fn of(lanes: &[Lane]) -> Marks {
        let mut marks = Marks {
            arrives: Vec::new(),
            waits: Vec::new(),
        };
        for (t, l) in lanes.iter().enumerate() {
            for (i, e) in l.events.iter().enumerate() {
                match e.kind {
                    Kind::Arrive => marks.arrives.push((t, i)),
                    Kind::Wait => marks.waits.push((t, i)),
                    _ => {}
                }
            }
        }
        marks
    }
}

/// The error at the store, the bulk store as a note.
fn report(
    lanes: &[Lane],
    (a, op, range): (usize, Op, Range),
    read: &Read,
    names: &dyn Fn(usize) -> String,
    phased: bool,
) {
    let thread = |t: usize| lanes[t].warp * 32 + lanes[t].lane;
    let (writer, reader) = (thread(a), thread(read.lane));
    if read.range == TENSOR {
        let message = format!(
            "no CTA or named barrier orders the tensor-memory access at {} by thread {writer} before this tcgen05.dealloc of thread {reader}: the columns may be freed while the access runs (a barrier both pass, between the tcgen05.fence before and after the thread sync?)",
            ir::location_text(op)
        );
        read.op
            .error_with_notes(&message, &[(op, "the access".to_string())]);
        return;
    }
    if op.name() == "nvvm.tcgen05.alloc" {
        let message = format!(
            "no CTA or named barrier orders the tcgen05.alloc at {} by thread {writer}, which writes the tensor-memory address to bytes {}..{} of {}, before this load of it by thread {reader}: the load may read the address before it is written (a barrier both pass, between the tcgen05.fence before and after the thread sync?)",
            ir::location_text(op),
            range.lo,
            range.hi,
            names(range.base)
        );
        read.op
            .error_with_notes(&message, &[(op, "the tcgen05.alloc".to_string())]);
        return;
    }
    let what = read.op.name();
    let mbarriers = if phased {
        ", nor do the mbarriers' phases in a run to the kernel's end that the model check found"
    } else {
        ""
    };
    if writer == reader {
        // Only a `nowait` store leaves its own thread's stores unordered.
        let message = format!(
            "this store by thread {writer} (bytes {}..{} of {}) may land while the copy engine still reads bytes {}..{} of it for the thread's own nowait '{what}': retire that store first (async.copy.store_wait)",
            range.lo,
            range.hi,
            names(range.base),
            read.range.lo,
            read.range.hi,
        );
        op.error_with_notes(
            &message,
            &[(read.op, format!("the '{what}' that reads them"))],
        );
        return;
    }
    let hint = match (read.deferred(), read.until == NEVER) {
        (true, true) => format!(
            "no async.copy.store_wait of thread {reader} retires this nowait store before the write"
        ),
        (true, false) => format!(
            "a barrier both threads pass between the stores and the '{what}', and another between the async.copy.store_wait of thread {reader} that retires it and the next stores?"
        ),
        (false, _) => format!(
            "a barrier both threads pass between the stores and the '{what}', and another between its return and the next stores?"
        ),
    };
    let message = format!(
        "no CTA or named barrier orders this store by thread {writer} (bytes {}..{} of {}) with the '{what}' of thread {reader} that reads bytes {}..{} of it through the async proxy{mbarriers}: the store may land before the copy engine reads them or while it does ({hint})",
        range.lo,
        range.hi,
        names(range.base),
        read.range.lo,
        read.range.hi,
    );
    op.error_with_notes(
        &message,
        &[(read.op, format!("the '{what}' that reads them"))],
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake op numbered `k` (only compared, never read).
    fn op(k: usize) -> Op {
        Op(mlir_sys::MlirOperation {
            ptr: (k * 16 + 16) as *mut std::ffi::c_void,
        })
    }

    /// Random lanes: each follows one of three templates of store runs and
    /// passes of named barriers (some waiting, some arrive-only), and a
    /// few add a bulk store's read, an arrive or a wait (alone in their
    /// class).
    fn lanes(seed: u64) -> Vec<Lane> {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut next = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n) as usize
        };
        let templates: Vec<Vec<(u8, i64, bool, u64)>> = (0..3)
            .map(|_| {
                (0..2 + next(6))
                    .map(|_| match next(3) {
                        0 => (0, 0, false, 1 + next(3) as u64),
                        _ => (1, next(2) as i64, next(4) != 0, 0),
                    })
                    .collect()
            })
            .collect();
        let n = 3 + next(7);
        (0..n)
            .map(|t| {
                let mut passes: HashMap<i64, usize> = HashMap::default();
                let mut events = Vec::new();
                for (i, &(what, id, waits, meets)) in templates[next(3)].iter().enumerate() {
                    let kind = if what == 0 {
                        Kind::Stores { meets, n: 0 }
                    } else {
                        pass(&mut passes, id, waits)
                    };
                    events.push(Event { op: op(i), kind });
                    if next(12) == 0 {
                        let kind = match next(3) {
                            0 => Kind::Read {
                                range: Range {
                                    base: 0,
                                    lo: 0,
                                    hi: 4,
                                },
                                until: events.len(),
                            },
                            1 => Kind::Arrive,
                            _ => Kind::Wait,
                        };
                        events.push(Event {
                            op: op(100 + i),
                            kind,
                        });
                    }
                }
                Lane {
                    warp: t / 4,
                    lane: t % 4,
                    events,
                    segments: Vec::new(),
                }
            })
            .collect()
    }

    /// The order computed per class of alike lanes is the order computed
    /// lane by lane: the same stop, or the same answer for every pair of
    /// events.
    #[test]
    fn classes_give_the_lane_by_lane_order() {
        let mut grouped = 0;
        for seed in 0..3000 {
            let all = lanes(seed);
            let alone = ((0..all.len()).collect(), (0..all.len()).collect());
            let (class, firsts) = classes(&all);
            grouped += all.len() - firsts.len();
            let mut budget = Budget::until(None);
            let by_class = Clocks::run_in(&all, (class, firsts), &mut budget);
            let by_lane = Clocks::run_in(&all, alone, &mut budget);
            match (by_class, by_lane) {
                (Ok(a), Ok(b)) => {
                    for (x, lx) in all.iter().enumerate() {
                        for (y, ly) in all.iter().enumerate() {
                            for i in 0..lx.events.len() {
                                for j in 0..ly.events.len() {
                                    assert_eq!(
                                        a.before((x, i), (y, j)),
                                        b.before((x, i), (y, j)),
                                        "seed {seed}: ({x}, {i}) before ({y}, {j})"
                                    );
                                }
                            }
                        }
                    }
                }
                (Err(Stop::Stuck(a)), Err(Stop::Stuck(b))) => assert_eq!(a, b, "seed {seed}"),
                _ => panic!("seed {seed}: one order stopped, the other did not"),
            }
        }
        // The classes did group lanes.
        assert!(grouped > 3000, "{grouped} lanes grouped");
    }
}
