//! `async-check-protocol`: proves a kernel's barrier protocol or shows the
//! bug, at the op that causes it.
//!
//! Expects: barrier-level `async` ops (pipeline-level ones are correct by
//! construction; run the pass after `async-insert-phases` to check what it
//! generated, kernels with pipeline-level ops left are skipped).
//!
//! Static checks, on the IR:
//! - a wait on a barrier array that nothing arrives on or completes bytes
//!   on (no producer can complete it);
//! - an MMA commit (`barrier.commit_mma`) on a barrier array nobody waits on;
//! - a generic store to shared memory that reaches an async-proxy read (bulk
//!   store, MMA) or the synchronization before it without
//!   `fence.proxy.async` (the analysis of `async-insert-fences`);
//! - a CTA-wide or cluster-wide collective inside a branch on the thread
//!   index (only some threads or roles reach it);
//! - a multicast copy or a remote arrive reaching a barrier of another CTA
//!   when no barrier of the kernel has scope `cluster` (the initialization
//!   is only made visible inside each CTA: the other CTA's copy or arrive
//!   may land before it), and an `expect_tx` on a multicast barrier that
//!   only some CTAs run (a condition on the CTA rank);
//! - a bulk copy in a loop with no wait before it in the loop (the stage
//!   buffer has a ready barrier but no release barrier: the ready/free loop
//!   is not closed).
//!
//! Checks on a simulation ([`crate::simt`]) of one CTA of a small
//! configuration (block size from `known_block_size` or the roles, every
//! integer argument = `trips`, default 5):
//! - init count ≠ arrivals per phase (per role, and × the cluster's CTAs for
//!   remote arrivals), reported at the `barrier.alloc` with the arriving ops;
//! - expected bytes ≠ the bytes of the copies completing on the barrier;
//! - a full-warp collective (`elect.sync` or `bar.warp.sync` with the full
//!   mask, as a warp arrive unit uses) that only some lanes of a warp
//!   reach: the warp waits forever;
//! - the bounded model check ([`crate::model_check`]): deadlock, a wait
//!   that passes twice on one phase (not toggled, or toggled twice), a wait
//!   that passes on a fresh barrier that copies fill (wrong initial phase),
//!   each with a counterexample trace as notes.
//!
//! With `print-ledger=markdown|json` (driver: `--async-print-ledger=`) the
//! pass prints each kernel's barrier ledger to stderr: barrier, storage,
//! init scope, expected arrivals, tx bytes, producers and their arrival
//! mechanism, consumers and their wait phases, the barrier they release,
//! and a phase table (first round, one steady-state lap, final drain).

use crate::{
    insert_fences::{is_async_reader, is_shared_store, sync_after},
    ir::{self, defining_op, Op},
    model_check::{self, Bar, Finding, Group, Step},
    roles::{cluster_ctas, roles_of},
    simt::{self, BarrierId, Config, EventKind},
    verify::barrier_alloc_of,
    PassOptions,
};
use mlir_sys::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Slots of a barrier array that the ledger shows although no event
/// touches them.
const LEDGER_IDLE_SLOTS: i64 = 64;

/// Largest number of states the model check explores per kernel.
pub const STATE_LIMIT: usize = 200_000;

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !crate::limits::guard(module) {
        return false;
    }
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    let mut ok = true;
    for func in funcs {
        ok &= check_kernel(func, options);
    }
    ok
}

fn check_kernel(func: Op, options: &PassOptions) -> bool {
    let ops = func.descendants();
    if ops
        .iter()
        .any(|op| op.name().starts_with("async.stage.") || op.name() == "async.pipeline.create")
    {
        return true;
    }
    let allocs: Vec<Op> = ops
        .iter()
        .copied()
        .filter(|op| op.name() == "async.barrier.alloc")
        .collect();
    if allocs.is_empty() {
        return true;
    }
    let mut ok = static_checks(func, &ops, &allocs);

    let threads = block_threads(func);
    let cluster = cluster_ctas(func).unwrap_or(1);
    let Some(threads) = threads else {
        if options.print_ledger.is_some() {
            eprintln!("barrier ledger of kernel @{}: no block size (give it known_block_size), nothing simulated", kernel_name(func));
        }
        return ok;
    };
    let config = Config {
        threads,
        cluster,
        trips: options.trips.unwrap_or(5),
    };
    let traces = match simt::simulate(func, &config) {
        Ok(t) => t,
        Err((op, why)) => {
            if options.print_ledger.is_some() {
                eprintln!(
                    "barrier ledger of kernel @{}: not simulated: {why} (at {})",
                    kernel_name(func),
                    ir::location_text(op)
                );
            }
            ir::emit_warning(
                op.location(),
                &format!(
                    "protocol of kernel @{} not verified: the simulation stops at this op ({why}); only the static checks ran",
                    kernel_name(func)
                ),
            );
            return ok;
        }
    };
    // Full-warp collectives that part of a warp reaches: a hang on the GPU.
    let mut seen = std::collections::HashSet::new();
    for (op, message) in traces.iter().flat_map(|t| t.findings.iter()) {
        if seen.insert(op.0.ptr as usize) {
            op.error(message);
            ok = false;
        }
    }
    let groups = model_check::groups(&traces);
    let count = |b: BarrierId| {
        allocs
            .get(b.0)
            .and_then(|a| a.int_attr("count"))
            .unwrap_or(1)
    };
    // Counts are checked on a structurally sound protocol, and the model
    // check on one whose counts add up: otherwise they would only restate
    // the errors above as their consequences.
    if ok {
        ok &= count_checks(&allocs, &groups, &count);
    }
    let outcome = if ok {
        model_check::check(
            &groups,
            &count,
            model_check::Limits::with_states(STATE_LIMIT),
        )
    } else {
        model_check::Outcome {
            finding: None,
            states: 0,
            bounded: true,
            bound: None,
        }
    };
    if let Some(finding) = &outcome.finding {
        ok = false;
        report(func, &allocs, &groups, finding);
    } else if let Some(bound) = &outcome.bound {
        ir::emit_warning(
            func.location(),
            &format!(
                "protocol not verified: the model check stopped at its bound of {bound} after {} states, with no finding so far",
                outcome.states
            ),
        );
    }
    if let Some(format) = &options.print_ledger {
        print_ledger(func, &allocs, &groups, &count, &config, &outcome, format);
    }
    ok
}

fn kernel_name(func: Op) -> String {
    func.str_attr("sym_name").unwrap_or_default()
}

/// Threads per CTA: `known_block_size`, else the roles' warps.
fn block_threads(func: Op) -> Option<i64> {
    if let Some(dims) = func.dense_i32_array("known_block_size") {
        return Some(dims.iter().product());
    }
    let ws = *func.descendants_named("async.warp_specialize").first()?;
    Some(roles_of(ws).iter().map(|r| r.threads()).sum())
}

fn barrier_name(allocs: &[Op], b: BarrierId) -> String {
    let name = allocs
        .get(b.0)
        .and_then(|a| a.str_attr("name"))
        .unwrap_or_default();
    format!("'{name}'[{}]", b.1)
}

fn thread_dependent(value: MlirValue) -> bool {
    ir::depends_on(value, &ir::reads_thread_index)
}

fn rank_dependent(value: MlirValue) -> bool {
    ir::depends_on(value, &ir::reads_cta_rank)
}

fn is_collective(op: Op) -> bool {
    match op.name().as_str() {
        "async.cluster_barrier" => op.ancestor("async.role").is_none(),
        _ => crate::roles::is_cta_collective(op),
    }
}

fn static_checks(func: Op, ops: &[Op], allocs: &[Op]) -> bool {
    let mut ok = true;
    let alloc_index =
        |v: MlirValue| barrier_alloc_of(v).and_then(|a| allocs.iter().position(|x| *x == a));
    let mut producers = vec![false; allocs.len()];
    let mut waits: Vec<Vec<Op>> = vec![Vec::new(); allocs.len()];
    for &op in ops {
        let slot = match op.name().as_str() {
            "async.barrier.arrive"
            | "async.barrier.arrive_expect_tx"
            | "async.barrier.expect_tx"
            | "async.barrier.commit_mma" => alloc_index(op.operand(0)).map(|i| (i, true)),
            "async.copy.bulk" => alloc_index(op.operand(2)).map(|i| (i, true)),
            "async.barrier.wait" => alloc_index(op.operand(0)).map(|i| (i, false)),
            _ => None,
        };
        match slot {
            Some((i, true)) => producers[i] = true,
            Some((i, false)) => waits[i].push(op),
            None => {}
        }
    }
    for (i, alloc) in allocs.iter().enumerate() {
        let name = alloc.str_attr("name").unwrap_or_default();
        if !producers[i] {
            if let Some(w) = waits[i].first() {
                w.error(&format!(
                    "wait on barrier '{name}' that no producer can complete: nothing arrives on it or completes bytes on it"
                ));
                ok = false;
            }
        }
    }
    // The init ritual syncs the whole cluster when any barrier of the
    // kernel has cluster scope: only then may another CTA's copy or arrive
    // reach this CTA's barriers.
    let cluster_ritual = allocs
        .iter()
        .any(|a| a.str_attr("scope").as_deref() == Some("cluster"));
    for &op in ops {
        let name = op.name();
        if name == "async.barrier.commit_mma" {
            if let Some(i) = alloc_index(op.operand(0)) {
                if waits[i].is_empty() {
                    op.error(&format!(
                        "the MMA completion is routed to barrier '{}', which nobody waits on: the MMA's results are read without knowing they are done",
                        allocs[i].str_attr("name").unwrap_or_default()
                    ));
                    ok = false;
                }
            }
        }
        if is_collective(op) {
            if let Some(branch) = ir::guarded_by(op, thread_dependent) {
                op.error(&format!(
                    "'{name}' is a CTA-wide or cluster-wide collective, but only some threads reach it: the branch at {} depends on the thread index",
                    ir::location_text(branch)
                ));
                ok = false;
            }
        }
        if name == "async.copy.bulk" && op.num_operands() > 3 {
            if let Some(i) = alloc_index(op.operand(2)) {
                let alloc = allocs[i];
                let bname = alloc.str_attr("name").unwrap_or_default();
                if !cluster_ritual {
                    op.error(&format!(
                        "multicast copy completes on barrier '{bname}' of every CTA in its mask, but no barrier of the kernel has scope \"cluster\", so the barriers' initialization is only made visible inside each CTA and another CTA's copy can reach '{bname}' first; give it scope \"cluster\""
                    ));
                    ok = false;
                }
                for &e in ops.iter().filter(|e| {
                    matches!(
                        e.name().as_str(),
                        "async.barrier.expect_tx" | "async.barrier.arrive_expect_tx"
                    ) && alloc_index(e.operand(0)) == Some(i)
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
            }
        }
        if name == "async.barrier.arrive" && op.num_operands() > 1 {
            // A remote arrive: another CTA's barrier must be initialized,
            // and that initialization visible, before the arrive lands.
            if let Some(i) = alloc_index(op.operand(0)) {
                if !cluster_ritual {
                    let bname = allocs[i].str_attr("name").unwrap_or_default();
                    op.error(&format!(
                        "arrive on barrier '{bname}' of another CTA of the cluster, but no barrier of the kernel has scope \"cluster\", so the barriers' initialization is only made visible inside each CTA and this arrive can reach '{bname}' before the other CTA has initialized it; give it scope \"cluster\""
                    ));
                    ok = false;
                }
            }
        }
        if name == "async.copy.bulk" {
            // Some enclosing loop (inside the role) must wait before the copy.
            let role = op.ancestor("async.role");
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
            if !loops.is_empty() && !loops.iter().any(|lp| wait_before(*lp, op)) {
                {
                    op.error(
                        "the buffer is refilled every iteration, but no wait precedes the copy in the loop: nothing stops it from overwriting data the consumers have not released (the stage has a ready barrier but no release barrier; the ready/free loop is not closed)",
                    );
                    ok = false;
                }
            }
        }
    }
    for &op in ops.iter().filter(|op| op.name() == "async.barrier.wait") {
        if let Some(message) = untoggled_phase(op) {
            op.error(&message);
            ok = false;
        }
    }
    if ops.iter().any(|op| is_async_reader(*op)) {
        for &op in ops.iter().filter(|op| is_shared_store(**op)) {
            for point in sync_after(op) {
                if point
                    .prev()
                    .is_none_or(|p| p.name() != "async.fence.proxy_async")
                {
                    op.error(&format!(
                        "generic store to shared memory reaches '{}' at {} without fence.proxy.async: the async proxy may not see it (add async.fence.proxy_async, or run async-insert-fences)",
                        point.name(),
                        ir::location_text(point)
                    ));
                    ok = false;
                }
            }
        }
    }
    let _ = func;
    ok
}

/// A wait in a loop whose phase cannot follow the rounds: defined outside
/// the loop (never toggled), or carried by the loop and toggled an even
/// number of times per iteration.
fn untoggled_phase(wait: Op) -> Option<String> {
    // The loops around the wait, innermost first, inside its role.
    let role = wait.ancestor("async.role");
    let mut loops = Vec::new();
    let mut current = wait.ancestor("scf.for");
    while let Some(lp) = current {
        if role.is_some() && lp.ancestor("async.role") != role {
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
        if op.name() == "async.barrier.wait" {
            return true;
        }
    }
    false
}

/// Per group and barrier, what one phase receives from the group: the
/// events between two of the group's waits (a lap) that touch the barrier.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Share {
    arrivals: i64,
    expected: i64,
    copied: i64,
}

fn shares(groups: &[Group]) -> BTreeMap<BarrierId, Vec<(usize, Share, Vec<Op>)>> {
    let mut out: BTreeMap<BarrierId, Vec<(usize, Share, Vec<Op>)>> = BTreeMap::new();
    for (g, group) in groups.iter().enumerate() {
        let weight = group.warps.len() as i64;
        let mut segment: BTreeMap<BarrierId, (Share, Vec<Op>)> = BTreeMap::new();
        let mut flush = |segment: &mut BTreeMap<BarrierId, (Share, Vec<Op>)>| {
            for (b, (share, ops)) in std::mem::take(segment) {
                let list = out.entry(b).or_default();
                // The group's first lap that touches the barrier stands for
                // its share of every phase.
                if !list.iter().any(|(x, _, _)| *x == g) {
                    list.push((g, share, ops));
                }
            }
        };
        for e in &group.events {
            let w = e.lanes * weight;
            if matches!(e.kind, EventKind::Wait(_)) {
                flush(&mut segment);
                continue;
            }
            // Only barrier events count (a named or CTA barrier's sync is
            // not an event on an mbarrier).
            let (arrivals, expected, copied) = match e.kind {
                EventKind::Arrive(c) => (c * w, 0, 0),
                EventKind::CommitMma => (w, 0, 0),
                EventKind::ArriveExpectTx(bytes) => (w, bytes * w, 0),
                EventKind::ExpectTx(bytes) => (0, bytes * w, 0),
                EventKind::Copy(bytes) => (0, 0, bytes * w),
                _ => continue,
            };
            let entry = segment.entry(e.barrier).or_default();
            entry.0.arrivals += arrivals;
            entry.0.expected += expected;
            entry.0.copied += copied;
            if !entry.1.contains(&e.op) {
                entry.1.push(e.op);
            }
        }
        flush(&mut segment);
    }
    out
}

/// Arrivals and bytes per phase against the init counts and expectations.
fn count_checks(allocs: &[Op], groups: &[Group], count: &dyn Fn(BarrierId) -> i64) -> bool {
    let mut ok = true;
    let mut reported = std::collections::HashSet::new();
    for (b, list) in shares(groups) {
        let total = list.iter().fold(Share::default(), |a, (_, s, _)| Share {
            arrivals: a.arrivals + s.arrivals,
            expected: a.expected + s.expected,
            copied: a.copied + s.copied,
        });
        let who = |pick: &dyn Fn(&Share) -> i64, unit: &str| -> String {
            list.iter()
                .filter(|(_, s, _)| pick(s) != 0)
                .map(|(g, s, ops)| {
                    format!(
                        "{} {} {unit} at {}",
                        groups[*g].describe(),
                        pick(s),
                        ops.iter()
                            .map(|o| ir::location_text(*o))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        let want = count(b);
        if total.arrivals != want && reported.insert(("arrivals", b.0)) {
            if let Some(alloc) = allocs.get(b.0) {
                alloc.error(&format!(
                    "barrier {} is initialized to expect {want} arrival(s) per phase, but {} arrive per phase: {}",
                    barrier_name(allocs, b),
                    total.arrivals,
                    who(&|s: &Share| s.arrivals, "arrival(s)")
                ));
                ok = false;
            }
        }
        if total.expected != total.copied && reported.insert(("bytes", b.0)) {
            let at = list
                .iter()
                .find(|(_, s, _)| s.expected != 0)
                .or_else(|| list.first())
                .and_then(|(_, _, ops)| ops.first().copied());
            if let Some(op) = at {
                op.error(&format!(
                    "barrier {} expects {} bytes per phase, but the copies completing on it bring {}{}",
                    barrier_name(allocs, b),
                    total.expected,
                    total.copied,
                    if total.copied > 0 {
                        format!(": {}", who(&|s: &Share| s.copied, "bytes"))
                    } else {
                        String::new()
                    }
                ));
                ok = false;
            }
        }
    }
    ok
}

fn step_text(allocs: &[Op], groups: &[Group], s: &Step) -> String {
    let e = &s.event;
    let warps = groups[s.group].warps.len() as i64;
    let what = match e.kind {
        EventKind::Wait(p) => format!("wait parity {p}"),
        EventKind::Arrive(c) => format!("arrive x{}", c * e.lanes * warps),
        EventKind::ExpectTx(b) => format!("expect_tx {b} B"),
        EventKind::ArriveExpectTx(b) => format!("arrive + expect_tx {b} B"),
        EventKind::Copy(b) => format!("copy {b} B"),
        EventKind::CommitMma => "MMA commit".into(),
        EventKind::Sync(id, n) => {
            return format!(
                "{} | named barrier {id} ({n} threads) | {}",
                groups[s.group].describe(),
                ir::location_text(e.op)
            )
        }
    };
    format!(
        "{} | barrier {} slot {} | phase {} | {what} | {}",
        groups[s.group].describe(),
        barrier_name(allocs, e.barrier)
            .split('[')
            .next()
            .unwrap_or(""),
        e.barrier.1,
        s.phase,
        ir::location_text(e.op)
    )
}

fn report(func: Op, allocs: &[Op], groups: &[Group], finding: &Finding) {
    let (at, message, trace) = match finding {
        Finding::Deadlock { trace, blocked } => {
            let first = blocked.first().map(|b| b.1.op).unwrap_or(func);
            let waits = blocked
                .iter()
                .map(|(g, e, phase)| match e.kind {
                    EventKind::Wait(p) => format!(
                        "{} waits on {} for parity {p} while it is in phase {phase}",
                        groups[*g].describe(),
                        barrier_name(allocs, e.barrier)
                    ),
                    _ => format!("{} waits at a named barrier", groups[*g].describe()),
                })
                .collect::<Vec<_>>()
                .join("; ");
            (first, format!("deadlock: {waits}"), trace)
        }
        Finding::StalePhase { trace } => {
            let last = trace.last().map(|s| s.event.op).unwrap_or(func);
            (
                last,
                "this wait passes twice on the same completed phase: its phase bit is not toggled once per lap (not toggled, or toggled twice)".to_string(),
                trace,
            )
        }
        Finding::EarlyWait { trace } => {
            let last = trace.last().map(|s| s.event.op).unwrap_or(func);
            (
                last,
                "this wait passes on a fresh barrier before any byte has landed on it: its initial phase is wrong (a wait for a phase that is still to come needs parity 0 on the first lap)".to_string(),
                trace,
            )
        }
    };
    let shown: Vec<&Step> = if trace.len() > 24 {
        trace.iter().skip(trace.len() - 24).collect()
    } else {
        trace.iter().collect()
    };
    let mut text = format!(
        "{message} (bounded model check; counterexample: role | barrier slot | phase | event | at)"
    );
    if trace.len() > shown.len() {
        let _ = write!(text, "\n  ... {} earlier steps", trace.len() - shown.len());
    }
    for s in shown {
        let _ = write!(text, "\n  trace: {}", step_text(allocs, groups, s));
    }
    if let Finding::Deadlock { blocked, .. } = finding {
        for (g, e, phase) in blocked {
            let step = Step {
                group: *g,
                event: *e,
                phase: *phase,
            };
            let _ = write!(text, "\n  blocked: {}", step_text(allocs, groups, &step));
        }
    }
    at.error(&text);
}

fn mechanism(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Arrive(_) => "thread arrivals",
        EventKind::ArriveExpectTx(_) => "thread arrival + expected bytes",
        EventKind::ExpectTx(_) => "expected bytes",
        EventKind::Copy(_) => "copy bytes",
        EventKind::CommitMma => "MMA commit",
        _ => "",
    }
}

/// The phase table: per barrier, which events completed each phase, from
/// a round-robin schedule.
fn phase_table(
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
) -> BTreeMap<BarrierId, Vec<String>> {
    let mut pos = vec![0usize; groups.len()];
    let mut bars: BTreeMap<BarrierId, Bar> = BTreeMap::new();
    let mut syncs: BTreeMap<i64, (i64, Vec<usize>)> = BTreeMap::new();
    let mut table: BTreeMap<BarrierId, Vec<String>> = BTreeMap::new();
    let mut contributors: BTreeMap<BarrierId, Vec<String>> = BTreeMap::new();
    loop {
        let mut progressed = false;
        for g in 0..groups.len() {
            let Some(e) = groups[g].events.get(pos[g]).copied() else {
                continue;
            };
            let who = groups[g].describe();
            let weight = e.lanes * groups[g].warps.len() as i64;
            let c = count(e.barrier);
            let bar = bars.entry(e.barrier).or_insert_with(|| Bar::fresh(c));
            let text = match e.kind {
                EventKind::Wait(p) => {
                    if !bar.passes(p) {
                        continue;
                    }
                    None
                }
                EventKind::Sync(id, n) => {
                    let entry = syncs.entry(id).or_insert((0, Vec::new()));
                    if !entry.1.contains(&g) {
                        entry.0 += weight;
                        entry.1.push(g);
                        progressed = true;
                    }
                    if entry.0 >= n {
                        for w in std::mem::take(&mut entry.1) {
                            pos[w] += 1;
                        }
                        entry.0 = 0;
                    }
                    continue;
                }
                EventKind::Arrive(n) => Some(format!("{who} arrives x{}", n * weight)),
                EventKind::ArriveExpectTx(b) => {
                    Some(format!("{who} arrives + expects {} B", b * weight))
                }
                EventKind::ExpectTx(b) => Some(format!("{who} expects {} B", b * weight)),
                EventKind::Copy(b) => Some(format!("{who}'s copy lands {} B", b * weight)),
                EventKind::CommitMma => Some(format!("{who}'s MMA completes")),
            };
            if let Some(text) = text {
                let list = contributors.entry(e.barrier).or_default();
                match list.len() {
                    0..8 => list.push(text),
                    8 => list.push("...".into()),
                    _ => {}
                }
            }
            let completed = bar.apply(e.kind, weight, c);
            // One event may complete many phases: the table shows the last two.
            for phase in (bar.completed - completed).max(bar.completed - 2)..bar.completed {
                let done = contributors
                    .remove(&e.barrier)
                    .unwrap_or_default()
                    .join(", ");
                table
                    .entry(e.barrier)
                    .or_default()
                    .push(format!("phase {phase} completes: {done}"));
            }
            pos[g] += 1;
            progressed = true;
        }
        if !progressed {
            break;
        }
    }
    table
}

fn print_ledger(
    func: Op,
    allocs: &[Op],
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
    config: &Config,
    outcome: &model_check::Outcome,
    format: &str,
) {
    // Per barrier: producers, consumers (with their first wait parities)
    // and what the consumers release next.
    #[derive(Default)]
    struct Row {
        producers: Vec<String>,
        consumers: Vec<String>,
        releases: Vec<String>,
        arrivals: i64,
        bytes: i64,
        copied: i64,
        mechanisms: Vec<&'static str>,
    }
    let mut rows: BTreeMap<BarrierId, Row> = BTreeMap::new();
    // Every barrier the events touch has a row; of the others, the first
    // slots of each array (a large array's untouched slots say nothing).
    for (alloc_index, alloc) in allocs.iter().enumerate() {
        for i in 0..alloc
            .int_attr("size")
            .unwrap_or(1)
            .clamp(0, LEDGER_IDLE_SLOTS)
        {
            rows.entry((alloc_index, i)).or_default();
        }
    }
    for group in groups {
        let weight = group.warps.len() as i64;
        let mut counted: std::collections::HashSet<(BarrierId, usize)> =
            std::collections::HashSet::new();
        let mut parities: BTreeMap<BarrierId, Vec<i64>> = BTreeMap::new();
        // For each event, the next arrival after it (one backward pass).
        let mut next_arrive: Vec<Option<usize>> = vec![None; group.events.len()];
        let mut after = None;
        for (n, e) in group.events.iter().enumerate().rev() {
            next_arrive[n] = after;
            if matches!(e.kind, EventKind::Arrive(_) | EventKind::ArriveExpectTx(_)) {
                after = Some(n);
            }
        }
        for (n, e) in group.events.iter().enumerate() {
            let row = rows.entry(e.barrier).or_default();
            let first = counted.insert((e.barrier, e.op.0.ptr as usize));
            match e.kind {
                EventKind::Wait(p) => {
                    parities.entry(e.barrier).or_default().push(p);
                    if let Some(next) = next_arrive[n].map(|i| &group.events[i]) {
                        let r = barrier_name(allocs, next.barrier);
                        if !row.releases.contains(&r) && next.barrier != e.barrier {
                            row.releases.push(r);
                        }
                    }
                }
                EventKind::Sync(..) => {}
                kind => {
                    let mech = mechanism(kind);
                    if !row.mechanisms.contains(&mech) {
                        row.mechanisms.push(mech);
                    }
                    if first {
                        let w = e.lanes * weight;
                        match kind {
                            EventKind::Arrive(c) => row.arrivals += c * w,
                            EventKind::ArriveExpectTx(b) => {
                                row.arrivals += w;
                                row.bytes += b * w;
                            }
                            EventKind::ExpectTx(b) => row.bytes += b * w,
                            EventKind::Copy(b) => row.copied += b * w,
                            EventKind::CommitMma => row.arrivals += w,
                            _ => {}
                        }
                        let p =
                            format!("{} ({mech}, {})", group.describe(), ir::location_text(e.op));
                        if !row.producers.contains(&p) {
                            row.producers.push(p);
                        }
                    }
                }
            }
        }
        for (b, ps) in parities {
            let shown: Vec<String> = ps.iter().take(4).map(|p| p.to_string()).collect();
            rows.entry(b).or_default().consumers.push(format!(
                "{} (parity {}{})",
                group.describe(),
                shown.join(","),
                if ps.len() > 4 { ",..." } else { "" }
            ));
        }
    }
    // Per-phase amounts: the same laps as the count checks use.
    for (b, list) in shares(groups) {
        let row = rows.entry(b).or_default();
        row.arrivals = list.iter().map(|(_, s, _)| s.arrivals).sum();
        row.bytes = list.iter().map(|(_, s, _)| s.expected).sum();
        row.copied = list.iter().map(|(_, s, _)| s.copied).sum();
    }
    let phases = phase_table(groups, count);
    let kernel = kernel_name(func);
    let verdict = match (&outcome.finding, outcome.bounded) {
        (Some(_), _) => "a counterexample was found".to_string(),
        (None, true) if outcome.bound.is_none() => {
            "not run (the errors reported for this kernel come first)".to_string()
        }
        (None, true) => format!(
            "no deadlock or stale phase in the first {} states (stopped by the bound of {})",
            outcome.states,
            outcome.bound.as_deref().unwrap_or("the search")
        ),
        (None, false) => format!(
            "no deadlock and no stale-phase completion in any interleaving ({} states)",
            outcome.states
        ),
    };
    let mut out = String::new();
    if format == "json" {
        let esc = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
        let list = |v: &[String]| {
            v.iter()
                .map(|s| format!("\"{}\"", esc(s)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = write!(
            out,
            "{{\"kernel\": \"{kernel}\", \"threads\": {}, \"cluster\": {}, \"trips\": {}, \"model_check\": \"{}\", \"barriers\": [",
            config.threads,
            config.cluster,
            config.trips,
            esc(&verdict)
        );
        let mut first = true;
        for (b, row) in &rows {
            let alloc = allocs[b.0];
            if !first {
                out.push_str(", ");
            }
            first = false;
            let _ = write!(
                out,
                "{{\"name\": \"{}\", \"slot\": {}, \"storage\": \"{}\", \"scope\": \"{}\", \"init_count\": {}, \"arrivals_per_phase\": {}, \"tx_bytes_expected\": {}, \"tx_bytes_copied\": {}, \"mechanism\": [{}], \"producers\": [{}], \"consumers\": [{}], \"consumers_then_arrive_on\": [{}], \"phases\": [{}]}}",
                esc(&alloc.str_attr("name").unwrap_or_default()),
                b.1,
                storage(alloc, b.1),
                alloc.str_attr("scope").unwrap_or_default(),
                count(*b),
                row.arrivals,
                row.bytes,
                row.copied,
                list(&row.mechanisms.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
                list(&row.producers),
                list(&row.consumers),
                list(&row.releases),
                list(&phase_rows(phases.get(b)))
            );
        }
        out.push_str("]}\n");
    } else {
        let _ = writeln!(out, "## Barrier ledger of kernel @{kernel}\n");
        let _ = writeln!(
            out,
            "Simulated: {} threads, cluster of {}, integer arguments = {}. Model check: {verdict}.\n",
            config.threads, config.cluster, config.trips
        );
        let _ = writeln!(out, "| barrier | storage | init scope | expected arrivals | arrivals per phase | tx bytes (expected / copied) | producers (mechanism) | consumers (wait phases) | consumers then arrive on |");
        let _ = writeln!(out, "|---|---|---|---:|---:|---|---|---|---|");
        for (b, row) in &rows {
            let alloc = allocs[b.0];
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} / {} | {} | {} | {} |",
                barrier_name(allocs, *b),
                storage(alloc, b.1),
                alloc.str_attr("scope").unwrap_or_default(),
                count(*b),
                row.arrivals,
                row.bytes,
                row.copied,
                if row.producers.is_empty() {
                    "-".into()
                } else {
                    row.producers.join("; ")
                },
                if row.consumers.is_empty() {
                    "-".into()
                } else {
                    row.consumers.join("; ")
                },
                if row.releases.is_empty() {
                    "-".into()
                } else {
                    row.releases.join(", ")
                },
            );
        }
        let _ = writeln!(out, "\n### Phase table\n");
        let _ = writeln!(
            out,
            "| barrier | first round | steady state | final drain |"
        );
        let _ = writeln!(out, "|---|---|---|---|");
        for b in rows.keys() {
            let p = phase_rows(phases.get(b));
            let cell = |i: usize| p.get(i).cloned().unwrap_or_else(|| "-".into());
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} |",
                barrier_name(allocs, *b),
                cell(0),
                cell(1),
                cell(2)
            );
        }
        out.push('\n');
    }
    eprint!("{out}");
}

/// First round, one steady-state lap (the middle phase), final drain.
fn phase_rows(phases: Option<&Vec<String>>) -> Vec<String> {
    let Some(p) = phases else {
        return Vec::new();
    };
    match p.len() {
        0 => Vec::new(),
        1 => vec![p[0].clone()],
        2 => vec![p[0].clone(), "-".into(), p[1].clone()],
        n => vec![p[0].clone(), p[n / 2].clone(), p[n - 1].clone()],
    }
}

fn storage(alloc: Op, slot: i64) -> String {
    match alloc.int_attr("offset") {
        Some(o) => format!("arena +{}", o + 8 * slot),
        None => format!("own shared array, element {slot}"),
    }
}
