//! Stage cursors as phase registers: for a cursor `k` of an `N`-stage ring,
//! the values `slot = k mod N` (index) and `phase = (k div N) & 1` (i1).
//!
//! Where `k` advances by a constant inside an `scf.for` (its induction
//! variable with a constant step, or a loop-carried counter `k' = k + c`),
//! `slot` and `phase` become loop-carried values of that loop, advanced at
//! the yield by compare-and-select: `slot + c mod N`, wrapping to `- N`
//! with `phase` toggled. No division is left in the loop, whatever `N` is.
//! Their initial values are the cursor of the loop's start, computed once
//! before the loop (recursively: a counter carried across an outer loop is
//! carried there too). Everywhere else the closed form `k remui N`,
//! `(k divui N) & 1` is emitted right after `k` is defined; for constants
//! it folds to constants.

use crate::builder::Builder;
use crate::ir::{self, defining_op, Op};
use mlir_sys::*;
use std::collections::HashMap;

/// `(slot, phase)`: an `index` and an `i1`.
pub type Regs = (MlirValue, MlirValue);

/// Builds and caches the phase registers of stage cursors.
#[derive(Default)]
pub struct Cursors {
    /// Registers of values, by (value, N).
    values: HashMap<(usize, i64), Regs>,
    /// Loop-carried registers, by (loop body block, which counter, N):
    /// the body block arguments of slot and phase. `which` is `None` for the
    /// induction variable, `Some(j)` for iter_arg `j`.
    carried: HashMap<(usize, Option<usize>, i64), (isize, isize)>,
}

fn key(v: MlirValue) -> usize {
    v.ptr as usize
}

/// Whether a value is a block argument.
fn block_arg(v: MlirValue) -> Option<(MlirBlock, isize)> {
    unsafe {
        mlirValueIsABlockArgument(v).then(|| {
            (
                mlirBlockArgumentGetOwner(v),
                mlirBlockArgumentGetArgNumber(v),
            )
        })
    }
}

fn parent_of_block(block: MlirBlock) -> Option<Op> {
    let op = unsafe { mlirBlockGetParentOperation(block) };
    (!op.ptr.is_null()).then_some(Op(op))
}

fn yield_of(body: MlirBlock) -> Op {
    Op(unsafe { mlirBlockGetTerminator(body) })
}

/// Whether `y` is `arg` advanced by constants: `arg`, `x + c` with `x`
/// such a value, or the result of an inner `scf.for` whose counter starts
/// at such a value (a cursor carried across the inner loop).
fn advances(y: MlirValue, arg: MlirValue, depth: usize) -> bool {
    if depth > 16 {
        return false;
    }
    if unsafe { mlirValueEqual(y, arg) } {
        return true;
    }
    let Some(def) = defining_op(y) else {
        return false;
    };
    match def.name().as_str() {
        "arith.addi" => [(0, 1), (1, 0)].iter().any(|&(x, c)| {
            ir::constant_int(def.operand(c)).is_some_and(|c| c >= 0)
                && advances(def.operand(x), arg, depth + 1)
        }),
        "scf.for" => {
            let Some(j) =
                (0..def.num_results()).find(|j| unsafe { mlirValueEqual(def.result(*j), y) })
            else {
                return false;
            };
            advances(def.operand(3 + j), arg, depth + 1) && is_counter(def, Some(j))
        }
        _ => false,
    }
}

/// Whether counter `which` of `for_op` (`None`: the induction variable)
/// advances by constants each iteration.
fn is_counter(for_op: Op, which: Option<usize>) -> bool {
    match which {
        None => ir::constant_int(for_op.operand(2)).is_some_and(|s| s > 0),
        Some(j) => {
            let body = unsafe { mlirRegionGetFirstBlock(for_op.region(0)) };
            if j + 3 >= for_op.num_operands()
                || ir::type_string(ir::value_type(for_op.result(j))) != "index"
            {
                return false;
            }
            let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
            advances(yield_of(body).operand(j), arg, 0)
        }
    }
}

impl Cursors {
    /// The phase registers of cursor `k` in an `n`-stage ring, emitted
    /// where they dominate every use of `k`.
    pub fn regs(&mut self, k: MlirValue, n: i64) -> Regs {
        if let Some(r) = self.values.get(&(key(k), n)) {
            return *r;
        }
        let regs = self.compute(k, n);
        self.values.insert((key(k), n), regs);
        regs
    }

    fn compute(&mut self, k: MlirValue, n: i64) -> Regs {
        if let Some((block, index)) = block_arg(k) {
            if let Some(for_op) = parent_of_block(block).filter(|p| p.name() == "scf.for") {
                let which = if index == 0 {
                    None
                } else {
                    Some(index as usize - 1)
                };
                if is_counter(for_op, which) {
                    return self.carried(for_op, which, n);
                }
            }
            let first = unsafe { mlirBlockGetFirstOperation(block) };
            let b = Builder::at_start(
                unsafe { mlirValueGetContext(k) },
                if first.ptr.is_null() {
                    unsafe { mlirLocationUnknownGet(mlirValueGetContext(k)) }
                } else {
                    Op(first).location()
                },
                block,
            );
            return closed_form(&b, k, n);
        }
        let Some(def) = defining_op(k) else {
            // Not reachable: a value is a block argument or an op result.
            return (k, k);
        };
        if let Some(c) = ir::constant_int(k) {
            let b = Builder::after(def);
            return (
                b.constant(c.rem_euclid(n), "index"),
                bool_const(&b, (c.div_euclid(n)) & 1 == 1),
            );
        }
        if def.name() == "scf.for" {
            let j = (0..def.num_results())
                .find(|j| unsafe { mlirValueEqual(def.result(*j), k) })
                .unwrap_or(0);
            if is_counter(def, Some(j)) {
                let body = unsafe { mlirRegionGetFirstBlock(def.region(0)) };
                self.carried(def, Some(j), n);
                // The loop was rebuilt: read the registers off the new one.
                let (slot, phase) = self.carried[&(body.ptr as usize, Some(j), n)];
                let new_loop = parent_of_block(body).unwrap_or(def);
                return (
                    new_loop.result(slot as usize - 1),
                    new_loop.result(phase as usize - 1),
                );
            }
        }
        if def.name() == "arith.addi" {
            for (x, c) in [
                (def.operand(0), def.operand(1)),
                (def.operand(1), def.operand(0)),
            ] {
                if let (Some(c), true) = (ir::constant_int(c), self.is_structured(x)) {
                    if c >= 0 {
                        let base = self.regs(x, n);
                        return advance(&Builder::after(def), base, c, n);
                    }
                }
            }
        }
        closed_form(&Builder::after(def), k, n)
    }

    /// Forgets the registers it knows from the results of `old`, a loop
    /// that was rebuilt (its results replaced by the new loop's).
    pub fn forget_results(&mut self, old: Op) {
        let old: Vec<usize> = (0..old.num_results()).map(|i| key(old.result(i))).collect();
        self.values.retain(|(v, _), (s, p)| {
            !old.contains(v) && !old.contains(&key(*s)) && !old.contains(&key(*p))
        });
    }

    /// Renumbers what it knows of `body`'s arguments after the arguments at
    /// positions `erased` were erased.
    pub fn arguments_erased(&mut self, body: MlirBlock, erased: &[isize]) {
        let shift = |i: isize| i - erased.iter().filter(|&&e| e < i).count() as isize;
        let entries: Vec<_> = self
            .carried
            .iter()
            .filter(|((b, _, _), _)| *b == body.ptr as usize)
            .map(|(k, v)| (*k, *v))
            .collect();
        for ((b, which, n), (s, p)) in entries {
            self.carried.remove(&(b, which, n));
            let which = which.map(|j| (shift(j as isize + 1) - 1) as usize);
            self.carried.insert((b, which, n), (shift(s), shift(p)));
        }
    }

    /// Whether `x` has registers cheaper than the closed form.
    fn is_structured(&self, x: MlirValue) -> bool {
        if ir::constant_int(x).is_some() {
            return true;
        }
        if let Some((block, index)) = block_arg(x) {
            return parent_of_block(block).is_some_and(|p| {
                p.name() == "scf.for" && is_counter(p, (index > 0).then(|| index as usize - 1))
            });
        }
        defining_op(x).is_some_and(|d| {
            d.name() == "scf.for"
                && (0..d.num_results())
                    .any(|j| (unsafe { mlirValueEqual(d.result(j), x) }) && is_counter(d, Some(j)))
        })
    }

    /// Makes `(slot, phase)` of counter `which` loop-carried in `for_op`
    /// and returns the body's registers.
    fn carried(&mut self, for_op: Op, which: Option<usize>, n: i64) -> Regs {
        let body = unsafe { mlirRegionGetFirstBlock(for_op.region(0)) };
        let cache_key = (body.ptr as usize, which, n);
        if let Some((s, p)) = self.carried.get(&cache_key) {
            return unsafe {
                (
                    mlirBlockGetArgument(body, *s),
                    mlirBlockGetArgument(body, *p),
                )
            };
        }
        let init = match which {
            None => for_op.operand(0),
            Some(j) => for_op.operand(3 + j),
        };
        let (slot0, phase0) = self.regs(init, n);
        // The initial cursor may have been carried through this very loop
        // (a counter passed across it): then it is done, and rebuilt.
        if let Some((s, p)) = self.carried.get(&cache_key) {
            return unsafe {
                (
                    mlirBlockGetArgument(body, *s),
                    mlirBlockGetArgument(body, *p),
                )
            };
        }
        let for_op = parent_of_block(body).unwrap_or(for_op);

        // Rebuild the loop with two more iter_args.
        let b = Builder::before(for_op);
        let mut operands: Vec<MlirValue> = (0..for_op.num_operands())
            .map(|i| for_op.operand(i))
            .collect();
        operands.extend([slot0, phase0]);
        let mut results: Vec<MlirType> = (0..for_op.num_results())
            .map(|i| ir::value_type(for_op.result(i)))
            .collect();
        let index_t = b.ty("index");
        let i1 = b.ty("i1");
        results.extend([index_t, i1]);
        let attrs = for_op.attributes();
        let attr_refs: Vec<(&str, MlirAttribute)> =
            attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
        let region = b.empty_region();
        let new_loop = b.op("scf.for", &operands, &results, &attr_refs, vec![region]);
        unsafe { mlirRegionTakeBody(new_loop.region(0), for_op.region(0)) };
        let loc = for_op.location();
        let slot = unsafe { mlirBlockAddArgument(body, index_t, loc) };
        let phase = unsafe { mlirBlockAddArgument(body, i1, loc) };
        let nargs = unsafe { mlirBlockGetNumArguments(body) };
        self.carried.insert(cache_key, (nargs - 2, nargs - 1));

        let old_yield = yield_of(body);
        let yb = Builder::before(old_yield);
        let (next_slot, next_phase) = match which {
            None => advance(
                &yb,
                (slot, phase),
                ir::constant_int(for_op.operand(2)).unwrap_or(1),
                n,
            ),
            Some(j) => {
                let yielded = old_yield.operand(j);
                self.regs(yielded, n)
            }
        };
        let old_yield = yield_of(body);
        let mut yielded: Vec<MlirValue> = (0..old_yield.num_operands())
            .map(|i| old_yield.operand(i))
            .collect();
        yielded.extend([next_slot, next_phase]);
        yb.op("scf.yield", &yielded, &[], &[], Vec::new());
        old_yield.erase();

        let old: Vec<usize> = (0..for_op.num_results())
            .map(|i| key(for_op.result(i)))
            .collect();
        self.values.retain(|(v, _), (s, p)| {
            !old.contains(v) && !old.contains(&key(*s)) && !old.contains(&key(*p))
        });
        for i in 0..for_op.num_results() {
            unsafe { mlirValueReplaceAllUsesOfWith(for_op.result(i), new_loop.result(i)) };
        }
        for_op.erase();
        (slot, phase)
    }
}

fn bool_const(b: &Builder, v: bool) -> MlirValue {
    b.constant(v as i64, "i1")
}

/// `k remui n`, `trunc((k divui n))`.
pub fn closed_form(b: &Builder, k: MlirValue, n: i64) -> Regs {
    let index_t = b.ty("index");
    let n_v = b.constant(n, "index");
    let slot = b.value("arith.remui", &[k, n_v], index_t, &[]);
    let lap = b.value("arith.divui", &[k, n_v], index_t, &[]);
    let lap64 = b.value("arith.index_castui", &[lap], b.ty("i64"), &[]);
    let phase = b.value("arith.trunci", &[lap64], b.ty("i1"), &[]);
    (slot, phase)
}

/// The registers of `k + c` from those of `k`: compare and select, no division.
pub fn advance(b: &Builder, (slot, phase): Regs, c: i64, n: i64) -> Regs {
    let index_t = b.ty("index");
    let i1 = b.ty("i1");
    let (c_slot, c_laps) = (c % n, (c / n) & 1);
    let mut phase = phase;
    if c_laps == 1 {
        let t = bool_const(b, true);
        phase = b.value("arith.xori", &[phase, t], i1, &[]);
    }
    if c_slot == 0 {
        return (slot, phase);
    }
    let c_v = b.constant(c_slot, "index");
    let bumped = b.value("arith.addi", &[slot, c_v], index_t, &[]);
    let n_v = b.constant(n, "index");
    let wrap = b.value(
        "arith.cmpi",
        &[bumped, n_v],
        i1,
        &[("predicate", b.attr("9 : i64"))],
    );
    let wrapped = b.value("arith.subi", &[bumped, n_v], index_t, &[]);
    let slot = b.value("arith.select", &[wrap, wrapped, bumped], index_t, &[]);
    let phase = b.value("arith.xori", &[phase, wrap], i1, &[]);
    (slot, phase)
}
