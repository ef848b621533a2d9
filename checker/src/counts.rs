//! Arrivals and bytes per phase, from the simulated laps, against the
//! barriers' init counts and expected bytes.

use crate::{
    barrier_name,
    model_check::Group,
    simt::{BarrierId, EventKind},
};
use phaselock_ir::{self as ir, Op};
use std::collections::BTreeMap;

/// Per group and barrier, what one phase receives from the group: the
/// events of one of the group's laps that touch the barrier (see [`shares`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Share {
    pub(crate) arrivals: i64,
    pub(crate) expected: i64,
    pub(crate) copied: i64,
}

/// Per barrier, the share of every group that touches it: the events of
/// the group's first lap on the barrier.
///
/// A lap on barrier `b` starts with the group's first event on `b` and
/// ends where that kind of event on `b` comes again after something that
/// separates laps: one of the group's waits (on any barrier: a producer
/// of two rings waits on both `empty` barriers within one lap of each
/// `full`), a named or CTA barrier (a group kept to one phase per lap by
/// one instead of waits), or nothing at all for a group with neither
/// waits nor syncs (the arrivals another CTA of the cluster sends, see
/// `cluster::received_view`: each event that comes again is the next
/// phase's). So a producer that arrives with the expected bytes, waits on
/// another ring's `empty` and then copies gives the arrival, the bytes and
/// the copy to one phase, and a consumer that arrives twice per lap gives
/// both arrivals.
pub(crate) fn shares(groups: &[Group]) -> BTreeMap<BarrierId, Vec<(usize, Share, Vec<Op>)>> {
    let mut out: BTreeMap<BarrierId, Vec<(usize, Share, Vec<Op>)>> = BTreeMap::new();
    for (g, group) in groups.iter().enumerate() {
        let weight = group.warps.len() as i64;
        let pure_sender = !group
            .events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Wait(_) | EventKind::Sync(..)));
        let mut laps: BTreeMap<BarrierId, Lap> = BTreeMap::new();
        for e in &group.events {
            if matches!(e.kind, EventKind::Wait(_) | EventKind::Sync(..)) {
                laps.values_mut().for_each(|lap| lap.separated = true);
                continue;
            }
            let Some(key) = lap_key(e.kind, e.barrier) else {
                continue;
            };
            let lap = laps.entry(e.barrier).or_insert_with(|| Lap::new(key));
            if lap.done {
                continue;
            }
            if key == lap.first && lap.started && (lap.separated || pure_sender) {
                lap.done = true;
                continue;
            }
            lap.started = true;
            let w = e.lanes * weight;
            let (arrivals, expected, copied) = match e.kind {
                EventKind::Arrive(c) => (c * w, 0, 0),
                EventKind::CommitMma => (w, 0, 0),
                EventKind::ArriveExpectTx(bytes) => (w, bytes * w, 0),
                EventKind::ExpectTx(bytes) => (0, bytes * w, 0),
                EventKind::Copy(bytes) => (0, 0, bytes * w),
                _ => continue,
            };
            lap.share.arrivals += arrivals;
            lap.share.expected += expected;
            lap.share.copied += copied;
            if !lap.ops.contains(&e.op) {
                lap.ops.push(e.op);
            }
        }
        for (b, lap) in laps {
            out.entry(b).or_default().push((g, lap.share, lap.ops));
        }
    }
    out
}

/// A group's first lap on one barrier, as [`shares`] collects it.
struct Lap {
    /// The kind of event that opened it.
    first: (BarrierId, u8),
    /// Whether an event has been counted.
    started: bool,
    /// Whether a wait or a sync came since it opened.
    separated: bool,
    /// Whether it has ended.
    done: bool,
    share: Share,
    ops: Vec<Op>,
}

impl Lap {
    fn new(first: (BarrierId, u8)) -> Self {
        Lap {
            first,
            started: false,
            separated: false,
            done: false,
            share: Share::default(),
            ops: Vec::new(),
        }
    }
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
    let mut reported = crate::maps::HashSet::default();
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
