//! Families of the dialect's ops that the checker's rules and simulation
//! ask about by kind.

use phaselock_ir::OpKind;

/// Whether an op of kind `kind` is one of the barrier ops
/// (`async.barrier.*`): allocation, addressing, arrivals, bytes, waits
/// and the counter word.
pub(crate) fn is_barrier_family(kind: OpKind) -> bool {
    match kind {
        OpKind::BarrierAlloc
        | OpKind::BarrierArrive
        | OpKind::BarrierArriveExpectTx
        | OpKind::BarrierCommitMma
        | OpKind::BarrierCounter
        | OpKind::BarrierExpectTx
        | OpKind::BarrierGet
        | OpKind::BarrierTryWait
        | OpKind::BarrierWait => true,
        OpKind::ClusterBarrier
        | OpKind::CopyBulk
        | OpKind::CopyBulkStore
        | OpKind::CopyTensor
        | OpKind::CopyTensorStore
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

/// Whether `op` is a barrier op ([`is_barrier_family`]) other than
/// `except`.
pub(crate) fn is_barrier_op_but(op: phaselock_ir::Op, except: OpKind) -> bool {
    op.kind()
        .is_some_and(|k| is_barrier_family(k) && k != except)
}
