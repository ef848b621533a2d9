//! Assembling PTX into a cubin with ptxas, and the lowering's errors.

use phaselock_ir::Chip;
use std::{
    fmt,
    path::{Path, PathBuf},
    process::Command,
};

/// Why the path from the LLVM dialect to an artifact failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// MLIR → LLVM IR translation failed.
    Translation(String),
    /// LLVM could not produce PTX.
    Ptx(String),
    /// No ptxas was found.
    PtxasNotFound(String),
    /// ptxas ran and rejected the PTX (its message follows).
    Ptxas(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Translation(m) | Error::Ptx(m) | Error::Ptxas(m) => f.write_str(m),
            Error::PtxasNotFound(m) => write!(f, "ptxas not found: {m}"),
        }
    }
}

impl std::error::Error for Error {}

/// Finds ptxas: `explicit`, else `$PTXAS`, else the project's `.venv`, else `PATH`.
pub fn find_ptxas(explicit: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(path) = explicit {
        return if path.is_file() {
            Ok(path.to_path_buf())
        } else {
            Err(Error::PtxasNotFound(format!(
                "'{}' does not exist",
                path.display()
            )))
        };
    }
    if let Some(path) = std::env::var_os("PTXAS") {
        let path = PathBuf::from(path);
        return if path.is_file() {
            Ok(path)
        } else {
            Err(Error::PtxasNotFound(format!(
                "PTXAS is set to '{}', which does not exist",
                path.display()
            )))
        };
    }
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/lib");
    if let Ok(entries) = std::fs::read_dir(&venv) {
        for python in entries.flatten() {
            let nvidia = python.path().join("site-packages/nvidia");
            if let Ok(cuda) = std::fs::read_dir(&nvidia) {
                for dir in cuda.flatten() {
                    let candidate = dir.path().join("bin/ptxas");
                    if candidate.is_file() {
                        return Ok(candidate);
                    }
                }
            }
        }
    }
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let candidate = dir.join("ptxas");
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err(Error::PtxasNotFound(
        "set PTXAS, run scripts/setup.sh (installs it into .venv) or put ptxas on PATH".into(),
    ))
}

/// Assembles `ptx` for `chip` with ptxas and returns the cubin.
pub fn assemble(ptx: &str, chip: Chip, ptxas: &Path) -> Result<Vec<u8>, Error> {
    let dir = std::env::temp_dir().join(format!(
        "phaselock-ptxas-{}-{}",
        std::process::id(),
        unique()
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::Ptxas(format!("cannot create '{}': {e}", dir.display())))?;
    let input = dir.join("kernel.ptx");
    let output = dir.join("kernel.cubin");
    let result = (|| {
        std::fs::write(&input, ptx)
            .map_err(|e| Error::Ptxas(format!("cannot write '{}': {e}", input.display())))?;
        let run = Command::new(ptxas)
            .arg(format!("-arch={}", chip.name()))
            .arg("-o")
            .arg(&output)
            .arg(&input)
            .output()
            .map_err(|e| Error::PtxasNotFound(format!("cannot run '{}': {e}", ptxas.display())))?;
        if !run.status.success() {
            let message = String::from_utf8_lossy(&run.stderr).trim().to_string();
            return Err(Error::Ptxas(format!(
                "ptxas rejected the PTX for {chip}: {message}"
            )));
        }
        std::fs::read(&output)
            .map_err(|e| Error::Ptxas(format!("cannot read '{}': {e}", output.display())))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
