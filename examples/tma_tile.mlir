// TMA tiles through a ring, written with pipeline-level ops only: no byte
// count, no phase bit, no init count, no barrier offset.
//
// out = 2 * in + 1 over a `rows` x `cols` f32 tensor, in tiles of 32 x 32
// (4 KiB). The tensors are tensor maps built by the runtime
// (`TensorMap::tiled`); `tiles_x` = ceil(cols / 32) tiles per tile row and
// `tiles` = tiles_x * ceil(rows / 32) in all. CTA c takes the tiles c,
// c + nctaid.x, c + 2 * nctaid.x, ... The producer role (warp 0, its lane
// 0) loads each tile into a stage with a TMA tensor copy; the pipeline's
// byte count is the copy's box, which the compiler derives. The consumer
// role (warps 1..4, 128 threads) transforms the stage in place, 8 elements
// per thread, meets on a named barrier, and its first thread stores the
// stage to `out` with a TMA tensor store (which returns once the stage has
// been read); then the stage is released. An edge tile reaches past the
// tensor: the load fills the missing elements with zeros and the store
// writes only the elements inside. The fence between the consumers' stores
// and the tensor store is inserted by `async-insert-fences`.
// Block size: 160 threads. Change `stages` (and the pipeline type) to
// resize the ring.
gpu.module @tma_tile [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tma_tile(%in: !async.tensor_map<32x32xf32>,
                     %out: !async.tensor_map<32x32xf32>,
                     %tiles_x: i32, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<32x32xf32, 3> {producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_128 = arith.constant 128 : i32
    %barrier_id = arith.constant 1 : i32
    %two = arith.constant 2.0 : f32
    %onef = arith.constant 1.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %grid = nvvm.read.ptx.sreg.nctaid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    // This CTA's tiles: ceil((tiles - cta) / grid), none when tiles <= cta.
    %mine = arith.cmpi ugt, %tiles, %cta : i32
    %left = arith.subi %tiles, %cta : i32
    %grid_less = arith.subi %grid, %one : i32
    %up = arith.addi %left, %grid_less : i32
    %count = arith.divui %up, %grid : i32
    %n32 = arith.select %mine, %count, %zero : i32
    %n = arith.index_cast %n32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<32x32xf32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %step = arith.muli %k32, %grid : i32
            %t = arith.addi %cta, %step : i32
            %ty = arith.divui %t, %tiles_x : i32
            %tx = arith.remui %t, %tiles_x : i32
            %row = arith.muli %ty, %i32_32 : i32
            %col = arith.muli %tx, %i32_32 : i32
            async.copy.tensor %buf, %in[%row, %col], %full : memref<32x32xf32, 3>, !async.tensor_map<32x32xf32>
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
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<32x32xf32, 3>
          scf.for %j = %c0 to %c8 step %c1 {
            %jj = arith.muli %j, %c128 : index
            %e = arith.addi %jj, %ctid : index
            %r = arith.divui %e, %c32 : index
            %c = arith.remui %e, %c32 : index
            %v = memref.load %buf[%r, %c] : memref<32x32xf32, 3>
            %twice = arith.mulf %v, %two : f32
            %w = arith.addf %twice, %onef : f32
            memref.store %w, %buf[%r, %c] : memref<32x32xf32, 3>
          }
          // Every consumer has written the stage before it is stored.
          nvvm.barrier id = %barrier_id number_of_threads = %i32_128
          scf.if %first {
            %k32 = arith.index_cast %k : index to i32
            %step = arith.muli %k32, %grid : i32
            %t = arith.addi %cta, %step : i32
            %ty = arith.divui %t, %tiles_x : i32
            %tx = arith.remui %t, %tiles_x : i32
            %row = arith.muli %ty, %i32_32 : i32
            %col = arith.muli %tx, %i32_32 : i32
            async.copy.tensor_store %out[%row, %col], %buf : !async.tensor_map<32x32xf32>, memref<32x32xf32, 3>
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}
