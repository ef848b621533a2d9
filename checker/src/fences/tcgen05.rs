//! `tcgen05.fence` around the synchronization that orders tensor-memory
//! work between threads (sm_100a: compiled, not run).
//!
//! The PTX ISA's tcgen05 memory consistency model: `tcgen05.mma`, `cp`,
//! `shift`, `ld` and `st` are asynchronous, ordered neither with each other
//! (but the pipelined pairs of one thread) nor with the thread's
//! execution-ordering instructions (CTA and named barriers, mbarrier arrive
//! and wait, cluster barriers). Between threads, a pair of tcgen05
//! operations is ordered only by the canonical pattern: the first thread's
//! operation, `tcgen05.fence::before_thread_sync`, its synchronization; the
//! second thread's synchronization, `tcgen05.fence::after_thread_sync`, its
//! operation. `tcgen05.commit`'s mbarrier arrive carries the before-fence
//! implicitly (a thread that commits its MMAs needs no fence of its own
//! before the commit; the waiter still needs its after-fence).
//!
//! Checked on every path of a thread's program order ([`Query`]):
//! - after side: walking back from tcgen05 work that depends on what a
//!   synchronization ordered (an MMA, copy or shift, a tensor-memory load
//!   or store, the dealloc, the load of the address `tcgen05.alloc` wrote
//!   to shared memory), the first of an after-fence and a wait must be the
//!   fence;
//! - before side: walking back from a synchronization that lets other
//!   threads go on (an arrive, a CTA, named or cluster barrier, an mbarrier
//!   wait), the first of a before-fence, a commit, an earlier
//!   synchronization (checked itself) and a tcgen05 access (load, store,
//!   MMA, copy, shift, the alloc) must not be the access.
//!
//! A thread runs one role of a `warp_specialize`: a walk that passes over
//! one goes through each role apart (a fence in one role's code is no fence
//! for another's); likewise each region of an `scf.if`, and past an `scf.if`
//! without else that holds a fence, unless the fence's condition guards the
//! checked op too ([`Query::unguarded_if`]; an `if` holding a leader's
//! commit or arrive and no fence is taken to run). A fence that only
//! repeats what each path already has is not required. The NVVM ops and
//! inline assembly are read alike (an assembly string instruction by
//! instruction). A walk visits an op at most once more than
//! the loops around the checked op (the laps before), so the rule is linear
//! in the kernel per checked op; it runs only on kernels with tcgen05 work.

use crate::maps::HashSet;
use phaselock_ir::{self as ir, Op, OpKind};

/// What one instruction means to the rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    /// `tcgen05.fence::before_thread_sync`.
    Before,
    /// `tcgen05.fence::after_thread_sync`.
    After,
    /// `tcgen05.commit` (or `async.barrier.commit_mma`): a before-fence,
    /// implicitly.
    Commit,
    /// `tcgen05.mma`, `cp`, `shift`: asynchronous work a commit tracks.
    Pipelined,
    /// `tcgen05.ld`, `tcgen05.st`.
    Access,
    /// `tcgen05.alloc`: writes the columns' address to shared memory.
    Alloc,
    /// `tcgen05.dealloc`.
    Dealloc,
    /// A load of the address a `tcgen05.alloc` wrote.
    AddressLoad,
    /// A synchronization that waits for other threads (and lets them go
    /// on): an mbarrier wait, a CTA, named or cluster barrier.
    Wait,
    /// A synchronization that only lets other threads go on: an arrive.
    Signal,
}

impl Event {
    /// Work that must follow an after-fence when a wait precedes it.
    fn after_work(self) -> bool {
        matches!(
            self,
            Event::Pipelined | Event::Access | Event::Dealloc | Event::AddressLoad
        )
    }

    /// An access other threads must see ordered before a synchronization.
    fn before_work(self) -> bool {
        matches!(self, Event::Pipelined | Event::Access | Event::Alloc)
    }

    /// A synchronization that lets other threads go on.
    fn releases(self) -> bool {
        matches!(self, Event::Wait | Event::Signal)
    }
}

/// The event of one PTX instruction of an inline assembly string.
fn instruction_event(text: &str) -> Option<Event> {
    let t = text.trim();
    let event = if t.contains("tcgen05.fence::before_thread_sync") {
        Event::Before
    } else if t.contains("tcgen05.fence::after_thread_sync") {
        Event::After
    } else if t.contains("tcgen05.commit") {
        Event::Commit
    } else if t.contains("tcgen05.ld") || t.contains("tcgen05.st") {
        Event::Access
    } else if (t.contains("tcgen05.mma") && !t.contains("mma_smem_desc"))
        || t.contains("tcgen05.cp")
        || t.contains("tcgen05.shift")
    {
        Event::Pipelined
    } else if t.contains("tcgen05.alloc") {
        Event::Alloc
    } else if t.contains("tcgen05.dealloc") {
        Event::Dealloc
    } else if [
        "mbarrier.try_wait",
        "mbarrier.test_wait",
        "bar.sync",
        "barrier.sync",
        "barrier.cluster.wait",
    ]
    .iter()
    .any(|w| t.contains(w))
    {
        Event::Wait
    } else if ["mbarrier.arrive", "bar.arrive", "barrier.arrive"]
        .iter()
        .any(|w| t.contains(w))
        || (t.contains("barrier.cluster.arrive") && !t.contains("relaxed"))
    {
        Event::Signal
    } else {
        return None;
    };
    Some(event)
}

/// The event of an `nvvm` tcgen05 op (`name` without the `nvvm.` prefix).
fn tcgen05_op_event(op: Op, name: &str) -> Option<Event> {
    let family = |f: &str| name == f || name.starts_with(&format!("{f}."));
    let event = if name == "tcgen05.fence" {
        let kind = op.attr("kind").map(ir::attr_string).unwrap_or_default();
        if kind.contains("after") {
            Event::After
        } else {
            Event::Before
        }
    } else if family("tcgen05.commit") {
        Event::Commit
    } else if family("tcgen05.ld") || family("tcgen05.st") {
        Event::Access
    } else if family("tcgen05.mma") || family("tcgen05.cp") || family("tcgen05.shift") {
        Event::Pipelined
    } else if family("tcgen05.alloc") {
        Event::Alloc
    } else if family("tcgen05.dealloc") {
        Event::Dealloc
    } else {
        return None;
    };
    Some(event)
}

/// The events of `op`, in program order (`allocated`: the shared-memory
/// addresses `tcgen05.alloc` writes, see [`address_key`]).
fn events(op: Op, allocated: &HashSet<usize>) -> Vec<Event> {
    match op.kind() {
        Some(OpKind::BarrierWait | OpKind::BarrierTryWait | OpKind::ClusterBarrier) => {
            return vec![Event::Wait]
        }
        Some(OpKind::BarrierArrive | OpKind::BarrierArriveExpectTx) => return vec![Event::Signal],
        Some(OpKind::BarrierCommitMma) => return vec![Event::Commit],
        _ => {}
    }
    let name = op.name();
    match name.as_str() {
        "gpu.barrier" | "nvvm.barrier0" | "nvvm.barrier" | "nvvm.cluster.wait" => {
            vec![Event::Wait]
        }
        "nvvm.barrier.arrive" | "nvvm.cluster.arrive" => vec![Event::Signal],
        "llvm.inline_asm" => op
            .str_attr("asm_string")
            .unwrap_or_default()
            .split([';', '\n'])
            .filter_map(instruction_event)
            .collect(),
        "llvm.load"
            if op.num_operands() == 1 && allocated.contains(&address_key(op.operand(0))) =>
        {
            vec![Event::AddressLoad]
        }
        _ if name.starts_with("nvvm.mbarrier.try_wait")
            || name.starts_with("nvvm.mbarrier.test_wait") =>
        {
            vec![Event::Wait]
        }
        _ if name.starts_with("nvvm.mbarrier.arrive") => vec![Event::Signal],
        _ => name
            .strip_prefix("nvvm.")
            .and_then(|n| tcgen05_op_event(op, n))
            .into_iter()
            .collect(),
    }
}

/// What identifies a shared-memory address for [`Event::AddressLoad`]: the
/// global it takes the address of, or the value.
fn address_key(v: mlir_sys::MlirValue) -> usize {
    match ir::defining_op(v) {
        Some(d) if d.name() == "llvm.mlir.addressof" => d
            .attr("global_name")
            .map(ir::attr_string)
            .map(|g| {
                use std::hash::{Hash, Hasher};
                let mut h = std::collections::hash_map::DefaultHasher::new();
                g.hash(&mut h);
                h.finish() as usize
            })
            .unwrap_or(v.ptr as usize),
        _ => v.ptr as usize,
    }
}

/// Where the walk back from an op ends on the paths it follows.
#[derive(Debug, Clone, Copy)]
enum Walk {
    /// A path reaches a target event first: the op holding it (`None`: the
    /// op the walk starts at) and the event.
    Found(Option<Op>, Event),
    /// Every path reaches a stop first.
    Stopped,
    /// Some path reaches neither (yet).
    Open,
}

/// The walk of two sets of paths together: a target on any path is found;
/// the walk is open when any of its paths is.
fn merge(a: Walk, b: Walk) -> Walk {
    match (a, b) {
        (Walk::Found(..), _) => a,
        (_, Walk::Found(..)) => b,
        (Walk::Open, _) | (_, Walk::Open) => Walk::Open,
        _ => Walk::Stopped,
    }
}

/// A walk back through a thread's program order on every path of the
/// structured control flow: each region of an `scf.if` or
/// `scf.index_switch`, a loop's body or none of it where it may run no
/// lap ([`may_skip`]), at the top of a loop's body the lap before, one
/// role of a `warp_specialize` (a thread runs one), up to the kernel.
struct Query<'a, S, T> {
    allocated: &'a HashSet<usize>,
    stop: S,
    target: T,
    /// The conditions that hold where the checked op runs (see [`guards`]).
    guards: Vec<usize>,
    /// The loops whose lap before the walk has entered.
    crossed: std::cell::RefCell<Vec<Op>>,
}

impl<S: Fn(Event) -> bool, T: Fn(Event) -> bool> Query<'_, S, T> {
    /// The walk over `events` (in program order) of `op`, last first.
    fn over_events(&self, op: Option<Op>, events: &[Event]) -> Walk {
        for e in events.iter().rev() {
            if (self.stop)(*e) {
                return Walk::Stopped;
            }
            if (self.target)(*e) {
                return Walk::Found(op, *e);
            }
        }
        Walk::Open
    }

    /// The walk over `ops`, nearest first, each whole.
    fn over_ops(&self, ops: impl Iterator<Item = Op>) -> Walk {
        for op in ops {
            match self.over(op) {
                Walk::Open => {}
                done => return done,
            }
        }
        Walk::Open
    }

    /// The walk over the ops of region `r` of `op`, from its end.
    fn over_region(&self, op: Op, r: usize) -> Walk {
        self.over_ops(op.region_children(r).into_iter().rev())
    }

    /// The walk over `op` whole: its events, or its regions' paths.
    fn over(&self, op: Op) -> Walk {
        if op.num_regions() == 0 {
            return self.over_events(Some(op), &events(op, self.allocated));
        }
        if op.kind() == Some(OpKind::WarpSpecialize) {
            return op
                .children()
                .into_iter()
                .filter(|r| r.kind() == Some(OpKind::Role))
                .map(|r| self.over_region(r, 0))
                .fold(Walk::Stopped, merge);
        }
        // A region without a block (an `scf.if` without else) is no path.
        let regions = (0..op.num_regions())
            .filter(|r| !op.region_children(*r).is_empty())
            .map(|r| self.over_region(op, r))
            .fold(Walk::Stopped, merge);
        if may_skip(op) || self.unguarded_if(op) {
            merge(regions, Walk::Open)
        } else {
            regions
        }
    }

    /// Whether `op` is an `scf.if` without else, holding a tcgen05 fence,
    /// that the thread may pass without running its region: unless its
    /// condition is one of the checked op's guards with the same value at
    /// both (not computed in a loop whose lap before the walk is in). A
    /// fence is the thread's own: one that a condition may skip fences
    /// nothing. (An `if` without a fence, a leader's commit or arrive, is
    /// taken to run, as the thread doing the work does.)
    fn unguarded_if(&self, op: Op) -> bool {
        if op.name() != "scf.if" || op.num_regions() < 2 || !op.region_children(1).is_empty() {
            return false;
        }
        let fence = |d: &Op| {
            events(*d, self.allocated)
                .iter()
                .any(|e| matches!(e, Event::Before | Event::After))
        };
        if !op.descendants().iter().any(fence) {
            return false;
        }
        let cond = op.operand(0);
        if !self.guards.contains(&(cond.ptr as usize)) {
            return true;
        }
        self.crossed
            .borrow()
            .iter()
            .any(|lp| ir::defined_inside(cond, *lp))
    }

    /// The walk back from `op` (first its events before the checked one,
    /// `start`, then the ops before it) up to `func`.
    fn from(&self, op: Op, start: &[Event], func: Op) -> Walk {
        if let done @ (Walk::Found(..) | Walk::Stopped) = self.over_events(None, start) {
            return done;
        }
        let mut at = op;
        loop {
            let earlier = at.preceding();
            if let done @ (Walk::Found(..) | Walk::Stopped) = self.over_ops(earlier.into_iter()) {
                return done;
            }
            let Some(parent) = at.parent().filter(|p| *p != func) else {
                return Walk::Open;
            };
            // In an `scf.while`'s body, its condition region ran first in
            // the same lap.
            if parent.name() == "scf.while" && ir::region_index(parent, at) == 1 {
                if let done @ (Walk::Found(..) | Walk::Stopped) = self.over_region(parent, 0) {
                    return done;
                }
            }
            if matches!(parent.name().as_str(), "scf.for" | "scf.while") {
                self.crossed.borrow_mut().push(parent);
                // The lap before, whole (or this is the first lap).
                let lap = (0..parent.num_regions())
                    .map(|r| self.over_region(parent, r))
                    .fold(Walk::Stopped, merge);
                if let Walk::Found(..) = lap {
                    return lap;
                }
            }
            // A role's threads ran what precedes the warp_specialize, not
            // the other roles.
            at = match parent.kind() {
                Some(OpKind::Role) => match parent.parent() {
                    Some(ws) => ws,
                    None => return Walk::Open,
                },
                _ => parent,
            };
        }
    }
}

/// The conditions of the `scf.if`s whose then-region holds `op`: where `op`
/// runs they were true (an `if` without else on one of them ran its
/// fence too, unless a loop recomputed the condition in between).
fn guards(op: Op) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = op;
    while let Some(p) = at.parent() {
        if p.name() == "scf.if" && ir::region_index(p, at) == 0 {
            out.push(p.operand(0).ptr as usize);
        }
        at = p;
    }
    out
}

/// Whether a thread may pass `op` without running its regions: a loop
/// that may run no lap (`scf.while`, an `scf.for` with bounds that are not
/// constants giving it a lap). An `scf.if` without else may be passed too
/// unless its condition guards the checked op ([`Query::unguarded_if`]).
fn may_skip(op: Op) -> bool {
    match op.name().as_str() {
        "scf.while" => true,
        "scf.for" => {
            let bound = |i| ir::constant_int(op.operand(i));
            !matches!((bound(0), bound(1)), (Some(lo), Some(hi)) if hi > lo)
        }
        _ => false,
    }
}

/// How a diagnostic names the op found: its location, and its role when
/// it is in one that `checked` is not in.
fn found_text(found: Option<Op>, checked: Op) -> String {
    let Some(op) = found else {
        return "in the same assembly".to_string();
    };
    let role = op
        .ancestor(OpKind::Role.name())
        .filter(|r| !r.encloses(checked))
        .and_then(|r| r.str_attr("name"))
        .map(|n| format!(" (role '{n}')"))
        .unwrap_or_default();
    format!("{}{role}", ir::location_text(op))
}

/// Reports each tcgen05 op with no `after_thread_sync` fence since the
/// thread's last wait, and each synchronization with no `before_thread_sync`
/// fence (or commit) since the thread's last tcgen05 access, on any path;
/// `false` if any.
pub fn tcgen05_fences(func: Op, ops: &[Op]) -> bool {
    let allocated: HashSet<usize> = ops
        .iter()
        .filter(|op| events(**op, &HashSet::default()).contains(&Event::Alloc))
        .filter(|op| op.num_operands() > 0)
        .map(|op| address_key(op.operand(0)))
        .collect();
    // Nothing to order in a kernel without tensor-memory work.
    let tensor_work = |op: &Op| {
        events(*op, &allocated)
            .iter()
            .any(|e| e.after_work() || e.before_work())
    };
    if !ops.iter().any(tensor_work) {
        return true;
    }
    let mut ok = true;
    for &op in ops {
        let evs = events(op, &allocated);
        if let Some(i) = evs.iter().position(|e| e.after_work()) {
            ok &= check_after(func, op, &evs[..i], &allocated);
        }
        if let Some(i) = evs.iter().position(|e| e.releases()) {
            ok &= check_before(func, op, &evs[..i], &allocated);
        }
    }
    ok
}

/// The after side at `op` (see the module header); `false` if reported.
fn check_after(func: Op, op: Op, start: &[Event], allocated: &HashSet<usize>) -> bool {
    let query = Query {
        allocated,
        stop: |e| e == Event::After,
        target: |e| e == Event::Wait,
        guards: guards(op),
        crossed: Default::default(),
    };
    let Walk::Found(wait, _) = query.from(op, start, func) else {
        return true;
    };
    let what = if op.name() == "llvm.load" {
        "this load of the tensor-memory address that tcgen05.alloc wrote"
    } else {
        "this tcgen05 op"
    };
    op.error(&format!(
        "{what} follows the wait at {} with no tcgen05.fence::after_thread_sync between (nvvm.tcgen05.fence <after>): what the wait ordered is not ordered before it",
        found_text(wait, op)
    ));
    false
}

/// The before side at `op` (see the module header); `false` if reported.
fn check_before(func: Op, op: Op, start: &[Event], allocated: &HashSet<usize>) -> bool {
    let query = Query {
        allocated,
        // An earlier synchronization is checked itself: what precedes it
        // is fenced before it.
        stop: |e| matches!(e, Event::Before | Event::Commit) || e.releases(),
        target: Event::before_work,
        guards: guards(op),
        crossed: Default::default(),
    };
    let Walk::Found(access, kind) = query.from(op, start, func) else {
        return true;
    };
    let at = found_text(access, op);
    op.error(&if kind == Event::Pipelined {
        format!(
            "this op lets other threads go on after the tcgen05 MMA, copy or shift at {at} with neither a tcgen05.commit nor a tcgen05.fence::before_thread_sync between (nvvm.tcgen05.fence <before>): their tcgen05 work is not ordered after it"
        )
    } else {
        format!(
            "this op lets other threads go on after the tensor-memory access at {at} with no tcgen05.fence::before_thread_sync between (nvvm.tcgen05.fence <before>): they may reuse the tensor memory before the access is done"
        )
    });
    false
}
