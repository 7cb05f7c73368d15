//! Making puzzles: random ones with one solution, and, in *learning mode*,
//! ones that need a chosen strategy.
//!
//! ## Random puzzles
//!
//! ```text
//!  solved grid ──shuffle (relabel digits, swap rows in a band, bands,
//!                columns in a stack, stacks, transpose)──► random grid
//!  random grid ──dig: take givens away in random order (in symmetric pairs
//!                if asked), putting back any whose removal allows a second
//!                solution──► puzzle
//! ```
//!
//! Every puzzle [`puzzle`] returns has one solution (checked by the exact
//! solver) and is *minimal*: no given (with symmetry, no symmetric pair)
//! can go without allowing a second solution. (Removing givens only ever
//! adds solutions, so a given that could not go when it was tried can never
//! go later.) Generation is
//! deterministic for a seed, so notebooks and tests can rebuild the same
//! puzzles. Shuffling a fixed grid does not reach every Sudoku grid with
//! equal chance; it is meant for labs and examples, not for statistics
//! about all grids.
//!

mod random;

pub use random::{
    dig, dig_order, has_one_solution, orbit, puzzle, puzzles, random_solution, solved_board, Rng,
    Symmetry,
};
