//! # Locked Candidates (Pointing and Claiming)
//!
//! Where a box and a line (row or column) cross, they share a few cells.
//! If a digit's candidates in one of the two houses all lie in that
//! intersection, the digit must go there, so the *other* house cannot have it
//! anywhere else.
//!
//! ```text
//!  Pointing (type 1): in box 1, 4 is only in row 2,     . . . | . . . | . . .
//!  so row 2 loses 4 outside box 1.                       4 4 . | x x x | x x x
//!                                                        . . . | . . . | . . .
//!
//!  Claiming (type 2, box/line reduction): in row 2,      . . . | x x x | . . .
//!  4 is only inside box 2, so box 2 loses 4 in its       . . . | 4 . 4 | . . .
//!  other rows.                                           . . . | x x x | . . .
//! ```
//!
//! The *base house* is the one whose candidates are confined; the *cover
//! house* is the one that loses the digit outside the intersection.

use crate::grid::{Board, Candidate, Cell, CellSet, House, HouseKind};
use crate::lang::says::{BasicSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Locked Candidates Type 1 (Pointing)'s declaration: id, family, HoDoKu score and level, SE rule.
pub const LOCKED_CANDIDATES_POINTING: Decl = Decl::new(
    "locked-candidates-pointing",
    "Locked Candidates Type 1 (Pointing)",
    "ロックされた候補 タイプ1（ポインティング）",
    Family::Intersections,
    50,
    Level::Medium,
    Se::Fixed(26),
);
/// The Locked Candidates Type 2 (Claiming)'s declaration: id, family, HoDoKu score and level, SE rule.
pub const LOCKED_CANDIDATES_CLAIMING: Decl = Decl::new(
    "locked-candidates-claiming",
    "Locked Candidates Type 2 (Claiming)",
    "ロックされた候補 タイプ2（クレーミング）",
    Family::Intersections,
    50,
    Level::Medium,
    Se::Fixed(28),
);

/// Which way round the confinement goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LockedKind {
    /// Base house a box, cover house a line.
    Pointing,
    /// Base house a line, cover house a box.
    Claiming,
}

/// A digit locked into a box/line intersection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LockedCandidates {
    pub kind: LockedKind,
    pub digit: u8,
    /// The house whose candidates for `digit` all lie in the intersection.
    pub base_house: House,
    /// The house that loses `digit` outside the intersection.
    pub cover_house: House,
    /// The digit's candidate cells in the base house.
    pub cells: Vec<Cell>,
}

/// Are all candidates of `digit` in house `base` inside house `cover`
/// (one a box, the other a line)? Needs at least two such cells: one cell
/// would be a hidden single.
pub fn is_locked_candidates(
    board: &Board,
    digit: u8,
    base: House,
    cover: House,
) -> Option<LockedCandidates> {
    let geo = board.geometry();
    let kind = match (base.kind(), cover.kind()) {
        (HouseKind::Box, HouseKind::Row | HouseKind::Column) => LockedKind::Pointing,
        (HouseKind::Row | HouseKind::Column, HouseKind::Box) => LockedKind::Claiming,
        _ => return None,
    };
    let in_base = board.digit_cells(digit) & geo.house(base);
    if in_base.len() < 2 || !in_base.is_subset(geo.house(cover)) {
        return None;
    }
    Some(LockedCandidates {
        kind,
        digit,
        base_house: base,
        cover_house: cover,
        cells: in_base.iter().collect(),
    })
}

/// Every instance of one kind: digits, boxes, then the lines crossing
/// the box (rows, then columns).
fn find_locked_candidates(board: &Board, kind: LockedKind) -> Vec<LockedCandidates> {
    let geo = board.geometry();
    let n = geo.size;
    let mut out = Vec::new();
    for d in 1..=n as u8 {
        for bx in geo.boxes() {
            for line in geo.lines() {
                if !geo.house(bx).intersects(geo.house(line)) {
                    continue;
                }
                let (base, cover) = match kind {
                    LockedKind::Pointing => (bx, line),
                    LockedKind::Claiming => (line, bx),
                };
                if let Some(p) = is_locked_candidates(board, d, base, cover) {
                    out.push(p);
                }
            }
        }
    }
    out
}

/// Every pointing instance: digits in order, boxes in order, rows then columns.
pub fn find_pointing(board: &Board) -> Vec<LockedCandidates> {
    find_locked_candidates(board, LockedKind::Pointing)
}

/// Every claiming (box/line reduction) instance: digits, boxes, rows then columns.
pub fn find_claiming(board: &Board) -> Vec<LockedCandidates> {
    find_locked_candidates(board, LockedKind::Claiming)
}

/// The digit leaves the cover house outside the base house.
pub fn locked_candidates_eliminations(board: &Board, p: &LockedCandidates) -> Vec<Candidate> {
    let geo = board.geometry();
    let base: CellSet = geo.house(p.base_house);
    let cover: CellSet = geo.house(p.cover_house);
    (board.digit_cells(p.digit) & cover)
        .iter()
        .filter(|c| !base.contains(*c))
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

impl Pattern for LockedCandidates {
    fn strategy(&self) -> &'static str {
        match self.kind {
            LockedKind::Pointing => LOCKED_CANDIDATES_POINTING.id,
            LockedKind::Claiming => LOCKED_CANDIDATES_CLAIMING.id,
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.base_house, Role::House);
        h.house(self.cover_house, Role::SecondaryHouse);
        for &c in &self.cells {
            h.candidate(c, self.digit, Role::Pattern);
        }
        h.name(Mark::House(Role::House), Label::House(self.base_house))
            .name(
                Mark::House(Role::SecondaryHouse),
                Label::House(self.cover_house),
            )
            .name(Mark::Overlap, Label::WhereTheyMeet)
            .name(
                Mark::Candidate(Role::Pattern),
                Label::TheDigitsOf {
                    digit: self.digit,
                    house: self.base_house,
                },
            );
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::LockedCandidates {
            pointing: self.kind == LockedKind::Pointing,
            digit: self.digit,
            base: self.base_house,
            cover: self.cover_house,
            cells: self.cells.to_vec(),
        }))
    }
}

strategy!(
    /// Locked candidates type 1.
    Pointing: LockedCandidates = find_pointing, eliminates locked_candidates_eliminations
);

strategy!(
    /// Locked candidates type 2.
    Claiming: LockedCandidates = find_claiming, eliminates locked_candidates_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{after_singles, eliminations_text, productive};

    #[test]
    fn pointing_in_box_2() {
        // Sudoku Exchange bank (sx_medium, puzzle 35), after all singles:
        // in box 2, 6 is only in r2c4 and r3c4.
        let b = after_singles(
            "...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1",
        );
        let fired = productive::<Pointing>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r4c4<>6", "r6c4<>6"]
        );
        let p = is_locked_candidates(&b, 6, House::of_box(1), House::column(3)).unwrap();
        assert_eq!(p.kind, LockedKind::Pointing);
        assert_eq!(p.cells, [Cell::new(1, 3), Cell::new(2, 3)]);
        // The same houses the other way round are not a claiming pattern.
        assert!(is_locked_candidates(&b, 6, House::column(3), House::of_box(1)).is_none());
    }

    #[test]
    fn claiming_in_row_3() {
        // sx_medium puzzle 43, after all singles: in row 3, 9 is only in r3c2 and r3c3.
        let b = after_singles(
            ".......2.......6.98..5.1..7....14.7.318.9.546.2.63....5..7.8..22.4.......3.......",
        );
        let fired = productive::<Claiming>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r1c1<>9", "r1c2<>9", "r1c3<>9"]
        );
        let found = find_claiming(&b);
        assert_eq!(
            found
                .iter()
                .find(|p| p.digit == 9 && p.base_house.to_string() == "row 3")
                .map(|p| p.kind),
            Some(LockedKind::Claiming)
        );
    }
}
