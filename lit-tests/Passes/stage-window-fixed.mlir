// The fixed twins of the kernels of stage-window.mlir: every use of a
// stage's buffer inside the stage's window (between its acquire or wait and
// its commit or release), carried stages used before their release, each
// stage given back by its own side and used with its own pipeline; and a
// stage released inside a loop of one trip after its read there. Each
// compiles through the whole pipeline, the protocol checker included, with
// no report.
// RUN: %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CLEAN --allow-empty
// RUN: %async-opt %s --split-input-file --emit=ptx -o - | %FileCheck %s
// CLEAN-NOT: {{error|warning}}

// The read inside the window: before the release.
// CHECK-LABEL: .entry read_after_release(
gpu.module @read_after_release [#nvvm.target<chip = "sm_90a">] {
  gpu.func @read_after_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          %a = arith.addi %acc, %v : i32
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The view, the load through a pointer taken from the buffer and the bulk
// store inside the window: the release comes after them.
// CHECK-LABEL: .entry views_after_release(
gpu.module @views_after_release [#nvvm.target<chip = "sm_90a">] {
  gpu.func @views_after_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %addr = memref.extract_aligned_pointer_as_index %buf : memref<32xi32, 3> -> index
          %addr64 = arith.index_cast %addr : index to i64
          %ptr = llvm.inttoptr %addr64 : i64 to !llvm.ptr<3>
          %half = memref.reinterpret_cast %buf to offset: [0], sizes: [16], strides: [1] : memref<32xi32, 3> to memref<16xi32, 3>
          %h = memref.load %half[%c1] : memref<16xi32, 3>
          %e = llvm.load %ptr : !llvm.ptr<3> -> i32
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %to = llvm.getelementptr %out[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk_store %to, %buf bytes 128 : memref<32xi32, 3>
          }
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          %a = arith.addi %acc, %h : i32
          %b = arith.addi %a, %e : i32
          scf.yield %b : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The producer's stores inside the window: before the commit.
// CHECK-LABEL: .entry write_after_commit(
gpu.module @write_after_commit [#nvvm.target<chip = "sm_90a">] {
  gpu.func @write_after_commit(%out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %k32 = arith.index_cast %k : index to i32
          memref.store %k32, %buf[%lane] : memref<32xi32, 3>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The bulk copy inside the window: before the commit.
// CHECK-LABEL: .entry copy_after_commit(
gpu.module @copy_after_commit [#nvvm.target<chip = "sm_90a">] {
  gpu.func @copy_after_commit(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The last stage's buffer used after the loop inside its window: the loop
// carries the stage and its buffer, releases the previous stage in each
// iteration, and the last one is released after the loop, after the use.
// CHECK-LABEL: .entry used_after_loop(
gpu.module @used_after_loop [#nvvm.target<chip = "sm_90a">] {
  gpu.func @used_after_loop(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %ring[%c0] : !async.pipeline<2>
        %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<2> -> memref<32xi32, 3>
        %v0 = memref.load %buf0[%lane] : memref<32xi32, 3>
        %r:3 = scf.for %k = %c1 to %c4 step %c1 iter_args(%acc = %v0, %prev = %s0, %prevbuf = %buf0) -> (i32, !async.stage, memref<32xi32, 3>) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %prev : !async.pipeline<2>
          scf.yield %a, %s, %buf : i32, !async.stage, memref<32xi32, 3>
        }
        // The last tile's first element, once more.
        %first = memref.load %r#2[%c0] : memref<32xi32, 3>
        async.stage.consumer_release %ring, %r#1 : !async.pipeline<2>
        %sum = arith.addi %r#0, %first : i32
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// A correct carried stage used before its release: the consumer waits
// stage k, reads the view of stage k - 1 it took, and only then releases
// stage k - 1; the last stage is read and released after the loop.
// CHECK-LABEL: .entry carried_after_release(
gpu.module @carried_after_release [#nvvm.target<chip = "sm_90a">] {
  gpu.func @carried_after_release(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %ring[%c0] : !async.pipeline<2>
        %last:2 = scf.for %k = %c1 to %c4 step %c1 iter_args(%prev = %s0, %acc = %zero) -> (!async.stage, i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %pbuf = async.stage.buffer %ring, %prev : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %pbuf[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %ring, %prev : !async.pipeline<2>
          %a = arith.addi %acc, %v : i32
          scf.yield %s, %a : !async.stage, i32
        }
        %lbuf = async.stage.buffer %ring, %last#0 : !async.pipeline<2> -> memref<32xi32, 3>
        %lv = memref.load %lbuf[%lane] : memref<32xi32, 3>
        async.stage.consumer_release %ring, %last#0 : !async.pipeline<2>
        %sum = arith.addi %last#1, %lv : i32
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The loop reads the buffer of its carried stage, not the view of the
// first stage taken before the loop: each read is inside its stage's
// window.
// CHECK-LABEL: .entry later_iteration(
gpu.module @later_iteration [#nvvm.target<chip = "sm_90a">] {
  gpu.func @later_iteration(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %s0 = async.stage.consumer_wait %ring[%c0] : !async.pipeline<2>
        %last:2 = scf.for %k = %c1 to %c4 step %c1 iter_args(%prev = %s0, %acc = %zero) -> (!async.stage, i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %pbuf = async.stage.buffer %ring, %prev : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %pbuf[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %ring, %prev : !async.pipeline<2>
          %a = arith.addi %acc, %v : i32
          scf.yield %s, %a : !async.stage, i32
        }
        %lbuf = async.stage.buffer %ring, %last#0 : !async.pipeline<2> -> memref<32xi32, 3>
        %lv = memref.load %lbuf[%lane] : memref<32xi32, 3>
        async.stage.consumer_release %ring, %last#0 : !async.pipeline<2>
        %sum = arith.addi %last#1, %lv : i32
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// A waited stage given back with the consumer's release.
// CHECK-LABEL: .entry wrong_side(
gpu.module @wrong_side [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wrong_side(%out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          memref.store %lane32, %buf[%lane] : memref<32xi32, 3>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The buffer of pipeline 'b' taken with its own stage.
// CHECK-LABEL: .entry other_pipeline(
gpu.module @other_pipeline [#nvvm.target<chip = "sm_90a">] {
  gpu.func @other_pipeline(%out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %pa = async.pipeline.create "a" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %pb = async.pipeline.create "b" stages 2 scope cta buffer memref<32xi32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %sa = async.stage.producer_acquire %pa[%k] : !async.pipeline<2>
          %ba = async.stage.buffer %pa, %sa : !async.pipeline<2> -> memref<32xi32, 3>
          memref.store %lane32, %ba[%lane] : memref<32xi32, 3>
          async.stage.producer_commit %pa, %sa : !async.pipeline<2>
          %sb = async.stage.producer_acquire %pb[%k] : !async.pipeline<2>
          %bb = async.stage.buffer %pb, %sb : !async.pipeline<2> -> memref<32xi32, 3>
          memref.store %lane32, %bb[%lane] : memref<32xi32, 3>
          async.stage.producer_commit %pb, %sb : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
          %sa = async.stage.consumer_wait %pa[%k] : !async.pipeline<2>
          %ba = async.stage.buffer %pa, %sa : !async.pipeline<2> -> memref<32xi32, 3>
          %va = memref.load %ba[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %pa, %sa : !async.pipeline<2>
          %sb = async.stage.consumer_wait %pb[%k] : !async.pipeline<2>
          %bb = async.stage.buffer %pb, %sb : !async.pipeline<2> -> memref<32xi32, 3>
          %vb = memref.load %bb[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %pb, %sb : !async.pipeline<2>
          %a = arith.addi %acc, %va : i32
          %b = arith.addi %a, %vb : i32
          scf.yield %b : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// A stage waited before a loop of one trip and released in it, after the
// read: with a single iteration no read comes after the release.
// CHECK-LABEL: .entry one_trip(
gpu.module @one_trip [#nvvm.target<chip = "sm_90a">] {
  gpu.func @one_trip(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 1 scope cta buffer memref<32xi32, 3> {tx_bytes = 128 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %lane32 = nvvm.read.ptx.sreg.laneid : i32
    %lane = arith.index_cast %lane32 : i32 to index
    %is_lane0 = arith.cmpi eq, %lane32, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c1 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<1>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<1> -> memref<32xi32, 3>
          %full = async.stage.barrier full %ring, %s : !async.pipeline<1>
          scf.if %is_lane0 {
            async.copy.bulk %buf, %src, %full bytes 128 : memref<32xi32, 3>
          }
          async.stage.producer_commit %ring, %s : !async.pipeline<1>
        }
      }
      async.role "consumer" warps 1 {
        %s = async.stage.consumer_wait %ring[%c0] : !async.pipeline<1>
        %buf = async.stage.buffer %ring, %s : !async.pipeline<1> -> memref<32xi32, 3>
        %sum = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %s : !async.pipeline<1>
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}
