//! # Turbot Fish: the chain `A = B - C = D` on one digit
//!
//! Join two strong links (conjugate pairs, see [`super::links`]) by a weak
//! link and you get the shortest useful chain, `A = B - C = D`:
//!
//! * if `B` is not the digit, `A` is (strong link `A = B`);
//! * if `B` is the digit, `C` is not (weak link), so `D` is (strong link `C = D`).
//!
//! Either way `A` or `D` holds the digit, so a cell that sees both of these
//! *pincers* cannot.
//!
//! ```text
//!  A box pair A = B, a weak link B - C in column 3, a row pair C = D:
//!
//!  A . . | . x . | . . .     x sees both A (row 1) and D (column 5):
//!  . . B | . . . | . . .     one of them holds the digit, so x cannot.
//!  . . . | . . . | . . .
//!  ------+-------+------
//!  . . . | . . . | . . .
//!  . . C | . D . | . . .
//! ```
//!
//! This file holds the chain itself, which three strategies share: the
//! pattern type [`SingleDigitChain`], the predicate
//! [`is_single_digit_chain`] that also tells the chain's shape, the finder,
//! the eliminations and the explanation. Two shapes have names of their own
//! and their own lessons: the **Skyscraper** (two parallel pairs, see
//! [`super::skyscraper`]) and the **2-String Kite** (a row pair and a column
//! pair meeting in a box, see [`super::two_string_kite`]). **Turbot Fish**
//! is every other chain of this form, as in HoDoKu.
//!
//! When the two pairs are parallel and line up at both ends, the four cells
//! form an X-Wing: that is a fish and is left to the fish finders.
//!
//! These are the simplest X-Chains; coloring (see `coloring`) and the Empty
//! Rectangle (see [`super::empty_rectangle`]) build on the same strong links.

use super::links::{conjugate_pairs, digit_in_range, link_houses, pincer_eliminations};
use super::links::{shared_house, StrongLink, WeakLink};
use crate::grid::{Board, Candidate, Cell, CellSet, House};
use crate::lang::says::{self, PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Turbot Fish's declaration: id, family, HoDoKu score and level, SE rule.
pub const TURBOT_FISH: Decl = Decl::new(
    "turbot-fish",
    "Turbot Fish",
    "ターボットフィッシュ",
    Family::SingleDigit,
    120,
    Level::Hard,
    Se::TurbotShape,
);

/// Which named shape a strong-weak-strong chain has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChainShape {
    /// Two row pairs (or two column pairs) whose bases share a column (row).
    Skyscraper,
    /// A row pair and a column pair whose inner ends share a box.
    TwoStringKite,
    /// Any other strong-weak-strong chain on one digit.
    TurbotFish,
}

/// A chain `A = B - C = D` on one digit: `A` or `D` holds the digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SingleDigitChain {
    pub shape: ChainShape,
    pub digit: u8,
    /// `[A = B]` and `[C = D]`, in chain order (`A` and `D` the pincers).
    /// For a kite the row pair comes first.
    pub strong_links: [StrongLink; 2],
    /// `[B - C]`: the skyscraper's base, the kite's box connection.
    pub weak_link: WeakLink,
    /// `[A, D]`: the chain's ends (the skyscraper's roof, the kite's string
    /// ends); one of them holds the digit.
    pub pincers: [Cell; 2],
}

impl SingleDigitChain {
    /// The four cells in chain order `A, B, C, D`.
    pub fn cells(&self) -> [Cell; 4] {
        [
            self.strong_links[0].cells[0],
            self.strong_links[0].cells[1],
            self.strong_links[1].cells[0],
            self.strong_links[1].cells[1],
        ]
    }
}

/// Do `cells = [A, B, C, D]` form the chain `A = B - C = D` on `digit`
/// (`A`/`B` and `C`/`D` conjugate pairs, `B` sees `C`, four distinct cells)?
/// Classifies the shape; an X-Wing (both pairs in parallel lines, bases and
/// roofs each in one cross line) is not a chain of this family.
pub fn is_single_digit_chain(
    board: &Board,
    digit: u8,
    cells: [Cell; 4],
) -> Option<SingleDigitChain> {
    if !digit_in_range(board, digit) {
        return None;
    }
    let geo = board.geometry();
    let [a, b, c, d] = cells;
    let set: CellSet = cells.iter().copied().collect();
    if set.len() != 4 || !geo.sees(b, c) {
        return None;
    }
    let first = link_houses(board, digit, a, b)?;
    let second = link_houses(board, digit, c, d)?;
    let rows = first.row.zip(second.row);
    let cols = first.col.zip(second.col);
    // Parallel pairs lined up at both ends: an X-Wing, not a chain of this family.
    if (rows.is_some() || cols.is_some()) && lined_up(rows.is_some(), a, b, c, d) {
        return None;
    }
    let link = |house: House, x: Cell, y: Cell| StrongLink {
        house,
        cells: [x, y],
    };
    let weak = |house: House| WeakLink {
        house,
        cells: [b, c],
    };
    let col_name = |cell: Cell| House::column(cell.col());
    let row_name = |cell: Cell| House::row(cell.row());
    let make = |shape, l1, l2, w| SingleDigitChain {
        shape,
        digit,
        strong_links: [l1, l2],
        weak_link: w,
        pincers: [a, d],
    };
    if let Some((r1, r2)) = rows.filter(|_| b.col() == c.col()) {
        return Some(make(
            ChainShape::Skyscraper,
            link(r1, a, b),
            link(r2, c, d),
            weak(col_name(b)),
        ));
    }
    if let Some((c1, c2)) = cols.filter(|_| b.row() == c.row()) {
        return Some(make(
            ChainShape::Skyscraper,
            link(c1, a, b),
            link(c2, c, d),
            weak(row_name(b)),
        ));
    }
    // Kite: the inner ends share a box (an outer end may lie in it too, as
    // in HoDoKu's definition).
    let kite_box = geo.box_of(b) == geo.box_of(c);
    let box_name = House::of_box(geo.box_of(b));
    if kite_box {
        if let (Some(row), Some(col)) = (first.row, second.col) {
            return Some(make(
                ChainShape::TwoStringKite,
                link(row, a, b),
                link(col, c, d),
                weak(box_name),
            ));
        }
        if let (Some(col), Some(row)) = (first.col, second.row) {
            // Row pair first: the same chain read from the other end.
            return Some(SingleDigitChain {
                shape: ChainShape::TwoStringKite,
                digit,
                strong_links: [link(row, d, c), link(col, b, a)],
                weak_link: WeakLink {
                    house: box_name,
                    cells: [c, b],
                },
                pincers: [d, a],
            });
        }
    }
    Some(make(
        ChainShape::TurbotFish,
        link(first.primary()?, a, b),
        link(second.primary()?, c, d),
        weak(shared_house(board, b, c)?),
    ))
}

/// Bases in one cross line and roofs in one cross line (an X-Wing).
fn lined_up(rows: bool, a: Cell, b: Cell, c: Cell, d: Cell) -> bool {
    if rows {
        b.col() == c.col() && a.col() == d.col()
    } else {
        b.row() == c.row() && a.row() == d.row()
    }
}

/// Is this a chain of the Turbot Fish shape (neither a skyscraper nor a
/// kite)? See [`is_single_digit_chain`].
pub fn is_turbot_fish(board: &Board, digit: u8, cells: [Cell; 4]) -> Option<SingleDigitChain> {
    is_single_digit_chain(board, digit, cells).filter(|p| p.shape == ChainShape::TurbotFish)
}

/// Every strong-weak-strong chain on every digit, in a fixed order: digits,
/// then pairs of conjugate pairs (in house order), then the four ways to
/// join them. Each chain is reported once (not also read backwards).
pub fn find_single_digit_chains(board: &Board) -> Vec<SingleDigitChain> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        // A pair conjugate in a line and in its box is one pair of cells.
        let mut pairs: Vec<[Cell; 2]> = Vec::new();
        for l in conjugate_pairs(board, digit) {
            if !pairs.contains(&l.cells) {
                pairs.push(l.cells);
            }
        }
        for (i, p) in pairs.iter().enumerate() {
            for q in &pairs[i + 1..] {
                for [a, b] in [[p[0], p[1]], [p[1], p[0]]] {
                    for [c, d] in [[q[0], q[1]], [q[1], q[0]]] {
                        if let Some(chain) = is_single_digit_chain(board, digit, [a, b, c, d]) {
                            out.push(chain);
                        }
                    }
                }
            }
        }
    }
    out
}

/// The chains of one shape, in [`find_single_digit_chains`] order: the
/// finder of each of the three strategies.
pub(super) fn find_shape(board: &Board, shape: ChainShape) -> Vec<SingleDigitChain> {
    let mut all = find_single_digit_chains(board);
    all.retain(|c| c.shape == shape);
    all
}

/// Every turbot fish that is neither a skyscraper nor a kite.
pub fn find_turbot_fish(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::TurbotFish)
}

/// The digit leaves every cell that sees both pincers.
pub fn single_digit_chain_eliminations(board: &Board, p: &SingleDigitChain) -> Vec<Candidate> {
    pincer_eliminations(board, p.digit, p.pincers)
}

/// The chain's houses, cells and links (also drawn twice by the dual kite).
pub(super) fn chain_highlights(h: &mut Highlights, p: &SingleDigitChain) {
    let d = p.digit;
    for l in &p.strong_links {
        h.house(l.house, Role::House);
    }
    h.house(p.weak_link.house, Role::SecondaryHouse);
    for c in p.cells() {
        h.candidate(c, d, Role::Pattern);
    }
    for l in &p.strong_links {
        h.link(
            Candidate::new(l.cells[0], d),
            Candidate::new(l.cells[1], d),
            true,
        );
    }
    let [b, c] = p.weak_link.cells;
    h.link(Candidate::new(b, d), Candidate::new(c, d), false);
    h.name(Mark::House(Role::House), Label::OnlyTwo(d))
        .name(
            Mark::House(Role::SecondaryHouse),
            Label::Shared(p.weak_link.house),
        )
        .name(Mark::Overlap, Label::Both)
        .name(Mark::Candidate(Role::Pattern), Label::TheDigits(d))
        .name(Mark::Link { strong: true }, Label::OnlyTwo(d))
        .name(Mark::Link { strong: false }, Label::SeeEachOther);
}

impl Pattern for SingleDigitChain {
    fn strategy(&self) -> &'static str {
        match self.shape {
            ChainShape::Skyscraper => crate::strategies::single_digit::skyscraper::SKYSCRAPER.id,
            ChainShape::TwoStringKite => {
                crate::strategies::single_digit::two_string_kite::TWO_STRING_KITE.id
            }
            ChainShape::TurbotFish => TURBOT_FISH.id,
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        chain_highlights(&mut h, self);
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::SingleDigitChain {
            shape: match self.shape {
                ChainShape::Skyscraper => says::ChainShape::Skyscraper,
                ChainShape::TwoStringKite => says::ChainShape::TwoStringKite,
                ChainShape::TurbotFish => says::ChainShape::TurbotFish,
            },
            digit: self.digit,
            links: self.strong_links.map(|l| l.house),
            cells: self.cells(),
            weak: self.weak_link.house,
        }))
    }
}

strategy!(
    /// Turbot Fish (the other strong-weak-strong chains).
    TurbotFishes: SingleDigitChain = find_turbot_fish, eliminates single_digit_chain_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::strategies::single_digit::{find_skyscrapers, find_two_string_kites};
    use crate::test_util::{after_basics, after_singles, cell, eliminations_text, productive};

    #[test]
    fn turbot_fish_through_a_box_pair() {
        // sx_hard #7 after the basics: column 9 has 5 only in r5c9/r8c9, box 4
        // only in r5c1/r6c2 (a diagonal box pair); r5c9 and r5c1 share row 5.
        let b = after_basics(
            "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3",
        );
        let fired = productive::<TurbotFishes>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(eliminations_text(&fired[0].1.eliminations), ["r8c2<>5"]);
        let cells = ["r8c9", "r5c9", "r5c1", "r6c2"].map(cell);
        let p = is_turbot_fish(&b, 5, cells).unwrap();
        assert_eq!(p.shape, ChainShape::TurbotFish);
        assert_eq!(p.strong_links[1].house.to_string(), "box 4");
        assert_eq!(p.weak_link.house.to_string(), "row 5");
        assert!(p.explain().contains("so if r8c9 is not 5 then r5c9 is"));
        // Every turbot-family finder reports from the same pool, by shape.
        let found = find_turbot_fish(&b);
        assert!(found.contains(&p));
        let all = find_single_digit_chains(&b);
        assert_eq!(
            all.len(),
            find_skyscrapers(&b).len() + find_two_string_kites(&b).len() + found.len()
        );
    }

    #[test]
    fn small_boards_and_bad_input() {
        // 4x4 and 6x6 puzzles from ../shared/puzzles (mini4x4_amayaos_20 #1,
        // mini6x6_sukaku6x6explainer_3 #1), empty boards, odd digits.
        let boards = [
            after_singles("4.....4....3.2.."),
            after_singles("..3...4.....2..3.5.....1.6.5.45...1."),
            Board::empty(4).unwrap(),
            Board::empty(6).unwrap(),
        ];
        for b in &boards {
            let _ = find_single_digit_chains(b);
            let _ = crate::strategies::single_digit::find_dual_two_string_kites(b);
            let square = |names: [&str; 4]| names.map(cell);
            assert!(
                is_single_digit_chain(b, 9, square(["r1c1", "r1c2", "r2c2", "r2c1"])).is_none()
            );
            assert!(
                is_single_digit_chain(b, 1, square(["r9c9", "r9c8", "r8c8", "r8c9"])).is_none()
            );
        }
    }
}
