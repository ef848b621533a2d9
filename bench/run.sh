#!/usr/bin/env bash
# The benchmarks (see bench/src/main.rs and bench/RESULTS.md).
#   bench/run.sh build DIR     build machine: our kernels to PTX for sm_90a, the
#                              baselines' CUDA sources and the bench binary into DIR
#   bench/run.sh gpu DIR       GPU machine: nvcc the baselines for sm_90a, run the
#                              GPU benchmarks, write DIR/gpu.md
#   bench/run.sh compile DIR   compile-time benchmark of async-opt, write DIR/compile.md
#   bench/run.sh gemm-inputs DIR [BIN]
#                              build machine: the bf16 GEMM kernels (default and clusters
#                              of 2) to PTX by BIN/gemm-gen (BIN: target/release) and to
#                              cubins by ptxas ($PTXAS, else .venv's, else PATH's) in DIR
#   bench/run.sh gemm DIR [OUT]
#                              GPU machine, after build or gemm-inputs: the GEMM benchmark
#                              (bench/gemm_bench.py: ours, cuBLASLt's best candidate,
#                              torch.matmul and autotuned Triton in one process, by the
#                              method of bench/RESULTS.md), write OUT (default DIR/gemm)
#   bench/run.sh gemm-check DIR
#                              GPU machine, after build: both GEMM kernels checked bit for
#                              bit against the CPU (phaselock-bench gemm; no timing)
#   bench/run.sh race DIR      GPU machine, after build: the cluster barrier's race
#                              reproduction (unsafe order under delay injection, then
#                              the correct order 1000 times) and the watchdog on a
#                              deadlocking kernel, write DIR/race.md
#   bench/run.sh cluster DIR   GPU machine, after build: the cluster barrier's protocol
#                              variants (bench/baselines/cluster_variants.cu) next to
#                              ours and the hardware barrier, write DIR/cluster.md
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: $0 build|gpu|race|compile|gemm-inputs|gemm|gemm-check|cluster DIR}
dir=${2:?usage: $0 build|gpu|race|compile|gemm-inputs|gemm|gemm-check|cluster DIR}

# The bf16 GEMM kernels of the benchmark: gemm-gen's default (persistent,
# 128 x 256 tiles, 4 stages; examples/gemm_bf16.mlir) and its clusters of 2.
gemm_inputs() {
  local out=$1 bin=$2 ptxas=${PTXAS:-}
  # The benchmark's launch contract and statistics (no GPU).
  (cd bench && python3 -B gemm_plan_test.py -q)
  mkdir -p "$out"
  if [ -z "$ptxas" ]; then
    ptxas=$(ls .venv/lib/python3*/site-packages/nvidia/cu*/bin/ptxas 2>/dev/null | head -n 1)
  fi
  [ -n "$ptxas" ] || ptxas=$(command -v ptxas || true)
  "$bin/gemm-gen" --emit ptx -o "$out/gemm.p256s4.ptx" 2>/dev/null
  "$bin/gemm-gen" --cluster 2 --emit ptx -o "$out/gemm.p256s4-c2.ptx" 2>/dev/null
  for v in p256s4 p256s4-c2; do
    if [ -n "$ptxas" ]; then
      "$ptxas" -arch=sm_90a "$out/gemm.$v.ptx" -o "$out/gemm.$v.cubin"
    fi
  done
  { echo "tree: $(git describe --always --dirty 2>/dev/null || echo unknown), gemm-gen: $bin/gemm-gen"
    if [ -n "$ptxas" ]; then "$ptxas" --version | tail -n 1; else echo "no ptxas: PTX only"; fi
  } > "$out/gemm.tools.txt"
}

case "$mode" in
build)
  scripts/setup.sh
  cargo build --release -p async-opt --bins -p phaselock-bench
  mkdir -p "$dir"
  opt=target/release/async-opt
  for s in 1 2 3 4 6 8; do
    sed -e "s/ stages [0-9]* scope / stages $s scope /" -e "s/!async.pipeline<[0-9]*>/!async.pipeline<$s>/g" \
      examples/ring_reduce.mlir > "$dir/ring_reduce.s$s.mlir"
    "$opt" "$dir/ring_reduce.s$s.mlir" --emit=ptx --chip=sm_90a -o "$dir/ring_reduce.s$s.ptx"
  done
  "$opt" bench/kernels/handoff.mlir --emit=ptx --chip=sm_90a -o "$dir/handoff.ptx"
  for c in 2 4 8 16; do
    for k in cluster_sync cluster_sync_cta cluster_sync_roles; do
      sed -e "s/nvvm.cluster_dim = array<i32: [0-9]*, 1, 1>/nvvm.cluster_dim = array<i32: $c, 1, 1>/" \
        bench/kernels/$k.mlir > "$dir/$k.c$c.mlir"
      "$opt" "$dir/$k.c$c.mlir" --emit=ptx --chip=sm_90a -o "$dir/$k.c$c.ptx"
    done
  done
  # Race reproduction: the cluster barrier in both orders, instrumented with
  # the watchdog and sleeps before the counter load on all warps but the first.
  delays="timeout-ms=300 delay-ns=4000 delay-warps=all-but-first delay-ops=counter seed=7"
  for order in unsafe safe; do
    option=""; [ "$order" = unsafe ] && option="{unsafe-order}"
    "$opt" bench/kernels/cluster_sync.mlir --pass-pipeline="async-lower-cluster-barrier$option" -o "$dir/race.$order.mlir"
    # The checker refuses the unsafe order (the race, at the load): skip it there.
    check=""; [ "$order" = unsafe ] && check="--no-check"
    "$opt" "$dir/race.$order.mlir" $check --emit=ptx --chip=sm_90a --async-instrument="$delays" -o "$dir/race.$order.ptx"
  done
  "$opt" examples/bugs/lost_release.mlir --no-check --emit=ptx --chip=sm_90a --async-instrument="timeout-ms=1000" -o "$dir/deadlock.ptx"
  "$opt" examples/bugs/lost_release.mlir --no-check --emit=ptx --chip=sm_90a --async-instrument="timeout-ms=1000 on-expiry=give-up" -o "$dir/deadlock.give-up.ptx"
  gemm_inputs "$dir" target/release
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
race)
  {
    echo "## Race reproduction and watchdog"
    echo
    echo '```'
    "$dir/phaselock-bench" deadlock "$dir/deadlock.ptx" 20
    "$dir/phaselock-bench" deadlock "$dir/deadlock.give-up.ptx" 5
    # One at a time: a trap in one of several time-sliced contexts stalls the
    # others (at 8 in parallel, 45 of 200 runs went past 10 s).
    "$dir/phaselock-bench" race "$dir/race.unsafe.ptx" cluster_sync 132 160 2000 100 1
    "$dir/phaselock-bench" race "$dir/race.safe.ptx" cluster_sync 132 160 2000 1000 8
    echo '```'
  } | tee "$dir/race.md"
  ;;
gemm-inputs)
  gemm_inputs "$dir" "${3:-target/release}"
  ;;
gemm)
  out=${3:-$dir/gemm}
  mkdir -p "$out"
  set -o pipefail
  python3 bench/gemm_bench.py --inputs "$dir" --out "$out" 2>&1 | tee "$out/run.log"
  ;;
gemm-check)
  shapes="1024x1024x512 1000x1016x1000 8x8x8"
  {
    "$dir/phaselock-bench" gemm "$dir/gemm.p256s4.ptx" gemm_bf16 384 128 256 persistent $shapes
    "$dir/phaselock-bench" gemm "$dir/gemm.p256s4-c2.ptx" gemm_bf16 384 128 256 persistent-c2 $shapes
  } | tee "$dir/gemm-check.md"
  ;;
cluster)
  for b in cluster_sync cluster_variants; do
    nvcc -O3 -arch=sm_90a -cubin -o "$dir/$b.cubin" "$dir/$b.cu"
  done
  {
    echo "kernel CTAs cycles-per-barrier"
    for n in 2 4 8 16; do
      "$dir/phaselock-bench" cycles "$dir/cluster_sync.c$n.ptx" "$n" 160 cluster_sync
      "$dir/phaselock-bench" cycles "$dir/cluster_sync.cubin" "$n" 128 "cluster_sync_hw_c$n"
      "$dir/phaselock-bench" cycles "$dir/cluster_variants.cubin" "$n" 160 \
        $(for v in ours reg warp warp_reg relaxed frel onewait split splitw localown norel stasync hwrel; do echo "cluster_${v}_c$n"; done)
    done
  } | tee "$dir/cluster.md"
  ;;
compile)
  cargo build --release -p async-opt -p phaselock-bench
  mkdir -p "$dir"
  target/release/phaselock-bench compile target/release/async-opt "$dir" | tee "$dir/compile.md"
  ;;
*) echo "usage: $0 build|gpu|race|compile|gemm-inputs|gemm|gemm-check|cluster DIR" >&2; exit 2 ;;
esac
