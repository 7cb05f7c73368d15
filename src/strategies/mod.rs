//! The strategies, one folder per family, and the registry.
//!
//! Every strategy module offers three pure functions, for a pattern `Foo`:
//!
//! * `is_foo(board, parts...) -> Option<Foo>`: do these cells/digits/houses
//!   form the pattern?
//! * `find_foos(board) -> Vec<Foo>`: the instances on the board, in a fixed
//!   order: every instance, including those that happen to remove nothing,
//!   unless the strategy's doc says "productive instances" or "up to N"
//!   (its [`Strategy::LISTING`]);
//! * `foo_eliminations(board, &Foo) -> Vec<Candidate>` (or `..._placements`):
//!   what the pattern proves.
//!
//! The [`Strategy`] trait ties the finder and the effect together so that
//! generic code can turn patterns into [`Step`](crate::step::Step)s, and the
//! [`registry`] lists every strategy with its id, name, family and
//! difficulty, easiest first.
//!
//! Layout: [`common`] and [`accel`] sit below the strategies (they import
//! none); each family folder holds one teaching file per strategy (the
//! lesson, the pattern, `is_*`, a plain `find_*`, `*_eliminations`, tests)
//! and, beside it, the machinery that makes the solver fast (`search.rs`,
//! `quick.rs`, ...), proven equal to the teaching finder by tests.

pub mod accel;
pub mod combinations;
pub mod common;
pub mod decl;
pub mod nearest;
pub mod registry;

pub mod als;
pub mod chains;
pub mod coloring;
pub mod fish;
pub mod forcing;
pub mod intersections;
pub mod last_resort;
pub mod single_digit;
pub mod singles;
pub mod subsets;
pub mod uniqueness;
pub mod wings;

pub use accel::{candidate_cells, changed_cells, Accel, Caches, DigitNear, FastFirst, MayFireNear};
pub use common::{effects_of, first_by_find, first_step_of, steps_of, Effects, Listing, Strategy};
pub use decl::{Decl, Family};
pub use nearest::{by_name, nearest_ids};
pub use registry::{by_id, ids, StrategyInfo, REGISTRY};
