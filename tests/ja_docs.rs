//! The Japanese documents: the strategy reference (docs/strategies-ja.md)
//! lists every strategy in learning order with the catalogue's words and a
//! picture, and no Japanese paragraph is broken across lines (a browser
//! shows such a break as a space between two Japanese characters).

use std::path::PathBuf;
use sudoku_explorer::coach::curriculum::curriculum;
use sudoku_explorer::lang::{Lang, Rule};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn the_japanese_reference_lists_every_strategy_in_learning_order() {
    let doc = read("docs/strategies-ja.md");
    let cat = Lang::Ja.catalogue();
    let mut at = 0;
    let mut pictures = 0;
    for lesson in curriculum() {
        let id = lesson.info.id;
        let name = cat
            .strategy_name(id)
            .unwrap_or_else(|| panic!("no Japanese name for {id}"));
        let heading = format!("### {name}（`{id}`）");
        let found = doc[at..]
            .find(&heading)
            .unwrap_or_else(|| panic!("{heading} missing, or out of learning order"));
        at += found + heading.len();
        let section = &doc[at..doc[at..].find("\n### ").map_or(doc.len(), |e| at + e)];
        let se = format!(
            "評価の目安：SE {}.{}",
            lesson.tenths / 10,
            lesson.tenths % 10
        );
        assert!(section.contains(&se), "{id}: {se} not in {section}");
        let rule = cat.rule(Rule::of(lesson.info.decl));
        assert!(
            section.contains(rule),
            "{id}: its rule is not the catalogue's: {section}"
        );
        let picture = format!("](pictures/ja/{id}.svg)");
        if section.contains(&picture) {
            assert!(
                root().join(format!("docs/pictures/ja/{id}.svg")).exists(),
                "{id}: the picture is missing"
            );
            pictures += 1;
        } else {
            assert!(
                section.contains("（図なし："),
                "{id}: no picture, and no reason"
            );
        }
    }
    assert!(pictures >= 85, "only {pictures} pictures");
}

/// Lines of paragraphs (not tables, headings, lists, code or link
/// definitions) in `text` that end or start with a Japanese character and
/// continue on the next line: `(line, text)`.
fn broken_paragraphs(text: &str) -> Vec<(usize, String)> {
    let japanese = |c: char| matches!(c, '\u{3000}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}');
    let prose = |l: &str| {
        let t = l.trim_start();
        !t.is_empty()
            && !["|", "#", "<!--", "- ", "* ", "![", "["]
                .iter()
                .any(|p| t.starts_with(p))
            && !t.chars().next().is_some_and(|c| c.is_ascii_digit())
    };
    let lines: Vec<&str> = text.lines().collect();
    let mut code = false;
    let mut found = Vec::new();
    for (i, pair) in lines.windows(2).enumerate() {
        if pair[0].starts_with("```") {
            code = !code;
        }
        let (a, b) = (pair[0].trim_end(), pair[1].trim_start());
        let joined =
            a.chars().last().is_some_and(japanese) || b.chars().next().is_some_and(japanese);
        if !code && prose(a) && prose(pair[1]) && joined {
            found.push((i + 1, a.to_string()));
        }
    }
    found
}

#[test]
fn japanese_paragraphs_are_not_broken_across_lines() {
    let mut found = Vec::new();
    for rel in [
        "docs/strategies-ja.md",
        "docs/glossary-ja.md",
        "docs/notebooks/ja/README.md",
    ] {
        for (line, text) in broken_paragraphs(&read(rel)) {
            found.push(format!("{rel}:{line}: {text}"));
        }
    }
    assert!(
        found.is_empty(),
        "Japanese lines that continue:\n{}",
        found.join("\n")
    );
    // The check itself: a paragraph broken after a Japanese character is found.
    assert_eq!(broken_paragraphs("一つの\n段落\n\n| 表 |\n| 表 |").len(), 1);
}
