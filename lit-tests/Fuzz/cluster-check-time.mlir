// The check's time bound holds for the kernel, not for each CTA of its
// cluster: a 16-CTA cluster whose roles run long loops (a lower bound of
// -232448, 116,226 laps of two named barriers each, and cluster barriers in
// loops) took 26 s of the release driver, 1.6 s a CTA, below the
// simulation's bound of 20 s per CTA (a timeout of the to_ptx fuzz target).
// The simulations of every CTA and the model checks now share one deadline
// (PHASELOCK_CHECK_TIME_MS sets it; 60 s by default). Here the lower bound
// is -20000 (10,003 laps, about 2 s in all, 0.3 s for the first
// configuration's simulation): with a bound of 0.05 s the simulation gives
// up there and says so, and the compile goes on (without the shared
// deadline no CTA reaches its own bound, and nothing is said). (At 0.3 s
// the model check of the first configuration was sometimes the one past
// the deadline.)
// RUN: env PHASELOCK_CHECK_TIME_MS=50 %async-opt %s --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: warning: protocol of kernel @met not verified: the simulation stops at this op (the simulation gives up at its time bound (20 s for a CTA, 0.05 s for the kernel's check), after {{[0-9]+}} steps (all warps together)); only the static checks ran

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @met(%n: index) kernel attributes {stages = 0 : i64, nvvm.cluster_dim = array<i32: 4, 2, 2>} {
    %c0 = arith.constant -20000 : index
    %c1 = arith.constant 9223372036854775807 : index
    async.warp_specialize {
      async.role " " warps 2 {
        %fz96_ub = arith.constant 5 : index
        %fz96_st = arith.constant 2 : index
        scf.for %fz96 = %c0 to %fz96_ub step %fz96_st {
          llvm.inline_asm has_side_effects "bar.sync 12, 64;", "" : () -> ()
          llvm.inline_asm has_side_effects "bar.sync 12, 64;", "" : () -> ()
        }
        scf.for %i = %c1 to %n step %c1 {
          %fz22 = arith.constant true
          scf.if %fz22 {
            async.cluster_barrier
            %fz4_t = nvvm.read.ptx.sreg.cluster.ctarank : i32
            %fz4_n = arith.constant 32 : i32
            %fz4 = arith.cmpi ne, %fz4_t, %fz4_n : i32
            scf.if %fz4 {
              async.cluster_barrier
            }
          }
        }
      }
      async.role "b" warps 1 {
        scf.for %i = %n to %c1 step %c1 {
          %fz72 = arith.constant true
          scf.if %fz72 {
            %fz38_lb = arith.constant 0 : index
            %fz38_ub = arith.constant 44 : index
            %fz38_st = arith.constant 1 : index
            scf.for %fz38 = %fz38_lb to %fz38_ub step %fz38_st {
              async.cluster_barrier
            }
          }
        }
      }
    }
    gpu.return
  }
}
