//! The GEMM's modules and its configuration: every variant builds a module
//! that verifies and holds the ops its configuration calls for, counted;
//! the kernel leaves every protocol detail to the compiler; and the
//! configurations that cannot be built are refused.

use super::{module, Config, Elem};
use melior::{
    ir::{
        operation::{OperationLike, OperationPrintingFlags, WalkOrder, WalkResult},
        Module,
    },
    Context,
};
use std::collections::BTreeMap;

/// What a variant's module holds.
struct Expected {
    /// Ops besides constants (where a generator materializes constants
    /// is its own affair).
    ops: usize,
    /// `nvvm.wgmma.mma_async`: four per warpgroup in the cooperative
    /// kernel (the first K step's loop and the others'), six in the
    /// ping-pong one (two per K slice; the first slice apart).
    wgmmas: usize,
    /// `async.pipeline.create`.
    rings: usize,
    /// `async.turn.wait` and `async.turn.pass` each.
    turns: usize,
    /// `async.copy.tensor_store`: two boxes per 128 columns per 64 rows.
    tensor_stores: usize,
    /// `llvm.store` (two bf16 each, to the staging or to C).
    stores: usize,
    /// `nvvm.read.ptx.sreg.cluster.ctarank` (clusters of 2).
    ranks: usize,
    /// `nvvm.read.ptx.sreg.ctaid.y` (one tile per CTA).
    tile_rows: usize,
}

/// A variant's name, its configuration and what its module holds.
type Variant = (&'static str, Config, Expected);

/// Every option of [`Config`], each in at least one variant, with what
/// its module holds.
fn variants() -> Vec<Variant> {
    let d = Config::default();
    [
        cooperative_variants(d),
        cluster_variants(d),
        pingpong_variants(d),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// What the cooperative kernel's module holds: `ops` ops for tiles
/// `tile_n` wide, C stored through TMA (`tma`) or directly.
fn plain(ops: usize, tile_n: usize, tma: bool) -> Expected {
    Expected {
        ops,
        wgmmas: 4,
        rings: 2,
        turns: 0,
        tensor_stores: if tma { 4 * tile_n / 128 } else { 0 },
        stores: tile_n / 2,
        ranks: 0,
        tile_rows: 0,
    }
}

/// [`plain`], one tile per CTA.
fn one_tile(ops: usize, tile_n: usize, tma: bool) -> Expected {
    Expected {
        tile_rows: 1,
        ..plain(ops, tile_n, tma)
    }
}

/// [`plain`], in clusters of 2.
fn pair(ops: usize, tile_n: usize, tma: bool) -> Expected {
    Expected {
        ranks: 1,
        ..plain(ops, tile_n, tma)
    }
}

/// What the ping-pong kernel's module holds: `ops` ops and `rings` rings.
fn pingpong(ops: usize, rings: usize) -> Expected {
    Expected {
        wgmmas: 12,
        rings,
        turns: 2,
        tensor_stores: 8,
        ..plain(ops, 256, true)
    }
}

/// The cooperative kernel's variants without clusters, from the default
/// `d`.
fn cooperative_variants(d: Config) -> Vec<Variant> {
    vec![
        ("default", d, plain(1603, 256, true)),
        (
            "tile_n 128",
            Config { tile_n: 128, ..d },
            plain(933, 128, true),
        ),
        (
            "stages 2",
            Config { stages: 2, ..d },
            plain(1603, 256, true),
        ),
        (
            "tile_n 128, stages 6",
            Config {
                tile_n: 128,
                stages: 6,
                ..d
            },
            plain(933, 128, true),
        ),
        (
            "one tile",
            Config {
                persistent: false,
                ..d
            },
            one_tile(1565, 256, true),
        ),
        (
            "one tile, direct",
            Config {
                persistent: false,
                tma_store: false,
                ..d
            },
            one_tile(1390, 256, false),
        ),
        (
            "direct",
            Config {
                tma_store: false,
                ..d
            },
            plain(1428, 256, false),
        ),
        (
            "group_m 3",
            Config { group_m: 3, ..d },
            plain(1603, 256, true),
        ),
    ]
}

/// The cooperative kernel's variants in clusters of 2, from the default
/// `d`.
fn cluster_variants(d: Config) -> Vec<Variant> {
    vec![
        (
            "cluster 2",
            Config { cluster: 2, ..d },
            pair(1621, 256, true),
        ),
        (
            "cluster 2, direct",
            Config {
                cluster: 2,
                tma_store: false,
                ..d
            },
            pair(1446, 256, false),
        ),
        (
            "cluster 2, tile_n 128",
            Config {
                cluster: 2,
                tile_n: 128,
                ..d
            },
            pair(951, 128, true),
        ),
    ]
}

/// The ping-pong kernel's variants, from the default `d`.
fn pingpong_variants(d: Config) -> Vec<Variant> {
    let pp = Config {
        tile_n: 128,
        stages: 3,
        pingpong: true,
        ..d
    };
    let shared = Config {
        stages: 6,
        shared_ring: true,
        ..pp
    };
    vec![
        ("pingpong", pp, pingpong(1665, 2)),
        (
            "pingpong, stages 2",
            Config { stages: 2, ..pp },
            pingpong(1665, 2),
        ),
        ("shared ring", shared, pingpong(1672, 1)),
    ]
}

/// How many ops of each name `module` holds.
fn census(module: &Module) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("?").to_string();
        *counts.entry(name).or_default() += 1;
        WalkResult::Advance
    });
    counts
}

/// `module` in MLIR's generic form.
fn generic(module: &Module) -> String {
    let flags = OperationPrintingFlags::new().print_generic_operation_form();
    module
        .as_operation()
        .to_string_with_flags(flags)
        .expect("printable")
}

fn context() -> Context {
    phaselock_dialect::context::create_context().expect("the dialect loads")
}

#[test]
fn every_variant_builds_the_ops_it_calls_for() {
    let ctx = context();
    for (name, cfg, want) in variants() {
        let built = module(&ctx, &cfg).expect("the builders");
        assert!(built.as_operation().verify(), "{name}: the module verifies");
        let ops = census(&built);
        let count = |op: &str| ops.get(op).copied().unwrap_or(0);
        let all: usize = ops.values().sum();
        let got = Expected {
            ops: all - count("arith.constant"),
            wgmmas: count("nvvm.wgmma.mma_async"),
            rings: count("async.pipeline.create"),
            turns: count("async.turn.wait"),
            tensor_stores: count("async.copy.tensor_store"),
            stores: count("llvm.store"),
            ranks: count("nvvm.read.ptx.sreg.cluster.ctarank"),
            tile_rows: count("nvvm.read.ptx.sreg.ctaid.y"),
        };
        let fields = |e: &Expected| {
            [
                e.ops,
                e.wgmmas,
                e.rings,
                e.turns,
                e.tensor_stores,
                e.stores,
                e.ranks,
                e.tile_rows,
            ]
        };
        assert_eq!(
            fields(&got),
            fields(&want),
            "{name}: ops, wgmmas, rings, turns, tensor stores, stores, ranks, tile rows"
        );
        assert_eq!(count("async.role"), 3, "{name}: two consumers, a producer");
        assert_eq!(count("async.turn.pass"), got.turns, "{name}: turns passed");
        let text = generic(&built);
        let cluster = text.contains("nvvm.cluster_dim = array<i32: 2, 1, 1>");
        assert_eq!(cluster, cfg.cluster == 2, "{name}: the cluster shape");
        assert_eq!(
            text.contains("scope = \"cluster\""),
            cfg.cluster == 2,
            "{name}: B's ring spans the cluster"
        );
        assert_eq!(
            text.matches("llvm.mlir.global").count(),
            usize::from(cfg.tma_store),
            "{name}: the epilogue's staging"
        );
    }
}

#[test]
fn the_ping_pong_writes_its_first_k_slice() {
    // The first K slice of each warpgroup's tile writes the accumulators
    // (scale-d zero): two wgmmas per warpgroup.
    let ctx = context();
    let cfg = Config {
        tile_n: 128,
        stages: 3,
        pingpong: true,
        ..Config::default()
    };
    let text = generic(&module(&ctx, &cfg).expect("the builders"));
    assert_eq!(text.matches("wgmma_scale_out<zero>").count(), 4);
    assert!(!text.contains("nvvm.barrier.arrive"));
}

#[test]
fn states_no_protocol_detail() {
    let ctx = context();
    for (name, cfg, _) in variants() {
        let text = generic(&module(&ctx, &cfg).expect("the builders"));
        for banned in [
            "barrier.alloc",
            "barrier.wait",
            "barrier.arrive",
            "tx_bytes",
            "parity",
            "count =",
        ] {
            assert!(!text.contains(banned), "{name}: {banned} in the kernel");
        }
    }
}

#[test]
fn refuses_what_does_not_fit() {
    let big = Config {
        stages: 6,
        ..Config::default()
    };
    assert!(big.check().is_err_and(|e| e.contains("shared memory")));
    let odd = Config {
        tile_n: 160,
        ..Config::default()
    };
    let ctx = context();
    assert!(module(&ctx, &odd).is_err_and(|e| e.contains("128, 192 or 256")));
    // 192 columns: staged whole or in 64-column boxes? Three boxes a tile
    // would start every tile on the box its last pass still stores from.
    let wide = |staging_columns| Config {
        tile_n: 192,
        staging_columns,
        ..Config::default()
    };
    assert!(wide(192).check().is_ok());
    assert!(wide(128).check().is_err());
    assert!(wide(64)
        .check()
        .is_err_and(|e| e.contains("even number of passes")));
    assert!(Config::default().check().is_ok());
}

#[test]
fn chooses_clusters_of_two_for_an_unaligned_row_pitch() {
    // K = 8200: rows of 16,400 bytes; K = 8256 and 8192: multiples of 128.
    assert_eq!(Config::for_shape(8191, 8184, 8200).cluster, 2);
    assert_eq!(Config::for_shape(4096, 4096, 4000).cluster, 2);
    assert_eq!(Config::for_shape(8192, 8192, 8256).cluster, 1);
    assert_eq!(Config::for_shape(8192, 8192, 1024), Config::default());
    assert_eq!(Config::for_shape(1, 8, 8).cluster, 2);
    for k in [8, 64, 72, 1000, 8200] {
        assert!(Config::for_shape(300, 512, k).check().is_ok());
    }
}

#[test]
fn pingpong_needs_its_tiles_and_fits_three_stages() {
    let pingpong = |tile_n, stages| Config {
        tile_n,
        stages,
        pingpong: true,
        ..Config::default()
    };
    assert!(pingpong(128, 3).check().is_ok());
    assert!(pingpong(128, 2).check().is_ok());
    let shared = |stages| Config {
        shared_ring: true,
        ..pingpong(128, stages)
    };
    assert!(shared(6).check().is_ok());
    assert!(shared(7)
        .check()
        .is_err_and(|e| e.contains("shared memory")));
    assert!(pingpong(128, 4)
        .check()
        .is_err_and(|e| e.contains("shared memory")));
    assert!(pingpong(256, 3)
        .check()
        .is_err_and(|e| e.contains("tile_n must be 128")));
    for other in [
        Config {
            cluster: 2,
            ..pingpong(128, 3)
        },
        Config {
            persistent: false,
            ..pingpong(128, 3)
        },
        Config {
            tma_store: false,
            ..pingpong(128, 3)
        },
    ] {
        assert!(other.check().is_err_and(|e| e.contains("persistent")));
    }
    let shared_alone = Config {
        shared_ring: true,
        ..Config::default()
    };
    assert!(shared_alone
        .check()
        .is_err_and(|e| e.contains("a form of the ping-pong schedule")));
}

#[test]
fn fp8_kernels_promote_and_scale() {
    let ctx = context();
    for (elem, fast) in [(Elem::E4m3, false), (Elem::E5m2, false), (Elem::E4m3, true)] {
        let cfg = Config::for_problem(8192, 8192, 8192, (elem, fast));
        let name = format!("{} fast {fast}", elem.name());
        let built = module(&ctx, &cfg).expect("the builders");
        assert!(built.as_operation().verify(), "{name}: the module verifies");
        let ops = census(&built);
        let count = |op: &str| ops.get(op).copied().unwrap_or(0);
        // Per consumer warpgroup: the promoting K loop's one wgmma; fast
        // accumulation's first K step and loop.
        let sites = if fast { 4 } else { 2 };
        assert_eq!(count("async.warpgroup.mma"), sites, "{name}: wgmmas");
        assert_eq!(count("nvvm.wgmma.mma_async"), 0, "{name}: no bf16 wgmma");
        // The promotion: one f32 sum per consumer warpgroup.
        assert_eq!(count("arith.addf"), if fast { 0 } else { 2 }, "{name}");
        // The two scales, read by each consumer warpgroup, and their product
        // applied to the tile.
        assert_eq!(count("llvm.load"), 4, "{name}: the scales");
        assert_eq!(count("arith.mulf"), 4, "{name}: scale_a scale_b, then C");
        let text = generic(&built);
        let mma_type = format!("a_type = \"{}\"", elem.name());
        assert_eq!(text.matches(&mma_type).count(), sites, "{name}");
        assert!(
            text.contains(&format!("x128x{}", elem.mlir())),
            "{name}: 128-byte rows"
        );
        assert_eq!(cfg.tile_n, if fast { 256 } else { 192 }, "{name}");
    }
}

#[test]
fn fp8_refuses_what_it_cannot_build() {
    let fp8 = Config::for_problem(4096, 4096, 4096, (Elem::E4m3, false));
    assert!(fp8.check().is_ok());
    let wide = Config {
        tile_n: 256,
        staging_columns: 128,
        ..fp8
    };
    assert!(wide.check().is_err_and(|e| e.contains("promoting FP8")));
    let pingpong = Config {
        pingpong: true,
        ..fp8
    };
    assert!(pingpong.check().is_err_and(|e| e.contains("cooperative")));
    let fast_bf16 = Config {
        fast_accum: true,
        ..Config::default()
    };
    assert!(fast_bf16.check().is_err_and(|e| e.contains("FP8 kernels")));
    // An FP8 row is K bytes: K = 8200 and 4112 are off 128 bytes.
    // Promoting: 192 columns in clusters of 1, 128 in clusters of 2.
    for (k, cluster, tile_n) in [
        (8200, 2, 128),
        (4112, 2, 128),
        (8192, 1, 192),
        (1024, 1, 192),
    ] {
        let cfg = Config::for_problem(8192, 8192, k, (Elem::E4m3, false));
        assert_eq!((cfg.cluster, cfg.tile_n), (cluster, tile_n), "K = {k}");
        assert!(cfg.check().is_ok(), "K = {k}");
    }
    assert_eq!("e5m2".parse::<Elem>(), Ok(Elem::E5m2));
    assert!("fp4".parse::<Elem>().is_err());
}

#[test]
fn split_k_builds_two_kernels_and_is_chosen_for_few_tiles() {
    // The heuristic (gemm-gen --shape; bench/gemm_plan.py's split_for).
    assert_eq!(Config::for_shape(1024, 1024, 32768).split_k, 4);
    assert_eq!(Config::for_shape(1024, 2048, 16384).split_k, 2);
    assert_eq!(Config::for_shape(128, 256, 8192).split_k, 16);
    assert_eq!(Config::for_shape(128, 256, 1024).split_k, 2);
    // 128 tiles, K steps that no split divides, or parts under 8 steps.
    assert_eq!(Config::for_shape(2048, 2048, 8192).split_k, 1);
    assert_eq!(Config::for_shape(1024, 1024, 32776).split_k, 1);
    assert_eq!(Config::for_shape(1024, 1024, 512).split_k, 1);
    let chosen = Config::for_shape(1024, 1024, 32768);
    assert!(!chosen.tma_store && chosen.cluster == 1 && chosen.check().is_ok());
    // The GEMM and its reduction in one gpu.module; the reduction has no
    // barrier, no shared memory and no role.
    let ctx = context();
    let built = module(&ctx, &chosen).expect("the builders");
    assert!(built.as_operation().verify());
    let text = generic(&built);
    assert_eq!(text.matches("\"gpu.func\"").count(), 2);
    let reduce = &text[text
        .find("sym_name = \"gemm_bf16_reduce\"")
        .expect("the reduction")..];
    assert!(!reduce.contains("async.") && !reduce.contains("addr_space = 3"));
    assert_eq!(census(&built).get("async.role").copied(), Some(3));
    // What split-K cannot be.
    for (bad, why) in [
        (
            Config {
                split_k: 17,
                ..chosen
            },
            "2 to 16 parts",
        ),
        (
            Config {
                split_k: 1,
                ..chosen
            },
            "",
        ),
        (
            Config {
                cluster: 2,
                ..chosen
            },
            "clusters of 1",
        ),
        (
            Config {
                tma_store: true,
                ..chosen
            },
            "from the registers",
        ),
        (
            Config {
                elem: Elem::E4m3,
                ..chosen
            },
            "bf16",
        ),
    ] {
        match bad.check() {
            Ok(()) => assert!(why.is_empty(), "{bad:?} accepted"),
            Err(e) => assert!(!why.is_empty() && e.contains(why), "{bad:?}: {e}"),
        }
    }
}
