// RUN: %async-opt --list-passes | %FileCheck %s
// CHECK: phaselock passes:
// CHECK-NEXT: async-verify check the rules of the async dialect that ODS does not state
// CHECK-NEXT: async-lower-cluster-barrier
// CHECK-NEXT: async-ring-alloc
// CHECK-NEXT: async-insert-phases
// CHECK-NEXT: async-insert-fences
// CHECK-NEXT: async-instrument
// CHECK-NEXT: async-lower-warp-specialize
// CHECK-NEXT: async-check-protocol
// CHECK-NEXT: convert-async-to-nvvm
// CHECK-NEXT: convert-math-to-nvvm
// CHECK-NEXT: async-tensor-map-params
// CHECK-NEXT: pipelines:
// CHECK-NEXT: async-to-ptx
