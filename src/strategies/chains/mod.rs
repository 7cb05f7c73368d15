//! # Chains and loops: one engine of strong and weak links
//!
//! Every chain strategy is built from two kinds of *link* between
//! candidates (a *node* is a digit in a cell, or a digit in a *group* of two
//! or three cells where a box crosses a row or column):
//!
//! * a **strong link** `A = B`: *if A is false, B is true*. The only two
//!   places of a digit in a house (a conjugate pair, also a group against a
//!   cell or another group), or the only two digits of a bivalue cell;
//! * a **weak link** `A - B`: *if A is true, B is false*. One digit in two
//!   places that see each other, or two digits of one cell.
//!
//! An **alternating inference chain** (AIC) starts and ends with a strong
//! link: `A = B - C = D`. If `A` is false, `B` is true, so `C` is false, so
//! `D` is true: **one of the two ends is true**, and any candidate that would
//! make both ends false (one weakly linked to both) can go.
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2        row 1: 5 only in c1, c4 (strong)
//!                                       column 4: r1c4 sees r5c4 (weak)
//!   5 . . | 5 . . | . . .  row 1        row 5: 5 only in c2, c4 (strong)
//!   ...                                 => r1c1 or r5c2 is 5:
//!   . 5 . | 5 . . | . . .  row 5           r6c1, r4c2, ... (seeing both) <> 5
//! ```
//!
//! The families differ only in which links they may use and how the chain
//! ends:
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
//!
//! Chains are written in *Eureka notation*: `(5)r1c1=r1c4-r5c4=r5c2` for one
//! digit, `(2=7)r1c2-(7=4)r4c2` when a link runs inside a cell, `r1c12` for
//! a group; a loop repeats its first node at the end.
//!
//! **Search.** [`graph`] builds the link graph of a board once and runs a
//! breadth-first search from every node at once (bit-parallel: each node
//! carries the set of starts that reached it), so for every pair of ends the
//! shortest chain is known, up to [`MAX_CHAIN_LINKS`] links. There are far
//! too many chains to list them all, so each strategy reports only chains
//! that change the board, one per distinct effect, at most [`MAX_CHAINS`]:
//! the biggest effect first (the step a solver wants), then the shortest;
//! continuous loops shortest first. The AIC and nice-loop finders share one
//! search per board (kept for the last board searched, per thread).
//!
//! HoDoKu's grouped nice loops may also use Almost Locked Sets as nodes;
//! those are not implemented here.

pub(crate) mod graph;

pub mod aic;
pub mod nice_loops;
pub mod remote_pair;
pub mod x_chain;
pub mod xy_chain;

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::step::{Highlights, Pattern, Role};
use graph::{weak_candidates, Graph, NodeId, NodeSet};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt::Write as _;

/// Longest AIC searched, in links (an odd number). Loops built on such a
/// chain are one link (continuous) or two links (discontinuous) longer.
/// (17 covers every chain of HoDoKu's regression library that we handle.)
pub const MAX_CHAIN_LINKS: usize = 17;

/// At most this many chains are reported per board and strategy, one per
/// distinct effect (see the module docs for the order).
pub const MAX_CHAINS: usize = 20;

/// A node of a chain: a digit in one cell, or in a group of two or three
/// cells of one box that also share a row or a column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChainNode {
    pub digit: u8,
    pub cells: CellSet,
}

impl ChainNode {
    /// The digit `digit` in `cell`.
    pub fn cell(cell: Cell, digit: u8) -> ChainNode {
        ChainNode {
            digit,
            cells: CellSet::single(cell),
        }
    }
    /// The digit `digit` in a group of cells.
    pub fn group(cells: CellSet, digit: u8) -> ChainNode {
        ChainNode { digit, cells }
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
    /// The cells in Eureka style: `r1c1`, `r1c12` (a row group), `r23c4`.
    pub fn place(&self) -> String {
        place_text(self.cells)
    }
}

fn place_text(cells: CellSet) -> String {
    let list: Vec<Cell> = cells.iter().collect();
    let Some(&first) = list.first() else {
        return String::new();
    };
    let digits = |f: fn(&Cell) -> usize| -> String {
        list.iter().map(|c| char::from(b'1' + f(c) as u8)).collect()
    };
    if list.iter().all(|c| c.row() == first.row()) {
        format!("r{}c{}", first.row() + 1, digits(|c| c.col()))
    } else if list.iter().all(|c| c.col() == first.col()) {
        format!("r{}c{}", digits(|c| c.row()), first.col() + 1)
    } else {
        list.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join("/")
    }
}

impl Serialize for ChainNode {
    /// `{"digit": 5, "cells": ["r1c1", "r1c2"]}`
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("ChainNode", 2)?;
        st.serialize_field("digit", &self.digit)?;
        let cells: Vec<Cell> = self.cells.iter().collect();
        st.serialize_field("cells", &cells)?;
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
}

impl ChainKind {
    /// The strategy id.
    pub fn id(self) -> &'static str {
        match self {
            ChainKind::RemotePair => "remote-pair",
            ChainKind::XChain => "x-chain",
            ChainKind::XyChain => "xy-chain",
            ChainKind::Aic => "aic",
            ChainKind::GroupedAic => "grouped-aic",
            ChainKind::ContinuousNiceLoop => "continuous-nice-loop",
            ChainKind::GroupedContinuousNiceLoop => "grouped-continuous-nice-loop",
            ChainKind::DiscontinuousNiceLoop => "discontinuous-nice-loop",
            ChainKind::GroupedDiscontinuousNiceLoop => "grouped-discontinuous-nice-loop",
        }
    }
    /// The display name.
    pub fn name(self) -> &'static str {
        match self {
            ChainKind::RemotePair => "Remote Pair",
            ChainKind::XChain => "X-Chain",
            ChainKind::XyChain => "XY-Chain",
            ChainKind::Aic => "AIC",
            ChainKind::GroupedAic => "Grouped AIC",
            ChainKind::ContinuousNiceLoop => "Continuous Nice Loop",
            ChainKind::GroupedContinuousNiceLoop => "Grouped Continuous Nice Loop",
            ChainKind::DiscontinuousNiceLoop => "Discontinuous Nice Loop",
            ChainKind::GroupedDiscontinuousNiceLoop => "Grouped Discontinuous Nice Loop",
        }
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
            ChainKind::DiscontinuousNiceLoop | ChainKind::GroupedDiscontinuousNiceLoop
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

/// How a discontinuous nice loop meets itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Discontinuity {
    /// Two strong links at one candidate: it is true.
    Place(Cell, u8),
    /// Two weak links at one candidate: it is false.
    Remove(Cell, u8),
    /// Two strong links at two digits of one cell: the cell is one of them.
    CellPair(Cell, u8, u8),
    /// Weak link at `.1`, strong link at `.2`, one cell: `.1` is false.
    WeakStrong(Cell, u8, u8),
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
            while j > 0 && self.nodes[j - 1].cells == self.nodes[j].cells {
                j -= 1;
            }
            j
        };
        while i < self.nodes.len() {
            let mut j = i + 1;
            while j < self.nodes.len() && self.nodes[j].cells == self.nodes[i].cells {
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
            } else if i == 0 || (i == last_token_start && self.nodes[i].digit != first_digit) {
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

    /// Whether a node is a group.
    pub fn has_group(&self) -> bool {
        self.nodes.iter().any(|n| n.is_group())
    }

    fn discontinuity(&self) -> Option<Discontinuity> {
        let (first, last) = (self.nodes.first()?, self.nodes.last()?);
        let (l0, l1) = (*self.links.first()?, *self.links.last()?);
        let (c0, c1) = (first.single_cell()?, last.single_cell()?);
        if c0 != c1 {
            return None;
        }
        use LinkKind::*;
        match (first.digit == last.digit, l0, l1) {
            (true, Strong, Strong) => Some(Discontinuity::Place(c0, first.digit)),
            (true, Weak, Weak) => Some(Discontinuity::Remove(c0, first.digit)),
            (false, Strong, Strong) => Some(Discontinuity::CellPair(c0, first.digit, last.digit)),
            (false, Weak, Strong) => Some(Discontinuity::WeakStrong(c0, first.digit, last.digit)),
            (false, Strong, Weak) => Some(Discontinuity::WeakStrong(c0, last.digit, first.digit)),
            _ => None,
        }
    }
}

fn link_symbol(l: LinkKind) -> &'static str {
    match l {
        LinkKind::Strong => "=",
        LinkKind::Weak => "-",
    }
}

/// Whether `a = b` is a strong link on `board`: the only two digits of a
/// bivalue cell, or the only two places (cells or groups) of a digit in a house.
pub fn is_strong_link(board: &Board, a: &ChainNode, b: &ChainNode) -> bool {
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
    (0..geo.house_count())
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
    if n.digit == 0 || n.digit as usize > geo.size || n.cells.is_empty() {
        return false;
    }
    if !n.cells.is_subset(board.digit_cells(n.digit)) {
        return false;
    }
    if n.cells.len() == 1 {
        return true;
    }
    let in_one = |lo: usize, hi: usize| (lo..hi).any(|h| n.cells.is_subset(geo.house(h)));
    let s = geo.size;
    n.cells.len() <= 3 && in_one(2 * s, 3 * s) && in_one(0, 2 * s)
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
    let closes = first == last;
    // Nodes are distinct (a loop repeats its first node once, at the end),
    // and two nodes of one digit never share a cell.
    let body = if closes {
        &nodes[..nodes.len() - 1]
    } else {
        nodes
    };
    for (i, a) in body.iter().enumerate() {
        for b in &body[i + 1..] {
            if a.digit == b.digit && a.cells.intersects(b.cells) {
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
    if kind.grouped() != nodes.iter().any(|n| n.is_group()) {
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
        // Ends in one cell make a discontinuous loop instead.
        ChainKind::Aic | ChainKind::GroupedAic => open_chain && first.cells != last.cells,
        ChainKind::ContinuousNiceLoop | ChainKind::GroupedContinuousNiceLoop => {
            closes
                && links.len() % 2 == 0
                && links.len() >= 4
                && alternates_from(LinkKind::Strong, links)
        }
        ChainKind::DiscontinuousNiceLoop | ChainKind::GroupedDiscontinuousNiceLoop => {
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

fn elimination_set(board: &Board, chain: &Chain) -> NodeSet {
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
        ChainKind::XChain | ChainKind::XyChain | ChainKind::Aic | ChainKind::GroupedAic => {
            // One end is true: whatever is weakly linked to both goes.
            out = graph::common_cells(&weak_of(board, first), &weak_of(board, last));
        }
        ChainKind::ContinuousNiceLoop | ChainKind::GroupedContinuousNiceLoop => {
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
        }
        ChainKind::DiscontinuousNiceLoop | ChainKind::GroupedDiscontinuousNiceLoop => {
            match chain.discontinuity() {
                Some(Discontinuity::Place(c, d)) => {
                    for e in (board.candidates(c) - DigitSet::single(d)).iter() {
                        out.cells[e as usize].insert(c);
                    }
                }
                Some(Discontinuity::Remove(c, d)) | Some(Discontinuity::WeakStrong(c, d, _)) => {
                    out.cells[d as usize].insert(c);
                }
                Some(Discontinuity::CellPair(c, x, y)) => {
                    for e in (board.candidates(c) - DigitSet::from_digits(&[x, y])).iter() {
                        out.cells[e as usize].insert(c);
                    }
                }
                None => {}
            }
        }
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

fn node_text(n: &ChainNode) -> String {
    if n.is_group() {
        format!("{} (a group)", n.place())
    } else {
        n.place()
    }
}

impl Pattern for Chain {
    fn strategy(&self) -> &'static str {
        self.kind.id()
    }

    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        let closes = self.nodes.len() > 1 && self.nodes.first() == self.nodes.last();
        let count = if closes {
            self.nodes.len() - 1
        } else {
            self.nodes.len()
        };
        // Alternate colours along the chain: within a strong link one of the
        // two is true, within a weak link at most one.
        for (i, n) in self.nodes.iter().take(count).enumerate() {
            let role = if i % 2 == 0 {
                Role::ColorA
            } else {
                Role::ColorB
            };
            for c in n.cells {
                h.candidate(c, n.digit, role);
            }
        }
        for (i, l) in self.links.iter().enumerate() {
            let (a, b) = (self.nodes[i], self.nodes[i + 1]);
            h.link(
                Candidate::new(a.first_cell(), a.digit),
                Candidate::new(b.first_cell(), b.digit),
                *l == LinkKind::Strong,
            );
        }
        h
    }

    fn explain(&self) -> String {
        let (Some(first), Some(last)) = (self.nodes.first(), self.nodes.last()) else {
            return String::new();
        };
        let notation = self.eureka();
        let name = self.kind.name();
        // "r1c1=5" for a cell, "r1c12 (a group)=5" for a group.
        let said = |n: &ChainNode| format!("{}={}", node_text(n), n.digit);
        match self.kind {
            ChainKind::RemotePair => {
                let cells: Vec<String> = self.nodes.iter().step_by(2).map(|n| n.place()).collect();
                format!(
                    "{name} {notation}: {} hold only {} and {} and each sees the next, so the \
                     two digits alternate along the chain; a cell that sees two of these cells \
                     with different digits can hold neither",
                    cells.join(", "),
                    first.digit,
                    self.nodes[1].digit
                )
            }
            ChainKind::XChain => format!(
                "{name} on {d}: {notation} (= the only two places for {d} in a house, - cells \
                 that see each other). If {} is false, {} is true: one of the two ends holds \
                 {d}, and a cell that sees both cannot",
                said(first),
                said(last),
                d = first.digit
            ),
            ChainKind::XyChain => format!(
                "{name} {notation}: each cell holds only its two digits, so if {} is false, \
                 {} is true: one of the two ends holds {}, and a cell that sees both cannot",
                said(first),
                said(last),
                first.digit
            ),
            ChainKind::Aic | ChainKind::GroupedAic => format!(
                "{name} {notation} (= strong link: one of the two is true; - weak link: not \
                 both are). If {} is false, {} is true: one of the two ends is true, and a \
                 candidate weakly linked to both would make both false",
                said(first),
                said(last)
            ),
            ChainKind::ContinuousNiceLoop | ChainKind::GroupedContinuousNiceLoop => format!(
                "{name} {notation}: strong and weak links alternate all the way round, so each \
                 link holds both ways and exactly one end of every weak link is true; a \
                 candidate weakly linked to both ends of a weak link goes"
            ),
            ChainKind::DiscontinuousNiceLoop | ChainKind::GroupedDiscontinuousNiceLoop => {
                match self.discontinuity() {
                    Some(Discontinuity::Place(c, d)) => format!(
                        "{name} {notation}: if {c} is not {d}, going round the loop makes it {d}, \
                         so it is {d}"
                    ),
                    Some(Discontinuity::Remove(c, d)) => format!(
                        "{name} {notation}: if {c} were {d}, going round the loop would make it \
                         not {d}, so it is not"
                    ),
                    Some(Discontinuity::CellPair(c, x, y)) => format!(
                        "{name} {notation}: if {c} is not {x}, going round the loop makes it \
                         {y}, so {c} is {x} or {y}"
                    ),
                    Some(Discontinuity::WeakStrong(c, x, y)) => format!(
                        "{name} {notation}: if {c} were {x}, going round the loop would make it \
                         {y} as well, so it is not {x}"
                    ),
                    None => format!("{name} {notation}"),
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Shared finder plumbing: collect (length, start, end) findings from the
// graph search, order them, rebuild chains, keep one chain per distinct
// effect, stop at MAX_CHAINS.

/// One chain the search found, before it is rebuilt: `len` links from
/// `start` (assumed false) to `end` (then true), plus a candidate `extra`
/// for chains built around it (discontinuous loops). Findings sort by
/// `rank` (the length of the finished chain) first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) struct Finding {
    pub rank: usize,
    pub len: usize,
    pub start: NodeId,
    pub end: NodeId,
    pub extra: Option<NodeId>,
    /// How many candidates the chain removes (or its effect's size).
    pub gain: u8,
}

impl Finding {
    /// The order chains are reported in: biggest effect first (that is the
    /// step a solver wants), then shortest.
    pub fn by_gain(&self) -> (std::cmp::Reverse<u8>, usize, NodeId, NodeId, Option<NodeId>) {
        (
            std::cmp::Reverse(self.gain),
            self.rank,
            self.start,
            self.end,
            self.extra,
        )
    }
}

/// The effect of a chain, for keeping one chain per effect.
pub(crate) type EffectKey = (NodeSet, Vec<Candidate>);

/// A cheap fingerprint of an effect, to rule out most duplicates quickly.
fn fingerprint(set: &NodeSet) -> u64 {
    let mut h = 0u64;
    for d in 1..10 {
        h = (h ^ set.cells[d].0 as u64 ^ (set.cells[d].0 >> 64) as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(17);
    }
    h
}

/// Turns findings into chains in the order given, keeping the first chain per
/// distinct effect, at most [`MAX_CHAINS`].
pub(crate) struct Rebuilder {
    pub chains: Vec<Chain>,
    effects: Vec<(u64, EffectKey)>,
}

impl Rebuilder {
    pub fn new() -> Rebuilder {
        Rebuilder {
            chains: Vec::new(),
            effects: Vec::new(),
        }
    }

    /// Whether enough chains are kept.
    pub fn full(&self) -> bool {
        self.chains.len() >= MAX_CHAINS
    }

    fn known(&self, key: &EffectKey) -> bool {
        let h = fingerprint(&key.0);
        self.effects.iter().any(|(f, k)| *f == h && k == key)
    }

    /// Takes `findings` of the search `lock` in the order given. `quick_key` gives a finding's effect when
    /// it is known without the path (so duplicates are skipped cheaply);
    /// `build` turns a finding and its path (start .. end) into a chain, or
    /// None to skip it.
    pub fn feed<'a>(
        &mut self,
        graph: &Graph,
        lock: &graph::Lockstep,
        findings: impl IntoIterator<Item = &'a Finding>,
        quick_key: impl Fn(&Finding) -> Option<NodeSet>,
        mut build: impl FnMut(&Finding, &[NodeId]) -> Option<Chain>,
    ) {
        for f in findings {
            if self.full() {
                return;
            }
            if let Some(k) = quick_key(f) {
                if self.known(&(k, Vec::new())) {
                    continue;
                }
            }
            let avoid: &[NodeId] = match &f.extra {
                Some(z) => std::slice::from_ref(z),
                None => &[],
            };
            let Some(path) = lock.path(graph, f.start, f.len, f.end, avoid) else {
                continue;
            };
            let Some(chain) = build(f, &path) else {
                continue;
            };
            let key = (
                elimination_set(graph.board, &chain),
                chain_placements(graph.board, &chain),
            );
            if (key.0.is_empty() && key.1.is_empty()) || self.known(&key) {
                continue;
            }
            self.effects.push((fingerprint(&key.0), key));
            self.chains.push(chain);
        }
    }
}

/// Every productive open chain `start = ... = end` of `kind` under `rules`
/// (nodes limited to `mask`): all starts are searched at once, breadth
/// first; chains are reported biggest effect first, then shortest, one per
/// distinct effect, at most [`MAX_CHAINS`]. `accept(start, end, len)` says
/// which ends make a chain of the kind.
pub(crate) fn find_open_chains(
    board: &Board,
    rules: graph::Rules,
    mask: Option<NodeSet>,
    max_len: usize,
    kind: ChainKind,
    accept: impl Fn(NodeId, NodeId, usize) -> bool,
) -> Vec<Chain> {
    let graph = Graph::new(board, rules, mask);
    let mut lock = graph::Lockstep::new(&graph);
    let mut findings: Vec<Finding> = Vec::new();
    while !lock.finished(max_len) {
        lock.step(&graph);
        let len = lock.layer;
        if len % 2 == 0 {
            continue;
        }
        lock.productive_pairs(&graph, false, |start, end, _, gain| {
            if end != start && accept(start, end, len) {
                findings.push(Finding {
                    rank: len,
                    len,
                    start,
                    end,
                    extra: None,
                    gain,
                });
            }
        });
    }
    findings.sort_unstable_by_key(Finding::by_gain);
    let mut rb = Rebuilder::new();
    rb.feed(
        &graph,
        &lock,
        &findings,
        |f| {
            let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
            Some(ends_key(&graph, &ws, f.end))
        },
        |_, path| {
            let nodes: Vec<ChainNode> = path.iter().map(|&n| chain_node(&graph, n)).collect();
            is_chain(board, kind, &nodes, &alternating(path.len() - 1))
        },
    );
    rb.chains
}

/// What the open chain `start = ... = end` removes: the candidates weakly
/// linked to both ends (`weak_start` holds those of the start).
pub(crate) fn ends_key(graph: &Graph, weak_start: &NodeSet, end: NodeId) -> NodeSet {
    graph::common_cells(
        weak_start,
        &weak_candidates(graph.board, end.digit(), graph.cells_of(end)),
    )
}

/// The chain node of a graph node.
pub(crate) fn chain_node(graph: &Graph, n: NodeId) -> ChainNode {
    ChainNode::group(graph.cells_of(n), n.digit())
}

/// Alternating links for a path that starts with a strong link.
pub(crate) fn alternating(len: usize) -> Vec<LinkKind> {
    (0..len)
        .map(|i| {
            if i % 2 == 0 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            }
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    /// Sudoku Exchange bank, sx_hard #1, #2, #3, #5, #6, #10, #26 (puzzle,
    /// solution).
    pub const SX_HARD_1: (&str, &str) = (
        ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.",
        "389251467576948132142367589821694375934715826765823941258136794493572618617489253",
    );
    pub const SX_HARD_2: (&str, &str) = (
        "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4",
        "692853147134726859587419263915382476478695321326147598849561732761234985253978614",
    );
    pub const SX_HARD_3: (&str, &str) = (
        "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
        "217953864598264137346781952761495328924378615835126479479632581682519743153847296",
    );
    pub const SX_HARD_5: (&str, &str) = (
        "....5.......2.6....64...39..45...81.....2.......1.7....53...98..9.8.4.6.1...3...4",
        "921453678378296145564781392245369817617528439839147256453672981792814563186935724",
    );
    pub const SX_HARD_6: (&str, &str) = (
        "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5",
        "178593426462871953539624187341267598695418372827359641753142869216985734984736215",
    );
    pub const SX_HARD_10: (&str, &str) = (
        "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
        "964821735235697481871534269493286157587149326612375894346912578758463912129758643",
    );
    pub const SX_HARD_26: (&str, &str) = (
        ".9......6..689....2.37.6.9.1...2.....549.832.....7...4.2.6.78.9....356..3......5.",
        "897153246546892173213746598189324765754968321632571984425617839978435612361289457",
    );

    /// The chains in Eureka notation with their effects.
    pub fn texts(board: &Board, chains: &[Chain]) -> Vec<String> {
        chains.iter().map(|c| c.eureka_with(board)).collect()
    }

    /// Finds chains on the position after singles of `puzzle`, checks them
    /// (predicate, soundness against the solution) and returns their texts.
    pub fn run(puzzle: (&str, &str), find: fn(&Board) -> Vec<Chain>) -> (Board, Vec<String>) {
        let b = crate::test_util::after_singles(puzzle.0);
        let found = find(&b);
        check_chains(&b, &found, Some(puzzle.1));
        let t = texts(&b, &found);
        (b, t)
    }

    /// Every chain is accepted by the predicate, and its effects are sound
    /// for the given solution.
    pub fn check_chains(board: &Board, chains: &[Chain], solution: Option<&str>) {
        for c in chains {
            assert!(
                is_chain(board, c.kind, &c.nodes, &c.links).is_some(),
                "predicate rejects {:?} {}",
                c.kind,
                c.eureka()
            );
            if let Some(sol) = solution {
                let digit_at = |cell: Cell| sol.as_bytes()[cell.row() * 9 + cell.col()] - b'0';
                for e in chain_eliminations(board, c) {
                    assert_ne!(
                        digit_at(e.cell),
                        e.digit,
                        "{} removes the solution",
                        c.eureka()
                    );
                }
                for p in chain_placements(board, c) {
                    assert_eq!(digit_at(p.cell), p.digit, "{} places wrongly", c.eureka());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

/// Measurements run by hand (`cargo test --release --lib chains::bench --
/// --ignored --nocapture`): finder timings over positions reached while
/// solving the shared puzzle sets, and HoDoKu regression cases per variant.
#[cfg(test)]
mod bench {
    use crate::formats::library::parse_library_line;
    use crate::grid::{Board, Candidate};
    use crate::strategies::{steps_of, REGISTRY};
    use std::collections::BTreeSet;
    use std::time::Instant;

    type Finder = fn(&Board) -> Vec<crate::step::Step>;
    const IDS: &[(&str, Finder)] = &[
        ("remote-pair", steps_of::<super::remote_pair::RemotePairs>),
        ("x-chain", steps_of::<super::x_chain::XChains>),
        ("xy-chain", steps_of::<super::xy_chain::XyChains>),
        (
            "continuous-nice-loop",
            steps_of::<super::nice_loops::ContinuousNiceLoops>,
        ),
        ("aic", steps_of::<super::aic::Aics>),
        (
            "discontinuous-nice-loop",
            steps_of::<super::nice_loops::DiscontinuousNiceLoops>,
        ),
        (
            "grouped-continuous-nice-loop",
            steps_of::<super::nice_loops::GroupedContinuousNiceLoops>,
        ),
        ("grouped-aic", steps_of::<super::aic::GroupedAics>),
        (
            "grouped-discontinuous-nice-loop",
            steps_of::<super::nice_loops::GroupedDiscontinuousNiceLoops>,
        ),
    ];

    /// Pattern finders only (no steps), for CHAIN_PATTERNS=1.
    type Counter = fn(&Board) -> usize;
    const PATTERNS: &[(&str, Counter)] = &[
        ("remote-pair", |b| {
            super::remote_pair::find_remote_pairs(b).len()
        }),
        ("x-chain", |b| super::x_chain::find_x_chains(b).len()),
        ("xy-chain", |b| super::xy_chain::find_xy_chains(b).len()),
        ("continuous-nice-loop", |b| {
            super::nice_loops::find_continuous_nice_loops(b).len()
        }),
        ("aic", |b| super::aic::find_aics(b).len()),
        ("discontinuous-nice-loop", |b| {
            super::nice_loops::find_discontinuous_nice_loops(b).len()
        }),
        ("grouped-continuous-nice-loop", |b| {
            super::nice_loops::find_grouped_continuous_nice_loops(b).len()
        }),
        ("grouped-aic", |b| super::aic::find_grouped_aics(b).len()),
        ("grouped-discontinuous-nice-loop", |b| {
            super::nice_loops::find_grouped_discontinuous_nice_loops(b).len()
        }),
    ];

    fn finder(id: &str) -> Finder {
        IDS.iter().find(|(i, _)| *i == id).map(|(_, f)| *f).unwrap()
    }

    fn counter(id: &str) -> Counter {
        if std::env::var("CHAIN_PATTERNS").is_ok() {
            PATTERNS
                .iter()
                .find(|(i, _)| *i == id)
                .map(|(_, f)| *f)
                .unwrap()
        } else {
            |_| 0
        }
    }

    fn shared(path: &str) -> Option<String> {
        std::fs::read_to_string(
            concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/").to_string() + path,
        )
        .ok()
    }

    /// Prints the first chains of each kind on puzzles after singles, to pick
    /// unit-test examples (`CHAIN_SCAN=sx_hard_500_with_solutions.txt`).
    #[test]
    #[ignore]
    fn scan_examples() {
        let Ok(file) = std::env::var("CHAIN_SCAN") else {
            return;
        };
        let Some(text) = shared(&format!("puzzles/{file}")) else {
            return;
        };
        let only = std::env::var("CHAIN_IDS").unwrap_or_default();
        for (i, line) in text.lines().enumerate().take(300) {
            let p = line.split_whitespace().next().unwrap_or("");
            if p.len() != 81 {
                continue;
            }
            let b = crate::test_util::after_singles(p);
            for (id, f) in IDS {
                if !only.is_empty() && !only.split(',').any(|o| o == *id) {
                    continue;
                }
                let steps = f(&b);
                if let Some(s) = steps.first() {
                    println!("#{} {id} ({} found): {}", i + 1, steps.len(), s.explanation);
                }
            }
        }
    }

    #[test]
    #[ignore]
    fn reglib_one() {
        let Ok(line) = std::env::var("CHAIN_LINE") else {
            return;
        };
        let e = parse_library_line(&line).unwrap();
        println!("{}", e.board.to_line());
        let want: Vec<String> = e.eliminations.iter().map(|c| c.to_string()).collect();
        println!("want {want:?}");
        for id in std::env::var("CHAIN_IDS").unwrap_or_default().split(',') {
            for s in finder(id)(&e.board) {
                println!("{id}: {}", s.explanation);
            }
        }
    }

    #[test]
    #[ignore]
    fn reglib_chains() {
        let Some(text) = shared("reglib/reglib-1.3-part-a.txt") else {
            return;
        };
        let map = [
            ("0701", "x-chain"),
            ("0702", "xy-chain"),
            ("0703", "remote-pair"),
            ("0706", "continuous-nice-loop"),
            ("0707", "discontinuous-nice-loop"),
            ("0708", "aic"),
            ("0709", "grouped-continuous-nice-loop"),
            ("0710", "grouped-discontinuous-nice-loop"),
            ("0711", "grouped-aic"),
        ];
        let mut tally: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
        for line in text.lines().filter(|l| l.starts_with(":07")) {
            let e = parse_library_line(line).unwrap();
            let code = &e.technique[..4];
            let Some(&(_, id)) = map.iter().find(|(c, _)| *c == code) else {
                continue;
            };
            let steps = finder(id)(&e.board);
            let want: BTreeSet<Candidate> = e.eliminations.iter().copied().collect();
            let at = steps
                .iter()
                .position(|s| s.eliminations.iter().copied().collect::<BTreeSet<_>>() == want);
            if let Some(i) = at {
                // Rank if sorted by elimination count (most first), then order.
                let n = steps[i].eliminations.len() + steps[i].placements.len();
                let by_count = steps
                    .iter()
                    .enumerate()
                    .filter(|(j, s)| {
                        let m = s.eliminations.len() + s.placements.len();
                        m > n || (m == n && *j < i)
                    })
                    .count();
                println!("INDEX {} {i} {by_count} of {}", e.technique, steps.len());
            }
            let ok = at.is_some();
            let t = tally.entry(e.technique.clone()).or_default();
            t.1 += 1;
            if ok {
                t.0 += 1;
            } else {
                println!(
                    "FAIL {} want {:?} extra {:?}\n  {}",
                    e.technique,
                    want.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                    line.rsplit(':').next(),
                    e.board.to_line()
                );
                for s in steps.iter().take(8) {
                    println!("    got {}", s.explanation);
                }
            }
        }
        for (k, (p, t)) in tally {
            println!("{k:<8} {p}/{t}");
        }
    }

    #[test]
    #[ignore]
    fn timings() {
        // CHAIN_ORACLE=1: the oracle's sets and strides (tests/oracle.rs).
        let oracle = std::env::var("CHAIN_ORACLE").is_ok();
        let sets: &[(&str, usize)] = if oracle {
            &[
                ("puzzles/sx_easy_500_with_solutions.txt", 1),
                ("puzzles/sx_medium_500_with_solutions.txt", 1),
                ("puzzles/sx_hard_500_with_solutions.txt", 1),
                ("puzzles/sx_diabolical_500_with_solutions.txt", 1),
                ("puzzles/magictour_top1465.txt", 1),
                ("puzzles/norvig_top95.txt", 1),
                ("puzzles/norvig_hardest11.txt", 1),
                ("puzzles/norvig_easy50.txt", 1),
                ("puzzles/se_rated_sample_le200_per_level.txt", 10),
                ("puzzles/sudoku17_49158.txt", 50),
            ]
        } else {
            &[
                ("puzzles/sx_hard_500_with_solutions.txt", 1),
                ("puzzles/sx_diabolical_500_with_solutions.txt", 1),
                ("puzzles/magictour_top1465.txt", 10),
                ("puzzles/sx_easy_500_with_solutions.txt", 5),
            ]
        };
        let solver = crate::solver::Solver::with(
            &REGISTRY
                .iter()
                .filter(|i| i.difficulty < 260 && i.family != "uniqueness")
                .map(|i| i.id)
                .collect::<Vec<_>>(),
        )
        .unwrap();
        let mut boards: Vec<Board> = Vec::new();
        let thin: usize = std::env::var("CHAIN_THIN")
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(1);
        for &(file, stride) in sets {
            let Some(text) = shared(file) else { continue };
            for line in text.lines().step_by(stride * thin) {
                let p = line.split_whitespace().next().unwrap_or("");
                if p.len() != 81 {
                    continue;
                }
                let start = crate::test_util::board(p);
                let Some(sol) = crate::brute::solve(&start) else {
                    continue;
                };
                let mut b = start;
                loop {
                    boards.push(b.clone());
                    if b.empty_cells().is_empty() {
                        break;
                    }
                    match solver.next_step(&b) {
                        Some(s) => s.apply(&mut b).unwrap(),
                        None => {
                            let c = b
                                .empty_cells()
                                .iter()
                                .min_by_key(|c| b.candidates(*c).len())
                                .unwrap();
                            b.place(c, sol[c.index()]).unwrap();
                        }
                    }
                }
            }
        }
        println!("{} positions", boards.len());
        let only = std::env::var("CHAIN_IDS").unwrap_or_default();
        let ids: Vec<&str> = IDS
            .iter()
            .map(|(i, _)| *i)
            .filter(|i| only.is_empty() || only.split(',').any(|o| o == *i))
            .collect();
        // Board by board, every finder in registry order (as the oracle
        // does, so the AIC and loop finders share their sweep). Measured in
        // process CPU time, which other jobs on the machine do not inflate.
        let cpu = || -> f64 {
            let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
            let f: Vec<&str> = stat
                .rsplit(')')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect();
            let t = |i: usize| f.get(i).and_then(|x| x.parse::<f64>().ok()).unwrap_or(0.0);
            (t(11) + t(12)) / 100.0
        };
        let groups: Vec<Vec<&str>> = vec![
            vec!["remote-pair"],
            vec!["x-chain"],
            vec!["xy-chain"],
            vec!["continuous-nice-loop", "aic", "discontinuous-nice-loop"],
            vec![
                "grouped-continuous-nice-loop",
                "grouped-aic",
                "grouped-discontinuous-nice-loop",
            ],
        ];
        if oracle {
            // Interleaved per board, as the oracle runs them.
            let t0 = cpu();
            let mut steps = 0;
            let mut per = vec![(0.0f64, 0usize); ids.len()];
            for b in &boards {
                for (k, id) in ids.iter().enumerate() {
                    let w = Instant::now();
                    let n = if std::env::var("CHAIN_PATTERNS").is_ok() {
                        counter(id)(b)
                    } else {
                        finder(id)(b).len()
                    };
                    per[k].0 += w.elapsed().as_secs_f64();
                    per[k].1 += n;
                    steps += n;
                }
            }
            for (k, id) in ids.iter().enumerate() {
                println!(
                    "  {id:<32} {:>7.1} us/position wall  {:>9} steps",
                    per[k].0 * 1e6 / boards.len() as f64,
                    per[k].1
                );
            }
            println!(
                "oracle mix, all chain finders: {:.1} us/position cpu, {:.1} s in all, {steps} steps",
                (cpu() - t0) * 1e6 / boards.len() as f64,
                cpu() - t0
            );
            return;
        }
        let mut all = 0.0;
        for group in groups {
            let group: Vec<&str> = group.into_iter().filter(|g| ids.contains(g)).collect();
            if group.is_empty() {
                continue;
            }
            let mut steps = vec![0usize; group.len()];
            let t0 = cpu();
            let w0 = Instant::now();
            for b in &boards {
                for (k, id) in group.iter().enumerate() {
                    steps[k] += finder(id)(b).len();
                }
            }
            let (t, w) = (cpu() - t0, w0.elapsed().as_secs_f64());
            all += t;
            println!(
                "{:<70} {:>7.1} us/position cpu ({:>7.1} wall)  steps {:?}",
                group.join(","),
                t * 1e6 / boards.len() as f64,
                w * 1e6 / boards.len() as f64,
                steps
            );
        }
        println!(
            "all: {:.1} us/position cpu",
            all * 1e6 / boards.len() as f64
        );
    }
}
