//! Which kernel arguments bound which loops: the arguments the trip
//! counts come from, and, for barrier ops inside two loops whose bounds
//! depend on the arguments (a persistent kernel's tile loop and its K
//! loop), the arguments of each level.

use crate::maps::HashSet;
use crate::simt::loops::{bounds, is_barrier_op};
use mlir_sys::*;
use phaselock_ir::{self as ir, Op};

/// The two levels of a loop nest that barrier ops run in.
#[derive(Debug, Clone)]
pub struct Levels {
    /// The arguments the outer loops' bounds depend on (bit `a` for
    /// argument `a`).
    pub outer_args: u64,
    /// The arguments the inner loops' bounds depend on; none of them is an
    /// outer one.
    pub inner_args: u64,
    /// The outer loops: those with barrier ops in inner loops of theirs.
    pub outer: Vec<Op>,
    /// The inner loops.
    pub inner: Vec<Op>,
}

/// What the loops that hold barrier ops look like.
#[derive(Debug, Clone)]
pub enum Nesting {
    /// No barrier op is inside two loops whose bounds depend on the
    /// arguments.
    Flat,
    /// Two levels, each bounded by arguments of its own.
    Nested(Levels),
    /// Barrier ops inside two such loops (or an `scf.while`), in a shape
    /// the nested argument does not cover (the reason).
    Other(&'static str),
}

/// Whether `lp` is a loop whose laps the arguments or the data decide: an
/// `scf.while`, or an `scf.for` with a bound that depends on the kernel's
/// arguments.
fn dynamic(func: Op, lp: Op) -> bool {
    lp.name() == "scf.while" || (lp.name() == "scf.for" && arguments_of(func, bounds(lp)) != 0)
}

/// The dynamic loops around `op`, outermost first.
fn dynamic_ancestors(func: Op, op: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut current = op.parent();
    while let Some(p) = current.filter(|p| *p != func) {
        if dynamic(func, p) {
            out.push(p);
        }
        current = p.parent();
    }
    out.reverse();
    out
}

/// The loop nesting of `func`'s barrier ops.
pub fn nesting(func: Op) -> Nesting {
    let chains: Vec<Vec<Op>> = func
        .descendants()
        .into_iter()
        .filter(|op| is_barrier_op(*op))
        .map(|op| dynamic_ancestors(func, op))
        .collect();
    if chains.iter().all(|c| c.len() < 2) {
        return Nesting::Flat;
    }
    if chains.iter().any(|c| c.len() > 2) {
        return Nesting::Other("barrier ops inside three loops bounded by arguments");
    }
    if chains.iter().flatten().any(|lp| lp.name() != "scf.for") {
        return Nesting::Other("a loop of the nest is an scf.while");
    }
    let mut outer: Vec<Op> = Vec::new();
    let mut inner: Vec<Op> = Vec::new();
    for c in chains.iter().filter(|c| c.len() == 2) {
        if !outer.contains(&c[0]) {
            outer.push(c[0]);
        }
        if !inner.contains(&c[1]) {
            inner.push(c[1]);
        }
    }
    // Barrier ops in one loop only: a tile's ops outside its K loop.
    if chains
        .iter()
        .any(|c| c.len() == 1 && !outer.contains(&c[0]))
    {
        return Nesting::Other("barrier ops in a loop outside the nest");
    }
    let outer_args = arguments_of(func, outer.iter().flat_map(|lp| bounds(*lp)));
    let inner_args = arguments_of(func, inner.iter().flat_map(|lp| bounds(*lp)));
    if outer_args & inner_args != 0 {
        return Nesting::Other("an argument bounds both levels of the nest");
    }
    Nesting::Nested(Levels {
        outer_args,
        inner_args,
        outer,
        inner,
    })
}

/// The kernel arguments (positions below 64) that loop bounds depend on:
/// the arguments the trip counts come from.
pub fn loop_bound_arguments(func: Op) -> u64 {
    arguments_of(
        func,
        func.descendants_named("scf.for")
            .into_iter()
            .flat_map(bounds),
    )
}

/// The kernel arguments (positions below 64) that `values` depend on,
/// through the ops that define them.
pub(crate) fn arguments_of(func: Op, values: impl IntoIterator<Item = MlirValue>) -> u64 {
    let body = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    if body.ptr.is_null() {
        return 0;
    }
    let mut mask = 0u64;
    let mut seen = HashSet::default();
    let mut work: Vec<MlirValue> = values.into_iter().collect();
    while let Some(v) = work.pop() {
        if !seen.insert(v.ptr as usize) {
            continue;
        }
        if unsafe { mlirValueIsABlockArgument(v) } {
            if unsafe { mlirBlockArgumentGetOwner(v) }.ptr == body.ptr {
                let a = unsafe { mlirBlockArgumentGetArgNumber(v) };
                if (0..64).contains(&a) {
                    mask |= 1 << a;
                }
            }
            continue;
        }
        if let Some(def) = ir::defining_op(v) {
            work.extend((0..def.num_operands()).map(|i| def.operand(i)));
        }
    }
    mask
}
