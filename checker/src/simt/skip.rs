//! The ops the simulation can leave out: stores to global memory, stores
//! to a shared-memory global that nothing of the kernel reads back or
//! copies into and no bulk or tensor store reads, and the pure value ops
//! whose results only ops it leaves out use, or that the stores into a
//! global a bulk or tensor store reads (a GEMM's epilogue staging) store:
//! those stores run for their addresses (the staging rule,
//! [`crate::staging`], orders them with the bulk store's read), not their
//! values (a GEMM's epilogue: the accumulator's elements converted). None of
//! them is a barrier event, an access to a stage buffer, a control-flow
//! decision or an operand of one, and no value the simulation computes
//! reads what they write, so the traces are the same without them, and a
//! kernel's epilogue costs nothing per simulated tile. An `scf.if` without
//! results whose ops are all left out is left out with its condition (a
//! store guarded by a row bound the simulation need not evaluate).

use crate::maps::HashSet;
use mlir_sys::*;
use phaselock_ir::is_barrier_kind;
use phaselock_ir::{self as ir, Op, OpKind};

/// Whether `op` computes a value and nothing else (no memory, no
/// regions, no effect on other lanes), by name.
fn pure(op: Op) -> bool {
    let name = op.name();
    op.num_regions() == 0
        && (name.starts_with("arith.")
            || name.starts_with("math.")
            || matches!(
                name.as_str(),
                "vector.extract"
                    | "vector.extractelement"
                    | "vector.extract_strided_slice"
                    | "vector.insert"
                    | "vector.insertelement"
                    | "vector.broadcast"
                    | "vector.splat"
                    | "vector.bitcast"
            )
            || matches!(
                op.kind(),
                Some(
                    OpKind::FragmentCoordinates
                        | OpKind::FragmentPack
                        | OpKind::FragmentBroadcastRows
                )
            )
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

/// The shared-memory global a pointer or memref is an address into, when
/// the IR says so: `llvm.mlir.addressof` or `memref.get_global` through
/// `getelementptr`, views and casts.
fn static_global(value: MlirValue) -> Option<String> {
    let def = ir::defining_op(value)?;
    match def.name().as_str() {
        "llvm.mlir.addressof" => def.attr("global_name").map(ir::attr_string),
        "memref.get_global" => def.attr("name").map(ir::attr_string),
        "llvm.getelementptr"
        | "llvm.bitcast"
        | "llvm.addrspacecast"
        | "memref.view"
        | "memref.subview"
        | "memref.cast"
        | "memref.reinterpret_cast"
        | "memref.memory_space_cast"
        | "memref.collapse_shape"
        | "memref.expand_shape" => static_global(def.operand(0)),
        _ => None,
    }
}

/// The shared-memory globals whose stores nothing reads: no load of the
/// kernel may read them (every shared load's address is known to be
/// another global's) and no copy into shared memory or barrier op names
/// them (every copy's destination is known, and not theirs). Empty when
/// an address is not known.
fn write_only_globals(ops: &[Op]) -> HashSet<String> {
    let mut stored = HashSet::default();
    let mut read = HashSet::default();
    for op in ops {
        if op.num_operands() == 0 {
            continue;
        }
        let name = op.name();
        let kind = op.kind();
        let address = match name.as_str() {
            "llvm.store" if op.num_operands() == 2 => {
                if let Some(g) = static_global(op.operand(1)) {
                    stored.insert(g);
                }
                continue;
            }
            "llvm.load" | "memref.load" | "vector.load" => op.operand(0),
            _ if matches!(kind, Some(OpKind::CopyBulk | OpKind::CopyTensor))
                || kind.is_some_and(is_barrier_kind) =>
            {
                op.operand(0)
            }
            _ => continue,
        };
        let ty = ir::type_string(ir::value_type(address));
        if ty == "!llvm.ptr<1>" {
            continue;
        }
        match static_global(address) {
            Some(g) => {
                read.insert(g);
            }
            None if ty.starts_with("!async.") => {}
            None => return HashSet::default(),
        }
    }
    stored.retain(|g| !read.contains(g));
    stored
}

/// The globals that a bulk or tensor store reads from (its source,
/// operand 1): their stores are kept for the staging rule
/// ([`crate::staging`]), which needs their addresses, not their values.
fn staged_globals(ops: &[Op]) -> HashSet<String> {
    ops.iter()
        .filter(|op| {
            matches!(
                op.kind(),
                Some(OpKind::CopyBulkStore | OpKind::CopyTensorStore)
            ) && op.num_operands() > 1
        })
        .filter_map(|op| static_global(op.operand(1)))
        .collect()
}

/// Whether `op` stores to one of `globals`.
fn write_only_store(op: Op, globals: &HashSet<String>) -> bool {
    op.name() == "llvm.store"
        && op.num_operands() == 2
        && static_global(op.operand(1)).is_some_and(|g| globals.contains(&g))
}

/// The ops of `func` the simulation leaves out, by address.
pub(super) fn skipped(func: Op) -> HashSet<usize> {
    let mut out = HashSet::default();
    let ops = func.descendants();
    let staged = staged_globals(&ops);
    let mut write_only = write_only_globals(&ops);
    write_only.retain(|g| !staged.contains(g));
    // The stores into staged globals run for their addresses: the values
    // they store need not be computed.
    let address_only: HashSet<usize> = ops
        .iter()
        .filter(|op| write_only_store(**op, &staged))
        .map(|op| op.0.ptr as usize)
        .collect();
    // In reverse pre-order every user of an op's results comes before it
    // (a use is dominated by its definition).
    for op in ops.into_iter().rev() {
        let candidate = global_store(op)
            || write_only_store(op, &write_only)
            || pure(op)
            || skipped_branch(op, &out);
        if candidate && (0..op.num_results()).all(|r| users_in(op.result(r), &out, &address_only)) {
            out.insert(op.0.ptr as usize);
        }
    }
    out
}

/// Whether `op` is an `scf.if` without results whose ops are all left
/// out (an epilogue's guarded stores): the branch decides nothing the
/// simulation follows.
fn skipped_branch(op: Op, out: &HashSet<usize>) -> bool {
    op.name() == "scf.if"
        && op.num_results() == 0
        && (0..op.num_regions())
            .flat_map(|r| op.region_children(r))
            .all(|c| c.name() == "scf.yield" || out.contains(&(c.0.ptr as usize)))
}

/// Whether every user of `value` is in `set`, or stores it (operand 0) as
/// one of the `address_only` stores.
fn users_in(value: MlirValue, set: &HashSet<usize>, address_only: &HashSet<usize>) -> bool {
    let mut used = unsafe { mlirValueGetFirstUse(value) };
    while !used.ptr.is_null() {
        let owner = unsafe { mlirOpOperandGetOwner(used) };
        let stored = address_only.contains(&(owner.ptr as usize))
            && unsafe { mlirOpOperandGetOperandNumber(used) } == 0;
        if !set.contains(&(owner.ptr as usize)) && !stored {
            return false;
        }
        used = unsafe { mlirOpOperandGetNextUse(used) };
    }
    true
}
