//! # Templates: every way to place one digit (Template Set, Template Delete)
//!
//! Look at one digit, say 7. In the solution it sits once in every row,
//! every column and every box: nine cells, one per row, no two in a column
//! or a box. Such a set of cells is a *template* of 7. On a board, a
//! template *fits* when each of its cells holds 7 already or still has 7 as
//! a candidate (so it also takes every 7 already placed). The solution's
//! 7s are one of the templates that fit, so:
//!
//! * **Template Set**: a cell that every fitting template uses holds 7;
//! * **Template Delete**: a candidate 7 that no fitting template uses goes.
//!
//! ```text
//!  7 placed in r1c2, r4c5 and r8c9; * = candidate 7.   One template that fits:
//!
//!   . 7 . | . . . | . . .                              . 7 . | . . . | . . .
//!   . . . | * . . | * . *                              . . . | 7 . . | . . .
//!   * . * | . . * | . . .                              7 . . | . . . | . . .
//!   ------+-------+------                              ------+-------+------
//!   . . . | . 7 . | . . .                              . . . | . 7 . | . . .
//!   ...                                                ...
//! ```
//!
//! Every other digit has templates too, and two digits cannot share a cell.
//! So a template of 7 that uses a cell which *every* template of 4 uses
//! (that cell will be 4) cannot be the solution's; it is set aside, and
//! setting templates aside can make more cells certain for other digits:
//! this repeats until nothing changes (HoDoKu does the same). Then the two
//! rules above apply to the templates that are left.
//!
//! Templates look at one digit over the whole board at once: every fish and
//! every single-digit pattern on that digit is a special case. HoDoKu rates
//! them as a last resort (score 10000): they are exhaustive rather than a
//! pattern a solver spots.
//!
//! This file lists the templates in plain loops ([`templates_of`]) and
//! keeps them in lists; the solver's search, [`super::template_search`],
//! counts them without listing them and is proven to give the same steps.

use crate::grid::{Board, Candidate, Cell, CellSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se};
use serde::Serialize;

/// The Template Set's declaration: id, family, HoDoKu score and level, SE rule.
pub const TEMPLATE_SET: Decl = Decl::new(
    "template-set",
    "Template Set",
    "テンプレート（配置）",
    Family::LastResort,
    10000,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(LeftOut::NeverGetsATurn);
/// The Template Delete's declaration: id, family, HoDoKu score and level, SE rule.
pub const TEMPLATE_DELETE: Decl = Decl::new(
    "template-delete",
    "Template Delete",
    "テンプレート（削除）",
    Family::LastResort,
    10000,
    Level::Hard,
    Se::Fixed(80),
)
.left_out(LeftOut::NeverGetsATurn);

/// What the templates of one digit prove: where it goes (set) or where it
/// cannot go (delete).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Template {
    pub digit: u8,
    /// Template Set or Template Delete.
    pub action: TemplateAction,
    /// How many templates of the digit fit the board and were not set aside.
    pub templates: u64,
    /// How many fitting templates were set aside because they use a cell
    /// that another digit takes in every one of its templates.
    pub set_aside: u64,
    /// Where the digit goes (set) or the candidates it leaves (delete).
    pub cells: Vec<Cell>,
    /// The candidate cells some kept template uses (drawn as the pattern).
    pub used: Vec<Cell>,
}

/// Which of the two rules a [`Template`] step applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TemplateAction {
    /// Cells every template uses hold the digit.
    Set,
    /// Candidates no template uses go.
    Delete,
}

/// What the kept templates of one digit share: how many there are, how many
/// were set aside, the cells all of them use and the cells any of them uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TemplateSummary {
    pub kept: u64,
    pub set_aside: u64,
    pub common: CellSet,
    pub used: CellSet,
}

/// The cells holding `digit`.
pub(super) fn placed(board: &Board, digit: u8) -> CellSet {
    let geo = board.geometry();
    geo.cells()
        .filter(|&c| board.value(c) == Some(digit))
        .collect()
}

/// Every template of `digit` that fits the board and avoids the cells of
/// `forbidden`: row by row, each row's cell taken from those that hold the
/// digit or still have it as a candidate, in a column and a box no earlier
/// row used. A row that holds the digit must use that cell.
pub fn templates_of(board: &Board, digit: u8, forbidden: CellSet) -> Vec<CellSet> {
    let geo = board.geometry();
    let n = geo.size;
    let mut out = Vec::new();
    if !geo.has_digit(digit) {
        return out;
    }
    let placed = placed(board, digit);
    let open = (board.digit_cells(digit) | placed) - forbidden;
    // Per row, the cells the template may take there.
    let rows: Vec<Vec<Cell>> = (0..n)
        .map(|r| {
            let row = geo.house(House::row(r));
            // A row holding the digit must use that cell (and holding it
            // twice, none fits).
            let here = match (placed & row).len() {
                0 => open & row,
                1 => placed & row,
                _ => CellSet::EMPTY,
            };
            here.iter().collect()
        })
        .collect();
    let mut chosen: Vec<Cell> = Vec::new();
    extend(geo, &rows, &mut chosen, &mut out);
    out
}

/// Adds to `out` every way to finish `chosen` (one cell per row so far)
/// into a template.
fn extend(
    geo: &crate::grid::Geometry,
    rows: &[Vec<Cell>],
    chosen: &mut Vec<Cell>,
    out: &mut Vec<CellSet>,
) {
    let r = chosen.len();
    if r == rows.len() {
        out.push(chosen.iter().copied().collect());
        return;
    }
    for &cell in &rows[r] {
        let clash = chosen
            .iter()
            .any(|c| c.col() == cell.col() || geo.box_of(*c) == geo.box_of(cell));
        if !clash {
            chosen.push(cell);
            extend(geo, rows, chosen, out);
            chosen.pop();
        }
    }
}

/// The summary of every digit's templates (index = digit; index 0 unused),
/// after setting aside, again and again, the templates that use a cell
/// every kept template of another digit uses. `None` when some digit has
/// no template left: the board has no solution, and templates prove nothing.
pub fn template_summaries(board: &Board) -> Option<Vec<TemplateSummary>> {
    let n = board.size();
    let all = board.geometry().all_cells;
    let mut lists: Vec<Vec<CellSet>> = (0..=n as u8)
        .map(|d| {
            if d == 0 {
                Vec::new()
            } else {
                templates_of(board, d, CellSet::EMPTY)
            }
        })
        .collect();
    let fitting: Vec<u64> = lists.iter().map(|l| l.len() as u64).collect();
    loop {
        if lists[1..].iter().any(|l| l.is_empty()) {
            return None;
        }
        let common: Vec<CellSet> = lists
            .iter()
            .map(|l| l.iter().fold(all, |a, &t| a & t))
            .collect();
        let mut changed = false;
        for (d, list) in lists.iter_mut().enumerate().skip(1) {
            let before = list.len();
            list.retain(|t| (1..=n).all(|k| k == d || !t.intersects(common[k])));
            changed |= list.len() != before;
        }
        if !changed {
            break;
        }
    }
    Some(
        lists
            .iter()
            .enumerate()
            .map(|(d, l)| TemplateSummary {
                kept: l.len() as u64,
                set_aside: fitting[d] - l.len() as u64,
                // Digit 0 has no templates: nothing in common.
                common: match d {
                    0 => CellSet::EMPTY,
                    _ => l.iter().fold(all, |a, &t| a & t),
                },
                used: l.iter().fold(CellSet::EMPTY, |a, &t| a | t),
            })
            .collect(),
    )
}

/// The Template Set and Template Delete steps of every digit (`action`
/// says which), digits in order, from `summaries` ([`template_summaries`]
/// or the fast search's): only those that change the board.
pub(super) fn steps_from(
    board: &Board,
    summaries: Option<Vec<TemplateSummary>>,
    action: TemplateAction,
) -> Vec<Template> {
    let Some(summaries) = summaries else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (d, s) in summaries.iter().enumerate().skip(1) {
        let digit = d as u8;
        let cells = match action {
            TemplateAction::Set => s.common & board.empty_cells(),
            TemplateAction::Delete => board.digit_cells(digit) - s.used,
        };
        if !cells.is_empty() {
            out.push(Template {
                digit,
                action,
                templates: s.kept,
                set_aside: s.set_aside,
                cells: cells.iter().collect(),
                used: (s.used & board.digit_cells(digit)).iter().collect(),
            });
        }
    }
    out
}

/// The Template Set step of `digit`, if it places something.
pub fn is_template_set(board: &Board, digit: u8) -> Option<Template> {
    find_template_sets(board)
        .into_iter()
        .find(|t| t.digit == digit)
}

/// The Template Delete step of `digit`, if it removes something.
pub fn is_template_delete(board: &Board, digit: u8) -> Option<Template> {
    find_template_deletes(board)
        .into_iter()
        .find(|t| t.digit == digit)
}

/// Every digit's Template Set step (productive instances: one per digit
/// that places something), from the listed templates.
pub fn find_template_sets(board: &Board) -> Vec<Template> {
    steps_from(board, template_summaries(board), TemplateAction::Set)
}

/// Every digit's Template Delete step (productive instances: one per digit
/// that removes something), from the listed templates.
pub fn find_template_deletes(board: &Board) -> Vec<Template> {
    steps_from(board, template_summaries(board), TemplateAction::Delete)
}

/// The digit goes in every cell all its templates use.
pub fn template_set_placements(_board: &Board, t: &Template) -> Vec<Candidate> {
    t.cells
        .iter()
        .map(|&c| Candidate::new(c, t.digit))
        .collect()
}

/// The digit leaves every candidate cell no template uses.
pub fn template_delete_eliminations(_board: &Board, t: &Template) -> Vec<Candidate> {
    t.cells
        .iter()
        .map(|&c| Candidate::new(c, t.digit))
        .collect()
}

impl Pattern for Template {
    fn strategy(&self) -> &'static str {
        match self.action {
            TemplateAction::Set => TEMPLATE_SET.id,
            TemplateAction::Delete => TEMPLATE_DELETE.id,
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &c in &self.used {
            h.candidate(c, self.digit, Role::Pattern);
        }
        h.name(
            Mark::Candidate(Role::Pattern),
            Label::SomeTemplateUses(self.digit),
        );
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::Template {
            digit: self.digit,
            templates: self.templates,
            set_aside: self.set_aside,
            cells: self.cells.clone(),
            set: self.action == TemplateAction::Set,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::template_search::{
        template_deletes_fast, template_sets_fast, template_summaries_fast, TemplateDeletes,
        TemplateSets,
    };
    use super::*;
    use crate::formats::library::{parse_library_line, LibraryEntry};
    use crate::grid::{Board, Candidate};
    use crate::lang::Explain;
    use crate::test_util::{board, cell, eliminations_text, productive, shared};

    /// The first case of HoDoKu's regression library (1.3) with this code
    /// and digit; `None` (and a `skipping` line) when `../shared` lacks it.
    fn hodoku_case(code: &str, digit: u8) -> Option<LibraryEntry> {
        let text = shared("reglib/reglib-1.3-part-a.txt")?;
        let prefix = format!(":{code}:{digit}:");
        let line = text.lines().find(|l| l.starts_with(&prefix))?;
        Some(parse_library_line(line).unwrap())
    }

    #[test]
    fn an_empty_board_has_every_template() {
        // 9x9: 46,656 (= 6^6), the well-known count of templates.
        let empty = Board::empty(9).unwrap();
        assert_eq!(templates_of(&empty, 4, CellSet::EMPTY).len(), 46_656);
        // 4x4: 4 * 2 for rows 1-2, then 2 * 1: 16.
        let small = Board::empty(4).unwrap();
        assert_eq!(templates_of(&small, 1, CellSet::EMPTY).len(), 16);
        let s = template_summaries(&small).unwrap();
        assert_eq!(s[1].kept, 16);
        assert_eq!(s[1].common, CellSet::EMPTY);
        assert_eq!(s[1].used, small.geometry().all_cells);
        assert_eq!(template_summaries_fast(&small), Some(s));
        assert!(find_template_sets(&small).is_empty() && find_template_deletes(&small).is_empty());
        // Out-of-range digits have no template.
        assert!(templates_of(&small, 0, CellSet::EMPTY).is_empty());
        assert!(templates_of(&small, 5, CellSet::EMPTY).is_empty());
    }

    #[test]
    fn three_templates_delete_three_candidates() {
        // HoDoKu regression library 1.3, Template Delete on 5: three
        // templates of 5 fit, none sets aside, and none uses r5c4, r5c9 or
        // r8c9.
        let Some(e) = hodoku_case("1202", 5) else {
            return;
        };
        let b = &e.board;
        assert_eq!(templates_of(b, 5, CellSet::EMPTY).len(), 3);
        let t = is_template_delete(b, 5).unwrap();
        assert_eq!((t.templates, t.set_aside), (3, 0));
        assert_eq!(
            eliminations_text(&template_delete_eliminations(b, &t)),
            ["r5c4<>5", "r5c9<>5", "r8c9<>5"]
        );
        let mut want = e.eliminations.clone();
        want.sort();
        assert_eq!(template_delete_eliminations(b, &t), want);
        assert!(t
            .explain()
            .contains("3 templates of 5 fit; none of them uses r5c4"));
        assert_eq!(t.strategy(), "template-delete");
    }

    #[test]
    fn setting_templates_aside_places_a_whole_digit() {
        // HoDoKu regression library 1.3, Template Set on 9: 32 templates
        // of 9 fit, but 31 use a cell that another digit takes in all its
        // templates; the one left places 9 in eight cells (HoDoKu's answer).
        let Some(e) = hodoku_case("1201", 9) else {
            return;
        };
        let b = &e.board;
        assert_eq!(templates_of(b, 9, CellSet::EMPTY).len(), 32);
        let t = is_template_set(b, 9).unwrap();
        assert_eq!((t.templates, t.set_aside), (1, 31));
        let placed: Vec<Candidate> = template_set_placements(b, &t);
        assert_eq!(placed, e.placements);
        assert!(t
            .explain()
            .contains("1 template of 9 fits (31 more fit but use a cell"));
        // The strategy types give the same steps.
        let fired = productive::<TemplateSets>(b);
        assert!(fired.iter().any(|(p, _)| *p == t));
    }

    #[test]
    fn a_broken_board_proves_nothing() {
        // Row 1 has lost every candidate 1 (an odd board): no template of 1
        // fits, so the board has no solution and templates say nothing.
        let mut b = Board::empty(9).unwrap();
        for c in 1..=9 {
            b.eliminate(Candidate::new(cell(&format!("r1c{c}")), 1));
        }
        assert!(templates_of(&b, 1, CellSet::EMPTY).is_empty());
        assert_eq!(template_summaries(&b), None);
        assert_eq!(template_summaries_fast(&b), None);
        assert!(find_template_sets(&b).is_empty() && find_template_deletes(&b).is_empty());
        assert!(productive::<TemplateDeletes>(&b).is_empty());
    }

    #[test]
    fn placed_digits_are_in_every_template() {
        // sx_easy #1 at the start: every template of a digit takes the cells
        // that hold it, and no cell of another digit.
        let b = board(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        for d in 1..=9u8 {
            let placed = placed(&b, d);
            for t in templates_of(&b, d, CellSet::EMPTY) {
                assert_eq!(t.len(), 9);
                assert!(placed.is_subset(t));
                assert!(t.is_subset(b.digit_cells(d) | placed));
            }
        }
    }

    /// The search's summaries (and so its steps) equal the listed ones on
    /// the positions of the walkthroughs of every tenth top1465 puzzle.
    #[test]
    fn fast_search_equals_reference_on_walkthroughs() {
        let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
            return;
        };
        let mut steps = 0;
        let mut positions = 0;
        for b in walks.iter().flatten() {
            let reference = template_summaries(b);
            assert_eq!(template_summaries_fast(b), reference, "{}", b.to_line());
            assert_eq!(template_sets_fast(b), find_template_sets(b));
            assert_eq!(template_deletes_fast(b), find_template_deletes(b));
            steps += find_template_deletes(b).len();
            positions += 1;
        }
        println!("{positions} positions, {steps} template-delete steps");
        assert!(steps > 0);
    }
}
