#!/usr/bin/env bash
# The pipeline-level examples for every stage count and cluster size.
#   scripts/gpu-examples.sh build DIR   compile every variant to PTX (needs async-opt)
#   scripts/gpu-examples.sh run DIR     run them on a CUDA GPU and check the results
# A variant differs from the example only in its `stages` attribute (and
# pipeline type) or its `nvvm.cluster_dim`.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: $0 build|run DIR}
dir=${2:?usage: $0 build|run DIR}
STAGES="1 2 3 4 6"
CLUSTERS="1 2 4 8"
ROLE_EXAMPLES="pingpong_reduce pingpong_stores_reduce broadcast_reduce carried_reduce"
role_stages() { # the stage counts each several-role example runs with
  # alternating consumers of copies need a multiple of their 2 roles
  case "$1" in
  pingpong_reduce) echo "2 4 6" ;;
  pingpong_stores_reduce) echo "2 3 4 5" ;;
  *) echo "2 3 4" ;;
  esac
}
threads_of() { # the block size an example states
  sed -n 's/.*known_block_size = array<i32: \([0-9]*\),.*/\1/p' "examples/$1.mlir" | head -1
}

variant() { # example stages cluster
  sed -e "s/ stages [0-9]* scope / stages $2 scope /" \
      -e "s/!async.pipeline<[0-9]*>/!async.pipeline<$2>/g" \
      -e "s/nvvm.cluster_dim = array<i32: [0-9]*, 1, 1>/nvvm.cluster_dim = array<i32: $3, 1, 1>/" \
      "examples/$1.mlir"
}

case "$mode" in
build)
  opt=${ASYNC_OPT:-target/release/async-opt}
  mkdir -p "$dir"
  for s in $STAGES; do
    variant ring_reduce "$s" 1 > "$dir/ring_reduce.s$s.mlir"
    "$opt" "$dir/ring_reduce.s$s.mlir" --emit=ptx --chip=sm_90a -o "$dir/ring_reduce.s$s.ptx"
    for c in $CLUSTERS; do
      variant cluster_reduce "$s" "$c" > "$dir/cluster_reduce.s$s.c$c.mlir"
      "$opt" "$dir/cluster_reduce.s$s.c$c.mlir" --emit=ptx --chip=sm_90a -o "$dir/cluster_reduce.s$s.c$c.ptx"
    done
  done
  # 16 stages of 4 KiB: a 64 KiB arena, in dynamic shared memory.
  variant ring_reduce 16 1 > "$dir/ring_reduce.s16.mlir"
  "$opt" "$dir/ring_reduce.s16.mlir" --emit=ptx --chip=sm_90a -o "$dir/ring_reduce.s16.ptx"
  "$opt" examples/bulk_copy_reduce.mlir --emit=ptx --chip=sm_90a -o "$dir/bulk_copy_reduce.ptx"
  # Several consumer roles and a carried release, for 2 to 6 stages.
  for ex in $ROLE_EXAMPLES; do
    for s in $(role_stages "$ex"); do
      variant "$ex" "$s" 1 > "$dir/$ex.s$s.mlir"
      "$opt" "$dir/$ex.s$s.mlir" --emit=ptx --chip=sm_90a -o "$dir/$ex.s$s.ptx"
    done
  done
  # TMA tiles: one CTA, and clusters of 2 with multicast loads.
  for s in 2 3 4; do
    for ex in tma_tile tma_tile_multicast; do
      variant "$ex" "$s" 2 > "$dir/$ex.s$s.mlir"
      "$opt" "$dir/$ex.s$s.mlir" --emit=ptx --chip=sm_90a -o "$dir/$ex.s$s.ptx"
    done
  done
  # The wgmma tile GEMM, and the generated bf16 GEMM (persistent and one
  # tile per CTA).
  "$opt" examples/wgmma_gemm.mlir --emit=ptx --chip=sm_90a -o "$dir/wgmma_gemm.ptx"
  "$opt" examples/gemm_bf16.mlir --emit=ptx --chip=sm_90a -o "$dir/gemm_bf16.ptx"
  "${GEMM_GEN:-$(dirname "$opt")/gemm-gen}" --one-tile --emit ptx -o "$dir/gemm_bf16.one_tile.ptx" 2>/dev/null
  "${GEMM_GEN:-$(dirname "$opt")/gemm-gen}" --direct-store --emit ptx -o "$dir/gemm_bf16.direct.ptx" 2>/dev/null
  # Split-K (its parts to a workspace, a second kernel adding them in order).
  for s in 2 4; do
    "${GEMM_GEN:-$(dirname "$opt")/gemm-gen}" --split-k "$s" --emit ptx -o "$dir/gemm_bf16.sk$s.ptx" 2>/dev/null
  done
  "${GEMM_GEN:-$(dirname "$opt")/gemm-gen}" --cluster 2 --source -o "$dir/gemm_bf16.c2.mlir" 2>/dev/null
  "$opt" "$dir/gemm_bf16.c2.mlir" --emit=ptx --chip=sm_90a -o "$dir/gemm_bf16.c2.ptx"
  # The FP8 GEMMs: e4m3 and e5m2 promoting each K step's sum (128 x 192
  # tiles; 128 x 128 in clusters of 2), e4m3 with fast accumulation
  # (128 x 256), e4m3 in clusters of 2.
  gen="${GEMM_GEN:-$(dirname "$opt")/gemm-gen}"
  "$opt" examples/gemm_e4m3.mlir --emit=ptx --chip=sm_90a -o "$dir/gemm_e4m3.ptx"
  "$gen" --dtype e5m2 --emit ptx -o "$dir/gemm_e5m2.ptx" 2>/dev/null
  "$gen" --dtype e4m3 --fast-accum --emit ptx -o "$dir/gemm_e4m3.fast.ptx" 2>/dev/null
  "$gen" --dtype e4m3 --cluster 2 --emit ptx -o "$dir/gemm_e4m3.c2.ptx" 2>/dev/null
  # 128 x 192 tiles for bf16 and FP8 fast accumulation; FP8 promoting on
  # the 128 x 128 tiles it had before 192 became its default.
  "$gen" --tile-n 192 --emit ptx -o "$dir/gemm_bf16.n192.ptx" 2>/dev/null
  "$gen" --dtype e4m3 --tile-n 128 --emit ptx -o "$dir/gemm_e4m3.n128.ptx" 2>/dev/null
  "$gen" --dtype e4m3 --cluster 2 --tile-n 192 --emit ptx -o "$dir/gemm_e4m3.c2.n192.ptx" 2>/dev/null
  "$gen" --dtype e4m3 --fast-accum --tile-n 192 --emit ptx -o "$dir/gemm_e4m3.fast.n192.ptx" 2>/dev/null
  # attn-gen's attention forward: every head dim, causal and not, with the
  # default consumer warpgroups (three at d 64 non-causal, two elsewhere:
  # attention::Config::consumers), the persistent kernel, the other count at
  # d 64 (two non-causal, three causal); the d 128 kernel instrumented.
  attn="${ATTN_GEN:-$(dirname "$opt")/attn-gen}"
  for d in 64 128 256; do
    "$attn" --head-dim $d --emit ptx -o "$dir/attention_d${d}_full.ptx" 2>/dev/null
    "$attn" --head-dim $d --causal --emit ptx -o "$dir/attention_d${d}_causal.ptx" 2>/dev/null
  done
  for d in 64 128 256; do
    "$attn" --head-dim $d --persistent --emit ptx -o "$dir/attention_d${d}_full_persistent.ptx" 2>/dev/null
  done
  for d in 64 128; do
    "$attn" --head-dim $d --causal --persistent --emit ptx -o "$dir/attention_d${d}_causal_persistent.ptx" 2>/dev/null
  done
  "$attn" --head-dim 64 --consumers 2 --emit ptx -o "$dir/attention_d64_full.c2.ptx" 2>/dev/null
  "$attn" --head-dim 64 --consumers 3 --causal --emit ptx -o "$dir/attention_d64_causal.c3.ptx" 2>/dev/null
  # O from the registers alone (--direct-store) where the default writes it
  # through shared memory and TMA tensor stores: one CTA per tile and
  # persistent.
  for k in "128:" "128:--causal" "64:--consumers 2" "128:--persistent" "64:--persistent" "256:" "256:--causal"; do
    d=${k%%:*}; flags=${k#*:}
    mask=full; [[ $flags == *--causal* ]] && mask=causal
    tail=""; [[ $flags == *--persistent* ]] && tail=_persistent
    name=attention_d${d}_$mask$tail
    "$attn" --head-dim $d $flags --direct-store --emit ptx -o "$dir/$name.direct.ptx" 2>/dev/null
  done
  # Three consumer warpgroups writing O by TMA stores.
  "$attn" --head-dim 64 --tma-store-three --emit ptx -o "$dir/attention_d64_full.c3.tma3.ptx" 2>/dev/null
  # Causal tiles longest first across heads and batches.
  "$attn" --head-dim 256 --causal --longest-first --emit ptx -o "$dir/attention_d256_causal.lpt.ptx" 2>/dev/null
  "$attn" --head-dim 128 --causal --longest-first --emit ptx -o "$dir/attention_d128_causal.lpt.ptx" 2>/dev/null
  "$attn" --head-dim 128 --causal --source -o "$dir/attention_d128_causal.mlir" 2>/dev/null
  # The watchdog: correct kernels instrumented, with sleeps on every warp
  # but the first before waits and arrives; the deadlocking kernel in both
  # expiry modes.
  watch="timeout-ms=2000 delay-ns=2000 delay-warps=all-but-first delay-ops=wait+arrive+counter seed=3"
  "$opt" "$dir/ring_reduce.s3.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/ring_reduce.s3.watchdog.ptx"
  "$opt" "$dir/cluster_reduce.s2.c2.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/cluster_reduce.s2.c2.watchdog.ptx"
  "$opt" examples/bulk_copy_reduce.mlir --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/bulk_copy_reduce.watchdog.ptx"
  "$opt" examples/wgmma_gemm.mlir --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/wgmma_gemm.watchdog.ptx"
  "$opt" examples/gemm_bf16.mlir --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/gemm_bf16.watchdog.ptx"
  "$opt" "$dir/gemm_bf16.c2.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/gemm_bf16.c2.watchdog.ptx"
  "$opt" examples/gemm_e4m3.mlir --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/gemm_e4m3.watchdog.ptx"
  "$opt" "$dir/tma_tile.s3.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/tma_tile.s3.watchdog.ptx"
  "$opt" "$dir/attention_d128_causal.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/attention_d128_causal.watchdog.ptx"
  "$opt" "$dir/tma_tile_multicast.s2.mlir" --emit=ptx --chip=sm_90a --async-instrument="$watch" -o "$dir/tma_tile_multicast.s2.watchdog.ptx"
  for mode in trap give-up; do
    "$opt" examples/bugs/lost_release.mlir --no-check --emit=ptx --chip=sm_90a --async-instrument="timeout-ms=1000 on-expiry=$mode" -o "$dir/lost_release.$mode.ptx"
  done
  cp examples/launcher/run_reduce.cu "$dir/"
  echo "built $(ls "$dir"/*.ptx | wc -l) PTX files in $dir"
  ;;
run)
  nvcc -O2 -o "$dir/run_reduce" "$dir/run_reduce.cu" -lcuda
  fail=0
  check() { # timeout guards against a deadlocked kernel
    if ! timeout 20 "$dir/run_reduce" "$@"; then echo "FAILED: $*"; fail=1; fi
  }
  for s in $STAGES; do
    for size in "1 1" "4 0" "7 3" "132 64" "264 257"; do
      check "$dir/ring_reduce.s$s.ptx" ring_reduce 160 $size
    done
    for c in $CLUSTERS; do
      for size in "$c 1" "$((2 * c)) 5" "$((132 / c * c)) 64" "264 33"; do
        check "$dir/cluster_reduce.s$s.c$c.ptx" cluster_reduce 256 $size "$c"
      done
    done
  done
  for size in "1 1" "132 64" "264 257"; do
    check "$dir/ring_reduce.s16.ptx" ring_reduce 160 $size
  done
  check "$dir/bulk_copy_reduce.ptx" bulk_copy_reduce 160 132 64
  for ex in $ROLE_EXAMPLES; do
    for s in $(role_stages "$ex"); do
      for size in "1 1" "4 0" "7 3" "132 64" "264 257"; do
        check "$dir/$ex.s$s.ptx" "$ex" "$(threads_of "$ex")" $size
      done
    done
  done
  if [ "$fail" = 0 ]; then echo "ALL PASS"; else echo "SOME FAILED"; exit 1; fi
  ;;
*) echo "usage: $0 build|run DIR" >&2; exit 2 ;;
esac
