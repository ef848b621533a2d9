//! `phaselock-mutate`: the command line of the mutation-testing tool.
//!
//! `phaselock-mutate [--async-opt PATH] [--gemm-gen PATH] [--gemm none|default|structural|all]
//! [--operators a,b,...] [--list-operators] [--list] [--jobs N] [--timeout SECONDS] [--no-strict]
//! [--work DIR] [--markdown FILE] [--json FILE] [--triage FILE] [--reload JSON] [--quiet] [INPUT...]`
//!
//! Inputs are `.mlir` files or directories of them. The driver defaults to
//! the `async-opt` next to this binary (the same target directory), else
//! the one on `PATH`; `gemm-gen` likewise. `--list` prints the mutants
//! without compiling them. The markdown report goes to stdout unless
//! `--markdown` names a file. `--triage` reads the analysis of survivors
//! (see `phaselock_mutate::triage`; default: `mutate/triage.txt` of this
//! source tree, where it exists). `--reload` compiles nothing: it reads a
//! campaign from its JSON report and writes the reports again, the
//! survivors analysed by the current rules.

use phaselock_mutate::campaign::{self, Settings};
use phaselock_mutate::corpus::{self, GemmSet};
use phaselock_mutate::operators::{self, Operator, OPERATORS};
use phaselock_mutate::reload;
use phaselock_mutate::report;
use phaselock_mutate::run::Driver;
use phaselock_mutate::triage;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// What `--help` prints.
const HELP: &str = "\
Mutation testing of phaselock's protocol checker: seeds one synchronization bug per kernel copy
and classifies the driver's verdict (markdown report on stdout)

Usage: phaselock-mutate [OPTIONS] [INPUT]...

Arguments:
  [INPUT]...                 .mlir files or directories of them

Options:
      --async-opt <PATH>     The driver [default: the async-opt next to this binary, else on PATH]
      --gemm-gen <PATH>      The GEMM generator [default: as --async-opt]
      --gemm <SET>           gemm-gen kernels to mutate too: none, default (its default
                             configuration), structural (every structural variant) or all (and
                             every stage count) [default: none]
      --operators <A,B,...>  The mutation operators to apply [default: all]
      --list-operators       List the mutation operators and exit
      --list                 Print the mutants without compiling them
      --jobs <N>             Compiles in flight at once [default: the available cores]
      --timeout <SECONDS>    Time limit of one driver run [default: 600]
      --no-strict            Do not compile the surviving mutants again with --check=strict
      --work <DIR>           Where the mutants are written (survivors are kept there)
                             [default: phaselock-mutate in the temp dir]
      --markdown <FILE>      Write the markdown report there instead of stdout
      --json <FILE>          Also write the report as JSON
      --quiet                Do not print each verdict to stderr as it comes
  -h, --help                 Print help
";

/// The command line.
struct Args {
    async_opt: Option<PathBuf>,
    gemm_gen: Option<PathBuf>,
    gemm: GemmSet,
    operators: Vec<&'static Operator>,
    list: bool,
    jobs: usize,
    timeout: u64,
    strict: bool,
    work: PathBuf,
    markdown: Option<PathBuf>,
    json: Option<PathBuf>,
    triage: PathBuf,
    reload: Option<PathBuf>,
    quiet: bool,
    inputs: Vec<PathBuf>,
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("phaselock-mutate: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn value(it: &mut impl Iterator<Item = String>, flag: &str) -> Result<String, String> {
    it.next().ok_or(format!("{flag} needs a value"))
}

fn parse_args() -> Result<Option<Args>, String> {
    let mut a = Args {
        async_opt: None,
        gemm_gen: None,
        gemm: GemmSet::None,
        operators: OPERATORS.iter().collect(),
        list: false,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        timeout: 600,
        strict: true,
        work: std::env::temp_dir().join("phaselock-mutate"),
        markdown: None,
        json: None,
        triage: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("triage.txt"),
        reload: None,
        quiet: false,
        inputs: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--async-opt" => a.async_opt = Some(value(&mut it, &arg)?.into()),
            "--gemm-gen" => a.gemm_gen = Some(value(&mut it, &arg)?.into()),
            "--gemm" => a.gemm = gemm_set(&value(&mut it, &arg)?)?,
            "--operators" => a.operators = operator_list(&value(&mut it, &arg)?)?,
            "--list-operators" => {
                for o in OPERATORS {
                    println!("{:<26} {}", o.name, o.doc);
                }
                return Ok(None);
            }
            "--list" => a.list = true,
            "--jobs" => a.jobs = number(&value(&mut it, &arg)?, &arg)?,
            "--timeout" => a.timeout = number(&value(&mut it, &arg)?, &arg)? as u64,
            "--no-strict" => a.strict = false,
            "--work" => a.work = value(&mut it, &arg)?.into(),
            "--markdown" => a.markdown = Some(value(&mut it, &arg)?.into()),
            "--json" => a.json = Some(value(&mut it, &arg)?.into()),
            "--triage" => a.triage = value(&mut it, &arg)?.into(),
            "--reload" => a.reload = Some(value(&mut it, &arg)?.into()),
            "--quiet" => a.quiet = true,
            "-h" | "--help" => {
                print!("{HELP}");
                return Ok(None);
            }
            flag if flag.starts_with('-') => return Err(format!("unknown argument `{flag}`")),
            _ => a.inputs.push(arg.into()),
        }
    }
    Ok(Some(a))
}

fn number(s: &str, flag: &str) -> Result<usize, String> {
    s.parse().map_err(|e| format!("{flag}: {e}"))
}

fn gemm_set(s: &str) -> Result<GemmSet, String> {
    Ok(match s {
        "none" => GemmSet::None,
        "default" => GemmSet::Default,
        "structural" => GemmSet::Structural,
        "all" => GemmSet::All,
        other => {
            return Err(format!(
                "--gemm: `{other}` is not none, default, structural or all"
            ))
        }
    })
}

fn operator_list(s: &str) -> Result<Vec<&'static Operator>, String> {
    s.split(',')
        .map(|n| {
            operators::operator(n.trim()).ok_or(format!("no operator `{n}` (see --list-operators)"))
        })
        .collect()
}

/// `name` next to this binary, else on `PATH`.
fn sibling(name: &str) -> PathBuf {
    let here = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(|p| p.join(name)));
    here.filter(|p| p.exists()).unwrap_or_else(|| name.into())
}

fn run() -> Result<(), String> {
    let Some(a) = parse_args()? else {
        return Ok(());
    };
    let rules = match std::fs::read_to_string(&a.triage) {
        Ok(text) => triage::parse(&text).map_err(|e| format!("{}: {e}", a.triage.display()))?,
        Err(_) => Vec::new(),
    };
    let c = match &a.reload {
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            reload::campaign(&text).map_err(|e| format!("{}: {e}", p.display()))?
        }
        None => match compile(&a)? {
            Some(c) => c,
            None => return Ok(()),
        },
    };
    let md = report::markdown(&c, &rules);
    match &a.markdown {
        Some(p) => std::fs::write(p, md).map_err(|e| format!("{}: {e}", p.display()))?,
        None => print!("{md}"),
    }
    if let Some(p) = &a.json {
        std::fs::write(p, report::to_json(&c, &rules))
            .map_err(|e| format!("{}: {e}", p.display()))?;
    }
    Ok(())
}

/// The kernels of the command line, mutated and compiled (`None` with
/// `--list`, which prints the mutants instead).
fn compile(a: &Args) -> Result<Option<campaign::Campaign>, String> {
    let mut kernels = corpus::files(&a.inputs).map_err(|e| e.to_string())?;
    let args = corpus::gemm_variants(a.gemm);
    if !args.is_empty() {
        let gemm_gen = a.gemm_gen.clone().unwrap_or_else(|| sibling("gemm-gen"));
        let generated = corpus::gemm_kernels(&gemm_gen, &a.work.join("gemm"), &args)
            .map_err(|e| e.to_string())?;
        kernels.extend(generated);
    }
    if kernels.is_empty() {
        return Err("no kernels: give .mlir files or directories, or --gemm".into());
    }
    if a.list {
        for k in &kernels {
            for m in operators::mutants(&k.text, &a.operators) {
                println!("{} {}:{}: {}", m.class, k.name, m.line, m.what);
            }
        }
        return Ok(None);
    }
    let settings = Settings {
        driver: Driver {
            path: a.async_opt.clone().unwrap_or_else(|| sibling("async-opt")),
            timeout: Duration::from_secs(a.timeout),
        },
        operators: a.operators.clone(),
        jobs: a.jobs,
        work: &a.work,
        strict: a.strict,
        progress: !a.quiet,
    };
    campaign::run(&settings, kernels)
        .map(Some)
        .map_err(|e| e.to_string())
}
