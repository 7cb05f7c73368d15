//! # WXYZ-Wing 3222: the user's study, one shape, built from scratch
//!
//! The source of this file is the user's Mathematica study of one WXYZ-Wing
//! shape, which it writes as data,
//! `{{{W,X,Y},{W,Z},{X,Z},{Y,Z}}, {stem, branch1, branch2, branch3}}`:
//! a **stem** holding {W,X,Y} and three bivalue **branches** {W,Z}, {X,Z}
//! and {Y,Z}, laid out like this:
//!
//! ```text
//!   . . . | . c . | . . .     s  stem {W,X,Y}         (r7c5)
//!   . . . | . . . | . . .     a  branch1 {W,Z}: in the stem's box,
//!   . . . | . b . | . . .        off the stem's column (r9c4)
//!   ------+-------+------     b  branch2 {X,Z}: on the stem's column,
//!   . . . | . . . | . . .        outside its box, the nearer (r3c5)
//!   . . . | . . . | . . .     c  branch3 {Y,Z}: the same, farther (r1c5)
//!   . . . | . . . | . . .
//!   ------+-------+------     x  the stem's box on the stem's column,
//!   . . . | . s . | . . .        the stem left out: these lose Z
//!   . . . | . x . | . . .
//!   . . . | a x . | . . .
//! ```
//!
//! The study's four conditions:
//!
//! 1. the four cells hold 3, 2, 2 and 2 candidates, four digits in all (like
//!    a naked quad, but not in one house);
//! 2. the cell with {W,X,Y} is the stem, the others are branches;
//! 3. branch1 lies in the stem's box, off the row (or column) that the stem
//!    shares with branch2 and branch3;
//! 4. branch2 and branch3 lie on the stem's row (or column), outside its
//!    box, in one box or two; branch2 is the nearer to the stem.
//!
//! **Why Z goes.** Whatever the stem turns out to be, one branch is Z: if the
//! stem is W, branch1 (same box) cannot be W, so it is Z; if X, branch2
//! (same line) is Z; if Y, branch3 is Z. So a cell that sees all three
//! branches cannot be Z. The study deletes Z from the cells of the stem's box
//! on the line: each sees branch2 and branch3 along the line and branch1
//! inside the box (and the stem, the one other cell there, holds no Z).
//!
//! **The follow-up.** The deletion often leaves a box/line reduction: Z's
//! last places on the line may now lie in one box (the study's example:
//! after 5 leaves F6, column 6's 5s are G6 and I6, both in box 8, so the
//! other 5s of box 8 go). The `the_follow_up_claiming` test shows it on
//! `puzzles/wxyz-example.txt`.
//!
//! **How it relates to the generalised wing.** These four cells are also a
//! WXYZ-Wing of [`super::wing`] (candidate counts `3/2/2/2`, the stem as its
//! hinge):
//! W, X and Y are restricted (each sits in two cells that see each other), Z
//! is not (branch1 does not see branch2 or branch3). That wing removes Z
//! from *every* cell seeing the three branches: the same cells and, when
//! branch2 and branch3 share a box, also that box's cells on branch1's row
//! (or column). So the study's delete list is part of the generalised one
//! (the `instances_are_generalised_wxyz_wings` test checks this on real
//! positions), and the solver never needs this strategy (see the registry
//! entry). The generalised wing's `3/2/2/2` are candidate counts only: they
//! also cover layouts the study does not (branches all on lines through the
//! stem, say), which is why this file exists.
//!
//! The real position of `puzzles/wxyz-example.txt` has the instance drawn
//! above (stem r7c5 {134}; the study writes its cells `{G,5}`, `{I,4}`,
//! `{C,5}`, `{A,5}`, see [`study_name`]).
//!
//! ## What is in this file
//!
//! The study's three functions, under this project's names (the study's
//! own text is not bundled here, so its spellings are not quoted):
//!
//! | the study's | here |
//! |---|---|
//! | predicate | [`is_wxyz_wing_3222`] |
//! | finder | [`find_wxyz_wings_3222`] (drops an instance that deletes nothing, as the study's does) |
//! | delete-list maker | [`wxyz_wing_3222_eliminations`] |
//!
//! Also: [`WxyzWing3222`] (its [`data`](WxyzWing3222::data) and
//! [`study_data`](WxyzWing3222::study_data) are the study's data),
//! [`every_wxyz_wing_3222`] (every instance, also those that delete
//! nothing: this project's teaching view), the study's cell names
//! ([`study_name`], [`study_cell`]), how an instance is drawn and explained,
//! the `strategy!` line, and the tests. There is no fast search and no quick
//! test: see `docs/adding-a-strategy.md` for why none is needed.

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The WXYZ-Wing 3222's declaration: id, family, HoDoKu score and level, SE rule.
pub const WXYZ_WING_3222: Decl = Decl::new(
    "wxyz-wing-3222",
    "WXYZ-Wing 3222",
    "WXYZウィング 3222",
    Family::Wings,
    200,
    Level::Unfair,
    Se::Wing,
)
.left_out(LeftOut::Subsumed);

/// One WXYZ-Wing 3222: the study's data, `{{{W,X,Y},{W,Z},{X,Z},{Y,Z}},
/// {stem, branch1, branch2, branch3}}`, with the houses that place it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WxyzWing3222 {
    /// The cell holding {W,X,Y}.
    pub stem: Cell,
    /// branch1 {W,Z} (in the stem's box), branch2 {X,Z} (on the line, the
    /// nearer to the stem; the first in reading order when both are as
    /// near), branch3 {Y,Z}.
    pub branches: [Cell; 3],
    /// The digit the stem shares with branch1.
    pub w: u8,
    /// The digit the stem shares with branch2.
    pub x: u8,
    /// The digit the stem shares with branch3.
    pub y: u8,
    /// The digit of all three branches, not in the stem.
    pub z: u8,
    /// The stem's row or column that holds branch2 and branch3.
    pub line: House,
    /// The stem's box (it holds branch1).
    pub stem_box: House,
}

impl WxyzWing3222 {
    /// The four cells in the study's order: stem, branch1, branch2, branch3.
    pub fn cells(&self) -> [Cell; 4] {
        let [a, b, c] = self.branches;
        [self.stem, a, b, c]
    }

    /// The study's data: the digit lists `{{W,X,Y},{W,Z},{X,Z},{Y,Z}}`
    /// (in that order) and the cells `{stem, branch1, branch2, branch3}`.
    pub fn data(&self) -> (Vec<Vec<u8>>, [Cell; 4]) {
        let (w, x, y, z) = (self.w, self.x, self.y, self.z);
        let digits = vec![vec![w, x, y], vec![w, z], vec![x, z], vec![y, z]];
        (digits, self.cells())
    }

    /// The pattern written as the study writes it:
    /// `{{{3,1,4},{3,6},{1,6},{4,6}}, {{G,5},{I,4},{C,5},{A,5}}}`.
    pub fn study_data(&self) -> String {
        let (digits, cells) = self.data();
        let list = |items: Vec<String>| format!("{{{}}}", items.join(","));
        let digits = digits
            .into_iter()
            .map(|ds| list(ds.iter().map(u8::to_string).collect()))
            .collect();
        let cells = cells.iter().map(|&c| study_name(c)).collect();
        format!("{{{}, {}}}", list(digits), list(cells))
    }
}

/// A cell as the study names it, row letter (A to I) then column:
/// `{F,6}` is r6c6.
pub fn study_name(cell: Cell) -> String {
    format!(
        "{{{},{}}}",
        char::from(b'A' + cell.row() as u8),
        cell.col() + 1
    )
}

/// The cell the study calls `{row, col}`: `study_cell('F', 6)` is r6c6
/// (`None` off a 9x9 grid).
pub fn study_cell(row: char, col: usize) -> Option<Cell> {
    let r = (row.to_ascii_uppercase() as usize).checked_sub('A' as usize)?;
    Cell::try_new(r, col.checked_sub(1)?).ok()
}

/// Do `stem` and `branches` (in any order) form a WXYZ-Wing 3222, as the
/// study's four conditions say (see the module doc)? The pattern comes back
/// with the branches in the study's order.
pub fn is_wxyz_wing_3222(board: &Board, stem: Cell, branches: [Cell; 3]) -> Option<WxyzWing3222> {
    let geo = board.geometry();
    let cells = [stem, branches[0], branches[1], branches[2]];
    for (i, &c) in cells.iter().enumerate() {
        // Check the index first: a cell past the 9x9 layout must not reach the bit sets.
        if !geo.contains(c) || cells[..i].contains(&c) {
            return None;
        }
    }
    // (1) 3/2/2/2 candidates, four digits in all.
    let stem_digits = board.candidates(stem);
    if stem_digits.len() != 3 || branches.iter().any(|&b| board.candidates(b).len() != 2) {
        return None;
    }
    let all = cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, &c| acc | board.candidates(c));
    if all.len() != 4 {
        return None;
    }
    // (2) Z is in every branch and not in the stem; the branches' other
    // digits are the stem's three, one each.
    let common = branches
        .iter()
        .fold(all, |acc, &b| acc & board.candidates(b));
    let z = common.single_digit()?;
    if stem_digits.contains(z) {
        return None;
    }
    let other = |b: Cell| (board.candidates(b) - DigitSet::single(z)).first();
    let others: DigitSet = branches.iter().filter_map(|&b| other(b)).collect();
    if others != stem_digits {
        return None;
    }
    // (3) exactly one branch in the stem's box: branch1.
    let stem_box = geo.box_of(stem);
    let in_box: Vec<Cell> = branches
        .iter()
        .copied()
        .filter(|&b| geo.box_of(b) == stem_box)
        .collect();
    let [branch1] = in_box[..] else {
        return None;
    };
    let mut far: Vec<Cell> = branches.iter().copied().filter(|&b| b != branch1).collect();
    // (4) the other two on the stem's row, or both on its column; branch1 off it.
    let on_row = |c: Cell| c.row() == stem.row();
    let on_col = |c: Cell| c.col() == stem.col();
    let (line, distance): (House, fn(Cell, Cell) -> usize) =
        if far.iter().all(|&b| on_row(b)) && !on_row(branch1) {
            (House::row(stem.row()), |a, b| a.col().abs_diff(b.col()))
        } else if far.iter().all(|&b| on_col(b)) && !on_col(branch1) {
            (House::column(stem.col()), |a, b| a.row().abs_diff(b.row()))
        } else {
            return None;
        };
    // branch2 is the nearer to the stem (then the first in reading order).
    far.sort_by_key(|&b| (distance(stem, b), b));
    let branches = [branch1, far[0], far[1]];
    let [w, x, y] = branches.map(|b| other(b).unwrap_or(0));
    Some(WxyzWing3222 {
        stem,
        branches,
        w,
        x,
        y,
        z,
        line,
        stem_box: House::of_box(stem_box),
    })
}

/// The study's finder: every WXYZ-Wing 3222 on the
/// board whose delete list is not empty, in the order of
/// [`every_wxyz_wing_3222`]. Like the study, it drops an instance that
/// deletes nothing (this project's finders usually keep those; here the
/// study's definition wins, and [`every_wxyz_wing_3222`] keeps them).
pub fn find_wxyz_wings_3222(board: &Board) -> Vec<WxyzWing3222> {
    let mut found = every_wxyz_wing_3222(board);
    found.retain(|w| !wxyz_wing_3222_eliminations(board, w).is_empty());
    found
}

/// Every WXYZ-Wing 3222 on the board, also those that delete nothing (a
/// teaching tool shows "here is one, and it removes nothing"): by stem in
/// reading order, its row before its column, then branch1, branch2 and
/// branch3 in reading order.
///
/// The plain way: every cell with three candidates as the stem; for its row
/// and then its column (the line), every bivalue cell of its box off the
/// line as branch1 and every two bivalue cells of the line outside the box
/// as branch2 and branch3; [`is_wxyz_wing_3222`] says yes or no.
pub fn every_wxyz_wing_3222(board: &Board) -> Vec<WxyzWing3222> {
    let geo = board.geometry();
    let mut found = Vec::new();
    let bivalue: CellSet = board
        .empty_cells()
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for stem in board.empty_cells().iter() {
        if board.candidates(stem).len() != 3 {
            continue;
        }
        let stem_box = geo.house(House::of_box(geo.box_of(stem)));
        for line in [House::row(stem.row()), House::column(stem.col())] {
            let line_cells = geo.house(line);
            let box_branches = bivalue & (stem_box - line_cells);
            let line_branches: Vec<Cell> = (bivalue & (line_cells - stem_box)).iter().collect();
            for branch1 in box_branches.iter() {
                for (i, &b) in line_branches.iter().enumerate() {
                    for &c in &line_branches[i + 1..] {
                        if let Some(wing) = is_wxyz_wing_3222(board, stem, [branch1, b, c]) {
                            found.push(wing);
                        }
                    }
                }
            }
        }
    }
    found
}

/// The study's delete list: Z leaves the cells of the
/// stem's box on the line, the stem left out (each such cell sees all three
/// branches).
pub fn wxyz_wing_3222_eliminations(board: &Board, w: &WxyzWing3222) -> Vec<Candidate> {
    let geo = board.geometry();
    let houses_fit = geo.has_house(w.line) && geo.has_house(w.stem_box);
    if !houses_fit || !geo.has_digit(w.z) {
        return Vec::new();
    }
    let line = geo.house(w.line);
    let stem_box = geo.house(w.stem_box);
    (((line & stem_box) - CellSet::single(w.stem)) & board.digit_cells(w.z))
        .iter()
        .map(|c| Candidate::new(c, w.z))
        .collect()
}

impl Pattern for WxyzWing3222 {
    fn strategy(&self) -> &'static str {
        WXYZ_WING_3222.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.line, Role::House);
        h.house(self.stem_box, Role::SecondaryHouse);
        h.cell(self.stem, Role::Pattern);
        // W, X and Y in the darker blue: the stem's box is shaded in the
        // light one.
        h.candidates(board, self.stem, board.candidates(self.stem), Role::ColorA);
        for (&branch, shared) in self.branches.iter().zip([self.w, self.x, self.y]) {
            // The digit shared with the stem is the pattern; Z, the digit
            // one branch must hold, gets its own colour.
            h.candidate(branch, shared, Role::ColorA);
            h.candidate(branch, self.z, Role::Fin);
            // Weak link: the stem and this branch are not both `shared`.
            h.link(
                Candidate::new(self.stem, shared),
                Candidate::new(branch, shared),
                false,
            );
        }
        // The legend in the study's words.
        h.name(Mark::House(Role::House), Label::StemsLine(self.line))
            .name(
                Mark::House(Role::SecondaryHouse),
                Label::StemsBox(self.stem_box),
            )
            .name(Mark::Overlap, Label::Both)
            .name(Mark::Cell(Role::Pattern), Label::Stem)
            .name(Mark::Candidate(Role::ColorA), Label::Wxy)
            .name(
                Mark::Candidate(Role::Fin),
                Label::Z(DigitSet::single(self.z), ""),
            )
            .name(Mark::Link { strong: false }, Label::NotBoth);
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::WxyzWing3222 {
            stem: self.stem,
            branches: self.branches,
            wxyz: [self.w, self.x, self.y, self.z],
            stem_box: self.stem_box,
            line: self.line,
        }))
    }
}

strategy!(
    /// WXYZ-Wing 3222 (the user's study).
    WxyzWings3222: WxyzWing3222 = find_wxyz_wings_3222, eliminates wxyz_wing_3222_eliminations,
    listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::strategies::wings::{find_wxyz_wings, wxyz_wing_eliminations};
    use crate::test_util::{self, after_singles, cell, eliminations_text};

    /// Each instance as the study writes it, with its delete list (also
    /// the instances that delete nothing).
    fn listed(b: &Board) -> Vec<(String, String)> {
        every_wxyz_wing_3222(b)
            .iter()
            .map(|w| {
                let e = wxyz_wing_3222_eliminations(b, w);
                (w.study_data(), eliminations_text(&e).join(" "))
            })
            .collect()
    }

    /// Every instance found is accepted by the predicate as found.
    fn check_round_trip(b: &Board) {
        for w in every_wxyz_wing_3222(b) {
            assert_eq!(is_wxyz_wing_3222(b, w.stem, w.branches).as_ref(), Some(&w));
        }
    }

    #[test]
    fn the_study_example() {
        // puzzles/wxyz-example.txt: Sudoku Exchange "diabolical" puzzle 180
        // after the solver's first 10 steps, all singles (see the file).
        let b = crate::formats::parse_board(include_str!("../../../puzzles/wxyz-example.txt"))
            .expect("example parses");
        assert_eq!(
            listed(&b),
            [(
                "{{{3,1,4},{3,6},{1,6},{4,6}}, {{G,5},{I,4},{C,5},{A,5}}}".to_string(),
                "r9c5<>6".to_string()
            )]
        );
        let w = find_wxyz_wings_3222(&b).remove(0);
        assert_eq!(w.stem, cell("r7c5"));
        let (digits, cells) = w.data();
        assert_eq!(digits, [vec![3, 1, 4], vec![3, 6], vec![1, 6], vec![4, 6]]);
        assert_eq!(
            cells,
            [cell("r7c5"), cell("r9c4"), cell("r3c5"), cell("r1c5")]
        );
        assert_eq!(w.branches, [cell("r9c4"), cell("r3c5"), cell("r1c5")]);
        assert_eq!((w.w, w.x, w.y, w.z), (3, 1, 4, 6));
        assert_eq!(
            (w.line.to_string(), w.stem_box.to_string()),
            ("column 5".into(), "box 8".into())
        );
        assert_eq!(w.strategy(), "wxyz-wing-3222");
        assert_eq!(
            w.explain(),
            "WXYZ-Wing 3222: stem r7c5 {134}; branch r9c4 {36} in box 8, branches r3c5 {16} and \
             r1c5 {46} on column 5 outside the box. Whatever the stem is, one branch is 6: if it \
             is 3, r9c4 is 6; if 1, r3c5; if 4, r1c5. The other cells of box 8 on column 5 \
             see all three branches, so they cannot be 6"
        );
        // The predicate takes the branches in any order ...
        for order in [
            [cell("r1c5"), cell("r3c5"), cell("r9c4")],
            [cell("r3c5"), cell("r9c4"), cell("r1c5")],
        ] {
            assert_eq!(is_wxyz_wing_3222(&b, w.stem, order).as_ref(), Some(&w));
        }
        // ... but not a branch as the stem.
        let swapped = [w.stem, cell("r3c5"), cell("r1c5")];
        assert!(is_wxyz_wing_3222(&b, cell("r9c4"), swapped).is_none());
        check_round_trip(&b);
    }

    #[test]
    fn the_follow_up_claiming() {
        // The study's follow-up on its example position (puzzles/wxyz-example.txt):
        // after the deletion, Z's last places on the line lie in one box, so
        // claiming removes Z from the rest of that box. The study's own
        // example has the same form (5 leaves F6; G6 and I6, box 8, claim).
        use crate::strategies::intersections::locked_candidates::{
            find_claiming, locked_candidates_eliminations, LockedCandidates,
        };
        let mut b = crate::formats::parse_board(include_str!("../../../puzzles/wxyz-example.txt"))
            .expect("example parses");
        let w = find_wxyz_wings_3222(&b).remove(0);
        let on_line = |p: &LockedCandidates| p.digit == w.z && p.base_house == w.line;
        // Before: 6 in column 5 spans two boxes (2 and 8), no claiming there.
        assert!(!find_claiming(&b).iter().any(on_line));
        let deleted = wxyz_wing_3222_eliminations(&b, &w);
        assert_eq!(eliminations_text(&deleted), ["r9c5<>6"]);
        // The generalised wing on the same cells deletes the same here.
        let general = is_wxyz_wing_for(&b, &w).expect("a generalised WXYZ-Wing");
        assert_eq!(wxyz_wing_eliminations(&b, &general), deleted);
        for e in &deleted {
            b.eliminate(*e);
        }
        // After: column 5's 6s are the branches r1c5 and r3c5 ({A,5} and
        // {C,5}), both in box 2, so box 2's other 6s go.
        let claims: Vec<_> = find_claiming(&b).into_iter().filter(on_line).collect();
        assert_eq!(claims.len(), 1);
        assert_eq!(claims[0].cover_house.to_string(), "box 2");
        assert_eq!(claims[0].cells, [cell("r1c5"), cell("r3c5")]);
        assert_eq!(
            eliminations_text(&locked_candidates_eliminations(&b, &claims[0])),
            ["r1c6<>6", "r3c6<>6"]
        );
        // Both steps are sound: the solution (the set's solution line) has 6
        // in r1c5, never in r9c5, r1c6 or r3c6.
        let solution =
            "238764195165392874497815326819573462624981753753426918576148239341259687982637541";
        let digit_at = |name: &str| solution.as_bytes()[cell(name).index()] - b'0';
        assert_eq!(digit_at("r1c5"), 6);
        assert!(["r9c5", "r1c6", "r3c6"].iter().all(|&c| digit_at(c) != 6));
    }

    #[test]
    fn on_a_row_with_branches_in_two_boxes() {
        // Sudoku Exchange bank, sx_medium puzzle 37, after all singles: stem
        // r3c8 {359}, branch1 r1c9 {79} in box 3, branches r3c6 {37} (box 2)
        // and r3c3 {57} (box 1) on row 3; r3c7 sees all three.
        let b = after_singles(
            ".36...2......84..61..6....4.1..9.3...5.4.6.2...8.7..1.3....5..18..73......9...87.",
        );
        assert_eq!(
            listed(&b),
            [(
                "{{{9,3,5},{9,7},{3,7},{5,7}}, {{C,8},{A,9},{C,6},{C,3}}}".to_string(),
                "r3c7<>7".to_string()
            )]
        );
        check_round_trip(&b);
    }

    #[test]
    fn an_instance_deleting_nothing_is_dropped_by_the_studys_finder() {
        // Sudoku Exchange bank, sx_diabolical puzzle 400, after all singles:
        // stem r5c5 {578}, branch1 r6c4 {68}, branches r3c5 {67} and r7c5
        // {56} on column 5, one each side and equally near: branch2 is the
        // first in reading order. Box 5 has no 6 left on column 5.
        let b = after_singles(
            ".4.59.2...2...1.358.........8..1...36..3.2..43...4..9.........226.7...5...5.28.7.",
        );
        assert_eq!(
            listed(&b),
            [(
                "{{{8,7,5},{8,6},{7,6},{5,6}}, {{E,5},{F,4},{C,5},{G,5}}}".to_string(),
                String::new()
            )]
        );
        // The study's finder drops it; so does the strategy.
        assert!(find_wxyz_wings_3222(&b).is_empty());
        assert!(crate::strategies::steps_of::<WxyzWings3222>(&b).is_empty());
        assert!(test_util::productive::<WxyzWings3222>(&b).is_empty());
        check_round_trip(&b);
    }

    #[test]
    fn the_generalised_wing_may_remove_more() {
        // Sudoku Exchange bank, sx_medium puzzle 220, after all singles: stem
        // r1c9 {389}, branch1 r3c8 {35}, branches r7c9 {59} and r9c9 {58},
        // both in box 9. The study's cells (box 3 on column 9) hold no 5; the
        // generalised wing also sees box 9 on branch1's column 8.
        let b = after_singles(
            "..5...2..8..9.7..19.48.26.7..91.58......3....5.......6..8.2.3..1...7...4..2...7..",
        );
        let w = every_wxyz_wing_3222(&b).remove(0);
        assert_eq!(
            w.study_data(),
            "{{{3,9,8},{3,5},{9,5},{8,5}}, {{A,9},{C,8},{G,9},{I,9}}}"
        );
        assert!(find_wxyz_wings_3222(&b).is_empty());
        assert!(wxyz_wing_3222_eliminations(&b, &w).is_empty());
        let general = is_wxyz_wing_for(&b, &w).expect("also a generalised WXYZ-Wing");
        assert_eq!(
            eliminations_text(&wxyz_wing_eliminations(&b, &general)),
            ["r7c8<>5", "r9c8<>5"]
        );
    }

    /// The generalised WXYZ-Wing on the same four cells, as `find_wxyz_wings` lists it.
    fn is_wxyz_wing_for(b: &Board, w: &WxyzWing3222) -> Option<crate::strategies::wings::Wing> {
        let mut cells = w.branches;
        cells.sort();
        find_wxyz_wings(b).into_iter().find(|g| {
            let mut wings = g.wings.clone();
            wings.sort();
            g.hinge == w.stem && wings == cells
        })
    }

    /// What [`check_subset`] counted.
    #[derive(Default, Debug)]
    struct SubsetCount {
        positions: usize,
        instances: usize,
        productive: usize,
        /// Eliminations of the generalised wing beyond the study's delete list.
        more: usize,
        /// Generalised `3/2/2/2` wings (hinge without Z) that are no study instance.
        other_layouts: usize,
    }

    /// Every instance on `boards` is a generalised WXYZ-Wing (candidate
    /// counts 3/2/2/2, the stem as hinge, the same Z), and its delete list
    /// is part of that wing's. The wing removes more only where branch2 and
    /// branch3 share a box: that box's cells on branch1's row or column.
    fn check_subset<'a>(boards: impl Iterator<Item = &'a Board>) -> SubsetCount {
        let mut n = SubsetCount::default();
        for b in boards {
            n.positions += 1;
            let geo = b.geometry();
            let mine_all = every_wxyz_wing_3222(b);
            for w in &mine_all {
                n.instances += 1;
                let g =
                    is_wxyz_wing_for(b, w).unwrap_or_else(|| panic!("{w:?} on {}", b.to_line()));
                assert_eq!((g.candidate_counts.as_str(), g.z), ("3/2/2/2", w.z));
                let mine = wxyz_wing_3222_eliminations(b, w);
                let theirs = wxyz_wing_eliminations(b, &g);
                assert!(mine.iter().all(|e| theirs.contains(e)), "{w:?}");
                n.productive += usize::from(!mine.is_empty());
                let [b1, b2, b3] = w.branches;
                let on_b1_line = |c: Cell| match w.line.kind() {
                    crate::grid::HouseKind::Row => c.row() == b1.row(),
                    _ => c.col() == b1.col(),
                };
                for e in theirs.iter().filter(|e| !mine.contains(e)) {
                    n.more += 1;
                    assert!(geo.box_of(b2) == geo.box_of(b3), "{w:?}: {e}");
                    assert!(geo.box_of(e.cell) == geo.box_of(b2) && on_b1_line(e.cell));
                }
            }
            // The converse fails: the same counts, other layouts.
            n.other_layouts += find_wxyz_wings(b)
                .iter()
                .filter(|g| g.candidate_counts == "3/2/2/2" && !g.hinge_holds_z())
                .filter(|g| {
                    let mut wings = g.wings.clone();
                    wings.sort();
                    !mine_all.iter().any(|w| {
                        let mut cells = w.branches.to_vec();
                        cells.sort();
                        w.stem == g.hinge && cells == wings
                    })
                })
                .count();
        }
        n
    }

    #[test]
    fn instances_are_generalised_wxyz_wings() {
        // The walkthrough positions of the project's 300 generated puzzles
        // (puzzles/generated-seed6.txt), always there.
        let solver = crate::solver::Solver::new();
        let bundled: Vec<Board> = include_str!("../../../puzzles/generated-seed6.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .flat_map(|l| {
                let w = solver.solve(&test_util::board(l.trim()));
                let mut b = w.start.clone();
                let mut boards = Vec::with_capacity(w.steps.len());
                for step in &w.steps {
                    boards.push(b.clone());
                    step.apply(&mut b).expect("walkthrough steps apply");
                }
                boards
            })
            .collect();
        let n = check_subset(bundled.iter());
        println!("generated-seed6: {n:?}");
        assert!(
            n.instances > 0 && n.productive > 0 && n.other_layouts > 0,
            "{n:?}"
        );
        // And every 10th top1465 puzzle, when ../shared is there.
        let Some(walks) = test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
            return;
        };
        let n = check_subset(walks.iter().flatten());
        println!("top1465, every 10th: {n:?}");
        assert!(n.instances > 0, "{n:?}");
    }

    #[test]
    fn predicate_rejects_what_the_study_rejects() {
        // Hand-made candidates on an otherwise empty board (a predicate test:
        // the position need not be solvable).
        /// A cell's name and its candidates.
        type Given<'a> = (&'a str, &'a [u8]);
        let with = |cells: &[Given]| {
            let mut b = Board::empty(9).unwrap();
            for &(name, digits) in cells {
                for d in 1..=9 {
                    if !digits.contains(&d) {
                        b.eliminate(Candidate::new(cell(name), d));
                    }
                }
            }
            b
        };
        // Stem r1c1 {123}, branch1 r2c2 {14} (box 1), branches r1c5 {24}
        // and r1c8 {34} on row 1: the rest of box 1 on row 1 loses 4.
        let good = [
            ("r1c1", &[1, 2, 3][..]),
            ("r2c2", &[1, 4]),
            ("r1c5", &[2, 4]),
            ("r1c8", &[3, 4]),
        ];
        let b = with(&good);
        let branches = [cell("r2c2"), cell("r1c5"), cell("r1c8")];
        let w = is_wxyz_wing_3222(&b, cell("r1c1"), branches).unwrap();
        assert_eq!(
            eliminations_text(&wxyz_wing_3222_eliminations(&b, &w)),
            ["r1c2<>4", "r1c3<>4"]
        );
        assert_eq!(listed(&b).len(), 1);
        // Each change below breaks one condition.
        let broken: [(&str, [Given; 4]); 6] = [
            (
                "branch1 on the line",
                [good[0], ("r1c2", &[1, 4]), good[2], good[3]],
            ),
            (
                "branch1 outside the box",
                [good[0], ("r4c1", &[1, 4]), good[2], good[3]],
            ),
            (
                "branch3 off the line",
                [good[0], good[1], good[2], ("r5c1", &[3, 4])],
            ),
            (
                "the stem holding Z",
                [("r1c1", &[1, 2, 4]), good[1], good[2], good[3]],
            ),
            (
                "two branches sharing W",
                [good[0], good[1], ("r1c5", &[1, 4]), good[3]],
            ),
            (
                "a branch with three digits",
                [good[0], good[1], good[2], ("r1c8", &[2, 3, 4])],
            ),
        ];
        for (why, cells) in broken {
            let b = with(&cells);
            let [stem, b1, b2, b3] = cells.map(|(name, _)| cell(name));
            assert!(is_wxyz_wing_3222(&b, stem, [b1, b2, b3]).is_none(), "{why}");
            assert!(listed(&b).is_empty(), "{why}");
        }
        // Repeated cells: nothing, no panic.
        let r1c1 = cell("r1c1");
        assert!(is_wxyz_wing_3222(&b, r1c1, [r1c1, cell("r1c5"), cell("r1c8")]).is_none());
    }

    #[test]
    fn study_names() {
        assert_eq!(study_cell('F', 6), Some(cell("r6c6")));
        assert_eq!(study_cell('a', 9), Some(cell("r1c9")));
        assert_eq!(study_name(cell("r9c1")), "{I,1}");
        assert_eq!(study_cell('J', 1), None);
        assert_eq!(study_cell('A', 0), None);
        assert_eq!(study_cell('A', 10), None);
    }

    #[test]
    fn highlights_show_the_weak_links_and_z() {
        let b = after_singles(
            ".36...2......84..61..6....4.1..9.3...5.4.6.2...8.7..1.3....5..18..73......9...87.",
        );
        let w = find_wxyz_wings_3222(&b).remove(0);
        let h = w.highlights(&b);
        let count = |f: &dyn Fn(&crate::step::Highlight) -> bool| h.iter().filter(|x| f(x)).count();
        use crate::step::Highlight;
        assert_eq!(
            count(&|x| matches!(x, Highlight::Link { strong: false, .. })),
            3
        );
        assert_eq!(
            count(&|x| matches!(
                x,
                Highlight::Candidate {
                    digit: 7,
                    role: Role::Fin,
                    ..
                }
            )),
            3
        );
        assert_eq!(count(&|x| matches!(x, Highlight::House { .. })), 2);
    }

    #[test]
    fn small_and_empty_boards() {
        // 4x4 (amayaos set, puzzle 1) and 6x6 (Sukaku explainer README example).
        for line in ["4.....4....3.2..", "..3...4.....2..3.5.....1.6.5.45...1."] {
            let b = test_util::board(line);
            check_round_trip(&b);
        }
        for n in [4, 6, 9] {
            assert!(find_wxyz_wings_3222(&Board::empty(n).unwrap()).is_empty());
        }
    }
}
