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
//! - [`rating`]: how hard a puzzle is, on the Sudoku Explainer and HoDoKu scales.
//! - [`render`]: boards, steps and walkthroughs drawn as SVG (and HTML pages).
//! - [`explore`]: run any pattern finder over many puzzles and audit it (how often it
//!   fires, what it unlocks, and every unsound elimination).
//! - [`generate`]: puzzles with one solution, reproducible from a seed: random ones, or
//!   ones that need a chosen strategy and nothing harder (learning mode).
//! - [`notebook`]: rich display of boards, steps and walkthroughs in Jupyter (evcxr).
//!
//! ```
//! use sudoku_explorer::prelude::*;
//!
//! // The world's hardest Sudoku, as a C# tutorial called it (Arto Inkala's puzzle).
//! let board = parse_board(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! ).unwrap();
//! assert!(matches!(brute::analyse(&board), Solutions::Unique(_)));
//! let walk = Solver::new().solve(&board);
//! println!("{} steps, {}", walk.steps.len(), walk.status);
//! ```

// Notes go to standard error through `to_stderr!`: `eprintln!` panics
// when standard error is closed (see src/stderr.rs).
#![cfg_attr(not(test), deny(clippy::print_stderr))]

pub mod app;
pub mod brute;
pub mod coach;
pub mod compare;
pub mod explore;
pub mod formats;
pub mod generate;
pub mod grid;
pub mod lang;
pub mod notebook;
pub mod outcome;
pub mod parallel;
pub mod rating;
pub mod render;
pub mod role;
pub mod solver;
pub mod stderr;
pub mod step;
pub mod strategies;
pub mod text;

pub use grid::{
    Board, BoardError, Candidate, Cell, CellSet, DigitSet, Geometry, House, HouseKind, OffTheGrid,
};

/// Everything a notebook usually needs, in one `use`.
pub mod prelude {
    pub use crate::brute::{self, Solutions};
    pub use crate::coach;
    pub use crate::explore::{self, explore, explore_strategy, ExploreOptions, Report};
    pub use crate::formats::{
        self, parse_board, parse_puzzles, read_puzzles, Format, ParseError, Puzzle,
    };
    pub use crate::generate;
    pub use crate::grid::*;
    pub use crate::lang::Explain;
    pub use crate::lang::{Lang, Notation};
    pub use crate::notebook::{self, StepView, Words};
    pub use crate::render::{self, RenderOptions};
    pub use crate::solver::{Solver, Status, Walkthrough};
    pub use crate::step::{Highlight, Highlights, Pattern, Role, Step};
    pub use crate::strategies::{self, Effects, Strategy, REGISTRY};
    /// Re-exported so notebooks can print steps and patterns as JSON without a `:dep`.
    pub use serde_json;
}

#[cfg(test)]
pub(crate) mod test_util;
