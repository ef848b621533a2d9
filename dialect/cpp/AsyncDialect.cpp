//===- AsyncDialect.cpp - registration of the `async` dialect ------------===//
//
// The C++ classes of the dialect, its types and its operations are generated
// by mlir-tblgen from td/AsyncOps.td into the build's output directory and
// compiled here. The only hand-written parts are the dialect's `initialize`
// (which adds the generated types and operations) and the C API entry point
// `phaselockAsyncDialectHandle`, through which the Rust side registers and
// loads the dialect.
//
// The classes live in ::phaselock::async, so their TypeIDs and symbols are
// distinct from those of upstream MLIR's host-side ::mlir::async dialect.
//
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include "AsyncDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "AsyncTypes.h.inc"

#define GET_OP_CLASSES
#include "AsyncOps.h.inc"

#include "AsyncDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "AsyncTypes.cpp.inc"

#define GET_OP_CLASSES
#include "AsyncOps.cpp.inc"

namespace phaselock::async {

void AsyncDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "AsyncTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "AsyncOps.cpp.inc"
      >();
}

} // namespace phaselock::async

namespace {

void insertAsyncDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<::phaselock::async::AsyncDialect>();
}

MlirDialect loadAsyncDialect(MlirContext context) {
  return wrap(unwrap(context)->getOrLoadDialect<::phaselock::async::AsyncDialect>());
}

MlirStringRef asyncDialectNamespace() {
  return wrap(::phaselock::async::AsyncDialect::getDialectNamespace());
}

const MlirDialectRegistrationHooks asyncDialectHooks = {
    insertAsyncDialect, loadAsyncDialect, asyncDialectNamespace};

} // namespace

/// The handle of phaselock's `async` dialect, for `mlirDialectHandle*`.
extern "C" MlirDialectHandle phaselockAsyncDialectHandle() {
  return MlirDialectHandle{&asyncDialectHooks};
}
