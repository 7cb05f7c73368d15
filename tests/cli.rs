//! The command line as a user meets it: write errors are errors, a closed
//! pipe is not, and the status of a walkthrough is named.

use std::process::Stdio;

mod common;
use common::{run_with_input, tool};

#[test]
fn a_full_disk_is_an_error_not_silence() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        println!("skipping a_full_disk_is_an_error_not_silence: no /dev/full here");
        return;
    };
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    for args in [
        vec!["explain", numpre1],
        vec!["explain", "--json", numpre1],
        vec!["find", "hidden-single", numpre1],
        vec!["strategies"],
        vec!["solve", numpre1],
        vec!["bench", numpre1, "--seconds", "0.01"],
        vec!["rate", numpre1],
    ] {
        let out = tool()
            .args(&args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("cannot write the output"), "{args:?}: {err}");
    }
}

#[test]
fn a_reader_that_goes_away_is_not_an_error() {
    let top = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    let mut child = tool()
        .args(["explain", top])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read nothing and close the pipe, as `| head -0` would.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn explain_json(puzzle: &str) -> serde_json::Value {
    let (_, stdout, _) = run_with_input(&["explain", "--json", "-"], puzzle);
    serde_json::from_str(&stdout).unwrap()
}

#[test]
fn explain_names_several_solutions_and_contradictions() {
    let many = explain_json(&format!("1{}\n", ".".repeat(80)));
    assert_eq!(many["status"], "multiple-solutions");
    assert_eq!(many["solutions_found_at_least"], 2);
    assert_eq!(many["solution"], serde_json::Value::Null);
    let none = explain_json(
        ":0000:x:8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..:112:::\n",
    );
    assert_eq!(none["status"], "contradiction");
    // Arto Inkala's puzzle: solved by logic (nested forcing nets); with
    // singles only, brute force finishes it, and the status says so.
    let inkala =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n";
    let hardest = explain_json(inkala);
    assert_eq!(hardest["status"], "solved");
    assert_eq!(hardest["brute_force_steps"], 0);
    let strategies = "full-house,naked-single,hidden-single,brute-force";
    let args = ["explain", "--json", "--strategies", strategies, "-"];
    let (_, stdout, _) = run_with_input(&args, inkala);
    let forced: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(forced["status"], "solved-with-brute-force");
    assert!(forced["brute_force_steps"].as_u64().unwrap() > 0);
}

#[test]
fn uniqueness_patterns_need_a_puzzle_with_one_solution() {
    // 13 solutions (the report's example): unique-rectangle-4 would remove
    // r1c7<>3 and r1c9<>3 on it.
    let dir = std::env::temp_dir().join(format!("sudoku-explorer-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("thirteen.txt");
    std::fs::write(
        &file,
        "...718...83....14...9...........1.95..2.6.4..51.9...........6...85....12...487.5.\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let out = tool()
        .args(["find", "unique-rectangle-4", file])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "line 1: 0 instance(s) of unique-rectangle-4\n"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("exactly one solution"));
    let out = tool()
        .args(["find", "unique-rectangle-4", file, "--assume-unique"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("line 1: 1 instance(s)"), "{text}");
    assert!(
        text.contains("Assuming the puzzle has one solution"),
        "{text}"
    );
    let svg = dir.join("ur.svg");
    let out = tool()
        .args(["render", file, "--strategy", "unique-rectangle-4", "-o"])
        .arg(&svg)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("exactly one solution"));
    let out = tool()
        .args([
            "render",
            file,
            "--strategy",
            "unique-rectangle-4",
            "--assume-unique",
            "-o",
        ])
        .arg(&svg)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn numbers_the_tool_cannot_honour_are_refused() {
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    for (args, says) in [
        (
            vec!["bench", numpre1, "--seconds", "inf"],
            "expected seconds from 0 to 3600",
        ),
        (
            vec!["bench", numpre1, "--seconds", "1e300"],
            "expected seconds from 0 to 3600",
        ),
        (
            vec!["bench", numpre1, "--seconds=-1"],
            "expected seconds from 0 to 3600",
        ),
        (
            vec!["explore", "x-wing", numpre1, "--threads", "10000"],
            "from 1 to 256",
        ),
        (
            vec!["explore", "x-wing", numpre1, "--threads", "0"],
            "from 1 to 256",
        ),
        (vec!["solve", numpre1, "--threads", "300"], "from 1 to 256"),
        (
            vec!["solve", "--count", "--limit", "0", numpre1],
            "expected a limit of at least 1",
        ),
        (
            vec!["explore", "x-wing", numpre1, "--limit", "0"],
            "expected a limit of at least 1",
        ),
        (
            vec!["generate", "--seed", "-1"],
            "expected a seed from 0 to 18446744073709551615 (a whole number), found '-1'",
        ),
        (
            vec!["generate", "--seed", "18446744073709551616"],
            "expected a seed from 0 to 18446744073709551615",
        ),
    ] {
        let out = tool().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn bad_bytes_missing_files_and_old_line_ends_lose_nothing_else() {
    let dir = std::env::temp_dir().join(format!("sudoku-explorer-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let hardest =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let solution =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
    // One Latin-1 byte on line 2: that line fails, lines 1 and 3 are answered.
    let bad = dir.join("latin1.txt");
    let mut bytes = format!("{hardest}\n1.").into_bytes();
    bytes.push(0xE9);
    bytes.extend(format!("....\n{hardest}\n").bytes());
    std::fs::write(&bad, bytes).unwrap();
    // Old Mac line ends (CR only): two puzzles, not one line.
    let cr = dir.join("cr.txt");
    std::fs::write(&cr, format!("{hardest}\r{hardest}\r")).unwrap();
    // Only a BASIC remark: no puzzle is an error, not silence.
    let rem = dir.join("rem.txt");
    std::fs::write(&rem, "rem nothing here\n").unwrap();
    let out = tool()
        .arg("solve")
        .args([&bad, &dir.join("missing.txt"), &cr, &rem])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 6, "{stdout}");
    assert_eq!(lines[0], solution);
    assert!(
        lines[1].starts_with("error: line 2, column 3"),
        "{}",
        lines[1]
    );
    assert_eq!(&lines[2..5], [solution, solution, solution]);
    assert_eq!(
        lines[5],
        "error: line 1: expected a puzzle in the comma format, found none"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("line 2, column 3: byte 0xE9 is not UTF-8 text"),
        "{stderr}"
    );
    assert!(stderr.contains("missing.txt"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pages_are_all_written_when_the_reader_of_the_text_goes_away() {
    // 5 puzzles, 65 kB of text: more than the output buffer holds, so the
    // closed pipe is met before the last page.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/als-examples.txt");
    let pages = |dir: &std::path::Path, close_stdout: bool| -> Vec<String> {
        let _ = std::fs::remove_dir_all(dir);
        let mut child = tool()
            .args(["explain", file, "--html"])
            .arg(dir)
            .stdout(if close_stdout {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // As `| head -0` would: the text's reader is gone at once.
        drop(child.stdout.take());
        assert_eq!(child.wait().unwrap().code(), Some(0));
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let tmp = std::env::temp_dir().join(format!("sudoku-explorer-pages-{}", std::process::id()));
    let read_to_the_end = pages(&tmp.join("a"), false);
    let reader_gone = pages(&tmp.join("b"), true);
    let _ = std::fs::remove_dir_all(&tmp);
    assert_eq!(read_to_the_end.len(), 5, "{read_to_the_end:?}");
    assert!(read_to_the_end.iter().all(|n| n.ends_with(".html")));
    assert_eq!(reader_gone, read_to_the_end);
}

#[test]
fn every_core_gives_the_same_answers_in_the_same_order() {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/generated-seed6.txt");
    let run = |args: &[&str], threads: &str| {
        let out = tool()
            .args(args)
            .args(["--threads", threads])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    for args in [
        vec!["solve", examples],
        vec!["solve", "--count", examples],
        vec!["explain", "--json", examples],
        vec!["find", "naked-pair", examples],
        vec!["rate", "--json", examples],
        vec!["rate", examples],
    ] {
        let one = run(&args, "1");
        assert!(one.lines().count() >= 300, "{args:?}");
        assert_eq!(run(&args, "3"), one, "{args:?}");
    }
}

/// `-o /dev/null` writes to the device: the whole-file write (a temporary
/// file renamed into place) must not replace it with a regular file (as
/// root it could, and every later reader of /dev/null would read what
/// others wrote to it).
#[cfg(unix)]
#[test]
fn writing_to_dev_null_leaves_the_device() {
    use std::os::unix::fs::FileTypeExt;
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    let out = tool()
        .args(["render", numpre1, "-o", "/dev/null"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = tool()
        .args(["hint", numpre1, "--svg", "/dev/null"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kind = std::fs::metadata("/dev/null").unwrap().file_type();
    assert!(kind.is_char_device(), "/dev/null is now {kind:?}");
}

#[test]
fn render_names_the_steps_there_are() {
    let hardest = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/worlds-hardest.txt");
    let out = tool()
        .args(["render", hardest, "--step", "999", "-o", "/dev/null"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("step 999 does not exist; the walkthrough has"),
        "{err}"
    );
    assert!(err.contains(" steps (1 to "), "{err}");
    // A solved board has a walkthrough of no steps.
    let (_, _, err) = run_with_input(
        &["render", "-", "--step", "1", "-o", "/dev/null"],
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452\n",
    );
    assert!(err.contains("the walkthrough has no steps"), "{err}");
}

#[test]
fn find_can_start_after_the_singles() {
    // Puzzle 3 of the strategy examples (line 5) is the naked-pair example:
    // its pair {67} shows only once the singles are placed.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    let run = |extra: &[&str]| {
        let out = tool()
            .args(["find", "naked-pair", file])
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let pair = "Naked pair {67} in r4c2 and r4c6";
    let plain = run(&[]);
    assert!(!plain.contains(pair), "{plain}");
    let advanced = run(&["--after-singles"]);
    assert!(advanced.contains(pair), "{advanced}");
}

#[test]
fn find_says_what_it_leaves_out() {
    // puzzles/chain-examples.txt, line 16: 3 of its 10 skyscrapers remove
    // something; puzzles/als-examples.txt after the singles: more forcing
    // chain contradictions than the search's cap of 20 on lines 5-7 and 9.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/chain-examples.txt");
    let hard = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/als-examples.txt");
    let run_on = |file: &str, args: &[&str]| {
        let out = tool().args(args).arg(file).output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let run = |args: &[&str]| run_on(file, args);
    let all = run(&["find", "skyscraper"]);
    assert!(
        all.contains("line 16: 10 instance(s) of skyscraper"),
        "{all}"
    );
    let some = run(&["find", "skyscraper", "--productive"]);
    assert!(
        some.contains(
            "line 16: 3 instance(s) of skyscraper\n  1. Skyscraper on 5: row 1 has 5 only"
        ),
        "{some}"
    );
    assert!(some.contains("  (7 more remove nothing: without --productive they are listed too)"));
    let json = run(&["find", "skyscraper", "--productive", "--json"]);
    let line16: serde_json::Value = serde_json::from_str(json.lines().nth(1).unwrap()).unwrap();
    assert_eq!(line16["line"], 16);
    assert_eq!(line16["steps"].as_array().unwrap().len(), 3);
    assert_eq!(line16["unproductive"], 7);
    // --limit on a finder that lists everything: the first N, and the rest
    // counted.
    let two = run(&["find", "skyscraper", "--limit", "2"]);
    assert!(
        two.contains("line 16: 2 instance(s) of skyscraper\n"),
        "{two}"
    );
    assert!(
        two.contains("  (8 more not shown: --limit 10 shows every one)"),
        "{two}"
    );
    let json = run(&["find", "skyscraper", "--limit", "2", "--json"]);
    let line16: serde_json::Value = serde_json::from_str(json.lines().nth(1).unwrap()).unwrap();
    assert_eq!(line16["steps"].as_array().unwrap().len(), 2);
    assert_eq!(line16["left_out"], 8);
    // The forcing chain search stops at 20 on line 5, and says so; line 8
    // has 19. With --limit 30 it looks further: 30 on line 5, 20 on line 7.
    let forcing = |extra: &[&str]| {
        let mut args = vec!["find", "forcing-chain-contradiction", "--after-singles"];
        args.extend_from_slice(extra);
        run_on(hard, &args)
    };
    let capped = forcing(&[]);
    assert!(
        capped.contains("line 5: 20 instance(s) of forcing-chain-contradiction\n  1. "),
        "{capped}"
    );
    assert!(
        capped.contains(
            "  (this search stops at 20: more may exist; --limit 40 looks for more)\nline 6: 20"
        ),
        "{capped}"
    );
    assert!(capped.contains("\nline 8: 19 instance(s)"), "{capped}");
    let further = forcing(&["--limit", "30"]);
    assert!(further.contains("line 5: 30 instance(s)"), "{further}");
    assert!(further.contains("line 7: 20 instance(s)"), "{further}");
    let json = forcing(&["--json"]);
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["line"], 5);
    assert_eq!(lines[0]["at_most"], 20);
    assert!(lines[3].get("at_most").is_none(), "{}", lines[3]);
    // Shortest first: the links of each listed chain never decrease down a
    // position's list, and the lengths do differ (AICs on chain-examples:
    // the search finds the biggest effects first: line 10 listed 5, 5, 7,
    // 3, ... links before the listing sorted them).
    let lines: Vec<serde_json::Value> = run(&["find", "aic", "--json"])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let links = |step: &serde_json::Value| {
        step["highlights"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["kind"] == "link")
            .count()
    };
    let mut lengths = std::collections::BTreeSet::new();
    for line in &lines {
        let counts: Vec<usize> = line["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(links)
            .collect();
        assert!(
            counts.windows(2).all(|w| w[0] <= w[1]),
            "line {}: {counts:?}",
            line["line"]
        );
        lengths.extend(counts);
    }
    assert!(lengths.len() > 3, "{lengths:?}");
    // The limit is checked.
    let zero = tool()
        .args(["find", "aic", "--limit", "0", file])
        .output()
        .unwrap();
    assert!(!zero.status.success());
    assert!(String::from_utf8_lossy(&zero.stderr)
        .contains("expected a limit from 1 to 10000 (a whole number), found '0'"));
}

#[test]
fn render_shows_the_step_the_solver_takes() {
    // The world's hardest needs an AIC at step 29 (r9c5<>6): that step is
    // the one drawn, not the first AIC that happens to exist earlier.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/worlds-hardest.txt");
    let dir = std::env::temp_dir().join(format!("sudoku-explorer-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("aic.svg");
    let out = tool()
        .args(["render", file, "--strategy", "aic", "-o"])
        .arg(&svg)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let picture = std::fs::read_to_string(&svg).unwrap();
    let explain = tool().args(["explain", file]).output().unwrap();
    let text = String::from_utf8_lossy(&explain.stdout);
    let step = text
        .lines()
        .find(|l| l.contains("[aic]") || l.contains("[aic,"))
        .expect("the walkthrough has an AIC");
    assert!(step.ends_with("so r9c5<>6"), "{step}");
    // The caption ends with that step's conclusion.
    assert!(picture.contains("\nr9c5&lt;&gt;6\n") || picture.contains(" r9c5&lt;&gt;6\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_page_that_cannot_be_written_is_an_error_and_leaves_nothing_half_written() {
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    let dir = std::env::temp_dir().join(format!("sudoku-explorer-html-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A folder where the page should go: the rename onto it fails.
    std::fs::create_dir_all(dir.join("numpre1-line1.html")).unwrap();
    let out = tool()
        .args(["explain", numpre1, "--html"])
        .arg(&dir)
        .output()
        .unwrap();
    // Reported, the other pages still written, and the exit code is 1.
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("numpre1-line1.html"), "{err}");
    assert!(!dir.join("numpre1-line1.html.partial").exists());
    // Where it can be written, the page is whole and small.
    std::fs::remove_dir_all(dir.join("numpre1-line1.html")).unwrap();
    let out = tool()
        .args(["explain", numpre1, "--html"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success());
    let page = std::fs::read_to_string(dir.join("numpre1-line1.html")).unwrap();
    assert!(page.trim_end().ends_with("</html>"));
    assert!(page.len() < 1_000_000, "{} bytes", page.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sudoku Exchange bank, sx_hard #2: Sukaku Explainer rates it 2.6
/// (pointing); a copy with a wrong digit in r1c2 that has no solution; an
/// empty grid but one digit (many solutions); a line that is no puzzle.
fn rate_input() -> String {
    format!(
        "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4\n\
         62..5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4\n\
         1{}\n\
         xx\n",
        ".".repeat(80)
    )
}

#[test]
fn rate_gives_one_aligned_line_per_puzzle() {
    let (code, stdout, stderr) = run_with_input(&["rate", "-"], &rate_input());
    assert_eq!(code, Some(1), "a bad puzzle makes the exit code 1");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    assert!(lines[0].starts_with("line") && lines[0].ends_with("hardest"));
    let words: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(
        words,
        ["1", "2.6", "628", "medium", "locked-candidates-pointing"]
    );
    // The columns line up: the SE figure ends where the header's does.
    assert_eq!(
        lines[0].find("se").map(|i| i + 2),
        lines[1].find("2.6").map(|i| i + 3)
    );
    assert_eq!(
        lines[2],
        "2            not rated: the puzzle has no solution"
    );
    assert!(
        lines[3].starts_with("3            not rated: the puzzle has more than one solution"),
        "{}",
        lines[3]
    );
    assert!(
        lines[4].starts_with("4            error: line 4, column 1"),
        "{}",
        lines[4]
    );
    assert!(
        stderr.contains("<stdin>: line 2: the puzzle has no solution"),
        "{stderr}"
    );
    assert!(stderr.contains("<stdin>: line 4, column 1"), "{stderr}");
}

/// `rate --json` on several files names each record's file (both files'
/// first puzzles were `{"line": 1, ...}`, told apart by nothing).
#[test]
fn rate_json_names_the_file_when_there_are_several() {
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    let hardest = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/worlds-hardest.txt");
    let (_, out, _) = run_with_input(&["rate", "--json", numpre1, hardest], "");
    let files: Vec<String> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["file"].to_string())
        .collect();
    assert_eq!(files.len(), 2, "{out}");
    assert!(files[0].ends_with("numpre1.txt\"") && files[1].ends_with("worlds-hardest.txt\""));
    let (_, one, _) = run_with_input(&["rate", "--json", numpre1], "");
    assert!(
        !one.contains("\"file\""),
        "one file: the records stay as they were: {one}"
    );
}

/// `explain --html`: a page that cannot be written is reported and the
/// others are still written (exit 1; it used to stop at the first); a
/// folder that is a file, and an input named `..txt`, get plain answers.
#[test]
fn explain_html_writes_every_page_it_can() {
    let dir = std::env::temp_dir().join(format!("html-pages-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("two-line1.html")).unwrap();
    let input = dir.join("two.txt");
    let sx2 = "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4";
    std::fs::write(&input, format!("{sx2}\n{sx2}\n")).unwrap();
    let out = tool()
        .args([
            "explain",
            input.to_str().unwrap(),
            "--html",
            dir.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("two-line1.html"), "{stderr}");
    assert!(
        dir.join("two-line2.html").is_file(),
        "the second page is written"
    );
    let afile = dir.join("two.txt");
    let out = tool()
        .args([
            "explain",
            input.to_str().unwrap(),
            "--html",
            afile.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a folder"));
    let dotted = dir.join("..txt");
    std::fs::write(&dotted, format!("{sx2}\n")).unwrap();
    let pages = dir.join("pages");
    let out = tool()
        .args([
            "explain",
            dotted.to_str().unwrap(),
            "--html",
            pages.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        pages.join("puzzle-line1.html").is_file(),
        "not a hidden .-line1.html"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file name with a terminal's escape codes is named with escapes in
/// messages, never sent to the terminal raw.
#[test]
fn file_names_with_control_characters_are_escaped() {
    let out = tool().args(["solve", "a\u{1b}[31mb.txt"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("a\\u{1b}[31mb.txt"), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
}

/// Cells in error messages follow `--notation` too (they stayed `r1c1`).
#[test]
fn errors_write_cells_in_the_chosen_notation() {
    let clash = format!("11{}\n", ".".repeat(79));
    let (_, _, stderr) = run_with_input(&["rate", "--notation", "3-2", "-"], &clash);
    assert!(stderr.contains("1-1 and 1-2 both hold 1"), "{stderr}");
    let (_, _, stderr) = run_with_input(
        &["explain", "--lang", "ja", "--notation", "3行2列", "-"],
        &clash,
    );
    assert!(
        stderr.contains("1行1列と1行2列の両方に1があります"),
        "{stderr}"
    );
    let (_, _, stderr) = run_with_input(&["explain", "-"], &clash);
    assert!(stderr.contains("r1c1 and r1c2 both hold 1"), "{stderr}");
}

/// `bench` on a file without a puzzle says so and exits 1 (it printed an
/// empty table and exited 0).
#[test]
fn bench_without_a_puzzle_is_an_error() {
    let (code, stdout, stderr) = run_with_input(&["bench", "-", "--seconds", "0"], "# nothing\n");
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stderr.contains("no puzzle to measure"), "{stderr}");
}

/// `render -o -` writes the SVG to standard output (it wrote a file named
/// `-`), and `render -o FILE` replaces FILE whole or not at all.
#[test]
fn render_writes_to_standard_output_or_whole_files() {
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    let dir = std::env::temp_dir().join(format!("render-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (code, svg, _) = run_with_input(&["render", numpre1, "-o", "-"], "");
    assert_eq!(code, Some(0));
    assert!(
        svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
        "{svg}"
    );
    let file = dir.join("board.svg");
    let (code, _, _) = run_with_input(&["render", numpre1, "-o", file.to_str().unwrap()], "");
    assert_eq!(code, Some(0));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), svg);
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["board.svg"], "no partial file is left");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `explain --strategies` walks with the chosen strategies only, but the
/// rating it prints is the puzzle's, as `rate` gives it, and says so (it
/// used to rate the restricted walkthrough: HoDoKu 140 "extreme" on a
/// puzzle `rate` calls 340 "easy").
#[test]
fn explain_with_chosen_strategies_rates_the_puzzle() {
    let numpre1 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt");
    let (_, rated, _) = run_with_input(&["rate", numpre1], "");
    assert!(
        rated.contains("2.0    340  easy     direct-hidden-pair"),
        "{rated}"
    );
    let (_, text, _) = run_with_input(
        &["explain", "--strategies", "x-wing,full-house", numpre1],
        "",
    );
    assert!(
        text.contains(
            "HoDoKu score 340, level easy (the puzzle's, as `rate` gives it: not this \
             walkthrough's, which uses only the chosen strategies)"
        ),
        "{text}"
    );
    let (_, json, _) = run_with_input(
        &["explain", "--json", "--strategies", "brute-force", numpre1],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    assert_eq!(v["status"], "solved-with-brute-force");
    assert_eq!(v["rating"]["score"], 340);
    assert_eq!(v["rating"]["level"], "easy");
}

/// A solved grid has one solution and no step: `rate` leaves it unrated and
/// says why, not that the puzzle lacks exactly one solution.
#[test]
fn rate_says_a_solved_grid_has_no_step_to_rate() {
    let solved =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452\n";
    let (code, stdout, stderr) = run_with_input(&["rate", "-"], solved);
    assert_eq!(code, Some(1));
    assert!(
        stdout.contains(
            "1            not rated: the grid is already solved: there is no step to rate"
        ),
        "{stdout}"
    );
    assert!(stderr.contains("already solved"), "{stderr}");
    let (_, _, stderr) = run_with_input(&["rate", "--lang", "ja", "-"], solved);
    assert!(stderr.contains("盤面はすでに解けている"), "{stderr}");
}

#[test]
fn rate_json_lines_round_trip() {
    let (code, stdout, _) = run_with_input(&["rate", "--json", "-"], &rate_input());
    assert_eq!(code, Some(1));
    let objects: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 4);
    assert_eq!(
        objects[0],
        serde_json::json!({"line": 1, "se": 2.6, "score": 628, "level": "medium",
            "hardest": "locked-candidates-pointing", "brute_force": false})
    );
    // Written back, each object is the line it was read from.
    assert_eq!(objects[0].to_string(), stdout.lines().next().unwrap());
    assert_eq!(objects[1]["line"], 2);
    assert_eq!(objects[1]["error"], "the puzzle has no solution");
    assert_eq!(objects[2]["line"], 3);
    assert_eq!(objects[3]["line"], 4);
    assert!(objects[3]["error"].as_str().unwrap().contains("column 1"));
}

#[test]
fn rate_rates_the_hardest_by_nested_forcing_nets() {
    // The "world's hardest Sudoku" of puzzles/worlds-hardest.txt: only the
    // nested forcing nets finish it by logic (SE rates such puzzles 10.5+).
    let hardest = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/worlds-hardest.txt");
    let out = tool().args(["rate", "--json", hardest]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["brute_force"], false);
    assert_eq!(v["hardest"], "nested-forcing-net-contradiction");
    assert!(v["se"].as_f64().unwrap() >= 10.5, "{v}");
    assert_eq!(v["level"], "extreme");
}

#[test]
fn rate_compare_reports_agreement_by_half_and_band() {
    // Two puzzles with their published SE ratings (Sudoku Exchange sx_hard
    // #2 and #5: 2.6 and 3.0), on lines 1 and 2: one in each half.
    let input = "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4 2.6\n\
                 ....5.......2.6....64...39..45...81.....2.......1.7....53...98..9.8.4.6.1...3...4 3.0\n";
    let (code, stdout, _) = run_with_input(&["rate", "--compare", "-"], input);
    assert_eq!(code, Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("calibration") && lines[0].contains("1 puzzles"));
    assert!(lines[1].contains("2.5-3.9") && lines[1].contains("mae 0.000"));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("test") && l.contains("mae 0.000")));
    assert!(
        lines.last().unwrap().starts_with("time: 2 puzzles"),
        "{stdout}"
    );
}

/// `rate --compare` takes only a rating shaped as SE prints one, in SE's
/// range, names every line it skips, and exits 1 when nothing can be
/// compared (it read `nan`, `1e39`, a solution's digits or the `2` of a
/// comment as ratings, printed `mae inf` and exited 0).
#[test]
fn rate_compare_takes_only_se_ratings_and_says_what_it_skips() {
    let sx2 = "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4";
    for word in [
        "nan",
        "inf",
        "-3.0",
        "1e39",
        "2",
        "13.0",
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    ] {
        let (code, stdout, stderr) =
            run_with_input(&["rate", "--compare", "-"], &format!("{sx2} {word}\n"));
        assert_eq!(code, Some(1), "{word}: {stdout}");
        assert!(
            stderr.contains(&format!(
                "line 1: skipped: '{word}' after the puzzle is not an SE rating"
            )),
            "{word}: {stderr}"
        );
        assert!(stderr.contains("nothing to compare"), "{stderr}");
        assert!(!stdout.contains("mae"), "no figures of nothing: {stdout}");
    }
    // One good line among bad ones: compared, the others named, exit 1.
    let input = format!("{sx2} nan\n{sx2} 2.6\n");
    let (code, stdout, stderr) = run_with_input(&["rate", "--compare", "-"], &input);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("line 1: skipped"), "{stderr}");
    assert!(
        stdout.contains("1 puzzles  spearman n/a    mae 0.000"),
        "{stdout}"
    );
    let (code, _, stderr) = run_with_input(&["rate", "--compare", "-"], "");
    assert_eq!(code, Some(1));
    assert!(!stderr.is_empty());
}

#[test]
fn explain_json_adds_the_rating_and_each_steps_se() {
    let v = explain_json(
        "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4\n",
    );
    assert_eq!(v["rating"]["se"], 2.6);
    assert_eq!(v["rating"]["level"], "medium");
    let steps = v["steps"].as_array().unwrap();
    assert!(steps.iter().all(|s| s["se"].is_number()));
    assert!(steps
        .iter()
        .any(|s| s["strategy"] == "locked-candidates-pointing" && s["se"] == 2.6));
    let many = explain_json(&format!("1{}\n", ".".repeat(80)));
    assert_eq!(many["rating"], serde_json::Value::Null);
}

/// `explain --practice`: needs --html (and --from-start needs --practice);
/// writes one practice page per puzzle; a puzzle without one solution gets
/// no page but its reason, with file and line, and exit 1.
#[test]
fn practice_pages_are_written_for_puzzles_with_one_solution() {
    let dir = std::env::temp_dir().join(format!("practice-pages-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("two.txt");
    let sx2 = "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4";
    let many = ".".repeat(81);
    std::fs::write(&input, format!("{sx2}\n{many}\n")).unwrap();
    let file = input.to_str().unwrap();
    let pages = dir.join("pages");
    let out = tool()
        .args(["explain", file, "--practice"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--html"));
    let out = tool()
        .args(["explain", file, "--from-start", "--html", "x"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("--practice"));
    let out = tool()
        .args([
            "explain",
            file,
            "--html",
            pages.to_str().unwrap(),
            "--practice",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("line 2") && stderr.contains("more than one solution"),
        "{stderr}"
    );
    let page = std::fs::read_to_string(pages.join("two-line1.html")).unwrap();
    assert!(page.contains("id=\"practice-data\"") && page.contains("Check"));
    assert!(!pages.join("two-line2.html").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `render --digit D [--links]`: the board through one digit; the digit
/// must be on the board, and --links needs --digit.
#[test]
fn render_shows_one_digit_and_its_conjugate_pairs() {
    let dir = std::env::temp_dir().join(format!("digit-view-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let hardest = dir.join("hardest.txt");
    std::fs::write(
        &hardest,
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n",
    )
    .unwrap();
    let mini = dir.join("mini.txt");
    std::fs::write(&mini, "1.....3..4.....2\n").unwrap();
    let svg = dir.join("five.svg");
    let run = |args: &[&str]| tool().args(args).output().unwrap();
    let out = run(&[
        "render",
        hardest.to_str().unwrap(),
        "--digit",
        "5",
        "--links",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let drawn = std::fs::read_to_string(&svg).unwrap();
    // Three conjugate pairs of 5 (see render::tests), in the legend's words.
    assert!(drawn.contains("only two places in a row, column or box"));
    assert!(drawn.contains("the 5s"));
    let out = run(&["render", mini.to_str().unwrap(), "--digit", "5", "-o", "-"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("digit 5 is not on a 4x4 board"), "{stderr}");
    let out = run(&["render", mini.to_str().unwrap(), "--digit", "0", "-o", "-"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["render", mini.to_str().unwrap(), "--links", "-o", "-"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--digit"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `explain --scanning` explains the singles of puzzles/numpre1.txt from the
/// digits on the board: its first step (the hidden single 6 in box 3)
/// names the 6s that block, in English and Japanese, and its JSON pattern
/// lists them; `render --step 1 --scanning` draws the blocking lines and no
/// pencil marks.
#[test]
fn singles_are_explained_by_scanning() {
    let out = common::tool()
        .args(["explain", "puzzles/numpre1.txt", "--scanning"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text
        .lines()
        .find(|l| l.trim_start().starts_with("1."))
        .unwrap();
    assert!(
        first.contains(
            "Hidden single (scanning box 3 for 6): the 6 in r2c5 blocks r2c8 and r2c9 (row 2)"
        ),
        "{first}"
    );
    assert!(
        first.ends_with("Only r3c9 is left for 6 in box 3, so r3c9=6"),
        "{first}"
    );
    let out = common::tool()
        .args([
            "explain",
            "puzzles/numpre1.txt",
            "--scanning",
            "--lang",
            "ja",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("ブロック3で6の入る場所を探す。r2c5の6が2行目でr2c8・r2c9をふさぎ、"),
        "{text}"
    );
    let out = common::tool()
        .args(["explain", "puzzles/numpre1.txt", "--scanning", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let blockers = &v["steps"][0]["pattern"]["blockers"];
    assert_eq!(blockers[0]["cell"], "r2c5");
    assert_eq!(blockers[0]["digit"], 6);
    let out = common::tool()
        .args([
            "render",
            "puzzles/numpre1.txt",
            "--step",
            "1",
            "--scanning",
            "-o",
            "-",
        ])
        .output()
        .unwrap();
    let svg = String::from_utf8(out.stdout).unwrap();
    assert!(
        svg.contains("where it blocks") && svg.contains("digit that blocks"),
        "{svg}"
    );
    // No pencil marks: the only digit in the candidates' size is the
    // placement's, on its disc.
    assert_eq!(svg.matches("font-size=\"12\"").count(), 1, "{svg}");
}

/// The position before step 29 of puzzles/strategy-examples.txt's first
/// puzzle as a candidate grid (`explain --position 29 --to candidates`).
fn position_29() -> String {
    let out = tool()
        .args([
            "explain",
            "puzzles/strategy-examples.txt",
            "--position",
            "29",
        ])
        .args(["--to", "candidates"])
        .output()
        .unwrap();
    let grid = String::from_utf8(out.stdout).unwrap();
    grid.lines().take(13).collect::<Vec<_>>().join("\n")
}

/// A candidate grid copied with a true candidate struck so that its cell
/// shows one digit: the digit reads as a given and the puzzle has no
/// solution; `check` and `hint` name the cell and say how to write it. The
/// position is the one before step 29 of puzzles/strategy-examples.txt's
/// first puzzle, where r1c1 shows 57 and its solution digit is 7.
#[test]
fn a_one_candidate_cell_read_as_a_given_is_named_with_how_to_write_it() {
    let grid = position_29();
    let first: Vec<&str> = grid.lines().collect();
    assert!(first[1].starts_with("| 57  "), "{}", first[1]);
    let struck = first.join("\n").replacen("| 57  ", "| 5   ", 1) + "\n";
    for command in ["check", "hint"] {
        let (code, stdout, stderr) = run_with_input(&[command, "-"], &struck);
        let said = stdout + &stderr;
        assert_eq!(code, Some(1), "{command}: {said}");
        // (r6c2's given 1 is named too: without it, the position also has
        // one solution that every other digit and candidate fits.)
        assert!(
            said.contains(
                "the puzzle has no solution as read, and one solution once any one of r1c1=5 and \
                 r6c2=1 is not read as a given. A cell still open with one candidate left is \
                 written in brackets, (5)"
            ),
            "{command}: {said}"
        );
    }
    // Written as (5), the cell is open: the struck 7 is named.
    let marked = first.join("\n").replacen("| 57  ", "| (5) ", 1) + "\n";
    let (code, stdout, _) = run_with_input(&["check", "-"], &marked);
    assert_eq!(code, Some(1));
    assert!(
        stdout.starts_with("7 was removed from r1c1, but it must stay."),
        "{stdout}"
    );
}

/// Pencil marks a learner has not cleaned (a candidate a digit in the same
/// row, column or box rules out) are kept and counted by `check`: the
/// position before step 29 of puzzles/strategy-examples.txt's first puzzle,
/// with 3 put back into r1c1 (row 2 holds a 3 in r2c3, a given) and 9 into
/// r1c2 (r1c6 holds 9).
#[test]
fn uncleaned_pencil_marks_are_counted() {
    let grid = position_29();
    let first: Vec<&str> = grid.lines().collect();
    let clean = first.join("\n") + "\n";
    let (code, stdout, _) = run_with_input(&["check", "-"], &clean);
    assert_eq!((code, stdout.as_str()), (Some(0), "No mistakes so far.\n"));
    let messy = clean.replacen("| 57  67 +1", "| 357 679 +1", 1);
    assert_ne!(messy, clean);
    let (code, stdout, _) = run_with_input(&["check", "-"], &messy);
    assert_eq!(code, Some(0));
    assert_eq!(
        stdout,
        "No mistakes so far; 2 pencil marks could still go (a digit in the same row, column or \
         box rules them out).\n"
    );
}
