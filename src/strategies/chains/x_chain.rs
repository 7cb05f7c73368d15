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
//! finder reports them too (HoDoKu calls only longer ones X-Chains).
//!
//! In code: an X-Chain is a [`Chain`] of kind [`ChainKind::XChain`];
//! [`is_chain`](super::is_chain) checks one on a board and
//! [`chain_eliminations`] lists what it removes (both in `chain.rs`).

use super::graph::Rules;
use super::search::{find_open_chains, MAX_CHAINS, MAX_CHAIN_LINKS};
use super::{chain_eliminations, Chain, ChainKind};
use crate::grid::Board;
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The X-Chain's declaration: id, family, HoDoKu score and level, SE rule.
pub const X_CHAIN: Decl = Decl::new(
    "x-chain",
    "X-Chain",
    "Xチェーン",
    Family::Chains,
    260,
    Level::Unfair,
    Se::Chain,
);

/// Up to [`MAX_CHAINS`] productive X-Chains (at least three links), one per
/// distinct elimination set: biggest effect first, then shortest.
pub fn find_x_chains(board: &Board) -> Vec<Chain> {
    find_x_chains_upto(board, MAX_CHAINS)
}

/// [`find_x_chains`], up to `limit` chains.
pub fn find_x_chains_upto(board: &Board, limit: usize) -> Vec<Chain> {
    find_open_chains(
        board,
        Rules::X,
        None,
        MAX_CHAIN_LINKS,
        ChainKind::XChain,
        limit,
        |_, _, len| len >= 3,
    )
}

strategy!(
    /// X-Chains as a strategy.
    XChains: Chain = find_x_chains, eliminates chain_eliminations,
    listing = Listing::UpTo(MAX_CHAINS), upto = find_x_chains_upto
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_2, SX_HARD_3};
    use super::super::{is_chain, ChainNode, LinkKind};
    use super::*;
    use crate::grid::Cell;

    #[test]
    fn skyscraper_is_the_shortest_x_chain() {
        // sx_hard #2 after singles: in column 1, 5 goes only in r2c1 or
        // r3c1; in column 9 only in r2c9 or r8c9; r2c1 and r2c9 share row 2.
        // One of r3c1 and r8c9 is 5, so r8c1 (seeing both) is not: the
        // C# tutorial's skyscraper, an X-Chain of three links.
        let (b, texts) = run(SX_HARD_2, find_x_chains);
        assert!(
            texts.contains(&"(5)r3c1=r2c1-r2c9=r8c9 => r8c1<>5".to_string()),
            "{texts:?}"
        );
        let n = |r: usize, c: usize| ChainNode::cell(Cell::new(r, c), 5);
        let nodes = [n(2, 0), n(1, 0), n(1, 8), n(7, 8)];
        use LinkKind::*;
        assert!(is_chain(&b, ChainKind::XChain, &nodes, &[Strong, Weak, Strong]).is_some());
        // r2c1-r2c9 is no strong link: row 2 has other places for 5.
        assert!(is_chain(&b, ChainKind::XChain, &nodes, &[Strong, Strong, Strong]).is_none());
        // An X-Chain starts and ends with a strong link.
        assert!(is_chain(&b, ChainKind::XChain, &nodes[..3], &[Strong, Weak]).is_none());
    }

    #[test]
    fn longer_x_chain() {
        // sx_hard #3 after singles: a five-link chain on 8.
        let (_, texts) = run(SX_HARD_3, find_x_chains);
        assert_eq!(
            texts.first().map(String::as_str),
            Some("(8)r1c8=r1c7-r9c7=r9c4-r7c5=r3c5 => r3c7<>8, r3c8<>8")
        );
    }

    #[test]
    fn nothing_on_small_or_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert!(find_x_chains(&b).is_empty());
        }
    }
}
