// Variants of the cluster barrier's counter protocol, written by hand, to
// measure where its cycles go (bench/RESULTS.md, "Cluster barrier"). Each
// kernel runs 160 threads per CTA: warps 0-3 take part in the barrier, warp
// 4 does not (as in bench/kernels/cluster_sync.mlir, so the hardware barrier
// cannot serve it); thread 0 of CTA 0 times `iters` barriers with clock64.
//
//  V_OURS     what async-lower-cluster-barrier emits: every thread loads the
//             counter, named barrier of the 4 warps, thread 0 stores the
//             next value, warp meeting, lane r of warp 0 arrives on CTA r
//             (release.cluster), every thread waits (acquire.cluster);
//  V_REG      the same with the counter in a register (no load, no store):
//             the cost of the shared-memory counter;
//  V_WARP     per-warp state: each warp loads its own counter, meets
//             (bar.warp.sync), lane 0 stores, the warp meets again, lane r of
//             EVERY warp arrives on CTA r; the slots expect 4 arrivals per
//             CTA. No named barrier;
//  V_WARP_REG per-warp arrivals with the counter in a register;
//  V_RELAXED  V_OURS with fence.acq_rel.cluster + arrive.relaxed.cluster in
//             place of the arrive's own release;
//  V_ONEWAIT  V_OURS where lane 0 of each warp waits and the warp meets
//             after it (bar.warp.sync carries the acquire to the lanes);
//  V_SPLIT    V_OURS with the remote arrives spread over the warps: lane j
//             of warp w arrives on CTA w + 4j (CTA 0's arrive stays in warp
//             0, with the counter's store);
//  V_LOCALOWN V_OURS where the lane of the CTA's own rank arrives through
//             its shared::cta address (no mapa);
//  V_NOREL    V_OURS with relaxed arrives and no fence: NOT a correct
//             barrier for memory (no release), the floor of the arrive;
//  V_STASYNC  the arrivals as st.async with complete_tx on the remote
//             slot (thread 0 arms its own slot with arrive.expect_tx of 4
//             bytes per CTA), no fence: NOT a correct barrier for memory,
//             the floor of a transaction-count signal;
//  V_SPLITW   V_SPLIT with a counter per warp: lane 0 of each warp stores
//             its warp's next value after the named barrier and the warp
//             meets, so each warp's next load is ordered after its own
//             store by that meeting, whichever warp arrives on which CTA;
//  V_FREL     V_OURS with fence.release.cluster + arrive.relaxed.cluster;
//  V_HWREL    the hardware barrier with a relaxed arrive (not a barrier
//             for memory): what the hardware barrier pays for its release.
#include "common.cuh"

enum { V_OURS, V_REG, V_WARP, V_WARP_REG, V_RELAXED, V_ONEWAIT, V_SPLIT, V_LOCALOWN, V_NOREL, V_STASYNC, V_SPLITW, V_FREL, V_HWREL };

// A relaxed arrive on the barrier at the same offset in CTA `rank`, after
// the fence FENCE (an instruction, or nothing).
#define RELAXED_REMOTE_ARRIVE(name, FENCE)                                              \
  __device__ __forceinline__ void name(uint64_t *bar, uint32_t rank) {                  \
    asm volatile("{\n\t.reg .b32 remote;\n\t"                                           \
                 "mapa.shared::cluster.u32 remote, %0, %1;\n\t" FENCE                    \
                 "mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [remote];\n}" ::"r"( \
                     smem(bar)),                                                         \
                 "r"(rank)                                                               \
                 : "memory");                                                            \
  }
RELAXED_REMOTE_ARRIVE(arrive_relaxed_remote, "fence.acq_rel.cluster;\n\t")
RELAXED_REMOTE_ARRIVE(arrive_norel_remote, "")
RELAXED_REMOTE_ARRIVE(arrive_frel_remote, "fence.release.cluster;\n\t")

__device__ __forceinline__ void arrive_local(uint64_t *bar) {
  asm volatile("mbarrier.arrive.release.cluster.shared::cta.b64 _, [%0];" ::"r"(smem(bar)) : "memory");
}

__device__ __forceinline__ void st_async_remote(uint32_t *word, uint64_t *bar, uint32_t rank) {
  asm volatile(
      "{\n\t.reg .b32 w, b;\n\t"
      "mapa.shared::cluster.u32 w, %0, %2;\n\t"
      "mapa.shared::cluster.u32 b, %1, %2;\n\t"
      "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [w], %2, [b];\n}" ::"r"(smem(word)),
      "r"(smem(bar)), "r"(rank)
      : "memory");
}

__device__ __forceinline__ void warp_sync() { asm volatile("bar.warp.sync -1;" ::: "memory"); }

template <int CTAS, int V>
__device__ __forceinline__ void variant(long long *out, int iters) {
  constexpr bool per_warp = V == V_WARP || V == V_WARP_REG;
  __shared__ alignas(8) uint64_t slots[2];
  __shared__ volatile uint32_t counter[4];
  __shared__ uint32_t words[2][16];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  if (tid == 0) {
    const uint32_t count = per_warp ? CTAS * 4 : V == V_STASYNC ? 1 : CTAS;
    mbar_init(&slots[0], count);
    mbar_init(&slots[1], count);
    for (int w = 0; w < 4; ++w) counter[w] = 0;
    mbar_fence_init();
  }
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  if (warp >= 4) return;
  long long t0 = clock64();
  uint32_t reg = 0;
  const uint32_t rank = cluster_rank();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    uint32_t c;
    if (V == V_HWREL) {
      asm volatile("barrier.cluster.arrive.relaxed;\n\tbarrier.cluster.wait;" ::: "memory");
      continue;
    }
    if (V == V_SPLITW) {
      c = counter[warp];
      named_barrier(1, 128);
      if (lane == 0) counter[warp] = (c + 1) & 3;
      warp_sync();
    } else if (V == V_REG || V == V_WARP_REG) {
      c = reg;
      reg = (reg + 1) & 3;
      if (V == V_REG) named_barrier(1, 128);
      warp_sync();
    } else if (per_warp) {
      c = counter[warp];
      warp_sync();
      if (lane == 0) counter[warp] = (c + 1) & 3;
      warp_sync();
    } else {
      c = counter[0];
      named_barrier(1, 128);
      if (tid == 0) counter[0] = (c + 1) & 3;
      warp_sync();
    }
    uint64_t *bar = &slots[c & 1];
    if (V == V_SPLIT || V == V_SPLITW) {
      const uint32_t r = warp + 4 * lane;
      if (lane < (CTAS + 3) / 4 && r < CTAS) mbar_arrive_remote(bar, r);
    } else if (V == V_STASYNC) {
      if (tid == 0) mbar_arrive_expect_tx(bar, 4 * CTAS);
      if (warp == 0 && lane < CTAS) st_async_remote(&words[c & 1][rank], bar, lane);
    } else if ((per_warp || warp == 0) && lane < CTAS) {
      if (V == V_RELAXED)
        arrive_relaxed_remote(bar, lane);
      else if (V == V_FREL)
        arrive_frel_remote(bar, lane);
      else if (V == V_NOREL)
        arrive_norel_remote(bar, lane);
      else if (V == V_LOCALOWN && lane == rank)
        arrive_local(bar);
      else
        mbar_arrive_remote(bar, lane);
    }
    if (V == V_ONEWAIT) {
      if (lane == 0) mbar_wait_cluster(bar, (c >> 1) & 1);
      warp_sync();
    } else {
      mbar_wait_cluster(bar, (c >> 1) & 1);
    }
  }
  long long t1 = clock64();
  if (tid == 0 && cluster_rank() == 0) out[0] = t1 - t0;
}

#define VARIANT(name, v, n)                                                            \
  extern "C" __global__ void __cluster_dims__(n, 1, 1) __launch_bounds__(160)          \
      cluster_##name##_c##n(long long *out, int iters) {                                \
    variant<n, v>(out, iters);                                                          \
  }
#define VARIANTS(n)                 \
  VARIANT(ours, V_OURS, n)          \
  VARIANT(reg, V_REG, n)            \
  VARIANT(warp, V_WARP, n)          \
  VARIANT(warp_reg, V_WARP_REG, n)  \
  VARIANT(relaxed, V_RELAXED, n)    \
  VARIANT(onewait, V_ONEWAIT, n)    \
  VARIANT(split, V_SPLIT, n)        \
  VARIANT(localown, V_LOCALOWN, n)  \
  VARIANT(norel, V_NOREL, n)        \
  VARIANT(stasync, V_STASYNC, n)    \
  VARIANT(splitw, V_SPLITW, n)      \
  VARIANT(frel, V_FREL, n)          \
  VARIANT(hwrel, V_HWREL, n)

VARIANTS(2)
VARIANTS(4)
VARIANTS(8)
VARIANTS(16)
