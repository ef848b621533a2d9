//! Where the barriers of a kernel live and how the kernel starts and ends
//! with them: each `barrier.alloc`'s storage (its own shared global, or its
//! offset in the kernel's arena), shared-memory addresses, and the init and
//! exit rituals described in [`crate::convert`]'s header.

use crate::builder::Builder;
use mlir_sys::*;
use phaselock_ir::{self as ir, Op};

/// Where one `barrier.alloc` lives.
pub(crate) enum Storage {
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
pub(crate) fn storage_address(b: &Builder, storage: &Storage) -> MlirValue {
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
pub(crate) fn shared_pointer(b: &Builder, value: MlirValue) -> MlirValue {
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
pub(crate) fn declare_global(func: Op, alloc: Op, index: usize) -> String {
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

pub(crate) fn address_of(b: &Builder, symbol: &str) -> MlirValue {
    let ptr = b.ty("!llvm.ptr<3>");
    b.value(
        "llvm.mlir.addressof",
        &[],
        ptr,
        &[("global_name", b.attr(&format!("@{symbol}")))],
    )
}

/// `&base[index]` over i64 elements.
pub(crate) fn element(
    b: &Builder,
    base: MlirValue,
    index: Option<MlirValue>,
    constant: i32,
) -> MlirValue {
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
pub(crate) fn init_ritual(func: Op, allocs: &[Op], globals: &[Storage]) {
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
pub(crate) fn exit_ritual(func: Op) {
    for ret in func.descendants_named("gpu.return") {
        let b = Builder::before(ret);
        b.op("nvvm.cluster.arrive", &[], &[], &[], Vec::new());
        b.op("nvvm.cluster.wait", &[], &[], &[], Vec::new());
    }
}

/// Rejects `async` values on block arguments (function arguments, loop
/// carried values): the lowering gives them no storage.
pub(crate) fn check_boundaries(func: Op) -> bool {
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
