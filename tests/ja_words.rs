//! Under `--lang ja` a Japanese learner meets no English sentence: every
//! command (explain, find, hint at each level, check, rate, strategies,
//! solve, candidates, convert, explore, generate, render of every strategy
//! the docs draw, and the errors of files, puzzles and command lines) is run,
//! and every word in Latin letters must be a name Japanese solvers write in
//! Latin letters too (SE, HoDoKu, ALS, AIC, BUG, X-Wing, XYウィング's XY...),
//! a strategy id, an option, a placeholder or a file name.

mod common;
use common::run_with_input as run;
use std::collections::BTreeSet;
use std::path::Path;

/// Latin words a Japanese text may hold: names written that way in Japanese
/// books and sites, and code (the solver's Rust names, the command's own).
const ALLOWED: &[&str] = &[
    "SE",
    "HoDoKu",
    "ALS",
    "ALS-XY",
    "ALS-XZ",
    "AIC",
    "BUG",
    "X-Wing",
    "XY",
    "XZ",
    "XYZ",
    "WXYZ",
    "VWXYZ",
    "Sudoku",
    "Explainer",
    "Solver",
    "complete",
    "explain",
    "stdin",
    "sudoku-explorer",
    "en",
    "ja",
    // Commands and format names: what the user types.
    "find",
    "explain",
    "generate",
    "render",
    "line",
    "grid",
    "comma",
    "boxed",
    "candidates",
    "library",
];

/// `text` without what it quotes (「...」: the user's own words echoed)
/// and its placeholders (`<MAX_SECONDS>`).
fn unquoted(text: &str) -> String {
    let mut out = String::new();
    let mut closing = None;
    for c in text.chars() {
        match (closing, c) {
            (None, '「') => closing = Some('」'),
            (None, '<') => closing = Some('>'),
            (Some(end), c) if c == end => closing = None,
            (Some(_), _) => {}
            (None, c) => out.push(c),
        }
    }
    out
}

fn manifest(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// The strategy ids, from `strategies --json`.
fn ids() -> BTreeSet<String> {
    let (_, out, _) = run(&["strategies", "--json"], "");
    out.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["id"].as_str().unwrap().to_string()
        })
        .collect()
}

/// The Latin words of `text` that are not allowed, with their line: file
/// paths, options (`--limit`), placeholders (`<FILE>`) and cells aside.
fn english(text: &str, ids: &BTreeSet<String>, files: &[&str]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in text.lines() {
        let mut rest = unquoted(line);
        for f in files {
            rest = rest.replace(f, " ");
        }
        // Paths the command wrote (dir/name.html) and code points (U+FFFD).
        let rest: String = rest
            .split(' ')
            .map(|w| if w.contains('/') { "" } else { w })
            .collect::<Vec<_>>()
            .join(" ");
        let chars: Vec<char> = rest.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if !chars[i].is_ascii_alphabetic() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '-') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect::<String>();
            let word = word.trim_end_matches('-').to_string();
            let before: String = chars[start.saturating_sub(2)..start].iter().collect();
            let option = before.ends_with("--")
                || before.ends_with('<')
                || before.ends_with('|')
                || before.ends_with('+');
            let code = word.chars().any(|c| c.is_ascii_digit()) || word.len() < 2;
            if !(option || code || ALLOWED.contains(&word.as_str()) || ids.contains(&word)) {
                found.push((word, line.to_string()));
            }
        }
    }
    found
}

/// Runs `args` with `--lang ja` (and `input` on standard input) and
/// returns what it printed, both streams.
fn ja(args: &[&str], input: &str) -> String {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--lang", "ja"]);
    let (_, out, err) = run(&all, input);
    format!("{out}\n{err}")
}

#[test]
fn every_command_speaks_japanese() {
    let ids = ids();
    let hardest = manifest("puzzles/worlds-hardest.txt");
    let als = manifest("puzzles/als-examples.txt");
    let chains = manifest("puzzles/chain-examples.txt");
    let fish = manifest("puzzles/fish-examples.txt");
    let examples = manifest("puzzles/strategy-examples.txt");
    let numpre = manifest("puzzles/numpre1.txt");
    // strategy-examples.txt's first puzzle (Sudoku Exchange sx_medium #35),
    // and a position of it with a wrong 6 in r1c1 (its solution has 7).
    let puzzle =
        "...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1";
    let wrong = format!("6{}", &puzzle[1..]);
    let dir = std::env::temp_dir().join(format!("sudoku-ja-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let puzzle_file = dir.join("puzzle.txt");
    std::fs::write(&puzzle_file, puzzle).unwrap();
    let puzzle_file = puzzle_file.to_str().unwrap().to_string();
    // A file with a byte that is not UTF-8 (0xE9, Latin-1's é) in r1c3.
    let latin1 = dir.join("latin1.txt");
    let mut bytes = puzzle.as_bytes().to_vec();
    bytes[2] = 0xE9;
    std::fs::write(&latin1, bytes).unwrap();
    let latin1 = latin1.to_str().unwrap().to_string();
    let sheet = dir.join("sheet.html");
    let sheet = sheet.to_str().unwrap().to_string();
    let dir_text = dir.to_str().unwrap().to_string();
    let mut said = Vec::new();
    for args in [
        vec!["explain", &hardest],
        vec!["explain", &als],
        vec!["explain", &chains],
        vec!["explain", &fish],
        vec!["find", "x-wing", &examples],
        vec!["find", "aic", &chains, "--limit", "3"],
        vec![
            "find",
            "skyscraper",
            &chains,
            "--productive",
            "--limit",
            "1",
        ],
        vec![
            "find",
            "forcing-chain-contradiction",
            &als,
            "--after-singles",
        ],
        vec!["find", "xwing", &examples],
        vec!["hint", &als],
        vec!["hint", "--level", "2", &als],
        vec!["hint", "--level", "3", &chains],
        vec!["hint", "--level", "4", &fish],
        vec!["rate", &als],
        vec!["strategies"],
        vec!["strategies", "--curriculum"],
        vec!["solve", &examples],
        vec!["solve", "--count", "--limit", "2", &examples],
        vec!["candidates", &numpre],
        vec!["convert", "--to", "grid", &numpre],
        vec!["explore", "x-wing", &chains],
        vec!["generate", "--count", "2", "--seed", "3"],
        vec!["generate", "--needs", "hidden-quad", "--size", "4"],
        vec!["explain", "/no/such/file.txt"],
        vec!["render", &examples, "--step", "999", "-o", "/dev/null"],
        vec!["fnd"],
        vec!["find", "x-wing"],
        vec!["generate", "--seconds", "3"],
        vec!["hint", "--level", "5", &numpre],
        vec!["render", "--digit", "3", "--strategy", "x-wing", &numpre],
        vec!["explain", "--format", "zz", &numpre],
        vec!["solve", "--threads", "0", &numpre],
        vec!["explain", &latin1],
        vec![
            "generate",
            "--needs",
            "xy-wing",
            "--seed",
            "1",
            "--worksheet",
            &sheet,
        ],
        vec!["explain", &examples, "--html", &dir_text],
    ] {
        said.push((args.join(" "), ja(&args, "")));
    }
    // Work to check: a wrong digit, and nothing wrong.
    said.push((
        "check (a wrong digit)".into(),
        ja(&["check", "--puzzle", &puzzle_file, "-"], &wrong),
    ));
    said.push(("check".into(), ja(&["check", &numpre], "")));
    // A uniqueness strategy on a puzzle with many solutions.
    said.push((
        "find unique-rectangle-1 (many solutions)".into(),
        ja(
            &["find", "unique-rectangle-1", "-"],
            &format!("1{}", ".".repeat(80)),
        ),
    ));
    let _ = std::fs::remove_dir_all(&dir);
    // Puzzles that are not puzzles.
    for bad in [
        "12345\n",
        "..x\n",
        &"1".repeat(81),
        "1234\n4...\n",
        &".".repeat(81),
        "5...............\n",
    ] {
        for command in ["explain", "check", "hint", "rate", "solve", "find"] {
            let args: Vec<&str> = match command {
                "find" => vec!["find", "x-wing", "-"],
                c => vec![c, "-"],
            };
            said.push((format!("{command} on {bad:?}"), ja(&args, bad)));
        }
    }
    let files = [
        hardest.as_str(),
        als.as_str(),
        chains.as_str(),
        fish.as_str(),
        examples.as_str(),
        numpre.as_str(),
        puzzle_file.as_str(),
        latin1.as_str(),
        sheet.as_str(),
        dir_text.as_str(),
        "/no/such/file.txt",
    ];
    let mut bad = Vec::new();
    for (what, text) in &said {
        for (word, line) in english(text, &ids, &files) {
            bad.push(format!("{what}: {word:?} in {line}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} English words:\n{}",
        bad.len(),
        bad.join("\n")
    );
    // The runs said something: a walkthrough, a hint, errors.
    let all: String = said.iter().map(|(_, t)| t.as_str()).collect();
    assert!(all.contains("理詰めで解けた") && all.contains("ファイルの1行目"));
    assert!(all.contains("r1c1"), "the wrong digit is named");
    assert!(all.contains("UTF-8") && all.contains("書き出しました"));
}

#[test]
fn every_picture_speaks_japanese() {
    // Each strategy the docs draw (docs/pictures/ID.svg), drawn in Japanese
    // from the docs' own example (docs/make-pictures.sh names it; the
    // others come from puzzles/generated-seed6.txt).
    let ids = ids();
    let script = std::fs::read_to_string(manifest("docs/make-pictures.sh")).unwrap();
    let example = |id: &str| -> Option<(String, String)> {
        let key = format!("[{id}]=\"");
        let at = script.find(&key)? + key.len();
        let (file, puzzle) = script[at..].split('"').next()?.split_once(' ')?;
        let file = file.replace("$ex", "puzzles/strategy-examples.txt");
        Some((file, puzzle.to_string()))
    };
    let dir = std::env::temp_dir().join(format!("sudoku-ja-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut drawn = 0;
    let mut bad = Vec::new();
    let pictures = std::fs::read_dir(manifest("docs/pictures")).unwrap();
    let mut names: Vec<String> = pictures
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".svg")
                .map(String::from)
        })
        .collect();
    names.sort();
    for id in names {
        let out = dir.join(format!("{id}.svg"));
        let out_text = out.to_str().unwrap().to_string();
        let mut args = vec!["render".to_string()];
        // Singles explained by scanning: numpre1's steps 1 and 9, as
        // docs/make-pictures.sh draws them.
        if let Some(single) = id.strip_prefix("scanning-") {
            let step = if single == "hidden-single" { "1" } else { "9" };
            args.push(manifest("puzzles/numpre1.txt"));
            args.extend(["--step".into(), step.into(), "--scanning".into()]);
        } else {
            match example(&id) {
                Some((file, puzzle)) => args.extend([manifest(&file), "--puzzle".into(), puzzle]),
                None => args.push(manifest("puzzles/generated-seed6.txt")),
            }
            args.extend(["--strategy".into(), id.clone()]);
        }
        args.extend(["-o".into(), out_text]);
        args.extend(["--lang".into(), "ja".into()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = run(&args, "");
        assert_eq!(code, Some(0), "{id}: {err}");
        let svg = std::fs::read_to_string(&out).unwrap();
        let texts: String = svg
            .split("<text")
            .skip(1)
            .filter_map(|t| Some(t.split_once('>')?.1.split('<').next()?.to_string()))
            .collect::<Vec<_>>()
            .join("\n");
        for (word, line) in english(&texts, &ids, &[]) {
            bad.push(format!("{id}: {word:?} in {line}"));
        }
        drawn += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(drawn > 80, "{drawn} pictures");
    assert!(
        bad.is_empty(),
        "{} English words:\n{}",
        bad.len(),
        bad.join("\n")
    );
    assert!(Path::new(&manifest("docs/pictures/x-wing.svg")).exists());
}
