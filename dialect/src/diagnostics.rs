//! Collects MLIR diagnostics as plain data, with their source positions.

use melior::{
    diagnostic::{Diagnostic as MlirDiagnostic, DiagnosticHandlerId, DiagnosticSeverity},
    ir::Location,
    Context,
};
use std::{cell::RefCell, fmt, rc::Rc};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
    /// A remark.
    Remark,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Note => "note",
            Self::Remark => "remark",
        })
    }
}

/// A diagnostic with its position (line and column are 1-based; 0 when unknown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diag {
    /// Severity.
    pub severity: Severity,
    /// Source file name as recorded in the location.
    pub file: String,
    /// Line, 1-based.
    pub line: usize,
    /// Column, 1-based.
    pub column: usize,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diag>,
}

impl Diag {
    /// A diagnostic at a known position.
    pub fn new(
        severity: Severity,
        file: &str,
        line: usize,
        column: usize,
        message: impl Into<String>,
    ) -> Self {
        Self {
            severity,
            file: file.to_string(),
            line,
            column,
            message: message.into(),
            notes: Vec::new(),
        }
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(
                f,
                "{}:{}:{}: {}: {}",
                self.file, self.line, self.column, self.severity, self.message
            )?;
        } else {
            write!(f, "{}: {}: {}", self.file, self.severity, self.message)?;
        }
        for note in &self.notes {
            write!(f, "\n{note}")?;
        }
        Ok(())
    }
}

/// The file, line and column of a location, looking through names,
/// call sites and fused locations.
pub fn position(location: Location<'_>) -> Option<(String, usize, usize)> {
    if location.is_file_line_col_range() {
        return Some((
            location
                .file_line_col_range_filename()
                .as_string_ref()
                .as_str()
                .unwrap_or("")
                .to_string(),
            location.file_line_col_range_start_line(),
            location.file_line_col_range_start_column(),
        ));
    }
    if location.is_name() {
        return position(location.name_child_location());
    }
    if location.is_call_site() {
        return position(location.call_site_caller());
    }
    if location.is_fused() {
        return (0..location.fused_num_locations())
            .find_map(|i| position(location.fused_location(i)));
    }
    None
}

extern "C" {
    fn phaselockEmitErrorWithNotes(
        location: mlir_sys::MlirLocation,
        message: mlir_sys::MlirStringRef,
        count: isize,
        note_locations: *const mlir_sys::MlirLocation,
        notes: *const mlir_sys::MlirStringRef,
    );
}

fn string_ref(text: &str) -> mlir_sys::MlirStringRef {
    mlir_sys::MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// Emits an error diagnostic at `location` saying `message`, with one note
/// per entry of `notes` (its location and text), as one diagnostic.
pub fn emit_error_with_notes(
    location: mlir_sys::MlirLocation,
    message: &str,
    notes: &[(mlir_sys::MlirLocation, &str)],
) {
    let locations: Vec<mlir_sys::MlirLocation> = notes.iter().map(|(l, _)| *l).collect();
    let texts: Vec<mlir_sys::MlirStringRef> = notes.iter().map(|(_, t)| string_ref(t)).collect();
    // SAFETY: the locations are live; the string refs point into `message`
    // and `notes`, which outlive the call; both arrays hold `notes.len()`.
    unsafe {
        phaselockEmitErrorWithNotes(
            location,
            string_ref(message),
            notes.len() as isize,
            locations.as_ptr(),
            texts.as_ptr(),
        )
    }
}

/// The prefix that marks a warning emitted through MLIR's C API, which can
/// only emit errors (`mlirEmitError`): [`DiagnosticCollector`] turns such a
/// diagnostic into a [`Severity::Warning`] without the prefix.
pub const WARNING_MARK: &str = "[warning] ";

fn convert(diagnostic: &MlirDiagnostic, default_file: &str) -> Diag {
    let text = diagnostic.to_string();
    let (warning, message) = match text.strip_prefix(WARNING_MARK) {
        Some(rest) => (true, rest.to_string()),
        None => (false, text),
    };
    let severity = match diagnostic.severity() {
        _ if warning => Severity::Warning,
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note => Severity::Note,
        DiagnosticSeverity::Remark => Severity::Remark,
    };
    let (file, line, column) =
        position(diagnostic.location()).unwrap_or_else(|| (default_file.to_string(), 0, 0));
    let notes = (0..diagnostic.note_count())
        .filter_map(|i| diagnostic.note(i).ok())
        .map(|note| convert(&note, default_file))
        .collect();
    Diag {
        severity,
        file,
        line,
        column,
        message,
        notes,
    }
}

/// Captures every diagnostic emitted in a context while it lives.
pub struct DiagnosticCollector<'c> {
    context: &'c Context,
    id: DiagnosticHandlerId,
    diagnostics: Rc<RefCell<Vec<Diag>>>,
}

impl<'c> DiagnosticCollector<'c> {
    /// Starts capturing; `default_file` names diagnostics without a position.
    pub fn attach(context: &'c Context, default_file: &str) -> Self {
        let diagnostics = Rc::new(RefCell::new(Vec::new()));
        let sink = diagnostics.clone();
        let file = default_file.to_string();
        let id = context.attach_diagnostic_handler(move |diagnostic| {
            sink.borrow_mut().push(convert(&diagnostic, &file));
            true
        });
        Self {
            context,
            id,
            diagnostics,
        }
    }

    /// Takes the diagnostics captured so far.
    pub fn take(&self) -> Vec<Diag> {
        std::mem::take(&mut self.diagnostics.borrow_mut())
    }
}

impl Drop for DiagnosticCollector<'_> {
    fn drop(&mut self) {
        self.context.detach_diagnostic_handler(self.id);
    }
}
