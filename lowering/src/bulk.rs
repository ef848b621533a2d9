//! The bulk copies of `convert-async-to-nvvm` that take no tensor map:
//! `copy.bulk` (global to shared, completing on an mbarrier, optionally
//! multicast to the cluster) and `copy.bulk_store` (shared to global).

use crate::{builder::Builder, storage::shared_pointer};
use mlir_sys::MlirValue;
use phaselock_ir::Op;

/// `copy.bulk` → `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`,
/// with `.multicast::cluster` and the CTA mask when it has one. Inline PTX:
/// NVVM's `cp.async.bulk.shared.cluster.global` selects the `shared::cta`
/// destination form only from PTX ISA 8.6, and a `shared::cluster` pointer
/// made by `addrspacecast` costs two `cvta` per copy; the instruction takes
/// the CTA's own shared address as it is.
pub(crate) fn lower_copy_bulk(b: &Builder, op: Op) -> Option<MlirValue> {
    let bytes = b.constant(phaselock_ir::tensor::copy_bytes(op).unwrap_or(0), "i32");
    let dst = shared_pointer(b, op.operand(0));
    if op.num_operands() > 3 {
        b.asm(
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4;",
            "r,l,r,r,h",
            &[dst, op.operand(1), bytes, op.operand(2), op.operand(3)],
        );
    } else {
        b.asm(
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];",
            "r,l,r,r",
            &[dst, op.operand(1), bytes, op.operand(2)],
        );
    }
    None
}

/// `copy.bulk_store` → `nvvm.cp.async.bulk.global.shared.cta`
/// (`cp.async.bulk.global.shared::cta.bulk_group`), its commit, and the
/// wait for the group's reads (`cp.async.bulk.wait_group.read 0`: the
/// source has been read when the op returns).
pub(crate) fn lower_copy_bulk_store(b: &Builder, op: Op) -> Option<MlirValue> {
    let bytes = b.constant(phaselock_ir::tensor::copy_bytes(op).unwrap_or(0), "i32");
    let src = shared_pointer(b, op.operand(1));
    b.op(
        "nvvm.cp.async.bulk.global.shared.cta",
        &[op.operand(0), src, bytes],
        &[],
        &[("operandSegmentSizes", b.attr("array<i32: 1, 1, 1, 0, 0>"))],
        Vec::new(),
    );
    wait_for_reads(b);
    None
}

/// Commits the bulk copies issued so far to a bulk async-group and waits
/// until their sources have been read.
pub(crate) fn wait_for_reads(b: &Builder) {
    b.op("nvvm.cp.async.bulk.commit.group", &[], &[], &[], Vec::new());
    b.op(
        "nvvm.cp.async.bulk.wait_group",
        &[],
        &[],
        &[("group", b.attr("0 : i32")), ("read", b.attr("unit"))],
        Vec::new(),
    );
}
