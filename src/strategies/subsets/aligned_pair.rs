//! # Aligned Pair Exclusion: two cells that see each other, and the cells
//! that see both
//!
//! Take two empty cells A and B that see each other (one house holds both).
//! In the solution they hold some pair of digits (a, b): a candidate of A,
//! a candidate of B, and a != b. A pair is impossible when a bivalue cell C
//! that sees both A and B holds exactly {a, b}: with A = a and B = b, C
//! would be left empty. A candidate of A (or B) that belongs to no
//! possible pair is false.
//!
//! ```text
//!   A {1,2,3}  B {1,2}   (same row)       pairs (A,B): 1-2, 2-1, 3-1, 3-2
//!   C {2,3} sees A and B                  C rules out 3-2
//!   D {1,3} sees A and B                  D rules out 3-1
//!   so A<>3: no pair is left with A = 3
//! ```
//!
//! Source: Sudoku Explainer's Aligned Pair Exclusion (Nicolas Juillerat,
//! 2006-2007, rated 6.2 there), with bivalue cells as the excluding cells
//! (a cell with one candidate left is a single, taken long before); the
//! code and wording are this project's own.
//!
//! ## What is in this file
//!
//! [`AlignedPairExclusion`], the predicate [`is_aligned_pair_exclusion`],
//! the plain finder [`find_aligned_pair_exclusions`] (the productive
//! instances: every two cells that see each other form an "instance", so
//! only those that remove something are listed), the eliminations, how an
//! instance is drawn and explained, the `strategy!` line, and the tests.

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use serde::Serialize;

/// One pair of digits the two cells cannot hold, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exclusion {
    /// The digits of the first and the second cell.
    pub digits: [u8; 2],
    /// The bivalue cell seeing both that holds exactly the two digits.
    pub by: Cell,
}

/// Two cells that see each other, the pairs of digits cells seeing both rule
/// out, and the candidates left in no possible pair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlignedPairExclusion {
    pub cells: [Cell; 2],
    /// The pairs ruled out by a cell (pairs of equal digits are ruled out
    /// by the two cells seeing each other and not listed).
    pub excluded: Vec<Exclusion>,
    /// Per cell, its candidates that belong to no possible pair.
    pub removed: [DigitSet; 2],
}

/// Do `a` and `b` (empty, seeing each other, two candidates or more each)
/// form an aligned pair exclusion
/// that removes something? The first excluding cell found (reading order)
/// is named for each pair ruled out.
pub fn is_aligned_pair_exclusion(board: &Board, a: Cell, b: Cell) -> Option<AlignedPairExclusion> {
    let geo = board.geometry();
    if a.index() >= 81 || b.index() >= 81 || !geo.contains(a) || !geo.contains(b) || a == b {
        return None;
    }
    if board.value(a).is_some() || board.value(b).is_some() || !geo.sees(a, b) {
        return None;
    }
    let (ca, cb) = (board.candidates(a), board.candidates(b));
    // A cell with one candidate is a single, not a choice.
    if ca.len() < 2 || cb.len() < 2 {
        return None;
    }
    let both: CellSet = (geo.peers(a) & geo.peers(b) & board.empty_cells()) - CellSet::single(a);
    let small: Vec<Cell> = (both - CellSet::single(b))
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    let mut excluded = Vec::new();
    let (mut used_a, mut used_b) = (DigitSet::EMPTY, DigitSet::EMPTY);
    for x in ca.iter() {
        for y in cb.iter().filter(|&y| y != x) {
            let pair = DigitSet::single(x) | DigitSet::single(y);
            match small.iter().find(|&&c| board.candidates(c).is_subset(pair)) {
                Some(&by) => excluded.push(Exclusion { digits: [x, y], by }),
                None => {
                    used_a.insert(x);
                    used_b.insert(y);
                }
            }
        }
    }
    let removed = [ca - used_a, cb - used_b];
    (!removed[0].is_empty() || !removed[1].is_empty()).then_some(AlignedPairExclusion {
        cells: [a, b],
        excluded,
        removed,
    })
}

/// Every aligned pair exclusion that removes something: pairs of empty cells
/// that see each other, the first in reading order first.
pub fn find_aligned_pair_exclusions(board: &Board) -> Vec<AlignedPairExclusion> {
    let geo = board.geometry();
    let empty = board.empty_cells();
    let mut found = Vec::new();
    for a in empty.iter() {
        for b in (geo.peers(a) & empty)
            .iter()
            .filter(|b| b.index() > a.index())
        {
            found.extend(is_aligned_pair_exclusion(board, a, b));
        }
    }
    found
}

/// The candidates in no possible pair, still on the board.
pub fn aligned_pair_exclusion_eliminations(
    board: &Board,
    p: &AlignedPairExclusion,
) -> Vec<Candidate> {
    removed_candidates(&p.cells, &p.removed)
        .filter(|c| board.has_candidate(c.cell, c.digit))
        .collect()
}

// Shared with the aligned triple exclusion.

/// Each cell's candidates in no possible combination.
pub(super) fn removed_candidates<'a>(
    cells: &'a [Cell],
    removed: &'a [DigitSet],
) -> impl Iterator<Item = Candidate> + 'a {
    cells
        .iter()
        .zip(removed)
        .flat_map(|(&c, ds)| ds.iter().map(move |d| Candidate::new(c, d)))
}

/// The aligned cells and their candidates as `Pattern`, the excluding
/// cells as `ColorA`, named in the legend.
pub(super) fn aligned_highlights(
    board: &Board,
    cells: &[Cell],
    excluding: impl Iterator<Item = Cell>,
    cells_name: &str,
    excluding_name: &str,
) -> Highlights {
    let mut h = Highlights::new();
    for &c in cells {
        h.cell(c, Role::Pattern);
        h.candidates(board, c, board.candidates(c), Role::Pattern);
    }
    for by in excluding {
        h.cell(by, Role::ColorA);
    }
    h.name(Mark::Cell(Role::Pattern), cells_name)
        .name(Mark::Candidate(Role::Pattern), "their candidates")
        .name(Mark::Cell(Role::ColorA), excluding_name);
    h
}

impl Pattern for AlignedPairExclusion {
    fn strategy(&self) -> &'static str {
        "aligned-pair-exclusion"
    }

    /// The two cells as `Pattern`, the excluding cells as `ColorA`.
    fn highlights(&self, board: &Board) -> Highlights {
        aligned_highlights(
            board,
            &self.cells,
            self.excluded.iter().map(|e| e.by),
            "the two cells",
            "empty under a pair",
        )
    }

    fn explain(&self) -> String {
        let [a, b] = self.cells;
        let pairs: Vec<String> = self
            .excluded
            .iter()
            .map(|e| format!("{a}={}/{b}={} ({} empty)", e.digits[0], e.digits[1], e.by))
            .collect();
        let gone: Vec<String> = removed_candidates(&self.cells, &self.removed)
            .map(|c| format!("{c:#}"))
            .collect();
        format!(
            "Aligned Pair Exclusion: {a} and {b} see each other; cells seeing both rule out {}; \
             no pair is left for {}",
            pairs.join(", "),
            gone.join(", ")
        )
    }
}

strategy!(
    /// Aligned Pair Exclusion.
    AlignedPairExclusions: AlignedPairExclusion = find_aligned_pair_exclusions,
        eliminates aligned_pair_exclusion_eliminations, listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::test_util::{after_basics, cell};

    /// Arto Inkala's "world's hardest" puzzle (2012, puzzles/worlds-hardest.txt).
    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// The rule read literally: every pair (x, y), x != y, and every
    /// bivalue cell seeing both that would be left empty.
    fn by_definition(board: &Board, a: Cell, b: Cell) -> Vec<Candidate> {
        let geo = board.geometry();
        let possible = |x: u8, y: u8| {
            let pair = DigitSet::single(x) | DigitSet::single(y);
            let emptied = |c: Cell| {
                c != a && c != b && geo.sees(c, a) && geo.sees(c, b) && board.candidates(c) == pair
            };
            x != y && !board.empty_cells().iter().any(emptied)
        };
        let mut out = Vec::new();
        for x in board.candidates(a).iter() {
            if !board.candidates(b).iter().any(|y| possible(x, y)) {
                out.push(Candidate::new(a, x));
            }
        }
        for y in board.candidates(b).iter() {
            if !board.candidates(a).iter().any(|x| possible(x, y)) {
                out.push(Candidate::new(b, y));
            }
        }
        out
    }

    #[test]
    fn the_finder_removes_what_the_rule_read_literally_removes() {
        // Every position of the puzzle's walkthrough.
        let mut board = crate::test_util::board(INKALA);
        let steps = crate::solver::Solver::new().solve(&board).steps;
        let mut seen = 0;
        for step in steps {
            let geo = board.geometry();
            let mut here = 0;
            for a in board.empty_cells().iter() {
                for b in (geo.peers(a) & board.empty_cells()).iter() {
                    if board.candidates(a).len() < 2 || board.candidates(b).len() < 2 {
                        continue;
                    }
                    let got = is_aligned_pair_exclusion(&board, a, b)
                        .map(|p| aligned_pair_exclusion_eliminations(&board, &p))
                        .unwrap_or_default();
                    assert_eq!(got, by_definition(&board, a, b), "{a} {b}");
                    here += usize::from(!got.is_empty());
                }
            }
            let found = find_aligned_pair_exclusions(&board);
            assert_eq!(found.len() * 2, here, "each unordered pair once");
            seen += here;
            step.apply(&mut board).expect("a sound step");
        }
        assert!(seen > 0, "the walkthrough has aligned pair exclusions");
    }

    #[test]
    fn odd_arguments_are_no_pattern() {
        let board = after_basics(INKALA);
        assert_eq!(
            is_aligned_pair_exclusion(&board, cell("r1c2"), cell("r1c2")),
            None
        );
        // r1c1 holds a given.
        assert_eq!(
            is_aligned_pair_exclusion(&board, cell("r1c1"), cell("r1c2")),
            None
        );
        // r1c2 and r2c4 do not see each other.
        assert_eq!(
            is_aligned_pair_exclusion(&board, cell("r1c2"), cell("r2c4")),
            None
        );
    }
}
