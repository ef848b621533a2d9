// The staging rule (stores into a bulk store's source, ordered with its
// read) was not bounded by the check's deadline: a consumer role of 21
// warps whose every lane writes a stage and issues its tensor store made
// it pair 672 writer lanes with 672 reader lanes at each run of stores
// (58 M visits, 44 s of the fuzz build with a bound of 15 s: a timeout of
// the check_protocol fuzz target). The rule now looks at the kernel's
// deadline while it computes the order and while it walks the pairs, and
// says "not verified" when it is spent. Here the role has 8 warps (about
// 1 s of the release driver in all; 2 s of the debug one, 0.6 s of it
// the simulation): with a bound of 1 ms on the rule alone
// (PHASELOCK_CHECK_STAGING_MS: a busy machine cannot spend it in the
// simulation first) the rule stops and says so; with the default bound it
// runs to its end, and the error of the kernel (its copies bring more
// bytes than the barrier expects) is reported either way.
// RUN: env PHASELOCK_CHECK_STAGING_MS=1 %not %async-opt %s '--pass-pipeline=async-verify,async-lower-cluster-barrier,async-ring-alloc,async-insert-phases,async-insert-fences,async-check-protocol{trips=3}' --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BOUND
// RUN: %not %async-opt %s '--pass-pipeline=async-verify,async-lower-cluster-barrier,async-ring-alloc,async-insert-phases,async-insert-fences,async-check-protocol{trips=3}' --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FULL --implicit-check-not="not verified"
// BOUND: staging-time.mlir:[[# @LINE + 45]]:16: error: barrier 'ring.full'[0] expects 512 bytes per phase, but the copies completing on it bring 7936
// BOUND: staging-time.mlir:[[# @LINE + 81]]:11: warning: shared-memory accesses of kernel @tma_tile_multicast not verified: the order of the stores into a bulk store's source was not fully followed: the check's time bound (PHASELOCK_CHECK_TIME_MS, or the rule's own, PHASELOCK_CHECK_STAGING_MS) was spent in it
// FULL: staging-time.mlir:[[# @LINE + 43]]:16: error: barrier 'ring.full'[0] expects 512 bytes per phase, but the copies completing on it bring 7936
gpu.module @tma_tile_multicast [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tma_tile_multicast(%in: !async.tensor_map<2x32xf32>,
                               %out: !async.tensor_map<2x32xf32>,
                               %tiles_x: i32, %tiles: i32) kernel
      attributes {stages = 1025 : i64, registers = 7 : i64, nvvm.cluster_dim = array<i32: 1, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cluster buffer memref<4096xi8, 3> {producer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 21 : index
    %c16 = arith.constant 39 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c2048 = arith.constant 2048 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %i32_16 = arith.constant 2 : i32
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
    %is_lane0 = arith.cmpi ne, %lane, %zero : i32
    %mine = arith.cmpi ugt, %tiles, %group : i32
    %left = arith.subi %tiles, %group : i32
    %groups_less = arith.subi %i32_128, %one : i32
    %up = arith.addi %left, %groups_less : i32
    %count = arith.divui %up, %groups : i32
    %n32 = arith.select %mine, %up, %zero : i32
    %n = arith.index_cast %n32 : i32 to index
    async.warp_specialize {
      async.role " " warps 1 {
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
            %half = memref.view %buf[%half_bytes][] : memref<4096xi8, 3> to memref<2x32xf32, 3>
            async.copy.tensor %half, %in[%row, %col, %both], %full : memref<2x32xf32, 3>, !async.tensor_map<2x32xf32>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 8 {
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
            %r_in_half = arith.shrui %e, %c32 : index
            %r = arith.addi %r_in_half, %half_row0 : index
            %c = arith.remui %e, %c32 : index
            %v = memref.load %tile[%r, %c] : memref<32x32xf32, 3>
            %twice = arith.mulf %v, %two : f32
            %w = arith.addf %twice, %onef : f32
            memref.store %w, %tile[%r, %c] : memref<32x32xf32, 3>
          }
          nvvm.barrier id = %barrier_id number_of_threads = %i32_128

          scf.if %mine {
            %k32 = arith.index_cast %k : index to i32
            %step = arith.muli %k32, %groups : i32
            %t = arith.addi %group, %step : i32
            %ty = arith.divui %t, %tiles_x : i32
            %tx = arith.remui %t, %tiles_x : i32
            %tile_row = arith.muli %ty, %i32_32 : i32
            %row = arith.addi %tile_row, %half_rows : i32
            %col = arith.muli %tx, %i32_32 : i32
            %half = memref.view %buf[%half_bytes][] : memref<4096xi8, 3> to memref<2x32xf32, 3>
            async.copy.tensor_store %out[%row, %col], %half : !async.tensor_map<2x32xf32>, memref<2x32xf32, 3>
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}
