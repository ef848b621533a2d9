// Inputs that once crashed, hung or aborted the compiler on the way to PTX:
// each must now end with a located error and exit 1.
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not="LLVM ERROR" --implicit-check-not=Segmentation --implicit-check-not=backtrace --implicit-check-not="internal error"
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=panicked --implicit-check-not="LLVM ERROR" --implicit-check-not=Segmentation --implicit-check-not=backtrace --implicit-check-not="internal error"

// A cluster of 2^31 CTAs: insert-phases once made one remote arrive per CTA.
// CHECK: emit-ptx.mlir:[[@LINE+2]]:3: error: 'nvvm.cluster_dim' [2147483647, 1, 1] makes 2147483647 CTAs per cluster, more than the hardware's 16
gpu.module @m {
  gpu.func @k(%n: i32) kernel attributes {nvvm.cluster_dim = array<i32: 2147483647, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %ring = async.pipeline.create "ring" stages 2 scope cluster buffer memref<16xi32, 3> {tx_bytes = 0 : i64} : !async.pipeline<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    async.warp_specialize {
      async.role "producer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.producer_acquire %ring[%k] : !async.pipeline<2>
          async.stage.producer_commit %ring, %s : !async.pipeline<2>
        }
      }
      async.role "consumer" warps 1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<2>
          async.stage.consumer_release %ring, %s : !async.pipeline<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// Role warps of 2^53: the unit check once collected one range per warp.
gpu.module @m {
  gpu.func @k() kernel {
    async.warp_specialize {
      // CHECK: emit-ptx.mlir:[[@LINE+1]]:7: error: 'warps' is 9007199254740992, more than 32: the hardware's limit of warps per CTA
      async.role "consumer" warps 9007199254740992 {
      }
    }
    gpu.return
  }
}

// -----

// A cluster barrier in a role of a 2^31-CTA cluster: the leader once made
// one remote arrive per CTA.
// CHECK: emit-ptx.mlir:[[@LINE+2]]:3: error: 'nvvm.cluster_dim' [65536, 32768, 1] makes 2147483648 CTAs per cluster
gpu.module @m {
  gpu.func @k() kernel attributes {nvvm.cluster_dim = array<i32: 65536, 32768, 1>} {
    async.warp_specialize {
      async.role "consumer" warps 4 {
        async.cluster_barrier
      }
    }
    gpu.return
  }
}

// -----

// MLIR 22's parser crashes on a dense array of index.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:42: error: dense arrays of 'index' are not supported
  gpu.func @k() kernel attributes {foo = array<index: 1, 2>} {
    gpu.return
  }
}

// -----

// More inline-assembly constraints than operands: NVPTX's selection crashed.
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1 : i32
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: inline assembly has 2 input constraint(s) but 1 operand(s)
    llvm.inline_asm has_side_effects "mov.u32 $0, $0;", "r,r" %c : (i32) -> ()
    gpu.return
  }
}

// -----

// An unknown constraint: LLVM's default handler exited the process.
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1 : i32
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: constraint 'g' is not one NVPTX takes
    llvm.inline_asm has_side_effects "// $0", "g" %c : (i32) -> ()
    gpu.return
  }
}

// -----

// A memory constraint on an i32: "Could not match memory address" aborted.
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1 : i32
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: constraint 'o' is not one NVPTX takes
    llvm.inline_asm has_side_effects "// $0", "o" %c : (i32) -> ()
    gpu.return
  }
}

// -----

// A global of an array of a non-LLVM type: the translation dereferenced null.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: type !llvm.array<4 x !async.mbarrier> has no LLVM IR counterpart (!async.mbarrier inside it)
  llvm.mlir.global internal @g() {addr_space = 3 : i32} : !llvm.array<4 x !async.mbarrier>
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: type !llvm.array<2 x memref<4xi32>> has no LLVM IR counterpart (memref<4xi32> inside it)
  llvm.mlir.global internal @g() {addr_space = 3 : i32} : !llvm.array<2 x memref<4xi32>>
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A barrier directly in the gpu.module body: lowered outside any function.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: 'gpu.barrier' directly in a gpu.module: only functions, globals and modules may be there
  gpu.barrier
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A negative block size: NVPTX's error went through LLVM's exiting handler.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: 'known_block_size' [-1, 1, 1] must have positive dimensions
  gpu.func @k() kernel attributes {known_block_size = array<i32: -1, 1, 1>} {
    gpu.return
  }
}

// -----

// 2^61 barriers: 8 * size wrapped to 0 bytes and passed the 227 KiB check.
gpu.module @m {
  gpu.func @k() kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'size' is 2305843009213693952, more than 29056: the hardware's limit of mbarriers in one array
    %b = async.barrier.alloc "b" size 2305843009213693952 count 1 scope cta : !async.mbarrier_array<2305843009213693952>
    gpu.return
  }
}

// -----

// A self-referencing op in the top-level module (a graph region): upstream
// canonicalize looped forever.
// CHECK: emit-ptx.mlir:[[@LINE+1]]:6: error: 'arith.addi' directly in a builtin.module
%0 = arith.addi %0, %0 : i32
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A chip that names no SM: the target's verifier read an unparsed number.
// CHECK: emit-ptx.mlir:[[@LINE+1]]:36: error: #nvvm.target chip "add" is not an SM name
gpu.module @m [#nvvm.target<chip = "add">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A warp_specialize directly in another one's body (no role between):
// lowering the outer once freed the inner before it was lowered.
gpu.module @m {
  gpu.func @k() kernel {
    async.warp_specialize {
      // CHECK: emit-ptx.mlir:[[@LINE+1]]:7: error: 'async.warp_specialize' inside async.warp_specialize must be inside an async.role
      async.warp_specialize {
        async.role "inner" warps 1 {
        }
      }
      async.role "outer" warps 1 {
      }
    }
    gpu.return
  }
}

// -----

// Block and cluster sizes whose product overflows i64 (found by the fuzz
// campaign): the limit check once multiplied them unchecked.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+2]]:3: error: 'known_block_size' [32, 2147483647, 2147483647] makes 9223372036854775807 threads per CTA
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: 'nvvm.cluster_dim' [2, 2147483647, 2147483647] makes
  gpu.func @k() kernel attributes {known_block_size = array<i32: 32, 2147483647, 2147483647>, nvvm.cluster_dim = array<i32: 2, 2147483647, 2147483647>} {
    gpu.return
  }
}

// -----

// i64::MAX warps with a block size (found by the fuzz campaign): the check
// of the roles against known_block_size once multiplied warps by 32.
gpu.module @m {
  gpu.func @k() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: the roles have 9223372036854775807 warps, more than the 32 of a CTA
    async.warp_specialize {
      async.role "all" warps 9223372036854775807 {
      }
    }
    gpu.return
  }
}

// -----

// An address space NVPTX does not have (-1 wraps to 2^32 - 1): the lowering
// to NVPTX crashed on the kernel's argument.
// CHECK: emit-ptx.mlir:[[@LINE+2]]:61: error: !llvm.ptr<-1>: address space -1 is not one of NVPTX's (0, 1, 3, 4, 5, 6, 7, 101)
gpu.module @m [#nvvm.target<chip = "sm_100">] {
  gpu.func @llvm_store(%src: !llvm.ptr<3>, %flag: !llvm.ptr<-1>, %v: i32) kernel {
    llvm.store %v, %src : i32, !llvm.ptr<3>
    gpu.return
  }
}

// -----

// An inline-assembly output register of a width that is not a power of two:
// NVPTX's instruction selection crashed (SIGSEGV). Inputs of such widths
// compile, and so do outputs of i1 to i32 in powers of two.
gpu.module @m {
  gpu.func @k(%v: i32, %w: i7) kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: inline assembly result of type i7 does not fit constraint 'r' (an output register takes i1, i2, i4, i8, i16 or i32)
    %r = llvm.inline_asm has_side_effects "mov.u32 $0, $1;", "=r,r" %v : (i32) -> i7
    %s = llvm.inline_asm has_side_effects "mov.u32 $0, $1;", "=r,r" %w : (i7) -> i16
    gpu.return
  }
}

// -----

// The same in a struct of outputs.
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: inline assembly result of type i24 does not fit constraint 'r'
    %r = llvm.inline_asm has_side_effects "mov.u32 $0, $2; mov.u32 $1, $2;", "=r,=r,r" %v : (i32) -> !llvm.struct<(i32, i24)>
    gpu.return
  }
}

// -----

// Intrinsics whose translation declares them for generic pointers only,
// on shared and global pointers: LLVM's verifier rejected the call after
// the translation, with no location (found by the fuzz smoke's mutants).
gpu.module @m {
  gpu.func @k(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: vector<4xi32>, %m: vector<4xi1>) kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: 'llvm.intr.masked.compressstore' on a pointer in address space 3: its translation to LLVM IR declares it for generic pointers (address space 0) only
    "llvm.intr.masked.compressstore"(%v, %p, %m) : (vector<4xi32>, !llvm.ptr<3>, vector<4xi1>) -> ()
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'llvm.intr.masked.expandload' on a pointer in address space 1
    %e = "llvm.intr.masked.expandload"(%g, %m, %v) : (!llvm.ptr<1>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
    gpu.return
  }
}

// -----

// LLVM's matrix intrinsics, on any pointer: NVPTX instruction selection
// aborted on each ("Do not know how to widen ...").
gpu.module @m {
  gpu.func @k(%p: !llvm.ptr, %f: vector<48xf32>, %a: vector<64xf32>, %n: i64) kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: 'llvm.intr.matrix.column.major.store': LLVM's matrix intrinsics are lowered only by an optimization pass
    llvm.intr.matrix.column.major.store %f, %p, <stride=%n> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> to !llvm.ptr stride i64
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'llvm.intr.matrix.column.major.load'
    %l = llvm.intr.matrix.column.major.load %p, <stride=%n> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> from !llvm.ptr stride i64
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'llvm.intr.matrix.multiply'
    %c = llvm.intr.matrix.multiply %a, %l { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} : (vector<64xf32>, vector<48xf32>) -> vector<12xf32>
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'llvm.intr.matrix.transpose'
    %t = llvm.intr.matrix.transpose %l { rows = 3: i32, columns = 16: i32} : vector<48xf32> into vector<48xf32>
    gpu.return
  }
}

// -----

// Alignments past LLVM's largest (2^32 bytes), or negative (read as past
// it): the translation stopped on them, unlocated ("huge alignment values
// are unsupported"). 2^32 itself compiles.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' with alignment 8589934592: LLVM takes 0 to 2^32 bytes
  llvm.mlir.global internal @g() {addr_space = 3 : i32, alignment = 8589934592 : i64} : !llvm.array<4 x i32>
  gpu.func @k(%p: !llvm.ptr<1>) kernel {
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:10: error: 'llvm.load' with alignment 8589934592
    %a = llvm.load %p {alignment = 8589934592 : i64} : !llvm.ptr<1> -> i32
    // CHECK: emit-ptx.mlir:[[@LINE+1]]:5: error: 'llvm.store' with alignment -2147483648: LLVM takes 0 to 2^32 bytes (a negative one reads as past its largest)
    llvm.store %a, %p {alignment = -2147483648 : i64} : i32, !llvm.ptr<1>
    // CHECK-NOT: error: 'llvm.store' with alignment
    llvm.store %a, %p {alignment = 4294967296 : i64} : i32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// An NVVM attribute on a global: NVVM's translation applies its attributes
// to functions only, and failed silently on it (found by the fuzz smoke,
// once it counted an unlocated translation failure as a bug).
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: attribute 'nvvm.cluster_dim' on 'llvm.mlir.global': NVVM's translation to LLVM IR applies its attributes to functions only
  llvm.mlir.global internal @g() {nvvm.cluster_dim = array<i32: 7, 1, 1>, addr_space = 3 : i32} : !llvm.array<4 x i32>
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A module-scope variable in an address space NVPTX has none in (6, tensor
// memory; 7, shared::cluster; 101, param): its code generation aborted
// ("Bad address space found while emitting PTX: 6"). Located at the global,
// as written (a memref.global) and as the LLVM dialect holds it.
gpu.module @m {
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: a module-scope variable in address space 6: NVPTX emits them in address spaces 0, 1, 3, 4 and 5 only (generic, global, shared, constant, local)
  memref.global "private" @tmem : memref<256xi8, 6> {alignment = 128 : i64}
  // CHECK: emit-ptx.mlir:[[@LINE+1]]:3: error: a module-scope variable in address space 101
  llvm.mlir.global internal @param() {addr_space = 101 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: !llvm.ptr<1>) kernel {
    %g = memref.get_global @tmem : memref<256xi8, 6>
    %p = llvm.mlir.addressof @param : !llvm.ptr<101>
    gpu.return
  }
}
