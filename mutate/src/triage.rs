//! The analysis of survivors, kept in a file of rules so that a re-run
//! reports every survivor against it: each rule names an operator class,
//! a part of the kernel's name and a part of the mutated line, and says
//! whether such a survivor is equivalent (the change keeps the protocol
//! correct), a gap of the checker, or a bug out of the protocol's scope,
//! and why. A survivor no rule matches
//! is reported as not yet analysed.
//!
//! A rule is one line, `class | kernel | line | verdict | reason`, with
//! `|` between the fields; an empty `kernel` or `line` matches any; `#`
//! starts a comment line.

use crate::campaign::Record;

/// What a rule says about the survivors it matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The mutant keeps the protocol correct.
    Equivalent,
    /// The mutant is a bug the checker lets through.
    Gap,
    /// The mutant is a bug outside the protocol (wrong arithmetic, a
    /// bound of memory that is no stage, a host-side contract): not the
    /// checker's to find.
    OutOfScope,
}

/// One rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// The operator class it applies to.
    pub class: String,
    /// A part of the kernel's name ("" for any).
    pub kernel: String,
    /// A part of the mutated line as written in the kernel ("" for any).
    pub line: String,
    /// Its verdict.
    pub kind: Kind,
    /// Why.
    pub reason: String,
}

/// Reads rules from `text`; an `Err` names the line that is not a rule.
pub fn parse(text: &str) -> Result<Vec<Rule>, String> {
    let mut rules = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.splitn(5, '|').map(str::trim).collect();
        let [class, kernel, text, kind, reason] = fields[..] else {
            return Err(format!(
                "line {}: a rule has five fields separated by `|`",
                n + 1
            ));
        };
        let kind = match kind {
            "equivalent" => Kind::Equivalent,
            "gap" => Kind::Gap,
            "out-of-scope" => Kind::OutOfScope,
            other => {
                return Err(format!(
                    "line {}: verdict `{other}` is not equivalent, gap or out-of-scope",
                    n + 1
                ))
            }
        };
        rules.push(Rule {
            class: class.into(),
            kernel: kernel.into(),
            line: text.into(),
            kind,
            reason: reason.into(),
        });
    }
    Ok(rules)
}

/// The mutated line of `r` as the kernel writes it (from its first diff line).
fn original_line(r: &Record) -> &str {
    r.mutant
        .diff
        .first()
        .and_then(|d| d.split_once(": "))
        .map_or("", |(_, text)| text)
}

/// The index of the first rule that matches survivor `r` of kernel `kernel`.
pub fn classify(rules: &[Rule], kernel: &str, r: &Record) -> Option<usize> {
    rules.iter().position(|rule| {
        rule.class == r.mutant.class
            && kernel.contains(&rule.kernel)
            && original_line(r).contains(&rule.line)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_parse() {
        let rules = parse("# c\ndrop-release | wgmma | %last# | equivalent | the last release\n")
            .expect("rules");
        assert_eq!(rules.len(), 1);
        assert_eq!(rules[0].kind, Kind::Equivalent);
        assert!(parse("drop-release | a | b | maybe | c").is_err());
        assert!(parse("drop-release | a").is_err());
    }

    #[test]
    fn the_shipped_rules_parse_and_name_operators() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("triage.txt");
        let text = std::fs::read_to_string(path).expect("triage.txt");
        let rules = parse(&text).expect("rules");
        assert!(!rules.is_empty());
        for r in &rules {
            assert!(
                crate::operators::operator(&r.class).is_some(),
                "no operator {}",
                r.class
            );
        }
    }
}
