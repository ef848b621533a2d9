// The bytes a wgmma reads through its descriptors lie in one stage buffer:
// the bf16 GEMM's K-slice loop run one step too far (5 slices of a 4-slice
// stage) makes the last wgmma read past the stage into the next slot.
// RUN: sed -e '80s/%%c4_11 = arith.constant 4 : index/%%c4_11 = arith.constant 5 : index/' %S/../../examples/gemm_bf16.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: <stdin>:86:25: error: this wgmma's B operand reads bytes {{[0-9]+}}..{{[0-9]+}} of the arena, 32 past the end of the stage buffer {{[0-9]+}}..{{[0-9]+}} of '{{.*}}' (slot {{[0-9]}})
//
// The tcgen05 GEMM's K-slice loop one step too far: its tcgen05.mma
// descriptors (sm_100a's layout) read past the stage alike.
// RUN: sed -e '104s/to %%c4 step/to %%c5 step/' -e 's/^\(    %%c4 = arith.constant 4 : index\)$/\1\n    %%c5 = arith.constant 5 : index/' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TC
// TC: <stdin>:111:15: error: this tcgen05.mma's A operand reads bytes 1152..17440 of the arena, 32 past the end of the stage buffer 1024..17408 of 'a' (slot 0)
//
// A tcgen05.mma whose stage bytes the rule does not follow (here another
// kind than f16) is a warning naming it, not a silent pass; --check=strict
// refuses the kernel. sm_100a: compiled, not run.
// RUN: sed -e 's/tcgen05_mma_kind<f16>/tcgen05_mma_kind<tf32>/' %S/../../examples/tcgen05_gemm.mlir | %async-opt --emit=llvm -o /dev/null 2>&1 | %FileCheck %s --check-prefix=KIND
// RUN: sed -e 's/tcgen05_mma_kind<f16>/tcgen05_mma_kind<tf32>/' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --check=strict --emit=llvm -o /dev/null 2>&1 | %FileCheck %s --check-prefix=KIND
// KIND: <stdin>:110:15: {{warning|error}}: stage reads of kernel @tcgen05_gemm not verified against this tcgen05.mma: its kind is not f16, the one whose K slices the rule reads, so the bytes it reads are not checked against its stage
//
// The examples themselves read within their stages.
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/tcgen05_gemm.mlir --check=strict --emit=llvm -o /dev/null
