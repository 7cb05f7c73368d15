//! # Death Blossom
//!
//! A **stem** cell with candidates d1..dk, and for each di a **petal**: an
//! almost locked set (see the `als` module docs) holding di, outside the
//! stem, whose di cells all see the stem. The stem takes some di; then that
//! petal loses di and is locked, so it holds every other digit it has. Let Z
//! be a digit that every petal holds and the stem does not: whichever digit
//! the stem takes, Z is in one of the petals. So **a cell seeing every Z of
//! every petal is not Z**.
//!
//! ```text
//!  stem S {1,2}; petal P1 holds 1 (its 1s see S) and Z; petal P2 holds 2
//!  (its 2s see S) and Z.
//!
//!   S . . | P1 P1 . | . . .    S=1 => P1 loses 1 => P1 is locked, holds Z
//!   . . . | .  .  . | . . .    S=2 => P2 loses 2 => P2 holds Z
//!   P2 . .| x  x  . | . . .    x seeing all Zs of P1 and P2 is not Z.
//! ```
//!
//! Rules as in HoDoKu 2.2 (`AlsSolver.getAlsDeathBlossomInt`, score 360;
//! also sudokuwiki.org "Death Blossom") with its "allow ALS overlap" option
//! on: every candidate of the stem has a petal (bivalue cells count); petals
//! never hold the stem but may share cells with each other (the argument
//! looks at one petal only, the one the stem's digit empties, so shared
//! cells do not weaken it; HoDoKu's regression library tests both forms,
//! variants 0904-1 and 0904-2); Z is not a candidate of the stem; Z is
//! removed from cells outside the petals that see all the petals' Z cells.
//! Instances with the same eliminations are reported once.
//!
//! ## What the finders list
//!
//! [`find_death_blossoms`] lists every productive blossom, one per set of
//! eliminations: per stem cell, each choice of one petal per stem digit in
//! turn. A choice is dropped as soon as no cell is left that sees every Z
//! of its petals so far, as more petals could only narrow that further.
//!
//! Hard boards can have too many choices to try, so the strategy lists what
//! the same walk finds within a work bound of [`MAX_NODES`] petal trials
//! per board (the search is in `blossom_search.rs`): on ordinary boards
//! the whole list, in the same order (see the tests).

use super::als::{candidates_of, find_alses, highlight_als, is_als, removed_digits, AlsRef};
pub use super::blossom_search::MAX_NODES;
use super::blossom_search::{blossoms_in, first_blossom};
use super::data::AlsData;
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;
use std::collections::HashSet;

/// The Death Blossom's declaration: id, family, HoDoKu score and level, SE rule.
pub const DEATH_BLOSSOM: Decl = Decl::new(
    "death-blossom",
    "Death Blossom",
    "デスブロッサム",
    Family::Als,
    360,
    Level::Unfair,
    Se::Als,
);

/// A stem cell and one petal per stem digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeathBlossom {
    pub stem: Cell,
    pub stem_digits: DigitSet,
    /// `petals[i]` belongs to the `i`-th stem digit (in increasing order).
    pub petals: Vec<AlsRef>,
    /// Digits in every petal, not in the stem, that remove something.
    pub zs: DigitSet,
}

/// Do `stem` and `petals` (one per stem digit, in digit order) form a Death
/// Blossom?
pub fn is_death_blossom(board: &Board, stem: Cell, petals: &[Vec<Cell>]) -> Option<DeathBlossom> {
    let geo = board.geometry();
    if !geo.contains(stem) || board.value(stem).is_some() {
        return None;
    }
    let stem_digits = board.candidates(stem);
    if stem_digits.len() < 2 || petals.len() != stem_digits.len() {
        return None;
    }
    let mut refs = Vec::new();
    for (d, cells) in stem_digits.iter().zip(petals) {
        let p = is_als(board, cells)?;
        if !is_petal(board, stem, d, &p) {
            return None;
        }
        refs.push(p);
    }
    Some(blossom(board, stem, refs))
}

/// Can `als` be the petal of stem digit `d`: it holds `d`, not the stem,
/// and its `d` cells all see the stem?
fn is_petal(board: &Board, stem: Cell, d: u8, als: &AlsRef) -> bool {
    als.digits.contains(d) && als.sees_all(board, d).contains(stem)
}

/// The blossom of `stem` and `petals`, with the Zs it removes.
fn blossom(board: &Board, stem: Cell, petals: Vec<AlsRef>) -> DeathBlossom {
    let stem_digits = board.candidates(stem);
    let zs = removed_digits(&z_targets(board, stem, stem_digits, &petals));
    DeathBlossom {
        stem,
        stem_digits,
        petals,
        zs,
    }
}

/// Per Z digit (in every petal, not in the stem), the cells holding it
/// that see every Z of every petal: they lose it.
fn z_targets(board: &Board, stem: Cell, stem_digits: DigitSet, petals: &[AlsRef]) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let mut common = !stem_digits;
    for p in petals {
        common &= p.digits;
    }
    for z in common {
        let mut cells = board.digit_cells(z);
        for p in petals {
            cells &= p.sees_all(board, z);
        }
        t[z as usize] = cells - CellSet::single(stem);
    }
    t
}

/// Every productive Death Blossom, one per set of eliminations (the first
/// found): stems in cell order, petals in the order of [`find_alses`].
pub fn find_death_blossoms(board: &Board) -> Vec<DeathBlossom> {
    let alses: Vec<AlsRef> = find_alses(board).iter().map(|a| a.to_ref()).collect();
    let mut found = Vec::new();
    let mut seen = HashSet::new();
    for stem in board.empty_cells() {
        let stem_digits = board.candidates(stem);
        if stem_digits.len() < 2 {
            continue;
        }
        // The petals each stem digit may take.
        let options: Vec<Vec<&AlsRef>> = stem_digits
            .iter()
            .map(|d| {
                alses
                    .iter()
                    .filter(|a| is_petal(board, stem, d, a))
                    .collect()
            })
            .collect();
        choose_petals(board, stem, &options, &mut Vec::new(), &mut |b| {
            if seen.insert(death_blossom_eliminations(board, &b)) {
                found.push(b);
            }
        });
    }
    found
}

/// Completes the choice `petals` with one petal from each list of
/// `options` in turn, giving `keep` every productive blossom.
fn choose_petals(
    board: &Board,
    stem: Cell,
    options: &[Vec<&AlsRef>],
    petals: &mut Vec<AlsRef>,
    keep: &mut impl FnMut(DeathBlossom),
) {
    let Some((next, rest)) = options.split_first() else {
        keep(blossom(board, stem, petals.clone()));
        return;
    };
    for &p in next {
        petals.push(p.clone());
        // More petals can only narrow the cells that lose a Z.
        let stem_digits = board.candidates(stem);
        if !removed_digits(&z_targets(board, stem, stem_digits, petals)).is_empty() {
            choose_petals(board, stem, rest, petals, keep);
        }
        petals.pop();
    }
}

/// What the strategy lists: the blossoms of [`find_death_blossoms`] that
/// the search finds within its work bound, in the same order.
pub fn bounded_death_blossoms(board: &Board) -> Vec<DeathBlossom> {
    let (found, _) = blossoms_in(board, &AlsData::of(board), false);
    found
        .into_iter()
        .map(|f| blossom(board, f.stem, f.petals))
        .collect()
}

/// What a Death Blossom removes: Z from cells seeing all petals' Zs.
pub fn death_blossom_eliminations(board: &Board, b: &DeathBlossom) -> Vec<Candidate> {
    candidates_of(&z_targets(board, b.stem, b.stem_digits, &b.petals))
}

impl Pattern for DeathBlossom {
    fn strategy(&self) -> &'static str {
        DEATH_BLOSSOM.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.stem, Role::Pattern);
        h.candidates(board, self.stem, self.stem_digits, Role::Link);
        h.name(Mark::Cell(Role::Pattern), Label::StemAndPetals)
            .name(Mark::Candidate(Role::Link), Label::StemDigits)
            .name(Mark::Candidate(Role::Pattern), Label::Z(self.zs, ""))
            .name(Mark::Candidate(Role::ColorA), Label::RestOfOddPetals)
            .name(Mark::Candidate(Role::ColorB), Label::RestOfEvenPetals)
            .name(Mark::Link { strong: false }, Label::StemDigitNotBoth);
        for (i, (p, d)) in self.petals.iter().zip(self.stem_digits.iter()).enumerate() {
            // The stem digit is not a Z (Z excludes the stem's digits).
            highlight_als(board, &mut h, p, DigitSet::single(d), self.zs, i);
            // The stem digit's weak link into its petal.
            if let Some(to) = p.digit_cells(board, d).first() {
                h.link(Candidate::new(self.stem, d), Candidate::new(to, d), false);
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::DeathBlossom {
            stem: self.stem,
            stem_digits: self.stem_digits,
            petals: self
                .stem_digits
                .iter()
                .zip(&self.petals)
                .map(|(d, p)| (d, p.said()))
                .collect(),
            z: self.zs,
        }))
    }
}

strategy!(
    /// Death Blossom (the productive blossoms found within the work bound).
    DeathBlossoms: DeathBlossom = bounded_death_blossoms, eliminates death_blossom_eliminations,
        listing = Listing::Bounded
);

impl FastFirst for DeathBlossoms {
    /// The first instance, by the search from the data the solver keeps.
    fn first(board: &Board, caches: &mut Caches) -> Option<(DeathBlossom, Effects)> {
        let f = first_blossom(board, caches)?;
        // The search stops at its first instance, which always removes
        // something (the full search is the fallback if it ever does not).
        first_or_search::<Self>(board, blossom(board, f.stem, f.petals))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use std::collections::BTreeSet;

    #[test]
    fn reglib_case() {
        // reglib 1.3, the first 0904-1 case (Death Blossom).
        let Some((e, want)) = super::super::tests::reglib_case(":0904-1:") else {
            return;
        };
        let found = find_death_blossoms(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                death_blossom_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib blossom");
        let petals: Vec<Vec<Cell>> = hit
            .petals
            .iter()
            .map(|a| a.cells.iter().collect())
            .collect();
        assert_eq!(
            is_death_blossom(&e.board, hit.stem, &petals).as_ref(),
            Some(hit)
        );
        assert!(hit.explain().starts_with("Death Blossom: stem "));
    }

    /// The search lists the plain finder's blossoms, in the same order,
    /// wherever it runs to its end.
    #[test]
    fn search_lists_the_plain_finders_blossoms() {
        let searched = |b: &Board| {
            let (found, finished) = blossoms_in(b, &AlsData::of(b), false);
            let found = found.into_iter().map(|f| blossom(b, f.stem, f.petals));
            finished.then(|| found.collect())
        };
        let name = "search_lists_the_plain_finders_blossoms";
        super::super::tests::search_equals_plain(name, "0904", searched, find_death_blossoms);
    }

    #[test]
    fn predicate_rejects_wrong_input() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        // A filled stem; a stem with the wrong number of petals.
        assert!(is_death_blossom(&b, Cell::new(0, 0), &[]).is_none());
        let e = b.empty_cells().first().unwrap();
        assert!(is_death_blossom(&b, e, &[vec![e]]).is_none());
    }
}
