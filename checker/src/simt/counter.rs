//! The counter word of a cluster barrier (`barrier.alloc` with `counter`):
//! which loads and stores reach it, and the values the simulation gives
//! its loads. A warp's k-th load reads the value of the k-th store (0
//! before any), which [`crate::cluster::counter_order`] proves is what the
//! GPU reads.

use super::{width_of, wrap, Warp, PENDING};
use phaselock_ir::{self as ir, Op, OpKind};

/// The allocation whose counter `op` loads (`llvm.load`) or stores
/// (`llvm.store`) directly, and whether it stores.
pub(crate) fn counter_access(op: Op) -> Option<(Op, bool)> {
    let (addr, store) = match op.name().as_str() {
        "llvm.load" if op.num_operands() > 0 => (op.operand(0), false),
        "llvm.store" if op.num_operands() > 1 => (op.operand(1), true),
        _ => return None,
    };
    let def = ir::defining_op(addr)?;
    if def.kind() != Some(OpKind::BarrierCounter) || def.num_operands() == 0 {
        return None;
    }
    Some((ir::defining_op(def.operand(0))?, store))
}

impl Warp<'_> {
    /// A load or store of a barrier counter (see [`crate::cluster`]).
    pub(super) fn counter(&mut self, op: Op, mask: u32) -> Result<(), (Op, String)> {
        let Some((alloc, store)) = counter_access(op) else {
            return Ok(());
        };
        if mask == 0 {
            return Ok(());
        }
        let a = self.allocs.iter().position(|x| *x == alloc).unwrap_or(0);
        let history = self.counters.history.entry(a).or_insert_with(|| vec![0]);
        if !store {
            let k = *self.loads.get(&a).unwrap_or(&0);
            let Some(v) = history.get(k).copied() else {
                return Err((op, PENDING.into()));
            };
            self.loads.insert(a, k + 1);
            let width = width_of(op.result(0));
            self.set(op.result(0), [Some(wrap(v, width)); 32]);
            return Ok(());
        }
        let Some(v) = self.uniform(op.operand(0), mask) else {
            return Err((op, "a store of a barrier counter whose value the checker cannot evaluate, or whose lanes store different values".into()));
        };
        let j = *self.stores.get(&a).unwrap_or(&0) + 1;
        self.stores.insert(a, j);
        let history = self.counters.history.entry(a).or_insert_with(|| vec![0]);
        match history.get(j).copied() {
            Some(w) if w != v => Err((op, format!("two stores of one instance write different values to a barrier counter ({w} and {v})"))),
            Some(_) => Ok(()),
            None if history.len() == j => {
                history.push(v);
                self.counters.grew = true;
                Ok(())
            }
            None => Err((op, "a store of a barrier counter before the stores of the earlier instances".into())),
        }
    }
}
