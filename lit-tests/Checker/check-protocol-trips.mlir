// The checker's answer holds for every trip count: a 5-slot ring whose
// consumer computes its lap as k / 8 instead of k / 5 waits on the right
// phase for the first 5 laps, so the one configuration "every integer
// argument = 5" sees nothing; the checked trip counts (the small ones and
// the period 10 of a 5-slot ring with the counts around its wrap) show the
// stale phase. The fixed twin (k / 5) is verified for all trip counts.
//
// RUN: sed -e 's/ size 2 count / size 5 count /g' -e 's/mbarrier_array<2>/mbarrier_array<5>/g' -e 's/%c2 = arith.constant 2 : index/%c2 = arith.constant 5 : index/' -e 's/!llvm.array<2048 x i32>/!llvm.array<5120 x i32>/' %S/../../examples/bulk_copy_reduce.mlir > %t.fixed.mlir
// RUN: sed '0,/%%lap = arith.divui %%k, %%c2/! s/%%lap = arith.divui %%k, %%c2 : index/%%lap = arith.divui %%k, %%c8 : index/' %t.fixed.mlir > %t.buggy.mlir
//
// RUN: %not %async-opt %t.buggy.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BUGGY
// BUGGY: buggy.mlir:75:9: error: this wait passes twice on the same completed phase: its phase bit is not toggled once per lap (not toggled, or toggled twice) (bounded model check, integer arguments = 6;
//
// At 5 trips alone the bug does not show.
// RUN: %async-opt %t.buggy.mlir --pass-pipeline='async-check-protocol{trips=5}' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIVE --implicit-check-not=error
// FIVE: Trip counts: verified for trip counts {5}.
//
// RUN: %async-opt %t.fixed.mlir --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// FIXED: Trip counts: verified for all trip counts (checked {0, 1, 2, 3, 4, 5, 6, 9, 10, 11}: the small counts, and the period 10 of the barriers' slot and phase pattern with the counts around its wrap).
//
// A kernel whose loops have constant bounds has one configuration.
// RUN: sed 's/%%n = arith.index_cast %%tiles : i32 to index/%%n = arith.constant 7 : index/' %S/../../examples/bulk_copy_reduce.mlir | %async-opt --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CONST
// CONST: Trip counts: verified (the kernel has no integer arguments: one configuration).
