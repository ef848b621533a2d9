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
//! Reported, each with the trace that leads to it (role, warps, barrier,
//! slot, phase, event):
//! - deadlock: no group can move and some have not finished;
//! - a wait that passes twice on the same completed phase (the phase bit was
//!   not toggled, or toggled twice);
//! - a wait that passes on a fresh barrier that copies fill (the wait's
//!   initial phase is wrong: it reads before any byte arrived).
//!
//! The search is bounded by a number of states; past it the check says so.

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
    /// "role 'consumer', warps 1..5".
    pub fn describe(&self) -> String {
        let warps = match self.warps.as_slice() {
            [one] => format!("warp {one}"),
            many => format!(
                "warps {}..{}",
                many.first().copied().unwrap_or(0),
                many.last().copied().unwrap_or(0) + 1
            ),
        };
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
            EventKind::Arrive(c) => self.pending -= c * weight,
            EventKind::CommitMma => self.pending -= weight,
            EventKind::ArriveExpectTx(bytes) => {
                self.tx += bytes * weight;
                self.pending -= weight;
            }
            EventKind::Copy(bytes) => self.tx -= bytes * weight,
            // Raising the expected bytes completes no phase.
            EventKind::ExpectTx(bytes) => {
                self.tx += bytes * weight;
                return 0;
            }
            EventKind::Wait(_) | EventKind::Sync(..) => return 0,
        }
        let before = self.completed;
        while self.pending <= 0 && self.tx == 0 {
            self.completed += 1;
            self.pending += count.max(1);
        }
        self.completed - before
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
    },
}

/// The outcome of a check.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The first finding, if any.
    pub finding: Option<Finding>,
    /// States explored.
    pub states: usize,
    /// Whether the bound stopped the search before it was complete.
    pub bounded: bool,
}

/// The init count of barrier `b`.
pub type Counts<'a> = &'a dyn Fn(BarrierId) -> i64;

struct Search<'a> {
    groups: &'a [Group],
    count: Counts<'a>,
    filled: HashSet<BarrierId>,
    visited: HashSet<State>,
    limit: usize,
    bounded: bool,
}

fn bar_of(state: &State, b: BarrierId, count: Counts<'_>) -> Bar {
    state
        .bars
        .get(&b)
        .copied()
        .unwrap_or_else(|| Bar::fresh(count(b)))
}

/// Explores every interleaving of `groups`, up to `limit` states.
pub fn check(groups: &[Group], count: Counts<'_>, limit: usize) -> Outcome {
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
        limit,
        bounded: false,
    };
    let start = State {
        pos: vec![0; groups.len()],
        bars: BTreeMap::new(),
        syncs: BTreeMap::new(),
        seen: BTreeMap::new(),
    };
    let mut trace = Vec::new();
    let finding = search.dfs(start, &mut trace);
    Outcome {
        finding,
        states: search.visited.len(),
        bounded: search.bounded,
    }
}

impl Search<'_> {
    fn dfs(&mut self, state: State, trace: &mut Vec<Step>) -> Option<Finding> {
        if self.visited.len() >= self.limit {
            self.bounded = true;
            return None;
        }
        if !self.visited.insert(state.clone()) {
            return None;
        }
        let mut moved = false;
        let mut blocked = Vec::new();
        // Later groups (consumers, usually) first: their early waits are
        // the interleavings that show a wrong initial phase.
        for g in (0..self.groups.len()).rev() {
            let group = &self.groups[g];
            let Some(event) = group.events.get(state.pos[g]).copied() else {
                continue;
            };
            let weight = event.lanes * group.warps.len() as i64;
            let mut next = state.clone();
            let count = (self.count)(event.barrier);
            let mut bar = bar_of(&next, event.barrier, self.count);
            match event.kind {
                EventKind::Wait(parity) => {
                    if !bar.passes(parity) {
                        blocked.push((g, event, bar.completed));
                        continue;
                    }
                    let observed = bar.completed - 1;
                    let seen = next.seen.insert((g, event.barrier), observed);
                    next.pos[g] += 1;
                    trace.push(Step {
                        group: g,
                        event,
                        phase: bar.completed,
                    });
                    if seen == Some(observed) {
                        return Some(Finding::StalePhase {
                            trace: trace.clone(),
                        });
                    }
                    if observed < 0 && self.filled.contains(&event.barrier) {
                        return Some(Finding::EarlyWait {
                            trace: trace.clone(),
                        });
                    }
                    trace.pop();
                }
                EventKind::Sync(id, threads) => {
                    let entry = next.syncs.entry(id).or_insert((0, Vec::new()));
                    if entry.1.contains(&g) {
                        blocked.push((g, event, 0));
                        continue;
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
                        // Registered, waiting for the others: no step yet,
                        // but the state changed.
                        trace.push(Step {
                            group: g,
                            event,
                            phase: 0,
                        });
                        if let Some(f) = self.dfs(next, trace) {
                            return Some(f);
                        }
                        trace.pop();
                        moved = true;
                        continue;
                    }
                }
                kind => {
                    bar.apply(kind, weight, count);
                    next.bars.insert(event.barrier, bar);
                    next.pos[g] += 1;
                }
            }
            moved = true;
            let phase = bar_of(&next, event.barrier, self.count).completed;
            trace.push(Step {
                group: g,
                event,
                phase,
            });
            if let Some(f) = self.dfs(next, trace) {
                return Some(f);
            }
            trace.pop();
        }
        let finished = (0..self.groups.len()).all(|g| state.pos[g] >= self.groups[g].events.len());
        if !moved && !finished {
            return Some(Finding::Deadlock {
                trace: trace.clone(),
                blocked,
            });
        }
        None
    }
}
