#!/usr/bin/env bash
# Installs what phaselock needs to build and test, and nothing more:
#   - LLVM/MLIR 22 from Debian packages (static libraries, mlir-tblgen headers,
#     FileCheck and lit from llvm-22-tools), and valgrind with binutils' objcopy
#     for scripts/memcheck.sh;
#   - ptxas, from the PyPI wheel nvidia-cuda-nvcc, in the project-local venv .venv;
#   - the variables naming LLVM 22 for the -sys crates, in Cargo's user
#     configuration ($CARGO_HOME/config.toml), so that crates outside this
#     workspace that depend on phaselock build too.
# Idempotent: when everything is there it only checks, in well under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev libclang-22-dev libzstd-dev zlib1g-dev python3-venv valgrind binutils)
PTXAS_WHEEL="nvidia-cuda-nvcc==13.5.37"

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

ptxas=$(ls .venv/lib/python3*/site-packages/nvidia/cu*/bin/ptxas 2>/dev/null | head -n 1 || true)
if [ -z "$ptxas" ]; then
  echo "setup: installing ptxas ($PTXAS_WHEEL) into .venv"
  python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check "$PTXAS_WHEEL"
  ptxas=$(ls .venv/lib/python3*/site-packages/nvidia/cu*/bin/ptxas | head -n 1)
fi
# The -sys crates under melior and inkwell (mlir-sys, tblgen, melior-macro,
# llvm-sys) ask `llvm-config` where LLVM is; the first on PATH is the system's
# default LLVM (14 on Debian 12) unless a variable names LLVM 22's prefix. The
# project's .cargo/config.toml sets those variables for this workspace only, so
# they go into Cargo's user configuration as well, where they apply to every
# crate the user builds, a DSL crate depending on phaselock among them. The
# variables name one LLVM version each: crates of other LLVM versions ignore them.
cargo_config="${CARGO_HOME:-$HOME/.cargo}/config.toml"
# Cargo reads the older name `config` instead when it is there.
[ -f "${cargo_config%.toml}" ] && cargo_config="${cargo_config%.toml}"
llvm_prefix=/usr/lib/llvm-22
llvm_vars=(MLIR_SYS_220_PREFIX TABLEGEN_220_PREFIX LLVM_SYS_221_PREFIX)
absent=()
for v in "${llvm_vars[@]}"; do
  grep -Eq "^[[:space:]]*$v[[:space:]]*=" "$cargo_config" 2>/dev/null || absent+=("$v")
done
if [ ${#absent[@]} -gt 0 ]; then
  echo "setup: adding ${absent[*]} = \"$llvm_prefix\" to [env] of $cargo_config"
  mkdir -p "$(dirname "$cargo_config")"
  lines=""
  for v in "${absent[@]}"; do lines+="$v = \"$llvm_prefix\""$'\n'; done
  if grep -Eq '^[[:space:]]*\[env\][[:space:]]*(#.*)?$' "$cargo_config" 2>/dev/null; then
    # Right after the existing [env] header, so the keys belong to that table.
    tmp=$(mktemp)
    LINES="$lines" awk '{ print } !done && /^[[:space:]]*\[env\][[:space:]]*(#.*)?$/ { printf "%s", ENVIRON["LINES"]; done = 1 }' \
      "$cargo_config" >"$tmp"
    cat "$tmp" >"$cargo_config"
    rm -f "$tmp"
  else
    [ -s "$cargo_config" ] && printf '\n' >>"$cargo_config"
    printf '# LLVM/MLIR 22 for the -sys crates of melior and inkwell (written by phaselock'"'"'s scripts/setup.sh)\n[env]\n%s' \
      "$lines" >>"$cargo_config"
  fi
fi
echo "setup: ok (LLVM/MLIR 22 in $llvm_prefix, ptxas at $ptxas, LLVM variables in $cargo_config)"
