// Schedule errors name values as the kernel writes them: arguments and
// results by their source names (%seqlen, %causal), loop counters by theirs,
// comparisons with their predicate's keyword (sgt), a value the compiler
// cannot name by where it is defined. Read from a file or from stdin alike.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases'
// RUN: %not %async-opt - --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' -o /dev/null < %s 2>&1 | %FileCheck %s

// The producer fills the ring only under a condition on two arguments; the
// consumer waits on it always.
gpu.module @condition {
  gpu.func @attention(%seqlen: index, %causal: i1) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %long = arith.cmpi sgt, %seqlen, %c64 : index
        scf.if %long {
          scf.if %causal {
            scf.for %kv = %c0 to %seqlen step %c1 {
              // expected-note @+1 {{role 'producer' acquires its stages here}}
              %s = async.stage.producer_acquire %p[%kv] : !async.pipeline<2>
              async.stage.producer_commit %p, %s : !async.pipeline<2>
            }
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %kv = %c0 to %seqlen step %c1 {
          // CHECK: <stdin>:[[@LINE+3]]:16: error: cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors 0 to %seqlen (exclusive) inside then of if %causal inside then of if %seqlen sgt 64, but role 'consumer' visits cursors 0 to %seqlen (exclusive)
          // expected-error @+2 {{role 'producer' visits cursors 0 to %seqlen (exclusive) inside then of if %causal inside then of if %seqlen sgt 64, but role 'consumer' visits cursors 0 to %seqlen (exclusive)}}
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%kv] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Loop counters and bounds by name: the tile loop's counter %tile, a bound
// loaded from memory (%ntiles), a bound computed by an op (%blocks).
gpu.module @loops {
  gpu.func @persistent(%work: memref<1xindex, 1>, %seqlen: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %ntiles = memref.load %work[%c0] : memref<1xindex, 1>
    %blocks = arith.divui %seqlen, %c64 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %tile = %c0 to %ntiles step %c1 {
          %first = arith.muli %tile, %blocks : index
          scf.for %j = %c0 to %blocks step %c1 {
            %k = arith.addi %first, %j : index
            // expected-note @+1 {{role 'producer' acquires its stages here}}
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %t = %c0 to %ntiles step %c1 {
          %first = arith.muli %t, %blocks : index
          scf.for %j = %c0 to %seqlen step %c1 {
            %k = arith.addi %first, %j : index
            // CHECK: <stdin>:[[@LINE+3]]:18: error: {{.*}}role 'producer' visits cursors %first to %blocks + %first (exclusive) inside loop %tile from 0 to %ntiles step 1, but role 'consumer' visits cursors %first to %seqlen + %first (exclusive) inside loop %t from 0 to %ntiles step 1
            // expected-error @+2 {{role 'producer' visits cursors %first to %blocks + %first (exclusive) inside loop %tile from 0 to %ntiles step 1, but role 'consumer' visits cursors %first to %seqlen + %first (exclusive) inside loop %t from 0 to %ntiles step 1}}
            // expected-note @+1 {{role 'consumer' waits on its stages here}}
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The generic form names results with numbers; those are the names shown.
// A value read through a cast stays the argument it casts.
gpu.module @generic {
  gpu.func @generic(%n: i32) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = "arith.index_cast"(%n) : (i32) -> index
    %1 = "arith.remsi"(%0, %c1) : (index, index) -> index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %0 step %c1 {
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %1 step %c1 {
          // CHECK: <stdin>:[[@LINE+3]]:16: error: {{.*}}role 'producer' visits cursors 0 to %n (exclusive), but role 'consumer' visits cursors 0 to %1 (exclusive)
          // expected-error @+2 {{role 'producer' visits cursors 0 to %n (exclusive), but role 'consumer' visits cursors 0 to %1 (exclusive)}}
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
