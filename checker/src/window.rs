//! Buffer reuse ordered by a CTA or named barrier, for the static rule
//! "ready/free loop not closed" ([`crate::rules`]): a bulk copy that
//! refills a buffer every iteration needs the buffer's readers to be done
//! with the previous fill. An mbarrier free loop (a wait before the copy)
//! says so; so does a barrier that every reader reaches after its last
//! read and the copying thread before its next copy:
//! `gpu.barrier`, `nvvm.barrier0`, `nvvm.barrier` (with or without an id),
//! or `bar.sync` / `barrier.sync` in inline assembly (an arrive-only
//! `bar.arrive` does not make the copying thread wait, so it does not
//! count on that side, nor on the readers' side, which the simulation
//! does not model).
//!
//! What counts as a reader: every op (other than address arithmetic and
//! views, and the bulk copies into it) that uses a pointer or memref
//! derived from the same buffer as the copy's destination: the same
//! `llvm.mlir.addressof` or `memref.get_global` symbol, or the same SSA
//! value, through `llvm.getelementptr`, casts and views. A copy whose
//! buffer has no reader found this way is not accepted (its readers may
//! reach it through addresses the IR does not show).
//!
//! When a barrier orders a reader `R` before the copy `C` of the next
//! iteration, with `L` the innermost `scf.for` around `C`:
//! - `R` inside `L`: a barrier directly in `L`'s body lies on the path
//!   from `R` to the next `C` (after `R` and before `C` when `R` comes
//!   first in the body, after `R` or before `C` when it comes after `C`,
//!   anywhere else in the body when both sit under one op of the body),
//!   and it holds every thread that runs the body: no thread count, or
//!   one of at least the kernel's `known_block_size` (with fewer, it
//!   completes once per part of the threads and orders nothing between
//!   the parts);
//! - `R` in a loop of its own that does not hold `C` (the readers and the
//!   copying thread run separate loops, e.g. in branches on the warp): a
//!   barrier of the same id and thread count directly in both bodies,
//!   after `R` in the readers' body. The `k`-th barrier of each loop is
//!   then one barrier instance, so reads `k` come before copy `k + 1`,
//!   provided the loops run alike and the thread count is the readers'
//!   and the copying threads' together: neither is shown here (a count
//!   that never fills, or loops that meet it a different number of times,
//!   end in a deadlock in the simulation, but readers enough to fill it
//!   on their own do not);
//! - anything else (a reader outside loops, in an outer loop of the copy,
//!   a barrier under a branch or in a nested loop) is not accepted, and
//!   the rule reports the copy as before.
//!
//! This is the structural rule's view, as its mbarrier side is (a wait
//! before the copy): it does not prove that the readers' accesses and the
//! copy touch different bytes at run time; see the checker's header for
//! why the checker does not track buffer accesses.

use phaselock_ir::{self as ir, defining_op, roles::named_barrier_uses, Op};

/// Whether a barrier orders every reader of `copy`'s destination before
/// the copy's next iteration.
pub(crate) fn reuse_ordered_by_barrier(copy: Op) -> bool {
    if copy.num_operands() == 0 {
        return false;
    }
    let (Some(base), Some(func), Some(lc)) = (
        Base::of(copy.operand(0)),
        copy.ancestor("gpu.func"),
        innermost_for(copy),
    ) else {
        return false;
    };
    let readers: Vec<Op> = func
        .descendants()
        .into_iter()
        .filter(|op| *op != copy && reads(*op, &base))
        .collect();
    !readers.is_empty() && readers.iter().all(|r| ordered(*r, copy, lc, func))
}

/// Where a pointer or memref points into: a global's symbol, or a value.
#[derive(Debug, PartialEq)]
enum Base {
    Symbol(String),
    Value(usize),
}

impl Base {
    /// The buffer `v` is derived from, for pointers and memrefs.
    fn of(v: mlir_sys::MlirValue) -> Option<Base> {
        let ty = ir::value_type(v);
        if !unsafe { mlir_sys::mlirTypeIsAMemRef(ty) || mlir_sys::mlirTypeIsALLVMPointerType(ty) } {
            return None;
        }
        let mut v = v;
        for _ in 0..64 {
            let Some(def) = defining_op(v) else {
                break;
            };
            match def.name().as_str() {
                "llvm.mlir.addressof" => return def.attr("global_name").map(symbol),
                "memref.get_global" => return def.attr("name").map(symbol),
                n if is_address_op(n) && def.num_operands() > 0 => v = def.operand(0),
                _ => break,
            }
        }
        Some(Base::Value(v.ptr as usize))
    }
}

fn symbol(attr: mlir_sys::MlirAttribute) -> Base {
    Base::Symbol(ir::attr_string(attr))
}

/// Ops that compute an address in the buffer of their first operand.
fn is_address_op(name: &str) -> bool {
    matches!(
        name,
        "llvm.getelementptr"
            | "llvm.addrspacecast"
            | "memref.view"
            | "memref.subview"
            | "memref.reinterpret_cast"
            | "memref.cast"
            | "memref.memory_space_cast"
            | "memref.expand_shape"
            | "memref.collapse_shape"
    )
}

/// Whether `op` accesses the buffer `base` (see the module header).
fn reads(op: Op, base: &Base) -> bool {
    let name = op.name();
    if is_address_op(&name) {
        return false;
    }
    (0..op.num_operands()).any(|i| {
        let into_copy = phaselock_ir::tensor::is_load_copy_op(op) && i == 0;
        !into_copy && Base::of(op.operand(i)).as_ref() == Some(base)
    })
}

/// A barrier that makes the thread reaching it wait for the others: its
/// id and its thread count (`None`: the whole CTA, or not a constant).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Sync {
    id: i64,
    threads: Option<i64>,
}

/// The barrier `op` waits at, when it is one.
fn sync_of(op: Op) -> Option<Sync> {
    if op.name() == "gpu.barrier" {
        return Some(Sync {
            id: 0,
            threads: None,
        });
    }
    let sync = named_barrier_uses(op)
        .into_iter()
        .find(|u| !u.arrive && u.id.is_some())?;
    Some(Sync {
        id: sync.id?,
        threads: sync.threads,
    })
}

/// Whether a barrier reached by every thread that runs a loop's body
/// holds them all: no thread count (the CTA), or one of at least the
/// kernel's threads (a smaller count completes once per part of them,
/// which orders nothing between the parts).
fn holds_all(sync: Sync, func: Op) -> bool {
    let block = func
        .dense_i32_array("known_block_size")
        .map(|d| phaselock_ir::limits::volume(&d));
    match (sync.threads, block) {
        (None, _) => true,
        (Some(n), Some(b)) => n >= b,
        (Some(_), None) => false,
    }
}

/// The innermost loop around `op`, when it is an `scf.for`.
fn innermost_for(op: Op) -> Option<Op> {
    let mut current = op.parent();
    while let Some(p) = current {
        match p.name().as_str() {
            "scf.for" => return Some(p),
            "scf.while" | "gpu.func" => return None,
            _ => current = p.parent(),
        }
    }
    None
}

/// The op directly in `lp`'s body that is or holds `op`.
fn body_op(lp: Op, op: Op) -> Option<Op> {
    let mut current = op;
    loop {
        let parent = current.parent()?;
        if parent == lp {
            return Some(current);
        }
        current = parent;
    }
}

/// The barriers directly in `lp`'s body, with their positions.
fn body_barriers(lp: Op) -> Vec<(usize, Sync)> {
    lp.children()
        .into_iter()
        .enumerate()
        .filter_map(|(i, op)| sync_of(op).map(|s| (i, s)))
        .collect()
}

fn position(lp: Op, op: Op) -> Option<usize> {
    lp.children().iter().position(|c| *c == op)
}

/// Whether a barrier lies on every path from `reader` to the next
/// iteration's `copy` (see the module header).
fn ordered(reader: Op, copy: Op, lc: Op, func: Op) -> bool {
    if lc.encloses(reader) {
        let (Some(r), Some(c)) = (body_op(lc, reader), body_op(lc, copy)) else {
            return false;
        };
        let (Some(pr), Some(pc)) = (position(lc, r), position(lc, c)) else {
            return false;
        };
        return body_barriers(lc).iter().any(|&(b, sync)| {
            let between = match pr.cmp(&pc) {
                std::cmp::Ordering::Less => pr < b && b < pc,
                std::cmp::Ordering::Greater => b > pr || b < pc,
                std::cmp::Ordering::Equal => b != pr,
            };
            between && holds_all(sync, func)
        });
    }
    let Some(lr) = innermost_for(reader) else {
        return false;
    };
    if lr.encloses(copy) {
        return false;
    }
    let Some(pr) = body_op(lr, reader).and_then(|r| position(lr, r)) else {
        return false;
    };
    let writer = body_barriers(lc);
    // The readers may only arrive (`bar.arrive`): the copier's sync on the
    // same barrier still waits for their arrival after the reads.
    body_barriers(lr)
        .into_iter()
        .chain(body_arrivals(lr))
        .any(|(b, sync)| b > pr && writer.iter().any(|&(_, w)| w == sync))
}

/// The arrive-only named barriers (`bar.arrive`, `nvvm.barrier.arrive`)
/// directly in `lp`'s body, with their positions.
fn body_arrivals(lp: Op) -> Vec<(usize, Sync)> {
    lp.children()
        .into_iter()
        .enumerate()
        .filter_map(|(i, op)| {
            let u = named_barrier_uses(op)
                .into_iter()
                .find(|u| u.arrive && u.id.is_some())?;
            Some((
                i,
                Sync {
                    id: u.id?,
                    threads: u.threads,
                },
            ))
        })
        .collect()
}
