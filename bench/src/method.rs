//! The benchmark method of `bench/RESULTS.md`, for the benchmarks of this
//! binary (the streaming ring, the handoff, the cluster barrier): every
//! side in one process; rounds in which every side runs in an order rotated
//! by one place each round; the **steady** state as the headline (each side
//! alone for a chunk of about 0.3 s, all rounds enqueued without a pause,
//! the launches of the chunk's second half timed with CUDA events between
//! them, their median the side's figure for the round), launches
//! **interleaved** (cycles of one launch of every side) and **bursts** after
//! idle as further columns; the paired ratios' median with min and max over
//! the rounds; and the SM clock and power read by NVML every 20 ms while
//! the timed launches run.
//!
//! A side's launch takes a slot number, counted per side from 0 in each
//! phase: a latency kernel stores its cycles at that index of its output, so
//! every timed launch has its own in-kernel figure.

use crate::{s, Res};
use phaselock_runtime::{Device, Event, Stream};
use std::time::{Duration, Instant};

/// The method's numbers (environment variables `PHASELOCK_BENCH_*` set
/// them; every count of rounds at least 7).
#[derive(Debug, Clone)]
pub struct Settings {
    /// Steady rounds.
    pub rounds: usize,
    /// Seconds each side runs alone per steady round.
    pub chunk_s: f64,
    /// Interleaved rounds.
    pub interleaved_rounds: usize,
    /// Seconds of work per side per interleaved round.
    pub round_s: f64,
    /// Burst rounds.
    pub burst_rounds: usize,
    /// Seconds idle before each burst.
    pub idle_s: f64,
    /// Seconds of timed launches per burst.
    pub burst_s: f64,
    /// Least seconds of the warm-up.
    pub warmup_s: f64,
    /// Most seconds of the warm-up.
    pub warmup_max_s: f64,
}

impl Settings {
    /// The defaults of the method, changed by `PHASELOCK_BENCH_ROUNDS`,
    /// `_CHUNK_S`, `_INTERLEAVED_ROUNDS`, `_ROUND_S`, `_BURST_ROUNDS`,
    /// `_IDLE_S`, `_BURST_S`, `_WARMUP_S`, `_WARMUP_MAX_S`.
    pub fn from_env() -> Res<Settings> {
        let number = |name: &str, default: f64| -> Res<f64> {
            let key = format!("PHASELOCK_BENCH_{name}");
            match std::env::var(&key) {
                Ok(v) => v
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or(format!("{key}: `{v}` is not a non-negative number")),
                Err(_) => Ok(default),
            }
        };
        let rounds = |name: &str, default: f64| -> Res<usize> {
            let n = number(name, default)? as usize;
            if n < 7 {
                return Err(format!(
                    "PHASELOCK_BENCH_{name}: the method takes at least 7 rounds, got {n}"
                ));
            }
            Ok(n)
        };
        let warmup_s = number("WARMUP_S", 20.0)?;
        Ok(Settings {
            rounds: rounds("ROUNDS", 7.0)?,
            chunk_s: number("CHUNK_S", 0.3)?,
            interleaved_rounds: rounds("INTERLEAVED_ROUNDS", 11.0)?,
            round_s: number("ROUND_S", 0.02)?,
            burst_rounds: rounds("BURST_ROUNDS", 7.0)?,
            idle_s: number("IDLE_S", 0.3)?,
            burst_s: number("BURST_S", 0.02)?,
            warmup_s,
            warmup_max_s: number("WARMUP_MAX_S", 3.0 * warmup_s)?,
        })
    }

    /// One line for the report.
    pub fn describe(&self) -> String {
        format!(
            "steady: {} rounds, {} s alone per side per round (second half timed); interleaved: {} rounds of about {} s per side; burst: {} rounds, {} s idle, then 2 warm-up launches and about {} s timed; warm-up at least {} s (at most {} s) until the SM clock settles",
            self.rounds,
            self.chunk_s,
            self.interleaved_rounds,
            self.round_s,
            self.burst_rounds,
            self.idle_s,
            self.burst_s,
            self.warmup_s,
            self.warmup_max_s
        )
    }
}

/// Median (the mean of the two middle values for an even count; 0 for none).
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// The sides' indices in round `round`: rotated by one place each round,
/// so every side takes every position equally often over `n` rounds.
pub fn order(n: usize, round: usize) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let shift = round % n;
    (shift..n).chain(0..shift).collect()
}

/// Launches for `target_s` of work at `estimate_s` each, within
/// `[least, most]`.
pub fn reps(estimate_s: f64, target_s: f64, least: usize, most: usize) -> usize {
    if estimate_s <= 0.0 || !estimate_s.is_finite() {
        return most;
    }
    ((target_s / estimate_s).ceil() as usize).clamp(least, most)
}

/// Per round, `a / b`.
pub fn ratio(a: &[f64], b: &[f64]) -> Res<Vec<f64>> {
    if a.len() != b.len() || a.is_empty() {
        return Err(format!(
            "paired ratios need the same, non-zero number of rounds ({} and {})",
            a.len(),
            b.len()
        ));
    }
    Ok(a.iter().zip(b).map(|(x, y)| x / y).collect())
}

/// A baseline with several candidates: per round, the least figure.
pub fn least_per_round(candidates: &[&[f64]]) -> Vec<f64> {
    let rounds = candidates.iter().map(|c| c.len()).min().unwrap_or(0);
    (0..rounds)
        .map(|r| {
            candidates
                .iter()
                .map(|c| c[r])
                .fold(f64::INFINITY, f64::min)
        })
        .collect()
}

/// `median (min-max)` of a paired ratio.
pub fn summary(values: &[f64]) -> String {
    if values.is_empty() {
        return "-".into();
    }
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    format!("{:.3} ({lo:.3}-{hi:.3})", median(values))
}

/// One way to run the work being compared.
pub struct Side<'a> {
    /// Its name in the tables.
    pub name: String,
    launch: Box<dyn Fn(usize) -> Res<()> + 'a>,
}

impl<'a> Side<'a> {
    /// A side whose launch, given its slot, enqueues one launch.
    pub fn new(name: &str, launch: impl Fn(usize) -> Res<()> + 'a) -> Self {
        Side {
            name: name.to_string(),
            launch: Box::new(launch),
        }
    }
}

/// One side in one round.
#[derive(Debug, Clone, Default)]
pub struct Round {
    /// Its place in the round's order.
    pub position: usize,
    /// Milliseconds of each timed launch.
    pub ms: Vec<f64>,
    /// The slot of each timed launch.
    pub slots: Vec<usize>,
    /// The NVML readings taken while the timed launches ran.
    pub readings: Vec<Reading>,
}

impl Round {
    /// Median milliseconds of the timed launches.
    pub fn median_ms(&self) -> f64 {
        median(&self.ms)
    }
}

/// A phase's result: `[side][round]`.
pub type Rounds = Vec<Vec<Round>>;

/// One NVML reading.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    /// When it was taken.
    pub t: Instant,
    /// SM clock, MHz.
    pub sm_mhz: u32,
    /// Board power, W.
    pub watts: f64,
    /// The clock event (throttle) reasons' bits.
    pub reasons: u64,
}

/// Median, least and most SM MHz, median W, the readings' count and the
/// union of their reasons' bits, as text cells `MHz (min-max)`, `W`, `n`,
/// `reasons`.
pub fn readings_cells(readings: &[Reading]) -> [String; 4] {
    if readings.is_empty() {
        return ["-".into(), "-".into(), "0".into(), "-".into()];
    }
    let mhz: Vec<f64> = readings.iter().map(|r| r.sm_mhz as f64).collect();
    let watts: Vec<f64> = readings.iter().map(|r| r.watts).collect();
    let lo = mhz.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = mhz.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let reasons = readings.iter().fold(0u64, |a, r| a | r.reasons);
    [
        format!("{:.0} ({lo:.0}-{hi:.0})", median(&mhz)),
        format!("{:.0}", median(&watts)),
        readings.len().to_string(),
        format!("{reasons:#x}"),
    ]
}

/// Median SM MHz of readings (`-` for none).
pub fn median_mhz(readings: &[Reading]) -> String {
    if readings.is_empty() {
        return "-".into();
    }
    let mhz: Vec<f64> = readings.iter().map(|r| r.sm_mhz as f64).collect();
    format!("{:.0}", median(&mhz))
}

/// Median W of readings (`-` for none).
pub fn median_watts(readings: &[Reading]) -> String {
    if readings.is_empty() {
        return "-".into();
    }
    let w: Vec<f64> = readings.iter().map(|r| r.watts).collect();
    format!("{:.0}", median(&w))
}

mod nvml;
pub use nvml::Nvml;

/// Runs the phases of the method on one stream.
pub struct Runner<'d> {
    device: &'d Device,
    stream: &'d Stream,
    pool: Vec<Event>,
    used: usize,
    slots: Vec<usize>,
    anchor: Option<(Instant, usize)>,
    /// The clock and power readings.
    pub nvml: Nvml,
    /// The method's numbers.
    pub settings: Settings,
}

impl<'d> Runner<'d> {
    /// A runner on `stream`, NVML started.
    pub fn new(device: &'d Device, stream: &'d Stream, settings: Settings) -> Runner<'d> {
        Runner {
            device,
            stream,
            pool: Vec::new(),
            used: 0,
            slots: Vec::new(),
            anchor: None,
            nvml: Nvml::start(Duration::from_millis(20)),
            settings,
        }
    }

    fn sync(&self) -> Res<()> {
        self.stream.synchronize(None).map_err(s)
    }

    /// Waits for the stream, then starts a phase of `sides` sides: the
    /// events are free again, every side's slots count from 0, and an
    /// anchor event gives the host time of the events that follow.
    fn begin(&mut self, sides: usize) -> Res<()> {
        self.sync()?;
        self.used = 0;
        self.slots = vec![0; sides];
        let now = Instant::now();
        let mark = self.mark()?;
        self.anchor = Some((now, mark));
        Ok(())
    }

    /// Records the next event of the pool; its index.
    fn mark(&mut self) -> Res<usize> {
        if self.used == self.pool.len() {
            self.pool.push(Event::new(self.device).map_err(s)?);
        }
        self.pool[self.used].record(self.stream).map_err(s)?;
        self.used += 1;
        Ok(self.used - 1)
    }

    fn launch(&mut self, sides: &[Side<'_>], i: usize) -> Res<usize> {
        let slot = self.slots[i];
        self.slots[i] += 1;
        (sides[i].launch)(slot)?;
        Ok(slot)
    }

    /// `n` launches of side `i` with an event before and after each: the
    /// first event's index and the launches' slots.
    fn chain(&mut self, sides: &[Side<'_>], i: usize, n: usize) -> Res<(usize, Vec<usize>)> {
        let first = self.mark()?;
        let mut slots = Vec::with_capacity(n);
        for _ in 0..n {
            slots.push(self.launch(sides, i)?);
            self.mark()?;
        }
        Ok((first, slots))
    }

    /// Milliseconds between events `a` and `b` (both complete).
    fn between(&self, a: usize, b: usize) -> Res<f64> {
        Ok(self.pool[b].elapsed_since(&self.pool[a]).map_err(s)? as f64)
    }

    /// The host time of event `e` of this phase.
    fn host_time(&self, e: usize) -> Res<Instant> {
        let (t, anchor) = self.anchor.ok_or("no phase begun")?;
        let ms = self.between(anchor, e)?.max(0.0);
        Ok(t + Duration::from_secs_f64(ms * 1e-3))
    }

    /// The timed launches of a chain that began at event `first`.
    fn chained_round(&self, first: usize, slots: Vec<usize>, position: usize) -> Res<Round> {
        let ms = (0..slots.len())
            .map(|j| self.between(first + j, first + j + 1))
            .collect::<Res<Vec<f64>>>()?;
        let (a, b) = (self.host_time(first)?, self.host_time(first + slots.len())?);
        Ok(Round {
            position,
            ms,
            slots,
            readings: self.nvml.window(a, b),
        })
    }

    /// Seconds per launch of each side: 2 warm-up launches, then the median
    /// of 10.
    pub fn estimates(&mut self, sides: &[Side<'_>]) -> Res<Vec<f64>> {
        self.begin(sides.len())?;
        let mut out = Vec::new();
        for i in 0..sides.len() {
            for _ in 0..2 {
                self.launch(sides, i)?;
            }
            let (first, slots) = self.chain(sides, i, 10)?;
            self.sync()?;
            out.push(self.chained_round(first, slots, 0)?.median_ms() * 1e-3);
        }
        Ok(out)
    }
}

mod phases;

/// The raw output: one tab-separated line per side per round of every
/// phase, written as the phases end.
pub struct Raw {
    file: Option<std::fs::File>,
    start: Instant,
}

impl Raw {
    /// The header line
    const HEADER: &'static str = "section\tconfig\tphase\tside\tround\tposition\tlaunches\tmedian_ms\tmin_ms\tmax_ms\tfigure\tunit\tsm_mhz\twatts\treadings\treasons\n";

    /// Writes to `path` (nothing for `None`).
    pub fn create(path: Option<&std::path::Path>) -> Res<Raw> {
        use std::io::Write;
        let file = match path {
            Some(p) => {
                let mut f = std::fs::File::create(p)
                    .map_err(|e| format!("cannot write {}: {e}", p.display()))?;
                f.write_all(Self::HEADER.as_bytes()).map_err(s)?;
                Some(f)
            }
            None => None,
        };
        Ok(Raw {
            file,
            start: Instant::now(),
        })
    }

    /// The lines of one phase: `figures[side][round]` in `unit`.
    pub fn phase(
        &mut self,
        where_: [&str; 3],
        sides: &[Side<'_>],
        rounds: &Rounds,
        figures: &[Vec<f64>],
        unit: &str,
    ) -> Res<()> {
        use std::io::Write;
        let [section, config, phase] = where_;
        eprintln!(
            "[{:.1} s] {section}, {config}: {phase} measured",
            self.start.elapsed().as_secs_f64()
        );
        let Some(f) = self.file.as_mut() else {
            return Ok(());
        };
        let mut text = String::new();
        for (i, side) in sides.iter().enumerate() {
            for (r, round) in rounds[i].iter().enumerate() {
                let lo = round.ms.iter().copied().fold(f64::INFINITY, f64::min);
                let hi = round.ms.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let [mhz, w, n, reasons] = readings_cells(&round.readings);
                text.push_str(&format!(
                    "{section}\t{config}\t{phase}\t{}\t{r}\t{}\t{}\t{:.6}\t{lo:.6}\t{hi:.6}\t{:.4}\t{unit}\t{mhz}\t{w}\t{n}\t{reasons}\n",
                    side.name,
                    round.position,
                    round.ms.len(),
                    round.median_ms(),
                    figures[i][r],
                ));
            }
        }
        f.write_all(text.as_bytes()).map_err(s)?;
        f.flush().map_err(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_rotates_by_one_place_each_round() {
        assert_eq!(order(3, 0), vec![0, 1, 2]);
        assert_eq!(order(3, 1), vec![1, 2, 0]);
        assert_eq!(order(3, 2), vec![2, 0, 1]);
        assert_eq!(order(3, 3), vec![0, 1, 2]);
        assert!(order(0, 4).is_empty());
        // Over n rounds every side takes every position once.
        for position in 0..4 {
            let mut seen: Vec<usize> = (0..4).map(|r| order(4, r)[position]).collect();
            seen.sort();
            assert_eq!(seen, vec![0, 1, 2, 3]);
        }
    }

    #[test]
    fn the_median_averages_the_middle_pair() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&[]), 0.0);
    }

    #[test]
    fn launches_are_the_target_over_the_estimate_within_bounds() {
        assert_eq!(reps(0.001, 0.3, 20, 1000), 300);
        assert_eq!(reps(0.1, 0.3, 20, 1000), 20);
        assert_eq!(reps(1e-6, 0.3, 20, 1000), 1000);
        assert_eq!(reps(0.0, 0.3, 20, 1000), 1000);
    }

    #[test]
    fn paired_ratios_are_per_round() {
        let r = ratio(&[2.0, 3.0], &[1.0, 6.0]).expect("same rounds");
        assert_eq!(r, vec![2.0, 0.5]);
        assert!(ratio(&[1.0], &[1.0, 2.0]).is_err());
        assert!(ratio(&[], &[]).is_err());
        assert_eq!(summary(&[1.0, 0.5, 2.0]), "1.000 (0.500-2.000)");
        assert_eq!(summary(&[]), "-");
    }

    #[test]
    fn the_best_candidate_counts_in_each_round() {
        let a = [3.0, 1.0, 5.0];
        let b = [2.0, 4.0, 5.0];
        assert_eq!(least_per_round(&[&a, &b]), vec![2.0, 1.0, 5.0]);
    }

    #[test]
    fn readings_are_summarized_with_their_reasons() {
        let t = Instant::now();
        let r = |mhz, watts, reasons| Reading {
            t,
            sm_mhz: mhz,
            watts,
            reasons,
        };
        let cells = readings_cells(&[r(1980, 300.0, 0), r(1500, 700.0, 4), r(1755, 500.0, 1)]);
        assert_eq!(
            cells,
            ["1755 (1500-1980)", "500", "3", "0x5"].map(String::from)
        );
        assert_eq!(readings_cells(&[])[2], "0");
    }
}
