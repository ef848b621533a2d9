//! Cluster kernels: the counter protocol of the cluster barrier, and the
//! balance of remote arrivals between the cluster's CTAs.
//!
//! **Counter order.** `async-lower-cluster-barrier` names each instance of
//! a cluster barrier by a shared counter word (the `counter` of a
//! `barrier.alloc`): every thread loads it, the role's named barrier, the
//! arrives and the wait on the slot the value names, the leader's store of
//! the next value (then a tail barrier, or the store before the
//! arrives). The simulation runs warp after warp, so
//! it cannot see a thread load the counter after the store of its own
//! instance; [`counter_order`] proves, on the op order, that none can: in
//! the load's block a CTA barrier must come after each load before any
//! arrive, wait or store on that allocation (every load of an instance
//! happens before its store), and one after each store before the next
//! load (the next instance sees the store), also around a loop's back edge
//! — or, in place of the latter, the storing warp's meeting
//! (`bar.warp.sync`), its lanes' arrives on the protocol's barriers and a
//! wait on them: the arrives release the store at cluster scope (one lands
//! on every CTA, this one's included), and a thread that passes the wait
//! has acquired them.
//! With that order, the simulation reads the counter as a history: a
//! warp's k-th load sees the value of the k-th store (0 before any).
//!
//! **Per-rank balance.** Where the protocol depends on the CTA's rank, each
//! rank's CTA is simulated ([`crate::simt::simulate_rank`]); [`balance`]
//! adds up, per barrier of each rank, the arrivals that every rank's remote
//! arrives send it (lane by lane, by target rank) and its own local ones,
//! and compares them with what the barrier's count and waits need. Then
//! the whole cluster gets the counts and the model check at once
//! ([`joint_view`]): every rank's warps, each rank's barriers apart, a
//! remote arrive landing on its target rank's barrier, so a sender's own
//! waits hold it back and a wait cycle between CTAs is found; a multicast
//! copy lands on every CTA of its mask. ([`received_view`], CTA 0's view
//! with the other ranks' arrivals as extra warps that only arrive, is what
//! the balance check reads.)

use crate::maps::HashMap;
use crate::simt::{counter::counter_access, BarrierId, Event, EventKind, RankRun, WarpTrace};
use phaselock_ir::{
    self as ir,
    memory::barrier_alloc_of,
    roles::{enclosing_role, indices_text},
    Op, OpKind,
};

/// What an op (with what it holds) does to the counter protocol of one
/// barrier allocation.
#[derive(Default, Clone, Copy)]
struct Kinds {
    load: bool,
    store: bool,
    sync: bool,
    uses: bool,
    /// An arrive on the allocation's barriers.
    arrive: bool,
    /// A wait on the allocation's barriers.
    wait: bool,
    /// A full-warp `bar.warp.sync`.
    warp_sync: bool,
}

fn is_cta_sync(op: Op) -> bool {
    match op.name().as_str() {
        "gpu.barrier" | "nvvm.barrier0" | "nvvm.barrier" => true,
        "llvm.inline_asm" => {
            let text = op.str_attr("asm_string").unwrap_or_default();
            text.starts_with("barrier.sync") || text.starts_with("bar.sync")
        }
        _ => false,
    }
}

fn kinds_of(op: Op, alloc: Op) -> Kinds {
    let mut k = Kinds::default();
    let mut all = op.descendants();
    all.push(op);
    for o in all {
        match counter_access(o) {
            Some((a, store)) if a == alloc => {
                k.store |= store;
                k.load |= !store;
            }
            _ => {}
        }
        k.sync |= is_cta_sync(o);
        k.warp_sync |= o.name() == "llvm.inline_asm"
            && o.str_attr("asm_string").as_deref() == Some("bar.warp.sync -1;");
        let kind = o.kind();
        let barrier = match kind {
            Some(OpKind::BarrierArrive | OpKind::BarrierWait) if o.num_operands() > 0 => {
                barrier_alloc_of(o.operand(0))
            }
            _ => None,
        };
        let mine = barrier == Some(alloc);
        k.uses |= mine;
        k.arrive |= mine && kind == Some(OpKind::BarrierArrive);
        k.wait |= mine && kind == Some(OpKind::BarrierWait);
    }
    k
}

fn alloc_name(alloc: Op) -> String {
    alloc.str_attr("name").unwrap_or_else(|| "?".into())
}

fn warps_text(op: Op) -> String {
    match enclosing_role(op) {
        Some(role) => {
            let warps: Vec<i64> = (role.first_warp..role.first_warp + role.warps).collect();
            format!(
                "{} (role '{}')",
                indices_text("warp", "warps", &warps),
                role.name()
            )
        }
        None => "the CTA's warps".into(),
    }
}

/// Checks the op order of every counter protocol of the kernel (see the
/// module header) and reports each race at the load or store; `true` when
/// there is none.
pub fn counter_order(ops: &[Op]) -> bool {
    let mut ok = true;
    let mut done: Vec<(usize, Op)> = Vec::new();
    for &op in ops {
        let Some((alloc, false)) = counter_access(op) else {
            continue;
        };
        let block = op.block().ptr as usize;
        if done.iter().any(|(b, a)| *b == block && *a == alloc) {
            continue;
        }
        done.push((block, alloc));
        ok &= order_in_block(op, alloc);
    }
    ok
}

/// Walks the block of `load` (a load of `alloc`'s counter).
fn order_in_block(load: Op, alloc: Op) -> bool {
    let name = alloc_name(alloc);
    let first = load.first_in_block();
    let mut pending_load: Option<Op> = None;
    let mut pending_store: Option<Op> = None;
    // How far a pending store is published without a CTA barrier: 1 once
    // the warps met after it, 2 once an arrive on the protocol's barriers
    // followed; a wait on them then acquires that arrive.
    let mut published = 0;
    let mut ok = true;
    let mut seen_load = false;
    let mut guarded = false;
    let mut cursor = Some(first);
    while let Some(op) = cursor {
        cursor = op.next();
        let k = kinds_of(op, alloc);
        if k.sync && (k.load || k.store || k.uses) {
            // A nested protocol: its own block is checked on its own.
            pending_load = None;
            pending_store = None;
            continue;
        }
        if k.sync {
            guarded |= !seen_load;
            pending_load = None;
            pending_store = None;
        }
        if k.load {
            if let Some(s) = pending_store.take() {
                s.error(&format!(
                    "the counter of barrier '{name}' is stored here and loaded again with no CTA barrier between: a thread of {} can load it before the store and another after it, so their snapshots differ (put a tail barrier after the store, or make the store before the arrives that the next wait acquires)",
                    warps_text(s)
                ));
                ok = false;
            }
            seen_load = true;
            pending_load.get_or_insert(op);
        }
        if k.uses || k.store {
            if let Some(l) = pending_load.take() {
                l.error(&format!(
                    "the counter of barrier '{name}' is loaded with no CTA barrier between the load and the arrives, wait and store that use it: a delayed thread of {} can load it after the leader's store of the same instance, so two warps' snapshots differ and they arrive and wait on different slots (load it before the named barrier)",
                    warps_text(l)
                ));
                ok = false;
            }
        }
        if pending_store.is_some() && !k.store {
            published = match published {
                0 if k.warp_sync => 1,
                1 if k.arrive => 2,
                2 if k.wait => 3,
                p => p,
            };
            if published == 3 {
                // The store, the storing warp's meeting, its lanes' release
                // arrives (one on each CTA: one on this one), a wait that
                // acquires them: every thread that passes the wait sees
                // the store.
                pending_store = None;
            }
        }
        if k.store {
            pending_store = Some(op);
            published = 0;
        }
    }
    let in_loop = load
        .parent()
        .is_some_and(|p| matches!(p.name().as_str(), "scf.for" | "scf.while"));
    if let (true, false, Some(s)) = (in_loop, guarded, pending_store) {
        s.error(&format!(
            "the counter of barrier '{name}' is stored here and the loop's next lap loads it with no CTA barrier between: a thread of {} can load it before the store and another after it, so their snapshots differ (put a tail barrier after the store, or make the store before the arrives that the next wait acquires)",
            warps_text(s)
        ));
        ok = false;
    }
    ok
}

/// The most CTAs of a cluster the checker simulates one by one.
pub const RANK_LIMIT: i64 = 16;

/// Whether the CTAs of the cluster must be simulated one by one: the
/// kernel reads its CTA rank or its place in the cluster (a branch,
/// `select`, mask or target can depend on it) in a cluster of 2..=16 CTAs
/// of any shape.
pub fn per_rank(func: Op, cluster: i64) -> bool {
    (2..=RANK_LIMIT).contains(&cluster)
        && func
            .descendants()
            .iter()
            .any(|op| ir::reads_cta_rank(&op.name()))
}

/// Whether every rank's warps run the same barrier events (then the
/// one-CTA view, where a remote arrive counts as the target's twin's, is
/// exact).
pub fn alike(runs: &[RankRun]) -> bool {
    let key = |r: &RankRun| -> Vec<Vec<(EventKind, BarrierId, i64, usize)>> {
        r.traces
            .iter()
            .map(|t| {
                t.events
                    .iter()
                    .map(|e| (e.kind, e.barrier, e.lanes, e.op.0.ptr as usize))
                    .collect()
            })
            .collect()
    };
    let first = runs.first().map(key);
    runs.iter().all(|r| Some(key(r)) == first) && {
        let t = runs.first().map(|r| r.targets.clone());
        runs.iter().all(|r| Some(r.targets.clone()) == t)
    }
}

/// The entries of `sorted` (in the order of their event index, `index`)
/// that belong to event `i`: a warp's remote-arrive targets or multicast
/// copies of one event, found by bisection.
fn at_event<T>(sorted: &[T], i: usize, index: impl Fn(&T) -> usize) -> &[T] {
    let start = sorted.partition_point(|x| index(x) < i);
    let end = start + sorted[start..].partition_point(|x| index(x) == i);
    &sorted[start..end]
}

/// Warp `w`'s remote-arrive targets in `run` (see [`RankRun::targets`]).
fn targets_of(run: &RankRun, w: usize) -> &[(usize, i64, i64)] {
    run.targets.get(w).map_or(&[], Vec::as_slice)
}

/// CTA `rank`'s warps as its barriers see them: its remote arrives keep
/// only the lanes that target itself, and the arrivals the other ranks'
/// warps send it come from one extra trace per sending warp (which only
/// arrives, in the sender's order).
pub fn received_view(runs: &[RankRun], rank: usize) -> Vec<WarpTrace> {
    let mut out = Vec::new();
    for (w, trace) in runs[rank].traces.iter().enumerate() {
        let mut t = trace.clone();
        let targets = targets_of(&runs[rank], w);
        let mut keep = vec![true; t.events.len()];
        for (i, e) in t.events.iter_mut().enumerate() {
            let sent = at_event(targets, i, |x| x.0);
            if !sent.is_empty() {
                let own: i64 = sent
                    .iter()
                    .filter(|x| x.1 == rank as i64)
                    .map(|x| x.2)
                    .sum();
                e.lanes = own;
                keep[i] = own > 0;
            }
        }
        let mut k = keep.iter();
        t.events.retain(|_| *k.next().unwrap_or(&true));
        out.push(t);
    }
    for (s, run) in runs.iter().enumerate() {
        if s == rank {
            continue;
        }
        for (w, trace) in run.traces.iter().enumerate() {
            let events: Vec<Event> = targets_of(run, w)
                .iter()
                .filter(|x| x.1 == rank as i64)
                .filter_map(|x| trace.events.get(x.0).map(|e| Event { lanes: x.2, ..*e }))
                .collect();
            if !events.is_empty() {
                // Numbered past the CTA's own warps.
                out.push(WarpTrace {
                    warp: out.len(),
                    role: Some(format!(
                        "{}warp {} of CTA {s}",
                        trace
                            .role
                            .as_deref()
                            .map(|r| format!("{r}, "))
                            .unwrap_or_default(),
                        trace.warp
                    )),
                    events,
                    findings: Vec::new(),
                    past_views: Vec::new(),
                    wgmma: Vec::new(),
                    tcgen05: Vec::new(),
                    // Only the sender's arrives: no marks between them,
                    // no loop runs.
                    marks: Vec::new(),
                    loops: Vec::new(),
                    unknown_mapa: None,
                    memory: Default::default(),
                });
            }
        }
    }
    out
}

/// Every rank's CTA in one set of traces, for the counts and the model
/// check of the whole cluster: rank r's barriers are numbered past the
/// allocations of the ranks before it (allocation `a` of rank r is
/// `a + r·allocs`), its named barrier ids likewise (`id + 64 r`; the hardware cluster
/// barrier is one for all ranks), its warps past
/// theirs, and its roles name the CTA. A remote arrive becomes one arrive
/// per target rank, on that rank's barrier, with the lanes that target it;
/// a multicast copy one copy on each CTA of its mask; a local event stays
/// on its own rank's barrier.
pub fn joint_view(runs: &[RankRun], allocs: usize) -> Vec<WarpTrace> {
    let mut out = Vec::new();
    for (r, run) in runs.iter().enumerate() {
        let on = |b: BarrierId, rank: i64| (b.0 + rank as usize * allocs, b.1);
        for (w, trace) in run.traces.iter().enumerate() {
            let targets = targets_of(run, w);
            let cast = run.multicast.get(w).map_or(&[][..], Vec::as_slice);
            let mut events = Vec::new();
            // Where each of the rank's events starts among the joint ones.
            let mut starts = Vec::with_capacity(trace.events.len() + 1);
            for (i, e) in trace.events.iter().enumerate() {
                starts.push(events.len());
                if let (Some(&(_, m)), EventKind::Copy(total)) =
                    (at_event(cast, i, |x| x.0).first(), e.kind)
                {
                    // One copy of its bytes on each CTA of the mask.
                    let n = (m.count_ones() as i64).max(1);
                    for t in (0..16).filter(|t| m & (1 << t) != 0) {
                        events.push(Event {
                            kind: EventKind::Copy(total / n),
                            barrier: on(e.barrier, t),
                            ..*e
                        });
                    }
                    continue;
                }
                let sent = at_event(targets, i, |x| x.0);
                if sent.is_empty() {
                    let kind = match e.kind {
                        // The hardware cluster barrier meets every rank's
                        // threads at once.
                        EventKind::Sync(crate::simt::CLUSTER_BARRIER, n) => EventKind::Sync(
                            crate::simt::CLUSTER_BARRIER,
                            n.saturating_mul(runs.len() as i64),
                        ),
                        EventKind::Sync(id, n) => EventKind::Sync(id + 64 * r as i64, n),
                        k => k,
                    };
                    events.push(Event {
                        kind,
                        barrier: on(e.barrier, r as i64),
                        ..*e
                    });
                    continue;
                }
                let mut ranks: Vec<i64> = sent.iter().map(|x| x.1).collect();
                ranks.sort_unstable();
                ranks.dedup();
                for t in ranks {
                    let lanes = sent.iter().filter(|x| x.1 == t).map(|x| x.2).sum();
                    events.push(Event {
                        lanes,
                        barrier: on(e.barrier, t),
                        ..*e
                    });
                }
            }
            starts.push(events.len());
            let at = |i: usize| starts.get(i).copied().unwrap_or(events.len());
            let loops = trace
                .loops
                .iter()
                .map(|run| crate::simt::LoopRun {
                    op: run.op,
                    start: at(run.start),
                    laps: run.laps.iter().map(|l| at(*l)).collect(),
                    end: at(run.end),
                })
                .collect();
            let role = trace
                .role
                .as_deref()
                .map_or(format!("CTA {r}"), |n| format!("{n}, CTA {r}"));
            out.push(WarpTrace {
                warp: out.len(),
                role: Some(role),
                events,
                findings: trace.findings.clone(),
                past_views: trace.past_views.clone(),
                marks: trace.marks.clone(),
                wgmma: trace.wgmma.clone(),
                tcgen05: trace.tcgen05.clone(),
                memory: trace.memory.clone(),
                // Its loop runs, in the joint numbering of its events.
                loops,
                unknown_mapa: trace.unknown_mapa,
            });
        }
    }
    out
}

/// Arrivals an event makes on its barrier.
fn arrivals(e: &Event) -> i64 {
    match e.kind {
        EventKind::Arrive(c) => c.saturating_mul(e.lanes),
        EventKind::ArriveExpectTx(_) => e.lanes,
        EventKind::CommitMma => 1,
        _ => 0,
    }
}

/// Checks, for each rank and each barrier its warps wait on, that the
/// arrivals all ranks make on it (its [`received_view`]) are its count
/// at least its count times the phases its waits need (and whole
/// phases); reports a mismatch at the first wait,
/// with the ranks that send. `true` when all balance.
pub fn balance(runs: &[RankRun], allocs: &[Op], count: &dyn Fn(BarrierId) -> i64) -> bool {
    let mut ok = true;
    for r in 0..runs.len() {
        let view = received_view(runs, r);
        let waits = waits_of(&view);
        let locals = local_arrivals(&runs[r]);
        for (b, wait, phases) in waits {
            let need = count(b).saturating_mul(phases);
            let mut from = vec![0i64; runs.len()];
            for (s, run) in runs.iter().enumerate() {
                for send in run
                    .sends
                    .iter()
                    .filter(|x| x.to == r as i64 && x.barrier == b)
                {
                    from[s] = from[s].saturating_add(send.arrivals);
                }
            }
            let local = locals.get(&b).copied().unwrap_or(0);
            let got = from.iter().sum::<i64>().saturating_add(local);
            let c = count(b).max(1);
            if got >= need && got % c == 0 {
                continue;
            }
            let senders: Vec<String> = from
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(s, n)| format!("CTA {s}: {n}"))
                .collect();
            let senders = if senders.is_empty() {
                "none".to_string()
            } else {
                senders.join(", ")
            };
            wait.op.error(&format!(
                "barrier {} of CTA rank {r} expects {} arrival(s) per phase and CTA {r}'s waits need {phases} phase(s) ({need} arrivals), but the cluster's CTAs make {got} arrival(s) on it ({local} of its own local arrives; remote arrives from {senders})",
                crate::barrier_name(allocs, b),
                count(b)
            ));
            ok = false;
        }
    }
    ok
}

/// The barriers that the warps of `view` wait on, in the order of their
/// first wait (warp after warp), each with that wait and the most waits
/// one warp makes on it (the phases it needs).
fn waits_of(view: &[WarpTrace]) -> Vec<(BarrierId, Event, i64)> {
    let mut out: Vec<(BarrierId, Event, i64)> = Vec::new();
    let mut index: HashMap<BarrierId, usize> = HashMap::default();
    for t in view {
        let mut mine: HashMap<BarrierId, i64> = HashMap::default();
        for e in t.events.iter() {
            if !matches!(e.kind, EventKind::Wait(_)) {
                continue;
            }
            *mine.entry(e.barrier).or_default() += 1;
            index.entry(e.barrier).or_insert_with(|| {
                out.push((e.barrier, *e, 0));
                out.len() - 1
            });
        }
        for (b, n) in mine {
            let entry = &mut out[index[&b]];
            entry.2 = entry.2.max(n);
        }
    }
    out
}

/// The arrivals that `run`'s own local events (not its remote arrives)
/// make, per barrier.
fn local_arrivals(run: &RankRun) -> HashMap<BarrierId, i64> {
    let mut out: HashMap<BarrierId, i64> = HashMap::default();
    for (w, t) in run.traces.iter().enumerate() {
        let targets = targets_of(run, w);
        for (i, e) in t.events.iter().enumerate() {
            if at_event(targets, i, |x| x.0).is_empty() {
                let sum = out.entry(e.barrier).or_default();
                *sum = sum.saturating_add(arrivals(e));
            }
        }
    }
    out
}
