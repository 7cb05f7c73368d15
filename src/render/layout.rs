//! Where things go: pixel positions of cells, candidates, labels, caption and
//! legend, computed once per picture from the board size and the options.
//!
//! ```text
//!   pad
//!   caption lines (if any)
//!         c1  c2  c3 ...        <- column labels (if `labels`)
//!   r1  +---+---+---+--
//!   r2  |   |   |   |           <- the grid, `cell` pixels per cell
//!   ...
//!   legend entries, flowing left to right (if `legend`)
//!   pad
//! ```
//!
//! Everything is in whole pixels: plotters' backend coordinates are integers,
//! which also keeps the SVG text identical from run to run.

use super::font::{text_width, wrap};
use crate::grid::{Cell, Geometry};

/// Smallest and largest accepted `cell_size`: below 16 pixels candidates
/// become unreadable, above 400 the numbers stop making sense.
pub(crate) const MIN_CELL: u32 = 16;
pub(crate) const MAX_CELL: u32 = 400;

/// Font sizes in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FontSizes {
    pub digit: u32,
    pub candidate: u32,
    pub label: u32,
    pub caption: u32,
    pub legend: u32,
}

/// Stroke widths in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Strokes {
    pub cell_line: u32,
    pub box_line: u32,
    pub link: u32,
    pub strike: u32,
}

/// One entry of the legend, already placed.
#[derive(Clone, Debug)]
pub(crate) struct PlacedEntry<T> {
    pub what: T,
    /// The entry's words, on more than one line when too wide for one.
    pub lines: Vec<String>,
    /// Distance between those lines.
    pub line_height: i32,
    /// Centre of the swatch.
    pub swatch: (i32, i32),
    /// Left end of the text baseline centre.
    pub text: (i32, i32),
}

/// The pixel layout of one picture.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub size: usize,
    pub box_rows: usize,
    pub box_cols: usize,
    /// Side of a cell.
    pub cell: i32,
    /// Top-left corner of the grid.
    pub grid_x: i32,
    pub grid_y: i32,
    pub width: u32,
    pub height: u32,
    pub fonts: FontSizes,
    pub strokes: Strokes,
    /// Radius of the disc behind a highlighted candidate.
    pub disc_radius: i32,
    /// The caption, wrapped, and the top-left corner of its first line.
    pub caption_lines: Vec<String>,
    pub caption_at: (i32, i32),
    pub caption_line_height: i32,
    /// Whether row and column labels are drawn.
    pub labels: bool,
}

impl Layout {
    /// Lays out a board of geometry `geo`; `legend` holds each entry with its
    /// text, and comes back placed.
    pub fn new<T: Clone>(
        geo: &Geometry,
        cell_size: u32,
        labels: bool,
        caption: Option<&str>,
        legend: &[(T, String)],
    ) -> (Layout, Vec<PlacedEntry<T>>) {
        let cell = cell_size.clamp(MIN_CELL, MAX_CELL) as i32;
        let n = geo.size as i32;
        let (box_rows, box_cols) = (geo.box_rows, geo.box_cols);
        // The candidate mini-grid has the box's shape, one slot per digit.
        let slot_w = cell / box_cols as i32;
        let slot_h = cell / box_rows as i32;
        let slot = slot_w.min(slot_h);
        // The sizes the SVG will say, so text is measured at the size drawn.
        let whole = |px: u32| printable_font(px).0;
        let fonts = FontSizes {
            digit: whole(scaled(cell, 0.6)),
            candidate: whole(scaled(slot, 0.72)),
            label: whole(scaled(cell, 0.28)),
            caption: whole(scaled(cell, 0.33).max(12)),
            legend: whole(scaled(cell, 0.27).max(11)),
        };
        let strokes = Strokes {
            cell_line: 1,
            box_line: (cell / 16).max(2) as u32,
            link: (cell / 24).max(1) as u32,
            strike: (cell / 24).max(1) as u32,
        };
        let pad = (cell / 4).max(6);
        let label_band = if labels { cell / 2 + 2 } else { 0 };
        let grid_w = n * cell;
        let width = pad + label_band + grid_w + pad;

        let caption_line_height = (fonts.caption as f64 * 1.3).round() as i32;
        let caption_lines = match caption {
            Some(text) if !text.trim().is_empty() => {
                wrap(text, f64::from(width - 2 * pad), fonts.caption)
            }
            _ => Vec::new(),
        };
        let caption_h = if caption_lines.is_empty() {
            0
        } else {
            caption_lines.len() as i32 * caption_line_height + pad / 2
        };
        let caption_at = (pad, pad);
        let grid_x = pad + label_band;
        let grid_y = pad + caption_h + label_band;

        // The legend flows left to right under the grid, wrapping at the
        // picture's right margin; an entry too wide for a line of its own
        // (a long name on a 4x4 board) gets lines of its own.
        let legend_font = fonts.legend as i32;
        let line_h = legend_font * 3 / 2;
        let swatch_w = legend_font * 2;
        let gap = legend_font / 2;
        let spacing = legend_font;
        let legend_left = grid_x;
        let legend_right = (width - pad).max(legend_left + 1);
        let text_room = f64::from(legend_right - legend_left - swatch_w - gap).max(1.0);
        let mut placed = Vec::with_capacity(legend.len());
        let (mut x, mut line) = (legend_left, 0);
        let legend_top = grid_y + grid_w + pad / 2 + line_h / 2;
        for (what, text) in legend {
            let text_w = text_width(text, fonts.legend).ceil() as i32;
            let entry_w = swatch_w + gap + text_w;
            let lines = if f64::from(text_w) > text_room {
                wrap(text, text_room, fonts.legend)
            } else {
                vec![text.clone()]
            };
            if x > legend_left && (x + entry_w > legend_right || lines.len() > 1) {
                line += 1;
                x = legend_left;
            }
            let y = legend_top + line * line_h;
            let rows = lines.len().max(1) as i32;
            placed.push(PlacedEntry {
                what: what.clone(),
                lines,
                line_height: line_h,
                swatch: (x + swatch_w / 2, y),
                text: (x + swatch_w + gap, y),
            });
            if rows > 1 {
                // The next entry starts under this one.
                line += rows;
                x = legend_left;
            } else {
                x += entry_w + spacing;
            }
        }
        // A last entry of several lines leaves `line` on the row after it.
        if x == legend_left && line > 0 {
            line -= 1;
        }
        let legend_h = if placed.is_empty() {
            0
        } else {
            (line + 1) * line_h + pad / 2
        };
        let height = grid_y + grid_w + legend_h + pad;

        let layout = Layout {
            size: geo.size,
            box_rows,
            box_cols,
            cell,
            grid_x,
            grid_y,
            width: width as u32,
            height: height as u32,
            fonts,
            strokes,
            disc_radius: (slot / 2 - 1).max(2),
            caption_lines,
            caption_at,
            caption_line_height,
            labels,
        };
        (layout, placed)
    }

    /// Top-left corner of a cell.
    pub fn cell_origin(&self, cell: Cell) -> (i32, i32) {
        (
            self.grid_x + cell.col() as i32 * self.cell,
            self.grid_y + cell.row() as i32 * self.cell,
        )
    }

    /// Centre of a cell.
    pub fn cell_centre(&self, cell: Cell) -> (i32, i32) {
        let (x, y) = self.cell_origin(cell);
        (x + self.cell / 2, y + self.cell / 2)
    }

    /// The candidates' mini-grid in a cell: its margin inside the cell
    /// lines, and its side.
    fn slot_grid(&self) -> (i32, i32) {
        let inset = self.cell / 16;
        (inset, self.cell - 2 * inset)
    }

    /// Width of a candidate slot, in pixels.
    pub fn slot_width(&self) -> f64 {
        f64::from(self.slot_grid().1) / self.box_cols as f64
    }

    /// Centre of candidate `digit`'s slot in `cell`: digit 1 top left, then
    /// reading order through a mini-grid shaped like a box.
    pub fn candidate_centre(&self, cell: Cell, digit: u8) -> (i32, i32) {
        let (x, y) = self.cell_origin(cell);
        let index = usize::from(digit.max(1) - 1);
        let slot_row = (index / self.box_cols) as i32;
        let slot_col = (index % self.box_cols) as i32;
        let (cols, rows) = (self.box_cols as i32, self.box_rows as i32);
        let (inset, inner) = self.slot_grid();
        (
            x + inset + (2 * slot_col + 1) * inner / (2 * cols),
            y + inset + (2 * slot_row + 1) * inner / (2 * rows),
        )
    }

    /// The candidate whose slot in `cell` holds the point `p` (the slots
    /// tile the mini-grid, so it is also the nearest slot; points in the
    /// margin count for the slot beside them).
    pub fn slot_at(&self, cell: Cell, p: (f64, f64)) -> u8 {
        let (x, y) = self.cell_origin(cell);
        let (inset, inner) = self.slot_grid();
        let (cols, rows) = (self.box_cols as f64, self.box_rows as f64);
        let along = |at: f64, origin: i32, n: f64| {
            ((at - f64::from(origin + inset)) / (f64::from(inner) / n))
                .floor()
                .clamp(0.0, n - 1.0)
        };
        (along(p.1, y, rows) * cols + along(p.0, x, cols)) as u8 + 1
    }
}

/// A font size of about `px` pixels that plotters writes as a whole number,
/// and the size to give plotters for it. Its SVG backend writes `size /
/// 1.24`, and for some sizes no float divides back to exactly `px` (13 would
/// print as `13.000000000000002`); such a size is nudged to the nearest whole
/// pixel that does, so the SVG always reads `font-size="12"`-style numbers.
pub(crate) fn printable_font(px: u32) -> (u32, f64) {
    let nearby = [0i64, 1, -1, 2, -2, 3, -3];
    for shift in nearby {
        let target = (i64::from(px) + shift).max(1);
        let guess = target as f64 * 1.24;
        let bits = guess.to_bits();
        for step in 0..4u64 {
            for candidate in [f64::from_bits(bits + step), f64::from_bits(bits - step)] {
                if candidate / 1.24 == target as f64 {
                    return (target as u32, candidate);
                }
            }
        }
    }
    (px, f64::from(px) * 1.24)
}

/// `base * factor`, rounded, at least 6 pixels.
fn scaled(base: i32, factor: f64) -> u32 {
    ((base as f64 * factor).round() as u32).max(6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_are_measured_at_the_size_the_svg_says() {
        let no_legend: &[((), String)] = &[];
        for cell in MIN_CELL..=120 {
            let (l, _) = Layout::new(Geometry::nine(), cell, true, None, no_legend);
            let f = l.fonts;
            for px in [f.digit, f.candidate, f.label, f.caption, f.legend] {
                assert_eq!(printable_font(px).0, px, "cell {cell}");
                assert_eq!(printable_font(px).1 / 1.24, f64::from(px));
            }
        }
    }

    #[test]
    fn candidate_slots_follow_the_box_shape() {
        let no_legend: &[((), String)] = &[];
        let geo6 = Geometry::for_size(6).expect("6x6 exists");
        let (l, _) = Layout::new(geo6, 48, false, None, no_legend);
        let c = Cell::new(0, 0);
        let (x0, y0) = l.cell_origin(c);
        // 6x6: a 2 rows x 3 columns mini-grid, so 4 starts the second row.
        assert_eq!(l.candidate_centre(c, 1), (x0 + 10, y0 + 13));
        assert_eq!(l.candidate_centre(c, 3), (x0 + 38, y0 + 13));
        assert_eq!(l.candidate_centre(c, 4), (x0 + 10, y0 + 34));
        let geo9 = Geometry::nine();
        let (l, _) = Layout::new(geo9, 48, true, None, no_legend);
        let (x0, y0) = l.cell_origin(c);
        assert_eq!(l.candidate_centre(c, 5), (x0 + 24, y0 + 24));
        assert_eq!(l.candidate_centre(c, 9), (x0 + 38, y0 + 38));
    }
}
