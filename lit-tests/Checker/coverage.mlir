// What a stage's readers read, the copies into the stage write: a copy
// whose box or byte count is smaller than the stage completes the barrier
// (the expected bytes follow the copies) and leaves bytes the consumers
// read unwritten. Reported at the reader, with the copy as a note.
//
// A ring of 4 KiB stages that one 2 KiB bulk copy per lap fills; its
// consumers read all of it.
// REQUIRES: gemm-gen
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: coverage.mlir:92:18: error: this load reads bytes 2176..2180 of the stage buffer 128..4224 of 'ring' (slot 0), but no copy into that stage writes bytes 2176..2180 (its copies write 128..2176) and no store of this thread did
// CHECK: coverage.mlir:78:13: note: the first copy into the stage
// CHECK-NOT: error
//
// The fixed twin (the second half copied too) is proven:
// RUN: sed -n '/^\/\/ FIXED/,$p' %s | %async-opt --check=strict --emit=ptx -o /dev/null
//
// The examples' copies with half their box: the bf16 GEMM's A (the second
// consumer warpgroup's wgmma reads the rows the box no longer holds), the
// wgmma GEMM's A, and the TMA tile ring's tile (its consumers' loads).
// RUN: sed -e 's/tensor_map<128x64xbf16/tensor_map<64x64xbf16/g' %S/../../examples/gemm_bf16.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=GEMM
// GEMM: error: this wgmma's A operand reads bytes {{[0-9]+}}..{{[0-9]+}} of the stage buffer {{[0-9]+}}..{{[0-9]+}} of 'a' (slot 0), but no copy into that stage writes
// GEMM: note: the first copy into the stage
// RUN: sed -e '21s/64x64xbf16/32x64xbf16/' %S/../../examples/wgmma_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=WGMMA
// WGMMA: error: this wgmma's A operand reads bytes 1024..9120 of the stage buffer 1024..9216 of 'a' (slot 0), but no copy into that stage writes bytes 5120..9120 (its copies write 1024..5120)
// RUN: sed -e '21s/tensor_map<32x32xf32>,/tensor_map<16x32xf32>,/' -e '65s/!async.tensor_map<32x32xf32>/!async.tensor_map<16x32xf32>/' %S/../../examples/tma_tile.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TILE
// TILE: error: this load reads bytes {{[0-9]+}}..{{[0-9]+}} of the stage buffer 128..4224 of 'ring' (slot 0), but no copy into that stage writes
// TILE: note: the first copy into the stage
// The tcgen05 GEMM (sm_100a) with A's and with B's box halved: the
// tcgen05.mma descriptors read the whole stage.
// RUN: sed -e '31s/128x64xbf16/64x64xbf16/' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TC-A
// TC-A: error: this tcgen05.mma's A operand reads bytes 1024..17312 of the stage buffer 1024..17408 of 'a' (slot 0), but no copy into that stage writes bytes 9216..17312 (its copies write 1024..9216):
// RUN: sed -e '32s/64x64xbf16/32x64xbf16/' %S/../../examples/tcgen05_gemm.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TC-B
// TC-B: error: this tcgen05.mma's B operand reads bytes {{[0-9]+}}..{{[0-9]+}} of the stage buffer {{[0-9]+}}..{{[0-9]+}} of 'b' (slot 0), but no copy into that stage writes
// RUN: %async-opt %S/../../examples/tcgen05_gemm.mlir --check=strict --emit=ptx -o /dev/null
//
// Multicast fills: each CTA copies its half of the box to both CTAs of the
// cluster, and the bytes of a CTA's stage come from both CTAs' copies.
// The TMA tile ring over a cluster of 2 with each half's box halved, and
// the cluster-2 GEMM with B's half box halved:
// RUN: sed -e '17s/16x32xf32/8x32xf32/' -e '72s/!async.tensor_map<16x32xf32>/!async.tensor_map<8x32xf32>/' %S/../../examples/tma_tile_multicast.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CAST
// CAST: error: this load reads bytes {{[0-9]+}}..{{[0-9]+}} of the stage buffer 128..4224 of 'ring' (slot 0), but no copy into that stage writes
// RUN: %gemm-gen --cluster 2 | sed -e 's/%%arg1: !async.tensor_map<128x64xbf16/%%arg1: !async.tensor_map<64x64xbf16/' -e '/%%arg1\[/s/tensor_map<128x64xbf16/tensor_map<64x64xbf16/' | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CAST2
// CAST2: error: this wgmma's B operand reads bytes {{[0-9]+}}..{{[0-9]+}} of the stage buffer {{[0-9]+}}..{{[0-9]+}} of 'b' (slot 0), but no copy into that stage writes
// and as written, both CTAs' halves fill every stage:
// RUN: %async-opt %S/../../examples/tma_tile_multicast.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %gemm-gen --cluster 2 | %async-opt --check=strict --emit=ptx -o /dev/null
//
// The examples as written read what their copies write:
// RUN: %async-opt %S/../../examples/gemm_bf16.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/wgmma_gemm.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/tma_tile.mlir --check=strict --emit=ptx -o /dev/null

gpu.module @halves [#nvvm.target<chip = "sm_90a">] {
  gpu.func @halves(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<1024xi32, 3> {producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c1024 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 2048 : memref<1024xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 4 {
        %ctid32 = arith.subi %tid, %i32_32 : i32
        %ctid = arith.index_cast %ctid32 : i32 to index
        %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %ctid : index
            %v = memref.load %buf[%i] : memref<1024xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %old = llvm.atomicrmw add %out, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
    }
    gpu.return
  }
}

// -----

// FIXED
gpu.module @halves [#nvvm.target<chip = "sm_90a">] {
  gpu.func @halves(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 3 scope cta buffer memref<1024xi32, 3> {producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c1024 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 2048 : memref<1024xi32, 3>
            %at = memref.extract_aligned_pointer_as_index %buf : memref<1024xi32, 3> -> index
            %at64 = arith.index_cast %at : index to i64
            %lo_ptr = llvm.inttoptr %at64 : i64 to !llvm.ptr<3>
            %hi_ptr = llvm.getelementptr %lo_ptr[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
            %from_hi = llvm.getelementptr %from[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
            async.copy.bulk %hi_ptr, %from_hi, %full bytes 2048 : !llvm.ptr<3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 4 {
        %ctid32 = arith.subi %tid, %i32_32 : i32
        %ctid = arith.index_cast %ctid32 : i32 to index
        %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<1024xi32, 3>
          %part = scf.for %j = %c0 to %c8 step %c1 iter_args(%p = %acc) -> (i32) {
            %jj = arith.muli %j, %c128 : index
            %i = arith.addi %jj, %ctid : index
            %v = memref.load %buf[%i] : memref<1024xi32, 3>
            %np = arith.addi %p, %v : i32
            scf.yield %np : i32
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
          scf.yield %part : i32
        }
        %warp_sum = async.warp_reduce add %sum width 32 : i32
        scf.if %is_lane0 {
          %old = llvm.atomicrmw add %out, %warp_sum monotonic : !llvm.ptr<1>, i32
        }
      }
    }
    gpu.return
  }
}
