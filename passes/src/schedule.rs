//! The schedule of one pipeline: which stage cursors each role visits, and
//! the proof that the producers and the consumers meet on every stage.
//!
//! A role visits cursors through its `producer_acquire`s (producers) or
//! `consumer_wait`s (consumers). Each of those ops contributes a *stream*:
//! - in a loop `scf.for %i = lb to ub step s` whose cursor is `k = a·i + r`
//!   (`a > 0`, `r` free of `i`, forms from [`crate::value`]), the arithmetic
//!   progression from `a·lb + r` by `a·s` below `a·ub + r`, under the
//!   context of the ops around the loop (outer loops, conditions);
//! - outside loops, the one cursor `k` (a peeled iteration).
//!
//! A condition around the loop that says the loop runs at least once
//! (`scf.if` on `ub > lb`, `sgt`/`slt`/`sge`/`sle`, taken on its true
//! side) is no part of the stream: where it fails, the loop would have run
//! no iteration, so the stream is the same with or without it. A loop
//! inside `scf.if %n > 0` visits what the loop alone visits.
//!
//! Streams of one role that continue each other are joined: a peeled first
//! stage `{S}` and a loop `[S+1, E)`, or a loop `[S, E-1)` and a peeled last
//! stage `{E-1}`. The join is exact when the loop runs at least once,
//! which holds when `E - S` is at least 1: a constant, or a form whose
//! atoms are `arith.maxsi(x, c)` with a constant `c` (a trip count clamped
//! to at least one, read at its floor `c`), or when both sit under
//! an `scf.if` whose condition is `E > S` (`sgt`/`slt`/`sge`/`sle`): then
//! the condition is taken off the joined stream, since where it fails both
//! the stream and the joined range are empty. An unguarded peel over a
//! dynamic trip count is not joined: at 0 trips the peeled stage would
//! still wait.
//!
//! The proof, on the joined streams:
//! - every producer role visits the same streams (several producers fill
//!   parts of every stage);
//! - broadcast: every consumer role visits exactly the producers' streams;
//! - alternating: `R ≥ 2` consumer roles each with one stream, under the
//!   producers' context, of stride `R·σ` (`σ` the producers' stride)
//!   starting at `S + o·σ` for distinct `o` in `0..R`, ending where the
//!   producer ends (or up to `o·σ` later when `E - S` is a multiple of
//!   `R·σ`, as for `k = R·i + o`, `i < m`, `E = R·m`): together they visit
//!   each producer cursor exactly once.
//!
//! - blocks: `R ≥ 2` consumer roles share the producers' streams out, each
//!   stream whole to one role (every consumer stream is a producer stream,
//!   and every producer stream is one role's): a ping-pong kernel, whose
//!   producer fills warpgroup 0's tile's K steps, then warpgroup 1's, from
//!   one ring. A role's next wait on a slot may then come many laps after
//!   its last one there; that the other roles' laps between have completed
//!   before it waits (the turns between the roles: named barriers) is the
//!   protocol checker's to prove, which reports a wait that can pass on a
//!   stale phase.
//!
//! Anything else is reported at the op: the pass never derives counts from
//! a schedule it could not prove.

use crate::ir::{self, Op};
use crate::roles::{enclosing_role, Role};
use crate::value::{iv_key, lower_bound, show, Floors, Labels, Lin, Values};
use mlir_sys::*;
use std::collections::BTreeMap;

/// How the consumer roles share the stages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pattern {
    /// Every consumer role consumes every stage.
    Broadcast,
    /// `R` consumer roles take turns, one stage each.
    Alternating(usize),
    /// `R` consumer roles share the producers' streams out, each stream
    /// whole to one role (a ping-pong kernel's tiles: one warpgroup takes
    /// a tile's K steps, the other the next tile's).
    Blocks(usize),
}

/// One op around a stream, compared by the forms it reads.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Around {
    /// `scf.for` with the key of its counter and its bounds.
    Loop {
        counter: String,
        lb: Lin,
        ub: Lin,
        step: Lin,
    },
    /// One side of an `scf.if` (`then`: region 0) on a condition.
    If { then: bool, cond: Lin },
    /// Another op, by name and location.
    Other(String),
}

impl Around {
    fn describe(&self, labels: &Labels) -> String {
        match self {
            Around::Loop {
                counter,
                lb,
                ub,
                step,
            } => format!(
                "loop {} from {} to {} step {}",
                show(&Lin::atom(counter.clone()), labels),
                show(lb, labels),
                show(ub, labels),
                show(step, labels)
            ),
            Around::If { then, cond } => format!(
                "{} of if {}",
                if *then { "then" } else { "else" },
                show(cond, labels)
            ),
            Around::Other(text) => text.clone(),
        }
    }
}

/// One part of the cursors a role visits.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Stream {
    /// The ops around it (loops, conditions), innermost first.
    context: Vec<Around>,
    /// The progression `start, start + stride, …` below `end`; `None` when
    /// the cursor is not an arithmetic progression of its loop (then
    /// `opaque` is the cursor).
    range: Option<(Lin, i64, Lin)>,
    opaque: Lin,
    /// Guards of the context as `P > 0` forms, by position in `context`.
    guards: Vec<(usize, Lin)>,
}

impl Stream {
    /// The stream in words, atoms read through `labels`.
    fn describe(&self, labels: &Labels) -> String {
        let l = |form: &Lin| show(form, labels);
        let body = match &self.range {
            Some((s, 1, e)) if *e == s.plus(1) => format!("cursor {}", l(s)),
            Some((s, 1, e)) => format!("cursors {} to {} (exclusive)", l(s), l(e)),
            Some((s, st, e)) => {
                format!("cursors {} to {} (exclusive) step {st}", l(s), l(e))
            }
            None => format!("cursor {}", l(&self.opaque)),
        };
        if self.context.is_empty() {
            body
        } else {
            let around: Vec<String> = self.context.iter().map(|a| a.describe(labels)).collect();
            format!("{body} inside {}", around.join(" inside "))
        }
    }

    /// Its number of stages, when every bound is a constant.
    fn constant_count(&self) -> Option<i64> {
        let (s, st, e) = self.range.as_ref()?;
        if !self.context.is_empty() {
            return None;
        }
        let span = e.sub(s).as_constant()?;
        Some(if span <= 0 {
            0
        } else {
            span.saturating_add(st - 1) / st
        })
    }
}

/// The condition of `scf.if` region `branch` as `P > 0`, if it is a signed
/// comparison taken on its true side.
fn guard_form(values: &mut Values, cond: MlirValue, branch: usize) -> Option<Lin> {
    let def = ir::defining_op(cond)?;
    if def.name() != "arith.cmpi" || branch != 0 {
        return None;
    }
    let pred = def
        .attr("predicate")
        .map(ir::attr_string)
        .and_then(|a| a.split(':').next().map(|p| p.trim().to_string()))
        .and_then(|p| p.parse::<i64>().ok())?;
    let (l, r) = (values.lin(def.operand(0)), values.lin(def.operand(1)));
    match pred {
        4 => Some(l.sub(&r)),         // sgt
        5 => Some(l.sub(&r).plus(1)), // sge
        2 => Some(r.sub(&l)),         // slt
        3 => Some(r.sub(&l).plus(1)), // sle
        _ => None,
    }
}

/// The trip count of an `scf.for` whose bounds are constants.
fn constant_trips(values: &mut Values, for_op: Op) -> Option<i64> {
    let lb = values.lin(for_op.operand(0)).as_constant()?;
    let ub = values.lin(for_op.operand(1)).as_constant()?;
    let step = values
        .lin(for_op.operand(2))
        .as_constant()
        .filter(|s| *s > 0)?;
    Some(if ub <= lb {
        0
    } else {
        ub.saturating_sub(lb).saturating_add(step - 1) / step
    })
}

/// The stream of one acquire or wait, with forms taken in `values`.
fn stream_of(op: Op, values: &mut Values) -> Stream {
    let root = enclosing_role(op).map(|r| r.op);
    let k = values.lin(op.operand(1));
    let mut around = ops_around(op, root);
    let k = fold_single_trips(values, &mut around, k);
    let innermost = around.iter().position(|(p, _)| p.name() == "scf.for");
    let mut stream = Stream {
        context: Vec::new(),
        range: Some((k.clone(), 1, k.plus(1))),
        opaque: Lin::default(),
        guards: Vec::new(),
    };
    // A cursor that is no multiple of the innermost loop's counter plus a
    // rest free of it, but depends on the iteration otherwise (through a
    // product with a loop-invariant value, `k = t·steps`, or a value the
    // loop carries, `k = base` where `base` grows by each tile's blocks:
    // the first K step of a persistent kernel's tile t) is one cursor per
    // iteration of that loop: the loop stays in the context, and the
    // stream is compared by value with the other roles' (the same form in
    // the same loop).
    let innermost = innermost.filter(|&at| {
        let iv = iv_key(values.loop_depth(around[at].0));
        k.coefficient(&iv) != 0
    });
    // The loop the stream runs over, and its trip span `ub - lb`.
    let (skip, span) = match innermost {
        Some(at) => loop_range(values, &mut stream, &k, around[at].0, at),
        None => (None, None),
    };
    push_context(values, &mut stream, &around, skip, span.as_ref());
    stream
}

/// The ops around `op` up to its role `root` or its kernel, innermost
/// first, each with the region that holds the next.
fn ops_around(op: Op, root: Option<Op>) -> Vec<(Op, usize)> {
    let mut around: Vec<(Op, usize)> = Vec::new();
    let (mut child, mut current) = (op, op.parent());
    while let Some(p) = current {
        if Some(p) == root || p.name() == "gpu.func" {
            break;
        }
        around.push((p, ir::region_index(p, child)));
        child = p;
        current = p.parent();
    }
    around
}

/// Takes the loops of one constant trip out of `around`: such a loop is a
/// block, and its counter in the cursor `k` is its start. Returns the
/// cursor with those counters replaced.
fn fold_single_trips(values: &mut Values, around: &mut Vec<(Op, usize)>, k: Lin) -> Lin {
    let mut k = k;
    around.retain(|(p, _)| {
        if p.name() != "scf.for" || constant_trips(values, *p) != Some(1) {
            return true;
        }
        let iv = iv_key(values.loop_depth(*p));
        let a = k.coefficient(&iv);
        if k.add_scaled(&Lin::atom(iv.clone()), -a).mentions(&iv) {
            return true;
        }
        let lb = values.lin(p.operand(0));
        k = k.add_scaled(&Lin::atom(iv), -a).add_scaled(&lb, a);
        false
    });
    k
}

/// The progression the cursor `k` runs over in `for_op` (`around[at]`),
/// set as the stream's range, or the stream made opaque when it is none;
/// with a range, the position of the loop (which then leaves the context)
/// and its trip span `ub - lb`.
fn loop_range(
    values: &mut Values,
    stream: &mut Stream,
    k: &Lin,
    for_op: Op,
    at: usize,
) -> (Option<usize>, Option<Lin>) {
    let depth = values.loop_depth(for_op);
    let iv = iv_key(depth);
    let a = k.coefficient(&iv);
    let rest = k.add_scaled(&Lin::atom(iv.clone()), -a);
    let step = ir::constant_int(for_op.operand(2)).filter(|s| *s > 0);
    let (lb, ub) = (values.lin(for_op.operand(0)), values.lin(for_op.operand(1)));
    stream.range = match step {
        // Conditions inside the loop make some iterations skip the op.
        Some(step) if a > 0 && !rest.mentions(&iv) && at == 0 => Some((
            lb.scale(a).add_scaled(&rest, 1),
            a.saturating_mul(step),
            ub.scale(a).add_scaled(&rest, 1),
        )),
        _ => None,
    };
    if stream.range.is_none() {
        stream.opaque = k.clone();
        (None, None)
    } else {
        (Some(at), Some(ub.sub(&lb)))
    }
}

/// The ops of `around` but the one at `skip` as the stream's context, and
/// the guards among its conditions; a condition on which threads run the
/// op, and the guard that is the loop's own zero-trip case (`span`), are
/// left out.
fn push_context(
    values: &mut Values,
    stream: &mut Stream,
    around: &[(Op, usize)],
    skip: Option<usize>,
    span: Option<&Lin>,
) {
    for (i, (p, branch)) in around.iter().enumerate() {
        if Some(i) == skip {
            continue;
        }
        let around = match p.name().as_str() {
            "scf.for" => Around::Loop {
                counter: values.counter(*p),
                lb: values.lin(p.operand(0)),
                ub: values.lin(p.operand(1)),
                step: values.lin(p.operand(2)),
            },
            // Which threads of the role run the op, not which cursors it
            // visits (see `crate::selection`).
            "scf.if" if crate::selection::selects_threads(p.operand(0)) => continue,
            "scf.if" => {
                if let Some(g) = guard_form(values, p.operand(0), *branch) {
                    // The loop's own zero-trip case (see the module header).
                    if span == Some(&g) {
                        continue;
                    }
                    stream.guards.push((stream.context.len(), g));
                }
                Around::If {
                    then: *branch == 0,
                    cond: values.lin(p.operand(0)),
                }
            }
            other => Around::Other(format!("{other} at {}", ir::location_text(*p))),
        };
        stream.context.push(around);
    }
}

/// Joins the streams of one role that continue each other.
fn join(mut streams: Vec<Stream>, floors: &Floors) -> Vec<Stream> {
    'again: loop {
        for i in 0..streams.len() {
            for j in 0..streams.len() {
                if i == j {
                    continue;
                }
                if let Some(joined) = join_pair(&streams[i], &streams[j], floors) {
                    let (hi, lo) = (i.max(j), i.min(j));
                    streams.remove(hi);
                    streams[lo] = joined;
                    continue 'again;
                }
            }
        }
        return streams;
    }
}

/// `a` followed by `b`, if they join exactly (see the module header).
fn join_pair(a: &Stream, b: &Stream, floors: &Floors) -> Option<Stream> {
    let ((s, 1, m), (m2, 1, e)) = (a.range.as_ref()?, b.range.as_ref()?) else {
        return None;
    };
    if m != m2 || (*e != m.plus(1) && *m != s.plus(1)) {
        return None;
    }
    let span = e.sub(s);
    let mut joined = Stream {
        range: Some((s.clone(), 1, e.clone())),
        ..a.clone()
    };
    if a.context == b.context && lower_bound(&span, floors).is_some_and(|c| c >= 1) {
        return Some(joined);
    }
    // A guard `span > 0` common to both: drop it from the joined stream.
    let strip = |x: &Stream| -> Option<Vec<Around>> {
        let (at, _) = x.guards.iter().find(|(_, g)| *g == span)?;
        let mut context = x.context.clone();
        context.remove(*at);
        Some(context)
    };
    let (ca, cb) = (strip(a)?, strip(b)?);
    if ca != cb {
        return None;
    }
    joined.context = ca;
    joined.guards.clear();
    Some(joined)
}

/// The joined streams of one role, the first of its ops, and how the atoms
/// of its forms read in messages.
struct RoleStreams {
    role: Option<Role>,
    streams: Vec<Stream>,
    op: Op,
    labels: Labels,
    floors: Floors,
}

impl RoleStreams {
    fn name(&self) -> String {
        self.role
            .map_or("the kernel".into(), |r| format!("role '{}'", r.name()))
    }

    /// A note at the role's first acquire (`producer`) or wait.
    fn note(&self, side: &str) -> (Op, String) {
        let verb = if side == "producer" {
            "acquires"
        } else {
            "waits on"
        };
        (self.op, format!("{} {verb} its stages here", self.name()))
    }

    fn describe(&self) -> String {
        self.streams
            .iter()
            .map(|s| s.describe(&self.labels))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// The joined streams of each role of `ops` (`None`: outside roles).
fn streams_by_role(ops: &[Op]) -> Vec<RoleStreams> {
    let mut by_role: Vec<RoleStreams> = Vec::new();
    let mut values_of: BTreeMap<usize, Values> = BTreeMap::new();
    for &op in ops {
        let role = enclosing_role(op);
        let root = role
            .map(|r| r.op)
            .or_else(|| op.ancestor("gpu.func"))
            .unwrap_or(op);
        let values = values_of
            .entry(root.0.ptr as usize)
            .or_insert_with(|| Values::new(root));
        let stream = stream_of(op, values);
        let (labels, floors) = (values.labels(), values.floors());
        match by_role
            .iter_mut()
            .find(|r| r.role.map(|r| r.op) == role.map(|r| r.op))
        {
            Some(entry) => {
                entry.streams.push(stream);
                entry
                    .labels
                    .extend(labels.iter().map(|(k, v)| (k.clone(), v.clone())));
                entry
                    .floors
                    .extend(floors.iter().map(|(k, v)| (k.clone(), *v)));
            }
            None => by_role.push(RoleStreams {
                role,
                streams: vec![stream],
                op,
                labels: labels.clone(),
                floors: floors.clone(),
            }),
        }
    }
    for entry in &mut by_role {
        let mut joined = join(std::mem::take(&mut entry.streams), &entry.floors);
        joined.sort();
        entry.streams = joined;
    }
    by_role
}

/// Proves the schedule of pipeline `name` from its acquires and waits, or
/// reports at the op why it cannot (and returns `None`).
///
/// Conditions that select threads of a role ([`crate::selection`]) are
/// not part of a stream: they say which threads visit the cursors.
pub fn derive(name: &str, acquires: &[Op], waits: &[Op]) -> Option<Pattern> {
    let producers = streams_by_role(acquires);
    let consumers = streams_by_role(waits);
    let (Some(first), false) = (producers.first(), consumers.is_empty()) else {
        return Some(Pattern::Broadcast);
    };
    let expected = &first.streams;
    for other in &producers[1..] {
        if other.streams != *expected {
            other.op.error_with_notes(&format!(
                "the producer roles of pipeline '{name}' must each fill every stage, but {} visits {} while {} visits {}",
                other.name(),
                other.describe(),
                first.name(),
                first.describe()
            ), &[other.note("producer"), first.note("producer")]);
            return None;
        }
    }
    if consumers.iter().all(|c| c.streams == *expected) {
        return Some(Pattern::Broadcast);
    }
    if let Some(r) = alternating(expected, &consumers) {
        return Some(Pattern::Alternating(r));
    }
    if let Some(r) = blocks(expected, &consumers) {
        return Some(Pattern::Blocks(r));
    }
    report(name, first, &consumers);
    None
}

/// `Some(R)` when the consumers take turns over the producer's one stream.
fn alternating(expected: &[Stream], consumers: &[RoleStreams]) -> Option<usize> {
    let r = consumers.len();
    let [p] = expected else { return None };
    let (ps, sigma, pe) = p.range.as_ref()?;
    if r < 2 {
        return None;
    }
    let stride = (r as i64).checked_mul(*sigma)?;
    let mut seen = vec![false; r];
    for consumer in consumers {
        let [c] = consumer.streams.as_slice() else {
            return None;
        };
        let (cs, cst, ce) = c.range.as_ref()?;
        if c.context != p.context || *cst != stride {
            return None;
        }
        let offset = cs.sub(ps).as_constant()?;
        if offset < 0 || offset % sigma != 0 || offset / sigma >= r as i64 {
            return None;
        }
        let o = (offset / sigma) as usize;
        if std::mem::replace(&mut seen[o], true) {
            return None;
        }
        let late = ce.sub(pe).as_constant()?;
        if late != 0 && !(late > 0 && late <= offset && pe.sub(ps).divisible_by(stride)) {
            return None;
        }
    }
    Some(r)
}

/// `Some(R)` when the `R >= 2` consumer roles share the producer's
/// streams out: every consumer stream is one of the producer's, and every
/// producer stream is some one role's. The producer's streams must differ
/// (sorted, so equal ones are neighbours); that they never meet is the
/// protocol checker's to prove.
fn blocks(expected: &[Stream], consumers: &[RoleStreams]) -> Option<usize> {
    let r = consumers.len();
    if r < 2 || expected.len() < r || expected.windows(2).any(|w| w[0] == w[1]) {
        return None;
    }
    let mut taken = vec![false; expected.len()];
    for consumer in consumers {
        if consumer.streams.is_empty() {
            return None;
        }
        for c in &consumer.streams {
            let at = (0..expected.len()).find(|&i| !taken[i] && expected[i] == *c)?;
            taken[at] = true;
        }
    }
    taken.iter().all(|t| *t).then_some(r)
}

/// The error for a schedule that is neither broadcast nor alternating.
fn report(name: &str, producer: &RoleStreams, consumers: &[RoleStreams]) {
    let pstreams = &producer.streams;
    let Some(consumer) = consumers.iter().find(|c| c.streams != *pstreams) else {
        return;
    };
    let cstreams = &consumer.streams;
    let total = |s: &[Stream]| -> Option<i64> {
        s.iter()
            .try_fold(0i64, |t, x| Some(t.saturating_add(x.constant_count()?)))
    };
    if let (1, Some(p), Some(c)) = (consumers.len(), total(pstreams), total(cstreams)) {
        let at = if p > c { producer.op } else { consumer.op };
        at.error_with_notes(&format!(
            "the producer of pipeline '{name}' runs {p} stages but its consumer runs {c}: the {} would wait forever on its last {} stages",
            if p > c { "producer" } else { "consumer" },
            p.abs_diff(c)
        ), &[producer.note("producer"), consumer.note("consumer")]);
        return;
    }
    let shape = if consumers.len() > 1 {
        format!(
            "; with {} consumer roles, each must either consume every stage (broadcast), take one stage in every {} in turn (alternating: role r of R waits on cursors k with k mod R = r), or take whole loops of the producer's (blocks: each of the producer's loops, all different, is one role's)",
            consumers.len(),
            consumers.len()
        )
    } else {
        String::new()
    };
    let peeled = if pstreams.len() != cstreams.len() {
        "; a peeled first or last stage joins its loop when the loop's trip count is at least 1 (a positive constant, or clamped by arith.maxsi with a positive constant), or when both sit under an scf.if on `end > start` (at 0 trips the peeled stage would wait for a stage no one produces)"
    } else {
        ""
    };
    // Either side may be the one to change: both are shown where they are.
    consumer.op.error_with_notes(
        &format!(
            "cannot prove that the producers and the consumers of pipeline '{name}' meet on every stage: {} visits {}, but {} visits {}{shape}{peeled}",
            producer.name(),
            producer.describe(),
            consumer.name(),
            consumer.describe(),
        ),
        &[producer.note("producer"), consumer.note("consumer")],
    );
}
