// What the custom form of enum attributes and tensor maps rejects, located.
// RUN: %async-opt %s --split-input-file --verify-diagnostics

func.func @misspelt_mode(%b: !async.mbarrier, %p: i1) {
  // expected-error @+1 {{'async.barrier.wait' op attribute 'mode' failed to satisfy constraint: wait mode: `try` or `test`}}
  async.barrier.wait %b, %p mode tru
  return
}

// -----

func.func @number_for_a_scope() {
  // expected-error @+2 {{expected valid keyword or string}}
  // expected-note @+1 {{'async.barrier.alloc' is written like `%full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>` (docs/ops.md)}}
  %a = async.barrier.alloc "a" size 1 count 1 scope 2 : !async.mbarrier_array<1>
  return
}

// -----

// expected-error @+1 {{expected static shape}}
func.func @dynamic_box(%t: !async.tensor_map<?x64xbf16>) {
  return
}

// -----

// expected-error @+1 {{expected 'swizzle' and its bytes: a tensor map is written like !async.tensor_map<64x64xbf16, swizzle 128>}}
func.func @swizzle_unnamed(%t: !async.tensor_map<64x64xbf16, 128>) {
  return
}

// -----

// expected-error @+1 {{expected integer value}}
func.func @swizzle_without_bytes(%t: !async.tensor_map<64x64xbf16, swizzle>) {
  return
}

// -----

// expected-error @+1 {{expected the box before the element type: a tensor map is written like !async.tensor_map<64x64xbf16, swizzle 128>}}
func.func @old_spelling(%t: !async.tensor_map<bf16, array<i64: 64, 64>, 128 : i64>) {
  return
}
