//! # Hidden Rectangle
//!
//! *This step assumes the puzzle has exactly one solution* (see the
//! [family docs](super)): four empty corners of a rectangle in two rows, two
//! columns and two boxes must never end up holding just two digits `a` and
//! `b`, or `a` and `b` could be swapped into a second solution (the deadly
//! pattern of the [unique rectangles](super::unique_rectangles)).
//!
//! One corner `B` holds only `{a,b}`; `C` is the corner diagonal to it. If
//! in `C`'s row and in `C`'s column `a` goes only on the rectangle, then
//! `C = b` would put `a` on the other two corners, `b` on `B`, and complete
//! the pattern; so `C` is not `b`.
//!
//! ```text
//!      B {ab} ........ R {a..}       a in C's row: only R and C
//!            .                       a in C's column: only K and C
//!      K {a..} ....... C {ab..}  <-  C = b forces R = K = a, B = b: deadly
//! ```
//!
//! Unlike a unique rectangle, only one corner needs to hold just the two
//! digits: the strong links on `a` do the rest. Every pattern records
//! `assumes_unique: true`, and every explanation opens with "Assuming the
//! puzzle has one solution". (The solver's quick test and its shared list of
//! candidate rectangles are in `quick.rs`.)

use super::{diagonal, for_each_rectangle_within, is_two_box_rectangle, Corners};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Hidden Rectangle's declaration: id, family, HoDoKu score and level, SE rule.
pub const HIDDEN_RECTANGLE: Decl = Decl::new(
    "hidden-rectangle",
    "Hidden Rectangle",
    "ヒドゥンレクタングル",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(46),
);

/// A hidden rectangle: `target` cannot be `eliminated_digit`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HiddenRectangle {
    /// The two digits of the deadly pattern.
    pub digits: DigitSet,
    /// The four corners in reading order.
    pub corners: Corners,
    /// The corner holding only the two digits.
    pub bivalue_corner: Cell,
    /// The corner diagonal to it, which loses `eliminated_digit`.
    pub target: Cell,
    /// The digit that, in the target's row and column, goes only on the
    /// rectangle (two strong links).
    pub link_digit: u8,
    /// The other digit of the pair.
    pub eliminated_digit: u8,
    /// The target's row and column.
    pub houses: Vec<House>,
    /// Always true: the step is only valid if the puzzle has one solution.
    pub assumes_unique: bool,
}

/// Do these corners form a hidden rectangle with corner `bivalue` (0 to 3)
/// holding only two digits, one of them `link_digit`?
pub fn is_hidden_rectangle(
    board: &Board,
    corners: Corners,
    bivalue: usize,
    link_digit: u8,
) -> Option<HiddenRectangle> {
    let geo = board.geometry();
    if bivalue > 3 || !is_two_box_rectangle(geo, &corners) {
        return None;
    }
    if corners
        .iter()
        .any(|&c| board.value(c).is_some() || board.is_given(c))
    {
        return None;
    }
    let digits = board.candidates(corners[bivalue]);
    if digits.len() != 2 || !digits.contains(link_digit) {
        return None;
    }
    // Every corner must still be able to take part in the pattern.
    if corners
        .iter()
        .any(|&c| (board.candidates(c) & digits).is_empty())
    {
        return None;
    }
    let t = diagonal(bivalue);
    let target = corners[t];
    let rect: CellSet = corners.iter().copied().collect();
    let row = House::row(target.row());
    let col = House::column(target.col());
    for h in [row, col] {
        // The digit is open in the line (not placed) and only on the corners.
        let spots = board.digit_cells(link_digit) & geo.house(h);
        if spots.is_empty() || !spots.is_subset(rect) {
            return None;
        }
    }
    Some(HiddenRectangle {
        digits,
        corners,
        bivalue_corner: corners[bivalue],
        target,
        link_digit,
        eliminated_digit: (digits - DigitSet::single(link_digit)).first()?,
        houses: vec![row, col],
        assumes_unique: true,
    })
}

/// Every hidden rectangle: rectangles in reading order, then the bivalue
/// corner, then the linked digit. Instances that remove nothing are
/// included.
pub fn find_hidden_rectangles(board: &Board) -> Vec<HiddenRectangle> {
    let mut out = Vec::new();
    // Every two-box rectangle of empty cells.
    for_each_rectangle_within(board.geometry(), board.empty_cells(), |corners| {
        push_hidden_rectangles(board, corners, &mut out);
    });
    out
}

/// Pushes the hidden rectangles on these corners: each corner holding only
/// two digits as `B`, each of its digits as `a`.
pub(super) fn push_hidden_rectangles(
    board: &Board,
    corners: Corners,
    out: &mut Vec<HiddenRectangle>,
) {
    for (i, &c) in corners.iter().enumerate() {
        let cands = board.candidates(c);
        if cands.len() != 2 {
            continue;
        }
        for a in cands.iter() {
            if let Some(p) = is_hidden_rectangle(board, corners, i, a) {
                out.push(p);
            }
        }
    }
}

/// The target loses the other digit.
pub fn hidden_rectangle_eliminations(board: &Board, p: &HiddenRectangle) -> Vec<Candidate> {
    if board.has_candidate(p.target, p.eliminated_digit) {
        vec![Candidate::new(p.target, p.eliminated_digit)]
    } else {
        Vec::new()
    }
}

impl Pattern for HiddenRectangle {
    fn strategy(&self) -> &'static str {
        HIDDEN_RECTANGLE.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &house in &self.houses {
            h.house(house, Role::House);
        }
        for &c in &self.corners {
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        let a = self.link_digit;
        h.name(Mark::House(Role::House), Label::OnlyOnTheRectangle(a))
            .name(Mark::Candidate(Role::Pattern), Label::Corners(self.digits))
            .name(Mark::Link { strong: true }, Label::OnlyPlacesFor(a));
        for &c in &self.corners {
            let in_line =
                c != self.target && (c.row() == self.target.row() || c.col() == self.target.col());
            if in_line && board.has_candidate(c, a) && board.has_candidate(self.target, a) {
                h.link(Candidate::new(self.target, a), Candidate::new(c, a), true);
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::HiddenRectangle {
            corners: self.corners.to_vec(),
            bivalue_corner: self.bivalue_corner,
            target: self.target,
            houses: self.houses.to_vec(),
            digits: self.digits,
            link_digit: self.link_digit,
            eliminated_digit: self.eliminated_digit,
        }))
    }
}

strategy!(
    /// Hidden rectangle.
    HiddenRectangles: HiddenRectangle = find_hidden_rectangles, eliminates hidden_rectangle_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{after_singles, eliminations_text};

    #[test]
    fn hidden_rectangle() {
        // Sudoku Exchange bank (sx_medium, puzzle 17), after all singles:
        // r1c7, r2c7 hold only 6 and 9; in row 2 and in column 4, 9 goes
        // only on the rectangle r1c4, r1c7, r2c4, r2c7: r2c4 is not 6.
        let b = after_singles(
            "45.....27....5......6.4.8...147.956..9.....8...5.2.7..1..2.3..8.23...19.....9....",
        );
        // The same rectangle from either bivalue corner.
        let hidden: Vec<Vec<String>> = find_hidden_rectangles(&b)
            .iter()
            .map(|p| eliminations_text(&hidden_rectangle_eliminations(&b, p)))
            .filter(|e| !e.is_empty())
            .collect();
        assert_eq!(hidden, [vec!["r2c4<>6"], vec!["r1c4<>6"]]);
        let h = find_hidden_rectangles(&b)
            .into_iter()
            .find(|p| p.target == Cell::new(1, 3))
            .unwrap();
        assert_eq!((h.link_digit, h.eliminated_digit), (9, 6));
        assert_eq!(h.bivalue_corner, Cell::new(0, 6));
        assert!(h.assumes_unique);
        assert!(h
            .explain()
            .starts_with("Assuming the puzzle has one solution"));
        assert_eq!(is_hidden_rectangle(&b, h.corners, 1, 9), Some(h.clone()));
        // In r1c7's column 7, 9 is not confined to the rectangle.
        assert_eq!(is_hidden_rectangle(&b, h.corners, 2, 9), None);
        // Not a corner index, not a digit of the bivalue corner.
        assert_eq!(is_hidden_rectangle(&b, h.corners, 4, 9), None);
        assert_eq!(is_hidden_rectangle(&b, h.corners, 1, 5), None);
    }

    #[test]
    fn small_boards() {
        for size in [4, 6] {
            assert!(find_hidden_rectangles(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
