//! Attribute metadata of every `async` op, generated from `td/AsyncOps.td`.
//!
//! The dialect's ODS verifiers check operand and result types and the
//! attributes' kinds and enum values; the Rust verifier (`async-verify`)
//! checks them again from this table, and rejects attributes the table does
//! not list.

/// The kind of an attribute as declared in the `.td`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttrKind {
    /// An integer attribute.
    Int,
    /// A string attribute.
    Str,
    /// A unit attribute.
    Unit,
    /// A type attribute.
    Type,
    /// A string attribute restricted to the listed values.
    Enum(&'static [&'static str]),
}

/// One attribute of an op.
#[derive(Debug, Clone, Copy)]
pub struct AttrInfo {
    /// Attribute name.
    pub name: &'static str,
    /// What the attribute holds.
    pub kind: AttrKind,
    /// Whether the attribute may be absent.
    pub optional: bool,
}

/// One op of the dialect.
#[derive(Debug, Clone, Copy)]
pub struct OpInfo {
    /// Full op name, `async.` included.
    pub name: &'static str,
    /// Declared attributes.
    pub attributes: &'static [AttrInfo],
    /// Number of declared operands (optional ones included).
    pub operands: usize,
    /// Number of results.
    pub results: usize,
    /// Number of regions.
    pub regions: usize,
    /// The first line of the op's example in its custom form (from the
    /// `.td` description), for hints.
    pub example: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/op_table.rs"));
include!(concat!(env!("OUT_DIR"), "/op_kind.rs"));

/// What the passes, the checker and the lowering ask of an op, read from
/// its `phaselockFacts` in `td/AsyncOps.td` ([`OpKind::facts`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Facts {
    /// Counts an arrival on an mbarrier phase.
    pub arrives: bool,
    /// Waits for an mbarrier phase.
    pub waits: bool,
    /// Raises an mbarrier's transaction count.
    pub expects_bytes: bool,
    /// Completes bytes on an mbarrier (a copy into shared memory).
    pub completes_bytes: bool,
    /// Reads shared memory through the async proxy.
    pub async_reads_shared: bool,
    /// Writes shared memory through the async proxy.
    pub async_writes_shared: bool,
    /// Hands the thread's earlier shared-memory writes to other threads.
    pub publishes: bool,
    /// Every thread of a group (warp, warpgroup, role, cluster) runs it.
    pub collective: bool,
    /// A pipeline-level op, which `async-insert-phases` lowers.
    pub pipeline_level: bool,
    /// Needs sm_90a.
    pub sm90a: bool,
    /// Needs sm_100a.
    pub sm100a: bool,
}

impl Facts {
    /// No fact.
    pub const NONE: Facts = Facts {
        arrives: false,
        waits: false,
        expects_bytes: false,
        completes_bytes: false,
        async_reads_shared: false,
        async_writes_shared: false,
        publishes: false,
        collective: false,
        pipeline_level: false,
        sm90a: false,
        sm100a: false,
    };
}

/// Looks up an op of the dialect by full name.
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    OPS.iter().find(|op| op.name == name)
}
