//! Which ops touch shared memory through which proxy, and where the
//! synchronization after a store lies: the facts `async-insert-fences`
//! inserts fences by and the checker's missing-fence rule checks by.
//!
//! Ordinary stores (`st.shared`) go through the generic proxy; the bulk copy
//! engine and the tensor cores read shared memory through the async proxy,
//! which does not see them without `fence.proxy.async`. What an `async` op
//! does is the op table's ([`crate::Facts`]); the `nvvm`, `llvm`, `memref`,
//! `vector` and `gpu` ops and inline PTX are classified here.

use crate::{self as ir, Op, OpKind};
use mlir_sys::*;

/// The text of inline assembly (`llvm.inline_asm`, `nvvm.inline_ptx`); empty
/// for every other op.
fn asm_text(op: Op) -> String {
    match op.name().as_str() {
        "llvm.inline_asm" => op.str_attr("asm_string").unwrap_or_default(),
        "nvvm.inline_ptx" => op.str_attr("ptxCode").unwrap_or_default(),
        _ => String::new(),
    }
}

/// Async-proxy reads of shared memory.
pub fn is_async_reader(op: Op) -> bool {
    if op.facts().async_reads_shared {
        return true;
    }
    let name = op.name();
    if matches!(
        name.as_str(),
        "nvvm.wgmma.mma_async"
            | "nvvm.tcgen05.mma"
            | "nvvm.cp.async.bulk.global.shared.cta"
            | "nvvm.cp.async.bulk.tensor.global.shared.cta"
    ) {
        return true;
    }
    let text = asm_text(op);
    text.contains("wgmma.mma_async")
        || text.contains("tcgen05.mma")
        || text.contains("cp.async.bulk.global.shared")
        || text.contains("cp.async.bulk.tensor") && text.contains(".global.shared")
}

/// Whether `ty` is shared memory: `!llvm.ptr<3>`, a memref in the shared
/// space, or a vector of shared pointers (the addresses of a scatter).
fn is_shared_type(ty: MlirType) -> bool {
    if unsafe { mlirTypeIsAVector(ty) } {
        return is_shared_type(unsafe { mlirShapedTypeGetElementType(ty) });
    }
    let text = ir::type_string(ty);
    if text == "!llvm.ptr<3>" {
        return true;
    }
    if !unsafe { mlirTypeIsAMemRef(ty) } {
        return false;
    }
    let space = unsafe { mlirMemRefTypeGetMemorySpace(ty) };
    !space.ptr.is_null() && crate::memory::is_shared_space(&ir::attr_string(space))
}

/// The operand that names the memory a storing op writes (a pointer, a
/// vector of pointers or a memref), for the ops whose target may or may not
/// be shared memory.
fn store_target(name: &str) -> Option<usize> {
    Some(match name {
        "llvm.atomicrmw"
        | "llvm.cmpxchg"
        | "llvm.intr.memcpy"
        | "llvm.intr.memcpy.inline"
        | "llvm.intr.memmove"
        | "llvm.intr.memset"
        | "llvm.intr.memset.inline"
        | "nvvm.wmma.store"
        | "memref.generic_atomic_rmw"
        | "vector.maskedstore"
        | "vector.scatter"
        | "vector.compressstore" => 0,
        "llvm.store"
        | "llvm.intr.masked.store"
        | "llvm.intr.masked.scatter"
        | "llvm.intr.masked.compressstore"
        | "llvm.intr.vp.store"
        | "llvm.intr.vp.scatter"
        | "llvm.intr.matrix.column.major.store"
        | "memref.store"
        | "memref.atomic_rmw"
        | "memref.copy"
        | "vector.store"
        | "vector.transfer_write"
        | "gpu.subgroup_mma_store_matrix" => 1,
        _ => return None,
    })
}

/// Generic-proxy stores to shared memory: every op that writes shared
/// memory through the generic proxy, the point where `cp.async` copies land
/// (their wait), and inline assembly holding such an instruction. The async
/// proxy's own writers (bulk and tensor copies) are not stores here.
pub fn is_shared_store(op: Op) -> bool {
    let name = op.name();
    match name.as_str() {
        // They write shared memory only. `cp.async` writes through the
        // generic proxy, but its bytes land at the wait, not at the copy.
        "nvvm.stmatrix" | "nvvm.st.bulk" | "nvvm.cp.async.wait.group" => true,
        "llvm.inline_asm" | "nvvm.inline_ptx" => ptx_opcodes(&asm_text(op))
            .iter()
            .any(|opcode| writes_shared(opcode)),
        other => store_target(other).is_some_and(|i| {
            let target = op.operand_or_none(i);
            !target.ptr.is_null() && is_shared_type(ir::value_type(target))
        }),
    }
}

/// The opcodes of the instructions in PTX text, each split at its dots
/// (`@p st.shared::cta.b32 [$0], $1;` gives `["st", "shared::cta", "b32"]`):
/// comments, labels, predicates, braces and directives left out.
fn ptx_opcodes(text: &str) -> Vec<Vec<&str>> {
    let mut opcodes = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or_default();
        for statement in code.split([';', '{', '}']) {
            let mut words = statement.split_whitespace().peekable();
            while words
                .peek()
                .is_some_and(|w| w.starts_with('@') || w.ends_with(':'))
            {
                words.next();
            }
            if let Some(word) = words.next().filter(|w| !w.starts_with('.')) {
                opcodes.push(word.split('.').collect());
            }
        }
    }
    opcodes
}

/// Whether one PTX instruction (its opcode split at the dots) writes shared
/// memory through the generic proxy: `st`, `atom`, `red` in a shared state
/// space (`.shared`, `.shared::cta`, `.shared::cluster`), `st.bulk`,
/// `stmatrix`, `wmma.store` to shared memory, and the `cp.async` waits where
/// its copies land. `st.async` and `red.async` complete on another CTA's
/// mbarrier and are not counted.
fn writes_shared(opcode: &[&str]) -> bool {
    let has = |q: &str| opcode.contains(&q);
    let shared = opcode.iter().any(|q| q.starts_with("shared"));
    match opcode.first().copied() {
        Some("st") => !has("async") && (shared || has("bulk")),
        Some("atom" | "red") => !has("async") && shared,
        Some("stmatrix") => true,
        Some("wmma") => has("store") && shared,
        Some("cp") => waits_cp_async(opcode),
        _ => false,
    }
}

/// Whether one PTX instruction waits for `cp.async` copies
/// (`cp.async.wait_group`, `cp.async.wait_all`; not the bulk copies' waits).
fn waits_cp_async(opcode: &[&str]) -> bool {
    matches!(opcode, ["cp", "async", "wait_group" | "wait_all"])
}

/// Whether `op` waits for `cp.async` copies (`nvvm.cp.async.wait.group`, or
/// inline `cp.async.wait_group` / `cp.async.wait_all`): the point where
/// their bytes land in shared memory, through the generic proxy.
pub fn is_cp_async_wait(op: Op) -> bool {
    op.name() == "nvvm.cp.async.wait.group"
        || ptx_opcodes(&asm_text(op))
            .iter()
            .any(|opcode| waits_cp_async(opcode))
}

/// Synchronization that hands shared memory to another thread, or an
/// async-proxy read.
fn is_sync(op: Op) -> bool {
    let name = op.name();
    if is_async_reader(op)
        || op.facts().publishes
        || matches!(
            name.as_str(),
            "gpu.barrier"
                | "nvvm.barrier0"
                | "nvvm.barrier"
                | "nvvm.cluster.arrive"
                | "nvvm.cluster.arrive.relaxed"
        )
    {
        return true;
    }
    let text = asm_text(op);
    text.contains("barrier.sync") || text.contains("bar.sync") || text.contains("mbarrier.arrive")
}

fn contains_sync(op: Op) -> bool {
    op.descendants().into_iter().any(is_sync)
}

/// Where the fences for a store go: before the first sync point on every
/// path that leaves it (the rest of its block, then out of each enclosing
/// region: loop back edges, `scf.while`'s regions, the code after the
/// enclosing ops; out of a role, the code after its `warp_specialize`).
pub fn sync_after(store: Op) -> Vec<Op> {
    let mut points = Vec::new();
    let mut visited: Vec<(usize, usize)> = Vec::new();
    // Positions to scan: a block, from an op (inclusive) to its end.
    let mut work: Vec<Op> = Vec::new();
    match store.next() {
        Some(next) => work.push(next),
        None => leave_block(store, &mut work),
    }
    while let Some(first) = work.pop() {
        let key = (first.block().ptr as usize, first.0.ptr as usize);
        if visited.contains(&key) {
            continue;
        }
        visited.push(key);
        let mut current = first;
        loop {
            if current.kind() == Some(OpKind::FenceProxyAsync) {
                break;
            }
            if is_sync(current) || contains_sync(current) {
                if !points.contains(&current) {
                    points.push(current);
                }
                break;
            }
            match current.next() {
                Some(next) => current = next,
                None => {
                    leave_block(current, &mut work);
                    break;
                }
            }
        }
    }
    points
}

/// The first op of region `r`'s entry block of `op`, if any.
fn region_start(op: Op, r: usize) -> Option<Op> {
    if r >= op.num_regions() {
        return None;
    }
    let block = unsafe { mlirRegionGetFirstBlock(op.region(r)) };
    if block.ptr.is_null() {
        return None;
    }
    let first = unsafe { mlirBlockGetFirstOperation(block) };
    (!first.ptr.is_null()).then_some(Op(first))
}

/// Pushes where control goes after the last op of `last`'s block.
fn leave_block(last: Op, work: &mut Vec<Op>) {
    let Some(parent) = last.parent() else {
        return;
    };
    let after = |op: Op, work: &mut Vec<Op>| match op.next() {
        Some(next) => work.push(next),
        None => leave_block(op, work),
    };
    match parent.name().as_str() {
        "gpu.func" | "func.func" | "llvm.func" | "builtin.module" | "gpu.module" => {}
        _ if parent.kind() == Some(OpKind::Role) => {
            // The role's warps go on after the warp_specialize, not into the
            // next role.
            if let Some(ws) = parent.parent() {
                after(ws, work);
            }
        }
        "scf.for" => {
            if let Some(start) = region_start(parent, 0) {
                work.push(start);
            }
            after(parent, work);
        }
        "scf.while" => {
            let in_before = unsafe {
                mlirRegionEqual(mlirBlockGetParentRegion(last.block()), parent.region(0))
            };
            if in_before {
                if let Some(start) = region_start(parent, 1) {
                    work.push(start);
                }
                after(parent, work);
            } else if let Some(start) = region_start(parent, 0) {
                work.push(start);
            }
        }
        _ => after(parent, work),
    }
}
