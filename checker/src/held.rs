//! Every access a thread makes to a pipeline's stage buffers while it holds
//! stages of that pipeline lies in a stage it holds: the stage window of
//! the pipelines `async-insert-phases` lowered, whatever fills the stage
//! (bulk or tensor copies, multicast copies of other CTAs, the producer's
//! own stores).
//!
//! Input: the simulation's memory logs ([`crate::simt::memory`]) of one
//! configuration, and the stage buffers that `async-insert-phases` records
//! on each pipeline's `empty` array (`buffers`, `buffer_stride`: slot `i`
//! is `[buffers + i * buffer_stride, + buffer_stride)` of the arena, the
//! `@__async_arena_*` global), whose `full` array is the allocation of the
//! same size named after it (`ring.full` beside `ring.empty`).
//!
//! A lane *holds* slot `i` of a pipeline from its wait on `full[i]` (a
//! consumer's `consumer_wait`) or on `empty[i]` (a producer's
//! `producer_acquire`) to its arrive on `empty[i]` (the consumer's release)
//! or on `full[i]` (the producer's commit): what the pipeline's semantics
//! give it, the bytes of that stage and no others. A load, store or wgmma
//! operand (read at its issue, as the hull of its footprint) that touches a
//! stage buffer of a pipeline of which the lane holds a slot must lie
//! wholly in a slot it holds; otherwise it is an error at the access: an
//! index past its stage reaches the next slot, which another lap's
//! producer may be filling or another consumer reading. A lane that holds
//! no slot of the pipeline is not judged here: the buffer-window check
//! ([`crate::buffers`]) follows the windows that copies open and CTA or
//! named barriers hand on, and an access before any wait is
//! [`crate::buffers`]' or `async-verify`'s concern.
//!
//! This closes what the buffer-window check does not see: stages that the
//! producer fills with ordinary stores (no copy makes a region there), and
//! the bytes of a stage that other CTAs' multicast copies fill (only this
//! CTA's own copies make regions). In the lowered code every thread of a
//! role runs the waits (the arrive units elect one thread to arrive after a
//! barrier of the role); a thread that did not arrive itself still holds
//! its slot, which makes the rule accept more, never less.
//!
//! An access whose address the simulation cannot evaluate, made while its
//! lane holds a slot, makes a "not verified" warning naming it. Not
//! followed here: stage buffers of hand-written kernels (no `buffers`
//! recorded: the window check's, with their copies and store fills), and
//! bytes past the last slot of a ring, which lie in no slot: an access
//! there through a stage's address is past that stage, an error the
//! simulation records (`simt::memory`'s `Views`) and `trace_rules`
//! reports where this rule did not report the access.

use crate::maps::{HashMap, HashSet};
use crate::mma_release::released;
use crate::simt::memory::{decode, Log, MemKind};
use crate::simt::{BarrierId, WarpTrace};
use phaselock_ir::{self as ir, Op};

/// Most slots of one pipeline the rule follows.
const SLOT_LIMIT: i64 = 64;

/// One slot of a pipeline: its arena bytes and its two barriers.
struct Slot {
    /// The pipeline: its `empty` array's index among the allocations.
    ring: usize,
    /// Its name.
    name: String,
    index: i64,
    lo: i64,
    hi: i64,
    full: BarrierId,
    empty: BarrierId,
}

/// Where a lane stands with one slot.
#[derive(Clone, Copy)]
enum Hold {
    /// It has not waited on the slot yet.
    Never,
    /// Held since this wait.
    Held(Op),
    /// Handed on by this arrive.
    Left(Op),
}

/// The outcome of the rule on one configuration.
#[derive(Debug, Default)]
pub struct Outcome {
    /// An error was reported.
    pub reported: bool,
    /// An access made while its thread holds a stage whose address the
    /// simulation cannot evaluate, and why it is not checked.
    pub unverified: Option<(Op, String)>,
    /// The ops reported at.
    pub ops: HashSet<usize>,
}

/// Runs the rule on every warp of `traces` (`names`: each shared buffer's
/// name), reporting each access once.
pub fn check(allocs: &[Op], traces: &[WarpTrace], names: &dyn Fn(usize) -> String) -> Outcome {
    let slots = slots_of(allocs);
    if slots.is_empty() {
        return Outcome::default();
    }
    let mut rule = Rule {
        // The slot of each `full` and `empty` barrier.
        of: slots
            .iter()
            .enumerate()
            .flat_map(|(s, slot)| [(slot.full, s), (slot.empty, s)])
            .collect(),
        // The bytes of all the slots: an access outside is none of theirs.
        hull: (
            slots.iter().map(|s| s.lo).min().unwrap_or(0),
            slots.iter().map(|s| s.hi).max().unwrap_or(0),
        ),
        slots,
        names,
        arena: HashMap::default(),
        seen: HashSet::default(),
        outcome: Outcome::default(),
    };
    for w in traces {
        let cluster = !w.memory.ranks.is_empty();
        for log in std::iter::once(&w.memory).chain(&w.memory.ranks) {
            rule.warp(w, log, cluster);
        }
    }
    rule.outcome
}

/// The rule's facts of one configuration, and what it found.
struct Rule<'a> {
    slots: Vec<Slot>,
    of: HashMap<BarrierId, usize>,
    hull: (i64, i64),
    names: &'a dyn Fn(usize) -> String,
    /// Whether each buffer is the arena (asked per access, read once).
    arena: HashMap<usize, bool>,
    /// The accesses reported.
    seen: HashSet<usize>,
    outcome: Outcome,
}

/// The slots of every pipeline whose `empty` array records its buffers.
fn slots_of(allocs: &[Op]) -> Vec<Slot> {
    let mut slots = Vec::new();
    for (e, alloc) in allocs.iter().enumerate() {
        let Some(name) = alloc.str_attr("name") else {
            continue;
        };
        let Some(ring) = name.strip_suffix(".empty") else {
            continue;
        };
        let size = alloc.int_attr("size").unwrap_or(0);
        // Its `full` array: the allocation of that name and size nearest
        // to it (`async-insert-phases` makes it just before; the joint view
        // of a cluster repeats the allocations once per rank).
        let full = format!("{ring}.full");
        let Some(f) = (0..allocs.len())
            .filter(|f| {
                allocs[*f].str_attr("name").as_deref() == Some(full.as_str())
                    && allocs[*f].int_attr("size") == Some(size)
            })
            .min_by_key(|f| (f.abs_diff(e), *f > e))
        else {
            continue;
        };
        for index in 0..size.min(SLOT_LIMIT) {
            let Some((lo, hi)) = released(*alloc, index) else {
                break;
            };
            slots.push(Slot {
                ring: e,
                name: ring.to_string(),
                index,
                lo: lo as i64,
                hi: hi as i64,
                full: (f, index),
                empty: (e, index),
            });
        }
    }
    slots
}

impl Rule<'_> {
    /// Runs the lanes of one warp over its log (`log`: this CTA's, or
    /// another rank's; `cluster`: name the rank).
    fn warp(&mut self, w: &WarpTrace, log: &Log, cluster: bool) {
        let mut hold = vec![vec![Hold::Never; self.slots.len()]; 32];
        for e in &log.events {
            let (store, bytes) = match &e.kind {
                MemKind::Wait(b, _) | MemKind::Arrive(b, _) => {
                    if let Some(&s) = self.of.get(b) {
                        let now = if matches!(e.kind, MemKind::Wait(..)) {
                            Hold::Held(e.op)
                        } else {
                            Hold::Left(e.op)
                        };
                        lanes(e.mask).for_each(|l| hold[l][s] = now);
                    }
                    continue;
                }
                MemKind::Access { store, bytes, .. } => (*store, *bytes),
                MemKind::MmaRead { bytes, .. } => (false, Some(*bytes)),
                _ => continue,
            };
            if self.seen.contains(&(e.op.0.ptr as usize)) {
                continue;
            }
            for l in lanes(e.mask) {
                let Some((base, lo)) = address(&e.kind, l).and_then(decode) else {
                    self.unknown(e.op, &hold[l]);
                    continue;
                };
                let hi = lo.saturating_add(bytes.unwrap_or(1).max(1));
                if hi <= self.hull.0 || self.hull.1 <= lo || !self.is_arena(base) {
                    continue;
                }
                if let Some(text) = judge(&self.slots, &hold[l], (lo, hi)) {
                    let mut thread = (w.warp * 32 + l).to_string();
                    if cluster || log.cta != 0 {
                        thread += &format!(" of the CTA of rank {}", log.cta);
                    }
                    let role = w
                        .role
                        .as_deref()
                        .map(|r| format!(" (role '{r}')"))
                        .unwrap_or_default();
                    let verb = if store { "writes" } else { "reads" };
                    e.op.error(&format!(
                        "stage buffer accessed outside the stage this thread holds: thread {thread}{role} {verb} bytes {lo}..{hi} of the arena, {text}"
                    ));
                    self.seen.insert(e.op.0.ptr as usize);
                    self.outcome.ops.insert(e.op.0.ptr as usize);
                    self.outcome.reported = true;
                    break;
                }
            }
        }
    }

    fn is_arena(&mut self, base: usize) -> bool {
        let names = self.names;
        *self
            .arena
            .entry(base)
            .or_insert_with(|| names(base).starts_with("@__async_arena_"))
    }

    /// A shared-memory access of unknown address by a lane in the state
    /// `hold`: not checked, which the kernel's warning says when the lane
    /// holds a stage.
    fn unknown(&mut self, op: Op, hold: &[Hold]) {
        if self.outcome.unverified.is_some() {
            return;
        }
        let Some(s) = hold.iter().position(|h| matches!(h, Hold::Held(_))) else {
            return;
        };
        self.outcome.unverified = Some((
            op,
            format!(
                "the simulation cannot evaluate the shared-memory address of this access, made while its thread holds slot {} of pipeline '{}', so whether it stays in that stage is not checked",
                self.slots[s].index, self.slots[s].name
            ),
        ));
    }
}

/// The address lane `l` of an access or wgmma operand read touches.
fn address(kind: &MemKind, l: usize) -> Option<i64> {
    match kind {
        MemKind::Access { at, .. } => at[l],
        MemKind::MmaRead { at, .. } => Some(*at),
        _ => None,
    }
}

/// Why the access of bytes `[lo, hi)` by a lane in the state `hold` is
/// outside the slots it holds, or `None` when it is not.
fn judge(slots: &[Slot], hold: &[Hold], (lo, hi): (i64, i64)) -> Option<String> {
    // The common cases first, with nothing allocated: in a slot it holds,
    // or in no slot.
    let inside = |s: &Slot| s.lo <= lo && hi <= s.hi;
    if slots
        .iter()
        .zip(hold)
        .any(|(s, h)| matches!(h, Hold::Held(_)) && inside(s))
        || !slots.iter().any(|s| s.lo < hi && lo < s.hi)
    {
        return None;
    }
    let touched: Vec<usize> = (0..slots.len())
        .filter(|s| slots[*s].lo < hi && lo < slots[*s].hi)
        .collect();
    let mut rings: Vec<usize> = touched.iter().map(|s| slots[*s].ring).collect();
    rings.dedup();
    let mut finding = None;
    for ring in rings {
        // The slots of that pipeline the lane holds, with their waits.
        let held: Vec<(usize, Op)> = (0..slots.len())
            .filter(|s| slots[*s].ring == ring)
            .filter_map(|s| match hold[s] {
                Hold::Held(wait) => Some((s, wait)),
                _ => None,
            })
            .collect();
        if held
            .iter()
            .any(|(s, _)| slots[*s].lo <= lo && hi <= slots[*s].hi)
        {
            return None;
        }
        if finding.is_none() && !held.is_empty() {
            finding = Some(outside(slots, hold, &touched, &held));
        }
    }
    finding
}

/// The text of an access of the slots `touched` by a lane holding `held`
/// of that pipeline.
fn outside(slots: &[Slot], hold: &[Hold], touched: &[usize], held: &[(usize, Op)]) -> String {
    let name = held.first().map_or("", |(s, _)| slots[*s].name.as_str());
    let ring = held.first().map(|(s, _)| slots[*s].ring);
    let mine = held
        .iter()
        .map(|(s, wait)| {
            let slot = &slots[*s];
            format!(
                "slot {} ({}..{}, its wait at {})",
                slot.index,
                slot.lo,
                slot.hi,
                ir::location_text(*wait)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let others: Vec<String> = touched
        .iter()
        .filter(|s| Some(slots[**s].ring) == ring && !held.iter().any(|(h, _)| h == *s))
        .map(|s| {
            let slot = &slots[*s];
            let how = match hold[*s] {
                Hold::Left(arrive) => {
                    format!(", which it handed on at {}", ir::location_text(arrive))
                }
                _ => String::new(),
            };
            format!("slot {} ({}..{}{how})", slot.index, slot.lo, slot.hi)
        })
        .collect();
    if others.is_empty() {
        format!("past the end of the stage of pipeline '{name}' it holds, {mine}")
    } else {
        format!(
            "in {} of pipeline '{name}', while it holds {mine}: past its stage, into a slot that another lap's producer may be filling or another consumer reading",
            others.join(" and ")
        )
    }
}

/// The lanes of `mask`.
fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |l| mask & (1 << l) != 0)
}
