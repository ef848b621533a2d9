//! Which threads of a role run a pipeline op, when the `scf.if`s between
//! the op and its role select threads by their index: `if warp == 8` in a
//! producer warpgroup whose first warp alone issues the copies, `if tid ==
//! 32` in an MMA role whose first thread alone issues the MMAs.
//!
//! A condition *selects threads* when it is a function of `tid.x` (and
//! constants) alone, evaluated here thread by thread: `arith` integer ops,
//! comparisons, casts and `select`, `nvvm.read.ptx.sreg.tid.x` and
//! `laneid`. Such a condition does not change which stage cursors a role
//! visits, only which of its threads visit them; the schedule
//! ([`crate::schedule`]) leaves it out, and the arrival counts
//! ([`arrivals`]) count the units that reach the op. Any other condition
//! (on data, on loop counters) is not a selection.

use crate::ir::{self, Op};
use crate::roles::{Role, Unit};
use crate::uniform::{wrap, Bin, Cast, Pred};
use mlir_sys::*;

/// How many values one evaluation looks at before it gives up (a
/// condition that selects threads is a short expression).
const BUDGET: usize = 256;

/// The value of `v` in thread `t` (linear thread index), zero-extended
/// from its width, when `v` is a function of the thread index and
/// constants. Arithmetic wraps at the values' widths and reads them
/// signed or unsigned as each op does ([`crate::uniform`]'s semantics).
pub fn eval_at(v: MlirValue, t: i64) -> Option<u64> {
    eval(v, t, &std::cell::Cell::new(BUDGET))
}

/// The width of an integer or index value.
fn width(v: MlirValue) -> Option<u32> {
    let ty = ir::value_type(v);
    unsafe {
        if mlirTypeIsAInteger(ty) {
            Some(mlirIntegerTypeGetWidth(ty))
        } else if mlirTypeIsAIndex(ty) {
            Some(64)
        } else {
            None
        }
    }
}

fn eval(v: MlirValue, t: i64, budget: &std::cell::Cell<usize>) -> Option<u64> {
    budget.set(budget.get().checked_sub(1)?);
    let w = width(v)?;
    if let Some(c) = ir::constant_int(v) {
        return Some(wrap(c as u64, w));
    }
    let op = ir::defining_op(v)?;
    let name = op.name();
    let arg = |i: usize| eval(op.operand(i), t, budget);
    let from = |i: usize| width(op.operand(i));
    Some(match name.as_str() {
        "nvvm.read.ptx.sreg.tid.x" => wrap(t as u64, w),
        "nvvm.read.ptx.sreg.laneid" => wrap((t % 32) as u64, w),
        "arith.index_cast" | "arith.extsi" => Cast::SignExt.apply(arg(0)?, from(0)?, w),
        "arith.index_castui" | "arith.extui" => Cast::ZeroExt.apply(arg(0)?, from(0)?, w),
        "arith.trunci" => Cast::Trunc.apply(arg(0)?, from(0)?, w),
        "arith.select" => {
            if arg(0)? != 0 {
                arg(1)?
            } else {
                arg(2)?
            }
        }
        "arith.cmpi" => {
            let pred = op
                .attr("predicate")
                .map(ir::attr_string)
                .and_then(|a| {
                    a.split(':')
                        .next()
                        .and_then(|p| p.trim().parse::<i64>().ok())
                })
                .and_then(Pred::from_number)?;
            u64::from(pred.apply(arg(0)?, arg(1)?, from(0)?))
        }
        other => Bin::from_arith(other)?.apply(arg(0)?, arg(1)?, w)?,
    })
}

/// Whether `cond` selects threads (see the module header).
pub fn selects_threads(cond: MlirValue) -> bool {
    eval_at(cond, 0).is_some()
}

/// For each thread of `role`, whether it reaches `op` past the
/// thread-selecting `scf.if`s between them (the other conditions count as
/// taken).
pub fn reaching(op: Op, role: Role) -> Vec<bool> {
    let first = role.first_warp * 32;
    let mut reach = vec![true; role.threads() as usize];
    let (mut child, mut current) = (op, op.parent());
    while let Some(p) = current {
        if p == role.op || p.name() == "gpu.func" {
            break;
        }
        if p.name() == "scf.if" && selects_threads(p.operand(0)) {
            let then = region_of(p, child) == 0;
            for (i, r) in reach.iter_mut().enumerate() {
                let taken = eval_at(p.operand(0), first + i as i64).is_some_and(|c| c != 0);
                *r &= taken == then;
            }
        }
        child = p;
        current = p.parent();
    }
    reach
}

fn region_of(parent: Op, child: Op) -> usize {
    let region = unsafe { mlirBlockGetParentRegion(child.block()) };
    (0..parent.num_regions())
        .find(|&i| unsafe { mlirRegionEqual(parent.region(i), region) })
        .unwrap_or(0)
}

/// The arrivals per phase that `role`'s units make through `ops` (its
/// commits or releases of one pipeline, one of which each thread reaches
/// per stage: the branches of a warp-uniform `scf.if` may each hold one),
/// counting the units that reach any of them. With `lead`, the role's
/// first thread must be one of them (it raises the expected bytes, or
/// makes the `mma` unit's arrival). The error says why it cannot be
/// counted.
pub fn arrivals(unit: Unit, role: Role, ops: &[Op], lead: bool) -> Result<i64, String> {
    let mut reach = vec![false; role.threads() as usize];
    for op in ops {
        for (r, here) in reach.iter_mut().zip(reaching(*op, role)) {
            *r |= here;
        }
    }
    if ops.is_empty() || reach.iter().all(|r| *r) {
        return unit.arrivals(role);
    }
    if !reach.iter().any(|r| *r) {
        return Err(format!(
            "no thread of role '{}' reaches its {} of this pipeline: the conditions around {} exclude every one of its threads ({})",
            role.name(),
            if ops.len() == 1 { "op" } else { "ops" },
            ir::location_text(ops[0]),
            role.warps_text()
        ));
    }
    let size = match unit {
        Unit::Thread => 1,
        Unit::Warp => 32,
        Unit::Warpgroup => 128,
        Unit::Cta | Unit::Mma => reach.len().max(1),
    };
    if (lead || unit == Unit::Mma) && !reach.first().copied().unwrap_or(false) {
        return Err(format!(
            "only some threads of role '{}' run this pipeline's ops, and its first thread is not one of them: the first thread (warp, warpgroup) of the role must be, since it raises the expected bytes and makes the `{}` unit's arrival",
            role.name(),
            unit.name()
        ));
    }
    unit.arrivals(role)?;
    Ok(match unit {
        Unit::Cta | Unit::Mma => 1,
        _ => reach.chunks(size).filter(|c| c.iter().any(|r| *r)).count() as i64,
    })
}
