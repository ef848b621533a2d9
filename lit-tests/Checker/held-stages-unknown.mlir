// An access of a pipeline's stage whose address the simulation cannot
// evaluate (an index loaded from global memory), made while its thread holds
// a slot: the stage rule cannot tell whether it stays in that slot, and the
// kernel gets a "not verified" warning naming the access; --check=strict
// refuses it (checker/src/held.rs).
// RUN: %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: held-stages-unknown.mlir:64:18: warning: shared-memory accesses of kernel @pingpong_stores_reduce not verified: the simulation cannot evaluate the shared-memory address of this access, made while its thread holds slot 0 of pipeline 'ring', so whether it stays in that stage is not checked
// RUN: %not %async-opt %s --check=strict --emit=ptx -o /dev/null
gpu.module @pingpong_stores_reduce [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pingpong_stores_reduce(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 384, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<4096xi8, 3> {tx_bytes = 0 : i64, producer_unit = "cta", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
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
    %wg_tid32 = arith.remui %tid, %i32_128 : i32
    %wg_tid = arith.index_cast %wg_tid32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<4096xi8, 3>
          %chunks = memref.view %buf[%c0][%c1024] : memref<4096xi8, 3> to memref<?xi32, 3>
          %tile = arith.addi %first_tile, %k : index
          %base = arith.muli %tile, %c1024 : index
          scf.for %j = %c0 to %c8 step %c1 {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %at = arith.addi %base, %i : index
            %at64 = arith.index_cast %at : index to i64
            %from = llvm.getelementptr %src[%at64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %v = llvm.load %from : !llvm.ptr<1> -> i32
            memref.store %v, %chunks[%i] : memref<?xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer0" warps 4 {
        %sum = scf.for %k = %c0 to %n step %c2 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<4096xi8, 3>
          %chunks = memref.view %buf[%c0][%c1024] : memref<4096xi8, 3> to memref<?xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %i64 = arith.index_cast %i : index to i64
            %gp = llvm.getelementptr %src[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %gi = llvm.load %gp : !llvm.ptr<1> -> i32
            %gix = arith.index_cast %gi : i32 to index
            %v = memref.load %chunks[%gix] : memref<?xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
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
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<4096xi8, 3>
          %chunks = memref.view %buf[%c0][%c1024] : memref<4096xi8, 3> to memref<?xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v = memref.load %chunks[%i] : memref<?xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
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

