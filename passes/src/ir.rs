//! A thin, copyable view of MLIR operations over the C API.
//!
//! The passes read and rewrite IR in place while walking it; melior's
//! borrow-checked handles make that awkward, so the passes use [`Op`], a
//! plain handle whose validity is the caller's to keep (an `Op` must not be
//! used after the operation is erased).

use mlir_sys::*;
use std::collections::{HashMap, HashSet};
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

    /// The enclosing operation, if any.
    pub fn parent(self) -> Option<Op> {
        let parent = unsafe { mlirOperationGetParentOperation(self.0) };
        (!parent.ptr.is_null()).then_some(Op(parent))
    }

    /// The ops directly in the first block of the first region (none when
    /// there is no region or block).
    pub fn children(self) -> Vec<Op> {
        let mut out = Vec::new();
        if self.num_regions() == 0 {
            return out;
        }
        let block = unsafe { mlirRegionGetFirstBlock(self.region(0)) };
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

/// `value` as `floor(tid.x / div) + off` (through divisions and right
/// shifts by constants, added constants, casts), if it has that form.
/// Added values that do not depend on the thread index (such as
/// `ntid.x * tid.y` in a linear thread index) are taken as multiples of the
/// groups asked about, i.e. ignored.
fn index_form(value: MlirValue, depth: usize) -> Option<(i64, i64)> {
    index_form_in(value, depth, &mut HashMap::new())
}

/// [`index_form`] with each value's answer kept in `memo` (an op that uses
/// one value twice must not double the walk).
fn index_form_in(
    value: MlirValue,
    depth: usize,
    memo: &mut HashMap<usize, Option<(i64, i64)>>,
) -> Option<(i64, i64)> {
    memoized(memo, value, |memo| index_form_uncached(value, depth, memo))
}

/// The answer for `value` kept in `memo`, computed by `f` the first time.
fn memoized<T: Copy>(
    memo: &mut HashMap<usize, T>,
    value: MlirValue,
    f: impl FnOnce(&mut HashMap<usize, T>) -> T,
) -> T {
    if let Some(known) = memo.get(&(value.ptr as usize)) {
        return *known;
    }
    let answer = f(memo);
    memo.insert(value.ptr as usize, answer);
    answer
}

fn index_form_uncached(
    value: MlirValue,
    depth: usize,
    memo: &mut HashMap<usize, Option<(i64, i64)>>,
) -> Option<(i64, i64)> {
    if depth > 48 {
        return None;
    }
    let def = defining_op(value)?;
    let name = def.name();
    let mut operand = |i: usize| index_form_in(def.operand(i), depth + 1, memo);
    match name.as_str() {
        "nvvm.read.ptx.sreg.tid.x" => Some((1, 0)),
        "gpu.thread_id" => def
            .attr("dimension")
            .map(attr_string)
            .filter(|d| d.contains('x'))
            .map(|_| (1, 0)),
        "arith.index_cast" | "arith.index_castui" | "arith.extui" | "arith.extsi"
        | "arith.trunci" => operand(0),
        "arith.divui" | "arith.divsi" | "arith.floordivsi" => {
            let c = constant_int(def.operand(1)).filter(|c| *c > 0)?;
            let (d, off) = operand(0)?;
            (off == 0).then_some((d.checked_mul(c)?, 0))
        }
        "arith.shrui" | "arith.shrsi" => {
            let k = constant_int(def.operand(1)).filter(|k| (0..40).contains(k))?;
            let (d, off) = operand(0)?;
            (off == 0).then_some((d.checked_mul(1 << k)?, 0))
        }
        "arith.addi" | "arith.subi" | "arith.ori" => {
            let sign = if name == "arith.subi" { -1 } else { 1 };
            if let Some((d, off)) = operand(0) {
                let other = def.operand(1);
                return match constant_int(other) {
                    // `or` with a constant is an add only below the divisor.
                    Some(k) if name == "arith.ori" => (k == 0).then_some((d, off)),
                    Some(k) => Some((d, off.checked_add(k.checked_mul(sign)?)?)),
                    None if !depends_on(other, &reads_thread_index) => Some((d, off)),
                    None => None,
                };
            }
            if name == "arith.addi" {
                let (d, off) = operand(1)?;
                return match constant_int(def.operand(0)) {
                    Some(k) => Some((d, off.checked_add(k)?)),
                    None if !depends_on(def.operand(0), &reads_thread_index) => Some((d, off)),
                    None => None,
                };
            }
            None
        }
        _ => None,
    }
}

/// Whether `value` is the same on every thread of each group (a half-open
/// range `[lo, hi)` of linear thread indices), as far as the IR shows.
///
/// Exact for the thread index's usual forms: `floor(tid.x / d) + k` is
/// constant on a group inside one block of `d`; a comparison of it with a
/// constant is constant on a group that its switch point does not cut
/// (`tid >= 32` on a warp, `tid / 32 == 1` on a warpgroup); other ops are
/// constant when their operands are. `laneid` and `elect.sync` vary,
/// `warpid` and the lane-0 broadcast of `nvvm.shfl.sync idx` are constant
/// within a warp, block arguments (loop counters, kernel arguments) and
/// `tid.y`/`tid.z` count as constant. The search stops 48 ops deep,
/// answering constant: a false "differs" would reject valid code.
pub fn constant_on_groups(value: MlirValue, groups: &[(i64, i64)]) -> bool {
    groups
        .iter()
        .all(|&(lo, hi)| constant_on(value, lo, hi, 0, &mut HashMap::new()))
}

/// [`constant_on_groups`] for one group, each value's answer kept in `memo`
/// (so that shared operands are looked at once).
fn constant_on(
    value: MlirValue,
    lo: i64,
    hi: i64,
    depth: usize,
    memo: &mut HashMap<usize, bool>,
) -> bool {
    memoized(memo, value, |memo| {
        constant_on_uncached(value, lo, hi, depth, memo)
    })
}

fn constant_on_uncached(
    value: MlirValue,
    lo: i64,
    hi: i64,
    depth: usize,
    memo: &mut HashMap<usize, bool>,
) -> bool {
    if depth > 48 || hi.saturating_sub(lo) <= 1 {
        return true;
    }
    if let Some((d, _)) = index_form(value, 0) {
        return lo.div_euclid(d) == (hi - 1).div_euclid(d);
    }
    let Some(def) = defining_op(value) else {
        return true;
    };
    let name = def.name();
    let one_warp = lo / 32 == (hi - 1) / 32;
    match name.as_str() {
        "arith.cmpi" => {
            let pred = def
                .attr("predicate")
                .and_then(|a| {
                    attr_string(a)
                        .split(':')
                        .next()
                        .map(|p| p.trim().to_string())
                })
                .and_then(|p| p.parse::<i64>().ok());
            let sides = (
                index_form(def.operand(0), 0),
                constant_int(def.operand(1)),
                constant_int(def.operand(0)),
                index_form(def.operand(1), 0),
            );
            let (form, c, swapped) = match sides {
                (Some(f), Some(c), _, _) => (f, c, false),
                (_, _, Some(c), Some(f)) => (f, c, true),
                _ => return all_operands(def, lo, hi, depth, memo),
            };
            let Some(pred) = pred else {
                return all_operands(def, lo, hi, depth, memo);
            };
            switch_free(pred, swapped, form, c, lo, hi)
        }
        "nvvm.read.ptx.sreg.laneid" | "nvvm.elect.sync" => false,
        "nvvm.read.ptx.sreg.warpid" => one_warp,
        "nvvm.shfl.sync" => {
            let kind = def.attr("kind").map(attr_string).unwrap_or_default();
            if kind.contains("idx") && one_warp {
                let lane = def.operand(2);
                if constant_on(lane, lo, hi, depth + 1, memo) {
                    return true;
                }
            }
            all_operands(def, lo, hi, depth, memo)
        }
        _ => all_operands(def, lo, hi, depth, memo),
    }
}

/// Whether every operand of `def` is constant on `[lo, hi)`.
fn all_operands(def: Op, lo: i64, hi: i64, depth: usize, memo: &mut HashMap<usize, bool>) -> bool {
    (0..def.num_operands()).all(|i| constant_on(def.operand(i), lo, hi, depth + 1, memo))
}

/// Whether `(floor(tid / d) + off) <pred> c` (or `c <pred> ...` when
/// `swapped`) is constant on `[lo, hi)`.
fn switch_free(pred: i64, swapped: bool, (d, off): (i64, i64), c: i64, lo: i64, hi: i64) -> bool {
    // floor(tid / d) against t = c - off.
    let t = c.saturating_sub(off);
    let below = t.saturating_mul(d); // first tid with floor(tid / d) >= t
    let above = t.saturating_add(1).saturating_mul(d); // first tid with floor(tid / d) > t
    let outside = |p: i64| p <= lo || p >= hi;
    match pred {
        // eq, ne: true on [below, above).
        0 | 1 => hi <= below || lo >= above || (below <= lo && hi <= above),
        // slt/ult (X < c), sge/uge (X >= c): switch at `below`; swapped:
        // c < X (X > c) and c >= X (X <= c) switch at `above`.
        2 | 6 | 5 | 9 => outside(if swapped { above } else { below }),
        // sle/ule (X <= c), sgt/ugt (X > c): switch at `above`; swapped:
        // c <= X (X >= c) and c > X (X < c) switch at `below`.
        3 | 7 | 4 | 8 => outside(if swapped { below } else { above }),
        _ => false,
    }
}

/// The first enclosing `scf.if` (up to the role or kernel) whose condition
/// satisfies `test`.
pub fn guarded_by(op: Op, test: impl Fn(MlirValue) -> bool) -> Option<Op> {
    let mut current = op.parent();
    while let Some(p) = current {
        match p.name().as_str() {
            "gpu.func" | "async.role" => return None,
            "scf.if" if test(p.operand(0)) => return Some(p),
            _ => {}
        }
        current = p.parent();
    }
    None
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
