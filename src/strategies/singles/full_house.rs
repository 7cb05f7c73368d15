//! # Full House
//!
//! When a house (row, column or box) has exactly one empty cell, that cell
//! must hold the one digit the house still lacks.
//!
//! ```text
//!   row 3:  4 7 1 | 9 . 3 | 6 8 2     the only gap is r3c5,
//!                                     the only missing digit is 5  =>  r3c5=5
//! ```
//!
//! The easiest placement of all: no candidates needed, just counting.

use crate::grid::{Board, Candidate, Cell, DigitSet, House};
use crate::lang::says::{BasicSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Full House's declaration: id, family, HoDoKu score and level, SE rule.
pub const FULL_HOUSE: Decl = Decl::new(
    "full-house",
    "Full House",
    "フルハウス",
    Family::Singles,
    4,
    Level::Easy,
    Se::Fixed(10),
);

/// One house with one gap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FullHouse {
    /// The house that is full but for one cell.
    pub house: House,
    /// Its one empty cell.
    pub cell: Cell,
    /// The digit the house lacks.
    pub digit: u8,
}

/// Is `house` full but for one cell? A house off the board (row 5 of a
/// 4x4) has no full house.
pub fn is_full_house(board: &Board, house: House) -> Option<FullHouse> {
    let geo = board.geometry();
    if !geo.has_house(house) {
        return None;
    }
    let mut gap = None;
    let mut present = DigitSet::EMPTY;
    for &c in geo.house_cells(house) {
        match board.value(c) {
            Some(d) => present.insert(d),
            None if gap.is_some() => return None,
            None => gap = Some(c),
        }
    }
    let cell = gap?;
    let digit = (DigitSet::all(geo.size) - present).single_digit()?;
    // The digit must still be possible there (it always is on a consistent board).
    board
        .has_candidate(cell, digit)
        .then_some(FullHouse { house, cell, digit })
}

/// Every full house: rows, then columns, then boxes.
pub fn find_full_houses(board: &Board) -> Vec<FullHouse> {
    full_houses(board).collect()
}

/// The full houses in `find_full_houses` order, found lazily (the solver
/// only wants the first).
fn full_houses(board: &Board) -> impl Iterator<Item = FullHouse> + '_ {
    let geo = board.geometry();
    let empty = board.empty_cells();
    geo.houses()
        .filter(move |&h| (geo.house(h) & empty).len() == 1)
        .filter_map(move |h| is_full_house(board, h))
}

/// The placement a full house proves.
pub fn full_house_placements(_board: &Board, p: &FullHouse) -> Vec<Candidate> {
    vec![Candidate::new(p.cell, p.digit)]
}

impl Pattern for FullHouse {
    fn strategy(&self) -> &'static str {
        FULL_HOUSE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.house, Role::House);
        h.name(Mark::House(Role::House), Label::OneEmptyCell(self.house));
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::FullHouse {
            house: self.house,
            cell: self.cell,
            digit: self.digit,
        }))
    }
}

strategy!(
    /// The full-house strategy.
    FullHouses: FullHouse = find_full_houses, places full_house_placements
);

impl FastFirst for FullHouses {
    // Every full house places a digit: the first found is the answer.
    fn first(board: &Board, _caches: &mut Caches) -> Option<(FullHouse, Effects)> {
        let p = full_houses(board).next()?;
        let e = Self::effects(board, &p);
        Some((p, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::board;

    #[test]
    fn one_gap_in_a_row() {
        // Sudopedia's "Last Empty Square" test case: only r5c5 is empty, so it
        // is a full house in its row, its column and its box, all giving 3
        // (the case's solution has 712836549 in row 5).
        let b = board(
            "2564891733746159829817234565932748617128.6549468591327635147298127958634849362715",
        );
        let found = find_full_houses(&b);
        let names: Vec<String> = found.iter().map(|f| f.house.to_string()).collect();
        assert_eq!(names, ["row 5", "column 5", "box 5"]);
        assert!(found
            .iter()
            .all(|f| f.cell == Cell::new(4, 4) && f.digit == 3));
        assert_eq!(
            full_house_placements(&b, &found[0]),
            [Candidate::new(Cell::new(4, 4), 3)]
        );
        assert!(is_full_house(&b, House::row(0)).is_none());
    }
}
