//! The GPU test suite: every example kernel, for the stage counts 1, 2, 3,
//! 4, 6 (and 16, whose 64 KiB arena is dynamic shared memory) and the
//! cluster sizes 1, 2, 4 and 8, and the several-role examples (ping-pong,
//! broadcast, carried release) for 2 to 6 stages, run on a GPU and
//! checked against the CPU.
//!
//! The PTX comes from `$PHASELOCK_GPU_PTX_DIR` when set (a directory made by
//! `scripts/gpu-examples.sh build DIR`, e.g. on a build machine), else it is
//! compiled now by that script with `$ASYNC_OPT` or the workspace's
//! `target/{release,debug}/async-opt`.
//!
//! The watchdog (`async-instrument`): instrumented kernels (with delay
//! injection) still pass, and the deliberately deadlocking
//! `examples/bugs/lost_release.mlir` ends with the watchdog's report naming
//! the barrier, slot and phase, in both expiry modes. Each deadlock runs in
//! a child process (a trap leaves the context unusable) that is killed
//! after 10 s.
//!
//! TMA tiles: `examples/tma_tile.mlir` (one CTA) and
//! `examples/tma_tile_multicast.mlir` (clusters of 2, multicast loads) for
//! 2, 3 and 4 stages, on tensors with partial edge tiles, checked element
//! by element and outside the tensor; their instrumented builds.
//!
//! The wgmma tile GEMM (`examples/wgmma_gemm.mlir`, bf16 in, f32
//! accumulated) against the CPU, and its instrumented build.
//!
//! attn-gen's attention forward (d 64, 128, 256; causal and not; two and
//! three consumer warpgroups at d 64; the persistent kernel; the
//! instrumented causal d 128 build) at sequence lengths 1, 127, 200,
//! 1000 and 4097 (every head dim, causal and not, and the persistent
//! kernel), with GQA, against the CPU (O within 2e-2, LSE within 1e-3).
//!
//! The generated bf16 GEMM (persistent, one tile per CTA, direct stores,
//! clusters of 2, split-K in 2 and 4 parts, instrumented builds) and the
//! FP8 GEMMs, bit for bit against the CPU.
//!
//! TMA tensor maps: a 2-D bf16 and a 2-D f32 map encoded by the driver on
//! real buffers (no kernel), and a spec the checks refuse never reaching it.
//!
//! Without a CUDA device every test is reported as ignored ("skipped: no
//! CUDA device"), never as passed. A kernel that does not finish within
//! 30 s fails the suite instead of hanging it.

use phaselock_runtime::{
    attention::{self, AttentionSpec},
    gemm,
    reduce::{self, ReduceSpec},
    tile::{self, TileSpec},
    tile_gemm::{self, GemmSpec},
    Device, DeviceBuffer, ElementType, Error, Swizzle, TensorMap, TensorMapError, TiledSpec,
};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What a case checks.
enum Expect {
    /// The reduction's result.
    Sum,
    /// A watchdog report on one of these `(barrier, slot, parity)` waits,
    /// from a child process.
    Deadlock(&'static [(&'static str, i32, i32)]),
    /// Tensor maps encoded on real buffers (no PTX, no kernel).
    TensorMaps,
    /// A TMA tile kernel's output, inside and outside the tensor.
    Tile(TileSpec),
    /// The wgmma tile GEMM against the CPU.
    Gemm(GemmSpec),
    /// The generated bf16 GEMM against the CPU.
    Bf16Gemm(gemm::GemmSpec),
    /// An attention forward kernel against the CPU.
    Attention(AttentionSpec),
}

struct Case {
    name: String,
    file: String,
    spec: ReduceSpec,
    expect: Expect,
}

impl Case {
    /// Whether the case loads a PTX file.
    fn needs_ptx(&self) -> bool {
        !matches!(self.expect, Expect::TensorMaps)
    }
}

fn spec(kernel: &str, threads: u32, ctas: u32, tiles: u32, cluster: u32) -> ReduceSpec {
    ReduceSpec {
        kernel: kernel.into(),
        threads,
        ctas,
        tiles,
        cluster,
        launch_cluster: false,
    }
}

/// The TMA tile kernels for 2, 3 and 4 stages, one CTA and clusters of 2
/// with multicast, on tensors whose edge tiles reach past them (and one
/// without edges), and the instrumented 3-stage kernel.
fn tile_cases(cases: &mut Vec<Case>) {
    let shapes = [(64, 64), (70, 45), (1, 4), (1000, 333), (257, 1024)];
    let mut add = |file: String, kernel: &str, ctas: u32, cluster: u32, (rows, cols)| {
        cases.push(Case {
            name: format!(
                "{} ctas={ctas} {rows}x{cols}",
                file.trim_end_matches(".ptx")
            ),
            file,
            spec: spec(kernel, 160, ctas, 0, cluster),
            expect: Expect::Tile(TileSpec {
                kernel: kernel.into(),
                threads: 160,
                ctas,
                cluster,
                rows,
                cols,
            }),
        });
    };
    for stages in [2, 3, 4] {
        for shape in shapes {
            add(format!("tma_tile.s{stages}.ptx"), "tma_tile", 132, 1, shape);
            add(
                format!("tma_tile_multicast.s{stages}.ptx"),
                "tma_tile_multicast",
                132,
                2,
                shape,
            );
        }
        add(
            format!("tma_tile.s{stages}.ptx"),
            "tma_tile",
            3,
            1,
            (300, 200),
        );
    }
    add(
        "tma_tile.s3.watchdog.ptx".into(),
        "tma_tile",
        132,
        1,
        (1000, 333),
    );
    add(
        "tma_tile_multicast.s2.watchdog.ptx".into(),
        "tma_tile_multicast",
        66,
        2,
        (1000, 333),
    );
}

/// The wgmma tile GEMM: one tile, square and non-square grids, K from one
/// stage up to several laps of the 4-stage rings; its instrumented build;
/// the generated bf16 GEMMs, then the FP8 ones.
fn gemm_cases(cases: &mut Vec<Case>) {
    let shapes = [
        (64, 64, 64),
        (128, 256, 128),
        (256, 128, 448),
        (512, 512, 1024),
        (64, 192, 4096),
    ];
    let mut add = |file: &str, (m, n, k): (u32, u32, u32)| {
        cases.push(Case {
            name: format!("{} {m}x{n}x{k}", file.trim_end_matches(".ptx")),
            file: file.into(),
            spec: spec("wgmma_gemm", 160, 1, 0, 1),
            expect: Expect::Gemm(GemmSpec {
                kernel: "wgmma_gemm".into(),
                m,
                n,
                k,
            }),
        });
    };
    for shape in shapes {
        add("wgmma_gemm.ptx", shape);
    }
    add("wgmma_gemm.watchdog.ptx", (256, 128, 448));
    // The generated GEMM (examples/gemm_bf16.mlir, persistent, 128 x 256
    // tiles, TMA-store epilogue): one tile, K of one step, non-square, more
    // tiles than SMs (each CTA loops), long K, then edge tiles (M, N or K
    // not multiples of the tile, K below one step, one row); its one-tile
    // twin; the watchdog build; the direct epilogue (whole tiles only).
    let whole = [
        (128, 256, 64),
        (256, 512, 192),
        (384, 256, 1024),
        (1024, 1280, 256),
        (2048, 4608, 128),
        (128, 256, 8192),
    ];
    let edges = [
        (200, 264, 72),
        (1000, 1000, 1000),
        (77, 520, 40),
        (1, 8, 8),
        (2100, 4104, 328),
    ];
    let all: Vec<_> = whole.iter().chain(&edges).copied().collect();
    for (file, persistent) in [
        ("gemm_bf16.ptx", true),
        ("gemm_bf16.one_tile.ptx", false),
        ("gemm_bf16.watchdog.ptx", true),
        ("gemm_bf16.direct.ptx", true),
        ("gemm_bf16.c2.ptx", true),
        ("gemm_bf16.c2.watchdog.ptx", true),
        ("gemm_bf16.n192.ptx", true),
    ] {
        // The watchdog's sleeps make long runs slow: three small shapes
        // and an edge one.
        let watchdog = [whole[0], whole[1], whole[2], edges[0]];
        let shapes: &[(u32, u32, u32)] = match file {
            f if f.contains("watchdog") => &watchdog,
            f if f.contains("direct") => &whole,
            _ => &all,
        };
        let cluster = if file.contains("c2") { 2 } else { 1 };
        for &shape in shapes {
            let c_map = !file.contains("direct");
            cases.push(bf16_gemm_case(file, shape, (persistent, c_map, cluster, 1)));
        }
    }
    split_gemm_cases(cases);
    fp8_gemm_cases(cases);
}

/// The split-K GEMMs (gemm-gen --split-k 2 and 4): K steps that both
/// divide, whole tiles and edges (M and N off the tile: the workspace is
/// of whole tiles, the reduction writes only C), one row, long K, more
/// tiles than groups of CTAs. Bit for bit against the CPU (the check's
/// sums are exact, so the order of the parts cannot show).
fn split_gemm_cases(cases: &mut Vec<Case>) {
    let shapes = [
        (128, 256, 512),
        (256, 512, 4096),
        (1000, 1000, 1024),
        (300, 264, 2048),
        (1, 8, 256),
        (128, 256, 32768),
        (2048, 4608, 512),
    ];
    for split in [2, 4] {
        let file = format!("gemm_bf16.sk{split}.ptx");
        for &shape in &shapes {
            cases.push(bf16_gemm_case(&file, shape, (true, false, 1, split)));
        }
    }
}

/// A case of the bf16 GEMM of `file` (128 x 256 tiles, 128 x 192 for a
/// `.n192` file: `gemm-gen --tile-n 192`) at `shape`, with (persistent, C
/// a tensor map, CTAs per cluster, split-K parts).
fn bf16_gemm_case(
    file: &str,
    (m, n, k): (u32, u32, u32),
    (persistent, c_map, cluster, split_k): (bool, bool, u32, u32),
) -> Case {
    Case {
        name: format!("{} {m}x{n}x{k}", file.trim_end_matches(".ptx")),
        file: file.into(),
        spec: spec("gemm_bf16", 384, 1, 0, 1),
        expect: Expect::Bf16Gemm(gemm::GemmSpec {
            kernel: "gemm_bf16".into(),
            threads: 384,
            tile: (128, if file.contains(".n192") { 192 } else { 256 }),
            shape: (m, n, k),
            persistent,
            c_map,
            cluster,
            element: ElementType::BF16,
            split_k,
        }),
    }
}

/// The FP8 GEMMs (gemm-gen --dtype e4m3|e5m2): the promoting kernels'
/// 128 x 192 tiles (128 x 128 in clusters of 2, and by `--tile-n 128`),
/// fast accumulation's 128 x 256 and 128 x 192, the watchdog build; whole tiles, long K (64 K steps), and edges (M, N or K
/// off the tile, K below a step, one row). Bit for bit against the CPU.
fn fp8_gemm_cases(cases: &mut Vec<Case>) {
    let whole = [
        (128, 128, 128),
        (256, 512, 384),
        (1024, 1280, 256),
        (2048, 4608, 128),
        (128, 256, 8192),
    ];
    let edges = [
        (200, 264, 144),
        (1000, 1000, 1008),
        (77, 520, 48),
        (1, 8, 16),
        (2100, 4104, 336),
    ];
    let all: Vec<_> = whole.iter().chain(&edges).copied().collect();
    let watchdog = [whole[0], whole[1], edges[0]];
    for (file, kernel, element, tile_n) in [
        ("gemm_e4m3.ptx", "gemm_e4m3", ElementType::F8E4M3, 192),
        ("gemm_e5m2.ptx", "gemm_e5m2", ElementType::F8E5M2, 192),
        ("gemm_e4m3.fast.ptx", "gemm_e4m3", ElementType::F8E4M3, 256),
        ("gemm_e4m3.c2.ptx", "gemm_e4m3", ElementType::F8E4M3, 128),
        ("gemm_e4m3.n128.ptx", "gemm_e4m3", ElementType::F8E4M3, 128),
        (
            "gemm_e4m3.c2.n192.ptx",
            "gemm_e4m3",
            ElementType::F8E4M3,
            192,
        ),
        (
            "gemm_e4m3.fast.n192.ptx",
            "gemm_e4m3",
            ElementType::F8E4M3,
            192,
        ),
        (
            "gemm_e4m3.watchdog.ptx",
            "gemm_e4m3",
            ElementType::F8E4M3,
            192,
        ),
    ] {
        let shapes: &[(u32, u32, u32)] = if file.contains("watchdog") {
            &watchdog
        } else {
            &all
        };
        for &(m, n, k) in shapes {
            cases.push(Case {
                name: format!("{} {m}x{n}x{k}", file.trim_end_matches(".ptx")),
                file: file.into(),
                spec: spec(kernel, 384, 1, 0, 1),
                expect: Expect::Bf16Gemm(gemm::GemmSpec {
                    kernel: kernel.into(),
                    threads: 384,
                    tile: (128, tile_n),
                    shape: (m, n, k),
                    persistent: true,
                    c_map: true,
                    cluster: if file.contains("c2") { 2 } else { 1 },
                    element,
                    split_k: 1,
                }),
            });
        }
    }
}

/// The attention case of `file` (attn-gen's kernel of head dim `d` and
/// `block_m` query rows per CTA) at `shape` (B, H, H_kv, S).
fn attention_case(
    file: &str,
    (d, block_m): (u32, u32),
    causal: bool,
    persistent: bool,
    shape: (u32, u32, u32, u32),
) -> Case {
    Case {
        name: format!("{} {shape:?}", file.trim_end_matches(".ptx")),
        file: file.into(),
        spec: spec("attention", 384, 1, 0, 1),
        expect: Expect::Attention(AttentionSpec {
            kernel: file
                .trim_end_matches(".ptx")
                .trim_end_matches(".watchdog")
                .trim_end_matches(".direct")
                .trim_end_matches(".tma3")
                .trim_end_matches(".lpt")
                .trim_end_matches(".c2")
                .trim_end_matches(".c3")
                .into(),
            head_dim: d,
            block_n: if d == 256 { 80 } else { 128 },
            block_m,
            causal,
            persistent,
            shape,
        }),
    }
}

/// The kernels whose default writes O through shared memory and TMA
/// tensor stores (whole 64-row blocks; the rest, S = 1, 200, 4097's last
/// block, from the registers), built with `attn-gen --direct-store`: O
/// from the registers alone (at head dim 256, whose default stages O in
/// Q's stage, too); three consumer warpgroups writing O by TMA stores
/// (`--tma-store-three`, `.tma3`); and causal tiles taken longest first
/// across heads and batches (`--longest-first`, `.lpt`).
fn attention_direct_cases(cases: &mut Vec<Case>) {
    // (file, (head dim, query rows per CTA), causal, persistent)
    const KERNELS: [(&str, (u32, u32), bool, bool); 10] = [
        ("attention_d128_full.direct.ptx", (128, 128), false, false),
        ("attention_d128_causal.direct.ptx", (128, 128), true, false),
        ("attention_d64_full.direct.ptx", (64, 128), false, false),
        ("attention_d64_full.c3.tma3.ptx", (64, 192), false, false),
        ("attention_d256_full.direct.ptx", (256, 128), false, false),
        ("attention_d256_causal.direct.ptx", (256, 128), true, false),
        ("attention_d256_causal.lpt.ptx", (256, 128), true, false),
        ("attention_d128_causal.lpt.ptx", (128, 128), true, false),
        (
            "attention_d128_full_persistent.direct.ptx",
            (128, 128),
            false,
            true,
        ),
        (
            "attention_d64_full_persistent.direct.ptx",
            (64, 128),
            false,
            true,
        ),
    ];
    for (file, dm, causal, persistent) in KERNELS {
        for shape in [
            (1, 2, 2, 1),
            (1, 4, 2, 200),
            (2, 4, 2, 1000),
            (1, 2, 1, 4097),
        ] {
            cases.push(attention_case(file, dm, causal, persistent, shape));
        }
    }
}

/// attn-gen's kernels: each head dim, causal and not, at lengths that are
/// and are not multiples of the tiles, with as many K/V heads as Q heads
/// and with GQA; two and three consumer warpgroups (128 and 192 query rows
/// per CTA) at head dim 64, causal and not; the persistent kernel; the
/// watchdog build; O from the registers alone where the default stores it by TMA (`.direct`). `attention_d{D}_{mask}.ptx` is attn-gen's default
/// (three consumer warpgroups at d 64 non-causal, else two:
/// `attention::Config::consumers`), `.c2`/`.c3` the other count at d 64.
fn attention_cases(cases: &mut Vec<Case>) {
    // (B, H, H_kv, S): one token, lengths past whole tiles, GQA.
    const SHAPES: [(u32, u32, u32, u32); 4] = [
        (1, 2, 2, 1),
        (2, 2, 2, 127),
        (1, 4, 2, 200),
        (1, 2, 1, 1000),
    ];
    let mut add_rows = |file: &str, dm: (u32, u32), causal, persistent, shape| {
        cases.push(attention_case(file, dm, causal, persistent, shape));
    };
    // The d 64 kernel of the count attn-gen does not choose by default.
    for (file, block_m, causal) in [
        ("attention_d64_full.c2.ptx", 128, false),
        ("attention_d64_causal.c3.ptx", 192, true),
    ] {
        for shape in SHAPES {
            add_rows(file, (64, block_m), causal, false, shape);
        }
    }
    for d in [64, 128, 256] {
        for causal in [false, true] {
            let file = format!(
                "attention_d{d}_{}.ptx",
                if causal { "causal" } else { "full" }
            );
            let block_m = if d == 64 && !causal { 192 } else { 128 };
            for shape in SHAPES {
                add_rows(&file, (d, block_m), causal, false, shape);
            }
            // One past a whole number of blocks at every head dim.
            add_rows(&file, (d, block_m), causal, false, (1, 1, 1, 4097));
        }
    }
    let mut add = |file: &str, d: u32, causal: bool, persistent: bool, shape| {
        add_rows(file, (d, 128), causal, persistent, shape)
    };
    // Non-causal and persistent at every head dim (d 64's is attn-gen
    // --seq's choice for short sequences).
    for d in [64, 128, 256] {
        let file = format!("attention_d{d}_full_persistent.ptx");
        for shape in [(1, 2, 2, 127), (2, 4, 2, 1000), (1, 2, 1, 4097)] {
            add(&file, d, false, true, shape);
        }
    }
    // Causal and persistent: pairs of query blocks, an odd count of them
    // (1, 127, 4097: the middle block paired with itself) and an even one.
    for d in [64, 128] {
        let file = format!("attention_d{d}_causal_persistent.ptx");
        for shape in [
            (1, 2, 2, 1),
            (2, 2, 2, 127),
            (1, 4, 2, 200),
            (2, 4, 2, 1000),
            (1, 2, 1, 4097),
        ] {
            add(&file, d, true, true, shape);
        }
    }
    add(
        "attention_d128_causal.watchdog.ptx",
        128,
        true,
        false,
        (1, 2, 2, 300),
    );
    attention_direct_cases(cases);
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |file: String, s: ReduceSpec| {
        let name = format!(
            "{} ctas={} tiles={} cluster={}",
            file.trim_end_matches(".ptx"),
            s.ctas,
            s.tiles,
            s.cluster
        );
        cases.push(Case {
            name,
            file,
            spec: s,
            expect: Expect::Sum,
        });
    };
    for stages in [1, 2, 3, 4, 6] {
        for (ctas, tiles) in [(1, 1), (4, 0), (7, 3), (132, 64), (264, 257)] {
            add(
                format!("ring_reduce.s{stages}.ptx"),
                spec("ring_reduce", 160, ctas, tiles, 1),
            );
        }
        for cluster in [1, 2, 4, 8] {
            // 132 SMs: the largest grid of whole clusters that fits.
            let wave = 132 / cluster * cluster;
            for (ctas, tiles) in [(cluster, 1), (2 * cluster, 5), (wave, 64), (264, 33)] {
                add(
                    format!("cluster_reduce.s{stages}.c{cluster}.ptx"),
                    spec("cluster_reduce", 256, ctas, tiles, cluster),
                );
            }
        }
    }
    for (ctas, tiles) in [(1, 1), (132, 64), (264, 257)] {
        add(
            "ring_reduce.s16.ptx".into(),
            spec("ring_reduce", 160, ctas, tiles, 1),
        );
    }
    add(
        "bulk_copy_reduce.ptx".into(),
        spec("bulk_copy_reduce", 160, 132, 64, 1),
    );
    // Two consumer warpgroups taking turns, two consumer roles on every
    // stage, and the consumer that releases the previous stage.
    // Alternating consumers of copies need a stage count that is a
    // multiple of theirs; of the producer's stores, any count from 2.
    for (kernel, threads, stage_counts) in [
        ("pingpong_reduce", 384, &[2, 4, 6][..]),
        ("pingpong_stores_reduce", 384, &[2, 3, 4, 5][..]),
        ("broadcast_reduce", 288, &[2, 3, 4][..]),
        ("carried_reduce", 160, &[2, 3, 4][..]),
    ] {
        for &stages in stage_counts {
            for (ctas, tiles) in [(1, 1), (4, 0), (7, 3), (132, 64), (264, 257)] {
                add(
                    format!("{kernel}.s{stages}.ptx"),
                    spec(kernel, threads, ctas, tiles, 1),
                );
            }
        }
    }
    // Instrumented correct kernels, with delays injected: no report.
    add(
        "ring_reduce.s3.watchdog.ptx".into(),
        spec("ring_reduce", 160, 264, 65, 1),
    );
    add(
        "cluster_reduce.s2.c2.watchdog.ptx".into(),
        spec("cluster_reduce", 256, 132, 17, 2),
    );
    add(
        "bulk_copy_reduce.watchdog.ptx".into(),
        spec("bulk_copy_reduce", 160, 132, 64, 1),
    );
    // The producer waits on empty[0] for parity 0 (the first lap's
    // release), the consumers on full[0] for parity 1 (the second lap's
    // fill): either is the deadlock.
    const LOST_RELEASE: &[(&str, i32, i32)] = &[("empty", 0, 0), ("full", 0, 1)];
    for mode in ["trap", "give-up"] {
        cases.push(Case {
            name: format!("watchdog lost_release on-expiry={mode}"),
            file: format!("lost_release.{mode}.ptx"),
            spec: spec("bulk_copy_reduce", 160, 132, 16, 1),
            expect: Expect::Deadlock(LOST_RELEASE),
        });
    }
    tile_cases(&mut cases);
    gemm_cases(&mut cases);
    attention_cases(&mut cases);
    cases.push(Case {
        name: "tensor maps bf16 and f32".into(),
        file: String::new(),
        spec: spec("", 0, 0, 0, 1),
        expect: Expect::TensorMaps,
    });
    cases
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// The directory of PTX files: given, or built now.
fn ptx_dir() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os("PHASELOCK_GPU_PTX_DIR") {
        return Ok(PathBuf::from(dir));
    }
    let root = workspace();
    let opt = std::env::var_os("ASYNC_OPT")
        .map(PathBuf::from)
        .or_else(|| {
            ["release", "debug"]
                .iter()
                .map(|p| root.join("target").join(p).join("async-opt"))
                .find(|p| p.exists())
        })
        .ok_or("no async-opt to compile the examples: build it or set ASYNC_OPT")?;
    let dir = root.join("target").join("gpu-examples");
    let status = Command::new(root.join("scripts/gpu-examples.sh"))
        .args(["build".as_ref(), dir.as_os_str()])
        .env("ASYNC_OPT", &opt)
        .status()
        .map_err(|e| format!("cannot run scripts/gpu-examples.sh: {e}"))?;
    if !status.success() {
        return Err("scripts/gpu-examples.sh build failed".into());
    }
    Ok(dir)
}

/// The child's side of a deadlock case: runs the kernel, prints the
/// report, exits 3 on a report, 0 if the kernel passed, 4 on other errors.
fn deadlock_child(file: &Path, spec: &ReduceSpec) -> ExitCode {
    let outcome = Device::open(0).and_then(|device| {
        let module = device.load_file(file)?;
        match reduce::run(&device, &module, spec, 1) {
            Err(Error::Deadlock(report)) => {
                // The launch may still run: end the process without
                // unloading the module (that would wait for it).
                println!(
                    "{}\t{}\t{}\t{report}",
                    report.barrier, report.slot, report.parity
                );
                std::process::exit(3);
            }
            other => other.map(|_| ()),
        }
    });
    match outcome {
        Ok(()) => {
            println!("finished without a report");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{e}");
            ExitCode::from(4)
        }
    }
}

/// A deadlock case: the child must end within 10 s with a report on one of
/// the `expected` waits.
fn run_deadlock(dir: &Path, case: &Case, expected: &[(&str, i32, i32)]) -> Result<String, String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let started = Instant::now();
    let mut child = Command::new(me)
        .args([
            "--deadlock-child".as_ref(),
            dir.join(&case.file).as_os_str(),
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if started.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            let _ = child.wait();
            return Err("no watchdog report within 10 s".into());
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut out = String::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = std::io::Read::read_to_string(&mut o, &mut out);
    }
    let out = out.trim();
    if status.code() != Some(3) {
        return Err(format!("expected a watchdog report, got: {out}"));
    }
    let mut fields = out.splitn(4, '\t');
    let (barrier, slot, parity) = (fields.next(), fields.next(), fields.next());
    let report = fields.next().unwrap_or_default();
    let matches = expected.iter().any(|(b, s, p)| {
        barrier == Some(*b) && slot == Some(&s.to_string()) && parity == Some(&p.to_string())
    });
    if !matches {
        return Err(format!("the report names the wrong wait: {report}"));
    }
    Ok(format!(
        "{report}; {:.2} s",
        started.elapsed().as_secs_f64()
    ))
}

/// Encodes a 2-D bf16 map (128-byte swizzle, the wgmma operand layout) and
/// a 2-D f32 map with padded rows on real buffers; a spec larger than its
/// buffer is refused before the driver.
fn run_tensor_maps(device: &Device) -> Result<String, String> {
    let encode = |map: Result<TensorMap, Error>| map.map_err(|e| e.to_string());
    // 256 x 512 bf16 (as u16), boxes of 64 x 64: 128-byte box rows.
    let bf16 = DeviceBuffer::<u16>::alloc(device, 256 * 512).map_err(|e| e.to_string())?;
    let bf16_spec = TiledSpec {
        swizzle: Swizzle::B128,
        ..TiledSpec::row_major(ElementType::BF16, &[256, 512], &[64, 64])
    };
    let a = encode(TensorMap::tiled(&bf16, &bf16_spec))?;
    // 100 x 60 f32 in rows of 256 bytes, boxes of 32 x 16.
    let f32s = DeviceBuffer::<f32>::alloc(device, 100 * 64).map_err(|e| e.to_string())?;
    let f32_spec = TiledSpec {
        strides: vec![256],
        ..TiledSpec::row_major(ElementType::F32, &[100, 60], &[32, 16])
    };
    let b = encode(TensorMap::tiled(&f32s, &f32_spec))?;
    for (name, map) in [("bf16", &a), ("f32", &b)] {
        if map.as_bytes().iter().all(|&x| x == 0) {
            return Err(format!("the {name} map is all zero"));
        }
    }
    if a == b {
        return Err("the bf16 and f32 maps are the same".into());
    }
    // The same map twice is the same bytes.
    if encode(TensorMap::tiled(&bf16, &bf16_spec))? != a {
        return Err("encoding the bf16 map twice gave different bytes".into());
    }
    let tall = TiledSpec::row_major(ElementType::F32, &[101, 64], &[32, 16]);
    match TensorMap::tiled(&f32s, &tall) {
        Err(Error::TensorMap(TensorMapError::Buffer { .. })) => {}
        other => return Err(format!("a tensor past its buffer gave {other:?}")),
    }
    Ok(format!(
        "{} and {} box bytes",
        bf16_spec.box_bytes(),
        f32_spec.box_bytes()
    ))
}

/// Runs the generated bf16 GEMM and checks C against the CPU, bit for bit.
fn run_bf16_gemm(
    device: &Device,
    dir: &Path,
    case: &Case,
    spec: &gemm::GemmSpec,
) -> Result<String, String> {
    let module = device
        .load_file(&dir.join(&case.file))
        .map_err(|e| e.to_string())?;
    let outcome = gemm::run(device, &module, spec, true, 0).map_err(|e| e.to_string())?;
    match outcome.first_mismatch {
        None => Ok(format!("{:?}", spec.shape)),
        Some((r, c, got, want)) => Err(format!(
            "{} elements of C wrong; ({r}, {c}): got {got}, expected {want}",
            outcome.mismatches.unwrap_or(0)
        )),
    }
}

/// Runs an attention kernel and checks O and the LSE against the CPU.
fn run_attention(
    device: &Device,
    dir: &Path,
    case: &Case,
    spec: &AttentionSpec,
) -> Result<String, String> {
    let module = device
        .load_file(&dir.join(&case.file))
        .map_err(|e| e.to_string())?;
    let outcome = attention::run(device, &module, spec, true, 0).map_err(|e| e.to_string())?;
    let (o, lse) = (
        outcome.o_error.unwrap_or(f64::NAN),
        outcome.lse_error.unwrap_or(f64::NAN),
    );
    if outcome.passed() {
        Ok(format!("max |O - ref| {o:.2e}, max |LSE - ref| {lse:.2e}"))
    } else {
        Err(format!(
            "max |O - ref| {o:.2e} (<= 2e-2), max |LSE - ref| {lse:.2e} (<= 1e-3)"
        ))
    }
}

/// Runs the wgmma tile GEMM and checks C against the CPU.
fn run_gemm(device: &Device, dir: &Path, case: &Case, gemm: &GemmSpec) -> Result<String, String> {
    let module = device
        .load_file(&dir.join(&case.file))
        .map_err(|e| e.to_string())?;
    let outcome = tile_gemm::run(device, &module, gemm, 1).map_err(|e| e.to_string())?;
    match outcome.first_mismatch {
        None => Ok(format!("{}x{}x{}", gemm.m, gemm.n, gemm.k)),
        Some((r, c, got, want)) => Err(format!(
            "{} elements of C wrong; ({r}, {c}): got {got}, expected {want}",
            outcome.mismatches
        )),
    }
}

/// Runs a TMA tile kernel and checks its output against the CPU.
fn run_tile(device: &Device, dir: &Path, case: &Case, tile: &TileSpec) -> Result<String, String> {
    let module = device
        .load_file(&dir.join(&case.file))
        .map_err(|e| e.to_string())?;
    let outcome = tile::run(device, &module, tile, 1).map_err(|e| e.to_string())?;
    if let Some((r, c, got, want)) = outcome.first_mismatch {
        return Err(format!(
            "{} elements wrong; ({r}, {c}): got {got}, expected {want}",
            outcome.mismatches
        ));
    }
    if outcome.outside_written > 0 {
        let (r, c, v) = outcome.first_outside.unwrap_or_default();
        return Err(format!(
            "{} elements outside the tensor were written; ({r}, {c}): {v}",
            outcome.outside_written
        ));
    }
    Ok(format!("{} tiles", tile.tiles().1))
}

fn run_case(device: &Device, dir: &Path, case: &Case) -> Result<String, String> {
    match case.expect {
        Expect::Deadlock(expected) => return run_deadlock(dir, case, expected),
        Expect::TensorMaps => return run_tensor_maps(device),
        Expect::Tile(ref tile) => return run_tile(device, dir, case, tile),
        Expect::Gemm(ref gemm) => return run_gemm(device, dir, case, gemm),
        Expect::Bf16Gemm(ref spec) => return run_bf16_gemm(device, dir, case, spec),
        Expect::Attention(ref spec) => return run_attention(device, dir, case, spec),
        Expect::Sum => {}
    }
    let module = device
        .load_file(&dir.join(&case.file))
        .map_err(|e| e.to_string())?;
    let outcome = reduce::run(device, &module, &case.spec, 1).map_err(|e| e.to_string())?;
    match outcome.first_mismatch {
        None => Ok(format!("total={}", outcome.total)),
        Some((g, got, want)) => Err(format!(
            "{} of {} groups wrong; group {g}: got {got}, expected {want}",
            outcome.mismatches,
            case.spec.ctas / case.spec.cluster
        )),
    }
}

/// Runs the selected cases and prints libtest's format; as a child, runs a
/// deadlock case (`--deadlock-child FILE`).
fn main() -> ExitCode {
    let cases = cases();
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, file] = args.as_slice() {
        if flag == "--deadlock-child" {
            let spec = cases
                .iter()
                .find(|c| c.needs_ptx() && file.ends_with(&c.file))
                .map(|c| c.spec.clone())
                .unwrap_or_else(|| spec("bulk_copy_reduce", 160, 132, 16, 1));
            return deadlock_child(Path::new(file), &spec);
        }
    }
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let selected: Vec<&Case> = cases
        .iter()
        .filter(|c| filter.is_empty() || filter.iter().any(|f| c.name.contains(f.as_str())))
        .collect();
    let filtered = cases.len() - selected.len();
    println!("\nrunning {} tests", selected.len());
    let device = match open_device(&selected, filtered) {
        Ok(device) => device,
        Err(code) => return code,
    };
    // The PTX is needed (and built) only for the cases that load it.
    let dir = if selected.iter().any(|c| c.needs_ptx()) {
        match ptx_dir() {
            Ok(dir) => dir,
            Err(e) => {
                println!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        PathBuf::new()
    };
    let tick = start_watchdog();
    let (passed, failed) = run_selected(&device, &dir, &selected, &tick);
    drop(tick);
    report(passed, &failed, filtered)
}

/// The GPU, named on a line; without one, every selected case ignored and
/// the suite's success, else its failure, as the exit code.
fn open_device(selected: &[&Case], filtered: usize) -> Result<Device, ExitCode> {
    let device = match Device::open(0) {
        Ok(device) => device,
        Err(e) if e.is_no_device() => {
            for case in selected {
                println!("test {} ... ignored, skipped: no CUDA device", case.name);
            }
            println!(
                "\ntest result: ok. 0 passed; 0 failed; {} ignored; 0 measured; {filtered} filtered out\n",
                selected.len()
            );
            return Err(ExitCode::SUCCESS);
        }
        Err(e) => {
            println!("error: {e}");
            return Err(ExitCode::FAILURE);
        }
    };
    println!(
        "device: {} ({}, {} SMs)",
        device.name,
        device.arch(),
        device.multiprocessors
    );
    Ok(device)
}

/// A watchdog: a case that does not finish within 30 s of its name being
/// sent (a deadlocked kernel) ends the suite with a failure. Dropping the
/// sender stops it.
fn start_watchdog() -> mpsc::Sender<String> {
    let (tick, ticks) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        let mut current = String::new();
        loop {
            match ticks.recv_timeout(Duration::from_secs(30)) {
                Ok(name) => current = name,
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    println!("test {current} ... FAILED (did not finish within 30 s: deadlock?)");
                    println!("\ntest result: FAILED. the suite was stopped by its watchdog\n");
                    std::process::exit(1);
                }
            }
        }
    });
    tick
}

/// Runs each case under the watchdog, printing its line: how many passed
/// and the names of those that failed.
fn run_selected(
    device: &Device,
    dir: &Path,
    selected: &[&Case],
    tick: &mpsc::Sender<String>,
) -> (usize, Vec<String>) {
    let (mut passed, mut failed) = (0, Vec::new());
    for case in selected {
        let _ = tick.send(case.name.clone());
        match run_case(device, dir, case) {
            Ok(detail) => {
                passed += 1;
                println!("test {} ... ok ({detail})", case.name);
            }
            Err(why) => {
                println!("test {} ... FAILED: {why}", case.name);
                failed.push(case.name.clone());
            }
        }
    }
    (passed, failed)
}

/// Prints the failures and the result line; the suite's exit code.
fn report(passed: usize, failed: &[String], filtered: usize) -> ExitCode {
    let verdict = if failed.is_empty() { "ok" } else { "FAILED" };
    if !failed.is_empty() {
        println!("\nfailures:");
        for f in failed {
            println!("    {f}");
        }
    }
    println!(
        "\ntest result: {verdict}. {passed} passed; {} failed; 0 ignored; 0 measured; {filtered} filtered out\n",
        failed.len()
    );
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
