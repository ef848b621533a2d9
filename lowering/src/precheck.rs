//! What the LLVM IR translation and the NVPTX backend would crash or abort
//! on, checked on the LLVM dialect before they see it.
//!
//! MLIR's verifier accepts some LLVM-dialect input that the translation to
//! LLVM IR or NVPTX instruction selection cannot handle: they dereference a
//! null type or value, or stop the process with `LLVM ERROR`. Each such form
//! is reported here as an error at the op, and the module is not translated:
//! - an op directly in the `gpu.module` body that is not a symbol
//!   (function, global): the translation would build an instruction
//!   outside any function;
//! - a type that has no LLVM IR counterpart (`index`, `memref`, `tensor`,
//!   a dialect type, ...) anywhere in an op's results, operands, block
//!   arguments or type attributes, also nested in `!llvm.array`,
//!   `!llvm.struct`, `!llvm.func` and vectors;
//! - a value (a result, an operand, a block argument) or a function type
//!   of an aggregate with more than [`MAX_LEAVES`] scalars: LLVM's code
//!   generation splits aggregates into their scalars, and takes minutes
//!   from some tens of thousands on (a `!llvm.array<65536 x i32>` loaded
//!   and stored: over 100 s; 2^31: it does not finish);
//! - `llvm.inline_asm` whose constraints NVPTX cannot honour: a count of
//!   input constraints other than the operands or of outputs other than the
//!   results, memory or indirect constraints (`m`, `o`, `p`, `*`), a code
//!   NVPTX has no register class for, an operand whose size does not fit its
//!   register class, a tied constraint to no output, or a `$N` in the text
//!   past the operands;
//! - an op whose translation declares its intrinsic for some address
//!   spaces only ([`POINTER_SPACES`]: `llvm.intr.masked.compressstore`
//!   and `masked.expandload` generic pointers, `nvvm.tcgen05.alloc` and
//!   `.commit` generic or shared ones) on a pointer of another: LLVM's
//!   verifier rejects the call (its type does not match the declaration),
//!   after the translation, with no location;
//! - a module-scope variable in an address space NVPTX has none in (6, 7,
//!   101): its code generation aborts ("Bad address space found while
//!   emitting PTX");
//! - an `alignment` past LLVM's largest, 2^32 bytes, or negative (read as
//!   past it): the translation
//!   stops on it ("huge alignment values are unsupported"), unlocated;
//! - an `nvvm.*` attribute on an op other than a function: NVVM's
//!   translation applies them to functions only and fails, unlocated and
//!   silent, on any other op;
//! - LLVM's matrix intrinsics (`llvm.intr.matrix.*`): only an optimization
//!   pass that this path does not run lowers them, and NVPTX instruction
//!   selection aborts on them ("Do not know how to widen ...").

use mlir_sys::*;
use phaselock_ir::{self as ir, Op};

/// Checks the LLVM-dialect `gpu_module` before translation; `false` after
/// reporting at least one error.
pub fn check(gpu_module: Op) -> bool {
    let mut ok = true;
    for op in gpu_module.children() {
        if op.attr("sym_name").is_none() && !op.name().ends_with("_end") {
            op.error(&format!(
                "'{}' directly in a gpu.module: only functions and globals may be there",
                op.name()
            ));
            ok = false;
        }
    }
    for op in gpu_module.descendants() {
        ok &= check_types(op);
        if let Err(message) = check_translatable(op) {
            op.error(&message);
            ok = false;
        }
        if op.name() == "llvm.inline_asm" {
            if let Err(message) = check_inline_asm(op) {
                op.error(&message);
                ok = false;
            }
        }
    }
    ok
}

fn check_types(op: Op) -> bool {
    let mut types = Vec::new();
    for i in 0..op.num_results() {
        types.push(ir::value_type(op.result(i)));
    }
    for i in 0..op.num_operands() {
        types.push(ir::value_type(op.operand(i)));
    }
    for r in 0..op.num_regions() {
        let mut block = unsafe { mlirRegionGetFirstBlock(op.region(r)) };
        while !block.ptr.is_null() {
            for a in 0..unsafe { mlirBlockGetNumArguments(block) } {
                types.push(ir::value_type(unsafe { mlirBlockGetArgument(block, a) }));
            }
            block = unsafe { mlirBlockGetNextInRegion(block) };
        }
    }
    let values = types.len();
    let mut signature = None;
    for a in 0..unsafe { mlirOperationGetNumAttributes(op.0) } {
        let named = unsafe { mlirOperationGetAttribute(op.0, a) };
        if unsafe { mlirAttributeIsAType(named.attribute) } {
            let ty = unsafe { mlirTypeAttrGetValue(named.attribute) };
            if ir::string(unsafe { mlirIdentifierStr(named.name) }) == "function_type" {
                signature = Some(ty);
            }
            types.push(ty);
        }
    }
    for ty in types[..values].iter().chain(signature.as_ref()) {
        let scalars = leaves(*ty, 0);
        if scalars > MAX_LEAVES {
            op.error(&format!(
                "type {} holds {} scalars: LLVM's code generation splits an aggregate value into its scalars, and '{}' may hold at most {MAX_LEAVES} (keep larger data in memory)",
                ir::type_string(*ty),
                if scalars == u64::MAX { "2^64 or more".to_string() } else { scalars.to_string() },
                op.name()
            ));
            return false;
        }
    }
    for ty in types {
        if let Some(bad) = incompatible(ty, 0) {
            op.error(&format!(
                "type {} has no LLVM IR counterpart ({} inside it): '{}' cannot be translated to LLVM IR",
                ir::type_string(ty),
                ir::type_string(bad),
                op.name()
            ));
            return false;
        }
    }
    true
}

/// The most scalars an aggregate value or a function's parameters and
/// result may hold (4,096 take LLVM about a second; a wgmma accumulator
/// of m64n256 f32 holds 128).
pub const MAX_LEAVES: u64 = 4096;

/// The scalars in `ty` (an array's count from its text, since the C API
/// does not give it), saturating; a function type counts its inputs and
/// its result.
fn leaves(ty: MlirType, depth: usize) -> u64 {
    if depth > 32 {
        return u64::MAX;
    }
    unsafe {
        if mlirTypeIsALLVMStructType(ty) {
            if mlirLLVMStructTypeIsOpaque(ty) {
                return 1;
            }
            return (0..mlirLLVMStructTypeGetNumElementTypes(ty)).fold(0, |sum, i| {
                sum.saturating_add(leaves(mlirLLVMStructTypeGetElementType(ty, i), depth + 1))
            });
        }
    }
    if let Some(n) = ir::vector_elements(ty) {
        return n;
    }
    // Only LLVM's arrays and function types hold more; printing a type to
    // tell (the C API gives no array length) is slow, so others stop here.
    let dialect = unsafe { ir::string(mlirDialectGetNamespace(mlirTypeGetDialect(ty))) };
    if dialect != "llvm" {
        return 1;
    }
    let text = ir::type_string(ty);
    if let Some(rest) = text.strip_prefix("!llvm.array<") {
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let count = digits.parse::<u64>().unwrap_or(u64::MAX);
        let element = leaves(unsafe { mlirLLVMArrayTypeGetElementType(ty) }, depth + 1);
        return count.saturating_mul(element);
    }
    if text.starts_with("!llvm.func<") {
        return function_parts(ty).fold(0, |sum, t| sum.saturating_add(leaves(t, depth + 1)));
    }
    1
}

/// The input types of LLVM function type `ty`, then its result type.
fn function_parts(ty: MlirType) -> impl Iterator<Item = MlirType> {
    let inputs = unsafe { mlirLLVMFunctionTypeGetNumInputs(ty) };
    let result = unsafe { mlirLLVMFunctionTypeGetReturnType(ty) };
    (0..inputs)
        .map(move |i| unsafe { mlirLLVMFunctionTypeGetInput(ty, i) })
        .chain(std::iter::once(result))
}

/// The first part of `ty` that LLVM IR has no type for, if any.
fn incompatible(ty: MlirType, depth: usize) -> Option<MlirType> {
    if depth > 32 {
        return Some(ty);
    }
    unsafe {
        if mlirTypeIsAInteger(ty) {
            return (!mlirIntegerTypeIsSignless(ty)).then_some(ty);
        }
        if mlirTypeIsABF16(ty) || mlirTypeIsAF16(ty) || mlirTypeIsAF32(ty) || mlirTypeIsAF64(ty) {
            return None;
        }
        if mlirTypeIsALLVMPointerType(ty) {
            return None;
        }
        if mlirTypeIsALLVMStructType(ty) {
            if mlirLLVMStructTypeIsOpaque(ty) {
                return None;
            }
            return (0..mlirLLVMStructTypeGetNumElementTypes(ty))
                .find_map(|i| incompatible(mlirLLVMStructTypeGetElementType(ty, i), depth + 1));
        }
        if mlirTypeIsAVector(ty) {
            let element = mlirShapedTypeGetElementType(ty);
            return incompatible(element, depth + 1).map(|_| ty);
        }
    }
    let text = ir::type_string(ty);
    if text.starts_with("!llvm.array<") {
        return incompatible(unsafe { mlirLLVMArrayTypeGetElementType(ty) }, depth + 1);
    }
    if text.starts_with("!llvm.func<") {
        return function_parts(ty).find_map(|t| incompatible(t, depth + 1));
    }
    let plain = [
        "f80",
        "f128",
        "!llvm.void",
        "!llvm.token",
        "!llvm.label",
        "!llvm.metadata",
    ];
    (!plain.contains(&text.as_str())).then_some(ty)
}

/// The ops whose translation to LLVM IR declares their intrinsic for
/// pointers of these address spaces only, whatever pointer the op is
/// given: LLVM's compress-store and expand-load are named by their vector
/// type alone (a generic pointer), and tcgen05's alloc and commit have a
/// generic and a shared form.
const POINTER_SPACES: [(&str, &[u32]); 4] = [
    ("llvm.intr.masked.compressstore", &[0]),
    ("llvm.intr.masked.expandload", &[0]),
    ("nvvm.tcgen05.alloc", &[0, 3]),
    ("nvvm.tcgen05.commit", &[0, 3]),
];

/// The address spaces NVPTX emits a module-scope variable in; in the others
/// (6, tensor memory; 7, shared::cluster; 101, param) its code generation
/// aborts ("Bad address space found while emitting PTX").
const GLOBAL_SPACES: [i64; 5] = [0, 1, 3, 4, 5];

/// LLVM's largest alignment in bytes (`Value::MaximumAlignmentExponent`).
const MAX_ALIGNMENT: i64 = 1 << 32;

/// What the translation to LLVM IR or NVPTX rejects about one op, beyond its
/// types: a global outside [`GLOBAL_SPACES`], an alignment past
/// [`MAX_ALIGNMENT`] or negative, an `nvvm.*` attribute off a
/// function, a matrix intrinsic (which NVPTX cannot select), or one of
/// [`POINTER_SPACES`] with a pointer operand of another address space.
fn check_translatable(op: Op) -> Result<(), String> {
    let name = op.name();
    if name == "llvm.mlir.global" {
        if let Some(space) = op
            .int_attr("addr_space")
            .filter(|s| !GLOBAL_SPACES.contains(s))
        {
            return Err(format!(
                "a module-scope variable in address space {space}: NVPTX emits them in address spaces 0, 1, 3, 4 and 5 only (generic, global, shared, constant, local)"
            ));
        }
    }
    if let Some(alignment) = op
        .int_attr("alignment")
        .filter(|a| !(0..=MAX_ALIGNMENT).contains(a))
    {
        return Err(format!(
            "'{name}' with alignment {alignment}: LLVM takes 0 to 2^32 bytes (a negative one reads as past its largest)"
        ));
    }
    if name != "llvm.func" {
        if let Some((attr, _)) = op
            .attributes()
            .into_iter()
            .find(|(n, _)| n.starts_with("nvvm."))
        {
            return Err(format!(
                "attribute '{attr}' on '{name}': NVVM's translation to LLVM IR applies its attributes to functions only"
            ));
        }
    }
    if name.starts_with("llvm.intr.matrix.") {
        return Err(format!(
            "'{name}': LLVM's matrix intrinsics are lowered only by an optimization pass that compiling for NVPTX here does not run, and its instruction selection aborts on them; write the loads, stores and products element by element"
        ));
    }
    let Some((_, spaces)) = POINTER_SPACES.iter().find(|(n, _)| *n == name) else {
        return Ok(());
    };
    for i in 0..op.num_operands() {
        let ty = ir::value_type(op.operand(i));
        if !unsafe { mlirTypeIsALLVMPointerType(ty) } {
            continue;
        }
        let space = unsafe { mlirLLVMPointerTypeGetAddressSpace(ty) };
        if !spaces.contains(&space) {
            let allowed = if spaces.len() == 1 {
                "generic pointers (address space 0) only"
            } else {
                "generic and shared pointers (address spaces 0 and 3) only"
            };
            return Err(format!(
                "'{name}' on a pointer in address space {space}: its translation to LLVM IR declares it for {allowed}, so LLVM would reject the call; cast the pointer with llvm.addrspacecast first"
            ));
        }
    }
    Ok(())
}

/// The size class of an inline-assembly operand type: bits, or `None` for
/// aggregates.
fn operand_bits(ty: MlirType) -> Option<u32> {
    unsafe {
        if mlirTypeIsAInteger(ty) {
            return Some(mlirIntegerTypeGetWidth(ty));
        }
        if mlirTypeIsABF16(ty) || mlirTypeIsAF16(ty) {
            return Some(16);
        }
        if mlirTypeIsAF32(ty) {
            return Some(32);
        }
        if mlirTypeIsAF64(ty) {
            return Some(64);
        }
        if mlirTypeIsALLVMPointerType(ty) {
            // -nvptx-short-ptr: shared, constant, local and shared::cluster
            // pointers are 32 bits, the others 64.
            let space = mlirLLVMPointerTypeGetAddressSpace(ty);
            return Some(if matches!(space, 3..=7) { 32 } else { 64 });
        }
    }
    None
}

/// Whether a register constraint code takes an operand of `bits`.
fn fits(code: char, bits: u32) -> bool {
    match code {
        'b' => bits == 1,
        'c' => bits == 8,
        'h' => bits == 16,
        'r' => (1..=32).contains(&bits),
        'f' => bits == 32,
        'l' | 'd' => bits == 64,
        _ => false,
    }
}

/// One parsed constraint: output, input or clobber, and its code.
enum Constraint {
    Output(char),
    Input(char),
    Tied(usize),
    Clobber,
}

fn parse_constraint(item: &str) -> Result<Constraint, String> {
    if item.starts_with('~') {
        return if item.starts_with("~{") && item.ends_with('}') {
            Ok(Constraint::Clobber)
        } else {
            Err(format!("clobber '{item}' must be written ~{{name}}"))
        };
    }
    let output = item.starts_with('=');
    let code = item.trim_start_matches('=').trim_start_matches('&');
    if code.starts_with('*') {
        return Err(format!(
            "constraint '{item}': NVPTX inline assembly has no indirect (memory) operands"
        ));
    }
    if !output && !code.is_empty() && code.bytes().all(|b| b.is_ascii_digit()) {
        return code
            .parse()
            .map(Constraint::Tied)
            .map_err(|_| format!("constraint '{item}': bad operand number"));
    }
    let mut chars = code.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if "bchrlfdni".contains(c) && !(output && "ni".contains(c)) => Ok(if output {
            Constraint::Output(c)
        } else {
            Constraint::Input(c)
        }),
        _ => Err(format!(
            "constraint '{item}' is not one NVPTX takes: outputs =r, =l, =h, =c, =f, =d, =b; inputs r, l, h, c, f, d, b, n, i or an output's number; clobbers ~{{memory}}"
        )),
    }
}

fn check_inline_asm(op: Op) -> Result<(), String> {
    let constraints = op.str_attr("constraints").unwrap_or_default();
    let mut outputs = Vec::new();
    let mut inputs = Vec::new();
    if !constraints.trim().is_empty() {
        for item in constraints.split(',') {
            match parse_constraint(item.trim())? {
                Constraint::Output(c) => outputs.push(c),
                Constraint::Input(c) => inputs.push(Some(c)),
                Constraint::Tied(n) => {
                    if n >= outputs.len() {
                        return Err(format!("constraint '{n}' ties an input to output {n}, but there are {} outputs", outputs.len()));
                    }
                    inputs.push(outputs.get(n).copied())
                }
                Constraint::Clobber => {}
            }
        }
    }
    let result_types: Vec<MlirType> = match op.num_results() {
        0 => Vec::new(),
        _ => {
            let ty = ir::value_type(op.result(0));
            if unsafe { mlirTypeIsALLVMStructType(ty) } && outputs.len() != 1 {
                (0..unsafe { mlirLLVMStructTypeGetNumElementTypes(ty) })
                    .map(|i| unsafe { mlirLLVMStructTypeGetElementType(ty, i) })
                    .collect()
            } else {
                vec![ty]
            }
        }
    };
    if outputs.len() != result_types.len() {
        return Err(format!(
            "inline assembly has {} output constraint(s) but {} result value(s)",
            outputs.len(),
            result_types.len()
        ));
    }
    if inputs.len() != op.num_operands() {
        return Err(format!(
            "inline assembly has {} input constraint(s) but {} operand(s) (constraints \"{constraints}\")",
            inputs.len(),
            op.num_operands()
        ));
    }
    let typed = outputs
        .iter()
        .map(|c| (Some(*c), true))
        .zip(result_types.iter().copied())
        .chain(
            inputs
                .iter()
                .map(|c| (*c, false))
                .zip((0..op.num_operands()).map(|i| ir::value_type(op.operand(i)))),
        );
    for ((code, output), ty) in typed {
        let Some(code) = code else { continue };
        let bits = operand_bits(ty);
        let good = match (code, bits) {
            ('n' | 'i', _) => unsafe { mlirTypeIsAInteger(ty) },
            // NVPTX's selection crashes on an output register of a width
            // its legalization cannot widen (i3, i7, i24, ...).
            ('r', Some(b)) if output => fits('r', b) && b.is_power_of_two(),
            (c, Some(b)) => fits(c, b),
            _ => false,
        };
        if !good {
            let what = if output { "result" } else { "operand" };
            return Err(format!(
                "inline assembly {what} of type {} does not fit constraint '{code}'{}",
                ir::type_string(ty),
                if output && code == 'r' && bits.is_some_and(|b| b <= 32) {
                    " (an output register takes i1, i2, i4, i8, i16 or i32)"
                } else {
                    ""
                }
            ));
        }
    }
    check_asm_text(op, outputs.len() + inputs.len())
}

/// Every `$N` / `${N...}` of the text names an operand.
fn check_asm_text(op: Op, operands: usize) -> Result<(), String> {
    let text = op.str_attr("asm_string").unwrap_or_default();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'$' {
            i += 1;
            match bytes.get(i) {
                Some(b'$') | Some(b'(') | Some(b'|') | Some(b')') => {}
                Some(b'{') | Some(b'0'..=b'9') => {
                    let start = i + usize::from(bytes[i] == b'{');
                    let end = bytes[start..]
                        .iter()
                        .position(|b| !b.is_ascii_digit())
                        .map_or(bytes.len(), |p| start + p);
                    match text[start..end].parse::<usize>() {
                        Ok(n) if n < operands => {}
                        _ => {
                            return Err(format!(
                                "inline assembly text refers to operand '{}', but it has {operands} operand(s)",
                                &text[i - 1..end.min(text.len())]
                            ))
                        }
                    }
                }
                _ => return Err("inline assembly text has a '$' that names no operand (write $$ for a dollar sign)".into()),
            }
        }
        i += 1;
    }
    Ok(())
}
