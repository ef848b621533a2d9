//! The buffer-window check: every load and store of a stage buffer's bytes
//! lies in the thread's window on that buffer, between the wait that makes
//! its copy's bytes visible and the release that hands it back.
//!
//! Input: the simulation's memory logs ([`crate::simt::memory`]), lane by
//! lane, of one CTA (each CTA of a kernel whose ranks differ apart), of a
//! kernel in which nothing was reported before (an unordered refill that
//! the static rules report at the copy would show again at every read).
//!
//! Stage buffers are read off the copies: a *region* is the byte range
//! `[dst, dst + bytes)` of a bulk copy, with the barrier its bytes complete
//! on (its *full* barrier; copies of one range that complete on different
//! barriers make the kernel unchecked). In hand-written kernels, runs of a
//! warp's stores that end at an arrive another warp waits on before
//! reading them are regions too, as copies completing on that barrier
//! ([`fills`]; the stages of pipelines are [`crate::held`]'s). What hands a region back is read
//! off its copier, between two consecutive copies into it by one thread:
//! - when the copier waits there on exactly one barrier that no copy
//!   completes on (and passes no CTA or named barrier), or, since its
//!   last copy into any region, on exactly one such barrier (a copier
//!   that acquires every slot from the first lap on waits on each slot's
//!   barrier right before refilling it; CTA or named barriers it passes
//!   besides order its own threads), that barrier is the region's
//!   *release* barrier: a reader's arrive on it hands the region back;
//! - when it passes CTA or named barriers there and waits on no such
//!   barrier, the last of them is a *release* instance (id, and its count
//!   among the thread's barriers of that id): a reader passing that
//!   instance hands the region back;
//! - otherwise (several release barriers, nothing) the region has no
//!   release the check relies on: only its opening is checked, and the
//!   kernel gets a "not verified" warning for its windows.
//!
//! Each lane then runs its log in program order with a window per region:
//! a wait on the region's full barrier opens it; so does a named or CTA
//! barrier instance, or a full-warp `bar.warp.sync`, that another
//! participant reaches with the window open (computed to a fixed point
//! over the instances); the lane's arrive on the release barrier (or the
//! arrive of a lane of its warp after a full-warp sync that both ran)
//! closes it, and so does passing a release instance, and so does the
//! lane's own copy into the region. An access to a region's bytes whose
//! window is not open is reported at the access: (a) before the wait (no
//! wait yet, or after the lane's own refill or the barrier that lets the
//! copier refill), (b) after the release arrive, (c) when the lane's open
//! window is on another slot of the same barrier array (the index of
//! another slot than the one waited for). A store is reported after a
//! release or a refill, not before the first copy (an initialization).
//! An access that overlaps several regions is accepted when one of their
//! windows is open.
//!
//! What it proves, where it says nothing: no thread touches a region's
//! bytes outside its own program-order window of the simulated
//! configuration, for the accesses whose addresses the simulation
//! evaluates. Which lap a wait waits for is the model check's concern (a
//! wait that passes on a stale phase is reported there), as is whether
//! the release barrier's waits line up with the copies. Not checked: the
//! interleavings of the threads (a window is this thread's program order,
//! plus the barriers it meets), reads by the async proxy after their issue
//! (an MMA's operands are checked where it is issued, as one read of the
//! hull of its footprint: [`MemKind::MmaRead`]; whether the stage is
//! released before it retires is [`crate::mma_release`]'s concern; bulk
//! stores), accesses through addresses the simulation cannot evaluate and
//! copies another CTA issues into this one when the CTAs differ. An
//! access in shared memory whose address is unknown, a copy whose
//! destination is unknown, ambiguous regions and a log that overflowed
//! make a "not verified" warning instead (one per kernel).

use crate::maps::{HashMap, HashSet};
use crate::simt::{
    memory::{decode, lanes_hull, MemKind},
    BarrierId, WarpTrace,
};
use phaselock_ir::{self as ir, Op};

mod fills;

/// Most regions the check follows in one CTA.
const REGION_LIMIT: usize = 1024;

/// The outcome of the check of one configuration.
#[derive(Debug, Default)]
pub struct Outcome {
    /// An error was reported.
    pub reported: bool,
    /// Why the windows were not (all) verified, at which op.
    pub unverified: Option<(Op, String)>,
    /// The ops reported at.
    pub ops: HashSet<usize>,
}

/// A stage buffer as the copies show it.
#[derive(Debug, Clone)]
struct Region {
    base: usize,
    lo: i64,
    hi: i64,
    full: BarrierId,
    /// Copies into it complete on different barriers: an access to it
    /// cannot be checked.
    ambiguous: bool,
    /// Release barriers and instances (see the module header).
    release: Release,
    /// The first copy into it, where a warning about it points.
    copy: Op,
    /// Filled by a warp's stores ([`fills`]), not by copies.
    stores: bool,
}

#[derive(Debug, Clone, Default)]
struct Release {
    barriers: HashSet<BarrierId>,
    instances: HashSet<(i64, usize)>,
    /// No release the check relies on.
    unknown: bool,
}

impl Release {
    fn closes_on_arrive(&self, b: BarrierId) -> bool {
        !self.unknown && self.instances.is_empty() && self.barriers.contains(&b)
    }

    fn closes_at(&self, instance: (i64, usize)) -> bool {
        !self.unknown && self.barriers.is_empty() && self.instances.contains(&instance)
    }
}

/// A lane's window on a region.
#[derive(Debug, Clone, Copy)]
enum Window {
    /// No wait yet.
    Initial,
    /// Opened by this op (a wait, or a barrier another participant reached
    /// with the window open).
    Open(Op),
    /// Handed back by this arrive.
    Released(Op),
    /// Refilled by the lane's own copy.
    Refilled(Op),
    /// Closed by passing this barrier instance, which lets the copier
    /// refill it.
    Passed(Op),
}

/// Checks the windows of every CTA's logs in `traces`, reporting at the
/// accesses.
pub fn check(traces: &[WarpTrace], allocs: &[Op], names: &dyn Fn(usize) -> String) -> Outcome {
    let mut ctas: Vec<i64> = traces.iter().map(|t| t.memory.cta).collect();
    ctas.sort_unstable();
    ctas.dedup();
    let mut outcome = Outcome::default();
    for cta in ctas {
        let warps: Vec<&WarpTrace> = traces.iter().filter(|t| t.memory.cta == cta).collect();
        // Stages that stores fill in hand-written kernels, as copies.
        let arena = |b: usize| names(b).starts_with("@__async_arena_");
        let filled = match fills::with_store_fills(&warps, &arena) {
            Ok(filled) => filled,
            Err(why) => {
                outcome.unverified.get_or_insert(why);
                None
            }
        };
        let warps: Vec<&WarpTrace> = match &filled {
            Some(rewritten) => rewritten.iter().collect(),
            None => warps,
        };
        let one = check_cta(&warps, allocs, names);
        outcome.reported |= one.reported;
        outcome.ops.extend(one.ops);
        if outcome.unverified.is_none() {
            outcome.unverified = one.unverified;
        }
    }
    outcome
}

fn check_cta(warps: &[&WarpTrace], allocs: &[Op], names: &dyn Fn(usize) -> String) -> Outcome {
    let mut outcome = Outcome::default();
    let accesses = warps
        .iter()
        .flat_map(|w| w.memory.events.iter())
        .any(|e| matches!(e.kind, MemKind::Access { .. } | MemKind::MmaRead { .. }));
    if !accesses {
        return outcome;
    }
    let mut regions = match regions_of(warps) {
        Ok(r) => r,
        Err(why) => {
            outcome.unverified = Some(why);
            return outcome;
        }
    };
    if regions.is_empty() {
        return outcome;
    }
    releases(warps, &mut regions);
    // Which regions each barrier instance hands on, to a fixed point.
    let mut shared: HashMap<(i64, usize), HashSet<usize>> = HashMap::default();
    for _ in 0..8 {
        let mut run = Run::new(&regions, &shared, None);
        for w in warps {
            run.warp(w);
        }
        let grown = run
            .seen
            .iter()
            .any(|(k, v)| shared.get(k).is_none_or(|s| !v.is_subset(s)));
        for (k, v) in run.seen {
            shared.entry(k).or_default().extend(v);
        }
        if !grown {
            break;
        }
    }
    let mut report = Report {
        allocs,
        names,
        seen: HashSet::default(),
        ok: true,
        unknown: None,
    };
    let mut run = Run::new(&regions, &shared, Some(&mut report));
    for w in warps {
        run.warp(w);
    }
    outcome.reported = !report.ok;
    outcome.ops = std::mem::take(&mut report.seen);
    // A region refilled with no release the check can read: its reads
    // after the release are not checked, which the kernel's warning says.
    let unread = regions
        .iter()
        .find(|r| r.release.unknown && !r.ambiguous)
        .map(|r| {
            (
                r.copy,
                "the copier of this stage buffer waits on several barriers, or on barriers and CTA or named barriers, between two copies into it, so what hands the buffer back is not known and reads after its release are not checked".to_string(),
            )
        });
    outcome.unverified = report.unknown.or(unread).or_else(|| {
        let overflow = warps
            .iter()
            .flat_map(|w| w.memory.events.iter())
            .find(|e| matches!(e.kind, MemKind::Overflow))?;
        Some((
            overflow.op,
            "its warps make more shared-memory accesses than the check follows".into(),
        ))
    });
    outcome
}

/// The regions of the copies in `warps`, or why the check cannot run.
fn regions_of(warps: &[&WarpTrace]) -> Result<Vec<Region>, (Op, String)> {
    let mut regions: Vec<Region> = Vec::new();
    for w in warps {
        for e in &w.memory.events {
            let MemKind::Copy {
                barrier,
                bytes,
                dst,
                ..
            } = &e.kind
            else {
                continue;
            };
            for l in lanes(e.mask) {
                let Some((base, lo)) = dst[l].and_then(decode) else {
                    return Err((e.op, "a bulk copy whose shared-memory destination the simulation cannot evaluate".into()));
                };
                let hi = lo.saturating_add(*bytes);
                let n = regions.len();
                match regions
                    .iter_mut()
                    .find(|r| r.base == base && r.lo == lo && r.hi == hi)
                {
                    Some(r) => r.ambiguous |= r.full != *barrier,
                    None if n >= REGION_LIMIT => {
                        return Err((
                            e.op,
                            format!("its copies fill more than {REGION_LIMIT} distinct buffers"),
                        ))
                    }
                    None => regions.push(Region {
                        base,
                        lo,
                        hi,
                        full: *barrier,
                        ambiguous: false,
                        release: Release::default(),
                        copy: e.op,
                        stores: e.op.name().ends_with("store"),
                    }),
                }
            }
        }
    }
    Ok(regions)
}

/// The lanes of `mask`.
fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |l| mask & (1 << l) != 0)
}

/// What orders a copier's refill after the readers (see the module
/// header), between two copies into one region.
#[derive(Default)]
struct Between {
    waits: HashSet<BarrierId>,
    last_instance: Option<(i64, usize)>,
}

/// Fills in each region's release from its copiers' logs.
fn releases(warps: &[&WarpTrace], regions: &mut [Region]) {
    let fulls: HashSet<BarrierId> = regions.iter().map(|r| r.full).collect();
    for w in warps {
        for l in 0..32 {
            // Per region: what the lane did since its last copy into it.
            let mut since: HashMap<usize, Between> = HashMap::default();
            // The lane's latest run of waits before a copy (the copies of
            // one stage in chunks share it).
            let mut recent: HashSet<BarrierId> = HashSet::default();
            let mut copied = false;
            let mut counts: HashMap<i64, usize> = HashMap::default();
            for e in w.memory.events.iter().filter(|e| e.mask & (1 << l) != 0) {
                match &e.kind {
                    MemKind::Wait(b, _) if !fulls.contains(b) => {
                        since.values_mut().for_each(|s| {
                            s.waits.insert(*b);
                        });
                        if std::mem::take(&mut copied) {
                            recent.clear();
                        }
                        recent.insert(*b);
                    }
                    MemKind::Sync(id, waits) => {
                        let k = counts.entry(*id).or_insert(0);
                        if *waits {
                            since
                                .values_mut()
                                .for_each(|s| s.last_instance = Some((*id, *k)));
                        }
                        *k += 1;
                    }
                    MemKind::Copy { bytes, dst, .. } => {
                        let Some((base, lo)) = dst[l].and_then(decode) else {
                            continue;
                        };
                        let hi = lo.saturating_add(*bytes);
                        let Some(r) = regions
                            .iter()
                            .position(|r| r.base == base && r.lo == lo && r.hi == hi)
                        else {
                            continue;
                        };
                        if let Some(s) = since.insert(r, Between::default()) {
                            record(&mut regions[r].release, &s, &recent);
                        }
                        copied = true;
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Adds what one interval between copies shows to a region's release;
/// `recent`: the copier's latest run of waits before the copy (the waits
/// since its copy before, or, for the later copies of a stage filled in
/// chunks, those before the first). A copier that fills the slots in turn
/// and waits on each slot's release barrier right before refilling it
/// (from the first lap on, where the wait passes at once) waits on every
/// slot's barrier between two copies into one slot: the latest run holds
/// this slot's release (with one slot of each other ring it acquires
/// together). CTA or named barriers it passes there besides (the copier's
/// role meeting before one thread copies) order the copier's own threads,
/// not the readers: the waits are the release.
fn record(release: &mut Release, between: &Between, recent: &HashSet<BarrierId>) {
    if !recent.is_empty() && recent.is_subset(&between.waits) {
        // Several: the copier acquires a slot of each of several rings
        // before copying into them; an arrive on any of them closes the
        // window (the stricter reading).
        release.barriers.extend(recent.iter().copied());
    } else {
        match (between.waits.len(), between.last_instance) {
            (1, None) => release.barriers.extend(between.waits.iter().copied()),
            (0, Some(i)) => {
                release.instances.insert(i);
            }
            (0, None) => {}
            _ => release.unknown = true,
        }
    }
    if !release.barriers.is_empty() && !release.instances.is_empty() {
        release.unknown = true;
    }
}

/// Where findings go in the reporting run.
struct Report<'a> {
    allocs: &'a [Op],
    names: &'a dyn Fn(usize) -> String,
    seen: HashSet<usize>,
    ok: bool,
    unknown: Option<(Op, String)>,
}

/// One run of every lane's window over its log.
struct Run<'a, 'r> {
    regions: &'a [Region],
    /// The regions each barrier instance hands on (from the runs before).
    shared: &'a HashMap<(i64, usize), HashSet<usize>>,
    /// The regions open at each barrier instance in this run.
    seen: HashMap<(i64, usize), HashSet<usize>>,
    report: Option<&'a mut Report<'r>>,
}

impl<'a, 'r> Run<'a, 'r> {
    fn new(
        regions: &'a [Region],
        shared: &'a HashMap<(i64, usize), HashSet<usize>>,
        report: Option<&'a mut Report<'r>>,
    ) -> Self {
        Run {
            regions,
            shared,
            seen: HashMap::default(),
            report,
        }
    }

    /// Runs the 32 lanes of one warp over its log.
    fn warp(&mut self, w: &WarpTrace) {
        let mut state = vec![vec![Window::Initial; self.regions.len()]; 32];
        let mut counts: Vec<HashMap<i64, usize>> = vec![HashMap::default(); 32];
        let mut warp_sync: Option<u32> = None;
        for e in &w.memory.events {
            match &e.kind {
                MemKind::Wait(b, _) => {
                    for (r, region) in self.regions.iter().enumerate() {
                        if region.full == *b {
                            lanes(e.mask).for_each(|l| state[l][r] = Window::Open(e.op));
                        }
                    }
                }
                MemKind::Arrive(b, _) => {
                    // After a full-warp sync, one lane's arrive is the warp's.
                    let mut closing = e.mask;
                    if let Some(m) = warp_sync.filter(|m| e.mask & !m == 0) {
                        closing |= m;
                    }
                    self.arrive(&mut state, *b, closing, e.op);
                }
                MemKind::Sync(id, waits) => {
                    for l in lanes(e.mask) {
                        let k = counts[l].entry(*id).or_insert(0);
                        let instance = (*id, *k);
                        *k += 1;
                        self.instance(&mut state[l], instance, *waits, e.op);
                    }
                }
                MemKind::WarpSync => {
                    warp_sync = Some(e.mask);
                    share_in_warp(&mut state, e.mask);
                }
                MemKind::Copy { bytes, dst, .. } => {
                    for l in lanes(e.mask) {
                        let Some((base, lo)) = dst[l].and_then(decode) else {
                            continue;
                        };
                        let hi = lo.saturating_add(*bytes);
                        for (r, region) in self.regions.iter().enumerate() {
                            if region.base == base && region.lo == lo && region.hi == hi {
                                // A filler's stores are its own to read back.
                                state[l][r] = if region.stores {
                                    Window::Open(e.op)
                                } else {
                                    Window::Refilled(e.op)
                                };
                            }
                        }
                    }
                }
                MemKind::Access { store, bytes, at } => {
                    if self.report.is_none() || self.misses_all(e.mask, *bytes, &at[..]) {
                        continue;
                    }
                    for l in lanes(e.mask) {
                        self.access(w, l, &state[l], e.op, *store, *bytes, at[l]);
                    }
                }
                // A wgmma's operand: a read at its issue.
                MemKind::MmaRead { at, bytes } => {
                    for l in lanes(e.mask) {
                        self.access(w, l, &state[l], e.op, false, Some(*bytes), Some(*at));
                    }
                }
                MemKind::AsyncRead { .. }
                | MemKind::StoreWait { .. }
                | MemKind::AllocAddress { .. }
                | MemKind::Tensor { .. }
                | MemKind::Overflow => {}
            }
        }
    }

    /// An arrive on `b` by the lanes of `closing`: the open windows of the
    /// regions it releases close.
    fn arrive(&self, state: &mut [Vec<Window>], b: BarrierId, closing: u32, op: Op) {
        for (r, region) in self.regions.iter().enumerate() {
            if !region.release.closes_on_arrive(b) {
                continue;
            }
            for l in lanes(closing) {
                if matches!(state[l][r], Window::Open(_)) {
                    state[l][r] = Window::Released(op);
                }
            }
        }
    }

    /// A lane reaching barrier instance `instance`: it hands on its open
    /// windows, takes those of the others when it waits, and closes the
    /// windows it releases.
    fn instance(&mut self, state: &mut [Window], instance: (i64, usize), waits: bool, op: Op) {
        // Only an instance that hands on a window is recorded (an empty
        // one would count as grown in the fixed point, and hand on nothing).
        let mut open = (0..state.len())
            .filter(|r| matches!(state[*r], Window::Open(_)))
            .peekable();
        if open.peek().is_some() {
            self.seen.entry(instance).or_default().extend(open);
        }
        if waits {
            if let Some(given) = self.shared.get(&instance) {
                for r in given {
                    if !matches!(state[*r], Window::Open(_)) {
                        state[*r] = Window::Open(op);
                    }
                }
            }
        }
        for (r, region) in self.regions.iter().enumerate() {
            if region.release.closes_at(instance) {
                state[r] = Window::Passed(op);
            }
        }
    }

    /// Whether the lanes of `mask` access bytes of one buffer, known
    /// on every lane, that lie outside every region: nothing to judge.
    fn misses_all(&self, mask: u32, bytes: Option<i64>, at: &[Option<i64>]) -> bool {
        lanes_hull(mask, at, bytes.unwrap_or(1)).is_some_and(|(base, lo, hi)| {
            !self
                .regions
                .iter()
                .any(|g| g.base == base && g.lo < hi && lo < g.hi)
        })
    }

    /// One lane's access at address `at`.
    #[allow(clippy::too_many_arguments)]
    fn access(
        &mut self,
        w: &WarpTrace,
        l: usize,
        state: &[Window],
        op: Op,
        store: bool,
        bytes: Option<i64>,
        at: Option<i64>,
    ) {
        let Some(report) = self.report.as_deref_mut() else {
            return;
        };
        if report.seen.contains(&(op.0.ptr as usize)) {
            return;
        }
        let Some((base, lo)) = at.and_then(decode) else {
            if report.unknown.is_none() {
                report.unknown = Some((
                    op,
                    "the simulation cannot evaluate the shared-memory address of this access"
                        .into(),
                ));
            }
            return;
        };
        let hi = lo.saturating_add(bytes.unwrap_or(1).max(1));
        let hit: Vec<usize> = (0..self.regions.len())
            .filter(|r| {
                let g = &self.regions[*r];
                g.base == base && g.lo < hi && lo < g.hi
            })
            .collect();
        if let Some(r) = hit.iter().find(|r| self.regions[**r].ambiguous) {
            if report.unknown.is_none() {
                let full = crate::barrier_name(report.allocs, self.regions[*r].full);
                report.unknown = Some((op, format!("this access reads bytes that copies complete on {full} and on other barriers too")));
            }
            return;
        }
        if hit.is_empty() || hit.iter().any(|r| matches!(state[*r], Window::Open(_))) {
            return;
        }
        let r = hit[0];
        // A store is checked against the release only (a store into bytes
        // before their first copy is an initialization).
        if store && !matches!(state[r], Window::Released(_)) {
            return;
        }
        let text = describe(report, self.regions, state, w, l, r, (lo, hi), store);
        report.seen.insert(op.0.ptr as usize);
        report.ok = false;
        op.error(&text);
    }
}

/// A full-warp `bar.warp.sync` of the lanes of `mask`: a window one of
/// them has open is open for all.
fn share_in_warp(state: &mut [Vec<Window>], mask: u32) {
    let regions = state.first().map_or(0, Vec::len);
    let open: Vec<Option<Op>> = (0..regions)
        .map(|r| {
            lanes(mask).find_map(|l| match state[l][r] {
                Window::Open(op) => Some(op),
                _ => None,
            })
        })
        .collect();
    for l in lanes(mask) {
        for (window, op) in state[l].iter_mut().zip(&open) {
            if let Some(op) = op {
                *window = Window::Open(*op);
            }
        }
    }
}

/// The message for an access of bytes `at` of region `r` outside its
/// window.
#[allow(clippy::too_many_arguments)]
fn describe(
    report: &Report,
    regions: &[Region],
    state: &[Window],
    w: &WarpTrace,
    l: usize,
    r: usize,
    at: (i64, i64),
    store: bool,
) -> String {
    let region = &regions[r];
    let verb = if store { "writes" } else { "reads" };
    let full = crate::barrier_name(report.allocs, region.full);
    let thread = w.warp * 32 + l;
    let role = w
        .role
        .as_deref()
        .map(|r| format!(" (role '{r}')"))
        .unwrap_or_default();
    let filled = if region.stores {
        format!("that stores fill before an arrive on {full}")
    } else {
        format!("that copies complete on {full}")
    };
    let what = format!(
        "{verb} bytes {}..{} of {}, in the stage buffer {}..{} {filled}",
        at.0,
        at.1,
        (report.names)(region.base),
        region.lo,
        region.hi
    );
    let landing = if region.stores {
        "the stores may not be done"
    } else {
        "the copy may still be landing"
    };
    // Another slot of the same barrier array whose window is open.
    let other = regions
        .iter()
        .enumerate()
        .find_map(|(o, g)| match state[o] {
            Window::Open(op)
                if g.full.0 == region.full.0 && g.full != region.full && g.base == region.base =>
            {
                Some((g, op))
            }
            _ => None,
        });
    let why = match (state[r], other) {
        (Window::Released(arrive), _) => format!(
            "after this thread's release arrive at {}, before its next wait on {full}: the producer may already be refilling them",
            ir::location_text(arrive)
        ),
        (_, Some((g, wait))) => format!(
            "but this thread waited on {} (at {}), the barrier of the stage buffer {}..{}: the index of another slot than the one waited for",
            crate::barrier_name(report.allocs, g.full),
            ir::location_text(wait),
            g.lo,
            g.hi
        ),
        (Window::Refilled(copy), _) => format!(
            "after this thread's copy at {} refills them, before its wait on {full}: the copy may still be landing",
            ir::location_text(copy)
        ),
        (Window::Passed(sync), _) => format!(
            "after the barrier at {} that lets the copier refill them, before this thread's next wait on {full}: the next fill may be under way",
            ir::location_text(sync)
        ),
        _ => format!("before this thread waits on {full}: {landing}"),
    };
    format!("stage buffer used outside its window: thread {thread}{role} {what}, {why}")
}
