//! The attention forward generator (`attn-gen`): FlashAttention-3's
//! schedule for sm_90a, built through typed builders.
//!
//! O = softmax(Q Kᵀ / √d) V per head, bf16 in and out, f32 accumulation,
//! the log-sum-exp of each query row (natural log) beside it. Q, K, V and
//! O are [batch · heads · seq, d] row-major (BHSD); K and V may have fewer
//! heads than Q (GQA/MQA: `group` query heads share one). A CTA takes 64
//! query rows of one head per consumer warpgroup; its roles:
//! - two consumer warpgroups (warps 0-3 and 4-7, 240 registers), or three
//!   (warps 0-11, 160 registers; the default at head dim 64 non-causal,
//!   [`Config::consumers`]), each with 64 of the rows: S = Q K_jᵀ by wgmma
//!   from the stages, the online softmax in registers (`async.fragment.*`),
//!   O += P V_j by wgmma with P from registers and V MN-major. They take
//!   turns at the tensor cores (`async.turn.*`): one issues S_j and
//!   P_{j-1} V_{j-1} while the others run their softmax;
//! - a producer warpgroup (the next four warps, 24 registers, 32 beside
//!   three consumers) whose first lane copies the tile's Q and K_j, V_j
//!   into two rings of `stages` by TMA.
//!
//! Key blocks past `seq` are masked (and, causal, those past the query);
//! rows past `seq` are not stored. Where it fits ([`Config::o_by_tma`]), a
//! warpgroup's whole 64 rows of O go out through its staging in shared
//! memory and `nowait` TMA tensor stores, the next tile under their
//! reads. No phase bit, barrier count, byte count or descriptor field is
//! written here: the compiler derives them and the checker proves the
//! protocol for every trip count.
//!
//! This file is the schedule: tiles, rings, roles and the order of their
//! steps. `config.rs` holds what can be chosen and the launch contract,
//! `steps.rs` the dialect ops each step is made of (a stage's TMA fill, a
//! wait, a release, a turn at the tensor cores, the two GEMMs), and
//! `softmax.rs` the online softmax and the epilogue on the accumulator
//! fragments.

mod config;
mod softmax;
mod steps;

pub use config::{Config, ROWS_PER_WARPGROUP};

use crate::builder::{Kb, V};
use crate::staging::{boxes_free, drain, fragment};
use melior::{
    dialect::arith::CmpiPredicate,
    ir::attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
};
use phaselock_dialect::{
    builders::r#async as ops,
    enums::{ArriveUnit, Scope},
};
use softmax::{epilogue, softmax};
use steps::{
    a_registers, commit_group, fill, i64_type, pv, queries, release, retire, role, scores, turn,
    wait,
};

/// The values every role reads, computed before the roles split.
struct Shared<'c, 'a> {
    ring_q: V<'c, 'a>,
    /// Paired: the second query block's Q.
    ring_q2: Option<V<'c, 'a>>,
    ring_k: V<'c, 'a>,
    ring_v: V<'c, 'a>,
    q_map: V<'c, 'a>,
    k_map: V<'c, 'a>,
    v_map: V<'c, 'a>,
    /// O's tensor map (64 x 64 boxes), for [`Config::o_by_tma`].
    o_map: V<'c, 'a>,
    o_out: V<'c, 'a>,
    lse_out: V<'c, 'a>,
    seq: V<'c, 'a>,
    group: V<'c, 'a>,
    /// Persistent: Q heads, and the tiles (query blocks x heads x batch:
    /// an argument of its own, so that the checker varies the tile loop
    /// and the key-block loop each by an argument of its own).
    heads: Option<(V<'c, 'a>, V<'c, 'a>)>,
    tid: V<'c, 'a>,
}

/// One tile: 128 query rows of one head, and the key blocks they see; or
/// (paired) two such tiles whose key blocks run on in one loop.
struct Tile<'c, 'a> {
    /// The tile's first query row within the head.
    q0: V<'c, 'a>,
    /// Q's and O's row of the head's row 0; K's and V's.
    q_base: V<'c, 'a>,
    kv_base: V<'c, 'a>,
    /// Key blocks to visit (laps of the key-block loop, both tiles' when
    /// paired).
    blocks: V<'c, 'a>,
    /// Paired: the second tile's first query row, and the lap its key
    /// blocks start at (the first tile's key blocks).
    second: Option<(V<'c, 'a>, V<'c, 'a>)>,
}

/// At lap `k` of tile `t`'s key-block loop: whether it is the second
/// tile's (paired), its key block (an index), and the first query row of
/// its tile.
fn lap<'c, 'b>(
    t: &Tile<'c, 'b>,
    kb: &Kb<'c, 'b>,
    k: V<'c, 'b>,
) -> (Option<V<'c, 'b>>, V<'c, 'b>, V<'c, 'b>) {
    match t.second {
        None => (None, k, t.q0),
        Some((q0, switch)) => {
            let second = kb.cmp(CmpiPredicate::Uge, k, switch);
            let block = kb.select(second, kb.sub(k, switch), k);
            (Some(second), block, kb.select(second, q0, t.q0))
        }
    }
}

/// The tile of query block `qb` of head `head` in batch `batch`.
#[allow(clippy::too_many_arguments)]
fn tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    qb: V<'c, '_>,
    head: V<'c, '_>,
    heads: V<'c, '_>,
    batch: V<'c, '_>,
) -> Tile<'c, 'a> {
    let bn = cfg.block_n() as i64;
    let q0 = kb.mul(qb, kb.i32(cfg.block_m() as i64));
    let q_head = kb.add(kb.mul(batch, heads), head);
    let kv_head = kb.add(kb.mul(batch, kb.div(heads, s.group)), kb.div(head, s.group));
    let all = kb.ceil_div(s.seq, bn);
    let seen = if cfg.causal {
        let last_row = kb.add(q0, kb.i32(cfg.block_m() as i64));
        kb.min(all, kb.ceil_div(last_row, bn))
    } else {
        all
    };
    Tile {
        q0,
        q_base: kb.mul(q_head, s.seq),
        kv_base: kb.mul(kv_head, s.seq),
        blocks: kb.to_index(seen),
        second: None,
    }
}

/// Runs `body` on each of the CTA's tiles with its index among them (the
/// Q rings' cursor) and the K/V rings' first
/// cursor: its one tile from the grid, or (persistent) tiles c, c +
/// nctaid.x, ... of ceil(S / 128) * B * H, the query blocks of one head
/// together (in reverse, longest first, when causal; paired, ceil(n / 2)
/// pairs of a head's n blocks), the K/V cursors running on from tile to
/// tile.
fn each_tile<'c, F>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, body: F)
where
    F: for<'b> Fn(&Kb<'c, 'b>, &Tile<'c, 'b>, V<'c, 'b>, V<'c, 'b>),
{
    let Some((heads, tiles)) = s.heads else {
        let (qb, head, heads, batch) = grid_tile(cfg, kb);
        let t = tile(cfg, kb, s, qb, head, heads, batch);
        body(kb, &t, kb.index(0), kb.index(0));
        return;
    };
    let q_blocks = kb.ceil_div(s.seq, cfg.block_m() as i64);
    let per_head = if cfg.paired() {
        // At least one: a grid with tiles and S = 0 (which the launch
        // contract has no tile for) still divides by it.
        kb.max(kb.ceil_div(q_blocks, 2), kb.i32(1))
    } else {
        q_blocks
    };
    let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
    let mine = kb.cmp(CmpiPredicate::Ugt, tiles, cta);
    let share = kb.ceil_div_by(kb.sub(tiles, cta), grid);
    let count = kb.to_index(kb.select(mine, share, kb.i32(0)));
    kb.for_range(kb.index(0), count, &[kb.index(0)], |kb, i, c| {
        let t = kb.add(cta, kb.mul(kb.to_i32(i), grid));
        let within = kb.rem(t, per_head);
        let last = kb.sub(q_blocks, kb.i32(1));
        let qb = if cfg.causal && !cfg.paired() {
            kb.sub(last, within)
        } else {
            within
        };
        let bh = kb.div(t, per_head);
        let (head, batch) = (kb.rem(bh, heads), kb.div(bh, heads));
        let mut t = tile(cfg, kb, s, qb, head, heads, batch);
        if cfg.paired() {
            // Query blocks i and n - 1 - i see i + 1 and n - i key blocks.
            let q0 = kb.mul(kb.sub(last, within), kb.i32(cfg.block_m() as i64));
            t.second = Some((q0, t.blocks));
            t.blocks = kb.to_index(kb.add(q_blocks, kb.i32(1)));
        }
        body(kb, &t, i, c[0]);
        vec![kb.add(c[0], t.blocks)]
    });
}

/// The query block, head, heads and batch of this CTA of a one-tile
/// grid (query blocks x heads x batch): query block `ctaid.x` (causal:
/// counted from the last, longest first) of head `ctaid.y` in batch
/// `ctaid.z`; or, with [`Config::longest_first`] (causal), the CTA's
/// place in the launch order (x fastest) taken as query block (from the
/// last) x (head, batch), so that every head's longest block comes before
/// any head's next one.
fn grid_tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
) -> (V<'c, 'a>, V<'c, 'a>, V<'c, 'a>, V<'c, 'a>) {
    let x = kb.sreg("ctaid.x");
    if cfg.causal && cfg.longest_first {
        let blocks = kb.sreg("nctaid.x");
        let (y, heads, z) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
        // order = x + blocks (y + heads z) = rank * slots + slot, slots
        // = heads nctaid.z: the block's rank (longest first), then the
        // (head, batch) slot.
        let order = kb.add(x, kb.mul(blocks, kb.add(y, kb.mul(heads, z))));
        let slots = kb.mul(heads, kb.sreg("nctaid.z"));
        let (rank, slot) = (kb.div(order, slots), kb.rem(order, slots));
        let qb = kb.sub(kb.sub(blocks, kb.i32(1)), rank);
        return (qb, kb.rem(slot, heads), heads, kb.div(slot, heads));
    }
    let qb = if cfg.causal {
        kb.sub(kb.sub(kb.sreg("nctaid.x"), kb.i32(1)), x)
    } else {
        x
    };
    let (head, heads, batch) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
    (qb, head, heads, batch)
}

/// Builds the kernel into `kb`'s block (the body of the `gpu.func`
/// whose arguments are `args`).
pub fn build_kernel<'c>(cfg: &Config, kb: &Kb<'c, '_>, args: &[V<'c, '_>]) {
    let d = cfg.head_dim as i64;
    let bn = cfg.block_n() as i64;
    let halves = d / 64;
    let ring = |name: &str, stages: u32, rows: i64| {
        let buffer = kb.ty(&format!("memref<{halves}x{rows}x64xbf16, 3>"));
        kb.val(
            ops::PipelineCreateOperationBuilder::new(kb.ctx, kb.loc())
                .pipeline(phaselock_dialect::types::pipeline(kb.ctx, stages as i64))
                .stages(IntegerAttribute::new(i64_type(kb), stages as i64))
                .buffer(TypeAttribute::new(buffer))
                ._name(StringAttribute::new(kb.ctx, name))
                .scope(Scope::Cta.attribute(kb.ctx))
                .producer_unit(ArriveUnit::Warp.attribute(kb.ctx))
                .consumer_unit(ArriveUnit::Warpgroup.attribute(kb.ctx))
                .swizzle(IntegerAttribute::new(i64_type(kb), 128))
                .build(),
        )
    };
    let ring_q = ring("q", cfg.q_stages(), cfg.block_m() as i64);
    let ring_q2 = cfg.paired().then(|| ring("q2", 1, cfg.block_m() as i64));
    let ring_k = ring("k", cfg.stages, bn);
    let ring_v = ring("v", cfg.stages, bn);
    let s = Shared {
        ring_q,
        ring_q2,
        ring_k,
        ring_v,
        q_map: args[0],
        k_map: args[1],
        v_map: args[2],
        o_map: args[3],
        o_out: args[4],
        lse_out: args[5],
        seq: args[6],
        group: args[7],
        heads: cfg.persistent.then(|| (args[8], args[9])),
        tid: kb.sreg("tid.x"),
    };
    let roles = kb.region(|kb| {
        let (consumer_registers, producer_registers) = cfg.registers();
        for g in 0..cfg.consumers() as i64 {
            role(kb, &format!("softmax{g}"), 4, consumer_registers, |kb| {
                consumer(cfg, kb, &s, g)
            });
        }
        role(kb, "producer", 4, producer_registers, |kb| {
            producer(cfg, kb, &s)
        });
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::WarpSpecializeOperationBuilder::new(kb.ctx, kb.loc())
        .roles(roles)
        .build());
}

/// The producer warpgroup: for each tile its first warp's lane 0 copies
/// Q, then K_j and V_j for every key block, each 64-column half by one
/// tensor copy; paired, the second tile's Q after the first key block.
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(4 * cfg.consumers() as i64));
    let lane = kb.rem(s.tid, kb.i32(32));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    kb.when(first_warp, |kb| {
        each_tile(cfg, kb, s, |kb, t, i, base| {
            let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
            kb.when(some, |kb| {
                let q_row = kb.add(t.q_base, t.q0);
                fill(cfg, kb, s.ring_q, i, s.q_map, q_row, cfg.block_m(), lead);
                let bn = cfg.block_n();
                let kv = |kb: &Kb<'c, '_>, j: V<'c, '_>| {
                    let (_, block, _) = lap(t, kb, j);
                    let kv_row = kb.add(t.kv_base, kb.mul(kb.to_i32(block), kb.i32(bn as i64)));
                    let cursor = kb.add(base, j);
                    fill(cfg, kb, s.ring_k, cursor, s.k_map, kv_row, bn, lead);
                    fill(cfg, kb, s.ring_v, cursor, s.v_map, kv_row, bn, lead);
                };
                // Paired: the first key block, then the second query
                // block's Q (its stage frees late; the first block's
                // loads go ahead of it).
                let mut first = kb.index(0);
                if let (Some((q0, _)), Some(ring_q2)) = (t.second, s.ring_q2) {
                    kv(kb, first);
                    let q_row = kb.add(t.q_base, q0);
                    fill(cfg, kb, ring_q2, i, s.q_map, q_row, cfg.block_m(), lead);
                    first = kb.index(1);
                }
                kb.for_range(first, t.blocks, &[], |kb, j, _| {
                    kv(kb, j);
                    vec![]
                });
            });
        });
    });
}

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of each tile.
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    each_tile(cfg, kb, s, |kb, t, i, base| {
        // A tile without key blocks has no query row either (S = 0): the
        // producer skips it too.
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.when(some, |kb| {
            let sq = wait(kb, s.ring_q, i);
            key_blocks(cfg, kb, s, t, (sq, i), base, g);
        });
    });
    // (Staged in Q's stage, each tile's stores are waited for before Q's
    // release.)
    if cfg.o_by_tma() && !cfg.o_in_q() {
        drain(kb, s.tid);
    }
}

/// The key blocks of tile `t` for consumer warpgroup `g` (at least one;
/// K/V cursors from `base`), Q's stage `sq` (tile `i`'s; paired, the
/// second tile's, of its own ring, waited after block 0) released once the
/// last S is, then its rows of O and the LSE (paired, the first tile's at
/// the second's first lap).
#[allow(clippy::too_many_arguments)]
fn key_blocks<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    (sq, i): (V<'c, '_>, V<'c, '_>),
    base: V<'c, '_>,
    g: i64,
) {
    let d = cfg.head_dim as usize;
    let rows = kb.i32(ROWS_PER_WARPGROUP as i64 * g);
    let my_q0 = kb.add(t.q0, rows);
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // Block 0: S_0 alone, its softmax, O = 0.
    let sk = wait(kb, s.ring_k, base);
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    let dq = queries(cfg, kb, s, (sq, None), g);
    let s0 = turn(kb, |kb| {
        let s0 = scores(cfg, kb, s, &dq, sk, zero);
        commit_group(kb);
        s0
    });
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    let first = softmax(cfg, kb, s, s0, kb.index(0), my_q0, no_max, no_sum);
    let sq2 = s.ring_q2.map(|ring| wait(kb, ring, i));
    let o0 = kb.splat_f32(d / 2, "0.0");
    // Blocks 1 ..: S_j and P_{j-1} V_{j-1} issued in one turn; S_j's
    // softmax runs under P_{j-1} V_{j-1} (FA3's intra-warpgroup overlap)
    // and under the other warpgroup's turn.
    let out = kb.for_range(
        kb.index(1),
        t.blocks,
        &[first.0.m, first.0.l, first.0.p, o0],
        |kb, k, c| {
            let (second, block, q0) = lap(t, kb, k);
            let cursor = kb.add(base, k);
            let sk = wait(kb, s.ring_k, cursor);
            let sv = wait(kb, s.ring_v, kb.sub(cursor, kb.index(1)));
            // Every register the wgmmas read is written before the turn's fence.
            let p = a_registers(cfg, kb, c[2]);
            let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
            let dq = queries(cfg, kb, s, (sq, sq2.zip(second)), g);
            let (sj, o) = turn(kb, |kb| {
                let sj = scores(cfg, kb, s, &dq, sk, zero);
                commit_group(kb);
                // Paired: the lap after the second tile's first starts its O.
                let keep = t.second.map(|(_, switch)| {
                    let after = kb.add(switch, kb.index(1));
                    kb.cmp(CmpiPredicate::Ne, k, after)
                });
                let o = pv(kb, s, sv, &p, (c[3], keep));
                commit_group(kb);
                (sj, o)
            });
            retire(kb, 1);
            release(kb, s.ring_k, sk);
            // Paired: the second tile's first lap starts its softmax afresh.
            let fresh = t
                .second
                .map(|(_, switch)| kb.cmp(CmpiPredicate::Eq, k, switch));
            let (m, l) = match fresh {
                Some(f) => (kb.select(f, no_max, c[0]), kb.select(f, no_sum, c[1])),
                None => (c[0], c[1]),
            };
            let next = softmax(cfg, kb, s, sj, block, kb.add(q0, rows), m, l);
            retire(kb, 0);
            release(kb, s.ring_v, sv);
            let o = rescaled(cfg, kb, s, t, (k, g, fresh), (c[0], c[1], o), next.1);
            vec![next.0.m, next.0.l, next.0.p, o]
        },
    );
    // Every S has retired: Q's stages are free for the next tile (or,
    // staging O, once the stores have read it).
    if !cfg.o_in_q() {
        release(kb, s.ring_q, sq);
    }
    if let (Some(ring), Some(sq2)) = (s.ring_q2, sq2) {
        release(kb, ring, sq2);
    }
    let my_q0 = t.second.map_or(my_q0, |(q0, _)| kb.add(q0, rows));
    last_block(
        cfg,
        kb,
        s,
        t,
        (base, my_q0, g, sq),
        (out[0], out[1], out[2], out[3]),
    );
    if cfg.o_in_q() {
        // The stores have read O from Q's stage (the first thread's wait,
        // then the warpgroup's barrier): it may be released.
        let f = fragment(kb, s.tid);
        let first_thread = kb.cmp(CmpiPredicate::Eq, f.wtid, kb.i32(0));
        boxes_free(kb, first_thread, kb.i32(1 + g), 0);
        release(kb, s.ring_q, sq);
    }
}

/// The tile's last P V (from `base`'s ring cursor on), then warpgroup
/// `g`'s rows of O from `my_q0` on and their LSE (staged in Q's stage `sq`
/// where [`Config::o_in_q`]); `state` is (m, l, P, O) after the last
/// block's softmax.
fn last_block<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    (base, my_q0, g, sq): (V<'c, '_>, V<'c, '_>, i64, V<'c, '_>),
    (m, l, p, o): (V<'c, '_>, V<'c, '_>, V<'c, '_>, V<'c, '_>),
) {
    let last_lap = kb.sub(t.blocks, kb.index(1));
    let sv = wait(kb, s.ring_v, kb.add(base, last_lap));
    let p = a_registers(cfg, kb, p);
    // Paired: where the last lap was the second tile's first, O starts.
    let keep = t
        .second
        .map(|(_, switch)| kb.cmp(CmpiPredicate::Ne, last_lap, switch));
    let o = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, (o, keep));
        commit_group(kb);
        o
    });
    retire(kb, 0);
    release(kb, s.ring_v, sv);
    let q_stage = cfg.o_in_q().then_some(sq);
    epilogue(cfg, kb, s, t, (my_q0, false, g, q_stage), (m, l, o));
}

/// Paired: what O is multiplied by at a lap: `1 / l` of the first tile
/// where `fresh` holds (the second tile's first lap: the first tile's O is
/// whole), else the block's rescale `alpha`. One multiply either way, in
/// place: with O / l beside O, ptxas moved the loop's descriptor
/// arithmetic from the uniform to the vector pipe. The reciprocal is
/// `rcp.approx`: `div.rn.f32`'s slow path is a call, which in the loop
/// did the same.
fn first_factor<'c, 'a>(
    kb: &Kb<'c, 'a>,
    fresh: V<'c, '_>,
    l: V<'c, '_>,
    alpha: V<'c, '_>,
) -> V<'c, 'a> {
    let rows_type = kb.ty("vector<2xf32>");
    kb.if_else(
        fresh,
        &[rows_type],
        |kb| kb.yield_values(&[kb.divf_approx(kb.splat_f32(2, "1.0"), l)]),
        |kb| kb.yield_values(&[alpha]),
    )[0]
}

/// O for the next lap: multiplied by the block's rescale `alpha`, or
/// (paired, where `fresh` holds: the second tile's first lap) by the
/// first tile's `1 / l` ([`first_factor`]) and that tile's epilogue written
/// from it with its state (`m`, `l`); the next P V then overwrites O
/// (`accumulate` false). The first tile's first row is (k - 1) · 128 (lap
/// k = switch = its query block + 1), plus warpgroup `g`'s 64 g.
#[allow(clippy::too_many_arguments)]
fn rescaled<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    (k, g, fresh): (V<'c, '_>, i64, Option<V<'c, '_>>),
    (m, l, o): (V<'c, '_>, V<'c, '_>, V<'c, '_>),
    alpha: V<'c, 'a>,
) -> V<'c, 'a> {
    let factor = match fresh {
        Some(f) => first_factor(kb, f, l, alpha),
        None => alpha,
    };
    let o_type = kb.ty(&format!("vector<{}xf32>", cfg.head_dim / 2));
    let factor = kb.val(ops::fragment_broadcast_rows(
        kb.ctx,
        o_type,
        factor,
        kb.loc(),
    ));
    let o = kb.mulf(o, factor);
    if let Some(f) = fresh {
        kb.when(f, |kb| {
            let q0 = kb.to_i32(kb.sub(k, kb.index(1)));
            let rows = kb.i32(ROWS_PER_WARPGROUP as i64 * g);
            let q0 = kb.add(kb.mul(q0, kb.i32(cfg.block_m() as i64)), rows);
            epilogue(cfg, kb, s, t, (q0, true, g, None), (m, l, o));
        });
    }
    o
}
