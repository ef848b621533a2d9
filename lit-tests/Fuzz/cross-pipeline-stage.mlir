// A loop carries a stage of pipeline 'a' and one of 'b', and after it the
// stages are released on each other's pipeline (a mutant the fuzz smoke
// made of a GEMM). Lowering 'a' moved the loop's body to its rebuilt twin
// and stopped at the stranger's use; lowering 'b' then walked the old,
// bodiless loop and crashed. Now 'a' names the use, and 'b' skips the
// bodiless loop and refuses the stage that is not its own.
// RUN: %not %async-opt %s --pass-pipeline=async-verify,async-ring-alloc,async-insert-phases -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=Segmentation --implicit-check-not=LLVM
// CHECK: cross-pipeline-stage.mlir:[[# @LINE + 14]]:{{[0-9]+}}: error: a stage of pipeline 'a' that leaves this loop is used by 'async.stage.consumer_release' at {{.*}}cross-pipeline-stage.mlir:[[# @LINE + 21]]:{{[0-9]+}}, which async-insert-phases does not lower as an op of pipeline 'a'
// CHECK: cross-pipeline-stage.mlir:[[# @LINE + 20]]:{{[0-9]+}}: error: the stage of 'async.stage.consumer_release' must come from a producer_acquire or consumer_wait of pipeline 'b'
gpu.module @cross [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cross(%n: index) kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %a = async.pipeline.create "a" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %b = async.pipeline.create "b" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "consumer" warps 4 {
        %nonempty = arith.cmpi sgt, %n, %c0 : index
        scf.if %nonempty {
          %a0 = async.stage.consumer_wait %a[%c0] : !async.pipeline<2>
          %b0 = async.stage.consumer_wait %b[%c0] : !async.pipeline<2>
          %last:2 = scf.for %k = %c1 to %n step %c1 iter_args(%pa = %a0, %pb = %b0) -> (!async.stage, !async.stage) {
            %sa = async.stage.consumer_wait %a[%k] : !async.pipeline<2>
            %sb = async.stage.consumer_wait %b[%k] : !async.pipeline<2>
            async.stage.consumer_release %a, %pa : !async.pipeline<2>
            async.stage.consumer_release %b, %pb : !async.pipeline<2>
            scf.yield %sa, %sb : !async.stage, !async.stage
          }
          async.stage.consumer_release %b, %last#0 : !async.pipeline<2>
          async.stage.consumer_release %b, %last#1 : !async.pipeline<2>
        }
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %sa = async.stage.producer_acquire %a[%k] : !async.pipeline<2>
          async.stage.producer_commit %a, %sa : !async.pipeline<2>
          %sb = async.stage.producer_acquire %b[%k] : !async.pipeline<2>
          async.stage.producer_commit %b, %sb : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
