// Every way the emission can fail gives a clear message and exit 1.
// RUN: %not %async-opt %s --emit=ptx --chip=sm_75 2>&1 | %FileCheck %s --check-prefix=CHIP
// CHIP: async-opt: error: unsupported chip `sm_75`: expected sm_90a or sm_100a
// RUN: %not %async-opt %s --emit=sass 2>&1 | %FileCheck %s --check-prefix=EMIT
// EMIT: async-opt: error: unknown --emit kind `sass`: expected mlir, llvm, ptx or cubin
// RUN: env PTXAS=%t.no-such-ptxas %not %async-opt %s --emit=cubin -o %t.cubin 2>&1 | %FileCheck %s --check-prefix=NOPTXAS
// NOPTXAS: error: ptxas not found: PTXAS is set to '{{.*}}no-such-ptxas', which does not exist
// RUN: %not %async-opt %s --emit=cubin --ptxas=%t.missing -o %t.cubin 2>&1 | %FileCheck %s --check-prefix=NOPTXAS2
// NOPTXAS2: error: ptxas not found: '{{.*}}missing' does not exist
// RUN: printf '#!/bin/sh\necho "ptxas fatal   : simulated failure" >&2\nexit 1\n' > %t.fake-ptxas && chmod +x %t.fake-ptxas
// RUN: %not %async-opt %s --emit=cubin --ptxas=%t.fake-ptxas -o %t.cubin 2>&1 | %FileCheck %s --check-prefix=PTXASFAIL
// PTXASFAIL: error: ptxas rejected the PTX for sm_90a: ptxas fatal   : simulated failure
// RUN: %not %async-opt %s --emit=ptx --split-input-file 2>&1 | %FileCheck %s --check-prefix=NOMODULE
// NOMODULE: error: the input holds no gpu.module to compile
// RUN: %not %async-opt %s --emit=ptx -o %t.dir/does/not/exist.ptx 2>&1 | %FileCheck %s --check-prefix=WRITE
// WRITE: async-opt: error: cannot write '{{.*}}exist.ptx'
// RUN: %not %async-opt %S/Inputs/unlowerable.mlir --emit=ptx 2>&1 | %FileCheck %s --check-prefix=LOWER --implicit-check-not="LLVM ERROR"
// LOWER: unlowerable.mlir:6:3: error: failed to legalize operation 'func.func' that was explicitly marked illegal
gpu.module @k {
  gpu.func @empty() kernel {
    gpu.return
  }
}

// -----

func.func @host_only() {
  return
}
