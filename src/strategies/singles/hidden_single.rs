//! # Hidden Single
//!
//! Every house must contain every digit once. When a digit has only one
//! possible cell left in a house, it goes there, whatever else that cell
//! could hold.
//!
//! ```text
//!   box 1        the 5s in r2 and r3 (elsewhere in those rows) and in c1
//!   . . .        (further down) rule out every cell of box 1 but r1c2:
//!   x x x  <5    5 is hidden in r1c2  =>  r1c2=5
//!   x x x  <5
//!   ^
//!   5 below
//! ```
//!
//! The house matters for teaching: a hidden single in a *box* is what you
//! find by "cross-hatching" one box at a time (the block-focused method of
//! the F-BASIC solver article), in a row or column by scanning a line.
//! Boxes are searched first, then rows, then columns.

use crate::grid::{Board, Candidate, Cell, House, HouseKind};
use crate::lang::says::{BasicSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Hidden Single's declaration: id, family, HoDoKu score and level, SE rule.
pub const HIDDEN_SINGLE: Decl = Decl::new(
    "hidden-single",
    "Hidden Single",
    "ヒドゥンシングル",
    Family::Singles,
    14,
    Level::Easy,
    Se::HiddenSingle,
);

/// A digit with one place left in a house.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HiddenSingle {
    pub digit: u8,
    pub cell: Cell,
    /// The house where `cell` is the digit's only place.
    pub house: House,
}

/// Has `digit` exactly one candidate cell in `house` (and is it not yet placed there)?
/// A house off the board (row 5 of a 4x4) has none.
pub fn is_hidden_single(board: &Board, house: House, digit: u8) -> Option<HiddenSingle> {
    let geo = board.geometry();
    if !geo.has_house(house) {
        return None;
    }
    let places = board.digit_cells(digit) & geo.house(house);
    if places.len() != 1 {
        return None;
    }
    Some(HiddenSingle {
        digit,
        cell: places.first()?,
        house,
    })
}

/// Every hidden single: boxes first, then rows, then columns; digits in order.
/// The same placement can show up once per house it is hidden in.
pub fn find_hidden_singles(board: &Board) -> Vec<HiddenSingle> {
    hidden_singles(board).collect()
}

/// The hidden singles in `find_hidden_singles` order, found lazily (the
/// solver only wants the first).
fn hidden_singles(board: &Board) -> impl Iterator<Item = HiddenSingle> + '_ {
    let geo = board.geometry();
    let n = geo.size;
    let houses = geo.houses_of_kinds(&[HouseKind::Box, HouseKind::Row, HouseKind::Column]);
    houses.flat_map(move |h| (1..=n as u8).filter_map(move |d| is_hidden_single(board, h, d)))
}

/// The placement a hidden single proves.
pub fn hidden_single_placements(_board: &Board, p: &HiddenSingle) -> Vec<Candidate> {
    vec![Candidate::new(p.cell, p.digit)]
}

impl Pattern for HiddenSingle {
    fn strategy(&self) -> &'static str {
        HIDDEN_SINGLE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.house, Role::House);
        h.name(
            Mark::House(Role::House),
            Label::OnePlaceFor {
                house: self.house,
                digit: self.digit,
            },
        );
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::HiddenSingle {
            house: self.house,
            cell: self.cell,
            digit: self.digit,
        }))
    }
}

strategy!(
    /// The hidden-single strategy.
    HiddenSingles: HiddenSingle = find_hidden_singles, places hidden_single_placements
);

impl FastFirst for HiddenSingles {
    // Every hidden single places a digit: the first found is the answer.
    fn first(board: &Board, _caches: &mut Caches) -> Option<(HiddenSingle, Effects)> {
        let p = hidden_singles(board).next()?;
        let e = Self::effects(board, &p);
        Some((p, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::HouseKind;
    use crate::lang::Explain;
    use crate::strategies::common::first_by_find;

    #[test]
    fn numpre1_first_pass() {
        // puzzles/numpre1.txt, the PowerShell tutorial's puzzle: its first
        // pass finds 8 hidden singles (8 cells), some hidden in two houses.
        let b = crate::formats::parse_board(include_str!("../../../puzzles/numpre1.txt"))
            .expect("numpre1 parses");
        let found = find_hidden_singles(&b);
        let mut cells: Vec<Cell> = found.iter().map(|s| s.cell).collect();
        cells.sort();
        cells.dedup();
        assert_eq!(cells.len(), 8);
        // Boxes first, then rows, then columns.
        let rank = |s: &HiddenSingle| match s.house.kind() {
            HouseKind::Box => 0,
            HouseKind::Row => 1,
            HouseKind::Column => 2,
        };
        assert!(found.windows(2).all(|w| rank(&w[0]) <= rank(&w[1])));
        let first = &found[0];
        assert_eq!(
            is_hidden_single(&b, first.house, first.digit).as_ref(),
            Some(first)
        );
        // The solver's shortcut stops at that same first one.
        let (p, e) = HiddenSingles::first(&b, &mut Caches::new()).unwrap();
        assert_eq!(Some((p.clone(), e)), first_by_find::<HiddenSingles>(&b));
        assert_eq!(
            hidden_single_placements(&b, &p),
            [Candidate::new(p.cell, p.digit)]
        );
        assert_eq!(
            p.explain(),
            "Hidden single: in box 3, 6 can only go in r3c9"
        );
    }
}
