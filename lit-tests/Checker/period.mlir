// The period premise: the slot and parity of every barrier op in a loop
// the plan sets must repeat every P laps (P = 4 for a two-slot ring). A
// consumer lap computed by multiply-shift, (k * 33) >> 6, equals k / 2 up
// to k = 32 and then falls behind: the small counts and the counts around
// the period see nothing, the long run of the period check finds lap 33
// different from lap 29, and its trip count (34) shows the stale phase.
//
// RUN: cp %S/../../examples/bulk_copy_reduce.mlir %t.fixed.mlir
// RUN: sed -e '0,/%%lap = arith.divui %%k, %%c2 : index/! s|%%lap = arith.divui %%k, %%c2 : index|%%k33 = arith.muli %%k, %%c33 : index\n        %%lap = arith.shrui %%k33, %%c6 : index|' -e 's|%%c8 = arith.constant 8 : index|%%c8 = arith.constant 8 : index\n    %%c33 = arith.constant 33 : index\n    %%c6 = arith.constant 6 : index|' %t.fixed.mlir > %t.shift.mlir
// RUN: %not %async-opt %t.shift.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SHIFT
// SHIFT: error: this wait passes twice on the same completed phase{{.*}}integer arguments = 34;
//
// The fixed twin (k / 2): the premise is discharged by both checks.
// RUN: %async-opt %t.fixed.mlir --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// FIXED: Trip counts: verified for all trip counts
// FIXED: - period: each barrier op's slot and parity is loop-invariant, loop-carried, or a periodic function of the loop counter with a period dividing 4 (value analysis), and in a run of 200 laps every lap from the 8th on repeats the one 4 before (checked on the values)
//
// A parity the value analysis cannot read (the lap squared, whose low bit
// is the lap's): correct, and periodic in the long run, but the claim is
// narrowed to the counts run, with a warning that --check=strict makes an
// error.
// RUN: sed -e 's|%%ready_phase = arith.trunci %%lap64 : i64 to i1|%%sq = arith.muli %%lap64, %%lap64 : i64\n        %%ready_phase = arith.trunci %%sq : i64 to i1|' %t.fixed.mlir > %t.opaque.mlir
// RUN: %async-opt %t.opaque.mlir --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=OPAQUE
// OPAQUE: Trip counts: verified for trip counts {0, 1, 2, 3, 4, 5}; not for all trip counts: the slot or parity of the barrier op at {{.*}}opaque.mlir:[[LINE:[0-9]+]]:9 is not shown periodic
// OPAQUE: - period: not discharged:
// OPAQUE: warning: protocol of kernel @bulk_copy_reduce not verified for all trip counts: the slot or parity of the barrier op at {{.*}}opaque.mlir:[[LINE]]:9 is not shown periodic in the loop counter by the value analysis
// RUN: %not %async-opt %t.opaque.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=OPAQUE-STRICT
// OPAQUE-STRICT: error: protocol of kernel @bulk_copy_reduce not verified for all trip counts
