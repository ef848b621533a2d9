// The hand-written equivalent of bench/kernels/handoff.mlir: two warps hand
// one slot back and forth through a full/empty mbarrier pair (a 1-stage
// ring); warp 0 times `iters` round trips with clock64 and stores the
// cycles to out[0].
#include "common.cuh"

extern "C" __global__ void __launch_bounds__(64) handoff(long long *out, int iters) {
  __shared__ alignas(8) uint64_t full, empty;
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  if (tid == 0) {
    mbar_init(&full, 1);
    mbar_init(&empty, 1);
    mbar_fence_init();
  }
  __syncthreads();
  uint32_t phase = 0;
  if (warp == 0) {
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) {
      mbar_wait(&empty, phase ^ 1);
      __syncwarp();
      if (lane == 0) mbar_arrive(&full);
      phase ^= 1;
    }
    long long t1 = clock64();
    if (lane == 0) out[0] = t1 - t0;
  } else {
    for (int k = 0; k < iters; ++k) {
      mbar_wait(&full, phase);
      __syncwarp();
      if (lane == 0) mbar_arrive(&empty);
      phase ^= 1;
    }
  }
}
