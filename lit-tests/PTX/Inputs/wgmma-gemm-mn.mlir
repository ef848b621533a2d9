// The wgmma tile GEMM of examples/wgmma_gemm.mlir with B MN-major: C = A B,
// A M x K row-major (K-major), B K x N row-major (N contiguous: MN-major),
// C M x N row-major f32. The producer copies B's 64 x 64 box at (K row
// 64 k, column 64 x) into the stage, 64 K rows of 128 bytes; the consumer
// describes it with `async.stage.descriptor ... {major = "mn"}` and reads
// it with wgmma's B layout `row` (transposed). Everything else as in the
// example. Block size: 160 threads; grid N / 64 x M / 64.
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!tile = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @wgmma_gemm_mn [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wgmma_gemm_mn(%a_map: !tile, %b_map: !tile, %c_out: !llvm.ptr<1>, %n: i32,
                       %k_tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring_a = async.pipeline.create "a" stages 4 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %ring_b = async.pipeline.create "b" stages 4 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_4 = arith.constant 4 : i32
    %i32_8 = arith.constant 8 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tile_n = nvvm.read.ptx.sreg.ctaid.x : i32
    %tile_m = nvvm.read.ptx.sreg.ctaid.y : i32
    %row0 = arith.muli %tile_m, %i32_64 : i32
    %col0_32 = arith.muli %tile_n, %i32_64 : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %steps = arith.index_cast %k_tiles : i32 to index
    async.warp_specialize {
      async.role "mma" warps 4 {
        %zero_acc = llvm.mlir.zero : !acc
        %nonempty = arith.cmpi sgt, %steps, %c0 : index
        %result = scf.if %nonempty -> (!acc) {
          %sa0 = async.stage.consumer_wait %ring_a[%c0] : !async.pipeline<4>
          %sb0 = async.stage.consumer_wait %ring_b[%c0] : !async.pipeline<4>
          nvvm.wgmma.fence.aligned
          %first = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero_acc) -> (!acc) {
            %da = async.stage.descriptor %ring_a, %sa0[%j] : !async.pipeline<4>
            %db = async.stage.descriptor %ring_b, %sb0[%j] {major = "mn"} : !async.pipeline<4>
            %a2 = nvvm.wgmma.mma_async %da, %db, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !acc -> !acc
            scf.yield %a2 : !acc
          }
          nvvm.wgmma.commit.group.sync.aligned
          %last:3 = scf.for %k = %c1 to %steps step %c1
              iter_args(%prev_a = %sa0, %prev_b = %sb0, %acc = %first) -> (!async.stage, !async.stage, !acc) {
            %sa = async.stage.consumer_wait %ring_a[%k] : !async.pipeline<4>
            %sb = async.stage.consumer_wait %ring_b[%k] : !async.pipeline<4>
            nvvm.wgmma.fence.aligned
            %next = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (!acc) {
              %da = async.stage.descriptor %ring_a, %sa[%j] : !async.pipeline<4>
              %db = async.stage.descriptor %ring_b, %sb[%j] {major = "mn"} : !async.pipeline<4>
              %a2 = nvvm.wgmma.mma_async %da, %db, %a, #nvvm.shape<m = 64, n = 64, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !acc -> !acc
              scf.yield %a2 : !acc
            }
            nvvm.wgmma.commit.group.sync.aligned
            // The group of the previous K step has retired: its stages are free.
            nvvm.wgmma.wait.group.sync.aligned 1
            async.stage.consumer_release %ring_a, %prev_a : !async.pipeline<4>
            async.stage.consumer_release %ring_b, %prev_b : !async.pipeline<4>
            scf.yield %sa, %sb, %next : !async.stage, !async.stage, !acc
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring_a, %last#0 : !async.pipeline<4>
          async.stage.consumer_release %ring_b, %last#1 : !async.pipeline<4>
          scf.yield %last#2 : !acc
        } else {
          scf.yield %zero_acc : !acc
        }
        // The epilogue: this thread's 32 accumulators to C.
        %warp = arith.divui %tid, %i32_32 : i32
        %quad = arith.divui %lane, %i32_4 : i32
        %pair = arith.remui %lane, %i32_4 : i32
        %warp_rows = arith.muli %warp, %i32_16 : i32
        %r_in = arith.addi %warp_rows, %quad : i32
        %r_top = arith.addi %row0, %r_in : i32
        %r_bottom = arith.addi %r_top, %i32_8 : i32
        %pair2 = arith.addi %pair, %pair : i32
        %c_in = arith.addi %col0_32, %pair2 : i32
        %col0 = arith.extui %c_in : i32 to i64
        %n64 = arith.extui %n : i32 to i64
        %rt64 = arith.extui %r_top : i32 to i64
        %rb64 = arith.extui %r_bottom : i32 to i64
        %base0 = arith.muli %rt64, %n64 : i64
        %base1 = arith.muli %rb64, %n64 : i64
          %col_off0_0_c = arith.constant 0 : i64
          %col_off0_0 = arith.addi %col0, %col_off0_0_c : i64
          %col_off0_1_c = arith.constant 1 : i64
          %col_off0_1 = arith.addi %col0, %col_off0_1_c : i64
          %col_off1_0_c = arith.constant 8 : i64
          %col_off1_0 = arith.addi %col0, %col_off1_0_c : i64
          %col_off1_1_c = arith.constant 9 : i64
          %col_off1_1 = arith.addi %col0, %col_off1_1_c : i64
          %col_off2_0_c = arith.constant 16 : i64
          %col_off2_0 = arith.addi %col0, %col_off2_0_c : i64
          %col_off2_1_c = arith.constant 17 : i64
          %col_off2_1 = arith.addi %col0, %col_off2_1_c : i64
          %col_off3_0_c = arith.constant 24 : i64
          %col_off3_0 = arith.addi %col0, %col_off3_0_c : i64
          %col_off3_1_c = arith.constant 25 : i64
          %col_off3_1 = arith.addi %col0, %col_off3_1_c : i64
          %col_off4_0_c = arith.constant 32 : i64
          %col_off4_0 = arith.addi %col0, %col_off4_0_c : i64
          %col_off4_1_c = arith.constant 33 : i64
          %col_off4_1 = arith.addi %col0, %col_off4_1_c : i64
          %col_off5_0_c = arith.constant 40 : i64
          %col_off5_0 = arith.addi %col0, %col_off5_0_c : i64
          %col_off5_1_c = arith.constant 41 : i64
          %col_off5_1 = arith.addi %col0, %col_off5_1_c : i64
          %col_off6_0_c = arith.constant 48 : i64
          %col_off6_0 = arith.addi %col0, %col_off6_0_c : i64
          %col_off6_1_c = arith.constant 49 : i64
          %col_off6_1 = arith.addi %col0, %col_off6_1_c : i64
          %col_off7_0_c = arith.constant 56 : i64
          %col_off7_0 = arith.addi %col0, %col_off7_0_c : i64
          %col_off7_1_c = arith.constant 57 : i64
          %col_off7_1 = arith.addi %col0, %col_off7_1_c : i64
          %v0 = llvm.extractvalue %result[0] : !acc
          %o0 = arith.addi %base0, %col_off0_0 : i64
          %p0 = llvm.getelementptr %c_out[%o0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v0, %p0 : f32, !llvm.ptr<1>
          %v1 = llvm.extractvalue %result[1] : !acc
          %o1 = arith.addi %base0, %col_off0_1 : i64
          %p1 = llvm.getelementptr %c_out[%o1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v1, %p1 : f32, !llvm.ptr<1>
          %v2 = llvm.extractvalue %result[2] : !acc
          %o2 = arith.addi %base1, %col_off0_0 : i64
          %p2 = llvm.getelementptr %c_out[%o2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v2, %p2 : f32, !llvm.ptr<1>
          %v3 = llvm.extractvalue %result[3] : !acc
          %o3 = arith.addi %base1, %col_off0_1 : i64
          %p3 = llvm.getelementptr %c_out[%o3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v3, %p3 : f32, !llvm.ptr<1>
          %v4 = llvm.extractvalue %result[4] : !acc
          %o4 = arith.addi %base0, %col_off1_0 : i64
          %p4 = llvm.getelementptr %c_out[%o4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v4, %p4 : f32, !llvm.ptr<1>
          %v5 = llvm.extractvalue %result[5] : !acc
          %o5 = arith.addi %base0, %col_off1_1 : i64
          %p5 = llvm.getelementptr %c_out[%o5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v5, %p5 : f32, !llvm.ptr<1>
          %v6 = llvm.extractvalue %result[6] : !acc
          %o6 = arith.addi %base1, %col_off1_0 : i64
          %p6 = llvm.getelementptr %c_out[%o6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v6, %p6 : f32, !llvm.ptr<1>
          %v7 = llvm.extractvalue %result[7] : !acc
          %o7 = arith.addi %base1, %col_off1_1 : i64
          %p7 = llvm.getelementptr %c_out[%o7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v7, %p7 : f32, !llvm.ptr<1>
          %v8 = llvm.extractvalue %result[8] : !acc
          %o8 = arith.addi %base0, %col_off2_0 : i64
          %p8 = llvm.getelementptr %c_out[%o8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v8, %p8 : f32, !llvm.ptr<1>
          %v9 = llvm.extractvalue %result[9] : !acc
          %o9 = arith.addi %base0, %col_off2_1 : i64
          %p9 = llvm.getelementptr %c_out[%o9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v9, %p9 : f32, !llvm.ptr<1>
          %v10 = llvm.extractvalue %result[10] : !acc
          %o10 = arith.addi %base1, %col_off2_0 : i64
          %p10 = llvm.getelementptr %c_out[%o10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v10, %p10 : f32, !llvm.ptr<1>
          %v11 = llvm.extractvalue %result[11] : !acc
          %o11 = arith.addi %base1, %col_off2_1 : i64
          %p11 = llvm.getelementptr %c_out[%o11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v11, %p11 : f32, !llvm.ptr<1>
          %v12 = llvm.extractvalue %result[12] : !acc
          %o12 = arith.addi %base0, %col_off3_0 : i64
          %p12 = llvm.getelementptr %c_out[%o12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v12, %p12 : f32, !llvm.ptr<1>
          %v13 = llvm.extractvalue %result[13] : !acc
          %o13 = arith.addi %base0, %col_off3_1 : i64
          %p13 = llvm.getelementptr %c_out[%o13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v13, %p13 : f32, !llvm.ptr<1>
          %v14 = llvm.extractvalue %result[14] : !acc
          %o14 = arith.addi %base1, %col_off3_0 : i64
          %p14 = llvm.getelementptr %c_out[%o14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v14, %p14 : f32, !llvm.ptr<1>
          %v15 = llvm.extractvalue %result[15] : !acc
          %o15 = arith.addi %base1, %col_off3_1 : i64
          %p15 = llvm.getelementptr %c_out[%o15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v15, %p15 : f32, !llvm.ptr<1>
          %v16 = llvm.extractvalue %result[16] : !acc
          %o16 = arith.addi %base0, %col_off4_0 : i64
          %p16 = llvm.getelementptr %c_out[%o16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v16, %p16 : f32, !llvm.ptr<1>
          %v17 = llvm.extractvalue %result[17] : !acc
          %o17 = arith.addi %base0, %col_off4_1 : i64
          %p17 = llvm.getelementptr %c_out[%o17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v17, %p17 : f32, !llvm.ptr<1>
          %v18 = llvm.extractvalue %result[18] : !acc
          %o18 = arith.addi %base1, %col_off4_0 : i64
          %p18 = llvm.getelementptr %c_out[%o18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v18, %p18 : f32, !llvm.ptr<1>
          %v19 = llvm.extractvalue %result[19] : !acc
          %o19 = arith.addi %base1, %col_off4_1 : i64
          %p19 = llvm.getelementptr %c_out[%o19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v19, %p19 : f32, !llvm.ptr<1>
          %v20 = llvm.extractvalue %result[20] : !acc
          %o20 = arith.addi %base0, %col_off5_0 : i64
          %p20 = llvm.getelementptr %c_out[%o20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v20, %p20 : f32, !llvm.ptr<1>
          %v21 = llvm.extractvalue %result[21] : !acc
          %o21 = arith.addi %base0, %col_off5_1 : i64
          %p21 = llvm.getelementptr %c_out[%o21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v21, %p21 : f32, !llvm.ptr<1>
          %v22 = llvm.extractvalue %result[22] : !acc
          %o22 = arith.addi %base1, %col_off5_0 : i64
          %p22 = llvm.getelementptr %c_out[%o22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v22, %p22 : f32, !llvm.ptr<1>
          %v23 = llvm.extractvalue %result[23] : !acc
          %o23 = arith.addi %base1, %col_off5_1 : i64
          %p23 = llvm.getelementptr %c_out[%o23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v23, %p23 : f32, !llvm.ptr<1>
          %v24 = llvm.extractvalue %result[24] : !acc
          %o24 = arith.addi %base0, %col_off6_0 : i64
          %p24 = llvm.getelementptr %c_out[%o24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v24, %p24 : f32, !llvm.ptr<1>
          %v25 = llvm.extractvalue %result[25] : !acc
          %o25 = arith.addi %base0, %col_off6_1 : i64
          %p25 = llvm.getelementptr %c_out[%o25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v25, %p25 : f32, !llvm.ptr<1>
          %v26 = llvm.extractvalue %result[26] : !acc
          %o26 = arith.addi %base1, %col_off6_0 : i64
          %p26 = llvm.getelementptr %c_out[%o26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v26, %p26 : f32, !llvm.ptr<1>
          %v27 = llvm.extractvalue %result[27] : !acc
          %o27 = arith.addi %base1, %col_off6_1 : i64
          %p27 = llvm.getelementptr %c_out[%o27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v27, %p27 : f32, !llvm.ptr<1>
          %v28 = llvm.extractvalue %result[28] : !acc
          %o28 = arith.addi %base0, %col_off7_0 : i64
          %p28 = llvm.getelementptr %c_out[%o28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v28, %p28 : f32, !llvm.ptr<1>
          %v29 = llvm.extractvalue %result[29] : !acc
          %o29 = arith.addi %base0, %col_off7_1 : i64
          %p29 = llvm.getelementptr %c_out[%o29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v29, %p29 : f32, !llvm.ptr<1>
          %v30 = llvm.extractvalue %result[30] : !acc
          %o30 = arith.addi %base1, %col_off7_0 : i64
          %p30 = llvm.getelementptr %c_out[%o30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v30, %p30 : f32, !llvm.ptr<1>
          %v31 = llvm.extractvalue %result[31] : !acc
          %o31 = arith.addi %base1, %col_off7_1 : i64
          %p31 = llvm.getelementptr %c_out[%o31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v31, %p31 : f32, !llvm.ptr<1>
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %steps step %c1 {
          %sa = async.stage.producer_acquire %ring_a[%k] : !async.pipeline<4>
          %sb = async.stage.producer_acquire %ring_b[%k] : !async.pipeline<4>
          %buf_a = async.stage.buffer %ring_a, %sa : !async.pipeline<4> -> memref<64x64xbf16, 3>
          %buf_b = async.stage.buffer %ring_b, %sb : !async.pipeline<4> -> memref<64x64xbf16, 3>
          %full_a = async.stage.barrier full %ring_a, %sa : !async.pipeline<4>
          %full_b = async.stage.barrier full %ring_b, %sb : !async.pipeline<4>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %kcol = arith.muli %k32, %i32_64 : i32
            async.copy.tensor %buf_a, %a_map[%row0, %kcol], %full_a : memref<64x64xbf16, 3>, !tile
            async.copy.tensor %buf_b, %b_map[%kcol, %col0_32], %full_b : memref<64x64xbf16, 3>, !tile
          }
          async.stage.producer_commit %ring_a, %sa : !async.pipeline<4>
          async.stage.producer_commit %ring_b, %sb : !async.pipeline<4>
        }
      }
    }
    gpu.return
  }
}
