#!/usr/bin/env bash
# Installs what phaselock needs to build and test, and nothing more:
#   - LLVM/MLIR 22 from Debian packages (static libraries, mlir-tblgen headers,
#     FileCheck and lit from llvm-22-tools);
#   - ptxas, from the PyPI wheel nvidia-cuda-nvcc, in the project-local venv .venv.
# Idempotent: when everything is there it only checks, in well under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev libclang-22-dev libzstd-dev zlib1g-dev python3-venv)
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
echo "setup: ok (LLVM/MLIR 22 in /usr/lib/llvm-22, ptxas at $ptxas)"
