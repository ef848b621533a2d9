#!/usr/bin/env bash
# The main job on the built-in examples: installs what is missing, builds
# async-opt, compiles the pipeline-level ring (examples/ring_reduce.mlir, with
# its arena layout), the cluster kernel and the barrier-level kernel to PTX and
# cubin for sm_90a and sm_100a (ptxas assembles each).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release -p async-opt
mkdir -p target/examples
target/release/async-opt examples/ring_reduce.mlir --async-print-layout \
  --pass-pipeline=async-to-ptx -o /dev/null
for example in ring_reduce cluster_reduce bulk_copy_reduce; do
  for chip in sm_90a sm_100a; do
    out=target/examples/$example.$chip
    target/release/async-opt examples/$example.mlir --emit=ptx --chip=$chip -o $out.ptx
    target/release/async-opt examples/$example.mlir --emit=cubin --chip=$chip -o $out.cubin
    echo "$example $chip: $out.ptx ($(grep -c mbarrier $out.ptx) mbarrier instructions), $out.cubin ($(wc -c < $out.cubin) bytes)"
  done
done
