//! # The search behind Template Set and Template Delete
//!
//! [`templates_of`](super::templates::templates_of) lists every template of
//! a digit, up to 46,656 of them on an empty 9x9 board, and the refinement
//! filters those lists again and again. The steps only need, per digit, how
//! many templates are kept, the cells all of them use and the cells any of
//! them uses. So this search walks the same tree of choices (row by row,
//! the row with the fewest choices first, columns and boxes as bit masks)
//! and folds every complete template into those three numbers without
//! storing it.
//!
//! Setting templates aside is the same walk with the cells that another
//! digit takes in every template forbidden: the kept templates of a digit
//! are exactly its fitting templates that avoid those cells, since those
//! cells only ever grow as templates are set aside. A digit is walked again
//! only when one of its templates uses a newly forbidden cell. The tests
//! prove the summaries equal to the listed ones on real positions.

use super::templates::{placed, steps_from, Template, TemplateAction, TemplateSummary};
use super::templates::{template_delete_eliminations, template_set_placements};
use crate::grid::{Board, CellSet, Geometry, House};
use crate::strategies::common::{strategy, Listing};

/// [`find_template_sets`](super::templates::find_template_sets)'s list,
/// from the search: what the registry's Template Set uses.
pub fn template_sets_fast(board: &Board) -> Vec<Template> {
    steps_from(board, template_summaries_fast(board), TemplateAction::Set)
}

/// [`find_template_deletes`](super::templates::find_template_deletes)'s
/// list, from the search: what the registry's Template Delete uses.
pub fn template_deletes_fast(board: &Board) -> Vec<Template> {
    steps_from(
        board,
        template_summaries_fast(board),
        TemplateAction::Delete,
    )
}

/// [`template_summaries`](super::templates::template_summaries), without
/// listing templates.
pub fn template_summaries_fast(board: &Board) -> Option<Vec<TemplateSummary>> {
    let geo = board.geometry();
    let n = geo.size;
    let placed: Vec<CellSet> = (0..=n as u8).map(|d| placed(board, d)).collect();
    let walk =
        |d: usize, forbidden: CellSet| Walk::new(board, geo, d as u8, placed[d], forbidden).run();
    let mut summaries: Vec<TemplateSummary> = (0..=n)
        .map(|d| {
            if d == 0 {
                return TemplateSummary {
                    kept: 1,
                    set_aside: 0,
                    common: CellSet::EMPTY,
                    used: CellSet::EMPTY,
                };
            }
            let (kept, common, used) = walk(d, CellSet::EMPTY);
            TemplateSummary {
                kept,
                set_aside: 0,
                common,
                used,
            }
        })
        .collect();
    let fitting: Vec<u64> = summaries.iter().map(|s| s.kept).collect();
    loop {
        if summaries[1..].iter().any(|s| s.kept == 0) {
            return None;
        }
        // The cells each digit must leave to the others, from this round.
        let forbidden: Vec<CellSet> = (0..=n)
            .map(|d| {
                (1..=n)
                    .filter(|&k| k != d)
                    .fold(CellSet::EMPTY, |f, k| f | summaries[k].common)
            })
            .collect();
        let mut changed = false;
        for d in 1..=n {
            if summaries[d].used.intersects(forbidden[d]) {
                let (kept, common, used) = walk(d, forbidden[d]);
                summaries[d] = TemplateSummary {
                    kept,
                    set_aside: fitting[d] - kept,
                    common,
                    used,
                };
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    summaries[0].kept = 0;
    Some(summaries)
}

/// One digit's walk over its templates.
struct Walk {
    /// Rows in walking order: each row's choices as (cell, column bit, box bit).
    rows: Vec<Vec<(crate::grid::Cell, u16, u16)>>,
    /// The cells chosen so far (one per row walked).
    path: CellSet,
    count: u64,
    common: CellSet,
    used: CellSet,
}

impl Walk {
    fn new(board: &Board, geo: &Geometry, digit: u8, placed: CellSet, forbidden: CellSet) -> Walk {
        let open = (board.digit_cells(digit) | placed) - forbidden;
        let mut rows: Vec<Vec<_>> = (0..geo.size)
            .map(|r| {
                let row = geo.house(House::row(r));
                // A row holding the digit must use that cell (and holding
                // it twice, none fits).
                let here = match (placed & row).len() {
                    0 => open & row,
                    1 => placed & row,
                    _ => CellSet::EMPTY,
                };
                here.iter()
                    .map(|c| (c, 1u16 << c.col(), 1u16 << geo.box_of(c)))
                    .collect()
            })
            .collect();
        // Fewest choices first: the same templates, a smaller tree.
        rows.sort_by_key(|r| r.len());
        Walk {
            rows,
            path: CellSet::EMPTY,
            count: 0,
            common: geo.all_cells,
            used: CellSet::EMPTY,
        }
    }

    /// (templates, cells all of them use, cells any of them uses).
    fn run(mut self) -> (u64, CellSet, CellSet) {
        self.step(0, 0, 0);
        if self.count == 0 {
            self.common = CellSet::EMPTY;
        }
        (self.count, self.common, self.used)
    }

    fn step(&mut self, r: usize, cols: u16, boxes: u16) {
        if r == self.rows.len() {
            self.count += 1;
            self.common &= self.path;
            self.used |= self.path;
            return;
        }
        for i in 0..self.rows[r].len() {
            let (cell, col, bx) = self.rows[r][i];
            if cols & col == 0 && boxes & bx == 0 {
                self.path.insert(cell);
                self.step(r + 1, cols | col, boxes | bx);
                self.path.remove(cell);
            }
        }
    }
}

// The registry's strategy types: the lesson's patterns, found by this fast
// search (proven to list what the lesson's finders list, in its tests).

strategy!(
    /// Template Set: cells every template of a digit uses hold it.
    TemplateSets: Template = template_sets_fast, places template_set_placements,
    listing = Listing::Productive
);

strategy!(
    /// Template Delete: candidates no template of their digit uses go.
    TemplateDeletes: Template = template_deletes_fast, eliminates template_delete_eliminations,
    listing = Listing::Productive
);
