//! The contract of the bf16 GEMM kernels, and a checked, timed run.
//!
//! A `gemm_bf16` kernel (built by `phaselock-dsl`'s GEMM generator) takes `(a:
//! !async.tensor_map<tile_m x 64 x bf16, swizzle 128>, b:
//! !async.tensor_map<tile_n x 64 x bf16, swizzle 128>, c, m, n, k_tiles:
//! i32)` and computes C = A · Bᵀ: A an M x K and B an N x K row-major bf16
//! matrix (both K-major), C an M x N row-major bf16 matrix, f32
//! accumulation, `k_tiles = ceil(K / 64)`. C is a tensor map of 64 x 64
//! boxes with the 128-byte swizzle when the kernel writes it by TMA stores
//! (any M; N and K multiples of 8, the tensor maps' 16-byte rows; the
//! edge tiles are clipped by the copies), else a pointer (M and N
//! multiples of the tile). A persistent kernel runs on min(tiles, SMs)
//! CTAs, the others on ceil(N / tile_n) x ceil(M / tile_m).
//!
//! The check: the inputs are multiples of 1/2 in -2..=2 (exact in bf16),
//! so every f32 sum is exact and the GPU's bf16 result must be the CPU's
//! f32 result rounded to bf16 (to nearest even), bit for bit.

use crate::tile_gemm::{bf16, from_bf16, input};
use crate::watchdog::{drop_unless_running, median_launch, timed_launch};
use crate::{
    Arg, Device, DeviceBuffer, Error, Event, LaunchConfig, Module, Result, Stream, TensorMap,
    TiledSpec, Watchdog,
};

/// One GEMM launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GemmSpec {
    /// The kernel's name.
    pub kernel: String,
    /// Threads per CTA.
    pub threads: u32,
    /// Rows and columns of C per CTA.
    pub tile: (u32, u32),
    /// M, N, K.
    pub shape: (u32, u32, u32),
    /// Whether the kernel loops over tiles (one CTA per SM at most).
    pub persistent: bool,
    /// Whether C is a tensor map (64 x 64 boxes, 128-byte swizzle; the
    /// kernel TMA-stores it), else a pointer.
    pub c_map: bool,
    /// CTAs per cluster: 1, or 2 (persistent; the pair of a cluster takes
    /// vertically adjacent tiles and B's box is half the tile's rows).
    pub cluster: u32,
}

/// What a run gave.
#[derive(Debug, Clone, PartialEq)]
pub struct GemmOutcome {
    /// Elements of C that differ from the CPU's (`None`: not checked).
    pub mismatches: Option<usize>,
    /// The first of them: (row, column, got, expected).
    pub first_mismatch: Option<(u32, u32, f32, f32)>,
    /// Median kernel time of the timed launches, in milliseconds.
    pub milliseconds: f32,
}

impl GemmOutcome {
    /// TFLOP/s of `spec` at the median time.
    pub fn tflops(&self, spec: &GemmSpec) -> f64 {
        let (m, n, k) = spec.shape;
        2.0 * f64::from(m) * f64::from(n) * f64::from(k) / (f64::from(self.milliseconds) * 1e9)
    }
}

/// What C holds before the checked launch: a bf16 NaN, which no result
/// of the check's inputs is.
const POISON: u16 = 0xffff;

/// Whether the kernel can run `spec`'s shape: TMA needs 16-byte row
/// strides (N and K multiples of 8 bf16); the direct epilogue writes whole
/// tiles (M and N multiples of the tile). Checked before any allocation.
pub fn check_shape(spec: &GemmSpec) -> Result<()> {
    let (m, n, k) = spec.shape;
    let (tm, tn) = spec.tile;
    if m == 0 || n == 0 || k == 0 {
        return Err(Error::Invalid(format!(
            "the GEMM needs a non-empty shape, got {m} x {n} x {k}"
        )));
    }
    if n % 8 != 0 || k % 8 != 0 {
        return Err(Error::Invalid(format!(
            "the GEMM's tensor maps need N and K multiples of 8 (16-byte rows), got {m} x {n} x {k}"
        )));
    }
    if ![1, 2].contains(&spec.cluster) || (spec.cluster == 2 && !spec.persistent) {
        return Err(Error::Invalid(format!(
            "the GEMM runs in clusters of 1 or 2 (2: persistent only), got {}",
            spec.cluster
        )));
    }
    if !spec.c_map && (m % tm != 0 || n % tn != 0) {
        return Err(Error::Invalid(format!(
            "the direct epilogue writes whole tiles: M must be a multiple of {tm} and N of {tn}, got {m} x {n} x {k}"
        )));
    }
    Ok(())
}

/// Runs `spec`: one launch checked against the CPU when `check`, then
/// `timed` launches whose median time is reported (after 2 warm-ups).
pub fn run(
    device: &Device,
    module: &Module<'_>,
    spec: &GemmSpec,
    check: bool,
    timed: u32,
) -> Result<GemmOutcome> {
    let (m, n, k) = spec.shape;
    let (tm, tn) = spec.tile;
    check_shape(spec)?;
    let kernel = module.kernel(&spec.kernel)?;
    let (mu, nu, ku) = (m as usize, n as usize, k as usize);
    let host_a = input(mu * ku, 0x9e37_79b9_7f4a_7c15);
    let host_b = input(nu * ku, 0xd1b5_4a32_d192_ed03);
    let a = DeviceBuffer::from_host(device, &host_a)?;
    let b = DeviceBuffer::from_host(device, &host_b)?;
    // C and a guard after it, poisoned (bf16 NaN): every element of C must
    // be written, nothing past it.
    let guard = 8 * nu + 64;
    let c = DeviceBuffer::from_host(device, &vec![POISON; mu * nu + guard])?;
    let map = |buffer: &DeviceBuffer<u16>, rows: u32, box_rows: u32| {
        TensorMap::tiled(buffer, &TiledSpec::bf16_swizzled(rows, k, box_rows, 64))
    };
    let (a_map, b_map) = (map(&a, m, tm)?, map(&b, n, tn / spec.cluster.max(1))?);
    let c_map = TensorMap::tiled(&c, &TiledSpec::bf16_swizzled(m, n, 64, 64))?;
    let args = [
        a_map.arg(),
        b_map.arg(),
        if spec.c_map { c_map.arg() } else { c.arg() },
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::I32(k.div_ceil(64) as i32),
    ];
    let stream = Stream::new(device)?;
    let tiles = m.div_ceil(tm) * n.div_ceil(tn);
    let sms = device.multiprocessors.max(2) as u32;
    let grid = if spec.cluster == 2 {
        // Pairs of tile rows, one pair per cluster of 2 CTAs.
        let pairs = m.div_ceil(2 * tm) * n.div_ceil(tn);
        [2 * pairs.min(sms / 2), 1, 1]
    } else if spec.persistent {
        [tiles.min(sms), 1, 1]
    } else {
        [n.div_ceil(tn), m.div_ceil(tm), 1]
    };
    let config = LaunchConfig {
        grid,
        block: [spec.threads, 1, 1],
        cluster: None,
        shared_bytes: kernel.dynamic_shared_bytes,
    };
    let mut outcome = GemmOutcome {
        mismatches: None,
        first_mismatch: None,
        milliseconds: 0.0,
    };
    let events = (Event::new(device)?, Event::new(device)?);
    if check {
        let watchdog = Watchdog::arm(module)?;
        let launch = (&config, &args[..]);
        if let Err(e) = timed_launch(&stream, &kernel, launch, watchdog.as_ref(), &events) {
            drop_unless_running(&e, stream, (a, b, c, events, watchdog));
            return Err(e);
        }
        let want = crate::tile_gemm::reference(&host_a, &host_b, mu, nu, ku);
        let got = c.to_host()?;
        if let Some(at) = got[mu * nu..].iter().position(|&x| x != POISON) {
            return Err(Error::Invalid(format!(
                "the kernel wrote past C: element {at} after its end"
            )));
        }
        let mut wrong = 0;
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            if *g != bf16(*w) {
                wrong += 1;
                outcome.first_mismatch.get_or_insert((
                    (i / nu) as u32,
                    (i % nu) as u32,
                    from_bf16(*g),
                    *w,
                ));
            }
        }
        outcome.mismatches = Some(wrong);
    }
    outcome.milliseconds = median_launch(&stream, &kernel, (&config, &args), &events, timed)?;
    Ok(outcome)
}
