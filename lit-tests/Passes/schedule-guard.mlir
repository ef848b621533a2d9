// A loop inside `scf.if` on its own trip count being positive visits what
// the loop alone visits: the guard is the loop's zero-trip case, and the
// schedule is the one of the unguarded loop. A guard that is not the loop's
// trip count (a different bound, a stricter comparison) still changes the
// stream, and the mismatch is reported.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// The accepted kernel is also proven for all trip counts under the checker:
// a loop that its guard keeps from running runs no lap.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --check=strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRICT
// STRICT-NOT: not verified
// STRICT: error: cannot prove that the producers and the consumers
// STRICT-NOT: not verified

// The producer's loop is guarded by `%n > 0`, the consumer's is not.
// CHECK-LABEL: gpu.func @guarded_producer
// CHECK: scf.if
// CHECK: scf.for
// CHECK: async.barrier.wait
gpu.module @guarded_producer {
  gpu.func @guarded_producer(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %some = arith.cmpi sgt, %n, %c0 : index
        scf.if %some {
          scf.for %k = %c0 to %n step %c1 {
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// The consumer's loop is guarded by `0 < %n` (slt, the bound on the
// right), inside an outer loop that both roles run.
// CHECK-LABEL: gpu.func @guarded_consumer
// CHECK: scf.if
// CHECK: scf.for
// CHECK: async.barrier.wait
gpu.module @guarded_consumer {
  gpu.func @guarded_consumer(%n: index, %tiles: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %base = arith.muli %t, %n : index
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %t = %c0 to %tiles step %c1 {
          %base = arith.muli %t, %n : index
          %more = arith.cmpi slt, %c0, %n : index
          scf.if %more {
            scf.for %j = %c0 to %n step %c1 {
              %k = arith.addi %base, %j : index
              %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The twin with a stricter guard, `%n > 1`: at %n = 1 the consumer's loop
// would run once but the producer's not at all.
gpu.module @stricter_guard {
  gpu.func @stricter_guard(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %many = arith.cmpi sgt, %n, %c1 : index
        scf.if %many {
          scf.for %k = %c0 to %n step %c1 {
            // expected-note @+1 {{role 'producer' acquires its stages here}}
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-error @+2 {{cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors 0 to %n (exclusive) inside then of if %n sgt 1, but role 'consumer' visits cursors 0 to %n (exclusive)}}
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// The twin guarded on another bound, `%m > 0`: the producer may skip a loop
// the consumer runs.
gpu.module @other_bound {
  gpu.func @other_bound(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %some = arith.cmpi sgt, %m, %c0 : index
        scf.if %some {
          scf.for %k = %c0 to %n step %c1 {
            // expected-note @+1 {{role 'producer' acquires its stages here}}
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-error @+2 {{role 'producer' visits cursors 0 to %n (exclusive) inside then of if %m sgt 0, but role 'consumer' visits cursors 0 to %n (exclusive)}}
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
