//! What the nested-loop argument takes for granted, checked on the traces
//! of the configurations that run: the loops ran the laps the
//! configuration asks for; the tiles, and the laps of one inner loop, do
//! the same barrier operations, and a tile without inner laps none; the ring cursor runs on by one slot per
//! inner lap, within a tile and across tiles; what a lap does repeats `P`
//! laps later, and what a tile does repeats in every tile that starts at
//! the same lap mod `P` and is the same tile mod `P_t` (the period of the
//! rings that move on once per tile, [`tile_period`]); the ops outside the nest are the same in every
//! configuration; and the roles are held within a bounded window of laps
//! of each other ([`window`]).

use super::{levels::Levels, Trips};
use crate::simt::{BarrierId, Event, EventKind, LoopRun, WarpTrace};
use phaselock_ir::Op;
use std::collections::{BTreeSet, HashMap};

/// An event as the premises compare laps: the op, what it does with the
/// wait's parity left out (it follows the lap), and the lanes.
type Key = (usize, EventKind, i64);

fn key(e: &Event) -> Key {
    let kind = match e.kind {
        EventKind::Wait(_) => EventKind::Wait(0),
        k => k,
    };
    (e.op.0.ptr as usize, kind, e.lanes)
}

fn keys(events: &[Event]) -> Vec<Key> {
    events.iter().map(key).collect()
}

/// An event in full: the op, what it does, its barrier and lanes.
type Full = (usize, EventKind, BarrierId, i64);

fn full(events: &[Event]) -> Vec<Full> {
    events
        .iter()
        .map(|e| (e.op.0.ptr as usize, e.kind, e.barrier, e.lanes))
        .collect()
}

/// What one configuration's premises are checked against.
pub struct Seen<'a> {
    /// The nest.
    pub levels: &'a Levels,
    /// The configuration's loop counts.
    pub trips: Trips,
    /// The period `P` of the barriers' pattern.
    pub period: i64,
    /// The period `P_t` in tiles of the rings that move on once per tile.
    pub tile_period: i64,
    /// The laps a tile runs beyond the inner count (`d`: a tile of inner
    /// count `I` runs `I + d` laps as its rings count them, [`tile_laps`];
    /// 0 where no count was taken).
    pub offset: Option<i64>,
    /// The allocations as the traces number their barriers.
    pub allocs: &'a [Op],
    /// The warps' traces.
    pub traces: &'a [WarpTrace],
}

impl Seen<'_> {
    /// The size of the barrier array `alloc`.
    fn size(&self, alloc: usize) -> i64 {
        array_size(self.allocs, alloc)
    }

    /// The laps of one tile, as the rings count them: `I + d`.
    fn tile_laps(&self) -> i64 {
        self.trips.inner + self.offset.unwrap_or(0)
    }
}

/// The premises seen so far, over the configurations observed.
#[derive(Debug, Default)]
pub struct Premises {
    /// Per warp, its events before and after the outer loop (all of them
    /// when it runs none), as the first configuration ran them.
    outside: HashMap<usize, (Vec<Key>, Vec<Key>)>,
    /// Per inner loop, its laps `n` at inner count `I` (with `n > 0`):
    /// `n - I`, the same in every run.
    offsets: HashMap<usize, i64>,
    /// Per inner loop, the inner counts at which it ran no lap.
    empty: HashMap<usize, Vec<i64>>,
    /// The first premise found broken.
    broken: Option<String>,
}

impl Premises {
    /// The first premise that a configuration broke, if any.
    pub fn broken(&self) -> Option<String> {
        if let Some(b) = &self.broken {
            return Some(b.clone());
        }
        // A loop that ran no lap at inner count I while it runs I + c
        // laps: its count does not follow the argument.
        self.empty.iter().find_map(|(lp, counts)| {
            let c = self.offsets.get(lp)?;
            counts
                .iter()
                .any(|i| i + c > 0)
                .then(|| "an inner loop's laps do not follow the inner trip count".to_string())
        })
    }

    /// Records what the traces of one configuration show.
    pub fn observe(&mut self, seen: &Seen<'_>) {
        if self.broken.is_some() {
            return;
        }
        let mut ran = false;
        for t in seen.traces.iter().filter(|t| !t.events.is_empty()) {
            match self.warp(seen, t) {
                Ok(outer) => ran |= outer,
                Err(why) => {
                    self.broken = Some(why);
                    return;
                }
            }
        }
        if !ran && seen.trips.outer > 0 && seen.tile_laps() > 0 {
            self.broken = Some("no warp's barrier ops ran in the outer loop".into());
        }
        if let Some(d) = seen.offset {
            match tile_laps(seen.levels, seen.traces) {
                Ok(Some(laps)) if laps != seen.trips.inner + d => {
                    self.broken = Some(format!(
                        "a tile ran {laps} laps of its rings at inner count {}, where the first configuration ran the inner count plus {d}",
                        seen.trips.inner
                    ));
                }
                Err(why) => self.broken = Some(why),
                _ => {}
            }
        }
    }

    /// The premises on one warp's trace; whether it ran an outer loop with
    /// barrier ops in it.
    fn warp(&mut self, seen: &Seen<'_>, t: &WarpTrace) -> Result<bool, String> {
        let levels = seen.levels;
        let outer: Vec<&LoopRun> = t
            .loops
            .iter()
            .filter(|r| levels.outer.contains(&r.op))
            .collect();
        if outer.len() > 1 {
            return Err("a warp runs the outer loop more than once".into());
        }
        self.outside(t, outer.first().copied())?;
        let Some(run) = outer.first() else {
            return Ok(false);
        };
        if run.laps.len() as i64 != seen.trips.outer {
            return Err(format!(
                "the outer loop ran {} laps where its arguments ask for {}",
                run.laps.len(),
                seen.trips.outer
            ));
        }
        if !alike(&t.events, run) {
            return Err("the tiles do different barrier operations".into());
        }
        // A tile without inner laps has no lap to belong to.
        if seen.tile_laps() == 0 && run.end > run.start {
            return Err("a tile without inner laps does barrier operations".into());
        }
        congruent_tiles(seen, &t.events, run)?;
        let inner: Vec<&LoopRun> = t
            .loops
            .iter()
            .filter(|r| levels.inner.contains(&r.op))
            .collect();
        for r in &inner {
            if r.start < run.start || r.end > run.end {
                return Err("an inner loop runs outside the outer loop".into());
            }
            if !alike(&t.events, r) {
                return Err("the laps of an inner loop do different barrier operations".into());
            }
            periodic(&t.events, r, seen.period)?;
            self.inner_laps(r, seen.trips.inner)?;
        }
        advancing(seen, &t.events, &inner)?;
        Ok(run.end > run.start)
    }

    /// Checks that the events of `t` outside its outer loop `run` (all of
    /// them without one) are those of the first configuration.
    fn outside(&mut self, t: &WarpTrace, run: Option<&LoopRun>) -> Result<(), String> {
        let (before, after) = match run {
            Some(r) => (&t.events[..r.start], &t.events[r.end..]),
            None => (&t.events[..], &t.events[..0]),
        };
        let outside = (keys(before), keys(after));
        match self.outside.get(&t.warp) {
            Some(first) if *first != outside => {
                Err("the barrier ops outside the nest differ between trip counts".into())
            }
            Some(_) => Ok(()),
            None => {
                self.outside.insert(t.warp, outside);
                Ok(())
            }
        }
    }

    /// Records that `run` of an inner loop ran its laps at inner count
    /// `inner`: `inner + c` laps, `c` the same in every run.
    fn inner_laps(&mut self, run: &LoopRun, inner: i64) -> Result<(), String> {
        let lp = run.op.0.ptr as usize;
        let n = run.laps.len() as i64;
        if n == 0 {
            self.empty.entry(lp).or_default().push(inner);
            return Ok(());
        }
        match *self.offsets.entry(lp).or_insert(n - inner) {
            c if c == n - inner => Ok(()),
            _ => Err("an inner loop's laps do not follow the inner trip count".into()),
        }
    }
}

/// The event ranges of the laps of `run`.
fn lap_ranges(run: &LoopRun) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let ends = run.laps.iter().skip(1).copied().chain([run.end]);
    run.laps.iter().zip(ends).map(|(a, b)| *a..b)
}

/// Whether every lap of `run` does the barrier operations of its first.
fn alike(events: &[Event], run: &LoopRun) -> bool {
    let mut laps = lap_ranges(run).map(|r| keys(&events[r]));
    let Some(first) = laps.next() else {
        return true;
    };
    laps.all(|l| l == first)
}

/// Checks that lap `i` of an inner loop's `run` and lap `i + P` do the
/// same, on the same barriers with the same parities.
fn periodic(events: &[Event], run: &LoopRun, period: i64) -> Result<(), String> {
    let laps: Vec<Vec<Full>> = lap_ranges(run).map(|r| full(&events[r])).collect();
    let p = period.max(1) as usize;
    if laps.iter().zip(laps.iter().skip(p)).all(|(a, b)| a == b) {
        Ok(())
    } else {
        Err(format!(
            "an inner loop's laps do not repeat after the period of {p} laps"
        ))
    }
}

/// Checks that the tiles of the outer loop's `run` that start at the same
/// lap mod `P` (`t·I mod P`) and are the same tile mod `P_t` do the same,
/// on the same barriers with the same parities.
fn congruent_tiles(seen: &Seen<'_>, events: &[Event], run: &LoopRun) -> Result<(), String> {
    let mut first: HashMap<(i64, i64), Vec<Full>> = HashMap::new();
    for (t, range) in lap_ranges(run).enumerate() {
        let t = t as i64;
        let residue = (
            (t * seen.tile_laps()).rem_euclid(seen.period.max(1)),
            t.rem_euclid(seen.tile_period.max(1)),
        );
        let tile = full(&events[range]);
        match first.get(&residue) {
            Some(f) if *f != tile => {
                return Err("tiles that start at the same lap of the barriers' period do different barrier operations".into())
            }
            Some(_) => {}
            None => {
                first.insert(residue, tile);
            }
        }
    }
    Ok(())
}

/// Checks that every event of an inner loop moves on by one slot of its
/// barrier array per lap, and by the tile's laps (`I + d`) from one tile's
/// run of the loop to the next: the ring cursor is the lap `t·(I + d) + k`.
fn advancing(seen: &Seen<'_>, events: &[Event], inner: &[&LoopRun]) -> Result<(), String> {
    let broken = || Err("the ring cursor does not move on by one slot per inner lap".to_string());
    let mut last_first: HashMap<usize, Vec<Event>> = HashMap::new();
    for run in inner {
        let laps: Vec<&[Event]> = lap_ranges(run).map(|r| &events[r]).collect();
        for pair in laps.windows(2) {
            if !moved(seen, pair[0], pair[1], 1) {
                return broken();
            }
        }
        let Some(first) = laps.first() else {
            continue;
        };
        if let Some(before) = last_first.get(&(run.op.0.ptr as usize)) {
            if !moved(seen, before, first, seen.tile_laps()) {
                return broken();
            }
        }
        last_first.insert(run.op.0.ptr as usize, first.to_vec());
    }
    Ok(())
}

/// Whether each mbarrier event of `to` is on the barrier `by` slots past
/// the one of its counterpart in `from` (named barriers have no slots).
fn moved(seen: &Seen<'_>, from: &[Event], to: &[Event], by: i64) -> bool {
    from.len() == to.len()
        && from.iter().zip(to).all(|(a, b)| {
            named(a)
                || (a.barrier.0 == b.barrier.0
                    && (a.barrier.1 + by - b.barrier.1).rem_euclid(seen.size(a.barrier.0)) == 0)
        })
}

/// The laps a tile runs as the rings of its inner loops count them: per
/// barrier array that an inner loop's laps touch, the tile's events on it
/// over the loop's events on it per lap (a peeled first step and a last
/// release outside the loop are laps of the ring like the others).
/// `Ok(None)` where no tile ran an inner lap; `Err` where the arrays, the
/// tiles or the warps disagree, or a count is no whole number of laps.
pub fn tile_laps(levels: &Levels, traces: &[WarpTrace]) -> Result<Option<i64>, String> {
    let mut found: Option<i64> = None;
    let disagree = || Err("the tiles' rings count different laps per tile".to_string());
    for t in traces {
        let inner: Vec<&LoopRun> = t
            .loops
            .iter()
            .filter(|r| levels.inner.contains(&r.op) && !r.laps.is_empty())
            .collect();
        for outer in t.loops.iter().filter(|r| levels.outer.contains(&r.op)) {
            for tile in lap_ranges(outer) {
                for run in inner.iter().filter(|r| tile.contains(&r.start)) {
                    let mut per_lap: HashMap<usize, i64> = HashMap::new();
                    for e in t.events[run.laps[0]..run.end].iter().filter(|e| !named(e)) {
                        *per_lap.entry(e.barrier.0).or_default() += 1;
                    }
                    for (array, n) in per_lap {
                        let all = t.events[tile.clone()]
                            .iter()
                            .filter(|e| e.barrier.0 == array && !named(e))
                            .count() as i64;
                        let laps = run.laps.len() as i64;
                        if (all * laps) % n != 0 {
                            return disagree();
                        }
                        let count = all * laps / n;
                        match found {
                            Some(f) if f != count => return disagree(),
                            _ => found = Some(count),
                        }
                    }
                }
            }
        }
    }
    Ok(found)
}

/// Whether `e` is a named barrier's (which has no array).
fn named(e: &Event) -> bool {
    matches!(e.kind, EventKind::Sync(..) | EventKind::NamedArrive(..))
}

/// What a group of warps waits on or arrives on: an mbarrier array (its
/// allocation) or a named barrier (its id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Gate {
    Array(usize),
    Named(i64),
}

/// The window of laps of the warps that run barrier ops in the outer loop:
/// the most laps one can be ahead of another, or the arrivals one of their
/// waits needs can lie back, whichever is more; `None` when some warp is
/// not held by the others.
///
/// A warp that waits on an array that warp `h` arrives on (or fills) is at
/// most `d` laps ahead of `h`, where `d` is the number of the array's
/// barriers whose first wait passes on the fresh barrier (a ring's
/// `empty` barriers: its stages); on a named barrier, `d = 0`. These are
/// difference constraints between the warps' laps; the shortest paths
/// between them bound how far apart any two are. The rings that move on
/// once per tile ([`per_tile_arrays`]) bound how many tiles apart two
/// warps are, not laps: they are left out (their ops belong to their
/// tile's first or last lap, which the window's shapes tell apart).
pub fn window(levels: &Levels, traces: &[WarpTrace]) -> Option<i64> {
    let per_tile = per_tile_arrays(levels, traces);
    let nest: Vec<&WarpTrace> = traces
        .iter()
        .filter(|t| {
            t.loops
                .iter()
                .any(|r| levels.outer.contains(&r.op) && r.end > r.start)
        })
        .collect();
    if nest.is_empty() {
        return None;
    }
    let (arrivers, waits) = gates(&nest, &per_tile);
    // dist[h][g]: the most laps warp g can be ahead of warp h.
    let n = nest.len();
    let mut dist = vec![vec![i64::MAX; n]; n];
    let mut back = 0;
    for (g, gates) in waits.iter().enumerate() {
        dist[g][g] = 0;
        for (gate, d) in gates {
            for &h in arrivers.get(gate).into_iter().flatten() {
                if h != g {
                    dist[h][g] = dist[h][g].min(*d);
                    back = back.max(*d);
                }
            }
        }
    }
    // The shortest paths (Floyd-Warshall).
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                let via = dist[i][k].saturating_add(dist[k][j]);
                if via < dist[i][j] {
                    dist[i][j] = via;
                }
            }
        }
    }
    let ahead = dist.iter().flatten().copied().max()?;
    (ahead < i64::MAX).then_some(ahead.max(back).max(1))
}

/// The warps that arrive on each gate (indices into the warps compared).
type Arrivers = HashMap<Gate, Vec<usize>>;

/// The gates a warp waits on, each with the laps its wait lets it run
/// ahead of their arrivals.
type Waits = HashMap<Gate, i64>;

/// Per gate, the warps (indices into `nest`) that arrive on it or fill
/// it; per warp, the gates it waits on, each with how many laps the wait
/// lets it run ahead of their arrivals (the barriers of the array whose
/// first wait passes at once; 0 for a named barrier).
fn gates(nest: &[&WarpTrace], per_tile: &BTreeSet<usize>) -> (Arrivers, Vec<Waits>) {
    let mut arrivers = Arrivers::new();
    let mut waits = vec![Waits::new(); nest.len()];
    let mut arrive = |gate: Gate, w: usize| {
        let list = arrivers.entry(gate).or_default();
        if !list.contains(&w) {
            list.push(w);
        }
    };
    for (w, t) in nest.iter().enumerate() {
        // Per barrier, the parity of the warp's first wait on it.
        let mut first: HashMap<BarrierId, i64> = HashMap::new();
        for e in &t.events {
            if !named(e) && per_tile.contains(&e.barrier.0) {
                continue;
            }
            match e.kind {
                EventKind::Wait(p) => {
                    first.entry(e.barrier).or_insert(p);
                }
                EventKind::Sync(id, _) => {
                    waits[w].insert(Gate::Named(id), 0);
                    arrive(Gate::Named(id), w);
                }
                EventKind::NamedArrive(id, _) => arrive(Gate::Named(id), w),
                EventKind::ExpectTx(_) => {}
                _ => arrive(Gate::Array(e.barrier.0), w),
            }
        }
        for ((array, _), parity) in first {
            *waits[w].entry(Gate::Array(array)).or_insert(0) += parity & 1;
        }
    }
    (arrivers, waits)
}

/// The mbarrier arrays that the warps touch in the nest's outer loop and
/// only outside its inner loops: rings that move on once per tile (a
/// persistent attention kernel's Q), whose slot and phase follow the tile
/// `t`, not the lap.
pub fn per_tile_arrays(levels: &Levels, traces: &[WarpTrace]) -> BTreeSet<usize> {
    let mut tile = BTreeSet::new();
    let mut lap = BTreeSet::new();
    for t in traces {
        let runs = |loops: &[Op]| -> Vec<std::ops::Range<usize>> {
            t.loops
                .iter()
                .filter(|r| loops.contains(&r.op))
                .map(|r| r.start..r.end)
                .collect()
        };
        let (outer, inner) = (runs(&levels.outer), runs(&levels.inner));
        for (i, e) in t.events.iter().enumerate() {
            if named(e) {
                continue;
            }
            if inner.iter().any(|r| r.contains(&i)) {
                lap.insert(e.barrier.0);
            } else if outer.iter().any(|r| r.contains(&i)) {
                tile.insert(e.barrier.0);
            }
        }
    }
    tile.difference(&lap).copied().collect()
}

/// The period `P_t` in tiles of the rings that move on once per tile
/// (`arrays`, [`per_tile_arrays`]): twice the least common multiple of
/// their sizes (1 without such rings).
pub fn tile_period(arrays: &BTreeSet<usize>, allocs: &[Op]) -> i64 {
    if arrays.is_empty() {
        return 1;
    }
    2 * arrays
        .iter()
        .map(|a| array_size(allocs, *a))
        .fold(1, |l, n| l / gcd(l, n) * n)
}

/// The size of the barrier array `alloc` of `allocs` (1 where unknown).
fn array_size(allocs: &[Op], alloc: usize) -> i64 {
    allocs
        .get(alloc)
        .and_then(|a| a.int_attr("size"))
        .unwrap_or(1)
        .max(1)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}
