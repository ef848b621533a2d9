"""A check on the GPU of the MN-major (transposed) stage descriptor: the
wgmma tile GEMM with B K-major (`examples/wgmma_gemm.mlir`, C = A B^T with
B N x K) and with B MN-major (`lit-tests/PTX/Inputs/wgmma-gemm-mn.mlir`,
C = A B with B K x N, `async.stage.descriptor {major = "mn"}`), and the
MN-major kernel with 128-column tiles whose B stage is two 64-column blocks
filled by tensor copies into subviews (`wgmma-gemm-mn128.mlir`: the
descriptor's leading-dimension offset and the subview destinations), and the
kernel with A from registers (`wgmma-gemm-rs.mlir`: `async.warpgroup.mma`
with each thread's A fragment loaded from global memory, B MN-major), each on
randn bf16 inputs at several shapes, every element of C against an f32
product of the same inputs (torch). Prints one line per kernel and shape
and exits 1 if any differs by more than the f32 accumulation's rounding.

Usage (GPU machine, repository root): python3 bench/probe_wgmma_mn.py DIR
with DIR holding wgmma_gemm, wgmma_gemm_mn, wgmma_gemm_mn128 and
wgmma_gemm_rs .{cubin,ptx}."""
import ctypes
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gemm_bench as gb  # noqa: E402

SHAPES = [(64, 128, 64), (128, 256, 256), (256, 128, 1024), (192, 384, 64 * 7)]


def load(cuda, directory, name):
    """The kernel `name` from DIR/name.cubin (else .ptx), its dynamic shared
    memory set to what the module publishes."""
    module, function = ctypes.c_void_p(), ctypes.c_void_p()
    for suffix in ("cubin", "ptx"):
        path = Path(directory) / f"{name}.{suffix}"
        if path.exists():
            image = path.read_bytes() + (b"\0" if suffix == "ptx" else b"")
            cuda.check(cuda.lib.cuModuleLoadData(ctypes.byref(module), image), f"load {path}")
            break
    cuda.check(cuda.lib.cuModuleGetFunction(ctypes.byref(function), module, name.encode()), name)
    address, size = ctypes.c_uint64(), ctypes.c_size_t()
    cuda.check(cuda.lib.cuModuleGetGlobal_v2(ctypes.byref(address), ctypes.byref(size), module,
                                             f"__async_dynamic_shared_bytes_{name}".encode()), "shared bytes")
    shared = ctypes.c_uint32()
    cuda.check(cuda.lib.cuMemcpyDtoH_v2(ctypes.byref(shared), address.value, 4), "cuMemcpyDtoH")
    cuda.check(cuda.lib.cuFuncSetAttribute(function, gb.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                           shared.value), "max dynamic shared")
    return function, shared.value


def run(torch, cuda, kernel, a, b, m, n, k, b_rows, b_cols, tile_n=64):
    """One launch: grid N / tile_n x M / 64, 160 threads; C m x n f32."""
    function, shared = kernel
    c = torch.full((m, n), float("nan"), device="cuda", dtype=torch.float32)
    maps = [cuda.tensor_map(a, m, k, 64, 64), cuda.tensor_map(b, b_rows, b_cols, 64, 64)]
    pointer = ctypes.c_uint64(c.data_ptr())
    scalars = [ctypes.c_int32(n), ctypes.c_int32(k // 64)]
    params = (ctypes.c_void_p * 5)(*[address for _, address in maps], ctypes.addressof(pointer),
                                   *[ctypes.addressof(s) for s in scalars])
    config = gb.LaunchConfig(n // tile_n, m // 64, 1, 160, 1, 1, shared, None, None, 0)
    cuda.check(cuda.lib.cuLaunchKernelEx(ctypes.byref(config), function, params, None), "launch")
    torch.cuda.synchronize()
    del maps
    return c


def run_rs(torch, cuda, kernel, a, b, m, n, k):
    """One launch of the register-A kernel: A by pointer, B's map."""
    function, shared = kernel
    c = torch.full((m, n), float("nan"), device="cuda", dtype=torch.float32)
    maps = [cuda.tensor_map(b, k, n, 64, 64)]
    pointers = [ctypes.c_uint64(a.data_ptr()), ctypes.c_uint64(c.data_ptr())]
    scalars = [ctypes.c_int32(n), ctypes.c_int32(k // 64)]
    params = (ctypes.c_void_p * 5)(ctypes.addressof(pointers[0]), maps[0][1], ctypes.addressof(pointers[1]),
                                   *[ctypes.addressof(s) for s in scalars])
    config = gb.LaunchConfig(n // 64, m // 64, 1, 160, 1, 1, shared, None, None, 0)
    cuda.check(cuda.lib.cuLaunchKernelEx(ctypes.byref(config), function, params, None), "launch")
    torch.cuda.synchronize()
    del maps
    return c


def main():
    directory = sys.argv[1]
    import torch
    torch.manual_seed(7)
    torch.cuda.init()
    cuda = gb.Cuda()
    kernels = {"k-major": load(cuda, directory, "wgmma_gemm"), "mn-major": load(cuda, directory, "wgmma_gemm_mn"),
               "mn-major n128": load(cuda, directory, "wgmma_gemm_mn128"),
               "registers A": load(cuda, directory, "wgmma_gemm_rs")}
    bad = 0
    for m, n, k in SHAPES:
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b_kn = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        b_nk = b_kn.t().contiguous()
        want = a.float() @ b_kn.float()
        for name, kernel in kernels.items():
            if name == "k-major":
                c = run(torch, cuda, kernel, a, b_nk, m, n, k, n, k)
            elif name == "registers A":
                c = run_rs(torch, cuda, kernel, a, b_kn, m, n, k)
            elif name == "mn-major":
                c = run(torch, cuda, kernel, a, b_kn, m, n, k, k, n)
            else:
                c = run(torch, cuda, kernel, a, b_kn, m, n, k, k, n, tile_n=128)
            err = (c - want).abs().max().item()
            tol = 1e-3 * want.abs().max().item() + 1e-3
            ok = err <= tol and not torch.isnan(c).any().item()
            bad += not ok
            print(f"{name} {m}x{n}x{k}: max |C - A B| = {err:.3g} (tolerance {tol:.3g}): {'ok' if ok else 'WRONG'}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
