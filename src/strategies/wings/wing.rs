//! # Wings: XY-Wing, XYZ-Wing, WXYZ-Wing, VWXYZ-Wing — one generalised wing
//!
//! A wing is a handful of cells, `k` of them (3, 4 or 5), that together hold
//! only `k` different digits. Every cell needs a digit, so the `k` digits
//! fill the `k` cells, unless some digit fills two of them, which it can
//! only do in cells that do not see each other. A digit whose cells in the
//! pattern all see each other (it is *restricted*) fills at most one. If
//! every digit but one, `Z`, is restricted, those fill at most `k - 1`
//! cells, so **Z must fill at least one of the pattern's Z cells**, and any
//! cell outside that sees *all* the Z cells cannot be Z.
//!
//! ```text
//!  XY-Wing: hinge h {XY} sees wings p {XZ} (its row) and q {YZ} (its box).
//!
//!   h x x | . p . | . . .     If h is X, p is Z; if h is Y, q is Z.
//!   . q . | x x x | . . .     Either way, no cell x that sees both p
//!   . . . | . . . | . . .     and q can be Z.
//!
//!  WXYZ-Wing 3/2/2/2 (the user's study): hinge h {WXY}, wing w {WZ} in its
//!  box but off its column, wings a {XZ} and b {YZ} on its column below.
//!
//!   . x . | . . . | . . .     W, X and Y each lie in cells that see each
//!   . h . | . . . | . . .     other, so they fill at most 3 of the 4 cells:
//!   w x . | . . . | . . .     Z is in w, a or b. The cells x seeing all
//!   ------+-------+------     three lose Z: the rest of h's box on the
//!   x a . | . . . | . . .     column and, as a and b share box 4, box 4's
//!   x b . | . . . | . . .     cells on w's column.
//!   x . . | . . . | . . .
//! ```
//!
//! The **hinge** (pivot) is the cell that sees every other pattern cell; the
//! others are the **wings** (pincers). The named wings are instances:
//!
//! * **XY-Wing**: 3 bivalue cells, hinge {X,Y}, wings {X,Z} and {Y,Z};
//! * **XYZ-Wing**: hinge {X,Y,Z}, wings {X,Z} and {Y,Z} (the hinge holds Z
//!   too, so only cells seeing all three lose Z);
//! * **WXYZ-Wing**: 4 cells, 4 digits; **VWXYZ-Wing**: 5 cells, 5 digits.
//!
//! ## Decisions (what this module counts as a wing, and how ids split)
//!
//! * Exactly one digit is non-restricted. With none, the cells are a locked
//!   set (a naked subset in one house, or a loop of bivalue cells across
//!   houses): every digit would be eliminable, which the subset and chain
//!   strategies cover, so it is not reported as a wing. With two or more,
//!   nothing follows.
//! * Every cell is empty with at least 2 candidates, and the pattern is
//!   *minimal*: no part of it (2 or more of its cells) holds as few digits as
//!   it has cells. A pattern containing such a locked part (say a naked pair
//!   {X,Z}) proves nothing its part does not prove on its own.
//! * The hinge is a cell that sees all the others; if several do, the one
//!   with the most candidates (then the first in reading order). Three-cell
//!   wings always have one. For 4 and 5 cells a pattern may have no such
//!   cell: it is still sound (the counting argument above never uses a
//!   hinge) and is reported as *hingeless*, with the cell that sees the most
//!   other pattern cells (then most candidates, then reading order) named as
//!   its hinge.
//! * The **candidate counts** are those of the hinge, then of the wings in
//!   decreasing order: `3/2/2/2`; a hingeless wing reads `hingeless 2/2/2/2`.
//!   They are counts only, not a geometry: `3/2/2/2` covers the user's study
//!   ([`super::wxyz_wing_3222`], one layout of stem and branches) and every
//!   other way four such cells can lie.
//! * Ids: 3 cells with a hinge lacking Z = `xy-wing`; 3 cells with a hinge
//!   holding Z = `xyz-wing`; 4 cells (any candidate counts, hinged or not) =
//!   `wxyz-wing`; 5 cells = `vwxyz-wing`. Each pattern has exactly one Z, so
//!   each cell set is one wing, reported by exactly one id.
//!
//! The user's own study of one 3/2/2/2 layout, as its author wrote it, is
//! [`super::wxyz_wing_3222`]; its example (the wing removing a Z, then
//! claiming on the same column removing two more) is that file's
//! `the_follow_up_claiming` test, on the real position in
//! `puzzles/wxyz-example.txt`.
//!
//! ## What is in this file
//!
//! The declarations of the named wings (XY, XYZ, WXYZ, VWXYZ: a wing's id
//! follows its size), [`Wing`], the predicate [`is_wing`], the plain finder
//! [`find_wings`] (sets of cells tried in turn), [`wing_eliminations`], how
//! a wing is drawn and explained, and the tests. The named wings' finders
//! and strategy types are in [`super::named`]. The named finders, and so the solver, use the faster search of
//! [`super::search`] (it grows connected cell sets only), which returns
//! exactly the list `find_wings` returns: a test there checks it on real
//! positions. The solver's quick test is [`super::quick`].
//!
//! (The counting rule is the usual "n cells, n digits, one non-restricted
//! candidate" description of WXYZ-Wings, e.g. on sudokuwiki.org; the code and
//! wording here are this project's own.)

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, Geometry};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The XY-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const XY_WING: Decl = Decl::new(
    "xy-wing",
    "XY-Wing",
    "XYウィング",
    Family::Wings,
    160,
    Level::Hard,
    Se::Fixed(42),
);
/// The XYZ-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const XYZ_WING: Decl = Decl::new(
    "xyz-wing",
    "XYZ-Wing",
    "XYZウィング",
    Family::Wings,
    180,
    Level::Hard,
    Se::Fixed(44),
);
/// The WXYZ-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const WXYZ_WING: Decl = Decl::new(
    "wxyz-wing",
    "WXYZ-Wing",
    "WXYZウィング",
    Family::Wings,
    200,
    Level::Unfair,
    Se::Wing,
);
/// The VWXYZ-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const VWXYZ_WING: Decl = Decl::new(
    "vwxyz-wing",
    "VWXYZ-Wing",
    "VWXYZウィング",
    Family::Wings,
    240,
    Level::Unfair,
    Se::Wing,
);

/// The fewest cells a wing has (XY- and XYZ-Wing).
pub const MIN_CELLS: usize = 3;
/// The most cells a wing has here (VWXYZ-Wing).
pub const MAX_CELLS: usize = 5;

/// A wing: `size` cells holding `size` digits, every digit but `z` restricted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Wing {
    /// Number of cells, hinge included (3, 4 or 5).
    pub size: usize,
    /// The cell that sees all the others (or, if `hinged` is false, the
    /// designated cell: the one seeing the most of the others).
    pub hinge: Cell,
    pub hinge_digits: DigitSet,
    /// Whether the hinge sees every wing.
    pub hinged: bool,
    /// The other cells, most candidates first, then in reading order.
    pub wings: Vec<Cell>,
    /// The candidates of each wing, in the order of `wings`.
    pub wing_digits: Vec<DigitSet>,
    /// All the digits of the pattern (`size` of them).
    pub digits: DigitSet,
    /// The one non-restricted digit: it must fill one of `z_cells`.
    pub z: u8,
    /// The pattern cells holding `z`, in reading order.
    pub z_cells: Vec<Cell>,
    /// Candidate counts, hinge first then wings: `3/2/2/2`, or
    /// `hingeless 2/2/2/2`. Counts only: they say nothing of where the cells
    /// lie (a 3/2/2/2 may be the WXYZ-Wing-3222 study's geometry or
    /// another).
    pub candidate_counts: String,
}

impl Wing {
    /// Whether the hinge itself holds Z (XYZ-Wing and the like).
    pub fn hinge_holds_z(&self) -> bool {
        self.hinge_digits.contains(self.z)
    }

    /// Every cell of the pattern: hinge first, then the wings.
    pub fn cells(&self) -> Vec<Cell> {
        let mut v = vec![self.hinge];
        v.extend(self.wings.iter().copied());
        v
    }

    /// The display name: `XY-Wing`, `XYZ-Wing`, `WXYZ-Wing`, `VWXYZ-Wing`.
    pub fn name(&self) -> &'static str {
        match (self.size, self.hinge_holds_z()) {
            (3, false) => "XY-Wing",
            (3, true) => "XYZ-Wing",
            (4, _) => "WXYZ-Wing",
            _ => "VWXYZ-Wing",
        }
    }
}

/// Whether `cell` sees every other cell of `set`.
#[inline]
fn sees_all(geo: &Geometry, cell: Cell, set: CellSet) -> bool {
    (set - CellSet::single(cell)).is_subset(geo.peers(cell))
}

/// The digits among `digits` whose cells in `cells` do not all see each
/// other: non-restricted, they may fill two of the cells.
fn non_restricted_digits(board: &Board, cells: &[Cell], digits: DigitSet) -> DigitSet {
    let geo = board.geometry();
    let mut non_restricted = DigitSet::EMPTY;
    for d in digits {
        let holders: CellSet = cells
            .iter()
            .copied()
            .filter(|&c| board.has_candidate(c, d))
            .collect();
        if !holders.iter().all(|h| sees_all(geo, h, holders)) {
            non_restricted.insert(d);
        }
    }
    non_restricted
}

/// Whether some part of `cells`, 2 to `largest` of them, holds no more
/// digits than it has cells (a locked set).
fn has_locked_part(board: &Board, cells: &[Cell], largest: usize) -> bool {
    (1u32..1 << cells.len()).any(|part| {
        let count = part.count_ones() as usize;
        if !(2..=largest).contains(&count) {
            return false;
        }
        let mut part_digits = DigitSet::EMPTY;
        for (i, &c) in cells.iter().enumerate() {
            if part & (1 << i) != 0 {
                part_digits |= board.candidates(c);
            }
        }
        part_digits.len() <= count
    })
}

/// The digits and the one non-restricted digit of `cells`, if they form a
/// (minimal) wing pattern; the hinge is not considered here.
fn wing_digits_and_z(board: &Board, cells: &[Cell]) -> Option<(DigitSet, u8)> {
    let geo = board.geometry();
    let k = cells.len();
    if !(MIN_CELLS..=MAX_CELLS).contains(&k) {
        return None;
    }
    let mut set = CellSet::EMPTY;
    let mut digits = DigitSet::EMPTY;
    for &c in cells {
        // Check the index first: a cell past the 9x9 layout must not reach the bit sets.
        if !geo.contains(c) || set.contains(c) {
            return None;
        }
        let cands = board.candidates(c);
        if cands.len() < 2 {
            return None;
        }
        set.insert(c);
        digits |= cands;
    }
    if digits.len() != k {
        return None;
    }
    let z = non_restricted_digits(board, cells, digits).single_digit()?;
    // Minimal: no part of 2 or more cells is as full of digits as it is large.
    if has_locked_part(board, cells, k - 1) {
        return None;
    }
    Some((digits, z))
}

/// Builds the pattern once its cells are known to form a wing.
pub(super) fn build(
    board: &Board,
    hinge: Cell,
    hinged: bool,
    cells: &[Cell],
    digits: DigitSet,
    z: u8,
) -> Wing {
    let mut wings: Vec<Cell> = cells.iter().copied().filter(|&c| c != hinge).collect();
    wings.sort_by_key(|&c| (std::cmp::Reverse(board.candidates(c).len()), c));
    let wing_digits: Vec<DigitSet> = wings.iter().map(|&c| board.candidates(c)).collect();
    let hinge_digits = board.candidates(hinge);
    let mut counts = vec![hinge_digits.len().to_string()];
    counts.extend(wing_digits.iter().map(|s| s.len().to_string()));
    let candidate_counts = if hinged {
        counts.join("/")
    } else {
        format!("hingeless {}", counts.join("/"))
    };
    let mut z_cells: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| board.has_candidate(c, z))
        .collect();
    z_cells.sort();
    Wing {
        size: cells.len(),
        hinge,
        hinge_digits,
        hinged,
        wings,
        wing_digits,
        digits,
        z,
        z_cells,
        candidate_counts,
    }
}

/// The hinge of a wing's cells: a cell seeing all the others (most
/// candidates, then reading order), or failing that the cell seeing the most
/// others (then most candidates, then reading order); and whether it is a
/// true hinge.
pub(super) fn designate_hinge(board: &Board, cells: &[Cell]) -> (Cell, bool) {
    let geo = board.geometry();
    let set: CellSet = cells.iter().copied().collect();
    let by_cands = |c: Cell| (board.candidates(c).len(), std::cmp::Reverse(c));
    let true_hinge = cells
        .iter()
        .copied()
        .filter(|&c| sees_all(geo, c, set))
        .max_by_key(|&c| by_cands(c));
    match true_hinge {
        Some(h) => (h, true),
        None => {
            let h = cells
                .iter()
                .copied()
                .max_by_key(|&c| ((geo.peers(c) & set).len(), by_cands(c)))
                .unwrap_or_default();
            (h, false)
        }
    }
}

/// Do `hinge` and `wings` (2 to 4 cells) form a wing?
///
/// The cells must hold exactly as many digits as there are cells, with
/// exactly one non-restricted digit Z, be minimal (see the module docs),
/// and `hinge` must see every wing, except for a 4- or 5-cell pattern where
/// no cell sees all the others (a hingeless wing: any of its cells may be
/// named as hinge). Three-cell wings always need a hinge.
pub fn is_wing(board: &Board, hinge: Cell, wings: &[Cell]) -> Option<Wing> {
    let k = wings.len() + 1;
    if !(MIN_CELLS..=MAX_CELLS).contains(&k) {
        return None;
    }
    let mut cells = [Cell::default(); MAX_CELLS];
    cells[0] = hinge;
    cells[1..k].copy_from_slice(wings);
    let cells = &cells[..k];
    let (digits, z) = wing_digits_and_z(board, cells)?;
    let geo = board.geometry();
    let set: CellSet = cells.iter().copied().collect();
    let hinged = sees_all(geo, hinge, set);
    if !hinged && (k == MIN_CELLS || cells.iter().any(|&c| sees_all(geo, c, set))) {
        return None;
    }
    Some(build(board, hinge, hinged, cells, digits, z))
}

/// Every wing of `size` cells (3, 4 or 5) on the board, whatever its candidate counts,
/// sorted by hinge, then wings (reading order). Includes wings that
/// eliminate nothing. Other sizes give nothing.
///
/// The plain way: choose `size` of the cells that may take part (empty, 2
/// to `size` candidates), in reading order so that each set comes up once,
/// and ask [`is_wing`] with the set's hinge. A set is left as soon as its
/// cells break a rule that more cells cannot mend (`may_grow_into_wing`).
/// (The named finders below use [`super::search`], which returns this very
/// list faster.)
pub fn find_wings(board: &Board, size: usize) -> Vec<Wing> {
    let mut found = Vec::new();
    if !(MIN_CELLS..=MAX_CELLS).contains(&size) || size > board.size() {
        return found;
    }
    let may_take_part: Vec<Cell> = board
        .empty_cells()
        .iter()
        .filter(|&c| (2..=size).contains(&board.candidates(c).len()))
        .collect();
    let mut chosen = Vec::with_capacity(size);
    choose_cells(board, size, &may_take_part, &mut chosen, &mut found);
    found.sort_by(|a, b| (a.hinge, &a.wings).cmp(&(b.hinge, &b.wings)));
    found
}

/// Adds cells of `pool`, in order, to `chosen` in every way that may still
/// give a wing of `size` cells; each full set that is a wing goes to `found`.
fn choose_cells(
    board: &Board,
    size: usize,
    pool: &[Cell],
    chosen: &mut Vec<Cell>,
    found: &mut Vec<Wing>,
) {
    if chosen.len() == size {
        let (hinge, _) = designate_hinge(board, chosen);
        let wings: Vec<Cell> = chosen.iter().copied().filter(|&c| c != hinge).collect();
        found.extend(is_wing(board, hinge, &wings));
        return;
    }
    for (i, &cell) in pool.iter().enumerate() {
        chosen.push(cell);
        if may_grow_into_wing(board, chosen, size) {
            choose_cells(board, size, &pool[i + 1..], chosen, found);
        }
        chosen.pop();
    }
}

/// Whether `cells` may be (part of) a wing of `size` cells, by the rules
/// that adding cells cannot mend: at most `size` digits (cells only add
/// digits), at most one non-restricted digit (a digit in two cells that do
/// not see each other stays so), and, short of the whole wing, no locked
/// part (it would be a part of the wing).
fn may_grow_into_wing(board: &Board, cells: &[Cell], size: usize) -> bool {
    let digits = cells
        .iter()
        .fold(DigitSet::EMPTY, |d, &c| d | board.candidates(c));
    digits.len() <= size
        && non_restricted_digits(board, cells, digits).len() <= 1
        && (cells.len() == size || !has_locked_part(board, cells, cells.len()))
}

/// Z leaves every cell that sees all the pattern's Z cells.
pub fn wing_eliminations(board: &Board, w: &Wing) -> Vec<Candidate> {
    let geo = board.geometry();
    if w.z == 0 || w.z > 9 {
        return Vec::new();
    }
    let z_cells: CellSet = w.z_cells.iter().copied().collect();
    (geo.common_peers(z_cells) & board.digit_cells(w.z))
        .iter()
        .map(|c| Candidate::new(c, w.z))
        .collect()
}

impl Pattern for Wing {
    fn strategy(&self) -> &'static str {
        match (self.size, self.hinge_holds_z()) {
            (3, false) => XY_WING.id,
            (3, true) => XYZ_WING.id,
            (4, _) => WXYZ_WING.id,
            _ => VWXYZ_WING.id,
        }
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.hinge, Role::Pattern);
        let cells = self.cells();
        for &c in &cells {
            // The other digits are the pattern; Z, the digit that must land
            // in one of the Z cells, gets its own colour.
            h.candidates(
                board,
                c,
                self.digits - DigitSet::single(self.z),
                Role::Pattern,
            );
            h.candidates(board, c, DigitSet::single(self.z), Role::Fin);
        }
        let others = self.digits - DigitSet::single(self.z);
        h.name(
            Mark::Cell(Role::Pattern),
            if self.hinged {
                Label::Hinge
            } else {
                Label::FirstCell
            },
        )
        .name(
            Mark::Candidate(Role::Pattern),
            Label::DigitsSeeEachOther(others),
        )
        .name(
            Mark::Candidate(Role::Fin),
            Label::Z(DigitSet::single(self.z), ""),
        )
        .name(Mark::Link { strong: false }, Label::NotBoth);
        // Weak links: a restricted digit is true in at most one of its cells.
        for d in (self.digits - DigitSet::single(self.z)).iter() {
            let holders: Vec<Cell> = cells
                .iter()
                .copied()
                .filter(|&c| board.has_candidate(c, d))
                .collect();
            if let Some((&first, rest)) = holders.split_first() {
                for &other in rest {
                    h.link(Candidate::new(first, d), Candidate::new(other, d), false);
                }
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        let wings: Vec<(Cell, DigitSet)> = self
            .wings
            .iter()
            .copied()
            .zip(self.wing_digits.iter().copied())
            .collect();
        // An XY-Wing's story: whichever digit the hinge takes, one wing is Z.
        let classic = (self.size == 3 && !self.hinge_holds_z()).then(|| {
            let mut it = self.hinge_digits.iter();
            let wing_with = |d: u8| wings.iter().find(|(_, s)| s.contains(d)).map(|&(c, _)| c);
            [it.next().unwrap_or(0), it.next().unwrap_or(0)].map(|d| (d, wing_with(d)))
        });
        Some(Says::Patterns(PatternSays::Wing {
            name: self.name(),
            counts: self
                .candidate_counts
                .trim_start_matches("hingeless ")
                .to_string(),
            size: self.size,
            hinged: self.hinged,
            hinge: self.hinge,
            hinge_digits: self.hinge_digits,
            wings,
            digits: self.digits,
            z: self.z,
            z_cells: self.z_cells.clone(),
            classic,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::named::*;
    use super::*;
    use crate::lang::Explain;
    use crate::strategies::Strategy;
    use crate::test_util::{self, after_singles, board};
    use crate::text::cells_text;

    type Row = (String, String, String, u8, String);

    /// `(candidate counts, hinge, wings, z, eliminations)` of every productive wing
    /// strategy `S` finds.
    fn productive<S: Strategy<Found = Wing>>(b: &Board) -> Vec<Row> {
        test_util::productive::<S>(b)
            .into_iter()
            .map(|(w, e)| {
                (
                    w.candidate_counts,
                    w.hinge.to_string(),
                    cells_text(w.wings.iter().copied()),
                    w.z,
                    test_util::eliminations_text(&e.eliminations).join(" "),
                )
            })
            .collect()
    }

    fn row(counts: &str, hinge: &str, wings: &str, z: u8, elims: &str) -> Row {
        (counts.into(), hinge.into(), wings.into(), z, elims.into())
    }

    /// Every wing found is accepted by the predicate as found, and reported
    /// by exactly the finder of its own id.
    fn check_round_trip(b: &Board) {
        for size in MIN_CELLS..=MAX_CELLS {
            for w in find_wings(b, size) {
                assert_eq!(is_wing(b, w.hinge, &w.wings).as_ref(), Some(&w));
                let ids = [
                    find_xy_wings(b).contains(&w),
                    find_xyz_wings(b).contains(&w),
                    find_wxyz_wings(b).contains(&w),
                    find_vwxyz_wings(b).contains(&w),
                ];
                assert_eq!(ids.iter().filter(|&&x| x).count(), 1, "{w:?}");
            }
        }
    }

    // Sudoku Exchange bank, sx_medium puzzle 10, after all singles.
    const SX_MEDIUM_10: &str =
        "1....957.798.4....6....2....12.....8.........5.....32....3....5....7.416.612....3";

    #[test]
    fn xy_wing() {
        let b = after_singles(SX_MEDIUM_10);
        // Hinge r2c7 {16}: if 1, r3c9 {19} is 9; if 6, r4c7 {69} is 9.
        assert_eq!(
            productive::<XyWings>(&b),
            [row("2/2/2", "r2c7", "r3c9 and r4c7", 9, "r5c9<>9 r6c9<>9")]
        );
        let (h, w) = (Cell::new(1, 6), [Cell::new(2, 8), Cell::new(3, 6)]);
        let p = is_xy_wing(&b, h, &w).unwrap();
        assert_eq!(p.strategy(), "xy-wing");
        assert_eq!(p.hinge_digits, DigitSet::from_digits(&[1, 6]));
        assert_eq!(p.z_cells, w);
        assert!(is_xyz_wing(&b, h, &w).is_none());
        // A wing named as hinge: it does not see the other wing.
        assert!(is_wing(&b, w[0], &[h, w[1]]).is_none());
        assert_eq!(
            p.explain(),
            "XY-Wing: hinge r2c7 {16} sees wings r3c9 {19} and r4c7 {69}; if the hinge is 1, \
             r3c9 is 9, if it is 6, r4c7 is 9: either way a cell seeing both wings cannot be 9"
        );
        check_round_trip(&b);
    }

    #[test]
    fn xyz_wing() {
        // sx_medium puzzle 33, after all singles: hinge r8c2 {128}, wings
        // r6c2 {12} and r8c1 {18}; only r7c2 sees all three.
        let b = after_singles(
            "27.....6....5..9.......1..56.8.5.7.....376.....9.4.3.69..6.......6..3....5.....84",
        );
        assert_eq!(
            productive::<XyzWings>(&b),
            [row("3/2/2", "r8c2", "r6c2 and r8c1", 1, "r7c2<>1")]
        );
        assert!(find_xy_wings(&b).is_empty());
        // The same board has WXYZ-Wings of four kinds of candidate counts.
        assert_eq!(
            productive::<WxyzWings>(&b),
            [
                row("4/2/2/2", "r2c1", "r3c3, r8c1 and r9c1", 3, "r3c1<>3"),
                row(
                    "3/3/2/2",
                    "r3c1",
                    "r2c3, r3c3 and r8c1",
                    1,
                    "r2c1<>1 r7c3<>1 r9c3<>1"
                ),
                row("3/2/2/2", "r3c1", "r3c3, r8c1 and r9c1", 3, "r2c1<>3"),
                row("4/3/2/2", "r7c2", "r5c2, r6c2 and r8c1", 1, "r8c2<>1"),
            ]
        );
        check_round_trip(&b);
    }

    #[test]
    fn wxyz_and_vwxyz() {
        // sx_hard puzzle 3, after all singles.
        let b = after_singles(
            "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
        );
        // Hinge r8c3 {239}; wings r8c6 {59} (row 8), r9c2 {35} and r9c3 {23}
        // (box 7): 2, 3 and 9 are restricted, 5 is not; r9c4 sees every 5.
        assert_eq!(
            productive::<WxyzWings>(&b),
            [
                row("3/2/2/2", "r8c3", "r8c6, r9c2 and r9c3", 5, "r9c4<>5"),
                row("2/2/2/2", "r8c9", "r6c9, r8c4 and r8c6", 9, "r6c6<>9"),
            ]
        );
        assert_eq!(
            productive::<VwxyzWings>(&b),
            [row(
                "3/3/2/2/2",
                "r9c7",
                "r7c7, r7c8, r7c9 and r9c3",
                3,
                "r7c1<>3 r7c2<>3 r7c3<>3"
            )]
        );
        let w = find_vwxyz_wings(&b)
            .into_iter()
            .find(|w| w.hinge == Cell::new(8, 6))
            .unwrap();
        assert_eq!(w.strategy(), "vwxyz-wing");
        assert_eq!(w.digits, DigitSet::from_digits(&[1, 2, 3, 5, 8]));
        assert!(w.explain().starts_with(
            "VWXYZ-Wing 3/3/2/2/2: hinge r9c7 {258} sees wings r7c7 {158}, r7c8 {58}, \
             r7c9 {13} and r9c3 {23}. These 5 cells hold only the 5 digits 1, 2, 3, 5 and 8; \
             1, 2, 5 and 8 each sit in cells that all see each other"
        ));
        check_round_trip(&b);
    }

    #[test]
    fn hingeless_wxyz() {
        // sx_hard puzzle 4, after all singles: r1c6 {89}, r1c1 {39}, r4c6
        // {28}, r4c4 {23}; no cell sees the three others, 8, 9 and 2 are
        // restricted, so 3 is in r1c1 or r4c4 and r4c1 (seeing both) is not 3.
        let b = after_singles(
            ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....",
        );
        let found = productive::<WxyzWings>(&b);
        assert_eq!(
            found,
            [
                row(
                    "hingeless 2/2/2/2",
                    "r1c6",
                    "r1c1, r4c4 and r4c6",
                    3,
                    "r4c1<>3"
                ),
                row("2/3/3/2", "r3c6", "r3c1, r3c2 and r2c4", 3, "r2c2<>3"),
                row(
                    "2/3/2/2",
                    "r9c3",
                    "r8c2, r5c3 and r8c1",
                    1,
                    "r4c2<>1 r7c3<>1"
                ),
            ]
        );
        // Any of a hingeless wing's cells may be named as its hinge.
        let (a, others) = (
            Cell::new(0, 0),
            [Cell::new(0, 5), Cell::new(3, 3), Cell::new(3, 5)],
        );
        let w = is_wxyz_wing(&b, a, &others).unwrap();
        assert!(!w.hinged);
        assert_eq!(w.candidate_counts, "hingeless 2/2/2/2");
        assert_eq!(w.z_cells, [Cell::new(0, 0), Cell::new(3, 3)]);
        check_round_trip(&b);
    }

    #[test]
    fn predicate_rejects_non_wings() {
        // Hand-made candidates on an otherwise empty board (a predicate test:
        // the position need not be solvable).
        let mut b = Board::empty(9).unwrap();
        let set = |b: &mut Board, c: Cell, digits: &[u8]| {
            for d in 1..=9 {
                if !digits.contains(&d) {
                    b.eliminate(Candidate::new(c, d));
                }
            }
        };
        let (r1c1, r1c2, r1c3, r1c5, r2c2) = (
            Cell::new(0, 0),
            Cell::new(0, 1),
            Cell::new(0, 2),
            Cell::new(0, 4),
            Cell::new(1, 1),
        );
        // Hinge {13}, wings {13} and {23}: r1c1 and r1c5 are a naked pair
        // (a locked part), so the pattern is not minimal.
        set(&mut b, r1c1, &[1, 3]);
        set(&mut b, r1c5, &[1, 3]);
        set(&mut b, r2c2, &[2, 3]);
        assert!(is_wing(&b, r1c1, &[r1c5, r2c2]).is_none());
        // {12} {23} {13} in one row: every digit restricted (a naked triple).
        let mut b = Board::empty(9).unwrap();
        set(&mut b, r1c5, &[1, 3]);
        set(&mut b, r2c2, &[2, 3]);
        set(&mut b, r1c2, &[2, 3]);
        set(&mut b, r1c3, &[1, 3]);
        set(&mut b, r1c1, &[1, 2]);
        assert!(is_wing(&b, r1c1, &[r1c2, r1c3]).is_none());
        // A proper XY-Wing: hinge r1c1 {12}, wings r1c3 {13}, r2c2 {23}... which
        // see each other (box 1), so 3 is restricted too: none.
        assert!(is_wing(&b, r1c1, &[r1c3, r2c2]).is_none());
        // With r1c5 {13} instead of r1c3: 3 is non-restricted, a true XY-Wing.
        let w = is_xy_wing(&b, r1c1, &[r1c5, r2c2]).unwrap();
        assert_eq!((w.z, w.candidate_counts.as_str()), (3, "2/2/2"));
        // Wrong sizes, repeated cells: nothing, no panic.
        assert!(is_wing(&b, r1c1, &[r1c5]).is_none());
        assert!(is_wing(&b, r1c1, &[r1c5, r1c5]).is_none());
        assert!(is_wing(&b, r1c1, &[r1c2, r1c3, r1c5, r2c2, Cell::new(8, 8)]).is_none());
    }

    #[test]
    fn small_boards_and_empty_boards() {
        // 4x4 (amayaos set, puzzle 1) and 6x6 (Sukaku explainer README example).
        for line in ["4.....4....3.2..", "..3...4.....2..3.5.....1.6.5.45...1."] {
            let b = board(line);
            for size in 0..=7 {
                for w in find_wings(&b, size) {
                    assert!(w.size == size && wing_eliminations(&b, &w).len() < 16);
                }
            }
            check_round_trip(&b);
        }
        for n in [4, 6, 9] {
            let b = Board::empty(n).unwrap();
            for size in MIN_CELLS..=MAX_CELLS {
                assert!(find_wings(&b, size).is_empty());
            }
        }
    }

    #[test]
    fn highlights_mark_z_apart() {
        let b = after_singles(SX_MEDIUM_10);
        let w = find_xy_wings(&b).remove(0);
        let h = w.highlights(&b);
        let z_marks = h
            .iter()
            .filter(|x| {
                matches!(
                    x,
                    crate::step::Highlight::Candidate {
                        digit: 9,
                        role: Role::Fin,
                        ..
                    }
                )
            })
            .count();
        assert_eq!(z_marks, 2);
        // Weak links on 1 (r2c7-r3c9) and 6 (r2c7-r4c7).
        let links = h
            .iter()
            .filter(|x| matches!(x, crate::step::Highlight::Link { strong: false, .. }))
            .count();
        assert_eq!(links, 2);
    }
}

#[cfg(test)]
mod candidate_count_statistics {
    //! How often each WXYZ-Wing's candidate counts turn up mid-solve. Ignored
    //! by default:
    //! `cargo test --release --lib candidate_count_statistics -- --ignored --nocapture`.
    use super::super::named::find_wxyz_wings;
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    #[ignore]
    fn wxyz_candidate_counts_on_sx_diabolical() {
        let Some(text) = crate::test_util::shared("puzzles/sx_diabolical_500_with_solutions.txt")
        else {
            println!("skipping: ../shared/puzzles/sx_diabolical_500_with_solutions.txt not found");
            return;
        };
        let solver = crate::solver::Solver::new();
        // candidate counts -> (found, productive, taken by the solver)
        let mut by_counts: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
        let mut positions = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let mut fields = line.split_whitespace();
            let (Some(puzzle), Some(solution)) = (fields.next(), fields.next()) else {
                continue;
            };
            let mut b = crate::test_util::board(puzzle);
            let solution: Vec<u8> = solution.bytes().map(|c| c - b'0').collect();
            // Walk as tests/oracle.rs does: the solver's steps, and the
            // solution's digit in the tightest cell when it is stuck.
            while !b.empty_cells().is_empty() {
                positions += 1;
                for w in find_wxyz_wings(&b) {
                    let t = by_counts.entry(w.candidate_counts.clone()).or_default();
                    t.0 += 1;
                    if !wing_eliminations(&b, &w).is_empty() {
                        t.1 += 1;
                    }
                }
                match solver.next_step(&b) {
                    Some(step) => {
                        if let Some(w) = step.pattern::<Wing>().filter(|w| w.size == 4) {
                            by_counts.entry(w.candidate_counts.clone()).or_default().2 += 1;
                        }
                        step.apply(&mut b).expect("sound step");
                    }
                    None => {
                        let cell = b
                            .empty_cells()
                            .iter()
                            .min_by_key(|&c| b.candidates(c).len())
                            .expect("an empty cell");
                        b.place(cell, solution[cell.index()])
                            .expect("solution digit");
                    }
                }
            }
        }
        println!("{positions} positions");
        println!(
            "{:<20} {:>8} {:>10} {:>6}",
            "candidate counts", "found", "productive", "taken"
        );
        let mut rows: Vec<_> = by_counts.into_iter().collect();
        rows.sort_by_key(|(_, t)| std::cmp::Reverse(t.1));
        for (counts, (found, productive, taken)) in rows {
            println!("{counts:<20} {found:>8} {productive:>10} {taken:>6}");
        }
    }
}
