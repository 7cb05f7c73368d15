//! SE ratings that read a pattern's shape: the uniqueness steps (how big
//! a loop, how many digits in a type 3 subset), the turbot fish (which
//! strong links) and the wings (which cell is the ALS's biggest). The
//! table they belong to is in [`super::se`].

use super::se::{base, length_bonus, Tenths};
use crate::grid::{Board, DigitSet};
use crate::strategies::single_digit::turbot_fish::{ChainShape, SingleDigitChain};
use crate::strategies::uniqueness::{UniqueLoop, UniqueRectangle};
use crate::strategies::wings::Wing;

/// A unique rectangle type 3: 4.5, plus 0.1 per digit of its naked subset
/// beyond the first (SE 1.2.1's rule for the rectangles' type 3).
pub fn unique_rectangle3_tenths(u: &UniqueRectangle) -> Tenths {
    45 + (u.subset_digits.len().max(2) as Tenths - 1)
}

/// Sukaku Explainer's unique loops: 4.5, plus 0.1 for six cells, 0.2 for
/// eight and 0.5 for ten or more (its rule adds 0.3 and 0.2 from ten on);
/// type 3 adds 0.1 per digit of its subset beyond the first.
pub fn unique_loop_tenths(u: &UniqueLoop) -> Tenths {
    let size = match u.cells.len() {
        n if n >= 10 => 5,
        8 => 2,
        6 => 1,
        _ => 0,
    };
    let subset = if u.kind == 3 {
        u.subset_digits.len().max(2) as Tenths - 1
    } else {
        0
    };
    45 + size + subset
}

/// Skyscraper 4.0, 2-String Kite 4.1, other turbot fish 4.2 (Sukaku
/// Explainer's `TurbotFishHint`).
pub fn turbot_tenths(c: &SingleDigitChain) -> Tenths {
    match c.shape {
        ChainShape::Skyscraper => 40,
        ChainShape::TwoStringKite => 41,
        ChainShape::TurbotFish => 42,
    }
}

/// XY- and XYZ-Wings as SE (4.2, 4.4). Sukaku Explainer's WXYZ- and
/// VWXYZ-Wings are an almost locked set of three or four cells that all see
/// each other, plus one bivalue cell (`WXYZWing`, `VWXYZWing`): 5.5 and 6.2,
/// plus 0.1 per step the ALS's biggest cell is from the extremes (two
/// candidates, or the wing's size) (`WXYZWingHint`, `VWXYZWingHint`). This
/// project's wings of other shapes are chains through every cell for SE:
/// two candidates a cell, links of both kinds.
pub fn wing_tenths(board: &Board, w: &Wing) -> Tenths {
    if w.size == 3 {
        return if w.hinge_holds_z() { 44 } else { 42 };
    }
    match se_wing_biggest(board, w) {
        Some(biggest) => {
            let (base, size) = if w.size == 4 { (55, 4) } else { (62, 5) };
            let middle = (size + 2) / 2;
            let adjust = (size - middle) - (middle - biggest as i32).abs();
            (base + adjust.max(0)) as Tenths
        }
        None => base::XY_CHAIN + length_bonus(2 * w.size),
    }
}

/// If the wing is one of Sukaku Explainer's shape (a bivalue cell, the
/// other cells all seeing each other), the candidate count of the biggest
/// of those other cells.
pub fn se_wing_biggest(board: &Board, w: &Wing) -> Option<usize> {
    let geo = board.geometry();
    let cells = w.cells();
    let digits: Vec<DigitSet> = std::iter::once(w.hinge_digits)
        .chain(w.wing_digits.iter().copied())
        .collect();
    (0..cells.len())
        .filter(|&b| digits[b].len() == 2)
        .filter_map(|b| {
            let others: Vec<usize> = (0..cells.len()).filter(|&i| i != b).collect();
            let peers = others.iter().all(|&i| {
                others
                    .iter()
                    .all(|&j| i == j || geo.sees(cells[i], cells[j]))
            });
            peers.then(|| others.iter().map(|&i| digits[i].len()).max().unwrap_or(2))
        })
        .max_by_key(|&biggest| (biggest as i32 - 3).abs())
}
