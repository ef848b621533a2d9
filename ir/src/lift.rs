//! Lifting MLIR values into the uniformity graph of [`crate::uniform`]:
//! whether a value is the same on every thread of a warp, a warpgroup or a
//! role, and each thread's value where it is a function of the thread
//! index.

use crate::uniform::{Bin, Cast, Graph, Node, NodeId, Pred};
use crate::{
    attr_string, constant_int, defining_op, depends_on, reads_thread_index, value_type, Op, OpKind,
};
use mlir_sys::*;
use std::collections::HashMap;

/// Whether `value` is the same on every thread of each group (a half-open
/// range `[lo, hi)` of linear thread indices: a warp, a warpgroup, a role),
/// as far as the IR shows. Sound: it answers "constant" only when that
/// holds, since a false "constant" would let some threads of an arrive unit
/// skip the arrive that the others wait at, a deadlock; where it cannot
/// tell, it answers "differs", which only rejects valid code.
///
/// The value is lifted into a [`crate::uniform::Graph`] and decided exactly for
/// each group (see [`crate::uniform`]): values of the form
/// `floor((tid + a) / d) + b` (the thread index through constants added or
/// subtracted, `divui`/`shrui`, `divsi`, `floordivsi`/`shrsi` by constants,
/// casts: `(tid - 32) / 32`, `(tid + 32) >> 5`, `tid / 32 - 1`,
/// `(tid / 32 - 4) / 4`) and their comparisons with a constant (any
/// predicate, the constant on either side) from the ends of the group;
/// everything else by evaluating it on every thread of the group with
/// `arith`'s semantics (wrap-around at `i1`..`i64` and 64-bit `index`;
/// `divsi` rounds toward zero, so `(tid - 64) / 32` differs on warp 1,
/// where `floordivsi` and `divui` do not).
///
/// What the leaves are:
/// - `tid.x` (`gpu.thread_id x`) is the linear thread index: the CTA is
///   taken to be one-dimensional, as the checker's simulation takes it, so
///   `tid.y`, `tid.z` are 0 (the linear index `tid.x + ntid.x * (tid.y +
///   ntid.y * tid.z)` that the passes build is then exactly `tid.x`);
/// - `laneid` (`gpu.lane_id`) is `tid mod 32`; `elect.sync` differs;
/// - `warpid` (`gpu.subgroup_id`), `vote.sync`, `redux.sync`,
///   `async.warp_reduce` of width 32 and the full-warp `shfl.sync idx` of a
///   lane that is constant are the same within one warp, and differ on a
///   larger group (but a `vote`, `redux`, or `shfl` of operands that are
///   all constant is constant);
/// - kernel arguments and the CTA-wide special registers (`ctaid`, `ntid`,
///   `nctaid`, cluster ids and ranks, `smid`, ...) are the same on every
///   thread; the other special registers (`clock`, `lanemask_*`, ...),
///   inline assembly, calls, atomics, loads from thread-private memory
///   (`alloca`) and the arguments of non-kernel functions differ;
/// - an `scf.for` induction variable is constant when its lower bound and
///   step are; an iter_arg when its initial and yielded values are (taking
///   it constant while the yielded value is looked at); a loop result when
///   the bounds and the iter_arg are; an `scf.if` result is the selected
///   yield, an `scf.index_switch` result constant when its operand and
///   every case's yield are; other region-holding ops' results and block
///   arguments differ;
/// - any other op is constant when its operands are. That includes loads
///   from shared or global memory: the threads that load one address are
///   taken to read the same value (the one assumption here that the IR
///   does not show: nothing writes the address between their reads).
///
/// The lifting stops 64 ops deep or after 512 values, answering "differs"
/// for what lies beyond.
pub fn constant_on_groups(value: MlirValue, groups: &[(i64, i64)]) -> bool {
    let mut lift = Lift::default();
    let root = lift.node(value, 0);
    groups
        .iter()
        .all(|&(lo, hi)| lift.graph.constant_on(root, lo, hi))
}

/// Each thread's bits of `value` over the thread indices `[lo, hi)`, when
/// it is a function of the thread index and constants (with
/// [`crate::uniform`]'s semantics: arith's wrapping, signed and unsigned
/// readings); `None` otherwise.
pub fn thread_values(value: MlirValue, lo: i64, hi: i64) -> Option<Vec<u64>> {
    let mut lift = Lift::default();
    let root = lift.node(value, 0);
    lift.graph.thread_values(root, lo, hi)
}

/// How deep [`Lift`] follows operands, and how many values it lifts.
const LIFT_DEPTH: usize = 64;
const LIFT_NODES: usize = 512;

/// MLIR values lifted into a [`crate::uniform::Graph`], each once.
#[derive(Default)]
struct Lift {
    graph: Graph,
    memo: HashMap<usize, NodeId>,
}

/// A value's width for [`crate::uniform`]: integers their width, `index` 64,
/// other types 64 (they are never evaluated).
fn int_width(value: MlirValue) -> Option<u32> {
    let ty = value_type(value);
    unsafe {
        if mlirTypeIsAInteger(ty) {
            Some(mlirIntegerTypeGetWidth(ty))
        } else if mlirTypeIsAIndex(ty) {
            Some(64)
        } else {
            None
        }
    }
}

/// The CTA-wide special registers (`nvvm.read.ptx.sreg.<name>`).
fn cta_uniform_sreg(name: &str) -> bool {
    name.starts_with("ctaid.")
        || name.starts_with("nctaid.")
        || name.starts_with("ntid.")
        || name.starts_with("cluster")
        || name.starts_with("nclusterid.")
        || matches!(
            name,
            "nwarpid"
                | "smid"
                | "nsmid"
                | "gridid"
                | "warpsize"
                | "dynamic_smem_size"
                | "total_smem_size"
                | "aggr_smem_size"
        )
}

impl Lift {
    fn add(&mut self, value: MlirValue, node: Node) -> NodeId {
        let id = self.graph.add(node, int_width(value).unwrap_or(64));
        self.memo.insert(value.ptr as usize, id);
        id
    }

    fn node(&mut self, value: MlirValue, depth: usize) -> NodeId {
        if let Some(&id) = self.memo.get(&(value.ptr as usize)) {
            return id;
        }
        if value.ptr.is_null() || depth > LIFT_DEPTH || self.graph.len() >= LIFT_NODES {
            // Not kept: a shorter path to the value may lift it.
            return self.graph.add(Node::Varies, 64);
        }
        if unsafe { mlirValueIsABlockArgument(value) } {
            return self.block_argument(value, depth);
        }
        let Some(def) = defining_op(value) else {
            return self.add(value, Node::Varies);
        };
        let node = self.result(def, value, depth);
        self.add(value, node)
    }

    fn operands(&mut self, def: Op, depth: usize) -> Vec<NodeId> {
        (0..def.num_operands())
            .map(|i| self.node(def.operand(i), depth + 1))
            .collect()
    }

    fn block_argument(&mut self, value: MlirValue, depth: usize) -> NodeId {
        let (block, index) = unsafe {
            (
                mlirBlockArgumentGetOwner(value),
                mlirBlockArgumentGetArgNumber(value) as usize,
            )
        };
        let parent = unsafe { mlirBlockGetParentOperation(block) };
        if parent.ptr.is_null() {
            return self.add(value, Node::Varies);
        }
        let parent = Op(parent);
        let entry = parent.num_regions() > 0
            && unsafe { mlirBlockEqual(mlirRegionGetFirstBlock(parent.region(0)), block) };
        match parent.name().as_str() {
            // Kernel arguments are the same on every thread; a device
            // function's are whatever its callers pass.
            "gpu.func" if entry && parent.attr("gpu.kernel").is_some() => {
                self.add(value, Node::Uniform)
            }
            "llvm.func" if entry && parent.attr("nvvm.kernel").is_some() => {
                self.add(value, Node::Uniform)
            }
            "scf.for" if entry && parent.num_operands() >= 3 => {
                if index == 0 {
                    let lb = self.node(parent.operand(0), depth + 1);
                    let step = self.node(parent.operand(2), depth + 1);
                    return self.add(value, Node::Opaque(vec![lb, step]));
                }
                let yielded = unsafe { mlirBlockGetTerminator(block) };
                if yielded.ptr.is_null() || 3 + index > parent.num_operands() {
                    return self.add(value, Node::Varies);
                }
                let yielded = Op(yielded);
                if yielded.name() != "scf.yield" || index > yielded.num_operands() {
                    return self.add(value, Node::Varies);
                }
                // A placeholder first: the yielded value may use this one.
                let id = self.add(value, Node::Varies);
                let init = self.node(parent.operand(3 + index - 1), depth + 1);
                let next = self.node(yielded.operand(index - 1), depth + 1);
                self.graph.set(id, Node::Carried { init, next });
                id
            }
            _ => self.add(value, Node::Varies),
        }
    }

    /// The yielded value `index` of the first block of `region` of `op`.
    fn yielded(&mut self, op: Op, region: usize, index: usize, depth: usize) -> Option<NodeId> {
        let term = op.region_terminator(region)?;
        (term.name() == "scf.yield" && index < term.num_operands())
            .then(|| self.node(term.operand(index), depth + 1))
    }

    /// The node of result `value` of `def`: by the op's family, the first
    /// that knows the op.
    fn result(&mut self, def: Op, value: MlirValue, depth: usize) -> Node {
        let name = def.name();
        let index = (0..def.num_results())
            .position(|i| def.result(i).ptr == value.ptr)
            .unwrap_or(0);
        if let Some(node) = self.arith(def, &name, value, depth) {
            return node;
        }
        if let Some(node) = thread_index(def, &name) {
            return node;
        }
        if let Some(node) = self.warp_collective(def, &name, index, depth) {
            return node;
        }
        if let Some(node) = self.structured(def, &name, index, depth) {
            return node;
        }
        self.other(def, &name, depth)
    }

    /// An `arith` constant, binary op, comparison, cast or select (and
    /// `llvm.mlir.constant`).
    fn arith(&mut self, def: Op, name: &str, value: MlirValue, depth: usize) -> Option<Node> {
        let int_in = def.num_operands() > 0 && int_width(def.operand(0)).is_some();
        let int_out = int_width(value).is_some();
        let operand = |lift: &mut Lift, i: usize| lift.node(def.operand(i), depth + 1);
        Some(match name {
            "arith.constant" | "llvm.mlir.constant" => match def.int_attr("value") {
                Some(c) if int_out => Node::Const(c as u64),
                _ => Node::Uniform,
            },
            n if int_out && int_in && def.num_operands() == 2 && Bin::from_arith(n).is_some() => {
                let op = Bin::from_arith(n).unwrap_or(Bin::Add);
                Node::Bin(op, operand(self, 0), operand(self, 1))
            }
            "arith.cmpi" if int_in && def.num_operands() == 2 => {
                match def.int_attr("predicate").and_then(Pred::from_number) {
                    Some(pred) => Node::Cmp(pred, operand(self, 0), operand(self, 1)),
                    None => Node::Opaque(self.operands(def, depth)),
                }
            }
            "arith.extui" | "arith.extsi" | "arith.trunci" | "arith.index_cast"
            | "arith.index_castui"
                if int_in && int_out =>
            {
                let from = int_width(def.operand(0)).unwrap_or(64);
                let to = int_width(value).unwrap_or(64);
                let cast = match name {
                    "arith.extui" => Cast::ZeroExt,
                    "arith.extsi" => Cast::SignExt,
                    "arith.index_cast" if to > from => Cast::SignExt,
                    "arith.index_castui" if to > from => Cast::ZeroExt,
                    _ => Cast::Trunc,
                };
                Node::Cast(cast, operand(self, 0))
            }
            "arith.select" if def.num_operands() == 3 && int_width(def.operand(0)) == Some(1) => {
                Node::Select(operand(self, 0), operand(self, 1), operand(self, 2))
            }
            _ => return None,
        })
    }

    /// A shuffle, vote or reduction across the lanes of a warp.
    fn warp_collective(&mut self, def: Op, name: &str, index: usize, depth: usize) -> Option<Node> {
        Some(match name {
            "nvvm.shfl.sync" if def.num_operands() == 4 => self.shuffle(def, depth),
            n if n.starts_with("nvvm.vote.") || n.starts_with("nvvm.redux.") => Node::PerWarp {
                in_warp: Vec::new(),
                otherwise: Some(self.operands(def, depth)),
            },
            _ if def.kind() == Some(OpKind::WarpReduce) => {
                let all = self.operands(def, depth);
                if def.int_attr("width") == Some(32) {
                    Node::PerWarp {
                        in_warp: Vec::new(),
                        otherwise: Some(all),
                    }
                } else {
                    Node::Opaque(all)
                }
            }
            "gpu.shuffle" if index == 0 => Node::Opaque(self.operands(def, depth)),
            _ => return None,
        })
    }

    /// `nvvm.shfl.sync`: the same within a warp when every lane reads one
    /// constant lane of the whole warp.
    fn shuffle(&mut self, def: Op, depth: usize) -> Node {
        let kind = def.attr("kind").map(attr_string).unwrap_or_default();
        // Only the value, not the {value, valid} pair, of a
        // shuffle of constant operands is constant: `up`/`down`
        // are valid on some lanes only.
        let plain = def.attr("return_value_and_is_valid").is_none();
        // `c = 0x1f` (no segments, the last lane 31): every lane
        // reads lane `b & 31`.
        let full_warp = constant_int(def.operand(3)).is_some_and(|c| c & 0x1f1f == 0x1f);
        let all = self.operands(def, depth);
        if kind.contains("idx") && full_warp {
            Node::PerWarp {
                in_warp: vec![all[0], all[2]],
                otherwise: plain.then_some(all),
            }
        } else if plain {
            Node::Opaque(all)
        } else {
            Node::Varies
        }
    }

    /// Result `index` of an `scf.if`, `scf.for` or `scf.index_switch`.
    fn structured(&mut self, def: Op, name: &str, index: usize, depth: usize) -> Option<Node> {
        Some(match name {
            "scf.if" => {
                let cond = self.node(def.operand(0), depth + 1);
                match (
                    self.yielded(def, 0, index, depth),
                    self.yielded(def, 1, index, depth),
                ) {
                    (Some(then), Some(other)) => Node::Select(cond, then, other),
                    _ => Node::Varies,
                }
            }
            "scf.for" if def.num_operands() >= 3 => {
                let block = unsafe { mlirRegionGetFirstBlock(def.region(0)) };
                if block.ptr.is_null()
                    || unsafe { mlirBlockGetNumArguments(block) } as usize <= index + 1
                {
                    return Some(Node::Varies);
                }
                let carried = self.node(
                    unsafe { mlirBlockGetArgument(block, (index + 1) as isize) },
                    depth + 1,
                );
                let mut ops: Vec<NodeId> = (0..3)
                    .map(|i| self.node(def.operand(i), depth + 1))
                    .collect();
                ops.push(carried);
                Node::Opaque(ops)
            }
            "scf.index_switch" if def.num_operands() == 1 => {
                let mut ops = vec![self.node(def.operand(0), depth + 1)];
                for r in 0..def.num_regions() {
                    match self.yielded(def, r, index, depth) {
                        Some(y) => ops.push(y),
                        None => return Some(Node::Varies),
                    }
                }
                Node::Opaque(ops)
            }
            _ => return None,
        })
    }

    /// Any other op: what differs between threads by its nature, the
    /// results of other region-holding ops, reads of thread-private
    /// memory; else constant when its operands are.
    fn other(&mut self, def: Op, name: &str, depth: usize) -> Node {
        match name {
            n if n == "llvm.inline_asm"
                || n.contains(".call")
                || n.contains("atomic")
                || n.contains("cmpxchg")
                || n == "gpu.global_id"
                || n == "gpu.shuffle"
                || reads_thread_index(n) =>
            {
                Node::Varies
            }
            _ if def.num_regions() > 0 => Node::Varies,
            // Thread-private memory: each thread reads its own.
            _ if (0..def.num_operands()).any(|i| {
                depends_on(def.operand(i), &|n| {
                    n == "memref.alloca" || n == "llvm.alloca"
                })
            }) =>
            {
                Node::Varies
            }
            _ => Node::Opaque(self.operands(def, depth)),
        }
    }
}

/// A thread's index, lane or warp, or another special register.
fn thread_index(def: Op, name: &str) -> Option<Node> {
    Some(match name {
        "nvvm.read.ptx.sreg.tid.x" => Node::Tid,
        "nvvm.read.ptx.sreg.tid.y" | "nvvm.read.ptx.sreg.tid.z" => Node::Const(0),
        "gpu.thread_id" => {
            let dim = def.attr("dimension").map(attr_string).unwrap_or_default();
            if dim.contains('x') {
                Node::Tid
            } else if dim.contains('y') || dim.contains('z') {
                Node::Const(0)
            } else {
                Node::Varies
            }
        }
        "nvvm.read.ptx.sreg.laneid" | "gpu.lane_id" => Node::Lane,
        "nvvm.read.ptx.sreg.warpid" | "gpu.subgroup_id" => Node::PerWarp {
            in_warp: Vec::new(),
            otherwise: None,
        },
        n if n.starts_with("nvvm.read.ptx.sreg.") => {
            if cta_uniform_sreg(&n["nvvm.read.ptx.sreg.".len()..]) {
                Node::Uniform
            } else {
                Node::Varies
            }
        }
        _ => return None,
    })
}
