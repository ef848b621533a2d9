//! The campaign's report: per-class figures, the kernels, and every
//! survivor with its place and change, as markdown and as JSON.

use crate::campaign::{Campaign, Record};
use crate::json;
use crate::operators::OPERATORS;
use crate::run::{Locality, Verdict};
use crate::triage::{self, Kind, Rule};

/// The figures of one operator class.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Figures {
    /// Mutants made.
    pub mutants: usize,
    /// Mutants that do not parse or verify (not counted in the rate).
    pub invalid: usize,
    /// Refused by the compile.
    pub killed: usize,
    /// ... with a diagnostic on the mutated line.
    pub killed_at: usize,
    /// ... within three lines of it.
    pub killed_near: usize,
    /// ... elsewhere (a named consequence).
    pub killed_consequence: usize,
    /// ... and refused by the passes without the checker too.
    pub killed_by_passes: usize,
    /// Compiled, every ledger verified.
    pub verified: usize,
    /// Compiled with a warning.
    pub unverified: usize,
    /// Ran past the timeout.
    pub timeout: usize,
    /// Crashed the driver.
    pub crash: usize,
    /// Refused under `--check=strict` (including those refused by default).
    pub strict_killed: usize,
    /// Compiled under `--check=strict`.
    pub strict_survived: usize,
}

impl Figures {
    fn add(&mut self, r: &Record) {
        self.mutants += 1;
        match &r.verdict {
            Verdict::Invalid { .. } => self.invalid += 1,
            Verdict::Killed {
                locality,
                by_passes,
                ..
            } => {
                self.killed += 1;
                match locality {
                    Locality::At => self.killed_at += 1,
                    Locality::Near => self.killed_near += 1,
                    Locality::Consequence => self.killed_consequence += 1,
                }
                self.killed_by_passes += usize::from(*by_passes);
                self.strict_killed += 1;
            }
            Verdict::Verified { .. } => self.verified += 1,
            Verdict::Unverified { .. } => self.unverified += 1,
            Verdict::Timeout => self.timeout += 1,
            Verdict::Crash { .. } => self.crash += 1,
        }
        match &r.strict {
            Some(Verdict::Killed { .. }) => self.strict_killed += 1,
            Some(v) if v.survived() => self.strict_survived += 1,
            _ => {}
        }
    }

    /// Killed among the valid mutants, in percent (`None` with none valid).
    pub fn kill_rate(&self) -> Option<f64> {
        let valid = self.mutants - self.invalid;
        (valid > 0).then(|| 100.0 * self.killed as f64 / valid as f64)
    }
}

/// The figures per class (in operator order, classes without mutants
/// included) and the total.
pub fn figures(c: &Campaign) -> (Vec<(&'static str, Figures)>, Figures) {
    let mut per: Vec<(&'static str, Figures)> = OPERATORS
        .iter()
        .map(|o| (o.name, Figures::default()))
        .collect();
    let mut total = Figures::default();
    for r in &c.records {
        if let Some((_, f)) = per.iter_mut().find(|(n, _)| *n == r.mutant.class) {
            f.add(r);
        }
        total.add(r);
    }
    (per, total)
}

fn rate(f: &Figures) -> String {
    f.kill_rate().map_or("-".into(), |r| format!("{r:.0}%"))
}

fn row(name: &str, f: &Figures) -> String {
    format!(
        "| {name} | {} | {} | {} | {} / {} / {} | {} | {} | {} | {} | {} | {} / {} |",
        f.mutants,
        f.invalid,
        f.killed,
        f.killed_at,
        f.killed_near,
        f.killed_consequence,
        f.killed_by_passes,
        f.verified,
        f.unverified,
        f.timeout + f.crash,
        rate(f),
        f.strict_killed,
        f.strict_survived
    )
}

/// The verdict's detail: the first error, the claim or the warning.
pub fn detail(v: &Verdict) -> String {
    match v {
        Verdict::Killed { message, .. } => message.clone(),
        Verdict::Verified { claim } => claim.clone(),
        Verdict::Unverified { warning } => warning.clone(),
        Verdict::Invalid { message } => message.clone(),
        Verdict::Timeout => "timeout".into(),
        Verdict::Crash { detail } => detail.clone(),
    }
}

/// The report as markdown, its survivors analysed by `rules`.
pub fn markdown(c: &Campaign, rules: &[Rule]) -> String {
    let (per, total) = figures(c);
    let mut out = String::new();
    let compiled = c.kernels.iter().filter(|(_, b)| b.survived()).count();
    out += &format!(
        "Driver: `{}`. Kernels: {} ({} compile as written and were mutated). Mutants: {} ({} that repeat another mutant's text left out).\n\n",
        c.driver.display(),
        c.kernels.len(),
        compiled,
        total.mutants,
        c.duplicates
    );
    out += "| class | mutants | invalid | killed | at / near / consequence | by passes alone | survived verified | survived unverified | timeout, crash | kill rate | strict: killed / survived |\n";
    out += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (name, f) in per.iter().filter(|(_, f)| f.mutants > 0) {
        out += &row(&format!("`{name}`"), f);
        out.push('\n');
    }
    out += &row("**total**", &total);
    out += "\n\nClasses without a place to apply in these kernels: ";
    let empty: Vec<String> = per
        .iter()
        .filter(|(_, f)| f.mutants == 0)
        .map(|(n, _)| format!("`{n}`"))
        .collect();
    out += &if empty.is_empty() {
        "none".to_string()
    } else {
        empty.join(", ")
    };
    out += ".\n\n";
    out += &kernels_table(c);
    out += &triage_table(c, rules);
    out += &analysed(c, rules);
    out += &survivors(c, rules);
    out
}

/// The rule that analyses survivor `r`, if any.
fn rule_of<'r>(c: &Campaign, rules: &'r [Rule], r: &Record) -> Option<(usize, &'r Rule)> {
    let i = triage::classify(rules, &c.kernels[r.kernel].0.name, r)?;
    Some((i, &rules[i]))
}

fn triage_table(c: &Campaign, rules: &[Rule]) -> String {
    let mut out = String::from(
        "| class | survivors | equivalent | checker gap | out of scope | not analysed |\n|---|---:|---:|---:|---:|---:|\n",
    );
    let mut total = [0usize; 5];
    for o in OPERATORS {
        let mut n = [0usize; 5];
        for r in c
            .records
            .iter()
            .filter(|r| r.mutant.class == o.name && r.verdict.survived())
        {
            n[0] += 1;
            match rule_of(c, rules, r).map(|(_, rule)| rule.kind) {
                Some(Kind::Equivalent) => n[1] += 1,
                Some(Kind::Gap) => n[2] += 1,
                Some(Kind::OutOfScope) => n[3] += 1,
                None => n[4] += 1,
            }
        }
        if n[0] > 0 {
            out += &format!(
                "| `{}` | {} | {} | {} | {} | {} |\n",
                o.name, n[0], n[1], n[2], n[3], n[4]
            );
        }
        for (t, v) in total.iter_mut().zip(n) {
            *t += v;
        }
    }
    out += &format!(
        "| **total** | {} | {} | {} | {} | {} |\n\n",
        total[0], total[1], total[2], total[3], total[4]
    );
    out
}

/// The survivors that rules analyse, grouped by rule.
fn analysed(c: &Campaign, rules: &[Rule]) -> String {
    let mut out = String::new();
    for (i, rule) in rules.iter().enumerate() {
        let members: Vec<&Record> = c
            .records
            .iter()
            .filter(|r| r.verdict.survived() && rule_of(c, rules, r).is_some_and(|(j, _)| j == i))
            .collect();
        let Some(first) = members.first() else {
            continue;
        };
        let kind = match rule.kind {
            Kind::Equivalent => "equivalent",
            Kind::Gap => "checker gap",
            Kind::OutOfScope => "out of scope",
        };
        let places: Vec<String> = members
            .iter()
            .map(|r| format!("`{}:{}`", c.kernels[r.kernel].0.name, r.mutant.line))
            .collect();
        out += &format!(
            "- **{kind}**, `{}` ({}): {}\n  Survivors: {}.\n",
            rule.class,
            members.len(),
            rule.reason,
            places.join(", ")
        );
        out += "  ```diff\n";
        for d in &first.mutant.diff {
            out += &format!("  {d}\n");
        }
        out += "  ```\n";
    }
    out
}

fn kernels_table(c: &Campaign) -> String {
    let mut out = String::from(
        "| kernel | baseline | mutants | killed | survived |\n|---|---|---:|---:|---:|\n",
    );
    for (i, (k, b)) in c.kernels.iter().enumerate() {
        let mine: Vec<&Record> = c.records.iter().filter(|r| r.kernel == i).collect();
        let killed = mine
            .iter()
            .filter(|r| matches!(r.verdict, Verdict::Killed { .. }))
            .count();
        let survived = mine.iter().filter(|r| r.verdict.survived()).count();
        out += &format!(
            "| `{}` | {} | {} | {killed} | {survived} |\n",
            k.name,
            b.name(),
            mine.len()
        );
    }
    out.push('\n');
    out
}

/// The survivors no rule analyses, and the timeouts and crashes.
fn survivors(c: &Campaign, rules: &[Rule]) -> String {
    let mut out =
        String::from("\nNot analysed (survivors no rule matches, timeouts, crashes):\n\n");
    let odd = |v: &Verdict| matches!(v, Verdict::Timeout | Verdict::Crash { .. });
    let open = |r: &Record| r.verdict.survived() && rule_of(c, rules, r).is_none();
    for r in c.records.iter().filter(|r| open(r) || odd(&r.verdict)) {
        let k = &c.kernels[r.kernel].0.name;
        let strict = r
            .strict
            .as_ref()
            .map_or("-".to_string(), |s| s.name().to_string());
        out += &format!(
            "- `{}` `{}:{}`: {}. Default: {} ({}); strict: {}.\n",
            r.mutant.class,
            k,
            r.mutant.line,
            r.mutant.what,
            r.verdict.name(),
            detail(&r.verdict),
            strict
        );
        out += "  ```diff\n";
        for d in &r.mutant.diff {
            out += &format!("  {d}\n");
        }
        out += "  ```\n";
    }
    out
}

/// The report as JSON, survivors analysed by `rules`.
pub fn to_json(c: &Campaign, rules: &[Rule]) -> String {
    let (per, total) = figures(c);
    let mut out = format!(
        "{{\"driver\": {}, \"duplicates\": {},\n\"kernels\": [\n",
        json::string(&c.driver.display().to_string()),
        c.duplicates
    );
    let kernels: Vec<String> = c
        .kernels
        .iter()
        .map(|(k, b)| {
            format!(
                "  {{\"name\": {}, \"baseline\": {}}}",
                json::string(&k.name),
                json::string(b.name())
            )
        })
        .collect();
    out += &kernels.join(",\n");
    out += "],\n\"classes\": [\n";
    let mut classes: Vec<String> = per.iter().map(|(n, f)| figures_json(n, f)).collect();
    classes.push(figures_json("total", &total));
    out += &classes.join(",\n");
    out += "],\n\"mutants\": [\n";
    let records: Vec<String> = c.records.iter().map(|r| record_json(c, rules, r)).collect();
    out += &records.join(",\n");
    out += "]}\n";
    out
}

fn figures_json(name: &str, f: &Figures) -> String {
    format!(
        "  {{\"class\": {}, \"mutants\": {}, \"invalid\": {}, \"killed\": {}, \"killed_at\": {}, \"killed_near\": {}, \"killed_consequence\": {}, \"killed_by_passes\": {}, \"survived_verified\": {}, \"survived_unverified\": {}, \"timeout\": {}, \"crash\": {}, \"strict_killed\": {}, \"strict_survived\": {}}}",
        json::string(name),
        f.mutants,
        f.invalid,
        f.killed,
        f.killed_at,
        f.killed_near,
        f.killed_consequence,
        f.killed_by_passes,
        f.verified,
        f.unverified,
        f.timeout,
        f.crash,
        f.strict_killed,
        f.strict_survived
    )
}

fn record_json(c: &Campaign, rules: &[Rule], r: &Record) -> String {
    let (triage, reason) = match rule_of(c, rules, r).filter(|_| r.verdict.survived()) {
        Some((_, rule)) => {
            let kind = match rule.kind {
                Kind::Gap => "gap",
                Kind::Equivalent => "equivalent",
                Kind::OutOfScope => "out-of-scope",
            };
            (kind, rule.reason.as_str())
        }
        None => ("", ""),
    };
    let locality = match &r.verdict {
        Verdict::Killed { locality, .. } => format!("{locality:?}").to_lowercase(),
        _ => String::new(),
    };
    let by_passes = matches!(
        r.verdict,
        Verdict::Killed {
            by_passes: true,
            ..
        }
    );
    let strict = r.strict.as_ref().map_or("", |s| s.name());
    let kept = r
        .kept
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    format!(
        "  {{\"kernel\": {}, \"class\": {}, \"line\": {}, \"what\": {}, \"diff\": {}, \"verdict\": {}, \"locality\": {}, \"by_passes\": {by_passes}, \"detail\": {}, \"strict\": {}, \"kept\": {}, \"triage\": {}, \"reason\": {}}}",
        json::string(&c.kernels[r.kernel].0.name),
        json::string(r.mutant.class),
        r.mutant.line,
        json::string(&r.mutant.what),
        json::strings(&r.mutant.diff),
        json::string(r.verdict.name()),
        json::string(&locality),
        json::string(&detail(&r.verdict)),
        json::string(strict),
        json::string(&kept),
        json::string(triage),
        json::string(reason)
    )
}
