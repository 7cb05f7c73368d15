//! Subsets: n cells of a house that hold n digits between them (naked), or n
//! digits of a house that fit in n cells only (hidden).
//!
//! * [`naked_subsets`]: naked pair, triple, quad, and the locked pair and
//!   triple (a naked subset inside a box-line intersection);
//! * [`hidden_subsets`]: hidden pair, triple, quad;
//! * [`aligned_pair`]: aligned pair exclusion (pairs of digits two cells
//!   cannot hold because a cell seeing both would be left empty);
//! * [`aligned_triple`]: aligned triple exclusion (the same with three
//!   cells).
//!
//! `quick.rs` holds the solver's quick tests for all of them.

pub mod aligned_pair;
pub mod aligned_triple;
pub mod hidden_subsets;
pub mod naked_subsets;
pub(crate) mod quick;
