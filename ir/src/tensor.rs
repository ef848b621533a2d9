//! TMA tensor maps and the copies that move their boxes: the parameters of
//! `!async.tensor_map<box x element, swizzle S>`, the bytes of
//! a box, and the operand roles of `async.copy.tensor` and
//! `async.copy.tensor_store` (coordinates, then an optional `i16` CTA mask,
//! then an optional `i64` L2 cache policy).
//!
//! Every pass and the checker count a copy's bytes through [`copy_bytes`],
//! so a bulk copy (its `bytes` attribute) and a tensor copy (its box) are
//! one thing to them.

use crate::{self as ir, Op, OpKind};
use mlir_sys::MlirValue;

/// The most dimensions a tensor map has (the PTX forms go to 5-D).
pub const MAX_RANK: usize = 5;
/// The most elements of one box dimension.
pub const MAX_BOX: i64 = 256;

/// The parameters of an `!async.tensor_map` type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorMap {
    /// The element type as written (`bf16`, `f32`, ...).
    pub element: String,
    /// Bytes of one element, when the element type is one a tensor map holds.
    pub element_bytes: Option<i64>,
    /// The box, outermost dimension first.
    pub boxed: Vec<i64>,
    /// The shared-memory swizzle in bytes (0 for none).
    pub swizzle: i64,
}

impl TensorMap {
    /// Reads the parameters of `ty` (through the dialect's accessors);
    /// `None` when it is no tensor map type.
    pub fn of_type(ty: mlir_sys::MlirType) -> Option<TensorMap> {
        // SAFETY: `ty` is a live type of the caller's context.
        let ty = unsafe { melior::ir::Type::from_raw(ty) };
        let params = phaselock_dialect::types::tensor_map_params(ty)?;
        let element = params.element.to_string();
        Some(TensorMap {
            element_bytes: element_bytes(&element),
            element,
            boxed: params.boxed,
            swizzle: params.swizzle,
        })
    }

    /// The tensor map type of `value`.
    pub fn of_value(value: MlirValue) -> Option<TensorMap> {
        Self::of_type(ir::value_type(value))
    }

    /// Bytes of one box (the bytes one tensor copy completes).
    pub fn box_bytes(&self) -> Option<i64> {
        let elements = self
            .boxed
            .iter()
            .try_fold(1i64, |acc, d| acc.checked_mul(*d))?;
        elements.checked_mul(self.element_bytes?)
    }

    /// Bytes of the box's innermost dimension.
    pub fn inner_bytes(&self) -> Option<i64> {
        self.boxed.last()?.checked_mul(self.element_bytes?)
    }

    /// What is wrong with the type, for a diagnostic; `None` when it is a
    /// tensor map the hardware has.
    pub fn problem(&self) -> Option<String> {
        let Some(bytes) = self.element_bytes else {
            return Some(format!(
                "element type {} is not one a tensor map holds (i8, i16, i32, i64, f8E4M3FN, f8E5M2, f16, bf16, f32, f64)",
                self.element
            ));
        };
        let rank = self.boxed.len();
        if rank == 0 || rank > MAX_RANK {
            return Some(format!(
                "a tensor map box has 1 to {MAX_RANK} dimensions, got {rank}"
            ));
        }
        if let Some((i, d)) = self
            .boxed
            .iter()
            .enumerate()
            .find(|(_, d)| **d < 1 || **d > MAX_BOX)
        {
            return Some(format!(
                "box dimension {i} is {d}: each must be 1 to {MAX_BOX}"
            ));
        }
        let inner = self.boxed[rank - 1] * bytes;
        if inner % 16 != 0 {
            return Some(format!(
                "the box's innermost dimension is {inner} bytes: it must be a multiple of 16"
            ));
        }
        if ![0, 32, 64, 128].contains(&self.swizzle) {
            return Some(format!(
                "swizzle must be 0, 32, 64 or 128 bytes, got {}",
                self.swizzle
            ));
        }
        if self.swizzle > 0 && inner > self.swizzle {
            return Some(format!(
                "with the {}-byte swizzle the box's innermost dimension may span at most {} bytes, it spans {inner}",
                self.swizzle, self.swizzle
            ));
        }
        None
    }
}

/// Bytes of an element type a tensor map holds.
pub fn element_bytes(element: &str) -> Option<i64> {
    Some(match element {
        // FP8 (e4m3 and e5m2): TMA copies bytes; the host encodes the map
        // with the driver's 8-bit unsigned type.
        "i8" | "ui8" | "si8" | "f8E4M3FN" | "f8E5M2" => 1,
        "i16" | "f16" | "bf16" => 2,
        "i32" | "f32" | "ui32" => 4,
        "i64" | "f64" | "ui64" => 8,
        _ => return None,
    })
}

/// The operands after the tensor map and its fixed companions: the
/// coordinates and the CTA mask.
#[derive(Debug, Clone, Default)]
pub struct Indices {
    /// One `i32` per dimension, outermost first.
    pub coords: Vec<MlirValue>,
    /// The multicast CTA mask (an `i32`, its low 16 bits).
    pub mask: Option<MlirValue>,
}

/// Index of the first coordinate operand of a tensor copy.
fn first_index(op: Op) -> usize {
    if op.kind() == Some(OpKind::CopyTensor) {
        3
    } else {
        2
    }
}

/// Index of the tensor map operand of a tensor copy or store.
pub fn map_operand(op: Op) -> usize {
    if op.kind() == Some(OpKind::CopyTensor) {
        1
    } else {
        0
    }
}

/// Splits the trailing operands of `copy.tensor` / `copy.tensor_store` by
/// the rank of its tensor map; the error says what does not fit.
pub fn indices(op: Op) -> Result<Indices, String> {
    let map = TensorMap::of_value(op.operand(map_operand(op)))
        .ok_or("the tensor map operand is not an !async.tensor_map")?;
    let rank = map.boxed.len();
    let rest: Vec<MlirValue> = (first_index(op)..op.num_operands())
        .map(|i| op.operand(i))
        .collect();
    let loads = op.kind() == Some(OpKind::CopyTensor);
    let most = if loads { rank + 1 } else { rank };
    if rest.len() < rank || rest.len() > most {
        let expected = if loads {
            format!("{rank} coordinates (one per box dimension, outermost first), then optionally the CTA mask")
        } else {
            format!("{rank} coordinates (one per box dimension, outermost first)")
        };
        return Err(format!(
            "expected {expected}, got {} index operands",
            rest.len()
        ));
    }
    Ok(Indices {
        coords: rest[..rank].to_vec(),
        mask: rest.get(rank).copied(),
    })
}

/// Bytes a copy into or out of shared memory moves: a bulk copy's `bytes`,
/// a tensor copy's box.
pub fn copy_bytes(op: Op) -> Option<i64> {
    match op.kind()? {
        OpKind::CopyBulk | OpKind::CopyBulkStore => op.int_attr("bytes"),
        OpKind::CopyTensor | OpKind::CopyTensorStore => {
            TensorMap::of_value(op.operand(map_operand(op)))?.box_bytes()
        }
        _ => None,
    }
}

/// The multicast CTA mask of a bulk or tensor copy into shared memory.
pub fn copy_mask(op: Op) -> Option<MlirValue> {
    match op.kind()? {
        OpKind::CopyBulk => (op.num_operands() > 3).then(|| op.operand(3)),
        OpKind::CopyTensor => indices(op).ok()?.mask,
        _ => None,
    }
}

/// Whether `op` is a copy into shared memory that completes bytes on a
/// barrier: `copy.bulk` or `copy.tensor` (its operand 0 the destination,
/// operand 2 the barrier).
pub fn is_load_copy_op(op: Op) -> bool {
    op.kind().is_some_and(is_load_copy_kind)
}

/// Whether `kind` is `copy.bulk` or `copy.tensor`: the copies into shared
/// memory that complete bytes on a barrier.
fn is_load_copy_kind(kind: OpKind) -> bool {
    matches!(kind, OpKind::CopyBulk | OpKind::CopyTensor)
}

/// The bytes that copies complete on a stage's `full` barrier per stage:
/// the pipeline's `tx_bytes` when the author wrote it, else derived by
/// [`derived_tx_bytes`] (0 when nothing can be derived: the verifier has
/// reported that).
pub fn stage_tx_bytes(create: Op) -> i64 {
    create
        .int_attr("tx_bytes")
        .or_else(|| derived_tx_bytes(create).ok())
        .unwrap_or(0)
}

/// Adds up the copies that complete on the `full` barrier of the pipeline
/// made by `create`: every bulk or tensor copy whose barrier is a
/// `stage.barrier {kind = "full"}` of the pipeline counts its bytes once
/// per stage, times the CTAs of its multicast mask (each CTA of the mask
/// issues its own part and receives every part). Copies are added up per
/// stage value (one acquire's window); the windows of one role must bring
/// the same bytes (a role that fills stages at several places, as a
/// ping-pong producer fills each warpgroup's tiles), and the roles' parts
/// add up (several producer roles fill parts of every stage). A copy in a
/// loop inside the stage, or with a mask that is not a constant, cannot be
/// counted: the error names it and asks for `tx_bytes`. No copy: 0 (the
/// producer stores). A tensor copy whose map type the hardware lacks
/// ([`TensorMap::problem`]) is left out: the verifier reports the type,
/// and that is the one cause to fix, not the bytes it leaves unknown.
pub fn derived_tx_bytes(create: Op) -> Result<i64, (Op, String)> {
    let pipeline = create.result(0);
    let Some(func) = create.ancestor("gpu.func") else {
        return Ok(0);
    };
    // Per stage value: its role (by op), its first copy, its bytes.
    let mut windows: Vec<(usize, usize, Op, i64)> = Vec::new();
    for copy in func.descendants() {
        if !is_load_copy_op(copy) {
            continue;
        }
        // The copy's barrier: a `full` view of this pipeline's stage.
        let Some(view) = ir::defining_op(copy.operand(2)).filter(|v| {
            v.kind() == Some(OpKind::StageBarrier)
                && v.str_attr("kind").as_deref() == Some("full")
                && unsafe { mlir_sys::mlirValueEqual(v.operand(0), pipeline) }
        }) else {
            continue;
        };
        if refused_map(copy) {
            continue;
        }
        let bytes = counted_bytes(copy, view)?;
        let stage = view.operand(1).ptr as usize;
        let role = crate::roles::enclosing_role(copy).map_or(0, |r| r.op.0.ptr as usize);
        match windows.iter_mut().find(|w| w.0 == stage) {
            Some(w) => w.3 = w.3.saturating_add(bytes),
            None => windows.push((stage, role, copy, bytes)),
        }
    }
    let mut total = 0i64;
    let mut roles: Vec<usize> = windows.iter().map(|w| w.1).collect();
    roles.dedup();
    roles.sort_unstable();
    roles.dedup();
    for role in roles {
        let mut of_role = windows.iter().filter(|w| w.1 == role);
        let Some(&(_, _, first, bytes)) = of_role.next() else {
            continue;
        };
        if let Some(&(_, _, other, more)) = of_role.find(|w| w.3 != bytes) {
            return Err((
                other,
                format!(
                    "the copies of this stage bring {more} bytes, but those of the same role's stage at {} bring {bytes}: every stage must receive the same bytes; write the pipeline's 'tx_bytes'",
                    ir::location_text(first)
                ),
            ));
        }
        total = total.saturating_add(bytes);
    }
    Ok(total)
}

/// Whether `copy` is a tensor copy whose map type has a problem.
fn refused_map(copy: Op) -> bool {
    matches!(
        copy.kind(),
        Some(OpKind::CopyTensor | OpKind::CopyTensorStore)
    ) && TensorMap::of_value(copy.operand(map_operand(copy)))
        .is_some_and(|map| map.problem().is_some())
}

/// One copy's bytes per stage (see [`derived_tx_bytes`]).
fn counted_bytes(copy: Op, view: Op) -> Result<i64, (Op, String)> {
    let ask = "write the pipeline's 'tx_bytes'";
    let bytes = copy_bytes(copy)
        .ok_or_else(|| (copy, format!("the bytes of this copy are unknown: {ask}")))?;
    // The stage's scope: the block where the stage value is defined.
    let scope = ir::defining_op(view.operand(1)).and_then(|d| d.parent());
    let mut current = copy.parent();
    while let Some(p) = current {
        if Some(p) == scope || p.name() == "gpu.func" {
            break;
        }
        if matches!(
            p.name().as_str(),
            "scf.for" | "scf.while" | "scf.parallel" | "scf.forall"
        ) {
            return Err((
                copy,
                format!(
                    "this copy completes on the stage's full barrier inside a loop of the stage (at {}), so the bytes per stage cannot be counted: {ask}",
                    ir::location_text(p)
                ),
            ));
        }
        current = p.parent();
    }
    let factor = match copy_mask(copy) {
        None => 1,
        Some(mask) => ir::constant_int(mask)
            .map(|m| i64::from((m as u16).count_ones() as u8))
            .ok_or_else(|| {
                (
                    copy,
                    format!("this multicast copy's CTA mask is not a constant, so the bytes each CTA receives per stage cannot be counted: {ask}"),
                )
            })?,
    };
    Ok(bytes.saturating_mul(factor))
}

/// Verifies a `copy.tensor` or `copy.tensor_store`: its tensor map type,
/// its trailing operands, and that the map is a kernel argument (the
/// copies address it in the parameter space). Reports at `op`, except a
/// map type the hardware lacks on an argument of the `gpu.func`: that is
/// reported once, at the signature ([`check_signature`]).
pub fn check_copy(op: Op) -> bool {
    let map_value = op.operand(map_operand(op));
    let Some(map) = TensorMap::of_value(map_value) else {
        op.error("the tensor map operand is not an !async.tensor_map");
        return false;
    };
    if let Some(problem) = map.problem() {
        if !is_kernel_argument(map_value) {
            op.error(&format!(
                "{}: {problem}",
                ir::type_string(ir::value_type(map_value))
            ));
        }
        return false;
    }
    if let Err(message) = indices(op) {
        op.error(&message);
        return false;
    }
    if let Some(message) = swizzle_mismatch(op, &map)
        .or_else(|| misaligned(op, &map))
        .or_else(|| offset_misaligned(op, &map))
    {
        op.error(&message);
        return false;
    }
    if !is_kernel_argument(map_value) {
        op.error(
            "the tensor map must be an argument of the kernel (it is passed by value as a grid-constant parameter)",
        );
        return false;
    }
    true
}

/// A tensor copy into or out of a stage buffer whose pipeline's `swizzle`
/// is not the tensor map's: the bytes would land in (or be read from) a
/// layout that the stage's readers (wgmma and tcgen05 descriptors) do not
/// expect.
fn swizzle_mismatch(op: Op, map: &TensorMap) -> Option<String> {
    let shared = shared_operand(op);
    let view = stage_buffer_under(op.operand(shared))?;
    let create =
        ir::defining_op(view.operand(0)).filter(|d| d.kind() == Some(OpKind::PipelineCreate))?;
    let span = create.int_attr("swizzle").unwrap_or(0);
    (span != map.swizzle).then(|| {
        format!(
            "the tensor map's swizzle is {} bytes but the stage buffer of pipeline '{}' has swizzle {span}: give the pipeline swizzle = {} (or the map {span})",
            map.swizzle,
            create.str_attr("name").unwrap_or_default(),
            map.swizzle
        )
    })
}

/// Which operand of a tensor copy is its shared-memory side: the
/// destination of `copy.tensor` (0), the source of `copy.tensor_store` (1).
fn shared_operand(op: Op) -> usize {
    if op.kind() == Some(OpKind::CopyTensor) {
        0
    } else {
        1
    }
}

/// The `async.stage.buffer` a memref value is, or is a `memref.subview` of.
fn stage_buffer_under(value: mlir_sys::MlirValue) -> Option<Op> {
    let mut def = ir::defining_op(value)?;
    while def.name() == "memref.subview" {
        def = ir::defining_op(def.operand(0))?;
    }
    (def.kind() == Some(OpKind::StageBuffer)).then_some(def)
}

/// A tensor copy whose shared-memory side is a view at an offset (a
/// subview) that is not a multiple of the alignment the copy needs: the
/// swizzle pattern and the hardware count from an aligned address.
fn offset_misaligned(op: Op, map: &TensorMap) -> Option<String> {
    let shared = shared_operand(op);
    let ty = ir::value_type(op.operand(shared));
    let offset = crate::shapes::contiguous_offset_bytes(ty)?;
    let need = required_alignment(map);
    (offset % need != 0).then(|| {
        format!(
            "the shared-memory side of a tensor copy must be {need}-byte aligned{}, but this view of {} starts {offset} bytes into its buffer: a multiple of {need}",
            if map.swizzle > 0 {
                format!(" with the tensor map's {}-byte swizzle", map.swizzle)
            } else {
                String::new()
            },
            ir::type_string(ty)
        )
    })
}

/// The alignment a tensor copy's shared-memory side needs: 128 bytes, and
/// a swizzle atom (8 rows of the swizzle span: 1024 bytes for the 128-byte
/// swizzle) for a swizzled map, whose pattern repeats from the atom's start.
pub fn required_alignment(map: &TensorMap) -> i64 {
    (map.swizzle * 8).max(128)
}

/// A tensor copy whose shared-memory side is a global (through
/// `llvm.mlir.addressof` or `memref.get_global`) declared with less
/// alignment than the copy needs (stage buffers are placed by
/// `async-ring-alloc`, which aligns them to their swizzle).
fn misaligned(op: Op, map: &TensorMap) -> Option<String> {
    let shared = shared_operand(op);
    let def = ir::defining_op(op.operand(shared))?;
    let (attr, kinds) = match def.name().as_str() {
        "llvm.mlir.addressof" => ("global_name", ["llvm.mlir.global"]),
        "memref.get_global" => ("name", ["memref.global"]),
        _ => return None,
    };
    let symbol = def.attr(attr)?;
    let name = ir::string(unsafe { mlir_sys::mlirFlatSymbolRefAttrGetValue(symbol) });
    let module = def
        .ancestor("gpu.module")
        .or_else(|| def.ancestor("builtin.module"))?;
    let global = module.children().into_iter().find(|g| {
        kinds.contains(&g.name().as_str()) && g.str_attr("sym_name").as_deref() == Some(&name)
    })?;
    let have = global.int_attr("alignment").unwrap_or(1);
    let need = required_alignment(map);
    (have % need != 0).then(|| {
        let swizzle = if map.swizzle > 0 {
            format!(" with the tensor map's {}-byte swizzle", map.swizzle)
        } else {
            String::new()
        };
        let declared = match global.int_attr("alignment") {
            Some(a) => format!("is declared with alignment {a}"),
            None => "declares no alignment".into(),
        };
        format!(
            "the shared-memory side of a tensor copy must be {need}-byte aligned{swizzle}, but global @{name} {declared}: give it alignment = {need}"
        )
    })
}

/// Verifies the tensor map arguments of a `gpu.func`: types the hardware
/// has, and only on kernels.
pub fn check_signature(func: Op) -> bool {
    let body = func.region(0);
    let block = unsafe { mlir_sys::mlirRegionGetFirstBlock(body) };
    if block.ptr.is_null() {
        return true;
    }
    let kernel = func.attr("gpu.kernel").is_some();
    let mut ok = true;
    for i in 0..unsafe { mlir_sys::mlirBlockGetNumArguments(block) } {
        let arg = unsafe { mlir_sys::mlirBlockGetArgument(block, i) };
        let Some(map) = TensorMap::of_value(arg) else {
            continue;
        };
        let ty = ir::type_string(ir::value_type(arg));
        if let Some(problem) = map.problem() {
            func.error(&format!("argument {i} ({ty}): {problem}"));
            ok = false;
        } else if !kernel {
            func.error(&format!(
                "argument {i} ({ty}): only a kernel takes a tensor map (a grid-constant parameter)"
            ));
            ok = false;
        }
    }
    ok
}

/// Whether `value` is an argument of the entry block of a `gpu.func`.
fn is_kernel_argument(value: MlirValue) -> bool {
    if !unsafe { mlir_sys::mlirValueIsABlockArgument(value) } {
        return false;
    }
    let block = unsafe { mlir_sys::mlirBlockArgumentGetOwner(value) };
    let parent = Op(unsafe { mlir_sys::mlirBlockGetParentOperation(block) });
    !parent.is_null() && parent.name() == "gpu.func"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parameters of the tensor map type written `text`.
    fn parse(text: &str) -> Option<TensorMap> {
        let context = phaselock_dialect::create_context().ok()?;
        let ty = melior::ir::Type::parse(&context, text)?;
        TensorMap::of_type(melior::ir::TypeLike::to_raw(&ty))
    }

    #[test]
    fn reads_the_type() {
        let map = parse("!async.tensor_map<64x32xbf16, swizzle 64>").expect("a tensor map type");
        assert_eq!(map.element, "bf16");
        assert_eq!(map.boxed, vec![64, 32]);
        assert_eq!(map.swizzle, 64);
        assert_eq!(map.box_bytes(), Some(4096));
        assert_eq!(map.inner_bytes(), Some(64));
        assert_eq!(map.problem(), None);
    }

    #[test]
    fn names_what_the_hardware_lacks() {
        let bad = |t: &str| {
            parse(t)
                .expect("a tensor map type")
                .problem()
                .expect("a problem")
        };
        assert!(parse("!async.pipeline<2>").is_none());
        assert_eq!(
            parse("!async.tensor_map<8xf32>")
                .expect("a tensor map type")
                .swizzle,
            0
        );
        assert!(bad("!async.tensor_map<64x128xbf16, swizzle 128>").contains("at most 128"));
        assert!(bad("!async.tensor_map<300x4xf32>").contains("1 to 256"));
        assert!(bad("!async.tensor_map<2x3xf32>").contains("multiple of 16"));
        assert!(bad("!async.tensor_map<8xf32, swizzle 16>").contains("swizzle must be"));
        assert!(bad("!async.tensor_map<8xi1>").contains("element type"));
        assert!(bad("!async.tensor_map<1x1x1x1x1x4xf32>").contains("1 to 5 dimensions"));
    }
}
