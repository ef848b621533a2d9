//! `--verify-diagnostics`: checks emitted diagnostics against
//! `expected-error`, `expected-warning`, `expected-note` and
//! `expected-remark` comments in the source, with `@+N`, `@-N`, `@above` and
//! `@below` line designators, as `mlir-opt` does.

use crate::{Diag, Severity};

/// One expectation read from the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// Expected severity.
    pub severity: Severity,
    /// The line the diagnostic must be on.
    pub line: usize,
    /// Text the message must contain.
    pub text: String,
    /// The line of the comment itself.
    pub comment_line: usize,
}

/// Reads the expectations of `text`, whose first line is `first_line`.
pub fn expectations(text: &str, first_line: usize) -> Result<Vec<Expected>, Diag> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = first_line + i;
        let mut rest = line;
        while let Some(pos) = rest.find("expected-") {
            rest = &rest[pos + "expected-".len()..];
            let (severity, after) = if let Some(r) = rest.strip_prefix("error") {
                (Severity::Error, r)
            } else if let Some(r) = rest.strip_prefix("warning") {
                (Severity::Warning, r)
            } else if let Some(r) = rest.strip_prefix("note") {
                (Severity::Note, r)
            } else if let Some(r) = rest.strip_prefix("remark") {
                (Severity::Remark, r)
            } else {
                continue;
            };
            let after = after.trim_start();
            let (target, after) = if let Some(d) = after.strip_prefix('@') {
                let end = d
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(d.len());
                let designator = &d[..end];
                let target = match designator {
                    "above" => line_no.checked_sub(1),
                    "below" => Some(line_no + 1),
                    _ => {
                        let offset: i64 = designator.parse().map_err(|_| {
                            Diag::new(
                                Severity::Error,
                                "",
                                line_no,
                                1,
                                format!("bad line designator '@{designator}'"),
                            )
                        })?;
                        usize::try_from(line_no as i64 + offset).ok()
                    }
                };
                let target = target.filter(|&t| t >= 1).ok_or_else(|| {
                    Diag::new(
                        Severity::Error,
                        "",
                        line_no,
                        1,
                        format!("line designator '@{designator}' is before the file"),
                    )
                })?;
                (target, d[end..].trim_start())
            } else {
                (line_no, after)
            };
            let Some(body) = after.strip_prefix("{{") else {
                return Err(Diag::new(
                    Severity::Error,
                    "",
                    line_no,
                    1,
                    "expected '{{' after the expected-* designator",
                ));
            };
            let Some(end) = body.find("}}") else {
                return Err(Diag::new(
                    Severity::Error,
                    "",
                    line_no,
                    1,
                    "expected '}}' to close the expected text",
                ));
            };
            out.push(Expected {
                severity,
                line: target,
                text: body[..end].to_string(),
                comment_line: line_no,
            });
            rest = &body[end + 2..];
        }
    }
    Ok(out)
}

/// Matches `diagnostics` (notes flattened) against `expected`; returns the
/// mismatches as errors located in `file`.
pub fn check(file: &str, diagnostics: &[Diag], expected: &[Expected]) -> Vec<Diag> {
    let mut flat = Vec::new();
    for d in diagnostics {
        flat.push(d.clone());
        // MLIR attaches the failing op's text as a note; it is not part of
        // what a test states.
        flat.extend(
            d.notes
                .iter()
                .filter(|n| !n.message.starts_with("see current operation"))
                .cloned(),
        );
    }
    let mut used = vec![false; expected.len()];
    let mut errors = Vec::new();
    for d in &flat {
        let found = expected.iter().enumerate().position(|(i, e)| {
            !used[i] && e.severity == d.severity && e.line == d.line && d.message.contains(&e.text)
        });
        match found {
            Some(i) => used[i] = true,
            None => errors.push(Diag::new(
                Severity::Error,
                file,
                d.line,
                d.column,
                format!("unexpected {}: {}", d.severity, d.message),
            )),
        }
    }
    for (e, used) in expected.iter().zip(used) {
        if !used {
            errors.push(Diag::new(
                Severity::Error,
                file,
                e.comment_line,
                1,
                format!("expected {} \"{}\" was not produced", e.severity, e.text),
            ));
        }
    }
    errors
}
