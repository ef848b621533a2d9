//! `async-instrument` (opt-in): a watchdog on every barrier wait, and seeded
//! delay injection, so that a protocol bug ends with a report instead of a
//! hang, and races show up on purpose.
//!
//! Expects: barrier-level waits (after `async-insert-phases` and
//! `async-lower-cluster-barrier`). Does nothing unless the pass options
//! carry an [`Instrument`] configuration (`async-instrument{timeout-ms=...}`
//! or the driver's `--async-instrument`).
//!
//! Guarantees:
//! - every `async.barrier.wait` becomes a loop of `async.barrier.try_wait`
//!   probes bounded by `timeout-ms` of `%globaltimer`. On expiry the first
//!   thread to expire (an atomic on `[0]`) writes its report into the
//!   module's `__async_watchdog_record` (16 `i32` in device memory): `[1]` =
//!   wait site, `[2]` = slot (the barrier's index), `[3]` = the parity it
//!   waited for, `[4]` = CTA (`ctaid.x`), `[5]` = CTA rank in the cluster,
//!   `[6]` = warp, `[7]` = lane. When the launcher has put the address of
//!   host-mapped memory into `__async_watchdog_host` (an `i64`, 0 when
//!   none), the same eight words are written there too, `[1..8]` first,
//!   then `[0] = 1`, each behind `fence.sc.sys`, so the host sees a whole
//!   report while the kernel still runs and after the launch has failed.
//!   Last, `[8] = 1` in the device record says the report is out: waits
//!   stop probing only then, so no thread runs on (and possibly faults the
//!   launch) before the report has reached the host.
//! - `on-expiry=trap` (the default): the reporting thread then executes
//!   `trap`, which ends the whole launch with an error; every other thread
//!   whose wait expires (or that sees `[8]` set between probes)
//!   sleeps until then, so no thread runs on past a broken protocol (a
//!   remote arrive on a CTA that has exited would fault and could end the
//!   launch before the report is out). The device record is then lost with
//!   the context; the host-mapped copy is what the launcher reads
//!   (`phaselock_runtime::Watchdog`).
//! - `on-expiry=give-up`: no trap; a thread whose wait expired waits for
//!   `[8]`, then runs on, and every instrumented wait of the kernel
//!   gives up at once after the report, so a kernel whose only blocking
//!   points are instrumented waits runs to its end and the launch
//!   completes; the report is then in the device record too. Results are
//!   meaningless after a give-up, and code after the expired wait runs on
//!   a broken protocol (in a cluster it may touch CTAs that have exited).
//! - the module gets `__async_watchdog_sites`, a constant string with one
//!   line per wait site: `id<TAB>barrier name<TAB>location`, for the
//!   launcher to name the barrier;
//! - with `delay-ns > 0`, before every op of the chosen kinds
//!   (`delay-ops`: `counter` = the cluster barrier's counter load, `wait`,
//!   `arrive`, `all`) the chosen warps (`delay-warps`: `all`,
//!   `all-but-first`, or a `+`-separated list of warp indices) sleep
//!   (`nanosleep`) for a seeded pseudo-random time below `delay-ns`,
//!   derived from `seed`, the warp and the op.

use crate::{
    builder::Builder,
    ir::memory::barrier_alloc_of,
    ir::{self, defining_op, Op, OpKind},
    roles::{cmp, if_then, linear_tid},
    PassOption, PassOptions,
};
use mlir_sys::*;

/// Which warps sleep before the chosen ops.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum DelayWarps {
    /// Every warp.
    #[default]
    All,
    /// Every warp but warp 0.
    AllButFirst,
    /// These warps.
    List(Vec<i64>),
}

/// The configuration of `async-instrument`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instrument {
    /// Milliseconds a wait may take before the watchdog reports it.
    pub timeout_ms: i64,
    /// Longest injected sleep, in nanoseconds (0: no injection).
    pub delay_ns: i64,
    /// Op kinds to delay: `counter`, `wait`, `arrive`, `all`.
    pub delay_ops: Vec<String>,
    /// Which warps sleep.
    pub delay_warps: DelayWarps,
    /// Seed of the sleeps.
    pub seed: i64,
    /// What an expired wait does after the report: trap (`true`) or give
    /// up and run on (`false`).
    pub trap: bool,
}

impl Default for Instrument {
    fn default() -> Self {
        Self {
            timeout_ms: 2000,
            delay_ns: 0,
            delay_ops: vec!["counter".into()],
            delay_warps: DelayWarps::All,
            seed: 1,
            trap: true,
        }
    }
}

/// The longest watchdog bound, one hour (in ns it fits `%globaltimer`'s
/// 64 bits with room to spare).
pub const MAX_TIMEOUT_MS: i64 = 3_600_000;

/// Sets one `key=value` option of the configuration.
pub fn set_option(config: &mut Instrument, key: &str, value: &str) -> Result<(), String> {
    let number = |v: &str| -> Result<i64, String> {
        v.parse::<i64>()
            .ok()
            .filter(|n| *n >= 0)
            .ok_or_else(|| format!("option '{key}' takes a non-negative integer, got '{v}'"))
    };
    match key {
        "timeout-ms" => {
            config.timeout_ms = number(value)?;
            if !(1..=MAX_TIMEOUT_MS).contains(&config.timeout_ms) {
                return Err(format!(
                    "option 'timeout-ms' takes 1..={MAX_TIMEOUT_MS} (one hour), got '{value}'"
                ));
            }
        }
        "delay-ns" => config.delay_ns = number(value)?,
        "seed" => config.seed = number(value)?,
        "on-expiry" => {
            config.trap = match value {
                "trap" => true,
                "give-up" => false,
                other => {
                    return Err(format!(
                        "option 'on-expiry' takes trap or give-up, got '{other}'"
                    ))
                }
            }
        }
        "delay-ops" => {
            let kinds: Vec<String> = value.split('+').map(str::to_string).collect();
            if let Some(bad) = kinds
                .iter()
                .find(|k| !["counter", "wait", "arrive", "all"].contains(&k.as_str()))
            {
                return Err(format!(
                    "option 'delay-ops' takes counter, wait, arrive or all (joined with '+'), got '{bad}'"
                ));
            }
            config.delay_ops = kinds;
        }
        "delay-warps" => {
            config.delay_warps = match value {
                "all" => DelayWarps::All,
                "all-but-first" => DelayWarps::AllButFirst,
                list => {
                    DelayWarps::List(list.split('+').map(number).collect::<Result<Vec<_>, _>>()?)
                }
            }
        }
        _ => return Err(format!("no option '{key}'")),
    }
    Ok(())
}

/// The record's symbol.
pub const RECORD: &str = "__async_watchdog_record";
/// The site table's symbol.
pub const SITES: &str = "__async_watchdog_sites";
/// The symbol of the host-mapped copy's address (an `i64`, 0: none).
pub const HOST: &str = "__async_watchdog_host";

macro_rules! option {
    ($key:literal, $help:literal) => {
        PassOption {
            key: $key,
            help: $help,
            check: |value| {
                set_option(&mut Instrument::default(), $key, value)
                    .map_err(|e| e.replacen(concat!("option '", $key, "' "), "", 1))
            },
        }
    };
}

/// The options of `async-instrument` (their defaults: [`Instrument::default`]).
pub const OPTIONS: &[PassOption] = &[
    option!(
        "timeout-ms",
        "milliseconds a wait may take before it reports (1..=3600000, default 2000)"
    ),
    option!("delay-ns", "longest injected sleep in ns (default 0: none)"),
    option!(
        "delay-ops",
        "what to delay: counter, wait, arrive, all, joined with '+' (default counter)"
    ),
    option!(
        "delay-warps",
        "which warps sleep: all, all-but-first, or warp indices joined with '+'"
    ),
    option!("seed", "the seed of the sleeps (default 1)"),
    option!("on-expiry", "trap (default) or give-up"),
];

impl Instrument {
    /// The configuration that `options` (checked against [`OPTIONS`]) set.
    pub fn from_options(options: &PassOptions) -> Instrument {
        let mut config = Instrument::default();
        for (key, value) in options.values() {
            // Checked when the pipeline was parsed; an unchecked value keeps
            // the default.
            let _ = set_option(&mut config, key, value);
        }
        config
    }

    /// The `key=value` options that give this configuration.
    pub fn to_options(&self) -> Vec<(&'static str, String)> {
        let warps = match &self.delay_warps {
            DelayWarps::All => "all".to_string(),
            DelayWarps::AllButFirst => "all-but-first".to_string(),
            DelayWarps::List(list) => list
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("+"),
        };
        vec![
            ("timeout-ms", self.timeout_ms.to_string()),
            ("delay-ns", self.delay_ns.to_string()),
            ("delay-ops", self.delay_ops.join("+")),
            ("delay-warps", warps),
            ("seed", self.seed.to_string()),
            (
                "on-expiry",
                if self.trap { "trap" } else { "give-up" }.to_string(),
            ),
        ]
    }
}

/// Runs the pass on `module`.
pub fn run(module: Op, options: &PassOptions) -> bool {
    let config = Instrument::from_options(options);
    let gpu_modules: Vec<Op> = module.descendants_named("gpu.module");
    for gm in gpu_modules {
        instrument_module(gm, &config);
    }
    true
}

/// Whether `op` is one of the ops `kinds` (`delay-ops`) names.
fn is_delayed(op: Op, kinds: &[String]) -> bool {
    let kind = op.kind();
    let wait = kind == Some(OpKind::BarrierWait);
    // `async.barrier.arrive` and `async.barrier.arrive_expect_tx`.
    let arrive = matches!(
        kind,
        Some(OpKind::BarrierArrive | OpKind::BarrierArriveExpectTx)
    );
    kinds.iter().any(|k| match k.as_str() {
        "all" => wait || arrive || is_counter_load(op),
        "wait" => wait,
        "arrive" => arrive,
        "counter" => is_counter_load(op),
        _ => false,
    })
}

/// Whether `op` loads a cluster barrier's counter word.
fn is_counter_load(op: Op) -> bool {
    op.name() == "llvm.load"
        && defining_op(op.operand(0)).is_some_and(|d| d.kind() == Some(OpKind::BarrierCounter))
}

fn instrument_module(gm: Op, config: &Instrument) {
    let ops = gm.descendants();
    let waits: Vec<Op> = ops
        .iter()
        .copied()
        .filter(|op| op.kind() == Some(OpKind::BarrierWait) && op.ancestor("gpu.func").is_some())
        .collect();
    let delayed: Vec<Op> = if config.delay_ns > 0 {
        ops.iter()
            .copied()
            .filter(|op| op.ancestor("gpu.func").is_some() && is_delayed(*op, &config.delay_ops))
            .collect()
    } else {
        Vec::new()
    };
    let block = unsafe { mlirRegionGetFirstBlock(gm.region(0)) };
    let first = Op(unsafe { mlirBlockGetFirstOperation(block) });
    let top = if first.is_null() {
        Builder::at_end(gm.context(), gm.location(), block)
    } else {
        Builder::before(first)
    };
    // The report, in device memory: [0] is the claim, [1..8] the facts,
    // [8] says the facts are out (written here and to the host copy).
    device_global(
        &top,
        RECORD,
        "!llvm.array<16 x i32>",
        16,
        "dense<0> : tensor<16xi32>",
    );
    device_global(&top, HOST, "i64", 8, "0 : i64");
    let mut table = String::new();
    for (site, wait) in waits.iter().enumerate() {
        let name = barrier_alloc_of(wait.operand(0))
            .and_then(|a| a.str_attr("name"))
            .unwrap_or_else(|| "?".into());
        table.push_str(&format!("{site}\t{name}\t{}\n", ir::location_text(*wait)));
    }
    if table.is_empty() {
        // No wait to watch: one empty line keeps the global a valid,
        // non-empty array.
        table.push('\n');
    }
    let sites_value = unsafe { mlirStringAttrGet(top.ctx, ir::sref(&table)) };
    let unit = unsafe { mlirUnitAttrGet(top.ctx) };
    top.op(
        "llvm.mlir.global",
        &[],
        &[],
        &[
            ("sym_name", top.str_attr(SITES)),
            (
                "global_type",
                top.attr(&format!("!llvm.array<{} x i8>", table.len().max(1))),
            ),
            ("linkage", top.attr("#llvm.linkage<external>")),
            ("constant", unit),
            ("value", sites_value),
        ],
        vec![top.empty_region()],
    );
    for (site, op) in delayed.iter().enumerate() {
        inject_delay(*op, site as i64, config);
    }
    for (site, wait) in waits.into_iter().enumerate() {
        bound_wait(wait, site as i64, config);
    }
}

/// `nanosleep` for a seeded time before `op`, in the chosen warps.
fn inject_delay(op: Op, site: i64, config: &Instrument) {
    let b = Builder::before(op);
    let i32t = b.ty("i32");
    let tid = linear_tid(&b);
    let c32 = b.constant(32, "i32");
    let warp = b.value("arith.divui", &[tid, c32], i32t, &[]);
    let chosen = match &config.delay_warps {
        DelayWarps::All => b.constant(1, "i1"),
        DelayWarps::AllButFirst => {
            let zero = b.constant(0, "i32");
            cmp(&b, 1, warp, zero)
        }
        DelayWarps::List(list) => {
            let mut acc = b.constant(0, "i1");
            for w in list {
                let c = b.constant(*w, "i32");
                let eq = cmp(&b, 0, warp, c);
                acc = b.value("arith.ori", &[acc, eq], b.ty("i1"), &[]);
            }
            acc
        }
    };
    // A multiplicative hash of (seed, site, warp).
    let mix = b.constant(
        ((config.seed.wrapping_mul(0x9e37_79b9) ^ site.wrapping_mul(0x85eb_ca6b)) & 0x7fff_ffff)
            | 1,
        "i32",
    );
    let golden = b.constant(0x27d4_eb2d, "i32");
    let h1 = b.value("arith.muli", &[warp, golden], i32t, &[]);
    let h2 = b.value("arith.xori", &[h1, mix], i32t, &[]);
    let h3 = b.value("arith.muli", &[h2, golden], i32t, &[]);
    let sixteen = b.constant(16, "i32");
    let h4 = b.value("arith.shrui", &[h3, sixteen], i32t, &[]);
    let limit = b.constant(config.delay_ns.clamp(1, 1_000_000), "i32");
    let ns = b.value("arith.remui", &[h4, limit], i32t, &[]);
    if_then(&b, chosen, |b| {
        b.asm("nanosleep.u32 $0;", "r", &[ns]);
    });
}

/// Replaces a wait with a bounded loop of probes and the report.
fn bound_wait(wait: Op, site: i64, config: &Instrument) {
    let b = Builder::before(wait);
    let i1 = b.ty("i1");
    let i64t = b.ty("i64");
    let (bar, phase) = (wait.operand(0), wait.operand(1));
    let t0 = b.value("nvvm.read.ptx.sreg.globaltimer", &[], i64t, &[]);
    let timeout = b.constant(
        config.timeout_ms.clamp(1, MAX_TIMEOUT_MS) * 1_000_000,
        "i64",
    );
    let finished = probe_loop(&b, (bar, phase), (t0, timeout));
    let t = b.constant(1, "i1");
    let failed = b.value("arith.xori", &[finished, t], i1, &[]);
    let slot = defining_op(bar)
        .filter(|d| d.kind() == Some(OpKind::BarrierGet))
        .map(|d| d.operand(1));
    if_then(&b, failed, |b| {
        let record = address_of(b, RECORD);
        let one = b.constant(1, "i32");
        let old = b.value(
            "llvm.atomicrmw",
            &[record, one],
            b.ty("i32"),
            &[
                ("bin_op", b.attr("1 : i64")),
                ("ordering", b.attr("6 : i64")),
            ],
        );
        let zero = b.constant(0, "i32");
        let first = cmp(b, 0, old, zero);
        if_then(b, first, |b| report(b, record, (site, slot, phase), config));
        if config.trap {
            sleep_forever(b);
        } else {
            // Every thread whose own wait expired waits for the report to
            // be out before it runs on.
            wait_published(b, address_of(b, RECORD));
        }
    });
    wait.erase();
}

/// The `scf.while` that probes the barrier `bar` for `phase` until it
/// completes, the time from `t0` passes `timeout` or another wait's
/// report is out; its result says whether the phase completed.
fn probe_loop(
    b: &Builder,
    (bar, phase): (MlirValue, MlirValue),
    (t0, timeout): (MlirValue, MlirValue),
) -> MlirValue {
    let i1 = b.ty("i1");
    let i64t = b.ty("i64");
    // scf.while: probe until done or expired; yields whether it is done.
    let (before, before_block) = b.region_with_block();
    let bb = Builder::at_end(b.ctx, b.loc, before_block);
    let done = bb.value(OpKind::BarrierTryWait.name(), &[bar, phase], i1, &[]);
    let now = bb.value("nvvm.read.ptx.sreg.globaltimer", &[], i64t, &[]);
    let elapsed = bb.value("arith.subi", &[now, t0], i64t, &[]);
    let expired = bb.value(
        "arith.cmpi",
        &[elapsed, timeout],
        i1,
        &[("predicate", bb.attr("8 : i64"))],
    );
    // Once a report is out ([8] set), every wait stops probing.
    let record = address_of(&bb, RECORD);
    let published = load_volatile(&bb, word(&bb, record, PUBLISHED), "i32");
    let zero32 = bb.constant(0, "i32");
    let reported = bb.value(
        "arith.cmpi",
        &[published, zero32],
        i1,
        &[("predicate", bb.attr("1 : i64"))],
    );
    let stop = bb.value("arith.ori", &[expired, reported], i1, &[]);
    let t = bb.constant(1, "i1");
    let not_done = bb.value("arith.xori", &[done, t], i1, &[]);
    let not_expired = bb.value("arith.xori", &[stop, t], i1, &[]);
    let again = bb.value("arith.andi", &[not_done, not_expired], i1, &[]);
    bb.op("scf.condition", &[again, done], &[], &[], Vec::new());
    let after = unsafe { mlirRegionCreate() };
    let after_block = unsafe {
        let loc = b.loc;
        mlirBlockCreate(1, &i1, &loc)
    };
    unsafe { mlirRegionAppendOwnedBlock(after, after_block) };
    Builder::at_end(b.ctx, b.loc, after_block).op("scf.yield", &[], &[], &[], Vec::new());
    b.op("scf.while", &[], &[i1], &[], vec![before, after])
        .result(0)
}

/// The first thread whose wait expired writes the facts of wait `site`
/// (its slot, the awaited parity, the CTA, its rank, the warp and lane)
/// to `record` and the host's copy, publishes them and, with `trap`,
/// traps.
fn report(
    b: &Builder,
    record: MlirValue,
    (site, slot, phase): (i64, Option<MlirValue>, MlirValue),
    config: &Instrument,
) {
    let i32t = b.ty("i32");
    let tid = linear_tid(b);
    let c32 = b.constant(32, "i32");
    let warp = b.value("arith.divui", &[tid, c32], i32t, &[]);
    let lane = b.value("arith.remui", &[tid, c32], i32t, &[]);
    let slot32 = match slot {
        Some(s) => b.value("arith.index_cast", &[s], i32t, &[]),
        None => b.constant(0, "i32"),
    };
    let parity = b.value("arith.extui", &[phase], i32t, &[]);
    let cta = b.value("nvvm.read.ptx.sreg.ctaid.x", &[], i32t, &[]);
    let rank = b.value("nvvm.read.ptx.sreg.cluster.ctarank", &[], i32t, &[]);
    let site_v = b.constant(site, "i32");
    let facts = [site_v, slot32, parity, cta, rank, warp, lane];
    for (i, v) in facts.into_iter().enumerate() {
        store_volatile(b, v, word(b, record, i as i32 + 1));
    }
    b.asm("fence.sc.gpu;", "", &[]);
    mirror_to_host(b, &facts);
    // The facts are out: from now on every wait stops probing.
    let published_at = word(b, record, PUBLISHED);
    let one = b.constant(1, "i32");
    store_volatile(b, one, published_at);
    b.asm("fence.sc.gpu;", "", &[]);
    if config.trap {
        b.asm("trap;", "", &[]);
    }
}

/// The record's word that says the report is out.
const PUBLISHED: i32 = 8;

/// An external global of the instrumented module in device memory.
fn device_global(top: &Builder, name: &str, ty: &str, alignment: i64, value: &str) {
    top.op(
        "llvm.mlir.global",
        &[],
        &[],
        &[
            ("sym_name", top.str_attr(name)),
            ("global_type", top.attr(ty)),
            ("linkage", top.attr("#llvm.linkage<external>")),
            ("addr_space", top.attr("1 : i32")),
            ("alignment", top.attr(&format!("{alignment} : i64"))),
            ("value", top.attr(value)),
        ],
        vec![top.empty_region()],
    );
}

/// The address of the device global `symbol`.
fn address_of(b: &Builder, symbol: &str) -> MlirValue {
    b.value(
        "llvm.mlir.addressof",
        &[],
        b.ty("!llvm.ptr<1>"),
        &[("global_name", b.attr(&format!("@{symbol}")))],
    )
}

/// The address of `i32` number `index` from `base`.
fn word(b: &Builder, base: MlirValue, index: i32) -> MlirValue {
    b.value(
        "llvm.getelementptr",
        &[base],
        b.ty("!llvm.ptr<1>"),
        &[
            ("elem_type", b.attr("i32")),
            (
                "rawConstantIndices",
                b.attr(&format!("array<i32: {index}>")),
            ),
        ],
    )
}

/// A volatile load of `ty` from `at`.
fn load_volatile(b: &Builder, at: MlirValue, ty: &str) -> MlirValue {
    let unit = unsafe { mlirUnitAttrGet(b.ctx) };
    b.value("llvm.load", &[at], b.ty(ty), &[("volatile_", unit)])
}

/// A volatile store of `v` to `at`.
fn store_volatile(b: &Builder, v: MlirValue, at: MlirValue) {
    let unit = unsafe { mlirUnitAttrGet(b.ctx) };
    b.op(
        "llvm.store",
        &[v, at],
        &[],
        &[("volatile_", unit)],
        Vec::new(),
    );
}

/// Sleeps until `[8]` of the record says the report is out.
fn wait_published(b: &Builder, record: MlirValue) {
    let (before, before_block) = b.region_with_block();
    let bb = Builder::at_end(b.ctx, b.loc, before_block);
    let flag = load_volatile(&bb, word(&bb, record, PUBLISHED), "i32");
    let zero = bb.constant(0, "i32");
    let pending = cmp(&bb, 0, flag, zero);
    bb.op("scf.condition", &[pending], &[], &[], Vec::new());
    let (after, after_block) = b.region_with_block();
    let ab = Builder::at_end(b.ctx, b.loc, after_block);
    let ns = ab.constant(1_000, "i32");
    ab.asm("nanosleep.u32 $0;", "r", &[ns]);
    ab.op("scf.yield", &[], &[], &[], Vec::new());
    b.op("scf.while", &[], &[], &[], vec![before, after]);
}

/// Writes the report's facts to the host-mapped copy, when the launcher has
/// set `__async_watchdog_host`: the facts, a system fence, the flag, a
/// system fence.
fn mirror_to_host(b: &Builder, facts: &[MlirValue]) {
    let address = load_volatile(b, address_of(b, HOST), "i64");
    let none = b.constant(0, "i64");
    let set = b.value(
        "arith.cmpi",
        &[address, none],
        b.ty("i1"),
        &[("predicate", b.attr("1 : i64"))],
    );
    if_then(b, set, |b| {
        let host = b.value("llvm.inttoptr", &[address], b.ty("!llvm.ptr<1>"), &[]);
        for (i, v) in facts.iter().enumerate() {
            store_volatile(b, *v, word(b, host, i as i32 + 1));
        }
        b.asm("fence.sc.sys;", "", &[]);
        let one = b.constant(1, "i32");
        store_volatile(b, one, word(b, host, 0));
        b.asm("fence.sc.sys;", "", &[]);
    });
}

/// An endless `nanosleep` loop: the thread waits there for the reporting
/// thread's `trap` to end the launch.
fn sleep_forever(b: &Builder) {
    let (before, before_block) = b.region_with_block();
    let bb = Builder::at_end(b.ctx, b.loc, before_block);
    let ns = bb.constant(100_000, "i32");
    bb.asm("nanosleep.u32 $0;", "r", &[ns]);
    let always = bb.constant(1, "i1");
    bb.op("scf.condition", &[always], &[], &[], Vec::new());
    let (after, after_block) = b.region_with_block();
    Builder::at_end(b.ctx, b.loc, after_block).op("scf.yield", &[], &[], &[], Vec::new());
    b.op("scf.while", &[], &[], &[], vec![before, after]);
}
