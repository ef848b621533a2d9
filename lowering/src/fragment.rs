//! The `async.fragment.*` ops on a thread's wgmma accumulator fragment,
//! part of `convert-async-to-nvvm` ([`crate::convert`]).
//!
//! Expects: ops `async-verify` accepted (fragments of 4 to 128 `f32`, a
//! multiple of 4; `pack` to `bf16` or `f16`).
//!
//! Guarantees, with `L` the fragment's length and element `4 i + 2 h + c`
//! in row `16 w + 8 h + l / 4`, column `8 i + 2 (l % 4) + c`:
//! - `reduce_rows`: per `h`, the thread's `L / 2` elements of the row
//!   combined in order, then `nvvm.shfl.sync bfly` over lane offsets 1 and
//!   2 (full mask), each followed by the combine: a `vector<2xf32>`;
//! - `broadcast_rows`: one `llvm.shufflevector` of the pair;
//! - `coordinates`: `tid.x`'s warp within its warpgroup, quad and lane in
//!   the quad, splat and added to constant vectors of the per-element
//!   offsets;
//! - `pack`: `arith.truncf` of the vector to the 16-bit type and an
//!   `llvm.bitcast` to `vector<(L/2)xi32>` (little-endian: element `2 k`
//!   in the low half of register `k`).

use crate::builder::Builder;
use mlir_sys::MlirValue;
use phaselock_ir::{self as ir, Op};

/// The fragment length of the vector type of `v`.
fn len_of(v: MlirValue) -> i64 {
    ir::vector_len(ir::value_type(v)).unwrap_or(0).max(0)
}

/// `async.fragment.reduce_rows`.
pub fn reduce_rows(b: &Builder, op: Op) -> MlirValue {
    let fragment = op.operand(0);
    let len = len_of(fragment);
    let combine = match op.str_attr("kind").as_deref() {
        Some("max") => "arith.maximumf",
        Some("min") => "arith.minimumf",
        _ => "arith.addf",
    };
    let f32 = b.ty("f32");
    let mut pair = b.value("llvm.mlir.undef", &[], b.ty("vector<2xf32>"), &[]);
    for h in 0..2 {
        let mut acc: Option<MlirValue> = None;
        for i in (0..len).filter(|i| (i / 2) % 2 == h) {
            let index = b.constant(i, "i32");
            let x = b.value("llvm.extractelement", &[fragment, index], f32, &[]);
            acc = Some(match acc {
                None => x,
                Some(a) => b.value(combine, &[a, x], f32, &[]),
            });
        }
        let acc = acc.unwrap_or_else(|| b.value("llvm.mlir.undef", &[], f32, &[]));
        // The quad: lanes 4 (l / 4) to + 3 (lane offsets 1 and 2).
        let acc = crate::shuffle::butterfly(b, acc, combine, &[1, 2], 0x1f);
        let index = b.constant(h, "i32");
        pair = b.value(
            "llvm.insertelement",
            &[pair, acc, index],
            b.ty("vector<2xf32>"),
            &[],
        );
    }
    pair
}

/// `async.fragment.broadcast_rows`.
pub fn broadcast_rows(b: &Builder, op: Op) -> MlirValue {
    let ty = ir::value_type(op.result(0));
    let len = ir::vector_len(ty).unwrap_or(0).max(0);
    let mask: Vec<String> = (0..len).map(|i| ((i / 2) % 2).to_string()).collect();
    let mask = b.attr(&format!("array<i32: {}>", mask.join(", ")));
    b.value(
        "llvm.shufflevector",
        &[op.operand(0), op.operand(0)],
        ty,
        &[("mask", mask)],
    )
}

/// `value` (an `i32`) in every element of a `vector<len x i32>`, plus the
/// constant `offsets`.
fn splat_plus(b: &Builder, value: MlirValue, offsets: &[i64]) -> MlirValue {
    let ty = format!("vector<{}xi32>", offsets.len());
    let vty = b.ty(&ty);
    let undef = b.value("llvm.mlir.undef", &[], vty, &[]);
    let zero = b.constant(0, "i32");
    let one = b.value("llvm.insertelement", &[undef, value, zero], vty, &[]);
    let zeros = b.attr(&format!(
        "array<i32: {}>",
        vec!["0"; offsets.len()].join(", ")
    ));
    let splat = b.value("llvm.shufflevector", &[one, one], vty, &[("mask", zeros)]);
    let list: Vec<String> = offsets.iter().map(i64::to_string).collect();
    let constant = b.attr(&format!("dense<[{}]> : {ty}", list.join(", ")));
    let offsets = b.value("arith.constant", &[], vty, &[("value", constant)]);
    b.value("arith.addi", &[splat, offsets], vty, &[])
}

/// `async.fragment.coordinates`: (rows, columns).
pub fn coordinates(b: &Builder, op: Op) -> (MlirValue, MlirValue) {
    let len = len_of(op.result(0));
    let i32 = b.ty("i32");
    let tid = b.value("nvvm.read.ptx.sreg.tid.x", &[], i32, &[]);
    let c = |v: i64| b.constant(v, "i32");
    let lane = b.value("arith.remui", &[tid, c(32)], i32, &[]);
    let warp = b.value("arith.divui", &[tid, c(32)], i32, &[]);
    let warp = b.value("arith.remui", &[warp, c(4)], i32, &[]);
    let quad = b.value("arith.divui", &[lane, c(4)], i32, &[]);
    let pair = b.value("arith.remui", &[lane, c(4)], i32, &[]);
    let warp_rows = b.value("arith.muli", &[warp, c(16)], i32, &[]);
    let row = b.value("arith.addi", &[warp_rows, quad], i32, &[]);
    let col = b.value("arith.muli", &[pair, c(2)], i32, &[]);
    let row_offsets: Vec<i64> = (0..len).map(|i| 8 * ((i / 2) % 2)).collect();
    let col_offsets: Vec<i64> = (0..len).map(|i| 8 * (i / 4) + i % 2).collect();
    (
        splat_plus(b, row, &row_offsets),
        splat_plus(b, col, &col_offsets),
    )
}

/// `async.fragment.pack`.
pub fn pack(b: &Builder, op: Op) -> MlirValue {
    let fragment = op.operand(0);
    let len = len_of(fragment);
    let half = op.str_attr("type").unwrap_or_else(|| "bf16".into());
    let narrow = b.value(
        "arith.truncf",
        &[fragment],
        b.ty(&format!("vector<{len}x{half}>")),
        &[],
    );
    b.value("llvm.bitcast", &[narrow], ir::value_type(op.result(0)), &[])
}
