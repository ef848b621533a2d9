// A cluster kernel with warp-specialized roles and a multicast ring,
// written with pipeline-level ops only: no phase bit, no init count, no
// barrier offset.
//
// The C CTAs of each cluster (C from `nvvm.cluster_dim`) sum their tiles
// together: cluster g streams the C * `tiles` tiles of 1024 i32 that start
// at tile g * C * `tiles` through a 3-stage cluster pipeline. Every tile
// lands in every CTA's stage: CTA r loads 16 / C of its sixteen 256-byte
// chunks and multicasts them to the whole cluster, so each CTA's `full` barrier
// collects the bytes of all CTAs' copies (its own commit expects the whole
// 4 KiB). A slot is reused only when the consumers of every CTA released it:
// each consumer release arrives on the `empty` barrier of every CTA. CTA r
// sums elements [r * 1024 / C, (r + 1) * 1024 / C) of each tile, each
// consumer thread every 128th of them.
//
// At the end each consumer warp leaves its sum in shared memory;
// `async.cluster_barrier` (inside the consumer role) makes the sums of every
// CTA visible; the cluster's CTA 0 reads them through distributed shared
// memory and writes `out[clusterid.x]`; a second cluster barrier keeps the
// other CTAs' shared memory alive until it has read them.
//
// Roles: producer warpgroup (warps 0..3, 40 registers; thread 0 issues the
// copies), consumer warpgroup (warps 4..7, 232 registers, one arrival per
// release). Block size: 256 threads. C is 1, 2, 4, 8 or 16 (16 is a
// non-portable cluster size; the runtime opts the kernel in).
gpu.module @cluster_reduce [#nvvm.target<chip = "sm_90a">] {
  llvm.mlir.global internal @partials() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>

  gpu.func @cluster_reduce(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 256, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cluster buffer memref<1024xi32, 3> {tx_bytes = 4096 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_128 = arith.constant 128 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %is_thread0 = arith.cmpi eq, %tid, %zero : i32
    %partials = llvm.mlir.addressof @partials : !llvm.ptr<3>
    %ctas32 = nvvm.read.ptx.sreg.cluster.nctarank : i32
    %rank32 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cluster32 = nvvm.read.ptx.sreg.clusterid.x : i32
    %ctas = arith.index_cast %ctas32 : i32 to index
    %rank = arith.index_cast %rank32 : i32 to index
    %cluster = arith.index_cast %cluster32 : i32 to index
    %steps = arith.muli %n, %ctas : index
    %cluster_first = arith.muli %cluster, %steps : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %chunks = arith.divui %c16, %ctas : index
    %first_chunk = arith.muli %rank, %chunks : index
    // (1 << C) - 1 in 32 bits: in 16 a shift by 16 would be poison.
    %one32 = arith.constant 1 : i32
    %all32 = arith.shli %one32, %ctas32 : i32
    %mask32 = arith.subi %all32, %one32 : i32
    %mask = arith.trunci %mask32 : i32 to i16
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 {
        scf.for %k = %c0 to %steps step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_thread0 {
            %base_idx = memref.extract_aligned_pointer_as_index %buf : memref<1024xi32, 3> -> index
            %base64 = arith.index_cast %base_idx : index to i64
            %base = llvm.inttoptr %base64 : i64 to !llvm.ptr<3>
            %tile = arith.addi %cluster_first, %k : index
            %tile_off = arith.muli %tile, %c1024 : index
            scf.for %i = %c0 to %chunks step %c1 {
              %chunk = arith.addi %first_chunk, %i : index
              %in_tile = arith.muli %chunk, %c64 : index
              %off = arith.addi %tile_off, %in_tile : index
              %off64 = arith.index_cast %off : index to i64
              %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
              %in_tile64 = arith.index_cast %in_tile : index to i64
              %to = llvm.getelementptr %base[%in_tile64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
              async.copy.bulk %to, %from, %full cta_mask(%mask) bytes 256 : !llvm.ptr<3>
            }
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 4 registers 232 {
        %ctid32 = arith.subi %tid, %i32_128 : i32
        %ctid = arith.index_cast %ctid32 : i32 to index
        %share = arith.divui %c1024, %ctas : index
        %mine = arith.muli %rank, %share : index
        // Rounds of 128 threads over the share (the last one partial when
        // the share is 64 elements, at 16 CTAs).
        %c127 = arith.constant 127 : index
        %share_up = arith.addi %share, %c127 : index
        %rounds = arith.divui %share_up, %c128 : index
        %sum = scf.for %k = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %rounds step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %o = arith.addi %jj, %ctid : index
            %in_share = arith.cmpi ult, %o, %share : index
            %np = scf.if %in_share -> (i32) {
              %i = arith.addi %mine, %o : index
              %v = memref.load %buf[%i] : memref<1024xi32, 3>
              %sum_v = arith.addi %p, %v : i32
              scf.yield %sum_v : i32
            } else {
              scf.yield %p : i32
            }
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        %warp = arith.divui %ctid32, %i32_32 : i32
        %warp64 = arith.extui %warp : i32 to i64
        scf.if %is_lane0 {
          %slot = llvm.getelementptr %partials[%warp64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %warp_sum, %slot : i32, !llvm.ptr<3>
        }
        async.cluster_barrier
        %is_rank0 = arith.cmpi eq, %rank32, %zero : i32
        %is_first = arith.cmpi eq, %ctid32, %zero : i32
        %gather = arith.andi %is_rank0, %is_first : i1
        scf.if %gather {
          %i32_4 = arith.constant 4 : i32
          %one = arith.constant 1 : i32
          %all = scf.for %r = %zero to %ctas32 step %one iter_args(%t = %zero) -> (i32) : i32 {
            %peer = nvvm.mapa %partials, %r : !llvm.ptr<3> -> !llvm.ptr<7>
            %s4 = scf.for %w = %zero to %i32_4 step %one iter_args(%u = %t) -> (i32) : i32 {
              %w64 = arith.extui %w : i32 to i64
              %at = llvm.getelementptr %peer[%w64] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, i32
              %x = llvm.load %at : !llvm.ptr<7> -> i32
              %nu = arith.addi %u, %x : i32
              scf.yield %nu : i32
            }
            scf.yield %s4 : i32
          }
          %cluster64 = arith.extui %cluster32 : i32 to i64
          %dst = llvm.getelementptr %out[%cluster64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %all, %dst : i32, !llvm.ptr<1>
        }
        async.cluster_barrier
      }
    }
    gpu.return
  }
}
