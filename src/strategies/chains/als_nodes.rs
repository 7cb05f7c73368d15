//! # ALS nodes: an almost locked set as one link of a chain
//!
//! An *almost locked set* (ALS) is `n` cells of one house holding `n + 1`
//! digits between them (see [`als`](crate::strategies::als)). Take one of
//! its digits away and the rest are locked: each remaining digit is then
//! somewhere in the set. A chain can use that as a strong link *inside* the
//! set:
//!
//! ```text
//!   ALS r4c12 {35}+... here r4c1 = {3,5}, r4c2 = {3,5,7}: 2 cells, 3 digits
//!
//!   ... - (5=3)r4c12 - ...
//!        |    |
//!        |    +-- so 3 is in r4c1 or r4c2 (the cells of the set holding 3)
//!        +------- if no cell of the set is 5 (the weak link in: the node
//!                 before it is true and sees every 5 of the set)
//! ```
//!
//! So the ALS node joins three links: a **weak link in** on digit `x` (the
//! previous node, if true, removes `x` from every cell of the set that holds
//! it), the **strong link inside** (`x` gone, so `y` is in one of the set's
//! `y` cells), and a **weak link out** on `y` (every candidate `y` outside
//! the set that sees all of the set's `y` cells is then false). The `y`
//! cells act as a group node, which may lie anywhere in the house.
//!
//! **Notation.** We write an ALS node the Eureka way, `(5=3)r4c12`: the two
//! digits inside brackets, then every cell of the set (not only the cells
//! holding 5 or 3); HoDoKu writes the same node `ALS:r4c12 {35}`. A step's
//! text also names the set and its digits in words.
//!
//! **Loops.** In a continuous nice loop every link holds both ways, so the
//! set holds exactly one of `x` and `y`: it lacks one of them, and the other
//! `n - 1` digits are locked in it. Any such digit `z` leaves the cells
//! outside that see all of the set's `z` cells ([`locked_in_loop`]).
//!
//! The three strategies here are the grouped AIC and grouped nice loops
//! with at least one ALS node (HoDoKu's "grouped" chains with ALS nodes
//! allowed), kept apart from the grouped chains because their search costs
//! more; `als_search.rs` holds the search.

use super::als_search::{als_chains, AlsMode};
use super::{chain_eliminations, chain_placements, Chain, ChainNode, LinkKind};
use crate::grid::{Board, DigitSet};
use crate::strategies::common::{Effects, Listing, Strategy};

/// The ALS-node finders list at most this many chains per board, one per
/// distinct effect (more than the other chain finders: with ALS nodes
/// there are many more chains of the same size of effect).
pub const MAX_ALS_CHAINS: usize = 40;

/// The candidates of an ALS's cells, if `als` is one: 2 to 8 unfilled cells
/// of one house holding one digit more than there are cells.
pub(crate) fn als_digits(board: &Board, als: crate::grid::CellSet) -> Option<DigitSet> {
    let geo = board.geometry();
    let n = als.len();
    if n < 2 || !(0..geo.house_count()).any(|h| als.is_subset(geo.house(h))) {
        return None;
    }
    let mut digits = DigitSet::EMPTY;
    for c in als {
        if board.value(c).is_some() {
            return None;
        }
        digits |= board.candidates(c);
    }
    (digits.len() == n + 1).then_some(digits)
}

/// An ALS node is on the board: its set is an ALS holding its digit, and
/// its cells are exactly the set's cells holding the digit.
pub(crate) fn is_als_node(board: &Board, n: &ChainNode) -> bool {
    als_digits(board, n.als).is_some_and(|ds| ds.contains(n.digit))
        && n.cells == n.als & board.digit_cells(n.digit)
}

/// The strong link inside an ALS: two different digits of one set (each
/// node checked on the board by `is_node`). Nothing else joins ALS nodes.
pub(crate) fn is_als_strong_link(a: &ChainNode, b: &ChainNode) -> bool {
    a.is_als() && a.als == b.als && a.digit != b.digit
}

/// What an ALS in a continuous loop adds: the set lacks exactly one of the
/// two digits the loop uses inside it, so its other digits are locked in it
/// and leave every outside cell seeing all of their cells in the set.
pub(crate) fn locked_in_loop(board: &Board, chain: &Chain, out: &mut super::graph::NodeSet) {
    let geo = board.geometry();
    for (i, l) in chain.links.iter().enumerate() {
        let (a, b) = (chain.nodes[i], chain.nodes[i + 1]);
        if *l != LinkKind::Strong || !is_als_strong_link(&a, &b) {
            continue;
        }
        let Some(digits) = als_digits(board, a.als) else {
            continue;
        };
        for z in (digits - DigitSet::from_digits(&[a.digit, b.digit])).iter() {
            let here = a.als & board.digit_cells(z);
            out.cells[z as usize] |= geo.common_peers(here) & board.digit_cells(z) - a.als;
        }
    }
}

/// Up to [`MAX_ALS_CHAINS`] productive AICs with at least one ALS node (group
/// nodes allowed), one per distinct elimination set: biggest effect first,
/// then shortest. Each is a shortest such chain between its two ends.
pub fn find_als_aics(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Aic)
}

/// Up to [`MAX_ALS_CHAINS`] productive continuous nice loops with at least one
/// ALS node, one per distinct elimination set: biggest first, then shortest.
pub fn find_als_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Continuous)
}

/// Up to [`MAX_ALS_CHAINS`] productive discontinuous nice loops with at least
/// one ALS node, one per distinct effect: biggest first, then shortest.
pub fn find_als_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Discontinuous)
}

macro_rules! als_strategy {
    ($name:ident, $find:ident, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;
        impl Strategy for $name {
            type Found = Chain;
            const LISTING: Listing = Listing::UpTo(MAX_ALS_CHAINS);
            fn find(board: &Board) -> Vec<Chain> {
                $find(board)
            }
            fn effects(board: &Board, c: &Chain) -> Effects {
                Effects {
                    placements: chain_placements(board, c),
                    eliminations: chain_eliminations(board, c),
                }
            }
        }
    };
}

als_strategy!(
    AlsAics,
    find_als_aics,
    "Grouped AICs with ALS nodes as a strategy."
);
als_strategy!(
    AlsContinuousNiceLoops,
    find_als_continuous_nice_loops,
    "Grouped continuous nice loops with ALS nodes as a strategy."
);
als_strategy!(
    AlsDiscontinuousNiceLoops,
    find_als_discontinuous_nice_loops,
    "Grouped discontinuous nice loops with ALS nodes as a strategy."
);
