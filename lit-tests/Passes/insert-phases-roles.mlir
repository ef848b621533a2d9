// async-insert-phases with several roles on one side of a pipeline and
// stages released later than they are waited: broadcast consumers (2 and 3
// roles, bounds recomputed), alternating consumers (2 and 3 roles, the
// stride form and k = R i + r, 1 stage, 3 stages for 2 roles), two
// producers, a carried stage, peeled first and last iterations (under a
// guard, of a constant loop, of a loop clamped to one trip), persistent
// nests (a tile's first block peeled on the carried cursor included). Every kernel also compiles to PTX with the checker on
// and no report.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,canonicalize,cse' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PTX --allow-empty
// PTX-NOT: {{error|warning}}

// Broadcast, two consumer roles of 2 warps that consume every stage
// (identical loops, dynamic trip count): empty counts both roles' warps.
// CHECK-LABEL: gpu.module @broadcast2
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 4
gpu.module @broadcast2 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @broadcast2(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "c0" warps 2 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
      async.role "c1" warps 2 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// Broadcast with three roles, each bounding its loop by its own
// index_cast of the kernel argument (laps compared by value).
// CHECK-LABEL: gpu.module @broadcast3
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 6
gpu.module @broadcast3 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @broadcast3(%t: i32) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %n = arith.index_cast %t : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "c0" warps 1 {
        %n0 = arith.index_cast %t : i32 to index
        scf.for %k = %c0 to %n0 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
      async.role "c1" warps 2 {
        %n1 = arith.index_cast %t : i32 to index
        scf.for %k = %c0 to %n1 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
      async.role "c2" warps 3 {
        %m = arith.addi %n, %c1 : index
        %n2 = arith.subi %m, %c1 : index
        scf.for %k = %c0 to %n2 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating, two roles taking even and odd cursors (k mod 2 = r) of a
// 4-stage ring: each stage's empty expects the one role that consumed it.
// CHECK-LABEL: gpu.module @alternating2
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @alternating2 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @alternating2(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 4 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "cta"} : !async.pipeline<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<4>
          async.stage.producer_commit %p, %s : !async.pipeline<4>
        }
      }
      async.role "even" warps 4 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<4>
          async.stage.consumer_release %p, %s : !async.pipeline<4>
        }
      }
      async.role "odd" warps 4 {
        scf.for %k = %c1 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<4>
          async.stage.consumer_release %p, %s : !async.pipeline<4>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating over 3 stages, a count that is not a multiple of the 2 roles:
// correct because the stages are filled by the producer's arrivals, not by
// copies (tx_bytes = 0), so their laps complete in the producer's order.
// The slots' laps go to both roles in turn; each role's cursors still give
// its slot and phase (k mod 3, k / 3 mod 2).
// CHECK-LABEL: gpu.module @alternating_shared
// CHECK: async.barrier.alloc "ring.full" size 3 count 1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @alternating_shared [#nvvm.target<chip = "sm_90a">] {
  gpu.func @alternating_shared(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "cta"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "even" warps 4 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
      async.role "odd" warps 4 {
        scf.for %k = %c1 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating, three roles with cursors k = 3 i + r, i < m, and a producer
// over 3 m stages; 6 stages.
// CHECK-LABEL: gpu.module @alternating3
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @alternating3 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @alternating3(%m: index) kernel {
    %p = async.pipeline.create "ring" stages 6 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<6>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %n = arith.muli %m, %c3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<6>
          async.stage.producer_commit %p, %s : !async.pipeline<6>
        }
      }
      async.role "r0" warps 1 {
        scf.for %i = %c0 to %m step %c1 {
          %i3 = arith.muli %i, %c3 : index
          %k = arith.addi %i3, %c0 : index
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<6>
          async.stage.consumer_release %p, %s : !async.pipeline<6>
        }
      }
      async.role "r1" warps 1 {
        scf.for %i = %c0 to %m step %c1 {
          %i3 = arith.muli %i, %c3 : index
          %k = arith.addi %i3, %c1 : index
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<6>
          async.stage.consumer_release %p, %s : !async.pipeline<6>
        }
      }
      async.role "r2" warps 1 {
        scf.for %i = %c0 to %m step %c1 {
          %i3 = arith.muli %i, %c3 : index
          %k = arith.addi %i3, %c2 : index
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<6>
          async.stage.consumer_release %p, %s : !async.pipeline<6>
        }
      }
    }
    gpu.return
  }
}

// -----

// Two producer roles that each fill a part of every stage (A and B of one
// stage): full expects one arrival of each, the bytes are the stage's total.
// CHECK-LABEL: gpu.module @two_producers
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 2
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 2
// CHECKCOUNT-1: async.barrier.expect_tx{{( |$)}}
gpu.module @two_producers [#nvvm.target<chip = "sm_90a">] {
  gpu.func @two_producers(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "load_a" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "load_b" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
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

// A consumer that releases stage k - 1 after waiting for stage k: the
// stage is carried through iter_args as (slot, phase) and the last one is
// released after the loop. The peeled wait sits under `n > 0`, so its loop
// joins it exactly.
// CHECK-LABEL: gpu.module @carried
// (canonicalize drops the carried phase: a release needs only the slot)
// CHECK: %[[R:.*]]:3 = scf.for %{{.*}} = %c1 to %{{.*}} step %c1 iter_args(%[[S:.*]] = %c1, %{{.*}} = %false, %[[PS:.*]] = %c0) -> (index, i1, index)
// CHECK: async.barrier.get %{{.*}}[%[[PS]]]
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[S]] : index, i1, index
// CHECK: async.barrier.get %{{.*}}[%[[R]]#2]
// CHECK-NOT: async.stage
gpu.module @carried [#nvvm.target<chip = "sm_90a">] {
  gpu.func @carried(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 1 {
        %go = arith.cmpi sgt, %n, %c0 : index
        scf.if %go {
          %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<3>
          %last = scf.for %k = %c1 to %n step %c1 iter_args(%prev = %s0) -> (!async.stage) {
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %prev : !async.pipeline<3>
            scf.yield %s : !async.stage
          }
          async.stage.consumer_release %p, %last : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// The last iteration peeled under `0 < n`.
// CHECK-LABEL: gpu.module @peel_last
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @peel_last [#nvvm.target<chip = "sm_90a">] {
  gpu.func @peel_last(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %go = arith.cmpi slt, %c0, %n : index
        scf.if %go {
          %m = arith.subi %n, %c1 : index
          scf.for %k = %c0 to %m step %c1 {
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
          %sl = async.stage.consumer_wait %p[%m] : !async.pipeline<2>
          async.stage.consumer_release %p, %sl : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A peeled first iteration of a constant loop needs no condition.
// CHECK-LABEL: gpu.module @peel_constant
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @peel_constant [#nvvm.target<chip = "sm_90a">] {
  gpu.func @peel_constant() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %n = arith.constant 6 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
        async.stage.consumer_release %p, %s0 : !async.pipeline<2>
        %c6 = arith.constant 6 : index
        scf.for %k = %c1 to %c6 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A persistent kernel: the cursor carried across tiles and k-blocks, two
// consumer roles broadcast.
// CHECK-LABEL: gpu.module @persistent
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @persistent [#nvvm.target<chip = "sm_90a">] {
  gpu.func @persistent(%tiles: index, %n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %kend = scf.for %t = %c0 to %tiles step %c1 iter_args(%kb = %c0) -> (index) {
          %kn = scf.for %j = %c0 to %n step %c1 iter_args(%k = %kb) -> (index) {
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
            %k1 = arith.addi %k, %c1 : index
            scf.yield %k1 : index
          }
          scf.yield %kn : index
        }
      }
      async.role "c0" warps 1 {
        %kend = scf.for %t = %c0 to %tiles step %c1 iter_args(%kb = %c0) -> (index) {
          %kn = scf.for %j = %c0 to %n step %c1 iter_args(%k = %kb) -> (index) {
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
            %k1 = arith.addi %k, %c1 : index
            scf.yield %k1 : index
          }
          scf.yield %kn : index
        }
      }
      async.role "c1" warps 1 {
        %kend = scf.for %t = %c0 to %tiles step %c1 iter_args(%kb = %c0) -> (index) {
          %kn = scf.for %j = %c0 to %n step %c1 iter_args(%k = %kb) -> (index) {
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
            %k1 = arith.addi %k, %c1 : index
            scf.yield %k1 : index
          }
          scf.yield %kn : index
        }
      }
    }
    gpu.return
  }
}

// -----

// A peeled first iteration of a loop whose trip count is clamped to at
// least one (arith.maxsi with 1) needs no condition either.
// CHECK-LABEL: gpu.module @peel_clamped
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @peel_clamped [#nvvm.target<chip = "sm_90a">] {
  gpu.func @peel_clamped(%m: i32) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %at_least_one = arith.maxsi %m, %one : i32
    %n = arith.index_cast %at_least_one : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
        async.stage.consumer_release %p, %s0 : !async.pipeline<2>
        scf.for %k = %c1 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A persistent kernel whose consumer peels each tile's first block: the
// peeled wait's cursor is the value the tile loop carries (not a multiple
// of its counter), one cursor per tile, joined with the tile's loop.
// CHECK-LABEL: gpu.module @persistent_peel
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
gpu.module @persistent_peel [#nvvm.target<chip = "sm_90a">] {
  gpu.func @persistent_peel(%tiles: index, %n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %end = scf.for %t = %c0 to %tiles step %c1 iter_args(%base = %c0) -> (index) {
          scf.for %j = %c0 to %n step %c1 {
            %k = arith.addi %base, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
          %next = arith.addi %base, %n : index
          scf.yield %next : index
        }
      }
      async.role "consumer" warps 1 {
        %end = scf.for %t = %c0 to %tiles step %c1 iter_args(%base = %c0) -> (index) {
          %some = arith.cmpi sgt, %n, %c0 : index
          scf.if %some {
            %s0 = async.stage.consumer_wait %p[%base] : !async.pipeline<3>
            async.stage.consumer_release %p, %s0 : !async.pipeline<3>
            scf.for %j = %c1 to %n step %c1 {
              %k = arith.addi %base, %j : index
              %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
              async.stage.consumer_release %p, %s : !async.pipeline<3>
            }
          }
          %next = arith.addi %base, %n : index
          scf.yield %next : index
        }
      }
    }
    gpu.return
  }
}
