//! `phaselock-bench gemm PTX KERNEL THREADS TILE_M TILE_N GRID SHAPE...`
//! (GRID: `persistent` or `one-tile`, with `-ptr` when C is a pointer and
//! `-c2` for clusters of 2): the bf16 GEMM of `runtime::gemm` on each
//! `MxNxK` shape (M·N·K ≤ 2^30, so that the CPU reference is quick),
//! checked bit for bit against the CPU, one markdown row per shape.
//!
//! Nothing here is timed: the check's inputs (multiples of 1/2 in -2..2)
//! run faster than random data, so the GEMM's speed is measured by
//! `bench/gemm_bench.py`, on random inputs, by the method of
//! bench/RESULTS.md.

use phaselock_runtime::{
    gemm::{self, GemmSpec},
    Device, ElementType,
};
use std::path::Path;

/// Runs the shapes; `Err` on a wrong result or a failed launch.
pub fn gemm(
    ptx: &Path,
    kernel: &str,
    numbers: [&str; 3],
    grid: &str,
    shapes: &[&str],
) -> Result<(), String> {
    let parse = |v: &str| v.parse::<u32>().map_err(|e| format!("{v}: {e}"));
    let (threads, tile_m, tile_n) = (parse(numbers[0])?, parse(numbers[1])?, parse(numbers[2])?);
    let device = Device::open(0).map_err(|e| e.to_string())?;
    let module = device.load_file(ptx).map_err(|e| e.to_string())?;
    println!("| shape (M x N x K) | checked |");
    println!("|---|---|");
    for shape in shapes {
        let dims: Vec<u32> = shape.split('x').map(parse).collect::<Result<_, _>>()?;
        let [m, n, k] = dims[..] else {
            return Err(format!("{shape}: expected MxNxK"));
        };
        let spec = GemmSpec {
            kernel: kernel.into(),
            threads,
            tile: (tile_m, tile_n),
            shape: (m, n, k),
            persistent: grid.starts_with("persistent"),
            c_map: !grid.ends_with("-ptr"),
            cluster: if grid.contains("-c2") { 2 } else { 1 },
            element: ElementType::BF16,
            split_k: 1,
        };
        if u64::from(m) * u64::from(n) * u64::from(k) > 1 << 30 {
            return Err(format!(
                "{shape}: M·N·K above 2^30 takes the CPU reference too long; time shapes with bench/gemm_bench.py"
            ));
        }
        let outcome = gemm::run(&device, &module, &spec, true, 0).map_err(|e| e.to_string())?;
        if let Some((r, c, got, want)) = outcome.first_mismatch {
            return Err(format!(
                "{shape}: {} elements wrong; ({r}, {c}): got {got}, expected {want}",
                outcome.mismatches.unwrap_or(0)
            ));
        }
        println!("| {m} x {n} x {k} | exact |");
    }
    Ok(())
}
