//! The phaselock `async` dialect: GPU asynchronous synchronization as MLIR.
//!
//! The dialect is defined once, in `td/AsyncOps.td`. The build turns that
//! file into an IRDL module ([`IRDL_SOURCE`]) that [`context::load_async_dialect`]
//! loads into an MLIR context, into the op reference ([`OPS_MD`], kept in
//! `docs/ops.md`) and into the attribute table [`ops::OPS`] that the Rust
//! verifier uses. Typed builders for every op live in [`builders`].

pub mod builders;
pub mod context;
pub mod diagnostics;
pub mod ops;
pub mod types;

pub use context::{create_context, load_async_dialect, DialectError};

/// The IRDL definition of the dialect, generated from `td/AsyncOps.td`.
pub const IRDL_SOURCE: &str = include_str!(concat!(env!("OUT_DIR"), "/async.irdl.mlir"));

/// The op reference in Markdown, generated from `td/AsyncOps.td`.
pub const OPS_MD: &str = include_str!(concat!(env!("OUT_DIR"), "/ops.md"));
