# lit configuration for phaselock. Run through `cargo test` (driver/tests/lit.rs),
# which passes the freshly built async-opt in ASYNC_OPT.
import glob
import os
import shutil
import subprocess

import lit.formats

config.name = "phaselock"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
repo = os.path.dirname(config.test_source_root)
config.test_exec_root = os.environ.get("PHASELOCK_LIT_EXEC_ROOT", os.path.join(repo, "target", "lit"))

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
async_opt = os.environ.get("ASYNC_OPT") or os.path.join(repo, "target", "debug", "async-opt")
if not os.path.exists(async_opt):
    lit_config.fatal("async-opt not found at %s (set ASYNC_OPT)" % async_opt)

config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ("HOME", "PTXAS", "CUDA_VISIBLE_DEVICES"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def find_ptxas():
    if os.environ.get("PTXAS"):
        return os.environ["PTXAS"]
    venv = sorted(glob.glob(os.path.join(repo, ".venv", "lib", "python3*", "site-packages", "nvidia", "cu*", "bin", "ptxas")))
    if venv:
        return venv[-1]
    return shutil.which("ptxas")


ptxas = find_ptxas()
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
    config.environment["PTXAS"] = ptxas
else:
    lit_config.note("ptxas not found: tests that REQUIRE ptxas are unsupported")


def has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


if shutil.which("nvcc"):
    config.available_features.add("nvcc")

if has_gpu():
    config.available_features.add("gpu")
else:
    lit_config.note("skipped: no CUDA device (tests that REQUIRE gpu are unsupported)")

config.substitutions.append(("%async-opt", async_opt))
gemm_gen = os.environ.get("GEMM_GEN") or os.path.join(os.path.dirname(async_opt), "gemm-gen")
if os.path.exists(gemm_gen):
    config.available_features.add("gemm-gen")
    config.substitutions.append(("%gemm-gen", gemm_gen))
attn_gen = os.environ.get("ATTN_GEN") or os.path.join(os.path.dirname(async_opt), "attn-gen")
if os.path.exists(attn_gen):
    config.available_features.add("attn-gen")
    config.substitutions.append(("%attn-gen", attn_gen))
# The workspace's other binaries, where they are built next to async-opt.
for tool in ("phaselock-bench", "phaselock-mutate"):
    path = os.path.join(os.path.dirname(async_opt), tool)
    if os.path.exists(path):
        config.available_features.add(tool)
        config.substitutions.append(("%" + tool, path))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
