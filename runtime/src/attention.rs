//! The contract of `attn-gen`'s attention forward kernels, and a checked,
//! timed run.
//!
//! A kernel `attention_d{D}_{full,causal}[_persistent]` takes `(q, k, v,
//! o_map: !async.tensor_map, o, lse: !llvm.ptr<1>, seq, group: i32)` and, when
//! persistent, `heads, tiles: i32`: Q an `[B · H · S, D]` and K, V
//! `[B · H_kv · S, D]` row-major bf16 matrices (BHSD; `group = H / H_kv`
//! query heads share a K/V head), O like Q in bf16, LSE an `[B · H · S]`
//! f32 vector (natural log). Q's map has `block_m` x 64 boxes (64 query
//! rows per consumer warpgroup: 128 with two, 192 with three), K's and V's
//! `block_n` x 64, O's 64 x 64 (a warpgroup's whole rows, for kernels
//! that store them by TMA; the others ignore it), all 128-byte swizzled. The grid is `ceil(S / block_m) x
//! H x B` CTAs of `128 · (block_m / 64 + 1)` threads (the consumer
//! warpgroups and the producer's), or (persistent) `min(tiles, SMs)` with
//! `tiles = ceil(S / block_m) · B · H`. The consumer count is the kernel's
//! (`attn-gen` picks it per head dim and mask); a runner reads it off Q's
//! box, never assumes it.
//!
//! The check: pseudo-random inputs in -1..1 (bf16), O and LSE against the
//! CPU in f64 from the same bf16 values, with P rounded as the kernel
//! rounds it not modelled: the tolerances are FlashAttention's, `|O - ref|
//! <= 2e-2` and `|LSE - ref| <= 1e-3`. O and LSE start as NaN, so an
//! element the kernel does not write fails.

use crate::tile_gemm::{bf16, from_bf16, xorshift};
use crate::watchdog::{drop_unless_running, median_launch, timed_launch};
use crate::{
    Arg, Device, DeviceBuffer, Error, Event, LaunchConfig, Module, Result, Stream, TensorMap,
    TiledSpec, Watchdog,
};

/// The largest output tolerated for O and LSE.
const O_TOLERANCE: f64 = 2e-2;
/// See [`O_TOLERANCE`].
const LSE_TOLERANCE: f64 = 1e-3;

/// One attention launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttentionSpec {
    /// The kernel's name.
    pub kernel: String,
    /// The head dimension (64, 128 or 256).
    pub head_dim: u32,
    /// Keys per K/V block (the K and V maps' box rows).
    pub block_n: u32,
    /// Query rows per CTA (the Q map's box rows): 64 per consumer
    /// warpgroup, so 128 or 192; the CTA has a producer warpgroup besides.
    pub block_m: u32,
    /// Whether key j is masked for query i < j.
    pub causal: bool,
    /// Whether the kernel loops over tiles.
    pub persistent: bool,
    /// Batch, Q heads, K/V heads, sequence length.
    pub shape: (u32, u32, u32, u32),
}

/// What a run gave.
#[derive(Debug, Clone, PartialEq)]
pub struct AttentionOutcome {
    /// The largest |O - reference| (`None`: not checked).
    pub o_error: Option<f64>,
    /// The largest |LSE - reference|.
    pub lse_error: Option<f64>,
    /// Median kernel time of the timed launches, in milliseconds.
    pub milliseconds: f32,
}

impl AttentionOutcome {
    /// Whether the checked errors are within the tolerances.
    pub fn passed(&self) -> bool {
        self.o_error.is_some_and(|e| e <= O_TOLERANCE)
            && self.lse_error.is_some_and(|e| e <= LSE_TOLERANCE)
    }
}

/// Whether the kernel can run `spec`: a head dim of 64, 128 or 256, H a
/// multiple of H_kv, a non-empty problem. Checked before any allocation.
pub fn check_spec(spec: &AttentionSpec) -> Result<()> {
    let (b, h, h_kv, s) = spec.shape;
    if ![64, 128, 256].contains(&spec.head_dim) {
        return Err(Error::Invalid(format!(
            "attention runs head dims 64, 128 and 256, got {}",
            spec.head_dim
        )));
    }
    if b == 0 || h == 0 || h_kv == 0 || s == 0 || h % h_kv != 0 {
        return Err(Error::Invalid(format!(
            "attention needs B, H, H_kv, S > 0 and H a multiple of H_kv, got {b}, {h}, {h_kv}, {s}"
        )));
    }
    if spec.block_n == 0 || spec.block_n > 256 || !spec.block_n.is_multiple_of(16) {
        return Err(Error::Invalid(format!(
            "keys per block must be a multiple of 16 up to 256, got {}",
            spec.block_n
        )));
    }
    if ![128, 192].contains(&spec.block_m) {
        return Err(Error::Invalid(format!(
            "query rows per CTA must be 128 or 192 (two or three consumer warpgroups of 64), got {}",
            spec.block_m
        )));
    }
    Ok(())
}

/// `len` pseudo-random bf16 values in -1..1.
fn input(len: usize, seed: u64) -> Vec<u16> {
    xorshift(seed)
        .take(len)
        .map(|s| bf16(((s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32))
        .collect()
}

/// O and LSE on the CPU, in f64 from the bf16 inputs.
fn reference(spec: &AttentionSpec, q: &[u16], k: &[u16], v: &[u16]) -> (Vec<f64>, Vec<f64>) {
    let (b, h, h_kv, s) = spec.shape;
    let (d, s, group) = (spec.head_dim as usize, s as usize, (h / h_kv) as usize);
    let scale = 1.0 / (d as f64).sqrt();
    let mut o = vec![0.0; b as usize * h as usize * s * d];
    let mut lse = vec![0.0; b as usize * h as usize * s];
    let mut scores = vec![0.0; s];
    for bh in 0..(b * h) as usize {
        let kv = (bh / h as usize) * h_kv as usize + (bh % h as usize) / group;
        for i in 0..s {
            let row = &q[(bh * s + i) * d..][..d];
            let keys = if spec.causal { i + 1 } else { s };
            let mut max = f64::NEG_INFINITY;
            for (j, score) in scores.iter_mut().enumerate().take(keys) {
                let key = &k[(kv * s + j) * d..][..d];
                let dot: f64 = row
                    .iter()
                    .zip(key)
                    .map(|(a, b)| f64::from(from_bf16(*a)) * f64::from(from_bf16(*b)))
                    .sum();
                *score = dot * scale;
                max = max.max(*score);
            }
            let mut sum = 0.0;
            let out = &mut o[(bh * s + i) * d..][..d];
            for (j, score) in scores.iter().enumerate().take(keys) {
                let p = (score - max).exp();
                sum += p;
                for (x, val) in out.iter_mut().zip(&v[(kv * s + j) * d..][..d]) {
                    *x += p * f64::from(from_bf16(*val));
                }
            }
            out.iter_mut().for_each(|x| *x /= sum);
            lse[bh * s + i] = max + sum.ln();
        }
    }
    (o, lse)
}

/// Runs `spec`: one launch checked against the CPU when `check`, then
/// `timed` launches whose median time is reported (after 2 warm-ups).
pub fn run(
    device: &Device,
    module: &Module<'_>,
    spec: &AttentionSpec,
    check: bool,
    timed: u32,
) -> Result<AttentionOutcome> {
    check_spec(spec)?;
    let (b, h, h_kv, s) = spec.shape;
    let d = spec.head_dim;
    let kernel = module.kernel(&spec.kernel)?;
    let (q_rows, kv_rows) = (b * h * s, b * h_kv * s);
    let host_q = input((q_rows * d) as usize, 0x9e37_79b9_7f4a_7c15);
    let host_k = input((kv_rows * d) as usize, 0xd1b5_4a32_d192_ed03);
    let host_v = input((kv_rows * d) as usize, 0x2545_f491_4f6c_dd1d);
    let q = DeviceBuffer::from_host(device, &host_q)?;
    let k = DeviceBuffer::from_host(device, &host_k)?;
    let v = DeviceBuffer::from_host(device, &host_v)?;
    let o = DeviceBuffer::from_host(device, &vec![0xffffu16; (q_rows * d) as usize])?;
    let lse = DeviceBuffer::from_host(device, &vec![f32::NAN; q_rows as usize])?;
    let map = |buffer: &DeviceBuffer<u16>, rows: u32, box_rows: u32| {
        TensorMap::tiled(buffer, &TiledSpec::bf16_swizzled(rows, d, box_rows, 64))
    };
    let maps = [
        map(&q, q_rows, spec.block_m)?,
        map(&k, kv_rows, spec.block_n)?,
        map(&v, kv_rows, spec.block_n)?,
        map(&o, q_rows, 64)?,
    ];
    let q_blocks = s.div_ceil(spec.block_m);
    // Persistent and causal, a tile is a pair of a head's query blocks.
    let per_head = if spec.persistent && spec.causal {
        q_blocks.div_ceil(2)
    } else {
        q_blocks
    };
    let tiles = per_head * b * h;
    let mut args = vec![
        maps[0].arg(),
        maps[1].arg(),
        maps[2].arg(),
        maps[3].arg(),
        o.arg(),
        lse.arg(),
        Arg::I32(s as i32),
        Arg::I32((h / h_kv) as i32),
    ];
    let grid = if spec.persistent {
        args.extend([Arg::I32(h as i32), Arg::I32(tiles as i32)]);
        [tiles.min(device.multiprocessors.max(1) as u32), 1, 1]
    } else {
        [q_blocks, h, b]
    };
    let config = LaunchConfig {
        grid,
        block: [128 * (spec.block_m / 64 + 1), 1, 1],
        cluster: None,
        shared_bytes: kernel.dynamic_shared_bytes,
    };
    let stream = Stream::new(device)?;
    let events = (Event::new(device)?, Event::new(device)?);
    let mut outcome = AttentionOutcome {
        o_error: None,
        lse_error: None,
        milliseconds: 0.0,
    };
    if check {
        let watchdog = Watchdog::arm(module)?;
        let launch = (&config, &args[..]);
        if let Err(e) = timed_launch(&stream, &kernel, launch, watchdog.as_ref(), &events) {
            drop_unless_running(&e, stream, (q, k, v, o, lse, events, watchdog));
            return Err(e);
        }
        let (want_o, want_lse) = reference(spec, &host_q, &host_k, &host_v);
        let worst = |got: &mut dyn Iterator<Item = f64>, want: &[f64]| {
            got.zip(want)
                .map(|(g, w)| {
                    if g.is_nan() {
                        f64::INFINITY
                    } else {
                        (g - w).abs()
                    }
                })
                .fold(0.0, f64::max)
        };
        let got_o = o.to_host()?;
        outcome.o_error = Some(worst(
            &mut got_o.iter().map(|x| f64::from(from_bf16(*x))),
            &want_o,
        ));
        let got_lse = lse.to_host()?;
        outcome.lse_error = Some(worst(&mut got_lse.iter().map(|x| f64::from(*x)), &want_lse));
    }
    outcome.milliseconds = median_launch(&stream, &kernel, (&config, &args), &events, timed)?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(causal: bool, shape: (u32, u32, u32, u32)) -> AttentionSpec {
        AttentionSpec {
            kernel: "k".into(),
            head_dim: 64,
            block_n: 128,
            block_m: 128,
            causal,
            persistent: false,
            shape,
        }
    }

    #[test]
    fn the_reference_is_softmax_weighted_values() {
        // One key: O is V's row, LSE the one score.
        let one = spec(false, (1, 1, 1, 1));
        let q = vec![bf16(0.5); 64];
        let k = vec![bf16(0.25); 64];
        let v: Vec<u16> = (0..64).map(|i| bf16(i as f32 / 64.0)).collect();
        let (o, lse) = reference(&one, &q, &k, &v);
        assert!((lse[0] - 0.5 * 0.25 * 64.0 / 8.0).abs() < 1e-12);
        for (i, x) in o.iter().enumerate() {
            assert!((x - f64::from(from_bf16(v[i]))).abs() < 1e-12);
        }
        // Two equal keys, causal: row 0 sees one, row 1 both (the mean).
        let two = spec(true, (1, 1, 1, 2));
        let q = vec![bf16(0.0); 128];
        let v: Vec<u16> = (0..128)
            .map(|i| bf16(if i < 64 { 1.0 } else { 3.0 }))
            .collect();
        let (o, lse) = reference(&two, &q, &vec![bf16(0.0); 128], &v);
        assert!((o[0] - 1.0).abs() < 1e-12 && (o[64] - 2.0).abs() < 1e-12);
        assert!(lse[0].abs() < 1e-12 && (lse[1] - 2f64.ln()).abs() < 1e-12);
    }

    #[test]
    fn bad_specs_are_refused_before_the_gpu() {
        assert!(check_spec(&spec(false, (1, 3, 2, 8))).is_err());
        assert!(check_spec(&spec(false, (1, 4, 2, 0))).is_err());
        assert!(check_spec(&AttentionSpec {
            head_dim: 96,
            ..spec(false, (1, 1, 1, 8))
        })
        .is_err());
        assert!(check_spec(&spec(true, (2, 8, 2, 4097))).is_ok());
    }
}
