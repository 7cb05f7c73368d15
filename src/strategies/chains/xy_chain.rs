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
use super::search::{find_closed_chains, find_open_chains, MAX_CHAINS};
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

/// Up to [`MAX_CHAINS`] productive **Y-Cycles**, shortest first, one per
/// distinct effect: XY-Chains that close, the last cell seeing the first on
/// the digit the chain started with. Round a loop every weak link holds
/// both ways, so each one's digit goes from the other cells of its house:
///
/// ```text
///   (1=4)r6c2-(4=6)r6c8-(6=8)r9c8-(8=1)r9c2-r6c2
///   row 6 loses 4, column 8 loses 6, row 9 loses 8, column 2 loses 1
/// ```
///
/// They are continuous nice loops ([`ChainKind::ContinuousNiceLoop`]) made
/// of bivalue cells only. The nice-loop finder keeps one loop per effect,
/// which may mix both kinds of strong link; Sudoku Explainer rates a
/// Y-Cycle lower (6.5 and its length, against 7.0), so its rating
/// looks for these too.
pub fn find_y_cycles(board: &Board) -> Vec<Chain> {
    find_closed_chains(
        board,
        Rules::XY,
        Some(bivalue_nodes(board)),
        MAX_XY_LINKS,
        ChainKind::ContinuousNiceLoop,
        MAX_CHAINS,
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
    fn y_cycle() {
        // A position of SE's walk on line 5,129 of the SE-rated sample
        // (published 6.6): four bivalue cells r6c2 {1,4}, r6c8 {4,6},
        // r9c8 {6,8} and r9c2 {1,8} close into a loop. The nice-loop finder
        // gives the same eliminations with a loop through r9c3 (a strong
        // link in box 7), which SE would rate 7.1.
        let b = crate::formats::library::parse_library_line(Y_CYCLE_BOARD)
            .unwrap()
            .board;
        let cycles = find_y_cycles(&b);
        let texts: Vec<String> = cycles.iter().map(|c| c.eureka_with(&b)).collect();
        assert_eq!(
            texts,
            ["(1=4)r6c2-(4=6)r6c8-(6=8)r9c8-(8=1)r9c2-r6c2 => r1c2<>1, r1c8<>6, r4c2<>1, r9c3<>8"]
        );
        let loops = super::super::nice_loops::find_continuous_nice_loops(&b);
        assert!(loops.iter().all(|l| l
            .nodes
            .iter()
            .any(|n| n.single_cell().is_some_and(|c| b.candidates(c).len() > 2))));
        assert_eq!(crate::rating::se::chain_tenths(&b, &cycles[0]), 66);
        for size in [4, 6] {
            assert!(find_y_cycles(&Board::empty(size).unwrap()).is_empty());
        }
    }

    /// HoDoKu library format; '+' marks placed digits, the list after the
    /// grid the candidates already removed.
    const Y_CYCLE_BOARD: &str = ":0000:x:.........56.....3223.+64+5.79..+2.6.+7...7.5+21.9...+57+98+2...53...92.+4+298+365+1+77...+5.+3.4:413 114 914 716 916 417 119 619 341 442 448 349 659 171 194:::";

    #[test]
    fn xy_chains_are_sound() {
        let (_, texts) = run(SX_HARD_3, find_xy_chains);
        assert!(texts.contains(&"(9=2)r6c9-(2=3)r8c9-(3=5)r8c4-(5=9)r8c6 => r6c6<>9".to_string()));
        for size in [4, 6] {
            assert!(find_xy_chains(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
