//! # Naked Subsets (Pair, Triple, Quad) and Locked Pair / Triple
//!
//! If `n` cells of one house together hold only `n` different candidates,
//! those `n` digits must fill exactly those `n` cells (one each), so no other
//! cell of the house can have them.
//!
//! ```text
//!  row 4:  {37} {1367} {37} {135} ...     r4c1 and r4c3 hold only 3 and 7:
//!           ^           ^                 a naked pair. 3 and 7 are used up,
//!                                         so r4c2<>3, r4c2<>7, r4c4<>3.
//! ```
//!
//! The cells need not each hold all `n` digits: {12} {23} {13} is a naked
//! triple on 1, 2, 3. One function covers every size (`size` = 2, 3, 4).
//!
//! When the cells lie in a box *and* a line at once, the digits are used up in
//! both houses: that is a **Locked Pair** (or **Locked Triple**), eliminating
//! in both. It is a strategy of its own, rated easier than the naked pair
//! (HoDoKu's order): [`find_naked_subsets`] lists only subsets whose cells
//! share one house, [`find_locked_subsets`] those that share two.

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House, HouseKind};
use crate::lang::says::{BasicSays, Says};
use crate::lang::{Label, SubsetKind};
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::combinations::for_each_combination;
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Locked Pair's declaration: id, family, HoDoKu score and level, SE rule.
pub const LOCKED_PAIR: Decl = Decl::new(
    "locked-pair",
    "Locked Pair",
    "ロックペア",
    Family::Intersections,
    40,
    Level::Medium,
    Se::Fixed(30),
);
/// The Locked Triple's declaration: id, family, HoDoKu score and level, SE rule.
pub const LOCKED_TRIPLE: Decl = Decl::new(
    "locked-triple",
    "Locked Triple",
    "ロックトリプル",
    Family::Intersections,
    60,
    Level::Medium,
    Se::Fixed(36),
);
/// The Naked Pair's declaration: id, family, HoDoKu score and level, SE rule.
pub const NAKED_PAIR: Decl = Decl::new(
    "naked-pair",
    "Naked Pair",
    "ネイキッドペア",
    Family::Subsets,
    60,
    Level::Medium,
    Se::Fixed(30),
);
/// The Naked Triple's declaration: id, family, HoDoKu score and level, SE rule.
pub const NAKED_TRIPLE: Decl = Decl::new(
    "naked-triple",
    "Naked Triple",
    "ネイキッドトリプル",
    Family::Subsets,
    80,
    Level::Medium,
    Se::Fixed(36),
);
/// The Naked Quadruple's declaration: id, family, HoDoKu score and level, SE rule.
pub const NAKED_QUAD: Decl = Decl::new(
    "naked-quad",
    "Naked Quadruple",
    "ネイキッドクワッド",
    Family::Subsets,
    120,
    Level::Hard,
    Se::Fixed(50),
);

/// `size` cells sharing a house whose candidates are `size` digits in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NakedSubset {
    pub size: usize,
    pub digits: DigitSet,
    pub cells: Vec<Cell>,
    /// Every house the cells share (a line and a box for a locked subset).
    pub houses: Vec<House>,
    /// The cells share a box and a line.
    pub locked: bool,
}

/// Do `cells` (2 to 4 empty cells sharing a house) hold exactly as many digits as there are cells?
pub fn is_naked_subset(board: &Board, cells: &[Cell]) -> Option<NakedSubset> {
    let geo = board.geometry();
    let size = cells.len();
    if !(2..=4).contains(&size) {
        return None;
    }
    let set: CellSet = cells.iter().copied().collect();
    if set.len() != size || !set.is_subset(geo.all_cells) {
        return None;
    }
    let mut digits = DigitSet::EMPTY;
    for &c in cells {
        let cands = board.candidates(c);
        // A filled cell, or a one-candidate cell (a naked single), is no part of a subset.
        if board.value(c).is_some() || cands.len() < 2 {
            return None;
        }
        digits |= cands;
    }
    if digits.len() != size {
        return None;
    }
    let houses: Vec<House> = geo
        .houses()
        .filter(|&h| set.is_subset(geo.house(h)))
        .collect();
    if houses.is_empty() {
        return None;
    }
    let locked = houses.iter().any(|h| h.kind() == HouseKind::Box) && houses.len() > 1;
    Some(NakedSubset {
        size,
        digits,
        cells: set.iter().collect(),
        houses,
        locked,
    })
}

/// The naked subsets of `size` cells (2..=4) whose cells share one house
/// only, house by house (rows, columns, boxes), each once. Two kinds are
/// left out:
/// * subsets whose cells share a box *and* a line: those are the locked
///   pairs and triples, a strategy of their own (rated easier) listed by
///   [`find_locked_subsets`] (no quad fits in a box/line intersection);
/// * subsets that fill every empty cell of their house: always true, they
///   remove nothing.
///
/// Every other one is listed, also when it removes nothing.
pub fn find_naked_subsets(board: &Board, size: usize) -> Vec<NakedSubset> {
    find_subsets(board, size, false)
}

/// The locked subsets of `size` cells (pairs and triples): naked subsets
/// whose cells share a box and a line, house by house (rows, columns,
/// boxes), each once; left out when they fill every empty cell of both
/// houses (they remove nothing). Every other one is listed, also when it
/// removes nothing.
pub fn find_locked_subsets(board: &Board, size: usize) -> Vec<NakedSubset> {
    find_subsets(board, size, true)
}

/// The naked subsets of `size` cells that are locked, or not: the finder
/// of [`find_naked_subsets`] and [`find_locked_subsets`].
fn find_subsets(board: &Board, size: usize, locked: bool) -> Vec<NakedSubset> {
    scan_subsets(board, size, locked, None)
}

/// The subsets (locked, or not) of every house with more than `size` empty
/// cells, or with `near` only of houses holding one of those cells (the
/// solver's quick test, see `quick.rs`).
pub(super) fn scan_subsets(
    board: &Board,
    size: usize,
    locked: bool,
    near: Option<CellSet>,
) -> Vec<NakedSubset> {
    let geo = board.geometry();
    let mut out: Vec<NakedSubset> = Vec::new();
    let mut seen: Vec<CellSet> = Vec::new();
    let mut open = [Cell::default(); 9];
    for h in geo.houses() {
        if near.is_some_and(|near| !near.intersects(geo.house(h))) {
            continue;
        }
        // Cells that could be part of a subset of this size.
        let mut count = 0;
        let mut empty_in_house = 0;
        for &c in geo.house_cells(h) {
            let k = board.candidates(c).len();
            if board.value(c).is_none() {
                empty_in_house += 1;
            }
            if (2..=size).contains(&k) {
                open[count] = c;
                count += 1;
            }
        }
        if count < size || empty_in_house <= size {
            continue;
        }
        for_each_combination(&open[..count], size, |cells| {
            let mut digits = DigitSet::EMPTY;
            for &c in cells {
                digits |= board.candidates(c);
            }
            if digits.len() != size {
                return;
            }
            let set: CellSet = cells.iter().copied().collect();
            if seen.contains(&set) {
                return;
            }
            if let Some(p) = is_naked_subset(board, cells) {
                if p.locked == locked {
                    seen.push(set);
                    out.push(p);
                }
            }
        });
    }
    out
}

/// The subset's digits leave every other cell of the houses the cells share.
pub fn naked_subset_eliminations(board: &Board, p: &NakedSubset) -> Vec<Candidate> {
    let geo = board.geometry();
    let cells: CellSet = p.cells.iter().copied().collect();
    let mut area = CellSet::EMPTY;
    for &h in &p.houses {
        area |= geo.house(h);
    }
    let mut out = Vec::new();
    for c in area - cells {
        for d in (board.candidates(c) & p.digits).iter() {
            out.push(Candidate::new(c, d));
        }
    }
    out
}

impl Pattern for NakedSubset {
    fn strategy(&self) -> &'static str {
        match (self.locked, self.size) {
            (true, 2) => LOCKED_PAIR.id,
            (true, _) => LOCKED_TRIPLE.id,
            (false, 2) => NAKED_PAIR.id,
            (false, 3) => NAKED_TRIPLE.id,
            _ => NAKED_QUAD.id,
        }
    }
    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &house in &self.houses {
            h.house(house, Role::House);
        }
        for &c in &self.cells {
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        let kind = if self.locked {
            SubsetKind::Locked
        } else {
            SubsetKind::Naked
        };
        h.name(Mark::House(Role::House), Label::Houses(self.houses.clone()))
            .name(
                Mark::Candidate(Role::Pattern),
                Label::Subset {
                    kind,
                    size: self.size,
                    digits: self.digits,
                },
            );
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::NakedSubset {
            locked: self.locked,
            size: self.size,
            digits: self.digits,
            cells: self.cells.to_vec(),
            houses: self.houses.to_vec(),
        }))
    }
}

/// Naked pair (N=2), triple (3), quad (4): the subsets
/// [`find_naked_subsets`] lists, those that are not locked.
pub struct NakedSubsets<const N: usize>;
impl<const N: usize> Strategy for NakedSubsets<N> {
    type Found = NakedSubset;
    /// Every naked subset that is not locked (in a house with other empty
    /// cells), productive or not.
    const LISTING: Listing = Listing::Every;
    fn find(board: &Board) -> Vec<NakedSubset> {
        find_naked_subsets(board, N)
    }
    fn effects(board: &Board, p: &NakedSubset) -> Effects {
        Effects::eliminate(naked_subset_eliminations(board, p))
    }
}

/// Locked pair (N=2), locked triple (3): the subsets
/// [`find_locked_subsets`] lists.
pub struct LockedSubsets<const N: usize>;
impl<const N: usize> Strategy for LockedSubsets<N> {
    type Found = NakedSubset;
    /// Every locked subset, productive or not.
    const LISTING: Listing = Listing::Every;
    fn find(board: &Board) -> Vec<NakedSubset> {
        find_locked_subsets(board, N)
    }
    fn effects(board: &Board, p: &NakedSubset) -> Effects {
        Effects::eliminate(naked_subset_eliminations(board, p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{after_singles, eliminations_text, productive};
    use crate::text::cells_text;

    #[test]
    fn naked_and_locked_pairs() {
        // Sudoku Exchange bank (sx_medium, puzzle 9), after all singles.
        let b = after_singles(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        let naked = productive::<NakedSubsets<2>>(&b);
        assert_eq!(naked.len(), 1);
        assert_eq!(
            cells_text(naked[0].0.cells.iter().copied()),
            "r4c8 and r5c9"
        );
        assert_eq!(
            eliminations_text(&naked[0].1.eliminations),
            ["r4c7<>8", "r4c9<>5", "r4c9<>8", "r5c7<>8", "r5c8<>5", "r5c8<>8"]
        );
        // A pair in row 5 and box 4 at once is a locked pair, which the
        // naked-pair finder leaves to the locked one.
        let locked = productive::<LockedSubsets<2>>(&b);
        assert_eq!(locked.len(), 1);
        let p = &locked[0].0;
        assert!(p.locked);
        assert!(!find_naked_subsets(&b, 2).contains(p));
        assert!(find_locked_subsets(&b, 2).contains(p));
        assert_eq!(
            p.houses.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
            ["row 5", "box 4"]
        );
        assert_eq!(p.strategy(), "locked-pair");
        assert_eq!(
            eliminations_text(&locked[0].1.eliminations),
            ["r5c7<>8", "r5c8<>8", "r5c9<>8"]
        );
        assert_eq!(is_naked_subset(&b, &p.cells).as_ref(), Some(p));
    }

    #[test]
    fn triples_and_quads() {
        // sx_medium puzzle 10, after singles: {3,8,9} in r3c8, r7c8, r9c8.
        let b = after_singles(
            "1....957.798.4....6....2....12.....8.........5.....32....3....5....7.416.612....3",
        );
        let t = productive::<NakedSubsets<3>>(&b);
        assert_eq!(t.len(), 1);
        assert_eq!(
            cells_text(t[0].0.cells.iter().copied()),
            "r3c8, r7c8 and r9c8"
        );
        assert_eq!(
            eliminations_text(&t[0].1.eliminations),
            ["r2c8<>3", "r4c8<>9", "r5c8<>9"]
        );
        // sx_medium puzzle 11, after singles: {3,4,8,9} in four cells of box 2.
        let b = after_singles(
            "..961.72...1.5...4.......1....4..1.9...185...5.7..2....8.......7...9.2...45.273..",
        );
        let q = productive::<NakedSubsets<4>>(&b);
        assert_eq!(q.len(), 1);
        assert_eq!(
            cells_text(q[0].0.cells.iter().copied()),
            "r1c6, r2c6, r3c5 and r3c6"
        );
        assert_eq!(
            eliminations_text(&q[0].1.eliminations),
            ["r2c4<>3", "r3c4<>3"]
        );
        // sx_medium puzzle 27: a locked triple in row 4 and box 5.
        let b = after_singles(
            "2..7.9..56...3...24.......7..2...4.....1.4......567...84.....63.29...81...7...5..",
        );
        let l = productive::<LockedSubsets<3>>(&b);
        assert_eq!(l.len(), 1);
        assert_eq!(
            cells_text(l[0].0.cells.iter().copied()),
            "r4c4, r4c5 and r4c6"
        );
        assert_eq!(
            eliminations_text(&l[0].1.eliminations),
            ["r4c1<>3", "r4c1<>9", "r4c2<>3", "r4c8<>3", "r4c8<>9"]
        );
    }

    #[test]
    fn predicate_rejects_non_subsets() {
        let b = after_singles(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        // Two cells in different houses, and a given.
        assert_eq!(
            is_naked_subset(&b, &[Cell::new(0, 1), Cell::new(4, 4)]),
            None
        );
        assert_eq!(
            is_naked_subset(&b, &[Cell::new(0, 0), Cell::new(0, 1)]),
            None
        );
        assert_eq!(is_naked_subset(&b, &[Cell::new(0, 1)]), None);
    }
}
