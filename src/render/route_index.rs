//! The router's machinery: a faster search for the path around obstacles.
//! The plain search, [`Router::around_plain`] in `route.rs`, is the
//! lesson; this one finds the very same path (a test below holds them
//! equal on hundreds of links), so every picture stays the same to the
//! byte.
//!
//! The plain search, for each link, works out what every patch it reaches
//! costs from the board's geometry (which cell, which candidate slot, how
//! near a digit's ink or a grid line), allocates its tables anew and keeps
//! its queue in a binary heap. For a forcing net that draws hundreds of
//! links, most of them around something, that was most of a picture's
//! time. Here:
//!
//! * what lies under each patch's centre (a [`Spot`]: a digit, a
//!   candidate, a grid line, off the grid) is worked out the first time a
//!   search reaches the patch and kept for the whole picture, and so is
//!   the cost of a step into it for every link that does not end in its
//!   cell, until an arrow runs there (its crowd grows);
//! * the tables are kept from search to search (one entry per patch, what
//!   a step needs side by side), each patch stamped with the number of the
//!   search that last reached it instead of cleared;
//! * the queue is a radix heap (the costs Dijkstra takes out never go
//!   down), each entry (cost, patch) packed in one number.
//!
//! The search itself is unchanged: Dijkstra over the patches, neighbours
//! in the same order, the queue ordered by (cost, patch). Every pair in the
//! queue is distinct (a patch is queued again only at a lower cost), so the
//! patches leave it in the same order, and each keeps the same predecessor.

use super::cost::{Spot, PER_CELL};
use super::curves::Point;
use super::route::Router;
use crate::step::CandidateRef;

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

/// Patches number fewer than this (a 9x9 grid has 144 x 144 of them), so
/// a queue entry is `cost * PACK + patch`, ordered as the pair is. Costs
/// stay far below `u64::MAX / PACK`: a step costs under 2e8 hundredths (a
/// crowd of 65,535 arrows over a digit, in a 400-pixel cell; so it also
/// fits a `u32`), and the cheapest path takes fewer than 20,736 steps.
const PACK: u64 = 1 << 15;

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

/// One patch in the tables of a search.
#[derive(Clone, Copy)]
struct Node {
    /// The cheapest cost found to it, in hundredths.
    best: u64,
    /// What a step into it costs this link: straight, diagonal.
    step_into: [u32; 2],
    /// The patch it was reached from.
    from: u16,
    /// The number of the last search that reached it (its other fields
    /// are stale otherwise).
    reached: u32,
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
    /// The cost of a step into each patch for a link that does not end in
    /// its cell, with the crowd as it stands ([`UNKNOWN`] until asked, and
    /// again once an arrow runs there).
    steps: Vec<[u32; 2]>,
    nodes: Vec<Node>,
    search: u32,
    queue: RadixHeap,
}

impl RouteIndex {
    pub(super) fn new() -> RouteIndex {
        RouteIndex {
            spots: Vec::new(),
            cell_of: Vec::new(),
            steps: Vec::new(),
            nodes: Vec::new(),
            search: 0,
            queue: RadixHeap::new(),
        }
    }

    /// An arrow stretch was counted in patch `i`: the cost of a step into
    /// it changes.
    pub(super) fn crowded(&mut self, i: usize) {
        if let Some(steps) = self.steps.get_mut(i) {
            *steps = UNKNOWN;
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
        let patches = r.side * r.side;
        if patches as u64 > PACK {
            return r.around_plain(a, b, ends);
        }
        if self.nodes.len() != patches {
            self.spots = vec![None; patches];
            self.cell_of = vec![UNSEEN; patches];
            self.steps = vec![UNKNOWN; patches];
            let unreached = Node {
                best: u64::MAX,
                step_into: [0; 2],
                from: NONE,
                reached: 0,
            };
            self.nodes = vec![unreached; patches];
            self.search = 0;
        }
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            self.nodes.iter_mut().for_each(|n| n.reached = 0);
            self.search = 1;
        }
        let side = r.side as i64;
        // A step's length, straight and diagonal, and what that length
        // costs (the plain search's terms, in its order).
        let step = r.patch_size();
        let cell = f64::from(r.layout.cell);
        let lengths = [step, step * 2f64.sqrt()];
        let along = lengths.map(|len| len / cell * PER_CELL * 100.0);
        let end_cells = ends.map(|e| e.cell.index() as u8);
        let reach = |index: &mut RouteIndex, j: usize| Node {
            best: u64::MAX,
            step_into: index.steps_into(r, j, ends, end_cells, lengths, along),
            from: NONE,
            reached: index.search,
        };
        self.nodes[start] = reach(self, start);
        self.nodes[start].best = 0;
        self.queue.clear();
        self.queue.push(start as u64);
        while let Some(key) = self.queue.pop() {
            let (so_far, i) = (key / PACK, (key % PACK) as usize);
            if i == goal {
                break;
            }
            if so_far > self.nodes[i].best {
                continue;
            }
            let (x, y) = ((i % r.side) as i64, (i / r.side) as i64);
            for (dx, dy) in NEIGHBOURS {
                let (nx, ny) = (x + dx, y + dy);
                if nx < 0 || ny < 0 || nx >= side || ny >= side {
                    continue;
                }
                let j = (ny * side + nx) as usize;
                if self.nodes[j].reached != self.search {
                    self.nodes[j] = reach(self, j);
                }
                let node = &mut self.nodes[j];
                let next = so_far + u64::from(node.step_into[usize::from(dx != 0 && dy != 0)]);
                if next < node.best {
                    node.best = next;
                    node.from = i as u16;
                    self.queue.push(next * PACK + j as u64);
                }
            }
        }
        let reached = |n: &Node| n.reached == self.search;
        if !reached(&self.nodes[goal]) || self.nodes[goal].best == u64::MAX {
            return None;
        }
        let mut path = vec![b];
        let mut i = self.nodes[goal].from;
        while i != NONE && usize::from(i) != start {
            path.push(r.patch_centre(usize::from(i)));
            i = self.nodes[usize::from(i)].from;
        }
        path.push(a);
        path.reverse();
        Some(r.pull_straight(&path, ends))
    }

    /// What a step into patch `j` costs the link with `ends` (whose cells
    /// are `end_cells`): its spot's cost in hundredths, as the plain search
    /// rounds it, times the step's length, plus the length's own cost.
    /// Kept for the links that do not end in the patch's cell, until an
    /// arrow runs there.
    fn steps_into(
        &mut self,
        r: &Router,
        j: usize,
        ends: [CandidateRef; 2],
        end_cells: [u8; 2],
        lengths: [f64; 2],
        along: [f64; 2],
    ) -> [u32; 2] {
        if self.cell_of[j] == UNSEEN {
            let spot = r.spot(r.patch_centre(j));
            self.cell_of[j] = match spot.crowd_patch() {
                _ if spot.outside => OFF_GRID,
                Some(i) if i == j => spot.cell.index() as u8,
                _ => ELSEWHERE,
            };
            self.spots[j] = Some(spot);
        }
        let c = self.cell_of[j];
        let keep = c != ELSEWHERE && !end_cells.contains(&c);
        if keep && self.steps[j] != UNKNOWN {
            return self.steps[j];
        }
        let Some(spot) = self.spots[j] else {
            return UNKNOWN;
        };
        let cost = (spot.cost(&r.crowd, ends) * 100.0) as u64;
        // (Below `u32::MAX` by far, see `PACK`.)
        let steps = [0, 1].map(|k| (cost as f64 * lengths[k] / 3.0 + along[k]) as u64 as u32);
        if keep {
            self.steps[j] = steps;
        }
        steps
    }
}

/// A radix heap of distinct numbers that never go below the last one taken
/// out (as Dijkstra's costs do not): bucket `k` holds the numbers whose
/// highest bit that differs from the last one taken out is bit `k - 1`
/// (bucket 0: the last one itself), so the smallest number is in the first
/// bucket that holds any; taking it out spreads that bucket over lower ones.
struct RadixHeap {
    last: u64,
    buckets: Vec<Vec<u64>>,
}

impl RadixHeap {
    fn new() -> RadixHeap {
        RadixHeap {
            last: 0,
            buckets: vec![Vec::new(); 65],
        }
    }

    fn bucket(&self, key: u64) -> usize {
        64 - (key ^ self.last).leading_zeros() as usize
    }

    fn clear(&mut self) {
        self.buckets.iter_mut().for_each(Vec::clear);
        self.last = 0;
    }

    fn push(&mut self, key: u64) {
        debug_assert!(key >= self.last, "a radix heap's keys never go down");
        let k = self.bucket(key);
        self.buckets[k].push(key);
    }

    /// The smallest number, taken out.
    fn pop(&mut self) -> Option<u64> {
        if self.buckets[0].is_empty() {
            let k = self.buckets.iter().position(|b| !b.is_empty())?;
            let mut spread = std::mem::take(&mut self.buckets[k]);
            self.last = spread.iter().copied().min()?;
            for key in spread.drain(..) {
                let to = self.bucket(key);
                self.buckets[to].push(key);
            }
            // The emptied bucket keeps its room for later.
            self.buckets[k] = spread;
        }
        self.buckets[0].pop()
    }
}

#[cfg(test)]
mod tests {
    use super::super::draw;
    use super::super::marks::Marks;
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

    #[test]
    fn the_fast_search_finds_the_plain_searchs_paths() {
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
        let mut around = 0;
        around += same_routes(&hardest, &marked, &opts, 120);
        around += same_routes(&hardest, &plain, &opts.clone().with_candidates(false), 40);
        around += same_routes(&hardest, &marked, &opts.clone().with_cell_size(17), 30);
        around += same_routes(&six, &marked, &opts.clone().with_cell_size(61), 30);
        around += same_routes(&four, &plain, &opts, 20);
        // Most links had a path around found, by both searches alike.
        assert!(around >= 200, "only {around} paths around");
    }
}
