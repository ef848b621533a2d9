//! The ops the simulation can leave out: stores to global memory, and the
//! pure value ops whose results only ops it leaves out use (a GEMM's
//! epilogue: the accumulator's elements converted and stored to C). None
//! of them is a barrier event, a shared-memory access, a control-flow
//! decision or an operand of one, so the traces are the same without
//! them, and a kernel's epilogue costs nothing per simulated tile.

use mlir_sys::*;
use phaselock_passes::ir::{self, Op};
use std::collections::HashSet;

/// Whether `op` computes a value and nothing else (no memory, no
/// regions, no effect on other lanes), by name.
fn pure(op: Op) -> bool {
    let name = op.name();
    op.num_regions() == 0
        && (name.starts_with("arith.")
            || matches!(
                name.as_str(),
                "llvm.extractvalue"
                    | "llvm.insertvalue"
                    | "llvm.extractelement"
                    | "llvm.insertelement"
                    | "llvm.mlir.undef"
                    | "llvm.mlir.poison"
                    | "llvm.mlir.zero"
                    | "llvm.mlir.constant"
                    | "llvm.getelementptr"
                    | "llvm.bitcast"
            ))
}

/// Whether `op` stores to global memory (`!llvm.ptr<1>`).
fn global_store(op: Op) -> bool {
    op.name() == "llvm.store"
        && op.num_operands() == 2
        && ir::type_string(ir::value_type(op.operand(1))) == "!llvm.ptr<1>"
}

/// The ops of `func` the simulation leaves out, by address.
pub(super) fn skipped(func: Op) -> HashSet<usize> {
    let mut out = HashSet::new();
    // In reverse pre-order every user of an op's results comes before it
    // (a use is dominated by its definition).
    for op in func.descendants().into_iter().rev() {
        let candidate = global_store(op) || pure(op);
        if candidate && (0..op.num_results()).all(|r| users_in(op.result(r), &out)) {
            out.insert(op.0.ptr as usize);
        }
    }
    out
}

/// Whether every user of `value` is in `set`.
fn users_in(value: MlirValue, set: &HashSet<usize>) -> bool {
    let mut used = unsafe { mlirValueGetFirstUse(value) };
    while !used.ptr.is_null() {
        let owner = unsafe { mlirOpOperandGetOwner(used) };
        if !set.contains(&(owner.ptr as usize)) {
            return false;
        }
        used = unsafe { mlirOpOperandGetNextUse(used) };
    }
    true
}
