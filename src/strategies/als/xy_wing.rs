//! # ALS-XY-Wing
//!
//! Three almost locked sets A, B and C (see the `als` module docs): A and C
//! share a restricted common candidate X, B and C share one, Y, with X ≠ Y.
//! Let Z be a digit of both A and B other than X and Y. If A had no Z, A
//! would be locked, so it would hold X; then C has no X, so C is locked and
//! holds Y; then B has no Y, so B is locked and holds Z. So **Z is in A or
//! in B**, and a cell seeing every Z of A and every Z of B is not Z.
//!
//! ```text
//!  A −X− C −Y− B, Z in A and B
//!
//!   A A . | . . . | B . .     C links A by X and B by Y: "no Z in A"
//!   . . . | C C . | . . .     forces Z into B. The cells x seeing all
//!   x x x | . . . | . . .     Zs of A and B cannot be Z.
//! ```
//!
//! The XY-Wing of bivalue cells is the smallest case (A, B, C one cell each).
//! Rules as in HoDoKu 2.2 (`AlsSolver.getAlsXYWingInt`, score 320) with its
//! "allow ALS overlap" option on: the sets may share cells, as long as no
//! shared cell holds the RCC of a link (each step of the argument is about
//! one set at a time, so sharing cells does not weaken it) and neither A nor
//! B contains the other; the two links may not both be the same single digit
//! (a doubly linked pair supplies a second choice); Z is none of the RCC
//! digits of either link; Z leaves cells outside A and B (it may leave cells
//! of C). Wings with the same eliminations are reported once. HoDoKu's default leaves overlap off; its regression library tests
//! both (variants 0902-1 and 0902-2), and the overlapping form is the more
//! general one.

use super::als::{
    candidates_of, highlight_alses, is_als, removed_digits, restricted_commons_overlapping,
    z_targets, Als, AlsRef,
};
use super::data::{als_data, AlsData};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;
use std::collections::HashSet;

/// The ALS-XY-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const ALS_XY_WING: Decl = Decl::new(
    "als-xy-wing",
    "ALS-XY-Wing",
    "ALS-XYウィング",
    Family::Als,
    320,
    Level::Unfair,
    Se::Als,
);

/// A −X− C −Y− B with the eliminating digits Z.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsXyWing {
    pub a: AlsRef,
    pub b: AlsRef,
    /// The middle ALS, linked to both A and B.
    pub c: AlsRef,
    /// RCCs between A and C.
    pub x: DigitSet,
    /// RCCs between B and C.
    pub y: DigitSet,
    /// The common digits of A and B that remove something.
    pub zs: DigitSet,
}

/// Do the three cell lists form an ALS-XY-Wing with `c` in the middle?
pub fn is_als_xy_wing(board: &Board, a: &[Cell], b: &[Cell], c: &[Cell]) -> Option<AlsXyWing> {
    let a = is_als(board, a)?;
    let b = is_als(board, b)?;
    let c = is_als(board, c)?;
    if nested(a.cells, b.cells) {
        return None;
    }
    let x = restricted_commons_overlapping(board, &a, &c);
    let y = restricted_commons_overlapping(board, &b, &c);
    if !valid_links(x, y) {
        return None;
    }
    let mut p = AlsXyWing {
        a,
        b,
        c,
        x,
        y,
        zs: DigitSet::EMPTY,
    };
    p.zs = removed_digits(&targets(board, &p));
    Some(p)
}

/// Two links can carry the inference if a digit of the first differs from
/// a digit of the second.
fn valid_links(x: DigitSet, y: DigitSet) -> bool {
    !x.is_empty() && !y.is_empty() && x.len() <= 2 && y.len() <= 2 && !(x == y && x.len() == 1)
}

/// Whether one set of cells contains the other (such ALSs make no wing).
fn nested(a: CellSet, b: CellSet) -> bool {
    a.is_subset(b) || b.is_subset(a)
}

/// Per Z digit, the cells losing it.
fn targets(board: &Board, p: &AlsXyWing) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    for z in (p.a.digits & p.b.digits) - p.x - p.y {
        t[z as usize] = z_targets(board, &p.a, &p.b, z);
    }
    t
}

/// Every productive ALS-XY-Wing, by middle ALS: for each ALS C, each pair
/// of ALSs A, B that C is linked to (overlap rule, see [`super::links`]),
/// if the wing removes something. Wings with the same eliminations as one
/// found before are left out.
pub fn find_als_xy_wings(board: &Board) -> Vec<AlsXyWing> {
    wings_in(board, &AlsData::of(board), false)
}

/// Do A and B, each linked to a middle set by `x` and `y`, make a wing
/// that removes something? (The same answer with A and B swapped.)
pub(super) fn removes_something(a: &Als, b: &Als, x: DigitSet, y: DigitSet) -> bool {
    // (Most pairs have no digit seen in both: that is checked first.)
    !((a.seen_digits & b.seen_digits) - x - y).is_empty()
        && valid_links(x, y)
        && !nested(a.cells, b.cells)
        && !(a.common_zs(b) - x - y).is_empty()
}

/// The loop of [`find_als_xy_wings`] over `data`, the ALSs of `board` and
/// their links; with `only_first`, stops after the first instance.
fn wings_in(board: &Board, data: &AlsData, only_first: bool) -> Vec<AlsXyWing> {
    let mut out = Vec::new();
    // Eliminations (cells per digit) already reported.
    let mut seen: HashSet<[u128; 10]> = HashSet::new();
    for (ci, c) in data.alses.iter().enumerate() {
        let links = data.overlap_links(ci);
        for (k, l1) in links.iter().enumerate() {
            let a = &data.alses[l1.other as usize];
            for l2 in &links[k + 1..] {
                if !valid_links(l1.rccs, l2.rccs) {
                    continue;
                }
                let b = &data.alses[l2.other as usize];
                // (A Z outside these removes nothing.)
                let zs = (a.seen_digits & b.seen_digits) - l1.rccs - l2.rccs;
                if zs.is_empty() || nested(a.cells, b.cells) {
                    continue;
                }
                let mut key = [0u128; 10];
                let mut productive = false;
                for z in zs {
                    let t = a.sees_all[z as usize] & b.sees_all[z as usize];
                    key[z as usize] = t.0;
                    productive |= !t.is_empty();
                }
                if productive && seen.insert(key) {
                    let mut p = AlsXyWing {
                        a: a.to_ref(),
                        b: b.to_ref(),
                        c: c.to_ref(),
                        x: l1.rccs,
                        y: l2.rccs,
                        zs: DigitSet::EMPTY,
                    };
                    p.zs = removed_digits(&targets(board, &p));
                    out.push(p);
                    if only_first {
                        return out;
                    }
                }
            }
        }
    }
    out
}

/// What an ALS-XY-Wing removes: Z from cells seeing all Zs of A and B.
pub fn als_xy_wing_eliminations(board: &Board, p: &AlsXyWing) -> Vec<Candidate> {
    candidates_of(&targets(board, p))
}

impl Pattern for AlsXyWing {
    fn strategy(&self) -> &'static str {
        ALS_XY_WING.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for a in [&self.a, &self.b, &self.c] {
            h.house(a.house, Role::House);
        }
        highlight_alses(
            board,
            &mut h,
            &[&self.a, &self.c, &self.b],
            self.x | self.y,
            self.zs,
        );
        h.name(Mark::House(Role::House), Label::HousesOfABC)
            .name(Mark::Cell(Role::Pattern), Label::ABC)
            .name(
                Mark::Candidate(Role::Link),
                Label::XY {
                    x: self.x,
                    y: self.y,
                },
            )
            .name(Mark::Candidate(Role::Pattern), Label::Z(self.zs, "/"))
            .name(Mark::Candidate(Role::ColorA), Label::RestOfAB)
            .name(Mark::Candidate(Role::ColorB), Label::RestOfC);
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::AlsXyWing {
            a: self.a.said(),
            b: self.b.said(),
            c: self.c.said(),
            x: self.x,
            y: self.y,
            z: self.zs,
        }))
    }
}

strategy!(
    /// ALS-XY-Wing (productive instances, one per set of eliminations).
    AlsXyWings: AlsXyWing = find_als_xy_wings, eliminates als_xy_wing_eliminations,
        listing = Listing::Productive
);

impl FastFirst for AlsXyWings {
    /// The first instance, from the ALS data the solver keeps in `caches`.
    fn first(board: &Board, caches: &mut Caches) -> Option<(AlsXyWing, Effects)> {
        // The loop stops at its first instance, which always removes
        // something (the full search is the fallback if it ever does not).
        let data = als_data(board, caches);
        first_or_search::<Self>(board, wings_in(board, &data, true).into_iter().next()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use std::collections::BTreeSet;

    #[test]
    fn reglib_case() {
        // reglib 1.3, 0902-1 (ALS-XY-Wing), eliminates r8c3<>4 and r9c3<>4... see `want`.
        let Some((e, want)) = super::super::tests::reglib_case(":0902-1:") else {
            return;
        };
        let found = find_als_xy_wings(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                als_xy_wing_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib wing");
        let cells = |r: &AlsRef| -> Vec<Cell> { r.cells.iter().collect() };
        assert_eq!(
            is_als_xy_wing(&e.board, &cells(&hit.a), &cells(&hit.b), &cells(&hit.c)).as_ref(),
            Some(hit)
        );
        assert!(hit.explain().starts_with("ALS-XY-Wing: A="));
    }

    #[test]
    fn a_doubly_linked_b_c_link_is_explained_with_the_digit_it_uses() {
        // puzzles/als-examples.txt, top1465 #13: the first position of its
        // walkthrough with an ALS-XY-Wing (notebook 08 shows it). C = r1c2
        // {57} is linked to A by 5 and to B by 5 and 7: A, locked, takes 5
        // from C, so C holds 7, and 7 is the digit B loses.
        let line =
            "6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..";
        let w = crate::solver::Solver::new().solve(&crate::test_util::board(line));
        let info = crate::strategies::by_id("als-xy-wing").expect("registered");
        let step = (0..=w.steps.len())
            .find_map(|i| info.first(&w.board_before(i)))
            .expect("an ALS-XY-Wing along the walkthrough");
        let wing = step.pattern::<AlsXyWing>().expect("its pattern");
        assert_eq!(
            (wing.x, wing.y),
            (DigitSet::single(5), DigitSet::from_digits(&[5, 7]))
        );
        assert_eq!(
            wing.explain(),
            "ALS-XY-Wing: A=r1c456{2345}, B=r2c123,r3c2{23578}, C=r1c2{57}, X=5, Y=7, Z=2/3. \
             For Z = 2 or 3: if A had no Z, it would be locked and hold 5, so C would lose 5 \
             and hold 7, and B would lose 7 and hold Z: Z is in A or in B"
        );
    }

    #[test]
    fn predicate_rejects_wrong_input() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let e: Vec<Cell> = b.empty_cells().iter().take(1).collect();
        // The same ALS three times overlaps itself.
        assert!(is_als_xy_wing(&b, &e, &e, &e).is_none());
        assert!(!valid_links(DigitSet::single(3), DigitSet::single(3)));
        assert!(valid_links(
            DigitSet::from_digits(&[3, 4]),
            DigitSet::single(3)
        ));
    }
}
