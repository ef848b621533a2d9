//! Turn sequences (`async.turn.wait` / `async.turn.pass`): which roles take
//! part, in which order, and the named barrier of each. Shared by the
//! verifier, the lowering ((`async-lower-warp-specialize`)) and the
//! protocol checker, so all three see the same ids.
//!
//! A sequence is the set of roles of one `async.warp_specialize` that hold
//! a turn op of its name, in role order. Role `i` of the sequence waits on
//! barrier `ids[i]` and passes on `ids[i + 1]` (the last on `ids[0]`);
//! each barrier counts the threads of the two roles that meet there. The
//! ids are the highest of 8-15 that neither the warpgroups of the CTA
//! (8 + warpgroup index, see [`crate::roles`]) nor the kernel itself
//! (`nvvm.barrier`, `nvvm.barrier.arrive` or `bar.*` assembly with a
//! constant id) use, one per role of the sequence.

use crate::roles::{roles_of, Role};
use crate::{self as ir, Op, OpKind};

/// Named barrier ids the roles do not use: 1-7 are theirs, 0 the CTA's.
const FREE_IDS: std::ops::RangeInclusive<i64> = 8..=15;

/// One turn sequence of a `warp_specialize`.
#[derive(Debug, Clone)]
pub struct Sequence {
    /// Its name.
    pub name: String,
    /// Its roles, in order: the first holds the first turn.
    pub roles: Vec<Role>,
    /// The named barrier each role waits on.
    pub ids: Vec<i64>,
}

impl Sequence {
    /// The position of `role` in the sequence.
    fn position(&self, role: Role) -> Option<usize> {
        self.roles.iter().position(|r| r.op == role.op)
    }

    /// The barrier `role` waits on and the threads that meet there (its
    /// own and the previous role's).
    pub fn wait_of(&self, role: Role) -> Option<(i64, i64)> {
        let i = self.position(role)?;
        let prev = self.roles[(i + self.roles.len() - 1) % self.roles.len()];
        Some((self.ids[i], role.threads() + prev.threads()))
    }

    /// The barrier `role` passes on and the threads that meet there (its
    /// own and the next role's).
    pub fn pass_of(&self, role: Role) -> Option<(i64, i64)> {
        let i = self.position(role)?;
        let j = (i + 1) % self.roles.len();
        Some((self.ids[j], role.threads() + self.roles[j].threads()))
    }

    /// Whether `role` passes once at its start: the last role does, so
    /// that the first role's first wait goes through.
    pub fn starts_passing(&self, role: Role) -> bool {
        self.roles.last().is_some_and(|r| r.op == role.op)
    }
}

/// The named barrier ids the kernel of `ws` names itself.
fn taken_ids(ws: Op) -> Vec<i64> {
    let Some(func) = ws.ancestor("gpu.func") else {
        return Vec::new();
    };
    // The warpgroups' barriers (8 + warpgroup index), which the releases
    // and commits of warpgroup units use: all of them, whether or not the
    // passes emit them yet, so every pass sees the same ids; all of 8-15
    // when the block size is not known.
    let warpgroups =
        crate::shapes::block_threads(func).map_or(8, |(threads, _)| (threads + 127) / 128);
    let mut taken: Vec<i64> = (8..8 + warpgroups.clamp(0, 8)).collect();
    for op in func.descendants() {
        match op.name().as_str() {
            "nvvm.barrier" | "nvvm.barrier.arrive" if op.num_operands() > 1 => {
                taken.extend(ir::constant_int(op.operand(0)));
            }
            "llvm.inline_asm" => {
                let text = op.str_attr("asm_string").unwrap_or_default();
                for word in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
                    taken.extend(word.parse::<i64>().ok().filter(|id| FREE_IDS.contains(id)));
                }
            }
            _ => {}
        }
    }
    taken
}

/// The turn sequences of `ws`, in order of their first role; `Err` the
/// op and why when one has fewer than two roles or the free ids run out.
pub fn sequences(ws: Op) -> Result<Vec<Sequence>, (Op, String)> {
    let roles = roles_of(ws);
    let mut out: Vec<Sequence> = Vec::new();
    for role in &roles {
        for op in role.op.descendants() {
            if !matches!(op.kind(), Some(OpKind::TurnWait | OpKind::TurnPass)) {
                continue;
            }
            let name = op.str_attr("sequence").unwrap_or_default();
            match out.iter_mut().find(|s| s.name == name) {
                Some(s) if s.roles.last().is_some_and(|r| r.op == role.op) => {}
                Some(s) => s.roles.push(*role),
                None => out.push(Sequence {
                    name,
                    roles: vec![*role],
                    ids: Vec::new(),
                }),
            }
        }
    }
    let taken = taken_ids(ws);
    let mut free = FREE_IDS.rev().filter(|id| !taken.contains(id));
    for s in &mut out {
        if s.roles.len() < 2 {
            let op = first_turn(s.roles[0], &s.name);
            return Err((op, format!("only role '{}' takes turns in sequence \"{}\": a sequence needs two roles or more (the turn passes from one to the next)", s.roles[0].name(), s.name)));
        }
        for role in &s.roles {
            let Some(id) = free.next() else {
                let op = first_turn(*role, &s.name);
                return Err((op, format!("the turn sequences need a named barrier per role, and none of 8-15 is left: the CTA's warpgroups and the kernel's own barriers take {taken:?} (a block of more than 128 x (8 - roles in turns) threads, or no known_block_size)")));
            };
            s.ids.push(id);
        }
    }
    Ok(out)
}

/// The turn ops of sequence `name` in `role`, in program order.
pub fn turn_ops(role: Role, name: &str) -> Vec<Op> {
    role.op
        .descendants()
        .into_iter()
        .filter(|op| {
            matches!(op.kind(), Some(OpKind::TurnWait | OpKind::TurnPass))
                && op.str_attr("sequence").as_deref() == Some(name)
        })
        .collect()
}

/// The first turn op of sequence `name` in `role`.
fn first_turn(role: Role, name: &str) -> Op {
    turn_ops(role, name).first().copied().unwrap_or(role.op)
}
