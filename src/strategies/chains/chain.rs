//! # Links and chains: the pattern every chain strategy is made of
//!
//! A *node* is a digit in a cell, or a digit in a *group* of two or three
//! cells where a box crosses a row or column (true when the digit is in one
//! of them). Two kinds of *link* join nodes:
//!
//! * a **strong link** `A = B`: *if A is false, B is true*. The only two
//!   places of a digit in a house (a conjugate pair, also a group against a
//!   cell or another group), or the only two digits of a bivalue cell;
//! * a **weak link** `A - B`: *if A is true, B is false*. One digit in two
//!   places that see each other, or two digits of one cell.
//!
//! An **alternating inference chain** starts and ends with a strong link:
//! `A = B - C = D`. If `A` is false, `B` is true, so `C` is false, so `D` is
//! true: **one of the two ends is true**, and any candidate that would make
//! both ends false (one weakly linked to both) can go.
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2        row 1: 5 only in c1, c4 (strong)
//!                                       column 4: r1c4 sees r5c4 (weak)
//!   5 . . | 5 . . | . . .  row 1        row 5: 5 only in c2, c4 (strong)
//!   ...                                 => r1c1 or r5c2 is 5:
//!   . 5 . | 5 . . | . . .  row 5           r6c1, r4c2, ... (seeing both) <> 5
//! ```
//!
//! A chain that comes back to its start is a *loop* (see `nice_loops.rs`).
//! Each strategy of the family is one [`ChainKind`]: which links it may use
//! and how its chain ends (the table in the family's `mod.rs`).
//!
//! In this file: the chain as data ([`ChainNode`], [`LinkKind`],
//! [`ChainKind`], [`Chain`]), the predicates ([`is_strong_link`],
//! [`is_weak_link`], [`is_chain`]), what a chain proves
//! ([`chain_eliminations`], [`chain_placements`]). How a step shows a
//! chain (highlights and text) is in `explain.rs`, how chains are written
//! (Eureka notation) in `notation.rs`.

use super::graph::{self, weak_candidates, NodeSet};
use super::nice_loops::Discontinuity;
use super::{aic, als_nodes, nice_loops, remote_pair, x_chain, xy_chain};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, Houses};
use crate::strategies::decl::Decl;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// A node of a chain: a digit in one cell, or in a group of two or three
/// cells of one box that also share a row or a column, or the cells of an
/// almost locked set holding the digit (`als` is then the whole set; see
/// `als_nodes.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChainNode {
    pub digit: u8,
    pub cells: CellSet,
    /// The ALS this node belongs to (empty for a cell or group node).
    pub als: CellSet,
}

impl ChainNode {
    /// The digit `digit` in `cell`.
    pub fn cell(cell: Cell, digit: u8) -> ChainNode {
        ChainNode {
            digit,
            cells: CellSet::single(cell),
            als: CellSet::EMPTY,
        }
    }
    /// The digit `digit` in a group of cells.
    pub fn group(cells: CellSet, digit: u8) -> ChainNode {
        ChainNode {
            digit,
            cells,
            als: CellSet::EMPTY,
        }
    }
    /// The digit `digit` in the almost locked set `als` (in its cells
    /// holding the digit).
    pub fn in_als(board: &Board, als: CellSet, digit: u8) -> ChainNode {
        ChainNode {
            digit,
            cells: als & board.digit_cells(digit),
            als,
        }
    }
    /// Whether this node stands for a digit in an almost locked set.
    pub fn is_als(&self) -> bool {
        !self.als.is_empty()
    }
    /// Whether this is a group node (more than one cell).
    pub fn is_group(&self) -> bool {
        self.cells.len() > 1
    }
    /// The cell of a single-candidate node.
    pub fn single_cell(&self) -> Option<Cell> {
        if self.cells.len() == 1 {
            self.cells.first()
        } else {
            None
        }
    }
    /// The node's first cell (where a drawn link attaches).
    pub fn first_cell(&self) -> Cell {
        self.cells.first().unwrap_or_default()
    }
}

impl Serialize for ChainNode {
    /// `{"digit": 5, "cells": ["r1c1", "r1c2"]}`
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("ChainNode", 3)?;
        st.serialize_field("digit", &self.digit)?;
        let cells: Vec<Cell> = self.cells.iter().collect();
        st.serialize_field("cells", &cells)?;
        if self.is_als() {
            let als: Vec<Cell> = self.als.iter().collect();
            st.serialize_field("als", &als)?;
        } else {
            st.skip_field("als")?;
        }
        st.end()
    }
}

/// The kind of a link between two consecutive nodes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkKind {
    /// If one end is false, the other is true (`=`).
    Strong,
    /// If one end is true, the other is false (`-`).
    Weak,
}

/// Which strategy a chain belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChainKind {
    RemotePair,
    XChain,
    XyChain,
    Aic,
    GroupedAic,
    ContinuousNiceLoop,
    GroupedContinuousNiceLoop,
    DiscontinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    /// A grouped AIC with at least one ALS node.
    AlsAic,
    AlsContinuousNiceLoop,
    AlsDiscontinuousNiceLoop,
}

impl ChainKind {
    /// The declaration of the strategy that finds chains of this kind.
    pub fn decl(self) -> &'static Decl {
        match self {
            ChainKind::RemotePair => &remote_pair::REMOTE_PAIR,
            ChainKind::XChain => &x_chain::X_CHAIN,
            ChainKind::XyChain => &xy_chain::XY_CHAIN,
            ChainKind::Aic => &aic::AIC,
            ChainKind::GroupedAic => &aic::GROUPED_AIC,
            ChainKind::ContinuousNiceLoop => &nice_loops::CONTINUOUS_NICE_LOOP,
            ChainKind::GroupedContinuousNiceLoop => &nice_loops::GROUPED_CONTINUOUS_NICE_LOOP,
            ChainKind::DiscontinuousNiceLoop => &nice_loops::DISCONTINUOUS_NICE_LOOP,
            ChainKind::GroupedDiscontinuousNiceLoop => &nice_loops::GROUPED_DISCONTINUOUS_NICE_LOOP,
            ChainKind::AlsAic => &als_nodes::GROUPED_AIC_ALS,
            ChainKind::AlsContinuousNiceLoop => &als_nodes::GROUPED_CONTINUOUS_NICE_LOOP_ALS,
            ChainKind::AlsDiscontinuousNiceLoop => &als_nodes::GROUPED_DISCONTINUOUS_NICE_LOOP_ALS,
        }
    }
    /// The strategy id.
    pub fn id(self) -> &'static str {
        self.decl().id
    }
    /// The display name.
    pub fn name(self) -> &'static str {
        self.decl().name
    }
    /// Whether the chain must contain an ALS node (and may contain groups).
    pub fn with_als(self) -> bool {
        matches!(
            self,
            ChainKind::AlsAic
                | ChainKind::AlsContinuousNiceLoop
                | ChainKind::AlsDiscontinuousNiceLoop
        )
    }
    /// Whether the chain must contain a group node.
    pub fn grouped(self) -> bool {
        matches!(
            self,
            ChainKind::GroupedAic
                | ChainKind::GroupedContinuousNiceLoop
                | ChainKind::GroupedDiscontinuousNiceLoop
        )
    }
    fn is_discontinuous_loop(self) -> bool {
        matches!(
            self,
            ChainKind::DiscontinuousNiceLoop
                | ChainKind::GroupedDiscontinuousNiceLoop
                | ChainKind::AlsDiscontinuousNiceLoop
        )
    }
}

/// A chain or loop: its nodes in order and the link between each node and
/// the next (`links[i]` joins `nodes[i]` and `nodes[i + 1]`). A loop lists
/// its first node again at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Chain {
    pub kind: ChainKind,
    pub nodes: Vec<ChainNode>,
    pub links: Vec<LinkKind>,
}

impl Chain {
    /// Whether a node is a group.
    pub fn has_group(&self) -> bool {
        self.nodes.iter().any(|n| n.is_group())
    }
}

/// Whether `a = b` is a strong link on `board`: the only two digits of a
/// bivalue cell, or the only two places (cells or groups) of a digit in a house.
pub fn is_strong_link(board: &Board, a: &ChainNode, b: &ChainNode) -> bool {
    if a.is_als() || b.is_als() {
        return super::als_rules::is_als_strong_link(a, b)
            || super::als_rules::is_als_force_link(board, a, b);
    }
    if a.digit != b.digit {
        return match (a.single_cell(), b.single_cell()) {
            (Some(x), Some(y)) => {
                x == y && board.candidates(x) == DigitSet::from_digits(&[a.digit, b.digit])
            }
            _ => false,
        };
    }
    if a.cells.intersects(b.cells) {
        return false;
    }
    let geo = board.geometry();
    let both = a.cells | b.cells;
    geo.houses()
        .any(|h| both.is_subset(geo.house(h)) && board.digit_cells(a.digit) & geo.house(h) == both)
}

/// Whether `a - b` is a weak link on `board`: two digits of one cell, or one
/// digit in two disjoint places every cell of which sees every cell of the other.
pub fn is_weak_link(board: &Board, a: &ChainNode, b: &ChainNode) -> bool {
    if a.digit != b.digit {
        return match (a.single_cell(), b.single_cell()) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        };
    }
    !a.cells.intersects(b.cells) && b.cells.is_subset(board.geometry().common_peers(a.cells))
}

/// A node is on the board: its digit is a candidate in each of its cells, and
/// a group's 2-3 cells lie in one box and one row or column.
fn is_node(board: &Board, n: &ChainNode) -> bool {
    let geo = board.geometry();
    if !geo.has_digit(n.digit) || n.cells.is_empty() {
        return false;
    }
    if n.is_als() {
        return super::als_rules::is_als_node(board, n);
    }
    if !n.cells.is_subset(board.digit_cells(n.digit)) {
        return false;
    }
    if n.cells.len() == 1 {
        return true;
    }
    let in_one = |mut houses: Houses| houses.any(|h| n.cells.is_subset(geo.house(h)));
    n.cells.len() <= 3 && in_one(geo.boxes()) && in_one(geo.lines())
}

/// The predicate: do `nodes` joined by `links` form a chain of `kind` on
/// `board`? Checks every node and link against the board, the alternation
/// of strong and weak links, how the chain ends or closes, and the
/// restrictions of the kind (one digit, bivalue cells, groups...).
pub fn is_chain(
    board: &Board,
    kind: ChainKind,
    nodes: &[ChainNode],
    links: &[LinkKind],
) -> Option<Chain> {
    if nodes.len() < 2 || links.len() + 1 != nodes.len() {
        return None;
    }
    if !nodes.iter().all(|n| is_node(board, n)) {
        return None;
    }
    for (i, l) in links.iter().enumerate() {
        let ok = match l {
            LinkKind::Strong => is_strong_link(board, &nodes[i], &nodes[i + 1]),
            LinkKind::Weak => is_weak_link(board, &nodes[i], &nodes[i + 1]),
        };
        if !ok {
            return None;
        }
    }
    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
    // A loop may come back to its start through an ALS node whose cells
    // holding the digit are the start's.
    let closes = first.digit == last.digit && first.cells == last.cells;
    // Nodes are distinct (a loop repeats its first node once, at the end),
    // and two nodes of one digit never share a cell. (An ALS node may: each
    // link holds on its own, so the chain's inferences do too; what the
    // ALS chains must not do is repeat a cell or group node.)
    let body = if closes {
        &nodes[..nodes.len() - 1]
    } else {
        nodes
    };
    for (i, a) in body.iter().enumerate() {
        for b in &body[i + 1..] {
            let clash = if a.is_als() || b.is_als() {
                a == b
            } else {
                a.digit == b.digit && a.cells.intersects(b.cells)
            };
            if clash {
                return None;
            }
        }
    }
    let alternates_from = |start: LinkKind, within: &[LinkKind]| {
        within
            .iter()
            .enumerate()
            .all(|(i, &l)| (i % 2 == 0) == (l == start))
    };
    let (has_als, has_group) = (
        nodes.iter().any(|n| n.is_als()),
        nodes.iter().any(|n| n.is_group() && !n.is_als()),
    );
    if kind.with_als() != has_als || (!has_als && kind.grouped() != has_group) {
        return None;
    }
    let open_chain = !closes
        && links.len() % 2 == 1
        && links.len() >= 3
        && alternates_from(LinkKind::Strong, links);
    let ok = match kind {
        ChainKind::XChain => {
            open_chain
                && nodes
                    .iter()
                    .all(|n| n.digit == first.digit && !n.is_group())
        }
        ChainKind::XyChain | ChainKind::RemotePair => {
            let xy = open_chain
                && first.digit == last.digit
                && first.cells != last.cells
                && links.len() >= 5
                && links.iter().enumerate().all(|(i, _)| {
                    // Strong links inside bivalue cells, weak ones between cells.
                    (nodes[i].cells == nodes[i + 1].cells) == (i % 2 == 0)
                });
            if kind == ChainKind::RemotePair {
                let pair = first
                    .single_cell()
                    .map(|c| board.candidates(c))
                    .unwrap_or_default();
                xy && links.len() >= 7
                    && nodes
                        .iter()
                        .all(|n| n.single_cell().map(|c| board.candidates(c)) == Some(pair))
            } else {
                xy
            }
        }
        // Ends in one cell make a discontinuous loop instead; a chain in
        // two cells, `(3=6)r8c6-(6=3)r9c6`, is a naked pair.
        ChainKind::Aic | ChainKind::GroupedAic | ChainKind::AlsAic => {
            open_chain
                && first.cells != last.cells
                && (kind.with_als() || !last.is_als())
                && nodes
                    .iter()
                    .fold(CellSet::EMPTY, |all, n| all | n.cells | n.als)
                    .len()
                    >= 3
        }
        ChainKind::ContinuousNiceLoop
        | ChainKind::GroupedContinuousNiceLoop
        | ChainKind::AlsContinuousNiceLoop => {
            closes
                && links.len() % 2 == 0
                && links.len() >= 4
                && alternates_from(LinkKind::Strong, links)
        }
        ChainKind::DiscontinuousNiceLoop
        | ChainKind::GroupedDiscontinuousNiceLoop
        | ChainKind::AlsDiscontinuousNiceLoop => {
            // Alternating all along; the two end links meet at one cell
            // (see `Discontinuity`).
            links.len() >= 3 && alternates_from(links[0], links) && {
                let c = Chain {
                    kind,
                    nodes: nodes.to_vec(),
                    links: links.to_vec(),
                };
                c.discontinuity().is_some()
            }
        }
    };
    ok.then(|| Chain {
        kind,
        nodes: nodes.to_vec(),
        links: links.to_vec(),
    })
}

/// The single candidates weakly linked to a node: each of them, if true,
/// would make the node false.
fn weak_of(board: &Board, n: &ChainNode) -> NodeSet {
    weak_candidates(board, n.digit, n.cells)
}

fn to_candidates(set: &NodeSet) -> Vec<Candidate> {
    let mut v = Vec::new();
    set.for_each(|n| {
        if let Some(c) = n.as_cell() {
            v.push(Candidate::new(c, n.digit()));
        }
    });
    v.sort_unstable();
    v
}

/// What the chain removes, kind by kind, as a set of candidates (the form
/// in which the finders compare effects).
pub(crate) fn elimination_set(board: &Board, chain: &Chain) -> NodeSet {
    let mut out = NodeSet::EMPTY;
    let (Some(first), Some(last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return out;
    };
    match chain.kind {
        ChainKind::RemotePair => {
            // Cells of the chain alternate between the two digits; a cell
            // seeing one of each colour can hold neither digit.
            let geo = board.geometry();
            let cells: Vec<Cell> = chain
                .nodes
                .iter()
                .step_by(2)
                .filter_map(|n| n.single_cell())
                .collect();
            let colour = |parity: usize| -> CellSet {
                let mut seen = CellSet::EMPTY;
                for (i, &c) in cells.iter().enumerate() {
                    if i % 2 == parity {
                        seen |= geo.peers(c);
                    }
                }
                seen
            };
            let chain_cells: CellSet = cells.iter().copied().collect();
            let targets = (colour(0) & colour(1)) - chain_cells;
            if let Some(c) = first.single_cell() {
                for d in board.candidates(c).iter() {
                    out.cells[d as usize] = targets & board.digit_cells(d);
                }
            }
        }
        ChainKind::XChain
        | ChainKind::XyChain
        | ChainKind::Aic
        | ChainKind::GroupedAic
        | ChainKind::AlsAic => {
            // One end is true: whatever is weakly linked to both goes.
            out = graph::common_cells(&weak_of(board, first), &weak_of(board, last));
        }
        ChainKind::ContinuousNiceLoop
        | ChainKind::GroupedContinuousNiceLoop
        | ChainKind::AlsContinuousNiceLoop => {
            // Around the loop every link holds both ways: exactly one end of
            // each weak link is true, so whatever sees both ends goes.
            for (i, l) in chain.links.iter().enumerate() {
                if *l == LinkKind::Weak {
                    let both = graph::common_cells(
                        &weak_of(board, &chain.nodes[i]),
                        &weak_of(board, &chain.nodes[i + 1]),
                    );
                    for d in 1..10 {
                        out.cells[d] |= both.cells[d];
                    }
                }
            }
            if chain.kind.with_als() {
                super::als_rules::locked_in_loop(board, chain, &mut out);
            }
        }
        ChainKind::DiscontinuousNiceLoop
        | ChainKind::GroupedDiscontinuousNiceLoop
        | ChainKind::AlsDiscontinuousNiceLoop => match chain.discontinuity() {
            Some(Discontinuity::Place(c, d)) => {
                for e in (board.candidates(c) - DigitSet::single(d)).iter() {
                    out.cells[e as usize].insert(c);
                }
            }
            Some(Discontinuity::Remove(c, d)) | Some(Discontinuity::WeakStrong(c, d, _)) => {
                out.cells[d as usize].insert(c);
            }
            Some(Discontinuity::RemoveGroup(cells, d)) => {
                out.cells[d as usize] |= cells;
            }
            Some(Discontinuity::CellPair(c, x, y)) => {
                for e in (board.candidates(c) - DigitSet::from_digits(&[x, y])).iter() {
                    out.cells[e as usize].insert(c);
                }
            }
            None => {}
        },
    }
    out
}

/// The delete list: the candidates the chain removes, in cell order.
pub fn chain_eliminations(board: &Board, chain: &Chain) -> Vec<Candidate> {
    to_candidates(&elimination_set(board, chain))
}

/// The digit a discontinuous loop with two strong links at one candidate
/// places (nothing for other chains).
pub fn chain_placements(board: &Board, chain: &Chain) -> Vec<Candidate> {
    if !chain.kind.is_discontinuous_loop() {
        return Vec::new();
    }
    match chain.discontinuity() {
        Some(Discontinuity::Place(c, d)) if board.has_candidate(c, d) => {
            vec![Candidate::new(c, d)]
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_on_a_board() {
        // Sudoku Exchange bank, sx_hard #1, after singles.
        let b = crate::test_util::after_singles(
            ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.",
        );
        // Two digits of one cell: always weak.
        let c = b.empty_cells().first().unwrap();
        let ds: Vec<u8> = b.candidates(c).iter().collect();
        assert!(is_weak_link(
            &b,
            &ChainNode::cell(c, ds[0]),
            &ChainNode::cell(c, ds[1])
        ));
        // A node must be a candidate.
        assert!(!is_node(&b, &ChainNode::cell(Cell::new(0, 1), 8)));
    }
}
