// Enum attributes in the custom form are bare keywords; the quoted spelling
// still parses and prints as the keyword. A tensor map is written like a
// memref shape, its swizzle after a comma, left out when it is 0.
// RUN: %async-opt %s --split-input-file | %FileCheck %s
// RUN: %async-opt %s --split-input-file --mlir-print-op-generic | %FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @quoted_and_bare
// CHECK: async.barrier.alloc "a" size 1 count 1 scope cluster : !async.mbarrier_array<1>
// CHECK: async.barrier.alloc "b" size 1 count 1 scope cluster : !async.mbarrier_array<1>
// CHECK: async.barrier.wait %{{.*}}, %{{.*}} mode test{{$}}
// CHECK: async.barrier.wait %{{.*}}, %{{.*}} mode test{{$}}
// CHECK: async.barrier.arrive %{{.*}} release cta{{$}}
// CHECK: async.warp_reduce max %{{.*}} width 8 : f32
// GENERIC-COUNT-2: scope = "cluster"
// GENERIC-COUNT-2: mode = "test"
// GENERIC: release = "cta"
// GENERIC: kind = "max"
func.func @quoted_and_bare(%b: !async.mbarrier, %p: i1, %v: f32) {
  %a = async.barrier.alloc "a" size 1 count 1 scope "cluster" : !async.mbarrier_array<1>
  %c = async.barrier.alloc "b" size 1 count 1 scope cluster : !async.mbarrier_array<1>
  async.barrier.wait %b, %p mode "test"
  async.barrier.wait %b, %p mode test
  async.barrier.arrive %b release "cta"
  %r = async.warp_reduce "max" %v width 8 : f32
  return
}

// -----

// CHECK-LABEL: func.func @maps
// CHECK-SAME: !async.tensor_map<64x64xbf16, swizzle 128>
// CHECK-SAME: !async.tensor_map<32xf32>
// CHECK-SAME: !async.tensor_map<1x2x2x4x16xi8, swizzle 32>
// CHECK-SAME: !async.tensor_map<8x8xf16>
func.func @maps(%a: !async.tensor_map<64x64xbf16, swizzle 128>, %b: !async.tensor_map<32xf32>,
                %c: !async.tensor_map<1x2x2x4x16xi8, swizzle 32>, %d: !async.tensor_map<8x8xf16, swizzle 0>) {
  return
}
