//! The shared-memory bytes an MMA reads through its descriptors: the
//! footprint of a K-major or MN-major (transposed) operand in the swizzled
//! layout its wgmma or tcgen05 descriptor names, and the operand layouts
//! of an MMA op. The simulation logs these reads ([`super::memory`]) and
//! records those of each `tcgen05.mma` ([`Tcgen05Read`]); the descriptor
//! rule ([`crate::descriptors`]) and the coverage rule
//! ([`crate::coverage`]) check them against the stage buffers.

use super::wgmma::register_a;
use phaselock_ir::swizzle::start_address;
use phaselock_ir::{self as ir, Op, OpKind};

/// The bytes `[lo, hi)` that a K-major operand of `rows` rows reads
/// through `descriptor`, when its layout is swizzled.
pub fn footprint(descriptor: u64, rows: u64) -> Option<(u64, u64)> {
    let span = match descriptor >> 62 {
        1 => 128,
        2 => 64,
        3 => 32,
        _ => return None,
    };
    swizzled_footprint(descriptor, span, rows)
}

/// The bytes of a K-major tile of `rows` rows in atoms of 8 rows `span`
/// bytes apart, the atoms the descriptor's stride-dimension offset apart,
/// from its start address: one 32-byte K slice of every row.
fn swizzled_footprint(descriptor: u64, span: u64, rows: u64) -> Option<(u64, u64)> {
    let sbo = ((descriptor >> 32) & 0x3FFF) << 4;
    let start = start_address(descriptor);
    let atoms = rows.div_ceil(8).max(1);
    let span_bytes = (atoms - 1).checked_mul(sbo)?.checked_add(7 * span + 32)?;
    Some((start, start.checked_add(span_bytes)?))
}

/// The bytes `[lo, hi)` that a K-major operand of `rows` rows reads
/// through a tcgen05 shared-memory descriptor (sm_100a's layout: the same
/// start address and stride-dimension offset as wgmma's, its swizzle mode
/// in bits 61-63: 2 = 128 B, 4 = 64 B, 6 = 32 B), when it is swizzled. A
/// K step of kind f16 is 16 elements, 32 bytes, as wgmma's.
pub fn tcgen05_footprint(descriptor: u64, rows: u64) -> Option<(u64, u64)> {
    let span = match descriptor >> 61 {
        2 => 128,
        4 => 64,
        6 => 32,
        _ => return None,
    };
    swizzled_footprint(descriptor, span, rows)
}

/// What one `tcgen05.mma` reads from shared memory: the bytes of its A
/// and B operands (`None`: from tensor memory, or not known).
#[derive(Debug, Clone, Copy)]
pub struct Tcgen05Read {
    /// The op.
    pub op: Op,
    /// A's and B's bytes, arena-relative.
    pub reads: [Option<(u64, u64)>; 2],
    /// Why the bytes of an operand read from shared memory are not known
    /// (`None`: every such operand's are).
    pub unread: Option<&'static str>,
}

/// The reads of `nvvm.tcgen05.mma` `op`, with `value(i)` operand `i`'s
/// value (the descriptors are operands 1 and 2, the instruction descriptor
/// operand 3: M / 16 in bits 24-28, N / 8 in bits 17-22, A and B K-major
/// when bits 15 and 16 are clear). Followed: kind f16 in a group of one
/// CTA, K-major swizzled operands; what is not says why in `unread`.
pub fn tcgen05_read(op: Op, value: impl Fn(usize) -> Option<i64>) -> Option<Tcgen05Read> {
    if op.num_operands() < 4 {
        return None;
    }
    let kind = op.attr("kind").map(ir::attr_string).unwrap_or_default();
    let group = op.attr("ctaGroup").map(ir::attr_string).unwrap_or_default();
    let unread = |why| {
        Some(Tcgen05Read {
            op,
            reads: [None, None],
            unread: Some(why),
        })
    };
    if !kind.contains("f16") {
        return unread("its kind is not f16, the one whose K slices the rule reads");
    }
    if group.contains("cta_2") {
        return unread("it is issued for a pair of CTAs");
    }
    let Some(idesc) = value(3) else {
        return unread("the simulation cannot evaluate its instruction descriptor");
    };
    let idesc = idesc as u64;
    let m = ((idesc >> 24) & 0x1F) << 4;
    let n = ((idesc >> 17) & 0x3F) << 3;
    let mut read = Tcgen05Read {
        op,
        reads: [None, None],
        unread: None,
    };
    for (slot, (i, rows, major_bit)) in [(1, m, 15), (2, n, 16)].into_iter().enumerate() {
        // A from tensor memory (the TS form) reads no shared memory.
        if ir::type_string(ir::value_type(op.operand(i))) != "i64" {
            continue;
        }
        let bytes = if idesc & (1 << major_bit) != 0 {
            Err("an operand is MN-major")
        } else if rows == 0 {
            Err("its instruction descriptor gives no rows")
        } else {
            value(i)
                .ok_or("the simulation cannot evaluate a shared-memory descriptor")
                .and_then(|d| tcgen05_footprint(d as u64, rows).ok_or("an operand is not swizzled"))
        };
        match bytes {
            Ok(range) => read.reads[slot] = Some(range),
            Err(why) => read.unread = read.unread.or(Some(why)),
        }
    }
    Some(read)
}

/// What a `tcgen05.mma` written as inline assembly reads: not known.
pub fn tcgen05_asm_read(op: Op) -> Tcgen05Read {
    Tcgen05Read {
        op,
        reads: [None, None],
        unread: Some("it is inline assembly, whose operands the simulation does not read"),
    }
}

/// The bytes `[lo, hi)` that an MN-major operand of `mn` 16-bit elements
/// along M or N reads through `descriptor` in one K step (16 rows of the
/// span, two atoms of 8 rows the stride-dimension offset apart), when its
/// layout is swizzled: `ceil(2 mn / span)` blocks of MN columns, the
/// leading-dimension offset apart.
pub fn mn_footprint(descriptor: u64, mn: u64) -> Option<(u64, u64)> {
    let span = match descriptor >> 62 {
        1 => 128,
        2 => 64,
        3 => 32,
        _ => return None,
    };
    let lbo = ((descriptor >> 16) & 0x3FFF) << 4;
    let sbo = ((descriptor >> 32) & 0x3FFF) << 4;
    let start = start_address(descriptor);
    let blocks = (2 * mn).div_ceil(span).max(1);
    let bytes = (blocks - 1)
        .checked_mul(lbo)?
        .checked_add(sbo)?
        .checked_add(8 * span)?;
    Some((start, start.checked_add(bytes)?))
}

/// How `mma` reads an operand from shared memory: K-major rows, or the
/// elements along M or N of an MN-major (transposed) tile.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Layout {
    /// K-major, this many rows.
    K(u64),
    /// MN-major, this many elements along M or N.
    Mn(u64),
}

/// The bytes `[lo, hi)` an operand of `layout` reads through `descriptor`.
pub(crate) fn read_by(descriptor: u64, layout: Layout) -> Option<(u64, u64)> {
    match layout {
        Layout::K(rows) => footprint(descriptor, rows),
        Layout::Mn(mn) => mn_footprint(descriptor, mn),
    }
}

/// The layouts of the operands of `mma` (A, B): 64 rows and the shape's
/// `n`, K-major (A `row`, B `col`) or MN-major (A `col`, B `row`).
pub(crate) fn operand_layouts(mma: Op) -> [Option<Layout>; 2] {
    if mma.kind() == Some(OpKind::WarpgroupMma) {
        return warpgroup_layouts(mma);
    }
    let layout = |attr: &str, k: &str| mma.attr(attr).map(ir::attr_string).map(|l| l.contains(k));
    let n = shape_n(mma);
    [
        layout("layoutA", "row").map(|k| if k { Layout::K(64) } else { Layout::Mn(64) }),
        layout("layoutB", "col").and_then(|k| n.map(if k { Layout::K } else { Layout::Mn })),
    ]
}

/// The layouts of an `async.warpgroup.mma`: N is twice the accumulator's
/// length; `a_major`/`b_major` say which tiles are MN-major; A from
/// registers reads no shared memory.
fn warpgroup_layouts(mma: Op) -> [Option<Layout>; 2] {
    let n = ir::vector_len(ir::value_type(mma.operand(0))).map(|l| 2 * l.max(0) as u64);
    let mn = |key: &str| mma.str_attr(key).as_deref() == Some("mn");
    let a = (!register_a(mma)).then(|| {
        if mn("a_major") {
            Layout::Mn(64)
        } else {
            Layout::K(64)
        }
    });
    let b = n.map(|n| {
        if mn("b_major") {
            Layout::Mn(n)
        } else {
            Layout::K(n)
        }
    });
    [a, b]
}

/// The shape's `n` of a wgmma.
fn shape_n(mma: Op) -> Option<u64> {
    let shape = mma.attr("shape").map(ir::attr_string).unwrap_or_default();
    shape
        .split("n = ")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|t| t.parse::<u64>().ok())
}

/// The arena byte ranges a wgmma `op` with `descriptors` (A's, B's) reads
/// (the hulls of [`footprint`] and [`mn_footprint`]).
pub(crate) fn wgmma_reads(op: Op, descriptors: [Option<u64>; 2]) -> Vec<(u64, u64)> {
    descriptors
        .iter()
        .zip(super::kernel::layouts(op))
        .filter_map(|(d, l)| d.zip(l).and_then(|(d, l)| read_by(d, l)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use phaselock_ir::swizzle::descriptor;

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

    #[test]
    fn footprint_of_an_mn_major_tile() {
        // 64 K rows of 128 bytes per block of 64 bf16 columns, blocks 8192
        // bytes apart: one K step reads 16 rows (2048 bytes) of each block.
        let fields = phaselock_ir::swizzle::mn_fixed_fields(128, 8192);
        let at = |address: u64| ((address & 0x3_FFFF) >> 4) | fields;
        assert_eq!(mn_footprint(at(4096), 64), Some((4096, 4096 + 2048)));
        assert_eq!(
            mn_footprint(at(4096), 128),
            Some((4096, 4096 + 8192 + 2048))
        );
        // The last K step of a 64-row block stays in it; one more does not.
        assert_eq!(mn_footprint(at(3 * 2048), 64).map(|r| r.1), Some(8192));
        assert!(mn_footprint(at(4 * 2048), 64).is_some_and(|r| r.1 > 8192));
    }
}
