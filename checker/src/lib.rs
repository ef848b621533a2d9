//! `phaselock-checker`: the protocol checker, an analysis apart from the
//! transformations. `async-check-protocol` proves a kernel's barrier protocol or shows the
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

//!
//! The crate holds one file per concern: the pass and its counterexample
//! report here, the static rules ([`rules`]), the per-phase counts
//! ([`counts`]), the SIMT simulation ([`simt`]), the bounded model check
//! ([`model_check`]) and the ledger ([`ledger`]).

pub mod counts;
pub mod ledger;
pub mod model_check;
pub mod rules;
pub mod simt;

use crate::{
    counts::count_checks,
    ledger::print_ledger,
    model_check::{Finding, Group, Step},
    rules::static_checks,
    simt::{BarrierId, Config, EventKind},
};
use phaselock_passes::{
    ir::{self, Op},
    roles::{cluster_ctas, roles_of},
    PassInfo, PassOptions,
};
use std::fmt::Write as _;

/// The checker's pass, as listed by `async-opt --list-passes`.
pub const PASSES: &[PassInfo] = &[PassInfo {
    name: "async-check-protocol",
    description: "prove the barrier protocol (ledger, counts, bytes, fences, bounded model check) or show the bug",
    run,
}];

/// Slots of a barrier array that the ledger shows although no event
/// touches them.
pub(crate) const LEDGER_IDLE_SLOTS: i64 = 64;

/// Largest number of states the model check explores per kernel.
pub const STATE_LIMIT: usize = 200_000;

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !phaselock_passes::limits::guard(module) {
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

pub(crate) fn kernel_name(func: Op) -> String {
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

pub(crate) fn barrier_name(allocs: &[Op], b: BarrierId) -> String {
    let name = allocs
        .get(b.0)
        .and_then(|a| a.str_attr("name"))
        .unwrap_or_default();
    format!("'{name}'[{}]", b.1)
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
