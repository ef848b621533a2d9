func.func @f() {
  // expected-error @+1 {{expected operation name in quotes}}
  async.fence.proxy_async()
  return
}
