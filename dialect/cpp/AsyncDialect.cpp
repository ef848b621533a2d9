//===- AsyncDialect.cpp - registration of the `async` dialect ------------===//
//
// The C++ classes of the dialect, its types and its operations are generated
// by mlir-tblgen from td/AsyncOps.td into the build's output directory and
// compiled here. The hand-written parts are the dialect's `initialize`
// (which adds the generated types and operations), the C API entry point
// `phaselockAsyncDialectHandle`, through which the Rust side registers and
// loads the dialect, the C API accessors of the types' parameters (so the
// Rust side reads them from the type, not from its printed text), an error
// with notes (which the C API's `mlirEmitError` cannot attach), and the two
// pieces of custom syntax that ODS's declarative formats cannot state:
// enum attributes as bare keywords (the `EnumKeyword` directive) and the
// tensor map type's memref-like shape.
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
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include "AsyncDialect.h.inc"

namespace phaselock::async {

/// The custom form of an enum attribute: its value as a bare keyword
/// (`scope cluster`, `mode try`). A quoted string is accepted too, so the
/// earlier spelling still parses; the op's verifier checks the value and
/// names the allowed ones.
static ::mlir::ParseResult parseEnumKeyword(::mlir::OpAsmParser &parser,
                                            ::mlir::StringAttr &attr) {
  std::string value;
  if (parser.parseKeywordOrString(&value))
    return ::mlir::failure();
  attr = parser.getBuilder().getStringAttr(value);
  return ::mlir::success();
}

/// Prints an enum attribute as a bare keyword when it is one, quoted
/// otherwise (a value the verifier will reject still prints faithfully).
static void printEnumKeyword(::mlir::OpAsmPrinter &printer, ::mlir::Operation *,
                             ::mlir::StringAttr attr) {
  printer.printKeywordOrString(attr.getValue());
}

} // namespace phaselock::async

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

/// `!async.tensor_map<64x64xbf16, swizzle 128>`: the box, outermost first,
/// and the element type as in a memref shape, then the swizzle span in bytes
/// when there is one (`swizzle 0` is accepted and prints as nothing).
::mlir::Type TensorMapType::parse(::mlir::AsmParser &parser) {
  static constexpr const char *form =
      "a tensor map is written like !async.tensor_map<64x64xbf16, swizzle 128>";
  ::llvm::SmallVector<int64_t> box;
  ::mlir::Type element;
  if (parser.parseLess())
    return {};
  ::llvm::SMLoc start = parser.getCurrentLocation();
  if (parser.parseDimensionList(box, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parser.parseType(element))
    return {};
  if (box.empty()) {
    parser.emitError(start, "expected the box before the element type: ") << form;
    return {};
  }
  int64_t swizzle = 0;
  if (::mlir::succeeded(parser.parseOptionalComma())) {
    if (::mlir::failed(parser.parseOptionalKeyword("swizzle"))) {
      parser.emitError(parser.getCurrentLocation(), "expected 'swizzle' and its bytes: ") << form;
      return {};
    }
    if (parser.parseInteger(swizzle))
      return {};
  }
  if (parser.parseGreater())
    return {};
  ::mlir::MLIRContext *context = parser.getContext();
  ::mlir::Builder builder(context);
  return TensorMapType::get(context, element,
                            ::mlir::DenseI64ArrayAttr::get(context, box),
                            builder.getI64IntegerAttr(swizzle));
}

void TensorMapType::print(::mlir::AsmPrinter &printer) const {
  printer << '<';
  printer.printDimensionList(getBox().asArrayRef());
  printer << 'x' << getElement();
  if (int64_t swizzle = getSwizzle().getInt())
    printer << ", swizzle " << swizzle;
  printer << '>';
}

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

/// Whether `type` is the `async` type with this mnemonic (`mbarrier`,
/// `mbarrier_array`, `pipeline`, `stage`, `tensor_map`).
extern "C" bool phaselockAsyncTypeIs(MlirType type, MlirStringRef mnemonic) {
  using namespace ::phaselock::async;
  ::mlir::Type t = unwrap(type);
  ::llvm::StringRef name = unwrap(mnemonic);
  if (::mlir::isa<MBarrierType>(t))
    return name == MBarrierType::getMnemonic();
  if (::mlir::isa<MBarrierArrayType>(t))
    return name == MBarrierArrayType::getMnemonic();
  if (::mlir::isa<PipelineType>(t))
    return name == PipelineType::getMnemonic();
  if (::mlir::isa<StageType>(t))
    return name == StageType::getMnemonic();
  if (::mlir::isa<TensorMapType>(t))
    return name == TensorMapType::getMnemonic();
  return false;
}

/// The integer parameter of `!async.mbarrier_array<N>` or
/// `!async.pipeline<N>`; -1 for any other type.
extern "C" int64_t phaselockAsyncTypeSize(MlirType type) {
  using namespace ::phaselock::async;
  ::mlir::Type t = unwrap(type);
  if (auto array = ::mlir::dyn_cast<MBarrierArrayType>(t))
    return array.getSize();
  if (auto pipeline = ::mlir::dyn_cast<PipelineType>(t))
    return pipeline.getStages();
  return -1;
}

/// The rank of a tensor map type's box; -1 for any other type.
extern "C" intptr_t phaselockTensorMapRank(MlirType type) {
  auto map = ::mlir::dyn_cast<::phaselock::async::TensorMapType>(unwrap(type));
  return map ? static_cast<intptr_t>(map.getBox().size()) : -1;
}

/// Dimension `i` of a tensor map type's box, outermost first; -1 when `i`
/// is out of range or the type is no tensor map.
extern "C" int64_t phaselockTensorMapDim(MlirType type, intptr_t i) {
  auto map = ::mlir::dyn_cast<::phaselock::async::TensorMapType>(unwrap(type));
  if (!map || i < 0 || i >= static_cast<intptr_t>(map.getBox().size()))
    return -1;
  return map.getBox()[i];
}

/// The element type of a tensor map type (a null type for any other type).
extern "C" MlirType phaselockTensorMapElement(MlirType type) {
  auto map = ::mlir::dyn_cast<::phaselock::async::TensorMapType>(unwrap(type));
  return wrap(map ? map.getElement() : ::mlir::Type());
}

/// The swizzle of a tensor map type in bytes; -1 for any other type.
extern "C" int64_t phaselockTensorMapSwizzle(MlirType type) {
  auto map = ::mlir::dyn_cast<::phaselock::async::TensorMapType>(unwrap(type));
  return map ? map.getSwizzle().getInt() : -1;
}

/// Emits an error at `location` saying `message`, with `count` notes: note
/// `i` at `noteLocations[i]` saying `notes[i]`.
extern "C" void phaselockEmitErrorWithNotes(MlirLocation location,
                                            MlirStringRef message,
                                            intptr_t count,
                                            const MlirLocation *noteLocations,
                                            const MlirStringRef *notes) {
  ::mlir::InFlightDiagnostic diagnostic =
      ::mlir::emitError(unwrap(location)) << unwrap(message);
  for (intptr_t i = 0; i < count; ++i)
    diagnostic.attachNote(unwrap(noteLocations[i])) << unwrap(notes[i]);
}
