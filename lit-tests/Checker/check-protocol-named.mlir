// Named barriers with an arrive-only side (bar.arrive, nvvm.barrier.arrive):
// the arrival counts toward the barrier's thread count and the arriving
// warp moves on; a sync waits until the count is complete.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol' -o /dev/null

// A producer/consumer handshake on two named barriers, warp 0 producing and
// warp 1 consuming (warp 2 takes no part): the producer waits at barrier 2
// for the consumer's "free" arrive, and arrives on barrier 1 ("full")
// without waiting; the consumer arrives on 2 and waits at 1. No report.
gpu.module @handshake {
  gpu.func @handshake(%n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_0 = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_2 = arith.constant 2 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %warp, %i32_0 : i32
    %is_consumer = arith.cmpi eq, %warp, %i32_1 : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        llvm.inline_asm has_side_effects "bar.sync 2, 64;", "" : () -> ()
        llvm.inline_asm has_side_effects "bar.arrive 1, 64;", "" : () -> ()
      }
    }
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        llvm.inline_asm has_side_effects "bar.arrive 2, 64;", "" : () -> ()
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// The same written with nvvm.barrier.arrive and nvvm.barrier.
gpu.module @handshake_nvvm {
  gpu.func @handshake_nvvm(%n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_0 = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_2 = arith.constant 2 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %warp, %i32_0 : i32
    %is_consumer = arith.cmpi eq, %warp, %i32_1 : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        nvvm.barrier id = %i32_2 number_of_threads = %i32_64
        nvvm.barrier.arrive id = %i32_1 number_of_threads = %i32_64
      }
    }
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        nvvm.barrier.arrive id = %i32_2 number_of_threads = %i32_64
        nvvm.barrier id = %i32_1 number_of_threads = %i32_64
      }
    }
    gpu.return
  }
}

// -----

// The thread count of barrier 1 is 96, but only the producer's and the
// consumer's 64 threads meet there: the consumer waits forever.
gpu.module @count {
  gpu.func @count(%n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_0 = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_2 = arith.constant 2 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %warp, %i32_0 : i32
    %is_consumer = arith.cmpi eq, %warp, %i32_1 : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        llvm.inline_asm has_side_effects "bar.sync 2, 64;", "" : () -> ()
        llvm.inline_asm has_side_effects "bar.arrive 1, 96;", "" : () -> ()
      }
    }
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        llvm.inline_asm has_side_effects "bar.arrive 2, 64;", "" : () -> ()
        // expected-error @+1 {{deadlock: warp 1 waits at named barrier 1 for its 96 threads; warp 0 waits at named barrier 2 for its 64 threads (bounded model check, integer arguments = 5}}
        llvm.inline_asm has_side_effects "bar.sync 1, 96;", "" : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// Barrier 1 alone, without the consumer's "free" arrive: nothing holds the
// producer back, its arrives of two laps complete barrier 1 without the
// consumer, which then waits forever.
gpu.module @one_way {
  gpu.func @one_way(%n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_0 = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_2 = arith.constant 2 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %is_producer = arith.cmpi eq, %warp, %i32_0 : i32
    %is_consumer = arith.cmpi eq, %warp, %i32_1 : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        llvm.inline_asm has_side_effects "bar.arrive 1, 64;", "" : () -> ()
      }
    }
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        // expected-error @+1 {{deadlock: warp 1 waits at named barrier 1 for its 64 threads (bounded model check}}
        llvm.inline_asm has_side_effects "bar.sync 1, 64;", "" : () -> ()
      }
    }
    gpu.return
  }
}
