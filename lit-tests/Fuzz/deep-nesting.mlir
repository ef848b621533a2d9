// Regions, brackets or types nested tens of thousands of levels deep made
// MLIR's recursive parser overflow the stack (found by the fuzz campaign):
// the input is refused at the level past the limit.
// RUN: python3 -c "print('gpu.module @m {\ngpu.func @k() kernel {\n' + 'scf.execute_region {\n' * 20000 + '}')" > %t.regions.mlir
// RUN: %not %async-opt %t.regions.mlir --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=overflowed --implicit-check-not=panicked
// RUN: python3 -c "print('gpu.module @m {\ngpu.func @k() kernel {\n%%a = arith.constant dense<' + '[' * 30000 + '1' + ']' * 30000 + '> : tensor<1xi32>\n}}')" > %t.brackets.mlir
// RUN: %not %async-opt %t.brackets.mlir --pass-pipeline=async-verify -o /dev/null 2>&1 | %FileCheck %s --implicit-check-not=overflowed --implicit-check-not=panicked
// CHECK: error: the input nests deeper than 256 levels of brackets, regions and types: not supported
