//! `hint` as a learner meets it: each level tells a little more of the
//! step `explain` would take next, in the learner's language; bad lines
//! and positions without one solution are named, the others answered.

mod common;
use common::{run_with_input, tool};

const NUMPRE1: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");

fn stdout_of(args: &[&str]) -> String {
    let out = tool().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The first step of `explain --json --order curriculum` on numpre1 (the
/// order hints follow).
fn first_step() -> serde_json::Value {
    let text = stdout_of(&["explain", "--json", "--order", "curriculum", NUMPRE1]);
    let walk: serde_json::Value = serde_json::from_str(&text).unwrap();
    walk["steps"][0].clone()
}

/// A strategy's display name, as `strategies --json` lists it.
fn name_of(id: &str) -> String {
    let list = stdout_of(&["strategies", "--json"]);
    list.lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|s| s["id"] == id)
        .map(|s| s["name"].as_str().unwrap().to_string())
        .unwrap()
}

#[test]
fn each_level_tells_a_little_more_of_the_next_step() {
    let step = first_step();
    let id = step["strategy"].as_str().unwrap();
    let name = name_of(id);
    let one = stdout_of(&["hint", NUMPRE1]);
    assert!(
        one.trim()
            .starts_with(&format!("Try this technique next: {name} (")),
        "{one}"
    );
    assert!(one.trim().ends_with(" tier)."), "{one}");
    let two = stdout_of(&["hint", NUMPRE1, "--level", "2"]);
    assert!(
        two.starts_with(&format!("Try this technique next: {name}, on ")),
        "{two}"
    );
    assert!(
        !two.contains("r3c") && !two.contains("c9"),
        "level 2 names no cell: {two}"
    );
    let four = stdout_of(&["hint", NUMPRE1, "--level", "4"]);
    assert_eq!(four.trim(), step["explanation"].as_str().unwrap());

    // JSON: the level's fields only.
    let json = |level: &str| -> serde_json::Value {
        serde_json::from_str(&stdout_of(&["hint", NUMPRE1, "--json", "--level", level])).unwrap()
    };
    let (j1, j2, j3, j4) = (json("1"), json("2"), json("3"), json("4"));
    assert_eq!(j1["strategy"], id);
    assert!(j1.get("digits").is_none() && j1.get("cells").is_none());
    let has = |v: &serde_json::Value| v.as_array().is_some_and(|a| !a.is_empty());
    if ["full-house", "hidden-single", "naked-single"].contains(&id) {
        // A single's digit and house together are its answer: one of them.
        assert!(has(&j2["digits"]) != has(&j2["houses"]), "{j2}");
    } else {
        assert!(has(&j2["digits"]) && has(&j2["houses"]), "{j2}");
    }
    assert!(j2.get("cells").is_none() && j2.get("step").is_none());
    assert!(j3["cells"].as_array().is_some_and(|c| !c.is_empty()));
    assert!(j3.get("step").is_none(), "no eliminations below level 4");
    assert_eq!(j4["step"]["placements"], step["placements"]);
    assert_eq!(j4["line"], 1);

    // In Japanese, from the same step.
    let ja = stdout_of(&["hint", NUMPRE1, "--lang", "ja"]);
    assert!(ja.starts_with("次に使う解法："), "{ja}");
}

#[test]
fn bad_lines_and_positions_without_one_solution_are_named() {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    let examples = std::fs::read_to_string(examples).unwrap();
    let good = examples
        .lines()
        .find(|l| !l.starts_with('#'))
        .and_then(|l| l.split_whitespace().next())
        .unwrap();
    let empty = ".".repeat(81);
    let input = format!("{good}\n{}x\n{empty}\n", &good[..80]);
    let (code, out, err) = run_with_input(&["hint", "-", "--format", "line"], &input);
    assert_eq!(code, Some(1), "{err}");
    assert!(out.starts_with("1: Try this technique next: "), "{out}");
    assert_eq!(
        out.lines().count(),
        1,
        "only the good line is hinted: {out}"
    );
    assert!(err.contains("line 2, column 81"), "{err}");
    assert!(
        err.contains("line 3: the puzzle has more than one solution"),
        "{err}"
    );

    // In the learner's language.
    let (code, _, err) = run_with_input(&["hint", "-", "--lang", "ja"], &format!("{empty}\n"));
    assert_eq!(code, Some(1));
    assert!(err.contains("解が複数あります"), "{err}");
}

#[test]
fn svg_draws_the_hint() {
    let dir = std::env::temp_dir().join(format!("hint-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hint.svg");
    let path_text = path.to_str().unwrap();
    let text = stdout_of(&["hint", NUMPRE1, "--level", "3", "--svg", path_text]);
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<svg"), "{}", &svg[..40]);
    // The caption is the hint's own words (its first words).
    assert!(svg.contains("Try this technique next"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The first puzzle of strategy-examples.txt and its solution (from
/// `solve`).
fn example_and_solution() -> (String, String) {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    let examples = std::fs::read_to_string(examples).unwrap();
    let puzzle = examples
        .lines()
        .find(|l| !l.starts_with('#'))
        .and_then(|l| l.split_whitespace().next())
        .unwrap()
        .to_string();
    let (_, solution, _) = run_with_input(&["solve", "-"], &format!("{puzzle}\n"));
    (puzzle, solution.trim().to_string())
}

#[test]
fn check_names_a_wrong_digit_and_hint_names_it_first() {
    let (puzzle, solution) = example_and_solution();
    let digits: Vec<u8> = puzzle
        .bytes()
        .map(|b| b.saturating_sub(b'0') % 10)
        .collect();
    let answer: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
    // The first open cell, and a digit no given of its row, column or box
    // holds, other than the solution's.
    let i = digits.iter().position(|&d| d == 0).unwrap();
    let sees =
        |j: usize| j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3);
    let wrong = (1..=9u8)
        .find(|&d| d != answer[i] && !(0..81).any(|j| sees(j) && digits[j] == d))
        .unwrap();
    let mut givens = String::new();
    for (j, &d) in digits.iter().enumerate() {
        match (j == i, d) {
            (true, _) => givens.push_str(&format!("+{wrong}")),
            (false, 0) => givens.push('.'),
            (false, d) => givens.push(char::from(b'0' + d)),
        }
    }
    let line = format!(":0000:x:{givens}::::\n");
    let cell = format!("r{}c{}", i / 9 + 1, i % 9 + 1);
    let (code, out, err) = run_with_input(&["check", "-"], &line);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        out.starts_with(&format!("{cell} holds {wrong}, which cannot be"))
            && !out.contains("solution"),
        "{out}"
    );
    let (_, out, _) = run_with_input(&["check", "-", "--json"], &line);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["wrong_digits"][0], format!("{cell}={wrong}"));
    // A hint names the mistake first, never a step from a wrong position.
    let (code, out, err) = run_with_input(&["hint", "-"], &line);
    assert_eq!(code, Some(1));
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("first a mistake to mend"), "{err}");

    // The puzzle itself: no mistakes.
    let (code, out, _) = run_with_input(&["check", "-"], &format!("{puzzle}\n"));
    assert_eq!(code, Some(0));
    assert!(out.starts_with("No mistakes so far"), "{out}");

    // Typed in as digits only, the wrong digit reads as a given: the
    // "puzzle" has no solution. With the original named, it is the
    // learner's digit again, and named.
    let typed: String = givens.replace(&format!("+{wrong}"), &wrong.to_string());
    let typed = format!("{typed}\n");
    let (code, _, err) = run_with_input(&["check", "-"], &typed);
    assert_eq!(code, Some(1));
    assert!(err.contains("the puzzle has no solution"), "{err}");
    let original = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-original.txt");
    std::fs::write(&original, format!("{puzzle}\n")).unwrap();
    let original = original.to_str().unwrap();
    let (code, out, err) = run_with_input(&["check", "-", "--puzzle", original], &typed);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        out.starts_with(&format!("{cell} holds {wrong}, which cannot be")),
        "{out}"
    );
    // The original's givens must all be in the position.
    let (code, _, err) = run_with_input(&["check", original, "--puzzle", "-"], &typed);
    assert_eq!(code, Some(1));
    assert!(
        err.contains(&format!(
            "{cell}: the puzzle gives {wrong} there, the position has no digit"
        )),
        "{err}"
    );
}

/// `explain --position N` writes the position before step N, and `hint
/// --level 4` on it gives step N of the same walkthrough (curriculum order),
/// in every step of a tough puzzle from the bundled examples; a step past
/// the end is named.
#[test]
fn the_position_before_each_step_can_be_hinted_from() {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    let puzzle = stdout_of(&["convert", "--to", "line", examples]);
    let line = puzzle.lines().find(|l| !l.is_empty()).unwrap().to_string();
    let dir = std::env::temp_dir().join(format!("hint-positions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("p.txt");
    std::fs::write(&file, format!("{line}\n")).unwrap();
    let file = file.to_str().unwrap();
    let walk: serde_json::Value = serde_json::from_str(&stdout_of(&[
        "explain",
        "--json",
        "--order",
        "curriculum",
        file,
    ]))
    .unwrap();
    let steps = walk["steps"].as_array().unwrap();
    assert!(steps.len() > 20);
    for (k, step) in steps.iter().enumerate().step_by(5) {
        let n = (k + 1).to_string();
        let position = stdout_of(&["explain", "--order", "curriculum", "--position", &n, file]);
        assert!(position.starts_with(':'), "a library line: {position}");
        let at = dir.join(format!("at{n}.txt"));
        std::fs::write(&at, &position).unwrap();
        let four = stdout_of(&["hint", "--level", "4", at.to_str().unwrap()]);
        assert_eq!(
            four.trim(),
            step["explanation"].as_str().unwrap(),
            "step {n}"
        );
    }
    let past = (steps.len() + 2).to_string();
    let out = tool()
        .args(["explain", "--position", &past, file])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("step {past} does not exist")));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The rating under a walkthrough says why it is below a step above it, and
/// names SE's direct technique in words; asked for as a strategy, a direct
/// technique is explained and the strategy to use named.
#[test]
fn the_rating_beside_the_steps_says_why_it_is_lower() {
    let text = stdout_of(&["explain", NUMPRE1]);
    let rating = text.lines().find(|l| l.starts_with("Rating: ")).unwrap();
    assert!(text.contains("[naked-single, SE 2.3]"), "a step rated 2.3");
    assert!(
        rating.starts_with("Rating: SE 2.0 (hardest step on SE's own path: direct Hidden Pair)"),
        "{rating}"
    );
    assert!(rating.contains("Some steps above rate higher"), "{rating}");
    let out = tool()
        .args(["find", "direct-hidden-pair", NUMPRE1])
        .output()
        .unwrap();
    assert_ne!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Sudoku Explainer's name for a Hidden Pair")
            && err.contains("use hidden-pair"),
        "{err}"
    );
}
