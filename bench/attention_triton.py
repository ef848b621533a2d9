"""A Triton FlashAttention forward for the attention benchmark
(bench/attention_bench.py), the Triton side beside attn-gen's kernels.

Inputs bf16 Q [B, H, S, D], K and V [B, H_kv, S, D] (contiguous BHSD; with
GQA, Q head h reads K/V head h // (H / H_kv)); outputs O bf16 [B, H, S, D]
and the LSE f32 [B, H, S] (natural log); softmax scale 1 / sqrt(D); causal
or not; any S (the last blocks masked); D 64, 128 or 256.

One program per block of BLOCK_M query rows of one (batch, head): the keys
in blocks of BLOCK_N, S = Q K^T by tl.dot in f32, the online softmax in f32
by exp2 (the scale folded with log2(e) into one factor), P cast to bf16 for
P V by tl.dot. The key loop has two parts: the blocks that need no mask
(causal: the keys below the row block; full: the whole blocks of keys), then
the masked ones (causal: the blocks the diagonal crosses; full: the last,
partial block). Causal programs take the row blocks from the last (the
longest) to the first.

Loads (and O's store) are by TMA through tensor descriptors made in the
kernel (the default; a 3-D descriptor [B * H, S, D] per tensor, so the
hardware bounds each head's rows and fills rows past S with zero), or by
pointers with masks (`tma=False`). CONFIGS is the autotuning space, keyed on
(S, D, causal, TMA) and pruned by `prune` (shared memory, registers, rows
per warpgroup). Both forms passed with every pruned config (d 64/128/256,
causal and not, S 37 and 300, GQA) against an f32 reference on an H100
with Triton 3.6.0.
"""
import math

import torch
import triton
import triton.language as tl

SHARED_LIMIT = 220 * 1024  # bytes of shared memory a config may plan for (the H100 has 227 KB)
REGISTER_LIMIT = 192  # f32 accumulator and score values per thread a config may hold


@triton.jit
def _load(src, head, start, S, D: tl.constexpr, ROWS: tl.constexpr, TMA: tl.constexpr, BOUND: tl.constexpr):
    """Rows [start, start + ROWS) of head `head` of a [heads, S, D] tensor
    (a pointer, or a descriptor with TMA); rows past S read as zero where
    BOUND (TMA fills them with zero in any case)."""
    if TMA:
        block = src.load([head, start, 0]).reshape(ROWS, D)
    else:
        rows = start + tl.arange(0, ROWS)
        ptrs = src + head.to(tl.int64) * S * D + rows[:, None] * D + tl.arange(0, D)[None, :]
        if BOUND:
            block = tl.load(ptrs, mask=(rows < S)[:, None], other=0.0)
        else:
            block = tl.load(ptrs)
    return block


@triton.jit
def _keys(acc, l_i, m_i, q, K, V, kv_head, rows, lo, hi, S, qk_scale,
          D: tl.constexpr, BLOCK_N: tl.constexpr, TMA: tl.constexpr, BOUND: tl.constexpr, DIAG: tl.constexpr):
    """The keys [lo, hi) in blocks of BLOCK_N folded into the running output
    `acc`, row sums `l_i` and row maxima `m_i` (log2 units) of the query rows
    `rows`. BOUND masks keys past S, DIAG keys after the row (causal)."""
    for start in range(lo, hi, BLOCK_N):
        k = _load(K, kv_head, start, S, D, BLOCK_N, TMA, BOUND)
        v = _load(V, kv_head, start, S, D, BLOCK_N, TMA, BOUND)
        s = tl.dot(q, tl.trans(k)) * qk_scale
        if BOUND or DIAG:
            keys = start + tl.arange(0, BLOCK_N)
            keep = (keys < S)[None, :]
            if DIAG:
                keep = keep & (keys[None, :] <= rows[:, None])
            s = tl.where(keep, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        m_i = m_new
    return acc, l_i, m_i


@triton.jit(do_not_specialize=["S", "H", "GROUP"])
def _attention_fwd(Q, K, V, O, LSE, S, H, GROUP, qk_scale, D: tl.constexpr, CAUSAL: tl.constexpr,
                   TMA: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    blocks_m = tl.cdiv(S, BLOCK_M)
    block_m = tl.program_id(0)
    if CAUSAL:
        block_m = blocks_m - 1 - block_m
    head = tl.program_id(1)  # b * H + h
    kv_head = (head // H) * (H // GROUP) + (head % H) // GROUP
    if TMA:
        heads = tl.num_programs(1)
        Q = tl.make_tensor_descriptor(Q, [heads, S, D], [S * D, D, 1], [1, BLOCK_M, D])
        O = tl.make_tensor_descriptor(O, [heads, S, D], [S * D, D, 1], [1, BLOCK_M, D])
        K = tl.make_tensor_descriptor(K, [heads // GROUP, S, D], [S * D, D, 1], [1, BLOCK_N, D])
        V = tl.make_tensor_descriptor(V, [heads // GROUP, S, D], [S * D, D, 1], [1, BLOCK_N, D])
    m0 = block_m * BLOCK_M
    rows = m0 + tl.arange(0, BLOCK_M)
    q = _load(Q, head, m0, S, D, BLOCK_M, TMA, True)
    acc = tl.zeros([BLOCK_M, D], dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    if CAUSAL:
        # Keys below the row block's first row need no mask; the diagonal's
        # blocks (from the one holding row m0 to the last row or S) do.
        diagonal = (m0 // BLOCK_N) * BLOCK_N
        acc, l_i, m_i = _keys(acc, l_i, m_i, q, K, V, kv_head, rows, 0, diagonal, S, qk_scale,
                              D, BLOCK_N, TMA, False, False)
        acc, l_i, m_i = _keys(acc, l_i, m_i, q, K, V, kv_head, rows, diagonal, tl.minimum(m0 + BLOCK_M, S), S,
                              qk_scale, D, BLOCK_N, TMA, True, True)
    else:
        whole = (S // BLOCK_N) * BLOCK_N
        acc, l_i, m_i = _keys(acc, l_i, m_i, q, K, V, kv_head, rows, 0, whole, S, qk_scale,
                              D, BLOCK_N, TMA, False, False)
        acc, l_i, m_i = _keys(acc, l_i, m_i, q, K, V, kv_head, rows, whole, S, S, qk_scale,
                              D, BLOCK_N, TMA, True, False)
    # Every row has seen key 0 at least, so l_i > 0 and m_i is finite.
    o = (acc / l_i[:, None]).to(tl.bfloat16)
    inside = rows < S
    if TMA:
        O.store([head, m0, 0], o.reshape(1, BLOCK_M, D))
    else:
        ptrs = O + head.to(tl.int64) * S * D + rows[:, None] * D + tl.arange(0, D)[None, :]
        tl.store(ptrs, o, mask=inside[:, None])
    lse = (m_i + tl.math.log2(l_i)) * 0.6931471805599453  # log2 units to natural log
    tl.store(LSE + head.to(tl.int64) * S + rows, lse, mask=inside)


def _configs():
    return [triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=warps, num_stages=stages)
            for bm in (64, 128) for bn in (32, 64, 128) for warps in (4, 8) for stages in (2, 3, 4)]


CONFIGS = _configs()


def shared_bytes(config, d):
    """The shared memory a config plans for at head dim d: Q's block and
    num_stages buffers of K's and V's blocks, bf16."""
    bm, bn = config.kwargs["BLOCK_M"], config.kwargs["BLOCK_N"]
    return 2 * d * (bm + 2 * config.num_stages * bn)


def prune(configs, named_args, **kwargs):
    """Configs that fit shared memory, hold the accumulator and a block of
    scores in registers without spilling much, and give each warpgroup (4
    warps) at least 64 rows."""
    d = {**named_args, **kwargs}["D"]
    kept = []
    for c in configs:
        bm, bn, warps = c.kwargs["BLOCK_M"], c.kwargs["BLOCK_N"], c.num_warps
        registers = bm * (d + bn) // (32 * warps)
        if shared_bytes(c, d) <= SHARED_LIMIT and registers <= REGISTER_LIMIT and bm >= 16 * warps:
            kept.append(c)
    return kept


_attention = triton.autotune(configs=CONFIGS, key=["S", "D", "CAUSAL", "TMA"],
                             prune_configs_by={"early_config_prune": prune})(_attention_fwd)
_allocator_set = False


def _set_allocator():
    """The scratch memory that descriptors made in the kernel need."""
    global _allocator_set
    if not _allocator_set:
        triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))
        _allocator_set = True


def triton_attention(q, k, v, causal, tma=True):
    """O (bf16 [B, H, S, D]) and LSE (f32 [B, H, S], natural log) of
    softmax(Q K^T / sqrt(D)) V; the first call of each (S, D, causal)
    autotunes."""
    b, h, s, d = q.shape
    hkv = k.shape[1]
    if d not in (64, 128, 256) or h % hkv or k.shape != (b, hkv, s, d) or v.shape != k.shape:
        raise ValueError(f"unsupported shapes q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}")
    if not all(t.dtype == torch.bfloat16 and t.is_contiguous() for t in (q, k, v)):
        raise ValueError("q, k, v must be contiguous bf16")
    if tma:
        _set_allocator()
    o = torch.empty_like(q)
    lse = torch.empty((b, h, s), device=q.device, dtype=torch.float32)
    grid = lambda meta: (triton.cdiv(s, meta["BLOCK_M"]), b * h)  # noqa: E731
    _attention[grid](q, k, v, o, lse, s, h, h // hkv, math.log2(math.e) / math.sqrt(d),
                     D=d, CAUSAL=bool(causal), TMA=bool(tma))
    return o, lse


def best_config():
    """The config the last call ran, as text."""
    return str(getattr(_attention, "best_config", None))
