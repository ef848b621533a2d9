//! Whether a value is the same on every thread of a group of threads: the
//! exact reasoning behind [`crate::constant_on_groups`], apart from the
//! MLIR that it reads.
//!
//! The value is first lifted out of the IR into a [`Graph`] of [`Node`]s
//! (the `arith` integer ops with their widths, the thread index, the lane
//! index, and leaves whose value is unknown but known to be the same on the
//! whole CTA, on one warp, or on nothing). A group is a half-open range
//! `[lo, hi)` of linear thread indices of at most [`MAX_GROUP`] threads.
//! [`Graph::constant_on`] answers in two steps:
//!
//! - the fast path, [`Graph::fast_path`]: a value of the form
//!   `floor((tid + a) / d) + b`, or a comparison of one with a constant on
//!   either side, is decided from the two ends of the group (the form is
//!   monotone in `tid` and moves by steps of 1, so it takes every value
//!   between its ends, and the comparison switches at most once);
//! - otherwise the interpreter, [`Graph::interpret`], evaluates the value
//!   for every thread of the group with the exact semantics of `arith` on
//!   `i1`..`i64` and `index` (64 bits): wrap-around, `divsi` rounding
//!   toward zero, `floordivsi` toward minus infinity, `divui`/`shrui` on the
//!   unsigned wrapped value, poison (a zero divisor, `MIN / -1`, a shift by
//!   the width or more) differing from everything.
//!
//! The answer is sound: "constant" only when every thread of the group has
//! the same value (a false "constant" would let some threads of an arrive
//! unit skip the arrive that the others wait to make together: a
//! deadlock); "differs" whenever that cannot be shown (a false "differs"
//! only rejects valid code). Unknown values that are the same on every
//! thread keep a combination constant when every operand is constant, and
//! make it "differs" as soon as one operand varies (`(tid + n) / 32` for an
//! unknown `n` differs, `tid / 32 + n` is constant on a warp).
//!
//! The fast path and the interpreter agree wherever the fast path answers
//! (`passes/tests/uniform.rs` checks it on random expressions against a
//! third, direct evaluation).

use std::rc::Rc;

/// A node of a [`Graph`].
pub type NodeId = usize;

/// Most threads of a group: the hardware's limit of threads per CTA. A
/// larger group is answered by the fast path alone, or as "differs".
pub const MAX_GROUP: i64 = 1024;

/// An `arith` integer binary op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bin {
    /// `addi`
    Add,
    /// `subi`
    Sub,
    /// `muli`
    Mul,
    /// `divui`
    DivU,
    /// `divsi`: rounds toward zero.
    DivS,
    /// `floordivsi`: rounds toward minus infinity.
    FloorDivS,
    /// `ceildivsi`
    CeilDivS,
    /// `ceildivui`
    CeilDivU,
    /// `remui`
    RemU,
    /// `remsi`: the sign of the dividend.
    RemS,
    /// `andi`
    And,
    /// `ori`
    Or,
    /// `xori`
    Xor,
    /// `shli`
    Shl,
    /// `shrui`
    ShrU,
    /// `shrsi`
    ShrS,
    /// `minsi`
    MinS,
    /// `maxsi`
    MaxS,
    /// `minui`
    MinU,
    /// `maxui`
    MaxU,
}

impl Bin {
    /// Every binary op.
    pub const ALL: [Bin; 20] = [
        Bin::Add,
        Bin::Sub,
        Bin::Mul,
        Bin::DivU,
        Bin::DivS,
        Bin::FloorDivS,
        Bin::CeilDivS,
        Bin::CeilDivU,
        Bin::RemU,
        Bin::RemS,
        Bin::And,
        Bin::Or,
        Bin::Xor,
        Bin::Shl,
        Bin::ShrU,
        Bin::ShrS,
        Bin::MinS,
        Bin::MaxS,
        Bin::MinU,
        Bin::MaxU,
    ];

    /// The op for an `arith` op name (`arith.addi` etc.).
    pub fn from_arith(name: &str) -> Option<Bin> {
        Some(match name.strip_prefix("arith.")? {
            "addi" => Bin::Add,
            "subi" => Bin::Sub,
            "muli" => Bin::Mul,
            "divui" => Bin::DivU,
            "divsi" => Bin::DivS,
            "floordivsi" => Bin::FloorDivS,
            "ceildivsi" => Bin::CeilDivS,
            "ceildivui" => Bin::CeilDivU,
            "remui" => Bin::RemU,
            "remsi" => Bin::RemS,
            "andi" => Bin::And,
            "ori" => Bin::Or,
            "xori" => Bin::Xor,
            "shli" => Bin::Shl,
            "shrui" => Bin::ShrU,
            "shrsi" => Bin::ShrS,
            "minsi" => Bin::MinS,
            "maxsi" => Bin::MaxS,
            "minui" => Bin::MinU,
            "maxui" => Bin::MaxU,
            _ => return None,
        })
    }

    /// `x op y` on `width`-bit values held zero-extended; `None` for
    /// poison (a zero divisor, signed `MIN / -1` or `MIN % -1`, a shift by
    /// the width or more).
    pub fn apply(self, x: u64, y: u64, width: u32) -> Option<u64> {
        let w = clamp_width(width);
        let (x, y) = (wrap(x, w), wrap(y, w));
        let (sx, sy) = (sext(x, w), sext(y, w));
        let min = sext(1u64 << (w - 1), w);
        let signed_ok = sy != 0 && !(sx == min && sy == -1);
        let shift = || (y < u64::from(w)).then_some(y as u32);
        let r = match self {
            Bin::Add => x.wrapping_add(y),
            Bin::Sub => x.wrapping_sub(y),
            Bin::Mul => x.wrapping_mul(y),
            Bin::DivU => x.checked_div(y)?,
            Bin::RemU => x.checked_rem(y)?,
            Bin::CeilDivU => x.checked_div(y)? + u64::from(x % y != 0),
            Bin::DivS | Bin::RemS | Bin::FloorDivS | Bin::CeilDivS if !signed_ok => return None,
            Bin::DivS => (sx / sy) as u64,
            Bin::RemS => (sx % sy) as u64,
            Bin::FloorDivS => {
                let q = sx / sy;
                (if sx % sy != 0 && ((sx < 0) != (sy < 0)) {
                    q - 1
                } else {
                    q
                }) as u64
            }
            Bin::CeilDivS => {
                let q = sx / sy;
                (if sx % sy != 0 && ((sx < 0) == (sy < 0)) {
                    q + 1
                } else {
                    q
                }) as u64
            }
            Bin::And => x & y,
            Bin::Or => x | y,
            Bin::Xor => x ^ y,
            Bin::Shl => x << shift()?,
            Bin::ShrU => x >> shift()?,
            Bin::ShrS => (sx >> shift()?) as u64,
            Bin::MinS => sx.min(sy) as u64,
            Bin::MaxS => sx.max(sy) as u64,
            Bin::MinU => x.min(y),
            Bin::MaxU => x.max(y),
        };
        Some(wrap(r, w))
    }
}

/// An `arith.cmpi` predicate, numbered as MLIR numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pred {
    /// 0
    Eq,
    /// 1
    Ne,
    /// 2
    Slt,
    /// 3
    Sle,
    /// 4
    Sgt,
    /// 5
    Sge,
    /// 6
    Ult,
    /// 7
    Ule,
    /// 8
    Ugt,
    /// 9
    Uge,
}

impl Pred {
    /// Every predicate, in MLIR's order.
    pub const ALL: [Pred; 10] = [
        Pred::Eq,
        Pred::Ne,
        Pred::Slt,
        Pred::Sle,
        Pred::Sgt,
        Pred::Sge,
        Pred::Ult,
        Pred::Ule,
        Pred::Ugt,
        Pred::Uge,
    ];

    /// The predicate of MLIR's number.
    pub fn from_number(n: i64) -> Option<Pred> {
        usize::try_from(n)
            .ok()
            .and_then(|i| Pred::ALL.get(i))
            .copied()
    }

    /// The predicate as MLIR writes it (`sgt`).
    pub fn keyword(self) -> &'static str {
        match self {
            Pred::Eq => "eq",
            Pred::Ne => "ne",
            Pred::Slt => "slt",
            Pred::Sle => "sle",
            Pred::Sgt => "sgt",
            Pred::Sge => "sge",
            Pred::Ult => "ult",
            Pred::Ule => "ule",
            Pred::Ugt => "ugt",
            Pred::Uge => "uge",
        }
    }

    fn signed(self) -> bool {
        matches!(self, Pred::Slt | Pred::Sle | Pred::Sgt | Pred::Sge)
    }

    /// `x pred y` on mathematical integers.
    fn holds(self, x: i128, y: i128) -> bool {
        match self {
            Pred::Eq => x == y,
            Pred::Ne => x != y,
            Pred::Slt | Pred::Ult => x < y,
            Pred::Sle | Pred::Ule => x <= y,
            Pred::Sgt | Pred::Ugt => x > y,
            Pred::Sge | Pred::Uge => x >= y,
        }
    }

    /// `x pred y` on `width`-bit values held zero-extended.
    pub fn apply(self, x: u64, y: u64, width: u32) -> bool {
        let w = clamp_width(width);
        let (x, y) = (wrap(x, w), wrap(y, w));
        if self.signed() {
            self.holds(i128::from(sext(x, w)), i128::from(sext(y, w)))
        } else {
            self.holds(i128::from(x), i128::from(y))
        }
    }
}

/// A cast between integer widths (`extui`, `extsi`, `trunci`, and
/// `index_cast`/`index_castui`, which extend or truncate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cast {
    /// Zero-extends.
    ZeroExt,
    /// Sign-extends.
    SignExt,
    /// Keeps the low bits (also a cast to the same width).
    Trunc,
}

impl Cast {
    /// The cast of `x` from `from` bits to `to` bits.
    pub fn apply(self, x: u64, from: u32, to: u32) -> u64 {
        let (from, to) = (clamp_width(from), clamp_width(to));
        let x = wrap(x, from);
        match self {
            Cast::ZeroExt => wrap(x, to),
            Cast::SignExt => wrap(sext(x, from) as u64, to),
            Cast::Trunc => wrap(x, to),
        }
    }
}

/// What a value is, per thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// The linear thread index (`tid.x` of a one-dimensional CTA).
    Tid,
    /// The lane index, `tid mod 32`.
    Lane,
    /// An integer constant (its bits).
    Const(u64),
    /// Unknown, but the same on every thread of the CTA (a kernel
    /// argument, the CTA index, a constant that is not an integer).
    Uniform,
    /// Unknown and possibly different on any two threads.
    Varies,
    /// A binary `arith` op.
    Bin(Bin, NodeId, NodeId),
    /// `arith.cmpi` (an `i1`).
    Cmp(Pred, NodeId, NodeId),
    /// A cast; the widths are the operand's and the node's.
    Cast(Cast, NodeId),
    /// `arith.select` (and an `scf.if` result): condition, then, else.
    Select(NodeId, NodeId, NodeId),
    /// An op whose result is the same on threads on which all its operands
    /// are (a pure function of them, or a load from one shared or global
    /// address).
    Opaque(Vec<NodeId>),
    /// A warp-level op: the same on every thread of a group inside one
    /// warp when all of `in_warp` are constant on it (`warpid`; `vote`,
    /// `redux`; the full-warp `shfl.sync idx` of a constant lane); on other
    /// groups the same when `otherwise` is given and all of it is constant.
    PerWarp {
        /// What must be constant on a one-warp group.
        in_warp: Vec<NodeId>,
        /// What must be constant on other groups (`None`: differs).
        otherwise: Option<Vec<NodeId>>,
    },
    /// A loop-carried value (an `scf.for` iter_arg): its initial value and
    /// the value yielded for the next iteration. Constant when both are,
    /// taking it constant while the yielded value is looked at (by
    /// induction over the iterations).
    Carried {
        /// The value on entry.
        init: NodeId,
        /// The value of the next iteration.
        next: NodeId,
    },
}

/// Values as a graph of [`Node`]s, each with its width in bits (64 for
/// `index` and for values that are not integers).
#[derive(Debug, Clone, Default)]
pub struct Graph {
    nodes: Vec<(Node, u32)>,
}

impl Graph {
    /// Adds a node of `width` bits.
    pub fn add(&mut self, node: Node, width: u32) -> NodeId {
        self.nodes.push((node, clamp_width(width)));
        self.nodes.len() - 1
    }

    /// Replaces node `id` (a placeholder made before its operands, for a
    /// loop-carried value that its own next value uses).
    pub fn set(&mut self, id: NodeId, node: Node) {
        if let Some(slot) = self.nodes.get_mut(id) {
            slot.0 = node;
        }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether there is no node.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id).map_or(&Node::Varies, |(n, _)| n)
    }

    fn width(&self, id: NodeId) -> u32 {
        self.nodes.get(id).map_or(64, |(_, w)| *w)
    }

    /// Whether `root` is the same on every thread of `[lo, hi)`: the fast
    /// path where it answers, the interpreter otherwise.
    pub fn constant_on(&self, root: NodeId, lo: i64, hi: i64) -> bool {
        if hi.saturating_sub(lo) <= 1 {
            return true;
        }
        if let Some(answer) = self.fast_path(root, lo, hi) {
            return answer;
        }
        self.interpret(root, lo, hi)
    }

    /// The fast path: `Some(answer)` when `root` is
    /// `floor((tid + a) / d) + b` (see [`Graph::form`]) or a comparison of
    /// one with a constant (either side), `None` otherwise. Exact: the form
    /// is monotone in `tid` and takes every integer between its ends, so it
    /// is constant when its ends are equal, and a comparison with `c`
    /// switches at most once (`eq`/`ne`: constant when `c` is outside the
    /// ends or the ends are equal).
    pub fn fast_path(&self, root: NodeId, lo: i64, hi: i64) -> Option<bool> {
        if hi.saturating_sub(lo) <= 1 {
            return Some(true);
        }
        if let Some(f) = self.form(root, lo, hi) {
            return Some(f.at(lo) == f.at(hi - 1));
        }
        let &Node::Cmp(pred, x, y) = self.node(root) else {
            return None;
        };
        let w = self.width(x);
        let (f, c, swapped) = match (self.constant(y), self.constant(x)) {
            (Some(c), _) => (self.form(x, lo, hi)?, c, false),
            (None, Some(c)) => (self.form(y, lo, hi)?, c, true),
            (None, None) => return None,
        };
        // The form's math value is congruent to its bits; move it into the
        // window the predicate reads the bits in.
        let f = f.window(pred.signed(), lo, hi)?;
        let c = if pred.signed() {
            i128::from(sext(c, w))
        } else {
            i128::from(wrap(c, w))
        };
        let (first, last) = (f.at(lo), f.at(hi - 1));
        Some(match pred {
            Pred::Eq | Pred::Ne => first == last || c < first || c > last,
            _ => {
                let holds = |v| {
                    if swapped {
                        pred.holds(c, v)
                    } else {
                        pred.holds(v, c)
                    }
                };
                holds(first) == holds(last)
            }
        })
    }

    /// `id` as `floor((tid + a) / d) + b` on the group `[lo, hi)`, if it has
    /// that form: the thread index through constants added on either side
    /// or subtracted, `ori`/`xori` with 0, `divui`/`shrui`, `divsi`,
    /// `floordivsi`/`shrsi` by positive constants, and casts. The form
    /// composes: `floor((floor((tid + a) / d1) + b) / d2) = floor((tid + a +
    /// b * d1) / (d1 * d2))`. The form's value is the mathematical integer,
    /// its bits that integer modulo `2^width`; each op that reads the bits
    /// as unsigned (`divui`, `shrui`, `extui`) or signed (`divsi`,
    /// `floordivsi`, `shrsi`, `extsi`) needs the group's values inside one
    /// window of `2^width` (for `tid - 32 < 0`, `divui` reads `2^32 + tid -
    /// 32`: the form moves by a multiple of `2^width`, exact for any
    /// divisor), and `divsi`, which rounds toward zero, needs them
    /// non-negative there. Anything else has no form (the interpreter
    /// decides).
    pub fn form(&self, id: NodeId, lo: i64, hi: i64) -> Option<Form> {
        let w = self.width(id);
        let form = match *self.node(id) {
            Node::Tid => Form {
                a: 0,
                d: 1,
                b: 0,
                width: w,
            },
            Node::Cast(cast, x) => {
                let f = self.form(x, lo, hi)?;
                match cast {
                    Cast::ZeroExt => f.window(false, lo, hi)?,
                    Cast::SignExt => f.window(true, lo, hi)?,
                    Cast::Trunc => f,
                }
            }
            Node::Bin(op, x, y) => {
                let (cx, cy) = (self.constant(x), self.constant(y));
                let sx = |c: u64| i128::from(sext(c, w));
                let ux = |c: u64| i128::from(wrap(c, w));
                match (op, cx, cy) {
                    (Bin::Add, _, Some(k)) => self.form(x, lo, hi)?.plus(sx(k))?,
                    (Bin::Add, Some(k), None) => self.form(y, lo, hi)?.plus(sx(k))?,
                    (Bin::Sub, _, Some(k)) => self.form(x, lo, hi)?.plus(-sx(k))?,
                    (Bin::Or | Bin::Xor, _, Some(0)) => self.form(x, lo, hi)?,
                    (Bin::Or | Bin::Xor, Some(0), None) => self.form(y, lo, hi)?,
                    (Bin::DivU, _, Some(c)) if ux(c) > 0 => {
                        self.form(x, lo, hi)?.window(false, lo, hi)?.div(ux(c))?
                    }
                    (Bin::ShrU, _, Some(s)) if s < u64::from(w) => self
                        .form(x, lo, hi)?
                        .window(false, lo, hi)?
                        .div(1i128 << s)?,
                    (Bin::DivS, _, Some(c)) if sx(c) > 0 => {
                        let f = self.form(x, lo, hi)?.window(true, lo, hi)?;
                        // Toward zero is the floor only for non-negative values.
                        if f.at(lo) < 0 {
                            return None;
                        }
                        f.div(sx(c))?
                    }
                    (Bin::FloorDivS, _, Some(c)) if sx(c) > 0 => {
                        self.form(x, lo, hi)?.window(true, lo, hi)?.div(sx(c))?
                    }
                    (Bin::ShrS, _, Some(s)) if s < u64::from(w) => self
                        .form(x, lo, hi)?
                        .window(true, lo, hi)?
                        .div(1i128 << s)?,
                    _ => return None,
                }
            }
            _ => return None,
        };
        Some(Form { width: w, ..form }).filter(Form::bounded)
    }

    /// The bits of `id` when it is a constant.
    fn constant(&self, id: NodeId) -> Option<u64> {
        match self.node(id) {
            Node::Const(c) => Some(wrap(*c, self.width(id))),
            _ => None,
        }
    }

    /// Each thread's bits of `root` over `[lo, hi)` (at most [`MAX_GROUP`]
    /// threads), when every one is known: `root` is a function of the
    /// thread index and constants.
    pub fn thread_values(&self, root: NodeId, lo: i64, hi: i64) -> Option<Vec<u64>> {
        if hi <= lo || hi - lo > MAX_GROUP {
            return None;
        }
        let mut interp = Interp::new(self, lo, hi);
        match interp.eval(root) {
            Val::Lanes(lanes) => lanes.iter().copied().collect(),
            _ => None,
        }
    }

    /// The interpreter: whether `root` is the same on every thread of
    /// `[lo, hi)`, evaluated for each thread of the group ("differs" for a
    /// group of more than [`MAX_GROUP`] threads).
    pub fn interpret(&self, root: NodeId, lo: i64, hi: i64) -> bool {
        if hi.saturating_sub(lo) <= 1 {
            return true;
        }
        if hi - lo > MAX_GROUP {
            return false;
        }
        let mut interp = Interp::new(self, lo, hi);
        interp.eval(root).uniform()
    }
}

/// `floor((tid + a) / d) + b` with `d >= 1`, a mathematical integer whose
/// bits are its value modulo `2^width`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Form {
    /// Added to the thread index.
    pub a: i128,
    /// The divisor (at least 1).
    pub d: i128,
    /// Added after the division.
    pub b: i128,
    /// Width of the value in bits.
    pub width: u32,
}

/// Largest magnitude of a form's terms: far inside `i128`, so that
/// evaluating a form cannot overflow.
const FORM_BOUND: i128 = 1 << 100;

impl Form {
    /// The value at thread `t`.
    pub fn at(&self, t: i64) -> i128 {
        (i128::from(t) + self.a).div_euclid(self.d) + self.b
    }

    fn bounded(&self) -> bool {
        self.d >= 1 && self.d < FORM_BOUND && self.a.abs() < FORM_BOUND && self.b.abs() < FORM_BOUND
    }

    fn plus(self, k: i128) -> Option<Form> {
        Some(Form {
            b: self.b.checked_add(k)?,
            ..self
        })
        .filter(Form::bounded)
    }

    /// `floor(self / c)` for `c > 0`.
    fn div(self, c: i128) -> Option<Form> {
        Some(Form {
            a: self.a.checked_add(self.b.checked_mul(self.d)?)?,
            d: self.d.checked_mul(c)?,
            b: 0,
            width: self.width,
        })
        .filter(Form::bounded)
    }

    /// The same bits with the value moved into the window in which they
    /// read as unsigned (`[0, 2^w)`) or signed (`[-2^(w-1), 2^(w-1))`), if
    /// the whole group's values fit one window.
    fn window(self, signed: bool, lo: i64, hi: i64) -> Option<Form> {
        let m = 1i128 << clamp_width(self.width);
        let base = if signed { m / 2 } else { 0 };
        let k = (self.at(lo) + base).div_euclid(m);
        if (self.at(hi - 1) + base).div_euclid(m) != k {
            return None;
        }
        self.plus(-k.checked_mul(m)?)
    }
}

/// A value over the threads of a group.
#[derive(Debug, Clone)]
enum Val {
    /// Each thread's bits (`None`: poison).
    Lanes(Rc<Vec<Option<u64>>>),
    /// The same on every thread, value unknown.
    Same,
    /// Possibly different.
    Varies,
}

/// Each thread's result of `f` on its two operands (poison in, poison out).
fn zip_lanes(a: &[Option<u64>], b: &[Option<u64>], f: impl Fn(u64, u64) -> Option<u64>) -> Val {
    Val::Lanes(Rc::new(
        a.iter().zip(b).map(|(p, q)| f((*p)?, (*q)?)).collect(),
    ))
}

impl Val {
    fn uniform(&self) -> bool {
        match self {
            Val::Same => true,
            Val::Varies => false,
            Val::Lanes(lanes) => match lanes.first() {
                Some(Some(first)) => lanes.iter().all(|x| *x == Some(*first)),
                _ => false,
            },
        }
    }

    fn is_zero(&self) -> bool {
        matches!(self, Val::Lanes(lanes) if lanes.iter().all(|x| *x == Some(0)))
    }
}

struct Interp<'g> {
    graph: &'g Graph,
    lo: i64,
    hi: i64,
    memo: Vec<Option<Val>>,
    /// The nodes in the order their values were recorded, so that what was
    /// derived from an assumption that fails can be forgotten.
    log: Vec<NodeId>,
}

impl<'g> Interp<'g> {
    /// An interpreter of `graph` for the threads `[lo, hi)`, nothing
    /// evaluated yet.
    fn new(graph: &'g Graph, lo: i64, hi: i64) -> Self {
        Interp {
            graph,
            lo,
            hi,
            memo: vec![None; graph.nodes.len()],
            log: Vec::new(),
        }
    }

    fn eval(&mut self, id: NodeId) -> Val {
        if let Some(Some(known)) = self.memo.get(id) {
            return known.clone();
        }
        let value = self.compute(id);
        self.record(id, value.clone());
        value
    }

    fn record(&mut self, id: NodeId, value: Val) {
        if let Some(slot) = self.memo.get_mut(id) {
            *slot = Some(value);
            self.log.push(id);
        }
    }

    fn lanes(&self, f: impl Fn(i64) -> Option<u64>) -> Val {
        Val::Lanes(Rc::new((self.lo..self.hi).map(f).collect()))
    }

    fn all_uniform(&mut self, ids: &[NodeId]) -> bool {
        ids.iter().all(|&i| self.eval(i).uniform())
    }

    /// The value of node `id` on the group, from its operands' values.
    fn compute(&mut self, id: NodeId) -> Val {
        let graph = self.graph;
        let w = graph.width(id);
        match graph.node(id) {
            Node::Tid => self.lanes(|t| Some(wrap(t as u64, w))),
            Node::Lane => self.lanes(|t| Some(wrap(t.rem_euclid(32) as u64, w))),
            Node::Const(c) => {
                let c = wrap(*c, w);
                self.lanes(|_| Some(c))
            }
            Node::Uniform => Val::Same,
            Node::Varies => Val::Varies,
            Node::Opaque(ops) => {
                if self.all_uniform(ops) {
                    Val::Same
                } else {
                    Val::Varies
                }
            }
            Node::PerWarp { in_warp, otherwise } => self.per_warp(in_warp, otherwise.as_deref()),
            &Node::Bin(op, x, y) => self.binary(op, x, y),
            &Node::Cmp(pred, x, y) => self.compare(pred, x, y),
            &Node::Cast(cast, x) => {
                let from = graph.width(x);
                match self.eval(x) {
                    Val::Lanes(a) => Val::Lanes(Rc::new(
                        a.iter().map(|p| Some(cast.apply((*p)?, from, w))).collect(),
                    )),
                    other => other,
                }
            }
            &Node::Select(c, a, b) => self.select(c, a, b),
            &Node::Carried { init, next } => self.carried(id, init, next),
        }
    }

    /// A value the same within a warp (`in_warp` uniform, on a group of one
    /// warp) or everywhere (`otherwise` uniform).
    fn per_warp(&mut self, in_warp: &[NodeId], otherwise: Option<&[NodeId]>) -> Val {
        let one_warp = self.lo.div_euclid(32) == (self.hi - 1).div_euclid(32);
        if one_warp && self.all_uniform(in_warp) {
            return Val::Same;
        }
        match otherwise {
            Some(ops) if self.all_uniform(ops) => Val::Same,
            _ => Val::Varies,
        }
    }

    /// `op` of `x` and `y`, lane by lane where both are known.
    fn binary(&mut self, op: Bin, x: NodeId, y: NodeId) -> Val {
        let wx = self.graph.width(x);
        let (vx, vy) = (self.eval(x), self.eval(y));
        match (&vx, &vy) {
            (Val::Lanes(a), Val::Lanes(b)) => zip_lanes(a, b, |p, q| op.apply(p, q, wx)),
            _ if matches!(op, Bin::Mul | Bin::And) && (vx.is_zero() || vy.is_zero()) => {
                self.lanes(|_| Some(0))
            }
            _ if vx.uniform() && vy.uniform() => Val::Same,
            _ => Val::Varies,
        }
    }

    /// `x pred y`, lane by lane where both are known.
    fn compare(&mut self, pred: Pred, x: NodeId, y: NodeId) -> Val {
        let wx = self.graph.width(x);
        let (vx, vy) = (self.eval(x), self.eval(y));
        match (&vx, &vy) {
            (Val::Lanes(a), Val::Lanes(b)) => {
                zip_lanes(a, b, |p, q| Some(u64::from(pred.apply(p, q, wx))))
            }
            _ if vx.uniform() && vy.uniform() => Val::Same,
            _ => Val::Varies,
        }
    }

    /// `c ? a : b`: the one side a uniform known condition selects, lane by
    /// lane where all three are known.
    fn select(&mut self, c: NodeId, a: NodeId, b: NodeId) -> Val {
        let vc = self.eval(c);
        match &vc {
            Val::Lanes(cond) if vc.uniform() => {
                if cond.first().copied().flatten().unwrap_or(0) & 1 != 0 {
                    self.eval(a)
                } else {
                    self.eval(b)
                }
            }
            Val::Lanes(cond) => match (self.eval(a), self.eval(b)) {
                (Val::Lanes(ta), Val::Lanes(tb)) => Val::Lanes(Rc::new(
                    cond.iter()
                        .zip(ta.iter().zip(tb.iter()))
                        .map(|(k, (p, q))| if (*k)? & 1 != 0 { *p } else { *q })
                        .collect(),
                )),
                _ => Val::Varies,
            },
            Val::Same => {
                if self.eval(a).uniform() && self.eval(b).uniform() {
                    Val::Same
                } else {
                    Val::Varies
                }
            }
            Val::Varies => Val::Varies,
        }
    }

    /// A loop-carried value `id`: constant when `init` is and `next` is
    /// under the assumption that `id` is.
    fn carried(&mut self, id: NodeId, init: NodeId, next: NodeId) -> Val {
        if !self.eval(init).uniform() {
            return Val::Varies;
        }
        // Assume it constant, then check the next iteration's value
        // under that assumption; if that fails, forget everything
        // derived from the assumption.
        let mark = self.log.len();
        self.record(id, Val::Same);
        if self.eval(next).uniform() {
            return Val::Same;
        }
        for forgotten in self.log.drain(mark..) {
            self.memo[forgotten] = None;
        }
        Val::Varies
    }
}

fn clamp_width(width: u32) -> u32 {
    width.clamp(1, 64)
}

/// `x` reduced to its low `width` bits.
pub fn wrap(x: u64, width: u32) -> u64 {
    let w = clamp_width(width);
    if w >= 64 {
        x
    } else {
        x & ((1u64 << w) - 1)
    }
}

/// The low `width` bits of `x` read as a signed integer.
pub fn sext(x: u64, width: u32) -> i64 {
    let w = clamp_width(width);
    let shift = 64 - w;
    ((x << shift) as i64) >> shift
}
