//! # AIC: Alternating Inference Chains (and their grouped form)
//!
//! The general chain: any strong and weak links between candidates, in
//! turn, starting and ending with a strong link. Links may jump between
//! digits inside a cell (`(4=9)r6c1`: the cell is 4 or 9) and between cells
//! on one digit (`r1c4-r5c4`: not both 5).
//!
//! ```text
//!   (5)r1c1 = r1c4 - (5=3)r5c4 - r5c7 = (3)r2c7
//!
//!   if r1c1 is not 5 -> r1c4 is 5 -> r5c4 is not 5, so 3 -> r5c7 is not 3
//!                    -> r2c7 is 3
//! ```
//!
//! One of the two ends is true, so a candidate *weakly linked to both* is
//! false:
//!
//! * **type 1**, same digit at both ends: the digit leaves every cell that
//!   sees both ends;
//! * **type 2**, different digits `x` and `y` at ends that see each other:
//!   the end holding `x` loses `y`, and the other end loses `x`.
//!
//! Ends in one cell make a discontinuous nice loop instead (see
//! `nice_loops.rs`). A *grouped* AIC also uses group nodes: a digit's two or
//! three cells in a box/line intersection, true when the digit is in one of
//! them (`(3)r1c12`). Grouped AICs are reported only when no chain without
//! groups links the same two ends as briefly. An *ALS node* `(5=3)r4c12`
//! goes further: if no cell of the almost locked set r4c12 is 5, its other
//! digits are locked, so one of its cells is 3:
//!
//! ```text
//!   (7)r4c7 = (7-5)r4c8 - (5=3)r4c12 - (3)r6c2 = ...
//!               r4c8 is 5 -> r4c1, r4c2 lose 5 -> one of them is 3
//! ```
//!
//! Those chains are the strategy `grouped-aic-als` (see `als_nodes.rs`).
//!
//! In code: an AIC is a [`Chain`] of kind [`ChainKind::Aic`](super::ChainKind::Aic) (or
//! `GroupedAic`); [`is_chain`](super::is_chain) checks one and
//! [`chain_eliminations`] lists what it removes (both in `chain.rs`). The
//! finders read a search shared with the nice loops (`sweep.rs`).

use super::search::{MAX_CHAINS, MAX_CHAIN_LINKS};
use super::sweep::{aic_chains, aic_chains_within, Sweeps};
use super::{chain_eliminations, Chain};
use crate::grid::Board;
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The AIC's declaration: id, family, HoDoKu score and level, SE rule.
pub const AIC: Decl = Decl::new(
    "aic",
    "AIC",
    "AIC（交互推論チェーン）",
    Family::Chains,
    280,
    Level::Unfair,
    Se::Chain,
);
/// The Grouped AIC's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_AIC: Decl = Decl::new(
    "grouped-aic",
    "Grouped AIC",
    "グループ化AIC",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
);

/// Up to [`MAX_CHAINS`] productive AICs without groups, one per distinct
/// elimination set: biggest effect first, then shortest. (There are far too
/// many AICs to list them all; each is a shortest chain between its ends.)
pub fn find_aics(board: &Board) -> Vec<Chain> {
    aic_chains(board, false, &mut Sweeps::default())
}

/// [`find_aics`], up to `limit` chains.
pub fn find_aics_upto(board: &Board, limit: usize) -> Vec<Chain> {
    aic_chains_within(board, false, MAX_CHAIN_LINKS, limit, &mut Sweeps::default())
}

/// Up to [`MAX_CHAINS`] productive grouped AICs (at least one group node,
/// and shorter than any chain without groups between the same ends), one
/// per distinct elimination set: biggest effect first, then shortest.
pub fn find_grouped_aics(board: &Board) -> Vec<Chain> {
    aic_chains(board, true, &mut Sweeps::default())
}

/// [`find_grouped_aics`], up to `limit` chains.
pub fn find_grouped_aics_upto(board: &Board, limit: usize) -> Vec<Chain> {
    aic_chains_within(board, true, MAX_CHAIN_LINKS, limit, &mut Sweeps::default())
}

strategy!(
    /// AICs as a strategy.
    Aics: Chain = find_aics, eliminates chain_eliminations,
    listing = Listing::UpTo(MAX_CHAINS), upto = find_aics_upto
);

strategy!(
    /// Grouped AICs as a strategy.
    GroupedAics: Chain = find_grouped_aics, eliminates chain_eliminations,
    listing = Listing::UpTo(MAX_CHAINS), upto = find_grouped_aics_upto
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_3, SX_HARD_6};
    use super::*;
    use crate::grid::Cell;
    use crate::strategies::chains::{is_chain, ChainKind, ChainNode, LinkKind};

    #[test]
    fn a_chain_in_two_cells_is_a_naked_pair_not_an_aic() {
        // puzzles/chain-examples.txt line 10 (a real puzzle under Sudoku
        // symmetries, see its header), at the start: r8c6 and r9c6 hold
        // {3,6}, so (3=6)r8c6-(6=3)r9c6 links like an AIC, but a chain in
        // two cells is the naked pair (which removes at least as much).
        let b = crate::formats::parse_board(
            "7....1.4.64..98....3..6..........5192....9.....36.....1....48.6.8..5.7.2..72.....",
        )
        .unwrap();
        let node = |r: usize, c: usize, d: u8| ChainNode::cell(Cell::new(r - 1, c - 1), d);
        use LinkKind::{Strong, Weak};
        let pair = [node(8, 6, 3), node(8, 6, 6), node(9, 6, 6), node(9, 6, 3)];
        assert!(is_chain(&b, ChainKind::Aic, &pair, &[Strong, Weak, Strong]).is_none());
        // One cell more, and it is an AIC: (3)r9c1=r8c1-(3=6)r8c6-(6=3)r9c6.
        let longer = [
            (9, 1, 3),
            (8, 1, 3),
            (8, 6, 3),
            (8, 6, 6),
            (9, 6, 6),
            (9, 6, 3),
        ]
        .map(|(r, c, d)| node(r, c, d));
        let links = [Strong, Weak, Strong, Weak, Strong];
        assert!(is_chain(&b, ChainKind::Aic, &longer, &links).is_some());
        let found = find_aics(&b);
        assert!(!found.is_empty());
        for chain in &found {
            let cells = chain
                .nodes
                .iter()
                .fold(crate::grid::CellSet::EMPTY, |all, n| all | n.cells);
            assert!(cells.len() >= 3, "{chain:?}");
        }
    }

    #[test]
    fn aic_across_digits() {
        // sx_hard #3 after singles: if r7c9 is not 3, r8c9 is (column 9),
        // so r8c9 is not 2, so r8c3 is 2 (row 8), so r9c3 is not 2 but 3
        // (bivalue). One of r7c9 and r9c3 is 3: r7c1-r7c3 lose 3.
        let (_, texts) = run(SX_HARD_3, find_aics);
        assert!(
            texts.contains(
                &"(3)r7c9=(3-2)r8c9=r8c3-(2=3)r9c3 => r7c1<>3, r7c2<>3, r7c3<>3".to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn grouped_aic() {
        // sx_hard #6 after singles: the chain ends on the group r5c79 (3 in
        // r5c7 or r5c9); the cells of box 6 that see r4c7 lose 3.
        let (_, texts) = run(SX_HARD_6, find_grouped_aics);
        assert!(
            texts.contains(
                &"(3=5)r4c7-r4c2=(5-3)r5c3=r5c79 => r4c8<>3, r6c8<>3, r6c9<>3".to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn nothing_on_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert!(find_aics(&b).is_empty());
            assert!(find_grouped_aics(&b).is_empty());
        }
    }
}
