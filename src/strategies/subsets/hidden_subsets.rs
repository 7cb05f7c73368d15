//! # Hidden Subsets (Pair, Triple, Quad)
//!
//! If `n` digits of a house can only go in the same `n` cells of that house,
//! those cells are taken by those digits, so every *other* candidate in those
//! cells can go.
//!
//! ```text
//!  box 7:  r7c1 {1469}  r8c2 {2469}  and 4 and 9 appear nowhere else in box 7
//!          => hidden pair {4,9} in r7c1, r8c2: r7c1<>1, r7c1<>6, r8c2<>2, r8c2<>6
//! ```
//!
//! It is the mirror image of a naked subset: a hidden pair in a house with
//! `k` empty cells is a naked subset of the other `k - 2` cells. One function
//! covers every size (`size` = 2, 3, 4).

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{BasicSays, Says};
use crate::lang::{Label, SubsetKind};
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::combinations::for_each_combination;
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Hidden Pair's declaration: id, family, HoDoKu score and level, SE rule.
pub const HIDDEN_PAIR: Decl = Decl::new(
    "hidden-pair",
    "Hidden Pair",
    "ヒドゥンペア",
    Family::Subsets,
    70,
    Level::Medium,
    Se::Fixed(34),
);
/// The Hidden Triple's declaration: id, family, HoDoKu score and level, SE rule.
pub const HIDDEN_TRIPLE: Decl = Decl::new(
    "hidden-triple",
    "Hidden Triple",
    "ヒドゥントリプル",
    Family::Subsets,
    100,
    Level::Medium,
    Se::Fixed(40),
);
/// The Hidden Quadruple's declaration: id, family, HoDoKu score and level, SE rule.
pub const HIDDEN_QUAD: Decl = Decl::new(
    "hidden-quad",
    "Hidden Quadruple",
    "ヒドゥンクワッド",
    Family::Subsets,
    150,
    Level::Hard,
    Se::Fixed(54),
);

/// `size` digits confined to `size` cells of one house.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HiddenSubset {
    pub size: usize,
    pub digits: DigitSet,
    pub cells: Vec<Cell>,
    pub house: House,
}

/// Are the `digits` (2 to 4 of them, none placed in the house) confined to as
/// many cells of `house`?
pub fn is_hidden_subset(board: &Board, house: House, digits: DigitSet) -> Option<HiddenSubset> {
    let geo = board.geometry();
    let size = digits.len();
    if !(2..=4).contains(&size) || !geo.has_house(house) {
        return None;
    }
    let mut cells = CellSet::EMPTY;
    for d in digits.iter() {
        let places = board.digit_cells(d) & geo.house(house);
        // A digit with one place is a hidden single; with none it is placed (or broken).
        if places.len() < 2 {
            return None;
        }
        cells |= places;
    }
    (cells.len() == size).then(|| HiddenSubset {
        size,
        digits,
        cells: cells.iter().collect(),
        house,
    })
}

/// Every hidden subset of `size` digits (2..=4), house by house (rows,
/// columns, boxes), also those that remove nothing; a subset hidden in two
/// houses at once (a line and a box) is listed for each. Left out: subsets
/// covering every empty cell of their house (always true, they remove
/// nothing).
pub fn find_hidden_subsets(board: &Board, size: usize) -> Vec<HiddenSubset> {
    scan_hidden_subsets(board, size, None)
}

/// The subsets of every house with more than `size` empty cells, or with
/// `near` only of houses holding one of those cells (the solver's quick
/// test, see `quick.rs`).
pub(super) fn scan_hidden_subsets(
    board: &Board,
    size: usize,
    near: Option<CellSet>,
) -> Vec<HiddenSubset> {
    let geo = board.geometry();
    let mut out = Vec::new();
    let mut open = [0u8; 9];
    for h in geo.houses() {
        if near.is_some_and(|near| !near.intersects(geo.house(h))) {
            continue;
        }
        let empty = (geo.house(h) & board.empty_cells()).len();
        if empty <= size {
            continue;
        }
        let mut count = 0;
        for d in 1..=geo.size as u8 {
            let k = (board.digit_cells(d) & geo.house(h)).len();
            if (2..=size).contains(&k) {
                open[count] = d;
                count += 1;
            }
        }
        for_each_combination(&open[..count], size, |digits| {
            let set = DigitSet::from_digits(digits);
            if let Some(p) = is_hidden_subset(board, h, set) {
                out.push(p);
            }
        });
    }
    out
}

/// Every other digit leaves the subset's cells.
pub fn hidden_subset_eliminations(board: &Board, p: &HiddenSubset) -> Vec<Candidate> {
    let mut out = Vec::new();
    for &c in &p.cells {
        for d in (board.candidates(c) - p.digits).iter() {
            out.push(Candidate::new(c, d));
        }
    }
    out
}

impl Pattern for HiddenSubset {
    fn strategy(&self) -> &'static str {
        match self.size {
            2 => HIDDEN_PAIR.id,
            3 => HIDDEN_TRIPLE.id,
            _ => HIDDEN_QUAD.id,
        }
    }
    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.house, Role::House);
        for &c in &self.cells {
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        h.name(Mark::House(Role::House), Label::House(self.house))
            .name(
                Mark::Candidate(Role::Pattern),
                Label::Subset {
                    kind: SubsetKind::Hidden,
                    size: self.size,
                    digits: self.digits,
                },
            );
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::HiddenSubset {
            size: self.size,
            digits: self.digits,
            cells: self.cells.to_vec(),
            house: self.house,
        }))
    }
}

/// Hidden pair (N=2), triple (3), quad (4): the subsets
/// [`find_hidden_subsets`] lists.
pub struct HiddenSubsets<const N: usize>;
impl<const N: usize> Strategy for HiddenSubsets<N> {
    type Found = HiddenSubset;
    /// Every hidden subset (in a house with other empty cells), productive
    /// or not.
    const LISTING: Listing = Listing::Every;
    fn find(board: &Board) -> Vec<HiddenSubset> {
        find_hidden_subsets(board, N)
    }
    fn effects(board: &Board, p: &HiddenSubset) -> Effects {
        Effects::eliminate(hidden_subset_eliminations(board, p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{after_singles, eliminations_text, productive};

    #[test]
    fn hidden_pair_in_a_column() {
        // Sudoku Exchange bank (sx_medium, puzzle 30), after all singles.
        let b = after_singles(
            "...4.2......7.9....52...93..236.145.4..375..6....................89.36..3.6...7.2",
        );
        let fired = productive::<HiddenSubsets<2>>(&b);
        assert_eq!(fired.len(), 1);
        let p = &fired[0].0;
        assert_eq!(p.house.to_string(), "column 9");
        assert_eq!(p.digits, DigitSet::from_digits(&[3, 9]));
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r6c9<>1", "r6c9<>8", "r7c9<>1", "r7c9<>8"]
        );
        assert_eq!(
            is_hidden_subset(&b, House::column(8), p.digits).as_ref(),
            Some(p)
        );
        assert_eq!(
            is_hidden_subset(&b, House::column(8), DigitSet::from_digits(&[1, 9])),
            None
        );
    }

    #[test]
    fn hidden_triple_and_quad() {
        // sx_medium puzzle 4, after all singles: {3,4,6} only in r1c5, r7c5, r9c5.
        let b = after_singles(
            "8.26....9....58.....6...4.1.9.4.6..5.2.....4.6..2.3.9.2.5...9.....97....1....28.4",
        );
        let triples = productive::<HiddenSubsets<3>>(&b);
        assert_eq!(triples.len(), 1);
        assert_eq!(
            eliminations_text(&triples[0].1.eliminations),
            ["r7c5<>1", "r7c5<>8"]
        );
        // sx_medium puzzle 10, after all singles: {3,4,5,6} confined to r2c8..r5c8.
        let b = after_singles(
            "1....957.798.4....6....2....12.....8.........5.....32....3....5....7.416.612....3",
        );
        let quads = productive::<HiddenSubsets<4>>(&b);
        assert_eq!(quads.len(), 1);
        assert_eq!(
            eliminations_text(&quads[0].1.eliminations),
            ["r3c8<>9", "r4c8<>9", "r5c8<>9"]
        );
    }
}
