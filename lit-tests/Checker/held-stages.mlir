// A thread that holds stages of a pipeline (from its wait on `full[i]` or
// `empty[i]` to its arrive on the other) accesses only the stages it holds,
// however they are filled: an index past its stage reaches the next slot,
// which another lap's producer may be filling or another consumer reading.
// Reported at the access (checker/src/held.rs).
//
// The store-filled ring of pingpong_stores_reduce, each role viewing its
// stage as 1024 i32 of a memref of dynamic size (no static shape bounds
// the index), with one chunk too many in the producer's fill loop, and in
// either consumer's read loop:
// RUN: sed -e '65s/to %%c8 /to %%c9 /' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FILL
// FILL: <stdin>:72:13: error: stage buffer accessed outside the stage this thread holds: thread 0 (role 'producer') writes bytes 4224..4228 of the arena, in slot 1 (4224..8320) of pipeline 'ring', while it holds slot 0 (128..4224, its wait at <stdin>:60:16): past its stage, into a slot that another lap's producer may be filling or another consumer reading
// FILL-NOT: error
// RUN: sed -e '82s/to %%c8 /to %%c9 /' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ0
// READ0: <stdin>:85:18: error: stage buffer accessed outside the stage this thread holds: thread 128 (role 'consumer0') reads bytes 4224..4228 of the arena, in slot 1 (4224..8320) of pipeline 'ring', while it holds slot 0 (128..4224, its wait at <stdin>:79:16)
// READ0-NOT: error
// RUN: sed -e '104s/to %%c8 /to %%c9 /' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ1
// READ1: <stdin>:107:18: error: stage buffer accessed outside the stage this thread holds: thread 256 (role 'consumer1') reads bytes 8320..8324 of the arena, in slot 2 (8320..12416) of pipeline 'ring', while it holds slot 1 (4224..8320, its wait at <stdin>:101:16)
// READ1-NOT: error
//
// The multicast TMA tile ring, its consumers viewing the stage as rows of
// a memref of dynamic size, with one row block too many in their loop: the
// CTA of rank 1 loads and stores rows 32 to 35 of its 32-row stage, bytes
// of the next slot that the multicast copies fill (rank 0 reads rows 16 to
// 19, the other CTA's half of its own stage: inside it).
// RUN: sed -e '198s/to %%c4 /to %%c5 /' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CAST
// CAST: <stdin>:204:18: error: stage buffer accessed outside the stage this thread holds: thread 32 of the CTA of rank 1 (role 'consumer') reads bytes 4224..4228 of the arena, in slot 1 (4224..8320) of pipeline 'ring', while it holds slot 0 (128..4224, its wait at <stdin>:195:16)
// CAST: <stdin>:207:13: error: stage buffer accessed outside the stage this thread holds: thread 32 of the CTA of rank 1 (role 'consumer') writes bytes 4224..4228
// CAST-NOT: error
//
// The fixed twins, as written, are proven:
// RUN: %async-opt %s --split-input-file --check=strict --emit=ptx -o /dev/null

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

// -----

gpu.module @tma_tile_multicast [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tma_tile_multicast(%in: !async.tensor_map<16x32xf32>,
                               %out: !async.tensor_map<16x32xf32>,
                               %tiles_x: i32, %tiles: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cluster buffer memref<4096xi8, 3> {producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c2048 = arith.constant 2048 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_128 = arith.constant 128 : i32
    %both = arith.constant 3 : i32
    %barrier_id = arith.constant 1 : i32
    %two = arith.constant 2.0 : f32
    %onef = arith.constant 1.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %group = nvvm.read.ptx.sreg.clusterid.x : i32
    %groups = nvvm.read.ptx.sreg.nclusterid.x : i32
    %rank32 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %rank = arith.index_cast %rank32 : i32 to index
    %half_rows = arith.muli %rank32, %i32_16 : i32
    %half_row0 = arith.muli %rank, %c16 : index
    %half_bytes = arith.muli %rank, %c2048 : index
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    // This cluster's tiles: ceil((tiles - group) / groups), none when tiles <= group.
    %mine = arith.cmpi ugt, %tiles, %group : i32
    %left = arith.subi %tiles, %group : i32
    %groups_less = arith.subi %groups, %one : i32
    %up = arith.addi %left, %groups_less : i32
    %count = arith.divui %up, %groups : i32
    %n32 = arith.select %mine, %count, %zero : i32
    %n = arith.index_cast %n32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<4096xi8, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %step = arith.muli %k32, %groups : i32
            %t = arith.addi %group, %step : i32
            %ty = arith.divui %t, %tiles_x : i32
            %tx = arith.remui %t, %tiles_x : i32
            %tile_row = arith.muli %ty, %i32_32 : i32
            %row = arith.addi %tile_row, %half_rows : i32
            %col = arith.muli %tx, %i32_32 : i32
            %half = memref.view %buf[%half_bytes][] : memref<4096xi8, 3> to memref<16x32xf32, 3>
            async.copy.tensor %half, %in[%row, %col, %both], %full : memref<16x32xf32, 3>, !async.tensor_map<16x32xf32>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 4 {
        %ctid32 = arith.subi %tid, %i32_32 : i32
        %ctid = arith.index_cast %ctid32 : i32 to index
        %first = arith.cmpi eq, %ctid32, %zero : i32
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<4096xi8, 3>
          %tile = memref.view %buf[%c0][%c32] : memref<4096xi8, 3> to memref<?x32xf32, 3>
          scf.for %j = %c0 to %c4 step %c1 {
            %jj = arith.muli %j, %c128 : index
            %e = arith.addi %jj, %ctid : index
            %r_in_half = arith.divui %e, %c32 : index
            %r = arith.addi %r_in_half, %half_row0 : index
            %c = arith.remui %e, %c32 : index
            %v = memref.load %tile[%r, %c] : memref<?x32xf32, 3>
            %twice = arith.mulf %v, %two : f32
            %w = arith.addf %twice, %onef : f32
            memref.store %w, %tile[%r, %c] : memref<?x32xf32, 3>
          }
          // Every consumer has written its half before it is stored.
          nvvm.barrier id = %barrier_id number_of_threads = %i32_128
          scf.if %first {
            %k32 = arith.index_cast %k : index to i32
            %step = arith.muli %k32, %groups : i32
            %t = arith.addi %group, %step : i32
            %ty = arith.divui %t, %tiles_x : i32
            %tx = arith.remui %t, %tiles_x : i32
            %tile_row = arith.muli %ty, %i32_32 : i32
            %row = arith.addi %tile_row, %half_rows : i32
            %col = arith.muli %tx, %i32_32 : i32
            %half = memref.view %buf[%half_bytes][] : memref<4096xi8, 3> to memref<16x32xf32, 3>
            async.copy.tensor_store %out[%row, %col], %half : !async.tensor_map<16x32xf32>, memref<16x32xf32, 3>
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}
