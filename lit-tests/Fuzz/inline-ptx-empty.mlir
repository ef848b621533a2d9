// nvvm.inline_ptx with an empty text stopped the process in MLIR's lowering
// ("terminate called after throwing an instance of 'std::logic_error':
// basic_string: construction from null is not valid"; found by the
// instrument fuzz target). async-verify refuses it at the op; the same op
// with PTX in it compiles.
// RUN: %not %async-opt %s --split-input-file --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=terminate --implicit-check-not=Aborted
// RUN: %not %async-opt %s --split-input-file --emit=ptx --no-check -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=terminate --implicit-check-not=Aborted

gpu.module @inline_ptx [#nvvm.target<chip = "sm_90a">] {
  gpu.func @inline_ptx(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    // CHECK: inline-ptx-empty.mlir:[[@LINE+1]]:5: error: 'nvvm.inline_ptx' has no PTX: its text is empty (write the instructions, or leave the op out)
    nvvm.inline_ptx "" ro(%src, %v : !llvm.ptr<3>, i32)
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

gpu.module @inline_ptx [#nvvm.target<chip = "sm_90a">] {
  gpu.func @blank(%src: !llvm.ptr<3>, %v: i32) kernel {
    // CHECK: inline-ptx-empty.mlir:[[@LINE+1]]:5: error: 'nvvm.inline_ptx' has no PTX
    nvvm.inline_ptx "  " ro(%src, %v : !llvm.ptr<3>, i32)
    gpu.return
  }
}

// -----

// The twin: PTX in the op (the last split: an error here would show above).
gpu.module @inline_ptx [#nvvm.target<chip = "sm_90a">] {
  gpu.func @inline_ptx_fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel {
    nvvm.inline_ptx "st.shared.b32 [$0], $1;" ro(%src, %v : !llvm.ptr<3>, i32)
    async.fence.proxy_async
    async.copy.bulk_store %dst, %src bytes 16 : !llvm.ptr<3>
    gpu.return
  }
}
