// async-insert-phases errors for several roles and carried stages, each at
// the op: consumer roles that neither broadcast nor alternate, alternating
// roles that arrive unequally or outnumber the stages, a peeled stage
// without the condition that its loop runs, producer roles that differ,
// a carried stage replaced by another pipeline's.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify,async-ring-alloc,async-insert-phases'

// Two roles that both start at 0 with step 2: cursor 0 twice, cursor 1 never.
gpu.module @overlap [#nvvm.target<chip = "sm_90a">] {
  gpu.func @overlap(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "a" warps 1 {
        scf.for %k = %c0 to %n step %c2 {
          // expected-error @+2 {{cannot prove that the producers and the consumers of pipeline 'ring' meet on every stage: role 'producer' visits cursors 0 to %n (exclusive), but role 'a' visits cursors 0 to %n (exclusive) step 2; with 2 consumer roles, each must either consume every stage (broadcast), take one stage in every 2 in turn}}
          // expected-note @+1 {{role 'a' waits on its stages here}}
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
      async.role "b" warps 1 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating roles that arrive differently often per stage (1 and 2
// warps, one arrival per warp): one count cannot serve every slot.
gpu.module @unequal [#nvvm.target<chip = "sm_90a">] {
  gpu.func @unequal(%n: index) kernel {
    // expected-error @+1 {{the consumer roles of pipeline 'ring' take the stages in turn, so each stage's empty barrier expects one role's arrivals, but role 'a' arrives 1 times per stage and role 'b' 2 times (consumer_unit = "warp")}}
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "a" warps 1 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
      async.role "b" warps 2 {
        scf.for %k = %c1 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating over a stage count that is not a multiple of the roles, with
// stages that copies fill (with arrivals only it is correct:
// insert-phases-roles.mlir).
gpu.module @shared_slots [#nvvm.target<chip = "sm_90a">] {
  gpu.func @shared_slots(%n: index) kernel {
    // expected-error @+1 {{the 2 consumer roles of pipeline 'ring' take its 3 stages in turn, and its stages are filled by copies (tx_bytes = 1024): that needs a stage count that is a multiple of 2, so that every slot belongs to one role. Here a slot's laps go to different roles, and a role that waits on lap L of a slot cannot tell it from lap L - 2 while the other role's copies for lap L - 1 are still landing (copies complete out of order)}}
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<256xf32, 3> {tx_bytes = 1024 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
          async.stage.producer_commit %p, %s : !async.pipeline<3>
        }
      }
      async.role "a" warps 1 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
      async.role "b" warps 1 {
        scf.for %k = %c1 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
          async.stage.consumer_release %p, %s : !async.pipeline<3>
        }
      }
    }
    gpu.return
  }
}

// -----

// Alternating over fewer stages than roles.
gpu.module @few_stages [#nvvm.target<chip = "sm_90a">] {
  gpu.func @few_stages(%n: index) kernel {
    // expected-error @+1 {{the 2 consumer roles of pipeline 'ring' take the stages in turn, which needs at least 2 stages, but it has 1}}
    %p = async.pipeline.create "ring" stages 1 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "cta"} : !async.pipeline<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<1>
          async.stage.producer_commit %p, %s : !async.pipeline<1>
        }
      }
      async.role "a" warps 1 {
        scf.for %k = %c0 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<1>
          async.stage.consumer_release %p, %s : !async.pipeline<1>
        }
      }
      async.role "b" warps 1 {
        scf.for %k = %c1 to %n step %c2 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<1>
          async.stage.consumer_release %p, %s : !async.pipeline<1>
        }
      }
    }
    gpu.return
  }
}

// -----

// A peeled first stage over a dynamic trip count without the condition
// that the loop runs: at 0 trips the peeled wait would hang.
gpu.module @unguarded_peel [#nvvm.target<chip = "sm_90a">] {
  gpu.func @unguarded_peel(%n: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        // expected-error @+2 {{a peeled first or last stage joins its loop when the loop's trip count is at least 1 (a positive constant, or clamped by arith.maxsi with a positive constant), or when both sit under an scf.if on `end > start`}}
        // expected-note @+1 {{role 'consumer' waits on its stages here}}
        %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
        async.stage.consumer_release %p, %s0 : !async.pipeline<2>
        scf.for %k = %c1 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Two producer roles over different trip counts.
gpu.module @producers_differ [#nvvm.target<chip = "sm_90a">] {
  gpu.func @producers_differ(%n: index, %m: index) kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          // expected-note @+1 {{role 'producer' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "p2" warps 1 {
        // expected-error @+3 {{the producer roles of pipeline 'ring' must each fill every stage, but role 'p2' visits cursors 0 to %m (exclusive) while role 'producer' visits cursors 0 to %n (exclusive)}}
        scf.for %k = %c0 to %m step %c1 {
          // expected-note @+1 {{role 'p2' acquires its stages here}}
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
        }
      }
      async.role "c" warps 1 {
        scf.for %k = %c0 to %n step %c1 {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A carried stage of one pipeline replaced by a stage of another.
gpu.module @carried_other [#nvvm.target<chip = "sm_90a">] {
  gpu.func @carried_other() kernel {
    %p = async.pipeline.create "ring" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %q = async.pipeline.create "other" stages 2 scope cta buffer memref<256xf32, 3> {tx_bytes = 0 : i64, producer_unit = "warp", consumer_unit = "warp"} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c2 step %c1 {
          %s = async.stage.producer_acquire %p[%k] : !async.pipeline<2>
          async.stage.producer_commit %p, %s : !async.pipeline<2>
          %t = async.stage.producer_acquire %q[%k] : !async.pipeline<2>
          async.stage.producer_commit %q, %t : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        %o0 = async.stage.consumer_wait %q[%c0] : !async.pipeline<2>
        %s0 = async.stage.consumer_wait %p[%c0] : !async.pipeline<2>
        %last = scf.for %k = %c1 to %c2 step %c1 iter_args(%prev = %s0) -> (!async.stage) {
          %s = async.stage.consumer_wait %p[%k] : !async.pipeline<2>
          // expected-error @+1 {{the stage of 'async.stage.consumer_wait' is used by an op that async-insert-phases does not lower}}
          %o = async.stage.consumer_wait %q[%k] : !async.pipeline<2>
          async.stage.consumer_release %p, %prev : !async.pipeline<2>
          // expected-error @+1 {{the stage yielded here for pipeline 'ring' must come from a producer_acquire, a consumer_wait or a loop that carries one}}
          scf.yield %o : !async.stage
        }
        async.stage.consumer_release %p, %last : !async.pipeline<2>
        async.stage.consumer_release %q, %o0 : !async.pipeline<2>
      }
    }
    gpu.return
  }
}
