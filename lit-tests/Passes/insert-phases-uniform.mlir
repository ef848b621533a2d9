// async-insert-phases on commits and releases under warp-uniform
// conditions: the thread index through constant offsets, divisions and
// shifts (floor((tid + a) / d) + b, with arith's exact semantics: divsi
// rounds toward zero, divui and shrui read the wrapped unsigned value),
// comparisons of it with a constant on either side, warpid, laneid, a
// loop-carried condition. The kernels that take such a branch compile
// through the whole pipeline, the protocol checker included (the first
// prefix checks the PTX, MLIR the IR after async-insert-phases); their
// divergent twins are refused at the op with the expected error, which
// names the branch (DIAG).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --emit=ptx --chip=sm_90a | %FileCheck %s
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-ring-alloc,async-insert-phases' | %FileCheck %s --check-prefix=MLIR
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-ring-alloc,async-insert-phases' 2>&1 | %FileCheck %s --check-prefix=DIAG

// A release in both branches of (tid - 32) / 32 != 0 (divui): the consumer
// runs on warps 1 and 2 of the CTA, where (tid - 32) / 32 is 0 and 1, the
// same on all 32 lanes of each.
// CHECK-LABEL: .entry sub_divui(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @sub_divui
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @sub_divui [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sub_divui() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.subi %tid, %i32 : i32
    %w = arith.divui %t, %i32 : i32
    %c = arith.cmpi ne, %w, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// (32 + tid) / 32 == 2 (divsi, the constant added on the left) and, inside,
// 3 > (32 + tid) / 32 (the constant on the left of the comparison).
// CHECK-LABEL: .entry add_divsi(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @add_divsi
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @add_divsi [#nvvm.target<chip = "sm_90a">] {
  gpu.func @add_divsi() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.addi %i32, %tid : i32
    %w = arith.divsi %t, %i32 : i32
    %c = arith.cmpi eq, %w, %i2 : i32
    %d = arith.cmpi sgt, %i3, %w : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// (tid - 32) >> 5 with shrui (1 u> w, the constant on the left) and with
// shrsi (w s<= 0).
// CHECK-LABEL: .entry shift(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @shift
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @shift [#nvvm.target<chip = "sm_90a">] {
  gpu.func @shift() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %i5 = arith.constant 5 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.subi %tid, %i32 : i32
    %w = arith.shrui %t, %i5 : i32
    %c = arith.cmpi ugt, %i1, %w : i32
    %v = arith.shrsi %t, %i5 : i32
    %d = arith.cmpi sle, %v, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// tid / 32 - 1 s>= 1 and 1 != tid / 32 - 1 (the constant on the left).
// CHECK-LABEL: .entry index_minus(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @index_minus
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @index_minus [#nvvm.target<chip = "sm_90a">] {
  gpu.func @index_minus() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i1 = arith.constant 1 : i32
    %i32 = arith.constant 32 : i32
    %w = arith.divui %tid, %i32 : i32
    %x = arith.subi %w, %i1 : i32
    %c = arith.cmpi sge, %x, %i1 : i32
    %d = arith.cmpi ne, %i1, %x : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// tid - 64 is negative on warp 1. divui reads it as 2^32 - 32 .. 2^32 - 1,
// which lie in one block of 32 (2^32 is a multiple of 32): (tid - 64) / 32
// == 0 is false on all of warp 1 and true on all of warp 2. floordivsi
// rounds it down to -1 on all of warp 1.
// CHECK-LABEL: .entry wrapped(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @wrapped
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @wrapped [#nvvm.target<chip = "sm_90a">] {
  gpu.func @wrapped() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i32 = arith.constant 32 : i32
    %i64 = arith.constant 64 : i32
    %t = arith.subi %tid, %i64 : i32
    %u = arith.divui %t, %i32 : i32
    %c = arith.cmpi eq, %u, %i0 : i32
    %f = arith.floordivsi %t, %i32 : i32
    %d = arith.cmpi slt, %f, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The same forms on index (64-bit) values: gpu.thread_id x - 32, divided by
// 32, and tid.x cast to index, shifted right by 5, minus 1.
// CHECK-LABEL: .entry index_type(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @index_type
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @index_type [#nvvm.target<chip = "sm_90a">] {
  gpu.func @index_type() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %x = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %c5 = arith.constant 5 : index
    %t = arith.subi %x, %c32 : index
    %w = arith.divui %t, %c32 : index
    %c = arith.cmpi eq, %w, %c1 : index
    %ti = arith.index_cast %tid : i32 to index
    %v = arith.shrui %ti, %c5 : index
    %v1 = arith.subi %v, %c1 : index
    %d = arith.cmpi ult, %v1, %c1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// A warpgroup-unit release under (tid / 32 - 4) / 4 == 0: the consumer's
// warps 4..11 are its warpgroups 0 and 1.
// CHECK-LABEL: .entry warpgroup_release(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @warpgroup_release
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @warpgroup_release [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warpgroup_release() kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i4 = arith.constant 4 : i32
    %i32 = arith.constant 32 : i32
    %w = arith.divui %tid, %i32 : i32
    %x = arith.subi %w, %i4 : i32
    %g = arith.divsi %x, %i4 : i32
    %c = arith.cmpi eq, %g, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 8 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// Warpgroup-unit commits under (tid / 32 + 4) / 4 != 1 and tid >> 7 u< 1:
// the same on each of the producer's two warpgroups.
// CHECK-LABEL: .entry warpgroup_commit(
// CHECK: bar.sync
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @warpgroup_commit
// MLIR: async.barrier.alloc "ring.full" {{.*}}count 2
gpu.module @warpgroup_commit [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warpgroup_commit() kernel attributes {known_block_size = array<i32: 288, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warpgroup", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i1 = arith.constant 1 : i32
    %i4 = arith.constant 4 : i32
    %i7 = arith.constant 7 : i32
    %i32 = arith.constant 32 : i32
    %w = arith.divui %tid, %i32 : i32
    %x = arith.addi %w, %i4 : i32
    %g = arith.divui %x, %i4 : i32
    %c = arith.cmpi ne, %g, %i1 : i32
    %h = arith.shrui %tid, %i7 : i32
    %d = arith.cmpi ult, %h, %i1 : i32
    async.warp_specialize {
      async.role "producer" warps 8 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.producer_commit %p, %s : !async.pipeline<2>
            } else {
              async.stage.producer_commit %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// warpid is the same on the lanes of a warp; laneid is not, but laneid >> 5
// is 0 on every lane.
// CHECK-LABEL: .entry warpid_lane(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @warpid_lane
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @warpid_lane [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warpid_lane() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %i5 = arith.constant 5 : i32
    %wid = nvvm.read.ptx.sreg.warpid : i32
    %c = arith.cmpi eq, %wid, %i1 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.shrui %lane, %i5 : i32
    %d = arith.cmpi eq, %l, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            scf.if %d {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            } else {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// A loop-carried condition: starts false, toggled each stage by the warp
// index's low bit, so it stays the same on the lanes of each warp.
// CHECK-LABEL: .entry carried(
// CHECK: bar.warp.sync -1
// CHECK: mbarrier.arrive
// MLIR-LABEL: gpu.module @carried
// MLIR: async.barrier.alloc "ring.empty" {{.*}}count 2
gpu.module @carried [#nvvm.target<chip = "sm_90a">] {
  gpu.func @carried() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i1 = arith.constant 1 : i32
    %i32 = arith.constant 32 : i32
    %false = arith.constant false
    %w = arith.divui %tid, %i32 : i32
    %bit = arith.andi %w, %i1 : i32
    %b = arith.trunci %bit : i32 to i1
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        %odd_out = scf.for %k = %c0 to %c4 step %c1 iter_args(%odd = %false) -> (i1) {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %odd {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          } else {
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
          %next = arith.xori %odd, %b : i1
          scf.yield %next : i1
        }
      }
    }
    gpu.return
  }
}

// -----

// The divergent twins, each refused at the op with the condition's location.
// (tid - 16) / 32 changes in the middle of every warp.
gpu.module @sub16 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sub16() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i16 = arith.constant 16 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.subi %tid, %i16 : i32
    %w = arith.divui %t, %i32 : i32
    %c = arith.cmpi ne, %w, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The same, with the constant on the left: 2 s> (tid - 16) / 32.
gpu.module @sub16_left [#nvvm.target<chip = "sm_90a">] {
  gpu.func @sub16_left() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i2 = arith.constant 2 : i32
    %i16 = arith.constant 16 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.subi %tid, %i16 : i32
    %w = arith.divsi %t, %i32 : i32
    %c = arith.cmpi sgt, %i2, %w : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// tid / 32 != 1 is the same on each warp but not on warpgroup 0 (warps
// 0..3), whose commit is a warpgroup's.
gpu.module @warpgroup_ne1 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warpgroup_ne1() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warpgroup", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i1 = arith.constant 1 : i32
    %i32 = arith.constant 32 : i32
    %w = arith.divui %tid, %i32 : i32
    %c = arith.cmpi ne, %w, %i1 : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the commit of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warpgroup;
            // expected-error @+1 {{the commit of pipeline 'ring' arrives once per warpgroup (producer_unit = "warpgroup") after all the warpgroup's threads meet, but only some of them reach it: the condition at}}
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// divsi rounds toward zero: on warp 1, (tid - 64) / 32 is -1 for tid = 32
// but 0 for tid = 33..63 (the floordivsi and divui of the same value are
// constant there, see @wrapped).
gpu.module @divsi_negative [#nvvm.target<chip = "sm_90a">] {
  gpu.func @divsi_negative() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i0 = arith.constant 0 : i32
    %i32 = arith.constant 32 : i32
    %i64 = arith.constant 64 : i32
    %t = arith.subi %tid, %i64 : i32
    %w = arith.divsi %t, %i32 : i32
    %c = arith.cmpi eq, %w, %i0 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// divui reads tid - 64 < 0 as 2^32 + tid - 64; 2^32 is no multiple of 80,
// and on warp 1 those values straddle two blocks of 80: the quotient's low
// bit differs.
gpu.module @divui_wrap80 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @divui_wrap80() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i64 = arith.constant 64 : i32
    %i80 = arith.constant 80 : i32
    %t = arith.subi %tid, %i64 : i32
    %q = arith.divui %t, %i80 : i32
    %c = arith.trunci %q : i32 to i1
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// warpid is the same within a warp only, not within a warpgroup.
gpu.module @warpid_warpgroup [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warpid_warpgroup() kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i5 = arith.constant 5 : i32
    %wid = nvvm.read.ptx.sreg.warpid : i32
    %c = arith.cmpi eq, %wid, %i5 : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 8 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warpgroup;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warpgroup (consumer_unit = "warpgroup") after all the warpgroup's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// laneid < 16 splits every warp.
gpu.module @lane [#nvvm.target<chip = "sm_90a">] {
  gpu.func @lane() kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c = arith.cmpi ult, %lane, %i16 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// (tid + n) / 32 for a kernel argument n: where it changes depends on n, so
// it may change inside a warp.
gpu.module @unknown_offset [#nvvm.target<chip = "sm_90a">] {
  gpu.func @unknown_offset(%n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i1 = arith.constant 1 : i32
    %i32 = arith.constant 32 : i32
    %t = arith.addi %tid, %n : i32
    %w = arith.divui %t, %i32 : i32
    %c = arith.cmpi eq, %w, %i1 : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %c {
            // DIAG: error: the release of pipeline 'ring' {{.*}} the condition at {{.*}}insert-phases-uniform.mlir:[[@LINE-1]]:{{[0-9]+}} differs between the threads of a warp;
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}
