//! Sizes the passes, the checker and the lowering all read: of a CTA (its
//! threads, from the kernel's attributes), of a memref type (its bytes,
//! whether its elements are contiguous and from which offset). A module
//! under the others: it depends on none of the passes.

use crate::{self as ir, Op};

/// Threads one CTA may have.
pub const MAX_THREADS_PER_CTA: i64 = 1024;

/// The number of threads (or CTAs) of a 1- to 3-dimensional size, saturating
/// instead of overflowing on sizes no hardware has.
pub fn volume(dims: &[i64]) -> i64 {
    dims.iter().fold(1i64, |v, d| v.saturating_mul(*d))
}

/// The threads of a kernel: `known_block_size`, else `nvvm.reqntid`, with
/// the attribute's name; `None` when neither is a valid size.
pub fn block_threads(func: Op) -> Option<(i64, &'static str)> {
    ["known_block_size", "nvvm.reqntid"]
        .into_iter()
        .find_map(|name| {
            let d = func.dense_i32_array(name)?;
            let valid = !d.is_empty() && d.len() <= 3 && d.iter().all(|x| *x >= 1);
            let threads = volume(&d);
            (valid && threads <= MAX_THREADS_PER_CTA).then_some((threads, name))
        })
}

/// Byte size of a statically shaped memref type, with its memory space.
pub fn memref_bytes(ty: mlir_sys::MlirType) -> Result<(u64, String), String> {
    use mlir_sys::*;
    unsafe {
        if !mlirTypeIsAMemRef(ty) {
            return Err(format!("{} is not a memref", ir::type_string(ty)));
        }
        if !mlirShapedTypeHasStaticShape(ty) {
            return Err(format!("{} must have a static shape", ir::type_string(ty)));
        }
        let Some(bits) = element_bits(ty) else {
            return Err(format!(
                "element type {} has no fixed size",
                ir::type_string(mlirShapedTypeGetElementType(ty))
            ));
        };
        let mut elements = 1u64;
        for d in 0..mlirShapedTypeGetRank(ty) {
            elements = elements.saturating_mul(mlirShapedTypeGetDimSize(ty, d as isize) as u64);
        }
        let space = mlirMemRefTypeGetMemorySpace(ty);
        let space = if space.ptr.is_null() {
            String::new()
        } else {
            ir::attr_string(space)
        };
        Ok((elements.saturating_mul(bits).div_ceil(8), space))
    }
}

/// The byte offset of a memref whose elements lie contiguously in row-major
/// order from its first one: the identity layout (0), or a strided layout
/// whose strides are the row-major strides of its static shape, at a static
/// offset (a `memref.subview` of whole trailing rows, such as one
/// `64 x 64` half of a `2 x 64 x 64` stage). `None` for any other layout,
/// a dynamic shape or offset, or an element type without a byte size.
pub fn contiguous_offset_bytes(ty: mlir_sys::MlirType) -> Option<i64> {
    use mlir_sys::*;
    if !unsafe { mlirTypeIsAMemRef(ty) } {
        return None;
    }
    if identity_layout(ty) {
        return Some(0);
    }
    unsafe {
        if !mlirShapedTypeHasStaticShape(ty) {
            return None;
        }
        let (strides, offset) = strides_and_offset(ty)?;
        if offset == mlirShapedTypeGetDynamicStrideOrOffset() || offset < 0 {
            return None;
        }
        let mut want = 1i64;
        for d in (0..strides.len()).rev() {
            if strides[d] != want {
                return None;
            }
            want = want.checked_mul(mlirShapedTypeGetDimSize(ty, d as isize))?;
        }
        let bits = element_bits(ty)?;
        if bits % 8 != 0 {
            return None;
        }
        offset.checked_mul(i64::try_from(bits / 8).ok()?)
    }
}

/// A memref type's static strides and its offset (in elements; the offset
/// may be MLIR's dynamic marker); `None` for another type or a dynamic
/// stride.
pub fn strides_and_offset(ty: mlir_sys::MlirType) -> Option<(Vec<i64>, i64)> {
    use mlir_sys::*;
    unsafe {
        if !mlirTypeIsAMemRef(ty) {
            return None;
        }
        let rank = usize::try_from(mlirShapedTypeGetRank(ty)).ok()?;
        let mut strides = vec![0i64; rank];
        let mut offset = 0i64;
        let ok = mlirMemRefTypeGetStridesAndOffset(ty, strides.as_mut_ptr(), &mut offset);
        let dynamic = mlirShapedTypeGetDynamicStrideOrOffset();
        (ok.value != 0 && !strides.contains(&dynamic)).then_some((strides, offset))
    }
}

/// Whether a memref type has the identity layout.
pub fn identity_layout(ty: mlir_sys::MlirType) -> bool {
    unsafe {
        let layout = mlir_sys::mlirMemRefTypeGetLayout(ty);
        layout.ptr.is_null()
            || mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirMemRefTypeGetAffineMap(ty))
    }
}

/// Bits of the element type of a shaped type.
pub fn element_bits(ty: mlir_sys::MlirType) -> Option<u64> {
    use mlir_sys::*;
    unsafe {
        let element = mlirShapedTypeGetElementType(ty);
        if mlirTypeIsAInteger(element) {
            Some(mlirIntegerTypeGetWidth(element) as u64)
        } else if mlirTypeIsAFloat(element) {
            Some(mlirFloatTypeGetWidth(element) as u64)
        } else {
            None
        }
    }
}
