//! The contract of the TMA tile examples, and a checked run of one.
//!
//! Kernels `tma_tile` and `tma_tile_multicast` take
//! `(in: !async.tensor_map<box_rows x 32 x f32>, out: the same, tiles_x: i32,
//! tiles: i32)` and compute `out = 2 * in + 1` over a `rows` x `cols` f32
//! tensor in tiles of 32 x 32: `tiles_x = ceil(cols / 32)`, `tiles =
//! tiles_x * ceil(rows / 32)`. The box is the whole tile for one CTA and
//! `32 / cluster` rows of it in a cluster, whose CTAs each load a part and
//! multicast it. Rows are `pitch` elements apart: `cols` rounded up to 4
//! (tensor-map strides are multiples of 16 bytes) and 4 more, and the
//! output buffer has one row more than the tensor. The run checks that
//! every element of the tensor is right and that nothing outside it was
//! written, except the elements that share the 16 bytes holding a row's
//! last element: a TMA tensor store clips a row at 16-byte granularity
//! (measured on the H200: with 45 columns, columns 45 to 47 are written),
//! so a row's padding up to the next 16 bytes belongs to the tensor's
//! footprint.

use crate::watchdog::{drop_unless_running, timed_launch};
use crate::{
    Arg, Device, DeviceBuffer, ElementType, Error, Event, LaunchConfig, Module, Result, Stream,
    TensorMap, TiledSpec, Watchdog,
};

/// Rows and columns of a tile.
pub const TILE: u32 = 32;

/// What the output holds where the kernel must not write.
pub const UNTOUCHED: f32 = -12345.0;

/// One run of a tile kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileSpec {
    /// The kernel's name.
    pub kernel: String,
    /// Threads per CTA.
    pub threads: u32,
    /// CTAs (a multiple of `cluster`).
    pub ctas: u32,
    /// CTAs per cluster, as the kernel states it (1: none).
    pub cluster: u32,
    /// Rows of the tensor.
    pub rows: u32,
    /// Columns of the tensor.
    pub cols: u32,
}

impl TileSpec {
    /// Elements from one row to the next.
    pub fn pitch(&self) -> u32 {
        self.footprint() + 4
    }

    /// Columns a store may write: `cols` up to the next 16 bytes.
    pub fn footprint(&self) -> u32 {
        self.cols.div_ceil(4) * 4
    }

    /// Tiles per tile row and in all.
    pub fn tiles(&self) -> (u32, u32) {
        let x = self.cols.div_ceil(TILE);
        (x, x * self.rows.div_ceil(TILE))
    }
}

/// What a run gave.
#[derive(Debug, Clone, PartialEq)]
pub struct TileOutcome {
    /// Elements of the tensor that differ from the CPU's.
    pub mismatches: usize,
    /// The first of them: (row, column, got, expected).
    pub first_mismatch: Option<(u32, u32, f32, f32)>,
    /// Elements outside the tensor that were written.
    pub outside_written: usize,
    /// The first of them: (row, column, value).
    pub first_outside: Option<(u32, u32, f32)>,
    /// Kernel time of the last launch, in milliseconds.
    pub milliseconds: f32,
}

/// The input at (row, column): small integers, exact in f32.
pub fn input(rows: u32, pitch: u32) -> Vec<f32> {
    (0..rows * pitch)
        .map(|i| ((i.wrapping_mul(2_654_435_761) >> 20) % 1000) as f32 - 500.0)
        .collect()
}

/// Runs `spec` `repeats` times (at least once) and checks the last result.
pub fn run(
    device: &Device,
    module: &Module<'_>,
    spec: &TileSpec,
    repeats: u32,
) -> Result<TileOutcome> {
    if spec.cluster == 0
        || !spec.ctas.is_multiple_of(spec.cluster)
        || !TILE.is_multiple_of(spec.cluster)
    {
        return Err(Error::Invalid(format!(
            "{} CTAs in clusters of {} cannot share {TILE}-row tiles",
            spec.ctas, spec.cluster
        )));
    }
    let kernel = module.kernel(&spec.kernel)?;
    let watchdog = Watchdog::arm(module)?;
    let pitch = spec.pitch();
    let host = input(spec.rows, pitch);
    let src = DeviceBuffer::from_host(device, &host)?;
    let blank = vec![UNTOUCHED; ((spec.rows + 1) * pitch) as usize];
    let out = DeviceBuffer::from_host(device, &blank)?;
    let map_spec = TiledSpec {
        strides: vec![u64::from(pitch) * 4],
        ..TiledSpec::row_major(
            ElementType::F32,
            &[u64::from(spec.rows), u64::from(spec.cols)],
            &[TILE / spec.cluster, TILE],
        )
    };
    let in_map = TensorMap::tiled(&src, &map_spec)?;
    let out_map = TensorMap::tiled(&out, &map_spec)?;
    let (tiles_x, tiles) = spec.tiles();
    let args = [
        in_map.arg(),
        out_map.arg(),
        Arg::I32(tiles_x as i32),
        Arg::I32(tiles as i32),
    ];
    let stream = Stream::new(device)?;
    let config = LaunchConfig {
        shared_bytes: kernel.dynamic_shared_bytes,
        ..LaunchConfig::linear(spec.ctas, spec.threads)
    };
    let events = (Event::new(device)?, Event::new(device)?);
    let mut milliseconds = 0.0;
    for _ in 0..repeats.max(1) {
        out.copy_from(&blank)?;
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
    Ok(compare(spec, &host, &out.to_host()?, milliseconds))
}

/// Checks `got` (the output buffer) against `2 * input + 1` inside the
/// tensor and [`UNTOUCHED`] outside it.
pub fn compare(spec: &TileSpec, input: &[f32], got: &[f32], milliseconds: f32) -> TileOutcome {
    let pitch = spec.pitch();
    let mut outcome = TileOutcome {
        mismatches: 0,
        first_mismatch: None,
        outside_written: 0,
        first_outside: None,
        milliseconds,
    };
    for r in 0..=spec.rows {
        for c in 0..pitch {
            let i = (r * pitch + c) as usize;
            let inside = r < spec.rows && c < spec.cols;
            if r < spec.rows && (spec.cols..spec.footprint()).contains(&c) {
                continue;
            }
            let want = if inside {
                2.0 * input[i] + 1.0
            } else {
                UNTOUCHED
            };
            if got[i].to_bits() == want.to_bits() {
                continue;
            }
            if inside {
                outcome.mismatches += 1;
                outcome.first_mismatch.get_or_insert((r, c, got[i], want));
            } else {
                outcome.outside_written += 1;
                outcome.first_outside.get_or_insert((r, c, got[i]));
            }
        }
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_and_pitch_cover_the_tensor() {
        let spec = TileSpec {
            kernel: "tma_tile".into(),
            threads: 160,
            ctas: 4,
            cluster: 1,
            rows: 70,
            cols: 45,
        };
        assert_eq!(spec.pitch(), 52);
        assert_eq!(spec.footprint(), 48);
        assert_eq!(spec.tiles(), (2, 6));
    }

    #[test]
    fn compare_finds_wrong_and_stray_elements() {
        let spec = TileSpec {
            kernel: "k".into(),
            threads: 160,
            ctas: 1,
            cluster: 1,
            rows: 2,
            cols: 3,
        };
        let host = input(2, spec.pitch());
        let mut got = vec![UNTOUCHED; 3 * 8];
        for r in 0..2 {
            for c in 0..3 {
                got[r * 8 + c] = 2.0 * host[r * 8 + c] + 1.0;
            }
        }
        // Column 3 shares the row's last 16 bytes: the store may write it.
        got[3] = 1.0;
        assert_eq!(compare(&spec, &host, &got, 0.0).mismatches, 0);
        assert_eq!(compare(&spec, &host, &got, 0.0).outside_written, 0);
        got[1] = 0.0;
        got[4] = 1.0;
        got[17] = 2.0;
        let outcome = compare(&spec, &host, &got, 0.0);
        assert_eq!(outcome.mismatches, 1);
        assert_eq!(outcome.first_mismatch.map(|m| (m.0, m.1)), Some((0, 1)));
        assert_eq!(outcome.outside_written, 2);
    }
}
