//! # BUG+1 (Bivalue Universal Grave plus one)
//!
//! *This step assumes the puzzle has exactly one solution* (see the
//! [family docs](super)).
//!
//! A **BUG** is a position where every empty cell has exactly two
//! candidates and every digit that is still a candidate in a house is a
//! candidate in exactly two of its cells. Such a position never has exactly
//! one solution: take any solution and give every empty cell its *other*
//! candidate. In each house, each open digit had two spots and the solution
//! used one; now the other one gets it. The result is a second valid grid
//! with the same givens. (So a BUG has no solution or at least two.)
//!
//! **BUG+1**: every empty cell has two candidates except one cell with three,
//! and in that cell's row, column and box one of its digits, `d`, appears
//! three times while every other count is two. Without `d` in that cell the
//! board would be a BUG; with one solution, that cannot be the case, so the
//! cell must be `d`.
//!
//! ```text
//!  row 7:  {67} {47} {346} ... {35} {45}    every other cell has two digits;
//!                    ^^^^^                  4 appears three times in row 7,
//!                    d = 4                  column 3 and box 7: r7c3 = 4.
//! ```

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{Effects, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The BUG+1's declaration: id, family, HoDoKu score and level, SE rule.
pub const BUG_PLUS_1: Decl = Decl::new(
    "bug-plus-1",
    "BUG+1",
    "BUG+1",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(56),
);

/// A BUG+1: `cell` is the only empty cell with three candidates, and it must
/// hold `digit`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BugPlusOne {
    /// The one empty cell with three candidates.
    pub cell: Cell,
    /// The candidate that appears three times in each of its houses.
    pub digit: u8,
    /// Its two other candidates.
    pub others: DigitSet,
    /// Its row, column and box.
    pub houses: Vec<House>,
    /// Always true: the step is only valid if the puzzle has one solution.
    pub assumes_unique: bool,
}

/// Is the board a BUG+1? Every empty cell but one has two candidates, the
/// one has three, and without one of its three digits every house would hold
/// each open digit in exactly two cells.
pub fn is_bug_plus_one(board: &Board) -> Option<BugPlusOne> {
    let geo = board.geometry();
    let mut extra: Option<Cell> = None;
    for c in board.empty_cells() {
        match board.candidates(c).len() {
            2 => {}
            3 if extra.is_none() => extra = Some(c),
            _ => return None,
        }
    }
    let cell = extra?;
    let cands = board.candidates(cell);
    let home = geo.houses_of(cell);
    // Try each of the cell's digits as the one to take away.
    'digits: for d in cands.iter() {
        for h in geo.houses() {
            let house = geo.house(h);
            for e in 1..=geo.size as u8 {
                let mut count = (board.digit_cells(e) & house).len();
                if e == d && home.contains(&h) {
                    // `d` taken out of the cell.
                    count = count.saturating_sub(1);
                }
                if count != 0 && count != 2 {
                    continue 'digits;
                }
            }
        }
        return Some(BugPlusOne {
            cell,
            digit: d,
            others: cands - DigitSet::single(d),
            houses: home.to_vec(),
            assumes_unique: true,
        });
    }
    None
}

/// The BUG+1 of the board, if any (there is at most one).
pub fn find_bug_plus_one(board: &Board) -> Vec<BugPlusOne> {
    is_bug_plus_one(board).into_iter().collect()
}

/// The cell gets its digit; its two other candidates go (as HoDoKu states
/// the step).
pub fn bug_plus_one_effects(board: &Board, p: &BugPlusOne) -> Effects {
    if !board.has_candidate(p.cell, p.digit) {
        return Effects::default();
    }
    Effects {
        placements: vec![Candidate::new(p.cell, p.digit)],
        eliminations: (board.candidates(p.cell) & p.others)
            .iter()
            .map(|d| Candidate::new(p.cell, d))
            .collect(),
    }
}

impl Pattern for BugPlusOne {
    fn strategy(&self) -> &'static str {
        BUG_PLUS_1.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let geo = board.geometry();
        let mut h = Highlights::new();
        let mut area = CellSet::EMPTY;
        for &house in &self.houses {
            h.house(house, Role::House);
            area |= geo.house(house);
        }
        h.candidates(board, self.cell, self.others, Role::Pattern);
        for c in (area & board.digit_cells(self.digit)) - CellSet::single(self.cell) {
            h.candidate(c, self.digit, Role::Pattern);
        }
        h.name(Mark::House(Role::House), Label::ThreeTimes(self.digit))
            .name(
                Mark::Candidate(Role::Pattern),
                Label::OthersAndDigits {
                    cell: self.cell,
                    digit: self.digit,
                },
            );
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::BugPlusOne {
            cell: self.cell,
            digit: self.digit,
            houses: self.houses.clone(),
        }))
    }
}

/// BUG+1.
pub struct BugPlusOnes;
impl Strategy for BugPlusOnes {
    type Found = BugPlusOne;
    fn find(board: &Board) -> Vec<BugPlusOne> {
        find_bug_plus_one(board)
    }
    fn effects(board: &Board, p: &BugPlusOne) -> Effects {
        bug_plus_one_effects(board, p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::after_singles;

    #[test]
    fn bug_plus_one() {
        // Sudoku Exchange bank (sx_diabolical, puzzle 84), after all singles:
        // every empty cell is bivalue but r4c5 {478}; 7 is the odd one out.
        let b = after_singles(
            "..1...7..923...841.8.....3.5.......2...1.6....1.9.2.6....2.8...7.2...9.5.4.5.7.1.",
        );
        let found = find_bug_plus_one(&b);
        assert_eq!(found.len(), 1);
        let p = &found[0];
        assert_eq!((p.cell, p.digit), (Cell::new(3, 4), 7));
        assert_eq!(p.others, DigitSet::from_digits(&[4, 8]));
        let e = bug_plus_one_effects(&b, p);
        assert_eq!(e.placements, [Candidate::new(Cell::new(3, 4), 7)]);
        assert_eq!(
            e.eliminations
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>(),
            ["r4c5<>4", "r4c5<>8"]
        );
        assert!(p
            .explain()
            .starts_with("Assuming the puzzle has one solution"));
        // Placing it leaves a board with no BUG+1 (and the puzzle solves on).
        let mut after = b.clone();
        after.place(p.cell, p.digit).unwrap();
        assert!(find_bug_plus_one(&after).is_empty());
    }

    #[test]
    fn not_a_bug() {
        // sx_medium puzzle 9 after singles: many cells with three or more candidates.
        let b = after_singles(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        assert!(find_bug_plus_one(&b).is_empty());
        for size in [4, 6, 9] {
            assert!(find_bug_plus_one(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
