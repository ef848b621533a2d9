//! Runs the whole lit/FileCheck suite in `lit-tests/` with the real LLVM 22
//! `lit` against the `async-opt` built by this `cargo test`.

use std::{path::PathBuf, process::Command};

#[test]
fn lit_suite() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let llvm_bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let lit = PathBuf::from(&llvm_bin).join("lit");
    assert!(
        lit.exists(),
        "lit not found at {}: run scripts/setup.sh",
        lit.display()
    );
    let exec_root = root.join("target").join("lit");
    let status = Command::new(&lit)
        .arg("-sv")
        .arg(root.join("lit-tests"))
        .env("ASYNC_OPT", env!("CARGO_BIN_EXE_async-opt"))
        .env("GEMM_GEN", env!("CARGO_BIN_EXE_gemm-gen"))
        .env("ATTN_GEN", env!("CARGO_BIN_EXE_attn-gen"))
        .env("PHASELOCK_LIT_EXEC_ROOT", &exec_root)
        .env("LLVM_BIN", &llvm_bin)
        .status()
        .expect("lit could not be started");
    assert!(status.success(), "lit reported failures (see above)");
}
