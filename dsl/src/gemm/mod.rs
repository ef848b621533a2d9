//! The bf16 GEMM generator (`gemm-gen`) for sm_90a, built through typed
//! builders.
//!
//! C = A · Bᵀ with A an M x K and B an N x K row-major bf16 matrix (both
//! K-major), C an M x N row-major bf16 matrix, f32 accumulation. CTA tiles
//! of 128 x `tile_n` (128 or 256) with K steps of 64; the K step's A tile
//! (128 x 64) and B tile (`tile_n` x 64) land by TMA in two rings of
//! `stages` 128-byte-swizzled stages. Roles:
//! - two consumer warpgroups (warps 0-3, 4-7; 232 registers): warpgroup g
//!   computes rows 64 g .. 64 g + 63 of the tile with m64n`tile_n`k16
//!   wgmmas on the stages' descriptors (A's from row 64 g), keeps one wgmma
//!   group in flight, releases a K step's stages once the group that read
//!   them has retired, and writes its accumulators to C as bf16 (through
//!   shared memory and TMA tensor stores, the default, or straight from
//!   the registers);
//! - a producer warpgroup (warps 8-11; 40 registers) whose warp 8, lane 0,
//!   issues the tensor copies.
//!
//! Persistent (the default): the grid is at most one CTA per SM and CTA c
//! takes the output tiles c, c + nctaid.x, ...; the cursors of the rings run
//! on across tiles, so the producer fills the next tile's stages while the
//! consumers write the last one's results. Tiles are visited in groups of
//! `group_m` tile rows (the grouped raster: consecutive tiles share A's
//! rows and B's columns, for L2 reuse). Without `persistent`, the grid is
//! one CTA per tile. With clusters of 2, the two CTAs of a cluster take
//! the two tiles of a pair of tile rows, which read the same B tile: each
//! loads half of it and multicasts it to both.
//!
//! Edge tiles: the tile counts are `ceil(M / 128)` and `ceil(N / tile_n)`
//! and the K steps `ceil(K / 64)`; the tensor loads fill what lies past
//! the matrices with zeros and the tensor stores write only what lies
//! inside C, so any M, N and K work where the tensor maps can describe
//! the matrices (N and K multiples of 8: 16-byte row strides). The
//! direct epilogue writes whole tiles: M and N multiples of the tile.
//!
//! No phase bit, init count, byte count, descriptor bit or barrier offset
//! is written here: the compiler derives them and the checker proves the
//! protocol. The launch contract is [`Config::contract`].
//!
//! This file is the schedule of the cooperative kernel: tiles, rings,
//! roles and the order of their steps. `config.rs` holds what can be
//! chosen and the launch contract, `steps.rs` the dialect ops each step
//! is made of (the CTA's share of the tiles and where each lies, a
//! stage's fill, wait and release, the wgmmas), `epilogue.rs` the writing
//! of C, and `pingpong.rs` the ping-pong schedule.

mod config;
mod epilogue;
mod fp8;
mod pingpong;
mod reduce;
mod steps;
#[cfg(test)]
mod tests;

pub use config::{Config, Elem, ROW_BYTES, THREADS, TILE_K, TILE_M};

use crate::builder::{Kb, V};
use crate::steps::{address, shared_pointer};
use melior::{
    dialect::{arith::CmpiPredicate, llvm},
    ir::{Module, ValueLike},
    Context,
};
use phaselock_dialect::{builders::r#async as ops, enums::Scope};
use steps::{
    acc_type, acquire, buffer, commit, commit_group, copy, descriptor, fence, full, int,
    producer_lanes, release, retire, ring, role, share, tile_origin, wait, wgmma, Scale,
};

/// The kernel's module: a `gpu.module` with the kernel and, with TMA
/// stores, the epilogue's staging buffer; or why `cfg` cannot be built.
pub fn module<'c>(ctx: &'c Context, cfg: &Config) -> Result<Module<'c>, String> {
    cfg.check()?;
    let args = cfg.arg_types();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let module = crate::kernel_module(
        ctx,
        cfg.kernel_name(),
        (&args, &cfg.attributes()),
        THREADS as i32,
        |kb, values| build_kernel(cfg, kb, values),
    )?;
    if cfg.tma_store {
        crate::add_shared_buffer(ctx, &module, ("epilogue", cfg.epilogue_bytes(), 1024))?;
    }
    if cfg.split_k > 1 {
        let args = reduce::arg_types();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let reduce = crate::kernel_module(
            ctx,
            config::REDUCE_KERNEL,
            (&args, &[]),
            config::REDUCE_THREADS as i32,
            |kb, values| reduce::build_kernel(cfg, kb, values),
        )?;
        crate::add_kernel(&module, &reduce)?;
    }
    Ok(module)
}

/// How a CTA finds its tiles.
#[derive(Clone, Copy)]
enum Work<'c, 'a> {
    /// One tile per CTA, number `tile` = ctaid.y tiles_n + ctaid.x.
    One { tile: V<'c, 'a> },
    /// Units c, c + grid, ... (`cta` = c), in the grouped raster over
    /// `rows` unit rows: tiles, or pairs of tile rows (a cluster's, of
    /// which CTA `rank` takes tile row 2 p + rank; or the ping-pong
    /// schedule's, one tile row per consumer warpgroup).
    Strided {
        cta: V<'c, 'a>,
        grid: V<'c, 'a>,
        rows: V<'c, 'a>,
        rank: Option<V<'c, 'a>>,
    },
}

/// The values every role reads, computed before the roles split.
struct Shared<'c, 'a> {
    a_map: V<'c, 'a>,
    b_map: V<'c, 'a>,
    c_out: V<'c, 'a>,
    /// FP8: the pointers to A's and B's scales.
    scales: Option<(V<'c, 'a>, V<'c, 'a>)>,
    n: V<'c, 'a>,
    tid: V<'c, 'a>,
    /// K steps per tile (an index).
    steps: V<'c, 'a>,
    tiles_n: V<'c, 'a>,
    /// Tile rows (i32).
    tiles_m: V<'c, 'a>,
    /// Split-K: this CTA's part of every tile's K steps (i32).
    part: Option<V<'c, 'a>>,
    work: Work<'c, 'a>,
    /// This CTA's tiles or units (an index).
    my_tiles: V<'c, 'a>,
}

/// The tile counts and this CTA's share of the tiles, from the arguments
/// `(a, b, c, m, n, k_tiles)`, for FP8 `(a, b, c, scale_a, scale_b, m, n,
/// k_tiles)`.
#[track_caller]
fn prologue<'c, 'a>(cfg: &Config, kb: &Kb<'c, 'a>, args: &[V<'c, 'a>]) -> Shared<'c, 'a> {
    let tid = kb.sreg("tid.x");
    let (scales, dims) = if cfg.elem.is_fp8() {
        (Some((args[3], args[4])), &args[5..])
    } else {
        (None, &args[3..])
    };
    // Split-K: each unit takes a part of a tile's K steps.
    let steps = match cfg.split_k {
        1 => kb.to_index(dims[2]),
        split => kb.to_index(kb.div(dims[2], int(kb, split))),
    };
    // Tiles that reach past M or N are clipped by the tensor copies.
    let tiles_m = kb.ceil_div(dims[0], i64::from(TILE_M));
    let tiles_n = kb.ceil_div_by(dims[1], int(kb, cfg.tile_n));
    let (work, my_tiles) = work(cfg, kb, (tiles_m, tiles_n));
    Shared {
        a_map: args[0],
        b_map: args[1],
        c_out: args[2],
        scales,
        n: dims[1],
        tid,
        steps,
        tiles_n,
        tiles_m,
        part: (cfg.split_k > 1).then(|| kb.rem(kb.sreg("ctaid.x"), int(kb, cfg.split_k))),
        work,
        my_tiles,
    }
}

/// Where this CTA's tiles come from, and how many it takes (an index),
/// of `tiles_m` x `tiles_n` tiles.
#[track_caller]
fn work<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    (tiles_m, tiles_n): (V<'c, 'a>, V<'c, 'a>),
) -> (Work<'c, 'a>, V<'c, 'a>) {
    let tiles = kb.mul(tiles_m, tiles_n);
    let strided = |cta, grid, rows, rank| Work::Strided {
        cta,
        grid,
        rows,
        rank,
    };
    if cfg.cluster == 2 {
        // Clusters of 2 take pairs of vertically adjacent tiles (which
        // read the same B tile): cluster c the pairs c, c + nclusterid.x,
        // ..., its CTA r the pair's tile row 2 p + r (past M when M has an
        // odd number of tile rows: that CTA loads zeros and stores
        // nothing, but still loads its half of B for the other).
        let rank = kb.sreg("cluster.ctarank");
        let (cta, grid) = (kb.sreg("clusterid.x"), kb.sreg("nclusterid.x"));
        let pair_rows = kb.ceil_div(tiles_m, 2);
        let pairs = kb.mul(pair_rows, tiles_n);
        let work = strided(cta, grid, pair_rows, Some(rank));
        (work, share(kb, pairs, cta, grid))
    } else if cfg.pingpong {
        // Units of two vertically adjacent tiles, one per warpgroup.
        let pair_rows = kb.ceil_div(tiles_m, 2);
        let units = kb.mul(pair_rows, tiles_n);
        let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
        (
            strided(cta, grid, pair_rows, None),
            share(kb, units, cta, grid),
        )
    } else if cfg.split_k > 1 {
        // CTA c computes part c mod S of the tiles c / S, c / S + grid / S,
        // ...: the S CTAs of a tile's parts side by side (a grid of a
        // multiple of S CTAs; at least one group of them).
        let split = int(kb, cfg.split_k);
        let cta = kb.div(kb.sreg("ctaid.x"), split);
        let groups = kb.div(kb.sreg("nctaid.x"), split);
        let grid = kb.select(
            kb.cmp(CmpiPredicate::Eq, groups, kb.i32(0)),
            kb.i32(1),
            groups,
        );
        (
            strided(cta, grid, tiles_m, None),
            share(kb, tiles, cta, grid),
        )
    } else if cfg.persistent {
        let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
        (
            strided(cta, grid, tiles_m, None),
            share(kb, tiles, cta, grid),
        )
    } else {
        // One tile: (ctaid.y, ctaid.x) in tile rows and columns.
        let (x, y) = (kb.sreg("ctaid.x"), kb.sreg("ctaid.y"));
        let tile = kb.add(kb.mul(y, tiles_n), x);
        (Work::One { tile }, kb.index(1))
    }
}

/// The two rings of the K steps: A's tiles and B's.
#[derive(Clone, Copy)]
struct Rings<'c, 'a> {
    a: V<'c, 'a>,
    b: V<'c, 'a>,
}

/// Builds the kernel into `kb`'s block (the body of the `gpu.func` whose
/// arguments are `args`; `cfg` checked).
pub fn build_kernel<'c>(cfg: &Config, kb: &Kb<'c, '_>, args: &[V<'c, '_>]) {
    if cfg.pingpong {
        return pingpong::build_kernel(cfg, kb, args);
    }
    // The K step's tiles: A (128 x 64) and B (tile_n x 64), B's shared by
    // the cluster's CTAs.
    let b_scope = if cfg.cluster == 2 {
        Scope::Cluster
    } else {
        Scope::Cta
    };
    let rings = Rings {
        a: ring(kb, "a", (cfg.stages, TILE_M, cfg.elem), Scope::Cta),
        b: ring(kb, "b", (cfg.stages, cfg.tile_n, cfg.elem), b_scope),
    };
    let s = prologue(cfg, kb, args);
    let roles = kb.region(|kb| {
        for g in 0..2 {
            role(kb, &format!("mma{g}"), 4, 232, |kb| {
                consumer(cfg, kb, &s, rings, g)
            });
        }
        role(kb, "producer", 4, 40, |kb| producer(cfg, kb, &s, rings));
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::WarpSpecializeOperationBuilder::new(kb.ctx, kb.loc())
        .roles(roles)
        .build());
}

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of each of the CTA's
/// tiles, their K steps, then their epilogue (none without a K step:
/// `k_tiles` = 0 writes no C). An FP8 kernel's accumulator is the wgmma
/// fragment, scaled by scale_a scale_b (read once) before the epilogue.
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, rings: Rings<'c, '_>, g: u32) {
    let (zero, scale) = if cfg.elem.is_fp8() {
        let fragment = kb.splat_f32(cfg.tile_n as usize / 2, "0.0");
        (fragment, Some(fp8::scale(kb, s)))
    } else {
        let acc = acc_type(kb, cfg.tile_n);
        (kb.val(llvm::zero(acc, kb.loc())), None)
    };
    let nonempty = kb.cmp(CmpiPredicate::Sgt, s.steps, kb.index(0));
    kb.for_range(kb.index(0), s.my_tiles, &[], |kb, t, _| {
        let base = kb.mul(t, s.steps);
        let origin = tile_origin(cfg, kb, s, t);
        let result = kb.if_else(
            nonempty,
            &[zero.r#type()],
            |kb| kb.yield_values(&[tile_sum(cfg, kb, s, rings, (base, g), zero)]),
            |kb| kb.yield_values(&[zero]),
        );
        kb.when(nonempty, |kb| {
            let acc = match scale {
                Some(scale) => fp8::scaled(cfg, kb, result[0], scale),
                None => result[0],
            };
            if let Some(part) = s.part {
                epilogue::part(cfg, kb, s, (g, part), origin, acc);
            } else if cfg.tma_store {
                epilogue::tma(cfg, kb, s, g, origin, &[(acc, 64 * g)]);
            } else {
                epilogue::direct(cfg, kb, s, g, origin, acc);
            }
        });
        vec![]
    });
    if cfg.tma_store && s.part.is_none() {
        crate::staging::drain(kb, s.tid);
    }
}

/// The sum of a tile's K steps from ring cursor `base`: an FP8 kernel that
/// promotes its partial sums takes [`fp8::promoted`], every other
/// [`k_steps`].
fn tile_sum<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    rings: Rings<'c, '_>,
    (base, g): (V<'c, '_>, u32),
    zero: V<'c, '_>,
) -> V<'c, 'a> {
    if cfg.elem.is_fp8() && !cfg.fast_accum {
        fp8::promoted(cfg, kb, rings, (s.steps, base, g), zero)
    } else {
        k_steps(cfg, kb, s, rings, (base, g), zero)
    }
}

/// The K steps of a tile from ring cursor `base` (at least one) for
/// warpgroup `g`, one wgmma group in flight: each step's stages are
/// released once the next step's group is issued and the step's own has
/// retired. Returns the accumulator (for FP8, the fast accumulation's
/// fragment).
fn k_steps<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    rings: Rings<'c, '_>,
    (base, g): (V<'c, '_>, u32),
    zero: V<'c, '_>,
) -> V<'c, 'a> {
    let (sa, sb) = (wait(kb, rings.a, base), wait(kb, rings.b, base));
    let first = group(cfg, kb, rings, (sa, sb, g), zero);
    let last = kb.for_range(kb.index(1), s.steps, &[sa, sb, first], |kb, k, c| {
        let cursor = kb.add(base, k);
        let (sa, sb) = (wait(kb, rings.a, cursor), wait(kb, rings.b, cursor));
        let next = group(cfg, kb, rings, (sa, sb, g), c[2]);
        // The previous K step's group has retired: its stages are free.
        retire(kb, 1);
        release(kb, rings.a, c[0]);
        release(kb, rings.b, c[1]);
        vec![sa, sb, next]
    });
    retire(kb, 0);
    release(kb, rings.a, last[0]);
    release(kb, rings.b, last[1]);
    last[2]
}

/// The K step's wgmma group of warpgroup `g` on stages `sa` and `sb`,
/// added to `acc`: bf16's ([`mmas`]) or FP8's ([`fp8::mmas`], a fragment).
#[track_caller]
fn group<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    rings: Rings<'c, '_>,
    stages: (V<'c, '_>, V<'c, '_>, u32),
    acc: V<'c, '_>,
) -> V<'c, 'a> {
    if cfg.elem.is_fp8() {
        fp8::mmas(cfg, kb, rings, stages, acc)
    } else {
        mmas(cfg, kb, rings, stages, acc)
    }
}

/// The K step's wgmmas of warpgroup `g` on stages `sa` and `sb`: four
/// m64n`tile_n`k16, A's from row 64 g, into `acc`, committed as one group.
#[track_caller]
fn mmas<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    rings: Rings<'c, '_>,
    (sa, sb, g): (V<'c, '_>, V<'c, '_>, u32),
    acc: V<'c, '_>,
) -> V<'c, 'a> {
    fence(kb);
    let out = kb.for_range(kb.index(0), kb.index(4), &[acc], |kb, j, acc| {
        let a = descriptor(kb, rings.a, sa, j, Some(kb.index(i64::from(64 * g))));
        let b = descriptor(kb, rings.b, sb, j, None);
        vec![wgmma(kb, cfg.tile_n, (a, b), acc[0], Scale::Add)]
    });
    commit_group(kb);
    out[0]
}

/// The producer warpgroup: its warp 8 fills the rings, K step by K step
/// of each of the CTA's tiles, its lane 0 issuing the copies.
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, rings: Rings<'c, '_>) {
    let (first_warp, lead) = producer_lanes(kb, s);
    kb.when(first_warp, |kb| {
        kb.for_range(kb.index(0), s.my_tiles, &[], |kb, t, _| {
            let base = kb.mul(t, s.steps);
            let (row0, col0) = tile_origin(cfg, kb, s, t);
            // Split-K: the part's K steps start at part * steps.
            let first_step = s.part.map(|p| kb.mul(p, kb.to_i32(s.steps)));
            kb.for_range(kb.index(0), s.steps, &[], |kb, k, _| {
                let cursor = kb.add(base, k);
                let (sa, sb) = (acquire(kb, rings.a, cursor), acquire(kb, rings.b, cursor));
                let buf_a = buffer(kb, rings.a, sa, (TILE_M, cfg.elem));
                let buf_b = buffer(kb, rings.b, sb, (cfg.tile_n, cfg.elem));
                let (full_a, full_b) = (full(kb, rings.a, sa), full(kb, rings.b, sb));
                kb.when(lead, |kb| {
                    let step = match first_step {
                        Some(first) => kb.add(first, kb.to_i32(k)),
                        None => kb.to_i32(k),
                    };
                    let col = kb.mul(step, int(kb, cfg.tile_k()));
                    copy(kb, buf_a, s.a_map, &[row0, col], full_a);
                    copy_b(cfg, kb, s, buf_b, (col0, col), full_b);
                });
                commit(kb, rings.a, sa);
                commit(kb, rings.b, sb);
                vec![]
            });
            vec![]
        });
    });
}

/// The tensor copy of the K step's B tile (rows from `row`, K from
/// `col`): the whole tile, or with clusters of 2 this CTA's half of its
/// rows, multicast to both CTAs (at the same offset of both stage
/// buffers).
#[track_caller]
fn copy_b(
    cfg: &Config,
    kb: &Kb<'_, '_>,
    s: &Shared<'_, '_>,
    buf: V<'_, '_>,
    (row, col): (V<'_, '_>, V<'_, '_>),
    full: V<'_, '_>,
) {
    let Work::Strided {
        rank: Some(rank), ..
    } = s.work
    else {
        return copy(kb, buf, s.b_map, &[row, col], full);
    };
    let half = cfg.tile_n / 2;
    let row = kb.add(row, kb.mul(rank, int(kb, half)));
    let offset = kb.to_index(kb.mul(rank, int(kb, half * ROW_BYTES)));
    let to = shared_pointer(kb, kb.add(address(kb, buf), offset));
    // The last coordinate is the CTA mask: both CTAs of the cluster.
    copy(kb, to, s.b_map, &[row, col, kb.i32(3)], full);
}
