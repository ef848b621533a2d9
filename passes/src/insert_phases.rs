//! `async-insert-phases`: lowers every pipeline and its stage ops to
//! barrier-level ops with phase registers. After it, no author-visible
//! phase bit, init count or barrier offset is left to write.
//!
//! Expects: `async-verify` and `async-ring-alloc` have run (every
//! `async.pipeline.create` has its `offset` and `barrier_offset`); the
//! commits and releases of each pipeline sit inside `async.role`s (their
//! warp counts give the arrival counts); `async.warp_specialize` is not yet
//! lowered.
//!
//! Guarantees:
//! - the schedule of the pipeline's roles is proven first
//!   ([`crate::schedule`]): every producer role fills every stage, and the
//!   consumer roles either all consume every stage (broadcast) or take
//!   the stages in turn (alternating, each role arriving alike, over at
//!   least as many stages as roles, and a multiple of the roles when
//!   copies fill the stages: copies land out of order, so a role must
//!   have waited on every earlier lap of the slots it waits on);
//! - each pipeline becomes two `async.barrier.alloc`s, `<name>.full` and
//!   `<name>.empty`, at the ring's arena offsets. Init counts: `full` =
//!   the producer roles' arrivals per stage, `empty` = the consumer roles'
//!   arrivals (broadcast) or one role's (alternating), times the cluster's
//!   CTAs for a `cluster` pipeline. Scopes: `empty` of a `cluster`
//!   pipeline has scope `cluster` (the releases of every CTA arrive on it),
//!   and so has its `full` when multicast copies fill the stages or remote
//!   arrives (with a CTA rank) arrive on it (the other CTAs reach it);
//!   every other barrier has scope `cta`. One
//!   arrival is one arrive unit: a thread, a warp (lane 0 after the warp's
//!   32 lanes meet on `bar.warp.sync`), a warpgroup (one thread
//!   after the warpgroup
//!   syncs on named barrier 8 + its index) or the whole role (`cta`: one
//!   thread after the role syncs on named barrier 1 + its index);
//! - stage cursors become phase registers (see [`crate::cursor`]):
//!   `slot = k mod N`, `phase = (k div N) & 1`, loop-carried where `k` is a
//!   loop counter, so non-power-of-two `N` costs no division in the loop;
//! - `producer_acquire k` waits on `empty[slot]` with parity `phase ^ 1`.
//!   This is the start-at-phase-1 convention: a fresh mbarrier is in phase
//!   0, a wait for parity 1 reads as "the phase before the current one has
//!   completed", so the producer's first lap passes without any consumer
//!   release and without a pre-arrive ritual at kernel entry;
//! - `consumer_wait k` waits on `full[slot]` with parity `phase`;
//! - when `tx_bytes > 0`, right after the producer's wait one thread of the
//!   first arrive unit of the first producer role raises `full[slot]`'s
//!   expected bytes by `tx_bytes` (`mbarrier.expect_tx`), so no copy can
//!   land on the barrier before its bytes are expected (as CUTLASS's TMA
//!   pipelines do; PTX would allow the count to dip below zero, but the
//!   phase accounting is simpler to read this way);
//! - when one producer warp (arrive unit `warp`) fills the stages with
//!   copies only (it writes no memory itself, and commits each stage in
//!   the block that acquired it), the commit's arrival is folded into the
//!   expected bytes: its lane 0 issues one `arrive_expect_tx` right
//!   after the wait, and the commit emits nothing (the phase still
//!   completes only when the bytes have landed);
//! - `producer_commit` arrives on `full[slot]`; the phase completes when
//!   every producer unit has arrived and the copies' bytes have landed;
//! - `consumer_release` arrives on `empty[slot]`; for a cluster pipeline it
//!   arrives on `empty[slot]` of every CTA of the cluster (`mapa` +
//!   `mbarrier.arrive.release.cluster`), since every producer CTA reuses
//!   the slot;
//! - a stage carried through `scf.for` iter_args or out of a loop keeps
//!   its `(slot, phase)` in loop-carried values ([`crate::carried_stages`]);
//! - `stage.buffer` becomes a `memref.view` of the arena at
//!   `offset + slot * stride`, `stage.barrier` a `barrier.get`;
//!   `stage.descriptor` the i64 arithmetic of the wgmma descriptor of that
//!   address plus 32 bytes per `k_block` ([`crate::swizzle`]), and the
//!   `empty` array of every pipeline records the buffers it hands back
//!   (`buffers`, `buffer_stride`).
//!
//! Errors, at the op: a pipeline never committed or never released while
//! someone waits on it; a commit or release outside any role; a producer and
//! a consumer whose laps differ (constant trip counts that differ, or a
//! schedule that is neither broadcast nor alternating); a cluster pipeline in a kernel
//! without `nvvm.cluster_dim`; a cluster pipeline's commit (which carries
//! the `expect_tx`) under a condition on the CTA's rank, since the copies
//! complete on every CTA's `full` barrier and the CTAs that skip the
//! `expect_tx` would hang or complete early; a commit or release with an
//! arrive unit other than `thread` under a condition that differs between
//! the threads of one unit (a lane test for `warp`, a warp test for
//! `warpgroup`; see [`ir::constant_on_groups`]), since the unit's threads meet
//! before it arrives and those that skip the op would leave the others
//! waiting.

use crate::{
    builder::Builder,
    cursor::{Cursors, Regs},
    ir::memory::{arena_symbol, shared_globals},
    ir::{self, Op, OpKind},
    ring_alloc::stage_stride,
    roles::{
        barrier_wait, cluster_ctas, cmp, enclosing_role, if_then, linear_tid, meet_warp_lane_zero,
        once_per_unit, Role, Unit,
    },
    schedule::Pattern,
    PassOptions,
};
use mlir_sys::*;
use std::collections::HashMap;

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !crate::limits::guard(module) {
        return false;
    }
    let creates: Vec<Op> = module.descendants_named(OpKind::PipelineCreate.name());
    let mut ok = true;
    let mut cursors = Cursors::default();
    let arenas = shared_globals(module);
    for create in creates {
        let chip = options.chip_of(create);
        ok &= lower_pipeline(create, &mut cursors, &arenas, chip);
    }
    ok
}

/// The ops that use one pipeline, by kind.
#[derive(Default)]
struct Users {
    acquires: Vec<Op>,
    commits: Vec<Op>,
    waits: Vec<Op>,
    releases: Vec<Op>,
    views: Vec<Op>,
}

/// The ops of `func` that use `pipeline`, by kind.
fn users_of(func: Op, pipeline: MlirValue) -> Users {
    let mut users = Users::default();
    for op in func.descendants() {
        if op.num_operands() == 0 || !unsafe { mlirValueEqual(op.operand(0), pipeline) } {
            continue;
        }
        match op.kind() {
            Some(OpKind::StageProducerAcquire) => users.acquires.push(op),
            Some(OpKind::StageProducerCommit) => users.commits.push(op),
            Some(OpKind::StageConsumerWait) => users.waits.push(op),
            Some(OpKind::StageConsumerRelease) => users.releases.push(op),
            Some(
                OpKind::StageBuffer
                | OpKind::StageBarrier
                | OpKind::StageDescriptor
                | OpKind::StageIndex,
            ) => users.views.push(op),
            _ => {}
        }
    }
    users
}

/// Whether the consumers only read the stages, through the async proxy: no
/// consumer role takes a stage's buffer (`async.stage.buffer`), so what
/// reads a stage is an MMA on its descriptor, retired before the release
/// (the checker's MMA release rule holds a release to that). Their
/// releases to the CTAs of a cluster then need a CTA-scoped release only:
/// there is no write of theirs for the peer to see.
fn read_only_stages(users: &Users) -> bool {
    let consumers: Vec<Op> = users
        .waits
        .iter()
        .chain(&users.releases)
        .filter_map(|op| op.ancestor(OpKind::Role.name()))
        .collect();
    !users.views.iter().any(|view| {
        view.kind() == Some(OpKind::StageBuffer)
            && view
                .ancestor(OpKind::Role.name())
                .is_some_and(|role| consumers.contains(&role))
    })
}

/// Whether the producers' commits may arrive together with the expected
/// bytes, right after the slot is free (`arrive_expect_tx`, one op instead
/// of `expect_tx` + a unit's arrival): the stage is filled by copies only,
/// so the commit's arrival orders no write the consumers read. Holds when
/// one producer role makes every acquire and commit, each commit takes the
/// stage of an acquire in its own block (one commit per acquire: the same
/// number of executions), and the role writes no memory itself (no store,
/// atomic, call or inline assembly; no barrier op of its own). The role must
/// also be one warp whose arrive unit is the warp: the commit's meeting of
/// the unit is what keeps a role's threads within a lap of each other, and
/// only a one-warp role keeps that without it (the acquire's `bar.warp.sync`
/// converges the warp on every stage); the warps of a larger role could
/// drift two laps apart, where a parity wait cannot tell the phases apart.
fn early_commit(users: &Users, producers: &[Role]) -> bool {
    let [role] = producers else {
        return false;
    };
    if role.warps != 1 {
        return false;
    }
    let in_role = |op: &Op| enclosing_role(*op).map(|r| r.op) == Some(role.op);
    if !users.acquires.iter().chain(&users.commits).all(in_role) {
        return false;
    }
    let paired = users.acquires.iter().all(|a| {
        let commits: Vec<&Op> = users
            .commits
            .iter()
            .filter(|c| unsafe { mlirValueEqual(c.operand(1), a.result(0)) })
            .collect();
        commits.len() == 1 && commits[0].block().ptr == a.block().ptr
    });
    let writes = |op: &Op| {
        let name = op.name();
        crate::ir::proxy::is_shared_store(*op)
            || op.kind().is_some_and(ir::is_barrier_kind)
            || matches!(
                name.as_str(),
                "llvm.store"
                    | "memref.store"
                    | "vector.store"
                    | "llvm.atomicrmw"
                    | "llvm.cmpxchg"
                    | "memref.atomic_rmw"
                    | "llvm.call"
                    | "func.call"
                    | "llvm.inline_asm"
            )
    };
    paired
        && users.commits.len() == users.acquires.len()
        && !role.op.descendants().iter().any(writes)
}

/// Whether another CTA of the cluster reaches a `full` barrier of the
/// pipeline: a multicast `async.copy.bulk` or `async.copy.tensor` (one with
/// a CTA mask) completes on it, or an `async.barrier.arrive` with a CTA
/// rank arrives on it.
fn remote_fills(func: Op, users: &Users) -> bool {
    let fulls: Vec<MlirValue> = users
        .views
        .iter()
        .filter(|v| {
            v.kind() == Some(OpKind::StageBarrier) && v.str_attr("kind").as_deref() == Some("full")
        })
        .map(|v| v.result(0))
        .collect();
    let on_full = |barrier: MlirValue| fulls.iter().any(|f| unsafe { mlirValueEqual(barrier, *f) });
    func.descendants().iter().any(|op| {
        if crate::tensor::is_load_copy_op(*op) {
            crate::tensor::copy_mask(*op).is_some() && on_full(op.operand(2))
        } else {
            op.kind() == Some(OpKind::BarrierArrive)
                && op.num_operands() > 1
                && on_full(op.operand(0))
        }
    })
}

/// Distinct roles of `ops`, or an error at the first op outside a role.
fn roles_of_ops(ops: &[Op], what: &str) -> Result<Vec<Role>, ()> {
    let mut roles: Vec<Role> = Vec::new();
    let mut ok = true;
    for &op in ops {
        match enclosing_role(op) {
            Some(role) => {
                if !roles.iter().any(|r| r.op == role.op) {
                    roles.push(role);
                }
            }
            None => {
                op.error(&format!(
                    "'{}' must be inside an async.role: the {what} barrier's arrival count is derived from the role's warps",
                    op.name()
                ));
                ok = false;
            }
        }
    }
    roles.sort_by_key(|r| r.index);
    if ok {
        Ok(roles)
    } else {
        Err(())
    }
}

/// One pipeline, read and checked: where its ring lies, the ops that use
/// it, the roles and arrive units on each side and the init counts of its
/// barriers.
struct Plan {
    create: Op,
    func: Op,
    name: String,
    /// Stages of the ring.
    n: i64,
    /// Arena offset of the first stage buffer.
    offset: i64,
    /// Arena offset of the `full` array; `empty` follows at `+ 8 n`.
    barrier_offset: i64,
    /// Bytes from one stage buffer to the next.
    stride: u64,
    tx_bytes: i64,
    cluster: bool,
    /// CTAs that arrive on `empty`: the cluster's for a `cluster` pipeline, else 1.
    ctas: i64,
    users: Users,
    /// The producer roles, by index.
    producers: Vec<Role>,
    producer_unit: Unit,
    consumer_unit: Unit,
    /// Arrivals per phase on `full`.
    full_count: i64,
    /// Arrivals per phase on `empty`.
    empty_count: i64,
}

/// Lowers one pipeline: its plan, its barrier arrays, the stage cursors,
/// the ops that use the stages, then the erasure of what they replace.
fn lower_pipeline(
    create: Op,
    cursors: &mut Cursors,
    arenas: &HashMap<String, String>,
    chip: Option<crate::Chip>,
) -> bool {
    let Some(plan) = plan(create) else {
        return false;
    };
    let (full, empty) = alloc_barriers(&plan);
    let early = !plan.cluster
        && plan.tx_bytes > 0
        && plan.producer_unit == Unit::Warp
        && early_commit(&plan.users, &plan.producers);
    let mut ring = Ring {
        plan: &plan,
        full,
        empty,
        early,
        stages: HashMap::new(),
    };
    // Cursors first, then the ops that use the stages.
    for &op in &plan.users.acquires {
        ring.lower_acquire(op, cursors);
    }
    for &op in &plan.users.waits {
        ring.lower_wait(op, cursors);
    }
    // Stages carried through loops get their registers carried too.
    let rebuilt = crate::carried_stages::begin(plan.func, &mut ring.stages, cursors);
    let mut ok = true;
    for &op in &plan.users.commits {
        ok &= ring.lower_commit(op);
    }
    let read_only = read_only_stages(&plan.users);
    for &op in &plan.users.releases {
        ok &= ring.lower_release(op, read_only);
    }
    let arena = arenas.get(&arena_symbol(plan.func)).cloned();
    for &op in &plan.users.views {
        ok &= ring.lower_view(op, arena.as_deref(), chip);
    }
    ok && erase_lowered(&plan, rebuilt, &ring.stages, cursors)
}

/// Reads and checks the pipeline of `create`, or reports why it cannot be
/// lowered.
fn plan(create: Op) -> Option<Plan> {
    let Some(func) = create.ancestor("gpu.func") else {
        create.error("async.pipeline.create must be inside a gpu.func kernel");
        return None;
    };
    let name = create.str_attr("name").unwrap_or_default();
    let (offset, barrier_offset, stride) = ring_place(create, &name)?;
    let n = crate::ir::Pipeline(create).stages();
    let tx_bytes = crate::tensor::stage_tx_bytes(create);
    let cluster = create.str_attr("scope").as_deref() == Some("cluster");
    let users = users_of(func, create.result(0));
    let mut ok = check_used(create, &name, &users);
    let producers = roles_of_ops(&users.commits, "full");
    let consumers = roles_of_ops(&users.releases, "empty");
    let (Ok(producers), Ok(consumers)) = (producers, consumers) else {
        return None;
    };
    let producer_unit = crate::roles::parse_unit(create.str_attr("producer_unit").as_deref());
    let consumer_unit = crate::roles::parse_unit(create.str_attr("consumer_unit").as_deref());
    let full_count = full_arrivals(create, &users.commits, &producers, producer_unit);
    ok &= full_count.is_some();
    let pattern = crate::schedule::derive(&name, &users.acquires, &users.waits)?;
    if !check_pattern(create, &name, pattern, n, tx_bytes) {
        return None;
    }
    let empty_count = empty_arrivals(
        create,
        &name,
        (&consumers, &users.releases),
        consumer_unit,
        pattern,
    )?;
    let ctas = cluster_size(create, func, &name, cluster)?;
    if cluster && tx_bytes > 0 {
        ok &= check_commits_on_every_cta(&name, &users.commits);
    }
    ok &= check_units_reach(&name, &users, producer_unit, consumer_unit);
    ok &= check_waiters_release(&name, &users, &consumers);
    ok.then_some(Plan {
        create,
        func,
        name,
        n,
        offset,
        barrier_offset,
        stride,
        tx_bytes,
        cluster,
        ctas,
        users,
        producers,
        producer_unit,
        consumer_unit,
        full_count: full_count.unwrap_or(0),
        empty_count: empty_count * ctas,
    })
}

/// The ring's place that `async-ring-alloc` chose: the stage buffers'
/// offset, the barriers' offset and the stride of the stages.
fn ring_place(create: Op, name: &str) -> Option<(i64, i64, u64)> {
    let (Some(offset), Some(barrier_offset), Some((_, stride))) = (
        create.int_attr("offset"),
        create.int_attr("barrier_offset"),
        stage_stride(create),
    ) else {
        create.error(&format!(
            "pipeline '{name}' has no place in shared memory: run async-ring-alloc before async-insert-phases"
        ));
        return None;
    };
    Some((offset, barrier_offset, stride))
}

/// Whether a pipeline that is waited on is committed, and one that is
/// acquired and committed is released.
fn check_used(create: Op, name: &str, users: &Users) -> bool {
    let mut ok = true;
    if users.commits.is_empty() && !users.waits.is_empty() {
        create.error(&format!(
            "pipeline '{name}' is never committed: its consumers would wait forever"
        ));
        ok = false;
    }
    if users.releases.is_empty() && !users.acquires.is_empty() && !users.commits.is_empty() {
        // Without releases the producer's second lap would wait forever;
        // one lap (k < N) is fine, but that cannot be told here in general.
        create.error(&format!(
            "pipeline '{name}' is never released: the producer's second lap would wait forever"
        ));
        ok = false;
    }
    ok
}

/// Every role that waits for the pipeline's stages releases them: the
/// `empty` count is derived from the roles that release, so the producer
/// would refill a stage once they have, while a role that only waits may
/// still be reading it (or fall a phase behind).
fn check_waiters_release(name: &str, users: &Users, consumers: &[Role]) -> bool {
    let mut ok = true;
    if users.releases.is_empty() {
        // `check_used` reports a ring that is never released.
        return ok;
    }
    let mut reported = Vec::new();
    for &wait in &users.waits {
        let Some(role) = enclosing_role(wait) else {
            continue;
        };
        if consumers.iter().any(|r| r.op == role.op) || reported.contains(&role.op) {
            continue;
        }
        reported.push(role.op);
        wait.error(&format!(
            "role '{}' waits for the stages of pipeline '{name}' but releases none: the empty barrier counts only the roles that release (async.stage.consumer_release), so the producer refills a stage while this role may still read it; release every stage the role waits for",
            role.name()
        ));
        ok = false;
    }
    ok
}

/// Arrivals per phase on `full`: every producer role's commits; `None`
/// after reporting every role whose arrivals cannot be counted.
fn full_arrivals(create: Op, commits: &[Op], producers: &[Role], unit: Unit) -> Option<i64> {
    let mut ok = true;
    let mut full_count = 0;
    for role in producers {
        let commits = in_role(commits, *role);
        match crate::selection::arrivals(unit, *role, &commits, true) {
            Ok(c) => full_count += c,
            Err(message) => {
                create.error(&message);
                ok = false;
            }
        }
    }
    ok.then_some(full_count)
}

/// Whether alternating consumer roles have the stages they need: at least
/// one per role, and a multiple of the roles when copies fill the stages.
fn check_pattern(create: Op, name: &str, pattern: Pattern, n: i64, tx_bytes: i64) -> bool {
    let Pattern::Alternating(r) = pattern else {
        return true;
    };
    // A role's next wait on a slot may come R cursors after its last
    // one; with fewer stages the slot's phase in between may not have
    // completed yet, and a parity wait cannot tell phase φ from φ - 2.
    if n < r as i64 {
        create.error(&format!(
            "the {r} consumer roles of pipeline '{name}' take the stages in turn, which needs at least {r} stages, but it has {n}: with fewer, a role's wait could pass on the parity of a phase two laps old"
        ));
        return false;
    }
    // With N not a multiple of R a slot's laps go to different roles:
    // the role waiting on lap L of a slot has not itself waited on lap
    // L - 1, so it knows only that lap L - 2 completed. Arrivals that
    // the producer makes in cursor order still complete lap L - 1
    // first (the role saw cursor k - R complete, and k - N < k - R);
    // copies do not: lap L - 1's bytes may land after lap L's, and the
    // parity wait then passes on lap L - 1's parity. So stages filled
    // by copies need every slot to belong to one role.
    if n % r as i64 != 0 && tx_bytes > 0 {
        create.error(&format!(
            "the {r} consumer roles of pipeline '{name}' take its {n} stages in turn, and its stages are filled by copies (tx_bytes = {tx_bytes}): that needs a stage count that is a multiple of {r}, so that every slot belongs to one role. Here a slot's laps go to different roles, and a role that waits on lap L of a slot cannot tell it from lap L - 2 while the other role's copies for lap L - 1 are still landing (copies complete out of order)"
        ));
        return false;
    }
    true
}

/// The CTAs whose releases arrive on `empty`: the cluster's for a
/// `cluster` pipeline, else 1; `None` after reporting an unknown cluster.
fn cluster_size(create: Op, func: Op, name: &str, cluster: bool) -> Option<i64> {
    if !cluster {
        return Some(1);
    }
    match cluster_ctas(func) {
        Ok(c) => Some(c),
        Err(why) => {
            create.error(&format!(
                "cluster pipeline '{name}' needs the cluster size: {why}"
            ));
            None
        }
    }
}

/// Whether every CTA of a cluster pipeline filled by copies runs its
/// commits: none may sit under a condition on the CTA's rank.
fn check_commits_on_every_cta(name: &str, commits: &[Op]) -> bool {
    let mut ok = true;
    for &commit in commits {
        if let Some(cond) = ir::guarded_by(commit, |v| ir::depends_on(v, &ir::reads_cta_rank))
            .map(ir::location_text)
        {
            commit.error(&format!(
                "the commit of cluster pipeline '{name}' raises the expected bytes of this CTA's full barrier, but it only runs on some CTAs (the condition at {cond} depends on the CTA's rank); every CTA's copies complete on its own full barrier, so every CTA must commit"
            ));
            ok = false;
        }
    }
    ok
}

/// Whether every thread of an arrive unit reaches each commit and release.
/// Units other than `thread` meet before they arrive (bar.warp.sync over
/// the warp, a named barrier over the warpgroup or the role): every
/// thread of the unit must reach the op, or the others wait forever.
fn check_units_reach(name: &str, users: &Users, producer_unit: Unit, consumer_unit: Unit) -> bool {
    let mut ok = true;
    for (ops, unit, key, what) in [
        (&users.commits, producer_unit, "producer_unit", "commit"),
        (&users.releases, consumer_unit, "consumer_unit", "release"),
    ] {
        for &op in ops.iter() {
            let Some(groups) = enclosing_role(op).and_then(|role| unit_groups(role, unit)) else {
                continue;
            };
            if let Some(cond) =
                ir::guarded_by(op, |v| !ir::constant_on_groups(v, &groups)).map(ir::location_text)
            {
                op.error(&format!(
                    "the {what} of pipeline '{name}' arrives once per {unit_name} ({key} = \"{unit_name}\") after all the {unit_name}'s threads meet, but only some of them reach it: the condition at {cond} differs between the threads of a {unit_name}; move the {what} out of the branch or use {key} = \"thread\"",
                    unit_name = unit.as_str()
                ));
                ok = false;
            }
        }
    }
    ok
}

/// The thread ranges of `role` that meet as one `unit` before it arrives;
/// `None` for the units that arrive thread by thread.
fn unit_groups(role: Role, unit: Unit) -> Option<Vec<(i64, i64)>> {
    let first = role.first_warp * 32;
    Some(match unit {
        Unit::Thread | Unit::Mma => return None,
        Unit::Warp => (0..role.warps)
            .map(|w| (first + 32 * w, first + 32 * w + 32))
            .collect(),
        Unit::Warpgroup => (0..(role.warps + 3) / 4)
            .map(|g| (first + 128 * g, first + 128 * g + 128))
            .collect(),
        Unit::Cta => vec![(first, first + role.threads())],
    })
}

/// The `full` and `empty` barrier arrays of the pipeline, at the ring's
/// arena offsets; `empty` records the stage buffers it hands back.
fn alloc_barriers(plan: &Plan) -> (MlirValue, MlirValue) {
    let (n, name) = (plan.n, &plan.name);
    let b = Builder::before(plan.create);
    let alloc = |half: &str, count: i64, scope: &str, at: i64| -> MlirValue {
        b.op(
            OpKind::BarrierAlloc.name(),
            &[],
            &[b.ty(&format!("!async.mbarrier_array<{n}>"))],
            &[
                ("size", b.attr(&format!("{n} : i64"))),
                ("count", b.attr(&format!("{} : i64", count.max(1)))),
                ("scope", b.str_attr(scope)),
                ("name", b.str_attr(&format!("{name}.{half}"))),
                ("offset", b.attr(&format!("{at} : i64"))),
            ],
            Vec::new(),
        )
        .result(0)
    };
    // Multicast copies or remote arrives from the other CTAs reach this
    // CTA's `full`: its initialization must be visible to the whole cluster
    // too.
    let full_scope = if plan.cluster && remote_fills(plan.func, &plan.users) {
        "cluster"
    } else {
        "cta"
    };
    let full = alloc("full", plan.full_count, full_scope, plan.barrier_offset);
    let empty = alloc(
        "empty",
        plan.empty_count,
        if plan.cluster { "cluster" } else { "cta" },
        plan.barrier_offset + 8 * n,
    );
    // The stage buffers `empty[i]` hands back, for the checker: its
    // asynchronous readers (wgmmas, which read through descriptors) and
    // what the copies into a stage must fill.
    if let Some(alloc) = ir::defining_op(empty) {
        alloc.set_attr("buffers", b.attr(&format!("{} : i64", plan.offset)));
        alloc.set_attr("buffer_stride", b.attr(&format!("{} : i64", plan.stride)));
    }
    (full, empty)
}

/// A pipeline being lowered: its plan, its barrier arrays and the
/// registers of the stages lowered so far.
struct Ring<'p> {
    plan: &'p Plan,
    full: MlirValue,
    empty: MlirValue,
    /// Whether the commits' arrivals go with the expected bytes
    /// ([`early_commit`]).
    early: bool,
    /// The registers of each stage value, keyed by the value.
    stages: HashMap<usize, Regs>,
}

impl Ring<'_> {
    /// `producer_acquire`: wait on `empty[slot]` with parity `phase ^ 1`,
    /// then raise the stage's expected bytes.
    fn lower_acquire(&mut self, op: Op, cursors: &mut Cursors) {
        let regs = cursors.regs(op.operand(1), self.plan.n);
        let b = Builder::before(op);
        let t = b.constant(1, "i1");
        let parity = b.value("arith.xori", &[regs.1, t], b.ty("i1"), &[]);
        let bar = get(&b, self.empty, regs.0);
        barrier_wait(&b, bar, parity);
        if self.plan.tx_bytes > 0 {
            self.expect_bytes(&b, op, regs.0);
        }
        self.stages.insert(op.result(0).ptr as usize, regs);
    }

    /// One thread of the first arrive unit of the first producer role
    /// raises the stage's expected bytes as soon as the slot is free,
    /// before any copy can land on `full[slot]`.
    fn expect_bytes(&self, b: &Builder, op: Op, slot: MlirValue) {
        let role = enclosing_role(op);
        let lead_role = self.plan.producers.first().copied();
        if role.is_none() || role.map(|r| r.op) == lead_role.map(|r| r.op) {
            let lead = lead_thread(b, self.plan.producer_unit, role, lead_role);
            if_then(b, lead, |b| {
                let f = get(b, self.full, slot);
                let bytes = b.constant(self.plan.tx_bytes, "i32");
                // With the commit's arrival folded in, the phase still
                // completes only when the bytes have landed.
                let kind = if self.early {
                    OpKind::BarrierArriveExpectTx
                } else {
                    OpKind::BarrierExpectTx
                };
                b.op(kind.name(), &[f, bytes], &[], &[], Vec::new());
            });
        }
    }

    /// `consumer_wait`: wait on `full[slot]` with parity `phase`.
    fn lower_wait(&mut self, op: Op, cursors: &mut Cursors) {
        let regs = cursors.regs(op.operand(1), self.plan.n);
        let b = Builder::before(op);
        let bar = get(&b, self.full, regs.0);
        barrier_wait(&b, bar, regs.1);
        self.stages.insert(op.result(0).ptr as usize, regs);
    }

    /// The registers of the stage `op` uses, or an error at `op`.
    fn stage_of(&self, op: Op) -> Option<Regs> {
        let regs = self.stages.get(&(op.operand(1).ptr as usize)).copied();
        if regs.is_none() {
            op.error(&format!(
                "the stage of '{}' must come from a producer_acquire or consumer_wait of pipeline '{}'",
                op.name(),
                self.plan.name
            ));
        }
        regs
    }

    /// `producer_commit`: one arrival per producer unit on `full[slot]`
    /// (none when it went with the expected bytes).
    fn lower_commit(&self, op: Op) -> bool {
        let Some((slot, _)) = self.stage_of(op) else {
            return false;
        };
        if self.early {
            // Its arrival went with the expected bytes.
            return true;
        }
        let b = Builder::before(op);
        let unit = self.plan.producer_unit;
        once_per_unit(&b, unit, enclosing_role(op), |b| {
            let bar = get(b, self.full, slot);
            b.op(arrive_op(unit), &[bar], &[], &[], Vec::new());
        });
        true
    }

    /// `consumer_release`: one arrival per consumer unit on `empty[slot]`,
    /// of every CTA of the cluster for a cluster pipeline (CTA-scoped when
    /// the consumers only read the stages).
    fn lower_release(&self, op: Op, read_only: bool) -> bool {
        let Some((slot, _)) = self.stage_of(op) else {
            return false;
        };
        let b = Builder::before(op);
        let (unit, ctas) = (self.plan.consumer_unit, self.plan.ctas);
        once_per_unit(&b, unit, enclosing_role(op), |b| {
            let bar = get(b, self.empty, slot);
            if self.plan.cluster && ctas > 1 {
                let scope = b.str_attr(if read_only { "cta" } else { "cluster" });
                for rank in 0..ctas {
                    let r = b.constant(rank, "i32");
                    b.op(
                        OpKind::BarrierArrive.name(),
                        &[bar, r],
                        &[],
                        &[("release", scope)],
                        Vec::new(),
                    );
                }
            } else {
                b.op(arrive_op(unit), &[bar], &[], &[], Vec::new());
            }
        });
        true
    }

    /// `stage.index`, `stage.barrier`, `stage.buffer` or
    /// `stage.descriptor`: its value, which replaces the op's uses.
    fn lower_view(&self, op: Op, arena: Option<&str>, chip: Option<crate::Chip>) -> bool {
        let Some((slot, _)) = self.stage_of(op) else {
            return false;
        };
        let b = Builder::before(op);
        let value = match op.kind() {
            Some(OpKind::StageIndex) => slot,
            Some(OpKind::StageBarrier) => {
                let array = if op.str_attr("kind").as_deref() == Some("empty") {
                    self.empty
                } else {
                    self.full
                };
                get(&b, array, slot)
            }
            kind => {
                let Some(arena) = arena else {
                    op.error("the kernel has no shared-memory arena: run async-ring-alloc first");
                    return false;
                };
                let (g, at) = self.stage_address(&b, arena, slot);
                if kind == Some(OpKind::StageDescriptor) {
                    let Some(d) = self.stage_descriptor(&b, op, (g, at), chip) else {
                        return false;
                    };
                    d
                } else {
                    b.value("memref.view", &[g, at], ir::value_type(op.result(0)), &[])
                }
            }
        };
        unsafe { mlirValueReplaceAllUsesOfWith(op.result(0), value) };
        true
    }

    /// The arena and the offset in it of the stage buffer at `slot`:
    /// `offset + slot * stride`.
    fn stage_address(&self, b: &Builder, arena: &str, slot: MlirValue) -> (MlirValue, MlirValue) {
        let index_t = b.ty("index");
        let g = b.value(
            "memref.get_global",
            &[],
            b.ty(arena),
            &[(
                "name",
                b.attr(&format!("@{}", arena_symbol(self.plan.func))),
            )],
        );
        let stride_v = b.constant(self.plan.stride as i64, "index");
        let base = b.constant(self.plan.offset, "index");
        let scaled = b.value("arith.muli", &[slot, stride_v], index_t, &[]);
        let at = b.value("arith.addi", &[base, scaled], index_t, &[]);
        (g, at)
    }

    /// The wgmma descriptor of `stage.descriptor` `op` for the stage
    /// buffer at `at` of `arena`, K-major or MN-major; `None` after an
    /// error.
    fn stage_descriptor(
        &self,
        b: &Builder,
        op: Op,
        (arena, at): (MlirValue, MlirValue),
        chip: Option<crate::Chip>,
    ) -> Option<MlirValue> {
        let create = self.plan.create;
        let span = crate::swizzle::span(create);
        if crate::swizzle::mn_major(op) {
            if chip.is_some_and(|c| c.has_tcgen05()) {
                op.error("an MN-major (major = \"mn\") stage descriptor is built for sm_90a's wgmma; tcgen05's MN-major descriptors are not supported");
                return None;
            }
            let rows = create
                .type_attr("buffer")
                .map_or(0, crate::swizzle::block_rows);
            let fixed = crate::swizzle::mn_fixed_fields(span, rows * span);
            let k_step = crate::swizzle::MN_K_STEP_ROWS * span;
            Some(descriptor(b, op, (arena, at), (fixed, span, k_step)))
        } else {
            let fixed = crate::swizzle::fixed_fields_for(span, chip);
            let k_step = crate::swizzle::K_STEP_BYTES;
            Some(descriptor(b, op, (arena, at), (fixed, span, k_step)))
        }
    }
}

/// Erases what the pipeline's lowering replaced: the stage users first,
/// then (after the carried stages are finished) the cursors, then the
/// pipeline; `false` after an error.
fn erase_lowered(
    plan: &Plan,
    rebuilt: Vec<crate::carried_stages::Rebuilt>,
    stages: &HashMap<usize, Regs>,
    cursors: &mut Cursors,
) -> bool {
    let users = &plan.users;
    for op in users
        .commits
        .iter()
        .chain(&users.releases)
        .chain(&users.views)
    {
        op.erase();
    }
    if !crate::carried_stages::finish(rebuilt, stages, cursors, &plan.name) {
        return false;
    }
    for op in users.acquires.iter().chain(&users.waits) {
        if !unsafe { mlirValueGetFirstUse(op.result(0)) }.ptr.is_null() {
            op.error(&format!(
                "the stage of '{}' is used by an op that async-insert-phases does not lower",
                op.name()
            ));
            return false;
        }
        op.erase();
    }
    plan.create.erase();
    true
}

/// The matrix descriptor of `async.stage.descriptor` `op` (see
/// [`crate::swizzle`]): the arena's shared address plus `at` plus `k_step`
/// bytes per `k_block` (32 for a K-major tile, 16 rows of `span` bytes for
/// an MN-major one) plus `span` bytes per `row`, its bits 4-17 in bits
/// 0-13, or-ed with the `fixed` fields (the layout's, the span's and the
/// chip's).
fn descriptor(
    b: &Builder,
    op: Op,
    (arena, at): (MlirValue, MlirValue),
    (fixed, span, k_step): (u64, u64, u64),
) -> MlirValue {
    let index_t = b.ty("index");
    let i64_t = b.ty("i64");
    let base = b.value(
        "memref.extract_aligned_pointer_as_index",
        &[arena],
        index_t,
        &[],
    );
    let mut address = b.value("arith.addi", &[base, at], index_t, &[]);
    if op.num_operands() > 2 {
        let step = b.constant(k_step as i64, "index");
        let bytes = b.value("arith.muli", &[op.operand(2), step], index_t, &[]);
        address = b.value("arith.addi", &[address, bytes], index_t, &[]);
    }
    if op.num_operands() > 3 {
        let row_bytes = b.constant(span as i64, "index");
        let bytes = b.value("arith.muli", &[op.operand(3), row_bytes], index_t, &[]);
        address = b.value("arith.addi", &[address, bytes], index_t, &[]);
    }
    let address = b.value("arith.index_castui", &[address], i64_t, &[]);
    let mask = b.constant(0x3_FFFF, "i64");
    let window = b.value("arith.andi", &[address, mask], i64_t, &[]);
    let four = b.constant(4, "i64");
    let start = b.value("arith.shrui", &[window, four], i64_t, &[]);
    let fixed = b.constant(fixed as i64, "i64");
    b.value("arith.ori", &[start, fixed], i64_t, &[])
}

/// The barrier at `slot` of `array`.
fn get(b: &Builder, array: MlirValue, slot: MlirValue) -> MlirValue {
    b.value(
        OpKind::BarrierGet.name(),
        &[array, slot],
        b.ty("!async.mbarrier"),
        &[],
    )
}

/// The op by which one unit arrives: a plain arrive, or for the `mma` unit
/// the commit of the thread's tcgen05 MMAs to the barrier.
fn arrive_op(unit: Unit) -> &'static str {
    if unit == Unit::Mma {
        OpKind::BarrierCommitMma.name()
    } else {
        OpKind::BarrierArrive.name()
    }
}

/// Whether this thread is the one thread of the first arrive unit of
/// `lead` that raises the expected bytes.
fn lead_thread(b: &Builder, unit: Unit, role: Option<Role>, lead: Option<Role>) -> MlirValue {
    let unit_lead = is_lead_unit(b, unit, role, lead);
    let i1 = b.ty("i1");
    let i32t = b.ty("i32");
    let one_thread = match unit {
        Unit::Thread | Unit::Mma => return unit_lead,
        // Lane 0 of the warp, after its 32 lanes meet, as
        // `roles::once_per_unit` picks it: the meeting keeps a one-warp
        // role's lanes within a lap of each other (see `early_commit`).
        Unit::Warp => meet_warp_lane_zero(b),
        Unit::Warpgroup => {
            let tid = linear_tid(b);
            let c128 = b.constant(128, "i32");
            let lane = b.value("arith.remui", &[tid, c128], i32t, &[]);
            let zero = b.constant(0, "i32");
            cmp(b, 0, lane, zero)
        }
        Unit::Cta => {
            let tid = linear_tid(b);
            let first = b.constant(role.map_or(0, |r| r.first_warp * 32), "i32");
            cmp(b, 0, tid, first)
        }
    };
    b.value("arith.andi", &[unit_lead, one_thread], i1, &[])
}

/// Whether this thread belongs to the first arrive unit of `lead`.
fn is_lead_unit(b: &Builder, unit: Unit, role: Option<Role>, lead: Option<Role>) -> MlirValue {
    let (Some(role), Some(lead)) = (role, lead) else {
        return b.constant(1, "i1");
    };
    if role.op != lead.op {
        return b.constant(0, "i1");
    }
    let tid = linear_tid(b);
    let i32t = b.ty("i32");
    match unit {
        Unit::Cta => b.constant(1, "i1"),
        Unit::Thread | Unit::Mma => {
            let first = b.constant(role.first_warp * 32, "i32");
            cmp(b, 0, tid, first)
        }
        Unit::Warp => {
            let c32 = b.constant(32, "i32");
            let warp = b.value("arith.divui", &[tid, c32], i32t, &[]);
            let first = b.constant(role.first_warp, "i32");
            cmp(b, 0, warp, first)
        }
        Unit::Warpgroup => {
            let c128 = b.constant(128, "i32");
            let group = b.value("arith.divui", &[tid, c128], i32t, &[]);
            let first = b.constant(role.first_warp / 4, "i32");
            cmp(b, 0, group, first)
        }
    }
}

/// The ops of `ops` inside `role`.
fn in_role(ops: &[Op], role: Role) -> Vec<Op> {
    ops.iter()
        .copied()
        .filter(|op| enclosing_role(*op).is_some_and(|r| r.op == role.op))
        .collect()
}

/// Arrivals per phase on `empty`: every consumer role's for a broadcast
/// pipeline, the one role's that consumed the stage for alternating roles
/// (which must then arrive equally often, since one count serves every
/// slot).
fn empty_arrivals(
    create: Op,
    name: &str,
    (consumers, releases): (&[Role], &[Op]),
    unit: Unit,
    pattern: Pattern,
) -> Option<i64> {
    let mut counts = Vec::new();
    for role in consumers {
        match crate::selection::arrivals(unit, *role, &in_role(releases, *role), false) {
            Ok(c) => counts.push((*role, c)),
            Err(message) => {
                create.error(&message);
                return None;
            }
        }
    }
    match pattern {
        Pattern::Broadcast => Some(counts.iter().map(|(_, c)| c).sum()),
        Pattern::Alternating(_) | Pattern::Blocks(_) => {
            let (first, c0) = *counts.first()?;
            if let Some((other, c)) = counts.iter().find(|(_, c)| *c != c0) {
                create.error(&format!(
                    "the consumer roles of pipeline '{name}' take the stages in turn, so each stage's empty barrier expects one role's arrivals, but role '{}' arrives {c0} times per stage and role '{}' {c} times ({} = \"{}\"); give the roles the same warps or use an arrive unit that makes them arrive alike",
                    first.name(),
                    other.name(),
                    "consumer_unit",
                    unit.as_str()
                ));
                return None;
            }
            Some(c0)
        }
    }
}
