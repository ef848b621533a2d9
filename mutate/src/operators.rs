//! The mutation operators: each is a named class of synchronization bug
//! and makes one mutant per place in a kernel where it fits, with one
//! change each. Mutants keep the kernel's line count (a removed op leaves
//! an empty line, an added op goes on the line of the op it precedes), so
//! a diagnostic's line in a mutant is the line of the original, and new
//! SSA values (`%mut_...`) are defined on the line that uses them, which
//! keeps the mutant's SSA valid.

mod sync;
mod values;

use crate::text::Source;

/// One mutant: the kernel with one change.
#[derive(Debug, Clone)]
pub struct Mutant {
    /// The operator's name.
    pub class: &'static str,
    /// The line of the mutated op (1-based).
    pub line: usize,
    /// Every line the change touches (1-based).
    pub lines: Vec<usize>,
    /// What was changed, in words.
    pub what: String,
    /// The changed lines, `-N: old` and `+N: new`.
    pub diff: Vec<String>,
    /// The mutant's text.
    pub text: String,
}

/// A mutation operator.
pub struct Operator {
    /// Its name, e.g. `drop-release`.
    pub name: &'static str,
    /// What it does.
    pub doc: &'static str,
    apply: fn(&Source, &mut Builder),
}

/// Every operator, in report order.
pub const OPERATORS: &[Operator] = &[
    op("drop-release", "delete an async.stage.consumer_release", sync::drop_release),
    op("drop-commit", "delete an async.stage.producer_commit", sync::drop_commit),
    op("drop-arrive", "delete a barrier-level arrive (arrive, arrive_expect_tx, commit_mma)", sync::drop_arrive),
    op("duplicate-release", "write an async.stage.consumer_release twice", sync::dup_release),
    op("duplicate-commit", "write an async.stage.producer_commit twice", sync::dup_commit),
    op("duplicate-arrive", "write a barrier-level arrive twice", sync::dup_arrive),
    op("release-early", "move a release up to just after the wait that opened its stage", sync::release_early),
    op("release-above-wgmma-wait", "move a release above the wgmma wait_group before it", sync::release_above_wgmma_wait),
    op("release-above-mma", "move a release above the statement issuing the MMAs before it", sync::release_above_mma),
    op("read-above-wgmma-wait", "move an op that reads a wgmma's result above the wgmma wait_group before it", sync::read_above_wgmma_wait),
    op("wgmma-wait-deeper", "wgmma wait_group N becomes N + 1 (one more group in flight)", sync::wgmma_wait_deeper),
    op("drop-wgmma-wait", "delete an nvvm.wgmma.wait.group", sync::drop_wgmma_wait),
    op("drop-wgmma-commit-group", "delete an nvvm.wgmma.commit.group", sync::drop_wgmma_commit),
    op("drop-wgmma-fence", "delete an nvvm.wgmma.fence.aligned", sync::drop_wgmma_fence),
    op("drop-tcgen05-fence", "delete an nvvm.tcgen05.fence", sync::drop_tcgen05_fence),
    op("tcgen05-fence-misplaced", "move a tcgen05 fence::after above the wait it follows, or a fence::before below the arrive it precedes", sync::tcgen05_fence_misplaced),
    op("drop-wait", "delete a barrier-level async.barrier.wait", sync::drop_wait),
    op("drop-proxy-fence", "delete a fence.proxy_async", sync::drop_proxy_fence),
    op("drop-store-wait", "delete an async.copy.store_wait", sync::drop_store_wait),
    op("store-wait-deeper", "async.copy.store_wait pending N becomes N + 1 (one more store in flight)", sync::store_wait_deeper),
    op("drop-cluster-barrier", "delete an async.cluster_barrier", sync::drop_cluster_barrier),
    op("drop-named-barrier", "delete a CTA or named barrier (nvvm.barrier0, nvvm.barrier, gpu.barrier)", sync::drop_named_barrier),
    op("commit-before-fill", "move a commit (or producer arrive) above the copy or stores that fill its stage", sync::commit_before_fill),
    op("expect-after-copy", "move an arrive_expect_tx below the copy that completes on it", sync::expect_after_copy),
    op("loop-bound+1", "scf.for upper bound + 1, on loops that synchronize or touch shared memory", values::bound_plus),
    op("loop-bound-1", "scf.for upper bound - 1, on loops that synchronize or touch shared memory", values::bound_minus),
    op("loop-bound-cta+1", "scf.for upper bound min(ub, ctaid.x + 1), on loops that run protocol laps", values::bound_cta_plus),
    op("loop-bound-cta-1", "scf.for upper bound min(ub, ctaid.x - 1), on loops that run protocol laps", values::bound_cta_minus),
    op("next-slot", "a stage cursor or barrier.get index + 1 (the next slot)", values::next_slot),
    op("prev-cursor", "a stage cursor - 1 (the lap and slot before)", values::prev_cursor),
    op("flip-parity", "a barrier wait's parity xor 1", values::flip_parity),
    op("tx-bytes-16", "tx_bytes, a bulk copy's bytes or an expect_tx count - 16", values::bytes_minus),
    op("tx-bytes+16", "tx_bytes, a bulk copy's bytes or an expect_tx count + 16", values::bytes_plus),
    op("box-half", "a tensor map's box: half the rows", values::box_half),
    op("box-double", "a tensor map's box: twice the rows", values::box_double),
    op("scope-flip", "a pipeline's or barrier's scope cta <-> cluster", values::scope_flip),
    op("init-count+1", "a barrier.alloc count + 1", values::count_plus),
    op("init-count-1", "a barrier.alloc count - 1", values::count_minus),
];

const fn op(name: &'static str, doc: &'static str, apply: fn(&Source, &mut Builder)) -> Operator {
    Operator { name, doc, apply }
}

/// The operator named `name`.
pub fn operator(name: &str) -> Option<&'static Operator> {
    OPERATORS.iter().find(|o| o.name == name)
}

/// Every mutant of `text` that the operators `ops` make, in line order
/// per operator.
pub fn mutants(text: &str, ops: &[&Operator]) -> Vec<Mutant> {
    let src = Source::parse(text);
    let mut builder = Builder::new(&src);
    for o in ops {
        builder.class = o.name;
        (o.apply)(&src, &mut builder);
    }
    builder.out
}

/// Collects the mutants of one kernel.
pub(crate) struct Builder<'a> {
    src: &'a Source,
    class: &'static str,
    /// The prefix of new SSA names, absent from the kernel.
    prefix: String,
    out: Vec<Mutant>,
}

impl<'a> Builder<'a> {
    fn new(src: &'a Source) -> Builder<'a> {
        let mut prefix = "mut_".to_string();
        while src.mentions(&format!("%{prefix}")) {
            prefix.insert(0, 'x');
        }
        Builder {
            src,
            class: "",
            prefix,
            out: Vec::new(),
        }
    }

    /// A new SSA name, `%<prefix><tag>`, without the `%`.
    pub(crate) fn fresh(&self, tag: &str) -> String {
        format!("{}{tag}", self.prefix)
    }

    /// Records a mutant that replaces lines (0-based index, new text).
    pub(crate) fn emit(&mut self, primary: usize, what: String, edits: Vec<(usize, String)>) {
        let mut lines: Vec<String> = self.src.lines.iter().map(|l| l.text.clone()).collect();
        let mut diff = Vec::new();
        let mut touched = Vec::new();
        for (i, new) in &edits {
            diff.push(format!("-{}: {}", i + 1, lines[*i].trim()));
            diff.push(format!("+{}: {}", i + 1, new.trim()));
            touched.push(i + 1);
            lines[*i] = new.clone();
        }
        let mut text = lines.join("\n");
        text.push('\n');
        self.out.push(Mutant {
            class: self.class,
            line: primary + 1,
            lines: touched,
            what,
            diff,
            text,
        });
    }

    /// A line whose op was removed: empty, so the line numbers stay.
    pub(crate) fn removed() -> String {
        String::new()
    }

    /// Line `i` with `ops` written before its op.
    pub(crate) fn prepended(&self, i: usize, ops: &str) -> String {
        let line = &self.src.lines[i];
        format!("{}{}  {}", line.indent, ops, line.code.trim_start())
    }

    /// Line `i` with `ops` written after its code.
    pub(crate) fn appended(&self, i: usize, ops: &str) -> String {
        format!("{}  {}", self.src.lines[i].code, ops)
    }

    /// Line `i`'s op text, without indentation or comment.
    pub(crate) fn op_text(&self, i: usize) -> String {
        self.src.lines[i].code.trim().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        for (i, a) in OPERATORS.iter().enumerate() {
            assert!(
                OPERATORS[i + 1..].iter().all(|b| b.name != a.name),
                "{} twice",
                a.name
            );
        }
    }

    #[test]
    fn fresh_names_avoid_the_kernel() {
        let src = Source::parse("%mut_a = arith.constant 1 : index\n");
        let b = Builder::new(&src);
        assert_eq!(b.fresh("c"), "xmut_c");
    }
}
