// Aggregate values too large for LLVM's code generation, which splits an
// aggregate into its scalars: a parameter holding 2^31 of them (with an i0)
// and a load and store of 2^31 did not finish, a returned struct neither.
// Each is now an error at its op before LLVM sees the module; 4,096
// scalars still compile.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_100a -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=crashed --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 64 : i32
    %r = "async.warp_reduce"(%c) {kind = "min", width = 2 : i64} : (i32) -> i32
    gpu.return
  }
  // CHECK: huge-aggregate.mlir:[[@LINE+1]]:3: error: type !llvm.struct<(i0, array<18446744071562067968 x i32>)> holds 18446744071562067969 scalars: LLVM's code generation splits an aggregate value into its scalars, and 'llvm.func' may hold at most 4096
  llvm.func @d(%s: !llvm.struct<(i0, array<-2147483648 x i32>)>) {
    llvm.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
  // CHECK: huge-aggregate.mlir:[[@LINE+1]]:3: error: type !llvm.func<struct<(i32, array<2147483648 x i32>)> ()> holds 2147483649 scalars
  llvm.func @d() -> !llvm.struct<(i32, array<2147483648 x i32>)> {
    // CHECK: huge-aggregate.mlir:[[@LINE+1]]:10: error: type !llvm.struct<(i32, array<2147483648 x i32>)> holds 2147483649 scalars
    %0 = llvm.mlir.undef : !llvm.struct<(i32, array<2147483648 x i32>)>
    // CHECK: huge-aggregate.mlir:[[@LINE+1]]:5: error: type !llvm.struct<(i32, array<2147483648 x i32>)> holds 2147483649 scalars
    llvm.return %0 : !llvm.struct<(i32, array<2147483648 x i32>)>
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
  llvm.func @d() {
    %c = llvm.mlir.constant(1 : i32) : i32
    %0 = llvm.alloca %c x !llvm.array<2147483648 x i32> : (i32) -> !llvm.ptr
    // CHECK: huge-aggregate.mlir:[[@LINE+1]]:10: error: type !llvm.array<2147483648 x i32> holds 2147483648 scalars
    %1 = llvm.load %0 : !llvm.ptr -> !llvm.array<2147483648 x i32>
    // CHECK: huge-aggregate.mlir:[[@LINE+1]]:5: error: type !llvm.array<2147483648 x i32> holds 2147483648 scalars
    llvm.store %1, %0 : !llvm.array<2147483648 x i32>, !llvm.ptr
    llvm.return
  }
}

// -----

// 4,096 scalars compile (no error).
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
  llvm.func @d() {
    %c = llvm.mlir.constant(1 : i32) : i32
    %0 = llvm.alloca %c x !llvm.array<4096 x i32> : (i32) -> !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> !llvm.array<4096 x i32>
    llvm.store %1, %0 : !llvm.array<4096 x i32>, !llvm.ptr
    llvm.return
  }
}
