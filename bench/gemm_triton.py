"""Triton's persistent TMA matmul for the GEMM benchmark (bench/gemm_bench.py):
C = A @ B.T with A M x K and B N x K row-major bf16, C bf16, f32
accumulation. Two forms of one persistent kernel (grouped raster, one
program per SM looping over output tiles, tiles moved by the tensor memory
accelerator): tensor descriptors made in the kernel, and tensor descriptors
made on the host. CONFIGS is the autotuning space; the benchmark times every
configuration that compiles and computes the right product, and keeps the
fastest."""
import torch
import triton
import triton.language as tl


@triton.jit
def _tile(tile, tiles_m, tiles_n, GROUP: tl.constexpr):
    in_group = GROUP * tiles_n
    first_m = (tile // in_group) * GROUP
    rows = min(tiles_m - first_m, GROUP)
    return first_m + (tile % in_group) % rows, (tile % in_group) // rows


@triton.jit
def persistent_device_desc(a_ptr, b_ptr, c_ptr, M, N, K,
                           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                           GROUP: tl.constexpr, SMS: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, [N, K], [K, 1], [BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BM, BN])
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, SMS, flatten=True):
        pm, pn = _tile(tile, tiles_m, tiles_n, GROUP)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(tl.cdiv(K, BK)):
            acc = tl.dot(a_desc.load([pm * BM, k * BK]), b_desc.load([pn * BN, k * BK]).T, acc)
        c_desc.store([pm * BM, pn * BN], acc.to(tl.bfloat16))


@triton.jit
def persistent_host_desc(a_desc, b_desc, c_desc, M, N, K,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                         GROUP: tl.constexpr, SMS: tl.constexpr):
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, SMS, flatten=True):
        pm, pn = _tile(tile, tiles_m, tiles_n, GROUP)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(tl.cdiv(K, BK)):
            acc = tl.dot(a_desc.load([pm * BM, k * BK]), b_desc.load([pn * BN, k * BK]).T, acc)
        c_desc.store([pm * BM, pn * BN], acc.to(tl.bfloat16))


# (form, BM, BN, BK, warps, stages, group)
CONFIGS = [
    ("device", 128, 256, 64, 8, 3, 8),
    ("device", 128, 128, 64, 4, 4, 8),
    ("device", 128, 128, 64, 8, 4, 8),
    ("device", 256, 128, 64, 8, 3, 8),
    ("device", 128, 128, 128, 8, 3, 8),
    ("host", 128, 256, 64, 8, 3, 8),
    ("host", 256, 128, 64, 8, 3, 8),
    ("host", 128, 128, 64, 8, 4, 8),
]


def name(config):
    form, bm, bn, bk, warps, stages, group = config
    return f"{form}-desc {bm}x{bn}x{bk} w{warps} s{stages} g{group}"


def setup():
    """The scratch allocator that kernel-made descriptors need."""
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))


def launcher(config, sms, sets):
    """A function of a set index that launches `config` on that set of
    `sets` (a list of (a, b, c) tensors) on the current stream."""
    form, bm, bn, bk, warps, stages, group = config
    m, k = sets[0][0].shape
    n = sets[0][1].shape[0]
    programs = min(sms, triton.cdiv(m, bm) * triton.cdiv(n, bn))
    if form == "device":
        def run(i):
            a, b, c = sets[i]
            persistent_device_desc[(programs,)](a, b, c, m, n, k, bm, bn, bk, group, programs,
                                                num_warps=warps, num_stages=stages)
        return run
    from triton.tools.tensor_descriptor import TensorDescriptor

    descs = [(TensorDescriptor.from_tensor(a, [bm, bk]), TensorDescriptor.from_tensor(b, [bn, bk]),
              TensorDescriptor.from_tensor(c, [bm, bn])) for a, b, c in sets]

    def run(i):
        a, b, c = descs[i]
        persistent_host_desc[(programs,)](a, b, c, m, n, k, bm, bn, bk, group, programs,
                                          num_warps=warps, num_stages=stages)
    return run
