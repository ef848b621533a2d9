//! The ops of a kernel as the simulation runs them, decoded once per
//! kernel ([`super::kernel::live_ops`]): what the simulation does with
//! each op (an enum, instead of its name compared again at every visit),
//! its operands and first result as slots of the warp's value table
//! ([`super::values`]), the integer widths it computes at, and the
//! attributes and facts of the IR the dispatch reads (an `arith.constant`'s
//! value, a comparison's predicate, whether a load is of a barrier
//! counter, the tcgen05 work an op issues).

use super::counter::counter_access;
use super::tcgen05::{tcgen05_kind, Tcgen05};
use super::{arena_address, width_of, wrap};
use crate::maps::HashMap;
use mlir_sys::MlirValue;
use phaselock_ir::uniform::Bin;
use phaselock_ir::{Op, OpKind};
use std::cell::RefCell;
use std::rc::Rc;

/// What the simulation does with an op ([`super::Warp::op`] dispatches on
/// it): one variant per arm of its dispatch, in the order the arms are
/// tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Sim {
    /// An op of the `async` dialect, by its kind.
    Async(OpKind),
    /// `memref.extract_aligned_pointer_as_index` of the arena itself.
    ArenaAddress,
    /// `arith.constant`, its value wrapped to the result's width.
    Constant(Option<i64>),
    /// An `arith` integer binary op.
    Bin(Bin),
    /// `arith.index_castui`, `arith.extui`, `arith.trunci`: the value.
    Unsigned,
    /// `arith.extsi`, `arith.index_cast`: the value sign-extended.
    Signed,
    /// `arith.select`.
    Select,
    /// `arith.cmpi` with this predicate (MLIR's number).
    Compare(i64),
    /// `nvvm.read.ptx.sreg.*`.
    SpecialRegister,
    /// `gpu.thread_id` (`true`: `gpu.lane_id`).
    ThreadId(bool),
    /// `nvvm.elect.sync`.
    ElectSync,
    /// `nvvm.shfl.sync`.
    Shuffle,
    /// `llvm.inline_asm`.
    InlineAsm,
    /// `nvvm.barrier.arrive`, `gpu.barrier`, `nvvm.barrier0`, `nvvm.barrier`.
    NamedBarrier,
    /// `scf.if`.
    If,
    /// `scf.index_switch`.
    IndexSwitch,
    /// `scf.execute_region`.
    ExecuteRegion,
    /// `scf.while`.
    While,
    /// `scf.for`.
    For,
    /// A terminator the region's runner reads (`scf.yield`, ...).
    Terminator,
    /// A load or store of a barrier's counter word.
    Counter,
    /// A load or store of memory.
    Access,
    /// `nvvm.mapa` with a rank operand and a result.
    Mapa,
    /// An op the simulation follows only as one whose results it does not
    /// know: no shared-memory address, nothing that stops the simulation
    /// ([`super::regions::unfollowed`]), no successor or region (the
    /// bf16 epilogue's conversions and vector inserts).
    Opaque,
    /// Anything else ([`super::Warp::other`]).
    Other,
}

impl Sim {
    /// What the simulation does with `op`, named `name`, of kind `kind`
    /// in the `async` dialect.
    fn of(op: Op, name: &str, kind: Option<OpKind>) -> Sim {
        if let Some(kind) = kind {
            return Sim::Async(kind);
        }
        if let Some(bin) = Bin::from_arith(name) {
            return Sim::Bin(bin);
        }
        if name.starts_with("nvvm.read.ptx.sreg.") {
            return Sim::SpecialRegister;
        }
        match name {
            "memref.extract_aligned_pointer_as_index" if arena_address(op) => Sim::ArenaAddress,
            "arith.constant" => {
                let width = width_of(op.result(0));
                Sim::Constant(op.int_attr("value").map(|x| wrap(x, width)))
            }
            "arith.index_castui" | "arith.extui" | "arith.trunci" => Sim::Unsigned,
            "arith.extsi" | "arith.index_cast" => Sim::Signed,
            "arith.select" => Sim::Select,
            "arith.cmpi" => Sim::Compare(op.int_attr("predicate").unwrap_or(0)),
            "gpu.thread_id" | "gpu.lane_id" => Sim::ThreadId(name == "gpu.lane_id"),
            "nvvm.elect.sync" => Sim::ElectSync,
            "nvvm.shfl.sync" => Sim::Shuffle,
            _ => Sim::control(op, name),
        }
    }

    /// The ops that are neither `async` nor values ([`super::Warp`]'s
    /// `control_op`).
    fn control(op: Op, name: &str) -> Sim {
        match name {
            "llvm.inline_asm" => Sim::InlineAsm,
            "nvvm.barrier.arrive" | "gpu.barrier" | "nvvm.barrier0" | "nvvm.barrier" => {
                Sim::NamedBarrier
            }
            "scf.if" => Sim::If,
            "scf.index_switch" => Sim::IndexSwitch,
            "scf.execute_region" => Sim::ExecuteRegion,
            "scf.while" => Sim::While,
            "scf.for" => Sim::For,
            "scf.yield" | "scf.condition" | "gpu.yield" | "gpu.return" | "func.return" => {
                Sim::Terminator
            }
            "llvm.load" | "llvm.store" if counter_access(op).is_some() => Sim::Counter,
            "llvm.load" | "llvm.store" | "memref.load" | "memref.store" | "vector.load"
            | "vector.store" => Sim::Access,
            "nvvm.mapa" if op.num_operands() == 2 && op.num_results() == 1 => Sim::Mapa,
            _ if !super::memory::is_address_op(name)
                && op.num_regions() == 0
                && super::regions::unfollowed(op).is_none() =>
            {
                Sim::Opaque
            }
            _ => Sim::Other,
        }
    }
}

/// An op the simulation runs, decoded.
#[derive(Clone)]
pub(super) struct Named {
    /// The name (e.g. `arith.addi`).
    pub name: Rc<str>,
    /// Its kind, for an `async` op.
    pub kind: Option<OpKind>,
    /// Whether a warp evaluates it once per run ([`super::invariant`]).
    pub invariant: bool,
    /// What the simulation does with it.
    pub sim: Sim,
    /// Its number among the kernel's decoded ops.
    pub id: usize,
    /// Its operands' slots.
    pub operands: Box<[usize]>,
    /// Its first result's slot, if it has results.
    pub result: Option<usize>,
    /// The width of its first operand's integer type (64 for another
    /// type, or without operands).
    pub width_in: u32,
    /// The width of its first result's integer type (64 for another type,
    /// or without results).
    pub width_out: u32,
    /// Whether it is an `nvvm` op.
    pub nvvm: bool,
    /// The tcgen05 work it issues or commits, or tensor memory it takes or
    /// gives back ([`tcgen05_kind`], read for `nvvm` ops and inline
    /// assembly).
    pub tcgen05: Option<Tcgen05>,
}

impl Named {
    /// Decodes `op` (`invariant`: whether a warp evaluates it once per
    /// run), numbering its values in `slots`.
    pub fn of(op: Op, invariant: bool, slots: &Slots) -> Named {
        let name: Rc<str> = op.name().into();
        let kind = name
            .starts_with("async.")
            .then(|| OpKind::from_name(&name))
            .flatten();
        let nvvm = name.starts_with("nvvm.");
        let operands = (0..op.num_operands())
            .map(|i| slots.slot(op.operand(i)))
            .collect();
        let has_results = op.num_results() > 0;
        Named {
            sim: Sim::of(op, &name, kind),
            id: slots.op_number(op),
            operands,
            result: has_results.then(|| slots.slot(op.result(0))),
            width_in: if op.num_operands() > 0 {
                width_of(op.operand(0))
            } else {
                64
            },
            width_out: if has_results {
                width_of(op.result(0))
            } else {
                64
            },
            tcgen05: (nvvm || &*name == "llvm.inline_asm")
                .then(|| tcgen05_kind(op))
                .flatten(),
            nvvm,
            name,
            kind,
            invariant,
        }
    }
}

/// The numbering of a kernel's values (the slots of the warps' value
/// tables) and of its decoded ops.
#[derive(Default)]
pub(crate) struct Slots {
    /// Value (by address) → slot.
    slots: RefCell<HashMap<usize, usize>>,
    /// Op (by address) → its number.
    ops: RefCell<HashMap<usize, usize>>,
}

impl Slots {
    /// The slot of `value`, numbered on first sight.
    pub fn slot(&self, value: MlirValue) -> usize {
        let mut slots = self.slots.borrow_mut();
        let next = slots.len();
        *slots.entry(value.ptr as usize).or_insert(next)
    }

    /// The number of op `op`, numbered on first sight.
    fn op_number(&self, op: Op) -> usize {
        let mut ops = self.ops.borrow_mut();
        let next = ops.len();
        *ops.entry(op.0.ptr as usize).or_insert(next)
    }
}
