// One 64 x 64 tile of causal attention, through the fragment ops: for
// head h (CTA x), S = Q K^T by `async.warpgroup.mma` from two stages,
// P = exp2(S * scale * log2 e - rowmax) with the keys past the query
// masked out (`fragment.coordinates`), the row sums, O = P V with P packed
// into A registers (`fragment.pack`) and V read MN-major, O / rowsum,
// stored f32. Q, K, V are [heads * 64, 64] bf16 row-major; O [heads * 64,
// 64] f32. Block: 160 threads (a consumer warpgroup, a producer warp);
// grid: heads.
!tile = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @attention_tile [#nvvm.target<chip = "sm_90a">] {
  gpu.func @attention_tile(%q_map: !tile, %k_map: !tile, %v_map: !tile, %o_out: !llvm.ptr<1>) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring_q = async.pipeline.create "q" stages 1 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %ring_k = async.pipeline.create "k" stages 1 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %ring_v = async.pipeline.create "v" stages 1 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %head = nvvm.read.ptx.sreg.ctaid.x : i32
    %row0 = arith.muli %head, %i32_64 : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        %sq = async.stage.consumer_wait %ring_q[%c0] : !async.pipeline<1>
        %sk = async.stage.consumer_wait %ring_k[%c0] : !async.pipeline<1>
        %zero_acc = arith.constant dense<0.0> : vector<32xf32>
        nvvm.wgmma.fence.aligned
        %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero_acc) -> (vector<32xf32>) {
          %dq = async.stage.descriptor %ring_q, %sq[%j] : !async.pipeline<1>
          %dk = async.stage.descriptor %ring_k, %sk[%j] : !async.pipeline<1>
          %next = async.warpgroup.mma %acc, %dq, %dk : vector<32xf32>, i64
          scf.yield %next : vector<32xf32>
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        async.stage.consumer_release %ring_q, %sq : !async.pipeline<1>
        async.stage.consumer_release %ring_k, %sk : !async.pipeline<1>
        // The softmax, in the exp2 domain: scale 1/8 times log2 e.
        %scale = arith.constant dense<0.180336878> : vector<32xf32>
        %s2 = arith.mulf %s, %scale : vector<32xf32>
        %rows, %cols = async.fragment.coordinates : vector<32xi32>, vector<32xi32>
        %keep = arith.cmpi sle, %cols, %rows : vector<32xi32>
        %minus_inf = arith.constant dense<0xFF800000> : vector<32xf32>
        %masked = arith.select %keep, %s2, %minus_inf : vector<32xi1>, vector<32xf32>
        %max = async.fragment.reduce_rows max %masked : vector<32xf32> -> vector<2xf32>
        %max_b = async.fragment.broadcast_rows %max : vector<2xf32> -> vector<32xf32>
        %shifted = arith.subf %masked, %max_b : vector<32xf32>
        %p = math.exp2 %shifted : vector<32xf32>
        %sum = async.fragment.reduce_rows add %p : vector<32xf32> -> vector<2xf32>
        %packed = async.fragment.pack %p : vector<32xf32> -> vector<16xi32>
        %a0 = vector.extract_strided_slice %packed {offsets = [0], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
        %a1 = vector.extract_strided_slice %packed {offsets = [4], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
        %a2 = vector.extract_strided_slice %packed {offsets = [8], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
        %a3 = vector.extract_strided_slice %packed {offsets = [12], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
        %sv = async.stage.consumer_wait %ring_v[%c0] : !async.pipeline<1>
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %dv0 = async.stage.descriptor %ring_v, %sv[%c0] {major = "mn"} : !async.pipeline<1>
        %dv1 = async.stage.descriptor %ring_v, %sv[%c1] {major = "mn"} : !async.pipeline<1>
        %dv2 = async.stage.descriptor %ring_v, %sv[%c2] {major = "mn"} : !async.pipeline<1>
        %dv3 = async.stage.descriptor %ring_v, %sv[%c3] {major = "mn"} : !async.pipeline<1>
        // P's registers were just written by ordinary instructions.
        nvvm.wgmma.fence.aligned
        %o0 = async.warpgroup.mma %zero_acc, %a0, %dv0 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
        %o1 = async.warpgroup.mma %o0, %a1, %dv1 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
        %o2 = async.warpgroup.mma %o1, %a2, %dv2 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
        %o3 = async.warpgroup.mma %o2, %a3, %dv3 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        async.stage.consumer_release %ring_v, %sv : !async.pipeline<1>
        %sum_b = async.fragment.broadcast_rows %sum : vector<2xf32> -> vector<32xf32>
        %o = arith.divf %o3, %sum_b : vector<32xf32>
        // O[row0 + row][col], f32.
        %c32 = arith.constant 32 : index
        scf.for %i = %c0 to %c32 step %c1 {
          %i32 = arith.index_cast %i : index to i32
          %r = llvm.extractelement %rows[%i32 : i32] : vector<32xi32>
          %c = llvm.extractelement %cols[%i32 : i32] : vector<32xi32>
          %x = llvm.extractelement %o[%i32 : i32] : vector<32xf32>
          %grow = arith.addi %row0, %r : i32
          %at_row = arith.muli %grow, %i32_64 : i32
          %at = arith.addi %at_row, %c : i32
          %ptr = llvm.getelementptr %o_out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          llvm.store %x, %ptr : f32, !llvm.ptr<1>
        }
      }
      async.role "producer" warps 1 {
        %sq = async.stage.producer_acquire %ring_q[%c0] : !async.pipeline<1>
        %sk = async.stage.producer_acquire %ring_k[%c0] : !async.pipeline<1>
        %sv = async.stage.producer_acquire %ring_v[%c0] : !async.pipeline<1>
        %buf_q = async.stage.buffer %ring_q, %sq : !async.pipeline<1> -> memref<64x64xbf16, 3>
        %buf_k = async.stage.buffer %ring_k, %sk : !async.pipeline<1> -> memref<64x64xbf16, 3>
        %buf_v = async.stage.buffer %ring_v, %sv : !async.pipeline<1> -> memref<64x64xbf16, 3>
        %full_q = async.stage.barrier full %ring_q, %sq : !async.pipeline<1>
        %full_k = async.stage.barrier full %ring_k, %sk : !async.pipeline<1>
        %full_v = async.stage.barrier full %ring_v, %sv : !async.pipeline<1>
        scf.if %is_lane0 {
          async.copy.tensor %buf_q, %q_map[%row0, %zero], %full_q : memref<64x64xbf16, 3>, !tile
          async.copy.tensor %buf_k, %k_map[%row0, %zero], %full_k : memref<64x64xbf16, 3>, !tile
          async.copy.tensor %buf_v, %v_map[%row0, %zero], %full_v : memref<64x64xbf16, 3>, !tile
        }
        async.stage.producer_commit %ring_q, %sq : !async.pipeline<1>
        async.stage.producer_commit %ring_k, %sk : !async.pipeline<1>
        async.stage.producer_commit %ring_v, %sv : !async.pipeline<1>
      }
    }
    gpu.return
  }
}
