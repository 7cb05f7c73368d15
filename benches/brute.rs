//! Puzzles per second of the exact solver on the shared puzzle sets, side by
//! side with the `sudoku` crate (a port of JCZSolve), all in one run:
//!
//! ```text
//! cargo bench --bench brute              # every set
//! cargo bench --bench brute -- top1465   # the sets whose name holds a word
//! ```
//!
//! Each set is first checked: every puzzle must have exactly one solution,
//! by each solver (mismatches are printed). Then each solver checks the
//! uniqueness of the whole set, round after round, in [`WINDOWS`] timed
//! windows of at least [`WINDOW_SECONDS`]; the table shows the median window,
//! which shrugs off a busy moment of the machine. Puzzles are parsed before
//! timing, for both solvers. Sets missing from `../shared/puzzles` are
//! skipped with a message.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};
use sudoku_explorer::brute::{analyse, count_solutions_9x9, Solutions};
use sudoku_explorer::Board;

/// The named sets, in the order of the table.
const SETS: [&str; 4] = [
    "magictour_top1465.txt",
    "sudoku17_49158.txt",
    "norvig_top95.txt",
    "sx_diabolical_500_with_solutions.txt",
];

/// Timed windows per solver and set.
const WINDOWS: usize = 5;

/// The shortest window: whole rounds over the set until this much time passed.
const WINDOW_SECONDS: f64 = 0.25;

/// A puzzle: its 81 digits (0 = empty), as the `sudoku` crate reads it, and its line.
struct Puzzle {
    digits: [u8; 81],
    theirs: Option<sudoku::Sudoku>,
    line: String,
}

/// The puzzles of a file: the first 81 characters of each line, digits or '.'.
fn read_set(path: &Path) -> std::io::Result<Vec<Puzzle>> {
    let text = std::fs::read_to_string(path)?;
    let mut puzzles = Vec::new();
    for line in text.lines() {
        let head: Vec<u8> = line.bytes().take(81).collect();
        if head.len() < 81 || !head.iter().all(|b| b.is_ascii_digit() || *b == b'.') {
            continue; // a comment or a short line
        }
        let mut digits = [0u8; 81];
        for (d, b) in digits.iter_mut().zip(&head) {
            *d = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        let line = String::from_utf8_lossy(&head).into_owned();
        puzzles.push(Puzzle {
            digits,
            theirs: sudoku::Sudoku::from_str_line(&line).ok(),
            line,
        });
    }
    Ok(puzzles)
}

/// Puzzles per second of `check` over the set: the median of [`WINDOWS`]
/// timed windows, each made of whole rounds over the set.
fn rate(puzzles: &[Puzzle], mut check: impl FnMut(&Puzzle) -> bool) -> f64 {
    let min = Duration::from_secs_f64(WINDOW_SECONDS);
    let mut rates: Vec<f64> = (0..WINDOWS)
        .map(|_| {
            let start = Instant::now();
            let mut done = 0usize;
            while start.elapsed() < min {
                for p in puzzles {
                    black_box(check(black_box(p)));
                }
                done += puzzles.len();
            }
            done as f64 / start.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[WINDOWS / 2]
}

/// Prints any puzzle that does not have exactly one solution, by each
/// solver; returns the number of such puzzles.
fn verify(puzzles: &[Puzzle]) -> usize {
    let mut bad = 0;
    for (i, p) in puzzles.iter().enumerate() {
        let fast = count_solutions_9x9(&p.digits, 2);
        let board = Board::from_givens(&p.digits).map(|b| analyse(&b));
        let unique_board = matches!(board, Ok(Solutions::Unique(_)));
        let theirs = p.theirs.map(|s| s.is_uniquely_solvable());
        if fast != 1 || !unique_board || theirs != Some(true) {
            bad += 1;
            println!(
                "  mismatch, puzzle {}: {}  count_solutions_9x9={fast} analyse={board:?} sudoku={theirs:?}",
                i + 1,
                p.line
            );
        }
    }
    bad
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
    // `cargo bench` passes `--bench`; any other argument filters the sets by name.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    println!("Uniqueness check (search for up to 2 solutions), puzzles per second, one thread:");
    println!(
        "{:<38} {:>7} {:>14} {:>16} {:>12} {:>8}",
        "set", "puzzles", "count_9x9", "analyse(&Board)", "sudoku 0.8", "ratio"
    );
    for name in SETS {
        if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let path = dir.join(name);
        let puzzles = match read_set(&path) {
            Ok(p) if !p.is_empty() => p,
            Ok(_) => {
                println!("{name:<38} skipped: no puzzles in the file");
                continue;
            }
            Err(e) => {
                println!("{name:<38} skipped: {} ({e})", path.display());
                continue;
            }
        };
        let bad = verify(&puzzles);
        let ours = rate(&puzzles, |p| count_solutions_9x9(&p.digits, 2) == 1);
        // Building the Board is part of this one: it is what callers do.
        let board = rate(&puzzles, |p| {
            Board::from_givens(&p.digits).is_ok_and(|b| matches!(analyse(&b), Solutions::Unique(_)))
        });
        let theirs = rate(&puzzles, |p| {
            p.theirs.is_some_and(|s| s.is_uniquely_solvable())
        });
        println!(
            "{name:<38} {:>7} {ours:>14.0} {board:>16.0} {theirs:>12.0} {:>7.2}x{}",
            puzzles.len(),
            ours / theirs,
            if bad > 0 {
                format!("   ({bad} not unique!)")
            } else {
                String::new()
            }
        );
    }
    println!("(ratio: count_9x9 over the sudoku crate)");
}
