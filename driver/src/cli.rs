//! The command line and the output of the driver's binaries: clap's help
//! and errors with their exit codes, the `AxBx...` sizes the options take,
//! and writing a compiled artifact to a file or stdout.

use phaselock::compile::{Artifact, Compiled};
use std::ffi::OsString;
use std::process::ExitCode;

/// The command line as `C` reads it from `args`; otherwise clap's help or
/// error is printed and the exit code to end with is returned (0 after
/// `--help`, 1 after an error).
pub fn parse<C: clap::Parser>(args: impl IntoIterator<Item = OsString>) -> Result<C, ExitCode> {
    C::try_parse_from(args).map_err(|error| {
        let _ = error.print();
        if error.use_stderr() {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    })
}

/// `N` positive numbers joined by `x`, in the form `form` (e.g. `MxNxK`).
pub fn dims<const N: usize>(text: &str, form: &str) -> Result<[u32; N], String> {
    let dims: Vec<u32> = text
        .split('x')
        .map(|d| d.parse::<u32>().ok().filter(|d| *d > 0))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("expected {form} with positive numbers, got '{text}'"))?;
    dims.try_into()
        .map_err(|_| format!("expected {form}, got '{text}'"))
}

/// A problem's `MxNxK` (as `--shape` and `--gemm-shape` take it).
pub fn mnk(text: &str) -> Result<(u32, u32, u32), String> {
    dims(text, "MxNxK").map(|[m, n, k]| (m, n, k))
}

/// An attention problem's `BxHxHkvxS`: batch, Q heads, K/V heads, length.
pub fn bhhs(text: &str) -> Result<(u32, u32, u32, u32), String> {
    dims(text, "BxHxHkvxS").map(|[b, h, h_kv, s]| (b, h, h_kv, s))
}

/// Writes `bytes` to the file `output`, or to stdout.
pub fn write(output: Option<&str>, bytes: &[u8]) -> Result<(), String> {
    match output {
        Some(path) => {
            std::fs::write(path, bytes).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        None => {
            use std::io::Write;
            std::io::stdout()
                .write_all(bytes)
                .map_err(|e| format!("cannot write the output: {e}"))
        }
    }
}

/// Prints a compile's warnings to stderr and writes its artifact.
pub fn write_compiled(compiled: &Compiled, output: Option<&str>) -> Result<(), String> {
    for d in &compiled.diagnostics {
        eprintln!("{d}");
    }
    match &compiled.artifact {
        Artifact::Text(t) => write(output, t.as_bytes()),
        Artifact::Binary(b) => write(output, b),
    }
}
