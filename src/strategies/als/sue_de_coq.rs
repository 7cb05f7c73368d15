//! # Sue de Coq
//!
//! Take 2 or 3 unfilled cells C where a box and a line (row or column)
//! cross, holding between them a set V of digits with at least two more
//! digits than cells (|V| = |C| + n, n ≥ 2). Pick a group of cells L' in
//! the rest of the line and a group B' in the rest of the box, and say
//! which of V's digits they hold: V_L and V_B, with **no digit of V in
//! both**. A group may also hold digits outside V (its *extras*). If the
//! groups' cells, less their extras, make up the surplus exactly,
//! `(|L'| - extras(L')) + (|B'| - extras(B')) = n`, then the cells
//! C ∪ L' ∪ B' have exactly as many cells as the digits can fill:
//!
//! * a digit of V_L lives only in C and L', all in the line: at most once;
//! * a digit of V_B lives only in C and B', all in the box: at most once;
//! * any other digit of V lives only in C: at most once;
//! * an extra digit of L' only: at most once (in the line), of B' likewise;
//!   an extra digit of both: at most twice (once per group).
//!
//! The counts add up to the number of cells, so every one of those digits
//! is placed in the pattern exactly as often as that bound says. Hence the
//! rest of the line loses every digit confined to the line part (V minus
//! V_B, plus L's extras), and the rest of the box every digit confined to
//! the box part (V minus V_L, plus B's extras); an extra digit of both groups
//! leaves both.
//!
//! ```text
//!  Basic form: C = r1c1,r1c2 {1,2,3,4}; L' = r1c7 {1,2}; B' = r3c3 {3,4}
//!
//!   C C . | . . . | L' x x     Row 1 outside the pattern loses 1, 2;
//!   x x x | . . . | . . .      box 1 outside the pattern loses 3, 4.
//!   x x B'| . . . | . . .
//! ```
//!
//! This module finds the basic form and the common extended form described
//! by HoDoKu 2.2 (`MiscellaneousSolver`, score 250) and sudokuwiki.org ("Sue
//! de Coq"): C is any 2 or 3 unfilled cells of the intersection; L' and B'
//! are any non-empty groups (disjoint, outside C) that each hold at least
//! one digit of V and one cell more than their extra digits, the line group
//! leaving at least one surplus digit for the box group. Cells of the
//! intersection outside C may join either group. Eliminations are never made
//! inside the pattern. Only instances that remove something are reported.

use super::als::serialize_cells;
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, Geometry, House};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Sue de Coq's declaration: id, family, HoDoKu score and level, SE rule.
pub const SUE_DE_COQ: Decl = Decl::new(
    "sue-de-coq",
    "Sue de Coq",
    "スー・ド・コック",
    Family::Als,
    250,
    Level::Unfair,
    Se::SueDeCoq,
);

/// A Sue de Coq: intersection cells, a line group and a box group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SueDeCoq {
    /// The row or column.
    pub line: House,
    /// The box.
    #[serde(rename = "box")]
    pub block: House,
    /// The 2 or 3 intersection cells (C) and their digits (V).
    #[serde(serialize_with = "serialize_cells")]
    pub cells: CellSet,
    pub digits: DigitSet,
    /// The group in the rest of the line and its digits.
    #[serde(serialize_with = "serialize_cells")]
    pub line_cells: CellSet,
    pub line_digits: DigitSet,
    /// The group in the rest of the box and its digits.
    #[serde(serialize_with = "serialize_cells")]
    pub box_cells: CellSet,
    pub box_digits: DigitSet,
}

impl SueDeCoq {
    /// Whether a group carries digits from outside V (the extended form).
    pub fn extended(&self) -> bool {
        !(self.line_digits - self.digits).is_empty() || !(self.box_digits - self.digits).is_empty()
    }
}

fn union(board: &Board, cells: CellSet) -> DigitSet {
    cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc | board.candidates(c))
}

/// Whether the counts make a Sue de Coq (see the module docs).
fn counts_ok(
    n_cells: usize,
    v: DigitSet,
    line_n: usize,
    line_d: DigitSet,
    box_n: usize,
    box_d: DigitSet,
) -> bool {
    let surplus = v.len() as isize - n_cells as isize;
    let line_take = line_n as isize - (line_d - v).len() as isize;
    let box_take = box_n as isize - (box_d - v).len() as isize;
    (2..=3).contains(&n_cells)
        && surplus >= 2
        && line_take >= 1
        && box_take >= 1
        && line_take + box_take == surplus
        && !(line_d & v).is_empty()
        && !(box_d & v).is_empty()
        && (line_d & box_d & v).is_empty()
}

/// Do these cells form a Sue de Coq? `cells`: 2 or 3 unfilled cells where
/// `line` and `block` (house indices) cross; `line_cells`, `box_cells`: the
/// two groups.
pub fn is_sue_de_coq(
    board: &Board,
    cells: &[Cell],
    line_cells: &[Cell],
    box_cells: &[Cell],
) -> Option<SueDeCoq> {
    let geo = board.geometry();
    let set = |v: &[Cell]| -> Option<CellSet> {
        let mut s = CellSet::EMPTY;
        for &c in v {
            if !geo.contains(c) || board.value(c).is_some() || s.contains(c) {
                return None;
            }
            s.insert(c);
        }
        Some(s)
    };
    let (c, l, b) = (set(cells)?, set(line_cells)?, set(box_cells)?);
    if c.intersects(l) || c.intersects(b) || l.intersects(b) {
        return None;
    }
    let line = geo.lines().find(|&h| (c | l).is_subset(geo.house(h)))?;
    let block = geo.boxes().find(|&h| (c | b).is_subset(geo.house(h)))?;
    let v = union(board, c);
    let (ld, bd) = (union(board, l), union(board, b));
    if !counts_ok(c.len(), v, l.len(), ld, b.len(), bd) {
        return None;
    }
    Some(SueDeCoq {
        line,
        block,
        cells: c,
        digits: v,
        line_cells: l,
        line_digits: ld,
        box_cells: b,
        box_digits: bd,
    })
}

/// Per digit, the cells an instance removes it from.
fn targets(board: &Board, p: &SueDeCoq) -> [CellSet; 10] {
    let geo = board.geometry();
    let pattern = p.cells | p.line_cells | p.box_cells;
    let empty = board.empty_cells();
    let line_rest = geo.house(p.line) & (empty - pattern);
    let box_rest = geo.house(p.block) & (empty - pattern);
    let both_extra = p.line_digits & p.box_digits;
    let line_digits = ((p.digits | p.line_digits) - p.box_digits) | both_extra;
    let box_digits = ((p.digits | p.box_digits) - p.line_digits) | both_extra;
    let mut t = [CellSet::EMPTY; 10];
    for d in line_digits {
        t[d as usize] |= line_rest & board.digit_cells(d);
    }
    for d in box_digits {
        t[d as usize] |= box_rest & board.digit_cells(d);
    }
    t
}

/// What a Sue de Coq removes.
pub fn sue_de_coq_eliminations(board: &Board, p: &SueDeCoq) -> Vec<Candidate> {
    let t = targets(board, p);
    let mut out = Vec::new();
    for (d, set) in t.iter().enumerate() {
        out.extend(set.iter().map(|c| Candidate::new(c, d as u8)));
    }
    out.sort();
    out
}

/// The unfilled cells of `cells` (up to 9) as a list.
fn list(cells: CellSet) -> ([Cell; 9], usize) {
    let mut out = [Cell::default(); 9];
    let mut n = 0;
    for c in cells.iter().take(9) {
        out[n] = c;
        n += 1;
    }
    (out, n)
}

/// Digit unions of every subset of `cells` (bit i = `cells[i]`).
fn subset_unions(board: &Board, cells: &[Cell], out: &mut [DigitSet; 512]) {
    out[0] = DigitSet::EMPTY;
    for mask in 1usize..(1 << cells.len()) {
        let top = (usize::BITS - 1 - mask.leading_zeros()) as usize;
        out[mask] = out[mask & !(1 << top)] | board.candidates(cells[top]);
    }
}

fn cells_of(cells: &[Cell], mask: usize) -> CellSet {
    cells
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, &c)| c)
        .collect()
}

/// Every productive Sue de Coq: rows then columns, boxes in order.
pub fn find_sue_de_coqs(board: &Board) -> Vec<SueDeCoq> {
    let mut out = Vec::new();
    scan(board, None, &mut out);
    out
}

/// The search over line-box pairs; with `near`, only pairs whose cells
/// include one of `near`, stopping at the first instance found (the quick
/// test, [`super::quick::sue_de_coq_near`]).
pub(super) fn scan(board: &Board, near: Option<CellSet>, out: &mut Vec<SueDeCoq>) {
    let geo = board.geometry();
    let empty = board.empty_cells();
    let mut line_unions = [DigitSet::EMPTY; 512];
    let mut box_unions = [DigitSet::EMPTY; 512];
    for line in geo.lines() {
        let line_empty = geo.house(line) & empty;
        for block in geo.boxes() {
            let inter = line_empty & geo.house(block);
            if inter.len() < 2 {
                continue;
            }
            if let Some(near) = near {
                if !near.intersects(geo.house(line) | geo.house(block)) {
                    continue;
                }
                if !out.is_empty() {
                    return;
                }
            }
            let (ic, ni) = list(inter);
            for cmask in 1usize..(1 << ni) {
                let k = cmask.count_ones() as usize;
                if !(2..=3).contains(&k) {
                    continue;
                }
                let c = cells_of(&ic[..ni], cmask);
                let v = union(board, c);
                if v.len() < k + 2 {
                    continue;
                }
                search(
                    board,
                    geo,
                    (line, block, c, v),
                    &mut line_unions,
                    &mut box_unions,
                    out,
                );
            }
        }
    }
}

/// All line groups, then box groups, for one intersection choice.
fn search(
    board: &Board,
    geo: &Geometry,
    (line, block, c, v): (House, House, CellSet, DigitSet),
    line_unions: &mut [DigitSet; 512],
    box_unions: &mut [DigitSet; 512],
    out: &mut Vec<SueDeCoq>,
) {
    let empty = board.empty_cells();
    let surplus = (v.len() - c.len()) as isize;
    let (lc, nl) = list((geo.house(line) & empty) - c);
    subset_unions(board, &lc[..nl], line_unions);
    for (lmask, &ld) in line_unions.iter().enumerate().take(1 << nl).skip(1) {
        let ln = lmask.count_ones() as isize;
        let take = ln - (ld - v).len() as isize;
        if (ld & v).is_empty() || take < 1 || take >= surplus {
            continue;
        }
        let l = cells_of(&lc[..nl], lmask);
        // Box cells may not hold the line group's digits of V.
        let banned = ld & v;
        let sources: CellSet = ((geo.house(block) & empty) - c - l)
            .iter()
            .filter(|&x| (board.candidates(x) & banned).is_empty())
            .collect();
        let (bc, nb) = list(sources);
        subset_unions(board, &bc[..nb], box_unions);
        for (bmask, &bd) in box_unions.iter().enumerate().take(1 << nb).skip(1) {
            let bn = bmask.count_ones() as isize;
            if (bd & v).is_empty() || bn - (bd - v).len() as isize != surplus - take {
                continue;
            }
            let p = SueDeCoq {
                line,
                block,
                cells: c,
                digits: v,
                line_cells: l,
                line_digits: ld,
                box_cells: cells_of(&bc[..nb], bmask),
                box_digits: bd,
            };
            if targets(board, &p).iter().any(|t| !t.is_empty()) {
                out.push(p);
            }
        }
    }
}

impl Pattern for SueDeCoq {
    fn strategy(&self) -> &'static str {
        SUE_DE_COQ.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.line, Role::House);
        h.house(self.block, Role::SecondaryHouse);
        for c in self.cells {
            h.cell(c, Role::Pattern);
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        for c in self.line_cells {
            h.cell(c, Role::Pattern);
            h.candidates(board, c, self.line_digits, Role::ColorA);
        }
        for c in self.box_cells {
            h.cell(c, Role::Pattern);
            h.candidates(board, c, self.box_digits, Role::ColorB);
        }
        h.name(Mark::House(Role::House), Label::House(self.line))
            .name(Mark::House(Role::SecondaryHouse), Label::House(self.block))
            .name(Mark::Overlap, Label::Intersection)
            .name(Mark::Cell(Role::Pattern), Label::CellsUsed)
            .name(
                Mark::Candidate(Role::Pattern),
                Label::InTheIntersection(self.digits),
            )
            .name(
                Mark::Candidate(Role::ColorA),
                Label::InTheLine {
                    digits: self.line_digits,
                    line: self.line,
                },
            )
            .name(
                Mark::Candidate(Role::ColorB),
                Label::InTheBox(self.box_digits),
            );
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::SueDeCoq {
            extended: self.extended(),
            cells: self.cells,
            digits: self.digits,
            line: self.line,
            block: self.block,
            line_cells: self.line_cells,
            line_digits: self.line_digits,
            box_cells: self.box_cells,
            box_digits: self.box_digits,
        }))
    }
}

strategy!(
    /// Sue de Coq (basic and extended; productive instances only).
    SueDeCoqs: SueDeCoq = find_sue_de_coqs, eliminates sue_de_coq_eliminations,
        listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;
    use crate::lang::Explain;
    use crate::text::compact_cells;
    use std::collections::BTreeSet;

    fn names(c: &[Candidate]) -> Vec<String> {
        c.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn reglib_case() {
        // reglib 1.3, 1101 (Sue de Coq), the example in HoDoKu's own solver
        // source: r7c45 {123689} with r7c128 {2389} and r9c6 {16}.
        let line = ":1101:12369:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 194 273 371 684 685 694 985::";
        let e = parse_library_line(line).unwrap();
        let want: BTreeSet<Candidate> = e.eliminations.iter().copied().collect();
        let found = find_sue_de_coqs(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                sue_de_coq_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib Sue de Coq");
        assert_eq!(compact_cells(hit.cells), "r7c45");
        assert_eq!(hit.digits.to_string(), "123689");
        let cells: Vec<Cell> = hit.cells.iter().collect();
        let l: Vec<Cell> = hit.line_cells.iter().collect();
        let b: Vec<Cell> = hit.box_cells.iter().collect();
        assert_eq!(is_sue_de_coq(&e.board, &cells, &l, &b).as_ref(), Some(hit));
        assert_eq!(
            names(&sue_de_coq_eliminations(&e.board, hit)),
            [
                "r7c1<>3", "r7c3<>2", "r8c4<>1", "r8c4<>6", "r8c5<>6", "r8c5<>9", "r9c4<>1",
                "r9c4<>6"
            ]
        );
        assert!(hit.explain().starts_with("Sue de Coq"));
    }

    #[test]
    fn predicate_rejects_wrong_input() {
        let e = parse_library_line(":1101:12369:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 194 273 371 684 685 694 985::").unwrap();
        let b = &e.board;
        // One intersection cell only.
        assert!(is_sue_de_coq(
            b,
            &[Cell::new(6, 3)],
            &[Cell::new(6, 0)],
            &[Cell::new(8, 5)]
        )
        .is_none());
        // Groups that overlap the intersection.
        let c = [Cell::new(6, 3), Cell::new(6, 4)];
        assert!(is_sue_de_coq(b, &c, &[Cell::new(6, 3)], &[Cell::new(8, 5)]).is_none());
        // Counts that do not add up: the line group alone.
        assert!(!counts_ok(
            2,
            DigitSet::from_digits(&[1, 2, 3, 4]),
            1,
            DigitSet::from_digits(&[1, 2]),
            1,
            DigitSet::from_digits(&[1, 5]),
        ));
    }
}
