//! Families of the dialect's ops that the checker's rules and simulation
//! ask about by kind.

use phaselock_ir::{is_barrier_kind, OpKind};

/// Whether `op` is a barrier op (`phaselock_ir::is_barrier_kind`) other than
/// `except`.
pub(crate) fn is_barrier_op_but(op: phaselock_ir::Op, except: OpKind) -> bool {
    op.kind().is_some_and(|k| is_barrier_kind(k) && k != except)
}
