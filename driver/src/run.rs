//! `async-opt FILE --run`: compiles a reduction example for the GPU of this
//! machine and runs it, checked against the CPU.
//!
//! The kernel must follow the reduction examples' contract
//! (`phaselock_runtime::reduce`): one kernel in the `gpu.module`, taking
//! `(src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32)`, with its block size
//! in `known_block_size` and its cluster size, if any, in
//! `nvvm.cluster_dim`.
//!
//! With `--async-instrument` the kernel is compiled with the watchdog, and a
//! wait that never completes ends the run with an error at the wait's
//! location naming the barrier, slot, phase, CTA and warp.

use phaselock::passes::instrument::Instrument;
use phaselock::{
    compile::{compile_module, Artifact, Check, CompileOptions, Emit},
    passes::ir::{self, Op},
    Chip, Diag, Severity,
};
use phaselock_runtime::{
    reduce::{self, ReduceSpec},
    DeadlockReport, Device, Error,
};

/// Sizes of a run.
#[derive(Debug, Clone)]
pub struct RunSizes {
    /// CTAs (default: 2 per SM, rounded to the cluster size).
    pub ctas: Option<u32>,
    /// Tiles of 1024 i32 per CTA.
    pub tiles: u32,
    /// Launches; the time of the last is reported.
    pub repeat: u32,
    /// The watchdog and delays (`--async-instrument`); `None`: off.
    pub instrument: Option<Instrument>,
    /// The protocol checker (`--check`, `--no-check`).
    pub check: Check,
}

/// The watchdog's report as a diagnostic at the wait it names.
fn deadlock_diag(file: &str, report: &DeadlockReport) -> Diag {
    // The site table's location is `file:line:column`.
    let mut parts = report.location.rsplitn(3, ':');
    let column = parts.next().and_then(|c| c.parse().ok());
    let line = parts.next().and_then(|l| l.parse().ok());
    let at = parts.next().unwrap_or(file);
    match (line, column) {
        (Some(line), Some(column)) => {
            Diag::new(Severity::Error, at, line, column, report.to_string())
        }
        _ => Diag::new(Severity::Error, file, 0, 0, report.to_string()),
    }
}

fn error(file: &str, message: impl Into<String>) -> Vec<Diag> {
    vec![Diag::new(Severity::Error, file, 0, 0, message)]
}

/// The kernel's name, block size and cluster size, read before lowering.
fn kernel_shape(module: Op, file: &str) -> Result<(String, u32, u32), Vec<Diag>> {
    let kernels: Vec<Op> = module
        .descendants()
        .into_iter()
        .filter(|op| op.name() == "gpu.func" && op.attr("gpu.kernel").is_some())
        .collect();
    let [kernel] = kernels.as_slice() else {
        return Err(error(
            file,
            format!(
                "--run needs exactly one kernel in the input, found {}",
                kernels.len()
            ),
        ));
    };
    let name = kernel.str_attr("sym_name").unwrap_or_default();
    let dims = |attr: &str| kernel.dense_i32_array(attr);
    let Some(block) = dims("known_block_size") else {
        return Err(error(
            file,
            format!("--run needs the block size of kernel '{name}': give it known_block_size = array<i32: X, 1, 1>"),
        ));
    };
    let threads = phaselock::passes::limits::volume(&block);
    let cluster = dims("nvvm.cluster_dim").map_or(1, |d| phaselock::passes::limits::volume(&d));
    let arguments = unsafe {
        let body = mlir_sys::mlirRegionGetFirstBlock(kernel.region(0));
        (0..mlir_sys::mlirBlockGetNumArguments(body))
            .map(|i| ir::type_string(ir::value_type(mlir_sys::mlirBlockGetArgument(body, i))))
            .collect::<Vec<_>>()
    };
    if arguments != ["!llvm.ptr<1>", "!llvm.ptr<1>", "i32"] {
        return Err(error(
            file,
            format!(
                "--run knows the reduction examples' signature (src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32); kernel '{name}' takes ({})",
                arguments.join(", ")
            ),
        ));
    }
    if !(1..=1024).contains(&threads) || cluster < 1 {
        return Err(error(file, format!("kernel '{name}': block of {threads} threads or cluster of {cluster} CTAs is not launchable")));
    }
    Ok((name, threads as u32, cluster as u32))
}

/// Compiles and runs; prints one line per run.
pub fn run<'c>(
    context: &'c melior::Context,
    module: &mut melior::ir::Module<'c>,
    file: &str,
    sizes: RunSizes,
) -> Result<(), Vec<Diag>> {
    let (kernel, threads, cluster) = kernel_shape(Op(module.as_operation().to_raw()), file)?;
    let device = Device::open(0).map_err(|e| error(file, e.to_string()))?;
    let chip = match device.compute_capability {
        (9, 0) => Chip::Sm90a,
        (10, 0) => Chip::Sm100a,
        (major, minor) => {
            return Err(error(
                file,
                format!(
                    "--run: the GPU is sm_{major}{minor}; phaselock targets sm_90a and sm_100a"
                ),
            ))
        }
    };
    let options = CompileOptions {
        chip: Some(chip),
        emit: Emit::Ptx,
        instrument: sizes.instrument.clone(),
        check: sizes.check,
        ..Default::default()
    };
    let compiled = compile_module(context, module, file, &options)?;
    for d in &compiled.diagnostics {
        eprintln!("{d}");
    }
    let Artifact::Text(ptx) = compiled.artifact else {
        return Err(error(file, "the compiler produced no PTX"));
    };
    let loaded = device
        .load(ptx.as_bytes())
        .map_err(|e| error(file, e.to_string()))?;
    let ctas = sizes.ctas.unwrap_or_else(|| {
        let two_per_sm = 2 * device.multiprocessors.max(1) as u32;
        two_per_sm.div_ceil(cluster) * cluster
    });
    let spec = ReduceSpec {
        kernel: kernel.clone(),
        threads,
        ctas,
        tiles: sizes.tiles,
        cluster,
        launch_cluster: false,
    };
    let outcome = match reduce::run(&device, &loaded, &spec, sizes.repeat) {
        Ok(outcome) => outcome,
        Err(Error::Deadlock(report)) => {
            // The launch may still run (a kernel blocked where no watchdog
            // is): unloading would wait for it, the process's end does not.
            std::mem::forget(loaded);
            std::mem::forget(device);
            return Err(vec![deadlock_diag(file, &report)]);
        }
        Err(e) => return Err(error(file, e.to_string())),
    };
    println!(
        "{kernel} on {} ({chip}): ctas={ctas} threads={threads} cluster={cluster} tiles/cta={} ({:.1} MiB): {:.3} ms, {:.1} GB/s, mismatches={} -> {}",
        device.name,
        sizes.tiles,
        outcome.bytes as f64 / (1024.0 * 1024.0),
        outcome.milliseconds,
        outcome.gigabytes_per_second(),
        outcome.mismatches,
        if outcome.mismatches == 0 { "PASS" } else { "FAIL" }
    );
    match outcome.first_mismatch {
        None => Ok(()),
        Some((g, got, want)) => Err(error(
            file,
            format!(
                "{} groups differ from the CPU; group {g}: got {got}, expected {want}",
                outcome.mismatches
            ),
        )),
    }
}
