// The blocks schedule: two consumer roles share the ring out a tile's K
// steps at a time (a ping-pong kernel's warpgroups on one ring). The
// producer fills, per outer lap, the even tile's `%n` stages, then the odd
// tile's; role "even" waits on the first block, role "odd" on the second,
// and named barriers take the turns (odd's block after even's, even's next
// after odd's). Each stage is consumed by one role: the empty barrier
// counts one role's arrivals.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// The checker runs the protocol for the trip counts of its plan and finds
// it sound, but its argument for all trip counts takes one inner loop's
// stages per outer lap of a ring, so it says so (a warning; the buggy twin
// below is refused).
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CHECKED
// CHECKED: schedule-blocks.mlir:[[# @LINE + 7]]:3: warning: protocol of kernel @blocks not verified for all trip counts: the ring cursor does not move on by one slot per inner lap
// CHECKED: error: deadlock: role 'odd' (warp 2) waits on 'ring.full'

// CHECK-LABEL: gpu.func @blocks
// CHECK: async.barrier.alloc "ring.full" size 3 count 1
// CHECK: async.barrier.alloc "ring.empty" size 3 count 1
gpu.module @blocks {
  gpu.func @blocks(%n: index, %tiles: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %bar1 = arith.constant 1 : i32
    %bar2 = arith.constant 2 : i32
    %i64 = arith.constant 64 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base0 = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base0, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
          %odd = arith.addi %two, %c1 : index
          %base1 = arith.muli %odd, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base1, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
        }
      }
      async.role "even" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
          nvvm.barrier.arrive id = %bar1 number_of_threads = %i64
          nvvm.barrier id = %bar2 number_of_threads = %i64
        }
      }
      async.role "odd" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          nvvm.barrier id = %bar1 number_of_threads = %i64
          %two = arith.muli %t, %c2 : index
          %odd = arith.addi %two, %c1 : index
          %base = arith.muli %odd, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
          nvvm.barrier.arrive id = %bar2 number_of_threads = %i64
        }
      }
    }
    gpu.return
  }
}

// -----

// Without the turns, role "odd" waits on its first stage (cursor %n: with
// %n = 5 on 3 stages, slot 2's second lap) before anything was filled: its
// parity is that of the phase before the barrier's first completion, so
// the wait passes at once on an empty stage, and the run ends in a
// deadlock, which the checker reports with the trace that led there.
// CHECK-LABEL: gpu.func @no_turns
gpu.module @no_turns {
  gpu.func @no_turns(%n: index, %tiles: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %bar1 = arith.constant 1 : i32
    %bar2 = arith.constant 2 : i32
    %i64 = arith.constant 64 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base0 = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base0, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
          %odd = arith.addi %two, %c1 : index
          %base1 = arith.muli %odd, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base1, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
        }
      }
      async.role "even" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
        }
      }
      async.role "odd" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %odd = arith.addi %two, %c1 : index
          %base = arith.muli %odd, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The producer fills the same cursors twice per outer lap (the odd
// tile's base forgotten): its two streams are equal, and the consumers
// cannot share them out. Refused at the consumer, with both sides named.
gpu.module @same_block {
  gpu.func @same_block(%n: index, %tiles: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %bar1 = arith.constant 1 : i32
    %bar2 = arith.constant 2 : i32
    %i64 = arith.constant 64 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base0 = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base0, %j : index
            // expected-note@+1 {{role 'producer' acquires its stages here}}
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
          %base1 = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base1, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
        }
      }
      async.role "even" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %two = arith.muli %t, %c2 : index
          %base = arith.muli %two, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            // expected-error@+2 {{cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors %base0 to %n + %base0 (exclusive) inside loop %t from 0 to %tiles step 1; cursors %base0 to %n + %base0 (exclusive) inside loop %t from 0 to %tiles step 1, but role 'even' visits cursors %base to %n + %base (exclusive)}}
            // expected-note@+1 {{role 'even' waits on its stages here}}
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
          nvvm.barrier.arrive id = %bar1 number_of_threads = %i64
          nvvm.barrier id = %bar2 number_of_threads = %i64
        }
      }
      async.role "odd" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          nvvm.barrier id = %bar1 number_of_threads = %i64
          %two = arith.muli %t, %c2 : index
          %odd = arith.addi %two, %c1 : index
          %base = arith.muli %odd, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
          nvvm.barrier.arrive id = %bar2 number_of_threads = %i64
        }
      }
    }
    gpu.return
  }
}
