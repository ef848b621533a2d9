// A role named after the words with which the compiler reports a crash of
// LLVM's code generation ("LLVM's code generation ran past"): the errors
// that quote the name were taken for such a report by the fuzz targets,
// which look for those words (a false crash of the parse_verify target).
// They now look at how a message begins. The compiler itself reports the
// roles' budgets at their lines, exit 1.
// RUN: %not %async-opt %s --pass-pipeline=async-verify -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked
// CHECK: message-names.mlir:[[# @LINE + 5]]:5: error: the roles' register budgets need 201337728 registers (role 'sm_90' 4 x 32 threads + role 'LLVM's code generation ran past' 0 x 192 threads
// CHECK: message-names.mlir:[[# @LINE + 5]]:7: error: 'warps' must be at least 1, got -8

gpu.module @m [#nvvm.target<chip = "sm_90">] {
  gpu.func @budgets_cutlass() kernel attributes {} {
    async.warp_specialize {
      async.role "sm_90" warps -8 registers 4 { gpu.yield }
      async.role "LLVM's code generation ran past" warps 6 registers 0 { gpu.yield }
      async.role "" warps 6 registers 7 { gpu.yield }
      async.role "" warps 4 registers 38 { gpu.yield }
      async.role "" warps 4 registers 38 { gpu.yield }
      async.role "" warps 6 registers 1048575 { gpu.yield }
      async.role "" warps 1 registers 4 { gpu.yield }
    }
    gpu.return

  }
  gpu.func @budgets_exactly_the_sm() kernel attributes {} {
    async.warp_specialize {
      async.role "" warps 7 registers 1048575 { gpu.yield }
      async.role "try" warps 1 registers 7 { gpu.yield }
      async.role "" warps 7 registers 7 { gpu.yield }
    }
    gpu.return
  }
  gpu.func @maxnreg_exactly_the_sm() kernel attributes {} {
    gpu.return
  }
}


