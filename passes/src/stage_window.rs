//! The window of a pipeline stage: a stage's buffer may be used only
//! between the op that opens the stage (`stage.producer_acquire`,
//! `stage.consumer_wait`) and the op that gives it back
//! (`stage.producer_commit`, `stage.consumer_release`). Part of
//! `async-verify`, so that it runs before `async-insert-phases` lowers the
//! stages.
//!
//! Expects: a module that passed MLIR's verifier (SSA dominance holds).
//!
//! Reports, each as an error at the op, naming the pipeline and the ops of
//! the window:
//! - a use of a stage's buffer after the stage's commit or release on the
//!   same path: `memref.load`/`store`, vector ops, a bulk copy into or out
//!   of it, a view or subview of it, any op it is passed to (only
//!   `memref.dim` and `memref.rank`, which read no memory, and the
//!   structured control flow that merely carries it are not uses). Paths
//!   follow program order through `scf.if` (either branch),
//!   `scf.index_switch` and `scf.for`, including a later iteration of a loop
//!   whose body uses a stage opened before the loop and given back in it.
//!   The first use after the window is reported; the views made there are
//!   not reported again at their own uses;
//! - a `stage.buffer`, `stage.barrier`, commit or release whose stage was
//!   opened on another pipeline;
//! - a commit of a stage opened by `consumer_wait`, or a release of one
//!   opened by `producer_acquire`.
//!
//! Carried stages ([`crate::carried_stages`]): a stage yielded by an
//! `scf.for` iteration is the next iteration's iter_arg, or the loop's
//! result, and its window stays open until that value is given back; so a
//! consumer that waits stage k and releases stage k - 1 may use the buffer
//! of stage k - 1 until that release. Carried buffers (a stage's memref as
//! an iter_arg or a branch result) belong to the stages they come from.
//!
//! What the IR cannot express, and so needs no check: a buffer used before
//! its window opens (`stage.buffer` needs the stage value, which only the
//! acquire or wait defines, and SSA dominance puts that op before every
//! use), and a stage of another role (roles are sibling regions: a value
//! defined in one is not visible in another). A hand-written protocol at
//! barrier level, with buffers as plain shared-memory pointers, is not
//! covered here (see the checker's header for why it is not checked there
//! either).
//!
//! The analysis is path-insensitive (a branch taken on one path counts on
//! every path through the merge) and follows stages through the values
//! that carry them, not through memory. A loop runs any number of times,
//! zero included, unless its bounds are constants: then it runs its trip
//! count (a body that never runs is not looked at; a loop of one trip has
//! no later iteration). Its work is bounded: a kernel whose
//! nested loops need more than [`BUDGET`] op visits gets a warning that its
//! windows were not checked.

use crate::ir::{self, Op, OpKind};
use mlir_sys::*;
use std::collections::{HashMap, HashSet};

/// Most ops the analysis visits per kernel (loop bodies count once per
/// visit of the fixed point).
pub const BUDGET: usize = 200_000;

/// Rounds of a loop's fixed point after its first iteration.
const ROUNDS: usize = 16;

/// The closed stage keys on a path: key → the commit or release that
/// closed it (the first one found).
type State = HashMap<usize, Op>;

/// Checks the stage windows of the kernel `func`; `false` after an error.
pub fn check(func: Op) -> bool {
    if func.num_regions() == 0 || !has_stage_ops(func) {
        return true;
    }
    let tracking = Tracking::new(func);
    let mut ok = check_owners(func, &tracking);
    let mut analysis = Analysis::new(func, tracking);
    for block in blocks(func.region(0)) {
        analysis.walk_block(block, &mut State::new());
    }
    if analysis.budget == 0 {
        ir::emit_warning(
            func.location(),
            &format!(
                "stage windows of kernel @{} not checked: its loops need more than {BUDGET} op visits",
                func.str_attr("sym_name").unwrap_or_default()
            ),
        );
    }
    for (op, message) in &analysis.reports {
        op.error(message);
        ok = false;
    }
    ok
}

/// Whether `func` holds any `async.stage.*` op.
fn has_stage_ops(func: Op) -> bool {
    func.descendants()
        .iter()
        .any(|op| op.kind().is_some_and(is_stage_op))
}

/// Whether `kind` is one of the `async.stage.*` ops.
fn is_stage_op(kind: OpKind) -> bool {
    is_view(kind)
        || matches!(
            kind,
            OpKind::StageProducerAcquire
                | OpKind::StageProducerCommit
                | OpKind::StageConsumerWait
                | OpKind::StageConsumerRelease
        )
}

/// Whether `kind` reads a stage without opening or closing it: its
/// buffer, barrier, descriptor or index.
fn is_view(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::StageBuffer | OpKind::StageBarrier | OpKind::StageDescriptor | OpKind::StageIndex
    )
}

/// The blocks of a region, in order.
fn blocks(region: MlirRegion) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    let mut block = unsafe { mlirRegionGetFirstBlock(region) };
    while !block.ptr.is_null() {
        out.push(block);
        block = unsafe { mlirBlockGetNextInRegion(block) };
    }
    out
}

/// The ops of a block, in order.
fn block_ops(block: MlirBlock) -> Vec<Op> {
    let mut out = Vec::new();
    let mut op = unsafe { mlirBlockGetFirstOperation(block) };
    while !op.ptr.is_null() {
        out.push(Op(op));
        op = unsafe { mlirOperationGetNextInBlock(op) };
    }
    out
}

/// Operand `j` of the `scf.yield` ending the first block of `region` of `op`.
fn yielded(op: Op, region: usize, j: usize) -> Option<MlirValue> {
    let term = op.region_terminator(region)?;
    (term.name() == "scf.yield" && j < term.num_operands()).then(|| term.operand(j))
}

fn key(v: MlirValue) -> usize {
    v.ptr as usize
}

/// Whether `op` opens a stage.
fn is_open(op: Op) -> bool {
    matches!(
        op.kind(),
        Some(OpKind::StageProducerAcquire | OpKind::StageConsumerWait)
    )
}

/// Whether `op` gives a stage back.
fn is_close(op: Op) -> bool {
    matches!(
        op.kind(),
        Some(OpKind::StageProducerCommit | OpKind::StageConsumerRelease)
    )
}

/// `'name'` of the pipeline `v` comes from.
fn pipeline_name(v: MlirValue) -> String {
    ir::defining_op(v)
        .filter(|d| d.kind() == Some(OpKind::PipelineCreate))
        .and_then(|d| d.str_attr("name"))
        .map_or_else(|| "(unknown)".to_string(), |n| format!("'{n}'"))
}

/// `async.stage.consumer_wait at file:line:col`.
fn op_at(op: Op) -> String {
    format!("{} at {}", op.name(), ir::location_text(op))
}

/// The acquire or wait that defines the stage `v`, if one does.
fn direct_open(v: MlirValue) -> Option<Op> {
    ir::defining_op(v).filter(|d| is_open(*d) && d.num_operands() >= 1)
}

/// A stage used with another pipeline than the one that opened it, and a
/// window closed by the other side's op.
fn check_owners(func: Op, tracking: &Tracking) -> bool {
    let mut ok = true;
    for op in func.descendants() {
        let name = op.name();
        let uses_stage = is_close(op) || op.kind().is_some_and(is_view);
        if !uses_stage || op.num_operands() < 2 {
            continue;
        }
        let stage = op.operand(1);
        if let Some(open) = direct_open(stage) {
            if !unsafe { mlirValueEqual(open.operand(0), op.operand(0)) } {
                op.error(&format!(
                    "this {name} of pipeline {} takes a stage of pipeline {} ({}): a stage's buffer, barriers, commit and release belong to the pipeline that opened it",
                    pipeline_name(op.operand(0)),
                    pipeline_name(open.operand(0)),
                    op_at(open)
                ));
                ok = false;
                continue;
            }
        }
        if !is_close(op) {
            continue;
        }
        let (wrong, right) = if op.kind() == Some(OpKind::StageProducerCommit) {
            (OpKind::StageConsumerWait, OpKind::StageConsumerRelease)
        } else {
            (OpKind::StageProducerAcquire, OpKind::StageProducerCommit)
        };
        if let Some(open) = tracking
            .origins(stage)
            .into_iter()
            .find(|o| o.kind() == Some(wrong))
        {
            let right = right.name();
            op.error(&format!(
                "this {name} of pipeline {} closes the window of a stage opened by {}: that stage is given back with {right}",
                pipeline_name(op.operand(0)),
                op_at(open)
            ));
            ok = false;
        }
    }
    ok
}

/// Which values carry stages: the stage keys (opened stages, and the
/// values where paths of stages meet: loop iter_args and results, branch
/// results) and, for every value that carries one, the keys it carries.
struct Tracking {
    /// Value → the keys it carries.
    roots: HashMap<usize, Vec<MlirValue>>,
    /// Merge key → the values it is one of (for origins and aliases).
    sources: HashMap<usize, Vec<MlirValue>>,
    /// Key → the keys that are the same stage on some path at the same
    /// time (an iter_arg and its initial value, a result and the value
    /// from before the op that it may be).
    aliases: HashMap<usize, Vec<MlirValue>>,
}

impl Tracking {
    fn new(func: Op) -> Tracking {
        let mut t = Tracking {
            roots: HashMap::new(),
            sources: HashMap::new(),
            aliases: HashMap::new(),
        };
        let ops = func.descendants();
        // A loop's iter_arg may depend on its own yield: repeat to a fixed
        // point (each round only adds).
        for _ in 0..=ops.len() {
            let before = (
                t.roots.len(),
                t.sources.values().map(Vec::len).sum::<usize>(),
            );
            for &op in &ops {
                t.visit(op);
            }
            let after = (
                t.roots.len(),
                t.sources.values().map(Vec::len).sum::<usize>(),
            );
            if after == before {
                break;
            }
        }
        t.link_aliases(&ops);
        t
    }

    /// The keys `v` carries (none when it carries no stage).
    fn roots(&self, v: MlirValue) -> &[MlirValue] {
        self.roots.get(&key(v)).map_or(&[], Vec::as_slice)
    }

    fn tracked(&self, v: MlirValue) -> bool {
        !self.roots(v).is_empty()
    }

    fn set_roots(&mut self, v: MlirValue, roots: Vec<MlirValue>) {
        let entry = self.roots.entry(key(v)).or_default();
        for r in roots {
            if !entry.iter().any(|x| x.ptr == r.ptr) {
                entry.push(r);
            }
        }
    }

    /// Makes `v` a merge key that is one of `from`.
    fn merge(&mut self, v: MlirValue, from: &[MlirValue]) {
        self.set_roots(v, vec![v]);
        let entry = self.sources.entry(key(v)).or_default();
        for f in from {
            if !f.ptr.is_null() && !entry.iter().any(|x| x.ptr == f.ptr) {
                entry.push(*f);
            }
        }
    }

    fn visit(&mut self, op: Op) {
        let name = op.name();
        let kind = op.kind();
        match name.as_str() {
            _ if is_open(op) && op.num_results() == 1 => {
                let r = op.result(0);
                self.set_roots(r, vec![r]);
            }
            _ if matches!(kind, Some(OpKind::StageBuffer | OpKind::StageDescriptor))
                && op.num_operands() >= 2
                && op.num_results() == 1 =>
            {
                let roots = self.roots(op.operand(1)).to_vec();
                if !roots.is_empty() {
                    self.set_roots(op.result(0), roots);
                }
            }
            "scf.for" => self.visit_for(op),
            "scf.if" | "scf.index_switch" => {
                for j in 0..op.num_results() {
                    let ys: Vec<MlirValue> = (0..op.num_regions())
                        .filter_map(|r| yielded(op, r, j))
                        .collect();
                    if ys.iter().any(|y| self.tracked(*y)) {
                        self.merge(op.result(j), &ys);
                    }
                }
            }
            "scf.yield" => {}
            _ if kind.is_some_and(is_stage_op) => {}
            _ => self.visit_other(op, &name),
        }
    }

    fn visit_for(&mut self, op: Op) {
        if op.num_regions() == 0 || op.num_operands() < 3 {
            return;
        }
        let Some(body) = blocks(op.region(0)).into_iter().next() else {
            return;
        };
        let args = unsafe { mlirBlockGetNumArguments(body) } as usize;
        let inits = (op.num_operands() - 3).min(op.num_results());
        for j in 0..inits.min(args.saturating_sub(1)) {
            let init = op.operand(3 + j);
            let next = yielded(op, 0, j).unwrap_or(MlirValue {
                ptr: std::ptr::null(),
            });
            if self.tracked(init) || (!next.ptr.is_null() && self.tracked(next)) {
                let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
                self.merge(arg, &[init, next]);
                self.merge(op.result(j), &[init, next]);
            }
        }
    }

    /// Views, casts and address computations of a buffer carry its stages
    /// (what a load reads from it does not).
    fn visit_other(&mut self, op: Op, name: &str) {
        if name.ends_with(".load") || name.contains("atomic") {
            return;
        }
        let mut roots = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if !ir::is_async_type(ir::value_type(v), "stage") {
                roots.extend_from_slice(self.roots(v));
            }
        }
        if roots.is_empty() {
            return;
        }
        let address_op = matches!(
            name,
            "memref.extract_aligned_pointer_as_index" | "llvm.ptrtoint"
        ) || name.starts_with("arith.")
            || name.starts_with("index.");
        for j in 0..op.num_results() {
            let r = op.result(j);
            if address_op || is_address_type(ir::value_type(r)) {
                self.set_roots(r, roots.clone());
            }
        }
    }

    /// Links each merge key with the keys from outside its op that it may
    /// be (both ways).
    fn link_aliases(&mut self, ops: &[Op]) {
        let mut pairs = Vec::new();
        for &op in ops {
            let merged: Vec<MlirValue> = match op.name().as_str() {
                "scf.for" | "scf.if" | "scf.index_switch" => {
                    let mut vs: Vec<MlirValue> =
                        (0..op.num_results()).map(|j| op.result(j)).collect();
                    if op.name() == "scf.for" && op.num_regions() > 0 {
                        if let Some(body) = blocks(op.region(0)).into_iter().next() {
                            let n = unsafe { mlirBlockGetNumArguments(body) };
                            vs.extend((1..n).map(|a| unsafe { mlirBlockGetArgument(body, a) }));
                        }
                    }
                    vs
                }
                _ => continue,
            };
            for m in merged {
                for s in self.sources.get(&key(m)).cloned().unwrap_or_default() {
                    for r in self.roots(s).to_vec() {
                        if r.ptr != m.ptr && !ir::defined_inside(r, op) {
                            pairs.push((m, r));
                        }
                    }
                }
            }
        }
        for (a, b) in pairs {
            self.aliases.entry(key(a)).or_default().push(b);
            self.aliases.entry(key(b)).or_default().push(a);
        }
    }

    /// The acquires and waits that the stage `v` may come from.
    fn origins(&self, v: MlirValue) -> Vec<Op> {
        let mut out: Vec<Op> = Vec::new();
        let mut seen = HashSet::new();
        let mut work: Vec<MlirValue> = self.roots(v).to_vec();
        while let Some(k) = work.pop() {
            if !seen.insert(key(k)) {
                continue;
            }
            if let Some(open) = direct_open(k) {
                if !out.contains(&open) {
                    out.push(open);
                }
            }
            for s in self.sources.get(&key(k)).map_or(&[][..], Vec::as_slice) {
                work.extend_from_slice(self.roots(*s));
            }
        }
        out
    }
}

/// The trip count of an `scf.for` with constant bounds and a positive
/// step.
fn constant_trips(op: Op) -> Option<i64> {
    if op.num_operands() < 3 {
        return None;
    }
    let (lb, ub, step) = (
        ir::constant_int(op.operand(0))?,
        ir::constant_int(op.operand(1))?,
        ir::constant_int(op.operand(2))?,
    );
    if step <= 0 {
        return None;
    }
    Some(if ub <= lb {
        0
    } else {
        ((ub as i128 - lb as i128 + step as i128 - 1) / step as i128).min(i64::MAX as i128) as i64
    })
}

/// Memrefs and pointers: the types a buffer's views have.
fn is_address_type(ty: MlirType) -> bool {
    unsafe { mlirTypeIsAMemRef(ty) || mlirTypeIsALLVMPointerType(ty) }
}

/// The walk over the kernel's paths.
struct Analysis {
    tracking: Tracking,
    /// Every stage key, by its value's pointer.
    keys: HashMap<usize, MlirValue>,
    /// Ops that give a stage back, use a value that carries one, or hold
    /// such an op: the others are skipped.
    relevant: HashSet<usize>,
    /// Pre-order position of every op of the kernel.
    order: HashMap<usize, usize>,
    /// Results of ops already reported: their uses are not reported again.
    suppressed: HashSet<usize>,
    reported: HashSet<usize>,
    reports: Vec<(Op, String)>,
    budget: usize,
}

impl Analysis {
    fn new(func: Op, tracking: Tracking) -> Analysis {
        let ops = func.descendants();
        let order = ops
            .iter()
            .enumerate()
            .map(|(i, op)| (op.0.ptr as usize, i))
            .collect();
        let mut relevant = HashSet::new();
        for &op in ops.iter().rev() {
            let direct =
                is_close(op) || (0..op.num_operands()).any(|i| tracking.tracked(op.operand(i)));
            if direct || relevant.contains(&(op.0.ptr as usize)) {
                relevant.insert(op.0.ptr as usize);
                if let Some(p) = op.parent() {
                    relevant.insert(p.0.ptr as usize);
                }
            }
        }
        let keys = tracking
            .roots
            .values()
            .flatten()
            .map(|v| (key(*v), *v))
            .collect();
        Analysis {
            tracking,
            keys,
            relevant,
            order,
            suppressed: HashSet::new(),
            reported: HashSet::new(),
            reports: Vec::new(),
            budget: BUDGET,
        }
    }

    fn walk_block(&mut self, block: MlirBlock, state: &mut State) {
        for op in block_ops(block) {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            if self.relevant.contains(&(op.0.ptr as usize)) {
                self.walk_op(op, state);
            }
        }
    }

    fn walk_op(&mut self, op: Op, state: &mut State) {
        let name = op.name();
        match (op.kind(), name.as_str()) {
            _ if is_close(op) => self.close(op, state),
            (_, "scf.for") => self.walk_for(op, state),
            (_, "scf.if" | "scf.index_switch") => self.walk_branches(op, state),
            (Some(OpKind::WarpSpecialize), _) => self.walk_roles(op, state),
            (_, "scf.yield" | "memref.dim" | "memref.rank") => {}
            (Some(kind), _) if is_view(kind) => {}
            _ => {
                self.check_use(op, state);
                for r in 0..op.num_regions() {
                    // Blocks of one region are not ordered by position:
                    // each starts from the state before the op.
                    let entry = state.clone();
                    for block in blocks(op.region(r)) {
                        let mut s = entry.clone();
                        self.walk_block(block, &mut s);
                        union_into(state, &s);
                    }
                }
            }
        }
    }

    /// A loop: its first iteration from the state before it, then the
    /// later ones from the union of the iterations' ends until nothing
    /// new closes; after it, the state of zero trips or of any last
    /// iteration.
    fn walk_for(&mut self, op: Op, state: &mut State) {
        let Some(body) = (op.num_regions() > 0)
            .then(|| blocks(op.region(0)).into_iter().next())
            .flatten()
        else {
            return;
        };
        let trips = constant_trips(op);
        if trips == Some(0) {
            return;
        }
        let entry = state.clone();
        let carried = self.carried(op, body);
        // The first iteration: the iter_args are the initial values.
        let mut first: State = entry.clone();
        first.retain(|k, _| !self.defined_in(*k, op));
        for (arg, init, _) in &carried {
            if let Some((_, c)) = Self::closed_by(&entry, self.tracking.roots(*init)) {
                first.insert(key(*arg), c);
            }
        }
        self.walk_block(body, &mut first);
        let mut ends = first;
        if trips != Some(1) {
            self.later_iterations(op, body, &carried, &mut ends);
        }
        // Zero trips leave the state before the loop (unless the loop is
        // known to run).
        let mut after = if trips.is_some() {
            State::new()
        } else {
            entry.clone()
        };
        for (k, c) in &ends {
            if !self.defined_in(*k, op) {
                after.entry(*k).or_insert(*c);
            }
        }
        // The results are recomputed here: an alias may have marked them.
        for j in 0..op.num_results() {
            after.remove(&key(op.result(j)));
        }
        for (j, (_, init, yielded)) in carried.iter().enumerate() {
            // A result is the last iteration's yield, or (at zero trips)
            // the initial value.
            let closed = Self::closed_by(&ends, self.tracking.roots(*yielded)).or_else(|| {
                trips
                    .is_none()
                    .then(|| Self::closed_by(&entry, self.tracking.roots(*init)))
                    .flatten()
            });
            if let (Some((_, c)), true) = (closed, j < op.num_results()) {
                after.insert(key(op.result(j)), c);
            }
        }
        *state = after;
    }

    /// The iterations after the first, from the union `ends` of the
    /// iterations' ends, until an iteration closes nothing new; `ends`
    /// takes their ends too.
    fn later_iterations(
        &mut self,
        op: Op,
        body: MlirBlock,
        carried: &[(MlirValue, MlirValue, MlirValue)],
        ends: &mut State,
    ) {
        for _ in 0..ROUNDS {
            // The iter_args are what the previous iteration yielded.
            let mut next: State = ends.clone();
            next.retain(|k, _| !self.defined_in(*k, op));
            for (arg, _, yielded) in carried {
                if let Some((_, c)) = Self::closed_by(ends, self.tracking.roots(*yielded)) {
                    next.insert(key(*arg), c);
                }
            }
            let before = ends.len();
            self.walk_block(body, &mut next);
            union_into(ends, &next);
            if ends.len() == before || self.budget == 0 {
                return;
            }
        }
    }

    /// The iter_args of a loop: (body argument, initial value, yielded
    /// value), a null value where the yield is missing.
    fn carried(&self, op: Op, body: MlirBlock) -> Vec<(MlirValue, MlirValue, MlirValue)> {
        let args = unsafe { mlirBlockGetNumArguments(body) } as usize;
        let inits = op
            .num_operands()
            .saturating_sub(3)
            .min(args.saturating_sub(1));
        (0..inits)
            .map(|j| {
                let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
                let next = yielded(op, 0, j).unwrap_or(MlirValue {
                    ptr: std::ptr::null(),
                });
                (arg, op.operand(3 + j), next)
            })
            .collect()
    }

    /// Whether the key `k` is defined inside `op` (a fresh value on every
    /// visit of its body).
    fn defined_in(&self, k: usize, op: Op) -> bool {
        self.keys
            .get(&k)
            .is_some_and(|v| ir::defined_inside(*v, op))
    }

    /// Branches: each from the state before the op (a missing else block
    /// keeps that state); after it, the union of their ends.
    fn walk_branches(&mut self, op: Op, state: &mut State) {
        let entry = state.clone();
        let mut ends: Vec<State> = Vec::new();
        for r in 0..op.num_regions() {
            let mut s = entry.clone();
            if let Some(block) = blocks(op.region(r)).into_iter().next() {
                self.walk_block(block, &mut s);
            }
            ends.push(s);
        }
        let mut after = entry;
        for end in &ends {
            union_into(&mut after, end);
        }
        for j in 0..op.num_results() {
            after.remove(&key(op.result(j)));
            for (r, end) in ends.iter().enumerate() {
                let closed =
                    yielded(op, r, j).and_then(|y| Self::closed_by(end, self.tracking.roots(y)));
                if let Some((_, c)) = closed {
                    after.entry(key(op.result(j))).or_insert(c);
                }
            }
        }
        *state = after;
    }

    /// The roles of a `warp_specialize` run side by side: each from the
    /// state before it.
    fn walk_roles(&mut self, op: Op, state: &mut State) {
        let entry = state.clone();
        for role in op.children() {
            let mut s = entry.clone();
            for r in 0..role.num_regions() {
                for block in blocks(role.region(r)) {
                    self.walk_block(block, &mut s);
                }
            }
            union_into(state, &s);
        }
    }

    /// The first closed key among `roots` in `state`.
    fn closed_by(state: &State, roots: &[MlirValue]) -> Option<(MlirValue, Op)> {
        roots
            .iter()
            .find_map(|r| state.get(&key(*r)).map(|c| (*r, *c)))
    }

    /// Marks `root` and the keys that may be the same stage as closed by
    /// `by`.
    fn close_key(&self, root: MlirValue, by: Op, state: &mut State) {
        let mut work = vec![root];
        let mut seen = HashSet::new();
        while let Some(k) = work.pop() {
            if !seen.insert(key(k)) {
                continue;
            }
            state.entry(key(k)).or_insert(by);
            if let Some(a) = self.tracking.aliases.get(&key(k)) {
                work.extend_from_slice(a);
            }
        }
    }

    /// A commit or release: its stage's window closes. (A stage given back
    /// twice is left to the checker's arrival counts: paths through
    /// branches on correlated conditions would make it a guess here.)
    fn close(&mut self, op: Op, state: &mut State) {
        if op.num_operands() < 2 {
            return;
        }
        for r in self.tracking.roots(op.operand(1)).to_vec() {
            self.close_key(r, op, state);
        }
    }

    /// A use of a buffer whose stage is closed on this path.
    fn check_use(&mut self, op: Op, state: &State) {
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if self.suppressed.contains(&key(v)) || ir::is_async_type(ir::value_type(v), "stage") {
                continue;
            }
            let Some((root, by)) = Self::closed_by(state, self.tracking.roots(v)) else {
                continue;
            };
            let after = if by.kind() == Some(OpKind::StageProducerCommit) {
                "commit"
            } else {
                "release"
            };
            let then = if after == "commit" {
                "the consumers may read it and release it for the next refill"
            } else {
                "the producer may refill it"
            };
            let message = format!(
                "use of a buffer of pipeline {} after its stage's {after} ({}{}): the stage's window runs from {} to that {after}, and after it {then}",
                pipeline_name(by.operand(0)),
                op_at(by),
                self.when(by, op),
                self.opened_text(root)
            );
            self.report(op, message);
            for j in 0..op.num_results() {
                self.suppressed.insert(key(op.result(j)));
            }
            return;
        }
    }

    /// " in an earlier iteration of the loop at ..." when `earlier` comes
    /// after `op` in program order (so through a loop's back edge).
    fn when(&self, earlier: Op, op: Op) -> String {
        let pos = |o: Op| self.order.get(&(o.0.ptr as usize)).copied().unwrap_or(0);
        if pos(earlier) < pos(op) {
            return String::new();
        }
        let mut lp = op.ancestor("scf.for");
        while let Some(l) = lp {
            if l.encloses(earlier) {
                return format!(
                    ", in an earlier iteration of the loop at {}",
                    ir::location_text(l)
                );
            }
            lp = l.ancestor("scf.for");
        }
        String::new()
    }

    /// The ops that may have opened the stage `root`.
    fn opened_text(&self, root: MlirValue) -> String {
        let origins = self.tracking.origins(root);
        if origins.is_empty() {
            return "an op that is not an acquire or a wait".into();
        }
        origins
            .iter()
            .map(|o| op_at(*o))
            .collect::<Vec<_>>()
            .join(" or ")
    }

    fn report(&mut self, op: Op, message: String) {
        if self.reported.insert(op.0.ptr as usize) {
            self.reports.push((op, message));
        }
    }
}

/// Adds the closed keys of `from` to `into` (keeping `into`'s closers).
fn union_into(into: &mut State, from: &State) {
    for (k, c) in from {
        into.entry(*k).or_insert(*c);
    }
}
