//! The Japanese edition: every registered strategy has a Japanese name and
//! a Japanese explanation; Japanese walkthroughs of the bundled examples and
//! a sample of the shared sets say no English sentence (strategy names and
//! cell names aside); the page is `<html lang="ja">`; notations rewrite
//! every cell.

mod common;

use std::collections::BTreeSet;
use std::path::Path;
use sudoku_explorer::formats::read_puzzles;
use sudoku_explorer::lang::{self, Lang, Notation};
use sudoku_explorer::render::{self, RenderOptions};
use sudoku_explorer::solver::{Solver, BRUTE_FORCE};
use sudoku_explorer::step::Step;
use sudoku_explorer::strategies::{Family, REGISTRY};
use sudoku_explorer::Board;

/// ASCII words that may stand in Japanese text: parts of strategy names
/// as Japanese writers keep them (X-Wing, XYウィング, ALS, AIC, BUG) and
/// the rating scales' names.
const ALLOWED: &[&str] = &[
    "Wing", "ALS", "AIC", "BUG", "XYZ", "WXYZ", "VWXYZ", "HoDoKu",
];

/// The ASCII words of three letters or more in `text` that are not allowed:
/// a Japanese text with any is (partly) English. Cell names (`r4c2`) hold
/// digits and are not words.
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}

/// The boards of the bundled example files: every puzzle, as given.
fn bundled_boards(files: &[&str]) -> Vec<(String, Board)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut out = Vec::new();
    for file in files {
        // Any format the bundled files use (lines, grids, a position).
        let puzzles = read_puzzles(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        for p in puzzles.into_iter().flatten() {
            out.push((format!("{file}:{}", p.line), p.board));
        }
    }
    out
}

/// A Japanese explanation: starts with the Japanese name, is not the
/// placeholder, and says no English word.
fn check_japanese(step: &Step, whence: &str) {
    let text = step.explain(Lang::Ja);
    let name = lang::strategy_name(step.strategy, Lang::Ja).expect("a Japanese name");
    assert!(text.starts_with(name), "{whence}: {text}");
    // Every language's catalogue says something of the pattern (its group
    // of families routes it to the file that has its arm).
    let says = step.says().expect("the pattern says what it found");
    assert!(!lang::en::say(&says).is_empty(), "{whence}: {says:?}");
    let english = step.explain(Lang::En);
    assert!(
        english.len() > step.effects().len() + 8,
        "{whence}: {english}"
    );
    assert!(!text[name.len()..].starts_with("：。"), "{whence}: {text}");
    assert!(!text.contains("まだ日本語にありません"), "{whence}: {text}");
    // 確定 means "placed" to a Japanese solver: a locked set is ロック.
    assert!(!text.contains("確定"), "{whence}: {text}");
    let words = english_words(&text);
    assert!(words.is_empty(), "{whence}: English {words:?} in {text}");
    // The legend: the pattern's own names for its marks, in Japanese.
    for name in step.highlights.names() {
        let ja = Lang::Ja.catalogue().label(name);
        let words = english_words(&ja);
        assert!(
            words.is_empty(),
            "{whence}: legend {name:?} -> {ja:?} keeps {words:?}"
        );
    }
}

#[test]
fn every_strategy_has_a_japanese_name() {
    for s in REGISTRY {
        // Every language, so that a new catalogue is checked too.
        for l in Lang::ALL {
            assert!(
                lang::strategy_name(s.id, l).is_some(),
                "{} has no name in the {l} catalogue",
                s.id
            );
        }
        let name = lang::strategy_name(s.id, Lang::Ja)
            .unwrap_or_else(|| panic!("{} has no Japanese name", s.id));
        assert!(english_words(name).is_empty(), "{}: {name}", s.id);
        assert_eq!(lang::strategy_name(s.id, Lang::En), Some(s.name));
    }
    assert!(lang::strategy_name(BRUTE_FORCE, Lang::Ja).is_some());
}

/// Every strategy explains itself in every language: its steps on the
/// boards of the bundled walkthroughs, and the instances `first` finds on
/// each board along them (`puzzles/rare-technique-bank.txt` and
/// `generated-seed6.txt`, the pictures' puzzles, for those the hand-picked
/// examples do not meet). A strategy
/// met nowhere fails the test, by name: its words are then unchecked.
#[test]
fn every_strategy_explains_itself_in_every_language() {
    let solver = Solver::complete();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let hand_picked = [
        "strategy-examples.txt",
        "fish-examples.txt",
        "chain-examples.txt",
        "als-examples.txt",
        "wxyz-example.txt",
        "worlds-hardest.txt",
    ];
    for (pass, files) in [
        (0, &hand_picked[..]),
        (1, &["rare-technique-bank.txt", "generated-seed6.txt"][..]),
    ] {
        for (whence, board) in bundled_boards(files) {
            if seen.len() == REGISTRY.len() {
                break;
            }
            let w = solver.solve(&board);
            if pass == 0 {
                for (i, step) in w.steps.iter().enumerate() {
                    check_japanese(step, &format!("{whence} step {}", i + 1));
                    seen.insert(step.strategy);
                }
            }
            // The strategies the solver did not need: their first instance
            // on each board from the first one after singles; forcing
            // chains and templates (slow to search) on that board only.
            let singles = w
                .steps
                .iter()
                .take_while(|s| s.strategy.ends_with("single") || s.strategy == "full-house")
                .count();
            for k in singles..=w.steps.len() {
                let board = w.board_before(k);
                for s in REGISTRY {
                    let slow = matches!(s.family, Family::Forcing | Family::LastResort);
                    if seen.contains(s.id) || (slow && k > singles) {
                        continue;
                    }
                    if let Some(step) = s.first(&board) {
                        check_japanese(&step, &format!("{whence} board {k} {}", s.id));
                        seen.insert(s.id);
                    }
                }
            }
        }
    }
    let missing: Vec<&str> = REGISTRY
        .iter()
        .map(|s| s.id)
        .filter(|id| !seen.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "explanations checked for {} of {} strategies; met on no board, so unchecked: {}",
        seen.len(),
        REGISTRY.len(),
        missing.join(", ")
    );
}

/// A sample of every shared set: the first puzzles' walkthroughs in
/// Japanese say no English word, in every notation no `r1c1` name is left.
#[test]
fn japanese_walkthroughs_of_the_shared_sets_are_japanese() {
    let Some(dir) = common::shared("puzzles", "Japanese walkthroughs of the shared sets") else {
        return;
    };
    let solver = Solver::new();
    for set in [
        "norvig_top95",
        "magictour_top1465",
        "norvig_hardest11",
        "norvig_easy50",
        "sx_hard_500_with_solutions",
        "sx_diabolical_500_with_solutions",
        "mini4x4_amayaos_20",
        "mini6x6_sukaku6x6explainer_3",
    ] {
        let text = std::fs::read_to_string(dir.join(format!("{set}.txt"))).expect("a set");
        let puzzles = sudoku_explorer::formats::parse_puzzles(&text);
        for p in puzzles.iter().flatten().take(2) {
            let w = solver.solve(&p.board);
            for (i, step) in w.steps.iter().enumerate() {
                let whence = format!("{set} line {} step {}", p.line, i + 1);
                check_japanese(step, &whence);
                for n in [Notation::Dash, Notation::Letter, Notation::Kanji] {
                    let text = step.explain_in(Lang::Ja, n);
                    assert!(
                        !text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
                            w.starts_with('r') && w[1..].contains('c') && w.len() >= 4
                        }),
                        "{whence} in {n}: {text}"
                    );
                }
            }
            let status = Lang::Ja.catalogue().status(&w.status);
            assert!(english_words(&status).is_empty(), "{set}: {status}");
        }
    }
}

#[test]
fn english_stays_the_patterns_own_words() {
    let (_, board) = bundled_boards(&["strategy-examples.txt"]).remove(0);
    for step in Solver::new().solve(&board).steps {
        assert_eq!(step.explain(Lang::En), step.explanation());
        assert_eq!(
            step.explain_in(Lang::En, Notation::RowCol),
            step.explanation()
        );
    }
}

#[test]
fn the_japanese_page_says_it_is_japanese() {
    let (_, board) = bundled_boards(&["strategy-examples.txt"]).remove(0);
    let w = Solver::new().solve(&board);
    let opts = RenderOptions::default().in_language(Lang::Ja, Notation::Kanji);
    let page = render::walkthrough_html_with(&w, "例題", &opts);
    assert!(page.contains("<html lang=\"ja\">"));
    assert!(page.contains("理詰めだけで解けた（"));
    assert!(page.contains("行") && page.contains("列"));
    assert!(
        page.contains("Noto Sans CJK JP"),
        "a Japanese font is named"
    );
    let english = render::walkthrough_html(&w, "example");
    assert!(english.contains("<html lang=\"en\">"));
}

#[test]
fn japanese_pictures_keep_their_captions_on_the_canvas() {
    let (_, board) = bundled_boards(&["strategy-examples.txt"]).remove(0);
    let w = Solver::new().solve(&board);
    let i = w
        .steps
        .iter()
        .position(|s| s.strategy.starts_with("locked"))
        .expect("a locked-candidates step in the first example");
    let step = &w.steps[i];
    let opts = RenderOptions::default()
        .in_language(Lang::Ja, Notation::RowCol)
        .with_caption(step.explain(Lang::Ja))
        .with_legend(true);
    let svg = render::step_svg(&w.board_before(i), step, &opts);
    assert!(svg.contains("Noto Sans CJK JP"));
    let width: f64 = svg
        .split("width=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .and_then(|s| s.parse().ok())
        .expect("the picture's width");
    // Every left-aligned text (caption lines, legend words), measured with
    // a full-width character as one em and an ASCII one as at least 0.55 em,
    // ends on the canvas.
    let attr = |tag: &str, name: &str| -> Option<String> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(tag[start..].split('"').next()?.to_string())
    };
    let mut lines = 0;
    for element in svg.split("<text").skip(1) {
        let (tag, rest) = element.split_once('>').expect("a text element");
        if attr(tag, "text-anchor").is_some_and(|a| a != "start") {
            continue;
        }
        let text = rest.split("</text>").next().unwrap_or("").trim();
        let x: f64 = attr(tag, "x").and_then(|v| v.parse().ok()).expect("x");
        let px: f64 = attr(tag, "font-size")
            .and_then(|v| v.parse().ok())
            .expect("size");
        let ems: f64 = text
            .chars()
            .map(|c| if c.is_ascii() { 0.55 } else { 1.0 })
            .sum();
        assert!(
            x + ems * px <= width,
            "{text:?} at x={x} runs off a {width} px canvas"
        );
        lines += usize::from(!text.is_ascii());
    }
    assert!(lines >= 3, "the caption and legend are in Japanese");
}
