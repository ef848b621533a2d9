//! Writing a consumer warpgroup's accumulators to C as bf16: straight
//! from the registers, or through its staging in shared memory and TMA
//! tensor stores (the fragment's layout: `crate::staging`).

use super::{config::BOX_BYTES, steps::int, Config, Shared};
use crate::builder::{Kb, V};
use crate::staging::{
    boxes_free, fragment, named_barrier, shared_global, store, store_box, swizzled_chunks,
    warp_sync, Fragment,
};
use melior::{
    dialect::{
        arith::{self, CmpiPredicate},
        llvm,
    },
    ir::{attribute::DenseI64ArrayAttribute, TypeLike, ValueLike},
};

/// Registers `r` and `r + 1` of the accumulator `acc` (an
/// `!llvm.struct` of f32 or an f32 fragment vector) as two bf16.
#[track_caller]
fn bf16_pair<'c, 'a>(kb: &Kb<'c, 'a>, acc: V<'c, '_>, r: i64) -> V<'c, 'a> {
    let bf16_pair = kb.ty("vector<2xbf16>");
    kb.val(arith::truncf(f32_pair(kb, acc, r), bf16_pair, kb.loc()))
}

/// Registers `r` and `r + 1` of the accumulator `acc` as a `vector<2xf32>`.
#[track_caller]
fn f32_pair<'c, 'a>(kb: &Kb<'c, 'a>, acc: V<'c, '_>, r: i64) -> V<'c, 'a> {
    if acc.r#type().is_vector() {
        return kb.slice(acc, r, 2);
    }
    let f32_type = kb.ty("f32");
    let register = |i| {
        let at = DenseI64ArrayAttribute::new(kb.ctx, &[i]);
        kb.val(llvm::extract_value(kb.ctx, acc, at, f32_type, kb.loc()))
    };
    let (x, y) = (register(r), register(r + 1));
    let pair_type = kb.ty("vector<2xf32>");
    let v = kb.val(llvm::undef(pair_type, kb.loc()));
    let insert = |v, x, i| {
        let op = kb.generic("llvm.insertelement", &[v, x, kb.i32(i)], &[pair_type], &[]);
        op.result(0).expect("result").into()
    };
    insert(insert(v, x, 0), y, 1)
}

/// Writes warpgroup `g`'s accumulator `acc` (rows 64 g .. 64 g + 63 of the
/// tile at `origin`) to C straight from the registers, two bf16 at a time.
pub(super) fn direct<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    g: u32,
    (row0, col0): (V<'c, '_>, V<'c, '_>),
    acc: V<'c, '_>,
) {
    let f = fragment(kb, s.tid);
    let r_in = kb.add(f.warp_rows, f.quad);
    let top = kb.add(kb.add(row0, int(kb, 64 * g)), r_in);
    let bottom = kb.add(top, kb.i32(8));
    let col = kb.to_i64(kb.add(col0, kb.add(f.pair, f.pair)));
    let n = kb.to_i64(s.n);
    let (top, bottom) = (kb.to_i64(top), kb.to_i64(bottom));
    let rows = [kb.mul(top, n), kb.mul(bottom, n)];
    for j in 0..i64::from(cfg.tile_n) / 8 {
        let col_j = kb.add(col, kb.i64(8 * j));
        for (i, row) in (0..).zip(rows) {
            let bf = bf16_pair(kb, acc, 4 * j + 2 * i);
            store(kb, bf, (s.c_out, kb.add(row, col_j)), "bf16");
        }
    }
}

/// Split-K: writes warpgroup `g`'s accumulator `acc` (rows 64 g .. 64 g +
/// 63 of the tile at `origin`) as part `part` (i32) of the workspace, f32
/// pairs straight from the registers: row r of the part at row `part Mp +
/// r` of an `Np`-column matrix (`Mp`, `Np`: the tiles' rows and columns,
/// so every tile lies inside).
pub(super) fn part<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    (g, part): (u32, V<'c, '_>),
    (row0, col0): (V<'c, '_>, V<'c, '_>),
    acc: V<'c, '_>,
) {
    let f = fragment(kb, s.tid);
    let rows_p = kb.mul(s.tiles_m, int(kb, super::TILE_M));
    let pitch = kb.to_i64(kb.mul(s.tiles_n, int(kb, cfg.tile_n)));
    let first = kb.add(kb.mul(part, rows_p), kb.add(row0, int(kb, 64 * g)));
    let top = kb.add(first, kb.add(f.warp_rows, f.quad));
    let bottom = kb.add(top, kb.i32(8));
    let col = kb.to_i64(kb.add(col0, kb.add(f.pair, f.pair)));
    let rows = [
        kb.mul(kb.to_i64(top), pitch),
        kb.mul(kb.to_i64(bottom), pitch),
    ];
    for j in 0..i64::from(cfg.tile_n) / 8 {
        let col_j = kb.add(col, kb.i64(8 * j));
        for (i, row) in (0..).zip(rows) {
            let pair = f32_pair(kb, acc, 4 * j + 2 * i);
            store(kb, pair, (s.c_out, kb.add(row, col_j)), "f32");
        }
    }
}

/// What a warpgroup's TMA epilogue needs once, whatever it writes.
struct Staging<'c, 'a> {
    fragment: Fragment<'c, 'a>,
    /// Byte offsets of the thread's top and bottom rows in a box.
    rows: [V<'c, 'a>; 2],
    /// Byte offset of the thread's column pair in a 16-byte chunk.
    pair_bytes: V<'c, 'a>,
    /// The staging buffer (`@epilogue`).
    buffer: V<'c, 'a>,
    /// The warpgroup's named barrier, 12 + g.
    barrier: V<'c, 'a>,
    /// Whether this is the warpgroup's first thread.
    first_thread: V<'c, 'a>,
}

fn staging<'c, 'a>(kb: &Kb<'c, 'a>, s: &Shared<'c, '_>, g: u32) -> Staging<'c, 'a> {
    let fragment = fragment(kb, s.tid);
    let top = kb.add(fragment.warp_rows, fragment.quad);
    let bottom = kb.add(top, kb.i32(8));
    let rows = [kb.mul(top, kb.i32(128)), kb.mul(bottom, kb.i32(128))];
    let pair_bytes = kb.mul(fragment.pair, kb.i32(4));
    let buffer = shared_global(kb, "epilogue");
    let barrier = int(kb, 12 + g);
    let first_thread = kb.cmp(CmpiPredicate::Eq, fragment.wtid, kb.i32(0));
    Staging {
        fragment,
        rows,
        pair_bytes,
        buffer,
        barrier,
        first_thread,
    }
}

/// Writes warpgroup `g`'s accumulators to C through its staging: each of
/// `parts` (an accumulator and the tile row it starts at) `tile_n`
/// columns in passes of `staging_columns`, each pass into 64 x 64 boxes as
/// the 128-byte swizzle lays them out, then its first thread stores the
/// boxes with TMA, `nowait`. Named barrier 12 + g (the warpgroup's 128 threads)
/// orders the writes before the stores, and the first thread's wait for
/// the stores' reads (the last pass's: at the next tile's epilogue, the
/// tile's mainloop between) before the next writes. [`drain`] waits for
/// the last tile's.
pub(super) fn tma<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    g: u32,
    (row0, col0): (V<'c, '_>, V<'c, '_>),
    parts: &[(V<'c, '_>, u32)],
) {
    let st = staging(kb, s, g);
    let per_pass = cfg.staging_columns / 64;
    // Passes of one box write the staging's boxes in turn, and wait only
    // for the stores before the last pass's.
    let pending = i64::from(cfg.staging_boxes() - per_pass);
    let mut chunks = None;
    let mut turn = 0;
    for &(acc, first_row) in parts {
        let c_row = kb.add(row0, int(kb, first_row));
        let chunks =
            chunks.get_or_insert_with(|| swizzled_chunks(kb, st.fragment.quad, st.pair_bytes));
        for pass in 0..cfg.tile_n / cfg.staging_columns {
            let boxes = g * cfg.staging_group_bytes() + turn * per_pass * BOX_BYTES;
            turn = (turn + 1) % (cfg.staging_boxes() / per_pass);
            // The boxes' last stores have been read: they may be written.
            boxes_free(kb, st.first_thread, st.barrier, pending);
            stage_columns(kb, &st, chunks, acc, (boxes, pass, per_pass));
            // Every thread of the warpgroup has written these columns.
            named_barrier(kb, st.barrier);
            kb.when(st.first_thread, |kb| {
                for b in 0..per_pass {
                    let col = kb.add(col0, int(kb, 64 * (per_pass * pass + b)));
                    let at = int(kb, boxes + b * BOX_BYTES);
                    store_box(kb, s.c_out, (st.buffer, at), &[c_row, col]);
                }
            });
            warp_sync(kb);
        }
    }
}

/// Pass `pass` over `boxes_per_pass` x 64 columns of `acc` into the
/// staging boxes at byte `boxes`: this thread's bf16 pairs at their
/// swizzled places.
fn stage_columns<'c>(
    kb: &Kb<'c, '_>,
    st: &Staging<'c, '_>,
    chunks: &[V<'c, '_>],
    acc: V<'c, '_>,
    (boxes, pass, boxes_per_pass): (u32, u32, u32),
) {
    for jj in 0..8 * boxes_per_pass {
        let (j, b, chunk) = (8 * boxes_per_pass * pass + jj, jj / 8, jj % 8);
        for (i, row) in (0..).zip(st.rows) {
            let bf = bf16_pair(kb, acc, i64::from(4 * j + 2 * i));
            let in_box = kb.add(int(kb, boxes + b * BOX_BYTES), row);
            let at = kb.add(in_box, chunks[chunk as usize]);
            store(kb, bf, (st.buffer, at), "i8");
        }
    }
}
