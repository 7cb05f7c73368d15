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
//!
//! The costs, and what lies under a point of the picture, are in
//! `cost.rs`; the shapes in `shapes.rs` and `rails.rs`. What this file
//! does is plain: [`Router::spot`] works out what lies under a point from
//! the layout, [`Router::around_plain`] searches for a path afresh for each
//! link, [`ink::under`] holds a line against every digit. A router made
//! with [`Router::new`] gets the same answers faster, from tables made once
//! per picture and a search that keeps what it can from link to link
//! (`route_index.rs`), and digits sorted by cell ([`ink::InkGrid`]); tests
//! hold the two equal, and [`Router::plain`] makes a router without them.

use super::cost::{
    halo, Spot, ALONG_BOX_LINE, ALONG_CELL_LINE, NEAR_DISC, OUTSIDE, OVER_CANDIDATE, OVER_DIGIT,
    OVER_DISC, PER_CELL,
};
use super::ink::{self, Ink, InkGrid};
use super::layout::Layout;
use super::marks::Marks;
use super::rails;
use super::route_index::{Ground, RouteIndex};
use super::shapes;
use crate::grid::{Board, Cell};
use crate::step::CandidateRef;
use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::curves::{arrow, clip, dist, lerp, round_corners, Arrow, Point};

/// Patches per cell side, for crowding and for finding paths.
const PATCHES: usize = 16;

/// Routes the arrows of one picture, remembering where earlier ones ran.
pub(super) struct Router<'a> {
    pub(super) layout: &'a Layout,
    board: &'a Board,
    marks: &'a Marks,
    show_candidates: bool,
    /// How many arrow stretches cross each patch.
    pub(super) crowd: Vec<u16>,
    /// Patches along a side of the grid.
    pub(super) side: usize,
    /// The digits drawn, to check a chosen arrow as it is drawn (sorted
    /// by cell in `ink_grid` for the fast router).
    inks: Vec<Ink>,
    ink_grid: Option<InkGrid>,
    /// The fast search for paths around obstacles, and the ground in
    /// tables (`route_index.rs`); `None`: the plain search,
    /// [`Router::around_plain`], and [`Router::spot`].
    index: Option<RefCell<RouteIndex>>,
    ground: Option<Ground>,
}

impl<'a> Router<'a> {
    pub fn new(
        layout: &'a Layout,
        board: &'a Board,
        marks: &'a Marks,
        show_candidates: bool,
    ) -> Router<'a> {
        let mut router = Router::plain(layout, board, marks, show_candidates);
        router.index = Some(RefCell::new(RouteIndex::new()));
        router.ground = Some(Ground::new(&router, board, marks, show_candidates));
        router.ink_grid = Some(InkGrid::new(layout, router.inks.clone()));
        router
    }

    /// A router that finds paths around obstacles with the plain search
    /// alone: the reference the fast one is held to.
    pub fn plain(
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
            inks: ink::digits(layout, board, marks, show_candidates),
            index: None,
            ground: None,
            ink_grid: None,
        }
    }

    /// The centre of a link end and how far from it the arrow stops: the
    /// candidate's disc, or a filled cell's digit.
    pub(super) fn end(&self, c: CandidateRef) -> (Point, f64) {
        let l = self.layout;
        if self.board.value(c.cell).is_some() {
            let (x, y) = l.cell_centre(c.cell);
            ((f64::from(x), f64::from(y)), f64::from(l.cell) * 0.36)
        } else {
            let (x, y) = l.candidate_centre(c.cell, c.digit);
            ((f64::from(x), f64::from(y)), f64::from(l.disc_radius) + 1.0)
        }
    }

    pub(super) fn patch_size(&self) -> f64 {
        f64::from(self.layout.cell) / PATCHES as f64
    }

    pub(super) fn patch(&self, p: Point) -> Option<usize> {
        let l = self.layout;
        let px = ((p.0 - f64::from(l.grid_x)) / self.patch_size()).floor();
        let py = ((p.1 - f64::from(l.grid_y)) / self.patch_size()).floor();
        let n = self.side as f64;
        (px >= 0.0 && py >= 0.0 && px < n && py < n).then(|| py as usize * self.side + px as usize)
    }

    pub(super) fn patch_centre(&self, i: usize) -> Point {
        let l = self.layout;
        let s = self.patch_size();
        (
            f64::from(l.grid_x) + ((i % self.side) as f64 + 0.5) * s,
            f64::from(l.grid_y) + ((i / self.side) as f64 + 0.5) * s,
        )
    }

    /// What 3 pixels of arrow at `p` cost, its own two ends excepted.
    fn cost(&self, p: Point, ends: [CandidateRef; 2]) -> f64 {
        self.what_is_at(p).cost(&self.crowd, ends)
    }

    /// How many digits the drawn line `curve` runs over, its own ends
    /// excepted ([`ink::under`], or the same counted by cell).
    fn inks_under(&self, curve: &[(i32, i32)]) -> usize {
        match &self.ink_grid {
            Some(grid) => grid.under(curve),
            None => ink::under(&self.inks, curve),
        }
    }

    /// What lies under `p`: looked up in the ground's tables where the
    /// router has them, else worked out by [`Router::spot`] (the same).
    pub(super) fn what_is_at(&self, p: Point) -> Spot {
        match &self.ground {
            Some(ground) => ground.spot(p),
            None => self.spot(p),
        }
    }

    /// What lies under `p`, whatever arrows run there and whichever link
    /// asks: the parts of [`Router::cost`] that stay the same for a
    /// whole picture.
    pub(super) fn spot(&self, p: Point) -> Spot {
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
            return Spot::OUTSIDE;
        }
        let col = ((p.0 - x0) / cell).floor() as i32;
        let row = ((p.1 - y0) / cell).floor() as i32;
        let here = Cell::new(row.clamp(0, n - 1) as usize, col.clamp(0, n - 1) as usize);
        let mut spot = Spot {
            outside: false,
            patch: self.patch(p).map_or(u32::MAX, |i| i as u32),
            line: self.on_line(p),
            cell: here,
            slot: None,
            over: 0.0,
        };
        if self.board.value(here).is_some() {
            // The digit's ink (a DejaVu digit at 0.6 cell: about 0.3 cell
            // wide, from 0.27 cell above the centre to 0.17 below, as
            // written with `dy="0.5ex"`), with a few pixels of room.
            let (cx, cy) = l.cell_centre(here);
            let (dx, dy) = (p.0 - f64::from(cx), p.1 - f64::from(cy));
            let room = 3.0;
            // Below the ink, the box a reader's eye (and a crossing
            // count) gives the digit reaches lower: to 0.38 cell.
            let over = dx.abs() < cell * 0.16 + room
                && dy > -cell * 0.27 - room
                && dy < cell * 0.38 + room;
            if over {
                spot.over = OVER_DIGIT;
            }
            return spot;
        }
        // The nearest candidate slot of this cell.
        let d = l.slot_at(here, p);
        spot.slot = Some(d);
        let (sx, sy) = l.candidate_centre(here, d);
        let highlighted = self.marks.candidate[here.index()][usize::from(d)].is_some();
        // A candidate's box: its ink (written with `dy="0.5ex"`: from 0.47
        // font size above the slot's centre to 0.28 below) and the box a
        // crossing count gives it (down to 0.63 font size). Between two
        // slots one above the other that leaves a run a few pixels high,
        // which the patches (a sixteenth of a cell) find.
        let fs = f64::from(l.fonts.candidate);
        let (dx, dy) = (p.0 - f64::from(sx), p.1 - f64::from(sy));
        // (A pixel of room across, half one up and down: the drawn line is
        // simplified and rounded to whole pixels.)
        let in_box = dx.abs() <= 0.3 * fs + 1.0 && dy >= -0.47 * fs - 0.5 && dy <= 0.63 * fs + 0.5;
        let in_disc =
            highlighted && dist(p, (f64::from(sx), f64::from(sy))) <= f64::from(l.disc_radius);
        if in_box || in_disc {
            let shown = self.show_candidates && self.board.candidates(here).contains(d);
            spot.over = if highlighted {
                OVER_DISC
            } else if shown {
                OVER_CANDIDATE
            } else {
                0.0
            };
        }
        if spot.over == 0.0 {
            // Close around another highlighted disc of the cell.
            let reach = halo(f64::from(l.disc_radius), cell);
            let near = (1..=l.size as u8).find(|&e| {
                let (ex, ey) = l.candidate_centre(here, e);
                self.marks.candidate[here.index()][usize::from(e)].is_some()
                    && dist(p, (f64::from(ex), f64::from(ey))) <= reach
            });
            if let Some(e) = near {
                spot.slot = Some(e);
                spot.over = NEAR_DISC;
            }
        }
        spot
    }

    /// The cost of being on a grid line: `p` within a few pixels of a cell
    /// or box line.
    fn on_line(&self, p: Point) -> f64 {
        let l = self.layout;
        let cell = f64::from(l.cell);
        let mut cost: f64 = 0.0;
        for (offset, per_box) in [
            (p.0 - f64::from(l.grid_x), l.box_cols),
            (p.1 - f64::from(l.grid_y), l.box_rows),
        ] {
            let k = (offset / cell).round();
            let thick = (k as usize) % per_box == 0;
            // On the line's ink, or within a pixel of a box line's (a
            // rail runs just off them).
            let (width, room) = if thick {
                (l.strokes.box_line, 1.0)
            } else {
                (l.strokes.cell_line, 0.5)
            };
            if (offset - k * cell).abs() < room + f64::from(width) / 2.0 {
                cost = cost.max(if thick {
                    ALONG_BOX_LINE
                } else {
                    ALONG_CELL_LINE
                });
            }
        }
        cost
    }

    /// What a clipped path costs: its crossings and its length, sampled
    /// every 3 pixels at most (a long straight run is one segment).
    fn path_cost(&self, path: &[Point], ends: [CandidateRef; 2]) -> f64 {
        self.path_cost_below(path, ends, f64::INFINITY)
    }

    /// [`Router::path_cost`], or any cost of at least `cap` once it is
    /// clear the path costs that much (a shape that cannot win).
    fn path_cost_below(&self, path: &[Point], ends: [CandidateRef; 2], cap: f64) -> f64 {
        let cell = f64::from(self.layout.cell);
        let mut total = 0.0;
        for w in path.windows(2) {
            if total >= cap {
                return total;
            }
            let len = dist(w[0], w[1]);
            let pieces = (len / 3.0).ceil().max(1.0);
            let piece = len / pieces;
            for k in 0..pieces as usize {
                let t = (k as f64 + 0.5) / pieces;
                total += self.cost(lerp(w[0], w[1], t), ends) * piece / 3.0;
            }
            total += len / cell * PER_CELL;
        }
        total
    }

    /// The cheapest path from `a` to `b` around the obstacles, as the
    /// corners of its straight runs: found by the fast search where the
    /// router has one, else by the plain search (the same path either way).
    pub(super) fn around(&self, a: Point, b: Point, ends: [CandidateRef; 2]) -> Option<Vec<Point>> {
        match &self.index {
            Some(index) => index.borrow_mut().around(self, a, b, ends),
            None => self.around_plain(a, b, ends),
        }
    }

    /// The cheapest path from `a` to `b` over the patches (8 neighbours
    /// each), as the corners of its straight runs; `None` when the ends are
    /// off the grid. The plain search: every patch's cost worked out anew
    /// for each link, fresh tables each time.
    pub(super) fn around_plain(
        &self,
        a: Point,
        b: Point,
        ends: [CandidateRef; 2],
    ) -> Option<Vec<Point>> {
        let (start, goal) = (self.patch(a)?, self.patch(b)?);
        let side = self.side as i64;
        let step = self.patch_size();
        // Costs in hundredths, so they can be ordered as integers; worked
        // out for the patches the search reaches only.
        let mut node_cost: Vec<u64> = vec![u64::MAX; self.side * self.side];
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
                if node_cost[j] == u64::MAX {
                    node_cost[j] = (self.cost(self.patch_centre(j), ends) * 100.0) as u64;
                }
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
    pub(super) fn pull_straight(&self, path: &[Point], ends: [CandidateRef; 2]) -> Vec<Point> {
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
                    let cap = best.as_ref().map_or(f64::INFINITY, |(c, _)| *c - bias);
                    let total = router.path_cost_below(&clipped, ends, cap) + bias;
                    if best.as_ref().map_or(true, |(c, _)| total < *c) {
                        *best = Some((total, clipped));
                    }
                }
            };
        for (path, bias) in shapes::bows_and_brackets(a, b, cell) {
            consider(&mut best, path, bias, self);
        }
        // Along the rails between candidates, corners rounded.
        for (corners, bias) in rails::routes(self.layout, from.cell, a, to.cell, b) {
            consider(&mut best, round_corners(&corners, cell / 8.0), bias, self);
        }
        // Every simple shape crosses something that matters: go around (the
        // path smoothed, or as straight runs with rounded corners, or sharp
        // ones, where smoothing cuts a corner).
        let length = dist(a, b) / cell * PER_CELL;
        // The path around, found once for this link (the check below may
        // want it too).
        let mut around: Option<Option<Vec<Point>>> = None;
        if best.as_ref().map_or(true, |(c, _)| *c - length > OVER_DISC) {
            if let Some(corners) = around.insert(self.around(a, b, ends)) {
                for (path, bias) in shapes::around(corners, cell) {
                    consider(&mut best, path, bias, self);
                }
            }
        }
        let (_, mut path) = best?;
        let mut drawn = arrow(&path, head_len)?;
        if self.inks_under(&drawn.curve) > 0 {
            if let Some(clear) = self.clearest(from, to, head_len, around) {
                drawn = arrow(&clear, head_len)?;
                path = clear;
            }
        }
        // Every 3 pixels of the arrow count in the patch they are in.
        for w in path.windows(2) {
            let pieces = (dist(w[0], w[1]) / 3.0).round().max(1.0);
            for k in 0..pieces as usize {
                if let Some(i) = self.patch(lerp(w[0], w[1], (k as f64 + 0.5) / pieces)) {
                    self.crowd[i] = self.crowd[i].saturating_add(1);
                    if let Some(index) = &self.index {
                        index.borrow_mut().crowded(i);
                    }
                }
            }
        }
        Some(drawn)
    }

    /// When the cheapest shape, drawn in whole pixels, still clips a
    /// digit's box (sampling every 3 pixels can miss a corner): every shape,
    /// cheapest first, and the first that runs over no digit once drawn (or
    /// the one over fewest).
    fn clearest(
        &self,
        from: CandidateRef,
        to: CandidateRef,
        head_len: f64,
        around: Option<Option<Vec<Point>>>,
    ) -> Option<Vec<Point>> {
        let (a, ra) = self.end(from);
        let (b, rb) = self.end(to);
        let cell = f64::from(self.layout.cell);
        let ends = [from, to];
        let mut shapes = shapes::bows_and_brackets(a, b, cell);
        for (corners, bias) in rails::routes(self.layout, from.cell, a, to.cell, b) {
            shapes.push((round_corners(&corners, cell / 8.0), bias));
            // Sharp corners: a rounded one can cut across the candidate
            // next to a link's end.
            shapes.push((corners, bias + 0.5));
        }
        shapes.extend(rails::leaning(self.layout, from.cell, a, to.cell, b));
        let price = |shapes: Vec<(Vec<Point>, f64)>| -> Vec<(f64, Vec<Point>)> {
            shapes
                .into_iter()
                .filter_map(|(path, bias)| {
                    let clipped = clip(&path, ra, rb)?;
                    let cost = self.path_cost(&clipped, ends) + bias;
                    // Never off the grid to dodge a digit.
                    (cost < OUTSIDE).then_some((cost, clipped))
                })
                .collect()
        };
        let mut priced = price(shapes);
        priced.sort_by(|x, y| x.0.total_cmp(&y.0));
        // A path around costs at least its bias (3) and its length, which is
        // at least the gap between the two discs: a clear shape cheaper than
        // that wins before any path around is looked for.
        let least_around = 3.0 + (dist(a, b) - ra - rb).max(0.0) / cell * PER_CELL;
        let clear = |path: &[Point]| arrow(path, head_len).map(|d| self.inks_under(&d.curve));
        if let Some((_, path)) = priced
            .iter()
            .take_while(|(cost, _)| *cost < least_around - 1e-9)
            .find(|(_, path)| clear(path) == Some(0))
        {
            return Some(path.clone());
        }
        if let Some(corners) = around.unwrap_or_else(|| self.around(a, b, ends)) {
            priced.extend(price(shapes::around(&corners, cell)));
            priced.sort_by(|x, y| x.0.total_cmp(&y.0));
        }
        let mut fewest: Option<(usize, Vec<Point>)> = None;
        for (_, path) in priced {
            let Some(n) = clear(&path) else {
                continue;
            };
            if n == 0 {
                return Some(path);
            }
            if fewest.as_ref().map_or(true, |(m, _)| n < *m) {
                fewest = Some((n, path));
            }
        }
        fewest.map(|(_, path)| path)
    }
}
