// async-insert-phases: pipelines become barrier arrays with derived counts,
// stage cursors become phase registers. Cases: 1, 3 and 6 stages, a step of
// 2, a dynamic start and trip count, nested loops with the cursor carried
// across the outer loop, the closed form, the arrive units, a byte count
// with two producer warps, cluster sizes 1, 2 and 4.
// RUN: %async-opt %s --split-input-file --pass-pipeline='async-ring-alloc,async-insert-phases,canonicalize,cse' | %FileCheck %s

// One stage: the slot folds to 0 and the phase toggles every lap; the
// producer waits with the inverted phase (start at phase 1).
// CHECK-LABEL: gpu.module @one_stage
// CHECK: %[[FULL:.*]] = async.barrier.alloc "ring.full" size 1 count 1 scope cta {offset = 0 : i64}
// CHECK: %[[EMPTY:.*]] = async.barrier.alloc "ring.empty" size 1 count 4 scope cta {buffer_stride = 1024 : i64, buffers = 128 : i64, offset = 8 : i64}
// CHECK: scf.for {{.*}} iter_args(%[[PH:.*]] = %false) -> (i1)
// CHECK-NEXT: %[[WANT:.*]] = arith.xori %[[PH]], %true
// CHECK-NEXT: %[[E:.*]] = async.barrier.get %[[EMPTY]][%c0]
// CHECK-NEXT: async.barrier.wait %[[E]], %[[WANT]] mode try
// CHECK: nvvm.read.ptx.sreg.laneid
// CHECK: async.barrier.arrive{{( |$)}}
// CHECK: scf.yield %[[WANT]] : i1
// CHECK: scf.for {{.*}} iter_args(%[[CPH:.*]] = %false) -> (i1)
// CHECK-NEXT: %[[F:.*]] = async.barrier.get %[[FULL]][%c0]
// CHECK-NEXT: async.barrier.wait %[[F]], %[[CPH]] mode try
// CHECK: %[[NEXT:.*]] = arith.xori %[[CPH]], %true
// CHECK-NEXT: scf.yield %[[NEXT]] : i1
// CHECK-NOT: arith.remui
// CHECK-NOT: arith.divui
gpu.module @one_stage [#nvvm.target<chip = "sm_90a">] {
  gpu.func @one_stage(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 1 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<1>
          async.stage.producer_commit %p, %s : !async.pipeline<1>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<1>
          async.stage.consumer_release %p, %s : !async.pipeline<1>
        }
      }
    }
    gpu.return
  }
}

// -----

// Three stages: slot and phase are loop-carried and advanced by compare and
// select, no division in the loop. Producer unit `thread`: 2 warps = 64
// arrivals, each thread arrives.
// CHECK-LABEL: gpu.module @three_stages
// CHECK-NOT: arith.remui
// CHECK-NOT: arith.divui
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 64
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 4
// CHECK: scf.for {{.*}} iter_args(%[[SLOT:.*]] = %c0, %[[PH:.*]] = %false) -> (index, i1)
// CHECK: async.barrier.wait{{( |$)}}
// CHECK-NOT: nvvm.read.ptx.sreg.laneid
// CHECK: async.barrier.arrive{{( |$)}}
// CHECK-NEXT: %[[BUMP:.*]] = arith.addi %[[SLOT]], %c1 : index
// CHECK-NEXT: %[[WRAP:.*]] = arith.cmpi uge, %[[BUMP]], %c3 : index
// CHECK-NEXT: %[[DOWN:.*]] = arith.addi %[[SLOT]], %c-2 : index
// CHECK-NEXT: %[[NSLOT:.*]] = arith.select %[[WRAP]], %[[DOWN]], %[[BUMP]] : index
// CHECK-NEXT: %[[NPH:.*]] = arith.xori %[[PH]], %[[WRAP]] : i1
// CHECK-NEXT: scf.yield %[[NSLOT]], %[[NPH]] : index, i1
gpu.module @three_stages [#nvvm.target<chip = "sm_90a">] {
  gpu.func @three_stages(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "thread", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 2 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// Six stages, the cursor steps by 2: the slot advances by 2 and wraps at 6.
// CHECK-LABEL: gpu.module @six_stages_step2
// CHECK: memref.global "private" @__async_arena_six_stages_step2 : memref<6272xi8, 3>
// CHECK: scf.for {{.*}} step %c2 iter_args(%[[SLOT:.*]] = %c0, %[[PH:.*]] = %false)
// CHECK: %[[BUMP:.*]] = arith.addi %[[SLOT]], %c2 : index
// CHECK-NEXT: %[[WRAP:.*]] = arith.cmpi uge, %[[BUMP]], %c6 : index
// CHECK-NEXT: arith.addi %[[SLOT]], %c-4 : index
gpu.module @six_stages_step2 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @six_stages_step2(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 6 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<6>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c2 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<6>
          async.stage.producer_commit %p, %s : !async.pipeline<6>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c8 step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<6>
          async.stage.consumer_release %p, %s : !async.pipeline<6>
        }
      }
    }
    gpu.return
  }
}

// -----

// A dynamic start and trip count: the cursor of the first iteration is
// computed once, before the loops (the only division left).
// CHECK-LABEL: gpu.module @dynamic
// CHECK: gpu.func @dynamic(%[[N:.*]]: index, %[[LO:.*]]: index)
// CHECK-NEXT: constant
// CHECK: %[[S0:.*]] = arith.remui %[[LO]], %c3 : index
// CHECK-NEXT: %[[L0:.*]] = arith.divui %[[LO]], %c3 : index
// CHECK-NEXT: %[[L64:.*]] = arith.index_castui %[[L0]] : index to i64
// CHECK-NEXT: %[[P0:.*]] = arith.trunci %[[L64]] : i64 to i1
// CHECK: scf.for %{{.*}} = %[[LO]] to %[[N]] step %c1 iter_args(%{{.*}} = %[[S0]], %{{.*}} = %[[P0]])
// CHECK-NOT: arith.remui
// CHECK: scf.for %{{.*}} = %[[LO]] to %[[N]] step %c1 iter_args(%{{.*}} = %[[S0]], %{{.*}} = %[[P0]])
// CHECK-NOT: arith.remui
gpu.module @dynamic [#nvvm.target<chip = "sm_90a">] {
  gpu.func @dynamic(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %lo to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %lo to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// Arrive units: `cta` (one arrival per role, after the role's named
// barrier 1) and `warpgroup` (8 warps = 2 warpgroups, each syncing on named
// barrier 8 + its index).
// CHECK-LABEL: gpu.module @units
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 2
// CHECK: llvm.inline_asm has_side_effects "barrier.sync 1, 128;"
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32 : i32
// CHECK-NEXT: scf.if %[[FIRST]]
// CHECK: %[[GROUP:.*]] = arith.divui %{{.*}}, %c128_i32 : i32
// CHECK-NEXT: %[[ID:.*]] = arith.addi %[[GROUP]], %c8_i32 : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects "barrier.sync $0, $1;", "r,r" %[[ID]], %c128_i32
gpu.module @units [#nvvm.target<chip = "sm_90a">] {
  gpu.func @units(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "cta", consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 8 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Two producer warps and a byte count: right after its wait, lane 0 of
// the first producer warp raises the stage's expected bytes; both
// warps then arrive (count 2).
// CHECK-LABEL: gpu.module @tx_lead
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 2
// CHECK: async.barrier.wait{{( |$)}}
// CHECK: %[[WARP:.*]] = arith.divui %{{.*}}, %c32_i32 : i32
// CHECK-NEXT: %[[LEAD:.*]] = arith.cmpi eq, %[[WARP]], %c0_i32 : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.warp.sync -1;"
// CHECK-NEXT: %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.cmpi eq, %[[LANE]], %c0_i32 : i32
// CHECK-NEXT: %[[BOTH:.*]] = arith.andi %[[LEAD]], %[[ONE]] : i1
// CHECK-NEXT: scf.if %[[BOTH]] {
// CHECK-NEXT: %[[F:.*]] = async.barrier.get{{( |$)}}
// CHECK-NEXT: async.barrier.expect_tx %[[F]], %c1024_i32
// CHECK: llvm.inline_asm has_side_effects "bar.warp.sync -1;"
// CHECK-NEXT: scf.if %[[ONE]] {
// CHECK: async.barrier.arrive %
// CHECK-NOT: arrive_expect_tx
gpu.module @tx_lead [#nvvm.target<chip = "sm_90a">] {
  gpu.func @tx_lead(%n: index, %lo: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 2 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Cluster pipelines: `empty` counts the consumer arrivals of every CTA and
// is cluster-scoped; a release arrives on each CTA's `empty` barrier.
// CHECK-LABEL: gpu.module @cluster1
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 4 scope cluster {{.*}}offset = 16 : i64
// CHECK: async.barrier.arrive %
gpu.module @cluster1 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster1(%n: index, %lo: index) kernel attributes {nvvm.cluster_dim = array<i32: 1, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @cluster2
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1 scope cta {{.*}}offset = 0 : i64
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 8 scope cluster {{.*}}offset = 16 : i64
// Consumers that take no view of the stages (nothing reads them but the
// async proxy) release with a CTA-scoped arrive on every CTA.
// CHECK: async.barrier.arrive %[[E:.*]] cta(%c0_i32) release cta
// CHECK-NEXT: async.barrier.arrive %[[E]] cta(%c1_i32) release cta
// CHECK-NEXT: }
gpu.module @cluster2 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster2(%n: index, %lo: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A cluster pipeline filled by multicast copies: the other CTAs' copies
// complete on this CTA's `full` barriers, so `full` has cluster scope too.
// (Without copies, as in @cluster2, `full` keeps scope cta.)
// CHECK-LABEL: gpu.module @cluster_multicast
// CHECK: async.barrier.alloc "ring.full" {{.*}}count 1 scope cluster {{.*}}offset = 0 : i64
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 8 scope cluster {{.*}}offset = 16 : i64
gpu.module @cluster_multicast [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_multicast(%src: !llvm.ptr<1>, %mask: i16) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xi32, 3> {tx_bytes = 2048 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xi32, 3>
          %full = async.stage.barrier full %p, %s : !async.pipeline<2>
          scf.if %lead {
            async.copy.bulk %buf, %src, %full cta_mask(%mask) bytes 1024 : memref<256xi32, 3>
          }
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @cluster4
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 16 scope cluster {{.*}}offset = 16 : i64
// CHECK: async.barrier.arrive %[[E:.*]] cta(%c0_i32) release cta
// CHECK-NEXT: async.barrier.arrive %[[E]] cta(%c1_i32) release cta
// CHECK-NEXT: async.barrier.arrive %[[E]] cta(%c2_i32) release cta
// CHECK-NEXT: async.barrier.arrive %[[E]] cta(%c3_i32) release cta
// CHECK-NEXT: }
gpu.module @cluster4 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster4(%n: index, %lo: index) kernel attributes {nvvm.cluster_dim = array<i32: 4, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}


// -----

// Nested loops with the cursor carried across the outer loop: both loops
// carry slot and phase; the inner loop starts from the outer loop's
// registers and the outer loop yields the inner loop's final ones.
// CHECK-LABEL: gpu.module @m
// CHECK: %[[O:.*]]:3 = scf.for {{.*}} iter_args(%[[KB:.*]] = %c0, %[[S:.*]] = %c0, %[[P:.*]] = %false) -> (index, index, i1)
// CHECK-NEXT: %[[I:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %[[KB]], %{{.*}} = %[[S]], %{{.*}} = %[[P]]) -> (index, index, i1)
// CHECK-NOT: arith.remui
// CHECK: scf.yield %[[I]]#0, %[[I]]#1, %[[I]]#2 : index, index, i1
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @nested(%m: index, %n: index) kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %kend = scf.for %i = %c0 to %m step %c1 iter_args(%kb = %c0) -> (index) {
          %kn = scf.for %j = %c0 to %n step %c1 iter_args(%k = %kb) -> (index) {
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
            %k1 = arith.addi %k, %c1 : index
            scf.yield %k1 : index
          }
          scf.yield %kn : index
        }
      }
      async.role "consumer" warps 2 {
        %kend = scf.for %i = %c0 to %m step %c1 iter_args(%kb = %c0) -> (index) {
          %kn = scf.for %j = %c0 to %n step %c1 iter_args(%k = %kb) -> (index) {
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
            %k1 = arith.addi %k, %c1 : index
            scf.yield %k1 : index
          }
          scf.yield %kn : index
        }
      }
    }
    gpu.return
  }
}


// -----

// A cursor that is not a loop counter (k = 4 i + j) gets the closed form.
// CHECK-LABEL: gpu.module @closed
// CHECK: %[[K:.*]] = arith.addi
// CHECK-NEXT: %[[SLOT:.*]] = arith.remui %[[K]], %c3 : index
// CHECK-NEXT: %[[LAP:.*]] = arith.divui %[[K]], %c3 : index
// CHECK-NEXT: %[[L64:.*]] = arith.index_castui %[[LAP]] : index to i64
// CHECK-NEXT: %[[PH:.*]] = arith.trunci %[[L64]] : i64 to i1
// CHECK: async.barrier.wait %{{.*}}, %[[PH]]
gpu.module @closed {
  gpu.func @closed() kernel {
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %i = %c0 to %c4 step %c1 {
          scf.for %j = %c0 to %c4 step %c1 {
            %i4 = arith.muli %i, %c4 : index
            %k = arith.addi %i4, %j : index
            %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
            async.stage.producer_commit %p, %s : !async.pipeline<3>
          }
        }
      }
      async.role "consumer" warps 1 {
        scf.for %i = %c0 to %c4 step %c1 {
          scf.for %j = %c0 to %c4 step %c1 {
            %i4 = arith.muli %i, %c4 : index
            %k = arith.addi %i4, %j : index
            %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
            async.stage.consumer_release %p, %s : !async.pipeline<3>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// Releases under branches that are the same on all lanes of a warp (a
// test of the warp index; the thread index against a multiple of 32) and
// a warpgroup-unit commit under a test of the warpgroup index: each unit
// that takes the branch meets and arrives once, no error.
// CHECK-LABEL: gpu.module @warp_uniform_branch
// CHECK: async.barrier.alloc "ring.empty" {{.*}}count 2
// CHECK: scf.if
// CHECK: llvm.inline_asm has_side_effects "bar.warp.sync -1;"
// CHECK-NEXT: nvvm.read.ptx.sreg.laneid : i32
// CHECK: async.barrier.arrive{{( |$)}}
gpu.module @warp_uniform_branch [#nvvm.target<chip = "sm_90a">] {
  gpu.func @warp_uniform_branch() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warpgroup", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %i8 = arith.constant 8 : i32
    %i5 = arith.constant 5 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.shrui %tid, %i5 : i32
    %real = arith.cmpi ult, %warp, %i8 : i32
    %i4 = arith.constant 4 : i32
    %i0 = arith.constant 0 : i32
    %i128 = arith.constant 128 : i32
    %group = arith.divui %warp, %i4 : i32
    %group0 = arith.cmpi eq, %group, %i0 : i32
    %whole = arith.cmpi uge, %tid, %i128 : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          scf.if %group0 {
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 2 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %real {
            scf.if %whole {
              async.stage.consumer_release %p, %s : !async.pipeline<2>
            }
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// Consumers that read the stage's buffer release at cluster scope: their
// accesses are ordered before the peer's refill.
// CHECK-LABEL: gpu.module @cluster2_reads
// CHECK: async.barrier.arrive %[[E:.*]] cta(%c0_i32) release cluster
// CHECK-NEXT: async.barrier.arrive %[[E]] cta(%c1_i32) release cluster
gpu.module @cluster2_reads [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster2_reads(%out: memref<4xf32, 1>) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<256xf32, 3>
          %v = memref.load %buf[%c0] : memref<256xf32, 3>
          memref.store %v, %out[%c0] : memref<4xf32, 1>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}
