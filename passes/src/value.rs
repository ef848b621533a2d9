//! Values compared by what they compute, not by SSA identity: integer
//! values as linear forms `c + Σ aᵢ·xᵢ` over opaque atoms, where an atom is
//! keyed by its structure.
//!
//! Two loop bounds are equal when their linear forms are: `%n`, a second
//! `arith.index_cast` of the same argument, `(n + 1) - 1` and `n + 0` all
//! read alike. The rules, chosen so that equal forms mean equal values on
//! every thread that reaches them:
//! - constants are constants; `addi`, `subi` and `muli` by a constant are
//!   exact on the forms (the integers are taken as mathematical integers:
//!   loop bounds and stage cursors stay far from the wrap-around);
//! - sign-preserving widening casts (`arith.index_cast` and `arith.extsi`
//!   from a narrower type) are transparent: `scf.for` compares its bounds
//!   as signed values, and these casts keep the signed value. Unsigned and
//!   narrowing casts are atoms of their own;
//! - any other `arith` op, and the special registers that are the same on
//!   every thread of the CTA (`ctaid`, `nctaid`, cluster ids, …), is an atom
//!   keyed by its name, attributes and operands' forms: recomputing a value
//!   gives the same atom;
//! - kernel arguments are atoms by position; the induction variable of a
//!   loop is an atom by the loop's depth below the root the forms are taken
//!   in (so that the same loop structure in two roles reads alike);
//! - everything else (loads, values that differ between threads, results
//!   of ops with regions, other block arguments) is an atom of its own
//!   identity: equal only to itself.

use crate::ir::{self, defining_op, Op};
use mlir_sys::*;
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// A linear form `constant + Σ coefficient·atom`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct Lin {
    /// Atom key → coefficient (never 0).
    pub terms: BTreeMap<String, i64>,
    /// The constant part.
    pub constant: i64,
}

impl Lin {
    /// The constant `c`.
    pub fn constant(c: i64) -> Lin {
        Lin {
            terms: BTreeMap::new(),
            constant: c,
        }
    }

    /// The atom `key` with coefficient 1.
    pub fn atom(key: String) -> Lin {
        Lin {
            terms: BTreeMap::from([(key, 1)]),
            constant: 0,
        }
    }

    /// The constant, when the form has no atom.
    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// `self + k·other`.
    pub fn add_scaled(&self, other: &Lin, k: i64) -> Lin {
        let mut out = self.clone();
        out.constant = out
            .constant
            .saturating_add(other.constant.saturating_mul(k));
        for (atom, coef) in &other.terms {
            let entry = out.terms.entry(atom.clone()).or_insert(0);
            *entry = entry.saturating_add(coef.saturating_mul(k));
            if *entry == 0 {
                out.terms.remove(atom);
            }
        }
        out
    }

    /// `self - other`.
    pub fn sub(&self, other: &Lin) -> Lin {
        self.add_scaled(other, -1)
    }

    /// `k·self`.
    pub fn scale(&self, k: i64) -> Lin {
        Lin::default().add_scaled(self, k)
    }

    /// `self + c`.
    pub fn plus(&self, c: i64) -> Lin {
        self.add_scaled(&Lin::constant(c), 1)
    }

    /// Whether every coefficient and the constant are multiples of `d`.
    pub fn divisible_by(&self, d: i64) -> bool {
        d != 0 && self.constant % d == 0 && self.terms.values().all(|c| c % d == 0)
    }

    /// Whether any atom's key mentions `needle` (an atom built on it).
    pub fn mentions(&self, needle: &str) -> bool {
        self.terms.keys().any(|k| k.contains(needle))
    }

    /// The coefficient of atom `key`.
    pub fn coefficient(&self, key: &str) -> i64 {
        self.terms.get(key).copied().unwrap_or(0)
    }
}

impl fmt::Display for Lin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (atom, coef) in &self.terms {
            let sign = if *coef < 0 { "-" } else { "+" };
            if !first || *coef < 0 {
                write!(
                    f,
                    "{}",
                    if first {
                        sign.to_string()
                    } else {
                        format!(" {sign} ")
                    }
                )?;
            }
            match coef.abs() {
                1 => write!(f, "{atom}")?,
                c => write!(f, "{c}*{atom}")?,
            }
            first = false;
        }
        match (first, self.constant) {
            (true, c) => write!(f, "{c}"),
            (false, 0) => Ok(()),
            (false, c) if c < 0 => write!(f, " - {}", -c),
            (false, c) => write!(f, " + {c}"),
        }
    }
}

/// The key of the induction variable of the loop `depth` loops below the
/// root (0: the outermost).
pub fn iv_key(depth: usize) -> String {
    format!("iv{depth}")
}

/// Computes the linear forms of values below one root op (a role or a
/// kernel), remembering each value's form.
pub struct Values {
    root: Op,
    memo: HashMap<usize, Lin>,
    /// How many carried values' keys are being built around this one (a
    /// loop whose counters advance each other would recurse forever).
    nesting: usize,
}

/// Special registers whose value is the same on every thread of a CTA.
fn uniform_register(name: &str) -> bool {
    let Some(reg) = name.strip_prefix("nvvm.read.ptx.sreg.") else {
        return matches!(
            name,
            "gpu.block_id" | "gpu.grid_dim" | "gpu.block_dim" | "gpu.cluster_id"
        );
    };
    [
        "ctaid",
        "nctaid",
        "ntid",
        "cluster",
        "nclusterid",
        "clusterid",
    ]
    .iter()
    .any(|p| reg.starts_with(p))
}

fn bit_width(ty: MlirType) -> Option<u32> {
    unsafe {
        if mlirTypeIsAIndex(ty) {
            Some(64)
        } else if mlirTypeIsAInteger(ty) {
            Some(mlirIntegerTypeGetWidth(ty))
        } else {
            None
        }
    }
}

impl Values {
    /// Forms of values below `root`; loop depths count from it.
    pub fn new(root: Op) -> Values {
        Values {
            root,
            memo: HashMap::new(),
            nesting: 0,
        }
    }

    /// The number of `scf.for` loops strictly between `op` and the root.
    pub fn loop_depth(&self, op: Op) -> usize {
        let mut depth = 0;
        let mut current = op.parent();
        while let Some(p) = current {
            if p == self.root {
                break;
            }
            if p.name() == "scf.for" {
                depth += 1;
            }
            current = p.parent();
        }
        depth
    }

    /// The linear form of an integer or index value.
    pub fn lin(&mut self, v: MlirValue) -> Lin {
        self.lin_at(v, 0)
    }

    fn lin_at(&mut self, v: MlirValue, depth: usize) -> Lin {
        if let Some(known) = self.memo.get(&(v.ptr as usize)) {
            return known.clone();
        }
        let form = if depth > 64 {
            Lin::atom(format!("v{:x}", v.ptr as usize))
        } else {
            self.compute(v, depth)
        };
        self.memo.insert(v.ptr as usize, form.clone());
        form
    }

    fn identity(v: MlirValue) -> Lin {
        Lin::atom(format!("v{:x}", v.ptr as usize))
    }

    fn compute(&mut self, v: MlirValue, depth: usize) -> Lin {
        if unsafe { mlirValueIsABlockArgument(v) } {
            return self.block_argument(v);
        }
        let Some(def) = defining_op(v) else {
            return Self::identity(v);
        };
        if let Some(c) = ir::constant_int(v) {
            return Lin::constant(c);
        }
        let name = def.name();
        let operand = |s: &mut Self, i: usize| s.lin_at(def.operand(i), depth + 1);
        match name.as_str() {
            "arith.addi" => {
                let a = operand(self, 0);
                a.add_scaled(&operand(self, 1), 1)
            }
            "arith.subi" => {
                let a = operand(self, 0);
                a.sub(&operand(self, 1))
            }
            "arith.muli" => {
                let (a, b) = (operand(self, 0), operand(self, 1));
                match (a.as_constant(), b.as_constant()) {
                    (_, Some(k)) => a.scale(k),
                    (Some(k), _) => b.scale(k),
                    _ => self.structural(def, &name, &[a, b]),
                }
            }
            "arith.index_cast" | "arith.extsi" if self.widens(def) => operand(self, 0),
            "scf.for" => {
                let j = (0..def.num_results())
                    .find(|j| unsafe { mlirValueEqual(def.result(*j), v) })
                    .unwrap_or(0);
                Lin::atom(format!("after{}", self.carried(def, j)))
            }
            n if n.starts_with("arith.") || uniform_register(n) => {
                let operands: Vec<Lin> =
                    (0..def.num_operands()).map(|i| operand(self, i)).collect();
                self.structural(def, &name, &operands)
            }
            _ => Self::identity(v),
        }
    }

    /// Whether a cast op widens (or keeps) its operand's width.
    fn widens(&self, def: Op) -> bool {
        match (
            bit_width(ir::value_type(def.operand(0))),
            bit_width(ir::value_type(def.result(0))),
        ) {
            (Some(from), Some(to)) => from <= to,
            _ => false,
        }
    }

    /// The atom of a pure op: its name, attributes and operands' forms.
    fn structural(&self, def: Op, name: &str, operands: &[Lin]) -> Lin {
        if def.num_results() != 1 || def.num_regions() != 0 {
            return Self::identity(def.result(0));
        }
        let attrs: Vec<String> = def
            .attributes()
            .into_iter()
            .map(|(name, attr)| format!("{name}={}", ir::attr_string(attr)))
            .collect();
        let args: Vec<String> = operands.iter().map(|l| format!("({l})")).collect();
        let short = name.trim_start_matches("arith.");
        let ty = ir::type_string(ir::value_type(def.result(0)));
        if attrs.is_empty() {
            Lin::atom(format!("{short}:{ty}{}", args.join("")))
        } else {
            Lin::atom(format!(
                "{short}:{ty}[{}]{}",
                attrs.join(","),
                args.join("")
            ))
        }
    }

    fn block_argument(&self, v: MlirValue) -> Lin {
        let (block, index) = unsafe {
            (
                mlirBlockArgumentGetOwner(v),
                mlirBlockArgumentGetArgNumber(v),
            )
        };
        let owner = unsafe { mlirBlockGetParentOperation(block) };
        if owner.ptr.is_null() {
            return Self::identity(v);
        }
        let owner = Op(owner);
        match owner.name().as_str() {
            "gpu.func" | "func.func" | "llvm.func" => Lin::atom(format!("arg{index}")),
            "scf.for" if index == 0 => Lin::atom(iv_key(self.loop_depth(owner))),
            "scf.for" => {
                let j = index as usize - 1;
                Lin::atom(format!("carry{}", self.carried(owner, j)))
            }
            _ => Self::identity(v),
        }
    }

    /// The key of iter_arg `j` of `for_op`: its loop, its initial value and
    /// how the body advances it (the argument itself read as `self`).
    fn carried(&self, for_op: Op, j: usize) -> String {
        let depth = self.loop_depth(for_op);
        if j + 3 >= for_op.num_operands() || self.nesting > 4 {
            return format!("?{depth}.{j}");
        }
        let body = unsafe { mlirRegionGetFirstBlock(for_op.region(0)) };
        let arg = unsafe { mlirBlockGetArgument(body, j as isize + 1) };
        let next = unsafe { mlirBlockGetTerminator(body) };
        let me = format!("self{depth}.{j}");
        let mut inner = Values {
            root: self.root,
            memo: HashMap::from([(arg.ptr as usize, Lin::atom(me))]),
            nesting: self.nesting + 1,
        };
        let mut outer = Values {
            nesting: self.nesting + 1,
            ..Values::new(self.root)
        };
        let bounds: Vec<String> = (0..3)
            .map(|i| outer.lin(for_op.operand(i)).to_string())
            .collect();
        let init = outer.lin(for_op.operand(3 + j));
        let next = if next.ptr.is_null() || Op(next).num_operands() <= j {
            Lin::atom(format!("?{depth}.{j}"))
        } else {
            inner.lin(Op(next).operand(j))
        };
        format!(
            "{depth}.{j}[{}](init {init}, next {next})",
            bounds.join(", ")
        )
    }
}
