// A kernel module holding an op that the lowering to the LLVM dialect rejects.
gpu.module @k {
  gpu.func @f() kernel {
    gpu.return
  }
  func.func private @host_helper() -> ()
}
