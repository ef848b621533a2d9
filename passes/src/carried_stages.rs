//! `!async.stage` values carried through `scf.for` loops and out of
//! `scf.if` branches, for `async-insert-phases`: a stage waited in one
//! iteration and released in a later one (or after the loop) keeps its
//! `(slot, phase)` registers in loop-carried values, and a stage that one
//! branch waits and the other passes on (a persistent kernel's tile that
//! waits the next tile's Q, beside a tile without key blocks that keeps
//! the one it was given) in the `scf.if`'s results.
//!
//! Expects: the stages of the pipeline's acquires and waits already have
//! their registers in `stages` (keyed by the stage value).
//!
//! Guarantees, for every `scf.for` iter_arg of type `!async.stage` whose
//! initial value is a stage of this pipeline, and every `scf.if` result of
//! that type that one of its branches yields such a stage for ([`begin`],
//! until no op is left whose stages it has registers for: an `scf.if`
//! inside a loop yields the loop's stage argument, the loop yields the
//! `scf.if`'s result):
//! - the op is rebuilt with two values in the stage's place, `slot: index`
//!   and `phase: i1`, appended after its other iter_args (a loop) or
//!   results (an `scf.if`); its other results keep their uses;
//! - the body's stage argument and the op's stage result get registers
//!   in `stages`, so that the releases, buffers and barriers that use them
//!   are lowered like those of a waited stage.
//!
//! [`finish`], once those users are lowered and erased, yields the
//! registers of the yielded stages (in a loop's body, in each branch of an
//! `scf.if`), erases the stage arguments and the old ops. A yielded stage
//! without registers (a stage of another kind of op, or of another
//! pipeline) is an error at the yield.

use crate::builder::Builder;
use crate::cursor::{Cursors, Regs};
use crate::ir::{self, Op};
use mlir_sys::*;
use std::collections::HashMap;

/// A loop or an `scf.if` rebuilt by [`begin`], waiting for [`finish`].
pub struct Rebuilt {
    old: Op,
    /// The blocks whose terminators yield the stages: the loop's body, or
    /// the branches.
    yields: Vec<MlirBlock>,
    /// A loop's body, whose stage arguments [`finish`] erases.
    body: Option<MlirBlock>,
    /// Positions of the stages among the old op's iter_args or results.
    stage_args: Vec<usize>,
}

fn is_stage(v: MlirValue) -> bool {
    ir::is_async_type(ir::value_type(v), "stage")
}

/// Rebuilds the loops and branches of `func` that carry stages of this
/// pipeline.
pub fn begin(func: Op, stages: &mut HashMap<usize, Regs>, cursors: &mut Cursors) -> Vec<Rebuilt> {
    let mut rebuilt: Vec<Rebuilt> = Vec::new();
    // Outer ops first (an inner loop's initial stage may be the outer
    // loop's body argument), and again while a round rebuilds one (a
    // loop's initial stage may be an `scf.if`'s result, a branch's
    // yielded stage a loop's argument or result).
    loop {
        let mut changed = false;
        for op in func.descendants() {
            if rebuilt.iter().any(|r| r.old == op) {
                continue;
            }
            // An op another pipeline's lowering rebuilt and then stopped at
            // (a stranger's use of its results) is kept, bodiless, for that
            // diagnostic: its twin holds the body.
            if matches!(op.name().as_str(), "scf.for" | "scf.if")
                && unsafe { mlirRegionGetFirstBlock(op.region(0)) }
                    .ptr
                    .is_null()
            {
                continue;
            }
            let has = |v: MlirValue| is_stage(v) && stages.contains_key(&(v.ptr as usize));
            match op.name().as_str() {
                "scf.for" => {
                    let inits = op.num_operands().saturating_sub(3);
                    let stage_args: Vec<usize> =
                        (0..inits).filter(|&j| has(op.operand(3 + j))).collect();
                    if !stage_args.is_empty() {
                        rebuilt.push(rebuild(op, stage_args, stages, cursors));
                        changed = true;
                    }
                }
                "scf.if" => {
                    let stage_results: Vec<usize> = (0..op.num_results())
                        .filter(|&j| {
                            is_stage(op.result(j))
                                && (0..op.num_regions()).any(|r| {
                                    op.region_terminator(r)
                                        .is_some_and(|y| j < y.num_operands() && has(y.operand(j)))
                                })
                        })
                        .collect();
                    if !stage_results.is_empty() {
                        rebuilt.push(rebuild_if(op, stage_results, stages, cursors));
                        changed = true;
                    }
                }
                _ => {}
            }
        }
        if !changed {
            return rebuilt;
        }
    }
}

/// Rebuilds `if_op` with `(slot, phase)` results in place of its stage
/// results `stage_results`.
fn rebuild_if(
    if_op: Op,
    stage_results: Vec<usize>,
    stages: &mut HashMap<usize, Regs>,
    cursors: &mut Cursors,
) -> Rebuilt {
    let b = Builder::before(if_op);
    let (index_t, i1) = (b.ty("index"), b.ty("i1"));
    let kept: Vec<usize> = (0..if_op.num_results())
        .filter(|j| !stage_results.contains(j))
        .collect();
    let mut results: Vec<MlirType> = kept
        .iter()
        .map(|&j| ir::value_type(if_op.result(j)))
        .collect();
    for _ in &stage_results {
        results.extend([index_t, i1]);
    }
    let attrs = if_op.attributes();
    let attr_refs: Vec<(&str, MlirAttribute)> =
        attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let regions = (0..if_op.num_regions()).map(|_| b.empty_region()).collect();
    let new_if = b.op("scf.if", &[if_op.operand(0)], &results, &attr_refs, regions);
    let mut yields = Vec::new();
    for r in 0..if_op.num_regions() {
        unsafe { mlirRegionTakeBody(new_if.region(r), if_op.region(r)) };
        let block = unsafe { mlirRegionGetFirstBlock(new_if.region(r)) };
        if !block.ptr.is_null() {
            yields.push(block);
        }
    }
    for (n, &j) in stage_results.iter().enumerate() {
        let at = kept.len() + 2 * n;
        let out = (new_if.result(at), new_if.result(at + 1));
        stages.insert(if_op.result(j).ptr as usize, out);
    }
    for (n, &j) in kept.iter().enumerate() {
        unsafe { mlirValueReplaceAllUsesOfWith(if_op.result(j), new_if.result(n)) };
    }
    cursors.forget_results(if_op);
    Rebuilt {
        old: if_op,
        yields,
        body: None,
        stage_args: stage_results,
    }
}

fn rebuild(
    for_op: Op,
    stage_args: Vec<usize>,
    stages: &mut HashMap<usize, Regs>,
    cursors: &mut Cursors,
) -> Rebuilt {
    let b = Builder::before(for_op);
    let (index_t, i1) = (b.ty("index"), b.ty("i1"));
    let inits = for_op.num_operands() - 3;
    let kept: Vec<usize> = (0..inits).filter(|j| !stage_args.contains(j)).collect();
    let mut operands: Vec<MlirValue> = (0..3).map(|i| for_op.operand(i)).collect();
    operands.extend(kept.iter().map(|&j| for_op.operand(3 + j)));
    let mut results: Vec<MlirType> = kept
        .iter()
        .map(|&j| ir::value_type(for_op.result(j)))
        .collect();
    for &j in &stage_args {
        let (slot, phase) = stages[&(for_op.operand(3 + j).ptr as usize)];
        operands.extend([slot, phase]);
        results.extend([index_t, i1]);
    }
    let attrs = for_op.attributes();
    let attr_refs: Vec<(&str, MlirAttribute)> =
        attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let new_loop = b.op(
        "scf.for",
        &operands,
        &results,
        &attr_refs,
        vec![b.empty_region()],
    );
    let body = unsafe { mlirRegionGetFirstBlock(for_op.region(0)) };
    unsafe { mlirRegionTakeBody(new_loop.region(0), for_op.region(0)) };
    let loc = for_op.location();
    for (n, &j) in stage_args.iter().enumerate() {
        let slot = unsafe { mlirBlockAddArgument(body, index_t, loc) };
        let phase = unsafe { mlirBlockAddArgument(body, i1, loc) };
        let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
        stages.insert(arg.ptr as usize, (slot, phase));
        let at = kept.len() + 2 * n;
        let out = (new_loop.result(at), new_loop.result(at + 1));
        stages.insert(for_op.result(j).ptr as usize, out);
    }
    for (n, &j) in kept.iter().enumerate() {
        unsafe { mlirValueReplaceAllUsesOfWith(for_op.result(j), new_loop.result(n)) };
    }
    cursors.forget_results(for_op);
    Rebuilt {
        old: for_op,
        yields: vec![body],
        body: Some(body),
        stage_args,
    }
}

/// Yields the carried registers and erases the stage arguments and the old
/// loops and branches; `false` after an error.
pub fn finish(
    rebuilt: Vec<Rebuilt>,
    stages: &HashMap<usize, Regs>,
    cursors: &mut Cursors,
    pipeline: &str,
) -> bool {
    let mut ok = true;
    for r in &rebuilt {
        for &block in &r.yields {
            let yield_op = Op(unsafe { mlirBlockGetTerminator(block) });
            ok &= yield_registers(yield_op, &r.stage_args, stages, pipeline);
        }
    }
    if !ok {
        return false;
    }
    for r in &rebuilt {
        let Some(body) = r.body else {
            continue;
        };
        for &j in r.stage_args.iter().rev() {
            let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
            if !unsafe { mlirValueGetFirstUse(arg) }.ptr.is_null() {
                r.old.error(&format!(
                    "a stage of pipeline '{pipeline}' carried by this loop is used by an op that async-insert-phases does not lower"
                ));
                return false;
            }
            unsafe { mlirBlockEraseArgument(body, j as u32 + 1) };
        }
        let erased: Vec<isize> = r.stage_args.iter().map(|&j| j as isize + 1).collect();
        cursors.arguments_erased(body, &erased);
    }
    for r in rebuilt.iter().rev() {
        let user = (0..r.old.num_results()).find_map(|j| {
            let first = unsafe { mlirValueGetFirstUse(r.old.result(j)) };
            (!first.ptr.is_null()).then(|| Op(unsafe { mlirOpOperandGetOwner(first) }))
        });
        if let Some(user) = user {
            let what = if r.body.is_some() { "loop" } else { "scf.if" };
            r.old.error(&format!(
                "a stage of pipeline '{pipeline}' that leaves this {what} is used by '{}' at {}, which async-insert-phases does not lower as an op of pipeline '{pipeline}' (a stage is used with the pipeline it came from)",
                user.name(),
                ir::location_text(user)
            ));
            return false;
        }
        r.old.erase();
    }
    true
}

/// Replaces `yield_op` by one that yields the registers of its stages at
/// `stage_args` after its other values; `false` (an error at the yield)
/// when one of them has none.
fn yield_registers(
    yield_op: Op,
    stage_args: &[usize],
    stages: &HashMap<usize, Regs>,
    pipeline: &str,
) -> bool {
    let n = yield_op.num_operands();
    let mut yielded: Vec<MlirValue> = (0..n)
        .filter(|j| !stage_args.contains(j))
        .map(|j| yield_op.operand(j))
        .collect();
    for &j in stage_args {
        let v = yield_op.operand(j);
        match stages.get(&(v.ptr as usize)) {
            Some(&(slot, phase)) => yielded.extend([slot, phase]),
            None => {
                yield_op.error(&format!(
                    "the stage yielded here for pipeline '{pipeline}' must come from a producer_acquire, a consumer_wait, or a loop or scf.if that carries one"
                ));
                return false;
            }
        }
    }
    Builder::before(yield_op).op("scf.yield", &yielded, &[], &[], Vec::new());
    yield_op.erase();
    true
}
