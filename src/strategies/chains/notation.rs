//! # Eureka notation: how chains are written
//!
//! The solving community writes a chain as its nodes joined by `=` (strong
//! link) and `-` (weak link), the digit in brackets before the first cell:
//!
//! ```text
//!   (5)r1c1=r1c4-r5c4=r5c2                  one digit, four cells
//!   (2=7)r1c2-(7=4)r4c2-(4=9)r6c1-(9=2)r6c4   links inside cells: (2=7)r1c2
//!   (3)r1c12=(3-8)r1c7=(8)r3c9              r1c12: the group r1c1, r1c2
//! ```
//!
//! Consecutive nodes in the same cells share one place: `(2=7)r1c2` is "2 or
//! 7 in r1c2". The digit is written again when it changes, and at the last
//! place when that differs from the first digit. A loop repeats its first
//! node at the end. Places use the compact notation of [`compact_cells`]:
//! `r1c12` (row 1, columns 1 and 2), `r23c4`. An ALS node is written
//! with its two digits and every cell of the set, `(5=3)r4c12`: if no cell
//! of r4c12 is 5, one is 3 (see `als_nodes.rs`). A forced exit changes
//! the digit between two places, so both are written: `(5)r7c89=(3)r1c9`.

use super::{chain_eliminations, chain_placements, Chain, ChainNode, LinkKind};
use crate::grid::Board;
use crate::text::compact_cells;
use std::fmt::Write as _;

impl ChainNode {
    /// The cells in Eureka style: `r1c1`, `r1c12` (a row group), `r23c4`;
    /// for an ALS node, every cell of the set.
    pub fn place(&self) -> String {
        if self.is_als() {
            compact_cells(self.als)
        } else {
            compact_cells(self.cells)
        }
    }
    /// Nodes written as one place: the same cells, or the same ALS.
    fn same_place(&self, other: &ChainNode) -> bool {
        self.is_als() == other.is_als()
            && if self.is_als() {
                self.als == other.als
            } else {
                self.cells == other.cells
            }
    }
}

impl Chain {
    /// The chain in Eureka notation, e.g. `(5)r1c1=r1c4-r5c4=r5c2` or
    /// `(2=7)r1c2-(7=4)r4c2-(4=9)r6c1-(9=2)r6c4`.
    pub fn eureka(&self) -> String {
        let mut out = String::new();
        let first_digit = self.nodes.first().map_or(0, |n| n.digit);
        let mut i = 0;
        let last_token_start = {
            // The start of the last run of nodes sharing cells.
            let mut j = self.nodes.len().saturating_sub(1);
            while j > 0 && self.nodes[j - 1].same_place(&self.nodes[j]) {
                j -= 1;
            }
            j
        };
        while i < self.nodes.len() {
            let mut j = i + 1;
            while j < self.nodes.len() && self.nodes[j].same_place(&self.nodes[i]) {
                j += 1;
            }
            if i > 0 {
                out.push_str(link_symbol(self.links[i - 1]));
            }
            if j - i > 1 {
                out.push('(');
                for k in i..j {
                    if k > i {
                        out.push_str(link_symbol(self.links[k - 1]));
                    }
                    let _ = write!(out, "{}", self.nodes[k].digit);
                }
                out.push(')');
            } else if i == 0
                || (i == last_token_start && self.nodes[i].digit != first_digit)
                || self.nodes[i].digit != self.nodes[i - 1].digit
            {
                // (A digit changes between two places only at an ALS's
                // forced exit: `(5)r7c89=(3)r1c9`.)
                let _ = write!(out, "({})", self.nodes[i].digit);
            }
            out.push_str(&self.nodes[i].place());
            i = j;
        }
        out
    }

    /// Eureka notation with the conclusion: `... => r6c1<>5` (or `=> r1c1=5`).
    pub fn eureka_with(&self, board: &Board) -> String {
        let mut parts: Vec<String> = chain_placements(board, self)
            .iter()
            .map(|p| p.placement())
            .collect();
        parts.extend(
            chain_eliminations(board, self)
                .iter()
                .map(|e| e.elimination()),
        );
        if parts.is_empty() {
            self.eureka()
        } else {
            format!("{} => {}", self.eureka(), parts.join(", "))
        }
    }
}

fn link_symbol(l: LinkKind) -> &'static str {
    match l {
        LinkKind::Strong => "=",
        LinkKind::Weak => "-",
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::alternating;
    use super::*;
    use crate::grid::Cell;
    use crate::strategies::chains::ChainKind;

    #[test]
    fn eureka_notation() {
        let n = |r: usize, c: usize, d: u8| ChainNode::cell(Cell::new(r, c), d);
        let x = Chain {
            kind: ChainKind::XChain,
            nodes: vec![n(0, 0, 5), n(0, 3, 5), n(4, 3, 5), n(4, 1, 5)],
            links: alternating(3),
        };
        assert_eq!(x.eureka(), "(5)r1c1=r1c4-r5c4=r5c2");
        let xy = Chain {
            kind: ChainKind::XyChain,
            nodes: vec![
                n(0, 1, 2),
                n(0, 1, 7),
                n(3, 1, 7),
                n(3, 1, 4),
                n(5, 0, 4),
                n(5, 0, 9),
                n(5, 3, 9),
                n(5, 3, 2),
            ],
            links: alternating(7),
        };
        assert_eq!(xy.eureka(), "(2=7)r1c2-(7=4)r4c2-(4=9)r6c1-(9=2)r6c4");
        let group = ChainNode::group([Cell::new(0, 0), Cell::new(0, 1)].into_iter().collect(), 3);
        assert_eq!(group.place(), "r1c12");
        let g = Chain {
            kind: ChainKind::GroupedAic,
            nodes: vec![group, n(0, 6, 3), n(0, 6, 8), n(2, 8, 8)],
            links: alternating(3),
        };
        assert_eq!(g.eureka(), "(3)r1c12=(3-8)r1c7=(8)r3c9");
    }
}
