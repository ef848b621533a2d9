//! The static rules of the checker: what the IR alone shows (no producer,
//! uncommitted MMA, missing proxy fence, collectives under thread-dependent
//! branches, the cluster scope of each barrier that another CTA's arrive
//! or multicast copy reaches, open ready/free loops, untoggled phases).

use mlir_sys::*;
use phaselock_ir::{
    self as ir, defining_op,
    memory::barrier_alloc_of,
    proxy::{is_async_reader, is_cp_async_wait, is_shared_store, sync_after},
    tensor, Op, OpKind,
};

fn thread_dependent(value: MlirValue) -> bool {
    ir::depends_on(value, &ir::reads_thread_index)
}

fn rank_dependent(value: MlirValue) -> bool {
    ir::depends_on(value, &ir::reads_cta_rank)
}

fn is_collective(op: Op) -> bool {
    match op.kind() {
        Some(OpKind::ClusterBarrier) => op.ancestor(OpKind::Role.name()).is_none(),
        _ => phaselock_ir::roles::is_cta_collective(op),
    }
}

/// Runs the static rules on the kernel's ops `ops` and its barrier
/// allocations `allocs`, reporting what they find; `false` if any.
pub(crate) fn static_checks(func: Op, ops: &[Op], allocs: &[Op]) -> bool {
    let barriers = Barriers::of(ops, allocs);
    let mut ok = barriers.unproduced_waits();
    for &op in ops {
        let name = op.name();
        let kind = op.kind();
        if kind == Some(OpKind::BarrierCommitMma) {
            ok &= barriers.commit_waited(op);
        }
        if is_collective(op) {
            ok &= collective_reached(op, &name);
        }
        if tensor::is_load_copy_op(op) && tensor::copy_mask(op).is_some() {
            ok &= barriers.multicast(op);
        }
        if kind == Some(OpKind::BarrierArrive) && op.num_operands() > 1 {
            ok &= barriers.remote_arrive(op);
        }
        if tensor::is_load_copy_op(op) {
            ok &= refill_waited(op);
        }
    }
    for &op in ops
        .iter()
        .filter(|op| op.kind() == Some(OpKind::BarrierWait))
    {
        if let Some(message) = untoggled_phase(op) {
            op.error(&message);
            ok = false;
        }
    }
    ok &= proxy_fences(ops);
    let _ = func;
    ok
}

/// The kernel's barrier allocations, with what its ops do on them.
struct Barriers<'a> {
    /// The kernel's ops.
    ops: &'a [Op],
    /// The `barrier.alloc` ops.
    allocs: &'a [Op],
    /// Per allocation: whether some op arrives or completes bytes on it.
    producers: Vec<bool>,
    /// Per allocation: the waits on it.
    waits: Vec<Vec<Op>>,
}

impl<'a> Barriers<'a> {
    /// The producers and waits of each allocation of `allocs` among `ops`.
    fn of(ops: &'a [Op], allocs: &'a [Op]) -> Barriers<'a> {
        let mut barriers = Barriers {
            ops,
            allocs,
            producers: vec![false; allocs.len()],
            waits: vec![Vec::new(); allocs.len()],
        };
        for &op in ops {
            let slot = match op.kind() {
                Some(
                    OpKind::BarrierArrive
                    | OpKind::BarrierArriveExpectTx
                    | OpKind::BarrierExpectTx
                    | OpKind::BarrierCommitMma,
                ) => barriers.index(op.operand(0)).map(|i| (i, true)),
                Some(OpKind::CopyBulk | OpKind::CopyTensor) => {
                    barriers.index(op.operand(2)).map(|i| (i, true))
                }
                Some(OpKind::BarrierWait) => barriers.index(op.operand(0)).map(|i| (i, false)),
                _ => None,
            };
            match slot {
                Some((i, true)) => barriers.producers[i] = true,
                Some((i, false)) => barriers.waits[i].push(op),
                None => {}
            }
        }
        barriers
    }

    /// The position of the allocation that barrier value `v` comes from.
    fn index(&self, v: MlirValue) -> Option<usize> {
        barrier_alloc_of(v).and_then(|a| self.allocs.iter().position(|x| *x == a))
    }

    /// Reports the first wait on each barrier that nothing arrives or
    /// completes bytes on; `false` if any.
    fn unproduced_waits(&self) -> bool {
        let mut ok = true;
        // A call into code that arrives or copies hides its producers (the
        // simulation stops there with a warning).
        let calls = self
            .ops
            .iter()
            .any(|op| crate::simt::regions::called_events(*op).is_some());
        for (i, alloc) in self.allocs.iter().enumerate() {
            let name = alloc.str_attr("name").unwrap_or_default();
            if !self.producers[i] && !calls {
                if let Some(w) = self.waits[i].first() {
                    w.error(&format!(
                        "wait on barrier '{name}' that no producer can complete: nothing arrives on it or completes bytes on it"
                    ));
                    ok = false;
                }
            }
        }
        ok
    }

    /// Reports `barrier.commit_mma` `op` when nobody waits on its barrier;
    /// `false` then.
    fn commit_waited(&self, op: Op) -> bool {
        let Some(i) = self.index(op.operand(0)) else {
            return true;
        };
        if !self.waits[i].is_empty() {
            return true;
        }
        op.error(&format!(
            "the MMA completion is routed to barrier '{}', which nobody waits on: the MMA's results are read without knowing they are done",
            self.allocs[i].str_attr("name").unwrap_or_default()
        ));
        false
    }

    /// Reports multicast copy `op` when another CTA's barrier may not be
    /// ready for it, and each expect_tx of its barrier that only some CTAs
    /// run; `false` if any.
    fn multicast(&self, op: Op) -> bool {
        let Some(i) = self.index(op.operand(2)) else {
            return true;
        };
        let mut ok = true;
        let alloc = self.allocs[i];
        let bname = alloc.str_attr("name").unwrap_or_default();
        if let Some(message) = remote_reach(op, alloc, self.allocs) {
            op.error(&message);
            ok = false;
        }
        for &e in self.ops.iter().filter(|e| {
            matches!(
                e.kind(),
                Some(OpKind::BarrierExpectTx | OpKind::BarrierArriveExpectTx)
            ) && self.index(e.operand(0)) == Some(i)
        }) {
            if let Some(branch) = ir::guarded_by(e, rank_dependent) {
                e.error(&format!(
                    "the multicast copy at {} completes bytes on barrier '{bname}' of every CTA, but only some CTAs expect them here (the branch at {} depends on the CTA rank): the others' barriers complete early or never",
                    ir::location_text(op),
                    ir::location_text(branch)
                ));
                ok = false;
            }
        }
        ok
    }

    /// Reports remote arrive `op` when another CTA's barrier must be
    /// initialized, and that initialization visible, before the arrive
    /// lands, and may not be; `false` then.
    fn remote_arrive(&self, op: Op) -> bool {
        let Some(i) = self.index(op.operand(0)) else {
            return true;
        };
        match remote_reach(op, self.allocs[i], self.allocs) {
            Some(message) => {
                op.error(&message);
                false
            }
            None => true,
        }
    }
}

/// Reports collective `op` (named `name`) when a branch that depends on
/// the thread index lets only some threads reach it; `false` then.
fn collective_reached(op: Op, name: &str) -> bool {
    let Some(branch) = ir::guarded_by(op, thread_dependent) else {
        return true;
    };
    op.error(&format!(
        "'{name}' is a CTA-wide or cluster-wide collective, but only some threads reach it: the branch at {} depends on the thread index",
        ir::location_text(branch)
    ));
    false
}

/// Reports copy `op` inside a loop (inside its role) when no wait of the
/// loop precedes it and no CTA or named barrier orders the readers' last
/// reads before it; `false` then.
fn refill_waited(op: Op) -> bool {
    let role = op.ancestor(OpKind::Role.name());
    let mut loops = Vec::new();
    let mut current = op.parent();
    while let Some(p) = current {
        if Some(p) == role || p.name() == "gpu.func" {
            break;
        }
        if p.name() == "scf.for" || p.name() == "scf.while" {
            loops.push(p);
        }
        current = p.parent();
    }
    if loops.is_empty()
        || loops.iter().any(|lp| wait_before(*lp, op))
        || crate::window::reuse_ordered_by_barrier(op)
    {
        return true;
    }
    op.error(
        "the buffer is refilled every iteration, but no wait precedes the copy in the loop, and no CTA or named barrier orders the readers' last reads before it: nothing stops it from overwriting data the consumers have not released (the stage has a ready barrier but no release barrier; the ready/free loop is not closed)",
    );
    false
}

/// Why another CTA's operation `op` (a multicast copy, or a remote
/// `async.barrier.arrive`) may not reach barrier `alloc`, if it may not.
/// The init ritual syncs the whole cluster (`fence.mbarrier_init.release
/// .cluster`, then the cluster barrier) only when some barrier of the
/// kernel has cluster scope; without one, no init is visible outside its
/// CTA, and any remote operation on a barrier may land first.
///
/// With the cluster-wide sync, the two differ:
/// - a remote arrive releases the arriving CTA's writes at cluster scope,
///   and only a wait that acquires at cluster scope (the barrier's scope
///   `cluster`) is ordered after them: a `cta` barrier is refused;
/// - a multicast copy writes this CTA's shared memory through the async
///   proxy and completes its bytes on this CTA's barrier at the same
///   offset. The writes complete before the complete-tx that they cause,
///   and a wait that observes the phase completion makes them visible to
///   its thread: the data, the barrier and the waiting thread are all in
///   this CTA, so an acquire at CTA scope (the default of
///   `mbarrier.try_wait`, as CUTLASS's transaction barriers wait) is
///   enough, and a `cta` barrier is accepted.
fn remote_reach(op: Op, alloc: Op, allocs: &[Op]) -> Option<String> {
    let scope = |a: &Op| a.str_attr("scope").unwrap_or_default();
    if scope(&alloc) == "cluster" {
        return None;
    }
    let bname = alloc.str_attr("name").unwrap_or_default();
    // A pipeline's barriers stand where its `async.pipeline.create` is.
    let written = phaselock_ir::names::written_instead(alloc).unwrap_or(alloc.name());
    let fix = format!(
        "give its {written} at {} scope cluster",
        ir::location_text(alloc)
    );
    let multicast = tensor::is_load_copy_op(op);
    let reach = if multicast {
        format!("multicast copy completes on barrier '{bname}' of every CTA in its mask")
    } else {
        format!("arrive on barrier '{bname}' of another CTA of the cluster")
    };
    let others: Vec<String> = allocs
        .iter()
        .filter(|a| scope(a) == "cluster")
        .map(|a| format!("'{}'", a.str_attr("name").unwrap_or_default()))
        .collect();
    if others.is_empty() {
        let lands = if multicast {
            format!("another CTA's copy can reach '{bname}' first")
        } else {
            format!("this arrive can reach '{bname}' before the other CTA has initialized it")
        };
        return Some(format!(
            "{reach}, but no barrier of the kernel has scope cluster, so the barriers' initialization is only made visible inside each CTA and {lands}; {fix}"
        ));
    }
    if multicast {
        // With the cluster-wide init sync, a CTA-scope barrier may take a
        // multicast copy's bytes (see above); the refill into the other
        // CTAs' stages must still wait for their readers' releases.
        return refill_release(op).and_then(|release| {
            (scope(&release) != "cluster").then(|| {
                let rname = release.str_attr("name").unwrap_or_default();
                let written = phaselock_ir::names::written_instead(release)
                    .unwrap_or(release.name());
                format!(
                    "multicast copy refills the stage of every CTA in its mask, but the release it waits for, barrier '{rname}', has scope cta: the other CTAs' readers cannot arrive on it, so the copy can overwrite their stage while they read it; give its {written} at {} scope cluster",
                    ir::location_text(release)
                )
            })
        });
    }
    let only = format!(
        "only {} {} scope cluster",
        others.join(", "),
        if others.len() == 1 { "has" } else { "have" }
    );
    let why = format!("its waits acquire at CTA scope, so what this CTA wrote before the arrive is not made visible to the CTA that waits on '{bname}', and its initialization reaches the cluster only through the init sync that the other barriers bring");
    Some(format!(
        "{reach}, but '{bname}' has scope cta ({only}): {why}; {fix}"
    ))
}

/// The allocation of the barrier that the copier of multicast copy `op`
/// waits on last before it (in its program order), other than the barrier
/// the copy completes on: the release that orders the refill after the
/// readers. `None` when it waits on none (a first fill).
fn refill_release(op: Op) -> Option<Op> {
    let func = op.ancestor("gpu.func")?;
    let alloc_of = |b: mlir_sys::MlirValue| {
        ir::defining_op(b)
            .filter(|get| get.kind() == Some(OpKind::BarrierGet))
            .and_then(|get| ir::defining_op(get.operand(0)))
    };
    // The barrier the copy completes on: operand 2 of both copy ops.
    let own = alloc_of(op.operand(2));
    crate::fences::before(op, func, crate::fences::LIMIT)
        .into_iter()
        .filter(|w| w.kind() == Some(OpKind::BarrierWait))
        .filter_map(|w| alloc_of(w.operand(0)))
        .find(|a| Some(*a) != own && a.attr("counter").is_none())
}

/// The missing `fence.proxy.async` after generic stores to shared memory,
/// in a kernel that holds an async-proxy reader of it: each store (for
/// `cp.async`, the wait where its copies land) is reported once per
/// synchronization or reader it reaches without a fence.
fn proxy_fences(ops: &[Op]) -> bool {
    if !ops.iter().any(|op| is_async_reader(*op)) {
        return true;
    }
    let mut ok = true;
    for &op in ops.iter().filter(|op| is_shared_store(**op)) {
        let what = if is_cp_async_wait(op) {
            "generic store to shared memory (the cp.async copies that land at this wait)"
        } else {
            "generic store to shared memory"
        };
        for point in sync_after(op) {
            if point
                .prev()
                .is_none_or(|p| p.kind() != Some(OpKind::FenceProxyAsync))
            {
                op.error(&format!(
                    "{what} reaches '{}' at {} without fence.proxy.async: the async proxy may not see it (add async.fence.proxy_async, or run async-insert-fences)",
                    point.name(),
                    ir::location_text(point)
                ));
                ok = false;
            }
        }
    }
    ok
}

/// A wait in a loop whose phase cannot follow the rounds: defined outside
/// the loop (never toggled), or carried by the loop and toggled an even
/// number of times per iteration.
fn untoggled_phase(wait: Op) -> Option<String> {
    // The loops around the wait, innermost first, inside its role.
    let role = wait.ancestor(OpKind::Role.name());
    let mut loops = Vec::new();
    let mut current = wait.ancestor("scf.for");
    while let Some(lp) = current {
        if role.is_some() && lp.ancestor(OpKind::Role.name()) != role {
            break;
        }
        loops.push(lp);
        current = lp.ancestor("scf.for");
    }
    let outer = *loops.last()?;
    let phase = wait.operand(1);
    // Loop-invariant: a value defined outside every loop around the wait (a
    // phase of an outer loop's lap may stay fixed in an inner loop: the
    // simulation judges that one).
    if ir::constant_int(phase).is_some() || !ir::defined_inside(phase, outer) {
        return Some("this wait's phase is the same on every iteration of its loop: after the first lap it passes on a phase that has already completed (the phase bit is never toggled)".into());
    }
    // Carried by a loop: count the toggles between the block argument and
    // what the loop yields for it.
    if unsafe { mlirValueIsABlockArgument(phase) } {
        let owner = unsafe { mlirBlockArgumentGetOwner(phase) };
        let lp = loops
            .iter()
            .find(|lp| unsafe { mlirRegionGetFirstBlock(lp.region(0)) }.ptr == owner.ptr)?;
        let body = unsafe { mlirRegionGetFirstBlock(lp.region(0)) };
        let index = unsafe { mlirBlockArgumentGetArgNumber(phase) } as usize;
        if index == 0 {
            return None;
        }
        let term = Op(unsafe { mlirBlockGetTerminator(body) });
        let mut v = term.operand(index - 1);
        let mut toggles = 0;
        for _ in 0..16 {
            if unsafe { mlirValueEqual(v, phase) } {
                return (toggles % 2 == 0).then(|| {
                    format!("this wait's phase is toggled {toggles} times per iteration of its loop, so it comes back unchanged: after the first lap it passes on a phase that has already completed (toggle it once per lap)")
                });
            }
            let d = defining_op(v).filter(|d| d.name() == "arith.xori")?;
            let (a, b) = (d.operand(0), d.operand(1));
            if ir::constant_int(b).is_some_and(|c| c & 1 == 1) {
                toggles += 1;
                v = a;
            } else if ir::constant_int(a).is_some_and(|c| c & 1 == 1) {
                toggles += 1;
                v = b;
            } else {
                return None;
            }
        }
    }
    None
}

/// Whether a `barrier.wait` comes before `target` in `lp`'s body.
fn wait_before(lp: Op, target: Op) -> bool {
    for op in lp.descendants() {
        if op == target {
            return false;
        }
        if op.kind() == Some(OpKind::BarrierWait) {
            return true;
        }
    }
    false
}
