//! Where digits are drawn, as boxes a reader's eye (and the project's
//! crossing count, `svg_crossings.py`) gives them: a digit written at
//! (x, y) with `dy="0.5ex"` sits about a quarter of its font size lower,
//! and its box is 0.6 font size wide and 0.76 tall around that. The router
//! uses these to check the arrow it chose, in whole pixels as it is drawn:
//! sampling a curve every 3 pixels can miss the corner of a box that the
//! drawn line clips.

use super::layout::Layout;
use super::marks::Marks;
use crate::grid::Board;

/// A digit's box: left, top, right, bottom, and the point the crossing count
/// measures a link's ends from.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ink {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
    at: (f64, f64),
}

impl Ink {
    /// The box of a digit written at (`x`, `y`) in font size `fs`.
    pub(super) fn new(x: f64, y: f64, fs: f64) -> Ink {
        let y = y + 0.25 * fs;
        Ink {
            x0: x - 0.3 * fs,
            y0: y - 0.38 * fs,
            x1: x + 0.3 * fs,
            y1: y + 0.38 * fs,
            at: (x, y),
        }
    }

    /// The point a link's ends are measured from.
    #[cfg(test)]
    pub(super) fn at(&self) -> (f64, f64) {
        self.at
    }

    /// Whether the segment from `p` to `q` runs through the box (clipped
    /// to it, Liang-Barsky).
    fn hit_by(&self, p: (f64, f64), q: (f64, f64)) -> bool {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (pp, qq) in [
            (-dx, p.0 - self.x0),
            (dx, self.x1 - p.0),
            (-dy, p.1 - self.y0),
            (dy, self.y1 - p.1),
        ] {
            if pp == 0.0 {
                if qq < 0.0 {
                    return false;
                }
            } else if pp < 0.0 {
                t0 = t0.max(qq / pp);
            } else {
                t1 = t1.min(qq / pp);
            }
        }
        t0 <= t1
    }
}

/// Every digit a picture draws: givens and placed digits, the candidates
/// shown, and highlighted candidates (drawn on their discs even when
/// candidates are not shown).
pub(super) fn digits(l: &Layout, board: &Board, marks: &Marks, show_candidates: bool) -> Vec<Ink> {
    let mut inks = Vec::new();
    for cell in board.geometry().cells() {
        if board.value(cell).is_some() {
            let (x, y) = l.cell_centre(cell);
            inks.push(Ink::new(x.into(), y.into(), l.fonts.digit.into()));
            continue;
        }
        for d in board.candidates(cell).iter() {
            if show_candidates || marks.candidate[cell.index()][usize::from(d)].is_some() {
                let (x, y) = l.candidate_centre(cell, d);
                inks.push(Ink::new(x.into(), y.into(), l.fonts.candidate.into()));
            }
        }
    }
    inks
}

/// How many digits the drawn line `curve` runs over, the digits within 9
/// pixels of its first or last point excepted (its own ends).
pub(super) fn under(inks: &[Ink], curve: &[(i32, i32)]) -> usize {
    let points: Vec<(f64, f64)> = curve
        .iter()
        .map(|&(x, y)| (f64::from(x), f64::from(y)))
        .collect();
    under_line(inks, &points)
}

/// [`under`] for a line read back from a picture.
pub(super) fn under_line(inks: &[Ink], points: &[(f64, f64)]) -> usize {
    let (Some(&first), Some(&last)) = (points.first(), points.last()) else {
        return 0;
    };
    let own = |i: &Ink| {
        [first, last]
            .iter()
            .any(|e| (i.at.0 - e.0).abs() < 9.0 && (i.at.1 - e.1).abs() < 9.0)
    };
    inks.iter()
        .filter(|i| !own(i) && points.windows(2).any(|w| i.hit_by(w[0], w[1])))
        .count()
}

/// The digits' boxes sorted by the cells of the grid they reach into, so
/// that a line is held against the boxes near it only: [`InkGrid::under`]
/// counts what [`under`] does (a test holds them equal), for a router that
/// checks dozens of shapes per link.
pub(super) struct InkGrid {
    inks: Vec<Ink>,
    origin: (f64, f64),
    cell: f64,
    n: usize,
    /// The boxes reaching into each cell, by their place in `inks`.
    cells: Vec<Vec<u16>>,
}

/// The most boxes a picture draws (a digit or nine candidates in each of
/// 81 cells), for the set of those counted.
const MOST_INKS: usize = 81 * 9;

impl InkGrid {
    pub(super) fn new(l: &Layout, inks: Vec<Ink>) -> InkGrid {
        let mut grid = InkGrid {
            origin: (f64::from(l.grid_x), f64::from(l.grid_y)),
            cell: f64::from(l.cell),
            n: l.size,
            cells: vec![Vec::new(); l.size * l.size],
            inks: Vec::new(),
        };
        for (k, ink) in inks.iter().enumerate() {
            for row in grid.span(ink.y0, ink.y1, grid.origin.1) {
                for col in grid.span(ink.x0, ink.x1, grid.origin.0) {
                    grid.cells[row * grid.n + col].push(k as u16);
                }
            }
        }
        grid.inks = inks;
        grid
    }

    /// The rows (or columns) of cells from `lo` to `hi`, those off the
    /// grid counted in its first or last.
    fn span(&self, lo: f64, hi: f64, origin: f64) -> std::ops::RangeInclusive<usize> {
        let last = self.n as f64 - 1.0;
        let at = |v: f64| ((v - origin) / self.cell).floor().clamp(0.0, last) as usize;
        at(lo)..=at(hi)
    }

    /// [`under`]: how many digits the drawn line `curve` runs over, its
    /// own ends excepted.
    pub(super) fn under(&self, curve: &[(i32, i32)]) -> usize {
        let point = |&(x, y): &(i32, i32)| (f64::from(x), f64::from(y));
        let (Some(first), Some(last)) = (curve.first().map(point), curve.last().map(point)) else {
            return 0;
        };
        let own = |i: &Ink| {
            [first, last]
                .iter()
                .any(|e| (i.at.0 - e.0).abs() < 9.0 && (i.at.1 - e.1).abs() < 9.0)
        };
        if self.inks.len() > MOST_INKS {
            let points: Vec<(f64, f64)> = curve.iter().map(point).collect();
            return under_line(&self.inks, &points);
        }
        // Each box counted once, however many pieces of the line run over it.
        let mut counted = [0u64; MOST_INKS.div_ceil(64)];
        let mut n = 0;
        for w in curve.windows(2) {
            let (p, q) = (point(&w[0]), point(&w[1]));
            for row in self.span(p.1.min(q.1), p.1.max(q.1), self.origin.1) {
                for col in self.span(p.0.min(q.0), p.0.max(q.0), self.origin.0) {
                    for &k in &self.cells[row * self.n + col] {
                        let (word, bit) = (usize::from(k) / 64, 1u64 << (k % 64));
                        if counted[word] & bit != 0 {
                            continue;
                        }
                        let ink = &self.inks[usize::from(k)];
                        if !own(ink) && ink.hit_by(p, q) {
                            counted[word] |= bit;
                            n += 1;
                        }
                    }
                }
            }
        }
        n
    }
}
