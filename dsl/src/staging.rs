//! What both generators' TMA-store epilogues are made of: a warpgroup's
//! named barrier, the warp's meeting before it, the wait for the thread's
//! `nowait` tensor stores, and a store to an address and byte offset.

use crate::builder::{Kb, V};
use melior::{
    dialect::llvm::{self, LoadStoreOptions},
    ir::{attribute::IntegerAttribute, r#type::IntegerType, Type, ValueLike},
};
use phaselock_dialect::builders::r#async as ops;

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
    let i64_type: Type = IntegerType::new(kb.ctx, 64).into();
    let aligned = LoadStoreOptions::new().align(Some(IntegerAttribute::new(i64_type, align)));
    kb.op(llvm::store(kb.ctx, value, to, kb.loc(), aligned));
}

/// `async.copy.store_wait pending`: all but the thread's last `pending`
/// tensor stores have read their boxes.
pub(crate) fn store_wait(kb: &Kb<'_, '_>, pending: i64) {
    let i64_type = IntegerType::new(kb.ctx, 64).into();
    kb.op(ops::CopyStoreWaitOperationBuilder::new(kb.ctx, kb.loc())
        .pending(IntegerAttribute::new(i64_type, pending))
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
