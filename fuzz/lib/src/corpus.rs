//! The seed corpus: every kernel of the repository, in pieces a target can
//! run.
//!
//! The sources are `examples/*.mlir`, `examples/bugs/*.mlir`,
//! `bench/kernels/*.mlir` and every `lit-tests/**/*.mlir`. Lit tests are
//! split at their `// -----` lines, as `--split-input-file` does; whole-line
//! `//` comments (RUN and CHECK lines, expectations, prose) are dropped, so
//! the seeds hold only IR. Pieces with no IR left are dropped, and equal
//! pieces are kept once. `fuzz/seed.sh` writes the same corpus to disk.

use std::{
    collections::HashSet,
    fs, io,
    path::{Path, PathBuf},
};

/// One seed: where it comes from and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seed {
    /// `path` relative to the repository, with `#N` for the N-th piece
    /// (from 1) of a split file.
    pub name: String,
    /// The IR.
    pub text: String,
}

/// The repository this crate belongs to.
pub fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("..")
}

/// `.mlir` files directly in `dir`, sorted; none when it does not exist.
fn mlir_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(files),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let path = entry?.path();
        if path.is_file() && path.extension().is_some_and(|e| e == "mlir") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// `.mlir` files anywhere below `dir`, sorted.
fn mlir_files_below(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = mlir_files(dir)?;
    let mut subdirs = Vec::new();
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries {
            let path = entry?.path();
            if path.is_dir() {
                subdirs.push(path);
            }
        }
    }
    subdirs.sort();
    for subdir in subdirs {
        files.extend(mlir_files_below(&subdir)?);
    }
    files.sort();
    Ok(files)
}

/// The pieces of one file's text: split at `// -----`, whole-line comments
/// dropped, empty pieces left out.
pub fn pieces(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed == "// -----" {
            out.push(std::mem::take(&mut current));
        } else if !trimmed.starts_with("//") {
            current.push_str(line);
            current.push('\n');
        }
    }
    out.push(current);
    out
}

/// Collects the seed corpus from the repository at `root`.
pub fn seeds_from(root: &Path) -> io::Result<Vec<Seed>> {
    let mut files = Vec::new();
    for dir in ["examples", "examples/bugs", "bench/kernels"] {
        files.extend(mlir_files(&root.join(dir))?);
    }
    files.extend(mlir_files_below(&root.join("lit-tests"))?);
    let mut seen = HashSet::new();
    let mut seeds = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file)?;
        let name = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .to_string_lossy()
            .into_owned();
        let pieces = pieces(&text);
        let split = pieces.len() > 1;
        for (index, piece) in pieces.into_iter().enumerate() {
            if piece.trim().is_empty() || !seen.insert(piece.clone()) {
                continue;
            }
            let name = if split {
                format!("{name}#{}", index + 1)
            } else {
                name.clone()
            };
            seeds.push(Seed { name, text: piece });
        }
    }
    Ok(seeds)
}

/// The seed corpus of this repository ([`seeds_from`] at
/// [`repository_root`]).
pub fn seeds() -> io::Result<Vec<Seed>> {
    seeds_from(&repository_root())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_and_strip() {
        let text = "// RUN: x\nfunc.func @a() {\n  return // kept\n}\n// -----\n// CHECK: y\n\n// -----\nmodule {}\n";
        assert_eq!(
            pieces(text),
            vec![
                "func.func @a() {\n  return // kept\n}\n".to_string(),
                "\n".to_string(),
                "module {}\n".to_string()
            ]
        );
    }

    #[test]
    fn the_repository_has_seeds() {
        let seeds = seeds().expect("the repository's kernels are readable");
        assert!(seeds.len() > 50, "only {} seeds", seeds.len());
        assert!(seeds.iter().any(|s| s.name == "examples/ring_reduce.mlir"));
        assert!(seeds
            .iter()
            .any(|s| s.name.starts_with("lit-tests/") && s.name.contains('#')));
        let names: HashSet<_> = seeds.iter().map(|s| &s.name).collect();
        assert_eq!(names.len(), seeds.len());
    }

    /// `fuzz/seed.sh` writes the same seeds.
    #[test]
    fn seed_script_agrees() {
        let dir = std::env::temp_dir().join(format!("phaselock-seed-{}", std::process::id()));
        let status = std::process::Command::new("bash")
            .arg(repository_root().join("fuzz/seed.sh"))
            .arg("parse_verify")
            .env("CORPUS_DIR", &dir)
            .stdout(std::process::Stdio::null())
            .status()
            .expect("bash runs fuzz/seed.sh");
        assert!(status.success());
        let mut written: Vec<String> = fs::read_dir(dir.join("parse_verify"))
            .expect("the corpus directory")
            .map(|e| fs::read_to_string(e.expect("entry").path()).expect("a seed"))
            .collect();
        let _ = fs::remove_dir_all(&dir);
        let mut expected: Vec<String> = seeds()
            .expect("seeds")
            .into_iter()
            .map(|s| s.text)
            .collect();
        written.sort();
        expected.sort();
        assert_eq!(written, expected);
    }
}
