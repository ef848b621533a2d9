// The MN-major wgmma tile GEMM (wgmma-gemm-mn.mlir) with 64 x 128 tiles of
// C: B's stage holds the tile's two 64-column blocks (memref<2x64x64xbf16>),
// each filled by a tensor copy into a subview of one block, and the wgmma
// (m64n128k16, B `row`) reads both through one MN-major descriptor whose
// leading-dimension offset is the block (8192 bytes). Grid N / 128 x M / 64.
!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!tile = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @wgmma_gemm_mn128 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wgmma_gemm_mn128(%a_map: !tile, %b_map: !tile, %c_out: !llvm.ptr<1>, %n: i32,
                       %k_tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring_a = async.pipeline.create "a" stages 4 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %ring_b = async.pipeline.create "b" stages 4 scope cta buffer memref<2x64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_4 = arith.constant 4 : i32
    %i32_8 = arith.constant 8 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %i32_128 = arith.constant 128 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tile_n = nvvm.read.ptx.sreg.ctaid.x : i32
    %tile_m = nvvm.read.ptx.sreg.ctaid.y : i32
    %row0 = arith.muli %tile_m, %i32_64 : i32
    %col0_32 = arith.muli %tile_n, %i32_128 : i32
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
            %a2 = nvvm.wgmma.mma_async %da, %db, %a, #nvvm.shape<m = 64, n = 128, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !acc -> !acc
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
              %a2 = nvvm.wgmma.mma_async %da, %db, %a, #nvvm.shape<m = 64, n = 128, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !acc -> !acc
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
          %col_off8_0_c = arith.constant 64 : i64
          %col_off8_0 = arith.addi %col0, %col_off8_0_c : i64
          %col_off8_1_c = arith.constant 65 : i64
          %col_off8_1 = arith.addi %col0, %col_off8_1_c : i64
          %col_off9_0_c = arith.constant 72 : i64
          %col_off9_0 = arith.addi %col0, %col_off9_0_c : i64
          %col_off9_1_c = arith.constant 73 : i64
          %col_off9_1 = arith.addi %col0, %col_off9_1_c : i64
          %col_off10_0_c = arith.constant 80 : i64
          %col_off10_0 = arith.addi %col0, %col_off10_0_c : i64
          %col_off10_1_c = arith.constant 81 : i64
          %col_off10_1 = arith.addi %col0, %col_off10_1_c : i64
          %col_off11_0_c = arith.constant 88 : i64
          %col_off11_0 = arith.addi %col0, %col_off11_0_c : i64
          %col_off11_1_c = arith.constant 89 : i64
          %col_off11_1 = arith.addi %col0, %col_off11_1_c : i64
          %col_off12_0_c = arith.constant 96 : i64
          %col_off12_0 = arith.addi %col0, %col_off12_0_c : i64
          %col_off12_1_c = arith.constant 97 : i64
          %col_off12_1 = arith.addi %col0, %col_off12_1_c : i64
          %col_off13_0_c = arith.constant 104 : i64
          %col_off13_0 = arith.addi %col0, %col_off13_0_c : i64
          %col_off13_1_c = arith.constant 105 : i64
          %col_off13_1 = arith.addi %col0, %col_off13_1_c : i64
          %col_off14_0_c = arith.constant 112 : i64
          %col_off14_0 = arith.addi %col0, %col_off14_0_c : i64
          %col_off14_1_c = arith.constant 113 : i64
          %col_off14_1 = arith.addi %col0, %col_off14_1_c : i64
          %col_off15_0_c = arith.constant 120 : i64
          %col_off15_0 = arith.addi %col0, %col_off15_0_c : i64
          %col_off15_1_c = arith.constant 121 : i64
          %col_off15_1 = arith.addi %col0, %col_off15_1_c : i64
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
          %v32 = llvm.extractvalue %result[32] : !acc
          %o32 = arith.addi %base0, %col_off8_0 : i64
          %p32 = llvm.getelementptr %c_out[%o32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v32, %p32 : f32, !llvm.ptr<1>
          %v33 = llvm.extractvalue %result[33] : !acc
          %o33 = arith.addi %base0, %col_off8_1 : i64
          %p33 = llvm.getelementptr %c_out[%o33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v33, %p33 : f32, !llvm.ptr<1>
          %v34 = llvm.extractvalue %result[34] : !acc
          %o34 = arith.addi %base1, %col_off8_0 : i64
          %p34 = llvm.getelementptr %c_out[%o34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v34, %p34 : f32, !llvm.ptr<1>
          %v35 = llvm.extractvalue %result[35] : !acc
          %o35 = arith.addi %base1, %col_off8_1 : i64
          %p35 = llvm.getelementptr %c_out[%o35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v35, %p35 : f32, !llvm.ptr<1>
          %v36 = llvm.extractvalue %result[36] : !acc
          %o36 = arith.addi %base0, %col_off9_0 : i64
          %p36 = llvm.getelementptr %c_out[%o36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v36, %p36 : f32, !llvm.ptr<1>
          %v37 = llvm.extractvalue %result[37] : !acc
          %o37 = arith.addi %base0, %col_off9_1 : i64
          %p37 = llvm.getelementptr %c_out[%o37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v37, %p37 : f32, !llvm.ptr<1>
          %v38 = llvm.extractvalue %result[38] : !acc
          %o38 = arith.addi %base1, %col_off9_0 : i64
          %p38 = llvm.getelementptr %c_out[%o38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v38, %p38 : f32, !llvm.ptr<1>
          %v39 = llvm.extractvalue %result[39] : !acc
          %o39 = arith.addi %base1, %col_off9_1 : i64
          %p39 = llvm.getelementptr %c_out[%o39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v39, %p39 : f32, !llvm.ptr<1>
          %v40 = llvm.extractvalue %result[40] : !acc
          %o40 = arith.addi %base0, %col_off10_0 : i64
          %p40 = llvm.getelementptr %c_out[%o40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v40, %p40 : f32, !llvm.ptr<1>
          %v41 = llvm.extractvalue %result[41] : !acc
          %o41 = arith.addi %base0, %col_off10_1 : i64
          %p41 = llvm.getelementptr %c_out[%o41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v41, %p41 : f32, !llvm.ptr<1>
          %v42 = llvm.extractvalue %result[42] : !acc
          %o42 = arith.addi %base1, %col_off10_0 : i64
          %p42 = llvm.getelementptr %c_out[%o42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v42, %p42 : f32, !llvm.ptr<1>
          %v43 = llvm.extractvalue %result[43] : !acc
          %o43 = arith.addi %base1, %col_off10_1 : i64
          %p43 = llvm.getelementptr %c_out[%o43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v43, %p43 : f32, !llvm.ptr<1>
          %v44 = llvm.extractvalue %result[44] : !acc
          %o44 = arith.addi %base0, %col_off11_0 : i64
          %p44 = llvm.getelementptr %c_out[%o44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v44, %p44 : f32, !llvm.ptr<1>
          %v45 = llvm.extractvalue %result[45] : !acc
          %o45 = arith.addi %base0, %col_off11_1 : i64
          %p45 = llvm.getelementptr %c_out[%o45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v45, %p45 : f32, !llvm.ptr<1>
          %v46 = llvm.extractvalue %result[46] : !acc
          %o46 = arith.addi %base1, %col_off11_0 : i64
          %p46 = llvm.getelementptr %c_out[%o46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v46, %p46 : f32, !llvm.ptr<1>
          %v47 = llvm.extractvalue %result[47] : !acc
          %o47 = arith.addi %base1, %col_off11_1 : i64
          %p47 = llvm.getelementptr %c_out[%o47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v47, %p47 : f32, !llvm.ptr<1>
          %v48 = llvm.extractvalue %result[48] : !acc
          %o48 = arith.addi %base0, %col_off12_0 : i64
          %p48 = llvm.getelementptr %c_out[%o48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v48, %p48 : f32, !llvm.ptr<1>
          %v49 = llvm.extractvalue %result[49] : !acc
          %o49 = arith.addi %base0, %col_off12_1 : i64
          %p49 = llvm.getelementptr %c_out[%o49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v49, %p49 : f32, !llvm.ptr<1>
          %v50 = llvm.extractvalue %result[50] : !acc
          %o50 = arith.addi %base1, %col_off12_0 : i64
          %p50 = llvm.getelementptr %c_out[%o50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v50, %p50 : f32, !llvm.ptr<1>
          %v51 = llvm.extractvalue %result[51] : !acc
          %o51 = arith.addi %base1, %col_off12_1 : i64
          %p51 = llvm.getelementptr %c_out[%o51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v51, %p51 : f32, !llvm.ptr<1>
          %v52 = llvm.extractvalue %result[52] : !acc
          %o52 = arith.addi %base0, %col_off13_0 : i64
          %p52 = llvm.getelementptr %c_out[%o52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v52, %p52 : f32, !llvm.ptr<1>
          %v53 = llvm.extractvalue %result[53] : !acc
          %o53 = arith.addi %base0, %col_off13_1 : i64
          %p53 = llvm.getelementptr %c_out[%o53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v53, %p53 : f32, !llvm.ptr<1>
          %v54 = llvm.extractvalue %result[54] : !acc
          %o54 = arith.addi %base1, %col_off13_0 : i64
          %p54 = llvm.getelementptr %c_out[%o54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v54, %p54 : f32, !llvm.ptr<1>
          %v55 = llvm.extractvalue %result[55] : !acc
          %o55 = arith.addi %base1, %col_off13_1 : i64
          %p55 = llvm.getelementptr %c_out[%o55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v55, %p55 : f32, !llvm.ptr<1>
          %v56 = llvm.extractvalue %result[56] : !acc
          %o56 = arith.addi %base0, %col_off14_0 : i64
          %p56 = llvm.getelementptr %c_out[%o56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v56, %p56 : f32, !llvm.ptr<1>
          %v57 = llvm.extractvalue %result[57] : !acc
          %o57 = arith.addi %base0, %col_off14_1 : i64
          %p57 = llvm.getelementptr %c_out[%o57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v57, %p57 : f32, !llvm.ptr<1>
          %v58 = llvm.extractvalue %result[58] : !acc
          %o58 = arith.addi %base1, %col_off14_0 : i64
          %p58 = llvm.getelementptr %c_out[%o58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v58, %p58 : f32, !llvm.ptr<1>
          %v59 = llvm.extractvalue %result[59] : !acc
          %o59 = arith.addi %base1, %col_off14_1 : i64
          %p59 = llvm.getelementptr %c_out[%o59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v59, %p59 : f32, !llvm.ptr<1>
          %v60 = llvm.extractvalue %result[60] : !acc
          %o60 = arith.addi %base0, %col_off15_0 : i64
          %p60 = llvm.getelementptr %c_out[%o60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v60, %p60 : f32, !llvm.ptr<1>
          %v61 = llvm.extractvalue %result[61] : !acc
          %o61 = arith.addi %base0, %col_off15_1 : i64
          %p61 = llvm.getelementptr %c_out[%o61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v61, %p61 : f32, !llvm.ptr<1>
          %v62 = llvm.extractvalue %result[62] : !acc
          %o62 = arith.addi %base1, %col_off15_0 : i64
          %p62 = llvm.getelementptr %c_out[%o62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v62, %p62 : f32, !llvm.ptr<1>
          %v63 = llvm.extractvalue %result[63] : !acc
          %o63 = arith.addi %base1, %col_off15_1 : i64
          %p63 = llvm.getelementptr %c_out[%o63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %v63, %p63 : f32, !llvm.ptr<1>
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %steps step %c1 {
          %sa = async.stage.producer_acquire %ring_a[%k] : !async.pipeline<4>
          %sb = async.stage.producer_acquire %ring_b[%k] : !async.pipeline<4>
          %buf_a = async.stage.buffer %ring_a, %sa : !async.pipeline<4> -> memref<64x64xbf16, 3>
          %buf_b = async.stage.buffer %ring_b, %sb : !async.pipeline<4> -> memref<2x64x64xbf16, 3>
          %full_a = async.stage.barrier full %ring_a, %sa : !async.pipeline<4>
          %full_b = async.stage.barrier full %ring_b, %sb : !async.pipeline<4>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %kcol = arith.muli %k32, %i32_64 : i32
            async.copy.tensor %buf_a, %a_map[%row0, %kcol], %full_a : memref<64x64xbf16, 3>, !tile
            // B's two 64-column blocks of the tile, one box each.
            %b_lo = memref.subview %buf_b[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1]>, 3>
            %b_hi = memref.subview %buf_b[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, 3> to memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>
            %col_hi = arith.addi %col0_32, %i32_64 : i32
            async.copy.tensor %b_lo, %b_map[%kcol, %col0_32], %full_b : memref<64x64xbf16, strided<[64, 1]>, 3>, !tile
            async.copy.tensor %b_hi, %b_map[%kcol, %col_hi], %full_b : memref<64x64xbf16, strided<[64, 1], offset: 4096>, 3>, !tile
          }
          async.stage.producer_commit %ring_a, %sa : !async.pipeline<4>
          async.stage.producer_commit %ring_b, %sb : !async.pipeline<4>
        }
      }
    }
    gpu.return
  }
}
