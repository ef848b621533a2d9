//! The contract of the bf16 and FP8 GEMM kernels, and a checked, timed
//! run.
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
//! A split-K kernel (`gemm-gen --split-k S`, [`GemmSpec::split_k`]) takes
//! a workspace of `S x Mp x Np` f32 in C's place (M and N up to whole
//! tiles), runs on `S min(tiles, SMs / S)` CTAs, and is followed by
//! [`REDUCE_KERNEL`] of the same module, which adds the parts in order
//! into C (a pointer); K steps a multiple of S.
//!
//! A `gemm_e4m3`/`gemm_e5m2` kernel takes A and B as FP8 (tensor maps of
//! 128-byte rows: boxes of 128 K elements), then after C two pointers to
//! one f32 each, A's and B's scales, and computes C = scale_a scale_b (A
//! · Bᵀ) in bf16; `k_tiles = ceil(K / 128)`; K a multiple of 16.
//!
//! The check: the inputs are multiples of 1/2 in -2..=2 (exact in bf16,
//! e4m3 and e5m2), so every f32 sum is exact, and the FP8 scales (1/2 and
//! 4) are powers of two: the GPU's bf16 result must be the CPU's f32
//! result rounded to bf16 (to nearest even), bit for bit.

use crate::tile_gemm::{bf16, from_bf16, input};

mod fp8;
use crate::watchdog::{drop_unless_running, median_launch, timed_launch};
use crate::{
    tensor_map::Swizzle, Arg, Device, DeviceBuffer, ElementType, Error, Event, LaunchConfig,
    Module, Result, Stream, TensorMap, TiledSpec, Watchdog,
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
    /// The element type of A and B: `BF16`, `F8E4M3` or `F8E5M2` (the
    /// FP8 kernels take the two scale pointers).
    pub element: ElementType,
    /// Split-K parts (1: none): the kernel writes each tile's parts (f32)
    /// to a workspace given as C, `S x Mp x Np` (`Mp`, `Np`: M and N up to
    /// whole tiles), on `S min(tiles, SMs / S)` CTAs, and
    /// [`REDUCE_KERNEL`] of the same module adds them into C in order.
    pub split_k: u32,
}

/// The split-K reduction kernel's name (`gemm-gen --split-k`):
/// `(w, c: !llvm.ptr<1>, m, n: i32)`, 256 threads, any grid.
pub const REDUCE_KERNEL: &str = "gemm_bf16_reduce";

impl GemmSpec {
    /// Whether A and B are FP8.
    pub fn is_fp8(&self) -> bool {
        matches!(self.element, ElementType::F8E4M3 | ElementType::F8E5M2)
    }

    /// K elements of a K step: one 128-byte row of a box.
    pub fn tile_k(&self) -> u32 {
        128 / self.element.bytes() as u32
    }
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
/// strides (N a multiple of 8, K of 8 bf16 or 16 FP8); the direct
/// epilogue writes whole tiles (M and N multiples of the tile). Checked
/// before any allocation.
pub fn check_shape(spec: &GemmSpec) -> Result<()> {
    let (m, n, k) = spec.shape;
    let (tm, tn) = spec.tile;
    if m == 0 || n == 0 || k == 0 {
        return Err(Error::Invalid(format!(
            "the GEMM needs a non-empty shape, got {m} x {n} x {k}"
        )));
    }
    if !matches!(
        spec.element,
        ElementType::BF16 | ElementType::F8E4M3 | ElementType::F8E5M2
    ) {
        return Err(Error::Invalid(format!(
            "the GEMM takes bf16, e4m3 or e5m2 inputs, got {}",
            spec.element
        )));
    }
    let k_align = 16 / spec.element.bytes() as u32;
    if n % 8 != 0 || k % k_align != 0 {
        return Err(Error::Invalid(format!(
            "the GEMM's tensor maps need N a multiple of 8 and K of {k_align} (16-byte rows), got {m} x {n} x {k}"
        )));
    }
    if ![1, 2].contains(&spec.cluster) || (spec.cluster == 2 && !spec.persistent) {
        return Err(Error::Invalid(format!(
            "the GEMM runs in clusters of 1 or 2 (2: persistent only), got {}",
            spec.cluster
        )));
    }
    if spec.split_k != 1 {
        let k_tiles = k.div_ceil(spec.tile_k());
        let bad = !(2..=16).contains(&spec.split_k)
            || spec.is_fp8()
            || spec.c_map
            || spec.cluster != 1
            || !spec.persistent
            || k_tiles % spec.split_k != 0
            || u64::from(m) * u64::from(n) >= 1 << 32;
        if bad {
            return Err(Error::Invalid(format!(
                "split-K of {} parts: a persistent bf16 kernel in clusters of 1 writing its parts from the registers, 2 to 16 parts dividing the {k_tiles} K steps, M N below 2^32; got {m} x {n} x {k}",
                spec.split_k
            )));
        }
        return Ok(());
    }
    if !spec.c_map && (m % tm != 0 || n % tn != 0) {
        return Err(Error::Invalid(format!(
            "the direct epilogue writes whole tiles: M must be a multiple of {tm} and N of {tn}, got {m} x {n} x {k}"
        )));
    }
    Ok(())
}

/// The check's scales of A and B (FP8 kernels): powers of two, so that
/// the scaled result is as exact as the sum.
const SCALES: [f32; 2] = [0.5, 4.0];

/// The device bytes of the check values `values` (bf16 bits) as
/// `element`: bf16 as they are, FP8 encoded (every check value is exact
/// in e4m3 and e5m2).
fn encode(values: &[u16], element: ElementType) -> Vec<u8> {
    match element {
        ElementType::F8E4M3 | ElementType::F8E5M2 => values
            .iter()
            .map(|&x| fp8::encode(from_bf16(x), element == ElementType::F8E5M2))
            .collect(),
        _ => values.iter().flat_map(|x| x.to_le_bytes()).collect(),
    }
}

/// The tensor map of a `rows` x K operand (`spec`'s element type) in boxes
/// of `box_rows` rows of 128 bytes, 128-byte swizzled.
fn operand_map(
    spec: &GemmSpec,
    buffer: &DeviceBuffer<u8>,
    rows: u32,
    box_rows: u32,
) -> Result<TensorMap> {
    let k = u64::from(spec.shape.2);
    let tiled = TiledSpec {
        swizzle: Swizzle::B128,
        ..TiledSpec::row_major(
            spec.element,
            &[u64::from(rows), k],
            &[box_rows, spec.tile_k()],
        )
    };
    TensorMap::tiled(buffer, &tiled)
}

/// The launch grid of `spec` on `sms` multiprocessors.
fn grid(spec: &GemmSpec, sms: u32) -> [u32; 3] {
    let (m, n, _) = spec.shape;
    let (tm, tn) = spec.tile;
    if spec.split_k > 1 {
        // Groups of S CTAs, one per tile part.
        let tiles = m.div_ceil(tm) * n.div_ceil(tn);
        [spec.split_k * tiles.min(sms / spec.split_k).max(1), 1, 1]
    } else if spec.cluster == 2 {
        // Pairs of tile rows, one pair per cluster of 2 CTAs.
        let pairs = m.div_ceil(2 * tm) * n.div_ceil(tn);
        [2 * pairs.min(sms / 2), 1, 1]
    } else if spec.persistent {
        [(m.div_ceil(tm) * n.div_ceil(tn)).min(sms), 1, 1]
    } else {
        [n.div_ceil(tn), m.div_ceil(tm), 1]
    }
}

/// The kernel's arguments: A's and B's maps and C (or the workspace),
/// FP8's scales, then `m`, `n` and `k_tiles`.
fn kernel_args(spec: &GemmSpec, maps: [Arg; 3], scales: &[Arg]) -> Vec<Arg> {
    let (m, n, k) = spec.shape;
    let mut args = maps.to_vec();
    if spec.is_fp8() {
        args.extend_from_slice(scales);
    }
    args.extend([
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::I32(k.div_ceil(spec.tile_k()) as i32),
    ]);
    args
}

/// Split-K's workspace of `spec`'s parts, `S x Mp x Np` f32 (whole tiles);
/// one element without a split.
fn workspace(device: &Device, spec: &GemmSpec) -> Result<DeviceBuffer<f32>> {
    let (m, n, _) = spec.shape;
    let (tm, tn) = spec.tile;
    let rows = m.div_ceil(tm) as usize * tm as usize;
    let cols = n.div_ceil(tn) as usize * tn as usize;
    let parts = spec.split_k as usize * rows * cols;
    DeviceBuffer::from_host(device, &vec![0f32; parts.max(1)])
}

/// Checks C (`got`, `n` columns, with its poisoned guard after it)
/// against the CPU's `want`: an error for a write past C, else the
/// mismatches into `outcome`.
fn compare(got: &[u16], want: &[f32], n: usize, outcome: &mut GemmOutcome) -> Result<()> {
    if let Some(at) = got[want.len()..].iter().position(|&x| x != POISON) {
        return Err(Error::Invalid(format!(
            "the kernel wrote past C: element {at} after its end"
        )));
    }
    let mut wrong = 0;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if *g != bf16(*w) {
            wrong += 1;
            outcome.first_mismatch.get_or_insert((
                (i / n) as u32,
                (i % n) as u32,
                from_bf16(*g),
                *w,
            ));
        }
    }
    outcome.mismatches = Some(wrong);
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
    let a = DeviceBuffer::from_host(device, &encode(&host_a, spec.element))?;
    let b = DeviceBuffer::from_host(device, &encode(&host_b, spec.element))?;
    // C and a guard after it, poisoned (bf16 NaN): every element of C must
    // be written, nothing past it.
    let guard = 8 * nu + 64;
    let c = DeviceBuffer::from_host(device, &vec![POISON; mu * nu + guard])?;
    let (a_map, b_map) = (
        operand_map(spec, &a, m, tm)?,
        operand_map(spec, &b, n, tn / spec.cluster.max(1))?,
    );
    let c_map = TensorMap::tiled(&c, &TiledSpec::bf16_swizzled(m, n, 64, 64))?;
    let scales = [
        DeviceBuffer::from_host(device, &SCALES[..1])?,
        DeviceBuffer::from_host(device, &SCALES[1..])?,
    ];
    let work = workspace(device, spec)?;
    let out = if spec.split_k > 1 {
        work.arg()
    } else if spec.c_map {
        c_map.arg()
    } else {
        c.arg()
    };
    let scales_args: Vec<Arg> = scales.iter().map(DeviceBuffer::arg).collect();
    let args = kernel_args(spec, [a_map.arg(), b_map.arg(), out], &scales_args);
    let stream = Stream::new(device)?;
    let config = LaunchConfig {
        grid: grid(spec, device.multiprocessors.max(2) as u32),
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
    let reduce = (spec.split_k > 1)
        .then(|| module.kernel(REDUCE_KERNEL))
        .transpose()?;
    let reduce_config = LaunchConfig {
        grid: [4 * device.multiprocessors.max(1) as u32, 1, 1],
        block: [256, 1, 1],
        cluster: None,
        shared_bytes: 0,
    };
    let reduce_args = [work.arg(), c.arg(), Arg::I32(m as i32), Arg::I32(n as i32)];
    if check {
        let watchdog = Watchdog::arm(module)?;
        let launch = (&config, &args[..]);
        if let Err(e) = timed_launch(&stream, &kernel, launch, watchdog.as_ref(), &events) {
            drop_unless_running(&e, stream, (a, b, c, work, scales, events, watchdog));
            return Err(e);
        }
        if let Some(reduce) = &reduce {
            timed_launch(
                &stream,
                reduce,
                (&reduce_config, &reduce_args),
                None,
                &events,
            )?;
        }
        let mut want = crate::tile_gemm::reference(&host_a, &host_b, mu, nu, ku);
        if spec.is_fp8() {
            let scale = SCALES[0] * SCALES[1];
            want.iter_mut().for_each(|w| *w *= scale);
        }
        compare(&c.to_host()?, &want, nu, &mut outcome)?;
    }
    outcome.milliseconds = median_launch(&stream, &kernel, (&config, &args), &events, timed)?;
    if let Some(reduce) = &reduce {
        // Both kernels: the GEMM's median and the reduction's.
        let launch = (&reduce_config, &reduce_args[..]);
        outcome.milliseconds += median_launch(&stream, reduce, launch, &events, timed)?;
    }
    Ok(outcome)
}
