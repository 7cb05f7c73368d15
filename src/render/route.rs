//! Where link arrows run. A link goes from one candidate to another; several
//! shapes are tried and the one that crosses least is kept:
//!
//! * bows (one Bézier curve bending to either side by different amounts)
//!   and brackets (off to one side, along, and back);
//! * when every one of those crosses a digit, a path found around the
//!   obstacles (cheapest path over a grid of patches a sixth of a cell wide,
//!   pulled straight where that costs no more, then smoothed).
//!
//! What a shape costs:
//! * leaving the grid (over the row and column labels, off the picture) is
//!   ruled out;
//! * crossing a given or placed digit costs much, crossing a highlighted
//!   candidate less, a plain candidate a little;
//! * running where earlier arrows already run costs too, so arrows of a
//!   forcing net spread out instead of piling up;
//! * a longer curve costs a little more, and of otherwise equal shapes a bow
//!   to the left of the direction wins, so a link and its reverse part.
//!
//! The chosen curve is cut where it enters the discs of its two candidates
//! (the edge of a filled cell's digit), and ends in an arrowhead.

use super::layout::Layout;
use super::marks::Marks;
use crate::grid::{Board, Cell};
use crate::step::CandidateRef;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

type Point = (f64, f64);

/// A link arrow in pixels: the curve (ending where the arrowhead starts)
/// and the arrowhead triangle.
pub(super) struct Arrow {
    pub curve: Vec<(i32, i32)>,
    pub head: [(i32, i32); 3],
}

fn dist(p: Point, q: Point) -> f64 {
    (p.0 - q.0).hypot(p.1 - q.1)
}

fn to_pixel(p: Point) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

fn lerp(p: Point, q: Point, t: f64) -> Point {
    (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
}

/// Points of the cubic Bézier curve with control points `c`, about two
/// pixels apart.
fn bezier(c: [Point; 4]) -> Vec<Point> {
    let rough = dist(c[0], c[1]) + dist(c[1], c[2]) + dist(c[2], c[3]);
    let n = ((rough / 2.0).ceil() as usize).clamp(8, 600);
    (0..=n)
        .map(|i| {
            let t = i as f64 / n as f64;
            let u = 1.0 - t;
            let (a, b, cc, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
            (
                a * c[0].0 + b * c[1].0 + cc * c[2].0 + d * c[3].0,
                a * c[0].1 + b * c[1].1 + cc * c[2].1 + d * c[3].1,
            )
        })
        .collect()
}

/// A smooth curve through `points` (a Catmull-Rom spline, as Bézier pieces).
fn smooth(points: &[Point]) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::new();
    for i in 0..points.len().saturating_sub(1) {
        let p0 = points[i.saturating_sub(1)];
        let (p1, p2) = (points[i], points[i + 1]);
        let p3 = points[(i + 2).min(points.len() - 1)];
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        let piece = bezier([p1, c1, c2, p2]);
        let skip = usize::from(!out.is_empty());
        out.extend(piece.into_iter().skip(skip));
    }
    out
}

/// `corners` joined by straight runs whose corners are rounded off by up to
/// `radius` pixels (less where a run is short): close to the corners, yet
/// without kinks.
fn round_corners(corners: &[Point], radius: f64) -> Vec<Point> {
    let Some(&first) = corners.first() else {
        return Vec::new();
    };
    let mut out = vec![first];
    for w in corners.windows(3) {
        let (a, p, b) = (w[0], w[1], w[2]);
        let cut = radius.min(dist(a, p) / 2.0).min(dist(p, b) / 2.0);
        let p1 = lerp(p, a, cut / dist(a, p).max(1e-9));
        let p2 = lerp(p, b, cut / dist(p, b).max(1e-9));
        // A quadratic curve from p1 to p2 bent towards the corner.
        let arc = [p1, lerp(p1, p, 2.0 / 3.0), lerp(p2, p, 2.0 / 3.0), p2];
        out.extend(bezier(arc));
    }
    if corners.len() > 1 {
        out.push(corners[corners.len() - 1]);
    }
    out
}

/// Ramer–Douglas–Peucker: the points of `path` needed to stay within
/// `tolerance` of it.
fn simplify(path: &[Point], tolerance: f64) -> Vec<Point> {
    if path.len() < 3 {
        return path.to_vec();
    }
    let (a, b) = (path[0], path[path.len() - 1]);
    let len = dist(a, b).max(1e-9);
    let mut far = (0, 0.0);
    for (i, p) in path.iter().enumerate().take(path.len() - 1).skip(1) {
        let gap = ((b.0 - a.0) * (a.1 - p.1) - (a.0 - p.0) * (b.1 - a.1)).abs() / len;
        if gap > far.1 {
            far = (i, gap);
        }
    }
    if far.1 <= tolerance {
        return vec![a, b];
    }
    let mut kept = simplify(&path[..=far.0], tolerance);
    kept.pop();
    kept.extend(simplify(&path[far.0..], tolerance));
    kept
}

/// The part of `path` outside the circles of radius `ra` around its first
/// point and `rb` around its last: from where it leaves the first to where
/// it enters the second.
fn clip(path: &[Point], ra: f64, rb: f64) -> Option<Vec<Point>> {
    let (a, b) = (*path.first()?, *path.last()?);
    let start = path.iter().position(|&p| dist(p, a) >= ra)?;
    let end = path.iter().rposition(|&p| dist(p, b) >= rb)?;
    if end <= start {
        return None;
    }
    let mut out = vec![lerp(
        path[start - 1],
        path[start],
        crossing(path[start - 1], path[start], a, ra),
    )];
    out.extend_from_slice(&path[start..=end]);
    out.push(lerp(
        path[end + 1],
        path[end],
        crossing(path[end + 1], path[end], b, rb),
    ));
    Some(out)
}

/// Where on the segment from `p` (inside the circle) to `q` (outside) the
/// circle of `radius` around `centre` is crossed, as a fraction.
fn crossing(p: Point, q: Point, centre: Point, radius: f64) -> f64 {
    let (mut lo, mut hi) = (0.0, 1.0);
    for _ in 0..20 {
        let mid = (lo + hi) / 2.0;
        if dist(lerp(p, q, mid), centre) >= radius {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

/// Cost of a stretch of 3 pixels out of the grid: chosen only when
/// nothing else is possible.
const OUTSIDE: f64 = 5000.0;
/// Cost of 3 pixels over a given or placed digit.
const OVER_DIGIT: f64 = 400.0;
/// Cost of 3 pixels over a highlighted candidate, and over a plain one.
const OVER_DISC: f64 = 12.0;
const OVER_CANDIDATE: f64 = 1.5;
/// Cost of 3 pixels along a box line, and along a thin cell line (where an
/// arrow would hide in the line).
const ALONG_BOX_LINE: f64 = 10.0;
const ALONG_CELL_LINE: f64 = 3.0;
/// Cost of 3 pixels per earlier arrow stretch in the same patch.
const CROWDED: f64 = 2.0;
/// Cost of a cell's length of curve.
const PER_CELL: f64 = 0.4;
/// Patches per cell side, for crowding and for finding paths.
const PATCHES: usize = 6;

/// Routes the arrows of one picture, remembering where earlier ones ran.
pub(super) struct Router<'a> {
    layout: &'a Layout,
    board: &'a Board,
    marks: &'a Marks,
    show_candidates: bool,
    /// How many arrow stretches cross each patch.
    crowd: Vec<u16>,
    /// Patches along a side of the grid.
    side: usize,
}

impl<'a> Router<'a> {
    pub fn new(
        layout: &'a Layout,
        board: &'a Board,
        marks: &'a Marks,
        show_candidates: bool,
    ) -> Router<'a> {
        let side = layout.size * PATCHES;
        Router {
            layout,
            board,
            marks,
            show_candidates,
            crowd: vec![0; side * side],
            side,
        }
    }

    /// The centre of a link end and how far from it the arrow stops: the
    /// candidate's disc, or a filled cell's digit.
    fn end(&self, c: CandidateRef) -> (Point, f64) {
        let l = self.layout;
        if self.board.value(c.cell).is_some() {
            let (x, y) = l.cell_centre(c.cell);
            ((f64::from(x), f64::from(y)), f64::from(l.cell) * 0.36)
        } else {
            let (x, y) = l.candidate_centre(c.cell, c.digit);
            ((f64::from(x), f64::from(y)), f64::from(l.disc_radius) + 1.0)
        }
    }

    fn patch_size(&self) -> f64 {
        f64::from(self.layout.cell) / PATCHES as f64
    }

    fn patch(&self, p: Point) -> Option<usize> {
        let l = self.layout;
        let px = ((p.0 - f64::from(l.grid_x)) / self.patch_size()).floor();
        let py = ((p.1 - f64::from(l.grid_y)) / self.patch_size()).floor();
        let n = self.side as f64;
        (px >= 0.0 && py >= 0.0 && px < n && py < n).then(|| py as usize * self.side + px as usize)
    }

    fn patch_centre(&self, i: usize) -> Point {
        let l = self.layout;
        let s = self.patch_size();
        (
            f64::from(l.grid_x) + ((i % self.side) as f64 + 0.5) * s,
            f64::from(l.grid_y) + ((i / self.side) as f64 + 0.5) * s,
        )
    }

    /// What 3 pixels of arrow at `p` cost, its own two ends excepted.
    fn cost(&self, p: Point, ends: [CandidateRef; 2]) -> f64 {
        let l = self.layout;
        let n = l.size as i32;
        let cell = f64::from(l.cell);
        let margin = f64::from(l.strokes.box_line) + 1.0;
        let (x0, y0) = (f64::from(l.grid_x), f64::from(l.grid_y));
        let span = cell * f64::from(n);
        let outside = p.0 < x0 + margin
            || p.1 < y0 + margin
            || p.0 > x0 + span - margin
            || p.1 > y0 + span - margin;
        if outside {
            return OUTSIDE;
        }
        let col = ((p.0 - x0) / cell).floor() as i32;
        let row = ((p.1 - y0) / cell).floor() as i32;
        let here = Cell::new(row.clamp(0, n - 1) as usize, col.clamp(0, n - 1) as usize);
        let crowd = self
            .patch(p)
            .map_or(0.0, |i| f64::from(self.crowd[i]) * CROWDED)
            + self.on_line(p);
        if self.board.value(here).is_some() {
            if ends.iter().any(|e| e.cell == here) {
                return crowd;
            }
            // The digit's ink (a DejaVu digit at 0.6 cell: about 0.3 cell
            // wide, from 0.27 cell above the centre to 0.17 below, as
            // written with `dy="0.5ex"`), with a few pixels of room.
            let (cx, cy) = l.cell_centre(here);
            let (dx, dy) = (p.0 - f64::from(cx), p.1 - f64::from(cy));
            let room = 3.0;
            let over = dx.abs() < cell * 0.16 + room
                && dy > -cell * 0.27 - room
                && dy < cell * 0.17 + room;
            return crowd + if over { OVER_DIGIT } else { 0.0 };
        }
        // The nearest candidate slot of this cell.
        let mut nearest = (f64::INFINITY, 0u8);
        for d in 1..=l.size as u8 {
            let (sx, sy) = l.candidate_centre(here, d);
            let gap = dist(p, (f64::from(sx), f64::from(sy)));
            if gap < nearest.0 {
                nearest = (gap, d);
            }
        }
        let (gap, d) = nearest;
        let own_end = ends.iter().any(|e| e.cell == here && e.digit == d);
        if gap > f64::from(l.disc_radius) || own_end {
            return crowd;
        }
        let highlighted = self.marks.candidate[here.index()][usize::from(d)].is_some();
        let shown = self.show_candidates && self.board.candidates(here).contains(d);
        crowd
            + if highlighted {
                OVER_DISC
            } else if shown {
                OVER_CANDIDATE
            } else {
                0.0
            }
    }

    /// The cost of being on a grid line: `p` within a few pixels of a cell
    /// or box line.
    fn on_line(&self, p: Point) -> f64 {
        let l = self.layout;
        let cell = f64::from(l.cell);
        let near = 2.0 + f64::from(l.strokes.box_line) / 2.0;
        let mut cost: f64 = 0.0;
        for (offset, per_box) in [
            (p.0 - f64::from(l.grid_x), l.box_cols),
            (p.1 - f64::from(l.grid_y), l.box_rows),
        ] {
            let k = (offset / cell).round();
            if (offset - k * cell).abs() < near {
                let thick = (k as usize) % per_box == 0;
                cost = cost.max(if thick {
                    ALONG_BOX_LINE
                } else {
                    ALONG_CELL_LINE
                });
            }
        }
        cost
    }

    /// What a clipped path costs: its crossings and its length.
    fn path_cost(&self, path: &[Point], ends: [CandidateRef; 2]) -> f64 {
        let cell = f64::from(self.layout.cell);
        path.windows(2)
            .map(|w| {
                let len = dist(w[0], w[1]);
                self.cost(lerp(w[0], w[1], 0.5), ends) * len / 3.0 + len / cell * PER_CELL
            })
            .sum()
    }

    /// The bows and brackets tried for a link from `a` to `b`, each with its
    /// bias: a small extra cost that orders otherwise equal shapes.
    fn shapes(a: Point, b: Point, cell: f64) -> Vec<(Vec<Point>, f64)> {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = dx.hypot(dy).max(1.0);
        // The normal to the left of the direction (SVG's y points down).
        let normal = (dy / len, -dx / len);
        let mid = lerp(a, b, 0.5);
        let mut shapes = Vec::new();
        let bows = [
            (0.2, 0.0),
            (0.35, 0.2),
            (0.1, 0.3),
            (0.0, 0.6),
            (-0.2, 0.5),
            (-0.35, 0.7),
            (-0.1, 0.8),
            (0.55, 0.9),
            (-0.55, 1.1),
            (0.8, 1.5),
            (-0.8, 1.7),
        ];
        for (k, bias) in bows {
            // A quadratic curve through control point `c`, as a cubic.
            let c = (mid.0 + normal.0 * k * len, mid.1 + normal.1 * k * len);
            let curve = [a, lerp(a, c, 2.0 / 3.0), lerp(b, c, 2.0 / 3.0), b];
            shapes.push((bezier(curve), bias));
        }
        let brackets = [
            (0.45, 1.0),
            (-0.45, 1.2),
            (0.9, 1.6),
            (-0.9, 1.8),
            (1.4, 2.4),
            (-1.4, 2.6),
        ];
        for (h, bias) in brackets {
            let off = (normal.0 * h * cell, normal.1 * h * cell);
            let p1 = (a.0 + dx * 0.15 + off.0, a.1 + dy * 0.15 + off.1);
            let p2 = (a.0 + dx * 0.85 + off.0, a.1 + dy * 0.85 + off.1);
            shapes.push((bezier([a, p1, p2, b]), bias));
        }
        shapes
    }

    /// The cheapest path from `a` to `b` over the patches (8 neighbours
    /// each), as the corners of its straight runs; `None` when the ends are
    /// off the grid.
    fn around(&self, a: Point, b: Point, ends: [CandidateRef; 2]) -> Option<Vec<Point>> {
        let (start, goal) = (self.patch(a)?, self.patch(b)?);
        let side = self.side as i64;
        let step = self.patch_size();
        // Costs in hundredths, so they can be ordered as integers.
        let node_cost: Vec<u64> = (0..self.side * self.side)
            .map(|i| (self.cost(self.patch_centre(i), ends) * 100.0) as u64)
            .collect();
        let mut best = vec![u64::MAX; node_cost.len()];
        let mut from = vec![usize::MAX; node_cost.len()];
        let mut queue = BinaryHeap::new();
        best[start] = 0;
        queue.push(Reverse((0u64, start)));
        while let Some(Reverse((so_far, i))) = queue.pop() {
            if i == goal {
                break;
            }
            if so_far > best[i] {
                continue;
            }
            let (x, y) = ((i % self.side) as i64, (i / self.side) as i64);
            for (dx, dy) in [
                (1, 0),
                (-1, 0),
                (0, 1),
                (0, -1),
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
            ] {
                let (nx, ny) = (x + dx, y + dy);
                if nx < 0 || ny < 0 || nx >= side || ny >= side {
                    continue;
                }
                let j = (ny * side + nx) as usize;
                let len = if dx != 0 && dy != 0 {
                    step * 2f64.sqrt()
                } else {
                    step
                };
                let cell = f64::from(self.layout.cell);
                let edge = node_cost[j] as f64 * len / 3.0 + len / cell * PER_CELL * 100.0;
                let next = so_far + edge as u64;
                if next < best[j] {
                    best[j] = next;
                    from[j] = i;
                    queue.push(Reverse((next, j)));
                }
            }
        }
        if best[goal] == u64::MAX {
            return None;
        }
        let mut path = vec![b];
        let mut i = from[goal];
        while i != usize::MAX && i != start {
            path.push(self.patch_centre(i));
            i = from[i];
        }
        path.push(a);
        path.reverse();
        Some(self.pull_straight(&path, ends))
    }

    /// The corners of `path` that matter: from each kept point, the
    /// farthest later point that a straight line reaches at no more cost
    /// than the path itself (so the path's staircase of patches becomes a few
    /// straight runs around the obstacles).
    fn pull_straight(&self, path: &[Point], ends: [CandidateRef; 2]) -> Vec<Point> {
        let line = |p: Point, q: Point| -> Vec<Point> {
            let n = ((dist(p, q) / 3.0).ceil() as usize).max(1);
            (0..=n).map(|i| lerp(p, q, i as f64 / n as f64)).collect()
        };
        // Cost of the path up to each point.
        let mut upto = vec![0.0];
        for w in path.windows(2) {
            let last = upto[upto.len() - 1];
            upto.push(last + self.path_cost(&line(w[0], w[1]), ends));
        }
        let mut kept = vec![path[0]];
        let mut i = 0;
        while i + 1 < path.len() {
            let mut j = i + 1;
            while j + 1 < path.len() {
                let straight = self.path_cost(&line(path[i], path[j + 1]), ends);
                if straight > upto[j + 1] - upto[i] + 0.5 {
                    break;
                }
                j += 1;
            }
            kept.push(path[j]);
            i = j;
        }
        kept
    }

    /// The arrow for a link, or `None` when its ends are too close to draw
    /// one.
    pub fn route(&mut self, from: CandidateRef, to: CandidateRef, head_len: f64) -> Option<Arrow> {
        let (a, ra) = self.end(from);
        let (b, rb) = self.end(to);
        if dist(a, b) < ra + rb + head_len {
            return None;
        }
        let cell = f64::from(self.layout.cell);
        let ends = [from, to];
        let mut best: Option<(f64, Vec<Point>)> = None;
        let consider =
            |best: &mut Option<(f64, Vec<Point>)>, path: Vec<Point>, bias: f64, router: &Router| {
                if let Some(clipped) = clip(&path, ra, rb) {
                    let total = router.path_cost(&clipped, ends) + bias;
                    if best.as_ref().map_or(true, |(c, _)| total < *c) {
                        *best = Some((total, clipped));
                    }
                }
            };
        for (path, bias) in Router::shapes(a, b, cell) {
            consider(&mut best, path, bias, self);
        }
        // Every simple shape crosses something that matters: go around (the
        // path smoothed, or as straight runs with rounded corners, or sharp
        // ones, where smoothing cuts a corner).
        let length = dist(a, b) / cell * PER_CELL;
        if best.as_ref().map_or(true, |(c, _)| *c - length > OVER_DISC) {
            if let Some(corners) = self.around(a, b, ends) {
                consider(&mut best, smooth(&corners), 0.0, self);
                let radius = cell / 3.0;
                consider(&mut best, round_corners(&corners, radius), 0.3, self);
                consider(&mut best, corners, 1.0, self);
            }
        }
        let (_, path) = best?;
        for w in path.windows(2) {
            if let Some(i) = self.patch(lerp(w[0], w[1], 0.5)) {
                let weight = (dist(w[0], w[1]) / 3.0).round().max(1.0) as u16;
                self.crowd[i] = self.crowd[i].saturating_add(weight);
            }
        }
        arrow(&path, head_len)
    }
}

/// The arrow along `path`: the line up to the base of the head, and the
/// head, `head_len` long, ending at the last point.
fn arrow(path: &[Point], head_len: f64) -> Option<Arrow> {
    let tip = *path.last()?;
    let base_at = path.iter().rposition(|&p| dist(p, tip) >= head_len)?;
    let base = lerp(
        path[base_at + 1],
        path[base_at],
        crossing(path[base_at + 1], path[base_at], tip, head_len),
    );
    // Whole pixels, and only the points needed to stay within half a pixel
    // of the curve (a smooth line, a small SVG).
    let mut line: Vec<Point> = path[..=base_at].to_vec();
    line.push(base);
    let mut line: Vec<(i32, i32)> = simplify(&line, 0.5).into_iter().map(to_pixel).collect();
    line.dedup();
    if line.len() < 2 {
        return None;
    }
    let (ux, uy) = ((tip.0 - base.0) / head_len, (tip.1 - base.1) / head_len);
    let half = head_len * 0.45;
    let head = [
        to_pixel(tip),
        to_pixel((base.0 - uy * half, base.1 + ux * half)),
        to_pixel((base.0 + uy * half, base.1 - ux * half)),
    ];
    Some(Arrow { curve: line, head })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clipping_stops_at_the_circles() {
        let line: Vec<Point> = (0..=100).map(|x| (f64::from(x), 0.0)).collect();
        let cut = clip(&line, 10.0, 20.0).expect("long enough");
        assert!((cut[0].0 - 10.0).abs() < 0.01);
        assert!((cut[cut.len() - 1].0 - 80.0).abs() < 0.01);
        assert!(clip(&line, 60.0, 60.0).is_none());
    }

    #[test]
    fn arrows_end_at_the_tip_with_the_line_under_the_head() {
        let line: Vec<Point> = (0..=50).map(|x| (f64::from(x) * 2.0, 0.0)).collect();
        let a = arrow(&line, 10.0).expect("long enough");
        assert_eq!(a.head[0], (100, 0));
        assert_eq!(a.curve.last(), Some(&(90, 0)));
        assert_eq!(a.curve[0], (0, 0));
    }

    #[test]
    fn simplify_keeps_only_the_corners() {
        let path = [(0.0, 0.0), (5.0, 0.1), (10.0, 0.0), (10.0, 10.0)];
        assert_eq!(
            simplify(&path, 0.5),
            [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]
        );
    }

    #[test]
    fn smooth_passes_through_its_points() {
        let kept = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)];
        let curve = smooth(&kept);
        assert!(curve.iter().any(|&p| dist(p, (10.0, 0.0)) < 1e-9));
        assert_eq!(curve.last(), Some(&(10.0, 10.0)));
    }
}
