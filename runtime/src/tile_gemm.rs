//! The contract of the one-CTA wgmma tile GEMM example, and a checked run.
//!
//! Kernel `wgmma_gemm` takes `(a: !async.tensor_map<64x64xbf16, swizzle
//! 128>, b: the same, c: !llvm.ptr<1>, n: i32, k_tiles: i32)` and
//! computes C = A · Bᵀ with A an M x K and B an N x K row-major bf16
//! matrix (both K-major) and C an M x N row-major f32 matrix; M, N and K
//! are multiples of 64, `k_tiles` = K / 64, and the grid is N / 64 x M / 64
//! CTAs of 160 threads, CTA (x, y) computing the tile at rows 64 y and
//! columns 64 x.
//!
//! The inputs are multiples of 1/2 in -2..=2, which bf16 holds exactly;
//! every product is a multiple of 1/4 and every sum of up to 2^20 of them
//! is exact in f32, so the GPU's result must equal the CPU's whatever the
//! order of the additions.

use crate::watchdog::{drop_unless_running, timed_launch};
use crate::{
    Arg, Device, DeviceBuffer, Error, Event, LaunchConfig, Module, Result, Stream, TensorMap,
    TiledSpec, Watchdog,
};

/// Rows and columns of a tile, and the K extent of one stage.
pub const TILE: u32 = 64;

/// One run of the tile GEMM.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GemmSpec {
    /// The kernel's name.
    pub kernel: String,
    /// Rows of A and C.
    pub m: u32,
    /// Rows of B, columns of C.
    pub n: u32,
    /// Columns of A and B.
    pub k: u32,
}

/// What a run gave.
#[derive(Debug, Clone, PartialEq)]
pub struct GemmOutcome {
    /// Elements of C that differ from the CPU's.
    pub mismatches: usize,
    /// The first of them: (row, column, got, expected).
    pub first_mismatch: Option<(u32, u32, f32, f32)>,
    /// Kernel time of the last launch, in milliseconds.
    pub milliseconds: f32,
}

/// bf16 bits of `x` (round to nearest even; the inputs here are exact).
pub fn bf16(x: f32) -> u16 {
    let bits = x.to_bits();
    let round = 0x7fff + ((bits >> 16) & 1);
    ((bits + round) >> 16) as u16
}

/// The value of bf16 bits.
pub fn from_bf16(b: u16) -> f32 {
    f32::from_bits(u32::from(b) << 16)
}

/// The xorshift64 stream from `seed` (made odd): the kernels' check inputs.
pub(crate) fn xorshift(seed: u64) -> impl Iterator<Item = u64> {
    let mut s = seed | 1;
    std::iter::repeat_with(move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    })
}

/// `len` pseudo-random multiples of 1/2 in -2..=2, as bf16 bits.
pub fn input(len: usize, seed: u64) -> Vec<u16> {
    xorshift(seed)
        .take(len)
        .map(|s| bf16((s % 9) as f32 / 2.0 - 2.0))
        .collect()
}

/// C = A · Bᵀ on the CPU, rows spread over the host's cores (each element
/// summed in K order, so the result does not depend on the split).
pub fn reference(a: &[u16], b: &[u16], m: usize, n: usize, k: usize) -> Vec<f32> {
    let a: Vec<f32> = a.iter().map(|&x| from_bf16(x)).collect();
    let b: Vec<f32> = b.iter().map(|&x| from_bf16(x)).collect();
    let mut c = vec![0f32; m * n];
    if m == 0 || n == 0 {
        return c;
    }
    let workers = std::thread::available_parallelism().map_or(1, |p| p.get());
    let rows = m.div_ceil(workers).max(1);
    std::thread::scope(|scope| {
        for (chunk, out) in c.chunks_mut(rows * n).enumerate() {
            let (a, b) = (&a, &b);
            scope.spawn(move || {
                for (r, out_row) in out.chunks_mut(n).enumerate() {
                    let i = chunk * rows + r;
                    let row = &a[i * k..(i + 1) * k];
                    for (j, o) in out_row.iter_mut().enumerate() {
                        let col = &b[j * k..(j + 1) * k];
                        *o = row.iter().zip(col).map(|(x, y)| x * y).sum();
                    }
                }
            });
        }
    });
    c
}

/// Runs `spec` `repeats` times (at least once) and checks the last result.
pub fn run(
    device: &Device,
    module: &Module<'_>,
    spec: &GemmSpec,
    repeats: u32,
) -> Result<GemmOutcome> {
    let (m, n, k) = (spec.m, spec.n, spec.k);
    if [m, n, k].iter().any(|d| *d == 0 || !d.is_multiple_of(TILE)) {
        return Err(Error::Invalid(format!(
            "the tile GEMM needs M, N and K multiples of {TILE}, got {m} x {n} x {k}"
        )));
    }
    let kernel = module.kernel(&spec.kernel)?;
    let watchdog = Watchdog::arm(module)?;
    let (mu, nu, ku) = (m as usize, n as usize, k as usize);
    let host_a = input(mu * ku, 0x9e37_79b9_7f4a_7c15);
    let host_b = input(nu * ku, 0xd1b5_4a32_d192_ed03);
    let want = reference(&host_a, &host_b, mu, nu, ku);
    let a = DeviceBuffer::from_host(device, &host_a)?;
    let b = DeviceBuffer::from_host(device, &host_b)?;
    let c = DeviceBuffer::<f32>::alloc(device, mu * nu)?;
    let map = |buffer: &DeviceBuffer<u16>, rows: u32| {
        TensorMap::tiled(buffer, &TiledSpec::bf16_swizzled(rows, k, TILE, TILE))
    };
    let (a_map, b_map) = (map(&a, m)?, map(&b, n)?);
    let args = [
        a_map.arg(),
        b_map.arg(),
        c.arg(),
        Arg::I32(n as i32),
        Arg::I32((k / TILE) as i32),
    ];
    let stream = Stream::new(device)?;
    let config = LaunchConfig {
        grid: [n / TILE, m / TILE, 1],
        block: [160, 1, 1],
        cluster: None,
        shared_bytes: kernel.dynamic_shared_bytes,
    };
    let events = (Event::new(device)?, Event::new(device)?);
    let mut milliseconds = 0.0;
    for _ in 0..repeats.max(1) {
        c.zero()?;
        match timed_launch(
            &stream,
            &kernel,
            (&config, &args),
            watchdog.as_ref(),
            &events,
        ) {
            Ok(ms) => milliseconds = ms,
            Err(e) => {
                drop_unless_running(&e, stream, (a, b, c, events, watchdog));
                return Err(e);
            }
        }
    }
    let got = c.to_host()?;
    let mut outcome = GemmOutcome {
        mismatches: 0,
        first_mismatch: None,
        milliseconds,
    };
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        if g.to_bits() != w.to_bits() {
            outcome.mismatches += 1;
            let (r, col) = ((i / nu) as u32, (i % nu) as u32);
            outcome.first_mismatch.get_or_insert((r, col, *g, *w));
        }
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_holds_the_inputs_exactly() {
        for v in input(1000, 7) {
            let x = from_bf16(v);
            assert!((-2.0..=2.0).contains(&x) && (x * 2.0).fract() == 0.0);
            assert_eq!(bf16(x), v);
        }
        assert_eq!(bf16(1.0), 0x3f80);
    }

    #[test]
    fn reference_multiplies_by_the_transpose() {
        // A = [1 2], B = [[3 4], [5 6]]: C = [1*3 + 2*4, 1*5 + 2*6].
        let a = [bf16(1.0), bf16(2.0)];
        let b = [bf16(3.0), bf16(4.0), bf16(5.0), bf16(6.0)];
        assert_eq!(reference(&a, &b, 1, 2, 2), vec![11.0, 17.0]);
    }
}
