"""cuBLAS (through PyTorch) on the bf16 GEMM shapes of `phaselock-bench gemm`:
C = A @ B.T with A M x K and B N x K row-major bf16, C bf16 (f32
accumulation), median of 20 timed launches after warm-ups, one markdown
row per shape. Usage: python3 bench/gemm_baselines.py MxNxK..."""
import sys

import torch


def median_ms(fn, timed=20):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(timed):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    times.sort()
    return times[len(times) // 2]


def main():
    print("| shape (M x N x K) | cuBLAS ms | cuBLAS TFLOP/s |")
    print("|---|---:|---:|")
    for shape in sys.argv[1:]:
        m, n, k = (int(x) for x in shape.split("x"))
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
        c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        ms = median_ms(lambda: torch.matmul(a, b.t(), out=c))
        print(f"| {m} x {n} x {k} | {ms:.3f} | {2 * m * n * k / ms / 1e9:.1f} |")


if __name__ == "__main__":
    main()
