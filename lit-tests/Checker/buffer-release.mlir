// The buffer-window check reads a stage buffer's release off its copier
// also when the copier waits on every slot's release barrier between two
// copies into one slot (it acquires each slot from the first lap on): the
// barrier it waits on right before the copy is the slot's.
//
// RUN: %async-opt %S/Inputs/release-from-first-lap.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
//
// Its buggy twin releases the slot before reading it: reported at the read.
// RUN: sed -e 's|        %%base = arith.muli %%slot, %%c1024 : index|        %%e0 = async.barrier.get %%empty[%%slot] : !async.mbarrier_array<2>\n        async.barrier.arrive %%e0\n        %%base = arith.muli %%slot, %%c1024 : index|' -e '/%%e = async.barrier.get %%empty\[%%slot\] : !async.mbarrier_array<2>$/{N;s|\n        async.barrier.arrive %%e$||}' %S/Inputs/release-from-first-lap.mlir > %t.early.mlir
// RUN: %not %async-opt %t.early.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: error: stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..4096 that copies complete on 'full'[0], after this thread's release arrive at
//
// A copier that acquires a slot of two release arrays before refilling:
// an arrive on either closes the readers' window (the stricter reading),
// so a read after the second array's arrive is reported.
// RUN: sed -e 's|    %%empty = async.barrier.alloc "empty" size 2 count 128 scope cta : !async.mbarrier_array<2>|&\n    %%again = async.barrier.alloc "again" size 2 count 128 scope cta : !async.mbarrier_array<2>|' -e 's|        async.barrier.wait %%e, %%free_phase mode try|&\n        %%g = async.barrier.get %%again[%%slot] : !async.mbarrier_array<2>\n        async.barrier.wait %%g, %%free_phase mode try|' -e 's|        %%base = arith.muli %%slot, %%c1024 : index|        %%g = async.barrier.get %%again[%%slot] : !async.mbarrier_array<2>\n        async.barrier.arrive %%g\n&|' %S/Inputs/release-from-first-lap.mlir > %t.two.mlir
// RUN: %not %async-opt %t.two.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: error: stage buffer used outside its window: thread 32 reads bytes 0..4 of @stages, in the stage buffer 0..4096 that copies complete on 'full'[0], after this thread's release arrive at
