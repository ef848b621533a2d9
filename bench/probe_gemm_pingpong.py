"""A profile of the ping-pong GEMM on one shared ring against the
cooperative kernel at K = 1024, one hypothesis per run (written in the
output's first line).

Launches the cooperative kernel (`gemm.p256s4`, `gemm-gen`) and the
ping-pong kernel on one ring (`gemm.pp128s6`, `gemm-gen --pingpong
--shared-ring`) at 8192 x 8192 x 1024 on 3 randn sets, checks each result
against torch.matmul bit for bit, then launches each kernel once per set and
nothing else, for

  ncu --clock-control none -k gemm_bf16 --section SpeedOfLight \\
      --section MemoryWorkloadAnalysis --section WarpStateStats \\
      --section ComputeWorkloadAnalysis --csv --page details \\
      python3 bench/probe_gemm_pingpong.py --inputs DIR > ncu.csv

`--summarize ncu.csv` prints the medians over the sets of the figures that
tell the tensor pipe, the L2 and the waits apart (no GPU).

Usage (GPU machine, repository root, with DIR holding the two kernels'
cubins or PTX): python3 bench/probe_gemm_pingpong.py --inputs DIR"""
import argparse
import collections
import csv
import gzip
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402

SHAPE = (8192, 8192, 1024)
KERNELS = [("cooperative", "p256s4", 256), ("ping-pong, shared ring of 6", "pp128s6", 128)]
SETS = 3


def summarize(path):
    """The medians, per kernel, of every metric of its profiled launches
    (the first SETS launches of each kernel are the checks, the next SETS
    the profile)."""
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt") as text:
        rows = list(csv.reader(line for line in text if line.startswith('"')))
    column = {name: i for i, name in enumerate(rows[0])}
    launches = collections.defaultdict(dict)
    for row in rows[1:]:
        key = f'{row[column["Section Name"]]}: {row[column["Metric Name"]]} ({row[column["Metric Unit"]]})'
        launches[int(row[column["ID"]])][key] = row[column["Metric Value"]]
    ids = sorted(launches)
    profiled = {name: ids[len(KERNELS) * SETS + i * SETS:][:SETS] for i, (name, _, _) in enumerate(KERNELS)}
    keys = list(launches[ids[0]])
    print("| metric | " + " | ".join(name for name, _, _ in KERNELS) + " |")
    print("|---|" + "---:|" * len(KERNELS))
    for key in keys:
        cells = []
        for name, _, _ in KERNELS:
            values = [launches[i].get(key, "") for i in profiled[name]]
            try:
                cells.append(f"{statistics.median(float(v.replace(',', '')) for v in values):.4g}")
            except ValueError:
                cells.append(values[0] if values else "")
        print(f"| {key} | " + " | ".join(cells) + " |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inputs")
    parser.add_argument("--summarize", metavar="CSV")
    args = parser.parse_args()
    if args.summarize:
        summarize(args.summarize)
        return
    if not args.inputs:
        parser.error("--inputs is needed to run the probe")
    import torch
    torch.cuda.init()
    cuda = gb.Cuda()
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    print("hypothesis: at K = 1024 the ping-pong kernel on one ring of 6 stages is held by waits "
          "(turns, full barriers), not by the tensor pipe or the L2", file=sys.stderr)
    m, n, k = SHAPE
    sets = gb.make_sets(torch, m, n, k, SETS, "randn", 7)
    bound = {}
    for name, variant, tile_n in KERNELS:
        kernel = gb.OurKernel(cuda, args.inputs, variant, 1, tile_n=tile_n)
        bound[name] = [kernel.bind(s["a"], s["b"], s["c"], sms, 0) for s in sets]
    for name, launches in bound.items():
        for i, s in enumerate(sets):
            want = torch.matmul(s["a"], s["b"].t())
            s["c"].fill_(float("nan"))
            launches[i]()
            torch.cuda.synchronize()
            same = torch.equal(s["c"], want)
            print(f"{name} set {i}: {'bit for bit torch.matmul' if same else 'DIFFERS'}", file=sys.stderr)
    for launches in bound.values():
        for launch in launches:
            launch()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
