//! The solver's quick tests for naked, locked and hidden subsets (see
//! [`crate::strategies::MayFireNear`]): after a step changed a few cells,
//! could a subset now remove something? A naked subset depends only on its
//! cells' candidates, a hidden one only on the candidates of its house, so
//! only houses holding a changed cell are searched, by the finders' own
//! scan.
//!
//! Asked about every cell, each test says yes exactly when the finder has a
//! productive instance (checked below on the oracle positions).
//!
//! Also the aligned exclusions' first instance, found without listing every
//! group of cells first (what SE's walk asks of the triple at each position
//! past its chains).

use super::aligned_exclusion::{
    is_aligned_exclusion, AlignedExclusion, AlignedPairExclusions, AlignedTripleExclusions,
};
use super::hidden_subsets::{hidden_subset_eliminations, scan_hidden_subsets};
use super::naked_subsets::{naked_subset_eliminations, scan_subsets};
use crate::grid::{Board, Cell, CellSet};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::Effects;

/// Could a naked subset of `SIZE` cells using a cell of `changed` remove
/// something? (A naked subset depends only on its cells' candidates.) Only
/// houses holding a changed cell are searched.
pub fn naked_subsets_near<const SIZE: usize>(board: &Board, changed: CellSet) -> bool {
    subsets_near(board, SIZE, false, changed)
}

/// [`naked_subsets_near`] for locked pairs and triples.
pub fn locked_subsets_near<const SIZE: usize>(board: &Board, changed: CellSet) -> bool {
    subsets_near(board, SIZE, true, changed)
}

/// Could a subset of `size` cells, `locked` or not, with a cell of
/// `changed` remove something?
fn subsets_near(board: &Board, size: usize, locked: bool, changed: CellSet) -> bool {
    let near = changed & board.empty_cells();
    scan_subsets(board, size, locked, Some(near))
        .iter()
        .any(|p| !naked_subset_eliminations(board, p).is_empty())
}

/// Could a hidden subset of `SIZE` digits in a house holding a cell of
/// `changed` remove something? (A hidden subset depends only on the
/// candidates of its house.) Only those houses are searched.
pub fn hidden_subsets_near<const SIZE: usize>(board: &Board, changed: CellSet) -> bool {
    scan_hidden_subsets(board, SIZE, Some(changed))
        .iter()
        .any(|p| !hidden_subset_eliminations(board, p).is_empty())
}

/// The first aligned exclusion of `size` cells in the finder's order (the
/// cells' indices in reading order), without listing the groups first:
/// pairs of empty cells that see each other; triples of cells with two
/// candidates or more that some cell of two or three candidates sees (a
/// group none sees is passed over before the rule is tried on it).
///
/// With `near`, only the groups that use one of those cells, as a cell of
/// the group or as a cell seeing it all: the quick test (an exclusion
/// depends only on the candidates of its cells and of the cells seeing
/// them all).
pub(crate) fn first_aligned_exclusion(
    board: &Board,
    size: usize,
    near: Option<CellSet>,
) -> Option<AlignedExclusion> {
    let geo = board.geometry();
    let empty = board.empty_cells();
    // Does a group with these cells (`group`) and these cells seeing it all
    // (`seeing`) use a cell of `near`?
    let uses = |group: CellSet, seeing: CellSet| {
        near.map_or(true, |n| n.intersects(group) || n.intersects(seeing))
    };
    if size == 2 {
        for a in empty {
            for b in geo.peers(a) & empty {
                let pair = CellSet::single(a) | CellSet::single(b);
                if b.index() > a.index() && uses(pair, geo.peers(a) & geo.peers(b)) {
                    if let Some(p) = is_aligned_exclusion(board, &[a, b]) {
                        return Some(p);
                    }
                }
            }
        }
        return None;
    }
    let mut open = CellSet::EMPTY;
    let mut excluders = CellSet::EMPTY;
    for c in empty {
        match board.candidates(c).len() {
            0 | 1 => {}
            n => {
                open.insert(c);
                if n <= 3 {
                    excluders.insert(c);
                }
            }
        }
    }
    // The cells after `c` in reading order.
    let after = |c: Cell| CellSet(!0u128 << (c.index() + 1));
    for p in open {
        let sees_p = geo.peers(p) & excluders;
        if sees_p.is_empty() {
            continue;
        }
        for q in open & after(p) {
            let sees_pq = sees_p & geo.peers(q);
            if sees_pq.is_empty() {
                continue;
            }
            // The thirds that a cell of `sees_pq` sees, in reading order.
            let mut thirds = CellSet::EMPTY;
            for e in sees_pq {
                thirds |= geo.peers(e);
            }
            let common_pq = geo.peers(p) & geo.peers(q);
            let pair = CellSet::single(p) | CellSet::single(q);
            // A pair that uses no cell of `near` needs a third that does
            // (or a cell seeing all three that does, which also sees p, q).
            let pair_near = near.map_or(true, |n| n.intersects(pair));
            for r in thirds & open & after(q) {
                if !pair_near && !uses(pair | CellSet::single(r), common_pq & geo.peers(r)) {
                    continue;
                }
                if let Some(x) = is_aligned_exclusion(board, &[p, q, r]) {
                    return Some(x);
                }
            }
        }
    }
    None
}

/// Could an aligned exclusion of `SIZE` cells using a cell of `changed`
/// remove something? Only the groups using one are tried.
pub fn aligned_exclusions_near<const SIZE: usize>(board: &Board, changed: CellSet) -> bool {
    first_aligned_exclusion(board, SIZE, Some(changed)).is_some()
}

impl FastFirst for AlignedPairExclusions {
    /// The first pair in the finder's order.
    fn first(board: &Board, _: &mut Caches) -> Option<(AlignedExclusion, Effects)> {
        let p = first_aligned_exclusion(board, 2, None)?;
        first_or_search::<Self>(board, p)
    }
}

impl FastFirst for AlignedTripleExclusions {
    /// The first triple in the finder's order.
    fn first(board: &Board, _: &mut Caches) -> Option<(AlignedExclusion, Effects)> {
        let p = first_aligned_exclusion(board, 3, None)?;
        first_or_search::<Self>(board, p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::subsets::hidden_subsets::HiddenSubsets;
    use crate::strategies::subsets::naked_subsets::{LockedSubsets, NakedSubsets};
    use crate::test_util::{productive, walkthrough_boards};

    #[test]
    fn asked_about_every_cell_the_tests_match_the_finders() {
        let Some(walkthroughs) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt is absent");
            return;
        };
        let mut yes = 0;
        for board in walkthroughs.iter().flatten() {
            let all = board.geometry().all_cells;
            let answers = [
                locked_subsets_near::<2>(board, all),
                locked_subsets_near::<3>(board, all),
                naked_subsets_near::<2>(board, all),
                naked_subsets_near::<3>(board, all),
                naked_subsets_near::<4>(board, all),
                hidden_subsets_near::<2>(board, all),
                hidden_subsets_near::<3>(board, all),
                hidden_subsets_near::<4>(board, all),
            ];
            let by_find = [
                !productive::<LockedSubsets<2>>(board).is_empty(),
                !productive::<LockedSubsets<3>>(board).is_empty(),
                !productive::<NakedSubsets<2>>(board).is_empty(),
                !productive::<NakedSubsets<3>>(board).is_empty(),
                !productive::<NakedSubsets<4>>(board).is_empty(),
                !productive::<HiddenSubsets<2>>(board).is_empty(),
                !productive::<HiddenSubsets<3>>(board).is_empty(),
                !productive::<HiddenSubsets<4>>(board).is_empty(),
            ];
            assert_eq!(answers, by_find, "{}", board.to_line());
            yes += answers.iter().filter(|&&a| a).count();
            // Nothing changed: nothing new to find.
            assert!(!naked_subsets_near::<2>(board, CellSet::EMPTY));
            assert!(!hidden_subsets_near::<2>(board, CellSet::EMPTY));
        }
        assert!(yes > 0);
    }
}
