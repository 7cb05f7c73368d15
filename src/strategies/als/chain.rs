//! # ALS-Chain
//!
//! A chain of almost locked sets A1, A2, ..., An (see the `als` module
//! docs), each linked to the next by restricted common candidates, where the
//! digit a link uses differs from the digit the link before it used. Let Z
//! be a digit of both A1 and An, other than the first and last link digits.
//! If A1 had no Z it would be locked and hold the first link's digit x1, so
//! A2 would lose x1 and be locked, holding x2 (≠ x1), so A3 loses x2, ...,
//! and An, having lost the last link digit, is locked and holds Z. So **Z is
//! in A1 or in An**: a cell seeing every Z of both ends is not Z.
//!
//! ```text
//!  A1 −x1− A2 −x2− A3 −x3− A4        (x1 ≠ x2 ≠ x3), Z in A1 and A4
//!
//!  "A1 has no Z" => A1 holds x1 => A2 has no x1 => A2 holds x2 => ...
//!   => A4 has no x3 => A4 holds Z.
//! ```
//!
//! ALS-XZ (2 sets) and ALS-XY-Wing (3) are the shortest such chains and have
//! their own strategies; a chain here has 4 to [`MAX_ALSES`] sets.
//!
//! A link with two RCCs (doubly linked pair) uses, as in HoDoKu 2.2
//! (`AlsSolver.getAlsXYChainInt`, `RestrictedCommon.checkRC`; score 340),
//! every one of its RCCs that the previous link did not use; the first link
//! picks one. Z must avoid the first link's digit and every digit of the last
//! link. Sets next to each other never overlap (that is part of an RCC);
//! sets further apart may, and no set appears twice in a chain. Z may be
//! removed from cells of the middle sets.
//!
//! ## What the finder lists
//!
//! There are far too many chains to list. [`find_als_chains`] lists the
//! productive ones that a breadth-first search from every ALS finds, one
//! per set of eliminations (the shortest found), within a work bound of
//! [`MAX_EXPANSIONS`] steps per board: not every chain (each state, an ALS
//! and the link digits that reached it, is taken further by its first chain
//! only), and on a few hard boards not every set of eliminations. The
//! search is in `chain_search.rs`.

use super::als::{
    candidates_of, highlight_alses, is_als, removed_digits, restricted_commons, z_targets, AlsRef,
};
use super::chain_search::chains_in;
use super::data::AlsData;
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::Label;
use crate::lang::Says;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The ALS-Chain's declaration: id, family, HoDoKu score and level, SE rule.
pub const ALS_CHAIN: Decl = Decl::new(
    "als-chain",
    "ALS-Chain",
    Family::Als,
    340,
    Level::Unfair,
    Se::Als,
);

/// The most sets in a chain.
pub const MAX_ALSES: usize = 7;
/// The fewest sets in a chain (fewer is an ALS-XZ or ALS-XY-Wing).
pub const MIN_ALSES: usize = 4;
/// Work bound: state expansions per board, over all searches.
pub const MAX_EXPANSIONS: usize = 30_000;

/// A chain of ALSs, the digits each link uses, and the Z digits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsChain {
    /// The sets in order, A1 first.
    pub alses: Vec<AlsRef>,
    /// `links[i]`: the RCC digits the link from `alses[i]` to `alses[i + 1]`
    /// uses.
    pub links: Vec<DigitSet>,
    /// The common digits of the two ends that remove something.
    pub zs: DigitSet,
}

/// Do these cell lists form an ALS-Chain (4 or more sets, each linked to
/// the next, link digits as described in the module docs)?
pub fn is_als_chain(board: &Board, sets: &[Vec<Cell>]) -> Option<AlsChain> {
    if sets.len() < MIN_ALSES {
        return None;
    }
    let alses: Vec<AlsRef> = sets
        .iter()
        .map(|s| is_als(board, s))
        .collect::<Option<_>>()?;
    for (i, a) in alses.iter().enumerate() {
        if alses[..i].iter().any(|b| b.cells == a.cells) {
            return None;
        }
    }
    let mut links = Vec::new();
    let mut prev = DigitSet::EMPTY;
    for w in alses.windows(2) {
        let rccs = restricted_commons(board, &w[0], &w[1]);
        if rccs.len() > 2 {
            return None;
        }
        let mut used = rccs - prev;
        if links.is_empty() {
            // The first link picks one digit.
            used = DigitSet::single(used.first()?);
        }
        if used.is_empty() {
            return None;
        }
        links.push(used);
        prev = used;
    }
    let mut p = AlsChain {
        alses,
        links,
        zs: DigitSet::EMPTY,
    };
    p.zs = removed_digits(&targets(board, &p));
    Some(p)
}

fn z_digits(first: &AlsRef, last: &AlsRef, first_link: DigitSet, last_link: DigitSet) -> DigitSet {
    (first.digits & last.digits) - first_link - last_link
}

/// Per Z digit, the cells losing it.
pub(super) fn targets(board: &Board, p: &AlsChain) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let (Some(first), Some(last)) = (p.alses.first(), p.alses.last()) else {
        return t;
    };
    let (Some(&l1), Some(&ln)) = (p.links.first(), p.links.last()) else {
        return t;
    };
    for z in z_digits(first, last, l1, ln) {
        t[z as usize] = z_targets(board, first, last, z);
    }
    t
}

/// The productive ALS-Chains of 4 to [`MAX_ALSES`] sets that the search
/// finds within its work bound, one per set of eliminations (see "What the
/// finder lists" above).
pub fn find_als_chains(board: &Board) -> Vec<AlsChain> {
    chains_in(board, &AlsData::of(board), false)
}

/// What an ALS-Chain removes: Z from cells seeing all Zs of both ends.
pub fn als_chain_eliminations(board: &Board, p: &AlsChain) -> Vec<Candidate> {
    candidates_of(&targets(board, p))
}

impl Pattern for AlsChain {
    fn strategy(&self) -> &'static str {
        ALS_CHAIN.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for a in &self.alses {
            h.house(a.house, Role::House);
        }
        let refs: Vec<&AlsRef> = self.alses.iter().collect();
        let used = self.links.iter().fold(DigitSet::EMPTY, |acc, &d| acc | d);
        highlight_alses(board, &mut h, &refs, used, self.zs);
        h.name(Mark::House(Role::House), Label::HousesOfTheSets)
            .name(Mark::Cell(Role::Pattern), Label::TheSets)
            .name(Mark::Candidate(Role::Link), Label::LinkDigits)
            .name(Mark::Candidate(Role::Pattern), Label::Z(self.zs, "/"))
            .name(Mark::Candidate(Role::ColorA), Label::RestOfOddSets)
            .name(Mark::Candidate(Role::ColorB), Label::RestOfEvenSets)
            .name(Mark::Link { strong: false }, Label::LinkNotBoth);
        // A weak link per RCC between the two sets it joins (their first cells
        // holding it), as HoDoKu draws them.
        for (w, &digits) in self.alses.windows(2).zip(&self.links) {
            for d in digits {
                let (Some(from), Some(to)) = (
                    w[0].digit_cells(board, d).first(),
                    w[1].digit_cells(board, d).first(),
                ) else {
                    continue;
                };
                h.link(Candidate::new(from, d), Candidate::new(to, d), false);
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::AlsChain {
            sets: self.alses.iter().map(AlsRef::said).collect(),
            links: self.links.clone(),
            z: self.zs,
        })
    }
}

strategy!(
    /// ALS-Chain (4 to `MAX_ALSES` sets; the productive chains found within
    /// the work bound).
    AlsChains: AlsChain = find_als_chains, eliminates als_chain_eliminations,
        listing = Listing::Bounded
);

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn reglib_case() {
        // reglib 1.3, the first 0903-1 case (ALS-Chain).
        let Some((e, want)) = super::super::tests::reglib_case(":0903-1:") else {
            return;
        };
        let found = find_als_chains(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                als_chain_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib chain");
        let sets: Vec<Vec<Cell>> = hit.alses.iter().map(|a| a.cells.iter().collect()).collect();
        let again = is_als_chain(&e.board, &sets).expect("predicate accepts the chain");
        assert_eq!(
            als_chain_eliminations(&e.board, &again),
            als_chain_eliminations(&e.board, hit)
        );
        assert!(hit.explain().starts_with("ALS-Chain: "));
    }

    #[test]
    fn predicate_rejects_short_or_broken_chains() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let e: Vec<Cell> = b.empty_cells().iter().take(1).collect();
        assert!(is_als_chain(&b, &[e.clone(), e.clone()]).is_none());
        // A set repeated.
        assert!(is_als_chain(&b, &[e.clone(), e.clone(), e.clone(), e]).is_none());
    }
}
