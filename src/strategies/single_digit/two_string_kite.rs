//! # 2-String Kite (and the Dual 2-String Kite)
//!
//! Take one digit, a row where it has exactly two cells and a column where it
//! has exactly two cells (two conjugate pairs, the *strings*). If one end of
//! each string lies in the same box, those two box cells see each other, so
//! at most one of them holds the digit; then the other string puts it on
//! its far end. So one of the two far ends holds the digit, and a cell that
//! sees both cannot.
//!
//! ```text
//!  . B . | . . . | . A .     row 1 holds the digit only in B and A, column
//!  C . . | . . . | . . .     1 only in C and D; B and C meet in box 1, so
//!  . . . | . . . | . . .     A or D holds the digit: x (column 8, row 5)
//!  ------+-------+------     sees both string ends and loses it.
//!  . . . | . . . | . . .
//!  D . . | . . . | . x .
//! ```
//!
//! A kite is the chain `A = B - C = D` of [`super::turbot_fish`] with this
//! one shape: its pattern type, predicate, eliminations and wording are the
//! chain's ([`SingleDigitChain`], shape [`ChainShape::TwoStringKite`]; the
//! row pair is told first).
//!
//! A far end may lie in the box as well (a string inside the box). HoDoKu
//! counts that as a kite, and so does this file. Claiming (Locked Candidates
//! Type 2) would already have cleared the box of the other string's end
//! there, so such kites only turn up on boards where the intersections have
//! not run; a cell that sees both far ends can then be that box end itself.
//!
//! A **Dual 2-String Kite** uses the same two box cells twice: each of them
//! is the box end of a row pair *and* of a column pair, so two kites share
//! one box connection and eliminate at two places at once. As in HoDoKu,
//! each kite must remove something the other does not: otherwise the pair
//! says no more than one kite.

use super::links::without_repeats;
use super::turbot_fish::{chain_highlights, find_shape, is_single_digit_chain};
use super::turbot_fish::{single_digit_chain_eliminations, ChainShape, SingleDigitChain};
use crate::grid::{Board, Candidate, Cell, House};
use crate::lang::says::{Kite, PatternSays, Says};
use crate::step::{Highlights, Pattern};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The 2-String Kite's declaration: id, family, HoDoKu score and level, SE rule.
pub const TWO_STRING_KITE: Decl = Decl::new(
    "two-string-kite",
    "2-String Kite",
    "2ストリングカイト",
    Family::SingleDigit,
    150,
    Level::Hard,
    Se::TurbotShape,
);
/// The Dual 2-String Kite's declaration: id, family, HoDoKu score and level, SE rule.
pub const DUAL_TWO_STRING_KITE: Decl = Decl::new(
    "dual-two-string-kite",
    "Dual 2-String Kite",
    "デュアル2ストリングカイト",
    Family::SingleDigit,
    150,
    Level::Hard,
    Se::TurbotShape,
)
.left_out(LeftOut::JoinsTwoSteps);

/// Do `cells = [A, B, C, D]` form a 2-string kite on `digit` (`A = B` and
/// `C = D` a row pair and a column pair, in either order, inner ends `B`,
/// `C` in one box)?
pub fn is_two_string_kite(board: &Board, digit: u8, cells: [Cell; 4]) -> Option<SingleDigitChain> {
    is_single_digit_chain(board, digit, cells).filter(|p| p.shape == ChainShape::TwoStringKite)
}

/// Every 2-string kite: digits, then pairs of conjugate pairs (see
/// [`super::turbot_fish::find_single_digit_chains`]).
pub fn find_two_string_kites(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::TwoStringKite)
}

/// The digit leaves every cell that sees both string ends, the kite's own
/// four cells aside. Only a kite with a string inside its box has such a
/// cell (the other string's box end, which claiming removes); like HoDoKu,
/// the kite leaves it to claiming. Otherwise the one cell seeing both ends
/// is where the end's row meets the other end's column.
pub fn two_string_kite_eliminations(board: &Board, p: &SingleDigitChain) -> Vec<Candidate> {
    let own = p.cells();
    let mut out = single_digit_chain_eliminations(board, p);
    out.retain(|e| !own.contains(&e.cell));
    out
}

strategy!(
    /// 2-String Kites.
    TwoStringKites: SingleDigitChain = find_two_string_kites, eliminates two_string_kite_eliminations
);

/// Two 2-string kites on one box connection: box cells `X` and `Y` each end
/// a row pair and a column pair; one kite takes `X`'s row pair and `Y`'s
/// column pair, the other `Y`'s row pair and `X`'s column pair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DualTwoStringKite {
    pub digit: u8,
    /// The box both kites pass through.
    pub box_house: House,
    /// The two box cells.
    pub box_cells: [Cell; 2],
    pub kites: [SingleDigitChain; 2],
}

/// Do the two kites share their box cells with the roles swapped, and does
/// each remove something on `board` that the other does not?
pub fn is_dual_two_string_kite(
    board: &Board,
    k1: &SingleDigitChain,
    k2: &SingleDigitChain,
) -> Option<DualTwoStringKite> {
    if k1.shape != ChainShape::TwoStringKite
        || k2.shape != ChainShape::TwoStringKite
        || k1.digit != k2.digit
    {
        return None;
    }
    // In a kite the row pair comes first, so weak_link = [row end, column end].
    let [x1, y1] = k1.weak_link.cells;
    let [x2, y2] = k2.weak_link.cells;
    if x1 != y2 || y1 != x2 {
        return None;
    }
    let e1 = two_string_kite_eliminations(board, k1);
    let e2 = two_string_kite_eliminations(board, k2);
    if e1.iter().all(|e| e2.contains(e)) || e2.iter().all(|e| e1.contains(e)) {
        return None;
    }
    Some(DualTwoStringKite {
        digit: k1.digit,
        box_house: k1.weak_link.house,
        box_cells: [x1, y1],
        kites: [k1.clone(), k2.clone()],
    })
}

/// Every dual 2-string kite, in the order of the kites' finder (each
/// removes something by definition: productive instances).
pub fn find_dual_two_string_kites(board: &Board) -> Vec<DualTwoStringKite> {
    let kites = find_two_string_kites(board);
    let mut out = Vec::new();
    for (i, k1) in kites.iter().enumerate() {
        for k2 in &kites[i + 1..] {
            if let Some(d) = is_dual_two_string_kite(board, k1, k2) {
                out.push(d);
            }
        }
    }
    out
}

/// What both kites eliminate.
pub fn dual_two_string_kite_eliminations(board: &Board, p: &DualTwoStringKite) -> Vec<Candidate> {
    let mut out = two_string_kite_eliminations(board, &p.kites[0]);
    for e in two_string_kite_eliminations(board, &p.kites[1]) {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    out
}

impl Pattern for DualTwoStringKite {
    fn strategy(&self) -> &'static str {
        DUAL_TWO_STRING_KITE.id
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for k in &self.kites {
            chain_highlights(&mut h, k);
        }
        without_repeats(h)
    }
    fn says(&self) -> Option<Says> {
        let kite = |k: &SingleDigitChain| Kite {
            links: k.strong_links.map(|l| l.house),
            pincers: k.pincers,
        };
        Some(Says::Patterns(PatternSays::DualTwoStringKite {
            digit: self.digit,
            box_house: self.box_house,
            box_cells: self.box_cells,
            kites: [kite(&self.kites[0]), kite(&self.kites[1])],
        }))
    }
}

strategy!(
    /// Dual 2-String Kites.
    DualTwoStringKites: DualTwoStringKite = find_dual_two_string_kites, eliminates dual_two_string_kite_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::Highlight;
    use crate::test_util::{after_basics, after_singles, cell, eliminations_text, productive};

    #[test]
    fn two_string_kite_on_5() {
        // sx_hard #4 after the basics: row 5 has 5 only in r5c3/r5c7, column 9
        // only in r4c9/r9c9; r5c7 and r4c9 meet in box 6.
        let b = after_basics(
            ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....",
        );
        let fired = productive::<TwoStringKites>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(eliminations_text(&fired[0].1.eliminations), ["r9c3<>5"]);
        // Given column pair first, the kite is still told row pair first.
        let p = is_two_string_kite(&b, 5, ["r9c9", "r4c9", "r5c7", "r5c3"].map(cell)).unwrap();
        assert_eq!(p.strong_links[0].house.to_string(), "row 5");
        assert_eq!(p.strong_links[1].house.to_string(), "column 9");
        assert_eq!(p.weak_link.house.to_string(), "box 6");
        assert_eq!(p.pincers, [cell("r5c3"), cell("r9c9")]);
        assert!(find_two_string_kites(&b).contains(&p));
    }

    #[test]
    fn dual_two_string_kite_on_3() {
        // sx_hard #96 after the basics: r8c2 and r9c1 (box 7) each end a row
        // pair and a column pair of 3.
        let b = after_basics(
            "..9..5.1...3..4..5.5.1..6.8...8.72.............13.2...1.7..3.8.2..6..9...8.5..4..",
        );
        let found = find_dual_two_string_kites(&b);
        assert_eq!(found.len(), 1);
        let fired = productive::<DualTwoStringKites>(&b);
        assert_eq!(fired.len(), 1);
        assert_eq!(
            eliminations_text(&fired[0].1.eliminations),
            ["r5c8<>3", "r4c9<>3"]
        );
        let p = &found[0];
        assert_eq!(p.box_house.to_string(), "box 7");
        assert_eq!(p.box_cells, [cell("r8c2"), cell("r9c1")]);
        assert!(is_dual_two_string_kite(&b, &p.kites[0], &p.kites[0]).is_none());
        // Drawn once: four strong links, the shared box connection one weak link.
        let h = p.highlights(&b);
        let strong = |s: bool| {
            h.iter()
                .filter(|x| matches!(x, Highlight::Link { strong, .. } if *strong == s))
                .count()
        };
        assert_eq!((strong(true), strong(false)), (4, 1));
        // Two kites on 7 also share box 9 with their roles swapped, but
        // neither removes anything: no dual kite (HoDoKu's rule).
        let sevens: Vec<_> = find_two_string_kites(&b)
            .into_iter()
            .filter(|k| k.digit == 7 && k.weak_link.house.to_string() == "box 9")
            .collect();
        assert_eq!(sevens.len(), 2);
        assert!(sevens
            .iter()
            .all(|k| two_string_kite_eliminations(&b, k).is_empty()));
        assert!(is_dual_two_string_kite(&b, &sevens[0], &sevens[1]).is_none());
    }

    #[test]
    fn kite_with_a_string_inside_its_box() {
        // sudoku17 line 32032 (../shared/puzzles/sudoku17_49158.txt) after
        // singles only: row 4 has 1 only in r4c2 and r4c3 (both in box 4),
        // column 1 only in r1c1 and r5c1; row 5 only in r5c1 and r5c7,
        // column 3 only in r4c3 and r6c3 (both in box 4).
        let b = after_singles(
            "..............1.23.45.6.7......7.......4......2......8...2....1..7...4..6....8...",
        );
        let k = is_two_string_kite(&b, 1, ["r4c2", "r4c3", "r5c1", "r1c1"].map(cell)).unwrap();
        assert_eq!(k.weak_link.house.to_string(), "box 4");
        assert!(!crate::strategies::single_digit::find_turbot_fish(&b).contains(&k));
        // r1c2 is where r1c1's row meets r4c2's column. r5c1 sees both ends
        // too, but it is the kite's own box end: left to claiming.
        assert_eq!(
            eliminations_text(&single_digit_chain_eliminations(&b, &k)),
            ["r1c2<>1", "r5c1<>1"]
        );
        assert_eq!(
            eliminations_text(&two_string_kite_eliminations(&b, &k)),
            ["r1c2<>1"]
        );
        // r4c3 and r5c1 each end a row pair and a column pair: a dual kite
        // removing the two cross cells, as HoDoKu reports it.
        let duals = productive::<DualTwoStringKites>(&b);
        assert_eq!(duals.len(), 1);
        assert_eq!(
            eliminations_text(&duals[0].1.eliminations),
            ["r1c2<>1", "r6c7<>1"]
        );
        assert_eq!(duals[0].0.box_cells, [cell("r4c3"), cell("r5c1")]);
    }
}
