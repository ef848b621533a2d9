// The double-buffered bulk-copy example compiles for both chips, to PTX that
// ptxas assembles and to a cubin.
// REQUIRES: ptxas
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --emit=ptx --chip=sm_90a -o %t.sm90.ptx
// RUN: %FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90.ptx -o %t.sm90.cubin
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --emit=ptx --chip=sm_100a -o %t.sm100.ptx
// RUN: %FileCheck %s < %t.sm100.ptx
// RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.sm100.cubin
// RUN: %async-opt %S/../../examples/bulk_copy_reduce.mlir --emit=cubin -o %t.cubin
// RUN: od -A n -t x1 -N 4 %t.cubin | %FileCheck %s --check-prefix=ELF
// CHECK: .entry bulk_copy_reduce(
// CHECK: .shared .align 128 .b8 stages[8192];
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: bar.sync 0;
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: mbarrier.arrive.shared::cta.b64
// CHECK: shfl.sync.bfly.b32
// ELF: 7f 45 4c 46
