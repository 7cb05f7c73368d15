//! # Aligned Exclusion: two or three cells, and the cells that see them all
//!
//! Take two empty cells A and B that see each other (one house holds both).
//! In the solution they hold some pair of digits (a, b): a candidate of A,
//! a candidate of B, and a != b. A pair is impossible when a cell C that
//! sees both A and B has no candidate outside {a, b}: with A = a and B = b,
//! C would be left empty. A candidate of A (or B) that belongs to no
//! possible pair is false.
//!
//! ```text
//!   A {1,2,3}  B {1,2}   (same row)       pairs (A,B): 1-2, 2-1, 3-1, 3-2
//!   C {2,3} sees A and B                  C rules out 3-2
//!   D {1,3} sees A and B                  D rules out 3-1
//!   so A<>3: no pair is left with A = 3
//! ```
//!
//! The **triple** form is the same with three empty cells A, B, C (they
//! need not see each other): a triple of digits (a, b, c), one candidate
//! each, with different digits in cells that see each other, is impossible
//! when a cell seeing all three has no candidate outside {a, b, c}.
//!
//! ```text
//!   A {1,2}  B {1,3}  C {2,3,4}      E {1,2}, F {1,3}, G {2,3} see A, B and C
//!   (a,b,c) = (1,3,2): G empty; (2,1,3): G empty; (2,3,..)...
//!   whatever is left decides which candidates stay
//! ```
//!
//! One rule, a size: `size` cells (2 or 3) and the excluding cells that see
//! them all, with 2 to `size` candidates (a cell with one candidate left is
//! a single, taken long before; one with more than `size` can never be
//! emptied by `size` digits).
//!
//! Source: Sudoku Explainer's Aligned Pair and Aligned Triple Exclusion
//! (Nicolas Juillerat, 2006-2007, rated 6.2 and 7.5 there); the code and
//! wording are this project's own.
//!
//! ## What is in this file
//!
//! The two declarations, [`AlignedExclusion`], the predicate
//! [`is_aligned_exclusion`], the plain finder [`find_aligned_exclusions`]
//! (the productive instances: every two cells that see each other, or three
//! cells around an excluding cell, form an "instance", so only those that
//! remove something are listed), [`aligned_exclusion_eliminations`], how an
//! instance is drawn and explained, the two `strategy!` lines, and the
//! tests.

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::lang::says::{BasicSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Cost, Decl, Family, LeftOut, Level, Se, Times};
use serde::Serialize;
use std::collections::BTreeSet;

/// Why the default solvers leave the aligned pair and triple exclusions
/// out: measured with `explain --threads 1 --strategies` (the default list
/// plus both) on magictour's top1465.
pub const SLOW_ALIGNED_EXCLUSIONS: LeftOut = LeftOut::SlowExplainers(Cost {
    times: Times(26),
    steps: 99,
    puzzles: 75,
});

/// The Aligned Pair Exclusion's declaration: not a HoDoKu technique, scored
/// as the Sue de Coq it resembles.
pub const ALIGNED_PAIR_EXCLUSION: Decl = Decl::new(
    "aligned-pair-exclusion",
    "Aligned Pair Exclusion",
    "アラインドペア・エクスクルージョン",
    Family::Subsets,
    250,
    Level::Hard,
    Se::Fixed(62),
)
.left_out(SLOW_ALIGNED_EXCLUSIONS);

/// The Aligned Triple Exclusion's declaration (scored as the pair).
pub const ALIGNED_TRIPLE_EXCLUSION: Decl = Decl::new(
    "aligned-triple-exclusion",
    "Aligned Triple Exclusion",
    "アラインドトリプル・エクスクルージョン",
    Family::Subsets,
    250,
    Level::Hard,
    Se::Fixed(75),
)
.left_out(SLOW_ALIGNED_EXCLUSIONS);

/// One combination of digits the cells cannot hold (a digit per cell, in
/// the order of the cells), and the cell seeing them all that it would
/// leave empty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exclusion {
    pub digits: Vec<u8>,
    pub by: Cell,
}

/// Two or three cells, the combinations the cells seeing them all rule out,
/// and the candidates left in no possible combination.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlignedExclusion {
    pub cells: Vec<Cell>,
    /// The combinations ruled out by a cell (those with equal digits in
    /// cells that see each other are ruled out by those cells, not listed).
    pub excluded: Vec<Exclusion>,
    /// Per cell, its candidates that belong to no possible combination.
    pub removed: Vec<DigitSet>,
}

impl AlignedExclusion {
    /// 2 (a pair) or 3 (a triple).
    pub fn size(&self) -> usize {
        self.cells.len()
    }
}

/// Do `cells` (two that see each other, or three; distinct, empty, two
/// candidates or more each) form an aligned exclusion that removes
/// something? The first excluding cell (reading order) is named for each
/// combination ruled out.
pub fn is_aligned_exclusion(board: &Board, cells: &[Cell]) -> Option<AlignedExclusion> {
    let geo = board.geometry();
    let size = cells.len();
    if !(2..=3).contains(&size) {
        return None;
    }
    let mut base = CellSet::EMPTY;
    for &c in cells {
        if !geo.contains(c) || board.value(c).is_some() || base.contains(c) {
            return None;
        }
        base.insert(c);
    }
    // Fixed arrays, not vectors: the finder asks this of thousands of
    // groups per board.
    let mut cands = [DigitSet::EMPTY; 3];
    for (k, &c) in cells.iter().enumerate() {
        cands[k] = board.candidates(c);
    }
    if cands[..size].iter().any(|ds| ds.len() < 2) || (size == 2 && !geo.sees(cells[0], cells[1])) {
        return None;
    }
    let mut seeing_all = board.empty_cells() - base;
    for &c in cells {
        seeing_all &= geo.peers(c);
    }
    let mut excluders = CellSet::EMPTY;
    for e in seeing_all {
        if (2..=size).contains(&board.candidates(e).len()) {
            excluders.insert(e);
        }
    }
    // Without a cell to empty, nothing is ruled out but what the cells rule
    // out among themselves (a locked set, not this pattern).
    if excluders.is_empty() {
        return None;
    }
    let excluder = |digits: &[u8]| {
        let set = digits
            .iter()
            .fold(DigitSet::EMPTY, |s, &d| s | DigitSet::single(d));
        excluders
            .iter()
            .find(|&e| board.candidates(e).is_subset(set))
    };
    // First only whether it removes something (most groups do not), with
    // nothing kept; then, for those that do, the combinations ruled out.
    let used = if size == 3 {
        used_in_triples(board, cells, &cands, excluders)
    } else {
        let mut used = [DigitSet::EMPTY; 3];
        combine(board, cells, &cands, &mut |digits| {
            if excluder(digits).is_none() {
                for (u, &d) in used.iter_mut().zip(digits) {
                    u.insert(d);
                }
            }
        });
        used
    };
    if (0..size).all(|k| cands[k] == used[k]) {
        return None;
    }
    let mut excluded: Vec<([u8; 3], Cell)> = Vec::new();
    combine(board, cells, &cands, &mut |digits| {
        if let Some(by) = excluder(digits) {
            let mut ds = [0u8; 3];
            ds[..digits.len()].copy_from_slice(digits);
            excluded.push((ds, by));
        }
    });
    Some(AlignedExclusion {
        cells: cells.to_vec(),
        excluded: excluded
            .into_iter()
            .map(|(ds, by)| Exclusion {
                digits: ds[..size].to_vec(),
                by,
            })
            .collect(),
        removed: (0..size).map(|k| cands[k] - used[k]).collect(),
    })
}

/// Per cell of a triple, its candidates in some combination no excluder
/// rules out: what [`combine`] would visit, but a whole third cell at a
/// time. With `x` and `y` in the first two cells, an excluder rules out `z`
/// in the third when its digits less `x` and `y` are `z` alone, and every
/// `z` when they are none.
fn used_in_triples(
    board: &Board,
    cells: &[Cell],
    cands: &[DigitSet; 3],
    excluders: CellSet,
) -> [DigitSet; 3] {
    let geo = board.geometry();
    let mut holds = [DigitSet::EMPTY; 20];
    let mut n = 0;
    for e in excluders {
        if n < holds.len() {
            holds[n] = board.candidates(e);
            n += 1;
        }
    }
    let holds = &holds[..n];
    let (sees01, sees02, sees12) = (
        geo.sees(cells[0], cells[1]),
        geo.sees(cells[0], cells[2]),
        geo.sees(cells[1], cells[2]),
    );
    let mut used = [DigitSet::EMPTY; 3];
    for x in cands[0].iter() {
        for y in cands[1].iter().filter(|&y| x != y || !sees01) {
            let xy = DigitSet::single(x) | DigitSet::single(y);
            let mut out = DigitSet::EMPTY;
            if sees02 {
                out.insert(x);
            }
            if sees12 {
                out.insert(y);
            }
            let mut zs = cands[2] - out;
            for &h in holds {
                let rest = h - xy;
                match rest.len() {
                    0 => zs = DigitSet::EMPTY,
                    1 => zs = zs - rest,
                    _ => {}
                }
            }
            if !zs.is_empty() {
                used[0].insert(x);
                used[1].insert(y);
                used[2] |= zs;
            }
        }
    }
    used
}

/// Calls `visit` with every combination of one candidate per cell (in the
/// cells' order, each cell's candidates ascending) that puts different
/// digits in cells that see each other: two or three nested loops.
fn combine(board: &Board, cells: &[Cell], cands: &[DigitSet; 3], visit: &mut impl FnMut(&[u8])) {
    let geo = board.geometry();
    let differ = |i: usize, j: usize, a: u8, b: u8| a != b || !geo.sees(cells[i], cells[j]);
    for x in cands[0].iter() {
        for y in cands[1].iter().filter(|&y| differ(0, 1, x, y)) {
            if cells.len() == 2 {
                visit(&[x, y]);
                continue;
            }
            for z in cands[2]
                .iter()
                .filter(|&z| differ(0, 2, x, z) && differ(1, 2, y, z))
            {
                visit(&[x, y, z]);
            }
        }
    }
}

/// Every aligned exclusion of `size` cells (2 or 3) that removes something:
/// for pairs, every two empty cells that see each other; for triples, every
/// three empty cells (two candidates or more each) that some cell of two or
/// three candidates sees. In reading order of the cells (the first cell
/// first).
pub fn find_aligned_exclusions(board: &Board, size: usize) -> Vec<AlignedExclusion> {
    let geo = board.geometry();
    let empty = board.empty_cells();
    // Groups as cell indices in reading order (a pair's third is unused).
    let mut groups: BTreeSet<[u8; 3]> = BTreeSet::new();
    match size {
        2 => {
            for a in empty.iter() {
                for b in (geo.peers(a) & empty)
                    .iter()
                    .filter(|b| b.index() > a.index())
                {
                    groups.insert([a.index() as u8, b.index() as u8, 0]);
                }
            }
        }
        3 => {
            let open: CellSet = empty
                .iter()
                .filter(|&x| board.candidates(x).len() >= 2)
                .collect();
            for e in empty.iter() {
                if !(2..=3).contains(&board.candidates(e).len()) {
                    continue;
                }
                let around: Vec<Cell> = (geo.peers(e) & open).iter().collect();
                for (i, &p) in around.iter().enumerate() {
                    for (j, &q) in around.iter().enumerate().skip(i + 1) {
                        for &r in &around[j + 1..] {
                            groups.insert([p.index() as u8, q.index() as u8, r.index() as u8]);
                        }
                    }
                }
            }
        }
        _ => {}
    }
    groups
        .into_iter()
        .filter_map(|g| {
            let cells = g.map(Cell::from_index);
            is_aligned_exclusion(board, &cells[..size])
        })
        .collect()
}

/// The candidates in no possible combination, still on the board.
pub fn aligned_exclusion_eliminations(board: &Board, p: &AlignedExclusion) -> Vec<Candidate> {
    removed_candidates(p)
        .filter(|c| board.has_candidate(c.cell, c.digit))
        .collect()
}

/// Each cell's candidates in no possible combination.
fn removed_candidates(p: &AlignedExclusion) -> impl Iterator<Item = Candidate> + '_ {
    p.cells
        .iter()
        .zip(&p.removed)
        .flat_map(|(&c, ds)| ds.iter().map(move |d| Candidate::new(c, d)))
}

/// The aligned pairs (the finder of [`AlignedPairExclusions`]).
pub fn find_aligned_pair_exclusions(board: &Board) -> Vec<AlignedExclusion> {
    find_aligned_exclusions(board, 2)
}

/// The aligned triples (the finder of [`AlignedTripleExclusions`]).
pub fn find_aligned_triple_exclusions(board: &Board) -> Vec<AlignedExclusion> {
    find_aligned_exclusions(board, 3)
}

impl Pattern for AlignedExclusion {
    fn strategy(&self) -> &'static str {
        if self.size() == 2 {
            ALIGNED_PAIR_EXCLUSION.id
        } else {
            ALIGNED_TRIPLE_EXCLUSION.id
        }
    }

    /// The cells and their candidates as `Pattern`, the excluding cells as
    /// `ColorA`, named in the legend.
    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &c in &self.cells {
            h.cell(c, Role::Pattern);
            h.candidates(board, c, board.candidates(c), Role::Pattern);
        }
        for e in &self.excluded {
            h.cell(e.by, Role::ColorA);
        }
        h.name(Mark::Cell(Role::Pattern), Label::AlignedCells(self.size()))
            .name(Mark::Candidate(Role::Pattern), Label::TheirCandidates)
            .name(Mark::Cell(Role::ColorA), Label::EmptyUnder(self.size()));
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Basic(BasicSays::AlignedExclusion {
            cells: self.cells.clone(),
            excluded: self
                .excluded
                .iter()
                .map(|e| (e.digits.clone(), e.by))
                .collect(),
            gone: removed_candidates(self).collect(),
        }))
    }
}

strategy!(
    /// Aligned Pair Exclusion.
    AlignedPairExclusions: AlignedExclusion = find_aligned_pair_exclusions,
        eliminates aligned_exclusion_eliminations, listing = Listing::Productive
);

strategy!(
    /// Aligned Triple Exclusion.
    AlignedTripleExclusions: AlignedExclusion = find_aligned_triple_exclusions,
        eliminates aligned_exclusion_eliminations, listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{after_basics, cell};

    /// Arto Inkala's "world's hardest" puzzle (2012, puzzles/worlds-hardest.txt).
    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// The rule read literally for one group of cells: which candidates
    /// belong to no combination (a digit per cell, equal digits only in
    /// cells that do not see each other) that leaves every cell seeing them
    /// all (with 2 to `size` candidates) a candidate.
    fn by_definition(board: &Board, cells: &[Cell]) -> Vec<Candidate> {
        let geo = board.geometry();
        let n = cells.len();
        let possible = |ds: &[u8]| {
            let set = ds
                .iter()
                .fold(DigitSet::EMPTY, |s, &d| s | DigitSet::single(d));
            let clash =
                (0..n).any(|i| (i + 1..n).any(|j| ds[i] == ds[j] && geo.sees(cells[i], cells[j])));
            let emptied = board.empty_cells().iter().any(|e| {
                !cells.contains(&e)
                    && cells.iter().all(|&x| geo.sees(e, x))
                    && (2..=n).contains(&board.candidates(e).len())
                    && board.candidates(e).is_subset(set)
            });
            !clash && !emptied
        };
        // Every combination, by counting through the candidate lists.
        let lists: Vec<Vec<u8>> = cells
            .iter()
            .map(|&c| board.candidates(c).iter().collect())
            .collect();
        let total: usize = lists.iter().map(Vec::len).product();
        let mut alive = vec![DigitSet::EMPTY; n];
        for mut k in 0..total {
            let mut ds = Vec::with_capacity(n);
            for l in &lists {
                ds.push(l[k % l.len()]);
                k /= l.len();
            }
            if possible(&ds) {
                for (a, &d) in alive.iter_mut().zip(&ds) {
                    a.insert(d);
                }
            }
        }
        let mut out = Vec::new();
        for (i, &c) in cells.iter().enumerate() {
            for d in (board.candidates(c) - alive[i]).iter() {
                out.push(Candidate::new(c, d));
            }
        }
        out
    }

    #[test]
    fn pairs_remove_what_the_rule_read_literally_removes() {
        // Every position of the puzzle's walkthrough, every two cells that
        // see each other.
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
                    let got = is_aligned_exclusion(&board, &[a, b])
                        .map(|p| aligned_exclusion_eliminations(&board, &p))
                        .unwrap_or_default();
                    assert_eq!(got, by_definition(&board, &[a, b]), "{a} {b}");
                    here += usize::from(!got.is_empty());
                }
            }
            let found = find_aligned_exclusions(&board, 2);
            assert_eq!(found.len() * 2, here, "each unordered pair once");
            seen += here;
            step.apply(&mut board).expect("a sound step");
        }
        assert!(seen > 0, "the walkthrough has aligned pair exclusions");
    }

    #[test]
    fn triples_remove_what_the_rule_read_literally_removes() {
        let mut board = crate::test_util::board(INKALA);
        let steps = crate::solver::Solver::new().solve(&board).steps;
        let mut seen = 0;
        for step in steps {
            for p in find_aligned_exclusions(&board, 3) {
                let got = aligned_exclusion_eliminations(&board, &p);
                assert_eq!(got, by_definition(&board, &p.cells), "{}", p.explain());
                assert!(!got.is_empty());
                seen += 1;
            }
            step.apply(&mut board).expect("a sound step");
        }
        assert!(seen > 0, "the walkthrough has aligned triple exclusions");
    }

    #[test]
    fn odd_arguments_are_no_pattern() {
        let board = after_basics(INKALA);
        let (r1c1, r1c2, r1c3) = (cell("r1c1"), cell("r1c2"), cell("r1c3"));
        assert_eq!(is_aligned_exclusion(&board, &[r1c2, r1c2]), None);
        assert_eq!(is_aligned_exclusion(&board, &[r1c2, r1c2, r1c3]), None);
        // r1c1 holds a given.
        assert_eq!(is_aligned_exclusion(&board, &[r1c1, r1c2]), None);
        assert_eq!(is_aligned_exclusion(&board, &[r1c1, r1c2, r1c3]), None);
        // A pair must see each other: r1c2 and r2c4 do not.
        assert_eq!(is_aligned_exclusion(&board, &[r1c2, cell("r2c4")]), None);
        // One cell, or four, is no size.
        assert_eq!(is_aligned_exclusion(&board, &[r1c2]), None);
        assert!(find_aligned_exclusions(&board, 4).is_empty());
        assert!(find_aligned_exclusions(&Board::empty(4).unwrap(), 2).is_empty());
    }
}
