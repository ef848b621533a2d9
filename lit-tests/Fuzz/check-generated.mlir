// Valid pipeline-level kernels whose generated protocol once crashed or
// overflowed the stack of async-check-protocol.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace --implicit-check-not="internal error" --implicit-check-not=error:
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null

// consumer_wait on the outer loop's index inside an inner loop: the phase
// becomes a value of the outer loop, and the checker's walk once climbed to
// the module and dereferenced a null block.
gpu.module @m {
  gpu.func @nested() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c7 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c7 step %c1 {
          scf.for %j = %c0 to %c1 step %c1 {
            %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
            async.stage.consumer_release %ring, %s : !async.pipeline<3>
          }
        }
      }
    }
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @nested
// CHECK: Model check: no deadlock and no stale-phase completion in any interleaving

// -----

// 20,000 laps of a 2-stage ring: the model check once recursed per step.
// A constant loop this long runs P + laps mod P laps in the simulation (P =
// 4, the period of the ring's slot and phase pattern).
gpu.module @m {
  gpu.func @long() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 20000 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @long
// CHECK: Model check: no deadlock

// -----

// A release under a warp-uniform condition computed by a chain of ops that
// each use the previous value twice: the warp-uniformity walks once took
// 2^60 steps.
gpu.module @m {
  gpu.func @chain() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %c32 = arith.constant 32 : i32
        %warp = arith.divui %tid, %c32 : i32
        %t0 = arith.index_cast %warp : i32 to index
        %t1 = arith.addi %t0, %t0 : index
        %t2 = arith.addi %t1, %t1 : index
        %t3 = arith.addi %t2, %t2 : index
        %t4 = arith.addi %t3, %t3 : index
        %t5 = arith.addi %t4, %t4 : index
        %t6 = arith.addi %t5, %t5 : index
        %t7 = arith.addi %t6, %t6 : index
        %t8 = arith.addi %t7, %t7 : index
        %t9 = arith.addi %t8, %t8 : index
        %t10 = arith.addi %t9, %t9 : index
        %t11 = arith.addi %t10, %t10 : index
        %t12 = arith.addi %t11, %t11 : index
        %t13 = arith.addi %t12, %t12 : index
        %t14 = arith.addi %t13, %t13 : index
        %t15 = arith.addi %t14, %t14 : index
        %t16 = arith.addi %t15, %t15 : index
        %t17 = arith.addi %t16, %t16 : index
        %t18 = arith.addi %t17, %t17 : index
        %t19 = arith.addi %t18, %t18 : index
        %t20 = arith.addi %t19, %t19 : index
        %t21 = arith.addi %t20, %t20 : index
        %t22 = arith.addi %t21, %t21 : index
        %t23 = arith.addi %t22, %t22 : index
        %t24 = arith.addi %t23, %t23 : index
        %t25 = arith.addi %t24, %t24 : index
        %t26 = arith.addi %t25, %t25 : index
        %t27 = arith.addi %t26, %t26 : index
        %t28 = arith.addi %t27, %t27 : index
        %t29 = arith.addi %t28, %t28 : index
        %t30 = arith.addi %t29, %t29 : index
        %t31 = arith.addi %t30, %t30 : index
        %t32 = arith.addi %t31, %t31 : index
        %t33 = arith.addi %t32, %t32 : index
        %t34 = arith.addi %t33, %t33 : index
        %t35 = arith.addi %t34, %t34 : index
        %t36 = arith.addi %t35, %t35 : index
        %t37 = arith.addi %t36, %t36 : index
        %t38 = arith.addi %t37, %t37 : index
        %t39 = arith.addi %t38, %t38 : index
        %t40 = arith.addi %t39, %t39 : index
        %t41 = arith.addi %t40, %t40 : index
        %t42 = arith.addi %t41, %t41 : index
        %t43 = arith.addi %t42, %t42 : index
        %t44 = arith.addi %t43, %t43 : index
        %t45 = arith.addi %t44, %t44 : index
        %t46 = arith.addi %t45, %t45 : index
        %t47 = arith.addi %t46, %t46 : index
        %t48 = arith.addi %t47, %t47 : index
        %t49 = arith.addi %t48, %t48 : index
        %t50 = arith.addi %t49, %t49 : index
        %t51 = arith.addi %t50, %t50 : index
        %t52 = arith.addi %t51, %t51 : index
        %t53 = arith.addi %t52, %t52 : index
        %t54 = arith.addi %t53, %t53 : index
        %t55 = arith.addi %t54, %t54 : index
        %t56 = arith.addi %t55, %t55 : index
        %t57 = arith.addi %t56, %t56 : index
        %t58 = arith.addi %t57, %t57 : index
        %t59 = arith.addi %t58, %t58 : index
        %t60 = arith.addi %t59, %t59 : index
        %cz = arith.cmpi eq, %t60, %c0 : index
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          scf.if %cz {
            async.stage.consumer_release %ring, %s : !async.pipeline<2>
          } else {
            async.stage.consumer_release %ring, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @chain

// -----

// 5,000 laps of a 40-stage ring: the pattern's period (80) is too long to
// shorten the loop by, so the model check walks traces of 20,000 steps
// (the old recursive search overflowed its stack on these).
gpu.module @m {
  gpu.func @deep() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 40 scope cta buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<40>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 5000 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<40>
          async.stage.producer_commit %ring, %s : !async.pipeline<40>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<40>
          async.stage.consumer_release %ring, %s : !async.pipeline<40>
        }
      }
    }
    gpu.return
  }
}
// CHECK-LABEL: Barrier ledger of kernel @deep
// CHECK: Model check: no deadlock
