//! # Chains and loops: one engine of strong and weak links
//!
//! Every chain strategy is built from the same two kinds of *link* between
//! candidates: a **strong link** `A = B` (if A is false, B is true) and a
//! **weak link** `A - B` (if A is true, B is false). A chain that starts and
//! ends with a strong link and alternates in between proves that one of its
//! two ends is true (the lesson is in [`chain`]):
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2     if r1c1 is not 5, r1c4 is, so r5c4
//!                                    is not, so r5c2 is: a cell seeing
//!                                    both r1c1 and r5c2 is not 5
//! ```
//!
//! The strategies differ only in which links they may use and how the
//! chain ends:
//!
//! | strategy | links | ends |
//! |---|---|---|
//! | X-Chain | one digit, cells only | different cells, same digit |
//! | XY-Chain | bivalue cells (strong inside a cell) joined by equal digits | same digit |
//! | Remote Pair | an XY-Chain whose cells all hold the same two digits | at least four cells |
//! | AIC | any links between single candidates | different cells |
//! | Continuous Nice Loop | a chain that closes with a weak link back to its start | every weak link becomes strong |
//! | Discontinuous Nice Loop | a loop that meets itself wrongly at one candidate | that candidate is true or false |
//! | Grouped AIC / loops | the same, with at least one group node | as above |
//! | ... with ALS | the same, with at least one ALS node `(5=3)r4c12` | as above |
//!
//! Read in this order:
//! * [`chain`]: nodes, links, the [`Chain`] pattern, [`is_chain`],
//!   [`chain_eliminations`]; [`notation`]: Eureka notation
//!   (`(5)r1c1=r1c4-r5c4=r5c2`);
//! * the strategies: [`x_chain`], [`xy_chain`], [`remote_pair`], [`aic`],
//!   [`nice_loops`], [`als_nodes`].
//!
//! **What the finders return.** There are far too many chains to list them
//! all, so each finder returns *up to* [`MAX_CHAINS`] chains that change the
//! board, one per distinct effect: the biggest effect first (the step a
//! solver wants), then the shortest; continuous loops shortest first. Each
//! is a shortest chain between its ends, of at most [`MAX_CHAIN_LINKS`]
//! links.
//!
//! **Machinery.** `graph/` builds the link graph of a board and runs a
//! breadth-first search from every node at once (bit-parallel: each node
//! carries the set of starts that reached it); `search.rs` turns what it
//! finds into ranked chains; `sweep.rs` holds the one search the AIC and
//! nice-loop finders share, which the solver keeps in its
//! [`Caches`](crate::strategies::Caches) for the next strategy on the same
//! board.
//!
//! HoDoKu's grouped chains may also use Almost Locked Sets as nodes: if
//! no cell of an ALS holds `x`, the rest of its digits are locked in it, a
//! strong link `(x=y)` inside the set. Those chains are in [`als_nodes`]
//! (their own search, `als_search.rs`; the strategies `grouped-aic-als`,
//! `grouped-continuous-nice-loop-als`, `grouped-discontinuous-nice-loop-als`,
//! outside the default solver).

pub mod chain;
pub mod notation;

pub mod aic;
pub mod als_nodes;
pub mod nice_loops;
pub mod remote_pair;
pub mod x_chain;
pub mod xy_chain;

mod als_rules;
mod als_search;
mod explain;
pub(crate) mod first_steps;
pub(crate) mod graph;
pub(crate) mod search;
pub(crate) mod sweep;

#[cfg(test)]
pub(crate) mod test_support;

pub use chain::{
    chain_eliminations, chain_placements, is_chain, is_strong_link, is_weak_link, Chain, ChainKind,
    ChainNode, LinkKind,
};
pub use search::{MAX_CHAINS, MAX_CHAIN_LINKS};

pub(crate) use chain::elimination_set;
