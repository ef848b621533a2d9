// The staging rule in clusters of 2: the generated GEMM in clusters of 2
// without the named barrier after the wait for a warpgroup's last pair of
// tensor stores of a tile (line 184 for the first warpgroup, 1210 for the
// second). The first thread waits for those stores' reads at the next
// tile's epilogue, and the barrier after the wait tells the warpgroup's
// other threads; without it their next stores into the staging boxes race
// with the reads, and no barrier or mbarrier orders them: an error, as in
// the kernel of one CTA per cluster (staging.mlir, LAST0 and LAST1).
//
// The simulation runs one CTA, the other mirrored (a remote arrival counts
// as this CTA's own, its twin's at the same point of the same program):
// that may order more than the hardware does, never less, so a store left
// unordered is unordered in the run where both CTAs move in step. The
// mbarriers' phases as a second pass: staging-phases.mlir.
//
// REQUIRES: gemm-gen
// RUN: %gemm-gen --cluster 2 | sed -e '184s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAST0
// LAST0: <stdin>:197:15: error: no CTA or named barrier orders this store by thread 32 (bytes 2048..2052 of @epilogue) with the 'async.copy.tensor_store' of thread 0 that reads bytes 0..8192 of it through the async proxy
// LAST0: <stdin>:1045:17: note: the 'async.copy.tensor_store' that reads them
// RUN: %gemm-gen --cluster 2 | sed -e '1210s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=LAST1
// LAST1: <stdin>:1223:15: error: no CTA or named barrier orders this store by thread 160 (bytes 18432..18436 of @epilogue) with the 'async.copy.tensor_store' of thread 128 {{.*}}
// LAST1: <stdin>:2071:17: note: the 'async.copy.tensor_store' that reads them
// The same with tiles of 128 columns (lines 184 and 773).
// RUN: %gemm-gen --cluster 2 --tile-n 128 | sed -e '184s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=N128
// N128: error: no CTA or named barrier orders this store
// RUN: %gemm-gen --cluster 2 --tile-n 128 | sed -e '773s/.*nvvm.barrier.*//' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=N128
// The kernels as generated: no error, no warning, under --check=strict too.
// RUN: %gemm-gen --cluster 2 | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// RUN: %gemm-gen --cluster 2 --tile-n 128 | %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=CLEAN
// CLEAN-NOT: {{warning|error}}
