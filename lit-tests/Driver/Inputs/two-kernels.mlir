gpu.module @m {
  gpu.func @a() kernel {
    gpu.return
  }
  gpu.func @b() kernel {
    gpu.return
  }
}
