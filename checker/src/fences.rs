//! The fences the MMA units need between a thread's ordinary instructions
//! and their asynchronous ones, checked on the IR in program order.
//!
//! - `wgmma.fence` ([`wgmma_fences`]): the PTX ISA requires
//!   `wgmma.fence.sync.aligned` before the first `wgmma.mma_async` of a
//!   warpgroup and between any other access to its accumulator registers
//!   and the `wgmma.mma_async` that reads them; a chain of MMAs on one
//!   accumulator needs none between its links. The accumulator of each
//!   `nvvm.wgmma.mma_async` is traced back through loop-carried values and
//!   region results to where it comes from: another MMA (a link of the
//!   chain) or anything else (a zero fill, arithmetic on the values: an
//!   ordinary write). From an ordinary write, a `nvvm.wgmma.fence.aligned`
//!   must come between it and the MMA in program order.
//! - `tcgen05.fence` ([`tcgen05_fences`], in [`tcgen05`]): a thread that
//!   waits and then issues tcgen05 work that depends on what the wait
//!   ordered needs `tcgen05.fence::after_thread_sync` between them; a
//!   thread that issues tcgen05 work and then lets other threads go on
//!   needs `tcgen05.fence::before_thread_sync` (or a `tcgen05.commit`)
//!   between them, on every path of its program order. A fence above the
//!   wait it must follow is no fence for it.
//!
//! Program order: a block's earlier ops (and everything nested in them,
//! but other roles of a `warp_specialize`, which other threads run), then
//! its parent's earlier ops, up to the kernel; at the top of a loop's
//! body, the body's later ops first (the lap before).

mod tcgen05;

use crate::maps::HashSet;
use phaselock_ir::{self as ir, Op, OpKind};
pub use tcgen05::tcgen05_fences;

/// The ops before `op` in program order, nearest first, up to `func` (see
/// the module header); at most `limit` of them.
pub(crate) fn before(op: Op, func: Op, limit: usize) -> Vec<Op> {
    before_in_lap(op, func, limit, None)
}

/// [`before`], but within the current lap of loop `lap` (an ancestor of
/// `op`): its body's ops before `op`, not the lap before nor the loop's
/// own predecessors.
fn before_in_lap(op: Op, func: Op, limit: usize, lap: Option<Op>) -> Vec<Op> {
    let mut out = Vec::new();
    let mut at = op;
    while let Some(parent) = at.parent() {
        let siblings = at.preceding();
        // Another role's ops run on other threads.
        for sib in siblings.iter().filter(|s| s.kind() != Some(OpKind::Role)) {
            push_reversed(&mut out, *sib);
        }
        if Some(parent) == lap {
            break;
        }
        if matches!(parent.name().as_str(), "scf.for" | "scf.while") {
            // The lap before: the body's ops after `at`, last first.
            let mut tail = Vec::new();
            let mut n = at.next();
            while let Some(x) = n {
                tail.push(x);
                n = x.next();
            }
            for x in tail.iter().rev() {
                push_reversed(&mut out, *x);
            }
        }
        if out.len() > limit || parent == func {
            break;
        }
        out.push(parent);
        at = parent;
    }
    out.truncate(limit);
    out
}

/// `op` and what is nested in it, last first.
fn push_reversed(out: &mut Vec<Op>, op: Op) {
    out.extend(op.descendants().into_iter().rev());
    out.push(op);
}

/// Most ops looked at before one op.
pub(crate) const LIMIT: usize = 20_000;

/// Where a value comes from, one step back through the `scf` ops that only
/// pass values on.
pub(crate) enum Origin {
    /// Passed on: the values it is, each with the loop whose iter_arg
    /// takes it as its initial value (that loop copies it in at each
    /// entry), or `None`.
    Passed(Vec<(mlir_sys::MlirValue, Option<Op>)>),
    /// A block argument of another op's region: that op.
    Argument(Op),
    /// The result of an op that passes nothing on.
    Result(Op),
    /// Nothing the walk can follow.
    Unknown,
}

/// [`Origin`] of `v`: a loop's iter_arg is its initial value and the value
/// yielded back; a loop's result the same; a result of `scf.if`,
/// `scf.execute_region` or `scf.index_switch` the values its regions yield.
pub(crate) fn origin(v: mlir_sys::MlirValue) -> Origin {
    if unsafe { mlir_sys::mlirValueIsABlockArgument(v) } {
        let block = unsafe { mlir_sys::mlirBlockArgumentGetOwner(v) };
        let owner = Op(unsafe { mlir_sys::mlirBlockGetParentOperation(block) });
        let index = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(v) } as usize;
        if owner.is_null() {
            return Origin::Unknown;
        }
        if owner.name() != "scf.for" || index == 0 {
            return Origin::Argument(owner);
        }
        let mut passed = vec![(owner.operand(2 + index), Some(owner))];
        if let Some(y) = owner.region_terminator(0) {
            passed.push((y.operand(index - 1), None));
        }
        return Origin::Passed(passed);
    }
    let Some(def) = ir::defining_op(v) else {
        return Origin::Unknown;
    };
    let index = (0..def.num_results())
        .position(|i| def.result(i).ptr == v.ptr)
        .unwrap_or(0);
    let mut passed = Vec::new();
    match def.name().as_str() {
        "scf.for" => {
            passed.push((def.operand(3 + index), None));
            if let Some(y) = def.region_terminator(0) {
                passed.push((y.operand(index), None));
            }
        }
        "scf.if" | "scf.execute_region" | "scf.index_switch" => {
            for r in 0..def.num_regions() {
                if let Some(y) = def.region_terminator(r) {
                    if index < y.num_operands() {
                        passed.push((y.operand(index), None));
                    }
                }
            }
        }
        _ => return Origin::Result(def),
    }
    Origin::Passed(passed)
}

/// Where the accumulator `value` of a wgmma comes from: the ordinary ops
/// (or block arguments, as the op whose region holds them) that write it.
///
/// Each comes with the loop whose every lap writes it again, where the
/// value is a loop's initial value from outside an enclosing loop: the
/// inner loop copies it into the accumulator at each entry, so the fence
/// must be in the same lap of that outer loop.
fn ordinary_sources(value: mlir_sys::MlirValue) -> Vec<(Op, Option<Op>)> {
    let mut out = Vec::new();
    let mut seen = HashSet::default();
    let mut work = vec![(value, None)];
    while let Some((v, lap)) = work.pop() {
        if !seen.insert(v.ptr as usize) || seen.len() > 4096 {
            continue;
        }
        match origin(v) {
            Origin::Passed(values) => {
                for (from, entered) in values {
                    let again = entered.and_then(|inner| reentered(inner, from));
                    work.push((from, lap.or(again)));
                }
            }
            Origin::Argument(owner) => out.push((owner, lap)),
            Origin::Result(def) if chained_mma(def) => {}
            Origin::Result(def) => out.push((def, lap)),
            Origin::Unknown => {}
        }
    }
    out
}

/// Whether `op` is a wgmma whose accumulator this rule follows as a chain
/// of MMAs: `async.warpgroup.mma` or `nvvm.wgmma.mma_async`.
fn chained_mma(op: Op) -> bool {
    op.kind() == Some(OpKind::WarpgroupMma) || op.name() == "nvvm.wgmma.mma_async"
}

/// The innermost loop around `inner` (a loop) that does not hold the
/// definition of `init`, its initial value: each lap of it enters `inner`
/// again and copies `init` again. `None` when the nearest enclosing loop
/// holds the definition (it is written again in each lap itself).
fn reentered(inner: Op, init: mlir_sys::MlirValue) -> Option<Op> {
    let mut outer = inner.parent();
    while let Some(o) = outer {
        if matches!(o.name().as_str(), "scf.for" | "scf.while") {
            break;
        }
        outer = o.parent();
    }
    let outer = outer?;
    let mut at = ir::defining_op(init).and_then(|d| d.parent());
    while let Some(a) = at {
        if a == outer {
            return None;
        }
        at = a.parent();
    }
    Some(outer)
}

/// Reports each `nvvm.wgmma.mma_async` whose accumulator an ordinary op
/// writes with no `wgmma.fence` between; `false` if any.
pub fn wgmma_fences(func: Op, ops: &[Op]) -> bool {
    let mut ok = true;
    for &mma in ops.iter().filter(|op| chained_mma(**op)) {
        // The accumulator is operand 0 (the custom form of the NVVM op
        // prints it third); A's registers, where A comes from registers,
        // are read by the wgmma too.
        let mut found: Vec<(Op, Option<Op>, &str)> = ordinary_sources(mma.operand(0))
            .into_iter()
            .map(|(s, lap)| (s, lap, "an accumulator"))
            .collect();
        if crate::simt::wgmma::register_a(mma) {
            found.extend(
                ordinary_sources(mma.operand(1))
                    .into_iter()
                    .map(|(s, lap)| (s, lap, "A registers")),
            );
        }
        // A value copied in again at each lap of a loop: a fence in the
        // same lap, after the lap starts.
        for (src, lap, what) in &found {
            let Some(lap) = lap else { continue };
            let fenced = before_in_lap(mma, func, LIMIT, Some(*lap))
                .into_iter()
                .any(is_wgmma_fence);
            if !fenced {
                mma.error(&format!(
                    "this wgmma reads {what} that each lap of the loop at {} copies in again from {} (an inner loop's initial value), with no nvvm.wgmma.fence.aligned in that lap before it: the PTX ISA requires wgmma.fence after any other access to its registers (put it in the loop, before the first wgmma of the chain)",
                    ir::location_text(*lap),
                    ir::location_text(*src)
                ));
                ok = false;
            }
        }
        let sources: Vec<(Op, &str)> = found
            .into_iter()
            .filter(|s| s.1.is_none())
            .map(|(s, _, what)| (s, what))
            .collect();
        if sources.is_empty() {
            continue;
        }
        for prior in before(mma, func, LIMIT) {
            if is_wgmma_fence(prior) {
                break;
            }
            if let Some((src, what)) = sources.iter().find(|s| s.0 == prior) {
                mma.error(&format!(
                    "this wgmma reads {what} written by ordinary instructions at {} with no nvvm.wgmma.fence.aligned between: the PTX ISA requires wgmma.fence before the first wgmma.mma_async and after any other access to its registers (put it after the write, before the first wgmma of the chain)",
                    ir::location_text(*src)
                ));
                ok = false;
                break;
            }
        }
    }
    ok
}

/// `nvvm.wgmma.fence.aligned`, or inline assembly of `wgmma.fence`.
fn is_wgmma_fence(op: Op) -> bool {
    op.name() == "nvvm.wgmma.fence.aligned"
        || (op.name() == "llvm.inline_asm"
            && op
                .str_attr("asm_string")
                .unwrap_or_default()
                .contains("wgmma.fence"))
}
