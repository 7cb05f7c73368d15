//! SVG pictures of boards, steps and walkthroughs.
//!
//! Draws 4x4, 6x6 and 9x9 boards with plotters' SVG backend: thin lines
//! between cells, thick lines around boxes, row and column labels (`r1`..,
//! `c1`.., the names explanations use), givens in bold black, placed digits
//! in blue, and the candidates of each empty cell as a mini-grid shaped like
//! a box (3x3 on 9x9, 2 rows x 3 columns on 6x6, 2x2 on 4x4), each digit in
//! a fixed slot.
//!
//! Highlights carry roles; the [`Palette`] gives each role its colour (the
//! default is built on the colour-blind aware Okabe–Ito set):
//!
//! | role             | look                                               |
//! |------------------|----------------------------------------------------|
//! | `Pattern`        | sky blue disc behind the candidate                 |
//! | `Fin`            | reddish purple disc                                |
//! | `Elimination`    | vermillion disc, the digit struck through          |
//! | `Placement`      | bluish green disc                                  |
//! | `House`          | light yellow shading of the house                  |
//! | `SecondaryHouse` | light sky blue shading                             |
//! | `ColorA`/`ColorB`| blue / yellow discs                                |
//! | links            | arrows between candidates: strong solid, weak dashed |
//!
//! A highlighted cell (rather than candidate) gets a frame in its role's
//! colour; so does a filled cell whose digit is highlighted. When one
//! candidate has several roles, the step's effect wins (elimination, then
//! placement), then fin, colours, pattern. Each role shades a cell once, so
//! only a `House` over a `SecondaryHouse` mixes, and the legend has an entry
//! for that mix. The legend names every mark drawn in the pattern's own
//! words ([`crate::step::Highlights::name`]: "Z", "base rows 3 and 9"),
//! and says which digits are givens and which were placed.
//!
//! Link arrows are routed (`route.rs`): inside the grid, around givens and
//! placed digits, clear of highlighted candidates where possible, and apart
//! from each other. A picture draws at most [`MAX_LINKS`] of them, and says
//! so under the board when a step has more.
//!
//! Every digit is a `<text>` element whose content is the digit; labels read
//! `r1`/`c1`, so they never count as digits (the legend's two digit samples
//! sit under the grid). Text names the family `DejaVu Sans, sans-serif`, and
//! captions and legends are wrapped to the widths DejaVu Sans gives them
//! (`font.rs` holds its advance widths; long chains break after a link); no
//! font file is read at run time (plotters is built without its font
//! features). The output is deterministic: whole pixel coordinates, fixed
//! font sizes, fixed drawing order.
//!
//! ```no_run
//! use sudoku_explorer::render::{board_svg, RenderOptions};
//! # let board = sudoku_explorer::Board::empty(9).unwrap();
//! let svg = board_svg(&board, &RenderOptions::default().with_caption("Start"));
//! std::fs::write("board.svg", svg).unwrap();
//! ```

mod beams;
pub mod chart;
mod cost;
mod curves;
mod draw;
mod font;
pub(crate) mod html;
mod ink;
mod layout;
pub mod live;
mod marks;
mod page;
mod palette;
pub mod practice;
mod rails;
mod route;
mod route_index;
mod shapes;
pub mod worksheet;

#[cfg(test)]
mod tests;

pub use html::{walkthrough_html, walkthrough_html_with};
use page::step_options;
pub use palette::{Palette, Rgb};
pub use practice::practice_page;

use crate::grid::Board;
use crate::lang::{Lang, Notation};
use crate::step::{Highlights, Step};

/// The most link arrows one picture draws. A step with more (a custom
/// finder may give tens of thousands) is drawn with its first `MAX_LINKS`,
/// and a line under the board says how many there were: each arrow is
/// routed around the digits and the arrows before it, at about a
/// millisecond apiece, and a board with thousands of arrows is ink, not a
/// picture. The line is there even when the legend is off.
pub const MAX_LINKS: usize = 2_000;

/// How to draw a picture.
#[derive(Clone, Debug, PartialEq)]
pub struct RenderOptions {
    /// Side of a cell in pixels (clamped to 16..=400). Default 48.
    pub cell_size: u32,
    /// Draw every candidate of empty cells; when off, only highlighted
    /// candidates are drawn. Default on.
    pub show_candidates: bool,
    /// Row labels `r1`.. on the left, column labels `c1`.. on top. Default on.
    pub labels: bool,
    /// Text above the board, wrapped to its width. Default none.
    pub caption: Option<String>,
    /// A legend under the board listing the roles present. Default off.
    pub legend: bool,
    pub palette: Palette,
    /// Language of legends, captions and page texts. Default English.
    pub lang: Lang,
    /// How cells are written in explanations. Default `r3c2`.
    pub notation: Notation,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            cell_size: 48,
            show_candidates: true,
            labels: true,
            caption: None,
            legend: false,
            palette: Palette::default(),
            lang: Lang::En,
            notation: Notation::RowCol,
        }
    }
}

impl RenderOptions {
    /// The same options in another language and cell notation.
    pub fn in_language(mut self, lang: Lang, notation: Notation) -> RenderOptions {
        self.lang = lang;
        self.notation = notation;
        self
    }
    /// The same options with a caption.
    pub fn with_caption(mut self, caption: impl Into<String>) -> RenderOptions {
        self.caption = Some(printable(&caption.into()));
        self
    }
    /// The same options with the legend on or off.
    pub fn with_legend(mut self, legend: bool) -> RenderOptions {
        self.legend = legend;
        self
    }
    /// The same options with another cell size.
    pub fn with_cell_size(mut self, cell_size: u32) -> RenderOptions {
        self.cell_size = cell_size;
        self
    }
    /// The same options with candidates shown or hidden.
    pub fn with_candidates(mut self, show: bool) -> RenderOptions {
        self.show_candidates = show;
        self
    }
}

/// The board alone: digits and (if enabled) candidates.
pub fn board_svg(board: &Board, opts: &RenderOptions) -> String {
    draw::render(board, &Highlights::new(), opts)
}

/// The board with highlights drawn by role.
pub fn highlights_svg(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> String {
    draw::render(board, highlights, opts)
}

/// A step on the board it was found on (the board *before* the step), with
/// its highlights: the pattern, what it eliminates or places. A single
/// explained by scanning is drawn without pencil marks.
pub fn step_svg(board_before: &Board, step: &Step, opts: &RenderOptions) -> String {
    draw::render(board_before, &step.highlights, &step_options(step, opts))
}

/// `text` with the control characters XML cannot hold (all below U+0020 but
/// tab, line feed and carriage return) shown as U+FFFD, so that every SVG
/// and page stays well-formed whatever text it is given.
pub(crate) fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c < ' ' && !matches!(c, '\t' | '\n' | '\r') {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}
