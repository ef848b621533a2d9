//! What the driver's binaries (`async-opt`, `gemm-gen`, `attn-gen`) share.

pub mod cli;
