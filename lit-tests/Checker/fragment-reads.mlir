// An ordinary op that reads a wgmma's accumulator before a wait retires
// the wgmma's group reads a partial result: refused at the first such read
// of each wgmma, naming the wgmma. Buggy kernels and their fixed twins:
// - the FP8 GEMM's promotion with the fragment added before its
//   `wait_group 0` (examples/gemm_e4m3.mlir, the fixed twin);
// - the wgmma tile GEMM draining with `wait_group 1`, so that the epilogue
//   reads the last group's accumulator in flight (examples/wgmma_gemm.mlir);
// - attention's softmax reading S of the first key block with its wait
//   removed (attn-gen's d 128 kernel).
// REQUIRES: attn-gen
// RUN: sed -e '/wgmma.wait.group.sync.aligned 0$/{N;s/\(.*\)\n\(.*\)/\2\n\1/;}' %S/../../examples/gemm_e4m3.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PROMOTE
// RUN: %async-opt %S/../../examples/gemm_e4m3.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --allow-empty
// RUN: sed -e 's/nvvm.wgmma.wait.group.sync.aligned 0/nvvm.wgmma.wait.group.sync.aligned 1/' %S/../../examples/wgmma_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=DRAIN
// RUN: %async-opt %S/../../examples/wgmma_gemm.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --allow-empty
// RUN: %attn-gen --head-dim 128 --source 2>/dev/null > %t.attn.mlir
// RUN: sed -e '0,/nvvm.wgmma.wait.group.sync.aligned 0/{//d;}' %t.attn.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SOFTMAX
// RUN: %async-opt %t.attn.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --allow-empty

// PROMOTE: <stdin>:79:23: error: this op reads the accumulator of the wgmma at <stdin>:75:25 before its group has retired
// PROMOTE-NOT: wgmma at <stdin>:75:25 before
// DRAIN: <stdin>:133:17: error: this op reads the accumulator of the wgmma at <stdin>:68:21 before its group has retired
// DRAIN-NOT: <stdin>:137:17: error: this op reads the accumulator
// SOFTMAX: error: this op reads the accumulator of the wgmma at <stdin>:{{[0-9]+}}:{{[0-9]+}} before its group has retired
// FIXED-NOT: error
// FIXED-NOT: warning
