//! Input that MLIR itself would crash, abort or hang on, caught before it
//! reaches MLIR (on the text) or before any pass runs (on the module).
//!
//! On the text, outside comments and string literals:
//! - nesting deeper than [`MAX_NESTING`] levels: MLIR's parser recurses per
//!   level and would overflow its stack;
//! - `array<index: ...>`: MLIR 22's parser asks an `index` type for its bit
//!   width and crashes;
//! - `#nvvm.target<chip = "...">` with a chip that is not `sm_<digits>`
//!   (optionally `a` or `f`): the target's verifier reads an SM number it
//!   did not parse;
//! - `!llvm.ptr<N>` with an address space NVPTX does not have (not one of
//!   [`NVPTX_ADDRESS_SPACES`]; `-1` wraps to 2^32 - 1): the lowering to
//!   NVPTX crashes on it;
//! - in an input with an `scf.index_switch`, a value used before the text
//!   defines it: when a later region of the switch fails to parse, MLIR
//!   22's `scf.index_switch` parser frees the case region that defined the
//!   forward-referenced value while the earlier use still points at it (a
//!   use after free, found by the fuzz smoke);
//! - in any input, a value used before its definition where that
//!   definition sits in a region that does not hold the use (a value used
//!   outside the region that defines it, as by a top-level op of a value of
//!   a `gpu.module`): such IR never verifies, and when the parse of the
//!   defining region fails, MLIR 22 frees it (the parsers that ODS
//!   generates, `gpu.module`'s and `builtin.module`'s among them, hold their
//!   regions apart from the op until the end) while the use still points at
//!   the value: a use after free in the parser's cleanup;
//! - `llvm.atomicrmw` on a type it does not take, and `llvm.extractvalue`
//!   or `llvm.insertvalue` at a position of 2^32 or more, which MLIR 22's
//!   parser and verifier read out of bounds on ([`llvm_ops`]).
//!
//! On the parsed module: the bodies of `builtin.module` and `gpu.module`
//! hold only symbols (functions, globals, nested modules), so no op sits in
//! a graph region where it could use itself (upstream `canonicalize` loops
//! forever on a self-referencing op there) or outside any function (the LLVM
//! IR translation would emit an instruction with no function around it).

use phaselock_ir::Op;
use std::collections::HashMap;

mod llvm_ops;

/// Deepest nesting of `{`, `(`, `[` and `<` the input may have. MLIR's
/// parser, verifier and printer recurse per level, so a deep enough input
/// overflows the stack; real kernels nest a few dozen levels at most.
pub const MAX_NESTING: usize = 256;

/// A problem of the text: where, what, and notes at other places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The byte offset of the error.
    pub offset: usize,
    /// The error's message.
    pub message: String,
    /// Notes: their byte offsets and messages.
    pub notes: Vec<(usize, String)>,
}

impl From<(usize, String)> for Problem {
    fn from((offset, message): (usize, String)) -> Problem {
        Problem {
            offset,
            message,
            notes: Vec::new(),
        }
    }
}

/// The first problem in `text`, if any.
pub fn scan_text(text: &str) -> Option<Problem> {
    if text.contains("scf.index_switch") {
        if let Some(problem) = forward_use(text) {
            return Some(problem.into());
        }
    }
    if let Some(problem) = crossing_use(text) {
        return Some(problem);
    }
    scan_brackets(text).map(Problem::from)
}

/// A `%name` at byte `i` of `text`: the name (without `%`), where it ends,
/// and whether this occurrence defines it: followed by `=` (a result,
/// `iter_args`, a loop variable), by `:N =` (a result group), by `:` in an
/// argument list (`signature`: the parentheses after `@name` or `^block`),
/// or opening a result list `%a, %b = ...` when `line_start`. (`%v : i32`
/// elsewhere is an operand and its type.)
fn value_at(text: &str, i: usize, line_start: bool, signature: bool) -> (&str, usize, bool) {
    let bytes = text.as_bytes();
    let end = (i + 1..bytes.len())
        .find(|&j| !(bytes[j].is_ascii_alphanumeric() || b"_$.-".contains(&bytes[j])))
        .unwrap_or(bytes.len());
    let next_at = skip_space(text, end);
    let definition = match bytes.get(next_at) {
        Some(b'=') => bytes.get(next_at + 1) != Some(&b'='),
        Some(b':') => {
            let count = skip_space(text, next_at + 1);
            let digits = text[count..].bytes().take_while(u8::is_ascii_digit).count();
            signature || (digits > 0 && bytes.get(skip_space(text, count + digits)) == Some(&b'='))
        }
        _ => false,
    } || (line_start && text[i..].lines().next().is_some_and(result_list));
    (&text[i + 1..end], end, definition)
}

/// Whether the innermost `(` before byte `i` (on the same line) follows a
/// symbol (`@name`, `@"name"`): a function's signature.
fn follows_symbol(bytes: &[u8], i: usize) -> bool {
    let mut depth = 0usize;
    let mut j = i;
    while j > 0 {
        j -= 1;
        match bytes[j] {
            b'\n' => return false,
            b')' => depth += 1,
            b'(' if depth == 0 => return symbol_before(bytes, j),
            b'(' => depth -= 1,
            _ => {}
        }
    }
    false
}

/// Where the name before the `(` at byte `i` starts (`name` or `"name"`,
/// spaces between skipped): the byte after its sigil.
fn name_before(bytes: &[u8], i: usize) -> usize {
    let mut j = i;
    while j > 0 && bytes[j - 1].is_ascii_whitespace() {
        j -= 1;
    }
    if j > 0 && bytes[j - 1] == b'"' {
        j -= 1;
        while j > 0 && bytes[j - 1] != b'"' {
            j -= 1;
        }
        j = j.saturating_sub(1);
    } else {
        while j > 0 && (bytes[j - 1].is_ascii_alphanumeric() || b"_$.-".contains(&bytes[j - 1])) {
            j -= 1;
        }
    }
    j
}

/// Whether the `(` at byte `i` follows a symbol (`@name`, `@"name"`).
fn symbol_before(bytes: &[u8], i: usize) -> bool {
    let j = name_before(bytes, i);
    j > 0 && bytes[j - 1] == b'@'
}

/// Whether the `(` at byte `i` opens an argument list: it follows a symbol
/// (`@name`, `@"name"`) or a block label (`^name` first on its line; a
/// successor's operands `^name(%v : i32)` are uses).
fn opens_arguments(bytes: &[u8], i: usize) -> bool {
    let j = name_before(bytes, i);
    if j == 0 {
        return false;
    }
    match bytes[j - 1] {
        b'@' => true,
        b'^' => bytes[..j - 1]
            .iter()
            .rev()
            .take_while(|&&b| b != b'\n')
            .all(u8::is_ascii_whitespace),
        _ => false,
    }
}

/// The first use of a value before its definition where the definition
/// lies inside a region (`{...}`) that does not hold the use. Names are
/// scoped as MLIR's parser scopes them: a definition is visible in its
/// region until the region closes; a use of a name not visible waits for
/// the next definition of that name, wherever it is.
fn crossing_use(text: &str) -> Option<Problem> {
    let bytes = text.as_bytes();
    // The open regions, by number, and the names each defines.
    let mut path: Vec<usize> = vec![0];
    let mut defined: Vec<Vec<&str>> = vec![Vec::new()];
    let mut visible: HashMap<&str, usize> = HashMap::new();
    // Uses of names not visible there: offset and the regions around them.
    let mut pending: HashMap<&str, Vec<(usize, Vec<usize>)>> = HashMap::new();
    let mut regions = 0;
    // The open parentheses: whether each is an argument list.
    let mut parens: Vec<bool> = Vec::new();
    // A function's arguments: defined in its body, the next region that
    // opens a line (an attribute dictionary between keeps them waiting).
    let mut deferred: Vec<&str> = Vec::new();
    let mut line_start = true;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line_start = true,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = line_end(bytes, i);
                continue;
            }
            b'"' => {
                i = skip_string(bytes, i);
                line_start = false;
            }
            b'(' => {
                parens.push(opens_arguments(bytes, i));
                line_start = false;
            }
            b')' => {
                parens.pop();
                line_start = false;
            }
            b'{' => {
                regions += 1;
                path.push(regions);
                let opens_body = text[i + 1..]
                    .chars()
                    .find(|c| *c != ' ' && *c != '\t')
                    .is_none_or(|c| c == '\n' || c == '\r');
                defined.push(if opens_body {
                    std::mem::take(&mut deferred)
                } else {
                    Vec::new()
                });
                line_start = false;
            }
            b'}' if path.len() > 1 => {
                path.pop();
                for name in defined.pop().unwrap_or_default() {
                    if let Some(n) = visible.get_mut(name) {
                        *n -= 1;
                    }
                }
                line_start = false;
            }
            b'%' => {
                let signature = parens.last().copied().unwrap_or(false);
                let (name, end, definition) = value_at(text, i, line_start, signature);
                if name.is_empty() {
                } else if definition {
                    for (use_at, around) in pending.remove(name).unwrap_or_default() {
                        if !around.starts_with(&path) {
                            return Some(Problem {
                                offset: use_at,
                                message: format!("'%{name}' is used here before its definition, which is inside a region that does not hold this use: a value is visible only inside the region that defines it"),
                                notes: vec![(i, format!("'%{name}' is defined here"))],
                            });
                        }
                    }
                    *visible.entry(name).or_default() += 1;
                    if signature && follows_symbol(bytes, i) {
                        deferred.push(name);
                    } else if let Some(names) = defined.last_mut() {
                        names.push(name);
                    }
                } else if visible.get(name).is_none_or(|n| *n == 0) {
                    pending.entry(name).or_default().push((i, path.clone()));
                }
                line_start = line_start && definition;
                i = end;
                continue;
            }
            c if !c.is_ascii_whitespace() => line_start = false,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The first `%value` the text uses before defining it (outside comments
/// and strings). A name counts as defined at its first occurrence that is
/// followed by `=` or `:` (results, `iter_args`, loop variables, block and
/// function arguments) or that opens a result list (`%a, %b = ...`).
fn forward_use(text: &str) -> Option<(usize, String)> {
    let bytes = text.as_bytes();
    let mut defined = std::collections::HashSet::new();
    let mut line_start = true;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line_start = true,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = line_end(bytes, i);
                continue;
            }
            b'"' => {
                i = skip_string(bytes, i);
                line_start = false;
            }
            b'%' => {
                let end = (i + 1..bytes.len())
                    .find(|&j| !(bytes[j].is_ascii_alphanumeric() || b"_$.-".contains(&bytes[j])))
                    .unwrap_or(bytes.len());
                let name = &text[i + 1..end];
                let next = bytes.get(skip_space(text, end)).copied();
                let results = line_start && text[i..].lines().next().is_some_and(result_list);
                let definition = matches!(next, Some(b'=') | Some(b':')) || results;
                if definition {
                    defined.insert(name);
                } else if !name.is_empty() && !defined.contains(name) {
                    return Some((
                        i,
                        format!("'%{name}' is used before its definition: with an scf.index_switch in the input this is not supported (MLIR 22's scf.index_switch parser can free the defining region while the use still points at it); define values before their uses"),
                    ));
                }
                line_start = results;
                i = end;
                continue;
            }
            c if !c.is_ascii_whitespace() => line_start = false,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether `line` starts with a result list: `%a, %b = ...`.
fn result_list(line: &str) -> bool {
    let Some((head, _)) = line.split_once('=') else {
        return false;
    };
    head.split(',').all(|name| {
        let name = name.trim();
        name.starts_with('%') && name.len() > 1 && !name.contains(char::is_whitespace)
    })
}

/// Nesting, dense arrays, address spaces and chips (see the header).
fn scan_brackets(text: &str) -> Option<(usize, String)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'(' | b'[' | b'<' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some((
                        i,
                        format!("the input nests deeper than {MAX_NESTING} levels of brackets, regions and types: not supported"),
                    ));
                }
            }
            b'}' | b')' | b']' => depth = depth.saturating_sub(1),
            b'>' if i == 0 || bytes[i - 1] != b'-' => depth = depth.saturating_sub(1),
            b'/' if bytes.get(i + 1) == Some(&b'/') => i = line_end(bytes, i),
            b'"' => {
                // The generic form quotes the op name.
                let quoted = llvm_ops::OPS.iter().find(|name| {
                    text[i + 1..].starts_with(**name)
                        && bytes.get(i + 1 + name.len()) == Some(&b'"')
                });
                if let Some(name) = quoted {
                    if let Some(problem) = llvm_ops::check(text, name, i + name.len() + 2) {
                        return Some(problem);
                    }
                }
                i = skip_string(bytes, i);
            }
            b'l' if !ident_before(bytes, i) => {
                let named = llvm_ops::OPS.iter().find(|name| {
                    text[i..].starts_with(**name)
                        && !bytes
                            .get(i + name.len())
                            .is_some_and(|b| b.is_ascii_alphanumeric() || b"_.$".contains(b))
                });
                if let Some(name) = named {
                    if let Some(problem) = llvm_ops::check(text, name, i + name.len()) {
                        return Some(problem);
                    }
                }
            }
            b'a' if text[i..].starts_with("array") && !ident_before(bytes, i) => {
                if let Some(problem) = dense_array(text, i) {
                    return Some(problem);
                }
            }
            b'!' if text[i..].starts_with("!llvm.ptr<") => {
                if let Some(problem) = address_space(text, i) {
                    return Some(problem);
                }
            }
            b'#' if text[i..].starts_with("#nvvm.target") => {
                if let Some(problem) = nvvm_target(text, i) {
                    return Some(problem);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn ident_before(bytes: &[u8], i: usize) -> bool {
    i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || b"_.$".contains(&bytes[i - 1]))
}

/// The index of the newline that ends the line of `i` (the text's length
/// on its last line).
fn line_end(bytes: &[u8], i: usize) -> usize {
    bytes[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| i + n)
}

/// The index of the closing quote of the string starting at `start`.
fn skip_string(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        if bytes[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

fn skip_space(text: &str, mut i: usize) -> usize {
    let bytes = text.as_bytes();
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// `array<index ...`: the element type of a dense array.
fn dense_array(text: &str, at: usize) -> Option<(usize, String)> {
    let i = skip_space(text, at + "array".len());
    if text.as_bytes().get(i) != Some(&b'<') {
        return None;
    }
    let start = skip_space(text, i + 1);
    let end = text[start..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(text.len(), |e| start + e);
    (&text[start..end] == "index").then(|| {
        (
            at,
            "dense arrays of 'index' are not supported (MLIR cannot take the bit width of index): use array<i64: ...>".to_string(),
        )
    })
}

/// The address spaces of NVPTX: generic, global, shared, constant, local,
/// tensor memory, shared::cluster and kernel parameters.
pub const NVPTX_ADDRESS_SPACES: [i64; 8] = [0, 1, 3, 4, 5, 6, 7, 101];

/// `!llvm.ptr<N>`: N must be one of [`NVPTX_ADDRESS_SPACES`].
fn address_space(text: &str, at: usize) -> Option<(usize, String)> {
    let start = skip_space(text, at + "!llvm.ptr<".len());
    let end = text[start..]
        .find(|c: char| !(c.is_ascii_digit() || c == '-'))
        .map_or(text.len(), |e| start + e);
    let digits = &text[start..end];
    if digits.is_empty() {
        return None;
    }
    match digits.parse::<i64>() {
        Ok(n) if NVPTX_ADDRESS_SPACES.contains(&n) => None,
        _ => Some((
            start,
            format!(
                "!llvm.ptr<{digits}>: address space {digits} is not one of NVPTX's ({})",
                NVPTX_ADDRESS_SPACES.map(|n| n.to_string()).join(", ")
            ),
        )),
    }
}

/// `#nvvm.target<... chip = "X" ...>`: X must name an SM.
fn nvvm_target(text: &str, at: usize) -> Option<(usize, String)> {
    let rest = &text[at..];
    let close = rest.find('>')?;
    let body = &rest[..close];
    let key = body.find("chip")?;
    let after = skip_space(body, key + "chip".len());
    if body.as_bytes().get(after) != Some(&b'=') {
        return None;
    }
    let quote = skip_space(body, after + 1);
    if body.as_bytes().get(quote) != Some(&b'"') {
        return None;
    }
    let value_end = body[quote + 1..].find('"').map(|e| quote + 1 + e)?;
    let chip = &body[quote + 1..value_end];
    let number = chip
        .strip_prefix("sm_")
        .map(|n| n.trim_end_matches(['a', 'f']));
    match number {
        Some(n) if !n.is_empty() && n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit()) => None,
        _ => Some((
            at + quote,
            format!(
                "#nvvm.target chip \"{chip}\" is not an SM name such as \"sm_90a\" or \"sm_100a\""
            ),
        )),
    }
}

/// The first op directly in a `builtin.module` or `gpu.module` body that is
/// not a symbol, with a message.
pub fn non_symbol_at_top(module: Op) -> Option<(Op, String)> {
    let mut stack = vec![module];
    while let Some(container) = stack.pop() {
        for op in container.children() {
            let name = op.name();
            if name == "builtin.module" || name == "gpu.module" {
                stack.push(op);
            } else if op.attr("sym_name").is_none() && !name.ends_with("_end") {
                return Some((
                    op,
                    format!(
                        "'{name}' directly in a {}: only functions, globals and modules may be there",
                        container.name()
                    ),
                ));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::crossing_use;

    #[test]
    fn uses_outside_the_defining_region() {
        let top = "%x = arith.addi %v, %v : i32\ngpu.module @m {\n  %v = arith.constant 0 : i32\n^bb1:\n}\n";
        let problem = crossing_use(top).expect("a top-level use of a gpu.module value");
        assert_eq!(problem.offset, top.find("%v").expect("a use"));
        assert!(
            problem
                .message
                .starts_with("'%v' is used here before its definition, which is inside a region"),
            "{}",
            problem.message
        );
        assert_eq!(
            problem.notes,
            vec![(
                top.find("%v =").expect("a definition"),
                "'%v' is defined here".to_string()
            )]
        );
        let sibling = "func.func @f() {\n  %x = arith.addi %v, %v : i32\n  return\n}\nfunc.func @g() {\n  %v = arith.constant 0 : i32\n  return\n}\n";
        assert!(crossing_use(sibling).is_some());
        // A name whose definition went out of scope waits for the next one.
        let later = "func.func @f() {\n  %v = arith.constant 0 : i32\n  return\n}\n%x = arith.addi %v, %v : i32\ngpu.module @m {\n  %v = arith.constant 1 : i32\n}\n";
        assert_eq!(crossing_use(later).map(|p| p.offset), later.rfind("%v, %v"));
    }

    #[test]
    fn uses_inside_the_defining_region_and_ordinary_text() {
        // A forward use inside the region that defines the value (a graph
        // region or blocks out of order) is not this problem.
        let inside = "func.func @f() {\n  cf.br ^bb2\n^bb1:\n  %y = arith.addi %v, %v : i32\n  return\n^bb2:\n  %v = arith.constant 0 : i32\n  cf.br ^bb1\n}\n";
        assert_eq!(crossing_use(inside), None);
        let nested = "func.func @f(%c: i1) {\n  scf.if %c {\n    %y = arith.addi %v, %v : i32\n  }\n  %v = arith.constant 0 : i32\n  return\n}\n";
        assert_eq!(crossing_use(nested), None);
        let ordinary = "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32 // %later in a comment\n  %r = scf.for %i = %c to %c step %c iter_args(%acc = %a) -> (i32) : i32 {\n    %s = arith.addi %acc, %i : i32\n    scf.yield %s : i32\n  }\n  llvm.inline_asm \"mov.u32 %0, %tid.x;\" \"\" : () -> ()\n  return %r : i32\n}\nfunc.func @g(%a: i32) {\n  return\n}\n";
        assert_eq!(crossing_use(ordinary), None);
        // Operands with their types in parentheses are uses; block
        // arguments are definitions.
        let branches = "func.func @f(%a: i32) {\n  cf.br ^bb1(%a : i32)\n^bb1(%b: i32):\n  gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%b : i32)\n  return\n}\n";
        assert_eq!(crossing_use(branches), None);
        // So a forward use in a successor's operands waits for the
        // definition, which is in another region.
        let successor = "func.func @f() {\n  cf.br ^bb1(%v : i32)\n^bb1(%b: i32):\n  return\n}\ngpu.module @m {\n  %v = arith.constant 0 : i32\n}\n";
        assert_eq!(
            crossing_use(successor).map(|p| p.offset),
            successor.find("%v")
        );
    }
}
