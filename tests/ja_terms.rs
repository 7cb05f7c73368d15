//! One glossary fixes the Japanese terms. The table under 「表記の決まり」 in
//! docs/glossary-ja.md lists the words the Japanese edition does not use (the
//! `…` spans of its 使わない column) and, in its 理由 column, the `…` spans
//! that contain such a word yet stay (`一直線` for 線). This test reads that
//! table and looks for the words in
//!
//! * the Japanese catalogue: string literals of src/lang/ja/**/*.rs, not
//!   comments and not `#[cfg(test)]` modules;
//! * notebooks/ja/*.ipynb: every JSON string, so Markdown, code (its comments
//!   and strings) and the saved outputs;
//! * docs/notebooks/ja/README.md, the Japanese section of README.md, and
//!   docs/glossary-ja.md outside the rules table.
//!
//! A line break between two Japanese characters is read as nothing (the pages
//! join such lines, so `強い` + line break + `リンク` reads 強いリンク). Each
//! offence is named by file and line.

use std::fs;
use std::path::{Path, PathBuf};

const GLOSSARY: &str = "docs/glossary-ja.md";
const RULES_HEADING: &str = "## 表記の決まり";
const RULES_HEADER: &str = "| 使わない | 使う | 理由 |";

/// One row of the rules table a test can check.
#[derive(Debug)]
struct Rule {
    avoid: Vec<String>,
    allowed: Vec<String>,
    instead: String,
    line: usize,
}

/// The rules table: the checkable rows, the rows read by eye, and the lines
/// (1-based, inclusive) the table takes.
struct Table {
    rules: Vec<Rule>,
    by_eye: usize,
    lines: (usize, usize),
}

/// The `…` spans of a Markdown table cell.
fn code_spans(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn read_table(glossary: &str) -> Table {
    let lines: Vec<&str> = glossary.lines().collect();
    let heading = lines
        .iter()
        .position(|l| l.trim() == RULES_HEADING)
        .unwrap_or_else(|| panic!("{GLOSSARY} has no section {RULES_HEADING}"));
    let header = heading
        + lines[heading..]
            .iter()
            .position(|l| l.trim() == RULES_HEADER)
            .unwrap_or_else(|| panic!("{GLOSSARY}: no table {RULES_HEADER} under {RULES_HEADING}"));
    let mut rules = Vec::new();
    let mut by_eye = 0;
    let mut last = header + 1;
    for (i, line) in lines.iter().enumerate().skip(header + 2) {
        if !line.trim_start().starts_with('|') {
            break;
        }
        last = i;
        let cells: Vec<&str> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(str::trim)
            .collect();
        assert_eq!(
            cells.len(),
            3,
            "{GLOSSARY}:{}: a rule has three cells",
            i + 1
        );
        let avoid = code_spans(cells[0]);
        if avoid.is_empty() {
            by_eye += 1;
            continue;
        }
        let allowed = code_spans(cells[2])
            .into_iter()
            .filter(|e| avoid.iter().any(|w| e.contains(w.as_str())))
            .collect();
        rules.push(Rule {
            avoid,
            allowed,
            instead: cells[1].to_string(),
            line: i + 1,
        });
    }
    Table {
        rules,
        by_eye,
        lines: (header + 1, last + 1),
    }
}

/// Text to search, each byte with the line of the file it came from.
#[derive(Default)]
struct Text {
    text: String,
    lines: Vec<usize>,
}

impl Text {
    fn push(&mut self, c: char, line: usize) {
        self.text.push(c);
        self.lines
            .extend(std::iter::repeat(line).take(c.len_utf8()));
    }

    /// The text with each line break between two non-ASCII characters (and
    /// the next line's indentation) removed, as the pages join such lines.
    fn joined(self) -> Text {
        let chars: Vec<(usize, char)> = self.text.char_indices().collect();
        let mut out = Text::default();
        let mut i = 0;
        while i < chars.len() {
            let (at, c) = chars[i];
            if c == '\n' {
                let mut j = i + 1;
                while j < chars.len() && (chars[j].1 == ' ' || chars[j].1 == '\t') {
                    j += 1;
                }
                let before = out.text.chars().next_back();
                let after = chars.get(j).map(|&(_, c)| c);
                if matches!((before, after), (Some(b), Some(a)) if !b.is_ascii() && !a.is_ascii()) {
                    i = j;
                    continue;
                }
            }
            out.push(c, self.lines[at]);
            i += 1;
        }
        out
    }
}

/// The string literals of Rust source outside comments and `#[cfg(test)]`
/// items, one after another (a NUL between two literals).
fn rust_literals(src: &str) -> Text {
    let c: Vec<char> = src.chars().collect();
    let mut out = Text::default();
    let (mut i, mut line, mut depth) = (0, 1, 0usize);
    let (mut test_pending, mut skipping): (bool, Option<usize>) = (false, None);
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut nest = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    nest += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    nest -= 1;
                    i += 2;
                    if nest == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == '#' && c[i..].iter().take(12).collect::<String>() == "#[cfg(test)]" {
            test_pending = true;
            i += 12;
        } else if ch == '{' {
            if test_pending && skipping.is_none() {
                skipping = Some(depth);
            }
            test_pending = false;
            depth += 1;
            i += 1;
        } else if ch == '}' {
            depth = depth.saturating_sub(1);
            if skipping == Some(depth) {
                skipping = None;
            }
            i += 1;
        } else if ch == ';' {
            test_pending = false;
            i += 1;
        } else if ch == '\'' {
            // A char literal ('x', '\n', '\'') or a lifetime ('a).
            if c.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch == '"' || raw_string_at(&c, i).is_some() {
            let keep = skipping.is_none();
            let raw = ch == 'r';
            let hashes = raw_string_at(&c, i).unwrap_or(0);
            i += if raw { hashes + 2 } else { 1 };
            while let Some(&d) = c.get(i) {
                if d == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                if d == '\\' && !raw {
                    match c.get(i + 1) {
                        Some('\n') => {
                            // A continued line: the break and the next line's
                            // leading white space are not in the string.
                            line += 1;
                            i += 2;
                            while i < c.len() && c[i].is_whitespace() {
                                if c[i] == '\n' {
                                    line += 1;
                                }
                                i += 1;
                            }
                        }
                        Some('n') => {
                            if keep {
                                out.push('\n', line);
                            }
                            i += 2;
                        }
                        Some(&e) => {
                            if keep {
                                out.push(e, line);
                            }
                            i += 2;
                        }
                        None => i += 1,
                    }
                    continue;
                }
                if d == '\n' {
                    line += 1;
                }
                if keep {
                    out.push(d, line);
                }
                i += 1;
            }
            if keep {
                out.push('\0', line);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// At `c[i]`, a raw string literal (`r"`, `r#"`, `br"`...): its count of `#`.
fn raw_string_at(c: &[char], i: usize) -> Option<usize> {
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    if c[i] != 'r' || (i > 0 && ident(c[i - 1]) && c[i - 1] != 'b') {
        return None;
    }
    let hashes = c[i + 1..].iter().take_while(|&&ch| ch == '#').count();
    (c.get(i + 1 + hashes) == Some(&'"')).then_some(hashes)
}

/// Every JSON string value of a file, one after another (keys leave a NUL),
/// each character with the file line it is written on.
fn json_strings(src: &str) -> Text {
    let c: Vec<char> = src.chars().collect();
    let mut out = Text::default();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        match c[i] {
            '\n' => {
                line += 1;
                i += 1;
            }
            '"' => {
                let start = out.text.len();
                i += 1;
                while i < c.len() && c[i] != '"' {
                    if c[i] == '\\' {
                        let e = c.get(i + 1).copied().unwrap_or('\\');
                        i += 2;
                        let d = match e {
                            'n' => '\n',
                            't' => '\t',
                            'r' | 'b' | 'f' => ' ',
                            'u' => {
                                let hex = |at: usize| {
                                    u32::from_str_radix(
                                        &c[at..at + 4].iter().collect::<String>(),
                                        16,
                                    )
                                    .unwrap_or(0xfffd)
                                };
                                let mut u = hex(i);
                                i += 4;
                                if (0xd800..0xdc00).contains(&u) && c.get(i) == Some(&'\\') {
                                    let low = hex(i + 2);
                                    u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
                                    i += 6;
                                }
                                char::from_u32(u).unwrap_or('\u{fffd}')
                            }
                            other => other,
                        };
                        out.push(d, line);
                    } else {
                        out.push(c[i], line);
                        i += 1;
                    }
                }
                i += 1;
                // A key ("source": ...) is not text: keep only a boundary.
                let next = c[i.min(c.len())..].iter().find(|ch| !ch.is_whitespace());
                if next == Some(&':') {
                    out.text.truncate(start);
                    out.lines.truncate(start);
                    out.push('\0', line);
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// Plain text, but for the lines `skip` (1-based, inclusive).
fn plain(src: &str, skip: Option<(usize, usize)>) -> Text {
    let mut out = Text::default();
    for (n, l) in src.lines().enumerate() {
        let line = n + 1;
        if skip.is_some_and(|(a, b)| (a..=b).contains(&line)) {
            out.push('\0', line);
            continue;
        }
        for ch in l.chars() {
            out.push(ch, line);
        }
        out.push('\n', line);
    }
    out
}

/// The offences in one text: `file:line: word …context… (rule)`.
fn offences(file: &str, text: &Text, rules: &[Rule]) -> Vec<String> {
    let mut found = Vec::new();
    for rule in rules {
        for w in &rule.avoid {
            for (at, _) in text.text.match_indices(w.as_str()) {
                let excepted = rule.allowed.iter().any(|e| {
                    e.match_indices(w.as_str()).any(|(k, _)| {
                        at >= k
                            && text
                                .text
                                .get(at - k..)
                                .is_some_and(|t| t.starts_with(e.as_str()))
                    })
                });
                if excepted {
                    continue;
                }
                let before: String = text.text[..at]
                    .chars()
                    .rev()
                    .take(12)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                let after: String = text.text[at + w.len()..].chars().take(12).collect();
                let context = format!("{before}[{w}]{after}")
                    .replace(['\n', '\0'], " ")
                    .trim()
                    .to_string();
                found.push(format!(
                    "{file}:{}: {w} in «{context}» (use {}; {GLOSSARY}:{})",
                    text.lines[at], rule.instead, rule.line
                ));
            }
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The Japanese section of README.md: from `## 日本語で使う` to the next `## `.
fn readme_japanese(src: &str) -> Text {
    let lines: Vec<&str> = src.lines().collect();
    let start = lines.iter().position(|l| l.trim() == "## 日本語で使う");
    let Some(start) = start else {
        return Text::default();
    };
    let end = lines[start + 1..]
        .iter()
        .position(|l| l.starts_with("## "))
        .map_or(lines.len(), |k| start + 1 + k);
    plain(src, None).lines_between(start + 1, end)
}

impl Text {
    /// The part of a text on lines `from..=to` (1-based).
    fn lines_between(self, from: usize, to: usize) -> Text {
        let mut out = Text::default();
        for (at, ch) in self.text.char_indices() {
            let line = self.lines[at];
            if (from..=to).contains(&line) {
                out.push(ch, line);
            }
        }
        out
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn the_japanese_edition_uses_the_words_the_glossary_fixes() {
    let glossary = read(GLOSSARY);
    let table = read_table(&glossary);
    let words: Vec<&String> = table.rules.iter().flat_map(|r| &r.avoid).collect();
    // A table read wrong would pass everything: the rules the glossary holds
    // today must be among the words read.
    for w in [
        "線",
        "強いリンク",
        "弱いリンク",
        "幹",
        "ユニークネス",
        "スコア",
        "既定のソルバー",
        "アドバイス",
    ] {
        assert!(
            words.iter().any(|x| *x == w),
            "{GLOSSARY}: the rules table lost `{w}`: read {words:?}"
        );
    }
    let line_rule = table
        .rules
        .iter()
        .find(|r| r.avoid.iter().any(|w| w == "線"))
        .unwrap();
    assert!(
        line_rule.allowed.iter().any(|e| e == "一直線")
            && line_rule.allowed.iter().any(|e| e == "対角線"),
        "{GLOSSARY}:{}: 一直線 and 対角線 are the exceptions to 線: read {:?}",
        line_rule.line,
        line_rule.allowed
    );

    let mut texts: Vec<(String, Text)> = Vec::new();
    let mut sources = Vec::new();
    rust_files(&root().join("src/lang/ja"), &mut sources);
    assert!(sources.len() >= 8, "the catalogue's files: {sources:?}");
    for p in &sources {
        let rel = p.strip_prefix(root()).unwrap().display().to_string();
        let src = fs::read_to_string(p).unwrap();
        texts.push((rel, rust_literals(&src).joined()));
    }
    let mut notebooks: Vec<PathBuf> = fs::read_dir(root().join("notebooks/ja"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ipynb"))
        .collect();
    notebooks.sort();
    assert!(
        notebooks.len() >= 11,
        "the Japanese notebooks: {notebooks:?}"
    );
    for p in &notebooks {
        let rel = p.strip_prefix(root()).unwrap().display().to_string();
        texts.push((rel, json_strings(&fs::read_to_string(p).unwrap()).joined()));
    }
    let index = "docs/notebooks/ja/README.md";
    texts.push((index.into(), plain(&read(index), None).joined()));
    texts.push((
        "README.md".into(),
        readme_japanese(&read("README.md")).joined(),
    ));
    texts.push((
        GLOSSARY.into(),
        plain(&glossary, Some(table.lines)).joined(),
    ));

    let found: Vec<String> = texts
        .iter()
        .flat_map(|(file, text)| offences(file, text, &table.rules))
        .collect();
    assert!(
        found.is_empty(),
        "{} word(s) the glossary's rules table ({GLOSSARY}:{}) says not to use \
         ({} rule(s) more are read by eye):\n{}",
        found.len(),
        table.lines.0,
        table.by_eye,
        found.join("\n")
    );
}

/// The readers find what they should and skip what they should: comments,
/// test modules, the allowed exceptions; words across a line break.
#[test]
fn the_checker_finds_a_word_put_back() {
    let rules = vec![
        Rule {
            avoid: vec!["線".into()],
            allowed: vec!["一直線".into(), "対角線".into()],
            instead: "ライン".into(),
            line: 1,
        },
        Rule {
            avoid: vec!["強いリンク".into()],
            allowed: vec![],
            instead: "強リンク".into(),
            line: 2,
        },
    ];
    let rs = "// 線 in a comment\n/* 線 */ fn f() -> &'static str {\n    let _c = '\"';\n    \"一直線に並ぶ、\\\n     強い\\\n     リンク\"\n}\nconst A: &str = r#\"行の線\"#;\n#[cfg(test)]\nmod tests { const B: &str = \"線\"; }\n";
    let found = offences("x.rs", &rust_literals(rs).joined(), &rules);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found[0].starts_with("x.rs:8: 線"), "{found:#?}");
    assert!(found[1].starts_with("x.rs:5: 強いリンク"), "{found:#?}");

    let nb = "{\n \"source\": [\n  \"対角線と強い\\n\",\n  \"リンク\\u7dda\"\n ]\n}\n";
    let found = offences("x.ipynb", &json_strings(nb).joined(), &rules);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found.iter().any(|f| f.starts_with("x.ipynb:4: 線")),
        "{found:#?}"
    );
    assert!(
        found.iter().any(|f| f.starts_with("x.ipynb:3: 強いリンク")),
        "{found:#?}"
    );

    let md = "| 使わない | 使う | 理由 |\n| `線` | ライン | `一直線` |\n行の線\n";
    let found = offences("x.md", &plain(md, Some((1, 2))).joined(), &rules);
    assert_eq!(
        found,
        vec!["x.md:3: 線 in «行の[線]» (use ライン; docs/glossary-ja.md:1)".to_string()]
    );
}
