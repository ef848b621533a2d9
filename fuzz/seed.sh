#!/usr/bin/env bash
# Writes the seed corpus of every fuzz target (or of the targets named on the
# command line) into fuzz/corpus/<target>/, one file per seed named by the
# SHA-1 of its contents, as libFuzzer names its own corpus entries.
#
# The seeds are those of `phaselock_fuzz::corpus::seeds()`: examples/*.mlir,
# examples/bugs/*.mlir, bench/kernels/*.mlir and every lit-tests/**/*.mlir,
# split at `// -----` lines, whole-line `//` comments dropped, pieces without
# IR left out. CORPUS_DIR=DIR writes DIR/<target>/ instead.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${CORPUS_DIR:-$root/fuzz/corpus}"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(parse_verify to_ptx check_protocol instrument)
fi

pieces="$(mktemp -d)"
trap 'rm -rf "$pieces"' EXIT

shopt -s nullglob globstar
n=0
for file in "$root"/examples/*.mlir "$root"/examples/bugs/*.mlir \
            "$root"/bench/kernels/*.mlir "$root"/lit-tests/**/*.mlir; do
  awk -v out="$pieces/$n" '
    BEGIN { piece = 0; file = out "-" piece; printf "" > file }
    {
      t = $0
      gsub(/^[ \t\r]+|[ \t\r]+$/, "", t)
      if (t == "// -----") { close(file); piece++; file = out "-" piece; printf "" > file; next }
      if (substr(t, 1, 2) == "//") next
      print $0 > file
    }
  ' "$file"
  n=$((n + 1))
done

for target in "${targets[@]}"; do
  mkdir -p "$corpus/$target"
done
count=0
for piece in "$pieces"/*; do
  grep -q '[^[:space:]]' "$piece" || continue
  name="$(sha1sum "$piece" | cut -d' ' -f1)"
  for target in "${targets[@]}"; do
    cp "$piece" "$corpus/$target/$name"
  done
  count=$((count + 1))
done
echo "seed.sh: $(ls "$corpus/${targets[0]}" | wc -l) seeds in $corpus/{$(IFS=,; echo "${targets[*]}")} ($count pieces)"
