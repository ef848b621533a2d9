//! Running the driver on a mutant and classifying its verdict: invalid
//! (the mutant does not parse and verify as MLIR), killed (the compile
//! fails with a diagnostic; where it points, and whether the passes alone
//! refuse it), survived verified (exit 0, every ledger claims its
//! protocol verified) or survived unverified (exit 0 with a warning).

use crate::json;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The driver binary and the limit of one compile.
#[derive(Debug, Clone)]
pub struct Driver {
    /// `async-opt`.
    pub path: PathBuf,
    /// A compile running longer is stopped and reported as a timeout.
    pub timeout: Duration,
}

/// One finished (or stopped) driver process.
#[derive(Debug, Clone)]
pub struct Run {
    /// The exit status (`None`: killed by a signal or by the timeout).
    pub code: Option<i32>,
    /// Its standard error.
    pub stderr: String,
    /// Whether the timeout stopped it.
    pub timed_out: bool,
}

/// The checker mode of a compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// The default (`--check=on`).
    Default,
    /// `--check=strict`.
    Strict,
    /// `--no-check`.
    Off,
}

/// Where a killing diagnostic points, relative to the mutated lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locality {
    /// An error or note on a mutated line.
    At,
    /// Within three lines of one.
    Near,
    /// Elsewhere: it names a consequence (the barrier, the pipeline, the
    /// op that deadlocks).
    Consequence,
}

/// The verdict on one compile of a mutant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Refused with a diagnostic.
    Killed {
        /// Where the diagnostic points.
        locality: Locality,
        /// The first error.
        message: String,
        /// Whether the compile without the checker refuses it too.
        by_passes: bool,
    },
    /// Exit 0; every ledger says verified.
    Verified {
        /// The ledgers' trip-count claims.
        claim: String,
    },
    /// Exit 0 with a warning (what the checker could not verify).
    Unverified {
        /// The first warning.
        warning: String,
    },
    /// The mutant does not parse or verify as MLIR.
    Invalid {
        /// The parser's first error.
        message: String,
    },
    /// The compile ran past the timeout.
    Timeout,
    /// The driver crashed or exited 1 without a diagnostic.
    Crash {
        /// The exit status and the end of stderr.
        detail: String,
    },
}

impl Verdict {
    /// The verdict's short name, as the report writes it.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Killed { .. } => "killed",
            Verdict::Verified { .. } => "survived-verified",
            Verdict::Unverified { .. } => "survived-unverified",
            Verdict::Invalid { .. } => "invalid",
            Verdict::Timeout => "timeout",
            Verdict::Crash { .. } => "crash",
        }
    }

    /// Whether the mutant compiled (exit 0).
    pub fn survived(&self) -> bool {
        matches!(self, Verdict::Verified { .. } | Verdict::Unverified { .. })
    }
}

impl Driver {
    /// Runs the driver on `file` with `args`, its output in files next to it.
    pub fn run(&self, file: &Path, args: &[&str]) -> std::io::Result<Run> {
        let err_path = file.with_extension("stderr");
        let err = File::create(&err_path)?;
        let mut child = Command::new(&self.path)
            .arg(file)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(err)
            .spawn()?;
        let start = Instant::now();
        let mut pause = Duration::from_millis(5);
        let (code, timed_out) = loop {
            if let Some(status) = child.try_wait()? {
                break (status.code(), false);
            }
            if start.elapsed() > self.timeout {
                child.kill()?;
                child.wait()?;
                break (None, true);
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(50));
        };
        let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
        let _ = std::fs::remove_file(&err_path);
        Ok(Run {
            code,
            stderr,
            timed_out,
        })
    }

    /// Compiles `file` to PTX (the checker in mode `check`, the ledger as JSON).
    pub fn compile(&self, file: &Path, check: Check) -> std::io::Result<Run> {
        let mode = match check {
            Check::Default => "--check=on",
            Check::Strict => "--check=strict",
            Check::Off => "--check=off",
        };
        let args = [
            "--emit=ptx",
            "-o",
            null_device(),
            "--async-print-ledger=json",
            mode,
        ];
        self.run(file, &args)
    }

    /// Whether `file` parses and verifies as MLIR (no pass runs): `Err`
    /// holds the first error.
    pub fn parses(&self, file: &Path) -> std::io::Result<Result<(), Verdict>> {
        let run = self.run(file, &["-o", null_device()])?;
        Ok(match (run.timed_out, run.code) {
            (true, _) => Err(Verdict::Timeout),
            (false, Some(0)) => Ok(()),
            (false, Some(1)) => Err(Verdict::Invalid {
                message: first_diagnostic(&run.stderr, "error").unwrap_or_default(),
            }),
            _ => Err(crash(&run)),
        })
    }
}

fn null_device() -> &'static str {
    "/dev/null"
}

fn crash(run: &Run) -> Verdict {
    let tail: Vec<&str> = run.stderr.lines().rev().take(3).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Verdict::Crash {
        detail: format!("exit {:?}: {}", run.code, tail.join(" / ")),
    }
}

/// A diagnostic of the driver: line and severity, message.
struct Diagnostic {
    line: usize,
    severity: String,
    message: String,
}

fn diagnostics(stderr: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for text in stderr.lines() {
        for severity in ["error", "warning", "note"] {
            let Some((place, message)) = text.split_once(&format!(": {severity}: ")) else {
                continue;
            };
            let mut parts = place.rsplitn(3, ':');
            let _column = parts.next();
            let line = parts.next().and_then(|l| l.parse().ok());
            if let Some(line) = line {
                out.push(Diagnostic {
                    line,
                    severity: severity.into(),
                    message: message.to_string(),
                });
            }
            break;
        }
    }
    out
}

fn first_diagnostic(stderr: &str, severity: &str) -> Option<String> {
    let found = diagnostics(stderr)
        .into_iter()
        .find(|d| d.severity == severity);
    found
        .map(|d| format!("line {}: {}", d.line, d.message))
        .or_else(|| {
            stderr
                .lines()
                .find(|l| l.contains(&format!("{severity}:")))
                .map(str::to_string)
        })
}

/// Where the diagnostics of `stderr` point, relative to `lines`.
fn locality(stderr: &str, lines: &[usize]) -> Locality {
    let mut best = Locality::Consequence;
    for d in diagnostics(stderr) {
        if d.severity == "warning" {
            continue;
        }
        if lines.contains(&d.line) {
            return Locality::At;
        }
        if lines.iter().any(|&l| l.abs_diff(d.line) <= 3) {
            best = Locality::Near;
        }
    }
    best
}

/// The verdict of a compile that ran (`lines`: the mutated lines; `by_passes`
/// is filled in by the caller).
pub fn classify(run: &Run, lines: &[usize]) -> Verdict {
    if run.timed_out {
        return Verdict::Timeout;
    }
    match run.code {
        Some(0) => survivor(&run.stderr),
        Some(1) => match first_diagnostic(&run.stderr, "error") {
            Some(message) => Verdict::Killed {
                locality: locality(&run.stderr, lines),
                message,
                by_passes: false,
            },
            None => crash(run),
        },
        _ => crash(run),
    }
}

/// The verdict of a compile that succeeded: a warning makes it unverified,
/// else the ledgers' claims.
fn survivor(stderr: &str) -> Verdict {
    if let Some(warning) = first_diagnostic(stderr, "warning") {
        return Verdict::Unverified { warning };
    }
    let claims: Vec<String> = stderr
        .lines()
        .filter(|l| l.starts_with("{\"kernel\""))
        .filter_map(|l| {
            let kernel = json::string_field(l, "kernel")?;
            let claim = json::string_field(l, "trip_counts")?;
            Some(format!("@{kernel}: {claim}"))
        })
        .collect();
    if let Some(unverified) = claims.iter().find(|c| !c.contains(": verified")) {
        return Verdict::Unverified {
            warning: unverified.clone(),
        };
    }
    let claim = if claims.is_empty() {
        "no ledger (no barrier protocol)".to_string()
    } else {
        claims.join("; ")
    };
    Verdict::Verified { claim }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(code: i32, stderr: &str) -> Run {
        Run {
            code: Some(code),
            stderr: stderr.into(),
            timed_out: false,
        }
    }

    #[test]
    fn killed_where() {
        let at = run(1, "/t/m.mlir:57:11: error: x\n");
        assert!(matches!(
            classify(&at, &[57]),
            Verdict::Killed {
                locality: Locality::At,
                ..
            }
        ));
        let near = run(1, "/t/m.mlir:13:1: error: x\n/t/m.mlir:55:3: note: y\n");
        assert!(matches!(
            classify(&near, &[57]),
            Verdict::Killed {
                locality: Locality::Near,
                ..
            }
        ));
        let far = run(1, "/t/m.mlir:13:1: error: x\n");
        assert!(matches!(
            classify(&far, &[57]),
            Verdict::Killed {
                locality: Locality::Consequence,
                ..
            }
        ));
        assert!(matches!(
            classify(&run(1, "nothing"), &[1]),
            Verdict::Crash { .. }
        ));
        assert!(matches!(
            classify(&run(101, "panic"), &[1]),
            Verdict::Crash { .. }
        ));
    }

    #[test]
    fn survivors() {
        let ok = run(
            0,
            "{\"kernel\": \"k\", \"trip_counts\": \"verified for all trip counts\"}\n",
        );
        assert!(matches!(classify(&ok, &[1]), Verdict::Verified { .. }));
        let warn = run(0, "/t/m.mlir:3:1: warning: protocol not verified\n");
        assert!(matches!(classify(&warn, &[1]), Verdict::Unverified { .. }));
        let narrow = run(
            0,
            "{\"kernel\": \"k\", \"trip_counts\": \"not verified (see the warnings)\"}\n",
        );
        assert!(matches!(
            classify(&narrow, &[1]),
            Verdict::Unverified { .. }
        ));
    }
}
