//! The region-holding `scf` ops of the simulation besides `scf.for`, and
//! the test that keeps it from skipping what it does not run.
//!
//! `scf.if`, `scf.index_switch` and `scf.while` split the active mask by
//! lane, as a warp diverges: each branch (case) runs with the lanes that
//! take it, one after the other, and a `scf.while` keeps running with the
//! lanes whose condition holds (a lane that leaves waits for the others at
//! the loop's end). A result takes, lane by lane, the value yielded on the
//! path the lane took. `scf.execute_region` runs its one block.
//!
//! An op the simulation does not run ([`unfollowed`]) stops it when its
//! regions hold an op that makes barrier events, when it branches to other
//! blocks, or when it is itself a barrier op the simulation does not
//! model: skipping any of them would drop events from the traces.

use super::{Lanes, Warp, NONE};
use mlir_sys::*;
use phaselock_ir::{Op, OpKind};

type Run = Result<(), (Op, String)>;

impl Warp<'_> {
    /// Runs `block` with the lanes of `mask` and writes, for those lanes,
    /// its terminator's operands from `skip` on into `out`.
    fn run_and_yield(
        &mut self,
        block: MlirBlock,
        mask: u32,
        skip: usize,
        out: &mut [Lanes],
    ) -> Run {
        if mask == 0 {
            return Ok(());
        }
        self.block(block, mask)?;
        let term = Op(unsafe { mlirBlockGetTerminator(block) });
        for (i, lanes) in out.iter_mut().enumerate() {
            if skip + i >= term.num_operands() {
                break;
            }
            let v = self.get(term.operand(skip + i));
            for (l, slot) in lanes.iter_mut().enumerate() {
                if mask & (1 << l) != 0 {
                    *slot = v[l];
                }
            }
        }
        Ok(())
    }

    fn set_results(&mut self, op: Op, results: &[Lanes]) {
        for (i, r) in results.iter().enumerate() {
            self.set(op.result(i), *r);
        }
    }

    fn set_args(&mut self, block: MlirBlock, values: &[Lanes]) {
        for (i, v) in values.iter().enumerate() {
            let arg = unsafe { mlirBlockGetArgument(block, i as isize) };
            self.set(arg, *v);
        }
    }

    /// `scf.if`: the lanes whose condition holds run `then`, the others
    /// `else`.
    pub(super) fn scf_if(&mut self, op: Op, mask: u32) -> Run {
        let cond = self.get(op.operand(0));
        let (mut then_mask, mut else_mask) = (0u32, 0u32);
        for (l, c) in cond.iter().enumerate() {
            if mask & (1 << l) == 0 {
                continue;
            }
            match c {
                Some(0) => else_mask |= 1 << l,
                Some(_) => then_mask |= 1 << l,
                None => return Err((op, "a branch on a value the checker cannot evaluate".into())),
            }
        }
        let mut results = vec![NONE; op.num_results()];
        for (r, lanes) in [(0, then_mask), (1, else_mask)] {
            if let Some(b) = Self::region_block(op, r) {
                self.run_and_yield(b, lanes, 0, &mut results)?;
            }
        }
        self.set_results(op, &results);
        Ok(())
    }

    /// `scf.index_switch`: each lane runs the case its selector names, or
    /// the default region.
    pub(super) fn index_switch(&mut self, op: Op, mask: u32) -> Run {
        let cases = case_values(op);
        let selector = self.get(op.operand(0));
        // Region 0 is the default; region 1 + i holds `cases[i]`.
        let mut masks = vec![0u32; cases.len() + 1];
        for (l, s) in selector.iter().enumerate() {
            if mask & (1 << l) == 0 {
                continue;
            }
            let Some(s) = s else {
                return Err((op, "a switch on a value the checker cannot evaluate".into()));
            };
            let region = cases.iter().position(|c| c == s).map_or(0, |i| i + 1);
            masks[region] |= 1 << l;
        }
        let mut results = vec![NONE; op.num_results()];
        let order = (1..masks.len()).chain([0]);
        for r in order {
            if let Some(b) = Self::region_block(op, r) {
                self.run_and_yield(b, masks[r], 0, &mut results)?;
            }
        }
        self.set_results(op, &results);
        Ok(())
    }

    /// `scf.execute_region`: its block runs, its yield gives the results.
    pub(super) fn execute_region(&mut self, op: Op, mask: u32) -> Run {
        let Some(b) = Self::region_block(op, 0) else {
            return Ok(());
        };
        if !unsafe { mlirBlockGetNextInRegion(b) }.ptr.is_null() {
            return Err((
                op,
                "an scf.execute_region of several blocks (branches between blocks are not followed)"
                    .into(),
            ));
        }
        let mut results = vec![NONE; op.num_results()];
        self.run_and_yield(b, mask, 0, &mut results)?;
        self.set_results(op, &results);
        Ok(())
    }

    /// `scf.while`: `before` runs with the lanes still looping; those whose
    /// condition holds run `after` with the forwarded values, the others
    /// leave with them as the results. Bounded by the step limit.
    pub(super) fn scf_while(&mut self, op: Op, mask: u32) -> Run {
        let (Some(before), Some(after)) = (Self::region_block(op, 0), Self::region_block(op, 1))
        else {
            return Err((op, "an scf.while without its two regions".into()));
        };
        let mut args: Vec<Lanes> = (0..op.num_operands())
            .map(|i| self.get(op.operand(i)))
            .collect();
        let mut results = vec![NONE; op.num_results()];
        let mut active = mask;
        while active != 0 {
            self.set_args(before, &args);
            self.block(before, active)?;
            let cond = Op(unsafe { mlirBlockGetTerminator(before) });
            let c = self.get(cond.operand(0));
            let mut stay = 0u32;
            for (l, v) in c.iter().enumerate() {
                match (active & (1 << l) != 0, v) {
                    (false, _) => {}
                    (true, None) => {
                        return Err((cond, "a loop condition the checker cannot evaluate".into()))
                    }
                    (true, Some(0)) => {}
                    (true, Some(_)) => stay |= 1 << l,
                }
            }
            let forwarded: Vec<Lanes> = (1..cond.num_operands())
                .map(|i| self.get(cond.operand(i)))
                .collect();
            merge(&mut results, &forwarded, active & !stay);
            if stay == 0 {
                break;
            }
            self.set_args(after, &forwarded);
            let mut next = vec![NONE; args.len()];
            self.run_and_yield(after, stay, 0, &mut next)?;
            args = next;
            active = stay;
        }
        self.set_results(op, &results);
        Ok(())
    }
}

/// Writes the lanes of `mask` of `from` into `into`.
fn merge(into: &mut [Lanes], from: &[Lanes], mask: u32) {
    for (dst, src) in into.iter_mut().zip(from) {
        for (l, slot) in dst.iter_mut().enumerate() {
            if mask & (1 << l) != 0 {
                *slot = src[l];
            }
        }
    }
}

/// The `cases` of an `scf.index_switch`.
fn case_values(op: Op) -> Vec<i64> {
    let Some(attr) = op.attr("cases") else {
        return Vec::new();
    };
    unsafe {
        if !mlirAttributeIsADenseI64Array(attr) {
            return Vec::new();
        }
        (0..mlirDenseArrayGetNumElements(attr))
            .map(|i| mlirDenseI64ArrayGetElement(attr, i))
            .collect()
    }
}

/// Why the simulation cannot skip `op`, an op it does not run: it branches
/// to other blocks, it is a barrier op the simulation does not model, or
/// its regions hold an op that makes barrier events. `None` when skipping
/// it loses nothing (its results are unknown values).
pub(super) fn unfollowed(op: Op) -> Option<String> {
    let name = op.name();
    if unsafe { mlirOperationGetNumSuccessors(op.0) } > 0 {
        return Some(format!(
            "'{name}' branches to another block, and the simulation follows structured control flow only"
        ));
    }
    if unmodelled(op) {
        return Some(format!(
            "'{name}' acts on a barrier in a way the simulation does not model"
        ));
    }
    if let Some(inner) = called_events(op) {
        return Some(format!(
            "'{name}' calls a function that holds '{inner}', and the simulation does not follow calls"
        ));
    }
    if op.num_regions() == 0 {
        return None;
    }
    let inner = op
        .descendants()
        .into_iter()
        .find(|d| *d != op && (makes_events(*d) || unmodelled(*d)))?;
    Some(format!(
        "'{name}' holds '{}' in a region the simulation does not run",
        inner.name()
    ))
}

/// The first op that makes events in the body of the function `op` calls
/// (`func.call`, `llvm.call` to a function of the same module).
pub(crate) fn called_events(op: Op) -> Option<String> {
    let name = op.name();
    let attr = match name.as_str() {
        "func.call" => "callee",
        "llvm.call" => "callee",
        _ => return None,
    };
    let callee = op.attr(attr).map(phaselock_ir::attr_string)?;
    let callee = callee.trim_start_matches('@').to_string();
    let module = op
        .ancestor("gpu.module")
        .or_else(|| op.ancestor("builtin.module"))?;
    let func = module.descendants().into_iter().find(|f| {
        matches!(f.name().as_str(), "func.func" | "llvm.func" | "gpu.func")
            && f.str_attr("sym_name").as_deref() == Some(callee.as_str())
    })?;
    func.descendants()
        .into_iter()
        .find(|d| makes_events(*d) || unmodelled(*d))
        .map(|d| d.name())
}

/// Ops the simulation turns into events, marks or findings (or whose
/// regions it runs to find them).
fn makes_events(op: Op) -> bool {
    if let Some(kind) = op.kind() {
        return async_events(kind);
    }
    let name = op.name();
    matches!(name.as_str(), "gpu.barrier" | "nvvm.elect.sync")
        || name.starts_with("nvvm.barrier")
        || super::tcgen05::tcgen05_kind(op).is_some()
        || super::counter::counter_access(op).is_some()
        || (name == "llvm.inline_asm" && asm_on_barriers(op))
}

/// Whether the simulation turns an op of kind `kind` into events (or runs
/// its regions to find them), or refuses it (pipeline-level ops).
fn async_events(kind: OpKind) -> bool {
    match kind {
        OpKind::BarrierWait
        | OpKind::BarrierArrive
        | OpKind::BarrierArriveExpectTx
        | OpKind::BarrierExpectTx
        | OpKind::BarrierCommitMma
        | OpKind::CopyBulk
        | OpKind::CopyTensor
        | OpKind::ClusterBarrier
        | OpKind::WarpSpecialize
        | OpKind::StageBarrier
        | OpKind::StageBuffer
        | OpKind::StageConsumerRelease
        | OpKind::StageConsumerWait
        | OpKind::StageDescriptor
        | OpKind::StageIndex
        | OpKind::StageProducerAcquire
        | OpKind::StageProducerCommit => true,
        OpKind::BarrierAlloc
        | OpKind::BarrierCounter
        | OpKind::BarrierGet
        | OpKind::BarrierTryWait
        | OpKind::CopyBulkStore
        | OpKind::CopyTensorStore
        | OpKind::CopyStoreWait
        | OpKind::FenceProxyAsync
        | OpKind::FragmentBroadcastRows
        | OpKind::FragmentCoordinates
        | OpKind::FragmentPack
        | OpKind::FragmentReduceRows
        | OpKind::PipelineCreate
        | OpKind::Role
        | OpKind::TurnPass
        | OpKind::TurnWait
        | OpKind::WarpReduce
        | OpKind::WarpgroupMma => false,
    }
}

/// Barrier ops of other dialects that the simulation does not model: the
/// NVVM mbarrier and cluster barrier ops and the bulk copies that complete
/// on an mbarrier, written directly.
fn unmodelled(op: Op) -> bool {
    let name = op.name();
    [
        "nvvm.mbarrier",
        "nvvm.cluster.arrive",
        "nvvm.cluster.wait",
        "nvvm.cp.async.bulk.shared",
        "nvvm.cp.async.bulk.tensor.shared",
        "nvvm.cp.async.mbarrier",
    ]
    .iter()
    .any(|p| name.starts_with(p))
}

/// Inline assembly that names a barrier, a warp collective or tcgen05.
fn asm_on_barriers(op: Op) -> bool {
    let text = op.str_attr("asm_string").unwrap_or_default();
    ["bar", "elect", "tcgen05"].iter().any(|t| text.contains(t))
}

/// Inline assembly on a barrier that the simulation does not model (what
/// is left once `bar.sync` / `barrier.sync`, `bar.arrive` /
/// `barrier.arrive` and `bar.warp.sync` are read): an mbarrier (a bulk copy
/// completing on one too), the cluster barrier, `bar.red`, or a named
/// barrier in a form not read (a guard predicate, several statements).
/// Fences (`fence.mbarrier_init`) are not barrier ops.
pub(super) fn unmodelled_asm(text: &str) -> bool {
    !text.trim_start().starts_with("fence")
        && ["mbarrier", "barrier.", "bar."]
            .iter()
            .any(|t| text.contains(t))
}

#[cfg(test)]
mod tests {
    use super::unmodelled_asm;

    #[test]
    fn barrier_assembly_not_modelled() {
        assert!(unmodelled_asm("mbarrier.arrive.shared::cta.b64 _, [$0];"));
        assert!(unmodelled_asm("barrier.cluster.arrive.release;"));
        assert!(unmodelled_asm("@p bar.sync 1;"));
        assert!(!unmodelled_asm("fence.mbarrier_init.release.cluster;"));
        assert!(!unmodelled_asm("fence.proxy.async.shared::cta;"));
        assert!(!unmodelled_asm("mov.u32 $0, %smid;"));
    }
}
