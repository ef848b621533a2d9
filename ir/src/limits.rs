//! The hardware's limits, checked before any pass relies on them.
//!
//! Every pass, simulation and allocation in this crate is bounded by what
//! one NVIDIA CTA and cluster can hold: a size the hardware cannot have is
//! never simulated, allocated or unrolled. [`guard`] checks a module against
//! these limits (and the structure the passes assume) and reports each
//! violation as an error at the op; the pass pipeline runs it before every
//! phaselock pass, and `async-verify` reports the same errors.
//!
//! The limits:
//! - threads per CTA: `known_block_size`, `nvvm.maxntid` and `nvvm.reqntid`
//!   have three positive dimensions whose product is at most 1024;
//! - warps: a role has 1..=32 warps, a `warp_specialize` at most 32 in all
//!   (1024 threads); `known_block_size`, when given, holds the roles' warps
//!   (x*y*z threads at least 32 per warp of the roles);
//! - named barriers: a constant id of `nvvm.barrier`, `nvvm.barrier.arrive`
//!   or an inline `bar.sync` / `barrier.sync` / `bar.arrive` / ... is in
//!   0..=15 (a CTA has 16);
//! - cluster: `nvvm.cluster_dim` has positive dimensions whose product is at
//!   most 16 CTAs (8 is the portable size, 16 needs the non-portable opt-in);
//! - registers: `nvvm.maxnreg` in 1..=255, a role's budget a multiple of 8
//!   in 24..=256 (what `setmaxnreg` takes); every role of a
//!   `warp_specialize` has a budget or none has (a budget on some roles
//!   only would make their mean the kernel's entry count, and a lone
//!   budget would emit no `setmaxnreg` at all); the budgets of a
//!   `warp_specialize` times their roles' threads add up to at most the
//!   65,536 registers of an SM (one CTA can hold no more); the entry count
//!   the budgets give the kernel ([`entry_registers`], the `.maxnreg` of
//!   its PTX) is at most 255; and the kernel's register footprint, its
//!   `nvvm.maxnreg` (or that entry count), rounded up to the allocation
//!   unit of 8 registers per thread, times its threads (`known_block_size`,
//!   else `nvvm.reqntid`, else its roles' threads) rounded up to whole
//!   warps, is at most 65,536;
//! - barriers: an array holds 1..=29,056 mbarriers (all of shared memory),
//!   an arrival count is 1..=2^20 - 1 (the mbarrier's pending-count range);
//! - bytes: a bulk copy, a stage's `tx_bytes` and a stage buffer fit the
//!   mbarrier's transaction count (2^20 - 1) and shared memory, stages fit
//!   shared memory, all computed without overflow;
//! - structure: `async.warp_specialize` holds only `async.role` ops (and its
//!   `gpu.yield`), a role sits directly in one, and no `warp_specialize` is
//!   nested in another.

use crate::{
    roles::{named_barrier_uses, roles_of, Role, NAMED_BARRIERS},
    shapes::memref_bytes,
    target::SHARED_MEMORY_LIMIT,
    Op, OpKind,
};

pub use crate::shapes::{block_threads, volume, MAX_THREADS_PER_CTA};

/// Warps one CTA may have.
pub const MAX_WARPS: i64 = MAX_THREADS_PER_CTA / 32;
/// CTAs one cluster may have (with the non-portable cluster size opt-in).
pub const MAX_CLUSTER_CTAS: i64 = 16;
/// Largest arrival count and transaction byte count of one mbarrier phase.
pub const MBARRIER_COUNT_LIMIT: i64 = (1 << 20) - 1;
/// Most mbarriers one kernel's shared memory could hold.
pub const MAX_BARRIERS: i64 = SHARED_MEMORY_LIMIT as i64 / 8;
/// Largest stage buffer the passes compute with (the shared-memory checks
/// report anything above the chip's limit; this bound keeps their
/// arithmetic exact).
pub const MAX_STAGE_BUFFER: u64 = 1 << 32;
/// Largest `nvvm.maxnreg`.
pub const MAX_REGISTERS_PER_THREAD: i64 = 255;
/// Registers of an SM's register file (sm_90a and sm_100a alike), the
/// most one CTA can hold.
pub const REGISTERS_PER_SM: i64 = 65_536;
/// Registers are allocated to a warp 256 at a time: per thread, counts are
/// rounded up to a multiple of 8.
pub const REGISTER_ALLOCATION_UNIT: i64 = 8;

/// The entry register count (`nvvm.maxnreg`, PTX `.maxnreg`) that pays for
/// the budgets of `roles`: the threads-weighted mean of the budgets, rounded
/// up to a multiple of 8; `None` when no role has a budget.
/// `async-lower-warp-specialize` gives it to the kernel.
pub fn entry_registers(roles: &[Role]) -> Option<i64> {
    let (mut weighted, mut threads) = (0i64, 0i64);
    for role in roles {
        if let Some(budget) = role.op.int_attr("registers") {
            weighted = weighted.saturating_add(budget.saturating_mul(role.threads()));
            threads = threads.saturating_add(role.threads());
        }
    }
    (threads > 0).then(|| {
        let mean = weighted / threads + i64::from(weighted % threads != 0);
        round_up(mean, REGISTER_ALLOCATION_UNIT)
    })
}

/// `value` rounded up to a multiple of `unit`, saturating.
fn round_up(value: i64, unit: i64) -> i64 {
    value.saturating_add(unit - 1) / unit * unit
}

/// Checks `module` against the hardware's limits and the structure the
/// passes assume; `false` after reporting at least one error.
pub fn guard(module: Op) -> bool {
    let mut ok = true;
    for op in module.descendants() {
        ok &= check_op(op);
    }
    ok
}

/// The limits that concern `op` alone (see the module header).
pub fn check_op(op: Op) -> bool {
    let Some(kind) = op.kind() else {
        return match op.name().as_str() {
            "gpu.func" | "llvm.func" | "func.func" => check_kernel(op),
            "nvvm.barrier" | "nvvm.barrier.arrive" | "llvm.inline_asm" => check_barrier_ids(op),
            _ => true,
        };
    };
    match kind {
        OpKind::Role => check_role(op),
        OpKind::WarpSpecialize => check_warp_specialize(op),
        OpKind::BarrierAlloc => {
            within(
                op,
                "size",
                1,
                MAX_BARRIERS,
                "mbarriers in one array (all of shared memory)",
            ) & within(
                op,
                "count",
                1,
                MBARRIER_COUNT_LIMIT,
                "arrivals per phase of an mbarrier",
            )
        }
        OpKind::BarrierArrive => {
            op.attr("count").is_none()
                || within(
                    op,
                    "count",
                    1,
                    MBARRIER_COUNT_LIMIT,
                    "arrivals per phase of an mbarrier",
                )
        }
        OpKind::CopyBulk | OpKind::CopyBulkStore => within(
            op,
            "bytes",
            i64::MIN,
            MBARRIER_COUNT_LIMIT.min(SHARED_MEMORY_LIMIT as i64),
            "bytes of one bulk copy (shared memory)",
        ),
        OpKind::PipelineCreate => check_pipeline(op),
        _ => true,
    }
}

/// Constant named barrier ids within the CTA's 16.
fn check_barrier_ids(op: Op) -> bool {
    let mut ok = true;
    for used in named_barrier_uses(op) {
        if let Some(id) = used.id.filter(|id| !(0..NAMED_BARRIERS).contains(id)) {
            ok = fail(
                op,
                &format!(
                    "named barrier {id} of '{}' does not exist: a CTA has 16 named barriers, ids 0-15",
                    used.spelling
                ),
            );
        }
    }
    ok
}

/// Reports `message` at `op` and returns `false`.
fn fail(op: Op, message: &str) -> bool {
    op.error(message);
    false
}

/// An integer attribute, when present, lies in `lo..=hi`.
fn within(op: Op, name: &str, lo: i64, hi: i64, what: &str) -> bool {
    let label = if name == "count" {
        "arrival 'count'".to_string()
    } else {
        format!("'{name}'")
    };
    match op.int_attr(name) {
        Some(v) if v < lo => fail(op, &format!("{label} must be at least {lo}, got {v}")),
        Some(v) if v > hi => fail(
            op,
            &format!("{label} is {v}, more than {hi}: the hardware's limit of {what}"),
        ),
        _ => true,
    }
}

/// The dimensions of a `array<i32: ...>` attribute, or an error when it
/// has another form; `None` when absent.
fn dims(op: Op, name: &str) -> Result<Option<Vec<i64>>, ()> {
    if op.attr(name).is_none() {
        return Ok(None);
    }
    match op.dense_i32_array(name) {
        Some(d) if !d.is_empty() && d.len() <= 3 => Ok(Some(d)),
        _ => {
            op.error(&format!(
                "'{name}' must be an array<i32: x, y, z> of one to three dimensions"
            ));
            Err(())
        }
    }
}

/// Each dimension of `name` positive, their product at most `limit`.
fn check_dims(op: Op, name: &str, limit: i64, what: &str) -> bool {
    let Ok(found) = dims(op, name) else {
        return false;
    };
    let Some(d) = found else {
        return true;
    };
    if d.iter().any(|x| *x < 1) {
        return fail(op, &format!("'{name}' {d:?} must have positive dimensions"));
    }
    let product = volume(&d);
    if product > limit {
        return fail(
            op,
            &format!("'{name}' {d:?} makes {product} {what}, more than the hardware's {limit}"),
        );
    }
    true
}

fn check_kernel(func: Op) -> bool {
    let mut ok = check_dims(
        func,
        "known_block_size",
        MAX_THREADS_PER_CTA,
        "threads per CTA",
    );
    ok &= check_dims(func, "nvvm.maxntid", MAX_THREADS_PER_CTA, "threads per CTA");
    ok &= check_dims(func, "nvvm.reqntid", MAX_THREADS_PER_CTA, "threads per CTA");
    ok &= check_dims(
        func,
        "nvvm.cluster_dim",
        MAX_CLUSTER_CTAS,
        "CTAs per cluster",
    );
    if func.attr("nvvm.maxnreg").is_some() {
        ok &= within(
            func,
            "nvvm.maxnreg",
            1,
            MAX_REGISTERS_PER_THREAD,
            "registers per thread",
        );
    }
    if func.attr("nvvm.minctasm").is_some() {
        ok &= within(func, "nvvm.minctasm", 1, 32, "CTAs per SM");
    }
    ok && check_register_file(func)
}

/// The roles' names in a list: "role 'a'", "roles 'a', 'b'".
fn role_names(roles: &[&Role]) -> String {
    let names = roles
        .iter()
        .map(|r| format!("'{}'", r.name()))
        .collect::<Vec<_>>()
        .join(", ");
    if roles.len() == 1 {
        format!("role {names}")
    } else {
        format!("roles {names}")
    }
}

/// The registers the roles' budgets hold: budget x threads, summed.
fn budget_registers(roles: &[Role]) -> i64 {
    roles.iter().fold(0i64, |t, r| {
        let budget = r.op.int_attr("registers").unwrap_or(0);
        t.saturating_add(budget.saturating_mul(r.threads()))
    })
}

/// The register budgets of a `warp_specialize`: on every role or none, and
/// within the SM's register file.
fn check_budgets(ws: Op, roles: &[Role]) -> bool {
    let (with, without): (Vec<&Role>, Vec<&Role>) = roles
        .iter()
        .partition(|r| r.op.int_attr("registers").is_some());
    if with.is_empty() {
        return true;
    }
    if !without.is_empty() {
        let verb = |roles: &[&Role]| if roles.len() == 1 { "has" } else { "have" };
        return fail(
            ws,
            &format!(
                "{} {} no register budget but {} {} one: give every role of an async.warp_specialize a budget ('registers') or none (with budgets on some roles only, their mean becomes the kernel's register count, and a single budget emits no setmaxnreg)",
                role_names(&without),
                verb(&without),
                role_names(&with),
                verb(&with),
            ),
        );
    }
    let total = budget_registers(roles);
    if total <= REGISTERS_PER_SM {
        return true;
    }
    let terms = roles
        .iter()
        .map(|r| {
            format!(
                "role '{}' {} x {} threads",
                r.name(),
                r.op.int_attr("registers").unwrap_or(0),
                r.threads()
            )
        })
        .collect::<Vec<_>>()
        .join(" + ");
    let threads = roles
        .iter()
        .fold(0i64, |t, r| t.saturating_add(r.threads()));
    let entry = ws
        .ancestor("gpu.func")
        .and_then(|f| f.int_attr("nvvm.maxnreg"))
        .or_else(|| entry_registers(roles))
        .unwrap_or(0);
    fail(
        ws,
        &format!(
            "the roles' register budgets need {total} registers ({terms}), more than the {REGISTERS_PER_SM} of an SM; the kernel would start its {threads} threads at .maxnreg {entry} ({} registers)",
            round_up(entry, REGISTER_ALLOCATION_UNIT).saturating_mul(threads)
        ),
    )
}

/// The kernel's register footprint: its entry register count times its
/// threads within the SM's register file, and an entry count made from
/// the roles' budgets within `.maxnreg`'s 255. A `warp_specialize` whose
/// budgets [`check_budgets`] rejects is left to that report.
fn check_register_file(func: Op) -> bool {
    let mut from_budgets: Option<(i64, Op)> = None;
    let mut role_threads = 0i64;
    for ws in func.descendants_named(OpKind::WarpSpecialize.name()) {
        let roles = roles_of(ws);
        let threads = roles
            .iter()
            .fold(0i64, |t, r| t.saturating_add(r.threads()));
        role_threads = role_threads.max(threads);
        let budgets = roles
            .iter()
            .filter(|r| r.op.int_attr("registers").is_some())
            .count();
        if budgets == 0 {
            continue;
        }
        let total = budget_registers(&roles);
        if budgets < roles.len() || total > REGISTERS_PER_SM {
            return true;
        }
        if let Some(r) = entry_registers(&roles) {
            if from_budgets.is_none_or(|(m, _)| r > m) {
                from_budgets = Some((r, ws));
            }
        }
    }
    let given = func
        .int_attr("nvvm.maxnreg")
        .filter(|r| (1..=MAX_REGISTERS_PER_THREAD).contains(r));
    let (registers, at, what) = match (given, from_budgets) {
        (Some(given), _) => (given, func, format!("nvvm.maxnreg {given} for")),
        (None, Some((entry, ws))) => {
            if entry > MAX_REGISTERS_PER_THREAD {
                return fail(
                    ws,
                    &format!(
                        "the roles' register budgets give the kernel an entry count of {entry} registers per thread (their threads-weighted mean, rounded up to a multiple of 8), more than the {MAX_REGISTERS_PER_THREAD} of .maxnreg"
                    ),
                );
            }
            (
                entry,
                ws,
                format!("the roles' register budgets give the kernel .maxnreg {entry} (their threads-weighted mean, rounded up to a multiple of 8), which for"),
            )
        }
        (None, None) => return true,
    };
    let (threads, source) = match block_threads(func) {
        Some((threads, name)) => (threads, name),
        None if role_threads > 0 => (role_threads, "its roles' warps"),
        None => return true,
    };
    // Registers go to whole warps, 256 (8 per thread) at a time.
    let per_thread = round_up(registers, REGISTER_ALLOCATION_UNIT);
    let allocated = round_up(threads, 32);
    let footprint = per_thread.saturating_mul(allocated);
    if footprint <= REGISTERS_PER_SM {
        return true;
    }
    let rounded = if per_thread == registers && allocated == threads {
        String::new()
    } else {
        format!(
            " (registers are allocated per warp, 8 per thread at a time: {per_thread} per thread in each of {} warps)",
            allocated / 32
        )
    };
    fail(
        at,
        &format!(
            "{what} the kernel's {threads} threads ({source}) needs {footprint} registers{rounded}, more than the {REGISTERS_PER_SM} of an SM"
        ),
    )
}

fn check_role(role: Op) -> bool {
    let mut ok = within(role, "warps", 1, MAX_WARPS, "warps per CTA");
    if let Some(registers) = role.int_attr("registers") {
        if !(24..=256).contains(&registers) || registers % 8 != 0 {
            ok = fail(
                role,
                &format!("'registers' must be a multiple of 8 between 24 and 256, got {registers}"),
            );
        }
    }
    if role.parent().and_then(|p| p.kind()) != Some(OpKind::WarpSpecialize) {
        ok = fail(
            role,
            "async.role must be directly inside async.warp_specialize",
        );
    }
    ok
}

fn check_warp_specialize(ws: Op) -> bool {
    let mut ok = true;
    // Directly in another one's body it is reported by that one's check
    // below; anywhere deeper it is inside a role.
    if ws.ancestor(OpKind::WarpSpecialize.name()).is_some()
        && ws.ancestor(OpKind::Role.name()).is_some()
    {
        ok = fail(
            ws,
            "async.warp_specialize cannot be nested inside an async.role",
        );
    }
    let mut warps = 0i64;
    let mut roles = 0;
    for child in ws.children() {
        if child.kind() == Some(OpKind::Role) {
            roles += 1;
            warps = warps.saturating_add(child.int_attr("warps").unwrap_or(1).max(1));
        } else if child.name() != "gpu.yield" {
            ok = fail(
                child,
                &format!(
                    "'{}' inside async.warp_specialize must be inside an async.role",
                    child.name()
                ),
            );
        }
    }
    if roles == 0 {
        ok = fail(ws, "async.warp_specialize needs at least one async.role");
    }
    if warps > MAX_WARPS {
        ok = fail(
            ws,
            &format!(
                "the roles have {warps} warps, more than the {MAX_WARPS} of a CTA (1024 threads)"
            ),
        );
    }
    if let Some(block) = ws
        .ancestor("gpu.func")
        .and_then(|f| f.dense_i32_array("known_block_size"))
    {
        let threads = volume(&block.iter().map(|d| (*d).max(0)).collect::<Vec<_>>());
        if (1..=MAX_WARPS).contains(&warps) && threads > 0 && threads < warps * 32 {
            let runs = roles_of(ws)
                .iter()
                .map(|r| format!("role '{}' runs {}", r.name(), r.warps_text()))
                .collect::<Vec<_>>()
                .join(", ");
            ok = fail(
                ws,
                &format!(
                    "the roles need {warps} warps ({} threads), but known_block_size {block:?} gives the kernel {threads} threads: {runs}",
                    warps * 32
                ),
            );
        }
    }
    if ok && (1..=MAX_WARPS).contains(&warps) {
        ok = check_budgets(ws, &roles_of(ws));
    }
    ok
}

fn check_pipeline(op: Op) -> bool {
    let limit = SHARED_MEMORY_LIMIT as i64;
    let mut ok = within(op, "stages", 1, limit / 16, "stages in shared memory");
    ok &= within(
        op,
        "tx_bytes",
        0,
        MBARRIER_COUNT_LIMIT,
        "transaction bytes per mbarrier phase",
    );
    // Far larger than shared memory (whose own check reports the exact
    // figures): beyond this, offsets and sizes could overflow.
    if let Some(Ok((bytes, _))) = op.type_attr("buffer").map(memref_bytes) {
        if bytes > MAX_STAGE_BUFFER {
            ok = fail(
                op,
                &format!(
                    "a stage buffer of {bytes} bytes is far larger than the {SHARED_MEMORY_LIMIT} bytes of shared memory"
                ),
            );
        }
    }
    ok
}
