//! The smoke test of the mutation tool: a few operators on two examples,
//! compiled by the workspace's `async-opt`, with the verdicts that are
//! certain asserted (a dropped or doubled consumer release is refused, a
//! release moved above the wgmma wait that retires its readers is refused,
//! a reduction loop shortened by one is a synchronization-preserving
//! change that compiles verified), then the command line on one kernel.

use phaselock_mutate::campaign::{self, Kernel, Record, Settings};
use phaselock_mutate::operators::operator;
use phaselock_mutate::run::{Driver, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The workspace's `async-opt`, in the target directory this test runs from.
fn async_opt() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let profile_dir = exe.parent()?.parent()?.to_path_buf();
    let profile = profile_dir.file_name()?.to_os_string();
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut candidates = vec![profile_dir.join("async-opt")];
    if let Ok(dir) = std::env::var("CARGO_TARGET_DIR") {
        candidates.push(Path::new(&dir).join(&profile).join("async-opt"));
    }
    candidates.push(manifest.join("../target").join(&profile).join("async-opt"));
    candidates.into_iter().find(|p| p.exists())
}

fn example(name: &str) -> Kernel {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name);
    Kernel {
        name: name.into(),
        text: std::fs::read_to_string(&path).expect("example"),
    }
}

fn work_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "phaselock-mutate-smoke-{tag}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The record of the mutant of `class` on `kernel` whose change writes `needle`.
fn find<'a>(
    records: &'a [Record],
    kernels: &[String],
    kernel: &str,
    class: &str,
    needle: &str,
) -> &'a Record {
    records
        .iter()
        .find(|r| {
            kernels[r.kernel] == kernel
                && r.mutant.class == class
                && r.mutant.diff.iter().any(|d| d.contains(needle))
        })
        .unwrap_or_else(|| panic!("no {class} mutant of {kernel} touching `{needle}`"))
}

#[test]
fn certain_verdicts() {
    let Some(driver) = async_opt() else {
        eprintln!("skipped: async-opt is not built in this target directory");
        return;
    };
    let work = work_dir("verdicts");
    let names = [
        "drop-release",
        "duplicate-release",
        "release-above-wgmma-wait",
        "loop-bound-1",
    ];
    let settings = Settings {
        driver: Driver {
            path: driver,
            timeout: Duration::from_secs(120),
        },
        operators: names
            .iter()
            .map(|n| operator(n).expect("operator"))
            .collect(),
        jobs: 2,
        work: &work,
        strict: true,
        progress: false,
    };
    let kernels = vec![example("ring_reduce.mlir"), example("wgmma_gemm.mlir")];
    let c = campaign::run(&settings, kernels).expect("campaign");
    let kernels: Vec<String> = c.kernels.iter().map(|(k, _)| k.name.clone()).collect();
    assert!(
        c.kernels
            .iter()
            .all(|(_, b)| matches!(b, Verdict::Verified { .. })),
        "baselines verified"
    );
    let r = &c.records;
    let killed = |r: &Record| matches!(r.verdict, Verdict::Killed { .. });
    let drop = find(
        r,
        &kernels,
        "ring_reduce.mlir",
        "drop-release",
        "consumer_release",
    );
    assert!(killed(drop), "dropped release: {:?}", drop.verdict);
    let dup = find(
        r,
        &kernels,
        "ring_reduce.mlir",
        "duplicate-release",
        "consumer_release",
    );
    assert!(killed(dup), "doubled release: {:?}", dup.verdict);
    assert!(
        matches!(
            dup.verdict,
            Verdict::Killed {
                by_passes: false,
                ..
            }
        ),
        "the checker, not the passes"
    );
    let early = find(
        r,
        &kernels,
        "wgmma_gemm.mlir",
        "release-above-wgmma-wait",
        "%prev_a",
    );
    assert!(
        killed(early),
        "release before the wgmma retires: {:?}",
        early.verdict
    );
    let shorter = find(r, &kernels, "ring_reduce.mlir", "loop-bound-1", "%c8 step");
    assert!(
        matches!(shorter.verdict, Verdict::Verified { .. }),
        "shorter sum: {:?}",
        shorter.verdict
    );
    assert!(
        matches!(shorter.strict, Some(Verdict::Verified { .. })),
        "strict: {:?}",
        shorter.strict
    );
    assert!(
        shorter.kept.as_ref().is_some_and(|p| p.exists()),
        "survivor kept"
    );
    let _ = std::fs::remove_dir_all(&work);
}

#[test]
fn invalid_mutants_are_told_apart() {
    let Some(path) = async_opt() else {
        eprintln!("skipped: async-opt is not built in this target directory");
        return;
    };
    let work = work_dir("invalid");
    std::fs::create_dir_all(&work).expect("work dir");
    let file = work.join("broken.mlir");
    let text = example("ring_reduce.mlir")
        .text
        .replace("%ring[%k]", "%ring[%undefined]");
    std::fs::write(&file, text).expect("write");
    let driver = Driver {
        path,
        timeout: Duration::from_secs(60),
    };
    let verdict = driver.parses(&file).expect("driver runs");
    assert!(
        matches!(verdict, Err(Verdict::Invalid { .. })),
        "{verdict:?}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

#[test]
fn command_line_report() {
    let Some(driver) = async_opt() else {
        eprintln!("skipped: async-opt is not built in this target directory");
        return;
    };
    let work = work_dir("cli");
    let (md, json) = (work.join("r.md"), work.join("r.json"));
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/ring_reduce.mlir");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_phaselock-mutate"))
        .arg("--async-opt")
        .arg(&driver)
        .args([
            "--operators",
            "drop-release,drop-commit",
            "--no-strict",
            "--quiet",
            "--jobs",
            "2",
        ])
        .arg("--work")
        .arg(&work)
        .arg("--markdown")
        .arg(&md)
        .arg("--json")
        .arg(&json)
        .arg(&kernel)
        .status()
        .expect("phaselock-mutate runs");
    assert!(status.success());
    let md = std::fs::read_to_string(md).expect("markdown");
    assert!(md.contains("| `drop-release` | 1 | 0 | 1 |"), "{md}");
    assert!(md.contains("| `drop-commit` | 1 | 0 | 1 |"), "{md}");
    let json = std::fs::read_to_string(json).expect("json");
    assert!(
        json.contains("\"class\": \"drop-release\", \"line\": 57"),
        "{json}"
    );
    let _ = std::fs::remove_dir_all(&work);
}
