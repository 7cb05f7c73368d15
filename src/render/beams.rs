//! Scanning lines (`Highlight::Beam`): a broad translucent band from a digit
//! on the board along the row, column or box it blocks, to a cell it rules
//! out. Painted with the house shading, under the grid lines and the
//! digits, so the digits on a band stay legible.

use super::draw::{stroke, Area, Drawn};
use super::layout::Layout;
use super::palette::Palette;
use crate::grid::Cell;
use plotters::element::PathElement;

/// Opacity of a band: light, so the digits on it read through.
const OPACITY: f64 = 0.3;

/// Width of a band.
fn width(l: &Layout) -> u32 {
    (l.cell / 4).max(4) as u32
}

/// Each band from the centre of its digit's cell to the centre of the cell
/// it blocks, and on to that cell's far edge when the two share a row or
/// column (the band then runs through every cell it blocks).
pub(super) fn draw(area: &Area, l: &Layout, p: &Palette, beams: &[(Cell, Cell)]) -> Drawn {
    let centre = |c: Cell| {
        let (x, y) = l.cell_origin(c);
        (x + l.cell / 2, y + l.cell / 2)
    };
    for &(from, to) in beams {
        let (a, mut b) = (centre(from), centre(to));
        if from.row() == to.row() || from.col() == to.col() {
            let reach = |d: i32| d.signum() * (l.cell / 2 - 2);
            b = (b.0 + reach(b.0 - a.0), b.1 + reach(b.1 - a.1));
        }
        area.draw(&PathElement::new(
            vec![a, b],
            stroke(p.elimination, OPACITY, width(l)),
        ))?;
    }
    Ok(())
}

/// The legend's sample: a short band centred on `at`, `font` to each side.
pub(super) fn swatch(area: &Area, l: &Layout, p: &Palette, at: (i32, i32), font: i32) -> Drawn {
    let (x, y) = at;
    let style = stroke(p.elimination, OPACITY, width(l));
    area.draw(&PathElement::new(vec![(x - font, y), (x + font, y)], style))
}
