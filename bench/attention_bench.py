"""The attention forward of attn-gen on the GPU: correctness against an f32
reference, and a benchmark beside PyTorch's scaled_dot_product_attention
(cuDNN and FlashAttention-2 backends) on the same tensors.

Check (`--check`): for each variant DIR/attention_d{D}_{full,causal}.cubin
(else .ptx), randn bf16 Q, K, V (BHSD) at sequence lengths 1, 127, 200,
1024 and 4097, with as many K/V heads as Q heads and with GQA (4 Q heads
per K/V head); O against softmax(Q K^T / sqrt(d)) V computed in f32 from
the same bf16 inputs (max |O - ref| <= 2e-2) and the LSE (natural log)
against the f32 logsumexp (max error <= 1e-3). Exits 1 on any failure.

Benchmark (`--bench`): S = 1k .. 16k at 16k tokens per batch (B = 16k / S),
16 heads, the head dims and masks given; every side in one process on the
same randn tensors (two sets, alternated so no launch reads what the last
left in L2), interleaved rounds (each round times every side, in an order
that rotates), `--launches` back-to-back launches per side per round timed
by CUDA events, the median per round; the ratio is the median over rounds
of ours / theirs in the same round, with its min and max. The SM clock and
power are sampled by nvidia-smi during the run. TFLOP/s = 4 B H S^2 d
(halved for causal). Writes a markdown table and a JSON file.

Usage (GPU machine, repository root):
  python3 bench/attention_bench.py DIR --check
  python3 bench/attention_bench.py DIR --bench --dims 64,128,256 --out OUT/attention
"""
import argparse
import ctypes
import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
from probe_wgmma_mn import load  # noqa: E402

THREADS = 384
BLOCK_M = 128


def default_block_n(d):
    """attn-gen's keys per block at head dim d when --block-n is not given."""
    return 80 if d == 256 else 128


class Ours:
    """One attn-gen variant, launched as its contract says: the K and V
    maps' box has `block_n` rows, the kernel's keys per block (its
    contract's `box {bn} x 64`; a map of another box never completes the
    kernel's byte count)."""

    def __init__(self, cuda, directory, d, causal, block_n=None, persistent=False):
        self.cuda, self.d, self.causal, self.persistent = cuda, d, causal, persistent
        self.block_n = block_n or default_block_n(d)
        self.name = f"attention_d{d}_{'causal' if causal else 'full'}{'_persistent' if persistent else ''}"
        self.function, self.shared = load(cuda, directory, self.name)

    def prepare(self, q, k, v):
        """Tensor maps and outputs for BHSD tensors q [B, H, S, d], k and v
        [B, H_kv, S, d]."""
        b, h, s, d = q.shape
        hkv = k.shape[1]
        import torch
        o = torch.empty_like(q)
        lse = torch.empty((b, h, s), device="cuda", dtype=torch.float32)
        maps = [self.cuda.tensor_map(q, b * h * s, d, BLOCK_M, 64)]
        maps += [self.cuda.tensor_map(t, b * hkv * s, d, self.block_n, 64) for t in (k, v)]
        q_blocks = (s + BLOCK_M - 1) // BLOCK_M
        if self.persistent:
            tiles = q_blocks * h * b
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
        config = gb.LaunchConfig(gx, gy, gz, THREADS, 1, 1, self.shared, None, None, 0)
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


def check(torch, cuda, directory, dims, block_n, persistent=False):
    bad = 0
    for d in dims:
        for causal in (False, True):
            ours = Ours(cuda, directory, d, causal, block_n, persistent)
            for s in (1, 127, 200, 1024, 4097):
                for b, h, hkv in ((2, 4, 4), (1, 8, 2)):
                    q = torch.randn(b, h, s, d, device="cuda", dtype=torch.bfloat16)
                    k, v = (torch.randn(b, hkv, s, d, device="cuda", dtype=torch.bfloat16) for _ in range(2))
                    p = ours.prepare(q, k, v)
                    p["o"].fill_(float("nan"))
                    p["lse"].fill_(float("nan"))
                    ours.launch(p)
                    torch.cuda.synchronize()
                    want, want_lse = reference(torch, q, k, v, causal)
                    err = (p["o"].float() - want).abs().max().item()
                    err_lse = (p["lse"] - want_lse).abs().max().item()
                    ok = err <= 2e-2 and err_lse <= 1e-3 and not math.isnan(err) and not math.isnan(err_lse)
                    bad += not ok
                    print(f"{ours.name} S={s} B={b} H={h} H_kv={hkv}: max |O - ref| = {err:.3g}, "
                          f"max |LSE - ref| = {err_lse:.3g}: {'ok' if ok else 'WRONG'}", flush=True)
                    del p, q, k, v, want, want_lse
    return bad


class Clock:
    """nvidia-smi sampling the SM clock and power while it runs."""

    def __enter__(self):
        self.proc = subprocess.Popen(
            ["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader,nounits", "-lms", "200"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        return self

    def __exit__(self, *exc):
        self.proc.terminate()
        out, _ = self.proc.communicate()
        samples = [line.split(",") for line in out.splitlines() if "," in line]
        self.clock = statistics.median(float(c) for c, _ in samples) if samples else float("nan")
        self.power = statistics.median(float(p) for _, p in samples) if samples else float("nan")


def timed(torch, fn, launches):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for i in range(launches):
        fn(i)
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / launches


def bench_case(torch, cuda, directory, d, causal, s, rounds, launches, block_n, persistent=False):
    from torch.nn.attention import SDPBackend, sdpa_kernel
    b, h = max(1, 16384 // s), 16
    sets = []
    for _ in range(2):
        q, k, v = (torch.randn(b, h, s, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
        sets.append((q, k, v))
    ours = Ours(cuda, directory, d, causal, block_n, persistent)
    prepared = [ours.prepare(*x) for x in sets]
    sdpa = torch.nn.functional.scaled_dot_product_attention

    def theirs(backend):
        def run(i):
            with sdpa_kernel(backend):
                sdpa(*sets[i % 2], is_causal=causal)
        return run

    sides = {"ours": lambda i: ours.launch(prepared[i % 2]),
             "cudnn": theirs(SDPBackend.CUDNN_ATTENTION),
             "fa2": theirs(SDPBackend.FLASH_ATTENTION)}
    # The same answer first (one launch each on set 0).
    ours.launch(prepared[0])
    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
        ref = sdpa(*sets[0], is_causal=causal)
    torch.cuda.synchronize()
    agree = (prepared[0]["o"].float() - ref.float()).abs().max().item()
    for fn in sides.values():  # warm-up
        timed(torch, fn, launches)
    per = {name: [] for name in sides}
    names = list(sides)
    for r in range(rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for name in order:
            per[name].append(timed(torch, sides[name], launches))
    flops = 4 * b * h * s * s * d / (2 if causal else 1)
    row = {"d": d, "causal": causal, "S": s, "B": b, "H": h, "max_abs_vs_cudnn": agree}
    for name in names:
        ms = statistics.median(per[name])
        row[f"{name}_ms"] = ms
        row[f"{name}_tflops"] = flops / (ms * 1e-3) / 1e12
    for base in ("cudnn", "fa2"):
        ratios = [t / o for o, t in zip(per["ours"], per[base])]
        row[f"vs_{base}"] = (statistics.median(ratios), min(ratios), max(ratios))
    return row


def bench(torch, cuda, directory, dims, masks, lengths, rounds, launches, out, block_n, persistent=False):
    rows = []
    with Clock() as clock:
        for d in dims:
            for causal in masks:
                for s in lengths:
                    row = bench_case(torch, cuda, directory, d, causal, s, rounds, launches, block_n,
                                     persistent)
                    rows.append(row)
                    print(json.dumps(row), flush=True)
    lines = [f"SM clock median {clock.clock:.0f} MHz, power median {clock.power:.0f} W during the run; "
             f"{rounds} interleaved rounds of {launches} launches per side.", "",
             "| d | mask | S | B | ours TFLOP/s | cuDNN TFLOP/s | FA2 TFLOP/s | ours / cuDNN (min-max) | ours / FA2 (min-max) | max abs vs cuDNN |",
             "|---:|---|---:|---:|---:|---:|---:|---|---|---:|"]
    for r in rows:
        c, f = r["vs_cudnn"], r["vs_fa2"]
        lines.append(f"| {r['d']} | {'causal' if r['causal'] else 'full'} | {r['S']} | {r['B']} | "
                     f"{r['ours_tflops']:.0f} | {r['cudnn_tflops']:.0f} | {r['fa2_tflops']:.0f} | "
                     f"{c[0]:.2f} ({c[1]:.2f}-{c[2]:.2f}) | {f[0]:.2f} ({f[1]:.2f}-{f[2]:.2f}) | "
                     f"{r['max_abs_vs_cudnn']:.3g} |")
    text = "\n".join(lines)
    print(text)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(f"{out}.md").write_text(text + "\n")
        Path(f"{out}.json").write_text(json.dumps({"clock_mhz": clock.clock, "power_w": clock.power,
                                                   "rows": rows}, indent=1) + "\n")


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
    parser.add_argument("--block-n", type=int, help="the kernels' --block-n (default: attn-gen's)")
    parser.add_argument("--persistent", action="store_true", help="the kernels are attn-gen --persistent's")
    args = parser.parse_args()
    import torch
    torch.manual_seed(11)
    torch.cuda.init()
    cuda = gb.Cuda()
    dims = [int(x) for x in args.dims.split(",")]
    bad = check(torch, cuda, args.dir, dims, args.block_n, args.persistent) if args.check else 0
    if args.bench:
        masks = [m == "causal" for m in args.masks.split(",")]
        lengths = [int(x) for x in args.lengths.split(",")]
        bench(torch, cuda, args.dir, dims, masks, lengths, args.rounds, args.launches, args.out, args.block_n,
              args.persistent)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
