// An address derived from a stage buffer (`async.stage.buffer` becomes a
// view of static shape of the arena) keeps the stage's bytes as its
// provenance, through views of it, subviews, `getelementptr`, the aligned
// pointer, `inttoptr` and integer additions: a load, store or copy
// through it that leaves the stage lies in the next slot or past the last
// one. The simulation records it at the access and the checker reports it
// where the stage and window rules did not: also where no other slot lies
// beyond (a ring of one stage, the last slot of a ring) and where the
// index is raw pointer arithmetic that no memref shape bounds
// (checker/src/simt/memory.rs, `Views`).
//
// A ring of one stage filled by stores, its consumer reading the stage's
// second half through a raw pointer moved one stage too far (the build
// before the rule compiled this silently):
// RUN: sed -e 's/%%past = arith.constant 0 : i64/%%past = arith.constant 4096 : i64/' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ
// READ: <stdin>:121:18: error: thread 128 reads bytes [6272, 6276) of @__async_arena_one_stage, outside the bytes [128, 4224) of the stage buffer it addresses them through (<stdin>:103:18): the access lies past that stage, in the next slot or past the last
// READ-NOT: error
//
// Its producer writing its last chunk through a raw pointer four bytes too
// far (the coverage rule reports the bytes left unwritten first; the build
// before the rule reported only those):
// RUN: sed -e 's/%%over = arith.constant 0 : i64/%%over = arith.constant 4 : i64/' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WRITE
// WRITE: <stdin>:91:17: error: thread 127 writes bytes [4224, 4228) of @__async_arena_one_stage, outside the bytes [128, 4224) of the stage buffer it addresses them through (<stdin>:65:18)
// WRITE-NOT: error
//
// The view of the stage's second half taken one half too far (also silent
// before): its reads pass the stage.
// RUN: sed -e 's/%%half = arith.constant 2048 : index/%%half = arith.constant 4096 : index/' %s | %not %async-opt --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=VIEW
// VIEW: <stdin>:121:18: error: thread 128 reads bytes [4224, 4228) of @__async_arena_one_stage, outside the bytes [128, 4224) of the stage buffer it addresses them through (<stdin>:103:18)
// VIEW-NOT: error
//
// The fixed twin, as written, is proven:
// RUN: %async-opt %s --split-input-file --check=strict --emit=ptx -o /dev/null

gpu.module @one_stage [#nvvm.target<chip = "sm_90a">] {
  gpu.func @one_stage(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 1 scope cta buffer memref<4096xi8, 3> {tx_bytes = 0 : i64, producer_unit = "cta", consumer_unit = "warpgroup"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %half = arith.constant 2048 : index
    %past = arith.constant 0 : i64
    %over = arith.constant 0 : i64
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_128 = arith.constant 128 : i32
    %n = arith.index_cast %tiles : i32 to index
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %cta_idx = arith.index_cast %cta : i32 to index
    %first_tile = arith.muli %cta_idx, %n : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    %wg_tid32 = arith.remui %tid, %i32_128 : i32
    %wg_tid = arith.index_cast %wg_tid32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<1>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<1> -> memref<4096xi8, 3>
          %chunks = memref.view %buf[%c0][] : memref<4096xi8, 3> to memref<1024xi32, 3>
          %tile = arith.addi %first_tile, %k : index
          %base = arith.muli %tile, %c1024 : index
          // Seven chunks by index, the eighth through a raw pointer.
          scf.for %j = %c0 to %c8 step %c1 {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %at = arith.addi %base, %i : index
            %at64 = arith.index_cast %at : index to i64
            %from = llvm.getelementptr %src[%at64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %v = llvm.load %from : !llvm.ptr<1> -> i32
            %last = arith.cmpi eq, %j, %c8 : index
            %raw = arith.cmpi uge, %jj, %c1024 : index
            %by_index = arith.cmpi ult, %j, %c8 : index
            scf.if %by_index {
              %seven = arith.cmpi ult, %i, %c1024 : index
              %end = arith.subi %c8, %c1 : index
              %is_last = arith.cmpi eq, %j, %end : index
              scf.if %is_last {
                %p = memref.extract_aligned_pointer_as_index %chunks : memref<1024xi32, 3> -> index
                %pb = arith.muli %i, %c4 : index
                %pa = arith.addi %p, %pb : index
                %pa64 = arith.index_cast %pa : index to i64
                %pq = arith.addi %pa64, %over : i64
                %ptr = llvm.inttoptr %pq : i64 to !llvm.ptr<3>
                llvm.store %v, %ptr : i32, !llvm.ptr<3>
              } else {
                memref.store %v, %chunks[%i] : memref<1024xi32, 3>
              }
            }
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<1>
        }
      }
      async.role "consumer" warps 4 {
        %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<1>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<1> -> memref<4096xi8, 3>
          // The stage's two halves, read through raw pointers.
          %lo = memref.view %buf[%c0][] : memref<4096xi8, 3> to memref<512xi32, 3>
          %hi = memref.view %buf[%half][] : memref<4096xi8, 3> to memref<512xi32, 3>
          %part = scf.for %j = %c0 to %c4 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %wg_tid : index
            %i64 = arith.index_cast %i : index to i64
            %lo_at = memref.extract_aligned_pointer_as_index %lo : memref<512xi32, 3> -> index
            %lo64 = arith.index_cast %lo_at : index to i64
            %lo_ptr = llvm.inttoptr %lo64 : i64 to !llvm.ptr<3>
            %a = llvm.getelementptr %lo_ptr[%i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %x = llvm.load %a : !llvm.ptr<3> -> i32
            %hi_at = memref.extract_aligned_pointer_as_index %hi : memref<512xi32, 3> -> index
            %hi64 = arith.index_cast %hi_at : index to i64
            %hi_moved = arith.addi %hi64, %past : i64
            %hi_ptr = llvm.inttoptr %hi_moved : i64 to !llvm.ptr<3>
            %b = llvm.getelementptr %hi_ptr[%i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %y = llvm.load %b : !llvm.ptr<3> -> i32
            %xy = arith.addi %x, %y : i32
            %np = arith.addi %p, %xy : i32
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<1>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %cta64 = arith.extui %cta : i32 to i64
          %dst = llvm.getelementptr %out[%cta64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %old = llvm.atomicrmw add %dst, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
    }
    gpu.return
  }
}

// -----

// A hand-written kernel's views get no tag: one warp addresses two
// 128-byte parts of @smem as the aligned pointer of a view of the first
// plus s * 128, which is legal (the view is of one part of a buffer the
// kernel owns, not of a stage it holds): proven.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @smem : memref<256xi8, 3> {alignment = 128 : i64}
  gpu.func @k(%out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %bar = async.barrier.alloc "done" size 1 count 32 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.index_cast %tid : i32 to index
    %g = memref.get_global @smem : memref<256xi8, 3>
    %stage0 = memref.view %g[%c0][] : memref<256xi8, 3> to memref<32xi32, 3>
    %base = memref.extract_aligned_pointer_as_index %stage0 : memref<32xi32, 3> -> index
    %lb = arith.muli %lane, %c4 : index
    %v = scf.for %s = %c0 to %c2 step %c1 iter_args(%acc = %tid) -> (i32) {
      %so = arith.muli %s, %c128 : index
      %a0 = arith.addi %base, %so : index
      %a = arith.addi %a0, %lb : index
      %a64 = arith.index_cast %a : index to i64
      %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<3>
      llvm.store %acc, %p : i32, !llvm.ptr<3>
      %x = llvm.load %p : !llvm.ptr<3> -> i32
      scf.yield %x : i32
    }
    %b0 = async.barrier.get %bar[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive %b0
    %f0 = arith.constant false
    async.barrier.wait %b0, %f0 mode try
    %t64 = arith.extui %tid : i32 to i64
    %dst = llvm.getelementptr %out[%t64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %v, %dst : i32, !llvm.ptr<1>
    gpu.return
  }
}
