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
    Some(read_string(line[at..].trim_start())?.0)
}

/// The string literal at the start of `text`, decoded, and the rest after it.
fn read_string(text: &str) -> Option<(String, &str)> {
    let rest = text.strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &rest[i + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).map(|(_, c)| c).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// The strings of the first array field `key` in the JSON text `line`.
pub fn strings_field(line: &str, key: &str) -> Option<Vec<String>> {
    let needle = format!("{}:", string(key));
    let at = line.find(&needle)? + needle.len();
    let mut rest = line[at..].trim_start().strip_prefix('[')?.trim_start();
    let mut out = Vec::new();
    while !rest.starts_with(']') {
        let (s, after) = read_string(rest)?;
        out.push(s);
        rest = after.trim_start().trim_start_matches(',').trim_start();
    }
    Some(out)
}

/// The raw value (a number or `true`/`false`) of the first field `key`.
pub fn raw_field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let needle = format!("{}:", string(key));
    let at = line.find(&needle)? + needle.len();
    let rest = line[at..].trim_start();
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    Some(rest[..end].trim())
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
        let arr = format!(
            "{{\"d\": {}, \"n\": 12, \"b\": true}}",
            strings(&["a,b".into(), s.into()])
        );
        assert_eq!(
            strings_field(&arr, "d"),
            Some(vec!["a,b".to_string(), s.to_string()])
        );
        assert_eq!(raw_field(&arr, "n"), Some("12"));
        assert_eq!(raw_field(&arr, "b"), Some("true"));
    }
}
