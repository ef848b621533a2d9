//! What a pass is: a function over a `builtin.module`, its name, and the
//! options it declares. Each pass takes its own options (`name{key=value}`
//! in a pipeline); the chip is the one option every pass is told.

use crate::{target::Chip, Op};

/// The options of one pass run: the chip, and the pass's own options as
/// written (`key=value`), each one the pass declares in
/// [`PassInfo::options`] and checked by [`PassInfo::check_option`] before
/// the pass runs, so a pass reads them without failing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// The chip to check and lower for. `None`: taken from the `#nvvm.target`
    /// of each `gpu.module`, and target rules are skipped where there is none.
    pub chip: Option<Chip>,
    values: Vec<(String, String)>,
}

impl PassOptions {
    /// No options but the chip.
    pub fn for_chip(chip: Option<Chip>) -> Self {
        PassOptions {
            chip,
            values: Vec::new(),
        }
    }

    /// Sets `key` to `value`, replacing an earlier value.
    pub fn set(&mut self, key: &str, value: &str) {
        self.values.retain(|(k, _)| k != key);
        self.values.push((key.to_string(), value.to_string()));
    }

    /// The value of `key`, when set.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Every option set, in the order set.
    pub fn values(&self) -> &[(String, String)] {
        &self.values
    }

    /// A flag option: set to `true` or `1`.
    pub fn flag(&self, key: &str) -> bool {
        matches!(self.get(key), Some("true" | "1"))
    }

    /// The chip `op` is compiled for: the option, else its `gpu.module`'s
    /// target.
    pub fn chip_of(&self, op: Op) -> Option<Chip> {
        crate::target::resolve_chip(op, self.chip).ok().flatten()
    }
}

/// One option a pass takes.
#[derive(Debug, Clone, Copy)]
pub struct PassOption {
    /// Its key, as written in `name{key=value}`.
    pub key: &'static str,
    /// The values it takes, and what it does.
    pub help: &'static str,
    /// Checks a value (`Err`: why it is refused).
    pub check: fn(&str) -> Result<(), String>,
}

/// A check for a flag option: `true`, `1`, `false` or `0`.
pub fn check_flag(value: &str) -> Result<(), String> {
    match value {
        "true" | "1" | "false" | "0" => Ok(()),
        other => Err(format!("takes true or false, got '{other}'")),
    }
}

/// A pass: runs on a `builtin.module`, returns `false` after emitting at
/// least one error diagnostic.
pub type PassFn = fn(Op, &PassOptions) -> bool;

/// A named pass, as listed by `async-opt --list-passes`.
#[derive(Debug, Clone, Copy)]
pub struct PassInfo {
    /// The name used in `--pass-pipeline`.
    pub name: &'static str,
    /// One line saying what the pass does.
    pub description: &'static str,
    /// The options it takes besides `chip`.
    pub options: &'static [PassOption],
    /// The pass itself.
    pub run: PassFn,
}

impl PassInfo {
    /// Checks `key=value` against the options this pass declares (and
    /// `chip`, which every pass takes).
    pub fn check_option(&self, key: &str, value: &str) -> Result<(), String> {
        if key == "chip" {
            return value
                .parse::<Chip>()
                .map(|_| ())
                .map_err(|e| format!("pass '{}': {e}", self.name));
        }
        let Some(option) = self.options.iter().find(|o| o.key == key) else {
            let known: Vec<&str> = self.options.iter().map(|o| o.key).collect();
            return Err(match known.as_slice() {
                [] => format!("pass '{}' has no option '{key}' (only chip)", self.name),
                _ => format!(
                    "pass '{}' has no option '{key}' (it takes chip, {})",
                    self.name,
                    known.join(", ")
                ),
            });
        };
        (option.check)(value).map_err(|e| format!("pass '{}': option '{key}' {e}", self.name))
    }
}
