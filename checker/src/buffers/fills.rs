//! Stages filled by stores in hand-written kernels, read off the logs as
//! copies would be, so that the window check follows them too.
//!
//! A *run* is a warp's shared-memory stores between its previous mbarrier
//! wait or arrive (or copy) and its next arrive, on some barrier `F`; so is
//! the run another warp has when it reaches a CTA or named barrier
//! instance that the arriving warp passed since its own last wait or
//! arrive (a group of warps that stores, meets, and arrives from one
//! thread). Stores into the arena are left out (the stages of the
//! pipelines, which `async-insert-phases` records, are the stage rule's,
//! [`crate::held`]). A run's bytes in one buffer, as intervals that lie
//! within [`GAP`] bytes of each other merged, are its *fills*: a word the
//! run also writes far from the stage (a count, a flag) is a fill of its
//! own, not a reason to take the bytes between them into the stage. A
//! fill is kept only where another warp waits on `F` and then loads bytes
//! of it: the stores hand those bytes on through `F`, as a copy that
//! completes on `F` would. (A consumer that stores into its stage and then
//! releases it hands nothing on to a reader, and is not a fill.)
//!
//! Each kept fill becomes one copy event in a rewritten log of its warp,
//! at the start of its run (so that the filler's reads of its own bytes
//! in the run, a read-modify-write, lie in its window), of the fill's bytes
//! and completing on `F`, with the lanes that stored; its stores leave the
//! log (they are the fill). The window check then runs as it does on
//! copies: the region's window opens at a reader's wait on `F` and closes
//! at its arrive on the barrier the filler waits on before refilling the
//! region; the filler's own window is open from the fill on.
//!
//! Each warp's barrier instances are counted per warp (its lanes pass a
//! named barrier together). What it does not see: fills whose readers
//! load only through addresses the simulation cannot evaluate (the window
//! check's "not verified" warning names such an access where it touches a
//! region), and a hand-off ordered by something other than an arrive after
//! the stores (those bytes stay outside every region: the CTA or named
//! barrier windows of the check are for copies' regions). Past
//! [`FILL_LIMIT`] fills in a CTA the kernel's windows are "not verified".

use crate::maps::{HashMap, HashSet};
use crate::simt::memory::{decode, encode, lanes_hull, MemEvent, MemKind};
use crate::simt::{BarrierId, WarpTrace};
use phaselock_ir::Op;

/// Most fills followed in one CTA (past it, the kernel's windows are
/// not verified, which its warning says).
const FILL_LIMIT: usize = 1024;

/// Bytes between two stored intervals of a run within which they are one
/// fill (a warp's strided stores of one stage); farther apart, two.
const GAP: i64 = 64;

/// One run of a warp's stores into one part of a buffer, before its
/// arrive on `full`.
struct Fill {
    warp: usize,
    /// The store events, in log order.
    stores: Vec<usize>,
    /// Where its run starts in the warp's log (the copy goes there).
    at: usize,
    full: BarrierId,
    base: usize,
    lo: i64,
    hi: i64,
    mask: u32,
}

/// The logs of `warps` with their kept fills as copies; `Ok(None)` where
/// no fill is kept (the logs as they are), `Err` (the op and why) past
/// [`FILL_LIMIT`]. `arena(base)`: whether a buffer is the arena.
pub(super) fn with_store_fills(
    warps: &[&WarpTrace],
    arena: &dyn Fn(usize) -> bool,
) -> Result<Option<Vec<WarpTrace>>, (Op, String)> {
    // No generic load in the CTA (the GEMMs: their MMAs read the stages):
    // nothing a fill could hand on.
    let loads = warps.iter().flat_map(|w| w.memory.events.iter());
    if !loads
        .into_iter()
        .any(|e| matches!(e.kind, MemKind::Access { store: false, .. }))
    {
        return Ok(None);
    }
    let mut fills = candidates(warps, arena);
    if fills.is_empty() {
        return Ok(None);
    }
    let kept = read_elsewhere(warps, &fills);
    fills = fills
        .into_iter()
        .zip(kept)
        .filter_map(|(f, k)| k.then_some(f))
        .collect();
    if fills.is_empty() {
        return Ok(None);
    }
    if fills.len() > FILL_LIMIT {
        let f = &fills[FILL_LIMIT];
        let op = warps[f.warp].memory.events[f.stores[0]].op;
        return Err((
            op,
            format!("its warps fill more than {FILL_LIMIT} stages by stores, more than the window check follows"),
        ));
    }
    Ok(Some(
        warps
            .iter()
            .enumerate()
            .map(|(w, trace)| rewrite(w, trace, &fills))
            .collect(),
    ))
}

/// A CTA or named barrier instance: its id and the count of passes before.
type Instance = (i64, usize);

/// A run of stores: where it starts in the log, and its store events.
type Run = (usize, Vec<usize>);

/// What one warp's log shows for the fills of other warps.
struct Runs {
    /// Its pending run of stores at each barrier instance it passed.
    pending: HashMap<Instance, Run>,
    /// Its arrives: the barrier, and the instances passed since its last
    /// wait or arrive.
    arrives: Vec<(BarrierId, Vec<Instance>)>,
}

/// The runs of stores that end at an arrive, per warp and buffer: a warp's
/// own run, and the runs of other warps that end at a CTA or named barrier
/// instance the arriving warp passed since its last wait or arrive (a
/// group of warps that stores, meets, and arrives from one thread).
fn candidates(warps: &[&WarpTrace], arena: &dyn Fn(usize) -> bool) -> Vec<Fill> {
    let mut fills = Vec::new();
    let runs: Vec<Runs> = warps
        .iter()
        .enumerate()
        .map(|(w, trace)| own_runs(w, trace, arena, &mut fills))
        .collect();
    // The other warps' runs at the instances an arrive follows, where no
    // fill of their own took those stores.
    let mut taken: HashSet<(usize, usize)> = fills
        .iter()
        .flat_map(|f| f.stores.iter().map(move |i| (f.warp, *i)))
        .collect();
    for (w, mine) in runs.iter().enumerate() {
        for (b, passed) in &mine.arrives {
            for (o, theirs) in runs.iter().enumerate().filter(|(o, _)| *o != w) {
                for (start, run) in passed.iter().filter_map(|i| theirs.pending.get(i)) {
                    let stores: Vec<usize> = run
                        .iter()
                        .copied()
                        .filter(|i| taken.insert((o, *i)))
                        .collect();
                    let events = &warps[o].memory.events;
                    split((o, *start, *b), events, &stores, &mut fills);
                }
            }
        }
    }
    fills
}

/// Warp `w`'s own fills (into `fills`), and its runs for the others.
fn own_runs(
    w: usize,
    trace: &WarpTrace,
    arena: &dyn Fn(usize) -> bool,
    fills: &mut Vec<Fill>,
) -> Runs {
    let mut out = Runs {
        pending: HashMap::default(),
        arrives: Vec::new(),
    };
    let events = &trace.memory.events;
    let (mut start, mut run) = (0, Vec::new());
    let mut passed: Vec<Instance> = Vec::new();
    let mut counts: HashMap<i64, usize> = HashMap::default();
    for (i, e) in events.iter().enumerate() {
        match &e.kind {
            MemKind::Access {
                store: true,
                bytes,
                at,
            } if lanes_hull(e.mask, &at[..], bytes.unwrap_or(1))
                .is_some_and(|(base, _, _)| !arena(base)) =>
            {
                run.push(i);
            }
            MemKind::Sync(id, _) => {
                let k = counts.entry(*id).or_insert(0);
                if !run.is_empty() {
                    out.pending.insert((*id, *k), (start, run.clone()));
                }
                passed.push((*id, *k));
                *k += 1;
            }
            MemKind::Wait(..) | MemKind::Copy { .. } | MemKind::Overflow => {
                (start, run) = (i + 1, Vec::new());
                passed.clear();
            }
            MemKind::Arrive(b, _) => {
                split((w, start, *b), events, &run, fills);
                (start, run) = (i + 1, Vec::new());
                out.arrives.push((*b, std::mem::take(&mut passed)));
            }
            _ => {}
        }
    }
    out
}

/// The fills of one run of `stores` (event indices) of warp `w`, starting
/// at log index `start` and ending at an arrive on `full`: per buffer,
/// the stored intervals merged where they lie within [`GAP`] bytes.
fn split(
    (w, start, full): (usize, usize, BarrierId),
    events: &[MemEvent],
    stores: &[usize],
    out: &mut Vec<Fill>,
) {
    // (base, lo, hi, event, lane mask) of every lane's store.
    let mut pieces: Vec<(usize, i64, i64, usize, u32)> = Vec::new();
    for &i in stores {
        let e = &events[i];
        let MemKind::Access { bytes, at, .. } = &e.kind else {
            continue;
        };
        for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
            if let Some((base, lo)) = at[l].and_then(decode) {
                let hi = lo.saturating_add(bytes.unwrap_or(1).max(1));
                pieces.push((base, lo, hi, i, 1 << l));
            }
        }
    }
    pieces.sort_unstable_by_key(|p| (p.0, p.1));
    let mut fill: Option<Fill> = None;
    for (base, lo, hi, i, lane) in pieces {
        match fill.as_mut() {
            Some(f) if f.base == base && lo <= f.hi.saturating_add(GAP) => {
                f.hi = f.hi.max(hi);
                f.mask |= lane;
                if !f.stores.contains(&i) {
                    f.stores.push(i);
                }
            }
            _ => {
                out.extend(fill.take());
                fill = Some(Fill {
                    warp: w,
                    stores: vec![i],
                    at: start,
                    full,
                    base,
                    lo,
                    hi,
                    mask: lane,
                });
            }
        }
    }
    out.extend(fill);
}

/// For each fill, whether a warp other than its own loads its bytes after
/// a wait on its barrier.
fn read_elsewhere(warps: &[&WarpTrace], fills: &[Fill]) -> Vec<bool> {
    let mut kept = vec![false; fills.len()];
    for (w, trace) in warps.iter().enumerate() {
        let mut waited: HashSet<BarrierId> = HashSet::default();
        for e in &trace.memory.events {
            match &e.kind {
                MemKind::Wait(b, _) => {
                    waited.insert(*b);
                }
                MemKind::Access {
                    store: false,
                    bytes,
                    at,
                } => {
                    let size = bytes.unwrap_or(1).max(1);
                    for (k, f) in fills.iter().enumerate() {
                        if kept[k] || f.warp == w || !waited.contains(&f.full) {
                            continue;
                        }
                        kept[k] = (0..32).filter(|l| e.mask & (1 << l) != 0).any(|l| {
                            at[l].and_then(decode).is_some_and(|(base, lo)| {
                                base == f.base && lo < f.hi && f.lo < lo.saturating_add(size)
                            })
                        });
                    }
                }
                _ => {}
            }
        }
    }
    kept
}

/// Warp `w`'s trace with its fills as copies at the starts of their runs,
/// their stores left out.
fn rewrite(w: usize, trace: &WarpTrace, fills: &[Fill]) -> WarpTrace {
    let mine: Vec<&Fill> = fills.iter().filter(|f| f.warp == w).collect();
    let mut out = trace.clone();
    if mine.is_empty() {
        return out;
    }
    let events = &trace.memory.events;
    let gone: HashSet<usize> = mine.iter().flat_map(|f| f.stores.iter().copied()).collect();
    let mut log = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        for f in mine.iter().filter(|f| f.at == i) {
            let at = encode(f.base, f.lo);
            let mut dst = [None; 32];
            (0..32)
                .filter(|l| f.mask & (1 << l) != 0)
                .for_each(|l| dst[l] = at);
            // The copy's op is the fill's first store (what a report names).
            let first = f.stores.iter().min().copied().unwrap_or(i);
            log.push(MemEvent {
                op: events[first].op,
                kind: MemKind::Copy {
                    barrier: f.full,
                    bytes: f.hi - f.lo,
                    dst: Box::new(dst),
                    cast: None,
                },
                mask: f.mask,
            });
        }
        if !gone.contains(&i) {
            log.push(e.clone());
        }
    }
    out.memory.events = log;
    out
}
