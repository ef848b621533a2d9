//! The names values have in the source text, for diagnostics.
//!
//! MLIR's parser forgets the names the user gave values (`%seqlen`,
//! `%causal`), but keeps where each value was written: an op's location is
//! its name, after its result list (`%x = arith.cmpi ...`), a block
//! argument's the `%name` in its list (`gpu.func @f(%seqlen: index)`, `scf.for %k =`).
//! Parsing remembers the text ([`remember_source`]); [`value_name`] reads the
//! name back at the value's location, and only when the text there is what
//! the value says it is (the op's name, after `=`; an argument list around
//! a block argument), so an op a pass created elsewhere gets no borrowed name.
//! [`describe_value`] falls back to the position: the function's argument
//! number, or the line and column of the definition. [`written_instead`]
//! names the op the source has where a pass put another.

use crate::{self as ir, Op};
use mlir_sys::*;
use std::sync::{Arc, Mutex};

/// The texts remembered: context, file name, text (the most recent last).
type Sources = Vec<(usize, String, Arc<str>)>;

static SOURCES: Mutex<Sources> = Mutex::new(Vec::new());

/// How many texts stay remembered (one per context and file name).
const KEPT: usize = 8;

/// Remembers `text`, parsed in `context` under the file name `file`, so
/// that diagnostics on its values can name them; replaces a text remembered
/// before for the same context and name.
pub fn remember_source(context: MlirContext, file: &str, text: &str) {
    let key = context.ptr as usize;
    let Ok(mut sources) = SOURCES.lock() else {
        return;
    };
    sources.retain(|(c, f, _)| !(*c == key && f == file));
    if sources.len() >= KEPT {
        sources.remove(0);
    }
    sources.push((key, file.to_string(), Arc::from(text)));
}

fn source_of(context: MlirContext, file: &str) -> Option<Arc<str>> {
    let sources = SOURCES.lock().ok()?;
    sources
        .iter()
        .rev()
        .find(|(c, f, _)| *c == context.ptr as usize && f == file)
        .map(|(_, _, text)| text.clone())
}

/// A location's file, line and column (1-based), looking through names.
fn file_line_col(mut location: MlirLocation) -> Option<(String, usize, usize)> {
    unsafe {
        while mlirLocationIsAName(location) {
            location = mlirLocationNameGetChildLoc(location);
        }
        if !mlirLocationIsAFileLineColRange(location) {
            return None;
        }
        let file = ir::string(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(
            location,
        )));
        let line = usize::try_from(mlirLocationFileLineColRangeGetStartLine(location)).ok()?;
        let column = usize::try_from(mlirLocationFileLineColRangeGetStartColumn(location)).ok()?;
        Some((file, line, column))
    }
}

/// The text from a location to the end of its line, and the text of the
/// line before it.
fn text_at(location: MlirLocation) -> Option<(String, String)> {
    let (file, line, column) = file_line_col(location)?;
    let text = source_of(unsafe { mlirLocationGetContext(location) }, &file)?;
    let line_text = text.lines().nth(line.checked_sub(1)?)?;
    let at = column.checked_sub(1)?;
    let (before, after) = (line_text.get(..at)?, line_text.get(at..)?);
    Some((before.to_string(), after.to_string()))
}

/// The op name written at the start of `text` (quotes of the generic form
/// taken off).
fn leading_op_name(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| c.is_whitespace() || c == '(' || c == '<' || c == '{')
        .unwrap_or(text.len());
    let word = text[..end].trim_matches('"');
    (!word.is_empty() && !word.starts_with('%')).then_some(word)
}

/// The name of the op the source writes where `op` is located, when it is
/// another op than `op` (an op a pass made in place of the one written
/// there: the barriers of an `async.pipeline.create`).
pub fn written_instead(op: Op) -> Option<String> {
    let (_, text) = text_at(op.location())?;
    let word = leading_op_name(&text)?;
    let name = op.name();
    (word != name && !name.ends_with(&format!(".{word}"))).then(|| word.to_string())
}

/// Whether `c` may continue an SSA name (`%` then a suffix id).
fn name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '$' | '.' | '_' | '-')
}

/// The `%name` at the start of `text`, and the rest.
fn leading_name(text: &str) -> Option<(&str, &str)> {
    let rest = text.strip_prefix('%')?;
    let end = rest.find(|c| !name_char(c)).unwrap_or(rest.len());
    (end > 0).then(|| text.split_at(end + 1))
}

/// The name of result `index` of the op written at the start of `at`
/// (its name, quoted or not, matching `op_name`), from the result list
/// `before` it on its line (`%a, %b:2 = `).
fn result_name(before: &str, at: &str, index: usize, op_name: &str) -> Option<String> {
    let word = leading_op_name(at)?;
    if !(word == op_name || op_name.ends_with(&format!(".{word}"))) {
        return None;
    }
    let mut rest = before.trim().strip_suffix('=')?;
    let mut first = 0usize;
    loop {
        let (name, after) = leading_name(rest.trim_start())?;
        let mut after = after.trim_start();
        let mut count = 1usize;
        if let Some(tail) = after.strip_prefix(':') {
            let tail = tail.trim_start();
            let digits = tail
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(tail.len());
            count = tail[..digits].parse().ok()?;
            after = tail[digits..].trim_start();
        }
        if index < first.saturating_add(count) {
            return Some(if count == 1 {
                name.to_string()
            } else {
                format!("{name}#{}", index - first)
            });
        }
        first = first.saturating_add(count);
        rest = after.strip_prefix(',')?;
    }
}

/// The name the user wrote for `value`, as `%name` (`%name#i` for one
/// result of a group), when the source text is known.
pub fn value_name(value: MlirValue) -> Option<String> {
    if value.ptr.is_null() {
        return None;
    }
    if let Some(def) = ir::defining_op(value) {
        let index = unsafe { mlirOpResultGetResultNumber(value) };
        let (before, text) = text_at(def.location())?;
        return result_name(&before, &text, usize::try_from(index).ok()?, &def.name());
    }
    let (before, text) = text_at(unsafe { mlirValueGetLocation(value) })?;
    // An argument list: `(%a: t, %b: t)`, `iter_args(%x = %init)`, or the
    // counter of `scf.for %k = ...`.
    let before = before.trim_end();
    let listed = before.ends_with('(') || before.ends_with(',') || before.ends_with("for");
    let (name, _) = leading_name(&text)?;
    listed.then(|| name.to_string())
}

/// `value` for a message: its source name, else the argument of its
/// function by number, else where it is defined.
pub fn describe_value(value: MlirValue) -> String {
    if let Some(name) = value_name(value) {
        return name;
    }
    unsafe {
        if mlirValueIsABlockArgument(value) {
            let block = mlirBlockArgumentGetOwner(value);
            let index = mlirBlockArgumentGetArgNumber(value);
            let owner = mlirBlockGetParentOperation(block);
            if !owner.ptr.is_null() {
                let owner = Op(owner);
                if owner.name().ends_with(".func") {
                    let function = owner.str_attr("sym_name").unwrap_or_default();
                    return format!("argument {index} of @{function}");
                }
                return format!(
                    "argument {index} of the {} at {}",
                    owner.name(),
                    ir::location_text(owner)
                );
            }
        }
    }
    match ir::defining_op(value) {
        Some(def) => format!("the {} at {}", def.name(), ir::location_text(def)),
        None => "a value".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_lists() {
        let cmpi = "arith.cmpi sgt, %n, %c0 : index";
        assert_eq!(
            result_name("    %some = ", cmpi, 0, "arith.cmpi"),
            Some("%some".into())
        );
        let generic = "\"test.op\"() : () -> (i1, i1, i1)";
        assert_eq!(
            result_name("%a, %b:2 = ", generic, 2, "test.op"),
            Some("%b#1".into())
        );
        assert_eq!(
            result_name("%a, %b:2 = ", generic, 0, "test.op"),
            Some("%a".into())
        );
        assert_eq!(
            result_name("%r = ", "gpu.block_id x", 0, "gpu.block_id"),
            Some("%r".into())
        );
        assert_eq!(
            result_name("%r = ", "return %r", 0, "func.return"),
            Some("%r".into())
        );
        // Another op's text at the location, or no result list: no name.
        assert_eq!(
            result_name("%p = ", "async.pipeline.create", 0, "arith.constant"),
            None
        );
        assert_eq!(result_name("", "scf.yield", 0, "scf.yield"), None);
        assert_eq!(result_name("%x = ", "arith.addi", 1, "arith.addi"), None);
        assert_eq!(
            result_name("foo %x = ", "arith.addi", 0, "arith.addi"),
            None
        );
    }

    #[test]
    fn names() {
        assert_eq!(leading_name("%seqlen: index"), Some(("%seqlen", ": index")));
        assert_eq!(leading_name("%0 = "), Some(("%0", " = ")));
        assert_eq!(leading_name("% x"), None);
        assert_eq!(leading_name("x"), None);
    }
}
