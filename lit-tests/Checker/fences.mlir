// The MMA units' fences, each a mutant of an example with its fixed twin
// (the example itself, which compiles with --check=strict and no report).
//
// The bf16 GEMM without the wgmma.fence before its first K step (the
// file's first fence): the
// accumulator is zero-filled again by each lap of the tile loop (the K
// loop's initial value), and the fences of the tile before do not count.
// RUN: sed '0,/nvvm.wgmma.fence.aligned/{//d}' %S/../../examples/gemm_bf16.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WGMMA
// WGMMA: <stdin>:67:23: error: this wgmma reads an accumulator that each lap of the loop at <stdin>:37:11 copies in again from <stdin>:32:17 (an inner loop's initial value), with no nvvm.wgmma.fence.aligned in that lap before it
// The later K steps' fence stays: only the first chain is reported.
// WGMMA-NOT: error
//
// The same in the one-CTA wgmma GEMM.
// RUN: sed '52{/nvvm.wgmma.fence.aligned/d}' %S/../../examples/wgmma_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WGMMA1
// WGMMA1: error: this wgmma reads an accumulator written by ordinary instructions
//
// The tcgen05 GEMM without the after_thread_sync fence after its K step's
// waits, and with the fence moved above the waits.
// RUN: sed -e '102{/nvvm.tcgen05.fence <after>/d}' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=AFTER
// RUN: sed -e '102{/nvvm.tcgen05.fence <after>/d}' -e '100i\            nvvm.tcgen05.fence <after>' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=AFTER
// AFTER: error: this tcgen05 op follows the wait at <stdin>:{{101|102}}:19 with no tcgen05.fence::after_thread_sync between
//
// The epilogue releasing the accumulator after its tensor-memory load
// without the before_thread_sync fence.
// RUN: sed -e '133{/nvvm.tcgen05.fence <before>/d}' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BEFORE
// BEFORE: <stdin>:133:9: error: this op lets other threads go on after the tensor-memory access at <stdin>:131:17 with no tcgen05.fence::before_thread_sync between
//
// The tensor-memory address that tcgen05.alloc writes to shared memory is
// published by the before-fence, the CTA barrier and the after-fence: the
// threads' load of it without the after-fence, or with the fence above the
// barrier.
// RUN: sed -e '70{/nvvm.tcgen05.fence <after>/d}' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=ALLOC
// RUN: sed -e '70{/nvvm.tcgen05.fence <after>/d}' -e '69i\    nvvm.tcgen05.fence <after>' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=ALLOC
// ALLOC: <stdin>:{{70|71}}:13: error: this load of the tensor-memory address that tcgen05.alloc wrote follows the wait at <stdin>:{{69|70}}:5 with no tcgen05.fence::after_thread_sync between
//
// The dealloc after the CTA barrier that ends every role's use of the
// columns, without the after-fence or with it above the barrier.
// RUN: sed -e '151{/nvvm.tcgen05.fence <after>/d}' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=DEALLOC
// RUN: sed -e '151{/nvvm.tcgen05.fence <after>/d}' -e '150i\    nvvm.tcgen05.fence <after>' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=DEALLOC
// DEALLOC: <stdin>:{{152|153}}:7: error: this tcgen05 op follows the wait at <stdin>:{{150|151}}:5 with no tcgen05.fence::after_thread_sync between
//
// The examples as they are.
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/wgmma_gemm.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/tcgen05_gemm.mlir --check=strict --emit=ptx --chip=sm_100a -o /dev/null
