//! TMA tensor copies and tensor-map kernel parameters.
//!
//! - `async.copy.tensor` → `cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes`
//!   (with `.multicast::cluster` and `.L2::cache_hint` when the op has a
//!   CTA mask or a `cache` hint, whose policy `createpolicy` makes); `async.copy.tensor_store` →
//!   `cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group`, its commit
//!   and `cp.async.bulk.wait_group.read 0` (none with `nowait`:
//!   `async.copy.store_wait` lowers to the wait). The ops write coordinates
//!   outermost first; PTX wants them innermost first, so they are reversed
//!   here. The same forms serve sm_90a and sm_100a.
//! - A tensor-map kernel argument becomes an `!llvm.ptr` in
//!   `convert-async-to-nvvm` ([`rewrite_signature`]), and after
//!   `convert-gpu-to-nvvm` the pass `async-tensor-map-params`
//!   ([`run_params`]) makes it what the CUDA driver passes: a 128-byte,
//!   64-byte aligned `byval` parameter marked `nvvm.grid_constant`, whose
//!   address (`cvta.param`) the copies take. The kernel names those
//!   arguments in its `async.tensor_maps` attribute between the two passes,
//!   since `convert-gpu-to-nvvm` keeps a function's attributes but not its
//!   arguments' `llvm.byval`.

use crate::builder::Builder;
use mlir_sys::*;
use phaselock_ir::{
    self as ir,
    tensor::{self, TensorMap},
    Op, PassOptions,
};

/// Function attribute listing the tensor-map arguments of a kernel.
const MARK: &str = "async.tensor_maps";

/// `copy.tensor` → the tile-mode tensor load. Inline PTX for the reason
/// `copy.bulk` is (`crate::bulk`).
pub fn lower_copy_tensor(b: &Builder, op: Op, dst: MlirValue) -> Option<MlirValue> {
    let indices = tensor::indices(op).ok()?;
    let rank = indices.coords.len();
    let mut text = format!(
        "cp.async.bulk.tensor.{rank}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
    );
    if indices.mask.is_some() {
        text.push_str(".multicast::cluster");
    }
    let policy = cache_policy(b, op);
    if policy.is_some() {
        text.push_str(".L2::cache_hint");
    }
    let mut operands = vec![dst, op.operand(1)];
    operands.extend(indices.coords.iter().rev());
    operands.push(op.operand(2));
    let mut constraints = vec!["r"; operands.len()];
    constraints[1] = "l";
    let coords = placeholders(2, rank);
    text.push_str(&format!(" [$0], [$1, {{{coords}}}], [${}]", 2 + rank));
    if let Some(mask) = indices.mask {
        let mask = b.value("arith.trunci", &[mask], b.ty("i16"), &[]);
        text.push_str(&format!(", ${}", operands.len()));
        operands.push(mask);
        constraints.push("h");
    }
    if let Some(policy) = policy {
        text.push_str(&format!(", ${}", operands.len()));
        operands.push(policy);
        constraints.push("l");
    }
    text.push(';');
    b.asm(&text, &constraints.join(","), &operands);
    None
}

/// `copy.tensor_store` → the tile-mode tensor store, committed and (unless
/// `nowait`) waited for until the source has been read. Inline PTX: NVVM's
/// `cp.async.bulk.tensor.global.shared.cta` was part of the build that
/// measured slower (see `crate::mbarrier`).
pub fn lower_copy_tensor_store(b: &Builder, op: Op, src: MlirValue) -> Option<MlirValue> {
    let indices = tensor::indices(op).ok()?;
    let rank = indices.coords.len();
    let mut text = format!("cp.async.bulk.tensor.{rank}d.global.shared::cta.tile.bulk_group");
    let policy = cache_policy(b, op);
    if policy.is_some() {
        text.push_str(".L2::cache_hint");
    }
    let mut operands = vec![op.operand(0)];
    operands.extend(indices.coords.iter().rev());
    operands.push(src);
    let mut constraints = vec!["r"; operands.len()];
    constraints[0] = "l";
    let coords = placeholders(1, rank);
    text.push_str(&format!(" [$0, {{{coords}}}], [${}]", 1 + rank));
    if let Some(policy) = policy {
        text.push_str(&format!(", ${}", operands.len()));
        operands.push(policy);
        constraints.push("l");
    }
    text.push_str(";\n\tcp.async.bulk.commit_group;");
    text.push_str(crate::bulk::store_wait_suffix(op));
    b.asm(&text, &constraints.join(","), &operands);
    None
}

/// `$first, $first+1, ...` for `count` operands.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The L2 policy of the op's `cache` hint, made by `createpolicy` (the whole
/// footprint under the hint). Inline PTX: NVVM has no `createpolicy` op.
fn cache_policy(b: &Builder, op: Op) -> Option<MlirValue> {
    let hint = op.str_attr("cache")?;
    let text = format!("createpolicy.fractional.L2::{hint}.b64 $0, 1.0;");
    Some(b.asm_value(&text, "=l", &[], "i64"))
}

/// Turns the `!async.tensor_map` arguments of the kernel `func` into
/// `!llvm.ptr` arguments and lists them in the kernel's `async.tensor_maps`.
pub fn rewrite_signature(func: Op) {
    let block = unsafe { mlirRegionGetFirstBlock(func.region(0)) };
    if block.ptr.is_null() {
        return;
    }
    let ctx = func.context();
    let count = unsafe { mlirBlockGetNumArguments(block) };
    let mut maps = Vec::new();
    let mut inputs = Vec::new();
    let ptr = parse_type(ctx, "!llvm.ptr");
    for i in 0..count {
        let arg = unsafe { mlirBlockGetArgument(block, i) };
        if TensorMap::of_value(arg).is_some() {
            unsafe { mlirValueSetType(arg, ptr) };
            maps.push(i.to_string());
        }
        inputs.push(ir::value_type(arg));
    }
    if maps.is_empty() {
        return;
    }
    let Some(ty) = func.type_attr("function_type") else {
        return;
    };
    let results: Vec<MlirType> = (0..unsafe { mlirFunctionTypeGetNumResults(ty) })
        .map(|i| unsafe { mlirFunctionTypeGetResult(ty, i) })
        .collect();
    let new_type = unsafe {
        mlirFunctionTypeGet(
            ctx,
            inputs.len() as isize,
            inputs.as_ptr(),
            results.len() as isize,
            results.as_ptr(),
        )
    };
    func.set_attr("function_type", unsafe { mlirTypeAttrGet(new_type) });
    let mark = format!("array<i32: {}>", maps.join(", "));
    func.set_attr(MARK, parse_attr(ctx, &mark));
}

/// `async-tensor-map-params`: gives the arguments named by each kernel's
/// `async.tensor_maps` the attributes of a by-value tensor map parameter.
pub fn run_params(module: Op, _options: &PassOptions) -> bool {
    for func in module.descendants_named("llvm.func") {
        let Some(maps) = func.dense_i32_array(MARK) else {
            continue;
        };
        let ctx = func.context();
        let arg_attrs = func.attr("arg_attrs");
        let count = unsafe { mlirLLVMFunctionTypeGetNumInputs(func_type(func)) } as usize;
        let mut entries: Vec<String> = (0..count)
            .map(|i| {
                arg_attrs
                    .map(|a| ir::attr_string(unsafe { mlirArrayAttrGetElement(a, i as isize) }))
                    .unwrap_or_else(|| "{}".to_string())
            })
            .collect();
        for i in maps {
            let Some(entry) = entries.get_mut(i as usize) else {
                continue;
            };
            *entry =
                "{llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}"
                    .to_string();
        }
        func.set_attr(
            "arg_attrs",
            parse_attr(ctx, &format!("[{}]", entries.join(", "))),
        );
        unsafe { mlirOperationRemoveAttributeByName(func.0, ir::sref(MARK)) };
    }
    true
}

fn func_type(func: Op) -> MlirType {
    func.type_attr("function_type")
        .unwrap_or(unsafe { mlirNoneTypeGet(func.context()) })
}

fn parse_type(ctx: MlirContext, text: &str) -> MlirType {
    unsafe { mlirTypeParseGet(ctx, ir::sref(text)) }
}

fn parse_attr(ctx: MlirContext, text: &str) -> MlirAttribute {
    unsafe { mlirAttributeParseGet(ctx, ir::sref(text)) }
}
