// async-verify's resource checks, each error at the op with its numbers:
// the block size against the roles' warps, the register budgets (on every
// role or none, their sum and the kernel's register footprint within the
// 65,536 registers of an SM, the entry count within .maxnreg's 255), the
// named barrier ids the compiler uses in a kernel, and the bytes of a stage
// or a bulk copy against the buffer they fill; with the valid edge cases,
// which print (CHECK-LABEL).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify' | %FileCheck %s

// The roles need 5 warps (160 threads); the block has 128.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_too_small() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    // expected-error @+1 {{the roles need 5 warps (160 threads), but known_block_size [128, 1, 1] gives the kernel 128 threads: role 'producer' runs warp 0, role 'consumer' runs warps 1-4}}
    async.warp_specialize {
      async.role "producer" warps 1 { gpu.yield }
      async.role "consumer" warps 4 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// x*y*z threads: 32 x 2 x 2 = 128.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_too_small_3d() kernel attributes {known_block_size = array<i32: 32, 2, 2>} {
    // expected-error @+1 {{the roles need 5 warps (160 threads), but known_block_size [32, 2, 2] gives the kernel 128 threads}}
    async.warp_specialize {
      async.role "producer" warps 1 { gpu.yield }
      async.role "consumer" warps 4 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// A block exactly as large as the roles, in one or three dimensions.
// CHECK-LABEL: gpu.func @block_exact
// CHECK-LABEL: gpu.func @block_exact_3d
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_exact() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    async.warp_specialize {
      async.role "producer" warps 1 { gpu.yield }
      async.role "consumer" warps 4 { gpu.yield }
    }
    gpu.return
  }
  gpu.func @block_exact_3d() kernel attributes {known_block_size = array<i32: 32, 5, 1>} {
    async.warp_specialize {
      async.role "producer" warps 1 { gpu.yield }
      async.role "consumer" warps 4 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// A budget on one role only: its budget would become the kernel's entry
// count and no setmaxnreg would be emitted.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @budget_on_one_role() kernel {
    // expected-error @+1 {{role 'consumer' has no register budget but role 'producer' has one: give every role of an async.warp_specialize a budget ('registers') or none (with budgets on some roles only, their mean becomes the kernel's register count, and a single budget emits no setmaxnreg)}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 8 { gpu.yield }
    }
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
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 8 registers 240 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// 48 * 128 + 232 * 256 = 65,536 fits, but the entry count that pays for it
// is 170.7, rounded up to 176: 176 * 384 = 67,584 at launch.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @entry_count_over_the_sm() kernel {
    // expected-error @+1 {{the roles' register budgets give the kernel .maxnreg 176 (their threads-weighted mean, rounded up to a multiple of 8), which for the kernel's 384 threads (its roles' warps) needs 67584 registers, more than the 65536 of an SM}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 48 { gpu.yield }
      async.role "consumer" warps 8 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// Extra warps outside the roles start with the entry count too: 168 * 512.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @block_larger_than_roles() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    // expected-error @+1 {{the roles' register budgets give the kernel .maxnreg 168 (their threads-weighted mean, rounded up to a multiple of 8), which for the kernel's 512 threads (known_block_size) needs 86016 registers, more than the 65536 of an SM}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 8 registers 232 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// 256 on every role fits the SM (2 x 128 threads) but makes an entry count
// of 256, which .maxnreg cannot take.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @entry_count_over_255() kernel {
    // expected-error @+1 {{the roles' register budgets give the kernel an entry count of 256 registers per thread (their threads-weighted mean, rounded up to a multiple of 8), more than the 255 of .maxnreg}}
    async.warp_specialize {
      async.role "producer" warps 4 registers 256 { gpu.yield }
      async.role "consumer" warps 4 registers 256 { gpu.yield }
    }
    gpu.return
  }
}

// -----

// The kernel's own nvvm.maxnreg pays for the budgets (168 needed) but not
// for its threads: 200 * 384 = 76,800.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // expected-error @+1 {{nvvm.maxnreg 200 for the kernel's 384 threads (known_block_size) needs 76800 registers, more than the 65536 of an SM}}
  gpu.func @maxnreg_over_the_sm() kernel attributes {known_block_size = array<i32: 384, 1, 1>, nvvm.maxnreg = 200 : i32} {
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 8 registers 232 { gpu.yield }
    }
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
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 { gpu.yield }
      async.role "consumer" warps 8 registers 232 { gpu.yield }
    }
    gpu.return
  }
  gpu.func @budgets_exactly_the_sm() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    async.warp_specialize {
      async.role "producer" warps 8 registers 96 { gpu.yield }
      async.role "consumer" warps 8 registers 160 { gpu.yield }
    }
    gpu.return
  }
  gpu.func @maxnreg_exactly_the_sm() kernel attributes {known_block_size = array<i32: 256, 1, 1>, nvvm.maxnreg = 255 : i32} {
    gpu.return
  }
}

// -----

// The consumer's async.cluster_barrier makes the compiler synchronize role 1
// on named barrier 2 (1 + role index): a user's barrier 2 anywhere else in
// the kernel, in any spelling, collides with it.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_barrier_id(%p: i1) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %c160 = arith.constant 160 : i32
    // expected-error @+1 {{named barrier 2 of 'nvvm.barrier' is one the compiler uses in kernel @cluster_barrier_id: role 'consumer' (warps 1-4) synchronizes on it for async.cluster_barrier; free: ids 1, 3-15}}
    nvvm.barrier id = %c2 number_of_threads = %c160
    // (An op that starts with a quote would parse as nvvm.barrier's reduction.)
    %c1 = arith.constant 1 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        // expected-error @+1 {{named barrier 2 of 'bar.sync' is one the compiler uses in kernel @cluster_barrier_id}}
        llvm.inline_asm has_side_effects "bar.sync 2, 32;", "" : () -> ()
        // expected-error @+1 {{named barrier 2 of 'barrier.arrive' is one the compiler uses}}
        llvm.inline_asm has_side_effects "{\n\t.reg .pred p;\n\tbarrier.arrive.aligned 0x2, 160;\n}", "" : () -> ()
        // expected-error @+1 {{named barrier 2 of 'nvvm.barrier.arrive' is one the compiler uses}}
        nvvm.barrier.arrive id = %c2 number_of_threads = %c64
        // Barriers 1 and 3 are free.
        llvm.inline_asm has_side_effects "barrier.sync 1, 32;", "" : () -> ()
        llvm.inline_asm has_side_effects "bar.arrive 3, 160;", "" : () -> ()
      }
      async.role "consumer" warps 4 {
        async.cluster_barrier
        // The role's own barrier (id 2, its 128 threads) is the compiler's
        // barrier too: allowed. An arrive on it or another thread count is
        // not.
        llvm.inline_asm has_side_effects "barrier.sync 2, 128;", "" : () -> ()
        // expected-error @+1 {{named barrier 2 of 'barrier.sync' is one the compiler uses}}
        llvm.inline_asm has_side_effects "@p barrier.sync 2, 64;", "" : () -> ()
        // expected-error @+1 {{named barrier 2 of 'bar.arrive' is one the compiler uses}}
        llvm.inline_asm has_side_effects "bar.arrive 2, 128;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// Pipelines: a commit with producer_unit "warpgroup" synchronizes each
// warpgroup of its role on 8 + its index (warpgroup 0: id 8), a release
// with consumer_unit "cta" synchronizes the role on 1 + its index (role 1:
// id 2). Warpgroup 1 runs no warpgroup barrier, so id 9 is free.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pipeline_ids(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<1024xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warpgroup", consumer_unit = "cta"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
        // expected-error @+1 {{named barrier 2 of 'bar.sync' is one the compiler uses in kernel @pipeline_ids: role 'consumer' (warps 4-7) synchronizes on it before arriving once per role (consumer_unit = "cta" of pipeline 'ring'); free: ids 1, 3-7, 9-15}}
        llvm.inline_asm has_side_effects "bar.sync 2, 128;", "" : () -> ()
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
        }
        // expected-error @+1 {{named barrier 8 of 'barrier.sync' is one the compiler uses in kernel @pipeline_ids: warpgroup 0 (warps 0-3, role 'producer') synchronizes on it before arriving once per warpgroup (producer_unit = "warpgroup" of pipeline 'ring'); free: ids 1, 3-7, 9-15}}
        llvm.inline_asm has_side_effects "barrier.sync 8, 128;", "" : () -> ()
        llvm.inline_asm has_side_effects "barrier.sync 9, 128;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// A kernel without roles keeps every id: the compiler uses only barrier 0
// (the CTA barrier at entry), which is everyone's.
// CHECK-LABEL: gpu.func @no_roles
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @no_roles() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %b = async.barrier.alloc "b" size 1 count 128 scope cta : !async.mbarrier_array<1>
    %c1 = arith.constant 1 : i32
    %c15 = arith.constant 15 : i32
    %c64 = arith.constant 64 : i32
    nvvm.barrier id = %c1 number_of_threads = %c64
    nvvm.barrier.arrive id = %c15 number_of_threads = %c64
    llvm.inline_asm has_side_effects "barrier.sync 8, 128;", "" : () -> ()
    llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
    nvvm.barrier0
    gpu.return
  }
}

// -----

// A role without a cluster barrier or cta/warpgroup arrive units makes the
// compiler emit no named barrier: every id is the user's.
// CHECK-LABEL: gpu.func @roles_without_barriers
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @roles_without_barriers() kernel {
    async.warp_specialize {
      async.role "producer" warps 1 {
        llvm.inline_asm has_side_effects "bar.arrive 1, 64;", "" : () -> ()
      }
      async.role "consumer" warps 1 {
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
        llvm.inline_asm has_side_effects "bar.sync 2, 32;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// A CTA has 16 named barriers.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @barrier_id_out_of_range() kernel {
    %c16 = arith.constant 16 : i32
    // expected-error @+1 {{named barrier 16 of 'nvvm.barrier' does not exist: a CTA has 16 named barriers, ids 0-15}}
    nvvm.barrier id = %c16
    // expected-error @+1 {{named barrier 16 of 'bar.sync' does not exist: a CTA has 16 named barriers, ids 0-15}}
    llvm.inline_asm has_side_effects "bar.sync 16;", "" : () -> ()
    gpu.return
  }
}

// -----

// A stage filled by copies of 8 KiB cannot be a 4 KiB buffer.
func.func @tx_bytes_over_the_buffer() {
  // expected-error @+1 {{'tx_bytes' is 8192, more than the 4096 bytes of a stage buffer (memref<1024xi32, 3>): the copies that fill a stage cannot bring more bytes than it holds}}
  %p = async.pipeline.create "p" stages 2 scope cta buffer memref<1024xi32, 3> {tx_bytes = 8192 : i64} : !async.pipeline<2>
  return
}

// -----

// Bulk copies of more bytes than their shared memref holds.
func.func @copy_over_the_memref(%dst: memref<1024xi32, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  // expected-error @+1 {{the copy writes 8192 bytes, more than the 4096 bytes of 'dst' (memref<1024xi32, 3>)}}
  async.copy.bulk %dst, %src, %b bytes 8192 : memref<1024xi32, 3>
  // expected-error @+1 {{the copy reads 4112 bytes, more than the 4096 bytes of 'src' (memref<1024xi32, 3>)}}
  async.copy.bulk_store %src, %dst bytes 4112 : memref<1024xi32, 3>
  return
}

// -----

// Exactly the buffer: tx_bytes and a copy of 4096 bytes into 4 KiB.
// CHECK-LABEL: func.func @exactly_the_buffer
func.func @exactly_the_buffer(%dst: memref<1024xi32, 3>, %src: !llvm.ptr<1>, %b: !async.mbarrier) {
  %p = async.pipeline.create "p" stages 2 scope cta buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64} : !async.pipeline<2>
  async.copy.bulk %dst, %src, %b bytes 4096 : memref<1024xi32, 3>
  async.copy.bulk_store %src, %dst bytes 4096 : memref<1024xi32, 3>
  return
}
