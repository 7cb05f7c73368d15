//! The exact solver against the shared puzzle sets (`../shared/puzzles`, see
//! its SOURCES.md): Sudopedia's test cases, the 4x4 and 6x6 minis with their
//! solution counts, the Sudoku Exchange sets with their solutions, and the
//! classic hard sets, every puzzle of which has exactly one solution.
//!
//! The files are parsed here with a tiny local reader (first field of a line,
//! '.' or '0' for a blank) so that these tests do not depend on `formats`.
//! Without the folder, each test prints a message and passes.

use std::path::PathBuf;
use sudoku_explorer::brute::{
    analyse, count_solutions, count_solutions_9x9, solve, solve_9x9, Solutions,
};
use sudoku_explorer::Board;

/// The shared puzzle folder, or `None` (with a message) when it is absent.
fn puzzle_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("skipping: ../shared/puzzles not found");
        None
    }
}

/// The lines of a puzzle file, comments and blank lines left out; `None`
/// (with a message) when the file is absent.
fn lines(name: &str) -> Option<Vec<String>> {
    let path = puzzle_dir()?.join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(String::from)
                .collect(),
        ),
        Err(e) => {
            println!("skipping: {} ({e})", path.display());
            None
        }
    }
}

/// Digits of a puzzle written on one line, '.' or '0' for a blank.
fn digits(puzzle: &str) -> Vec<u8> {
    puzzle
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect()
}

/// The first whitespace-separated field of a line, and the rest.
fn split_first(line: &str) -> (&str, &str) {
    let line = line.trim();
    match line.split_once(char::is_whitespace) {
        Some((first, rest)) => (first, rest.trim()),
        None => (line, ""),
    }
}

fn board(puzzle: &str) -> Board {
    Board::from_givens(&digits(puzzle)).unwrap_or_else(|e| panic!("{puzzle}: {e}"))
}

#[test]
fn sudopedia_test_cases() {
    let Some(lines) = lines("sudopedia_test_cases.tsv") else {
        return;
    };
    let mut checked = 0;
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, puzzle, expected] = fields[..] else {
            panic!("bad line: {line}");
        };
        let given = Board::from_givens(&digits(puzzle));
        match expected {
            // 'Duplicate Given' cases are refused by the board already; the
            // others must come out of the search without a solution.
            "none" => {
                if let Ok(b) = &given {
                    assert_eq!(analyse(b), Solutions::None, "{name}");
                    assert_eq!(solve(b), None, "{name}");
                }
                let fixed: [u8; 81] = digits(puzzle).try_into().unwrap();
                assert_eq!(count_solutions_9x9(&fixed, 2), 0, "{name}");
            }
            "multiple" => {
                let b = given.unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(analyse(&b), Solutions::Multiple, "{name}");
            }
            _ => {
                let b = given.unwrap_or_else(|e| panic!("{name}: {e}"));
                if let Some(n) = expected.strip_prefix("multiple:") {
                    let n: usize = n.parse().unwrap();
                    assert_eq!(count_solutions(&b, n + 10), n, "{name}");
                    assert_eq!(count_solutions(&b, n - 1), n - 1, "{name}: the limit");
                } else {
                    assert_eq!(analyse(&b), Solutions::Unique(digits(expected)), "{name}");
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 20);
}

/// A mini set: every puzzle's count must be the `solutions=K` of its line.
fn check_minis(name: &str, size: usize, expected_puzzles: usize) {
    let Some(lines) = lines(name) else {
        return;
    };
    assert_eq!(lines.len(), expected_puzzles, "{name}");
    for line in &lines {
        let (puzzle, rest) = split_first(line);
        assert_eq!(puzzle.len(), size * size, "{line}");
        let count: usize = rest
            .split_whitespace()
            .find_map(|w| w.strip_prefix("solutions="))
            .and_then(|k| k.parse().ok())
            .unwrap_or_else(|| panic!("no solution count: {line}"));
        let b = board(puzzle);
        assert_eq!(count_solutions(&b, count + 5), count, "{line}");
        match analyse(&b) {
            Solutions::Unique(s) => {
                assert_eq!(count, 1, "{line}");
                assert_eq!(s.len(), size * size);
                assert!(s.iter().zip(digits(puzzle)).all(|(&d, g)| g == 0 || g == d));
            }
            Solutions::None => assert_eq!(count, 0, "{line}"),
            Solutions::Multiple => assert!(count > 1, "{line}"),
        }
    }
}

#[test]
fn minis_4x4() {
    check_minis("mini4x4_amayaos_20.txt", 4, 20);
}

#[test]
fn minis_6x6() {
    check_minis("mini6x6_sukaku6x6explainer_3.txt", 6, 3);
}

#[test]
fn sudoku_exchange_sets_match_their_solutions() {
    for level in ["easy", "medium", "hard", "diabolical"] {
        let Some(lines) = lines(&format!("sx_{level}_500_with_solutions.txt")) else {
            continue;
        };
        assert_eq!(lines.len(), 500);
        for line in &lines {
            let (puzzle, solution) = split_first(line);
            let expected = digits(solution);
            assert_eq!(solve(&board(puzzle)), Some(expected.clone()), "{line}");
            let fixed: [u8; 81] = digits(puzzle).try_into().unwrap();
            assert_eq!(
                solve_9x9(&fixed).map(|s| s.to_vec()),
                Some(expected),
                "{line}"
            );
            assert_eq!(count_solutions_9x9(&fixed, 2), 1, "{line}");
        }
    }
}

/// Every puzzle of a set (every `stride`-th one) has exactly one solution,
/// by both entries; returns how many were checked.
fn check_unique(name: &str, stride: usize) -> usize {
    let Some(lines) = lines(name) else {
        return 0;
    };
    let mut checked = 0;
    for line in lines.iter().step_by(stride) {
        let (puzzle, _) = split_first(line);
        let fixed: [u8; 81] = digits(puzzle)
            .try_into()
            .unwrap_or_else(|_| panic!("not 81 cells: {line}"));
        assert_eq!(count_solutions_9x9(&fixed, 2), 1, "{line}");
        if checked % 4 == 0 {
            // Through a Board too, on a share of the set (boards cost more).
            assert!(
                matches!(analyse(&board(puzzle)), Solutions::Unique(_)),
                "{line}"
            );
        }
        checked += 1;
    }
    checked
}

#[test]
fn hard_sets_are_unique() {
    check_unique("magictour_top1465.txt", 1);
    check_unique("norvig_top95.txt", 1);
    check_unique("norvig_hardest11.txt", 1);
    check_unique("norvig_easy50.txt", 1);
}

#[test]
fn seventeen_clue_set_is_unique() {
    // All 49,158 puzzles: about 1.5 s in a debug build.
    let checked = check_unique("sudoku17_49158.txt", 1);
    assert!(checked == 0 || checked == 49_158);
}
