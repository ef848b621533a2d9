//! The mbarrier ops of `convert-async-to-nvvm`: `barrier.get`,
//! `barrier.counter`, the arrives, `expect_tx`, the waits, `commit_mma`, the
//! proxy fence and the whole-cluster barrier.
//!
//! Why inline PTX where NVVM has an op (`nvvm.mbarrier.arrive`,
//! `arrive.expect_tx`, `expect_tx`, `try_wait`, `tcgen05.commit`): a build
//! that used them (with the NVVM bulk and tensor stores) made every
//! attention kernel 5-14% slower on the H100, measured against this form in
//! one process on the same inputs (`bench/results/nvvm-ab-2026-12-06/`); the
//! instructions are the same, so the cost is in how LLVM schedules around
//! the intrinsics. The wait loop also stays one block so that no pass
//! splits the probe from its branch, and NVVM's `mbarrier.try_wait.parity`
//! is inline PTX itself, without the cluster-scope acquire.

use crate::{builder::Builder, storage::element};
use mlir_sys::*;
use phaselock_ir::Op;

/// `barrier.get` → `getelementptr base[index]`.
pub(crate) fn lower_get(b: &Builder, op: Op) -> MlirValue {
    let i64t = b.ty("i64");
    let index = b.value("arith.index_cast", &[op.operand(1)], i64t, &[]);
    element(b, op.operand(0), Some(index), 0)
}

/// `barrier.counter` → the word after the array's barriers.
pub(crate) fn lower_counter(b: &Builder, op: Op, size: i64) -> MlirValue {
    element(b, op.operand(0), None, size as i32)
}

/// `barrier.arrive` → `mbarrier.arrive.shared::cta.b64`; with a CTA rank,
/// `mapa` to the peer's barrier and `mbarrier.arrive.release.cluster.shared::cluster.b64`
/// (with `release = "cta"`: `mbarrier.arrive.shared::cluster.b64`, whose
/// release is CTA-scoped).
pub(crate) fn lower_arrive(b: &Builder, op: Op) -> Option<MlirValue> {
    let count = b.constant(op.int_attr("count").unwrap_or(1), "i32");
    if op.num_operands() > 1 {
        let remote = b.value(
            "nvvm.mapa",
            &[op.operand(0), op.operand(1)],
            b.ty("!llvm.ptr<7>"),
            &[],
        );
        // Release at cluster scope orders this CTA's prior writes before the
        // peer observes the arrival; a CTA-scoped one suffices for a buffer
        // the thread only read, and spares the cluster-wide fence.
        let text = if op.str_attr("release").as_deref() == Some("cta") {
            "mbarrier.arrive.shared::cluster.b64 _, [$0], $1;"
        } else {
            "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0], $1;"
        };
        b.asm(text, "r,r", &[remote, count]);
    } else {
        b.asm(
            "{\n\t.reg .b64 %state;\n\tmbarrier.arrive.shared::cta.b64 %state, [$0], $1;\n}",
            "r,r",
            &[op.operand(0), count],
        );
    }
    None
}

/// `barrier.arrive_expect_tx` → `mbarrier.arrive.expect_tx.shared::cta.b64`.
pub(crate) fn lower_arrive_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
    b.asm(
        "{\n\t.reg .b64 %state;\n\tmbarrier.arrive.expect_tx.shared::cta.b64 %state, [$0], $1;\n}",
        "r,r",
        &[op.operand(0), op.operand(1)],
    );
    None
}

/// `barrier.expect_tx` → `mbarrier.expect_tx.relaxed.cta.shared::cta.b64`.
pub(crate) fn lower_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
    b.asm(
        "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;",
        "r,r",
        &[op.operand(0), op.operand(1)],
    );
    None
}

/// `barrier.wait` → a `mbarrier.try_wait.parity` loop (mode `try`: the
/// hardware may suspend the thread for a time-limit between probes) or a
/// `mbarrier.test_wait.parity` spin (mode `test`: a non-blocking probe).
/// Cluster-scope barriers wait with `.acquire.cluster` so that the remote
/// CTAs' writes released by their arrivals are visible.
pub(crate) fn lower_wait(b: &Builder, op: Op, cluster: bool) -> Option<MlirValue> {
    let sem = if cluster { ".acquire.cluster" } else { "" };
    let (instruction, label) = match op.str_attr("mode").as_deref() {
        Some("test") => ("mbarrier.test_wait.parity", "PHASELOCK_TEST_WAIT"),
        _ => ("mbarrier.try_wait.parity", "PHASELOCK_TRY_WAIT"),
    };
    let phase = b.value("arith.extui", &[op.operand(1)], b.ty("i32"), &[]);
    let text = format!(
        "{{\n\t.reg .pred %done;\n{label}:\n\t{instruction}{sem}.shared::cta.b64 %done, [$0], $1;\n\t@!%done bra {label};\n}}"
    );
    b.asm(&text, "r,r", &[op.operand(0), phase]);
    None
}

/// `barrier.try_wait` → one `mbarrier.try_wait.parity` probe, its predicate
/// as an `i1`.
pub(crate) fn lower_try_wait(b: &Builder, op: Op, cluster: bool) -> MlirValue {
    let sem = if cluster { ".acquire.cluster" } else { "" };
    let phase = b.value("arith.extui", &[op.operand(1)], b.ty("i32"), &[]);
    let text = format!(
        "{{\n\t.reg .pred %done;\n\tmbarrier.try_wait.parity{sem}.shared::cta.b64 %done, [$1], $2;\n\tselp.u32 $0, 1, 0, %done;\n}}"
    );
    let done = b.asm_value(&text, "=r,r,r", &[op.operand(0), phase], "i32");
    let zero = b.constant(0, "i32");
    b.value(
        "arith.cmpi",
        &[done, zero],
        b.ty("i1"),
        &[("predicate", b.attr("1 : i64"))],
    )
}

/// `barrier.commit_mma` → `tcgen05.commit.cta_group::1.mbarrier::arrive::one`
/// (sm_100a; the chip was checked before any rewrite).
pub(crate) fn lower_commit_mma(b: &Builder, op: Op) -> Option<MlirValue> {
    b.asm(
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];",
        "r",
        &[op.operand(0)],
    );
    None
}

/// `fence.proxy_async` → `fence.proxy.async.shared::cta`.
pub(crate) fn lower_fence_proxy_async(b: &Builder) -> Option<MlirValue> {
    b.op(
        "nvvm.fence.proxy",
        &[],
        &[],
        &[
            ("kind", b.attr("#nvvm.proxy_kind<async.shared>")),
            ("space", b.attr("#nvvm.shared_space<cta>")),
        ],
        Vec::new(),
    );
    None
}

/// `cluster_barrier` outside warp-specialized code → the hardware
/// `barrier.cluster.arrive` + `barrier.cluster.wait` (every thread of every
/// CTA of the cluster takes part, which is exactly the case here).
pub(crate) fn lower_cluster_barrier(b: &Builder) -> Option<MlirValue> {
    b.op("nvvm.cluster.arrive", &[], &[], &[], Vec::new());
    b.op("nvvm.cluster.wait", &[], &[], &[], Vec::new());
    None
}
