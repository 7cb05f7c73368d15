//! Helpers shared by the integration tests: where the shared puzzle sets are,
//! and a tiny reader for one-puzzle-per-line files.
#![allow(dead_code)]

#[path = "depth.rs"]
mod depth_choice;
#[allow(unused_imports)]
pub use depth_choice::{by_depth, depth, thin, Depth};

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use sudoku_explorer::Board;

/// `../shared/<sub>` beside the project, if present. Prints a visible
/// "skipping" line when absent so a run on a fresh clone says what it left out.
pub fn shared(sub: &str, test: &str) -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(sub);
    if dir.is_dir() {
        Some(dir)
    } else {
        // Straight to the stderr handle: the test harness captures
        // println!/eprintln! of passing tests, and this line must be seen.
        let _ = writeln!(
            std::io::stderr(),
            "skipping {test}: {} not found",
            dir.display()
        );
        None
    }
}

/// A puzzle line: its digits (0 blank) and the second whitespace-separated field, if any.
pub struct LinePuzzle {
    pub line: usize,
    pub digits: Vec<u8>,
    pub second: Option<String>,
}

/// Reads a one-puzzle-per-line file (blank '.' or '0'; '#' lines are comments).
pub fn read_lines(path: &std::path::Path) -> Vec<LinePuzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let mut fields = l.split_whitespace();
            let first = fields.next().unwrap_or("");
            LinePuzzle {
                line: i + 1,
                digits: first
                    .bytes()
                    .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                    .collect(),
                second: fields.next().map(str::to_string),
            }
        })
        .collect()
}

/// The board of a line puzzle (all the shared sets are valid).
pub fn board(p: &LinePuzzle) -> Board {
    Board::from_givens(&p.digits).unwrap_or_else(|e| panic!("line {}: {e}", p.line))
}

/// The command-line tool built for these tests.
pub fn tool() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku-explorer"))
}

/// Runs the tool with `args` and `input` on standard input: exit code,
/// standard output, standard error. (A command that stops on its arguments
/// may never read its input: a failed write is not an error here.)
pub fn run_with_input(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = tool()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
