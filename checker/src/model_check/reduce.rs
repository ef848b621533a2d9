//! Partial-order reduction of the model check: stubborn sets over groups.
//!
//! At each state the search moves only the groups of a *stubborn set* `T`
//! instead of every group. `T` is built from one group whose next event can
//! move (the key), and closed under two rules, for every group `g` in `T`:
//!
//! - `g` can move: every group outside `T` that may, without a group of `T`
//!   moving first, reach an event that does not commute with `g`'s next
//!   event joins `T`;
//! - `g` is blocked: every group outside `T` that may, likewise, reach an
//!   event that could unblock it (an event on the barrier it waits on, or
//!   on its named barrier) joins `T`.
//!
//! These are Valmari's conditions D1 and D2 (the key stays movable whatever
//! the groups outside `T` do, since whatever could block it conflicts with
//! it). A search that moves only the movable groups of such sets reaches
//! every terminal state the full search reaches: every deadlock, and every
//! end of the kernel with the barriers as they are left. A wait that passes
//! on a stale phase or too early is found as well: reading it as a wait
//! after which its group stops for good changes what the wait writes, not
//! what it reads or which events it conflicts with, so the sets are the same
//! and the terminal state where that group stopped is reached.
//!
//! Which events commute (on the same mbarrier; events on different
//! barriers always do): two arrivals (counts add up, a phase completes when
//! they reach the init count in either order); two `expect_tx`; a copy or
//! MMA commit being issued (it joins the barrier's completions in flight)
//! and any arrival or `expect_tx`; two waits, and a wait and an
//! `expect_tx`, on a barrier with nothing ever in flight (a wait only reads
//! the phase; where completions are in flight, a wait may land them). All
//! else conflicts, and every two events on one named barrier. Where a
//! wait's conflicts are looked for, the barrier counts as one with
//! completions in flight only when some are in flight now: a group that
//! could issue one there conflicts with the wait and joins the set, so the
//! groups outside it can land none that is not in flight already.
//!
//! Where a group outside `T` can go is bounded by its waits: a wait whose
//! phase is not done, on a barrier whose pending arrivals exceed every
//! arrival the groups outside `T` can still make before their own such
//! waits (and every MMA commit in flight), cannot pass while `T` stands
//! still; nor can a named barrier whose thread count exceeds what can
//! still arrive. These bounds are computed together, to a fixed point. A
//! group's waits are read up to [`SCAN`] ahead; past them it may go to the
//! end of its trace (more conflicts, never fewer). That bound takes a
//! named barrier to release at the waiting sync's thread count: where one
//! id is used with different counts (each sync or arrive releases it at
//! its own), the reduction is off.

use super::{unpack, Layout, Search};
use crate::simt::EventKind;
use entries::{Entry, List, RANKED};

mod entries;

/// How many of a group's waits and named barriers ahead are read for the
/// bound of where it can go.
const SCAN: usize = 16;

/// Counts and byte counts above this turn the reduction off: arrivals are
/// added with saturation, which would not commute.
const EXACT: i64 = 1 << 40;

/// The events of a check's groups by barrier, built once per check.
pub(super) struct Index {
    /// Per group, per dense barrier: its events there, in trace order.
    on_bar: Vec<Vec<List>>,
    /// Per group, per named barrier: its events there, in trace order.
    on_named: Vec<Vec<List>>,
    /// Per group: where its waits and named barriers are.
    blocking: Vec<Vec<usize>>,
    /// Whether the search moves every group (the reduction is off).
    off: bool,
}

/// The arrivals an event makes on its barrier (once it lands, for an MMA
/// commit); `weight` is lanes × warps.
fn arrivals(kind: EventKind, weight: i64) -> i64 {
    match kind {
        EventKind::Arrive(count) => count.saturating_mul(weight),
        EventKind::ArriveExpectTx(_) | EventKind::CommitMma => weight,
        EventKind::Sync(..) | EventKind::NamedArrive(..) => weight,
        _ => 0,
    }
}

/// Whether two events of different groups on one mbarrier conflict;
/// `flight`: whether completions are ever in flight on it.
fn conflict(a: EventKind, b: EventKind, flight: bool) -> bool {
    use EventKind::*;
    let issue = |k| matches!(k, Copy(_) | CommitMma);
    match (a, b) {
        (Arrive(_), Arrive(_)) | (ExpectTx(_), ExpectTx(_)) => false,
        (Wait(_), Wait(_)) | (Wait(_), ExpectTx(_)) | (ExpectTx(_), Wait(_)) => flight,
        (x, y) if issue(x) && issue(y) => true,
        (x, Wait(_)) | (Wait(_), x) if issue(x) => true,
        (x, _) | (_, x) if issue(x) => false,
        _ => true,
    }
}

impl Index {
    /// The index of `groups`' events over `layout`'s barriers; `reduce`
    /// false turns the reduction off.
    pub(super) fn new(groups: &[super::Group], layout: &Layout, reduce: bool) -> Index {
        let named = layout.ranks.saturating_sub(layout.named) / 2;
        let mut index = Index {
            on_bar: Vec::with_capacity(groups.len()),
            on_named: Vec::with_capacity(groups.len()),
            blocking: Vec::with_capacity(groups.len()),
            off: !reduce || groups.len() < 2,
        };
        for (g, group) in groups.iter().enumerate() {
            let mut on_bar = vec![List::default(); layout.barriers.len()];
            let mut on_named = vec![List::default(); named];
            let mut blocking = Vec::new();
            for (at, event) in group.events.iter().enumerate() {
                let place = layout.places[g][at];
                let (list, weight): (&mut List, i64) = match event.kind {
                    EventKind::Sync(..) | EventKind::NamedArrive(..) => {
                        (&mut on_named[place.slot], place.weight)
                    }
                    _ => (&mut on_bar[place.bar], arrivals(event.kind, place.weight)),
                };
                let total = list.last().map_or(0, |e| e.total).saturating_add(weight);
                list.push(Entry {
                    at,
                    kind: event.kind,
                    total,
                });
                if matches!(event.kind, EventKind::Wait(_) | EventKind::Sync(..)) {
                    blocking.push(at);
                }
                index.off |= too_large(event.kind) || total > EXACT || place.weight > EXACT;
            }
            index.on_bar.push(on_bar);
            index.on_named.push(on_named);
            index.blocking.push(blocking);
        }
        index.off |= layout.counts.iter().any(|c| *c > EXACT) || mixed_threads(groups);
        if !index.off {
            index.rank(groups);
        }
        index
    }

    /// Fills the lists' position tables, as far as [`RANKED`] words go.
    fn rank(&mut self, groups: &[super::Group]) {
        let mut budget = RANKED;
        let lists = self.on_bar.iter_mut().zip(self.on_named.iter_mut());
        for (g, (on_bar, on_named)) in lists.enumerate() {
            let len = groups[g].events.len();
            for list in on_bar.iter_mut().chain(on_named.iter_mut()) {
                list.rank(len, &mut budget);
            }
        }
    }
}

/// Whether one named barrier id has syncs or arrives of different thread
/// counts: each releases the barrier at its own count, where the bound of
/// [`Search::stop`] takes the waiting sync's, so the reduction is off.
pub(super) fn mixed_threads(groups: &[super::Group]) -> bool {
    let mut threads: std::collections::BTreeMap<i64, i64> = Default::default();
    let named = groups
        .iter()
        .flat_map(|g| g.events.iter())
        .filter_map(|e| match e.kind {
            EventKind::Sync(id, n) | EventKind::NamedArrive(id, n) => Some((id, n)),
            _ => None,
        });
    let mut mixed = false;
    for (id, n) in named {
        mixed |= *threads.entry(id).or_insert(n) != n;
    }
    mixed
}

/// Whether an event's count or bytes are past [`EXACT`].
fn too_large(kind: EventKind) -> bool {
    match kind {
        EventKind::Arrive(n)
        | EventKind::ExpectTx(n)
        | EventKind::ArriveExpectTx(n)
        | EventKind::Copy(n) => n.unsigned_abs() > EXACT as u64,
        EventKind::Sync(_, n) | EventKind::NamedArrive(_, n) => n.unsigned_abs() > EXACT as u64,
        _ => false,
    }
}

impl Search<'_> {
    /// The groups to move from `state`: a stubborn set's movable groups
    /// (`true` at their index); `None` for every group.
    pub(super) fn ample(&self, state: &[i64]) -> Option<Vec<bool>> {
        if self.index.off {
            return None;
        }
        let n = self.groups.len();
        let movable: Vec<bool> = (0..n).map(|g| self.movable(state, g)).collect();
        let mut best = movable.iter().filter(|m| **m).count();
        if best <= 1 {
            return None;
        }
        let mut chosen = None;
        for key in (0..n).rev().filter(|g| movable[*g]).take(4) {
            let set = self.stubborn(state, key, &movable);
            let size = (0..n).filter(|g| set[*g] && movable[*g]).count();
            if size < best {
                best = size;
                chosen = Some((0..n).map(|g| set[g] && movable[g]).collect());
                if size == 1 {
                    break;
                }
            }
        }
        chosen
    }

    /// Whether group `g` can move from `state`: it has not finished, and
    /// its next event is no wait or named barrier that it cannot pass (with
    /// any number of the completions in flight landed first).
    pub(super) fn movable(&self, state: &[i64], g: usize) -> bool {
        let Some((event, place)) = self.next_event(state, g) else {
            return false;
        };
        match event.kind {
            EventKind::Wait(parity) => {
                let layout = &self.layout;
                let mut bar = layout.bar(state, place.bar);
                if bar.passes(parity) {
                    return true;
                }
                for &word in layout.in_flight(state, place.bar) {
                    let (h, i) = unpack(word);
                    let landing = self.groups[h].events[i].kind;
                    let weight = layout.places[h][i].weight;
                    bar.apply(landing, weight, layout.counts[place.bar]);
                    if bar.passes(parity) {
                        return true;
                    }
                }
                false
            }
            EventKind::Sync(..) => state[self.layout.ranks + g] == 0,
            _ => true,
        }
    }

    /// The stubborn set grown from group `key` (`true` at its groups). A
    /// group is examined once, when it joins, against where the others can
    /// go then: the set only grows, and where a group can go only shrinks
    /// as it does, so what an earlier examination found no conflict with
    /// stays so.
    fn stubborn(&self, state: &[i64], key: usize, movable: &[bool]) -> Vec<bool> {
        let n = self.groups.len();
        let mut set = vec![false; n];
        set[key] = true;
        let mut reach: Vec<usize> = (0..n)
            .map(|h| match set[h] {
                true => state[h] as usize,
                false => self.groups[h].events.len(),
            })
            .collect();
        let mut todo = vec![key];
        while !todo.is_empty() {
            self.shrink(state, &set, &mut reach);
            for g in std::mem::take(&mut todo) {
                let Some((event, place)) = self.next_event(state, g) else {
                    continue;
                };
                for h in 0..n {
                    if set[h] {
                        continue;
                    }
                    let (from, to) = (state[h] as usize, reach[h]);
                    let hit = match event.kind {
                        EventKind::Sync(..) | EventKind::NamedArrive(..) => !self.index.on_named[h]
                            [place.slot]
                            .within(from, to)
                            .is_empty(),
                        kind => {
                            let flight = self.flight(state, kind, place.bar);
                            self.index.on_bar[h][place.bar]
                                .within(from, to)
                                .iter()
                                .any(|e| !movable[g] || conflict(kind, e.kind, flight))
                        }
                    };
                    if hit {
                        set[h] = true;
                        reach[h] = from;
                        todo.push(h);
                    }
                }
            }
        }
        set
    }

    /// Whether completions can land on barrier `b` while an event of
    /// `kind` there and the groups outside the stubborn set move: for a
    /// wait, only those in flight now can (a group that could issue more
    /// there conflicts with the wait and is in the set), so with none in
    /// flight, waits of two groups on `b` only read it; for the other
    /// events, whether any ever completes on `b`.
    fn flight(&self, state: &[i64], kind: EventKind, b: usize) -> bool {
        match kind {
            EventKind::Wait(_) => !self.layout.in_flight(state, b).is_empty(),
            _ => self.layout.flight_of[b].is_some(),
        }
    }

    /// Shrinks `reach` to where each group outside `set` cannot pass while
    /// the groups of `set` stand still (their own positions for them), to
    /// a fixed point.
    fn shrink(&self, state: &[i64], set: &[bool], reach: &mut [usize]) {
        let n = self.groups.len();
        loop {
            let mut shrunk = false;
            for h in (0..n).filter(|h| !set[*h]) {
                let stop = self.stop(state, set, reach, h);
                if stop < reach[h] {
                    reach[h] = stop;
                    shrunk = true;
                }
            }
            if !shrunk {
                return;
            }
        }
    }

    /// Where group `h` (outside `set`) stops, given where the others can
    /// go: before its first wait (of the next [`SCAN`]) that cannot pass,
    /// or after joining a named barrier that cannot complete.
    fn stop(&self, state: &[i64], set: &[bool], reach: &[usize], h: usize) -> usize {
        let layout = &self.layout;
        let from = state[h] as usize;
        let list = &self.index.blocking[h];
        let first = list.partition_point(|at| *at < from);
        for &at in list[first..].iter().take(SCAN) {
            if at >= reach[h] {
                break;
            }
            let event = self.groups[h].events[at];
            let place = layout.places[h][at];
            match event.kind {
                EventKind::Wait(parity) => {
                    let bar = layout.bar(state, place.bar);
                    if !bar.passes(parity)
                        && bar.pending > 0
                        && self.arrivals_left(state, set, reach, place.bar) < bar.pending
                    {
                        return at;
                    }
                }
                EventKind::Sync(_, threads) => {
                    let joined = at == from && state[layout.ranks + h] != 0;
                    let arrived = state[layout.named + 2 * place.slot];
                    let left = (0..self.groups.len())
                        .filter(|k| !set[*k])
                        .map(|k| {
                            let start = state[k] as usize + usize::from(k == h && joined);
                            self.index.on_named[k][place.slot].made(start, reach[k])
                        })
                        .fold(arrived, i64::saturating_add);
                    if left < threads {
                        return if joined { at } else { at + 1 };
                    }
                }
                _ => {}
            }
        }
        reach[h]
    }

    /// The arrivals barrier `b` can still get while the groups of `set`
    /// stand still: the others' up to where they can go, and the MMA
    /// commits in flight.
    fn arrivals_left(&self, state: &[i64], set: &[bool], reach: &[usize], b: usize) -> i64 {
        let layout = &self.layout;
        let flying = layout
            .in_flight(state, b)
            .iter()
            .map(|word| {
                let (g, i) = unpack(*word);
                arrivals(self.groups[g].events[i].kind, layout.places[g][i].weight)
            })
            .fold(0, i64::saturating_add);
        (0..self.groups.len())
            .filter(|k| !set[*k])
            .map(|k| self.index.on_bar[k][b].made(state[k] as usize, reach[k]))
            .fold(flying, i64::saturating_add)
    }
}
