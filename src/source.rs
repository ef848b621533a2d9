//! Reading MLIR text into a module, with every problem as a located diagnostic.

use crate::{Diag, DiagnosticCollector, Severity};
use melior::{
    ir::{operation::OperationLike, Module},
    Context,
};
use phaselock_ir::{sref, Op};

/// Parses `text` (named `file` in diagnostics) and verifies the result.
///
/// `first_line` is the 1-based line of `text` within `file`, so that the
/// pieces of a `--split-input-file` input report the lines of the whole file.
/// Top-level operations other than a single `builtin.module` are wrapped in
/// one, as `mlir-opt` does.
pub fn parse<'c>(
    context: &'c Context,
    file: &str,
    text: &[u8],
    first_line: usize,
) -> Result<Module<'c>, Vec<Diag>> {
    let text = screen(file, text, first_line)?;
    let source = Source {
        file,
        text,
        first_line,
    };
    let collector = DiagnosticCollector::attach(context, file);
    let raw = parse_operation(context, &collector, &source)?;
    let module = into_module(raw);
    if !module.as_operation().verify() {
        let mut diagnostics = collector.take();
        if diagnostics.is_empty() {
            diagnostics.push(source.error(first_line, "the input does not verify"));
        }
        return Err(diagnostics);
    }
    if let Some((op, message)) =
        crate::precheck::non_symbol_at_top(Op(module.as_operation().to_raw()))
    {
        op.error(&message);
        return Err(collector.take());
    }
    Ok(module)
}

/// The text to parse, where a piece of a file starts.
struct Source<'a> {
    file: &'a str,
    text: &'a str,
    /// The 1-based line of `text` within `file`.
    first_line: usize,
}

impl Source<'_> {
    /// An error at column 1 of `line` of the file.
    fn error(&self, line: usize, message: &str) -> Diag {
        Diag::new(Severity::Error, self.file, line, 1, message)
    }

    /// An error at a byte offset of the text.
    fn error_at(&self, offset: usize, message: String) -> Diag {
        let (line, column) = line_col(&self.text.as_bytes()[..offset]);
        Diag::new(
            Severity::Error,
            self.file,
            line + self.first_line - 1,
            column,
            message,
        )
    }
}

/// The text as UTF-8, refused before MLIR sees it when it is not UTF-8, holds
/// a NUL byte or what [`crate::precheck::scan_text`] finds, or holds no
/// operation.
fn screen<'t>(file: &str, text: &'t [u8], first_line: usize) -> Result<&'t str, Vec<Diag>> {
    let text = match std::str::from_utf8(text) {
        Ok(text) => text,
        Err(error) => {
            let (line, column) = line_col(&text[..error.valid_up_to()]);
            return Err(vec![Diag::new(
                Severity::Error,
                file,
                line + first_line - 1,
                column,
                "input is not valid UTF-8 text",
            )]);
        }
    };
    let source = Source {
        file,
        text,
        first_line,
    };
    if let Some(offset) = text.find('\0') {
        return Err(vec![
            source.error_at(offset, "input contains a NUL byte".into())
        ]);
    }
    if let Some(problem) = crate::precheck::scan_text(text) {
        let mut error = source.error_at(problem.offset, problem.message);
        for (offset, message) in problem.notes {
            let mut note = source.error_at(offset, message);
            note.severity = Severity::Note;
            error.notes.push(note);
        }
        return Err(vec![error]);
    }
    if text.trim().is_empty() || is_only_comments(text) {
        return Err(vec![source.error(first_line, "input holds no operation")]);
    }
    Ok(text)
}

/// MLIR's parse of the source, its top-level operations wrapped in a module
/// when there are several; the parser's diagnostics when it fails.
fn parse_operation(
    context: &Context,
    collector: &DiagnosticCollector,
    source: &Source,
) -> Result<mlir_sys::MlirOperation, Vec<Diag>> {
    let Source {
        file,
        text,
        first_line,
    } = *source;
    let padded = format!("{}{text}", "\n".repeat(first_line.saturating_sub(1)));
    phaselock_ir::names::remember_source(context.to_raw(), file, &padded);
    let terminated = Terminated::new(&padded);
    let mut raw = unsafe {
        mlir_sys::mlirOperationCreateParse(context.to_raw(), terminated.sref(), sref(file))
    };
    let mut diagnostics = collector.take();
    if raw.ptr.is_null()
        && diagnostics.iter().any(|d| {
            d.message
                .starts_with("source must contain a single top-level operation")
        })
    {
        // Several top-level ops: wrap them in a module as mlir-opt does. The
        // prefix shares the first line, so every other line keeps its number.
        let wrapped = format!("module {{{padded}\n}}");
        phaselock_ir::names::remember_source(context.to_raw(), file, &wrapped);
        let terminated = Terminated::new(&wrapped);
        raw = unsafe {
            mlir_sys::mlirOperationCreateParse(context.to_raw(), terminated.sref(), sref(file))
        };
        diagnostics = collector.take();
    }
    if raw.ptr.is_null() {
        if let Some(first) = diagnostics.first_mut() {
            add_form_hint(first, text, first_line);
        }
        if diagnostics.is_empty() {
            diagnostics.push(source.error(first_line, "cannot parse the input"));
        }
        return Err(diagnostics);
    }
    Ok(raw)
}

/// The parsed operation as a module: itself when it is a `builtin.module`,
/// else wrapped in an empty one.
fn into_module<'c>(raw: mlir_sys::MlirOperation) -> Module<'c> {
    let op = Op(raw);
    if op.name() == "builtin.module" {
        unsafe { Module::from_raw(mlir_sys::mlirModuleFromOperation(raw)) }
    } else {
        // A lone non-module top-level op: wrap it.
        let location = op.location();
        let module = unsafe { Module::from_raw(mlir_sys::mlirModuleCreateEmpty(location)) };
        unsafe {
            mlir_sys::mlirBlockAppendOwnedOperation(
                mlir_sys::mlirModuleGetBody(module.to_raw()),
                raw,
            )
        };
        module
    }
}

/// Text followed by a NUL, for MLIR's parser: its lexer reads the byte after
/// the end of the text it is given (a NUL there tells it the buffer ended),
/// so that byte must be in the allocation.
struct Terminated(String);

impl Terminated {
    fn new(text: &str) -> Terminated {
        let mut buffer = String::with_capacity(text.len() + 1);
        buffer.push_str(text);
        buffer.push('\0');
        Terminated(buffer)
    }

    /// The text, without the NUL (which stays in the allocation after it).
    fn sref(&self) -> mlir_sys::MlirStringRef {
        sref(&self.0[..self.0.len() - 1])
    }
}

/// When the line a syntax error points at writes an op of ours, a note with
/// the op's custom form as the reference shows it (the generic form, with
/// the name quoted, parses too).
fn add_form_hint(diagnostic: &mut Diag, text: &str, first_line: usize) {
    // A verifier's error ("'async.x' op ...") is about the op, not its form.
    if diagnostic.message.contains("' op ") {
        return;
    }
    let Some(line) = diagnostic
        .line
        .checked_sub(first_line)
        .and_then(|index| text.lines().nth(index))
    else {
        return;
    };
    let code = line.split("//").next().unwrap_or_default();
    let Some(op) = code
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .find_map(phaselock_dialect::ops::lookup)
    else {
        return;
    };
    // A line in the generic form (the name quoted) is not about the custom
    // form.
    if op.example.is_empty()
        || code.contains(op.example)
        || code.contains(&format!("\"{}\"", op.name))
    {
        return;
    }
    diagnostic.notes.push(Diag::new(
        Severity::Note,
        &diagnostic.file,
        diagnostic.line,
        diagnostic.column,
        format!(
            "'{}' is written like `{}` (docs/ops.md); the generic form quotes the name: `\"{}\"(...)`",
            op.name, op.example, op.name
        ),
    ));
}

fn is_only_comments(text: &str) -> bool {
    text.lines().all(|l| {
        let l = l.trim();
        l.is_empty() || l.starts_with("//")
    })
}

/// 1-based line and column of the end of `prefix`.
fn line_col(prefix: &[u8]) -> (usize, usize) {
    let line = prefix.iter().filter(|&&b| b == b'\n').count() + 1;
    let column = prefix.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
    (line, column)
}

/// Splits a `--split-input-file` input at `// -----` lines: each piece with
/// the 1-based line it starts on.
pub fn split(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut start_line = 1;
    let mut offset = 0;
    for (line, raw_line) in (1..).zip(text.split_inclusive(|&b| b == b'\n')) {
        let trimmed = String::from_utf8_lossy(raw_line);
        if trimmed.trim() == "// -----" {
            pieces.push((start_line, &text[start..offset]));
            start = offset + raw_line.len();
            start_line = line + 1;
        }
        offset += raw_line.len();
    }
    pieces.push((start_line, &text[start..]));
    pieces
}

#[cfg(test)]
mod tests {
    use super::Terminated;

    #[test]
    fn the_parsed_text_is_followed_by_a_nul() {
        let source = Terminated::new("gpu.module @m {}\nfoo");
        let text = source.sref();
        assert_eq!(text.length, 20);
        // The byte after the text is in the same allocation, and a NUL.
        let after = unsafe { *text.data.add(text.length) };
        assert_eq!(after, 0);
    }
}
