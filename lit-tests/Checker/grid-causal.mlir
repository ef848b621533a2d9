// A loop bound that depends on the CTA index is varied as the arguments
// are: in Inputs/causal.mlir CTA c runs min(n, c) laps, so the first CTA
// runs none whatever n is. The buggy twin releases a slot on its first two
// laps only: a CTA with five laps or more deadlocks at the producer's
// acquire, which only a CTA index past 4 shows.
//
// RUN: %async-opt %S/Inputs/causal.mlir --pass-pipeline=async-check-protocol --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// FIXED: Trip counts: verified for all trip counts (checked {0, 1, 2, 3, 4, 5}
// FIXED: Premises:
// FIXED-NEXT: - trip counts: the integer arguments #2 bound loops
// FIXED-NEXT: - grid: loop bounds, branches or barrier operands depend on the CTA's place in the grid (first at {{.*}}causal.mlir:37:7): varied over ctaid.x in {0, 1, 2, 3, 4, 5, 6} of nctaid.x in {1, 2, 3, 4, 5, 6, 7}
// FIXED-NEXT: - laps: each of the 2 loops whose bound the plan sets ran an affine function of the checked trip count
// FIXED-NEXT: - period: each barrier op's slot and parity is loop-invariant, loop-carried, or a periodic function of the loop counter with a period dividing 4
//
// The same under --check=strict, through the default pipeline.
// RUN: %async-opt %S/Inputs/causal.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=STRICT --implicit-check-not=error --implicit-check-not=warning
// STRICT-NOT: error
//
// RUN: sed 's|async.barrier.arrive %%e // RELEASE|%%early = arith.cmpi ult, %%k, %%c2 : index\n        scf.if %%early { async.barrier.arrive %%e }|' %S/Inputs/causal.mlir > %t.buggy.mlir
// RUN: %not %async-opt %t.buggy.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BUGGY
// BUGGY: buggy.mlir:74:9: error: deadlock: {{.*}}(bounded model check, integer arguments = 5, ctaid.x = 5 of nctaid.x = 7;
// BUGGY: blocked: warp 0 | barrier 'empty' slot 0 | phase 1 | wait parity 1 | {{.*}}buggy.mlir:46:11
//
// The bound taken from the grid size alone (no integer argument bounds a
// loop): the kernel still has more than one configuration.
// RUN: sed -e 's|%%n = arith.minui %%n_all, %%cta_idx : index|%%nct = nvvm.read.ptx.sreg.nctaid.x : i32\n    %%n = arith.index_cast %%nct : i32 to index|' %t.buggy.mlir > %t.grid.mlir
// RUN: %not %async-opt %t.grid.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=GRID
// GRID: error: deadlock: {{.*}}nctaid.x = 7;
