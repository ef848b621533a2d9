//! Ops of the `async` dialect written in MLIR's custom form.
//!
//! The dialect's ops have no custom assembly yet: `async.fence.proxy_async`
//! must be written `"async.fence.proxy_async"() : () -> ()`. MLIR's parser
//! rejects the custom form; this module finds such an op in the text and
//! says how to write it.

use crate::{
    dialect::ops::{lookup, OpInfo},
    Diag, Severity,
};

/// The first op of ours written in custom form (`async.` and one of our op
/// names, unquoted, outside comments and strings): its byte offset and the op.
pub(crate) fn first(text: &str) -> Option<(usize, &'static OpInfo)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => i = skip_string(bytes, i),
            b'a' => {
                if let Some(op) = at(text, i) {
                    return Some((i, op));
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The op of ours written in custom form that starts at byte `offset`, if
/// one does: `async.name` not preceded by a character that makes it part of
/// another token (`"`, `!`, `#`, `%`, `@`, `^`, `.` or an identifier).
pub(crate) fn at(text: &str, offset: usize) -> Option<&'static OpInfo> {
    let rest = text.get(offset..)?;
    if !rest.starts_with("async.") {
        return None;
    }
    let before = text[..offset].bytes().next_back();
    if before.is_some_and(|b| is_name_byte(b) || b"\"!#%@^".contains(&b)) {
        return None;
    }
    let end = rest
        .bytes()
        .position(|b| !is_name_byte(b))
        .unwrap_or(rest.len());
    lookup(&rest[..end])
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

fn skip_string(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
        if bytes[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

/// The op in MLIR's generic form, with placeholders for what it takes:
/// `"async.fence.proxy_async"() : () -> ()` for an op without operands,
/// results, attributes or regions.
pub(crate) fn generic_form(op: &OpInfo) -> String {
    let results = match op.results {
        0 => String::new(),
        1 => "%result = ".to_string(),
        n => format!("%results:{n} = "),
    };
    let operands = if op.operands == 0 { "" } else { "%operands" };
    let attributes = if op.attributes.iter().any(|a| !a.optional) {
        " {attributes}"
    } else {
        ""
    };
    let regions = if op.regions == 0 { "" } else { " ({regions})" };
    let operand_types = if op.operands == 0 {
        ""
    } else {
        "operand types"
    };
    let result_types = match op.results {
        0 => "()",
        1 => "result type",
        _ => "(result types)",
    };
    format!(
        "{results}\"{}\"({operands}){regions}{attributes} : ({operand_types}) -> {result_types}",
        op.name
    )
}

/// The hint for an op of ours written in custom form, as a note at `line`
/// and `column` of `file`.
pub(crate) fn hint(op: &OpInfo, file: &str, line: usize, column: usize) -> Diag {
    Diag::new(
        Severity::Note,
        file,
        line,
        column,
        format!(
            "phaselock's ops are written in MLIR's generic form for now: {}",
            generic_form(op)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_custom_form_ops_outside_comments_strings_and_other_tokens() {
        let text = "// async.fence.proxy_async\n\"async.fence.proxy_async\"() \
                    {a = \"async.fence.proxy_async\"} : () -> !async.fence.proxy_async\n  \
                    async.fence.proxy_async\n";
        let (offset, op) = first(text).expect("the unquoted op");
        assert_eq!(op.name, "async.fence.proxy_async");
        assert_eq!(&text[offset - 2..offset], "  ");
        assert!(first("async.no_such_op\n").is_none());
        assert!(at("%async.fence.proxy_async", 1).is_none());
    }

    #[test]
    fn generic_form_of_an_op_without_operands_or_results() {
        let op = lookup("async.fence.proxy_async").expect("a dialect op");
        assert_eq!(generic_form(op), "\"async.fence.proxy_async\"() : () -> ()");
    }
}
