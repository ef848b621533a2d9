// End-of-kernel balance: a role that stops a lap early or late. The
// producer of examples/bulk_copy_reduce.mlir running one lap more than its
// consumers, or the consumers one lap less, leaves a phase of 'full' that
// copies fill and nobody waits for: the CTA can exit while those bytes are
// still landing. The example itself (every lap matched) has no report.
//
// RUN: sed -e 's/%%n = arith.index_cast %%tiles : i32 to index/&\n    %%more = arith.addi %%n, %%c1 : index/' -e '0,/scf.for %%k = %%c0 to %%n step %%c1 {/ s//scf.for %%k = %%c0 to %%more step %%c1 {/' %S/../../examples/bulk_copy_reduce.mlir > %t.late.mlir
// RUN: %not %async-opt %t.late.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LATE
// LATE: late.mlir:19:13: error: at the end of the kernel nobody has waited for phase {{[0-9]+}} of barrier 'full'[{{[01]}}], which copies fill: a role stops a lap early or late
//
// RUN: sed -e 's/%%n = arith.index_cast %%tiles : i32 to index/&\n    %%less = arith.subi %%n, %%c1 : index/' -e 's/scf.for %%k = %%c0 to %%n step %%c1 iter_args/scf.for %%k = %%c0 to %%less step %%c1 iter_args/' %S/../../examples/bulk_copy_reduce.mlir > %t.early.mlir
// RUN: %not %async-opt %t.early.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: early.mlir:19:13: error: at the end of the kernel nobody has waited for phase {{[0-9]+}} of barrier 'full'[{{[01]}}], which copies fill
//
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=FIXED --implicit-check-not=error
// FIXED-NOT: error
