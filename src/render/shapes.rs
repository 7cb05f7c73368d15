//! The shapes the router tries for a link: bows (one Bézier curve bending
//! to either side by different amounts), brackets (off to one side, along,
//! and back), and the shapes made of a path found around the obstacles.
//! (Runs along the rails between candidates are in `rails.rs`.) Each comes
//! with its bias, a small extra cost that orders otherwise equal shapes.

use super::curves::{bezier, lerp, round_corners, smooth, Point};

/// The bows and brackets tried for a link from `a` to `b`, each with its
/// bias: a small extra cost that orders otherwise equal shapes.
pub(super) fn bows_and_brackets(a: Point, b: Point, cell: f64) -> Vec<(Vec<Point>, f64)> {
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

/// The shapes made of a path around the obstacles (its corners), each with
/// its bias: smoothed, straight runs with rounded corners, or sharp ones
/// where smoothing cuts a corner. Dearer than the rails: a path that weaves
/// between candidates is harder to follow than one along a rail.
pub(super) fn around(corners: &[Point], cell: f64) -> Vec<(Vec<Point>, f64)> {
    vec![
        (smooth(corners), 3.0),
        (round_corners(corners, cell / 3.0), 3.3),
        (corners.to_vec(), 4.0),
    ]
}
