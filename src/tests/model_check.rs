//! The bounded model check on hand-made traces: a correct ring, its
//! wrong phases, deadlocks and named barriers.

use crate::checker::{
    model_check::{check, Finding, Group, Limits, Outcome},
    simt::{BarrierId, Event, EventKind},
};
use crate::ir::Op;

const FULL: BarrierId = (0, 0);
const EMPTY: BarrierId = (1, 0);

fn event(kind: EventKind, barrier: BarrierId, lanes: i64) -> Event {
    let op = Op(mlir_sys::MlirOperation {
        ptr: std::ptr::null_mut(),
    });
    Event {
        kind,
        barrier,
        lanes,
        op,
    }
}

fn group(warp: usize, events: Vec<Event>) -> Group {
    Group {
        warps: vec![warp],
        role: None,
        events,
    }
}

/// A producer filling one slot `laps` times by a copy, and a consumer
/// waiting on it with the parity of `consumer_parity(lap)`.
fn ring(laps: i64, consumer_parity: impl Fn(i64) -> i64) -> Vec<Group> {
    let producer = (0..laps)
        .flat_map(|k| {
            [
                event(EventKind::Wait((k & 1) ^ 1), EMPTY, 32),
                event(EventKind::ArriveExpectTx(256), FULL, 1),
                event(EventKind::Copy(256), FULL, 1),
            ]
        })
        .collect();
    let consumer = (0..laps)
        .flat_map(|k| {
            [
                event(EventKind::Wait(consumer_parity(k)), FULL, 32),
                event(EventKind::Arrive(1), EMPTY, 1),
            ]
        })
        .collect();
    vec![group(0, producer), group(1, consumer)]
}

fn run(groups: &[Group]) -> Outcome {
    check(groups, &|_| 1, Limits::with_states(100_000))
}

#[test]
fn correct_ring_has_no_finding() {
    let outcome = run(&ring(4, |k| k & 1));
    assert!(outcome.finding.is_none());
    assert!(!outcome.bounded);
    assert!(outcome.states > 1);
}

#[test]
fn untoggled_parity_is_a_stale_phase_after_a_landing() {
    let outcome = run(&ring(3, |_| 0));
    let Some(Finding::StalePhase { trace }) = outcome.finding else {
        panic!("expected a stale phase, got {:?}", outcome.finding);
    };
    assert!(trace.iter().any(|s| s.landed));
    assert!(matches!(trace.last().map(|s| s.group), Some(1)));
}

#[test]
fn wrong_initial_parity_is_an_early_wait() {
    let outcome = run(&ring(2, |k| (k & 1) ^ 1));
    assert!(matches!(outcome.finding, Some(Finding::EarlyWait { .. })));
}

#[test]
fn both_waiting_first_is_a_deadlock() {
    let groups = [
        group(0, vec![event(EventKind::Wait(0), EMPTY, 32)]),
        group(1, vec![event(EventKind::Wait(0), FULL, 32)]),
    ];
    let Some(Finding::Deadlock { trace, blocked }) = run(&groups).finding else {
        panic!("expected a deadlock");
    };
    assert!(trace.is_empty());
    let groups: Vec<usize> = blocked.iter().map(|b| b.0).collect();
    assert_eq!(groups, [1, 0]);
}

#[test]
fn named_barrier_releases_when_its_threads_arrived() {
    let sync = |threads| event(EventKind::Sync(1, threads), FULL, 32);
    let twice = |threads| [group(0, vec![sync(threads)]), group(1, vec![sync(threads)])];
    assert!(run(&twice(64)).finding.is_none());
    let Some(Finding::Deadlock { blocked, .. }) = run(&twice(96)).finding else {
        panic!("expected a deadlock");
    };
    assert_eq!(blocked.len(), 2);
}
