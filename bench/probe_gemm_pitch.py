"""A probe of the GEMM at a K whose row pitch is not a multiple of 128 bytes:
one hypothesis per run, written in the header of its output.

The default kernel loses about 15% at K = 8200 (a row pitch of 16,400 B,
16 past a multiple of 128) against K = 8256 (16,512 B, a multiple of 128);
the cluster-of-2 kernel does not. Every 128-byte row of a 64-column bf16
box then starts 16 bytes into an L2 line and spans two, and the tensor
maps ask the L2 to promote each miss to 128 bytes. This probe times the
kernel (and the cluster-of-2 kernel) at K = 8200, 8192 and 8256, with the
tensor maps of A and B at each L2 promotion (none, 64, 128, 256 bytes), in
interleaved rounds on the same randn inputs (rotated past the L2), and
prints the median TFLOP/s per configuration with the median of its ratio
to the shipped configuration (128-byte promotion) in the same round.

Usage (GPU machine, repository root, after `bench/run.sh gemm-inputs DIR`):
  python3 bench/probe_gemm_pitch.py --inputs DIR [--rounds 7] [--ncu]
With --ncu it launches each configuration of K = 8200 and 8256 a few
times and nothing else, for
  ncu --clock-control none -k gemm_bf16 --section SpeedOfLight \
      --section MemoryWorkloadAnalysis --csv --page details \
      python3 bench/probe_gemm_pitch.py --inputs DIR --ncu > ncu.csv
and `--summarize ncu.csv` prints, per configuration, the median over its
input sets of the figures that tell the L2 from the tensor pipe (no GPU)."""
import argparse
import collections
import csv
import ctypes
import gzip
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
import gemm_plan as plan  # noqa: E402

PROMOTIONS = {"none": 0, "64B": 1, "128B": 2, "256B": 3}
SHAPES = [(8192, 8192, 8200), (8192, 8192, 8192), (8192, 8192, 8256)]


class Probe:
    """The kernel bound to tensors with tensor maps of one L2 promotion."""

    def __init__(self, cuda, kernel, promotion):
        self.cuda, self.kernel, self.promotion = cuda, kernel, promotion

    def tensor_map(self, tensor, rows, cols, box_rows, box_cols):
        dims, strides, box = plan.tensor_map(rows, cols, box_rows, box_cols)
        storage = ctypes.create_string_buffer(128 + 64)
        address = (ctypes.addressof(storage) + 63) & ~63
        self.cuda.check(self.cuda.lib.cuTensorMapEncodeTiled(
            ctypes.c_void_p(address), gb.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2,
            ctypes.c_void_p(tensor.data_ptr()), (ctypes.c_uint64 * 2)(*dims),
            (ctypes.c_uint64 * 1)(*strides), (ctypes.c_uint32 * 2)(*box), (ctypes.c_uint32 * 2)(1, 1), 0,
            gb.CU_TENSOR_MAP_SWIZZLE_128B, self.promotion, 0), "cuTensorMapEncodeTiled")
        return storage, address

    def bind(self, a, b, c, sms):
        # The kernel's own binding, with this probe's tensor maps.
        saved = self.cuda.tensor_map
        self.cuda.tensor_map = self.tensor_map
        try:
            return self.kernel.bind(a, b, c, sms, 0)
        finally:
            self.cuda.tensor_map = saved


def time_launches(torch, launches, count):
    """Milliseconds per launch over `count` launches of the rotating list."""
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for i in range(count):
        launches[i % len(launches)]()
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / count


NCU_CONFIGS = ["ours L2 none", "ours L2 128B", "ours L2 256B", "c2 L2 none", "c2 L2 128B", "c2 L2 256B"]
NCU_FIGURES = [("GPU Speed Of Light Throughput", "Duration", "us", 1e-3),
               ("GPU Speed Of Light Throughput", "SM Frequency", "MHz", 1e-6),
               ("GPU Speed Of Light Throughput", "L2 Cache Throughput", "%", 1),
               ("GPU Speed Of Light Throughput", "DRAM Throughput", "%", 1),
               ("Memory Workload Analysis", "L2 Hit Rate", "%", 1),
               ("GPU Speed Of Light Throughput", "Compute (SM) Throughput", "%", 1)]


def summarize(path):
    """The --ncu run's profile. Its launches come in the order the script
    makes them: per shape, the check of every configuration on each of the
    3 sets, then each configuration on the 3 sets; the second block of each
    shape is the profile, 3 launches per configuration."""
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt") as text:
        lines = [line for line in text if line.startswith('"')]
    rows = list(csv.reader(lines))
    column = {name: i for i, name in enumerate(rows[0])}
    launches = collections.defaultdict(dict)
    for row in rows[1:]:
        key = (row[column["Section Name"]], row[column["Metric Name"]])
        launches[int(row[column["ID"]])][key] = row[column["Metric Value"]]
    per_shape = 2 * 3 * len(NCU_CONFIGS)
    print("| K | configuration | " + " | ".join(f"{name} ({unit})" for _, name, unit, _ in NCU_FIGURES) + " |")
    print("|---|---|" + "---:|" * len(NCU_FIGURES))
    profiled = [shape for shape in SHAPES if shape[2] != 8192]
    for s, (_, _, k) in enumerate(profiled):
        for c, name in enumerate(NCU_CONFIGS):
            ids = [s * per_shape + per_shape // 2 + 3 * c + j for j in range(3)]
            cells = []
            for section, metric, _, scale in NCU_FIGURES:
                values = [float(launches[i][(section, metric)].replace(",", "")) * scale for i in ids]
                cells.append(f"{statistics.median(values):.1f}")
            print(f"| {k} | {name} | " + " | ".join(cells) + " |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inputs")
    parser.add_argument("--summarize", metavar="CSV", help="summarize an --ncu run's ncu --csv output (no GPU)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--launches", type=int, default=20, help="launches per configuration per round")
    parser.add_argument("--ncu", action="store_true")
    args = parser.parse_args()
    if args.summarize:
        summarize(args.summarize)
        return
    if not args.inputs:
        parser.error("--inputs is needed to run the probe")
    import torch
    torch.cuda.init()
    x = torch.randn(256, 256, device="cuda", dtype=torch.bfloat16)
    torch.matmul(x, x.t())
    torch.cuda.synchronize()
    cuda = gb.Cuda()
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    kernels = {"ours": gb.OurKernel(cuda, args.inputs, "p256s4", 1),
               "c2": gb.OurKernel(cuda, args.inputs, "p256s4-c2", 2)}
    print("hypothesis: at K = 8200 the default kernel's loss follows the tensor maps' L2 promotion "
          "(each 128-byte box row spans two L2 lines); a promotion that does not fetch past the row recovers it")
    for m, n, k in SHAPES:
        if args.ncu and k == 8192:
            continue
        sets = gb.make_sets(torch, m, n, k, 3, "randn", 7)
        configs = {}
        for name, kernel in kernels.items():
            for label, value in PROMOTIONS.items():
                if args.ncu and label not in ("128B", "256B", "none"):
                    continue
                probe = Probe(cuda, kernel, value)
                configs[f"{name} L2 {label}"] = [probe.bind(s["a"], s["b"], s["c"], sms) for s in sets]
        for i, s in enumerate(sets):
            want = torch.matmul(s["a"], s["b"].t())
            for name, launches in configs.items():
                s["c"].fill_(float("nan"))
                launches[i]()
                torch.cuda.synchronize()
                if not torch.equal(s["c"], want):
                    diff = (s["c"].float() - want.float()).abs().max().item()
                    print(f"{m}x{n}x{k} {name}: differs from torch.matmul by up to {diff}")
            del want
        if args.ncu:
            for launches in configs.values():
                for launch in launches:
                    launch()
            torch.cuda.synchronize()
            continue
        flops = 2 * m * n * k
        # Sustained load first, so that the power-capped clock has settled.
        time_launches(torch, configs["ours L2 128B"], 3000)
        for launches in configs.values():
            time_launches(torch, launches, 10)
        times = {name: [] for name in configs}
        names = list(configs)
        for r in range(args.rounds):
            order = names[r % len(names):] + names[:r % len(names)]
            for name in order:
                times[name].append(time_launches(torch, configs[name], args.launches))
        print(f"\n{m} x {n} x {k} (row pitch {2 * k} B, {2 * k % 128} past a multiple of 128), "
              f"{args.rounds} rounds of {args.launches} launches")
        print("| configuration | TFLOP/s (median) | over its kernel's L2 128B, same round: median (min-max) |")
        print("|---|---:|---|")
        for name in names:
            tf = flops / (statistics.median(times[name]) * 1e-3) / 1e12
            base = f"{name.split()[0]} L2 128B"
            ratios = [b / t for t, b in zip(times[name], times[base])]
            print(f"| {name} | {tf:.1f} | {statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f}) |")


if __name__ == "__main__":
    main()
