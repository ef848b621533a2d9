//! Arrivals and bytes per phase, from the simulated laps, against the
//! barriers' init counts and expected bytes.

use crate::{
    barrier_name,
    model_check::Group,
    simt::{BarrierId, EventKind},
};
use phaselock_passes::ir::{self, Op};
use std::collections::BTreeMap;

/// Per group and barrier, what one phase receives from the group: the
/// events between two of the group's waits (a lap) that touch the barrier.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Share {
    pub(crate) arrivals: i64,
    pub(crate) expected: i64,
    pub(crate) copied: i64,
}

pub(crate) fn shares(groups: &[Group]) -> BTreeMap<BarrierId, Vec<(usize, Share, Vec<Op>)>> {
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
        // A group that never waits on a barrier it arrives on may be kept
        // to one phase per lap by a named or CTA barrier instead: the same
        // kind of event on the same barrier again after such a barrier
        // starts a new lap (see [`lap_key`]).
        // A group with neither waits nor syncs (the arrivals another CTA
        // of the cluster sends, see `cluster::received_view`) has nothing
        // to mark its laps: each event that comes again starts the next
        // phase's share (one send per phase).
        let pure_sender = !group
            .events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Wait(_) | EventKind::Sync(..)));
        let mut before_sync = std::collections::HashSet::new();
        let mut since_sync = std::collections::HashSet::new();
        for e in &group.events {
            let w = e.lanes * weight;
            if matches!(e.kind, EventKind::Wait(_)) {
                flush(&mut segment);
                before_sync.clear();
                since_sync.clear();
                continue;
            }
            // An arrive-only named barrier does not tie the warp to others.
            if matches!(e.kind, EventKind::Sync(..)) {
                before_sync.extend(since_sync.drain());
                continue;
            }
            if let Some(k) = lap_key(e.kind, e.barrier) {
                if before_sync.contains(&k) || (pure_sender && since_sync.contains(&k)) {
                    flush(&mut segment);
                    before_sync.clear();
                    since_sync.clear();
                }
                since_sync.insert(k);
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

/// The barrier and the kind of an mbarrier event, for telling a group's
/// laps apart at named or CTA barriers: a producer that issues `arrive +
/// expect_tx` and a copy on `full`, meets the readers on a named barrier,
/// and issues them again, has started the next phase of `full`, while
/// one that raises the bytes, meets its role's barrier and then arrives
/// (a `cta` arrive unit) is still in the same phase.
fn lap_key(kind: EventKind, barrier: BarrierId) -> Option<(BarrierId, u8)> {
    let class = match kind {
        EventKind::Arrive(_) | EventKind::CommitMma => 0,
        EventKind::ArriveExpectTx(_) => 1,
        EventKind::ExpectTx(_) => 2,
        EventKind::Copy(_) => 3,
        EventKind::Wait(_) | EventKind::Sync(..) | EventKind::NamedArrive(..) => return None,
    };
    Some((barrier, class))
}

/// Arrivals and bytes per phase against the init counts and expectations.
pub(crate) fn count_checks(
    allocs: &[Op],
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
) -> bool {
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
        // Groups that take turns on a barrier (alternating consumers over a
        // ring whose stage count is not a multiple of theirs) each complete
        // whole phases: every share is the count. Whether they really
        // alternate is the model check's to prove.
        let turns = list.len() > 1 && list.iter().all(|(_, s, _)| s.arrivals == want);
        if total.arrivals != want && !turns && reported.insert(("arrivals", b.0)) {
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
