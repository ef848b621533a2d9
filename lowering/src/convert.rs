//! `convert-async-to-nvvm`: lowers the barrier-level `async` ops to the
//! `nvvm`, `llvm`, `arith` and `scf` dialects, one function per op.
//!
//! Expects: a module that passed `async-verify`; every `async` op inside a
//! `gpu.func` of a `gpu.module`; no pipeline-level op and no
//! `async.warp_specialize` left (those are lowered by the pipeline passes);
//! `async` values never crossing a block or function boundary.
//!
//! Guarantees: no `async` op or type is left. Each `async.barrier.alloc`
//! becomes an 8-byte aligned `!llvm.array<N x i64>` in shared memory (one
//! global per allocation) and the kernel starts with the init ritual: thread
//! (0,0,0) initializes every barrier with its arrival count and issues
//! `fence.mbarrier_init.release.cluster`; then every thread meets at the CTA
//! barrier, or at the cluster barrier when any allocation has cluster scope,
//! so that no thread (of any CTA of the cluster) touches a barrier before its
//! initialization is visible; with cluster scope the kernel also ends with a
//! cluster barrier before each `gpu.return`, so that no CTA exits while
//! another may still arrive on its barriers. mbarriers are `!llvm.ptr<3>`
//! from here on.

use crate::builder::Builder;
use mlir_sys::*;
use phaselock_dialect::ops::OpKind;
use phaselock_ir::{self as ir, Chip, Op, PassOptions};

/// Runs the conversion on `module`; `false` after reporting an error.
pub fn run(module: Op, options: &PassOptions) -> bool {
    let mut ok = true;
    for op in module.descendants() {
        let name = op.name();
        if name.starts_with("async.") && op.ancestor("gpu.func").is_none() {
            op.error(&format!(
                "'{name}' must be inside a gpu.func kernel to be lowered"
            ));
            ok = false;
        }
    }
    if !ok {
        return false;
    }
    // Collected before any rewrite: the walk must not see erased ops.
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    let arenas = phaselock_ir::memory::shared_globals(module);
    for func in funcs {
        ok &= convert_func(func, options, &arenas);
    }
    ok
}

fn convert_func(
    func: Op,
    options: &PassOptions,
    arenas: &std::collections::HashMap<String, String>,
) -> bool {
    let ops: Vec<Op> = func
        .descendants()
        .into_iter()
        .filter(|op| op.name().starts_with("async."))
        .collect();
    let mut ok = true;
    for &op in &ops {
        let name = op.name();
        let kind = op.kind();
        if op.facts().pipeline_level || matches!(kind, Some(OpKind::WarpSpecialize | OpKind::Role))
        {
            op.error(&format!(
                "'{name}' is a pipeline-level op: convert-async-to-nvvm lowers barrier-level ops only, run the pipeline passes first"
            ));
            ok = false;
        }
        if kind == Some(OpKind::BarrierCommitMma) {
            match options.chip_of(op) {
                Some(Chip::Sm100a) => {}
                Some(chip) => {
                    op.error(&format!(
                        "'{name}' uses tcgen05, which needs sm_100a; the target is {chip}"
                    ));
                    ok = false;
                }
                None => {
                    op.error(&format!("'{name}' uses tcgen05 and needs the target chip sm_100a: pass --chip=sm_100a or give the gpu.module an #nvvm.target"));
                    ok = false;
                }
            }
        }
    }
    ok &= check_boundaries(func);
    if !ok || ops.is_empty() {
        if ok {
            crate::tensor::rewrite_signature(func);
        }
        return ok;
    }

    let allocs: Vec<Op> = ops
        .iter()
        .copied()
        .filter(|op| op.name() == "async.barrier.alloc")
        .collect();
    let arena = arenas
        .get(&phaselock_ir::memory::arena_symbol(func))
        .cloned();
    if allocs.iter().any(|a| a.attr("offset").is_some()) && arena.is_none() {
        allocs[0].error("barrier arrays have arena offsets but the kernel has no arena: run async-ring-alloc on the whole kernel");
        return false;
    }
    let globals: Vec<Storage> = allocs
        .iter()
        .enumerate()
        .map(|(i, alloc)| match (alloc.int_attr("offset"), &arena) {
            (Some(offset), Some(ty)) => Storage::Arena {
                symbol: phaselock_ir::memory::arena_symbol(func),
                ty: ty.clone(),
                offset,
            },
            _ => Storage::Global(declare_global(func, *alloc, i)),
        })
        .collect();
    if !allocs.is_empty() {
        init_ritual(func, &allocs, &globals);
    }
    // Scopes and sizes are read before any rewrite removes the alloc/get chains.
    let traced: Vec<(bool, i64)> = ops
        .iter()
        .map(|op| {
            let alloc = phaselock_ir::memory::barrier_alloc_of(op.operand_or_none(0));
            let cluster = (op.name() == "async.barrier.wait"
                || op.name() == "async.barrier.try_wait")
                && alloc.and_then(|a| a.str_attr("scope")).as_deref() == Some("cluster");
            (cluster, alloc.and_then(|a| a.int_attr("size")).unwrap_or(1))
        })
        .collect();
    for (op, (cluster, size)) in ops.into_iter().zip(traced) {
        let b = Builder::before(op);
        let replacement = match op.kind() {
            Some(OpKind::BarrierAlloc) => {
                let index = allocs.iter().position(|a| *a == op).unwrap_or(0);
                Some(storage_address(&b, &globals[index]))
            }
            Some(OpKind::BarrierGet) => Some(lower_get(&b, op)),
            Some(OpKind::BarrierCounter) => Some(lower_counter(&b, op, size)),
            Some(OpKind::CopyBulkStore) => lower_copy_bulk_store(&b, op),
            Some(OpKind::BarrierArrive) => lower_arrive(&b, op),
            Some(OpKind::BarrierArriveExpectTx) => lower_arrive_expect_tx(&b, op),
            Some(OpKind::BarrierExpectTx) => lower_expect_tx(&b, op),
            Some(OpKind::BarrierWait) => lower_wait(&b, op, cluster),
            Some(OpKind::BarrierTryWait) => Some(lower_try_wait(&b, op, cluster)),
            Some(OpKind::BarrierCommitMma) => lower_commit_mma(&b, op),
            Some(OpKind::CopyBulk) => lower_copy_bulk(&b, op),
            Some(OpKind::CopyTensor) => {
                crate::tensor::lower_copy_tensor(&b, op, shared_pointer(&b, op.operand(0)))
            }
            Some(OpKind::CopyTensorStore) => {
                crate::tensor::lower_copy_tensor_store(&b, op, shared_pointer(&b, op.operand(1)))
            }
            Some(OpKind::FenceProxyAsync) => lower_fence_proxy_async(&b),
            Some(OpKind::WarpReduce) => Some(lower_warp_reduce(&b, op)),
            Some(OpKind::ClusterBarrier) => lower_cluster_barrier(&b),
            Some(OpKind::WarpgroupMma) => Some(crate::wgmma::lower(&b, op)),
            Some(OpKind::FragmentReduceRows) => Some(crate::fragment::reduce_rows(&b, op)),
            Some(OpKind::FragmentBroadcastRows) => Some(crate::fragment::broadcast_rows(&b, op)),
            Some(OpKind::FragmentPack) => Some(crate::fragment::pack(&b, op)),
            Some(OpKind::FragmentCoordinates) => {
                let (rows, cols) = crate::fragment::coordinates(&b, op);
                unsafe { mlirValueReplaceAllUsesOfWith(op.result(1), cols) };
                Some(rows)
            }
            // Refused above (pipeline level: the pipeline passes lower them).
            Some(
                OpKind::PipelineCreate
                | OpKind::StageProducerAcquire
                | OpKind::StageProducerCommit
                | OpKind::StageConsumerWait
                | OpKind::StageConsumerRelease
                | OpKind::StageBuffer
                | OpKind::StageIndex
                | OpKind::StageBarrier
                | OpKind::StageDescriptor
                | OpKind::WarpSpecialize
                | OpKind::Role,
            ) => None,
            // `async-lower-warp-specialize` turns them into named barriers
            // with the roles; none is left inside a lowered kernel.
            Some(OpKind::TurnWait | OpKind::TurnPass) => None,
            None => None,
        };
        if let Some(value) = replacement {
            unsafe { mlirValueReplaceAllUsesOfWith(op.result(0), value) };
        }
        op.erase();
    }
    // After the copies, which read the tensor maps' types.
    crate::tensor::rewrite_signature(func);
    true
}

/// Rejects `async` values on block arguments (function arguments, loop
/// carried values): the lowering gives them no storage.
fn check_boundaries(func: Op) -> bool {
    let mut ok = true;
    let mut regions_of = vec![func];
    regions_of.extend(func.descendants());
    for op in regions_of {
        for r in 0..op.num_regions() {
            let mut block = unsafe { mlirRegionGetFirstBlock(op.region(r)) };
            while !block.ptr.is_null() {
                for a in 0..unsafe { mlirBlockGetNumArguments(block) } {
                    let arg = unsafe { mlirBlockGetArgument(block, a) };
                    let ty = ir::type_string(ir::value_type(arg));
                    let kernel_map = op == func && ty.starts_with("!async.tensor_map<");
                    if ty.starts_with("!async.") && !kernel_map {
                        op.error(&format!(
                            "block argument #{a} has type {ty}: async values cannot cross function or block boundaries; allocate the barriers inside the kernel"
                        ));
                        ok = false;
                    }
                }
                block = unsafe { mlirBlockGetNextInRegion(block) };
            }
        }
    }
    ok
}

/// Where one `barrier.alloc` lives.
enum Storage {
    /// Its own shared global.
    Global(String),
    /// At `offset` in the kernel's arena (placed by `async-ring-alloc`).
    Arena {
        symbol: String,
        ty: String,
        offset: i64,
    },
}

/// The address of a barrier array's first barrier.
fn storage_address(b: &Builder, storage: &Storage) -> MlirValue {
    match storage {
        Storage::Global(symbol) => address_of(b, symbol),
        Storage::Arena { symbol, ty, offset } => {
            let arena = b.value(
                "memref.get_global",
                &[],
                b.ty(ty),
                &[("name", b.attr(&format!("@{symbol}")))],
            );
            let base = shared_pointer(b, arena);
            if *offset == 0 {
                base
            } else {
                element(b, base, None, (*offset / 8) as i32)
            }
        }
    }
}

/// The shared address of a `!llvm.ptr<3>` or of a shared memref's first
/// element: the aligned pointer plus the layout's static offset (memrefs
/// are contiguous, the identity layout or row-major strides at a static
/// offset: checked by `async-verify`).
fn shared_pointer(b: &Builder, value: MlirValue) -> MlirValue {
    let ty = ir::value_type(value);
    if !unsafe { mlirTypeIsAMemRef(ty) } {
        return value;
    }
    let mut index = b.value(
        "memref.extract_aligned_pointer_as_index",
        &[value],
        b.ty("index"),
        &[],
    );
    let offset = phaselock_ir::shapes::contiguous_offset_bytes(ty).unwrap_or(0);
    if offset != 0 {
        let bytes = b.constant(offset, "index");
        index = b.value("arith.addi", &[index, bytes], b.ty("index"), &[]);
    }
    // Shared-memory pointers are 32 bits (see `llvm::target_machine`).
    let i32t = b.ty("i32");
    let int = b.value("arith.index_cast", &[index], i32t, &[]);
    b.value("llvm.inttoptr", &[int], b.ty("!llvm.ptr<3>"), &[])
}

/// Adds the shared-memory global of one `barrier.alloc` to the gpu.module.
fn declare_global(func: Op, alloc: Op, index: usize) -> String {
    let raw_name = alloc.str_attr("name").unwrap_or_default();
    let clean: String = raw_name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let func_name = func.str_attr("sym_name").unwrap_or_default();
    let symbol = format!("__async_mbarrier_{func_name}_{index}_{clean}");
    let size = alloc.int_attr("size").unwrap_or(1);
    let b = Builder::before(func);
    let region = b.empty_region();
    b.op(
        "llvm.mlir.global",
        &[],
        &[],
        &[
            ("sym_name", b.str_attr(&symbol)),
            ("global_type", b.attr(&format!("!llvm.array<{size} x i64>"))),
            ("linkage", b.attr("#llvm.linkage<internal>")),
            ("addr_space", b.attr("3 : i32")),
            ("alignment", b.attr("8 : i64")),
        ],
        vec![region],
    );
    symbol
}

fn address_of(b: &Builder, symbol: &str) -> MlirValue {
    let ptr = b.ty("!llvm.ptr<3>");
    b.value(
        "llvm.mlir.addressof",
        &[],
        ptr,
        &[("global_name", b.attr(&format!("@{symbol}")))],
    )
}

/// `&base[index]` over i64 elements.
fn element(b: &Builder, base: MlirValue, index: Option<MlirValue>, constant: i32) -> MlirValue {
    let ptr = b.ty("!llvm.ptr<3>");
    let (operands, raw) = match index {
        Some(index) => (vec![base, index], format!("array<i32: {}>", i32::MIN)),
        None => (vec![base], format!("array<i32: {constant}>")),
    };
    b.value(
        "llvm.getelementptr",
        &operands,
        ptr,
        &[
            ("elem_type", b.attr("i64")),
            ("rawConstantIndices", b.attr(&raw)),
        ],
    )
}

/// The init ritual at kernel entry (see the module header).
fn init_ritual(func: Op, allocs: &[Op], globals: &[Storage]) {
    let entry = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    let first = Op(unsafe { mlirBlockGetFirstOperation(entry) });
    let b = Builder {
        loc: allocs[0].location(),
        ..Builder::before(first)
    };
    let i32t = b.ty("i32");
    let tid: Vec<MlirValue> = ["x", "y", "z"]
        .iter()
        .map(|d| b.value(&format!("nvvm.read.ptx.sreg.tid.{d}"), &[], i32t, &[]))
        .collect();
    let or1 = b.value("arith.ori", &[tid[0], tid[1]], i32t, &[]);
    let or2 = b.value("arith.ori", &[or1, tid[2]], i32t, &[]);
    let zero = b.constant(0, "i32");
    let i1 = b.ty("i1");
    let is_first = b.value(
        "arith.cmpi",
        &[or2, zero],
        i1,
        &[("predicate", b.attr("0 : i64"))],
    );
    let (region, block) = b.region_with_block();
    let inner = Builder::at_end(b.ctx, b.loc, block);
    for (alloc, symbol) in allocs.iter().zip(globals) {
        let base = storage_address(&inner, symbol);
        let count = inner.constant(alloc.int_attr("count").unwrap_or(1), "i32");
        let size = alloc.int_attr("size").unwrap_or(1);
        for i in 0..size {
            let slot = if i == 0 {
                base
            } else {
                element(&inner, base, None, i as i32)
            };
            inner.op("nvvm.mbarrier.init", &[slot, count], &[], &[], Vec::new());
        }
        if alloc.attr("counter").is_some() {
            // The counter word after the barriers starts at 0.
            let word = element(&inner, base, None, size as i32);
            let zero = inner.constant(0, "i64");
            inner.op("llvm.store", &[zero, word], &[], &[], Vec::new());
        }
    }
    // Makes the inits visible to the async proxy and to the other CTAs of
    // the cluster before anyone arrives or copies.
    inner.op("nvvm.fence.mbarrier.init", &[], &[], &[], Vec::new());
    inner.op("scf.yield", &[], &[], &[], Vec::new());
    b.op(
        "scf.if",
        &[is_first],
        &[],
        &[],
        vec![region, b.empty_region()],
    );
    if allocs
        .iter()
        .any(|a| a.str_attr("scope").as_deref() == Some("cluster"))
    {
        // Remote CTAs arrive on our barriers: all of the cluster waits for
        // every CTA's init.
        b.op("nvvm.cluster.arrive", &[], &[], &[], Vec::new());
        b.op("nvvm.cluster.wait", &[], &[], &[], Vec::new());
        exit_ritual(func);
    } else {
        b.op("nvvm.barrier0", &[], &[], &[], Vec::new());
    }
}

/// Before each `gpu.return` of a kernel whose barriers other CTAs of the
/// cluster reach, every thread meets the cluster once more: no CTA exits
/// (and gives up its shared memory) while another may still arrive on its
/// barriers remotely, e.g. a consumer releasing the last stages of a
/// cluster pipeline on every CTA.
fn exit_ritual(func: Op) {
    for ret in func.descendants_named("gpu.return") {
        let b = Builder::before(ret);
        b.op("nvvm.cluster.arrive", &[], &[], &[], Vec::new());
        b.op("nvvm.cluster.wait", &[], &[], &[], Vec::new());
    }
}

/// `barrier.get` → `getelementptr base[index]`.
fn lower_get(b: &Builder, op: Op) -> MlirValue {
    let i64t = b.ty("i64");
    let index = b.value("arith.index_cast", &[op.operand(1)], i64t, &[]);
    element(b, op.operand(0), Some(index), 0)
}

/// `barrier.counter` → the word after the array's barriers.
fn lower_counter(b: &Builder, op: Op, size: i64) -> MlirValue {
    element(b, op.operand(0), None, size as i32)
}

/// `barrier.arrive` → `mbarrier.arrive.shared::cta.b64`; with a CTA rank,
/// `mapa` to the peer's barrier and `mbarrier.arrive.release.cluster.shared::cluster.b64`
/// (with `release = "cta"`: `mbarrier.arrive.shared::cluster.b64`, whose
/// release is CTA-scoped).
fn lower_arrive(b: &Builder, op: Op) -> Option<MlirValue> {
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
fn lower_arrive_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
    b.asm(
        "{\n\t.reg .b64 %state;\n\tmbarrier.arrive.expect_tx.shared::cta.b64 %state, [$0], $1;\n}",
        "r,r",
        &[op.operand(0), op.operand(1)],
    );
    None
}

/// `barrier.expect_tx` → `mbarrier.expect_tx.relaxed.cta.shared::cta.b64`.
fn lower_expect_tx(b: &Builder, op: Op) -> Option<MlirValue> {
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
fn lower_wait(b: &Builder, op: Op, cluster: bool) -> Option<MlirValue> {
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
fn lower_try_wait(b: &Builder, op: Op, cluster: bool) -> MlirValue {
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
fn lower_commit_mma(b: &Builder, op: Op) -> Option<MlirValue> {
    b.asm(
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];",
        "r",
        &[op.operand(0)],
    );
    None
}

/// `copy.bulk` → `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`,
/// with `.multicast::cluster` and the CTA mask when it has one.
fn lower_copy_bulk(b: &Builder, op: Op) -> Option<MlirValue> {
    let bytes = b.constant(op.int_attr("bytes").unwrap_or(0), "i32");
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
/// when the op returns).
fn lower_copy_bulk_store(b: &Builder, op: Op) -> Option<MlirValue> {
    let bytes = b.constant(op.int_attr("bytes").unwrap_or(0), "i32");
    let src = shared_pointer(b, op.operand(1));
    b.asm(
        "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;\n\tcp.async.bulk.commit_group;\n\tcp.async.bulk.wait_group.read 0;",
        "l,r,r",
        &[op.operand(0), src, bytes],
    );
    None
}

/// `fence.proxy_async` → `fence.proxy.async.shared::cta`.
fn lower_fence_proxy_async(b: &Builder) -> Option<MlirValue> {
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

/// `warp_reduce` → `shfl.sync.bfly` with offsets width/2 … 1, each followed
/// by the combine. The `c` operand is CUDA's `__shfl_xor_sync` encoding:
/// `((32 - width) << 8) | 31`, so lanes only exchange inside their group.
fn lower_warp_reduce(b: &Builder, op: Op) -> MlirValue {
    let value = op.operand(0);
    let ty = ir::value_type(value);
    let is_float = ir::type_string(ty) == "f32";
    let width = op.int_attr("width").unwrap_or(32);
    let combine = match (op.str_attr("kind").as_deref(), is_float) {
        (Some("max"), true) => "arith.maximumf",
        (Some("min"), true) => "arith.minimumf",
        (Some("max"), false) => "arith.maxsi",
        (Some("min"), false) => "arith.minsi",
        (_, true) => "arith.addf",
        (_, false) => "arith.addi",
    };
    let offsets: Vec<i64> = std::iter::successors(Some(width / 2), |o| Some(o / 2))
        .take_while(|o| *o >= 1)
        .collect();
    butterfly(b, value, combine, &offsets, ((32 - width) << 8) | 31)
}

/// `value` combined (`combine`, an `arith` op) with its copy from the lane
/// `lane ^ offset`, for each of `offsets` in turn: `shfl.sync.bfly` over the
/// full warp with the clamp/segment operand `clamp` (CUDA's
/// `__shfl_xor_sync` encoding).
pub(crate) fn butterfly(
    b: &Builder,
    value: MlirValue,
    combine: &str,
    offsets: &[i64],
    clamp: i64,
) -> MlirValue {
    let ty = ir::value_type(value);
    let mask = b.constant(-1, "i32");
    let clamp = b.constant(clamp, "i32");
    let mut acc = value;
    for &offset in offsets {
        let off = b.constant(offset, "i32");
        let other = b.value(
            "nvvm.shfl.sync",
            &[mask, acc, off, clamp],
            ty,
            &[("kind", b.attr("#nvvm<shfl_kind bfly>"))],
        );
        acc = b.value(combine, &[acc, other], ty, &[]);
    }
    acc
}

/// `cluster_barrier` outside warp-specialized code → the hardware
/// `barrier.cluster.arrive` + `barrier.cluster.wait` (every thread of every
/// CTA of the cluster takes part, which is exactly the case here).
fn lower_cluster_barrier(b: &Builder) -> Option<MlirValue> {
    b.op("nvvm.cluster.arrive", &[], &[], &[], Vec::new());
    b.op("nvvm.cluster.wait", &[], &[], &[], Vec::new());
    None
}
