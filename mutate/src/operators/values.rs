//! Operators on the values synchronization depends on: loop bounds,
//! stage cursors and slots, wait parities, byte counts, tensor boxes,
//! scopes and init counts.

use super::sync::{operands, single_ops};
use super::Builder;
use crate::text::{has_token, is_id_char, replace_token, Source};

/// Op names whose presence in a loop makes its bound matter to the
/// protocol (synchronization, MMAs, shared-memory accesses).
const SYNC_PREFIXES: &[&str] = &[
    "async.",
    "nvvm.wgmma",
    "nvvm.tcgen05",
    "nvvm.barrier",
    "nvvm.mapa",
];
const MEMORY: &[&str] = &["memref.load", "memref.store", "llvm.load", "llvm.store"];
/// Op names that make a loop one that runs laps of a protocol.
const LAP_OPS: &[&str] = &[
    "async.stage.producer_acquire",
    "async.stage.producer_commit",
    "async.stage.consumer_wait",
    "async.stage.consumer_release",
    "async.barrier.wait",
    "async.barrier.arrive",
    "async.barrier.arrive_expect_tx",
    "async.barrier.commit_mma",
    "async.cluster_barrier",
    "async.copy.bulk",
    "async.copy.tensor",
];

/// An `scf.for` header: its line, upper bound and bound type.
struct Loop {
    line: usize,
    upper: String,
    ty: String,
}

/// The loops of the kernel whose body runs laps of a protocol (`laps`:
/// waits, arrives, copies) or, if not, also synchronizes in any way,
/// issues MMAs or touches memory.
fn loops(src: &Source, laps: bool) -> Vec<Loop> {
    let mut out = Vec::new();
    for i in 0..src.lines.len() {
        if !src.is_op(i, "scf.for") {
            continue;
        }
        let code = &src.lines[i].code;
        let (Some(to), Some(step)) = (code.find(" to "), code.find(" step ")) else {
            continue;
        };
        let upper = code[to + 4..step].trim().to_string();
        if !upper.starts_with('%') || upper.contains(' ') {
            continue;
        }
        let Some(open) = (i..=src.stmt_end(i)).find(|&j| src.lines[j].code.ends_with('{')) else {
            continue;
        };
        let header: Vec<&str> = (i..=open).map(|j| src.lines[j].code.trim()).collect();
        let ty = bound_type(&header.join(" "));
        let body = src.region_opened_by(open);
        let end = src.block_end(body);
        let relevant = (open + 1..end).any(|j| {
            let name = src.op_name(j);
            if laps {
                return LAP_OPS.contains(&name);
            }
            SYNC_PREFIXES.iter().any(|p| name.starts_with(p)) || MEMORY.contains(&name)
        });
        if relevant {
            out.push(Loop { line: i, upper, ty });
        }
    }
    out
}

/// The type of an `scf.for`'s bounds from its header (`: i32` before the
/// region, else `index`).
fn bound_type(header: &str) -> String {
    let head = header.trim_end_matches('{').trim_end();
    if let Some((before, ty)) = head.rsplit_once(':') {
        let ty = ty.trim();
        let typed = before.trim_end().ends_with(')') || before.contains(" step ");
        if typed
            && !ty.contains(['(', ')', ' '])
            && !ty.is_empty()
            && !before.trim_end().ends_with(':')
        {
            return ty.to_string();
        }
    }
    "index".into()
}

/// Line `l` with its bound `upper` replaced by a new value that `ops`
/// computes into `%value`.
fn rebound(b: &mut Builder, src: &Source, l: &Loop, ops: String, value: &str, what: String) {
    let code = &src.lines[l.line].code;
    let new = code.replacen(
        &format!(" to {} step ", l.upper),
        &format!(" to %{value} step "),
        1,
    );
    let line = format!("{}{}  {}", src.lines[l.line].indent, ops, new.trim_start());
    b.emit(l.line, what, vec![(l.line, line)]);
}

fn bound_shift(src: &Source, b: &mut Builder, add: bool) {
    for l in loops(src, false) {
        let (one, v) = (b.fresh("one"), b.fresh("bound"));
        let op = if add { "addi" } else { "subi" };
        let ops = format!(
            "%{one} = arith.constant 1 : {ty}  %{v} = arith.{op} {ub}, %{one} : {ty}",
            ty = l.ty,
            ub = l.upper
        );
        let what = format!("loop bound {} {} 1", l.upper, if add { "+" } else { "-" });
        rebound(b, src, &l, ops, &v, what);
    }
}

pub(super) fn bound_plus(src: &Source, b: &mut Builder) {
    bound_shift(src, b, true);
}

pub(super) fn bound_minus(src: &Source, b: &mut Builder) {
    bound_shift(src, b, false);
}

fn bound_cta(src: &Source, b: &mut Builder, add: bool) {
    for l in loops(src, true) {
        let (cta, idx, one, near, v) = (
            b.fresh("cta"),
            b.fresh("cta_idx"),
            b.fresh("one"),
            b.fresh("near"),
            b.fresh("bound"),
        );
        let ty = &l.ty;
        let mut ops = format!("%{cta} = nvvm.read.ptx.sreg.ctaid.x : i32  ");
        let from = if ty == "i32" {
            cta.clone()
        } else {
            ops += &format!("%{idx} = arith.index_cast %{cta} : i32 to {ty}  ");
            idx
        };
        let op = if add { "addi" } else { "subi" };
        ops += &format!(
            "%{one} = arith.constant 1 : {ty}  %{near} = arith.{op} %{from}, %{one} : {ty}  %{v} = arith.minui {ub}, %{near} : {ty}",
            ub = l.upper
        );
        let what = format!(
            "loop bound min({}, ctaid.x {} 1)",
            l.upper,
            if add { "+" } else { "-" }
        );
        rebound(b, src, &l, ops, &v, what);
    }
}

pub(super) fn bound_cta_plus(src: &Source, b: &mut Builder) {
    bound_cta(src, b, true);
}

pub(super) fn bound_cta_minus(src: &Source, b: &mut Builder) {
    bound_cta(src, b, false);
}

/// The index operand in `name[...]` brackets on line `i`, if it is one SSA value.
fn bracket_index(src: &Source, i: usize) -> Option<String> {
    let code = &src.lines[i].code;
    let open = code.find('[')?;
    let close = open + code[open..].find(']')?;
    let inner = code[open + 1..close].trim();
    let name = inner.strip_prefix('%')?;
    name.chars()
        .all(crate::text::is_id_char)
        .then(|| name.to_string())
}

/// Line `i` with its bracketed index `%k` replaced by `%k + delta`.
fn shift_index(src: &Source, b: &mut Builder, i: usize, add: bool) {
    let Some(k) = bracket_index(src, i) else {
        return;
    };
    let (one, v) = (b.fresh("one"), b.fresh("cursor"));
    let op = if add { "addi" } else { "subi" };
    let ops = format!("%{one} = arith.constant 1 : index  %{v} = arith.{op} %{k}, %{one} : index");
    let code = src.lines[i]
        .code
        .replacen(&format!("[%{k}]"), &format!("[%{v}]"), 1);
    let line = format!("{}{}  {}", src.lines[i].indent, ops, code.trim_start());
    let what = format!(
        "{} index %{k} {} 1",
        src.op_name(i),
        if add { "+" } else { "-" }
    );
    b.emit(i, what, vec![(i, line)]);
}

const CURSORS: &[&str] = &["async.stage.consumer_wait", "async.stage.producer_acquire"];

pub(super) fn next_slot(src: &Source, b: &mut Builder) {
    let names = [CURSORS, &["async.barrier.get"]].concat();
    for i in single_ops_any(src, &names) {
        shift_index(src, b, i, true);
    }
}

pub(super) fn prev_cursor(src: &Source, b: &mut Builder) {
    for i in single_ops_any(src, CURSORS) {
        shift_index(src, b, i, false);
    }
}

/// Single-line ops named in `names`, whatever their results.
fn single_ops_any(src: &Source, names: &[&str]) -> Vec<usize> {
    (0..src.lines.len())
        .filter(|&i| names.contains(&src.op_name(i)) && src.stmt_end(i) == i)
        .collect()
}

pub(super) fn flip_parity(src: &Source, b: &mut Builder) {
    for i in single_ops(src, &["async.barrier.wait"]) {
        let Some(phase) = operands(src, i).get(1).cloned() else {
            continue;
        };
        let (t, v) = (b.fresh("true"), b.fresh("parity"));
        let ops = format!("%{t} = arith.constant true  %{v} = arith.xori %{phase}, %{t} : i1");
        let code = replace_token(&src.lines[i].code, &phase, &v);
        let line = format!("{}{}  {}", src.lines[i].indent, ops, code.trim_start());
        b.emit(i, format!("wait parity %{phase} xor 1"), vec![(i, line)]);
    }
}

/// Replaces the number after `key` on line `i` by `f(n)`.
fn renumber(
    b: &mut Builder,
    src: &Source,
    i: usize,
    key: &str,
    f: &dyn Fn(u64) -> Option<u64>,
    what: &str,
) {
    let code = &src.lines[i].code;
    let Some(at) = code.find(key) else { return };
    let start = at + key.len();
    let digits: String = code[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    let Ok(n) = digits.parse::<u64>() else { return };
    let Some(m) = f(n) else { return };
    let line = format!("{}{m}{}", &code[..start], &code[start + digits.len()..]);
    b.emit(i, format!("{what} {n} -> {m}"), vec![(i, line)]);
}

fn bytes(src: &Source, b: &mut Builder, delta: i64) {
    let f = move |n: u64| -> Option<u64> {
        let m = n.checked_add_signed(delta)?;
        (n > 0 && m != n).then_some(m)
    };
    for i in 0..src.lines.len() {
        if src.lines[i].code.contains("tx_bytes = ") {
            renumber(b, src, i, "tx_bytes = ", &f, "tx_bytes");
        }
        if src.is_op(i, "async.copy.bulk") {
            renumber(b, src, i, " bytes ", &f, "bulk copy bytes");
        }
        let expect = ["async.barrier.arrive_expect_tx", "async.barrier.expect_tx"];
        if expect.contains(&src.op_name(i)) {
            let Some(count) = operands(src, i).get(1).cloned() else {
                continue;
            };
            let def = src
                .def_line(&count, i)
                .filter(|&d| src.is_op(d, "arith.constant"));
            if let Some(d) = def {
                renumber(b, src, d, "arith.constant ", &f, "expect_tx bytes");
            }
        }
    }
}

pub(super) fn bytes_minus(src: &Source, b: &mut Builder) {
    bytes(src, b, -16);
}

pub(super) fn bytes_plus(src: &Source, b: &mut Builder) {
    bytes(src, b, 16);
}

/// A tensor map whose box the box operators change: its type, and each
/// line to edit with the text there that writes the type, the mutant's
/// line first.
struct TensorMap {
    ty: String,
    lines: Vec<(usize, String)>,
}

/// The tensor maps of the kernel, in order: an alias's definition (the
/// alias stands for the map wherever it is used); a kernel argument of a
/// tensor map type (`%b: !async.tensor_map<..>`), with the lines that name
/// it, so that two maps of one type change apart, the mutant's line being
/// the first that uses it (the kernel's signature declares them all);
/// else a type written without either, with every line that writes it.
fn tensor_maps(src: &Source) -> Vec<TensorMap> {
    let mut keyed: Vec<(String, TensorMap)> = Vec::new();
    let mut args: Vec<(String, String)> = Vec::new();
    for (i, line) in src.lines.iter().enumerate() {
        let code = line.code.as_str();
        let mut from = 0;
        while let Some(at) = code[from..].find("!async.tensor_map<").map(|at| from + at) {
            let end = code[at..].find('>').map_or(code.len(), |e| at + e + 1);
            let ty = code[at..end].to_string();
            from = end;
            let (key, needle) = if code.trim_start().starts_with('!') {
                (format!("{i}:{ty}"), ty.clone())
            } else if let Some(name) = argument_before(code, at) {
                args.push((name.clone(), ty.clone()));
                (format!("%{name}"), format!("%{name}: {ty}"))
            } else if let Some((name, _)) = args
                .iter()
                .find(|(name, t)| *t == ty && has_token(code, name))
            {
                (format!("%{name}"), ty.clone())
            } else {
                (ty.clone(), ty.clone())
            };
            let map = match keyed.iter_mut().find(|(k, _)| *k == key) {
                Some((_, map)) => map,
                None => {
                    let lines = Vec::new();
                    keyed.push((key, TensorMap { ty, lines }));
                    &mut keyed.last_mut().expect("pushed").1
                }
            };
            if !map.lines.iter().any(|(j, n)| *j == i && *n == needle) {
                map.lines.push((i, needle));
            }
        }
    }
    keyed
        .into_iter()
        .map(|(key, mut map)| {
            if key.starts_with('%') {
                map.lines.rotate_left(1);
            }
            map
        })
        .collect()
}

/// The argument `%name` whose type starts at `at` of `code` (`%name: `).
fn argument_before(code: &str, at: usize) -> Option<String> {
    let head = code[..at].strip_suffix(": ")?;
    let start = head.rfind('%')?;
    let name = &head[start + 1..];
    (!name.is_empty() && name.chars().all(is_id_char)).then(|| name.to_string())
}

fn boxes(src: &Source, b: &mut Builder, f: fn(u64) -> Option<u64>) {
    for map in tensor_maps(src) {
        let ty = map.ty.as_str();
        let dims = &ty["!async.tensor_map<".len()..];
        let digits: String = dims.chars().take_while(|c| c.is_ascii_digit()).collect();
        let Some(m) = digits.parse().ok().and_then(f) else {
            continue;
        };
        let new_ty = format!("!async.tensor_map<{m}{}", &dims[digits.len()..]);
        let mut edits: Vec<(usize, String)> = Vec::new();
        for (i, needle) in &map.lines {
            let text = match edits.iter().position(|(j, _)| j == i) {
                Some(k) => edits.remove(k).1,
                None => src.lines[*i].text.clone(),
            };
            edits.push((*i, text.replace(needle, &needle.replace(ty, &new_ty))));
        }
        b.emit(
            map.lines[0].0,
            format!("tensor map box {ty} -> {new_ty}"),
            edits,
        );
    }
}

pub(super) fn box_half(src: &Source, b: &mut Builder) {
    boxes(src, b, |n| (n >= 2 && n % 2 == 0).then_some(n / 2));
}

pub(super) fn box_double(src: &Source, b: &mut Builder) {
    boxes(src, b, |n| Some(n * 2));
}

pub(super) fn scope_flip(src: &Source, b: &mut Builder) {
    let swaps = [
        (" scope cta", " scope cluster"),
        (" scope cluster", " scope cta"),
        ("scope = \"cta\"", "scope = \"cluster\""),
        ("scope = \"cluster\"", "scope = \"cta\""),
    ];
    for i in 0..src.lines.len() {
        if !matches!(
            src.op_name(i),
            "async.pipeline.create" | "async.barrier.alloc"
        ) {
            continue;
        }
        for j in i..=src.stmt_end(i) {
            let code = &src.lines[j].code;
            if let Some((from, to)) = swaps.iter().find(|(from, _)| code.contains(from)) {
                let what = format!(
                    "scope{} ->{}",
                    &from[from.rfind(' ').unwrap_or(0)..],
                    &to[to.rfind(' ').unwrap_or(0)..]
                );
                b.emit(i, what, vec![(j, code.replacen(from, to, 1))]);
                break;
            }
        }
    }
}

fn counts(src: &Source, b: &mut Builder, f: fn(u64) -> Option<u64>) {
    for i in 0..src.lines.len() {
        if src.is_op(i, "async.barrier.alloc") {
            renumber(b, src, i, " count ", &f, "init count");
        }
    }
}

pub(super) fn count_plus(src: &Source, b: &mut Builder) {
    counts(src, b, |n| Some(n + 1));
}

pub(super) fn count_minus(src: &Source, b: &mut Builder) {
    counts(src, b, |n| (n > 1).then(|| n - 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_of_one_type_change_apart() {
        let text = "gpu.func @k(%a: !async.tensor_map<128x64xbf16>, %b: !async.tensor_map<128x64xbf16>) kernel {\n\
                    async.copy.tensor %x, %a[%i, %j], %f : memref<128x64xbf16, 3>, !async.tensor_map<128x64xbf16>\n\
                    async.copy.tensor %y, %b[%i, %j], %f : memref<128x64xbf16, 3>, !async.tensor_map<128x64xbf16>\n";
        let maps = tensor_maps(&Source::parse(text));
        assert_eq!(maps.len(), 2);
        // Each map's first use, then its declaration.
        let ty = "!async.tensor_map<128x64xbf16>";
        assert_eq!(
            maps[0].lines,
            vec![(1, ty.to_string()), (0, format!("%a: {ty}"))]
        );
        assert_eq!(
            maps[1].lines,
            vec![(2, ty.to_string()), (0, format!("%b: {ty}"))]
        );
        let op = crate::operators::operator("box-half").expect("box-half");
        let mutants = crate::operators::mutants(text, &[op]);
        assert_eq!(mutants.len(), 2);
        assert_eq!(mutants[1].line, 3);
        let b = &mutants[1].text;
        let half = "!async.tensor_map<64x64xbf16>";
        assert!(b.contains(&format!("%a: {ty}, %b: {half}")));
        assert!(b.contains(&format!("%b[%i, %j], %f : memref<128x64xbf16, 3>, {half}")));
        assert!(b.contains(&format!("%a[%i, %j], %f : memref<128x64xbf16, 3>, {ty}")));
    }

    #[test]
    fn bound_types() {
        assert_eq!(bound_type("scf.for %k = %a to %b step %c {"), "index");
        assert_eq!(
            bound_type("%s = scf.for %r = %z to %n step %o iter_args(%t = %z) -> (i32) : i32 {"),
            "i32"
        );
        assert_eq!(bound_type("scf.for %k = %a to %b step %c : i32 {"), "i32");
        assert_eq!(
            bound_type("%x = scf.for %k = %a to %b step %c iter_args(%a = %z) -> (!acc) {"),
            "index"
        );
    }
}
