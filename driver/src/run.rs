//! `async-opt FILE --run`: compiles a kernel for the GPU of this machine
//! and runs it, checked against the CPU.
//!
//! Two kernel contracts, told apart by the kernel's signature (one kernel
//! in the `gpu.module`, its block size in `known_block_size`, its cluster
//! size, if any, in `nvvm.cluster_dim`):
//! - the reduction examples' (`phaselock_runtime::reduce`): `(src:
//!   !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32)`;
//! - the bf16 GEMM's (`phaselock_runtime::gemm`, what `gemm-gen`
//!   generates): `(a, b: !async.tensor_map<rows x 64 x bf16, swizzle 128>, c:
//!   tensor map or !llvm.ptr<1>, m, n, k_tiles: i32)`, the tile read off
//!   the maps' boxes and the schedule off `phaselock.schedule`
//!   (`persistent` or `one_tile`); `--gemm-shape MxNxK` sets the problem;
//! - the attention forward's (`phaselock_runtime::attention`, what
//!   `attn-gen` builds): `(q, k, v, o_map: !async.tensor_map, o, lse:
//!   !llvm.ptr<1>, seq, group[, heads, tiles]: i32)` (O's map with 64-row
//!   boxes) with
//!   `phaselock.attention = {head_dim, causal, consumers}`, the keys per
//!   block read off K's box and the query rows per CTA (64 per consumer
//!   warpgroup, so the threads) off Q's; `--attention-shape BxHxHkvxS` sets
//!   the problem.
//!
//! With `--async-instrument` the kernel is compiled with the watchdog, and a
//! wait that never completes ends the run with an error at the wait's
//! location naming the barrier, slot, phase, CTA and warp.

use phaselock::passes::instrument::Instrument;
use phaselock::{
    compile::{compile_module, Artifact, Check, CompileOptions, Emit},
    ir::{self, Op},
    Chip, Diag, Severity,
};
use phaselock_runtime::{
    attention::{self, AttentionSpec},
    gemm::{self, GemmSpec},
    reduce::{self, ReduceOutcome, ReduceSpec},
    DeadlockReport, Device, ElementType, Error,
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
    /// M, N, K of a GEMM kernel's run.
    pub gemm_shape: (u32, u32, u32),
    /// B, H, H_kv, S of an attention kernel's run.
    pub attention_shape: (u32, u32, u32, u32),
}

/// The contract a kernel's signature matches.
enum Contract {
    /// `(src, out, tiles)`.
    Reduce,
    /// The GEMM's (bf16, or FP8 with two scale pointers after C): the
    /// tile (rows, columns), whether C is a tensor map, whether the
    /// schedule is persistent, A's and B's element type.
    Gemm {
        tile: (u32, u32),
        c_map: bool,
        persistent: bool,
        element: ElementType,
    },
    /// The attention forward's: head dim, keys per block, query rows per
    /// CTA, causal, persistent.
    Attention {
        head_dim: u32,
        block_n: u32,
        block_m: u32,
        causal: bool,
        persistent: bool,
    },
}

/// The first dimension of a tensor map type's box (its rows) and its
/// element type, one a GEMM takes.
fn box_rows(ty: mlir_sys::MlirType) -> Option<(u32, ElementType)> {
    let map = phaselock::ir::tensor::TensorMap::of_type(ty)?;
    let element = match map.element.as_str() {
        "bf16" => ElementType::BF16,
        "f8E4M3FN" => ElementType::F8E4M3,
        "f8E5M2" => ElementType::F8E5M2,
        _ => return None,
    };
    Some((u32::try_from(*map.boxed.first()?).ok()?, element))
}

/// Which contract the kernel's argument types and attributes match.
fn contract_of(
    kernel: Op,
    name: &str,
    (arguments, types): (&[String], &[mlir_sys::MlirType]),
    cluster: i64,
    file: &str,
) -> Result<Contract, Vec<Diag>> {
    if arguments == ["!llvm.ptr<1>", "!llvm.ptr<1>", "i32"] {
        return Ok(Contract::Reduce);
    }
    if let Some(contract) = attention_contract(kernel, arguments, types) {
        return Ok(contract);
    }
    let ptr = "!llvm.ptr<1>";
    let gemm = match (arguments, types) {
        ([_, _, _, m, n, k], [a, b, c, ..]) if [m, n, k].iter().all(|t| *t == "i32") => {
            box_rows(*a).zip(box_rows(*b)).map(|rows| (rows, *c))
        }
        ([_, _, _, sa, sb, m, n, k], [a, b, c, ..])
            if [m, n, k].iter().all(|t| *t == "i32") && *sa == ptr && *sb == ptr =>
        {
            box_rows(*a).zip(box_rows(*b)).map(|rows| (rows, *c))
        }
        _ => None,
    };
    // A and B of one type: bf16 with the six-argument signature, FP8
    // with the scales.
    let gemm = gemm.filter(|(((_, a), (_, b)), _)| {
        let fp8 = *a != ElementType::BF16;
        a == b && fp8 == (arguments.len() == 8)
    });
    let Some((((tile_m, element), (b_rows, _)), c)) = gemm else {
        return Err(error(
            file,
            format!(
                "--run knows three kernel signatures: the reduction examples' (src: !llvm.ptr<1>, out: !llvm.ptr<1>, tiles: i32), the GEMM's (a, b: !async.tensor_map<... x bf16, ...>, c, m, n, k_tiles: i32, or for FP8 a, b of f8E4M3FN or f8E5M2, c, scale_a, scale_b: !llvm.ptr<1>, m, n, k_tiles: i32) and attn-gen's attention (q, k, v, o_map: !async.tensor_map, o, lse: !llvm.ptr<1>, seq, group[, heads, tiles]: i32, with phaselock.attention); kernel '{name}' takes ({})",
                arguments.join(", ")
            ),
        ));
    };
    let schedule = kernel.str_attr("phaselock.schedule").unwrap_or_default();
    let persistent = match schedule.as_str() {
        "persistent" => true,
        "one_tile" => false,
        other => {
            return Err(error(
                file,
                format!("--run: the GEMM kernel '{name}' needs phaselock.schedule = \"persistent\" or \"one_tile\", got '{other}'"),
            ))
        }
    };
    Ok(Contract::Gemm {
        tile: (tile_m, b_rows * cluster.max(1) as u32),
        c_map: phaselock::ir::tensor::TensorMap::of_type(c).is_some(),
        persistent,
        element,
    })
}

/// The attention contract, when the kernel says it follows it
/// (`phaselock.attention`) and its signature agrees.
fn attention_contract(
    kernel: Op,
    arguments: &[String],
    types: &[mlir_sys::MlirType],
) -> Option<Contract> {
    let attribute = kernel.attr("phaselock.attention")?;
    let field = |name: &str| unsafe {
        let value = mlir_sys::mlirDictionaryAttrGetElementByName(
            attribute,
            mlir_sys::MlirStringRef {
                data: name.as_ptr().cast(),
                length: name.len(),
            },
        );
        (!value.ptr.is_null()).then_some(value)
    };
    let head_dim = field("head_dim").map(|a| unsafe { mlir_sys::mlirIntegerAttrGetValueInt(a) })?;
    let causal = field("causal").map(|a| unsafe { mlir_sys::mlirBoolAttrGetValue(a) })?;
    let scalars = &arguments.get(6..)?;
    let persistent = match scalars.len() {
        2 => false,
        4 => true,
        _ => return None,
    };
    // O's map: 64-row boxes (a consumer warpgroup's rows).
    let o_map = box_rows(*types.get(3)?)?.0 == 64;
    let pointers = arguments.get(4..6)? == ["!llvm.ptr<1>", "!llvm.ptr<1>"];
    if !o_map || !pointers || scalars.iter().any(|t| t != "i32") {
        return None;
    }
    Some(Contract::Attention {
        head_dim: u32::try_from(head_dim).ok()?,
        block_n: box_rows(*types.get(1)?)?.0,
        block_m: box_rows(*types.first()?)?.0,
        causal,
        persistent,
    })
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

/// A failed run as diagnostics: the watchdog's report at the wait it
/// names, anything else at the file.
fn run_error(file: &str, e: Error) -> Vec<Diag> {
    match e {
        Error::Deadlock(report) => vec![deadlock_diag(file, &report)],
        e => error(file, e.to_string()),
    }
}

fn error(file: &str, message: impl Into<String>) -> Vec<Diag> {
    vec![Diag::new(Severity::Error, file, 0, 0, message)]
}

/// The kernel's name, block size, cluster size and contract, read before
/// lowering.
fn kernel_shape(module: Op, file: &str) -> Result<(String, u32, u32, Contract), Vec<Diag>> {
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
    let threads = phaselock::ir::limits::volume(&block);
    let cluster = dims("nvvm.cluster_dim").map_or(1, |d| phaselock::ir::limits::volume(&d));
    let types = unsafe {
        let body = mlir_sys::mlirRegionGetFirstBlock(kernel.region(0));
        (0..mlir_sys::mlirBlockGetNumArguments(body))
            .map(|i| ir::value_type(mlir_sys::mlirBlockGetArgument(body, i)))
            .collect::<Vec<_>>()
    };
    let arguments: Vec<String> = types.iter().map(|t| ir::type_string(*t)).collect();
    let contract = contract_of(*kernel, &name, (&arguments, &types), cluster, file)?;
    if !(1..=1024).contains(&threads) || cluster < 1 {
        return Err(error(file, format!("kernel '{name}': block of {threads} threads or cluster of {cluster} CTAs is not launchable")));
    }
    Ok((name, threads as u32, cluster as u32, contract))
}

/// Compiles and runs; prints one line per run.
pub fn run<'c>(
    context: &'c melior::Context,
    module: &mut melior::ir::Module<'c>,
    file: &str,
    sizes: RunSizes,
) -> Result<(), Vec<Diag>> {
    let (kernel, threads, cluster, contract) =
        kernel_shape(Op(module.as_operation().to_raw()), file)?;
    let device = Device::open(0).map_err(|e| error(file, e.to_string()))?;
    let chip = device_chip(&device, file)?;
    let ptx = compile_ptx(context, module, file, chip, &sizes)?;
    let loaded = device
        .load(ptx.as_bytes())
        .map_err(|e| error(file, e.to_string()))?;
    if let Contract::Gemm {
        tile,
        c_map,
        persistent,
        element,
    } = contract
    {
        let spec = GemmSpec {
            kernel,
            threads,
            tile,
            shape: sizes.gemm_shape,
            persistent,
            c_map,
            cluster,
            element,
            split_k: 1,
        };
        return run_gemm(&device, &loaded, &spec, (chip, sizes.repeat), file);
    }
    if let Contract::Attention {
        head_dim,
        block_n,
        block_m,
        causal,
        persistent,
    } = contract
    {
        let spec = AttentionSpec {
            kernel,
            head_dim,
            block_n,
            block_m,
            causal,
            persistent,
            shape: sizes.attention_shape,
        };
        return run_attention(&device, &loaded, &spec, (chip, sizes.repeat), file);
    }
    let spec = reduce_spec(&device, kernel, (threads, cluster), &sizes);
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
    report_reduce(&device, chip, &spec, &outcome, file)
}

/// The launch of a reduction kernel of `threads` per CTA in clusters of
/// `cluster`: `sizes.ctas` CTAs, else two per SM rounded up to whole
/// clusters.
fn reduce_spec(
    device: &Device,
    kernel: String,
    (threads, cluster): (u32, u32),
    sizes: &RunSizes,
) -> ReduceSpec {
    let ctas = sizes.ctas.unwrap_or_else(|| {
        let two_per_sm = 2 * device.multiprocessors.max(1) as u32;
        two_per_sm.div_ceil(cluster) * cluster
    });
    ReduceSpec {
        kernel,
        threads,
        ctas,
        tiles: sizes.tiles,
        cluster,
        launch_cluster: false,
    }
}

/// The chip of the GPU: sm_90a or sm_100a, else an error.
fn device_chip(device: &Device, file: &str) -> Result<Chip, Vec<Diag>> {
    match device.compute_capability {
        (9, 0) => Ok(Chip::Sm90a),
        (10, 0) => Ok(Chip::Sm100a),
        (major, minor) => Err(error(
            file,
            format!("--run: the GPU is sm_{major}{minor}; phaselock targets sm_90a and sm_100a"),
        )),
    }
}

/// Compiles the module to PTX for `chip`, printing the compile's warnings.
fn compile_ptx<'c>(
    context: &'c melior::Context,
    module: &mut melior::ir::Module<'c>,
    file: &str,
    chip: Chip,
    sizes: &RunSizes,
) -> Result<String, Vec<Diag>> {
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
    Ok(ptx)
}

/// Prints a reduction run's line; an error when the GPU's sums differ from
/// the CPU's.
fn report_reduce(
    device: &Device,
    chip: Chip,
    spec: &ReduceSpec,
    outcome: &ReduceOutcome,
    file: &str,
) -> Result<(), Vec<Diag>> {
    let ReduceSpec {
        kernel,
        threads,
        ctas,
        tiles,
        cluster,
        ..
    } = spec;
    println!(
        "{kernel} on {} ({chip}): ctas={ctas} threads={threads} cluster={cluster} tiles/cta={} ({:.1} MiB): {:.3} ms, {:.1} GB/s, mismatches={} -> {}",
        device.name,
        tiles,
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

/// Most multiply-adds the CPU check of a GEMM run takes on.
const GEMM_CHECK_LIMIT: u64 = 1 << 34;

/// Runs the GEMM kernel `spec` on `device`: checked against the CPU (up to
/// [`GEMM_CHECK_LIMIT`] multiply-adds) and timed over `repeat` launches.
fn run_gemm(
    device: &Device,
    loaded: &phaselock_runtime::Module<'_>,
    spec: &GemmSpec,
    (chip, repeat): (Chip, u32),
    file: &str,
) -> Result<(), Vec<Diag>> {
    gemm::check_shape(spec).map_err(|e| error(file, e.to_string()))?;
    let (m, n, k) = spec.shape;
    let check = u64::from(m) * u64::from(n) * u64::from(k) <= GEMM_CHECK_LIMIT;
    let outcome =
        gemm::run(device, loaded, spec, check, repeat.max(1)).map_err(|e| run_error(file, e))?;
    let verdict = match outcome.mismatches {
        None => "not checked (more than 2^34 multiply-adds)".to_string(),
        Some(0) => "mismatches=0 -> PASS".to_string(),
        Some(wrong) => format!("mismatches={wrong} -> FAIL"),
    };
    println!(
        "{} on {} ({chip}): {m}x{n}x{k} tiles {}x{} {} cluster={}: {:.3} ms, {:.1} TFLOP/s, {verdict}",
        spec.kernel,
        device.name,
        spec.tile.0,
        spec.tile.1,
        if spec.persistent { "persistent" } else { "one tile per CTA" },
        spec.cluster,
        outcome.milliseconds,
        outcome.tflops(spec),
    );
    match outcome.first_mismatch {
        None => Ok(()),
        Some((r, c, got, want)) => Err(error(
            file,
            format!("C differs from the CPU at ({r}, {c}): got {got}, expected {want}"),
        )),
    }
}

/// Most multiply-adds the CPU check of an attention run takes on.
const ATTENTION_CHECK_LIMIT: u64 = 1 << 33;

/// Runs the attention kernel `spec` on `device`: O and the LSE checked
/// against the CPU (up to [`ATTENTION_CHECK_LIMIT`] multiply-adds) and
/// timed over `repeat` launches.
fn run_attention(
    device: &Device,
    loaded: &phaselock_runtime::Module<'_>,
    spec: &AttentionSpec,
    (chip, repeat): (Chip, u32),
    file: &str,
) -> Result<(), Vec<Diag>> {
    attention::check_spec(spec).map_err(|e| error(file, e.to_string()))?;
    let (b, h, h_kv, s) = spec.shape;
    let work = 2 * u64::from(b * h) * u64::from(s) * u64::from(s) * u64::from(spec.head_dim);
    let check = work <= ATTENTION_CHECK_LIMIT;
    let outcome = attention::run(device, loaded, spec, check, repeat.max(1))
        .map_err(|e| run_error(file, e))?;
    let verdict = match (outcome.o_error, outcome.lse_error) {
        (Some(o), Some(l)) => format!(
            "max |O - ref| {o:.2e}, max |LSE - ref| {l:.2e} -> {}",
            if outcome.passed() { "PASS" } else { "FAIL" }
        ),
        _ => "not checked (more than 2^33 multiply-adds)".to_string(),
    };
    let flops = 4.0 * f64::from(b * h) * f64::from(s) * f64::from(s) * f64::from(spec.head_dim)
        / if spec.causal { 2.0 } else { 1.0 };
    println!(
        "{} on {} ({chip}): B={b} H={h} H_kv={h_kv} S={s} d={}{}: {:.3} ms, {:.1} TFLOP/s, {verdict}",
        spec.kernel,
        device.name,
        spec.head_dim,
        if spec.causal { " causal" } else { "" },
        outcome.milliseconds,
        flops / (f64::from(outcome.milliseconds) * 1e9),
    );
    if check && !outcome.passed() {
        return Err(error(
            file,
            format!(
                "{}: O or the LSE differs from the CPU beyond the tolerances",
                spec.kernel
            ),
        ));
    }
    Ok(())
}
