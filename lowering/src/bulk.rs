//! The bulk copies of `convert-async-to-nvvm` that take no tensor map:
//! `copy.bulk` (global to shared, completing on an mbarrier, optionally
//! multicast to the cluster) and `copy.bulk_store` (shared to global).
//!
//! Inline PTX, not NVVM's `cp.async.bulk.*` ops: the global-to-shared form
//! takes a `shared::cta` destination only from PTX ISA 8.6 (a `shared::cluster`
//! pointer made by `addrspacecast` costs two `cvta` per copy), and the
//! store was part of the NVVM build that measured slower (see
//! `crate::mbarrier`).

use crate::{builder::Builder, storage::shared_pointer};
use mlir_sys::MlirValue;
use phaselock_ir::Op;

/// `copy.bulk` → `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`,
/// with `.multicast::cluster` and the CTA mask when it has one.
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

/// `copy.bulk_store` → `cp.async.bulk.global.shared::cta.bulk_group`, its
/// commit, and `cp.async.bulk.wait_group.read 0` (the source has been read
/// when the op returns; with `nowait`, no wait: `copy.store_wait` retires
/// the group).
pub(crate) fn lower_copy_bulk_store(b: &Builder, op: Op) -> Option<MlirValue> {
    let bytes = b.constant(phaselock_ir::tensor::copy_bytes(op).unwrap_or(0), "i32");
    let src = shared_pointer(b, op.operand(1));
    let text = format!(
        "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;\n\tcp.async.bulk.commit_group;{}",
        store_wait_suffix(op)
    );
    b.asm(&text, "l,r,r", &[op.operand(0), src, bytes]);
    None
}

/// What follows a bulk or tensor store's commit: the wait for its read,
/// unless the op is `nowait`.
pub(crate) fn store_wait_suffix(op: Op) -> &'static str {
    if op.attr("nowait").is_some() {
        ""
    } else {
        "\n\tcp.async.bulk.wait_group.read 0;"
    }
}

/// `copy.store_wait` → `cp.async.bulk.wait_group.read pending`.
pub(crate) fn lower_store_wait(b: &Builder, op: Op) -> Option<MlirValue> {
    let pending = op.int_attr("pending").unwrap_or(0);
    b.asm(
        &format!("cp.async.bulk.wait_group.read {pending};"),
        "",
        &[],
    );
    None
}
