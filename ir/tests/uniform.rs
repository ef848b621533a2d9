//! The uniformity analysis of `phaselock_ir::uniform`: the `arith`
//! semantics it evaluates, the warp-uniform forms it recognizes, the
//! divergent twins it refuses, and a random cross-check of its fast path
//! and its interpreter against a direct evaluation with Rust's own integer
//! types.

use phaselock_ir::uniform::{sext, Bin, Cast, Graph, Node, NodeId, Pred};

/// Warps `first..first + n` as groups of linear thread indices.
fn warps(first: i64, n: i64) -> Vec<(i64, i64)> {
    (first..first + n).map(|w| (32 * w, 32 * w + 32)).collect()
}

/// Warpgroups `first..first + n`.
fn warpgroups(first: i64, n: i64) -> Vec<(i64, i64)> {
    (first..first + n)
        .map(|g| (128 * g, 128 * g + 128))
        .collect()
}

fn on_all(g: &Graph, root: NodeId, groups: &[(i64, i64)]) -> bool {
    groups.iter().all(|&(lo, hi)| {
        let answer = g.constant_on(root, lo, hi);
        assert_eq!(
            answer,
            g.interpret(root, lo, hi),
            "the fast path and the interpreter disagree on [{lo}, {hi})"
        );
        answer
    })
}

/// A small builder of i32 expressions over `tid.x`.
struct B {
    g: Graph,
}

impl B {
    fn new() -> Self {
        B {
            g: Graph::default(),
        }
    }
    fn tid(&mut self) -> NodeId {
        self.g.add(Node::Tid, 32)
    }
    fn c(&mut self, v: i64) -> NodeId {
        self.g.add(Node::Const(v as u64), 32)
    }
    fn bin(&mut self, op: Bin, x: NodeId, k: i64) -> NodeId {
        let k = self.c(k);
        self.g.add(Node::Bin(op, x, k), 32)
    }
    fn cmp(&mut self, pred: Pred, x: NodeId, k: i64) -> NodeId {
        let k = self.c(k);
        self.g.add(Node::Cmp(pred, x, k), 1)
    }
    fn cmp_left(&mut self, pred: Pred, k: i64, x: NodeId) -> NodeId {
        let k = self.c(k);
        self.g.add(Node::Cmp(pred, k, x), 1)
    }
}

#[test]
fn arith_semantics() {
    let m32 = |v: i64| v as u64 & 0xffff_ffff;
    // divsi rounds toward zero, floordivsi toward minus infinity.
    assert_eq!(Bin::DivS.apply(m32(-1), 32, 32), Some(0));
    assert_eq!(Bin::DivS.apply(m32(-31), 32, 32), Some(0));
    assert_eq!(Bin::DivS.apply(m32(-32), 32, 32), Some(m32(-1)));
    assert_eq!(Bin::FloorDivS.apply(m32(-1), 32, 32), Some(m32(-1)));
    assert_eq!(Bin::FloorDivS.apply(m32(-32), 32, 32), Some(m32(-1)));
    assert_eq!(Bin::FloorDivS.apply(m32(-33), 32, 32), Some(m32(-2)));
    assert_eq!(Bin::CeilDivS.apply(m32(-33), 32, 32), Some(m32(-1)));
    assert_eq!(Bin::CeilDivS.apply(33, 32, 32), Some(2));
    assert_eq!(Bin::CeilDivU.apply(33, 32, 32), Some(2));
    // divui and shrui read the wrapped bits: -32 is 2^32 - 32.
    assert_eq!(Bin::DivU.apply(m32(-32), 32, 32), Some((1 << 27) - 1));
    assert_eq!(Bin::ShrU.apply(m32(-1), 5, 32), Some((1 << 27) - 1));
    assert_eq!(Bin::ShrS.apply(m32(-1), 5, 32), Some(m32(-1)));
    assert_eq!(Bin::RemS.apply(m32(-33), 32, 32), Some(m32(-1)));
    assert_eq!(Bin::RemU.apply(m32(-33), 32, 32), Some(31));
    // index is 64 bits.
    assert_eq!(Bin::DivU.apply(-32i64 as u64, 32, 64), Some((1 << 59) - 1));
    assert_eq!(Bin::Add.apply(u32::MAX as u64, 1, 32), Some(0));
    // Poison: a zero divisor, MIN / -1, a shift by the width.
    assert_eq!(Bin::DivU.apply(5, 0, 32), None);
    assert_eq!(Bin::DivS.apply(1 << 31, m32(-1), 32), None);
    assert_eq!(Bin::RemS.apply(1 << 31, m32(-1), 32), None);
    assert_eq!(Bin::Shl.apply(1, 32, 32), None);
    assert_eq!(Bin::ShrU.apply(1, 31, 32), Some(0));
    // Comparisons read the bits signed or unsigned.
    assert!(Pred::Slt.apply(m32(-1), 0, 32));
    assert!(!Pred::Ult.apply(m32(-1), 0, 32));
    assert!(Pred::Ugt.apply(m32(-1), 0, 32));
    assert_eq!(Cast::SignExt.apply(m32(-2), 32, 64), -2i64 as u64);
    assert_eq!(Cast::ZeroExt.apply(m32(-2), 32, 64), m32(-2));
    assert_eq!(Cast::Trunc.apply(0x1_0000_0005, 64, 32), 5);
    assert_eq!(sext(1, 1), -1);
}

#[test]
fn warp_uniform_forms() {
    let consumer = warps(1, 4);
    // (tid - 32) / 32 != 0, divui, divsi (non-negative on warps 1..) and
    // floordivsi.
    for op in [Bin::DivU, Bin::DivS, Bin::FloorDivS] {
        let mut b = B::new();
        let t = b.tid();
        let x = b.bin(Bin::Sub, t, 32);
        let w = b.bin(op, x, 32);
        let c = b.cmp(Pred::Ne, w, 0);
        assert!(on_all(&b.g, w, &consumer), "{op:?}");
        assert!(on_all(&b.g, c, &consumer), "{op:?}");
        // On every warp of the CTA (tid - 32 < 0 on warp 0) for divui and
        // floordivsi; divsi rounds -31..-1 to 0 and -32 to -1 on warp 0.
        assert_eq!(on_all(&b.g, c, &warps(0, 32)), op != Bin::DivS, "{op:?}");
    }
    // (tid + 32) / 32, (tid - 32) >> 5 (shrui and shrsi), tid / 32 - 1.
    let mut b = B::new();
    let t = b.tid();
    let plus = b.bin(Bin::Add, t, 32);
    let a = b.bin(Bin::DivS, plus, 32);
    let minus = b.bin(Bin::Sub, t, 32);
    let s = b.bin(Bin::ShrU, minus, 5);
    let ss = b.bin(Bin::ShrS, minus, 5);
    let w = b.bin(Bin::DivU, t, 32);
    let wk = b.bin(Bin::Sub, w, 1);
    for root in [a, s, ss, wk] {
        assert!(on_all(&b.g, root, &warps(0, 32)));
        assert!(!on_all(&b.g, root, &warpgroups(0, 8)));
    }
    // Comparisons with the constant on either side, every predicate.
    for pred in Pred::ALL {
        for k in [-2, -1, 0, 1, 2, 3, 31, 32] {
            let mut b2 = B::new();
            let t = b2.tid();
            let minus = b2.bin(Bin::Sub, t, 32);
            let w = b2.bin(Bin::ShrU, minus, 5);
            let r = b2.cmp(pred, w, k);
            let l = b2.cmp_left(pred, k, w);
            assert!(on_all(&b2.g, r, &warps(0, 32)), "{pred:?} {k}");
            assert!(on_all(&b2.g, l, &warps(0, 32)), "{pred:?} {k}");
        }
    }
}

#[test]
fn warpgroup_uniform_forms() {
    // (tid / 32 - 4) / 4 on the warpgroups 1.. (warps 4..); on warpgroup 0
    // the divsi rounds -4..-1 to -1 and 0 (differs), floordivsi does not.
    let mut b = B::new();
    let t = b.tid();
    let w = b.bin(Bin::DivU, t, 32);
    let off = b.bin(Bin::Sub, w, 4);
    let g = b.bin(Bin::DivS, off, 4);
    let gf = b.bin(Bin::FloorDivS, off, 4);
    let c = b.cmp(Pred::Eq, g, 0);
    assert!(on_all(&b.g, c, &warpgroups(1, 7)));
    assert!(on_all(&b.g, gf, &warpgroups(0, 8)));
    // -4 / 4 = -1 but -3 / 4 = 0: the first warp of warpgroup 0 differs
    // from the others.
    assert!(!on_all(&b.g, g, &warpgroups(0, 1)));
    // tid / 32 != 1 splits warpgroup 0; tid / 128 != 1 and
    // tid / 32 >= 4 do not.
    let ne1 = b.cmp(Pred::Ne, w, 1);
    assert!(!on_all(&b.g, ne1, &warpgroups(0, 1)));
    assert!(on_all(&b.g, ne1, &warps(0, 32)));
    let wg = b.bin(Bin::DivU, t, 128);
    let wg1 = b.cmp(Pred::Ne, wg, 1);
    assert!(on_all(&b.g, wg1, &warpgroups(0, 8)));
    let ge4 = b.cmp_left(Pred::Sle, 4, w);
    assert!(on_all(&b.g, ge4, &warpgroups(0, 8)));
}

#[test]
fn divergent_twins() {
    let mut b = B::new();
    let t = b.tid();
    // (tid - 16) / 32 cuts every warp.
    let x = b.bin(Bin::Sub, t, 16);
    let w = b.bin(Bin::DivU, x, 32);
    let c = b.cmp(Pred::Ne, w, 0);
    assert!(!on_all(&b.g, c, &warps(1, 1)));
    // ... but not where it is compared against a value no warp reaches.
    let far = b.cmp(Pred::Ult, w, 1000);
    assert!(on_all(&b.g, far, &warps(1, 4)));
    // divui by 80 of tid - 64 < 0: 2^32 is no multiple of 80, the wrapped
    // warp 1 straddles a block of 80 (and warp 2, from 0, does not).
    let y = b.bin(Bin::Sub, t, 64);
    let q = b.bin(Bin::DivU, y, 80);
    assert!(!on_all(&b.g, q, &warps(1, 1)));
    assert!(on_all(&b.g, q, &warps(2, 1)));
    // A power of two divides 2^32: the wrapped warp 1 stays in one block.
    let q64 = b.bin(Bin::DivU, y, 64);
    assert!(on_all(&b.g, q64, &warps(1, 2)));
    // tid < 200 cuts warp 6; tid / 32 is not constant on a warpgroup.
    let cut = b.cmp(Pred::Ult, t, 200);
    assert!(!on_all(&b.g, cut, &warps(6, 1)));
    assert!(on_all(&b.g, cut, &warps(0, 6)));
    let w32 = b.bin(Bin::DivU, t, 32);
    assert!(!on_all(&b.g, w32, &warpgroups(0, 1)));
    // Non-monotone forms go to the interpreter: 96 - tid, tid % 32.
    let rev = {
        let k = b.c(96);
        b.g.add(Node::Bin(Bin::Sub, k, t), 32)
    };
    let rev_w = b.bin(Bin::DivS, rev, 32);
    assert_eq!(b.g.fast_path(rev_w, 32, 64), None);
    // 96 - (32..63) = 64..33: 2 and 1.
    assert!(!on_all(&b.g, rev_w, &warps(1, 1)));
    let lane = b.bin(Bin::RemU, t, 32);
    let lane0 = b.cmp(Pred::Eq, lane, 0);
    assert!(!on_all(&b.g, lane0, &warps(0, 1)));
    let lane_hi = b.bin(Bin::ShrU, lane, 5);
    assert!(on_all(&b.g, lane_hi, &warps(0, 4)));
}

#[test]
fn leaves() {
    let mut g = Graph::default();
    let lane = g.add(Node::Lane, 32);
    let warp = g.add(
        Node::PerWarp {
            in_warp: Vec::new(),
            otherwise: None,
        },
        32,
    );
    let n = g.add(Node::Uniform, 32);
    let one = g.add(Node::Const(1), 32);
    let k32 = g.add(Node::Const(32), 32);
    let lane_is_1 = g.add(Node::Cmp(Pred::Eq, lane, one), 1);
    let lane_hi = g.add(Node::Bin(Bin::DivU, lane, k32), 32);
    let warp_is_1 = g.add(Node::Cmp(Pred::Eq, warp, one), 1);
    let warp_is_n = g.add(Node::Cmp(Pred::Eq, warp, n), 1);
    assert!(!on_all(&g, lane_is_1, &warps(0, 4)));
    assert!(on_all(&g, lane_hi, &warps(0, 4)));
    assert!(on_all(&g, warp_is_1, &warps(0, 32)));
    assert!(on_all(&g, warp_is_n, &warps(0, 32)));
    assert!(!on_all(&g, warp_is_1, &warpgroups(0, 1)));
    // tid / 32 + n is constant on a warp, (tid + n) / 32 is not.
    let tid = g.add(Node::Tid, 32);
    let w = g.add(Node::Bin(Bin::DivU, tid, k32), 32);
    let w_n = g.add(Node::Bin(Bin::Add, w, n), 32);
    let t_n = g.add(Node::Bin(Bin::Add, tid, n), 32);
    let t_n_w = g.add(Node::Bin(Bin::DivU, t_n, k32), 32);
    assert!(on_all(&g, w_n, &warps(0, 32)));
    assert!(!on_all(&g, t_n_w, &warps(0, 1)));
    // n * 0 is 0 whatever n is: the linear index tid + ntid * 0.
    let zero = g.add(Node::Const(0), 32);
    let row = g.add(Node::Bin(Bin::Mul, n, zero), 32);
    let linear = g.add(Node::Bin(Bin::Add, tid, row), 32);
    let lw = g.add(Node::Bin(Bin::DivU, linear, k32), 32);
    assert!(on_all(&g, lw, &warps(0, 32)));
    // select on a warp test picks per warp; on a lane test it differs.
    let sel = g.add(Node::Select(warp_is_1, w, one), 32);
    assert!(on_all(&g, sel, &warps(0, 32)));
    let sel_lane = g.add(Node::Select(lane_is_1, w, one), 32);
    assert!(!on_all(&g, sel_lane, &warps(2, 1)));
    // A shuffle-like broadcast: constant on a warp when the lane is.
    let bcast = g.add(
        Node::PerWarp {
            in_warp: vec![one],
            otherwise: Some(vec![tid, one]),
        },
        32,
    );
    assert!(on_all(&g, bcast, &warps(0, 32)));
    assert!(!on_all(&g, bcast, &warpgroups(0, 1)));
}

#[test]
fn loop_carried_values() {
    let mut g = Graph::default();
    let zero = g.add(Node::Const(0), 32);
    let one = g.add(Node::Const(1), 32);
    let tid = g.add(Node::Tid, 32);
    // acc = 0; acc = acc + 1: constant.
    let acc = g.add(Node::Varies, 32);
    let next = g.add(Node::Bin(Bin::Add, acc, one), 32);
    g.set(acc, Node::Carried { init: zero, next });
    assert!(on_all(&g, acc, &warpgroups(0, 8)));
    // acc = tid: differs.
    let from_tid = g.add(Node::Varies, 32);
    let next2 = g.add(Node::Bin(Bin::Add, from_tid, one), 32);
    g.set(
        from_tid,
        Node::Carried {
            init: tid,
            next: next2,
        },
    );
    assert!(!on_all(&g, from_tid, &warps(0, 1)));
    // acc = 0; acc = acc + tid: differs, and what was derived from the
    // failed assumption (next3 looked constant) is forgotten.
    let grows = g.add(Node::Varies, 32);
    let twice = g.add(Node::Bin(Bin::Mul, grows, one), 32);
    let next3 = g.add(Node::Bin(Bin::Add, twice, tid), 32);
    g.set(
        grows,
        Node::Carried {
            init: zero,
            next: next3,
        },
    );
    let uses = g.add(Node::Opaque(vec![grows, twice]), 32);
    assert!(!on_all(&g, uses, &warps(0, 1)));
    assert!(!on_all(&g, twice, &warps(0, 1)));
    // Two iter_args that swap: constant when both start constant.
    let a = g.add(Node::Varies, 32);
    let b = g.add(Node::Varies, 32);
    g.set(
        a,
        Node::Carried {
            init: zero,
            next: b,
        },
    );
    g.set(b, Node::Carried { init: one, next: a });
    assert!(on_all(&g, a, &warps(0, 32)));
    let c = g.add(Node::Varies, 32);
    let d = g.add(Node::Varies, 32);
    g.set(
        c,
        Node::Carried {
            init: zero,
            next: d,
        },
    );
    g.set(d, Node::Carried { init: tid, next: c });
    assert!(!on_all(&g, c, &warps(0, 1)));
    assert!(!on_all(&g, d, &warps(0, 1)));
}

// The random cross-check.

#[derive(Clone, Copy, Debug, PartialEq)]
enum W {
    I32,
    I64,
}

#[derive(Clone, Debug)]
enum E {
    Tid(W),
    Const(W, i64),
    Bin(Bin, Box<E>, Box<E>),
    Cast(Cast, W, Box<E>),
    Cmp(Pred, Box<E>, Box<E>),
}

fn width(e: &E) -> W {
    match e {
        E::Tid(w) | E::Const(w, _) | E::Cast(_, w, _) => *w,
        E::Bin(_, x, _) => width(x),
        E::Cmp(..) => W::I32,
    }
}

/// `e` at thread `t` with Rust's integer types (`None`: poison).
fn reference(e: &E, t: i64) -> Option<i64> {
    match e {
        E::Tid(W::I32) => Some(i64::from(t as i32)),
        E::Tid(W::I64) => Some(t),
        E::Const(W::I32, c) => Some(i64::from(*c as i32)),
        E::Const(W::I64, c) => Some(*c),
        E::Cast(cast, to, x) => {
            let v = reference(x, t)?;
            Some(match (width(x), to, cast) {
                (W::I32, W::I64, Cast::ZeroExt) => i64::from(v as i32 as u32),
                (W::I32, W::I64, Cast::SignExt) => i64::from(v as i32),
                (W::I64, W::I32, _) | (W::I32, W::I32, _) => i64::from(v as i32),
                _ => v,
            })
        }
        E::Cmp(pred, x, y) => {
            let (a, b) = (reference(x, t)?, reference(y, t)?);
            let r = match width(x) {
                W::I32 => cmp32(*pred, a as i32, b as i32),
                W::I64 => cmp64(*pred, a, b),
            };
            Some(i64::from(r))
        }
        E::Bin(op, x, y) => {
            let (a, b) = (reference(x, t)?, reference(y, t)?);
            match width(x) {
                W::I32 => bin32(*op, a as i32, b as i32).map(i64::from),
                W::I64 => bin64(*op, a, b),
            }
        }
    }
}

fn cmp32(p: Pred, a: i32, b: i32) -> bool {
    let (ua, ub) = (a as u32, b as u32);
    match p {
        Pred::Eq => a == b,
        Pred::Ne => a != b,
        Pred::Slt => a < b,
        Pred::Sle => a <= b,
        Pred::Sgt => a > b,
        Pred::Sge => a >= b,
        Pred::Ult => ua < ub,
        Pred::Ule => ua <= ub,
        Pred::Ugt => ua > ub,
        Pred::Uge => ua >= ub,
    }
}

fn cmp64(p: Pred, a: i64, b: i64) -> bool {
    let (ua, ub) = (a as u64, b as u64);
    match p {
        Pred::Eq => a == b,
        Pred::Ne => a != b,
        Pred::Slt => a < b,
        Pred::Sle => a <= b,
        Pred::Sgt => a > b,
        Pred::Sge => a >= b,
        Pred::Ult => ua < ub,
        Pred::Ule => ua <= ub,
        Pred::Ugt => ua > ub,
        Pred::Uge => ua >= ub,
    }
}

macro_rules! bin_for {
    ($name:ident, $s:ty, $u:ty) => {
        fn $name(op: Bin, a: $s, b: $s) -> Option<$s> {
            let (ua, ub) = (a as $u, b as $u);
            let floor = |q: $s, r: $s| {
                if r != 0 && ((a < 0) != (b < 0)) {
                    q - 1
                } else {
                    q
                }
            };
            let ceil = |q: $s, r: $s| {
                if r != 0 && ((a < 0) == (b < 0)) {
                    q + 1
                } else {
                    q
                }
            };
            Some(match op {
                Bin::Add => a.wrapping_add(b),
                Bin::Sub => a.wrapping_sub(b),
                Bin::Mul => a.wrapping_mul(b),
                Bin::DivU => ua.checked_div(ub)? as $s,
                Bin::RemU => ua.checked_rem(ub)? as $s,
                Bin::CeilDivU => ua.checked_div(ub)?.wrapping_add((ua % ub != 0) as $u) as $s,
                Bin::DivS => a.checked_div(b)?,
                Bin::RemS => a.checked_rem(b)?,
                Bin::FloorDivS => floor(a.checked_div(b)?, a.checked_rem(b)?),
                Bin::CeilDivS => ceil(a.checked_div(b)?, a.checked_rem(b)?),
                Bin::And => a & b,
                Bin::Or => a | b,
                Bin::Xor => a ^ b,
                Bin::Shl => ua.checked_shl(u32::try_from(ub).ok()?)? as $s,
                Bin::ShrU => ua.checked_shr(u32::try_from(ub).ok()?)? as $s,
                Bin::ShrS => a.checked_shr(u32::try_from(ub).ok()?)?,
                Bin::MinS => a.min(b),
                Bin::MaxS => a.max(b),
                Bin::MinU => ua.min(ub) as $s,
                Bin::MaxU => ua.max(ub) as $s,
            })
        }
    };
}
bin_for!(bin32, i32, u32);
bin_for!(bin64, i64, u64);

fn lower(e: &E, g: &mut Graph) -> NodeId {
    let bits = |w: W| if w == W::I32 { 32 } else { 64 };
    match e {
        E::Tid(w) => g.add(Node::Tid, bits(*w)),
        E::Const(w, c) => g.add(Node::Const(*c as u64), bits(*w)),
        E::Cast(cast, w, x) => {
            let x = lower(x, g);
            g.add(Node::Cast(*cast, x), bits(*w))
        }
        E::Bin(op, x, y) => {
            let w = bits(width(x));
            let (x, y) = (lower(x, g), lower(y, g));
            g.add(Node::Bin(*op, x, y), w)
        }
        E::Cmp(pred, x, y) => {
            let (x, y) = (lower(x, g), lower(y, g));
            g.add(Node::Cmp(*pred, x, y), 1)
        }
    }
}

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn constant(&mut self, w: W) -> i64 {
        let c = match self.below(6) {
            0 => self.below(140) as i64 - 70,
            1 => 1 << self.below(8),
            2 => 32 * (self.below(9) as i64 - 4),
            3 => 3 * self.below(40) as i64 + 1,
            4 => -(1 << self.below(8)),
            _ => {
                let big = if w == W::I32 { 1i64 << 31 } else { i64::MIN };
                big.wrapping_add(self.below(200) as i64 - 100)
            }
        };
        if w == W::I32 {
            i64::from(c as i32)
        } else {
            c
        }
    }
    fn expr(&mut self, depth: u32) -> E {
        if depth == 0 || self.below(5) == 0 {
            return E::Tid(if self.below(3) == 0 { W::I64 } else { W::I32 });
        }
        let x = self.expr(depth - 1);
        let w = width(&x);
        match self.below(10) {
            0 => {
                let (cast, to) = match (w, self.below(3)) {
                    (W::I32, 0) => (Cast::ZeroExt, W::I64),
                    (W::I32, 1) => (Cast::SignExt, W::I64),
                    (W::I64, _) => (Cast::Trunc, W::I32),
                    _ => (Cast::Trunc, W::I32),
                };
                E::Cast(cast, to, Box::new(x))
            }
            1 => {
                // A constant on the left, any op.
                let op = Bin::ALL[self.below(Bin::ALL.len() as u64) as usize];
                E::Bin(op, Box::new(E::Const(w, self.constant(w))), Box::new(x))
            }
            _ => {
                // The ops of the forms, more often than the others.
                let op = if self.below(3) == 0 {
                    Bin::ALL[self.below(Bin::ALL.len() as u64) as usize]
                } else {
                    [
                        Bin::Add,
                        Bin::Sub,
                        Bin::DivU,
                        Bin::DivS,
                        Bin::FloorDivS,
                        Bin::ShrU,
                        Bin::ShrS,
                    ][self.below(7) as usize]
                };
                let k = if matches!(op, Bin::ShrU | Bin::ShrS | Bin::Shl) {
                    self.below(if w == W::I32 { 34 } else { 66 }) as i64
                } else {
                    self.constant(w)
                };
                E::Bin(op, Box::new(x), Box::new(E::Const(w, k)))
            }
        }
    }
}

#[test]
fn fast_path_and_interpreter_agree_with_a_direct_evaluation() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut cases, mut fast) = (0, 0);
    for _ in 0..4000 {
        let x = rng.expr(4);
        let w = width(&x);
        let root = match rng.below(3) {
            0 => x,
            1 => E::Cmp(
                Pred::ALL[rng.below(10) as usize],
                Box::new(x),
                Box::new(E::Const(w, rng.constant(w))),
            ),
            _ => E::Cmp(
                Pred::ALL[rng.below(10) as usize],
                Box::new(E::Const(w, rng.constant(w))),
                Box::new(x),
            ),
        };
        let mut g = Graph::default();
        let id = lower(&root, &mut g);
        for _ in 0..6 {
            let (lo, hi) = match rng.below(3) {
                0 => {
                    let w = rng.below(32) as i64;
                    (32 * w, 32 * w + 32)
                }
                1 => {
                    let g = rng.below(8) as i64;
                    (128 * g, 128 * g + 128)
                }
                _ => {
                    let lo = rng.below(1024) as i64;
                    (lo, lo + 2 + rng.below(200) as i64)
                }
            };
            let first = reference(&root, lo);
            let expected = first.is_some() && (lo..hi).all(|t| reference(&root, t) == first);
            cases += 1;
            assert_eq!(
                g.interpret(id, lo, hi),
                expected,
                "interpreter on [{lo}, {hi}): {root:?}"
            );
            if let Some(answer) = g.fast_path(id, lo, hi) {
                fast += 1;
                assert_eq!(answer, expected, "fast path on [{lo}, {hi}): {root:?}");
            }
            assert_eq!(g.constant_on(id, lo, hi), expected, "{root:?}");
        }
    }
    // The fast path answers a fair share of the cases.
    assert!(fast * 5 > cases, "fast path answered {fast} of {cases}");
}
