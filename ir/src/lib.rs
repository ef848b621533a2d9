//! The IR that phaselock's passes, checker and lowering share: a copyable
//! view of MLIR operations ([`Op`]) with each op's kind and facts from the
//! dialect's op table, and the analyses every layer asks.
//!
//! | module | what it answers |
//! |---|---|
//! | (root) | the [`Op`] view, values, types, attributes, the typed [`Pipeline`] view |
//! | [`builder`] | building ops in place |
//! | [`target`] | the chip a kernel is compiled for (one resolver) |
//! | [`pass`] | what a pass is, its options |
//! | [`roles`] | warp-specialized roles, arrive units, named barriers |
//! | [`turns`] | warpgroup turn sequences |
//! | [`limits`] | the hardware's limits, guarded before any pass runs |
//! | [`shapes`], [`swizzle`], [`tensor`] | memref shapes, swizzle atoms and descriptors, tensor maps and copies |
//! | [`memory`], [`proxy`] | shared memory, barrier arrays, the arena; which ops read or write it through which proxy |
//! | [`uniform`], [`lift`], [`value`] | whether a value is the same on every thread of a group; integer values |
//! | [`names`] | the names the user wrote, for diagnostics |
//!
//! Passes (`phaselock-passes`), the checker (`phaselock-checker`) and the
//! lowering (`phaselock-lowering`) depend on this crate and not on each
//! other.

mod op;
pub use op::*;

pub mod builder;
pub mod lift;
pub mod limits;
pub mod memory;
pub mod names;
pub mod pass;
pub mod proxy;
pub mod roles;
pub mod shapes;
pub mod swizzle;
pub mod target;
pub mod tensor;
pub mod turns;
pub mod uniform;
pub mod value;

pub use lift::{constant_on_groups, thread_values};
pub use pass::{PassInfo, PassOptions};
pub use target::Chip;
