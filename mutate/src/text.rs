//! The textual model of a kernel: its lines, which of them start an op
//! (results, op name), the block each line sits in (by brace nesting) and
//! the extent of every statement. Operators read and edit kernels through
//! it; nothing here knows MLIR's grammar beyond what the custom forms of
//! the project's kernels need.

use std::collections::HashMap;

/// A block: the line and column of the `{` that opens it (`None` for the
/// top level of the file).
pub type BlockId = Option<(usize, usize)>;

/// The head of an op on a line: `%a, %b:2 = dialect.op ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpHead {
    /// Result names without `%` (a `%last:3` group gives `last`).
    pub results: Vec<String>,
    /// The op name, e.g. `async.stage.consumer_release`.
    pub name: String,
}

/// One line of the kernel.
#[derive(Debug, Clone)]
pub struct Line {
    /// The line as written.
    pub text: String,
    /// The line without its trailing `//` comment and trailing spaces.
    pub code: String,
    /// The leading spaces.
    pub indent: String,
    /// The op this line starts, if any.
    pub op: Option<OpHead>,
    /// The block the line starts in.
    pub block: BlockId,
}

/// A kernel's text, split into lines with their structure.
#[derive(Debug, Clone)]
pub struct Source {
    /// The lines, in order (index 0 is line 1).
    pub lines: Vec<Line>,
    /// For each `{`, the line of the `}` that closes it.
    closers: HashMap<(usize, usize), usize>,
}

impl Source {
    /// Splits `text` into lines and computes their structure.
    pub fn parse(text: &str) -> Source {
        let mut lines = Vec::new();
        let mut stack: Vec<(usize, usize)> = Vec::new();
        let mut closers = HashMap::new();
        for (index, raw) in text.lines().enumerate() {
            let code = strip_comment(raw).trim_end().to_string();
            let indent: String = raw.chars().take_while(|c| *c == ' ').collect();
            let block = stack.last().copied();
            for (column, c) in code_chars(&code) {
                match c {
                    '{' => stack.push((index, column)),
                    '}' => {
                        if let Some(open) = stack.pop() {
                            closers.insert(open, index);
                        }
                    }
                    _ => {}
                }
            }
            let op = op_head(code.trim_start());
            lines.push(Line {
                text: raw.to_string(),
                code,
                indent,
                op,
                block,
            });
        }
        Source { lines, closers }
    }

    /// The op name of line `i`, or "" when it starts no op.
    pub fn op_name(&self, i: usize) -> &str {
        self.lines[i].op.as_ref().map_or("", |op| op.name.as_str())
    }

    /// Whether line `i` starts an op named `name`.
    pub fn is_op(&self, i: usize, name: &str) -> bool {
        self.op_name(i) == name
    }

    /// The last line of the statement that starts at line `i`: its
    /// continuation lines and regions, up to the next op of the same block.
    pub fn stmt_end(&self, i: usize) -> usize {
        let block = self.lines[i].block;
        let mut end = i;
        for j in i + 1..self.lines.len() {
            let line = &self.lines[j];
            let trimmed = line.code.trim_start();
            if line.block == block && (line.op.is_some() || trimmed.starts_with('}')) {
                break;
            }
            if !trimmed.is_empty() {
                end = j;
            }
        }
        end
    }

    /// The line that closes block `block` (the last line for the top level).
    pub fn block_end(&self, block: BlockId) -> usize {
        match block {
            Some(open) => self.closers.get(&open).copied().unwrap_or(self.lines.len()),
            None => self.lines.len(),
        }
    }

    /// The block opened by the last `{` of line `i` that is still open at
    /// its end (the region of a region op's header line), if any.
    pub fn region_opened_by(&self, i: usize) -> BlockId {
        let code = &self.lines[i].code;
        let mut depth = 0i32;
        for (column, c) in code_chars(code).into_iter().rev() {
            match c {
                '}' => depth += 1,
                '{' if depth == 0 => return Some((i, column)),
                '{' => depth -= 1,
                _ => {}
            }
        }
        None
    }

    /// The op lines of block `block`, in order.
    pub fn ops_of_block(&self, block: BlockId) -> Vec<usize> {
        (0..self.lines.len())
            .filter(|&j| self.lines[j].block == block && self.lines[j].op.is_some())
            .collect()
    }

    /// The statement of block `block` that contains line `i`: the op line
    /// of that block at or before `i` whose statement reaches `i`.
    pub fn enclosing_stmt(&self, block: BlockId, i: usize) -> Option<usize> {
        self.ops_of_block(block)
            .into_iter()
            .rfind(|&s| s <= i)
            .filter(|&s| self.stmt_end(s) >= i)
    }

    /// The line that defines SSA value `%name` as an op result, searching
    /// backwards from line `before` through the enclosing blocks.
    pub fn def_line(&self, name: &str, before: usize) -> Option<usize> {
        (0..before).rev().find(|&j| {
            self.lines[j]
                .op
                .as_ref()
                .is_some_and(|op| op.results.iter().any(|r| r == name))
        })
    }

    /// Whether `%name` appears as a token on a line of `range`.
    pub fn uses_in(&self, name: &str, range: std::ops::Range<usize>) -> bool {
        range
            .into_iter()
            .any(|j| has_token(&self.lines[j].code, name))
    }

    /// Whether any result of the op on line `i` is used before the end of
    /// its block.
    pub fn results_used(&self, i: usize) -> bool {
        let Some(op) = &self.lines[i].op else {
            return false;
        };
        let end = self.block_end(self.lines[i].block).min(self.lines.len());
        let code = &self.lines[i].code;
        let own_uses = op
            .results
            .iter()
            .any(|r| code.matches(&format!("%{r}")).count() > 1);
        own_uses
            || op
                .results
                .iter()
                .any(|r| self.uses_in(r, i + 1..end.max(i + 1)))
    }

    /// Whether the text holds the token `%name` anywhere.
    pub fn mentions(&self, prefix: &str) -> bool {
        self.lines.iter().any(|l| l.text.contains(prefix))
    }
}

/// Whether `code` holds `%name` as a whole token (`%a` is not in `%a2`;
/// `%last#0` uses `%last`).
pub fn has_token(code: &str, name: &str) -> bool {
    let needle = format!("%{name}");
    let mut from = 0;
    while let Some(at) = code[from..].find(&needle) {
        let end = from + at + needle.len();
        let next = code[end..].chars().next();
        if !next.is_some_and(is_id_char) {
            return true;
        }
        from = end;
    }
    false
}

/// Replaces the token `%name` on `code` by `%with` (whole tokens only).
pub fn replace_token(code: &str, name: &str, with: &str) -> String {
    let needle = format!("%{name}");
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find(&needle) {
        let end = at + needle.len();
        let next = rest[end..].chars().next();
        out.push_str(&rest[..at]);
        if next.is_some_and(is_id_char) {
            out.push_str(&needle);
        } else {
            out.push('%');
            out.push_str(with);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Whether `c` may continue an SSA name.
pub fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')
}

/// The line without a `//` comment (outside string literals).
fn strip_comment(raw: &str) -> &str {
    let bytes = raw.as_bytes();
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return &raw[..i],
            _ => {}
        }
        i += 1;
    }
    raw
}

/// The characters of `code` outside string literals, with their byte offsets.
fn code_chars(code: &str) -> Vec<(usize, char)> {
    let mut out = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in code.char_indices() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        if c == '"' {
            in_string = true;
        } else {
            out.push((i, c));
        }
    }
    out
}

/// Reads `%a, %b:2 = dialect.op` at the start of `code`.
pub fn op_head(code: &str) -> Option<OpHead> {
    let mut rest = code;
    let mut results = Vec::new();
    if let Some(eq) = results_end(code) {
        for part in code[..eq].split(',') {
            let name = part.trim().strip_prefix('%')?;
            let name = name.split(':').next()?;
            results.push(name.to_string());
        }
        rest = code[eq + 1..].trim_start();
    }
    let name = op_name(rest)?;
    Some(OpHead { results, name })
}

/// The byte offset of the `=` after an op's result list, if `code` starts
/// with one.
fn results_end(code: &str) -> Option<usize> {
    if !code.starts_with('%') {
        return None;
    }
    let eq = code.find(" = ")? + 1;
    let head = &code[..eq];
    let valid = head.split(',').all(|p| {
        let p = p.trim();
        p.strip_prefix('%').is_some_and(|n| {
            let (id, count) = n.split_once(':').unwrap_or((n, "0"));
            !id.is_empty()
                && id.chars().all(is_id_char)
                && count.chars().all(|c| c.is_ascii_digit())
        })
    });
    valid.then_some(eq)
}

/// The op name at the start of `rest` (`dialect.op`, or the quoted
/// generic form), unless it is an attribute entry (`name = ...`).
fn op_name(rest: &str) -> Option<String> {
    if let Some(quoted) = rest.strip_prefix('"') {
        let end = quoted.find('"')?;
        let name = &quoted[..end];
        return name.contains('.').then(|| name.to_string());
    }
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .unwrap_or(rest.len());
    let name = &rest[..end];
    let first = name.chars().next()?;
    if !first.is_ascii_lowercase() || !name.contains('.') || name.ends_with('.') {
        return None;
    }
    let after = rest[end..].trim_start();
    if after.starts_with('=') {
        return None;
    }
    Some(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = "gpu.func @k() {
  %c0 = arith.constant 0 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 // loop
      iter_args(%a = %x) -> (i32) {
    %s = async.stage.consumer_wait %ring[%k] : !async.pipeline<4>
    async.stage.consumer_release %ring, %s : !async.pipeline<4>
    scf.yield %a : i32
  }
  gpu.return
}";

    #[test]
    fn heads_blocks_and_statements() {
        let src = Source::parse(KERNEL);
        assert_eq!(src.op_name(1), "arith.constant");
        let head = src.lines[2].op.clone().expect("op");
        assert_eq!(head.results, vec!["r".to_string()]);
        assert_eq!(head.name, "scf.for");
        assert!(src.lines[3].op.is_none(), "iter_args continues the header");
        assert_eq!(src.stmt_end(2), 7);
        assert_eq!(src.lines[4].block, src.region_opened_by(3));
        assert_eq!(src.block_end(src.lines[4].block), 7);
        assert!(src.results_used(4));
        assert!(!src.results_used(5));
        assert_eq!(src.def_line("s", 5), Some(4));
        assert_eq!(src.enclosing_stmt(src.lines[1].block, 5), Some(2));
    }

    #[test]
    fn tokens_are_whole() {
        assert!(has_token("use %a, %b", "a"));
        assert!(!has_token("use %a2", "a"));
        assert!(has_token("%last#0 :", "last"));
        assert_eq!(replace_token("%k, %k2 [%k]", "k", "m"), "%m, %k2 [%m]");
    }

    #[test]
    fn attribute_entries_are_not_ops() {
        assert!(op_head("phaselock.schedule = \"persistent\"} {").is_none());
        assert!(op_head("nvvm.wgmma.fence.aligned").is_some());
        assert!(op_head("iter_args(%a = %b) -> (i32) {").is_none());
    }
}
