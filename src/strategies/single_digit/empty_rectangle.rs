//! # Empty Rectangle (and Dual Empty Rectangle)
//!
//! Look at one digit in one box. If every candidate of the digit in the box
//! lies in one row *and* one column of the box (an L or a cross; the other
//! cells of the box form an "empty rectangle"), then whichever cell holds the
//! digit, it is in the *ER row* or in the *ER column*. The two lines cross in
//! the *hinge* cell.
//!
//! Add a conjugate pair (strong link) in a line outside the box, with one end
//! `P` in the ER row, the other end `Q` in another band:
//!
//! ```text
//!  box 1 is the ER box:             column 7 is a conjugate pair P/Q
//!  . 5 . | . . . | . . .            * If P = 5, row 2 of box 1 is empty of 5,
//!  5 5 5 | . . . | P . .              so box 1 has its 5 in column 2: x <> 5.
//!  . 5 . | . . . | . . .            * If Q = 5, x (same row as Q) <> 5.
//!  ------+-------+------
//!  ...                              Either way x = r8c2 loses the 5.
//!  . x . | . . . | Q . .   row 8
//! ```
//!
//! The same works the other way round: a conjugate pair in a row with one end
//! in the ER column eliminates where its other end's column crosses the ER
//! row. The target is always the cell where the far end's line crosses the
//! *other* ER line.
//!
//! A **Dual Empty Rectangle** is one ER box used with two conjugate pairs at
//! once (two eliminations). A box holding just two candidates on a diagonal
//! has two hinges, and each hinge can serve one pair.
//!
//! An ER with two candidates is also a chain through a box conjugate pair, so
//! such eliminations are found by Turbot Fish / 2-String Kite too.

use super::links::{digit_in_range, link_houses, without_repeats, StrongLink};
use crate::grid::{Board, Candidate, Cell, House, HouseKind};
use crate::lang::says::{EmptyRectangleSays, PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The Empty Rectangle's declaration: id, family, HoDoKu score and level, SE rule.
pub const EMPTY_RECTANGLE: Decl = Decl::new(
    "empty-rectangle",
    "Empty Rectangle",
    "エンプティレクタングル",
    Family::SingleDigit,
    120,
    Level::Hard,
    Se::Fixed(43),
);
/// The Dual Empty Rectangle's declaration: id, family, HoDoKu score and level, SE rule.
pub const DUAL_EMPTY_RECTANGLE: Decl = Decl::new(
    "dual-empty-rectangle",
    "Dual Empty Rectangle",
    "デュアル・エンプティレクタングル",
    Family::SingleDigit,
    120,
    Level::Hard,
    Se::Fixed(43),
)
.left_out(LeftOut::JoinsTwoSteps);

/// An ER box and one conjugate pair that together remove the digit from `target`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EmptyRectangle {
    pub digit: u8,
    /// The box whose candidates fit one row and one column.
    pub box_house: House,
    /// The digit's candidate cells in the box.
    pub box_cells: Vec<Cell>,
    /// Where the ER row and ER column cross (it may hold the digit or not).
    pub hinge: Cell,
    pub er_row: House,
    pub er_column: House,
    /// `cells[0]` (`P`) lies on an ER line outside the box, `cells[1]` (`Q`)
    /// is the far end.
    pub strong_link: StrongLink,
    /// The cell where `Q`'s line crosses the other ER line.
    pub target: Cell,
}

/// Does the box of `hinge` have all its candidates of `digit` in the hinge's
/// row and column (some in each arm, beyond the hinge), and do `p`, `q` form a
/// conjugate pair in a line outside the box with `p` on one ER line?
pub fn is_empty_rectangle(
    board: &Board,
    digit: u8,
    hinge: Cell,
    p: Cell,
    q: Cell,
) -> Option<EmptyRectangle> {
    if !digit_in_range(board, digit) {
        return None;
    }
    let geo = board.geometry();
    if !geo.contains(hinge) {
        return None;
    }
    let bx = House::of_box(geo.box_of(hinge));
    let row_h = House::row(hinge.row());
    let col_h = House::column(hinge.col());
    let in_box = board.digit_cells(digit) & geo.house(bx);
    let row_arm = in_box & geo.house(row_h);
    let col_arm = in_box & geo.house(col_h);
    // Every candidate on the two lines, and each arm reaching beyond the
    // hinge (otherwise the digit is simply locked in one line).
    if !in_box.is_subset(row_arm | col_arm)
        || row_arm.is_subset(geo.house(col_h))
        || col_arm.is_subset(geo.house(row_h))
    {
        return None;
    }
    let houses = link_houses(board, digit, p, q)?;
    if geo.house(bx).contains(p) || geo.box_of(q) == geo.box_of(hinge) {
        return None;
    }
    let (line, target) = if let Some(col) = houses.col.filter(|_| p.row() == hinge.row()) {
        // Column pair, P in the ER row: target where Q's row crosses the ER column.
        (col, Cell::try_new(q.row(), hinge.col()).ok()?)
    } else if let Some(row) = houses.row.filter(|_| p.col() == hinge.col()) {
        // Row pair, P in the ER column: target where Q's column crosses the ER row.
        (row, Cell::try_new(hinge.row(), q.col()).ok()?)
    } else {
        return None;
    };
    // The target must lie outside the ER box (Q in another band / stack).
    if geo.box_of(target) == geo.box_of(hinge) || !geo.contains(target) {
        return None;
    }
    Some(EmptyRectangle {
        digit,
        box_house: bx,
        box_cells: in_box.iter().collect(),
        hinge,
        er_row: row_h,
        er_column: col_h,
        strong_link: StrongLink {
            house: line,
            cells: [p, q],
        },
        target,
    })
}

/// Every empty rectangle: digits, boxes, hinges (cell order), then line
/// conjugate pairs in house order (columns for the ER row, rows for the ER
/// column).
pub fn find_empty_rectangles(board: &Board) -> Vec<EmptyRectangle> {
    let geo = board.geometry();
    let n = geo.size;
    let mut out = Vec::new();
    for digit in 1..=n as u8 {
        let cells = board.digit_cells(digit);
        for b in 0..n {
            let bx = House::of_box(b);
            let in_box = cells & geo.house(bx);
            if in_box.len() < 2 {
                continue;
            }
            for hinge in geo.house_cells(bx).iter().copied() {
                // The box condition alone first (cheap, and it fails for
                // most hinges): every candidate on the hinge's two lines,
                // each arm reaching beyond the hinge.
                let row_arm = in_box & geo.house(House::row(hinge.row()));
                let col_arm = in_box & geo.house(House::column(hinge.col()));
                if !in_box.is_subset(row_arm | col_arm)
                    || row_arm.is_subset(geo.house(House::column(hinge.col())))
                    || col_arm.is_subset(geo.house(House::row(hinge.row())))
                {
                    continue;
                }
                // Conjugate pairs in lines crossing the ER row (columns) and
                // the ER column (rows), each with an end on the ER line.
                let row_line = geo.house(House::row(hinge.row()));
                let col_line = geo.house(House::column(hinge.col()));
                for line in geo.lines() {
                    let on_er = if line.kind() == HouseKind::Row {
                        col_line
                    } else {
                        row_line
                    };
                    let in_line = cells & geo.house(line);
                    if in_line.len() != 2 {
                        continue;
                    }
                    let Some(p) = (in_line & on_er).first() else {
                        continue;
                    };
                    let Some(q) = (in_line - on_er).first() else {
                        continue;
                    };
                    if let Some(er) = is_empty_rectangle(board, digit, hinge, p, q) {
                        out.push(er);
                    }
                }
            }
        }
    }
    out
}

/// The digit leaves the target (if it is still a candidate there).
pub fn empty_rectangle_eliminations(board: &Board, p: &EmptyRectangle) -> Vec<Candidate> {
    if digit_in_range(board, p.digit) && board.has_candidate(p.target, p.digit) {
        vec![Candidate::new(p.target, p.digit)]
    } else {
        Vec::new()
    }
}

fn er_highlights(h: &mut Highlights, p: &EmptyRectangle) {
    let d = p.digit;
    h.house(p.box_house, Role::House);
    h.house(p.strong_link.house, Role::SecondaryHouse);
    for &c in &p.box_cells {
        h.candidate(c, d, Role::Pattern);
    }
    h.name(Mark::House(Role::House), Label::TheRectangle(p.box_house))
        .name(
            Mark::House(Role::SecondaryHouse),
            Label::OnlyTwoIn {
                house: p.strong_link.house,
                digit: d,
            },
        )
        .name(Mark::Overlap, Label::Both)
        .name(Mark::Candidate(Role::Pattern), Label::TheDigits(d))
        .name(Mark::Link { strong: true }, Label::OnlyTwo(d))
        .name(Mark::Link { strong: false }, Label::SeeEachOther);
    let [pp, q] = p.strong_link.cells;
    h.candidate(pp, d, Role::Pattern);
    h.candidate(q, d, Role::Pattern);
    h.link(Candidate::new(q, d), Candidate::new(pp, d), true);
    // P sees the box cells on its ER line: a weak link into the box.
    for &c in &p.box_cells {
        let on_line = if p.strong_link.house.kind() == HouseKind::Column {
            c.row() == pp.row()
        } else {
            c.col() == pp.col()
        };
        if on_line {
            h.link(Candidate::new(pp, d), Candidate::new(c, d), false);
        }
    }
}

impl EmptyRectangle {
    /// The rectangle as the catalogues read it.
    fn says_data(&self) -> EmptyRectangleSays {
        EmptyRectangleSays {
            digit: self.digit,
            box_house: self.box_house,
            box_cells: self.box_cells.clone(),
            er_row: self.er_row,
            er_column: self.er_column,
            link_house: self.strong_link.house,
            link_cells: self.strong_link.cells,
            target: self.target,
        }
    }
}

impl Pattern for EmptyRectangle {
    fn strategy(&self) -> &'static str {
        EMPTY_RECTANGLE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        er_highlights(&mut h, self);
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::EmptyRectangle(
            self.says_data(),
        )))
    }
}

strategy!(
    /// Empty Rectangles.
    EmptyRectangles: EmptyRectangle = find_empty_rectangles, eliminates empty_rectangle_eliminations
);

/// One ER box used with two different conjugate pairs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DualEmptyRectangle {
    pub digit: u8,
    pub box_house: House,
    pub rectangles: [EmptyRectangle; 2],
}

/// Do the two ERs share digit and box, with different pairs and targets?
pub fn is_dual_empty_rectangle(
    a: &EmptyRectangle,
    b: &EmptyRectangle,
) -> Option<DualEmptyRectangle> {
    if a.digit != b.digit
        || a.box_house != b.box_house
        || a.strong_link.cells == b.strong_link.cells
        || a.target == b.target
    {
        return None;
    }
    Some(DualEmptyRectangle {
        digit: a.digit,
        box_house: a.box_house,
        rectangles: [a.clone(), b.clone()],
    })
}

/// Every dual empty rectangle, in the order of the ER finder.
pub fn find_dual_empty_rectangles(board: &Board) -> Vec<DualEmptyRectangle> {
    let ers = find_empty_rectangles(board);
    let mut out = Vec::new();
    for (i, a) in ers.iter().enumerate() {
        for b in &ers[i + 1..] {
            if let Some(d) = is_dual_empty_rectangle(a, b) {
                out.push(d);
            }
        }
    }
    out
}

/// Both targets.
pub fn dual_empty_rectangle_eliminations(board: &Board, p: &DualEmptyRectangle) -> Vec<Candidate> {
    let mut out = empty_rectangle_eliminations(board, &p.rectangles[0]);
    out.extend(empty_rectangle_eliminations(board, &p.rectangles[1]));
    out
}

impl Pattern for DualEmptyRectangle {
    fn strategy(&self) -> &'static str {
        DUAL_EMPTY_RECTANGLE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for r in &self.rectangles {
            er_highlights(&mut h, r);
        }
        without_repeats(h)
    }
    fn says(&self) -> Option<Says> {
        let [a, b] = &self.rectangles;
        Some(Says::Patterns(PatternSays::DualEmptyRectangle {
            digit: self.digit,
            box_house: self.box_house,
            rectangles: [a.says_data(), b.says_data()],
        }))
    }
}

strategy!(
    /// Dual Empty Rectangles.
    DualEmptyRectangles: DualEmptyRectangle = find_dual_empty_rectangles, eliminates dual_empty_rectangle_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{after_basics, after_singles, cell, eliminations_text, productive};

    #[test]
    fn empty_rectangle_in_box_2() {
        // Sudoku Exchange bank, sx_hard #26, after singles, locked candidates
        // and subsets: in box 2 the 1s (r1c4, r1c5, r3c5) lie in row 1 and
        // column 5; row 7 has 1 only in r7c5 (on the ER column) and r7c3.
        let b = after_basics(
            ".9......6..689....2.37.6.9.1...2.....549.832.....7...4.2.6.78.9....356..3......5.",
        );
        let found = find_empty_rectangles(&b);
        let fired = productive::<EmptyRectangles>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(eliminations_text(&fired[0].1.eliminations), ["r1c3<>1"]);
        let p = is_empty_rectangle(&b, 1, cell("r1c5"), cell("r7c5"), cell("r7c3")).unwrap();
        assert_eq!(p.box_house.to_string(), "box 2");
        assert_eq!(p.strong_link.house.to_string(), "row 7");
        assert_eq!(p.target, cell("r1c3"));
        assert!(found.contains(&p));
        // r3c5 is off row 1 and column 4: no ER hinged at r1c4.
        assert!(is_empty_rectangle(&b, 1, cell("r1c4"), cell("r7c4"), cell("r7c3")).is_none());
        // P must be on the ER line: swapping the pair's ends finds nothing.
        assert!(is_empty_rectangle(&b, 1, cell("r1c5"), cell("r7c3"), cell("r7c5")).is_none());
        assert!(p.explain().contains("either way r1c3 cannot be 1"));
    }

    #[test]
    fn dual_empty_rectangle_in_box_2() {
        // sx_hard #29 after the basics: box 2 holds 4 only in r2c4 and r3c6,
        // so it has two hinges, r2c6 and r3c4; column 8 (r2c8/r4c8) works with
        // the first, row 5 (r5c4/r5c9) with the second.
        let b = after_basics(
            "49...13...6...9..8..738..9..8....7...36.7.52...2....1..1..479..8..6...3...91...87",
        );
        let fired = productive::<DualEmptyRectangles>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r4c6<>4", "r3c9<>4"]
        );
        let p = &fired[0].0;
        assert_eq!(p.rectangles[0].hinge, cell("r2c6"));
        assert_eq!(p.rectangles[1].hinge, cell("r3c4"));
        assert!(is_dual_empty_rectangle(&p.rectangles[0], &p.rectangles[0]).is_none());
    }

    #[test]
    fn small_boards_and_bad_input() {
        // 4x4 and 6x6 puzzles from ../shared/puzzles (mini4x4_amayaos_20 #2,
        // mini6x6_sukaku6x6explainer_3 #2) and empty boards.
        let boards = [
            after_singles("4..3.2..2.4....."),
            after_singles("....1..2...3.....4..56........34...."),
            Board::empty(4).unwrap(),
            Board::empty(6).unwrap(),
        ];
        for b in &boards {
            let _ = find_empty_rectangles(b);
            let _ = find_dual_empty_rectangles(b);
            assert!(is_empty_rectangle(b, 0, cell("r1c1"), cell("r1c2"), cell("r2c2")).is_none());
            assert!(is_empty_rectangle(b, 9, cell("r1c1"), cell("r1c2"), cell("r2c2")).is_none());
            assert!(is_empty_rectangle(b, 1, cell("r9c9"), cell("r1c2"), cell("r2c2")).is_none());
        }
        // A hand-made 4x4 ER: box 1 holds 1 in r1c1, r1c2, r2c1 (hinge r1c1);
        // column 3 is a conjugate pair r1c3/r3c3, so r3c1 loses 1.
        let mut b = Board::empty(4).unwrap();
        for c in ["r2c2", "r2c3", "r4c3", "r2c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let p = is_empty_rectangle(&b, 1, cell("r1c1"), cell("r1c3"), cell("r3c3")).unwrap();
        assert_eq!(p.target, cell("r3c1"));
        assert_eq!(
            empty_rectangle_eliminations(&b, &p),
            [Candidate::new(cell("r3c1"), 1)]
        );
    }
}
