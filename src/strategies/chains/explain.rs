//! How a step shows a chain: its highlights (colours alternating along the
//! chain, links, and the cells of each ALS node) and what it says (the
//! catalogues' data), built on the Eureka notation of `notation.rs`.

use super::nice_loops::Discontinuity;
use super::{Chain, ChainKind, ChainNode, LinkKind};
use crate::grid::{Board, Candidate, CellSet};
use crate::lang::says::{AlsLink, ChainCase, ChainSays, LoopEnd, Node, NodeKind, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};

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

    fn says(&self) -> Option<Says> {
        let node = |n: &ChainNode| Node {
            kind: if n.is_als() {
                NodeKind::Als
            } else if n.is_group() {
                NodeKind::Group
            } else {
                NodeKind::Cell
            },
            place: n.place(),
            cells: n.cells,
            digit: n.digit,
        };
        let (first, last) = (self.nodes.first()?, self.nodes.last()?);
        Some(Says::Chains(ChainSays::Chain {
            case: self.case(),
            name: self.kind.name(),
            notation: self.eureka(),
            first: node(first),
            last: node(last),
            sets: self.als_links(),
        }))
    }
}

impl Chain {
    /// Why each ALS node's strong link holds.
    fn als_links(&self) -> Vec<AlsLink> {
        let mut out = Vec::new();
        for (i, l) in self.links.iter().enumerate() {
            let (a, b) = (self.nodes[i], self.nodes[i + 1]);
            if *l == LinkKind::Strong && a.is_als() != b.is_als() {
                let (set, cell) = if a.is_als() { (a, b) } else { (b, a) };
                out.push(AlsLink::ForcedExit {
                    x: set.digit,
                    y: cell.digit,
                    set: set.place(),
                    cell: cell.place(),
                    size: set.als.len(),
                });
            } else if *l == LinkKind::Strong && a.is_als() && a.als == b.als {
                out.push(AlsLink::Inside {
                    x: a.digit,
                    y: b.digit,
                    set: a.place(),
                    size: a.als.len(),
                    cells: b.cells,
                });
            }
        }
        out
    }

    /// Which explanation the chain's kind (and a loop's ends) calls for.
    fn case(&self) -> ChainCase {
        match self.kind {
            ChainKind::RemotePair => ChainCase::RemotePair {
                cells: self.nodes.iter().step_by(2).map(|n| n.place()).collect(),
                digits: [
                    self.nodes.first().map_or(0, |n| n.digit),
                    self.nodes.get(1).map_or(0, |n| n.digit),
                ],
            },
            ChainKind::XChain => ChainCase::XChain,
            ChainKind::XyChain => ChainCase::XyChain,
            ChainKind::Aic | ChainKind::GroupedAic | ChainKind::AlsAic => ChainCase::Aic,
            ChainKind::ContinuousNiceLoop | ChainKind::GroupedContinuousNiceLoop => {
                ChainCase::ContinuousLoop
            }
            ChainKind::AlsContinuousNiceLoop => ChainCase::AlsContinuousLoop,
            ChainKind::DiscontinuousNiceLoop
            | ChainKind::GroupedDiscontinuousNiceLoop
            | ChainKind::AlsDiscontinuousNiceLoop => {
                ChainCase::DiscontinuousLoop(self.discontinuity().map(|d| match d {
                    Discontinuity::Place(c, d) => LoopEnd::Place(c, d),
                    Discontinuity::Remove(c, d) => LoopEnd::Remove(c, d),
                    Discontinuity::RemoveGroup(cells, d) => LoopEnd::RemoveGroup(cells, d),
                    Discontinuity::CellPair(c, x, y) => LoopEnd::CellPair(c, x, y),
                    Discontinuity::WeakStrong(c, x, y) => LoopEnd::WeakStrong(c, x, y),
                }))
            }
        }
    }
}
