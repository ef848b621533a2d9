//! The steps both generators take on warpgroups: a role with its register
//! budget, the wgmma fence, group commit and group wait around the MMAs it
//! issues, and a shared buffer's address as a pointer.

use crate::builder::{Kb, V};
use melior::ir::{
    attribute::{IntegerAttribute, StringAttribute},
    r#type::IntegerType,
    Type,
};
use phaselock_dialect::builders::r#async as ops;

/// `i64`, the type of the dialect's integer attributes.
pub(crate) fn i64_type<'c>(kb: &Kb<'c, '_>) -> Type<'c> {
    IntegerType::new(kb.ctx, 64).into()
}

/// One `async.role` of `warps` warps and a register budget, its body
/// built by `body`.
#[track_caller]
pub(crate) fn role<'c, F>(kb: &Kb<'c, '_>, name: &str, warps: i64, registers: i64, body: F)
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

/// `nvvm.wgmma.fence.aligned`: the registers the next wgmmas read or
/// write were last written by ordinary instructions.
#[track_caller]
pub(crate) fn fence(kb: &Kb<'_, '_>) {
    kb.generic("nvvm.wgmma.fence.aligned", &[], &[], &[]);
}

/// Commits the wgmmas issued since the last commit as one group.
#[track_caller]
pub(crate) fn commit_group(kb: &Kb<'_, '_>) {
    kb.generic("nvvm.wgmma.commit.group.sync.aligned", &[], &[], &[]);
}

/// Waits until at most `pending` committed groups are still running.
#[track_caller]
pub(crate) fn retire(kb: &Kb<'_, '_>, pending: i64) {
    let n = IntegerAttribute::new(i64_type(kb), pending).into();
    kb.generic(
        "nvvm.wgmma.wait.group.sync.aligned",
        &[],
        &[],
        &[kb.named("group", n)],
    );
}

/// The address (an index) of a shared buffer's first element.
#[track_caller]
pub(crate) fn address<'c, 'a>(kb: &Kb<'c, 'a>, buffer: V<'c, '_>) -> V<'c, 'a> {
    let op = kb.generic(
        "memref.extract_aligned_pointer_as_index",
        &[buffer],
        &[Type::index(kb.ctx)],
        &[],
    );
    op.result(0).expect("result").into()
}

/// The shared pointer at address `at` (an index).
#[track_caller]
pub(crate) fn shared_pointer<'c, 'a>(kb: &Kb<'c, 'a>, at: V<'c, '_>) -> V<'c, 'a> {
    let at = kb.cast(at, i64_type(kb));
    let op = kb.generic("llvm.inttoptr", &[at], &[kb.ty("!llvm.ptr<3>")], &[]);
    op.result(0).expect("result").into()
}
