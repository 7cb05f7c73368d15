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
//! ## What the finders list
//!
//! There are far too many chains to list. [`find_als_chains`] lists the
//! productive ones that a breadth-first search from every ALS finds, one
//! per set of eliminations (the shortest found): from each set A1 and each
//! digit its first link may use, chains grow one set at a time, shortest
//! first, and each state (a set and the digits of the link that reached
//! it) is taken further by the first chain reaching it only, and no set
//! appears twice on a chain. So not every chain is found.
//!
//! The strategy lists what the same search finds within a work bound of
//! [`MAX_EXPANSIONS`] states taken further per board (the search is in
//! `chain_search.rs`): on most boards the whole list, in the same order
//! (see the tests), on a few hard ones not every set of eliminations.

use super::als::{
    candidates_of, find_alses, highlight_alses, is_als, removed_digits, restricted_commons,
    z_targets, AlsRef,
};
use super::chain_search::chains_in;
pub use super::chain_search::MAX_EXPANSIONS;
use super::data::{als_data, AlsData};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;
use std::collections::{HashMap, HashSet, VecDeque};

/// The ALS-Chain's declaration: id, family, HoDoKu score and level, SE rule.
pub const ALS_CHAIN: Decl = Decl::new(
    "als-chain",
    "ALS-Chain",
    "ALSチェーン",
    Family::Als,
    340,
    Level::Unfair,
    Se::Als,
);

/// The most sets in a chain.
pub const MAX_ALSES: usize = 7;
/// The fewest sets in a chain (fewer is an ALS-XZ or ALS-XY-Wing).
pub const MIN_ALSES: usize = 4;

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
    Some(chain(board, alses, links))
}

/// The chain of `alses` and `links`, with the Zs it removes.
fn chain(board: &Board, alses: Vec<AlsRef>, links: Vec<DigitSet>) -> AlsChain {
    let mut p = AlsChain {
        alses,
        links,
        zs: DigitSet::EMPTY,
    };
    p.zs = removed_digits(&targets(board, &p));
    p
}

fn z_digits(first: &AlsRef, last: &AlsRef, first_link: DigitSet, last_link: DigitSet) -> DigitSet {
    (first.digits & last.digits) - first_link - last_link
}

/// Per Z digit, the cells losing it.
fn targets(board: &Board, p: &AlsChain) -> [CellSet; 10] {
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

/// The productive ALS-Chains of 4 to [`MAX_ALSES`] sets, one per set of
/// eliminations, in the order first found (see "What the finders list").
pub fn find_als_chains(board: &Board) -> Vec<AlsChain> {
    let alses: Vec<AlsRef> = find_alses(board).iter().map(|a| a.to_ref()).collect();
    // Per set, the sets it is linked to (in list order) and by which RCCs.
    let linked: Vec<Vec<(usize, DigitSet)>> = alses
        .iter()
        .map(|a| {
            let rccs = alses.iter().map(|b| restricted_commons(board, a, b));
            // (Three RCCs cannot happen on a solvable board.)
            rccs.enumerate()
                .filter(|(_, r)| !r.is_empty() && r.len() <= 2)
                .collect()
        })
        .collect();
    let mut found: Vec<AlsChain> = Vec::new();
    // Eliminations -> index in `found`.
    let mut by_effect: HashMap<Vec<Candidate>, usize> = HashMap::new();
    for (start, links) in linked.iter().enumerate() {
        let first_digits = links.iter().fold(DigitSet::EMPTY, |ds, &(_, r)| ds | r);
        let a1 = &alses[start];
        for x1 in first_digits {
            // Z is a digit of A1 other than x1 that some cell sees in all
            // of A1's cells: without one, no chain from here removes any.
            let zs = a1.digits - DigitSet::single(x1);
            if zs.iter().all(|z| a1.sees_all(board, z).is_empty()) {
                continue;
            }
            for p in chains_from(board, &alses, &linked, start, x1) {
                let effect = als_chain_eliminations(board, &p);
                match by_effect.get(&effect) {
                    Some(&i) if found[i].alses.len() > p.alses.len() => found[i] = p,
                    Some(_) => {}
                    None => {
                        by_effect.insert(effect, found.len());
                        found.push(p);
                    }
                }
            }
        }
    }
    found
}

/// The productive chains of the breadth-first search from set `start`
/// whose first link uses `x1`, in the order reached.
fn chains_from(
    board: &Board,
    alses: &[AlsRef],
    linked: &[Vec<(usize, DigitSet)>],
    start: usize,
    x1: u8,
) -> Vec<AlsChain> {
    let mut found = Vec::new();
    // A chain: its sets and the digits of each link.
    let mut queue = VecDeque::from([(vec![start], Vec::<DigitSet>::new())]);
    // The states (set, link digits reaching it) a chain has reached.
    let mut reached = HashSet::new();
    while let Some((sets, links)) = queue.pop_front() {
        if sets.len() == MAX_ALSES {
            continue;
        }
        // The first link uses x1, the others any RCC but the digits of the
        // link before.
        let allowed = match links.last() {
            None => DigitSet::single(x1),
            Some(&before) => DigitSet::all(9) - before,
        };
        for &(next, rccs) in &linked[sets[sets.len() - 1]] {
            let used = rccs & allowed;
            if used.is_empty() || sets.contains(&next) || !reached.insert((next, used)) {
                continue;
            }
            let (mut sets, mut links) = (sets.clone(), links.clone());
            sets.push(next);
            links.push(used);
            if sets.len() >= MIN_ALSES {
                let refs = sets.iter().map(|&i| alses[i].clone()).collect();
                let p = chain(board, refs, links.clone());
                if !p.zs.is_empty() {
                    found.push(p);
                }
            }
            queue.push_back((sets, links));
        }
    }
    found
}

/// What the strategy lists: the chains of [`find_als_chains`] that the
/// search finds within its work bound, in the same order.
pub fn bounded_als_chains(board: &Board) -> Vec<AlsChain> {
    let (found, _) = chains_in(&AlsData::of(board), MIN_ALSES..=MAX_ALSES, false);
    found
        .into_iter()
        .map(|f| chain(board, f.alses, f.links))
        .collect()
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
        Some(Says::Chains(ChainSays::AlsChain {
            sets: self.alses.iter().map(AlsRef::said).collect(),
            links: self.links.clone(),
            z: self.zs,
        }))
    }
}

strategy!(
    /// ALS-Chain (4 to `MAX_ALSES` sets; the productive chains found within
    /// the work bound).
    AlsChains: AlsChain = bounded_als_chains, eliminates als_chain_eliminations,
        listing = Listing::Bounded
);

impl FastFirst for AlsChains {
    /// The first instance, by the search from the data the solver keeps.
    fn first(board: &Board, caches: &mut Caches) -> Option<(AlsChain, Effects)> {
        let data = als_data(board, caches);
        let (found, _) = chains_in(&data, MIN_ALSES..=MAX_ALSES, true);
        // The search stops at its first final instance, which always
        // removes something (the full search is the fallback if it ever
        // does not).
        let f = found.into_iter().next()?;
        first_or_search::<Self>(board, chain(board, f.alses, f.links))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
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

    /// The search lists the plain finder's chains, in the same order,
    /// wherever it runs to its end and no set is doubly linked to others by
    /// two different pairs of RCCs (there the search may take a state
    /// further twice: see `chain_search.rs`; 16 of 6,181 boards tried gave
    /// other chains for the same eliminations, one of them another list).
    #[test]
    fn search_lists_the_plain_finders_chains() {
        let searched = |b: &Board| {
            let data = AlsData::of(b);
            let pairs = |i: usize| {
                let doubly = data.links(i).iter().filter(|l| l.rccs.len() == 2);
                doubly.map(|l| l.rccs).collect::<HashSet<_>>().len()
            };
            let (found, finished) = chains_in(&data, MIN_ALSES..=MAX_ALSES, false);
            let comparable = finished && (0..data.alses.len()).all(|i| pairs(i) <= 1);
            let found = found.into_iter().map(|f| chain(b, f.alses, f.links));
            comparable.then(|| found.collect())
        };
        let name = "search_lists_the_plain_finders_chains";
        super::super::tests::search_equals_plain(name, "0903", searched, find_als_chains);
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
