//! The error of the library's compile calls: every diagnostic of the failed
//! compile, errors and the warnings and notes that came with them.

use crate::{Diag, Severity};
use std::fmt;

/// A failed compile. It holds the diagnostics in the order they were
/// reported, each with its location (file, line, column; line 0 when MLIR
/// gave none), severity, message and notes. At least one is an error.
///
/// It reads as a slice of [`Diag`] (`error.len()`, `error[0]`, `for d in
/// &error`), turns into `Vec<Diag>` with `into()`, and prints one
/// diagnostic a line, as the driver does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    diagnostics: Vec<Diag>,
}

impl Error {
    /// An error holding `diagnostics`; when none of them is an error, one
    /// saying that the compile failed in `file` is added, so that an
    /// `Error` always names what went wrong.
    pub fn new(file: &str, mut diagnostics: Vec<Diag>) -> Self {
        if !diagnostics.iter().any(|d| d.severity == Severity::Error) {
            diagnostics.push(Diag::new(
                Severity::Error,
                file,
                0,
                0,
                "the compile failed without a diagnostic",
            ));
        }
        Self { diagnostics }
    }

    /// Every diagnostic, in the order reported.
    pub fn diagnostics(&self) -> &[Diag] {
        &self.diagnostics
    }

    /// The diagnostics of severity error.
    pub fn errors(&self) -> impl Iterator<Item = &Diag> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
    }

    /// Gives the diagnostics back.
    pub fn into_diagnostics(self) -> Vec<Diag> {
        self.diagnostics
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl std::ops::Deref for Error {
    type Target = [Diag];

    fn deref(&self) -> &[Diag] {
        &self.diagnostics
    }
}

impl From<Error> for Vec<Diag> {
    fn from(error: Error) -> Self {
        error.diagnostics
    }
}

impl From<Diag> for Error {
    fn from(diag: Diag) -> Self {
        let file = diag.file.clone();
        Self::new(&file, vec![diag])
    }
}

impl IntoIterator for Error {
    type Item = Diag;
    type IntoIter = std::vec::IntoIter<Diag>;

    fn into_iter(self) -> Self::IntoIter {
        self.diagnostics.into_iter()
    }
}

impl<'a> IntoIterator for &'a Error {
    type Item = &'a Diag;
    type IntoIter = std::slice::Iter<'a, Diag>;

    fn into_iter(self) -> Self::IntoIter {
        self.diagnostics.iter()
    }
}
