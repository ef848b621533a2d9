// RUN: %async-opt --list-passes | %FileCheck %s
// Every pass, in pipeline order, each with the options it declares.
// CHECK: phaselock passes:
// CHECK-NEXT: async-verify check the rules of the async dialect that ODS does not state
// CHECK-NEXT: async-lower-cluster-barrier
// CHECK-NEXT:   unsafe-order
// CHECK-NEXT: async-ring-alloc
// CHECK-NEXT:   print-layout
// CHECK-NEXT: async-insert-phases
// CHECK-NEXT: async-insert-fences
// CHECK-NEXT: async-instrument
// CHECK-NEXT:   timeout-ms
// CHECK-NEXT:   delay-ns
// CHECK-NEXT:   delay-ops
// CHECK-NEXT:   delay-warps
// CHECK-NEXT:   seed
// CHECK-NEXT:   on-expiry
// CHECK-NEXT: async-lower-warp-specialize
// CHECK-NEXT: async-check-protocol
// CHECK-NEXT:   trips
// CHECK-NEXT:   print-ledger
// CHECK-NEXT: convert-async-to-nvvm
// CHECK-NEXT: convert-math-to-nvvm
// CHECK-NEXT: async-tensor-map-params
// CHECK-NEXT: pipelines:
// CHECK-NEXT: async-to-ptx
