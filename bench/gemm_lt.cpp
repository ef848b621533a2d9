// cuBLASLt's heuristic candidates for the benchmark's bf16 GEMM, for ctypes
// (bench/gemm_bench.py builds this with nvcc into a shared library).
//
// C = A * B^T with A M x K, B N x K and C M x N row-major bf16, f32
// accumulation. cuBLASLt is column-major: the row-major C is the
// column-major N x M matrix D = op(X) * Y, X = B as stored (K x N, leading
// dimension K) transposed, Y = A as stored (K x M, leading dimension K).
//
// lt_plan asks the heuristic for up to `requested` candidates within a
// workspace limit; lt_run launches one of them on a stream; lt_describe
// writes a candidate's configuration as text. Every function returns 0 (or
// a plan index) on success and a negative value otherwise.

#include <cublasLt.h>
#include <cuda_runtime_api.h>

#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

struct Plan {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t x = nullptr;  // B as stored: K x N
  cublasLtMatrixLayout_t y = nullptr;  // A as stored: K x M
  cublasLtMatrixLayout_t d = nullptr;  // C: N x M
  std::vector<cublasLtMatmulHeuristicResult_t> candidates;
  size_t workspace = 0;
};

cublasLtHandle_t handle = nullptr;
std::vector<Plan> plans;

int failure(cublasStatus_t status) { return -1000 - static_cast<int>(status); }

// One configuration attribute of a candidate, whatever its width (at most 8
// bytes); -1 when cuBLASLt does not give it.
long long config(const cublasLtMatmulAlgo_t& algo, cublasLtMatmulAlgoConfigAttributes_t what) {
  size_t needed = 0;
  if (cublasLtMatmulAlgoConfigGetAttribute(&algo, what, nullptr, 0, &needed) !=
          CUBLAS_STATUS_SUCCESS ||
      needed == 0 || needed > 8) {
    return -1;
  }
  uint64_t value = 0;
  size_t written = 0;
  if (cublasLtMatmulAlgoConfigGetAttribute(&algo, what, &value, needed, &written) !=
      CUBLAS_STATUS_SUCCESS) {
    return -1;
  }
  return static_cast<long long>(value);
}

}  // namespace

extern "C" {

int lt_init() {
  if (handle != nullptr) return 0;
  cublasStatus_t s = cublasLtCreate(&handle);
  return s == CUBLAS_STATUS_SUCCESS ? 0 : failure(s);
}

long long lt_version() { return static_cast<long long>(cublasLtGetVersion()); }

int lt_plan(int m, int n, int k, int requested, unsigned long long workspace) {
  if (handle == nullptr || requested <= 0) return -1;
  Plan p;
  p.workspace = workspace;
  cublasStatus_t s;
#define LT_TRY(call)                              \
  do {                                            \
    s = (call);                                   \
    if (s != CUBLAS_STATUS_SUCCESS) return failure(s); \
  } while (0)
  LT_TRY(cublasLtMatmulDescCreate(&p.op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
  cublasOperation_t transpose = CUBLAS_OP_T, plain = CUBLAS_OP_N;
  LT_TRY(cublasLtMatmulDescSetAttribute(p.op, CUBLASLT_MATMUL_DESC_TRANSA, &transpose,
                                        sizeof transpose));
  LT_TRY(cublasLtMatmulDescSetAttribute(p.op, CUBLASLT_MATMUL_DESC_TRANSB, &plain, sizeof plain));
  LT_TRY(cublasLtMatrixLayoutCreate(&p.x, CUDA_R_16BF, k, n, k));
  LT_TRY(cublasLtMatrixLayoutCreate(&p.y, CUDA_R_16BF, k, m, k));
  LT_TRY(cublasLtMatrixLayoutCreate(&p.d, CUDA_R_16BF, n, m, n));
  cublasLtMatmulPreference_t preference = nullptr;
  LT_TRY(cublasLtMatmulPreferenceCreate(&preference));
  uint64_t limit = workspace;
  s = cublasLtMatmulPreferenceSetAttribute(preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                           &limit, sizeof limit);
  if (s != CUBLAS_STATUS_SUCCESS) {
    cublasLtMatmulPreferenceDestroy(preference);
    return failure(s);
  }
  p.candidates.resize(requested);
  int found = 0;
  s = cublasLtMatmulAlgoGetHeuristic(handle, p.op, p.x, p.y, p.d, p.d, preference, requested,
                                     p.candidates.data(), &found);
  cublasLtMatmulPreferenceDestroy(preference);
  if (s != CUBLAS_STATUS_SUCCESS) return failure(s);
#undef LT_TRY
  p.candidates.resize(found);
  plans.push_back(p);
  return static_cast<int>(plans.size()) - 1;
}

int lt_count(int plan) {
  if (plan < 0 || plan >= static_cast<int>(plans.size())) return -1;
  return static_cast<int>(plans[plan].candidates.size());
}

int lt_describe(int plan, int index, char* text, int length) {
  if (lt_count(plan) <= index || index < 0) return -1;
  const cublasLtMatmulHeuristicResult_t& r = plans[plan].candidates[index];
  std::snprintf(text, length,
                "algo %lld tile %lld stages %lld splitk %lld reduction %lld swizzle %lld "
                "custom %lld cluster %lld inner %lld workspace %zu waves %.3f",
                config(r.algo, CUBLASLT_ALGO_CONFIG_ID), config(r.algo, CUBLASLT_ALGO_CONFIG_TILE_ID),
                config(r.algo, CUBLASLT_ALGO_CONFIG_STAGES_ID),
                config(r.algo, CUBLASLT_ALGO_CONFIG_SPLITK_NUM),
                config(r.algo, CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME),
                config(r.algo, CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING),
                config(r.algo, CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION),
                config(r.algo, CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID),
                config(r.algo, CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID), r.workspaceSize,
                static_cast<double>(r.wavesCount));
  return 0;
}

int lt_run(int plan, int index, const void* a, const void* b, void* c, void* workspace,
           void* stream) {
  if (lt_count(plan) <= index || index < 0) return -1;
  Plan& p = plans[plan];
  const float one = 1.0f, zero = 0.0f;
  cublasStatus_t s = cublasLtMatmul(handle, p.op, &one, b, p.x, a, p.y, &zero, c, p.d, c, p.d,
                                    &p.candidates[index].algo, workspace, p.workspace,
                                    static_cast<cudaStream_t>(stream));
  return s == CUBLAS_STATUS_SUCCESS ? 0 : failure(s);
}

}  // extern "C"
