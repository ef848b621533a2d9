//! What the simulation reads off a kernel that is the same in every
//! configuration: the ops it leaves out ([`super::skip`]), the shared
//! buffers ([`super::memory::Bases`]), the barrier allocations, the turn
//! sequences, and each op's name and MMA operand layouts. A kernel's
//! check simulates dozens of configurations (trip counts, grid points,
//! cluster ranks), each warp visiting the same ops again; these facts are
//! read from MLIR once per kernel instead.
//!
//! The cache lives between [`begin`] and [`end`], which the check of one
//! kernel calls around itself (the IR does not change in between);
//! outside them every call reads the IR afresh.

use super::footprint::{operand_layouts, Layout};
use super::memory::Bases;
use super::HashMap;
use phaselock_ir::turns::{sequences, Sequence};
use phaselock_ir::{Op, OpKind};
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;

/// The facts of one kernel.
pub(crate) struct Facts {
    /// The ops the simulation leaves out, by address.
    pub skipped: HashSet<usize>,
    /// The shared buffers the kernel can address.
    pub bases: Bases,
    /// The `async.barrier.alloc` ops, in order.
    pub allocs: Vec<Op>,
    /// The turn sequences of each `async.warp_specialize`, by address.
    pub turns: std::collections::HashMap<usize, Vec<Sequence>>,
}

impl Facts {
    fn of(func: Op) -> Facts {
        Facts {
            skipped: super::skip::skipped(func),
            bases: Bases::of(func),
            allocs: func.descendants_named(OpKind::BarrierAlloc.name()),
            turns: func
                .descendants_named(OpKind::WarpSpecialize.name())
                .into_iter()
                .filter_map(|ws| Some((ws.0.ptr as usize, sequences(ws).ok()?)))
                .collect(),
        }
    }
}

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static FACTS: RefCell<Option<(usize, Rc<Facts>)>> = const { RefCell::new(None) };
    static NAMES: RefCell<HashMap<usize, Rc<str>>> = RefCell::new(HashMap::default());
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
    NAMES.with(|n| n.borrow_mut().clear());
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

/// The name of `op` (e.g. `arith.addi`).
pub(super) fn name(op: Op) -> Rc<str> {
    if !active() {
        return op.name().into();
    }
    NAMES.with(|n| {
        n.borrow_mut()
            .entry(op.0.ptr as usize)
            .or_insert_with(|| op.name().into())
            .clone()
    })
}
