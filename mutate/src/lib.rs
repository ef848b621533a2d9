//! `phaselock-mutate`: mutation testing of the protocol checker. It reads
//! kernels as MLIR text (the examples, the benchmark kernels, the variants
//! of `gemm-gen`), seeds one synchronization bug per copy with each
//! operator of [`operators`] wherever it fits, compiles every mutant with
//! the driver `async-opt` (`--emit=ptx`, the checker on, and the survivors
//! again with `--check=strict`) and classifies it ([`run`]): killed (and
//! whether the diagnostic points at the mutated op or a consequence),
//! survived with a "verified" ledger, survived with a "not verified"
//! warning, or invalid (it no longer parses). [`report`] writes the
//! figures per class and every survivor, analysed by the rules of
//! [`triage`] (equivalent, or a gap of the checker).
//!
//! The crate works on text and links no MLIR: it runs the driver as a
//! subprocess.

pub mod campaign;
pub mod corpus;
pub mod json;
pub mod operators;
pub mod reload;
pub mod report;
pub mod run;
pub mod text;
pub mod triage;
