//! The solver's quick tests for locked candidates (see
//! [`crate::strategies::MayFireNear`]): after a step changed a few cells,
//! could a pointing or claiming instance now remove something? Whether an
//! instance is there depends only on the digit's cells in its base house,
//! so only base houses holding a changed cell are looked at.
//!
//! Asked about every cell, each test says yes exactly when the finder has a
//! productive instance (checked below on the oracle positions).

use super::locked_candidates::LockedKind;
use crate::grid::{Board, CellSet};

/// Could a pointing instance whose box holds a cell of `changed` remove
/// something? (It depends only on the digit's cells in its box.)
pub fn pointing_near(board: &Board, changed: CellSet) -> bool {
    near(board, changed, LockedKind::Pointing)
}

/// Could a claiming instance whose line holds a cell of `changed` remove
/// something? (It depends only on the digit's cells in its line.)
pub fn claiming_near(board: &Board, changed: CellSet) -> bool {
    near(board, changed, LockedKind::Claiming)
}

/// Could an instance of `kind` whose base house holds a cell of `changed`
/// remove something?
fn near(board: &Board, changed: CellSet, kind: LockedKind) -> bool {
    let geo = board.geometry();
    let n = geo.size;
    let bases = match kind {
        LockedKind::Pointing => geo.boxes(),
        LockedKind::Claiming => geo.lines(),
    };
    for base in bases {
        if !changed.intersects(geo.house(base)) {
            continue;
        }
        for d in 1..=n as u8 {
            let in_base = board.digit_cells(d) & geo.house(base);
            if in_base.len() < 2 {
                continue;
            }
            // The one cover house holding them all, if any.
            let Some(first) = in_base.first() else {
                continue;
            };
            for cover in geo.houses_of(first) {
                if cover != base
                    && in_base.is_subset(geo.house(cover))
                    && !((board.digit_cells(d) & geo.house(cover)) - geo.house(base)).is_empty()
                {
                    return true;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::intersections::locked_candidates::{Claiming, Pointing};
    use crate::test_util::{productive, walkthrough_boards};

    #[test]
    fn asked_about_every_cell_the_tests_match_the_finders() {
        let Some(walkthroughs) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt is absent");
            return;
        };
        let mut yes = [0, 0];
        for board in walkthroughs.iter().flatten() {
            let all = board.geometry().all_cells;
            let pointing = pointing_near(board, all);
            let claiming = claiming_near(board, all);
            assert_eq!(pointing, !productive::<Pointing>(board).is_empty());
            assert_eq!(claiming, !productive::<Claiming>(board).is_empty());
            yes[0] += usize::from(pointing);
            yes[1] += usize::from(claiming);
            // Nothing changed: nothing new to find.
            assert!(!pointing_near(board, CellSet::EMPTY));
            assert!(!claiming_near(board, CellSet::EMPTY));
        }
        assert!(yes[0] > 0 && yes[1] > 0, "{yes:?}");
    }
}
