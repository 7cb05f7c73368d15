//! The exact solver: the solution of a position, or how many it has.
//!
//! This is not how a person solves a puzzle; it is the referee the teaching
//! code relies on. Is the puzzle sound (exactly one solution)? What is the
//! solution, so that every step of a walkthrough can be checked against it?
//!
//! ## How the search works
//!
//! The search alternates two things until the grid is full or dead:
//!
//! 1. **Propagation.** Remove every candidate that the placed digits rule
//!    out, and place every digit that is forced: a *naked single* (a cell
//!    with one candidate left) or a *hidden single* (a digit with one cell
//!    left in a row, column or box). Placing a digit removes more candidates,
//!    so this repeats until nothing changes. An empty cell without
//!    candidates, or a digit with no cell left in some house, means the
//!    position is dead: back up.
//! 2. **Guess.** When propagation stalls, pick a cell with few candidates,
//!    best a *bivalue* cell (two candidates). Try its first digit on a copy
//!    of the grid and search that copy; then remove that digit from the cell
//!    and carry on, which tries the remaining digits.
//!
//! ```text
//!   propagate ──dead──> back up
//!       │
//!       ├──full──> a solution: count it (stop at the limit)
//!       │
//!       └──stuck──> guess r4c7 ∈ {2,8}
//!                     ├── copy, r4c7=2 ──> search the copy
//!                     └── here, r4c7<>2 (so r4c7=8) ──> propagate ...
//! ```
//!
//! Counting stops as soon as `limit` solutions are found, so a uniqueness
//! check ([`analyse`]) searches for at most two.
//!
//! The search starts from the board's *candidates*, not only its digits: a
//! board reached by strategies, or read from a candidate grid, may have had
//! candidates removed, and the answer is about that position. Clashing
//! digits, or an empty cell without candidates, mean no solution. Solutions
//! are the digits row by row (`n * n` of them).
//!
//! Two implementations follow this plan:
//!
//! - 9x9 boards use a bit board: per digit, the 81 cells as three 27-bit
//!   bands, where one table look-up updates a whole band (rows and boxes),
//!   a pass over the stacks does the same for columns, and the guess goes to
//!   the bivalue cell in the most crowded spot (see `bands.rs`). It checks
//!   the uniqueness of the 1,465 hard puzzles of magictour's top1465 at about
//!   120,000 puzzles a second on one core (`cargo bench --bench brute`).
//!   [`count_solutions_9x9`] and friends take the 81 digits directly, for
//!   bulk checks without a [`Board`].
//! - 4x4 and 6x6 boards use a plain per-cell search (`generic.rs`) that
//!   works for any size; the tests also run it on 9x9 positions to check the
//!   bit board against it.

mod bands;
mod generic;

use crate::grid::{Board, Cell};
use bands::{BandGrid, Tally};
use generic::CellGrid;

/// How many solutions a position has, with the solution when it is unique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No solution: clashing digits, a dead cell, or a dead end everywhere.
    None,
    /// Exactly one solution: its digits row by row (`n * n` of them).
    Unique(Vec<u8>),
    /// Two or more solutions.
    Multiple,
}

/// Searches `board` until `limit` solutions are found; returns the tally,
/// whose `first` is on the 9-wide cell layout.
fn run(board: &Board, limit: usize) -> Tally {
    let mut tally = Tally::new(limit);
    if limit == 0 {
        return tally;
    }
    if board.size() == 9 {
        let mut digit_cells = [0u128; 9];
        for (d, cells) in digit_cells.iter_mut().enumerate() {
            *cells = board.digit_cells(d as u8 + 1).0;
        }
        let mut digits = [0u8; 81];
        for cell in board.geometry().cells() {
            digits[cell.index()] = board.value(cell).unwrap_or(0);
        }
        if let Some(mut grid) = BandGrid::from_candidates(&digit_cells, &digits) {
            grid.search(&mut tally);
        }
    } else if let Some(mut grid) = CellGrid::from_board(board) {
        grid.search(&mut tally);
    }
    tally
}

/// The digits row by row of a solution kept on the 9-wide cell layout.
fn rows_of(board: &Board, layout: &[u8; 81]) -> Vec<u8> {
    board
        .geometry()
        .cells()
        .map(|c: Cell| layout[c.index()])
        .collect()
}

/// The first solution found, digits row by row (`n * n` of them), or `None`
/// if the position has no solution. Says nothing about uniqueness: see
/// [`analyse`].
pub fn solve(board: &Board) -> Option<Vec<u8>> {
    run(board, 1).first.map(|s| rows_of(board, &s))
}

/// The number of solutions, counting no further than `limit` (so the answer
/// is at most `limit`; `limit` 0 gives 0 without searching).
pub fn count_solutions(board: &Board, limit: usize) -> usize {
    run(board, limit).count
}

/// Whether the position has no, one or several solutions (searches for two).
pub fn analyse(board: &Board) -> Solutions {
    let tally = run(board, 2);
    match (tally.count, tally.first) {
        (1, Some(s)) => Solutions::Unique(rows_of(board, &s)),
        (0, _) => Solutions::None,
        _ => Solutions::Multiple,
    }
}

/// The solution, digits row by row, if the position has exactly one.
pub fn unique_solution(board: &Board) -> Option<Vec<u8>> {
    match analyse(board) {
        Solutions::Unique(s) => Some(s),
        Solutions::None | Solutions::Multiple => None,
    }
}

/// Whether the position has exactly one solution.
pub fn is_unique(board: &Board) -> bool {
    count_solutions(board, 2) == 1
}

/// Does the puzzle behind `board` (its givens alone) have exactly one
/// solution? The fact the uniqueness strategies rely on (their
/// swap argument is about the givens), so placed digits and removed
/// candidates do not count. A board read from a candidate grid counts its
/// solved cells as givens.
pub fn puzzle_has_one_solution(board: &Board) -> bool {
    puzzle_of(board).is_ok_and(|puzzle| is_unique(&puzzle))
}

/// The puzzle behind `board`: its givens alone (placed digits and removed
/// candidates left out), or why they cannot stand together.
pub fn puzzle_of(board: &Board) -> Result<Board, crate::grid::BoardError> {
    let digits: Vec<u8> = board
        .geometry()
        .cells()
        .map(|c| {
            if board.is_given(c) {
                board.value(c).unwrap_or(0)
            } else {
                0
            }
        })
        .collect();
    Board::from_values(board.size(), &digits, true)
}

/// Fast entry for bulk checks: the number of solutions (up to `limit`) of a
/// 9x9 puzzle given as 81 digits row by row, 0 for an empty cell. No
/// [`Board`] is built; clashing digits, or a digit above 9, give 0.
pub fn count_solutions_9x9(digits: &[u8; 81], limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let mut tally = Tally::new(limit);
    if let Some(mut grid) = BandGrid::from_digits(digits) {
        grid.search(&mut tally);
    }
    tally.count
}

/// Fast entry for digging: whether the 9x9 puzzle `digits` (0 = empty) has
/// a solution without digit `digit` in cell `cell` (an index 0..81). When
/// the puzzle with that digit in that cell has one solution, this is
/// whether emptying the cell allows a second one, found with one search
/// for a single solution instead of a search for two.
pub fn solves_without_9x9(digits: &[u8; 81], cell: usize, digit: u8) -> bool {
    solution_without_9x9(digits, cell, digit).is_some()
}

/// A solution of the 9x9 puzzle `digits` (0 = empty) without digit `digit`
/// in the empty cell `cell` (an index 0..81), if it has one: the search of
/// [`solves_without_9x9`], keeping what it found.
pub fn solution_without_9x9(digits: &[u8; 81], cell: usize, digit: u8) -> Option<[u8; 81]> {
    if cell >= 81 || !(1..=9).contains(&digit) {
        return None;
    }
    let mut candidates = [(1u128 << 81) - 1; 9];
    candidates[digit as usize - 1] &= !(1u128 << cell);
    let mut tally = Tally::new(1);
    if let Some(mut grid) = BandGrid::from_candidates(&candidates, digits) {
        grid.search(&mut tally);
    }
    tally.first
}

/// Fast entry for bulk solving: the first solution of a 9x9 puzzle given as
/// 81 digits (0 = empty), or `None` if it has none.
pub fn solve_9x9(digits: &[u8; 81]) -> Option<[u8; 81]> {
    let mut tally = Tally::new(1);
    let mut grid = BandGrid::from_digits(digits)?;
    grid.search(&mut tally);
    tally.first
}

/// Fast entry for bulk uniqueness checks on 81 digits (0 = empty); see [`analyse`].
pub fn analyse_9x9(digits: &[u8; 81]) -> Solutions {
    let mut tally = Tally::new(2);
    if let Some(mut grid) = BandGrid::from_digits(digits) {
        grid.search(&mut tally);
    }
    match (tally.count, tally.first) {
        (1, Some(s)) => Solutions::Unique(s.to_vec()),
        (0, _) => Solutions::None,
        _ => Solutions::Multiple,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Candidate;

    /// Digits of a puzzle line, '.' or '0' for a blank.
    fn digits(line: &str) -> Vec<u8> {
        line.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    }

    fn board(line: &str) -> Board {
        Board::from_givens(&digits(line)).expect("valid test puzzle")
    }

    fn line_of(solution: &[u8]) -> String {
        solution.iter().map(|d| (b'0' + d) as char).collect()
    }

    /// Whether `solution` (row by row) is a full valid grid that keeps the
    /// board's digits and puts only candidates in its empty cells.
    fn fits(board: &Board, solution: &[u8]) -> bool {
        let geo = board.geometry();
        let cells: Vec<Cell> = geo.cells().collect();
        if solution.len() != cells.len() {
            return false;
        }
        let at = |c: Cell| solution[cells.iter().position(|&x| x == c).unwrap()];
        cells.iter().all(|&c| match board.value(c) {
            Some(d) => at(c) == d,
            None => board.has_candidate(c, at(c)),
        }) && cells
            .iter()
            .all(|&c| geo.peers(c).iter().all(|p| at(p) != at(c)))
    }

    /// The same count by the per-cell search, whatever the size: the
    /// reference the 9x9 band search is checked against.
    fn count_by_cells(board: &Board, limit: usize) -> usize {
        let mut tally = Tally::new(limit);
        if let Some(mut grid) = CellGrid::from_board(board) {
            grid.search(&mut tally);
        }
        tally.count
    }

    // Sudopedia, "Valid Test Cases": "Hidden Singles".
    const HIDDEN_SINGLES: &str =
        "..2.3...8.....8....31.2.....6..5.27..1.....5.2.4.6..31....8.6.5.......13..531.4..";
    const HIDDEN_SINGLES_SOLUTION: &str =
        "672435198549178362831629547368951274917243856254867931193784625486592713725316489";
    // Sudopedia, "Invalid Test Cases": "Not Unique - 2 Solutions".
    const TWO_SOLUTIONS: &str =
        ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.";

    #[test]
    fn solves_sudopedia_hidden_singles() {
        let b = board(HIDDEN_SINGLES);
        let expected = digits(HIDDEN_SINGLES_SOLUTION);
        assert_eq!(solve(&b), Some(expected.clone()));
        assert_eq!(analyse(&b), Solutions::Unique(expected.clone()));
        assert_eq!(count_solutions(&b, 10), 1);
        assert!(is_unique(&b));
        let fixed: [u8; 81] = digits(HIDDEN_SINGLES).try_into().unwrap();
        assert_eq!(count_solutions_9x9(&fixed, 2), 1);
        assert_eq!(
            solve_9x9(&fixed).map(|s| s.to_vec()),
            Some(expected.clone())
        );
        assert_eq!(analyse_9x9(&fixed), Solutions::Unique(expected));
    }

    #[test]
    fn four_by_four() {
        // mini4x4_amayaos_20.txt, puzzles 1 and 9 (the one without solution);
        // the solution checked by hand.
        let b = board("4.....4....3.2..");
        assert_eq!(analyse(&b), Solutions::Unique(digits("4132234114233214")));
        assert_eq!(analyse(&board(".2.....42......3")), Solutions::None);
        assert_eq!(solve(&board(".2.....42......3")), None);
    }

    #[test]
    fn six_by_six() {
        // mini6x6_sukaku6x6explainer_3.txt, puzzle 1 (the README example).
        let b = board("..3...4.....2..3.5.....1.6.5.45...1.");
        let Solutions::Unique(s) = analyse(&b) else {
            panic!("expected a unique solution");
        };
        assert_eq!(s.len(), 36);
        assert!(fits(&b, &s), "{}", line_of(&s));
        assert_eq!(count_by_cells(&b, 5), 1);
    }

    #[test]
    fn empty_boards_have_many_solutions() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert_eq!(analyse(&b), Solutions::Multiple, "{size}x{size}");
            assert_eq!(count_solutions(&b, 7), 7, "the limit is respected");
            assert_eq!(count_solutions(&b, 0), 0);
            assert!(fits(&b, &solve(&b).unwrap()));
        }
        // There are 288 filled 4x4 grids (a well-known count, "Shidoku").
        assert_eq!(count_solutions(&Board::empty(4).unwrap(), 1000), 288);
        assert_eq!(count_solutions_9x9(&[0; 81], 3), 3);
        assert_eq!(count_solutions_9x9(&[0; 81], 0), 0);
    }

    #[test]
    fn sudopedia_two_solutions() {
        let b = board(TWO_SOLUTIONS);
        assert_eq!(analyse(&b), Solutions::Multiple);
        assert_eq!(count_solutions(&b, 100), 2);
        assert_eq!(count_by_cells(&b, 100), 2);
    }

    /// With two solutions, a solution without the first's digit in a cell
    /// is the second exactly where the two differ (at least four cells: a
    /// deadly pattern), and there is none where they agree.
    #[test]
    fn a_solution_without_a_digit_is_the_other_solution() {
        let fixed: [u8; 81] = digits(TWO_SOLUTIONS).try_into().unwrap();
        let first = solve_9x9(&fixed).expect("a solution");
        let others: Vec<[u8; 81]> = (0..81)
            .filter(|&c| fixed[c] == 0)
            .filter_map(|c| solution_without_9x9(&fixed, c, first[c]))
            .collect();
        assert!(others.len() >= 4, "{}", others.len());
        for other in &others {
            assert!(other != &first, "same");
            assert!(fits(&board(TWO_SOLUTIONS), other), "{}", line_of(other));
            assert_eq!(other, &others[0]);
        }
        let differ = (0..81).filter(|&c| others[0][c] != first[c]).count();
        assert_eq!(differ, others.len());
        assert_eq!(solution_without_9x9(&fixed, 81, 1), None);
    }

    #[test]
    fn removed_candidates_are_respected() {
        // Remove the solution's digit from one empty cell: no solution left.
        let mut b = board(HIDDEN_SINGLES);
        let solution = digits(HIDDEN_SINGLES_SOLUTION);
        let cell = Cell::new(0, 0);
        assert!(b.eliminate(Candidate::new(cell, solution[0])));
        assert_eq!(analyse(&b), Solutions::None);
        assert_eq!(solve(&b), None);

        // Of two solutions, rule out the first one where the two differ: the
        // other one is then the only one.
        let two = board(TWO_SOLUTIONS);
        let first = solve(&two).unwrap();
        let mut found_other = false;
        for cell in two.empty_cells() {
            let mut b = two.clone();
            b.eliminate(Candidate::new(cell, first[cell.row() * 9 + cell.col()]));
            if let Solutions::Unique(other) = analyse(&b) {
                assert_ne!(other, first);
                assert!(fits(&two, &other));
                found_other = true;
                break;
            }
        }
        assert!(found_other);

        // The same on a 4x4: 288 grids, fewer once r1c1 may not hold 1.
        let mut b4 = Board::empty(4).unwrap();
        b4.eliminate(Candidate::new(Cell::new(0, 0), 1));
        assert_eq!(count_solutions(&b4, 1000), 288 * 3 / 4);
    }

    #[test]
    fn clashes_and_dead_cells_have_no_solution() {
        let mut clash = [0u8; 81];
        clash[0] = 5;
        clash[8] = 5;
        assert_eq!(count_solutions_9x9(&clash, 2), 0);
        assert_eq!(solve_9x9(&clash), None);
        assert_eq!(analyse_9x9(&clash), Solutions::None);
        // Same digit in one box, and in one column.
        let (mut in_box, mut in_column) = ([0u8; 81], [0u8; 81]);
        in_box[0] = 3;
        in_box[10] = 3;
        in_column[4] = 7;
        in_column[76] = 7;
        assert_eq!(count_solutions_9x9(&in_box, 2), 0);
        assert_eq!(count_solutions_9x9(&in_column, 2), 0);
        let mut too_big = [0u8; 81];
        too_big[40] = 10;
        assert_eq!(count_solutions_9x9(&too_big, 2), 0);

        // An empty cell without candidates, on each size.
        for size in [4, 6, 9] {
            let mut b = Board::empty(size).unwrap();
            let cell = Cell::new(1, 2);
            for d in 1..=size as u8 {
                b.eliminate(Candidate::new(cell, d));
            }
            assert_eq!(analyse(&b), Solutions::None, "{size}x{size}");
            assert_eq!(count_by_cells(&b, 2), 0);
        }
        // A digit with no place left in a row, though every cell has candidates.
        let mut b = Board::empty(9).unwrap();
        for col in 0..9 {
            b.eliminate(Candidate::new(Cell::new(4, col), 6));
        }
        assert_eq!(analyse(&b), Solutions::None);
    }

    /// A small deterministic pseudo-random source (xorshift), for test data.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Random positions: a puzzle, or an empty grid with random digits
    /// placed, then random candidates removed. The band search and the cell
    /// search must count the same, and every solution must fit its position.
    fn compare_searches(cases: usize, seed: u64) {
        let puzzles = [
            HIDDEN_SINGLES,
            TWO_SOLUTIONS,
            // Sudopedia: "Hard to Brute-Force", "Insufficient Givens".
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "...........5....9...4....1.2....3.5....7.....438...2......9.....1.4...6..........",
            "",
        ];
        let mut rng = seed;
        for n in 0..cases {
            let puzzle = puzzles[n % puzzles.len()];
            let mut b = if puzzle.is_empty() {
                let mut b = Board::empty(9).unwrap();
                for _ in 0..15 + n % 15 {
                    let cands: Vec<Candidate> = b.all_candidates().collect();
                    if let Some(&k) = cands.get(xorshift(&mut rng) as usize % cands.len().max(1)) {
                        b.place(k.cell, k.digit).unwrap();
                    }
                }
                b
            } else {
                board(puzzle)
            };
            let removals = (xorshift(&mut rng) % 60) as usize;
            for _ in 0..removals {
                let cands: Vec<Candidate> = b.all_candidates().collect();
                if cands.is_empty() {
                    break;
                }
                b.eliminate(cands[xorshift(&mut rng) as usize % cands.len()]);
            }
            let fast = count_solutions(&b, 3);
            assert_eq!(fast, count_by_cells(&b, 3), "case {n}: {b:?}");
            match analyse(&b) {
                Solutions::Unique(s) => assert!(fits(&b, &s)),
                Solutions::Multiple => assert!(fits(&b, &solve(&b).unwrap())),
                Solutions::None => assert_eq!(fast, 0),
            }
        }
    }

    #[test]
    fn band_search_agrees_with_cell_search() {
        compare_searches(200, 0x2545_f491_4f6c_dd1d);
    }

    /// The same on many more positions: `cargo test --release -- --ignored`.
    #[test]
    #[ignore]
    fn band_search_agrees_with_cell_search_at_length() {
        compare_searches(100_000, 0x9e37_79b9_7f4a_7c15);
    }
}
