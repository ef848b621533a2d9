//! `async-lower-cluster-barrier`: the cluster barrier inside
//! warp-specialized code, as a two-slot × parity counter protocol on
//! mbarriers.
//!
//! Why: the hardware `barrier.cluster.arrive/wait` needs every thread of
//! every CTA of the cluster. Inside a role only the role's warps run, so
//! each role that meets its peers across the cluster gets its own state:
//! two cluster-scope mbarriers (slots 0 and 1, each expecting one arrival
//! per CTA) and a shared counter `c` in 0..4 that names the instance:
//! slot `c & 1`, parity `(c >> 1) & 1`. Two slots let a fast CTA arrive on
//! the next instance while a slow one still waits on this one; the parity
//! tells apart the two uses of a slot four instances apart.
//!
//! Expects: `async-verify` has run; `async.warp_specialize` not lowered yet.
//!
//! Guarantees, for every `async.cluster_barrier` inside an `async.role`
//! (the role's threads take part, in every CTA of the cluster):
//! 1. every participating thread loads `c` (volatile `ld.shared`);
//! 2. THEN the role's local barrier (`barrier.sync 1 + role, threads`);
//! 3. lane r of the role's first warp arrives on `slot` of CTA r, for
//!    every CTA of the cluster, all in one warp instruction (`mapa` +
//!    `mbarrier.arrive.release.cluster`), and every participating thread
//!    waits on its own CTA's `slot` with `parity`
//!    (`try_wait.parity.acquire.cluster`);
//!    Before the arrives, the first thread stores `(c + 1) & 3` (every
//!    thread has loaded `c` by step 2) and every warp meets
//!    (`bar.warp.sync`): in the first warp that orders the store before
//!    the arrives, whose cluster-scope release carries it, so a thread
//!    that passes its wait (an acquire of its own CTA's arrive) loads the
//!    new value at the next instance. No tail barrier.
//!
//! Loading before the local barrier is what makes it safe: no thread can
//! pass step 2 before every thread has loaded `c`, so the store of step 4
//! can never be seen by a thread of this instance. The reverse order (local
//! barrier, then load) lets a delayed thread load the next instance's `c`
//! and wait on the wrong slot; it is emitted only with the `unsafe-order`
//! option, to reproduce that race.
//!
//! The state is an `async.barrier.alloc` of 2 barriers with a `counter`
//! (name `<role>.cluster_barrier`, count = the cluster's CTAs) at kernel
//! entry, so `async-ring-alloc` places it in the arena and the init ritual
//! zeroes the counter. An `async.cluster_barrier` outside any role is left
//! for `convert-async-to-nvvm`, which emits the hardware
//! `barrier.cluster.arrive` + `barrier.cluster.wait`: there every thread of
//! the cluster takes part, which is what the hardware barrier needs.
//!
//! Where every thread of every CTA reaches the same cluster barriers, the
//! hardware barrier is kept (left for `convert-async-to-nvvm`), see
//! [`hardware_barrier_fits`]: a role that is every thread of the CTA
//! (warps 0 to the block's last, by `known_block_size`) with no
//! thread-dependent loop or branch between it and the barrier; or roles
//! that together are every warp of the CTA whose cluster barriers form the
//! same sequence, all before or all after each role's other
//! synchronization (so that one barrier for all roles adds no wait between
//! them that could deadlock). Such a barrier is marked `hardware` (so is
//! one a user marked), and the checker models it as one meeting of every
//! thread of the cluster.
//!
//! Errors: a cluster barrier in a role of a kernel without
//! `nvvm.cluster_dim` (the mbarriers' arrival count is the cluster size).

use crate::{
    builder::Builder,
    ir::{Op, OpKind},
    roles::{
        barrier_wait, cluster_ctas, cmp, enclosing_role, if_then, linear_tid, named_barrier,
        roles_of, Role,
    },
    PassOptions,
};
use mlir_sys::*;

/// The options of `async-lower-cluster-barrier`.
pub const OPTIONS: &[crate::PassOption] = &[crate::PassOption {
    key: "unsafe-order",
    help: "emit the unsafe order (local barrier, then counter load), only to reproduce the race it causes (true or false)",
    check: crate::check_flag,
}];

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !crate::limits::guard(module) {
        return false;
    }
    let barriers: Vec<Op> = module.descendants_named(OpKind::ClusterBarrier.name());
    // Decided for every barrier before any is lowered (a lowered one's
    // named barriers would change the others' answer); the answer for
    // several roles once per warp_specialize.
    let mut decided = Vec::new();
    let hardware: Vec<bool> = barriers
        .iter()
        .map(|op| op.attr("hardware").is_some() || hardware_barrier_fits(*op, &mut decided))
        .collect();
    let mut ok = true;
    // One state per role: (role op, state value).
    let mut states: Vec<(Op, MlirValue)> = Vec::new();
    for (op, hardware) in barriers.into_iter().zip(hardware) {
        let Some(role) = enclosing_role(op) else {
            continue;
        };
        let Some(func) = op.ancestor("gpu.func") else {
            continue;
        };
        let ctas = match cluster_ctas(func) {
            Ok(c) => c,
            Err(why) => {
                op.error(&format!(
                    "async.cluster_barrier inside a role needs the cluster size: {why}"
                ));
                ok = false;
                continue;
            }
        };
        if hardware {
            // Left for `convert-async-to-nvvm`: barrier.cluster.arrive/wait;
            // marked, for the passes and the checker after this one.
            op.set_attr("hardware", unsafe { mlirUnitAttrGet(op.context()) });
            continue;
        }
        let state = match states.iter().find(|(r, _)| *r == role.op) {
            Some((_, s)) => *s,
            None => {
                let s = allocate_state(func, role, ctas);
                states.push((role.op, s));
                s
            }
        };
        lower(op, role, state, ctas, options.flag("unsafe-order"));
        op.erase();
    }
    ok
}

/// Whether the hardware `barrier.cluster` serves this cluster barrier
/// inside a role: every thread of every CTA reaches the same sequence of
/// cluster barriers, which is what the hardware barrier needs (and what
/// the counter protocol needs of the CTAs as well).
///
/// - One role that is every thread of the CTA (warps 0 to the block's
///   last): nothing between the role and the op may differ between the
///   threads (loops' bounds and steps, `scf.if` conditions, by the
///   uniformity analysis; any other enclosing op is not proven).
/// - Several roles that together are every warp of the CTA: each role's
///   cluster barriers form the same sequence ([`role_sequence`]: the same
///   loops over the same bounds, the same conditions, all defined outside
///   the `warp_specialize`, the same on every thread), all of them before
///   any other synchronizing op of the role or after all of them; no role
///   spins in an `scf.while`; and the `warp_specialize` is alone in the
///   kernel ([`alone_in`]). Then one hardware barrier adds no wait between
///   the roles that could deadlock: a role reaches its first barrier of
///   the tail having done all its other synchronization, and the barriers
///   of the head come before any. `decided` keeps this answer per
///   `warp_specialize`, for its other barriers.
pub fn hardware_barrier_fits(op: Op, decided: &mut Vec<(Op, bool)>) -> bool {
    let Some(role) = enclosing_role(op) else {
        return false;
    };
    let (Some(ws), Some(func)) = (role.op.parent(), op.ancestor("gpu.func")) else {
        return false;
    };
    let Some((threads, _)) = crate::limits::block_threads(func) else {
        return false;
    };
    let roles = roles_of(ws);
    if roles.len() == 1 {
        return role.spans_cta() && uniform_path(op, role.op, threads);
    }
    if let Some(&(_, answer)) = decided.iter().find(|(w, _)| *w == ws) {
        return answer;
    }
    let answer = roles_meet_alike(&roles, ws, func, threads);
    decided.push((ws, answer));
    answer
}

/// The answer of [`hardware_barrier_fits`] for the several `roles` of `ws`.
fn roles_meet_alike(roles: &[Role], ws: Op, func: Op, threads: i64) -> bool {
    let covers = roles
        .last()
        .is_some_and(|last| (last.first_warp + last.warps) * 32 == threads);
    // A role can wait without a synchronizing op only by spinning on
    // memory, in an `scf.while`; what lets it go can be a plain store,
    // which the sequences do not see: no such loop in any role.
    let spins = ws.descendants().iter().any(|o| o.name() == "scf.while");
    if !covers || spins || !alone_in(ws, func) {
        return false;
    }
    let Some(sequences) = roles
        .iter()
        .map(|r| role_sequence(*r, ws, threads))
        .collect::<Option<Vec<Sequence>>>()
    else {
        return false;
    };
    alike(&sequences)
}

/// Whether the roles' sequences are one: the roles that synchronize
/// otherwise have the same head and the same tail, and a role that does
/// not has all of its barriers in its head, the others' head and tail in
/// a row (it meets them whenever they come).
fn alike(sequences: &[Sequence]) -> bool {
    let model = sequences
        .iter()
        .find(|s| s.synchronizes)
        .unwrap_or(&sequences[0]);
    if model.head.is_empty() && model.tail.is_empty() {
        return false;
    }
    let (head, tail) = (&model.head, &model.tail);
    sequences.iter().all(|s| {
        if s.synchronizes {
            s.head == *head && s.tail == *tail
        } else {
            s.head.len() == head.len() + tail.len()
                && s.head[..head.len()] == head[..]
                && s.head[head.len()..] == tail[..]
        }
    })
}

/// Whether the `warp_specialize` is the only place where `func`'s threads
/// can wait for one another other than at a barrier of every thread: it
/// stands in the function's one block, under no loop or branch, and no op
/// outside it synchronizes (a role held at a hardware barrier could be what
/// such an op waits for, or what it holds up, which the roles' own counter
/// protocols would not do).
fn alone_in(ws: Op, func: Op) -> bool {
    let entry = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    let one_block =
        !entry.ptr.is_null() && unsafe { mlirBlockGetNextInRegion(entry) }.ptr.is_null();
    if !one_block || ws.parent() != Some(func) {
        return false;
    }
    let collective =
        |op: Op| op.kind() == Some(OpKind::ClusterBarrier) || crate::roles::is_cta_collective(op);
    func.descendants()
        .into_iter()
        .filter(|o| !ws.encloses(*o))
        .all(|o| !synchronizes(o) || collective(o))
}

/// Whether nothing between `top` (exclusive) and `op` can differ between
/// the CTA's `threads` threads: only `scf.for` and `scf.if` whose operands
/// are the same on every thread ([`crate::ir::constant_on_groups`]).
fn uniform_path(op: Op, top: Op, threads: i64) -> bool {
    let mut at = op.parent();
    while let Some(p) = at {
        if p == top {
            return true;
        }
        let operands: Vec<MlirValue> = match p.name().as_str() {
            "scf.for" => (0..3).map(|i| p.operand(i)).collect(),
            "scf.if" => vec![p.operand(0)],
            _ => return false,
        };
        if !operands
            .into_iter()
            .all(|v| crate::ir::constant_on_groups(v, &[(0, threads)]))
        {
            return false;
        }
        at = p.parent();
    }
    false
}

/// A role's cluster barriers: those before its first other synchronizing
/// op (`head`; all of them in a role without any) and those after its last
/// (`tail`).
#[derive(Debug, PartialEq)]
struct Sequence {
    head: Vec<Item>,
    tail: Vec<Item>,
    /// Whether the role has other synchronizing ops.
    synchronizes: bool,
}

/// One step of a sequence of cluster barriers.
#[derive(Debug, PartialEq)]
enum Item {
    Barrier,
    /// `scf.for` over (lower, upper, step), compared unsigned or not, with
    /// these barriers in its body.
    Loop([Bound; 3], bool, Vec<Item>),
    /// `scf.if` on this condition: the barriers of each branch.
    If(Bound, Vec<Item>, Vec<Item>),
}

/// A loop bound or condition that every role sees alike: a constant, or a
/// thread-independent value defined outside the `warp_specialize`.
#[derive(Debug, PartialEq)]
enum Bound {
    Constant(i64),
    Value(usize),
}

fn bound(value: MlirValue, ws: Op, threads: i64) -> Option<Bound> {
    if let Some(c) = crate::ir::constant_int(value) {
        return Some(Bound::Constant(c));
    }
    let inside = crate::ir::defined_inside(value, ws);
    let uniform = crate::ir::constant_on_groups(value, &[(0, threads)]);
    (!inside && uniform).then_some(Bound::Value(value.ptr as usize))
}

/// The role's cluster barriers as a [`Sequence`], or `None` when they are
/// not one: a barrier between two other synchronizing ops, under another
/// op than `scf.for`/`scf.if`, or under a bound not every role sees alike.
fn role_sequence(role: Role, ws: Op, threads: i64) -> Option<Sequence> {
    let mut sequence = Sequence {
        head: Vec::new(),
        tail: Vec::new(),
        synchronizes: false,
    };
    for op in role.op.children() {
        let barriers = holds_cluster_barrier(op);
        let syncs = synchronizes(op) || op.descendants().into_iter().any(synchronizes);
        match (barriers, syncs) {
            (true, true) => return None,
            (true, false) => {
                let items = items(op, ws, threads)?;
                if sequence.synchronizes {
                    sequence.tail.extend(items);
                } else {
                    sequence.head.extend(items);
                }
            }
            (false, true) if !sequence.tail.is_empty() => return None,
            (false, true) => sequence.synchronizes = true,
            (false, false) => {}
        }
    }
    Some(sequence)
}

/// Whether `op` is or holds an `async.cluster_barrier`.
fn holds_cluster_barrier(op: Op) -> bool {
    op.kind() == Some(OpKind::ClusterBarrier)
        || !op
            .descendants_named(OpKind::ClusterBarrier.name())
            .is_empty()
}

/// The barriers of `op`, which holds no other synchronizing op.
fn items(op: Op, ws: Op, threads: i64) -> Option<Vec<Item>> {
    let region = |r: usize| -> Option<Vec<Item>> {
        let mut out = Vec::new();
        for c in op.region_children(r) {
            if holds_cluster_barrier(c) {
                out.extend(items(c, ws, threads)?);
            }
        }
        Some(out)
    };
    match op.name().as_str() {
        _ if op.kind() == Some(OpKind::ClusterBarrier) => Some(vec![Item::Barrier]),
        "scf.for" => {
            let b = |i| bound(op.operand(i), ws, threads);
            let unsigned = op.attr("unsignedCmp").is_some();
            Some(vec![Item::Loop(
                [b(0)?, b(1)?, b(2)?],
                unsigned,
                region(0)?,
            )])
        }
        "scf.if" if op.num_regions() == 2 => Some(vec![Item::If(
            bound(op.operand(0), ws, threads)?,
            region(0)?,
            region(1)?,
        )]),
        _ => None,
    }
}

/// Whether `op` synchronizes with other threads, or might: everything but
/// the ops known not to wait for other threads nor to let them go on
/// (integer and memory arithmetic, loads and stores, the special
/// registers, warp-local shuffles and votes, the warpgroup's own wgmma
/// ops, the `async` ops that only select or declare, structured control
/// flow other than `scf.while`, which can spin on memory). Calls, inline
/// assembly, atomics, fences, every other `nvvm` op and every `async` op
/// that waits, arrives or copies count.
fn synchronizes(op: Op) -> bool {
    const IMPURE_LLVM: [&str; 6] = [
        "llvm.inline_asm",
        "llvm.call",
        "llvm.call_intrinsic",
        "llvm.atomicrmw",
        "llvm.cmpxchg",
        "llvm.fence",
    ];
    const PURE_NVVM: [&str; 5] = [
        "nvvm.mapa",
        "nvvm.shfl.sync",
        "nvvm.elect.sync",
        "nvvm.vote.sync",
        "nvvm.redux.sync",
    ];
    const PURE_GPU: [&str; 8] = [
        "gpu.thread_id",
        "gpu.block_id",
        "gpu.block_dim",
        "gpu.grid_dim",
        "gpu.lane_id",
        "gpu.yield",
        "gpu.return",
        "gpu.terminator",
    ];
    if let Some(kind) = op.kind() {
        return async_synchronizes(kind);
    }
    let name = op.name();
    let n = name.as_str();
    let pure = ["arith.", "math.", "index.", "ub."]
        .iter()
        .any(|p| n.starts_with(p))
        || (n.starts_with("llvm.") && !IMPURE_LLVM.contains(&n))
        || (n.starts_with("memref.") && !n.contains("atomic"))
        || (n.starts_with("scf.") && n != "scf.while")
        || n.starts_with("nvvm.read.ptx.sreg.")
        || n.starts_with("nvvm.wgmma.")
        || PURE_NVVM.contains(&n)
        || PURE_GPU.contains(&n);
    !pure
}

/// Whether the `async` op `kind` synchronizes with other threads, or
/// might: all but the ops that only select or declare (barrier and stage
/// views, allocations, the roles) and the warp-local reduction.
fn async_synchronizes(kind: OpKind) -> bool {
    match kind {
        OpKind::ClusterBarrier
        | OpKind::BarrierAlloc
        | OpKind::BarrierCounter
        | OpKind::BarrierGet
        | OpKind::PipelineCreate
        | OpKind::StageBuffer
        | OpKind::StageBarrier
        | OpKind::StageDescriptor
        | OpKind::StageIndex
        | OpKind::WarpReduce
        | OpKind::Role
        | OpKind::WarpSpecialize => false,
        OpKind::BarrierArrive
        | OpKind::BarrierArriveExpectTx
        | OpKind::BarrierCommitMma
        | OpKind::BarrierExpectTx
        | OpKind::BarrierTryWait
        | OpKind::BarrierWait
        | OpKind::CopyBulk
        | OpKind::CopyBulkStore
        | OpKind::CopyTensor
        | OpKind::CopyTensorStore
        | OpKind::CopyStoreWait
        | OpKind::FenceProxyAsync
        | OpKind::FragmentBroadcastRows
        | OpKind::FragmentCoordinates
        | OpKind::FragmentPack
        | OpKind::FragmentReduceRows
        | OpKind::StageConsumerRelease
        | OpKind::StageConsumerWait
        | OpKind::StageProducerAcquire
        | OpKind::StageProducerCommit
        | OpKind::TurnPass
        | OpKind::TurnWait
        | OpKind::WarpgroupMma => true,
    }
}

fn allocate_state(func: Op, role: Role, ctas: i64) -> MlirValue {
    let entry = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    let b = Builder::at_start(func.context(), role.op.location(), entry);
    let unit = unsafe { mlirUnitAttrGet(b.ctx) };
    b.op(
        OpKind::BarrierAlloc.name(),
        &[],
        &[b.ty("!async.mbarrier_array<2>")],
        &[
            ("size", b.attr("2 : i64")),
            ("count", b.attr(&format!("{ctas} : i64"))),
            ("scope", b.str_attr("cluster")),
            (
                "name",
                b.str_attr(&format!("{}.cluster_barrier", role.name())),
            ),
            ("counter", unit),
        ],
        Vec::new(),
    )
    .result(0)
}

fn lower(op: Op, role: Role, state: MlirValue, ctas: i64, unsafe_order: bool) {
    let b = Builder::before(op);
    let i32t = b.ty("i32");
    let unit = unsafe { mlirUnitAttrGet(b.ctx) };
    let counter = b.value(
        OpKind::BarrierCounter.name(),
        &[state],
        b.ty("!llvm.ptr<3>"),
        &[],
    );
    let load = |b: &Builder| {
        b.value(
            "llvm.load",
            &[counter],
            i32t,
            &[("volatile_", unit), ("alignment", b.attr("4 : i64"))],
        )
    };
    let c = if unsafe_order {
        // UNSAFE: the pre-fix order, for race reproduction only.
        named_barrier(&b, role.barrier_id(), role.threads());
        load(&b)
    } else {
        let c = load(&b);
        named_barrier(&b, role.barrier_id(), role.threads());
        c
    };
    let one = b.constant(1, "i32");
    let three = b.constant(3, "i32");
    let slot32 = b.value("arith.andi", &[c, one], i32t, &[]);
    let slot = b.value("arith.index_castui", &[slot32], b.ty("index"), &[]);
    let lap = b.value("arith.shrui", &[c, one], i32t, &[]);
    let parity = b.value("arith.trunci", &[lap], b.ty("i1"), &[]);
    let bar = b.value(
        OpKind::BarrierGet.name(),
        &[state, slot],
        b.ty("!async.mbarrier"),
        &[],
    );
    let tid = linear_tid(&b);
    let first = b.constant(role.first_warp * 32, "i32");
    let leader = cmp(&b, 0, tid, first);
    // The next instance's counter, stored right after the role barrier:
    // every thread has loaded this instance's `c` by then (step 2).
    if_then(&b, leader, |b| {
        let next = b.value("arith.addi", &[c, one], i32t, &[]);
        let wrapped = b.value("arith.andi", &[next, three], i32t, &[]);
        b.op(
            "llvm.store",
            &[wrapped, counter],
            &[],
            &[("volatile_", unit), ("alignment", b.attr("4 : i64"))],
            Vec::new(),
        );
    });
    // Every warp meets; in the first warp this orders the leader's store
    // before the other lanes' arrives, whose cluster-scope release carries
    // it: a thread that passes its wait below has acquired the arrive of
    // its own CTA's lane, so its next load of `c` sees the store. No tail
    // barrier is needed.
    b.asm("bar.warp.sync -1;", "", &[]);
    // Lane r of the role's first warp arrives on CTA r: the remote arrives
    // leave in parallel, one instruction of the warp, not one after the
    // other. The role barrier above ordered every thread's writes before
    // them, and each arrive releases at cluster scope.
    let lane = b.value("arith.subi", &[tid, first], i32t, &[]);
    let n = b.constant(ctas, "i32");
    let arrives = cmp(&b, 6, lane, n); // ult: tid - first in 0..ctas
    if_then(&b, arrives, |b| {
        b.op(
            OpKind::BarrierArrive.name(),
            &[bar, lane],
            &[],
            &[],
            Vec::new(),
        );
    });
    barrier_wait(&b, bar, parity);
}
