//! Intersections: where a box meets a row or a column.
//!
//! * [`locked_candidates`]: pointing (a box's candidates for a digit lie on
//!   one line) and claiming (a line's candidates lie in one box);
//! * locked pairs and triples, naked subsets inside such an intersection,
//!   are taught with the naked subsets
//!   ([`crate::strategies::subsets::naked_subsets`]).
//!
//! `quick.rs` holds the solver's quick tests for pointing and claiming.

pub mod locked_candidates;
pub(crate) mod quick;
