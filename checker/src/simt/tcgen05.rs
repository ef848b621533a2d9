//! The tcgen05 operations of a warp that are no barrier events: MMAs,
//! copies and shifts issued, commits written directly, tensor memory taken
//! and given back. The simulation records them as [`super::Mark`]s; the
//! rules on the order of a thread's operations ([`crate::order`]) and on
//! tensor memory ([`crate::tmem`]) read them.

use phaselock_ir::Op;

/// What a tcgen05 operation that is not a barrier op does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tcgen05 {
    /// Issues asynchronous work that a later commit covers (`tcgen05.mma`
    /// in its forms, `tcgen05.cp`, `tcgen05.shift`).
    Issue,
    /// `tcgen05.commit` written directly (`nvvm.tcgen05.commit` or inline
    /// assembly): the work issued before it is covered.
    Commit,
    /// `tcgen05.alloc`: tensor memory taken by the warp ([`crate::tmem`]).
    Alloc,
    /// `tcgen05.dealloc`: tensor memory given back by the warp.
    Dealloc,
}

/// Whether `op` issues or commits tcgen05 work, or takes or gives back
/// tensor memory: the `nvvm` ops and inline assembly of `tcgen05.mma*`,
/// `tcgen05.cp`, `tcgen05.shift`, `tcgen05.commit`, `tcgen05.alloc` and
/// `tcgen05.dealloc`.
pub fn tcgen05_kind(op: Op) -> Option<Tcgen05> {
    let name = op.name();
    let text = if name == "llvm.inline_asm" {
        op.str_attr("asm_string").unwrap_or_default()
    } else {
        name.strip_prefix("nvvm.")?.to_string()
    };
    if text.contains("tcgen05.commit") {
        Some(Tcgen05::Commit)
    } else if text.contains("tcgen05.alloc") {
        Some(Tcgen05::Alloc)
    } else if text.contains("tcgen05.dealloc") {
        Some(Tcgen05::Dealloc)
    } else if ["tcgen05.mma", "tcgen05.cp", "tcgen05.shift"]
        .iter()
        .any(|t| text.contains(t))
        && !text.contains("tcgen05.mma_smem_desc")
    {
        Some(Tcgen05::Issue)
    } else {
        None
    }
}
