// Causal attention forward, head dim 64, written with the dialect's
// attention ops: one CTA per 64-query block and head, a consumer
// warpgroup that streams the key/value blocks 0 ..= its own through two
// 2-stage rings with an online softmax, and a producer warp that fills
// them.
//
// For query block b of head h (CTA (b, h)), with n = min(blocks, b + 1):
//   S_j = Q K_j^T                      async.warpgroup.mma, Q and K_j from stages
//   mask: key 64 j + c > query 64 b + r  async.fragment.coordinates
//   m' = max(m, rowmax(S_j * s))       async.fragment.reduce_rows
//   P = exp2(S_j * s - m'), s = log2(e) / 8
//   l' = l * exp2(m - m') + rowsum(P), O' = O * exp2(m - m') + P V_j
//                                      P packed into A registers, V_j MN-major
// then O / l, stored f32. Q, K, V: [heads * seq, 64] bf16 row-major; O
// [heads * seq, 64] f32; seq = 64 * blocks. Block: 160 threads; grid:
// blocks x heads. The loop bound depends on the CTA's x index: the checker
// varies it (the first CTAs, the last, and where the bound changes).
!tile = !async.tensor_map<64x64xbf16, swizzle 128>
gpu.module @attention_causal [#nvvm.target<chip = "sm_90a">] {
  gpu.func @attention_causal(%q_map: !tile, %k_map: !tile, %v_map: !tile, %o_out: !llvm.ptr<1>,
                             %blocks: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring_q = async.pipeline.create "q" stages 1 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %ring_k = async.pipeline.create "k" stages 2 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %ring_v = async.pipeline.create "v" stages 2 scope cta buffer memref<64x64xbf16, 3> {swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %qb = nvvm.read.ptx.sreg.ctaid.x : i32
    %head = nvvm.read.ptx.sreg.ctaid.y : i32
    %head_blocks = arith.muli %head, %blocks : i32
    %head_rows = arith.muli %head_blocks, %i32_64 : i32
    %q_rows = arith.muli %qb, %i32_64 : i32
    %row0 = arith.addi %head_rows, %q_rows : i32
    // The key blocks this query block sees: 0 ..= qb, at most `blocks`.
    %diag = arith.addi %qb, %i32_1 : i32
    %n32 = arith.minui %diag, %blocks : i32
    %n = arith.index_cast %n32 : i32 to index
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "softmax" warps 4 {
        %zero_acc = arith.constant dense<0.0> : vector<32xf32>
        %scale = arith.constant dense<0.180336878> : vector<32xf32>
        %minus_inf = arith.constant dense<0xFF800000> : vector<32xf32>
        %no_max = arith.constant dense<0xFF800000> : vector<2xf32>
        %no_sum = arith.constant dense<0.0> : vector<2xf32>
        %rows, %cols = async.fragment.coordinates : vector<32xi32>, vector<32xi32>
        %q_rows_v = vector.broadcast %q_rows : i32 to vector<32xi32>
        %query = arith.addi %rows, %q_rows_v : vector<32xi32>
        %sq = async.stage.consumer_wait %ring_q[%c0] : !async.pipeline<1>
        %out:3 = scf.for %j = %c0 to %n step %c1
            iter_args(%m = %no_max, %l = %no_sum, %o = %zero_acc) -> (vector<2xf32>, vector<2xf32>, vector<32xf32>) {
          %sk = async.stage.consumer_wait %ring_k[%j] : !async.pipeline<2>
          nvvm.wgmma.fence.aligned
          %s = scf.for %kk = %c0 to %c4 step %c1 iter_args(%acc = %zero_acc) -> (vector<32xf32>) {
            %dq = async.stage.descriptor %ring_q, %sq[%kk] : !async.pipeline<1>
            %dk = async.stage.descriptor %ring_k, %sk[%kk] : !async.pipeline<2>
            %next = async.warpgroup.mma %acc, %dq, %dk : vector<32xf32>, i64
            scf.yield %next : vector<32xf32>
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring_k, %sk : !async.pipeline<2>
          // Keys past the query are masked out.
          %j32 = arith.index_cast %j : index to i32
          %k_rows = arith.muli %j32, %i32_64 : i32
          %k_rows_v = vector.broadcast %k_rows : i32 to vector<32xi32>
          %key = arith.addi %cols, %k_rows_v : vector<32xi32>
          %keep = arith.cmpi ule, %key, %query : vector<32xi32>
          %s2 = arith.mulf %s, %scale : vector<32xf32>
          %masked = arith.select %keep, %s2, %minus_inf : vector<32xi1>, vector<32xf32>
          // The online softmax.
          %block_max = async.fragment.reduce_rows max %masked : vector<32xf32> -> vector<2xf32>
          %m_new = arith.maximumf %m, %block_max : vector<2xf32>
          %m_gap = arith.subf %m, %m_new : vector<2xf32>
          %alpha = math.exp2 %m_gap : vector<2xf32>
          %m_new_b = async.fragment.broadcast_rows %m_new : vector<2xf32> -> vector<32xf32>
          %shifted = arith.subf %masked, %m_new_b : vector<32xf32>
          %p = math.exp2 %shifted : vector<32xf32>
          %block_sum = async.fragment.reduce_rows add %p : vector<32xf32> -> vector<2xf32>
          %l_scaled = arith.mulf %l, %alpha : vector<2xf32>
          %l_new = arith.addf %l_scaled, %block_sum : vector<2xf32>
          %alpha_b = async.fragment.broadcast_rows %alpha : vector<2xf32> -> vector<32xf32>
          %o_scaled = arith.mulf %o, %alpha_b : vector<32xf32>
          %packed = async.fragment.pack %p : vector<32xf32> -> vector<16xi32>
          %a0 = vector.extract_strided_slice %packed {offsets = [0], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
          %a1 = vector.extract_strided_slice %packed {offsets = [4], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
          %a2 = vector.extract_strided_slice %packed {offsets = [8], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
          %a3 = vector.extract_strided_slice %packed {offsets = [12], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
          %sv = async.stage.consumer_wait %ring_v[%j] : !async.pipeline<2>
          %dv0 = async.stage.descriptor %ring_v, %sv[%c0] {major = "mn"} : !async.pipeline<2>
          %dv1 = async.stage.descriptor %ring_v, %sv[%c1] {major = "mn"} : !async.pipeline<2>
          %dv2 = async.stage.descriptor %ring_v, %sv[%c2] {major = "mn"} : !async.pipeline<2>
          %dv3 = async.stage.descriptor %ring_v, %sv[%c3] {major = "mn"} : !async.pipeline<2>
          // O and P were just written by ordinary instructions.
          nvvm.wgmma.fence.aligned
          %o0 = async.warpgroup.mma %o_scaled, %a0, %dv0 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
          %o1 = async.warpgroup.mma %o0, %a1, %dv1 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
          %o2 = async.warpgroup.mma %o1, %a2, %dv2 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
          %o3 = async.warpgroup.mma %o2, %a3, %dv3 {b_major = "mn"} : vector<32xf32>, vector<4xi32>
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          async.stage.consumer_release %ring_v, %sv : !async.pipeline<2>
          scf.yield %m_new, %l_new, %o3 : vector<2xf32>, vector<2xf32>, vector<32xf32>
        }
        async.stage.consumer_release %ring_q, %sq : !async.pipeline<1>
        %l_b = async.fragment.broadcast_rows %out#1 : vector<2xf32> -> vector<32xf32>
        %o_final = arith.divf %out#2, %l_b : vector<32xf32>
        // O[row0 + row][col], f32.
        %c32 = arith.constant 32 : index
        scf.for %i = %c0 to %c32 step %c1 {
          %i32 = arith.index_cast %i : index to i32
          %r = llvm.extractelement %rows[%i32 : i32] : vector<32xi32>
          %c = llvm.extractelement %cols[%i32 : i32] : vector<32xi32>
          %x = llvm.extractelement %o_final[%i32 : i32] : vector<32xf32>
          %grow = arith.addi %row0, %r : i32
          %at_row = arith.muli %grow, %i32_64 : i32
          %at = arith.addi %at_row, %c : i32
          %ptr = llvm.getelementptr %o_out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          llvm.store %x, %ptr : f32, !llvm.ptr<1>
        }
      }
      async.role "producer" warps 1 {
        %sq = async.stage.producer_acquire %ring_q[%c0] : !async.pipeline<1>
        %buf_q = async.stage.buffer %ring_q, %sq : !async.pipeline<1> -> memref<64x64xbf16, 3>
        %full_q = async.stage.barrier full %ring_q, %sq : !async.pipeline<1>
        scf.if %is_lane0 {
          async.copy.tensor %buf_q, %q_map[%row0, %zero], %full_q : memref<64x64xbf16, 3>, !tile
        }
        async.stage.producer_commit %ring_q, %sq : !async.pipeline<1>
        scf.for %j = %c0 to %n step %c1 {
          %j32 = arith.index_cast %j : index to i32
          %k_rows = arith.muli %j32, %i32_64 : i32
          %kv_row = arith.addi %head_rows, %k_rows : i32
          %sk = async.stage.producer_acquire %ring_k[%j] : !async.pipeline<2>
          %buf_k = async.stage.buffer %ring_k, %sk : !async.pipeline<2> -> memref<64x64xbf16, 3>
          %full_k = async.stage.barrier full %ring_k, %sk : !async.pipeline<2>
          scf.if %is_lane0 {
            async.copy.tensor %buf_k, %k_map[%kv_row, %zero], %full_k : memref<64x64xbf16, 3>, !tile
          }
          async.stage.producer_commit %ring_k, %sk : !async.pipeline<2>
          %sv = async.stage.producer_acquire %ring_v[%j] : !async.pipeline<2>
          %buf_v = async.stage.buffer %ring_v, %sv : !async.pipeline<2> -> memref<64x64xbf16, 3>
          %full_v = async.stage.barrier full %ring_v, %sv : !async.pipeline<2>
          scf.if %is_lane0 {
            async.copy.tensor %buf_v, %v_map[%kv_row, %zero], %full_v : memref<64x64xbf16, 3>, !tile
          }
          async.stage.producer_commit %ring_v, %sv : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
