//! # Unique Rectangles (types 1 to 6) and the Hidden Rectangle
//!
//! *These steps assume the puzzle has exactly one solution* (see the
//! [family docs](super)): four empty corners of a rectangle in two rows, two
//! columns and two boxes must never end up holding just two digits `a` and
//! `b`, or `a` and `b` could be swapped into a second solution.
//!
//! Corners holding exactly `{a,b}` make the **floor**; the others, the
//! **roof**, hold `a` or `b` plus *extra* digits. A roof corner may lack `a`
//! or `b` (a missing candidate does not change the logic: the pattern is
//! about the final digits, so it is enough that the floor has nothing else).
//! The extras cannot all be false, or the deadly pattern would be complete:
//!
//! ```text
//!  Type 1: three corners {ab}          Type 2: roof {abx} {abx} in a line
//!    {ab} ...... {ab}                    {ab}  ...... {ab}
//!    {ab} ...... {abxy}  <- not a, b     {abx} ...... {abx}   one is x: a cell
//!                                                              seeing both is not x
//!  Type 3: the roof's extras act as one cell of a naked subset in a house
//!  the roof shares: {abx} {aby} + a cell {xy} = naked triple of x, y in the row.
//!
//!  Type 4: in a house the roof shares,   Type 5: the same extra x on two
//!  a goes only on the roof (a strong     diagonal corners or on three: a cell
//!  link): one roof corner is a, so       seeing all of them is not x
//!  neither may be b.
//!
//!  Type 6: floor and roof on the diagonals; in both rows (or both columns)
//!  a lies only on the corners (an X-wing): if a roof corner were a, both
//!  would be, the floor b: deadly. So the roof loses a.
//! ```
//!
//! A corner holding only `{a,b}` with the two lines through the diagonal
//! corner holding `a` only on the rectangle makes the
//! [Hidden Rectangle](super::hidden_rectangle), the same idea with strong
//! links in place of a floor.
//!
//! Every pattern records `assumes_unique: true`, and every explanation opens
//! with "Assuming the puzzle has one solution". (The solver's quick test and
//! the list of candidate rectangles its seven strategies share per board are
//! in `quick.rs`.)

use super::roof::{highlight_roof, roof_eliminations, roof_links, roof_of, roof_subsets, Roof};
use super::{col_mate, for_each_rectangle_within, is_two_box_rectangle, row_mate, Corners};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{Effects, Strategy};
use serde::Serialize;

// The hidden rectangle was taught in this file; its old paths still work.
pub use super::hidden_rectangle::{
    find_hidden_rectangles, hidden_rectangle_eliminations, is_hidden_rectangle, HiddenRectangle,
    HiddenRectangles,
};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The Unique Rectangle Type 1's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_1: Decl = Decl::new(
    "unique-rectangle-1",
    "Unique Rectangle Type 1",
    "ユニークレクタングル タイプ1",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(45),
);
/// The Unique Rectangle Type 2's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_2: Decl = Decl::new(
    "unique-rectangle-2",
    "Unique Rectangle Type 2",
    "ユニークレクタングル タイプ2",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(45),
);
/// The Unique Rectangle Type 3's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_3: Decl = Decl::new(
    "unique-rectangle-3",
    "Unique Rectangle Type 3",
    "ユニークレクタングル タイプ3",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::UniqueRectangle3,
);
/// The Unique Rectangle Type 4's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_4: Decl = Decl::new(
    "unique-rectangle-4",
    "Unique Rectangle Type 4",
    "ユニークレクタングル タイプ4",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(45),
);
/// The Unique Rectangle Type 5's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_5: Decl = Decl::new(
    "unique-rectangle-5",
    "Unique Rectangle Type 5",
    "ユニークレクタングル タイプ5",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(46),
);
/// The Unique Rectangle Type 6's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_RECTANGLE_6: Decl = Decl::new(
    "unique-rectangle-6",
    "Unique Rectangle Type 6",
    "ユニークレクタングル タイプ6",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::Fixed(46),
);

/// A unique rectangle: four empty corners that must not become a deadly
/// pattern of `digits`, and what that forces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UniqueRectangle {
    /// The type, 1 to 6.
    pub kind: u8,
    /// The two digits of the deadly pattern, `a` and `b`.
    pub digits: DigitSet,
    /// The four corners in reading order.
    pub corners: Corners,
    /// Corners holding exactly the two digits.
    pub floor: Vec<Cell>,
    /// Corners with extra digits.
    pub roof: Vec<Cell>,
    /// Every extra digit of the roof.
    pub extras: DigitSet,
    /// Type 3: the other cells of the naked subset the roof's extras join.
    pub subset_cells: Vec<Cell>,
    /// Type 3: the digits of that subset (the extras included).
    pub subset_digits: DigitSet,
    /// Type 3: the houses holding the subset and the roof (eliminations
    /// there); type 4: the houses where `link_digit` goes only on the roof;
    /// type 6: the lines where `link_digit` goes only on the corners.
    pub houses: Vec<House>,
    /// Type 4: the digit strongly linked on the roof; type 6: the digit of
    /// the X-wing.
    pub link_digit: Option<u8>,
    /// Always true: the step is only valid if the puzzle has one solution.
    pub assumes_unique: bool,
}

/// Every unique rectangle of every type on these corners with these two
/// digits (empty if the corners cannot hold a deadly pattern of them).
pub fn unique_rectangles_at(
    board: &Board,
    corners: Corners,
    digits: DigitSet,
) -> Vec<UniqueRectangle> {
    let mut out = Vec::new();
    push_unique_rectangles(board, corners, digits, None, &mut out);
    out
}

/// Every unique rectangle of type `kind` (1 to 6) on the board: rectangles
/// in reading order, then digit pairs in increasing order. Instances that
/// remove nothing are included.
pub fn find_unique_rectangles(board: &Board, kind: u8) -> Vec<UniqueRectangle> {
    let mut out = Vec::new();
    // Every two-box rectangle of empty cells, with every pair of digits one
    // of its corners holds exactly (a floor corner).
    for_each_rectangle_within(board.geometry(), board.empty_cells(), |corners| {
        let (pairs, n) = floor_pairs(board, &corners);
        for &digits in &pairs[..n] {
            push_unique_rectangles(board, corners, digits, Some(kind), &mut out);
        }
    });
    out
}

/// The digit pairs a floor could be made of: the distinct candidate sets of
/// the corners holding exactly two digits, in increasing order (at most
/// four, in an array: this runs on every rectangle looked at).
pub(super) fn floor_pairs(board: &Board, corners: &Corners) -> ([DigitSet; 4], usize) {
    let mut pairs = [DigitSet::EMPTY; 4];
    let mut n = 0;
    for &c in corners {
        let cands = board.candidates(c);
        if cands.len() == 2 && !pairs[..n].contains(&cands) {
            pairs[n] = cands;
            n += 1;
        }
    }
    pairs[..n].sort();
    (pairs, n)
}

/// Pushes the unique rectangles on these corners with a floor of `digits`
/// (of type `only`, or of every type), in type order.
pub(super) fn push_unique_rectangles(
    board: &Board,
    corners: Corners,
    digits: DigitSet,
    only: Option<u8>,
    out: &mut Vec<UniqueRectangle>,
) {
    let geo = board.geometry();
    if digits.len() != 2 || !is_two_box_rectangle(geo, &corners) {
        return;
    }
    let wants = |k: u8| only.map_or(true, |o| o == k);
    let mut floor_mask = 0usize;
    let mut extras_of = [DigitSet::EMPTY; 4];
    for (i, &c) in corners.iter().enumerate() {
        if board.value(c).is_some() || board.is_given(c) {
            return;
        }
        let cands = board.candidates(c);
        if cands == digits {
            floor_mask |= 1 << i;
            continue;
        }
        // A roof corner must still be able to take part in the pattern (hold
        // a or b) and have something else it could hold instead.
        if (cands & digits).is_empty() || (cands - digits).is_empty() {
            return;
        }
        extras_of[i] = cands - digits;
    }
    // The roof corners' indices (no allocation: most rectangles looked at
    // here make no pattern).
    let floors = floor_mask.count_ones() as usize;
    let mut roof_idx = [0usize; 4];
    for (k, i) in (0..4).filter(|i| floor_mask & (1 << i) == 0).enumerate() {
        roof_idx[k] = i;
    }
    let roof_idx = &roof_idx[..4 - floors];
    let extras = extras_of.iter().fold(DigitSet::EMPTY, |acc, &e| acc | e);
    // The roof's extras when every roof corner has the same single one.
    let single_extra = (extras.len() == 1).then(|| extras.first()).flatten();
    let base = |kind: u8| UniqueRectangle {
        kind,
        digits,
        corners,
        floor: (0..4)
            .filter(|i| floor_mask & (1 << i) != 0)
            .map(|i| corners[i])
            .collect(),
        roof: roof_idx.iter().map(|&i| corners[i]).collect(),
        extras,
        subset_cells: Vec::new(),
        subset_digits: DigitSet::EMPTY,
        houses: Vec::new(),
        link_digit: None,
        assumes_unique: true,
    };
    match floors {
        3 if wants(1) => out.push(base(1)),
        2 => {
            let (r0, r1) = (roof_idx[0], roof_idx[1]);
            let in_line = r1 == row_mate(r0) || r1 == col_mate(r0);
            if in_line {
                if single_extra.is_some() && wants(2) {
                    out.push(base(2));
                }
                if wants(3) {
                    type_3(board, corners[r0], corners[r1], extras, &base, out);
                }
                if wants(4) {
                    type_4(board, corners[r0], corners[r1], digits, &base, out);
                }
            } else {
                if single_extra.is_some() && wants(5) {
                    out.push(base(5));
                }
                if wants(6) {
                    type_6(board, &corners, digits, &base, out);
                }
            }
        }
        1 if single_extra.is_some() && wants(5) => out.push(base(5)),
        _ => {}
    }
}

/// Type 3: in each house both roof corners share, look for `k` other cells
/// that with the roof's extras hold only `k + 1` digits.
fn type_3(
    board: &Board,
    roof0: Cell,
    roof1: Cell,
    extras: DigitSet,
    base: &dyn Fn(u8) -> UniqueRectangle,
    out: &mut Vec<UniqueRectangle>,
) {
    for (set, d, houses) in roof_subsets(board, roof0, roof1, extras) {
        let mut p = base(3);
        p.subset_cells = set.iter().collect();
        p.subset_digits = d;
        p.houses = houses;
        out.push(p);
    }
}

/// Type 4: a digit of the pair that, in a house both roof corners share,
/// goes only on the roof.
fn type_4(
    board: &Board,
    roof0: Cell,
    roof1: Cell,
    digits: DigitSet,
    base: &dyn Fn(u8) -> UniqueRectangle,
    out: &mut Vec<UniqueRectangle>,
) {
    for (d, linked) in roof_links(board, roof0, roof1, digits) {
        let mut p = base(4);
        p.houses = linked;
        p.link_digit = Some(d);
        out.push(p);
    }
}

/// Type 6: floor and roof on the diagonals; a digit of the pair that goes,
/// in both rows or in both columns of the rectangle, only on its corners.
fn type_6(
    board: &Board,
    corners: &Corners,
    digits: DigitSet,
    base: &dyn Fn(u8) -> UniqueRectangle,
    out: &mut Vec<UniqueRectangle>,
) {
    let geo = board.geometry();
    let rect: CellSet = corners.iter().copied().collect();
    let rows = [corners[0].row(), corners[2].row()].map(House::row);
    let cols = [corners[0].col(), corners[1].col()].map(House::column);
    for d in digits.iter() {
        let confined = |h: House| {
            let spots = board.digit_cells(d) & geo.house(h);
            !spots.is_empty() && spots.is_subset(rect)
        };
        let mut lines = Vec::new();
        for pair in [rows, cols] {
            if pair.iter().all(|&h| confined(h)) {
                lines.extend(pair);
            }
        }
        if !lines.is_empty() {
            let mut p = base(6);
            p.houses = lines;
            p.link_digit = Some(d);
            out.push(p);
        }
    }
}

impl UniqueRectangle {
    /// The roof and its rule (type 5 is caught as type 2 is).
    pub(super) fn roof_view(&self) -> Roof<'_> {
        roof_of!(self, if self.kind == 5 { 2 } else { self.kind })
    }
}

/// What a unique rectangle removes, in cell then digit order.
pub fn unique_rectangle_eliminations(board: &Board, p: &UniqueRectangle) -> Vec<Candidate> {
    roof_eliminations(board, &p.roof_view())
}

impl Pattern for UniqueRectangle {
    fn strategy(&self) -> &'static str {
        match self.kind {
            1 => UNIQUE_RECTANGLE_1.id,
            2 => UNIQUE_RECTANGLE_2.id,
            3 => UNIQUE_RECTANGLE_3.id,
            4 => UNIQUE_RECTANGLE_4.id,
            5 => UNIQUE_RECTANGLE_5.id,
            _ => UNIQUE_RECTANGLE_6.id,
        }
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &house in &self.houses {
            h.house(house, Role::House);
        }
        for &c in &self.corners {
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        h.name(
            Mark::House(Role::House),
            Label::RectangleHouses(self.houses.to_vec()),
        )
        .name(Mark::Candidate(Role::Pattern), Label::Corners(self.digits))
        .name(Mark::Candidate(Role::Fin), Label::ExtraCandidate)
        .name(Mark::Candidate(Role::ColorA), Label::NakedSubset);
        if let Some(d) = self.link_digit {
            h.name(Mark::Link { strong: true }, Label::OnlyPlacesFor(d));
        }
        highlight_roof(&mut h, board, &self.roof_view());
        if let Some(d) = self.link_digit {
            // Type 4: the roof corners, type 6: each line's two corners.
            let holders: Vec<Cell> = self
                .corners
                .iter()
                .copied()
                .filter(|&c| board.has_candidate(c, d))
                .collect();
            for (i, &x) in holders.iter().enumerate() {
                for &y in &holders[i + 1..] {
                    let linked = match self.kind {
                        4 => self.roof.contains(&x) && self.roof.contains(&y),
                        _ => self.houses.iter().any(|hh| {
                            let g = board.geometry();
                            let cells = g.house(*hh);
                            cells.contains(x) && cells.contains(y)
                        }),
                    };
                    if linked {
                        h.link(Candidate::new(x, d), Candidate::new(y, d), true);
                    }
                }
            }
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::UniqueRectangle {
            kind: self.kind,
            corners: self.corners.to_vec(),
            floor: self.floor.clone(),
            roof: self.roof.clone(),
            houses: self.houses.clone(),
            digits: self.digits,
            extras: self.extras,
            subset_cells: self.subset_cells.clone(),
            subset_digits: self.subset_digits,
            link_digit: self.link_digit,
        }))
    }
}

/// Unique rectangle of type `K` (1 to 6).
pub struct UniqueRectangles<const K: u8>;
impl<const K: u8> Strategy for UniqueRectangles<K> {
    type Found = UniqueRectangle;
    fn find(board: &Board) -> Vec<UniqueRectangle> {
        find_unique_rectangles(board, K)
    }
    fn effects(board: &Board, p: &UniqueRectangle) -> Effects {
        Effects::eliminate(unique_rectangle_eliminations(board, p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;
    use crate::lang::Explain;
    use crate::test_util::{after_singles, eliminations_text, productive};
    use crate::text::cells_text;

    /// The productive instances of type `K`, as (corners, eliminations).
    fn productive_texts<const K: u8>(b: &Board) -> Vec<(String, Vec<String>)> {
        productive::<UniqueRectangles<K>>(b)
            .iter()
            .map(|(p, e)| {
                (
                    cells_text(p.corners.iter().copied()),
                    eliminations_text(&e.eliminations),
                )
            })
            .collect()
    }

    // Sudoku Exchange bank (sx_medium, puzzle 17), after all singles.
    const MEDIUM_17: &str =
        "45.....27....5......6.4.8...147.956..9.....8...5.2.7..1..2.3..8.23...19.....9....";
    // Sudoku Exchange bank (sx_medium, puzzle 42), after all singles.
    const MEDIUM_42: &str =
        "......36..5..4...8...852..1..75.....26.....53.....69..6..294...7...3..4..41......";

    #[test]
    fn type_1() {
        // sx_medium puzzle 9 after singles: r3c3, r5c2, r5c3 hold only 3 and 8.
        let b = after_singles(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        let found = find_unique_rectangles(&b, 1);
        let p = found
            .iter()
            .find(|p| !unique_rectangle_eliminations(&b, p).is_empty())
            .unwrap();
        assert_eq!(p.digits, DigitSet::from_digits(&[3, 8]));
        assert_eq!(cells_text(p.floor.iter().copied()), "r3c3, r5c2 and r5c3");
        assert_eq!(p.roof, [Cell::new(2, 1)]);
        assert!(p.assumes_unique);
        assert_eq!(
            eliminations_text(&unique_rectangle_eliminations(&b, p)),
            ["r3c2<>3", "r3c2<>8"]
        );
        assert!(p
            .explain()
            .starts_with("Assuming the puzzle has one solution"));
        assert_eq!(p.strategy(), "unique-rectangle-1");
        assert_eq!(
            productive_texts::<1>(&b),
            [(
                "r3c2, r3c3, r5c2 and r5c3".to_string(),
                vec!["r3c2<>3".to_string(), "r3c2<>8".to_string()]
            )]
        );
        assert_eq!(unique_rectangles_at(&b, p.corners, p.digits)[0], *p);
    }

    #[test]
    fn types_2_and_4() {
        let b = after_singles(MEDIUM_17);
        // r2c1, r2c2 hold only 3 and 8; r6c1, r6c2 add 6 each.
        assert_eq!(
            productive_texts::<2>(&b),
            [(
                "r2c1, r2c2, r6c1 and r6c2".to_string(),
                vec!["r5c1<>6", "r6c4<>6", "r6c6<>6"]
                    .into_iter()
                    .map(String::from)
                    .collect()
            )]
        );
        // r1c7, r2c7 hold only 6 and 9; 9 goes only in r1c4 and r2c4 in
        // column 4 (and box 2): neither can be 6.
        let t4 = find_unique_rectangles(&b, 4);
        let p = t4
            .iter()
            .find(|p| !unique_rectangle_eliminations(&b, p).is_empty())
            .unwrap();
        assert_eq!(p.link_digit, Some(9));
        assert_eq!(
            p.houses.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
            ["column 4", "box 2"]
        );
        assert_eq!(
            eliminations_text(&unique_rectangle_eliminations(&b, p)),
            ["r1c4<>6", "r2c4<>6"]
        );
    }

    #[test]
    fn types_3_and_6() {
        let b = after_singles(MEDIUM_42);
        // r1c5, r1c6 hold only 1 and 7; r5c5 and r5c6 add 8 and 9, which
        // with r5c3 {89} make a naked pair in row 5.
        let t3 = find_unique_rectangles(&b, 3);
        let p = t3
            .iter()
            .find(|p| !unique_rectangle_eliminations(&b, p).is_empty())
            .unwrap();
        assert_eq!(p.subset_cells, [Cell::new(4, 2)]);
        assert_eq!(p.subset_digits, DigitSet::from_digits(&[8, 9]));
        assert_eq!(
            p.houses.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
            ["row 5"]
        );
        assert_eq!(
            eliminations_text(&unique_rectangle_eliminations(&b, p)),
            ["r5c7<>8"]
        );
        assert_eq!(productive_texts::<3>(&b).len(), 1);
        // Floor r3c1, r4c2 {39}; 3 lies only on the corners in rows 3 and 4
        // and in columns 1 and 2: the roof loses 3.
        let t6 = productive_texts::<6>(&b);
        assert_eq!(
            t6,
            [(
                "r3c1, r3c2, r4c1 and r4c2".to_string(),
                vec!["r3c2<>3".to_string(), "r4c1<>3".to_string()]
            )]
        );
    }

    #[test]
    fn type_5() {
        // sx_hard puzzle 65, after 18 steps of a walkthrough with the basic
        // strategies (singles, locked candidates, subsets, a turbot fish),
        // as HoDoKu's library format writes it: r9c8 holds only 8 and 9,
        // r4c7, r4c8 and r9c7 add 2 each.
        let b = parse_library_line(
            ":0000:x:1.+75....9.54..7.1.....4..7..7+5+31+6..4+4+138297+5+66..+75+4.3+1.2..7....+73.4..16.5+4...3..7:217 817 227 827 633 237 837 873 973 877 977 886 889 893 993 298:::",
        )
        .unwrap()
        .board;
        assert_eq!(
            productive_texts::<5>(&b),
            [(
                "r4c7, r4c8, r9c7 and r9c8".to_string(),
                vec!["r6c7<>2".to_string()]
            )]
        );
        let p = &find_unique_rectangles(&b, 5)[0];
        assert_eq!(p.roof.len(), 3);
        assert_eq!(p.extras, DigitSet::single(2));
    }

    #[test]
    fn deadly_pattern_already_there_is_no_rectangle() {
        // Sudopedia "Not Unique - 2 Solutions": after the singles r4c1, r4c6,
        // r6c1 and r6c6 all hold exactly 3 and 6. No type applies: the board
        // is past saving, and the strategies do not pretend otherwise.
        let b = after_singles(
            ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.",
        );
        let corners = [
            Cell::new(3, 0),
            Cell::new(3, 5),
            Cell::new(5, 0),
            Cell::new(5, 5),
        ];
        assert!(corners
            .iter()
            .all(|&c| b.candidates(c) == DigitSet::from_digits(&[3, 6])));
        assert!(unique_rectangles_at(&b, corners, DigitSet::from_digits(&[3, 6])).is_empty());
    }

    #[test]
    fn small_boards_and_givens() {
        for size in [4, 6] {
            let b = Board::empty(size).unwrap();
            for k in 1..=6 {
                assert!(find_unique_rectangles(&b, k).is_empty());
            }
        }
        // A 4x4 rectangle in two boxes (rows 1-2, columns 1 and 3): three
        // corners {13}, the fourth {123}. Candidates set by hand.
        let mut b = Board::empty(4).unwrap();
        let corners = [
            Cell::new(0, 0),
            Cell::new(0, 2),
            Cell::new(1, 0),
            Cell::new(1, 2),
        ];
        for (k, &c) in corners.iter().enumerate() {
            b.eliminate(Candidate::new(c, 4));
            if k < 3 {
                b.eliminate(Candidate::new(c, 2));
            }
        }
        let found = find_unique_rectangles(&b, 1);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].corners, corners);
        assert_eq!(
            eliminations_text(&unique_rectangle_eliminations(&b, &found[0])),
            ["r2c3<>1", "r2c3<>3"]
        );
        // A rectangle through a given is never a unique rectangle.
        let mut digits = vec![0u8; 16];
        digits[0] = 1;
        let with_given = Board::from_givens(&digits).unwrap();
        assert!(
            unique_rectangles_at(&with_given, corners, DigitSet::from_digits(&[2, 3])).is_empty()
        );
    }
}
