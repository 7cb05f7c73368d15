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

use super::graph::{NodeSet, Rules};
use super::{chain_eliminations, find_open_chains, Chain, ChainKind};
use crate::grid::Board;
use crate::strategies::{Effects, Strategy};

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

/// Every productive XY-Chain of three cells or more, shortest first, one
/// per distinct elimination set, at most [`super::MAX_CHAINS`].
pub fn find_xy_chains(board: &Board) -> Vec<Chain> {
    find_open_chains(
        board,
        Rules::XY,
        Some(bivalue_nodes(board)),
        MAX_XY_LINKS,
        ChainKind::XyChain,
        |start, end, len| {
            len >= 5 && end.digit() == start.digit() && end.as_cell() != start.as_cell()
        },
    )
}

/// XY-Chains as a strategy.
pub struct XyChains;
impl Strategy for XyChains {
    type Found = Chain;
    fn find(board: &Board) -> Vec<Chain> {
        find_xy_chains(board)
    }
    fn effects(board: &Board, c: &Chain) -> Effects {
        Effects::eliminate(chain_eliminations(board, c))
    }
}
