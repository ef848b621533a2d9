//! Diagnostics shown with the source line they point at and a caret under
//! their column, as `mlir-opt` shows them:
//!
//! ```text
//! f.mlir:3:26: error: expected ','
//!     async.barrier.wait %b mode try
//!                          ^
//! ```

use phaselock::Diag;
use std::fmt::Write;

/// `diagnostic` and its notes, each followed by its line of `input` (named
/// `file`) and a caret where it points into the input (a note at the place
/// of the diagnostic above it shows none: the caret is there already).
pub fn render(diagnostic: &Diag, file: &str, input: &[u8]) -> String {
    let mut out = String::new();
    render_one(&mut out, diagnostic, file, input, None);
    for note in &diagnostic.notes {
        out.push('\n');
        render_one(&mut out, note, file, input, Some(diagnostic));
    }
    out
}

fn render_one(out: &mut String, diagnostic: &Diag, file: &str, input: &[u8], above: Option<&Diag>) {
    let head = Diag {
        notes: Vec::new(),
        ..diagnostic.clone()
    };
    let _ = write!(out, "{head}");
    let same_place = |d: &&Diag| {
        (d.file.as_str(), d.line, d.column)
            == (diagnostic.file.as_str(), diagnostic.line, diagnostic.column)
    };
    if diagnostic.file != file || diagnostic.line == 0 || above.filter(same_place).is_some() {
        return;
    }
    let Some(line) = input
        .split(|&b| b == b'\n')
        .nth(diagnostic.line - 1)
        .map(String::from_utf8_lossy)
    else {
        return;
    };
    let line = line.trim_end_matches('\r');
    // Tabs before the column stay tabs, so the caret lines up with them.
    // The column counts bytes; the caret goes under the character there.
    let before = &line.as_bytes()[..diagnostic.column.saturating_sub(1).min(line.len())];
    let indent: String = String::from_utf8_lossy(before)
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let _ = write!(out, "\n{line}\n{indent}^");
}
