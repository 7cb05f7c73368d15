//! Sudoku Explainer's *singles* and *direct* techniques: the placements SE
//! rates below 2.6, found here because this project's strategies do not
//! name them.
//!
//! SE rates a single by where it is found (last value of a house 1.0,
//! hidden single in a box 1.2, in a row or column 1.5, naked single 2.3),
//! and it has "direct" versions of two eliminations: the elimination is
//! not made, only the hidden single it would create is placed.
//!
//! ```text
//!   direct pointing (1.7): in box 1 the 5s lie in row 1, so row 1 loses
//!   its other 5s; if that leaves box 2 one place for 5, place it there.
//!   (Direct claiming 1.9: the same from a line into a box, the single in
//!   another line.)
//!
//!   direct hidden pair (2.0) / triple (2.5): digits 3 and 7 fill two cells
//!   of row 4; if a third digit then has one place left in row 4, place it.
//! ```
//!
//! Source: Sudoku Explainer 1.2.1 (Nicolas Juillerat), its `HiddenSingle`,
//! `Locking` (direct mode) and `HiddenSet` (direct mode) rules.

use super::se::Tenths;
use crate::grid::{Board, Candidate, CellSet, House, HouseKind, Houses};

/// The easiest single SE would place: a house's last empty cell (1.0), a
/// hidden single in a box (1.2), in a row or column (1.5).
pub fn easiest_hidden_single(board: &Board) -> Option<(Candidate, Tenths)> {
    let geo = board.geometry();
    let n = board.size();
    let empty = board.empty_cells();
    let mut best: Option<(Candidate, Tenths)> = None;
    // Boxes first: they rate lowest after a house's last cell.
    let order = geo.houses_of_kinds(&[HouseKind::Box, HouseKind::Row, HouseKind::Column]);
    for h in order {
        let cells = geo.house(h);
        let open = cells & empty;
        if open.is_empty() {
            continue;
        }
        for d in 1..=n as u8 {
            let places = board.digit_cells(d) & cells;
            if places.len() != 1 {
                continue;
            }
            let cell = places.first().unwrap_or_default();
            let tenths = if open.len() == 1 {
                10
            } else if h.kind() == HouseKind::Box {
                12
            } else {
                15
            };
            if tenths == 10 {
                return Some((Candidate::new(cell, d), 10));
            }
            if best.map_or(true, |(_, t)| tenths < t) {
                best = Some((Candidate::new(cell, d), tenths));
            }
        }
    }
    best
}

/// A naked single (2.3): a cell with one candidate left.
pub fn naked_single(board: &Board) -> Option<Candidate> {
    board.empty_cells().iter().find_map(|c| {
        let cands = board.candidates(c);
        (cands.len() == 1).then(|| Candidate::new(c, cands.iter().next().unwrap_or(0)))
    })
}

/// Direct pointing (1.7) or direct claiming (1.9): the hidden single a
/// locked candidate would create, pointing first.
pub fn direct_locking(board: &Board) -> Option<(Candidate, Tenths)> {
    let geo = board.geometry();
    let n = board.size();
    // Pointing: base a box, cover the line holding its places, the single
    // in another box. Claiming: base a line, cover the box, the single in
    // another line of the same kind.
    for (pointing, bases) in [(true, geo.boxes()), (false, geo.lines())] {
        for d in 1..=n as u8 {
            let places = board.digit_cells(d);
            for base in bases.clone() {
                let here = places & geo.house(base);
                let Some(first) = here.first() else { continue };
                if here.len() < 2 {
                    continue;
                }
                let [row, col, bx] = geo.houses_of(first);
                let (covers, others) = if pointing {
                    ([Some(row), Some(col)], geo.boxes())
                } else if base.kind() == HouseKind::Row {
                    ([Some(bx), None], geo.rows())
                } else {
                    ([Some(bx), None], geo.columns())
                };
                for cover in covers.into_iter().flatten() {
                    if let Some(c) = locked_single(board, d, base, cover, others.clone(), places) {
                        return Some((c, if pointing { 17 } else { 19 }));
                    }
                }
            }
        }
    }
    None
}

/// If digit `d`'s places in house `base` all lie in house `cover`, the
/// single left in one of the `others` houses (other than `base`, crossing
/// `cover`) once `cover` loses `d` outside `base`.
fn locked_single(
    board: &Board,
    d: u8,
    base: House,
    cover: House,
    others: Houses,
    places: CellSet,
) -> Option<Candidate> {
    let geo = board.geometry();
    let in_base = places & geo.house(base);
    if in_base.len() < 2 || !in_base.is_subset(geo.house(cover)) {
        return None;
    }
    let removed = (places & geo.house(cover)) - geo.house(base);
    if removed.is_empty() {
        return None;
    }
    for h in others {
        if h == base || !geo.house(h).intersects(geo.house(cover)) {
            continue;
        }
        let here = places & geo.house(h);
        let left = here - removed;
        if here.len() > 1 && left.len() == 1 {
            return left.first().map(|c| Candidate::new(c, d));
        }
    }
    None
}

/// Direct hidden pair (size 2, 2.0) or triple (size 3, 2.5): `size` digits
/// whose places in a house are `size` cells; another digit left with one
/// place in that house outside those cells is placed.
pub fn direct_hidden_set(board: &Board, size: usize) -> Option<Candidate> {
    let geo = board.geometry();
    let n = board.size();
    // SE's order: boxes, columns, rows.
    let order = geo.houses_of_kinds(&[HouseKind::Box, HouseKind::Column, HouseKind::Row]);
    for h in order {
        let cells = geo.house(h);
        if (cells & board.empty_cells()).len() <= size {
            continue;
        }
        let mut places = [CellSet::EMPTY; 10];
        let mut open: Vec<u8> = Vec::new();
        for d in 1..=n as u8 {
            places[d as usize] = board.digit_cells(d) & cells;
            if !places[d as usize].is_empty() {
                open.push(d);
            }
        }
        let mut found = None;
        crate::strategies::combinations::for_each_combination(&open, size, |pick| {
            if found.is_some() {
                return;
            }
            let set = pick
                .iter()
                .fold(CellSet::EMPTY, |acc, &d| acc | places[d as usize]);
            if set.len() != size {
                return;
            }
            for &v in open.iter().filter(|v| !pick.contains(v)) {
                let here = places[v as usize];
                let left = here - set;
                if here.len() > 1 && left.len() == 1 {
                    found = left.first().map(|c| Candidate::new(c, v));
                    return;
                }
            }
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
