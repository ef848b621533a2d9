// A multicast copy may complete on a CTA-scope barrier (the bytes land in
// the waiting thread's own CTA), but its refill of the other CTAs' stages
// must wait for their readers: cluster_reduce's ring declared at scope cta
// makes its releases local, and the copy that refills every CTA's stage
// waits only for its own CTA's readers.
// RUN: sed 's/stages 3 scope cluster/stages 3 scope cta/' %S/../../examples/cluster_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: <stdin>:82:15: error: multicast copy refills the stage of every CTA in its mask, but the release it waits for, barrier 'ring.empty', has scope cta: the other CTAs' readers cannot arrive on it, so the copy can overwrite their stage while they read it; give its async.pipeline.create at <stdin>:31:13 scope cluster
//
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --check=strict --emit=ptx -o /dev/null
