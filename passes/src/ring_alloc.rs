//! `async-ring-alloc`: places every pipeline ring and every barrier array of
//! a kernel in one shared-memory arena.
//!
//! Expects: a module that passed `async-verify`.
//!
//! Guarantees, for every `gpu.func` with something to place:
//! - one `memref.global` named `__async_arena_<kernel>` in the kernel's
//!   `gpu.module`, `memref<B x i8, 3>`, aligned to the largest alignment
//!   of its groups (at least 128 bytes);
//! - barrier groups first, each 8-byte aligned: for every
//!   `async.pipeline.create` its `full[N]` then its `empty[N]` (attribute
//!   `barrier_offset` = the offset of `full`, `empty` follows at `+ 8 N`), and
//!   for every `async.barrier.alloc` its `size` barriers plus 8 bytes when it
//!   has a `counter` (attribute `offset`);
//! - then the stage buffers of each pipeline (attribute `offset`), every
//!   stage at a multiple of the buffer's alignment: 128 bytes, or the
//!   element size when larger; stage `s` lies at `offset + s * stride`, the
//!   stride being the buffer size rounded up to that alignment; a ring
//!   with `swizzle` S is aligned to its swizzle atom, 8 x S bytes (1024
//!   for 128-byte swizzle, 512 for 64, 256 for 32), and the report shows
//!   the span and the alignment;
//! - the arena fits in the chip's shared memory (227 KiB on sm_90a and
//!   sm_100a); otherwise an error at the kernel names the largest users.
//!
//! - an arena of at most 48 KiB is static shared memory
//!   (`memref<B x i8, 3>`, nothing to do at launch); a larger one is
//!   dynamic shared memory (a public `memref<0 x i8, 3>`, PTX `.extern
//!   .shared`). Either way the module gets the public constant
//!   `__async_dynamic_shared_bytes_<kernel>` (an `i32`, PTX `.const`): B for
//!   a dynamic arena, 0 for a static one. A launcher reads it with
//!   `cuModuleGetGlobal`, raises the kernel's
//!   `MAX_DYNAMIC_SHARED_SIZE_BYTES` to it and launches with that many
//!   bytes of dynamic shared memory.
//!
//! Ops that already carry an offset are left alone, so running the pass
//! twice changes nothing. With `print-layout` (driver:
//! `--async-print-layout`) the pass prints each group's offset and bytes to
//! stderr.

use crate::{
    builder::Builder,
    ir::memory::{arena_symbol, shared_globals},
    ir::{Op, OpKind},
    shapes::memref_bytes,
    target::{Chip, SHARED_MEMORY_LIMIT},
    PassOptions,
};

/// Alignment of mbarrier groups.
pub const BARRIER_ALIGN: u64 = 8;
/// Least alignment of a stage buffer.
pub const STAGE_ALIGN: u64 = 128;
/// The most static shared memory a kernel may declare.
pub const STATIC_SHARED_LIMIT: u64 = 48 * 1024;

/// The symbol of the dynamic shared-memory size of a kernel.
pub fn dynamic_bytes_symbol(func: Op) -> String {
    format!(
        "__async_dynamic_shared_bytes_{}",
        func.str_attr("sym_name").unwrap_or_default()
    )
}

/// One placed group of the arena.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// Name shown in the report, e.g. `ring.full`.
    pub name: String,
    /// What the group holds, e.g. `4 barriers` or `3 stages x 4096 B`.
    pub kind: String,
    /// Offset in the arena.
    pub offset: u64,
    /// Size in bytes.
    pub bytes: u64,
}

/// Stage alignment and stride of a pipeline's buffer type (a swizzled
/// ring's stages are aligned to their swizzle atom).
pub fn stage_stride(create: Op) -> Option<(u64, u64)> {
    // A pipeline of barriers only (its stages' data lives elsewhere, e.g.
    // tensor memory) takes no shared memory.
    let Some(ty) = create.type_attr("buffer") else {
        return Some((STAGE_ALIGN, 0));
    };
    let (bytes, _) = memref_bytes(ty).ok()?;
    let element = unsafe { mlir_sys::mlirShapedTypeGetElementType(ty) };
    let element_bytes = unsafe {
        if mlir_sys::mlirTypeIsAInteger(element) {
            mlir_sys::mlirIntegerTypeGetWidth(element) as u64 / 8
        } else {
            mlir_sys::mlirFloatTypeGetWidth(element) as u64 / 8
        }
    };
    let align = STAGE_ALIGN
        .max(element_bytes.next_power_of_two())
        .max(crate::swizzle::atom_bytes(crate::swizzle::span(create)));
    Some((align, bytes.div_ceil(align) * align))
}

/// What a ring's stage group holds, for the layout report: the stages and
/// their stride, and for a swizzled ring the span and the alignment.
fn stages_text(create: Op, stages: u64, stride: u64, align: u64) -> String {
    match crate::swizzle::span(create) {
        0 => format!("{stages} stages x {stride} B"),
        span => format!("{stages} stages x {stride} B, swizzle {span} B, align {align}"),
    }
}

fn round_up(x: u64, align: u64) -> u64 {
    x.div_ceil(align) * align
}

/// The options of `async-ring-alloc`.
pub const OPTIONS: &[crate::PassOption] = &[crate::PassOption {
    key: "print-layout",
    help: "print each kernel's arena layout to stderr (true or false)",
    check: crate::check_flag,
}];

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    // The hardware limits this pass relies on (also checked by the pipeline).
    if !crate::limits::guard(module) {
        return false;
    }
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    let existing = shared_globals(module);
    let mut ok = true;
    for func in funcs {
        ok &= place(func, options, &existing);
    }
    ok
}

/// The arena's groups as they are placed, and where each op's offset goes.
struct Layout {
    groups: Vec<Group>,
    /// The op, the attribute that gets the offset, and the offset.
    placements: Vec<(Op, &'static str, u64)>,
    /// The end of the last group placed.
    at: u64,
    /// The largest alignment of the groups.
    align: u64,
}

/// Places the pipelines and barrier arrays of `func` that have no offset
/// yet in one arena and declares it; `false` after an error.
fn place(
    func: Op,
    options: &PassOptions,
    existing: &std::collections::HashMap<String, String>,
) -> bool {
    let ops = unplaced(func);
    if ops.is_empty() {
        return true;
    }
    let symbol = arena_symbol(func);
    let exists = existing.contains_key(&symbol);
    if exists {
        func.error(&format!(
            "kernel already has the arena @{symbol}; async-ring-alloc places all of a kernel's groups at once"
        ));
        return false;
    }
    let mut layout = place_barriers(&ops);
    if !place_stages(&ops, &mut layout) {
        return false;
    }
    let total = round_up(layout.at, BARRIER_ALIGN);
    let chip = options.chip_of(func);
    let limit = chip.map_or(SHARED_MEMORY_LIMIT, Chip::shared_memory_limit);
    let kernel = func.str_attr("sym_name").unwrap_or_default();
    if options.flag("print-layout") {
        print_layout(&layout, &kernel, &symbol, (total, limit));
    }
    if total > limit {
        report_overflow(func, &layout.groups, &kernel, (total, limit), chip);
        return false;
    }
    for (op, attr, offset) in layout.placements {
        let b = Builder::before(op);
        op.set_attr(attr, b.attr(&format!("{offset} : i64")));
    }
    declare_arena(func, &symbol, total, layout.align);
    true
}

/// The pipelines and barrier arrays of `func` that have no offset yet.
fn unplaced(func: Op) -> Vec<Op> {
    func.descendants()
        .into_iter()
        .filter(|op| {
            matches!(
                op.kind(),
                Some(OpKind::PipelineCreate | OpKind::BarrierAlloc)
            ) && op.attr("offset").is_none()
        })
        .collect()
}

/// The barrier groups, in the order of `ops`, from offset 0: each
/// pipeline's `full` and `empty` arrays, each barrier array with its
/// counter.
fn place_barriers(ops: &[Op]) -> Layout {
    let mut groups = Vec::new();
    let mut at = 0u64;
    let mut placements: Vec<(Op, &'static str, u64)> = Vec::new();
    for &op in ops {
        let name = op.str_attr("name").unwrap_or_default();
        if op.kind() == Some(OpKind::PipelineCreate) {
            let stages = crate::ir::Pipeline(op).stages() as u64;
            for half in ["full", "empty"] {
                groups.push(Group {
                    name: format!("{name}.{half}"),
                    kind: format!("{stages} barriers"),
                    offset: at,
                    bytes: 8 * stages,
                });
                if half == "full" {
                    placements.push((op, "barrier_offset", at));
                }
                at += 8 * stages;
            }
        } else {
            let size = op.int_attr("size").unwrap_or(1).max(1) as u64;
            let counter = op.attr("counter").is_some();
            let bytes = 8 * size + if counter { 8 } else { 0 };
            groups.push(Group {
                name,
                kind: if counter {
                    format!("{size} barriers + counter")
                } else {
                    format!("{size} barriers")
                },
                offset: at,
                bytes,
            });
            placements.push((op, "offset", at));
            at += bytes;
        }
    }
    Layout {
        groups,
        placements,
        at,
        align: STAGE_ALIGN,
    }
}

/// The stage buffers of each pipeline of `ops`, after the barriers, each
/// ring at its alignment; `false` after an error.
fn place_stages(ops: &[Op], layout: &mut Layout) -> bool {
    for &op in ops
        .iter()
        .filter(|op| op.kind() == Some(OpKind::PipelineCreate))
    {
        let Some((align, stride)) = stage_stride(op) else {
            op.error("stage 'buffer' must be a statically shaped memref of integers or floats");
            return false;
        };
        layout.align = layout.align.max(align);
        let stages = crate::ir::Pipeline(op).stages() as u64;
        layout.at = round_up(layout.at, align);
        layout.groups.push(Group {
            name: format!("{}.stages", op.str_attr("name").unwrap_or_default()),
            kind: stages_text(op, stages, stride, align),
            offset: layout.at,
            bytes: stages * stride,
        });
        layout.placements.push((op, "offset", layout.at));
        layout.at += stages * stride;
    }
    true
}

/// Prints the arena's layout to stderr (`print-layout`).
fn print_layout(layout: &Layout, kernel: &str, symbol: &str, (total, limit): (u64, u64)) {
    let arena_align = layout.align;
    eprintln!(
        "async-ring-alloc: kernel @{kernel}: arena @{symbol}, {total} bytes of {limit}, aligned to {arena_align}"
    );
    eprintln!(
        "  {:<24} {:<48} {:>8} {:>8}",
        "group", "holds", "offset", "bytes"
    );
    for g in &layout.groups {
        eprintln!(
            "  {:<24} {:<48} {:>8} {:>8}",
            g.name, g.kind, g.offset, g.bytes
        );
    }
}

/// Reports an arena larger than the chip's shared memory at the kernel,
/// naming its three largest groups.
fn report_overflow(
    func: Op,
    groups: &[Group],
    kernel: &str,
    (total, limit): (u64, u64),
    chip: Option<Chip>,
) {
    let mut largest = groups.to_vec();
    largest.sort_by_key(|g| std::cmp::Reverse(g.bytes));
    let names = largest
        .iter()
        .take(3)
        .map(|g| format!("'{}' ({} bytes)", g.name, g.bytes))
        .collect::<Vec<_>>()
        .join(", ");
    func.error(&format!(
        "the shared-memory arena of kernel @{kernel} needs {total} bytes, more than the {limit} of {}; largest users: {names}",
        chip.map_or("the target".to_string(), |c| c.to_string())
    ));
}

/// Declares the arena of `func` before it, static or dynamic shared memory
/// by its size, and the constant that publishes its dynamic bytes.
fn declare_arena(func: Op, symbol: &str, total: u64, arena_align: u64) {
    let b = Builder::before(func);
    let dynamic = total > STATIC_SHARED_LIMIT;
    let (visibility, ty) = if dynamic {
        ("public", "memref<0xi8, 3>".to_string())
    } else {
        ("private", format!("memref<{total}xi8, 3>"))
    };
    b.op(
        "memref.global",
        &[],
        &[],
        &[
            ("sym_name", b.str_attr(symbol)),
            ("sym_visibility", b.str_attr(visibility)),
            ("type", b.attr(&ty)),
            ("alignment", b.attr(&format!("{arena_align} : i64"))),
        ],
        Vec::new(),
    );
    let published = if dynamic { total } else { 0 };
    let (region, block) = b.region_with_block();
    let inner = Builder::at_end(b.ctx, b.loc, block);
    let bytes = inner.value(
        "llvm.mlir.constant",
        &[],
        inner.ty("i32"),
        &[("value", inner.attr(&format!("{published} : i32")))],
    );
    inner.op("llvm.return", &[bytes], &[], &[], Vec::new());
    let unit = unsafe { mlir_sys::mlirUnitAttrGet(b.ctx) };
    b.op(
        "llvm.mlir.global",
        &[],
        &[],
        &[
            ("sym_name", b.str_attr(&dynamic_bytes_symbol(func))),
            ("global_type", b.attr("i32")),
            ("linkage", b.attr("#llvm.linkage<external>")),
            ("constant", unit),
            ("addr_space", b.attr("4 : i32")),
            ("alignment", b.attr("4 : i64")),
        ],
        vec![region],
    );
}
