// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(async-verify)'

func.func @wait_phase_not_i1(%ph: i32, %b: !async.mbarrier) {
  // expected-error @+1 {{operand #1 must be 1-bit signless integer, but got 'i32'}}
  "async.barrier.wait"(%b, %ph) {mode = "try"} : (!async.mbarrier, i32) -> ()
  return
}

// -----

func.func @get_on_a_single_barrier(%b: !async.mbarrier, %i: index) {
  // expected-error @+1 {{operand #0 must be N mbarriers allocated together, but got '!async.mbarrier'}}
  %x = "async.barrier.get"(%b, %i) : (!async.mbarrier, index) -> !async.mbarrier
  return
}

// -----

func.func @bulk_src_in_shared(%dst: !llvm.ptr<3>, %src: !llvm.ptr<3>, %b: !async.mbarrier) {
  // expected-error @+1 {{operand #1 must be !llvm.ptr<1> (global memory), but got '!llvm.ptr<3>'}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 64 : i64} : (!llvm.ptr<3>, !llvm.ptr<3>, !async.mbarrier) -> ()
  return
}

// -----

func.func @wait_mode_unknown(%ph: i1, %b: !async.mbarrier) {
  // expected-error @+1 {{attribute 'mode' failed to satisfy constraint: wait mode: `try` or `test`}}
  "async.barrier.wait"(%b, %ph) {mode = "spin"} : (!async.mbarrier, i1) -> ()
  return
}

// -----

func.func @wait_mode_missing(%ph: i1, %b: !async.mbarrier) {
  // expected-error @+1 {{requires attribute 'mode'}}
  "async.barrier.wait"(%b, %ph) : (!async.mbarrier, i1) -> ()
  return
}

// -----

func.func @zero_barriers_zero_count() {
  // expected-error @+2 {{'size' must be at least 1, got 0}}
  // expected-error @+1 {{arrival 'count' must be at least 1, got 0}}
  %0 = "async.barrier.alloc"() {size = 0 : i64, count = 0 : i64, scope = "cta", name = "x"} : () -> !async.mbarrier_array<0>
  return
}

// -----

func.func @size_differs_from_type() {
  // expected-error @+1 {{result type has 4 barriers but 'size' is 2}}
  %0 = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "x"} : () -> !async.mbarrier_array<4>
  return
}

// -----

func.func @count_not_i64() {
  // expected-error @+1 {{attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "async.barrier.alloc"() {size = 1 : i64, count = 1 : i32, scope = "cta", name = "x"} : () -> !async.mbarrier_array<1>
  return
}

// -----

func.func @get_out_of_bounds() {
  %0 = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "x"} : () -> !async.mbarrier_array<2>
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{barrier index 2 is out of bounds for an array of 2}}
  %b = "async.barrier.get"(%0, %c2) : (!async.mbarrier_array<2>, index) -> !async.mbarrier
  return
}

// -----

func.func @arrive_zero_count(%b: !async.mbarrier) {
  // expected-error @+1 {{arrival 'count' must be at least 1, got 0}}
  "async.barrier.arrive"(%b) {count = 0 : i64} : (!async.mbarrier) -> ()
  return
}

// -----

func.func @remote_arrive_on_cta_barrier(%rank: i32) {
  %0 = "async.barrier.alloc"() {size = 1 : i64, count = 1 : i64, scope = "cta", name = "x"} : () -> !async.mbarrier_array<1>
  %c0 = arith.constant 0 : index
  %b = "async.barrier.get"(%0, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
  // expected-error @+1 {{a remote arrive (with a CTA rank) needs a barrier of scope cluster}}
  "async.barrier.arrive"(%b, %rank) : (!async.mbarrier, i32) -> ()
  return
}

// -----

func.func @bulk_size_not_multiple_of_16(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{bulk copy size must be a positive multiple of 16 bytes, got 100}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 100 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
  return
}

// -----

func.func @bulk_size_zero(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{bulk copy size must be a positive multiple of 16 bytes, got 0}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 0 : i64} : (!llvm.ptr<3>, !llvm.ptr<1>, !async.mbarrier) -> ()
  return
}

// -----

func.func @reduce_width_not_power_of_two(%v: f32) {
  // expected-error @+1 {{'width' must be a power of two between 1 and 32, got 12}}
  %s = "async.warp_reduce"(%v) {kind = "add", width = 12 : i64} : (f32) -> f32
  return
}

// -----

func.func @reduce_result_type(%v: f32) {
  // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
  %s = "async.warp_reduce"(%v) {kind = "min", width = 32 : i64} : (f32) -> i32
  return
}

// -----

func.func @zero_stages() {
  // expected-error @+1 {{'stages' must be at least 1, got 0}}
  %p = "async.pipeline.create"() {stages = 0 : i64, tx_bytes = 0 : i64, buffer = memref<64xf32, 3>, name = "p", scope = "cta"} : () -> !async.pipeline<0>
  return
}

// -----

func.func @stage_buffer_not_shared() {
  // expected-error @+1 {{stage 'buffer' must be a memref in shared memory (address space 3)}}
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 256 : i64, buffer = memref<64xf32>, name = "p", scope = "cta"} : () -> !async.pipeline<2>
  return
}

// -----

func.func @tx_bytes_not_multiple_of_16() {
  // expected-error @+1 {{'tx_bytes' must be a non-negative multiple of 16, got 20}}
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 20 : i64, buffer = memref<64xf32, 3>, name = "p", scope = "cta"} : () -> !async.pipeline<2>
  return
}

// -----

func.func @unknown_arrive_unit() {
  // expected-error @+1 {{attribute 'producer_unit' failed to satisfy constraint: arrive unit: `thread`, `warp`, `warpgroup`, `cta` or `mma`}}
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 0 : i64, buffer = memref<64xf32, 3>, name = "p", scope = "cta", producer_unit = "lane"} : () -> !async.pipeline<2>
  return
}

// -----

func.func @stage_buffer_type(%k: index) {
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 0 : i64, buffer = memref<64xf32, 3>, name = "p", scope = "cta"} : () -> !async.pipeline<2>
  %s = "async.stage.consumer_wait"(%p, %k) : (!async.pipeline<2>, index) -> !async.stage
  // expected-error @+1 {{result type memref<32xf32, 3> must be the pipeline's buffer type memref<64xf32, 3>}}
  %b = "async.stage.buffer"(%p, %s) : (!async.pipeline<2>, !async.stage) -> memref<32xf32, 3>
  return
}

// -----

func.func @role_outside_warp_specialize() {
  // expected-error @+1 {{async.role must be directly inside async.warp_specialize}}
  "async.role"() ({ gpu.yield }) {name = "r", warps = 1 : i64} : () -> ()
  return
}

// -----

func.func @role_bad_counts() {
  "async.warp_specialize"() ({
    // expected-error @+2 {{'warps' must be at least 1, got 0}}
    // expected-error @+1 {{'registers' must be a multiple of 8 between 24 and 256, got 100}}
    "async.role"() ({ gpu.yield }) {name = "r", warps = 0 : i64, registers = 100 : i64} : () -> ()
    gpu.yield
  }) : () -> ()
  return
}

// -----

func.func @op_outside_role() {
  // expected-error @+1 {{async.warp_specialize needs at least one async.role}}
  "async.warp_specialize"() ({
    // expected-error @+1 {{'async.cluster_barrier' inside async.warp_specialize must be inside an async.role}}
    "async.cluster_barrier"() : () -> ()
    gpu.yield
  }) : () -> ()
  return
}

// -----

gpu.module @hopper [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tcgen05_on_sm90a(%b: !async.mbarrier) kernel {
    // expected-error @+1 {{'async.barrier.commit_mma' uses tcgen05, which needs sm_100a; the target is sm_90a}}
    "async.barrier.commit_mma"(%b) : (!async.mbarrier) -> ()
    gpu.return
  }
}

// -----

gpu.module @blackwell [#nvvm.target<chip = "sm_100a">] {
  gpu.func @tcgen05_on_sm100a(%b: !async.mbarrier) kernel {
    "async.barrier.commit_mma"(%b) : (!async.mbarrier) -> ()
    gpu.return
  }
}

// -----

// NVVM ops of the sm_100 family on sm_90a: located errors before LLVM, which
// cannot select them there.
gpu.module @hopper_nvvm [#nvvm.target<chip = "sm_90a">] {
  gpu.func @st_bulk_on_sm90a(%p: !llvm.ptr<3>, %n: i64) kernel {
    // expected-error @+1 {{'nvvm.st.bulk' is st.bulk, which needs sm_100a; the target is sm_90a}}
    nvvm.st.bulk %p, size = %n : !llvm.ptr<3>
    gpu.return
  }
}

// -----

gpu.module @blackwell_nvvm [#nvvm.target<chip = "sm_100a">] {
  gpu.func @st_bulk_on_sm100a(%p: !llvm.ptr<3>, %n: i64) kernel {
    nvvm.st.bulk %p, size = %n : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// A tensor copy into this CTA only: LLVM aborts on it for sm_90a ("Cannot
// select: intrinsic %llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d").
gpu.module @cta_only_copy [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cta_only_on_sm90a(%tm: !llvm.ptr, %dst: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32) kernel {
    // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.shared.cluster.global' is a tensor copy into this CTA's shared memory only (isCTAOnly; async.copy.tensor writes the `.shared::cluster` form, which sm_90a has), which needs sm_100a; the target is sm_90a}}
    nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tm, %bar, box[%x, %x] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
    gpu.return
  }
}

// -----

gpu.module @cta_only_copy [#nvvm.target<chip = "sm_100a">] {
  gpu.func @cta_only_on_sm100a(%tm: !llvm.ptr, %dst: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32) kernel {
    nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tm, %bar, box[%x, %x] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
    gpu.return
  }
}

// -----

gpu.module @k {
  // expected-error @+1 {{kernel needs 245824 bytes of shared memory, more than the 232448 available; largest users: pipeline 'big' (245824 bytes)}}
  gpu.func @over_budget() kernel {
    %p = "async.pipeline.create"() {stages = 4 : i64, tx_bytes = 0 : i64, buffer = memref<15360xf32, 3>, name = "big", scope = "cta"} : () -> !async.pipeline<4>
    gpu.return
  }
}

// -----

func.func @bulk_store_size(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>) {
  // expected-error @+1 {{bulk copy size must be a positive multiple of 16 bytes, got 100}}
  "async.copy.bulk_store"(%dst, %src) {bytes = 100 : i64} : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
  return
}

// -----

func.func @bulk_dst_not_shared(%dst: memref<256xi32>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{'dst' must be in shared memory (address space 3), got memref<256xi32>}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 1024 : i64} : (memref<256xi32>, !llvm.ptr<1>, !async.mbarrier) -> ()
  return
}

// -----

func.func @bulk_dst_strided(%dst: memref<256xi32, strided<[2]>, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{'dst' must be contiguous: the identity layout, or a view whose strides are the row-major ones of its static shape at a static offset}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 1024 : i64} : (memref<256xi32, strided<[2]>, 3>, !llvm.ptr<1>, !async.mbarrier) -> ()
  return
}

// -----

func.func @bulk_dst_global_ptr(%dst: !llvm.ptr<1>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{operand #0 must be !llvm.ptr<3> or a memref in shared memory, but got '!llvm.ptr<1>'}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 1024 : i64} : (!llvm.ptr<1>, !llvm.ptr<1>, !async.mbarrier) -> ()
  return
}

// -----

func.func @counter_without_word() {
  %a = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "plain"} : () -> !async.mbarrier_array<2>
  // expected-error @+1 {{barrier array 'plain' has no counter word: give its async.barrier.alloc the 'counter' attribute}}
  %c = "async.barrier.counter"(%a) : (!async.mbarrier_array<2>) -> !llvm.ptr<3>
  return
}

// -----

func.func @misaligned_offset() {
  // expected-error @+1 {{'offset' must be a non-negative multiple of 8, got 12}}
  %a = "async.barrier.alloc"() {size = 2 : i64, count = 1 : i64, scope = "cta", name = "a", offset = 12 : i64} : () -> !async.mbarrier_array<2>
  return
}

// -----

func.func @strided_stage_buffer() {
  // expected-error @+1 {{stage 'buffer' must have an identity layout}}
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 0 : i64, buffer = memref<64xf32, strided<[2]>, 3>, name = "r", scope = "cta"} : () -> !async.pipeline<2>
  return
}

// -----

// A misspelt optional attribute is an error that names the nearest one
// (ignored, it would leave the unit at its default).
gpu.module @m {
  gpu.func @attribute_typo() kernel {
    // expected-error @+1 {{'async.pipeline.create' has no attribute 'consumer_units' (did you mean 'consumer_unit'?): its attributes are 'stages', 'tx_bytes', 'buffer', 'name', 'scope', 'producer_unit', 'consumer_unit', 'offset', 'barrier_offset', 'swizzle'}}
    %p = "async.pipeline.create"() {stages = 2 : i64, buffer = memref<16xi32, 3>, name = "r", scope = "cta", consumer_units = "warp"} : () -> !async.pipeline<2>
    gpu.return
  }
}

// -----

// The custom form: an enum value outside its set names the attribute and
// lists the values.
func.func @custom_wait_mode(%ph: i1, %b: !async.mbarrier) {
  // expected-error @+1 {{attribute 'mode' failed to satisfy constraint: wait mode: `try` or `test`}}
  async.barrier.wait %b, %ph mode spin
  return
}

// -----

func.func @custom_scope() {
  // expected-error @+1 {{attribute 'scope' failed to satisfy constraint: barrier scope: `cta` or `cluster`}}
  %0 = async.barrier.alloc "x" size 1 count 1 scope grid : !async.mbarrier_array<1>
  return
}

// -----

func.func @custom_stage_barrier_kind(%p: !async.pipeline<2>, %s: !async.stage) {
  // expected-error @+1 {{attribute 'kind' failed to satisfy constraint: stage barrier: `full` or `empty`}}
  %b = async.stage.barrier half %p, %s : !async.pipeline<2>
  return
}

// -----

func.func @custom_reduce_kind(%v: f32) {
  // expected-error @+1 {{attribute 'kind' failed to satisfy constraint: reduction: `add`, `max` or `min`}}
  %s = async.warp_reduce mul %v width 32 : f32
  return
}

// -----

// A misspelt optional attribute in the custom form's attribute dictionary.
func.func @custom_unknown_attribute(%b: !async.mbarrier) {
  // expected-error @+1 {{'async.barrier.arrive' has no attribute 'cnt' (did you mean 'count'?): its attributes are 'count'}}
  async.barrier.arrive %b {cnt = 2 : i64}
  return
}

// -----

// An integer attribute written in the custom form is an i64; another type
// is refused by the parser.
func.func @custom_count_type(%b: !async.mbarrier) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  async.barrier.arrive %b count "two"
  return
}

// -----

// A store wait counts store groups left in flight: never fewer than none.
func.func @store_wait_negative() {
  // expected-error @+1 {{'pending' counts store groups left in flight: it must be 0 to 2147483647, got -1}}
  async.copy.store_wait pending -1
  return
}

// -----

func.func @store_wait_huge() {
  // expected-error @+1 {{'pending' counts store groups left in flight: it must be 0 to 2147483647, got 2147483648}}
  async.copy.store_wait pending 2147483648
  return
}
