//! Subsets: n cells of a house that hold n digits between them (naked), or n
//! digits of a house that fit in n cells only (hidden).
//!
//! * [`naked_subsets`]: naked pair, triple, quad, and the locked pair and
//!   triple (a naked subset inside a box-line intersection);
//! * [`hidden_subsets`]: hidden pair, triple, quad;
//! * [`aligned_exclusion`]: aligned pair and triple exclusion (pairs or
//!   triples of digits two or three cells cannot hold because a cell seeing
//!   them all would be left empty): one rule with a size.
//!
//! `quick.rs` holds the solver's quick tests for all of them.

pub mod aligned_exclusion;
pub mod hidden_subsets;
pub mod naked_subsets;
pub(crate) mod quick;
