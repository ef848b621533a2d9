//! Operators on synchronization ops themselves: dropping, duplicating and
//! moving releases, commits, arrives, waits, fences and barriers.

use super::Builder;
use crate::text::Source;

const RELEASE: &[&str] = &["async.stage.consumer_release"];
const COMMIT: &[&str] = &["async.stage.producer_commit"];
const ARRIVE: &[&str] = &[
    "async.barrier.arrive",
    "async.barrier.arrive_expect_tx",
    "async.barrier.commit_mma",
];
const MMA: &[&str] = &[
    "nvvm.wgmma.mma_async",
    "async.warpgroup.mma",
    "nvvm.tcgen05.mma",
];
const WGMMA_WAIT: &str = "nvvm.wgmma.wait.group.sync.aligned";
/// The wgmmas whose results an ordinary op may read too early.
const WGMMAS: &[&str] = &["nvvm.wgmma.mma_async", "async.warpgroup.mma"];
const NAMED_BARRIERS: &[&str] = &["nvvm.barrier0", "nvvm.barrier", "gpu.barrier"];
/// Ops a `tcgen05.fence::after_thread_sync` must follow.
const WAITS: &[&str] = &[
    "async.stage.consumer_wait",
    "async.stage.producer_acquire",
    "async.barrier.wait",
    "async.cluster_barrier",
    "nvvm.barrier0",
    "nvvm.barrier",
    "gpu.barrier",
];
/// Ops a `tcgen05.fence::before_thread_sync` must precede.
const SIGNALS: &[&str] = &[
    "async.stage.consumer_release",
    "async.stage.producer_commit",
    "async.barrier.arrive",
    "async.barrier.commit_mma",
    "async.cluster_barrier",
    "nvvm.barrier0",
    "nvvm.barrier",
    "gpu.barrier",
];
const COPIES: &[&str] = &["async.copy.bulk", "async.copy.tensor"];

/// Single-line ops named in `names` whose results (if any) are unused.
pub(super) fn single_ops(src: &Source, names: &[&str]) -> Vec<usize> {
    (0..src.lines.len())
        .filter(|&i| names.contains(&src.op_name(i)))
        .filter(|&i| src.stmt_end(i) == i && !src.results_used(i))
        .collect()
}

fn drop_all(src: &Source, b: &mut Builder, names: &[&str]) {
    for i in single_ops(src, names) {
        let what = format!("removed {}", src.op_name(i));
        b.emit(i, what, vec![(i, Builder::removed())]);
    }
}

fn dup_all(src: &Source, b: &mut Builder, names: &[&str]) {
    for i in single_ops(src, names) {
        if src.lines[i]
            .op
            .as_ref()
            .is_some_and(|o| !o.results.is_empty())
        {
            continue;
        }
        let what = format!("{} written twice", src.op_name(i));
        let line = b.appended(i, &b.op_text(i));
        b.emit(i, what, vec![(i, line)]);
    }
}

/// Moves the op of line `from` to just before the statement at `to`.
fn move_before(b: &mut Builder, from: usize, to: usize, what: String) {
    let text = b.op_text(from);
    b.emit(
        from,
        what,
        vec![(from, Builder::removed()), (to, b.prepended(to, &text))],
    );
}

/// Moves the op of line `from` to just after the line `after`.
fn move_after(b: &mut Builder, from: usize, after: usize, what: String) {
    let text = b.op_text(from);
    b.emit(
        from,
        what,
        vec![
            (from, Builder::removed()),
            (after, b.appended(after, &text)),
        ],
    );
}

pub(super) fn drop_release(src: &Source, b: &mut Builder) {
    drop_all(src, b, RELEASE);
}

pub(super) fn drop_commit(src: &Source, b: &mut Builder) {
    drop_all(src, b, COMMIT);
}

pub(super) fn drop_arrive(src: &Source, b: &mut Builder) {
    drop_all(src, b, ARRIVE);
}

pub(super) fn dup_release(src: &Source, b: &mut Builder) {
    dup_all(src, b, RELEASE);
}

pub(super) fn dup_commit(src: &Source, b: &mut Builder) {
    dup_all(src, b, COMMIT);
}

pub(super) fn dup_arrive(src: &Source, b: &mut Builder) {
    dup_all(src, b, ARRIVE);
}

pub(super) fn drop_wgmma_wait(src: &Source, b: &mut Builder) {
    drop_all(src, b, &[WGMMA_WAIT]);
}

pub(super) fn drop_wgmma_commit(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["nvvm.wgmma.commit.group.sync.aligned"]);
}

pub(super) fn drop_wgmma_fence(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["nvvm.wgmma.fence.aligned"]);
}

pub(super) fn drop_tcgen05_fence(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["nvvm.tcgen05.fence"]);
}

pub(super) fn drop_wait(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["async.barrier.wait"]);
}

pub(super) fn drop_proxy_fence(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["async.fence.proxy_async", "nvvm.fence.proxy"]);
}

pub(super) fn drop_store_wait(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["async.copy.store_wait"]);
}

pub(super) fn store_wait_deeper(src: &Source, b: &mut Builder) {
    for i in single_ops(src, &["async.copy.store_wait"]) {
        let code = &src.lines[i].code;
        let Some((head, rest)) = code.split_once("pending ") else {
            continue;
        };
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let Ok(n) = digits.parse::<u32>() else {
            continue;
        };
        let tail = &rest[digits.len()..];
        let what = format!("store_wait pending {n} -> {}", n + 1);
        b.emit(i, what, vec![(i, format!("{head}pending {}{tail}", n + 1))]);
    }
}

pub(super) fn drop_cluster_barrier(src: &Source, b: &mut Builder) {
    drop_all(src, b, &["async.cluster_barrier"]);
}

pub(super) fn drop_named_barrier(src: &Source, b: &mut Builder) {
    drop_all(src, b, NAMED_BARRIERS);
}

/// The `%` operands of the op on line `i` (before its type).
pub(super) fn operands(src: &Source, i: usize) -> Vec<String> {
    let code = &src.lines[i].code;
    let name = src.op_name(i);
    let Some(at) = code.find(name) else {
        return Vec::new();
    };
    let rest = &code[at + name.len()..];
    let rest = rest.split(" : ").next().unwrap_or(rest);
    let mut out = Vec::new();
    let mut chars = rest.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c != '%' {
            continue;
        }
        let mut end = start + 1;
        while let Some(&(j, d)) = chars.peek() {
            if !(d.is_ascii_alphanumeric() || d == '_' || d == '$' || d == '.') {
                break;
            }
            end = j + d.len_utf8();
            chars.next();
        }
        out.push(rest[start + 1..end].to_string());
    }
    out
}

/// Whether the statement starting at `s` holds an op named in `names`.
pub(super) fn stmt_holds(src: &Source, s: usize, names: &[&str]) -> bool {
    (s..=src.stmt_end(s)).any(|j| names.contains(&src.op_name(j)))
}

/// Whether line `j` writes shared memory (a copy, or a store to it).
fn fills(src: &Source, j: usize) -> bool {
    let name = src.op_name(j);
    if COPIES.contains(&name) {
        return true;
    }
    let store = matches!(
        name,
        "memref.store" | "llvm.store" | "vector.store" | "nvvm.stmatrix"
    );
    let code = &src.lines[j].code;
    store && (code.contains("ptr<3>") || code.contains(", 3>"))
}

/// The op lines of line `i`'s block before it, nearest first, up to the
/// op that defines `stop` (the stage the op at `i` gives back).
fn earlier_siblings(src: &Source, i: usize, stop: Option<&str>) -> Vec<usize> {
    let mut out = Vec::new();
    for s in src.ops_of_block(src.lines[i].block).into_iter().rev() {
        if s >= i {
            continue;
        }
        let defines = src.lines[s]
            .op
            .as_ref()
            .is_some_and(|op| stop.is_some_and(|n| op.results.iter().any(|r| r == n)));
        if defines {
            break;
        }
        out.push(s);
    }
    out
}

/// The stage a release or commit gives back (its second operand).
fn stage_of(src: &Source, i: usize) -> Option<String> {
    operands(src, i).get(1).cloned()
}

pub(super) fn release_early(src: &Source, b: &mut Builder) {
    for i in single_ops(src, RELEASE) {
        let Some(stage) = stage_of(src, i) else {
            continue;
        };
        let def = src
            .ops_of_block(src.lines[i].block)
            .into_iter()
            .rev()
            .filter(|&s| s < i)
            .find(|&s| defines(src, s, &stage));
        let target = match def {
            Some(d) => next_op(src, d),
            None => iter_arg_target(src, i, &stage),
        };
        let Some(target) = target else { continue };
        if target >= i {
            continue;
        }
        let what = format!("release of %{stage} moved up to line {}", target + 1);
        move_before(b, i, target, what);
    }
}

fn defines(src: &Source, s: usize, name: &str) -> bool {
    src.lines[s]
        .op
        .as_ref()
        .is_some_and(|op| op.results.iter().any(|r| r == name))
}

/// The op line after the statement at `s`, in its block.
fn next_op(src: &Source, s: usize) -> Option<usize> {
    let end = src.stmt_end(s);
    src.ops_of_block(src.lines[s].block)
        .into_iter()
        .find(|&j| j > end)
}

/// For a stage carried by the loop whose body holds line `i`: the body's
/// first op.
fn iter_arg_target(src: &Source, i: usize, stage: &str) -> Option<usize> {
    let (open, _) = src.lines[i].block?;
    let header_block = src.lines[open].block;
    let h = src.enclosing_stmt(header_block, open)?;
    let binds = (h..=open).any(|j| src.lines[j].code.contains(&format!("%{stage} = ")));
    if !binds || !src.is_op(h, "scf.for") {
        return None;
    }
    src.ops_of_block(src.lines[i].block).into_iter().next()
}

/// Releases (pipeline or barrier level) that may be moved.
fn releases(src: &Source) -> Vec<usize> {
    single_ops(
        src,
        &["async.stage.consumer_release", "async.barrier.arrive"],
    )
}

pub(super) fn release_above_wgmma_wait(src: &Source, b: &mut Builder) {
    for i in releases(src) {
        let stage = stage_of(src, i);
        let Some(&w) = earlier_siblings(src, i, stage.as_deref())
            .iter()
            .find(|&&s| src.is_op(s, WGMMA_WAIT))
        else {
            continue;
        };
        let what = format!(
            "{} moved above the wgmma wait_group of line {}",
            src.op_name(i),
            w + 1
        );
        move_before(b, i, w, what);
    }
}

/// Moves an op that reads a wgmma's result (directly, or a statement's
/// result that holds wgmmas: a loop of them) above the wgmma wait_group
/// between the two, so that it reads the accumulator in flight.
pub(super) fn read_above_wgmma_wait(src: &Source, b: &mut Builder) {
    for j in 0..src.lines.len() {
        let name = src.op_name(j);
        // Ordinary ops: not a wgmma, a region or a synchronization op
        // (the release-above-wgmma-wait class moves releases).
        let sync = name.starts_with("async.") && !name.starts_with("async.fragment.");
        if src.lines[j].op.is_none() || WGMMAS.contains(&name) || name.starts_with("scf.") || sync {
            continue;
        }
        for operand in operands(src, j) {
            let Some(d) = src.def_line(&operand, j) else {
                continue;
            };
            if !stmt_holds(src, d, WGMMAS) {
                continue;
            }
            let Some(&w) = earlier_siblings(src, j, Some(operand.as_str()))
                .iter()
                .find(|&&s| src.is_op(s, WGMMA_WAIT))
            else {
                continue;
            };
            let what = format!(
                "{name} (reading the wgmma result %{operand} of line {}) moved above the wgmma wait_group of line {}",
                d + 1,
                w + 1
            );
            move_before(b, j, w, what);
            break;
        }
    }
}

pub(super) fn release_above_mma(src: &Source, b: &mut Builder) {
    for i in releases(src) {
        let stage = stage_of(src, i);
        let Some(&s) = earlier_siblings(src, i, stage.as_deref())
            .iter()
            .find(|&&s| stmt_holds(src, s, MMA))
        else {
            continue;
        };
        let what = format!("{} moved above the MMAs of line {}", src.op_name(i), s + 1);
        move_before(b, i, s, what);
    }
}

pub(super) fn wgmma_wait_deeper(src: &Source, b: &mut Builder) {
    for i in single_ops(src, &[WGMMA_WAIT]) {
        let code = &src.lines[i].code;
        let Some((head, depth)) = code.rsplit_once(' ') else {
            continue;
        };
        let Ok(n) = depth.parse::<u32>() else {
            continue;
        };
        let what = format!("wgmma wait_group {n} -> {}", n + 1);
        b.emit(i, what, vec![(i, format!("{head} {}", n + 1))]);
    }
}

pub(super) fn tcgen05_fence_misplaced(src: &Source, b: &mut Builder) {
    for i in single_ops(src, &["nvvm.tcgen05.fence"]) {
        let code = &src.lines[i].code;
        let ops = src.ops_of_block(src.lines[i].block);
        if code.contains("<after>") {
            let prev = ops.iter().rev().find(|&&s| s < i).copied();
            if let Some(p) =
                prev.filter(|&p| WAITS.contains(&src.op_name(p)) && src.stmt_end(p) == p)
            {
                let what = format!(
                    "tcgen05 fence::after moved above the {} it follows",
                    src.op_name(p)
                );
                move_before(b, i, p, what);
            }
        } else if code.contains("<before>") {
            let next = ops.iter().find(|&&s| s > i).copied();
            if let Some(n) =
                next.filter(|&n| SIGNALS.contains(&src.op_name(n)) && src.stmt_end(n) == n)
            {
                let what = format!(
                    "tcgen05 fence::before moved below the {} it precedes",
                    src.op_name(n)
                );
                move_after(b, i, n, what);
            }
        }
    }
}

pub(super) fn commit_before_fill(src: &Source, b: &mut Builder) {
    let names = ["async.stage.producer_commit", "async.barrier.arrive"];
    for i in single_ops(src, &names) {
        let stage = stage_of(src, i).filter(|_| src.is_op(i, names[0]));
        let Some(&s) = earlier_siblings(src, i, stage.as_deref())
            .iter()
            .find(|&&s| (s..=src.stmt_end(s)).any(|j| fills(src, j)))
        else {
            continue;
        };
        let what = format!("{} moved above the fill of line {}", src.op_name(i), s + 1);
        move_before(b, i, s, what);
    }
}

pub(super) fn expect_after_copy(src: &Source, b: &mut Builder) {
    let names = ["async.barrier.arrive_expect_tx", "async.barrier.expect_tx"];
    for i in single_ops(src, &names) {
        let later = src
            .ops_of_block(src.lines[i].block)
            .into_iter()
            .filter(|&s| s > i)
            .find(|&s| stmt_holds(src, s, COPIES));
        let Some(s) = later else { continue };
        let end = src.stmt_end(s);
        let what = format!("{} moved below the copy of line {}", src.op_name(i), s + 1);
        move_after(b, i, end, what);
    }
}
