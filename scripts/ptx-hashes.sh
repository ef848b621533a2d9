#!/usr/bin/env bash
# The SHA-256 of the PTX of every example and of the generators' main
# variants, one line each (`name hash`), checker off (the PTX does not depend
# on it). lit-tests/PTX/identity.mlir compares it with
# lit-tests/PTX/Inputs/ptx-hashes.txt, so a change meant to leave the
# generated code alone (a refactor) is shown to, and a change of the code
# updates the table in the same commit:
#   scripts/ptx-hashes.sh > lit-tests/PTX/Inputs/ptx-hashes.txt
# Usage: scripts/ptx-hashes.sh [ASYNC_OPT GEMM_GEN ATTN_GEN] (default: target/release's)
set -euo pipefail
cd "$(dirname "$0")/.."
opt=${1:-target/release/async-opt}
gemm=${2:-target/release/gemm-gen}
attn=${3:-target/release/attn-gen}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# `ptx NAME COMMAND...`: the line of NAME; a command that fails or writes no
# PTX stops the script.
ptx() {
  local name=$1
  shift
  if ! "$@" -o "$out" 2>/dev/null || ! grep -q '^\.version' "$out"; then
    echo "ptx-hashes: no PTX from: $*" >&2
    exit 1
  fi
  echo "$name $(sha256sum < "$out" | cut -d' ' -f1)"
}
for f in examples/*.mlir; do
  ptx "$(basename "$f")" "$opt" "$f" --check=off --emit=ptx
done
for v in "" "--pingpong" "--cluster 2" "--tile-n 128 --stages 6" "--one-tile" "--direct-store"; do
  # shellcheck disable=SC2086
  ptx "gemm-gen${v:+ $v}" "$gemm" $v --check off --emit ptx
done
for d in 64 128 256; do
  for v in "" "--causal" "--persistent"; do
    # shellcheck disable=SC2086
    ptx "attn-gen --head-dim $d${v:+ $v}" "$attn" --head-dim "$d" $v --check off --emit ptx
  done
done
