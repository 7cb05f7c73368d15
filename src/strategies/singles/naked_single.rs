//! # Naked Single
//!
//! A cell whose candidates have shrunk to one digit must hold that digit.
//!
//! ```text
//!   r2c7 sees 1 2 3 4 6 7 8 9 in its row, column and box
//!   . . . | . . . | . . .
//!   1 2 3 | . . . | ? . .      only 5 is left  =>  r2c7=5
//!   . . . | . . . | 4 6 .      (column 7 holds 7, 8, 9 further down)
//! ```

use crate::grid::{Board, Candidate, Cell};
use crate::lang::says::{BasicSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Naked Single's declaration: id, family, HoDoKu score and level, SE rule.
pub const NAKED_SINGLE: Decl = Decl::new(
    "naked-single",
    "Naked Single",
    "ネイキッドシングル",
    Family::Singles,
    4,
    Level::Easy,
    Se::Fixed(23),
);

/// A cell with one candidate left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NakedSingle {
    pub cell: Cell,
    pub digit: u8,
}

/// Does `cell` have exactly one candidate?
pub fn is_naked_single(board: &Board, cell: Cell) -> Option<NakedSingle> {
    if board.value(cell).is_some() {
        return None;
    }
    let digit = board.candidates(cell).single_digit()?;
    Some(NakedSingle { cell, digit })
}

/// Every naked single, in cell order.
pub fn find_naked_singles(board: &Board) -> Vec<NakedSingle> {
    naked_singles(board).collect()
}

/// The naked singles in `find_naked_singles` order, found lazily (the
/// solver only wants the first).
fn naked_singles(board: &Board) -> impl Iterator<Item = NakedSingle> + '_ {
    board
        .empty_cells()
        .iter()
        .filter_map(move |c| is_naked_single(board, c))
}

/// The placement a naked single proves.
pub fn naked_single_placements(_board: &Board, p: &NakedSingle) -> Vec<Candidate> {
    vec![Candidate::new(p.cell, p.digit)]
}

impl Pattern for NakedSingle {
    fn strategy(&self) -> &'static str {
        NAKED_SINGLE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.cell, Role::Pattern);
        h.name(Mark::Cell(Role::Pattern), Label::OneCandidate(self.cell));
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::NakedSingle {
            cell: self.cell,
            digit: self.digit,
        }))
    }
}

strategy!(
    /// The naked-single strategy.
    NakedSingles: NakedSingle = find_naked_singles, places naked_single_placements
);

impl FastFirst for NakedSingles {
    // Every naked single places a digit: the first found is the answer.
    fn first(board: &Board, _caches: &mut Caches) -> Option<(NakedSingle, Effects)> {
        let p = naked_singles(board).next()?;
        let e = Self::effects(board, &p);
        Some((p, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::board;

    #[test]
    fn sudopedia_naked_singles_case() {
        // Sudopedia's "Naked Singles" test case; its solution row 1 is 365427819.
        // r1c1 sees 4,8,1,2,5 in row 1, 4,2,5,8 in column 1 and 4,8,2,9 in box 1:
        // only 3, 6 and 7 are open, so it is not single; r1c2 is a given.
        let b = board(
            "3.542.81.4879.15.6.29.5637485.793.416132.8957.74.6528.2413.9.655.867.192.965124.8",
        );
        let found = find_naked_singles(&b);
        // Every naked single must agree with the known solution.
        let sol =
            b"365427819487931526129856374852793641613248957974165283241389765538674192796512438";
        assert!(!found.is_empty());
        for s in &found {
            assert_eq!(sol[s.cell.index()] - b'0', s.digit, "{}", s.cell);
        }
        assert_eq!(is_naked_single(&b, Cell::new(0, 0)), None);
        // r1c2 has 6 as its only candidate (row 1 and column 2 hold the rest).
        assert_eq!(
            is_naked_single(&b, Cell::new(0, 1)),
            Some(NakedSingle {
                cell: Cell::new(0, 1),
                digit: 6
            })
        );
    }
}
