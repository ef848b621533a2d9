// The benchmarks' logic that needs no GPU: the GEMM bench's launch
// contract and statistics, and the attention bench's kernel per case
// (attn-gen --seq's choice, from choice.json) and the kernels its check
// covers.
// RUN: cd %S/../../bench && python3 -B gemm_plan_test.py -q 2>&1 | %FileCheck %s
// RUN: cd %S/../../bench && python3 -B attention_choice_test.py -q 2>&1 | %FileCheck %s
// CHECK: OK
