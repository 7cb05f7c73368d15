//! # Avoidable Rectangles (types 1 and 2)
//!
//! *These steps assume the puzzle has exactly one solution* (see the
//! [family docs](super)). The deadly pattern is about the final digits of
//! four non-given corners, so it also applies to corners already *placed*
//! while solving: a placed digit could have been the other one, as far as
//! the givens are concerned. Only givens are fixed. (This is why the board
//! keeps givens and placed digits apart: [`Board::is_given`].)
//!
//! ```text
//!  Type 1: three corners placed (none a given), the row and column
//!  neighbours of the fourth holding the same digit a, the diagonal one b:
//!
//!      a+ ........ b+         b in the open corner would complete the
//!      .           .          pattern (a b / b a): so it cannot be b.
//!      {b..} ..... a+         (+ = placed, not given)
//!
//!  Type 2: two corners placed (a and b) in one line; the two open corners
//!  hold {b,x} and {a,x}, each with the digit that would complete the pattern:
//!
//!      a+ ........ b+         if neither open corner were x they would be
//!      {bx} ...... {ax}       b and a: deadly. One is x, so a cell seeing
//!                             both open corners cannot be x.
//! ```

use super::{
    col_mate, diagonal, for_each_rectangle_within, is_two_box_rectangle, row_mate, Corners,
};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{Effects, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Avoidable Rectangle Type 1's declaration: id, family, HoDoKu score and level, SE rule.
pub const AVOIDABLE_RECTANGLE_1: Decl = Decl::new(
    "avoidable-rectangle-1",
    "Avoidable Rectangle Type 1",
    "アボイダブルレクタングル タイプ1",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(45),
);
/// The Avoidable Rectangle Type 2's declaration: id, family, HoDoKu score and level, SE rule.
pub const AVOIDABLE_RECTANGLE_2: Decl = Decl::new(
    "avoidable-rectangle-2",
    "Avoidable Rectangle Type 2",
    "アボイダブルレクタングル タイプ2",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(45),
);

/// An avoidable rectangle: corners placed (not given) or empty that must not
/// become a deadly pattern of `digits`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AvoidableRectangle {
    /// The type, 1 or 2.
    pub kind: u8,
    /// The two digits of the deadly pattern.
    pub digits: DigitSet,
    /// The four corners in reading order.
    pub corners: Corners,
    /// The corners placed while solving (never givens).
    pub placed: Vec<Cell>,
    /// Their digits, in the same order.
    pub placed_digits: Vec<u8>,
    /// The empty corners.
    pub open: Vec<Cell>,
    /// Type 1: the digit the open corner cannot take. Type 2: the extra
    /// digit one of the open corners must take.
    pub digit: u8,
    /// Always true: the step is only valid if the puzzle has one solution.
    pub assumes_unique: bool,
}

/// Do these corners (reading order) form an avoidable rectangle of type 1
/// or 2?
pub fn is_avoidable_rectangle(board: &Board, corners: Corners) -> Option<AvoidableRectangle> {
    let geo = board.geometry();
    if !is_two_box_rectangle(geo, &corners) || corners.iter().any(|&c| board.is_given(c)) {
        return None;
    }
    let open_idx: Vec<usize> = (0..4)
        .filter(|&i| board.value(corners[i]).is_none())
        .collect();
    let value = |i: usize| board.value(corners[i]).unwrap_or(0);
    let base = |kind: u8, digits: DigitSet, digit: u8| AvoidableRectangle {
        kind,
        digits,
        corners,
        placed: (0..4)
            .filter(|i| !open_idx.contains(i))
            .map(|i| corners[i])
            .collect(),
        placed_digits: (0..4)
            .filter(|i| !open_idx.contains(i))
            .map(value)
            .collect(),
        open: open_idx.iter().map(|&i| corners[i]).collect(),
        digit,
        assumes_unique: true,
    };
    match open_idx[..] {
        [w] => {
            // The open corner's row and column neighbours hold the same
            // digit a; the diagonal corner holds b.
            let a = value(row_mate(w));
            let b = value(diagonal(w));
            (a == value(col_mate(w)) && a != b).then(|| base(1, DigitSet::from_digits(&[a, b]), b))
        }
        [o1, o2] if o2 == row_mate(o1) || o2 == col_mate(o1) => {
            // Each open corner would complete the pattern with the digit of
            // its diagonal corner, and must hold exactly that and one extra.
            let (d1, d2) = (value(diagonal(o1)), value(diagonal(o2)));
            let digits = DigitSet::from_digits(&[d1, d2]);
            let (c1, c2) = (board.candidates(corners[o1]), board.candidates(corners[o2]));
            let x1 = c1 - DigitSet::single(d1);
            let x2 = c2 - DigitSet::single(d2);
            let ok = c1.len() == 2
                && c2.len() == 2
                && c1.contains(d1)
                && c2.contains(d2)
                && x1 == x2
                && (x1 & digits).is_empty();
            if ok {
                x1.first().map(|x| base(2, digits, x))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Every avoidable rectangle of type `kind` (1 or 2), rectangles in reading
/// order. Instances that remove nothing are included.
pub fn find_avoidable_rectangles(board: &Board, kind: u8) -> Vec<AvoidableRectangle> {
    let placed = board.filled_cells() - board.givens();
    let empty = board.empty_cells();
    let mut out = Vec::new();
    // Every two-box rectangle of placed (not given) and empty cells, with
    // one empty corner for type 1, two for type 2.
    for_each_rectangle_within(board.geometry(), placed | empty, |corners| {
        let n_open = corners.iter().filter(|&&c| empty.contains(c)).count();
        if n_open as u8 != kind {
            return;
        }
        if let Some(p) = is_avoidable_rectangle(board, corners) {
            out.push(p);
        }
    });
    out
}

/// Type 1: the open corner loses the digit; type 2: cells seeing both open
/// corners lose the extra digit.
pub fn avoidable_rectangle_eliminations(board: &Board, p: &AvoidableRectangle) -> Vec<Candidate> {
    let open: CellSet = p.open.iter().copied().collect();
    let cells = match p.kind {
        1 => open,
        _ => board.geometry().common_peers(open),
    };
    cells
        .iter()
        .filter(|&c| board.has_candidate(c, p.digit))
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

impl Pattern for AvoidableRectangle {
    fn strategy(&self) -> &'static str {
        if self.kind == 1 {
            AVOIDABLE_RECTANGLE_1.id
        } else {
            AVOIDABLE_RECTANGLE_2.id
        }
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &c in &self.placed {
            h.cell(c, Role::Pattern);
        }
        for &c in &self.open {
            h.candidates(board, c, self.digits, Role::Pattern);
            if self.kind == 2 {
                h.candidate(c, self.digit, Role::Fin);
            }
        }
        h.name(Mark::Cell(Role::Pattern), Label::PlacedCorners)
            .name(
                Mark::Candidate(Role::Pattern),
                Label::OpenCorners(self.digits),
            )
            .name(Mark::Candidate(Role::Fin), Label::Extra(self.digit));
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::AvoidableRectangle {
            kind: self.kind,
            corners: self.corners.to_vec(),
            digits: self.digits,
            placed: self
                .placed
                .iter()
                .copied()
                .zip(self.placed_digits.iter().copied())
                .collect(),
            open: self
                .open
                .iter()
                .map(|&c| (c, board_free(self, c)))
                .collect(),
            digit: self.digit,
        }))
    }
}

/// The candidates an open corner of a type-2 rectangle had when found: the
/// digit completing the pattern (its diagonal corner's) and the extra digit.
fn board_free(p: &AvoidableRectangle, cell: Cell) -> DigitSet {
    let i = p.corners.iter().position(|&c| c == cell).unwrap_or(0);
    let diagonal_cell = p.corners[diagonal(i)];
    let completing = p
        .placed
        .iter()
        .zip(&p.placed_digits)
        .find(|(&c, _)| c == diagonal_cell)
        .map_or(0, |(_, &d)| d);
    DigitSet::from_digits(&[completing, p.digit])
}

/// Avoidable rectangle of type `K` (1 or 2).
pub struct AvoidableRectangles<const K: u8>;
impl<const K: u8> Strategy for AvoidableRectangles<K> {
    type Found = AvoidableRectangle;
    fn find(board: &Board) -> Vec<AvoidableRectangle> {
        find_avoidable_rectangles(board, K)
    }
    fn effects(board: &Board, p: &AvoidableRectangle) -> Effects {
        Effects::eliminate(avoidable_rectangle_eliminations(board, p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;
    use crate::lang::Explain;
    use crate::test_util::{eliminations_text, productive};

    fn lib(line: &str) -> Board {
        parse_library_line(line).unwrap().board
    }

    /// The productive instances of type `K`, as their eliminations.
    fn productive_texts<const K: u8>(b: &Board) -> Vec<Vec<String>> {
        productive::<AvoidableRectangles<K>>(b)
            .iter()
            .map(|(_, e)| eliminations_text(&e.eliminations))
            .collect()
    }

    #[test]
    fn type_1() {
        // sx_hard puzzle 22, after 24 steps of a walkthrough with the basic
        // strategies; '+' marks digits placed while solving. r2c3=5, r2c6=3
        // and r3c3=3 were placed: r3c6 cannot be 5.
        let b = lib(
            ":0000:x:.24.+19.3+8+8+1+56.+3974..+3.8..2...1.4.+3.+22.7+35+18.9..+8.6+27..+17+2.9....539..6...+48+61..29.:962 478 678 784 488 796:::",
        );
        assert_eq!(productive_texts::<1>(&b), [vec!["r3c6<>5"]]);
        let p = find_avoidable_rectangles(&b, 1)
            .into_iter()
            .find(|p| p.open == [Cell::new(2, 5)])
            .unwrap();
        assert_eq!(p.digit, 5);
        assert_eq!(p.placed_digits, [5, 3, 3]);
        assert!(p.assumes_unique);
        assert!(p
            .explain()
            .starts_with("Assuming the puzzle has one solution"));
        assert_eq!(is_avoidable_rectangle(&b, p.corners), Some(p.clone()));
        // The same digits as givens form no avoidable rectangle.
        let mut givens = vec![0u8; 81];
        for c in b.geometry().cells() {
            givens[c.index()] = b.value(c).unwrap_or(0);
        }
        let all_given = Board::from_givens(&givens).unwrap();
        assert!(find_avoidable_rectangles(&all_given, 1).is_empty());
    }

    #[test]
    fn type_2() {
        // sx_hard puzzle 160, after 44 steps of a walkthrough with the basic
        // strategies: r7c4=8 and r8c4=5 placed, r7c2 {15} and r8c2 {18}.
        let b = lib(
            ":0000:x:+32+86+91+74+5+6+79+3+5+48+2+1+5+412783+9+6+9.4.2+76.+37..+9.+6+4.2.+6+2435+9.+72..+8.+3..9..7+56+92+3+44+9.+7.+2..8:142 858 175 178 578 593 198 598:::",
        );
        assert_eq!(productive_texts::<2>(&b), [vec!["r5c2<>1", "r8c1<>1"]]);
        let p = &find_avoidable_rectangles(&b, 2)[0];
        assert_eq!(p.strategy(), "avoidable-rectangle-2");
        assert_eq!(p.open, [Cell::new(6, 1), Cell::new(7, 1)]);
        assert_eq!(p.digit, 1);
        assert!(
            p.explain()
                .contains("r7c4=8, r8c4=5 were placed, not given; r7c2 holds only 1 and 5, r8c2 holds only 1 and 8"),
            "{}",
            p.explain()
        );
    }

    #[test]
    fn small_boards() {
        for size in [4, 6] {
            let b = Board::empty(size).unwrap();
            assert!(find_avoidable_rectangles(&b, 1).is_empty());
            assert!(find_avoidable_rectangles(&b, 2).is_empty());
        }
    }
}
