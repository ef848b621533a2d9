#!/usr/bin/env bash
# The SHA-256 of the PTX of every example, every bench kernel, the
# generators' main variants and every lit RUN line that compiles a file of
# the repository to PTX, one line each (`name hash`), checker off (the PTX
# does not depend on it). lit-tests/PTX/identity.mlir compares it with
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
for v in "" "--pingpong" "--cluster 2" "--tile-n 128 --stages 6" "--one-tile" "--direct-store" \
  "--dtype e5m2" "--dtype e4m3 --fast-accum" "--dtype e4m3 --cluster 2" "--tile-n 192" \
  "--dtype e4m3 --tile-n 128"; do
  # shellcheck disable=SC2086
  ptx "gemm-gen${v:+ $v}" "$gemm" $v --check off --emit ptx
done
for d in 64 128 256; do
  for v in "" "--causal" "--persistent"; do
    # shellcheck disable=SC2086
    ptx "attn-gen --head-dim $d${v:+ $v}" "$attn" --head-dim "$d" $v --check off --emit ptx
  done
done
for d in 64 128; do
  ptx "attn-gen --head-dim $d --causal --persistent" "$attn" --head-dim "$d" --causal --persistent --check off --emit ptx
done
# At head dim 64 the consumer count attn-gen does not choose by default
# (three non-causal, two causal).
for v in "--consumers 2" "--causal --consumers 3"; do
  # shellcheck disable=SC2086
  ptx "attn-gen --head-dim 64 $v" "$attn" --head-dim 64 $v --check off --emit ptx
done
# O from the registers alone, where the default stores it by TMA; three
# consumer warpgroups storing it by TMA.
for v in "--head-dim 128 --direct-store" "--head-dim 64 --persistent --direct-store" "--head-dim 64 --tma-store-three" \
  "--head-dim 256 --direct-store" "--head-dim 256 --causal --direct-store"; do
  # shellcheck disable=SC2086
  ptx "attn-gen $v" "$attn" $v --check off --emit ptx
done
for f in bench/kernels/*.mlir; do
  ptx "bench/kernels/$(basename "$f")" "$opt" "$f" --check=off --emit=ptx
done
# The lit RUN lines that compile a file of the repository (not a %t file) to
# PTX and are expected to succeed: their own flags, the checker off, the
# output here. Named by the test file and the RUN line's number.
python3 - <<'PY' |
import pathlib, re, shlex
seen = set()
for test in sorted(pathlib.Path("lit-tests").rglob("*.mlir")):
    for number, line in enumerate(test.read_text().splitlines(), 1):
        m = re.match(r"\s*//\s*RUN:\s*%async-opt\s+(.*)", line)
        if not m or "--emit=ptx" not in m.group(1) or "--verify-diagnostics" in m.group(1):
            continue
        command = m.group(1).split("|")[0].replace("2>&1", "")
        words = shlex.split(command)
        args, skip = [], False
        for word in words:
            if skip:
                skip = False
                continue
            if word == "-o":
                skip = True
                continue
            if word.startswith("--check") or word == "--no-check" or word.startswith(">"):
                continue
            word = word.replace("%s", str(test)).replace("%S", str(test.parent))
            args.append(word)
        if any("%" in a for a in args):
            continue
        inputs = [a for a in args if a.endswith(".mlir")]
        args = [str(pathlib.Path(a).resolve().relative_to(pathlib.Path.cwd())) if a in inputs else a for a in args]
        key = tuple(args)
        if key in seen:
            continue
        seen.add(key)
        print(f"lit:{test.relative_to('lit-tests')}:{number}\t" + "\x1f".join(args))
PY
while IFS=$'\t' read -r name command; do
  IFS=$'\x1f' read -r -a argv <<< "$command"
  ptx "$name" "$opt" "${argv[@]}" --check=off
done
