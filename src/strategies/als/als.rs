//! # Almost Locked Sets (ALS): the building block of this family
//!
//! A *locked set* is N cells of one house holding only N candidates between
//! them (a naked pair, triple...): those N digits fill those N cells. An
//! **almost locked set** is N cells of one house holding N+1 candidates: one
//! digit too many. Whichever single digit is left out, the other N fill the
//! cells. So **the moment one of its digits is ruled out of it, an ALS
//! becomes a locked set**, and every other digit of it is certain to be in
//! it. A bivalue cell is the smallest ALS (N = 1, two candidates).
//!
//! ```text
//!  A = r2c4,r2c5 {1,5,6}            B = r1c1 {1,5}
//!
//!   B . . | . . x | . . .     If r1c1 is 5, r2c45 lose 5 and hold {1,6};
//!   . . . | A A . | . . .     if r1c1 is 1, the 1 is in B. Either way a 1
//!   . . . | . . . | . . .     is in A or in B: x (seeing both 1s) is not 1.
//! ```
//!
//! Two ALSs A and B that share no cell are linked by a **restricted common
//! candidate** (RCC) `x` when both hold `x` and every `x` cell of A sees
//! every `x` cell of B: then `x` is true in at most one of them, so at least
//! one of them loses `x` and becomes locked. This is the definition used by
//! HoDoKu (Bernhard Hobiger, "ALS-XZ" in its technique docs and
//! `RestrictedCommon` in its solver) and by sudokuwiki.org ("Almost Locked
//! Sets"): the two ALSs must not overlap, and two ALSs have at most two RCCs
//! (three would leave both short of digits). HoDoKu's "allow ALS overlap"
//! option relaxes the first rule: the ALSs may share cells as long as no
//! shared cell holds the RCC ([`restricted_commons_overlapping`]);
//! ALS-XY-Wing and Death Blossom here use that relaxed form (see their
//! docs), ALS-XZ and ALS-Chain the strict one ([`restricted_commons`]).
//!
//! What an ALS pattern removes is always "digit z from the cells outside
//! that see every z of some sets": so for each ALS and digit this module
//! keeps the ALS cells holding the digit ([`Als::digit_cells`]) and the
//! cells outside that hold it and see all of those ([`Als::sees_all`]).

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::AlsName;
use crate::step::{Highlights, Role};
use serde::{Serialize, Serializer};

/// One almost locked set with the per-digit sets the finders test against.
#[derive(Clone, Debug)]
pub struct Als {
    pub cells: CellSet,
    pub digits: DigitSet,
    /// The house it was found in.
    pub house: House,
    /// Per digit: the ALS cells holding it.
    pub digit_cells: [CellSet; 10],
    /// Per digit: the cells outside the ALS that hold the digit and see every
    /// ALS cell holding it.
    pub sees_all: [CellSet; 10],
    /// The digits whose `sees_all` is not empty: the only ones a pattern
    /// ending in this ALS can remove.
    pub seen_digits: DigitSet,
}

impl Als {
    /// The ALS `cells` (with candidates `digits`) of house `h`.
    pub(super) fn new(board: &Board, cells: CellSet, digits: DigitSet, house: House) -> Als {
        let geo = board.geometry();
        let mut digit_cells = [CellSet::EMPTY; 10];
        let mut sees_all = [CellSet::EMPTY; 10];
        for d in digits {
            let holders = cells & board.digit_cells(d);
            let mut common = board.digit_cells(d) - cells;
            for c in holders {
                common &= geo.peers(c);
            }
            digit_cells[d as usize] = holders;
            sees_all[d as usize] = common;
        }
        Als {
            cells,
            digits,
            house,
            digit_cells,
            sees_all,
            seen_digits: seen_digits(digits, &sees_all),
        }
    }

    /// The digits of both sets that some cell outside them holds and sees
    /// in every cell of both holding it: the Zs a pattern with these two
    /// sets at its ends can remove.
    pub fn common_zs(&self, other: &Als) -> DigitSet {
        (self.seen_digits & other.seen_digits)
            .iter()
            .filter(|&z| self.sees_all[z as usize].intersects(other.sees_all[z as usize]))
            .collect()
    }

    /// The pattern-facing description of this ALS.
    pub fn to_ref(&self) -> AlsRef {
        AlsRef {
            cells: self.cells,
            digits: self.digits,
            house: self.house,
        }
    }
}

/// See [`Als::seen_digits`].
pub(super) fn seen_digits(digits: DigitSet, sees_all: &[CellSet; 10]) -> DigitSet {
    digits
        .iter()
        .filter(|&d| !sees_all[d as usize].is_empty())
        .collect()
}

/// An ALS as it appears in a found pattern: cells, digits, house.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsRef {
    #[serde(serialize_with = "serialize_cells")]
    pub cells: CellSet,
    pub digits: DigitSet,
    pub house: House,
}

/// Cells as a list (patterns serialize their cell sets this way).
pub(crate) fn serialize_cells<S: Serializer>(cells: &CellSet, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cells.iter())
}

impl AlsRef {
    /// The ALS cells holding `d` on `board`.
    pub fn digit_cells(&self, board: &Board, d: u8) -> CellSet {
        self.cells & board.digit_cells(d)
    }
    /// Cells outside the ALS holding `d` and seeing all its `d` cells.
    pub fn sees_all(&self, board: &Board, d: u8) -> CellSet {
        let geo = board.geometry();
        let mut common = board.digit_cells(d) - self.cells;
        for c in self.digit_cells(board, d) {
            common &= geo.peers(c);
        }
        common
    }
    /// HoDoKu-style name: `r2c45{156}`, `r1c1{15}`, `r12c3,r3c1{2479}`.
    pub fn name(&self) -> String {
        self.said().to_string()
    }
    /// The set as the catalogues read it (`r1c23{456}` in every language).
    pub fn said(&self) -> AlsName {
        AlsName {
            cells: self.cells,
            digits: self.digits,
        }
    }
}

/// Do `cells` (1 to 8 unfilled cells of one house) form an ALS?
pub fn is_als(board: &Board, cells: &[Cell]) -> Option<AlsRef> {
    let geo = board.geometry();
    let mut set = CellSet::EMPTY;
    let mut digits = DigitSet::EMPTY;
    for &c in cells {
        if !geo.contains(c) || set.contains(c) || board.value(c).is_some() {
            return None;
        }
        set.insert(c);
        digits |= board.candidates(c);
    }
    if set.is_empty() || digits.len() != set.len() + 1 {
        return None;
    }
    let house = geo.houses().find(|&h| set.is_subset(geo.house(h)))?;
    Some(AlsRef {
        cells: set,
        digits,
        house,
    })
}

/// Every ALS of `board`, each once: house by house (rows, then columns,
/// then boxes), every group of the house's unfilled cells whose candidates
/// number one more than its cells. Within a house the groups come in the
/// order of their bit masks over the house's unfilled cells (first cell =
/// bit 0). An ALS lying in two houses (cells of a row inside one box) is
/// listed once, under the first house. The whole house never qualifies: N
/// unfilled cells of a house miss exactly N digits.
pub fn find_alses(board: &Board) -> Vec<Als> {
    let geo = board.geometry();
    let mut out = Vec::new();
    for h in geo.houses() {
        let unfilled: Vec<Cell> = geo
            .house_cells(h)
            .iter()
            .copied()
            .filter(|&c| board.value(c).is_none() && !board.candidates(c).is_empty())
            .collect();
        for mask in 1usize..(1 << unfilled.len()) {
            let mut cells = CellSet::EMPTY;
            let mut digits = DigitSet::EMPTY;
            for (k, &c) in unfilled.iter().enumerate() {
                if mask & (1 << k) != 0 {
                    cells.insert(c);
                    digits |= board.candidates(c);
                }
            }
            let listed_before = geo
                .houses()
                .take_while(|&h2| h2 < h)
                .any(|h2| cells.is_subset(geo.house(h2)));
            if digits.len() == cells.len() + 1 && !listed_before {
                out.push(Als::new(board, cells, digits, h));
            }
        }
    }
    out
}

/// The restricted common candidates of two ALSs (empty if they overlap).
pub fn restricted_commons(board: &Board, a: &AlsRef, b: &AlsRef) -> DigitSet {
    if a.cells.intersects(b.cells) {
        return DigitSet::EMPTY;
    }
    restricted_commons_overlapping(board, a, b)
}

/// The restricted common candidates of two ALSs that may share cells: no
/// cell holding the digit may be shared (HoDoKu's "allow ALS overlap").
pub fn restricted_commons_overlapping(board: &Board, a: &AlsRef, b: &AlsRef) -> DigitSet {
    let shared = a.cells & b.cells;
    let mut rccs = DigitSet::EMPTY;
    for x in a.digits & b.digits {
        let bx = b.digit_cells(board, x);
        if !(a.digit_cells(board, x) | bx).intersects(shared) && bx.is_subset(a.sees_all(board, x))
        {
            rccs.insert(x);
        }
    }
    rccs
}

// What the ALS strategies share when they write, draw and apply a pattern.

/// Cells holding `z` that see every `z` cell of both ALSs (outside both).
pub(super) fn z_targets(board: &Board, a: &AlsRef, b: &AlsRef, z: u8) -> CellSet {
    a.sees_all(board, z) & b.sees_all(board, z)
}

/// The digits whose target set is not empty: a pattern's `zs`.
pub(super) fn removed_digits(targets: &[CellSet; 10]) -> DigitSet {
    (1..=9u8)
        .filter(|&d| !targets[d as usize].is_empty())
        .collect()
}

/// Candidates from per-digit target sets, in cell then digit order.
pub(super) fn candidates_of(targets: &[CellSet; 10]) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    for (d, set) in targets.iter().enumerate() {
        for c in set.iter() {
            out.push(Candidate::new(c, d as u8));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Highlights for a list of ALSs: each ALS's cells, its candidates in
/// alternating colour groups (A, B, A...), the RCC digits as `Link` and the
/// eliminated digits' pattern candidates as `Pattern`.
pub(super) fn highlight_alses(
    board: &Board,
    h: &mut Highlights,
    alses: &[&AlsRef],
    rccs: DigitSet,
    zs: DigitSet,
) {
    for (i, a) in alses.iter().enumerate() {
        highlight_als(board, h, a, rccs, zs, i);
    }
}

/// Highlights for the `i`-th ALS of a pattern (colour group A for even `i`,
/// B for odd): its cells, its `links` digits as `Link`, its `zs` digits as
/// `Pattern`, the rest in the colour group.
pub(super) fn highlight_als(
    board: &Board,
    h: &mut Highlights,
    als: &AlsRef,
    links: DigitSet,
    zs: DigitSet,
    i: usize,
) {
    let colour = if i % 2 == 0 {
        Role::ColorA
    } else {
        Role::ColorB
    };
    for c in als.cells {
        h.cell(c, Role::Pattern);
        let cands = board.candidates(c);
        h.candidates(board, c, cands & links, Role::Link);
        h.candidates(board, c, cands & (zs - links), Role::Pattern);
        h.candidates(board, c, cands - links - zs, colour);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;

    #[test]
    fn finds_alses_and_names_them() {
        // reglib 0901-1 (line 1 of its ALS-XZ cases).
        let line = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::";
        let b = parse_library_line(line).unwrap().board;
        let alses = find_alses(&b);
        assert!(!alses.is_empty());
        for a in &alses {
            let cells: Vec<Cell> = a.cells.iter().collect();
            let r = is_als(&b, &cells).expect("every listed ALS passes is_als");
            assert_eq!(r.digits, a.digits);
            // The per-digit sets agree with the pattern-facing ones.
            for d in a.digits {
                assert_eq!(a.digit_cells[d as usize], r.digit_cells(&b, d));
                assert_eq!(a.sees_all[d as usize], r.sees_all(&b, d));
            }
        }
        // Unique by cell set.
        let mut sets: Vec<u128> = alses.iter().map(|a| a.cells.0).collect();
        sets.sort();
        sets.dedup();
        assert_eq!(sets.len(), alses.len());
        // Names in HoDoKu style.
        let pair = alses.iter().find(|a| a.cells.len() == 2).unwrap();
        assert!(pair
            .to_ref()
            .name()
            .ends_with(&format!("{{{}}}", pair.digits)));
    }

    #[test]
    fn is_als_rejects_non_alses() {
        let b = crate::test_util::board(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        // Two cells of different houses.
        assert!(is_als(&b, &[Cell::new(0, 1), Cell::new(4, 4)]).is_none());
        // A filled cell.
        assert!(is_als(&b, &[Cell::new(0, 0)]).is_none());
        // Empty list.
        assert!(is_als(&b, &[]).is_none());
    }

    #[test]
    fn restricted_commons_follow_the_overlap_rule() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let alses = find_alses(&b);
        let refs: Vec<AlsRef> = alses.iter().map(|a| a.to_ref()).collect();
        let mut linked = 0;
        for a in refs.iter().take(40) {
            for c in &refs {
                let strict = restricted_commons(&b, a, c);
                let loose = restricted_commons_overlapping(&b, a, c);
                // Disjoint sets: both rules agree; overlapping ones: only
                // the relaxed rule links them.
                if a.cells.intersects(c.cells) {
                    assert!(strict.is_empty());
                } else {
                    assert_eq!(strict, loose);
                }
                assert!(loose.is_subset(a.digits & c.digits));
                linked += usize::from(!strict.is_empty());
            }
        }
        assert!(linked > 0);
    }
}
