//! `convert-async-to-nvvm`: lowers the barrier-level `async` ops to the
//! `nvvm`, `llvm`, `arith` and `scf` dialects, one function per op.
//!
//! Expects: a module that passed `async-verify`; every `async` op inside a
//! `gpu.func` of a `gpu.module`; no pipeline-level op and no
//! `async.warp_specialize` left (those are lowered by the pipeline passes);
//! `async` values never crossing a block or function boundary.
//!
//! Guarantees: no `async` op or type is left. Each `async.barrier.alloc`
//! becomes an 8-byte aligned `!llvm.array<N x i64>` in shared memory (one
//! global per allocation) and the kernel starts with the init ritual: thread
//! (0,0,0) initializes every barrier with its arrival count and issues
//! `fence.mbarrier_init.release.cluster`; then every thread meets at the CTA
//! barrier, or at the cluster barrier when any allocation has cluster scope,
//! so that no thread (of any CTA of the cluster) touches a barrier before its
//! initialization is visible; with cluster scope the kernel also ends with a
//! cluster barrier before each `gpu.return`, so that no CTA exits while
//! another may still arrive on its barriers. mbarriers are `!llvm.ptr<3>`
//! from here on.

use crate::{
    builder::Builder,
    bulk::{lower_copy_bulk, lower_copy_bulk_store},
    mbarrier::*,
    shuffle::lower_warp_reduce,
    storage::{
        check_boundaries, declare_global, init_ritual, shared_pointer, storage_address, Storage,
    },
};
use mlir_sys::*;
use phaselock_dialect::ops::OpKind;
use phaselock_ir::{Chip, Op, PassOptions};

/// Runs the conversion on `module`; `false` after reporting an error.
pub fn run(module: Op, options: &PassOptions) -> bool {
    let mut ok = true;
    for op in module.descendants() {
        let name = op.name();
        if name.starts_with("async.") && op.ancestor("gpu.func").is_none() {
            op.error(&format!(
                "'{name}' must be inside a gpu.func kernel to be lowered"
            ));
            ok = false;
        }
    }
    if !ok {
        return false;
    }
    // Collected before any rewrite: the walk must not see erased ops.
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    let arenas = phaselock_ir::memory::shared_globals(module);
    for func in funcs {
        ok &= convert_func(func, options, &arenas);
    }
    ok
}

/// Lowers every `async` op of one kernel: refuses what this pass does not
/// lower, gives the barrier arrays their storage and the init ritual, then
/// rewrites each op in place.
fn convert_func(
    func: Op,
    options: &PassOptions,
    arenas: &std::collections::HashMap<String, String>,
) -> bool {
    let ops: Vec<Op> = func
        .descendants()
        .into_iter()
        .filter(|op| op.name().starts_with("async."))
        .collect();
    let mut ok = ops.iter().all(|op| lowerable(*op, options));
    ok &= check_boundaries(func);
    if !ok || ops.is_empty() {
        if ok {
            crate::tensor::rewrite_signature(func);
        }
        return ok;
    }
    let Some(barriers) = Barriers::place(func, &ops, arenas) else {
        return false;
    };
    // Scopes and sizes are read before any rewrite removes the alloc/get chains.
    let traced: Vec<(bool, i64)> = ops.iter().map(|op| traced_barrier(*op)).collect();
    for (op, (cluster, size)) in ops.into_iter().zip(traced) {
        let b = Builder::before(op);
        if let Some(value) = rewrite(&b, op, &barriers, cluster, size) {
            unsafe { mlirValueReplaceAllUsesOfWith(op.result(0), value) };
        }
        op.erase();
    }
    // After the copies, which read the tensor maps' types.
    crate::tensor::rewrite_signature(func);
    true
}

/// Whether this pass lowers `op`: not a pipeline-level op (the pipeline
/// passes lower those), and a tcgen05 commit only for sm_100a. Reports
/// why not.
fn lowerable(op: Op, options: &PassOptions) -> bool {
    let name = op.name();
    let kind = op.kind();
    let mut ok = true;
    if op.facts().pipeline_level || matches!(kind, Some(OpKind::WarpSpecialize | OpKind::Role)) {
        op.error(&format!(
            "'{name}' is a pipeline-level op: convert-async-to-nvvm lowers barrier-level ops only, run the pipeline passes first"
        ));
        ok = false;
    }
    if kind == Some(OpKind::BarrierCommitMma) {
        match options.chip_of(op) {
            Some(Chip::Sm100a) => {}
            Some(chip) => {
                op.error(&format!(
                    "'{name}' uses tcgen05, which needs sm_100a; the target is {chip}"
                ));
                ok = false;
            }
            None => {
                op.error(&format!("'{name}' uses tcgen05 and needs the target chip sm_100a: pass --chip=sm_100a or give the gpu.module an #nvvm.target"));
                ok = false;
            }
        }
    }
    ok
}

/// A kernel's barrier arrays and where each lives.
struct Barriers {
    allocs: Vec<Op>,
    storage: Vec<Storage>,
}

impl Barriers {
    /// Gives each `barrier.alloc` of `ops` its storage (its arena offset,
    /// else a global of its own) and emits the init ritual; `None` after
    /// reporting arena offsets without an arena.
    fn place(
        func: Op,
        ops: &[Op],
        arenas: &std::collections::HashMap<String, String>,
    ) -> Option<Barriers> {
        let allocs: Vec<Op> = ops
            .iter()
            .copied()
            .filter(|op| op.kind() == Some(OpKind::BarrierAlloc))
            .collect();
        let arena = arenas
            .get(&phaselock_ir::memory::arena_symbol(func))
            .cloned();
        if allocs.iter().any(|a| a.attr("offset").is_some()) && arena.is_none() {
            allocs[0].error("barrier arrays have arena offsets but the kernel has no arena: run async-ring-alloc on the whole kernel");
            return None;
        }
        let storage: Vec<Storage> = allocs
            .iter()
            .enumerate()
            .map(|(i, alloc)| match (alloc.int_attr("offset"), &arena) {
                (Some(offset), Some(ty)) => Storage::Arena {
                    symbol: phaselock_ir::memory::arena_symbol(func),
                    ty: ty.clone(),
                    offset,
                },
                _ => Storage::Global(declare_global(func, *alloc, i)),
            })
            .collect();
        if !allocs.is_empty() {
            init_ritual(func, &allocs, &storage);
        }
        Some(Barriers { allocs, storage })
    }

    /// The address of `alloc`'s first barrier.
    fn address(&self, b: &Builder, alloc: Op) -> MlirValue {
        let index = self.allocs.iter().position(|a| *a == alloc).unwrap_or(0);
        storage_address(b, &self.storage[index])
    }
}

/// Whether `op` waits on a cluster-scope barrier, and the size of the
/// barrier array its first operand comes from (1 when it is none).
fn traced_barrier(op: Op) -> (bool, i64) {
    let alloc = phaselock_ir::memory::barrier_alloc_of(op.operand_or_none(0));
    let waits = matches!(
        op.kind(),
        Some(OpKind::BarrierWait | OpKind::BarrierTryWait)
    );
    let cluster = waits && alloc.and_then(|a| a.str_attr("scope")).as_deref() == Some("cluster");
    (cluster, alloc.and_then(|a| a.int_attr("size")).unwrap_or(1))
}

/// Emits the lowering of `op` before it; the value that replaces its first
/// result, if it has one.
fn rewrite(
    b: &Builder,
    op: Op,
    barriers: &Barriers,
    cluster: bool,
    size: i64,
) -> Option<MlirValue> {
    match op.kind() {
        Some(OpKind::BarrierAlloc) => Some(barriers.address(b, op)),
        Some(OpKind::BarrierGet) => Some(lower_get(b, op)),
        Some(OpKind::BarrierCounter) => Some(lower_counter(b, op, size)),
        Some(OpKind::CopyBulkStore) => lower_copy_bulk_store(b, op),
        Some(OpKind::CopyStoreWait) => crate::bulk::lower_store_wait(b, op),
        Some(OpKind::BarrierArrive) => lower_arrive(b, op),
        Some(OpKind::BarrierArriveExpectTx) => lower_arrive_expect_tx(b, op),
        Some(OpKind::BarrierExpectTx) => lower_expect_tx(b, op),
        Some(OpKind::BarrierWait) => lower_wait(b, op, cluster),
        Some(OpKind::BarrierTryWait) => Some(lower_try_wait(b, op, cluster)),
        Some(OpKind::BarrierCommitMma) => lower_commit_mma(b, op),
        Some(OpKind::CopyBulk) => lower_copy_bulk(b, op),
        Some(OpKind::CopyTensor) => {
            crate::tensor::lower_copy_tensor(b, op, shared_pointer(b, op.operand(0)))
        }
        Some(OpKind::CopyTensorStore) => {
            crate::tensor::lower_copy_tensor_store(b, op, shared_pointer(b, op.operand(1)))
        }
        Some(OpKind::FenceProxyAsync) => lower_fence_proxy_async(b),
        Some(OpKind::WarpReduce) => Some(lower_warp_reduce(b, op)),
        Some(OpKind::ClusterBarrier) => lower_cluster_barrier(b),
        Some(OpKind::WarpgroupMma) => Some(crate::wgmma::lower(b, op)),
        Some(OpKind::FragmentReduceRows) => Some(crate::fragment::reduce_rows(b, op)),
        Some(OpKind::FragmentBroadcastRows) => Some(crate::fragment::broadcast_rows(b, op)),
        Some(OpKind::FragmentPack) => Some(crate::fragment::pack(b, op)),
        Some(OpKind::FragmentCoordinates) => {
            let (rows, cols) = crate::fragment::coordinates(b, op);
            unsafe { mlirValueReplaceAllUsesOfWith(op.result(1), cols) };
            Some(rows)
        }
        // Refused by `lowerable` (pipeline level: the pipeline passes lower them).
        Some(
            OpKind::PipelineCreate
            | OpKind::StageProducerAcquire
            | OpKind::StageProducerCommit
            | OpKind::StageConsumerWait
            | OpKind::StageConsumerRelease
            | OpKind::StageBuffer
            | OpKind::StageIndex
            | OpKind::StageBarrier
            | OpKind::StageDescriptor
            | OpKind::WarpSpecialize
            | OpKind::Role,
        ) => None,
        // `async-lower-warp-specialize` turns them into named barriers
        // with the roles; none is left inside a lowered kernel.
        Some(OpKind::TurnWait | OpKind::TurnPass) => None,
        None => None,
    }
}
