func.func @first() {
  return
}

// -----
func.func @second() {
  async.fence.proxy_async()
  return
}
// -----
func.func @third() {
  %0 = "async.barrier.alloc"() : (%x) -> ()
  return
}
// -----
func.func @fourth() {
  return
}
