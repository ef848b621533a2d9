// Launches one of the reduction examples compiled to PTX (or cubin) and
// checks the result against the CPU:
//   examples/bulk_copy_reduce.mlir  kernel bulk_copy_reduce, 160 threads
//   examples/ring_reduce.mlir       kernel ring_reduce,      160 threads
//   examples/cluster_reduce.mlir    kernel cluster_reduce,   256 threads
// Each CTA sums `tiles` tiles of 1024 i32; out[g] holds the sum of the CTAs
// of group g, a group being the kernel's cluster (1 CTA when the kernel has
// no cluster). Kernels with a compile-time cluster size (.reqnctapercluster)
// are launched with plain cuLaunchKernel.
//   nvcc -O2 -o run_reduce run_reduce.cu -lcuda
//   ./run_reduce kernel.ptx|kernel.cubin KERNEL THREADS CTAS TILES [CLUSTER]
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    CUresult r_ = (call);                                                        \
    if (r_ != CUDA_SUCCESS) {                                                    \
      const char *s_ = nullptr;                                                  \
      cuGetErrorString(r_, &s_);                                                 \
      std::fprintf(stderr, "error: %s failed: %s\n", #call, s_ ? s_ : "?");      \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

int main(int argc, char **argv) {
  if (argc < 6) {
    std::fprintf(stderr, "usage: %s kernel.ptx|kernel.cubin KERNEL THREADS CTAS TILES [CLUSTER]\n", argv[0]);
    return 2;
  }
  const char *kernel = argv[2];
  int threads = std::atoi(argv[3]);
  int ctas = std::atoi(argv[4]);
  int tiles = std::atoi(argv[5]);
  int cluster = argc > 6 ? std::atoi(argv[6]) : 1;
  if (threads <= 0 || ctas <= 0 || tiles < 0 || cluster <= 0 || ctas % cluster != 0) {
    std::fprintf(stderr, "error: bad sizes (CTAS must be a multiple of CLUSTER)\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  std::stringstream ss;
  ss << file.rdbuf();
  std::string image = ss.str();
  if (image.empty()) {
    std::fprintf(stderr, "error: cannot read %s\n", argv[1]);
    return 1;
  }
  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CUmodule mod;
  CHECK(cuModuleLoadData(&mod, image.c_str()));
  CUfunction fn;
  CHECK(cuModuleGetFunction(&fn, mod, kernel));
  // The compiler publishes the dynamic shared memory a kernel needs (its
  // arena when above 48 KiB, else 0) as __async_dynamic_shared_bytes_<kernel>.
  unsigned shared_bytes = 0;
  std::string bytes_symbol = std::string("__async_dynamic_shared_bytes_") + kernel;
  CUdeviceptr bytes_ptr;
  size_t bytes_size = 0;
  if (cuModuleGetGlobal(&bytes_ptr, &bytes_size, mod, bytes_symbol.c_str()) == CUDA_SUCCESS && bytes_size == 4) {
    CHECK(cuMemcpyDtoH(&shared_bytes, bytes_ptr, 4));
    CHECK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)shared_bytes));
  }

  size_t per_cta = (size_t)tiles * 1024;
  size_t n = (size_t)ctas * per_cta;
  std::vector<int32_t> host(n > 0 ? n : 1);
  uint64_t seed = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < n; ++i) {
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    host[i] = (int32_t)(seed % 2001) - 1000;
  }
  int groups = ctas / cluster;
  std::vector<int32_t> expect(groups, 0);
  for (int c = 0; c < ctas; ++c) {
    int64_t s = 0;
    for (size_t i = 0; i < per_cta; ++i) s += host[(size_t)c * per_cta + i];
    expect[c / cluster] = (int32_t)((int64_t)expect[c / cluster] + s);
  }
  CUdeviceptr src, out;
  CHECK(cuMemAlloc(&src, host.size() * 4));
  CHECK(cuMemAlloc(&out, groups * 4));
  CHECK(cuMemcpyHtoD(src, host.data(), host.size() * 4));
  CHECK(cuMemsetD32(out, 0, groups));
  void *args[] = {&src, &out, &tiles};
  CHECK(cuLaunchKernel(fn, ctas, 1, 1, threads, 1, 1, shared_bytes, nullptr, args, nullptr));
  CHECK(cuCtxSynchronize());
  std::vector<int32_t> got(groups);
  CHECK(cuMemcpyDtoH(got.data(), out, groups * 4));
  int bad = 0;
  for (int g = 0; g < groups; ++g) {
    if (got[g] != expect[g]) {
      if (bad < 5) std::printf("mismatch: group %d got %d expected %d\n", g, got[g], expect[g]);
      ++bad;
    }
  }
  int64_t total = 0;
  for (int g = 0; g < groups; ++g) total += got[g];
  std::printf("%s: %s ctas=%d cluster=%d tiles/cta=%d elements=%zu dynamic_shared=%u total=%lld mismatches=%d -> %s\n",
              argv[1], kernel, ctas, cluster, tiles, n, shared_bytes, (long long)total, bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
