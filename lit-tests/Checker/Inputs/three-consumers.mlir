// Three consumer warpgroups taking the stages of one 6-stage ring in turn
// (consumer r takes the cursors k with k mod 3 = r), fed by bulk copies:
// the scale test of the model check (lit-tests/Checker/scale.mlir).
// Block size: 512 threads.
gpu.module @three_consumers [#nvvm.target<chip = "sm_90a">] {
  gpu.func @three_consumers(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 6 scope cta buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64, producer_unit = "cta", consumer_unit = "warpgroup"} : !async.pipeline<6>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
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
          %s0 = async.stage.producer_acquire %ring[%k] : !async.pipeline<6>
          %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<6> -> memref<1024xi32, 3>
          %full0 = async.stage.barrier full %ring, %s0 : !async.pipeline<6>
          scf.if %is_thread0 {
            %tile0 = arith.addi %first_tile, %k : index
            %off0 = arith.muli %tile0, %c1024 : index
            %off64_0 = arith.index_cast %off0 : index to i64
            %from0 = llvm.getelementptr %src[%off64_0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf0, %from0, %full0 bytes 4096 : memref<1024xi32, 3>
          }
          async.stage.producer_commit %ring, %s0 : !async.pipeline<6>
        }
      }
      async.role "consumer0" warps 4 {
        %sum = scf.for %k = %c0 to %n step %c3 iter_args(%acc = %zero) -> (i32) {
          %s0 = async.stage.consumer_wait %ring[%k] : !async.pipeline<6>
          %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<6> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v0 = memref.load %buf0[%i] : memref<1024xi32, 3>
            %q0 = arith.addi %p, %v0 : i32
            scf.yield %q0 : i32
          }
          async.stage.consumer_release %ring, %s0 : !async.pipeline<6>
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
        %sum = scf.for %k = %c1 to %n step %c3 iter_args(%acc = %zero) -> (i32) {
          %s0 = async.stage.consumer_wait %ring[%k] : !async.pipeline<6>
          %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<6> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v0 = memref.load %buf0[%i] : memref<1024xi32, 3>
            %q0 = arith.addi %p, %v0 : i32
            scf.yield %q0 : i32
          }
          async.stage.consumer_release %ring, %s0 : !async.pipeline<6>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %cta64 = arith.extui %cta : i32 to i64
          %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %old = llvm.atomicrmw add %dst, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
      async.role "consumer2" warps 4 {
        %sum = scf.for %k = %c2 to %n step %c3 iter_args(%acc = %zero) -> (i32) {
          %s0 = async.stage.consumer_wait %ring[%k] : !async.pipeline<6>
          %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<6> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %v0 = memref.load %buf0[%i] : memref<1024xi32, 3>
            %q0 = arith.addi %p, %v0 : i32
            scf.yield %q0 : i32
          }
          async.stage.consumer_release %ring, %s0 : !async.pipeline<6>
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

