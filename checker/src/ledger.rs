//! The barrier ledger (`print-ledger=markdown|json`) and its phase table.

use crate::{
    barrier_name,
    counts::shares,
    kernel_name,
    model_check::{self, Bar, Group},
    simt::{BarrierId, Config, Event, EventKind},
    LEDGER_IDLE_SLOTS,
};
use phaselock_ir::{self as ir, Op};
use std::collections::BTreeMap;
use std::fmt::Write as _;

fn mechanism(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Arrive(_) => "thread arrivals",
        EventKind::ArriveExpectTx(_) => "thread arrival + expected bytes",
        EventKind::ExpectTx(_) => "expected bytes",
        EventKind::Copy(_) => "copy bytes",
        EventKind::CommitMma => "MMA commit",
        _ => "",
    }
}

/// The phase table: per barrier, which events completed each phase, from
/// a round-robin schedule.
pub(crate) fn phase_table(
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
) -> BTreeMap<BarrierId, Vec<String>> {
    let mut pos = vec![0usize; groups.len()];
    let mut bars: BTreeMap<BarrierId, Bar> = BTreeMap::new();
    let mut syncs: BTreeMap<i64, (i64, Vec<usize>)> = BTreeMap::new();
    let mut table: BTreeMap<BarrierId, Vec<String>> = BTreeMap::new();
    let mut contributors: BTreeMap<BarrierId, Vec<String>> = BTreeMap::new();
    loop {
        let mut progressed = false;
        for g in 0..groups.len() {
            let Some(e) = groups[g].events.get(pos[g]).copied() else {
                continue;
            };
            let who = groups[g].describe();
            let weight = e.lanes * groups[g].warps.len() as i64;
            let c = count(e.barrier);
            let bar = bars.entry(e.barrier).or_insert_with(|| Bar::fresh(c));
            let text = match e.kind {
                EventKind::Wait(p) => {
                    if !bar.passes(p) {
                        continue;
                    }
                    None
                }
                EventKind::NamedArrive(id, n) | EventKind::Sync(id, n) => {
                    let entry = syncs.entry(id).or_insert((0, Vec::new()));
                    if matches!(e.kind, EventKind::NamedArrive(..)) {
                        // Arrives and moves on.
                        entry.0 += weight;
                        pos[g] += 1;
                        progressed = true;
                    } else if !entry.1.contains(&g) {
                        entry.0 += weight;
                        entry.1.push(g);
                        progressed = true;
                    }
                    if entry.0 >= n {
                        for w in std::mem::take(&mut entry.1) {
                            pos[w] += 1;
                        }
                        entry.0 = 0;
                    }
                    continue;
                }
                EventKind::Arrive(n) => Some(format!("{who} arrives x{}", n * weight)),
                EventKind::ArriveExpectTx(b) => {
                    Some(format!("{who} arrives + expects {} B", b * weight))
                }
                EventKind::ExpectTx(b) => Some(format!("{who} expects {} B", b * weight)),
                EventKind::Copy(b) => Some(format!("{who}'s copy lands {} B", b * weight)),
                EventKind::CommitMma => Some(format!("{who}'s MMA completes")),
            };
            if let Some(text) = text {
                let list = contributors.entry(e.barrier).or_default();
                match list.len() {
                    0..8 => list.push(text),
                    8 => list.push("...".into()),
                    _ => {}
                }
            }
            let completed = bar.apply(e.kind, weight, c);
            // One event may complete many phases: the table shows the last two.
            for phase in (bar.completed - completed).max(bar.completed - 2)..bar.completed {
                let done = contributors
                    .remove(&e.barrier)
                    .unwrap_or_default()
                    .join(", ");
                table
                    .entry(e.barrier)
                    .or_default()
                    .push(format!("phase {phase} completes: {done}"));
            }
            pos[g] += 1;
            progressed = true;
        }
        if !progressed {
            break;
        }
    }
    table
}

/// What was checked for a kernel, for its ledger: the configuration shown,
/// its model check, and the trip counts verified.
pub(crate) struct Summary<'a> {
    pub(crate) config: &'a Config,
    pub(crate) outcome: &'a model_check::Outcome,
    pub(crate) coverage: &'a str,
    /// The premises of the claim, each with how it was discharged.
    pub(crate) premises: &'a [String],
}

/// One row of the ledger, per barrier: producers, consumers (with their
/// first wait parities) and what the consumers release next.
#[derive(Default)]
struct Row {
    producers: Vec<String>,
    consumers: Vec<String>,
    releases: Vec<String>,
    arrivals: i64,
    bytes: i64,
    copied: i64,
    mechanisms: Vec<&'static str>,
}

impl Row {
    /// Records event `e` of `group` that makes progress on the barrier
    /// (an arrival, bytes or an MMA commit): its mechanism, and, the
    /// first time the group's op is met on the barrier (`first`), its
    /// amounts and its producer.
    fn produce(&mut self, group: &Group, e: &Event, weight: i64, first: bool) {
        let mech = mechanism(e.kind);
        if !self.mechanisms.contains(&mech) {
            self.mechanisms.push(mech);
        }
        if !first {
            return;
        }
        let w = e.lanes * weight;
        match e.kind {
            EventKind::Arrive(c) => self.arrivals += c * w,
            EventKind::ArriveExpectTx(b) => {
                self.arrivals += w;
                self.bytes += b * w;
            }
            EventKind::ExpectTx(b) => self.bytes += b * w,
            EventKind::Copy(b) => self.copied += b * w,
            EventKind::CommitMma => self.arrivals += w,
            _ => {}
        }
        let p = format!("{} ({mech}, {})", group.describe(), ir::location_text(e.op));
        if !self.producers.contains(&p) {
            self.producers.push(p);
        }
    }
}

/// The ledger's rows: every barrier the events touch and, of the others,
/// the first slots of each array (a large array's untouched slots say
/// nothing); only barriers of the kernel's allocations.
fn ledger_rows(allocs: &[Op], groups: &[Group]) -> BTreeMap<BarrierId, Row> {
    let mut rows: BTreeMap<BarrierId, Row> = BTreeMap::new();
    for (alloc_index, alloc) in allocs.iter().enumerate() {
        for i in 0..alloc
            .int_attr("size")
            .unwrap_or(1)
            .clamp(0, LEDGER_IDLE_SLOTS)
        {
            rows.entry((alloc_index, i)).or_default();
        }
    }
    for group in groups {
        group_rows(group, allocs, &mut rows);
    }
    // Per-phase amounts: the same laps as the count checks use.
    for (b, list) in shares(groups) {
        let row = rows.entry(b).or_default();
        row.arrivals = list.iter().map(|(_, s, _)| s.arrivals).sum();
        row.bytes = list.iter().map(|(_, s, _)| s.expected).sum();
        row.copied = list.iter().map(|(_, s, _)| s.copied).sum();
    }
    // Only the rows of the kernel's allocations (a row of no allocation
    // would name nothing).
    rows.retain(|b, _| b.0 < allocs.len());
    rows
}

/// For each event of `group`, the next arrival after it (one backward
/// pass).
fn next_arrivals(group: &Group) -> Vec<Option<usize>> {
    let mut next_arrive: Vec<Option<usize>> = vec![None; group.events.len()];
    let mut after = None;
    for (n, e) in group.events.iter().enumerate().rev() {
        next_arrive[n] = after;
        if matches!(e.kind, EventKind::Arrive(_) | EventKind::ArriveExpectTx(_)) {
            after = Some(n);
        }
    }
    next_arrive
}

/// Adds to `rows` what `group`'s events do on each mbarrier: producers,
/// the parities its waits take, and the barriers it arrives on next.
fn group_rows(group: &Group, allocs: &[Op], rows: &mut BTreeMap<BarrierId, Row>) {
    let weight = group.warps.len() as i64;
    let mut counted: crate::maps::HashSet<(BarrierId, usize)> = crate::maps::HashSet::default();
    let mut parities: BTreeMap<BarrierId, Vec<i64>> = BTreeMap::new();
    let next_arrive = next_arrivals(group);
    for (n, e) in group.events.iter().enumerate() {
        // Named barriers have no mbarrier row.
        if matches!(e.kind, EventKind::Sync(..) | EventKind::NamedArrive(..)) {
            continue;
        }
        let row = rows.entry(e.barrier).or_default();
        let first = counted.insert((e.barrier, e.op.0.ptr as usize));
        match e.kind {
            EventKind::Wait(p) => {
                parities.entry(e.barrier).or_default().push(p);
                if let Some(next) = next_arrive[n].map(|i| &group.events[i]) {
                    let r = barrier_name(allocs, next.barrier);
                    if !row.releases.contains(&r) && next.barrier != e.barrier {
                        row.releases.push(r);
                    }
                }
            }
            EventKind::Sync(..) | EventKind::NamedArrive(..) => {}
            _ => row.produce(group, e, weight, first),
        }
    }
    for (b, ps) in parities {
        let shown: Vec<String> = ps.iter().take(4).map(|p| p.to_string()).collect();
        rows.entry(b).or_default().consumers.push(format!(
            "{} (parity {}{})",
            group.describe(),
            shown.join(","),
            if ps.len() > 4 { ",..." } else { "" }
        ));
    }
}

/// The model check's verdict, as the ledger writes it.
fn verdict(outcome: &model_check::Outcome) -> String {
    match (&outcome.finding, outcome.bounded) {
        (Some(_), _) => "a counterexample was found".to_string(),
        (None, true) if outcome.bound.is_none() => {
            "not run (see the diagnostics of this kernel)".to_string()
        }
        (None, true) => format!(
            "no deadlock or stale phase in the first {} states (stopped by the bound of {})",
            outcome.states,
            outcome.bound.as_deref().unwrap_or("the search")
        ),
        (None, false) => format!(
            "no deadlock and no stale-phase completion in any interleaving ({} states)",
            outcome.states
        ),
    }
}

/// What the ledger of one kernel shows, in either format.
struct Ledger<'a> {
    kernel: String,
    allocs: &'a [Op],
    count: &'a dyn Fn(BarrierId) -> i64,
    summary: &'a Summary<'a>,
    verdict: String,
    rows: BTreeMap<BarrierId, Row>,
    phases: BTreeMap<BarrierId, Vec<String>>,
}

/// Prints the ledger of kernel `func` (`format`: `json`, else markdown)
/// to standard error.
pub(crate) fn print_ledger(
    func: Op,
    allocs: &[Op],
    groups: &[Group],
    count: &dyn Fn(BarrierId) -> i64,
    summary: &Summary<'_>,
    format: &str,
) {
    let ledger = Ledger {
        rows: ledger_rows(allocs, groups),
        phases: phase_table(groups, count),
        kernel: kernel_name(func),
        verdict: verdict(summary.outcome),
        allocs,
        count,
        summary,
    };
    let out = if format == "json" {
        ledger.json()
    } else {
        ledger.markdown()
    };
    eprint!("{out}");
}

/// `s` escaped for a JSON string.
fn json_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The items of a JSON list of strings.
fn json_list(v: &[String]) -> String {
    v.iter()
        .map(|s| format!("\"{}\"", json_escape(s)))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Ledger<'_> {
    /// The ledger as one JSON object.
    fn json(&self) -> String {
        let Summary {
            config,
            coverage,
            premises,
            ..
        } = *self.summary;
        let mut out = String::new();
        // A nest's inner count, when its levels have arguments of their own.
        let inner = if config.inner_args != 0 {
            format!(", \"inner_trips\": {}", config.inner)
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "{{\"kernel\": \"{}\", \"threads\": {}, \"cluster\": {}, \"trips\": {}{inner}, \"model_check\": \"{}\", \"trip_counts\": \"{}\", \"premises\": [{}], \"barriers\": [",
            self.kernel,
            config.threads,
            config.cluster,
            config.trips,
            json_escape(&self.verdict),
            json_escape(coverage),
            json_list(premises)
        );
        let mut first = true;
        for (b, row) in &self.rows {
            if !first {
                out.push_str(", ");
            }
            first = false;
            self.json_row(&mut out, *b, row);
        }
        out.push_str("]}\n");
        out
    }

    /// The JSON object of barrier `b`'s row.
    fn json_row(&self, out: &mut String, b: BarrierId, row: &Row) {
        let alloc = self.allocs[b.0];
        let _ = write!(
            out,
            "{{\"name\": \"{}\", \"slot\": {}, \"storage\": \"{}\", \"scope\": \"{}\", \"init_count\": {}, \"arrivals_per_phase\": {}, \"tx_bytes_expected\": {}, \"tx_bytes_copied\": {}, \"mechanism\": [{}], \"producers\": [{}], \"consumers\": [{}], \"consumers_then_arrive_on\": [{}], \"phases\": [{}]}}",
            json_escape(&alloc.str_attr("name").unwrap_or_default()),
            b.1,
            storage(alloc, b.1),
            alloc.str_attr("scope").unwrap_or_default(),
            (self.count)(b),
            row.arrivals,
            row.bytes,
            row.copied,
            json_list(&row.mechanisms.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
            json_list(&row.producers),
            json_list(&row.consumers),
            json_list(&row.releases),
            json_list(&phase_rows(self.phases.get(&b)))
        );
    }

    /// The ledger in markdown: the summary, the premises, the barriers'
    /// table and the phase table.
    fn markdown(&self) -> String {
        let Summary {
            config,
            coverage,
            premises,
            ..
        } = *self.summary;
        let mut out = String::new();
        let _ = writeln!(out, "## Barrier ledger of kernel @{}\n", self.kernel);
        let _ = writeln!(
            out,
            "Simulated: {} threads, cluster of {}, {}. Model check: {}.\n\nTrip counts: {coverage}.\n",
            config.threads,
            config.cluster,
            config.arguments(),
            self.verdict
        );
        let _ = writeln!(out, "Premises:");
        for p in premises {
            let _ = writeln!(out, "- {p}");
        }
        let _ = writeln!(out);
        self.markdown_barriers(&mut out);
        self.markdown_phases(&mut out);
        out.push('\n');
        out
    }

    /// The markdown table of the barriers, one row each.
    fn markdown_barriers(&self, out: &mut String) {
        let _ = writeln!(out, "| barrier | storage | init scope | expected arrivals | arrivals per phase | tx bytes (expected / copied) | producers (mechanism) | consumers (wait phases) | consumers then arrive on |");
        let _ = writeln!(out, "|---|---|---|---:|---:|---|---|---|---|");
        let joined = |v: &[String], sep: &str| {
            if v.is_empty() {
                "-".into()
            } else {
                v.join(sep)
            }
        };
        for (b, row) in &self.rows {
            let alloc = self.allocs[b.0];
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} / {} | {} | {} | {} |",
                barrier_name(self.allocs, *b),
                storage(alloc, b.1),
                alloc.str_attr("scope").unwrap_or_default(),
                (self.count)(*b),
                row.arrivals,
                row.bytes,
                row.copied,
                joined(&row.producers, "; "),
                joined(&row.consumers, "; "),
                joined(&row.releases, ", "),
            );
        }
    }

    /// The markdown phase table: per barrier, the first round, one
    /// steady-state lap and the final drain.
    fn markdown_phases(&self, out: &mut String) {
        let _ = writeln!(out, "\n### Phase table\n");
        let _ = writeln!(
            out,
            "| barrier | first round | steady state | final drain |"
        );
        let _ = writeln!(out, "|---|---|---|---|");
        for b in self.rows.keys() {
            let p = phase_rows(self.phases.get(b));
            let cell = |i: usize| p.get(i).cloned().unwrap_or_else(|| "-".into());
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} |",
                barrier_name(self.allocs, *b),
                cell(0),
                cell(1),
                cell(2)
            );
        }
    }
}

/// First round, one steady-state lap (the middle phase), final drain.
fn phase_rows(phases: Option<&Vec<String>>) -> Vec<String> {
    let Some(p) = phases else {
        return Vec::new();
    };
    match p.len() {
        0 => Vec::new(),
        1 => vec![p[0].clone()],
        2 => vec![p[0].clone(), "-".into(), p[1].clone()],
        n => vec![p[0].clone(), p[n / 2].clone(), p[n - 1].clone()],
    }
}

fn storage(alloc: Op, slot: i64) -> String {
    match alloc.int_attr("offset") {
        Some(o) => format!("arena +{}", o + 8 * slot),
        None => format!("own shared array, element {slot}"),
    }
}
