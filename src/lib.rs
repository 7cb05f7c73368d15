//! # sudoku-explorer
//!
//! Teach and explore human Sudoku solving strategies.
//!
//! A short tour:
//! - [`grid`]: the board model ([`Board`], [`Cell`], [`Candidate`], [`DigitSet`], [`CellSet`])
//!   for 4x4, 6x6 and 9x9 puzzles.
//! - [`formats`]: read and write puzzles in every common text format, with errors that
//!   say where the input is wrong.
//! - [`brute`]: an exact solver: the solution, or how many solutions there are.
//! - [`strategies`]: human solving strategies, one module each, every one a set of pure
//!   functions (`is_*`, `find_*`, `*_eliminations`) returning patterns as data.
//! - [`step`]: a [`step::Step`] is what a strategy found: effects, explanation, highlights.
//! - [`solver`]: the logical solver, which strings steps into a [`solver::Walkthrough`].

pub mod brute;
pub mod formats;
pub mod grid;
pub mod notebook;
pub mod render;
pub mod solver;
pub mod step;
pub mod strategies;

pub use grid::{Board, BoardError, Candidate, Cell, CellSet, DigitSet, Geometry, House, HouseKind};

#[cfg(test)]
pub(crate) mod test_util {
    use crate::grid::Board;

    /// A board from an 81-character line ('.' or '0' blank), for unit tests.
    pub fn board(line: &str) -> Board {
        let digits: Vec<u8> = line
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        Board::from_givens(&digits).expect("test board is valid")
    }

    /// The position reached from `line` by full houses, naked and hidden singles.
    pub fn after_singles(line: &str) -> Board {
        let solver = crate::solver::Solver::with(&["full-house", "naked-single", "hidden-single"])
            .expect("known ids");
        solver.solve(&board(line)).end
    }
}
