// Two gpu.modules in one input: --emit writes the code of one module, so it
// is an error that names both (never a silently dropped module); as MLIR
// both pass, and split into chunks each compiles.
// RUN: %not %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: async-opt: error: the input holds 2 gpu.modules (@a, @b), and --emit=ptx writes the code of one
// RUN: %async-opt %s | %FileCheck %s --check-prefix=MLIR
// MLIR: gpu.module @a
// MLIR: gpu.module @b
// RUN: sed 's|^// SPLIT$|// -----|' %s | %async-opt --split-input-file --emit=ptx 2>&1 | %FileCheck %s --check-prefix=SPLIT
// SPLIT: .entry k(
// SPLIT: .entry k2(
gpu.module @a [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k() kernel { gpu.return }
}
// SPLIT
gpu.module @b [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k2() kernel { gpu.return }
}
