// Vector values too large for MLIR's vector lowering and LLVM's code
// generation, which take a vector element by element: a vector.transfer_write
// of vector<2147483648xi32> (a kernel parameter) stopped the process in the
// lowering ("LLVM ERROR: SmallVector unable to grow", found by the to_ptx
// fuzz target). async-verify refuses each such value at its op, the
// parameter at its function; 4,096 elements still compile.
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_90a -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not=crashed --implicit-check-not=Aborted
// RUN: %not %async-opt %s --split-input-file --emit=ptx --chip=sm_90a --no-check -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not=crashed --implicit-check-not=Aborted

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // CHECK: huge-vector.mlir:[[@LINE+1]]:3: error: 'gpu.func' takes a value of type vector<2147483648xi32>, more than 4096 elements: the vector lowering and LLVM's code generation take a vector element by element (keep larger data in memory)
  gpu.func @write(%dst: !llvm.ptr<1>, %buf: memref<1024xi32, 3>, %i: index, %vec: vector<2147483648xi32>) kernel {
    // CHECK: huge-vector.mlir:[[@LINE+1]]:5: error: 'vector.transfer_write' takes a value of type vector<2147483648xi32>
    vector.transfer_write %vec, %buf[%i] {in_bounds = [true]} : vector<2147483648xi32>, memref<1024xi32, 3>
    async.fence.proxy_async
    async.copy.bulk_store %dst, %buf bytes 4096 : memref<1024xi32, 3>
    gpu.return
  }
}

// -----

// A vector made inside the kernel, of 2^13 x 2^13 elements.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @splat(%out: !llvm.ptr<1>) kernel {
    %c = arith.constant 1.0 : f32
    // CHECK: huge-vector.mlir:[[@LINE+1]]:10: error: 'vector.broadcast' takes a value of type vector<8192x8192xf32>, more than 4096 elements
    %v = vector.broadcast %c : f32 to vector<8192x8192xf32>
    %e = vector.extract %v[0, 0] : f32 from vector<8192x8192xf32>
    llvm.store %e, %out : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// The twin: 4,096 elements compile (the last split has no error; the
// FileCheck above would see one).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @fits(%out: !llvm.ptr<1>) kernel {
    %c = arith.constant 1.0 : f32
    %v = vector.broadcast %c : f32 to vector<4096xf32>
    %e = vector.extract %v[7] : f32 from vector<4096xf32>
    llvm.store %e, %out : f32, !llvm.ptr<1>
    gpu.return
  }
}
