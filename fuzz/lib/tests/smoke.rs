//! The fuzz smoke test: every target on every seed, then on a fixed number
//! of mutated inputs, under `cargo test` on the stable toolchain.
//!
//! The targets run on one worker thread per core. Mutants are derived from a
//! pool that starts as the seed corpus and grows by every mutant that parses, so
//! the later ones reach past the parser; the seeds of the mutator are fixed,
//! so every run tries the same inputs.
//!
//! A crash of the compiler ends the test: a panic, or an internal error the
//! compiler reports for a panic it caught ([`Outcome::InternalError`]), has
//! its input saved and fails the test at the end; an abort or a fault ends the
//! process, and the input being run at the time is in
//! `target/tmp/fuzz-smoke/<target>.current.mlir` (each target keeps its
//! current input there until the call returns). A watchdog aborts the
//! process when one input runs longer than 30 s, after saving it as
//! `target/tmp/fuzz-smoke/<target>.timeout.mlir`.
//!
//! A crash of LLVM's code generation, which the compiler runs in a child
//! process and reports as an error ([`Outcome::CodegenCrash`]), fails the
//! test too: a module that passed the checks before LLVM must not make it
//! abort. Its input is saved as
//! `target/tmp/fuzz-smoke/<target>.codegen-crash-N.mlir`.
//!
//! The checker's bound on one kernel is 15 s here, as in the campaigns
//! (`PHASELOCK_CHECK_TIME_MS`, see fuzz/README.md), below the watchdog.
//!
//! `PHASELOCK_FUZZ_SMOKE_TARGETS=parse_verify,to_ptx` runs only the named
//! targets. `PHASELOCK_FUZZ_SMOKE_MUTANTS=N` replaces the number of mutants of
//! every target (0: seeds only); `PHASELOCK_FUZZ_SMOKE_RNG=N` their random
//! seed (a longer run beyond the test's own mutants).

use phaselock::Severity;
use phaselock_fuzz::{corpus, mutate, Outcome, Rng, Target, MAX_INPUT};
use std::{
    collections::HashMap,
    io::Write,
    panic::{catch_unwind, AssertUnwindSafe},
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// Longest time one input may take.
const WATCHDOG: Duration = Duration::from_secs(30);

/// The checker's time bound on one kernel during the smoke test, in
/// milliseconds (`PHASELOCK_CHECK_TIME_MS`, unless the environment sets it).
const CHECK_TIME_MS: &str = "15000";

/// Mutants per target: the targets that lower to PTX cost the most per
/// input (both run the protocol checker too). 16,000 in all: under two
/// minutes for the whole test in a debug build on two cores.
fn mutants(target: Target) -> usize {
    if let Some(n) = std::env::var("PHASELOCK_FUZZ_SMOKE_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    match target {
        Target::ParseVerify => 6000,
        Target::CheckProtocol => 4000,
        Target::ToPtx => 3000,
        Target::Instrument => 3000,
    }
}

/// The mutants' random seed: 0xF022, or `PHASELOCK_FUZZ_SMOKE_RNG` (decimal
/// or `0x` hex), which makes a longer run explore other mutants than the
/// test's.
fn rng_seed() -> u64 {
    let text = std::env::var("PHASELOCK_FUZZ_SMOKE_RNG").unwrap_or_default();
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    };
    parsed.unwrap_or(0xF022)
}

/// The largest the pool of parsing mutants grows.
const POOL: usize = 2000;

/// Where inputs of interest are written.
fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-smoke")
}

/// Writes to the real stderr, past the test harness's capture.
fn say(message: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{message}");
}

/// The input one target is running, for the watchdog.
struct Running {
    since: Instant,
    label: String,
    data: Vec<u8>,
}

type Board = Arc<Mutex<HashMap<Target, Running>>>;

/// What one target did.
#[derive(Default)]
struct Summary {
    inputs: usize,
    seconds: f64,
    outcomes: HashMap<Outcome, usize>,
    slowest: (f64, String),
    crashes: Vec<String>,
}

/// Runs one input; its outcome, `None` after a panic.
fn run_one(
    target: Target,
    board: &Board,
    label: &str,
    data: &[u8],
    summary: &mut Summary,
) -> Option<Outcome> {
    let current = out_dir().join(format!("{target}.current.mlir"));
    let _ = std::fs::write(&current, data);
    if let Ok(mut board) = board.lock() {
        board.insert(
            target,
            Running {
                since: Instant::now(),
                label: label.to_string(),
                data: data.to_vec(),
            },
        );
    }
    let start = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| target.run_with_diagnostics(data)));
    let seconds = start.elapsed().as_secs_f64();
    if let Ok(mut board) = board.lock() {
        board.remove(&target);
    }
    summary.inputs += 1;
    if seconds > summary.slowest.0 {
        summary.slowest = (seconds, label.to_string());
    }
    let what = match &result {
        Ok((outcome, _)) if !outcome.is_bug() => {
            *summary.outcomes.entry(*outcome).or_default() += 1;
            return Some(*outcome);
        }
        Ok((Outcome::CodegenCrash, diagnostics)) => {
            *summary.outcomes.entry(Outcome::CodegenCrash).or_default() += 1;
            let path = out_dir().join(format!(
                "{target}.codegen-crash-{}.mlir",
                summary.crashes.len()
            ));
            let _ = std::fs::write(&path, data);
            let message = diagnostics
                .first()
                .map(|d| d.to_string())
                .unwrap_or_default();
            let line = format!(
                "{target}: {label} made LLVM's code generation crash (contained in its child \
                 process, but the module passed the checks before LLVM): {message}; input saved \
                 as {}; reproduce with: {}",
                path.display(),
                target.command_line(data)
            );
            say(&line);
            summary.crashes.push(line);
            return Some(Outcome::CodegenCrash);
        }
        Ok((_, diagnostics)) => {
            let bugs: Vec<String> = diagnostics
                .iter()
                .filter(|d| d.severity == Severity::Error)
                .map(|d| d.to_string())
                .collect();
            format!(
                "made the compiler report an internal error: {}",
                bugs.join("; ")
            )
        }
        Err(_) => "panicked".to_string(),
    };
    *summary.outcomes.entry(Outcome::InternalError).or_default() += 1;
    let path = out_dir().join(format!("{target}.crash-{}.mlir", summary.crashes.len()));
    let _ = std::fs::write(&path, data);
    let line = format!(
        "{target}: {label} {what}; input saved as {}; reproduce with: {}",
        path.display(),
        target.command_line(data)
    );
    say(&line);
    summary.crashes.push(line);
    None
}

fn fuzz_target(target: Target, seeds: &[corpus::Seed], board: &Board) -> Summary {
    let mut summary = Summary::default();
    let start = Instant::now();
    let mut pool: Vec<Vec<u8>> = Vec::new();
    for seed in seeds {
        let data = seed.text.as_bytes();
        run_one(target, board, &seed.name, data, &mut summary);
        pool.push(data.to_vec());
    }
    let mut rng = Rng::new(rng_seed() + target as u64);
    for i in 0..mutants(target) {
        let Some(parent) = rng.pick(&pool) else {
            break;
        };
        let mut data = parent.clone();
        mutate(&mut data, MAX_INPUT, rng.next_u64());
        let label = format!("mutant {i}");
        let outcome = run_one(target, board, &label, &data, &mut summary);
        let parsed = matches!(
            outcome,
            Some(Outcome::Rejected | Outcome::Accepted | Outcome::CodegenCrash)
        );
        if parsed && pool.len() < POOL {
            pool.push(data);
        }
    }
    summary.seconds = start.elapsed().as_secs_f64();
    summary
}

/// Aborts the process when an input runs past [`WATCHDOG`].
fn watchdog(board: Board) {
    loop {
        thread::sleep(Duration::from_millis(200));
        let Ok(board) = board.lock() else {
            continue;
        };
        for (target, running) in board.iter() {
            if running.since.elapsed() > WATCHDOG {
                let path = out_dir().join(format!("{target}.timeout.mlir"));
                let _ = std::fs::write(&path, &running.data);
                say(&format!(
                    "fuzz smoke: target {target} ran {} for more than {} s: input saved as {}; \
                     reproduce with: {}",
                    running.label,
                    WATCHDOG.as_secs(),
                    path.display(),
                    target.command_line(&running.data)
                ));
                std::process::abort();
            }
        }
    }
}

#[test]
fn every_target_on_seeds_and_mutants() {
    let seeds = corpus::seeds().expect("the seed corpus is readable");
    assert!(seeds.len() > 50, "only {} seeds", seeds.len());
    std::fs::create_dir_all(out_dir()).expect("target/tmp/fuzz-smoke can be created");
    say(&format!(
        "fuzz smoke: {} seeds; the input each target is running is in {}/<target>.current.mlir",
        seeds.len(),
        out_dir().display()
    ));
    // The protocol checker's bound on one kernel, as the campaigns set it
    // (fuzz/README.md): below the watchdog, so that the watchdog fires on a
    // bound that did not hold, not on a check that used its 60 s. Set
    // before any thread starts.
    if std::env::var_os("PHASELOCK_CHECK_TIME_MS").is_none() {
        std::env::set_var("PHASELOCK_CHECK_TIME_MS", CHECK_TIME_MS);
    }
    let board: Board = Arc::default();
    {
        let board = board.clone();
        thread::spawn(move || watchdog(board));
    }
    let start = Instant::now();
    let seeds = Arc::new(seeds);
    // One worker per core (at most one per target), so that an input's
    // time on the watchdog is its own, not shared with other targets'.
    // The costliest targets go first.
    let only = std::env::var("PHASELOCK_FUZZ_SMOKE_TARGETS").unwrap_or_default();
    let queue = Arc::new(Mutex::new(
        [
            Target::ParseVerify,
            Target::Instrument,
            Target::ToPtx,
            Target::CheckProtocol,
        ]
        .into_iter()
        .filter(|t| only.is_empty() || only.split(',').any(|name| name == t.name()))
        .collect::<Vec<_>>(),
    ));
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    let workers: Vec<_> = (0..cores.min(Target::ALL.len()))
        .map(|i| {
            let (seeds, board, queue) = (seeds.clone(), board.clone(), queue.clone());
            thread::Builder::new()
                .name(format!("fuzz-smoke-{i}"))
                .spawn(move || {
                    let mut done = Vec::new();
                    while let Some(target) = queue.lock().ok().and_then(|mut q| q.pop()) {
                        done.push((target, fuzz_target(target, &seeds, &board)));
                    }
                    done
                })
                .expect("a worker thread")
        })
        .collect();
    let mut summaries: Vec<(Target, Summary)> = workers
        .into_iter()
        .flat_map(|w| w.join().expect("the worker returns"))
        .collect();
    summaries.sort_by_key(|(target, _)| *target as usize);
    let mut crashes = Vec::new();
    for (target, summary) in summaries {
        let outcomes: Vec<String> = Outcome::ALL
            .iter()
            .map(|o| {
                format!(
                    "{} {}",
                    summary.outcomes.get(o).copied().unwrap_or(0),
                    o.name()
                )
            })
            .collect();
        say(&format!(
            "fuzz smoke: {target:<15} {:>5} inputs in {:>6.1} s, {:>6.1} exec/s ({}); slowest {:.2} s ({})",
            summary.inputs,
            summary.seconds,
            summary.inputs as f64 / summary.seconds.max(1e-9),
            outcomes.join(", "),
            summary.slowest.0,
            summary.slowest.1,
        ));
        crashes.extend(summary.crashes);
    }
    say(&format!(
        "fuzz smoke: done in {:.1} s",
        start.elapsed().as_secs_f64()
    ));
    assert!(crashes.is_empty(), "crashes:\n{}", crashes.join("\n"));
}
