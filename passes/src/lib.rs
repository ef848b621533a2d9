//! The phaselock passes over the `async` dialect.
//!
//! Each pass is a plain function over a `builtin.module` in a file of its
//! own, with a header stating what it expects and what it guarantees. Passes
//! report problems as located MLIR error diagnostics and return `false`;
//! they never panic on bad input.

pub mod carried_stages;
pub mod cursor;
pub mod insert_fences;
pub mod insert_phases;
pub mod instrument;
pub mod lower_cluster_barrier;
pub mod lower_warp_specialize;
pub mod ring_alloc;
pub mod schedule;
pub mod selection;
pub mod stage_window;
pub mod verify;

// The base crate's modules, under the names the passes use.
pub(crate) use phaselock_ir::{
    self as ir, builder, limits, roles, shapes, swizzle, target, tensor, turns, value,
};
pub use phaselock_ir::{
    pass::{check_flag, PassOption},
    Chip, PassInfo, PassOptions,
};

/// The passes of this crate.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "async-verify",
        description: "check the rules of the async dialect that ODS does not state",
        options: &[],
        run: verify::run,
    },
    PassInfo {
        name: "async-lower-cluster-barrier",
        description:
            "lower cluster barriers inside roles to the two-slot x parity counter protocol",
        options: lower_cluster_barrier::OPTIONS,
        run: lower_cluster_barrier::run,
    },
    PassInfo {
        name: "async-ring-alloc",
        description:
            "place every pipeline ring and barrier array in one shared-memory arena per kernel",
        options: ring_alloc::OPTIONS,
        run: ring_alloc::run,
    },
    PassInfo {
        name: "async-insert-phases",
        description: "lower pipelines and stage cursors to barrier-level ops with phase registers",
        options: &[],
        run: insert_phases::run,
    },
    PassInfo {
        name: "async-insert-fences",
        description: "insert fence.proxy.async between generic shared stores and async-proxy reads",
        options: &[],
        run: insert_fences::run,
    },
    PassInfo {
        name: "async-instrument",
        description: "opt-in: bounded waits that report (barrier, slot, phase, CTA, warp) and trap; seeded delay injection",
        options: instrument::OPTIONS,
        run: instrument::run,
    },
    PassInfo {
        name: "async-lower-warp-specialize",
        description: "lower warp-specialized roles to branches on the warp index, with setmaxnreg",
        options: &[],
        run: lower_warp_specialize::run,
    },
];
