//! A bounded model check of a kernel's barrier protocol.
//!
//! The warps of one CTA, as traced by [`crate::simt`], are merged into
//! groups (warps whose traces are the same run in lockstep). Every
//! interleaving of the groups' barrier events is explored, with the
//! mbarrier semantics of PTX: an arrival lowers the pending count, a copy
//! lowers the transaction count, `expect_tx` raises it; a phase completes
//! when both reach zero, and the pending count starts again at the init
//! count. A wait with parity `p` passes when the current phase's parity is
//! not `p`. Named barriers release when their thread count has arrived:
//! a sync waits for it, an arrive-only (`bar.arrive`) counts toward it and
//! moves on.
//!
//! Copies and MMA commits complete asynchronously: issuing one puts it in
//! flight, and it lands (its bytes, or its arrival, reach the barrier) in a
//! step of its own, in any order with the copies on other barriers. So a
//! copy issued before a later one may land after it, as on the hardware.
//! Landings are only explored right before a wait on their barrier (none,
//! the oldest, the two oldest, ... all of them land first): a landing
//! commutes with every other event (arrivals and bytes add up), so every
//! interleaving is equivalent to one where it lands just before the next
//! wait on its barrier, and only waits observe it. When every group has
//! finished, what is still in flight lands.
//!
//! Reported, each with the trace that leads to it (role, warps, barrier,
//! slot, phase, event):
//! - deadlock: no group can move and some have not finished;
//! - a wait that passes twice on the same completed phase (the phase bit was
//!   not toggled, or toggled twice);
//! - a wait that passes on a fresh barrier that copies fill (the wait's
//!   initial phase is wrong: it reads before any byte arrived);
//! - end-of-kernel imbalance: every group finished, but a barrier is in the
//!   middle of a phase (some of its arrivals came, not all; or bytes are
//!   still expected or in flight as the CTA exits), or a phase that copies
//!   fill that no wait observes (its bytes may still land as the CTA exits
//!   or the buffer is refilled).
//!
//! The search is an explicit-stack depth-first search (its depth is the
//! length of the traces, so it never recurses per step), bounded by a number
//! of states, a time and an estimate of the states' memory; past any of them
//! the check says which bound stopped it. A state is one vector of words
//! (positions, barriers, phases seen, named-barrier waits, completions in
//! flight), laid out once per check over dense indices of the barriers the
//! events name. The visited states lie one after another in one vector,
//! found by a hash of their words and compared in full (so no state is
//! skipped for another); a move is made in a scratch vector, and only a
//! state not visited before is copied there.

use crate::simt::{BarrierId, Event, EventKind, WarpTrace};
use std::collections::{BTreeMap, BTreeSet, HashMap};

mod reduce;
#[cfg(test)]
mod tests;
use std::hash::{BuildHasherDefault, Hasher};

/// Warps that run in lockstep.
#[derive(Debug, Clone)]
pub struct Group {
    /// Warp indices.
    pub warps: Vec<usize>,
    /// Role name, if any.
    pub role: Option<String>,
    /// The events (of one warp; arrivals count once per warp).
    pub events: Vec<Event>,
}

impl Group {
    /// "role 'consumer' (warps 1-4)", the warps written inclusive.
    pub fn describe(&self) -> String {
        let indices: Vec<i64> = self.warps.iter().map(|w| *w as i64).collect();
        let warps = phaselock_ir::roles::indices_text("warp", "warps", &indices);
        match &self.role {
            Some(r) => format!("role '{r}' ({warps})"),
            None => warps,
        }
    }
}

/// Merges warps with the same trace into groups; warps without events are
/// left out.
pub fn groups(traces: &[WarpTrace]) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for t in traces {
        if t.events.is_empty() {
            continue;
        }
        let same = |g: &Group| {
            g.role == t.role
                && g.events.len() == t.events.len()
                && g.events.iter().zip(&t.events).all(|(a, b)| {
                    a.kind == b.kind && a.barrier == b.barrier && a.lanes == b.lanes && a.op == b.op
                })
                && g.warps.last().is_some_and(|w| w + 1 == t.warp)
        };
        match out.iter_mut().find(|g| same(g)) {
            Some(g) => g.warps.push(t.warp),
            None => out.push(Group {
                warps: vec![t.warp],
                role: t.role.clone(),
                events: t.events.clone(),
            }),
        }
    }
    out
}

/// One mbarrier's state, with PTX's phase accounting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bar {
    /// Arrivals still pending in the current phase.
    pub pending: i64,
    /// Transaction bytes still expected in the current phase.
    pub tx: i64,
    /// Phases completed so far.
    pub completed: i64,
}

impl Bar {
    /// A freshly initialized barrier expecting `count` arrivals.
    pub fn fresh(count: i64) -> Bar {
        Bar {
            pending: count,
            tx: 0,
            completed: 0,
        }
    }

    /// Whether a wait with `parity` passes: the current phase's parity
    /// differs from it.
    pub fn passes(&self, parity: i64) -> bool {
        self.completed & 1 != parity
    }

    /// Applies an arrival-side event (`weight` = lanes × warps) and
    /// returns how many phases it completed. Waits and named barriers do
    /// not change the barrier.
    pub fn apply(&mut self, kind: EventKind, weight: i64, count: i64) -> i64 {
        match kind {
            EventKind::Arrive(c) => {
                self.pending = self.pending.saturating_sub(c.saturating_mul(weight))
            }
            EventKind::CommitMma => self.pending = self.pending.saturating_sub(weight),
            EventKind::ArriveExpectTx(bytes) => {
                self.tx = self.tx.saturating_add(bytes.saturating_mul(weight));
                self.pending = self.pending.saturating_sub(weight);
            }
            EventKind::Copy(bytes) => {
                self.tx = self.tx.saturating_sub(bytes.saturating_mul(weight))
            }
            // Raising the expected bytes completes no phase.
            EventKind::ExpectTx(bytes) => {
                self.tx = self.tx.saturating_add(bytes.saturating_mul(weight));
                return 0;
            }
            EventKind::Wait(_) | EventKind::Sync(..) | EventKind::NamedArrive(..) => return 0,
        }
        // Each completed phase starts again at the init count: as many
        // phases complete as the arrivals cover (arithmetic, not a loop,
        // so an arrival count far above the init count costs nothing).
        if self.pending > 0 || self.tx != 0 {
            return 0;
        }
        let count = count.max(1);
        let phases = self.pending.saturating_neg() / count + 1;
        self.completed = self.completed.saturating_add(phases);
        self.pending = self.pending.saturating_add(phases.saturating_mul(count));
        phases
    }
}

/// The word of a seen slot before any wait of its group passed.
const NEVER: i64 = i64::MIN;

/// Where one event's operands lie in a state.
#[derive(Debug, Clone, Copy)]
struct Place {
    /// The dense index of its barrier.
    bar: usize,
    /// For a wait, its seen slot; for a named barrier, its dense index.
    slot: usize,
    /// Lanes × the group's warps.
    weight: i64,
}

/// The dense indices of one check and where each part of a state lies.
///
/// A state is one vector of words, in this order:
/// - per group, the index of its next event;
/// - per barrier, its [`Bar`]: pending, tx, completed;
/// - per seen slot (a group and a barrier it waits on), the last completed
///   phase a wait of the group saw there, [`NEVER`] before any;
/// - per named barrier, the threads arrived and how many groups wait;
/// - per group, its place (from 1) in the waiting list of the named
///   barrier of its next event, 0 when it does not wait there;
/// - per barrier that copies or MMA commits complete on, a segment: how
///   many are in flight, then each (issuing group, event index) packed in
///   one word, oldest first.
///
/// Barriers are indexed in [`BarrierId`] order, so searching them in index
/// order finds what a search in id order finds; equal states are equal
/// vectors.
struct Layout {
    /// Per group, per event: where its operands lie.
    places: Vec<Vec<Place>>,
    /// Dense barrier index → the barrier.
    barriers: Vec<BarrierId>,
    /// Per barrier: its init count.
    counts: Vec<i64>,
    /// Per barrier: whether copies or expected bytes fill it.
    filled: Vec<bool>,
    /// Per barrier: whether an arrival-side event (not a wait or a named
    /// barrier) names it, so that it has changed once every group finished.
    applied: Vec<bool>,
    /// Per barrier: the seen slots of the waits on it.
    seen_of: Vec<Vec<usize>>,
    /// Per barrier: its flight segment, if copies or commits complete on it.
    flight_of: Vec<Option<usize>>,
    /// Where the barriers' words start.
    bars: usize,
    /// Where the seen slots start.
    seen: usize,
    /// Where the named barriers' words start.
    named: usize,
    /// Where the groups' places in waiting lists start.
    ranks: usize,
    /// Where the flight segments start (they run to the end).
    flight: usize,
}

impl Layout {
    /// The indices of the barriers, named barriers and waits of `groups`.
    fn new(groups: &[Group], count: Counts<'_>) -> Layout {
        let events = || groups.iter().flat_map(|g| g.events.iter());
        let ids: BTreeSet<BarrierId> = events().map(|e| e.barrier).collect();
        let barriers: Vec<BarrierId> = ids.into_iter().collect();
        let index: BTreeMap<BarrierId, usize> =
            barriers.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let names: BTreeSet<i64> = events()
            .filter_map(|e| match e.kind {
                EventKind::Sync(id, _) | EventKind::NamedArrive(id, _) => Some(id),
                _ => None,
            })
            .collect();
        let named: BTreeMap<i64, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
        let mut layout = Layout {
            places: Vec::new(),
            counts: barriers.iter().map(|b| count(*b)).collect(),
            filled: vec![false; barriers.len()],
            applied: vec![false; barriers.len()],
            seen_of: vec![Vec::new(); barriers.len()],
            flight_of: vec![None; barriers.len()],
            barriers,
            bars: groups.len(),
            seen: 0,
            named: 0,
            ranks: 0,
            flight: 0,
        };
        let mut seen: BTreeMap<(usize, usize), usize> = BTreeMap::new();
        for (g, group) in groups.iter().enumerate() {
            let mut places = Vec::with_capacity(group.events.len());
            for e in &group.events {
                let bar = index[&e.barrier];
                let slot = match e.kind {
                    EventKind::Wait(_) => {
                        let next = seen.len();
                        *seen.entry((g, bar)).or_insert_with(|| {
                            layout.seen_of[bar].push(next);
                            next
                        })
                    }
                    EventKind::Sync(id, _) | EventKind::NamedArrive(id, _) => named[&id],
                    _ => 0,
                };
                layout.mark(bar, e.kind);
                let weight = e.lanes * group.warps.len() as i64;
                places.push(Place { bar, slot, weight });
            }
            layout.places.push(places);
        }
        layout.place_parts(groups.len(), seen.len(), named.len());
        layout
    }

    /// Records what an event of kind `kind` does to barrier `bar`.
    fn mark(&mut self, bar: usize, kind: EventKind) {
        match kind {
            EventKind::Wait(_) | EventKind::Sync(..) | EventKind::NamedArrive(..) => return,
            EventKind::Copy(_) | EventKind::ExpectTx(_) | EventKind::ArriveExpectTx(_) => {
                self.filled[bar] = true
            }
            _ => {}
        }
        self.applied[bar] = true;
        if matches!(kind, EventKind::Copy(_) | EventKind::CommitMma)
            && self.flight_of[bar].is_none()
        {
            self.flight_of[bar] = Some(0);
        }
    }

    /// Sets where each part starts and numbers the flight segments in
    /// barrier order.
    fn place_parts(&mut self, groups: usize, seen: usize, named: usize) {
        self.seen = self.bars + 3 * self.barriers.len();
        self.named = self.seen + seen;
        self.ranks = self.named + 2 * named;
        self.flight = self.ranks + groups;
        for (segment, f) in self.flight_of.iter_mut().flatten().enumerate() {
            *f = segment;
        }
    }

    /// The state where no group has moved: fresh barriers, nothing seen,
    /// nobody waiting, nothing in flight.
    fn start(&self) -> Vec<i64> {
        let segments = self.flight_of.iter().flatten().count();
        let mut state = vec![0; self.flight + segments];
        for (b, count) in self.counts.iter().enumerate() {
            self.set_bar(&mut state, b, Bar::fresh(*count));
        }
        state[self.seen..self.named].fill(NEVER);
        state
    }

    /// Barrier `b` in `state`.
    fn bar(&self, state: &[i64], b: usize) -> Bar {
        let at = self.bars + 3 * b;
        Bar {
            pending: state[at],
            tx: state[at + 1],
            completed: state[at + 2],
        }
    }

    /// Sets barrier `b` in `state`.
    fn set_bar(&self, state: &mut [i64], b: usize, bar: Bar) {
        let at = self.bars + 3 * b;
        state[at..at + 3].copy_from_slice(&[bar.pending, bar.tx, bar.completed]);
    }

    /// Where the in-flight completions on barrier `b` start in `state`, and
    /// how many there are; `None` when nothing ever completes on it.
    fn segment(&self, state: &[i64], b: usize) -> Option<(usize, usize)> {
        let f = self.flight_of[b]?;
        let mut at = self.flight;
        for _ in 0..f {
            at += 1 + state[at] as usize;
        }
        Some((at + 1, state[at] as usize))
    }

    /// The in-flight completions on barrier `b`, packed, oldest first.
    fn in_flight<'s>(&self, state: &'s [i64], b: usize) -> &'s [i64] {
        self.segment(state, b)
            .map_or(&[], |(at, len)| &state[at..at + len])
    }

    /// Puts the completion of event `i` of group `g` in flight on barrier
    /// `b`, after those already there.
    fn push_flight(&self, state: &mut Vec<i64>, b: usize, g: usize, i: usize) {
        if let Some((at, len)) = self.segment(state, b) {
            state.insert(at + len, pack(g, i));
            state[at - 1] += 1;
        }
    }

    /// Removes the oldest `n` completions in flight on barrier `b`.
    fn drop_flight(&self, state: &mut Vec<i64>, b: usize, n: usize) {
        if let Some((at, _)) = self.segment(state, b) {
            state.drain(at..at + n);
            state[at - 1] -= n as i64;
        }
    }
}

/// A completion in flight in one word: the issuing group and the index of
/// the event in its trace.
fn pack(g: usize, i: usize) -> i64 {
    debug_assert!((g as u64) < 1 << 31 && (i as u64) < 1 << 32);
    ((g as i64) << 32) | i as i64
}

/// The group and event index of a packed completion.
fn unpack(word: i64) -> (usize, usize) {
    ((word >> 32) as usize, (word & 0xffff_ffff) as usize)
}

/// The visited states, each once: their words one after another, found
/// by a 64-bit hash of the words and compared in full (states with the
/// same hash are chained), so that no state is taken for another.
#[derive(Default)]
struct Visited {
    /// The states' words.
    words: Vec<i64>,
    /// Where each state's words start, then where the last one ends.
    starts: Vec<usize>,
    /// Hash → the last state visited with that hash.
    by_hash: HashMap<u64, usize, BuildHasherDefault<Prehashed>>,
    /// Per state, the one visited before it with the same hash.
    same_hash: Vec<Option<usize>>,
}

impl Visited {
    /// How many states were visited.
    fn len(&self) -> usize {
        self.same_hash.len()
    }

    /// The words of state `id`.
    fn get(&self, id: usize) -> &[i64] {
        &self.words[self.starts[id]..self.starts[id + 1]]
    }

    /// Records `state`; its id, or `None` when it was visited before.
    fn insert(&mut self, state: &[i64]) -> Option<usize> {
        let hash = hash_words(state);
        let last = self.by_hash.get(&hash).copied();
        let mut same = last;
        while let Some(id) = same {
            if self.get(id) == state {
                return None;
            }
            same = self.same_hash[id];
        }
        let id = self.len();
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        self.words.extend_from_slice(state);
        self.starts.push(self.words.len());
        self.same_hash.push(last);
        self.by_hash.insert(hash, id);
        Some(id)
    }
}

/// Bytes a visited state of `words` words takes, roughly: the words, its
/// start, its chain link and its slot in the hash table.
fn state_bytes(words: usize) -> usize {
    words * 8 + 48
}

/// A 64-bit hash of a state (not keyed: the states are not chosen by an
/// adversary). Word `i` is folded into lane `i % 4` by a rotate, a xor and
/// a multiply, so that the lanes run in parallel; the lanes are then
/// folded together and mixed so that every bit depends on every word.
fn hash_words(words: &[i64]) -> u64 {
    let mut lanes = [words.len() as u64, 0, 0, 0];
    let mut blocks = words.chunks_exact(4);
    for block in &mut blocks {
        for (lane, word) in lanes.iter_mut().zip(block) {
            *lane = fold(*lane, *word as u64);
        }
    }
    for word in blocks.remainder() {
        lanes[0] = fold(lanes[0], *word as u64);
    }
    let mut h = lanes[1..].iter().fold(lanes[0], |h, lane| fold(h, *lane));
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

/// Folds `word` into `lane`.
fn fold(lane: u64, word: u64) -> u64 {
    (lane.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95)
}

/// The hasher of [`Visited`]'s table, whose keys are hashes already.
#[derive(Default)]
struct Prehashed(u64);

impl Hasher for Prehashed {
    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 = fold(self.0, u64::from(*byte));
        }
    }

    fn write_u64(&mut self, hash: u64) {
        self.0 = hash;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// One step of a trace.
#[derive(Debug, Clone)]
pub struct Step {
    /// The group that moved.
    pub group: usize,
    /// The event's index in the group's trace.
    pub index: usize,
    /// The event.
    pub event: Event,
    /// The barrier's phase (completed phases) after the step.
    pub phase: i64,
    /// Whether the step is the landing of an earlier copy or MMA commit
    /// (the event is the one that issued it).
    pub landed: bool,
}

/// What the check found.
#[derive(Debug, Clone)]
pub enum Finding {
    /// No group can move; the steps that led there and the blocked events.
    Deadlock {
        /// The steps.
        trace: Vec<Step>,
        /// (group, the event it is blocked on, that barrier's phase).
        blocked: Vec<(usize, Event, i64)>,
    },
    /// A wait passed twice on the same completed phase.
    StalePhase {
        /// The steps, the last being the wait.
        trace: Vec<Step>,
    },
    /// A wait passed on a fresh barrier that copies fill.
    EarlyWait {
        /// The steps, the last being the wait.
        trace: Vec<Step>,
        /// Whether other roles wait on the same barrier: the wait may be
        /// for a later lap whose earlier one another role waits on.
        shared: bool,
    },
    /// Every group finished, but a barrier is left in the middle of a
    /// phase: some of its arrivals or bytes came, not all.
    Unbalanced {
        /// The steps to the end of the kernel.
        trace: Vec<Step>,
        /// The barrier, its state at the end and its init count.
        barrier: BarrierId,
        /// Its state at the end.
        state: Bar,
        /// Its init count.
        count: i64,
    },
    /// Every group finished, but a phase of a barrier that copies fill was
    /// never waited for.
    Unwaited {
        /// The steps to the end of the kernel.
        trace: Vec<Step>,
        /// The barrier.
        barrier: BarrierId,
        /// The first phase nobody waited for.
        phase: i64,
    },
}

/// The outcome of a check.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The first finding, if any.
    pub finding: Option<Finding>,
    /// States explored.
    pub states: usize,
    /// Whether a bound stopped the search before it was complete.
    pub bounded: bool,
    /// Which bound stopped it, in words ("200000 states", "4 s", ...).
    pub bound: Option<String>,
    /// Where nothing was found, one run to the kernel's end (every group
    /// finished), if it gets there: each step moves the last group that
    /// can move, with every completion in flight landed before a wait
    /// (the producer, last, runs as far ahead as the barriers let it),
    /// with the phase each wait observed and each arrival counted in.
    pub witness: Option<Vec<Step>>,
}

/// The bounds of one search: states, time and (estimated) memory.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Most states explored.
    pub states: usize,
    /// Longest time spent.
    pub time: std::time::Duration,
    /// Most bytes the visited states may take (an estimate).
    pub memory: usize,
    /// Whether the search moves only a stubborn set's groups at each state
    /// (the partial-order reduction of [`reduce`]); every group otherwise.
    pub reduce: bool,
}

impl Limits {
    /// The bounds the checker uses: `states` states, the check's time
    /// bound ([`crate::check_time`]), 256 MiB. The state bound is the one
    /// meant to stop a search (at about 2 µs a state it takes well under a
    /// second), so what is verified does not depend on the machine's load;
    /// the time is a guard. (A fixed guard of a few seconds made a debug
    /// build on a loaded machine give up on kernels a release build proves
    /// in a second: the verdict depended on the load.)
    pub fn with_states(states: usize) -> Limits {
        Limits {
            states,
            time: crate::check_time(),
            memory: 256 << 20,
            reduce: true,
        }
    }
}

/// The init count of barrier `b`.
pub type Counts<'a> = &'a dyn Fn(BarrierId) -> i64;

struct Search<'a> {
    groups: &'a [Group],
    layout: Layout,
    index: reduce::Index,
    visited: Visited,
    limits: Limits,
    started: std::time::Instant,
    memory: usize,
    bound: Option<String>,
}

/// A state being explored: the next move to try, whether any moved, and
/// the length of the trace that led to it.
struct Frame {
    /// The state's id in [`Visited`].
    state: usize,
    /// (group, how many of the in-flight completions on the barrier of its
    /// next wait land first); `None` when every move was tried.
    next: Option<(usize, usize)>,
    moved: bool,
    trace_len: usize,
    /// The groups to move (a stubborn set's); `None` for every group.
    ample: Option<Vec<bool>>,
}

/// Explores every interleaving of `groups`, within `limits`.
pub fn check(groups: &[Group], count: Counts<'_>, limits: Limits) -> Outcome {
    let kept = without_own_syncs(groups);
    let groups = kept.as_ref().map_or(groups, |(kept, _)| &kept[..]);
    let layout = Layout::new(groups, count);
    let start = layout.start();
    let index = reduce::Index::new(groups, &layout, limits.reduce);
    let mut search = Search {
        groups,
        layout,
        index,
        visited: Visited::default(),
        limits,
        started: std::time::Instant::now(),
        memory: 0,
        bound: None,
    };
    let finding = search.run(&start);
    let witness = match finding {
        None => search.eager_run(&start),
        Some(_) => None,
    };
    let mut outcome = Outcome {
        finding,
        states: search.visited.len(),
        bounded: search.bound.is_some(),
        bound: search.bound,
        witness,
    };
    if let Some((_, origin)) = &kept {
        outcome.renumber(origin);
    }
    outcome
}

impl Outcome {
    /// Numbers the steps' events as in the groups' whole traces, `origin`
    /// giving, per group, each kept event's index there.
    fn renumber(&mut self, origin: &[Vec<usize>]) {
        let trace = match &mut self.finding {
            Some(
                Finding::Deadlock { trace, .. }
                | Finding::StalePhase { trace }
                | Finding::EarlyWait { trace, .. }
                | Finding::Unbalanced { trace, .. }
                | Finding::Unwaited { trace, .. },
            ) => Some(trace),
            None => None,
        };
        for step in trace.into_iter().chain(self.witness.as_mut()).flatten() {
            step.index = origin[step.group][step.index];
        }
    }
}

/// `groups` without the syncs that only order a group's own warps, with,
/// per group, the index in its trace of each event kept; `None` when
/// there are none: a named barrier that one group alone uses,
/// only with syncs (no arrive-only `bar.arrive`) whose arrivals (lanes ×
/// warps) are its thread count, completes at each sync as the group's
/// warps reach it in lockstep, and no other group reads or changes it.
/// Such a sync is a step of the group alone that changes no state but its
/// position, so leaving it out changes no finding; every state it would
/// add is a copy of the one before, with the group one event further.
fn without_own_syncs(groups: &[Group]) -> Option<(Vec<Group>, Vec<Vec<usize>>)> {
    let mut named: BTreeMap<i64, (usize, bool)> = BTreeMap::new();
    for (g, group) in groups.iter().enumerate() {
        let weight = |lanes: i64| lanes * group.warps.len() as i64;
        for e in &group.events {
            let (id, own) = match e.kind {
                EventKind::Sync(id, threads) => (id, weight(e.lanes) == threads),
                EventKind::NamedArrive(id, _) => (id, false),
                _ => continue,
            };
            let entry = named.entry(id).or_insert((g, true));
            entry.1 &= own && entry.0 == g;
        }
    }
    let own = |g: usize, e: &Event| match e.kind {
        EventKind::Sync(id, _) => named.get(&id).is_some_and(|(h, own)| *own && *h == g),
        _ => false,
    };
    let any = groups
        .iter()
        .enumerate()
        .any(|(g, group)| group.events.iter().any(|e| own(g, e)));
    any.then(|| {
        let origin: Vec<Vec<usize>> = (groups.iter().enumerate())
            .map(|(g, group)| {
                (0..group.events.len())
                    .filter(|i| !own(g, &group.events[*i]))
                    .collect()
            })
            .collect();
        let kept = (groups.iter().zip(&origin))
            .map(|(group, kept)| Group {
                events: kept.iter().map(|i| group.events[*i]).collect(),
                ..group.clone()
            })
            .collect();
        (kept, origin)
    })
}

/// What one group's next event does from a state.
enum Move {
    /// It cannot move: blocked on the event at this phase.
    Blocked(Event, i64),
    /// It moves (the state was changed in place) with this step.
    To(Step),
    /// The move shows a finding (the step is its last).
    Found(Finding),
}

impl Search<'_> {
    /// Records `state` as visited and returns its id; `None` when it was,
    /// or a bound stops the search (recorded in `bound`).
    fn visit(&mut self, state: &[i64]) -> Option<usize> {
        if self.bound.is_some() {
            return None;
        }
        if self.visited.len() >= self.limits.states {
            self.bound = Some(format!("{} states", self.limits.states));
            return None;
        }
        if self.memory > self.limits.memory {
            self.bound = Some(format!("{} MiB of states", self.limits.memory >> 20));
            return None;
        }
        if self.visited.len().is_multiple_of(1024) && self.started.elapsed() > self.limits.time {
            self.bound = Some(format!("{} s", self.limits.time.as_secs_f64()));
            return None;
        }
        let id = self.visited.insert(state)?;
        self.memory += state_bytes(state.len());
        Some(id)
    }

    /// Depth-first search with an explicit stack (no recursion per step,
    /// so the depth is bounded by memory, not by the thread's stack). Each
    /// move is made in one scratch vector; only a new state is copied.
    fn run(&mut self, start: &[i64]) -> Option<Finding> {
        let mut trace: Vec<Step> = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut scratch = Vec::with_capacity(start.len());
        if let Some(state) = self.visit(start) {
            stack.push(self.frame(state, 0));
        }
        while let Some(top) = stack.last_mut() {
            let Some((g, lands)) = top.next else {
                let frame = stack.pop()?;
                if let Some(finding) = self.settle(&frame, &mut trace) {
                    return Some(finding);
                }
                trace.truncate(frame.trace_len);
                continue;
            };
            let from = self.visited.get(top.state);
            top.next = self.after(from, g, lands, top.ample.as_deref());
            let len = trace.len();
            match self.try_move(from, &mut scratch, g, lands, &mut trace).0 {
                Some(Move::To(step)) => {
                    top.moved = true;
                    trace.push(step);
                }
                Some(Move::Found(finding)) => return Some(finding),
                Some(Move::Blocked(..)) | None => {
                    trace.truncate(len);
                    continue;
                }
            }
            match self.visit(&scratch) {
                Some(state) => {
                    let frame = self.frame(state, len);
                    stack.push(frame);
                }
                None => trace.truncate(len),
            }
        }
        None
    }

    /// The run of [`Outcome::witness`] from `start`: the first path of the
    /// search without the reduction. `None` where it stops before the
    /// kernel's end or shows a finding.
    fn eager_run(&self, start: &[i64]) -> Option<Vec<Step>> {
        let (mut state, mut scratch) = (start.to_vec(), Vec::with_capacity(start.len()));
        let mut trace = Vec::new();
        'steps: loop {
            let mut next = self.first_move(&state, self.groups.len(), None);
            while let Some((g, lands)) = next {
                let len = trace.len();
                match self.try_move(&state, &mut scratch, g, lands, &mut trace).0 {
                    Some(Move::To(step)) => {
                        trace.push(step);
                        std::mem::swap(&mut state, &mut scratch);
                        continue 'steps;
                    }
                    Some(Move::Found(_)) => return None,
                    Some(Move::Blocked(..)) | None => trace.truncate(len),
                }
                next = self.after(&state, g, lands, None);
            }
            let finished = (0..self.groups.len()).all(|g| self.next_event(&state, g).is_none());
            return finished.then_some(trace);
        }
    }

    /// What a state shows once its moves were tried, `trace` leading to
    /// it: a deadlock when none moved and some group has not finished, an
    /// imbalance when every group finished.
    fn settle(&self, frame: &Frame, trace: &mut Vec<Step>) -> Option<Finding> {
        let state = self.visited.get(frame.state);
        let finished = (0..self.groups.len()).all(|g| self.next_event(state, g).is_none());
        if finished {
            return self.unbalanced(state, trace);
        }
        if frame.moved {
            return None;
        }
        let blocked = self.blocked(state, trace);
        Some(Finding::Deadlock {
            trace: std::mem::take(trace),
            blocked,
        })
    }

    /// The events the groups are blocked on in `state`, where no move
    /// moves, and their barrier's phase: one per move after which nothing
    /// is left in flight on that barrier, in the order the moves are tried.
    fn blocked(&self, state: &[i64], trace: &mut Vec<Step>) -> Vec<(usize, Event, i64)> {
        let mut out = Vec::new();
        let mut scratch = Vec::with_capacity(state.len());
        let mut next = self.first_move(state, self.groups.len(), None);
        while let Some((g, lands)) = next {
            next = self.after(state, g, lands, None);
            let len = trace.len();
            if let (Some(Move::Blocked(event, phase)), true) =
                self.try_move(state, &mut scratch, g, lands, trace)
            {
                out.push((g, event, phase));
            }
            trace.truncate(len);
        }
        out
    }

    /// Move (`g`, `lands`) from `from`, made in `scratch`: the landings
    /// (their steps pushed on `trace`), then group `g`'s next event; with
    /// whether nothing is left in flight on that event's barrier.
    fn try_move(
        &self,
        from: &[i64],
        scratch: &mut Vec<i64>,
        g: usize,
        lands: usize,
        trace: &mut Vec<Step>,
    ) -> (Option<Move>, bool) {
        scratch.clear();
        scratch.extend_from_slice(from);
        let all = self.land(scratch, g, lands, trace);
        (self.step(scratch, g, trace), all)
    }

    /// Group `g`'s next event in `state` and where its operands lie;
    /// `None` when it has finished.
    fn next_event(&self, state: &[i64], g: usize) -> Option<(Event, Place)> {
        let i = state[g] as usize;
        let event = *self.groups[g].events.get(i)?;
        Some((event, self.layout.places[g][i]))
    }

    /// A barrier left in the middle of a phase when every group has
    /// finished: arrivals that came without the rest of their phase (a
    /// role that stops a lap early or late), or bytes still expected or
    /// in flight when the CTA exits.
    fn unbalanced(&self, state: &[i64], trace: &[Step]) -> Option<Finding> {
        let layout = &self.layout;
        let mut landed = state.to_vec();
        for b in 0..layout.barriers.len() {
            let Some((at, len)) = layout.segment(state, b) else {
                continue;
            };
            for &word in &state[at..at + len] {
                let (g, i) = unpack(word);
                self.complete(&mut landed, g, i);
            }
        }
        let state = &landed;
        let partial = (0..layout.barriers.len()).find_map(|b| {
            let count = layout.counts[b].max(1);
            let bar = layout.bar(state, b);
            (layout.applied[b] && (bar.pending != count || bar.tx != 0)).then(|| {
                Finding::Unbalanced {
                    trace: trace.to_vec(),
                    barrier: layout.barriers[b],
                    state: bar,
                    count,
                }
            })
        });
        partial.or_else(|| self.unwaited(state, trace))
    }

    /// A phase that copies fill must be waited for: otherwise the CTA can
    /// exit, or the buffer be refilled, while its bytes still land.
    fn unwaited(&self, state: &[i64], trace: &[Step]) -> Option<Finding> {
        let layout = &self.layout;
        (0..layout.barriers.len()).find_map(|b| {
            let bar = layout.bar(state, b);
            if !layout.applied[b] || !layout.filled[b] || bar.completed == 0 {
                return None;
            }
            let observed = layout.seen_of[b]
                .iter()
                .map(|s| state[layout.seen + s])
                .filter(|p| *p != NEVER)
                .max()
                .unwrap_or(-1);
            (observed < bar.completed - 1).then(|| Finding::Unwaited {
                trace: trace.to_vec(),
                barrier: layout.barriers[b],
                phase: observed + 1,
            })
        })
    }

    /// The move of group `g` from `state`, made in place; `None` when it
    /// has finished. A blocked move leaves the state as it was.
    fn step(&self, state: &mut Vec<i64>, g: usize, trace: &[Step]) -> Option<Move> {
        let (event, place) = self.next_event(state, g)?;
        let layout = &self.layout;
        match event.kind {
            EventKind::Wait(parity) => {
                return Some(self.wait(state, g, (event, place), parity, trace))
            }
            EventKind::Sync(_, threads) => {
                if let Some(registered) = self.sync(state, g, (event, place), threads) {
                    return Some(registered);
                }
            }
            EventKind::NamedArrive(_, threads) => {
                let at = layout.named + 2 * place.slot;
                let arrived = state[at] + place.weight;
                if arrived < threads {
                    state[at] = arrived;
                } else {
                    self.release(state, place.slot);
                }
                state[g] += 1;
            }
            EventKind::Copy(_) | EventKind::CommitMma => {
                layout.push_flight(state, place.bar, g, state[g] as usize);
                state[g] += 1;
            }
            kind => {
                let mut bar = layout.bar(state, place.bar);
                bar.apply(kind, place.weight, layout.counts[place.bar]);
                layout.set_bar(state, place.bar, bar);
                state[g] += 1;
            }
        }
        let phase = layout.bar(state, place.bar).completed;
        Some(Move::To(Step {
            group: g,
            index: state[g] as usize - 1,
            event,
            phase,
            landed: false,
        }))
    }

    /// Group `g`'s next event, a wait with `parity`: blocked, or it passes
    /// (a finding when it passes on a phase the group already saw, or on a
    /// fresh barrier that copies fill).
    fn wait(
        &self,
        state: &mut [i64],
        g: usize,
        (event, place): (Event, Place),
        parity: i64,
        trace: &[Step],
    ) -> Move {
        let bar = self.layout.bar(state, place.bar);
        if !bar.passes(parity) {
            return Move::Blocked(event, bar.completed);
        }
        let observed = bar.completed - 1;
        let seen = std::mem::replace(&mut state[self.layout.seen + place.slot], observed);
        state[g] += 1;
        let step = Step {
            index: state[g] as usize - 1,
            group: g,
            event,
            phase: bar.completed,
            landed: false,
        };
        let stale = seen == observed;
        let early = observed < 0 && self.layout.filled[place.bar];
        if !stale && !early {
            return Move::To(step);
        }
        let mut steps = trace.to_vec();
        steps.push(step);
        Move::Found(if stale {
            Finding::StalePhase { trace: steps }
        } else {
            Finding::EarlyWait {
                trace: steps,
                shared: self.shared_waits(g, event.barrier),
            }
        })
    }

    /// Group `g`'s next event, a named barrier of `threads` threads: the
    /// group is blocked when it already waits there; otherwise it joins
    /// the waiting list (the move is returned), or its arrival completes
    /// the count and every group in the list, `g` too, moves on (`None`:
    /// the step follows as for arrivals).
    fn sync(
        &self,
        state: &mut [i64],
        g: usize,
        (event, place): (Event, Place),
        threads: i64,
    ) -> Option<Move> {
        let layout = &self.layout;
        let rank = layout.ranks + g;
        if state[rank] != 0 {
            return Some(Move::Blocked(event, 0));
        }
        let at = layout.named + 2 * place.slot;
        let arrived = state[at] + place.weight;
        if arrived < threads {
            state[at] = arrived;
            state[at + 1] += 1;
            state[rank] = state[at + 1];
            return Some(Move::To(Step {
                group: g,
                index: state[g] as usize,
                event,
                phase: 0,
                landed: false,
            }));
        }
        self.release(state, place.slot);
        state[g] += 1;
        None
    }

    /// Named barrier `slot` completes: every group in its waiting list
    /// moves on, and its count starts again from zero.
    fn release(&self, state: &mut [i64], slot: usize) {
        let layout = &self.layout;
        for h in 0..self.groups.len() {
            let waits = state[layout.ranks + h] != 0
                && self
                    .next_event(state, h)
                    .is_some_and(|(e, p)| matches!(e.kind, EventKind::Sync(..)) && p.slot == slot);
            if waits {
                state[h] += 1;
                state[layout.ranks + h] = 0;
            }
        }
        let at = layout.named + 2 * slot;
        state[at] = 0;
        state[at + 1] = 0;
    }

    /// Whether a group of another role than `g`'s (or, without roles,
    /// another group) waits on barrier `b`.
    fn shared_waits(&self, g: usize, b: BarrierId) -> bool {
        let own = &self.groups[g].role;
        self.groups.iter().enumerate().any(|(h, other)| {
            h != g
                && (own.is_none() || other.role != *own)
                && other
                    .events
                    .iter()
                    .any(|e| e.barrier == b && matches!(e.kind, EventKind::Wait(_)))
        })
    }

    /// A frame for `state`. Its moves: one per group, and for a group whose
    /// next event is a wait, one per number of the in-flight completions
    /// on that barrier that land before it (0 to all, oldest first). They
    /// are tried from the last group down, with every completion landed
    /// first: consumers' early waits show a wrong initial phase, and eager
    /// landings give the shortest counterexamples.
    /// Only the groups of a stubborn set are moved (see [`reduce`]).
    fn frame(&self, state: usize, trace_len: usize) -> Frame {
        let words = self.visited.get(state);
        let ample = self.ample(words);
        Frame {
            next: self.first_move(words, self.groups.len(), ample.as_deref()),
            state,
            moved: false,
            trace_len,
            ample,
        }
    }

    /// The first move of the groups before `end` (of those `ample` marks,
    /// when given): the last unfinished one, with every completion in
    /// flight on the barrier of its wait landed.
    fn first_move(
        &self,
        state: &[i64],
        end: usize,
        ample: Option<&[bool]>,
    ) -> Option<(usize, usize)> {
        (0..end)
            .rev()
            .filter(|g| ample.is_none_or(|a| a[*g]))
            .find_map(|g| Some((g, self.landings(state, g)?)))
    }

    /// The move tried after (`g`, `lands`): one landing fewer, then the
    /// groups before `g`.
    fn after(
        &self,
        state: &[i64],
        g: usize,
        lands: usize,
        ample: Option<&[bool]>,
    ) -> Option<(usize, usize)> {
        match lands {
            0 => self.first_move(state, g, ample),
            _ => Some((g, lands - 1)),
        }
    }

    /// How many completions are in flight on the barrier of group `g`'s
    /// next event when it is a wait (0 for other events); `None` when the
    /// group has finished.
    fn landings(&self, state: &[i64], g: usize) -> Option<usize> {
        let (event, place) = self.next_event(state, g)?;
        Some(match event.kind {
            EventKind::Wait(_) => self.layout.in_flight(state, place.bar).len(),
            _ => 0,
        })
    }

    /// Lands the oldest `lands` in-flight completions on the barrier of
    /// group `g`'s next event (their steps pushed on `trace`); whether none
    /// is left in flight there.
    fn land(&self, state: &mut Vec<i64>, g: usize, lands: usize, trace: &mut Vec<Step>) -> bool {
        let Some((_, place)) = self.next_event(state, g) else {
            return true;
        };
        let Some((at, len)) = self.layout.segment(state, place.bar) else {
            return true;
        };
        let lands = lands.min(len);
        for k in at..at + lands {
            let (h, i) = unpack(state[k]);
            let phase = self.complete(state, h, i);
            trace.push(Step {
                group: h,
                index: i,
                event: self.groups[h].events[i],
                phase,
                landed: true,
            });
        }
        self.layout.drop_flight(state, place.bar, lands);
        lands == len
    }

    /// Applies the completion of event `i` of group `g` (a copy or an MMA
    /// commit) to its barrier; returns the barrier's completed phases
    /// after it.
    fn complete(&self, state: &mut [i64], g: usize, i: usize) -> i64 {
        let event = self.groups[g].events[i];
        let place = self.layout.places[g][i];
        let mut bar = self.layout.bar(state, place.bar);
        bar.apply(event.kind, place.weight, self.layout.counts[place.bar]);
        self.layout.set_bar(state, place.bar, bar);
        bar.completed
    }
}
