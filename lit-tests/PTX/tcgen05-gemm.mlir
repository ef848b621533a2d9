// The sm_100a tile GEMM with tcgen05 (examples/tcgen05_gemm.mlir), compiled
// with the default pipeline (checker on, nothing reported) and assembled by
// ptxas; it has not run on a Blackwell GPU. The rings' releases are
// commits of the MMAs that read them, the accumulator's publication the
// commit of the last MMAs, each from the MMA role's first thread.
// REQUIRES: ptxas
// RUN: %async-opt %S/../../examples/tcgen05_gemm.mlir --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
// The source states no byte count, phase bit, init count or barrier offset.
// RUN: grep -hv '^ *//' %S/../../examples/tcgen05_gemm.mlir | %not grep -nE 'barrier\.(alloc|get|wait|arrive)|tx_bytes|[{ ,](bytes|count|offset|barrier_offset) = [0-9]|phase|parity'
// On sm_90a the mma unit is an error at the pipelines.
// RUN: %not %async-opt %S/../../examples/tcgen05_gemm.mlir --emit=ptx --chip=sm_90a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SM90

// QUIET-NOT: {{.}}
// SM90: error: consumer_unit = "mma" commits tcgen05 MMAs, which needs sm_100a; the target is sm_90a

// CHECK: .target sm_100a
// CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// The descriptors: 1 << 16 | 64 << 32 | 1 << 46 | 2 << 61.
// CHECK: or.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4611756662049538048;
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// Each ring's release: a commit to its empty barrier.
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// The accumulator's publication.
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// The epilogue.
// CHECK: tcgen05.ld.sync.aligned.32x32b.x64.b32
// CHECK: tcgen05.wait::ld.sync.aligned;
// CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32
