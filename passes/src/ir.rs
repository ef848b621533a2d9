//! A thin, copyable view of MLIR operations over the C API.
//!
//! The passes read and rewrite IR in place while walking it; melior's
//! borrow-checked handles make that awkward, so the passes use [`Op`], a
//! plain handle whose validity is the caller's to keep (an `Op` must not be
//! used after the operation is erased).

use mlir_sys::*;
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

/// Prints an attribute.
pub fn attr_string(attr: MlirAttribute) -> String {
    print_to_string(|cb, user| unsafe { mlirAttributePrint(attr, cb, user) })
}

/// Emits an error diagnostic at `location`.
pub fn emit_error(location: MlirLocation, message: &str) {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    unsafe { mlirEmitError(location, text.as_ptr()) }
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

    /// The named attribute, if present.
    pub fn attr(self, name: &str) -> Option<MlirAttribute> {
        let attr = unsafe { mlirOperationGetAttributeByName(self.0, sref(name)) };
        (!attr.ptr.is_null()).then_some(attr)
    }

    /// Sets an attribute.
    pub fn set_attr(self, name: &str, attr: MlirAttribute) {
        unsafe { mlirOperationSetAttributeByName(self.0, sref(name), attr) }
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

    /// Operand `i`.
    pub fn operand(self, i: usize) -> MlirValue {
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

    /// Result `i`.
    pub fn result(self, i: usize) -> MlirValue {
        unsafe { mlirOperationGetResult(self.0, i as isize) }
    }

    /// Number of regions.
    pub fn num_regions(self) -> usize {
        unsafe { mlirOperationGetNumRegions(self.0) as usize }
    }

    /// Region `i`.
    pub fn region(self, i: usize) -> MlirRegion {
        unsafe { mlirOperationGetRegion(self.0, i as isize) }
    }

    /// The enclosing operation, if any.
    pub fn parent(self) -> Option<Op> {
        let parent = unsafe { mlirOperationGetParentOperation(self.0) };
        (!parent.ptr.is_null()).then_some(Op(parent))
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

    /// The previous op in the block.
    pub fn prev(self) -> Option<Op> {
        let mut op = Op(unsafe { mlirBlockGetFirstOperation(self.block()) });
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
    fn walk(value: MlirValue, source: &dyn Fn(&str) -> bool, depth: usize) -> bool {
        if depth > 48 {
            return false;
        }
        let Some(def) = defining_op(value) else {
            return false;
        };
        source(&def.name())
            || (0..def.num_operands()).any(|i| walk(def.operand(i), source, depth + 1))
    }
    walk(value, source, 0)
}

/// Whether `value` is the same on every thread of each group of `width`
/// consecutive threads (a warp for 32, a warpgroup for 128), as far as the
/// IR shows: thread-index reads vary, a division (or right shift) of such a
/// value by a multiple of `width` does not, the lane-0 broadcast of
/// `nvvm.shfl.sync idx` is warp-uniform, and other ops are uniform when
/// their operands are. Block arguments (loop counters, kernel arguments)
/// count as uniform. The search stops 48 ops deep, answering uniform.
pub fn uniform_over(value: MlirValue, width: i64) -> bool {
    fn walk(value: MlirValue, width: i64, depth: usize) -> bool {
        if depth > 48 || width <= 1 {
            return true;
        }
        let Some(def) = defining_op(value) else {
            return true;
        };
        let name = def.name();
        let divisor = |v: MlirValue| constant_int(v).filter(|c| *c > 0 && c % width == 0);
        match name.as_str() {
            "arith.divui" | "arith.divsi" | "arith.floordivsi" | "arith.ceildivui"
            | "arith.ceildivsi"
                if divisor(def.operand(1)).is_some() =>
            {
                true
            }
            "arith.shrui" | "arith.shrsi"
                if constant_int(def.operand(1))
                    .filter(|k| (0..63).contains(k) && (1i64 << k) % width == 0)
                    .is_some() =>
            {
                true
            }
            "nvvm.shfl.sync" if width <= 32 => {
                let kind = def.attr("kind").map(attr_string).unwrap_or_default();
                kind.contains("idx") && constant_int(def.operand(2)) == Some(0)
                    || (0..def.num_operands()).all(|i| walk(def.operand(i), width, depth + 1))
            }
            "nvvm.read.ptx.sreg.warpid" => width <= 32,
            _ if reads_thread_index(&name) => false,
            _ => (0..def.num_operands()).all(|i| walk(def.operand(i), width, depth + 1)),
        }
    }
    walk(value, width, 0)
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
