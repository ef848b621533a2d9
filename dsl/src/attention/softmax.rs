//! The online softmax of one key block and the epilogue, on the
//! accumulator fragments (`async.fragment.*`, `math.exp2`).

use super::{Config, Shared, Tile, ROWS_PER_WARPGROUP};
use crate::builder::{Kb, V};
use crate::staging::{
    boxes_free, fragment, named_barrier, shared_global, store, store_box, swizzled_chunks,
    warp_sync,
};
use crate::steps::{address, shared_pointer};
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
/// `lse`, for the rows before `seq`; `divided`: O is O / l already. With
/// [`Config::o_by_tma`], warpgroup `g`'s 64 rows go out through its
/// staging (or Q's stage `q_stage`) and TMA tensor stores where all lie
/// before `seq` ([`tma_rows`]), else from the registers.
#[allow(clippy::too_many_arguments)]
pub(super) fn epilogue<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    (my_q0, divided, g, q_stage): (V<'c, '_>, bool, i64, Option<V<'c, '_>>),
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
    let lse = kb.mulf(
        kb.addf(m, kb.math("log2", l)),
        kb.splat_f32(2, &format!("{:e}", std::f64::consts::LN_2)),
    );
    let rows = Rows {
        my_q0,
        packed,
        coords: [coords[0], coords[1]],
        lse,
    };
    if !cfg.o_by_tma() {
        direct_rows(cfg, kb, s, t, &rows, true);
        return;
    }
    let end = kb.add(my_q0, kb.i32(ROWS_PER_WARPGROUP as i64));
    let whole = kb.cmp(CmpiPredicate::Ule, end, s.seq);
    kb.if_else(
        whole,
        &[],
        |kb| {
            tma_rows(cfg, kb, s, t, &rows, (g, q_stage));
            direct_rows(cfg, kb, s, t, &rows, false);
            kb.yield_values(&[])
        },
        |kb| {
            direct_rows(cfg, kb, s, t, &rows, true);
            kb.yield_values(&[])
        },
    );
}

/// The shared address of Q's stage `sq` (`!llvm.ptr<3>`).
fn q_stage_pointer<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    sq: V<'c, '_>,
) -> V<'c, 'a> {
    let halves = cfg.head_dim / 64;
    let ty = kb.ty(&format!("memref<{halves}x{}x64xbf16, 3>", cfg.block_m()));
    let buffer = kb.val(ops::stage_buffer(kb.ctx, ty, s.ring_q, sq, kb.loc()));
    shared_pointer(kb, address(kb, buffer))
}

/// A warpgroup's rows of O and their LSE, as the epilogue writes them.
struct Rows<'c, 'a> {
    /// The first of its 64 rows (within the head).
    my_q0: V<'c, 'a>,
    /// O / l as bf16 pairs, the fragment's registers in order.
    packed: V<'c, 'a>,
    /// Each register's row (within the 64) and column.
    coords: [V<'c, 'a>; 2],
    /// The LSE of the thread's two rows.
    lse: V<'c, 'a>,
}

/// Stores the rows before `seq` from the registers: O's pairs where `o`
/// holds (else the LSE alone), and the LSE by the first thread of each
/// quad.
fn direct_rows<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    r: &Rows<'c, '_>,
    o: bool,
) {
    let d = cfg.head_dim as i64;
    let pair = kb.rem(s.tid, kb.i32(4));
    let lse_lane = kb.cmp(CmpiPredicate::Eq, pair, kb.i32(0));
    for half in 0..2 {
        // Elements 4 i + 2 half and the one after: row r + 8 half, columns 8 i + 2 pair.
        let row = kb.add(r.my_q0, kb.extract(r.coords[0], 2 * half));
        let inside = kb.cmp(CmpiPredicate::Ult, row, s.seq);
        kb.when(inside, |kb| {
            if o {
                // The row's first pair of this thread's columns; its others
                // lie 4 pairs (8 columns) apart: constant offsets from one
                // pointer.
                let at_row = kb.mul(kb.add(t.q_base, row), kb.i32(d / 2));
                let first = kb.div(kb.extract(r.coords[1], 2 * half), kb.i32(2));
                let at = kb.to_i64(kb.add(at_row, first));
                let row_ptr = kb.offset_global(s.o_out, at, kb.ty("i32"));
                for i in 0..d / 8 {
                    let e = 4 * i + 2 * half;
                    kb.store_global(kb.extract(r.packed, e / 2), row_ptr, kb.i64(4 * i));
                }
            }
            kb.when(lse_lane, |kb| {
                let at = kb.to_i64(kb.add(t.q_base, row));
                kb.store_global(kb.extract(r.lse, half), s.lse_out, at);
            });
        });
    }
}

/// Warpgroup `g`'s 64 rows of O through its staging (`@o_staging`, 64 x
/// 64 boxes in the 128-byte swizzle: 16-byte chunk c of row r at chunk c ^
/// (r mod 8)) and TMA tensor stores: (persistent) its first thread waits
/// until the staging's last stores have read it, its role's named barrier
/// (g + 1) tells the warpgroup; every thread writes its pairs, and after
/// the barrier again the first thread stores the `d / 64` boxes `nowait`
/// (the next tile runs under their reads; the consumer waits for the last
/// before it ends). With Q's stage `q_stage`, box b of the warpgroup's rows
/// lies at its rows of Q's box b: the same 128-byte swizzle phase, since
/// 64 g rows are a whole number of the swizzle's 8-row period.
fn tma_rows<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    r: &Rows<'c, '_>,
    (g, q_stage): (i64, Option<V<'c, '_>>),
) {
    let d = cfg.head_dim as i64;
    let box_bytes = ROWS_PER_WARPGROUP as i64 * 128;
    // Its rows and columns from the thread index, which the simulation
    // evaluates (the fragment's coordinate op it does not).
    let f = fragment(kb, s.tid);
    let first_thread = kb.cmp(CmpiPredicate::Eq, f.wtid, kb.i32(0));
    // The warpgroup's role's own named barrier (role g, id g + 1: its
    // 128 threads, which `ir/src/roles.rs` lets a role use), so the
    // staging takes none of the ids the turns draw from.
    let barrier = kb.i32(1 + g);
    if cfg.persistent {
        // The last tile's stores (one CTA per tile: none before).
        boxes_free(kb, first_thread, barrier, 0);
    }
    // Box b of the warpgroup's rows lies at byte first + b * stride.
    let (buffer, first, stride) = match q_stage {
        Some(sq) => {
            let q_box = cfg.block_m() as i64 * 128;
            (q_stage_pointer(cfg, kb, s, sq), g * box_bytes, q_box)
        }
        None => {
            let first = g * (d / 64) * box_bytes;
            (shared_global(kb, "o_staging"), first, box_bytes)
        }
    };
    let box_at = |b: i64| first + b * stride;
    // Rows 16 warp + quad and 8 below, columns 8 j + 2 pair.
    let top = kb.add(f.warp_rows, f.quad);
    let chunks = swizzled_chunks(kb, f.quad, kb.mul(f.pair, kb.i32(4)));
    for half in 0..2 {
        let row = kb.add(top, kb.i32(8 * half));
        let row_bytes = kb.mul(row, kb.i32(128));
        for j in 0..d / 8 {
            let (b, chunk) = (j / 8, j % 8);
            let in_box = kb.add(kb.i32(box_at(b)), row_bytes);
            let at = kb.add(in_box, chunks[chunk as usize]);
            store(kb, kb.extract(r.packed, 2 * j + half), (buffer, at), "i8");
        }
    }
    // Every thread of the warpgroup has written its rows.
    named_barrier(kb, barrier);
    let o_row = kb.add(t.q_base, r.my_q0);
    kb.when(first_thread, |kb| {
        for b in 0..d / 64 {
            let at = kb.i32(box_at(b));
            store_box(kb, s.o_map, (buffer, at), &[o_row, kb.i32(64 * b)]);
        }
    });
    warp_sync(kb);
}
