//! The drawing itself: resolves a board's highlights into marks (which role
//! each candidate, cell and house plays, see `marks.rs`), then paints them with plotters
//! primitives on an SVG backend writing into a `String`.
//!
//! Painting order, bottom to top: background, house shading, cell shading,
//! thin cell lines, thick box lines, digits, candidates (discs, digits,
//! strike-throughs), link arrows, labels, caption, legend.
//!
//! Roles map to colours through the [`Palette`] (Okabe–Ito by default):
//! pattern sky blue, fin reddish purple, elimination vermillion (struck
//! through), placement bluish green, colour A blue, colour B orange, each as
//! a disc behind the candidate; house light yellow and second house light
//! sky blue as shading; links near black, strong solid and weak dashed.

use super::layout::{Layout, PlacedEntry};
use super::marks::{legend_label, LegendItem, Marks};
use super::palette::{Palette, Rgb};
use super::RenderOptions;
use crate::grid::Board;
use crate::step::{CandidateRef, Highlights, Role};
use plotters::backend::SVGBackend;
use plotters::coord::Shift;
use plotters::drawing::{DrawingArea, DrawingAreaErrorKind, IntoDrawingArea};
use plotters::element::{Circle, DashedPathElement, PathElement, Polygon, Rectangle, Text};
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{
    Color, FontDesc, FontFamily, FontStyle, RGBAColor, RGBColor, ShapeStyle, TextStyle,
};

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type Drawn = Result<(), DrawingAreaErrorKind<std::io::Error>>;

/// Text of each digit, so drawing a digit allocates nothing.
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Opacity of a cell tinted by a candidate role (a whole cell in full
/// colour would hide its digit).
const CELL_TINT: f64 = 0.35;
/// Opacity of link arrows: they cross candidates, which should show through.
const LINK_OPACITY: f64 = 0.85;

/// Renders `board` with `highlights` as an SVG document.
pub(crate) fn render(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> String {
    let marks = Marks::new(board, highlights);
    let legend: Vec<(LegendItem, usize)> = if opts.legend {
        marks
            .legend_items()
            .into_iter()
            .map(|item| (item, legend_label(item).len()))
            .collect()
    } else {
        Vec::new()
    };
    let (layout, legend) = Layout::new(
        board.geometry(),
        opts.cell_size,
        opts.labels,
        opts.caption.as_deref(),
        &legend,
    );
    let painter = Painter {
        board,
        marks: &marks,
        layout: &layout,
        palette: &opts.palette,
        show_candidates: opts.show_candidates,
    };
    // About 170 bytes per drawn element; a 9x9 board with candidates has a
    // few hundred.
    let mut svg = String::with_capacity(48 * 1024);
    let drawn = {
        let root =
            SVGBackend::with_string(&mut svg, (layout.width, layout.height)).into_drawing_area();
        painter.paint(&root, &legend).and_then(|()| root.present())
    };
    match drawn {
        Ok(()) => svg,
        Err(e) => error_svg(&format!("could not draw the board: {e}")),
    }
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

fn stroke(c: Rgb, opacity: f64, width: u32) -> ShapeStyle {
    ShapeStyle {
        color: RGBAColor(c.0, c.1, c.2, opacity.clamp(0.0, 1.0)),
        filled: false,
        stroke_width: width,
    }
}

/// The size to give plotters for a font of about `px` pixels. The SVG
/// backend writes `size / 1.24` as the font size, and for some sizes no float
/// divides back to exactly `px` (13 would print as `13.000000000000002`); such
/// a size is nudged to the nearest whole pixel that does, so the SVG always
/// reads `font-size="12"`-style whole numbers.
fn plotters_font_size(px: u32) -> f64 {
    let nearby = [0i64, 1, -1, 2, -2, 3, -3];
    for shift in nearby {
        let target = (i64::from(px) + shift).max(1) as f64;
        let guess = target * 1.24;
        let bits = guess.to_bits();
        for step in 0..4u64 {
            for candidate in [f64::from_bits(bits + step), f64::from_bits(bits - step)] {
                if candidate / 1.24 == target {
                    return candidate;
                }
            }
        }
    }
    f64::from(px) * 1.24
}

fn text_style(px: u32, bold: bool, color: Rgb, h_pos: HPos) -> TextStyle<'static> {
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    // A generic family name: plotters (without its font features) only
    // writes it into the SVG; the viewer picks the font.
    let font = FontDesc::new(FontFamily::SansSerif, plotters_font_size(px), style);
    TextStyle {
        font,
        color: rgb(color).to_backend_color(),
        pos: Pos::new(h_pos, VPos::Center),
    }
}

/// Samples of a quadratic Bézier curve from `a` to `b` through control `c`.
fn bezier(a: (f64, f64), c: (f64, f64), b: (f64, f64), segments: usize) -> Vec<(f64, f64)> {
    (0..=segments)
        .map(|i| {
            let t = i as f64 / segments as f64;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
            )
        })
        .collect()
}

/// `p` moved by `distance` towards `q`.
fn towards(p: (f64, f64), q: (f64, f64), distance: f64) -> (f64, f64) {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = dx.hypot(dy);
    if len < f64::EPSILON {
        p
    } else {
        (p.0 + dx / len * distance, p.1 + dy / len * distance)
    }
}

fn to_pixel(p: (f64, f64)) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

/// A link arrow in pixels: the curve (ending where the arrowhead starts)
/// and the arrowhead triangle.
struct Arrow {
    curve: Vec<(i32, i32)>,
    head: [(i32, i32); 3],
}

/// A curved arrow between two candidate centres, kept clear of the discs
/// (`clearance`) and bulging to the left of its direction, so that a link
/// and its reverse do not overlap.
fn arrow(from: (i32, i32), to: (i32, i32), clearance: f64, head_len: f64) -> Option<Arrow> {
    let a = (f64::from(from.0), f64::from(from.1));
    let b = (f64::from(to.0), f64::from(to.1));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    if len < 2.0 * clearance + head_len {
        return None;
    }
    let bulge = 0.2 * len;
    let control = (
        (a.0 + b.0) / 2.0 + dy / len * bulge,
        (a.1 + b.1) / 2.0 - dx / len * bulge,
    );
    let start = towards(a, control, clearance);
    let tip = towards(b, control, clearance);
    let base = towards(tip, control, head_len);
    let mut curve: Vec<(i32, i32)> = bezier(start, control, tip, 24)
        .into_iter()
        .map(to_pixel)
        .collect();
    // Stop the line under the arrowhead's base, not at its tip.
    if let Some(last) = curve.last_mut() {
        *last = to_pixel(base);
    }
    curve.dedup();
    let (ux, uy) = ((tip.0 - base.0) / head_len, (tip.1 - base.1) / head_len);
    let half = head_len * 0.45;
    let head = [
        to_pixel(tip),
        to_pixel((base.0 - uy * half, base.1 + ux * half)),
        to_pixel((base.0 + uy * half, base.1 - ux * half)),
    ];
    Some(Arrow { curve, head })
}

/// Everything needed to paint one picture.
struct Painter<'a> {
    board: &'a Board,
    marks: &'a Marks,
    layout: &'a Layout,
    palette: &'a Palette,
    show_candidates: bool,
}

impl Painter<'_> {
    fn paint(&self, area: &Area, legend: &[PlacedEntry<LegendItem>]) -> Drawn {
        let l = self.layout;
        let full = [(0, 0), (l.width as i32, l.height as i32)];
        area.draw(&Rectangle::new(full, fill(self.palette.background, 1.0)))?;
        self.shading(area)?;
        self.grid_lines(area)?;
        self.digits(area)?;
        self.links(area)?;
        if l.labels {
            self.labels(area)?;
        }
        self.caption(area)?;
        self.legend(area, legend)
    }

    fn shading(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        for &(house, role) in &self.marks.houses {
            if let Some((a, b)) = l.house_rect(house) {
                area.draw(&Rectangle::new(
                    [a, b],
                    fill(p.role(role), p.role_opacity(role)),
                ))?;
            }
        }
        for cell in self.board.geometry().cells() {
            if let Some(role) = self.marks.cell[cell.index()] {
                let (x, y) = l.cell_origin(cell);
                let opacity = p.role_opacity(role).min(CELL_TINT);
                let rect = [(x, y), (x + l.cell, y + l.cell)];
                area.draw(&Rectangle::new(rect, fill(p.role(role), opacity)))?;
            }
        }
        Ok(())
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

    /// Givens and placed digits, then the candidates of empty cells.
    fn digits(&self, area: &Area) -> Drawn {
        let (l, p) = (self.layout, self.palette);
        let given = text_style(l.fonts.digit, true, p.given, HPos::Center);
        let placed = text_style(l.fonts.digit, false, p.placed, HPos::Center);
        let plain = text_style(l.fonts.candidate, false, p.candidate, HPos::Center);
        let on_dark = text_style(l.fonts.candidate, false, Rgb::WHITE, HPos::Center);
        let on_light = text_style(l.fonts.candidate, false, Rgb::BLACK, HPos::Center);
        let strike = stroke(p.strike, 1.0, l.strokes.strike);
        let r = l.disc_radius;
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
            let candidates = self.board.candidates(cell);
            for d in 1..=l.size as u8 {
                let role = self.marks.candidate[cell.index()][usize::from(d)];
                let shown = role.is_some() || (self.show_candidates && candidates.contains(d));
                if !shown {
                    continue;
                }
                let centre = l.candidate_centre(cell, d);
                let style = match role {
                    Some(role) => {
                        let colour = p.role(role);
                        let opacity = p.role_opacity(role);
                        area.draw(&Circle::new(centre, r, fill(colour, opacity)))?;
                        match (opacity < 1.0, colour.text_on() == Rgb::WHITE) {
                            (true, _) => &plain,
                            (false, true) => &on_dark,
                            (false, false) => &on_light,
                        }
                    }
                    None => &plain,
                };
                area.draw(&Text::new(DIGITS[usize::from(d)], centre, style))?;
                if role == Some(Role::Elimination) {
                    let (cx, cy) = centre;
                    let line = vec![(cx - r, cy + r), (cx + r, cy - r)];
                    area.draw(&PathElement::new(line, strike))?;
                }
            }
        }
        Ok(())
    }

    fn link_end(&self, c: CandidateRef) -> (i32, i32) {
        if self.board.value(c.cell).is_some() {
            self.layout.cell_centre(c.cell)
        } else {
            self.layout.candidate_centre(c.cell, c.digit)
        }
    }

    /// Strong links solid, weak links dashed, each a curved arrow.
    fn links(&self, area: &Area) -> Drawn {
        let l = self.layout;
        let colour = self.palette.link;
        let line = stroke(colour, LINK_OPACITY, l.strokes.link);
        let head_fill = fill(colour, LINK_OPACITY);
        let clearance = f64::from(l.disc_radius) + 1.0;
        let head_len = f64::from(l.cell) / 7.0;
        let dash = (l.cell / 8).max(3);
        let gap = (l.cell / 12).max(2);
        for &(from, to, strong) in &self.marks.links {
            let Some(arrow) = arrow(self.link_end(from), self.link_end(to), clearance, head_len)
            else {
                continue;
            };
            if strong {
                area.draw(&PathElement::new(arrow.curve, line))?;
            } else {
                area.draw(&DashedPathElement::new(arrow.curve, dash, gap, line))?;
            }
            area.draw(&Polygon::new(arrow.head.to_vec(), head_fill))?;
        }
        Ok(())
    }

    /// `r1`..`rn` left of the rows, `c1`..`cn` above the columns: the names
    /// used in explanations (`r5c7`).
    fn labels(&self, area: &Area) -> Drawn {
        let l = self.layout;
        let style = text_style(l.fonts.label, false, self.palette.label, HPos::Center);
        let offset = l.cell / 4 + 1;
        for i in 0..l.size {
            let along = l.cell * i as i32 + l.cell / 2;
            let row_at = (l.grid_x - offset, l.grid_y + along);
            area.draw(&Text::new(format!("r{}", i + 1), row_at, &style))?;
            let col_at = (l.grid_x + along, l.grid_y - offset);
            area.draw(&Text::new(format!("c{}", i + 1), col_at, &style))?;
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
            match entry.what {
                LegendItem::Role(role @ (Role::House | Role::SecondaryHouse)) => {
                    let rect = [(sx - font, sy - font / 2), (sx + font, sy + font / 2)];
                    area.draw(&Rectangle::new(
                        rect,
                        fill(p.role(role), p.role_opacity(role)),
                    ))?;
                    area.draw(&Rectangle::new(rect, stroke(p.cell_line, 1.0, 1)))?;
                }
                LegendItem::Role(role) => {
                    let r = font / 2;
                    area.draw(&Circle::new((sx, sy), r, fill(p.role(role), 1.0)))?;
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
            }
            area.draw(&Text::new(legend_label(entry.what), entry.text, &style))?;
        }
        Ok(())
    }
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

    #[test]
    fn arrows_bulge_left_and_end_at_the_base() {
        let a = arrow((0, 0), (100, 0), 5.0, 10.0).expect("long enough");
        // Going right, "left" is up: negative y in SVG.
        assert!(a.curve.iter().any(|&(_, y)| y < -5));
        assert_eq!(a.head[0].0, 95);
        assert!(a.curve.last().is_some_and(|&(x, _)| x < 95));
        assert!(arrow((0, 0), (5, 0), 5.0, 10.0).is_none());
    }
}
