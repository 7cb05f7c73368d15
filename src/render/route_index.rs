//! The router's machinery: a faster search for the path around obstacles.
//! The plain search, [`Router::around_plain`] in `route.rs`, is the
//! lesson; this one finds the very same path (a test below holds them
//! equal on hundreds of links), so every picture stays the same to the
//! byte.
//!
//! The plain search, for each link, works out what every patch it reaches
//! costs from the board's geometry (which cell, which candidate slot, how
//! near a digit's ink or a grid line), allocates its tables anew and keeps
//! its queue entries as pairs. For a forcing net that draws hundreds of
//! links, most of them around something, that was most of a picture's
//! time. Here:
//!
//! * what lies under each patch's centre (a [`Spot`]: a digit, a
//!   candidate, a grid line, off the grid) is worked out the first time a
//!   search reaches the patch and kept for the whole picture, and so is
//!   the cost of a step into it for every link that does not end in its
//!   cell, until an arrow runs there (its crowd grows);
//! * the tables are kept from search to search (one small entry per
//!   patch: what a step needs, side by side), only the patches a search
//!   reached set back after it;
//! * each queue entry (cost, patch) is packed in one number.
//!
//! The search itself is unchanged: Dijkstra over the patches, neighbours
//! in the same order, the queue ordered by (cost, patch). Every pair in the
//! queue is distinct (a patch is queued again only at a lower cost), so the
//! patches leave it in the same order, and each keeps the same predecessor.

use super::cost::{
    halo, Spot, ALONG_BOX_LINE, ALONG_CELL_LINE, NEAR_DISC, OVER_CANDIDATE, OVER_DIGIT, OVER_DISC,
    PER_CELL,
};
use super::curves::{dist, Point};
use super::marks::Marks;
use super::route::Router;
use crate::grid::{Board, Cell};
use crate::step::CandidateRef;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The 8 neighbours of a patch, in the order the plain search takes them.
const NEIGHBOURS: [(i64, i64); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// A queue entry is `cost << 16 | y << 8 | x` for the patch in column `x`
/// and row `y` (fewer than 256 of each: a 9x9 grid has 144), ordered as
/// the plain search's (cost, patch) pairs are, the patch being numbered
/// `y * side + x`. Costs here stay below `u32::MAX` (a search whose costs
/// grow past it is left to the plain search; a step costs under 2e8
/// hundredths, a crowd of 65,535 arrows over a digit in a 400-pixel cell,
/// and a path across the board rarely more than 1e7).
const SHIFT: u32 = 16;

/// A patch's cell in [`RouteIndex::cell_of`] before its spot is known.
const UNSEEN: u8 = u8::MAX;
/// A patch off the grid: its cost is the same for every link.
const OFF_GRID: u8 = u8::MAX - 1;
/// A patch whose centre counts the crowd of another patch (rounding could
/// place it so): its cost is worked out anew for each link.
const ELSEWHERE: u8 = u8::MAX - 2;
/// A step cost not worked out yet (no step costs that much).
const UNKNOWN: [u32; 2] = [u32::MAX; 2];
/// No patch (the start's predecessor).
const NONE: u16 = u16::MAX;
/// A patch not reached yet.
const UNREACHED: u32 = u32::MAX;

/// One patch: what a search needs of it, side by side.
#[derive(Clone, Copy)]
struct Node {
    /// The cheapest cost found to it in this search, in hundredths
    /// ([`UNREACHED`]; a search whose costs grow past it is left to the
    /// plain one).
    best: u32,
    /// The cost of a step into it (straight, diagonal) for a link that
    /// does not end in its cell, with the crowd as it stands ([`UNKNOWN`]
    /// until asked, and again once an arrow runs there); during a search,
    /// in the cells of the link's ends, that link's own.
    steps: [u32; 2],
}

/// What one picture's searches keep (allocated by the first search).
pub(super) struct RouteIndex {
    /// What lies under each patch's centre, once a search has reached it.
    spots: Vec<Option<Spot>>,
    /// The index of the cell each patch's centre lies in (or [`UNSEEN`],
    /// [`OFF_GRID`], [`ELSEWHERE`]): a link ending in that cell may be let
    /// off the cost of its own candidate or digit, every other link pays
    /// the same.
    cell_of: Vec<u8>,
    nodes: Vec<Node>,
    /// The patch each was reached from in this search.
    from: Vec<u16>,
    /// The patches this search reached, set back to unreached after it.
    touched: Vec<usize>,
    /// The step costs of the patches in the cells of the link's ends, put
    /// aside for the search, which gives them the link's own.
    aside: Vec<(usize, [u32; 2])>,
    queue: BinaryHeap<Reverse<u64>>,
}

impl RouteIndex {
    pub(super) fn new() -> RouteIndex {
        RouteIndex {
            spots: Vec::new(),
            cell_of: Vec::new(),
            nodes: Vec::new(),
            from: Vec::new(),
            touched: Vec::new(),
            aside: Vec::new(),
            queue: BinaryHeap::new(),
        }
    }

    /// An arrow stretch was counted in patch `i`: the cost of a step into
    /// it changes.
    pub(super) fn crowded(&mut self, i: usize) {
        if let Some(node) = self.nodes.get_mut(i) {
            node.steps = UNKNOWN;
        }
    }

    /// The cheapest path from `a` to `b` over the patches, as the corners
    /// of its straight runs: what [`Router::around_plain`] returns.
    pub(super) fn around(
        &mut self,
        r: &Router,
        a: Point,
        b: Point,
        ends: [CandidateRef; 2],
    ) -> Option<Vec<Point>> {
        let (start, goal) = (r.patch(a)?, r.patch(b)?);
        let side = r.side;
        if side > 256 {
            return r.around_plain(a, b, ends);
        }
        let patches = side * side;
        if self.nodes.len() != patches {
            self.spots = vec![None; patches];
            self.cell_of = vec![UNSEEN; patches];
            let unreached = Node {
                best: UNREACHED,
                steps: UNKNOWN,
            };
            self.nodes = vec![unreached; patches];
            self.from = vec![NONE; patches];
        }
        // A step's length, straight and diagonal, and what that length
        // costs (the plain search's terms, in its order).
        let step = r.patch_size();
        let cell = f64::from(r.layout.cell);
        let lengths = [step, step * 2f64.sqrt()];
        let along = lengths.map(|len| len / cell * PER_CELL * 100.0);
        let costs = Costs {
            r,
            ends,
            lengths,
            along,
        };
        self.own_ends(&costs);

        self.nodes[start].best = 0;
        self.from[start] = NONE;
        self.touched.push(start);
        self.queue.clear();
        self.queue.push(Reverse(key(0, start % side, start / side)));
        let mut too_dear = false;
        'search: while let Some(Reverse(key_out)) = self.queue.pop() {
            let so_far = key_out >> SHIFT;
            let (x, y) = ((key_out & 0xff) as usize, ((key_out >> 8) & 0xff) as usize);
            let i = y * side + x;
            if i == goal {
                break;
            }
            if so_far > u64::from(self.nodes[i].best) {
                continue;
            }
            for (dx, dy) in NEIGHBOURS {
                let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                if nx < 0 || ny < 0 || nx >= side as i64 || ny >= side as i64 {
                    continue;
                }
                let (nx, ny) = (nx as usize, ny as usize);
                let j = ny * side + nx;
                let mut steps = self.nodes[j].steps;
                if steps == UNKNOWN {
                    steps = self.steps_into(&costs, j);
                }
                let next = so_far + u64::from(steps[usize::from(dx != 0 && dy != 0)]);
                let node = &mut self.nodes[j];
                if next < u64::from(node.best) {
                    if next >= u64::from(UNREACHED) {
                        too_dear = true;
                        break 'search;
                    }
                    if node.best == UNREACHED {
                        self.touched.push(j);
                    }
                    node.best = next as u32;
                    self.from[j] = i as u16;
                    self.queue.push(Reverse(key(next, nx, ny)));
                }
            }
        }
        let found = !too_dear && self.nodes[goal].best != UNREACHED;
        let mut path = vec![b];
        let mut i = self.from[goal];
        while found && i != NONE && usize::from(i) != start {
            path.push(r.patch_centre(usize::from(i)));
            i = self.from[usize::from(i)];
        }
        // Ready for the next search.
        for j in self.touched.drain(..) {
            self.nodes[j].best = UNREACHED;
        }
        for (j, steps) in self.aside.drain(..).rev() {
            self.nodes[j].steps = steps;
        }
        if too_dear {
            return r.around_plain(a, b, ends);
        }
        if !found {
            return None;
        }
        path.push(a);
        path.reverse();
        Some(r.pull_straight(&path, ends))
    }

    /// Puts aside the step costs of the patches in the cells of the link's
    /// ends, giving them the link's own (which may spare it its own
    /// candidate or digit). A cell's patches are a block of the grid; the
    /// patches around the block are looked at too, each by its spot's cell.
    fn own_ends(&mut self, costs: &Costs) {
        let r = costs.r;
        let per_cell = r.side / r.layout.size.max(1);
        for end in costs.ends {
            let (row, col) = (end.cell.row() * per_cell, end.cell.col() * per_cell);
            for y in row.saturating_sub(1)..(row + per_cell + 1).min(r.side) {
                for x in col.saturating_sub(1)..(col + per_cell + 1).min(r.side) {
                    let j = y * r.side + x;
                    self.know(r, j);
                    if self.cell_of[j] == end.cell.index() as u8 {
                        self.aside.push((j, self.nodes[j].steps));
                        self.nodes[j].steps = costs.steps(self.spots[j]);
                    }
                }
            }
        }
    }

    /// Works out the spot of patch `j`, if not known yet, and its cell.
    fn know(&mut self, r: &Router, j: usize) {
        if self.cell_of[j] == UNSEEN {
            let spot = r.what_is_at(r.patch_centre(j));
            self.cell_of[j] = match spot.crowd_patch() {
                _ if spot.outside => OFF_GRID,
                Some(i) if i == j => spot.cell.index() as u8,
                _ => ELSEWHERE,
            };
            self.spots[j] = Some(spot);
        }
    }

    /// The cost of a step into patch `j` (outside the cells of the link's
    /// ends, whose patches [`RouteIndex::own_ends`] has given their costs),
    /// kept for the searches to come.
    fn steps_into(&mut self, costs: &Costs, j: usize) -> [u32; 2] {
        self.know(costs.r, j);
        let steps = costs.steps(self.spots[j]);
        if self.cell_of[j] != ELSEWHERE {
            self.nodes[j].steps = steps;
        }
        steps
    }
}

/// What a search's step costs are made of.
struct Costs<'r, 'a> {
    r: &'r Router<'a>,
    ends: [CandidateRef; 2],
    /// A step's length, straight and diagonal, and what that length costs.
    lengths: [f64; 2],
    along: [f64; 2],
}

impl Costs<'_, '_> {
    /// What a step into a patch with `spot` costs: the spot's cost in
    /// hundredths, as the plain search rounds it, times the step's length,
    /// plus the length's own cost (below `u32::MAX`, see [`SHIFT`]).
    fn steps(&self, spot: Option<Spot>) -> [u32; 2] {
        let Some(spot) = spot else {
            return UNKNOWN;
        };
        let cost = (spot.cost(&self.r.crowd, self.ends) * 100.0) as u64;
        [0, 1].map(|k| (cost as f64 * self.lengths[k] / 3.0 + self.along[k]) as u64 as u32)
    }
}

/// The queue entry of the patch in column `x`, row `y` at `cost`.
fn key(cost: u64, x: usize, y: usize) -> u64 {
    cost << SHIFT | (y << 8 | x) as u64
}

/// The picture's ground in tables made once: what [`Router::spot`] works
/// out for a point from the layout (where each cell, candidate slot and
/// digit lies, the lines' widths, the fonts) and the board (filled cells,
/// candidates shown or highlighted), here looked up. The same arithmetic
/// on the point, in the same order, so the same [`Spot`] to the bit; the
/// divisions of a point by the cell are shared by the cell and the line it
/// is on, and nothing is divided by a cell's fraction twice.
pub(super) struct Ground {
    n: i32,
    x0: f64,
    y0: f64,
    cell: f64,
    /// The edges a point must be inside: `x0 + margin` and
    /// `x0 + span - margin` (the same for y).
    inside: [f64; 4],
    patch_size: f64,
    side: usize,
    /// Candidate slots per box column and row, and how close to a line
    /// (thick, thin) a point runs along it.
    per_box: [usize; 2],
    near_line: [f64; 2],
    /// A filled cell's digit: how far across, up and down from the centre.
    digit_box: [f64; 3],
    /// A candidate's box (across, up, down) and disc.
    candidate_box: [f64; 3],
    disc: f64,
    /// The candidate slots' columns and rows, and a slot's width and height.
    slots: [f64; 2],
    slot_size: [f64; 2],
    cells: Vec<CellGround>,
}

/// One cell of the ground.
#[derive(Clone, Copy, Default)]
struct CellGround {
    filled: bool,
    /// The digit's centre, or the candidates' mini-grid's corner.
    centre: Point,
    corner: Point,
    /// Each candidate slot's centre, whether it is highlighted, and what
    /// running over it costs.
    slots: [(Point, bool, f64); 10],
}

impl Ground {
    pub(super) fn new(r: &Router, board: &Board, marks: &Marks, show_candidates: bool) -> Ground {
        let l = r.layout;
        let n = l.size as i32;
        let cell = f64::from(l.cell);
        let margin = f64::from(l.strokes.box_line) + 1.0;
        let (x0, y0) = (f64::from(l.grid_x), f64::from(l.grid_y));
        let span = cell * f64::from(n);
        let room = 3.0;
        let fs = f64::from(l.fonts.candidate);
        let inset = l.cell / 16;
        let inner = l.cell - 2 * inset;
        let (cols, rows) = (l.box_cols as f64, l.box_rows as f64);
        let mut cells = vec![CellGround::default(); 81];
        for c in board.geometry().cells() {
            let at = &mut cells[c.index()];
            let pixel = |(x, y): (i32, i32)| (f64::from(x), f64::from(y));
            at.filled = board.value(c).is_some();
            at.centre = pixel(l.cell_centre(c));
            let (x, y) = l.cell_origin(c);
            at.corner = (f64::from(x + inset), f64::from(y + inset));
            for d in 1..=l.size as u8 {
                let highlighted = marks.candidate[c.index()][usize::from(d)].is_some();
                let shown = show_candidates && board.candidates(c).contains(d);
                let over = if highlighted {
                    OVER_DISC
                } else if shown {
                    OVER_CANDIDATE
                } else {
                    0.0
                };
                at.slots[usize::from(d)] = (pixel(l.candidate_centre(c, d)), highlighted, over);
            }
        }
        Ground {
            n,
            x0,
            y0,
            cell,
            inside: [
                x0 + margin,
                y0 + margin,
                x0 + span - margin,
                y0 + span - margin,
            ],
            patch_size: r.patch_size(),
            side: r.side,
            per_box: [l.box_cols, l.box_rows],
            near_line: [
                1.0 + f64::from(l.strokes.box_line) / 2.0,
                0.5 + f64::from(l.strokes.cell_line) / 2.0,
            ],
            digit_box: [cell * 0.16 + room, -cell * 0.27 - room, cell * 0.38 + room],
            candidate_box: [0.3 * fs + 1.0, -0.47 * fs - 0.5, 0.63 * fs + 0.5],
            disc: f64::from(l.disc_radius),
            slots: [cols, rows],
            slot_size: [f64::from(inner) / cols, f64::from(inner) / rows],
            cells,
        }
    }

    /// What lies under `p`: [`Router::spot`].
    pub(super) fn spot(&self, p: Point) -> Spot {
        let [left, top, right, bottom] = self.inside;
        if p.0 < left || p.1 < top || p.0 > right || p.1 > bottom {
            return Spot::OUTSIDE;
        }
        let offset = [p.0 - self.x0, p.1 - self.y0];
        let along = offset.map(|o| o / self.cell);
        let (col, row) = (along[0].floor() as i32, along[1].floor() as i32);
        let last = self.n - 1;
        let here = Cell::new(row.clamp(0, last) as usize, col.clamp(0, last) as usize);
        let mut line: f64 = 0.0;
        for axis in 0..2 {
            let k = along[axis].round();
            let thick = (k as usize) % self.per_box[axis] == 0;
            if (offset[axis] - k * self.cell).abs() < self.near_line[usize::from(!thick)] {
                line = line.max(if thick {
                    ALONG_BOX_LINE
                } else {
                    ALONG_CELL_LINE
                });
            }
        }
        let px = (offset[0] / self.patch_size).floor();
        let py = (offset[1] / self.patch_size).floor();
        let sides = self.side as f64;
        let inside = px >= 0.0 && py >= 0.0 && px < sides && py < sides;
        let mut spot = Spot {
            outside: false,
            patch: if inside {
                (py as usize * self.side + px as usize) as u32
            } else {
                u32::MAX
            },
            line,
            cell: here,
            slot: None,
            over: 0.0,
        };
        let at = &self.cells[here.index()];
        if at.filled {
            let (dx, dy) = (p.0 - at.centre.0, p.1 - at.centre.1);
            let [across, up, down] = self.digit_box;
            if dx.abs() < across && dy > up && dy < down {
                spot.over = OVER_DIGIT;
            }
            return spot;
        }
        let slot = |at: f64, corner: f64, axis: usize| {
            let n = self.slots[axis];
            ((at - corner) / self.slot_size[axis])
                .floor()
                .clamp(0.0, n - 1.0)
        };
        let d = (slot(p.1, at.corner.1, 1) * self.slots[0] + slot(p.0, at.corner.0, 0)) as u8 + 1;
        spot.slot = Some(d);
        let (centre, highlighted, over) = at.slots[usize::from(d).min(9)];
        let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
        let [across, up, down] = self.candidate_box;
        let in_box = dx.abs() <= across && dy >= up && dy <= down;
        if in_box || highlighted && dist(p, centre) <= self.disc {
            spot.over = over;
        }
        if spot.over == 0.0 {
            // Close around another highlighted disc of the cell.
            let reach = halo(self.disc, self.cell);
            let near = (1..=self.n as u8).find(|&e| {
                let (centre, highlighted, _) = at.slots[usize::from(e)];
                highlighted && dist(p, centre) <= reach
            });
            if let Some(e) = near {
                spot.slot = Some(e);
                spot.over = NEAR_DISC;
            }
        }
        spot
    }
}

#[cfg(test)]
mod tests {
    use super::super::draw;
    use super::super::ink::{self, InkGrid};
    use super::super::RenderOptions;
    use super::*;
    use crate::formats::parse_board;
    use crate::generate::Rng;
    use crate::grid::{Board, Candidate, Cell};
    use crate::step::{Highlights, Role};

    /// `count` links between candidates that see each other (a seeded
    /// walk, as a forcing net's links run), and every fifth one to a
    /// candidate anywhere (long links, which go around most often).
    fn links(board: &Board, count: usize, seed: u64) -> Vec<(CandidateRef, CandidateRef)> {
        let geo = board.geometry();
        let all: Vec<CandidateRef> = geo
            .cells()
            .flat_map(|cell| {
                let values = board.value(cell).into_iter();
                let digits = board.candidates(cell).iter().chain(values);
                digits.map(move |d| CandidateRef::from(Candidate::new(cell, d)))
            })
            .collect();
        let mut rng = Rng::new(seed);
        let mut at = all[rng.below(all.len())];
        let mut out = Vec::new();
        while out.len() < count {
            let seen: Vec<CandidateRef> = all
                .iter()
                .copied()
                .filter(|c| {
                    *c != at
                        && (c.cell == at.cell || c.digit == at.digit && geo.sees(c.cell, at.cell))
                })
                .collect();
            let next = if seen.is_empty() || out.len() % 5 == 4 {
                all[rng.below(all.len())]
            } else {
                seen[rng.below(seen.len())]
            };
            out.push((at, next));
            at = next;
        }
        out
    }

    /// The fast search and the plain one on every link of a picture, and
    /// the arrows of a router with each: the same to the last bit. Returns
    /// how many links went around something.
    fn same_routes(
        board: &Board,
        highlights: &Highlights,
        opts: &RenderOptions,
        count: usize,
    ) -> usize {
        let marks = Marks::new(board, highlights);
        let (layout, _) = draw::layout(board, &marks, opts);
        let show = opts.show_candidates;
        let mut fast = Router::new(&layout, board, &marks, show);
        let mut plain = Router::plain(&layout, board, &marks, show);
        let head_len = f64::from(layout.cell) / 7.0;
        let mut around = 0;
        for (k, (from, to)) in links(board, count, 51 + count as u64)
            .into_iter()
            .enumerate()
        {
            let ((a, _), (b, _)) = (fast.end(from), fast.end(to));
            let found = fast.around(a, b, [from, to]);
            assert_eq!(found, plain.around_plain(a, b, [from, to]), "link {k}");
            around += usize::from(found.is_some());
            assert_eq!(
                fast.route(from, to, head_len),
                plain.route(from, to, head_len),
                "link {k}: {from:?} to {to:?}"
            );
            assert_eq!(fast.crowd, plain.crowd, "link {k}");
        }
        around
    }

    /// Every patch centre, every whole and half pixel of the grid and a
    /// margin around it, and random points: the ground's spot is the plain
    /// one; and lines through them run over as many digits counted by cell
    /// as counted plainly. Returns how many points were looked at.
    fn same_spots(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> usize {
        let marks = Marks::new(board, highlights);
        let (layout, _) = draw::layout(board, &marks, opts);
        let router = Router::new(&layout, board, &marks, opts.show_candidates);
        let ground = Ground::new(&router, board, &marks, opts.show_candidates);
        let (x0, y0) = (f64::from(layout.grid_x), f64::from(layout.grid_y));
        let span = f64::from(layout.cell) * layout.size as f64;
        let mut points: Vec<Point> = (0..router.side * router.side)
            .map(|i| router.patch_centre(i))
            .collect();
        let mut x = x0 - 6.0;
        while x <= x0 + span + 6.0 {
            let mut y = y0 - 6.0;
            while y <= y0 + span + 6.0 {
                points.push((x, y));
                y += 0.5;
            }
            x += 0.5;
        }
        let mut rng = Rng::new(7);
        let mut unit = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        for _ in 0..20_000 {
            points.push((
                x0 - 9.0 + unit() * (span + 18.0),
                y0 - 9.0 + unit() * (span + 18.0),
            ));
        }
        for &p in &points {
            assert_eq!(ground.spot(p), router.spot(p), "at {p:?}");
        }
        // Lines through those points, 2 to 9 points long, counted over
        // the digits by cell and plainly.
        let inks = ink::digits(&layout, board, &marks, opts.show_candidates);
        let grid = InkGrid::new(&layout, inks.clone());
        let pixel = |p: &Point| (p.0.round() as i32, p.1.round() as i32);
        let mut under = 0;
        let mut at = 0;
        while at < points.len() {
            let len = 2 + rng.below(8);
            // Lines of random points too, across the board.
            let from = if at % 3 == 0 {
                points.len() - 20_000 + rng.below(19_990)
            } else {
                at
            };
            let line: Vec<(i32, i32)> = points[from..(from + len).min(points.len())]
                .iter()
                .map(pixel)
                .collect();
            let n = grid.under(&line);
            assert_eq!(n, ink::under(&inks, &line), "{line:?}");
            under += n;
            at += len;
        }
        assert!(under > 0);
        points.len()
    }

    /// A few boards and pictures: the hardest puzzle with a digit placed
    /// and candidates highlighted, a 6x6 and a 4x4 board.
    fn pictures() -> Vec<(Board, Highlights, RenderOptions, usize)> {
        // The hardest puzzle (Arto Inkala's), a few digits placed and a few
        // candidates highlighted, so that every kind of obstacle is there.
        let mut hardest = parse_board(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        )
        .expect("the hardest puzzle reads");
        hardest.place(Cell::new(0, 1), 1).expect("r1c2 may hold 1");
        let mut marked = Highlights::new();
        for (i, cell) in hardest.empty_cells().iter().enumerate().step_by(4) {
            if let Some(d) = hardest.candidates(cell).iter().next() {
                let role = [Role::Pattern, Role::Elimination, Role::ColorA][i % 3];
                marked.candidate(cell, d, role);
            }
        }
        let six = parse_board("1.....4.....2.....5.....3.....6.....").expect("a 6x6 board");
        let four = parse_board("1.....3..4.....2").expect("a 4x4 board");
        let plain = Highlights::new();
        let opts = RenderOptions::default();
        vec![
            (hardest.clone(), marked.clone(), opts.clone(), 120),
            (
                hardest.clone(),
                plain.clone(),
                opts.clone().with_candidates(false),
                40,
            ),
            (hardest, marked.clone(), opts.clone().with_cell_size(17), 30),
            (six, marked, opts.clone().with_cell_size(61), 30),
            (four, plain, opts, 20),
        ]
    }

    #[test]
    fn the_ground_tables_give_the_plain_spots() {
        let looked: usize = pictures()
            .iter()
            .map(|(board, highlights, opts, _)| same_spots(board, highlights, opts))
            .sum();
        assert!(looked > 500_000, "{looked}");
    }

    #[test]
    fn the_fast_search_finds_the_plain_searchs_paths() {
        let around: usize = pictures()
            .iter()
            .map(|(board, highlights, opts, links)| same_routes(board, highlights, opts, *links))
            .sum();
        // Most links had a path around found, by both searches alike.
        assert!(around >= 200, "only {around} paths around");
    }
}
