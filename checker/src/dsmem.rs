//! Distributed shared memory: a thread that reads or writes another CTA's
//! shared memory (an address in `!llvm.ptr<7>`, the cluster's shared
//! window, from `nvvm.mapa`) must be ordered after the owner's writes and
//! before the owner exits.
//!
//! Checked in the thread's program order (as [`crate::fences`] walks it):
//! a cluster barrier (`async.cluster_barrier`, `barrier.cluster.wait`)
//! before the access, which the owner, running the same code, reaches only
//! after the writes before its own; and one after it before the kernel
//! ends, which keeps the owner from exiting (and its shared memory from
//! being reused by the next CTA) while the access may still run. A
//! barrier nested in a later branch or loop counts; that the owner's
//! writes come before its barrier is not checked (the CTAs of a cluster
//! run the same code).

use crate::fences::{before, LIMIT};
use phaselock_ir::{self as ir, Op, OpKind};

/// Whether `op` is a cluster barrier's wait: the op itself (kept in
/// hardware), its counter protocol's wait (`async-lower-cluster-barrier`
/// lowers it to a wait on an array allocated with `counter`), or the
/// hardware barrier's wait.
fn cluster_wait(op: Op) -> bool {
    match op.kind() {
        Some(OpKind::ClusterBarrier) => return true,
        Some(OpKind::BarrierWait) => {
            return ir::defining_op(op.operand(0))
                .filter(|get| get.kind() == Some(OpKind::BarrierGet))
                .and_then(|get| ir::defining_op(get.operand(0)))
                .is_some_and(|alloc| alloc.attr("counter").is_some())
        }
        _ => {}
    }
    match op.name().as_str() {
        "nvvm.cluster.wait" => true,
        "llvm.inline_asm" => op
            .str_attr("asm_string")
            .unwrap_or_default()
            .contains("barrier.cluster.wait"),
        _ => false,
    }
}

/// Whether `op` loads or stores through the cluster's shared window.
fn remote_access(op: Op) -> bool {
    let pointer = match op.name().as_str() {
        "llvm.load" => 0,
        "llvm.store" => 1,
        _ => return false,
    };
    op.num_operands() > pointer
        && ir::type_string(ir::value_type(op.operand(pointer))) == "!llvm.ptr<7>"
}

/// The ops after `op` in program order up to the end of `func`: its later
/// siblings (and what they hold), then its parent's, and so on (other
/// roles of a `warp_specialize` run on other threads and are left out).
fn after(op: Op, func: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut at = op;
    while let Some(parent) = at.parent() {
        let mut n = at.next();
        while let Some(x) = n {
            if x.kind() != Some(OpKind::Role) {
                out.push(x);
                out.extend(x.descendants());
            }
            n = x.next();
        }
        if parent == func || out.len() > LIMIT {
            break;
        }
        at = parent;
    }
    out
}

/// Reports each remote access with no cluster barrier before it, or none
/// after it before the kernel ends; `false` if any.
pub fn check(func: Op, ops: &[Op]) -> bool {
    let mut ok = true;
    for &op in ops.iter().filter(|op| remote_access(**op)) {
        let what = if op.name() == "llvm.load" {
            "reads"
        } else {
            "writes"
        };
        if !before(op, func, LIMIT).into_iter().any(cluster_wait) {
            op.error(&format!(
                "this access {what} another CTA's shared memory (through the cluster's window) with no cluster barrier before it: the owner CTA may not have written it yet, or not started (put an async.cluster_barrier between the owner's writes and this access)"
            ));
            ok = false;
        } else if !after(op, func).into_iter().any(cluster_wait) {
            op.error(&format!(
                "this access {what} another CTA's shared memory with no cluster barrier after it before the kernel ends: the owner CTA may exit, and its shared memory be given to another CTA, while the access runs (end with an async.cluster_barrier)"
            ));
            ok = false;
        }
    }
    ok
}
