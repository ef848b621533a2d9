//! `async-verify`: the rules of the `async` dialect that its ODS definition
//! does not state.
//!
//! Expects: a module that parsed and passed MLIR's own verifier (so the
//! ODS operand, result and attribute constraints hold).
//!
//! Guarantees, when it succeeds, every invariant below; each violation is an
//! error at the offending op, and all of them are reported, not only the
//! first.
//!
//! 1. Attributes: every declared attribute has its declared kind (integers
//!    are `i64`), enum attributes hold one of their values, optional ones
//!    included.
//! 2. `barrier.alloc`: `size >= 1`, `count >= 1`, result type
//!    `!async.mbarrier_array<size>`, `name` not empty.
//! 3. `barrier.get`: a constant index is below the array size.
//! 4. `barrier.arrive`: `count >= 1`; a remote arrive (`cta` operand) needs a
//!    cluster-scope barrier.
//! 5. `copy.bulk`, `copy.bulk_store`: `bytes` is positive, a multiple of 16
//!    and fits in shared memory; a memref shared operand is in address
//!    space 3 with an identity layout, a pointer one is `!llvm.ptr<3>`;
//!    a statically shaped memref shared operand (the copy's destination,
//!    the store's source) holds at least `bytes`.
//!    `barrier.alloc`: an `offset` is a non-negative multiple of 8.
//!    `barrier.counter`: its array's `barrier.alloc` has `counter`.
//! 6. `warp_reduce`: `width` is a power of two in 1..=32; the result type is
//!    the operand type.
//! 7. `pipeline.create`: `stages >= 1`, result type `!async.pipeline<stages>`,
//!    `tx_bytes` (written, or derived from the copies that complete on
//!    the stage's `full` barrier: [`crate::tensor::derived_tx_bytes`]) a
//!    non-negative multiple of 16 no larger than a stage buffer, `buffer` a statically shaped, identity-laid-out memref in
//!    shared memory (address space 3).
//! 8. `stage.buffer`: the result type is the pipeline's buffer type.
//!    `pipeline.create`'s `swizzle` is 0, 32, 64 or 128, and a swizzled
//!    buffer has rows of exactly the span, a multiple of 8 of them
//!    ([`crate::swizzle`]); `stage.descriptor` needs a swizzled pipeline,
//!    an element type that wgmma reads, a constant `k_block` below
//!    `swizzle / 32`, and sm_90a.
//! 9. `warp_specialize` holds only `async.role` ops and its `gpu.yield`; a
//!    role sits directly in a `warp_specialize`, has `warps >= 1` and a
//!    register budget, when given, that is a multiple of 8 in 24..=256.
//!    A kernel's `known_block_size` (x*y*z threads) holds the warps of
//!    its `warp_specialize`'s roles (32 threads per warp).
//! 10. Target requirements: `barrier.commit_mma` and the `nvvm.tcgen05.*`
//!     ops (tcgen05), `nvvm.st.bulk`, and `nvvm.redux.sync` of a float
//!     (`fmin`, `fmax`), need sm_100a; the chip is the
//!     pass option or the `#nvvm.target` of the `gpu.module`; the
//!     `nvvm.wgmma.*` ops need sm_90a (sm_100a has no wgmma).
//! 11. Shared memory: the barriers and stage buffers of each kernel
//!     (`gpu.func`) fit in the chip's 227 KiB, added up without overflow.
//! 12. Register budgets: every role of a `warp_specialize` has one or none
//!     has; the budgets times the roles' threads add up to at most the
//!     65,536 registers of an SM; the kernel's entry count (its
//!     `nvvm.maxnreg`, else the `.maxnreg` that `async-lower-warp-specialize`
//!     derives from the budgets, at most 255) rounded up to 8 per thread,
//!     times its threads (`known_block_size`, else `nvvm.reqntid`, else its
//!     roles') rounded up to whole warps, is at most 65,536.
//! 13. Named barriers: a constant id is in 0..=15, and a user's named
//!     barrier (`nvvm.barrier`, `nvvm.barrier.arrive`, inline `bar.sync N`,
//!     `barrier.sync N`, `bar.arrive N`, `barrier.arrive N`, `bar.red`)
//!     does not use an id that the passes emit for its kernel
//!     ([`crate::roles::compiler_barriers`]: a role's id 1 + index when the
//!     role holds a cluster barrier or a `cta`-unit commit or release, the
//!     warpgroup ids 8 + index of a role with a `warpgroup`-unit one);
//!     the role's own barrier (that id, inside the role, over its threads)
//!     is allowed. Id 0, the CTA barrier, is shared.
//! 14. The hardware limits of [`crate::limits`] (threads per CTA, warps,
//!     cluster size, barrier array sizes, arrival and transaction counts,
//!     register budgets, named barrier ids, the structure of
//!     `warp_specialize`), the same checks the pass pipeline runs before
//!     every pass; items 2, 4, 5, 9, 12 and the id range of 13 above are
//!     among them.
//! 15. Stage windows ([`crate::stage_window`]): a stage's buffer is used
//!     only between its acquire or wait and its commit or release; a
//!     stage is given back by the op of its side (a waited stage by
//!     `consumer_release`, an acquired one by `producer_commit`) and used
//!     with the pipeline that opened it.
//! 16. Parameters: no parameter of a function defined in a `gpu.module`
//!     (`gpu.func`, `llvm.func`, `func.func`) has a type without bits (`i0`,
//!     an empty struct or array): NVPTX cannot pass one, and LLVM's code
//!     generation stops on it.
//! 17. Vectors: no value in a `gpu.module` (an op's operand or result, a
//!     function's parameter) is a vector of more than [`MAX_VECTOR`]
//!     elements: MLIR's vector lowering and LLVM's code generation take a
//!     vector element by element, and stop the process on one of 2^31
//!     (`SmallVector unable to grow`).
//! 18. `nvvm.inline_ptx` has PTX text: an empty one stops the process in
//!     MLIR's lowering (a C++ string built from a null pointer).

use crate::{
    ir::{
        self,
        memory::{barrier_alloc_of, is_shared_space},
        Op,
    },
    limits,
    roles::{self, compiler_barriers, indices_text, named_barrier_uses, NAMED_BARRIERS},
    target::{Chip, SHARED_MEMORY_LIMIT},
    PassOptions,
};
use phaselock_dialect::ops::{lookup, AttrKind, OpKind};

/// Runs the verifier on `module`; `false` when it reported an error.
pub fn run(module: Op, options: &PassOptions) -> bool {
    let mut ok = true;
    for op in module.descendants() {
        let name = op.name();
        ok &= limits::check_op(op);
        ok &= check_vectors(op);
        if !name.starts_with("async.") {
            ok &= check_other_op(op, &name, options);
            continue;
        }
        ok &= check_attributes(op, &name);
        let Some(kind) = op.kind() else {
            continue;
        };
        ok &= check_async_op(op, kind, options);
    }
    ok
}

/// The rules for ops of other dialects: the NVVM ops a chip lacks or that
/// stop LLVM, GPU functions' parameters, and per kernel its shared memory,
/// named barriers, stage windows and tensor-map parameters.
fn check_other_op(op: Op, name: &str, options: &PassOptions) -> bool {
    let mut ok = check_nvvm(op, name, options);
    if matches!(name, "gpu.func" | "llvm.func" | "func.func") && op.ancestor("gpu.module").is_some()
    {
        ok &= check_parameters(op);
    }
    if name == "gpu.func" {
        ok &= check_shared_memory(op, options);
        ok &= check_named_barriers(op);
        ok &= crate::stage_window::check(op);
        ok &= crate::tensor::check_signature(op);
    }
    ok
}

/// NVVM ops that only sm_100a has (LLVM cannot select them for sm_90a and
/// would abort), wgmma, and an empty `nvvm.inline_ptx`.
fn check_nvvm(op: Op, name: &str, options: &PassOptions) -> bool {
    if name == "nvvm.st.bulk" {
        check_sm100(op, options, "is st.bulk")
    } else if name.starts_with("nvvm.cp.async.bulk.tensor.")
        && op
            .attr("isCTAOnly")
            .is_some_and(|a| ir::attr_string(a) == "true")
    {
        // LLVM selects the `.shared::cta` destination only for
        // sm_100a and aborts on sm_90a.
        check_sm100(
            op,
            options,
            "is a tensor copy into this CTA's shared memory only (isCTAOnly; async.copy.tensor writes the `.shared::cluster` form, which sm_90a has)",
        )
    } else if name.starts_with("nvvm.tcgen05.") {
        check_sm100(op, options, "uses tcgen05")
    } else if name.starts_with("nvvm.wgmma.") {
        check_wgmma(op, options)
    } else if name == "nvvm.inline_ptx"
        && op
            .str_attr("ptxCode")
            .is_none_or(|code| code.trim().is_empty())
    {
        // MLIR's lowering of an empty one builds a C++ string from
        // a null pointer and stops the process.
        fail(
            op,
            "'nvvm.inline_ptx' has no PTX: its text is empty (write the instructions, or leave the op out)",
        )
    } else if name == "nvvm.redux.sync" && float_redux(op) {
        // LLVM selects the float forms for sm_100a only.
        check_sm100(op, options, "reduces floats (fmin, fmax)")
    } else {
        true
    }
}

/// The rules of one `async` op beyond its attributes, by its kind.
fn check_async_op(op: Op, kind: OpKind, options: &PassOptions) -> bool {
    match kind {
        OpKind::BarrierAlloc => check_alloc(op),
        OpKind::BarrierGet => check_get(op),
        OpKind::BarrierArrive => check_arrive(op),
        OpKind::CopyBulk => {
            check_copy(op) && check_shared_ref(op, 0, "dst") && check_copy_fits(op, 0, "dst")
        }
        OpKind::CopyBulkStore => {
            check_copy(op) && check_shared_ref(op, 1, "src") && check_copy_fits(op, 1, "src")
        }
        OpKind::CopyTensor => {
            crate::tensor::check_copy(op)
                && check_shared_ref(op, 0, "dst")
                && check_copy_fits(op, 0, "dst")
        }
        OpKind::CopyTensorStore => {
            crate::tensor::check_copy(op)
                && check_shared_ref(op, 1, "src")
                && check_copy_fits(op, 1, "src")
        }
        OpKind::CopyStoreWait => check_store_wait(op),
        OpKind::BarrierCounter => check_counter(op),
        OpKind::WarpReduce => check_reduce(op),
        OpKind::PipelineCreate => {
            check_pipeline(op) & check_swizzle(op) & check_mma_units(op, options)
        }
        OpKind::StageBuffer => check_stage_buffer(op),
        OpKind::BarrierCommitMma => check_sm100(op, options, "uses tcgen05"),
        OpKind::StageDescriptor => check_stage_descriptor(op),
        OpKind::WarpgroupMma => check_wgmma(op, options) && check_warpgroup_mma(op),
        OpKind::FragmentReduceRows => {
            check_fragment(op, ir::value_type(op.operand(0)), "the fragment")
        }
        OpKind::FragmentPack => {
            check_fragment(op, ir::value_type(op.operand(0)), "the fragment") && check_pack(op)
        }
        OpKind::FragmentBroadcastRows => {
            check_fragment(op, ir::value_type(op.result(0)), "the result")
        }
        OpKind::FragmentCoordinates => check_coordinates(op),
        OpKind::TurnWait | OpKind::TurnPass => check_turn(op),
        OpKind::WarpSpecialize => match crate::turns::sequences(op) {
            Ok(_) => true,
            Err((at, message)) => fail(at, &message),
        },
        // Nothing beyond their attributes (above) and the ODS verifier.
        OpKind::BarrierArriveExpectTx
        | OpKind::BarrierExpectTx
        | OpKind::BarrierWait
        | OpKind::BarrierTryWait
        | OpKind::ClusterBarrier
        | OpKind::FenceProxyAsync
        | OpKind::StageProducerAcquire
        | OpKind::StageProducerCommit
        | OpKind::StageConsumerWait
        | OpKind::StageConsumerRelease
        | OpKind::StageIndex
        | OpKind::StageBarrier
        | OpKind::Role => true,
    }
}

/// Reports `message` at `op` and returns `false`.
fn fail(op: Op, message: &str) -> bool {
    op.error(message);
    false
}

fn check_attributes(op: Op, name: &str) -> bool {
    let Some(info) = lookup(name) else {
        return fail(op, &format!("'{name}' is not an op of the async dialect"));
    };
    let mut ok = check_unknown_attributes(op, name, info.attributes);
    for attr in info.attributes {
        let Some(value) = op.attr(attr.name) else {
            if !attr.optional {
                ok = fail(op, &format!("missing attribute '{}'", attr.name));
            }
            continue;
        };
        let good = match attr.kind {
            AttrKind::Int => {
                let is_int = unsafe { mlir_sys::mlirAttributeIsAInteger(value) };
                is_int && ir::type_string(unsafe { mlir_sys::mlirAttributeGetType(value) }) == "i64"
            }
            AttrKind::Str => unsafe { mlir_sys::mlirAttributeIsAString(value) },
            AttrKind::Unit => unsafe { mlir_sys::mlirAttributeIsAUnit(value) },
            AttrKind::Type => unsafe { mlir_sys::mlirAttributeIsAType(value) },
            AttrKind::Enum(values) => op
                .str_attr(attr.name)
                .is_some_and(|v| values.contains(&v.as_str())),
        };
        if !good {
            let expected = match attr.kind {
                AttrKind::Int => "an i64 integer".to_string(),
                AttrKind::Str => "a string".to_string(),
                AttrKind::Unit => "a unit attribute".to_string(),
                AttrKind::Type => "a type".to_string(),
                AttrKind::Enum(values) => {
                    format!(
                        "one of {}",
                        values
                            .iter()
                            .map(|v| format!("\"{v}\""))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                }
            };
            ok = fail(
                op,
                &format!(
                    "attribute '{}' must be {expected}, got {}",
                    attr.name,
                    ir::attr_string(value)
                ),
            );
        }
    }
    ok
}

/// An attribute the op does not declare is an error (a misspelt optional
/// attribute would otherwise be ignored), naming the declared ones and the
/// closest. Names with a dot (`dialect.name`) are left to their dialect.
fn check_unknown_attributes(
    op: Op,
    name: &str,
    declared: &[phaselock_dialect::ops::AttrInfo],
) -> bool {
    let mut ok = true;
    for (attr, _) in op.attributes() {
        if attr.contains('.') || declared.iter().any(|d| d.name == attr) {
            continue;
        }
        let names: Vec<&str> = declared.iter().map(|d| d.name).collect();
        let closest = names
            .iter()
            .min_by_key(|d| edit_distance(d, &attr))
            .filter(|d| edit_distance(d, &attr) <= 3)
            .map(|d| format!(" (did you mean '{d}'?)"))
            .unwrap_or_default();
        let known = if names.is_empty() {
            "it has none".to_string()
        } else {
            format!(
                "its attributes are {}",
                names
                    .iter()
                    .map(|n| format!("'{n}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        ok = fail(
            op,
            &format!("'{name}' has no attribute '{attr}'{closest}: {known}"),
        );
    }
    ok
}

/// Levenshtein distance, for the nearest attribute name.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

fn check_alloc(op: Op) -> bool {
    let mut ok = true;
    if let Some(offset) = op.int_attr("offset") {
        if offset < 0 || offset % 8 != 0 {
            ok = fail(
                op,
                &format!("'offset' must be a non-negative multiple of 8, got {offset}"),
            );
        }
    }
    let size = op.int_attr("size").unwrap_or(0);
    if op.str_attr("name").is_some_and(|n| n.is_empty()) {
        ok = fail(op, "'name' must not be empty");
    }
    if let Some(declared) = ir::async_type_size(ir::value_type(op.result(0))) {
        if declared != size {
            ok = fail(
                op,
                &format!("result type has {declared} barriers but 'size' is {size}"),
            );
        }
    }
    ok
}

fn check_get(op: Op) -> bool {
    let size = ir::async_type_size(ir::value_type(op.operand(0)));
    match (size, ir::constant_int(op.operand(1))) {
        (Some(size), Some(index)) if index < 0 || index >= size => fail(
            op,
            &format!("barrier index {index} is out of bounds for an array of {size}"),
        ),
        _ => true,
    }
}

fn check_arrive(op: Op) -> bool {
    let mut ok = true;
    if op.num_operands() > 1 {
        if let Some(alloc) = barrier_alloc_of(op.operand(0)) {
            if alloc.str_attr("scope").as_deref() == Some("cta") {
                ok = fail(
                    op,
                    "a remote arrive (with a CTA rank) needs a barrier of scope cluster",
                );
            }
        }
    }
    ok
}

fn check_copy(op: Op) -> bool {
    let bytes = crate::tensor::copy_bytes(op).unwrap_or(0);
    if bytes <= 0 || bytes % 16 != 0 {
        return fail(
            op,
            &format!("bulk copy size must be a positive multiple of 16 bytes, got {bytes}"),
        );
    }
    true
}

use crate::shapes::identity_layout;
use crate::shapes::{contiguous_offset_bytes, memref_bytes};

fn check_shared_ref(op: Op, index: usize, what: &str) -> bool {
    let ty = ir::value_type(op.operand(index));
    if unsafe { mlir_sys::mlirTypeIsAMemRef(ty) } {
        let space = unsafe { mlir_sys::mlirMemRefTypeGetMemorySpace(ty) };
        let space = if space.ptr.is_null() {
            String::new()
        } else {
            ir::attr_string(space)
        };
        if !is_shared_space(&space) {
            return fail(
                op,
                &format!(
                    "'{what}' must be in shared memory (address space 3), got {}",
                    ir::type_string(ty)
                ),
            );
        }
        let Some(offset) = contiguous_offset_bytes(ty) else {
            return fail(
                op,
                &format!(
                    "'{what}' must be contiguous: the identity layout, or a view whose strides are the row-major ones of its static shape at a static offset (a subview of whole rows, or of one slice of the outer dimension), got {}",
                    ir::type_string(ty)
                ),
            );
        };
        if offset % 16 != 0 {
            return fail(
                op,
                &format!(
                    "'{what}' starts {offset} bytes into its buffer ({}): the copy engine needs a 16-byte aligned shared address",
                    ir::type_string(ty)
                ),
            );
        }
        return true;
    }
    if ir::type_string(ty) != "!llvm.ptr<3>" {
        return fail(
            op,
            &format!(
                "'{what}' must be !llvm.ptr<3> or a shared memref, got {}",
                ir::type_string(ty)
            ),
        );
    }
    true
}

/// A bulk copy's `bytes` fit its statically shaped shared memref.
fn check_copy_fits(op: Op, index: usize, what: &str) -> bool {
    let ty = ir::value_type(op.operand(index));
    let (Ok((size, _)), Some(bytes)) = (memref_bytes(ty), crate::tensor::copy_bytes(op)) else {
        return true;
    };
    if bytes as u64 <= size {
        return true;
    }
    let action = if what == "dst" { "writes" } else { "reads" };
    fail(
        op,
        &format!(
            "the copy {action} {bytes} bytes, more than the {size} bytes of '{what}' ({})",
            ir::type_string(ty)
        ),
    )
}

/// A user's named barriers in `func` use no id that the passes emit there.
fn check_named_barriers(func: Op) -> bool {
    let reserved = compiler_barriers(func);
    if reserved.is_empty() {
        return true;
    }
    let kernel = func.str_attr("sym_name").unwrap_or_default();
    let free: Vec<i64> = (1..NAMED_BARRIERS)
        .filter(|id| !reserved.iter().any(|r| r.id == *id))
        .collect();
    let free = if free.is_empty() {
        "no id other than 0 (the CTA barrier) is free".to_string()
    } else {
        format!("free: {}", indices_text("id", "ids", &free))
    };
    let mut ok = true;
    for op in func.descendants() {
        for used in named_barrier_uses(op) {
            let Some(id) = used.id else {
                continue;
            };
            // The role's own barrier is the compiler's barrier too.
            let own = |role: roles::Role| {
                !used.arrive
                    && role.barrier_id() == id
                    && used.threads == Some(role.threads())
                    && role.op.encloses(op)
            };
            let users: Vec<&str> = reserved
                .iter()
                .filter(|r| r.id == id && !r.role.is_some_and(own))
                .map(|r| r.user.as_str())
                .collect();
            if users.is_empty() {
                continue;
            }
            ok = fail(
                op,
                &format!(
                    "named barrier {id} of '{}' is one the compiler uses in kernel @{kernel}: {}; {free}",
                    used.spelling,
                    users.join("; "),
                ),
            );
        }
    }
    ok
}

/// `pending`: a count of store groups, so not negative, and PTX's 32-bit
/// integer constant.
fn check_store_wait(op: Op) -> bool {
    let pending = op.int_attr("pending").unwrap_or(0);
    if !(0..=i64::from(i32::MAX)).contains(&pending) {
        return fail(
            op,
            &format!(
                "'pending' counts store groups left in flight: it must be 0 to {}, got {pending}",
                i32::MAX
            ),
        );
    }
    true
}

fn check_counter(op: Op) -> bool {
    match barrier_alloc_of(op.operand(0)) {
        Some(alloc) if alloc.attr("counter").is_none() => fail(
            op,
            &format!(
                "barrier array '{}' has no counter word: give its async.barrier.alloc the 'counter' attribute",
                alloc.str_attr("name").unwrap_or_default()
            ),
        ),
        _ => true,
    }
}

fn check_reduce(op: Op) -> bool {
    let mut ok = true;
    let width = op.int_attr("width").unwrap_or(0);
    if !(1..=32).contains(&width) || width & (width - 1) != 0 {
        ok = fail(
            op,
            &format!("'width' must be a power of two between 1 and 32, got {width}"),
        );
    }
    let (a, r) = (ir::value_type(op.operand(0)), ir::value_type(op.result(0)));
    if !unsafe { mlir_sys::mlirTypeEqual(a, r) } {
        ok = fail(
            op,
            &format!(
                "result type {} must match the operand type {}",
                ir::type_string(r),
                ir::type_string(a)
            ),
        );
    }
    ok
}

fn check_pipeline(op: Op) -> bool {
    let mut ok = true;
    let stages = ir::Pipeline(op).stages_written().unwrap_or(0);
    if stages < 1 {
        ok = fail(op, &format!("'stages' must be at least 1, got {stages}"));
    }
    if let Some(declared) = ir::async_type_size(ir::value_type(op.result(0))) {
        if declared != stages {
            ok = fail(
                op,
                &format!("result type has {declared} stages but 'stages' is {stages}"),
            );
        }
    }
    let tx = match op.int_attr("tx_bytes") {
        Some(tx) => tx,
        None => match crate::tensor::derived_tx_bytes(op) {
            Ok(tx) => tx,
            Err((at, message)) => return fail(at, &message),
        },
    };
    if tx < 0 || tx % 16 != 0 {
        ok = fail(
            op,
            &format!("'tx_bytes' must be a non-negative multiple of 16, got {tx}"),
        );
    }
    match op.type_attr("buffer").map(memref_bytes) {
        Some(Ok((bytes, space))) => {
            if !is_shared_space(&space) {
                ok = fail(
                    op,
                    "stage 'buffer' must be a memref in shared memory (address space 3)",
                );
            }
            if let Some(ty) = op.type_attr("buffer") {
                if !identity_layout(ty) {
                    ok = fail(op, "stage 'buffer' must have an identity layout");
                }
            }
            if tx as u64 > bytes {
                ok = fail(
                    op,
                    &format!(
                        "{} {tx}, more than the {bytes} bytes of a stage buffer ({}): the copies that fill a stage cannot bring more bytes than it holds",
                        if op.attr("tx_bytes").is_some() { "'tx_bytes' is" } else { "the copies completing on a stage's full barrier bring" },
                        op.type_attr("buffer").map(ir::type_string).unwrap_or_default()
                    ),
                );
            }
        }
        Some(Err(message)) => ok = fail(op, &format!("stage 'buffer': {message}")),
        None => {}
    }
    ok
}

fn check_stage_buffer(op: Op) -> bool {
    let Some(create) =
        ir::defining_op(op.operand(0)).filter(|d| d.kind() == Some(OpKind::PipelineCreate))
    else {
        return true;
    };
    let result = ir::value_type(op.result(0));
    let Some(buffer) = create.type_attr("buffer") else {
        return fail(
            op,
            &format!(
                "pipeline '{}' has no 'buffer': its stages hold no shared memory (their data lives elsewhere, e.g. in tensor memory)",
                create.str_attr("name").unwrap_or_default()
            ),
        );
    };
    if unsafe { mlir_sys::mlirTypeEqual(buffer, result) } {
        true
    } else {
        fail(
            op,
            &format!(
                "result type {} must be the pipeline's buffer type {}",
                ir::type_string(result),
                ir::type_string(buffer)
            ),
        )
    }
}

fn check_swizzle(op: Op) -> bool {
    match crate::swizzle::pipeline_error(op) {
        Some(message) => fail(op, &message),
        None => true,
    }
}

/// The `mma` arrive unit commits tcgen05 MMAs (sm_100a) to this CTA's
/// barrier: not for cluster pipelines, whose releases reach every CTA.
fn check_mma_units(op: Op, options: &PassOptions) -> bool {
    let mut ok = true;
    for key in ["producer_unit", "consumer_unit"] {
        if op.str_attr(key).as_deref() != Some("mma") {
            continue;
        }
        match options.chip_of(op) {
            Some(chip) if !chip.has_tcgen05() => {
                ok = fail(
                    op,
                    &format!("{key} = \"mma\" commits tcgen05 MMAs, which needs sm_100a; the target is {chip}"),
                );
            }
            None => {
                ok = fail(
                    op,
                    &format!("{key} = \"mma\" commits tcgen05 MMAs and needs the target chip sm_100a: pass --chip=sm_100a or give the gpu.module an #nvvm.target"),
                );
            }
            _ => {}
        }
        if op.str_attr("scope").as_deref() == Some("cluster") {
            ok = fail(
                op,
                &format!("{key} = \"mma\" commits to this CTA's barrier only, but pipeline scope cluster arrives on every CTA's: use scope cta"),
            );
        }
    }
    ok
}

fn check_stage_descriptor(op: Op) -> bool {
    let mut ok = true;
    let create =
        ir::defining_op(op.operand(0)).filter(|d| d.kind() == Some(OpKind::PipelineCreate));
    if let Some(message) = create.and_then(|c| crate::swizzle::descriptor_error(op, c)) {
        ok = fail(op, &message);
    }
    ok
}

/// `async.warpgroup.mma`: an accumulator of N/2 elements for an N the
/// wgmma shapes have (8 to 256, a multiple of 8), element types wgmma
/// pairs, and transposed tiles only where wgmma reads them.
fn check_warpgroup_mma(op: Op) -> bool {
    if !check_fragment(op, ir::value_type(op.operand(0)), "the accumulator") {
        return false;
    }
    let ty = |key: &str| op.str_attr(key).unwrap_or_else(|| "bf16".into());
    let (a, b) = (ty("a_type"), ty("b_type"));
    let wide = |t: &str| t == "bf16" || t == "f16";
    if wide(&a) != wide(&b) || (wide(&a) && a != b) {
        return fail(
            op,
            &format!("a_type {a} and b_type {b} do not pair: wgmma takes two equal 16-bit types (bf16, f16) or two 8-bit ones (e4m3, e5m2)"),
        );
    }
    let registers = ir::mma_a_from_registers(op);
    for (key, t) in [("a_major", &a), ("b_major", &b)] {
        if op.str_attr(key).as_deref() != Some("mn") {
            continue;
        }
        if !wide(t) {
            return fail(
                op,
                &format!("{key} = \"mn\": wgmma reads only 16-bit elements (bf16, f16) transposed, and the type is {t}"),
            );
        }
        if key == "a_major" && registers {
            return fail(
                op,
                "a_major = \"mn\" describes a tile in shared memory, but A comes from registers here (their layout is fixed)",
            );
        }
    }
    true
}

/// A turn op: inside a role, in the role's own code.
fn check_turn(op: Op) -> bool {
    if op.ancestor(OpKind::Role.name()).is_some() {
        return true;
    }
    fail(
        op,
        &format!(
            "'{}' takes a role's turn, but it is in no async.role",
            op.name()
        ),
    )
}

/// A thread's fragment of a 64 x N wgmma tile (`what`, of type `ty`):
/// N / 2 elements for N from 8 to 256, a multiple of 8.
fn check_fragment(op: Op, ty: mlir_sys::MlirType, what: &str) -> bool {
    let len = ir::vector_len(ty).unwrap_or(0);
    if (4..=128).contains(&len) && len % 4 == 0 {
        return true;
    }
    fail(
        op,
        &format!("{what} holds {len} elements a thread, but a wgmma tile of 64 x N gives each thread N / 2 for N from 8 to 256, a multiple of 8 (4 to 128, a multiple of 4)"),
    )
}

/// `async.fragment.pack`: half as many registers as elements, of a 16-bit
/// type (8-bit A registers hold another order of the elements).
fn check_pack(op: Op) -> bool {
    let len = ir::vector_len(ir::value_type(op.operand(0))).unwrap_or(0);
    let packed = ir::vector_len(ir::value_type(op.result(0))).unwrap_or(0);
    if packed * 2 != len {
        return fail(
            op,
            &format!(
                "{len} elements pack into {} registers of two, not {packed}",
                len / 2
            ),
        );
    }
    match op.str_attr("type").as_deref() {
        None | Some("bf16") | Some("f16") => true,
        Some(t) => fail(
            op,
            &format!("type {t}: a fragment packs into 16-bit A registers (bf16 or f16); the 8-bit A layout of wgmma orders the elements differently"),
        ),
    }
}

/// `async.fragment.coordinates`: rows and columns of one fragment.
fn check_coordinates(op: Op) -> bool {
    let rows = ir::value_type(op.result(0));
    let cols = ir::value_type(op.result(1));
    if !check_fragment(op, rows, "the rows") {
        return false;
    }
    if ir::vector_len(rows) != ir::vector_len(cols) {
        return fail(
            op,
            "the rows and the columns are of one fragment: give them the same length",
        );
    }
    true
}

/// A warpgroup MMA op: sm_90a only (LLVM cannot select it for sm_100a and
/// would abort).
fn check_wgmma(op: Op, options: &PassOptions) -> bool {
    match options.chip_of(op) {
        Some(chip) if !chip.has_wgmma() => fail(
            op,
            &format!(
                "'{}' is a wgmma op, which needs sm_90a; the target is {chip} (use tcgen05 there)",
                op.name()
            ),
        ),
        _ => true,
    }
}

/// An op of the sm_100 family's instruction set: `what` says what it is or
/// does ("is st.bulk", "uses tcgen05").
fn check_sm100(op: Op, options: &PassOptions, what: &str) -> bool {
    match options.chip_of(op) {
        Some(chip) if !chip.has_tcgen05() => fail(
            op,
            &format!(
                "'{}' {what}, which needs sm_100a; the target is {chip}",
                op.name()
            ),
        ),
        _ => true,
    }
}

/// The most elements a vector value may have (a wgmma accumulator of
/// m64n256 f32 holds 128; the lowering's limit on aggregates is 4,096
/// scalars).
pub const MAX_VECTOR: u64 = 4096;

/// An op in a `gpu.module` whose operand, result or (for a function) entry
/// block argument is a vector of more than [`MAX_VECTOR`] elements.
fn check_vectors(op: Op) -> bool {
    if op.ancestor("gpu.module").is_none() {
        return true;
    }
    let mut values: Vec<mlir_sys::MlirValue> = (0..op.num_operands())
        .map(|i| op.operand(i))
        .chain((0..op.num_results()).map(|i| op.result(i)))
        .collect();
    if matches!(op.name().as_str(), "gpu.func" | "llvm.func" | "func.func") && op.num_regions() > 0
    {
        let entry = unsafe { mlir_sys::mlirRegionGetFirstBlock(op.region(0)) };
        if !entry.ptr.is_null() {
            for i in 0..unsafe { mlir_sys::mlirBlockGetNumArguments(entry) } {
                values.push(unsafe { mlir_sys::mlirBlockGetArgument(entry, i) });
            }
        }
    }
    for value in values {
        let ty = ir::value_type(value);
        if ir::vector_elements(ty).is_some_and(|n| n > MAX_VECTOR) {
            return fail(
                op,
                &format!(
                    "'{}' takes a value of type {}, more than {MAX_VECTOR} elements: the vector lowering and LLVM's code generation take a vector element by element (keep larger data in memory)",
                    op.name(),
                    ir::type_string(ty)
                ),
            );
        }
    }
    true
}

/// Whether an `nvvm.redux.sync` reduces floats (its kind `fmin` or `fmax`).
fn float_redux(op: Op) -> bool {
    op.attr("kind")
        .map(ir::attr_string)
        .is_some_and(|kind| kind.contains("fmin") || kind.contains("fmax"))
}

/// Whether values of `ty` have no bits: `i0`, and LLVM structs and arrays
/// of no elements or of such elements only.
fn sizeless(ty: mlir_sys::MlirType, depth: usize) -> bool {
    use mlir_sys::*;
    if depth > 32 {
        return false;
    }
    unsafe {
        if mlirTypeIsAInteger(ty) {
            return mlirIntegerTypeGetWidth(ty) == 0;
        }
        if mlirTypeIsALLVMStructType(ty) {
            return !mlirLLVMStructTypeIsOpaque(ty)
                && (0..mlirLLVMStructTypeGetNumElementTypes(ty))
                    .all(|i| sizeless(mlirLLVMStructTypeGetElementType(ty, i), depth + 1));
        }
    }
    let text = ir::type_string(ty);
    text.starts_with("!llvm.array<")
        && (text.starts_with("!llvm.array<0 ")
            || sizeless(
                unsafe { mlir_sys::mlirLLVMArrayTypeGetElementType(ty) },
                depth + 1,
            ))
}

/// A function defined in a `gpu.module` whose parameter has no bits: NVPTX
/// cannot pass it (LLVM stops with "Empty parameter types are not
/// supported").
fn check_parameters(func: Op) -> bool {
    if func.num_regions() == 0 {
        return true;
    }
    let entry = unsafe { mlir_sys::mlirRegionGetFirstBlock(func.region(0)) };
    if entry.ptr.is_null() {
        return true;
    }
    let mut ok = true;
    for i in 0..unsafe { mlir_sys::mlirBlockGetNumArguments(entry) } {
        let ty = ir::value_type(unsafe { mlir_sys::mlirBlockGetArgument(entry, i) });
        if sizeless(ty, 0) {
            ok = fail(
                func,
                &format!(
                    "parameter {i} of @{} has type {}, which has no bits: a GPU function cannot take it (NVPTX passes every parameter in at least one byte)",
                    func.str_attr("sym_name").unwrap_or_default(),
                    ir::type_string(ty)
                ),
            );
        }
    }
    ok
}

fn check_shared_memory(func: Op, options: &PassOptions) -> bool {
    let limit = options
        .chip_of(func)
        .map_or(SHARED_MEMORY_LIMIT, Chip::shared_memory_limit);
    let mut users: Vec<(u64, String)> = Vec::new();
    for op in func.descendants() {
        match op.kind() {
            Some(OpKind::BarrierAlloc) => {
                let bytes = 8u64.saturating_mul(op.int_attr("size").unwrap_or(0).max(0) as u64);
                users.push((
                    bytes,
                    format!(
                        "barrier array '{}'",
                        op.str_attr("name").unwrap_or_default()
                    ),
                ));
            }
            Some(OpKind::PipelineCreate) => {
                let stages = ir::Pipeline(op).stages_written().unwrap_or(0).max(0) as u64;
                let buffer = op
                    .type_attr("buffer")
                    .and_then(|t| memref_bytes(t).ok())
                    .map_or(0, |b| b.0);
                users.push((
                    stages.saturating_mul(buffer.saturating_add(16)),
                    format!("pipeline '{}'", op.str_attr("name").unwrap_or_default()),
                ));
            }
            _ => {}
        }
    }
    let total = users.iter().fold(0u64, |t, u| t.saturating_add(u.0));
    if total <= limit {
        return true;
    }
    users.sort_by_key(|u| std::cmp::Reverse(u.0));
    let largest = users
        .iter()
        .take(3)
        .map(|(b, n)| format!("{n} ({b} bytes)"))
        .collect::<Vec<_>>()
        .join(", ");
    fail(
        func,
        &format!("kernel needs {total} bytes of shared memory, more than the {limit} available; largest users: {largest}"),
    )
}
