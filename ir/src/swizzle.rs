//! Swizzled stage buffers and their wgmma matrix descriptors (sm_90a).
//!
//! What `async.pipeline.create`'s `swizzle` means, in one place, for the
//! verifier (the rules), `async-ring-alloc` (the alignment) and
//! `async-insert-phases` (the descriptor of `async.stage.descriptor`).
//!
//! A swizzled stage buffer holds a K-major tile in the layout that TMA
//! writes with `CU_TENSOR_MAP_SWIZZLE_<S>B` and that wgmma reads with
//! swizzle mode S: rows of exactly S bytes (the innermost dimension), in
//! atoms of 8 rows (8 x S bytes: 1024 for 128-byte swizzle) inside which
//! the 16-byte chunks of row r are permuted by XOR with r mod 8 (for
//! S = 128). The hardware applies the permutation to the addresses it
//! computes from the atom's alignment, so every stage starts on an atom.

use crate::{self as ir, Op};
use mlir_sys::*;

/// The swizzle spans `pipeline.create` accepts, in bytes.
pub const SPANS: [i64; 4] = [0, 32, 64, 128];

/// Rows of one swizzle atom.
pub const ATOM_ROWS: u64 = 8;

/// Bytes of a row that one wgmma reads per MMA (its K step): 32 for every
/// dense type (k16 of 16-bit, k8 of tf32, k32 of 8-bit elements).
pub const K_STEP_BYTES: u64 = 32;

/// The swizzle span of a pipeline, in bytes (0: none).
pub fn span(create: Op) -> u64 {
    create.int_attr("swizzle").unwrap_or(0).max(0) as u64
}

/// The alignment a stage buffer of span `span` needs: its atom, 8 rows
/// of the span (1024 B for 128, 512 for 64, 256 for 32); 0 without swizzle.
pub fn atom_bytes(span: u64) -> u64 {
    ATOM_ROWS * span
}

/// The descriptor's 2-bit swizzle mode (bits 62-63) of a span.
pub fn mode(span: u64) -> u64 {
    match span {
        128 => 1,
        64 => 2,
        32 => 3,
        _ => 0,
    }
}

/// The fields of a descriptor that do not depend on the address: the
/// leading-dimension byte offset (bits 16-29; 1 = 16 B, which swizzled
/// K-major layouts do not use), the stride-dimension byte offset (bits
/// 32-45: 8 rows x span, >> 4), base offset 0 (bits 49-51: the stage is
/// atom-aligned) and the swizzle mode (bits 62-63).
pub fn fixed_fields(span: u64) -> u64 {
    let lbo = 1u64;
    let sbo = atom_bytes(span) >> 4;
    (lbo << 16) | (sbo << 32) | (mode(span) << 62)
}

/// The tcgen05 shared-memory descriptor's 3-bit swizzle mode (bits 61-63)
/// of a span: 2 = 128 B, 4 = 64 B, 6 = 32 B, 0 = none.
pub fn tcgen05_mode(span: u64) -> u64 {
    match span {
        128 => 2,
        64 => 4,
        32 => 6,
        _ => 0,
    }
}

/// The fixed fields of the descriptor for `chip`: sm_90a's wgmma matrix
/// descriptor ([`fixed_fields`]), or sm_100a's tcgen05 shared-memory
/// descriptor, which has the same start address, leading- and
/// stride-dimension offsets and base offset, the constant 0b001 in bits
/// 46-48, relative leading-dimension offsets (bit 52 clear) and its own
/// swizzle encoding in bits 61-63 ([`tcgen05_mode`]).
pub fn fixed_fields_for(span: u64, chip: Option<crate::Chip>) -> u64 {
    if chip.is_some_and(|c| c.has_tcgen05()) {
        let lbo = 1u64;
        let sbo = atom_bytes(span) >> 4;
        (lbo << 16) | (sbo << 32) | (1 << 46) | (tcgen05_mode(span) << 61)
    } else {
        fixed_fields(span)
    }
}

/// The descriptor of a K-major swizzled tile whose first row starts at the
/// shared-memory address `address`: its bits 4-17 in bits 0-13, then
/// [`fixed_fields`].
pub fn descriptor(address: u64, span: u64) -> u64 {
    ((address & 0x3_FFFF) >> 4) | fixed_fields(span)
}

/// The shared-memory address (bits 4-17, shifted back) that a descriptor
/// starts at.
pub fn start_address(descriptor: u64) -> u64 {
    (descriptor & 0x3FFF) << 4
}

/// Whether wgmma reads elements of type `element` from shared memory
/// (f16, bf16, tf32 as f32, e4m3, e5m2, s8/u8).
pub fn wgmma_reads(element: MlirType) -> bool {
    let text = ir::type_string(element);
    matches!(
        text.as_str(),
        "f16" | "bf16" | "f32" | "f8E4M3FN" | "f8E5M2" | "i8"
    )
}

/// The swizzle rules of a `pipeline.create`, as an error message: the span
/// is one of [`SPANS`]; with a span, the buffer has rank 2 or more, its
/// innermost dimension is `span` bytes and its rows are a multiple of 8.
pub fn pipeline_error(create: Op) -> Option<String> {
    let value = create.int_attr("swizzle")?;
    if !SPANS.contains(&value) {
        return Some(format!(
            "'swizzle' must be 0, 32, 64 or 128 (bytes), got {value}"
        ));
    }
    let ty = create.type_attr("buffer")?;
    if value == 0 || unsafe { !mlirTypeIsAMemRef(ty) || !mlirShapedTypeHasStaticShape(ty) } {
        return None;
    }
    let text = ir::type_string(ty);
    let rank = unsafe { mlirShapedTypeGetRank(ty) };
    if rank < 2 {
        return Some(format!(
            "a {value}-byte swizzled stage buffer must have rows (rank 2 or more), got {text}"
        ));
    }
    let (inner, rows) = unsafe {
        let inner = mlirShapedTypeGetDimSize(ty, (rank - 1) as isize) as u64;
        let rows: u64 = (0..rank - 1)
            .map(|d| mlirShapedTypeGetDimSize(ty, d as isize) as u64)
            .product();
        (inner, rows)
    };
    let bits = element_bits(ty)?;
    let row_bytes = inner * bits / 8;
    if row_bytes != value as u64 {
        return Some(format!(
            "the rows of a {value}-byte swizzled stage buffer must be exactly {value} bytes (the span: TMA boxes and wgmma's K-major layout have rows of one span), got {row_bytes} bytes in {text}"
        ));
    }
    if rows % ATOM_ROWS != 0 {
        return Some(format!(
            "a {value}-byte swizzled stage buffer must have a multiple of 8 rows (a swizzle atom is 8 rows), got {rows} in {text}"
        ));
    }
    None
}

pub use crate::shapes::element_bits;

/// Rows (each one span of the MN dimension) that one K step of an
/// MN-major operand takes: 16, for the 16-bit types, the only ones wgmma
/// reads MN-major.
pub const MN_K_STEP_ROWS: u64 = 16;

/// Whether `async.stage.descriptor` `op` describes an MN-major
/// (transposed) tile: `major = "mn"`.
pub fn mn_major(op: Op) -> bool {
    op.str_attr("major").as_deref() == Some("mn")
}

/// The rows of one MN block of a swizzled stage buffer of type `ty`: the
/// rows of one slice of its outermost dimension when it has rank 3 or
/// more (a `2 x 64 x 64` bf16 stage: two blocks of 64 K rows, the MN
/// columns 0-63 and 64-127), else all its rows.
pub fn block_rows(ty: MlirType) -> u64 {
    unsafe {
        let rank = mlirShapedTypeGetRank(ty);
        let from = if rank >= 3 { 1 } else { 0 };
        (from..rank - 1)
            .map(|d| mlirShapedTypeGetDimSize(ty, d as isize).max(0) as u64)
            .product()
    }
}

/// The rows of one span of a stage buffer: the product of every dimension
/// but the innermost.
pub fn tile_rows(ty: MlirType) -> u64 {
    unsafe {
        let rank = mlirShapedTypeGetRank(ty);
        (0..rank - 1)
            .map(|d| mlirShapedTypeGetDimSize(ty, d as isize).max(0) as u64)
            .product()
    }
}

/// The fields of an MN-major swizzled tile's wgmma descriptor that do not
/// depend on the address: the leading-dimension byte offset (bits 16-29:
/// from one span-wide block of MN columns to the next, `block_bytes`), the
/// stride-dimension byte offset (bits 32-45: from 8 K rows to the next 8,
/// one atom), base offset 0 and the swizzle mode.
pub fn mn_fixed_fields(span: u64, block_bytes: u64) -> u64 {
    ((block_bytes >> 4) << 16) | ((atom_bytes(span) >> 4) << 32) | (mode(span) << 62)
}

/// The rules of an `async.stage.descriptor`, as an error message: its
/// pipeline is swizzled, its element type is one wgmma reads, a constant
/// `k_block` is below `span / 32`.
pub fn descriptor_error(op: Op, create: Op) -> Option<String> {
    let name = create.str_attr("name").unwrap_or_default();
    let span = span(create);
    if span == 0 {
        return Some(format!(
            "pipeline '{name}' has no 'swizzle': a wgmma descriptor describes a swizzled K-major tile (swizzle = 32, 64 or 128 on async.pipeline.create)"
        ));
    }
    let Some(ty) = create.type_attr("buffer") else {
        return Some(format!(
            "pipeline '{name}' has no 'buffer': there is no shared-memory tile to describe"
        ));
    };
    let element = unsafe { mlirShapedTypeGetElementType(ty) };
    if !wgmma_reads(element) {
        return Some(format!(
            "wgmma cannot read elements of type {} from shared memory (f16, bf16, f32 as tf32, f8E4M3FN, f8E5M2 or i8)",
            ir::type_string(element)
        ));
    }
    let mn = match op.str_attr("major").as_deref() {
        None | Some("k") => false,
        Some("mn") => true,
        Some(other) => {
            return Some(format!(
                "'major' must be \"k\" (K-major, the default) or \"mn\" (MN-major: the tile's rows run along K), got \"{other}\""
            ))
        }
    };
    let bits = element_bits(ty).unwrap_or(0);
    if mn && bits != 16 {
        return Some(format!(
            "wgmma reads only 16-bit elements (f16, bf16) MN-major, got {}",
            ir::type_string(element)
        ));
    }
    let blocks = if mn {
        block_rows(ty) / MN_K_STEP_ROWS
    } else {
        span / K_STEP_BYTES
    };
    if op.num_operands() > 4 {
        return Some(format!(
            "expected at most 2 offsets (k_block, row), got {}",
            op.num_operands() - 2
        ));
    }
    if op.num_operands() > 3 {
        // K-major: the rows of the whole stage (every dimension but the
        // span's); MN-major: the K rows of one block.
        let rows = if mn { block_rows(ty) } else { tile_rows(ty) } as i64;
        if let Some(r) = ir::constant_int(op.operand(3)) {
            if r < 0 || r % ATOM_ROWS as i64 != 0 || r >= rows {
                return Some(format!(
                    "'row' is {r}, but a tile starts on a swizzle atom (a multiple of {ATOM_ROWS} rows) inside the stage buffer's {rows} rows"
                ));
            }
        }
    }
    if op.num_operands() > 2 {
        if let Some(k) = ir::constant_int(op.operand(2)) {
            if k < 0 || k as u64 >= blocks {
                return Some(if mn {
                    format!(
                        "'k_block' is {k}, but an MN-major block of {} rows holds {blocks} K step{} of {MN_K_STEP_ROWS} rows",
                        block_rows(ty),
                        if blocks == 1 { "" } else { "s" }
                    )
                } else {
                    format!(
                        "'k_block' is {k}, but a {span}-byte row holds {blocks} K slice{} of {K_STEP_BYTES} bytes",
                        if blocks == 1 { "" } else { "s" }
                    )
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_match_the_ptx_layout() {
        // 128-byte swizzle: LBO 1, SBO 1024 >> 4 = 64, mode 1.
        assert_eq!(fixed_fields(128), (1 << 16) | (64 << 32) | (1 << 62));
        assert_eq!(fixed_fields(64), (1 << 16) | (32 << 32) | (2 << 62));
        assert_eq!(fixed_fields(32), (1 << 16) | (16 << 32) | (3 << 62));
        let sm100 = Some(crate::Chip::Sm100a);
        assert_eq!(
            fixed_fields_for(128, sm100),
            (1 << 16) | (64 << 32) | (1 << 46) | (2 << 61)
        );
        assert_eq!(fixed_fields_for(64, sm100) >> 61, 4);
        assert_eq!(fixed_fields_for(32, sm100) >> 61, 6);
        assert_eq!(fixed_fields_for(128, None), fixed_fields(128));
        // MN-major: LBO the block (8192 >> 4), SBO the atom, mode 1.
        assert_eq!(
            mn_fixed_fields(128, 8192),
            (512 << 16) | (64 << 32) | (1 << 62)
        );
        assert_eq!(descriptor(0x400, 128) & 0x3FFF, 0x40);
        assert_eq!(start_address(descriptor(0x1_2340, 128)), 0x1_2340);
        // Bits 4-17 only: the window of shared memory.
        assert_eq!(descriptor(0x4_0010, 64) & 0x3FFF, 1);
    }
}
