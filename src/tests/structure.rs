//! The layout rules of the workspace, checked on its sources: no function
//! over 100 lines, no cycle among the top-level modules of any crate, and
//! passes, checker and lowering each built on `phaselock-ir` and none on
//! another.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// The longest function, in lines from its `fn` line to its closing brace.
const MAX_FUNCTION_LINES: usize = 100;

/// The crates of the workspace, by their source folder.
const SOURCE_DIRS: &[&str] = &[
    "src",
    "dialect/src",
    "ir/src",
    "passes/src",
    "checker/src",
    "lowering/src",
    "driver/src",
    "runtime/src",
    "dsl/src",
    "bench/src",
    "fuzz/lib/src",
    "mutate/src",
];

/// Other Rust sources whose functions count (tests and build scripts).
const OTHER_DIRS: &[&str] = &[
    "dialect/build.rs",
    "ir/tests",
    "driver/tests",
    "runtime/tests",
    "fuzz/lib/tests",
    "tests",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `path` (or `path` itself), skipping build output.
fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_path_buf());
        }
        return;
    }
    let Ok(entries) = fs::read_dir(path) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for entry in entries {
        if entry.file_name().is_some_and(|n| n == "target") {
            continue;
        }
        rust_files(&entry, out);
    }
}

/// The functions of `text` longer than [`MAX_FUNCTION_LINES`]: `(line, name,
/// lines)`. A function runs from its `fn` line to the first line after it
/// that is its indentation and `}`.
fn long_functions(text: &str) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut long = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((indent, name)) = fn_header(line) else {
            continue;
        };
        // The body opens on the first line ending in `{` (a declaration
        // ending in `;` has none).
        let Some(open) = (i..lines.len()).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with(';')
        }) else {
            continue;
        };
        if lines[open].trim_end().ends_with(';') {
            continue;
        }
        let close = format!("{indent}}}");
        let end = (open + 1..lines.len())
            .find(|&j| lines[j] == close)
            .unwrap_or(lines.len() - 1);
        let length = end - i + 1;
        if length > MAX_FUNCTION_LINES {
            long.push((i + 1, name, length));
        }
    }
    long
}

/// The indentation and name of a line that starts a function.
fn fn_header(line: &str) -> Option<(&str, String)> {
    let trimmed = line.trim_start();
    let indent = &line[..line.len() - trimmed.len()];
    let mut rest = trimmed;
    for prefix in [
        "pub(crate) ",
        "pub(super) ",
        "pub ",
        "const ",
        "async ",
        "unsafe ",
    ] {
        rest = rest.strip_prefix(prefix).unwrap_or(rest);
    }
    rest = rest.strip_prefix("extern \"C\" ").unwrap_or(rest);
    let name: String = rest
        .strip_prefix("fn ")?
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    Some((indent, name))
}

#[test]
fn no_function_is_over_100_lines() {
    let mut files = Vec::new();
    for dir in SOURCE_DIRS.iter().chain(OTHER_DIRS) {
        rust_files(&root().join(dir), &mut files);
    }
    assert!(files.len() > 100, "the sources were not found");
    let mut long = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("a source file");
        for (line, name, length) in long_functions(&text) {
            let path = file.strip_prefix(root()).unwrap_or(&file).display();
            long.push(format!("{path}:{line}: fn {name} is {length} lines"));
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_length_rule_sees_long_functions() {
    let body = "    let x = 1;\n".repeat(MAX_FUNCTION_LINES);
    let text = format!(
        "/// Doc.\npub(crate) fn long(\n    a: u8,\n) -> u8 {{\n{body}}}\nfn short() {{}}\n"
    );
    let long = long_functions(&text);
    assert_eq!(long.len(), 1);
    assert_eq!(long[0].1, "long");
    assert_eq!(long[0].2, MAX_FUNCTION_LINES + 4);
}

/// The top-level module a source file belongs to (`<root>` for `lib.rs`
/// and `main.rs`), or `None` for a test module.
fn module_of(dir: &Path, file: &Path) -> Option<String> {
    let relative = file.strip_prefix(dir).ok()?;
    let first = relative.components().next()?.as_os_str().to_str()?;
    let name = first.trim_end_matches(".rs");
    match name {
        "lib" | "main" => Some("<root>".into()),
        "tests" => None,
        _ => Some(name.to_string()),
    }
}

/// The top-level modules of `crate::` and `super::` paths in `text`
/// (comments left out), among `modules`.
fn uses(text: &str, modules: &BTreeSet<String>, own: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = matching_brace(group);
            for word in group[..end].split(|c: char| !c.is_alphanumeric() && c != '_') {
                found.insert(word.to_string());
            }
        } else {
            found.insert(
                rest.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            );
        }
    }
    found.retain(|m| modules.contains(m) && m != own);
    found
}

/// The index of the `}` that closes a group whose `{` was just consumed.
fn matching_brace(text: &str) -> usize {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return i,
            '}' => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// The module graph of the crate whose sources are in `dir`.
fn module_graph(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    let owned: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|f| Some((module_of(dir, &f)?, f)))
        .collect();
    let modules: BTreeSet<String> = owned.iter().map(|(m, _)| m.clone()).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in owned {
        let text = fs::read_to_string(&file).expect("a source file");
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        graph
            .entry(module.clone())
            .or_default()
            .extend(uses(text, &modules, &module));
    }
    graph
}

/// The groups of two or more modules that reach each other.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut work = vec![from.clone()];
        while let Some(m) = work.pop() {
            for next in graph.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    work.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut groups: BTreeSet<Vec<String>> = BTreeSet::new();
    for (m, from_m) in &reached {
        let group: Vec<String> = from_m
            .iter()
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(*m)))
            .cloned()
            .collect();
        if group.len() > 1 {
            groups.insert(group);
        }
    }
    groups.into_iter().collect()
}

#[test]
fn no_module_cycle_in_any_crate() {
    let mut found = Vec::new();
    for dir in SOURCE_DIRS {
        for group in cycles(&module_graph(&root().join(dir))) {
            found.push(format!("{dir}: {}", group.join(", ")));
        }
    }
    assert!(found.is_empty(), "module cycles:\n{}", found.join("\n"));
}

#[test]
fn the_cycle_rule_sees_cycles() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.insert("a".into(), ["b".to_string()].into());
    graph.insert("b".into(), ["c".to_string()].into());
    graph.insert("c".into(), ["a".to_string()].into());
    graph.insert("d".into(), ["a".to_string()].into());
    assert_eq!(cycles(&graph), vec![vec!["a", "b", "c"]]);
    let modules: BTreeSet<String> = ["a", "b", "c"].map(String::from).into();
    let text = "use crate::{a::x, b};\n// crate::c\nfn f() { crate::c::g() }";
    assert_eq!(
        uses(text, &modules, "a"),
        ["b", "c"].map(String::from).into()
    );
}

/// The `phaselock-*` crates a manifest depends on.
fn dependencies(manifest: &str) -> Vec<String> {
    let text = fs::read_to_string(root().join(manifest)).expect("a manifest");
    let section = text
        .split("[dependencies]")
        .nth(1)
        .unwrap_or_default()
        .split("\n[")
        .next()
        .unwrap_or_default();
    section
        .lines()
        .filter_map(|l| l.split(['.', ' ', '=']).next())
        .filter(|name| name.starts_with("phaselock-"))
        .map(str::to_string)
        .collect()
}

#[test]
fn passes_checker_and_lowering_stand_on_the_ir_crate_alone() {
    for manifest in [
        "passes/Cargo.toml",
        "checker/Cargo.toml",
        "lowering/Cargo.toml",
    ] {
        let deps = dependencies(manifest);
        assert!(
            deps.contains(&"phaselock-ir".to_string()),
            "{manifest}: {deps:?}"
        );
        for other in [
            "phaselock-passes",
            "phaselock-checker",
            "phaselock-lowering",
        ] {
            assert!(
                !deps.contains(&other.to_string()),
                "{manifest} depends on {other}"
            );
        }
    }
    assert_eq!(dependencies("ir/Cargo.toml"), ["phaselock-dialect"]);
}
