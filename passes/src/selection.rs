//! Which threads of a role run a pipeline op, when the `scf.if`s between
//! the op and its role select threads by their index: `if warp == 8` in a
//! producer warpgroup whose first warp alone issues the copies, `if tid ==
//! 32` in an MMA role whose first thread alone issues the MMAs.
//!
//! A condition *selects threads* when it is a function of the thread
//! index (and constants) alone, evaluated thread by thread by
//! [`ir::thread_values`] (the interpreter of [`crate::uniform`]). Such a
//! condition does not change which stage cursors a role visits, only which
//! of its threads visit them; the schedule
//! ([`crate::schedule`]) leaves it out, and the arrival counts
//! ([`arrivals`]) count the units that reach the op. Any other condition
//! (on data, on loop counters) is not a selection.

use crate::ir::{self, Op};
use crate::roles::{Role, Unit};
use mlir_sys::MlirValue;

/// Whether `cond` selects threads (see the module header).
pub fn selects_threads(cond: MlirValue) -> bool {
    ir::thread_values(cond, 0, 1).is_some()
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
        let taken = (p.name() == "scf.if")
            .then(|| ir::thread_values(p.operand(0), first, first + role.threads()))
            .flatten();
        if let Some(taken) = taken {
            let then = ir::region_index(p, child) == 0;
            for (r, t) in reach.iter_mut().zip(taken) {
                *r &= (t & 1 != 0) == then;
            }
        }
        child = p;
        current = p.parent();
    }
    reach
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
        return crate::roles::unit_arrivals(unit, role);
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
            unit.as_str()
        ));
    }
    crate::roles::unit_arrivals(unit, role)?;
    Ok(match unit {
        Unit::Cta | Unit::Mma => 1,
        _ => reach.chunks(size).filter(|c| c.iter().any(|r| *r)).count() as i64,
    })
}
