// examples/pingpong_reduce.mlir with the two consumer warpgroups also
// taking turns at their loads ("loads" sequence: consumer0 first, then
// consumer1, and so on), as FlashAttention-3's warpgroups take turns at
// the tensor cores: written with async.turn.wait / async.turn.pass, the
// named barriers the compiler's.
//
// Each CTA sums `tiles` consecutive tiles of 1024 i32 (4 KiB) of `src` into
// `out[ctaid.x]`. The producer warpgroup (warps 0-3) streams the tiles into
// the ring; its first lane issues the bulk copies. Consumer warpgroup 0
// (warps 4-7) takes the even cursors, consumer warpgroup 1 (warps 8-11) the
// odd ones: role r of 2 waits on cursors k with k mod 2 = r, so each stage's
// empty barrier expects the one warpgroup that consumed it (one arrival,
// consumer_unit = "warpgroup"). The compiler derives that from the loops;
// the author writes no count. Block size: 384 threads.
gpu.module @pingpong_reduce [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pingpong_reduce(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 384, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 4 scope cta buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64, producer_unit = "cta", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_128 = arith.constant 128 : i32
    %n = arith.index_cast %tiles : i32 to index
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %cta_idx = arith.index_cast %cta : i32 to index
    %first_tile = arith.muli %cta_idx, %n : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %is_thread0 = arith.cmpi eq, %tid, %zero : i32
    %wg_tid32 = arith.remui %tid, %i32_128 : i32
    %wg_tid = arith.index_cast %wg_tid32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<4>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<4> -> memref<1024xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<4>
          scf.if %is_thread0 {
            %tile = arith.addi %first_tile, %k : index
            %off = arith.muli %tile, %c1024 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 4096 : memref<1024xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<4>
        }
      }
      async.role "consumer0" warps 4 {
        %sum = scf.for %k = %c0 to %n step %c2 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<4>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<4> -> memref<1024xi32, 3>
          async.turn.wait "loads"
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v = memref.load %buf[%i] : memref<1024xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.turn.pass "loads"
          async.stage.consumer_release %ring, %s : !async.pipeline<4>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %cta64 = arith.extui %cta : i32 to i64
          %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %old = llvm.atomicrmw add %dst, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
      async.role "consumer1" warps 4 {
        %sum = scf.for %k = %c1 to %n step %c2 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<4>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<4> -> memref<1024xi32, 3>
          async.turn.wait "loads"
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v = memref.load %buf[%i] : memref<1024xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.turn.pass "loads"
          async.stage.consumer_release %ring, %s : !async.pipeline<4>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %cta64 = arith.extui %cta : i32 to i64
          %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %old = llvm.atomicrmw add %dst, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
    }
    gpu.return
  }
}
