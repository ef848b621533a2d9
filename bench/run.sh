#!/usr/bin/env bash
# The benchmarks (see bench/src/main.rs and bench/RESULTS.md).
#   bench/run.sh build DIR     build machine: our kernels to PTX for sm_90a, the
#                              baselines' CUDA sources and the bench binary into DIR
#   bench/run.sh gpu DIR       GPU machine: nvcc the baselines for sm_90a, run the
#                              GPU benchmarks, write DIR/gpu.md
#   bench/run.sh compile DIR   compile-time benchmark of async-opt, write DIR/compile.md
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: $0 build|gpu|compile DIR}
dir=${2:?usage: $0 build|gpu|compile DIR}
case "$mode" in
build)
  scripts/setup.sh
  cargo build --release -p async-opt -p phaselock-bench
  mkdir -p "$dir"
  opt=target/release/async-opt
  for s in 1 2 3 4 6 8; do
    sed -e "s/stages = [0-9]* : i64/stages = $s : i64/" -e "s/!async.pipeline<[0-9]*>/!async.pipeline<$s>/g" \
      examples/ring_reduce.mlir > "$dir/ring_reduce.s$s.mlir"
    "$opt" "$dir/ring_reduce.s$s.mlir" --emit=ptx --chip=sm_90a -o "$dir/ring_reduce.s$s.ptx"
  done
  "$opt" bench/kernels/handoff.mlir --emit=ptx --chip=sm_90a -o "$dir/handoff.ptx"
  for c in 2 4; do
    sed -e "s/nvvm.cluster_dim = array<i32: [0-9]*, 1, 1>/nvvm.cluster_dim = array<i32: $c, 1, 1>/" \
      bench/kernels/cluster_sync.mlir > "$dir/cluster_sync.c$c.mlir"
    "$opt" "$dir/cluster_sync.c$c.mlir" --emit=ptx --chip=sm_90a -o "$dir/cluster_sync.c$c.ptx"
  done
  cp bench/baselines/*.cu bench/baselines/*.cuh "$dir/"
  cp target/release/phaselock-bench "$dir/"
  echo "bench inputs in $dir"
  ;;
gpu)
  for b in ring_reduce handoff cluster_sync; do
    nvcc -O3 -arch=sm_90a -cubin -o "$dir/$b.cubin" "$dir/$b.cu"
  done
  "$dir/phaselock-bench" gpu "$dir" | tee "$dir/gpu.md"
  ;;
compile)
  cargo build --release -p async-opt -p phaselock-bench
  mkdir -p "$dir"
  target/release/phaselock-bench compile target/release/async-opt "$dir" | tee "$dir/compile.md"
  ;;
*) echo "usage: $0 build|gpu|compile DIR" >&2; exit 2 ;;
esac
