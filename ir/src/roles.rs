//! Warp-specialized roles and arrive units: which warps run an op, how many
//! arrivals one arrive makes, and the thread-index arithmetic the passes
//! emit for them.
//!
//! Named hardware barriers (`barrier.sync id, n`; a CTA has 16, ids 0-15)
//! are shared by the passes:
//! - id 0 is the CTA barrier: the lowering's init ritual ends with
//!   `bar.sync 0` at kernel entry (kernels with mbarriers and no
//!   cluster-scope ones). Every thread of the CTA takes part, as in the
//!   user's own `gpu.barrier` / `nvvm.barrier0`, so it is never reserved
//!   (inside a role it is an error of `async-lower-warp-specialize`);
//! - ids 1-7 belong to the roles of a `warp_specialize` (role index + 1):
//!   `barrier.sync 1 + index, threads` over the role's threads, emitted for
//!   an `async.cluster_barrier` in the role and for a commit or release in
//!   the role of a pipeline whose `producer_unit` / `consumer_unit` is
//!   `cta`;
//! - ids 8-15 belong to the warpgroups of the CTA (warpgroup index + 8):
//!   `barrier.sync 8 + tid / 128, 128`, emitted for a commit or release of
//!   a pipeline whose unit is `warpgroup`, by the warpgroups of its role.
//!
//! That bounds a kernel to 7 roles and 8 warpgroups (1024 threads), which
//! is the hardware's block limit anyway. [`compiler_barriers`] lists the ids
//! a kernel's source makes the passes emit, with their users; only those are
//! reserved, so a kernel without roles leaves ids 1-15 to its author, and
//! `async-verify` reports a user's named barrier (`nvvm.barrier`,
//! `nvvm.barrier.arrive`, inline `bar.sync N` / `barrier.sync N` /
//! `bar.arrive N` / `barrier.arrive N` / `bar.red`) on a reserved id. A
//! role's own barrier (`barrier.sync 1 + index, threads` inside the role,
//! with the role's thread count) is what the passes emit themselves and
//! meets the same threads, so it is allowed.

use crate::builder::Builder;
use crate::{Op, OpKind};
use mlir_sys::*;

/// One `async.role` with its place in the CTA.
#[derive(Debug, Clone, Copy)]
pub struct Role {
    /// The `async.role` op.
    pub op: Op,
    /// Position among its `warp_specialize`'s roles.
    pub index: usize,
    /// First warp of the CTA that runs the role.
    pub first_warp: i64,
    /// Number of warps.
    pub warps: i64,
}

/// Most roles one `warp_specialize` may hold (named barrier ids 1-7).
pub const MAX_ROLES: usize = 7;

impl Role {
    /// Threads of the role.
    pub fn threads(self) -> i64 {
        self.warps.saturating_mul(32)
    }

    /// Whether the role is every thread of its kernel's CTA (warps 0 to
    /// the last of the block size): CTA-wide collectives inside it are
    /// reached by the whole CTA.
    pub fn spans_cta(self) -> bool {
        self.op
            .ancestor("gpu.func")
            .and_then(crate::shapes::block_threads)
            .is_some_and(|(threads, _)| self.first_warp == 0 && self.threads() == threads)
    }

    /// The named barrier that synchronizes the role's warps.
    pub fn barrier_id(self) -> i64 {
        self.index as i64 + 1
    }

    /// The role's name.
    pub fn name(self) -> String {
        self.op.str_attr("name").unwrap_or_default()
    }

    /// The role's warps, inclusive: "warp 0", "warps 1-4".
    pub fn warps_text(self) -> String {
        warps_text(self.first_warp, self.warps)
    }
}

/// `count` warps from `first`, written inclusive: "warp 3", "warps 1-4".
pub fn warps_text(first: i64, count: i64) -> String {
    let last = first.saturating_add(count.max(1) - 1);
    if last == first {
        format!("warp {first}")
    } else {
        format!("warps {first}-{last}")
    }
}

/// Indices with their runs written inclusive, after `one` or `many`:
/// "warp 0", "warps 1-4", "lanes 0, 2-5"; "no warps" when empty.
pub fn indices_text(one: &str, many: &str, indices: &[i64]) -> String {
    let mut sorted = indices.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut runs: Vec<(i64, i64)> = Vec::new();
    for i in sorted.iter().copied() {
        match runs.last_mut() {
            Some((_, last)) if last.checked_add(1) == Some(i) => *last = i,
            _ => runs.push((i, i)),
        }
    }
    let text = runs
        .iter()
        .map(|(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    match sorted.len() {
        0 => format!("no {many}"),
        1 => format!("{one} {text}"),
        _ => format!("{many} {text}"),
    }
}

/// The roles of a `warp_specialize`, in warp order.
pub fn roles_of(warp_specialize: Op) -> Vec<Role> {
    let mut roles = Vec::new();
    let block = unsafe { mlirRegionGetFirstBlock(warp_specialize.region(0)) };
    if block.ptr.is_null() {
        return roles;
    }
    let mut child = unsafe { mlirBlockGetFirstOperation(block) };
    let mut first_warp = 0;
    while !child.ptr.is_null() {
        let op = Op(child);
        if op.kind() == Some(OpKind::Role) {
            let warps = op.int_attr("warps").unwrap_or(1).max(1);
            roles.push(Role {
                op,
                index: roles.len(),
                first_warp,
                warps,
            });
            first_warp = first_warp.saturating_add(warps);
        }
        child = unsafe { mlirOperationGetNextInBlock(child) };
    }
    roles
}

/// The role whose body holds `op`, if any.
pub fn enclosing_role(op: Op) -> Option<Role> {
    let role = op.ancestor(OpKind::Role.name())?;
    let parent = role.parent()?;
    roles_of(parent).into_iter().find(|r| r.op == role)
}

/// Who arrives once on a barrier, as `producer_unit`/`consumer_unit` read:
/// the dialect's generated `ArriveUnit` (`Async_ArriveUnitAttr` in the
/// `.td`). `thread`: every thread that runs the op arrives; `warp`: lane 0
/// of each warp, after the warp's 32 lanes meet; `warpgroup`: one thread
/// per warpgroup, after the warpgroup synchronizes; `cta`: one thread per
/// role (the whole role synchronizes first); `mma`: one arrival per role by
/// `tcgen05.commit` (`async.barrier.commit_mma`) from the role's first
/// thread, landing when the tcgen05 MMAs that thread issued before it have
/// completed (sm_100a; that thread must issue the stage's MMAs).
pub use phaselock_dialect::enums::ArriveUnit as Unit;

/// Parses an arrive-unit attribute value; absent (or a word `async-verify`
/// refuses) means `warp`.
pub fn parse_unit(value: Option<&str>) -> Unit {
    value.and_then(|v| v.parse().ok()).unwrap_or(Unit::Warp)
}

/// Arrivals per phase that `role` makes with `unit`.
pub fn unit_arrivals(unit: Unit, role: Role) -> Result<i64, String> {
    match unit {
        Unit::Thread => Ok(role.threads()),
        Unit::Warp => Ok(role.warps),
        Unit::Warpgroup => {
            if role.first_warp % 4 != 0 || role.warps % 4 != 0 {
                Err(format!(
                    "arrive unit 'warpgroup' needs whole warpgroups, but role '{}' runs {}",
                    role.name(),
                    role.warps_text()
                ))
            } else {
                Ok(role.warps / 4)
            }
        }
        Unit::Cta | Unit::Mma => Ok(1),
    }
}

/// The number of CTAs of the kernel's cluster, from its
/// `nvvm.cluster_dim` attribute: `Err` with the reason when the kernel
/// states none or a malformed one.
pub fn cluster_ctas(func: Op) -> Result<i64, String> {
    if func.attr("nvvm.cluster_dim").is_none() {
        return Err("give the kernel an nvvm.cluster_dim attribute".into());
    }
    let Some(dims) = func.dense_i32_array("nvvm.cluster_dim") else {
        return Err("nvvm.cluster_dim must be an array<i32: x, y, z>".into());
    };
    if dims.is_empty() || dims.iter().any(|d| *d < 1) {
        return Err(format!(
            "nvvm.cluster_dim {dims:?} must have positive dimensions"
        ));
    }
    Ok(crate::shapes::volume(&dims))
}

/// The thread's linear index in the CTA (`tid.x + ntid.x * (tid.y + ntid.y * tid.z)`), as i32.
pub fn linear_tid(b: &Builder) -> MlirValue {
    let i32t = b.ty("i32");
    let sreg = |name: &str| b.value(&format!("nvvm.read.ptx.sreg.{name}"), &[], i32t, &[]);
    let (x, y, z) = (sreg("tid.x"), sreg("tid.y"), sreg("tid.z"));
    let (nx, ny) = (sreg("ntid.x"), sreg("ntid.y"));
    let zy = b.value("arith.muli", &[ny, z], i32t, &[]);
    let yz = b.value("arith.addi", &[y, zy], i32t, &[]);
    let row = b.value("arith.muli", &[nx, yz], i32t, &[]);
    b.value("arith.addi", &[x, row], i32t, &[])
}

/// Meets the warp, then whether this thread is lane 0 of it (`%laneid ==
/// 0`). The lowering picks a warp's one arriving lane so rather than with
/// `elect.sync`: the predicate is computed once, outside the loops, and a
/// handoff between two warps takes 127 cycles a round trip with it against
/// 150 with `elect.sync`, measured on the H200 (bench/RESULTS.md, the
/// handoff).
/// Every lane of a full warp runs the op, so lane 0 is one of them: the
/// warp's 32 lanes meet first (`bar.warp.sync -1`).
pub fn meet_warp_lane_zero(b: &Builder) -> MlirValue {
    b.asm("bar.warp.sync -1;", "", &[]);
    let lane = b.value("nvvm.read.ptx.sreg.laneid", &[], b.ty("i32"), &[]);
    let zero = b.constant(0, "i32");
    cmp(b, 0, lane, zero)
}

/// `lhs <pred> rhs` on i32 (`pred`: 0 eq, 1 ne, 2 slt, 3 sle, 4 sgt, 5 sge, 6 ult, 7 ule, 8 ugt, 9 uge).
pub fn cmp(b: &Builder, pred: i64, lhs: MlirValue, rhs: MlirValue) -> MlirValue {
    let i1 = b.ty("i1");
    b.value(
        "arith.cmpi",
        &[lhs, rhs],
        i1,
        &[("predicate", b.attr(&format!("{pred} : i64")))],
    )
}

/// `barrier.sync id, threads`: the named barrier of a set of warps.
pub fn named_barrier(b: &Builder, id: i64, threads: i64) {
    // Immediates, so ptxas sees which barriers the kernel uses.
    b.asm(&format!("barrier.sync {id}, {threads};"), "", &[]);
}

/// `async.barrier.wait` on `bar` for `parity` (mode `try`).
pub fn barrier_wait(b: &Builder, bar: MlirValue, parity: MlirValue) {
    b.op(
        OpKind::BarrierWait.name(),
        &[bar, parity],
        &[],
        &[("mode", b.str_attr("try"))],
        Vec::new(),
    );
}

/// `scf.if cond { body }` with no results; `body` fills the then-block.
pub fn if_then(b: &Builder, cond: MlirValue, body: impl FnOnce(&Builder)) -> Op {
    let (region, block) = b.region_with_block();
    let inner = Builder::at_end(b.ctx, b.loc, block);
    body(&inner);
    inner.op("scf.yield", &[], &[], &[], Vec::new());
    b.op("scf.if", &[cond], &[], &[], vec![region, b.empty_region()])
}

/// Emits `body` so that exactly one thread per `unit` of `role` runs it
/// (every thread for [`Unit::Thread`]). `tid` is the linear thread index.
pub fn once_per_unit(b: &Builder, unit: Unit, role: Option<Role>, body: impl FnOnce(&Builder)) {
    match unit {
        Unit::Thread => body(b),
        Unit::Mma => {
            // No meeting: the commit tracks the MMAs of the thread that runs
            // it, the role's first.
            let tid = linear_tid(b);
            let first = b.constant(role.map_or(0, |r| r.first_warp * 32), "i32");
            let is_first = cmp(b, 0, tid, first);
            if_then(b, is_first, body);
        }
        Unit::Warp => {
            // Lane 0 of the whole warp. The 32 lanes meet first
            // (`bar.warp.sync` with the full mask), which also orders their
            // earlier accesses before the elected lane's (release) arrive.
            // An active mask would not do: lanes that have drifted apart
            // (one still in a sleep or a slow arrive, the rest already in
            // the next lap) would each see a part of the warp, elect a lane
            // each and arrive twice in one phase.
            if_then(b, meet_warp_lane_zero(b), body);
        }
        Unit::Warpgroup => {
            let tid = linear_tid(b);
            let i32t = b.ty("i32");
            let c128 = b.constant(128, "i32");
            let group = b.value("arith.divui", &[tid, c128], i32t, &[]);
            let eight = b.constant(8, "i32");
            let id = b.value("arith.addi", &[group, eight], i32t, &[]);
            b.asm("barrier.sync $0, $1;", "r,r", &[id, c128]);
            let lane = b.value("arith.remui", &[tid, c128], i32t, &[]);
            let zero = b.constant(0, "i32");
            let first = cmp(b, 0, lane, zero);
            if_then(b, first, body);
        }
        Unit::Cta => {
            let tid = linear_tid(b);
            let (first_thread, threads, id) = match role {
                Some(r) => (r.first_warp * 32, r.threads(), Some(r.barrier_id())),
                None => (0, 0, None),
            };
            match id {
                Some(id) => named_barrier(b, id, threads),
                None => {
                    b.op("nvvm.barrier0", &[], &[], &[], Vec::new());
                }
            }
            let first = b.constant(first_thread, "i32");
            let is_first = cmp(b, 0, tid, first);
            if_then(b, is_first, body);
        }
    }
}

/// Ops that need every thread of the CTA, or of the cluster: the CTA
/// barrier in its spellings and the hardware cluster barrier.
/// (`async.cluster_barrier` is one too outside roles; callers decide.)
pub fn is_cta_collective(op: Op) -> bool {
    match op.name().as_str() {
        "gpu.barrier"
        | "nvvm.barrier0"
        | "nvvm.cluster.arrive"
        | "nvvm.cluster.wait"
        | "nvvm.cluster.arrive.relaxed" => true,
        // `nvvm.barrier` without an id, or with id 0, is the CTA barrier.
        "nvvm.barrier" => op.num_operands() == 0 || crate::constant_int(op.operand(0)) == Some(0),
        "llvm.inline_asm" => op.str_attr("asm_string").is_some_and(|s| {
            let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
            s.contains("barrier.cluster")
                || [
                    "bar.sync 0",
                    "barrier.sync 0",
                    "barrier.sync.aligned 0",
                    "bar.red",
                    "barrier.red",
                ]
                .iter()
                .any(|p| s.contains(p))
        }),
        _ => false,
    }
}

/// Named barriers of a CTA: ids 0-15.
pub const NAMED_BARRIERS: i64 = 16;
/// The first warpgroup barrier id (warpgroup index + 8).
pub const FIRST_WARPGROUP_BARRIER: i64 = 8;

/// A named barrier that an op synchronizes or arrives on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedBarrierUse {
    /// The barrier id, when it is a constant (an immediate, or an
    /// `arith.constant` / `llvm.mlir.constant` operand).
    pub id: Option<i64>,
    /// The participating threads, when given as a constant (`None`: not
    /// given, i.e. the whole CTA, or not a constant).
    pub threads: Option<i64>,
    /// An arrive (`bar.arrive`): the thread does not wait.
    pub arrive: bool,
    /// How the op names it: `nvvm.barrier`, `bar.sync`, ...
    pub spelling: String,
}

/// The integer of an `arith.constant` or `llvm.mlir.constant`.
fn constant(value: MlirValue) -> Option<i64> {
    let op = crate::defining_op(value)?;
    match op.name().as_str() {
        "arith.constant" | "llvm.mlir.constant" => op.int_attr("value"),
        _ => None,
    }
}

/// An immediate of PTX: decimal or `0x` hexadecimal.
fn immediate(text: &str) -> Option<i64> {
    let t = text.trim();
    match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => t.parse().ok(),
    }
}

/// The named barriers of inline assembly: each `bar.sync`, `bar.arrive`,
/// `bar.red`, `barrier.sync`, ... statement (with `.cta` / `.aligned`
/// qualifiers and a guard predicate), but not `bar.warp.sync` or
/// `barrier.cluster.*`.
fn asm_barriers(text: &str) -> Vec<NamedBarrierUse> {
    let mut out = Vec::new();
    for statement in text.split([';', '{', '}', '\n']) {
        let mut s = statement.trim();
        if s.starts_with('@') {
            // A guard predicate: `@p bar.sync 1;`, `@!p ...`.
            s = s.split_once(char::is_whitespace).map_or("", |x| x.1).trim();
        }
        let (opcode, operands) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        let mut parts = opcode.split('.');
        let head = parts.next().unwrap_or_default();
        if !matches!(head, "bar" | "barrier") {
            continue;
        }
        let mut kind = parts.next();
        if kind == Some("cta") {
            kind = parts.next();
        }
        let operands: Vec<&str> = operands.split(',').map(str::trim).collect();
        let (id, threads) = match kind {
            Some("sync" | "arrive") => (operands.first(), operands.get(1)),
            // `bar.red.op.type d, a{, b}, {!}c`: the id follows the result.
            Some("red") => (
                operands.get(1),
                (operands.len() == 4).then(|| operands.get(2)).flatten(),
            ),
            _ => continue,
        };
        out.push(NamedBarrierUse {
            id: id.and_then(|t| immediate(t)),
            threads: threads.and_then(|t| immediate(t)),
            arrive: kind == Some("arrive"),
            spelling: format!("{head}.{}", kind.unwrap_or_default()),
        });
    }
    out
}

/// The named barriers `op` synchronizes or arrives on: `nvvm.barrier0`,
/// `nvvm.barrier`, `nvvm.barrier.arrive`, and the barrier instructions of
/// an `llvm.inline_asm`.
pub fn named_barrier_uses(op: Op) -> Vec<NamedBarrierUse> {
    let operand = |i: usize| {
        (i < op.num_operands())
            .then(|| constant(op.operand(i)))
            .flatten()
    };
    let one = |id, threads, arrive| {
        vec![NamedBarrierUse {
            id,
            threads,
            arrive,
            spelling: op.name(),
        }]
    };
    match op.name().as_str() {
        "nvvm.barrier0" => one(Some(0), None, false),
        "nvvm.barrier" => {
            // Optional id, thread count and reduction predicate.
            let segments = op
                .dense_i32_array("operandSegmentSizes")
                .unwrap_or_else(|| vec![op.num_operands().min(1) as i64, 0, 0]);
            let has_id = segments.first().copied().unwrap_or(0) > 0;
            let has_threads = segments.get(1).copied().unwrap_or(0) > 0;
            let id = if has_id { operand(0) } else { Some(0) };
            let threads = if has_threads {
                operand(usize::from(has_id))
            } else {
                None
            };
            one(id, threads, false)
        }
        // `(id =)? number_of_threads = n`: the id defaults to 0.
        "nvvm.barrier.arrive" => match op.num_operands() {
            2 => one(operand(0), operand(1), true),
            _ => one(Some(0), operand(0), true),
        },
        "llvm.inline_asm" => asm_barriers(&op.str_attr("asm_string").unwrap_or_default()),
        _ => Vec::new(),
    }
}

/// A named barrier id the passes emit for a kernel.
#[derive(Debug, Clone)]
pub struct ReservedBarrier {
    /// The id, 1-15.
    pub id: i64,
    /// Who uses it and why, e.g. "role 'consumer' (warps 1-4) synchronizes
    /// on it for async.cluster_barrier".
    pub user: String,
    /// For a role barrier: the role, whose own `barrier.sync id, threads`
    /// is the same barrier as the compiler's.
    pub role: Option<Role>,
}

/// The named barrier ids that the passes will emit for `func`, from the
/// ops that make them (see the module header): the barrier of each role
/// that holds an `async.cluster_barrier` or a commit or release of a
/// pipeline with arrive unit `cta`, and the barriers of the warpgroups
/// of each role that commits or releases a pipeline with arrive unit
/// `warpgroup`. Id 0 is never listed (the CTA barrier, shared).
pub fn compiler_barriers(func: Op) -> Vec<ReservedBarrier> {
    let mut out: Vec<ReservedBarrier> = Vec::new();
    let mut add = |id: i64, user: String, role: Option<Role>| {
        if !out.iter().any(|r| r.id == id && r.user == user) {
            out.push(ReservedBarrier { id, user, role });
        }
    };
    for op in func.descendants() {
        let unit_key = match op.kind() {
            Some(OpKind::ClusterBarrier) => None,
            Some(OpKind::StageProducerCommit) => Some("producer_unit"),
            Some(OpKind::StageConsumerRelease) => Some("consumer_unit"),
            _ => continue,
        };
        let Some(role) = enclosing_role(op) else {
            continue;
        };
        let who = format!("role '{}' ({})", role.name(), role.warps_text());
        let Some(key) = unit_key else {
            add(
                role.barrier_id(),
                format!("{who} synchronizes on it for async.cluster_barrier"),
                Some(role),
            );
            continue;
        };
        let Some(create) = (op.num_operands() > 0)
            .then(|| crate::defining_op(op.operand(0)))
            .flatten()
            .filter(|c| c.kind() == Some(OpKind::PipelineCreate))
        else {
            continue;
        };
        let unit = parse_unit(create.str_attr(key).as_deref());
        let why = format!(
            "{key} = \"{}\" of pipeline '{}'",
            unit.as_str(),
            create.str_attr("name").unwrap_or_default()
        );
        match unit {
            Unit::Cta => add(
                role.barrier_id(),
                format!("{who} synchronizes on it before arriving once per role ({why})"),
                Some(role),
            ),
            Unit::Warpgroup => {
                let first = role.first_warp / 4;
                let last = role.first_warp.saturating_add(role.warps - 1) / 4;
                for group in first..=last.min(FIRST_WARPGROUP_BARRIER - 1) {
                    add(
                        FIRST_WARPGROUP_BARRIER + group,
                        format!(
                            "warpgroup {group} ({}, role '{}') synchronizes on it before arriving once per warpgroup ({why})",
                            warps_text(group * 4, 4),
                            role.name()
                        ),
                        None,
                    );
                }
            }
            Unit::Thread | Unit::Warp | Unit::Mma => {}
        }
    }
    out
}
