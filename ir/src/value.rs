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
//!
//! Keys are for comparing; messages show each atom by its label
//! ([`Values::labels`]): the name the source gives the value
//! ([`crate::names`]), a comparison as `%seqlen sgt 64`, or where the
//! value is defined.

use crate::{self as ir, defining_op, Op};
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

impl Lin {
    /// The form as text, each atom written as `name` gives it.
    pub fn render(&self, name: &dyn Fn(&str) -> String) -> String {
        let mut out = String::new();
        for (atom, coef) in &self.terms {
            let sign = if *coef < 0 { "-" } else { "+" };
            if out.is_empty() {
                if *coef < 0 {
                    out.push('-');
                }
            } else {
                out.push_str(&format!(" {sign} "));
            }
            // `unsigned_abs`: a coefficient of i64::MIN has no i64 magnitude.
            match coef.unsigned_abs() {
                1 => out.push_str(&name(atom)),
                c => out.push_str(&format!("{c}*{}", name(atom))),
            }
        }
        match (out.is_empty(), self.constant) {
            (true, c) => out = c.to_string(),
            (false, 0) => {}
            (false, c) if c < 0 => out.push_str(&format!(" - {}", c.unsigned_abs())),
            (false, c) => out.push_str(&format!(" + {c}")),
        }
        out
    }
}

impl fmt::Display for Lin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&|atom| atom.to_string()))
    }
}

/// How atoms read in messages: atom key → the user's text for it (a source
/// name, an expression over source names, or where the value is defined).
pub type Labels = HashMap<String, String>;

/// The key of the induction variable of the loop `depth` loops below the
/// root (0: the outermost).
pub fn iv_key(depth: usize) -> String {
    format!("iv{depth}")
}

/// `form` with its atoms written as `labels` give them (the key itself for
/// an atom without a label).
pub fn show(form: &Lin, labels: &Labels) -> String {
    form.render(&|atom| {
        labels
            .get(atom)
            .cloned()
            .unwrap_or_else(|| atom.to_string())
    })
}

/// Computes the linear forms of values below one root op (a role or a
/// kernel), remembering each value's form.
pub struct Values {
    root: Op,
    memo: HashMap<usize, Lin>,
    /// How the atoms met so far read in messages.
    labels: Labels,
    /// How many carried values' keys are being built around this one (a
    /// loop whose counters advance each other would recurse forever).
    nesting: usize,
    /// Atoms known to be at least a constant: `arith.maxsi` with a
    /// constant operand.
    floors: Floors,
}

/// Atom key → a constant the atom is at least (signed).
pub type Floors = BTreeMap<String, i64>;

/// The least value `form` can take where each atom is at least its floor,
/// if every atom has one and a positive coefficient.
pub fn lower_bound(form: &Lin, floors: &Floors) -> Option<i64> {
    form.terms
        .iter()
        .try_fold(form.constant, |sum, (atom, coef)| {
            let floor = floors.get(atom)?;
            (*coef > 0).then(|| sum.saturating_add(coef.saturating_mul(*floor)))
        })
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
            labels: Labels::new(),
            nesting: 0,
            floors: Floors::new(),
        }
    }

    /// The floors of the atoms met so far.
    pub fn floors(&self) -> &Floors {
        &self.floors
    }

    /// How the atoms of the forms taken so far read in messages.
    pub fn labels(&self) -> &Labels {
        &self.labels
    }

    /// `form` as a message shows it (see [`Values::labels`]).
    pub fn show(&self, form: &Lin) -> String {
        show(form, &self.labels)
    }

    /// `form` as the atom `key` of `value`, labelled as the user knows
    /// `value` unless it is labelled already.
    fn labelled(&mut self, key: String, value: MlirValue) -> Lin {
        self.labels
            .entry(key.clone())
            .or_insert_with(|| crate::names::describe_value(value));
        Lin::atom(key)
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

    /// The key of the counter of loop `for_op`, labelled with its name.
    pub fn counter(&mut self, for_op: Op) -> String {
        let key = iv_key(self.loop_depth(for_op));
        let block = unsafe { mlirRegionGetFirstBlock(for_op.region(0)) };
        if !block.ptr.is_null() && unsafe { mlirBlockGetNumArguments(block) } > 0 {
            let iv = unsafe { mlirBlockGetArgument(block, 0) };
            self.labelled(key.clone(), iv);
        }
        key
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
            self.identity(v)
        } else {
            self.compute(v, depth)
        };
        self.memo.insert(v.ptr as usize, form.clone());
        form
    }

    fn identity(&mut self, v: MlirValue) -> Lin {
        self.labelled(format!("v{:x}", v.ptr as usize), v)
    }

    fn compute(&mut self, v: MlirValue, depth: usize) -> Lin {
        if unsafe { mlirValueIsABlockArgument(v) } {
            return self.block_argument(v);
        }
        let Some(def) = defining_op(v) else {
            return self.identity(v);
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
                let key = format!("after{}", self.carried(def, j));
                self.labelled(key, v)
            }
            n if n.starts_with("arith.") || uniform_register(n) => {
                let operands: Vec<Lin> =
                    (0..def.num_operands()).map(|i| operand(self, i)).collect();
                self.structural(def, &name, &operands)
            }
            _ => self.identity(v),
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
    fn structural(&mut self, def: Op, name: &str, operands: &[Lin]) -> Lin {
        if def.num_results() != 1 || def.num_regions() != 0 {
            return self.identity(def.result(0));
        }
        let attrs: Vec<String> = def
            .attributes()
            .into_iter()
            .map(|(name, attr)| format!("{name}={}", ir::attr_string(attr)))
            .collect();
        let args: Vec<String> = operands.iter().map(|l| format!("({l})")).collect();
        let short = name.trim_start_matches("arith.");
        let ty = ir::type_string(ir::value_type(def.result(0)));
        let key = if attrs.is_empty() {
            format!("{short}:{ty}{}", args.join(""))
        } else {
            format!("{short}:{ty}[{}]{}", attrs.join(","), args.join(""))
        };
        let label = self.expression(def, name, operands);
        self.labels.entry(key.clone()).or_insert(label);
        if name == "arith.maxsi" {
            if let Some(c) = operands.iter().filter_map(Lin::as_constant).max() {
                self.floors.insert(key.clone(), c);
            }
        }
        Lin::atom(key)
    }

    /// A pure op as a message shows it: a comparison as `a sgt b` over the
    /// operands' labels, another op by its source name, else as
    /// `op(operands)` (`ctaid.x` for a special register).
    fn expression(&self, def: Op, name: &str, operands: &[Lin]) -> String {
        let shown: Vec<String> = operands.iter().map(|l| self.show(l)).collect();
        let predicate = def
            .int_attr("predicate")
            .and_then(crate::uniform::Pred::from_number);
        if let (Some(pred), "arith.cmpi", [a, b]) = (predicate, name, shown.as_slice()) {
            return format!("{a} {} {b}", pred.keyword());
        }
        if let Some(source) = crate::names::value_name(def.result(0)) {
            return source;
        }
        let short = name
            .trim_start_matches("arith.")
            .trim_start_matches("nvvm.read.ptx.sreg.");
        if shown.is_empty() {
            short.to_string()
        } else {
            format!("{short}({})", shown.join(", "))
        }
    }

    fn block_argument(&mut self, v: MlirValue) -> Lin {
        let (block, index) = unsafe {
            (
                mlirBlockArgumentGetOwner(v),
                mlirBlockArgumentGetArgNumber(v),
            )
        };
        let owner = unsafe { mlirBlockGetParentOperation(block) };
        if owner.ptr.is_null() {
            return self.identity(v);
        }
        let owner = Op(owner);
        match owner.name().as_str() {
            "gpu.func" | "func.func" | "llvm.func" => self.labelled(format!("arg{index}"), v),
            "scf.for" if index == 0 => {
                let key = iv_key(self.loop_depth(owner));
                self.labelled(key, v)
            }
            "scf.for" => {
                let j = index as usize - 1;
                let key = format!("carry{}", self.carried(owner, j));
                self.labelled(key, v)
            }
            _ => self.identity(v),
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
            labels: Labels::new(),
            nesting: self.nesting + 1,
            floors: Floors::new(),
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
