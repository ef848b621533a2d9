#!/usr/bin/env bash
# The main job on the built-in example: installs what is missing, builds
# async-opt, compiles examples/bulk_copy_reduce.mlir to PTX for sm_90a and
# sm_100a and assembles both with ptxas.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release -p async-opt
mkdir -p target/examples
for chip in sm_90a sm_100a; do
  out=target/examples/bulk_copy_reduce.$chip
  target/release/async-opt examples/bulk_copy_reduce.mlir --emit=ptx --chip=$chip -o $out.ptx
  target/release/async-opt examples/bulk_copy_reduce.mlir --emit=cubin --chip=$chip -o $out.cubin
  echo "$chip: $out.ptx ($(grep -c mbarrier $out.ptx) mbarrier instructions), $out.cubin ($(wc -c < $out.cubin) bytes)"
done
