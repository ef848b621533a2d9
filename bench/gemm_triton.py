"""Triton on the bf16 GEMM shapes of `phaselock-bench gemm`: C = A @ B.T
with A M x K and B N x K row-major bf16, C bf16, f32 accumulation. Two
kernels, each over a few block configurations, the best reported per
shape: a persistent kernel whose tiles are loaded through tensor
descriptors (TMA on Hopper), and the classic pointer-based blocked kernel.
Median of 20 timed launches after warm-ups; one markdown row per shape.
Usage: python3 bench/gemm_triton.py MxNxK..."""
import sys

import torch
import triton
import triton.language as tl

from gemm_baselines import median_ms


@triton.jit
def persistent_tma(a_ptr, b_ptr, c_ptr, M, N, K,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr,
                   SMS: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, [N, K], [K, 1], [BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BM, BN])
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    steps = tl.cdiv(K, BK)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, SMS, flatten=True):
        in_group = GROUP * tiles_n
        first_m = (tile // in_group) * GROUP
        rows = min(tiles_m - first_m, GROUP)
        pm = first_m + (tile % in_group) % rows
        pn = (tile % in_group) // rows
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(steps):
            a = a_desc.load([pm * BM, k * BK])
            b = b_desc.load([pn * BN, k * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pm * BM, pn * BN], acc.to(tl.bfloat16))


@triton.jit
def blocked(a_ptr, b_ptr, c_ptr, M, N, K,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    in_group = GROUP * tiles_n
    first_m = (pid // in_group) * GROUP
    rows = min(tiles_m - first_m, GROUP)
    pm = first_m + (pid % in_group) % rows
    pn = (pid % in_group) // rows
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rn[:, None] * K + rk[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, K, BK):
        acc = tl.dot(tl.load(a), tl.load(b).T, acc)
        a += BK
        b += BK
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16))


CONFIGS = [(128, 256, 64, 4, 3, 8), (128, 128, 64, 4, 4, 8), (128, 256, 64, 8, 3, 8)]


def main():
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    print("| shape (M x N x K) | Triton ms | Triton TFLOP/s | kernel |")
    print("|---|---:|---:|---|")
    for shape in sys.argv[1:]:
        m, n, k = (int(x) for x in shape.split("x"))
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
        ref = torch.matmul(a, b.t())
        best = None
        for bm, bn, bk, warps, stages, group in CONFIGS:
            tiles = triton.cdiv(m, bm) * triton.cdiv(n, bn)
            for name in ("persistent TMA", "blocked"):
                c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
                if name == "persistent TMA":
                    run = lambda: persistent_tma[(min(sms, tiles),)](
                        a, b, c, m, n, k, bm, bn, bk, group, min(sms, tiles),
                        num_warps=warps, num_stages=stages)
                else:
                    run = lambda: blocked[(tiles,)](
                        a, b, c, m, n, k, bm, bn, bk, group, num_warps=warps, num_stages=stages)
                try:
                    run()
                    torch.cuda.synchronize()
                    if not torch.allclose(c.float(), ref.float(), rtol=2e-2, atol=2e-1):
                        continue
                    ms = median_ms(run)
                except Exception as error:  # a configuration this Triton cannot build
                    print(f"<!-- {name} {bm}x{bn}x{bk}: {type(error).__name__} -->", file=sys.stderr)
                    continue
                if best is None or ms < best[0]:
                    best = (ms, f"{name} {bm}x{bn}x{bk} w{warps} s{stages}")
        if best:
            print(f"| {m} x {n} x {k} | {best[0]:.3f} | {2 * m * n * k / best[0] / 1e9:.1f} | {best[1]} |")
        else:
            print(f"| {m} x {n} x {k} | - | - | no configuration ran |")


if __name__ == "__main__":
    main()
