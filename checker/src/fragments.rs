//! Reads of a wgmma's result before its group retires, checked on the IR
//! in program order (as [`crate::fences`] orders them).
//!
//! A `wgmma.mma_async` writes its accumulator registers asynchronously:
//! until a `wgmma.wait_group N` has retired its group (at most N groups
//! committed after it still pending), an ordinary instruction that reads
//! them reads whatever the tensor cores have written so far. The PTX ISA
//! makes such an access undefined; ptxas serializes the wgmmas around it
//! where it sees one (C7514) and leaves it alone where it does not. A
//! promotion of FP8 partial sums that adds the fragment before its wait,
//! or a softmax that reads S before the wait of its group, is this bug.
//!
//! Every operand of an ordinary op (not a wgmma taking it as its
//! accumulator, not an op that only passes it on: `scf.yield`, a loop's
//! initial values) is traced back through loop-carried values and region
//! results to the wgmmas whose results it is. Walking back from the
//! reader in program order to each such wgmma, some wait between them
//! must retire its group: with `c` commits between the wgmma and a wait
//! `N` (the first closes the wgmma's own group), it is retired there when
//! `c - 1 >= N`.

use crate::fences::{before, origin, Origin, LIMIT};
use crate::maps::HashSet;
use phaselock_ir::{self as ir, Op, OpKind};

/// Whether `op` is a wgmma: `async.warpgroup.mma`, `nvvm.wgmma.mma_async`
/// or inline assembly of `wgmma.mma_async`.
fn is_mma(op: Op) -> bool {
    op.kind() == Some(OpKind::WarpgroupMma)
        || op.name() == "nvvm.wgmma.mma_async"
        || asm_text(op).is_some_and(|t| t.contains("wgmma.mma_async"))
}

/// The text of an `llvm.inline_asm`.
fn asm_text(op: Op) -> Option<String> {
    (op.name() == "llvm.inline_asm")
        .then(|| op.str_attr("asm_string"))
        .flatten()
}

/// What a wgmma op is for the count: a commit, or a wait with its N.
enum Mark {
    Commit,
    Wait(i64),
}

fn mark(op: Op) -> Option<Mark> {
    match op.name().as_str() {
        "nvvm.wgmma.commit.group.sync.aligned" => return Some(Mark::Commit),
        "nvvm.wgmma.wait.group.sync.aligned" => return op.int_attr("group").map(Mark::Wait),
        _ => {}
    }
    let text = asm_text(op)?;
    if text.contains("wgmma.commit_group") {
        return Some(Mark::Commit);
    }
    let rest = text.split("wgmma.wait_group").nth(1)?;
    rest.split(|c: char| c.is_whitespace() || c == ';')
        .filter(|t| !t.is_empty() && !t.starts_with('.'))
        .find_map(|t| t.parse::<i64>().ok())
        .map(Mark::Wait)
}

/// The wgmmas whose results `value` is, through loop-carried values,
/// loop results and region results ([`origin`]).
fn mma_sources(value: mlir_sys::MlirValue) -> Vec<Op> {
    let mut out = Vec::new();
    let mut seen = HashSet::default();
    let mut work = vec![value];
    while let Some(v) = work.pop() {
        if !seen.insert(v.ptr as usize) || seen.len() > 4096 {
            continue;
        }
        match origin(v) {
            Origin::Passed(values) => work.extend(values.into_iter().map(|(from, _)| from)),
            Origin::Result(def) if is_mma(def) => out.push(def),
            _ => {}
        }
    }
    out
}

/// The operands of `op` that it reads as an ordinary instruction.
fn read_operands(op: Op) -> std::ops::Range<usize> {
    match op.name().as_str() {
        // They pass values on: the values are read where they arrive.
        "scf.yield" | "scf.condition" | "scf.for" | "scf.while" => 0..0,
        // The condition only.
        "scf.if" | "scf.index_switch" => 0..1.min(op.num_operands()),
        // A chain of MMAs on one accumulator: not an ordinary read.
        _ if is_mma(op) && op.name() != "llvm.inline_asm" => 1..op.num_operands(),
        _ if is_mma(op) => 0..0,
        _ => 0..op.num_operands(),
    }
}

/// Whether some wait between `mma` and the reader whose ops before it in
/// program order are `prior` (nearest first, [`before`]) retires `mma`'s
/// group; `None` when the walk does not reach `mma`.
fn retired(mma: Op, prior: &[Op]) -> Option<bool> {
    // Per wait seen: its N and the commits seen before it in the walk
    // (those after it in program order).
    let mut waits: Vec<(i64, usize)> = Vec::new();
    let mut commits = 0usize;
    for &prior in prior {
        if prior == mma {
            return Some(waits.iter().any(|&(n, after)| (commits - after) as i64 > n));
        }
        match mark(prior) {
            Some(Mark::Commit) => commits += 1,
            Some(Mark::Wait(n)) => waits.push((n, commits)),
            None => {}
        }
    }
    None
}

/// Reports, for each wgmma whose result an ordinary op reads before a
/// wait retires its group, the first such op; `false` if any.
pub fn early_reads(func: Op, ops: &[Op]) -> bool {
    let mut ok = true;
    let mut reported = HashSet::default();
    for &reader in ops {
        // The walk back from the reader, once for all its wgmma sources.
        let mut prior: Option<Vec<Op>> = None;
        for i in read_operands(reader) {
            for mma in mma_sources(reader.operand(i)) {
                let prior = prior.get_or_insert_with(|| before(reader, func, LIMIT));
                let verdict = retired(mma, prior);
                // One report per wgmma, at its first early reader.
                if verdict == Some(true) || !reported.insert(mma.0.ptr as usize) {
                    continue;
                }
                ok = false;
                if verdict.is_none() {
                    reader.error(&format!(
                        "this op reads the result of the wgmma at {}, which the checker cannot place before it in program order: it cannot tell whether a nvvm.wgmma.wait.group.sync.aligned retires that wgmma first",
                        ir::location_text(mma)
                    ));
                    continue;
                }
                reader.error(&format!(
                    "this op reads the accumulator of the wgmma at {} before its group has retired: wgmma writes its registers asynchronously, so the read sees a partial result (retire the group with nvvm.wgmma.wait.group.sync.aligned first: N at most the groups committed after it)",
                    ir::location_text(mma)
                ));
            }
        }
    }
    ok
}
