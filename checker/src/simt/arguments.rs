//! The values the simulation gives a kernel's integer arguments.
//!
//! An argument that bounds a loop ([`Config::loop_args`]) takes the trip
//! count of its loop level: the inner count [`Config::inner`] when it
//! bounds the inner loops of a nest ([`Config::inner_args`]), the count
//! [`Config::trips`] otherwise. An argument that is divided by a constant
//! on its way to the bound (`m / 128`, `(m + 127) / 128`,
//! `ceildiv(m, 128)`, `m >> 7`: a count of tiles) takes the count times
//! that divisor, so that the quotient, floor or ceiling, is the count; a
//! quotient divided again (`((m + 127) / 128 + 1) / 2`: pairs of tile
//! rows) multiplies the divisors, since the floor or ceiling of a floor or
//! ceiling is that of the product's.
//! Where several arguments of one level are divided (`m / 128 * (n /
//! 256)`), the first takes the count times its divisor and the later ones
//! their divisor (a quotient of 1), so that the product is the count, not
//! its square. Only the divisions whose quotients a loop bound depends on
//! count (a head dim 256 kernel divides its sequence length by 128 for the
//! query blocks' index and by 80 for its key-block loop: the loop's count
//! comes from 80 alone). Every other integer argument takes
//! [`Config::other`].

use super::loops;
use super::Config;
use crate::maps::HashSet;
use mlir_sys::*;
use phaselock_ir::{self as ir, Op};

/// What each argument of kernel `func`'s body is divided by on its way to
/// a loop bound ([`divisor`]; 1 when it is not), `None` for the arguments
/// that are no integers: the same in every configuration, read once per
/// kernel.
pub(super) fn divisors(func: Op) -> Vec<Option<i64>> {
    let body = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    if func.num_regions() == 0 || body.ptr.is_null() {
        return Vec::new();
    }
    let cone = bound_values(func);
    let n = unsafe { mlirBlockGetNumArguments(body) };
    (0..n)
        .map(|a| {
            let arg = unsafe { mlirBlockGetArgument(body, a) };
            let ty = ir::value_type(arg);
            unsafe { mlirTypeIsAInteger(ty) || mlirTypeIsAIndex(ty) }.then(|| divisor(arg, &cone))
        })
        .collect()
}

/// The value of each argument of a kernel body whose arguments have the
/// [`divisors`] `divisors` (`None` for the arguments that are no integers).
pub(super) fn argument_values(divisors: &[Option<i64>], config: &Config) -> Vec<Option<i64>> {
    // Per level (outer, inner): whether a divided argument took the count.
    let mut scaled = [false; 2];
    divisors
        .iter()
        .enumerate()
        .map(|(a, d)| {
            let d = (*d)?;
            let bit = |mask: u64| a < 64 && mask & (1 << a) != 0;
            if !bit(config.loop_args) {
                return Some(config.other);
            }
            let level = usize::from(bit(config.inner_args));
            let count = if level == 1 {
                config.inner
            } else {
                config.trips
            };
            Some(match d {
                1 => count,
                d if scaled[level] => d,
                d => {
                    scaled[level] = true;
                    count.saturating_mul(d)
                }
            })
        })
        .collect()
}

/// How many steps through casts and added constants [`divisor`] follows.
const DEPTH: usize = 4;

/// The values that the bounds of the `scf.for` loops in `func` depend on,
/// through the ops that define them.
fn bound_values(func: Op) -> HashSet<usize> {
    let mut seen = HashSet::default();
    let mut work: Vec<MlirValue> = func
        .descendants_named("scf.for")
        .into_iter()
        .flat_map(loops::bounds)
        .collect();
    while let Some(v) = work.pop() {
        if !seen.insert(v.ptr as usize) {
            continue;
        }
        if let Some(def) = ir::defining_op(v) {
            work.extend((0..def.num_operands()).map(|i| def.operand(i)));
        }
    }
    seen
}

/// The constant that an integer kernel argument is divided by where it is
/// used, through casts and the addition of a constant below the divisor
/// (a ceiling division), and on through the quotient to a further such
/// division (the divisors multiplied): the least common multiple of all
/// such divisors whose quotient a loop bound depends on (`cone`, the
/// values the bounds depend on), or 1.
fn divisor(arg: MlirValue, cone: &HashSet<usize>) -> i64 {
    let mut out = 1i64;
    // (value, the constant added to it on the way from the last division
    // or the argument, the divisors so far, steps).
    let mut work = vec![(arg, 0i64, 1i64, 0usize)];
    while let Some((value, added, divided, depth)) = work.pop() {
        for (op, index) in uses(value) {
            let name = op.name();
            if let Some(d) = divided_by(op, index) {
                let bounds = op.num_results() == 1 && cone.contains(&(op.result(0).ptr as usize));
                if added < d && bounds {
                    let total = divided.saturating_mul(d).min(1 << 20);
                    out = lcm(out, total).min(1 << 20);
                    if depth < DEPTH && op.num_results() == 1 {
                        work.push((op.result(0), 0, total, depth + 1));
                    }
                }
                continue;
            }
            if depth >= DEPTH || op.num_results() != 1 {
                continue;
            }
            let step = match name.as_str() {
                "arith.index_cast" | "arith.index_castui" | "arith.extui" | "arith.extsi" => {
                    Some(0)
                }
                "arith.addi" => ir::constant_int(op.operand(1 - index.min(1)))
                    .filter(|c| (0..1 << 20).contains(c)),
                _ => None,
            };
            if let Some(c) = step {
                work.push((op.result(0), added + c, divided, depth + 1));
            }
        }
    }
    out
}

/// The divisor of `op` when operand `index` is its dividend and the
/// divisor is a constant in 2..=65536 (a right shift by a constant divides
/// by a power of 2).
fn divided_by(op: Op, index: usize) -> Option<i64> {
    if index != 0 || op.num_operands() != 2 {
        return None;
    }
    let c = ir::constant_int(op.operand(1))?;
    let d = match op.name().as_str() {
        "arith.divui" | "arith.divsi" | "arith.ceildivui" | "arith.ceildivsi" => c,
        "arith.shrui" | "arith.shrsi" if (1..=16).contains(&c) => 1 << c,
        _ => return None,
    };
    (2..=1 << 16).contains(&d).then_some(d)
}

/// The ops that use `value`, with the operand number of each use.
fn uses(value: MlirValue) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    let mut used = unsafe { mlirValueGetFirstUse(value) };
    while !used.ptr.is_null() {
        let op = Op(unsafe { mlirOpOperandGetOwner(used) });
        let index = unsafe { mlirOpOperandGetOperandNumber(used) } as usize;
        out.push((op, index));
        used = unsafe { mlirOpOperandGetNextUse(used) };
    }
    out
}

fn lcm(a: i64, b: i64) -> i64 {
    let gcd = |mut x: i64, mut y: i64| {
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    };
    a / gcd(a, b) * b
}
