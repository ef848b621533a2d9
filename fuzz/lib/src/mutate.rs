//! A structure-aware mutator for MLIR text in the `async` dialect.
//!
//! The input is tokenized (integers, identifiers, SSA names, types, strings,
//! punctuation; comments are left alone) and then changed in ways that keep
//! it close to valid IR, so that most mutants get past the parser and reach
//! the verifier, the passes, the checker and the lowering:
//!
//! - integers in attributes, shapes and types become boundary values (0, 1,
//!   -1, powers of two and their neighbours, 227 KiB, `i32`/`i64` limits),
//!   neighbours of themselves, or small random values; one value may also be
//!   replaced everywhere at once (a ring's `stages` and its
//!   `!async.pipeline<N>` together);
//! - integer type widths change (`i32` → `i1`, `i64`, ...);
//! - `async` op names are swapped among the dialect's ops
//!   ([`phaselock::dialect::ops::OPS`]); upstream arithmetic ops, compare
//!   predicates and special-register reads among their kind;
//! - enum values (scopes, wait modes, arrive units, barrier kinds, reduce
//!   kinds), chips and other strings are swapped;
//! - SSA operands are replaced by, or swapped with, other names;
//! - lines are deleted, duplicated, swapped and moved;
//! - attributes are deleted or added (the optional ones of the dialect,
//!   `known_block_size`, `nvvm.cluster_dim`);
//! - types are swapped;
//! - op snippets that use values of the right types are inserted, and line
//!   ranges are wrapped in `scf.if` (uniform or thread-dependent), `scf.for`,
//!   `async.warp_specialize` or `async.role`.
//!
//! Every choice comes from a [`Rng`] seeded by the caller, so a seed and an
//! input always give the same mutant.

use crate::rng::Rng;
use phaselock::dialect::ops::{AttrKind, OPS};
use phaselock::ir::OpKind;

/// Integer values worth trying in attributes and types.
pub const BOUNDARY_VALUES: &[i128] = &[
    0,
    1,
    -1,
    2,
    3,
    4,
    7,
    8,
    15,
    16,
    17,
    31,
    32,
    33,
    64,
    128,
    255,
    256,
    1023,
    1024,
    1025,
    4096,
    1 << 16,
    (1 << 20) - 1,
    1 << 20,
    232_448,
    232_449,
    (1 << 31) - 1,
    1 << 31,
    -(1 << 31),
    (1 << 32) - 1,
    1 << 32,
    1 << 53,
    1 << 61,
    i64::MAX as i128,
    i64::MIN as i128,
    1 << 64,
];

/// Chip names: the supported ones and others.
pub const CHIPS: &[&str] = &[
    "sm_90a", "sm_100a", "sm_90", "sm_100", "sm_80", "sm_75", "sm_120a", "sm_101a", "", "SM_90A",
];

/// Upstream ops that take the same operands and can stand in for each other.
const ARITH_BINARY: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.divui",
    "arith.divsi",
    "arith.remui",
    "arith.remsi",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxui",
    "arith.minui",
    "arith.shli",
    "arith.shrui",
];

/// `arith.cmpi` predicates.
const PREDICATES: &[&str] = &[
    "eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge",
];

/// Special-register reads, uniform and thread-dependent ones.
const SREGS: &[&str] = &[
    "nvvm.read.ptx.sreg.tid.x",
    "nvvm.read.ptx.sreg.tid.y",
    "nvvm.read.ptx.sreg.ntid.x",
    "nvvm.read.ptx.sreg.ctaid.x",
    "nvvm.read.ptx.sreg.nctaid.x",
    "nvvm.read.ptx.sreg.laneid",
    "nvvm.read.ptx.sreg.warpid",
    "nvvm.read.ptx.sreg.cluster.ctarank",
    "nvvm.read.ptx.sreg.cluster.nctarank",
];

/// Terminators and other upstream ops an `async` op name may turn into.
const OTHER_OPS: &[&str] = &["gpu.yield", "scf.yield", "gpu.barrier", "func.return"];

/// Types a type may become.
const TYPES: &[&str] = &[
    "!async.mbarrier",
    "!async.mbarrier_array<1>",
    "!async.mbarrier_array<2>",
    "!async.mbarrier_array<3>",
    "!async.pipeline<1>",
    "!async.pipeline<2>",
    "!async.pipeline<3>",
    "!async.pipeline<0>",
    "!async.stage",
    "!llvm.ptr",
    "!llvm.ptr<1>",
    "!llvm.ptr<3>",
    "!llvm.ptr<7>",
];

/// Integer type widths.
const WIDTHS: &[&str] = &["i1", "i8", "i16", "i32", "i64", "i128", "i2", "i7", "index"];

/// Strings of no enum, for any string attribute.
const ODD_STRINGS: &[&str] = &["", " ", "x", "full", "empty", "ring", "a\\00b", "CTA"];

/// Attributes that may be added to an op's attribute dictionary.
const EXTRA_ATTRIBUTES: &[&str] = &[
    "offset = {int} : i64",
    "barrier_offset = {int} : i64",
    "counter",
    "count = {int} : i64",
    "registers = {int} : i64",
    "producer_unit = \"{unit}\"",
    "consumer_unit = \"{unit}\"",
    "scope = \"{scope}\"",
    "mode = \"{mode}\"",
    "size = {int} : i64",
    "bytes = {int} : i64",
    "width = {int} : i64",
    "warps = {int} : i64",
    "stages = {int} : i64",
    "tx_bytes = {int} : i64",
    "known_block_size = array<i32: {int}, 1, 1>",
    "nvvm.cluster_dim = array<i32: {int}, 1, 1>",
];

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Int,
    Float,
    Ident,
    Ssa,
    Symbol,
    Block,
    Type,
    Alias,
    Str,
    Comment,
    Punct,
}

/// A token: its kind and its byte range.
#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

/// Splits MLIR text into tokens. Total: every byte belongs to one token or
/// is white space; tokens that mutations rewrite are ASCII only.
fn tokenize(text: &str) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    let ident_run = |mut j: usize| {
        while j < bytes.len() && is_ident(bytes[j]) {
            j += 1;
        }
        j
    };
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied().unwrap_or(0);
        let (kind, end) = match b {
            b' ' | b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if next == b'/' => {
                let mut j = i;
                while j < bytes.len() && bytes[j] != b'\n' {
                    j += 1;
                }
                (Kind::Comment, j)
            }
            b'"' => {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' && bytes[j] != b'\n' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                (Kind::Str, (j + 1).min(bytes.len()))
            }
            b'%' => (Kind::Ssa, ident_run(i + 1)),
            b'@' => (Kind::Symbol, ident_run(i + 1)),
            b'^' => (Kind::Block, ident_run(i + 1)),
            b'!' => (Kind::Type, ident_run(i + 1)),
            b'#' => (Kind::Alias, ident_run(i + 1)),
            b'0'..=b'9' | b'-' if b != b'-' || next.is_ascii_digit() => {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j].is_ascii_digit() {
                    j += 1;
                }
                if j + 1 < bytes.len() && bytes[j] == b'.' && bytes[j + 1].is_ascii_digit() {
                    j += 1;
                    while j < bytes.len()
                        && (bytes[j].is_ascii_digit() || matches!(bytes[j], b'e' | b'E' | b'+'))
                    {
                        j += 1;
                    }
                    (Kind::Float, j)
                } else {
                    (Kind::Int, j)
                }
            }
            b if b.is_ascii_alphabetic() || b == b'_' => (Kind::Ident, ident_run(i)),
            _ => {
                // One punctuation byte, or a whole non-ASCII character.
                let mut j = i + 1;
                while j < bytes.len() && !text.is_char_boundary(j) {
                    j += 1;
                }
                (Kind::Punct, j)
            }
        };
        tokens.push(Token {
            kind,
            start: i,
            end: end.max(i + 1),
        });
        i = end.max(i + 1);
    }
    tokens
}

/// Replaces `start..end` of `text` with `with`; `None` off a character
/// boundary.
fn splice(text: &str, start: usize, end: usize, with: &str) -> Option<String> {
    if start > end || !text.is_char_boundary(start) || !text.is_char_boundary(end) {
        return None;
    }
    let mut out = String::with_capacity(text.len() + with.len());
    out.push_str(text.get(..start)?);
    out.push_str(with);
    out.push_str(text.get(end..)?);
    Some(out)
}

/// The values of every enum attribute of the dialect, one list per enum.
fn enums() -> Vec<&'static [&'static str]> {
    let mut out: Vec<&'static [&'static str]> = Vec::new();
    for op in OPS {
        for attribute in op.attributes {
            if let AttrKind::Enum(values) = attribute.kind {
                if !out.contains(&values) {
                    out.push(values);
                }
            }
        }
    }
    out
}

/// A new integer for `old`.
fn new_int(old: Option<i128>, rng: &mut Rng) -> i128 {
    let old = old.unwrap_or(0);
    match rng.below(20) {
        0..=9 => BOUNDARY_VALUES[rng.below(BOUNDARY_VALUES.len())],
        10..=13 => rng.below(65) as i128,
        14..=16 => old + if rng.one_in(2) { 1 } else { -1 },
        17 => old.saturating_mul(2),
        18 => old / 2,
        _ => -old,
    }
}

/// The text of a token.
fn tok<'a>(text: &'a str, t: &Token) -> &'a str {
    text.get(t.start..t.end).unwrap_or("")
}

/// The extent of a type that starts at `start` (`!name` and a balanced
/// `<...>` on the same line).
fn type_end(text: &str, name_end: usize) -> usize {
    let bytes = text.as_bytes();
    if bytes.get(name_end) != Some(&b'<') {
        return name_end;
    }
    let mut depth = 0;
    let mut j = name_end;
    while j < bytes.len() && bytes[j] != b'\n' {
        match bytes[j] {
            b'<' => depth += 1,
            b'>' if j > 0 && bytes[j - 1] != b'-' => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
        j += 1;
    }
    name_end
}

/// A fresh SSA name prefix (`%fzN`) that the text does not hold.
fn fresh(text: &str, rng: &mut Rng) -> String {
    let mut n = rng.below(100);
    loop {
        let name = format!("fz{n}");
        if !text.contains(&name) {
            return name;
        }
        n += 1;
    }
}

/// The leading white space of a line.
fn indent(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

/// Rebuilds text from lines, keeping a final newline.
fn join(lines: &[String]) -> String {
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// The bracket balance of a line: `{ ( [` minus `} ) ]`, outside strings
/// and comments.
fn delta(line: &str) -> i32 {
    let mut depth = 0;
    let mut in_string = false;
    let mut previous = 0u8;
    for &b in line.as_bytes() {
        if in_string {
            if b == b'"' && previous != b'\\' {
                in_string = false;
            }
        } else {
            match b {
                b'"' => in_string = true,
                b'/' if previous == b'/' => break,
                b'{' | b'(' | b'[' => depth += 1,
                b'}' | b')' | b']' => depth -= 1,
                _ => {}
            }
        }
        previous = b;
    }
    depth
}

/// The SSA names a line defines as results: `%a = `, `%a, %b = `, `%a:2 = `.
fn defs(line: &str) -> Vec<&str> {
    let trimmed = line.trim_start();
    if !trimmed.starts_with('%') {
        return Vec::new();
    }
    let Some((names, _)) = trimmed.split_once(" = ") else {
        return Vec::new();
    };
    names
        .split(',')
        .map(|n| n.trim().split(':').next().unwrap_or(""))
        .filter(|n| n.len() > 1 && n.starts_with('%') && n[1..].bytes().all(is_ident))
        .collect()
}

/// Whether `text` holds `name` as a whole SSA name.
fn mentions(text: &str, name: &str) -> bool {
    let mut rest = text;
    while let Some(p) = rest.find(name) {
        let after = rest.as_bytes().get(p + name.len()).copied().unwrap_or(b' ');
        if !is_ident(after) {
            return true;
        }
        rest = &rest[p + name.len()..];
    }
    false
}

/// Whether a line ends its block (a terminator).
fn is_terminator(line: &str) -> bool {
    let t = line.trim_start();
    [
        "gpu.return",
        "gpu.yield",
        "scf.yield",
        "return",
        "func.return",
        "llvm.return",
        "cf.br",
        "gpu.terminator",
    ]
    .iter()
    .any(|op| {
        t.starts_with(op)
            && !t[op.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The lines of a text, with what the mutations ask about them.
struct Lines<'a> {
    lines: Vec<&'a str>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            lines: text.lines().collect(),
        }
    }

    fn len(&self) -> usize {
        self.lines.len()
    }

    fn indent(&self, i: usize) -> usize {
        self.lines.get(i).map_or(0, |l| indent(l).len())
    }

    fn blank(&self, i: usize) -> bool {
        self.lines.get(i).is_none_or(|l| l.trim().is_empty())
    }

    /// Lines inside the body of a function (`func.func`, `gpu.func`,
    /// `llvm.func`), blank ones left out.
    fn body(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let mut function: Option<usize> = None;
        for (i, line) in self.lines.iter().enumerate() {
            let t = line.trim_start();
            if let Some(level) = function {
                if !self.blank(i) && self.indent(i) <= level {
                    function = None;
                } else if !self.blank(i) {
                    out.push(i);
                }
            }
            if function.is_none()
                && ["func.func", "gpu.func", "llvm.func"]
                    .iter()
                    .any(|f| t.starts_with(f))
                && t.trim_end().ends_with('{')
            {
                function = Some(self.indent(i));
            }
        }
        out
    }

    /// Whether the results defined in `first..=last` are used after `last`.
    fn escapes(&self, first: usize, last: usize) -> bool {
        let names: Vec<&str> = (first..=last).flat_map(|i| defs(self.lines[i])).collect();
        if names.is_empty() {
            return false;
        }
        self.lines[last + 1..]
            .iter()
            .any(|l| names.iter().any(|n| mentions(l, n)))
    }

    /// A range of whole ops starting at `first`: balanced, no terminator,
    /// up to `most` lines, its results not used after it.
    fn range(&self, first: usize, most: usize, rng: &mut Rng) -> Option<usize> {
        let mut depth = 0;
        let mut ends = Vec::new();
        for k in first..self.len().min(first + most) {
            if is_terminator(self.lines[k]) {
                break;
            }
            depth += delta(self.lines[k]);
            if depth < 0 {
                break;
            }
            if depth == 0 && !self.lines[k].trim_start().starts_with('}') {
                ends.push(k);
            }
        }
        let &last = rng.pick(&ends)?;
        (!self.escapes(first, last)).then_some(last)
    }

    fn owned(&self) -> Vec<String> {
        self.lines.iter().map(|l| l.to_string()).collect()
    }
}

/// Value classes that op snippets take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Mbarrier,
    Array,
    Pipeline,
    Stage,
    I1,
    I32,
    Index,
    Global,
    Shared,
}

impl Class {
    fn accepts(self, ty: &str) -> bool {
        match self {
            Class::Mbarrier => ty == "!async.mbarrier",
            Class::Array => ty.starts_with("!async.mbarrier_array<"),
            Class::Pipeline => ty.starts_with("!async.pipeline<"),
            Class::Stage => ty == "!async.stage",
            Class::I1 => ty == "i1",
            Class::I32 => ty == "i32",
            Class::Index => ty == "index",
            Class::Global => ty == "!llvm.ptr<1>",
            Class::Shared => ty == "!llvm.ptr<3>",
        }
    }

    /// A constant of the class, for when the text has no value of it.
    fn constant(self, rng: &mut Rng) -> Option<(&'static str, String)> {
        match self {
            Class::I1 => Some(("i1", ["true", "false"][rng.below(2)].to_string())),
            Class::I32 => Some(("i32", new_int(Some(32), rng).to_string())),
            Class::Index => Some(("index", rng.below(4).to_string())),
            _ => None,
        }
    }
}

/// An SSA value whose type is known.
#[derive(Debug, Clone)]
struct Value {
    name: String,
    ty: String,
    /// The line of the definition.
    line: usize,
    /// The first line past its scope.
    end: usize,
}

impl Value {
    fn visible_at(&self, line: usize) -> bool {
        self.line < line && line < self.end
    }
}

/// Normalizes a result type: drops a trailing `{`, parentheses.
fn clean_type(text: &str) -> Option<String> {
    let t = text.trim().trim_end_matches('{').trim();
    let t = t
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(t);
    let t = t.trim();
    if t.is_empty() || t.contains(',') && !t.contains('<') || t.contains(' ') && !t.contains('<') {
        return None;
    }
    Some(t.to_string())
}

/// Where the scope of a value defined on each line ends: the first
/// non-blank line after it indented less (a result's scope), or no more
/// (an argument's: the region it opens), or the end of the text. Computed
/// for every line at once with a stack, so that a large input costs linear
/// time, not a scan per value.
struct ScopeEnds {
    /// The first later non-blank line indented less.
    less: Vec<usize>,
    /// The first later non-blank line indented no more.
    no_more: Vec<usize>,
}

impl ScopeEnds {
    fn new(lines: &Lines) -> Self {
        let n = lines.len();
        let (mut less, mut no_more) = (vec![n; n], vec![n; n]);
        let (mut strict, mut loose): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
        for i in (0..n).rev() {
            if lines.blank(i) {
                // No value is defined on a blank line; `end` scans for one.
                continue;
            }
            let level = lines.indent(i);
            while strict.last().is_some_and(|&k| lines.indent(k) >= level) {
                strict.pop();
            }
            while loose.last().is_some_and(|&k| lines.indent(k) > level) {
                loose.pop();
            }
            less[i] = strict.last().copied().unwrap_or(n);
            no_more[i] = loose.last().copied().unwrap_or(n);
            strict.push(i);
            loose.push(i);
        }
        Self { less, no_more }
    }

    /// The end of the scope of a value defined on `line` (`argument`: one
    /// that the line's region binds).
    fn end(&self, lines: &Lines, line: usize, argument: bool) -> usize {
        if lines.blank(line) {
            let level = lines.indent(line);
            let outside = |k: &usize| {
                !lines.blank(*k)
                    && (lines.indent(*k) < level || argument && lines.indent(*k) <= level)
            };
            return (line + 1..lines.len()).find(outside).unwrap_or(lines.len());
        }
        if argument {
            self.no_more[line]
        } else {
            self.less[line]
        }
    }
}

/// A rough type map: function, block and loop arguments (`%x: T`, `scf.for
/// %i =`) and single results (`%x = ... -> T`, `... : T`, `... to T`; an op
/// continued on the next lines after a `,` counts as one).
fn typed_values(lines: &Lines) -> Vec<Value> {
    let mut values = Vec::new();
    let scopes = ScopeEnds::new(lines);
    for (number, line) in lines.lines.iter().enumerate() {
        let mut logical = line.to_string();
        let mut k = number + 1;
        while logical.trim_end().ends_with(',') && k < lines.len() && k < number + 4 {
            logical.push(' ');
            logical.push_str(lines.lines[k].trim());
            k += 1;
        }
        let trimmed = logical.trim_start();
        let defined = defs(line);
        if let [name] = defined.as_slice() {
            let after = trimmed.split_once(" = ").map_or("", |(_, a)| a);
            let ty = if after.starts_with("arith.cmpi") {
                Some("i1".to_string())
            } else if after.starts_with("scf.if") || after.starts_with("scf.for") {
                // The result type is on the `-> (...)` of the op's own line.
                after.split_once("->").and_then(|(_, t)| clean_type(t))
            } else if let Some((_, t)) = after.rsplit_once("->") {
                clean_type(t)
            } else if let Some((_, t)) = after.rsplit_once(" to ") {
                clean_type(t)
            } else if let Some((_, t)) = after.rsplit_once(" : ") {
                clean_type(t)
            } else {
                None
            };
            if let Some(ty) = ty {
                values.push(Value {
                    name: name.to_string(),
                    ty,
                    line: number,
                    end: scopes.end(lines, number, false),
                });
            }
        }
        // A loop's induction variable.
        if let Some(p) = trimmed.find("scf.for %") {
            let rest = &trimmed[p + "scf.for ".len()..];
            let n = 1 + rest[1..].bytes().take_while(|&b| is_ident(b)).count();
            values.push(Value {
                name: rest[..n].to_string(),
                ty: "index".to_string(),
                line: number,
                end: scopes.end(lines, number, true),
            });
        }
        // Arguments: `%name: type` up to `,` or `)`.
        let mut search: &str = line;
        while let Some(p) = search.find('%') {
            let rest = &search[p + 1..];
            let name_len = rest.bytes().take_while(|&b| is_ident(b)).count();
            if let Some(ty) = rest[name_len..].strip_prefix(": ") {
                let mut depth = 0i32;
                let end = ty
                    .char_indices()
                    .find(|&(_, c)| {
                        match c {
                            '<' | '(' => depth += 1,
                            '>' | ')' => depth -= 1,
                            _ => {}
                        }
                        depth < 0 || depth == 0 && c == ','
                    })
                    .map_or(ty.len(), |(i, _)| i);
                if let (true, Some(ty)) = (name_len > 0, clean_type(&ty[..end])) {
                    values.push(Value {
                        name: format!("%{}", &rest[..name_len]),
                        ty,
                        line: number,
                        end: scopes.end(lines, number, true),
                    });
                }
            }
            search = rest;
        }
    }
    values
}

/// Number of mutation choices of [`mutate_once`].
const CHOICES: usize = 34;

/// One mutation of `text`; `None` when the chosen kind does not apply.
fn mutate_once(text: &str, rng: &mut Rng) -> Option<String> {
    let choice = rng.below(CHOICES);
    mutate_with(choice, text, rng)
}

/// Whether the integer token `i` is an address space (`ptr<1>`, `memref<..., 3>`):
/// changing one alone mostly breaks the types of the uses.
fn is_address_space(text: &str, tokens: &[Token], i: usize) -> bool {
    let before = |k: usize| {
        i.checked_sub(k)
            .and_then(|j| tokens.get(j))
            .map(|t| tok(text, t))
    };
    before(1) == Some("<") && matches!(before(2), Some("!llvm.ptr" | "ptr"))
        || before(1) == Some(",") && tokens.get(i + 1).is_some_and(|t| tok(text, t) == ">")
}

/// The mutation `choice` (in `0..CHOICES`) of `text`.
fn mutate_with(choice: usize, text: &str, rng: &mut Rng) -> Option<String> {
    let tokens = tokenize(text);
    match choice {
        // An integer (an address space only now and then).
        0..=6 => change_int(text, &tokens, rng),
        // Every occurrence of one integer value.
        7 => change_int_everywhere(text, &tokens, rng),
        // An integer width.
        8 => change_width(text, &tokens, rng),
        // An op name.
        9..=11 => swap_op_name(text, &tokens, rng),
        // An enum value, a chip, another string.
        12..=14 => swap_string(text, &tokens, rng),
        // An SSA operand replaced by another value, mostly of its type.
        15..=17 => replace_operand(text, &tokens, rng),
        // Two SSA operands of one type swapped.
        18 | 19 => swap_operands(text, &tokens, rng),
        // Line edits on whole ops.
        20..=23 => edit_lines(text, rng),
        // An attribute deleted, mostly an optional one.
        24 => delete_attribute(text, rng),
        // An attribute added.
        25 | 26 => add_attribute(text, &tokens, rng),
        // A type.
        27 => swap_type(text, &tokens, rng),
        // An op that uses values of the right types.
        28..=30 => (0..6).find_map(|_| insert_op(text, rng)),
        // A range of whole ops wrapped in a region.
        _ => (0..6).find_map(|_| wrap(text, rng)),
    }
}

/// The tokens of `kind`.
fn of_kind(tokens: &[Token], kind: Kind) -> Vec<&Token> {
    tokens.iter().filter(|t| t.kind == kind).collect()
}

/// An integer replaced by a new one (an address space only now and then).
fn change_int(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let ints: Vec<usize> = (0..tokens.len())
        .filter(|&i| tokens[i].kind == Kind::Int)
        .collect();
    let mut i = *rng.pick(&ints)?;
    for _ in 0..4 {
        if !is_address_space(text, tokens, i) || rng.one_in(8) {
            break;
        }
        i = *rng.pick(&ints)?;
    }
    let t = &tokens[i];
    let value = new_int(tok(text, t).parse().ok(), rng);
    splice(text, t.start, t.end, &value.to_string())
}

/// Every occurrence of one integer value replaced by a new one.
fn change_int_everywhere(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let ints = of_kind(tokens, Kind::Int);
    let t = *rng.pick(&ints)?;
    let old = tok(text, t);
    let value = new_int(old.parse().ok(), rng).to_string();
    let mut out = text.to_string();
    for t in ints.iter().rev().filter(|t| tok(text, t) == old) {
        out = splice(&out, t.start, t.end, &value)?;
    }
    Some(out)
}

/// An integer width (`i32`, `index`, ...) replaced by another.
fn change_width(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let widths: Vec<&Token> = of_kind(tokens, Kind::Ident)
        .into_iter()
        .filter(|t| {
            let s = tok(text, t);
            s == "index"
                || s.len() > 1 && s.starts_with('i') && s[1..].bytes().all(|b| b.is_ascii_digit())
        })
        .collect();
    let t = *rng.pick(&widths)?;
    splice(text, t.start, t.end, rng.pick(WIDTHS)?)
}

/// An op name swapped: a quoted `async` op's, an upstream arithmetic op's,
/// a compare predicate or a special-register read, each among its kind.
fn swap_op_name(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let names: Vec<&Token> = tokens
        .iter()
        .filter(|t| {
            let s = tok(text, t);
            match t.kind {
                Kind::Str => s.starts_with("\"async."),
                Kind::Ident => {
                    ARITH_BINARY.contains(&s) || SREGS.contains(&s) || PREDICATES.contains(&s)
                }
                _ => false,
            }
        })
        .collect();
    let t = *rng.pick(&names)?;
    let s = tok(text, t);
    let with = if t.kind == Kind::Str {
        format!("\"{}\"", new_async_name(s.trim_matches('"'), rng)?)
    } else if ARITH_BINARY.contains(&s) {
        rng.pick(ARITH_BINARY)?.to_string()
    } else if SREGS.contains(&s) {
        rng.pick(SREGS)?.to_string()
    } else {
        rng.pick(PREDICATES)?.to_string()
    };
    splice(text, t.start, t.end, &with)
}

/// A new name for the `async` op `current`: mostly an op of the same shape,
/// so that it still parses.
fn new_async_name(current: &str, rng: &mut Rng) -> Option<&'static str> {
    let current = OPS.iter().find(|op| current == op.name);
    let same: Vec<&str> = OPS
        .iter()
        .filter(|op| {
            current.is_some_and(|c| {
                c.name != op.name
                    && (c.operands, c.results, c.regions) == (op.operands, op.results, op.regions)
            })
        })
        .map(|op| op.name)
        .collect();
    Some(match rng.below(8) {
        0 => *rng.pick(OTHER_OPS)?,
        1 | 2 => rng.pick(OPS)?.name,
        _ => match rng.pick(&same) {
            Some(name) => name,
            None => rng.pick(OPS)?.name,
        },
    })
}

/// A string other than an op name swapped: an enum value mostly for one of
/// its enum, a chip for a chip, else any of these or an odd string.
fn swap_string(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let enums = enums();
    let strings: Vec<&Token> = of_kind(tokens, Kind::Str)
        .into_iter()
        .filter(|t| !tok(text, t).starts_with("\"async."))
        .collect();
    let t = *rng.pick(&strings)?;
    let inner = tok(text, t).trim_matches('"');
    let family: Option<&[&str]> = if CHIPS.contains(&inner) {
        Some(CHIPS)
    } else {
        enums.iter().copied().find(|values| values.contains(&inner))
    };
    let with = match family {
        Some(values) if !rng.one_in(5) => *rng.pick(values)?,
        _ => {
            let all: Vec<&str> = enums.iter().flat_map(|v| v.iter().copied()).collect();
            match rng.below(3) {
                0 => *rng.pick(&all)?,
                1 => *rng.pick(CHIPS)?,
                _ => *rng.pick(ODD_STRINGS)?,
            }
        }
    };
    splice(text, t.start, t.end, &format!("\"{with}\""))
}

/// An SSA operand replaced by another value, mostly one of its type visible
/// there.
fn replace_operand(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let ssa = of_kind(tokens, Kind::Ssa);
    let uses = uses(text, &ssa);
    let t = *rng.pick(&uses)?;
    let lines = Lines::new(text);
    let values = typed_values(&lines);
    let line = text[..t.start].matches('\n').count();
    let name = tok(text, t);
    let ty = values.iter().find(|v| v.name == name).map(|v| &v.ty);
    let same: Vec<&Value> = values
        .iter()
        .filter(|v| Some(&v.ty) == ty && v.name != name && v.visible_at(line))
        .collect();
    let with = match rng.pick(&same) {
        Some(v) if !rng.one_in(8) => v.name.as_str(),
        _ => tok(text, rng.pick(&ssa)?),
    };
    splice(text, t.start, t.end, with)
}

/// Two uses of different SSA values of one type swapped.
fn swap_operands(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let uses = uses(text, &of_kind(tokens, Kind::Ssa));
    let lines = Lines::new(text);
    let values = typed_values(&lines);
    let ty = |t: &Token| {
        values
            .iter()
            .find(|v| v.name == tok(text, t))
            .map(|v| &v.ty)
    };
    let a = *rng.pick(&uses)?;
    let partners: Vec<&Token> = uses
        .iter()
        .copied()
        .filter(|b| tok(text, b) != tok(text, a) && ty(b).is_some() && ty(b) == ty(a))
        .collect();
    let b = *rng.pick(&partners)?;
    let (a, b) = if a.start < b.start { (a, b) } else { (b, a) };
    let swapped = splice(text, b.start, b.end, tok(text, a))?;
    splice(&swapped, a.start, a.end, tok(text, b))
}

/// An attribute deleted from a one-line dictionary, mostly an optional one.
fn delete_attribute(text: &str, rng: &mut Rng) -> Option<String> {
    let spans = attribute_spans(text);
    let optional: Vec<&(usize, usize)> = spans
        .iter()
        .filter(|&&(s, e)| {
            let key = text[s..e].trim_start_matches([',', ' ']);
            let key = key.split([' ', '=']).next().unwrap_or("");
            OPTIONAL_KEYS.contains(&key)
                || OPS
                    .iter()
                    .any(|op| op.attributes.iter().any(|a| a.optional && a.name == key))
        })
        .collect();
    let &(start, end) = match rng.pick(&optional) {
        Some(span) if !rng.one_in(3) => *span,
        _ => rng.pick(&spans)?,
    };
    splice(text, start, end, "")
}

/// An attribute of [`EXTRA_ATTRIBUTES`] added to an op's dictionary.
fn add_attribute(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let dicts = attribute_dicts(text, tokens);
    let &at = rng.pick(&dicts)?;
    let template = rng.pick(EXTRA_ATTRIBUTES)?;
    let units = ["thread", "warp", "warpgroup", "cta", "lane"];
    let attribute = template
        .replace("{int}", &new_int(Some(1), rng).to_string())
        .replace("{unit}", rng.pick(&units)?)
        .replace("{scope}", rng.pick(&["cta", "cluster", "gpu"])?)
        .replace("{mode}", rng.pick(&["try", "test", "spin"])?);
    // `at` is just after a `{`; an empty dictionary takes no comma.
    let rest = text.get(at..)?.trim_start();
    let with = if rest.starts_with('}') {
        attribute
    } else {
        format!("{attribute}, ")
    };
    splice(text, at, at, &with)
}

/// A type (with its `<...>`) replaced by one of [`TYPES`].
fn swap_type(text: &str, tokens: &[Token], rng: &mut Rng) -> Option<String> {
    let types = of_kind(tokens, Kind::Type);
    let t = *rng.pick(&types)?;
    let end = type_end(text, t.end);
    splice(text, t.start, end, rng.pick(TYPES)?)
}

/// Attributes whose absence the compiler must cope with.
const OPTIONAL_KEYS: &[&str] = &["known_block_size", "nvvm.cluster_dim", "kernel"];

/// SSA tokens that are uses, not definitions.
fn uses<'t>(text: &str, ssa: &[&'t Token]) -> Vec<&'t Token> {
    ssa.iter()
        .copied()
        .filter(|t| {
            let rest = text.get(t.end..).unwrap_or("").trim_start_matches(' ');
            let line_start = text[..t.start].rfind('\n').map_or(0, |p| p + 1);
            let first_on_line = text[line_start..t.start].trim().is_empty();
            !(rest.starts_with('=')
                || rest.starts_with(':')
                || first_on_line && rest.starts_with(','))
        })
        .collect()
}

/// Deletes, duplicates, swaps or moves whole ops (balanced lines; a
/// duplicate's results get fresh names).
fn edit_lines(text: &str, rng: &mut Rng) -> Option<String> {
    let lines = Lines::new(text);
    let body = lines.body();
    let whole: Vec<usize> = body
        .iter()
        .copied()
        .filter(|&i| delta(lines.lines[i]) == 0 && !is_terminator(lines.lines[i]))
        .collect();
    let mut out = lines.owned();
    match rng.below(5) {
        // Delete a range of ops (a whole `scf.if` or loop too).
        0 | 1 => {
            let &first = rng.pick(&body)?;
            let last = lines.range(first, 12, rng)?;
            out.drain(first..=last);
        }
        // Duplicate an op next to itself.
        2 => {
            let &i = rng.pick(&whole)?;
            let mut copy = lines.lines[i].to_string();
            let name = fresh(text, rng);
            for (k, def) in defs(lines.lines[i]).iter().enumerate() {
                copy = copy.replacen(def, &format!("%{name}_{k}"), 1);
            }
            out.insert(i + 1, copy);
        }
        // Swap two ops a few lines apart.
        3 => {
            let &i = rng.pick(&whole)?;
            let near: Vec<usize> = whole
                .iter()
                .copied()
                .filter(|&j| j != i && j.abs_diff(i) <= 6 && lines.indent(j) == lines.indent(i))
                .collect();
            let &j = rng.pick(&near)?;
            out.swap(i, j);
        }
        // Move an op up or down a little.
        _ => {
            let &i = rng.pick(&whole)?;
            let line = out.remove(i);
            let to = (i + rng.below(13)).saturating_sub(6).min(out.len());
            out.insert(to, line);
        }
    }
    Some(join(&out))
}

/// Byte ranges of `key = value` entries (with one neighbouring comma) of
/// one-line attribute dictionaries.
fn attribute_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let bytes = line.as_bytes();
        let mut open = false;
        let mut depth = 0i32;
        let mut entry_start = 0;
        let mut in_string = false;
        for (i, &b) in bytes.iter().enumerate() {
            if in_string {
                in_string = b != b'"' || bytes[i - 1] == b'\\';
                continue;
            }
            match b {
                b'"' => in_string = true,
                b'{' => {
                    open = true;
                    entry_start = i + 1;
                    depth = 0;
                }
                b'<' | b'(' | b'[' => depth += 1,
                b'>' | b')' | b']' if i > 0 && bytes[i - 1] != b'-' => depth -= 1,
                b',' if open && depth == 0 => {
                    // An entry and the comma after it.
                    if line[entry_start..i].contains('=') {
                        spans.push((offset + entry_start, offset + i + 1));
                    }
                    entry_start = i + 1;
                }
                b'}' if open && depth == 0 => {
                    // The last entry and the comma before it.
                    if line[entry_start..i].contains('=') {
                        let from = if line[..entry_start].ends_with(',') {
                            entry_start - 1
                        } else {
                            entry_start
                        };
                        spans.push((offset + from, offset + i));
                    }
                    open = false;
                }
                _ => {}
            }
        }
        offset += line.len();
    }
    spans
}

/// Positions just after the `{` of attribute dictionaries: those of ops
/// (`"async...."(...) {`), of `attributes {` and of `} {` after a region.
fn attribute_dicts(text: &str, tokens: &[Token]) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if tok(text, t) != "{" {
            continue;
        }
        let previous = i.checked_sub(1).and_then(|p| tokens.get(p));
        let after_op = previous.is_some_and(|p| {
            let s = tok(text, p);
            s == ")" || s == "attributes"
        });
        // A `{` at the end of its line opens a region, not a dictionary.
        let region = tokens
            .get(i + 1)
            .is_none_or(|n| text.get(t.end..n.start).is_some_and(|s| s.contains('\n')));
        if after_op && !region {
            out.push(t.end);
        }
    }
    out
}

/// Inserts one op, at a line inside a function, that uses values visible
/// there (constants are made for missing integers).
fn insert_op(text: &str, rng: &mut Rng) -> Option<String> {
    let lines = Lines::new(text);
    let body = lines.body();
    let &at = rng.pick(&body)?;
    let values = typed_values(&lines);
    let name = fresh(text, rng);
    let mut operands = Operands {
        values: &values,
        at,
        name: &name,
        before: Vec::new(),
    };
    let int = new_int(Some(1), rng);
    let op = match rng.below(20) {
        choice @ 0..=7 => barrier_op(choice, &mut operands, int, rng)?,
        choice @ 8..=11 => array_or_copy_op(choice, &mut operands, int, rng)?,
        choice @ 12..=14 => stage_op(choice, &mut operands, rng)?,
        choice => other_op(choice, &mut operands, int, rng)?,
    };
    let line = lines.lines[at];
    let pad = if line.trim_start().starts_with('}') {
        format!("{}  ", indent(line))
    } else {
        indent(line).to_string()
    };
    let mut out = lines.owned();
    let new: Vec<String> = operands
        .before
        .iter()
        .chain(std::iter::once(&op))
        .map(|l| format!("{pad}{l}"))
        .collect();
    out.splice(at..at, new);
    Some(join(&out))
}

/// The operands of an op [`insert_op`] writes at line `at`: values visible
/// there, else constants written before it.
struct Operands<'a> {
    values: &'a [Value],
    at: usize,
    /// The fresh name prefix of the op's result and constants.
    name: &'a str,
    /// The constants to write before the op.
    before: Vec<String>,
}

impl Operands<'_> {
    /// A value of `class` and its type: a visible one, else a new constant
    /// (`None` for a class without constants).
    fn need(&mut self, class: Class, rng: &mut Rng) -> Option<(String, String)> {
        let visible: Vec<&Value> = self
            .values
            .iter()
            .filter(|v| class.accepts(&v.ty) && v.visible_at(self.at))
            .collect();
        if let Some(v) = rng.pick(&visible) {
            return Some((v.name.clone(), v.ty.clone()));
        }
        let (ty, value) = class.constant(rng)?;
        let constant = format!("%{}_c{}", self.name, self.before.len());
        self.before
            .push(format!("{constant} = arith.constant {value} : {ty}"));
        Some((constant, ty.to_string()))
    }
}

/// The ops on one `!async.mbarrier` of [`insert_op`]'s choices 0 to 7.
fn barrier_op(choice: usize, ops: &mut Operands, int: i128, rng: &mut Rng) -> Option<String> {
    let name = ops.name;
    Some(match choice {
        0 => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let op = OpKind::BarrierArrive.name();
            format!("\"{op}\"({}) : (!async.mbarrier) -> ()", b.0)
        }
        1 => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let r = ops.need(Class::I32, rng)?;
            let op = OpKind::BarrierArrive.name();
            format!(
                "\"{op}\"({}, {}) {{count = {int} : i64}} : (!async.mbarrier, i32) -> ()",
                b.0, r.0
            )
        }
        2 | 3 => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let n = ops.need(Class::I32, rng)?;
            let op = [OpKind::BarrierArriveExpectTx, OpKind::BarrierExpectTx][rng.below(2)].name();
            format!("\"{op}\"({}, {}) : (!async.mbarrier, i32) -> ()", b.0, n.0)
        }
        4 | 5 => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let p = ops.need(Class::I1, rng)?;
            let mode = ["try", "test"][rng.below(2)];
            let op = OpKind::BarrierWait.name();
            format!(
                "\"{op}\"({}, {}) {{mode = \"{mode}\"}} : (!async.mbarrier, i1) -> ()",
                b.0, p.0
            )
        }
        6 => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let p = ops.need(Class::I1, rng)?;
            let op = OpKind::BarrierTryWait.name();
            format!(
                "%{name} = \"{op}\"({}, {}) : (!async.mbarrier, i1) -> i1",
                b.0, p.0
            )
        }
        _ => {
            let b = ops.need(Class::Mbarrier, rng)?;
            let op = OpKind::BarrierCommitMma.name();
            format!("\"{op}\"({}) : (!async.mbarrier) -> ()", b.0)
        }
    })
}

/// The barrier-array and bulk-copy ops of [`insert_op`]'s choices 8 to 11.
fn array_or_copy_op(choice: usize, ops: &mut Operands, int: i128, rng: &mut Rng) -> Option<String> {
    let name = ops.name;
    Some(match choice {
        8 => {
            let a = ops.need(Class::Array, rng)?;
            let i = ops.need(Class::Index, rng)?;
            let op = OpKind::BarrierGet.name();
            format!(
                "%{name} = \"{op}\"({}, {}) : ({}, index) -> !async.mbarrier",
                a.0, i.0, a.1
            )
        }
        9 => {
            let a = ops.need(Class::Array, rng)?;
            let op = OpKind::BarrierCounter.name();
            format!("%{name} = \"{op}\"({}) : ({}) -> !llvm.ptr<3>", a.0, a.1)
        }
        10 => {
            let d = ops.need(Class::Shared, rng)?;
            let s = ops.need(Class::Global, rng)?;
            let b = ops.need(Class::Mbarrier, rng)?;
            let op = OpKind::CopyBulk.name();
            format!(
                "\"{op}\"({}, {}, {}) {{bytes = {int} : i64}} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()",
                d.0, s.0, b.0
            )
        }
        _ => {
            let d = ops.need(Class::Global, rng)?;
            let s = ops.need(Class::Shared, rng)?;
            let op = OpKind::CopyBulkStore.name();
            let nowait = ["", ", nowait"][rng.below(2)];
            format!(
                "\"{op}\"({}, {}) {{bytes = {int} : i64{nowait}}} : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()",
                d.0, s.0
            )
        }
    })
}

/// The stage ops of a ring of [`insert_op`]'s choices 12 to 14.
fn stage_op(choice: usize, ops: &mut Operands, rng: &mut Rng) -> Option<String> {
    let name = ops.name;
    Some(match choice {
        12 => {
            let p = ops.need(Class::Pipeline, rng)?;
            let k = ops.need(Class::Index, rng)?;
            let op = [OpKind::StageProducerAcquire, OpKind::StageConsumerWait][rng.below(2)].name();
            format!(
                "%{name} = \"{op}\"({}, {}) : ({}, index) -> !async.stage",
                p.0, k.0, p.1
            )
        }
        13 => {
            let p = ops.need(Class::Pipeline, rng)?;
            let s = ops.need(Class::Stage, rng)?;
            let op =
                [OpKind::StageProducerCommit, OpKind::StageConsumerRelease][rng.below(2)].name();
            format!("\"{op}\"({}, {}) : ({}, !async.stage) -> ()", p.0, s.0, p.1)
        }
        _ => {
            let p = ops.need(Class::Pipeline, rng)?;
            let s = ops.need(Class::Stage, rng)?;
            let kind = ["full", "empty"][rng.below(2)];
            let op = OpKind::StageBarrier.name();
            format!(
                "%{name} = \"{op}\"({}, {}) {{kind = \"{kind}\"}} : ({}, !async.stage) -> !async.mbarrier",
                p.0, s.0, p.1
            )
        }
    })
}

/// The reduction, fence, cluster barrier, barrier array and ring of
/// [`insert_op`]'s choices 15 to 19.
fn other_op(choice: usize, ops: &mut Operands, int: i128, rng: &mut Rng) -> Option<String> {
    let name = ops.name;
    Some(match choice {
        15 => {
            let v = ops.need(Class::I32, rng)?;
            let kind = ["add", "max", "min"][rng.below(3)];
            let op = OpKind::WarpReduce.name();
            format!(
                "%{name} = \"{op}\"({}) {{kind = \"{kind}\", width = {int} : i64}} : (i32) -> i32",
                v.0
            )
        }
        16 if rng.below(2) == 0 => format!(
            "\"{}\"() {{pending = {} : i64}} : () -> ()",
            OpKind::CopyStoreWait.name(),
            rng.below(3)
        ),
        16 => format!("\"{}\"() : () -> ()", OpKind::FenceProxyAsync.name()),
        17 => format!("\"{}\"() : () -> ()", OpKind::ClusterBarrier.name()),
        18 => {
            let size = rng.below(5);
            let scope = ["cta", "cta", "cluster"][rng.below(3)];
            let op = OpKind::BarrierAlloc.name();
            format!(
                "%{name} = \"{op}\"() {{size = {size} : i64, count = {int} : i64, scope = \"{scope}\", name = \"{name}\"}} : () -> !async.mbarrier_array<{size}>"
            )
        }
        _ => {
            let stages = rng.below(5);
            let op = OpKind::PipelineCreate.name();
            format!(
                "%{name} = \"{op}\"() {{stages = {stages} : i64, tx_bytes = {int} : i64, buffer = memref<256xi32, 3>, name = \"{name}\", scope = \"cta\"}} : () -> !async.pipeline<{stages}>"
            )
        }
    })
}

/// Wraps a range of whole ops in `scf.if` (uniform or thread-dependent),
/// `scf.for`, `async.warp_specialize` or `async.role`.
fn wrap(text: &str, rng: &mut Rng) -> Option<String> {
    let lines = Lines::new(text);
    let body = lines.body();
    let &first = rng.pick(&body)?;
    let last = lines.range(first, 16, rng)?;
    let name = fresh(text, rng);
    let pad = indent(lines.lines[first]).to_string();
    let (before, open, close) = wrapping(&name, rng)?;
    let inner = if open.len() > 1 { "    " } else { "  " };
    let mut out: Vec<String> = Vec::with_capacity(lines.len() + 8);
    out.extend(lines.lines[..first].iter().map(|l| l.to_string()));
    out.extend(before.iter().chain(&open).map(|l| format!("{pad}{l}")));
    out.extend(
        lines.lines[first..=last]
            .iter()
            .map(|l| format!("{inner}{l}")),
    );
    out.extend(close.iter().map(|l| format!("{pad}{l}")));
    out.extend(lines.lines[last + 1..].iter().map(|l| l.to_string()));
    Some(join(&out))
}

/// The lines written before a wrapped range, those that open its region
/// and those that close it: a uniform or thread-dependent `scf.if`, an
/// `scf.for`, an `async.warp_specialize` with one role or an `async.role`,
/// named after `name`.
fn wrapping(name: &str, rng: &mut Rng) -> Option<Wrapping> {
    Some(match rng.below(6) {
        0 => (
            vec![format!("%{name} = arith.constant true")],
            vec![format!("scf.if %{name} {{")],
            vec!["}".to_string()],
        ),
        1 => {
            let sreg = if rng.one_in(2) {
                SREGS[0]
            } else {
                *rng.pick(SREGS)?
            };
            let bound = *rng.pick(&[0, 1, 32, 64, 128])?;
            let predicate = *rng.pick(&["eq", "ult", "uge", "ne"])?;
            (
                vec![
                    format!("%{name}_t = {sreg} : i32"),
                    format!("%{name}_n = arith.constant {bound} : i32"),
                    format!("%{name} = arith.cmpi {predicate}, %{name}_t, %{name}_n : i32"),
                ],
                vec![format!("scf.if %{name} {{")],
                vec!["}".to_string()],
            )
        }
        2 => {
            let trips = *rng.pick(&[0, 1, 2, 3, 5, 8])?;
            (
                vec![
                    format!("%{name}_lb = arith.constant 0 : index"),
                    format!("%{name}_ub = arith.constant {trips} : index"),
                    format!("%{name}_st = arith.constant 1 : index"),
                ],
                vec![format!(
                    "scf.for %{name} = %{name}_lb to %{name}_ub step %{name}_st {{"
                )],
                vec!["}".to_string()],
            )
        }
        3 | 4 => {
            let warps = *rng.pick(&[1, 2, 4, 8, 0, 33])?;
            (
                vec![],
                vec![
                    format!("\"{}\"() ({{", OpKind::WarpSpecialize.name()),
                    format!("  \"{}\"() ({{", OpKind::Role.name()),
                ],
                vec![
                    "    gpu.yield".to_string(),
                    format!("  }}) {{name = \"{name}\", warps = {warps} : i64}} : () -> ()"),
                    "  gpu.yield".to_string(),
                    "}) : () -> ()".to_string(),
                ],
            )
        }
        _ => {
            let warps = *rng.pick(&[1, 2, 4])?;
            (
                vec![],
                vec![format!("\"{}\"() ({{", OpKind::Role.name())],
                vec![
                    "  gpu.yield".to_string(),
                    format!("}}) {{name = \"{name}\", warps = {warps} : i64}} : () -> ()"),
                ],
            )
        }
    })
}

/// The lines before, opening and closing a wrapped range.
type Wrapping = (Vec<String>, Vec<String>, Vec<String>);

/// A few byte-level edits, for text the structured mutations leave alone.
fn mutate_bytes(data: &mut Vec<u8>, max_size: usize, rng: &mut Rng) {
    const BYTES: &[u8] = b"{}()<>[],:=%@!#\"-0123456789 \nxi";
    for _ in 0..=rng.below(3) {
        match rng.below(4) {
            0 if data.len() < max_size => {
                let at = rng.below(data.len() + 1);
                data.insert(at, BYTES[rng.below(BYTES.len())]);
            }
            1 if !data.is_empty() => {
                let at = rng.below(data.len());
                let n = (1 + rng.below(8)).min(data.len() - at);
                data.drain(at..at + n);
            }
            2 if !data.is_empty() => {
                let at = rng.below(data.len());
                data[at] = BYTES[rng.below(BYTES.len())];
            }
            _ if !data.is_empty() => {
                let at = rng.below(data.len());
                data.truncate(at);
            }
            _ => data.push(BYTES[rng.below(BYTES.len())]),
        }
    }
    data.truncate(max_size);
}

/// The structure-aware mutation of `text`: one to three structured edits.
/// `None` when no edit applies or the result exceeds `max_size`.
pub fn mutate_text(text: &str, max_size: usize, seed: u64) -> Option<String> {
    let mut rng = Rng::new(seed);
    let mut current = text.to_string();
    let rounds = 1 + rng.below(3);
    let mut done = 0;
    // Two edits may undo each other: go on until the text differs.
    for _ in 0..32 {
        if done >= rounds && current != text {
            break;
        }
        if let Some(next) = mutate_once(&current, &mut rng) {
            if next != current && next.len() <= max_size {
                current = next;
                done += 1;
            }
        }
    }
    (current != text).then_some(current)
}

/// Mutates `data` in place (resizing it, never beyond `max_size`) and
/// returns its new length: structured edits when it is UTF-8 text, byte
/// edits otherwise or when none applies. Deterministic given `seed`.
pub fn mutate(data: &mut Vec<u8>, max_size: usize, seed: u64) -> usize {
    if let Some(text) = std::str::from_utf8(data)
        .ok()
        .and_then(|text| mutate_text(text, max_size, seed))
    {
        *data = text.into_bytes();
    } else {
        mutate_bytes(data, max_size, &mut Rng::new(seed ^ 0xB17E));
    }
    data.len()
}

/// libFuzzer's calling convention: `buffer[..size]` is the input,
/// `buffer.len()` its capacity. Writes the mutant into `buffer` and returns
/// its length, or `None` (leaving `buffer` unchanged) when no structured
/// edit applies, so that the caller can fall back to libFuzzer's own
/// mutations.
pub fn mutate_in_place(
    buffer: &mut [u8],
    size: usize,
    max_size: usize,
    seed: u32,
) -> Option<usize> {
    let max_size = max_size.min(buffer.len());
    let input = buffer.get(..size)?;
    let text = std::str::from_utf8(input).ok()?;
    let out = mutate_text(text, max_size, u64::from(seed))?;
    buffer.get_mut(..out.len())?.copy_from_slice(out.as_bytes());
    Some(out.len())
}

/// The mutator of the libFuzzer binaries (`fuzz_mutator!`): the
/// structure-aware mutation four times in five, `fallback` (libFuzzer's own
/// `fuzzer_mutate`) otherwise and whenever no structured edit applies.
pub fn libfuzzer_mutate(
    data: &mut [u8],
    size: usize,
    max_size: usize,
    seed: u32,
    fallback: impl FnOnce(&mut [u8], usize, usize) -> usize,
) -> usize {
    if !seed.is_multiple_of(5) {
        if let Some(n) = mutate_in_place(data, size, max_size, seed) {
            return n;
        }
    }
    fallback(data, size, max_size)
}

/// The crossover of the libFuzzer binaries (`fuzz_crossover!`): writes
/// [`crossover`] of `a` and `b` into `out` and returns its length, 0 (no
/// crossover) when it does not apply or fit.
pub fn libfuzzer_crossover(a: &[u8], b: &[u8], out: &mut [u8], seed: u32) -> usize {
    match crossover(a, b, out.len(), u64::from(seed)) {
        Some(mixed) => match out.get_mut(..mixed.len()) {
            Some(slot) => {
                slot.copy_from_slice(&mixed);
                mixed.len()
            }
            None => 0,
        },
        None => 0,
    }
}

/// Line-level crossover: `a` with a range of `b`'s lines inserted at one of
/// its lines (for libFuzzer's `fuzz_crossover!`). Deterministic given
/// `seed`; `None` when either is not UTF-8.
pub fn crossover(a: &[u8], b: &[u8], max_size: usize, seed: u64) -> Option<Vec<u8>> {
    let mut rng = Rng::new(seed ^ 0xC055);
    let a: Vec<&str> = std::str::from_utf8(a).ok()?.lines().collect();
    let b: Vec<&str> = std::str::from_utf8(b).ok()?.lines().collect();
    if b.is_empty() {
        return None;
    }
    let from = rng.below(b.len());
    let to = (from + 1 + rng.below(8)).min(b.len());
    let at = rng.below(a.len() + 1);
    let mut out: Vec<String> = a[..at].iter().map(|l| l.to_string()).collect();
    out.extend(b[from..to].iter().map(|l| l.to_string()));
    out.extend(a[at..].iter().map(|l| l.to_string()));
    let out = join(&out).into_bytes();
    (out.len() <= max_size).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = r#"gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%src: !llvm.ptr<1>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "full"} : () -> !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %ph = arith.constant false
    %b = "async.barrier.get"(%full, %c0) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b, %ph) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
}
"#;

    #[test]
    fn tokens_cover_the_text() {
        let tokens = tokenize(KERNEL);
        let kinds: Vec<(Kind, &str)> = tokens.iter().map(|t| (t.kind, tok(KERNEL, t))).collect();
        assert!(kinds.contains(&(Kind::Str, "\"async.barrier.alloc\"")));
        assert!(kinds.contains(&(Kind::Ssa, "%full")));
        assert!(kinds.contains(&(Kind::Int, "64")));
        assert!(kinds.contains(&(Kind::Type, "!async.mbarrier_array")));
        assert!(kinds.contains(&(Kind::Ident, "i64")));
        let shape = tokenize("memref<1024xi32, 3>");
        let shape: Vec<&str> = shape
            .iter()
            .map(|t| tok("memref<1024xi32, 3>", t))
            .collect();
        assert_eq!(shape, ["memref", "<", "1024", "xi32", ",", "3", ">"]);
        assert_eq!(
            tokenize("a -1 ->")
                .iter()
                .filter(|t| t.kind == Kind::Int)
                .count(),
            1
        );
    }

    /// The scan that `ScopeEnds` computes for every line at once.
    fn scope_end_by_scan(lines: &Lines, line: usize, argument: bool) -> usize {
        let level = lines.indent(line);
        (line + 1..lines.len())
            .find(|&k| {
                !lines.blank(k) && {
                    let i = lines.indent(k);
                    i < level || argument && i <= level
                }
            })
            .unwrap_or(lines.len())
    }

    #[test]
    fn scope_ends_agree_with_a_scan() {
        let seeds = crate::corpus::seeds().expect("the seed corpus");
        let mut texts: Vec<String> = seeds.into_iter().map(|s| s.text).collect();
        texts.push("a\n  b\n\n    c\n  d\n   \ne\n".to_string());
        texts.push(String::new());
        for text in &texts {
            let lines = Lines::new(text);
            let scopes = ScopeEnds::new(&lines);
            for line in 0..lines.len() {
                for argument in [false, true] {
                    assert_eq!(
                        scopes.end(&lines, line, argument),
                        scope_end_by_scan(&lines, line, argument),
                        "line {line} (argument: {argument}) of {text}"
                    );
                }
            }
        }
    }

    #[test]
    fn types_of_values() {
        let lines = Lines::new(KERNEL);
        let values = typed_values(&lines);
        let find = |name: &str| {
            values
                .iter()
                .find(|v| v.name == name)
                .map(|v| v.ty.as_str())
        };
        assert_eq!(find("%src"), Some("!llvm.ptr<1>"));
        assert_eq!(find("%n"), Some("i32"));
        assert_eq!(find("%full"), Some("!async.mbarrier_array<2>"));
        assert_eq!(find("%c0"), Some("index"));
        assert_eq!(find("%b"), Some("!async.mbarrier"));
    }

    #[test]
    fn deterministic_and_always_text() {
        for seed in 0..2000 {
            let a = mutate_text(KERNEL, 1 << 16, seed);
            assert_eq!(a, mutate_text(KERNEL, 1 << 16, seed));
            if let Some(a) = a {
                assert_ne!(a, KERNEL);
            }
        }
        // Every mutation kind fires on this kernel.
        let changed = (0..500)
            .filter(|&s| mutate_text(KERNEL, 1 << 16, s).is_some())
            .count();
        assert!(changed > 450, "{changed}");
    }

    #[test]
    fn respects_max_size_and_odd_bytes() {
        for seed in 0..300 {
            let mut data = KERNEL.as_bytes().to_vec();
            let n = mutate(&mut data, 300, seed);
            assert_eq!(n, data.len());
            assert!(n <= 300.max(KERNEL.len()));
            let mut odd = vec![0xff, b'%', 0xc3, 0xa9, b'"', b'1'];
            mutate(&mut odd, 64, seed);
            assert!(odd.len() <= 64);
            let mut text = "é %a = \"x\" 12 // ü\n%b".as_bytes().to_vec();
            mutate(&mut text, 64, seed);
        }
        let mut buffer = vec![0u8; 4096];
        buffer[..KERNEL.len()].copy_from_slice(KERNEL.as_bytes());
        let n = (0..20)
            .find_map(|s| mutate_in_place(&mut buffer, KERNEL.len(), 4096, s))
            .expect("a structured edit applies");
        assert!(std::str::from_utf8(&buffer[..n]).is_ok());
        assert!(mutate_in_place(&mut [0xff, 0xfe], 2, 2, 1).is_none());
    }

    #[test]
    fn crossover_mixes_lines() {
        let out = crossover(b"a\nb\n", b"c\nd\n", 100, 3).expect("text");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains('a') && text.contains('b'));
        assert!(text.contains('c') || text.contains('d'));
        assert!(crossover(b"a", b"\xff", 100, 3).is_none());
        let mut out = [0u8; 64];
        let n = libfuzzer_crossover(b"a\nb\n", b"c\n", &mut out, 9);
        assert!(n > 0 && std::str::from_utf8(&out[..n]).is_ok());
        assert_eq!(libfuzzer_crossover(b"a\nb\n", b"c\n", &mut [0u8; 2], 9), 0);
        let mut buffer = *b"x\n\0\0\0\0";
        assert_eq!(libfuzzer_mutate(&mut buffer, 2, 6, 0, |_, _, _| 5), 5);
    }

    #[test]
    fn op_names_come_from_the_dialect() {
        assert!(OPS.iter().any(|op| op.name == OpKind::BarrierWait.name()));
        let enums = enums();
        assert!(enums.iter().any(|e| e.contains(&"cluster")));
        assert!(enums.iter().any(|e| e.contains(&"test")));
        assert!(enums.iter().any(|e| e.contains(&"warpgroup")));
    }

    #[test]
    fn most_mutants_of_the_seeds_parse() {
        let seeds = crate::corpus::seeds().expect("seeds");
        let context = phaselock::dialect::create_context().expect("context");
        let (mut parsed, mut total) = (0, 0);
        for i in 0..400u64 {
            let seed = &seeds[(i as usize * 7) % seeds.len()];
            let Some(text) = mutate_text(&seed.text, 1 << 16, i) else {
                continue;
            };
            total += 1;
            if phaselock::source::parse(&context, "m.mlir", text.as_bytes(), 1).is_ok() {
                parsed += 1;
            }
        }
        assert!(total > 350, "{total}");
        assert!(parsed * 100 >= total * 40, "{parsed} of {total} parse");
    }

    /// The mutator itself never panics, on text of MLIR's alphabet in any
    /// order, nor on its own mutants.
    #[test]
    fn survives_any_text() {
        const PIECES: &[&str] = &[
            "%a",
            "%b",
            " = ",
            "\"async.role\"",
            "(",
            ")",
            "{",
            "}",
            "<",
            ">",
            "->",
            ":",
            ",",
            "\n",
            "  ",
            "scf.for",
            "gpu.func @k(",
            "1024",
            "-7",
            "!async.pipeline<2>",
            "\"",
            "i32",
            "x",
            "é",
            "// c",
            "kernel attributes {",
            "known_block_size = ",
            "[",
            "]",
        ];
        let mut rng = Rng::new(42);
        for seed in 0..3000u64 {
            let mut text = String::new();
            for _ in 0..rng.below(80) {
                text.push_str(PIECES[rng.below(PIECES.len())]);
            }
            let mut data = text.into_bytes();
            for round in 0..3 {
                mutate(&mut data, 4096, seed * 3 + round);
                assert!(data.len() <= 4096);
            }
        }
    }
}
