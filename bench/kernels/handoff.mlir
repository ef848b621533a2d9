// Handoff latency: a 1-stage ring between two warps; warp 0 (the producer)
// times `iters` round trips with clock64 and stores the cycles to out[0].
gpu.module @handoff [#nvvm.target<chip = "sm_90a">] {
  gpu.func @handoff(%out: !llvm.ptr<1>, %iters: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %p = async.pipeline.create "slot" stages 1 scope cta buffer memref<4xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %iters : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "ping" warps 1 {
        %t0 = nvvm.read.ptx.sreg.clock64 : i64
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<1>
          async.stage.producer_commit %p, %s : !async.pipeline<1>
        }
        %t1 = nvvm.read.ptx.sreg.clock64 : i64
        %cycles = arith.subi %t1, %t0 : i64
        scf.if %is_lane0 {
          llvm.store %cycles, %out : i64, !llvm.ptr<1>
        }
      }
      async.role "pong" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<1>
          async.stage.consumer_release %p, %s : !async.pipeline<1>
        }
      }
    }
    gpu.return
  }
}
