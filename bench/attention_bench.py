"""The attention forward of attn-gen on the GPU: correctness against an f32
reference, and a benchmark beside PyTorch's scaled_dot_product_attention
(cuDNN and FlashAttention-2 backends) and an autotuned Triton FlashAttention
forward (bench/attention_triton.py; TMA loads, or pointer loads with
--triton-pointers) on the same tensors.

Check (`--check`): for each variant DIR/attention_d{D}_{full,causal}.cubin
(else .ptx), randn bf16 Q, K, V (BHSD) at sequence lengths 1, 127, 200,
1024 and 4097, with as many K/V heads as Q heads and with GQA (4 Q heads
per K/V head); O against softmax(Q K^T / sqrt(d)) V computed in f32 from
the same bf16 inputs (max |O - ref| <= 2e-2) and the LSE (natural log)
against the f32 logsumexp (max error <= 1e-3). The Triton kernel (when
"triton" is among --baselines) is checked the same way on the same tensors
at S = 127, 1024 and 4097 (its lines start with "triton"). Exits 1 on any
failure. Where Triton does not import, or a variant does not compile, that
is said and the Triton side is skipped (not a failure).

Benchmark (`--bench`): S = 1k .. 16k at 16k tokens per batch (B = 16k / S),
16 heads, the head dims and masks given; every side (ours and the
--baselines: cudnn, fa2, triton) in one process on the same randn tensors
(two sets, alternated so no launch reads what the last left in L2). Per
case: Triton autotunes (keyed on S, d, mask) and its O on set 0 is compared
with cuDNN's (max |O - cuDNN| <= 2e-2, else it is not timed and the run
exits 1); one untimed pass of `--launches` launches per side; with
`--warmup-s T`, all sides back to back (`--launches` each, in an order that
rotates) for T seconds, so that the SM clock settles under sustained load;
then interleaved rounds (each round times every side, in an order that
rotates), `--launches` back-to-back launches per side per round timed by
CUDA events, the mean launch time per round; a side's time is the median
over rounds, and the ratio ours / X is the median over rounds of X's time
over ours in the same round, with its min and max (> 1: ours faster). The
SM clock and power are sampled by nvidia-smi every 100 ms during the run:
the run's medians, and per case the SM clock of each round (the median of
the samples inside the round, else the sample nearest its middle, within
0.5 s) and their median. TFLOP/s = 4 B H S^2 d (halved for causal). Writes
a markdown table and a JSON file.

Each kernel is launched by its contract: DIR/KERNEL.json beside it
(`attn-gen --print-contract`, which `bench/run.sh attention-inputs` writes)
gives its query rows per CTA, threads and keys per block, so the consumer
warpgroups attn-gen chose by default (three at d 64 non-causal, two
elsewhere) are not decided again here; `--consumers` and `--block-n` say it
instead, for kernels built by hand.

Usage (GPU machine, repository root):
  python3 bench/attention_bench.py DIR --check
  python3 bench/attention_bench.py DIR --bench --dims 64,128,256 --out OUT/attention [--warmup-s 20]
  # the paired causal persistent kernels against one CTA per tile, in the same rounds:
  python3 bench/attention_bench.py DIR/persistent --persistent --bench --dims 128,64 --masks causal \
      --ab DIR --ab-schedule one-tile --baselines cudnn
"""
import argparse
import ctypes
import json
import math
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
from probe_wgmma_mn import load  # noqa: E402

ROWS_PER_WARPGROUP = 64
TRITON_LENGTHS = (127, 1024, 4097)  # the sequence lengths --check runs the Triton kernel at
BASELINES = ("cudnn", "fa2", "triton")
LABELS = {"cudnn": "cuDNN", "fa2": "FA2", "triton": "Triton", "ab": "ours (--ab build)"}


def default_block_n(d):
    """attn-gen's keys per block at head dim d when --block-n is not given."""
    return 80 if d == 256 else 128


def read_contract(directory, name):
    """The launch contract attn-gen printed for kernel `name`
    (DIR/name.json, `attn-gen --print-contract`), or None where there is
    none."""
    path = Path(directory) / f"{name}.json"
    if not path.exists():
        return None
    contract = json.loads(path.read_text())
    if contract.get("kernel") != name:
        raise SystemExit(f"{path}: the contract of kernel {contract.get('kernel')!r}, not {name!r}")
    return contract


class Ours:
    """One attn-gen variant, launched as its contract says: the Q map's box
    has `block_m` rows (64 per consumer warpgroup) and the CTA `threads`
    (the consumer warpgroups and the producer's); the K and V maps' box has
    `block_n` rows, the kernel's keys per block (its contract's `box {bn} x
    64`; a map of another box never completes the kernel's byte count).
    They come from DIR/KERNEL.json, else from `consumers` and `block_n` (the
    command line's, which also override the file)."""

    def __init__(self, cuda, directory, d, causal, block_n=None, persistent=False, consumers=None):
        self.cuda, self.d, self.causal, self.persistent = cuda, d, causal, persistent
        self.directory = str(directory)
        self.name = f"attention_d{d}_{'causal' if causal else 'full'}{'_persistent' if persistent else ''}"
        contract = read_contract(directory, self.name)
        if consumers:
            self.block_m, self.threads = ROWS_PER_WARPGROUP * consumers, 128 * (consumers + 1)
        elif contract:
            self.block_m, self.threads = contract["block_m"], contract["threads"]
        else:
            raise SystemExit(f"{directory}/{self.name}.json: no launch contract (bench/run.sh attention-inputs "
                             "writes it, attn-gen --print-contract prints it); or pass --consumers")
        self.consumers = self.block_m // ROWS_PER_WARPGROUP
        self.block_n = block_n or (contract["block_n"] if contract else default_block_n(d))
        self.function, self.shared = load(cuda, directory, self.name)

    def prepare(self, q, k, v):
        """Tensor maps and outputs for BHSD tensors q [B, H, S, d], k and v
        [B, H_kv, S, d]."""
        b, h, s, d = q.shape
        hkv = k.shape[1]
        import torch
        o = torch.empty_like(q)
        lse = torch.empty((b, h, s), device="cuda", dtype=torch.float32)
        maps = [self.cuda.tensor_map(q, b * h * s, d, self.block_m, 64)]
        maps += [self.cuda.tensor_map(t, b * hkv * s, d, self.block_n, 64) for t in (k, v)]
        # O's map, 64 x 64 boxes: the kernels that store a warpgroup's whole
        # rows by TMA read it, the others ignore it.
        maps.append(self.cuda.tensor_map(o, b * h * s, d, 64, 64))
        q_blocks = (s + self.block_m - 1) // self.block_m
        if self.persistent:
            # Causal, a tile is a pair of a head's query blocks (i, n - 1 - i).
            tiles = ((q_blocks + 1) // 2 if self.causal else q_blocks) * h * b
            sms = torch.cuda.get_device_properties(0).multi_processor_count
            return {"maps": maps, "o": o, "lse": lse, "grid": (min(tiles, sms), 1, 1),
                    "scalars": (s, h // hkv, h, tiles)}
        return {"maps": maps, "o": o, "lse": lse, "grid": (q_blocks, h, b), "scalars": (s, h // hkv)}

    def launch(self, p):
        pointers = [ctypes.c_uint64(p["o"].data_ptr()), ctypes.c_uint64(p["lse"].data_ptr())]
        scalars = [ctypes.c_int32(x) for x in p["scalars"]]
        addresses = [address for _, address in p["maps"]] + [ctypes.addressof(x) for x in pointers + scalars]
        params = (ctypes.c_void_p * len(addresses))(*addresses)
        gx, gy, gz = p["grid"]
        config = gb.LaunchConfig(gx, gy, gz, self.threads, 1, 1, self.shared, None, None, 0)
        self.cuda.check(self.cuda.lib.cuLaunchKernelEx(ctypes.byref(config), self.function, params, None),
                        f"launch {self.name}")


def reference(torch, q, k, v, causal):
    """O and LSE in f32 from the bf16 inputs."""
    group = q.shape[1] // k.shape[1]
    kf = k.float().repeat_interleave(group, dim=1)
    vf = v.float().repeat_interleave(group, dim=1)
    scores = q.float() @ kf.transpose(-1, -2) / math.sqrt(q.shape[-1])
    if causal:
        s = q.shape[2]
        mask = torch.ones(s, s, device="cuda", dtype=torch.bool).triu(1)
        scores.masked_fill_(mask, float("-inf"))
    lse = torch.logsumexp(scores, dim=-1)
    return torch.softmax(scores, dim=-1) @ vf, lse


def verdict(name, shape, o, lse, want):
    """O and the LSE against the f32 reference `want` (O, LSE), said on
    one line; True where both are within the tolerances."""
    want_o, want_lse = want
    err = (o.float() - want_o).abs().max().item()
    err_lse = (lse - want_lse).abs().max().item()
    ok = err <= 2e-2 and err_lse <= 1e-3 and not math.isnan(err) and not math.isnan(err_lse)
    print(f"{name} {shape}: max |O - ref| = {err:.3g}, max |LSE - ref| = {err_lse:.3g}: {'ok' if ok else 'WRONG'}",
          flush=True)
    return ok


def describe(error):
    """An exception in one line of at most 300 characters."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text[:300]}"


class TritonSide:
    """The Triton baseline (attention_triton), or nothing where Triton does
    not import; a variant (d, mask) that fails to compile or run is said
    once and skipped from then on."""

    def __init__(self, tma):
        self.tma, self.failed, self.module = tma, set(), None
        try:
            import attention_triton
            self.module = attention_triton
        except Exception as error:  # noqa: BLE001 (any import failure skips the side)
            print(f"triton: the Triton side is skipped: import failed ({describe(error)})", flush=True)

    def version(self):
        return self.module.triton.__version__ if self.module else None

    def launcher(self, q, k, v, causal):
        return lambda: self.module.triton_attention(q, k, v, causal, self.tma)

    def run(self, torch, q, k, v, causal):
        """(O, LSE) of Triton's kernel (its first call of a shape
        autotunes), or None where this variant is skipped."""
        variant = (q.shape[-1], causal)
        if self.module is None or variant in self.failed:
            return None
        try:
            out = self.launcher(q, k, v, causal)()
            torch.cuda.synchronize()
            return out
        except Exception as error:  # noqa: BLE001 (a compile failure skips the variant)
            self.failed.add(variant)
            print(f"triton attention_d{variant[0]}_{'causal' if causal else 'full'}: skipped, it does not compile "
                  f"or run ({describe(error)})", flush=True)
            return None


def checked_kernels(cuda, args):
    """The kernels --check runs: DIR's for every (d, mask), or with
    --choice each kernel chosen for one of the lengths; with --ab, the
    other build's as well."""
    kernels = {}
    for d in args.dims:
        for causal in args.masks:
            for s in args.lengths if args.choice else args.lengths[:1]:
                for ab in (False, True) if args.ab else (False,):
                    ours = chosen_kernel(cuda, args, d, causal, s, ab)
                    kernels.setdefault((ours.directory, ours.name), ours)
    return list(kernels.values())


def check(torch, kernels, triton=None):
    """Every kernel of `kernels` (and Triton's, once per (d, mask)) against
    the f32 reference at lengths 1 to 4097, GQA included; the number of
    wrong results."""
    bad, tried = 0, set()
    for ours in kernels:
        d, causal = ours.d, ours.causal
        with_triton = triton and (d, causal) not in tried
        tried.add((d, causal))
        for s in (1, 127, 200, 1024, 4097):
            for b, h, hkv in ((2, 4, 4), (1, 8, 2)):
                q = torch.randn(b, h, s, d, device="cuda", dtype=torch.bfloat16)
                k, v = (torch.randn(b, hkv, s, d, device="cuda", dtype=torch.bfloat16) for _ in range(2))
                p = ours.prepare(q, k, v)
                p["o"].fill_(float("nan"))
                p["lse"].fill_(float("nan"))
                ours.launch(p)
                torch.cuda.synchronize()
                want = reference(torch, q, k, v, causal)
                shape = f"S={s} B={b} H={h} H_kv={hkv}"
                bad += not verdict(f"{ours.name} [{ours.directory}]", shape, p["o"], p["lse"], want)
                out = triton.run(torch, q, k, v, causal) if with_triton and s in TRITON_LENGTHS else None
                if out is not None:
                    name = f"triton attention_d{d}_{'causal' if causal else 'full'}"
                    bad += not verdict(name, shape, *out, want)
                del p, q, k, v, want, out
    return bad


def parse_sample(line):
    """(time.time() seconds or None, SM MHz, W) of one nvidia-smi line
    "timestamp, clock, power", or None."""
    parts = [x.strip() for x in line.split(",")]
    if len(parts) != 3:
        return None
    try:
        clock = float(parts[1])
    except ValueError:
        return None
    try:
        when = datetime.strptime(parts[0], "%Y/%m/%d %H:%M:%S.%f").timestamp()
    except ValueError:
        when = None
    try:
        power = float(parts[2])
    except ValueError:
        power = float("nan")
    return when, clock, power


def median_or_nan(values):
    values = [x for x in values if not math.isnan(x)]
    return statistics.median(values) if values else float("nan")


class Clock:
    """nvidia-smi sampling the SM clock and power every 100 ms while it
    runs; each sample carries its own timestamp (the pipe may deliver them
    late), by which `during` places the samples in a case's rounds."""

    def __enter__(self):
        self.proc = subprocess.Popen(
            ["nvidia-smi", "--query-gpu=timestamp,clocks.sm,power.draw", "--format=csv,noheader,nounits",
             "-lms", "100"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        return self

    def __exit__(self, *exc):
        self.proc.terminate()
        out, _ = self.proc.communicate()
        self.samples = [x for x in map(parse_sample, out.splitlines()) if x]
        self.clock = median_or_nan(c for _, c, _ in self.samples)
        self.power = median_or_nan(p for _, _, p in self.samples)

    def during(self, windows):
        """Per round (a (start, end) of time.time() in `windows`) the SM
        clock: the median of the samples inside it, else the sample
        nearest its middle within 0.5 s, else NaN; and their median."""
        dated = [(t, c) for t, c, _ in self.samples if t is not None]
        per_round = [clock_at(dated, start, end) for start, end in windows]
        return {"clock_mhz": median_or_nan(per_round), "round_clock_mhz": per_round}


def clock_at(dated, start, end):
    inside = [c for t, c in dated if start <= t <= end]
    if inside:
        return statistics.median(inside)
    middle = (start + end) / 2
    near = min(dated, key=lambda x: abs(x[0] - middle), default=None)
    return near[1] if near and abs(near[0] - middle) <= 0.5 else float("nan")


def timed(torch, fn, launches):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for i in range(launches):
        fn(i)
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / launches


def rotated(names, r):
    return names[r % len(names):] + names[:r % len(names)]


def sustain(torch, sides, launches, seconds):
    """Every side back to back, `launches` each in an order rotated each
    pass, for `seconds` (the steady-state warm-up)."""
    names, end, r = list(sides), time.monotonic() + seconds, 0
    while time.monotonic() < end:
        for name in rotated(names, r):
            timed(torch, sides[name], launches)
        r += 1


def triton_side(torch, triton, sets, causal, ref, row):
    """Triton's side on `sets` after its autotuning and its check against
    cuDNN's O on set 0 (written into `row`), or None where it is skipped or
    wrong."""
    out = triton.run(torch, *sets[0], causal)
    if out is None:
        return None
    err = (out[0].float() - ref.float()).abs().max().item()
    row.update(triton_config=triton.module.best_config(), triton_max_abs_vs_cudnn=err,
               triton_ok=err <= 2e-2 and not math.isnan(err))
    if not row["triton_ok"]:
        print(f"triton attention_d{row['d']}_{'causal' if causal else 'full'} S={row['S']}: "
              f"max |O - cuDNN| = {err:.3g}: WRONG, not timed", flush=True)
        return None
    launchers = [triton.launcher(*x, causal) for x in sets]
    return lambda i: launchers[i % 2]()


def read_choice(directory):
    """DIR/choice.json (bench/run.sh attention-inputs: attn-gen --seq's
    choice per (d, mask, S)) as {(d, causal, S): entry}."""
    path = Path(directory) / "choice.json"
    if not path.exists():
        raise SystemExit(f"{path}: no choice file (bench/run.sh attention-inputs writes it)")
    return {(e["d"], e["causal"], e["S"]): e for e in json.loads(path.read_text())}


def chosen_kernel(cuda, args, d, causal, s, ab=False):
    """Ours for a case: DIR's kernel, or with --choice the one attn-gen
    --seq chooses for S (from its folder of DIR); `ab`: the --ab build's
    kernel of the case instead (the same choice, or --ab-schedule's)."""
    directory = args.ab if ab else args.dir
    if not args.choice:
        persistent = {"same": args.persistent, "persistent": True, "one-tile": False}[args.ab_schedule] \
            if ab else args.persistent
        return Ours(cuda, directory, d, causal, args.block_n, persistent, args.consumers)
    entry = args.choice.get((d, causal, s))
    if entry is None:
        raise SystemExit(f"{args.dir}/choice.json: no choice for d {d}, {'causal' if causal else 'full'}, S {s}")
    return Ours(cuda, Path(directory) / entry["dir"], d, causal, args.block_n, entry["persistent"], None)


def schedule(ours):
    """The kernel's schedule in words: paired, persistent, or one CTA per
    tile, and its consumer warpgroups."""
    kind = ("paired" if ours.causal else "persistent") if ours.persistent else "one-tile"
    return f"{kind}, {ours.consumers} consumers"


def bench_case(torch, cuda, args, triton, d, causal, s):
    """One case's row and the (start, end) of each of its rounds."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    b, h = max(1, 16384 // s), 16
    sets = []
    for _ in range(2):
        q, k, v = (torch.randn(b, h, s, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
        sets.append((q, k, v))
    ours = chosen_kernel(cuda, args, d, causal, s)
    prepared = [ours.prepare(*x) for x in sets]
    sdpa = torch.nn.functional.scaled_dot_product_attention

    def theirs(backend):
        def run(i):
            with sdpa_kernel(backend):
                sdpa(*sets[i % 2], is_causal=causal)
        return run

    backends = {"cudnn": SDPBackend.CUDNN_ATTENTION, "fa2": SDPBackend.FLASH_ATTENTION}
    sides = {"ours": lambda i: ours.launch(prepared[i % 2])}
    if args.ab:
        # The same variant from another build, on the same inputs: ours
        # against it is an A/B of two builds of the compiler.
        other = chosen_kernel(cuda, args, d, causal, s, ab=True)
        other_prepared = [other.prepare(*x) for x in sets]
        sides["ab"] = lambda i: other.launch(other_prepared[i % 2])
    sides.update((name, theirs(backends[name])) for name in args.baselines if name in backends)
    # The same answer first (one launch each on set 0).
    ours.launch(prepared[0])
    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
        ref = sdpa(*sets[0], is_causal=causal)
    torch.cuda.synchronize()
    agree = (prepared[0]["o"].float() - ref.float()).abs().max().item()
    row = {"d": d, "causal": causal, "S": s, "B": b, "H": h, "consumers": ours.consumers,
           "schedule": schedule(ours), "max_abs_vs_cudnn": agree}
    if args.ab:
        sides["ab"](0)
        torch.cuda.synchronize()
        row["max_abs_vs_ab"] = (prepared[0]["o"].float() - other_prepared[0]["o"].float()).abs().max().item()
    if "triton" in args.baselines:
        run = triton_side(torch, triton, sets, causal, ref, row)
        if run is not None:
            sides["triton"] = run
    for fn in sides.values():  # warm-up
        timed(torch, fn, args.launches)
    if args.warmup_s > 0:
        sustain(torch, sides, args.launches, args.warmup_s)
    names = list(sides)
    per = {name: [] for name in names}
    windows = []
    for r in range(args.rounds):
        start = time.time()
        for name in rotated(names, r):
            per[name].append(timed(torch, sides[name], args.launches))
        windows.append((start, time.time()))
    flops = 4 * b * h * s * s * d / (2 if causal else 1)
    for name in names:
        ms = statistics.median(per[name])
        row[f"{name}_ms"] = ms
        row[f"{name}_tflops"] = flops / (ms * 1e-3) / 1e12
    for base in names[1:]:
        ratios = [t / o for o, t in zip(per["ours"], per[base])]
        row[f"vs_{base}"] = (statistics.median(ratios), min(ratios), max(ratios))
    return row, windows


def table(rows, baselines):
    """The markdown table of the rows; "-" where a side was not timed."""
    labels = [LABELS[b] for b in baselines]
    head = (["d", "mask", "S", "B", "ours: schedule", "ours TFLOP/s"] + [f"{x} TFLOP/s" for x in labels]
            + [f"ours / {x} (min-max)" for x in labels] + ["max abs vs cuDNN", "SM MHz"])
    align = ["---:", "---", "---:", "---:", "---", "---:"] + ["---:"] * len(labels) + ["---"] * len(labels) + ["---:", "---:"]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
    for r in rows:
        cells = [str(r["d"]), "causal" if r["causal"] else "full", str(r["S"]), str(r["B"]), r["schedule"],
                 f"{r['ours_tflops']:.0f}"]
        cells += [f"{r[f'{b}_tflops']:.0f}" if f"{b}_tflops" in r else "-" for b in baselines]
        cells += ["{:.2f} ({:.2f}-{:.2f})".format(*r[f"vs_{b}"]) if f"vs_{b}" in r else "-" for b in baselines]
        cells += [f"{r['max_abs_vs_cudnn']:.3g}", f"{r['clock_mhz']:.0f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def bench(torch, cuda, args, triton):
    """The benchmark's table and JSON; the number of cases whose Triton
    output disagreed with cuDNN's."""
    cases = []
    with Clock() as clock:
        for d in args.dims:
            for causal in args.masks:
                for s in args.lengths:
                    cases.append(bench_case(torch, cuda, args, triton, d, causal, s))
                    print(json.dumps(cases[-1][0]), flush=True)
    rows = [{**row, **clock.during(windows)} for row, windows in cases]
    warmup = (f"after {args.warmup_s:g} s of every side back to back" if args.warmup_s > 0
              else "no sustained warm-up")
    tuned = (" Triton autotuned per (S, d, mask) before the rounds (its config in the JSON)."
             if "triton" in args.baselines else "")
    lines = [f"SM clock median {clock.clock:.0f} MHz, power median {clock.power:.0f} W during the run; "
             f"{args.rounds} interleaved rounds of {args.launches} launches per side per case, {warmup}; "
             f"SM MHz: the case's median over its rounds.{tuned}", ""]
    lines += table(rows, args.baselines + (["ab"] if args.ab else []))
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(f"{args.out}.md").write_text(text + "\n")
        meta = {"clock_mhz": clock.clock, "power_w": clock.power, "rounds": args.rounds,
                "launches": args.launches, "warmup_s": args.warmup_s, "baselines": args.baselines,
                "torch": torch.__version__, "triton": triton.version() if triton else None,
                "triton_loads": "pointers" if args.triton_pointers else "tma"}
        Path(f"{args.out}.json").write_text(json.dumps({**meta, "rows": rows}, indent=1) + "\n")
    return sum(r.get("triton_ok") is False for r in rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--bench", action="store_true")
    parser.add_argument("--dims", default="64,128,256")
    parser.add_argument("--masks", default="full,causal")
    parser.add_argument("--lengths", default="1024,2048,4096,8192,16384")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--launches", type=int, default=5)
    parser.add_argument("--out")
    parser.add_argument("--block-n", type=int,
                        help="the kernels' --block-n (default: DIR/KERNEL.json's, else attn-gen's default)")
    parser.add_argument("--persistent", action="store_true", help="the kernels are attn-gen --persistent's")
    parser.add_argument("--consumers", type=int, choices=(2, 3),
                        help="the kernels' --consumers (consumer warpgroups of 64 query rows; default: each "
                             "kernel's DIR/KERNEL.json, from attn-gen --print-contract)")
    parser.add_argument("--baselines", default=",".join(BASELINES),
                        help="the sides beside ours, of cudnn, fa2, triton (default: all)")
    parser.add_argument("--warmup-s", type=float, default=0.0,
                        help="seconds of every side back to back before each case's rounds (default 0: none)")
    parser.add_argument("--ab", metavar="DIR",
                        help="also time the same kernels from DIR (another build) as a side of their own")
    parser.add_argument("--ab-schedule", choices=("same", "persistent", "one-tile"), default="same",
                        help="the --ab kernels' schedule: as --persistent says (same), or the other one "
                             "(the persistent kernels against one CTA per tile in the same rounds)")
    parser.add_argument("--choice", action="store_true",
                        help="time, per case, the kernel attn-gen --seq chooses for its length (DIR/choice.json, "
                             "from bench/run.sh attention-inputs) instead of DIR's; with --ab, the same choice "
                             "from the other build's folders")
    parser.add_argument("--triton-pointers", action="store_true",
                        help="the Triton kernel loads by pointers instead of TMA (tensor descriptors)")
    args = parser.parse_args()
    args.baselines = [x for x in args.baselines.split(",") if x]
    unknown = set(args.baselines) - set(BASELINES)
    if unknown:
        parser.error(f"unknown baselines {', '.join(sorted(unknown))} (of {', '.join(BASELINES)})")
    args.dims = [int(x) for x in args.dims.split(",")]
    args.masks = [m == "causal" for m in args.masks.split(",")]
    args.lengths = [int(x) for x in args.lengths.split(",")]
    import torch
    torch.manual_seed(11)
    torch.cuda.init()
    cuda = gb.Cuda()
    args.choice = read_choice(args.dir) if args.choice else None
    if args.choice and (args.persistent or args.consumers or args.ab_schedule != "same"):
        parser.error("--choice takes the schedule and consumers from DIR/choice.json: no --persistent, "
                     "--consumers or --ab-schedule with it (--ab DIR takes the same choice from DIR)")
    triton = TritonSide(not args.triton_pointers) if "triton" in args.baselines else None
    bad = check(torch, checked_kernels(cuda, args), triton) if args.check else 0
    if args.bench:
        bad += bench(torch, cuda, args, triton)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
