//! A campaign: every kernel's baseline compile, then every mutant of the
//! kernels that compile, evaluated in parallel (parse check, default
//! compile, the compile without the checker for the killed ones, the
//! strict compile for the survivors).

use crate::operators::{mutants, Mutant, Operator};
use crate::run::{classify, Check, Driver, Verdict};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A kernel to mutate.
#[derive(Debug, Clone)]
pub struct Kernel {
    /// How the report names it (a path, or the generator's command line).
    pub name: String,
    /// Its text.
    pub text: String,
}

/// The outcome of one mutant.
#[derive(Debug, Clone)]
pub struct Record {
    /// The index of its kernel in [`Campaign::kernels`].
    pub kernel: usize,
    /// The mutant (its text kept only for survivors).
    pub mutant: Mutant,
    /// The default compile's verdict.
    pub verdict: Verdict,
    /// The strict compile's verdict (`None` where the default compile
    /// refused it already: strict refuses whatever the default refuses).
    pub strict: Option<Verdict>,
    /// Where the survivor's text was kept, if it survived.
    pub kept: Option<PathBuf>,
}

/// The results of a campaign.
#[derive(Debug, Clone)]
pub struct Campaign {
    /// The driver used.
    pub driver: PathBuf,
    /// The kernels and their baseline verdicts.
    pub kernels: Vec<(Kernel, Verdict)>,
    /// One record per mutant, in kernel and operator order.
    pub records: Vec<Record>,
    /// Mutants left out because another operator made the same text.
    pub duplicates: usize,
}

/// What a campaign runs.
pub struct Settings<'a> {
    /// The driver.
    pub driver: Driver,
    /// The operators to apply.
    pub operators: Vec<&'static Operator>,
    /// Compiles in flight at once.
    pub jobs: usize,
    /// Where mutants are written (survivors are kept there).
    pub work: &'a Path,
    /// Whether survivors are compiled with `--check=strict` too.
    pub strict: bool,
    /// Whether each verdict is printed to stderr as it comes.
    pub progress: bool,
}

/// Runs `items` through `f` on `jobs` threads, results in order.
fn parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    f: impl Fn(usize, &T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(i, item);
                if let Ok(mut out) = out.lock() {
                    out[i] = Some(r);
                }
            });
        }
    });
    let out = out.into_inner().unwrap_or_default();
    out.into_iter().flatten().collect()
}

/// A file name from a kernel name.
fn slug(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    s.trim_matches('_').to_string()
}

/// Runs the campaign over `kernels`.
pub fn run(settings: &Settings, kernels: Vec<Kernel>) -> std::io::Result<Campaign> {
    std::fs::create_dir_all(settings.work)?;
    let baselines = parallel(&kernels, settings.jobs, |i, k| {
        let file = settings.work.join(format!("{i:03}-{}.mlir", slug(&k.name)));
        std::fs::write(&file, &k.text)?;
        let run = settings.driver.compile(&file, Check::Default)?;
        if settings.progress {
            eprintln!("baseline {}: {}", k.name, classify(&run, &[]).name());
        }
        Ok::<_, std::io::Error>(classify(&run, &[]))
    });
    let mut todo = Vec::new();
    let mut duplicates = 0;
    let mut verdicts = Vec::new();
    for (i, (k, b)) in kernels.iter().zip(baselines).enumerate() {
        let b = b?;
        if b.survived() {
            let mut seen = std::collections::HashSet::new();
            seen.insert(k.text.clone());
            for m in mutants(&k.text, &settings.operators) {
                if seen.insert(m.text.clone()) {
                    todo.push((i, m));
                } else {
                    duplicates += 1;
                }
            }
        }
        verdicts.push(b);
    }
    let total = todo.len();
    let done = AtomicUsize::new(0);
    let records = parallel(&todo, settings.jobs, |n, (k, m)| {
        let dir = settings.work.join(slug(&kernels[*k].name));
        let record = evaluate(settings, &dir, n, *k, m);
        if settings.progress {
            if let Ok(r) = &record {
                let d = done.fetch_add(1, Ordering::SeqCst) + 1;
                eprintln!(
                    "[{d}/{total}] {} {}:{} {}",
                    m.class,
                    kernels[*k].name,
                    m.line,
                    r.verdict.name()
                );
            }
        }
        record
    });
    let records = records.into_iter().collect::<std::io::Result<Vec<_>>>()?;
    Ok(Campaign {
        driver: settings.driver.path.clone(),
        kernels: kernels.into_iter().zip(verdicts).collect(),
        records,
        duplicates,
    })
}

/// Evaluates mutant `m` (number `n`) of kernel `k`.
fn evaluate(
    settings: &Settings,
    dir: &Path,
    n: usize,
    k: usize,
    m: &Mutant,
) -> std::io::Result<Record> {
    std::fs::create_dir_all(dir)?;
    let file = dir.join(format!(
        "{n:05}-{}-l{}.mlir",
        m.class.replace('+', "plus"),
        m.line
    ));
    std::fs::write(&file, &m.text)?;
    let driver = &settings.driver;
    let mut verdict = match driver.parses(&file)? {
        Err(invalid) => invalid,
        Ok(()) => classify(&driver.compile(&file, Check::Default)?, &m.lines),
    };
    if let Verdict::Killed { by_passes, .. } = &mut verdict {
        let off = driver.compile(&file, Check::Off)?;
        *by_passes = off.code != Some(0);
    }
    let strict = if settings.strict && verdict.survived() {
        Some(classify(&driver.compile(&file, Check::Strict)?, &m.lines))
    } else {
        None
    };
    let kept = verdict.survived().then(|| file.clone());
    if kept.is_none() {
        std::fs::remove_file(&file)?;
    }
    let mut mutant = m.clone();
    if kept.is_none() {
        mutant.text.clear();
    }
    Ok(Record {
        kernel: k,
        mutant,
        verdict,
        strict,
        kept,
    })
}
