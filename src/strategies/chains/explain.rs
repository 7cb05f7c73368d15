//! How a step shows a chain: its highlights (colours alternating along the
//! chain, links, and the cells of each ALS node) and its explanation in
//! words, built on the Eureka notation of `notation.rs`.

use super::nice_loops::Discontinuity;
use super::{Chain, ChainKind, ChainNode, LinkKind};
use crate::grid::{Board, Candidate, CellSet};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::text::compact_cells;

fn node_text(n: &ChainNode) -> String {
    if n.is_als() {
        format!("{} (in the ALS {})", compact_cells(n.cells), n.place())
    } else if n.is_group() {
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
        h.name(Mark::Candidate(Role::ColorA), Label::FalseIfTheFirstIs)
            .name(Mark::Candidate(Role::ColorB), Label::TrueIfTheFirstIsFalse)
            .name(Mark::Link { strong: true }, Label::StrongOneIsTrue)
            .name(Mark::Link { strong: false }, Label::WeakNotBoth);
        // The cells of each almost locked set, drawn as one block.
        let mut sets = CellSet::EMPTY;
        for n in self.nodes.iter().filter(|n| n.is_als()) {
            sets |= n.als;
        }
        for c in sets {
            h.cell(c, Role::Pattern);
        }
        if !sets.is_empty() {
            h.name(Mark::Cell(Role::Pattern), Label::AlmostLockedSet);
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
        let text = self.explain_links();
        let sets = self.als_text();
        if sets.is_empty() {
            text
        } else {
            // Right after the notation, before what the chain proves.
            let notation = self.eureka();
            text.replacen(&notation, &format!("{notation} (where {sets})"), 1)
        }
    }
}

impl Chain {
    /// One sentence per ALS node: why the set's strong link holds.
    fn als_text(&self) -> String {
        let mut out = Vec::new();
        for (i, l) in self.links.iter().enumerate() {
            let (a, b) = (self.nodes[i], self.nodes[i + 1]);
            if *l == LinkKind::Strong && a.is_als() != b.is_als() {
                let (set, cell) = if a.is_als() { (a, b) } else { (b, a) };
                let n = set.als.len();
                out.push(format!(
                    "({x}){set}=({y}){c} is a forced exit: {set} is an almost locked set ({n} \
                     cells holding {m} digits), so if none of them is {x}, the other {n} digits \
                     are locked in them; every other digit of {c} is one of them, and {c} sees all \
                     its cells in the set, so {c} is {y}",
                    x = set.digit,
                    y = cell.digit,
                    set = set.place(),
                    c = cell.place(),
                    m = n + 1,
                ));
            } else if *l == LinkKind::Strong && a.is_als() && a.als == b.als {
                let n = a.als.len();
                let ys = if b.cells.len() == 1 {
                    compact_cells(b.cells)
                } else {
                    format!("one of {}", compact_cells(b.cells))
                };
                out.push(format!(
                    "({x}={y}){set} is an almost locked set: {n} cells holding {m} digits, so \
                     if none of them is {x}, the other {n} digits are locked in them and {ys} \
                     is {y}",
                    x = a.digit,
                    y = b.digit,
                    set = a.place(),
                    m = n + 1,
                ));
            }
        }
        out.join("; ")
    }

    fn explain_links(&self) -> String {
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
            ChainKind::Aic | ChainKind::GroupedAic | ChainKind::AlsAic => format!(
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
            ChainKind::AlsContinuousNiceLoop => format!(
                "{name} {notation}: strong and weak links alternate all the way round, so each \
                 link holds both ways and exactly one end of every weak link is true; a \
                 candidate weakly linked to both ends of a weak link goes. Each set lacks \
                 exactly one of the two digits the loop uses at it, so its other digits are \
                 locked in it (at a forced exit, each of the cell's other digits is in the set \
                 or in the cell): a candidate that sees all of a digit's places goes"
            ),
            ChainKind::DiscontinuousNiceLoop
            | ChainKind::GroupedDiscontinuousNiceLoop
            | ChainKind::AlsDiscontinuousNiceLoop => match self.discontinuity() {
                Some(Discontinuity::Place(c, d)) => format!(
                    "{name} {notation}: if {c} is not {d}, going round the loop makes it {d}, \
                         so it is {d}"
                ),
                Some(Discontinuity::Remove(c, d)) => format!(
                    "{name} {notation}: if {c} were {d}, going round the loop would make it \
                         not {d}, so it is not"
                ),
                Some(Discontinuity::RemoveGroup(cells, d)) => format!(
                    "{name} {notation}: if {d} were in {}, going round the loop would \
                         take it out again, so none of these cells is {d}",
                    crate::text::compact_cells(cells)
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
            },
        }
    }
}
