// --run on a GPU: attn-gen's kernels compiled for it, launched, O and the
// LSE checked against the CPU (d 64 causal with GQA at a length that is no
// multiple of the tiles; d 128 persistent; d 128 one CTA per tile, O by TMA
// stores and its last block's rows past S from the registers).
// REQUIRES: gpu, attn-gen
// RUN: %attn-gen --head-dim 64 --causal --source -o %t.mlir 2>/dev/null
// RUN: %async-opt %t.mlir --run --attention-shape 2x4x2x333 | %FileCheck %s
// RUN: %attn-gen --head-dim 128 --persistent --source -o %t.persistent.mlir 2>/dev/null
// RUN: %async-opt %t.persistent.mlir --run --attention-shape 1x4x4x1000 | %FileCheck %s --check-prefix=PERSISTENT
// RUN: %attn-gen --head-dim 128 --source -o %t.tma.mlir 2>/dev/null
// RUN: %async-opt %t.tma.mlir --run --attention-shape 2x4x2x1000 | %FileCheck %s --check-prefix=TMA
// CHECK: attention_d64_causal on {{.*}}: B=2 H=4 H_kv=2 S=333 d=64 causal: {{.*}} -> PASS
// PERSISTENT: attention_d128_full_persistent on {{.*}}: B=1 H=4 H_kv=4 S=1000 d=128: {{.*}} -> PASS
// TMA: attention_d128_full on {{.*}}: B=2 H=4 H_kv=2 S=1000 d=128: {{.*}} -> PASS
