//! The roof of a deadly pattern, and what it forces: the part the unique
//! rectangles and the unique loops share.
//!
//! A deadly pattern's cells split into a *floor*, holding only the pair
//! `a b`, and a *roof*, holding `a`, `b` and extra digits. Because the
//! pattern must not end up holding only `a b` (the puzzle would have two
//! solutions), the roof must keep an extra digit or break the pair:
//!
//! ```text
//!   type 1   one roof cell:            it is neither a nor b
//!   type 2   one extra digit x:        a roof cell is x, so cells seeing
//!                                      every roof cell are not x
//!   type 3   extras x y on two cells:  they act as one cell holding x y,
//!                                      forming a naked subset with others
//!   type 4   a goes only on the roof   one roof cell is a, so the other
//!            in a house they share:    is not b: neither roof cell is b
//! ```
//!
//! (The rectangles' type 6, an X-Wing on their corners, is theirs alone.)
//!
//! [`roof_subsets`] and [`roof_links`] find what types 3 and 4 need;
//! [`roof_eliminations`] says what each type removes.

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::step::{Highlights, Role};
use crate::strategies::combinations::for_each_combination;

/// The largest number of ordinary cells joining the roof in a type-3 subset
/// (so the subset, roof counted as one cell, has at most four digits).
const MAX_SUBSET_CELLS: usize = 3;

/// The houses two cells share.
fn shared_houses(board: &Board, a: Cell, b: Cell) -> Vec<House> {
    let geo = board.geometry();
    let hb = geo.houses_of(b);
    geo.houses_of(a)
        .into_iter()
        .filter(|h| hb.contains(h))
        .collect()
}

/// The naked subsets two roof cells' `extras` join, acting as one cell: in
/// each house both share, `k` other cells (up to [`MAX_SUBSET_CELLS`]) that
/// with the extras hold only `k + 1` digits. Each subset once, with its
/// digits and every shared house holding all of it (a line and a box when
/// it sits in both: the eliminations go in each). Types 3 of the unique
/// rectangles and loops.
pub(super) fn roof_subsets(
    board: &Board,
    roof0: Cell,
    roof1: Cell,
    extras: DigitSet,
) -> Vec<(CellSet, DigitSet, Vec<House>)> {
    let geo = board.geometry();
    let houses = shared_houses(board, roof0, roof1);
    let roof = CellSet::single(roof0) | CellSet::single(roof1);
    let mut found: Vec<(CellSet, DigitSet)> = Vec::new();
    let mut pool = [Cell::default(); 9];
    for &h in &houses {
        let mut n = 0;
        for &c in geo.house_cells(h) {
            let k = board.candidates(c).len();
            if !roof.contains(c) && (2..=MAX_SUBSET_CELLS + 1).contains(&k) {
                pool[n] = c;
                n += 1;
            }
        }
        for k in 1..=MAX_SUBSET_CELLS.min(n) {
            for_each_combination(&pool[..n], k, |cells| {
                let mut d = extras;
                for &c in cells {
                    d |= board.candidates(c);
                }
                if d.len() != k + 1 {
                    return;
                }
                let set: CellSet = cells.iter().copied().collect();
                if !found.iter().any(|(s, _)| *s == set) {
                    found.push((set, d));
                }
            });
        }
    }
    found
        .into_iter()
        .map(|(set, d)| {
            let inside = houses
                .iter()
                .filter(|&&h| set.is_subset(geo.house(h)))
                .copied()
                .collect();
            (set, d, inside)
        })
        .collect()
}

/// The digits of `digits` that, in a house both roof cells share, go only
/// on those two cells (a strong link), each with those houses, in digit
/// order. Types 4 of the unique rectangles and loops.
pub(super) fn roof_links(
    board: &Board,
    roof0: Cell,
    roof1: Cell,
    digits: DigitSet,
) -> Vec<(u8, Vec<House>)> {
    let geo = board.geometry();
    let roof = CellSet::single(roof0) | CellSet::single(roof1);
    let houses = shared_houses(board, roof0, roof1);
    let mut out = Vec::new();
    for d in digits.iter() {
        // Non-empty: the digit is still open in the house (not placed
        // elsewhere in it), so one of the roof cells must take it.
        let linked: Vec<House> = houses
            .iter()
            .filter(|&&h| {
                let spots = board.digit_cells(d) & geo.house(h);
                !spots.is_empty() && spots.is_subset(roof)
            })
            .copied()
            .collect();
        if !linked.is_empty() {
            out.push((d, linked));
        }
    }
    out
}

/// What the rectangles and the loops share, borrowed from either: the roof
/// of a deadly pattern and the rule that catches it.
pub(super) struct Roof<'p> {
    /// 1: one roof cell; 2: one extra digit; 3: a naked subset; 4: a digit
    /// strongly linked on the roof; 6: an X-Wing on the corners.
    pub rule: u8,
    pub digits: DigitSet,
    pub cells: &'p [Cell],
    pub extras: DigitSet,
    pub subset_cells: &'p [Cell],
    pub subset_digits: DigitSet,
    pub houses: &'p [House],
    pub link_digit: Option<u8>,
}

/// The [`Roof`] of a rectangle or a loop (their fields bear the same
/// names), caught by `rule`.
macro_rules! roof_of {
    ($p:expr, $rule:expr) => {
        Roof {
            rule: $rule,
            digits: $p.digits,
            cells: &$p.roof,
            extras: $p.extras,
            subset_cells: &$p.subset_cells,
            subset_digits: $p.subset_digits,
            houses: &$p.houses,
            link_digit: $p.link_digit,
        }
    };
}
pub(super) use roof_of;

/// What a deadly pattern's roof removes, in cell then digit order.
pub(super) fn roof_eliminations(board: &Board, r: &Roof) -> Vec<Candidate> {
    let geo = board.geometry();
    let roof: CellSet = r.cells.iter().copied().collect();
    let mut out = Vec::new();
    let mut remove = |cells: CellSet, digits: DigitSet| {
        for c in cells {
            for d in (board.candidates(c) & digits).iter() {
                out.push(Candidate::new(c, d));
            }
        }
    };
    match (r.rule, r.link_digit) {
        // The lone roof cell can hold neither digit of the pair.
        (1, _) => remove(roof, r.digits),
        // One roof cell is the extra digit: cells seeing all of them lose it.
        (2, _) => remove(geo.common_peers(roof), r.extras),
        (3, _) => {
            let subset: CellSet = r.subset_cells.iter().copied().collect();
            for &h in r.houses {
                remove(geo.house(h) - roof - subset, r.subset_digits);
            }
        }
        (4, Some(d)) => remove(roof, r.digits - DigitSet::single(d)),
        (6, Some(d)) => remove(roof, DigitSet::single(d)),
        _ => {}
    }
    out.sort();
    out.dedup();
    out
}

/// The roof's extra candidates, or for type 3 the naked subset they join.
pub(super) fn highlight_roof(h: &mut Highlights, board: &Board, r: &Roof) {
    if r.rule == 3 {
        for &c in r.cells {
            h.candidates(board, c, r.extras, Role::ColorA);
        }
        for &c in r.subset_cells {
            h.candidates(board, c, r.subset_digits, Role::ColorA);
        }
    } else {
        for &c in r.cells {
            h.candidates(board, c, r.extras, Role::Fin);
        }
    }
}
