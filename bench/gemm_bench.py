"""The bf16 GEMM benchmark: phaselock's generated kernel against cuBLASLt's
best heuristic candidate, torch.matmul and an autotuned Triton persistent
TMA kernel, all in this one process, on the same random input tensors, by
the method at the top of bench/RESULTS.md.

Usage (GPU machine, from the repository root; `bench/run.sh gemm DIR OUT`):
  python3 bench/gemm_bench.py --inputs DIR --out OUT [--shapes MxNxK,...]
DIR holds gemm.p256s4.{cubin,ptx} (the default kernel) and
gemm.p256s4-c2.{cubin,ptx} (clusters of 2), as `bench/run.sh gemm-inputs`
writes them; each is loaded from its cubin, or from its PTX (the driver's
JIT) where the cubin does not load. OUT gets gemm.md (the tables),
gemm.json (every round's figures), clocks.csv (nvidia-smi every 100 ms) and
libgemm_lt.so (bench/gemm_lt.cpp, built here with nvcc).

The method, in order:
1. Every side is checked on the same data first: each output poisoned
   (bf16 NaN) before its launch, every element written, nothing past the end,
   the relative Frobenius error against an f32 product of the same inputs,
   and, element by element, ours (and every side) against cuBLASLt's best
   candidate in bf16 ulps. A side that fails is dropped and reported.
2. Steady state: a warm-up of sustained load until the SM clock settles,
   then per shape the autotuning (every cuBLASLt candidate and every Triton
   configuration timed, back to back) and two kinds of rounds, each
   enqueued without a pause. The headline: in each round every side runs
   alone for `chunk_s` (the power-capped clock settles to that side's own
   draw within a few milliseconds), the sides in an order rotated by one
   place each round, the second half of each chunk timed (CUDA events
   between launches); a side's figure for the round is the median of those
   launches. Then launch-interleaved rounds: cycles of one launch of every
   side, so that every side runs at the clock of the mix. Every launch takes
   the next of the rotating input sets (together several times the L2),
   whichever side it belongs to.
3. Burst: the same sides, each after an idle pause, a short run of launches.
4. Data: own-clock rounds of ours and cuBLASLt on randn, uniform and the
   nine-valued check data, at two shapes.
The SM clock and power are read every 20 ms (NVML) through the run and
each reading is matched to the side whose timed launches it falls in.
Ratios are ours' speed over the baseline's (their time / ours) per round;
the tables give the median over the rounds with its min and max."""
import argparse
import ctypes
import datetime
import json
import math
import re
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_plan as plan  # noqa: E402

SHAPES = "4096x4096x4096,8192x8192x8192,8192x8192x1024,16384x16384x1024,4000x4000x4000,8191x8184x8200"
DATA_SHAPES = "8192x8192x8192,8192x8192x1024"
L2_BYTES = 50 << 20
LT_CANDIDATES = 32
LT_WORKSPACE = 32 << 20
BF16_NAN_BITS = -1  # 0xffff as int16


def log(*parts):
    print(*parts, flush=True)


def median(values):
    return statistics.median(values) if values else float("nan")


# ---------------------------------------------------------------- driver API

class LaunchConfig(ctypes.Structure):
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p),
                ("attrs", ctypes.c_void_p), ("numAttrs", ctypes.c_uint)]


class LaunchAttribute(ctypes.Structure):
    _fields_ = [("id", ctypes.c_uint), ("pad", ctypes.c_uint), ("value", ctypes.c_ubyte * 64)]


CU_FUNC_ATTRIBUTE_NUM_REGS = 4
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11
CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4
CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9
CU_TENSOR_MAP_SWIZZLE_128B = 3
CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2


class Cuda:
    """The few driver calls the kernel's launch contract needs."""

    def __init__(self):
        lib = ctypes.CDLL("libcuda.so.1")
        vp, u32, u64 = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64
        signatures = {
            "cuGetErrorString": [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
            "cuDevicePrimaryCtxRetain": [ctypes.POINTER(vp), ctypes.c_int],
            "cuCtxSetCurrent": [vp],
            "cuModuleLoadData": [ctypes.POINTER(vp), ctypes.c_char_p],
            "cuModuleGetFunction": [ctypes.POINTER(vp), vp, ctypes.c_char_p],
            "cuModuleGetGlobal_v2": [ctypes.POINTER(u64), ctypes.POINTER(ctypes.c_size_t), vp, ctypes.c_char_p],
            "cuMemcpyDtoH_v2": [vp, u64, ctypes.c_size_t],
            "cuFuncSetAttribute": [vp, ctypes.c_int, ctypes.c_int],
            "cuFuncGetAttribute": [ctypes.POINTER(ctypes.c_int), ctypes.c_int, vp],
            "cuTensorMapEncodeTiled": [vp, ctypes.c_int, u32, vp, ctypes.POINTER(u64), ctypes.POINTER(u64),
                                       ctypes.POINTER(u32), ctypes.POINTER(u32), ctypes.c_int, ctypes.c_int,
                                       ctypes.c_int, ctypes.c_int],
            "cuLaunchKernelEx": [ctypes.POINTER(LaunchConfig), vp, ctypes.POINTER(vp), ctypes.POINTER(vp)],
            "cuOccupancyMaxActiveClusters": [ctypes.POINTER(ctypes.c_int), vp, ctypes.POINTER(LaunchConfig)],
        }
        for name, args in signatures.items():
            function = getattr(lib, name)
            function.argtypes = args
            function.restype = ctypes.c_int
        self.lib = lib
        context = vp()
        self.check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(context), 0), "cuDevicePrimaryCtxRetain")
        self.check(lib.cuCtxSetCurrent(context), "cuCtxSetCurrent")

    def check(self, rc, what):
        if rc != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorString(rc, ctypes.byref(text))
            raise RuntimeError(f"{what}: CUDA error {rc} ({(text.value or b'?').decode()})")

    def tensor_map(self, tensor, rows, cols, box_rows, box_cols):
        """A 128-byte tensor map (64-byte aligned) of a row-major bf16 matrix,
        128-byte swizzle, 128-byte L2 promotion, zero fill."""
        dims, strides, box = plan.tensor_map(rows, cols, box_rows, box_cols)
        storage = ctypes.create_string_buffer(128 + 64)
        address = (ctypes.addressof(storage) + 63) & ~63
        self.check(self.lib.cuTensorMapEncodeTiled(
            ctypes.c_void_p(address), CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, ctypes.c_void_p(tensor.data_ptr()),
            (ctypes.c_uint64 * 2)(*dims), (ctypes.c_uint64 * 1)(*strides), (ctypes.c_uint32 * 2)(*box),
            (ctypes.c_uint32 * 2)(1, 1), 0, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B, 0),
            f"cuTensorMapEncodeTiled {rows} x {cols} box {box_rows} x {box_cols}")
        return storage, address


class OurKernel:
    """phaselock's gemm_bf16 from a cubin (or its PTX), launched as
    runtime/src/gemm.rs launches it."""

    def __init__(self, cuda, directory, variant, cluster, suffixes=("cubin", "ptx"), tile_n=plan.TILE_N):
        self.cuda, self.cluster, self.variant, self.tile_n = cuda, cluster, variant, tile_n
        self.module = ctypes.c_void_p()
        self.source, errors = None, []
        for suffix in suffixes:
            path = Path(directory) / f"gemm.{variant}.{suffix}"
            if not path.exists():
                errors.append(f"{path.name}: missing")
                continue
            image = path.read_bytes() + (b"\0" if suffix == "ptx" else b"")
            rc = cuda.lib.cuModuleLoadData(ctypes.byref(self.module), image)
            if rc == 0:
                self.source = path.name + (" (driver JIT)" if suffix == "ptx" else "")
                break
            errors.append(f"{path.name}: CUDA error {rc}")
        if self.source is None:
            raise RuntimeError(f"{variant}: no module loads: {'; '.join(errors)}")
        self.load_errors = errors
        self.function = ctypes.c_void_p()
        cuda.check(cuda.lib.cuModuleGetFunction(ctypes.byref(self.function), self.module, b"gemm_bf16"),
                   "cuModuleGetFunction gemm_bf16")
        address, size = ctypes.c_uint64(), ctypes.c_size_t()
        cuda.check(cuda.lib.cuModuleGetGlobal_v2(ctypes.byref(address), ctypes.byref(size), self.module,
                                                 b"__async_dynamic_shared_bytes_gemm_bf16"),
                   "the published dynamic shared memory")
        shared = ctypes.c_uint32()
        cuda.check(cuda.lib.cuMemcpyDtoH_v2(ctypes.byref(shared), address.value, 4), "cuMemcpyDtoH")
        self.shared = shared.value
        cuda.check(cuda.lib.cuFuncSetAttribute(self.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                               self.shared), "cuFuncSetAttribute")
        self.registers = self.attribute(CU_FUNC_ATTRIBUTE_NUM_REGS)
        self.required_cluster = self.attribute(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH)
        # The cluster is compiled in (.reqnctapercluster); a module without
        # it gets the launch attribute.
        self.attrs = None
        if cluster > 1 and self.required_cluster != cluster:
            self.attrs = (LaunchAttribute * 1)()
            self.attrs[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
            dims = (ctypes.c_uint * 3)(cluster, 1, 1)
            ctypes.memmove(ctypes.addressof(self.attrs[0]) + LaunchAttribute.value.offset, dims, 12)

    def attribute(self, which):
        value = ctypes.c_int()
        self.cuda.check(self.cuda.lib.cuFuncGetAttribute(ctypes.byref(value), which, self.function),
                        "cuFuncGetAttribute")
        return value.value

    def describe(self):
        return {"variant": self.variant, "loaded": self.source, "tile_n": self.tile_n, "not_loaded": self.load_errors,
                "registers": self.registers, "dynamic_shared_bytes": self.shared,
                "required_cluster_width": self.required_cluster,
                "cluster_attribute_at_launch": self.attrs is not None}

    def bind(self, a, b, c, sms, stream):
        """A launch of C = A B^T for these tensors (kept alive with it)."""
        m, k = a.shape
        n = b.shape[0]
        (ma, mb, mc) = plan.maps(m, n, k, self.cluster, self.tile_n)
        maps = [self.cuda.tensor_map(a, m, k, ma[2][1], ma[2][0]),
                self.cuda.tensor_map(b, n, k, mb[2][1], mb[2][0]),
                self.cuda.tensor_map(c, m, n, mc[2][1], mc[2][0])]
        scalars = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(plan.k_tiles(k))]
        params = (ctypes.c_void_p * 6)(*[address for _, address in maps],
                                       *[ctypes.addressof(s) for s in scalars])
        config = LaunchConfig(plan.grid(m, n, sms, self.cluster, self.tile_n), 1, 1, plan.THREADS, 1, 1, self.shared,
                              ctypes.c_void_p(stream), None, 0)
        if self.attrs is not None:
            config.attrs = ctypes.cast(self.attrs, ctypes.c_void_p)
            config.numAttrs = 1
        return self.launcher([(config, self.function, params, "")], (maps, scalars, params, config))

    def launcher(self, launches, keep):
        """A call that launches each (config, function, params, what) in
        turn; `keep` (and the first config) held with it."""
        lib, check = self.cuda.lib, self.cuda.check

        def launch():
            for config, function, params, what in launches:
                rc = lib.cuLaunchKernelEx(ctypes.byref(config), function, params, None)
                if rc:
                    check(rc, f"cuLaunchKernelEx {self.variant}{what}")
        launch.keep = keep
        launch.config = launches[0][0]
        return launch

    def active_clusters(self, config):
        clusters = ctypes.c_int()
        rc = self.cuda.lib.cuOccupancyMaxActiveClusters(ctypes.byref(clusters), self.function,
                                                        ctypes.byref(config))
        return clusters.value if rc == 0 else f"error {rc}"


class SplitKernel(OurKernel):
    """phaselock's split-K GEMM (`gemm-gen --split-k S`): gemm_bf16 writes
    each tile's S parts (f32) to a workspace, gemm_bf16_reduce adds them in
    order into C; two launches, as runtime/src/gemm.rs launches them."""

    def __init__(self, cuda, directory, split):
        super().__init__(cuda, directory, f"sk{split}", 1)
        self.split = split
        self.reduce = ctypes.c_void_p()
        cuda.check(cuda.lib.cuModuleGetFunction(ctypes.byref(self.reduce), self.module, b"gemm_bf16_reduce"),
                   "cuModuleGetFunction gemm_bf16_reduce")

    def supports(self, m, n, k):
        """Timed where the generator would split K at all (few tiles), and
        where S divides the K steps."""
        return plan.split_for(m, n, k) > 1 and plan.k_tiles(k) % self.split == 0 and n % 2 == 0

    def bind(self, a, b, c, sms, stream):
        import torch
        m, k = a.shape
        n = b.shape[0]
        (ma, mb, _) = plan.maps(m, n, k, 1, self.tile_n)
        maps = [self.cuda.tensor_map(a, m, k, ma[2][1], ma[2][0]),
                self.cuda.tensor_map(b, n, k, mb[2][1], mb[2][0])]
        rows_p, cols_p = math.ceil(m / plan.TILE_M) * plan.TILE_M, math.ceil(n / self.tile_n) * self.tile_n
        work = torch.empty(self.split * rows_p * cols_p, device="cuda", dtype=torch.float32)
        w, cp = ctypes.c_void_p(work.data_ptr()), ctypes.c_void_p(c.data_ptr())
        scalars = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(plan.k_tiles(k))]
        params = (ctypes.c_void_p * 6)(*[address for _, address in maps], ctypes.addressof(w),
                                       *[ctypes.addressof(s) for s in scalars])
        tiles = math.ceil(m / plan.TILE_M) * math.ceil(n / self.tile_n)
        groups = max(1, min(tiles, sms // self.split))
        config = LaunchConfig(self.split * groups, 1, 1, plan.THREADS, 1, 1, self.shared,
                              ctypes.c_void_p(stream), None, 0)
        reduce_params = (ctypes.c_void_p * 4)(ctypes.addressof(w), ctypes.addressof(cp),
                                              ctypes.addressof(scalars[0]), ctypes.addressof(scalars[1]))
        reduce_config = LaunchConfig(4 * sms, 1, 1, 256, 1, 1, 0, ctypes.c_void_p(stream), None, 0)
        keep = (maps, work, w, cp, scalars, params, config, reduce_params, reduce_config)
        return self.launcher([(config, self.function, params, ""),
                              (reduce_config, self.reduce, reduce_params, " reduce")], keep)


# ---------------------------------------------------------------- cuBLASLt

def loaded_library(fragment):
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.split()[-1]
            if fragment in os.path.basename(path):
                return path
    return None


def build_lt(out):
    """bench/gemm_lt.cpp built against the cuBLASLt that torch loaded."""
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    library = loaded_library("libcublasLt.so")
    if library is None:
        raise RuntimeError("torch has not loaded libcublasLt")
    roots = [Path(nvcc).resolve().parents[1] / "include", Path("/usr/local/cuda/include"),
             Path(library).parents[1] / "include"]
    roots += [Path(p) for p in sys.path if p.endswith("site-packages")]
    header = None
    for root in roots:
        found = sorted(root.glob("cublasLt.h")) or (sorted(root.glob("nvidia/**/include/cublasLt.h"))
                                                    if root.name == "site-packages" else [])
        if found:
            header = found[0]
            break
    if header is None:
        raise RuntimeError("no cublasLt.h found")
    target = Path(out) / "libgemm_lt.so"
    command = [nvcc, "-O2", "-std=c++17", "-shared", "-Xcompiler", "-fPIC", f"-I{header.parent}",
               str(HERE / "gemm_lt.cpp"), "-o", str(target), "-Xlinker", library,
               "-Xlinker", "-rpath", "-Xlinker", str(Path(library).parent)]
    subprocess.run(command, check=True)
    return target, {"header": str(header), "library": library, "nvcc": nvcc}


class Lt:
    def __init__(self, path):
        lib = ctypes.CDLL(str(path))
        vp = ctypes.c_void_p
        lib.lt_init.restype = ctypes.c_int
        lib.lt_version.restype = ctypes.c_longlong
        lib.lt_plan.argtypes = [ctypes.c_int] * 4 + [ctypes.c_ulonglong]
        lib.lt_count.argtypes = [ctypes.c_int]
        lib.lt_describe.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        lib.lt_run.argtypes = [ctypes.c_int, ctypes.c_int, vp, vp, vp, vp, vp]
        rc = lib.lt_init()
        if rc:
            raise RuntimeError(f"cublasLtCreate: {rc}")
        self.lib = lib
        self.version = lib.lt_version()

    def plan(self, m, n, k):
        p = self.lib.lt_plan(m, n, k, LT_CANDIDATES, LT_WORKSPACE)
        if p < 0:
            raise RuntimeError(f"cuBLASLt heuristic {m}x{n}x{k}: {p}")
        return p, self.lib.lt_count(p)

    def plan_fp8(self, m, n, k, e5m2, fast):
        """The FP8 plan (gemm_lt.cpp's lt_plan_fp8) and its candidate count."""
        lib = self.lib
        lib.lt_plan_fp8.argtypes = [ctypes.c_int] * 4 + [ctypes.c_ulonglong, ctypes.c_int, ctypes.c_int]
        lib.lt_run_fp8.argtypes = [ctypes.c_int, ctypes.c_int] + [ctypes.c_void_p] * 7
        p = lib.lt_plan_fp8(m, n, k, LT_CANDIDATES, LT_WORKSPACE, int(e5m2), int(fast))
        if p < 0:
            raise RuntimeError(f"cuBLASLt FP8 heuristic {m}x{n}x{k} fast={fast}: {p}")
        return p, lib.lt_count(p)

    def describe(self, p, i):
        text = ctypes.create_string_buffer(512)
        self.lib.lt_describe(p, i, text, 512)
        return text.value.decode()


# ---------------------------------------------------------------- clocks

class Nvml:
    """Readings of the SM clock and power (pynvml), if it is there: on
    demand, and every `period` seconds by a thread into `trace`."""

    def __init__(self, period=0.02):
        self.trace, self.running = [], False
        try:
            import pynvml
            pynvml.nvmlInit()
            self.nv = pynvml
            self.handle = pynvml.nvmlDeviceGetHandleByIndex(0)
        except Exception as error:  # no NVML: the sampler's file still has the clocks
            log(f"NVML unavailable: {error}")
            self.nv = None
            return
        self.running = True
        self.thread = threading.Thread(target=self._sample, args=(period,), daemon=True)
        self.thread.start()

    def _sample(self, period):
        while self.running:
            reading = self.read()
            if reading:
                self.trace.append(reading)
            time.sleep(period)

    def stop(self):
        if self.running:
            self.running = False
            self.thread.join(timeout=2)

    def window(self, start, end):
        """The readings taken in [start, end] (host time)."""
        return [r for r in list(self.trace) if start <= r["t"] <= end]

    def read(self):
        if self.nv is None:
            return None
        try:
            return self._read()
        except Exception:
            return None

    def _read(self):
        nv, h = self.nv, self.handle
        reading = {"t": time.time(), "sm": nv.nvmlDeviceGetClockInfo(h, nv.NVML_CLOCK_SM),
                   "w": nv.nvmlDeviceGetPowerUsage(h) / 1000.0}
        field = getattr(nv, "NVML_FI_DEV_POWER_INSTANT", None)
        if field is not None:
            try:
                value = nv.nvmlDeviceGetFieldValues(h, [field])[0]
                if value.nvmlReturn == 0:
                    reading["w_instant"] = value.value.uiVal / 1000.0
            except Exception:
                pass
        for name in ("nvmlDeviceGetCurrentClocksEventReasons", "nvmlDeviceGetCurrentClocksThrottleReasons"):
            if hasattr(nv, name):
                try:
                    reading["reasons"] = getattr(nv, name)(h)
                except Exception:
                    pass
                break
        return reading

    def static(self):
        if self.nv is None:
            return {}
        nv, h, info = self.nv, self.handle, {}
        for key, call in (("power_limit_w", lambda: nv.nvmlDeviceGetEnforcedPowerLimit(h) / 1000.0),
                          ("max_sm_mhz", lambda: nv.nvmlDeviceGetMaxClockInfo(h, nv.NVML_CLOCK_SM)),
                          ("driver", lambda: nv.nvmlSystemGetDriverVersion()),
                          ("temperature_c", lambda: nv.nvmlDeviceGetTemperature(h, nv.NVML_TEMPERATURE_GPU))):
            try:
                value = call()
                info[key] = value.decode() if isinstance(value, bytes) else value
            except Exception as error:
                info[key] = f"unavailable: {error}"
        return info


def readings_summary(readings):
    readings = [r for r in readings if r]
    if not readings:
        return {}
    out = {"sm_mhz": median([r["sm"] for r in readings]), "sm_mhz_min": min(r["sm"] for r in readings),
           "sm_mhz_max": max(r["sm"] for r in readings), "w": median([r["w"] for r in readings]),
           "n": len(readings)}
    instant = [r["w_instant"] for r in readings if "w_instant" in r]
    if instant:
        out["w_instant"] = median(instant)
    return out


class Sampler:
    """nvidia-smi every 100 ms into a CSV, for the whole run."""

    def __init__(self, path):
        self.path = path
        query = "timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,utilization.gpu"
        try:
            self.process = subprocess.Popen(["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader,nounits",
                                             "-lms", "100", "-f", str(path)])
        except OSError as error:
            log(f"nvidia-smi sampler not started: {error}")
            self.process = None

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def window(self, start, end):
        """Median SM MHz and W of the samples in [start, end] (unix time)."""
        rows = []
        try:
            with open(self.path) as f:
                for line in f:
                    cells = [c.strip() for c in line.split(",")]
                    try:
                        t = datetime.datetime.strptime(cells[0], "%Y/%m/%d %H:%M:%S.%f").timestamp()
                        rows.append((t, float(cells[1]), float(cells[3])))
                    except (ValueError, IndexError):
                        continue
        except OSError:
            return {}
        inside = [r for r in rows if start <= r[0] <= end]
        if not inside:
            return {}
        return {"sm_mhz": median([r[1] for r in inside]), "w": median([r[2] for r in inside]), "n": len(inside)}


# ---------------------------------------------------------------- data

def random_matrix(torch, kind, rows, cols, generator):
    if kind == "randn":
        return torch.randn(rows, cols, device="cuda", dtype=torch.bfloat16, generator=generator)
    if kind == "uniform":
        x = torch.rand(rows, cols, device="cuda", dtype=torch.float32, generator=generator)
        return (x * 2 - 1).to(torch.bfloat16)
    if kind == "nine":  # the correctness check's data: multiples of 1/2 in -2..2
        x = torch.randint(-4, 5, (rows, cols), device="cuda", generator=generator)
        return (x.to(torch.float32) / 2).to(torch.bfloat16)
    raise ValueError(kind)


def make_sets(torch, m, n, k, count, kind, seed):
    generator = torch.Generator(device="cuda")
    generator.manual_seed(seed)
    guard = 8 * n + 64
    sets = []
    for _ in range(count):
        a = random_matrix(torch, kind, m, k, generator)
        b = random_matrix(torch, kind, n, k, generator)
        flat = torch.empty(m * n + guard, device="cuda", dtype=torch.bfloat16)
        sets.append({"a": a, "b": b, "flat": flat, "c": flat[: m * n].view(m, n)})
    return sets


# ---------------------------------------------------------------- sides

class Side:
    """One way to compute C = A B^T: `launch(i)` runs it on set i."""

    def __init__(self, name, launch, detail=""):
        self.name, self.launch, self.detail = name, launch, detail


class Rotor:
    """The next input set, for every launch of every side of a shape."""

    def __init__(self, count):
        self.count, self.next_index = count, 0

    def __call__(self):
        i = self.next_index % self.count
        self.next_index += 1
        return i


class Bench:
    def __init__(self, args):
        import torch
        import triton
        self.torch, self.triton = torch, triton
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        self.args = args
        self.out = Path(args.out)
        self.out.mkdir(parents=True, exist_ok=True)
        torch.cuda.init()
        self.stream = torch.cuda.Stream()
        torch.cuda.set_stream(self.stream)
        properties = torch.cuda.get_device_properties(0)
        self.sms = properties.multi_processor_count
        # cuBLASLt is loaded by torch's first bf16 product.
        x = torch.randn(256, 256, device="cuda", dtype=torch.bfloat16)
        torch.matmul(x, x.t())
        torch.cuda.synchronize()
        self.cuda = Cuda()
        self.nvml = Nvml()
        self.sampler = Sampler(self.out / "clocks.csv")
        try:
            so, lt_build = build_lt(self.out)
            self.lt = Lt(so)
            lt_version = self.lt.version
        except Exception as error:  # the other sides still run; the report says so
            self.lt, lt_build, lt_version = None, f"not built: {type(error).__name__}: {error}", None
            log(lt_build)
        self.lt_workspace = torch.empty(LT_WORKSPACE, device="cuda", dtype=torch.uint8)
        import gemm_triton
        self.gt = gemm_triton
        gemm_triton.setup()
        self.ours = {"ours": OurKernel(self.cuda, args.inputs, "p256s4", 1),
                     "ours-c2": OurKernel(self.cuda, args.inputs, "p256s4-c2", 2)}
        for path in sorted(Path(args.inputs).glob("gemm.pp128s*.ptx")):
            # The ping-pong schedule (gemm-gen --pingpong [--stages N]): "ours-pp" at
            # its default of 3 stages per warpgroup, "ours-pp-sN" at others.
            variant = path.name[len("gemm."):-len(".ptx")]
            name = "ours-pp" if variant == "pp128s3" else f"ours-pp-s{variant[len('pp128s'):]}"
            self.ours[name] = OurKernel(self.cuda, args.inputs, variant, 1, tile_n=128)
        for path in sorted(Path(args.inputs).glob("gemm.p*s*.ptx")):
            # Other tile widths (gemm-gen --tile-n N [--stages S] [--cluster 2]):
            # "ours-nN-sS" and "ours-nN-sS-c2".
            variant = path.name[len("gemm."):-len(".ptx")]
            match = re.fullmatch(r"p(\d+)s(\d+)(-c2)?", variant)
            if match and match[1] != "256":
                tile_n, cluster = int(match[1]), 2 if match[3] else 1
                name = f"ours-n{tile_n}-s{match[2]}" + ("-c2" if match[3] else "")
                self.ours[name] = OurKernel(self.cuda, args.inputs, variant, cluster, tile_n=tile_n)
        for path in sorted(Path(args.inputs).glob("gemm.sk*.cubin")):
            # Split-K (gemm-gen --split-k S): "ours-skS", where S divides the K steps.
            split = int(path.name[len("gemm.sk"):-len(".cubin")])
            self.ours[f"ours-sk{split}"] = SplitKernel(self.cuda, args.inputs, split)
        if args.ab:
            # The default kernel of another build of the compiler, timed as
            # a side of its own ("ours-ab"): an A/B of two builds.
            self.ours["ours-ab"] = OurKernel(self.cuda, args.ab, "p256s4", 1)
        if self.ours["ours"].source.endswith(".cubin"):
            # The same PTX through the driver's JIT: a second build of ours.
            self.ours["ours-jit"] = OurKernel(self.cuda, args.inputs, "p256s4", 1, ("ptx",))
        self.result = {
            "date": datetime.datetime.now().isoformat(timespec="seconds"),
            "device": properties.name, "sms": self.sms,
            "l2_bytes": getattr(properties, "L2_cache_size", None),
            "torch": torch.__version__, "triton": triton.__version__, "cuda_runtime": torch.version.cuda,
            "cublaslt_version": lt_version, "cublaslt_build": lt_build,
            "torch_blas": str(torch.backends.cuda.preferred_blas_library()),
            "torch_bf16_reduced_precision_reduction":
                torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction,
            "nvml": self.nvml.static(),
            "kernels": {name: k.describe() for name, k in self.ours.items()},
            "method": {"rounds": args.rounds, "own_rounds": args.own_rounds, "chunk_s": args.chunk_s,
                       "burst_rounds": args.burst_rounds, "burst_idle_s": args.idle,
                       "round_target_s": args.round_s, "lt_candidates_asked": LT_CANDIDATES,
                       "lt_workspace_bytes": LT_WORKSPACE, "l2_multiple": 4, "least_sets": 4},
            "shapes": {}, "errors": [],
        }
        log(json.dumps({k: v for k, v in self.result.items() if k not in ("shapes", "errors")}, indent=1))

    # ------------------------------------------------------------ timing

    def events(self, count):
        return [self.torch.cuda.Event(enable_timing=True) for _ in range(count)]

    def chain(self, side, rotor, launches):
        """Enqueues `launches` launches of `side` with an event between each;
        returns the events (read them after synchronizing)."""
        marks = self.events(launches + 1)
        marks[0].record()
        for j in range(launches):
            side.launch(rotor())
            marks[j + 1].record()
        return marks

    @staticmethod
    def intervals(marks, skip=0):
        return [marks[j].elapsed_time(marks[j + 1]) * 1e-3 for j in range(skip, len(marks) - 1)]

    def anchor(self):
        """A host time and an event recorded at it on an idle GPU: an event's
        host time is then t + anchor.elapsed_time(event)."""
        self.torch.cuda.synchronize()
        mark = self.torch.cuda.Event(enable_timing=True)
        t = time.time()
        mark.record()
        return t, mark

    def host_time(self, anchor, event):
        return anchor[0] + anchor[1].elapsed_time(event) * 1e-3

    def own_clock(self, sides, rotor, estimates, rounds, chunk_s):
        """Rounds in which every side, in an order rotated each round, runs
        alone for about `chunk_s` (its clock settles to its own power), the
        launches of the chunk's second half timed; all enqueued without a
        pause. Per side: the round medians, and the clock readings taken
        while its timed launches ran."""
        anchor = self.anchor()
        chunks = []
        for r in range(rounds):
            for side in plan.order(sides, r):
                launches = max(20, round(chunk_s / estimates[side.name]))
                for _ in range(launches - launches // 2):
                    side.launch(rotor())
                chunks.append((side.name, self.chain(side, rotor, launches // 2)))
        self.torch.cuda.synchronize()
        medians = {side.name: [] for side in sides}
        readings = {side.name: [] for side in sides}
        for name, marks in chunks:
            medians[name].append(median(self.intervals(marks)))
            readings[name] += self.nvml.window(self.host_time(anchor, marks[0]), self.host_time(anchor, marks[-1]))
        return medians, {name: readings_summary(v) for name, v in readings.items()}

    def interleaved(self, sides, rotor, rounds, cycles):
        """Rounds of `cycles` cycles, each cycle one launch of every side (the
        order rotated each round), an event between launches, all enqueued
        without a pause: every side runs at the clock of the mix. Per side:
        the round medians."""
        marks, owners = [], []
        first = self.torch.cuda.Event(enable_timing=True)
        first.record()
        marks.append(first)
        for r in range(rounds):
            order = plan.order(sides, r)
            for _ in range(cycles):
                for side in order:
                    side.launch(rotor())
                    mark = self.torch.cuda.Event(enable_timing=True)
                    mark.record()
                    marks.append(mark)
                    owners.append((r, side.name))
        self.torch.cuda.synchronize()
        per = {}
        for (r, name), seconds in zip(owners, self.intervals(marks)):
            per.setdefault(name, {}).setdefault(r, []).append(seconds)
        return {name: [median(v[r]) for r in range(rounds)] for name, v in per.items()}

    def time_one(self, side, rotor, warm=2, timed=10):
        marks = self.chain(side, rotor, warm + timed)
        self.torch.cuda.synchronize()
        return median(self.intervals(marks, warm))

    # ------------------------------------------------------------ checks

    def compare(self, got, ref, lt_out=None):
        torch = self.torch
        g = got.float()
        out = {"nan": int(torch.isnan(g).sum().item()),
               "rel_fro_vs_f32": float(((g - ref).norm() / ref.norm()).item())}
        if lt_out is not None:
            l = lt_out.float()
            d = (g - l).abs()
            _, exponent = torch.frexp(torch.maximum(g.abs(), l.abs()))
            ulp = torch.exp2((exponent - 8).float())
            rms = float(ref.pow(2).mean().sqrt().item())
            out.update({"vs_lt_max_ulps": float((d / ulp).max().item()),
                        "vs_lt_over_1ulp": int((d > ulp).sum().item()),
                        "vs_lt_mismatches": int((d > 2 * ulp + rms * 2 ** -10).sum().item()),
                        "vs_lt_rel_fro": float((d.norm() / l.norm()).item())})
        return out

    def checked_run(self, side, s, ref):
        """One launch on set `s` with C poisoned: (result dict, output copy)."""
        torch = self.torch
        s["flat"].view(torch.int16).fill_(BF16_NAN_BITS)
        side.launch_set(s)
        torch.cuda.synchronize()
        m, n = s["c"].shape
        guard_ok = bool((s["flat"][m * n:].view(torch.int16) == BF16_NAN_BITS).all().item())
        result = self.compare(s["c"], ref)
        result["guard_intact"] = guard_ok
        result["ok"] = guard_ok and result["nan"] == 0 and result["rel_fro_vs_f32"] < 1e-2
        return result, s["c"].clone()

    # ------------------------------------------------------------ shapes

    def prepare(self, text):
        """Sets, every side and every candidate of one shape, each checked."""
        torch = self.torch
        m, n, k = plan.parse_shape(text)
        why = plan.check_shape(m, n, k)
        if why:
            raise ValueError(why)
        count = plan.sets_needed(plan.set_bytes(m, n, k), L2_BYTES)
        sets = make_sets(torch, m, n, k, count, "randn", seed=zlib.crc32(text.encode()))
        ref = sets[0]["a"].float() @ sets[0]["b"].float().t()
        shape = {"m": m, "n": n, "k": k, "sets": count, "set_bytes": plan.set_bytes(m, n, k),
                 "candidates": {}, "rejected": {}}
        sides, lt_candidates, triton_candidates = {}, [], []

        def add(name, per_set, detail, bucket):
            side = Side(name, lambda i: per_set(sets[i]), detail)
            side.launch_set = per_set
            try:
                check, _ = self.checked_run(side, sets[0], ref)
            except Exception as error:
                shape["rejected"][name] = f"{type(error).__name__}: {error}"[:400]
                log(f"  {text} {name}: rejected ({shape['rejected'][name]})")
                torch.cuda.synchronize()
                return
            shape["candidates"][name] = {"detail": detail, "check": check}
            if not check["ok"]:
                shape["rejected"][name] = f"wrong result: {check}"
                log(f"  {text} {name}: wrong result {check}")
                return
            if bucket is None:
                sides[name] = side
            else:
                bucket.append(side)

        for name, kernel in self.ours.items():
            if hasattr(kernel, "supports") and not kernel.supports(m, n, k):
                continue
            launches = {id(s): kernel.bind(s["a"], s["b"], s["c"], self.sms, self.stream.cuda_stream) for s in sets}
            first = launches[id(sets[0])]
            shape.setdefault("our_grid", {})[name] = {
                "grid": first.config.gridDimX, "active_clusters": kernel.active_clusters(first.config)}
            add(name, lambda s, l=launches: l[id(s)](), kernel.source, None)
        p, found = self.lt.plan(m, n, k) if self.lt else (None, 0)
        shape["lt_found"] = found
        for i in range(found):
            def run_lt(s, i=i):
                rc = self.lt.lib.lt_run(p, i, s["a"].data_ptr(), s["b"].data_ptr(), s["c"].data_ptr(),
                                        self.lt_workspace.data_ptr(), self.stream.cuda_stream)
                if rc:
                    raise RuntimeError(f"cublasLtMatmul: {rc}")
            add(f"lt#{i}", run_lt, self.lt.describe(p, i), lt_candidates)
        add("torch", lambda s: torch.matmul(s["a"], s["b"].t(), out=s["c"]), "torch.matmul(a, b.t(), out=c)", None)
        triples = [(s["a"], s["b"], s["c"]) for s in sets]
        for config in self.gt.CONFIGS:
            name = f"triton {self.gt.name(config)}"
            try:
                run = self.gt.launcher(config, self.sms, triples)
            except Exception as error:
                shape["rejected"][name] = f"{type(error).__name__}: {error}"[:400]
                continue
            index = {id(s): i for i, s in enumerate(sets)}
            add(name, lambda s, run=run, index=index: run(index[id(s)]), self.gt.name(config), triton_candidates)
        log(f"{text}: {count} sets of {plan.set_bytes(m, n, k) >> 20} MiB; sides {list(sides)}; "
            f"{len(lt_candidates)} of {found} cuBLASLt candidates and {len(triton_candidates)} Triton configs pass")
        return {"text": text, "sets": sets, "ref": ref, "record": shape, "sides": sides,
                "lt": lt_candidates, "triton": triton_candidates, "rotor": Rotor(count)}

    def autotune(self, shape):
        """Every candidate timed (steady state): the two fastest of cuBLASLt and
        of Triton stay in the rounds."""
        record, rotor = shape["record"], shape["rotor"]
        picked = {}
        for family in ("lt", "triton"):
            # Every candidate's launches back to back, no pause between them.
            chains = [(side, self.chain(side, rotor, 14)) for side in shape[family] * 2]
            self.torch.cuda.synchronize()
            best = {}
            for side, marks in chains:
                best.setdefault(side.name, []).append(median(self.intervals(marks, 4)))
            timed = []
            for side in shape[family]:
                seconds = min(best[side.name])
                record["candidates"][side.name]["autotune_s"] = seconds
                timed.append((seconds, side))
            timed.sort(key=lambda t: t[0])
            picked[family] = [side for _, side in timed[:2]]
            record[f"{family}_ranking"] = [(side.name, s) for s, side in timed]
        return picked

    def pairwise(self, shape, sides, lt_best):
        """Every side against cuBLASLt's best, element by element, on set 0."""
        s, ref = shape["sets"][0], shape["ref"]
        _, lt_out = self.checked_run(lt_best, s, ref)
        out = {}
        for side in sides:
            check, got = self.checked_run(side, s, ref)
            check.update(self.compare(got, ref, lt_out))
            out[side.name] = check
            del got
        return out

    def steady(self, shape):
        torch = self.torch
        record, rotor = shape["record"], shape["rotor"]
        ours = [side for n, side in shape["sides"].items()
                if n in ("ours", "ours-c2", "ours-ab") or n.startswith(("ours-pp", "ours-sk", "ours-n"))]
        jit = [shape["sides"]["ours-jit"]] if "ours-jit" in shape["sides"] else []
        torch_side = shape["sides"].get("torch")
        # A short warm-up on this shape (the card is already under load).
        until = time.time() + self.args.shape_warmup
        while time.time() < until:
            for side in ours + ([torch_side] if torch_side else []):
                self.chain(side, rotor, 10)
        torch.cuda.synchronize()
        picked = self.autotune(shape)
        lt_sides, triton_sides = picked["lt"], picked["triton"]
        torch_sides = [torch_side] if torch_side else []
        sides = ours + jit + lt_sides + torch_sides + triton_sides
        record["pairwise"] = self.pairwise(shape, sides, lt_sides[0]) if lt_sides else {}
        estimates = {side.name: self.time_one(side, rotor) for side in sides}
        lt_names, triton_names = [s.name for s in lt_sides], [s.name for s in triton_sides]
        # The headline: each side at its own settled clock.
        own = ours + lt_sides + torch_sides + triton_sides[:1]
        start = time.time()
        medians, clocks = self.own_clock(own, rotor, estimates, self.args.own_rounds, self.args.chunk_s)
        record["steady"] = {"chunk_s": self.args.chunk_s, "order": [s.name for s in own],
                            "round_medians_s": medians, "nvml_per_side": clocks,
                            "nvml": readings_summary(self.nvml.window(start, time.time())),
                            "smi": self.sampler.window(start, time.time()),
                            "ratios": self.ratios(medians, lt_names, triton_names[:1])}
        # Every side at the clock of the mix.
        cycles = plan.reps(estimates[ours[0].name] * len(sides), self.args.round_s * len(sides), 10, 100)
        start = time.time()
        medians = self.interleaved(sides, rotor, self.args.rounds, cycles)
        record["interleaved"] = {"cycles": cycles, "order": [s.name for s in sides], "round_medians_s": medians,
                                 "nvml": readings_summary(self.nvml.window(start, time.time())),
                                 "ratios": self.ratios(medians, lt_names, triton_names)}
        record["steady"]["wall"] = self.wall_check(ours, lt_sides[:1], rotor)
        shape["burst_sides"] = ours + lt_sides[:1] + torch_sides + triton_sides[:1]
        shape["lt_best"] = lt_sides[0] if lt_sides else None
        shape["estimates"] = estimates

    def wall_check(self, ours, lt, rotor):
        """A second clock: host wall time over 30 synchronized-at-the-ends
        launches, alternating ours and cuBLASLt's best, three times."""
        torch, out = self.torch, {}
        for _ in range(3):
            for side in ours + lt:
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                for _ in range(30):
                    side.launch(rotor())
                torch.cuda.synchronize()
                out.setdefault(side.name, []).append((time.perf_counter() - t0) / 30)
        return {name: median(v) for name, v in out.items()}

    @staticmethod
    def ratios(rounds, lt_names, triton_names):
        baselines = {}
        if lt_names:
            baselines["lt_best"] = plan.best_per_round(*[rounds[n] for n in lt_names])
        if "torch" in rounds:
            baselines["torch"] = rounds["torch"]
        if triton_names:
            baselines["triton_best"] = plan.best_per_round(*[rounds[n] for n in triton_names])
        out = {}
        for ours in [n for n in rounds if n.startswith("ours")]:
            if ours not in rounds:
                continue
            for base, times in baselines.items():
                out[f"{ours}/{base}"] = plan.summary(plan.paired(rounds[ours], times))
            out[f"{ours}_s"] = median(rounds[ours])
        for base, times in baselines.items():
            out[f"{base}_s"] = median(times)
        return out

    def burst(self, shape):
        torch = self.torch
        record, rotor, sides = shape["record"], shape["rotor"], shape.get("burst_sides", [])
        if not sides:
            return
        estimate = median(record["steady"]["round_medians_s"][sides[0].name])
        reps = plan.reps(estimate, 0.02, 5, 120)
        rounds = {side.name: [] for side in sides}
        readings = {side.name: [] for side in sides}
        for r in range(self.args.burst_rounds):
            for side in plan.order(sides, r):
                torch.cuda.synchronize()
                time.sleep(self.args.idle)
                start = time.time()
                marks = self.chain(side, rotor, 2 + reps)
                torch.cuda.synchronize()
                readings[side.name] += self.nvml.window(start, time.time())
                rounds[side.name].append(median(self.intervals(marks, 2)))
        lt = [s.name for s in sides if s.name.startswith("lt#")]
        tr = [s.name for s in sides if s.name.startswith("triton")]
        record["burst"] = {"reps": reps, "round_medians_s": rounds, "ratios": self.ratios(rounds, lt, tr),
                           "nvml": readings_summary([r for v in readings.values() for r in v]),
                           "nvml_per_side": {n: readings_summary(v) for n, v in readings.items()}}

    def data_control(self, shape):
        """Ours and cuBLASLt's best on randn, uniform and nine-valued data."""
        torch = self.torch
        m, n, k = (shape["record"][d] for d in "mnk")
        lt_best = shape["lt_best"]
        if lt_best is None or "ours" not in shape["sides"]:
            return
        kernel = self.ours["ours"]
        families = {"randn": shape["sets"][:4]}
        for i, kind in enumerate(("uniform", "nine")):
            families[kind] = make_sets(torch, m, n, k, 4, kind, seed=100 + i)
        sides = []
        for kind, sets in families.items():
            launches = [kernel.bind(s["a"], s["b"], s["c"], self.sms, self.stream.cuda_stream) for s in sets]
            sides.append(Side(f"ours {kind}", lambda i, l=launches: l[i % len(l)]()))
            sides.append(Side(f"lt {kind}", lambda i, sets=sets: lt_best.launch_set(sets[i % len(sets)])))
        rotor = Rotor(4)
        estimates = {}
        for side in sides:
            estimates[side.name] = shape["estimates"]["ours" if side.name.startswith("ours") else lt_best.name]
        rounds, clocks = self.own_clock(sides, rotor, estimates, self.args.own_rounds, self.args.chunk_s)
        out = {"round_medians_s": rounds, "nvml_per_side": clocks}
        for who in ("ours", "lt"):
            for kind in ("uniform", "nine"):
                out[f"{who} {kind}/randn speed"] = plan.summary(plan.paired(rounds[f"{who} {kind}"],
                                                                            rounds[f"{who} randn"]))
        shape["record"]["data_control"] = out
        del families

    # ------------------------------------------------------------ the run

    def warmup(self, shape):
        """Sustained load until the SM clock settles: at least `warmup`
        seconds, then until the last 5 s of readings halve to medians within
        1% of each other, at most 3 x `warmup`."""
        rotor = shape["rotor"]
        sides = [shape["sides"][n] for n in ("ours", "torch") if n in shape["sides"]]
        start, previous = time.time(), None
        while True:
            # One chunk stays queued behind the one running: no pause.
            for side in sides:
                marks = self.chain(side, rotor, 20)
            while previous is not None and not previous[-1].query():
                time.sleep(0.005)
            previous = marks
            elapsed = time.time() - start
            trace = self.nvml.window(start, time.time())
            recent = [r for r in trace if r["t"] > time.time() - 5]
            if elapsed >= self.args.warmup and len(recent) >= 10:
                half = len(recent) // 2
                a, b = median([r["sm"] for r in recent[:half]]), median([r["sm"] for r in recent[half:]])
                if abs(a - b) <= 0.01 * b:
                    break
            if elapsed >= 3 * self.args.warmup or (self.nvml.nv is None and elapsed >= self.args.warmup):
                break
        self.torch.cuda.synchronize()
        self.result["warmup"] = {"seconds": time.time() - start, "end": readings_summary(trace[-100:]),
                                 "start": readings_summary(trace[:10])}
        log(f"warm-up: {self.result['warmup']}")

    def save(self):
        (self.out / "gemm.json").write_text(json.dumps(self.result, indent=1, default=str))

    def run(self):
        shapes = []
        for text in self.args.shapes.split(","):
            try:
                shape = self.prepare(text)
                shapes.append(shape)
                self.result["shapes"][text] = shape["record"]
            except Exception as error:
                self.result["errors"].append(f"{text}: prepare: {type(error).__name__}: {error}")
                log(self.result["errors"][-1])
        self.save()
        if not shapes:
            return
        self.warmup(next((s for s in shapes if s["text"] == "8192x8192x8192"), shapes[0]))
        for phase in ("steady", "data_control", "burst"):
            for shape in shapes:
                if phase == "data_control" and shape["text"] not in self.args.data_shapes.split(","):
                    continue
                if phase != "steady" and "steady" not in shape["record"]:
                    continue
                try:
                    started = time.time()
                    getattr(self, phase)(shape)
                    done = shape["record"].get(phase, {})
                    summary = done.get("ratios") or {k: v for k, v in done.items() if k != "round_medians_s"}
                    log(f"{shape['text']} {phase}: {time.time() - started:.1f} s {json.dumps(summary, default=str)}")
                except Exception as error:
                    self.result["errors"].append(f"{shape['text']}: {phase}: {type(error).__name__}: {error}")
                    log(self.result["errors"][-1])
                    self.torch.cuda.synchronize()
                self.save()
        self.sampler.stop()
        self.nvml.stop()
        self.save()


# ---------------------------------------------------------------- report

def fmt(summary):
    if not summary:
        return "-"
    med, lo, hi = summary
    return f"{med:.3f} ({lo:.3f}-{hi:.3f})"


def choice_table(result, mode):
    """The kernel the generator chooses for each shape (`gemm_plan.variant`,
    `gemm-gen --shape`), read off the two kernels' columns of `mode`."""
    lines = [f"The generator's choice for the shape (`gemm-gen --shape`), {mode}:", "",
             "| shape | kernel | TFLOP/s | / cuBLASLt best | / torch | / Triton best |", "|---|---|---:|---|---|---|"]
    for shape in result["shapes"].values():
        r = (shape.get(mode) or {}).get("ratios")
        if not r:
            continue
        m, n, k = shape["m"], shape["n"], shape["k"]
        side = plan.variant(m, n, k)
        if f"{side}_s" not in r:
            continue
        lines.append(f"| {m} x {n} x {k} | {side} | {plan.tflops(m, n, k, r[f'{side}_s']):.1f} | "
                     f"{fmt(r.get(f'{side}/lt_best'))} | {fmt(r.get(f'{side}/torch'))} | "
                     f"{fmt(r.get(f'{side}/triton_best'))} |")
    return lines + [""]


def report(result):
    lines = [f"# bf16 GEMM, {result['date']}, {result['device']} ({result['sms']} SMs)", "",
             f"torch {result['torch']}, Triton {result['triton']}, cuBLASLt {result['cublaslt_version']}, "
             f"NVML {result.get('nvml', {})}", "",
             f"warm-up: {result.get('warmup', {})}", ""]
    titles = {"steady": "steady state, each side alone at its own clock (headline)",
              "interleaved": "steady state, launches interleaved (every side at the clock of the mix)",
              "burst": "burst after idle"}
    for mode in ("steady", "interleaved", "burst"):
        lines += [f"## {titles[mode]}", "",
                  "| shape | ours TFLOP/s | c2 TFLOP/s | cuBLASLt best | torch | Triton best | ours / cuBLASLt best | "
                  "ours / torch | ours / Triton best | c2 / cuBLASLt best | c2 / torch | c2 / Triton best | SM MHz | W |",
                  "|---|---:|---:|---:|---:|---:|---|---|---|---|---|---|---:|---:|"]
        for text, shape in result["shapes"].items():
            data = shape.get(mode)
            if not data:
                continue
            r = data["ratios"]
            m, n, k = shape["m"], shape["n"], shape["k"]

            def tf(key):
                return f"{plan.tflops(m, n, k, r[key]):.1f}" if key in r else "-"
            clocks = data.get("nvml", {})
            if mode == "steady":
                per = data.get("nvml_per_side", {})
                lt = next((v for name, v in per.items() if name.startswith("lt#") and v), {})
                ours = per.get("ours", {})
                clocks = {"sm_mhz": f"{ours.get('sm_mhz', '-')} / {lt.get('sm_mhz', '-')}",
                          "w": f"{round(ours['w']) if 'w' in ours else '-'} / {round(lt['w']) if 'w' in lt else '-'}"}
            lines.append(f"| {m} x {n} x {k} | {tf('ours_s')} | {tf('ours-c2_s')} | {tf('lt_best_s')} | "
                         f"{tf('torch_s')} | {tf('triton_best_s')} | {fmt(r.get('ours/lt_best'))} | "
                         f"{fmt(r.get('ours/torch'))} | {fmt(r.get('ours/triton_best'))} | "
                         f"{fmt(r.get('ours-c2/lt_best'))} | {fmt(r.get('ours-c2/torch'))} | "
                         f"{fmt(r.get('ours-c2/triton_best'))} | {clocks.get('sm_mhz', '-')} | "
                         f"{clocks['w'] if isinstance(clocks.get('w'), str) else round(clocks.get('w', 0))} |")
        lines.append("")
        lines += choice_table(result, mode)
    lines += ["## chosen candidates and checks", ""]
    for text, shape in result["shapes"].items():
        lines.append(f"### {text}")
        lines.append(f"sets: {shape['sets']} x {shape['set_bytes'] >> 20} MiB; grid {shape.get('our_grid')}; "
                     f"cuBLASLt candidates found: {shape.get('lt_found')}")
        for family in ("lt_ranking", "triton_ranking"):
            ranking = shape.get(family, [])[:4]
            lines.append(f"- {family}: " + "; ".join(
                f"{name} [{shape['candidates'][name]['detail']}] {s * 1e3:.4f} ms" for name, s in ranking))
        for name, check in shape.get("pairwise", {}).items():
            lines.append(f"- check {name}: {check}")
        if shape.get("rejected"):
            lines.append(f"- rejected: {shape['rejected']}")
        if "steady" in shape:
            lines.append(f"- wall-clock second method (s per launch): {shape['steady'].get('wall')}")
            lines.append(f"- steady clocks: nvml {shape['steady'].get('nvml')}, nvidia-smi {shape['steady'].get('smi')}")
        if "burst" in shape:
            lines.append(f"- burst clocks: {shape['burst'].get('nvml')}")
        if "steady" in shape:
            lines.append(f"- steady clocks per side: {shape['steady'].get('nvml_per_side')}")
        if "interleaved" in shape:
            lines.append(f"- interleaved: {shape['interleaved'].get('cycles')} cycles a round, "
                         f"ours-jit/cuBLASLt best {fmt(shape['interleaved']['ratios'].get('ours-jit/lt_best'))}")
        for kind in ("steady", "interleaved"):
            # Every variant of ours against every baseline, the ping-pong ones included.
            ratios = shape.get(kind, {}).get("ratios", {})
            pairs = [f"{key} {fmt(value)}" for key, value in ratios.items()
                     if key.startswith("ours") and "/" in key]
            if pairs:
                lines.append(f"- {kind} ratios: " + "; ".join(pairs))
        if "data_control" in shape:
            dc = shape["data_control"]
            lines.append("- data: " + "; ".join(f"{k} {fmt(v)}" for k, v in dc.items() if "speed" in k))
            lines.append(f"- data clocks per side: {dc.get('nvml_per_side')}")
        lines.append("")
    if result.get("errors"):
        lines += ["## errors", ""] + [f"- {e}" for e in result["errors"]]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inputs", help="folder with gemm.p256s4{,-c2}.{cubin,ptx}")
    parser.add_argument("--out", required=True)
    parser.add_argument("--shapes", default=SHAPES)
    parser.add_argument("--data-shapes", default=DATA_SHAPES)
    parser.add_argument("--rounds", type=int, default=11, help="launch-interleaved rounds")
    parser.add_argument("--own-rounds", type=int, default=7, help="rounds of the own-clock (headline) steady state")
    parser.add_argument("--chunk-s", type=float, default=0.3, help="seconds of each side alone per own-clock round")
    parser.add_argument("--burst-rounds", type=int, default=7)
    parser.add_argument("--idle", type=float, default=0.3, help="seconds idle before each burst")
    parser.add_argument("--round-s", type=float, default=0.04, help="work per side per round, seconds")
    parser.add_argument("--warmup", type=float, default=20.0, help="least seconds of the global warm-up")
    parser.add_argument("--shape-warmup", type=float, default=2.0)
    parser.add_argument("--ab", metavar="DIR", help="also time DIR's gemm.p256s4 (another build) as the side ours-ab")
    parser.add_argument("--report", metavar="JSON", help="only write OUT/gemm.md again from a run's gemm.json")
    args = parser.parse_args()
    if args.report:
        text = report(json.loads(Path(args.report).read_text()))
        Path(args.out).mkdir(parents=True, exist_ok=True)
        (Path(args.out) / "gemm.md").write_text(text)
        print(text, flush=True)
        return
    if not args.inputs:
        parser.error("--inputs is needed to run the benchmark")
    if min(args.rounds, args.own_rounds, args.burst_rounds) < 7:
        parser.error("the method takes at least 7 rounds")
    bench = Bench(args)
    try:
        bench.run()
    finally:
        bench.sampler.stop()
        bench.save()
        text = report(bench.result)
        (Path(args.out) / "gemm.md").write_text(text)
        print(text, flush=True)


if __name__ == "__main__":
    main()
