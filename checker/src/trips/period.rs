//! The period premise: each barrier op in a loop that the plan sets meets
//! its (slot, phase) again `P` laps later.
//!
//! Two checks discharge it. The value analysis
//! ([`cursor_shape`](crate::simt::cursors::cursor_shape)) reads
//! the operands that choose a barrier op's slot and parity (the index of
//! `barrier.get`, the parity of `barrier.wait`) as functions of the
//! loop's counter `k`: loop-invariant values, `k` through additions and
//! multiplications by invariants, floor division and right shift by
//! constants (values that move on by a fixed amount every `m` laps), and
//! then remainder, mask or truncation to a few bits (periodic, with a
//! period it computes: `(k div N) & 1` repeats every `2N` laps);
//! and loop-carried registers (the phase registers of
//! `async-insert-phases`), whose next value depends on the registers and
//! invariants alone. A period that does not divide `P` (`((k * 11) >> 6)
//! & 1` repeats every 128 laps), and a value of any other form, is not
//! shown periodic.
//! The direct check ([`lap_mismatch`]) compares, in one long run, every
//! lap's barrier ops (op, barrier slot, parity) with those `P` laps
//! earlier; the first lap that differs becomes a configuration of its own.

use crate::simt::WarpTrace;
use phaselock_ir::Op;

/// The first lap of a loop run in `traces` whose barrier ops (op, kind,
/// barrier slot) differ from those `p` laps earlier, among laps `2p` and
/// later (earlier laps are the first round, which the small counts
/// check): the lap and an op of it.
pub fn lap_mismatch(traces: &[WarpTrace], loops: &[Op], p: i64) -> Option<(usize, Op)> {
    let p = usize::try_from(p).ok()?.max(1);
    let mut first: Option<(usize, Op)> = None;
    for trace in traces {
        for run in trace.loops.iter().filter(|r| loops.contains(&r.op)) {
            let lap = |j: usize| {
                let start = run.laps[j];
                let end = run.laps.get(j + 1).copied().unwrap_or(run.end);
                &trace.events[start..end]
            };
            for j in 2 * p..run.laps.len() {
                let (now, then) = (lap(j), lap(j - p));
                let same = now.len() == then.len()
                    && now
                        .iter()
                        .zip(then)
                        .all(|(a, b)| a.op == b.op && a.barrier == b.barrier && a.kind == b.kind);
                if !same {
                    let op = now.first().or(then.first()).map(|e| e.op).unwrap_or(run.op);
                    if first.is_none_or(|(l, _)| j < l) {
                        first = Some((j, op));
                    }
                    break;
                }
            }
        }
    }
    first
}
