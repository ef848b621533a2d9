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
// writes a candidate's configuration as text. lt_plan_fp8 and lt_run_fp8 do
// the same for the FP8 GEMM C = scale_a scale_b (A B^T) (A and B e4m3 or
// e5m2, per-tensor f32 scales by device pointer, C bf16, f32 accumulation,
// optionally cuBLASLt's fast accumulation), as torch._scaled_mm calls it. Every function returns 0 (or
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
  bool fp8 = false;
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

// The plan of one GEMM: inputs of type `input` (bf16, e4m3 or e5m2), C in
// bf16; `fast` sets cuBLASLt's fast FP8 accumulation.
int plan_typed(int m, int n, int k, int requested, unsigned long long workspace, cudaDataType_t input,
               bool fast) {
  if (handle == nullptr || requested <= 0) return -1;
  Plan p;
  p.workspace = workspace;
  p.fp8 = input != CUDA_R_16BF;
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
  if (p.fp8) {
    int8_t flag = fast ? 1 : 0;
    LT_TRY(cublasLtMatmulDescSetAttribute(p.op, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &flag, sizeof flag));
  }
  LT_TRY(cublasLtMatrixLayoutCreate(&p.x, input, k, n, k));
  LT_TRY(cublasLtMatrixLayoutCreate(&p.y, input, k, m, k));
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

}  // namespace

extern "C" {

int lt_init() {
  if (handle != nullptr) return 0;
  cublasStatus_t s = cublasLtCreate(&handle);
  return s == CUBLAS_STATUS_SUCCESS ? 0 : failure(s);
}

long long lt_version() { return static_cast<long long>(cublasLtGetVersion()); }

int lt_plan(int m, int n, int k, int requested, unsigned long long workspace) {
  return plan_typed(m, n, k, requested, workspace, CUDA_R_16BF, false);
}

int lt_plan_fp8(int m, int n, int k, int requested, unsigned long long workspace, int e5m2, int fast) {
  return plan_typed(m, n, k, requested, workspace, e5m2 ? CUDA_R_8F_E5M2 : CUDA_R_8F_E4M3,
                    fast != 0);
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

// One FP8 launch: the scales are device pointers to one f32 each. X is B as
// stored and Y is A, so cuBLASLt's A scale is B's and its B scale is A's.
int lt_run_fp8(int plan, int index, const void* a, const void* b, void* c, const void* scale_a,
               const void* scale_b, void* workspace, void* stream) {
  if (lt_count(plan) <= index || index < 0 || !plans[plan].fp8) return -1;
  Plan& p = plans[plan];
  cublasStatus_t s = cublasLtMatmulDescSetAttribute(p.op, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER,
                                                    &scale_b, sizeof scale_b);
  if (s == CUBLAS_STATUS_SUCCESS) {
    s = cublasLtMatmulDescSetAttribute(p.op, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, &scale_a,
                                       sizeof scale_a);
  }
  if (s != CUBLAS_STATUS_SUCCESS) return failure(s);
  return lt_run(plan, index, a, b, c, workspace, stream);
}

}  // extern "C"
