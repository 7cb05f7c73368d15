//! # Skyscraper
//!
//! Take one digit and two parallel conjugate pairs: two rows where the
//! digit has exactly two cells each (or two columns). If one end of each
//! pair, the *bases*, share a cross line, at most one base holds the digit;
//! then the pair of the other base puts it on its far end. So one of the two
//! far ends, the *roofs*, holds the digit, and a cell that sees both roofs
//! cannot.
//!
//! ```text
//!  A . . | x . x | . . .     columns 1 and 5 hold the digit only in A, B
//!  . . . | . . . | . . .     and in D, C (two conjugate pairs); the bases
//!  . x x | . D . | . . .     B and C share row 7, so A or D holds the
//!  ------+-------+------     digit: every x sees both roofs and loses it.
//!  . . . | . . . | . . .
//!  . . . | . . . | . . .     The same turned a quarter: two row pairs
//!  . . . | . . . | . . .     whose bases share a column.
//!  ------+-------+------
//!  B . . | . C . | . . .
//! ```
//!
//! If the roofs line up too (both in one cross line), the four cells are an
//! X-Wing, a fish, and not a skyscraper.
//!
//! A skyscraper is the chain `A = B - C = D` of [`super::turbot_fish`] with
//! this one shape: its pattern type, predicate, eliminations and wording are
//! the chain's ([`SingleDigitChain`], shape [`ChainShape::Skyscraper`]).

use super::turbot_fish::{find_shape, is_single_digit_chain, single_digit_chain_eliminations};
use super::turbot_fish::{ChainShape, SingleDigitChain};
use crate::grid::{Board, Cell};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The Skyscraper's declaration: id, family, HoDoKu score and level, SE rule.
pub const SKYSCRAPER: Decl = Decl::new(
    "skyscraper",
    "Skyscraper",
    "スカイスクレイパー",
    Family::SingleDigit,
    130,
    Level::Hard,
    Se::TurbotShape,
);

/// Do `cells = [A, B, C, D]` form a skyscraper on `digit` (`A = B` and
/// `C = D` parallel conjugate pairs, bases `B`, `C` in one cross line)?
pub fn is_skyscraper(board: &Board, digit: u8, cells: [Cell; 4]) -> Option<SingleDigitChain> {
    is_single_digit_chain(board, digit, cells).filter(|p| p.shape == ChainShape::Skyscraper)
}

/// Every skyscraper: digits, then pairs of conjugate pairs (see
/// [`super::turbot_fish::find_single_digit_chains`]).
pub fn find_skyscrapers(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::Skyscraper)
}

strategy!(
    /// Skyscrapers.
    Skyscrapers: SingleDigitChain = find_skyscrapers, eliminates single_digit_chain_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::step::{Highlight, Pattern};
    use crate::strategies::single_digit::find_single_digit_chains;
    use crate::test_util::{after_basics, cell, eliminations_text, productive};

    #[test]
    fn skyscraper_on_5() {
        // Sudoku Exchange bank, sx_hard #3, after singles, locked candidates
        // and subsets: 5 is only in r2c1/r2c7 in row 2 and r9c2/r9c7 in row 9;
        // the bases r2c7, r9c7 share column 7.
        let b = after_basics(
            "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
        );
        let fired = productive::<Skyscrapers>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r3c2<>5", "r7c1<>5"]
        );
        let p = is_skyscraper(&b, 5, ["r2c1", "r2c7", "r9c7", "r9c2"].map(cell)).unwrap();
        assert_eq!(p.pincers, [cell("r2c1"), cell("r9c2")]);
        assert_eq!(p.weak_link.house.to_string(), "column 7");
        assert_eq!(p.strong_links[1].house.to_string(), "row 9");
        assert!(find_skyscrapers(&b).contains(&p));
        // Read backwards it is the same skyscraper; a non-link is nothing.
        let back = is_skyscraper(&b, 5, ["r9c2", "r9c7", "r2c7", "r2c1"].map(cell));
        assert!(back.is_some());
        assert!(is_single_digit_chain(&b, 5, ["r2c1", "r9c2", "r9c7", "r2c7"].map(cell)).is_none());
        assert!(p
            .explain()
            .starts_with("Skyscraper on 5: row 2 has 5 only in r2c1 and r2c7"));
        let h = p.highlights(&b);
        let links = h
            .iter()
            .filter(|x| matches!(x, Highlight::Link { strong: true, .. }))
            .count();
        assert_eq!(links, 2);
    }

    #[test]
    fn x_wing_is_left_to_the_fish() {
        // sx_hard #14 after the basics: 4 is only in columns 3 and 5 of rows 2
        // and 8, an X-Wing; read as a chain it would be a "skyscraper".
        let b = after_basics(
            "1.36..4..59...1..8...2.....8.9.2....2.7.8.9.5....7.2.4.....2...6..8...39..5..38.2",
        );
        let cells = ["r2c3", "r2c5", "r8c5", "r8c3"].map(cell);
        assert!(is_single_digit_chain(&b, 4, cells).is_none());
        assert!(find_single_digit_chains(&b).iter().all(|c| !(c.digit == 4
            && c.cells().contains(&cell("r2c3"))
            && c.cells().contains(&cell("r8c5")))));
    }
}
