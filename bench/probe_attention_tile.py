"""A check on the GPU of the fragment ops and of wgmma with A from
registers together: `lit-tests/PTX/Inputs/attention-tile.mlir` computes
one 64 x 64 causal attention tile per head (S = Q K^T, the row max and row
sum by `async.fragment.reduce_rows`, the causal mask from
`async.fragment.coordinates`, P packed into A registers by
`async.fragment.pack`, O = P V with V MN-major, O / rowsum). Compared on
randn bf16 inputs with the same computation in f32 by torch (P rounded to
bf16 as the kernel's A operand is) and with
`torch.nn.functional.scaled_dot_product_attention` (causal). Prints the
errors and exits 1 if the first exceeds the f32 rounding.

Usage (GPU machine, repository root): python3 bench/probe_attention_tile.py DIR
with DIR holding attention_tile.{cubin,ptx}."""
import ctypes
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402
from probe_wgmma_mn import load  # noqa: E402


def inputs(torch, cuda, rows):
    """randn bf16 Q, K, V of `rows` x 64, O (NaN, f32) and Q, K, V's tensor
    maps (64 x 64 boxes)."""
    q, k, v = (torch.randn(rows, 64, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    o = torch.full((rows, 64), float("nan"), device="cuda", dtype=torch.float32)
    maps = [cuda.tensor_map(t, rows, 64, 64, 64) for t in (q, k, v)]
    return q, k, v, o, maps


def launch(cuda, kernel, maps, o, grid, scalars=()):
    """One launch on grid (x, y) of 160 threads: the three maps, O's
    pointer, then the i32 `scalars`."""
    function, shared = kernel
    pointer = ctypes.c_uint64(o.data_ptr())
    values = [ctypes.c_int32(s) for s in scalars]
    params = (ctypes.c_void_p * (4 + len(values)))(*[address for _, address in maps], ctypes.addressof(pointer),
                                                   *[ctypes.addressof(s) for s in values])
    config = gb.LaunchConfig(grid[0], grid[1], 1, 160, 1, 1, shared, None, None, 0)
    cuda.check(cuda.lib.cuLaunchKernelEx(ctypes.byref(config), function, params, None), "launch")


def main():
    directory = sys.argv[1]
    import torch
    torch.manual_seed(11)
    torch.cuda.init()
    cuda = gb.Cuda()
    kernel = load(cuda, directory, "attention_tile")
    bad = 0
    for heads in (1, 16, 132):
        q, k, v, o, maps = inputs(torch, cuda, heads * 64)
        launch(cuda, kernel, maps, o, (heads, 1))
        torch.cuda.synchronize()
        qh, kh, vh = (t.view(heads, 64, 64).float() for t in (q, k, v))
        s = qh @ kh.transpose(1, 2) * 0.125
        mask = torch.ones(64, 64, device="cuda", dtype=torch.bool).tril()
        s = s.masked_fill(~mask, float("-inf"))
        p = torch.exp(s - s.amax(-1, keepdim=True))
        want = (p.bfloat16().float() @ vh) / p.sum(-1, keepdim=True)
        got = o.view(heads, 64, 64)
        err = (got - want).abs().max().item()
        sdpa = torch.nn.functional.scaled_dot_product_attention(
            q.view(1, heads, 64, 64), k.view(1, heads, 64, 64), v.view(1, heads, 64, 64), is_causal=True)
        err_sdpa = (got - sdpa.view(heads, 64, 64).float()).abs().max().item()
        ok = err <= 2e-3 and not torch.isnan(got).any().item()
        bad += not ok
        print(f"heads {heads}: max |O - f32 reference (P in bf16)| = {err:.3g} (tolerance 2e-3), "
              f"max |O - SDPA bf16| = {err_sdpa:.3g}: {'ok' if ok else 'WRONG'}")
        del maps
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
