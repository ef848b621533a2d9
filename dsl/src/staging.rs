//! What both generators' TMA-store epilogues are made of: where a
//! thread's wgmma fragment lies, the 128-byte swizzle of its staging, its
//! address, a warpgroup's named barrier, the warp's meeting before it, a
//! box's `nowait` tensor store and the wait for it, and a store to an
//! address and byte offset.
//!
//! Thread t of a warpgroup holds, of its 64 rows, rows 16 (t / 32) + (t
//! mod 32) / 4 + 8 i and columns 8 j + 2 (t mod 4) + c in fragment register
//! 4 j + 2 i + c.

use crate::builder::{Kb, V};
use crate::steps::i64_type;
use melior::{
    dialect::{
        arith::CmpiPredicate,
        llvm::{self, LoadStoreOptions},
    },
    ir::{attribute::IntegerAttribute, ValueLike},
};
use phaselock_dialect::builders::r#async as ops;

/// Where this thread's wgmma fragment lies in its warpgroup's 64 rows.
pub(crate) struct Fragment<'c, 'a> {
    /// The thread's index in its warpgroup.
    pub(crate) wtid: V<'c, 'a>,
    /// Its row in its warp's 8 (`lane / 4`).
    pub(crate) quad: V<'c, 'a>,
    /// Its column pair (`lane mod 4`).
    pub(crate) pair: V<'c, 'a>,
    /// Its warp's first row (`16 warp`).
    pub(crate) warp_rows: V<'c, 'a>,
}

/// The fragment of the thread `tid` (its index in the CTA).
pub(crate) fn fragment<'c, 'a>(kb: &Kb<'c, 'a>, tid: V<'c, '_>) -> Fragment<'c, 'a> {
    let wtid = kb.rem(tid, kb.i32(128));
    let warp = kb.div(wtid, kb.i32(32));
    let lane = kb.rem(wtid, kb.i32(32));
    let quad = kb.div(lane, kb.i32(4));
    let pair = kb.rem(lane, kb.i32(4));
    let warp_rows = kb.mul(warp, kb.i32(16));
    Fragment {
        wtid,
        quad,
        pair,
        warp_rows,
    }
}

/// The byte offset in a box row of this thread's column pair
/// (`pair_bytes` into a 16-byte chunk) in each of the row's eight chunks,
/// swizzled: chunk c of row r lies at chunk c ^ (r mod 8), and the
/// thread's rows are `quad` mod 8, so the 32 lanes of a store hit 32 banks.
pub(crate) fn swizzled_chunks<'c, 'a>(
    kb: &Kb<'c, 'a>,
    quad: V<'c, '_>,
    pair_bytes: V<'c, '_>,
) -> Vec<V<'c, 'a>> {
    (0..8)
        .map(|chunk| {
            let swizzled = kb.xori(quad, kb.i32(chunk));
            kb.add(kb.mul(swizzled, kb.i32(16)), pair_bytes)
        })
        .collect()
}

/// The warpgroup's staging may be written: its first thread waits until
/// all but its last `pending` tensor stores have read their boxes, and
/// named barrier `barrier` tells the others.
pub(crate) fn boxes_free(
    kb: &Kb<'_, '_>,
    first_thread: V<'_, '_>,
    barrier: V<'_, '_>,
    pending: i64,
) {
    kb.when(first_thread, |kb| store_wait(kb, pending));
    // The first warp meets again before the aligned named barrier.
    warp_sync(kb);
    named_barrier(kb, barrier);
}

/// After a warpgroup's last tile: its first thread (of `tid`, the index in
/// the CTA) waits for its last tensor stores' reads, which must end before
/// the thread does.
pub(crate) fn drain(kb: &Kb<'_, '_>, tid: V<'_, '_>) {
    let wtid = kb.rem(tid, kb.i32(128));
    let first_thread = kb.cmp(CmpiPredicate::Eq, wtid, kb.i32(0));
    kb.when(first_thread, |kb| store_wait(kb, 0));
}

/// `*(element *)base[at] = value`, aligned to the value's size: 4 bytes
/// for a pair of bf16, 8 for a pair of f32 (at an even element).
#[track_caller]
pub(crate) fn store(
    kb: &Kb<'_, '_>,
    value: V<'_, '_>,
    (base, at): (V<'_, '_>, V<'_, '_>),
    element: &str,
) {
    let align = if element == "f32" { 8 } else { 4 };
    let to = kb.val(llvm::get_element_ptr_dynamic(
        kb.ctx,
        base,
        &[at],
        kb.ty(element),
        base.r#type(),
        kb.loc(),
    ));
    let aligned = LoadStoreOptions::new().align(Some(IntegerAttribute::new(i64_type(kb), align)));
    kb.op(llvm::store(kb.ctx, value, to, kb.loc(), aligned));
}

/// The address of the shared-memory global `name` (`!llvm.ptr<3>`).
#[track_caller]
pub(crate) fn shared_global<'c, 'a>(kb: &Kb<'c, 'a>, name: &str) -> V<'c, 'a> {
    let ptr3 = kb.ty("!llvm.ptr<3>");
    let global = kb.named("global_name", kb.attr(&format!("@{name}")));
    let buffer = kb.generic("llvm.mlir.addressof", &[], &[ptr3], &[global]);
    buffer.result(0).expect("result").into()
}

/// `async.copy.tensor_store ... nowait` of the box at byte `at` of the
/// staging `buffer` to `map` at `indices`.
#[track_caller]
pub(crate) fn store_box(
    kb: &Kb<'_, '_>,
    map: V<'_, '_>,
    (buffer, at): (V<'_, '_>, V<'_, '_>),
    indices: &[V<'_, '_>],
) {
    let src = kb.val(llvm::get_element_ptr_dynamic(
        kb.ctx,
        buffer,
        &[at],
        kb.ty("i8"),
        buffer.r#type(),
        kb.loc(),
    ));
    kb.op(ops::CopyTensorStoreOperationBuilder::new(kb.ctx, kb.loc())
        .tensor_map(map)
        .src(src)
        .indices(indices)
        .nowait(kb.attr("unit"))
        .build());
}

/// `async.copy.store_wait pending`: all but the thread's last `pending`
/// tensor stores have read their boxes.
pub(crate) fn store_wait(kb: &Kb<'_, '_>, pending: i64) {
    kb.op(ops::CopyStoreWaitOperationBuilder::new(kb.ctx, kb.loc())
        .pending(IntegerAttribute::new(i64_type(kb), pending))
        .build());
}

/// `bar.sync id, 128`: the warpgroup's named barrier `id`.
#[track_caller]
pub(crate) fn named_barrier(kb: &Kb<'_, '_>, id: V<'_, '_>) {
    let segments = kb.named("operandSegmentSizes", kb.attr("array<i32: 1, 1, 0>"));
    kb.generic("nvvm.barrier", &[id, kb.i32(128)], &[], &[segments]);
}

/// `bar.warp.sync -1`: the warp's lanes meet.
#[track_caller]
pub(crate) fn warp_sync(kb: &Kb<'_, '_>) {
    let attributes = [
        ("asm_string", "\"bar.warp.sync -1;\""),
        ("constraints", "\"\""),
        ("has_side_effects", "unit"),
        ("tail_call_kind", "#llvm.tailcallkind<none>"),
    ]
    .map(|(name, value)| kb.named(name, kb.attr(value)));
    kb.generic("llvm.inline_asm", &[], &[], &attributes);
}
