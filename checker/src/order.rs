//! Rules on the order of a thread's operations: what happens too early or
//! too often for the barrier it signals.
//!
//! On the warps' traces of the simulation ([`crate::simt`]):
//! - an expect_tx after an arrive on the same barrier, with no wait and no
//!   named or CTA barrier between them ([`late_expects`]): the thread
//!   cannot know that the phase it arrived on has completed, so the
//!   expect_tx is meant for that phase, and the phase can complete before
//!   it (all arrivals in, no bytes expected yet): a waiter passes before
//!   the copies land. Not reported when the phase still needs an arrival
//!   that the expect_tx comes before: the warp's own arrivals before it do
//!   not reach the barrier's count and, after it and before the next wait,
//!   the warp arrives again (on this barrier, or on another one, which may
//!   release the thread that makes the missing arrival) or meets a named
//!   barrier (which orders it before the other threads' arrivals).
//!   `arrive_expect_tx` raises the bytes before it arrives and is never
//!   the late expect_tx;
//! - a plain arrive after tcgen05 MMAs that are not known complete
//!   ([`plain_mma_signals`]): the arrive counts at once while the MMAs run
//!   on, so a waiter on that barrier (an epilogue reading the accumulator,
//!   a producer refilling the operands) can go ahead before they are done.
//!   `barrier.commit_mma` (tcgen05.commit) is the completion signal: it
//!   arrives when every tcgen05 MMA, copy and shift the thread issued
//!   before it has completed. A commit onto another barrier (a stage's
//!   `empty`) does not make a later plain arrive right: the MMAs are known
//!   complete only once the thread has waited on the barrier of a commit
//!   issued after them. Only arrives on barriers someone waits on count.
//!   wgmma is not checked: its completion is `wgmma.wait_group`, in the
//!   issuing warpgroup itself, after which a plain arrive is the right
//!   signal, and a warpgroup may arrive between issuing and waiting for
//!   reasons of its own (an ordering barrier between warpgroups).
//!
//! On the IR ([`loop_collectives`]): a collective (the CTA barrier, the
//! cluster barrier, a named barrier sync, `elect.sync` or `bar.warp.sync`
//! over the full warp) inside a loop whose trip count depends on the
//! thread index: the threads that run more laps wait at it for threads
//! that have left the loop. The trip count must be the same on the
//! threads that run the collective together: the CTA (the role for
//! `async.cluster_barrier` inside one), each warp, or each group of
//! threads that a named barrier counts (contiguous, from the role's or the
//! CTA's first thread or any warp after it); decided exactly with
//! [`ir::constant_on_groups`], so a bound from `tid / 128` around a
//! warpgroup's named barrier is fine. A dependence that does not lead to
//! the thread index (inline assembly, a device function's argument, a load
//! from an address all threads share) is not reported.

use crate::maps::{HashMap, HashSet};
use crate::simt::{tcgen05::Tcgen05, BarrierId, EventKind, WarpTrace};
use mlir_sys::*;
use phaselock_ir::{
    self as ir, defining_op,
    roles::{enclosing_role, indices_text, is_cta_collective, named_barrier_uses},
    Op, OpKind,
};

/// The rules on the traces: late expect_tx and MMAs signalled by a plain
/// arrive. Reports each finding once, at its arrive; `false` if any.
pub(crate) fn trace_checks(allocs: &[Op], traces: &[WarpTrace]) -> bool {
    let name = |b: BarrierId| crate::barrier_name(allocs, b);
    let count = |b: BarrierId| {
        allocs
            .get(b.0)
            .and_then(|a| a.int_attr("count"))
            .unwrap_or(1)
    };
    let mut ok = true;
    for (late, warps) in by_site(traces, |t| late_expects(t, &count)) {
        late.arrive.error(&format!(
            "arrive on barrier {b} before the expect_tx of {bytes} bytes on it at {at} ({warps}), with no wait or barrier sync between them: the phase this arrive joins can complete before the bytes are expected (its arrivals in, no bytes pending), so a waiter passes before the copies land and their bytes count against the next phase; raise the bytes before arriving (async.barrier.expect_tx first, or async.barrier.arrive_expect_tx)",
            b = name(late.barrier),
            bytes = late.bytes,
            at = ir::location_text(late.other),
        ));
        ok = false;
    }
    let waited: HashSet<usize> = traces
        .iter()
        .flat_map(|t| t.events.iter())
        .filter(|e| matches!(e.kind, EventKind::Wait(_)))
        .map(|e| e.barrier.0)
        .collect();
    for (signal, warps) in by_site(traces, |t| plain_mma_signals(t, &waited)) {
        signal.arrive.error(&format!(
            "plain arrive on barrier {b} after {what} at {at}, whose completion the thread has not waited for ({warps}): an arrive counts at once while the MMAs run on, so whoever waits on {b} can read their results (or overwrite their operands) before they are done; signal their completion with async.barrier.commit_mma (tcgen05.commit), which arrives once the MMAs the thread issued before it have completed",
            b = name(signal.barrier),
            what = tcgen05_text(signal.other),
            at = ir::location_text(signal.other),
        ));
        ok = false;
    }
    ok
}

/// A finding on a trace: an arrive and the op it is wrongly ordered with.
#[derive(Debug, Clone, Copy)]
struct Site {
    /// The arrive, where it is reported.
    arrive: Op,
    /// The late expect_tx, or the uncommitted tcgen05 op.
    other: Op,
    /// The bytes of the expect_tx (0 for a tcgen05 op).
    bytes: i64,
    /// The barrier the arrive is on.
    barrier: BarrierId,
}

/// The findings of `find` on every trace, once per (arrive, op) pair, with
/// the warps that show it ("warps 1-4").
fn by_site(traces: &[WarpTrace], find: impl Fn(&WarpTrace) -> Vec<Site>) -> Vec<(Site, String)> {
    let mut sites: Vec<(Site, Vec<i64>)> = Vec::new();
    for t in traces {
        for site in find(t) {
            let same = |s: &Site| s.arrive == site.arrive && s.other == site.other;
            match sites.iter_mut().find(|(s, _)| same(s)) {
                Some((_, warps)) => warps.push(t.warp as i64),
                None => sites.push((site, vec![t.warp as i64])),
            }
        }
    }
    sites
        .into_iter()
        .map(|(s, warps)| (s, indices_text("warp", "warps", &warps)))
        .collect()
}

/// Whether `op` is an arrive on another CTA's barrier.
fn remote(op: Op) -> bool {
    op.kind() == Some(OpKind::BarrierArrive) && op.num_operands() > 1
}

/// The expect_tx events of `trace` that come after an arrive of the warp
/// on the same barrier with no wait or sync between (see the module
/// header for when one is not reported). `count` is a barrier's arrivals
/// per phase.
fn late_expects(trace: &WarpTrace, count: &dyn Fn(BarrierId) -> i64) -> Vec<Site> {
    let mut out = Vec::new();
    // The warp's arrivals on each barrier since the last wait or sync, and
    // its latest arrive there.
    let mut arrived: HashMap<BarrierId, (i64, Op)> = HashMap::default();
    // Expect_tx events after an arrive, with whether that warp's arrivals
    // alone complete the phase's count (then nothing excuses them).
    let mut open: Vec<(Site, bool)> = Vec::new();
    for e in &trace.events {
        let weight = match e.kind {
            EventKind::Arrive(c) => c.saturating_mul(e.lanes),
            EventKind::ArriveExpectTx(_) | EventKind::CommitMma => e.lanes,
            _ => 0,
        };
        match e.kind {
            EventKind::Wait(_) | EventKind::Sync(..) => {
                let synced = matches!(e.kind, EventKind::Sync(..));
                out.extend(
                    open.drain(..)
                        .filter(|(_, full)| *full || !synced)
                        .map(|(s, _)| s),
                );
                arrived.clear();
            }
            EventKind::ExpectTx(bytes) if bytes > 0 => {
                if let Some(&(n, arrive)) = arrived.get(&e.barrier) {
                    let site = Site {
                        arrive,
                        other: e.op,
                        bytes,
                        barrier: e.barrier,
                    };
                    open.push((site, n >= count(e.barrier)));
                }
            }
            _ if weight > 0 => {
                // A later arrival of the warp may be what keeps the phase
                // open, or release the thread whose arrival does.
                open.retain(|(_, full)| *full);
                if !remote(e.op) {
                    let entry = arrived.entry(e.barrier).or_insert((0, e.op));
                    *entry = (entry.0.saturating_add(weight), e.op);
                }
            }
            _ => {}
        }
    }
    out.extend(open.into_iter().map(|(s, _)| s));
    out
}

/// The plain local arrives of `trace` on a barrier array in `waited` that
/// come after a tcgen05 MMA (copy, shift) of the warp that is not known
/// complete. A commit does not complete the MMAs before it: it arrives on
/// its barrier once they are done, so they are known complete only after
/// the warp waits on the barrier of a commit issued after them (a
/// `tcgen05.commit` written directly names no barrier the simulation
/// follows: any later wait is taken as its).
fn plain_mma_signals(trace: &WarpTrace, waited: &HashSet<usize>) -> Vec<Site> {
    let mut out = Vec::new();
    let mut marks = trace.marks.iter().peekable();
    // The latest MMA not known complete, and the barriers of the commits
    // issued since (`None`: a commit of no known barrier).
    let mut pending: Option<Op> = None;
    let mut commits: Vec<Option<BarrierId>> = Vec::new();
    for (i, e) in trace.events.iter().enumerate() {
        while let Some(m) = marks.next_if(|m| m.at <= i) {
            match m.kind {
                Tcgen05::Issue => {
                    pending = Some(m.op);
                    commits.clear();
                }
                Tcgen05::Commit => commits.push(None),
                Tcgen05::Alloc | Tcgen05::Dealloc => {}
            }
        }
        match e.kind {
            EventKind::CommitMma if pending.is_some() => commits.push(Some(e.barrier)),
            EventKind::Wait(_) if commits.iter().any(|c| c.is_none_or(|b| b == e.barrier)) => {
                pending = None;
                commits.clear();
            }
            EventKind::Arrive(_) if !remote(e.op) && waited.contains(&e.barrier.0) => {
                if let Some(mma) = pending {
                    out.push(Site {
                        arrive: e.op,
                        other: mma,
                        bytes: 0,
                        barrier: e.barrier,
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// How a message names a tcgen05 op: "the tcgen05 op
/// 'nvvm.tcgen05.mma'", "the tcgen05.cp.cta_group::1.128x256b (inline
/// assembly)".
fn tcgen05_text(op: Op) -> String {
    let name = op.name();
    if name == "llvm.inline_asm" {
        let text = op.str_attr("asm_string").unwrap_or_default();
        let word = text
            .split(|c: char| c.is_whitespace() || matches!(c, ';' | '{' | '}'))
            .find(|w| w.starts_with("tcgen05."))
            .unwrap_or("tcgen05");
        format!("the {word} (inline assembly)")
    } else {
        format!("the tcgen05 op '{name}'")
    }
}

/// Reports each collective inside a loop whose trip count differs between
/// the threads that run the collective together (see the module header).
/// `threads` is the block size, when known (else the largest, 1024).
pub(crate) fn loop_collectives(ops: &[Op], threads: Option<i64>) -> bool {
    let cta = (0, threads.unwrap_or(MAX_GROUP).clamp(1, MAX_GROUP));
    let mut ok = true;
    // A loop's verdict for one split of the threads, shared by the
    // collectives inside it.
    let mut verdicts: HashMap<(usize, Split), Option<&'static str>> = HashMap::default();
    for &op in ops {
        let Some(c) = collective(op, cta) else {
            continue;
        };
        if under_thread_branch(op) {
            continue;
        }
        let mut current = op.parent();
        while let Some(lp) = current.filter(|p| p.name() != "gpu.func") {
            let verdict = *verdicts
                .entry((lp.0.ptr as usize, c.groups.clone()))
                .or_insert_with(|| varying_trip_count(lp, &c.groups));
            if let Some(bound) = verdict {
                op.error(&format!(
                    "{} is run by {who} together, but it is inside the loop at {}, whose {bound} depends on the thread index and differs between them: threads with more laps wait at it for threads that have left the loop (a hang); give the loop the same trip count on {who}",
                    c.what,
                    ir::location_text(lp),
                    who = c.who
                ));
                ok = false;
                break;
            }
            current = lp.parent();
        }
    }
    ok
}

/// Ways to split the threads that run a collective into the groups that
/// run it together (see [`Collective::groups`]).
type Split = Vec<Vec<(i64, i64)>>;

/// Most threads of a CTA.
const MAX_GROUP: i64 = phaselock_ir::uniform::MAX_GROUP;

/// A collective and the threads that run it together.
struct Collective {
    /// The op, as a message names it.
    what: String,
    /// The threads that run it together, as a message names them.
    who: String,
    /// Ways to split its threads into the groups that run it together
    /// (half-open ranges of linear thread indices): a trip count constant
    /// on every group of one of them is fine.
    groups: Split,
}

impl Collective {
    /// A collective of one group of threads.
    fn one(what: String, who: String, group: (i64, i64)) -> Collective {
        Collective {
            what,
            who,
            groups: vec![vec![group]],
        }
    }
}

/// A CTA-wide collective that the static rules already report under a
/// branch on the thread index.
fn under_thread_branch(op: Op) -> bool {
    let cta_wide = is_cta_collective(op)
        || op.kind() == Some(OpKind::ClusterBarrier) && op.ancestor(OpKind::Role.name()).is_none();
    cta_wide && ir::guarded_by(op, |v| ir::depends_on(v, &ir::reads_thread_index)).is_some()
}

/// `op` as a collective, with who runs it together; `cta` is the CTA's
/// threads.
fn collective(op: Op, cta: (i64, i64)) -> Option<Collective> {
    let name = op.name();
    let label = if name == "llvm.inline_asm" {
        let text = op.str_attr("asm_string").unwrap_or_default();
        format!("'{}'", text.trim().trim_end_matches(';'))
    } else {
        format!("'{name}'")
    };
    // The threads that can reach it: its role's, or the CTA's.
    let role = enclosing_role(op);
    let reach = match role {
        Some(r) => {
            let first = r.first_warp.saturating_mul(32).clamp(0, MAX_GROUP);
            let range = (first, first.saturating_add(r.threads()).min(MAX_GROUP));
            let who = format!("the threads of role '{}' ({})", r.name(), r.warps_text());
            (range, who)
        }
        None => (cta, "the threads of the CTA".to_string()),
    };
    if op.kind() == Some(OpKind::ClusterBarrier) {
        return Some(Collective::one(label, reach.1, reach.0));
    }
    if is_cta_collective(op) {
        return Some(Collective::one(label, "the threads of the CTA".into(), cta));
    }
    if full_warp(op) {
        let (lo, hi) = reach.0;
        let warps = (lo / 32..(hi + 31) / 32)
            .map(|w| (w * 32, (w * 32 + 32).min(hi)))
            .collect();
        return Some(Collective {
            what: format!("{label} over the full warp"),
            who: "the lanes of each warp".into(),
            groups: vec![warps],
        });
    }
    named_collective(op, label, reach, cta)
}

/// A named barrier sync as a collective: the CTA without a count, else
/// runs of its count inside `reach` (the threads that can reach it, and
/// how a message names them).
fn named_collective(
    op: Op,
    label: String,
    reach: ((i64, i64), String),
    cta: (i64, i64),
) -> Option<Collective> {
    let (id, count) = named_sync(op)?;
    let id = id.map_or("a named barrier of computed id".into(), |i| {
        format!("named barrier {i}")
    });
    let what = format!("{label} ({id})");
    let ((lo, hi), who) = reach;
    match count {
        // Without a count, every thread of the CTA takes part.
        Count::Cta => Some(Collective::one(what, "the threads of the CTA".into(), cta)),
        Count::Threads(n) if n <= 0 || n % 32 != 0 || n >= hi - lo => {
            Some(Collective::one(what, who, (lo, hi)))
        }
        Count::Threads(n) => Some(Collective {
            what,
            who: format!("each group of {n} threads that meets at it"),
            groups: (0..n / 32).map(|k| chunks((lo, hi), n, 32 * k)).collect(),
        }),
        // Who meets there is not known: nothing to hold the loop to.
        Count::Unknown => None,
    }
}

/// The threads a named barrier sync counts.
enum Count {
    /// No count: every thread of the CTA.
    Cta,
    /// This many.
    Threads(i64),
    /// A count that is no constant.
    Unknown,
}

/// The id (when a constant) and the count of the named barrier that `op`
/// waits at (`nvvm.barrier`, `bar.sync` / `barrier.sync` in inline
/// assembly, with immediates or constant operands); `None` for an op that
/// waits at none (an arrive, `bar.arrive`).
fn named_sync(op: Op) -> Option<(Option<i64>, Count)> {
    let sync = named_barrier_uses(op).into_iter().find(|u| !u.arrive)?;
    let known = |n: Option<i64>| n.map_or(Count::Unknown, Count::Threads);
    match op.name().as_str() {
        "nvvm.barrier" => {
            let segments = op
                .dense_i32_array("operandSegmentSizes")
                .unwrap_or_default();
            let counted = segments.get(1).copied().unwrap_or(0) > 0;
            Some((
                sync.id,
                if counted {
                    known(sync.threads)
                } else {
                    Count::Cta
                },
            ))
        }
        "llvm.inline_asm" => {
            let text = op.str_attr("asm_string").unwrap_or_default();
            let operands = asm_sync_operands(&text)?;
            let value = |i: usize| {
                let t = operands.get(i)?.trim();
                match t.strip_prefix('$') {
                    Some(k) => {
                        let k = k.parse::<usize>().ok()?.checked_sub(op.num_results())?;
                        (k < op.num_operands()).then(|| ir::constant_int(op.operand(k)))?
                    }
                    None => t.parse().ok(),
                }
            };
            let count = match operands.len() {
                0 | 1 => Count::Cta,
                _ => known(value(1)),
            };
            Some((sync.id.or_else(|| value(0)), count))
        }
        _ => Some((sync.id, sync.threads.map_or(Count::Cta, Count::Threads))),
    }
}

/// The operands of the first `bar.sync` / `barrier.sync` statement of
/// inline assembly (qualifiers and a guard predicate allowed).
fn asm_sync_operands(text: &str) -> Option<Vec<String>> {
    text.split([';', '{', '}', '\n']).find_map(|statement| {
        let mut s = statement.trim();
        if s.starts_with('@') {
            s = s.split_once(char::is_whitespace).map_or("", |x| x.1).trim();
        }
        let (opcode, operands) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        let opcode = opcode.replace(".cta", "");
        let sync = ["bar.sync", "barrier.sync"]
            .iter()
            .any(|p| opcode == *p || opcode.starts_with(&format!("{p}.")));
        sync.then(|| {
            operands
                .split(',')
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .collect()
        })
    })
}

/// `domain` cut into runs of `n` threads from `skip` threads after its
/// start (the first `skip` threads are a group of their own).
fn chunks(domain: (i64, i64), n: i64, skip: i64) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let mut lo = domain.0 + skip;
    if skip > 0 {
        out.push((domain.0, lo));
    }
    while lo < domain.1 {
        out.push((lo, (lo + n).min(domain.1)));
        lo += n;
    }
    out
}

/// `elect.sync` or `bar.warp.sync` over the full warp.
fn full_warp(op: Op) -> bool {
    // Its quad shuffles are `shfl.sync` with every lane in the mask.
    if op.kind() == Some(OpKind::FragmentReduceRows) {
        return true;
    }
    let all = |v: MlirValue| ir::constant_int(v).is_some_and(|m| m as u32 == u32::MAX);
    match op.name().as_str() {
        "nvvm.elect.sync" => op.num_operands() == 0 || all(op.operand(0)),
        "nvvm.bar.warp.sync" => op.num_operands() > 0 && all(op.operand(0)),
        "llvm.inline_asm" => op.str_attr("asm_string").is_some_and(|t| {
            t.trim()
                .strip_prefix("bar.warp.sync ")
                .map(|m| m.trim_end_matches(';').trim())
                .is_some_and(|m| m == "-1" || m.eq_ignore_ascii_case("0xffffffff"))
        }),
        _ => false,
    }
}

/// Which part of loop `lp` ("upper bound", "condition", ...) differs
/// between the threads of some group of every one of `partitions`; `None`
/// when `lp` is no loop or its trip count is the same on each group of
/// one of them.
fn varying_trip_count(lp: Op, partitions: &[Vec<(i64, i64)>]) -> Option<&'static str> {
    let mut first = None;
    for groups in partitions {
        let varies = |v: MlirValue| varies(v, groups, &mut HashSet::default(), 0);
        let part = match lp.name().as_str() {
            "scf.for" if lp.num_operands() >= 3 => {
                let (lb, ub, step) = (lp.operand(0), lp.operand(1), lp.operand(2));
                let (l, u, s) = (varies(lb), varies(ub), varies(step));
                // `lb` to `lb + n`: the bounds move together.
                let shifted = l && u && !s && offset(ub, lb).is_some_and(|n| !varies(n));
                match (l, u, s) {
                    _ if shifted => None,
                    (_, true, _) => Some("upper bound"),
                    (true, _, _) => Some("lower bound"),
                    (_, _, true) => Some("step"),
                    _ => None,
                }
            }
            "scf.while" => condition(lp).filter(|c| varies(*c)).map(|_| "condition"),
            _ => return None,
        };
        match part {
            None => return None,
            Some(p) => first = first.or(Some(p)),
        }
    }
    first
}

/// `n` when `ub` is `lb + n`.
fn offset(ub: MlirValue, lb: MlirValue) -> Option<MlirValue> {
    let def = defining_op(ub).filter(|d| d.name() == "arith.addi")?;
    let same = |v: MlirValue| unsafe { mlirValueEqual(v, lb) };
    if same(def.operand(0)) {
        Some(def.operand(1))
    } else if same(def.operand(1)) {
        Some(def.operand(0))
    } else {
        None
    }
}

/// Operand `index` of the terminator of region `region` of `op`.
fn yielded(op: Op, region: usize, index: usize) -> Option<MlirValue> {
    let term = op.region_terminator(region)?;
    (index < term.num_operands()).then(|| term.operand(index))
}

/// The value an `scf.while` decides on: the first operand of its
/// `scf.condition`.
fn condition(lp: Op) -> Option<MlirValue> {
    yielded(lp, 0, 0)
}

/// Whether `v` differs between the threads of some group because of the
/// thread index: not constant on the groups ([`ir::constant_on_groups`],
/// exact), and some operand on the way that is not constant either leads
/// to a read of the thread index. Loop-carried values follow what enters
/// and what is yielded (`scf.for`, `scf.while`), results their yields.
fn varies(v: MlirValue, groups: &[(i64, i64)], seen: &mut HashSet<usize>, depth: usize) -> bool {
    if depth > 64 || !seen.insert(v.ptr as usize) || ir::constant_on_groups(v, groups) {
        return false;
    }
    // A warp's own result (a vote, a reduction, the warp index) is the
    // same on its lanes whatever it is computed from.
    let in_warps = groups.iter().all(|&(lo, hi)| lo / 32 == (hi - 1) / 32);
    if in_warps && defining_op(v).is_some_and(per_warp) {
        return false;
    }
    let inputs = sources(v);
    inputs.is_none_or(|inputs| {
        inputs
            .into_iter()
            .any(|x| varies(x, groups, seen, depth + 1))
    })
}

/// Ops whose result is the same on every lane of a warp: the warp index,
/// `vote.sync`, `redux.sync`, a full-warp `async.warp_reduce` and
/// `shfl.sync idx` of one lane for the whole warp.
fn per_warp(op: Op) -> bool {
    if op.kind() == Some(OpKind::WarpReduce) {
        return op.int_attr("width") == Some(32);
    }
    let name = op.name();
    match name.as_str() {
        "nvvm.read.ptx.sreg.warpid" | "gpu.subgroup_id" => true,
        "nvvm.shfl.sync" if op.num_operands() == 4 => {
            let kind = op.attr("kind").map(ir::attr_string).unwrap_or_default();
            kind.contains("idx")
                && ir::constant_int(op.operand(2)).is_some()
                && ir::constant_int(op.operand(3)).is_some_and(|c| c & 0x1f1f == 0x1f)
        }
        n => n.starts_with("nvvm.vote.") || n.starts_with("nvvm.redux."),
    }
}

/// What `v` is computed from; `None` for a read of the thread index.
fn sources(v: MlirValue) -> Option<Vec<MlirValue>> {
    if unsafe { mlirValueIsABlockArgument(v) } {
        let block = unsafe { mlirBlockArgumentGetOwner(v) };
        let index = unsafe { mlirBlockArgumentGetArgNumber(v) } as usize;
        let parent = unsafe { mlirBlockGetParentOperation(block) };
        if parent.ptr.is_null() {
            return Some(Vec::new());
        }
        let parent = Op(parent);
        let in_region = |r: usize| {
            r < parent.num_regions()
                && unsafe { mlirBlockEqual(mlirRegionGetFirstBlock(parent.region(r)), block) }
        };
        let some = |vals: Vec<Option<MlirValue>>| Some(vals.into_iter().flatten().collect());
        let operand = |i: usize| (i < parent.num_operands()).then(|| parent.operand(i));
        return match parent.name().as_str() {
            "scf.for" if in_region(0) && index == 0 => some(vec![operand(0), operand(2)]),
            "scf.for" if in_region(0) => {
                some(vec![operand(2 + index), yielded(parent, 0, index - 1)])
            }
            "scf.while" if in_region(0) => some(vec![operand(index), yielded(parent, 1, index)]),
            "scf.while" if in_region(1) => some(vec![yielded(parent, 0, index + 1)]),
            _ => Some(Vec::new()),
        };
    }
    let Some(def) = defining_op(v) else {
        return Some(Vec::new());
    };
    if ir::reads_thread_index(&def.name()) {
        return None;
    }
    let index = (0..def.num_results())
        .find(|&i| unsafe { mlirValueEqual(def.result(i), v) })
        .unwrap_or(0);
    let mut out: Vec<MlirValue> = match def.name().as_str() {
        "scf.while" => yielded(def, 0, index + 1).into_iter().collect(),
        "scf.for" | "scf.if" => (0..def.num_regions())
            .filter_map(|r| yielded(def, r, index))
            .collect(),
        _ => Vec::new(),
    };
    out.extend((0..def.num_operands()).map(|i| def.operand(i)));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_threads_from_each_start() {
        assert_eq!(chunks((0, 256), 128, 0), vec![(0, 128), (128, 256)]);
        assert_eq!(chunks((32, 160), 128, 0), vec![(32, 160)]);
        assert_eq!(
            chunks((0, 512), 256, 128),
            vec![(0, 128), (128, 384), (384, 512)]
        );
    }

    #[test]
    fn sync_operands_of_inline_assembly() {
        let ops = |t: &str| asm_sync_operands(t);
        assert_eq!(
            ops("barrier.sync 2, 128;"),
            Some(vec!["2".into(), "128".into()])
        );
        assert_eq!(ops("bar.sync 0;"), Some(vec!["0".into()]));
        assert_eq!(
            ops("@p barrier.cta.sync.aligned $0, $1;"),
            Some(vec!["$0".into(), "$1".into()])
        );
        assert_eq!(ops("bar.arrive 1, 256;"), None);
        assert_eq!(ops("bar.warp.sync -1;"), None);
    }
}
