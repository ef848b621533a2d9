//! `async.warpgroup.mma` → `wgmma.mma_async` in inline assembly, part of
//! `convert-async-to-nvvm` ([`crate::convert`]). NVVM's
//! `nvvm.wgmma.mma_async` takes A only from a shared-memory descriptor;
//! the register form (A from the threads' registers, the P·V of
//! attention) exists only as PTX.
//!
//! Expects: an op `async-verify` accepted (an accumulator of N/2 `f32`, N
//! from 8 to 256 a multiple of 8; element types wgmma pairs; transposes
//! only of 16-bit tiles, and of A only from a descriptor), on sm_90a.
//!
//! Guarantees: one `llvm.inline_asm` with side effects whose outputs are
//! the accumulator's elements (`=f`, each tied to its input), then A's
//! four `r` registers or its `l` descriptor, B's `l` descriptor and the
//! `accumulate` flag (`r`, 1 when absent), turned into the `scale-d`
//! predicate; the result is rebuilt as the op's vector. The instruction is
//! `wgmma.mma_async.sync.aligned.m64n{N}k{K}.f32.{a}.{b}` with A and B
//! scaled by 1 and, for 16-bit types, the transpose immediates of
//! `a_major`/`b_major` (the register form has none for A).

use crate::builder::Builder;
use mlir_sys::MlirValue;
use phaselock_ir::{self as ir, Op};

/// The PTX type of an `a_type`/`b_type` value (`bf16` when absent).
fn ptx_type(op: Op, key: &str) -> String {
    op.str_attr(key).unwrap_or_else(|| "bf16".into())
}

/// `1` where `key` says the tile is MN-major (transposed), else `0`.
fn transposed(op: Op, key: &str) -> u8 {
    u8::from(op.str_attr(key).as_deref() == Some("mn"))
}

/// The register list `{$from, ..., $(from + n - 1)}`.
fn registers(from: usize, n: usize) -> String {
    let list: Vec<String> = (from..from + n).map(|i| format!("${i}")).collect();
    format!("{{{}}}", list.join(", "))
}

/// Element `i` of the vector `v` (element type `elem`).
fn element(b: &Builder, v: MlirValue, i: i64, elem: &str) -> MlirValue {
    let index = b.constant(i, "i32");
    b.value("llvm.extractelement", &[v, index], b.ty(elem), &[])
}

/// Lowers one `async.warpgroup.mma`; returns the new accumulator.
pub fn lower(b: &Builder, op: Op) -> MlirValue {
    let acc = op.operand(0);
    let acc_ty = ir::value_type(acc);
    let len = ir::vector_len(acc_ty).unwrap_or(0).max(0) as usize;
    let (a_type, b_type) = (ptx_type(op, "a_type"), ptx_type(op, "b_type"));
    let wide = a_type == "bf16" || a_type == "f16";
    let k = if wide { 16 } else { 32 };
    let from_registers = ir::mma_a_from_registers(op);
    let mut operands: Vec<MlirValue> = (0..len as i64).map(|i| element(b, acc, i, "f32")).collect();
    let mut constraints: Vec<String> = vec!["=f".into(); len];
    constraints.extend((0..len).map(|i| i.to_string()));
    let a_text = if from_registers {
        operands.extend((0..4).map(|i| element(b, op.operand(1), i, "i32")));
        constraints.extend(std::iter::repeat_n("r".to_string(), 4));
        registers(2 * len, 4)
    } else {
        operands.push(op.operand(1));
        constraints.push("l".into());
        format!("${}", 2 * len)
    };
    // `$i` counts the outputs first: operand `j` is `$(len + j)`.
    let b_at = len + operands.len();
    operands.push(op.operand(2));
    constraints.push("l".into());
    let flag = if op.num_operands() > 3 {
        b.value("arith.extui", &[op.operand(3)], b.ty("i32"), &[])
    } else {
        b.constant(1, "i32")
    };
    let flag_at = len + operands.len();
    operands.push(flag);
    constraints.push("r".into());
    let immediates = match (wide, from_registers) {
        (true, true) => format!(", {}", transposed(op, "b_major")),
        (true, false) => format!(
            ", {}, {}",
            transposed(op, "a_major"),
            transposed(op, "b_major")
        ),
        (false, _) => String::new(),
    };
    let text = format!(
        "{{\n\t.reg .pred p;\n\tsetp.ne.b32 p, ${flag_at}, 0;\n\twgmma.mma_async.sync.aligned.m64n{n}k{k}.f32.{a_type}.{b_type} {d}, {a_text}, ${b_at}, p, 1, 1{immediates};\n\t}}",
        n = 2 * len,
        d = registers(0, len),
    );
    let fields = vec!["f32"; len].join(", ");
    let out = b.asm_value(
        &text,
        &constraints.join(","),
        &operands,
        &format!("!llvm.struct<({fields})>"),
    );
    let mut vector = b.value("llvm.mlir.undef", &[], acc_ty, &[]);
    for i in 0..len {
        let position = b.attr(&format!("array<i64: {i}>"));
        let x = b.value(
            "llvm.extractvalue",
            &[out],
            b.ty("f32"),
            &[("position", position)],
        );
        let index = b.constant(i as i64, "i32");
        vector = b.value("llvm.insertelement", &[vector, x, index], acc_ty, &[]);
    }
    vector
}
