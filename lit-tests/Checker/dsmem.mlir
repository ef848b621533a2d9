// Distributed shared memory: cluster_reduce's rank 0 reads the other CTAs'
// partial sums through the cluster's window. Without the cluster barrier
// before the reads, the owners may not have stored them; without the one
// after, an owner may exit while the read runs.
//
// RUN: sed '125{/async.cluster_barrier/d}' %S/../../examples/cluster_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BEFORE
// BEFORE: <stdin>:136:20: error: this access reads another CTA's shared memory (through the cluster's window) with no cluster barrier before it
// RUN: sed '147{/async.cluster_barrier/d}' %S/../../examples/cluster_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=AFTER
// AFTER: <stdin>:137:20: error: this access reads another CTA's shared memory with no cluster barrier after it before the kernel ends
//
// The gather loop one rank too far: `mapa` of rank C, which no CTA of the
// cluster of C owns (the simulation evaluates the rank per lane).
// RUN: sed -e '132s/to %%ctas32 step/to %%ctas_plus step/' -e '132s/^/          %%ctas_plus = arith.addi %%ctas32, %%one : i32\n/' %S/../../examples/cluster_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=RANK
// RANK: <stdin>:134:21: error: thread 128 maps the shared memory of CTA rank 2, but the cluster has 2 CTAs (ranks 0..1): no CTA owns that address
//
// The rank read from memory, which the simulation does not follow: whether
// the address lies in the cluster is not checked, and the compile says so
// (a warning; --check=strict refuses).
// RUN: sed -e '133s/nvvm.mapa %%partials, %%r :/nvvm.mapa %%partials, %%rl :/' -e '133s/^/            %%rl = llvm.load %%partials : !llvm.ptr<3> -> i32\n/' %S/../../examples/cluster_reduce.mlir | %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: <stdin>:134:21: warning: shared-memory accesses of kernel @cluster_reduce not verified: the simulation cannot tell the CTA rank this mapa maps (an nvvm.mapa of a rank it cannot evaluate
// RUN: sed -e '133s/nvvm.mapa %%partials, %%r :/nvvm.mapa %%partials, %%rl :/' -e '133s/^/            %%rl = llvm.load %%partials : !llvm.ptr<3> -> i32\n/' %S/../../examples/cluster_reduce.mlir | %not %async-opt --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=UNKNOWN-STRICT
// UNKNOWN-STRICT: <stdin>:134:21: error: shared-memory accesses of kernel @cluster_reduce not verified: the simulation cannot tell the CTA rank
//
// The same mapa written as inline assembly, which the simulation does not
// read: the same warning.
// RUN: sed -e '133s/%%peer = nvvm.mapa %%partials, %%r : !llvm.ptr<3> -> !llvm.ptr<7>/%%peer = llvm.inline_asm has_side_effects "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %%partials, %%r : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>/' %S/../../examples/cluster_reduce.mlir | %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=ASM
// ASM: <stdin>:133:21: warning: shared-memory accesses of kernel @cluster_reduce not verified: the simulation cannot tell the CTA rank this mapa maps
//
// The example as it is.
// RUN: %async-opt %S/../../examples/cluster_reduce.mlir --check=strict --emit=ptx -o /dev/null
