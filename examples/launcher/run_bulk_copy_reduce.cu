// Launches examples/bulk_copy_reduce.mlir compiled to PTX (or cubin) and
// checks every CTA's sum against the CPU.
//   nvcc -o run_bulk_copy_reduce run_bulk_copy_reduce.cu -lcuda
//   ./run_bulk_copy_reduce kernel.ptx [ctas] [tiles_per_cta]
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
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s kernel.ptx|kernel.cubin [ctas] [tiles]\n", argv[0]);
    return 2;
  }
  int ctas = argc > 2 ? std::atoi(argv[2]) : 132;
  int tiles = argc > 3 ? std::atoi(argv[3]) : 64;
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
  CHECK(cuModuleGetFunction(&fn, mod, "bulk_copy_reduce"));

  size_t n = (size_t)ctas * tiles * 1024;
  std::vector<int32_t> host(n);
  uint64_t seed = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < n; ++i) {
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    host[i] = (int32_t)(seed % 2001) - 1000;
  }
  std::vector<int32_t> expect(ctas, 0);
  for (int c = 0; c < ctas; ++c) {
    int64_t s = 0;
    for (size_t i = 0; i < (size_t)tiles * 1024; ++i) s += host[(size_t)c * tiles * 1024 + i];
    expect[c] = (int32_t)s;
  }
  CUdeviceptr src, out;
  CHECK(cuMemAlloc(&src, n * 4));
  CHECK(cuMemAlloc(&out, ctas * 4));
  CHECK(cuMemcpyHtoD(src, host.data(), n * 4));
  CHECK(cuMemsetD32(out, 0, ctas));
  void *args[] = {&src, &out, &tiles};
  CHECK(cuLaunchKernel(fn, ctas, 1, 1, 160, 1, 1, 0, nullptr, args, nullptr));
  CHECK(cuCtxSynchronize());
  std::vector<int32_t> got(ctas);
  CHECK(cuMemcpyDtoH(got.data(), out, ctas * 4));
  int bad = 0;
  for (int c = 0; c < ctas; ++c) {
    if (got[c] != expect[c]) {
      if (bad < 5) std::printf("mismatch: cta %d got %d expected %d\n", c, got[c], expect[c]);
      ++bad;
    }
  }
  int64_t total = 0;
  for (int c = 0; c < ctas; ++c) total += got[c];
  std::printf("%s: ctas=%d tiles/cta=%d elements=%zu total=%lld mismatches=%d -> %s\n", argv[1], ctas, tiles, n,
              (long long)total, bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
