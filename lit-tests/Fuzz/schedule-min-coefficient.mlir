// Loops from i64::MIN: the schedule error writes the consumer's cursors as
// `-9223372036854775808*%n - ...`, and taking the absolute value of that
// coefficient overflowed (a panic in the debug build, found by the
// check_protocol and instrument fuzz targets). The magnitude is now taken
// unsigned: the error is printed, exit 1.
// RUN: %not %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not="LLVM ERROR" --implicit-check-not=Segmentation --implicit-check-not=backtrace
// CHECK: schedule-min-coefficient.mlir:31:20: error: cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors %base - 9223372036854775808 to %n + %base (exclusive) inside loop %t from -9223372036854775808
gpu.module @guarded_consumer {
  gpu.func @guarded_consumer(%n: index, %tiles: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant -9223372036854775808 : index
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
          %base = arith.muli %c0, %n : index
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
