//! The GEMM built through the builders against the text generator it
//! replaces: for every variant, the two modules printed in generic form
//! without locations, after moving every constant to the kernel's entry
//! (one per value, in a fixed order), are the same.

use super::{module, Config};
use melior::ir::{
    operation::{OperationLike, OperationPrintingFlags, WalkOrder, WalkResult},
    BlockLike, Module, RegionLike,
};
use mlir_sys::{
    mlirBlockInsertOwnedOperation, mlirOperationClone, mlirOperationDestroy,
    mlirOperationGetResult, mlirOperationRemoveFromParent, mlirValueGetFirstUse,
    mlirValueReplaceAllUsesOfWith, MlirBlock, MlirOperation,
};
use std::collections::BTreeMap;

/// Every option of [`Config`], each in at least one variant.
fn variants() -> Vec<(&'static str, Config)> {
    let d = Config::default();
    let pp = Config {
        tile_n: 128,
        stages: 3,
        pingpong: true,
        ..d
    };
    vec![
        ("default", d),
        ("tile_n 128", Config { tile_n: 128, ..d }),
        ("stages 2", Config { stages: 2, ..d }),
        ("stages 3", Config { stages: 3, ..d }),
        (
            "tile_n 128, stages 6",
            Config {
                tile_n: 128,
                stages: 6,
                ..d
            },
        ),
        (
            "one tile",
            Config {
                persistent: false,
                ..d
            },
        ),
        (
            "one tile, direct",
            Config {
                persistent: false,
                tma_store: false,
                ..d
            },
        ),
        (
            "one tile, tile_n 128",
            Config {
                persistent: false,
                tile_n: 128,
                ..d
            },
        ),
        (
            "direct",
            Config {
                tma_store: false,
                ..d
            },
        ),
        ("group_m 1", Config { group_m: 1, ..d }),
        ("group_m 3", Config { group_m: 3, ..d }),
        ("cluster 2", Config { cluster: 2, ..d }),
        (
            "cluster 2, direct",
            Config {
                cluster: 2,
                tma_store: false,
                ..d
            },
        ),
        (
            "cluster 2, tile_n 128, group_m 2",
            Config {
                cluster: 2,
                tile_n: 128,
                group_m: 2,
                ..d
            },
        ),
        ("pingpong", pp),
        ("pingpong, stages 2", Config { stages: 2, ..pp }),
        ("pingpong, group_m 4", Config { group_m: 4, ..pp }),
        (
            "shared ring",
            Config {
                stages: 6,
                shared_ring: true,
                ..pp
            },
        ),
        (
            "shared ring, stages 4",
            Config {
                stages: 4,
                shared_ring: true,
                ..pp
            },
        ),
    ]
}

/// The text generator's configuration of `c`.
fn text_config(c: &Config) -> phaselock_gemm::Config {
    phaselock_gemm::Config {
        tile_n: c.tile_n,
        stages: c.stages,
        persistent: c.persistent,
        group_m: c.group_m,
        tma_store: c.tma_store,
        cluster: c.cluster,
        pingpong: c.pingpong,
        shared_ring: c.shared_ring,
    }
}

/// `module` printed in generic form without locations, every
/// `arith.constant` first moved to the start of the kernel's entry block,
/// one per value, ordered by value, and those nothing uses dropped: where
/// a generator materializes its constants does not change the kernel
/// (they are pure, and the lowering folds them into the instructions).
fn normalized(module: &Module) -> String {
    let mut constants: BTreeMap<String, Vec<MlirOperation>> = BTreeMap::new();
    let mut entry: Option<MlirBlock> = None;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op.name();
        match name.as_string_ref().as_str() {
            Ok("arith.constant") => {
                let value = op.attribute("value").expect("a constant's value");
                constants
                    .entry(value.to_string())
                    .or_default()
                    .push(op.to_raw());
            }
            Ok("gpu.func") => {
                let region = op.region(0).expect("the kernel's body");
                entry = Some(region.first_block().expect("an entry block").to_raw());
            }
            _ => {}
        }
        WalkResult::Advance
    });
    let entry = entry.expect("a gpu.func");
    let mut at = 0;
    for ops in constants.values() {
        // SAFETY: the ops are live ops of `module`; each is detached before
        // it is destroyed, after its uses moved to the canonical one.
        unsafe {
            let canonical = mlirOperationClone(ops[0]);
            mlirBlockInsertOwnedOperation(entry, at, canonical);
            let value = mlirOperationGetResult(canonical, 0);
            for &op in ops {
                mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), value);
                mlirOperationRemoveFromParent(op);
                mlirOperationDestroy(op);
            }
            if mlirValueGetFirstUse(value).ptr.is_null() {
                mlirOperationRemoveFromParent(canonical);
                mlirOperationDestroy(canonical);
            } else {
                at += 1;
            }
        }
    }
    let flags = OperationPrintingFlags::new()
        .enable_debug_info(false, false)
        .print_generic_operation_form();
    module
        .as_operation()
        .to_string_with_flags(flags)
        .expect("printable")
}

/// Where two texts first differ: the line and a few around it.
fn first_difference(a: &str, b: &str) -> Option<String> {
    let (a, b): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let at = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i))?;
    let around = |lines: &[&str]| {
        lines[at.saturating_sub(3)..(at + 3).min(lines.len())]
            .iter()
            .map(|l| l.chars().take(300).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    Some(format!(
        "line {}:\n--- text generator\n{}\n--- builders\n{}",
        at + 1,
        around(&a),
        around(&b)
    ))
}

#[test]
fn the_builders_build_what_the_text_generator_wrote() {
    let ctx = phaselock_dialect::context::create_context().expect("context");
    let mut differences = Vec::new();
    for (name, cfg) in variants() {
        let text = phaselock_gemm::generate(&text_config(&cfg)).expect("the text");
        let parsed = Module::parse(&ctx, &text).expect("the text parses");
        let built = module(&ctx, &cfg).expect("the builders");
        assert!(built.as_operation().verify(), "{name}: the module verifies");
        let (old, new) = (normalized(&parsed), normalized(&built));
        if let Some(difference) = first_difference(&old, &new) {
            let dir = std::env::temp_dir();
            let file = name.replace([' ', ','], "_");
            let _ = std::fs::write(dir.join(format!("gemm-{file}.text.mlir")), &old);
            let _ = std::fs::write(dir.join(format!("gemm-{file}.builders.mlir")), &new);
            differences.push(format!("{name}: {difference}"));
        }
    }
    assert!(differences.is_empty(), "{}", differences.join("\n\n"));
}
