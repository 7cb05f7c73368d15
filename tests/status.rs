//! A walkthrough's status says how it ended, in every case a user can meet:
//! solved by logic, solved only with brute force, stuck, no solution (from
//! the start or found mid-solve), several solutions.

use sudoku_explorer::formats::parse_board;
use sudoku_explorer::solver::{Solver, Status};
use sudoku_explorer::{Board, Candidate, Cell};

/// Arto Inkala's puzzle (puzzles/worlds-hardest.txt).
const HARDEST: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

#[test]
fn solved_by_logic_and_solved_with_brute_force_differ() {
    let numpre1 =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/numpre1.txt"))
            .unwrap();
    let w = Solver::new().solve(&parse_board(&numpre1).unwrap());
    assert_eq!(w.status, Status::Solved);
    assert_eq!(w.status.to_string(), "solved");
    // Singles stall on Arto Inkala's puzzle (every logical strategy does,
    // but for the nested forcing nets); with the last resort the
    // walkthrough ends filled, and the status says how.
    let board = parse_board(HARDEST).unwrap();
    assert_eq!(Solver::new().solve(&board).status, Status::Solved);
    let singles = Solver::with(&["full-house", "naked-single", "hidden-single"]).unwrap();
    assert_eq!(singles.solve(&board).status, Status::Stuck);
    let w = Solver::with(&["full-house", "naked-single", "hidden-single", "brute-force"])
        .unwrap()
        .solve(&board);
    assert_eq!(w.status, Status::SolvedWithBruteForce);
    assert!(w.status.is_solved());
    assert_eq!(w.status.to_string(), "solved-with-brute-force");
    assert_eq!(
        serde_json::to_string(&w.status).unwrap(),
        "\"solved-with-brute-force\""
    );
}

#[test]
fn several_solutions_are_named() {
    // One given and 80 blanks: a great many solutions.
    let board = parse_board(&format!("1{}", ".".repeat(80))).unwrap();
    let w = Solver::new().solve(&board);
    assert_eq!(w.status, Status::MultipleSolutions { found: 2 });
    assert_eq!(w.status.to_string(), "multiple-solutions");
    assert!(w.status.describe().contains("at least 2"));
    // The complete solver has no brute-force step to take either: the
    // look-up needs exactly one solution.
    let w = Solver::complete().solve(&board);
    assert_eq!(w.status, Status::MultipleSolutions { found: 2 });
}

#[test]
fn a_position_without_solution_is_a_contradiction() {
    // HoDoKu library line: the hardest puzzle with 1 removed from r1c2 and
    // r1c2 (its solution digit there): the position has no solution, which
    // the strategies alone would not notice.
    let board = parse_board(
        ":0000:x:8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..:112:::",
    )
    .unwrap();
    let w = Solver::new().solve(&board);
    assert_eq!(w.status, Status::Contradiction);
    let w = Solver::complete().solve(&board);
    assert_eq!(w.status, Status::Contradiction);
}

#[test]
fn a_house_that_loses_a_digit_is_a_contradiction() {
    // Remove 8 from every cell of row 1 that can hold it: row 1 has no
    // place left for 8, though every cell still has candidates.
    let mut board = parse_board(HARDEST).unwrap();
    for col in 0..9 {
        board.eliminate(Candidate::new(Cell::new(0, col), 9));
    }
    assert!(board.dead_cell().is_none());
    let (house, digit) = board.dead_digit().expect("row 1 lost 9");
    assert_eq!((house.to_string(), digit), ("row 1".to_string(), 9));
    assert_eq!(Solver::new().solve(&board).status, Status::Contradiction);
    assert_eq!(
        Solver::complete().solve(&board).status,
        Status::Contradiction
    );
}

#[test]
fn clashing_givens_are_a_contradiction_not_a_panic() {
    let mut digits = [0u8; 81];
    digits[0] = 5;
    digits[1] = 5;
    assert!(Board::from_givens(&digits).is_err());
}
