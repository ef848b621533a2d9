//! Tensor memory (sm_100a): every warp that takes columns with
//! `tcgen05.alloc` gives the same number back with `tcgen05.dealloc`
//! before the kernel ends, and only a warp that took them gives them back.
//!
//! Tensor memory outlives the CTA that does not free it: the next CTA on
//! the SM then blocks in its own `tcgen05.alloc` forever. And the PTX ISA
//! requires the columns to be freed by the warp that allocated them. The
//! rule runs on the simulated traces (the warps' `Alloc` and `Dealloc`
//! marks, in program order), with each op's column count read as a
//! constant; an op whose count is not a constant leaves the balance
//! unverified, with a warning that says so.

use crate::maps::HashSet;
use crate::simt::{tcgen05::Tcgen05, WarpTrace};
use phaselock_ir::{self as ir, Op};

/// Reports each unbalanced allocation or foreign dealloc once; `false` if
/// any.
pub(crate) fn check(traces: &[WarpTrace]) -> bool {
    let mut ok = true;
    let mut reported: HashSet<usize> = HashSet::default();
    let mut report = |op: Op, message: String| {
        if reported.insert(op.0.ptr as usize) {
            op.error(&message);
        }
    };
    for trace in traces {
        let mut held: Vec<(Op, i64)> = Vec::new();
        for mark in &trace.marks {
            let (alloc, dealloc) = (mark.kind == Tcgen05::Alloc, mark.kind == Tcgen05::Dealloc);
            if !alloc && !dealloc {
                continue;
            }
            let Some(columns) = columns(mark.op) else {
                ir::emit_warning(
                    mark.op.location(),
                    "tensor memory not verified: the column count of this op is not a constant, so the checker cannot tell whether every allocation is freed",
                );
                return ok;
            };
            if alloc {
                held.push((mark.op, columns));
                continue;
            }
            let total: i64 = held.iter().map(|(_, c)| c).sum();
            if total < columns {
                report(
                    mark.op,
                    format!(
                        "warp {} frees {columns} columns of tensor memory here but holds {total}: tensor memory must be freed by the warp that allocated it, no more than it took",
                        trace.warp
                    ),
                );
                ok = false;
                held.clear();
                continue;
            }
            take(&mut held, columns);
        }
        if let Some((op, _)) = held.first() {
            let total: i64 = held.iter().map(|(_, c)| c).sum();
            report(
                *op,
                format!(
                    "warp {} allocates tensor memory here and still holds {total} columns of it when the kernel ends: a CTA that exits without tcgen05.dealloc leaves them taken, and the next CTA on the SM waits in tcgen05.alloc forever",
                    trace.warp
                ),
            );
            ok = false;
        }
    }
    ok
}

/// The column count of an alloc or dealloc (its operand 1).
fn columns(op: Op) -> Option<i64> {
    if op.name() == "llvm.inline_asm" || op.num_operands() < 2 {
        return None;
    }
    ir::constant_int(op.operand(1))
}

/// Gives back `columns` from the oldest allocations first.
fn take(held: &mut Vec<(Op, i64)>, mut columns: i64) {
    while columns > 0 && !held.is_empty() {
        if held[0].1 <= columns {
            columns -= held[0].1;
            held.remove(0);
        } else {
            held[0].1 -= columns;
            columns = 0;
        }
    }
}
