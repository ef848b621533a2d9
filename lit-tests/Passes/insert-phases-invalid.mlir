// async-insert-phases errors, each at the op that causes it: laps that
// differ (constants) or cannot be shown equal (dynamic bounds), a commit
// outside a role, a cluster pipeline without a cluster size, a cluster
// commit that only some CTAs run, a ring never released or never
// committed, a warpgroup unit on a role that is not warpgroup-aligned, a
// stage of another pipeline, a commit or release that only some threads of
// its arrive unit reach, a consumer role that waits for the stages but
// releases none (the empty count would leave it out, and the producer
// refill a stage it still reads).
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-ring-alloc,async-insert-phases'
// RUN: %not %async-opt %s --split-input-file --pass-pipeline='async-insert-phases' 2>&1 | %FileCheck %s --check-prefix=NOALLOC
// NOALLOC: error: pipeline 'ring' has no place in shared memory: run async-ring-alloc before async-insert-phases

gpu.module @laps_const {
  gpu.func @laps_const(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          // expected-error @+2 {{the producer of pipeline 'ring' runs 8 stages but its consumer runs 6: the producer would wait forever on its last 2 stages}}
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c6 step %c1 {
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @laps_dynamic {
  gpu.func @laps_dynamic(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %m step %c1 {
          // expected-error @+2 {{cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors 0 to %n (exclusive), but role 'consumer' visits cursors 0 to %m (exclusive)}}
          // expected-note @+1 {{role 'consumer' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @outside {
  gpu.func @outside() kernel {
    // expected-error @+1 {{pipeline 'ring' is never released}}
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %s = async.stage.producer_acquire %p[%c0] : !async.pipeline<2>
    // expected-error @+1 {{'async.stage.producer_commit' must be inside an async.role: the full barrier's arrival count is derived from the role's warps}}
    async.stage.producer_commit %p, %s : !async.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @no_cluster_dim {
  gpu.func @no_cluster_dim(%n: index, %m: index) kernel {
    // expected-error @+1 {{cluster pipeline 'ring' needs the cluster size: give the kernel an nvvm.cluster_dim attribute}}
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
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

gpu.module @rank_commit {
  gpu.func @rank_commit(%n: index, %m: index) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %p = async.pipeline.create "ring" stages 2 scope cluster buffer memref<64xf32, 3> {tx_bytes = 256 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
          %z = arith.constant 0 : i32
          %is0 = arith.cmpi eq, %r, %z : i32
          scf.if %is0 {
            // expected-error @+1 {{the commit of cluster pipeline 'ring' raises the expected bytes of this CTA's full barrier, but it only runs on some CTAs}}
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
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

gpu.module @never_released {
  gpu.func @never_released(%n: index, %m: index) kernel {
    // expected-error @+1 {{pipeline 'ring' is never released: the producer's second lap would wait forever}}
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
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

        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @never_committed {
  gpu.func @never_committed(%n: index, %m: index) kernel {
    // expected-error @+1 {{pipeline 'ring' is never committed: its consumers would wait forever}}
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          // no commit
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

gpu.module @warpgroup_unaligned {
  gpu.func @warpgroup_unaligned(%n: index, %m: index) kernel {
    // expected-error @+1 {{arrive unit 'warpgroup' needs whole warpgroups, but role 'consumer' runs warps 1-4}}
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warpgroup"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
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

gpu.module @foreign {
  gpu.func @foreign() kernel {
    %p = async.pipeline.create "a" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    // expected-error @+1 {{pipeline 'b' is never released}}
    %q = async.pipeline.create "b" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        %s = async.stage.producer_acquire %q[%c0] : !async.pipeline<2>
        // expected-error @+1 {{the stage of 'async.stage.producer_commit' must come from a producer_acquire or consumer_wait of pipeline 'a'}}
        async.stage.producer_commit %p, %s : !async.pipeline<2>
        async.stage.producer_commit %q, %s : !async.pipeline<2>
      }
    }
    gpu.return
  }
}

// -----

// A warp-unit release that only lane 0 reaches: the warp's 32 lanes meet
// before one of them arrives, so the other 31 would wait forever. A
// warpgroup-unit commit under a branch on the warp index is split inside
// the warpgroup in the same way.
gpu.module @unit_divergent {
  gpu.func @unit_divergent() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warpgroup", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %i0 = arith.constant 0 : i32
    %i32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %i32 : i32
    %lane0 = arith.cmpi eq, %lane, %i0 : i32
    %warp = arith.divui %tid, %i32 : i32
    %warp0 = arith.cmpi eq, %warp, %i0 : i32
    %i200 = arith.constant 200 : i32
    %cut = arith.cmpi ult, %tid, %i200 : i32
    async.warp_specialize {
      async.role "producer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          scf.if %warp0 {
            // expected-error @+1 {{the commit of pipeline 'ring' arrives once per warpgroup (producer_unit = "warpgroup") after all the warpgroup's threads meet, but only some of them reach it: the condition at}}
            async.stage.producer_commit %p, %s : !async.pipeline<2>
          }
        }
      }
      async.role "consumer" warps 4 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          scf.if %lane0 {
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp (consumer_unit = "warp") after all the warp's threads meet, but only some of them reach it: the condition at}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
          // tid < 200 cuts warp 6 (threads 192..223) in two.
          scf.if %cut {
            // expected-error @+1 {{the release of pipeline 'ring' arrives once per warp}}
            async.stage.consumer_release %p, %s : !async.pipeline<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @waits_without_release {
  gpu.func @waits_without_release(%n: index, %out: memref<64xf32>) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<64xf32, 3> {tx_bytes = 0 : i64, consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "reader" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
      async.role "watcher" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-error @+1 {{role 'watcher' waits for the stages of pipeline 'ring' but releases none: the empty barrier counts only the roles that release (async.stage.consumer_release), so the producer refills a stage while this role may still read it}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          %buf = async.stage.buffer %p, %s : !async.pipeline<2> -> memref<64xf32, 3>
          %v = memref.load %buf[%c0] : memref<64xf32, 3>
          memref.store %v, %out[%k] : memref<64xf32>
        }
      }
    }
    gpu.return
  }
}
