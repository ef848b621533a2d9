// The TMA tile kernel of `tma_tile.mlir` for a cluster of 2 CTAs with
// multicast loads: no byte count, no phase bit, no init count, no barrier
// offset.
//
// out = 2 * in + 1 over a `rows` x `cols` f32 tensor, in tiles of 32 x 32.
// Cluster g takes the tiles g, g + nclusterid.x, ... Each tile lands whole
// in both CTAs' stages: CTA r loads rows [16 r, 16 r + 16) of it (a 16 x 32
// box) and multicasts them to both CTAs (mask 0b11), so each CTA's `full`
// barrier receives both halves; the compiler derives the 4 KiB per stage
// from the box and the mask. A stage is reused only when the consumers of
// both CTAs released it (the release arrives on the `empty` barrier of
// every CTA). CTA r then transforms and TMA-stores rows [16 r, 16 r + 16)
// of the tile. Edge tiles as in `tma_tile.mlir`: zeros loaded past the
// tensor, nothing stored there.
// Block size: 160 threads (producer warp 0, consumer warps 1..4).
gpu.module @tma_tile_multicast [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tma_tile_multicast(%in: !async.tensor_map<16x32xf32>,
                               %out: !async.tensor_map<16x32xf32>,
                               %tiles_x: i32, %tiles: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cluster buffer memref<4096xi8, 3> {producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
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
          %tile = memref.view %buf[%c0][] : memref<4096xi8, 3> to memref<32x32xf32, 3>
          scf.for %j = %c0 to %c4 step %c1 {
            %jj = arith.muli %j, %c128 : index
            %e = arith.addi %jj, %ctid : index
            %r_in_half = arith.divui %e, %c32 : index
            %r = arith.addi %r_in_half, %half_row0 : index
            %c = arith.remui %e, %c32 : index
            %v = memref.load %tile[%r, %c] : memref<32x32xf32, 3>
            %twice = arith.mulf %v, %two : f32
            %w = arith.addf %twice, %onef : f32
            memref.store %w, %tile[%r, %c] : memref<32x32xf32, 3>
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
