#!/usr/bin/env bash
# The benchmarks (see bench/src/main.rs and bench/RESULTS.md).
#   bench/run.sh build DIR     build machine: our kernels to PTX for sm_90a, the
#                              baselines' CUDA sources and the bench binary into DIR
#   bench/run.sh gpu DIR       GPU machine: nvcc the baselines for sm_90a, run the
#                              GPU benchmarks (handoff, cluster barrier, ring, by the
#                              method of bench/RESULTS.md), write DIR/gpu.md, raw in DIR/raw
#   bench/run.sh sync-inputs DIR [BIN]
#                              build machine: the ring, handoff and cluster kernels to PTX by
#                              BIN/async-opt (BIN: target/release) and to cubins by ptxas, the
#                              baselines to cubins by nvcc ($NVCC, else .venv's, else PATH's;
#                              none: `sync` compiles them), and BIN/phaselock-bench, into DIR
#   bench/run.sh sync DIR [OUT]
#                              GPU machine, after sync-inputs: the handoff, the cluster barrier
#                              and the ring by the method, each section in its own process;
#                              OUT (default DIR/sync) gets each section's tables (.md) and raw
#                              rounds (.tsv), clocks.csv (nvidia-smi every 100 ms), env.txt
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
#   bench/run.sh fp8-inputs DIR [BIN]
#                              build machine: the FP8 GEMM kernels (e4m3 promoting on 128 x 192
#                              and 128 x 128 tiles; fast accumulation; clusters of 2) to PTX and
#                              cubins in DIR
#   bench/run.sh fp8 DIR [OUT]
#                              GPU machine, after fp8-inputs: the FP8 GEMM benchmark
#                              (bench/gemm_fp8_bench.py: ours beside torch._scaled_mm with and
#                              without fast accumulation, one process, same data), write OUT
#                              (default DIR/fp8)
#   bench/run.sh gemm-check DIR
#                              GPU machine, after build: both GEMM kernels checked bit for
#                              bit against the CPU (phaselock-bench gemm; no timing)
#   bench/run.sh attention-inputs DIR [BIN]
#                              build machine: attn-gen's kernels (d 64/128/256, causal and
#                              not, --check strict) to cubins by BIN/attn-gen in DIR, and the
#                              persistent ones in DIR/persistent; beside each its launch
#                              contract (KERNEL.json, attn-gen --print-contract: consumer
#                              warpgroups, query rows per CTA, threads), which the bench reads;
#                              and DIR/choice.json, attn-gen --seq's choice per (d, mask, S)
#                              (bench/attention_bench.py --choice); ATTN_GEN_FLAGS, if set, go
#                              to every attn-gen call (an A/B build, e.g. --direct-store)
#   bench/run.sh attention DIR [OUT]
#                              GPU machine: every kernel (and the Triton baseline) checked
#                              against f32 (O, LSE), then timed beside SDPA's cuDNN and
#                              FlashAttention-2 backends and autotuned Triton
#                              (bench/attention_bench.py; ATTENTION_WARMUP_S=T: T s of every
#                              side back to back before each case, default 0), write OUT
#                              (default DIR/attention); last, the generator's choice per
#                              length (--choice)
#   bench/run.sh race DIR      GPU machine, after build: the cluster barrier's race
#                              reproduction (unsafe order under delay injection, then
#                              the correct order 1000 times) and the watchdog on a
#                              deadlocking kernel, write DIR/race.md
#   bench/run.sh cluster DIR   GPU machine, after build: the cluster barrier's protocol
#                              variants (bench/baselines/cluster_variants.cu) next to
#                              ours and the hardware barrier, write DIR/cluster.md
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: $0 build|gpu|sync-inputs|sync|race|compile|gemm-inputs|gemm|gemm-check|fp8-inputs|fp8|attention-inputs|attention|cluster DIR"
mode=${1:?$usage}
dir=${2:?$usage}

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
  "$bin/gemm-gen" --pingpong --emit ptx -o "$out/gemm.pp128s3.ptx" 2>/dev/null
  # Split-K in 2, 4, 8 and 16 parts (timed where the generator would split).
  for s in 2 4 8 16; do
    "$bin/gemm-gen" --split-k "$s" --emit ptx -o "$out/gemm.sk$s.ptx" 2>/dev/null
  done
  for v in p256s4 p256s4-c2 pp128s3 sk2 sk4 sk8 sk16; do
    if [ -n "$ptxas" ]; then
      "$ptxas" -arch=sm_90a "$out/gemm.$v.ptx" -o "$out/gemm.$v.cubin"
    fi
  done
  { echo "tree: $(git describe --always --dirty 2>/dev/null || echo unknown), gemm-gen: $bin/gemm-gen"
    if [ -n "$ptxas" ]; then "$ptxas" --version | tail -n 1; else echo "no ptxas: PTX only"; fi
  } > "$out/gemm.tools.txt"
}

# A CUDA tool: $2 if set, else the .venv's (the nvidia-cuda-nvcc wheel), else PATH's.
cuda_tool() {
  local name=$1 set=${2:-}
  if [ -n "$set" ]; then echo "$set"; return; fi
  set=$(ls .venv/lib/python3*/site-packages/nvidia/cu*/bin/"$name" 2>/dev/null | head -n 1)
  [ -n "$set" ] || set=$(command -v "$name" || true)
  echo "$set"
}

# The ring (1, 2, 3, 4, 6, 8 stages), handoff and cluster-barrier kernels
# (2, 4, 8, 16 CTAs) to PTX by async-opt $2, and each PTX to X.ptxas.cubin
# by ptxas where there is one.
sync_ptx() {
  local out=$1 opt=$2 ptxas
  ptxas=$(cuda_tool ptxas "${PTXAS:-}")
  mkdir -p "$out"
  for s in 1 2 3 4 6 8; do
    sed -e "s/ stages [0-9]* scope / stages $s scope /" -e "s/!async.pipeline<[0-9]*>/!async.pipeline<$s>/g" \
      examples/ring_reduce.mlir > "$out/ring_reduce.s$s.mlir"
    "$opt" "$out/ring_reduce.s$s.mlir" --emit=ptx --chip=sm_90a -o "$out/ring_reduce.s$s.ptx"
  done
  "$opt" bench/kernels/handoff.mlir --emit=ptx --chip=sm_90a -o "$out/handoff.ptx"
  for c in 2 4 8 16; do
    for k in cluster_sync cluster_sync_cta cluster_sync_roles; do
      sed -e "s/nvvm.cluster_dim = array<i32: [0-9]*, 1, 1>/nvvm.cluster_dim = array<i32: $c, 1, 1>/" \
        bench/kernels/$k.mlir > "$out/$k.c$c.mlir"
      "$opt" "$out/$k.c$c.mlir" --emit=ptx --chip=sm_90a -o "$out/$k.c$c.ptx"
    done
  done
  if [ -n "$ptxas" ]; then
    for p in "$out"/ring_reduce.s*.ptx "$out"/handoff.ptx "$out"/cluster_sync*.c*.ptx; do
      "$ptxas" -arch=sm_90a "$p" -o "${p%.ptx}.ptxas.cubin"
    done
  fi
}

# The baselines to cubins by nvcc $2 (-O3 -arch=sm_90a) in $1.
baselines() {
  local out=$1 nvcc=$2
  for b in ring_reduce handoff cluster_sync cluster_variants; do
    "$nvcc" -O3 -arch=sm_90a -cubin -o "$out/$b.cubin" "$out/$b.cu" &
  done
  wait
}

case "$mode" in
sync-inputs)
  bin=${3:-target/release}
  sync_ptx "$dir" "$bin/async-opt"
  cp bench/baselines/*.cu bench/baselines/*.cuh "$dir/"
  nvcc=$(cuda_tool nvcc "${NVCC:-}")
  [ -z "$nvcc" ] || baselines "$dir" "$nvcc"
  cp "$bin/phaselock-bench" "$dir/"
  { echo "tree: $(git describe --always --dirty 2>/dev/null || echo unknown), async-opt: $bin/async-opt"
    p=$(cuda_tool ptxas "${PTXAS:-}"); if [ -n "$p" ]; then "$p" --version | tail -n 1; else echo "no ptxas: PTX only"; fi
    if [ -n "$nvcc" ]; then "$nvcc" --version | tail -n 1; else echo "no nvcc here: the baselines are compiled on the GPU machine"; fi
  } > "$dir/sync.tools.txt"
  echo "inputs of bench/run.sh sync in $dir"
  ;;
sync)
  out=${3:-$dir/sync}
  mkdir -p "$out"
  [ -f "$dir/cluster_variants.cubin" ] || baselines "$dir" nvcc
  { cat "$dir/sync.tools.txt" 2>/dev/null
    nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm,clocks.sm,temperature.gpu --format=csv
    nvcc --version 2>/dev/null | tail -n 1
  } > "$out/env.txt" 2>&1
  nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,utilization.gpu \
    --format=csv,noheader,nounits -lms 100 -f "$out/clocks.csv" &
  smi=$!
  status=0
  # Each section in its own process and time limit; the latency sections
  # warm up for 5 s (one cluster draws far below the power cap), the ring
  # for 20 s (at most 30) of its heaviest configuration.
  PHASELOCK_BENCH_WARMUP_S=5 timeout "${SYNC_HANDOFF_S:-90}" "$dir/phaselock-bench" handoff "$dir" "$out/handoff.tsv" \
    > "$out/handoff.md" 2>&1 || status=1
  PHASELOCK_BENCH_WARMUP_S=5 timeout "${SYNC_CLUSTER_S:-150}" "$dir/phaselock-bench" cluster "$dir" "$out/cluster.tsv" \
    > "$out/cluster.md" 2>&1 || status=1
  PHASELOCK_BENCH_WARMUP_S=20 PHASELOCK_BENCH_WARMUP_MAX_S=${PHASELOCK_BENCH_WARMUP_MAX_S:-30} timeout "${SYNC_RING_S:-240}" \
    "$dir/phaselock-bench" ring "$dir" ptxas.cubin ring_reduce.cubin "$out/ring.tsv" > "$out/ring.md" 2>&1 || status=1
  kill "$smi" 2>/dev/null || true
  cat "$out/handoff.md" "$out/cluster.md" "$out/ring.md"
  exit $status
  ;;
build)
  scripts/setup.sh
  cargo build --release -p async-opt --bins -p phaselock-bench
  mkdir -p "$dir"
  opt=target/release/async-opt
  sync_ptx "$dir" "$opt"
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
  baselines "$dir" nvcc
  "$dir/phaselock-bench" gpu "$dir" "$dir/raw" | tee "$dir/gpu.md"
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
attention-inputs)
  bin=${3:-target/release}
  # ATTN_GEN_FLAGS go to every attn-gen call (an A/B build, e.g. --direct-store).
  flags_all=${ATTN_GEN_FLAGS:-}
  # The bench's kernel per case (no GPU).
  (cd bench && python3 -B attention_choice_test.py -q)
  mkdir -p "$dir/persistent"
  for d in 64 128 256; do
    for mask in full causal; do
      flag=""; [ "$mask" = causal ] && flag=--causal
      "$bin/attn-gen" $flags_all --head-dim "$d" $flag --check strict --emit cubin -o "$dir/attention_d${d}_$mask.cubin" 2>/dev/null
      "$bin/attn-gen" $flags_all --head-dim "$d" $flag --print-contract -o "$dir/attention_d${d}_$mask.json"
    done
    "$bin/attn-gen" $flags_all --head-dim "$d" --persistent --check strict --emit cubin -o "$dir/persistent/attention_d${d}_full_persistent.cubin" 2>/dev/null
    "$bin/attn-gen" $flags_all --head-dim "$d" --persistent --print-contract -o "$dir/persistent/attention_d${d}_full_persistent.json"
  done
  # Causal and persistent (pairs of query blocks): head dims 64 and 128.
  for d in 64 128; do
    "$bin/attn-gen" $flags_all --head-dim "$d" --causal --persistent --check strict --emit cubin -o "$dir/persistent/attention_d${d}_causal_persistent.cubin" 2>/dev/null
    "$bin/attn-gen" $flags_all --head-dim "$d" --causal --persistent --print-contract -o "$dir/persistent/attention_d${d}_causal_persistent.json"
  done
  # The generator's choice by length (attn-gen --seq): DIR/choice.json says,
  # per (d, mask, S), which of DIR's folders holds the chosen kernel
  # (persistent/, or c2/, c3/ for one CTA per tile with that many consumers).
  entries=()
  for d in 64 128 256; do
    for mask in full causal; do
      flag=""; [ "$mask" = causal ] && flag=--causal
      for s in 1024 2048 4096 8192 16384; do
        contract=$("$bin/attn-gen" $flags_all --head-dim "$d" $flag --seq "$s" --print-contract)
        consumers=$(sed -n 's/.*"consumers": \([0-9]*\).*/\1/p' <<< "$contract")
        if grep -q '"persistent": true' <<< "$contract"; then
          sub=persistent; persistent=true
        else
          sub=c$consumers; persistent=false
          name=attention_d${d}_$mask
          if [ ! -f "$dir/$sub/$name.cubin" ]; then
            mkdir -p "$dir/$sub"
            "$bin/attn-gen" $flags_all --head-dim "$d" $flag --seq "$s" --check strict --emit cubin -o "$dir/$sub/$name.cubin" 2>/dev/null
            printf '%s' "$contract" > "$dir/$sub/$name.json"
          fi
        fi
        entries+=("{\"d\": $d, \"causal\": $([ "$mask" = causal ] && echo true || echo false), \"S\": $s, \"dir\": \"$sub\", \"persistent\": $persistent, \"consumers\": $consumers}")
      done
    done
  done
  (IFS=,; printf '[%s]\n' "${entries[*]}") > "$dir/choice.json"
  ;;
attention)
  out=${3:-$dir/attention}
  mkdir -p "$out"
  warmup=${ATTENTION_WARMUP_S:-0}
  python3 bench/attention_bench.py "$dir" --check --bench --warmup-s "$warmup" --out "$out/attention" 2>&1 \
    | tee "$out/run.log"
  python3 bench/attention_bench.py "$dir/persistent" --persistent --check --bench --masks full \
    --lengths 1024,2048,4096 --warmup-s "$warmup" --out "$out/attention-persistent" 2>&1 | tee -a "$out/run.log"
  # The headline: per case the kernel attn-gen --seq chooses for its length.
  python3 bench/attention_bench.py "$dir" --choice --check --bench --warmup-s "$warmup" \
    --out "$out/attention-choice" 2>&1 | tee -a "$out/run.log"
  ;;
gemm)
  out=${3:-$dir/gemm}
  mkdir -p "$out"
  set -o pipefail
  python3 bench/gemm_bench.py --inputs "$dir" --out "$out" 2>&1 | tee "$out/run.log"
  ;;
fp8-inputs)
  bin=${3:-target/release}
  ptxas=$(cuda_tool ptxas "${PTXAS:-}")
  mkdir -p "$dir"
  "$bin/gemm-gen" --dtype e4m3 --check strict --emit ptx -o "$dir/gemm.e4m3.ptx" 2>/dev/null
  "$bin/gemm-gen" --dtype e4m3 --tile-n 128 --check strict --emit ptx -o "$dir/gemm.e4m3-n128.ptx" 2>/dev/null
  "$bin/gemm-gen" --dtype e4m3 --fast-accum --check strict --emit ptx -o "$dir/gemm.e4m3-fast.ptx" 2>/dev/null
  "$bin/gemm-gen" --dtype e4m3 --cluster 2 --check strict --emit ptx -o "$dir/gemm.e4m3-c2.ptx" 2>/dev/null
  "$bin/gemm-gen" --dtype e4m3 --cluster 2 --tile-n 192 --check strict --emit ptx -o "$dir/gemm.e4m3-c2-n192.ptx" 2>/dev/null
  if [ -n "$ptxas" ]; then
    for p in "$dir"/gemm.e4m3*.ptx; do "$ptxas" -arch=sm_90a "$p" -o "${p%.ptx}.cubin"; done
  fi
  ;;
fp8)
  out=${3:-$dir/fp8}
  mkdir -p "$out"
  set -o pipefail
  python3 bench/gemm_fp8_bench.py --inputs "$dir" --out "$out" 2>&1 | tee "$out/run.log"
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
*) echo "$usage" >&2; exit 2 ;;
esac
