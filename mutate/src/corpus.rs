//! The kernels a campaign mutates: `.mlir` files (a directory gives its
//! `.mlir` files), and the variants of the bf16 GEMM that `gemm-gen`
//! generates.

use crate::campaign::Kernel;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The kernels of `inputs`: each file, and each `.mlir` file of each
/// directory (sorted, not recursive).
pub fn files(inputs: &[PathBuf]) -> std::io::Result<Vec<Kernel>> {
    let mut paths = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(input)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .collect();
            found.sort();
            paths.extend(found);
        } else {
            paths.push(input.clone());
        }
    }
    paths
        .into_iter()
        .map(|p| {
            Ok(Kernel {
                name: p.display().to_string(),
                text: std::fs::read_to_string(&p)?,
            })
        })
        .collect()
}

/// Which GEMM variants to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GemmSet {
    /// None.
    None,
    /// The default configuration only.
    Default,
    /// Every structural variant: tile 128 or 256, persistent, persistent
    /// over clusters of 2 or one tile per CTA, TMA or direct stores (4 stages),
    /// the ping-pong schedule (3 stages per consumer warpgroup), and split-K
    /// in 4 parts.
    Structural,
    /// The structural variants and every stage count gemm-gen accepts for
    /// the default schedule (2 to 4 at tile 256, 2 to 6 at tile 128) and
    /// for the ping-pong one (2 and 3).
    All,
}

/// The `gemm-gen` arguments of each variant of `set`.
pub fn gemm_variants(set: GemmSet) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<&str>> = Vec::new();
    if set == GemmSet::Default {
        out.push(vec![]);
    }
    if matches!(set, GemmSet::Structural | GemmSet::All) {
        for tile in [&[][..], &["--tile-n", "128"][..]] {
            for schedule in [&[][..], &["--cluster", "2"][..], &["--one-tile"][..]] {
                for store in [&[][..], &["--direct-store"][..]] {
                    out.push([tile, schedule, store].concat());
                }
            }
        }
        out.push(vec!["--pingpong"]);
        out.push(vec!["--split-k", "4"]);
    }
    let mut args: Vec<Vec<String>> = out
        .into_iter()
        .map(|v| v.into_iter().map(String::from).collect())
        .collect();
    if set == GemmSet::All {
        for (tile, max) in [("256", 4), ("128", 6)] {
            for stages in (2..=max).filter(|&s| s != 4) {
                let mut v = vec!["--stages".to_string(), stages.to_string()];
                if tile == "128" {
                    v.splice(0..0, ["--tile-n".to_string(), "128".to_string()]);
                }
                args.push(v);
            }
        }
        args.push(vec!["--pingpong".into(), "--stages".into(), "2".into()]);
    }
    args
}

/// Generates the variants `args` with `gemm_gen` (their source, into `dir`).
pub fn gemm_kernels(
    gemm_gen: &Path,
    dir: &Path,
    args: &[Vec<String>],
) -> std::io::Result<Vec<Kernel>> {
    std::fs::create_dir_all(dir)?;
    let mut out = Vec::new();
    for (i, a) in args.iter().enumerate() {
        let file = dir.join(format!("gemm-{i:02}.mlir"));
        let status = Command::new(gemm_gen)
            .args(a)
            .arg("--source")
            .arg("-o")
            .arg(&file)
            .stderr(std::process::Stdio::null())
            .status()?;
        if !status.success() {
            return Err(std::io::Error::other(format!(
                "{} {} failed",
                gemm_gen.display(),
                a.join(" ")
            )));
        }
        let name = format!("gemm-gen {}", a.join(" ")).trim_end().to_string();
        out.push(Kernel {
            name,
            text: std::fs::read_to_string(&file)?,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_sets() {
        assert_eq!(gemm_variants(GemmSet::Default), vec![Vec::<String>::new()]);
        assert_eq!(gemm_variants(GemmSet::Structural).len(), 14);
        let all = gemm_variants(GemmSet::All);
        // Stages 2, 3 at tile 256; 2, 3, 5, 6 at tile 128; 2 for the ping-pong.
        assert_eq!(all.len(), 14 + 2 + 4 + 1);
        assert!(all.contains(&vec!["--pingpong".into()]));
        assert!(all.contains(&vec![
            "--tile-n".into(),
            "128".into(),
            "--stages".into(),
            "6".into()
        ]));
    }
}
