//! The seed puzzles in puzzles/ (the example puzzles of the articles this
//! project grew from) load in their original formats, have one solution, and
//! show what the articles showed.

use std::collections::BTreeSet;
use sudoku_explorer::brute::{self, Solutions};
use sudoku_explorer::formats::{self, Format};
use sudoku_explorer::solver::{Solver, Status};
use sudoku_explorer::strategies::singles::hidden_single::find_hidden_singles;
use sudoku_explorer::{Board, Cell, DigitSet};

fn load(file: &str) -> (Format, Board) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let format = formats::detect(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let board = formats::parse_board(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    (format, board)
}

#[test]
fn every_seed_puzzle_loads_and_has_one_solution() {
    let cases = [
        ("numpre1.txt", Format::Grid, 9, true),
        ("region-sets-example.txt", Format::Grid, 9, true),
        ("nikoli-p6.bas", Format::Comma, 9, true),
        ("mini4x4-020.bas", Format::Comma, 4, true),
        // Arto Inkala's puzzle needs far more than singles and subsets: the
        // forcing nets stall after a few steps; nested forcing nets finish it.
        ("worlds-hardest.txt", Format::Line, 9, true),
    ];
    for (file, format, size, by_singles_and_subsets) in cases {
        let (found, board) = load(file);
        assert_eq!(found, format, "{file}");
        assert_eq!(board.size(), size, "{file}");
        let solution = match brute::analyse(&board) {
            Solutions::Unique(s) => s,
            other => panic!("{file}: expected one solution, got {other:?}"),
        };
        assert_eq!(brute::count_solutions(&board, 10), 1, "{file}");
        let w = Solver::new().solve(&board);
        if by_singles_and_subsets {
            assert_eq!(w.status, Status::Solved, "{file}");
            assert_eq!(w.end.values(), solution, "{file}: logic and search agree");
        } else {
            assert_eq!(w.status, Status::Stuck, "{file}");
            for s in &w.steps {
                for e in &s.eliminations {
                    assert_ne!(solution[e.cell.index()], e.digit, "{file}: {e}");
                }
            }
            // The complete solver names where logic ran out and still finishes.
            let w = Solver::complete().solve(&board);
            assert_eq!(w.status, Status::SolvedWithBruteForce, "{file}");
            assert_eq!(w.end.values(), solution, "{file}");
            assert!(
                w.steps.iter().any(|s| s.strategy == "brute-force"),
                "{file}"
            );
        }
    }
}

/// Hidden singles derived from the digits alone, without candidates or the
/// strategy module: digit d is hidden in house h at cell c when c is the only
/// empty cell of h whose row, column and box do not already hold d.
fn hidden_singles_by_hand(board: &Board) -> BTreeSet<(Cell, u8)> {
    let geo = board.geometry();
    let holds = |c: Cell, d: u8| {
        geo.houses_of(c).iter().any(|&h| {
            geo.house_cells(h)
                .iter()
                .any(|&p| board.value(p) == Some(d))
        })
    };
    let mut out = BTreeSet::new();
    for h in geo.houses() {
        for d in 1..=geo.size as u8 {
            let open: Vec<Cell> = geo
                .house_cells(h)
                .iter()
                .copied()
                .filter(|&c| board.value(c).is_none() && !holds(c, d))
                .collect();
            if open.len() == 1 {
                out.insert((open[0], d));
            }
        }
    }
    out
}

#[test]
fn numpre1_has_exactly_eight_hidden_singles() {
    // The PowerShell tutorial's puzzle: its first pass finds 8 hidden singles.
    let (_, board) = load("numpre1.txt");
    let by_hand = hidden_singles_by_hand(&board);
    assert_eq!(by_hand.len(), 8);
    let found: BTreeSet<(Cell, u8)> = find_hidden_singles(&board)
        .iter()
        .map(|s| (s.cell, s.digit))
        .collect();
    assert_eq!(found, by_hand);
}

#[test]
fn region_sets_candidates_match_the_php_tutorial_method() {
    // The PHP tutorial removes each given from its row, column and box
    // ("region sets"); recompute that here from the raw text and compare with
    // the candidate grid the library writes.
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/region-sets-example.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut grid = [[0u8; 9]; 9];
    for (r, line) in text.lines().enumerate().take(9) {
        for (c, ch) in line.chars().enumerate().take(9) {
            grid[r][c] = ch.to_digit(10).unwrap_or(0) as u8;
        }
    }
    let mut expected = Vec::new();
    for r in 0..9 {
        for c in 0..9 {
            if grid[r][c] != 0 {
                expected.push(grid[r][c].to_string());
                continue;
            }
            let mut left: Vec<u8> = (1..=9).collect();
            let row = grid[r];
            let col: Vec<u8> = grid.iter().map(|line| line[c]).collect();
            left.retain(|d| !row.contains(d) && !col.contains(d));
            for line in grid.iter().skip((r / 3) * 3).take(3) {
                for d in line.iter().skip((c / 3) * 3).take(3) {
                    left.retain(|x| x != d);
                }
            }
            expected.push(left.iter().map(|d| d.to_string()).collect());
        }
    }
    let (_, board) = load("region-sets-example.txt");
    let written = formats::write(&board, Format::Candidates);
    let tokens: Vec<String> = written
        .split(|ch: char| !ch.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect();
    assert_eq!(tokens, expected);
    // And the candidate grid reads back to the same board.
    let back = formats::parse_board(&written).unwrap();
    assert_eq!(
        back.candidates(Cell::new(0, 0)),
        board.candidates(Cell::new(0, 0))
    );
    assert_eq!(
        board.candidates(Cell::new(0, 0)),
        DigitSet::from_digits(&expected[0].bytes().map(|b| b - b'0').collect::<Vec<_>>())
    );
}
