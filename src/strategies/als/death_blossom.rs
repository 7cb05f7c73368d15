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
//! ## What the finder lists
//!
//! [`find_death_blossoms`] tries, per stem, one petal per stem digit in
//! turn, and drops a partial choice as soon as no digit is both common to
//! the petals so far and seen, in all of them, by some cell holding it
//! (the search is in `blossom_search.rs`). It lists the productive blossoms
//! found within a work bound of [`MAX_NODES`] petal trials per board (a
//! bound that ordinary boards stay well below; see the timings test), one
//! per set of eliminations.

use super::als::{candidates_of, highlight_als, is_als, removed_digits, AlsRef};
use super::blossom_search::blossoms_in;
use super::data::AlsData;
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::Label;
use crate::lang::Says;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Death Blossom's declaration: id, family, HoDoKu score and level, SE rule.
pub const DEATH_BLOSSOM: Decl = Decl::new(
    "death-blossom",
    "Death Blossom",
    Family::Als,
    360,
    Level::Unfair,
    Se::Als,
);

/// Work bound: petal trials per board.
pub const MAX_NODES: usize = 100_000;

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
        if p.cells.contains(stem) || !p.digits.contains(d) {
            return None;
        }
        if !p.sees_all(board, d).contains(stem) {
            return None;
        }
        refs.push(p);
    }
    let mut b = DeathBlossom {
        stem,
        stem_digits,
        petals: refs,
        zs: DigitSet::EMPTY,
    };
    b.zs = removed_digits(&targets(board, &b));
    Some(b)
}

/// Per Z digit (in every petal, not in the stem), the cells losing it.
pub(super) fn targets(board: &Board, b: &DeathBlossom) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let mut common = !b.stem_digits;
    for p in &b.petals {
        common &= p.digits;
    }
    for z in common {
        let mut cells = board.digit_cells(z);
        for p in &b.petals {
            cells &= p.sees_all(board, z);
        }
        t[z as usize] = cells - CellSet::single(b.stem);
    }
    t
}

/// The productive Death Blossoms found within the work bound, one per set
/// of eliminations, by stem (see "What the finder lists" above).
pub fn find_death_blossoms(board: &Board) -> Vec<DeathBlossom> {
    blossoms_in(board, &AlsData::of(board), false).0
}

/// What a Death Blossom removes: Z from cells seeing all petals' Zs.
pub fn death_blossom_eliminations(board: &Board, b: &DeathBlossom) -> Vec<Candidate> {
    candidates_of(&targets(board, b))
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
        Some(Says::DeathBlossom {
            stem: self.stem,
            stem_digits: self.stem_digits,
            petals: self
                .stem_digits
                .iter()
                .zip(&self.petals)
                .map(|(d, p)| (d, p.said()))
                .collect(),
            z: self.zs,
        })
    }
}

strategy!(
    /// Death Blossom (the productive blossoms found within the work bound).
    DeathBlossoms: DeathBlossom = find_death_blossoms, eliminates death_blossom_eliminations,
        listing = Listing::Bounded
);

#[cfg(test)]
mod tests {
    use super::*;
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
