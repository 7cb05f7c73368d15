//! # Strong and weak links on one digit
//!
//! Look at one digit only. A house in which the digit has exactly two
//! candidate cells is a *conjugate pair*: exactly one of the two cells holds
//! the digit. That is a **strong link** (if one is not the digit, the other
//! is). Two cells that merely see each other form a **weak link**: they
//! cannot *both* hold the digit.
//!
//! ```text
//!  row 1:  A . . | . . . | B . .    the digit only in r1c1 and r1c7:
//!                                   A = B, a strong link (conjugate pair)
//!  box 1:  A . .
//!          . . C                    A and C share box 1: A - C, a weak link
//! ```
//!
//! Every pattern of this family, and the colouring of `coloring`, is built
//! from these links; this file holds what they share: the link types, the
//! conjugate pairs of a digit, the houses that link two cells, and the cells
//! that see both ends of a chain.

use crate::grid::{Board, Candidate, Cell, CellSet, House, HouseKind};
use crate::lang::Label;
use crate::step::{Highlight, Highlights, Mark, Role};
use serde::Serialize;

/// A conjugate pair: the only two cells of `house` that can hold the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StrongLink {
    pub house: House,
    pub cells: [Cell; 2],
}

/// Two cells of a chain that see each other (share `house`): they cannot
/// both hold the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WeakLink {
    pub house: House,
    pub cells: [Cell; 2],
}

/// Whether `digit` is a digit of this board (1..=size).
pub(crate) fn digit_in_range(board: &Board, digit: u8) -> bool {
    digit >= 1 && digit as usize <= board.size()
}

/// Every conjugate pair of `digit`, one per house with exactly two candidate
/// cells, houses in order (rows, columns, boxes). A pair that is conjugate in
/// a line and in its box appears once for each house.
pub fn conjugate_pairs(board: &Board, digit: u8) -> Vec<StrongLink> {
    if !digit_in_range(board, digit) {
        return Vec::new();
    }
    let geo = board.geometry();
    let cells = board.digit_cells(digit);
    let mut out = Vec::new();
    for h in geo.houses() {
        let in_house = cells & geo.house(h);
        if in_house.len() == 2 {
            let mut it = in_house.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                out.push(StrongLink {
                    house: h,
                    cells: [a, b],
                });
            }
        }
    }
    out
}

/// Digit `digit` alone, as SudokuWiki's highlighter shows it: its
/// candidates marked, and with `links` every conjugate pair drawn once as
/// a strong link (a pair conjugate in a line and its box is one link).
/// Draw it on [`Board::only_digit`], so that no other candidate shows.
pub fn digit_view(board: &Board, digit: u8, links: bool) -> Highlights {
    let mut h = Highlights::new();
    for cell in (board.digit_cells(digit) & board.geometry().all_cells).iter() {
        h.candidate(cell, digit, Role::Pattern);
    }
    h.name(Mark::Candidate(Role::Pattern), Label::TheDigits(digit));
    if links {
        let mut drawn: Vec<[Cell; 2]> = Vec::new();
        for pair in conjugate_pairs(board, digit) {
            if !drawn.contains(&pair.cells) {
                drawn.push(pair.cells);
                let [a, b] = pair.cells;
                h.link(Candidate::new(a, digit), Candidate::new(b, digit), true);
            }
        }
        if !drawn.is_empty() {
            h.name(Mark::Link { strong: true }, Label::ConjugatePair);
        }
    }
    h
}

/// The houses in which `a` and `b` form a conjugate pair of `digit`
/// (row, column, box; `None` where they do not).
#[derive(Clone, Copy, Default)]
pub(crate) struct LinkHouses {
    pub row: Option<House>,
    pub col: Option<House>,
    pub boxh: Option<House>,
}

impl LinkHouses {
    /// Line first, then box: the house to name when the shape does not care.
    pub(crate) fn primary(self) -> Option<House> {
        self.row.or(self.col).or(self.boxh)
    }
}

/// Do `a` and `b` form a conjugate pair of `digit`, and in which houses?
pub(crate) fn link_houses(board: &Board, digit: u8, a: Cell, b: Cell) -> Option<LinkHouses> {
    let geo = board.geometry();
    if a == b || !geo.contains(a) || !geo.contains(b) {
        return None;
    }
    let cells = board.digit_cells(digit);
    if !cells.contains(a) || !cells.contains(b) {
        return None;
    }
    let mut out = LinkHouses::default();
    for h in geo.houses_of(a) {
        let house = geo.house(h);
        if house.contains(b) && (cells & house).len() == 2 {
            let name = h;
            match name.kind() {
                HouseKind::Row => out.row = Some(name),
                HouseKind::Column => out.col = Some(name),
                HouseKind::Box => out.boxh = Some(name),
            }
        }
    }
    out.primary().map(|_| out)
}

/// The house two distinct peers share: row first, then column, then box.
pub(crate) fn shared_house(board: &Board, a: Cell, b: Cell) -> Option<House> {
    let geo = board.geometry();
    if a == b || !geo.sees(a, b) {
        return None;
    }
    let h = if a.row() == b.row() {
        House::row(a.row())
    } else if a.col() == b.col() {
        House::column(a.col())
    } else {
        House::of_box(geo.box_of(a))
    };
    Some(h)
}

/// Cells holding `digit` that see both `pincers` (neither pincer itself).
pub(crate) fn pincer_eliminations(board: &Board, digit: u8, pincers: [Cell; 2]) -> Vec<Candidate> {
    if !digit_in_range(board, digit) {
        return Vec::new();
    }
    let geo = board.geometry();
    let both: CellSet = pincers.iter().copied().collect();
    (board.digit_cells(digit) & geo.common_peers(both))
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect()
}

/// Drops repeated highlights (a link counts once in either direction), for
/// patterns drawn as two overlapping halves.
pub(crate) fn without_repeats(mut h: Highlights) -> Highlights {
    let items = std::mem::take(&mut h.0);
    for x in items {
        let reversed = match &x {
            Highlight::Link { from, to, strong } => Some(Highlight::Link {
                from: *to,
                to: *from,
                strong: *strong,
            }),
            _ => None,
        };
        let seen = h.0.contains(&x) || reversed.is_some_and(|r| h.0.contains(&r));
        if !seen {
            h.0.push(x);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::cell;

    #[test]
    fn conjugate_pairs_and_bad_digits() {
        // A 6x6 position with one conjugate pair: row 1 of an empty board
        // after removing 1 from four of its cells.
        let mut b = Board::empty(6).unwrap();
        for c in ["r1c1", "r1c2", "r1c3", "r1c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let pairs = conjugate_pairs(&b, 1);
        assert_eq!(pairs.len(), 1);
        assert_eq!(pairs[0].house.to_string(), "row 1");
        assert_eq!(pairs[0].cells, [cell("r1c5"), cell("r1c6")]);
        let houses = link_houses(&b, 1, cell("r1c5"), cell("r1c6")).unwrap();
        assert_eq!(houses.primary(), Some(pairs[0].house));
        assert!(link_houses(&b, 1, cell("r1c5"), cell("r2c5")).is_none());
        for digit in [0, 7, 200] {
            assert!(conjugate_pairs(&b, digit).is_empty());
        }
        assert!(pincer_eliminations(&b, 12, [cell("r1c1"), cell("r2c2")]).is_empty());
        assert_eq!(
            shared_house(&b, cell("r1c1"), cell("r2c2")).map(|h| h.to_string()),
            Some("box 1".to_string())
        );
    }
}
