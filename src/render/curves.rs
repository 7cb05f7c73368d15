//! The geometry of link arrows: curves as points (Bézier pieces, smoothed
//! and rounded corners), simplified, clipped at the candidates' circles,
//! and ended with an arrowhead. The router ([`super::route`]) chooses the
//! path; this file only draws it.

pub(super) type Point = (f64, f64);

/// A link arrow in pixels: the curve (ending where the arrowhead starts)
/// and the arrowhead triangle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Arrow {
    pub curve: Vec<(i32, i32)>,
    pub head: [(i32, i32); 3],
}

pub(super) fn dist(p: Point, q: Point) -> f64 {
    (p.0 - q.0).hypot(p.1 - q.1)
}

pub(super) fn to_pixel(p: Point) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

pub(super) fn lerp(p: Point, q: Point, t: f64) -> Point {
    (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
}

/// Points of the cubic Bézier curve with control points `c`, about two
/// pixels apart.
pub(super) fn bezier(c: [Point; 4]) -> Vec<Point> {
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
pub(super) fn smooth(points: &[Point]) -> Vec<Point> {
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
pub(super) fn round_corners(corners: &[Point], radius: f64) -> Vec<Point> {
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
pub(super) fn simplify(path: &[Point], tolerance: f64) -> Vec<Point> {
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
pub(super) fn clip(path: &[Point], ra: f64, rb: f64) -> Option<Vec<Point>> {
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
pub(super) fn crossing(p: Point, q: Point, centre: Point, radius: f64) -> f64 {
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

/// The arrow along `path`: the line up to the base of the head, and the
/// head, `head_len` long, ending at the last point.
pub(super) fn arrow(path: &[Point], head_len: f64) -> Option<Arrow> {
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
