//! `async-lower-warp-specialize`: turns `async.warp_specialize` into
//! branches on the warp index.
//!
//! Expects: `async-verify` has run; the pipeline passes that need the roles
//! (`async-lower-cluster-barrier`, `async-insert-phases`,
//! `async-insert-fences`) have run.
//!
//! Guarantees:
//! - the warp index is computed once per `warp_specialize` from the linear
//!   thread index, `tid / 32`. It is not broadcast from lane 0 with
//!   `shfl.sync.idx` (as CUDA code often does to let the compiler prove the
//!   role branches warp-uniform): with that proof ptxas leaves the `YIELD`
//!   out of the mbarrier wait loops inside the roles, and at high
//!   occupancy (12 CTAs of 5 warps per SM) a 4- or 6-stage bulk-copy ring
//!   then streamed at 0.63-0.80x the speed of the same ring without it
//!   (bench/RESULTS.md, "Ring at the best occupancy");
//! - each role becomes `scf.if first <= warp < first + warps { body }`, in
//!   role order, the warps counted from 0 in role order;
//! - register budgets: the kernel gets the entry register count `R`
//!   (`nvvm.maxnreg`, hence PTX `.maxnreg R`) that pays for every budget:
//!   `R` = the threads-weighted mean of the budgets, rounded up to a
//!   multiple of 8, or the kernel's own `nvvm.maxnreg` when it has one and
//!   it suffices (an error otherwise). A role whose budget is below `R`
//!   starts with `setmaxnreg.dec.sync.aligned.u32 budget`, one above `R`
//!   with `setmaxnreg.inc...`. Every role has a budget or none has, and
//!   the budgets and `R` fit the SM's register file (both checked by
//!   [`crate::limits`] before the pass). When code
//!   follows the `warp_specialize`, each role ends by going back to `R`. A
//!   kernel with several `warp_specialize`s takes the largest `R`. Registers
//!   given back by the `dec` roles are what the `inc` roles take, so no
//!   `inc` can wait forever. `setmaxnreg` is warpgroup-wide, so such roles
//!   must start and end on warpgroup boundaries (error otherwise);
//! - no `async.warp_specialize` or `async.role` is left.
//!
//! Errors, at the op: a CTA-wide or cluster-wide collective inside a role
//! (`gpu.barrier`, `nvvm.barrier0`, hardware cluster arrive/wait, an
//! `async.cluster_barrier` not lowered yet and not marked `hardware`):
//! only the role's warps reach it,
//! so it would never complete; a nested `warp_specialize`; more than
//! seven roles (named barriers 1-7 belong to roles).

use crate::{
    builder::Builder,
    ir::{Op, OpKind},
    limits::entry_registers,
    roles::{cmp, linear_tid, roles_of, Role, MAX_ROLES},
    PassOptions,
};
use mlir_sys::*;

/// Runs the pass on `module`.
pub fn run(module: Op, _options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !crate::limits::guard(module) {
        return false;
    }
    let all: Vec<Op> = module.descendants_named(OpKind::WarpSpecialize.name());
    let mut ok = true;
    for &ws in &all {
        ok &= check(ws) && check_budgets(ws);
    }
    if !ok {
        return false;
    }
    for ws in all {
        lower(ws);
    }
    true
}

/// Ops that need every thread of the CTA or of the cluster.
fn is_collective(op: Op) -> bool {
    op.kind() == Some(OpKind::ClusterBarrier) || crate::roles::is_cta_collective(op)
}

fn check(ws: Op) -> bool {
    let mut ok = true;
    if ws.ancestor(OpKind::Role.name()).is_some() {
        ws.error("async.warp_specialize cannot be nested inside an async.role");
        ok = false;
    }
    let roles = roles_of(ws);
    if roles.len() > MAX_ROLES {
        ws.error(&format!(
            "async.warp_specialize has {} roles; at most {MAX_ROLES} are supported (named barriers 1-7 belong to roles)",
            roles.len()
        ));
        ok = false;
    }
    for role in &roles {
        if role.op.int_attr("registers").is_some()
            && (role.first_warp % 4 != 0 || role.warps % 4 != 0)
        {
            role.op.error(&format!(
                "role '{}' has a register budget but runs {}: setmaxnreg is warpgroup-wide, so the role must cover whole warpgroups (multiples of 4 warps)",
                role.name(),
                role.warps_text()
            ));
            ok = false;
        }
        // A role that is the whole CTA may hold CTA-wide collectives; any
        // role, the cluster barriers marked `hardware` (those that
        // async-lower-cluster-barrier leaves to the hardware barrier: every
        // role meets them alike; the checker proves the marked ones).
        for op in role.op.descendants() {
            let cluster_barrier = op.kind() == Some(OpKind::ClusterBarrier);
            let hardware = cluster_barrier && op.attr("hardware").is_some();
            if is_collective(op) && !role.spans_cta() && !hardware {
                let what = if cluster_barrier {
                    "run async-lower-cluster-barrier before async-lower-warp-specialize".to_string()
                } else {
                    format!(
                        "only the warps of role '{}' reach it, so it would never complete; synchronize the role with a named barrier or an mbarrier",
                        role.name()
                    )
                };
                op.error(&format!(
                    "'{}' is a CTA-wide or cluster-wide collective inside a role: {what}",
                    op.name()
                ));
                ok = false;
            }
        }
    }
    ok
}

/// The entry register count a kernel needs for all of its roles' budgets.
fn kernel_entry_registers(func: Op) -> Option<i64> {
    func.descendants_named(OpKind::WarpSpecialize.name())
        .into_iter()
        .filter_map(|ws| entry_registers(&roles_of(ws)))
        .max()
}

fn check_budgets(ws: Op) -> bool {
    let (Some(needed), Some(func)) = (entry_registers(&roles_of(ws)), ws.ancestor("gpu.func"))
    else {
        return true;
    };
    if let Some(given) = func.attr("nvvm.maxnreg") {
        let given = unsafe { mlir_sys::mlirIntegerAttrGetValueInt(given) };
        if given < needed {
            ws.error(&format!(
                "the roles' register budgets need {needed} registers per thread at entry, but the kernel's nvvm.maxnreg is {given}"
            ));
            return false;
        }
    }
    true
}

fn lower(ws: Op) {
    let roles = roles_of(ws);
    let func = ws.ancestor("gpu.func");
    let entry = func.and_then(kernel_entry_registers);
    if let (Some(r), Some(func)) = (entry, func) {
        if func.attr("nvvm.maxnreg").is_none() {
            let b = Builder::before(ws);
            func.set_attr("nvvm.maxnreg", b.attr(&format!("{r} : i32")));
        }
    }
    let entry = ws
        .ancestor("gpu.func")
        .and_then(|f| f.attr("nvvm.maxnreg"))
        .map(|a| unsafe { mlir_sys::mlirIntegerAttrGetValueInt(a) })
        .or(entry);
    let b = Builder::before(ws);
    let i32t = b.ty("i32");
    let tid = linear_tid(&b);
    let c32 = b.constant(32, "i32");
    // Plainly `tid / 32`: no `shfl.sync` from lane 0 to make it provably
    // warp-uniform (see the header).
    let warp = b.value("arith.divui", &[tid, c32], i32t, &[]);
    // Code after the warp_specialize runs with the entry count again:
    // each role restores it at its end (not needed when the kernel ends).
    let restore = ws.next().is_some_and(|n| n.name() != "gpu.return");
    lower_turns(ws);
    for role in roles {
        lower_role(&b, role, warp, entry, restore);
    }
    ws.erase();
}

/// The turn ops of `ws` as named barriers (see [`crate::turns`]): each
/// `turn.wait` a `bar.sync` on its role's id, each `turn.pass` a
/// `bar.arrive` on the next role's, and one pass at the start of each
/// sequence's last role. The verifier has checked the sequences.
fn lower_turns(ws: Op) {
    let Ok(sequences) = crate::turns::sequences(ws) else {
        return;
    };
    let barrier = |b: &Builder, name: &str, (id, threads): (i64, i64)| {
        let id = b.constant(id, "i32");
        let threads = b.constant(threads, "i32");
        let segments = [("operandSegmentSizes", b.attr("array<i32: 1, 1, 0>"))];
        let attrs: &[(&str, MlirAttribute)] = if name == "nvvm.barrier" {
            &segments
        } else {
            &[]
        };
        b.op(name, &[id, threads], &[], attrs, Vec::new());
    };
    for s in &sequences {
        for &role in &s.roles {
            for op in crate::turns::turn_ops(role, &s.name) {
                let b = Builder::before(op);
                match op.kind() {
                    Some(OpKind::TurnWait) => {
                        s.wait_of(role).map(|w| barrier(&b, "nvvm.barrier", w))
                    }
                    _ => s
                        .pass_of(role)
                        .map(|p| barrier(&b, "nvvm.barrier.arrive", p)),
                };
                op.erase();
            }
            if s.starts_passing(role) {
                let block = unsafe { mlirRegionGetFirstBlock(role.op.region(0)) };
                let first = Op(unsafe { mlirBlockGetFirstOperation(block) });
                if let (false, Some(pass)) = (first.is_null(), s.pass_of(role)) {
                    barrier(&Builder::before(first), "nvvm.barrier.arrive", pass);
                }
            }
        }
    }
}

fn lower_role(b: &Builder, role: Role, warp: MlirValue, entry: Option<i64>, restore: bool) {
    let b = Builder {
        loc: role.op.location(),
        ..*b
    };
    let first = b.constant(role.first_warp, "i32");
    let end = b.constant(role.first_warp + role.warps, "i32");
    let from = cmp(&b, 9, warp, first);
    let below = cmp(&b, 6, warp, end);
    let inside = b.value("arith.andi", &[from, below], b.ty("i1"), &[]);
    let region = b.empty_region();
    let if_op = b.op(
        "scf.if",
        &[inside],
        &[],
        &[],
        vec![region, b.empty_region()],
    );
    let then_region = if_op.region(0);
    unsafe { mlirRegionTakeBody(then_region, role.op.region(0)) };
    let block = unsafe { mlirRegionGetFirstBlock(then_region) };
    let terminator = Op(unsafe { mlirBlockGetTerminator(block) });
    let tb = Builder::before(terminator);
    tb.op("scf.yield", &[], &[], &[], Vec::new());
    terminator.erase();
    if let (Some(registers), Some(entry)) = (role.op.int_attr("registers"), entry) {
        if registers == entry {
            return;
        }
        let first_op = Op(unsafe { mlirBlockGetFirstOperation(block) });
        let fb = Builder {
            loc: role.op.location(),
            ..Builder::before(first_op)
        };
        let (direction, back) = if registers < entry {
            ("dec", "inc")
        } else {
            ("inc", "dec")
        };
        fb.asm(
            &format!("setmaxnreg.{direction}.sync.aligned.u32 {registers};"),
            "",
            &[],
        );
        if restore {
            let end = Op(unsafe { mlirBlockGetTerminator(block) });
            let eb = Builder {
                loc: role.op.location(),
                ..Builder::before(end)
            };
            eb.asm(
                &format!("setmaxnreg.{back}.sync.aligned.u32 {entry};"),
                "",
                &[],
            );
        }
    }
}
