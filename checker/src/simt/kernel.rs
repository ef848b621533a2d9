//! What the simulation reads off a kernel that is the same in every
//! configuration: the ops it leaves out ([`super::skip`]), the ops a warp
//! evaluates once per run ([`super::invariant`]), the shared buffers
//! ([`super::memory::Bases`]), the barrier allocations, the turn
//! sequences, each block's ops it runs, decoded ([`super::decoded`]), the MMA
//! operand layouts, what the arguments are divided by on their way to a
//! loop bound, the loops that hold barrier ops and how many cursors the
//! long constant ones leave out. A kernel's
//! check simulates dozens of configurations (trip counts, grid points,
//! cluster ranks), each warp visiting the same ops again; these facts are
//! read from MLIR once per kernel instead.
//!
//! The cache lives between [`begin`] and [`end`], which the check of one
//! kernel calls around itself (the IR does not change in between);
//! outside them every call reads the IR afresh.

use super::footprint::{operand_layouts, Layout};
use super::loops::trimmed_cursors;
use super::memory::Bases;
use super::HashMap;
use crate::maps::HashSet;
use mlir_sys::{mlirBlockGetFirstOperation, mlirOperationGetNextInBlock, MlirBlock};
use phaselock_ir::turns::{sequences, Sequence};
use phaselock_ir::{Op, OpKind};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The facts of one kernel.
pub(crate) struct Facts {
    /// The ops the simulation leaves out, by address.
    pub skipped: HashSet<usize>,
    /// The ops a warp evaluates once per run ([`super::invariant`]).
    pub invariant: HashSet<usize>,
    /// The shared buffers the kernel can address.
    pub bases: Bases,
    /// The `async.barrier.alloc` ops, in order.
    pub allocs: Vec<Op>,
    /// The turn sequences of each `async.warp_specialize`, by address.
    pub turns: crate::maps::HashMap<usize, Vec<Sequence>>,
    /// What each argument of the kernel body is divided by on its way to
    /// a loop bound ([`super::arguments::divisors`]).
    pub divisors: Vec<Option<i64>>,
    /// The `scf.for` ops that hold a barrier op
    /// ([`super::loops::holds_barrier_op`]), by address.
    pub barrier_loops: HashSet<usize>,
    /// The cursors every long constant loop leaves out, per period
    /// ([`super::loops::trimmed_cursors`]), as far as asked for.
    trims: RefCell<Vec<(i64, i64)>>,
    /// The numbering of the kernel's values and decoded ops.
    pub slots: super::decoded::Slots,
}

impl Facts {
    fn of(func: Op) -> Facts {
        Facts {
            skipped: super::skip::skipped(func),
            invariant: super::invariant::invariant_ops(func),
            bases: Bases::of(func),
            allocs: func.descendants_named(OpKind::BarrierAlloc.name()),
            turns: func
                .descendants_named(OpKind::WarpSpecialize.name())
                .into_iter()
                .filter_map(|ws| Some((ws.0.ptr as usize, sequences(ws).ok()?)))
                .collect(),
            divisors: super::arguments::divisors(func),
            barrier_loops: func
                .descendants_named("scf.for")
                .into_iter()
                .filter(|lp| super::loops::holds_barrier_op(*lp))
                .map(|lp| lp.0.ptr as usize)
                .collect(),
            trims: RefCell::new(Vec::new()),
            slots: super::decoded::Slots::default(),
        }
    }

    /// The cursors every long constant loop of `func` (the kernel of these
    /// facts) leaves out for the barriers' period `p`
    /// ([`trimmed_cursors`]).
    pub fn trimmed(&self, func: Op, p: i64) -> i64 {
        if let Some((_, r)) = self.trims.borrow().iter().find(|(q, _)| *q == p) {
            return *r;
        }
        let r = trimmed_cursors(func, p);
        self.trims.borrow_mut().push((p, r));
        r
    }
}

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static FACTS: RefCell<Option<(usize, Rc<Facts>)>> = const { RefCell::new(None) };
    static BLOCKS: RefCell<HashMap<usize, LiveOps>> = RefCell::new(HashMap::default());
    static LAYOUTS: RefCell<HashMap<usize, [Option<Layout>; 2]>> =
        RefCell::new(HashMap::default());
}

/// Starts the check of a kernel: facts are kept until [`end`].
pub fn begin() {
    clear();
    ACTIVE.with(|a| a.set(true));
}

/// Ends the check of a kernel: the facts are dropped.
pub fn end() {
    ACTIVE.with(|a| a.set(false));
    clear();
}

fn clear() {
    FACTS.with(|f| f.borrow_mut().take());
    BLOCKS.with(|n| n.borrow_mut().clear());
    LAYOUTS.with(|n| n.borrow_mut().clear());
}

fn active() -> bool {
    ACTIVE.with(Cell::get)
}

/// The facts of kernel `func`.
pub(crate) fn facts(func: Op) -> Rc<Facts> {
    if !active() {
        return Rc::new(Facts::of(func));
    }
    let key = func.0.ptr as usize;
    FACTS.with(|f| {
        let mut f = f.borrow_mut();
        match &*f {
            Some((k, facts)) if *k == key => facts.clone(),
            _ => {
                // The blocks decoded for another kernel's facts number
                // their values with those facts' slots.
                BLOCKS.with(|n| n.borrow_mut().clear());
                let facts = Rc::new(Facts::of(func));
                *f = Some((key, facts.clone()));
                facts
            }
        }
    })
}

/// The operand layouts of MMA `op` ([`operand_layouts`],
/// read from printed attributes: once per op).
pub(crate) fn layouts(op: Op) -> [Option<Layout>; 2] {
    if !active() {
        return operand_layouts(op);
    }
    LAYOUTS.with(|m| {
        *m.borrow_mut()
            .entry(op.0.ptr as usize)
            .or_insert_with(|| operand_layouts(op))
    })
}

pub(super) use super::decoded::Named;

/// A block's ops that the simulation runs, decoded.
pub(super) type LiveOps = Rc<[(Op, Named)]>;

/// The ops of `block` the simulation runs, in order, with their names:
/// all but those the kernel's `facts` leave out.
pub(super) fn live_ops(block: MlirBlock, facts: &Facts) -> LiveOps {
    let read = || -> LiveOps {
        let mut out = Vec::new();
        let mut child = unsafe { mlirBlockGetFirstOperation(block) };
        while !child.ptr.is_null() {
            let at = child.ptr as usize;
            if !facts.skipped.contains(&at) {
                let named = Named::of(Op(child), facts.invariant.contains(&at), &facts.slots);
                out.push((Op(child), named));
            }
            child = unsafe { mlirOperationGetNextInBlock(child) };
        }
        out.into()
    };
    if !active() {
        return read();
    }
    BLOCKS.with(|b| {
        b.borrow_mut()
            .entry(block.ptr as usize)
            .or_insert_with(read)
            .clone()
    })
}
