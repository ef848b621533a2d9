//! The contract of the bf16 GEMM kernels, and a checked, timed run.
//!
//! A `gemm_bf16` kernel takes `(a: !async.tensor_map<bf16, [64, 64], 128 B
//! swizzle>, b: !async.tensor_map<bf16, [tile_n, 64], 128 B swizzle>, c:
//! !llvm.ptr<1>, n: i32, k_tiles: i32)` and computes C = A · Bᵀ: A an
//! M x K and B an N x K row-major bf16 matrix (both K-major), C an M x N
//! row-major bf16 matrix, f32 accumulation. The grid is N / tile_n x
//! M / tile_m CTAs; M, N and K are multiples of the tile and of 64.
//!
//! The check: the inputs are multiples of 1/2 in -2..=2 (exact in bf16),
//! so every f32 sum is exact and the GPU's bf16 result must be the CPU's
//! f32 result rounded to bf16 (to nearest even), bit for bit.

use crate::tile_gemm::{bf16, from_bf16, input};
use crate::{
    Arg, Device, DeviceBuffer, ElementType, Error, Event, LaunchConfig, Module, Result, Stream,
    Swizzle, TensorMap, TiledSpec,
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
    if m % tm != 0 || n % tn != 0 || k % 64 != 0 || k == 0 {
        return Err(Error::Invalid(format!(
            "the GEMM needs M a multiple of {tm}, N of {tn} and K of 64, got {m} x {n} x {k}"
        )));
    }
    let kernel = module.kernel(&spec.kernel)?;
    let (mu, nu, ku) = (m as usize, n as usize, k as usize);
    let host_a = input(mu * ku, 0x9e37_79b9_7f4a_7c15);
    let host_b = input(nu * ku, 0xd1b5_4a32_d192_ed03);
    let a = DeviceBuffer::from_host(device, &host_a)?;
    let b = DeviceBuffer::from_host(device, &host_b)?;
    let c = DeviceBuffer::<u16>::alloc(device, mu * nu)?;
    let map = |buffer: &DeviceBuffer<u16>, rows: u32, box_rows: u32| {
        let spec = TiledSpec {
            swizzle: Swizzle::B128,
            ..TiledSpec::row_major(
                ElementType::BF16,
                &[u64::from(rows), u64::from(k)],
                &[box_rows, 64],
            )
        };
        TensorMap::tiled(buffer, &spec)
    };
    let (a_map, b_map) = (map(&a, m, 64)?, map(&b, n, tn)?);
    let args = [
        a_map.arg(),
        b_map.arg(),
        c.arg(),
        Arg::I32(n as i32),
        Arg::I32((k / 64) as i32),
    ];
    let stream = Stream::new(device)?;
    let config = LaunchConfig {
        grid: [n / tn, m / tm, 1],
        block: [spec.threads, 1, 1],
        cluster: None,
        shared_bytes: kernel.dynamic_shared_bytes,
    };
    let mut outcome = GemmOutcome {
        mismatches: None,
        first_mismatch: None,
        milliseconds: 0.0,
    };
    if check {
        c.zero()?;
        stream.launch(&kernel, &config, &args)?;
        stream.synchronize(Some(&spec.kernel))?;
        let want = crate::tile_gemm::reference(&host_a, &host_b, mu, nu, ku);
        let got = c.to_host()?;
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
    let (start, end) = (Event::new(device)?, Event::new(device)?);
    let mut times = Vec::new();
    for i in 0..timed + 2 * u32::from(timed > 0) {
        start.record(&stream)?;
        stream.launch(&kernel, &config, &args)?;
        end.record(&stream)?;
        stream.synchronize(Some(&spec.kernel))?;
        if i >= 2 {
            times.push(end.elapsed_since(&start)?);
        }
    }
    times.sort_by(f32::total_cmp);
    outcome.milliseconds = times.get(times.len() / 2).copied().unwrap_or(0.0);
    Ok(outcome)
}
