//! Releases that overtake an asynchronous reader: a stage buffer read by a
//! wgmma (sm_90a) handed back before the wgmma is known complete.
//!
//! `wgmma.mma_async` reads its shared-memory operands after the issuing
//! warpgroup has moved on. Its completion is observed only through the
//! wgmma groups: `wgmma.commit_group` closes the group of the MMAs issued
//! since the last commit, and `wgmma.wait_group N` returns once at most the
//! N most recent committed groups are pending. A release of the buffer
//! (an arrive on the `empty` barrier that hands it back) while a group that
//! reads it may be pending lets the producer overwrite the operands under
//! the running MMA.
//!
//! Expects: the traces of [`crate::simt`], whose warps record the wgmma
//! ops as [`WgmmaMark`]s with the start addresses of their descriptors
//! (arena-relative: the simulation takes the arena's address as 0, and
//! `async.stage.descriptor` lowers to arithmetic on it), and barrier
//! allocations with `buffers` / `buffer_stride` (set by
//! `async-insert-phases` on a pipeline's `empty` array, or written by the
//! author): an arrive on barrier i of such an array releases
//! `[buffers + i * buffer_stride, + buffer_stride)`.
//!
//! Reports, per warp, at the arrive: a release of bytes that an MMA of a
//! pending group reads (naming the MMA and the `wait_group` depth that
//! would retire its group), or that an MMA not yet committed reads.
//! Descriptors the simulation cannot evaluate are not followed.

use crate::simt::{EventKind, WarpTrace};
use phaselock_ir::swizzle::start_address;
use phaselock_ir::{self as ir, Op};
use std::collections::HashSet;

/// A wgmma op in a warp's trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wgmma {
    /// `wgmma.mma_async`, with its descriptors (A's and B's; `None` when
    /// unknown or from registers).
    Mma([Option<u64>; 2]),
    /// `wgmma.commit_group`.
    Commit,
    /// `wgmma.wait_group N`.
    Wait(i64),
}

/// A wgmma op among a warp's events.
#[derive(Debug, Clone, Copy)]
pub struct WgmmaMark {
    /// Its place: it comes before `events[at]`.
    pub at: usize,
    /// What it is.
    pub kind: Wgmma,
    /// The op.
    pub op: Op,
    /// A descriptor operand the simulation could not evaluate: the MMA's
    /// reads are not followed (a warning says so).
    pub unknown: bool,
}

/// What the inline assembly `text` is as a wgmma op: `wgmma.mma_async`
/// (its A and B descriptors given as `operand(token)`, for the `$i`
/// tokens after the accumulator list; an A in registers, `{...}`, reads no
/// shared memory), `wgmma.commit_group`, `wgmma.wait_group N`. The second
/// value says whether a descriptor token could not be evaluated.
pub fn wgmma_asm_kind(text: &str, operand: impl Fn(&str) -> Option<i64>) -> Option<(Wgmma, bool)> {
    let body = text.trim_start().trim_start_matches('@').trim_start();
    if text.contains("wgmma.commit_group") {
        return Some((Wgmma::Commit, false));
    }
    if let Some(rest) = text.split("wgmma.wait_group").nth(1) {
        let n = rest
            .split(|c: char| c.is_whitespace() || c == ';')
            .filter(|t| !t.is_empty() && !t.starts_with('.'))
            .find_map(|t| t.parse::<i64>().ok())?;
        return Some((Wgmma::Wait(n), false));
    }
    if !body.contains("wgmma.mma_async") {
        return None;
    }
    // The accumulator list, then A (a descriptor or a register list), B.
    let after_d = text.split_once('}')?.1;
    let mut rest = after_d.trim_start().trim_start_matches(',').trim_start();
    let a = if rest.starts_with('{') {
        rest = rest.split_once('}')?.1;
        None
    } else {
        let (tok, tail) = rest.split_once(',').unwrap_or((rest, ""));
        rest = tail;
        Some(tok.trim())
    };
    let b = rest
        .trim_start()
        .trim_start_matches(',')
        .split(',')
        .next()
        .map(str::trim);
    let mut unknown = false;
    let mut read = |tok: Option<&str>| {
        let tok = tok?;
        let v = operand(tok).map(|d| d as u64);
        unknown |= v.is_none();
        v
    };
    let descriptors = [read(a), read(b)];
    Some((Wgmma::Mma(descriptors), unknown))
}

/// What `op` is as a wgmma op, its descriptors given as `descriptor(i)`
/// (the value of operand i on the first active lane).
pub fn wgmma_kind(op: Op, descriptor: impl Fn(usize) -> Option<i64>) -> Option<Wgmma> {
    match op.name().as_str() {
        "async.warpgroup.mma" => {
            // A from registers reads no shared memory.
            let a = (!register_a(op))
                .then(|| descriptor(1))
                .flatten()
                .map(|d| d as u64);
            Some(Wgmma::Mma([a, descriptor(2).map(|d| d as u64)]))
        }
        "nvvm.wgmma.mma_async" => {
            let at = |i: usize| {
                (op.num_operands() > i)
                    .then(|| descriptor(i))
                    .flatten()
                    .map(|d| d as u64)
            };
            Some(Wgmma::Mma([at(1), at(2)]))
        }
        "nvvm.wgmma.commit.group.sync.aligned" => Some(Wgmma::Commit),
        "nvvm.wgmma.wait.group.sync.aligned" => Some(Wgmma::Wait(op.int_attr("group")?)),
        _ => None,
    }
}

/// Whether `op` is an `async.warpgroup.mma` whose A comes from registers.
pub fn register_a(op: Op) -> bool {
    phaselock_ir::mma_a_from_registers(op)
}

/// Whether a wgmma's reads of `kind` are not all known: a descriptor the
/// simulation could not evaluate (A from registers has none).
pub fn unknown_reads(op: Op, kind: Wgmma) -> bool {
    match kind {
        Wgmma::Mma([a, b]) => b.is_none() || (a.is_none() && !register_a(op)),
        _ => false,
    }
}

/// A pending MMA: its op and the addresses it reads.
type Reader = (Op, [Option<u64>; 2]);

/// The wgmma state of one warp: committed groups still pending (oldest
/// first) and the MMAs issued since the last commit.
#[derive(Default)]
struct Groups {
    pending: Vec<Vec<Reader>>,
    open: Vec<Reader>,
}

impl Groups {
    fn apply(&mut self, kind: Wgmma, op: Op) {
        match kind {
            Wgmma::Mma(reads) => self.open.push((op, reads)),
            Wgmma::Commit => self.pending.push(std::mem::take(&mut self.open)),
            Wgmma::Wait(n) => {
                let keep = n.max(0) as usize;
                let retired = self.pending.len().saturating_sub(keep);
                self.pending.drain(..retired);
            }
        }
    }

    /// An MMA reading `[lo, hi)` that may still run: the MMA and how many
    /// groups were committed after its own (`None`: not committed yet).
    fn reader_of(&self, lo: u64, hi: u64) -> Option<(Op, Option<usize>)> {
        let reads = |r: &Reader| {
            r.1.iter().flatten().any(|&d| {
                let a = start_address(d);
                a >= lo && a < hi
            })
        };
        if let Some(r) = self.open.iter().find(|r| reads(r)) {
            return Some((r.0, None));
        }
        let n = self.pending.len();
        self.pending
            .iter()
            .enumerate()
            .rev()
            .find_map(|(g, group)| {
                group
                    .iter()
                    .find(|r| reads(r))
                    .map(|r| (r.0, Some(n - 1 - g)))
            })
    }
}

/// The bytes an arrive on barrier `index` of `alloc` releases, if its
/// array records them.
pub(crate) fn released(alloc: Op, index: i64) -> Option<(u64, u64)> {
    let base = alloc.int_attr("buffers")?;
    let stride = alloc.int_attr("buffer_stride")?;
    let lo = base.checked_add(index.checked_mul(stride)?)?;
    let hi = lo.checked_add(stride)?;
    (lo >= 0 && hi >= lo).then_some((lo as u64, hi as u64))
}

/// Runs the rule on every warp's trace; reports each release once, at its
/// arrive. `false` if any.
pub fn check(allocs: &[Op], traces: &[WarpTrace]) -> bool {
    let mut seen = HashSet::new();
    let mut ok = true;
    for trace in traces.iter().filter(|t| !t.wgmma.is_empty()) {
        let mut groups = Groups::default();
        let mut marks = trace.wgmma.iter().peekable();
        for (i, event) in trace.events.iter().enumerate() {
            while let Some(m) = marks.next_if(|m| m.at <= i) {
                groups.apply(m.kind, m.op);
            }
            if !matches!(event.kind, EventKind::Arrive(_)) {
                continue;
            }
            let Some((lo, hi)) = allocs
                .get(event.barrier.0)
                .and_then(|a| released(*a, event.barrier.1))
            else {
                continue;
            };
            if let Some((mma, after)) = groups.reader_of(lo, hi) {
                if seen.insert(event.op.0.ptr as usize) {
                    report(allocs, event, mma, after, trace);
                    ok = false;
                }
            }
        }
    }
    ok
}

fn report(
    allocs: &[Op],
    event: &crate::simt::Event,
    mma: Op,
    after: Option<usize>,
    trace: &WarpTrace,
) {
    let barrier = crate::barrier_name(allocs, event.barrier);
    let at = ir::location_text(mma);
    let warp = match &trace.role {
        Some(role) => format!("role '{role}', warp {}", trace.warp),
        None => format!("warp {}", trace.warp),
    };
    let fix = match after {
        None => "commit its group (nvvm.wgmma.commit.group.sync.aligned) and wait for it with nvvm.wgmma.wait.group.sync.aligned 0 before the release".to_string(),
        Some(0) => "its group is the most recent one, so only nvvm.wgmma.wait.group.sync.aligned 0 retires it before the release (or release the stage after a later wait that retires it, as a K loop does that releases the previous stage after wait_group 1)".to_string(),
        Some(n) => format!(
            "its group has {n} group{} committed after it, so it is retired by nvvm.wgmma.wait.group.sync.aligned {n} or less before the release",
            if n == 1 { "" } else { "s" }
        ),
    };
    event.op.error(&format!(
        "release on barrier {barrier} hands back a stage buffer that the wgmma at {at} may still be reading ({warp}): wgmma reads shared memory asynchronously, so the producer can overwrite its operands; {fix}"
    ));
}
