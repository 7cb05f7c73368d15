//! The solver's quick test for wings ([`crate::strategies::MayFireNear`]):
//! could a wing through one of the changed cells remove something? It runs
//! the search of [`super::search`] as a probe rooted at each changed cell.

use super::search::Pool;
use super::wing::{MAX_CELLS, MIN_CELLS};
use crate::grid::{Board, CellSet, DigitSet};

/// Is there a wing of `size` cells that uses a cell of `changed` and removes
/// something? (The solver's quick test, see
/// [`MayFireNear`](crate::strategies::MayFireNear): a wing depends only on
/// its own cells' candidates.)
///
/// The full search grows each connected cell set once from its lowest
/// cell. Here each changed cell in turn is the root, and every other cell
/// may join (the ESU growth rule still lists each connected set holding the
/// root once): so only wings through a changed cell are looked at.
pub fn wing_near(board: &Board, size: usize, changed: CellSet) -> bool {
    if !(MIN_CELLS..=MAX_CELLS).contains(&size) || size > board.size() {
        return false;
    }
    let pool = Pool::of(board, size);
    let mut search = pool.search(board, size, None);
    for (root, &c) in pool.cells[..pool.len].iter().enumerate() {
        if !changed.contains(c) {
            continue;
        }
        let others = !(1u128 << root);
        if search.admit(root, 0, DigitSet::EMPTY).is_some() {
            let root_neighbours = pool.neighbours[root];
            search.grow(
                1,
                root_neighbours | (1u128 << root),
                root_neighbours,
                others,
                DigitSet::EMPTY,
                DigitSet::EMPTY,
            );
            if search.hit {
                return true;
            }
        }
    }
    false
}

/// [`wing_near`] for XY- and XYZ-Wings (3 cells; either kind answers yes).
pub fn wing3_near(board: &Board, changed: CellSet) -> bool {
    wing_near(board, 3, changed)
}
/// [`wing_near`] for WXYZ-Wings.
pub fn wing4_near(board: &Board, changed: CellSet) -> bool {
    wing_near(board, 4, changed)
}
/// [`wing_near`] for VWXYZ-Wings.
pub fn wing5_near(board: &Board, changed: CellSet) -> bool {
    wing_near(board, 5, changed)
}
