// Loops with constant bounds are simulated shortened by the same number of
// cursors, so roles that take a ring's stages in turn stay balanced: two
// consumer warpgroups alternating on a two-stage ring, the producer over
// 12, 16 or 32 cursors and each consumer over half of them, are proven (a
// producer shortened alone would wait for releases no consumer makes).
//
// RUN: sed -e 's/ stages 4 scope / stages 2 scope /' -e 's/pipeline<4>/pipeline<2>/g' -e 's/%%n = arith.index_cast %%tiles : i32 to index/%%n = arith.constant 16 : index/' %S/../../examples/pingpong_reduce.mlir > %t.16.mlir
// RUN: %async-opt %t.16.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
// RUN: sed -e 's/%%n = arith.constant 16 : index/%%n = arith.constant 12 : index/' %t.16.mlir | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
// RUN: sed -e 's/%%n = arith.constant 16 : index/%%n = arith.constant 32 : index/' %t.16.mlir | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
//
// A bug past the shortened laps still shows: the consumers' lap computed
// by multiply-shift ((k * 33) >> 6, wrong from lap 33 on) in a loop of 40
// constant laps.
// RUN: sed -e '0,/%%lap = arith.divui %%k, %%c2 : index/! s|%%lap = arith.divui %%k, %%c2 : index|%%k33 = arith.muli %%k, %%c33 : index\n        %%lap = arith.shrui %%k33, %%c6 : index|' -e 's|%%c8 = arith.constant 8 : index|%%c8 = arith.constant 8 : index\n    %%c33 = arith.constant 33 : index\n    %%c6 = arith.constant 6 : index|' -e 's/%%n = arith.index_cast %%tiles : i32 to index/%%n = arith.constant 40 : index/' %S/../../examples/bulk_copy_reduce.mlir > %t.shift.mlir
// RUN: %not %async-opt %t.shift.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SHIFT
// SHIFT: error: this wait passes twice on the same completed phase
