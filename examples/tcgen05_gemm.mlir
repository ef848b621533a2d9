// The one-CTA tile GEMM of `wgmma_gemm.mlir` for sm_100a with tcgen05:
// TMA rings in, MMAs into tensor memory, an accumulator pipeline out to the
// epilogue; pipeline-level ops only (no byte count, phase bit, smem
// descriptor bit or barrier offset). sm_100a code is compiled and assembled
// by ptxas only: it has not run on a Blackwell GPU.
//
// C = A * B^T: A is M x K and B is N x K, row-major bf16 (K-major), C is
// M x N row-major f32; M a multiple of 128, N and K of 64. CTA (x, y)
// computes the 128 x 64 tile of C at rows 128 y and columns 64 x over
// `k_tiles` = K / 64 K steps.
// - producer (warp 0, its lane 0): the A and B tiles of each K step by TMA
//   tensor copies into two 4-stage, 128-byte-swizzled rings.
// - mma (warp 1, its first thread): four m128n64k16 tcgen05 MMAs per K
//   step on the stages' descriptors, into a 128 x 64 f32 accumulator in
//   tensor memory. The rings' consumer unit is `mma`: a stage's release is
//   the commit of the MMAs that read it (`tcgen05.commit` to its `empty`
//   barrier), so it lands once they are done. The accumulator pipeline
//   `acc` (one stage, no shared buffer: the data is in tensor memory) has
//   the MMA role as producer with the same unit: its commit lands when the
//   last MMA has written the accumulator. Warps 2 and 3 are a spare role,
//   so that the epilogue is a warpgroup of its own.
// - epilogue (warps 4..7, a warpgroup): waits for the accumulator; warp
//   4 + q reads lanes 32 q .. 32 q + 31 (rows of the tile) with
//   `tcgen05.ld.32x32b.x64`, 64 columns per thread, and stores its row of C.
// Tensor memory: warp 4 allocates 64 columns before the roles start (the
// address goes through shared memory, behind a CTA barrier between tcgen05
// fences) and frees them after the roles end. The instruction descriptor
// 135267472 says: f32 accumulator (bits 4-5 = 1), bf16 A and B (bits 7-9,
// 10-12 = 1), both K-major, N / 8 = 8 (bits 17-22), M / 16 = 8 (bits 24-28).
// Block size: 256 threads.
!tile_a = !async.tensor_map<128x64xbf16, swizzle 128>
!tile_b = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @tcgen05_gemm [#nvvm.target<chip = "sm_100a">] {
  llvm.mlir.global internal @tmem_base() {addr_space = 3 : i32, alignment = 16 : i64} : i32
  gpu.func @tcgen05_gemm(%a_map: !tile_a, %b_map: !tile_b, %c_out: !llvm.ptr<1>, %n: i32,
                         %k_tiles: i32) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %ring_a = async.pipeline.create "a" stages 4 scope cta buffer memref<128x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "mma"} : !async.pipeline<4>
    %ring_b = async.pipeline.create "b" stages 4 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "mma"} : !async.pipeline<4>
    %acc = async.pipeline.create "acc" stages 1 scope cta {producer_unit = "mma", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_4 = arith.constant 4 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %i32_128 = arith.constant 128 : i32
    %columns = arith.constant 64 : i32
    %idesc = arith.constant 135267472 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %tile_n = nvvm.read.ptx.sreg.ctaid.x : i32
    %tile_m = nvvm.read.ptx.sreg.ctaid.y : i32
    %row0 = arith.muli %tile_m, %i32_128 : i32
    %col0 = arith.muli %tile_n, %i32_64 : i32
    %warp = arith.divui %tid, %i32_32 : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %is_allocator = arith.cmpi eq, %warp, %i32_4 : i32
    %steps = arith.index_cast %k_tiles : i32 to index
    %base_slot = llvm.mlir.addressof @tmem_base : !llvm.ptr<3>
    // Tensor memory for the accumulator: 128 lanes x 64 columns of f32.
    scf.if %is_allocator {
      nvvm.tcgen05.alloc %base_slot, %columns : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %base = llvm.load %base_slot : !llvm.ptr<3> -> i32
    %tmem = llvm.inttoptr %base : i32 to !llvm.ptr<6>
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %steps step %c1 {
          %sa = async.stage.producer_acquire %ring_a[%k] : !async.pipeline<4>
          %sb = async.stage.producer_acquire %ring_b[%k] : !async.pipeline<4>
          %buf_a = async.stage.buffer %ring_a, %sa : !async.pipeline<4> -> memref<128x64xbf16, 3>
          %buf_b = async.stage.buffer %ring_b, %sb : !async.pipeline<4> -> memref<64x64xbf16, 3>
          %full_a = async.stage.barrier full %ring_a, %sa : !async.pipeline<4>
          %full_b = async.stage.barrier full %ring_b, %sb : !async.pipeline<4>
          scf.if %is_lane0 {
            %k32 = arith.index_cast %k : index to i32
            %kcol = arith.muli %k32, %i32_64 : i32
            async.copy.tensor %buf_a, %a_map[%row0, %kcol], %full_a : memref<128x64xbf16, 3>, !tile_a
            async.copy.tensor %buf_b, %b_map[%col0, %kcol], %full_b : memref<64x64xbf16, 3>, !tile_b
          }
          async.stage.producer_commit %ring_a, %sa : !async.pipeline<4>
          async.stage.producer_commit %ring_b, %sb : !async.pipeline<4>
        }
      }
      async.role "mma" warps 1 {
        // One thread issues the MMAs and runs the role's pipeline ops: a
        // release by the `mma` unit is that thread's commit, so no other
        // thread of the role may lag behind on the rings.
        %issuer = arith.cmpi eq, %tid, %i32_32 : i32
        scf.if %issuer {
          %sacc = async.stage.producer_acquire %acc[%c0] : !async.pipeline<1>
          scf.for %k = %c0 to %steps step %c1 {
            %sa = async.stage.consumer_wait %ring_a[%k] : !async.pipeline<4>
            %sb = async.stage.consumer_wait %ring_b[%k] : !async.pipeline<4>
            nvvm.tcgen05.fence <after>
            %later_step = arith.cmpi ugt, %k, %c0 : index
            scf.for %j = %c0 to %c4 step %c1 {
              %da = async.stage.descriptor %ring_a, %sa[%j] : !async.pipeline<4>
              %db = async.stage.descriptor %ring_b, %sb[%j] : !async.pipeline<4>
              // D += A * B^T, except D = A * B^T for the first slice of the first step.
              %later_slice = arith.cmpi ugt, %j, %c0 : index
              %accumulate = arith.ori %later_step, %later_slice : i1
              nvvm.tcgen05.mma %tmem, %da, %db, %idesc, %accumulate {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
            }
            // Released when the MMAs that read the stages are done.
            async.stage.consumer_release %ring_a, %sa : !async.pipeline<4>
            async.stage.consumer_release %ring_b, %sb : !async.pipeline<4>
          }
          // Published when the last MMA has written the accumulator.
          async.stage.producer_commit %acc, %sacc : !async.pipeline<1>
        }
      }
      async.role "spare" warps 2 {
      }
      async.role "epilogue" warps 4 {
        %s = async.stage.consumer_wait %acc[%c0] : !async.pipeline<1>
        nvvm.tcgen05.fence <after>
        // Warp 4 + q reads lanes 32 q .. 32 q + 31: lane field 32 q << 16.
        %quarter = arith.remui %warp, %i32_4 : i32
        %lane_base = arith.muli %quarter, %i32_32 : i32
        %lane_field = arith.shli %lane_base, %i32_16 : i32
        %my_lanes = arith.addi %base, %lane_field : i32
        %from = llvm.inttoptr %my_lanes : i32 to !llvm.ptr<6>
        %bits = nvvm.tcgen05.ld %from {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
        nvvm.tcgen05.wait <load>
        nvvm.tcgen05.fence <before>
        async.stage.consumer_release %acc, %s : !async.pipeline<1>
        %values = vector.bitcast %bits : vector<64xi32> to vector<64xf32>
        // Row 32 q + lane of the tile, its 64 columns.
        %row_in = arith.addi %lane_base, %lane : i32
        %row = arith.addi %row0, %row_in : i32
        %row64 = arith.extui %row : i32 to i64
        %n64 = arith.extui %n : i32 to i64
        %col64 = arith.extui %col0 : i32 to i64
        %row_start = arith.muli %row64, %n64 : i64
        %at = arith.addi %row_start, %col64 : i64
        %to = llvm.getelementptr %c_out[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %values, %to {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr<1>
      }
    }
    // Every role is done with tensor memory: warp 4 frees it.
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    scf.if %is_allocator {
      nvvm.tcgen05.dealloc %tmem, %columns : !llvm.ptr<6>, i32
    }
    gpu.return
  }
}
