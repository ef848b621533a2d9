// async.turn.wait / async.turn.pass: in a role, in a sequence of two roles
// or more, with named barriers left for them.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

gpu.module @outside [#nvvm.target<chip = "sm_90a">] {
  gpu.func @outside() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    // expected-error @+1 {{'async.turn.wait' takes a role's turn, but it is in no async.role}}
    async.turn.wait "mma"
    gpu.return
  }
}

// -----

gpu.module @alone [#nvvm.target<chip = "sm_90a">] {
  gpu.func @alone() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 4 {
        // expected-error @+1 {{only role 'a' takes turns in sequence "mma": a sequence needs two roles or more (the turn passes from one to the next)}}
        async.turn.wait "mma"
        async.turn.pass "mma"
      }
      async.role "b" warps 4 {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @full [#nvvm.target<chip = "sm_90a">] {
  gpu.func @full() kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
    async.warp_specialize {
      async.role "a" warps 16 {
        // expected-error @+1 {{the turn sequences need a named barrier per role, and none of 8-15 is left}}
        async.turn.wait "mma"
        async.turn.pass "mma"
      }
      async.role "b" warps 16 {
        async.turn.wait "mma"
        async.turn.pass "mma"
      }
    }
    gpu.return
  }
}
