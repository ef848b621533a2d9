// Cluster barriers, hand-written, for clusters of 2, 4, 8 and 16 CTAs of 128
// threads; thread 0 of CTA 0 times `iters` barriers with clock64 and stores
// the cycles to out[0].
//  - cluster_sync_mbar_cN: the two-slot x parity counter protocol on
//    mbarriers that async-lower-cluster-barrier emits (counter load, named
//    barrier, leader's remote arrives, wait, leader's store, tail barrier),
//    written by hand;
//  - cluster_sync_hw_cN: the hardware barrier.cluster.arrive/wait.
#include "common.cuh"

template <int CTAS>
__device__ __forceinline__ void mbar_protocol(long long *out, int iters) {
  __shared__ alignas(8) uint64_t slots[2];
  __shared__ volatile uint32_t counter;
  const int tid = threadIdx.x;
  if (tid == 0) {
    mbar_init(&slots[0], CTAS);
    mbar_init(&slots[1], CTAS);
    counter = 0;
    mbar_fence_init();
  }
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  long long t0 = clock64();
  for (int i = 0; i < iters; ++i) {
    uint32_t c = counter;
    named_barrier(1, 128);
    uint64_t *bar = &slots[c & 1];
    if (tid == 0) {
#pragma unroll
      for (int r = 0; r < CTAS; ++r) mbar_arrive_remote(bar, r);
    }
    mbar_wait_cluster(bar, (c >> 1) & 1);
    if (tid == 0) counter = (c + 1) & 3;
    named_barrier(1, 128);
  }
  long long t1 = clock64();
  if (tid == 0 && cluster_rank() == 0) out[0] = t1 - t0;
}

template <int CTAS>
__device__ __forceinline__ void hw_protocol(long long *out, int iters) {
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  long long t0 = clock64();
  for (int i = 0; i < iters; ++i) asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  long long t1 = clock64();
  if (threadIdx.x == 0 && cluster_rank() == 0) out[0] = t1 - t0;
}

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    cluster_sync_mbar_c2(long long *out, int iters) { mbar_protocol<2>(out, iters); }
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
    cluster_sync_mbar_c4(long long *out, int iters) { mbar_protocol<4>(out, iters); }
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    cluster_sync_hw_c2(long long *out, int iters) { hw_protocol<2>(out, iters); }
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
    cluster_sync_hw_c4(long long *out, int iters) { hw_protocol<4>(out, iters); }
extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(128)
    cluster_sync_mbar_c8(long long *out, int iters) { mbar_protocol<8>(out, iters); }
extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(128)
    cluster_sync_hw_c8(long long *out, int iters) { hw_protocol<8>(out, iters); }
// 16 CTAs: a non-portable cluster size (the runtime opts the kernel in).
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128)
    cluster_sync_mbar_c16(long long *out, int iters) { mbar_protocol<16>(out, iters); }
extern "C" __global__ void __cluster_dims__(16, 1, 1) __launch_bounds__(128)
    cluster_sync_hw_c16(long long *out, int iters) { hw_protocol<16>(out, iters); }
