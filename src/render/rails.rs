//! Rails: where a link arrow can run without crossing a digit. Candidates
//! stand in a mini-grid in each cell, with room between their columns but
//! hardly any between their rows (a digit is over half a slot tall); so an
//! arrow runs up and down between the candidate columns, and across just
//! inside a cell's top or bottom line, above or below every candidate:
//!
//! ```text
//!   ┌───────────────┐
//!   │ ═════════════ │  a rail across, above the top candidates
//!   │ 1  ║  2  ║  3 │
//!   │ 4  ║  5  ║  6 │  rails down, between the candidate columns
//!   │ 7  ║  8  ║  9 │
//!   │ ═════════════ │  a rail across, below the bottom ones
//!   └───────────────┘
//! ```
//!
//! [`routes`] lists the shapes along rails from one candidate to another:
//! straight runs meeting at right angles, which the router rounds off and
//! prices like every other shape.

use super::curves::Point;
use super::layout::Layout;
use crate::grid::Cell;

/// The rails across a cell: just above its top candidates' ink and just
/// below the box a crossing count gives its bottom ones.
fn across(l: &Layout, cell: Cell) -> [f64; 2] {
    let (_, y) = l.cell_origin(cell);
    let top = f64::from(l.candidate_centre(cell, 1).1);
    let rows = l.box_rows as u8;
    let bottom_digit = (rows - 1) * l.box_cols as u8 + 1;
    let bottom = f64::from(l.candidate_centre(cell, bottom_digit).1);
    let fs = f64::from(l.fonts.candidate);
    let (y0, y1) = (f64::from(y) + 1.0, f64::from(y + l.cell) - 1.0);
    [
        (top - 0.47 * fs - 2.0).clamp(y0, y1),
        (bottom + 0.63 * fs + 1.0).clamp(y0, y1),
    ]
}

/// The rails down beside a candidate at `x`: half a slot to its left and
/// to its right.
fn down(l: &Layout, x: f64) -> [f64; 2] {
    let half = l.slot_width() / 2.0;
    [x - half, x + half]
}

/// Shapes from `a` (a candidate of cell `from`) to `b` (of `to`) along
/// rails, as corner points, each with a small bias (straighter shapes
/// first):
/// * across: up or down to a rail across, along it, and back;
/// * down: aside to a rail down, along it, and back (a column's link);
/// * both: aside to a rail down, to a rail across, along it, to a rail
///   down beside `b`, and in.
pub(super) fn routes(
    l: &Layout,
    from: Cell,
    a: Point,
    to: Cell,
    b: Point,
) -> Vec<(Vec<Point>, f64)> {
    let mut shapes = Vec::new();
    let mut rails_across: Vec<f64> = across(l, from).to_vec();
    rails_across.extend(across(l, to));
    for &h in &rails_across {
        shapes.push((vec![a, (a.0, h), (b.0, h), b], 0.6));
    }
    for v in down(l, a.0).into_iter().chain(down(l, b.0)) {
        shapes.push((vec![a, (v, a.1), (v, b.1), b], 0.7));
    }
    for va in down(l, a.0) {
        for vb in down(l, b.0) {
            for &h in &rails_across {
                shapes.push((vec![a, (va, a.1), (va, h), (vb, h), (vb, b.1), b], 0.9));
            }
        }
    }
    shapes
}

/// Down a rail beside `a` or `b`, reached and left slanting: out of a
/// candidate in a cell's outer slot column, a square corner (even rounded)
/// sweeps over the candidate above or below it, a slanted one leaves the
/// disc heading for the rail.
///
/// Besides the rails beside `a` and `b`, the outermost ones of their cells
/// (outside the candidates' first and last columns), for when a digit
/// stands in the way of the near ones.
pub(super) fn leaning(
    l: &Layout,
    from: Cell,
    a: Point,
    to: Cell,
    b: Point,
) -> Vec<(Vec<Point>, f64)> {
    let towards = if b.1 >= a.1 { 1.0 } else { -1.0 };
    // Just inside the grid's outer line, where the rail beside an outer
    // slot column would touch it.
    let inner = f64::from(l.strokes.box_line) + 1.5;
    let (x0, x1) = (
        f64::from(l.grid_x) + inner,
        f64::from(l.grid_x + l.cell * l.size as i32) - inner,
    );
    let outer = |cell: Cell| {
        let first = f64::from(l.candidate_centre(cell, 1).0);
        let last = f64::from(l.candidate_centre(cell, l.box_cols as u8).0);
        [down(l, first)[0], down(l, last)[1]]
    };
    down(l, a.0)
        .into_iter()
        .chain(down(l, b.0))
        .chain(outer(from))
        .chain(outer(to))
        .map(|v| {
            let v = v.clamp(x0, x1);
            // At least a quarter cell along, so that the corner lies
            // beyond the end's disc (where the arrow is cut).
            let along = |x: f64| (v - x).abs().max(f64::from(l.cell) / 4.0);
            let (off_a, off_b) = (along(a.0), along(b.0));
            let corners = vec![a, (v, a.1 + towards * off_a), (v, b.1 - towards * off_b), b];
            (corners, 0.8)
        })
        .collect()
}
