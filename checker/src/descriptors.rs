//! The bytes a wgmma reads through its descriptors lie in one stage
//! buffer.
//!
//! A wgmma's shared-memory operand is a K-major tile of `rows` rows (64 for
//! A, the shape's `n` for B) of one 32-byte K slice each (16 bf16 or f16,
//! 8 tf32, 32 fp8: every wgmma K step is 32 bytes wide), in the swizzled
//! layout its descriptor names: rows `swizzle` bytes apart in atoms of 8,
//! atoms `SBO` bytes apart. From the descriptor's start address, it reads
//! `[start, start + (rows / 8 - 1) * SBO + 7 * swizzle + 32)`. A K-slice
//! index one step too far moves the start past the slice's row, and the
//! last rows read lie past the stage buffer, in a slot the producer may be
//! refilling.
//!
//! Expects the traces' [`crate::mma_release::WgmmaMark`]s (descriptors the
//! simulation evaluated, arena-relative) and the stage buffers that
//! `async-insert-phases` records on each pipeline's `empty` array
//! (`buffers`, `buffer_stride`). Reports, at the wgmma, an operand that
//! starts in a stage buffer and ends past it. Descriptors that are not
//! evaluated, not swizzled, or start outside every recorded stage buffer
//! are not followed (the MN-major layouts as well: only K-major operands
//! are read by this rule).

use crate::mma_release::{released, Wgmma};
use crate::simt::WarpTrace;
use phaselock_passes::ir::{self, Op};
use phaselock_passes::swizzle::start_address;
use std::collections::HashSet;

/// The bytes `[lo, hi)` that a K-major operand of `rows` rows reads
/// through `descriptor`, when its layout is swizzled.
pub fn footprint(descriptor: u64, rows: u64) -> Option<(u64, u64)> {
    let span = match descriptor >> 62 {
        1 => 128,
        2 => 64,
        3 => 32,
        _ => return None,
    };
    let sbo = ((descriptor >> 32) & 0x3FFF) << 4;
    let start = start_address(descriptor);
    let atoms = rows.div_ceil(8).max(1);
    Some((start, start + (atoms - 1) * sbo + 7 * span + 32))
}

/// The rows of the operands of `mma` (A, B): 64 and the shape's `n`, when
/// each is K-major.
pub(crate) fn operand_rows(mma: Op) -> [Option<u64>; 2] {
    let shape = mma.attr("shape").map(ir::attr_string).unwrap_or_default();
    let n = shape
        .split("n = ")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|t| t.parse::<u64>().ok());
    let k_major = |attr: &str, major: &str| {
        mma.attr(attr)
            .map(ir::attr_string)
            .is_some_and(|l| l.contains(major))
    };
    [
        k_major("layoutA", "row").then_some(64),
        n.filter(|_| k_major("layoutB", "col")),
    ]
}

/// Runs the rule on every warp's trace; reports each wgmma once. `false`
/// if any.
pub fn check(allocs: &[Op], traces: &[WarpTrace]) -> bool {
    let mut buffers: Vec<(Op, i64, u64, u64)> = Vec::new();
    for alloc in allocs {
        let size = alloc.int_attr("size").unwrap_or(0);
        for i in 0..size.min(64) {
            if let Some((lo, hi)) = released(*alloc, i) {
                buffers.push((*alloc, i, lo, hi));
            }
        }
    }
    if buffers.is_empty() {
        return true;
    }
    let mut seen = HashSet::new();
    let mut ok = true;
    for mark in traces.iter().flat_map(|t| t.wgmma.iter()) {
        let Wgmma::Mma(descriptors) = mark.kind else {
            continue;
        };
        let rows = operand_rows(mark.op);
        for (which, (d, r)) in ["A", "B"].iter().zip(descriptors.iter().zip(rows)) {
            let (Some(d), Some(r)) = (d, r) else {
                continue;
            };
            let Some((lo, hi)) = footprint(*d, r) else {
                continue;
            };
            let Some((alloc, slot, blo, bhi)) = buffers.iter().find(|b| (b.2..b.3).contains(&lo))
            else {
                continue;
            };
            if hi > *bhi && seen.insert(mark.op.0.ptr as usize) {
                let name = alloc.str_attr("name").unwrap_or_default();
                let ring = name.strip_suffix(".empty").unwrap_or(&name);
                mark.op.error(&format!(
                    "this wgmma's {which} operand reads bytes {lo}..{hi} of the arena, {} past the end of the stage buffer {blo}..{bhi} of '{ring}' (slot {slot}): the rows past it lie in another slot, which the producer may be refilling (a K-slice index past the stage's last?)",
                    hi - bhi
                ));
                ok = false;
            }
        }
    }
    ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use phaselock_passes::swizzle::descriptor;

    #[test]
    fn footprint_of_a_swizzled_tile() {
        // 64 rows of 128-byte swizzle: 8 atoms of 1024 bytes.
        let d = descriptor(4096, 128);
        assert_eq!(
            footprint(d, 64),
            Some((4096, 4096 + 7 * 1024 + 7 * 128 + 32))
        );
        // The last K slice of the row (96..128) stays in the tile.
        let (_, hi) = footprint(descriptor(96, 128), 64).expect("swizzled");
        assert!(hi <= 8192);
        // One slice further reads past it.
        let (_, hi) = footprint(descriptor(128, 128), 64).expect("swizzled");
        assert!(hi > 8192);
    }
}
