//! The wgmma ops of a warp (sm_90a): `wgmma.mma_async` with the
//! descriptors of its shared-memory operands, `wgmma.commit_group` and
//! `wgmma.wait_group`, written as `async.warpgroup.mma`, NVVM ops or inline
//! assembly. The simulation records them as [`WgmmaMark`]s among a warp's
//! events, and the bytes an MMA reads in the memory log; the release rule
//! ([`crate::mma_release`]) and the descriptor rule
//! ([`crate::descriptors`]) read them.

use super::footprint::wgmma_reads;
use super::{memory, Warp};
use phaselock_ir::{Op, OpKind};

/// A wgmma op in a warp's trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wgmma {
    /// `wgmma.mma_async`, with its descriptors (A's and B's; `None` when
    /// unknown or from registers).
    Mma([Option<u64>; 2]),
    /// `wgmma.commit_group`.
    Commit,
    /// `wgmma.wait_group N`.
    Wait(i64),
}

/// A wgmma op among a warp's events.
#[derive(Debug, Clone, Copy)]
pub struct WgmmaMark {
    /// Its place: it comes before `events[at]`.
    pub at: usize,
    /// What it is.
    pub kind: Wgmma,
    /// The op.
    pub op: Op,
    /// A descriptor operand the simulation could not evaluate: the MMA's
    /// reads are not followed (a warning says so).
    pub unknown: bool,
}

/// What the inline assembly `text` is as a wgmma op: `wgmma.mma_async`
/// (its A and B descriptors given as `operand(token)`, for the `$i`
/// tokens after the accumulator list; an A in registers, `{...}`, reads no
/// shared memory), `wgmma.commit_group`, `wgmma.wait_group N`. The second
/// value says whether a descriptor token could not be evaluated.
pub fn wgmma_asm_kind(text: &str, operand: impl Fn(&str) -> Option<i64>) -> Option<(Wgmma, bool)> {
    let body = text.trim_start().trim_start_matches('@').trim_start();
    if text.contains("wgmma.commit_group") {
        return Some((Wgmma::Commit, false));
    }
    if let Some(rest) = text.split("wgmma.wait_group").nth(1) {
        let n = rest
            .split(|c: char| c.is_whitespace() || c == ';')
            .filter(|t| !t.is_empty() && !t.starts_with('.'))
            .find_map(|t| t.parse::<i64>().ok())?;
        return Some((Wgmma::Wait(n), false));
    }
    if !body.contains("wgmma.mma_async") {
        return None;
    }
    // The accumulator list, then A (a descriptor or a register list), B.
    let after_d = text.split_once('}')?.1;
    let mut rest = after_d.trim_start().trim_start_matches(',').trim_start();
    let a = if rest.starts_with('{') {
        rest = rest.split_once('}')?.1;
        None
    } else {
        let (tok, tail) = rest.split_once(',').unwrap_or((rest, ""));
        rest = tail;
        Some(tok.trim())
    };
    let b = rest
        .trim_start()
        .trim_start_matches(',')
        .split(',')
        .next()
        .map(str::trim);
    let mut unknown = false;
    let mut read = |tok: Option<&str>| {
        let tok = tok?;
        let v = operand(tok).map(|d| d as u64);
        unknown |= v.is_none();
        v
    };
    let descriptors = [read(a), read(b)];
    Some((Wgmma::Mma(descriptors), unknown))
}

/// What `op` (named `name`) is as a wgmma op, its descriptors given as
/// `descriptor(i)` (the value of operand i on the first active lane).
pub fn wgmma_kind(op: Op, name: &str, descriptor: impl Fn(usize) -> Option<i64>) -> Option<Wgmma> {
    if name == OpKind::WarpgroupMma.name() {
        // A from registers reads no shared memory.
        let a = (!register_a(op))
            .then(|| descriptor(1))
            .flatten()
            .map(|d| d as u64);
        return Some(Wgmma::Mma([a, descriptor(2).map(|d| d as u64)]));
    }
    match name {
        "nvvm.wgmma.mma_async" => {
            let at = |i: usize| {
                (op.num_operands() > i)
                    .then(|| descriptor(i))
                    .flatten()
                    .map(|d| d as u64)
            };
            Some(Wgmma::Mma([at(1), at(2)]))
        }
        "nvvm.wgmma.commit.group.sync.aligned" => Some(Wgmma::Commit),
        "nvvm.wgmma.wait.group.sync.aligned" => Some(Wgmma::Wait(op.int_attr("group")?)),
        _ => None,
    }
}

/// Whether `op` is an `async.warpgroup.mma` whose A comes from registers.
pub fn register_a(op: Op) -> bool {
    phaselock_ir::mma_a_from_registers(op)
}

/// Whether a wgmma's reads of `kind` are not all known: a descriptor the
/// simulation could not evaluate (A from registers has none).
pub fn unknown_reads(op: Op, kind: Wgmma) -> bool {
    match kind {
        Wgmma::Mma([a, b]) => b.is_none() || (a.is_none() && !register_a(op)),
        _ => false,
    }
}

impl Warp<'_> {
    /// Records a wgmma op (see [`crate::mma_release`]), its descriptors
    /// read on the first active lane.
    pub(super) fn wgmma_mark(&mut self, op: Op, name: &str, mask: u32) {
        let lane = mask.trailing_zeros() as usize;
        let kind = wgmma_kind(op, name, |i| self.get(op.operand(i))[lane]);
        if let Some(kind) = kind {
            let unknown = unknown_reads(op, kind);
            self.push_wgmma(op, kind, unknown, mask);
        }
    }

    /// Records wgmma op `op` of kind `kind` before the warp's next event.
    fn push_wgmma(&mut self, op: Op, kind: Wgmma, unknown: bool, mask: u32) {
        if let (Wgmma::Mma(descriptors), Some(arena)) = (kind, self.bases.arena()) {
            // The operands' bytes, for the window rule (`buffers`).
            for (lo, hi) in wgmma_reads(op, descriptors) {
                let at = memory::encode(arena, lo as i64);
                if let Some(at) = at {
                    self.log(memory::MemEvent {
                        op,
                        kind: memory::MemKind::MmaRead {
                            at,
                            bytes: hi.saturating_sub(lo) as i64,
                        },
                        mask: mask & mask.wrapping_neg(),
                    });
                }
            }
        }
        let at = self.events.len();
        self.wgmma.push(WgmmaMark {
            at,
            kind,
            op,
            unknown,
        });
    }

    /// Records a wgmma op written in inline assembly `text` (see
    /// [`wgmma_asm_kind`]); `false` when it is none.
    pub(super) fn wgmma_asm_mark(&mut self, op: Op, mask: u32, text: &str) -> bool {
        let lane = mask.trailing_zeros() as usize;
        // `$i` counts the outputs first: one per `=` constraint (a struct
        // result holds several).
        let outputs = op
            .str_attr("constraints")
            .unwrap_or_default()
            .split(',')
            .filter(|c| c.trim_start().starts_with('='))
            .count();
        let operand = |t: &str| {
            let i = t.strip_prefix('$')?.parse::<usize>().ok()?;
            let i = i.checked_sub(outputs)?;
            (i < op.num_operands()).then(|| self.get(op.operand(i))[lane])?
        };
        let Some((kind, unknown)) = wgmma_asm_kind(text, operand) else {
            return false;
        };
        if mask != 0 {
            self.push_wgmma(op, kind, unknown, mask);
        }
        true
    }
}
