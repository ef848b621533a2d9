#!/usr/bin/env bash
# The main job on the built-in example: installs what is missing, builds
# async-opt and checks the example kernel.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release -p async-opt
for ex in examples/*.mlir; do
  echo "== $ex"
  target/release/async-opt "$ex" --pass-pipeline='builtin.module(async-verify)' >/dev/null
  echo "ok"
done
