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
//!   use after free, found by the fuzz smoke).
//!
//! On the parsed module: the bodies of `builtin.module` and `gpu.module`
//! hold only symbols (functions, globals, nested modules), so no op sits in
//! a graph region where it could use itself (upstream `canonicalize` loops
//! forever on a self-referencing op there) or outside any function (the LLVM
//! IR translation would emit an instruction with no function around it).

use phaselock_passes::ir::Op;

/// Deepest nesting of `{`, `(`, `[` and `<` the input may have. MLIR's
/// parser, verifier and printer recurse per level, so a deep enough input
/// overflows the stack; real kernels nest a few dozen levels at most.
pub const MAX_NESTING: usize = 256;

/// The byte offset and message of the first problem in `text`, if any.
pub fn scan_text(text: &str) -> Option<(usize, String)> {
    if text.contains("scf.index_switch") {
        if let Some(problem) = forward_use(text) {
            return Some(problem);
        }
    }
    scan_brackets(text)
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
            b'"' => i = skip_string(bytes, i),
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
