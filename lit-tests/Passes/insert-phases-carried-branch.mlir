// A stage carried through a loop and out of an scf.if (a persistent
// kernel's Q: each tile with work waits the next tile's stage, a tile
// without keeps the one it was given): async-insert-phases carries its
// (slot, phase) in the loop's iter_args and the scf.if's results, and the
// checker proves the lowered protocol. Its twin, whose branch yields the
// stage it has just released instead of the one it waited, deadlocks.
// RUN: %async-opt %s --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,canonicalize,cse' | %FileCheck %s
// RUN: %async-opt %s --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CLEAN --allow-empty
// CLEAN-NOT: {{error|warning}}
// RUN: sed '0,/scf.yield %%s : !async.stage/s//scf.yield %%prev : !async.stage/' %s | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STALE
// STALE: error: deadlock: role 'consumer' (warp 1) waits on 'ring.full'[{{[01]}}]
//
// The consumer's loop carries the cursor's registers and the stage's; the
// scf.if yields the waited stage's registers on one side and the carried
// ones on the other, and the release after the loop reads the loop's.
// CHECK-LABEL: gpu.module @carried_branch
// CHECK: async.role "consumer"
// CHECK: %[[R:.*]]:4 = scf.for %{{.*}} = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %c0, %{{.*}} = %false, %[[S:.*]] = %c0, %[[P:.*]] = %false) -> (index, i1, index, i1)
// CHECK: %[[B:.*]]:2 = scf.if %{{.*}} -> (index, i1) {
// CHECK: async.barrier.get %{{.*}}[%[[S]]]
// CHECK: async.barrier.wait
// CHECK: scf.yield %{{.*}}, %{{.*}} : index, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[S]], %[[P]] : index, i1
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[B]]#0, %[[B]]#1 : index, i1, index, i1
// CHECK: async.barrier.get %{{.*}}[%[[R]]#2]
// CHECK-NOT: async.stage
gpu.module @carried_branch [#nvvm.target<chip = "sm_90a">] {
  gpu.func @carried_branch(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %s0 = async.stage.producer_acquire %p[%c0] : !async.pipeline<2>
        async.stage.producer_commit %p, %s0 : !async.pipeline<2>
        scf.for %t = %c0 to %n step %c1 {
          %some = arith.cmpi sgt, %m, %c0 : index
          scf.if %some {
            %k = arith.addi %t, %c1 : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
        %last = scf.for %t = %c0 to %n step %c1 iter_args(%prev = %s0) -> (!async.stage) {
          %some = arith.cmpi sgt, %m, %c0 : index
          %next = scf.if %some -> (!async.stage) {
            async.stage.consumer_release %p, %prev : !async.pipeline<2>
            %k = arith.addi %t, %c1 : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
            scf.yield %s : !async.stage
          } else {
            scf.yield %prev : !async.stage
          }
          scf.yield %next : !async.stage
        }
        async.stage.consumer_release %p, %last : !async.pipeline<2>
      }
    }
    gpu.return
  }
}
