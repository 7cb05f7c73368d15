//! Odd boards and out-of-range numbers through the public API: every
//! registered strategy on an empty board, a solved board, a board without
//! solution, 4x4 and 6x6 boards; the grid accessors with digits and cells
//! out of range. Nothing may panic; answers must stay sane.

use sudoku_explorer::formats::parse_board;
use sudoku_explorer::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use sudoku_explorer::solver::Solver;
use sudoku_explorer::strategies::fish::XWing;
use sudoku_explorer::strategies::{Caches, REGISTRY};

fn odd_boards() -> Vec<(&'static str, Board)> {
    let solved = parse_board(
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    )
    .unwrap();
    // The hardest puzzle with 9 taken out of every cell of row 1: row 1 has
    // no place for 9, though every cell keeps candidates.
    let mut broken = parse_board(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    )
    .unwrap();
    for col in 0..9 {
        broken.eliminate(Candidate::new(Cell::new(0, col), 9));
    }
    vec![
        ("empty 9x9", Board::empty(9).unwrap()),
        ("empty 4x4", Board::empty(4).unwrap()),
        ("empty 6x6", Board::empty(6).unwrap()),
        ("solved", solved),
        ("no place for 9 in row 1", broken),
        ("4x4", parse_board("1.....3..4.....2").unwrap()),
        (
            "6x6",
            parse_board("1.....4.....2.....5.....3.....6.....").unwrap(),
        ),
    ]
}

#[test]
fn every_strategy_survives_odd_boards() {
    for (name, board) in odd_boards() {
        let mut caches = Caches::new();
        for info in REGISTRY {
            let steps = (info.find)(&board);
            let effects = (info.effects)(&board);
            assert_eq!(steps.len(), effects.len(), "{} on {name}", info.id);
            let first = info.first(&board);
            let cached = info.first_cached(&board, &mut caches);
            assert_eq!(
                first.as_ref().map(|s| (&s.placements, &s.eliminations)),
                cached.as_ref().map(|s| (&s.placements, &s.eliminations)),
                "{} on {name}",
                info.id
            );
            if name == "solved" {
                assert!(
                    steps.is_empty(),
                    "{} found something on a solved board",
                    info.id
                );
            }
        }
        // And the walkthrough ends with a status, never a panic.
        let _ = Solver::complete().solve(&board).status;
    }
}

#[test]
fn numbers_out_of_range_are_answered_not_panicked() {
    let board = parse_board(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    )
    .unwrap();
    let outside = Cell::from_index(81);
    let far = Cell::from_index(200);
    assert_eq!(board.value(outside), None);
    assert_eq!(board.candidates(far), DigitSet::EMPTY);
    assert!(!board.has_candidate(Cell::new(0, 1), 17));
    assert!(!board.has_candidate(Cell::new(0, 1), 0));
    // 17 used to wrap around to digit 1 in a 16-bit set.
    assert!(board.has_candidate(Cell::new(0, 1), 1));
    assert_eq!(board.digit_cells(10), CellSet::EMPTY);
    assert_eq!(board.digit_cells(255), CellSet::EMPTY);
    let mut b = board.clone();
    assert!(b.place(Cell::new(0, 1), 17).is_err());
    assert!(b.place(far, 1).is_err());
    assert!(!b.eliminate(Candidate::new(Cell::new(0, 1), 17)));
    assert!(!b.eliminate(Candidate::new(far, 1)));
    assert_eq!(b, board);
    assert!(!DigitSet::single(0).contains(0));
    assert_eq!(DigitSet::single(40), DigitSet::EMPTY);
    assert!(!CellSet::single(far).contains(far));
    // The per-digit quick test of the fish with a digit no board has.
    assert!(!XWing::may_fire_on_digit_near(&board, 10, CellSet::EMPTY));
    assert_eq!(sudoku_explorer::generate::Rng::new(1).below(0), 0);
}
