//! # X-Wing
//!
//! Pick one digit and look at two rows. Suppose that in each of them the
//! digit has its places only in the same two columns. Each row needs the
//! digit once, and the two rows cannot use the same column (a column holds
//! the digit once too). So one row takes it in the first column and the
//! other row in the second, one way or the other: the two columns get their
//! digit from these two rows. No other cell of those two columns can hold
//! it.
//!
//! ```text
//!  X-Wing on 5: base rows 6 and 9, cover columns 2 and 8
//!  (Sudoku Exchange bank, sx_hard #7, once singles, locked candidates and
//!  subsets are stuck)
//!
//!        c1 c2 c3   c4 c5 c6   c7 c8 c9
//!  r4     .  .  .    .  .  .    .  x  .      r6c2 + r9c8, or r6c8 + r9c2:
//!  r6     .  5  .    .  .  .    .  5  .      either way columns 2 and 8
//!  r8     .  x  .    .  .  .    .  x  .      have their 5, so every x
//!  r9     .  5  .    .  .  .    .  5  .      loses 5: r4c8, r8c2, r8c8
//! ```
//!
//! The two rows are the *base houses*, the two columns the *cover houses*.
//! Rows and columns may swap: two columns whose digit lies in the same two
//! rows clear those rows (on the same board, 5 in columns 1 and 9 lies only
//! in rows 5 and 8, which removes r5c4, r8c2 and r8c8). A row may hold the
//! digit in only one of the two columns; what counts is that the two rows
//! use no third column.
//!
//! The X-Wing is the smallest fish: three rows in three columns make a
//! Swordfish, four a Jellyfish, and fins and boxes make more kinds.
//! [`fish`](super::fish) teaches them all with one predicate; this file
//! teaches the X-Wing on its own, in plain loops.
//!
//! Source: the rule as solving sites and programs state it (SudokuWiki's
//! "X-Wing", HoDoKu's "Basic Fish"); the words and code are this project's.
//!
//! ## What is in this file
//!
//! The X-Wing's declaration [`X_WING`], [`is_x_wing`], the plain finder
//! [`find_x_wings`], [`x_wing_eliminations`] and tests. An X-Wing is a
//! [`Fish`] of size 2 and kind [`FishKind::Basic`]: it is drawn and said as
//! every fish is ([`fish`](super::fish)). The solver's
//! [`XWing`](super::XWing) finds the same X-Wings with the fast fish search
//! ([`search`](super::search)); a test below proves the lists equal.

use super::kinds::{Fish, FishKind};
use crate::grid::{Board, Candidate, CellSet, House, HouseKind};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The X-Wing's declaration: id, names, family, HoDoKu score and level
/// (HoDoKu 2.2: 140, hard), SE rating (3.2).
pub const X_WING: Decl = Decl::new(
    "x-wing",
    "X-Wing",
    "X-Wing",
    Family::Fish,
    140,
    Level::Hard,
    Se::Fixed(32),
);

/// Are the two lines `base` (two rows, or two columns) an X-Wing on
/// `digit`? Yes when each still has the digit as a candidate and between
/// them they use exactly two cross lines: the covers. `None` for a box,
/// lines of two kinds, the same line twice, or lines off the board.
pub fn is_x_wing(board: &Board, digit: u8, base: [House; 2]) -> Option<Fish> {
    let geo = board.geometry();
    let kind = base[0].kind();
    let cross = match kind {
        HouseKind::Row => HouseKind::Column,
        HouseKind::Column => HouseKind::Row,
        HouseKind::Box => return None,
    };
    if base[1].kind() != kind || base[0] == base[1] {
        return None;
    }
    let places = board.digit_cells(digit);
    let mut cells = CellSet::EMPTY;
    let mut covers: Vec<House> = Vec::new();
    for line in base {
        let here = places & geo.house(line);
        if here.is_empty() {
            // A line where the digit is placed, or off the board.
            return None;
        }
        for cell in here.iter() {
            let cover = match cross {
                HouseKind::Column => House::column(cell.col()),
                _ => House::row(cell.row()),
            };
            if !covers.contains(&cover) {
                covers.push(cover);
            }
        }
        cells |= here;
    }
    if covers.len() != 2 {
        return None;
    }
    let mut base_houses = base.to_vec();
    base_houses.sort();
    covers.sort();
    Some(Fish {
        digit,
        size: 2,
        kind: FishKind::Basic,
        base_houses,
        cover_houses: covers,
        cells: cells.iter().collect(),
        fins: Vec::new(),
        endo_fins: Vec::new(),
    })
}

/// Every X-Wing on the board, also those that remove nothing: for each
/// digit, each two rows (then each two columns) where it is a candidate,
/// in order, asking [`is_x_wing`].
pub fn find_x_wings(board: &Board) -> Vec<Fish> {
    let geo = board.geometry();
    let mut found = Vec::new();
    for digit in 1..=geo.size as u8 {
        let places = board.digit_cells(digit);
        for kind in [HouseKind::Row, HouseKind::Column] {
            let open: Vec<House> = geo
                .houses_of_kinds(&[kind])
                .filter(|&h| places.intersects(geo.house(h)))
                .collect();
            for (i, &first) in open.iter().enumerate() {
                for &second in &open[i + 1..] {
                    if let Some(x_wing) = is_x_wing(board, digit, [first, second]) {
                        found.push(x_wing);
                    }
                }
            }
        }
    }
    found
}

/// The digit leaves every cell of the two cover lines outside the base
/// lines, where it is still a candidate.
pub fn x_wing_eliminations(board: &Board, x_wing: &Fish) -> Vec<Candidate> {
    let geo = board.geometry();
    let lines = |houses: &[House]| houses.iter().fold(CellSet::EMPTY, |s, &h| s | geo.house(h));
    let covers = lines(&x_wing.cover_houses);
    let base = lines(&x_wing.base_houses);
    (board.digit_cells(x_wing.digit) & (covers - base))
        .iter()
        .map(|cell| Candidate::new(cell, x_wing.digit))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::fish::{find_line_fish, fish_eliminations, FishOptions, XWing};
    use crate::strategies::Strategy;
    use crate::test_util::{after_basics, cell, walkthrough_boards};

    /// Sudoku Exchange bank, sx_hard #7, where the solver with singles,
    /// locked candidates and subsets is stuck (the board of the lesson, and
    /// of the fish tests in fish.rs).
    fn lesson_board() -> Board {
        after_basics(
            "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3",
        )
    }

    fn names(cands: &[Candidate]) -> Vec<String> {
        cands.iter().map(|c| c.elimination()).collect()
    }

    #[test]
    fn the_lessons_x_wings() {
        let b = lesson_board();
        let rows = is_x_wing(&b, 5, [House::row(8), House::row(5)]).unwrap();
        assert_eq!(rows.base_houses, [House::row(5), House::row(8)]);
        assert_eq!(rows.cover_houses, [House::column(1), House::column(7)]);
        let body = ["r6c2", "r6c8", "r9c2", "r9c8"].map(cell);
        assert_eq!(rows.cells, body);
        assert_eq!(
            names(&x_wing_eliminations(&b, &rows)),
            ["r4c8<>5", "r8c2<>5", "r8c8<>5"]
        );
        let columns = is_x_wing(&b, 5, [House::column(0), House::column(8)]).unwrap();
        assert_eq!(columns.cover_houses, [House::row(4), House::row(7)]);
        assert_eq!(
            names(&x_wing_eliminations(&b, &columns)),
            ["r5c4<>5", "r8c2<>5", "r8c8<>5"]
        );
        let productive: Vec<Fish> = find_x_wings(&b)
            .into_iter()
            .filter(|x| !x_wing_eliminations(&b, x).is_empty())
            .collect();
        assert_eq!(productive, [rows, columns]);
    }

    #[test]
    fn says_no_to_what_is_no_x_wing() {
        let b = lesson_board();
        // A third column: 5 in rows 6 and 7 is not confined to two columns.
        let open: Vec<House> = (0..9)
            .map(House::row)
            .filter(|&h| b.digit_cells(5).intersects(b.geometry().house(h)))
            .collect();
        assert!(open.len() > 2);
        for base in [
            [House::row(5), House::row(5)],
            [House::row(5), House::column(7)],
            [House::new(HouseKind::Box, 0), House::new(HouseKind::Box, 1)],
        ] {
            assert_eq!(is_x_wing(&b, 5, base), None, "{base:?}");
        }
        // Digit 0 and 10 have no places; a 4x4 board has no row 9.
        assert_eq!(is_x_wing(&b, 0, [House::row(5), House::row(8)]), None);
        assert_eq!(is_x_wing(&b, 10, [House::row(5), House::row(8)]), None);
        let mini = Board::empty(4).unwrap();
        assert_eq!(is_x_wing(&mini, 1, [House::row(0), House::row(8)]), None);
        assert!(find_x_wings(&Board::empty(9).unwrap()).is_empty());
    }

    /// The lesson's loops list what the general fish finder lists for
    /// basic fish of size 2, and what the solver's fast search finds, in
    /// the same order, with the same eliminations: on the boards of the
    /// walkthroughs of every 25th sx_hard puzzle (a shared set; the lesson
    /// board alone when it is absent).
    #[test]
    fn the_plain_loops_find_what_the_fish_search_finds() {
        let mut boards = vec![lesson_board()];
        match walkthrough_boards("sx_hard_500_with_solutions.txt", 25) {
            Some(walks) => boards.extend(walks.into_iter().flatten()),
            None => println!("skipping the shared set: ../shared is absent"),
        }
        let basic = FishOptions::only(FishKind::Basic);
        let mut seen = 0;
        for b in &boards {
            let plain = find_x_wings(b);
            assert_eq!(plain, find_line_fish(b, 2, basic));
            assert_eq!(plain, XWing::find(b));
            for x in &plain {
                assert_eq!(x_wing_eliminations(b, x), fish_eliminations(b, x));
            }
            seen += plain.len();
        }
        assert!(seen > 0, "no X-Wing on {} boards", boards.len());
    }
}
