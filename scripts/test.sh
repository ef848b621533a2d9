#!/usr/bin/env bash
# The whole test suite: installs what is missing, then `cargo test`, which
# runs the Rust unit tests and the lit/FileCheck suite in lit-tests/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo test --workspace
