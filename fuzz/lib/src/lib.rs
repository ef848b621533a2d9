//! Fuzzing phaselock through its library API.
//!
//! - [`Target`]: the four fuzz targets, each a function from bytes to an
//!   [`Outcome`] that never panics on its own account: whatever diagnostics
//!   the compiler emits, the call returns; only a bug of the compiler (a
//!   panic, an abort, a fault, a hang) ends it otherwise.
//! - [`mutate`]: a structure-aware mutator for MLIR text in the `async`
//!   dialect (integers in attributes and types, op names, enum values,
//!   chips, SSA operands, lines, wrapping snippets), deterministic given its
//!   seed, for libFuzzer's `fuzz_mutator!` and for the smoke test.
//! - [`corpus`]: the seed corpus, collected from the repository's examples,
//!   benchmark kernels and lit tests.
//!
//! The libFuzzer binaries live in `fuzz/fuzz_targets/` (a crate of their
//! own, built with `cargo +nightly fuzz`); `tests/smoke.rs` runs every
//! target on every seed and on mutated inputs under `cargo test`.

pub mod corpus;
pub mod libfuzzer;
pub mod mutate;
mod rng;
pub mod target;

pub use mutate::{
    crossover, libfuzzer_crossover, libfuzzer_mutate, mutate, mutate_in_place, mutate_text,
};
pub use rng::Rng;
pub use target::{Outcome, Target, MAX_INPUT};
