//! A bounded model check of a kernel's barrier protocol.
//!
//! The warps of one CTA, as traced by [`crate::simt`], are merged into
//! groups (warps whose traces are the same run in lockstep). Every
//! interleaving of the groups' barrier events is explored, with the
//! mbarrier semantics of PTX: an arrival lowers the pending count, a copy
//! lowers the transaction count, `expect_tx` raises it; a phase completes
//! when both reach zero, and the pending count starts again at the init
//! count. A wait with parity `p` passes when the current phase's parity is
//! not `p`. Named barriers release when their thread count has arrived.
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
//! the check says which bound stopped it.

use crate::simt::{BarrierId, Event, EventKind, WarpTrace};
use std::collections::{BTreeMap, HashSet};

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
        let warps = phaselock_passes::roles::indices_text("warp", "warps", &indices);
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
            EventKind::Wait(_) | EventKind::Sync(..) => return 0,
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

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct State {
    pos: Vec<usize>,
    bars: BTreeMap<BarrierId, Bar>,
    /// Named barrier id → (threads arrived, groups waiting there).
    syncs: BTreeMap<i64, (i64, Vec<usize>)>,
    /// (group, barrier) → last completed phase a wait of the group saw.
    seen: BTreeMap<(usize, BarrierId), i64>,
    /// Barrier → the copies and MMA commits issued on it that have not
    /// landed, oldest first: (issuing group, index of the event in its
    /// trace).
    flight: BTreeMap<BarrierId, Vec<(usize, usize)>>,
}

/// One step of a trace.
#[derive(Debug, Clone)]
pub struct Step {
    /// The group that moved.
    pub group: usize,
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
}

impl Limits {
    /// The bounds the checker uses: `states` states, 4 s, 256 MiB.
    pub fn with_states(states: usize) -> Limits {
        Limits {
            states,
            time: std::time::Duration::from_secs(4),
            memory: 256 << 20,
        }
    }
}

/// The init count of barrier `b`.
pub type Counts<'a> = &'a dyn Fn(BarrierId) -> i64;

struct Search<'a> {
    groups: &'a [Group],
    count: Counts<'a>,
    filled: HashSet<BarrierId>,
    visited: HashSet<State>,
    limits: Limits,
    started: std::time::Instant,
    memory: usize,
    bound: Option<String>,
}

fn bar_of(state: &State, b: BarrierId, count: Counts<'_>) -> Bar {
    state
        .bars
        .get(&b)
        .copied()
        .unwrap_or_else(|| Bar::fresh(count(b)))
}

/// A state being explored: the moves still to try (popped from the end),
/// whether any moved, the events the others are blocked on, and the
/// length of the trace that led to it.
struct Frame {
    state: State,
    /// (group, how many of the in-flight completions on the barrier of its
    /// next wait land first).
    moves: Vec<(usize, usize)>,
    moved: bool,
    blocked: Vec<(usize, Event, i64)>,
    trace_len: usize,
}

/// Explores every interleaving of `groups`, within `limits`.
pub fn check(groups: &[Group], count: Counts<'_>, limits: Limits) -> Outcome {
    let filled = groups
        .iter()
        .flat_map(|g| g.events.iter())
        .filter(|e| {
            matches!(
                e.kind,
                EventKind::Copy(_) | EventKind::ExpectTx(_) | EventKind::ArriveExpectTx(_)
            )
        })
        .map(|e| e.barrier)
        .collect();
    let mut search = Search {
        groups,
        count,
        filled,
        visited: HashSet::new(),
        limits,
        started: std::time::Instant::now(),
        memory: 0,
        bound: None,
    };
    let start = State {
        pos: vec![0; groups.len()],
        bars: BTreeMap::new(),
        syncs: BTreeMap::new(),
        seen: BTreeMap::new(),
        flight: BTreeMap::new(),
    };
    let finding = search.run(start);
    Outcome {
        finding,
        states: search.visited.len(),
        bounded: search.bound.is_some(),
        bound: search.bound,
    }
}

/// What one group's next event does from a state.
enum Move {
    /// It cannot move: blocked on the event at this phase.
    Blocked(Event, i64),
    /// It moves to the state with this step.
    To(State, Step),
    /// The move shows a finding (the step is its last).
    Found(Finding),
}

impl Search<'_> {
    /// Bytes a visited state takes, roughly.
    fn state_bytes(state: &State) -> usize {
        std::mem::size_of::<State>()
            + state.pos.len() * 8
            + state.bars.len() * 64
            + state
                .syncs
                .values()
                .map(|s| 48 + s.1.len() * 8)
                .sum::<usize>()
            + state.seen.len() * 48
            + state
                .flight
                .values()
                .map(|f| 48 + f.len() * 48)
                .sum::<usize>()
            + 32
    }

    /// Records `state` as visited; `false` when it was, or a bound stops
    /// the search (recorded in `bound`).
    fn visit(&mut self, state: &State) -> bool {
        if self.bound.is_some() {
            return false;
        }
        if self.visited.len() >= self.limits.states {
            self.bound = Some(format!("{} states", self.limits.states));
            return false;
        }
        if self.memory > self.limits.memory {
            self.bound = Some(format!("{} MiB of states", self.limits.memory >> 20));
            return false;
        }
        if self.visited.len().is_multiple_of(1024) && self.started.elapsed() > self.limits.time {
            self.bound = Some(format!("{} s", self.limits.time.as_secs_f64()));
            return false;
        }
        if self.visited.contains(state) {
            return false;
        }
        self.memory += Self::state_bytes(state);
        self.visited.insert(state.clone());
        true
    }

    /// Depth-first search with an explicit stack (no recursion per step,
    /// so the depth is bounded by memory, not by the thread's stack).
    fn run(&mut self, start: State) -> Option<Finding> {
        let mut trace: Vec<Step> = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        if self.visit(&start) {
            stack.push(self.frame(start, 0));
        }
        while let Some(top) = stack.last_mut() {
            let Some((g, lands)) = top.moves.pop() else {
                let frame = stack.pop()?;
                let finished = (0..self.groups.len())
                    .all(|g| frame.state.pos[g] >= self.groups[g].events.len());
                if !frame.moved && !finished {
                    return Some(Finding::Deadlock {
                        trace,
                        blocked: frame.blocked,
                    });
                }
                if finished {
                    if let Some(finding) = self.unbalanced(&frame.state, &trace) {
                        return Some(finding);
                    }
                }
                trace.truncate(frame.trace_len);
                continue;
            };
            let len = trace.len();
            let (from, all) = self.land(&top.state, g, lands, &mut trace);
            let next = match self.step(&from, g, &trace) {
                None => {
                    trace.truncate(len);
                    continue;
                }
                Some(Move::Blocked(event, phase)) => {
                    trace.truncate(len);
                    if all {
                        top.blocked.push((g, event, phase));
                    }
                    continue;
                }
                Some(Move::Found(finding)) => return Some(finding),
                Some(Move::To(next, step)) => {
                    top.moved = true;
                    trace.push(step);
                    next
                }
            };
            if self.visit(&next) {
                let frame = self.frame(next, len);
                stack.push(frame);
            } else {
                trace.truncate(len);
            }
        }
        None
    }

    /// A barrier left in the middle of a phase when every group has
    /// finished: arrivals that came without the rest of their phase (a
    /// role that stops a lap early or late), or bytes still expected or
    /// in flight when the CTA exits.
    fn unbalanced(&self, state: &State, trace: &[Step]) -> Option<Finding> {
        let mut landed = state.clone();
        for (b, flight) in std::mem::take(&mut landed.flight) {
            for (g, i) in flight {
                self.complete(&mut landed, b, g, self.groups[g].events[i]);
            }
        }
        let state = &landed;
        let partial = state.bars.iter().find_map(|(b, bar)| {
            let count = (self.count)(*b).max(1);
            (bar.pending != count || bar.tx != 0).then(|| Finding::Unbalanced {
                trace: trace.to_vec(),
                barrier: *b,
                state: *bar,
                count,
            })
        });
        // A phase that copies fill must be waited for: otherwise the CTA
        // can exit, or the buffer be refilled, while its bytes still land.
        partial.or_else(|| {
            state.bars.iter().find_map(|(b, bar)| {
                if !self.filled.contains(b) || bar.completed == 0 {
                    return None;
                }
                let observed = state
                    .seen
                    .iter()
                    .filter(|((_, sb), _)| sb == b)
                    .map(|(_, p)| *p)
                    .max()
                    .unwrap_or(-1);
                (observed < bar.completed - 1).then(|| Finding::Unwaited {
                    trace: trace.to_vec(),
                    barrier: *b,
                    phase: observed + 1,
                })
            })
        })
    }

    /// The move of group `g` from `state`; `None` when it has finished.
    fn step(&self, state: &State, g: usize, trace: &[Step]) -> Option<Move> {
        let group = &self.groups[g];
        let event = group.events.get(state.pos[g]).copied()?;
        let weight = event.lanes * group.warps.len() as i64;
        let mut next = state.clone();
        let count = (self.count)(event.barrier);
        let mut bar = bar_of(&next, event.barrier, self.count);
        match event.kind {
            EventKind::Wait(parity) => {
                if !bar.passes(parity) {
                    return Some(Move::Blocked(event, bar.completed));
                }
                let observed = bar.completed - 1;
                let seen = next.seen.insert((g, event.barrier), observed);
                next.pos[g] += 1;
                let step = Step {
                    group: g,
                    event,
                    phase: bar.completed,
                    landed: false,
                };
                let stale = seen == Some(observed);
                let early = observed < 0 && self.filled.contains(&event.barrier);
                if stale || early {
                    let mut steps = trace.to_vec();
                    steps.push(step);
                    return Some(Move::Found(if stale {
                        Finding::StalePhase { trace: steps }
                    } else {
                        Finding::EarlyWait {
                            trace: steps,
                            shared: self.shared_waits(g, event.barrier),
                        }
                    }));
                }
                return Some(Move::To(next, step));
            }
            EventKind::Sync(id, threads) => {
                let entry = next.syncs.entry(id).or_insert((0, Vec::new()));
                if entry.1.contains(&g) {
                    return Some(Move::Blocked(event, 0));
                }
                entry.0 += weight;
                entry.1.push(g);
                if entry.0 >= threads {
                    for w in std::mem::take(&mut entry.1) {
                        next.pos[w] += 1;
                    }
                    entry.0 = 0;
                }
                if next.syncs.get(&id).is_some_and(|e| e.1.contains(&g)) {
                    // Registered, waiting for the others: no step yet, but
                    // the state changed.
                    let step = Step {
                        group: g,
                        event,
                        phase: 0,
                        landed: false,
                    };
                    return Some(Move::To(next, step));
                }
            }
            EventKind::Copy(_) | EventKind::CommitMma => {
                next.flight
                    .entry(event.barrier)
                    .or_default()
                    .push((g, state.pos[g]));
                next.pos[g] += 1;
            }
            kind => {
                bar.apply(kind, weight, count);
                next.bars.insert(event.barrier, bar);
                next.pos[g] += 1;
            }
        }
        let phase = bar_of(&next, event.barrier, self.count).completed;
        Some(Move::To(
            next,
            Step {
                group: g,
                event,
                phase,
                landed: false,
            },
        ))
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

    /// A frame for `state`: a move per group, and for a group whose next
    /// event is a wait, one per number of the in-flight completions on
    /// that barrier that land before it (0 to all, oldest first). Ordered
    /// so that the last group, with every completion landed, is tried
    /// first: consumers' early waits show a wrong initial phase, and
    /// eager landings give the shortest counterexamples.
    fn frame(&self, state: State, trace_len: usize) -> Frame {
        let mut moves = Vec::new();
        for (g, group) in self.groups.iter().enumerate() {
            let Some(e) = group.events.get(state.pos[g]) else {
                continue;
            };
            let inflight = match e.kind {
                EventKind::Wait(_) => state.flight.get(&e.barrier).map_or(0, Vec::len),
                _ => 0,
            };
            moves.extend((0..=inflight).map(|j| (g, j)));
        }
        Frame {
            state,
            moves,
            moved: false,
            blocked: Vec::new(),
            trace_len,
        }
    }

    /// `state` after the oldest `lands` in-flight completions on the
    /// barrier of group `g`'s next event landed (their steps pushed on
    /// `trace`), and whether none is left in flight there.
    fn land(&self, state: &State, g: usize, lands: usize, trace: &mut Vec<Step>) -> (State, bool) {
        let mut next = state.clone();
        let Some(b) = self.groups[g].events.get(state.pos[g]).map(|e| e.barrier) else {
            return (next, true);
        };
        let flight = next.flight.remove(&b).unwrap_or_default();
        let (landing, left) = flight.split_at(lands.min(flight.len()));
        for &(h, i) in landing {
            let event = self.groups[h].events[i];
            let phase = self.complete(&mut next, b, h, event);
            trace.push(Step {
                group: h,
                event,
                phase,
                landed: true,
            });
        }
        let all = left.is_empty();
        if !all {
            next.flight.insert(b, left.to_vec());
        }
        (next, all)
    }

    /// Applies the completion of `event` (issued by group `g`) to barrier
    /// `b`; returns the barrier's completed phases after it.
    fn complete(&self, state: &mut State, b: BarrierId, g: usize, event: Event) -> i64 {
        let weight = event.lanes * self.groups[g].warps.len() as i64;
        let mut bar = bar_of(state, b, self.count);
        bar.apply(event.kind, weight, (self.count)(b));
        state.bars.insert(b, bar);
        bar.completed
    }
}
