// The hand-written equivalent of examples/ring_reduce.mlir: the same roles
// (warp 0 produces with bulk copies of 4 KiB tiles, warps 1..4 consume), the
// same ring of STAGES full/empty mbarrier pairs, phases tracked by hand with
// a slot counter and a parity bit. One kernel per stage count.
#include "common.cuh"

template <int STAGES>
__device__ __forceinline__ void ring_reduce(const int *__restrict__ src, int *out, int tiles) {
  __shared__ alignas(128) int stage[STAGES][1024];
  __shared__ alignas(8) uint64_t full[STAGES];
  __shared__ alignas(8) uint64_t empty[STAGES];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  if (tid == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mbar_init(&full[s], 1);
      mbar_init(&empty[s], 4);
    }
    mbar_fence_init();
  }
  __syncthreads();
  const size_t first = (size_t)blockIdx.x * tiles;
  if (warp == 0) {
    int slot = 0;
    uint32_t phase = 0;
    for (int k = 0; k < tiles; ++k) {
      mbar_wait(&empty[slot], phase ^ 1);
      if (lane == 0) {
        mbar_arrive_expect_tx(&full[slot], 4096);
        bulk_copy(stage[slot], src + (first + k) * 1024, 4096, &full[slot]);
      }
      if (++slot == STAGES) {
        slot = 0;
        phase ^= 1;
      }
    }
  } else if (warp < 5) {
    const int ctid = tid - 32;
    int acc = 0, slot = 0;
    uint32_t phase = 0;
    for (int k = 0; k < tiles; ++k) {
      mbar_wait(&full[slot], phase);
#pragma unroll
      for (int j = 0; j < 8; ++j) acc += stage[slot][j * 128 + ctid];
      __syncwarp();
      if (lane == 0) mbar_arrive(&empty[slot]);
      if (++slot == STAGES) {
        slot = 0;
        phase ^= 1;
      }
    }
    for (int o = 16; o > 0; o /= 2) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if (lane == 0) atomicAdd(&out[blockIdx.x], acc);
  }
}

#define RING(S)                                                                                  \
  extern "C" __global__ void __launch_bounds__(160) ring_reduce_s##S(const int *src, int *out,  \
                                                                     int tiles) {                \
    ring_reduce<S>(src, out, tiles);                                                             \
  }
RING(1)
RING(2)
RING(3)
RING(4)
RING(6)
RING(8)

// The bandwidth reference: a plain grid-stride reduction with 16-byte loads.
extern "C" __global__ void __launch_bounds__(256) plain_read(const int4 *__restrict__ src, int *out,
                                                             long long n4) {
  int acc = 0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n4;
       i += (long long)gridDim.x * blockDim.x) {
    int4 v = __ldg(&src[i]);
    acc += v.x + v.y + v.z + v.w;
  }
  for (int o = 16; o > 0; o /= 2) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}
