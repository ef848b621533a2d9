func.func @f() {
  // expected-error @+2 {{custom op 'async.fence.proxy_async' has no custom assembly form}}
  // expected-note @+1 {{written in MLIR's generic form for now: "async.fence.proxy_async"() : () -> ()}}
  async.fence.proxy_async
  return
}
