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

pub use config::{Config, ROWS_PER_WARPGROUP};

use crate::builder::{Kb, V};
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
    a_registers, commit_group, fill, i64_type, pv, release, retire, role, scores, turn, wait,
};

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
    }
}

/// Runs `body` on each of the CTA's tiles with the Q ring's cursor and
/// the K/V rings' first cursor: its one tile from the grid, or (persistent)
/// tiles c, c + nctaid.x, ... of ceil(S / 128) * B * H, the query blocks
/// of one head together (in reverse, longest first, when causal), the
/// K/V cursors running on from tile to tile.
fn each_tile<'c, F>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, body: F)
where
    F: for<'b> Fn(&Kb<'c, 'b>, &Tile<'c, 'b>, V<'c, 'b>, V<'c, 'b>),
{
    let Some((heads, tiles)) = s.heads else {
        let x = kb.sreg("ctaid.x");
        let qb = if cfg.causal {
            kb.sub(kb.sub(kb.sreg("nctaid.x"), kb.i32(1)), x)
        } else {
            x
        };
        let (head, heads, batch) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
        let t = tile(cfg, kb, s, qb, head, heads, batch);
        body(kb, &t, kb.index(0), kb.index(0));
        return;
    };
    let q_blocks = kb.ceil_div(s.seq, cfg.block_m() as i64);
    let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
    let mine = kb.cmp(CmpiPredicate::Ugt, tiles, cta);
    let share = kb.ceil_div_by(kb.sub(tiles, cta), grid);
    let count = kb.to_index(kb.select(mine, share, kb.i32(0)));
    kb.for_range(kb.index(0), count, &[kb.index(0)], |kb, i, c| {
        let t = kb.add(cta, kb.mul(kb.to_i32(i), grid));
        let within = kb.rem(t, q_blocks);
        let qb = if cfg.causal {
            kb.sub(kb.sub(q_blocks, kb.i32(1)), within)
        } else {
            within
        };
        let bh = kb.div(t, q_blocks);
        let (head, batch) = (kb.rem(bh, heads), kb.div(bh, heads));
        let t = tile(cfg, kb, s, qb, head, heads, batch);
        body(kb, &t, i, c[0]);
        vec![kb.add(c[0], t.blocks)]
    });
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
/// tensor copy.
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(4 * cfg.consumers() as i64));
    let lane = kb.rem(s.tid, kb.i32(32));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    kb.when(first_warp, |kb| {
        each_tile(cfg, kb, s, |kb, t, qc, base| {
            let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
            kb.when(some, |kb| {
                let q_row = kb.add(t.q_base, t.q0);
                fill(cfg, kb, s.ring_q, qc, s.q_map, q_row, cfg.block_m(), lead);
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
    });
}

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of each tile.
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    each_tile(cfg, kb, s, |kb, t, qc, base| {
        // A tile without key blocks has no query row either (S = 0): the
        // producer skips it too.
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.when(some, |kb| {
            let sq = wait(kb, s.ring_q, qc);
            key_blocks(cfg, kb, s, t, sq, base, g);
        });
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
    let my_q0 = kb.add(t.q0, kb.i32(ROWS_PER_WARPGROUP as i64 * g));
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // Block 0: S_0 alone, its softmax, O = 0.
    let sk = wait(kb, s.ring_k, base);
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    let s0 = turn(kb, |kb| {
        let s0 = scores(cfg, kb, s, sq, sk, g, zero);
        commit_group(kb);
        s0
    });
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    let first = softmax(cfg, kb, s, s0, kb.index(0), my_q0, no_max, no_sum);
    let o0 = kb.splat_f32(d / 2, "0.0");
    // Blocks 1 ..: S_j and P_{j-1} V_{j-1} issued in one turn; S_j's
    // softmax runs under P_{j-1} V_{j-1} (FA3's intra-warpgroup overlap)
    // and under the other warpgroup's turn.
    let out = kb.for_range(
        kb.index(1),
        t.blocks,
        &[first.0.m, first.0.l, first.0.p, o0],
        |kb, j, c| {
            let cursor = kb.add(base, j);
            let sk = wait(kb, s.ring_k, cursor);
            let sv = wait(kb, s.ring_v, kb.sub(cursor, kb.index(1)));
            // Every register the wgmmas read is written before the turn's fence.
            let p = a_registers(cfg, kb, c[2]);
            let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
            let (sj, o) = turn(kb, |kb| {
                let sj = scores(cfg, kb, s, sq, sk, g, zero);
                commit_group(kb);
                let o = pv(kb, s, sv, &p, c[3]);
                commit_group(kb);
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
        },
    );
    // Every S has retired: Q's stage is free for the next tile.
    release(kb, s.ring_q, sq);
    let last = kb.add(base, kb.sub(t.blocks, kb.index(1)));
    let sv = wait(kb, s.ring_v, last);
    let p = a_registers(cfg, kb, out[2]);
    let o = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, out[3]);
        commit_group(kb);
        o
    });
    retire(kb, 0);
    release(kb, s.ring_v, sv);
    epilogue(cfg, kb, s, t, my_q0, (out[0], out[1], o));
}
