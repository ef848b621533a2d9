// A loop whose step is 2^63 - 1: the checker's laps premise rounded the
// cursors up by the step and overflowed (a panic in the checker, with
// overflow checks). Now it compiles, proven, with --check=strict.
// RUN: %async-opt %s --emit=ptx --chip=sm_100a --check=strict -o /dev/null 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=panicked --implicit-check-not="internal error"

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @met(%n: index) kernel attributes {nvvm.cluster_dim = array<i32: 4, 2, 2>, known_block_size = array<i32: 96, 2, 2>} {
    %c0 = arith.constant 0 : index
    %fz56_0 = arith.constant 0 : index
    %c1 = arith.constant 9223372036854775807 : index
    async.warp_specialize {
      async.role " " warps 2 {
        %fz96_ub = arith.constant 5 : index
        %fz96_lb = arith.constant 0 : index
        %fz96_st = arith.constant 2 : index
        scf.for %fz96 = %fz96_lb to %fz96_ub step %fz96_st {
          llvm.inline_asm has_side_effects "bar.sync 12, 64;", "" : () -> ()
        }
        scf.for %i = %c0 to %n step %c1 {
          %fz22 = arith.constant true
          scf.if %fz22 {
            async.cluster_barrier
          }
        }
      }
      async.role "b" warps 2 {
        scf.for %i = %n to %c1 step %c1 {
          async.cluster_barrier
        }
      }
    }
    gpu.return
  }
}

