//! # X-Chain: an alternating chain on one digit
//!
//! Look at one digit. Where a house has only two places for it, they form a
//! strong link (`=`): one of them holds the digit. Two cells that see each
//! other form a weak link (`-`): not both hold it. A chain that starts and
//! ends with a strong link and alternates in between,
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2          c1    c2    c4
//!                                    r1   [5] ......  5      row 1: only c1, c4
//!   if r1c1 is not 5, r1c4 is;            |            |
//!   then r5c4 is not, so r5c2 is.    r5   ..   5 ..... 5     row 5: only c2, c4
//!                                    r6    x                 x sees r1c1 and r5c2
//! ```
//!
//! proves that one of its two ends holds the digit, so any cell that sees
//! both ends cannot. The three-link X-Chains have their own names
//! (Skyscraper, 2-String Kite, Turbot Fish, see `single_digit.rs`); this
//! finder reports them too, as the shortest X-Chains.

use super::graph::Rules;
use super::{chain_eliminations, find_open_chains, Chain, ChainKind, MAX_CHAIN_LINKS};
use crate::grid::Board;
use crate::strategies::{Effects, Strategy};

/// Every productive X-Chain (at least three links), shortest first, one per
/// distinct elimination set, at most [`super::MAX_CHAINS`].
pub fn find_x_chains(board: &Board) -> Vec<Chain> {
    find_open_chains(
        board,
        Rules::X,
        None,
        MAX_CHAIN_LINKS,
        ChainKind::XChain,
        |_, _, len| len >= 3,
    )
}

/// X-Chains as a strategy.
pub struct XChains;
impl Strategy for XChains {
    type Found = Chain;
    fn find(board: &Board) -> Vec<Chain> {
        find_x_chains(board)
    }
    fn effects(board: &Board, c: &Chain) -> Effects {
        Effects::eliminate(chain_eliminations(board, c))
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::check_chains;
    use super::*;

    #[test]
    fn finds_chains_on_real_boards() {
        let b = crate::test_util::after_singles(
            ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.",
        );
        let found = find_x_chains(&b);
        for c in &found {
            println!("{}", c.eureka_with(&b));
        }
        check_chains(
            &b,
            &found,
            Some("389251467576948132142367589821694375934715826765823941258136794493572618617489253"),
        );
    }
}
