// The hand-written equivalent of bench/kernels/handoff.mlir: two warps hand
// one slot back and forth through a full/empty mbarrier pair (a 1-stage
// ring), each warp meeting with __syncwarp before lane 0 arrives; warp 0
// times `iters` round trips with clock64 and stores the cycles to out[0].
// Five ways to write it, the baseline taken at its best (bench/RESULTS.md):
//  - handoff:         every lane waits in an inline-PTX try_wait loop;
//  - handoff_lane0:   only lane 0 waits, __syncwarp passes the phase on to
//                     the other lanes (it orders their memory after lane 0's);
//  - handoff_test:    every lane spins on test_wait (no suspend in the wait);
//  - handoff_cpp:     the wait loop in C++ around a try_wait that returns a
//                     flag (the form CUTLASS's barrier wrappers take);
//  - handoff_unroll2: the loop unrolled by two, each wait's parity a
//                     constant (iters must be even).
#include "common.cuh"

enum { H_ALL, H_LANE0, H_TEST, H_CPP, H_UNROLL2 };

__device__ __forceinline__ bool mbar_try(uint64_t *bar, uint32_t parity) {
  uint32_t done;
  asm volatile(
      "{\n\t.reg .pred p;\n\t"
      "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
      "selp.u32 %0, 1, 0, p;\n}"
      : "=r"(done)
      : "r"(smem(bar)), "r"(parity)
      : "memory");
  return done != 0;
}

__device__ __forceinline__ void mbar_spin(uint64_t *bar, uint32_t parity) {
  asm volatile(
      "{\n\t.reg .pred p;\n"
      "SPIN:\n\t"
      "mbarrier.test_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
      "@!p bra SPIN;\n}" ::"r"(smem(bar)),
      "r"(parity)
      : "memory");
}

// Waits for `parity` on `wait`, meets the warp, lane 0 arrives on `signal`.
template <int V>
__device__ __forceinline__ void step(uint64_t *wait, uint32_t parity, uint64_t *signal, int lane) {
  if (V == H_LANE0) {
    if (lane == 0) mbar_wait(wait, parity);
  } else if (V == H_TEST) {
    mbar_spin(wait, parity);
  } else if (V == H_CPP) {
    while (!mbar_try(wait, parity)) {
    }
  } else {
    mbar_wait(wait, parity);
  }
  __syncwarp();
  if (lane == 0) mbar_arrive(signal);
}

// `iters` steps of one warp: waiting on `wait` from parity `first`.
template <int V>
__device__ __forceinline__ void steps(uint64_t *wait, uint32_t first, uint64_t *signal, int lane,
                                      int iters) {
  if (V == H_UNROLL2) {
    for (int k = 0; k < iters; k += 2) {
      step<V>(wait, first, signal, lane);
      step<V>(wait, first ^ 1, signal, lane);
    }
  } else {
    uint32_t phase = first;
    for (int k = 0; k < iters; ++k) {
      step<V>(wait, phase, signal, lane);
      phase ^= 1;
    }
  }
}

template <int V>
__device__ __forceinline__ void handoff_body(long long *out, int iters) {
  __shared__ alignas(8) uint64_t full, empty;
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  if (tid == 0) {
    mbar_init(&full, 1);
    mbar_init(&empty, 1);
    mbar_fence_init();
  }
  __syncthreads();
  if (warp == 0) {
    long long t0 = clock64();
    // The producer's first wait is for the phase before the first (passes).
    steps<V>(&empty, 1, &full, lane, iters);
    long long t1 = clock64();
    if (lane == 0) out[0] = t1 - t0;
  } else {
    steps<V>(&full, 0, &empty, lane, iters);
  }
}

#define HANDOFF(name, v)                                                                     \
  extern "C" __global__ void __launch_bounds__(64) name(long long *out, int iters) {         \
    handoff_body<v>(out, iters);                                                             \
  }
HANDOFF(handoff, H_ALL)
HANDOFF(handoff_lane0, H_LANE0)
HANDOFF(handoff_test, H_TEST)
HANDOFF(handoff_cpp, H_CPP)
HANDOFF(handoff_unroll2, H_UNROLL2)
