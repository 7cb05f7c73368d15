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

// pub mod brute;
// pub mod formats;
pub mod grid;

pub use grid::{Board, BoardError, Candidate, Cell, CellSet, DigitSet, Geometry, House, HouseKind};
