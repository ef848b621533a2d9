//! `convert-math-to-nvvm`: float max/min, `arith.remf` and the `math` ops of
//! the kernels, lowered to what NVPTX selects as PTX instructions, so that
//! no op becomes a call into libdevice (which phaselock does not link:
//! ptxas would stop at `Unresolved extern function '__nv_fmaxf'`, with no
//! line to point at).
//!
//! Expects: a module whose kernels are in `gpu.module`s, before
//! `convert-gpu-to-nvvm` (whose patterns turn these ops into libdevice
//! calls).
//!
//! Guarantees, for every op inside a `gpu.module`:
//! - `arith.maxnumf`/`arith.minnumf` → the LLVM intrinsics `llvm.maxnum`/
//!   `llvm.minnum` (`max.f32`, `min.f32`, and the f16, bf16 and f64 forms),
//!   on scalars and vectors;
//! - `math.absf`, `fma`, `sqrt`, `floor`, `ceil`, `trunc`, `round`,
//!   `roundeven`, `copysign` → the LLVM intrinsic of the same name
//!   (`abs.f32`, `fma.rn.f32`, `sqrt.rn.f32`, `cvt.rmi.f32.f32`, ...), on
//!   any float type; `math.ctlz`, `cttz`, `ctpop`, `absi` → `llvm.intr.ctlz`
//!   (`clz.b32`), ... on integers. The float intrinsics are called through
//!   `llvm.call_intrinsic`: `convert-gpu-to-nvvm` refuses their
//!   `llvm.intr.*` ops, meaning to turn them into libdevice calls;
//! - on `f32` scalars and vectors (element by element: a wgmma fragment's
//!   softmax), the fast approximations of the PTX ISA, with
//!   subnormals flushed to zero as `--use_fast_math` does:
//!   `math.exp2` → `ex2.approx.ftz.f32`, `math.log2` → `lg2.approx.ftz.f32`,
//!   `math.exp` → `ex2.approx.ftz.f32` of `x·log2(e)`, `math.log` →
//!   `lg2.approx.ftz.f32` times `ln 2`, `math.rsqrt` →
//!   `rsqrt.approx.ftz.f32`, `math.sin`/`cos` → `sin`/`cos.approx.ftz.f32`,
//!   `math.tanh` → `tanh.approx.f32` (through the `llvm.nvvm.*` intrinsics,
//!   and `llvm.tanh` with approximate functions allowed);
//! - any other `math` op, `arith.remf` (libdevice's `fmod`), or one of
//!   these on a type listed for none of its forms, is an error at the op
//!   naming what has a native form.

use crate::builder::Builder;
use mlir_sys::*;
use phaselock_ir::{self as ir, Op, PassOptions};

/// What an op becomes.
#[derive(Clone, Copy)]
enum Form {
    /// An LLVM dialect op of the same operands (`llvm.intr.ctlz`), with its
    /// attributes written as they must be.
    Llvm(&'static str, Attrs),
    /// `llvm.call_intrinsic` of this LLVM intrinsic on the same operands.
    Intrinsic(&'static str),
    /// `llvm.nvvm.*` intrinsic on an `f32`, its operand first times `pre`,
    /// its result then times `post`.
    Approx {
        intrinsic: &'static str,
        pre: Option<f64>,
        post: Option<f64>,
    },
}

/// The kind of type an op computes on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// An `f32` scalar.
    F32,
    /// A one-dimensional vector of `f32` (a wgmma fragment).
    F32Vector,
    /// Any float scalar or vector of floats.
    Float,
    /// Any integer scalar or vector of integers (not `index`).
    Int,
}

const FLOAT_OPS: &[(&str, &str)] = &[
    ("arith.maxnumf", "llvm.maxnum"),
    ("arith.minnumf", "llvm.minnum"),
    ("math.absf", "llvm.fabs"),
    ("math.fma", "llvm.fma"),
    ("math.sqrt", "llvm.sqrt"),
    ("math.floor", "llvm.floor"),
    ("math.ceil", "llvm.ceil"),
    ("math.trunc", "llvm.trunc"),
    ("math.round", "llvm.round"),
    ("math.roundeven", "llvm.roundeven"),
    ("math.copysign", "llvm.copysign"),
];

/// Attributes as (name, value text).
type Attrs = &'static [(&'static str, &'static str)];

const INT_OPS: &[(&str, &str, Attrs)] = &[
    (
        "math.ctlz",
        "llvm.intr.ctlz",
        &[("is_zero_poison", "false")],
    ),
    (
        "math.cttz",
        "llvm.intr.cttz",
        &[("is_zero_poison", "false")],
    ),
    ("math.ctpop", "llvm.intr.ctpop", &[]),
    (
        "math.absi",
        "llvm.intr.abs",
        &[("is_int_min_poison", "false")],
    ),
];

const LOG2_E: f64 = std::f64::consts::LOG2_E;
const LN_2: f64 = std::f64::consts::LN_2;

const APPROX_OPS: &[(&str, &str, Option<f64>, Option<f64>)] = &[
    ("math.exp2", "llvm.nvvm.ex2.approx.ftz.f32", None, None),
    ("math.log2", "llvm.nvvm.lg2.approx.ftz.f", None, None),
    (
        "math.exp",
        "llvm.nvvm.ex2.approx.ftz.f32",
        Some(LOG2_E),
        None,
    ),
    ("math.log", "llvm.nvvm.lg2.approx.ftz.f", None, Some(LN_2)),
    ("math.rsqrt", "llvm.nvvm.rsqrt.approx.ftz.f", None, None),
    ("math.sin", "llvm.nvvm.sin.approx.ftz.f", None, None),
    ("math.cos", "llvm.nvvm.cos.approx.ftz.f", None, None),
    // `tanh.approx.f32` is NVPTX's `llvm.tanh` under `afn`.
    ("math.tanh", "llvm.tanh", None, None),
];

/// The form of op `name` on values of kind `kind`, if it has one.
fn form_of(name: &str, kind: Kind) -> Option<Form> {
    if let Some((_, to)) = FLOAT_OPS.iter().find(|(n, _)| *n == name) {
        return matches!(kind, Kind::F32 | Kind::F32Vector | Kind::Float)
            .then_some(Form::Intrinsic(to));
    }
    if let Some((_, to, attrs)) = INT_OPS.iter().find(|(n, _, _)| *n == name) {
        return (kind == Kind::Int).then_some(Form::Llvm(to, attrs));
    }
    let (_, intrinsic, pre, post) = APPROX_OPS.iter().find(|(n, _, _, _)| *n == name)?;
    matches!(kind, Kind::F32 | Kind::F32Vector).then_some(Form::Approx {
        intrinsic,
        pre: *pre,
        post: *post,
    })
}

/// The kind of `ty`, if it is one an op here computes on.
fn kind_of(ty: MlirType) -> Option<Kind> {
    unsafe {
        if mlirTypeIsAF32(ty) {
            return Some(Kind::F32);
        }
        let element = if mlirTypeIsAVector(ty) {
            mlirShapedTypeGetElementType(ty)
        } else {
            ty
        };
        if mlirTypeIsAF32(element) && ir::vector_len(ty).is_some() {
            Some(Kind::F32Vector)
        } else if mlirTypeIsAFloat(element) {
            Some(Kind::Float)
        } else if mlirTypeIsAInteger(element) {
            Some(Kind::Int)
        } else {
            None
        }
    }
}

/// The kinds op `name` has a form for, in words.
fn forms_in_words(name: &str) -> Option<&'static str> {
    if FLOAT_OPS.iter().any(|(n, _)| *n == name) {
        Some("float scalars and vectors")
    } else if INT_OPS.iter().any(|(n, _, _)| *n == name) {
        Some("integer scalars and vectors (not index)")
    } else if APPROX_OPS.iter().any(|(n, _, _, _)| *n == name) {
        Some("f32 scalars and vectors (the PTX approximations, element by element)")
    } else {
        None
    }
}

/// Whether `name` is an op this pass lowers or refuses.
fn handled(name: &str) -> bool {
    name.starts_with("math.") || matches!(name, "arith.maxnumf" | "arith.minnumf" | "arith.remf")
}

/// Runs the pass on `module`; `false` after reporting an error.
pub fn run(module: Op, _options: &PassOptions) -> bool {
    let ops: Vec<Op> = module
        .descendants()
        .into_iter()
        .filter(|op| handled(&op.name()) && op.ancestor("gpu.module").is_some())
        .collect();
    let mut ok = true;
    for op in ops {
        ok &= lower(op);
    }
    ok
}

/// `llvm.call_intrinsic` of `intrinsic` on `args`, of result type `ty`;
/// approximate functions allowed for `llvm.tanh` (what selects its
/// `.approx` form).
fn call_intrinsic(b: &Builder, intrinsic: &str, args: &[MlirValue], ty: MlirType) -> MlirValue {
    let segments = format!("array<i32: {}, 0>", args.len());
    let fastmath = if intrinsic == "llvm.tanh" {
        "afn"
    } else {
        "none"
    };
    b.value(
        "llvm.call_intrinsic",
        args,
        ty,
        &[
            ("intrin", b.str_attr(intrinsic)),
            (
                "fastmathFlags",
                b.attr(&format!("#llvm.fastmath<{fastmath}>")),
            ),
            ("op_bundle_sizes", b.attr("array<i32>")),
            ("operandSegmentSizes", b.attr(&segments)),
        ],
    )
}

/// The fast approximation of `intrinsic` on the `f32` value `x`, scaled
/// before by `pre` and after by `post`.
fn approx(
    b: &Builder,
    intrinsic: &str,
    pre: Option<f64>,
    post: Option<f64>,
    x: MlirValue,
) -> MlirValue {
    let f32 = b.ty("f32");
    let scale = |v: MlirValue, k: f64| {
        let c = b.value(
            "llvm.mlir.constant",
            &[],
            f32,
            &[("value", b.attr(&format!("{k:e} : f32")))],
        );
        b.value("llvm.fmul", &[v, c], f32, &[])
    };
    let x = match pre {
        Some(k) => scale(x, k),
        None => x,
    };
    let y = call_intrinsic(b, intrinsic, &[x], f32);
    match post {
        Some(k) => scale(y, k),
        None => y,
    }
}

/// [`approx`] on each element of the `vector<Nxf32>` `x` of type `ty`, in
/// order (the PTX approximations are scalar).
fn approx_elements(
    b: &Builder,
    (intrinsic, pre, post): (&str, Option<f64>, Option<f64>),
    x: MlirValue,
    ty: MlirType,
) -> MlirValue {
    let f32 = b.ty("f32");
    let mut out = b.value("llvm.mlir.undef", &[], ty, &[]);
    for i in 0..ir::vector_len(ty).unwrap_or(0) {
        let index = b.constant(i, "i32");
        let element = b.value("llvm.extractelement", &[x, index], f32, &[]);
        let y = approx(b, intrinsic, pre, post, element);
        out = b.value("llvm.insertelement", &[out, y, index], ty, &[]);
    }
    out
}

/// Lowers one op, or reports why it has no native form.
fn lower(op: Op) -> bool {
    let name = op.name();
    let ty = if op.num_results() == 1 {
        ir::value_type(op.result(0))
    } else {
        MlirType {
            ptr: std::ptr::null(),
        }
    };
    let form = (!ty.ptr.is_null())
        .then(|| kind_of(ty))
        .flatten()
        .and_then(|kind| form_of(&name, kind));
    let Some(form) = form else {
        let has = match forms_in_words(&name) {
            Some(kinds) => format!("it has one for {kinds}"),
            None => native_list(),
        };
        let of = if ty.ptr.is_null() {
            String::new()
        } else {
            format!(" on {}", ir::type_string(ty))
        };
        op.error(&format!(
            "'{name}'{of} has no native PTX form: it would become a call into libdevice, which is not linked; {has}"
        ));
        return false;
    };
    let b = Builder::before(op);
    let operands: Vec<MlirValue> = (0..op.num_operands()).map(|i| op.operand(i)).collect();
    let result = match form {
        Form::Llvm(to, attrs) => {
            let attrs: Vec<(&str, MlirAttribute)> =
                attrs.iter().map(|(n, v)| (*n, b.attr(v))).collect();
            b.value(to, &operands, ty, &attrs)
        }
        Form::Intrinsic(intrinsic) => call_intrinsic(&b, intrinsic, &operands, ty),
        Form::Approx {
            intrinsic,
            pre,
            post,
        } if ir::vector_len(ty).is_some() => {
            approx_elements(&b, (intrinsic, pre, post), operands[0], ty)
        }
        Form::Approx {
            intrinsic,
            pre,
            post,
        } => approx(&b, intrinsic, pre, post, operands[0]),
    };
    unsafe {
        mlirValueReplaceAllUsesOfWith(op.result(0), result);
    }
    op.erase();
    true
}

/// The ops that have a native form, for an error.
fn native_list() -> String {
    let names: Vec<&str> = FLOAT_OPS
        .iter()
        .map(|(n, _)| *n)
        .chain(INT_OPS.iter().map(|(n, _, _)| *n))
        .chain(APPROX_OPS.iter().map(|(n, _, _, _)| *n))
        .filter(|n| n.starts_with("math."))
        .collect();
    format!("the math ops with one are {}", names.join(", "))
}
