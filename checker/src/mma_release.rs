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
//! ops as [`WgmmaMark`](crate::simt::wgmma::WgmmaMark)s with the start addresses of their descriptors
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

use crate::maps::HashSet;
use crate::simt::{wgmma::Wgmma, EventKind, WarpTrace};
use phaselock_ir::swizzle::start_address;
use phaselock_ir::{self as ir, Op};

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
    let mut seen = HashSet::default();
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
