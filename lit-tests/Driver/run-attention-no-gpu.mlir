// --run recognizes attn-gen's attention kernels by their signature and
// phaselock.attention before it needs a device: without one it says so and
// exits 1. Without the attribute, the signature is not one --run knows; a
// shape that is not four positive numbers is refused.
// UNSUPPORTED: gpu
// REQUIRES: attn-gen
// RUN: %attn-gen --head-dim 64 --causal --source -o %t.mlir 2>/dev/null
// RUN: %not %async-opt %t.mlir --run --attention-shape 1x2x2x300 2>&1 | %FileCheck %s
// CHECK: error: no CUDA device
// RUN: %attn-gen --head-dim 128 --persistent --source -o %t.persistent.mlir 2>/dev/null
// RUN: %not %async-opt %t.persistent.mlir --run 2>&1 | %FileCheck %s
// RUN: sed 's/phaselock.attention = {[^}]*}, //' %t.mlir | %not %async-opt - --run 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: --run knows three kernel signatures: {{.*}} kernel 'attention_d64_causal' takes (!async.tensor_map<128x64xbf16, swizzle 128>,
// RUN: %not %async-opt %t.mlir --run --attention-shape 1x2x0x3 2>&1 | %FileCheck %s --check-prefix=SHAPE
// SHAPE: invalid value '1x2x0x3' for '--attention-shape <ATTENTION_SHAPE>': expected BxHxHkvxS with positive numbers
