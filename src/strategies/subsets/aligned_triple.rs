//! # Aligned Triple Exclusion: three cells, and the cells that see all three
//!
//! The triple form of [`aligned_pair`](super::aligned_pair). Take three
//! empty cells A, B, C. In the solution they hold some triple of digits
//! (a, b, c), one candidate each, with different digits in cells that see
//! each other. A triple is impossible when a cell that sees all three of
//! A, B, C has no candidate outside {a, b, c} (it would be left empty). A
//! candidate of A, B or C that belongs to no possible triple is false.
//!
//! ```text
//!   A {1,2}  B {1,3}  C {2,3,4}      E {1,2}, F {1,3}, G {2,3} see A, B and C
//!   (a,b,c) = (1,3,2): G empty; (2,1,3): G empty; (2,3,..)...
//!   whatever is left decides which candidates stay
//! ```
//!
//! Source: Sudoku Explainer's Aligned Triple Exclusion (Nicolas Juillerat,
//! 2006-2007, rated 7.5 there), with cells of two or three candidates as
//! the excluding cells; the code and wording are this project's own.
//!
//! ## What is in this file
//!
//! [`AlignedTripleExclusion`], the predicate
//! [`is_aligned_triple_exclusion`], the finder
//! [`find_aligned_triple_exclusions`] (the productive instances, from the
//! triples of cells that some excluding cell sees), the eliminations, how an
//! instance is drawn and explained, the `strategy!` line, and the tests.

use super::aligned_pair::{aligned_highlights, removed_candidates};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::step::{Highlights, Pattern};
use crate::strategies::common::{strategy, Listing};
use serde::Serialize;
use std::collections::BTreeSet;

/// One triple of digits the three cells cannot hold, and the cell seeing
/// all three that it would leave empty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TripleExclusion {
    pub digits: [u8; 3],
    pub by: Cell,
}

/// Three cells, the triples cells seeing all three rule out, and the
/// candidates left in no possible triple.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlignedTripleExclusion {
    pub cells: [Cell; 3],
    /// The triples ruled out by a cell (triples with equal digits in cells
    /// that see each other are ruled out by those cells and not listed).
    pub excluded: Vec<TripleExclusion>,
    /// Per cell, its candidates that belong to no possible triple.
    pub removed: [DigitSet; 3],
}

/// Do the three cells (distinct, empty, two candidates or more each) form
/// an aligned triple exclusion that removes something? The first excluding
/// cell (reading order) is named for each triple ruled out.
pub fn is_aligned_triple_exclusion(
    board: &Board,
    cells: [Cell; 3],
) -> Option<AlignedTripleExclusion> {
    let geo = board.geometry();
    let [a, b, c] = cells;
    if cells
        .iter()
        .any(|&x| x.index() >= 81 || !geo.contains(x) || board.value(x).is_some())
    {
        return None;
    }
    if a == b || b == c || a == c {
        return None;
    }
    let cands = cells.map(|x| board.candidates(x));
    if cands.iter().any(|ds| ds.len() < 2) {
        return None;
    }
    let base = CellSet::single(a) | CellSet::single(b) | CellSet::single(c);
    let excluders: Vec<Cell> = ((geo.peers(a) & geo.peers(b) & geo.peers(c) & board.empty_cells())
        - base)
        .iter()
        .filter(|&x| (2..=3).contains(&board.candidates(x).len()))
        .collect();
    if excluders.is_empty() {
        return None;
    }
    let differ = |p: Cell, q: Cell, x: u8, y: u8| x != y || !geo.sees(p, q);
    let mut excluded = Vec::new();
    let mut used = [DigitSet::EMPTY; 3];
    for x in cands[0].iter() {
        for y in cands[1].iter().filter(|&y| differ(a, b, x, y)) {
            for z in cands[2]
                .iter()
                .filter(|&z| differ(a, c, x, z) && differ(b, c, y, z))
            {
                let digits = DigitSet::single(x) | DigitSet::single(y) | DigitSet::single(z);
                match excluders
                    .iter()
                    .find(|&&e| board.candidates(e).is_subset(digits))
                {
                    Some(&by) => excluded.push(TripleExclusion {
                        digits: [x, y, z],
                        by,
                    }),
                    None => {
                        used[0].insert(x);
                        used[1].insert(y);
                        used[2].insert(z);
                    }
                }
            }
        }
    }
    let removed = [cands[0] - used[0], cands[1] - used[1], cands[2] - used[2]];
    (removed.iter().any(|ds| !ds.is_empty())).then_some(AlignedTripleExclusion {
        cells,
        excluded,
        removed,
    })
}

/// The productive aligned triple exclusions: every triple of empty cells
/// (two candidates or more each) that some cell of two or three candidates
/// sees, in reading order of the triples.
pub fn find_aligned_triple_exclusions(board: &Board) -> Vec<AlignedTripleExclusion> {
    let geo = board.geometry();
    let empty = board.empty_cells();
    let open: CellSet = empty
        .iter()
        .filter(|&x| board.candidates(x).len() >= 2)
        .collect();
    let mut triples: BTreeSet<[usize; 3]> = BTreeSet::new();
    for e in empty.iter() {
        if !(2..=3).contains(&board.candidates(e).len()) {
            continue;
        }
        let around: Vec<Cell> = (geo.peers(e) & open).iter().collect();
        for (i, &p) in around.iter().enumerate() {
            for (j, &q) in around.iter().enumerate().skip(i + 1) {
                for &r in &around[j + 1..] {
                    triples.insert([p.index(), q.index(), r.index()]);
                }
            }
        }
    }
    triples
        .into_iter()
        .filter_map(|t| {
            let cells = t.map(|i| Cell::from_index(i as u8));
            is_aligned_triple_exclusion(board, cells)
        })
        .collect()
}

/// The candidates in no possible triple, still on the board.
pub fn aligned_triple_exclusion_eliminations(
    board: &Board,
    p: &AlignedTripleExclusion,
) -> Vec<Candidate> {
    removed_candidates(&p.cells, &p.removed)
        .filter(|c| board.has_candidate(c.cell, c.digit))
        .collect()
}

impl Pattern for AlignedTripleExclusion {
    fn strategy(&self) -> &'static str {
        "aligned-triple-exclusion"
    }

    /// The three cells as `Pattern`, the excluding cells as `ColorA`.
    fn highlights(&self, board: &Board) -> Highlights {
        aligned_highlights(
            board,
            &self.cells,
            self.excluded.iter().map(|e| e.by),
            "the three cells",
            "empty under a triple",
        )
    }

    fn explain(&self) -> String {
        let [a, b, c] = self.cells;
        let triples: Vec<String> = self
            .excluded
            .iter()
            .map(|e| {
                let [x, y, z] = e.digits;
                format!("{x}/{y}/{z} ({} empty)", e.by)
            })
            .collect();
        let gone: Vec<String> = removed_candidates(&self.cells, &self.removed)
            .map(|c| format!("{c:#}"))
            .collect();
        format!(
            "Aligned Triple Exclusion: {a}/{b}/{c}; cells seeing all three rule out {}; \
             no triple is left for {}",
            triples.join(", "),
            gone.join(", ")
        )
    }
}

strategy!(
    /// Aligned Triple Exclusion.
    AlignedTripleExclusions: AlignedTripleExclusion = find_aligned_triple_exclusions,
        eliminates aligned_triple_exclusion_eliminations, listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::*;

    /// Arto Inkala's "world's hardest" puzzle (2012, puzzles/worlds-hardest.txt).
    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// The rule read literally for one triple: which candidates of the
    /// three cells belong to no triple that leaves every cell seeing all
    /// three (with two or three candidates) a candidate.
    fn by_definition(board: &Board, cells: [Cell; 3]) -> Vec<Candidate> {
        let geo = board.geometry();
        let possible = |ds: [u8; 3]| {
            let set = ds
                .iter()
                .fold(DigitSet::EMPTY, |s, &d| s | DigitSet::single(d));
            let clash =
                (0..3).any(|i| (i + 1..3).any(|j| ds[i] == ds[j] && geo.sees(cells[i], cells[j])));
            let emptied = board.empty_cells().iter().any(|e| {
                !cells.contains(&e)
                    && cells.iter().all(|&x| geo.sees(e, x))
                    && (2..=3).contains(&board.candidates(e).len())
                    && board.candidates(e).is_subset(set)
            });
            !clash && !emptied
        };
        let mut out = Vec::new();
        for (k, &cell) in cells.iter().enumerate() {
            for d in board.candidates(cell).iter() {
                let mut any = false;
                for x in board.candidates(cells[0]).iter() {
                    for y in board.candidates(cells[1]).iter() {
                        for z in board.candidates(cells[2]).iter() {
                            any |= [x, y, z][k] == d && possible([x, y, z]);
                        }
                    }
                }
                if !any {
                    out.push(Candidate::new(cell, d));
                }
            }
        }
        out
    }

    #[test]
    fn the_finder_removes_what_the_rule_read_literally_removes() {
        let mut board = crate::test_util::board(INKALA);
        let steps = crate::solver::Solver::new().solve(&board).steps;
        let mut seen = 0;
        for step in steps {
            for p in find_aligned_triple_exclusions(&board) {
                let got = aligned_triple_exclusion_eliminations(&board, &p);
                assert_eq!(got, by_definition(&board, p.cells), "{}", p.explain());
                assert!(!got.is_empty());
                seen += 1;
            }
            step.apply(&mut board).expect("a sound step");
        }
        assert!(seen > 0, "the walkthrough has aligned triple exclusions");
    }

    #[test]
    fn odd_arguments_are_no_pattern() {
        let board = crate::test_util::after_basics(INKALA);
        let r1c2 = crate::test_util::cell("r1c2");
        let r1c1 = crate::test_util::cell("r1c1");
        let r1c3 = crate::test_util::cell("r1c3");
        assert_eq!(
            is_aligned_triple_exclusion(&board, [r1c2, r1c2, r1c3]),
            None
        );
        // r1c1 holds a given.
        assert_eq!(
            is_aligned_triple_exclusion(&board, [r1c1, r1c2, r1c3]),
            None
        );
    }
}
