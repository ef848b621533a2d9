//! The mbarrier ops of `convert-async-to-nvvm`: `barrier.get`,
//! `barrier.counter`, the arrives, `expect_tx`, the waits, `commit_mma`, the
//! proxy fence and the whole-cluster barrier.

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

/// `barrier.arrive` → `nvvm.mbarrier.arrive` (`mbarrier.arrive.release.cta.shared::cta.b64`);
/// with a CTA rank, `mapa` to the peer's barrier and the arrive at cluster
/// scope on the `shared::cluster` address (with `release = "cta"`: at CTA
/// scope, whose release is CTA-scoped).
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
        let scope = if op.str_attr("release").as_deref() == Some("cta") {
            "#nvvm.mem_scope<cta>"
        } else {
            "#nvvm.mem_scope<cluster>"
        };
        b.op(
            "nvvm.mbarrier.arrive",
            &[remote, count],
            &[],
            &[("scope", b.attr(scope))],
            Vec::new(),
        );
    } else {
        b.value(
            "nvvm.mbarrier.arrive",
            &[op.operand(0), count],
            b.ty("i64"),
            &[],
        );
    }
    None
}

/// `barrier.arrive_expect_tx` → `nvvm.mbarrier.arrive.expect_tx`
/// (`mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`).
pub(crate) fn lower_arrive_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
    b.value(
        "nvvm.mbarrier.arrive.expect_tx",
        &[op.operand(0), op.operand(1)],
        b.ty("i64"),
        &[],
    );
    None
}

/// `barrier.expect_tx` → `nvvm.mbarrier.expect_tx`
/// (`mbarrier.expect_tx.relaxed.cta.shared::cta.b64`).
pub(crate) fn lower_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
    b.op(
        "nvvm.mbarrier.expect_tx",
        &[op.operand(0), op.operand(1)],
        &[],
        &[],
        Vec::new(),
    );
    None
}

/// `barrier.wait` → a `mbarrier.try_wait.parity` loop (mode `try`: the
/// hardware may suspend the thread for a time-limit between probes) or a
/// `mbarrier.test_wait.parity` spin (mode `test`: a non-blocking probe).
/// Cluster-scope barriers wait with `.acquire.cluster` so that the remote
/// CTAs' writes released by their arrivals are visible.
/// The loop is one inline PTX block: the probe and its branch back stay a
/// tight loop that no compiler pass splits or schedules other code into
/// (NVVM's `mbarrier.try_wait.parity` is itself inline PTX, without the
/// cluster-scope acquire).
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

/// `barrier.try_wait` → one `nvvm.mbarrier.try_wait` probe on the parity
/// (`mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`; at cluster scope
/// for a cluster barrier), its predicate as the `i1`.
pub(crate) fn lower_try_wait(b: &Builder, op: Op, cluster: bool) -> MlirValue {
    let phase = b.value("arith.extui", &[op.operand(1)], b.ty("i32"), &[]);
    let scope = if cluster {
        "#nvvm.mem_scope<cluster>"
    } else {
        "#nvvm.mem_scope<cta>"
    };
    b.value(
        "nvvm.mbarrier.try_wait",
        &[op.operand(0), phase],
        b.ty("i1"),
        &[("scope", b.attr(scope))],
    )
}

/// `barrier.commit_mma` → `nvvm.tcgen05.commit`
/// (`tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64`;
/// sm_100a, the chip was checked before any rewrite).
pub(crate) fn lower_commit_mma(b: &Builder, op: Op) -> Option<MlirValue> {
    b.op(
        "nvvm.tcgen05.commit",
        &[op.operand(0)],
        &[],
        &[],
        Vec::new(),
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
