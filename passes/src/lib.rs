//! The phaselock passes over the `async` dialect.
//!
//! Each pass is a plain function over a `builtin.module` in a file of its
//! own, with a header stating what it expects and what it guarantees. Passes
//! report problems as located MLIR error diagnostics and return `false`;
//! they never panic on bad input.

pub mod builder;
pub mod carried_stages;
pub mod cursor;
pub mod insert_fences;
pub mod insert_phases;
pub mod instrument;
pub mod ir;
pub mod limits;
pub mod lower_cluster_barrier;
pub mod lower_warp_specialize;
pub mod names;
pub mod ring_alloc;
pub mod roles;
pub mod schedule;
pub mod selection;
pub mod shapes;
pub mod stage_window;
pub mod swizzle;
pub mod target;
pub mod tensor;
pub mod turns;
pub mod uniform;
pub mod value;
pub mod verify;

pub use target::Chip;

/// Options shared by every pass of a pipeline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// The chip to check and lower for. `None`: taken from the `#nvvm.target`
    /// of each `gpu.module`, and target rules are skipped where there is none.
    pub chip: Option<Chip>,
    /// `async-ring-alloc`: print each kernel's arena layout to stderr.
    pub print_layout: bool,
    /// `async-lower-cluster-barrier`: emit the unsafe order (local barrier,
    /// then counter load). Only for reproducing the race it causes.
    pub unsafe_cluster_barrier_order: bool,
    /// `async-check-protocol`: print each kernel's barrier ledger to stderr
    /// as `markdown` or `json`.
    pub print_ledger: Option<String>,
    /// `async-instrument`: the watchdog and delay configuration (`None`:
    /// the pass does nothing).
    pub instrument: Option<instrument::Instrument>,
    /// `async-check-protocol`: the value of every integer kernel argument
    /// in the simulated configuration (default 5).
    pub trips: Option<i64>,
}

/// A pass: runs on a `builtin.module`, returns `false` after emitting at
/// least one error diagnostic.
pub type PassFn = fn(ir::Op, &PassOptions) -> bool;

/// A named pass, as listed by `async-opt --list-passes`.
#[derive(Debug, Clone, Copy)]
pub struct PassInfo {
    /// The name used in `--pass-pipeline`.
    pub name: &'static str,
    /// One line saying what the pass does.
    pub description: &'static str,
    /// The pass itself.
    pub run: PassFn,
}

/// The passes of this crate.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "async-verify",
        description: "check the rules of the async dialect that ODS does not state",
        run: verify::run,
    },
    PassInfo {
        name: "async-lower-cluster-barrier",
        description:
            "lower cluster barriers inside roles to the two-slot x parity counter protocol",
        run: lower_cluster_barrier::run,
    },
    PassInfo {
        name: "async-ring-alloc",
        description:
            "place every pipeline ring and barrier array in one shared-memory arena per kernel",
        run: ring_alloc::run,
    },
    PassInfo {
        name: "async-insert-phases",
        description: "lower pipelines and stage cursors to barrier-level ops with phase registers",
        run: insert_phases::run,
    },
    PassInfo {
        name: "async-insert-fences",
        description: "insert fence.proxy.async between generic shared stores and async-proxy reads",
        run: insert_fences::run,
    },
    PassInfo {
        name: "async-instrument",
        description: "opt-in: bounded waits that report (barrier, slot, phase, CTA, warp) and trap; seeded delay injection",
        run: instrument::run,
    },
    PassInfo {
        name: "async-lower-warp-specialize",
        description: "lower warp-specialized roles to branches on the warp index, with setmaxnreg",
        run: lower_warp_specialize::run,
    },
];

/// The pipeline passes in the order `async-to-ptx` runs them, each followed
/// by `async-verify`. With a watchdog configuration, `async-instrument`
/// runs after `async-insert-fences` (see `phaselock::compile::async_to_ptx`). The cluster barrier comes first because it allocates
/// barrier arrays that the arena must hold; the roles are lowered last
/// because the other passes derive counts and barrier ids from them.
pub const PIPELINE_PASSES: &[&str] = &[
    "async-lower-cluster-barrier",
    "async-ring-alloc",
    "async-insert-phases",
    "async-insert-fences",
    "async-lower-warp-specialize",
];
