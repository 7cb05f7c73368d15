//! The drawing itself: resolves a board's highlights into marks (which role
//! each candidate, cell and house plays, see `marks.rs`), then paints them with plotters
//! primitives on an SVG backend writing into a `String`.
//!
//! A picture is painted in layers, bottom to top: background, house shading,
//! thin cell lines and thick box lines, digits (givens, placed digits, plain
//! candidates), marks (cell frames, candidate discs with their digits,
//! strike-throughs, link arrows), labels, caption, legend. Each layer is its
//! own SVG fragment ([`Layers`]): a picture is all of them in order, and the
//! step-through page keeps the board's lines and labels once and swaps only
//! the layers that change from step to step.
//!
//! Roles map to colours through the [`Palette`] (Okabe–Ito by default):
//! pattern sky blue, fin reddish purple, elimination vermillion (struck
//! through), placement bluish green, colour A blue, colour B yellow, each as
//! a disc behind the candidate or a frame around a cell; house light yellow
//! and second house light sky blue as shading; links near black, strong
//! solid and weak dashed, routed around digits by `route.rs`.

use super::layout::{printable_font, Layout, PlacedEntry};
use super::marks::{LegendItem, Marks, ROLES};
use super::palette::{Palette, Rgb};
use super::route::Router;
use super::RenderOptions;
use crate::grid::{Board, Cell};
use crate::lang::{Lang, Notation};
use crate::step::{Highlights, Role};
use plotters::backend::SVGBackend;
use plotters::coord::Shift;
use plotters::drawing::{DrawingArea, DrawingAreaErrorKind, IntoDrawingArea};
use plotters::element::{Circle, DashedPathElement, PathElement, Polygon, Rectangle, Text};
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{
    Color, FontDesc, FontFamily, FontStyle, RGBAColor, RGBColor, ShapeStyle, TextStyle,
};

use std::fmt::Write as _;

pub(super) type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
pub(super) type Drawn = Result<(), DrawingAreaErrorKind<std::io::Error>>;

/// The font every text names: DejaVu Sans, whose widths `font.rs` measures,
/// else the viewer's sans-serif.
pub(crate) const FONT_FAMILY: &str = "DejaVu Sans, sans-serif";

/// The font list of a picture in Japanese: DejaVu Sans for Latin letters
/// and digits (the widths `font.rs` measures), then fonts that have kana
/// and kanji (Noto/Source Han, IPA, and the macOS and Windows ones).
pub(crate) const FONT_FAMILY_JA: &str = "DejaVu Sans, Noto Sans CJK JP, Noto Sans JP, \
    Source Han Sans JP, IPAexGothic, IPAGothic, Hiragino Sans, Yu Gothic, Meiryo, sans-serif";

/// The font list for pictures in `lang`.
pub(crate) fn font_family(lang: Lang) -> &'static str {
    match lang {
        Lang::En => FONT_FAMILY,
        Lang::Ja => FONT_FAMILY_JA,
    }
}

/// Text of each digit, so drawing a digit allocates nothing.
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Opacity of link arrows: they cross candidates, which should show through.
const LINK_OPACITY: f64 = 0.85;

/// The layers of one picture, each an SVG fragment (elements without the
/// `<svg>` root), bottom to top.
pub(crate) struct Layers {
    pub width: u32,
    pub height: u32,
    pub background: String,
    pub shading: String,
    pub grid: String,
    pub digits: String,
    pub marks: String,
    pub labels: String,
    pub caption: String,
    pub legend: String,
}

impl Layers {
    /// The whole picture as an SVG document.
    pub fn document(&self) -> String {
        let parts = [
            &self.background,
            &self.shading,
            &self.grid,
            &self.digits,
            &self.marks,
            &self.labels,
            &self.caption,
            &self.legend,
        ];
        let mut svg = String::with_capacity(parts.iter().map(|p| p.len()).sum::<usize>() + 256);
        svg.push_str(&svg_open(self.width, self.height));
        for part in parts {
            svg.push_str(part);
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// The root element, as plotters writes it.
pub(crate) fn svg_open(width: u32, height: u32) -> String {
    format!(
        "<svg width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         xmlns=\"http://www.w3.org/2000/svg\">\n"
    )
}

/// Renders `board` with `highlights` as an SVG document.
pub(crate) fn render(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> String {
    match layers(board, highlights, opts) {
        // plotters writes the one family of `text_style`; another language
        // names its own list.
        Ok(layers) if opts.lang != Lang::En => layers.document().replace(
            &format!("font-family=\"{FONT_FAMILY}\""),
            &format!("font-family=\"{}\"", font_family(opts.lang)),
        ),
        Ok(layers) => layers.document(),
        Err(e) => error_svg(&format!("could not draw the board: {e}")),
    }
}

/// The layout of a picture of `board` with `marks` (legend included when
/// `opts` asks for one).
pub(crate) fn layout(
    board: &Board,
    marks: &Marks,
    opts: &RenderOptions,
) -> (Layout, Vec<PlacedEntry<LegendItem>>) {
    // In the page's language, cells written in its notation (as the
    // caption writes them).
    let cat = opts.lang.catalogue();
    // A note (links left out) is shown with the legend off too.
    let legend: Vec<(LegendItem, String)> = marks
        .legend_items()
        .iter()
        .filter(|(i, _)| opts.legend || *i == LegendItem::Note)
        .map(|(i, l)| (*i, opts.notation.rewrite(&cat.label(l))))
        .collect();
    Layout::new(
        board.geometry(),
        opts.cell_size,
        opts.labels,
        opts.caption.as_deref(),
        &legend,
    )
}

/// Every layer of the picture of `board` with `highlights`.
pub(crate) fn layers(
    board: &Board,
    highlights: &Highlights,
    opts: &RenderOptions,
) -> Result<Layers, DrawingAreaErrorKind<std::io::Error>> {
    let marks = Marks::new(board, highlights);
    let (layout, legend) = layout(board, &marks, opts);
    let painter = Painter {
        board,
        marks: &marks,
        layout: &layout,
        palette: &opts.palette,
        show_candidates: opts.show_candidates,
        notation: opts.notation,
    };
    let size = (layout.width, layout.height);
    let l = &layout;
    Ok(Layers {
        width: layout.width,
        height: layout.height,
        background: fragment(size, |area| {
            let full = [(0, 0), (l.width as i32, l.height as i32)];
            area.draw(&Rectangle::new(full, fill(painter.palette.background, 1.0)))
        })?,
        shading: fragment(size, |area| painter.shading(area))?,
        grid: fragment(size, |area| painter.grid_lines(area))?,
        digits: fragment(size, |area| painter.digits(area))?,
        marks: fragment(size, |area| {
            painter.frames(area)?;
            painter.discs(area)
        })? + &painter.links(),
        labels: if l.labels {
            fragment(size, |area| painter.labels(area))?
        } else {
            String::new()
        },
        caption: fragment(size, |area| painter.caption(area))?,
        legend: fragment(size, |area| painter.legend(area, &legend))?,
    })
}

/// What `paint` draws, as SVG elements without the root.
fn fragment(
    size: (u32, u32),
    paint: impl FnOnce(&Area) -> Drawn,
) -> Result<String, DrawingAreaErrorKind<std::io::Error>> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        paint(&root)?;
        root.present()?;
    }
    // The backend wraps every document in `<svg ...>` and `</svg>` lines.
    let body = svg.split_once('\n').map_or("", |(_, rest)| rest);
    Ok(body.strip_suffix("</svg>\n").unwrap_or(body).to_string())
}

/// A small SVG carrying an error message, so callers always get an image.
fn error_svg(message: &str) -> String {
    format!(
        "<svg width=\"480\" height=\"40\" viewBox=\"0 0 480 40\" xmlns=\"http://www.w3.org/2000/svg\">\n\
         <text x=\"8\" y=\"24\" font-family=\"sans-serif\" font-size=\"14\" fill=\"#D55E00\">{}</text>\n</svg>\n",
        super::html::escape(message)
    )
}

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

fn fill(c: Rgb, opacity: f64) -> ShapeStyle {
    ShapeStyle {
        color: RGBAColor(c.0, c.1, c.2, opacity.clamp(0.0, 1.0)),
        filled: true,
        stroke_width: 0,
    }
}

pub(super) fn stroke(c: Rgb, opacity: f64, width: u32) -> ShapeStyle {
    ShapeStyle {
        color: RGBAColor(c.0, c.1, c.2, opacity.clamp(0.0, 1.0)),
        filled: false,
        stroke_width: width,
    }
}

/// The size to give plotters for a font of `px` pixels (see
/// [`printable_font`]).
fn plotters_font_size(px: u32) -> f64 {
    printable_font(px).1
}

fn text_style(px: u32, bold: bool, color: Rgb, h_pos: HPos) -> TextStyle<'static> {
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    // plotters (without its font features) only writes the family into the
    // SVG; the viewer picks the font.
    let font = FontDesc::new(FontFamily::Name(FONT_FAMILY), plotters_font_size(px), style);
    TextStyle {
        font,
        color: rgb(color).to_backend_color(),
        pos: Pos::new(h_pos, VPos::Center),
    }
}

/// Everything needed to paint one picture.
struct Painter<'a> {
    board: &'a Board,
    marks: &'a Marks,
    layout: &'a Layout,
    palette: &'a Palette,
    show_candidates: bool,
    /// How cells are written, so that the labels name rows and columns
    /// the same way (`r5c7`: r5 and c7; `{E,7}`: E and 7).
    notation: Notation,
}

impl Painter<'_> {
    /// Each cell in the colours of the house roles covering it, runs of
    /// cells alike in a row as one rectangle per role.
    fn shading(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        for row in 0..l.size {
            let mut col = 0;
            while col < l.size {
                let bits = self.marks.shade[Cell::new(row, col).index()];
                let mut end = col + 1;
                while end < l.size && self.marks.shade[Cell::new(row, end).index()] == bits {
                    end += 1;
                }
                if bits != 0 {
                    let (x0, y0) = l.cell_origin(Cell::new(row, col));
                    let rect = [(x0, y0), (x0 + (end - col) as i32 * l.cell, y0 + l.cell)];
                    for role in roles_in(bits) {
                        area.draw(&Rectangle::new(
                            rect,
                            fill(p.role(role), p.role_opacity(role)),
                        ))?;
                    }
                }
                col = end;
            }
        }
        super::beams::draw(area, self.layout, self.palette, &self.marks.beams)
    }

    /// Thin lines between cells, then thick lines around boxes on top.
    fn grid_lines(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let n = l.size as i32;
        let (x0, y0) = (l.grid_x, l.grid_y);
        let (x1, y1) = (x0 + n * l.cell, y0 + n * l.cell);
        let thin = stroke(p.cell_line, 1.0, l.strokes.cell_line);
        let thick = stroke(p.box_line, 1.0, l.strokes.box_line);
        // Thick lines run past the corners by half their width, so the
        // border's corners are square.
        let overhang = l.strokes.box_line as i32 / 2;
        for pass_thick in [false, true] {
            for i in 0..=n {
                let (y, x) = (y0 + i * l.cell, x0 + i * l.cell);
                let row_edge_thick = i % l.box_rows as i32 == 0;
                let col_edge_thick = i % l.box_cols as i32 == 0;
                if row_edge_thick == pass_thick {
                    let style = if pass_thick { thick } else { thin };
                    let ends = vec![(x0 - overhang, y), (x1 + overhang, y)];
                    area.draw(&PathElement::new(ends, style))?;
                }
                if col_edge_thick == pass_thick {
                    let style = if pass_thick { thick } else { thin };
                    let ends = vec![(x, y0 - overhang), (x, y1 + overhang)];
                    area.draw(&PathElement::new(ends, style))?;
                }
            }
        }
        Ok(())
    }

    /// Givens and placed digits, then the plain candidates of empty cells
    /// (highlighted ones are drawn on their discs, with the marks).
    fn digits(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let given = text_style(l.fonts.digit, true, p.given, HPos::Center);
        let placed = text_style(l.fonts.digit, false, p.placed, HPos::Center);
        let plain = text_style(l.fonts.candidate, false, p.candidate, HPos::Center);
        for cell in self.board.geometry().cells() {
            if let Some(d) = self.board.value(cell) {
                let style = if self.board.is_given(cell) {
                    &given
                } else {
                    &placed
                };
                area.draw(&Text::new(
                    DIGITS[usize::from(d)],
                    l.cell_centre(cell),
                    style,
                ))?;
                continue;
            }
            if !self.show_candidates {
                continue;
            }
            for d in self.board.candidates(cell).iter() {
                if self.marks.candidate[cell.index()][usize::from(d)].is_none() {
                    let centre = l.candidate_centre(cell, d);
                    area.draw(&Text::new(DIGITS[usize::from(d)], centre, &plain))?;
                }
            }
        }
        Ok(())
    }

    /// A frame inside each highlighted cell, in its role's colour.
    fn frames(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let width = frame_width(l);
        // Clear of the box lines, which are up to `box_line` wide.
        let inset = (l.strokes.box_line as i32 + 1) / 2 + width as i32 / 2 + 1;
        for cell in self.board.geometry().cells() {
            if let Some(role) = self.marks.cell[cell.index()] {
                let (x, y) = l.cell_origin(cell);
                let rect = [
                    (x + inset, y + inset),
                    (x + l.cell - inset, y + l.cell - inset),
                ];
                area.draw(&Rectangle::new(rect, stroke(p.role(role), 1.0, width)))?;
            }
        }
        Ok(())
    }

    /// A disc behind each highlighted candidate, its digit on top in black
    /// or white, and a stroke through each eliminated one.
    fn discs(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let plain = text_style(l.fonts.candidate, false, p.candidate, HPos::Center);
        let on_dark = text_style(l.fonts.candidate, false, Rgb::WHITE, HPos::Center);
        let on_light = text_style(l.fonts.candidate, false, Rgb::BLACK, HPos::Center);
        let strike = stroke(p.strike, 1.0, l.strokes.strike);
        let r = l.disc_radius;
        for cell in self.board.geometry().cells() {
            if self.board.value(cell).is_some() {
                continue;
            }
            for d in 1..=l.size as u8 {
                let Some(role) = self.marks.candidate[cell.index()][usize::from(d)] else {
                    continue;
                };
                let centre = l.candidate_centre(cell, d);
                let colour = p.role(role);
                let opacity = p.role_opacity(role);
                area.draw(&Circle::new(centre, r, fill(colour, opacity)))?;
                let style = match (opacity < 1.0, colour.text_on() == Rgb::WHITE) {
                    (true, _) => &plain,
                    (false, true) => &on_dark,
                    (false, false) => &on_light,
                };
                area.draw(&Text::new(DIGITS[usize::from(d)], centre, style))?;
                if role == Role::Elimination {
                    let (cx, cy) = centre;
                    let line = vec![(cx - r, cy + r), (cx + r, cy - r)];
                    area.draw(&PathElement::new(line, strike))?;
                }
            }
        }
        Ok(())
    }

    /// Strong links solid, weak links dashed, each a curved arrow routed
    /// around digits and inside the grid. Written directly rather than with
    /// plotters, whose dashed lines are one element per dash: a line with a
    /// `stroke-dasharray` keeps a forcing net's picture a fraction as large.
    fn links(&self) -> String {
        let l = self.layout;
        let colour = self.palette.link.hex();
        let head_len = f64::from(l.cell) / 7.0;
        let dash = (l.cell / 8).max(3);
        let gap = (l.cell / 12).max(2);
        let mut router = Router::new(l, self.board, self.marks, self.show_candidates);
        let mut svg = String::new();
        for &(from, to, strong) in &self.marks.links {
            let Some(arrow) = router.route(from, to, head_len) else {
                continue;
            };
            let dashes = if strong {
                String::new()
            } else {
                format!(" stroke-dasharray=\"{dash} {gap}\"")
            };
            let _ = writeln!(
                svg,
                "<polyline fill=\"none\" opacity=\"{LINK_OPACITY}\" stroke=\"{colour}\" \
                 stroke-width=\"{}\"{dashes} points=\"{}\"/>",
                l.strokes.link,
                points(&arrow.curve)
            );
            let _ = writeln!(
                svg,
                "<polygon opacity=\"{LINK_OPACITY}\" fill=\"{colour}\" points=\"{}\"/>",
                points(&arrow.head)
            );
        }
        svg
    }

    /// `r1`..`rn` left of the rows, `c1`..`cn` above the columns: the names
    /// used in explanations (`r5c7`), in the options' notation (`A`..`I`
    /// and `1`..`9` for `{E,7}`, `1行` and `1列` for `5行7列`).
    fn labels(&self, area: &Area) -> Drawn {
        let l = self.layout;
        let style = text_style(l.fonts.label, false, self.palette.label, HPos::Center);
        let offset = l.cell / 4 + 1;
        for i in 0..l.size {
            let along = l.cell * i as i32 + l.cell / 2;
            let row_at = (l.grid_x - offset, l.grid_y + along);
            area.draw(&Text::new(self.notation.row_label(i + 1), row_at, &style))?;
            let col_at = (l.grid_x + along, l.grid_y - offset);
            area.draw(&Text::new(self.notation.col_label(i + 1), col_at, &style))?;
        }
        Ok(())
    }

    fn caption(&self, area: &Area) -> Drawn {
        let l = self.layout;
        let style = text_style(l.fonts.caption, false, self.palette.label, HPos::Left);
        let (x, top) = l.caption_at;
        for (i, line) in l.caption_lines.iter().enumerate() {
            let y = top + i as i32 * l.caption_line_height + l.caption_line_height / 2;
            area.draw(&Text::new(line.as_str(), (x, y), &style))?;
        }
        Ok(())
    }

    fn legend(&self, area: &Area, entries: &[PlacedEntry<LegendItem>]) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let font = l.fonts.legend as i32;
        let style = text_style(l.fonts.legend, false, p.label, HPos::Left);
        for entry in entries {
            let (sx, sy) = entry.swatch;
            let rect = [(sx - font, sy - font / 2), (sx + font, sy + font / 2)];
            match entry.what {
                LegendItem::Shade(bits) => {
                    for role in roles_in(bits) {
                        area.draw(&Rectangle::new(
                            rect,
                            fill(p.role(role), p.role_opacity(role)),
                        ))?;
                    }
                    area.draw(&Rectangle::new(rect, stroke(p.cell_line, 1.0, 1)))?;
                }
                LegendItem::Frame(role) => {
                    let w = frame_width(l);
                    let square = [
                        (sx - font / 2 - 2, sy - font / 2 - 2),
                        (sx + font / 2 + 2, sy + font / 2 + 2),
                    ];
                    area.draw(&Rectangle::new(square, stroke(p.role(role), 1.0, w)))?;
                }
                LegendItem::Disc(role) => {
                    let r = font / 2;
                    area.draw(&Circle::new(
                        (sx, sy),
                        r,
                        fill(p.role(role), p.role_opacity(role)),
                    ))?;
                    if role == Role::Elimination {
                        let line = vec![(sx - r, sy + r), (sx + r, sy - r)];
                        area.draw(&PathElement::new(
                            line,
                            stroke(p.strike, 1.0, l.strokes.strike),
                        ))?;
                    }
                }
                LegendItem::Link { strong } => {
                    let line = stroke(p.link, LINK_OPACITY, l.strokes.link);
                    let head = font / 2;
                    let (x0, x1) = (sx - font, sx + font - head);
                    let ends = vec![(x0, sy), (x1, sy)];
                    if strong {
                        area.draw(&PathElement::new(ends, line))?;
                    } else {
                        let dash = (font / 3).max(2);
                        area.draw(&DashedPathElement::new(ends, dash, dash / 2 + 1, line))?;
                    }
                    let tip = vec![
                        (sx + font, sy),
                        (x1, sy - head / 2 - 1),
                        (x1, sy + head / 2 + 1),
                    ];
                    area.draw(&Polygon::new(tip, fill(p.link, LINK_OPACITY)))?;
                }
                LegendItem::Beam => super::beams::swatch(area, l, p, (sx, sy), font)?,
                LegendItem::Note => {}
                LegendItem::Given | LegendItem::Placed => {
                    let given = entry.what == LegendItem::Given;
                    let colour = if given { p.given } else { p.placed };
                    let sample = text_style(l.fonts.legend * 3 / 2, given, colour, HPos::Center);
                    area.draw(&Text::new(DIGITS[5], (sx, sy), &sample))?;
                }
            }
            let (tx, ty) = entry.text;
            for (i, line) in entry.lines.iter().enumerate() {
                let at = (tx, ty + i as i32 * entry.line_height);
                area.draw(&Text::new(line.as_str(), at, &style))?;
            }
        }
        Ok(())
    }
}

/// `x,y x,y ...` for an SVG `points` attribute.
fn points(ps: &[(i32, i32)]) -> String {
    let mut out = String::with_capacity(ps.len() * 8);
    for (x, y) in ps {
        let _ = write!(out, "{x},{y} ");
    }
    out.pop();
    out
}

/// Width of the frame around a highlighted cell.
fn frame_width(l: &Layout) -> u32 {
    (l.cell / 12).max(2) as u32
}

/// The roles whose bits are set, in legend order.
fn roles_in(bits: u16) -> impl Iterator<Item = Role> {
    ROLES
        .into_iter()
        .enumerate()
        .filter(move |(i, _)| bits & (1 << i) != 0)
        .map(|(_, r)| r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn font_sizes_print_as_whole_pixels() {
        for px in 6..100 {
            let written = format!("{}", plotters_font_size(px) / 1.24);
            let whole: u32 = written.parse().expect("a whole number");
            assert!(whole.abs_diff(px) <= 1, "{px} written as {whole}");
        }
    }
}
