//! The solver's quick tests for naked, locked and hidden subsets (see
//! [`crate::strategies::MayFireNear`]): after a step changed a few cells,
//! could a subset now remove something? A naked subset depends only on its
//! cells' candidates, a hidden one only on the candidates of its house, so
//! only houses holding a changed cell are searched, by the finders' own
//! scan.
//!
//! Asked about every cell, each test says yes exactly when the finder has a
//! productive instance (checked below on the oracle positions).

use super::hidden_subsets::{hidden_subset_eliminations, scan_hidden_subsets};
use super::naked_subsets::{naked_subset_eliminations, scan_subsets};
use crate::grid::{Board, CellSet};

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
