//! The exact solver: the solution of a position, or how many it has.
//!
//! This is not how a person solves a puzzle; it is the referee the teaching
//! code relies on: is the puzzle sound (exactly one solution)? what is the
//! solution, so that every step of a walkthrough can be checked against it?
//!
//! ## How the search works
//!
//! The search alternates two things until the grid is full or stuck:
//!
//! 1. **Propagation.** Remove every candidate that the placed digits rule
//!    out, and place every digit that is forced: a *naked single* (a cell
//!    with one candidate left) or a *hidden single* (a digit with one cell
//!    left in a row, column or box). Placing a digit removes more candidates,
//!    so this repeats until nothing changes. An empty cell without
//!    candidates, or a digit with no cell left in some house, means the
//!    position is dead.
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
//!                     └── r4c7<>2 (so r4c7=8) ──> propagate ...
//! ```
//!
//! Counting stops as soon as `limit` solutions are found, so a uniqueness
//! check ([`analyse`]) searches for at most two.
//!
//! The search starts from the board's *candidates*, not only its digits: a
//! board reached by strategies, or read from a candidate grid, may have had
//! candidates removed, and the answer is about that position. Solutions are
//! returned as the digits row by row (`n * n` of them, 1-based digits).
//!
//! Two implementations share this plan. 9x9 boards use a bit board with
//! one 81-bit set per digit, split into three 27-bit bands, where a whole
//! band is updated with a few table look-ups (see `bands.rs`): it checks
//! uniqueness of hard puzzles at well over 100,000 per second. 4x4 and 6x6
//! boards use a plain per-cell search (`generic.rs`) that works for any size.

pub mod bands;
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

/// Whether the position has exactly one solution.
pub fn is_unique(board: &Board) -> bool {
    count_solutions(board, 2) == 1
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
