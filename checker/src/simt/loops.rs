//! The loops the simulation shortens and the trip plan follows: the barrier
//! ops a loop must hold ([`is_barrier_op`]), an `scf.for`'s bounds, and how
//! many cursors every long loop with constant bounds leaves out
//! ([`trimmed_cursors`]).

use super::cursors::cursor_shape;
use mlir_sys::MlirValue;
use phaselock_ir::{self as ir, Op, OpKind};

/// Whether `op` is a barrier op for the loops the simulation shortens and
/// the trip plan follows: an op on an mbarrier (but its allocation and
/// addressing) or a copy.
pub(crate) fn is_barrier_op(op: Op) -> bool {
    op.kind().is_some_and(acts_on_barrier)
}

/// Whether an op of kind `kind` acts on an mbarrier (but its allocation
/// and addressing) or is a copy: what a loop must hold for the trip plan
/// to follow it.
fn acts_on_barrier(kind: OpKind) -> bool {
    match kind {
        OpKind::BarrierArrive
        | OpKind::BarrierArriveExpectTx
        | OpKind::BarrierCommitMma
        | OpKind::BarrierCounter
        | OpKind::BarrierExpectTx
        | OpKind::BarrierTryWait
        | OpKind::BarrierWait
        | OpKind::CopyBulk
        | OpKind::CopyBulkStore
        | OpKind::CopyTensor
        | OpKind::CopyTensorStore
        | OpKind::CopyStoreWait => true,
        OpKind::BarrierAlloc
        | OpKind::BarrierGet
        | OpKind::ClusterBarrier
        | OpKind::FenceProxyAsync
        | OpKind::FragmentBroadcastRows
        | OpKind::FragmentCoordinates
        | OpKind::FragmentPack
        | OpKind::FragmentReduceRows
        | OpKind::PipelineCreate
        | OpKind::Role
        | OpKind::StageBarrier
        | OpKind::StageBuffer
        | OpKind::StageConsumerRelease
        | OpKind::StageConsumerWait
        | OpKind::StageDescriptor
        | OpKind::StageIndex
        | OpKind::StageProducerAcquire
        | OpKind::StageProducerCommit
        | OpKind::TurnPass
        | OpKind::TurnWait
        | OpKind::WarpReduce
        | OpKind::WarpSpecialize
        | OpKind::WarpgroupMma => false,
    }
}

/// The bounds and step of `scf.for` `lp`.
pub(crate) fn bounds(lp: Op) -> Vec<MlirValue> {
    (0..lp.num_operands().min(3))
        .map(|i| lp.operand(i))
        .collect()
}

/// Whether `lp` holds an op on an mbarrier or a copy completing on one.
pub(super) fn holds_barrier_op(lp: Op) -> bool {
    lp.descendants().into_iter().any(is_barrier_op)
}

/// How many cursors every `scf.for` with constant bounds and barrier ops
/// inside leaves out of the end of its range, for a barriers' period `p`:
/// the same number `R` for all of them, so that loops that take turns or
/// visit a ring at different strides stay balanced (a producer over 16
/// cursors and two consumers over 8 each lose `R` and `R / 2` laps each).
/// `R` is a multiple of `p` times every such loop's step (each loop's laps
/// keep their (slot, phase) pattern and end where the full loop ends), and
/// leaves each loop at least `2p` laps; 0 (no loop is shortened) when no
/// such `R` exists or when the value analysis does not show some such
/// loop's cursors periodic ([`cursor_shape`]).
pub(crate) fn trimmed_cursors(func: Op, p: i64) -> i64 {
    if p <= 0 {
        return 0;
    }
    let mut unit = p;
    let mut room = i64::MAX;
    let mut any = false;
    for lp in func.descendants_named("scf.for") {
        let bounds: Option<Vec<i64>> = (0..3).map(|i| ir::constant_int(lp.operand(i))).collect();
        let Some([lb, ub, step]) = bounds.as_deref().map(|b| [b[0], b[1], b[2]]) else {
            continue;
        };
        if step <= 0 || ub <= lb || !holds_barrier_op(lp) {
            continue;
        }
        // A range past i64 (ub - lb overflows) is simulated as it is.
        if ub.checked_sub(lb).is_none() {
            return 0;
        }
        // Laps left out must be laps like the ones kept: the cursors
        // shown periodic with a period dividing p.
        if cursor_shape(&[lp], p).is_err() {
            return 0;
        }
        any = true;
        let gcd = |mut a: i64, mut b: i64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a.max(1)
        };
        let per = p.saturating_mul(step);
        unit = (unit / gcd(unit, per)).saturating_mul(per);
        room = room.min(ub.saturating_sub(lb).saturating_sub(per.saturating_mul(2)));
    }
    if !any || room <= 0 || unit <= 0 || unit > room {
        return 0;
    }
    room / unit * unit
}
