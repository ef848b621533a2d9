"""A check on the GPU of examples/attention_causal.mlir (causal attention
forward, head dim 64, online softmax over 64-key blocks, written with
`async.warpgroup.mma`, the fragment ops and two rings): O for randn bf16
Q, K, V at several sequence lengths and head counts, against causal
attention computed in f32 by torch and against
`torch.nn.functional.scaled_dot_product_attention`. The kernel rounds P to
bf16 for P V, as FlashAttention does; the tolerance is that rounding's.
Prints the errors and the kernel's time (one launch after a warm-up, CUDA
events: a sanity figure, not a benchmark) and exits 1 if any error is
over the tolerance or a launch does not finish.

Usage (GPU machine, repository root): python3 bench/probe_attention_causal.py DIR
with DIR holding attention_causal.{cubin,ptx}."""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
from probe_attention_tile import inputs, launch  # noqa: E402
from probe_wgmma_mn import load  # noqa: E402


def main():
    directory = sys.argv[1]
    import torch
    torch.manual_seed(5)
    torch.cuda.init()
    cuda = gb.Cuda()
    kernel = load(cuda, directory, "attention_causal")
    bad = 0
    for seq, heads in ((64, 1), (128, 2), (576, 3), (1024, 16), (4096, 16)):
        blocks = seq // 64
        q, k, v, o, maps = inputs(torch, cuda, heads * seq)
        launch(cuda, kernel, maps, o, (blocks, heads), (blocks,))
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        launch(cuda, kernel, maps, o, (blocks, heads), (blocks,))
        end.record()
        torch.cuda.synchronize()
        ms = start.elapsed_time(end)
        qh, kh, vh = (t.view(1, heads, seq, 64) for t in (q, k, v))
        want = torch.nn.functional.scaled_dot_product_attention(qh.float(), kh.float(), vh.float(), is_causal=True)
        sdpa = torch.nn.functional.scaled_dot_product_attention(qh, kh, vh, is_causal=True)
        got = o.view(1, heads, seq, 64)
        err = (got - want).abs().max().item()
        err_sdpa = (got - sdpa.float()).abs().max().item()
        ok = err <= 2e-2 and not torch.isnan(got).any().item()
        bad += not ok
        tflops = 2 * 2 * heads * seq * seq / 2 * 64 / (ms * 1e-3) / 1e12
        print(f"seq {seq} heads {heads}: max |O - f32| = {err:.3g}, max |O - SDPA bf16| = {err_sdpa:.3g} "
              f"(tolerance 2e-2): {'ok' if ok else 'WRONG'}; one launch {ms:.3f} ms ({tflops:.1f} TFLOP/s causal)")
        del maps
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
