// The `mma` arrive unit (sm_100a): one arrival per role, the tcgen05 commit
// of the role's first thread. A ring whose consumer is an MMA role releases
// a stage by committing its MMAs to `empty` (count 1); an accumulator
// pipeline without a buffer is published by the commit to `full`. The
// role's pipeline ops may run in that thread alone (under `tid == first`).
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases' | %FileCheck %s
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: {{.}}

// CHECK-LABEL: gpu.func @mma_consumer
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 1
// CHECK: async.barrier.alloc "acc.full" {{.*}}count 1
// The consumer's release: the role's first thread (32) commits to empty.
// CHECK: %[[FIRST:.*]] = arith.constant 32 : i32
// CHECK: %[[IS:.*]] = arith.cmpi eq, %{{.*}}, %[[FIRST]] : i32
// CHECK: scf.if %[[IS]] {
// CHECK: async.barrier.commit_mma %
// CHECK-NOT: async.barrier.arrive{{( |$)}}
// CHECK: async.barrier.commit_mma %
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma_consumer(%n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<1024xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "mma"} : !async.pipeline<3>
    %acc = async.pipeline.create "acc" stages 1 scope cta {producer_unit = "mma", consumer_unit = "warp"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i32_32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "mma" warps 1 {
        %issuer = arith.cmpi eq, %tid, %i32_32 : i32
        scf.if %issuer {
          %sa = async.stage.producer_acquire %acc[%c0] : !async.pipeline<1>
          scf.for %k = %c0 to %n step %c1 {
            %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
            async.stage.consumer_release %ring, %s : !async.pipeline<3>
          }
          async.stage.producer_commit %acc, %sa : !async.pipeline<1>
        }
      }
      async.role "epilogue" warps 1 {
        %s = async.stage.consumer_wait %acc[%c0] : !async.pipeline<1>
        async.stage.consumer_release %acc, %s : !async.pipeline<1>
      }
    }
    gpu.return
  }
}
