//! The phases of the method: the warm-up, the steady state, launches
//! interleaved, and bursts after idle.

use super::{median, order, readings_cells, reps, Round, Rounds, Runner, Side};
use crate::{s, Res};
use phaselock_runtime::Event;
use std::time::{Duration, Instant};

impl Runner<'_> {
    /// Sustained load (cycles of 20 launches of every side, one cycle always
    /// queued behind the one running) for at least `warmup_s`, then until
    /// the last 5 s of readings halve to medians within 1% of each other,
    /// at most `warmup_max_s`. A line saying how long and at what clock.
    pub fn warmup(&mut self, sides: &[Side<'_>]) -> Res<String> {
        self.begin(sides.len())?;
        let ends = [
            Event::new(self.device).map_err(s)?,
            Event::new(self.device).map_err(s)?,
        ];
        let start = Instant::now();
        let (least, most) = (
            self.settings.warmup_s,
            self.settings.warmup_max_s.max(self.settings.warmup_s),
        );
        for k in 0.. {
            self.slots.iter_mut().for_each(|slot| *slot = 0);
            for i in 0..sides.len() {
                for _ in 0..20 {
                    self.launch(sides, i)?;
                }
            }
            ends[k % 2].record(self.stream).map_err(s)?;
            if k > 0 {
                let previous = &ends[(k + 1) % 2];
                previous.elapsed_since(previous).map_err(s)?;
            }
            let elapsed = start.elapsed().as_secs_f64();
            if elapsed >= most || (elapsed >= least && !self.nvml.available()) {
                break;
            }
            if elapsed >= least {
                let now = Instant::now();
                let since = now.checked_sub(Duration::from_secs(5)).unwrap_or(start);
                let recent = self.nvml.window(since, now);
                if recent.len() >= 10 {
                    let mhz: Vec<f64> = recent.iter().map(|r| r.sm_mhz as f64).collect();
                    let half = mhz.len() / 2;
                    let (a, b) = (median(&mhz[..half]), median(&mhz[half..]));
                    if (a - b).abs() <= 0.01 * b {
                        break;
                    }
                }
            }
        }
        self.sync()?;
        let now = Instant::now();
        let all = self.nvml.window(start, now);
        let first: Vec<_> = all.iter().take(10).copied().collect();
        let since = now.checked_sub(Duration::from_secs(2)).unwrap_or(start);
        let last = self.nvml.window(since, now);
        let [m0, w0, _, _] = readings_cells(&first);
        let [m1, w1, n1, r1] = readings_cells(&last);
        Ok(format!(
            "warm-up: {:.1} s of sustained load ({}); SM MHz at its start {m0} ({w0} W), over its last 2 s {m1} ({w1} W, {n1} readings, reasons {r1})",
            start.elapsed().as_secs_f64(),
            sides.iter().map(|x| x.name.as_str()).collect::<Vec<_>>().join(", ")
        ))
    }

    /// The steady state: `rounds` rounds in which every side, in the order
    /// rotated each round, runs alone for about `chunk_s` (at least 20
    /// launches), the launches of the chunk's second half timed; every
    /// round enqueued without a pause.
    pub fn steady(&mut self, sides: &[Side<'_>], estimates: &[f64]) -> Res<Rounds> {
        self.begin(sides.len())?;
        let mut chains = Vec::new();
        for r in 0..self.settings.rounds {
            for (position, i) in order(sides.len(), r).into_iter().enumerate() {
                let launches = reps(estimates[i], self.settings.chunk_s, 20, 100_000);
                for _ in 0..launches - launches / 2 {
                    self.launch(sides, i)?;
                }
                let (first, slots) = self.chain(sides, i, launches / 2)?;
                chains.push((i, position, first, slots));
            }
        }
        self.sync()?;
        let mut out: Rounds = vec![Vec::new(); sides.len()];
        for (i, position, first, slots) in chains {
            out[i].push(self.chained_round(first, slots, position)?);
        }
        Ok(out)
    }

    /// Launches interleaved: `interleaved_rounds` rounds of `cycles` cycles
    /// (about `round_s` of work per side, at least 3; `None`: one cycle),
    /// each cycle one launch of every side in the order rotated each round,
    /// an event between launches, all enqueued without a pause: every side
    /// at the clock of the mix. The readings of a round go to every side.
    pub fn interleaved(&mut self, sides: &[Side<'_>], estimates: Option<&[f64]>) -> Res<Rounds> {
        let n = sides.len();
        let cycles = match estimates {
            Some(e) => reps(e.iter().sum(), self.settings.round_s * n as f64, 3, 100),
            None => 1,
        };
        let rounds = self.settings.interleaved_rounds;
        self.begin(n)?;
        let mut owners = Vec::new();
        let mut spans = Vec::new();
        let mut last = self.mark()?;
        for r in 0..rounds {
            let first = last;
            let ordered = order(n, r);
            for _ in 0..cycles {
                for (position, &i) in ordered.iter().enumerate() {
                    let slot = self.launch(sides, i)?;
                    let mark = self.mark()?;
                    owners.push((i, r, position, slot, last, mark));
                    last = mark;
                }
            }
            spans.push((first, last));
        }
        self.sync()?;
        let mut out: Rounds = (0..n).map(|_| vec![Round::default(); rounds]).collect();
        for (i, r, position, slot, before, after) in owners {
            let round = &mut out[i][r];
            round.position = position;
            round.ms.push(self.between(before, after)?);
            round.slots.push(slot);
        }
        for (r, (a, b)) in spans.into_iter().enumerate() {
            let readings = self.nvml.window(self.host_time(a)?, self.host_time(b)?);
            for side in out.iter_mut() {
                side[r].readings = readings.clone();
            }
        }
        Ok(out)
    }

    /// Bursts: `burst_rounds` rounds in which every side, in the order
    /// rotated each round, runs after `idle_s` idle: 2 warm-up launches,
    /// then about `burst_s` of timed launches (3 to 120).
    pub fn burst(&mut self, sides: &[Side<'_>], estimates: &[f64]) -> Res<Rounds> {
        let n = sides.len();
        let mut out: Rounds = vec![Vec::new(); n];
        self.begin(n)?;
        self.anchor = None;
        for r in 0..self.settings.burst_rounds {
            for (position, i) in order(n, r).into_iter().enumerate() {
                self.sync()?;
                self.used = 0;
                std::thread::sleep(Duration::from_secs_f64(self.settings.idle_s));
                let timed = reps(estimates[i], self.settings.burst_s, 3, 120);
                let start = Instant::now();
                let (first, slots) = self.chain(sides, i, 2 + timed)?;
                self.sync()?;
                let end = Instant::now();
                let ms = (2..2 + timed)
                    .map(|j| self.between(first + j, first + j + 1))
                    .collect::<Res<Vec<f64>>>()?;
                out[i].push(Round {
                    position,
                    ms,
                    slots: slots[2..].to_vec(),
                    readings: self.nvml.window(start, end),
                });
            }
        }
        Ok(out)
    }
}
