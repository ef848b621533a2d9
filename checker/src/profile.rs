//! Where the check of a kernel spends its time, by part: printed to stderr
//! after each kernel's check when `PHASELOCK_CHECK_PROFILE` is set (to any
//! value; `configs` adds a line per configuration), as `-mlir-timing` does
//! for passes. Costs nothing otherwise
//! beyond reading the clock around each part.

use std::cell::RefCell;
use std::time::{Duration, Instant};

/// The parts of a kernel's check that are timed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The SIMT simulation of a configuration (every CTA it simulates).
    Simulate,
    /// The trace rules before the model check (order, tensor memory, MMA
    /// releases, descriptors, coverage, windows).
    Rules,
    /// The staging rule's first pass.
    Staging,
    /// The counts and the model check.
    ModelCheck,
    /// The staging rule's second pass, on the mbarriers' phases.
    StagingPhased,
}

const PARTS: [Part; 5] = [
    Part::Simulate,
    Part::Rules,
    Part::Staging,
    Part::ModelCheck,
    Part::StagingPhased,
];

thread_local! {
    static SPENT: RefCell<[(Duration, u32); 5]> = const { RefCell::new([(Duration::ZERO, 0); 5]) };
}

/// Runs `f`, adding its time to `part`.
pub fn timed<T>(part: Part, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    add(part, start.elapsed());
    out
}

/// Adds `spent` to `part`.
pub fn add(part: Part, spent: Duration) {
    SPENT.with(|s| {
        let mut s = s.borrow_mut();
        let i = PARTS.iter().position(|p| *p == part).unwrap_or(0);
        s[i].0 += spent;
        s[i].1 += 1;
    });
}

/// Prints the parts' times of the kernel `name` (when asked for) and
/// starts the next kernel's from zero.
pub fn report(name: &str, configurations: usize, total: Duration) {
    let spent = SPENT.with(|s| std::mem::take(&mut *s.borrow_mut()));
    if std::env::var_os("PHASELOCK_CHECK_PROFILE").is_none() {
        return;
    }
    let mut line = format!(
        "check profile of kernel @{name}: {:.3} s, {configurations} configurations:",
        total.as_secs_f64()
    );
    for (part, (time, calls)) in PARTS.iter().zip(spent) {
        line += &format!(" {part:?} {:.3} s ({calls}),", time.as_secs_f64());
    }
    line.pop();
    eprintln!("{line}");
}

/// With `PHASELOCK_CHECK_PROFILE=configs`, prints one configuration's
/// trip counts, time, the parts' times so far and its model check's states
/// (`None`: its traces were those of one checked before).
pub fn config(trips: crate::trips::Trips, spent: Duration, states: Option<usize>) {
    if std::env::var("PHASELOCK_CHECK_PROFILE").as_deref() != Ok("configs") {
        return;
    }
    let parts = SPENT.with(|s| {
        s.borrow()
            .iter()
            .map(|(d, _)| format!("{:.1}", d.as_secs_f64() * 1e3))
            .collect::<Vec<_>>()
            .join(" ")
    });
    eprintln!(
        "check configuration outer {} inner {}: {:.1} ms, parts so far (ms) {parts}, states {states:?}",
        trips.outer,
        trips.inner,
        spent.as_secs_f64() * 1e3
    );
}
