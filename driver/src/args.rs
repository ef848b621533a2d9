//! `mlir-opt` takes long options with one dash as well as two
//! (`-pass-pipeline=...`, `-split-input-file`): such an argument naming one
//! of the driver's long options is given its second dash before clap reads it.

use crate::Cli;
use clap::CommandFactory;
use std::ffi::OsString;

/// `args` (the program name first) with every single-dash long option
/// written with two dashes. Values (the argument after an option that takes
/// one, everything after `--`) are left as they are.
pub fn with_double_dashes(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let command = Cli::command();
    // Each option: its long name, its short name, whether the next argument
    // may be its value.
    let options: Vec<(Option<&str>, Option<char>, bool)> = command
        .get_arguments()
        .filter(|a| !a.is_positional())
        .map(|a| {
            let takes = a.get_action().takes_values() && !a.is_require_equals_set();
            (a.get_long(), a.get_short(), takes)
        })
        .collect();
    let mut out = Vec::new();
    let mut value_next = false;
    let mut only_values = false;
    for (i, arg) in args.into_iter().enumerate() {
        let text = match arg.to_str() {
            Some(text) if i > 0 && !value_next && !only_values => text.to_string(),
            _ => {
                value_next = false;
                out.push(arg);
                continue;
            }
        };
        if text == "--" {
            only_values = true;
            out.push(arg);
            continue;
        }
        let (dashes, body) = if let Some(body) = text.strip_prefix("--") {
            ("--", body)
        } else if let Some(body) = text.strip_prefix('-') {
            ("-", body)
        } else {
            out.push(arg);
            continue;
        };
        let (name, has_value) = match body.split_once('=') {
            Some((name, _)) => (name, true),
            None => (body, false),
        };
        let long = options.iter().find(|(long, _, _)| *long == Some(name));
        let short = (dashes == "-" && name.chars().count() == 1)
            .then(|| options.iter().find(|(_, s, _)| *s == name.chars().next()))
            .flatten();
        match (long, short) {
            (_, Some(&(_, _, takes))) => {
                value_next = takes && !has_value;
                out.push(arg);
            }
            (Some(&(_, _, takes)), None) => {
                value_next = takes && !has_value;
                out.push(format!("--{body}").into());
            }
            (None, None) => out.push(arg),
        }
    }
    out
}
