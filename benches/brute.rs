//! Puzzles per second of the exact solver on the shared puzzle sets, side by
//! side with the `sudoku` crate, all in one run:
//!
//! ```text
//! CARGO_TARGET_DIR=/work/target-brute cargo bench --bench brute
//! ```
//!
//! Each set is first checked (every puzzle must have exactly one solution;
//! mismatches are printed), then each solver runs over the whole set
//! repeatedly for at least [`MIN_SECONDS`]. Sets missing from
//! `../shared/puzzles` are skipped with a message.

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

/// How long each solver runs over each set, at least.
const MIN_SECONDS: f64 = 1.0;

/// A puzzle: its 81 digits (0 = empty) and its line as read.
struct Puzzle {
    digits: [u8; 81],
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
        puzzles.push(Puzzle {
            digits,
            line: String::from_utf8_lossy(&head).into_owned(),
        });
    }
    Ok(puzzles)
}

/// Runs `check` over every puzzle, round after round, for at least
/// `MIN_SECONDS`; returns puzzles per second.
fn rate(puzzles: &[Puzzle], mut check: impl FnMut(&Puzzle) -> bool) -> f64 {
    let min = Duration::from_secs_f64(MIN_SECONDS);
    let start = Instant::now();
    let mut done = 0usize;
    while start.elapsed() < min {
        for p in puzzles {
            black_box(check(black_box(p)));
        }
        done += puzzles.len();
    }
    done as f64 / start.elapsed().as_secs_f64()
}

/// Prints any puzzle that does not have exactly one solution, by each
/// solver; returns the number of such puzzles.
fn verify(puzzles: &[Puzzle]) -> usize {
    let mut bad = 0;
    for (i, p) in puzzles.iter().enumerate() {
        let fast = count_solutions_9x9(&p.digits, 2);
        let board = Board::from_givens(&p.digits).map(|b| analyse(&b));
        let unique_board = matches!(board, Ok(Solutions::Unique(_)));
        let theirs = sudoku::Sudoku::from_str_line(&p.line).map(|s| s.is_uniquely_solvable());
        if fast != 1 || !unique_board || theirs != Ok(true) {
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
    println!(
        "{:<38} {:>7} {:>16} {:>16} {:>16}",
        "set (uniqueness check, puzzles/s)",
        "puzzles",
        "count_9x9",
        "analyse(&Board)",
        "sudoku 0.8"
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
        let board = rate(&puzzles, |p| {
            Board::from_givens(&p.digits).is_ok_and(|b| matches!(analyse(&b), Solutions::Unique(_)))
        });
        let theirs = rate(&puzzles, |p| {
            sudoku::Sudoku::from_str_line(&p.line).is_ok_and(|s| s.is_uniquely_solvable())
        });
        println!(
            "{name:<38} {:>7} {ours:>16.0} {board:>16.0} {theirs:>16.0}{}",
            puzzles.len(),
            if bad > 0 {
                format!("   ({bad} not unique!)")
            } else {
                String::new()
            }
        );
    }
}
