"""The arithmetic of the GEMM benchmark (bench/gemm_bench.py), apart from any
GPU: the launch contract of phaselock's bf16 GEMM kernel, the rotation of
input sets past the L2, the interleaved order of the sides in each round,
and the paired ratios. Pure Python, tested by bench/gemm_plan_test.py.

The launch contract (runtime/src/gemm.rs, `phaselock_dsl::gemm::Config::contract()`):
C = A * B^T, A M x K, B N x K, C M x N, all row-major bf16; 384 threads;
128 x 256 tiles (the ping-pong schedule: 128 x 128 tiles); tensor maps with the 128-byte swizzle, boxes 128 x 64 (A),
(256 / cluster) x 64 (B), 64 x 64 (C); arguments (a, b, c, m, n, k_tiles =
ceil(K / 64)); grid min(tiles, SMs) for one CTA per cluster, 2 min(pairs,
SMs / 2) for clusters of 2 (pairs of vertically adjacent tiles)."""
import math
import statistics

TILE_M = 128
TILE_N = 256
TILE_K = 64
THREADS = 384
BF16_BYTES = 2


def parse_shape(text):
    """`MxNxK` -> (m, n, k), each a positive integer."""
    parts = text.lower().split("x")
    if len(parts) != 3 or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise ValueError(f"{text}: expected MxNxK with positive integers")
    return tuple(int(p) for p in parts)


def variant(m, n, k):
    """The kernel `gemm-gen` chooses for the shape (`Config::for_shape`,
    `gemm-gen --shape`): split-K in S parts ("ours-skS", `split_for`) where
    the tiles fill at most half of the SMs; else clusters of 2 ("ours-c2")
    where the row pitch of A and B, 2 K bytes, is not a multiple of 128,
    the default ("ours") otherwise."""
    split = split_for(m, n, k)
    if split > 1:
        return f"ours-sk{split}"
    return "ours-c2" if (k * BF16_BYTES) % 128 else "ours"


PLANNED_SMS = 132


def split_for(m, n, k):
    """`Config::split_for` of the bf16 kernel: where its tiles fill at most
    half of 132 SMs, the largest power of two up to 16 that keeps the
    units within one wave, divides the K steps and leaves each part at
    least 8; else 1."""
    tiles = math.ceil(m / TILE_M) * math.ceil(n / TILE_N)
    steps = k_tiles(k)
    if tiles == 0 or 2 * tiles > PLANNED_SMS:
        return 1
    fits = [s for s in (2, 4, 8, 16) if tiles * s <= PLANNED_SMS and steps % s == 0 and steps // s >= 8]
    return max(fits, default=1)


def check_shape(m, n, k):
    """Why the kernel cannot run the shape (None if it can): its tensor maps
    need 16-byte row strides, so N and K multiples of 8."""
    if n % 8 or k % 8:
        return f"{m} x {n} x {k}: N and K must be multiples of 8 (16-byte rows)"
    return None


def grid(m, n, sms, cluster, tile_n=TILE_N):
    """CTAs of the persistent kernel (x dimension; y and z are 1); tile_n
    128 for the ping-pong schedule (`gemm-gen --pingpong`)."""
    if cluster == 1:
        return min(math.ceil(m / TILE_M) * math.ceil(n / tile_n), sms)
    if cluster == 2:
        pairs = math.ceil(m / (2 * TILE_M)) * math.ceil(n / tile_n)
        return 2 * min(pairs, sms // 2)
    raise ValueError(f"clusters of 1 or 2 CTAs, got {cluster}")


def tensor_map(rows, cols, box_rows, box_cols):
    """`cuTensorMapEncodeTiled`'s (globalDim, globalStrides, boxDim) of a
    row-major bf16 rows x cols matrix in boxes of box_rows x box_cols, every
    list innermost first; the strides are in bytes, one fewer than dims."""
    return [cols, rows], [cols * BF16_BYTES], [box_cols, box_rows]


def maps(m, n, k, cluster, tile_n=TILE_N):
    """The three tensor maps (A, B, C) of the kernel's contract."""
    return (
        tensor_map(m, k, TILE_M, TILE_K),
        tensor_map(n, k, tile_n // cluster, TILE_K),
        tensor_map(m, n, 64, 64),
    )


def k_tiles(k):
    """The kernel's last argument."""
    return math.ceil(k / TILE_K)


def set_bytes(m, n, k):
    """Bytes of one input set: A, B and the C it writes."""
    return BF16_BYTES * (m * k + n * k + m * n)


def sets_needed(one_set, l2_bytes, least=4, l2_multiple=4):
    """Input sets to rotate through: at least `least`, and together at least
    `l2_multiple` times the L2, so that a launch's inputs were last touched
    several L2-fulls of traffic ago."""
    return max(least, math.ceil(l2_multiple * l2_bytes / one_set))


def order(sides, round_index):
    """The sides in round `round_index`: rotated by one place each round, so
    every side takes every position equally often over len(sides) rounds."""
    shift = round_index % len(sides)
    return sides[shift:] + sides[:shift]


def reps(estimate_s, target_s, least, most):
    """Launches per side per round: about `target_s` of work, within
    [least, most]."""
    if estimate_s <= 0:
        return most
    return max(least, min(most, math.ceil(target_s / estimate_s)))


def paired(ours, theirs):
    """Speed of ours over theirs in each round: their time / our time."""
    if len(ours) != len(theirs) or not ours:
        raise ValueError("paired ratios need the same, non-zero number of rounds")
    return [t / o for o, t in zip(ours, theirs)]


def best_per_round(*candidates):
    """A baseline with several candidates: the fastest (least time) of them in
    each round."""
    return [min(times) for times in zip(*candidates)]


def summary(values):
    """(median, min, max)."""
    return statistics.median(values), min(values), max(values)


def tflops(m, n, k, seconds):
    """TFLOP/s of one M x N x K product taking `seconds`."""
    return 2.0 * m * n * k / seconds / 1e12
