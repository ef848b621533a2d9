//! Warp shuffles: `warp_reduce`, and the butterfly reduction that the
//! fragment ops' row reductions share with it.

use crate::builder::Builder;
use mlir_sys::MlirValue;
use phaselock_ir::{self as ir, Op};

/// `warp_reduce` → `shfl.sync.bfly` with offsets width/2 … 1, each followed
/// by the combine. The `c` operand is CUDA's `__shfl_xor_sync` encoding:
/// `((32 - width) << 8) | 31`, so lanes only exchange inside their group.
pub(crate) fn lower_warp_reduce(b: &Builder, op: Op) -> MlirValue {
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
