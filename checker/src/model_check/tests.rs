//! The reduced search against the full one, on generated protocols: rings
//! of one to three stages, one to three consumers taking every lap or laps
//! in turn, one or two independent pipelines, copies or arrivals filling
//! the stages (the bytes expected with the arrival, before the copy, or
//! after the copy and the arrival), and up to two random changes (an event
//! dropped, doubled or moved, a parity flipped, a count changed), so that
//! most of them are
//! wrong in some way. Both searches must agree on whether there is a
//! finding. A second test runs random event sequences on one or two
//! barriers, which no pipeline generates.

use super::*;
use mlir_sys::MlirOperation;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn event(kind: EventKind, barrier: BarrierId) -> Event {
    Event {
        kind,
        barrier,
        lanes: 1,
        op: phaselock_ir::Op(MlirOperation {
            ptr: std::ptr::null_mut(),
        }),
    }
}

/// One ring: its producer's and consumers' traces (barrier allocs `2p`
/// for full, `2p + 1` for empty) and the init counts.
fn ring(
    rng: &mut Rng,
    p: usize,
    most: u64,
    counts: &mut BTreeMap<BarrierId, i64>,
) -> Vec<Vec<Event>> {
    let stages = 1 + rng.below(3) as i64;
    let laps = 1 + rng.below(5) as i64;
    let consumers = 1 + rng.below(most) as usize;
    let turns = consumers > 1 && rng.below(2) == 0;
    let copies = rng.below(2) == 0;
    let split = rng.below(2) == 0;
    let late = split && rng.below(3) == 0;
    let commit = rng.below(3) == 0;
    let named = !turns && consumers > 1 && rng.below(3) == 0;
    let (full, empty) = (2 * p, 2 * p + 1);
    let mut traces = vec![Vec::new(); consumers + 1];
    for s in 0..stages {
        counts.insert((full, s), 1);
        counts.insert((empty, s), if turns { 1 } else { consumers as i64 });
    }
    for k in 0..laps {
        let (s, n) = (k % stages, k / stages);
        let producer = &mut traces[0];
        producer.push(event(EventKind::Wait((n & 1) ^ 1), (empty, s)));
        if copies && late {
            producer.push(event(EventKind::Copy(64), (full, s)));
            producer.push(event(EventKind::Arrive(1), (full, s)));
            producer.push(event(EventKind::ExpectTx(64), (full, s)));
        } else if copies && split {
            producer.push(event(EventKind::ExpectTx(64), (full, s)));
            producer.push(event(EventKind::Copy(64), (full, s)));
            producer.push(event(EventKind::Arrive(1), (full, s)));
        } else if copies {
            producer.push(event(EventKind::ArriveExpectTx(64), (full, s)));
            producer.push(event(EventKind::Copy(64), (full, s)));
        } else {
            producer.push(event(EventKind::Arrive(1), (full, s)));
        }
        for c in 0..consumers {
            if turns && k as usize % consumers != c {
                continue;
            }
            let trace = &mut traces[1 + c];
            trace.push(event(EventKind::Wait(n & 1), (full, s)));
            if named {
                trace.push(event(
                    EventKind::Sync(1 + p as i64, consumers as i64),
                    (0, 0),
                ));
            }
            let release = if commit {
                EventKind::CommitMma
            } else {
                EventKind::Arrive(1)
            };
            trace.push(event(release, (empty, s)));
        }
    }
    traces
}

/// Up to two random changes to the traces.
fn mutate(rng: &mut Rng, traces: &mut [Vec<Event>]) {
    for _ in 0..rng.below(3) {
        let t = rng.below(traces.len() as u64) as usize;
        let trace = &mut traces[t];
        if trace.is_empty() {
            continue;
        }
        let i = rng.below(trace.len() as u64) as usize;
        match rng.below(6) {
            0 => {
                trace.remove(i);
            }
            1 => {
                let e = trace[i];
                trace.insert(i, e);
            }
            2 if i + 1 < trace.len() => trace.swap(i, i + 1),
            3 => {
                if let EventKind::Wait(p) = trace[i].kind {
                    trace[i].kind = EventKind::Wait(p ^ 1);
                }
            }
            4 => {
                if let EventKind::Arrive(_) = trace[i].kind {
                    trace[i].kind = EventKind::Arrive(2);
                }
            }
            _ => {
                if let EventKind::Copy(_) = trace[i].kind {
                    trace[i].kind = EventKind::Copy(32);
                }
            }
        }
    }
}

fn generated(seed: u64) -> (Vec<Group>, BTreeMap<BarrierId, i64>) {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut counts = BTreeMap::new();
    let mut traces = Vec::new();
    let rings = 1 + rng.below(2) as usize;
    for p in 0..rings {
        let most = if rings == 1 { 3 } else { 2 };
        traces.extend(ring(&mut rng, p, most, &mut counts));
    }
    mutate(&mut rng, &mut traces);
    let groups = traces
        .into_iter()
        .enumerate()
        .map(|(w, events)| Group {
            warps: vec![w],
            role: None,
            events,
        })
        .collect();
    (groups, counts)
}

fn search(groups: &[Group], counts: &BTreeMap<BarrierId, i64>, reduce: bool) -> Outcome {
    let count = |b: BarrierId| counts.get(&b).copied().unwrap_or(1);
    let limits = Limits {
        reduce,
        ..Limits::with_states(1_000_000)
    };
    check(groups, &count, limits)
}

#[test]
fn the_reduced_search_finds_what_the_full_one_finds() {
    let (mut found, mut smaller, mut skipped) = (0, 0, 0);
    // `PHASELOCK_MODEL_CHECK_SEEDS` runs more protocols than the 4000.
    let seeds: u64 = std::env::var("PHASELOCK_MODEL_CHECK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    for seed in 0..seeds {
        let (groups, counts) = generated(seed);
        let full = search(&groups, &counts, false);
        if full.bounded {
            skipped += 1;
            continue;
        }
        let reduced = search(&groups, &counts, true);
        assert!(!reduced.bounded, "seed {seed}");
        assert_eq!(
            full.finding.is_some(),
            reduced.finding.is_some(),
            "seed {seed}: full {:?}, reduced {:?}",
            full.finding.as_ref().map(std::mem::discriminant),
            reduced.finding.as_ref().map(std::mem::discriminant),
        );
        found += usize::from(full.finding.is_some());
        smaller += usize::from(reduced.states < full.states);
        if full.finding.is_none() {
            assert!(reduced.states <= full.states, "seed {seed}");
        }
    }
    // The generator makes both kinds, and the reduction reduces; the
    // full search outgrows its bound on few (a long ring of three
    // consumers).
    let n = seeds as usize;
    assert!(
        (n / 4..n * 3 / 4).contains(&found),
        "{found} of {n} have a finding"
    );
    assert!(smaller > n / 4, "{smaller} of {n} searched fewer states");
    assert!(
        skipped < n / 100,
        "{skipped} of {n} outgrew the full search"
    );
}

/// A group of `warps` warps whose trace is one wait-free sync on named
/// barrier `id` of `threads` threads (`lanes` lanes a warp).
fn syncing(warps: usize, lanes: i64, id: i64, threads: i64) -> Group {
    let mut sync = event(EventKind::Sync(id, threads), (0, 0));
    sync.lanes = lanes;
    Group {
        warps: (0..warps).collect(),
        role: None,
        events: vec![sync, sync],
    }
}

#[test]
fn a_group_s_own_syncs_are_left_out_and_nothing_else() {
    let counts = BTreeMap::new();
    let verdict = |groups: &[Group]| {
        let outcome = search(groups, &counts, true);
        (outcome.finding.is_some(), outcome.states)
    };
    // A warpgroup's own barrier: no states but the start.
    assert_eq!(verdict(&[syncing(4, 32, 12, 128)]), (false, 1));
    // Too few threads for its count: it waits for good.
    assert!(verdict(&[syncing(4, 32, 12, 256)]).0);
    // Two groups share it: kept (each sync a state for each group), and
    // they meet there.
    let shared = [syncing(4, 32, 12, 256), syncing(4, 32, 12, 256)];
    assert_eq!(verdict(&shared), (false, 7));
    // Half the lanes: kept, and it waits for good.
    assert!(verdict(&[syncing(4, 16, 12, 128)]).0);
}

/// Random event sequences on one or two barriers (copies, arrivals,
/// `expect_tx` and MMA commits in any order, waits of either parity, two or
/// three groups): protocols no pipeline generates, with the landings'
/// order and late `expect_tx` mattering. Both searches must agree.
#[test]
fn random_event_sequences_agree() {
    let seeds: u64 = std::env::var("PHASELOCK_MODEL_CHECK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(20_000, |n: u64| n * 5);
    let mut found = 0;
    for seed in 0..seeds {
        let (groups, counts) = random_sequences(seed);
        let full = search(&groups, &counts, false);
        let reduced = search(&groups, &counts, true);
        assert_eq!(
            full.finding.is_some(),
            reduced.finding.is_some(),
            "seed {seed}: {groups:?}"
        );
        found += usize::from(full.finding.is_some());
    }
    // Most are wrong (an end in the middle of a phase, above all); some
    // are not.
    let n = seeds as usize;
    assert!((n / 2..n * 99 / 100).contains(&found), "{found} of {n}");
}

/// The groups and init counts of [`random_event_sequences_agree`]'s
/// protocol `seed`.
fn random_sequences(seed: u64) -> (Vec<Group>, BTreeMap<BarrierId, i64>) {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let barriers = 1 + rng.below(2) as usize;
    let counts: BTreeMap<BarrierId, i64> = (0..barriers)
        .map(|b| ((b, 0), 1 + rng.below(2) as i64))
        .collect();
    let groups = (0..2 + rng.below(2) as usize)
        .map(|g| {
            let events = (0..1 + rng.below(6))
                .map(|_| {
                    let b = (rng.below(barriers as u64) as usize, 0);
                    let kind = match rng.below(if g == 0 { 4 } else { 8 }) {
                        0 => EventKind::Copy(64),
                        1 => EventKind::Arrive(1),
                        2 => EventKind::ExpectTx(64),
                        3 => EventKind::CommitMma,
                        _ => EventKind::Wait(rng.below(2) as i64),
                    };
                    event(kind, b)
                })
                .collect();
            Group {
                warps: vec![g],
                role: None,
                events,
            }
        })
        .collect();
    (groups, counts)
}

/// One named barrier used with two thread counts (an arrive of 2, a sync
/// of 3): the arrive releases the sync at its own count, which the bound of
/// where a group can go does not read (with the reduction on, the deadlock
/// where the sync was passed is not reached), so the reduction is off; with
/// one count it stays on.
#[test]
fn mixed_thread_counts_turn_the_reduction_off() {
    let group = |w: usize, kinds: &[EventKind]| Group {
        warps: vec![w],
        role: None,
        events: kinds.iter().map(|k| event(*k, (0, 0))).collect(),
    };
    let mixed = [
        group(0, &[EventKind::NamedArrive(1, 2), EventKind::Arrive(1)]),
        group(1, &[EventKind::Sync(1, 3), EventKind::Copy(32)]),
    ];
    assert!(super::reduce::mixed_threads(&mixed));
    let alike = [
        group(0, &[EventKind::NamedArrive(1, 2), EventKind::Arrive(1)]),
        group(1, &[EventKind::Sync(1, 2), EventKind::Sync(2, 5)]),
    ];
    assert!(!super::reduce::mixed_threads(&alike));
}
