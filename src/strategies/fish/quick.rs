//! # The quick test for fish (the solver's `digit_near`)
//!
//! The solver runs each fish strategy digit by digit and remembers, for each
//! digit, the candidates it had when the strategy last found nothing there.
//! A fish whose base lines all kept their candidates since was already there,
//! with the same fins and covers, and removed then all it removes now (cover
//! cells only lose candidates): nothing. So only a fish with a base line
//! through a cell that lost the digit can be new; the search looks for those
//! alone (see [`DigitNear`](crate::strategies::DigitNear)).

use super::find::FishStrategy;
use super::fish::FishOptions;
use super::search::line_fish;
use crate::grid::{Board, CellSet};

/// Is there a fish of rows and columns of `size` and a kind of `options` on
/// `digit` that removes something and has a base line through a cell in
/// `changed`?
pub fn line_fish_near(
    board: &Board,
    size: usize,
    options: FishOptions,
    digit: u8,
    changed: CellSet,
) -> bool {
    let mut found = false;
    if size >= 2 && 2 * size <= board.size() {
        line_fish(board, size, options, Some((digit, changed)), &mut |_| {
            found = true;
            true
        });
    }
    found
}

impl<const N: usize, const KIND: u8> FishStrategy<N, KIND> {
    /// The solver's quick test on one digit (fish of rows and columns only:
    /// see [`line_fish_near`]).
    pub fn may_fire_on_digit_near(board: &Board, digit: u8, changed: CellSet) -> bool {
        line_fish_near(board, N, Self::options(), digit, changed)
    }
}
