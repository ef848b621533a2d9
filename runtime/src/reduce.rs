//! The contract of the reduction examples, and a checked run of one.
//!
//! Kernels `ring_reduce`, `cluster_reduce` and `bulk_copy_reduce` take
//! `(src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32)`: CTA `c` owns tiles
//! `c * tiles .. (c + 1) * tiles` of 1024 `i32` of `src`, and `out[g]` is the
//! sum (wrapping `i32`) of the tiles of the CTAs of group `g`, a group being
//! the kernel's cluster (one CTA without clusters).

use crate::watchdog::{drop_unless_running, timed_launch};
use crate::{Arg, Device, DeviceBuffer, Event, LaunchConfig, Module, Result, Stream, Watchdog};

/// `i32`s per tile.
pub const TILE: usize = 1024;

/// One run of a reduction kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReduceSpec {
    /// The kernel's name.
    pub kernel: String,
    /// Threads per CTA.
    pub threads: u32,
    /// CTAs.
    pub ctas: u32,
    /// Tiles per CTA.
    pub tiles: u32,
    /// CTAs per cluster (1: none).
    pub cluster: u32,
    /// Launch-time cluster dimension: `false` when the kernel states its
    /// cluster size itself.
    pub launch_cluster: bool,
}

/// What a run gave.
#[derive(Debug, Clone, PartialEq)]
pub struct ReduceOutcome {
    /// Groups whose sum differs from the CPU's.
    pub mismatches: usize,
    /// The first mismatch: group, got, expected.
    pub first_mismatch: Option<(usize, i32, i32)>,
    /// Sum of all groups' results.
    pub total: i64,
    /// Kernel time of the last launch, in milliseconds.
    pub milliseconds: f32,
    /// Bytes of input read.
    pub bytes: u64,
}

impl ReduceOutcome {
    /// Input bandwidth in GB/s.
    pub fn gigabytes_per_second(&self) -> f64 {
        if self.milliseconds <= 0.0 {
            return 0.0;
        }
        self.bytes as f64 / (self.milliseconds as f64 * 1e6)
    }
}

/// The input: `n` pseudo-random `i32` in -1000..=1000 (xorshift64).
pub fn input(n: usize) -> Vec<i32> {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    (0..n)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 2001) as i32 - 1000
        })
        .collect()
}

/// The CPU's answer for `input`.
pub fn expected(input: &[i32], ctas: usize, tiles: usize, group: usize) -> Vec<i32> {
    let per_cta = tiles * TILE;
    let mut out = vec![0i32; ctas / group.max(1)];
    for c in 0..ctas {
        let sum = input[c * per_cta..(c + 1) * per_cta]
            .iter()
            .fold(0i32, |a, v| a.wrapping_add(*v));
        let g = c / group.max(1);
        out[g] = out[g].wrapping_add(sum);
    }
    out
}

/// Runs `spec` `repeats` times (at least once) and checks the last result.
/// A module instrumented by `async-instrument` is watched: a wait that
/// expires ends the run with [`Error::Deadlock`].
pub fn run(
    device: &Device,
    module: &Module<'_>,
    spec: &ReduceSpec,
    repeats: u32,
) -> Result<ReduceOutcome> {
    if spec.cluster == 0 || !spec.ctas.is_multiple_of(spec.cluster) {
        return Err(crate::Error::Invalid(format!(
            "{} CTAs cannot be split into clusters of {}",
            spec.ctas, spec.cluster
        )));
    }
    let kernel = module.kernel(&spec.kernel)?;
    let watchdog = Watchdog::arm(module)?;
    let n = spec.ctas as usize * spec.tiles as usize * TILE;
    let host = input(n);
    let want = expected(
        &host,
        spec.ctas as usize,
        spec.tiles as usize,
        spec.cluster as usize,
    );
    let src = DeviceBuffer::from_host(device, &host)?;
    let out = DeviceBuffer::<i32>::alloc(device, want.len())?;
    let stream = Stream::new(device)?;
    let config = LaunchConfig {
        cluster: spec.launch_cluster.then_some([spec.cluster, 1, 1]),
        shared_bytes: kernel.dynamic_shared_bytes,
        ..LaunchConfig::linear(spec.ctas, spec.threads)
    };
    let args = [src.arg(), out.arg(), Arg::I32(spec.tiles as i32)];
    let events = (Event::new(device)?, Event::new(device)?);
    let mut milliseconds = 0.0;
    for _ in 0..repeats.max(1) {
        out.zero()?;
        match timed_launch(
            &stream,
            &kernel,
            (&config, &args),
            watchdog.as_ref(),
            &events,
        ) {
            Ok(ms) => milliseconds = ms,
            Err(e) => {
                drop_unless_running(&e, stream, (src, out, events, watchdog));
                return Err(e);
            }
        }
    }
    let got = out.to_host()?;
    let mismatches: Vec<usize> = (0..want.len()).filter(|g| got[*g] != want[*g]).collect();
    Ok(ReduceOutcome {
        mismatches: mismatches.len(),
        first_mismatch: mismatches.first().map(|g| (*g, got[*g], want[*g])),
        total: got.iter().map(|v| *v as i64).sum(),
        milliseconds,
        bytes: (n * 4) as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_sums_groups() {
        let data = input(4 * 2 * TILE);
        let per_cta = expected(&data, 4, 2, 1);
        let per_pair = expected(&data, 4, 2, 2);
        assert_eq!(per_pair[0], per_cta[0].wrapping_add(per_cta[1]));
        assert_eq!(per_pair[1], per_cta[2].wrapping_add(per_cta[3]));
        assert!(data.iter().all(|v| (-1000..=1000).contains(v)));
    }
}
