//! What the nested-loop argument takes for granted, checked on the traces
//! of the configurations that run: the loops ran the laps the
//! configuration asks for, the tiles and the laps of one loop do the same
//! barrier operations, the ops outside the nest are the same in every
//! configuration, and the roles are held within a bounded window of laps
//! of each other ([`window`]).

use super::{levels::Levels, Trips};
use crate::simt::{Event, EventKind, LoopRun, WarpTrace};
use phaselock_passes::ir::Op;
use std::collections::HashMap;

/// An event as the premises compare it: the op, what it does with the
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

    /// Records what the traces of configuration `trips` show.
    pub fn observe(&mut self, levels: &Levels, trips: Trips, traces: &[WarpTrace]) {
        if self.broken.is_some() {
            return;
        }
        let mut ran = false;
        for t in traces.iter().filter(|t| !t.events.is_empty()) {
            match self.warp(levels, trips, t) {
                Ok(outer) => ran |= outer,
                Err(why) => {
                    self.broken = Some(why);
                    return;
                }
            }
        }
        if !ran && trips.outer > 0 && trips.inner > 0 {
            self.broken = Some("no warp's barrier ops ran in the outer loop".into());
        }
    }

    /// The premises on one warp's trace; whether it ran an outer loop with
    /// barrier ops in it.
    fn warp(&mut self, levels: &Levels, trips: Trips, t: &WarpTrace) -> Result<bool, String> {
        let is = |set: &[Op], run: &LoopRun| set.contains(&run.op);
        let outer: Vec<&LoopRun> = t.loops.iter().filter(|r| is(&levels.outer, r)).collect();
        if outer.len() > 1 {
            return Err("a warp runs the outer loop more than once".into());
        }
        let (before, after) = match outer.first() {
            Some(r) => (&t.events[..r.start], &t.events[r.end..]),
            None => (&t.events[..], &t.events[..0]),
        };
        let outside = (keys(before), keys(after));
        match self.outside.get(&t.warp) {
            Some(first) if *first != outside => {
                return Err("the barrier ops outside the nest differ between trip counts".into())
            }
            Some(_) => {}
            None => {
                self.outside.insert(t.warp, outside);
            }
        }
        let Some(run) = outer.first() else {
            return Ok(false);
        };
        if run.laps.len() as i64 != trips.outer {
            return Err(format!(
                "the outer loop ran {} laps where its arguments ask for {}",
                run.laps.len(),
                trips.outer
            ));
        }
        alike(&t.events, run).map_err(|_| "the tiles do different barrier operations")?;
        for inner in t.loops.iter().filter(|r| is(&levels.inner, r)) {
            if inner.start < run.start || inner.end > run.end {
                return Err("an inner loop runs outside the outer loop".into());
            }
            alike(&t.events, inner)
                .map_err(|_| "the laps of an inner loop do different barrier operations")?;
            self.inner_laps(inner, trips.inner)?;
        }
        Ok(run.end > run.start)
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

/// Whether every lap of `run` does the barrier operations of its first.
fn alike(events: &[Event], run: &LoopRun) -> Result<(), ()> {
    let ends = run.laps.iter().skip(1).copied().chain([run.end]);
    let mut laps = run.laps.iter().zip(ends).map(|(a, b)| keys(&events[*a..b]));
    let Some(first) = laps.next() else {
        return Ok(());
    };
    laps.all(|l| l == first).then_some(()).ok_or(())
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
/// between them bound how far apart any two are.
pub fn window(levels: &Levels, traces: &[WarpTrace]) -> Option<i64> {
    let nest: Vec<&WarpTrace> = traces
        .iter()
        .filter(|t| {
            t.loops
                .iter()
                .any(|r| levels.outer.contains(&r.op) && r.end > r.start)
        })
        .collect();
    let n = nest.len();
    if n == 0 {
        return None;
    }
    let mut arrivers: HashMap<Gate, Vec<usize>> = HashMap::new();
    let mut waits: Vec<HashMap<Gate, i64>> = vec![HashMap::new(); n];
    for (w, t) in nest.iter().enumerate() {
        let mut first: HashMap<(usize, i64), i64> = HashMap::new();
        for e in &t.events {
            match e.kind {
                EventKind::Wait(p) => {
                    first.entry(e.barrier).or_insert(p);
                }
                EventKind::Sync(id, _) => {
                    waits[w].insert(Gate::Named(id), 0);
                    arrivers.entry(Gate::Named(id)).or_default().push(w);
                }
                EventKind::NamedArrive(id, _) => {
                    arrivers.entry(Gate::Named(id)).or_default().push(w)
                }
                EventKind::ExpectTx(_) => {}
                _ => arrivers.entry(Gate::Array(e.barrier.0)).or_default().push(w),
            }
        }
        for ((array, _), parity) in first {
            *waits[w].entry(Gate::Array(array)).or_insert(0) += parity & 1;
        }
    }
    // dist[h][g]: the most laps warp g can be ahead of warp h.
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
