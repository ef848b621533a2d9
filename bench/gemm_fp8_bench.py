"""The FP8 GEMM benchmark: phaselock's generated e4m3 kernels against
torch._scaled_mm (cuBLASLt's FP8 GEMM), with and without fast accumulation,
in this one process on the same random input tensors, by the method at the
top of bench/RESULTS.md.

Usage (GPU machine, from the repository root):
  python3 bench/gemm_fp8_bench.py --inputs DIR --out OUT [--shapes MxNxK,...]
DIR holds gemm.e4m3*.{cubin,ptx} (`gemm-gen --dtype e4m3 ...`: the name
after `gemm.` is the side's name; `fast` in it marks fast accumulation
(128 x 256 tiles unless `n128` or `n192`; promoting: 128 x 192, 128 x 128 in
clusters of 2), `c2` clusters of 2, `n256`, `n192` and `n128` the tile width). OUT gets fp8.md and fp8.json.

The data: A (M x K) and B (N x K) are randn in bf16, quantized per tensor
as the FP8 recipes do: scale = amax / 448, A8 = (A / scale) in e4m3; every
side computes C = scale_a scale_b (A8 B8^T) in bf16 from the same A8, B8
and scales. The checks (set 0 of each shape): every side's output poisoned
before its launch, every element written, its relative Frobenius error
against the fp64 product of the dequantized inputs, and ours against
torch._scaled_mm (same accumulation: promoted, or fast) in bf16 ulps.
The timing (inherited from gemm_bench.py): own-clock rounds (each side alone
for `chunk_s`, order rotated, the second half timed), launch-interleaved
rounds, rotating input sets (together 4 x the L2); paired ratios per round,
median (min-max). The SM clock is read through the run."""
import argparse
import ctypes
import datetime
import json
import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
import gemm_plan as plan  # noqa: E402

SHAPES = "8192x8192x8192,8192x8192x1024,4096x4096x4096,16384x16384x1024"
E4M3_MAX = 448.0
CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0
CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9
TILE_M, TILE_K_BYTES = 128, 128
# The baselines of the report's ratios.
BASES = ("scaled_mm", "scaled_mm-fast", "lt-best", "lt-best-fast")


def tensor_map(cuda, tensor, rows, cols, box, element):
    """A tensor map of a row-major rows x cols matrix of 1-byte (FP8) or
    bf16 elements, boxes of `box` (rows, cols), 128-byte swizzle."""
    code, size = element
    storage = ctypes.create_string_buffer(128 + 64)
    address = (ctypes.addressof(storage) + 63) & ~63
    cuda.check(cuda.lib.cuTensorMapEncodeTiled(
        ctypes.c_void_p(address), code, 2, ctypes.c_void_p(tensor.data_ptr()),
        (ctypes.c_uint64 * 2)(cols, rows), (ctypes.c_uint64 * 1)(cols * size),
        (ctypes.c_uint32 * 2)(box[1], box[0]), (ctypes.c_uint32 * 2)(1, 1), 0,
        gb.CU_TENSOR_MAP_SWIZZLE_128B, gb.CU_TENSOR_MAP_L2_PROMOTION_L2_128B, 0),
        f"cuTensorMapEncodeTiled {rows} x {cols}")
    return storage, address


class Fp8Kernel:
    """A gemm-gen FP8 kernel from DIR/gemm.VARIANT.{cubin,ptx}, launched as
    runtime/src/gemm.rs launches it."""

    def __init__(self, cuda, directory, variant):
        self.cuda, self.variant = cuda, variant
        self.cluster = 2 if "c2" in variant else 1
        # Fast accumulation's default tiles are 128 x 256; `n128`/`n256` say.
        # gemm-gen's widths: promoting 192 (128 in clusters of 2), fast 256.
        promoted = 128 if "c2" in variant else 192
        self.tile_n = (128 if "n128" in variant else 192 if "n192" in variant
                       else 256 if "n256" in variant or "fast" in variant else promoted)
        self.module, self.source = ctypes.c_void_p(), None
        for suffix in ("cubin", "ptx"):
            path = Path(directory) / f"gemm.{variant}.{suffix}"
            if path.exists():
                image = path.read_bytes() + (b"\0" if suffix == "ptx" else b"")
                if cuda.lib.cuModuleLoadData(ctypes.byref(self.module), image) == 0:
                    self.source = path.name
                    break
        if self.source is None:
            raise RuntimeError(f"{variant}: no module loads")
        name = b"gemm_e5m2" if "e5m2" in variant else b"gemm_e4m3"
        self.function = ctypes.c_void_p()
        cuda.check(cuda.lib.cuModuleGetFunction(ctypes.byref(self.function), self.module, name), "function")
        address, size = ctypes.c_uint64(), ctypes.c_size_t()
        cuda.check(cuda.lib.cuModuleGetGlobal_v2(ctypes.byref(address), ctypes.byref(size), self.module,
                                                 b"__async_dynamic_shared_bytes_" + name), "shared bytes")
        shared = ctypes.c_uint32()
        cuda.check(cuda.lib.cuMemcpyDtoH_v2(ctypes.byref(shared), address.value, 4), "cuMemcpyDtoH")
        self.shared = shared.value
        cuda.check(cuda.lib.cuFuncSetAttribute(self.function, gb.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                               self.shared), "cuFuncSetAttribute")
        value = ctypes.c_int()
        cuda.lib.cuFuncGetAttribute(ctypes.byref(value), gb.CU_FUNC_ATTRIBUTE_NUM_REGS, self.function)
        self.registers = value.value

    def describe(self):
        return {"variant": self.variant, "loaded": self.source, "tile_n": self.tile_n, "cluster": self.cluster,
                "registers": self.registers, "dynamic_shared_bytes": self.shared}

    def bind(self, s, sms, stream):
        """A launch of C = sa sb A8 B8^T on input set `s`."""
        a, b, c = s["a8"], s["b8"], s["c"]
        m, k = a.shape
        n = b.shape[0]
        fp8, bf16 = (CU_TENSOR_MAP_DATA_TYPE_UINT8, 1), (CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2)
        maps = [tensor_map(self.cuda, a, m, k, (TILE_M, TILE_K_BYTES), fp8),
                tensor_map(self.cuda, b, n, k, (self.tile_n // self.cluster, TILE_K_BYTES), fp8),
                tensor_map(self.cuda, c, m, n, (64, 64), bf16)]
        pointers = [ctypes.c_uint64(s["sa"].data_ptr()), ctypes.c_uint64(s["sb"].data_ptr())]
        scalars = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(math.ceil(k / TILE_K_BYTES))]
        params = (ctypes.c_void_p * 8)(*[address for _, address in maps],
                                       *[ctypes.addressof(p) for p in pointers],
                                       *[ctypes.addressof(x) for x in scalars])
        grid = plan.grid(m, n, sms, self.cluster, self.tile_n)
        config = gb.LaunchConfig(grid, 1, 1, plan.THREADS, 1, 1, self.shared, ctypes.c_void_p(stream), None, 0)
        if self.cluster > 1:
            attrs = (gb.LaunchAttribute * 1)()
            attrs[0].id = gb.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
            dims = (ctypes.c_uint * 3)(self.cluster, 1, 1)
            ctypes.memmove(ctypes.addressof(attrs[0]) + gb.LaunchAttribute.value.offset, dims, 12)
            config.attrs = ctypes.cast(attrs, ctypes.c_void_p)
            config.numAttrs = 1
        else:
            attrs = None
        keep = (maps, pointers, scalars, params, config, attrs)
        lib, function, check = self.cuda.lib, self.function, self.cuda.check

        def launch():
            rc = lib.cuLaunchKernelEx(ctypes.byref(config), function, params, None)
            if rc:
                check(rc, f"cuLaunchKernelEx {self.variant}")
        launch.keep = keep
        return launch


class Fp8Bench(gb.Bench):
    """gemm_bench's timing (own-clock and interleaved rounds) on FP8 sides."""

    def __init__(self, args):  # noqa: the bf16 bench's set-up is not needed
        import torch
        self.torch, self.args = torch, args
        self.out = Path(args.out)
        self.out.mkdir(parents=True, exist_ok=True)
        torch.cuda.init()
        self.stream = torch.cuda.Stream()
        torch.cuda.set_stream(self.stream)
        properties = torch.cuda.get_device_properties(0)
        self.sms = properties.multi_processor_count
        self.cuda = gb.Cuda()
        # cuBLASLt is loaded by torch's first bf16 product; its FP8 candidates
        # are timed one by one (gemm_lt.cpp), the fastest of each accumulation
        # mode joins the rounds.
        x = torch.randn(256, 256, device="cuda", dtype=torch.bfloat16)
        torch.matmul(x, x.t())
        torch.cuda.synchronize()
        try:
            so, lt_build = gb.build_lt(self.out)
            self.lt = gb.Lt(so)
        except Exception as error:  # the other sides still run; the report says so
            self.lt, lt_build = None, f"not built: {type(error).__name__}: {error}"
            gb.log(lt_build)
        self.lt_workspace = torch.empty(gb.LT_WORKSPACE, device="cuda", dtype=torch.uint8)
        self.nvml = gb.Nvml()
        self.sampler = gb.Sampler(self.out / "clocks.csv")
        variants = sorted(p.name[len("gemm."):].rsplit(".", 1)[0] for p in Path(args.inputs).glob("gemm.e4m3*"))
        self.ours = {f"ours-{v}": Fp8Kernel(self.cuda, args.inputs, v) for v in dict.fromkeys(variants)}
        self.result = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "device": properties.name,
                       "sms": self.sms, "torch": torch.__version__, "cuda_runtime": torch.version.cuda,
                       "nvml": self.nvml.static(), "kernels": {n: k.describe() for n, k in self.ours.items()},
                       "method": {"rounds": args.rounds, "own_rounds": args.own_rounds, "chunk_s": args.chunk_s},
                       "cublaslt": {"build": lt_build, "version": self.lt.version if self.lt else None,
                                    "candidates_asked": gb.LT_CANDIDATES, "workspace_bytes": gb.LT_WORKSPACE},
                       "shapes": {}, "errors": []}
        gb.log(json.dumps({k: v for k, v in self.result.items() if k != "shapes"}, indent=1))

    def make_sets(self, m, n, k):
        torch = self.torch
        one = m * k + n * k + 2 * m * n
        count = plan.sets_needed(one, gb.L2_BYTES)
        generator = torch.Generator(device="cuda")
        generator.manual_seed(m * 7 + n * 3 + k)
        sets = []
        for _ in range(count):
            s = {}
            for name, rows in (("a", m), ("b", n)):
                x = torch.randn(rows, k, device="cuda", dtype=torch.bfloat16, generator=generator)
                scale = (x.abs().max().float() / E4M3_MAX).reshape(1)
                s[name + "8"] = (x.float() / scale).to(torch.float8_e4m3fn)
                s["s" + name] = scale.contiguous()
            flat = torch.empty(m * n + 8 * n + 64, device="cuda", dtype=torch.bfloat16)
            s["flat"], s["c"] = flat, flat[: m * n].view(m, n)
            sets.append(s)
        return sets

    def sides(self, sets):
        torch = self.torch
        stream = self.stream.cuda_stream
        out = []
        for name, kernel in self.ours.items():
            launches = [kernel.bind(s, self.sms, stream) for s in sets]
            out.append(gb.Side(name, lambda i, launches=launches: launches[i](), kernel.variant))
        # torch._scaled_mm returns its C (the timed launches drop it; the
        # caching allocator hands the same block back).
        for fast in (False, True):
            def run(i, fast=fast):
                s = sets[i]
                return torch._scaled_mm(s["a8"], s["b8"].t(), scale_a=s["sa"], scale_b=s["sb"],
                                        out_dtype=torch.bfloat16, use_fast_accum=fast)
            out.append(gb.Side("scaled_mm-fast" if fast else "scaled_mm", run, f"use_fast_accum={fast}"))
        return out

    def lt_best(self, sets, record):
        """cuBLASLt's FP8 candidates (promoted and fast accumulation), each
        checked on set 0 against the fp64 product and timed back to back
        (twice, the faster kept): the fastest of each mode as a side."""
        if self.lt is None:
            return []
        torch = self.torch
        m, k = sets[0]["a8"].shape
        n = sets[0]["b8"].shape[0]
        s0 = sets[0]
        ref = (s0["a8"].double() * s0["sa"].double()) @ (s0["b8"].double() * s0["sb"].double()).t()
        rotor, out = gb.Rotor(len(sets)), []
        for fast in (False, True):
            p, found = self.lt.plan_fp8(m, n, k, False, fast)
            timed, mode = [], record.setdefault("lt_fast" if fast else "lt", {"found": found, "candidates": {}})
            for i in range(found):
                def run(j, i=i, p=p):
                    s = sets[j]
                    rc = self.lt.lib.lt_run_fp8(p, i, s["a8"].data_ptr(), s["b8"].data_ptr(), s["c"].data_ptr(),
                                                s["sa"].data_ptr(), s["sb"].data_ptr(),
                                                self.lt_workspace.data_ptr(), self.stream.cuda_stream)
                    if rc:
                        raise RuntimeError(f"cublasLtMatmul: {rc}")
                side = gb.Side(f"lt#{i}", run, self.lt.describe(p, i))
                s0["flat"].fill_(float("nan"))
                try:
                    side.launch(0)
                    torch.cuda.synchronize()
                except Exception as error:
                    mode["candidates"][side.name] = {"detail": side.detail, "rejected": str(error)[:200]}
                    continue
                c = s0["c"].double()
                err = ((c - ref).norm() / ref.norm()).item()
                ok = bool(torch.isfinite(c).all().item()) and err < 1e-2
                mode["candidates"][side.name] = {"detail": side.detail, "rel_fro_vs_fp64": err, "ok": ok}
                if ok:
                    chains = [self.chain(side, rotor, 14) for _ in range(2)]
                    torch.cuda.synchronize()
                    seconds = min(gb.median(self.intervals(marks, 4)) for marks in chains)
                    mode["candidates"][side.name]["autotune_s"] = seconds
                    timed.append((seconds, side))
            if timed:
                seconds, best = min(timed, key=lambda t: t[0])
                best.name = "lt-best-fast" if fast else "lt-best"
                mode["picked"] = best.detail
                out.append(best)
        return out

    def checks(self, sides, s):
        torch = self.torch
        ref = (s["a8"].double() * s["sa"].double()) @ (s["b8"].double() * s["sb"].double()).t()
        outputs, checks = {}, {}
        for side in sides:
            s["flat"].fill_(float("nan"))
            returned = side.launch(0)
            torch.cuda.synchronize()
            c = (returned if returned is not None else s["c"]).clone()
            tail_written = int((~torch.isnan(s["flat"][c.numel():].float())).sum().item())
            err = ((c.double() - ref).norm() / ref.norm()).item()
            checks[side.name] = {"nan": int(torch.isnan(c.float()).sum().item()), "written_past_c": tail_written,
                                 "rel_fro_vs_fp64": err}
            outputs[side.name] = c
        for side in sides:
            if side.name.startswith("ours"):
                twin = "scaled_mm-fast" if "fast" in side.name else "scaled_mm"
                bits = outputs[side.name].view(torch.int16).int()
                other = outputs[twin].view(torch.int16).int()
                ulps = (bits - other).abs()
                checks[side.name]["vs"] = twin
                checks[side.name]["ulps_max"] = int(ulps.max().item())
                checks[side.name]["elements_apart"] = int((ulps > 0).sum().item())
        return checks

    def shape(self, text):
        m, n, k = plan.parse_shape(text)
        sets = self.make_sets(m, n, k)
        record = {"sets": len(sets)}
        sides = self.sides(sets) + self.lt_best(sets, record)
        record["checks"] = self.checks(sides, sets[0])
        gb.log(text, json.dumps(record["checks"]))
        sides = [side for side in sides
                 if record["checks"][side.name]["nan"] == 0 and record["checks"][side.name]["written_past_c"] == 0]
        rotor = gb.Rotor(len(sets))
        for side in sides:  # warm-up of the shape
            self.chain(side, rotor, 30)
        self.torch.cuda.synchronize()
        estimates = {side.name: self.time_one(side, rotor) for side in sides}
        medians, clocks = self.own_clock(sides, rotor, estimates, self.args.own_rounds, self.args.chunk_s)
        record["own_clock"] = {"round_medians_s": medians, "clocks": clocks}
        cycles = max(3, round(self.args.round_s / max(estimates.values())))
        record["interleaved"] = {"cycles": cycles,
                                 "round_medians_s": self.interleaved(sides, rotor, self.args.rounds, cycles)}
        self.result["shapes"][text] = record

    def run(self):
        shapes = self.args.shapes.split(",")
        # The global warm-up: sustained load until the clock settles.
        m, n, k = plan.parse_shape(shapes[0])
        sets = self.make_sets(m, n, k)
        side = self.sides(sets)[-2]
        rotor = gb.Rotor(len(sets))
        end = datetime.datetime.now() + datetime.timedelta(seconds=self.args.warmup)
        while datetime.datetime.now() < end:
            self.chain(side, rotor, 50)
            self.torch.cuda.synchronize()
        del sets
        for text in shapes:
            try:
                self.shape(text)
            except Exception as error:  # the other shapes still run; the report says so
                self.result["errors"].append(f"{text}: {type(error).__name__}: {error}")
                gb.log(self.result["errors"][-1])
            self.torch.cuda.empty_cache()


def report(result):
    lines = [f"FP8 GEMM, {result['device']}, {result['date']}; torch {result['torch']}", ""]
    for text, record in result["shapes"].items():
        m, n, k = plan.parse_shape(text)
        heads = [f"{mode} / {base}" for mode in ("own clock", "interleaved") for base in BASES]
        lines += [f"### {text}", ""]
        for key in ("lt", "lt_fast"):
            if key in record:
                lines += [f"cuBLASLt {key}: {record[key]['found']} candidates; picked: {record[key].get('picked')}", ""]
        lines += ["| side | check (rel. Frobenius vs fp64; ulps vs its twin) | own clock TFLOP/s | "
                  + " | ".join(heads) + " | SM MHz |", "|---|---|---:|" + "---|" * len(heads) + "---:|"]
        own, mix = record["own_clock"]["round_medians_s"], record["interleaved"]["round_medians_s"]
        for name in own:
            c = record["checks"][name]
            check = f"{c['rel_fro_vs_fp64']:.3e}"
            if "ulps_max" in c:
                check += f"; {c['elements_apart']} apart, max {c['ulps_max']} ulp vs {c['vs']}"
            tf = plan.tflops(m, n, k, plan.summary(own[name])[0])
            cells = []
            for rounds in (own, mix):
                for base in BASES:
                    if base in rounds and name in rounds:
                        med, lo, hi = plan.summary(plan.paired(rounds[name], rounds[base]))
                        cells.append(f"{med:.3f} ({lo:.3f}-{hi:.3f})")
                    else:
                        cells.append("")
            mhz = record["own_clock"]["clocks"].get(name, {}).get("sm_mhz", "")
            lines.append(f"| {name} | {check} | {tf:.1f} | " + " | ".join(cells) + f" | {mhz} |")
        lines.append("")
    if result["errors"]:
        lines += ["Errors:", ""] + [f"- {e}" for e in result["errors"]]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inputs", required=True, help="folder with gemm.e4m3*.{cubin,ptx}")
    parser.add_argument("--out", required=True)
    parser.add_argument("--shapes", default=SHAPES)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--own-rounds", type=int, default=7)
    parser.add_argument("--chunk-s", type=float, default=0.2)
    parser.add_argument("--round-s", type=float, default=0.04)
    parser.add_argument("--warmup", type=float, default=10.0)
    args = parser.parse_args()
    if min(args.rounds, args.own_rounds) < 7:
        parser.error("the method takes at least 7 rounds")
    bench = Fp8Bench(args)
    try:
        bench.run()
    finally:
        bench.sampler.stop()
        (Path(args.out) / "fp8.json").write_text(json.dumps(bench.result, indent=1))
        text = report(bench.result)
        (Path(args.out) / "fp8.md").write_text(text)
        print(text, flush=True)


if __name__ == "__main__":
    main()
