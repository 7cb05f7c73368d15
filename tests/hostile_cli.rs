//! The command line tried as a careless user and a hostile one would (the
//! review of issue #51): closed pipes on either side, a panic inside the
//! parallel work, outputs that name inputs, odd targets, files that start
//! with a title. Every run is bounded: a hang fails the test instead of
//! holding it forever.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

mod common;
use common::{run_with_input, tool};

/// The 81 characters of the first puzzle of puzzles/generated-seed6.txt.
fn easy() -> String {
    puzzles_of("generated-seed6.txt").swap_remove(0)
}

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The puzzle lines of a bundled file (no comments).
fn puzzles_of(file: &str) -> Vec<String> {
    std::fs::read_to_string(repo("puzzles").join(file))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

/// A folder of this test's own under target/, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-cli-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Waits for `child` at most `seconds`; a child still running then is
/// killed and the test fails (a deadlock, or a spin).
fn within(child: std::process::Child, seconds: u64, what: &str) -> Output {
    let pid = child.id();
    let (told, answer) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = told.send(child.wait_with_output());
    });
    match answer.recv_timeout(Duration::from_secs(seconds)) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            panic!("{what}: still running after {seconds} s (killed)");
        }
    }
}

/// `lines` bad puzzle lines (a line puzzle with an `x` in it), then one
/// good puzzle.
fn many_bad_lines(dir: &Path, lines: usize) -> PathBuf {
    let bad = format!("8{}x{}\n", ".".repeat(40), ".".repeat(39));
    let path = dir.join("bad.txt");
    let mut text = bad.repeat(lines);
    text.push_str(&easy());
    text.push('\n');
    std::fs::write(&path, text).unwrap();
    path
}

/// A closed standard error is as quiet as a closed standard output: each
/// command still answers every puzzle on standard output, with the exit
/// code of bad input (1), never a panic (101: `eprintln!` panicked at the
/// first note about a bad line).
#[test]
fn a_closed_stderr_loses_no_answer() {
    let dir = scratch("closed-stderr");
    let bad = many_bad_lines(&dir, 20_000);
    let bad = bad.to_str().unwrap();
    let solution = {
        let (_, out, _) = run_with_input(&["solve", "-"], &easy());
        out.trim().to_string()
    };
    let runs: Vec<(Vec<&str>, &str)> = vec![
        (vec!["solve", bad], solution.as_str()),
        (vec!["candidates", bad], "|"),
        (vec!["convert", "--to", "line", bad], "."),
        (vec!["find", "hidden-single", bad], "hidden"),
        (vec!["explain", bad], solution.as_str()),
        (vec!["rate", bad], "easy"),
        (vec!["hint", bad], "Try this technique next"),
        (vec!["check", bad], "No mistakes so far"),
    ];
    for (args, last_answer) in runs {
        let mut child = tool()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        let out = within(child, 120, &args.join(" "));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stdout
                .trim_end()
                .lines()
                .last()
                .unwrap_or("")
                .contains(last_answer)
                || stdout.contains(last_answer),
            "{args:?}: the good puzzle after the bad lines is not answered"
        );
    }
    // Learning mode's progress and its notes go to stderr too.
    let mut child = tool()
        .args(["generate", "--needs", "naked-pair", "--count", "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let out = within(child, 120, "generate --needs naked-pair");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
}

/// `COMMAND 2>&1 | head -1` as a shell runs it: the exit code of the
/// command, which must end (it used to hang forever at 0 % CPU: the note
/// on stderr panicked in the thread writing the answers, and the workers
/// waited for it), quietly.
fn piped_to_head(args: &[&str]) -> Option<i32> {
    let child = Command::new("bash")
        .arg("-c")
        .arg("\"$0\" \"$@\" 2>&1 | head -1 >/dev/null; exit ${PIPESTATUS[0]}")
        .arg(env!("CARGO_BIN_EXE_sudoku-explorer"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = within(child, 120, &args.join(" "));
    assert!(
        out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.status.code()
}

#[test]
fn both_outputs_closed_early_neither_hang_nor_panic() {
    let dir = scratch("head");
    let bad = many_bad_lines(&dir, 20_000);
    let bad = bad.to_str().unwrap();
    for args in [
        vec!["solve", bad],
        vec!["find", "x-wing", bad],
        vec!["explain", bad],
        vec!["rate", bad],
        vec!["candidates", bad],
    ] {
        let code = piped_to_head(&args);
        // 0: the reader went away; 1: bad lines were met before it did.
        assert!(matches!(code, Some(0 | 1)), "{args:?}: exit {code:?}");
    }
}

/// With `--html`, the pages are what was asked for: a reader of the text
/// (and of the notes on stderr) that goes away stops neither.
#[test]
fn pages_are_all_written_when_the_reader_goes_away() {
    let dir = scratch("pages");
    let puzzles = dir.join("p.txt");
    let twenty: Vec<String> = puzzles_of("generated-seed6.txt")
        .into_iter()
        .take(20)
        .collect();
    std::fs::write(&puzzles, twenty.join("\n") + "\n").unwrap();
    let pages = dir.join("pages");
    let code = piped_to_head(&[
        "explain",
        puzzles.to_str().unwrap(),
        "--html",
        pages.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(std::fs::read_dir(&pages).unwrap().count(), 20);
}

/// A puzzle with several solutions is named at once: no walkthrough (logic
/// can never finish it; walking until it stopped took 8-18 s on this one).
#[test]
fn several_solutions_are_named_before_any_step() {
    // 143 solutions (the hostile review's example).
    let many = "98.7..6..75.....9...6......4...6...3..89...7...58.4.6.....1......72...5......82..";
    let (_, out, _) = run_with_input(&["solve", "--count", "-"], many);
    assert_eq!(out.trim(), "143");
    let (code, out, _) = run_with_input(&["explain", "--json", "-"], many);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "multiple-solutions");
    assert_eq!(v["steps"].as_array().map(Vec::len), Some(0));
    assert_eq!(v["rating"], serde_json::Value::Null);
    let (code, _, err) = run_with_input(&["rate", "-"], many);
    assert_eq!(code, Some(1));
    assert!(err.contains("more than one solution"), "{err}");
    let dir = scratch("several");
    let file = dir.join("many.txt");
    std::fs::write(&file, many).unwrap();
    let out = tool()
        .args(["render", file.to_str().unwrap(), "--step", "1", "-o", "-"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 1: the puzzle has more than one solution"),
        "{err}"
    );
}

/// `rate --compare` names every line it cannot read or rate (exit 1) and
/// still compares the others; a correlation that cannot be measured (every
/// published rating the same) is `n/a`, not 0.
#[test]
fn rate_compare_names_what_it_passes_over() {
    let p = puzzles_of("generated-seed6.txt");
    let text = format!(
        "this line is no puzzle\n{} 2.5\n{} 2.5\n{}\n{} 2.5\n{} seven\n",
        p[0], p[1], p[2], p[3], p[4]
    );
    let (code, out, err) = run_with_input(&["rate", "--compare", "-"], &text);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        err.contains("line 1, column 1: cannot tell the format"),
        "{err}"
    );
    assert!(
        err.contains("line 4: skipped: no SE rating after the puzzle"),
        "{err}"
    );
    assert!(
        err.contains("line 6: skipped: 'seven' after the puzzle is not an SE rating"),
        "{err}"
    );
    // Lines 3 and 5 are the calibration half (odd lines), line 2 the test half.
    assert!(
        out.contains("calibration        2 puzzles  spearman n/a"),
        "{out}"
    );
    assert!(
        out.contains("test               1 puzzles  spearman n/a"),
        "{out}"
    );
    assert!(!out.contains("spearman 0.000"), "{out}");
    assert!(out.contains("time: 3 puzzles"), "{out}");

    let (code, out, err) = run_with_input(&["rate", "--compare", "--lang", "ja", "-"], &text);
    assert_eq!(code, Some(1));
    assert!(out.contains("検証用") && out.contains("算出不可"), "{out}");
    assert!(err.contains("4行目：飛ばしました"), "{err}");
    assert!(!out.contains("puzzles") && !out.contains("time"), "{out}");

    let (code, _, err) = run_with_input(&["rate", "--compare", "-"], "garbage\n");
    assert_eq!(code, Some(1));
    assert!(
        err.contains(
            "nothing to compare: 0 puzzles with an SE rating read, 1 line that could not be read"
        ),
        "{err}"
    );
}

/// An output that is also the input is refused before anything is
/// written: the learner's position is never overwritten by its own hint.
#[test]
fn an_output_over_its_input_is_refused() {
    let dir = scratch("same-file");
    let position = dir.join("position.txt");
    let text = easy() + "\n";
    std::fs::write(&position, &text).unwrap();
    let p = position.to_str().unwrap();
    // Through another name for it, too.
    let alias = dir.join("alias.txt");
    std::os::unix::fs::symlink(&position, &alias).unwrap();
    for args in [
        vec!["hint", "--svg", p, p],
        vec!["render", p, "-o", p],
        vec!["render", p, "-o", alias.to_str().unwrap()],
    ] {
        let out = tool().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("writing it would destroy what is read"),
            "{err}"
        );
        assert_eq!(std::fs::read_to_string(&position).unwrap(), text);
    }
}

/// The file written replaces the old one whole, and only it: a user's own
/// `NAME.partial` is left alone, a symbolic link stays a link and its
/// target gets the picture, the file's mode is kept, and a folder in the
/// way of the old temporary name changes nothing.
#[test]
fn writing_a_file_touches_nothing_else() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("partial");
    let puzzle = dir.join("p.txt");
    std::fs::write(&puzzle, easy()).unwrap();
    let p = puzzle.to_str().unwrap();

    let mine = dir.join("board.svg.partial");
    std::fs::write(&mine, "my notes").unwrap();
    let target = dir.join("board.svg");
    std::fs::write(&target, "old").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.join("link.svg");
    std::os::unix::fs::symlink("board.svg", &link).unwrap();
    let out = tool()
        .args(["render", p, "-o", link.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "my notes");
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .starts_with("<svg"));
    let mode = std::fs::metadata(&target).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);

    std::fs::create_dir(dir.join("other.svg.partial")).unwrap();
    let other = dir.join("other.svg");
    let out = tool()
        .args(["render", p, "-o", other.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(std::fs::read_to_string(&other).unwrap().starts_with("<svg"));
    // No temporary file is left behind.
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// A worksheet that cannot be written is refused before any puzzle is
/// made (none printed, nothing left behind).
#[test]
fn an_unwritable_worksheet_is_refused_first() {
    let dir = scratch("worksheet");
    let long = dir.join(format!("{}.html", "a".repeat(300)));
    let missing = dir.join("no-such-folder/w.html");
    let mut targets = vec![long, missing, PathBuf::from("/proc/w.html")];
    if Path::new("/dev/full").exists() {
        targets.push(PathBuf::from("/dev/full"));
    }
    for target in targets {
        let out = tool()
            .args([
                "generate",
                "--needs",
                "naked-pair",
                "--count",
                "2",
                "--worksheet",
            ])
            .arg(&target)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{target:?}");
        assert!(out.stdout.is_empty(), "{target:?}: a puzzle was made first");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

/// A title line before the puzzles ("Puzzle 1:") is named, and the puzzles
/// after it are answered, as README promises for any bad line.
#[test]
fn a_title_line_loses_no_puzzle() {
    let w = easy();
    let (code, out, err) = run_with_input(&["solve", "-"], &format!("Puzzle 1:\n{w}\n{w}\n"));
    assert_eq!(code, Some(1));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("error: line 1, column 1: cannot tell the format"));
    assert_eq!(lines[1].len(), 81);
    assert_eq!(lines[1], lines[2]);
    assert!(err.contains("<stdin>: line 1, column 1"), "{err}");
    // Prose is still one error, not one per line.
    let (_, out, _) = run_with_input(
        &["solve", "-"],
        "Some notes\nabout\nnothing\nat all\nhere\n",
    );
    assert_eq!(out.lines().count(), 1, "{out}");
}

/// A solved board's candidate grid without borders (one digit a cell, as
/// HoDoKu and SudokuWiki print it) is read as one, not as nine bad lines.
#[test]
fn a_solved_candidate_grid_is_read() {
    let (_, solution, _) = run_with_input(&["solve", "-"], &easy());
    let rows: Vec<String> = solution
        .trim()
        .as_bytes()
        .chunks(9)
        .map(|r| {
            let d: Vec<String> = r.iter().map(|&b| (b as char).to_string()).collect();
            format!(
                "{}  {}  {}",
                d[..3].join(" "),
                d[3..6].join(" "),
                d[6..].join(" ")
            )
        })
        .collect();
    let (code, out, err) = run_with_input(&["convert", "--to", "line", "-"], &rows.join("\n"));
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.trim(), solution.trim());
}

/// Standard output closed at start (`>&-`) is an error, not answers
/// written nowhere with exit 0; /dev/null is still a place to write.
#[test]
fn a_closed_stdout_is_an_error() {
    let numpre1 = repo("puzzles/numpre1.txt");
    let run = |redirect: &str| {
        Command::new("bash")
            .arg("-c")
            .arg(format!("\"$0\" solve \"$1\" {redirect}"))
            .arg(env!("CARGO_BIN_EXE_sudoku-explorer"))
            .arg(&numpre1)
            .output()
            .unwrap()
    };
    let out = run(">&-");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard output is closed"), "{err}");
    let out = run(">/dev/null");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
}

/// The small ones: each said where it belongs, in words that fit.
#[test]
fn small_things_said_right() {
    let dir = scratch("small");
    // The original's several solutions are the original's fault.
    let many = dir.join("many.txt");
    std::fs::write(
        &many,
        "98.7..6..75.....9...6......4...6...3..89...7...58.4.6.....1......72...5......82..\n",
    )
    .unwrap();
    let position = dir.join("pos.txt");
    std::fs::write(
        &position,
        "98.7..6..75.....9...6......4...6...3..89...7...58.4.6.....1......72...5......82..\n",
    )
    .unwrap();
    let out = tool()
        .args(["check", "--puzzle"])
        .args([&many, &position])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("many.txt: line 1: the puzzle has more than one solution"),
        "{err}"
    );
    assert!(!err.contains("pos.txt"), "{err}");

    // A solved grid has no next step to hint (not "no step to rate").
    let (_, solution, _) = run_with_input(&["solve", "-"], &easy());
    let (code, _, err) = run_with_input(&["hint", "-"], &solution);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("already solved: there is no next step to hint"),
        "{err}"
    );

    // A negative count is a bad value, not an "unexpected argument".
    let out = tool().args(["generate", "--count", "-1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("invalid value '-1' for '--count"), "{err}");

    // A terminal's escape codes in an id are shown escaped, never sent.
    let out = tool()
        .args(["generate", "--needs", "x\u{1b}[31my"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!out.stderr.contains(&0x1b), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("'x\\u{1b}[31my'"), "{err}");
}
