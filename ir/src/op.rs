//! A thin, copyable view of MLIR operations over the C API.
//!
//! The passes read and rewrite IR in place while walking it; melior's
//! borrow-checked handles make that awkward, so the passes use [`Op`], a
//! plain handle whose validity is the caller's to keep (an `Op` must not be
//! used after the operation is erased).

use mlir_sys::*;
pub use phaselock_dialect::ops::{Facts, OpKind};
use std::collections::HashSet;
use std::ffi::{c_void, CString};

/// Builds an `MlirStringRef` over a Rust string slice.
pub fn sref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// Reads an `MlirStringRef` as an owned string.
pub fn string(s: MlirStringRef) -> String {
    if s.data.is_null() {
        return String::new();
    }
    // SAFETY: MLIR string refs point at `length` valid bytes.
    let bytes = unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

unsafe extern "C" fn append_callback(s: MlirStringRef, user: *mut c_void) {
    // SAFETY: `user` is the `String` passed by `print_to_string`.
    let out = unsafe { &mut *user.cast::<String>() };
    out.push_str(&string(s));
}

/// Runs an MLIR print function into a `String`.
pub fn print_to_string(print: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    let mut out = String::new();
    print(Some(append_callback), (&mut out as *mut String).cast());
    out
}

/// Prints a type.
pub fn type_string(ty: MlirType) -> String {
    print_to_string(|cb, user| unsafe { mlirTypePrint(ty, cb, user) })
}

/// The length of a one-dimensional vector type with a static length;
/// `None` for any other type.
pub fn vector_len(ty: MlirType) -> Option<i64> {
    unsafe {
        (mlirTypeIsAVector(ty)
            && mlirShapedTypeGetRank(ty) == 1
            && mlirShapedTypeHasStaticShape(ty))
        .then(|| mlirShapedTypeGetDimSize(ty, 0))
    }
}

/// Whether `op` is an `async.warpgroup.mma` whose A operand is the
/// threads' registers (a vector) rather than a shared-memory descriptor:
/// the one decision the verifier, the lowering and the checker share.
pub fn mma_a_from_registers(op: Op) -> bool {
    op.kind() == Some(OpKind::WarpgroupMma)
        && op.num_operands() > 1
        && vector_len(value_type(op.operand(1))).is_some()
}

/// Prints an attribute.
pub fn attr_string(attr: MlirAttribute) -> String {
    print_to_string(|cb, user| unsafe { mlirAttributePrint(attr, cb, user) })
}

/// Emits an error diagnostic at `location`.
pub fn emit_error(location: MlirLocation, message: &str) {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    unsafe { mlirEmitError(location, text.as_ptr()) }
}

/// Emits a warning diagnostic at `location` (see
/// [`phaselock_dialect::diagnostics::WARNING_MARK`]).
pub fn emit_warning(location: MlirLocation, message: &str) {
    emit_error(
        location,
        &format!("{}{message}", phaselock_dialect::diagnostics::WARNING_MARK),
    );
}

/// A handle on one operation.
#[derive(Clone, Copy, Debug)]
pub struct Op(pub MlirOperation);

impl PartialEq for Op {
    fn eq(&self, other: &Self) -> bool {
        unsafe { mlirOperationEqual(self.0, other.0) }
    }
}

impl Op {
    /// Whether the handle is null.
    pub fn is_null(self) -> bool {
        self.0.ptr.is_null()
    }

    /// Full op name, e.g. `async.barrier.alloc`.
    pub fn name(self) -> String {
        string(unsafe { mlirIdentifierStr(mlirOperationGetName(self.0)) })
    }

    /// The op of the `async` dialect this is, `None` for other dialects'
    /// ops: match on it exhaustively rather than on names.
    pub fn kind(self) -> Option<OpKind> {
        let name = unsafe { mlirOperationGetName(self.0) };
        let bytes = unsafe { mlirIdentifierStr(name) };
        let text = unsafe { std::slice::from_raw_parts(bytes.data as *const u8, bytes.length) };
        std::str::from_utf8(text)
            .ok()
            .filter(|n| n.starts_with("async."))
            .and_then(OpKind::from_name)
    }

    /// The facts of the `async` op this is ([`Op::kind`]); none for other
    /// dialects' ops.
    pub fn facts(self) -> phaselock_dialect::ops::Facts {
        self.kind()
            .map_or(phaselock_dialect::ops::Facts::NONE, |k| k.facts())
    }

    /// The op's location.
    pub fn location(self) -> MlirLocation {
        unsafe { mlirOperationGetLocation(self.0) }
    }

    /// The op's context.
    pub fn context(self) -> MlirContext {
        unsafe { mlirOperationGetContext(self.0) }
    }

    /// Emits an error at the op.
    pub fn error(self, message: &str) {
        emit_error(self.location(), message);
    }

    /// Emits an error at the op with notes, each at its op.
    pub fn error_with_notes(self, message: &str, notes: &[(Op, String)]) {
        let notes: Vec<(MlirLocation, &str)> = notes
            .iter()
            .map(|(op, text)| (op.location(), text.as_str()))
            .collect();
        phaselock_dialect::diagnostics::emit_error_with_notes(self.location(), message, &notes);
    }

    /// The named attribute, if present.
    pub fn attr(self, name: &str) -> Option<MlirAttribute> {
        let attr = unsafe { mlirOperationGetAttributeByName(self.0, sref(name)) };
        (!attr.ptr.is_null()).then_some(attr)
    }

    /// Sets an attribute.
    pub fn set_attr(self, name: &str, attr: MlirAttribute) {
        unsafe { mlirOperationSetAttributeByName(self.0, sref(name), attr) }
    }

    /// The op's attributes, by name, in the order MLIR keeps them.
    pub fn attributes(self) -> Vec<(String, MlirAttribute)> {
        (0..unsafe { mlirOperationGetNumAttributes(self.0) })
            .map(|i| unsafe {
                let named = mlirOperationGetAttribute(self.0, i);
                (string(mlirIdentifierStr(named.name)), named.attribute)
            })
            .collect()
    }

    /// The named integer attribute.
    pub fn int_attr(self, name: &str) -> Option<i64> {
        let attr = self.attr(name)?;
        unsafe { mlirAttributeIsAInteger(attr) }
            .then(|| unsafe { mlirIntegerAttrGetValueInt(attr) })
    }

    /// The named string attribute.
    pub fn str_attr(self, name: &str) -> Option<String> {
        let attr = self.attr(name)?;
        unsafe { mlirAttributeIsAString(attr) }
            .then(|| string(unsafe { mlirStringAttrGetValue(attr) }))
    }

    /// The named type attribute.
    pub fn type_attr(self, name: &str) -> Option<MlirType> {
        let attr = self.attr(name)?;
        unsafe { mlirAttributeIsAType(attr) }.then(|| unsafe { mlirTypeAttrGetValue(attr) })
    }

    /// Number of operands.
    pub fn num_operands(self) -> usize {
        unsafe { mlirOperationGetNumOperands(self.0) as usize }
    }

    /// Operand `i`. Past the operands it panics (a pass bug, reported as
    /// an internal error at the pass boundary) instead of reading outside
    /// the op.
    pub fn operand(self, i: usize) -> MlirValue {
        let n = self.num_operands();
        assert!(i < n, "operand {i} of '{}', which has {n}", self.name());
        unsafe { mlirOperationGetOperand(self.0, i as isize) }
    }

    /// Operand `i`, or a null value when the op has fewer operands.
    pub fn operand_or_none(self, i: usize) -> MlirValue {
        if i < self.num_operands() {
            self.operand(i)
        } else {
            MlirValue {
                ptr: std::ptr::null(),
            }
        }
    }

    /// Number of results.
    pub fn num_results(self) -> usize {
        unsafe { mlirOperationGetNumResults(self.0) as usize }
    }

    /// Result `i` (checked like [`Op::operand`]).
    pub fn result(self, i: usize) -> MlirValue {
        let n = self.num_results();
        assert!(i < n, "result {i} of '{}', which has {n}", self.name());
        unsafe { mlirOperationGetResult(self.0, i as isize) }
    }

    /// Number of regions.
    pub fn num_regions(self) -> usize {
        unsafe { mlirOperationGetNumRegions(self.0) as usize }
    }

    /// Region `i` (checked like [`Op::operand`]).
    pub fn region(self, i: usize) -> MlirRegion {
        let n = self.num_regions();
        assert!(i < n, "region {i} of '{}', which has {n}", self.name());
        unsafe { mlirOperationGetRegion(self.0, i as isize) }
    }

    /// The terminator of the first block of region `r`, when the op has
    /// that region and the block has one.
    pub fn region_terminator(self, r: usize) -> Option<Op> {
        if r >= self.num_regions() {
            return None;
        }
        let block = unsafe { mlirRegionGetFirstBlock(self.region(r)) };
        if block.ptr.is_null() {
            return None;
        }
        let term = unsafe { mlirBlockGetTerminator(block) };
        (!term.ptr.is_null()).then_some(Op(term))
    }

    /// The enclosing operation, if any.
    pub fn parent(self) -> Option<Op> {
        let parent = unsafe { mlirOperationGetParentOperation(self.0) };
        (!parent.ptr.is_null()).then_some(Op(parent))
    }

    /// The ops directly in the first block of the first region (none when
    /// there is no region or block).
    pub fn children(self) -> Vec<Op> {
        self.region_children(0)
    }

    /// The ops directly in the first block of region `r` (none when there
    /// is no such region or block).
    pub fn region_children(self, r: usize) -> Vec<Op> {
        let mut out = Vec::new();
        if r >= self.num_regions() {
            return out;
        }
        let block = unsafe { mlirRegionGetFirstBlock(self.region(r)) };
        if block.ptr.is_null() {
            return out;
        }
        let mut child = unsafe { mlirBlockGetFirstOperation(block) };
        while !child.ptr.is_null() {
            out.push(Op(child));
            child = unsafe { mlirOperationGetNextInBlock(child) };
        }
        out
    }

    /// Whether `self` encloses `other` (is one of its ancestors, or it).
    pub fn encloses(self, other: Op) -> bool {
        let mut current = Some(other);
        while let Some(op) = current {
            if op == self {
                return true;
            }
            current = op.parent();
        }
        false
    }

    /// The closest enclosing op with this name.
    pub fn ancestor(self, name: &str) -> Option<Op> {
        let mut current = self.parent();
        while let Some(op) = current {
            if op.name() == name {
                return Some(op);
            }
            current = op.parent();
        }
        None
    }

    /// The block holding the op.
    pub fn block(self) -> MlirBlock {
        unsafe { mlirOperationGetBlock(self.0) }
    }

    /// The next op in the block.
    pub fn next(self) -> Option<Op> {
        let next = unsafe { mlirOperationGetNextInBlock(self.0) };
        (!next.ptr.is_null()).then_some(Op(next))
    }

    /// The ops before this one in its block, nearest first: one walk from
    /// the block's start (each [`Op::prev`] walks from there).
    pub fn preceding(self) -> Vec<Op> {
        let mut out = Vec::new();
        let mut op = Some(self.first_in_block());
        while let Some(o) = op.filter(|o| *o != self) {
            out.push(o);
            op = o.next();
        }
        out.reverse();
        out
    }

    /// The first op of this op's block.
    pub fn first_in_block(self) -> Op {
        Op(unsafe { mlirBlockGetFirstOperation(self.block()) })
    }

    /// The previous op in the block (a walk from the block's start).
    pub fn prev(self) -> Option<Op> {
        let mut op = self.first_in_block();
        if op == self {
            return None;
        }
        while let Some(next) = op.next() {
            if next == self {
                return Some(op);
            }
            op = next;
        }
        None
    }

    /// Every op nested in this one, in pre-order, this one excluded.
    pub fn descendants(self) -> Vec<Op> {
        let mut out = Vec::new();
        collect(self, &mut out);
        out
    }

    /// Every op nested in this one with this name, in pre-order.
    pub fn descendants_named(self, name: &str) -> Vec<Op> {
        let mut out = self.descendants();
        out.retain(|op| op.name() == name);
        out
    }

    /// The elements of a `array<i32: ...>` attribute, widened to `i64`.
    pub fn dense_i32_array(self, name: &str) -> Option<Vec<i64>> {
        let attr = self.attr(name)?;
        unsafe {
            mlirAttributeIsADenseI32Array(attr).then(|| {
                (0..mlirDenseArrayGetNumElements(attr))
                    .map(|i| mlirDenseI32ArrayGetElement(attr, i) as i64)
                    .collect()
            })
        }
    }

    /// Erases the op; the handle must not be used afterwards.
    pub fn erase(self) {
        unsafe { mlirOperationDestroy(self.0) }
    }

    /// Prints the op in generic form.
    pub fn to_generic_string(self) -> String {
        unsafe {
            let flags = mlirOpPrintingFlagsCreate();
            mlirOpPrintingFlagsPrintGenericOpForm(flags);
            let text =
                print_to_string(|cb, user| mlirOperationPrintWithFlags(self.0, flags, cb, user));
            mlirOpPrintingFlagsDestroy(flags);
            text
        }
    }
}

fn collect(op: Op, out: &mut Vec<Op>) {
    for r in 0..op.num_regions() {
        let region = op.region(r);
        let mut block = unsafe { mlirRegionGetFirstBlock(region) };
        while !block.ptr.is_null() {
            let mut child = unsafe { mlirBlockGetFirstOperation(block) };
            while !child.ptr.is_null() {
                out.push(Op(child));
                collect(Op(child), out);
                child = unsafe { mlirOperationGetNextInBlock(child) };
            }
            block = unsafe { mlirBlockGetNextInRegion(block) };
        }
    }
}

/// Whether `value` is defined inside `op`: a result of an op that `op`
/// encloses (not `op` itself), or an argument of a block in `op`'s regions.
/// Stops at the top of the IR (a detached block or the outermost module).
pub fn defined_inside(value: MlirValue, op: Op) -> bool {
    if value.ptr.is_null() {
        return false;
    }
    unsafe {
        if mlirValueIsABlockArgument(value) {
            let block = mlirBlockArgumentGetOwner(value);
            if block.ptr.is_null() {
                return false;
            }
            let parent = mlirBlockGetParentOperation(block);
            return !parent.ptr.is_null() && op.encloses(Op(parent));
        }
    }
    defining_op(value).is_some_and(|d| d != op && op.encloses(d))
}

/// The operation that defines `value`, if it is an op result.
pub fn defining_op(value: MlirValue) -> Option<Op> {
    if value.ptr.is_null() {
        return None;
    }
    unsafe { mlirValueIsAOpResult(value) }.then(|| Op(unsafe { mlirOpResultGetOwner(value) }))
}

/// The type of a value.
pub fn value_type(value: MlirValue) -> MlirType {
    unsafe { mlirValueGetType(value) }
}

/// The elements of `ty` when it is a vector (the product of its dimensions,
/// saturating), else `None`.
pub fn vector_elements(ty: MlirType) -> Option<u64> {
    unsafe {
        if !mlirTypeIsAVector(ty) {
            return None;
        }
        Some((0..mlirShapedTypeGetRank(ty) as isize).fold(1u64, |n, d| {
            n.saturating_mul(u64::try_from(mlirShapedTypeGetDimSize(ty, d)).unwrap_or(u64::MAX))
        }))
    }
}

/// The value of `value` when it is an `arith.constant` integer or index.
pub fn constant_int(value: MlirValue) -> Option<i64> {
    let op = defining_op(value)?;
    if op.name() != "arith.constant" {
        return None;
    }
    op.int_attr("value")
}

/// Whether `ty` is the `async` type with this mnemonic.
pub fn is_async_type(ty: MlirType, mnemonic: &str) -> bool {
    // SAFETY: `ty` is a live type of the caller's context.
    phaselock_dialect::types::is(unsafe { melior::ir::Type::from_raw(ty) }, mnemonic)
}

/// The integer parameter of `!async.mbarrier_array<N>` / `!async.pipeline<N>`.
pub fn async_type_size(ty: MlirType) -> Option<i64> {
    // SAFETY: as above.
    phaselock_dialect::types::size_param(unsafe { melior::ir::Type::from_raw(ty) })
}

/// Whether `value` is computed (through any chain of ops) from an op that
/// `source` accepts; the search stops 48 ops deep.
pub fn depends_on(value: MlirValue, source: &dyn Fn(&str) -> bool) -> bool {
    // Each value is looked at once: a value used twice by every op of a
    // chain must not double the walk at each step.
    fn walk(
        value: MlirValue,
        source: &dyn Fn(&str) -> bool,
        depth: usize,
        seen: &mut HashSet<usize>,
    ) -> bool {
        if depth > 48 || !seen.insert(value.ptr as usize) {
            return false;
        }
        let Some(def) = defining_op(value) else {
            return false;
        };
        source(&def.name())
            || (0..def.num_operands()).any(|i| walk(def.operand(i), source, depth + 1, seen))
    }
    walk(value, source, 0, &mut HashSet::new())
}

/// Which region of `parent` holds `child`.
pub fn region_index(parent: Op, child: Op) -> usize {
    let region = unsafe { mlirBlockGetParentRegion(child.block()) };
    (0..parent.num_regions())
        .find(|&i| unsafe { mlirRegionEqual(parent.region(i), region) })
        .unwrap_or(0)
}

/// The first enclosing `scf.if` (up to the role or kernel) whose condition
/// satisfies `test`.
pub fn guarded_by(op: Op, test: impl Fn(MlirValue) -> bool) -> Option<Op> {
    let mut current = op.parent();
    while let Some(p) = current {
        if p.kind() == Some(OpKind::Role) {
            return None;
        }
        match p.name().as_str() {
            "gpu.func" => return None,
            "scf.if" if test(p.operand(0)) => return Some(p),
            _ => {}
        }
        current = p.parent();
    }
    None
}

/// Whether an op of kind `kind` is one of the barrier ops
/// (`async.barrier.*`): allocation, addressing, arrivals, bytes, waits
/// and the counter word. Exhaustive: a new op must say whether it is one.
pub fn is_barrier_kind(kind: OpKind) -> bool {
    match kind {
        OpKind::BarrierAlloc
        | OpKind::BarrierArrive
        | OpKind::BarrierArriveExpectTx
        | OpKind::BarrierCommitMma
        | OpKind::BarrierCounter
        | OpKind::BarrierExpectTx
        | OpKind::BarrierGet
        | OpKind::BarrierTryWait
        | OpKind::BarrierWait => true,
        OpKind::ClusterBarrier
        | OpKind::CopyBulk
        | OpKind::CopyBulkStore
        | OpKind::CopyTensor
        | OpKind::CopyTensorStore
        | OpKind::CopyStoreWait
        | OpKind::FenceProxyAsync
        | OpKind::FragmentBroadcastRows
        | OpKind::FragmentCoordinates
        | OpKind::FragmentPack
        | OpKind::FragmentReduceRows
        | OpKind::PipelineCreate
        | OpKind::Role
        | OpKind::StageBarrier
        | OpKind::StageBuffer
        | OpKind::StageConsumerRelease
        | OpKind::StageConsumerWait
        | OpKind::StageDescriptor
        | OpKind::StageIndex
        | OpKind::StageProducerAcquire
        | OpKind::StageProducerCommit
        | OpKind::TurnPass
        | OpKind::TurnWait
        | OpKind::WarpReduce
        | OpKind::WarpSpecialize
        | OpKind::WarpgroupMma => false,
    }
}

/// Ops that read the CTA's index or its rank in the cluster.
pub fn reads_cta_rank(name: &str) -> bool {
    name.starts_with("nvvm.read.ptx.sreg.cluster.ctarank")
        || name.starts_with("nvvm.read.ptx.sreg.ctaid")
        || name.starts_with("nvvm.read.ptx.sreg.cluster.ctaid")
        || name == "gpu.block_id"
        || name == "gpu.cluster_block_id"
}

/// Ops whose value differs between the threads of a CTA.
pub fn reads_thread_index(name: &str) -> bool {
    name.starts_with("nvvm.read.ptx.sreg.tid")
        || name == "nvvm.read.ptx.sreg.laneid"
        || name == "nvvm.read.ptx.sreg.warpid"
        || name == "nvvm.elect.sync"
        || name == "gpu.thread_id"
        || name == "gpu.lane_id"
}

/// An op's location as `file:line:col` (or MLIR's text for other kinds).
pub fn location_text(op: Op) -> String {
    print_to_string(|cb, user| unsafe { mlirLocationPrint(op.location(), cb, user) })
        .trim_start_matches("loc(")
        .trim_end_matches(')')
        .replace('"', "")
}

/// An `async.pipeline.create` op read through its attributes: the one
/// place that says how a pipeline's stages are read.
#[derive(Clone, Copy, PartialEq)]
pub struct Pipeline(pub Op);

impl Pipeline {
    /// `op` as a pipeline, when it is an `async.pipeline.create`.
    pub fn of(op: Op) -> Option<Pipeline> {
        (op.kind() == Some(OpKind::PipelineCreate)).then_some(Pipeline(op))
    }

    /// Its `stages` as written (ODS requires it; `async-verify` refuses
    /// fewer than one).
    pub fn stages_written(self) -> Option<i64> {
        self.0.int_attr("stages")
    }

    /// Its stages, at least one: what the passes after `async-verify` read.
    pub fn stages(self) -> i64 {
        self.stages_written().unwrap_or(1).max(1)
    }
}
