//! The little JSON the tool needs: writing strings, and reading one string
//! field from a line of the driver's JSON ledger.

/// `s` as a JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON array of strings.
pub fn strings(items: &[String]) -> String {
    let parts: Vec<String> = items.iter().map(|s| string(s)).collect();
    format!("[{}]", parts.join(", "))
}

/// The value of the first string field `key` in the JSON text `line`
/// (escapes decoded), if there is one.
pub fn string_field(line: &str, key: &str) -> Option<String> {
    let needle = format!("{}:", string(key));
    let at = line.find(&needle)? + needle.len();
    let rest = line[at..].trim_start().strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let s = "a \"quoted\" \\ line\nnext";
        let line = format!("{{\"k\": 1, \"claim\": {}}}", string(s));
        assert_eq!(string_field(&line, "claim").as_deref(), Some(s));
        assert_eq!(string_field(&line, "absent"), None);
    }
}
