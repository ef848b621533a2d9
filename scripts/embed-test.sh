#!/usr/bin/env bash
# Builds and runs tests/embed-crate the way a DSL crate that depends on
# phaselock is built: from a copy outside this tree (so that Cargo finds no
# .cargo/config.toml of the project's on the way up), with none of the LLVM
# variables in the environment. What it finds is what scripts/setup.sh put
# into Cargo's user configuration.
#
# Target directory: $EMBED_TARGET_DIR if set, else the workspace's own
# (target/), so that melior, the -sys crates and phaselock's crates built by
# `cargo test --workspace` are reused instead of built again.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/phaselock-embed.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -r "$root/tests/embed-crate/." "$work/"
rm -rf "$work/target"
# The dependency points at this checkout; the lock file pins what the
# workspace uses.
sed -i "s|path = \"../..\"|path = \"$root\"|" "$work/Cargo.toml"
cp "$root/Cargo.lock" "$work/Cargo.lock"
target="${EMBED_TARGET_DIR:-$root/target}"
cd "$work"
start=$(date +%s)
env -u MLIR_SYS_220_PREFIX -u TABLEGEN_220_PREFIX -u LLVM_SYS_221_PREFIX \
  CARGO_TARGET_DIR="$target" cargo run --quiet -- sm_90a
env -u MLIR_SYS_220_PREFIX -u TABLEGEN_220_PREFIX -u LLVM_SYS_221_PREFIX \
  CARGO_TARGET_DIR="$target" cargo run --quiet -- sm_100a
echo "embed-test: ok in $(($(date +%s) - start)) s (target $target)"
