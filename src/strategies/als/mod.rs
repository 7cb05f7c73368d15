//! # Almost Locked Sets: the ALS strategies and Sue de Coq
//!
//! An almost locked set (ALS) is N cells of one house holding N+1
//! candidates: rule one digit out of it and it is locked. Two ALSs are
//! linked by a restricted common candidate (RCC) when that digit can be true
//! in at most one of them. The strategies here string ALSs together with
//! RCCs and remove a digit that must lie in one of the end sets.
//!
//! Teaching files, each a lesson read top to bottom:
//!
//! * [`als`]: what an ALS and an RCC are, [`is_als`], [`find_alses`],
//!   [`restricted_commons`];
//! * [`xz`] ALS-XZ: A −x− B; any other common digit z is in A or in B;
//! * [`xy_wing`] ALS-XY-Wing: A −x− C −y− B, x ≠ y; a common z of A and B;
//! * [`chain`] ALS-Chain: A1 −x1− A2 −x2− ... −An, consecutive RCCs differ;
//! * [`death_blossom`] Death Blossom: a stem cell and one ALS (petal) per
//!   candidate of the stem;
//! * [`sue_de_coq`] Sue de Coq: an ALS technique of a line and a box, which
//!   needs none of the machinery below.
//!
//! A board has hundreds of ALSs and thousands of linked pairs, almost all
//! idle, so the finders report only the instances that eliminate something
//! (their `LISTING` says so), and ALS-Chain and Death Blossom search within
//! a work bound. Machinery, proven equal to the plain finders by tests:
//!
//! * [`data`]: every ALS of a board with the sets the finders test against,
//!   rebuilt incrementally from the last board's, and [`data::AlsCache`],
//!   the last board's data kept in the solver's `Caches`;
//! * [`links`]: the tables of RCC links between all pairs;
//! * `chain_search.rs`, `blossom_search.rs`: the bounded searches those
//!   two strategies list by; they import no lesson, and the lessons wrap
//!   what they find into their patterns;
//! * `quick.rs`: the solver's quick tests (`near` in the registry), with
//!   Death Blossom's reference board kept in `Caches`.

#[allow(clippy::module_inception)] // the lesson on the ALS itself
pub mod als;
mod blossom_search;
pub mod chain;
mod chain_search;
pub mod data;
pub mod death_blossom;
pub mod links;
pub(crate) mod quick;
pub mod sue_de_coq;
pub mod xy_wing;
pub mod xz;

#[cfg(test)]
mod tests;

/// Cells in the compact notation (`r2c45`, `r12c3`): the shared
/// [`crate::text::compact_cells`], under the name the notebooks use.
pub use crate::text::compact_cells as place;
pub use als::{
    find_alses, is_als, restricted_commons, restricted_commons_overlapping, Als, AlsRef,
};
pub use data::{AlsCache, AlsData};
pub use links::AlsLink;
