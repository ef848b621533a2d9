//! Constructors and accessors for the `async` types.

use melior::{
    ir::{Type, TypeLike},
    Context,
};
use mlir_sys::{MlirStringRef, MlirType};

/// `!async.mbarrier`.
pub fn mbarrier(context: &Context) -> Type<'_> {
    parse(context, "!async.mbarrier")
}

/// `!async.mbarrier_array<size>`.
pub fn mbarrier_array(context: &Context, size: i64) -> Type<'_> {
    parse(context, &format!("!async.mbarrier_array<{size}>"))
}

/// `!async.pipeline<stages>`.
pub fn pipeline(context: &Context, stages: i64) -> Type<'_> {
    parse(context, &format!("!async.pipeline<{stages}>"))
}

/// `!async.stage`.
pub fn stage(context: &Context) -> Type<'_> {
    parse(context, "!async.stage")
}

fn parse<'c>(context: &'c Context, text: &str) -> Type<'c> {
    // The dialect is loaded by `create_context`; the texts above are fixed and
    // valid, so a failure here means the dialect is missing from the context.
    Type::parse(context, text).unwrap_or_else(|| Type::none(context))
}

// The C API accessors of dialect/cpp/AsyncDialect.cpp.
extern "C" {
    fn phaselockAsyncTypeIs(ty: MlirType, mnemonic: MlirStringRef) -> bool;
    fn phaselockAsyncTypeSize(ty: MlirType) -> i64;
    fn phaselockTensorMapRank(ty: MlirType) -> isize;
    fn phaselockTensorMapDim(ty: MlirType, i: isize) -> i64;
    fn phaselockTensorMapElement(ty: MlirType) -> MlirType;
    fn phaselockTensorMapSwizzle(ty: MlirType) -> i64;
}

/// The integer parameter of `!async.mbarrier_array<N>` or `!async.pipeline<N>`.
pub fn size_param(ty: Type<'_>) -> Option<i64> {
    // SAFETY: `ty` is a live type; the accessor only reads it.
    let size = unsafe { phaselockAsyncTypeSize(ty.to_raw()) };
    (size >= 0).then_some(size)
}

/// Whether `ty` is the `async` type with this mnemonic (`mbarrier`, `pipeline`, ...).
pub fn is(ty: Type<'_>, mnemonic: &str) -> bool {
    let name = MlirStringRef {
        data: mnemonic.as_ptr().cast(),
        length: mnemonic.len(),
    };
    // SAFETY: as above; `name` points into `mnemonic`, alive for the call.
    unsafe { phaselockAsyncTypeIs(ty.to_raw(), name) }
}

/// The parameters of `!async.tensor_map<box x element, swizzle S>`.
#[derive(Debug, Clone, PartialEq)]
pub struct TensorMapParams<'c> {
    /// The box, outermost dimension first.
    pub boxed: Vec<i64>,
    /// The element type.
    pub element: Type<'c>,
    /// The shared-memory swizzle in bytes (0 for none).
    pub swizzle: i64,
}

/// The parameters of a tensor map type; `None` for any other type.
pub fn tensor_map_params(ty: Type<'_>) -> Option<TensorMapParams<'_>> {
    let raw = ty.to_raw();
    // SAFETY: as above; each accessor checks that the type is a tensor map.
    unsafe {
        let rank = phaselockTensorMapRank(raw);
        if rank < 0 {
            return None;
        }
        Some(TensorMapParams {
            boxed: (0..rank).map(|i| phaselockTensorMapDim(raw, i)).collect(),
            element: Type::from_raw(phaselockTensorMapElement(raw)),
            swizzle: phaselockTensorMapSwizzle(raw),
        })
    }
}
