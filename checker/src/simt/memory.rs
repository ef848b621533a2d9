//! Shared-memory addresses in the simulation, and the log of buffer
//! accesses that the window check ([`crate::buffers`]) reads.
//!
//! A shared-memory pointer or memref is a lane value like an integer: the
//! buffer it points into (a [`Bases`] entry: an addr-space-3
//! `llvm.mlir.global`, a shared `memref.global`, a shared `memref.alloc` /
//! `memref.alloca`) and a byte offset, packed by [`encode`]. For a memref
//! the offset is that of its element `[0, ..., 0]`. The ops that compute
//! them: `llvm.mlir.addressof`, `llvm.getelementptr` (over integer, float,
//! vector, array and struct element types), `memref.get_global`,
//! `memref.view`, `memref.subview` (offsets into a source of static
//! strides), `memref.reinterpret_cast` to a static offset, and the casts that keep the address (`llvm.addrspacecast`,
//! `llvm.bitcast`, `memref.cast`, `memref.memory_space_cast`,
//! `memref.collapse_shape`, `memref.expand_shape`,
//! `memref.assume_alignment`), and the address as a 64-bit integer
//! (`memref.extract_aligned_pointer_as_index`, `llvm.ptrtoint`,
//! `llvm.inttoptr`; integer additions to it move the offset, and a value
//! that no longer decodes as an address is unknown). Anything else that makes a pointer (a load
//! of one, `llvm.inttoptr`, `memref.reinterpret_cast`, a dynamic stride)
//! gives an unknown value, as memory contents do. An address derived from
//! a stage buffer (a view of static shape of the arena) carries the
//! stage's bytes as a tag ([`Views`]): an access through it that leaves
//! them is past the stage.
//!
//! The log ([`MemEvent`]) holds, in the warp's program order and with the
//! lanes that ran them: the barrier events the window check needs (waits,
//! arrives, named and CTA barriers, full-warp `bar.warp.sync`), every
//! `async.copy.bulk` with each lane's destination, every bulk or tensor
//! store with each lane's source (an async-proxy read), and every `llvm.load`,
//! `llvm.store`, `memref.load`, `memref.store`, `vector.load` and
//! `vector.store` whose address is shared or unknown in shared memory
//! (its bytes per lane, `None` where the address cannot be evaluated).
//! Past [`ACCESS_LIMIT`] entries a warp's log ends with
//! [`MemKind::Overflow`] (its barrier events go on being logged).

use super::{BarrierId, EventKind, Lanes, Warp, NONE};
use crate::maps::HashMap;
use mlir_sys::*;
use phaselock_ir::shapes::strides_and_offset;
use phaselock_ir::{self as ir, Op};

/// The tag bit of a lane value that is a shared-memory address.
const ADDR: i64 = 1 << 62;

/// Most entries one warp's log holds before its accesses and copies are
/// no longer recorded.
pub const ACCESS_LIMIT: usize = 16384;

/// Where an address's provenance tag lies: the view it was derived from
/// ([`Views`]), 0 for none. Additions move only the offset's bits below it.
const TAG_SHIFT: u32 = 48;

/// The tag's bits (above the buffer's 16).
const TAG_MASK: i64 = 0x3fff;

/// Packs buffer `base` and byte `offset` (both in range) into a lane value
/// of no view.
pub fn encode(base: usize, offset: i64) -> Option<i64> {
    tagged(base, offset, 0)
}

/// [`encode`] with the provenance tag `tag`.
fn tagged(base: usize, offset: i64, tag: i64) -> Option<i64> {
    ((0..1i64 << 32).contains(&offset) && base < 1 << 16 && (0..=TAG_MASK).contains(&tag))
        .then_some(ADDR | (tag << TAG_SHIFT) | ((base as i64) << 32) | offset)
}

/// The (buffer, byte offset) of a lane value made by [`encode`].
pub fn decode(v: i64) -> Option<(usize, i64)> {
    (v & ADDR != 0 && v >= 0).then_some((((v >> 32) & 0xffff) as usize, v & 0xffff_ffff))
}

/// Whether `v` has bits where an address's tag lies: every value that
/// does not is its own untagged form (the hot path of every `arith` op).
fn tag_bits(v: i64) -> bool {
    v & (TAG_MASK << TAG_SHIFT) != 0
}

/// The provenance tag of the address `v` (0: none, or not an address).
fn tag_of(v: i64) -> i64 {
    if tag_bits(v) && decode(v).is_some() {
        (v >> TAG_SHIFT) & TAG_MASK
    } else {
        0
    }
}

/// `v` without its provenance tag: the hardware's address, what integer
/// ops compute on ([`retagged`]).
pub(super) fn untagged(v: i64) -> i64 {
    if tag_bits(v) && decode(v).is_some() {
        v & !(TAG_MASK << TAG_SHIFT)
    } else {
        v
    }
}

/// The result `r` of an integer op on `x` and `y`, computed on their
/// untagged values, with the tag of the one tagged operand where `r` is
/// still an address into that operand's buffer (an offset moved: an
/// addition, a subtraction of an integer, an alignment mask); no tag
/// otherwise (two tagged operands, a result in another buffer or none).
pub(super) fn retagged(x: i64, y: i64, r: i64) -> i64 {
    if !tag_bits(x | y) {
        return r;
    }
    let (tx, ty) = (tag_of(x), tag_of(y));
    let (from, tag) = match (tx, ty) {
        (0, 0) => return r,
        (t, 0) => (x, t),
        (0, t) => (y, t),
        _ => return r,
    };
    match (decode(r), decode(from)) {
        (Some((b, _)), Some((fb, _))) if b == fb => r | (tag << TAG_SHIFT),
        _ => r,
    }
}

/// The stage buffers the addresses of a warp were derived from: the byte
/// range of each `memref.view` of static shape taken of the arena (what
/// `async.stage.buffer` becomes), which the tag of every address derived
/// from it names (`memref.subview`, views of it, `getelementptr`, the
/// casts, the aligned pointer, `inttoptr`/`ptrtoint` and integer ops that
/// keep the address in the arena keep the tag; `memref.reinterpret_cast`
/// drops it). A load, store or copy through such an address that leaves
/// the stage is past it: in the next slot, or past the last. Views of
/// other buffers (hand-written kernels) get no tag: an address computed
/// from a view of one part of a buffer may reach another part legally.
#[derive(Default)]
pub(super) struct Views {
    list: Vec<View>,
    ids: HashMap<(usize, usize, i64, i64), i64>,
}

/// One view's bytes.
struct View {
    op: Op,
    base: usize,
    lo: i64,
    hi: i64,
}

impl Views {
    /// The tag of the view `op` over `[lo, hi)` of `base` (0 when the
    /// table is full).
    fn tag(&mut self, op: Op, base: usize, lo: i64, hi: i64) -> i64 {
        let n = self.list.len() as i64 + 1;
        if n > TAG_MASK {
            return self
                .ids
                .get(&(op.0.ptr as usize, base, lo, hi))
                .copied()
                .unwrap_or(0);
        }
        *self
            .ids
            .entry((op.0.ptr as usize, base, lo, hi))
            .or_insert_with(|| {
                self.list.push(View { op, base, lo, hi });
                n
            })
    }

    /// The view the address `v` was derived from (none for a tag that
    /// names no view: bits an integer op set).
    fn of(&self, v: i64) -> Option<&View> {
        let tag = tag_of(v);
        (tag > 0)
            .then(|| self.list.get((tag - 1) as usize))
            .flatten()
    }
}

/// The one buffer the lanes of `mask` address in `at` and the hull `[lo,
/// hi)` of the `bytes` each reads or writes there; `None` when a lane's
/// address is unknown, the lanes address different buffers, or no lane runs.
pub fn lanes_hull(mask: u32, at: &[Option<i64>], bytes: i64) -> Option<(usize, i64, i64)> {
    let mut hull: Option<(usize, i64, i64)> = None;
    for l in (0..32).filter(|l| mask & (1 << l) != 0) {
        let (base, lo) = decode(at[l]?)?;
        let hi = lo.saturating_add(bytes.max(1));
        let h = hull.get_or_insert((base, lo, hi));
        if h.0 != base {
            return None;
        }
        h.1 = h.1.min(lo);
        h.2 = h.2.max(hi);
    }
    hull
}

/// The kernel's shared-memory buffers: the shared globals of its module
/// (by symbol) and its shared allocations (by op).
#[derive(Debug, Default)]
pub struct Bases {
    ids: HashMap<String, usize>,
    /// Each buffer's name as diagnostics show it.
    pub names: Vec<String>,
    /// The arena's buffer (the `@__async_arena_*` global of the rings).
    arena: Option<usize>,
}

impl Bases {
    /// The shared buffers `func` can address.
    pub fn of(func: Op) -> Bases {
        let mut bases = Bases::default();
        // The shared globals the kernel names, read off the ops that take
        // their address (their result is a shared pointer or memref): the
        // module may hold thousands of other kernels' globals.
        for op in func.descendants() {
            let symbol = match op.name().as_str() {
                "llvm.mlir.addressof" => op.attr("global_name"),
                "memref.get_global" => op.attr("name"),
                _ => None,
            };
            if let Some(symbol) =
                symbol.filter(|_| op.num_results() == 1 && is_shared(ir::value_type(op.result(0))))
            {
                let name = symbol_text(symbol);
                if !bases.names.contains(&name) {
                    bases.add(name.clone(), name);
                }
            }
        }
        for op in func.descendants() {
            if matches!(op.name().as_str(), "memref.alloc" | "memref.alloca")
                && op.num_results() == 1
                && is_shared(ir::value_type(op.result(0)))
            {
                let at = ir::location_text(op);
                bases.add(
                    format!("op{}", op.0.ptr as usize),
                    format!("the buffer of {at}"),
                );
            }
        }
        bases.arena = bases
            .names
            .iter()
            .position(|n| n.starts_with("@__async_arena_"));
        bases
    }

    fn add(&mut self, id: String, name: String) {
        let n = self.names.len();
        self.ids.entry(id).or_insert(n);
        if self.ids.len() > n {
            self.names.push(name);
        }
    }

    fn lookup(&self, id: &str) -> Option<usize> {
        self.ids.get(id).copied()
    }

    /// The arena's buffer (the `@__async_arena_*` global of the rings).
    pub fn arena(&self) -> Option<usize> {
        self.arena
    }
}

/// A symbol reference as MLIR prints it (`@name`), read without printing
/// where it is a plain flat reference (the simulation reads one per
/// address it takes of a global).
pub(crate) fn symbol_text(attr: MlirAttribute) -> String {
    if unsafe { mlirAttributeIsAFlatSymbolRef(attr) } {
        let name = ir::string(unsafe { mlirFlatSymbolRefAttrGetValue(attr) });
        let plain = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c));
        if plain {
            return format!("@{name}");
        }
    }
    ir::attr_string(attr)
}

/// Whether `ty` is shared memory: `!llvm.ptr<3>` or a memref in the
/// shared space.
pub fn is_shared(ty: MlirType) -> bool {
    if unsafe { mlirTypeIsALLVMPointerType(ty) } {
        return unsafe { mlirLLVMPointerTypeGetAddressSpace(ty) } == 3;
    }
    if !unsafe { mlirTypeIsAMemRef(ty) } {
        return false;
    }
    let space = unsafe { mlirMemRefTypeGetMemorySpace(ty) };
    if space.ptr.is_null() {
        return false;
    }
    // An integer space is read as such (printing an attribute builds a
    // printer state, a twentieth of the simulation's time when it was done
    // for every access).
    if unsafe { mlirAttributeIsAInteger(space) } {
        return unsafe { mlirIntegerAttrGetValueInt(space) } == 3;
    }
    phaselock_ir::memory::is_shared_space(&ir::attr_string(space))
}

/// A warp's memory log and the CTA it ran in.
#[derive(Debug, Clone, Default)]
pub struct Log {
    /// The CTA's rank in the cluster (the log's addresses and barriers are
    /// that CTA's).
    pub cta: i64,
    /// The entries, in program order.
    pub events: Vec<MemEvent>,
    /// The multicast copies the same warp of the cluster's other CTAs
    /// issued, where only this CTA's traces are kept (its ranks run alike):
    /// their bytes land here too when the mask holds this CTA (what the
    /// stages' copies fill, [`crate::coverage`]).
    pub landed: Vec<MemEvent>,
    /// The same warp's logs on the cluster's other ranks, where only this
    /// CTA's traces are kept (its ranks run alike in their barrier events,
    /// not in their addresses): the stage-window rule ([`crate::held`])
    /// runs on them too.
    pub ranks: Vec<Log>,
}

/// One entry of a warp's memory log, in program order.
#[derive(Debug, Clone)]
pub struct MemEvent {
    /// The op.
    pub op: Op,
    /// What it does.
    pub kind: MemKind,
    /// The lanes that ran it.
    pub mask: u32,
}

/// What a [`MemEvent`] does.
#[derive(Debug, Clone)]
pub enum MemKind {
    /// A wait on the barrier; the index of its event in the warp's trace.
    Wait(BarrierId, usize),
    /// An arrive on the barrier (with or without expect_tx; a remote one
    /// counts as the arrive on the twin's barrier, as in the traces); the
    /// index of its event in the warp's trace.
    Arrive(BarrierId, usize),
    /// A named (or the CTA) barrier of this id; `true` when the lanes wait
    /// for it, `false` for an arrive-only `bar.arrive`.
    Sync(i64, bool),
    /// A `bar.warp.sync` over the full warp.
    WarpSync,
    /// A bulk copy of `bytes` completing on `barrier`, each lane's
    /// destination address ([`encode`]).
    Copy {
        /// The barrier its bytes complete on.
        barrier: BarrierId,
        /// Its size.
        bytes: i64,
        /// The destination per lane.
        dst: Box<Lanes>,
        /// A multicast copy's mask of CTA ranks (the same bytes land in
        /// each; this CTA's buffer receives the other CTAs' copies
        /// besides); `None` for a copy into this CTA alone.
        cast: Option<i64>,
    },
    /// A load or store of `bytes` (`None`: a size the check cannot tell),
    /// each lane's address.
    Access {
        /// Whether it writes.
        store: bool,
        /// Its size.
        bytes: Option<i64>,
        /// The address per lane.
        at: Box<Lanes>,
    },
    /// A bulk or tensor store (`async.copy.bulk_store`,
    /// `async.copy.tensor_store`): the copy engine reads `bytes` from each
    /// lane's source through the async proxy, done when the op returns
    /// (which also retires the lane's earlier `nowait` stores), or for a
    /// `nowait` one (`deferred`) at the [`MemKind::StoreWait`] that
    /// retires it.
    AsyncRead {
        /// Its size (`None`: a size the check cannot tell).
        bytes: Option<i64>,
        /// The source per lane.
        src: Box<Lanes>,
        /// A `nowait` store: its read is done at a later wait.
        deferred: bool,
    },
    /// `async.copy.store_wait`: the lane's `nowait` stores but the last
    /// `pending` have been read.
    StoreWait {
        /// The groups left in flight.
        pending: i64,
    },
    /// `tcgen05.alloc`: writes the allocated tensor-memory address to 4
    /// bytes of shared memory at each lane's address.
    AllocAddress {
        /// The address per lane.
        at: Box<Lanes>,
    },
    /// A tcgen05 op on tensor memory: an access (`tcgen05.ld`, `st`,
    /// `mma`, `cp`, `shift`), or the `dealloc` that frees the columns.
    Tensor {
        /// Whether it is the dealloc.
        dealloc: bool,
    },
    /// A wgmma operand read through a descriptor, logged where the wgmma
    /// is issued: the hull of its footprint in the arena ([`encode`]d), on
    /// the issuing warp's first active lane.
    MmaRead {
        /// The first byte.
        at: i64,
        /// The hull's size.
        bytes: i64,
    },
    /// The warp made more accesses than the log keeps.
    Overflow,
}

/// Whether [`Warp::address`] may follow an op of this name.
pub(super) fn is_address_op(name: &str) -> bool {
    matches!(
        name,
        "llvm.mlir.addressof"
            | "memref.get_global"
            | "memref.alloc"
            | "memref.alloca"
            | "llvm.getelementptr"
            | "memref.view"
            | "memref.subview"
            | "llvm.addrspacecast"
            | "llvm.bitcast"
            | "memref.cast"
            | "memref.memory_space_cast"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.assume_alignment"
            | "memref.extract_aligned_pointer_as_index"
            | "memref.reinterpret_cast"
            | "llvm.ptrtoint"
            | "llvm.inttoptr"
    )
}

impl Warp<'_> {
    /// Logs the barrier event `kind` of the lanes of `mask` for the window
    /// check (copies are logged with their destination by [`Self::note_copy`]).
    pub(super) fn note_event(&mut self, op: Op, kind: EventKind, barrier: BarrierId, mask: u32) {
        // The event was just traced (see `Warp::event`).
        let index = self.events.len().saturating_sub(1);
        let kind = match kind {
            EventKind::Wait(_) => MemKind::Wait(barrier, index),
            // An MMA commit arrives when the MMAs before it are done.
            EventKind::Arrive(_) | EventKind::ArriveExpectTx(_) | EventKind::CommitMma => {
                MemKind::Arrive(barrier, index)
            }
            EventKind::Sync(id, _) => MemKind::Sync(id, true),
            EventKind::NamedArrive(id, _) => MemKind::Sync(id, false),
            _ => return,
        };
        self.memory.push(MemEvent { op, kind, mask });
    }

    /// Logs a full-warp `bar.warp.sync`.
    pub(super) fn note_warp_sync(&mut self, op: Op, mask: u32) {
        self.memory.push(MemEvent {
            op,
            kind: MemKind::WarpSync,
            mask,
        });
    }

    /// Logs the bulk copy `op` (destination operand 0).
    pub(super) fn note_copy(
        &mut self,
        op: Op,
        barrier: BarrierId,
        bytes: i64,
        cast: Option<i64>,
        mask: u32,
    ) {
        let dst = Box::new(self.get(op.operand(0)));
        self.past_view(op, &dst, Some(bytes), mask, "copies into");
        self.log(MemEvent {
            op,
            kind: MemKind::Copy {
                barrier,
                bytes,
                dst,
                cast,
            },
            mask,
        });
    }

    /// Logs the tensor-memory op `op` (see [`MemKind::AllocAddress`],
    /// [`MemKind::Tensor`]); other ops are left out.
    pub(super) fn note_tensor(&mut self, op: Op, mask: u32) {
        let name = op.name();
        let kind = match name.as_str() {
            "nvvm.tcgen05.alloc" if op.num_operands() > 0 => MemKind::AllocAddress {
                at: Box::new(self.get(op.operand(0))),
            },
            "nvvm.tcgen05.dealloc" => MemKind::Tensor { dealloc: true },
            _ if ["ld", "st", "mma", "cp", "shift"].iter().any(|k| {
                name.strip_prefix("nvvm.tcgen05.")
                    .is_some_and(|r| r == *k || r.starts_with(&format!("{k}.")))
            }) =>
            {
                MemKind::Tensor { dealloc: false }
            }
            _ => return,
        };
        self.log(MemEvent { op, kind, mask });
    }

    /// Logs the bulk or tensor store `op` (source operand 1).
    pub(super) fn note_async_read(&mut self, op: Op, mask: u32) {
        if op.num_operands() < 2 {
            return;
        }
        let src = Box::new(self.get(op.operand(1)));
        let bytes = phaselock_ir::tensor::copy_bytes(op);
        self.past_view(op, &src, bytes, mask, "has the copy engine read");
        let deferred = op.attr("nowait").is_some();
        self.log(MemEvent {
            op,
            kind: MemKind::AsyncRead {
                bytes,
                src,
                deferred,
            },
            mask,
        });
    }

    /// Logs the store wait `op` (see [`MemKind::StoreWait`]).
    pub(super) fn note_store_wait(&mut self, op: Op, mask: u32) {
        let pending = op.int_attr("pending").unwrap_or(0);
        self.log(MemEvent {
            op,
            kind: MemKind::StoreWait { pending },
            mask,
        });
    }

    pub(super) fn log(&mut self, event: MemEvent) {
        if event.mask == 0 {
            return;
        }
        if self.memory.len() < ACCESS_LIMIT {
            self.memory.push(event);
        } else if !matches!(self.memory.last().map(|e| &e.kind), Some(MemKind::Overflow)) {
            self.memory.push(MemEvent {
                kind: MemKind::Overflow,
                ..event
            });
        }
    }

    /// The ops that compute a shared-memory address (see the module
    /// header, and [`is_address_op`]); `false` for others.
    pub(super) fn address(&mut self, op: Op, name: &str, mask: u32) -> bool {
        if !is_address_op(name) {
            return false;
        }
        let out = match name {
            "llvm.mlir.addressof" => self.symbol(op, "global_name"),
            "memref.get_global" => self.symbol(op, "name"),
            "memref.alloc" | "memref.alloca" => {
                let base = self.bases.lookup(&format!("op{}", op.0.ptr as usize));
                [base.and_then(|b| encode(b, 0)); 32]
            }
            "llvm.getelementptr" => self.gep(op, mask),
            "memref.view" => self.view(op, mask),
            "memref.subview" => self.subview(op, mask),
            "llvm.addrspacecast"
            | "llvm.bitcast"
            | "memref.cast"
            | "memref.memory_space_cast"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.assume_alignment" => self.get(op.operand(0)),
            "memref.extract_aligned_pointer_as_index" => self.aligned_pointer(op, mask),
            "memref.reinterpret_cast" => self.reinterpret(op, mask),
            "llvm.ptrtoint" | "llvm.inttoptr" if super::width_of(op.result(0)) == 64 => {
                let v = self.get(op.operand(0));
                v.map(|x| x.filter(|x| decode(*x).is_some()))
            }
            _ => return false,
        };
        if op.num_results() > 0 {
            self.set(op.result(0), out);
        }
        true
    }

    fn symbol(&self, op: Op, attr: &str) -> Lanes {
        let name = op.attr(attr).map(symbol_text).unwrap_or_default();
        [self.bases.lookup(&name).and_then(|b| encode(b, 0)); 32]
    }

    /// Operand 0's address plus a per-lane byte offset.
    fn offset_by(
        &self,
        op: Op,
        mask: u32,
        mut delta: impl FnMut(&Self, usize) -> Option<i64>,
    ) -> Lanes {
        let base = self.get(op.operand(0));
        let mut out = NONE;
        for (l, slot) in out.iter_mut().enumerate() {
            if mask & (1 << l) == 0 {
                continue;
            }
            *slot = (|| {
                let (b, o) = decode(base[l]?)?;
                tagged(b, o.checked_add(delta(self, l)?)?, tag_of(base[l]?))
            })();
        }
        out
    }

    /// `memref.extract_aligned_pointer_as_index`: the address as an
    /// integer (additions to it keep it an address), less the layout's
    /// static offset.
    fn aligned_pointer(&self, op: Op, mask: u32) -> Lanes {
        let ty = ir::value_type(op.operand(0));
        let (Some((_, offset)), Some(elem)) = (strides_and_offset(ty), element_bytes(ty)) else {
            return NONE;
        };
        let Some(shift) = offset.checked_mul(elem).and_then(i64::checked_neg) else {
            return NONE;
        };
        self.offset_by(op, mask, |_, _| Some(shift))
    }

    /// `memref.reinterpret_cast` of a static offset: the source's aligned
    /// pointer plus that offset.
    fn reinterpret(&self, op: Op, mask: u32) -> Lanes {
        let ty = ir::value_type(op.operand(0));
        let (Some((_, from)), Some(elem)) = (strides_and_offset(ty), element_bytes(ty)) else {
            return NONE;
        };
        let to = match i64_array(op, "static_offsets").as_deref() {
            Some([o]) if *o != i64::MIN => *o,
            _ => return NONE,
        };
        let shift = to.checked_sub(from).and_then(|d| d.checked_mul(elem));
        // It may address any bytes of the buffer: no view's.
        self.offset_by(op, mask, |_, _| shift)
            .map(|v| v.map(untagged))
    }

    /// `memref.view`: operand 0's address plus the byte shift. A view of
    /// static shape taken of the arena itself (a stage buffer: what
    /// `async.stage.buffer` becomes) tags its addresses with its bytes
    /// ([`Views`]); a view of a tagged address (a part of a stage) keeps
    /// the stage's tag; other views have none.
    fn view(&mut self, op: Op, mask: u32) -> Lanes {
        let mut out = self.offset_by(op, mask, |w, l| w.get(op.operand(1))[l]);
        let Some(bytes) = static_bytes(ir::value_type(op.result(0))) else {
            return out;
        };
        let source = self.get(op.operand(0));
        // The lanes mostly take one view: its tag once.
        let mut last: Option<(i64, i64)> = None;
        for l in (0..32).filter(|l| mask & (1 << l) != 0) {
            let (Some(v), Some(s)) = (out[l], source[l]) else {
                continue;
            };
            let Some((b, lo)) = decode(v) else {
                continue;
            };
            if tag_of(s) != 0 || Some(b) != self.bases.arena() {
                continue;
            }
            let tag = match last {
                Some((at, tag)) if at == lo => tag,
                _ => self.views.tag(op, b, lo, lo.saturating_add(bytes)),
            };
            last = Some((lo, tag));
            out[l] = tagged(b, lo, tag).or(out[l]);
        }
        out
    }

    /// A finding at `op`, once per op.
    pub(super) fn finding(&mut self, op: Op, message: String) {
        if !self.findings.iter().any(|(o, _)| *o == op) {
            self.findings.push((op, message));
        }
    }

    /// "thread N" of lane `l`, with the CTA's rank in a cluster.
    fn thread_text(&self, l: usize) -> String {
        let thread = self.index * 32 + l;
        if self.config.cluster > 1 {
            format!("thread {thread} of the CTA of rank {}", self.rank)
        } else {
            format!("thread {thread}")
        }
    }

    /// Whether a lane of `mask` `does` (reads, writes, copies into) `bytes`
    /// at its address in `at` outside the view the address was derived
    /// from ([`Views`]); a finding at `op` for the first such lane.
    fn past_view(&mut self, op: Op, at: &Lanes, bytes: Option<i64>, mask: u32, does: &str) {
        for l in (0..32).filter(|l| mask & (1 << l) != 0) {
            let Some(v) = at[l] else {
                continue;
            };
            // Untagged (most addresses): nothing to judge.
            let Some(view) = self.views.of(v) else {
                continue;
            };
            let Some((b, lo)) = decode(v) else {
                continue;
            };
            let hi = lo.saturating_add(bytes.unwrap_or(1).max(1));
            // Another buffer: arithmetic the tag did not follow.
            if b != view.base || (lo >= view.lo && hi <= view.hi) {
                continue;
            }
            let message = format!(
                "{} {does} bytes [{lo}, {hi}) of {}, outside the bytes [{}, {}) of the stage buffer it addresses them through ({}): the access lies past that stage, in the next slot or past the last, which other threads may be using",
                self.thread_text(l),
                self.bases.names[b],
                view.lo,
                view.hi,
                ir::location_text(view.op),
            );
            if !self.past_views.iter().any(|(o, _)| *o == op) {
                self.past_views.push((op, message));
            }
            return;
        }
    }

    /// `llvm.getelementptr`: the constant and dynamic indices stepping
    /// through `elem_type`.
    fn gep(&self, op: Op, mask: u32) -> Lanes {
        let Some(elem) = op.type_attr("elem_type") else {
            return NONE;
        };
        let raw = op.dense_i32_array("rawConstantIndices").unwrap_or_default();
        let indices: Vec<Option<Lanes>> = {
            let mut dynamic = 1;
            raw.iter()
                .map(|&r| {
                    if r == i32::MIN as i64 {
                        dynamic += 1;
                        let v =
                            (dynamic - 1 < op.num_operands()).then(|| op.operand(dynamic - 1))?;
                        let w = super::width_of(v);
                        Some(self.get(v).map(|x| x.map(|x| super::signed(x, w))))
                    } else {
                        Some([Some(r); 32])
                    }
                })
                .collect()
        };
        if let [Some(index)] = indices[..] {
            // One index (a byte or element offset): scaled by the size.
            let size = type_bytes(elem);
            return self.offset_by(op, mask, |_, l| index[l]?.checked_mul(size?));
        }
        let mut values = Vec::with_capacity(indices.len());
        self.offset_by(op, mask, |_, l| {
            values.clear();
            for i in &indices {
                values.push((*i)?[l]?);
            }
            gep_offset(elem, &values)
        })
    }

    /// `memref.subview`: the offsets times the source's static strides.
    fn subview(&self, op: Op, mask: u32) -> Lanes {
        let source = ir::value_type(op.operand(0));
        let (Some((strides, _)), Some(elem)) = (strides_and_offset(source), element_bytes(source))
        else {
            return NONE;
        };
        let offsets = i64_array(op, "static_offsets").unwrap_or_default();
        let mut dynamic = 1;
        let offsets: Vec<Option<Lanes>> = offsets
            .iter()
            .map(|&o| {
                if o == i64::MIN {
                    dynamic += 1;
                    Some(self.get(op.operand(dynamic - 1)))
                } else {
                    Some([Some(o); 32])
                }
            })
            .collect();
        self.offset_by(op, mask, |_, l| {
            let mut at = 0i64;
            for (o, s) in offsets.iter().zip(&strides) {
                at = at.checked_add((*o)?[l]?.checked_mul(*s)?)?;
            }
            at.checked_mul(elem)
        })
    }

    /// A load or store: logs it with each lane's bytes when it may touch
    /// shared memory, and makes a load's result unknown.
    pub(super) fn access(&mut self, op: Op, name: &str, mask: u32) {
        let (store, target, first_index) = match name {
            "llvm.load" => (false, 0, None),
            "llvm.store" => (true, 1, None),
            "memref.load" | "vector.load" => (false, 0, Some(1)),
            "memref.store" | "vector.store" => (true, 1, Some(2)),
            _ => return,
        };
        self.unknown_results(op);
        if target >= op.num_operands() {
            return;
        }
        let pointer = op.operand(target);
        let data = if store {
            ir::value_type(op.operand(0))
        } else if op.num_results() > 0 {
            ir::value_type(op.result(0))
        } else {
            return;
        };
        let bytes = type_bytes(data);
        let mut at = self.get(pointer);
        let mut reported = false;
        if let Some(first) = first_index {
            let ty = ir::value_type(pointer);
            let strides = strides_and_offset(ty).map(|s| s.0);
            let elem = element_bytes(ty);
            let idx: Vec<Lanes> = (first..op.num_operands())
                .map(|i| self.get(op.operand(i)))
                .collect();
            if self.bounds(op, ty, &idx, data, mask) {
                reported = true;
            }
            for (l, slot) in at.iter_mut().enumerate() {
                *slot = (|| {
                    let (b, o) = decode((*slot)?)?;
                    let mut off = 0i64;
                    for (i, s) in idx.iter().zip(strides.as_ref()?) {
                        off = off.checked_add(i[l]?.checked_mul(*s)?)?;
                    }
                    tagged(b, o.checked_add(off.checked_mul(elem?)?)?, tag_of((*slot)?))
                })();
            }
        }
        let known =
            (0..32).any(|l| mask & (1 << l) != 0 && at[l].is_some_and(|v| decode(v).is_some()));
        if !known && !is_shared(ir::value_type(pointer)) {
            return;
        }
        if !reported {
            let does = if store { "writes" } else { "reads" };
            self.past_view(op, &at, bytes, mask, does);
        }
        self.log(MemEvent {
            op,
            kind: MemKind::Access {
                store,
                bytes,
                at: Box::new(at),
            },
            mask,
        });
    }
}

impl Warp<'_> {
    /// An index of a `memref` or `vector` load or store outside the static
    /// shape of a shared memref: the access lies past the buffer (in a
    /// stage buffer, in the next slot), which is undefined behaviour. A
    /// finding at the access, for the first lane that does it.
    fn bounds(&mut self, op: Op, ty: MlirType, idx: &[Lanes], data: MlirType, mask: u32) -> bool {
        if !is_shared(ty) || !unsafe { mlirShapedTypeHasStaticShape(ty) } {
            return false;
        }
        let rank = unsafe { mlirShapedTypeGetRank(ty) }.max(0) as usize;
        if rank != idx.len() {
            return false;
        }
        // A vector access reads or writes its length along the last dimension.
        let span = if unsafe { mlirTypeIsAVector(data) }
            && unsafe { mlirShapedTypeHasStaticShape(data) }
        {
            let r = unsafe { mlirShapedTypeGetRank(data) };
            if r >= 1 {
                unsafe { mlirShapedTypeGetDimSize(data, (r - 1) as isize) }
            } else {
                1
            }
        } else {
            1
        };
        for l in (0..32).filter(|l| mask & (1 << l) != 0) {
            for (d, lanes) in idx.iter().enumerate() {
                let Some(i) = lanes[l] else {
                    continue;
                };
                let dim = unsafe { mlirShapedTypeGetDimSize(ty, d as isize) };
                let width = if d + 1 == rank { span.max(1) } else { 1 };
                if i < 0 || i.saturating_add(width) > dim {
                    let message = format!(
                        "{} accesses index {i} of dimension {d} of {}, whose size is {dim}: the access lies outside the buffer (in a stage buffer, in the next slot, which another stage's threads may be using)",
                        self.thread_text(l),
                        ir::type_string(ty)
                    );
                    self.finding(op, message);
                    return true;
                }
            }
        }
        false
    }
}

/// The byte offset of a `getelementptr` with these indices into `elem`.
fn gep_offset(elem: MlirType, indices: &[i64]) -> Option<i64> {
    let (first, rest) = indices.split_first()?;
    let mut at = first.checked_mul(type_bytes(elem)?)?;
    let mut ty = elem;
    for &i in rest {
        if unsafe { mlirTypeIsALLVMStructType(ty) } {
            let offsets = struct_offsets(ty)?;
            at = at.checked_add(*offsets.get(usize::try_from(i).ok()?)?)?;
            ty = unsafe { mlirLLVMStructTypeGetElementType(ty, i as isize) };
        } else {
            let inner = aggregate_element(ty)?;
            at = at.checked_add(i.checked_mul(type_bytes(inner)?)?)?;
            ty = inner;
        }
    }
    Some(at)
}

/// The element type of an LLVM array or a vector.
fn aggregate_element(ty: MlirType) -> Option<MlirType> {
    unsafe {
        if mlirTypeIsAVector(ty) {
            Some(mlirShapedTypeGetElementType(ty))
        } else if ir::type_string(ty).starts_with("!llvm.array<") {
            Some(mlirLLVMArrayTypeGetElementType(ty))
        } else {
            None
        }
    }
}

/// The size in bytes of a value of `ty` in memory, for the types whose
/// layout is fixed: integers, index, floats of whole bytes, static
/// vectors, LLVM arrays and structs of those.
pub fn type_bytes(ty: MlirType) -> Option<i64> {
    unsafe {
        if mlirTypeIsAInteger(ty) {
            return Some(i64::from(mlirIntegerTypeGetWidth(ty).div_ceil(8)));
        }
        if mlirTypeIsAIndex(ty) {
            return Some(8);
        }
        if mlirTypeIsAFloat(ty) {
            let w = mlirFloatTypeGetWidth(ty);
            return w.is_multiple_of(8).then_some(i64::from(w / 8));
        }
        if mlirTypeIsAVector(ty) {
            if !mlirShapedTypeHasStaticShape(ty) {
                return None;
            }
            let n: i64 = (0..mlirShapedTypeGetRank(ty) as isize)
                .map(|d| mlirShapedTypeGetDimSize(ty, d))
                .product();
            return n.checked_mul(type_bytes(mlirShapedTypeGetElementType(ty))?);
        }
        if mlirTypeIsALLVMStructType(ty) {
            let offsets = struct_offsets(ty)?;
            return offsets.last().copied();
        }
    }
    let text = ir::type_string(ty);
    let count = text
        .strip_prefix("!llvm.array<")?
        .split_once(" x ")?
        .0
        .trim()
        .parse::<i64>()
        .ok()?;
    count.checked_mul(type_bytes(aggregate_element(ty)?)?)
}

/// The natural alignment of `ty` (its scalar size, an aggregate's largest).
fn align_of(ty: MlirType) -> Option<i64> {
    unsafe {
        if mlirTypeIsALLVMStructType(ty) {
            let n = mlirLLVMStructTypeGetNumElementTypes(ty);
            return (0..n)
                .map(|i| align_of(mlirLLVMStructTypeGetElementType(ty, i)))
                .try_fold(1, |a, b| Some(a.max(b?)));
        }
        if mlirTypeIsAVector(ty) {
            return type_bytes(ty).map(|b| (b.max(1) as u64).next_power_of_two() as i64);
        }
    }
    match aggregate_element(ty) {
        Some(inner) => align_of(inner),
        None => type_bytes(ty).map(|b| (b.max(1) as u64).next_power_of_two() as i64),
    }
}

/// The byte offset of each field of an LLVM struct, then its size.
fn struct_offsets(ty: MlirType) -> Option<Vec<i64>> {
    let n = unsafe { mlirLLVMStructTypeGetNumElementTypes(ty) };
    let packed = unsafe { mlirLLVMStructTypeIsPacked(ty) };
    let mut offsets = Vec::new();
    let mut at = 0i64;
    let mut align = 1;
    for i in 0..n {
        let field = unsafe { mlirLLVMStructTypeGetElementType(ty, i) };
        let a = if packed { 1 } else { align_of(field)? };
        align = align.max(a);
        at = at.checked_add(a - 1)? / a * a;
        offsets.push(at);
        at = at.checked_add(type_bytes(field)?)?;
    }
    offsets.push(at.checked_add(align - 1)? / align * align);
    Some(offsets)
}

/// The size of a memref's element.
fn element_bytes(ty: MlirType) -> Option<i64> {
    unsafe { mlirTypeIsAMemRef(ty) }
        .then(|| type_bytes(unsafe { mlirShapedTypeGetElementType(ty) }))
        .flatten()
}

/// The bytes a memref of static shape spans from its element `[0, ..., 0]`
/// (its strides' reach); `None` for an empty one (`memref<0xi8, 3>`, how a
/// kernel declares dynamic shared memory, whose size the launch sets).
fn static_bytes(ty: MlirType) -> Option<i64> {
    if !unsafe { mlirTypeIsAMemRef(ty) && mlirShapedTypeHasStaticShape(ty) } {
        return None;
    }
    let (strides, _) = strides_and_offset(ty)?;
    let mut reach = 1i64;
    for (d, s) in strides.iter().enumerate() {
        let dim = unsafe { mlirShapedTypeGetDimSize(ty, d as isize) };
        if dim == 0 {
            return None;
        }
        if *s < 0 {
            return None;
        }
        reach = reach.checked_add((dim - 1).checked_mul(*s)?)?;
    }
    reach.checked_mul(element_bytes(ty)?)
}

/// The elements of an `array<i64: ...>` attribute.
fn i64_array(op: Op, name: &str) -> Option<Vec<i64>> {
    let attr = op.attr(name)?;
    unsafe {
        mlirAttributeIsADenseI64Array(attr).then(|| {
            (0..mlirDenseArrayGetNumElements(attr))
                .map(|i| mlirDenseI64ArrayGetElement(attr, i))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{decode, encode, retagged, tag_of, tagged, untagged, TAG_MASK};

    #[test]
    fn addresses_round_trip() {
        let v = encode(3, 4096).unwrap_or(0);
        assert_eq!(decode(v), Some((3, 4096)));
        assert_eq!(encode(1, -4), None);
        assert_eq!(decode(7 << 32), None);
        assert_eq!(encode(1 << 16, 0), None);
    }

    #[test]
    fn a_tag_rides_along_and_changes_no_address() {
        let v = tagged(65_535, 128, TAG_MASK).unwrap_or(0);
        assert_eq!(decode(v), Some((65_535, 128)));
        assert_eq!(tag_of(v), TAG_MASK);
        // An integer addition moves the offset and keeps the tag.
        assert_eq!(decode(v + 4096), Some((65_535, 4224)));
        assert_eq!(tag_of(v + 4096), TAG_MASK);
        // Without it, the address of the untagged twin.
        assert_eq!(Some(untagged(v)), encode(65_535, 128));
        assert_eq!(tag_of(untagged(v)), 0);
        assert_eq!(untagged(7), 7);
        assert_eq!(tagged(0, 0, TAG_MASK + 1), None);
    }

    #[test]
    fn integer_ops_keep_a_lone_tag_inside_its_buffer() {
        let stage = tagged(2, 4096, 7).unwrap_or(0);
        let plain = encode(2, 128).unwrap_or(0);
        // An offset moved (an addition computed on the untagged value).
        let moved = untagged(stage) + 64;
        assert_eq!(tag_of(retagged(stage, 64, moved)), 7);
        assert_eq!(decode(retagged(stage, 64, moved)), Some((2, 4160)));
        // Two tagged operands (the minimum of two addresses): no tag.
        let other = tagged(2, 128, 3).unwrap_or(0);
        let min = untagged(stage).min(untagged(other));
        assert_eq!(retagged(stage, other, min), min);
        assert_eq!(tag_of(retagged(stage, other, min)), 0);
        // A tagged and an untagged address: the tag rides along.
        assert_eq!(tag_of(retagged(plain, stage, untagged(stage))), 7);
        // A borrow out of the buffer: no address, no tag.
        let borrowed = untagged(encode(2, 0).unwrap_or(0)) - 4;
        assert_eq!(tag_of(retagged(stage, 4, borrowed)), 0);
        assert_eq!(decode(retagged(stage, 4, borrowed)), decode(borrowed));
    }
}
