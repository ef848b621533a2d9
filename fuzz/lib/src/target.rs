//! The fuzz targets: what each runs, and the settings it derives from its
//! input.
//!
//! Every target takes raw bytes. Input that is not UTF-8 or longer than
//! [`MAX_INPUT`] is skipped at once. The options a target varies (the chip,
//! the ledger format, the watchdog configuration) are derived from a hash of
//! the whole input (its *settings seed*), so the same bytes always run the
//! same way; [`Target::command_line`] prints the `async-opt` invocation that
//! does the same, for turning a crash into a regression test.
//!
//! Two environment variables serve reproduction and minimization:
//! `PHASELOCK_FUZZ_SEED=N` (decimal or `0x` hex) replaces the hash of every
//! input, so the settings stay those of the original input while
//! `cargo fuzz tmin` shrinks it; `PHASELOCK_FUZZ_SHOW=1` makes
//! [`Target::fuzz`] print each input's settings seed and `async-opt`
//! command line to stderr before running it.

use crate::rng::fnv1a;
use phaselock::{
    compile::{self, compile_module, Check, CompileOptions, Emit},
    dialect::create_context,
    passes::instrument::{set_option, Instrument},
    pipeline::{Pipeline, PipelineConfig},
    source, Chip, Diag, DiagnosticCollector, Severity,
};
use std::{fmt, sync::OnceLock};

/// `PHASELOCK_FUZZ_SEED`, read once.
fn seed_override() -> Option<u64> {
    static SEED: OnceLock<Option<u64>> = OnceLock::new();
    *SEED.get_or_init(|| {
        let text = std::env::var("PHASELOCK_FUZZ_SEED").ok()?;
        let text = text.trim();
        match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse().ok(),
        }
    })
}

/// `PHASELOCK_FUZZ_SHOW`, read once.
fn show() -> bool {
    static SHOW: OnceLock<bool> = OnceLock::new();
    *SHOW.get_or_init(|| std::env::var_os("PHASELOCK_FUZZ_SHOW").is_some_and(|v| v != "0"))
}

/// The seed a target derives its settings for `data` from: the input's
/// FNV-1a hash, or `PHASELOCK_FUZZ_SEED`.
pub fn settings_seed(data: &[u8]) -> u64 {
    seed_override().unwrap_or_else(|| fnv1a(data))
}

/// Longest input a target runs: larger ones are skipped (they only slow
/// the search down).
pub const MAX_INPUT: usize = 64 * 1024;

/// The file name diagnostics carry.
const FILE: &str = "fuzz.mlir";

/// A fuzz target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// `source::parse`, then `async-verify`.
    ParseVerify,
    /// The whole path of `compile::compile` to PTX, for sm_90a, sm_100a or
    /// the input's own `#nvvm.target`.
    ToPtx,
    /// `source::parse`, then `compile::through_checker` (what `async-to-ptx` runs before the roles are lowered, then the checker) with the ledger printed as
    /// markdown or JSON.
    CheckProtocol,
    /// The same path with `async-instrument`, its watchdog and delay
    /// options varied with the input.
    Instrument,
}

/// What a target made of one input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Not UTF-8, or longer than [`MAX_INPUT`]: not run.
    Skipped,
    /// The input did not parse or verify.
    Unparsed,
    /// Parsed, then rejected with at least one error.
    Rejected,
    /// Went through without an error.
    Accepted,
    /// LLVM's code generation crashed, aborted or ran out of time in the
    /// child process the compiler runs it in, and the compile reported it as
    /// an error (`lowering/src/isolate.rs`): the process survives, but a
    /// module that passed the checks before LLVM must not make LLVM abort,
    /// so it is a bug, of those checks. The libFuzzer binaries abort on it
    /// and the smoke test fails on it, as on an internal error.
    /// `PHASELOCK_CODEGEN=in-process` gives LLVM's own stack trace. Also:
    /// the translation to LLVM IR failed with no located error of its own
    /// (LLVM's verifier, or the translation, printed its reason to stderr
    /// without a line): a module the checks before it passed, which LLVM
    /// then rejected unlocated.
    CodegenCrash,
    /// A bug the compiler caught and reported as an error: a panic inside a
    /// pass ("internal error ... please report this input") or inside the
    /// code generation's child. The libFuzzer binaries abort on it, so that
    /// it is saved as a crash; the smoke test fails on it.
    InternalError,
}

/// How the messages begin with which the compiler reports a bug of its own
/// that it contained (`phaselock::pipeline` for the passes,
/// `phaselock_lowering::isolate` for the code generation's child).
pub const INTERNAL_ERRORS: &[&str] = &["internal error in pass", "LLVM code generation panicked"];

/// How the messages begin with which the compiler reports a crash or a
/// time-out of LLVM's code generation in its child process.
pub const CODEGEN_CRASHES: &[&str] = &[
    "LLVM's code generation crashed",
    "LLVM's code generation ran past",
];

/// How the message begins with which the compiler reports that the
/// translation to LLVM IR failed (`lowering/src/llvm.rs`).
pub const TRANSLATION_FAILURE: &str = "the module cannot be translated to LLVM IR";

/// Whether the translation to LLVM IR failed and no error with a line says
/// why: LLVM said it on stderr, unlocated.
fn unlocated_translation_failure(diagnostics: &[Diag]) -> bool {
    says(diagnostics, &[TRANSLATION_FAILURE])
        && !diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error && d.line > 0)
}

/// Whether one of `diagnostics` (or of their notes) starts with one of
/// `pieces`: the compiler's own reports begin with them, while names from
/// the input (a role, a symbol) can hold the same words inside other
/// messages.
fn says(diagnostics: &[Diag], pieces: &[&str]) -> bool {
    diagnostics
        .iter()
        .any(|d| pieces.iter().any(|p| d.message.starts_with(p)) || says(&d.notes, pieces))
}

impl Outcome {
    /// Every outcome, in the order the smoke test's summary lists them.
    pub const ALL: [Outcome; 6] = [
        Outcome::Skipped,
        Outcome::Unparsed,
        Outcome::Rejected,
        Outcome::Accepted,
        Outcome::CodegenCrash,
        Outcome::InternalError,
    ];

    /// A short name for summaries.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Skipped => "skipped",
            Outcome::Unparsed => "unparsed",
            Outcome::Rejected => "rejected",
            Outcome::Accepted => "accepted",
            Outcome::CodegenCrash => "contained codegen crashes",
            Outcome::InternalError => "internal errors",
        }
    }

    /// Whether the outcome is a bug of the compiler: an internal error or a
    /// contained crash of the code generation.
    pub fn is_bug(self) -> bool {
        matches!(self, Outcome::InternalError | Outcome::CodegenCrash)
    }

    /// Aborts the process on a bug (for the libFuzzer binaries, which save
    /// the input of an abort as a crash); returns otherwise.
    pub fn abort_on_bug(self) {
        match self {
            Outcome::InternalError => {
                eprintln!("phaselock-fuzz: the compiler reported an internal error")
            }
            Outcome::CodegenCrash => eprintln!(
                "phaselock-fuzz: LLVM's code generation crashed on a module that passed the checks before it"
            ),
            _ => return,
        }
        std::process::abort();
    }
}

/// The options a target derives from one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The chip; `None`: the input's `#nvvm.target`, else sm_90a.
    pub chip: Option<Chip>,
    /// `async-check-protocol`'s ledger format: `markdown` or `json`.
    pub ledger: Option<&'static str>,
    /// `async-check-protocol`'s integer kernel arguments.
    pub trips: Option<i64>,
    /// The `async-instrument` options, as `--async-instrument=` takes them.
    pub instrument: Option<String>,
    /// The protocol checker of a compile: on, strict, or off (which lets
    /// inputs with protocol errors on to the lowering).
    pub check: Option<Check>,
}

const TIMEOUT_MS: [&str; 6] = ["1", "500", "2000", "0", "3600000", "3600001"];
const DELAY_NS: [&str; 6] = ["0", "0", "1", "4000", "1048576", "9223372036854775807"];
const DELAY_OPS: [&str; 6] = [
    "counter",
    "wait",
    "arrive",
    "all",
    "wait+arrive",
    "counter+wait+arrive",
];
const DELAY_WARPS: [&str; 6] = ["all", "all-but-first", "0", "1+3", "0+1+2+3+31", "1023"];
const SEEDS: [&str; 4] = ["0", "1", "7", "9223372036854775807"];
const ON_EXPIRY: [&str; 2] = ["trap", "give-up"];
const CHECKS: [Check; 3] = [Check::On, Check::Off, Check::Strict];
const TRIPS: [Option<i64>; 6] = [None, None, Some(0), Some(1), Some(2), Some(3)];

/// Takes `n` choices off `bits`.
fn take(bits: &mut u64, n: usize) -> usize {
    let n64 = n as u64;
    let choice = (*bits % n64) as usize;
    *bits /= n64;
    choice
}

fn chip_choice(bits: &mut u64) -> Option<Chip> {
    [None, Some(Chip::Sm90a), Some(Chip::Sm100a)][take(bits, 3)]
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 4] = [
        Target::ParseVerify,
        Target::ToPtx,
        Target::CheckProtocol,
        Target::Instrument,
    ];

    /// The name of the libFuzzer binary and of the corpus directory.
    pub fn name(self) -> &'static str {
        match self {
            Target::ParseVerify => "parse_verify",
            Target::ToPtx => "to_ptx",
            Target::CheckProtocol => "check_protocol",
            Target::Instrument => "instrument",
        }
    }

    /// The target of a name as [`Target::name`] gives it.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The options this target derives from `data`.
    pub fn settings(self, data: &[u8]) -> Settings {
        let mut bits = settings_seed(data);
        let mut settings = Settings {
            chip: None,
            ledger: None,
            trips: None,
            instrument: None,
            check: None,
        };
        match self {
            Target::ParseVerify => {}
            Target::ToPtx => {
                settings.chip = chip_choice(&mut bits);
                settings.check = Some(CHECKS[take(&mut bits, CHECKS.len())]);
            }
            Target::CheckProtocol => {
                settings.chip = chip_choice(&mut bits);
                settings.ledger = Some(["markdown", "json"][take(&mut bits, 2)]);
                settings.trips = TRIPS[take(&mut bits, TRIPS.len())];
            }
            Target::Instrument => {
                settings.chip = chip_choice(&mut bits);
                let options = [
                    ("timeout-ms", &TIMEOUT_MS[..]),
                    ("delay-ns", &DELAY_NS[..]),
                    ("delay-ops", &DELAY_OPS[..]),
                    ("delay-warps", &DELAY_WARPS[..]),
                    ("seed", &SEEDS[..]),
                    ("on-expiry", &ON_EXPIRY[..]),
                ];
                // Only the options `set_option` accepts (the driver would
                // refuse the whole command line over one it does not), so
                // that the command line says what the target runs.
                let mut scratch = Instrument::default();
                let text: Vec<String> = options
                    .iter()
                    .map(|(key, values)| (key, values[take(&mut bits, values.len())]))
                    .filter(|(key, value)| set_option(&mut scratch, key, value).is_ok())
                    .map(|(key, value)| format!("{key}={value}"))
                    .collect();
                settings.instrument = Some(text.join(" "));
                settings.check = Some(CHECKS[take(&mut bits, CHECKS.len())]);
            }
        }
        settings
    }

    /// The `async-opt` invocation that runs `data` (saved as `FILE`) the way
    /// this target does. A crash of the target reproduces with it.
    pub fn command_line(self, data: &[u8]) -> String {
        let settings = self.settings(data);
        let chip = settings
            .chip
            .map(|c| format!(" --chip={c}"))
            .unwrap_or_default();
        let check = match settings.check {
            Some(Check::Off) => " --check=off",
            Some(Check::Strict) => " --check=strict",
            _ => "",
        };
        match self {
            Target::ParseVerify => "async-opt FILE --pass-pipeline=async-verify".to_string(),
            Target::ToPtx => format!("async-opt FILE --emit=ptx{chip}{check}"),
            Target::CheckProtocol => {
                let trips = settings
                    .trips
                    .map(|t| format!(" trips={t}"))
                    .unwrap_or_default();
                let pipeline = compile::through_checker().replace(
                    "async-check-protocol",
                    &format!(
                        "async-check-protocol{{print-ledger={}{trips}}}",
                        settings.ledger.unwrap_or("markdown")
                    ),
                );
                format!("async-opt FILE '--pass-pipeline={pipeline}'{chip}")
            }
            Target::Instrument => format!(
                "async-opt FILE --emit=ptx{chip}{check} '--async-instrument={}'",
                settings.instrument.unwrap_or_default()
            ),
        }
    }

    /// The body of a libFuzzer target: [`Target::run`], with the settings
    /// shown first under `PHASELOCK_FUZZ_SHOW`, and an abort on a bug
    /// ([`Outcome::abort_on_bug`]).
    pub fn fuzz(self, data: &[u8]) {
        if show() {
            eprintln!(
                "phaselock-fuzz: {self}: settings seed {:#x}: {}",
                settings_seed(data),
                self.command_line(data)
            );
        }
        self.run(data).abort_on_bug();
    }

    /// Runs the target on `data`. Returns whatever the compiler made of it;
    /// diagnostics are collected and dropped, never printed (the ledger of
    /// [`Target::CheckProtocol`] goes to stderr, as the pass prints it).
    pub fn run(self, data: &[u8]) -> Outcome {
        self.run_with_diagnostics(data).0
    }

    /// [`Target::run`], with the diagnostics the compiler emitted.
    pub fn run_with_diagnostics(self, data: &[u8]) -> (Outcome, Vec<Diag>) {
        if data.len() > MAX_INPUT {
            return (Outcome::Skipped, Vec::new());
        }
        let Ok(text) = std::str::from_utf8(data) else {
            return (Outcome::Skipped, Vec::new());
        };
        let settings = self.settings(data);
        match self {
            Target::ParseVerify => run_pipeline(text, "async-verify", PipelineConfig::default()),
            Target::CheckProtocol => {
                let mut config = PipelineConfig::for_chip(settings.chip);
                if let Some(format) = settings.ledger {
                    config.set(CHECKER, "print-ledger", format);
                }
                if let Some(trips) = settings.trips {
                    config.set(CHECKER, "trips", &trips.to_string());
                }
                run_pipeline(text, &compile::through_checker(), config)
            }
            Target::ToPtx => run_compile(text, &settings, None),
            Target::Instrument => {
                let mut config = Instrument::default();
                for item in settings
                    .instrument
                    .as_deref()
                    .unwrap_or_default()
                    .split_whitespace()
                {
                    let (key, value) = item.split_once('=').unwrap_or((item, ""));
                    // `settings` offers only accepted options.
                    let _ = set_option(&mut config, key, value);
                }
                run_compile(text, &settings, Some(config))
            }
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The checker's pass, whose options the check target sets.
const CHECKER: &str = "async-check-protocol";

/// The outcome of a parsed input, from whether it went through and what it
/// reported.
fn judge(ok: bool, diagnostics: Vec<Diag>) -> (Outcome, Vec<Diag>) {
    let outcome = if says(&diagnostics, INTERNAL_ERRORS) {
        Outcome::InternalError
    } else if says(&diagnostics, CODEGEN_CRASHES) || unlocated_translation_failure(&diagnostics) {
        Outcome::CodegenCrash
    } else if ok && !diagnostics.iter().any(|d| d.severity == Severity::Error) {
        Outcome::Accepted
    } else {
        Outcome::Rejected
    };
    (outcome, diagnostics)
}

/// Inputs one MLIR context serves before a fresh one replaces it.
///
/// Making a context (every dialect registered, the `async` dialect loaded)
/// costs more than parsing and verifying most inputs, so the targets reuse
/// one per thread; a context keeps what it uniqued (types, attributes,
/// strings), so it is renewed every so many inputs to bound that memory.
/// `PHASELOCK_FUZZ_FRESH_CONTEXT=1` gives every input a fresh one (to tell
/// whether a crash depends on the inputs before it).
pub const CONTEXT_REUSE: usize = 256;

/// [`CONTEXT_REUSE`], or 1 under `PHASELOCK_FUZZ_FRESH_CONTEXT`.
fn context_reuse() -> usize {
    static REUSE: OnceLock<usize> = OnceLock::new();
    *REUSE.get_or_init(|| match std::env::var_os("PHASELOCK_FUZZ_FRESH_CONTEXT") {
        Some(v) if v != "0" => 1,
        _ => CONTEXT_REUSE,
    })
}

thread_local! {
    static CONTEXT: std::cell::RefCell<Option<(phaselock::melior::Context, usize)>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` with this thread's context (see [`CONTEXT_REUSE`]); `None`
/// when no context can be made.
fn with_context<R>(f: impl FnOnce(&phaselock::melior::Context) -> R) -> Option<R> {
    CONTEXT.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot
            .as_ref()
            .is_none_or(|(_, uses)| *uses >= context_reuse())
        {
            *slot = None;
            *slot = Some((create_context().ok()?, 0));
        }
        let (context, uses) = slot.as_mut()?;
        *uses += 1;
        Some(f(context))
    })
}

/// Parses `text` and runs `pipeline` on it.
fn run_pipeline(text: &str, pipeline: &str, config: PipelineConfig) -> (Outcome, Vec<Diag>) {
    with_context(|context| run_pipeline_in(context, text, pipeline, config))
        .unwrap_or((Outcome::Skipped, Vec::new()))
}

/// [`run_pipeline`] in `context`.
fn run_pipeline_in(
    context: &phaselock::melior::Context,
    text: &str,
    pipeline: &str,
    config: PipelineConfig,
) -> (Outcome, Vec<Diag>) {
    // Every diagnostic lands here, none on stderr.
    let collector = DiagnosticCollector::attach(context, FILE);
    let mut module = match source::parse(context, FILE, text.as_bytes(), 1) {
        Ok(module) => module,
        Err(diagnostics) => return (Outcome::Unparsed, diagnostics),
    };
    let pipeline = match Pipeline::parse(context, pipeline, &config) {
        Ok(pipeline) => pipeline,
        Err(diagnostic) => return (Outcome::Skipped, vec![diagnostic]),
    };
    let ok = pipeline.run(&mut module);
    judge(ok, collector.take())
}

/// The whole path to PTX: what `compile::compile` runs (a context,
/// `source::parse`, `compile_module`), split after the parse so that a
/// parse failure is told apart from a rejection.
fn run_compile(
    text: &str,
    settings: &Settings,
    instrument: Option<Instrument>,
) -> (Outcome, Vec<Diag>) {
    with_context(|context| run_compile_in(context, text, settings, instrument))
        .unwrap_or((Outcome::Skipped, Vec::new()))
}

/// [`run_compile`] in `context`.
fn run_compile_in(
    context: &phaselock::melior::Context,
    text: &str,
    settings: &Settings,
    instrument: Option<Instrument>,
) -> (Outcome, Vec<Diag>) {
    let collector = DiagnosticCollector::attach(context, FILE);
    let mut module = match source::parse(context, FILE, text.as_bytes(), 1) {
        Ok(module) => module,
        Err(diagnostics) => return (Outcome::Unparsed, diagnostics),
    };
    let options = CompileOptions {
        chip: settings.chip,
        emit: Emit::Ptx,
        instrument,
        check: settings.check.unwrap_or_default(),
        ..Default::default()
    };
    let result = compile_module(context, &mut module, FILE, &options);
    let mut diagnostics = collector.take();
    let ok = match result {
        Ok(_) => true,
        Err(errors) => {
            diagnostics.extend(errors);
            false
        }
    };
    judge(ok, diagnostics)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for target in Target::ALL {
            assert_eq!(Target::from_name(target.name()), Some(target));
        }
        assert_eq!(Target::from_name("nothing"), None);
    }

    #[test]
    fn settings_are_a_function_of_the_input() {
        let a = Target::Instrument.settings(b"module {}");
        assert_eq!(a, Target::Instrument.settings(b"module {}"));
        // Only options the pass accepts are offered.
        for target in [&b"a"[..], b"b", b"module {}", b"xyz"] {
            let options = Target::Instrument
                .settings(target)
                .instrument
                .expect("options");
            let mut config = Instrument::default();
            for item in options.split_whitespace() {
                let (key, value) = item.split_once('=').expect("key=value");
                assert!(set_option(&mut config, key, value).is_ok(), "{item}");
            }
        }
        assert!(Target::CheckProtocol.settings(b"x").ledger.is_some());
        let chips: std::collections::HashSet<_> = (0..64u8)
            .map(|i| Target::ToPtx.settings(&[i]).chip)
            .collect();
        assert_eq!(chips.len(), 3);
        for check in [Check::On, Check::Off, Check::Strict] {
            assert!((0..64u8).any(|i| Target::ToPtx.settings(&[i]).check == Some(check)));
        }
    }

    #[test]
    fn contained_bugs_are_told_apart() {
        let diag = |m: &str| Diag::new(Severity::Error, FILE, 1, 1, m);
        let internal =
            diag("internal error in pass 'async-verify': boom (please report this input)");
        assert_eq!(judge(false, vec![internal]).0, Outcome::InternalError);
        let mut outer = diag("lowering failed");
        outer.notes.push(diag(
            "LLVM's code generation crashed on this module (it was killed by signal 11)",
        ));
        assert_eq!(judge(false, vec![outer]).0, Outcome::CodegenCrash);
        assert_eq!(
            judge(false, vec![diag("expected 'i1'")]).0,
            Outcome::Rejected
        );
        // The words inside a message that quotes a name from the input.
        let named = diag("the roles' register budgets need 9 registers (role 'LLVM's code generation ran past' 0 x 192 threads)");
        assert_eq!(judge(false, vec![named]).0, Outcome::Rejected);
        assert_eq!(judge(true, vec![]).0, Outcome::Accepted);
        // A translation that failed with nothing located: LLVM said why on
        // stderr only. With a located error of MLIR's, a rejection.
        let failed = || {
            Diag::new(
                Severity::Error,
                FILE,
                0,
                0,
                "the module cannot be translated to LLVM IR (see the diagnostics above)",
            )
        };
        assert_eq!(judge(false, vec![failed()]).0, Outcome::CodegenCrash);
        let located = diag("'llvm.foo' has no translation");
        assert_eq!(judge(false, vec![located, failed()]).0, Outcome::Rejected);
        assert!(Outcome::InternalError.is_bug() && Outcome::CodegenCrash.is_bug());
        assert!(!Outcome::Rejected.is_bug() && !Outcome::Accepted.is_bug());
        Outcome::Rejected.abort_on_bug();
    }

    #[test]
    fn bad_input_returns() {
        for target in Target::ALL {
            assert_eq!(target.run(&[0xff, 0xfe]), Outcome::Skipped);
            assert_eq!(target.run(&vec![b' '; MAX_INPUT + 1]), Outcome::Skipped);
            assert_eq!(target.run(b"module {"), Outcome::Unparsed);
            assert_eq!(target.run(b"a\0b"), Outcome::Unparsed);
        }
    }
}
