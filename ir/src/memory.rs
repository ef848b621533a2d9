//! Where things live in memory: shared memory's address space, the barrier
//! array a barrier value comes from, and the symbols of a kernel's
//! shared-memory arena (placed by `async-ring-alloc`, read by the lowering).

use crate::{self as ir, Op, OpKind};

/// The `barrier.alloc` an mbarrier or array value comes from, when visible.
pub fn barrier_alloc_of(value: mlir_sys::MlirValue) -> Option<Op> {
    let def = ir::defining_op(value)?;
    match def.kind()? {
        OpKind::BarrierAlloc => Some(def),
        OpKind::BarrierGet => barrier_alloc_of(def.operand(0)),
        _ => None,
    }
}

/// Whether a memref memory space names shared memory.
pub fn is_shared_space(space: &str) -> bool {
    space == "3" || space.starts_with("3 :") || space == "#gpu.address_space<workgroup>"
}

/// The arena symbol of a kernel.
pub fn arena_symbol(func: Op) -> String {
    format!(
        "__async_arena_{}",
        func.str_attr("sym_name").unwrap_or_default()
    )
}

/// The `memref.global`s of a module, by symbol: their type, printed.
/// Collected once per pass run, so that per-kernel lookups stay linear.
pub fn shared_globals(module: Op) -> std::collections::HashMap<String, String> {
    module
        .descendants_named("memref.global")
        .into_iter()
        .filter_map(|g| {
            Some((
                g.str_attr("sym_name")?,
                ir::type_string(g.type_attr("type")?),
            ))
        })
        .collect()
}
