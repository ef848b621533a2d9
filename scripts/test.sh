#!/usr/bin/env bash
# The whole test suite: installs what is missing, then `cargo test`, which
# runs the Rust unit tests and the lit/FileCheck suite in lit-tests/, then
# builds and runs the embedding crate tests/embed-crate outside the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo test --workspace
scripts/embed-test.sh
