//! The attention forward generator (`attn-gen`): FlashAttention-3's
//! schedule for sm_90a, built through typed builders.
//!
//! O = softmax(Q Kᵀ / √d) V per head, bf16 in and out, f32 accumulation,
//! the log-sum-exp of each query row (natural log) beside it. Q, K, V and
//! O are [batch · heads · seq, d] row-major (BHSD); K and V may have fewer
//! heads than Q (GQA/MQA: `group` query heads share one). A CTA takes 128
//! query rows of one head; its roles:
//! - two consumer warpgroups (warps 0-3 and 4-7, 240 registers), each with
//!   64 of the rows: S = Q K_jᵀ by wgmma from the stages, the online
//!   softmax in registers (`async.fragment.*`), O += P V_j by wgmma with P
//!   from registers and V MN-major. They take turns at the tensor cores
//!   (`async.turn.*`): one issues S_j and P_{j-1} V_{j-1} while the other
//!   runs its softmax;
//! - a producer warpgroup (warps 8-11, 24 registers) whose first lane
//!   copies the tile's Q and K_j, V_j into two rings of `stages` by TMA.
//!
//! A persistent kernel (`Config::persistent`) loops over tiles and
//! overlaps them as FA3 does: a tile's last turn issues its last P V and
//! the next tile's S_0 = Q K_0ᵀ (Q of the next tile's stage, carried into
//! it), so that under a warpgroup's epilogue and its next S_0's softmax
//! the tensor cores run the other warpgroup's turn. The first tile's S_0
//! is issued before the tile loop, each tile's key loop starts at block 1,
//! and the CTA's last tile issues an S_0 of its own rows again, which is
//! discarded: every tile does the same barrier operations, as the
//! checker's nested-loop argument asks.
//!
//! Key blocks past `seq` are masked (and, causal, those past the query);
//! rows past `seq` are not stored. No phase bit, barrier count, byte count
//! or descriptor field is written here: the compiler derives them and the
//! checker proves the protocol for every trip count.
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

pub use config::{Config, BLOCK_M, THREADS};

use crate::builder::{Kb, V};
use melior::{
    dialect::arith::CmpiPredicate,
    ir::{
        attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
        ValueLike,
    },
};
use phaselock_dialect::{
    builders::r#async as ops,
    enums::{ArriveUnit, Scope},
};
use softmax::{epilogue, softmax};
use steps::{a_registers, commit, fill, i64_type, pv, release, retire, scores, turn, wait};

/// The values every role reads, computed before the roles split.
struct Shared<'c, 'a> {
    ring_q: V<'c, 'a>,
    ring_k: V<'c, 'a>,
    ring_v: V<'c, 'a>,
    q_map: V<'c, 'a>,
    k_map: V<'c, 'a>,
    v_map: V<'c, 'a>,
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

/// One tile: 128 query rows of one head, and the key blocks they see.
struct Tile<'c, 'a> {
    /// The tile's first query row within the head.
    q0: V<'c, 'a>,
    /// Q's and O's row of the head's row 0; K's and V's.
    q_base: V<'c, 'a>,
    kv_base: V<'c, 'a>,
    /// Key blocks to visit.
    blocks: V<'c, 'a>,
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
    let q0 = kb.mul(qb, kb.i32(BLOCK_M as i64));
    let q_head = kb.add(kb.mul(batch, heads), head);
    let kv_head = kb.add(kb.mul(batch, kb.div(heads, s.group)), kb.div(head, s.group));
    let all = kb.ceil_div(s.seq, bn);
    let seen = if cfg.causal {
        let last_row = kb.add(q0, kb.i32(BLOCK_M as i64));
        kb.min(all, kb.ceil_div(last_row, bn))
    } else {
        all
    };
    Tile {
        q0,
        q_base: kb.mul(q_head, s.seq),
        kv_base: kb.mul(kv_head, s.seq),
        blocks: kb.to_index(seen),
    }
}

/// The CTA's one tile, from its place in the grid (the query blocks in
/// reverse, longest first, when causal).
fn one_tile<'c, 'a>(cfg: &Config, kb: &Kb<'c, 'a>, s: &Shared<'c, '_>) -> Tile<'c, 'a> {
    let x = kb.sreg("ctaid.x");
    let qb = if cfg.causal {
        kb.sub(kb.sub(kb.sreg("nctaid.x"), kb.i32(1)), x)
    } else {
        x
    };
    let (head, heads, batch) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
    tile(cfg, kb, s, qb, head, heads, batch)
}

/// Persistent: tile `number` (`i32`) of ceil(S / 128) * B * H, the query
/// blocks of one head together.
fn numbered_tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    heads: V<'c, '_>,
    number: V<'c, '_>,
) -> Tile<'c, 'a> {
    let q_blocks = kb.ceil_div(s.seq, BLOCK_M as i64);
    let qb = kb.rem(number, q_blocks);
    let bh = kb.div(number, q_blocks);
    let (head, batch) = (kb.rem(bh, heads), kb.div(bh, heads));
    tile(cfg, kb, s, qb, head, heads, batch)
}

/// The persistent kernel's loop over the CTA's tiles c, c + nctaid.x, ...
/// `body` gets the tile, its place `i` in the loop, the K/V rings' cursor
/// of its first key block (running on from tile to tile) and the values
/// carried from the tile before (`inits` at the first), and returns those
/// of the next; the loop's results are the last tile's.
fn tile_loop<'c, 'a, F>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    inits: &[V<'c, '_>],
    body: F,
) -> Vec<V<'c, 'a>>
where
    F: for<'b> Fn(&Kb<'c, 'b>, &Tile<'c, 'b>, V<'c, 'b>, V<'c, 'b>, &[V<'c, 'b>]) -> Vec<V<'c, 'b>>,
{
    let (heads, tiles) = s.heads.expect("a persistent kernel");
    let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
    let mine = kb.cmp(CmpiPredicate::Ugt, tiles, cta);
    let share = kb.ceil_div_by(kb.sub(tiles, cta), grid);
    let count = kb.to_index(kb.select(mine, share, kb.i32(0)));
    let mut carried = vec![kb.index(0)];
    carried.extend_from_slice(inits);
    let out = kb.for_range(kb.index(0), count, &carried, |kb, i, c| {
        let number = kb.add(cta, kb.mul(kb.to_i32(i), grid));
        let t = numbered_tile(cfg, kb, s, heads, number);
        let mut next = vec![kb.add(c[0], t.blocks)];
        next.extend(body(kb, &t, i, c[0], &c[1..]));
        next
    });
    out[1..].to_vec()
}

/// Persistent: the number of the tile after the one at place `i` of the
/// CTA's loop, and whether the CTA has it.
fn next_number<'c, 'a>(
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    i: V<'c, '_>,
) -> (V<'c, 'a>, V<'c, 'a>) {
    let (_, tiles) = s.heads.expect("a persistent kernel");
    let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
    let next = kb.add(kb.add(cta, kb.mul(kb.to_i32(i), grid)), grid);
    let more = kb.cmp(CmpiPredicate::Ult, next, tiles);
    (next, more)
}

/// Persistent: the tile after the one at place `i` of the CTA's loop, or,
/// past the CTA's last tile, that tile again (`this`: rows the producer
/// copies for an S_0 the consumers discard).
fn next_tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    i: V<'c, '_>,
) -> Tile<'c, 'a> {
    let (heads, _) = s.heads.expect("a persistent kernel");
    let (next, more) = next_number(kb, s, i);
    let this = kb.sub(next, kb.sreg("nctaid.x"));
    numbered_tile(cfg, kb, s, heads, kb.select(more, next, this))
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
    let ring_q = ring("q", cfg.q_stages(), BLOCK_M as i64);
    let ring_k = ring("k", cfg.stages, bn);
    let ring_v = ring("v", cfg.stages, bn);
    let s = Shared {
        ring_q,
        ring_k,
        ring_v,
        q_map: args[0],
        k_map: args[1],
        v_map: args[2],
        o_out: args[3],
        lse_out: args[4],
        seq: args[5],
        group: args[6],
        heads: cfg.persistent.then(|| (args[7], args[8])),
        tid: kb.sreg("tid.x"),
    };
    let roles = kb.region(|kb| {
        for g in 0..2 {
            role(kb, &format!("softmax{g}"), 4, 240, |kb| {
                consumer(cfg, kb, &s, g)
            });
        }
        role(kb, "producer", 4, 24, |kb| producer(cfg, kb, &s));
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::WarpSpecializeOperationBuilder::new(kb.ctx, kb.loc())
        .roles(roles)
        .build());
}

/// One `async.role` of `warps` warps and a register budget.
#[track_caller]
fn role<'c, F>(kb: &Kb<'c, '_>, name: &str, warps: i64, registers: i64, body: F)
where
    F: for<'b> FnOnce(&Kb<'c, 'b>),
{
    let region = kb.region(|kb| {
        body(kb);
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::RoleOperationBuilder::new(kb.ctx, kb.loc())
        ._name(StringAttribute::new(kb.ctx, name))
        .warps(IntegerAttribute::new(i64_type(kb), warps))
        .registers(IntegerAttribute::new(i64_type(kb), registers))
        .body(region)
        .build());
}

/// The producer warpgroup: for each tile its first warp's lane 0 copies
/// Q, then K_j and V_j for every key block, each 64-column half by one
/// tensor copy.
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(8));
    let lane = kb.rem(s.tid, kb.i32(32));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    kb.when(first_warp, |kb| {
        if cfg.persistent {
            return persistent_producer(cfg, kb, s, lead);
        }
        let t = one_tile(cfg, kb, s);
        let (qc, base) = (kb.index(0), kb.index(0));
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.when(some, |kb| {
            let q_row = kb.add(t.q_base, t.q0);
            fill(cfg, kb, s.ring_q, qc, s.q_map, q_row, BLOCK_M, lead);
            let bn = cfg.block_n();
            kb.for_range(kb.index(0), t.blocks, &[], |kb, j, _| {
                let keys = kb.mul(kb.to_i32(j), kb.i32(bn as i64));
                let kv_row = kb.add(t.kv_base, keys);
                let cursor = kb.add(base, j);
                fill(cfg, kb, s.ring_k, cursor, s.k_map, kv_row, bn, lead);
                fill(cfg, kb, s.ring_v, cursor, s.v_map, kv_row, bn, lead);
                vec![]
            });
        });
    });
}

/// The persistent producer, in the consumers' order: the first tile's Q
/// and K_0 before the tile loop; in each tile K_j and V_{j-1} for j >= 1,
/// its last V, then the next tile's Q and K_0 (past the CTA's last tile,
/// its own again: the consumers' last turn issues an S_0 they discard, so
/// that every tile does the same barrier operations).
fn persistent_producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, lead: V<'c, '_>) {
    let bn = cfg.block_n();
    let (heads, _) = s.heads.expect("a persistent kernel");
    let first = numbered_tile(cfg, kb, s, heads, kb.sreg("ctaid.x"));
    let (q_row, zero) = (kb.add(first.q_base, first.q0), kb.index(0));
    fill(cfg, kb, s.ring_q, zero, s.q_map, q_row, BLOCK_M, lead);
    fill(cfg, kb, s.ring_k, zero, s.k_map, first.kv_base, bn, lead);
    tile_loop(cfg, kb, s, &[], |kb, t, i, base, _| {
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.when(some, |kb| {
            kb.for_range(kb.index(1), t.blocks, &[], |kb, j, _| {
                let (cursor, row) = (kb.add(base, j), kv_row(cfg, kb, t, j));
                fill(cfg, kb, s.ring_k, cursor, s.k_map, row, bn, lead);
                let (cursor, j) = (kb.sub(cursor, kb.index(1)), kb.sub(j, kb.index(1)));
                let row = kv_row(cfg, kb, t, j);
                fill(cfg, kb, s.ring_v, cursor, s.v_map, row, bn, lead);
                vec![]
            });
            let j = kb.sub(t.blocks, kb.index(1));
            let (last, row) = (kb.add(base, j), kv_row(cfg, kb, t, j));
            fill(cfg, kb, s.ring_v, last, s.v_map, row, bn, lead);
            let next = next_tile(cfg, kb, s, i);
            let q_row = kb.add(next.q_base, next.q0);
            let qc = kb.add(i, kb.index(1));
            fill(cfg, kb, s.ring_q, qc, s.q_map, q_row, BLOCK_M, lead);
            let k0 = kb.add(base, t.blocks);
            fill(cfg, kb, s.ring_k, k0, s.k_map, next.kv_base, bn, lead);
        });
        vec![]
    });
}

/// K's and V's row of key block `j` (`index`) of tile `t`.
fn kv_row<'c, 'a>(cfg: &Config, kb: &Kb<'c, 'a>, t: &Tile<'c, '_>, j: V<'c, '_>) -> V<'c, 'a> {
    let keys = kb.mul(kb.to_i32(j), kb.i32(cfg.block_n() as i64));
    kb.add(t.kv_base, keys)
}

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of each tile.
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    if cfg.persistent {
        return persistent_consumer(cfg, kb, s, g);
    }
    let t = one_tile(cfg, kb, s);
    let (qc, base) = (kb.index(0), kb.index(0));
    // A tile without key blocks has no query row either (S = 0): the
    // producer skips it too.
    let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
    kb.when(some, |kb| {
        let sq = wait(kb, s.ring_q, qc);
        key_blocks(cfg, kb, s, &t, sq, base, g);
    });
}

/// The key blocks of tile `t` for consumer warpgroup `g` (at least one;
/// K/V cursors from `base`), Q's stage `sq` released once the last S is,
/// then its rows of O and the LSE.
#[allow(clippy::too_many_arguments)]
fn key_blocks<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    sq: V<'c, '_>,
    base: V<'c, '_>,
    g: i64,
) {
    let d = cfg.head_dim as usize;
    let my_q0 = kb.add(t.q0, kb.i32(64 * g));
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // Block 0: S_0 alone, its softmax, O = 0.
    let sk = wait(kb, s.ring_k, base);
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    let s0 = turn(kb, |kb| {
        let s0 = scores(cfg, kb, s, sq, sk, g, zero);
        commit(kb);
        s0
    });
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    let first = softmax(cfg, kb, s, s0, kb.index(0), my_q0, no_max, no_sum);
    let o0 = kb.splat_f32(d / 2, "0.0");
    let out = later_blocks(
        cfg,
        kb,
        s,
        (t, sq, base, g),
        my_q0,
        [first.0.m, first.0.l, first.0.p, o0],
    );
    // Every S has retired: Q's stage is free for the next tile.
    release(kb, s.ring_q, sq);
    let last = kb.add(base, kb.sub(t.blocks, kb.index(1)));
    let sv = wait(kb, s.ring_v, last);
    let p = a_registers(cfg, kb, out[2]);
    let o = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, out[3]);
        commit(kb);
        o
    });
    retire(kb, 0);
    release(kb, s.ring_v, sv);
    epilogue(cfg, kb, s, t, my_q0, (out[0], out[1], o));
}

/// Blocks 1 .. of tile `t` (Q's stage `sq`, K/V cursors from `base`) for
/// warpgroup `g`, from the state after block 0 (m, l, packed P_0, O): S_j
/// and P_{j-1} V_{j-1} issued in one turn; S_j's softmax runs under
/// P_{j-1} V_{j-1} (FA3's intra-warpgroup overlap) and under the other
/// warpgroup's turn. Returns m, l, the last block's packed P and O without
/// its P V.
#[allow(clippy::type_complexity)]
fn later_blocks<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    (t, sq, base, g): (&Tile<'c, '_>, V<'c, '_>, V<'c, '_>, i64),
    my_q0: V<'c, '_>,
    state: [V<'c, '_>; 4],
) -> Vec<V<'c, 'a>> {
    let d = cfg.head_dim as usize;
    kb.for_range(kb.index(1), t.blocks, &state, |kb, j, c| {
        let cursor = kb.add(base, j);
        let sk = wait(kb, s.ring_k, cursor);
        let sv = wait(kb, s.ring_v, kb.sub(cursor, kb.index(1)));
        // Every register the wgmmas read is written before the turn's fence.
        let p = a_registers(cfg, kb, c[2]);
        let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
        let (sj, o) = turn(kb, |kb| {
            let sj = scores(cfg, kb, s, sq, sk, g, zero);
            commit(kb);
            let o = pv(kb, s, sv, &p, c[3]);
            commit(kb);
            (sj, o)
        });
        retire(kb, 1);
        release(kb, s.ring_k, sk);
        let next = softmax(cfg, kb, s, sj, j, my_q0, c[0], c[1]);
        retire(kb, 0);
        release(kb, s.ring_v, sv);
        let alpha = kb.val(ops::fragment_broadcast_rows(
            kb.ctx,
            kb.ty(&format!("vector<{}xf32>", d / 2)),
            next.1,
            kb.loc(),
        ));
        let scaled = kb.mulf(o, alpha);
        vec![next.0.m, next.0.l, next.0.p, scaled]
    })
}

/// The persistent consumer warpgroup `g`, with FA3's overlap between
/// tiles: the first tile's S_0 is issued before the tile loop; each
/// tile's last turn issues its last P V together with the next tile's
/// S_0, whose softmax runs after the tile's epilogue and is carried (m,
/// l, packed P; O starts at 0) into the next tile, whose key loop starts
/// at block 1. Past the CTA's last tile that S_0 (of the last tile's rows
/// again) is discarded without its softmax: every tile does the same
/// barrier operations.
fn persistent_consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // The first tile's S_0, before the tile loop.
    let sq = wait(kb, s.ring_q, kb.index(0));
    let sk = wait(kb, s.ring_k, kb.index(0));
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    let s0 = turn(kb, |kb| {
        let s0 = scores(cfg, kb, s, sq, sk, g, zero);
        commit(kb);
        s0
    });
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    // Its rows are known only in the loop; the mask (non-causal) needs none.
    let first = softmax(cfg, kb, s, s0, kb.index(0), kb.i32(0), no_max, no_sum).0;
    let carried = [sq, first.m, first.l, first.p];
    let types: Vec<_> = carried.iter().map(|v| v.r#type()).collect();
    let out = tile_loop(cfg, kb, s, &carried, |kb, t, i, base, c| {
        // A tile without key blocks has no query row either (S = 0): the
        // producer skips it too.
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.if_else(
            some,
            &types,
            |kb| {
                let next = overlapped_tile(cfg, kb, s, (t, i, base, g), c);
                kb.yield_values(&next);
            },
            |kb| kb.yield_values(c),
        )
    });
    // The discarded S_0 has retired: its Q stage is free.
    release(kb, s.ring_q, out[0]);
}

/// Tile `t` at place `i` of the loop (K/V cursors from `base`) for
/// warpgroup `g`, from its S_0's softmax (`c`: Q's stage, m, l, packed
/// P_0): its blocks 1 .., its epilogue, and the next tile's S_0 issued in
/// its last turn. Returns the next tile's Q stage, m, l and packed P_0
/// (past the CTA's last tile, Q's stage and this tile's m, l and P).
#[allow(clippy::type_complexity)]
fn overlapped_tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    (t, i, base, g): (&Tile<'c, '_>, V<'c, '_>, V<'c, '_>, i64),
    c: &[V<'c, '_>],
) -> Vec<V<'c, 'a>> {
    let d = cfg.head_dim as usize;
    let my_q0 = kb.add(t.q0, kb.i32(64 * g));
    let o0 = kb.splat_f32(d / 2, "0.0");
    let out = later_blocks(
        cfg,
        kb,
        s,
        (t, c[0], base, g),
        my_q0,
        [c[1], c[2], c[3], o0],
    );
    // Every S of the tile has retired: Q's stage may be refilled.
    release(kb, s.ring_q, c[0]);
    let sq = wait(kb, s.ring_q, kb.add(i, kb.index(1)));
    let sk = wait(kb, s.ring_k, kb.add(base, t.blocks));
    let sv = wait(kb, s.ring_v, kb.add(base, kb.sub(t.blocks, kb.index(1))));
    let p = a_registers(cfg, kb, out[2]);
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    // The last P V first: the epilogue waits for it alone, while the next
    // tile's S_0 runs under the epilogue.
    let (o, s0) = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, out[3]);
        commit(kb);
        let s0 = scores(cfg, kb, s, sq, sk, g, zero);
        commit(kb);
        (o, s0)
    });
    retire(kb, 1);
    release(kb, s.ring_v, sv);
    epilogue(cfg, kb, s, t, my_q0, (out[0], out[1], o));
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    // The next tile's S_0's softmax; past the CTA's last tile, none.
    let (_, more) = next_number(kb, s, i);
    let types: Vec<_> = out[..3].iter().map(|v| v.r#type()).collect();
    let next = kb.if_else(
        more,
        &types,
        |kb| {
            let no_max = kb.splat_f32(2, "0xFF800000");
            let no_sum = kb.splat_f32(2, "0.0");
            let next = softmax(cfg, kb, s, s0, kb.index(0), my_q0, no_max, no_sum).0;
            kb.yield_values(&[next.m, next.l, next.p]);
        },
        |kb| kb.yield_values(&out[..3]),
    );
    vec![sq, next[0], next[1], next[2]]
}
