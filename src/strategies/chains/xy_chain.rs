//! # XY-Chain: a chain of bivalue cells
//!
//! A bivalue cell holds one of its two digits: if it is not `x` it is `y`,
//! a strong link inside the cell. Bivalue cells that see each other and
//! share a digit are weakly linked on that digit. Hop from cell to cell,
//! always leaving a cell on the digit it did not enter with:
//!
//! ```text
//!   (2=7)r1c2 - (7=4)r4c2 - (4=9)r6c1 - (9=2)r6c4
//!
//!   r1c2 {2,7}: not 2 -> 7      r4c2 {4,7}: not 7 -> 4
//!   r6c1 {4,9}: not 4 -> 9      r6c4 {2,9}: not 9 -> 2
//! ```
//!
//! If the first cell is not 2, the last one is 2: one of the two ends holds
//! 2, so a cell seeing both (here r1c4) cannot. An XY-Wing is the XY-Chain of
//! three cells; this finder reports chains of three cells and more.
//!
//! In code: an XY-Chain is a [`Chain`] of kind [`ChainKind::XyChain`], one
//! node per digit (two per cell); [`is_chain`](super::is_chain) checks one
//! and [`chain_eliminations`] lists what it removes (both in `chain.rs`).

use super::graph::{NodeSet, Rules};
use super::search::{find_open_chains, MAX_CHAINS};
use super::{chain_eliminations, Chain, ChainKind};
use crate::grid::Board;
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The XY-Chain's declaration: id, family, HoDoKu score and level, SE rule.
pub const XY_CHAIN: Decl = Decl::new(
    "xy-chain",
    "XY-Chain",
    "XYチェーン",
    Family::Chains,
    260,
    Level::Unfair,
    Se::Chain,
);

/// Longest XY-Chain searched, in links: ten cells.
pub const MAX_XY_LINKS: usize = 19;

/// The candidates of the bivalue cells.
pub(crate) fn bivalue_nodes(board: &Board) -> NodeSet {
    let mut mask = NodeSet::EMPTY;
    for c in board.empty_cells() {
        let cands = board.candidates(c);
        if cands.len() == 2 {
            for d in cands.iter() {
                mask.cells[d as usize].insert(c);
            }
        }
    }
    mask
}

/// Up to [`MAX_CHAINS`] productive XY-Chains of three cells or more, one per
/// distinct elimination set: biggest effect first, then shortest.
pub fn find_xy_chains(board: &Board) -> Vec<Chain> {
    find_xy_chains_upto(board, MAX_CHAINS)
}

/// [`find_xy_chains`], up to `limit` chains.
pub fn find_xy_chains_upto(board: &Board, limit: usize) -> Vec<Chain> {
    find_open_chains(
        board,
        Rules::XY,
        Some(bivalue_nodes(board)),
        MAX_XY_LINKS,
        ChainKind::XyChain,
        limit,
        |start, end, len| {
            len >= 5 && end.digit() == start.digit() && end.as_cell() != start.as_cell()
        },
    )
}

strategy!(
    /// XY-Chains as a strategy.
    XyChains: Chain = find_xy_chains, eliminates chain_eliminations,
    listing = Listing::UpTo(MAX_CHAINS), upto = find_xy_chains_upto
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_26, SX_HARD_3};
    use super::*;

    #[test]
    fn four_cell_xy_chain() {
        // sx_hard #26 after singles, the C# tutorial's kind of chain:
        // r3c2 {1,4} - r2c1 {4,5} - r7c1 {4,5} - r7c5 {1,4}. If r3c2 is not 1
        // it is 4, so r2c1 is 5, r7c1 is 4 and r7c5 is 1: r3c5, seeing both
        // ends, is not 1.
        let (b, texts) = run(SX_HARD_26, find_xy_chains);
        let text = "(1=4)r3c2-(4=5)r2c1-(5=4)r7c1-(4=1)r7c5 => r3c5<>1";
        assert!(texts.contains(&text.to_string()), "{texts:?}");
        // As data: the kind, each node with its digit and cells, the links.
        let found = find_xy_chains(&b);
        let chain = found.iter().find(|c| c.eureka_with(&b) == text).unwrap();
        let json = serde_json::to_value(chain).unwrap();
        assert_eq!(json["kind"], "xy-chain");
        assert_eq!(
            json["nodes"][0],
            serde_json::json!({"digit": 1, "cells": ["r3c2"]})
        );
        assert_eq!(json["links"][0], "strong");
        assert_eq!(json["links"][1], "weak");
        // As a step: alternating colours, links drawn, the conclusion added.
        let step = crate::strategies::steps_of::<XyChains>(&b)
            .into_iter()
            .find(|s| s.pattern::<Chain>() == Some(chain))
            .unwrap();
        assert!(
            step.explanation().ends_with(", so r3c5<>1"),
            "{}",
            step.explanation()
        );
        assert_eq!(
            step.highlights
                .iter()
                .filter(|h| matches!(h, crate::step::Highlight::Link { .. }))
                .count(),
            7
        );
    }

    #[test]
    fn xy_chains_are_sound() {
        let (_, texts) = run(SX_HARD_3, find_xy_chains);
        assert!(texts.contains(&"(9=2)r6c9-(2=3)r8c9-(3=5)r8c4-(5=9)r8c6 => r6c6<>9".to_string()));
        for size in [4, 6] {
            assert!(find_xy_chains(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
