// Modules that verified but made LLVM's code generation abort (contained in
// its child process, and reported as a crash of the code generation): they
// are now errors of async-verify at their line.
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=crashed --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace

// A float redux.sync, which only sm_100a has: "Cannot select: intrinsic
// %llvm.nvvm.redux.sync.fmin" on sm_90a.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%v: f32, %m: i32, %p: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    // CHECK: codegen-contained.mlir:[[@LINE+1]]:10: error: 'nvvm.redux.sync' reduces floats (fmin, fmax), which needs sm_100a; the target is sm_90a
    %r = nvvm.redux.sync fmin %v, %m : f32 -> f32
    llvm.store %r, %p : f32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// The same with the default chip (sm_90a) and fmax.
gpu.module @m {
  gpu.func @k(%v: f32, %m: i32, %p: !llvm.ptr<1>) kernel {
    // CHECK: codegen-contained.mlir:[[@LINE+1]]:10: error: 'nvvm.redux.sync' reduces floats (fmin, fmax), which needs sm_100a; the target is sm_90a
    %r = nvvm.redux.sync fmax %v, %m : f32 -> f32
    llvm.store %r, %p : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// A kernel parameter of type i0: "Empty parameter types are not supported".
gpu.module @m {
  // CHECK: codegen-contained.mlir:[[@LINE+1]]:3: error: parameter 1 of @k has type i0, which has no bits: a GPU function cannot take it (NVPTX passes every parameter in at least one byte)
  gpu.func @k(%p: !llvm.ptr<1>, %z: i0) kernel {
    gpu.return
  }
}

// -----

// The same for a device function, and for a struct with no bits in it.
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
  // CHECK: codegen-contained.mlir:[[@LINE+1]]:3: error: parameter 0 of @d has type !llvm.struct<(i0, array<0 x i32>)>, which has no bits
  llvm.func @d(%s: !llvm.struct<(i0, array<0 x i32>)>) {
    llvm.return
  }
}

// The code generation still runs in a child process, so an abort of LLVM's
// that no check foresees is an error of the compile with LLVM's message.
// One input still reaches one: an intrinsic called by its name
// (llvm.call_intrinsic), which async-verify does not check per chip. Its IR
// is in comments (IR: lines), so that it is no seed of the fuzz corpus,
// where a contained crash fails the smoke test.
// RUN: sed -n 's|^// IR: ||p' %s > %t.intrinsic.mlir
// RUN: %not %async-opt %t.intrinsic.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CHILD --implicit-check-not=panicked --implicit-check-not=Segmentation --implicit-check-not=backtrace
// CHILD: error: LLVM's code generation crashed on this module (it was killed by signal 6); LLVM said: Cannot select: intrinsic %llvm.nvvm.redux.sync.fmin
// IR: gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// IR:   llvm.func @k(%v: f32, %m: i32, %p: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
// IR:     %r = llvm.call_intrinsic "llvm.nvvm.redux.sync.fmin"(%v, %m) : (f32, i32) -> f32
// IR:     llvm.store %r, %p : f32, !llvm.ptr<1>
// IR:     llvm.return
// IR:   }
// IR: }
