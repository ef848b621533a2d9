//! The bytes a wgmma or a tcgen05.mma reads through its descriptors lie
//! in one stage buffer.
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
//! Expects the traces' [`crate::simt::wgmma::WgmmaMark`]s (descriptors the
//! simulation evaluated, arena-relative) and the stage buffers that
//! `async-insert-phases` records on each pipeline's `empty` array
//! (`buffers`, `buffer_stride`). Reports, at the wgmma, an operand that
//! starts in a stage buffer and ends past it. Descriptors that are not
//! evaluated, not swizzled, or start outside every recorded stage buffer
//! are not followed.
//!
//! A `tcgen05.mma` whose shared-memory bytes the simulation does not know
//! (another kind than f16, a pair of CTAs, an MN-major or unswizzled
//! operand, a descriptor it cannot evaluate, inline assembly) is a warning
//! once per kernel ([`unread_tcgen05`]), where the kernel has stage
//! buffers.
//!
//! An MN-major (transposed) 16-bit operand (`major = "mn"` descriptors,
//! A `col`, B `row`) reads one K step of 16 rows, in two atoms of 8 rows the
//! stride-dimension offset apart, for each block of `span` bytes of its M
//! or N extent, the blocks the leading-dimension offset apart:
//! `[start, start + (blocks - 1) * LBO + SBO + 8 * swizzle)`.

use crate::maps::HashSet;
use crate::mma_release::released;
use crate::simt::footprint::read_by;
use crate::simt::{wgmma::Wgmma, WarpTrace};
use phaselock_ir::Op;

/// The shared-memory bytes every wgmma and tcgen05.mma of `traces` reads
/// through its descriptors: the op, "A" or "B", the arena-relative range.
pub(crate) fn operand_reads(traces: &[WarpTrace]) -> Vec<(Op, &'static str, (u64, u64))> {
    let mut out = Vec::new();
    for t in traces {
        for mark in &t.wgmma {
            let Wgmma::Mma(descriptors) = mark.kind else {
                continue;
            };
            let layouts = crate::simt::kernel::layouts(mark.op);
            for (which, (d, l)) in ["A", "B"].into_iter().zip(descriptors.iter().zip(layouts)) {
                if let Some(range) = d.zip(l).and_then(|(d, l)| read_by(d, l)) {
                    out.push((mark.op, which, range));
                }
            }
        }
        for read in &t.tcgen05 {
            for (which, range) in ["A", "B"].into_iter().zip(read.reads) {
                if let Some(range) = range {
                    out.push((read.op, which, range));
                }
            }
        }
    }
    out
}

/// "wgmma" or "tcgen05.mma", as diagnostics name the op.
pub(crate) fn mma_name(op: Op) -> &'static str {
    if op.name() == "nvvm.tcgen05.mma" {
        "tcgen05.mma"
    } else {
        "wgmma"
    }
}

/// The stage buffers `async-insert-phases` recorded: the `empty` array,
/// the slot, the arena-relative range.
fn stage_buffers(allocs: &[Op]) -> Vec<(Op, i64, u64, u64)> {
    let mut buffers = Vec::new();
    for alloc in allocs {
        let size = alloc.int_attr("size").unwrap_or(0);
        for i in 0..size.min(64) {
            if let Some((lo, hi)) = released(*alloc, i) {
                buffers.push((*alloc, i, lo, hi));
            }
        }
    }
    buffers
}

/// A `tcgen05.mma` of a kernel with stage buffers whose shared-memory
/// bytes the traces do not know, and why: its byte ranges go unchecked
/// (a warning, once per kernel).
pub(crate) fn unread_tcgen05(allocs: &[Op], traces: &[WarpTrace]) -> Option<(Op, &'static str)> {
    let read = traces
        .iter()
        .flat_map(|t| t.tcgen05.iter())
        .find_map(|r| r.unread.map(|why| (r.op, why)))?;
    (!stage_buffers(allocs).is_empty()).then_some(read)
}

/// Runs the rule on every warp's trace; reports each wgmma and
/// tcgen05.mma once. `false` if any.
pub fn check(allocs: &[Op], traces: &[WarpTrace]) -> bool {
    let buffers = stage_buffers(allocs);
    if buffers.is_empty() {
        return true;
    }
    let mut seen = HashSet::default();
    let mut ok = true;
    for (op, which, (lo, hi)) in operand_reads(traces) {
        let Some((alloc, slot, blo, bhi)) = buffers.iter().find(|b| (b.2..b.3).contains(&lo))
        else {
            continue;
        };
        if hi > *bhi && seen.insert(op.0.ptr as usize) {
            let name = alloc.str_attr("name").unwrap_or_default();
            let ring = name.strip_suffix(".empty").unwrap_or(&name);
            op.error(&format!(
                "this {}'s {which} operand reads bytes {lo}..{hi} of the arena, {} past the end of the stage buffer {blo}..{bhi} of '{ring}' (slot {slot}): the rows past it lie in another slot, which the producer may be refilling (a K-slice index past the stage's last?)",
                mma_name(op),
                hi - bhi
            ));
            ok = false;
        }
    }
    ok
}
