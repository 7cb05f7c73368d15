//! The data model: geometry, digit and cell sets, cells, candidates, boards.
//! No strategy logic lives here.

pub mod board;
pub mod cell;
pub mod cellset;
pub mod digits;
pub mod geometry;

pub use board::{Board, BoardError, CellMark};
pub use cell::{Candidate, Cell, OffTheGrid};
pub use cellset::CellSet;
pub use digits::DigitSet;
pub use geometry::{Geometry, House, HouseKind, Houses, NoSuchHouse};
