// wgmma written in inline assembly is read as the NVVM ops are: its
// descriptors (the `$i` operands after the accumulator list), its commit
// and wait_group. The buggy kernel releases its stage after
// `wait_group 1`, with the group that reads it still pending; the fixed
// twin waits with `wait_group 0`; a descriptor the simulation cannot
// evaluate (loaded from memory) is a warning, not silence.
//
// RUN: %not %async-opt %s --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BUGGY
// RUN: sed 's/wgmma.wait_group.sync.aligned 1;/wgmma.wait_group.sync.aligned 0;/' %s | %async-opt --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --allow-empty --check-prefix=FIXED
// FIXED-NOT: {{error|warning}}
// RUN: sed -e 's/wgmma.wait_group.sync.aligned 1;/wgmma.wait_group.sync.aligned 0;/' -e 's|            %%d = async.stage.descriptor %%ring, %%s\[%%j\] : !async.pipeline<3>|            %%d0 = async.stage.descriptor %%ring, %%s[%%j] : !async.pipeline<3>\n            %%p = llvm.inttoptr %%d0 : i64 to !llvm.ptr\n            %%d = llvm.load %%p : !llvm.ptr -> i64|' %s | %async-opt --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases,async-check-protocol' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=UNREAD
// UNREAD: warning: releases of kernel @asm_wait not verified against this wgmma: the simulation cannot evaluate its shared-memory descriptor

gpu.module @asm_wait [#nvvm.target<chip = "sm_90a">] {
  gpu.func @asm_wait(%src: !llvm.ptr<1>, %tiles: i32) kernel
      attributes {known_block_size = array<i32: 160, 1, 1>} {
    %ring = async.pipeline.create "ab" stages 3 scope cta buffer memref<64x64xbf16, 3> {tx_bytes = 8192 : i64, swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8192 = arith.constant 8192 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %n = arith.index_cast %tiles : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32_32 : i32
    %is_lane0 = arith.cmpi eq, %lane, %zero : i32
    async.warp_specialize {
      async.role "mma" warps 4 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<3>
          llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", "" : () -> ()
          scf.for %j = %c0 to %c4 step %c1 {
            %d = async.stage.descriptor %ring, %s[%j] : !async.pipeline<3>
            %r = llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1}, $2, $3, 1, 1, 1, 0, 0;", "=f,=f,l,l" %d, %d : (i64, i64) -> !llvm.struct<(f32, f32)>
          }
          llvm.inline_asm has_side_effects "wgmma.commit_group.sync.aligned;", "" : () -> ()
          llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "" : () -> ()
          // BUGGY: :[[@LINE+1]]:11: error: release on barrier 'ab.empty'[{{[0-9]}}] hands back a stage buffer that the wgmma at {{.*}}:[[@LINE-4]]:18 may still be reading
          async.stage.consumer_release %ring, %s : !async.pipeline<3>
        }
        llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "" : () -> ()
      }
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<3>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<3> -> memref<64x64xbf16, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<3>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c8192 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            async.copy.bulk %buf, %from, %full bytes 8192 : memref<64x64xbf16, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

