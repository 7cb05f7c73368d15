//! One finder for every fish: the basic shapes on rows and columns (the
//! lesson's loops, [`find_line_fish`]), then the franken and mutant fish
//! with boxes among the houses ([`complex`]'s search: looping over every
//! set of 27 houses would take minutes).

use super::complex;
use super::fish::{find_line_fish, max_fish_size, Fish, FishOptions};
use crate::grid::Board;

/// Every fish of `size` base houses (2..=[`max_fish_size`]) of the kinds
/// `options` asks for: [`find_line_fish`]'s list (every basic fish, the
/// finned and sashimi ones that remove something), then the franken and
/// mutant ones: every unfinned one, and the finned ones that remove
/// something within that search's limits (at most
/// [`MAX_FINS`](complex::MAX_FINS) fins, no cover that only doubles up on
/// the others).
///
/// The solver gets this same list, in the same order, from
/// [`find_fish_fast`](super::search::find_fish_fast).
pub fn find_fish(board: &Board, size: usize, options: FishOptions) -> Vec<Fish> {
    let mut out = find_line_fish(board, size, options);
    let in_range = size >= 2 && size <= max_fish_size(board.size(), options);
    if in_range && options.allows_any(FishOptions::COMPLEX) {
        complex::find_complex_fish(board, size, options, &mut out);
    }
    out
}
