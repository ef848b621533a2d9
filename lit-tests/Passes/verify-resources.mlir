// async-verify's resource checks, each error at the op with its numbers:
// the block size against the roles' warps, the register budgets (on every
// role or none, their sum and the kernel's register footprint within the
// 65,536 registers of an SM, the entry count within .maxnreg's 255), and
// the bytes of a stage or a bulk copy against the buffer they fill; with
// the valid edge cases, which print (CHECK-LABEL).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify' | %FileCheck %s

// The roles need 5 warps (160 threads); the block has 128.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_too_small() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    // expected-error @+1 {{the roles need 5 warps (160 threads), but known_block_size [128, 1, 1] gives the kernel 128 threads: role 'producer' runs warp 0, role 'consumer' runs warps 1-4}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 4 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// x*y*z threads: 32 x 2 x 2 = 128.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_too_small_3d() kernel attributes {known_block_size = array<i32: 32, 2, 2>} {
    // expected-error @+1 {{the roles need 5 warps (160 threads), but known_block_size [32, 2, 2] gives the kernel 128 threads}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 4 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// A block exactly as large as the roles, in one or three dimensions.
// CHECK-LABEL: gpu.func @block_exact
// CHECK-LABEL: gpu.func @block_exact_3d
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_exact() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 4 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
  gpu.func @block_exact_3d() kernel attributes {known_block_size = array<i32: 32, 5, 1>} {
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 1 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 4 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// A budget on one role only: its budget would become the kernel's entry
// count and no setmaxnreg would be emitted.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budget_on_one_role() kernel {
    // expected-error @+1 {{role 'consumer' has no register budget but role 'producer' has one: give every role of an async.warp_specialize a budget ('registers') or none (with budgets on some roles only, their mean becomes the kernel's register count, and a single budget emits no setmaxnreg)}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 40 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// A producer warpgroup at 40 and 8 consumer warps at 240: 40 * 128 +
// 240 * 256 = 66,560 registers; the kernel would start at .maxnreg 176
// (173.3 rounded up), 176 * 384 = 67,584.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budgets_over_the_sm() kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
    // expected-error @+1 {{the roles' register budgets need 66560 registers (role 'producer' 40 x 128 threads + role 'consumer' 240 x 256 threads), more than the 65536 of an SM; the kernel would start its 384 threads at .maxnreg 176 (67584 registers)}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 40 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 240 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// 48 * 128 + 232 * 256 = 65,536 fits, but the entry count that pays for it
// is 170.7, rounded up to 176: 176 * 384 = 67,584 at launch.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @entry_count_over_the_sm() kernel {
    // expected-error @+1 {{the roles' register budgets give the kernel .maxnreg 176 (their threads-weighted mean, rounded up to a multiple of 8), which for the kernel's 384 threads (its roles' warps) needs 67584 registers, more than the 65536 of an SM}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 48 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 232 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// Extra warps outside the roles start with the entry count too: 168 * 512.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_larger_than_roles() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    // expected-error @+1 {{the roles' register budgets give the kernel .maxnreg 168 (their threads-weighted mean, rounded up to a multiple of 8), which for the kernel's 512 threads (known_block_size) needs 86016 registers, more than the 65536 of an SM}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 40 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 232 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// 256 on every role fits the SM (2 x 128 threads) but makes an entry count
// of 256, which .maxnreg cannot take.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @entry_count_over_255() kernel {
    // expected-error @+1 {{the roles' register budgets give the kernel an entry count of 256 registers per thread (their threads-weighted mean, rounded up to a multiple of 8), more than the 255 of .maxnreg}}
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 256 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 4 : i64, registers = 256 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// The kernel's own nvvm.maxnreg pays for the budgets (168 needed) but not
// for its threads: 200 * 384 = 76,800.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // expected-error @+1 {{nvvm.maxnreg 200 for the kernel's 384 threads (known_block_size) needs 76800 registers, more than the 65536 of an SM}}
  gpu.func @maxnreg_over_the_sm() kernel attributes {known_block_size = array<i32: 384, 1, 1>, nvvm.maxnreg = 200 : i32} {
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 40 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 232 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
}

// -----

// Without roles: 170 * 384 = 65,280, but registers go 8 per thread at a
// time, 176 * 384 = 67,584.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // expected-error @+1 {{nvvm.maxnreg 170 for the kernel's 384 threads (known_block_size) needs 67584 registers (registers are allocated per warp, 8 per thread at a time: 176 per thread in each of 12 warps), more than the 65536 of an SM}}
  gpu.func @maxnreg_rounded_over_the_sm() kernel attributes {known_block_size = array<i32: 384, 1, 1>, nvvm.maxnreg = 170 : i32} {
    gpu.return
  }
}

// -----

// nvvm.reqntid counts when there is no known_block_size; a partial warp
// holds a whole warp's registers: 255 * 257 = 65,535, but 257 threads are
// 9 warps of 256 registers per thread, 73,728.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // expected-error @+1 {{nvvm.maxnreg 255 for the kernel's 257 threads (nvvm.reqntid) needs 73728 registers (registers are allocated per warp, 8 per thread at a time: 256 per thread in each of 9 warps), more than the 65536 of an SM}}
  gpu.func @maxnreg_reqntid() kernel attributes {nvvm.reqntid = array<i32: 257, 1, 1>, nvvm.maxnreg = 255 : i32} {
    gpu.return
  }
  gpu.func @fits() kernel attributes {nvvm.reqntid = array<i32: 256, 1, 1>, nvvm.maxnreg = 255 : i32} {
    gpu.return
  }
}

// -----

// Budgets on every role within 65,536: CUTLASS's 40 + 2 x 232 on 384
// threads (64,512; entry 168, 168 * 384 = 64,512), and 96 + 160 on 8 warps
// each, exactly 65,536 (entry 128, 128 * 512 = 65,536); 255 registers for
// 256 threads is 65,536 too.
// CHECK-LABEL: gpu.func @budgets_cutlass
// CHECK-LABEL: gpu.func @budgets_exactly_the_sm
// CHECK-LABEL: gpu.func @maxnreg_exactly_the_sm
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budgets_cutlass() kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 4 : i64, registers = 40 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 232 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
  gpu.func @budgets_exactly_the_sm() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    "async.warp_specialize"() ({
      "async.role"() ({ gpu.yield }) {name = "producer", warps = 8 : i64, registers = 96 : i64} : () -> ()
      "async.role"() ({ gpu.yield }) {name = "consumer", warps = 8 : i64, registers = 160 : i64} : () -> ()
      gpu.yield
    }) : () -> ()
    gpu.return
  }
  gpu.func @maxnreg_exactly_the_sm() kernel attributes {known_block_size = array<i32: 256, 1, 1>, nvvm.maxnreg = 255 : i32} {
    gpu.return
  }
}

// -----

// A stage filled by copies of 8 KiB cannot be a 4 KiB buffer.
func.func @tx_bytes_over_the_buffer() {
  // expected-error @+1 {{'tx_bytes' is 8192, more than the 4096 bytes of a stage buffer (memref<1024xi32, 3>): the copies that fill a stage cannot bring more bytes than it holds}}
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 8192 : i64, buffer = memref<1024xi32, 3>, name = "p", scope = "cta"} : () -> !async.pipeline<2>
  return
}

// -----

// Bulk copies of more bytes than their shared memref holds.
func.func @copy_over_the_memref(%dst: memref<1024xi32, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{the bulk copy writes 8192 bytes, more than the 4096 bytes of 'dst' (memref<1024xi32, 3>)}}
  "async.copy.bulk"(%dst, %src, %b) {bytes = 8192 : i64} : (memref<1024xi32, 3>, !llvm.ptr<1>, !async.mbarrier) -> ()
  // expected-error @+1 {{the bulk copy reads 4112 bytes, more than the 4096 bytes of 'src' (memref<1024xi32, 3>)}}
  "async.copy.bulk_store"(%src, %dst) {bytes = 4112 : i64} : (!llvm.ptr<1>, memref<1024xi32, 3>) -> ()
  return
}

// -----

// Exactly the buffer: tx_bytes and a copy of 4096 bytes into 4 KiB.
// CHECK-LABEL: func.func @exactly_the_buffer
func.func @exactly_the_buffer(%dst: memref<1024xi32, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  %p = "async.pipeline.create"() {stages = 2 : i64, tx_bytes = 4096 : i64, buffer = memref<1024xi32, 3>, name = "p", scope = "cta"} : () -> !async.pipeline<2>
  "async.copy.bulk"(%dst, %src, %b) {bytes = 4096 : i64} : (memref<1024xi32, 3>, !llvm.ptr<1>, !async.mbarrier) -> ()
  "async.copy.bulk_store"(%src, %dst) {bytes = 4096 : i64} : (!llvm.ptr<1>, memref<1024xi32, 3>) -> ()
  return
}
