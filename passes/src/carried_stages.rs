//! `!async.stage` values carried through `scf.for` loops, for
//! `async-insert-phases`: a stage waited in one iteration and released in a
//! later one (or after the loop) keeps its `(slot, phase)` registers in
//! loop-carried values.
//!
//! Expects: the stages of the pipeline's acquires and waits already have
//! their registers in `stages` (keyed by the stage value).
//!
//! Guarantees, for every `scf.for` iter_arg of type `!async.stage` whose
//! initial value is a stage of this pipeline ([`begin`]):
//! - the loop is rebuilt with two iter_args in its place, `slot: index` and
//!   `phase: i1`, appended after the loop's other iter_args; its other
//!   results keep their uses;
//! - the body's stage argument and the loop's stage result get registers
//!   in `stages`, so that the releases, buffers and barriers that use them
//!   are lowered like those of a waited stage.
//!
//! [`finish`], once those users are lowered and erased, yields the
//! registers of the yielded stages, erases the stage arguments and the old
//! loops. A yielded stage without registers (a stage of another kind of
//! op) is an error at the yield.

use crate::builder::Builder;
use crate::cursor::{Cursors, Regs};
use crate::ir::{self, Op};
use mlir_sys::*;
use std::collections::HashMap;

/// A loop rebuilt by [`begin`], waiting for [`finish`].
pub struct Rebuilt {
    old: Op,
    body: MlirBlock,
    /// Positions of the stage iter_args among the old loop's iter_args.
    stage_args: Vec<usize>,
}

fn is_stage(v: MlirValue) -> bool {
    ir::is_async_type(ir::value_type(v), "stage")
}

/// Rebuilds the loops of `func` that carry stages of this pipeline.
pub fn begin(func: Op, stages: &mut HashMap<usize, Regs>, cursors: &mut Cursors) -> Vec<Rebuilt> {
    let mut rebuilt = Vec::new();
    // Outer loops first: an inner loop's initial stage may be the outer
    // loop's body argument.
    for for_op in func.descendants_named("scf.for") {
        // A loop another pipeline's lowering rebuilt and then stopped at (a
        // stranger's use of its results) is kept, bodiless, for that
        // diagnostic: its twin holds the body.
        if unsafe { mlirRegionGetFirstBlock(for_op.region(0)) }
            .ptr
            .is_null()
        {
            continue;
        }
        let inits = for_op.num_operands().saturating_sub(3);
        let stage_args: Vec<usize> = (0..inits)
            .filter(|&j| {
                let init = for_op.operand(3 + j);
                is_stage(init) && stages.contains_key(&(init.ptr as usize))
            })
            .collect();
        if !stage_args.is_empty() {
            rebuilt.push(rebuild(for_op, stage_args, stages, cursors));
        }
    }
    rebuilt
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
        body,
        stage_args,
    }
}

/// Yields the carried registers and erases the stage arguments and the old
/// loops; `false` after an error.
pub fn finish(
    rebuilt: Vec<Rebuilt>,
    stages: &HashMap<usize, Regs>,
    cursors: &mut Cursors,
    pipeline: &str,
) -> bool {
    let mut ok = true;
    for r in &rebuilt {
        let yield_op = Op(unsafe { mlirBlockGetTerminator(r.body) });
        let n = yield_op.num_operands();
        let mut yielded: Vec<MlirValue> = (0..n)
            .filter(|j| !r.stage_args.contains(j))
            .map(|j| yield_op.operand(j))
            .collect();
        for &j in &r.stage_args {
            let v = yield_op.operand(j);
            match stages.get(&(v.ptr as usize)) {
                Some(&(slot, phase)) => yielded.extend([slot, phase]),
                None => {
                    yield_op.error(&format!(
                        "the stage yielded here for pipeline '{pipeline}' must come from a producer_acquire, a consumer_wait or a loop that carries one"
                    ));
                    ok = false;
                }
            }
        }
        if !ok {
            continue;
        }
        Builder::before(yield_op).op("scf.yield", &yielded, &[], &[], Vec::new());
        yield_op.erase();
    }
    if !ok {
        return false;
    }
    for r in &rebuilt {
        for &j in r.stage_args.iter().rev() {
            let arg = unsafe { mlirBlockGetArgument(r.body, j as isize + 1) };
            if !unsafe { mlirValueGetFirstUse(arg) }.ptr.is_null() {
                r.old.error(&format!(
                    "a stage of pipeline '{pipeline}' carried by this loop is used by an op that async-insert-phases does not lower"
                ));
                return false;
            }
            unsafe { mlirBlockEraseArgument(r.body, j as u32 + 1) };
        }
        let erased: Vec<isize> = r.stage_args.iter().map(|&j| j as isize + 1).collect();
        cursors.arguments_erased(r.body, &erased);
    }
    for r in rebuilt.iter().rev() {
        let user = (0..r.old.num_results()).find_map(|j| {
            let first = unsafe { mlirValueGetFirstUse(r.old.result(j)) };
            (!first.ptr.is_null()).then(|| Op(unsafe { mlirOpOperandGetOwner(first) }))
        });
        if let Some(user) = user {
            r.old.error(&format!(
                "a stage of pipeline '{pipeline}' that leaves this loop is used by '{}' at {}, which async-insert-phases does not lower as an op of pipeline '{pipeline}' (a stage is used with the pipeline it came from)",
                user.name(),
                ir::location_text(user)
            ));
            return false;
        }
        r.old.erase();
    }
    true
}
