//! The ops whose simulated values are the same every time a warp runs
//! them in one configuration: value ops ([`super::Warp`]'s `arith`
//! evaluation, special registers and thread ids, shared-memory address
//! arithmetic) whose operands are all constants, the kernel's arguments or
//! results of such ops. A GEMM's epilogue computes every lane's staging
//! address from the thread index and constants, the same in every tile;
//! the simulation evaluates such an op once per warp and, on each later
//! visit with the same lanes or fewer, keeps the values it has. Nothing
//! else is skipped: these ops record no event and no memory access, and
//! their results depend only on their operands (fixed for the warp's run),
//! their attributes and the configuration.

use crate::maps::HashSet;
use mlir_sys::{mlirBlockArgumentGetOwner, mlirRegionGetFirstBlock, mlirValueIsABlockArgument};
use phaselock_ir::uniform::Bin;
use phaselock_ir::{self as ir, Op};

/// Whether the simulation evaluates `name` as a pure function of its
/// operands, its attributes and the configuration (see the module header).
fn pure_value(name: &str) -> bool {
    name.starts_with("nvvm.read.ptx.sreg.")
        || Bin::from_arith(name).is_some()
        || matches!(
            name,
            "arith.constant"
                | "arith.index_castui"
                | "arith.extui"
                | "arith.trunci"
                | "arith.extsi"
                | "arith.index_cast"
                | "arith.select"
                | "arith.cmpi"
                | "gpu.thread_id"
                | "gpu.lane_id"
        )
        // The address arithmetic, but an allocation's own address.
        || (super::memory::is_address_op(name)
            && !matches!(name, "memref.alloc" | "memref.alloca"))
}

/// The invariant ops of kernel `func` (see the module header), by address.
pub(super) fn invariant_ops(func: Op) -> HashSet<usize> {
    let mut out = HashSet::default();
    // Pre-order visits every definition before its uses.
    for op in func.descendants() {
        if op.num_regions() == 0
            && pure_value(&op.name())
            && (0..op.num_operands()).all(|i| fixed(op.operand(i), func, &out))
        {
            out.insert(op.0.ptr as usize);
        }
    }
    out
}

/// Whether `value` is an argument of `func`'s entry block or a result of
/// an op already in `invariant`.
fn fixed(value: mlir_sys::MlirValue, func: Op, invariant: &HashSet<usize>) -> bool {
    if let Some(def) = ir::defining_op(value) {
        return invariant.contains(&(def.0.ptr as usize));
    }
    if !unsafe { mlirValueIsABlockArgument(value) } {
        return false;
    }
    let block = unsafe { mlirBlockArgumentGetOwner(value) };
    func.num_regions() > 0 && unsafe { mlirRegionGetFirstBlock(func.region(0)) }.ptr == block.ptr
}
