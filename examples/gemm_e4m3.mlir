module {
  gpu.module @gemm_e4m3 [#nvvm.target<chip = "sm_90a">] {
    llvm.mlir.global internal @epilogue() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<49152 x i8>
    gpu.func @gemm_e4m3(%arg0: !async.tensor_map<128x128xf8E4M3FN, swizzle 128>, %arg1: !async.tensor_map<192x128xf8E4M3FN, swizzle 128>, %arg2: !async.tensor_map<64x64xbf16, swizzle 128>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i32, %arg6: i32, %arg7: i32) kernel attributes {known_block_size = array<i32: 384, 1, 1>, phaselock.schedule = "persistent"} {
      %0 = async.pipeline.create "a" stages 4 scope cta buffer memref<128x128xf8E4M3FN, 3> {consumer_unit = "warp", producer_unit = "warp", swizzle = 128 : i64} : !async.pipeline<4>
      %1 = async.pipeline.create "b" stages 4 scope cta buffer memref<192x128xf8E4M3FN, 3> {consumer_unit = "warp", producer_unit = "warp", swizzle = 128 : i64} : !async.pipeline<4>
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = arith.index_cast %arg7 : i32 to index
      %c127_i32 = arith.constant 127 : i32
      %4 = arith.addi %arg5, %c127_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %5 = arith.divui %4, %c128_i32 : i32
      %c192_i32 = arith.constant 192 : i32
      %c1_i32 = arith.constant 1 : i32
      %6 = arith.subi %c192_i32, %c1_i32 : i32
      %7 = arith.addi %arg6, %6 : i32
      %8 = arith.divui %7, %c192_i32 : i32
      %9 = arith.muli %5, %8 : i32
      %10 = nvvm.read.ptx.sreg.ctaid.x : i32
      %11 = nvvm.read.ptx.sreg.nctaid.x : i32
      %12 = arith.cmpi ugt, %9, %10 : i32
      %13 = arith.subi %9, %10 : i32
      %c1_i32_0 = arith.constant 1 : i32
      %14 = arith.subi %11, %c1_i32_0 : i32
      %15 = arith.addi %13, %14 : i32
      %16 = arith.divui %15, %11 : i32
      %c0_i32 = arith.constant 0 : i32
      %17 = arith.select %12, %16, %c0_i32 : i32
      %18 = arith.index_cast %17 : i32 to index
      async.warp_specialize {
        async.role "mma0" warps 4 registers 232 {
          %cst = arith.constant dense<0.000000e+00> : vector<96xf32>
          %19 = llvm.load %arg3 : !llvm.ptr<1> -> f32
          %20 = llvm.load %arg4 : !llvm.ptr<1> -> f32
          %21 = arith.mulf %19, %20 : f32
          %c0 = arith.constant 0 : index
          %22 = arith.cmpi sgt, %3, %c0 : index
          %c0_1 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %arg8 = %c0_1 to %18 step %c1 {
            %25 = arith.muli %arg8, %3 : index
            %26 = arith.index_cast %arg8 : index to i32
            %27 = arith.muli %26, %11 : i32
            %28 = arith.addi %10, %27 : i32
            %c8_i32 = arith.constant 8 : i32
            %29 = arith.muli %c8_i32, %8 : i32
            %30 = arith.divui %28, %29 : i32
            %31 = arith.muli %30, %c8_i32 : i32
            %32 = arith.subi %5, %31 : i32
            %33 = arith.cmpi ult, %32, %c8_i32 : i32
            %34 = arith.select %33, %32, %c8_i32 : i32
            %35 = arith.remui %28, %29 : i32
            %36 = arith.remui %35, %34 : i32
            %37 = arith.addi %31, %36 : i32
            %38 = arith.divui %35, %34 : i32
            %c128_i32_4 = arith.constant 128 : i32
            %39 = arith.muli %37, %c128_i32_4 : i32
            %c192_i32_5 = arith.constant 192 : i32
            %40 = arith.muli %38, %c192_i32_5 : i32
            %41 = scf.if %22 -> (vector<96xf32>) {
              %c0_6 = arith.constant 0 : index
              %c1_7 = arith.constant 1 : index
              %42 = scf.for %arg9 = %c0_6 to %3 step %c1_7 iter_args(%arg10 = %cst) -> (vector<96xf32>) {
                %43 = arith.addi %25, %arg9 : index
                %44 = async.stage.consumer_wait %0[%43] : !async.pipeline<4>
                %45 = async.stage.consumer_wait %1[%43] : !async.pipeline<4>
                nvvm.wgmma.fence.aligned
                %c0_8 = arith.constant 0 : index
                %c4 = arith.constant 4 : index
                %c1_9 = arith.constant 1 : index
                %46 = scf.for %arg11 = %c0_8 to %c4 step %c1_9 iter_args(%arg12 = %cst) -> (vector<96xf32>) {
                  %c0_10 = arith.constant 0 : index
                  %48 = async.stage.descriptor %0, %44[%arg11, %c0_10] : !async.pipeline<4>
                  %49 = async.stage.descriptor %1, %45[%arg11] : !async.pipeline<4>
                  %50 = async.warpgroup.mma %arg12, %48, %49 {a_type = "e4m3", b_type = "e4m3"} : vector<96xf32>, i64
                  scf.yield %50 : vector<96xf32>
                }
                nvvm.wgmma.commit.group.sync.aligned
                nvvm.wgmma.wait.group.sync.aligned 0
                %47 = arith.addf %arg10, %46 : vector<96xf32>
                async.stage.consumer_release %0, %44 : !async.pipeline<4>
                async.stage.consumer_release %1, %45 : !async.pipeline<4>
                scf.yield %47 : vector<96xf32>
              }
              scf.yield %42 : vector<96xf32>
            } else {
              scf.yield %cst : vector<96xf32>
            }
            scf.if %22 {
              %42 = vector.broadcast %21 : f32 to vector<96xf32>
              %43 = arith.mulf %41, %42 : vector<96xf32>
              %c128_i32_6 = arith.constant 128 : i32
              %44 = arith.remui %2, %c128_i32_6 : i32
              %c32_i32 = arith.constant 32 : i32
              %45 = arith.divui %44, %c32_i32 : i32
              %c32_i32_7 = arith.constant 32 : i32
              %46 = arith.remui %44, %c32_i32_7 : i32
              %c4_i32 = arith.constant 4 : i32
              %47 = arith.divui %46, %c4_i32 : i32
              %c4_i32_8 = arith.constant 4 : i32
              %48 = arith.remui %46, %c4_i32_8 : i32
              %c16_i32 = arith.constant 16 : i32
              %49 = arith.muli %45, %c16_i32 : i32
              %50 = arith.addi %49, %47 : i32
              %c8_i32_9 = arith.constant 8 : i32
              %51 = arith.addi %50, %c8_i32_9 : i32
              %c128_i32_10 = arith.constant 128 : i32
              %52 = arith.muli %50, %c128_i32_10 : i32
              %c128_i32_11 = arith.constant 128 : i32
              %53 = arith.muli %51, %c128_i32_11 : i32
              %c4_i32_12 = arith.constant 4 : i32
              %54 = arith.muli %48, %c4_i32_12 : i32
              %55 = llvm.mlir.addressof @epilogue : !llvm.ptr<3>
              %c12_i32 = arith.constant 12 : i32
              %c0_i32_13 = arith.constant 0 : i32
              %56 = arith.cmpi eq, %44, %c0_i32_13 : i32
              %c0_i32_14 = arith.constant 0 : i32
              %57 = arith.addi %39, %c0_i32_14 : i32
              %c0_i32_15 = arith.constant 0 : i32
              %58 = arith.xori %47, %c0_i32_15 : i32
              %c16_i32_16 = arith.constant 16 : i32
              %59 = arith.muli %58, %c16_i32_16 : i32
              %60 = arith.addi %59, %54 : i32
              %c1_i32_17 = arith.constant 1 : i32
              %61 = arith.xori %47, %c1_i32_17 : i32
              %c16_i32_18 = arith.constant 16 : i32
              %62 = arith.muli %61, %c16_i32_18 : i32
              %63 = arith.addi %62, %54 : i32
              %c2_i32 = arith.constant 2 : i32
              %64 = arith.xori %47, %c2_i32 : i32
              %c16_i32_19 = arith.constant 16 : i32
              %65 = arith.muli %64, %c16_i32_19 : i32
              %66 = arith.addi %65, %54 : i32
              %c3_i32 = arith.constant 3 : i32
              %67 = arith.xori %47, %c3_i32 : i32
              %c16_i32_20 = arith.constant 16 : i32
              %68 = arith.muli %67, %c16_i32_20 : i32
              %69 = arith.addi %68, %54 : i32
              %c4_i32_21 = arith.constant 4 : i32
              %70 = arith.xori %47, %c4_i32_21 : i32
              %c16_i32_22 = arith.constant 16 : i32
              %71 = arith.muli %70, %c16_i32_22 : i32
              %72 = arith.addi %71, %54 : i32
              %c5_i32 = arith.constant 5 : i32
              %73 = arith.xori %47, %c5_i32 : i32
              %c16_i32_23 = arith.constant 16 : i32
              %74 = arith.muli %73, %c16_i32_23 : i32
              %75 = arith.addi %74, %54 : i32
              %c6_i32 = arith.constant 6 : i32
              %76 = arith.xori %47, %c6_i32 : i32
              %c16_i32_24 = arith.constant 16 : i32
              %77 = arith.muli %76, %c16_i32_24 : i32
              %78 = arith.addi %77, %54 : i32
              %c7_i32 = arith.constant 7 : i32
              %79 = arith.xori %47, %c7_i32 : i32
              %c16_i32_25 = arith.constant 16 : i32
              %80 = arith.muli %79, %c16_i32_25 : i32
              %81 = arith.addi %80, %54 : i32
              scf.if %56 {
                async.copy.store_wait pending 0
              }
              llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""  : () -> ()
              %c128_i32_26 = arith.constant 128 : i32
              nvvm.barrier id = %c12_i32 number_of_threads = %c128_i32_26
              %82 = vector.extract_strided_slice %43 {offsets = [0], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %83 = arith.truncf %82 : vector<2xf32> to vector<2xbf16>
              %c0_i32_27 = arith.constant 0 : i32
              %84 = arith.addi %c0_i32_27, %52 : i32
              %85 = arith.addi %84, %60 : i32
              %86 = llvm.getelementptr %55[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %83, %86 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %87 = vector.extract_strided_slice %43 {offsets = [2], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %88 = arith.truncf %87 : vector<2xf32> to vector<2xbf16>
              %c0_i32_28 = arith.constant 0 : i32
              %89 = arith.addi %c0_i32_28, %53 : i32
              %90 = arith.addi %89, %60 : i32
              %91 = llvm.getelementptr %55[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %88, %91 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %92 = vector.extract_strided_slice %43 {offsets = [4], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %93 = arith.truncf %92 : vector<2xf32> to vector<2xbf16>
              %c0_i32_29 = arith.constant 0 : i32
              %94 = arith.addi %c0_i32_29, %52 : i32
              %95 = arith.addi %94, %63 : i32
              %96 = llvm.getelementptr %55[%95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %93, %96 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %97 = vector.extract_strided_slice %43 {offsets = [6], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %98 = arith.truncf %97 : vector<2xf32> to vector<2xbf16>
              %c0_i32_30 = arith.constant 0 : i32
              %99 = arith.addi %c0_i32_30, %53 : i32
              %100 = arith.addi %99, %63 : i32
              %101 = llvm.getelementptr %55[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %98, %101 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %102 = vector.extract_strided_slice %43 {offsets = [8], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %103 = arith.truncf %102 : vector<2xf32> to vector<2xbf16>
              %c0_i32_31 = arith.constant 0 : i32
              %104 = arith.addi %c0_i32_31, %52 : i32
              %105 = arith.addi %104, %66 : i32
              %106 = llvm.getelementptr %55[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %103, %106 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %107 = vector.extract_strided_slice %43 {offsets = [10], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %108 = arith.truncf %107 : vector<2xf32> to vector<2xbf16>
              %c0_i32_32 = arith.constant 0 : i32
              %109 = arith.addi %c0_i32_32, %53 : i32
              %110 = arith.addi %109, %66 : i32
              %111 = llvm.getelementptr %55[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %108, %111 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %112 = vector.extract_strided_slice %43 {offsets = [12], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %113 = arith.truncf %112 : vector<2xf32> to vector<2xbf16>
              %c0_i32_33 = arith.constant 0 : i32
              %114 = arith.addi %c0_i32_33, %52 : i32
              %115 = arith.addi %114, %69 : i32
              %116 = llvm.getelementptr %55[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %113, %116 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %117 = vector.extract_strided_slice %43 {offsets = [14], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %118 = arith.truncf %117 : vector<2xf32> to vector<2xbf16>
              %c0_i32_34 = arith.constant 0 : i32
              %119 = arith.addi %c0_i32_34, %53 : i32
              %120 = arith.addi %119, %69 : i32
              %121 = llvm.getelementptr %55[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %118, %121 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %122 = vector.extract_strided_slice %43 {offsets = [16], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %123 = arith.truncf %122 : vector<2xf32> to vector<2xbf16>
              %c0_i32_35 = arith.constant 0 : i32
              %124 = arith.addi %c0_i32_35, %52 : i32
              %125 = arith.addi %124, %72 : i32
              %126 = llvm.getelementptr %55[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %123, %126 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %127 = vector.extract_strided_slice %43 {offsets = [18], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %128 = arith.truncf %127 : vector<2xf32> to vector<2xbf16>
              %c0_i32_36 = arith.constant 0 : i32
              %129 = arith.addi %c0_i32_36, %53 : i32
              %130 = arith.addi %129, %72 : i32
              %131 = llvm.getelementptr %55[%130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %128, %131 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %132 = vector.extract_strided_slice %43 {offsets = [20], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %133 = arith.truncf %132 : vector<2xf32> to vector<2xbf16>
              %c0_i32_37 = arith.constant 0 : i32
              %134 = arith.addi %c0_i32_37, %52 : i32
              %135 = arith.addi %134, %75 : i32
              %136 = llvm.getelementptr %55[%135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %133, %136 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %137 = vector.extract_strided_slice %43 {offsets = [22], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %138 = arith.truncf %137 : vector<2xf32> to vector<2xbf16>
              %c0_i32_38 = arith.constant 0 : i32
              %139 = arith.addi %c0_i32_38, %53 : i32
              %140 = arith.addi %139, %75 : i32
              %141 = llvm.getelementptr %55[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %138, %141 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %142 = vector.extract_strided_slice %43 {offsets = [24], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %143 = arith.truncf %142 : vector<2xf32> to vector<2xbf16>
              %c0_i32_39 = arith.constant 0 : i32
              %144 = arith.addi %c0_i32_39, %52 : i32
              %145 = arith.addi %144, %78 : i32
              %146 = llvm.getelementptr %55[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %143, %146 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %147 = vector.extract_strided_slice %43 {offsets = [26], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %148 = arith.truncf %147 : vector<2xf32> to vector<2xbf16>
              %c0_i32_40 = arith.constant 0 : i32
              %149 = arith.addi %c0_i32_40, %53 : i32
              %150 = arith.addi %149, %78 : i32
              %151 = llvm.getelementptr %55[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %148, %151 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %152 = vector.extract_strided_slice %43 {offsets = [28], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %153 = arith.truncf %152 : vector<2xf32> to vector<2xbf16>
              %c0_i32_41 = arith.constant 0 : i32
              %154 = arith.addi %c0_i32_41, %52 : i32
              %155 = arith.addi %154, %81 : i32
              %156 = llvm.getelementptr %55[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %153, %156 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %157 = vector.extract_strided_slice %43 {offsets = [30], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %158 = arith.truncf %157 : vector<2xf32> to vector<2xbf16>
              %c0_i32_42 = arith.constant 0 : i32
              %159 = arith.addi %c0_i32_42, %53 : i32
              %160 = arith.addi %159, %81 : i32
              %161 = llvm.getelementptr %55[%160] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %158, %161 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %162 = vector.extract_strided_slice %43 {offsets = [32], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %163 = arith.truncf %162 : vector<2xf32> to vector<2xbf16>
              %c8192_i32 = arith.constant 8192 : i32
              %164 = arith.addi %c8192_i32, %52 : i32
              %165 = arith.addi %164, %60 : i32
              %166 = llvm.getelementptr %55[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %163, %166 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %167 = vector.extract_strided_slice %43 {offsets = [34], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %168 = arith.truncf %167 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_43 = arith.constant 8192 : i32
              %169 = arith.addi %c8192_i32_43, %53 : i32
              %170 = arith.addi %169, %60 : i32
              %171 = llvm.getelementptr %55[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %168, %171 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %172 = vector.extract_strided_slice %43 {offsets = [36], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %173 = arith.truncf %172 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_44 = arith.constant 8192 : i32
              %174 = arith.addi %c8192_i32_44, %52 : i32
              %175 = arith.addi %174, %63 : i32
              %176 = llvm.getelementptr %55[%175] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %173, %176 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %177 = vector.extract_strided_slice %43 {offsets = [38], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %178 = arith.truncf %177 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_45 = arith.constant 8192 : i32
              %179 = arith.addi %c8192_i32_45, %53 : i32
              %180 = arith.addi %179, %63 : i32
              %181 = llvm.getelementptr %55[%180] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %178, %181 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %182 = vector.extract_strided_slice %43 {offsets = [40], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %183 = arith.truncf %182 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_46 = arith.constant 8192 : i32
              %184 = arith.addi %c8192_i32_46, %52 : i32
              %185 = arith.addi %184, %66 : i32
              %186 = llvm.getelementptr %55[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %183, %186 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %187 = vector.extract_strided_slice %43 {offsets = [42], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %188 = arith.truncf %187 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_47 = arith.constant 8192 : i32
              %189 = arith.addi %c8192_i32_47, %53 : i32
              %190 = arith.addi %189, %66 : i32
              %191 = llvm.getelementptr %55[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %188, %191 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %192 = vector.extract_strided_slice %43 {offsets = [44], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %193 = arith.truncf %192 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_48 = arith.constant 8192 : i32
              %194 = arith.addi %c8192_i32_48, %52 : i32
              %195 = arith.addi %194, %69 : i32
              %196 = llvm.getelementptr %55[%195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %193, %196 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %197 = vector.extract_strided_slice %43 {offsets = [46], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %198 = arith.truncf %197 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_49 = arith.constant 8192 : i32
              %199 = arith.addi %c8192_i32_49, %53 : i32
              %200 = arith.addi %199, %69 : i32
              %201 = llvm.getelementptr %55[%200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %198, %201 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %202 = vector.extract_strided_slice %43 {offsets = [48], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %203 = arith.truncf %202 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_50 = arith.constant 8192 : i32
              %204 = arith.addi %c8192_i32_50, %52 : i32
              %205 = arith.addi %204, %72 : i32
              %206 = llvm.getelementptr %55[%205] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %203, %206 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %207 = vector.extract_strided_slice %43 {offsets = [50], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %208 = arith.truncf %207 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_51 = arith.constant 8192 : i32
              %209 = arith.addi %c8192_i32_51, %53 : i32
              %210 = arith.addi %209, %72 : i32
              %211 = llvm.getelementptr %55[%210] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %208, %211 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %212 = vector.extract_strided_slice %43 {offsets = [52], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %213 = arith.truncf %212 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_52 = arith.constant 8192 : i32
              %214 = arith.addi %c8192_i32_52, %52 : i32
              %215 = arith.addi %214, %75 : i32
              %216 = llvm.getelementptr %55[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %213, %216 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %217 = vector.extract_strided_slice %43 {offsets = [54], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %218 = arith.truncf %217 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_53 = arith.constant 8192 : i32
              %219 = arith.addi %c8192_i32_53, %53 : i32
              %220 = arith.addi %219, %75 : i32
              %221 = llvm.getelementptr %55[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %218, %221 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %222 = vector.extract_strided_slice %43 {offsets = [56], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %223 = arith.truncf %222 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_54 = arith.constant 8192 : i32
              %224 = arith.addi %c8192_i32_54, %52 : i32
              %225 = arith.addi %224, %78 : i32
              %226 = llvm.getelementptr %55[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %223, %226 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %227 = vector.extract_strided_slice %43 {offsets = [58], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %228 = arith.truncf %227 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_55 = arith.constant 8192 : i32
              %229 = arith.addi %c8192_i32_55, %53 : i32
              %230 = arith.addi %229, %78 : i32
              %231 = llvm.getelementptr %55[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %228, %231 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %232 = vector.extract_strided_slice %43 {offsets = [60], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %233 = arith.truncf %232 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_56 = arith.constant 8192 : i32
              %234 = arith.addi %c8192_i32_56, %52 : i32
              %235 = arith.addi %234, %81 : i32
              %236 = llvm.getelementptr %55[%235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %233, %236 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %237 = vector.extract_strided_slice %43 {offsets = [62], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %238 = arith.truncf %237 : vector<2xf32> to vector<2xbf16>
              %c8192_i32_57 = arith.constant 8192 : i32
              %239 = arith.addi %c8192_i32_57, %53 : i32
              %240 = arith.addi %239, %81 : i32
              %241 = llvm.getelementptr %55[%240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %238, %241 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %242 = vector.extract_strided_slice %43 {offsets = [64], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %243 = arith.truncf %242 : vector<2xf32> to vector<2xbf16>
              %c16384_i32 = arith.constant 16384 : i32
              %244 = arith.addi %c16384_i32, %52 : i32
              %245 = arith.addi %244, %60 : i32
              %246 = llvm.getelementptr %55[%245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %243, %246 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %247 = vector.extract_strided_slice %43 {offsets = [66], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %248 = arith.truncf %247 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_58 = arith.constant 16384 : i32
              %249 = arith.addi %c16384_i32_58, %53 : i32
              %250 = arith.addi %249, %60 : i32
              %251 = llvm.getelementptr %55[%250] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %248, %251 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %252 = vector.extract_strided_slice %43 {offsets = [68], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %253 = arith.truncf %252 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_59 = arith.constant 16384 : i32
              %254 = arith.addi %c16384_i32_59, %52 : i32
              %255 = arith.addi %254, %63 : i32
              %256 = llvm.getelementptr %55[%255] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %253, %256 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %257 = vector.extract_strided_slice %43 {offsets = [70], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %258 = arith.truncf %257 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_60 = arith.constant 16384 : i32
              %259 = arith.addi %c16384_i32_60, %53 : i32
              %260 = arith.addi %259, %63 : i32
              %261 = llvm.getelementptr %55[%260] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %258, %261 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %262 = vector.extract_strided_slice %43 {offsets = [72], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %263 = arith.truncf %262 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_61 = arith.constant 16384 : i32
              %264 = arith.addi %c16384_i32_61, %52 : i32
              %265 = arith.addi %264, %66 : i32
              %266 = llvm.getelementptr %55[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %263, %266 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %267 = vector.extract_strided_slice %43 {offsets = [74], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %268 = arith.truncf %267 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_62 = arith.constant 16384 : i32
              %269 = arith.addi %c16384_i32_62, %53 : i32
              %270 = arith.addi %269, %66 : i32
              %271 = llvm.getelementptr %55[%270] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %268, %271 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %272 = vector.extract_strided_slice %43 {offsets = [76], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %273 = arith.truncf %272 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_63 = arith.constant 16384 : i32
              %274 = arith.addi %c16384_i32_63, %52 : i32
              %275 = arith.addi %274, %69 : i32
              %276 = llvm.getelementptr %55[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %273, %276 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %277 = vector.extract_strided_slice %43 {offsets = [78], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %278 = arith.truncf %277 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_64 = arith.constant 16384 : i32
              %279 = arith.addi %c16384_i32_64, %53 : i32
              %280 = arith.addi %279, %69 : i32
              %281 = llvm.getelementptr %55[%280] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %278, %281 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %282 = vector.extract_strided_slice %43 {offsets = [80], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %283 = arith.truncf %282 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_65 = arith.constant 16384 : i32
              %284 = arith.addi %c16384_i32_65, %52 : i32
              %285 = arith.addi %284, %72 : i32
              %286 = llvm.getelementptr %55[%285] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %283, %286 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %287 = vector.extract_strided_slice %43 {offsets = [82], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %288 = arith.truncf %287 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_66 = arith.constant 16384 : i32
              %289 = arith.addi %c16384_i32_66, %53 : i32
              %290 = arith.addi %289, %72 : i32
              %291 = llvm.getelementptr %55[%290] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %288, %291 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %292 = vector.extract_strided_slice %43 {offsets = [84], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %293 = arith.truncf %292 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_67 = arith.constant 16384 : i32
              %294 = arith.addi %c16384_i32_67, %52 : i32
              %295 = arith.addi %294, %75 : i32
              %296 = llvm.getelementptr %55[%295] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %293, %296 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %297 = vector.extract_strided_slice %43 {offsets = [86], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %298 = arith.truncf %297 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_68 = arith.constant 16384 : i32
              %299 = arith.addi %c16384_i32_68, %53 : i32
              %300 = arith.addi %299, %75 : i32
              %301 = llvm.getelementptr %55[%300] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %298, %301 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %302 = vector.extract_strided_slice %43 {offsets = [88], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %303 = arith.truncf %302 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_69 = arith.constant 16384 : i32
              %304 = arith.addi %c16384_i32_69, %52 : i32
              %305 = arith.addi %304, %78 : i32
              %306 = llvm.getelementptr %55[%305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %303, %306 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %307 = vector.extract_strided_slice %43 {offsets = [90], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %308 = arith.truncf %307 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_70 = arith.constant 16384 : i32
              %309 = arith.addi %c16384_i32_70, %53 : i32
              %310 = arith.addi %309, %78 : i32
              %311 = llvm.getelementptr %55[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %308, %311 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %312 = vector.extract_strided_slice %43 {offsets = [92], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %313 = arith.truncf %312 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_71 = arith.constant 16384 : i32
              %314 = arith.addi %c16384_i32_71, %52 : i32
              %315 = arith.addi %314, %81 : i32
              %316 = llvm.getelementptr %55[%315] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %313, %316 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %317 = vector.extract_strided_slice %43 {offsets = [94], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %318 = arith.truncf %317 : vector<2xf32> to vector<2xbf16>
              %c16384_i32_72 = arith.constant 16384 : i32
              %319 = arith.addi %c16384_i32_72, %53 : i32
              %320 = arith.addi %319, %81 : i32
              %321 = llvm.getelementptr %55[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %318, %321 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %c128_i32_73 = arith.constant 128 : i32
              nvvm.barrier id = %c12_i32 number_of_threads = %c128_i32_73
              scf.if %56 {
                %c0_i32_74 = arith.constant 0 : i32
                %322 = arith.addi %40, %c0_i32_74 : i32
                %c0_i32_75 = arith.constant 0 : i32
                %323 = llvm.getelementptr %55[%c0_i32_75] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %322], %323 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
                %c64_i32 = arith.constant 64 : i32
                %324 = arith.addi %40, %c64_i32 : i32
                %c8192_i32_76 = arith.constant 8192 : i32
                %325 = llvm.getelementptr %55[%c8192_i32_76] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %324], %325 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
                %c128_i32_77 = arith.constant 128 : i32
                %326 = arith.addi %40, %c128_i32_77 : i32
                %c16384_i32_78 = arith.constant 16384 : i32
                %327 = llvm.getelementptr %55[%c16384_i32_78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %326], %327 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
              }
              llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""  : () -> ()
            }
          }
          %c128_i32_2 = arith.constant 128 : i32
          %23 = arith.remui %2, %c128_i32_2 : i32
          %c0_i32_3 = arith.constant 0 : i32
          %24 = arith.cmpi eq, %23, %c0_i32_3 : i32
          scf.if %24 {
            async.copy.store_wait pending 0
          }
        }
        async.role "mma1" warps 4 registers 232 {
          %cst = arith.constant dense<0.000000e+00> : vector<96xf32>
          %19 = llvm.load %arg3 : !llvm.ptr<1> -> f32
          %20 = llvm.load %arg4 : !llvm.ptr<1> -> f32
          %21 = arith.mulf %19, %20 : f32
          %c0 = arith.constant 0 : index
          %22 = arith.cmpi sgt, %3, %c0 : index
          %c0_1 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %arg8 = %c0_1 to %18 step %c1 {
            %25 = arith.muli %arg8, %3 : index
            %26 = arith.index_cast %arg8 : index to i32
            %27 = arith.muli %26, %11 : i32
            %28 = arith.addi %10, %27 : i32
            %c8_i32 = arith.constant 8 : i32
            %29 = arith.muli %c8_i32, %8 : i32
            %30 = arith.divui %28, %29 : i32
            %31 = arith.muli %30, %c8_i32 : i32
            %32 = arith.subi %5, %31 : i32
            %33 = arith.cmpi ult, %32, %c8_i32 : i32
            %34 = arith.select %33, %32, %c8_i32 : i32
            %35 = arith.remui %28, %29 : i32
            %36 = arith.remui %35, %34 : i32
            %37 = arith.addi %31, %36 : i32
            %38 = arith.divui %35, %34 : i32
            %c128_i32_4 = arith.constant 128 : i32
            %39 = arith.muli %37, %c128_i32_4 : i32
            %c192_i32_5 = arith.constant 192 : i32
            %40 = arith.muli %38, %c192_i32_5 : i32
            %41 = scf.if %22 -> (vector<96xf32>) {
              %c0_6 = arith.constant 0 : index
              %c1_7 = arith.constant 1 : index
              %42 = scf.for %arg9 = %c0_6 to %3 step %c1_7 iter_args(%arg10 = %cst) -> (vector<96xf32>) {
                %43 = arith.addi %25, %arg9 : index
                %44 = async.stage.consumer_wait %0[%43] : !async.pipeline<4>
                %45 = async.stage.consumer_wait %1[%43] : !async.pipeline<4>
                nvvm.wgmma.fence.aligned
                %c0_8 = arith.constant 0 : index
                %c4 = arith.constant 4 : index
                %c1_9 = arith.constant 1 : index
                %46 = scf.for %arg11 = %c0_8 to %c4 step %c1_9 iter_args(%arg12 = %cst) -> (vector<96xf32>) {
                  %c64 = arith.constant 64 : index
                  %48 = async.stage.descriptor %0, %44[%arg11, %c64] : !async.pipeline<4>
                  %49 = async.stage.descriptor %1, %45[%arg11] : !async.pipeline<4>
                  %50 = async.warpgroup.mma %arg12, %48, %49 {a_type = "e4m3", b_type = "e4m3"} : vector<96xf32>, i64
                  scf.yield %50 : vector<96xf32>
                }
                nvvm.wgmma.commit.group.sync.aligned
                nvvm.wgmma.wait.group.sync.aligned 0
                %47 = arith.addf %arg10, %46 : vector<96xf32>
                async.stage.consumer_release %0, %44 : !async.pipeline<4>
                async.stage.consumer_release %1, %45 : !async.pipeline<4>
                scf.yield %47 : vector<96xf32>
              }
              scf.yield %42 : vector<96xf32>
            } else {
              scf.yield %cst : vector<96xf32>
            }
            scf.if %22 {
              %42 = vector.broadcast %21 : f32 to vector<96xf32>
              %43 = arith.mulf %41, %42 : vector<96xf32>
              %c128_i32_6 = arith.constant 128 : i32
              %44 = arith.remui %2, %c128_i32_6 : i32
              %c32_i32 = arith.constant 32 : i32
              %45 = arith.divui %44, %c32_i32 : i32
              %c32_i32_7 = arith.constant 32 : i32
              %46 = arith.remui %44, %c32_i32_7 : i32
              %c4_i32 = arith.constant 4 : i32
              %47 = arith.divui %46, %c4_i32 : i32
              %c4_i32_8 = arith.constant 4 : i32
              %48 = arith.remui %46, %c4_i32_8 : i32
              %c16_i32 = arith.constant 16 : i32
              %49 = arith.muli %45, %c16_i32 : i32
              %50 = arith.addi %49, %47 : i32
              %c8_i32_9 = arith.constant 8 : i32
              %51 = arith.addi %50, %c8_i32_9 : i32
              %c128_i32_10 = arith.constant 128 : i32
              %52 = arith.muli %50, %c128_i32_10 : i32
              %c128_i32_11 = arith.constant 128 : i32
              %53 = arith.muli %51, %c128_i32_11 : i32
              %c4_i32_12 = arith.constant 4 : i32
              %54 = arith.muli %48, %c4_i32_12 : i32
              %55 = llvm.mlir.addressof @epilogue : !llvm.ptr<3>
              %c13_i32 = arith.constant 13 : i32
              %c0_i32_13 = arith.constant 0 : i32
              %56 = arith.cmpi eq, %44, %c0_i32_13 : i32
              %c64_i32 = arith.constant 64 : i32
              %57 = arith.addi %39, %c64_i32 : i32
              %c0_i32_14 = arith.constant 0 : i32
              %58 = arith.xori %47, %c0_i32_14 : i32
              %c16_i32_15 = arith.constant 16 : i32
              %59 = arith.muli %58, %c16_i32_15 : i32
              %60 = arith.addi %59, %54 : i32
              %c1_i32_16 = arith.constant 1 : i32
              %61 = arith.xori %47, %c1_i32_16 : i32
              %c16_i32_17 = arith.constant 16 : i32
              %62 = arith.muli %61, %c16_i32_17 : i32
              %63 = arith.addi %62, %54 : i32
              %c2_i32 = arith.constant 2 : i32
              %64 = arith.xori %47, %c2_i32 : i32
              %c16_i32_18 = arith.constant 16 : i32
              %65 = arith.muli %64, %c16_i32_18 : i32
              %66 = arith.addi %65, %54 : i32
              %c3_i32 = arith.constant 3 : i32
              %67 = arith.xori %47, %c3_i32 : i32
              %c16_i32_19 = arith.constant 16 : i32
              %68 = arith.muli %67, %c16_i32_19 : i32
              %69 = arith.addi %68, %54 : i32
              %c4_i32_20 = arith.constant 4 : i32
              %70 = arith.xori %47, %c4_i32_20 : i32
              %c16_i32_21 = arith.constant 16 : i32
              %71 = arith.muli %70, %c16_i32_21 : i32
              %72 = arith.addi %71, %54 : i32
              %c5_i32 = arith.constant 5 : i32
              %73 = arith.xori %47, %c5_i32 : i32
              %c16_i32_22 = arith.constant 16 : i32
              %74 = arith.muli %73, %c16_i32_22 : i32
              %75 = arith.addi %74, %54 : i32
              %c6_i32 = arith.constant 6 : i32
              %76 = arith.xori %47, %c6_i32 : i32
              %c16_i32_23 = arith.constant 16 : i32
              %77 = arith.muli %76, %c16_i32_23 : i32
              %78 = arith.addi %77, %54 : i32
              %c7_i32 = arith.constant 7 : i32
              %79 = arith.xori %47, %c7_i32 : i32
              %c16_i32_24 = arith.constant 16 : i32
              %80 = arith.muli %79, %c16_i32_24 : i32
              %81 = arith.addi %80, %54 : i32
              scf.if %56 {
                async.copy.store_wait pending 0
              }
              llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""  : () -> ()
              %c128_i32_25 = arith.constant 128 : i32
              nvvm.barrier id = %c13_i32 number_of_threads = %c128_i32_25
              %82 = vector.extract_strided_slice %43 {offsets = [0], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %83 = arith.truncf %82 : vector<2xf32> to vector<2xbf16>
              %c24576_i32 = arith.constant 24576 : i32
              %84 = arith.addi %c24576_i32, %52 : i32
              %85 = arith.addi %84, %60 : i32
              %86 = llvm.getelementptr %55[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %83, %86 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %87 = vector.extract_strided_slice %43 {offsets = [2], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %88 = arith.truncf %87 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_26 = arith.constant 24576 : i32
              %89 = arith.addi %c24576_i32_26, %53 : i32
              %90 = arith.addi %89, %60 : i32
              %91 = llvm.getelementptr %55[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %88, %91 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %92 = vector.extract_strided_slice %43 {offsets = [4], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %93 = arith.truncf %92 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_27 = arith.constant 24576 : i32
              %94 = arith.addi %c24576_i32_27, %52 : i32
              %95 = arith.addi %94, %63 : i32
              %96 = llvm.getelementptr %55[%95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %93, %96 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %97 = vector.extract_strided_slice %43 {offsets = [6], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %98 = arith.truncf %97 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_28 = arith.constant 24576 : i32
              %99 = arith.addi %c24576_i32_28, %53 : i32
              %100 = arith.addi %99, %63 : i32
              %101 = llvm.getelementptr %55[%100] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %98, %101 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %102 = vector.extract_strided_slice %43 {offsets = [8], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %103 = arith.truncf %102 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_29 = arith.constant 24576 : i32
              %104 = arith.addi %c24576_i32_29, %52 : i32
              %105 = arith.addi %104, %66 : i32
              %106 = llvm.getelementptr %55[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %103, %106 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %107 = vector.extract_strided_slice %43 {offsets = [10], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %108 = arith.truncf %107 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_30 = arith.constant 24576 : i32
              %109 = arith.addi %c24576_i32_30, %53 : i32
              %110 = arith.addi %109, %66 : i32
              %111 = llvm.getelementptr %55[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %108, %111 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %112 = vector.extract_strided_slice %43 {offsets = [12], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %113 = arith.truncf %112 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_31 = arith.constant 24576 : i32
              %114 = arith.addi %c24576_i32_31, %52 : i32
              %115 = arith.addi %114, %69 : i32
              %116 = llvm.getelementptr %55[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %113, %116 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %117 = vector.extract_strided_slice %43 {offsets = [14], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %118 = arith.truncf %117 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_32 = arith.constant 24576 : i32
              %119 = arith.addi %c24576_i32_32, %53 : i32
              %120 = arith.addi %119, %69 : i32
              %121 = llvm.getelementptr %55[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %118, %121 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %122 = vector.extract_strided_slice %43 {offsets = [16], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %123 = arith.truncf %122 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_33 = arith.constant 24576 : i32
              %124 = arith.addi %c24576_i32_33, %52 : i32
              %125 = arith.addi %124, %72 : i32
              %126 = llvm.getelementptr %55[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %123, %126 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %127 = vector.extract_strided_slice %43 {offsets = [18], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %128 = arith.truncf %127 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_34 = arith.constant 24576 : i32
              %129 = arith.addi %c24576_i32_34, %53 : i32
              %130 = arith.addi %129, %72 : i32
              %131 = llvm.getelementptr %55[%130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %128, %131 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %132 = vector.extract_strided_slice %43 {offsets = [20], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %133 = arith.truncf %132 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_35 = arith.constant 24576 : i32
              %134 = arith.addi %c24576_i32_35, %52 : i32
              %135 = arith.addi %134, %75 : i32
              %136 = llvm.getelementptr %55[%135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %133, %136 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %137 = vector.extract_strided_slice %43 {offsets = [22], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %138 = arith.truncf %137 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_36 = arith.constant 24576 : i32
              %139 = arith.addi %c24576_i32_36, %53 : i32
              %140 = arith.addi %139, %75 : i32
              %141 = llvm.getelementptr %55[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %138, %141 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %142 = vector.extract_strided_slice %43 {offsets = [24], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %143 = arith.truncf %142 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_37 = arith.constant 24576 : i32
              %144 = arith.addi %c24576_i32_37, %52 : i32
              %145 = arith.addi %144, %78 : i32
              %146 = llvm.getelementptr %55[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %143, %146 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %147 = vector.extract_strided_slice %43 {offsets = [26], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %148 = arith.truncf %147 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_38 = arith.constant 24576 : i32
              %149 = arith.addi %c24576_i32_38, %53 : i32
              %150 = arith.addi %149, %78 : i32
              %151 = llvm.getelementptr %55[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %148, %151 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %152 = vector.extract_strided_slice %43 {offsets = [28], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %153 = arith.truncf %152 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_39 = arith.constant 24576 : i32
              %154 = arith.addi %c24576_i32_39, %52 : i32
              %155 = arith.addi %154, %81 : i32
              %156 = llvm.getelementptr %55[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %153, %156 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %157 = vector.extract_strided_slice %43 {offsets = [30], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %158 = arith.truncf %157 : vector<2xf32> to vector<2xbf16>
              %c24576_i32_40 = arith.constant 24576 : i32
              %159 = arith.addi %c24576_i32_40, %53 : i32
              %160 = arith.addi %159, %81 : i32
              %161 = llvm.getelementptr %55[%160] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %158, %161 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %162 = vector.extract_strided_slice %43 {offsets = [32], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %163 = arith.truncf %162 : vector<2xf32> to vector<2xbf16>
              %c32768_i32 = arith.constant 32768 : i32
              %164 = arith.addi %c32768_i32, %52 : i32
              %165 = arith.addi %164, %60 : i32
              %166 = llvm.getelementptr %55[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %163, %166 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %167 = vector.extract_strided_slice %43 {offsets = [34], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %168 = arith.truncf %167 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_41 = arith.constant 32768 : i32
              %169 = arith.addi %c32768_i32_41, %53 : i32
              %170 = arith.addi %169, %60 : i32
              %171 = llvm.getelementptr %55[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %168, %171 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %172 = vector.extract_strided_slice %43 {offsets = [36], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %173 = arith.truncf %172 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_42 = arith.constant 32768 : i32
              %174 = arith.addi %c32768_i32_42, %52 : i32
              %175 = arith.addi %174, %63 : i32
              %176 = llvm.getelementptr %55[%175] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %173, %176 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %177 = vector.extract_strided_slice %43 {offsets = [38], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %178 = arith.truncf %177 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_43 = arith.constant 32768 : i32
              %179 = arith.addi %c32768_i32_43, %53 : i32
              %180 = arith.addi %179, %63 : i32
              %181 = llvm.getelementptr %55[%180] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %178, %181 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %182 = vector.extract_strided_slice %43 {offsets = [40], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %183 = arith.truncf %182 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_44 = arith.constant 32768 : i32
              %184 = arith.addi %c32768_i32_44, %52 : i32
              %185 = arith.addi %184, %66 : i32
              %186 = llvm.getelementptr %55[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %183, %186 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %187 = vector.extract_strided_slice %43 {offsets = [42], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %188 = arith.truncf %187 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_45 = arith.constant 32768 : i32
              %189 = arith.addi %c32768_i32_45, %53 : i32
              %190 = arith.addi %189, %66 : i32
              %191 = llvm.getelementptr %55[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %188, %191 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %192 = vector.extract_strided_slice %43 {offsets = [44], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %193 = arith.truncf %192 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_46 = arith.constant 32768 : i32
              %194 = arith.addi %c32768_i32_46, %52 : i32
              %195 = arith.addi %194, %69 : i32
              %196 = llvm.getelementptr %55[%195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %193, %196 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %197 = vector.extract_strided_slice %43 {offsets = [46], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %198 = arith.truncf %197 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_47 = arith.constant 32768 : i32
              %199 = arith.addi %c32768_i32_47, %53 : i32
              %200 = arith.addi %199, %69 : i32
              %201 = llvm.getelementptr %55[%200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %198, %201 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %202 = vector.extract_strided_slice %43 {offsets = [48], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %203 = arith.truncf %202 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_48 = arith.constant 32768 : i32
              %204 = arith.addi %c32768_i32_48, %52 : i32
              %205 = arith.addi %204, %72 : i32
              %206 = llvm.getelementptr %55[%205] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %203, %206 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %207 = vector.extract_strided_slice %43 {offsets = [50], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %208 = arith.truncf %207 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_49 = arith.constant 32768 : i32
              %209 = arith.addi %c32768_i32_49, %53 : i32
              %210 = arith.addi %209, %72 : i32
              %211 = llvm.getelementptr %55[%210] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %208, %211 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %212 = vector.extract_strided_slice %43 {offsets = [52], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %213 = arith.truncf %212 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_50 = arith.constant 32768 : i32
              %214 = arith.addi %c32768_i32_50, %52 : i32
              %215 = arith.addi %214, %75 : i32
              %216 = llvm.getelementptr %55[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %213, %216 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %217 = vector.extract_strided_slice %43 {offsets = [54], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %218 = arith.truncf %217 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_51 = arith.constant 32768 : i32
              %219 = arith.addi %c32768_i32_51, %53 : i32
              %220 = arith.addi %219, %75 : i32
              %221 = llvm.getelementptr %55[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %218, %221 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %222 = vector.extract_strided_slice %43 {offsets = [56], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %223 = arith.truncf %222 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_52 = arith.constant 32768 : i32
              %224 = arith.addi %c32768_i32_52, %52 : i32
              %225 = arith.addi %224, %78 : i32
              %226 = llvm.getelementptr %55[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %223, %226 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %227 = vector.extract_strided_slice %43 {offsets = [58], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %228 = arith.truncf %227 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_53 = arith.constant 32768 : i32
              %229 = arith.addi %c32768_i32_53, %53 : i32
              %230 = arith.addi %229, %78 : i32
              %231 = llvm.getelementptr %55[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %228, %231 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %232 = vector.extract_strided_slice %43 {offsets = [60], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %233 = arith.truncf %232 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_54 = arith.constant 32768 : i32
              %234 = arith.addi %c32768_i32_54, %52 : i32
              %235 = arith.addi %234, %81 : i32
              %236 = llvm.getelementptr %55[%235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %233, %236 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %237 = vector.extract_strided_slice %43 {offsets = [62], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %238 = arith.truncf %237 : vector<2xf32> to vector<2xbf16>
              %c32768_i32_55 = arith.constant 32768 : i32
              %239 = arith.addi %c32768_i32_55, %53 : i32
              %240 = arith.addi %239, %81 : i32
              %241 = llvm.getelementptr %55[%240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %238, %241 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %242 = vector.extract_strided_slice %43 {offsets = [64], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %243 = arith.truncf %242 : vector<2xf32> to vector<2xbf16>
              %c40960_i32 = arith.constant 40960 : i32
              %244 = arith.addi %c40960_i32, %52 : i32
              %245 = arith.addi %244, %60 : i32
              %246 = llvm.getelementptr %55[%245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %243, %246 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %247 = vector.extract_strided_slice %43 {offsets = [66], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %248 = arith.truncf %247 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_56 = arith.constant 40960 : i32
              %249 = arith.addi %c40960_i32_56, %53 : i32
              %250 = arith.addi %249, %60 : i32
              %251 = llvm.getelementptr %55[%250] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %248, %251 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %252 = vector.extract_strided_slice %43 {offsets = [68], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %253 = arith.truncf %252 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_57 = arith.constant 40960 : i32
              %254 = arith.addi %c40960_i32_57, %52 : i32
              %255 = arith.addi %254, %63 : i32
              %256 = llvm.getelementptr %55[%255] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %253, %256 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %257 = vector.extract_strided_slice %43 {offsets = [70], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %258 = arith.truncf %257 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_58 = arith.constant 40960 : i32
              %259 = arith.addi %c40960_i32_58, %53 : i32
              %260 = arith.addi %259, %63 : i32
              %261 = llvm.getelementptr %55[%260] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %258, %261 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %262 = vector.extract_strided_slice %43 {offsets = [72], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %263 = arith.truncf %262 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_59 = arith.constant 40960 : i32
              %264 = arith.addi %c40960_i32_59, %52 : i32
              %265 = arith.addi %264, %66 : i32
              %266 = llvm.getelementptr %55[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %263, %266 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %267 = vector.extract_strided_slice %43 {offsets = [74], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %268 = arith.truncf %267 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_60 = arith.constant 40960 : i32
              %269 = arith.addi %c40960_i32_60, %53 : i32
              %270 = arith.addi %269, %66 : i32
              %271 = llvm.getelementptr %55[%270] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %268, %271 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %272 = vector.extract_strided_slice %43 {offsets = [76], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %273 = arith.truncf %272 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_61 = arith.constant 40960 : i32
              %274 = arith.addi %c40960_i32_61, %52 : i32
              %275 = arith.addi %274, %69 : i32
              %276 = llvm.getelementptr %55[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %273, %276 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %277 = vector.extract_strided_slice %43 {offsets = [78], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %278 = arith.truncf %277 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_62 = arith.constant 40960 : i32
              %279 = arith.addi %c40960_i32_62, %53 : i32
              %280 = arith.addi %279, %69 : i32
              %281 = llvm.getelementptr %55[%280] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %278, %281 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %282 = vector.extract_strided_slice %43 {offsets = [80], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %283 = arith.truncf %282 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_63 = arith.constant 40960 : i32
              %284 = arith.addi %c40960_i32_63, %52 : i32
              %285 = arith.addi %284, %72 : i32
              %286 = llvm.getelementptr %55[%285] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %283, %286 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %287 = vector.extract_strided_slice %43 {offsets = [82], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %288 = arith.truncf %287 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_64 = arith.constant 40960 : i32
              %289 = arith.addi %c40960_i32_64, %53 : i32
              %290 = arith.addi %289, %72 : i32
              %291 = llvm.getelementptr %55[%290] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %288, %291 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %292 = vector.extract_strided_slice %43 {offsets = [84], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %293 = arith.truncf %292 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_65 = arith.constant 40960 : i32
              %294 = arith.addi %c40960_i32_65, %52 : i32
              %295 = arith.addi %294, %75 : i32
              %296 = llvm.getelementptr %55[%295] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %293, %296 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %297 = vector.extract_strided_slice %43 {offsets = [86], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %298 = arith.truncf %297 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_66 = arith.constant 40960 : i32
              %299 = arith.addi %c40960_i32_66, %53 : i32
              %300 = arith.addi %299, %75 : i32
              %301 = llvm.getelementptr %55[%300] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %298, %301 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %302 = vector.extract_strided_slice %43 {offsets = [88], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %303 = arith.truncf %302 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_67 = arith.constant 40960 : i32
              %304 = arith.addi %c40960_i32_67, %52 : i32
              %305 = arith.addi %304, %78 : i32
              %306 = llvm.getelementptr %55[%305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %303, %306 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %307 = vector.extract_strided_slice %43 {offsets = [90], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %308 = arith.truncf %307 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_68 = arith.constant 40960 : i32
              %309 = arith.addi %c40960_i32_68, %53 : i32
              %310 = arith.addi %309, %78 : i32
              %311 = llvm.getelementptr %55[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %308, %311 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %312 = vector.extract_strided_slice %43 {offsets = [92], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %313 = arith.truncf %312 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_69 = arith.constant 40960 : i32
              %314 = arith.addi %c40960_i32_69, %52 : i32
              %315 = arith.addi %314, %81 : i32
              %316 = llvm.getelementptr %55[%315] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %313, %316 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %317 = vector.extract_strided_slice %43 {offsets = [94], sizes = [2], strides = [1]} : vector<96xf32> to vector<2xf32>
              %318 = arith.truncf %317 : vector<2xf32> to vector<2xbf16>
              %c40960_i32_70 = arith.constant 40960 : i32
              %319 = arith.addi %c40960_i32_70, %53 : i32
              %320 = arith.addi %319, %81 : i32
              %321 = llvm.getelementptr %55[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
              llvm.store %318, %321 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
              %c128_i32_71 = arith.constant 128 : i32
              nvvm.barrier id = %c13_i32 number_of_threads = %c128_i32_71
              scf.if %56 {
                %c0_i32_72 = arith.constant 0 : i32
                %322 = arith.addi %40, %c0_i32_72 : i32
                %c24576_i32_73 = arith.constant 24576 : i32
                %323 = llvm.getelementptr %55[%c24576_i32_73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %322], %323 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
                %c64_i32_74 = arith.constant 64 : i32
                %324 = arith.addi %40, %c64_i32_74 : i32
                %c32768_i32_75 = arith.constant 32768 : i32
                %325 = llvm.getelementptr %55[%c32768_i32_75] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %324], %325 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
                %c128_i32_76 = arith.constant 128 : i32
                %326 = arith.addi %40, %c128_i32_76 : i32
                %c40960_i32_77 = arith.constant 40960 : i32
                %327 = llvm.getelementptr %55[%c40960_i32_77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
                async.copy.tensor_store %arg2[%57, %326], %327 nowait : !async.tensor_map<64x64xbf16, swizzle 128>, !llvm.ptr<3>
              }
              llvm.inline_asm has_side_effects "bar.warp.sync -1;", ""  : () -> ()
            }
          }
          %c128_i32_2 = arith.constant 128 : i32
          %23 = arith.remui %2, %c128_i32_2 : i32
          %c0_i32_3 = arith.constant 0 : i32
          %24 = arith.cmpi eq, %23, %c0_i32_3 : i32
          scf.if %24 {
            async.copy.store_wait pending 0
          }
        }
        async.role "producer" warps 4 registers 40 {
          %c32_i32 = arith.constant 32 : i32
          %19 = arith.divui %2, %c32_i32 : i32
          %c32_i32_1 = arith.constant 32 : i32
          %20 = arith.remui %2, %c32_i32_1 : i32
          %c8_i32 = arith.constant 8 : i32
          %21 = arith.cmpi eq, %19, %c8_i32 : i32
          %c0_i32_2 = arith.constant 0 : i32
          %22 = arith.cmpi eq, %20, %c0_i32_2 : i32
          scf.if %21 {
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            scf.for %arg8 = %c0 to %18 step %c1 {
              %23 = arith.muli %arg8, %3 : index
              %24 = arith.index_cast %arg8 : index to i32
              %25 = arith.muli %24, %11 : i32
              %26 = arith.addi %10, %25 : i32
              %c8_i32_3 = arith.constant 8 : i32
              %27 = arith.muli %c8_i32_3, %8 : i32
              %28 = arith.divui %26, %27 : i32
              %29 = arith.muli %28, %c8_i32_3 : i32
              %30 = arith.subi %5, %29 : i32
              %31 = arith.cmpi ult, %30, %c8_i32_3 : i32
              %32 = arith.select %31, %30, %c8_i32_3 : i32
              %33 = arith.remui %26, %27 : i32
              %34 = arith.remui %33, %32 : i32
              %35 = arith.addi %29, %34 : i32
              %36 = arith.divui %33, %32 : i32
              %c128_i32_4 = arith.constant 128 : i32
              %37 = arith.muli %35, %c128_i32_4 : i32
              %c192_i32_5 = arith.constant 192 : i32
              %38 = arith.muli %36, %c192_i32_5 : i32
              %c0_6 = arith.constant 0 : index
              %c1_7 = arith.constant 1 : index
              scf.for %arg9 = %c0_6 to %3 step %c1_7 {
                %39 = arith.addi %23, %arg9 : index
                %40 = async.stage.producer_acquire %0[%39] : !async.pipeline<4>
                %41 = async.stage.producer_acquire %1[%39] : !async.pipeline<4>
                %42 = async.stage.buffer %0, %40 : !async.pipeline<4> -> memref<128x128xf8E4M3FN, 3>
                %43 = async.stage.buffer %1, %41 : !async.pipeline<4> -> memref<192x128xf8E4M3FN, 3>
                %44 = async.stage.barrier full %0, %40 : !async.pipeline<4>
                %45 = async.stage.barrier full %1, %41 : !async.pipeline<4>
                scf.if %22 {
                  %46 = arith.index_cast %arg9 : index to i32
                  %c128_i32_8 = arith.constant 128 : i32
                  %47 = arith.muli %46, %c128_i32_8 : i32
                  async.copy.tensor %42, %arg0[%37, %47], %44 : memref<128x128xf8E4M3FN, 3>, !async.tensor_map<128x128xf8E4M3FN, swizzle 128>
                  async.copy.tensor %43, %arg1[%38, %47], %45 : memref<192x128xf8E4M3FN, 3>, !async.tensor_map<192x128xf8E4M3FN, swizzle 128>
                }
                async.stage.producer_commit %0, %40 : !async.pipeline<4>
                async.stage.producer_commit %1, %41 : !async.pipeline<4>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
