//! # Brute Force (the last resort, named as such)
//!
//! When no logical strategy makes progress, a walkthrough can still go on by
//! *looking up* one digit of the solution: the exact solver finds it, and the
//! step says plainly that this is what happened. It is never a silent guess:
//! the step is only offered when the position has exactly one solution, and
//! it places the digit of the cell with the fewest candidates (the cell a
//! human would try first), so the walkthrough can continue with logic.
//!
//! ```text
//!   stuck position ──exact search──► one solution ──► r4c5 = 7 (looked up)
//!                                  └► several / none ──► no step
//! ```

use crate::brute::{self, Solutions};
use crate::grid::{Board, Candidate, Cell};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The Brute Force's declaration: id, family, HoDoKu score and level, SE rule.
pub const BRUTE_FORCE: Decl = Decl::new(
    "brute-force",
    "Brute Force",
    "総当たり",
    Family::LastResort,
    10000,
    Level::Extreme,
    Se::NotRated,
)
.left_out(LeftOut::NotLogic);

/// One digit of the solution, looked up by exhaustive search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BruteForce {
    pub cell: Cell,
    pub digit: u8,
    /// How many candidates the cell had (the smallest choice on the board).
    pub choices: usize,
}

/// The brute-force step for `cell`: its solution digit, if the position has
/// exactly one solution.
pub fn is_brute_force(board: &Board, cell: Cell) -> Option<BruteForce> {
    if board.value(cell).is_some() || !board.geometry().contains(cell) {
        return None;
    }
    let Solutions::Unique(solution) = brute::analyse(board) else {
        return None;
    };
    let n = board.size();
    Some(BruteForce {
        cell,
        digit: solution[cell.row() * n + cell.col()],
        choices: board.candidates(cell).len(),
    })
}

/// The one brute-force step of a position (the empty cell with the fewest
/// candidates, first in reading order), or nothing when the position does not
/// have exactly one solution.
pub fn find_brute_force(board: &Board) -> Vec<BruteForce> {
    board
        .empty_cells()
        .iter()
        .min_by_key(|&c| board.candidates(c).len())
        .and_then(|c| is_brute_force(board, c))
        .into_iter()
        .collect()
}

/// The placement a brute-force step makes.
pub fn brute_force_placements(_board: &Board, p: &BruteForce) -> Vec<Candidate> {
    vec![Candidate::new(p.cell, p.digit)]
}

impl Pattern for BruteForce {
    fn strategy(&self) -> &'static str {
        BRUTE_FORCE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.cell, Role::Pattern);
        h.name(Mark::Cell(Role::Pattern), Label::FromTheSearch(self.cell));
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::BruteForce {
            cell: self.cell,
            choices: self.choices,
            digit: self.digit,
        }))
    }
}

strategy!(
    /// The brute-force step as a strategy (last in the registry): one step
    /// per position, not one per cell.
    BruteForceStep: BruteForce = find_brute_force, places brute_force_placements,
        listing = Listing::UpTo(1)
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::board;

    #[test]
    fn looks_up_the_smallest_cell() {
        // Arto Inkala's puzzle ("the world's hardest", puzzles/worlds-hardest.txt):
        // its solution starts 812753649 943682175 ...
        let b = board(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        );
        let found = find_brute_force(&b);
        assert_eq!(found.len(), 1);
        let p = &found[0];
        let solution = brute::solve(&b).unwrap();
        assert_eq!(p.digit, solution[p.cell.index()]);
        let fewest = b
            .empty_cells()
            .iter()
            .map(|c| b.candidates(c).len())
            .min()
            .unwrap();
        assert_eq!(p.choices, fewest);
        assert!(p.explain().contains("exhaustive search"));
    }

    #[test]
    fn a_cell_with_one_candidate_says_1_candidate() {
        // The example puzzle of Wikipedia's "Sudoku" article has naked
        // singles at the start: the brute-force step looks up a cell with
        // one candidate.
        let b = board(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let p = &find_brute_force(&b)[0];
        assert_eq!(p.choices, 1);
        assert!(
            p.explain().contains("has 1 candidate, and"),
            "{}",
            p.explain()
        );
    }

    #[test]
    fn refuses_when_not_unique() {
        // An empty board has many solutions: no step.
        let b = Board::empty(9).unwrap();
        assert!(find_brute_force(&b).is_empty());
        assert!(is_brute_force(&b, Cell::new(0, 0)).is_none());
    }
}
