// Stage windows (async-verify, passes/src/stage_window.rs): a stage's
// buffer is used only between its acquire or wait and its commit or
// release. Each kernel here breaks that once, and is reported at the op
// that breaks it, with the window's ops named; its fixed twin, in
// stage-window-fixed.mlir, compiles clean through the whole pipeline.
// The cases: a read after the release; a view, a load through a pointer
// taken from the buffer and a bulk store after the release; a write and a
// bulk copy after the commit; the buffer of a stage released in a loop
// used after the loop; a carried stage used after its release in the next
// iteration; a stage waited before a loop, released (as the loop's
// carried stage) in its first iteration and read in every one; a waited
// stage committed; a stage of another pipeline.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked
// The first error of each kernel fails the compile, before async-insert-phases.

// A read after the release.
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
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at}}
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
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

// A view, a load through a pointer taken from the buffer and a bulk store
// after the release: each is reported once (the load of the view is not
// reported again).
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
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release}}
          %half = memref.reinterpret_cast %buf to offset: [0], sizes: [16], strides: [1] : memref<32xi32, 3> to memref<16xi32, 3>
          %h = memref.load %half[%c1] : memref<16xi32, 3>
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release}}
          %e = llvm.load %ptr : !llvm.ptr<3> -> i32
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %to = llvm.getelementptr %out[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release
            // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release}}
            async.copy.bulk_store %to, %buf bytes 128 : memref<32xi32, 3>
          }
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

// A write after the commit: the producer fills the stage with its own
// stores and stores once more after committing it.
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
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's commit (async.stage.producer_commit at
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's commit (async.stage.producer_commit at}}
          memref.store %lane32, %buf[%lane] : memref<32xi32, 3>
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

// A bulk copy into the stage after its commit.
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
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
          scf.if %is_lane0 {
            %off = arith.muli %k, %c32 : index
            %off64 = arith.index_cast %off : index to i64
            %from = llvm.getelementptr %src[%off64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's commit (async.stage.producer_commit at
            // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's commit (async.stage.producer_commit at}}
            async.copy.bulk %buf, %from, %full bytes 128 : memref<32xi32, 3>
          }
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

// The buffer of a stage released in the loop, used after it: the loop
// carries the last tile's buffer out, but each iteration already released
// its stage.
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
        async.stage.consumer_release %ring, %s0 : !async.pipeline<2>
        %r:2 = scf.for %k = %c1 to %c4 step %c1 iter_args(%acc = %v0, %prev = %buf0) -> (i32, memref<32xi32, 3>) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %ring, %s : !async.pipeline<2> -> memref<32xi32, 3>
          %v = memref.load %buf[%lane] : memref<32xi32, 3>
          %a = arith.addi %acc, %v : i32
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
          scf.yield %a, %buf : i32, memref<32xi32, 3>
        }
        // The last tile's first element, once more.
        // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at
        // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at}}
        %first = memref.load %r#1[%c0] : memref<32xi32, 3>
        %sum = arith.addi %r#0, %first : i32
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// A carried stage used after its release in the next iteration: the
// consumer waits stage k, releases stage k - 1, and only then reads the
// view of stage k - 1 it took before the release.
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
          async.stage.consumer_release %ring, %prev : !async.pipeline<2>
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at}}
          %v = memref.load %pbuf[%lane] : memref<32xi32, 3>
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

// A stage waited before a loop and released, as the loop's carried
// stage, in its first iteration, but read in every iteration: from the
// second one on, the view of the first stage is a released buffer.
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
        %buf0 = async.stage.buffer %ring, %s0 : !async.pipeline<2> -> memref<32xi32, 3>
        %last:2 = scf.for %k = %c1 to %c4 step %c1 iter_args(%prev = %s0, %acc = %zero) -> (!async.stage, i32) {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at
          // expected-error @+1 {{use of a buffer of pipeline 'ring' after its stage's release (async.stage.consumer_release at}}
          %v = memref.load %buf0[%lane] : memref<32xi32, 3>
          async.stage.consumer_release %ring, %prev : !async.pipeline<2>
          %a = arith.addi %acc, %v : i32
          scf.yield %s, %a : !async.stage, i32
        }
        async.stage.consumer_release %ring, %last#0 : !async.pipeline<2>
        %old = llvm.atomicrmw add %out, %last#1 monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// A waited stage given back with the producer's commit.
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
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: this async.stage.producer_commit of pipeline 'ring' closes the window of a stage opened by async.stage.consumer_wait at
          // expected-error @+1 {{this async.stage.producer_commit of pipeline 'ring' closes the window of a stage opened by async.stage.consumer_wait at}}
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
          scf.yield %a : i32
        }
        %old = llvm.atomicrmw add %out, %sum monotonic : !llvm.ptr<1>, i32
      }
    }
    gpu.return
  }
}

// -----

// The buffer of pipeline 'a' taken with a stage waited on pipeline 'b'.
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
          // CHECK: stage-window.mlir:[[@LINE+2]]:{{[0-9]+}}: error: this async.stage.buffer of pipeline 'a' takes a stage of pipeline 'b' (async.stage.consumer_wait at
          // expected-error @+1 {{this async.stage.buffer of pipeline 'a' takes a stage of pipeline 'b' (async.stage.consumer_wait at}}
          %bb = async.stage.buffer %pa, %sb : !async.pipeline<2> -> memref<32xi32, 3>
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
