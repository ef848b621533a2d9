// The wgmma tile GEMM with A from registers: C = A B, A M x K row-major
// bf16 read from global memory straight into each thread's wgmma A
// registers, B K x N row-major (N contiguous) through a 4-stage ring of
// 64 x 64 boxes, read MN-major; C M x N row-major f32. One warpgroup
// issues `async.warpgroup.mma` with A's `vector<4xi32>` and B's
// descriptor; a producer warp fills the ring. Block size: 160 threads;
// grid N / 64 x M / 64; K a multiple of 64.
!tile = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @wgmma_gemm_rs [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wgmma_gemm_rs(%a: !llvm.ptr<1>, %b_map: !tile, %c_out: !llvm.ptr<1>, %n: i32,
                          %k_tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring_b = async.pipeline.create "b" stages 4 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_2 = arith.constant 2 : i32
    %i32_3 = arith.constant 3 : i32
    %i32_4 = arith.constant 4 : i32
    %i32_8 = arith.constant 8 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tile_n = nvvm.read.ptx.sreg.ctaid.x : i32
    %tile_m = nvvm.read.ptx.sreg.ctaid.y : i32
    %row0 = arith.muli %tile_m, %i32_64 : i32
    %col0 = arith.muli %tile_n, %i32_64 : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %steps = arith.index_cast %k_tiles : i32 to index
    %k_elems = arith.muli %k_tiles, %i32_64 : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        // This thread's rows of the tile (g and g + 8 of its warp's 16)
        // and its column pair in every 8 (2 t, 2 t + 1).
        %warp = arith.divui %tid, %i32_32 : i32
        %g = arith.divui %lane, %i32_4 : i32
        %t = arith.remui %lane, %i32_4 : i32
        %warp_rows = arith.muli %warp, %i32_16 : i32
        %r_in = arith.addi %warp_rows, %g : i32
        %r_top = arith.addi %row0, %r_in : i32
        %r_bottom = arith.addi %r_top, %i32_8 : i32
        %t2 = arith.muli %t, %i32_2 : i32
        %top = arith.muli %r_top, %k_elems : i32
        %bottom = arith.muli %r_bottom, %k_elems : i32
        %zero_acc = arith.constant dense<0.0> : vector<32xf32>
        %result = scf.for %k = %c0 to %steps step %c1 iter_args(%acc = %zero_acc) -> (vector<32xf32>) {
          %sb = async.stage.consumer_wait %ring_b[%k] : !async.pipeline<4>
          %k32 = arith.index_cast %k : index to i32
          %kcol = arith.muli %k32, %i32_64 : i32
          %next = scf.for %j = %c0 to %c4 step %c1 iter_args(%d = %acc) -> (vector<32xf32>) {
            // A's registers of K slice j: (g, 2t..), (g + 8, 2t..),
            // (g, 8 + 2t..), (g + 8, 8 + 2t..), two bf16 each.
            %j32 = arith.index_cast %j : index to i32
            %jcol = arith.muli %j32, %i32_16 : i32
            %col_a = arith.addi %kcol, %jcol : i32
            %col = arith.addi %col_a, %t2 : i32
            %col8 = arith.addi %col, %i32_8 : i32
            %e0 = arith.addi %top, %col : i32
            %e1 = arith.addi %bottom, %col : i32
            %e2 = arith.addi %top, %col8 : i32
            %e3 = arith.addi %bottom, %col8 : i32
            %p0 = llvm.getelementptr %a[%e0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %p1 = llvm.getelementptr %a[%e1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %p2 = llvm.getelementptr %a[%e2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %p3 = llvm.getelementptr %a[%e3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %x0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %x1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %x2 = llvm.load %p2 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %x3 = llvm.load %p3 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
            %u = llvm.mlir.undef : vector<4xi32>
            %v0 = llvm.insertelement %x0, %u[%zero : i32] : vector<4xi32>
            %v1 = llvm.insertelement %x1, %v0[%i32_1 : i32] : vector<4xi32>
            %v2 = llvm.insertelement %x2, %v1[%i32_2 : i32] : vector<4xi32>
            %regs = llvm.insertelement %x3, %v2[%i32_3 : i32] : vector<4xi32>
            // The registers were just written by ordinary loads.
            nvvm.wgmma.fence.aligned
            %db = async.stage.descriptor %ring_b, %sb[%j] {major = "mn"} : !async.pipeline<4>
            %d2 = async.warpgroup.mma %d, %regs, %db {b_major = "mn"} : vector<32xf32>, vector<4xi32>
            scf.yield %d2 : vector<32xf32>
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring_b, %sb : !async.pipeline<4>
          scf.yield %next : vector<32xf32>
        }
        // The epilogue: element 4 q + 2 h + c is row g + 8 h, column
        // 8 q + 2 t + c of the warp's rows.
        %c_base = arith.addi %col0, %t2 : i32
        scf.for %i = %c0 to %c32 step %c1 {
          %i32 = arith.index_cast %i : index to i32
          %q = arith.divui %i32, %i32_4 : i32
          %hc = arith.remui %i32, %i32_4 : i32
          %h = arith.divui %hc, %i32_2 : i32
          %c = arith.remui %hc, %i32_2 : i32
          %h8 = arith.muli %h, %i32_8 : i32
          %row = arith.addi %r_top, %h8 : i32
          %q8 = arith.muli %q, %i32_8 : i32
          %col_q = arith.addi %c_base, %q8 : i32
          %col_c = arith.addi %col_q, %c : i32
          %row_at = arith.muli %row, %n : i32
          %at = arith.addi %row_at, %col_c : i32
          %v = llvm.extractelement %result[%i32 : i32] : vector<32xf32>
          %p = llvm.getelementptr %c_out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          llvm.store %v, %p : f32, !llvm.ptr<1>
        }
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %steps step %c1 {
          %sb = async.stage.producer_acquire %ring_b[%k] : !async.pipeline<4>
          %buf_b = async.stage.buffer %ring_b, %sb : !async.pipeline<4> -> memref<64x64xbf16, 3>
          %full_b = async.stage.barrier full %ring_b, %sb : !async.pipeline<4>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %kcol = arith.muli %k32, %i32_64 : i32
            async.copy.tensor %buf_b, %b_map[%kcol, %col0], %full_b : memref<64x64xbf16, 3>, !tile
          }
          async.stage.producer_commit %ring_b, %sb : !async.pipeline<4>
        }
      }
    }
    gpu.return
  }
}
