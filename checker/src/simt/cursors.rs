//! The value analysis of the cursors: whether the operands that choose a
//! barrier op's slot and parity inside a loop repeat with a period
//! ([`cursor_shape`]). The simulation shortens only loops whose cursors it
//! shows periodic (`loops::trimmed_cursors`), and the trip plan
//! discharges its period premise with it ([`crate::trips::period`]).

use crate::maps::HashSet;
use mlir_sys::*;
use phaselock_ir::{self as ir, Op, OpKind};

/// What the value analysis shows of a value, as a function of the counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Repeats every so many laps (1: loop-invariant).
    Periodic(i64),
    /// Moves on by the same amount every so many laps: `f(k + m) = f(k) +
    /// d` (the counter is `Lattice(1)`, `k div 4` is `Lattice(4)`).
    Lattice(i64),
    /// Read from loop-carried registers whose next value depends on the
    /// registers and invariants alone.
    Carried,
}

/// Most ops deep [`shape`] looks.
const DEPTH: usize = 32;

/// Longest period the analysis tracks.
const LONGEST: i64 = 1 << 20;

fn lcm(a: i64, b: i64) -> i64 {
    let mut x = a;
    let mut y = b;
    while y != 0 {
        (x, y) = (y, x % y);
    }
    (a / x.max(1)).saturating_mul(b).min(LONGEST)
}

/// The shape of `v` inside `lp` (an `scf.for`), or `None` when the value
/// analysis cannot tell. Division and remainder are taken on values that
/// stay non-negative (laps, slots, parities).
fn shape(v: MlirValue, lp: Op, depth: usize, carried: &mut HashSet<usize>) -> Option<Shape> {
    if depth > DEPTH {
        return None;
    }
    if !ir::defined_inside(v, lp) {
        return Some(Shape::Periodic(1));
    }
    if unsafe { mlirValueIsABlockArgument(v) } {
        return block_argument(v, lp, depth, carried);
    }
    let def = ir::defining_op(v)?;
    let name = def.name();
    let mut arg = |i: usize| shape(def.operand(i), lp, depth + 1, carried);
    let constant = |i: usize| ir::constant_int(def.operand(i));
    match name.as_str() {
        "arith.constant" => Some(Shape::Periodic(1)),
        "arith.index_cast" | "arith.index_castui" | "arith.extui" | "arith.extsi" => arg(0),
        "arith.trunci" => {
            let width = unsafe { mlirIntegerTypeGetWidth(ir::value_type(v)) };
            let x = arg(0)?;
            if width < 20 {
                modulo(x, 1 << width)
            } else {
                Some(x)
            }
        }
        "arith.addi" | "arith.subi" => sum(arg(0)?, arg(1)?),
        "arith.muli" => {
            let (x, y) = (arg(0)?, arg(1)?);
            match (x, y) {
                (Shape::Lattice(m), Shape::Periodic(1))
                | (Shape::Periodic(1), Shape::Lattice(m)) => Some(Shape::Lattice(m)),
                _ => combine(x, y),
            }
        }
        "arith.divui" | "arith.shrui" => {
            let d = constant(1)?;
            let d = if name == "arith.shrui" {
                1i64.checked_shl(u32::try_from(d).ok()?)?
            } else {
                d
            };
            match arg(0)? {
                _ if d <= 0 => None,
                Shape::Lattice(m) => Some(Shape::Lattice(m.saturating_mul(d).min(LONGEST))),
                s => Some(s),
            }
        }
        "arith.remui" => modulo(arg(0)?, constant(1)?),
        "arith.andi" => {
            let (mask, other) = match (constant(1), constant(0)) {
                (Some(c), _) => (c, 0),
                (None, Some(c)) => (c, 1),
                (None, None) => return combine(arg(0)?, arg(1)?),
            };
            // A mask of low bits is a remainder by a power of two.
            if mask >= 0 && (mask + 1) & mask == 0 {
                modulo(arg(other)?, mask + 1)
            } else {
                combine(arg(0)?, arg(1)?)
            }
        }
        // The cluster barrier's counter word: its loads read the values
        // the leader stores, (c + 1) & 3, a register of the protocol
        // (`cluster::counter_order` proves what each load reads).
        "llvm.load"
            if ir::defining_op(def.operand(0))
                .is_some_and(|a| a.kind() == Some(OpKind::BarrierCounter)) =>
        {
            Some(Shape::Carried)
        }
        // A region's result is the value its terminator yields (an
        // scf.if's, under its condition).
        "scf.execute_region" | "scf.if" => {
            let index = (0..def.num_results()).position(|i| def.result(i).ptr == v.ptr)?;
            let mut acc = if name == "scf.if" {
                arg(0)?
            } else {
                Shape::Periodic(1)
            };
            for r in 0..def.num_regions() {
                let yielded = def.region_terminator(r)?.operand(index);
                acc = combine(acc, shape(yielded, lp, depth + 1, carried)?)?;
            }
            Some(acc)
        }
        "arith.xori" | "arith.ori" | "arith.cmpi" | "arith.select" => {
            let mut acc = Shape::Periodic(1);
            for i in 0..def.num_operands() {
                acc = combine(acc, arg(i)?)?;
            }
            Some(acc)
        }
        _ => None,
    }
}

/// The shape of a sum or difference.
fn sum(x: Shape, y: Shape) -> Option<Shape> {
    match (x, y) {
        (Shape::Lattice(a), Shape::Lattice(b))
        | (Shape::Lattice(a), Shape::Periodic(b))
        | (Shape::Periodic(b), Shape::Lattice(a)) => Some(Shape::Lattice(lcm(a, b))),
        _ => combine(x, y),
    }
}

/// The shape of `x mod m`.
fn modulo(x: Shape, m: i64) -> Option<Shape> {
    if m <= 0 {
        return None;
    }
    match x {
        Shape::Lattice(l) => Some(Shape::Periodic(l.saturating_mul(m).min(LONGEST))),
        s => Some(s),
    }
}

/// The shape of an op of two periodic or carried operands.
fn combine(x: Shape, y: Shape) -> Option<Shape> {
    match (x, y) {
        (Shape::Periodic(a), Shape::Periodic(b)) => Some(Shape::Periodic(lcm(a, b))),
        (Shape::Carried, Shape::Periodic(_) | Shape::Carried)
        | (Shape::Periodic(_), Shape::Carried) => Some(Shape::Carried),
        _ => None,
    }
}

/// The shape of block argument `v` of `lp` or of a region inside it: the
/// counter is affine (in its step, a constant), an iter_arg of `lp` is
/// carried when its yielded value is periodic or carried.
fn block_argument(
    v: MlirValue,
    lp: Op,
    depth: usize,
    carried: &mut HashSet<usize>,
) -> Option<Shape> {
    let block = unsafe { mlirBlockArgumentGetOwner(v) };
    let owner = Op(unsafe { mlirBlockGetParentOperation(block) });
    if owner != lp {
        return None;
    }
    let index = unsafe { mlirBlockArgumentGetArgNumber(v) } as usize;
    if index == 0 {
        // The counter moves on by the step, a constant or an invariant.
        return (!ir::defined_inside(lp.operand(2), lp)).then_some(Shape::Lattice(1));
    }
    // Taken as carried while its yielded value is looked at.
    if !carried.insert(v.ptr as usize) {
        return Some(Shape::Carried);
    }
    let yield_op = lp.region_terminator(0)?;
    let next = yield_op.operand(index - 1);
    match shape(next, lp, depth + 1, carried)? {
        Shape::Periodic(_) | Shape::Carried => Some(Shape::Carried),
        _ => None,
    }
}

/// The operands of `op` that choose its barrier slot and parity.
fn cursor_operands(op: Op) -> Vec<MlirValue> {
    match op.kind() {
        Some(OpKind::BarrierGet) => (1..op.num_operands()).map(|i| op.operand(i)).collect(),
        Some(OpKind::BarrierWait | OpKind::BarrierTryWait) => {
            (1..op.num_operands()).map(|i| op.operand(i)).collect()
        }
        _ => Vec::new(),
    }
}

/// The cursor shape of the barrier ops in `loops` for period `p`: `Ok`
/// when every cursor operand is invariant, carried, or periodic with a
/// period dividing `p`; `Err` names the first op that is not.
pub fn cursor_shape(loops: &[Op], p: i64) -> Result<(), Op> {
    for lp in loops {
        for op in lp.descendants() {
            for v in cursor_operands(op) {
                // The innermost followed loop around the op is the one
                // whose counter matters; an outer one sees it invariant.
                let inner = loops
                    .iter()
                    .copied()
                    .filter(|l| l.encloses(op))
                    .find(|l| {
                        !loops
                            .iter()
                            .any(|m| m != l && l.encloses(*m) && m.encloses(op))
                    })
                    .unwrap_or(*lp);
                match shape(v, inner, 0, &mut HashSet::default()) {
                    Some(Shape::Periodic(q)) if p % q == 0 => {}
                    Some(Shape::Carried) => {}
                    _ => return Err(op),
                }
            }
        }
    }
    Ok(())
}
