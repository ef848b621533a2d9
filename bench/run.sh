#!/usr/bin/env bash
# The benchmarks (see bench/src/main.rs and bench/RESULTS.md).
#   bench/run.sh build DIR     build machine: our kernels to PTX for sm_90a, the
#                              baselines' CUDA sources and the bench binary into DIR
#   bench/run.sh gpu DIR       GPU machine: nvcc the baselines for sm_90a, run the
#                              GPU benchmarks, write DIR/gpu.md
#   bench/run.sh compile DIR   compile-time benchmark of async-opt, write DIR/compile.md
#   bench/run.sh gemm DIR      GPU machine, after build: the generated bf16 GEMM, cuBLAS
#                              (PyTorch) and Triton on the GEMM shapes, write DIR/gemm.md
#   bench/run.sh race DIR      GPU machine, after build: the cluster barrier's race
#                              reproduction (unsafe order under delay injection, then
#                              the correct order 1000 times) and the watchdog on a
#                              deadlocking kernel, write DIR/race.md
#   bench/run.sh cluster DIR   GPU machine, after build: the cluster barrier's protocol
#                              variants (bench/baselines/cluster_variants.cu) next to
#                              ours and the hardware barrier, write DIR/cluster.md
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: $0 build|gpu|race|compile|gemm|cluster DIR}
dir=${2:?usage: $0 build|gpu|race|compile|gemm|cluster DIR}
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
  # The bf16 GEMM: the checked-in kernel (persistent, 128 x 256 tiles, 4
  # stages) and the generator's variants.
  "$opt" examples/gemm_bf16.mlir --emit=ptx --chip=sm_90a -o "$dir/gemm.p256s4.ptx"
  target/release/gemm-gen --stages 3 --emit ptx -o "$dir/gemm.p256s3.ptx" 2>/dev/null
  target/release/gemm-gen --one-tile --emit ptx -o "$dir/gemm.o256s4.ptx" 2>/dev/null
  target/release/gemm-gen --tile-n 128 --stages 5 --emit ptx -o "$dir/gemm.p128s5.ptx" 2>/dev/null
  target/release/gemm-gen --direct-store --emit ptx -o "$dir/gemm.p256s4-direct.ptx" 2>/dev/null
  target/release/gemm-gen --cluster 2 --emit ptx -o "$dir/gemm.p256s4-c2.ptx" 2>/dev/null
  cp bench/gemm_baselines.py bench/gemm_triton.py "$dir/"
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
gemm)
  shapes="4096x4096x4096 8192x8192x8192 8192x8192x1024 16384x16384x1024"
  {
    for v in p256s4 p256s4-c2 p256s4-direct p256s3 o256s4 p128s5; do
      tile=256; [ "$v" = p128s5 ] && tile=128
      grid=persistent; [ "${v:0:1}" = o ] && grid=one-tile
      case "$v" in *-direct) grid="$grid-ptr" ;; *-c2) grid="$grid-c2" ;; esac
      echo "### phaselock $v"
      "$dir/phaselock-bench" gemm "$dir/gemm.$v.ptx" gemm_bf16 384 128 "$tile" "$grid" 1024x1024x512 $shapes
    done
    echo "### cuBLAS"
    python3 "$dir/gemm_baselines.py" $shapes
    echo "### Triton"
    python3 "$dir/gemm_triton.py" $shapes
  } | tee "$dir/gemm.md"
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
*) echo "usage: $0 build|gpu|race|compile|gemm|cluster DIR" >&2; exit 2 ;;
esac
