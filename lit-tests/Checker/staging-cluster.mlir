// The staging rule's second pass, on the mbarriers' phases of the model
// check's run to the kernel's end, in clusters of 2: the generated GEMM in
// clusters of 2 without the named barrier after a warpgroup's last pair of
// tensor stores of a tile (line 1044 for the first warpgroup, 2055 for the
// second). The next tile's epilogue stores into the staging boxes those
// stores read, and only the K loop's mbarriers stand between; where the
// producer has already filled the stages the next tile waits for, nothing
// orders them: an error, as in the kernel of one CTA per cluster
// (staging.mlir, LAST0 and LAST1).
//
// The simulation runs one CTA, the other mirrored (a remote arrival counts
// as this CTA's own, its twin's at the same point of the same program):
// that may order more than the hardware does, never less, so a store the
// phases leave unordered is unordered in the run where both CTAs move in
// step. The joint view of a whole cluster (ranks that differ) is not
// followed this way: there the rule keeps its warning.
//
// REQUIRES: gemm-gen
// RUN: %gemm-gen --cluster 2 | sed -e '1044s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAST0
// LAST0: <stdin>:191:15: error: no CTA or named barrier orders this store by thread 32 (bytes 2048..2052 of @epilogue) with the 'async.copy.tensor_store' of thread 0 that reads bytes 0..8192 of it through the async proxy, nor do the mbarriers' phases in a run to the kernel's end that the model check found
// LAST0: <stdin>:1035:17: note: the 'async.copy.tensor_store' that reads them
// RUN: %gemm-gen --cluster 2 | sed -e '2055s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAST1
// LAST1: <stdin>:1202:15: error: no CTA or named barrier orders this store by thread 160 (bytes 18432..18436 of @epilogue) with the 'async.copy.tensor_store' of thread 128 {{.*}}, nor do the mbarriers' phases
// LAST1: <stdin>:2046:17: note: the 'async.copy.tensor_store' that reads them
// The same with tiles of 128 columns (lines 611 and 1189).
// RUN: %gemm-gen --cluster 2 --tile-n 128 | sed -e '611s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=N128
// N128: error: {{.*}}, nor do the mbarriers' phases
// RUN: %gemm-gen --cluster 2 --tile-n 128 | sed -e '1189s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=N128
// The kernels as generated: no error, no warning, under --check=strict too.
// RUN: %gemm-gen --cluster 2 | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %gemm-gen --cluster 2 --tile-n 128 | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// CLEAN-NOT: {{warning|error}}
