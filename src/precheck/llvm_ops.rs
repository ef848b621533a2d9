//! LLVM-dialect ops whose MLIR 22 parser or verifier reads memory it must
//! not, checked on their text (see [`super`]).
//!
//! - `llvm.atomicrmw` whose value or result type is not one the op takes (a
//!   signless integer, a float, an `!llvm.ptr` or a vector): the type check
//!   asks every such type whether it is a scalable vector, which reads a
//!   vector's storage from a type that has none (uninitialised or freed
//!   memory; a crash when it is an invalid pointer);
//! - `llvm.extractvalue` / `llvm.insertvalue` with a position of 2^32 or
//!   more: the position is narrowed to 32 bits before the bounds check, and
//!   the element type read from past the end of the struct's body.

use super::{line_end, skip_space, skip_string};

/// The op names this module checks, as they are written in the custom and
/// in the generic (quoted) form.
pub const OPS: [&str; 3] = ["llvm.atomicrmw", "llvm.extractvalue", "llvm.insertvalue"];

/// Most elements an LLVM struct or array position can name (2^32).
const POSITION_LIMIT: u128 = 1 << 32;

/// The text of the op whose name ends at `at`: up to the end of its line,
/// and on over the lines that a bracket it opens spans (outside strings and
/// comments).
fn op_text(text: &str, at: usize) -> &str {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = at;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' if depth == 0 => break,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                if depth == 0 {
                    break;
                }
                i = line_end(bytes, i);
                continue;
            }
            b'"' => i = skip_string(bytes, i),
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'>' if bytes[i - 1] != b'-' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    &text[at..i.min(bytes.len())]
}

/// Byte offsets (into `s`) of the top-level occurrences of `c`: outside
/// brackets and strings.
fn top_level(s: &str, c: u8) -> Vec<usize> {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = skip_string(bytes, i),
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'>' if i == 0 || bytes[i - 1] != b'-' => depth = depth.saturating_sub(1),
            b if b == c && depth == 0 => out.push(i),
            _ => {}
        }
        i += 1;
    }
    out
}

/// The type written at `start` of `s`: its offset and text, up to a
/// top-level space, comma, `)` or the end.
fn type_at(s: &str, start: usize) -> (usize, &str) {
    let start = skip_space(s, start);
    let bytes = s.as_bytes();
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = skip_string(bytes, i),
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => break,
            b')' | b']' | b'}' => depth -= 1,
            b'>' if depth > 0 => depth -= 1,
            b',' if depth == 0 => break,
            c if c.is_ascii_whitespace() && depth == 0 => break,
            _ => {}
        }
        i += 1;
    }
    (start, &s[start..i.min(bytes.len())])
}

/// Whether `llvm.atomicrmw` takes a value of type `ty` (its spelling).
fn atomic_type(ty: &str) -> bool {
    let integer = ty
        .strip_prefix('i')
        .is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()));
    integer
        || ["bf16", "f16", "f32", "f64", "f80", "f128"].contains(&ty)
        || ty == "!llvm.ptr"
        || ty.starts_with("!llvm.ptr<")
        || ty.starts_with("vector<")
}

/// The value and result types of the `llvm.atomicrmw` in `op` (its text
/// after the name), with their offsets: `: !llvm.ptr, T` in the custom
/// form, `: (!llvm.ptr, T) -> R` in the generic one.
fn atomic_types(op: &str) -> Vec<(usize, &str)> {
    let Some(&colon) = top_level(op, b':').first() else {
        return Vec::new();
    };
    let after = skip_space(op, colon + 1);
    if op.as_bytes().get(after) == Some(&b'(') {
        let (_, inputs) = type_at(op, after);
        let mut out = Vec::new();
        if let Some(&comma) = top_level(&inputs[1..], b',').first() {
            let (at, ty) = type_at(inputs, comma + 2);
            out.push((after + at, ty));
        }
        if let Some(arrow) = op[after + inputs.len()..].find("->") {
            out.push(type_at(op, after + inputs.len() + arrow + 2));
        }
        return out;
    }
    let rest = &op[after..];
    match top_level(rest, b',').first() {
        Some(&comma) => {
            let (at, ty) = type_at(rest, comma + 1);
            vec![(after + at, ty)]
        }
        None => Vec::new(),
    }
}

/// The first number in `list` (integers separated by commas and spaces)
/// that is 2^32 or more, with its offset.
fn large_position(list: &str) -> Option<(usize, &str)> {
    let bytes = list.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() || (i > 0 && bytes[i - 1].is_ascii_alphanumeric()) {
            i += 1;
            continue;
        }
        let end = (i..bytes.len())
            .find(|&j| !bytes[j].is_ascii_alphanumeric())
            .unwrap_or(bytes.len());
        let digits = &list[i..end];
        let value = match digits
            .strip_prefix("0x")
            .or_else(|| digits.strip_prefix("0X"))
        {
            Some(hex) => u128::from_str_radix(hex, 16).ok(),
            None => digits.parse::<u128>().ok(),
        };
        let negative = list[..i].trim_end().ends_with('-');
        if !negative && value.is_none_or(|v| v >= POSITION_LIMIT) {
            return Some((i, digits));
        }
        i = end;
    }
    None
}

/// The position list of the `llvm.extractvalue` / `llvm.insertvalue` in
/// `op` (its text after the name) and its offset: the first top-level
/// `[...]` of the custom form, or the `position = array<i64: ...>` of the
/// generic one.
fn position_list(op: &str) -> Option<(usize, &str)> {
    if let Some(key) = op.find("position") {
        let eq = skip_space(op, key + "position".len());
        if op.as_bytes().get(eq) == Some(&b'=') {
            let start = skip_space(op, eq + 1);
            let end = op[start..].find('>').map_or(op.len(), |e| start + e);
            return Some((start, &op[start..end]));
        }
    }
    let bytes = op.as_bytes();
    let mut depth = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'[' if depth == 0 => {
                let end = op[i..].find(']').map_or(op.len(), |e| i + e);
                return Some((i + 1, &op[i + 1..end]));
            }
            b'(' | b'{' | b'<' => depth += 1,
            b')' | b'}' | b'>' => depth = depth.saturating_sub(1),
            b':' if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// The problem of the op named `name` whose name ends at `at` in `text`, if
/// any: a byte offset and a message.
pub fn check(text: &str, name: &str, at: usize) -> Option<(usize, String)> {
    let op = op_text(text, at);
    if name == "llvm.atomicrmw" {
        let (offset, ty) = atomic_types(op)
            .into_iter()
            .find(|(_, ty)| !atomic_type(ty))?;
        return Some((
            at + offset,
            format!("llvm.atomicrmw on a value of type '{ty}': the value must be a signless integer, a float (bf16, f16, f32, f64, f80, f128), an !llvm.ptr or a vector, written out (not an alias); MLIR 22 reads other types as vectors and can crash"),
        ));
    }
    let (start, list) = position_list(op)?;
    let (offset, number) = large_position(list)?;
    Some((
        at + start + offset,
        format!("{name} position {number} is 2^32 or more: no struct or array has that many elements (MLIR 22 crashes on such a position)"),
    ))
}

#[cfg(test)]
mod tests {
    use super::check;

    /// Checks the op `name` of `text` as the scan of the text does: from
    /// the end of its name, past the quote in the generic form.
    fn at_name(text: &str, name: &str) -> Option<(usize, String)> {
        let mut at = text.find(name)? + name.len();
        if text.as_bytes()[at] == b'"' {
            at += 1;
        }
        check(text, name, at)
    }

    #[test]
    fn atomicrmw_value_types() {
        let ok = [
            "%r = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32",
            "%r = llvm.atomicrmw fadd %p, %v seq_cst : !llvm.ptr<3>, f32 loc(unknown)",
            "%r = llvm.atomicrmw xchg %p, %v monotonic {alignment = 4 : i64} : !llvm.ptr, !llvm.ptr",
            "%r = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xf16>",
            "%r = \"llvm.atomicrmw\"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i64) -> i64",
        ];
        for text in ok {
            assert_eq!(at_name(text, "llvm.atomicrmw"), None, "{text}");
        }
        let bad = [
            (
                "%r = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, index",
                "index",
            ),
            (
                "%r = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, tensor<4xf32>",
                "tensor<4xf32>",
            ),
            (
                "%r = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, memref<4xf32, 3>",
                "memref<4xf32, 3>",
            ),
            (
                "%r = \"llvm.atomicrmw\"(%p, %v) <{bin_op = 1 : i64}> : (!llvm.ptr, none) -> none",
                "none",
            ),
            (
                "%r = \"llvm.atomicrmw\"(%p, %v) <{bin_op = 1 : i64}> : (!llvm.ptr, i32) -> si32",
                "si32",
            ),
        ];
        for (text, ty) in bad {
            let (offset, message) = at_name(text, "llvm.atomicrmw").expect(text);
            assert!(text[offset..].starts_with(ty), "{text}: at {offset}");
            assert!(message.contains(&format!("'{ty}'")), "{message}");
        }
    }

    #[test]
    fn large_positions() {
        let ok = [
            "%x = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32)>",
            "%x = llvm.insertvalue %v, %s[0, 4294967295] : !llvm.array<2 x struct<(i32)>>",
            "%x = llvm.extractvalue %s[-1] : !llvm.struct<(i32, i32)>",
            "%x = \"llvm.extractvalue\"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>) -> i32",
        ];
        for text in ok {
            assert_eq!(
                at_name(text, "llvm.extractvalue").or_else(|| at_name(text, "llvm.insertvalue")),
                None,
                "{text}"
            );
        }
        let bad = [
            ("%x = llvm.extractvalue %s[4294967296] : !llvm.struct<(i32, i32)>", "llvm.extractvalue", "4294967296"),
            ("%x = llvm.insertvalue %v, %s[0, 0x100000000] : !llvm.struct<(i32)>", "llvm.insertvalue", "0x100000000"),
            ("%x = \"llvm.extractvalue\"(%s) <{position = array<i64: 0, 4294967297>}> : (!llvm.struct<(i32)>) -> i32", "llvm.extractvalue", "4294967297"),
            ("%x = llvm.extractvalue %s[99999999999999999999999999999999999999999] : !llvm.struct<(i32)>", "llvm.extractvalue", "9999"),
        ];
        for (text, name, number) in bad {
            let (offset, message) = at_name(text, name).expect(text);
            assert!(text[offset..].starts_with(number), "{text}: at {offset}");
            assert!(
                message.starts_with(&format!("{name} position")),
                "{message}"
            );
        }
    }
}
