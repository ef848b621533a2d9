#!/usr/bin/env bash
# Memory checking: runs lit inputs through the driver under valgrind and fails
# when valgrind reports a memory error (a read or write out of bounds or of
# freed memory, a use of uninitialised memory, a bad free). Such errors often
# do not crash, so the plain runs of the suite pass over them.
#
# valgrind makes the driver 20 to 50 times slower, and each process spends
# about 8 s starting, so the inputs are joined into a few runs (at `// -----`
# lines, each input a piece of its own), which take a few minutes on two
# cores:
#   - every lit-tests/Fuzz/*.mlir (the inputs that once crashed, hung or read
#     memory they must not), parsed and verified:
#       async-opt JOINED --split-input-file --pass-pipeline='builtin.module(async-verify)'
#     and on its own the same way each of them whose text does not end in a
#     newline (where the parser's buffer ends matters to those);
#   - a sample through everything, in one run per job:
#       async-opt JOINED --split-input-file --emit=ptx
#     (async-verify, the passes, the protocol checker, the lowering and LLVM's
#     code generation in its child process): the Fuzz inputs and every Nth of
#     the other lit-tests/**/*.mlir, each only when it compiles within
#     --quick milliseconds without valgrind.
# The compile's own errors (exit 1) are expected; valgrind's are not.
#
# Usage: scripts/memcheck.sh [--driver PATH] [--sample N] [--quick MS] [--jobs N] [FILE...]
#   --driver  async-opt to check (default: $ASYNC_OPT, else target/debug/async-opt)
#   --sample  every Nth of the other lit inputs in the sample (default 5; 0: none)
#   --quick   the longest an input of the sample may take without valgrind, in
#             milliseconds (default 250)
#   --jobs    runs at a time (default: the number of cores)
#   FILE...   check these files, each on its own through everything, instead
# Exit status: 0 no memory error; 1 memory errors, a crash or a time-out
# (each run's valgrind report is printed); 2 valgrind or the driver missing.
#
# valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information of the
# Rust build, so the driver runs from a copy without it (objcopy
# --strip-debug); valgrind's reports still name the functions.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

driver="${ASYNC_OPT:-$root/target/debug/async-opt}"
sample=5
quick=250
jobs="$(nproc 2>/dev/null || echo 2)"
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --driver) driver="$2"; shift 2 ;;
    --sample) sample="$2"; shift 2 ;;
    --quick) quick="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) files+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
  esac
done

command -v valgrind >/dev/null || { echo "memcheck: valgrind not found (scripts/setup.sh installs it)" >&2; exit 2; }
[ -x "$driver" ] || { echo "memcheck: no driver at $driver (cargo build -p async-opt)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checked="$work/async-opt"
if command -v objcopy >/dev/null; then
  objcopy --strip-debug "$driver" "$checked"
else
  cp "$driver" "$checked"
fi

# The runs: run N's name in $work/N.name, the driver's arguments in
# $work/N.args (NUL-separated).
everything=(--split-input-file --emit=ptx -o /dev/null)
verify=(--split-input-file --pass-pipeline='builtin.module(async-verify)' -o /dev/null)
runs=0
add_run() {
  printf '%s\n' "$1" > "$work/$runs.name"
  shift
  printf '%s\0' "$@" > "$work/$runs.args"
  runs=$((runs + 1))
}
if [ ${#files[@]} -gt 0 ]; then
  for f in "${files[@]}"; do add_run "${f#"$root"/}" "$f" "${everything[@]}"; done
else
  shopt -s nullglob globstar
  fuzz=("$root"/lit-tests/Fuzz/*.mlir)
  : > "$work/fuzz.mlir"
  for f in "${fuzz[@]}"; do
    cat "$f" >> "$work/fuzz.mlir"
    printf '\n// -----\n' >> "$work/fuzz.mlir"
    if [ -n "$(tail -c 1 "$f")" ]; then
      add_run "${f#"$root"/} (no newline at its end)" "$f" "${verify[@]}"
    fi
  done
  add_run "lit-tests/Fuzz, ${#fuzz[@]} inputs joined, parsed and verified" "$work/fuzz.mlir" "${verify[@]}"
  sampled=("${fuzz[@]}")
  if [ "$sample" -gt 0 ]; then
    i=0
    for f in "$root"/lit-tests/**/*.mlir; do
      case "$f" in "$root"/lit-tests/Fuzz/*|*/Inputs/*) continue ;; esac
      [ $((i % sample)) -eq 0 ] && sampled+=("$f")
      i=$((i + 1))
    done
  fi
  count=0
  parts=()
  for f in "${sampled[@]}"; do
    begin=$(date +%s%N)
    timeout 20 "$driver" "$f" "${everything[@]}" >/dev/null 2>&1 || true
    if [ $((($(date +%s%N) - begin) / 1000000)) -le "$quick" ]; then
      cat "$f" >> "$work/sample.$((count % jobs)).mlir"
      printf '\n// -----\n' >> "$work/sample.$((count % jobs)).mlir"
      parts[count % jobs]=$(( ${parts[count % jobs]:-0} + 1 ))
      count=$((count + 1))
    fi
  done
  for j in $(seq 0 $((jobs - 1))); do
    [ -f "$work/sample.$j.mlir" ] || continue
    add_run "sample part $((j + 1)): ${parts[j]} of the $count inputs (lit-tests/Fuzz, every ${sample}th other) through --emit=ptx" \
      "$work/sample.$j.mlir" "${everything[@]}"
  done
fi

# One run: its valgrind log in $work/N.log, its status and time in $work/N.status.
run_one() {
  local n="$1" args=() status=0 begin=$SECONDS
  while IFS= read -r -d '' a; do args+=("$a"); done < "$work/$n.args"
  timeout 900 valgrind -q --error-exitcode=99 --leak-check=no --log-file="$work/$n.log" \
    "$checked" "${args[@]}" >/dev/null 2>&1 || status=$?
  echo "$status $((SECONDS - begin))" > "$work/$n.status"
}
export -f run_one
export work checked

start=$SECONDS
seq 0 $((runs - 1)) | xargs -P "$jobs" -I{} bash -c 'run_one {}'

bad=0
for n in $(seq 0 $((runs - 1))); do
  read -r status seconds < "$work/$n.status"
  name="$(cat "$work/$n.name")"
  [ -n "${MEMCHECK_TIMES:-}" ] && echo "memcheck: $name: $seconds s"
  # 0 and 1 are the compile's own answers; 99 is valgrind's error status.
  if [ "$status" -gt 1 ] || [ -s "$work/$n.log" ]; then
    bad=$((bad + 1))
    case "$status" in
      99) what="memory errors" ;;
      124) what="timed out" ;;
      *) what="exit status $status" ;;
    esac
    echo "memcheck: $name: $what"
    sed 's/^/  /' "$work/$n.log"
  fi
done
echo "memcheck: $runs runs in $((SECONDS - start)) s, $bad with memory errors, crashes or time-outs"
[ "$bad" -eq 0 ]
