//! Warp-specialized roles and arrive units: which warps run an op, how many
//! arrivals one arrive makes, and the thread-index arithmetic the passes
//! emit for them.
//!
//! Named hardware barriers (`barrier.sync id, n`) are shared by the passes:
//! id 0 is the CTA barrier, ids 1..=7 belong to the roles of a
//! `warp_specialize` (role index + 1), ids 8..=15 to the warpgroups of the
//! CTA (warpgroup index + 8). That bounds a kernel to 7 roles and 8
//! warpgroups (1024 threads), which is the hardware's block limit anyway.

use crate::builder::Builder;
use crate::ir::Op;
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

/// Most roles one `warp_specialize` may hold (named barrier ids 1..=7).
pub const MAX_ROLES: usize = 7;

impl Role {
    /// Threads of the role.
    pub fn threads(self) -> i64 {
        self.warps.saturating_mul(32)
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
        if op.name() == "async.role" {
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
    let role = op.ancestor("async.role")?;
    let parent = role.parent()?;
    roles_of(parent).into_iter().find(|r| r.op == role)
}

/// Who arrives once on a barrier: how `producer_unit`/`consumer_unit` read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Every thread that runs the op arrives.
    Thread,
    /// One elected lane per warp (of the lanes that run the op).
    Warp,
    /// One thread per warpgroup, after the warpgroup synchronizes.
    Warpgroup,
    /// One thread per role (the whole role synchronizes first); a role is
    /// the CTA's part in a warp-specialized kernel.
    Cta,
}

impl Unit {
    /// The attribute value that names the unit.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Thread => "thread",
            Unit::Warp => "warp",
            Unit::Warpgroup => "warpgroup",
            Unit::Cta => "cta",
        }
    }

    /// Parses an arrive-unit attribute value; absent means `warp`.
    pub fn parse(value: Option<&str>) -> Unit {
        match value {
            Some("thread") => Unit::Thread,
            Some("warpgroup") => Unit::Warpgroup,
            Some("cta") => Unit::Cta,
            _ => Unit::Warp,
        }
    }

    /// Arrivals per phase that `role` makes with this unit.
    pub fn arrivals(self, role: Role) -> Result<i64, String> {
        match self {
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
            Unit::Cta => Ok(1),
        }
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
    Ok(crate::limits::volume(&dims))
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
        "async.barrier.wait",
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
        Unit::Warp => {
            // One lane of the whole warp. The 32 lanes meet first
            // (`bar.warp.sync` with the full mask), which also orders their
            // earlier accesses before the elected lane's (release) arrive.
            // An active mask would not do: lanes that have drifted apart
            // (one still in a sleep or a slow arrive, the rest already in
            // the next lap) would each see a part of the warp, elect a lane
            // each and arrive twice in one phase.
            b.asm("bar.warp.sync -1;", "", &[]);
            let elected = b.value("nvvm.elect.sync", &[], b.ty("i1"), &[]);
            if_then(b, elected, body);
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
        "nvvm.barrier" => {
            op.num_operands() == 0 || crate::ir::constant_int(op.operand(0)) == Some(0)
        }
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
