//! The online softmax of one key block and the epilogue, on the
//! accumulator fragments (`async.fragment.*`, `math.exp2`).

use super::{Config, Shared, Tile};
use crate::builder::{Kb, V};
use melior::dialect::arith::CmpiPredicate;
use phaselock_dialect::{builders::r#async as ops, enums::ReduceKind};

/// The state a consumer carries from key block to key block.
pub(super) struct Online<'c, 'a> {
    /// Row maxima of the scaled scores (log2 units) and row sums.
    pub(super) m: V<'c, 'a>,
    pub(super) l: V<'c, 'a>,
    /// P_j packed as the next wgmma's A registers.
    pub(super) p: V<'c, 'a>,
}

/// The online softmax of S_j: masks keys past `seq` (and, causal, past
/// the query), updates the row maxima and sums, and returns them with
/// P_j packed, and the factor O is rescaled by.
#[allow(clippy::too_many_arguments)]
pub(super) fn softmax<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    scores: V<'c, '_>,
    j: V<'c, '_>,
    my_q0: V<'c, '_>,
    m: V<'c, '_>,
    l: V<'c, '_>,
) -> (Online<'c, 'a>, V<'c, 'a>) {
    let n = cfg.block_n() as usize / 2;
    let vec_i32 = kb.ty(&format!("vector<{n}xi32>"));
    let vec_f32 = kb.ty(&format!("vector<{n}xf32>"));
    let rows_type = kb.ty("vector<2xf32>");
    let first_key = kb.mul(kb.to_i32(j), kb.i32(cfg.block_n() as i64));
    // Only the blocks that reach past `seq` (or, causal, past the
    // warpgroup's first query) are masked.
    let end = kb.add(first_key, kb.i32(cfg.block_n() as i64));
    let mut partial = kb.cmp(CmpiPredicate::Ugt, end, s.seq);
    if cfg.causal {
        let past = kb.cmp(CmpiPredicate::Ugt, end, kb.add(my_q0, kb.i32(1)));
        partial = kb.ori(partial, past);
    }
    let masked = kb.if_else(
        partial,
        &[vec_f32],
        |kb| {
            let coords = kb.vals(ops::fragment_coordinates(
                kb.ctx,
                vec_i32,
                vec_i32,
                kb.loc(),
            ));
            let key = kb.add(coords[1], kb.broadcast(first_key, n));
            let mut keep = kb.cmp(CmpiPredicate::Ult, key, kb.broadcast(s.seq, n));
            if cfg.causal {
                let query = kb.add(coords[0], kb.broadcast(my_q0, n));
                keep = kb.and(keep, kb.cmp(CmpiPredicate::Ule, key, query));
            }
            kb.yield_values(&[kb.select(keep, scores, kb.splat_f32(n, "0xFF800000"))]);
        },
        |kb| kb.yield_values(&[scores]),
    )[0];
    // Scores in log2 units: s · log2(e) / √d.
    let scale = std::f64::consts::LOG2_E / (cfg.head_dim as f64).sqrt();
    let block_max = kb.val(ops::fragment_reduce_rows(
        kb.ctx,
        rows_type,
        masked,
        ReduceKind::Max.attribute(kb.ctx),
        kb.loc(),
    ));
    let scale2 = kb.splat_f32(2, &format!("{scale:e}"));
    let m_new = kb.maxf(m, kb.mulf(block_max, scale2));
    let alpha = kb.math("exp2", kb.subf(m, m_new));
    let shift = kb.val(ops::fragment_broadcast_rows(
        kb.ctx,
        vec_f32,
        m_new,
        kb.loc(),
    ));
    let neg_shift = kb.subf(kb.splat_f32(n, "0.0"), shift);
    let p = kb.math(
        "exp2",
        kb.fma(masked, kb.splat_f32(n, &format!("{scale:e}")), neg_shift),
    );
    let sum = kb.val(ops::fragment_reduce_rows(
        kb.ctx,
        rows_type,
        p,
        ReduceKind::Add.attribute(kb.ctx),
        kb.loc(),
    ));
    let l_new = kb.addf(kb.mulf(l, alpha), sum);
    let packed_type = kb.ty(&format!("vector<{}xi32>", n / 2));
    let packed = kb.val(
        ops::FragmentPackOperationBuilder::new(kb.ctx, kb.loc())
            .packed(packed_type)
            .fragment(p)
            .build(),
    );
    (
        Online {
            m: m_new,
            l: l_new,
            p: packed,
        },
        alpha,
    )
}

/// O / l to bf16 rows of O, and the rows' log-sum-exp (natural log) to
/// `lse`, for the rows before `seq`; `divided`: O is O / l already.
#[allow(clippy::too_many_arguments)]
pub(super) fn epilogue<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    (my_q0, divided): (V<'c, '_>, bool),
    (m, l, o): (V<'c, '_>, V<'c, '_>, V<'c, '_>),
) {
    let d = cfg.head_dim as usize;
    let vec_f32 = kb.ty(&format!("vector<{}xf32>", d / 2));
    let vec_i32 = kb.ty(&format!("vector<{}xi32>", d / 2));
    let o = if divided {
        o
    } else {
        let inv = kb.divf(kb.splat_f32(2, "1.0"), l);
        let inv = kb.val(ops::fragment_broadcast_rows(kb.ctx, vec_f32, inv, kb.loc()));
        kb.mulf(o, inv)
    };
    let packed_type = kb.ty(&format!("vector<{}xi32>", d / 4));
    let packed = kb.val(
        ops::FragmentPackOperationBuilder::new(kb.ctx, kb.loc())
            .packed(packed_type)
            .fragment(o)
            .build(),
    );
    let coords = kb.vals(ops::fragment_coordinates(
        kb.ctx,
        vec_i32,
        vec_i32,
        kb.loc(),
    ));
    let pair = kb.rem(s.tid, kb.i32(4));
    let lse_lane = kb.cmp(CmpiPredicate::Eq, pair, kb.i32(0));
    let lse = kb.mulf(
        kb.addf(m, kb.math("log2", l)),
        kb.splat_f32(2, &format!("{:e}", std::f64::consts::LN_2)),
    );
    for half in 0..2 {
        // Elements 4 i + 2 half and the one after: row r + 8 half, columns 8 i + 2 pair.
        let row = kb.add(my_q0, kb.extract(coords[0], 2 * half));
        let inside = kb.cmp(CmpiPredicate::Ult, row, s.seq);
        // The row's first pair of this thread's columns; its others lie
        // 4 pairs (8 columns) apart: constant offsets from one pointer.
        let at_row = kb.mul(kb.add(t.q_base, row), kb.i32(d as i64 / 2));
        let first = kb.div(kb.extract(coords[1], 2 * half), kb.i32(2));
        let row_ptr = kb.offset_global(s.o_out, kb.to_i64(kb.add(at_row, first)), kb.ty("i32"));
        kb.when(inside, |kb| {
            for i in 0..d as i64 / 8 {
                let e = 4 * i + 2 * half;
                kb.store_global(kb.extract(packed, e / 2), row_ptr, kb.i64(4 * i));
            }
            kb.when(lse_lane, |kb| {
                let at = kb.to_i64(kb.add(t.q_base, row));
                kb.store_global(kb.extract(lse, half), s.lse_out, at);
            });
        });
    }
}
