//! Reading a campaign back from its JSON report, so that the report can be
//! written again (with the survivors analysed by the current rules)
//! without compiling the mutants again. What the JSON does not keep (the
//! mutants' texts, the strict compile's details) stays empty.

use crate::campaign::{Campaign, Kernel, Record};
use crate::json::{raw_field, string_field, strings_field};
use crate::operators::{operator, Mutant};
use crate::run::{Locality, Verdict};
use std::path::PathBuf;

/// A verdict from its name and detail.
fn verdict(name: &str, detail: String, locality: &str, by_passes: bool) -> Result<Verdict, String> {
    Ok(match name {
        "killed" => Verdict::Killed {
            locality: match locality {
                "at" => Locality::At,
                "near" => Locality::Near,
                _ => Locality::Consequence,
            },
            message: detail,
            by_passes,
        },
        "survived-verified" => Verdict::Verified { claim: detail },
        "survived-unverified" => Verdict::Unverified { warning: detail },
        "invalid" => Verdict::Invalid { message: detail },
        "timeout" => Verdict::Timeout,
        "crash" => Verdict::Crash { detail },
        other => return Err(format!("unknown verdict `{other}`")),
    })
}

fn field(line: &str, key: &str) -> Result<String, String> {
    string_field(line, key).ok_or(format!("no field `{key}` in: {line}"))
}

/// One mutant's record from its line of the JSON report.
fn record(line: &str, kernels: &[(Kernel, Verdict)]) -> Result<Record, String> {
    let name = field(line, "kernel")?;
    let kernel = kernels
        .iter()
        .position(|(k, _)| k.name == name)
        .ok_or(format!("mutant of an unknown kernel {name}"))?;
    let class = field(line, "class")?;
    let class = operator(&class)
        .ok_or(format!("unknown operator {class}"))?
        .name;
    let number: usize = raw_field(line, "line")
        .and_then(|n| n.parse().ok())
        .ok_or("no line number")?;
    let by_passes = raw_field(line, "by_passes") == Some("true");
    let v = verdict(
        &field(line, "verdict")?,
        field(line, "detail")?,
        &field(line, "locality")?,
        by_passes,
    )?;
    let strict = match field(line, "strict")?.as_str() {
        "" => None,
        s => Some(verdict(s, String::new(), "", false)?),
    };
    let kept = field(line, "kept")?;
    Ok(Record {
        kernel,
        mutant: Mutant {
            class,
            line: number,
            lines: vec![number],
            what: field(line, "what")?,
            diff: strings_field(line, "diff").ok_or("no diff")?,
            text: String::new(),
        },
        verdict: v,
        strict,
        kept: (!kept.is_empty()).then(|| PathBuf::from(kept)),
    })
}

/// The campaign of a JSON report written by [`crate::report::to_json`].
pub fn campaign(json: &str) -> Result<Campaign, String> {
    let mut driver = PathBuf::new();
    let mut duplicates = 0;
    let mut kernels = Vec::new();
    let mut lines = Vec::new();
    let mut section = "";
    for line in json.lines() {
        if let Some(d) = string_field(line, "driver") {
            driver = d.into();
            duplicates = raw_field(line, "duplicates")
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
        }
        for s in ["\"kernels\"", "\"classes\"", "\"mutants\""] {
            if line.starts_with(s) {
                section = s;
            }
        }
        let entry = line.trim_start().starts_with('{') && !line.starts_with('{');
        match section {
            "\"kernels\"" if entry => {
                let baseline = verdict(&field(line, "baseline")?, String::new(), "", false)?;
                let name = field(line, "name")?;
                kernels.push((
                    Kernel {
                        name,
                        text: String::new(),
                    },
                    baseline,
                ));
            }
            "\"mutants\"" if entry => lines.push(line),
            _ => {}
        }
    }
    let records = lines
        .into_iter()
        .map(|l| record(l, &kernels))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Campaign {
        driver,
        kernels,
        records,
        duplicates,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::to_json;

    #[test]
    fn round_trip() {
        let kernel = Kernel {
            name: "k.mlir".into(),
            text: String::new(),
        };
        let mutant = Mutant {
            class: "drop-release",
            line: 7,
            lines: vec![7],
            what: "removed, \"quoted\"".into(),
            diff: vec!["-7: a, b".into(), "+7: ".into()],
            text: String::new(),
        };
        let killed = Record {
            kernel: 0,
            mutant: mutant.clone(),
            verdict: Verdict::Killed {
                locality: Locality::Near,
                message: "line 8: x".into(),
                by_passes: true,
            },
            strict: None,
            kept: None,
        };
        let survived = Record {
            verdict: Verdict::Verified {
                claim: "@k: verified".into(),
            },
            strict: Some(Verdict::Verified {
                claim: String::new(),
            }),
            kept: Some("/w/m.mlir".into()),
            ..killed.clone()
        };
        let c = Campaign {
            driver: "/d/async-opt".into(),
            kernels: vec![(
                kernel,
                Verdict::Verified {
                    claim: String::new(),
                },
            )],
            records: vec![killed, survived],
            duplicates: 3,
        };
        let back = campaign(&to_json(&c, &[])).expect("reload");
        assert_eq!(back.duplicates, 3);
        assert_eq!(back.driver, c.driver);
        assert_eq!(back.records.len(), 2);
        assert_eq!(back.records[0].verdict, c.records[0].verdict);
        assert_eq!(back.records[1].mutant.diff, mutant.diff);
        assert_eq!(back.records[1].mutant.what, mutant.what);
        assert_eq!(back.records[1].kept, c.records[1].kept);
        assert_eq!(to_json(&back, &[]), to_json(&c, &[]));
    }
}
