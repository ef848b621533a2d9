//! Cluster kernels: the counter protocol of the cluster barrier, and the
//! balance of remote arrivals between the cluster's CTAs.
//!
//! **Counter order.** `async-lower-cluster-barrier` names each instance of
//! a cluster barrier by a shared counter word (the `counter` of a
//! `barrier.alloc`): every thread loads it, the role's named barrier, the
//! arrives and the wait on the slot the value names, the leader's store of
//! the next value, a tail barrier. The simulation runs warp after warp, so
//! it cannot see a thread load the counter after the store of its own
//! instance; [`counter_order`] proves, on the op order, that none can: in
//! the load's block a CTA barrier must come after each load before any
//! arrive, wait or store on that allocation (every load of an instance
//! happens before its store), and one after each store before the next
//! load (the next instance sees the store), also around a loop's back edge.
//! With that order, the simulation reads the counter as a history: a
//! warp's k-th load sees the value of the k-th store (0 before any).
//!
//! **Per-rank balance.** Where the protocol depends on the CTA's rank, each
//! rank's CTA is simulated ([`crate::simt::simulate_rank`]); [`balance`]
//! adds up, per barrier of each rank, the arrivals that every rank's remote
//! arrives send it (lane by lane, by target rank) and its own local ones,
//! and compares them with what the barrier's count and waits need.

use phaselock_passes::{
    ir::{self, Op},
    roles::{enclosing_role, indices_text},
    verify::barrier_alloc_of,
};

/// What an op (with what it holds) does to the counter protocol of one
/// barrier allocation.
#[derive(Default, Clone, Copy)]
struct Kinds {
    load: bool,
    store: bool,
    sync: bool,
    uses: bool,
}

/// The allocation whose counter `op` loads (`llvm.load`) or stores
/// (`llvm.store`) directly, and whether it stores.
pub(crate) fn counter_access(op: Op) -> Option<(Op, bool)> {
    let (addr, store) = match op.name().as_str() {
        "llvm.load" if op.num_operands() > 0 => (op.operand(0), false),
        "llvm.store" if op.num_operands() > 1 => (op.operand(1), true),
        _ => return None,
    };
    let def = ir::defining_op(addr)?;
    if def.name() != "async.barrier.counter" || def.num_operands() == 0 {
        return None;
    }
    Some((ir::defining_op(def.operand(0))?, store))
}

fn is_cta_sync(op: Op) -> bool {
    match op.name().as_str() {
        "gpu.barrier" | "nvvm.barrier0" | "nvvm.barrier" => true,
        "llvm.inline_asm" => {
            let text = op.str_attr("asm_string").unwrap_or_default();
            text.starts_with("barrier.sync") || text.starts_with("bar.sync")
        }
        _ => false,
    }
}

fn kinds_of(op: Op, alloc: Op) -> Kinds {
    let mut k = Kinds::default();
    let mut all = op.descendants();
    all.push(op);
    for o in all {
        match counter_access(o) {
            Some((a, store)) if a == alloc => {
                k.store |= store;
                k.load |= !store;
            }
            _ => {}
        }
        k.sync |= is_cta_sync(o);
        let barrier = match o.name().as_str() {
            "async.barrier.arrive" | "async.barrier.wait" if o.num_operands() > 0 => {
                barrier_alloc_of(o.operand(0))
            }
            _ => None,
        };
        k.uses |= barrier == Some(alloc);
    }
    k
}

fn alloc_name(alloc: Op) -> String {
    alloc.str_attr("name").unwrap_or_else(|| "?".into())
}

fn warps_text(op: Op) -> String {
    match enclosing_role(op) {
        Some(role) => {
            let warps: Vec<i64> = (role.first_warp..role.first_warp + role.warps).collect();
            format!(
                "{} (role '{}')",
                indices_text("warp", "warps", &warps),
                role.name()
            )
        }
        None => "the CTA's warps".into(),
    }
}

/// Checks the op order of every counter protocol of the kernel (see the
/// module header) and reports each race at the load or store; `true` when
/// there is none.
pub fn counter_order(ops: &[Op]) -> bool {
    let mut ok = true;
    let mut done: Vec<(usize, Op)> = Vec::new();
    for &op in ops {
        let Some((alloc, false)) = counter_access(op) else {
            continue;
        };
        let block = op.block().ptr as usize;
        if done.iter().any(|(b, a)| *b == block && *a == alloc) {
            continue;
        }
        done.push((block, alloc));
        ok &= order_in_block(op, alloc);
    }
    ok
}

/// Walks the block of `load` (a load of `alloc`'s counter).
fn order_in_block(load: Op, alloc: Op) -> bool {
    let name = alloc_name(alloc);
    let mut first = load;
    while let Some(p) = first.prev() {
        first = p;
    }
    let mut pending_load: Option<Op> = None;
    let mut pending_store: Option<Op> = None;
    let mut ok = true;
    let mut seen_load = false;
    let mut guarded = false;
    let mut cursor = Some(first);
    while let Some(op) = cursor {
        cursor = op.next();
        let k = kinds_of(op, alloc);
        if k.sync && (k.load || k.store || k.uses) {
            // A nested protocol: its own block is checked on its own.
            pending_load = None;
            pending_store = None;
            continue;
        }
        if k.sync {
            guarded |= !seen_load;
            pending_load = None;
            pending_store = None;
        }
        if k.load {
            if let Some(s) = pending_store.take() {
                s.error(&format!(
                    "the counter of barrier '{name}' is stored here and loaded again with no CTA barrier between: a thread of {} can load it before the store and another after it, so their snapshots differ (put the tail barrier after the store)",
                    warps_text(s)
                ));
                ok = false;
            }
            seen_load = true;
            pending_load.get_or_insert(op);
        }
        if k.uses || k.store {
            if let Some(l) = pending_load.take() {
                l.error(&format!(
                    "the counter of barrier '{name}' is loaded with no CTA barrier between the load and the arrives, wait and store that use it: a delayed thread of {} can load it after the leader's store of the same instance, so two warps' snapshots differ and they arrive and wait on different slots (load it before the named barrier)",
                    warps_text(l)
                ));
                ok = false;
            }
        }
        if k.store {
            pending_store = Some(op);
        }
    }
    let in_loop = load
        .parent()
        .is_some_and(|p| matches!(p.name().as_str(), "scf.for" | "scf.while"));
    if let (true, false, Some(s)) = (in_loop, guarded, pending_store) {
        s.error(&format!(
            "the counter of barrier '{name}' is stored here and the loop's next lap loads it with no CTA barrier between: a thread of {} can load it before the store and another after it, so their snapshots differ (put the tail barrier after the store)",
            warps_text(s)
        ));
        ok = false;
    }
    ok
}
