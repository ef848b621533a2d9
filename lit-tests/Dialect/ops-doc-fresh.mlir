// docs/ops.md is generated from dialect/td/AsyncOps.td; this fails when it is
// stale. Regenerate with `async-opt --print-op-docs -o docs/ops.md`.
// RUN: %async-opt --print-op-docs | diff -u %S/../../docs/ops.md -
