//! Every byte a stage's readers read is a byte that the copies (or
//! stores) into the stage write: a copy whose box is smaller than what
//! the consumers read leaves bytes they read unwritten, while its barrier
//! completes (the expected bytes follow the box).
//!
//! Input: the simulation's memory logs ([`crate::simt::memory`]) and wgmma
//! marks ([`crate::simt::wgmma::WgmmaMark`]) of one configuration, and the
//! stage buffers that `async-insert-phases` records on each pipeline's
//! `empty` array (`buffers`, `buffer_stride`: byte ranges of the arena,
//! the `@__async_arena_*` global that `async-ring-alloc` makes).
//!
//! Per CTA, a stage buffer is *copy-filled* when some bulk or tensor copy
//! of the CTA lands in it. Its *written* bytes are the union, over the
//! whole run, of the bytes those copies land on. A read of bytes of a
//! copy-filled stage buffer that no copy writes, and that the reading
//! thread did not store itself before, is reported at the reading op, with
//! a note at the stage's copy: a generic load (`llvm.load`, `memref.load`,
//! `vector.load`), or a wgmma or tcgen05.mma operand read through a
//! descriptor (its footprint, [`crate::simt::footprint::footprint`], cut to the
//! stage buffer it starts in; an operand that runs past its stage is the
//! descriptor rule's finding). Where other threads store into those bytes
//! (a stage filled in part by copies and in part by stores), the rule does
//! not decide whether the stores come first: a "not verified" warning.
//!
//! A stage buffer that no copy of the CTA lands in, and that its threads
//! store into, is *store-filled*: its written bytes are the union of every
//! thread's stores into it over the run, and a load or wgmma operand that
//! reads bytes of it that no store writes is an error at the reader, with
//! a note at the first store (the producer's fill loop stopped short: the
//! consumers read an earlier lap's bytes, or none). Only where every copy
//! landing in the CTA has a known destination and every rank's multicast
//! copies are known (else a stage that copies fill could look filled by
//! stores alone), and where the stage's stores were all kept. Where the
//! kernel writes shared memory in ways the simulation does not log
//! (`stmatrix`, inline assembly that stores, atomics or intrinsic copies on
//! shared memory), such a gap is a "not verified" warning naming that op.
//!
//! A multicast copy lands in every CTA of its mask: a CTA's written bytes
//! take the copies of every simulated CTA whose mask holds it (the joint
//! view of a cluster whose ranks differ), and of the other ranks when only
//! one rank's traces are kept (`landed`: its ranks run alike).
//!
//! Not followed (the rule says nothing there): stage buffers that
//! multicast copies fill when the cluster's ranks were not all simulated
//! (more than [`crate::cluster::RANK_LIMIT`] CTAs), configurations in
//! which a warp's log overflowed (its copies or stores may be missing),
//! accesses whose address or size the simulation cannot evaluate,
//! and MMA operands in other layouts than the descriptor rule reads. The union is over the whole run, not per lap: a
//! copy that fills one half on even laps and the other on odd laps passes.

use crate::descriptors::{mma_name, operand_reads};
use crate::maps::HashSet;
use crate::mma_release::released;
use crate::simt::memory::{decode, MemKind};
use crate::simt::WarpTrace;
use phaselock_ir::Op;

/// Most stores per lane whose bytes a later load of the lane may read
/// back (past it, further loads of stored bytes are reported as unwritten
/// only if no copy writes them either).
const OWN_LIMIT: usize = 4096;

/// Most stores per stage the rule keeps to tell a stage filled in part by
/// stores (past it, such a stage's unfilled reads are errors).
const STORED_LIMIT: usize = 1 << 16;

/// One stage buffer of one CTA: its arena bytes and what writes them.
struct Stage {
    alloc: Op,
    slot: i64,
    lo: i64,
    hi: i64,
    /// The byte ranges its copies write (sorted and merged by [`Stage::merge`]).
    written: Vec<(i64, i64)>,
    /// The first copy into it.
    copy: Option<Op>,
    /// The bytes each thread (warp * 32 + lane) of the CTA stores into it.
    stored: Vec<(usize, i64, i64)>,
    /// A multicast copy lands in it while the other CTAs' copies are not
    /// all known.
    unknown: bool,
    /// No copy lands in it: its written bytes are its threads' stores, the
    /// first of them here.
    store: Option<Op>,
}

impl Stage {
    fn write(&mut self, lo: i64, hi: i64) {
        let (lo, hi) = (lo.max(self.lo), hi.min(self.hi));
        if lo < hi {
            self.written.push((lo, hi));
        }
    }

    /// The first range of `[lo, hi)` (cut to the stage) that neither the
    /// copies nor the ranges `own` write.
    fn first_gap(&self, lo: i64, hi: i64, own: &[(i64, i64)]) -> Option<(i64, i64)> {
        let (lo, hi) = (lo.max(self.lo), hi.min(self.hi));
        // The copies first (sorted and merged once, by `merge`), then the
        // thread's own stores, only for what the copies leave.
        let gap = sweep(&self.written, lo, hi)?;
        let mut mine: Vec<(i64, i64)> = own
            .iter()
            .copied()
            .filter(|(a, b)| *a < hi && gap.0 < *b)
            .collect();
        if mine.is_empty() {
            return Some(gap);
        }
        mine.extend(
            self.written
                .iter()
                .copied()
                .filter(|(a, b)| *a < hi && gap.0 < *b),
        );
        mine.sort_unstable();
        sweep(&mine, gap.0, hi)
    }

    /// Sorts and merges the copies' ranges (once, after the fill).
    fn merge(&mut self) {
        self.written.sort_unstable();
        let mut merged: Vec<(i64, i64)> = Vec::with_capacity(self.written.len());
        for &(a, b) in &self.written {
            match merged.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        self.written = merged;
    }

    fn checked(&self) -> bool {
        (self.copy.is_some() || self.store.is_some()) && !self.unknown
    }

    /// A stage no copy lands in, which its threads' stores fill: those are
    /// its written bytes (all of them kept, else it is not checked).
    fn fill_by_stores(&mut self, first: Option<Op>) {
        if self.copy.is_some() || self.stored.is_empty() || self.stored.len() >= STORED_LIMIT {
            return;
        }
        self.written = self.stored.iter().map(|(_, a, b)| (*a, *b)).collect();
        self.store = first;
    }
}

/// The first range of `[lo, hi)` that the sorted ranges `written` leave
/// uncovered.
fn sweep(written: &[(i64, i64)], lo: i64, hi: i64) -> Option<(i64, i64)> {
    let mut at = lo;
    let start = written.partition_point(|(_, b)| *b <= lo);
    let mut end = hi;
    for &(a, b) in &written[start..] {
        if a > at {
            end = a.min(hi);
            break;
        }
        at = at.max(b);
        if at >= hi {
            break;
        }
    }
    (at < hi).then_some((at, end.max(at)))
}

/// Runs the rule on every CTA of `traces`; `names` gives each shared
/// buffer's name (the arena's starts with `@__async_arena_`); `ranks`:
/// every rank of the cluster was simulated (or the CTAs' copies do not
/// depend on the rank), so the multicast copies landing in a CTA are all
/// in `traces` (in the other CTAs' logs, or in `landed`).
pub fn check(
    func: Op,
    allocs: &[Op],
    traces: &[WarpTrace],
    names: &dyn Fn(usize) -> String,
    ranks: bool,
) -> Outcome {
    let mut ctas: Vec<i64> = traces.iter().map(|t| t.memory.cta).collect();
    ctas.sort_unstable();
    ctas.dedup();
    let mut outcome = Outcome::default();
    let overflow = traces
        .iter()
        .flat_map(|w| w.memory.events.iter())
        .any(|e| matches!(e.kind, MemKind::Overflow));
    if overflow {
        return outcome;
    }
    let mut seen = HashSet::default();
    // The kernel's first write of shared memory that the simulation does
    // not log, looked for once a stage filled by stores shows a gap.
    let found = std::cell::OnceCell::new();
    let unlogged = || *found.get_or_init(|| unlogged_writer(func));
    for cta in ctas {
        let mut stages = stages_of(allocs);
        if stages.is_empty() {
            return outcome;
        }
        // Whether a buffer is the arena, asked per access: read once a buffer.
        let known = std::cell::RefCell::new(crate::maps::HashMap::default());
        let arena = |base: usize| {
            *known
                .borrow_mut()
                .entry(base)
                .or_insert_with(|| names(base).starts_with("@__async_arena_"))
        };
        // Stages that no copy fills are filled by stores where every copy
        // landing in this CTA is known.
        let copies = fill(traces, cta, ranks, &mut stages, &arena) && ranks;
        let warps: Vec<&WarpTrace> = traces.iter().filter(|t| t.memory.cta == cta).collect();
        let firsts = stores(&warps, &mut stages, &arena);
        for (stage, first) in stages.iter_mut().zip(firsts) {
            if copies {
                stage.fill_by_stores(first);
            }
            stage.merge();
        }
        if stages.iter().any(Stage::checked) {
            let unverified = &mut outcome.unverified;
            outcome.reported |= !reads(&warps, &stages, &arena, &unlogged, &mut seen, unverified);
        }
    }
    outcome
}

/// The outcome of the rule on one configuration.
#[derive(Debug, Default)]
pub struct Outcome {
    /// An error was reported.
    pub reported: bool,
    /// A read the rule could not decide, and why.
    pub unverified: Option<(Op, String)>,
}

/// The stage buffers recorded on the `empty` arrays, nothing written yet.
fn stages_of(allocs: &[Op]) -> Vec<Stage> {
    let mut stages = Vec::new();
    for alloc in allocs {
        let size = alloc.int_attr("size").unwrap_or(0);
        for slot in 0..size.min(64) {
            if let Some((lo, hi)) = released(*alloc, slot) {
                stages.push(Stage {
                    alloc: *alloc,
                    slot,
                    lo: lo as i64,
                    hi: hi as i64,
                    written: Vec::new(),
                    copy: None,
                    stored: Vec::new(),
                    unknown: false,
                    store: None,
                });
            }
        }
    }
    stages
}

/// The stage holding arena byte `at`.
fn stage_at(stages: &mut [Stage], at: i64) -> Option<&mut Stage> {
    stages.iter_mut().find(|s| (s.lo..s.hi).contains(&at))
}

/// Records what the copies landing in CTA `cta` write into its stages:
/// its own copies into itself, and the multicast copies of every CTA
/// whose mask holds it (the other CTAs' logs, and `landed`). `false` when
/// a copy's destination is not known (a stage it may fill would look
/// filled by stores alone).
fn fill(
    traces: &[WarpTrace],
    cta: i64,
    ranks: bool,
    stages: &mut [Stage],
    arena: &dyn Fn(usize) -> bool,
) -> bool {
    let mut known = true;
    for t in traces {
        let own = t.memory.cta == cta;
        let events = t.memory.events.iter().map(|e| (e, own));
        let landed = t.memory.landed.iter().map(|e| (e, false));
        let events: Box<dyn Iterator<Item = _>> = if own {
            Box::new(events.chain(landed))
        } else {
            Box::new(events)
        };
        for (e, own) in events {
            let MemKind::Copy {
                bytes, dst, cast, ..
            } = &e.kind
            else {
                continue;
            };
            let here = match cast {
                None => own,
                Some(m) => (0..64).contains(&cta) && m & (1 << cta) != 0,
            };
            if !here {
                continue;
            }
            for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
                let Some((base, lo)) = dst[l].and_then(decode) else {
                    known = false;
                    continue;
                };
                if !arena(base) {
                    continue;
                }
                if let Some(stage) = stage_at(stages, lo) {
                    stage.write(lo, lo.saturating_add(*bytes));
                    stage.copy.get_or_insert(e.op);
                    stage.unknown |= cast.is_some() && !ranks;
                }
            }
        }
    }
    known
}

/// Checks the loads and wgmma operands of `warps` against the written
/// bytes; reports each op once (`seen`). `unlogged`: the kernel's first
/// write of shared memory that the simulation does not log (a gap in a
/// stage its stores fill is then a warning naming it).
fn reads(
    warps: &[&WarpTrace],
    stages: &[Stage],
    arena: &dyn Fn(usize) -> bool,
    unlogged: &dyn Fn() -> Option<Op>,
    seen: &mut HashSet<usize>,
    unverified: &mut Option<(Op, String)>,
) -> bool {
    let mut ok = true;
    let mut check = |op: Op,
                     thread: usize,
                     what: &str,
                     (lo, hi): (i64, i64),
                     own: &[(i64, i64)]| {
        let Some(stage) = stages.iter().find(|s| (s.lo..s.hi).contains(&lo)) else {
            return;
        };
        if !stage.checked() || seen.contains(&(op.0.ptr as usize)) {
            return;
        }
        let Some(gap) = stage.first_gap(lo, hi, own) else {
            return;
        };
        seen.insert(op.0.ptr as usize);
        // Other threads' stores into the bytes no copy writes: the stage
        // may be filled in part by stores, whose order before this read
        // the rule does not follow.
        let other = stage
            .stored
            .iter()
            .find(|(t, a, b)| *t != thread && *a < gap.1 && gap.0 < *b);
        if let Some((t, a, b)) = other {
            if unverified.is_none() {
                *unverified = Some((op, format!(
                    "{what} reads bytes {}..{} of a stage that its copies do not write, which thread {t} stores ({a}..{b}): whether those stores come before the read is not checked",
                    gap.0, gap.1
                )));
            }
            return;
        }
        if let Some(writer) = stage.store.and(unlogged()) {
            if unverified.is_none() {
                *unverified = Some((op, format!(
                    "{what} reads bytes {}..{} of a stage that stores fill, which no store the simulation follows writes; the {} at {} writes shared memory in a way it does not follow",
                    gap.0, gap.1, writer.name(), phaselock_ir::location_text(writer)
                )));
            }
            return;
        }
        report(op, what, (lo, hi), stage, gap);
        ok = false;
    };
    for w in warps {
        // Each lane's own stores into the stages so far: a thread reads
        // back what it wrote.
        let mut own: Vec<Vec<(i64, i64)>> = vec![Vec::new(); 32];
        for e in &w.memory.events {
            let MemKind::Access {
                store,
                bytes: Some(bytes),
                at,
            } = &e.kind
            else {
                continue;
            };
            for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
                let Some((_, lo)) = at[l].and_then(decode).filter(|(b, _)| arena(*b)) else {
                    continue;
                };
                let range = (lo, lo.saturating_add(*bytes));
                if *store {
                    if own[l].len() < OWN_LIMIT {
                        own[l].push(range);
                    }
                } else {
                    check(e.op, w.warp * 32 + l, "this load", range, &own[l]);
                }
            }
        }
        for (op, which, (lo, hi)) in operand_reads(std::slice::from_ref(*w)) {
            let what = format!("this {}'s {which} operand", mma_name(op));
            check(op, usize::MAX, &what, (lo as i64, hi as i64), &[]);
        }
    }
    ok
}

/// Records every thread's stores into the stages of `warps`; the first
/// store into each stage.
fn stores(
    warps: &[&WarpTrace],
    stages: &mut [Stage],
    arena: &dyn Fn(usize) -> bool,
) -> Vec<Option<Op>> {
    let mut first = vec![None; stages.len()];
    for w in warps {
        for e in &w.memory.events {
            let MemKind::Access {
                store: true,
                bytes: Some(bytes),
                at,
            } = &e.kind
            else {
                continue;
            };
            for l in (0..32).filter(|l| e.mask & (1 << l) != 0) {
                let Some((_, lo)) = at[l].and_then(decode).filter(|(b, _)| arena(*b)) else {
                    continue;
                };
                let Some(i) = stages.iter().position(|s| (s.lo..s.hi).contains(&lo)) else {
                    continue;
                };
                first[i].get_or_insert(e.op);
                let stage = &mut stages[i];
                if stage.stored.len() < STORED_LIMIT {
                    stage
                        .stored
                        .push((w.warp * 32 + l, lo, lo.saturating_add(*bytes)));
                }
            }
        }
    }
    first
}

/// The kernel's first op that may write shared memory and that the
/// simulation does not log as a store: `stmatrix`, inline assembly that
/// stores or reduces into shared memory or copies into it, and atomics,
/// intrinsic copies and masked or scattered vector stores on a shared
/// pointer or memref.
fn unlogged_writer(func: Op) -> Option<Op> {
    func.descendants().into_iter().find(|op| {
        let name = op.name();
        match name.as_str() {
            "nvvm.stmatrix" => true,
            "llvm.inline_asm" => op.str_attr("asm_string").is_some_and(|t| {
                [
                    "st.shared",
                    "stmatrix",
                    "atom.shared",
                    "red.shared",
                    "st.async",
                    "cp.async",
                ]
                .iter()
                .any(|w| t.contains(w))
            }),
            "llvm.atomicrmw"
            | "llvm.cmpxchg"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "memref.copy"
            | "vector.transfer_write"
            | "vector.maskedstore"
            | "vector.scatter"
            | "vector.compressstore"
            | "llvm.intr.memcpy"
            | "llvm.intr.memmove"
            | "llvm.intr.memset" => (0..op.num_operands())
                .any(|i| crate::simt::memory::is_shared(phaselock_ir::value_type(op.operand(i)))),
            _ => false,
        }
    })
}

/// The error at the reading `op`, and the note at the stage's copy (or,
/// in a stage that stores fill, its first store).
fn report(op: Op, what: &str, read: (i64, i64), stage: &Stage, gap: (i64, i64)) {
    let name = stage.alloc.str_attr("name").unwrap_or_default();
    let ring = name.strip_suffix(".empty").unwrap_or(&name);
    let (first, last) = (
        stage.written.first().map_or(stage.lo, |w| w.0),
        stage.written.iter().map(|w| w.1).max().unwrap_or(stage.lo),
    );
    let head = format!(
        "{what} reads bytes {}..{} of the stage buffer {}..{} of '{ring}' (slot {})",
        read.0, read.1, stage.lo, stage.hi, stage.slot
    );
    let (gap_lo, gap_hi) = gap;
    let (message, note) = match (stage.copy, stage.store) {
        (None, Some(store)) => (
            format!(
                "{head}, but no store into that stage writes bytes {gap_lo}..{gap_hi} (its stores write {first}..{last}): the producer commits the stage without filling what is read here (a fill loop shorter than the stage?), so the read sees an earlier lap's bytes, or none",
            ),
            Some((store, "the first store into the stage".to_string())),
        ),
        (copy, _) => (
            format!(
                "{head}, but no copy into that stage writes bytes {gap_lo}..{gap_hi} (its copies write {first}..{last}){}: the copies complete the stage's barrier without filling what is read here (a copy's box or byte count smaller than the stage?)",
                if what == "this load" {
                    " and no store of this thread did"
                } else {
                    ""
                }
            ),
            copy.map(|c| (c, "the first copy into the stage".to_string())),
        ),
    };
    op.error_with_notes(&message, &note.into_iter().collect::<Vec<_>>());
}
